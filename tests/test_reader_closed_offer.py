"""A word closing the bargain after our own price ("₹520 karo, 12 litre pakka", "सौदा पक्का", "deal done") is part of
the offer, not an acceptance (lang/closed_offer.py; holdouts 25, 45, 101)."""
from tests.reader_intents import intents, refused


def test_a_closing_word_after_our_price_offers():
    ghee = [("offer", "ghee-1l", 12, 52000, None, None)]
    assert intents("> Ghee ₹545/litre\n\nBahut zyada hai bhai. ₹520 karo, 12 litre pakka.", email=True) == ghee
    assert intents("> घी ₹545/लीटर\n\nबहुत ज़्यादा है भाई। ₹520 करो, 12 लीटर पक्का।", email=True) == ghee
    rice = [("offer", "rice-1kg", 50, 3800, None, None)]
    assert intents("50 kilo chawal ke ₹1,900 kar do, sauda pakka.", email=True) == rice
    assert intents("50 किलो चावल के ₹1,900 कर दो, सौदा पक्का।", email=True) == rice
    assert intents("if you give refined oil at ₹118 a litre, I'll take two peti, done.", email=True) == [
        ("offer", "refined-oil-1l", 24, 11800, None, None)]


def test_a_closing_word_with_goods_of_its_own_still_agrees():
    assert intents("Rice ₹36 kar do. Sugar ₹42 pakka.", email=True) == [
        ("offer", "rice-1kg", None, 3600, None, None), ("accept", "sugar-1kg", None, 4200, None, None)]


def test_a_plain_word_of_agreeing_beside_an_offer_stays_refused():
    assert refused("Chalo ek kaam karo, ₹41 kar do aur main abhi 3 bori cheeni le lunga, theek hai.", email=True)
