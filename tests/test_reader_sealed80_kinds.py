"""Kinds the sealed set 80 (tests/corpus_holdout124) found the reader silently misreading, each read as a whole kind
(session 33, fixer AK): a sales table is background, goods said to "sell more" agree to nothing, goods needed "from
it" after a question about an order are asked after, a price "before the 13th" is the order's, the supplier's
agreement told back is not the shop's, and goods declined for stock still held beside an order are news.

Each kind is tested in the languages it exists in (en, Hindi in Devanagari, Hinglish) with probes of our own writing
in several chat-model styles (not the corpus rows), asserting the exact intents (kind, sku, quantity in selling units,
unit price in paise, order id, bill id), and with a near sentence that must still read as before.
"""
from __future__ import annotations

import pytest

from reader_intents import intents as _intents, refused as _refused


def _read(text: str) -> list[tuple]:
    return _intents(text, email=True)


_Q = "ask_quote"


# 1. A table or list under a heading of sales or consumption is background: its counts are not asked
# (lang.stock_heading).

@pytest.mark.parametrize("text, want", [
    ("Hi Ganesh Traders,\n\nFor your reference, here's what we sold last month:\n\n| Item | Sold last month |\n"
     "|---|---|\n| Sugar | 60 kg |\n| Rice | 90 kg |\n\nCould you share your best rates for sugar and rice?",
     [(_Q, "sugar-1kg", None, None, None, None), (_Q, "rice-1kg", None, None, None, None)]),
    ("Our usual weekly sales:\n- Sugar: 40 kg\n- Toor dal: 15 kg\n\nPlease quote for sugar and toor dal.",
     [(_Q, "sugar-1kg", None, None, None, None), (_Q, "toor-dal-1kg", None, None, None, None)]),
    ("**Last month's sales**\n- Atta: 20 bags of 5 kg\n- Besan: 10 kg\n\nPlease send 30 kg sugar this week.",
     [("order", "sugar-1kg", 30, None, None, None)]),
    ("## Weekly consumption\n\n| Item | Per week |\n|---|---|\n| Onion | 50 kg |\n| Potato | 30 kg |\n\n"
     "Please share today's rates for onion and potato.",
     [(_Q, "onion-1kg", None, None, None, None), (_Q, "potato-1kg", None, None, None, None)]),
    ("नमस्ते शर्मा जी,\n\nपिछले महीने की बिक्री:\n\n| सामान | पिछले महीने की बिक्री |\n|---|---|\n| चीनी | 60 किलो |\n"
     "| चावल | 90 किलो |\n\nकृपया चीनी और चावल का भाव बताइए।",
     [(_Q, "sugar-1kg", None, None, None, None), (_Q, "rice-1kg", None, None, None, None)]),
    ("हमारी रोज़ की बिक्री:\n- दूध: 80 पैकेट\n- दही: 20 पैकेट\n\nदूध और दही का भाव बताइए।",
     [(_Q, "milk-500ml", None, None, None, None), (_Q, "curd-400g", None, None, None, None)]),
    ("हफ़्ते की खपत:\n- प्याज़: 50 किलो\n- आलू: 30 किलो\n\nप्याज़ और आलू का आज का भाव बताइए।",
     [(_Q, "onion-1kg", None, None, None, None), (_Q, "potato-1kg", None, None, None, None)]),
    ("Pichhle mahine ki sale:\n- Cheeni 60 kg\n- Chawal 90 kg\n\nAb 40 kg cheeni bhej do.",
     [("order", "sugar-1kg", 40, None, None, None)]),
    ("| item | roz ki bikri |\n|---|---|\n| doodh | 80 packet |\n| dahi | 20 packet |\n\nDoodh aur dahi ka rate bata do.",
     [(_Q, "milk-500ml", None, None, None, None), (_Q, "curd-400g", None, None, None, None)]),
    ("Hafte ki khapat:\n- Pyaaz: 50 kilo\n- Aloo: 30 kilo\n\nPyaaz aur aloo ka aaj ka rate batao.",
     [(_Q, "onion-1kg", None, None, None, None), (_Q, "potato-1kg", None, None, None, None)]),
])
def test_a_sales_table_is_background(text, want):
    assert _read(text) == want


