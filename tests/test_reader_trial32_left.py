"""Kinds a new user found misread through a fake model server in session 32 and still on main, read by fixer AL in
session 33 (issue 10: a misreading is the benchmark's defect, a refusal the model's failure), each in the three
languages with near sentences that must read as before and probes of our own writing:

- a "don't send" / "cancel" belongs to its own goods: a rate asked of other goods in the same sentence stays asked
  (``lang.clause_checks``: ``_asked_apart``);

Rows: (kind, sku, quantity in selling units, unit price in paise, order id, bill id); a string is a refusal's key.
"""
import pytest

from tests.reader_intents import intents, refused


def _o(sku, q, price=None, oid=None):
    return ("order", sku, q, price, oid, None)


def _q(sku):
    return ("ask_quote", sku, None, None, None, None)


def _c(sku, q=None, oid=None):
    return ("cancel", sku, q, None, oid, None)


def _rej(sku, price=None):
    return ("reject", sku, None, price, None, None)


ASKED_APART = [
    # the trial's
    ("Please quote moong dal, and don't send toor dal.", [_q("moong-dal-1kg"), _c("toor-dal-1kg")]),
    ("Don't send toor dal, and please quote moong dal.", [_c("toor-dal-1kg"), _q("moong-dal-1kg")]),
    # probes of our own
    ("Send the rate for sugar, but don't send salt.", [_q("sugar-1kg"), _c("salt-1kg")]),
    ("Please quote rice; don't send the atta.", [_q("rice-1kg"), _c("atta-5kg")]),
    ("Quote moong dal please and do not send toor dal.", [_q("moong-dal-1kg"), _c("toor-dal-1kg")]),
    ("Please quote rice and cancel O5.", [_q("rice-1kg"), _c(None, oid="O5")]),
    ("Cancel O5 and quote sugar.", [_c(None, oid="O5"), _q("sugar-1kg")]),
    ("Cancel the rice from O5, and send the rate for sugar.", [_c("rice-1kg", oid="O5"), _q("sugar-1kg")]),
    ("मूंग दाल का भाव बताइए, और अरहर दाल मत भेजिए।", [_q("moong-dal-1kg"), _c("toor-dal-1kg")]),
    ("अरहर दाल मत भेजिए, और मूंग दाल का भाव बताइए।", [_c("toor-dal-1kg"), _q("moong-dal-1kg")]),
    ("चीनी का रेट भेजिए, पर नमक मत भेजिए।", [_q("sugar-1kg"), _c("salt-1kg")]),
    ("O5 रद्द कीजिए और चीनी का भाव बताइए।", [_c(None, oid="O5"), _q("sugar-1kg")]),
    ("moong dal ka rate batao, aur toor dal mat bhejo.", [_q("moong-dal-1kg"), _c("toor-dal-1kg")]),
    ("toor dal mat bhejo, aur moong dal ka rate batao.", [_c("toor-dal-1kg"), _q("moong-dal-1kg")]),
    ("cheeni ka rate bhejo, par namak mat bhejna.", [_q("sugar-1kg"), _c("salt-1kg")]),
    ("O5 cancel karo aur cheeni ka rate batao.", [_c(None, oid="O5"), _q("sugar-1kg")]),
    # near sentences: as before
    ("Don't send toor dal.", [_c("toor-dal-1kg")]),
    ("Please quote moong dal.", [_q("moong-dal-1kg")]),
    ("Don't send sugar. Please quote jaggery.", [_c("sugar-1kg"), _q("jaggery-1kg")]),
    ("Cancel the rice, the rate is too high.", [_c("rice-1kg")]),
    ("Don't send toor dal, send 10 kg moong dal.", [_o("moong-dal-1kg", 10)]),
]


@pytest.mark.parametrize("text, gold", ASKED_APART)
def test_rate_asked_apart_from_a_cancel(text, gold):
    assert intents(text, email=True) == gold
