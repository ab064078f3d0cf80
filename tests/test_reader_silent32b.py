"""Silent misreadings other fixers found on main in session 32 (fixer AJ): a mandi's or paper's price beside a request
is not our bid (lang/source_price.py); "ready" is no misspelt "bread" (lang/misspellings.py); "rate humare paas nahi
hai, bhej do" asks the rate (lang/rate_not_had.py); a dozen of goods sold by the kilo is refused (lang/units.py)."""
import pytest

from tests.reader_intents import intents, priced, refused
from lang.reader import read_message
from market.catalogue import load_catalogue


def _read(text):
    return read_message(text, load_catalogue(), email=True)


# 1. A market / mandi / newspaper price beside a request.

@pytest.mark.parametrize("text, item, qty", [
    ("The paper has tomato wholesale at ₹22, send 30 kg tomato.", "tomato-1kg", 30),
    ("The mandi has tomato at ₹22, send 30 kg tomato.", "tomato-1kg", 30),
    ("Akhbar mein tamatar ₹22 hai, 30 kilo tamatar bhejo.", "tomato-1kg", 30),
    ("अखबार में टमाटर ₹22 है, 30 किलो टमाटर भेजो।", "tomato-1kg", 30),
    ("Competitor is selling sugar at ₹40, send 50 kg sugar.", "sugar-1kg", 50),
    ("Sharma ji chini ₹40 mein de rahe hain, 50 kilo chini bhejo.", "sugar-1kg", 50),
    ("शर्मा जी चीनी ₹40 में दे रहे हैं, 50 किलो चीनी भेजो।", "sugar-1kg", 50),
    ("मंडी में आज टमाटर ₹20 था। 30 किलो टमाटर भेज दीजिए।", "tomato-1kg", 30),
])
def test_a_papers_price_beside_an_order_is_no_price_of_the_order(text, item, qty):
    assert priced(text) == [("order", item, qty, None)]


@pytest.mark.parametrize("text", [
    "Mandi is at ₹52 for jaggery. Send 20 kg at that rate.",
    "Mandi mein gud ₹52 hai. Usi rate pe 20 kilo bhej do.",
    "मंडी में गुड़ ₹52 है। उसी भाव पर 20 किलो भेज दो।",
])
def test_goods_taken_at_the_mandis_rate_pointed_at_are_refused(text):
    assert refused(text, email=True) == "no_price.what_price"


@pytest.mark.parametrize("text", [
    "Mandi mein pyaaz ₹25 hai, aap kitne mein doge?",
    "मंडी में प्याज ₹25 है, आप कितने में दोगे?",
    "Onion is ₹25 in the mandi, how much will you give it for?",
    "Market mein aloo ₹18 chal raha hai, aap kitne mein doge?",
])
def test_the_mandis_price_beside_how_much_is_never_our_offer(text):
    r = _read(text)
    assert all(i.unit_price_paise is None for i in r.intents)
    assert all(i.kind != "offer" for i in r.intents)


def test_the_mandis_price_beside_how_much_reads_as_a_rate_question():
    assert priced("Market mein aloo ₹18 chal raha hai, aap kitne mein doge?") == [
        ("ask_quote", "potato-1kg", None, None)]


@pytest.mark.parametrize("text, want", [
    ("Mandi mein pyaaz ₹28 hai, ₹30 mein doge?", [("offer", "onion-1kg", None, 3000)]),
    ("Send 30 kg tomato at ₹22.", [("order", "tomato-1kg", 30, 2200)]),
    ("Jaggery ₹52. Send 20 kg at that rate.", [("order", "jaggery-1kg", 20, 5200)]),
    ("Sugar ₹40 chal raha hai, 50 kilo bhejo.", [("order", "sugar-1kg", 50, 4000)]),
    ("We are selling sugar at ₹45 now, send 50 kg sugar at ₹40.", [("order", "sugar-1kg", 50, 4000)]),
])
def test_a_price_of_our_own_still_reads_as_before(text, want):
    assert priced(text) == want


# 2. "ready" is not "bread".

