"""A decision's reason in the supplier's language: a code with parameters in, words out, from one table.

The kernel never sends a sentence: a decision line's ``reason`` is a code with
typed parameters (``negotiation_kernel.reasons.Reason``, or the same fields as
a mapping, ``{"code": "price_below_ours", "ours_paise": 4000, "yours_paise":
3800}``). ``REASONS`` words every code (``code.status`` for the codes with a
status) in ``en``, ``hi`` and ``hinglish``: those the phrase tables already
worded come from there (``_IN_PHRASE_TABLES``), the others from here
(``_MORE``). ``word_reason`` fills a wording; ``reason_view`` is what a reader
of the wording gets back (``lang.replies.read_reply`` reads a rendered reason
into exactly that, from the same table and ``READ_HOLES``). The reader's own
refusals (code ``could_not_read``, its ``reader_key`` and ``reader_args``) are
worded from the reader's table (``lang.reasons.WHY``, through
``lang.refusals``). ``lang`` imports nothing of the kernel: the code strings
and parameter names are the contract, and ``tests/test_decision_reasons.py``
checks that every code the kernel has is worded here in every language, with
no English in Hindi.

Parameters (by placeholder): ``{name}`` the supplier's name (``name``), as
written; ``{ours}`` / ``{yours}`` ₹ amounts (``ours_paise`` / ``yours_paise``,
``lang.amounts.money``); ``{limit}`` a count with Indian grouping (``limit``); ``{order}`` an order's id
(``order_id``), as written; ``{refund}`` a ₹ amount (``refund_paise``); ``{day}`` a simulated day (``day``);
``{bill}`` a bill's id (``bill_id``), as written.

Errors: TypeError for a reason that is not a code with parameters (a bare
string); KeyError for an unknown code or status.
"""
from __future__ import annotations

from collections.abc import Mapping

from lang.amounts import digits, money
from lang.phrase_tables import phrases
from lang.refusals import detail_as_worded, reader_reason, reader_view  # (detail_as_worded: re-exported)
from market.catalogue import Catalogue
from scenarios.vocabulary import LANGUAGES

__all__ = ["REASONS", "READ_HOLES", "reason_fields", "reason_key", "word_reason", "reason_view", "fields_of_key",
           "READER_CODE", "detail_as_worded"]

READER_CODE = "could_not_read"  # the reader's refusal, worded from the reader's table

#: key → the label of its wording in the phrase tables (``lang/phrases/<language>.yaml``, section ``reasons``).
#: The labels are the English the kernel once sent; they are only labels now. The phrase files are hashed byte
#: for byte into every record (``run_start.renderer``, ``lang.renderers.template_identity``), so the wordings
#: they held stay there; their unread entries ("thread is open", "bill is open", "order is confirmed", "order is
#: awaiting_advance") and ``verbatim`` can go the next time the tables change.
_IN_PHRASE_TABLES: dict[str, str] = {
    "walked_away_today": "we walked away today", "thread_closed.agreed": "thread is agreed",
    "thread_closed.walked_away": "thread is walked_away", "thread_closed.rejected": "thread is rejected",
    "not_sold": "{name} does not sell this item", "price_below_ours": "our price is {ours}, not {yours}",
    "quantity_above": "quantity above {limit} units", "no_such_bill": "no such bill from us",
    "bill_not_open.paid": "bill is paid", "bill_not_open.cancelled": "bill is cancelled",
    "bank_balance_short": "not enough money in the bank", "item_in_no_open_order": "no open order has this item",
    "item_in_several_orders": "several open orders have this item; name one", "no_such_order": "no such order",
    "order_not_open.advance_paid": "order is advance_paid", "order_not_open.cancelled": "order is cancelled",
    "order_not_open.dispatched": "order is dispatched", "order_not_open.lapsed": "order is lapsed",
}

