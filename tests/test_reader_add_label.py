"""Goods added by "Add:" opening a list line, and the Hindi "जोड़ें" / "jodein" (add), order those goods into the order
the message changes (lang.verb_chunks.goods_then_count skips the label's colon, lang.cues and
lang.order_changed.ADD_WORDS know "जोड़ें"; issue 10, session 41 helper FX2: "- Add: Everest haldi 100 g × 20" under
"**Changes to O7**" had left the 20 unexplained, "what is 20 for?")."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()

_O7 = [("cancel", "toor-dal-1kg", 10, "O7"), ("cancel", "almonds-100g", None, "O7"), ("order", "turmeric-100g", 20, "O7")]


def _rows(text):
    r = read_message(text, CAT, email=True)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents]


@pytest.mark.parametrize("text, want", [
    ("**Changes to O7**\n\n- Toor dal: ~~20 kg~~ → **10 kg**\n- Almonds: remove completely\n- Add: Everest haldi 100 g "
     "× 20\n\nEverything else in O7 stays the same.", _O7),
    ("**O7 में बदलाव**\n\n- अरहर दाल: ~~20 किलो~~ → **10 किलो**\n- बादाम: पूरा हटा दें\n- जोड़ें: एवरेस्ट हल्दी 100 ग्राम "
     "× 20\n\nO7 में बाकी सब वैसा ही रहेगा।", _O7),
    ("**O7 mein badlav**\n\n- Arhar dal: ~~20 kg~~ → **10 kg**\n- Badam: poora hata dein\n- Jodein: Everest haldi 100 g "
     "× 20\n\nO7 mein baaki sab waisa hi rahega.", _O7),
    ("Add: rice 20 kg", [("order", "rice-1kg", 20, None)]),
    ("O9 - add: eggs 2 trays", [("order", "eggs-1pc", 60, "O9")]),
    ("O7 में एवरेस्ट हल्दी के 20 पैकेट जोड़ें।", [("order", "turmeric-100g", 20, "O7")]),
    ("O7 mein Everest haldi ke 20 packet jodein.", [("order", "turmeric-100g", 20, "O7")]),
])
def test_goods_added_on_a_labelled_line_are_ordered(text, want):
    assert _rows(text) == want


@pytest.mark.parametrize("text", ["Add: it to our khata", "Add: ₹500 to our khata"])
def test_add_with_no_goods_orders_nothing(text):
    assert not read_message(text, CAT, email=True).readable
