"""A new user's refused e-mails fixed in session 56 (WALKFIX56R, from walk56's read-message trials): a bill's amount
taken as the lot price of goods in another part of the message (lang/bill_amount_apart.py: the refusal had named
"₹180 per kg", a figure nobody wrote), and a cut asked off a bill read as a cancel of an order (lang/bill_cut_asked.py)."""
import pytest

from lang.reader import read_message
from tests.reader_intents import intents


@pytest.mark.parametrize("text", [
    "B30 ₹900 agle hafte dunga; tab tak 5 kilo chini bhej do",
    "I will pay B30 ₹900 next week; till then send 5 kg sugar",
    "B30 का ₹900 अगले हफ्ते दूंगा; तब तक 5 किलो चीनी भेज दो",
    "We can't pay the ₹900 on B30 until next week. Meanwhile please send 5 kg sugar.",
    "बिल B30 के ₹900 अगले हफ़्ते देंगे। अभी 5 किलो चीनी भेज दीजिए।",
])
def test_a_bills_amount_put_off_is_no_price_of_the_goods_ordered(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 5, None, None, None)]


@pytest.mark.parametrize("text", [
    "B30 ₹900 galat hai; 5 kilo chini bhej do",
    "B30 ₹900 is wrong; send 5 kg sugar",
    "B30 का ₹900 गलत है; 5 किलो चीनी भेज दो",
])
def test_a_disputed_bills_amount_leaves_the_order_beside_it(text):
    r = read_message(text, email=True)  # (the Hinglish had disputed B30 alone, the sugar dropped silently)
    assert r.readable and [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.bill_id) for i in r.intents] == [
        ("dispute", None, None, None, "B30"), ("order", "sugar-1kg", 5, None, None)]


