"""Quantities, rates and bills that are there but were not found (session 55, helper QTY; holdout150–190's
no_quantity / no_item refusals): a unit's full stop before its goods (lang/unit_dots.py), a rate's unit between the
rate and the Hindi/Hinglish verb asking it (lang/cues.py), a count in the goods' trade unit after a sentence naming
them alone (lang/trade_unit_count.py), a bill id asked e-mailed (lang/bill_id_mailed.py). New sentences, not corpus
rows; what a shopkeeper would ask stays refused."""
import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text, want", [
    ("thirty kg. chawal and fifteen kg. cheeni bhej do pls", [("order", "rice-1kg", 30), ("order", "sugar-1kg", 15)]),
    ("send 12 kg. moong dal and 8 ltr. sarson oil", [("order", "moong-dal-1kg", 12),
                                                    ("order", "mustard-oil-1l", 8)]),
    ("Send 6 pkt. maggi and 3 doz. kela", [("order", "noodles-70g", 6), ("order", "banana-1dozen", 3)]),
    ("12 kg. moong dal aur 8 ltr. sarson tel bhejo", [("order", "moong-dal-1kg", 12),
                                                     ("order", "mustard-oil-1l", 8)]),
    ("pls send fourty kg chawal", [("order", "rice-1kg", 40)]),
])
def test_a_units_full_stop_before_its_goods_is_no_sentence_end(text, want):
    assert [row[:3] for row in intents(text, email=True)] == want


@pytest.mark.parametrize("text, want", [
    # the goods after the stop have their own count: the stop ends the first goods' line
    ("moong dal only 8kg, not 12kg. chawal 30kg as before.", None),
    ("Send chawal 30 kg. cheeni 15 kg.", [("order", "rice-1kg", 30), ("order", "sugar-1kg", 15)]),
])
def test_a_units_full_stop_stays_where_the_goods_after_have_their_own_count(text, want):
    got = [row[:3] for row in intents(text, email=True)]
    assert ("order", "sugar-1kg", 30) not in got and ("order", "rice-1kg", 12) not in got
    if want is not None:
        assert got == want


@pytest.mark.parametrize("text", [
    "Besan aur suji ka rate per kg bata dijiye.",
    "बेसन और सूजी का रेट प्रति किलो बता दीजिए।",
    "Kripya inka thok bhav per bori bhejiye:\n\n1. Chawal\n2. Cheeni",
    "कृपया इनका थोक भाव प्रति बोरी भेजिए:\n\n1. चावल\n2. चीनी",
])
def test_a_rates_unit_between_the_rate_and_the_verb_asks_the_rate(text):
    got = intents(text, email=True)
    assert got and all(row[0] == "ask_quote" and row[2] is None for row in got)


def test_a_rate_asked_per_unit_beside_an_order_keeps_the_order():
    got = [row[:3] for row in intents("20 kilo cheeni bhejo, aur besan ka rate per kg bata do", email=True)]
    assert ("order", "sugar-1kg", 20) in got and ("ask_quote", "besan-500g", None) in got


@pytest.mark.parametrize("text", [
    "The onions sold well, 30 kg went in two days. Eggs are finishing too. Please send 3 trays on Monday, "
    "₹175 a tray.",
    "प्याज़ अच्छे थे, दो दिन में 30 किलो बिक गए। अंडे भी ख़त्म हो रहे हैं। सोमवार को 3 ट्रे भेज दीजिए, ₹175 प्रति ट्रे।",
    "Pyaaz achhe the, do din mein 30 kilo bik gaye. Ande bhi khatam ho rahe hain. Monday ko 3 tray bhej dijiye, "
    "₹175 per tray.",
])
def test_a_count_in_the_goods_trade_unit_after_a_sentence_naming_them_is_theirs(text):
    assert intents(text, email=True) == [("order", "eggs-1pc", 90, 583, None, None)]


@pytest.mark.parametrize("text", [
    "Onions sold well. Eggs and paneer are selling. Send 3 trays.",   # two goods in the sentence before
    "Onions sold well. Eggs are selling. Send 3 kg.",                 # not the eggs' trade unit
])
def test_a_count_whose_goods_are_not_certain_is_still_asked(text):
    assert refused(text, email=True).startswith(("no_quantity", "ambiguous_intent", "no_item"))


@pytest.mark.parametrize("text", [
    "B7 की PDF कॉपी ई-मेल कर दीजिए, हिसाब मिलाना है।",
    "B7 ki PDF copy email kar do, hisaab milana hai.",
    "कृपया बिल B7 (ऑर्डर O7 वाला) PDF में मेल कर दीजिए।",
    "Please bill B7 (order O7 wala) PDF mein mail kar dijiye.",
    "Kindly e-mail us bill B7 as a PDF for our accounts.",
    "B7 ki copy WhatsApp kar dijiye.",
])
def test_a_bill_id_asked_mailed_asks_the_bill(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, None, "B7")]


@pytest.mark.parametrize("text", [
    "B7 ki PDF copy mail kar di hai.",          # done, nothing asked
    "B7 की कॉपी ई-मेल कर दी है।",
])
def test_a_bill_said_mailed_asks_nothing(text):
    assert refused(text, email=True) != ""


@pytest.mark.parametrize("text", [
    "listen bhaiya, one thing atta three packet needed for tomorrow, and curd twenty packets",
    "सुनिए भैया, एक तो आटा तीन पैकेट चाहिए कल के लिए, और दही बीस पैकेट",
    "suniye bhaiya, ek to aata teen packet chahiye kal ke liye, aur dahi bees packet",
])
def test_goods_needed_after_a_spoken_one_thing_are_ordered(text):
    assert [row[:3] for row in intents(text, email=True)] == [("order", "atta-5kg", 3), ("order", "curd-400g", 20)]


@pytest.mark.parametrize("text, kind", [
    ("Paneer is not needed for tomorrow.", "reject"),   # not needed: no order
    ("Ek to chawal ka rate bata do.", "ask_quote"),      # "ek to" before goods with no count: kept, nothing ordered
])
def test_needed_and_ek_to_order_nothing_else(text, kind):
    assert {row[0] for row in intents(text, email=True)} == {kind}


@pytest.mark.parametrize("text", [
    "We still have 9 kg of rice on the shelf, so nothing else is needed yet. Just send 2 trays of eggs.",
    "Where is O31? The 20 kg rice in it is needed urgently.",
])
def test_goods_said_needed_without_a_day_order_nothing_new(text):
    got = intents(text, email=True)
    assert ("order", "rice-1kg") not in {row[:2] for row in got}
