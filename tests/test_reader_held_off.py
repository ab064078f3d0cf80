"""Goods held off ("Hold off on the rice for now") are refused, as "skip" and "रहने दीजिए" refuse them; a hold on a
named order's goods is no cancel and is refused (lang/held_off.py, the "hold off" words of lang/cues.py; holdout88
en-j9014 had dropped the rice, silently)."""
from tests.reader_intents import intents, refused


def test_goods_held_off_are_refused():
    assert intents("> Rice ₹39, sugar ₹43 per kg\n\nHold off on the rice for now. Send 10 kg sugar today.") == [
        ("reject", "rice-1kg", None, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]
    assert intents("Please hold off on the atta, we still have stock. Send 20 kg sugar.") == [
        ("reject", "atta-5kg", None, None, None, None), ("order", "sugar-1kg", 20, None, None, None)]
    assert intents("We'll hold off on the ghee this month.") == [("reject", "ghee-1l", None, None, None, None)]
    assert intents("Sugar ₹42 is fine, send 20 kg. Hold off on the jaggery at ₹55.") == [
        ("accept", "sugar-1kg", None, 4200, None, None), ("order", "sugar-1kg", 20, None, None, None),
        ("reject", "jaggery-1kg", None, 5500, None, None)]


def test_the_hindi_and_hinglish_still_read_so():
    assert intents("> चावल ₹39, चीनी ₹43 प्रति किलो\n\nचावल अभी रहने दीजिए। चीनी 10 किलो आज भेज दीजिए।") == [
        ("reject", "rice-1kg", None, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]
    assert intents("> Chawal ₹39, cheeni ₹43 per kg\n\nChawal abhi rehne do. Cheeni 10 kilo aaj bhej do.") == [
        ("reject", "rice-1kg", None, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]


def test_a_hold_on_an_order_is_refused_not_cancelled():
    assert refused("Hold off on the rice from O9.") == "ambiguous_intent.hold"
    assert refused("O9: hold off on the sugar.") == "ambiguous_intent.hold"
    assert refused("Hold off on O9.") == "ambiguous_intent.hold"
    assert intents("Skip the rice for now. Send 10 kg sugar today.") == [
        ("reject", "rice-1kg", None, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]


def test_a_hold_put_off_for_later_is_refused():
    assert refused("Hold off on the rice for now, I'll confirm later.") == "ambiguous_intent.hold"
    assert refused("Hold off on the atta, will let you know later.") == "ambiguous_intent.hold"
