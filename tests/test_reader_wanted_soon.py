"""Goods asked after and then said wanted soon are not ordered again (lang/wanted_soon.py; holdout123 hi/hl-o8005:
"O1 kab tak aayega?? 50 kilo gud wala. sankranti ke liye jaldi chahiye." had asked after the jaggery and ordered it a
second time, silently); "the … one" after a delivery question names the order's goods as "wala" does
(lang/order_contents.py)."""
from tests.reader_intents import intents

ASKED = [("ask_delivery", "jaggery-1kg", 50, None, "O1", None)]


def test_wanted_soon_after_a_delivery_question_orders_nothing():
    assert intents("O1 kab tak aayega?? 50 kilo gud wala. sankranti ke liye jaldi chahiye. jaldi.", email=True) == ASKED
    assert intents("O1 कब तक आएगा?? 50 किलो गुड़ वाला। संक्रांति के लिए जल्दी चाहिए। जल्दी।", email=True) == ASKED
    assert intents("When will O1 come?? the 50 kg jaggery one. Need it fast for Sankranti.", email=True) == ASKED
    assert intents("when O1 will come?? the gud 50 kg one. need for sankranti fast. fast.", email=True) == ASKED


def test_probes_of_our_own():
    """Written for this kind, not taken from a corpus."""
    assert intents("O1 kab aayega? 50 kilo gud wala. jaldi bhej do.", email=True) == ASKED
    assert intents("O7 कब आएगा? उसमें 30 किलो चीनी है। जल्दी भेजिए।", email=True) == [
        ("ask_delivery", "sugar-1kg", 30, None, "O7", None)]
    assert intents("When will O4 come? The 30 kg sugar one. Send it fast.", email=True) == [
        ("ask_delivery", "sugar-1kg", 30, None, "O4", None)]


def test_new_goods_wanted_soon_are_still_ordered():
    """Goods of the sentence's own, wanted soon, are a new order beside the question."""
    assert ("order", "rice-1kg", 20, None, None, None) in intents("O1 kab aayega? jaldi 20 kilo chawal chahiye.",
                                                                   email=True)
    assert ("order", "rice-1kg", 20, None, None, None) in intents("O1 कब आएगा? जल्दी 20 किलो चावल चाहिए।", email=True)
    assert ("order", "rice-1kg", 20, None, None, None) in intents("When will O1 come? Need 20 kg rice fast.",
                                                                   email=True)


def test_goods_added_under_a_delivery_question_are_ordered():
    """Goods said "too" under a delivery question are more goods, not the order's contents (lang.delivery_asked's
    ``_adds_goods``; they had been asked after under O1, silently). Probes of our own."""
    want = [("ask_delivery", None, None, None, "O1", None), ("order", "rice-1kg", 20, None, None, None)]
    assert intents("O1 kab aayega? 20 kilo chawal bhi. jaldi chahiye.", email=True) == want
    assert intents("O1 कब आएगा? 20 किलो चावल भी। जल्दी चाहिए।", email=True) == want
    assert intents("When will O1 come? Also 20 kg rice. Need it fast.", email=True) == want
