"""A send word beside goods agreed that sends other goods, counted, asks no count of the goods agreed
(lang/send_of_others.py): "Tomato at ₹32 and potato at ₹25 are both fine — send 30 kg tomato." agrees both prices and
orders 30 kg tomato; it had been refused as "how many kg of potato?" (holdout52 s042). The first cases of each test
are our own probes, not from a corpus."""
import pytest

from tests.reader_intents import reading


@pytest.mark.parametrize("text", [
    "Rice at ₹38 and sugar at ₹42 are both fine — send 50 kg rice.",  # probes
    "चावल ₹38 और चीनी ₹42 दोनों ठीक हैं — 50 किलो चावल भेज दो।",
    "Chawal ₹38 aur cheeni ₹42 dono theek hain — 50 kilo chawal bhej do.",
])
def test_both_agreed_and_one_sent(text):
    assert reading(text) == [("accept", "rice-1kg", None, 3800, None, None), ("accept", "sugar-1kg", None, 4200, None, None),
                             ("order", "rice-1kg", 50, None, None, None)]


@pytest.mark.parametrize("text", [
    "> Today's rates: Tomato ₹32/kg, Onion ₹34/kg, Potato ₹25/kg\n\nTomato at ₹32 and potato at ₹25 are both fine — "
    "send 30 kg tomato. Onion at ₹34 we'll skip.",  # holdout52 s042
    "> आज के भाव: टमाटर ₹32/किलो, प्याज़ ₹34/किलो, आलू ₹25/किलो\n\nटमाटर ₹32 और आलू ₹25 दोनों ठीक हैं — 30 किलो टमाटर भेज "
    "दो। प्याज़ ₹34 पर नहीं लेंगे।",
    "> Aaj ke rate: Tamatar ₹32/kg, Pyaz ₹34/kg, Aloo ₹25/kg\n\nTamatar ₹32 aur aloo ₹25 dono theek hain — 30 kilo "
    "tamatar bhej do. Pyaz ₹34 pe nahi lenge.",
])
def test_corpus_both_agreed_and_one_sent(text):
    assert reading(text) == [("accept", "tomato-1kg", None, 3200, None, None),
                             ("accept", "potato-1kg", None, 2500, None, None),
                             ("order", "tomato-1kg", 30, None, None, None), ("reject", "onion-1kg", None, 3400, None, None)]


@pytest.mark.parametrize("text", [
    "Potato at ₹25 is fine, send it",  # no count: how many?
    "Tomato and potato fine at ₹32 and ₹25 — send 30 kg",  # no goods of the send's own
    "Rice ₹38 and sugar ₹42 fine — send 50 kg rice and sugar",  # the sugar sent too: how much?
])
def test_near_sentences_still_ask_how_many(text):
    assert reading(text) == "no_quantity.how_many"