@pytest.mark.parametrize("text, want", [
    ("Our sales were good, please send:\n- Sugar: 40 kg\n- Rice: 60 kg",
     [("order", "sugar-1kg", 40, None, None, None), ("order", "rice-1kg", 60, None, None, None)]),
    ("**Stock left**\n- Atta: 3 packets\n- Sugar: 8 kg\n\n**Order**\n- Sugar: 50 kg @ ₹42/kg",
     [("order", "sugar-1kg", 50, 4200, None, None)]),
])
def test_goods_asked_under_a_sales_word_are_still_asked(text, want):
    assert _read(text) == want


# 2. Goods said to "sell more" ("ज़्यादा चलेंगे", "khoob chalenge") agree to nothing (lang.sells_more).

@pytest.mark.parametrize("text, want", [
    ("उस हफ़्ते बटाटा और केले ज़्यादा चलेंगे। कृपया आलू और केले का भाव बताएँ।",
     [(_Q, "potato-1kg", None, None, None, None), (_Q, "banana-1dozen", None, None, None, None)]),
    ("दिवाली वाले हफ़्ते बादाम और घी ख़ूब चलेंगे। दोनों का भाव बताइए।",
     [(_Q, "almonds-100g", None, None, None, None), (_Q, "ghee-1l", None, None, None, None)]),
    ("गर्मी में कोल्ड ड्रिंक तेज़ चलेगी, कोका-कोला का रेट भेजिए।", [(_Q, "soft-drink-750ml", None, None, None, None)]),
    ("Aloo aur kele ka rate batao, Ekadashi pe zyada chalenge.",
     [(_Q, "potato-1kg", None, None, None, None), (_Q, "banana-1dozen", None, None, None, None)]),
    ("Diwali ke hafte mein badam aur ghee khoob chalenge. Dono ka rate bata dijiye.",
     [(_Q, "almonds-100g", None, None, None, None), (_Q, "ghee-1l", None, None, None, None)]),
    ("Garmi mein cold drink tez chalegi, Coca-Cola ka rate bhejo.", [(_Q, "soft-drink-750ml", None, None, None, None)]),
])
def test_goods_said_to_sell_more_agree_to_nothing(text, want):
    assert _read(text) == want


@pytest.mark.parametrize("text, want", [
    ("> Rice ₹38/kg, sugar ₹42/kg\nDono chalenge, 20-20 kilo bhej do.",
     [("accept", "rice-1kg", None, 3800, None, None), ("order", "rice-1kg", 20, None, None, None),
      ("accept", "sugar-1kg", None, 4200, None, None), ("order", "sugar-1kg", 20, None, None, None)]),
    ("चावल ₹36 में चलेगा?", [("offer", "rice-1kg", None, 3600, None, None)]),
])
def test_chalenge_without_a_word_of_selling_still_agrees_or_offers(text, want):
    assert _read(text) == want


# 3. Goods needed "from it" after a question about the one order named are asked after with it, not ordered again
# (lang.goods_of_order).

_RICE_TOOR_O1 = [("ask_delivery", "rice-1kg", 50, None, "O1", None), ("ask_delivery", "toor-dal-1kg", 20, None, "O1", None),
                 ("order", "besan-500g", 20, None, None, None)]


