"""Each goods of a delivery question takes the order id written right before it (lang/id_before_goods.py; holdout123
en/hi/hl-o8040: "O21 rice 200 kg and O8 toor 50 kg coming today na??" had asked after the toor under O21, silently)."""
from tests.reader_intents import intents, refused

BOTH = [("ask_delivery", "rice-1kg", 200, None, "O21", None), ("ask_delivery", "toor-dal-1kg", 50, None, "O8", None)]


def test_each_goods_under_the_id_before_it():
    assert intents("O21 rice 200 kg and O8 toor 50 kg coming today na?? wedding on 24.", email=True) == BOTH
    assert intents("O21 का चावल 200 किलो और O8 की अरहर 50 किलो आज आ जाएगी ना?? शादी 24 को है।", email=True) == BOTH
    assert intents("O21 ka chawal 200 kilo aur O8 ki arhar 50 kilo aaj aa jayegi na?? shaadi 24 ko hai.",
                   email=True) == BOTH


def test_probes_of_our_own():
    """Written for this kind, not taken from a corpus."""
    assert intents("Where are O3 sugar 10 kg and O5 atta 5 packets?", email=True) == [
        ("ask_delivery", "sugar-1kg", 10, None, "O3", None), ("ask_delivery", "atta-5kg", 5, None, "O5", None)]
    assert intents("O3 की चीनी 10 किलो और O5 का आटा 5 पैकेट कब आएगा?", email=True) == [
        ("ask_delivery", "sugar-1kg", 10, None, "O3", None), ("ask_delivery", "atta-5kg", 5, None, "O5", None)]


def test_one_order_still_carries_all_its_goods():
    """Near: one id before several goods asks them all under it."""
    assert intents("O21 rice 200 kg and toor 50 kg coming today na??", email=True) == [
        ("ask_delivery", "rice-1kg", 200, None, "O21", None), ("ask_delivery", "toor-dal-1kg", 50, None, "O21", None)]
    assert intents("O21 ka chawal 200 kilo aur arhar 50 kilo aaj aa jayegi na??", email=True) == [
        ("ask_delivery", "rice-1kg", 200, None, "O21", None), ("ask_delivery", "toor-dal-1kg", 50, None, "O21", None)]


def test_goods_under_ids_listed_together_are_refused():
    """Ids named together before the goods (or goods before their ids) leave whose goods they are open: refused, not
    asked after under every id (all four pairs had been read, silently) nor all under the first."""
    for text in ("O21 aur O8 mein chawal 200 kilo aur arhar 50 kilo kab aayega?",
                 "O21 और O8 का चावल 200 किलो और अरहर 50 किलो कब आएगा?",
                 "When will O21 and O8 come with rice 200 kg and toor 50 kg?",
                 "Rice of O21 and toor of O8, when coming?"):
        assert refused(text, email=True) == "ambiguous_intent.goods_of_orders", text
    assert intents("When will O21 and O8 come?", email=True) == [
        ("ask_delivery", None, None, None, "O21", None), ("ask_delivery", None, None, None, "O8", None)]
