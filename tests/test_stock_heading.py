"""``lang.stock_heading``: goods listed under a heading of the shop's stock are the stock told, and "Sugar is fine for
now" of such goods agrees to nothing, in every language; stock lines beside goods counted with no word asking them
leave the message as it was (refused)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue
from reader_intents import DOUBTED

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "**Stock left**\n- Atta: 3 packets\n- Sugar: 8 kg\n\n**Order**\n- Sugar: 50 kg @ ₹42/kg",
    "**Bacha stock**\n- Atta: 3 packet\n- Cheeni: 8 kg\n\n**Order**\n- Cheeni: 50 kg @ ₹42/kg",
    "**बचा स्टॉक**\n- आटा: 3 पैकेट\n- चीनी: 8 किलो\n\n**ऑर्डर**\n- चीनी: 50 किलो @ ₹42/किलो",
])
def test_the_stock_listed_is_not_asked(text):
    assert _read(text) == (True, [("order", "sugar-1kg", 50, 4200)])


@pytest.mark.parametrize("text", [
    "| Item | Left |\n|---|---|\n| Atta | 2 bags |\n| Sugar | 12 kg |\n\nPlease send: 10 bags atta. Sugar is fine for now.",
    "| Saamaan | Bacha |\n|---|---|\n| Aata | 2 bag |\n| Cheeni | 12 kilo |\n\nPlease bhejiye: 10 bag aata. Cheeni abhi "
    "theek hai.",
    "| सामान | बचा |\n|---|---|\n| आटा | 2 बैग |\n| चीनी | 12 किलो |\n\nकृपया भेजें: 10 बैग आटा। चीनी अभी ठीक है।",
])
def test_stock_said_fine_agrees_to_nothing(text):
    if text in DOUBTED:  # the rules read it so; a retrained second opinion doubts it (reader_intents.DOUBTED)
        r = read_message(text, CAT, email=True, second_opinion=False)
        assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [("order", "atta-5kg", 10, None)]
        assert not read_message(text, CAT, email=True).readable
        return
    assert _read(text) == (True, [("order", "atta-5kg", 10, None)])


def test_goods_counted_by_no_word_leave_it_refused():
    text = ("Sales this week were good — about 60 kg rice and 40 kg sugar went out.\n\n| Item | Sold this week | Left |\n"
            "|---|---|---|\n| Rice | 60 kg | 15 kg |\n\nWe'll place the order on Monday.")
    assert _read(text) == (False, [])
