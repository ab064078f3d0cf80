"""Words beside a fenced block are read too (lang/block_words.py; session 35, fixer BF: on a sealed set written from
the manager's system message about 1 mail in 5 carried a block, and 1 in 5 of those was misread because the block
won and the words around it were dropped).

Each kind in English, Hindi and Hinglish around the same block: restating words add nothing, adding words are
added in the message's order, contradicting figures are refused (naming both), refused words that ask nothing are
dropped and refused words that ask something refuse the message. The probes are this fixer's own writing."""
import pytest

from lang.reader import read_message
from lang.counter_words import read_at_counter
from lang.reasons import word
from tests.reader_intents import CAT, intents, refused

EGGS = '```order {"items": [{"item": "eggs", "quantity": 30}]}```'
ONION = '```order {"items": [{"item": "onion", "quantity": 45}]}```'
RICE = '```order {"items": [{"item": "rice", "quantity": 40, "unit_price_inr": 36}]}```'
ATTA_DAL = '```order {"items": [{"item": "atta", "quantity": 4}, {"item": "toor dal", "quantity": 10}]}```'
PAY = '```pay {"bill_id": "B3"}```'
ORDER_EGGS = ("order", "eggs-1pc", 30, None, None, None)


@pytest.mark.parametrize("words", [
    "Please find our order below.", "हमारा ऑर्डर नीचे है।", "Hamara order neeche hai.",
    "Sending the order for eggs as discussed:", "बात के मुताबिक अंडों का ऑर्डर भेज रहे हैं:",
    "Baat ke mutabik ande ka order bhej rahe hain:",
    "Please send 30 eggs.", "30 अंडे भेज दीजिए।", "30 ande bhej dijiye.",
])
def test_words_that_restate_or_introduce_the_block_add_nothing(words):
    assert intents(f"{words}\n{EGGS}", email=True) == [ORDER_EGGS]


@pytest.mark.parametrize("text", [
    f"<think>I will order 50 eggs</think>Dear supplier,\n{EGGS}\nRegards,\nManager, Shree Balaji Kirana",
    f"नमस्ते जी,\n{EGGS}\nधन्यवाद,\nमैनेजर", f"Namaste ji,\n{EGGS}\nDhanyavaad,\nManager", f"Namaste,\n{EGGS}",
])
def test_greetings_signatures_and_reasoning_change_nothing(text):
    assert intents(text, email=True) == [ORDER_EGGS]


@pytest.mark.parametrize("words", ["Also, when will O4 come?", "और O4 कब आएगा?", "Aur O4 kab aayega?"])
def test_a_question_after_the_block_is_added_after_it(words):
    assert intents(f"{EGGS}\n{words}", email=True) == [ORDER_EGGS, ("ask_delivery", None, None, None, "O4", None)]


@pytest.mark.parametrize("words", ["Eggs ₹6 per piece is fine.", "अंडे ₹6 प्रति पीस ठीक है।", "Ande ₹6 per piece theek hai."])
def test_an_accept_before_an_order_block_with_no_price_is_added_before_it(words):
    assert intents(f"{words}\n{EGGS}", email=True) == [("accept", "eggs-1pc", None, 600, None, None), ORDER_EGGS]


@pytest.mark.parametrize("words", ["Atta ₹240 fine, toor dal ₹110 fine.", "आटा ₹240 ठीक है, तूर दाल ₹110 ठीक है।",
                                   "Atta ₹240 theek hai, toor dal ₹110 theek hai."])
def test_accepts_beside_an_order_of_those_goods_are_kept(words):
    assert intents(f"{words}\n{ATTA_DAL}", email=True) == [
        ("accept", "atta-5kg", None, 24000, None, None), ("accept", "toor-dal-1kg", None, 11000, None, None),
        ("order", "atta-5kg", 4, None, None, None), ("order", "toor-dal-1kg", 10, None, None, None)]


