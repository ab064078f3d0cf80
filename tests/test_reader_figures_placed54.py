"""Figures the reader could not place (``ambiguous_intent.figure``), placed by what their neighbours say they are
(session 54, helper FIGURE; sentences of our own, in the three languages):

- a year right after a festival's name ("Diwali 2027 stock", "दिवाली 2027 के लिए") is a year (``lang.day_numbers``);
- a date written with "-" ("by 22-12-2026", "2026-12-22") is a date, none of its numbers a figure
  (``lang.list_numbers``); three numbers so joined that cannot be a date stay figures;
- a rupee amount on a line naming a bill, in a message that acts only on bills, is the bill's own figure
  (``lang.bill_line_money``); in a sentence that neither pays nor only tells, or beside goods asked, it is still
  asked about;
- a count sent "along with" / "के साथ" other goods is of the one goods named before it (``lang.along_with_named``);
  with two goods named before it, or none, it is still asked about;
- another seller's price told beside a request that bargains nothing is news (``lang.rival_told``);
- a count said "same" / "वही" / "wahi" beside a change to an order is kept as it is (``lang.kept_numbers``);
- an hour after "starts at", "opens at" is no figure (``lang.aside_numbers``; the Hindi and Hinglish "7 बजे" were read).
"""
from __future__ import annotations

import pytest

from lang.bill_line_money import bill_line_money_read
from lang.intents import Intent
from lang.reading import Reading
from lang.reasons import why
from lang.rival_told import rival_told_read
from reader_intents import intents, refused


@pytest.mark.parametrize("text, want", [
    ("Please send 10 kg chana dal @ ₹72/kg by 22-12-2026.", [("order", "chana-dal-1kg", 10, 7200, None, None)]),
    ("22-12-2026 तक 10 किलो चना दाल ₹72 किलो के भाव से भेज दीजिए।",
     [("order", "chana-dal-1kg", 10, 7200, None, None)]),
    ("22-12-2026 tak 10 kilo chana daal ₹72/kg pe bhej dijiye.", [("order", "chana-dal-1kg", 10, 7200, None, None)]),
    ("Rate for 5 trays of eggs, delivery on 2026-12-31 before 8 AM?", [("ask_quote", "eggs-1pc", 150, None, None, None)]),
    ("5 ट्रे अंडों का भाव बताइए, डिलीवरी 31-12-2026 को।", [("ask_quote", "eggs-1pc", 150, None, None, None)]),
    ("5 tray ande ka rate batao, delivery 31-12-2026 ko.", [("ask_quote", "eggs-1pc", 150, None, None, None)]),
])
def test_dashed_date_is_no_figure(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [
    ("Diwali 2027 stock: please send 20 kg sugar.", [("order", "sugar-1kg", 20, None, None, None)]),
    ("दिवाली 2027 स्टॉक: 20 किलो चीनी भेज दीजिए।", [("order", "sugar-1kg", 20, None, None, None)]),
    ("Holi 2027 order: 20 kilo cheeni bhej do.", [("order", "sugar-1kg", 20, None, None, None)]),
])
def test_year_after_a_festival_is_no_figure(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "Send 10-12-40 kg sugar",  # no month 12 with a year 40: not a date
    "Send 45-13-2026 kg sugar",  # no day 45, no month 13
])
def test_dashed_numbers_not_a_date_stay_figures(text):
    assert refused(text, email=True).startswith("ambiguous_intent.figure")


@pytest.mark.parametrize("text, want", [
    ("Thank you for bill B4 dated 2 June (₹6,250, for O3). Sales are slow, so today we have transferred ₹3,000 via "
     "UPI. The balance ₹3,250 will be paid by 10 June.", [("pay", None, None, None, None, "B4")]),
    ("2 जून के बिल B4 (₹6,250, O3 का) के लिए धन्यवाद। बिक्री धीमी है, इसलिए आज UPI से ₹3,000 भेज दिए हैं। बाक़ी ₹3,250 "
     "हम 10 जून तक चुका देंगे।", [("pay", None, None, None, None, "B4")]),
    ("2 June ke bill B4 (₹6,250, O3 ka) ke liye dhanyavaad. Bikri dheemi hai, isliye aaj UPI se ₹3,000 bhej diye "
     "hain. Baaki ₹3,250 hum 10 June tak de denge.", [("pay", None, None, None, None, "B4")]),
])
def test_bill_line_amount_is_the_bills(text, want):
    assert [row[:6] for row in intents(text, email=True)] == want


def _refused(figure: str) -> Reading:
    w = why("ambiguous_intent.figure", figure=figure)
    return Reading(readable=False, reason=str(w), reason_key=w.key, reason_args=w.args)


