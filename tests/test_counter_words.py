"""The cashier's words at the counter (``lang.counter_words``): the bill's total, or a refusal, never a guess."""
from __future__ import annotations

from decimal import Decimal

import pytest

from engine.shop import Shop
from lang.counter_words import counter_amount, read_at_counter
from lang.reader import read_message
from market.catalogue import load_catalogue
from roles.toolbox import ToolBox
from scenarios import load_scenario

CAT = load_catalogue()


@pytest.mark.parametrize("text, rupees", [
    ("Aunty ₹415, Paytm kar do", 415),                                      # an amount and how to pay
    ("Bhaiya, 486 rupees. Paytm or cash?", 486),
    ("Madam, today's bill is ₹2,340. UPI is fine.", 2340),
    ("Aapka khata alag hai, aaj ka bill ₹728", 728),
    ("2 kg sugar, one Tata Tea and 4 Maggi — ₹290, sir.", 290),              # goods named, one amount after them
    ("Uncle 5 kilo aata, 2 kilo cheeni, ek Tata namak — ₹372", 372),
    ("5 kg atta ₹250, 1 litre Fortune mustard oil ₹150, dozen bananas ₹60 — ₹460 total.", 460),  # item lines
    ("5 किलो आटा ₹250, 2 लीटर दूध ₹112 — कुल ₹362।", 362),
    ("बिल:\n- चीनी 2 किलो — ₹94\n- चायपत्ती 1 पैकेट — ₹140\n- माचिस 10 — ₹20\nकुल: ₹254", 254),
    ("Bill:\n- Milk 500 ml × 4 = ₹112\n- Bread × 1 = ₹45\nTotal: ₹202\nPlease pay ₹200 only.", 200),  # round-off
    ("Bill 862 ka bana, round off karke 860 do", 860),                     # no bill at the counter has a number
    ("₹480 in all; I'll round it to ₹475", 475),
    ("₹250 ka saamaan hai, aapke liye ₹240 laga diya", 240),
    ("₹755 after the ₹20 festival discount, sir.", 755),                    # money off is not the amount
    ("छह सौ बीस रुपये, पचास की छूट के बाद पाँच सौ सत्तर।", 570),
])
def test_the_amount_asked_is_the_bill(text, rupees):
    reading = read_at_counter(text, CAT)
    assert reading.readable, reading.reason
    assert [(i.kind, i.total_paise) for i in reading.intents] == [("bill", rupees * 100)]


@pytest.mark.parametrize("text", [
    "₹500 diye, ₹60 wapas",          # two amounts, the second far below the first: change, not a round-off
    "Rice ₹40 kilo hai",             # a price per kilo is no bill
    "₹300 or ₹400?",                 # the second is higher: which one?
    "Namaste aunty, kya chahiye?",   # no amount
])
def test_no_amount_asked_is_no_bill(text):
    assert counter_amount(text, CAT) is None
    reading = read_at_counter(text, CAT)
    assert not any(i.kind == "bill" for i in reading.intents)


def test_an_email_reads_a_bare_amount_as_nothing_the_counter_as_a_bill():
    """The same words: a supplier cannot act on "Aunty ₹415, Paytm kar do"; at the counter it is the bill."""
    assert not read_message("Aunty ₹415, Paytm kar do", CAT).readable
    assert read_at_counter("Aunty ₹415, Paytm kar do", CAT).intents[0].total_paise == 41500


def test_a_bill_the_email_reader_finds_is_kept():
    assert read_at_counter("That comes to ₹230", CAT) == read_message("That comes to ₹230", CAT)


def test_counter_amount_never_raises_on_hostile_text():
    for text in ("", "₹" * 600, "1 " * 3000, "```bill {```", None, "9" * 400 + " rupees"):
        counter_amount(text, CAT)  # type: ignore[arg-type]
    assert counter_amount("₹1,23,456 ho gaye, sir", CAT) == Decimal(123456)  # Indian grouping


def test_the_cashiers_say_reads_the_counter_way():
    """Through the ToolBox: "Aunty ₹<n>, Paytm kar do" is heard as a bill of ₹<n> (``counter_say.bill_paise``)."""
    shop = Shop(load_scenario(days=2))
    box = ToolBox(shop)
    while True:
        turn = shop.next_turn()
        assert turn is not None
        if turn.role == "cashier" and turn.kind == "counter":
            break
        shop.end_turn()
    result = box.call("cashier", "say", {"text": "Aunty ₹99999, Paytm kar do"})
    assert result.ok, result.error
    said = [e for e in shop.record.events if e["kind"] == "counter_say"][-1]
    assert said["bill_paise"] == 9_999_900 and said["text"] == "Aunty ₹99999, Paytm kar do"


def test_an_item_returned_is_taken_off_the_total_the_email_reader_read():
    """The e-mail reader reads ₹161 as the bill; at the counter the ₹40 returned comes off it."""
    text = "दो दूध ₹56, ब्रेड ₹45, मक्खन ₹60 — ₹161। लौटाया हुआ दही ₹40 घटाकर ₹121।"
    assert [(i.kind, i.total_paise) for i in read_at_counter(text, CAT).intents] == [("bill", 12100)]