@pytest.mark.parametrize("words", ["Also send 10 kg sugar.", "10 किलो चीनी भी भेज दीजिए।", "10 kilo cheeni bhi bhej dijiye."])
def test_other_goods_in_the_words_are_added(words):
    assert intents(f"{EGGS}\n{words}", email=True) == [ORDER_EGGS, ("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("words", ["Cancel O2.", "O2 रद्द कर दीजिए।", "O2 cancel kar do."])
def test_a_cancel_beside_an_order_block_is_kept(words):
    assert intents(f"{words}\n{EGGS}", email=True) == [("cancel", None, None, None, "O2", None), ORDER_EGGS]


@pytest.mark.parametrize("words,language", [("Please send 3 trays of eggs.", "en"), ("कृपया 3 ट्रे अंडे भेजिए।", "hi"),
                                            ("3 tray ande bhej dijiye.", "hinglish")])
def test_a_quantity_the_block_gives_otherwise_is_refused_naming_both(words, language):
    r = read_message(f"{words}\n{EGGS}", CAT, email=True)
    assert not r.readable and r.reason_key == "contradictory.block_quantity"
    said = word(r.reason_key, r.reason_args, language, {"eggs": {"hi": "अंडे", "hinglish": "ande"}[language]}
                if language != "en" else None)
    assert "3" in said and "30" in said, said
    if language == "hi":
        assert "ट्रे" in said and not any(c.isascii() and c.isalpha() for c in said), said


@pytest.mark.parametrize("words", ["Send 30 eggs at ₹6.50 each.", "30 अंडे ₹6.50 प्रति पीस पर भेजिए।",
                                   "30 ande ₹6.50 per piece pe bhejiye."])
def test_a_price_the_block_gives_otherwise_is_refused(words):
    block = '```order {"items": [{"item": "eggs", "quantity": 30, "unit_price_inr": 6}]}```'
    assert refused(f"{words}\n{block}", email=True) == "contradictory.block_price"


@pytest.mark.parametrize("words", ["20 kg sugar please.", "20 किलो चीनी भेजिए।", "20 kilo cheeni bhejo."])
def test_twenty_in_the_words_and_twenty_five_in_the_block_is_refused(words):
    block = '```order {"items": [{"item": "sugar", "quantity": 25}]}```'
    assert refused(f"{words}\n{block}", email=True) == "contradictory.block_quantity"


@pytest.mark.parametrize("words", ["Please send about 40 kg of onions.", "लगभग ४० किलो प्याज़ भेज दीजिए।",
                                   "Lagbhag 40 kilo pyaaz bhej do."])
def test_a_rounded_quantity_is_made_exact_by_the_block(words):
    assert intents(f"{words}\n{ONION}", email=True) == [("order", "onion-1kg", 45, None, None, None)]


@pytest.mark.parametrize("words", ["Atta ₹240 fine, dal ₹110 fine.", "आटा ₹240 ठीक, दाल ₹110 ठीक।",
                                   "Atta ₹240 theek, dal ₹110 theek."])
def test_refused_words_that_ask_something_refuse_the_message(words):
    """"dal" is which dal? Dropping the words would lose the accepts the writer believes made."""
    assert refused(f"{words}\n{ATTA_DAL}", email=True) == "ambiguous_item.which"


@pytest.mark.parametrize("words", ["As agreed, 40 kg rice at ₹36", "Rice 40 kg at ₹36 — please confirm.",
                                   "जैसा तय हुआ, 40 किलो चावल ₹36 में।", "Jaisa tay hua, 40 kilo chawal ₹36 mein."])
def test_words_with_the_blocks_goods_and_figures_only_restate_it(words):
    assert intents(f"{words}\n{RICE}", email=True) == [("order", "rice-1kg", 40, 3600, None, None)]


@pytest.mark.parametrize("words", ["Paid in full.", "पूरा भुगतान कर दिया है।", "Payment kar diya:"])
def test_a_payment_without_its_id_beside_a_pay_block_is_the_block(words):
    assert intents(f"{words}\n{PAY}", email=True) == [("pay", None, None, None, None, "B3")]


def test_an_id_request_no_block_carries_is_not_dropped():
    assert refused(f"Cancel the order as well.\n{EGGS}", email=True) == "no_id.order"
    assert intents(f"Also paid B5 today.\n{PAY}", email=True) == [
        ("pay", None, None, None, None, "B5"), ("pay", None, None, None, None, "B3")]


def test_words_giving_the_order_an_id_the_block_leaves_out():
    assert intents(f"Add 5 kg rice to O14.\n" + '```order {"items": [{"item": "rice", "quantity": 5}]}```',
                   email=True) == [("order", "rice-1kg", 5, None, "O14", None)]


def test_a_malformed_block_is_refused_whatever_the_words_say():
    assert refused('Please send 50 kg sugar.\n```order {"items": [{"item": "sugar"}]}```', email=True).startswith(
        "no_quantity")


@pytest.mark.parametrize("words", ["That comes to ₹230.", "कुल ₹230 हुए।", "Total ₹230 hua.", "MRP, ₹230."])
def test_the_cashiers_bill_in_words_and_block(words):
    r = read_at_counter(f"{words}\n" + '```bill\n{"total_inr": 230}\n```', CAT)
    assert [(i.kind, i.total_paise) for i in r.intents] == [("bill", 23000)]
    if not words.startswith("MRP"):  # ("MRP, ₹250." alone is no bill the e-mail reader hears: the block's stands)
        r = read_at_counter(f"{words.replace('230', '250')}\n" + '```bill\n{"total_inr": 230}\n```', CAT)
        assert not r.readable and r.reason_key == "contradictory.block_total"


def test_near_messages_read_as_before():
    """The same words with no block, and a ```json fence (not a block tag), read as the ordinary reader reads them."""
    assert intents("Please send 3 trays of eggs.", email=True) == [("order", "eggs-1pc", 90, None, None, None)]
    assert intents('Summary of my order:\n```json\n{"item": "Lifebuoy soap", "qty": 72, "rate_inr": 12}\n```',
                   email=True) == [("order", "bath-soap-75g", 72, 1200, None, None)]
    assert intents(EGGS, email=True) == [ORDER_EGGS]