@pytest.mark.parametrize("text, want", [
    ("Namaste, has O1 left your godown? We especially need the 1 bori rice and 20 kg toor dal from it. Also please "
     "send 10 kg besan.", _RICE_TOOR_O1),
    ("Is O7 dispatched yet? We need the 20 kg sugar in it urgently for the wedding order.",
     [("ask_delivery", "sugar-1kg", 20, None, "O7", None)]),
    ("Hi, any update on O12? We need the 6 trays of eggs from that order before Sunday. Also send 10 packets bread.",
     [("ask_delivery", "eggs-1pc", 180, None, "O12", None), ("order", "bread-400g", 10, None, None, None)]),
    ('send_message(to="Sharma Traders", text="Has O5 left? We need the 10 kg sugar and 5 kg poha from it today.")',
     [("ask_delivery", "sugar-1kg", 10, None, "O5", None), ("ask_delivery", "poha-500g", 10, None, "O5", None)]),
    ("क्या O1 गोदाम से निकल गया? उसमें से 1 बोरी चावल और 20 किलो तूर दाल हमें ख़ास चाहिए। साथ में 10 किलो बेसन भी "
     "भेजिए।", _RICE_TOOR_O1),
    ("O7 निकला क्या? उसमें की 20 किलो चीनी हमें जल्दी चाहिए।", [("ask_delivery", "sugar-1kg", 20, None, "O7", None)]),
    ("O1 nikla kya godown se? Usme se 1 bori chawal aur 20 kg toor dal humein khaas chahiye. Saath mein 10 kilo "
     "besan bhi bhejo.", _RICE_TOOR_O1),
    ("O12 ka kya update hai? Us order ke 6 tray ande Sunday se pehle chahiye.",
     [("ask_delivery", "eggs-1pc", 180, None, "O12", None)]),
])
def test_goods_needed_from_an_order_asked_after_are_asked_after(text, want):
    assert _read(text) == want


@pytest.mark.parametrize("text, want", [
    ("Has O7 left? Please add 5 kg sugar to it.",
     [("ask_delivery", None, None, None, "O7", None), ("order", "sugar-1kg", 5, None, "O7", None)]),
    ("Has O7 left? Also, we need 20 kg sugar.",
     [("ask_delivery", None, None, None, "O7", None), ("order", "sugar-1kg", 20, None, None, None)]),
    ("O7 निकला क्या? उसमें 2 किलो मक्खन भी जोड़ दीजिए।",
     [("ask_delivery", None, None, None, "O7", None), ("order", "butter-100g", 20, None, "O7", None)]),
    ("O7 nikla kya? 20 kilo cheeni aur chahiye.",
     [("ask_delivery", None, None, None, "O7", None), ("order", "sugar-1kg", 20, None, None, None)]),
])
def test_goods_added_or_asked_beside_an_order_question_still_order(text, want):
    assert _read(text) == want


# 4. A price followed by "before" and a date or a festival says when to send, not an earlier price (lang.said_when).

@pytest.mark.parametrize("text, want", [
    ("Gul at ₹56 a kilo is fine. Please send 30 kg gul and 20 kg sugar at ₹41 per kg before the 13th.",
     [("accept", "jaggery-1kg", None, 5600, None, None), ("order", "jaggery-1kg", 30, None, None, None),
      ("order", "sugar-1kg", 20, 4100, None, None)]),
    ("Rice at ₹38 is fine. Please send 20 kg sugar at ₹41 before Diwali.",
     [("accept", "rice-1kg", None, 3800, None, None), ("order", "sugar-1kg", 20, 4100, None, None)]),
    ("Toor dal ₹128 is okay. Also send 10 kg moong dal at ₹104 a kilo before the weekend.",
     [("accept", "toor-dal-1kg", None, 12800, None, None), ("order", "moong-dal-1kg", 10, 10400, None, None)]),
    ("Dear Sir, your rate of ₹38 for rice is acceptable. Kindly deliver 25 kg sugar @ ₹42/kg before 15 August.",
     [("accept", "rice-1kg", None, 3800, None, None), ("order", "sugar-1kg", 25, 4200, None, None)]),
    ("गुड़ ₹56 किलो ठीक है। 30 किलो गुड़ और 20 किलो चीनी ₹41 किलो के भाव से 13 तारीख़ से पहले भेज दीजिए।",
     [("accept", "jaggery-1kg", None, 5600, None, None), ("order", "jaggery-1kg", 30, None, None, None),
      ("order", "sugar-1kg", 20, 4100, None, None)]),
    ("Gud ₹56 kilo theek hai. 30 kilo gud aur 20 kilo cheeni ₹41 kilo pe 13 tareekh se pehle bhej do.",
     [("accept", "jaggery-1kg", None, 5600, None, None), ("order", "jaggery-1kg", 30, None, None, None),
      ("order", "sugar-1kg", 20, 4100, None, None)]),
    ("Rice ₹38 ok. Add 20 kg sugar at last week's ₹41.",
     [("accept", "rice-1kg", None, 3800, None, None), ("order", "sugar-1kg", 20, 4100, None, None)]),
])
def test_a_price_before_a_date_is_the_orders(text, want):
    assert _read(text) == want