#: key → {language: wording}, for the codes the phrase tables do not word.
_MORE: dict[str, dict[str, str]] = {
    "delivery_done.taken": {"en": "the goods are already delivered", "hi": "माल आपके यहाँ पहुँच चुका है",
                            "hinglish": "maal aapke yahan pahunch chuka hai"},
    "delivery_done.refused": {"en": "you have already sent the van back", "hi": "आप गाड़ी पहले ही लौटा चुके हैं",
                              "hinglish": "aap gaadi pehle hi lauta chuke ho"},
    "delivery_done.left": {"en": "the van has been and gone", "hi": "गाड़ी आकर लौट चुकी है",
                           "hinglish": "gaadi aakar laut chuki hai"},
    # a delivery asked after of an order named that came and was billed (negotiation_kernel.delivery_told)
    "delivered_billed": {"en": "it was delivered to you on day {day} and billed as {bill}",
                         "hi": "यह माल दिन {day} को आपके यहाँ पहुँच चुका है और इसका बिल {bill} है",
                         "hinglish": "yeh maal din {day} ko aapke yahan pahunch chuka hai aur iska bill {bill} hai"},
    # goods asked cut from an order named whose van has been (negotiation_kernel.desk._cancel_item): the item
    # refused by its name (the cancel_item_refused line names it), not the whole order's cancel said per item
    "item_delivered.taken": {"en": "order {order} has been delivered, so it cannot be cut now; dispute its bill or "
                                   "return the goods",
                             "hi": "ऑर्डर {order} का माल पहुँच चुका है, अब उसमें से घटाया नहीं जा सकता; उसके बिल पर "
                                   "आपत्ति लिखिए या माल लौटाइए",
                             "hinglish": "order {order} ka maal pahunch chuka hai, ab usmein se kam nahi ho sakta; "
                                         "uske bill par dispute likhiye ya maal wapas kijiye"},
    "item_delivered.refused": {"en": "you sent the van of order {order} back, so none of it is coming",
                               "hi": "ऑर्डर {order} की गाड़ी आप लौटा चुके हैं, उसका कोई माल नहीं आ रहा",
                               "hinglish": "order {order} ki gaadi aap lauta chuke ho, uska koi maal nahi aa raha"},
    "item_delivered.left": {"en": "order {order} was delivered days ago, so it cannot be cut now; dispute its bill or "
                                  "return the goods",
                            "hi": "ऑर्डर {order} का माल कई दिन पहले पहुँच चुका है, अब उसमें से घटाया नहीं जा सकता; "
                                  "उसके बिल पर आपत्ति लिखिए या माल लौटाइए",
                            "hinglish": "order {order} ka maal kai din pehle pahunch chuka hai, ab usmein se kam nahi "
                                        "ho sakta; uske bill par dispute likhiye ya maal wapas kijiye"},
    "payment_not_due": {"en": "the bill comes to {ours}, not {yours}; pay the full amount",
                        "hi": "बिल {ours} का है, {yours} का नहीं; पूरी रकम भेजिए",
                        "hinglish": "bill {ours} ka hai, {yours} ka nahi; poori rakam bhejiye"},
    # an order priced per trade unit refused for its price: both prices per that unit (the trial, session 33)
    "lot_price_below_ours.tray": {"en": "our price is {ours} a tray, not {yours}",
                                  "hi": "हमारा भाव {ours} प्रति ट्रे है, {yours} नहीं",
                                  "hinglish": "humara rate {ours} per tray hai, {yours} nahi"},
    "lot_price_below_ours.bundle": {"en": "our price is {ours} a bundle, not {yours}",
                                    "hi": "हमारा भाव {ours} प्रति बंडल है, {yours} नहीं",
                                    "hinglish": "humara rate {ours} per bundle hai, {yours} nahi"},
    "counter_bill": {"en": "that reads as a shop's bill, not a message to a supplier",
                     "hi": "यह दुकान की पर्ची लगती है, सप्लायर के लिए संदेश नहीं",
                     "hinglish": "yeh dukaan ki parchi lagti hai, supplier ke liye message nahi"},
    # asked about deliveries with nothing due, an order named (confirmed, no van yet) or none (negotiation_kernel.desk)
    # (the cause, not "nothing is coming" again: every delivery_not_due wording says that; a trial's "Nothing is on
    # the way to you, as nothing of ours is on its way to you now.")
    "no_delivery_due": {"en": "nothing has left our godown for you yet",
                        "hi": "हमारे गोदाम से आपके लिए कुछ नहीं निकला है",
                        "hinglish": "humare godown se aapke liye kuch nahi nikla hai"},
    # (the cause, not "nothing is owed" again: every bill_not_due wording says that; a trial's "You owe us nothing:
    # you owe us nothing on any bill.")
    "no_bill_open": {"en": "we have no open bill in your name", "hi": "आपके नाम हमारा कोई खुला बिल नहीं है",
                     "hinglish": "aapke naam humara koi khula bill nahi hai"},
    # a dispute of an advance already paid, and a paid bill disputed again after its refund (negotiation_kernel.
    # bill_settling; a new user's trial, session 39: "no such bill from us" of the supplier's own paid advance, and
    # the refund told again as if made twice)
    "advance_paid": {"en": "it was an advance, already paid in full, not a bill for goods to dispute",
                     "hi": "वह अग्रिम था जो पूरा चुक चुका है, माल का बिल नहीं जिस पर आपत्ति हो",
                     "hinglish": "woh advance tha jo poora chuk chuka hai, maal ka bill nahi jis par dispute ho"},
    "refund_made": {"en": "we already refunded {refund} on it to your bank when you first disputed it",
                    "hi": "आपकी पहली आपत्ति पर हम इस पर {refund} आपके बैंक में लौटा चुके हैं",
                    "hinglish": "aapke pehle dispute par hum is par {refund} aapke bank mein lauta chuke hain"},
    # the reasons of decisions whose wording states no reason (accept, walk_away, refuse_accept, rejected)
    "bid_meets_price": {"en": "your offer meets our price", "hi": "आपका भाव हमारे भाव के बराबर है",
                        "hinglish": "aapka rate humare rate ke barabar hai"},
    "bid_at_next_price": {"en": "your offer is at or above what we would ask next",
                          "hi": "आपका भाव हमारे अगले भाव जितना या उससे ऊपर है",
                          "hinglish": "aapka rate humare agle rate jitna ya usse upar hai"},
    "already_agreed": {"en": "we had already agreed on this price", "hi": "इस भाव पर हम पहले ही राज़ी हो चुके थे",
                       "hinglish": "is rate pe hum pehle hi raazi ho chuke the"},
    "buyer_accepted": {"en": "you accepted our price", "hi": "आपने हमारा भाव मान लिया",
                       "hinglish": "aapne humara rate maan liya"},
    "last_round": {"en": "that was the last round of bargaining", "hi": "मोल-भाव का आख़िरी दौर हो चुका",
                   "hinglish": "mol-bhaav ka aakhri round ho chuka"},
    "bid_far_below": {"en": "your offer is far below what we can do", "hi": "आपका भाव हमारी गुंजाइश से बहुत नीचे है",
                      "hinglish": "aapka rate humari gunjaish se bahut neeche hai"},
    "accept_wrong_price": {"en": "an acceptance must name the price we last offered",
                           "hi": "मंज़ूरी में वही भाव लिखिए जो हमने आख़िर में दिया था",
                           "hinglish": "manzoori mein wahi rate likhiye jo humne aakhir mein diya tha"},
    # an accept refused when no price of ours stood today (negotiation_kernel.desk: threads last a day; worded
    # from the slot refuse_accept_today, lang.slots)
    "todays_rate": {"en": "our rates start afresh each day, and you had no price from us today",
                    "hi": "हमारे भाव हर दिन नए सिरे से तय होते हैं, और आज आपको हमारा कोई भाव नहीं मिला था",
                    "hinglish": "humare rate har din naye sire se tay hote hain, aur aaj aapko humara koi rate nahi mila tha"},
    "buyer_rejected": {"en": "you declined our offer", "hi": "आपने हमारा प्रस्ताव ठुकरा दिया",
                       "hinglish": "aapne humara offer thukra diya"},
}

