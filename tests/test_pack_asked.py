"""lang.pack_asked: the pack a rate question asks about, named in a sentence of its own, is no figure left unexplained
(fixer R, s28); the rate question is read, in all three languages. A size beside an order, or a count the question
took, is still asked about."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "What is your rate for Colgate these days? Matlab for the hundred-gram tube.",
    "कोलगेट के डिब्बे का रेट क्या है? 36 पीस वाला।",
    "Colgate ke dabbe ka rate kya hai? 36 piece wala.",
])
def test_the_pack_of_a_rate_question(text):
    assert _read(text) == (True, "", [("ask_quote", "toothpaste-100g", None, None)])


@pytest.mark.parametrize("text", [
    "The Everest haldi and the lal mirch powder, what rate is going these days? Matlab for the hundred-gram packets.",
    "एवरेस्ट हल्दी और लाल मिर्च पाउडर, आजकल क्या रेट चल रहा है? मतलब सौ ग्राम वाले पैकेट का।",
    "Everest haldi aur lal mirch powder, aajkal kya rate chal raha hai? Matlab sau gram wale packet ka.",
])
def test_the_pack_of_two_goods_asked(text):
    assert _read(text) == (True, "", [("ask_quote", "turmeric-100g", None, None),
                                      ("ask_quote", "chilli-powder-100g", None, None)])


def test_a_size_beside_an_order_is_not_excused_here():
    """Beside an order the rate question is not all the message asks: "36 piece wala" may be the count wanted."""
    ok, reason, _ = _read("Colgate ka rate kya hai? Aur 10 kilo cheeni bhejo. 36 piece wala.")
    assert not ok and "36" in reason


def test_a_count_a_question_took_still_stands_out():
    """A count read into the question (a quantity on the rate question) leaves the size asked about."""
    from lang.pack_asked import packs_asked

    class _R:
        figs, cues, mentions, used_pos, clause_of = [], [], [], set(), []

    class _I:
        kind, sku, quantity, unit_price_paise, total_paise = "ask_quote", "toothpaste-100g", 36, None, None

    assert packs_asked(_R(), [_I()]) == set()
