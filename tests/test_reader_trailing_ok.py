"""A bare "ok" closing a message after our own offer agrees to nothing (lang/trailing_ok.py; holdout98 u9050), in
Hindi and Hinglish; "ok" naming goods or a price of its own keeps its acceptance."""
from tests.reader_intents import intents, refused

TOOR = [("offer", "toor-dal-1kg", 20, 13800, None, None)]


def test_a_closing_ok_after_our_offer_is_no_acceptance():
    assert intents("भैया तूर दाल 150 too much है। 138 per kg दे दो। हम 20 kg लेंगे ok", email=True) == TOOR
    assert intents("bhaiya toor dal 150 bahut zyada hai. 138 per kg de do. hum 20 kg lenge ok", email=True) == TOOR


def test_an_ok_of_its_own_goods_or_price_is_kept():
    assert intents("Rice ₹38 ok", email=True) == [("accept", "rice-1kg", None, 3800, None, None)]
    assert sorted(intents("> Rice ₹42/kg\n> Atta ₹228 per 5 kg\n\nRice is too high, make it ₹38. Atta ok.",
                          email=True)) == [("accept", "atta-5kg", None, 22800, None, None),
                                           ("offer", "rice-1kg", None, 3800, None, None)]
    assert refused("Toor ₹150 is too much. Give it at ₹138, we'll take 20 kg ok", email=True)
