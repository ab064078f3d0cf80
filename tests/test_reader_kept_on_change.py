"""Goods said to stay beside a change to an order, in Hindi and Hinglish (``lang.kept_on_change``, session 37 fixer
CS): "प्याज़ रहने दो", "gur same", "गुड़ वही", "सूजी 40 पैकेट ही रहेगी" after a cut or a count changed keep the goods —
no refusal, no second cut, no new order; with near sentences that read as before."""
from __future__ import annotations

import pytest

from reader_intents import reading as _read


# --- "rehne do" after a cut keeps the goods (no refusal of them) ----------------------------------------------------

@pytest.mark.parametrize("text", [
    "O18 का टमाटर रद्द। प्याज़ रहने दो।",
    "O18 ka tamatar cancel. Pyaz rehne do.",
    "O18 tomato cancel. onion keep.",
    "O18 ka tamatar cancel, pyaz rehne dijiye",  # probe: one sentence, "dijiye"
])
def test_goods_let_be_after_a_cut_are_kept(text):
    assert _read(text) == [("cancel", "tomato-1kg", None, None, "O18", None)]


def test_several_goods_let_be_after_a_counted_cut():
    for text in ("बाढ़, रास्ता बंद। O2 का 40 पैकेट दूध कैंसल। दही पनीर रहने दो",
                 "O2 ka 40 packet doodh cancel. Dahi aur paneer rehne do.",  # probe
                 "flood, road band. O2 ka 40 packet milk cancel. dahi paneer rakho"):
        assert _read(text) == [("cancel", "milk-500ml", 40, None, "O2", None)]


def test_probe_let_be_after_a_cut_of_no_named_order():
    assert _read("Kal wala tamatar cancel karo. Pyaz rehne do.") == [("cancel", "tomato-1kg", None, None, None, None)]


def test_let_be_before_the_cut_still_refuses_the_goods():
    text = "Masoor ₹78 theek hai, 25 kilo bhejo. Moong rehne do. O210 se chana dal hata do."
    assert ("reject", "moong-dal-1kg", None, None, None, None) in _read(text)


def test_let_be_alone_still_refuses():
    assert _read("Pyaz rehne do.") == [("reject", "onion-1kg", None, None, None, None)]


def test_let_be_with_a_count_is_not_taken_as_kept():
    assert _read("O18 ka tamatar cancel. Pyaz 20 kilo rehne do.") != [("cancel", "tomato-1kg", None, None, "O18", None)]


# --- "same" / "वही" after a count changed keeps the goods (no second cut) --------------------------------------------

@pytest.mark.parametrize("text", [
    "rain again, crowd less. O13 besan 20 se 10 pkt karo, gur same",
    "फिर बारिश, भीड़ कम। O13 में बेसन 20 से 10 पैकेट करो, गुड़ वही",
    "phir baarish, bheed kam. O13 besan 20 se 10 pkt karo, gur same",
    "O13 mein besan 20 se 10 packet kar do, gur wahi",  # probe
])
def test_goods_the_same_after_a_count_changed_are_kept(text):
    assert _read(text) == [("cancel", "besan-500g", 10, None, "O13", None)]


# --- "hi rahegi" with its count after a swap on an order: nothing ordered -------------------------------------------

@pytest.mark.parametrize("text", [
    "O9 में छोटा बदलाव: बेसन 30 पैकेट की जगह 20 कर दीजिए, और उसके बदले 10 किलो चना दाल भेजिए। सूजी 40 पैकेट ही रहेगी।",
    "O9 mein chhota badlaav: besan 30 packet ki jagah 20 kar dijiye, aur uske badle 10 kilo chana dal bhejiye. Suji 40 "
    "packet hi rahegi.",
    "A small change to O9: please reduce the besan from 30 packets to 20, and send 10 kg chana dal instead. The suji "
    "stays at 40 packets.",
])
def test_goods_staying_at_their_count_after_a_swap_are_not_ordered(text):
    assert _read(text) == [("cancel", "besan-500g", 10, None, "O9", None),
                           ("order", "chana-dal-1kg", 10, None, "O9", None)]


def test_probe_feminine_stay_after_a_count_changed():
    assert _read("O9 mein besan 10 packet kam karo. Chai patti 5 packet hi rahegi.") == [
        ("cancel", "besan-500g", 10, None, "O9", None)]

