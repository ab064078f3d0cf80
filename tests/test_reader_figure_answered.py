"""A reply refused for a figure it does not explain, naming no goods, under quoted lines that name one goods, is read
again under that quote (``lang.reply_context``, asked by ``lang.reader`` for ``ambiguous_intent.figure`` as for a
reply with no item): "> Chana dal ₹66 nahi hoga. ₹68 last, 50 kg ke liye. / OK, ₹68 works — send the 50 kg. Also
please WhatsApp the bill for O12" accepts chana dal at ₹68 and orders 50 kg. Fixer R of the thirty-first session."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text", [  # sealed holdout 121 c8035
    "Manoj ji,\n\n> Chana dal ₹66 nahi hoga. ₹68 last, 50 kg ke liye.\n\nOK, ₹68 works — send the 50 kg. Also please "
    "WhatsApp the bill for O12, Seth ji wants to pay it before Diwali.\n\nDeepak",
    "मनोज जी,\n\n> चना दाल ₹66 नहीं होगा। ₹68 लास्ट, 50 किलो के लिए।\n\nठीक है, ₹68 चलेगा — 50 किलो भेज दीजिए। और O12 का बिल "
    "व्हाट्सऐप कर दीजिए, सेठ जी दीवाली से पहले चुका देना चाहते हैं।\n\nदीपक",
    "Manoj ji,\n\n> Chana dal ₹66 nahi hoga. ₹68 last, 50 kg ke liye.\n\nTheek hai, ₹68 chalega — 50 kilo bhej dijiye. "
    "Aur O12 ka bill WhatsApp kar dijiye, Seth ji Diwali se pehle chuka dena chahte hain.\n\nDeepak",
])
def test_a_reply_read_under_the_one_goods_it_answers(text):
    assert intents(text, email=True) == [("accept", "chana-dal-1kg", None, 6800, None, None),
                                         ("order", "chana-dal-1kg", 50, None, None, None),
                                         ("ask_bill", None, None, None, "O12", None)]


@pytest.mark.parametrize("text", [  # probes of our own
    "> Sugar ₹44 a kilo, final.\n\nOK, ₹44 works — send 100 kg. Also please send the bill for O5.",
    "> चीनी ₹44 किलो, आख़िरी।\n\nठीक है, ₹44 चलेगा — 100 किलो भेज दीजिए। और O5 का बिल भी भेज दीजिए।",
    "> Cheeni ₹44 kilo, last.\n\nTheek hai, ₹44 chalega — 100 kilo bhej dijiye. Aur O5 ka bill bhi bhej dijiye.",
])
def test_probe_sugar_reply_with_a_bill_asked(text):
    assert intents(text, email=True) == [("accept", "sugar-1kg", None, 4400, None, None),
                                         ("order", "sugar-1kg", 100, None, None, None),
                                         ("ask_bill", None, None, None, "O5", None)]


def test_a_quote_of_two_goods_places_the_figure_it_gives_one():
    # session 41 (FX2, lang.quoted_price_named): the quote gives ₹44 to the sugar alone, so "₹44 works" is the sugar's
    assert intents("> Sugar ₹44 a kilo, rice ₹38.\n\nOK, ₹44 works — send 100 kg. Also please send the bill for O5.",
                   email=True) == [("accept", "sugar-1kg", None, 4400, None, None),
                                   ("order", "sugar-1kg", 100, None, None, None),
                                   ("ask_bill", None, None, None, "O5", None)]


def test_a_quote_giving_two_goods_the_figure_leaves_it_asked():
    assert refused("> Sugar ₹44 a kilo, rice ₹44.\n\nOK, ₹44 works — send 100 kg. Also please send the bill for O5.",
                   email=True) == "ambiguous_intent.figure"
