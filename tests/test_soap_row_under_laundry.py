"""A list row saying only "sabun" under words about the laundry bar ("kapde ka sabun") names no goods for sure.

"sabun"/"साबुन" is the bath soap's own name in the catalogue (market/data/catalogue.csv) and the last word of the
laundry bar's ("kapde ka sabun", "कपड़े का साबुन"). ``lang.unit_names.named_apart`` read a row starting with the bare
name as the bath soap whenever it stood beside another row's goods — also when the laundry bar was named only in the
words above the list ("Kapde ka sabun ₹11 manzoor.\\n- sabun 30\\n- chawal 10 kg": 30 bath soaps, silently, where the
model may have meant 30 of the bar it had just agreed; session 50's note, session 51). It is now asked which soap
(``ambiguous_item.which``, naming both in the supplier's language) unless the laundry bar is a row of the list too,
where each row names its goods by their own name."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from lang.refusals import reader_reason


def _read(text: str):
    r = read_message(text, email=True)
    return r, [(i.kind, i.sku, i.quantity) for i in r.intents]


@pytest.mark.parametrize("text, language, names", [
    ("Kapde ka sabun ₹11 manzoor.\n- sabun 30\n- chawal 10 kg", "hinglish", ("kapde ka sabun", "sabun")),
    ("कपड़े का साबुन ₹11 मंज़ूर।\n- साबुन 30\n- चावल 10 किलो", "hi", ("कपड़े का साबुन", "साबुन")),
    ("Kapde ka sabun ₹11 manzoor.\n- sabun 30", "hinglish", ("kapde ka sabun", "sabun")),
])
def test_a_bare_soap_row_under_the_laundry_bar_is_asked_which(text, language, names):
    r, intents = _read(text)
    assert (r.readable, r.reason_key, intents) == (False, "ambiguous_item.which", [])
    said = reader_reason(r.reason_key, r.reason_args, language)
    assert all(n in said for n in names), said


@pytest.mark.parametrize("text, want", [
    ("Please bhejiye:\n- kapde ka sabun 6 sabun\n- sabun 12 sabun",  # both soaps rows: each its own name
     [("order", "laundry-bar-1pc", 6), ("order", "bath-soap-75g", 12)]),
    ("आपका भाव मंज़ूर है: कपड़े का साबुन ₹11 पर।\n\nकृपया यह सामान भेज दीजिए:\n\n| सामान | मात्रा |\n|---|---|\n"
     "| कपड़े का साबुन | 45 साबुन |\n| साबुन | 30 साबुन |",
     [("accept", "laundry-bar-1pc", None), ("order", "laundry-bar-1pc", 45), ("order", "bath-soap-75g", 30)]),
    ("Sabun ₹30, kapde ka sabun ₹11 manzoor.\n- sabun 30\n- chawal 10 kg",  # the bath soap named first, by itself
     [("accept", "bath-soap-75g", None), ("accept", "laundry-bar-1pc", None), ("order", "bath-soap-75g", 30),
      ("order", "rice-1kg", 10)]),
])
def test_a_soap_row_beside_the_laundry_bars_own_row_is_the_bath_soap(text, want):
    r, intents = _read(text)
    assert r.readable and intents == want
