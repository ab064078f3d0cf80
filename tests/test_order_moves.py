"""Goods moved from one open order to another, or swapped for other goods in one named order (lang/order_moves.py;
fixer B of the twenty-ninth session). They had been refused ("what about O45?"). A sentence that is not a plain
move or swap — negated, asked, with more goods after it, or a count changed within one kind of goods — stays
refused."""
from __future__ import annotations

import pytest

from reader_intents import CAT, intents, refused
from lang.reader import read_message


@pytest.mark.parametrize("text", ["Move the 6 kg moong dal from O31 to O32.",
                                  "Take 6 kg moong dal out of O31 and put it in O32.",
                                  "6 किलो मूंग दाल O31 से हटाकर O32 में डाल दो।",
                                  "O31 से 6 किलो मूंग दाल निकालकर O32 में डाल दीजिए।",
                                  "6 kilo moong dal O31 se hata ke O32 mein daal do.",
                                  "O31 se 6 kilo moong dal nikaal ke O32 mein shift kar do 🙏"])
def test_goods_moved_between_orders_cut_one_and_add_to_the_other(text):
    assert intents(text, email=True) == [("cancel", "moong-dal-1kg", 6, None, "O31", None),
                                         ("order", "moong-dal-1kg", 6, None, "O32", None)]


@pytest.mark.parametrize("text", ["In O12, send 5 kg jaggery instead of the sugar.",
                                  "O12 में चीनी की जगह 5 किलो गुड़ भेज दीजिए।",
                                  "O12 mein cheeni ki jagah 5 kilo gud bhej dena."])
def test_goods_swapped_in_an_order_ride_with_it(text):
    assert intents(text, email=True) == [("cancel", "sugar-1kg", None, None, "O12", None),
                                         ("order", "jaggery-1kg", 5, None, "O12", None)]


@pytest.mark.parametrize("text", ["In O21, replace the 4 kg chana dal with the same quantity of moong dal.",
                                  "O21 में 4 किलो चना दाल की जगह उतनी ही मूंग दाल कर दीजिए।",
                                  "O21 mein 4 kilo chana dal ki jagah utni hi moong dal kar do."])
def test_the_same_quantity_takes_the_count_replaced(text):
    assert intents(text, email=True) == [("cancel", "chana-dal-1kg", 4, None, "O21", None),
                                         ("order", "moong-dal-1kg", 4, None, "O21", None)]


@pytest.mark.parametrize("text", ["Don't move the 10 kg chana dal from O44 to O45.",
                                  "Move the 10 kg chana dal from O44 to O45 and 5 kg sugar too.",
                                  "10 kilo chana daal O44 se hata ke O45 me daal do aur 5 kilo cheeni bhi.",
                                  "10 किलो चना दाल O44 से हटाकर O45 में मत डालो।",
                                  "10 kilo chana daal O44 se hata ke O45 me daal do kya?",
                                  "O9 में चीनी की जगह 10 किलो गुड़ भेज दीजिए और 5 किलो चावल भी।",
                                  "O9 में 5 किलो चीनी की जगह 10 किलो चीनी भेज दीजिए।"])
def test_a_move_not_said_plainly_stays_refused(text):
    refused(text, email=True)


@pytest.mark.parametrize("text", ["In O14 please send only 12 kg sugar, not 20.", "O14: sugar only 12 kg, not 20.",
                                  "O14 में चीनी सिर्फ़ 12 किलो भेजना, 20 नहीं।", "O14 mein cheeni sirf 12 kilo bhejna, 20 nahi.",
                                  "O14 mein cheeni 20 kilo ki jagah 12 kar do"])
def test_a_count_cut_to_a_smaller_one_cancels_the_difference(text):
    assert intents(text, email=True) == [("cancel", "sugar-1kg", 8, None, "O14", None)]


@pytest.mark.parametrize("text", ["O51 and O52 — remove the curd from both.", "O51 और O52 — दोनों में से दही हटा दो।",
                                  "O51 aur O52 — dono mein se dahi hata do."])
