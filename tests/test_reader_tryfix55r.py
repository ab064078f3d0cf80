"""TRY55's findings fixed by kind (session 55, helper TRYFIX55R), each in the three languages, on sentences of our own:

1. a bare order line ("- sugar: 30 kg", "rice 25 kg pls") beside a payment, an offer, an acceptance or a rate asked on
   lines of their own is an order (``lang.order_lines_beside``); a list under a heading of its own, a bare line of
   goods bargained on another line, or a line the reader does not know keeps the refusal;
2. an offer that names a count, countered, names the count and says nothing is ordered (``counter_unordered``);
3. "बट्टी"/"टिकिया" count a soap's cakes (``lang.own_pack``), and "Sorry, ₹X for Y is too high" after a request for
   other goods refuses Y, not the request (``lang.sorry_other_goods``).
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.reader import read_message
from lang.render import LANGUAGES, TemplateRenderer, phrases, view
from lang.replies import line_shapes, read_reply
from market.catalogue import load_catalogue
from roles.supplier_mail import answer_email
from scenarios import load_scenario

CAT = load_catalogue()


def _acts(text: str) -> list[tuple]:
    r = read_message(text, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku or i.bill_id, i.quantity, i.unit_price_paise) for i in r.intents]


BESIDE = [  # text, what is acted on
    ("- Bill B12: ₹4,210 paid\n- sugar: 30 kg", [("pay", "B12", None, None), ("order", "sugar-1kg", 30, None)]),
    ("- बिल B12 का ₹4,210 भुगतान कर दिया\n- चीनी: 30 किलो", [("pay", "B12", None, None), ("order", "sugar-1kg", 30, None)]),
    ("- Bill B12 ka ₹4,210 payment kar diya\n- cheeni: 30 kilo", [("pay", "B12", None, None),
                                                                   ("order", "sugar-1kg", 30, None)]),
    ("rice 25 kg pls\natta rate?", [("order", "rice-1kg", 25, None), ("ask_quote", "atta-5kg", None, None)]),
    ("चावल 25 किलो\nआटा का भाव बताइए", [("order", "rice-1kg", 25, None), ("ask_quote", "atta-5kg", None, None)]),
    ("chawal 25 kilo\naata ka rate bataiye", [("order", "rice-1kg", 25, None), ("ask_quote", "atta-5kg", None, None)]),
    ("**Order**\n\n- toor dal: ₹118 accepted\n- toor dal: 12 kg\n- ghee: our offer ₹520 per litre\n\nThanks",
     [("accept", "toor-dal-1kg", None, 11800), ("order", "toor-dal-1kg", 12, None), ("offer", "ghee-1l", None, 52000)]),
    ("**आज की सूची**\n\n- तूर दाल: ₹118 मंज़ूर\n- तूर दाल: 12 किलो\n- घी: हमारा भाव ₹520 प्रति लीटर\n\nधन्यवाद",
     [("accept", "toor-dal-1kg", None, 11800), ("order", "toor-dal-1kg", 12, None), ("offer", "ghee-1l", None, 52000)]),
    ("**Aaj ki list**\n\n- toor daal: ₹118 manzoor\n- toor daal: 12 kilo\n- ghee: hamara rate ₹520 per litre\n\nThanks",
     [("accept", "toor-dal-1kg", None, 11800), ("order", "toor-dal-1kg", 12, None), ("offer", "ghee-1l", None, 52000)]),
    ("- नहाने का साबुन: 48 टिकिया\n- बिल B3 का भुगतान कर दिया", [("order", "bath-soap-75g", 48, None),
                                                               ("pay", "B3", None, None)]),
]


@pytest.mark.parametrize("text,acts", BESIDE)
def test_a_bare_order_line_beside_other_requests_is_an_order(text, acts):
    assert _acts(text) == acts


KEPT = [  # still refused: the list says what it is, the goods are bargained, or a line is not understood
    "**Stock left**\n\n- Bill B12: ₹4,210 paid\n- sugar: 30 kg",
    "**बचा हुआ स्टॉक**\n\n- बिल B12 का ₹4,210 भुगतान कर दिया\n- चीनी: 30 किलो",
    "- sugar: our offer ₹40 per kg\n- sugar: 30 kg",
    "- Bill B12: ₹4,210 paid\n- sugar: 30 kg\n- O7: when will it come?",
    "- Bill B12: ₹4,210 paid\n- sugar: 30 kg\n\nDo not send it yet",
    "20 batti cheeni",
    "- Bill B12: ₹4,210 paid\n- sugar: 30 kg\n- sugar: 30 kg",  # read again with order words, still refused: once
    "- Bill B12 ka payment kar diya\n- cheeni: 30 kilo\n- cheeni: 40 kilo",
]


@pytest.mark.parametrize("text", KEPT)
def test_lists_that_say_otherwise_stay_refused(text):
    assert not read_message(text, email=True).readable


@pytest.mark.parametrize("text", ["- कपड़े का साबुन: 36 बट्टी", "kapde ka sabun 36 batti", "- कपड़े का साबुन: 36 बट्टियाँ"])
def test_a_cake_of_soap_counts_pieces(text):
    assert _acts(text) == [("order", "laundry-bar-1pc", 36, None)]


@pytest.mark.parametrize("text", [
    "Can you do sugar at ₹41 per kg? Sorry, ₹520 for ghee is too high; we will not go ahead.",
    "क्या चीनी ₹41 किलो में दे सकते हैं? माफ़ कीजिए, घी ₹520 में नहीं चलेगा, रहने दीजिए।",
    "Kya cheeni ₹41 kilo mein de sakte hain? Sorry, ghee ₹520 mein nahi chalega, rehne dijiye.",
])
def test_sorry_refusing_other_goods_is_no_correction(text):
    assert _acts(text) == [("offer", "sugar-1kg", None, 4100), ("reject", "ghee-1l", None, 52000)]


@pytest.mark.parametrize("text", ["Send 5 kg moong dal. Sorry, masoor dal, 5 kg", "Send 20 kg sugar. Sorry, 25 kg rice."])
def test_a_correction_to_other_goods_stays_refused(text):
    assert not read_message(text, email=True).readable


def test_a_countered_offer_with_a_count_names_it_and_orders_nothing():
    shop = Shop(load_scenario(days=2))
    shop.next_turn()
    (d,) = answer_email(shop, "S1", "Please send 40 packets of poha. Can you do poha at ₹31 per packet?")["decisions"]
    assert (d["kind"], d["sku"], d["price_paise"], d["qty"]) == ("counter", "poha-500g", 3600, 40)
    assert shop.kernel.orders == {}
    reply = max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == "S1"), key=lambda q: q[2])[4]["text"]
    assert "40 packets of poha" in reply and "counter_unordered" in [s for _, s, _ in line_shapes(reply, CAT)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_counter_with_a_count_reads_back(language):
    r = TemplateRenderer(CAT)
    d = {"kind": "counter", "sku": "poha-500g", "price_paise": 3600, "qty": 41}
    for i in range(len(phrases(language)["slots"]["counter_unordered"])):
        text = r.email([d], language, "Agarwal Grain Traders", i)
        assert "41" in text and "₹36" in text and read_reply(text, CAT) == [view(d, language=language)]
    plain = {"kind": "counter", "sku": "poha-500g", "price_paise": 3600}
    assert "41" not in r.email([plain], language, "Agarwal Grain Traders", 0)
