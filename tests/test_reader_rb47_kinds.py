"""Misreadings and over-refusals the forty-sixth session's trial and integrator found (helper RB of session 47), each
read as a whole kind in the three languages (en, Hindi in Devanagari, Hinglish), asserting the exact intents (kind,
sku, quantity in selling units, unit price in paise, order id, bill id) as the supplier's desk reads an e-mail, or the
refusal's key where a careful reader could not act. Probes written before the fixes: ``tests/corpus_probes47_rb``.
"""
from __future__ import annotations

import pytest

from reader_intents import reading


# 1. A competitor's price said after the order's own, comma-joined (lang.rival_later): the order is at its own price.

@pytest.mark.parametrize("text", [
    "Send 30 kg onion at ₹26/kg, other supplier's rate is ₹27.",
    "30 किलो प्याज़ ₹26/किलो पर भेजो, दूसरे सप्लायर का रेट ₹27 है।",
    "30 kilo pyaaz ₹26/kg pe bhejo, dusre supplier ka rate ₹27 hai.",
    "Please send 30 kg onion @ ₹26 per kg, another supplier is at ₹25.",
])
def test_a_rivals_price_after_the_orders_own_is_context(text):
    assert reading(text) == [("order", "onion-1kg", 30, 2600, None, None)]


@pytest.mark.parametrize("text", [
    "Kripya 24 litre sarson ka tel ₹132 per litre ke rate se bhej dijiye, hamare area ka dusra distributor ₹135 bol raha hai.",
    "कृपया 24 लीटर सरसों का तेल ₹132 प्रति लीटर की दर से भेज दें, हमारे इलाके का दूसरा डिस्ट्रीब्यूटर ₹135 बता रहा है।",
])
def test_another_distributor_named_in_the_singular_is_a_rival(text):
    assert reading(text) == [("order", "mustard-oil-1l", 24, 13200, None, None)]


@pytest.mark.parametrize("text", [
    "Other supplier gives onion at ₹27. Send 30 kg at ₹26.",
    "दूसरा सप्लायर प्याज़ ₹27 में देता है। 30 किलो ₹26 में भेजो।",
])
def test_a_rivals_price_before_ours_is_still_context(text):
    assert reading(text) == [("order", "onion-1kg", 30, 2600, None, None)]


# 2. A delivery question about an order already placed (no id), then a new order (lang.earlier_order_asked):
# ask_delivery with no id (the desk answers with every delivery due), then the order.

@pytest.mark.parametrize("text, sku, qty", [
    ("Has the last order left? Send 20 kg rice too.", "rice-1kg", 20),
    ("पिछला ऑर्डर निकला क्या? 20 किलो चावल भी भेज देना।", "rice-1kg", 20),
    ("Pichla order nikla kya? 20 kilo chawal bhi bhej dena.", "rice-1kg", 20),
    ("When will yesterday's order reach? Also send 10 kg sugar.", "sugar-1kg", 10),
    ("कल वाला ऑर्डर कब तक पहुँचेगा? साथ में 10 किलो चीनी भी भेजिए।", "sugar-1kg", 10),
    ("Kal wala order kab tak pahunchega? Saath mein 10 kilo cheeni bhi bhejiye.", "sugar-1kg", 10),
    ("Bhaiya, when is our order coming? It's been three days. Also send 10 packets of bread tomorrow.", "bread-400g", 10),
])
def test_an_earlier_order_asked_after_then_new_goods(text, sku, qty):
    assert reading(text) == [("ask_delivery", None, None, None, None, None), ("order", sku, qty, None, None, None)]


@pytest.mark.parametrize("text", [
    "Has the last order left?",
    "Has the previous order been dispatched?",
])
def test_the_last_order_asked_after_alone(text):
    assert reading(text) == [("ask_delivery", None, None, None, None, None)]


@pytest.mark.parametrize("text", [
    "Please send 20 kg rice. Can it come by Saturday?",
    "20 किलो चावल भेजिए। शनिवार तक आ जाएगा?",
])
def test_a_question_after_the_order_asks_after_the_new_goods(text):
    assert reading(text) == [("order", "rice-1kg", 20, None, None, None)]


# 3. A bill paid in other words: "bill bhar diya", "chuka di gayi hai" (lang.cues, lang.pay_intended).

@pytest.mark.parametrize("text, bill", [
    ("Paid the bill B12.", "B12"),
    ("B12 का बिल भर दिया।", "B12"),
    ("B12 ka bill bhar diya.", "B12"),
    ("आज B15 का बिल भर दिया है, देखकर बता दीजिए।", "B15"),
    ("Aaj B15 ka bill bhar diya hai, check karke bata dijiye.", "B15"),
    ("Aapko suchit karna hai ki bill B21 ki poori rakam NEFT se chuka di gayi hai.", "B21"),
    ("बिल B21 की पूरी रकम NEFT से चुका दी गई है।", "B21"),
])
def test_a_bill_filled_or_cleared_is_paid(text, bill):
    assert reading(text) == [("pay", None, None, None, None, bill)]