def test_goods_removed_from_both_orders_cut_each(text):
    assert intents(text, email=True) == [("cancel", "curd-400g", None, None, "O51", None),
                                         ("cancel", "curd-400g", None, None, "O52", None)]


@pytest.mark.parametrize("text", ["O61 कैंसिल कर दो, पर उसका 10 किलो चावल O62 के साथ भेज देना।",
                                  "O61 cancel kar do, par uska 10 kilo chawal O62 ke saath bhej dena.",
                                  "Cancel O61, but send its 10 kg rice along with O62."])
def test_an_order_cancelled_with_goods_sent_with_another(text):
    assert intents(text, email=True) == [("cancel", None, None, None, "O61", None),
                                         ("order", "rice-1kg", 10, None, "O62", None)]


@pytest.mark.parametrize("text", ["In O14 please send only 20 kg sugar, not 12.", "O14 में चीनी सिर्फ़ 12 किलो भेजना, 20 नहीं?",
                                  "O14 mein cheeni sirf 12 kilo bhejna, 20 nahi aur 5 kilo chawal bhi."])
def test_a_cut_not_said_plainly_is_not_read_as_one(text):
    r = read_message(text, CAT, email=True)
    assert not any(i.kind == "cancel" and i.quantity == 8 for i in r.intents), r.intents


@pytest.mark.parametrize("text", ["With reference to order O27, kindly note that we no longer require the 3 litres of "
                                  "ghee. The rest of the order stands.",
                                  "ऑर्डर O27 के संदर्भ में: उसमें से 3 लीटर घी की अब ज़रूरत नहीं है। बाकी ऑर्डर वैसा ही रहेगा।",
                                  "Order O27 ke baare mein: usme se 3 litre ghee ki ab zarurat nahi hai. Baaki order waisa "
                                  "hi rahega."])
def test_goods_no_longer_needed_are_cut_from_the_order(text):
    assert intents(text, email=True) == [("cancel", "ghee-1l", 3, None, "O27", None)]


def test_goods_not_needed_in_text_speak():
    assert intents("O27 - salt nt needed dnt snd. rest ok", email=True) == [("cancel", "salt-1kg", None, None, "O27", None)]


@pytest.mark.parametrize("text", ["### Add to O33\n- 4 kg paneer\n\n### New order\n- 10 kg sugar",
                                  "### O33 में जोड़ें\n- 4 किलो पनीर\n\n### नया ऑर्डर\n- 10 किलो चीनी",
                                  "### O33 mein add karo\n- 4 kilo paneer\n\n### Naya order\n- 10 kilo cheeni"])
def test_a_heading_adding_to_an_order_adds_its_list(text):
    assert intents(text, email=True) == [("order", "paneer-200g", 20, None, "O33", None),
                                         ("order", "sugar-1kg", 10, None, None, None)]


def test_a_heading_adding_goods_with_no_count_stays_refused():
    refused("### Add to O33\n- paneer\n\n### New order\n- 10 kg sugar", email=True)


@pytest.mark.parametrize("text", ["### Changes\n- **O91** – cancel\n- **O92** – onion: ~~30 kg~~ **24 kg**",
                                  "### Changes\n- **O91** – cancel\n- **O92** – pyaaz: ~~30 kilo~~ **24 kilo**"])
def test_a_count_struck_out_in_a_list_cuts_the_difference(text):
    assert intents(text, email=True) == [("cancel", None, None, None, "O91", None),
                                         ("cancel", "onion-1kg", 6, None, "O92", None)]


def test_a_count_struck_out_for_a_larger_one_is_no_cut():
    r = read_message("### Changes\n- **O91** – cancel\n- **O92** – onion: ~~24 kg~~ **30 kg**", CAT, email=True)
    assert not any(i.kind == "cancel" and i.sku for i in r.intents), r.intents