#: key (code, or code.status) → {language: wording}: every wording of a decision's reason.
REASONS: dict[str, dict[str, str]] = {
    **{key: {language: phrases(language)["reasons"][label] for language in LANGUAGES}
       for key, label in _IN_PHRASE_TABLES.items()},
    **_MORE,
}

#: placeholder → (parameter, kind): how a wording shows a parameter and how ``read_reply`` reads it back.
READ_HOLES: dict[str, tuple[str, str]] = {"name": ("name", "text"), "ours": ("ours_paise", "money"),
                                          "yours": ("yours_paise", "money"), "limit": ("limit", "count"),
                                          "order": ("order_id", "text"), "refund": ("refund_paise", "money"),
                                          "day": ("day", "count"), "bill": ("bill_id", "text")}


def reason_fields(reason) -> dict:
    """A reason as ``{"code": ..., **params}``: a pydantic reason (``model_dump``) or a mapping.

    Raises TypeError for anything else (a sentence is not a reason)."""
    if hasattr(reason, "model_dump"):
        return reason.model_dump()
    if isinstance(reason, Mapping) and "code" in reason:
        return dict(reason)
    raise TypeError(f"reason must be a code with parameters (negotiation_kernel.reasons.Reason), got {reason!r}")


def reason_key(fields: Mapping) -> str:
    """The table key of a reason's fields: its code, or ``code.status``."""
    return f"{fields['code']}.{fields['status']}" if fields.get("status") else fields["code"]


