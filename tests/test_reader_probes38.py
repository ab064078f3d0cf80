"""Session 38's probes on main (fixer DI): goods told gone bad beside an order of other goods are not asked
(lang/told_not_ordered.py); goods asked right after their price was refused as too high are refused, not ordered at
the refused price (lang/told_not_ordered.py); a packet count with the lot's weight in brackets reads the count
(lang/bracket_packets.py). Each with near sentences that read as before."""
import pytest

from tests.reader_intents import intents, refused

SUGAR = [("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "4 packets of curd went bad. Send 10 kg sugar.",
    "दही के 4 पैकेट ख़राब हो गए। 10 किलो चीनी भेजिए।",
    "Dahi ke 4 packet kharab ho gaye. 10 kilo cheeni bhejiye.",
    "4 packets of curd were spoilt. Send 10 kg sugar.",  # (own probe)
])
def test_goods_gone_bad_beside_an_order_are_not_asked(text):
    assert intents(text, email=True) == SUGAR


@pytest.mark.parametrize("text", [
    "Our 5 kg tomatoes got rotten. Please send 20 kg onion.",  # (own probes)
    "Garmi mein 5 kilo tamatar sad gaye. 20 kilo pyaaz bhej dijiye.",
])
def test_goods_rotten_beside_an_order_are_not_asked(text):
    assert intents(text, email=True) == [("order", "onion-1kg", 20, None, None, None)]


def test_goods_asked_with_the_sugar_read_as_before():
    assert intents("Send 4 packets of curd and 10 kg sugar.", email=True) == [
        ("order", "curd-400g", 4, None, None, None)] + SUGAR


def test_goods_gone_bad_asked_again_are_no_order_of_the_bad_ones():
    assert refused("दही के 4 पैकेट ख़राब हो गए। 4 और भेजिए।", email=True) == "ambiguous_intent.figure"


@pytest.mark.parametrize("text", [
    "₹3,144 for 24 litres of mustard oil is too much. Please send the 24 litres.",
    "24 लीटर सरसों तेल के ₹3,144 बहुत ज़्यादा हैं। 24 लीटर भेज दीजिए।",
    "24 litre sarson tel ke ₹3,144 bahut zyada hain. 24 litre bhej dijiye.",
    "₹150 for ghee is too much. Send 5 litres of ghee.",  # (own probes)
    "Ghee ₹620 pe bahut mehenga hai. 5 litre bhej do.",
])
def test_goods_asked_after_their_price_was_refused_are_refused(text):
    assert refused(text, email=True) == "contradictory.yes_and_no"


@pytest.mark.parametrize("text, want", [
    ("No, ₹45 for sugar is too much. Send 10 kg rice.",
     [("reject", "sugar-1kg", None, 4500, None, None), ("order", "rice-1kg", 10, None, None, None)]),
    ("Toor ke liye ₹138 bahut zyada hai. Order nahi karenge.", [("reject", "toor-dal-1kg", None, 13800, None, None)]),
])
def test_a_refused_price_beside_other_goods_or_no_order_reads_as_before(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "Please send 30 packets besan (15 kg).",
    "30 पैकेट बेसन (15 किलो) भेज दीजिए।",
    "30 packet besan (15 kilo) bhej dijiye.",
    "Please send 30 packets of besan (15 kg).",  # (own probes)
    "Please send 30 packets besan (500 g).",
])
def test_a_packet_count_with_the_lot_in_brackets_reads_the_count(text):
    assert intents(text, email=True) == [("order", "besan-500g", 30, None, None, None)]


def test_a_tea_packet_count_with_the_lot_in_brackets_reads_the_count():
    assert intents("Send 10 packets of tea (2.5 kg).", email=True) == [("order", "tea-250g", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "Please send 30 packets besan (20 kg).",
    "30 packets besan (20 kg) bhej dijiye.",
    "30 पैकेट बेसन (20 किलो) भेज दीजिए।",
])
def test_a_packet_count_whose_bracket_disagrees_is_refused(text):
    assert refused(text, email=True) == "contradictory.two_quantities"


def test_each_packets_size_in_brackets_reads_as_before():
    assert intents("Please send 30 packets besan (1 kg each).", email=True) == [
        ("order", "besan-500g", 60, None, None, None)]