@pytest.mark.parametrize("text", ["Paid the bill.", "बिल भर दिया।", "Bill bhar diya."])
def test_a_bill_paid_with_no_id_stays_refused(text):
    assert reading(text) == "no_id.bill"


@pytest.mark.parametrize("text", ["B12 ka payment karna hai.", "We want to pay B12 this week."])
def test_a_payment_still_to_make_stays_refused(text):
    assert reading(text) == "ambiguous_intent.pay_later"


# 4. Bags whose size the line states (lang.bag_sized): that many packs of the size, in selling units.

@pytest.mark.parametrize("text, sku, qty", [
    ("Send 20 bags of sugar 1kg.", "sugar-1kg", 20),
    ("Send 20 bags of 1 kg sugar.", "sugar-1kg", 20),
    ("1 kg wali cheeni ke 20 bag bhejo.", "sugar-1kg", 20),
    ("5 किलो वाले चावल के 10 बैग भेजो।", "rice-1kg", 50),
    ("5 kilo wale chawal ke 10 bag bhejo.", "rice-1kg", 50),
    ("Send 10 bags of rice, 5 kg each.", "rice-1kg", 50),
])
def test_bags_of_a_stated_size(text, sku, qty):
    assert reading(text) == [("order", sku, qty, None, None, None)]


@pytest.mark.parametrize("text", ["Send 20 bags of sugar.", "Send 4 bags of 750 g besan.", "चीनी के 20 बैग भेजो।"])
def test_bags_of_no_size_or_no_whole_packs_stay_refused(text):
    assert reading(text) == "no_quantity.no_fixed_size"


# 5. A bare count beside goods sold by the packet or piece (lang.bare_count): that many selling units.

@pytest.mark.parametrize("text, rows", [
    ("40 milk.", [("milk-500ml", 40)]),
    ("40 दूध।", [("milk-500ml", 40)]),
    ("40 doodh.", [("milk-500ml", 40)]),
    ("Maggi 40, bread 15 please.", [("noodles-70g", 40), ("bread-400g", 15)]),
    ("Maggi 40, bread 15.", [("noodles-70g", 40), ("bread-400g", 15)]),
    ("कल सुबह: 50 दूध, 20 दही।", [("milk-500ml", 50), ("curd-400g", 20)]),
    ("Kal subah: 50 doodh, 20 dahi.", [("milk-500ml", 50), ("curd-400g", 20)]),
    ("Butter 12, soap 30.", [("butter-100g", 12), ("bath-soap-75g", 30)]),
    ("मक्खन 12, साबुन 30।", [("butter-100g", 12), ("bath-soap-75g", 30)]),
])
def test_a_bare_count_of_packets_or_pieces(text, rows):
    assert reading(text) == [("order", sku, q, None, None, None) for sku, q in rows]


@pytest.mark.parametrize("text", ["Rice 40.", "चावल 40।", "Atta 40.", "आटा 40।", "Doodh 26."])
def test_a_bare_number_that_may_be_a_price_or_kilos_stays_asked(text):
    assert reading(text) == "ambiguous_intent.bare_number"


def test_a_price_said_with_please_is_still_an_offer():
    assert reading("Rice 39 please.") == [("offer", "rice-1kg", None, 3900, None, None)]


# 6. An order with a lower rate asked and no figure: refused, how much lower? (lang.discount_asked)

@pytest.mark.parametrize("text, item", [
    ("Send 10 packets of 1kg detergent and 25 namkeen. Lower the rate a bit.", "detergent-1kg"),
    ("डिटर्जेंट 1 किलो के 10 पैकेट और नमकीन 25 भेजिए। रेट थोड़ा कम करो।", "detergent-1kg"),
    ("Detergent 1kg ke 10 packet aur namkeen 25 bhejiye. Rate thoda kam karo.", "detergent-1kg"),
    ("Send 20 kg toor dal, and please do a slightly better rate this time.", "toor-dal-1kg"),
    ("20 kilo toor dal bhejiye, aur is baar rate thoda theek lagana.", "toor-dal-1kg"),
])
def test_an_order_with_a_lower_rate_asked_by_no_figure_is_refused(text, item):
    assert reading(text) == "no_price.how_much_lower"


@pytest.mark.parametrize("text", [
    "Rate theek laga, 20 kilo toor dal bhejo.",
])
def test_a_rate_found_fine_is_still_an_accept(text):
    assert reading(text) == [("accept", "toor-dal-1kg", None, None, None, None),
                             ("order", "toor-dal-1kg", 20, None, None, None)]