@pytest.mark.parametrize("text, rupees", [
    ("₹560 total. You gave ₹500, so ₹60 goes in your khata.", 560),          # paid in part, the rest on credit
    ("₹७५० का सामान हुआ; ₹५०० नकद दिए, बाकी ₹२५० उधार में।", 750),
    ("₹640 ka saman hua, ₹400 cash diye, ₹240 udhaar mein.", 640),
    ("₹१,०४० बने, ४० छोड़ दिए, हज़ार दे दो।", 1000),                          # forgone; a thousand said alone
    ("₹1,530 bana, 30 chhod diya, ₹1,500 de do.", 1500),
    ("Total ₹500, khata mein likh doon?", 500),                               # the whole bill on credit
])
def test_a_bill_split_or_let_go_is_the_bill(text, rupees):
    reading = read_at_counter(text, CAT)
    assert reading.readable, reading.reason
    assert [(i.kind, i.total_paise) for i in reading.intents] == [("bill", rupees * 100)]


@pytest.mark.parametrize("text, bill_id, rupees", [
    ("Bill B31: ₹748. GPay is fine.", "B31", 748),
    ("बिल B44: ₹८८०। पेटीएम चलेगा।", "B44", 880),
    ("Bill B62: ₹935. PhonePe chalega.", "B62", 935),
])
def test_a_bill_named_at_the_counter_carries_its_id(text, bill_id, rupees):
    reading = read_at_counter(text, CAT)
    assert [(i.kind, i.total_paise, i.bill_id) for i in reading.intents] == [("bill", rupees * 100, bill_id)]


@pytest.mark.parametrize("text, language, words", [
    ("Send 20 kg rice at ₹38", "en", "only the bill's total"),
    ("चावल 20 किलो ₹38 में भेज दो", "hi", "सिर्फ़ बिल"),
    ("Rice 20 kilo ₹38 mein bhej do", "hinglish", "sirf bill"),
])
def test_an_order_or_offer_is_not_heard_at_the_counter(text, language, words):
    from lang.reasons import word
    assert read_message(text, CAT).readable  # an e-mail reader would act on it
    reading = read_at_counter(text, CAT)
    assert not reading.readable and reading.reason_key == "no_intent.counter"
    assert reading.language == language
    assert words in word(reading.reason_key, reading.reason_args, language)


@pytest.mark.parametrize("text, rupees", [
    ("₹340 for today, written in your khata. Old balance was ₹1,200.", 340),   # the khata's past is no bill
    ("आज के ₹340 खाते में लिख दिए, पिछला बकाया ₹1,200 था।", 340),
    ("Two dahi returned, ₹80 adjusted. New items ₹310. You pay ₹230 only.", 230),  # money adjusted is money off
])
def test_an_old_balance_or_an_adjustment_is_not_the_bill(text, rupees):
    reading = read_at_counter(text, CAT)
    assert [(i.kind, i.total_paise) for i in reading.intents] == [("bill", rupees * 100)]


@pytest.mark.parametrize("text, rupees", [
    ("860 hua, 60 chhod ke 800, abhi 300 do baaki 500 khate mein", 800),   # let go, then split: not the 860
    ("Total 860 bana, 60 chhod diya, 800 do — 300 cash aur 500 udhaar", 800),
    ("Total ₹860, ₹60 off, so ₹800 — ₹300 cash and ₹500 on khata.", 800),
    ("कुल ₹860, ₹60 छोड़ दिए, ₹800 — ₹300 नकद और ₹500 उधार।", 800),
    ("₹540 total, I've let go ₹40, so ₹500 please.", 500),
    ("That's ₹1,250 in all. Pay ₹1,000 now, I'll put ₹250 on your khata.", 1250),  # "now" is no November
])
def test_money_let_go_then_a_split_bills_what_is_left(text, rupees):
    """A new user's trial: the first two billed ₹860, overcharging by the amount let go."""
    reading = read_at_counter(text, CAT)
    assert [(i.kind, i.total_paise) for i in reading.intents] == [("bill", rupees * 100)]


def test_todays_bill_said_with_the_old_balance_and_their_sum_is_todays():
    """"Today's items come to ₹212, plus ₹150 old balance on your khata, so ₹362 total." was billed ₹62 (today's
    ₹212 taken for a sum with the old balance in it, and the balance taken off again); the sum said drops out and
    today's ₹212 is the bill (holdout38; the project bills today's goods). With only the sum said and the old
    balance added, today's is still the sum less the balance."""
    from lang.counter_words import counter_amount
    assert counter_amount("Today's items come to ₹212, plus ₹150 old balance on your khata, so ₹362 total.") == 212
    assert counter_amount("Total comes to ₹2,115 with last week's ₹600 balance added.") == 1515
