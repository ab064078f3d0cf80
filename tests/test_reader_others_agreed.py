"""Another item's "fine" is no agreement to the goods bargained next (issue 10, session 55; ``lang.others_agreed``),
and "the full quintal" / "pura quintal" / "पूरा क्विंटल" counts one (``lang.full_container``). Our own sentences."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text, want", [
    ("Rice at ₹38 is fine with us. Sugar at ₹44 is on the higher side, another shop gave ₹41. If you can do ₹42 "
     "per kg, we will book it today.", [("accept", "rice-1kg", None, 3800, None, None),
                                        ("offer", "sugar-1kg", None, 4200, None, None)]),
    ("Atta at ₹220 is fine, please send 10 packets.\n\nPoha at ₹36 is high — Sharma Stores sells it at ₹33. Would "
     "₹34 a packet work for 20 packets?", [("accept", "atta-5kg", None, 22000, None, None),
                                           ("order", "atta-5kg", 10, None, None, None),
                                           ("offer", "poha-500g", 20, 3400, None, None)]),
    ("चावल ₹38 में ठीक है, 50 किलो भेज दीजिए। चीनी ₹44 ज़्यादा है, दूसरी दुकान ₹41 दे रही है। ₹42 किलो कर दीजिए तो 30 "
     "किलो ले लेंगे।", [("accept", "rice-1kg", None, 3800, None, None), ("order", "rice-1kg", 50, None, None, None),
                       ("offer", "sugar-1kg", 30, 4200, None, None)]),
    ("Chawal ₹38 me theek hai, 50 kilo bhej dijiye. Cheeni ₹44 zyada hai, doosri dukaan ₹41 de rahi hai. ₹42 kilo "
     "kar dijiye to 30 kilo le lenge.", [("accept", "rice-1kg", None, 3800, None, None),
                                         ("order", "rice-1kg", 50, None, None, None),
                                         ("offer", "sugar-1kg", 30, 4200, None, None)]),
])
def test_the_yes_of_other_goods_is_not_lent_to_the_counter_after_it(text, want):
    assert intents(text, email=True) == want


def test_a_yes_that_names_the_same_goods_still_refuses_beside_their_counter():
    assert refused("Rice and sugar rates are fine. Sugar at ₹44 is on the higher side though. If you can do ₹42 per "
                   "kg, we will book it today.", email=True) == "ambiguous_intent.agreed_and_offered"


def test_a_yes_of_no_goods_still_lends_itself_to_the_list_after_it():
    assert intents("Accepting your quote:\n| Poha | ₹35 |\nSend 20 packets.", email=True) == [
        ("accept", "poha-500g", None, 3500, None, None), ("order", "poha-500g", 20, None, None, None)]


@pytest.mark.parametrize("text, want", [
    ("Rice is ₹38 with you. Do ₹37.50 and we take the full quintal.", [("offer", "rice-1kg", 100, 3750, None, None)]),
    ("चावल ₹38 है। आप ₹37.50 कर दीजिए, पूरा क्विंटल ले लेंगे।", [("offer", "rice-1kg", 100, 3750, None, None)]),
    ("Chawal ₹38 hai. Aap ₹37.50 kar do, pura quintal le lenge.", [("offer", "rice-1kg", 100, 3750, None, None)]),
    ("चावल ₹38 में पूरी बोरी भेज दीजिए।", [("order", "rice-1kg", 50, 3800, None, None)]),
])
def test_the_full_quintal_with_no_count_is_one(text, want):
    assert intents(text, email=True) == want


def test_the_whole_case_is_no_case_of_goods():
    assert intents("Please explain the whole case to me, rice ₹38 ok.", email=True) == [
        ("accept", "rice-1kg", None, 3800, None, None)]


@pytest.mark.parametrize("text", [  # a bill's copy asked sent again, words between the bill and "again"
    "B7 bill ki copy hamare munshi ke liye dobara bhej do.",
    "B7 बिल की कॉपी हमारे मुनीम के लिए दोबारा भेज दो।",
    "O7 ka bill B7 dobara bhejna, purani copy gum ho gayi.",
])
def test_a_bill_copy_sent_again_is_asked_not_disputed(text):
    got = intents(text, email=True)
    assert [(k, b) for k, _s, _q, _p, _o, b in got] == [("ask_bill", "B7")]


def test_a_bill_found_wrong_then_sent_again_stays_a_dispute():
    assert [r[0] for r in intents("B7 galat hai, dobara bhejo.", email=True)] == ["dispute"]


@pytest.mark.parametrize("text", [  # the bill sent with the goods or the challan: asked, no goods sent
    "O7 का बिल भी माल के साथ भेज दीजिए।",
    "O7 ka bill bhi delivery challan ke saath bhej dijiye.",
])
def test_a_bill_sent_with_the_goods_is_asked(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, "O7", None)]


def test_goods_sent_with_the_bill_are_not_a_bill_asked():
    assert refused("B7 ka bill ke saath 10 kilo chawal bhej dijiye.", email=True) == "ambiguous_intent.id"


@pytest.mark.parametrize("text", [  # a price confirmed before a ";", the goods sent after it
    "Rin ₹10 per bar pe hum confirm karte hain; please wo 60 bar bhej dijiye.",
    "Rin at ₹10 per bar we confirm; please send those 60 bars.",
])
def test_a_price_confirmed_before_a_semicolon_is_agreed_and_the_count_after_it_ordered(text):
    assert intents(text, email=True) == [("accept", "laundry-bar-1pc", None, 1000, None, None),
                                         ("order", "laundry-bar-1pc", 60, None, None, None)]


def test_a_counter_beside_words_of_sending_only_keeps_the_lent_yes():
    assert ("offer", "detergent-1kg", None, 8200, None, None) in intents(
        "> Lifebuoy ₹12.25. Colgate ₹45 ok. Surf ₹83 final.\n\nLifebuoy and Colgate ok. Surf at 83 won't work, ₹82 "
        "is my last. Send the 144 Lifebuoy and 48 Colgate now, Surf after you confirm.", email=True)


@pytest.mark.parametrize("text, want", [  # "if possible" after the send, on the time only: the order stands
    ("Please 20 kilo aloo ₹24 kilo ke rate se bhej dijiye, ho sake toh kal subah 9 baje tak.",
     [("order", "potato-1kg", 20, 2400, None, None)]),
    ("20 किलो आलू ₹24 किलो के भाव से भेज दीजिए, हो सके तो कल सुबह 9 बजे तक।",
     [("order", "potato-1kg", 20, 2400, None, None)]),
    ("Chawal ₹55 ho sake to 25 kilo bhejo.", [("offer", "rice-1kg", 25, 5500, None, None)]),  # the price first
])
def test_a_courtesy_on_the_time_after_the_send_sets_no_condition(text, want):
    assert intents(text, email=True) == want


def test_a_price_that_suits_us_is_agreed_beside_the_count_added():
    assert intents("Cycle agarbatti at ₹15 per pack also suits us — kindly add 50 packs for the puja rush.",
                   email=True) == [("accept", "incense-1pack", None, 1500, None, None),
                                   ("order", "incense-1pack", 50, None, None, None)]


def test_suits_us_with_no_goods_named_lends_no_yes_to_an_aside():
    assert refused("> Mustard oil 1 L: ₹140 per litre, or ₹1,620 per peti of 12 litres.\n\n₹1,620 a peti suits us. "
                   "Please send 2 peti. For your information, Gupta Stores is selling sugar at ₹44.",
                   email=True) == "ambiguous_intent.figure"


def test_a_price_that_does_not_suit_us_is_countered_not_agreed():
    assert intents("Rice at ₹42 doesn't suit us. Give it at the earlier ₹40/kg only.", email=True) == [
        ("offer", "rice-1kg", None, 4000, None, None)]
