"""Silent readings of the session-50 probes written the way chat models write (helper FIXD of session 50), each read as
a kind in the three languages: cashier counter lines (``tests/corpus_probes50_hg``) and quoted negotiation threads
(``tests/corpus_probes50_hh``), both written before the fixes by helpers who never read ``lang/``. Counter lines assert
the bill the counter hears (rupees) or the refusal's key; e-mails the intents as the supplier's desk reads them (kind,
sku, quantity in selling units, unit price in paise, order id, bill id). Kinds not yet read are strict xfails below.
"""
from __future__ import annotations

import pytest

from lang.counter_words import read_at_counter
from reader_intents import CAT, reading


def heard(text: str) -> int | str:
    """The bill the counter hears in ``text`` in whole rupees, or its refusal's key."""
    r = read_at_counter(text, CAT)
    if not r.readable:
        return r.reason_key
    assert [i.kind for i in r.intents] == ["bill"], r.intents
    return r.intents[0].total_paise // 100


# 1. A total doubted and added again settles on no figure (hg g3033: ₹345 had been billed as a round-off of ₹354).

@pytest.mark.parametrize("text", [
    "₹354… no, no, ₹345? Wait, let me add up the slip again.",
    "₹354 हुए… नहीं नहीं, ₹345? रुकिए, पर्ची दोबारा जोड़ता हूँ।",
    "354 hue... nahi nahi, 345? Ruko, parchi dobara jodta hu.",
    "₹560... nahi nahi, ₹650? Ruko dobara dekhta hoon.",  # holdout33 hl-c046 (gold contradictory; was tentative)
])
def test_a_total_added_again_is_refused(text):
    assert heard(text) == "contradictory.counter_recheck"


@pytest.mark.parametrize("text, rupees", [
    ("₹354, no, ₹345. Cash or UPI?", 345),  # a correction settled on, nothing added again
    ("₹640 nahi ₹460 hai", 460),
])
def test_a_correction_settled_on_is_still_the_bill(text, rupees):
    assert heard(text) == rupees


# 2. Today's amount beside a sentence of the khata's own (hg g3037: the khata's ₹700 left had been billed).

@pytest.mark.parametrize("text", [
    "ख़ान साहब, आज का ₹275। और पुराने खाते में आपने ₹500 जमा किए, अब ₹700 बाक़ी हैं।",
    "Khan sahab aaj ka 275. Aur purane khate mein aapne 500 jama kiye, ab 700 baaki hai.",
    "Khan sahab, today's is ₹275. And you've deposited ₹500 against the old khata, so ₹700 is left now.",
])
def test_todays_amount_beside_the_khatas_sentence(text):
    assert heard(text) == 275


# 3. Money off said after its amount, and money let go (hg en-g3017: ₹465 billed; en-g3035: ₹1,050 billed).

@pytest.mark.parametrize("text, rupees", [
    ("It was ₹465 — you've put one dahi back, so ₹40 less: ₹425 please.", 425),
    ("₹1,050 in all — it's Eid, I've let 50 go. Give ₹1,000.", 1000),
    ("₹200 total, minus ₹20 for the bottle, ₹180 de do", 180),
])
def test_money_off_owned_by_its_amount(text, rupees):
    assert heard(text) == rupees


# 4. An order's goods told as due ("… dispatch hona tha") are not ordered again (hh hi/hl-h3027).

@pytest.mark.parametrize("text", [
    "O4 (120 Rin bar) Thursday ko dispatch hona tha. Gaadi kab aayegi?",
    "O4 (120 रिन) गुरुवार को डिस्पैच होना था। गाड़ी कब आएगी?",
    "O4 (120 Rin bar) Thursday ko bhejna tha. Gaadi kab aayegi?",
])
def test_goods_told_as_due_are_not_ordered(text):
    assert [row[0] for row in reading(text)] == ["ask_delivery"] and reading(text)[0][4] == "O4"


def test_a_send_beside_the_due_words_still_orders():
    assert reading("20 kilo chawal bhejna tha, bhej dijiye.") == [("order", "rice-1kg", 20, None, None, None)]


# 5. Not yet read (strict xfails): kinds left silent, with why.

def test_rates_asked_for_a_list_delivered_to_the_shop():
    # A strict xfail until session 51 ("the" beside "delivered" read as the Hinglish past, so the list was ordered);
    # lang.context_figures reads goods listed under a rate request as the rates asked (CONTEXT, session 51).
    assert reading("Please send us your rates for the following, delivered to our shop:\n"
                   "- Lifebuoy soap 75 g — 144 bars")[0][0] == "ask_quote"


@pytest.mark.xfail(strict=True, reason="a return of another day said before today's total ('₹90 adjusted. Today's "
                                       "goods are ₹340, so give ₹250'): holdout26 c055/c056's gold bills the net, "
                                       "probes50 hg g3041's refuses; the convention is the lead's to settle")
def test_a_return_of_another_day_said_first_is_refused():
    assert heard("Yesterday's 2 cold drinks came back — ₹90 adjusted. Today's goods are ₹340, so give ₹250.") == \
        "ambiguous_intent.counter_bill"
