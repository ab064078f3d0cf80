"""The price an acceptance or a refusal carries when only the quoted mail names it (``lang.quoted_accept``): an
acceptance the quote's one price for its goods, a refusal only a price of its own (27th session's convention)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str) -> list[tuple]:
    r = read_message(text, CAT, email=True)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "> Milk 500 ml ₹25, curd 400 g ₹34\n\nMilk is fine, send 40 packets. No curd for now.",
    "> Milk 500 ml ₹25, curd 400 g ₹34\n\nदूध चलेगा, 40 पैकेट भेजो। दही अभी नहीं।",
    "> Milk 500 ml ₹25, curd 400 g ₹34\n\nDoodh chalega, 40 packet bhejo. Dahi abhi nahi.",
])
def test_an_acceptance_carries_the_quoted_price_and_a_refusal_none(text):
    assert _read(text) == [("accept", "milk-500ml", None, 2500), ("order", "milk-500ml", 40, None),
                           ("reject", "curd-400g", None, None)]


@pytest.mark.parametrize("reply", ["Eggs fine, 5 trays.", "ठीक है, 5 ट्रे।", "Theek hai, 5 tray."])
def test_the_quoted_price_is_carried_per_selling_unit(reply):
    assert _read(f"> Eggs ₹178 per tray\n\n{reply}") == [("accept", "eggs-1pc", None, 593), ("order", "eggs-1pc", 150, None)]


@pytest.mark.parametrize("text, paise", [
    ("> Poha ₹34 per 500 g, Suji ₹26 per 500 g\n\nPoha ok, send 10 packets.", 3400),
    ("> पनीर ₹380 किलो\n\nपनीर ठीक है, 10 पैकेट भेजो।", 7600),
    ("> Paneer ₹76 per 200 g\n\nPaneer theek hai, 10 packet bhejo.", 7600),
])
def test_a_price_per_pack_size_is_carried_per_pack(text, paise):
    (accept, order) = _read(text)
    assert accept[0] == "accept" and accept[3] == paise and order[:3] == ("order", accept[1], 10)


@pytest.mark.parametrize("reply", ["No to both, too high this week.", "दोनों नहीं, इस हफ़्ते बहुत महँगा है।",
                                   "Dono nahi, is hafte bahut mehenga hai."])
def test_a_refusal_under_the_quote_carries_no_quoted_price(reply):  # read again with the quote before it
    assert _read(f"> Mustard oil ₹132/litre, refined oil ₹114/litre\n\n{reply}") == [
        ("reject", "mustard-oil-1l", None, None), ("reject", "refined-oil-1l", None, None)]


@pytest.mark.parametrize("reply", ["Tea ok, biscuits no.", "चाय ठीक है, बिस्किट नहीं।", "Chai patti theek hai, biscuit nahi."])
def test_a_reply_naming_no_price_under_a_table_accepts_at_it_and_refuses_without_it(reply):
    text = f"> | Item | Rate |\n> |---|---|\n> | Tea 250 g | ₹116 |\n> | Parle-G 65 g | ₹4.20 |\n\n{reply}"
    assert _read(text) == [("accept", "tea-250g", None, 11600), ("reject", "biscuits-65g", None, None)]


def test_a_refusal_keeps_the_price_its_own_words_name():
    text = ("> Detergent 1 kg: ₹82. Laundry bar: ₹10 each. Bath soap: ₹12.50.\n\n"
            "Soap ok, send 144 bars. Detergent at ₹82 is too much for us, we'll skip it.")
    assert _read(text) == [("accept", "bath-soap-75g", None, 1250), ("order", "bath-soap-75g", 144, None),
                           ("reject", "detergent-1kg", None, 8200)]


@pytest.mark.parametrize("text", [
    "> Toor dal ₹138/kg, ₹135 for 50 kg or more\n\nok for toor, send 15 kg",  # two prices for the goods
    "> Toor dal ₹138/kg, 50 kilo se upar ₹135\n\nToor ka rate theek hai, 15 kilo bhejo",
    "> तूर दाल ₹138/किलो, 50 किलो से ऊपर ₹135\n\nतूर का भाव ठीक है, 15 किलो भेजो।",
    "Chalo done, 10 kilo bhej do\n\n> Verma ji ne likha:\n> Paneer ₹380 kilo se kam nahi hoga.\n> > Humne likha:\n"
    "> > ₹350 kilo chalega?",  # a rate the quote gives no goods for: maybe the paneer's other price
])
def test_no_price_is_carried_when_the_quote_gives_the_goods_more_than_one(text):
    accepts = [i for i in _read(text) if i[0] == "accept"]
    assert accepts and all(i[3] is None for i in accepts)


def test_a_past_price_beside_the_quoted_one_is_no_second_price():
    assert _read("> Toor dal ₹138/kg (it was ₹142 last week)\n\nok for toor, send 15 kg") == [
        ("accept", "toor-dal-1kg", None, 13800), ("order", "toor-dal-1kg", 15, None)]


@pytest.mark.parametrize("text", [
    "> Option A: 50 kg rice at ₹39/kg\n> Option B: 100 kg rice at ₹37/kg\n\nYes to option B.",
    "> Rates: rice ₹38/kg, atta ₹210/bag, sugar ₹41/kg\n\nOK, we accept this one.",
])
def test_a_reply_the_quote_leaves_open_is_still_refused(text):
    assert not read_message(text, CAT, email=True).readable
