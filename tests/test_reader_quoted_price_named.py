"""A price agreed in a sentence naming no goods, the very figure the quoted message gives one goods, agrees to those
goods' price (lang.quoted_price_named; issue 10, session 41 helper FX2); a price the quote gives several goods, or
does not write, keeps its refusal."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from reader_intents import intents, refused
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text):
    r = read_message(text, CAT, email=True)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id) for i in r.intents]


_REFINED = [("accept", "refined-oil-1l", None, 11800, None), ("order", "refined-oil-1l", 15, None, None),
            ("cancel", "mustard-oil-1l", 12, None, "O52")]
_BREAD = [("accept", "bread-400g", None, 3700, None), ("order", "bread-400g", 40, None, None),
          ("order", "eggs-1pc", 60, None, None)]


@pytest.mark.parametrize("text, want", [
    ("> Can do refined oil at ₹118/L, 15 L minimum.\n\n₹118 is ok. Send 15 litres. Also the mustard oil in O52 — "
     "reduce from 24 L to 12 L please.", _REFINED),
    ("> रिफाइंड तेल ₹118/लीटर दे सकते हैं, कम से कम 15 लीटर।\n\n₹118 ठीक है। 15 लीटर भेज दीजिए। और O52 में सरसों तेल "
     "24 लीटर से 12 लीटर कर दीजिए।", _REFINED),
    ("> Refined tel ₹118/L de sakte hain, kam se kam 15 litre.\n\n₹118 theek hai. 15 litre bhej dijiye. Aur O52 mein "
     "sarson tel 24 L se 12 L kar dijiye.", _REFINED),
    ("> bread 37 is best we can do\n\nok 37 ok. send 40 bread tomorow and 2 tray egg also", _BREAD),
    ("> ब्रेड 37 से कम नहीं होगा\n\nठीक है 37 ठीक। कल 40 ब्रेड भेजो और 2 ट्रे अंडे भी", _BREAD),
    ("> bread 37 se kam nahi hoga\n\ntheek hai 37 ok. kal 40 bread bhejo aur 2 tray ande bhi", _BREAD),
])
def test_the_quoted_goods_price_is_agreed(text, want):
    assert _rows(text) == want


@pytest.mark.parametrize("text", [
    # the quote gives the figure to two goods: which is agreed?
    "> Refined oil ₹118/L, mustard oil ₹118/L.\n\n₹118 is ok. Send 15 litres. Also the ghee in O52 — reduce from "
    "24 L to 12 L please.",
    # the quote does not write the figure
    "> Can do refined oil at ₹120/L, 15 L minimum.\n\n₹118 is ok. Send 15 litres. Also the mustard oil in O52 — "
    "reduce from 24 L to 12 L please.",
])
def test_a_price_the_quote_does_not_place_keeps_its_refusal(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable


@pytest.mark.parametrize("text, read", [
    ("> Sugar ₹44/kg from Monday, stock is short.\n\n44 is too much. We are not taking sugar this week.",
     [("reject", "sugar-1kg", None, 4400, None, None)]),
    ("> सोमवार से चीनी ₹44/किलो, माल कम है।\n\n44 बहुत ज़्यादा है। इस हफ़्ते चीनी नहीं लेंगे।",
     [("reject", "sugar-1kg", None, 4400, None, None)]),
    ("> Monday se cheeni ₹44/kg, maal kam hai.\n\n44 bahut zyada hai. Is hafte cheeni nahi lenge.",
     [("reject", "sugar-1kg", None, 4400, None, None)]),
])
def test_the_quoted_rate_refused_by_its_bare_figure(text, read):
    """Session 53 (helper FIGURE; holdout183 q3020 had been refused "what is 138 for?"): the bare figure is the
    rate the quote gives the goods the reply refuses."""
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text", [
    "> Sugar ₹44/kg, rice ₹38/kg\n\n44 is too much. Not taking rice this week.",  # the goods refused are not the 44's
    "> Sugar ₹44/kg\n\n40 is too much. Not taking sugar this week.",  # a figure the quote does not write
    "> चीनी ₹44/किलो, चावल ₹38/किलो\n\n44 बहुत ज़्यादा है। इस हफ़्ते चावल नहीं लेंगे।",
])
def test_a_bare_figure_not_the_refused_goods_quoted_rate_is_still_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"
