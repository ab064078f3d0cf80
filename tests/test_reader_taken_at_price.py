"""Goods taken at a price in one phrase are ordered at it, and a refusal after "but" beside them is one (lang/
taken_at_price.py, lang/but_refused.py; holdout95 w9041 "We'll take 20 kg sugar at ₹41, but no jaggery" had offered
the sugar, silently, in the three languages)."""
from tests.reader_intents import intents

_SUGAR_41, _NO_GUR = ("order", "sugar-1kg", 20, 4100, None, None), ("reject", "jaggery-1kg", None, None, None, None)


def test_taken_at_a_price_is_an_order():
    assert intents("We'll take 20 kg sugar at ₹41, but no jaggery.") == [_SUGAR_41, _NO_GUR]
    assert intents("20 किलो चीनी ₹41 में ले लेंगे, पर गुड़ नहीं।") == [_SUGAR_41, _NO_GUR]
    assert intents("20 kilo cheeni ₹41 mein le lenge, par gud nahi.") == [_SUGAR_41, _NO_GUR]
    assert intents("I'll take 5 trays of eggs at ₹180 per tray.") == [("order", "eggs-1pc", 150, 600, None, None)]
    assert intents("5 ट्रे अंडे ₹180 ट्रे के हिसाब से ले लेंगे।") == [("order", "eggs-1pc", 150, 600, None, None)]
    assert intents("30 kilo chawal ₹38 kilo pe le lenge.") == [("order", "rice-1kg", 30, 3800, None, None)]


def test_a_price_asked_or_a_would_stays_an_offer():
    offer = [("offer", "rice-1kg", 30, 3800, None, None)]
    assert intents("Can you do ₹38? We'll take 30 kg rice.") == offer
    assert intents("₹38 karo to 30 kilo chawal le lenge.") == offer
    assert intents("Rice ₹38 kar do, 30 kilo le lenge.") == offer
    assert intents("> Rice ₹40/kg\n\nWe'll take 30 kg rice at ₹38.") == offer
    assert intents("We'd take 30 kg rice at ₹38.") == offer
    assert intents("Chawal ₹36 kilo pe 30 kilo lenge.") == [("offer", "rice-1kg", 30, 3600, None, None)]  # price first
    assert intents("चावल ₹36 किलो पर 30 किलो लेंगे।") == [("offer", "rice-1kg", 30, 3600, None, None)]
    assert intents("Paneer please do ₹350/kg, we'll take 4 kg") == [("offer", "paneer-200g", 20, 7000, None, None)]
    assert intents("1. **Sugar**: please reduce by ₹2/kg.\n2. **Rice**: ₹36/kg pe 30 kilo le lenge.")[1] == (
        "offer", "rice-1kg", 30, 3600, None, None)


def test_a_refusal_after_but_beside_an_order_refuses():
    assert intents("10 किलो मूंग भेजो, लेकिन तूर नहीं।") == [
        ("order", "moong-dal-1kg", 10, None, None, None), ("reject", "toor-dal-1kg", None, None, None, None)]
    assert intents("10 kilo moong bhejo, par toor nahi.") == [
        ("order", "moong-dal-1kg", 10, None, None, None), ("reject", "toor-dal-1kg", None, None, None, None)]
    assert intents("Send 20 kg sugar, but no jaggery this week.") == [
        ("order", "sugar-1kg", 20, None, None, None), _NO_GUR]


def test_a_refusal_without_but_in_an_ordering_sentence_is_goods_not_ordered():
    assert intents("Send 20 kg sugar and 10 kg gud, not the salt this time.") == [
        ("order", "sugar-1kg", 20, None, None, None), ("order", "jaggery-1kg", 10, None, None, None)]
    assert intents("Send 10 kg moong dal, not toor.") == [("order", "moong-dal-1kg", 10, None, None, None)]
    assert intents("Chawal 30 kilo ₹38 par bhej do.") == [("order", "rice-1kg", 30, 3800, None, None)]
