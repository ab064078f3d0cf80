"""An offer that names a quantity, accepted, is a price only: the reply says no goods are ordered and how to order.

The new user's trial (session 33, A3): "Detergent ka rate ₹1,080 per case of 12 chalega? Agar haan toh 1 case
bhejo." and "Is ₹40 per kg OK for rice? If so, book 50 kg." are read as offers with a quantity; the desk answered
"Theek hai, surf ke ₹90 per packet manzoor." and nothing was ordered, so a model waits for goods that never come.

The kernel's design keeps an offer a price (docs/shop.md: "a condition that names a price is an offer ('If you can
do ₹3,300 total for 15 kg besan, we'll confirm')"; ``bargaining.offer`` answers a bid, and an order the same day
gets the agreed price, ``trade.price_for_order``): "Would ₹560/kg work for 10 kg?" reads the same way and orders
nothing. So the accept carries the quantity asked about (``qty``) and is worded from ``accept_unordered``: the
price agreed for that quantity, nothing ordered yet, order today to have it sent. No order is booked.
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.render import LANGUAGES, TemplateRenderer, phrases, view
from lang.replies import line_shapes, read_reply
from market.catalogue import load_catalogue
from roles.supplier_mail import answer_email
from scenarios import load_scenario

CAT = load_catalogue()
R = TemplateRenderer(CAT)
CASES = {  # supplier (its language), the offer, the decision's sku, price and quantity
    "en": ("S1", "Is ₹40.50 per kg OK for rice? If so, book 50 kg.", "rice-1kg", 4050, 50, "Send 50 kg rice."),
    "hinglish": ("S3", "Detergent ka rate ₹1,098 per case of 12 chalega? Agar haan toh 1 case bhejo.", "detergent-1kg",
                 9150, 12, "12 packet surf bhejo."),
    "hi": ("S2", "क्या दूध ₹27.50 प्रति पैकेट चलेगा? अगर हाँ तो 60 पैकेट भेज दीजिए।", "milk-500ml", 2750, 60,
           "60 पैकेट दूध भेज दीजिए।"),
}


def _reply(shop: Shop, sid: str) -> str:
    return max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == sid), key=lambda q: q[2])[4]["text"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_accepted_offer_with_a_quantity_orders_nothing_and_says_so(language):
    sid, text, sku, price, qty, order = CASES[language]
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    assert shop.suppliers[sid].language == language
    (d,) = answer_email(shop, sid, text)["decisions"]
    assert (d["kind"], d["sku"], d["price_paise"], d["qty"]) == ("accept", sku, price, qty)
    assert shop.kernel.orders == {}
    reply = _reply(shop, sid)
    assert read_reply(reply, CAT) == [view(d, language=language)]
    assert "accept_unordered" in [slot for _, slot, _ in line_shapes(reply, CAT)], reply
    # the order that follows today gets the price agreed, with an order id
    (confirmed,) = answer_email(shop, sid, order)["decisions"]
    assert confirmed["kind"] == "order_confirmed" and confirmed["order_id"] in shop.kernel.orders
    assert confirmed["lines"] == [{"sku": sku, "qty": qty, "unit_price_paise": price}]


def test_an_accept_with_no_quantity_is_worded_as_before():
    shop = Shop(load_scenario(days=2))
    shop.next_turn()
    (d,) = answer_email(shop, "S1", "Is ₹40.50 per kg OK for rice?")["decisions"]
    assert d["kind"] == "accept" and "qty" not in d
    assert "accept_unordered" not in [slot for _, slot, _ in line_shapes(_reply(shop, "S1"), CAT)]


WORDED = {
    "en": "Agreed at ₹40.50 per kg for 50 kg of rice, but nothing is ordered yet: send us an order for them today to "
          "have them delivered.",
    "hi": "60 पैकेट दूध के लिए ₹27.50 प्रति पैकेट का भाव मंज़ूर, पर अभी कोई माल ऑर्डर नहीं हुआ: मँगाने के लिए आज ऑर्डर "
          "भेजिए।",
    "hinglish": "12 packet surf ke liye ₹91.50 per packet ka rate manzoor, par abhi koi maal order nahi hua: mangane ke "
                "liye aaj order bhejiye.",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_wording(language):
    _, _, sku, price, qty, _ = CASES[language]
    d = {"kind": "accept", "sku": sku, "price_paise": price, "qty": qty}
    _, blocks, _ = R.email_parts([d], language, 0)
    assert blocks == [[WORDED[language]]]
    for i in range(len(phrases(language)["slots"]["accept_unordered"])):
        assert read_reply(R.email([d], language, "Agarwal Grain Traders", i), CAT) == [view(d, language=language)]
    eggs = {"kind": "accept", "sku": "eggs-1pc", "price_paise": 625, "qty": 120}  # in trays, read back in eggs
    text = R.email([eggs], language, "Shree Krishna Dairy", 0)
    assert "₹187.50" in text and read_reply(text, CAT) == [view(eggs, language=language)]
