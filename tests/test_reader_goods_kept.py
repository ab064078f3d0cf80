"""lang.goods_kept: goods said to stay as they are beside a change ("Curd and butter stay unchanged.", "दही और मक्खन में
कोई बदलाव नहीं।", "Cheeni aur toor dal waise hi rahenge.") are asked nothing, in the three languages — they had been
taken into the message's order (how many packets of curd?). And "saare 15 packet" is "all 15 packets" (not 15½: the
"saade" spelling "saare" is gone from lang.number_words)."""
from __future__ import annotations

import pytest

from lang.numbers import numbers_in_tokens
from lang.language import normalize, tokenize

from reader_intents import intents

O16 = [("cancel", "milk-500ml", 20, None, "O16", None), ("cancel", "bread-400g", 15, None, "O16", None),
       ("order", "paneer-200g", 10, None, "O16", None)]


@pytest.mark.parametrize("text", [
    "A few changes to O16:\n1. Milk: reduce from 30 litres to 20 litres.\n2. Bread: please drop it completely (all 15 "
    "packets).\n3. Instead of the bread, please send 10 packets of paneer.\n\nCurd and butter stay unchanged.",
    "O16 में कुछ बदलाव:\n1. दूध: 30 लीटर से घटाकर 20 लीटर कर दें।\n2. ब्रेड: पूरी हटा दें (सभी 15 पैकेट)।\n3. ब्रेड "
    "की जगह पनीर के 10 पैकेट भेज दें।\n\nदही और मक्खन में कोई बदलाव नहीं।",
    "O16 mein kuch badlav:\n1. Doodh: 30 litre se ghata ke 20 litre kar dijiye.\n2. Bread: poori hata dijiye (saare 15 "
    "packet).\n3. Bread ki jagah paneer ke 10 packet bhej dijiye.\n\nDahi aur makhan mein koi badlav nahi.",
])
def test_goods_kept_beside_a_change_are_not_asked(text):
    assert intents(text, email=True) == O16


@pytest.mark.parametrize("text", [
    "Please add 10 packets of paneer to O16. Curd and butter remain the same.",  # probe
    "O16 mein paneer ke 10 packet jod dijiye. Dahi aur makhan same rahenge.",  # probe
    "O16 में पनीर के 10 पैकेट जोड़ दीजिए। दही और मक्खन वैसे ही रहेंगे।",  # probe
])
def test_kept_goods_probes(text):
    assert intents(text, email=True) == [("order", "paneer-200g", 10, None, "O16", None)]


def test_near_sentences_read_as_before():
    # a figure of its own: the sentence still says something about its goods
    assert intents("Send 10 packets of paneer. Sugar stays 20 kg.", email=True) == [
        ("order", "paneer-200g", 10, None, None, None), ("order", "sugar-1kg", 20, None, None, None)]
    assert intents("Send 10 packets of paneer and 5 packets of curd.", email=True) == [
        ("order", "paneer-200g", 10, None, None, None), ("order", "curd-400g", 5, None, None, None)]


def test_saade_still_a_half():
    assert [str(n.value) for n in numbers_in_tokens(tokenize(normalize("saade teen kilo")))] == ["3.5"]
