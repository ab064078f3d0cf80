"""The supplier's price said back in disbelief or to be thought over is no offer (``lang.disbelief``): the reader
asks. A bare price question ("Toor dal ₹140?", "Rice ₹36 per kg chalega?") stays the writer's offer.

Breaker M (thirteenth session): each of the questioned ones had been an offer at the supplier's own asking price,
which the supplier would accept — a deal closed at the price the shop was questioning.
"""
import pytest

from lang.reader import read_message


@pytest.mark.parametrize("text", [
    "Toor dal at ₹140, really?", "You're asking ₹140 for toor dal? Seriously?",
    "Masoor ₹80 last week from you. Now ₹86? Why?", "Ghee ₹560 a litre? That's well above what others charge.",
    "Toor dal at ₹140 per kg? That seems high compared to the market.", "Onion ₹34? Let me check and get back.",
    "तूर दाल ₹140, सच में?", "मसूर पिछले हफ़्ते ₹80 थी। अब ₹86? क्यों?", "घी ₹560 लीटर? दूसरे तो इससे कम लेते हैं।",
    "प्याज़ ₹34? देखकर बताता हूँ।",
    "Toor dal ₹140? Sach mein?", "Masoor ₹86? Kyun bhai?", "Ghee ₹560 litre? Doosre isse kam lete hain.",
    "Pyaaz ₹34? Dekh ke batata hoon.",
    "Is butter ₹92 for one 100 g pack? Please confirm the rate.", "क्या मक्खन ₹92 एक 100 ग्राम पैक का है? भाव बताइए।",
    "Kya makkhan ₹92 ek 100 g pack ka hai? Rate confirm kijiye.",
])
def test_a_price_questioned_is_no_offer(text):
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key.startswith("ambiguous_intent"), r


@pytest.mark.parametrize("text,sku,paise", [("Toor dal ₹140?", "toor-dal-1kg", 14000),
                                             ("Rice ₹36 per kg chalega?", "rice-1kg", 3600),
                                             ("चावल ₹36 किलो चलेगा?", "rice-1kg", 3600),
                                             ("Toor dal ₹130 kar do?", "toor-dal-1kg", 13000)])
def test_a_bare_price_question_is_still_an_offer(text, sku, paise):
    r = read_message(text, email=True)
    assert [(i.kind, i.sku, i.unit_price_paise) for i in r.intents] == [("offer", sku, paise)]


def test_a_price_questioned_then_agreed_is_taken():
    r = read_message("Sugar ₹44? OK, send 20 kg.", email=True)
    assert r.readable and [i.kind for i in r.intents][-1] == "order"


@pytest.mark.parametrize("text,sku,qty", [
    ("Van came at 6, all fine. Please send 5 peti Parle-G.", "biscuits-65g", 60),
    ("Delivery at 11 today was fine. Send 4 dozen Maggi.", "noodles-70g", 48),
    ("Your boy came at 12, ok. Send 2 dozen soap.", "bath-soap-75g", 24),
    ("Thanks, the van came at 12 and everything was ok. Please send 2 dozen soap.", "bath-soap-75g", 24),
])
def test_a_clock_time_before_ok_is_no_price_agreed(text, sku, qty):
    """Breaker M: "came at 6, all fine" had accepted the next goods at ₹6 (6 of 16 English probes)."""
    r = read_message(text, email=True)
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [("order", sku, qty, None)]
