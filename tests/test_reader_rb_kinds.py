"""Silent misreadings of long, polished supplier e-mails, fixed by kind (session 44, helper RB; issue 10).

Found on tests/corpus_probes44 (frontier-model e-mails: signatures, quoted messages, tables, background facts),
each kind in the three languages, asserting the exact intents (kind, sku, quantity in selling units, unit price in
paise, order id, bill id) or the refusal's key, as the supplier's desk reads an e-mail.
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from reader_intents import reading

EGGS = [("order", "eggs-1pc", 150, None, None, None)]


# 1. Stock of several goods told, "so we need nothing else": none of the goods held is refused (lang.nothing_else;
#    probe r012: "हमारे पास अभी 12 किलो चीनी और 8 लीटर सरसों का तेल रखा है, इसलिए बाकी कुछ नहीं चाहिए" refused both).

@pytest.mark.parametrize("text", [
    "We still have 12 kg of sugar and 8 litres of mustard oil on the shelf, so we don't need anything else. "
    "Just send 5 trays of eggs.",
    "हमारे पास अभी 12 किलो चीनी और 8 लीटर सरसों का तेल रखा है, इसलिए बाकी कुछ नहीं चाहिए। इस हफ़्ते बस 5 ट्रे अंडे भेज दीजिए।",
    "Humare paas abhi 12 kg cheeni aur 8 litre sarson ka tel rakha hai, isliye baaki kuch nahi chahiye. "
    "Is hafte bas 5 tray ande bhej dijiye.",
    "We have 12 kg sugar and 10 kg atta in stock, so nothing more needed. Send 5 trays of eggs.",
    "हमारे पास 12 किलो चीनी और 8 किलो आटा है, इसलिए कुछ और नहीं चाहिए। 5 ट्रे अंडे भेज दीजिए।",
    "Humare paas 12 kg cheeni aur 8 kilo aata hai, isliye kuch aur nahi chahiye. 5 tray ande bhej dijiye.",
])
def test_nothing_else_beside_stock_refuses_none_of_it(text):
    assert reading(text) == EGGS


# 2. A rate agreed before, told in a complaint about a bill the reply does not name, with a corrected bill asked: no
#    acceptance at the old rate nor refusal of the billed one, but "which bill to dispute?" (lang.agreed_rate_billed;
#    probe r037 had been read as accept ₹132 / reject ₹140).

@pytest.mark.parametrize("text", [
    "We had agreed ₹132 per litre for mustard oil, not ₹140. Please send a corrected bill.",
    "सरसों तेल के लिए हमारी बात ₹132 प्रति लीटर पर हुई थी, ₹140 पर नहीं। कृपया सही बिल भेजिए।",
    "Sarson tel ke liye humari baat ₹132 per litre pe hui thi, ₹140 pe nahi. Kripya sahi bill bhejiye.",
    "We had agreed ₹132 per litre for this oil, not ₹140. Please send a corrected bill.\n\n"
    "> Bill B12 — 10 L mustard oil @ ₹140 = ₹1,400",
    "इस तेल के लिए हमारी बात ₹132 प्रति लीटर पर हुई थी, ₹140 पर नहीं। कृपया सही बिल भेजिए।\n\n"
    "> बिल B12 — 10 लीटर सरसों तेल @ ₹140 = ₹1,400",
    "Is tel ke liye humari baat ₹132 per litre pe hui thi, ₹140 pe nahi. Kripya sahi bill bhejiye.\n\n"
    "> Bill B12 — 10 L sarson tel @ ₹140 = ₹1,400",
])
def test_rate_agreed_in_an_unnamed_bill_complaint_asks_which_bill(text):
    """The rules ask which bill; the whole reader refuses (since session 44's retraining the second opinion refuses
    five of the six as ``ambiguous_intent.not_sure`` first, and since session 53's two of the Hindi and Hinglish as
    ``ambiguous_intent.also``: a refusal either way, never the accept or reject)."""
    assert read_message(text, email=True, second_opinion=False).reason_key == "no_id.bill"
    assert reading(text) in ("no_id.bill", "ambiguous_intent.not_sure", "ambiguous_intent.also")


@pytest.mark.parametrize("text", [
    "We had agreed ₹132 per litre for mustard oil, not ₹140. Please send a corrected bill for B12.",
    "Bill B12 is wrong: we had agreed ₹132 per litre for mustard oil, not ₹140. Please send a corrected bill.",
])
def test_the_bill_named_is_disputed(text):
    assert reading(text) == [("dispute", None, None, None, None, "B12")]


@pytest.mark.parametrize("text", [
    "₹132 for mustard oil is agreed. Please send 20 litres.",  # no bill asked to be corrected: an acceptance
    "सरसों तेल ₹132 मंज़ूर है। 20 लीटर भेज दीजिए।",
    "Sarson tel ₹132 manzoor hai. 20 litre bhej dijiye.",
])
def test_an_acceptance_without_a_bill_is_still_read(text):
    assert reading(text)[0][:4] == ("accept", "mustard-oil-1l", None, 13200)


# 3. A past bill's total told beside today's request asks no bill, and its goods' count is not today's
#    (lang.bill_told; probe r046 had read "bill B3 for 25 litres of ghee came to ₹13,250" as a bill asked, and the rate
#    as asked for 25 litres; hi/hl were refused "what about B3?").

@pytest.mark.parametrize("text", [
    "Your bill B3 for 25 litres of ghee came to ₹13,250 in November. What is your rate for ghee this month?",
    "In November your bill B3 came to ₹13,250 for 25 litres of ghee. What is your rate for ghee this month?",
    "नवंबर में 25 लीटर घी का आपका बिल B3 ₹13,250 का था। इस महीने घी का आपका रेट क्या है?",
    "November mein 25 litre ghee ka aapka bill B3 ₹13,250 ka tha. Is mahine ghee ka aapka rate kya hai?",
])
def test_a_past_bill_told_asks_only_the_rate(text):
    assert reading(text) == [("ask_quote", "ghee-1l", None, None, None, None)]


@pytest.mark.parametrize("text", [
    "Your bill B3 for 25 litres of ghee came to ₹13,250 in November. Please send 10 kg sugar.",
    "पिछले महीने 25 लीटर घी का बिल B3 ₹13,250 का था। 10 किलो चीनी भेज दीजिए।",
    "Pichhle mahine 25 litre ghee ka bill B3 ₹13,250 ka tha. 10 kilo cheeni bhej dijiye.",
])
def test_a_past_bill_told_beside_an_order(text):
    assert reading(text) == [("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text, bill", [
    ("Bill B8 was ₹2,000 for 40 kg potatoes but only 30 kg came. Please send 10 kg onions.", "B8"),  # a complaint
    ("Please send the bill for the 12 packets of bread. Also send 10 kg sugar.", None),  # a bill asked
])
def test_a_bill_complained_of_or_asked_is_read_as_before(text, bill):
    assert reading(text)[0][0] in ("dispute", "ask_bill") and reading(text)[0][-1] == bill


# 4. A table whose header names the columns' units in brackets, over bare numbers: the counts and rates in those units
#    (lang.unit_columns; probe r052 had been refused "what is 28 for?").

@pytest.mark.parametrize("text", [
    "Please send:\n\n| Item | Qty (kg) | Rate (₹/kg) |\n|---|---|---|\n| Onion | 30 | 28 |\n| Potato | 40 | 21 |",
    "कृपया भेज दीजिए:\n\n| सामान | मात्रा (किलो) | रेट (₹/किलो) |\n|---|---|---|\n| प्याज़ | 30 | 28 |\n| आलू | 40 | 21 |",
    "Kripya bhej dijiye:\n\n| Item | Qty (kg) | Rate (₹/kg) |\n|---|---|---|\n| Pyaaz | 30 | 28 |\n| Aloo | 40 | 21 |",
])
def test_units_named_in_the_header(text):
    assert reading(text) == [("order", "onion-1kg", 30, 2800, None, None), ("order", "potato-1kg", 40, 2100, None, None)]


def test_a_tray_column_counts_trays():
    text = "Please send:\n\n| Item | Qty (trays) | Rate (₹/tray) |\n|---|---|---|\n| Eggs | 5 | 175 |"
    assert reading(text) == [("order", "eggs-1pc", 150, 583, None, None)]


def test_an_amount_column_is_not_written():
    text = "Please send:\n\n| Item | Qty (kg) | Amount (₹) |\n|---|---|---|\n| Onion | 30 | 840 |"
    assert reading(text) == "ambiguous_intent.figure"


# 5. "Otherwise we will hold off for now" after a condition is the condition's other side, not goods taken back
#    (lang.hold_back; probe r003 en had been refused contradictory.retracted).

@pytest.mark.parametrize("text", [
    "If you can do ₹132 per litre on mustard oil, we will take 30 litres this week. Otherwise we will hold off for now.",
    "अगर आप सरसों का तेल ₹132 प्रति लीटर दे सकें, तो हम 30 लीटर लेंगे। वरना अभी के लिए रोक कर रखेंगे।",
    "Agar aap sarson ka tel ₹132 per litre de sakein, to hum 30 litre lenge. Warna abhi ke liye rok ke rakhenge.",
])
def test_otherwise_hold_off_keeps_the_offer(text):
    assert reading(text) == [("offer", "mustard-oil-1l", 30, 13200, None, None)]


@pytest.mark.parametrize("text", [
    "Please send 30 kg onions. Actually, hold it for now.",
    "Please send 30 kg onions. On second thoughts, hold the same till further notice.",
])
def test_goods_held_back_on_second_thoughts_are_still_refused(text):
    assert reading(text) == "contradictory.retracted"


# 6. A cut of the price asked as a noun ("a reduction of ₹2 per kg", "₹2 प्रति किलो की कमी") is a relative offer, and
#    past bills told by id as the reason ("across bills B1 to B7", "पिछले तीन बिल (B2, B3 और B5) … के रहे") ask nothing
#    (lang.roles, lang.past_ids; probes r038 and r016 had been refused).

@pytest.mark.parametrize("text, sku, change", [
    ("We request a reduction of ₹2 per kg on rice.", "rice-1kg", -200),
    ("इसे देखते हुए, हम चावल पर ₹2 प्रति किलो की कमी का अनुरोध करते हैं।", "rice-1kg", -200),
    ("Isko dekhte hue, hum chawal pe ₹2 per kg ki kami ki request karte hain.", "rice-1kg", -200),
    ("Our purchases from you in November totalled ₹1,12,400 across bills B1 to B7. Given this volume, we request a "
     "reduction of ₹2 per kg on rice.", "rice-1kg", -200),
    ("नवंबर में बिल B1 से B7 तक आपसे हमारी ख़रीद कुल ₹1,12,400 की रही। इसे देखते हुए, हम चावल पर ₹2 प्रति किलो की कमी का "
     "अनुरोध करते हैं।", "rice-1kg", -200),
    ("November mein bill B1 se B7 tak aapse humari kharid kul ₹1,12,400 ki rahi. Isko dekhte hue, hum chawal pe ₹2 per "
     "kg kam karne ki request karte hain.", "rice-1kg", -200),
    ("Our last three bills with you (B2, B3 and B5) came to over ₹60,000 together. Given the volume, could you knock ₹5 "
     "per kg off toor dal?", "toor-dal-1kg", -500),
    ("आपके साथ हमारे पिछले तीन बिल (B2, B3 और B5) मिलाकर ₹60,000 से ऊपर के रहे। इतने काम को देखते हुए, क्या आप तूर दाल "
     "में ₹5 प्रति किलो कम कर सकते हैं?", "toor-dal-1kg", -500),
    ("Aapke saath humare pichhle teen bill (B2, B3 aur B5) milakar ₹60,000 se upar ke rahe. Itne kaam ko dekhte hue, kya "
     "aap toor dal mein ₹5 per kg kam kar sakte hain?", "toor-dal-1kg", -500),
])
def test_a_cut_asked_beside_past_bills(text, sku, change):
    got = read_message(text, email=True)
    assert got.readable and [(i.kind, i.sku, i.price_change_paise, i.bill_id) for i in got.intents] == [
        ("offer", sku, change, None)]


def test_a_discount_on_a_bill_is_no_price_cut():
    assert reading("Please give a discount of ₹200 on bill B4.") != [("offer", None, None, None, None, None)]


# 7. Whether an order named was sent, asked ("Has O13 been sent?", "O13 भेजा गया या नहीं?", "O13 bheja gaya ya nahi?"), is
#    a delivery question (lang.acts; probe r026 hi/hl had been refused "what about O13?").

@pytest.mark.parametrize("text", [
    "Please add 5 litres of ghee to order O14. Also, has O13 been sent?",
    "कृपया ऑर्डर O14 में 5 लीटर घी जोड़ दीजिए। साथ ही बताइए कि O13 भेजा गया या नहीं?",
    "Kripya order O14 mein 5 litre ghee jod dijiye. Saath hi bataiye ki O13 bheja gaya ya nahi?",
])
def test_an_order_asked_whether_sent(text):
    assert reading(text) == [("order", "ghee-1l", 5, None, "O14", None), ("ask_delivery", None, None, None, "O13", None)]


@pytest.mark.parametrize("text", ["Have you sent the bill for O13?", "Kya aapne O13 ka bill bheja?"])
def test_a_bill_asked_whether_sent_is_still_a_bill_asked(text):
    assert reading(text) == [("ask_bill", None, None, None, "O13", None)]


# 8. The retail price told as goods "selling" at it ("टमाटर ₹35 किलो फुटकर बिक रहा है", "tamatar ₹35 kilo bik raha hai") is
#    the market's, never the price of the order beside it (lang.roles "sold_at"; probe r049 hi/hl had been refused).

@pytest.mark.parametrize("text", [
    "Tomatoes are selling at ₹35 a kilo at retail in Aminabad this week. Please send 25 kg of tomatoes at ₹27 per kg.",
    "इस हफ़्ते अमीनाबाद में टमाटर ₹35 किलो फुटकर बिक रहा है। कृपया 25 किलो टमाटर ₹27 प्रति किलो भेज दीजिए।",
    "Is hafte Aminabad mein tamatar ₹35 kilo retail mein bik raha hai. Kripya 25 kg tamatar ₹27 per kg bhej dijiye.",
])
def test_a_retail_price_told_beside_an_order(text):
    assert reading(text) == [("order", "tomato-1kg", 25, 2700, None, None)]