@pytest.mark.parametrize("text", [
    "Keep 4 packets ready",
    "packet ready rakhiye",
    "Send 10 kg atta and keep 4 packets ready.",
    "Send 6 packets ready by evening.",
    "10 kilo chawal bhejo, 4 packet ready rakhna.",
    "6 packet ready kar do, shaam ko le jayenge.",
    "4 पैकेट रेडी रखिए",
    "6 पैकेट ready रखना",
    "Please have 5 packets ready for pickup.",
])
def test_ready_never_names_bread(text):
    assert all(i.sku != "bread-400g" for i in _read(text).intents)


@pytest.mark.parametrize("text, want", [
    ("Send 4 packets of bread.", [("order", "bread-400g", 4, None)]),
    ("4 packet bread bhejo", [("order", "bread-400g", 4, None)]),
    ("Send 4 packets breaad.", [("order", "bread-400g", 4, None)]),
    ("2 kg panner", [("order", "paneer-200g", 10, None)]),
    ("25 kg potatos", [("order", "potato-1kg", 25, None)]),
    ("fifteen kg onoins", [("order", "onion-1kg", 15, None)]),
])
def test_bread_and_names_one_letter_off_still_read(text, want):
    assert priced(text) == want


# 3. The rate not at hand, asked sent.

@pytest.mark.parametrize("text, item", [
    ("मूंग दाल का रेट हमारे पास नहीं है, भेज दो।", "moong-dal-1kg"),
    ("Moong dal ka rate nahi mila, bhej do.", "moong-dal-1kg"),
    ("चना दाल का भाव अभी तक नहीं आया, बताइए।", "chana-dal-1kg"),
    ("Chana dal ka bhav abhi tak nahi aaya, batao.", "chana-dal-1kg"),
    ("We don't have the moong dal rate, send it.", "moong-dal-1kg"),
    ("We don't have your rate for moong dal, please send it.", "moong-dal-1kg"),
])
def test_a_rate_not_at_hand_asked_sent_is_a_rate_question(text, item):
    assert priced(text) == [("ask_quote", item, None, None)]


@pytest.mark.parametrize("text", [
    "Moong dal ka rate humare paas nahi hai, bhej do.",
    "मूंग दाल का रेट हमारे पास नहीं है, भेज दो।",
    "Moong dal ka rate nahi mila, bhej do.",
])
def test_a_rate_not_at_hand_is_never_a_refusal(text):
    assert all(i.kind != "reject" for i in _read(text).intents)


@pytest.mark.parametrize("text, want", [
    ("Moong dal nahi chahiye.", [("reject", "moong-dal-1kg", None, None)]),
    ("Moong dal ka rate nahi chahiye.", [("reject", "moong-dal-1kg", None, None)]),
    ("Toor dal ka rate humare paas nahi hai. 20 kg bhej do.", [("order", "toor-dal-1kg", 20, None)]),
])
def test_a_refusal_and_an_order_beside_it_still_read(text, want):
    assert priced(text) == want


# 4. A dozen of goods sold by the kilo.

@pytest.mark.parametrize("text", [
    "Send 3 dozen onions",
    "Please send 2 dozen potatoes.",
    "3 darjan pyaaz bhej do",
    "2 darjan tamatar chahiye",
    "3 दर्जन प्याज भेजो",
    "2 दर्जन आलू भेज दीजिए",
])
def test_a_dozen_of_goods_sold_by_the_kilo_is_refused(text):
    assert refused(text, email=True) == "no_quantity.no_convert"


@pytest.mark.parametrize("text, want", [
    ("Send 2 dozen eggs", [("order", "eggs-1pc", 24, None)]),
    ("2 darjan ande bhejo", [("order", "eggs-1pc", 24, None)]),
    ("2 दर्जन केले भेजो", [("order", "banana-1dozen", 2, None)]),
    ("Send 1 dozen noodles", [("order", "noodles-70g", 12, None)]),
    ("Send 5 kg onions", [("order", "onion-1kg", 5, None)]),
])
def test_a_dozen_of_counted_goods_still_reads(text, want):
    assert priced(text) == want