@pytest.mark.parametrize("text, want", [
    ("Sugar was ₹41 before the hike. Can you do ₹42 now?", [("offer", "sugar-1kg", None, 4200, None, None)]),
    ("Sugar was ₹40 before 10 days, now you say ₹44. Send 20 kg at ₹42.",
     [("order", "sugar-1kg", 20, 4200, None, None)]),
])
def test_a_price_before_a_change_is_still_an_earlier_price(text, want):
    assert _read(text) == want


# 5. The supplier's agreement told back beside an order at its own price is not the shop's accept
# (lang.you_agreed).

@pytest.mark.parametrize("text, want", [
    ("Glad you agreed to ₹32 for tomatoes. Please send 20 kg of tomatoes at ₹32 a kilo.",
     [("order", "tomato-1kg", 20, 3200, None, None)]),
    ("Thanks for agreeing to ₹41 on sugar. Send 25 kg sugar at ₹41/kg.", [("order", "sugar-1kg", 25, 4100, None, None)]),
    ("Good that you accepted ₹36 for rice! Please book 40 kg rice at ₹36 per kg.",
     [("order", "rice-1kg", 40, 3600, None, None)]),
    ("Dear Sir, we are happy that you have agreed to ₹520 per litre for ghee. Kindly send 10 litres of ghee at ₹520 "
     "per litre.", [("order", "ghee-1l", 10, 52000, None, None)]),
    ("अच्छा लगा कि आपने चीनी ₹41 पर मान ली। 25 किलो चीनी ₹41 किलो के भाव से भेज दीजिए।",
     [("order", "sugar-1kg", 25, 4100, None, None)]),
    ("धन्यवाद, आपने चावल ₹36 पर मान लिया। 40 किलो चावल ₹36 किलो भेजिए।", [("order", "rice-1kg", 40, 3600, None, None)]),
    ("Accha laga ki aapne cheeni ₹41 pe maan li. 25 kilo cheeni ₹41 kilo ke rate se bhej dijiye.",
     [("order", "sugar-1kg", 25, 4100, None, None)]),
    ("Thanks, aapne rice ₹36 pe maan liya. 40 kilo rice ₹36 kilo pe bhej do.",
     [("order", "rice-1kg", 40, 3600, None, None)]),
])
def test_the_suppliers_agreement_told_back_is_not_an_accept(text, want):
    assert _read(text) == want


@pytest.mark.parametrize("text, want", [
    ("Glad you agreed to ₹32 for tomatoes. Please send 20 kg.",
     [("accept", "tomato-1kg", None, 3200, None, None), ("order", "tomato-1kg", 20, None, None, None)]),
    ("We agree to ₹32 for tomatoes. Please send 20 kg.",
     [("accept", "tomato-1kg", None, 3200, None, None), ("order", "tomato-1kg", 20, None, None, None)]),
    ("Tomatoes at ₹32 are fine. Please send 20 kg of tomatoes at ₹32 a kilo.",
     [("accept", "tomato-1kg", None, 3200, None, None), ("order", "tomato-1kg", 20, 3200, None, None)]),
])
def test_an_agreement_with_no_price_on_the_order_or_the_shops_own_still_accepts(text, want):
    assert _read(text) == want


