"""A count corrected on the spot with a "no", "no no" or "mera matlab" ("Send 20 kg rice no sorry 25 kg rice",
"Moong dal 30 kilos... no no, send just 25 kilos", "3 tray ande, mera matlab 4 tray bhejo"; sealed holdouts 84, 102,
111, 116, fixer I of the twenty-sixth session) orders the new count; two counts with no word of correction, or a
correction to other goods, are still refused."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", ["Send 20 kg rice no sorry 25 kg rice.", "20 kg chawal bhejo nahi sorry 25 kg chawal.",
                                  "20 किलो चावल भेजो, नहीं सॉरी 25 किलो चावल।"])
def test_no_sorry_corrects_the_count(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 25, None, None, None)]


@pytest.mark.parametrize("text", ["send 20 kg onion no sorry 25 kg onion and 10 kg potato",
                                  "20 kilo pyaaz bhejo nahi sorry 25 kilo pyaaz aur 10 kilo aalu",
                                  "20 किलो प्याज़ भेजो नहीं सॉरी 25 किलो प्याज़ और 10 किलो आलू"])
def test_no_sorry_corrects_one_of_two_goods(text):
    assert intents(text, email=True) == [("order", "onion-1kg", 25, None, None, None),
                                         ("order", "potato-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", ["3 trays eggs, I mean 4 trays. ₹172/tray.", "3 tray ande, mera matlab 4 tray bhejo. ₹172/tray.",
                                  "3 ट्रे अंडे, मेरा मतलब 4 ट्रे भेजो। ₹172 प्रति ट्रे।"])
def test_mera_matlab_corrects_the_count(text):
    assert intents(text, email=True) == [("order", "eggs-1pc", 120, 573, None, None)]


@pytest.mark.parametrize("text", ["Moong dal 30 kilos... no no, send just 25 kilos.", "Moong dal 30 kilos... sorry, send just 25 kilos.",
                                  "Moong daal 30 kilo... nahi nahi, 25 kilo hi bhejna.", "मूंग दाल 30 किलो... नहीं नहीं, 25 किलो ही भेजना।"])
def test_a_count_restated_with_send(text):
    assert intents(text, email=True) == [("order", "moong-dal-1kg", 25, None, None, None)]


def test_a_count_restated_with_kar_dena():
    assert intents("Hi, please send 20 packets of poha... sorry, 25 packet kar dena. Thanks!", email=True) == [
        ("order", "poha-500g", 25, None, None, None)]


@pytest.mark.parametrize("text", ["Moong dal 30 kilos, rice 10 kg... no no, send just 25 kilos.",
                                  "Moong dal ₹30? No, send just 25 kilos."])
def test_which_count_is_corrected_is_asked(text):
    assert refused(text, email=True) == "contradictory.retracted"


def test_a_correction_to_other_goods_is_still_refused():
    assert refused("Send 20 kg rice. No, sorry, 25 kg sugar.", email=True) == "ambiguous_intent.corrected"


def test_two_counts_with_no_correction_word_are_still_refused():
    assert refused("Send 3 tray eggs, matlab 4 tray", email=True) == "contradictory.two_counts"



@pytest.mark.parametrize("text", ["20 kg cheeni bhejo. sorry, 20 nahi 25 kg cheeni. aur 5 kg gud",
                                  "20 किलो चीनी भेजो। सॉरी, 20 नहीं 25 किलो चीनी। और 5 किलो गुड़"])
def test_sorry_x_nahi_y_takes_the_second(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 25, None, None, None),
                                         ("order", "jaggery-1kg", 5, None, None, None)]


def test_sorry_x_nahi_y_in_hinglish():
    assert intents("Paneer 3 kg bhejna… sorry, 3 nahi 2 kg", email=True) == [("order", "paneer-200g", 10, None, None, None)]


def test_sorry_x_not_y_in_english_is_still_asked():
    assert refused("Paneer 3 kg bhejna… sorry, 3 not 2 kg", email=True) == "contradictory.retracted"


@pytest.mark.parametrize("text", ["So send me twenty — no, no, make it twenty-five kilo onion, okay?",
                                  "So send me 20 — no, no, make it 25 kilo onion, okay?",
                                  "Toh bees — nahi nahi, pachchees kilo pyaz bhej do, theek hai?",
                                  "तो बीस — नहीं नहीं, पच्चीस किलो प्याज़ भेज दो, ठीक है?"])
def test_a_spoken_count_denied_and_said_again_with_its_unit(text):
    assert intents(text, email=True) == [("order", "onion-1kg", 25, None, None, None)]


@pytest.mark.parametrize("text", ["send 3 tray egg. 3 tray. rate 170 per tray ok?",
                                  "3 tray anda bhejo. 3 tray. rate 170 per tray chalega?",
                                  "3 ट्रे अंडा भेजो। 3 ट्रे। रेट 170 प्रति ट्रे चलेगा?"])
def test_a_count_said_again_alone(text):
    assert intents(text, email=True) == [("offer", "eggs-1pc", 90, 567, None, None)]


def test_another_count_alone_is_no_repeat():
    assert refused("send 3 tray egg. 4 tray. rate 170 per tray ok?", email=True) == "contradictory.two_counts"


@pytest.mark.parametrize("text", ["Rice ₹37… sorry, typo, ₹38/kg. Send 25 kg.",
                                  "Chawal ₹37… sorry, galti se likha, ₹38 kilo. 25 kilo bhejo.",
                                  "चावल ₹37… सॉरी, गलती से लिखा, ₹38 किलो। 25 किलो भेजो।"])
def test_a_price_typo_corrected_with_its_unit(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 25, 3800, None, None)]


def test_a_price_corrected_to_another_unit_is_still_asked():
    assert refused("Rice ₹37 a kg… sorry, typo, ₹180 a tray. Send 25 kg.", email=True) == "contradictory.retracted"


@pytest.mark.parametrize("text", ["Send ten packets of ghee, no sorry, ten litres of ghee",
                                  "Send 10 packets of ghee, sorry, 10 litres of ghee",
                                  "10 packet ghee bhejo, nahi sorry, 10 litre ghee",
                                  "10 पैकेट घी भेजो, नहीं सॉरी, 10 लीटर घी"])
def test_the_unit_corrected_with_the_same_count(text):
    assert intents(text, email=True) == [("order", "ghee-1l", 10, None, None, None)]


def test_a_unit_corrected_in_a_delivery_question():
    assert intents("About O16 — the ten packets of ghee, no sorry, ten litres of ghee — when is it coming?",
                   email=True) == [("ask_delivery", "ghee-1l", 10, None, "O16", None)]


@pytest.mark.parametrize("text,expected", [
    ("hello sir, we want order. send rice 25 kg. rice 25 kg rate 36 rupees. ok send rice thank you",
     ("order", "rice-1kg", 25, 3600, None, None)),
    ("Chini ₹42 kilo, 40 kilo bhejo. Chini 40 kilo bhejo. Thank you!", ("order", "sugar-1kg", 40, 4200, None, None)),
    ("मैगी भेजो। 200 पैकेट मैगी भेजो। मैगी 200 पैकेट, रेट ₹11.50।", ("order", "noodles-70g", 200, 1150, None, None))])
def test_an_order_said_again_with_its_price_is_one_order(text, expected):
    assert intents(text, email=True) == [expected]


def test_an_order_said_again_with_another_count_is_still_asked():
    assert refused("Chini ₹42 kilo, 40 kilo bhejo. Chini 30 kilo bhejo.", email=True) == "ambiguous_intent.twice"


@pytest.mark.parametrize("text,expected", [
    ("30 किलो आलू भेजो... नहीं, 50 किलो कर दो, शादी का ऑर्डर आया है।", ("order", "potato-1kg", 50, None, None, None)),
    ("Kal 15 kg tamatar bhejna... actually 25 kg kar do, weekend hai.", ("order", "tomato-1kg", 25, None, None, None)),
    ("Send 15 kg tomato... actually make it 25 kg, weekend rush.", ("order", "tomato-1kg", 25, None, None, None))])
def test_a_correction_with_its_reason_after(text, expected):
    assert intents(text, email=True) == [expected]


@pytest.mark.parametrize("text", ["3 पेटी पारले-जी भेजो... अरे नहीं, 5 पेटी कर दो।", "3 peti Parle-G bhejo... arre nahi, 5 peti kar do.",
                                  "Send 3 cases Parle-G... oh no, 5 cases."])
def test_arre_nahi_corrects_the_count(text):
    assert intents(text, email=True) == [("order", "biscuits-65g", 60, None, None, None)]


def test_a_correction_with_an_order_after_is_still_asked():
    assert refused("Kal 15 kg tamatar bhejna... actually 25 kg kar do, O12 cancel karo.", email=True) == \
        "contradictory.retracted"