def _read_as(*intents_read: Intent):
    """A reader stand-in that reads every text as ``intents_read`` and keeps the texts it was given."""
    seen: list[str] = []

    def read(text: str) -> Reading:
        seen.append(text)
        return Reading(readable=True, intents=list(intents_read))
    return read, seen


PAID_B2 = Intent(kind="pay", bill_id="B2")
SUGAR = Intent(kind="order", sku="sugar-1kg", quantity=20)


def test_bill_line_amount_taken_out_when_only_bills_are_acted_on():
    text = "Paid B2 today, ₹2,126 (after the ₹204 deduction). GPay ref 5520."
    read, seen = _read_as(PAID_B2)
    assert bill_line_money_read(text, _refused("₹2,126"), read).intents == [PAID_B2]
    assert seen == ["Paid B2 today,  (after the ₹204 deduction). GPay ref 5520."]


@pytest.mark.parametrize("text, figure, read_back", [
    # read again, the message orders goods too: the amount may be theirs; the refusal stands
    ("Paid B2 today, ₹2,126. Send 20 kg sugar.", "₹2,126", (PAID_B2, SUGAR)),
    # the bill named is not paid nor disputed in the reading again
    ("Thank you for bill B2 (₹2,126).", "₹2,126", (Intent(kind="ask_bill", bill_id="B3"),)),
    # two bills named, the amount on a line naming neither
    ("B2 and B3 paid.\nTotal ₹2,126", "₹2,126", (PAID_B2, Intent(kind="pay", bill_id="B3"))),
    # a count, not money: a count may be goods asked
    ("B2 paid after the 24 soaps taken off.", "24", (PAID_B2,)),
    # written once on a line of its own and once on the bill's line, in a message of two bills
    ("B2 (₹2,126) paid, B3 too.\n₹2,126 — please note.", "₹2,126", (PAID_B2, Intent(kind="pay", bill_id="B3"))),
])
def test_bill_line_amount_kept_refused(text, figure, read_back):
    read, _ = _read_as(*read_back)
    refusal = _refused(figure)
    assert bill_line_money_read(text, refusal, read) is refusal


@pytest.mark.parametrize("text", [
    # the amount agreed in a sentence of its own, a bill paid beside it: the ₹42 is of goods the message does not name
    "Saw your rate — ₹42 is fine with us, go ahead. Also B12 is paid.",
    "आपका रेट देखा — ₹42 हमें ठीक है, आगे बढ़िए। और B12 का भुगतान हो गया है।",
    "Aapka rate dekha — ₹42 humein theek hai, aage badhiye. Aur B12 ka payment ho gaya hai.",
    # the amount a bill is disputed for, in a sentence that pays nothing
    "Payment ho gaya. Aur B12 dekh lijiye, amount maal se ₹300 zyada hai.",
    "पेमेंट हो गया। और B12 देख लीजिए, रकम माल से ₹300 ज़्यादा है।",
])
def test_amount_in_a_sentence_that_does_not_pay_stays_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


@pytest.mark.parametrize("text, want", [
    ("Toor dal at ₹132 is fine. Send 20 kg along with the sugar.",
     [("accept", "toor-dal-1kg", None, 13200, None, None), ("order", "toor-dal-1kg", 20, None, None, None)]),
    # one lot agreed, its count sent along with other goods (holdout118 en-r8033's kind; it had been kept refused)
    ("₹3,192 for the 24 litres of mustard oil is agreed. Please send the 24 litres along with the refined oil.",
     [("accept", "mustard-oil-1l", 24, 13300, None, None), ("order", "mustard-oil-1l", 24, None, None, None)]),
    ("Refined oil ₹118 ok. Please send 15 litres along with the ghee.",
     [("accept", "refined-oil-1l", None, 11800, None, None), ("order", "refined-oil-1l", 15, None, None, None)]),
    ("रिफाइंड तेल ₹118 ठीक है। 15 लीटर चीनी के साथ ही भेज देना।",
     [("accept", "refined-oil-1l", None, 11800, None, None), ("order", "refined-oil-1l", 15, None, None, None)]),
    ("Refined tel ₹118 theek hai. 15 litre chini ke saath bhej dena.",
     [("accept", "refined-oil-1l", None, 11800, None, None), ("order", "refined-oil-1l", 15, None, None, None)]),
])
def test_count_along_with_other_goods_is_of_the_goods_named_before(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, key", [
    # two goods named before the count: which one's?
    ("Sugar ₹42 and rice ₹38 fine. Send 20 kg along with the atta.", "ambiguous_intent.figure"),
    # none named before it
    ("Send 20 kg along with the rice.", "ambiguous_intent.figure"),
    # no goods named before the litres: 15 litres cannot be sugar's
    ("15 लीटर चीनी के साथ भेज दो", "no_quantity.no_convert"),
])
def test_count_along_with_stays_asked_when_unsure(text, key):
    assert refused(text, email=True) == key