def fields_of_key(key: str) -> dict:
    """The fields a table key itself states: ``{"code"}`` and, for a status key, ``{"status"}``."""
    code, _, status = key.partition(".")
    return {"code": code, "status": status} if status else {"code": code}


def word_reason(reason, language: str, catalogue: Catalogue | None = None) -> str:
    """``reason`` worded in ``language`` (a reader's refusal through ``lang.refusals``; ``catalogue`` gives
    its item names). Raises TypeError / KeyError (module docstring)."""
    fields = reason_fields(reason)
    if fields["code"] == READER_CODE:
        return reader_reason(fields["reader_key"], fields.get("reader_args") or {}, language, catalogue)
    template = REASONS[reason_key(fields)][language]
    shown = {}
    for hole, (param, kind) in READ_HOLES.items():
        if f"{{{hole}}}" in template:
            value = fields[param]
            shown[hole] = money(value) if kind == "money" else digits(value) if kind == "count" else str(value)
    return template.format(**shown)


def reason_view(reason, language: str, catalogue: Catalogue | None = None) -> dict:
    """What a reader of ``word_reason(reason, language)`` gets back (``lang.replies.read_reply``).

    A kernel reason comes back as its fields (``{"code": "price_below_ours", "ours_paise": 4000,
    "yours_paise": 3800}``; parameters its wording does not show are left out). A reader's refusal
    comes back as ``{"code": "could_not_read", "reader_code": "no_quantity", "detail": <the detail as
    worded in the language, "" if none>}``: a Hindi wording leaves the message's Roman words out, so its
    parameters cannot all come back.
    """
    fields = reason_fields(reason)
    if fields["code"] == READER_CODE:
        code, detail = reader_view(fields["reader_key"], fields.get("reader_args") or {}, language, catalogue)
        return {"code": READER_CODE, "reader_code": code, "detail": detail}
    key = reason_key(fields)
    template = REASONS[key]["en"]
    out = fields_of_key(key)
    out.update({param: fields[param] for hole, (param, _) in READ_HOLES.items() if f"{{{hole}}}" in template})
    return out
