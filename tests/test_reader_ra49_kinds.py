"""Session 49, helper RA: the desk-changing silent misreadings of the newest blind sets (holdouts 164–172), each read
as a whole kind in the three languages (en, Hindi in Devanagari, Hinglish), with the blind sets' own messages and
the probes written before the fixes (tests/corpus_probes49_ra). Intents are (kind, sku, quantity in selling units,
unit price in paise, order id, bill id), read as the supplier's desk reads an e-mail; or the refusal's key.
"""
from __future__ import annotations

import pytest

from reader_intents import reading


# 1. A bare brand of several items (Amul, Fortune) counted beside goods it may be: refused, never read as those goods
#    (holdout171 hi/hl-v2013 had ordered 10 packets of milk).

@pytest.mark.parametrize("text", [
    "कल के दूध के साथ 10 पैकेट अमूल भी डाल देना।",
    "Kal ke doodh ke saath 10 packet Amul bhi daal dena.",
    "With tomorrow's milk, also add 10 packets of Amul.",
    "Bhaiya, along with the mustard oil send 5 litre Fortune also 🙏",
    "भैया, सरसों के तेल के साथ 5 लीटर फ़ॉर्च्यून भी भेज देना 🙏",
    "Bhaiya, sarson ke tel ke saath 5 litre Fortune bhi bhej dena 🙏",
    "10 packet paneer aur 8 packet Amul bhi bhejiye.",
])
def test_a_counted_bare_brand_beside_goods_is_refused(text):
    assert reading(text) == "ambiguous_item.which"


@pytest.mark.parametrize("text, sku", [
    ("Send 10 packet Amul doodh", "milk-500ml"),
    ("Butter (Amul) 10 packets", "butter-100g"),
    ("10 packet butter - Amul", "butter-100g"),
])
def test_a_brand_with_its_goods_named_is_still_read(text, sku):
    assert reading(text) == [("order", sku, 10, None, None, None)]


# 2. "₹P is too high, make it Q" with bare numbers: an offer at Q, not a refusal at Q (holdout172 en-w2017).

@pytest.mark.parametrize("text, sku, paise", [
    ("Mirch 37 is too high, make it 35.", "chilli-powder-100g", 3500),
    ("Sugar 44 is too high, make it 41.", "sugar-1kg", 4100),
    ("Ghee 560 per litre is too high, make it 540.", "ghee-1l", 54000),
    ("चीनी ₹44 बहुत ज़्यादा है, ₹41 कर दो।", "sugar-1kg", 4100),
    ("Cheeni ₹44 bahut zyada hai, ₹41 kar do.", "sugar-1kg", 4100),
])
def test_too_high_make_it_is_an_offer(text, sku, paise):
    assert reading(text) == [("offer", sku, None, paise, None, None)]


@pytest.mark.parametrize("text", [
    "Thought: Jai Ambe quoted haldi ₹28 and mirch ₹37. Haldi is fine. Ramesh Traders gave mirch at ₹35 last week, "
    "so I should counter.\nFinal message: Haldi 28 is ok. Mirch 37 is too high, make it 35.",
    "हल्दी 28 ठीक है। मिर्च 37 बहुत ज़्यादा है, 35 कर दो।",
    "Haldi 28 theek hai. Mirch 37 bahut zyada hai, 35 kar do.",
])
def test_an_accept_then_a_counter(text):
    assert reading(text) == [("accept", "turmeric-100g", None, 2800, None, None),
                             ("offer", "chilli-powder-100g", None, 3500, None, None)]


def test_make_it_a_count_still_changes_the_count():
    assert reading("Rice 20 kg. Actually make it 25.") == [("order", "rice-1kg", 25, None, None, None)]


# 3. A Hindi number word before a Hindi unit counts in a message that reads as English (holdout170 hl-u2034 had
#    dropped "teen bori" from the conditional offer).

@pytest.mark.parametrize("text, sku, qty, paise", [
    ("Agar moong dal ₹96 kilo me mile, to hum teen bori le lenge.", "moong-dal-1kg", 150, 9600),
    ("अगर मूंग दाल ₹96 किलो में मिले, तो हम तीन बोरी ले लेंगे।", "moong-dal-1kg", 150, 9600),
    ("If moong dal comes at ₹96/kg, we'll take three bori.", "moong-dal-1kg", 150, 9600),
    ("Reasoning: Aata ₹218 per 5 kg bag quote hua hai. Local chakki ka aata ₹42/kg yaani ₹210 per 5 kg. Teen bori "
     "mid-January tak chal jayegi. ₹205 pe conditional offer theek rahega.\nMessage: Agar Aashirvaad aata ₹205 per "
     "5 kilo bag me de do, to hum teen bori le lenge.", "atta-5kg", 30, 20500),
])
def test_a_conditional_offer_keeps_its_count(text, sku, qty, paise):
    assert reading(text) == [("offer", sku, qty, paise, None, None)]