# 6. Goods declined "this time" for stock still held, beside an order of others and answering no quote, are news
# (lang.declined_unasked; the corpus README of holdout124).

@pytest.mark.parametrize("text, want", [
    ("Send 30 kg atta and 10 kg sugar tomorrow. No rice this time, we still have stock.",
     [("order", "atta-5kg", 6, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]),
    ("Hi bhaiya 🙏 20 kg potato and 10 kg tomato today please. Skip the onion this time, we have enough.",
     [("order", "potato-1kg", 20, None, None, None), ("order", "tomato-1kg", 10, None, None, None)]),
    ("kal subah 5 tray ande bhejna. bread is baar nahi, abhi pada hai",
     [("order", "eggs-1pc", 150, None, None, None)]),
    ("30 kilo atta aur 10 kilo cheeni kal bhej do. Chawal is baar nahi chahiye, stock pada hai.",
     [("order", "atta-5kg", 6, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]),
    ("कल सुबह 5 ट्रे अंडे भेजना। ब्रेड इस बार नहीं, अभी है",
     [("order", "eggs-1pc", 150, None, None, None)]),
])
def test_goods_declined_for_stock_held_beside_an_order_are_news(text, want):
    assert _read(text) == want


@pytest.mark.parametrize("text, want", [
    ("Same 10 kg moong as last week please 🙏 but no chana dal this time, still have stock.",
     [("order", "moong-dal-1kg", 10, None, None, None), ("reject", "chana-dal-1kg", None, None, None, None)]),
    ("पिछले हफ्ते जैसा 10 किलो नमक भेज दीजिए 🙏 पर डबल रोटी इस बार नहीं चाहिए, अभी बची है।",
     [("order", "salt-1kg", 10, None, None, None), ("reject", "bread-400g", None, None, None, None)]),
    ("Thanks for the quote. Send 20 kg rice. No sugar at ₹44 this time, we still have stock.",
     [("order", "rice-1kg", 20, None, None, None), ("reject", "sugar-1kg", None, 4400, None, None)]),
    ("Send 20 kg rice. No sugar this time.",
     [("order", "rice-1kg", 20, None, None, None), ("reject", "sugar-1kg", None, None, None, None)]),
])
def test_a_decline_of_the_usual_or_of_a_quote_or_with_no_stock_told_is_still_a_reject(text, want):
    assert _read(text) == want


def test_a_decline_for_stock_held_read_as_news_is_never_a_reject_in_hindi():
    """"चावल इस बार नहीं चाहिए, अभी बचा है" beside an order: read as the order alone, or refused — never a reject."""
    text = "30 किलो आटा और 10 किलो चीनी कल भेज दीजिए। चावल इस बार नहीं चाहिए, अभी बचा है।"
    try:
        got = _read(text)
    except AssertionError:
        assert _refused(text, email=True).startswith("ambiguous_intent")
        return
    assert ("reject", "rice-1kg", None, None, None, None) not in got


@pytest.mark.parametrize("text", [
    "Aap cheeni ₹41 pe maan jaiye. 25 kilo cheeni ₹41 kilo pe bhej do.",
    "आप चीनी ₹41 पर मान जाइए। 25 किलो चीनी ₹41 किलो भेज दीजिए।",
])
def test_an_agreement_asked_for_is_not_told_back(text):
    """"maan jaiye" asks the supplier to agree: not the agreement told back (refused as before, never an order
    read past the price asked)."""
    assert _refused(text, email=True) == "no_quantity.how_many"
