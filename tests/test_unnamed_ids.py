"""No reply prints a missing id as "?" (or "None"): a line about no order or bill in particular is worded without one.

The new user's trial (session 33, B8) got "ऑर्डर ? पर हमारी तरफ़ से कुछ भेजना नहीं है", "Order ? ke baare mein: koi
maal raaste mein nahi hai" and "Bill ? par koi rakam nahi nikalti". The kinds whose id the desk may leave None
(``lang.render.UNNAMED``: nothing due on a delivery or a bill, a payment or a cancel refused) are worded from
``<kind>_unnamed`` then, and read back with the id None.
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.render import LANGUAGES, SUPPLIER_FIELDS, TEMPLATE_FIELD, UNNAMED, TemplateRenderer, phrases, slots_of, view
from lang.replies import read_reply
from market.catalogue import load_catalogue
from negotiation_kernel.reasons import BillNotOpen, OrderNotOpen, Plain
from roles.supplier_mail import answer_email
from scenarios import load_scenario

CAT = load_catalogue()
R = TemplateRenderer(CAT)
IDS = ("order_id", "bill_id", "delivery_id")
REASON = {"pay_refused": Plain(code="no_such_bill"), "cancel_refused": Plain(code="no_such_order"),
          "delivery_not_due": Plain(code="no_delivery_due"), "bill_not_due": Plain(code="no_bill_open"),
          "cancel_item_refused": Plain(code="item_in_no_open_order"), "closed": Plain(code="walked_away_today"),
          "order_refused": Plain(code="no_such_order"), "unreadable": Plain(code="counter_bill")}


def _decision(kind: str, ids_named: bool) -> dict:
    d = {"kind": kind, "sku": "rice-1kg", "price_paise": 4000, "amount_paise": 89400, "refund_paise": 17880,
         "day": 3, "due_day": 9, "days_overdue": 2, "qty": 5, "qty_left": 0,
         "lines": [{"sku": "rice-1kg", "qty": 5, "unit_price_paise": 4000}],
         **{k: ("O7" if k == "order_id" else "B4" if k == "bill_id" else "D2") if ids_named else None for k in IDS}}
    if kind in REASON:
        d["reason"] = REASON[kind]
    return d


def _id_kinds() -> list[str]:
    """Every supplier kind with a phrasing that shows an id."""
    out = []
    for kind in SUPPLIER_FIELDS:
        templates = [t for language in LANGUAGES for s in slots_of(kind) for t in phrases(language)["slots"][s]]
        if any(f in IDS for t in templates for f in TEMPLATE_FIELD.findall(t)):
            out.append(kind)
    return out


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", _id_kinds())
def test_no_phrase_that_takes_an_id_renders_question_mark_or_none(kind, language):
    """Each phrasing of each kind whose wording shows an id: with the ids named, and (for the kinds the desk may
    send with none) with none; the decision's lines never show "?" or "None", and read back exactly."""
    cases = [_decision(kind, True)] + ([_decision(kind, False)] if kind in UNNAMED else [])
    n = max(len(phrases(language)["slots"][s]) for s in slots_of(kind))
    for d in cases:
        for i in range(n):
            _, blocks, _ = R.email_parts([d], language, i)
            text = "\n".join(blocks[0])
            assert "?" not in text and "None" not in text, (kind, language, i, text)
            assert read_reply(R.email([d], language, "Agarwal Grain Traders", i), CAT) == [view(d, language=language)]


def test_the_desk_sends_no_id_only_for_the_unnamed_kinds():
    """The kinds the desk may leave without an id are exactly those worded without one (render docstring)."""
    assert UNNAMED == {"pay_refused": "bill_id", "cancel_refused": "order_id", "delivery_not_due": "order_id",
                       "bill_not_due": "bill_id", "dispute_no_bill": "bill_id"}


WORDED = {  # the trial's three replies, now (the same phrasing index, of the unnamed slot)
    ("delivery_not_due", "hi", 3): "हमारी तरफ़ से अभी कुछ भेजना नहीं है, क्योंकि हमारे गोदाम से आपके लिए कुछ नहीं निकला है।",
    ("delivery_not_due", "hinglish", 0): "Aapka koi maal aana baaki nahi: humare godown se aapke liye kuch nahi nikla "
                                         "hai.",
    ("bill_not_due", "hinglish", 2): "Abhi koi payment nahi banta (aisa koi bill humara nahi hai).",
    ("bill_not_due", "en", 0): "Nothing is owed to us: we have no open bill in your name.",
}


@pytest.mark.parametrize("kind,language,i", sorted(WORDED))
def test_the_trials_replies_are_worded_without_an_id(kind, language, i):
    reason = Plain(code="no_delivery_due") if kind == "delivery_not_due" else \
        Plain(code="no_bill_open") if language == "en" else Plain(code="no_such_bill")
    d = {"kind": kind, "order_id": None, "bill_id": None, "reason": reason}
    _, blocks, _ = R.email_parts([d], language, i)
    assert blocks == [[WORDED[kind, language, i]]]


@pytest.mark.parametrize("supplier_id", ["S1", "S2", "S3"])  # en, hi, hinglish
def test_the_desk_asked_with_no_id_answers_without_one(supplier_id):
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    for text, kind in (("When will my goods come?", "delivery_not_due"), ("How much do I owe you?", "bill_not_due")):
        (d,) = answer_email(shop, supplier_id, text)["decisions"]
        assert d["kind"] == kind and d.get("order_id", d.get("bill_id")) is None
        reply = max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == supplier_id),
                    key=lambda q: q[2])[4]["text"]
        language = shop.suppliers[supplier_id].language
        _, blocks, _ = R.email_parts([d], language, 0)
        assert " ? " not in reply and "None" not in reply, reply
        assert read_reply(reply, CAT) == [view(d, language=language)]