def test_english_do_before_bori_is_no_count():
    assert reading("Can you do bori of sugar at 40?") == [("offer", "sugar-1kg", None, 4000, None, None)]


# 4. English counts said the Indian way, the hundreds left out, before goods: "one twenty five maggi" is 125
#    (holdout168 en-s2020 had ordered 25); Hindi and Hinglish say the hundreds.

@pytest.mark.parametrize("text, lines", [
    ("two hundred fifty Parle-G pkts n one twenty five maggi, send with next van",
     [("biscuits-65g", 250), ("noodles-70g", 125)]),
    ("one fifty packets biscuits and two dozen eggs, send tmrw", [("biscuits-65g", 150), ("eggs-1pc", 24)]),
    ("डेढ़ सौ पैकेट बिस्किट और दो दर्जन अंडे, कल भेजना", [("biscuits-65g", 150), ("eggs-1pc", 24)]),
    ("dedh sau packet biscuit aur do darjan ande, kal bhejna", [("biscuits-65g", 150), ("eggs-1pc", 24)]),
    ("Send one twenty eggs and one ten maggi.", [("eggs-1pc", 120), ("noodles-70g", 110)]),
    ("एक सौ बीस अंडे और एक सौ दस पैकेट मैगी भेजो।", [("eggs-1pc", 120), ("noodles-70g", 110)]),
    ("Ek sau bees ande aur ek sau das packet maggi bhejo.", [("eggs-1pc", 120), ("noodles-70g", 110)]),
    ("need two twenty five namkeen pkts", [("namkeen-200g", 225)]),
])
def test_hundreds_said_short_before_goods(text, lines):
    assert reading(text) == [("order", sku, q, None, None, None) for sku, q in lines]


def test_two_twenty_kg_packets_stay_two_packets():
    assert reading("Send two twenty kg packets of atta") == [("order", "atta-5kg", 8, None, None, None)]


# 5. A lot's price agreed with the goods named before "1 बोरी के ₹1,900": the lot's quantity and total, nothing
#    ordered (main had read the acceptance and an order of the sack; found while fixing, probes49_ra pr49a-019…021).

@pytest.mark.parametrize("text, sku, qty, paise", [
    ("चीनी की 1 बोरी के ₹1,900 ठीक हैं।", "sugar-1kg", 50, 3800),
    ("Cheeni ki 1 bori ke ₹1,900 theek hai.", "sugar-1kg", 50, 3800),
    ("₹1,900 for 1 bori of sugar is fine.", "sugar-1kg", 50, 3800),
    ("चावल के 1 क्विंटल के ₹3,500 हमें मंज़ूर हैं।", "rice-1kg", 100, 3500),
    ("Chawal ke 1 quintal ke ₹3,500 humein manzoor hain.", "rice-1kg", 100, 3500),
    ("₹3,500 for 1 quintal of rice is ok with us.", "rice-1kg", 100, 3500),
])
def test_a_lots_price_agreed_orders_nothing(text, sku, qty, paise):
    assert reading(text) == [("accept", sku, qty, paise, None, None)]


def test_a_kilo_price_beside_a_count_is_left_as_it_was():
    assert reading("Cheeni 50 kilo ka ₹41 theek hai") == [("accept", "sugar-1kg", None, 4100, None, None),
                                                         ("order", "sugar-1kg", 50, None, None, None)]


# 6. Conventions the desk acts alike on, read as the corpora's golds: another's bare price "is saying 13 for
#    Lifebuoy" is no count of the rate asked (holdout172 en-w2001); "Sugar confirmed" / "Atta rate confirmed" under
#    a quote accepts its price beside the order (probes48_ra en-pr48a-017/018), as "pakki" does in Hindi.

def test_another_sellers_bare_price_said_is_no_count():
    assert reading("Manoj bhai, today's rate pls — Lifebuoy, Colgate 100g, Tata Tea 250g. Sadar Bazaar wala is "
                   "saying 13 for Lifebuoy.") == [("ask_quote", "bath-soap-75g", None, None, None, None),
                                                  ("ask_quote", "toothpaste-100g", None, None, None, None),
                                                  ("ask_quote", "tea-250g", None, None, None, None)]


@pytest.mark.parametrize("text, sku, paise, qty", [
    ("> Atta 5 kg ₹215\n\nAtta rate confirmed. Send 10 packets.", "atta-5kg", 21500, 10),
    ("> Sugar ₹42/kg\n\nSugar confirmed, send 50 kg.", "sugar-1kg", 4200, 50),
    ("> चीनी ₹42/किलो\n\nचीनी पक्की, 50 किलो भेज दो।", "sugar-1kg", 4200, 50),
    ("> Cheeni ₹42/kg\n\nCheeni pakki, 50 kilo bhej do.", "sugar-1kg", 4200, 50),
])
def test_goods_confirmed_under_a_quote_accept_it(text, sku, paise, qty):
    assert reading(text) == [("accept", sku, None, paise, None, None), ("order", sku, qty, None, None, None)]
