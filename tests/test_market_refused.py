"""``lang.market_refused``: the market's price told as the reason a quote is refused is no price of the refusal, in
every language (tests/corpus_chat/README.md: a competitor's price is never labelled); a price of our own beside the
market's stays an offer."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()

READ = [("reject", "mustard-oil-1l", None), ("ask_quote", "turmeric-100g", 50)]


def _rules(text):
    r = read_message(text, CAT, email=True, second_opinion=False)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "> Supplier: Mustard oil ₹160/litre, 15 litre minimum.\n\nWe can't take oil this costly, the market is running at "
    "₹148. Leave the oil this time. Send the rate for 5 kg turmeric powder.",
    "> Supplier: Sarson tel ₹160/litre, 15 litre minimum.\n\nBhai sahab,\n\nItna mehenga tel nahi le sakte, market mein "
    "₹148 chal raha hai. Is baar tel rehne do. Haan, 5 kilo haldi powder ka rate bhejo.\n\nDhanyavaad,\nSunil, Sunil "
    "Kirana\nGST: 07ABCDE1234F1Z5",
    "> सप्लायर: सरसों तेल ₹160/लीटर, 15 लीटर कम से कम।\n\nइतना महँगा तेल नहीं ले सकते, बाज़ार में ₹148 चल रहा है। इस बार "
    "तेल रहने दो। हाँ, 5 किलो हल्दी पाउडर का रेट भेजो।",
])
def test_the_market_price_is_no_price_of_the_refusal(text):
    readable, intents = _rules(text)
    assert readable and [(k, s, q) for k, s, q, _ in intents] == READ and all(p is None for *_, p in intents)


def test_the_english_reads_with_the_second_opinion_too():
    r = read_message("> Supplier: Mustard oil ₹160/litre, 15 litre minimum.\n\nWe can't take oil this costly, the "
                     "market is running at ₹148. Leave the oil this time. Send the rate for 5 kg turmeric powder.",
                     CAT, email=True)
    assert r.readable and [(i.kind, i.unit_price_paise) for i in r.intents] == [("reject", None), ("ask_quote", None)]


def test_a_price_of_our_own_beside_the_market_stays_offered():
    assert _rules("> Mustard oil ₹160/litre.\n\nMarket is at ₹148, give it at ₹150.") == (
        True, [("offer", "mustard-oil-1l", None, 15000)])