@pytest.mark.parametrize("text, paise", [
    ("B30 ₹900 agle hafte dunga; tab tak 5 kilo chini ₹44 kilo bhej do", 4400),
    ("Paying B30 ₹900 next week; send 5 kg sugar at ₹44 a kg meanwhile", 4400),
    ("B30 का ₹900 अगले हफ्ते दूंगा; तब तक 5 किलो चीनी ₹220 में भेज दो", 4400),
])
def test_a_price_said_with_the_goods_is_still_theirs(text, paise):
    r = read_message(text, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [
        ("order", "sugar-1kg", 5, paise)]


@pytest.mark.parametrize("text, bill", [
    ("बिल B15 में सरसों तेल 12 लीटर लिखा है पर आए सिर्फ़ 10 लीटर। 2 लीटर का पैसा बिल से कम कीजिए।", "B15"),
    ("B15 mein sarson tel 12 litre likha hai par aaye sirf 10 litre. 2 litre ka paisa bill se kam kijiye.", "B15"),
    ("B15 shows 12 litres of mustard oil but only 10 came. Please take 2 litres off the bill.", "B15"),
    ("बिल B15 में सरसों तेल 12 लीटर लिखा है, 10 आए; बिल से 2 लीटर कम कीजिए", "B15"),
    ("B7 mein 30 kilo chawal likha hai, 25 kilo hi aaye; bill se 5 kilo kam karo", "B7"),
    ("बिल B7 में 30 किलो चावल लिखा है, 25 किलो ही आए; बिल से 5 किलो कम करो", "B7"),
    ("Bill B7 has 30 kg rice, we received 25 kg; reduce the bill by 5 kg", "B7"),
    ("B9 billed 24 biscuits, only 20 delivered; please revise the bill", "B9"),
])
def test_a_cut_asked_off_the_bill_is_its_dispute(text, bill):
    r = read_message(text, email=True)
    assert r.readable and [(i.kind, i.sku, i.bill_id, i.order_id) for i in r.intents] == [
        ("dispute", None, bill, None)]


@pytest.mark.parametrize("text", [
    "O7 mein se 5 kilo chawal kam karo",
    "ऑर्डर O7 में से 5 किलो चावल कम कीजिए",
    "Please reduce 5 kg rice from O7",
])
def test_a_cut_from_a_named_order_still_cuts_it(text):
    assert intents(text, email=True) == [("cancel", "rice-1kg", 5, None, "O7", None)]


def _why(text):
    r = read_message(text, email=True)
    assert not r.readable
    return r.reason_key, r.reason


@pytest.mark.parametrize("text", [
    "Got the delivery, all in order, thank you",
    "Delivery received, everything in order. Thanks!",
    "Maal mil gaya, sab sahi hai. Shukriya!",
    "आज का माल समय पर मिल गया, बहुत धन्यवाद।",
])
def test_thanks_for_a_delivery_in_order_is_a_note_in_every_language(text):
    assert _why(text)[0] == "no_intent.note"


def test_all_in_order_beside_a_request_still_asks_it():
    r = read_message("Got the delivery, all in order, thank you. Please send the bill.", email=True)
    assert r.readable and [i.kind for i in r.intents] == ["ask_bill"]


@pytest.mark.parametrize("text", [
    "Do you deliver on Sunday? What is the minimum order?",
    "Do you give credit for 15 days?",
    "उधार पर 15 दिन मिलेंगे?",
    "क्या आप उधार पर 15 दिन का समय दे सकते हैं?",
    "Udhaar pe 15 din milenge?",
    "Kya aap Sunday ko delivery karte ho?",
])
def test_a_question_about_terms_is_told_what_the_desk_answers(text):
    key, reason = _why(text)
    assert key == "no_intent.terms" and "goods named" in reason


def test_a_question_about_terms_naming_goods_keeps_its_reason():
    assert _why("Do you deliver sugar on Sunday?")[0] == "no_quantity.how_many"


@pytest.mark.parametrize("text, cond", [
    ("40 dozen eggs only if before 7 am", "only if before 7 am"),
    ("Send 20 packets paneer only if it is fresh, otherwise don't send", "only if it is fresh"),
    ("अगर पनीर ताज़ा हो तभी 20 पैकेट भेजना, वरना मत भेजना", "अगर पनीर ताज़ा हो तभी 20 पैकेट भेजना"),
    ("agar paneer taaza ho tabhi 20 packet bhejna, warna mat bhejna", "agar paneer taaza ho tabhi 20 packet bhejna"),
])
def test_an_order_on_a_condition_is_refused_naming_the_condition(text, cond):
    key, reason = _why(text)
    assert key == "ambiguous_intent.order_if" and f"'{cond}'" in reason


def test_a_cut_on_a_condition_with_no_order_still_asks_the_order():
    assert _why("Cancel the order if it has not left")[0] == "no_id.order"


@pytest.mark.parametrize("text, count", [
    ("O12 mein se aadha aata cancel kar do, 5 packet hi bhejna.", "5 packet"),
    ("O12 में से आधा आटा रद्द कर दो, 5 पैकेट ही भेजना।", "5 पैकेट"),
    ("Cancel half the atta on O12, send only 5 packets.", "5 packets"),
])
def test_a_part_cut_beside_the_count_kept_names_that_count(text, count):
    key, reason = _why(text)
    assert key == "ambiguous_intent.count_kept" and reason.startswith(f"ambiguous_intent: '{count}' is the count")


def test_a_count_worked_out_with_no_count_kept_keeps_its_reason():
    assert _why("O12 mein se aadha aata cancel kar do, baaki bhejna.")[0] == "ambiguous_intent.worked_out"


def test_a_question_with_if_is_no_order_on_a_condition():
    assert _why("Any discount if we take 10 bori sugar this time?")[0] != "ambiguous_intent.order_if"


def test_a_rate_condition_keeps_its_reason():
    assert _why("Agar rate sahi ho toh 10 kilo cheeni bhej dena.")[0] == "ambiguous_intent.unknown_word"