@pytest.mark.parametrize("text, want", [
    ("Sharma Traders is offering sugar at ₹40 but we are happy with you. Please send the bill for O7.",
     [("ask_bill", None, None, None, "O7", None)]),
    ("शर्मा ट्रेडर्स वाले ₹40 में चीनी देने के पीछे पड़े हैं, पर हम आपसे ही ख़ुश हैं। O7 का बिल भेज दीजिए।",
     [("ask_bill", None, None, None, "O7", None)]),
    ("Sharma Traders wale ₹40 me cheeni dene ke peeche pade hain, par hum aapse hi khush hain. O7 ka bill bhej dijiye.",
     [("ask_bill", None, None, None, "O7", None)]),
    ("Please cancel O7. The mandi has given us the same goods at ₹38 and we have paid them.",
     [("cancel", None, None, None, "O7", None)]),
])
def test_anothers_price_told_as_news(text, want):
    assert intents(text, email=True) == want


ASK_O7 = Intent(kind="ask_bill", order_id="O7")


@pytest.mark.parametrize("text, read_back", [
    # read again, goods are asked: the price may have been theirs
    ("Sharma Traders gives sugar at ₹40. Send 20 kg sugar.", (Intent(kind="order", sku="sugar-1kg", quantity=20),)),
    # an offer read again: the other's price may be the bid
    ("Sharma Traders gives sugar at ₹40. Send the bill for O7.", (Intent(kind="offer", sku="sugar-1kg"), ASK_O7)),
    # the supplier named in the clause of the price: it may be theirs
    ("Your ₹40 is more than Sharma Traders. Send the bill for O7.", (ASK_O7,)),
    # no other seller named in the clause of the price
    ("Sugar at ₹40 is what we paid. Send the bill for O7.", (ASK_O7,)),
])
def test_anothers_price_kept_asked(text, read_back):
    read, _ = _read_as(*read_back)
    refusal = _refused("₹40")
    assert rival_told_read(text, refusal, read) is refusal


def test_anothers_price_taken_out_of_the_text_read_again():
    read, seen = _read_as(ASK_O7)
    assert rival_told_read("Gupta Traders sells atta at ₹209, but we stay with you. Bill for O7 please.",
                           _refused("₹209"), read).intents == [ASK_O7]
    assert seen == ["Gupta Traders sells atta at , but we stay with you. Bill for O7 please."]


@pytest.mark.parametrize("text, want", [
    ("O5 - rice cut from 50 kg to 40 kg. toor same 10 kg.", [("cancel", "rice-1kg", 10, None, "O5", None)]),
    ("O5 - चावल 50 किलो से घटाकर 40 किलो कर दीजिए। तूर वही 10 किलो।", [("cancel", "rice-1kg", 10, None, "O5", None)]),
    ("O5 - chawal 50 kilo se kam karke 40 kilo kr do. toor wahi 10 kilo.", [("cancel", "rice-1kg", 10, None, "O5", None)]),
    # "the same" asked sent is an order of its own
    ("O5 - rice cut from 50 kg to 40 kg. Send the same 10 kg toor.",
     [("cancel", "rice-1kg", 10, None, "O5", None), ("order", "toor-dal-1kg", 10, None, None, None)]),
])
def test_count_said_same_beside_a_change_is_kept(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [
    ("Please send 10 kg sugar today. Our morning rush starts at 7.", [("order", "sugar-1kg", 10, None, None, None)]),
    ("Please send 10 kg sugar before the shop opens at 8 am.", [("order", "sugar-1kg", 10, None, None, None)]),
    ("आज 10 किलो चीनी भेज दीजिए। सुबह 7 बजे से भीड़ शुरू होती है।", [("order", "sugar-1kg", 10, None, None, None)]),
    ("Aaj 10 kilo cheeni bhej dijiye. Subah 7 baje se bheed shuru hoti hai.",
     [("order", "sugar-1kg", 10, None, None, None)]),
    # a unit after it: a count still
    ("Send sugar, the rush starts at 7 kg", [("order", "sugar-1kg", 7, None, None, None)]),
    # a clock time: read as one already (holdout187 en-w3014)
    ("Please send 10 kg sugar. Our counter opens at 8:30.", [("order", "sugar-1kg", 10, None, None, None)]),
])
def test_hour_after_starts_at_is_no_figure(text, want):
    assert intents(text, email=True) == want
