"""The usual order asked for by name with goods added or changed, and no list of it, is refused (lang/usual_order.py;
breaker AQ, weekly restock lists): only the goods added had been ordered, silently."""
import pytest

from tests.reader_intents import intents, refused


@pytest.mark.parametrize("text", [
    "Same as last week, except add 2 trays of eggs.",
    "Send the usual, plus 2 trays eggs",
    "Send our regular order and add 20 kg onion",
    "Same as last time + 5 kg paneer",
    "Send the usual. Also 10 kg rice.",
    "Usual + 2 trays eggs",
    "Same as last week but 40 kg sugar",
    "Everything same as last time, just no toor dal",
    "Sab kuch pichhli baar jaisa, bas toor dal nahi",
    "सब कुछ पिछली बार जैसा, बस तूर दाल नहीं",
    "Last week's order again, plus 2 trays eggs",
    "Send what you sent last week, plus 2 trays eggs",
    "Pichhla order dobara bhej do, aur 5 kilo paneer",
    "पिछला ऑर्डर दोबारा भेज दो, साथ में 5 किलो पनीर भी",
    "Hamesha wala order bhej do, saath mein 10 kilo cheeni bhi",
    "Pichhle hafte wala hi bhej do, bas 2 tray ande aur jod dena.",
    "Wahi bhej do, bas is baar toor dal nahi",
    "हमेशा वाला सामान भेज दो, और 5 किलो पनीर भी",
    "पिछले हफ़्ते वाला ही भेज दो, बस 2 ट्रे अंडे और जोड़ देना।",
    "वही भेज दो, बस इस बार तूर दाल नहीं",
    # last week's list quoted, then changed: refused rather than dropping the lines not changed
    "> Pichhle hafte ka order (12 Nov): chawal 50 kg, cheeni 25 kg, toor dal 10 kg, 3 tray ande\n\nPichhle hafte "
    "jaisa hi, bas cheeni 40 kg kar dijiye aur is baar toor dal nahi.",
    # an earlier mail named as the list (breaker AV): only the onion had been ordered
    "Kal wale mail jaisa hi, bas pyaaz 40 kilo kar dijiye.",
    "कल वाले मेल जैसा ही, बस प्याज़ 40 किलो कर दीजिए।",
    "Same as yesterday's mail, just make onion 40 kg.",
])
def test_the_usual_order_with_goods_added_is_refused(text):
    assert refused(text, email=True) == "no_item.usual"


@pytest.mark.parametrize("text,expected", [
    ("Send 10 kg rice as usual", [("order", "rice-1kg", 10, None, None, None)]),
    ("Deliver at the usual time, and send 10 kg rice", [("order", "rice-1kg", 10, None, None, None)]),
    ("Send 10 kg rice, same as last week", [("order", "rice-1kg", 10, None, None, None)]),
    ("Same rate as last week, send 10 kg rice", [("order", "rice-1kg", 10, None, None, None)]),
    ("Same as last week: 30 kg onions, 2 trays eggs.",
     [("order", "onion-1kg", 30, None, None, None), ("order", "eggs-1pc", 60, None, None, None)]),
    ("Bhaiya pichle hafte wala hi order bhejna — 4 tray ande aur 20 packet bread.",
     [("order", "eggs-1pc", 120, None, None, None), ("order", "bread-400g", 20, None, None, None)]),
    ("पिछले हफ्ते जैसा 10 किलो नमक भेज दीजिए", [("order", "salt-1kg", 10, None, None, None)]),
    ("कल एक बोरी चावल भेज दो। रेट पिछली बार वाला ही।", [("order", "rice-1kg", 50, None, None, None)]),
    ("Send 20 kg rice, same as yesterday.", [("order", "rice-1kg", 20, None, None, None)]),
    ("Rate same as yesterday, send 20 kg rice.", [("order", "rice-1kg", 20, None, None, None)]),
    ("Pichhli baar wale ₹98 ke rate pe 10 kilo moong dal bhej do.", [("order", "moong-dal-1kg", 10, 9800, None, None)]),
])
def test_a_rate_or_a_list_as_before_reads_as_before(text, expected):
    assert intents(text, email=True) == expected
