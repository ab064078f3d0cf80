"""Over-refusals of the forty-sixth session's helper RF (issue 10; a new user's trial, F5), each read as a whole kind
in the three languages (en, Hindi in Devanagari, Hinglish), asserting the exact intents (kind, sku, quantity in
selling units, unit price in paise, order id, bill id) as the supplier's desk reads an e-mail, or the refusal's key
where a careful reader could not act. Probes written before the fixes: ``tests/corpus_probes46_rf``.
"""
from __future__ import annotations

import pytest

from reader_intents import intents, read_as, reading


def _mail(text):
    return intents(text, email=True)


# 1. The supplier's rate agreed in a sentence of its own naming no goods, then the goods ordered (lang.rate_fine_apart):
# the accept of the one item (the quote's one price, else none), then the order.

@pytest.mark.parametrize("text, sku, qty", [
    ("Okay, your rate is fine. Send 20 packets of tea.", "tea-250g", 20),
    ("ठीक है, आपका भाव चलेगा। 20 पैकेट चाय पत्ती भेज दीजिए।", "tea-250g", 20),
    ("Theek hai, aapka rate chalega. 20 packet chai patti bhej do.", "tea-250g", 20),
    ("Alright, your price works for us. Please send 30 kg rice tomorrow.", "rice-1kg", 30),
    ("ठीक है जी, आपका रेट हमें ठीक है। कल 30 किलो चावल भेज दीजिए।", "rice-1kg", 30),
    ("Thik hai ji, aapka rate humein theek hai. Kal 30 kilo chawal bhej dijiye.", "rice-1kg", 30),
    ("Your rate is OK. Please send 10 litres of refined oil.", "refined-oil-1l", 10),
    ("आपका रेट ठीक है। 10 लीटर रिफाइंड तेल भेज दो।", "refined-oil-1l", 10),
    ("Aapka rate theek hai. 10 litre refined tel bhej do.", "refined-oil-1l", 10),
])
def test_a_rate_agreed_apart_then_goods_ordered_is_an_accept_and_the_order(text, sku, qty):
    assert _mail(text) == [("accept", sku, None, None, None, None), ("order", sku, qty, None, None, None)]


@pytest.mark.parametrize("text", [
    "> Sugar: ₹42 per kg, fresh stock.\n\nDone, your rate is OK. Send 50 kg sugar.",
    "> चीनी: ₹42 प्रति किलो, ताज़ा माल।\n\nठीक है, आपका रेट मंज़ूर है। 50 किलो चीनी भेज दीजिए।",
    "> Cheeni: ₹42 per kilo, fresh maal.\n\nDone, aapka rate OK hai. 50 kilo cheeni bhej do.",
])
def test_the_accept_carries_the_quotes_one_price(text):
    assert _mail(text) == [("accept", "sugar-1kg", None, 4200, None, None), ("order", "sugar-1kg", 50, None, None, None)]


@pytest.mark.parametrize("text", [
    "Okay. Send 20 packets of tea.",
    "ठीक है। 20 पैकेट चाय पत्ती भेज दीजिए।",
    "Theek hai. 20 packet chai patti bhej do.",
])
def test_a_bare_okay_before_an_order_accepts_nothing(text):
    assert read_as(text) == [  # (reader_intents.DOUBTED: the Hindi and Hinglish, from session 47's retraining)
        ("order", "tea-250g", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "Okay, your rate is fine.",
    "ठीक है, आपका भाव चलेगा।",
    "Theek hai, aapka rate chalega.",
])
def test_a_rate_agreed_with_no_goods_anywhere_stays_refused(text):
    assert reading(text) == "no_item.none"


# 2. A Total line closing a list of counted goods, the counts' sum, is the writer's check (lang.total_row).

@pytest.mark.parametrize("text", [
    "| Item | Qty |\n|---|---|\n| Onion | 25 kg |\n| Potato | 20 kg |\n| **Total** | 45 kg |\n\nPlease send tomorrow.",
    "| सामान | मात्रा |\n|---|---|\n| प्याज़ | 25 किलो |\n| आलू | 20 किलो |\n| **कुल** | 45 किलो |\n\nकल भेज दीजिए।",
    "**Order update**\n\n| Item | Qty |\n|---|---|\n| Pyaaz | 25 kg |\n| Aloo | 20 kg |\n| **Total** | 45 kg |\n\n"
    "Kal subah bhej dena bhaiya.",
])
def test_a_total_row_under_an_order_table_is_their_sum(text):
    assert _mail(text) == [("order", "onion-1kg", 25, None, None, None), ("order", "potato-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "Please send:\nRice: 20 kg\nSugar: 10 kg\nTotal: 30 kg",
    "कृपया भेजिए:\nचावल: 20 किलो\nचीनी: 10 किलो\nकुल: 30 किलो",
    "Please bhejiye:\nChawal: 20 kg\nCheeni: 10 kg\nTotal: 30 kg",
])
def test_a_total_line_under_a_plain_list_is_their_sum(text):
    assert _mail(text) == [("order", "rice-1kg", 20, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "Order for tomorrow:\n\n1. Milk 500 ml — 40 packets\n2. Curd 400 g — 20 packets\n\n**Total: 60 packets**",
    "कल का ऑर्डर:\n\n1. दूध 500 मि.ली. — 40 पैकेट\n2. दही 400 ग्राम — 20 पैकेट\n\n**कुल: 60 पैकेट**",
    "Kal ka order:\n\n1. Doodh 500 ml — 40 packet\n2. Dahi 400 g — 20 packet\n\n**Total: 60 packet**",
])
def test_a_total_of_packets_under_a_numbered_list(text):
    assert _mail(text) == [("order", "milk-500ml", 40, None, None, None), ("order", "curd-400g", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "| Item | Qty |\n|---|---|\n| Onion | 25 kg |\n| Potato | 20 kg |\n| **Total** | 50 kg |\n\nPlease send tomorrow.",
    "| सामान | मात्रा |\n|---|---|\n| प्याज़ | 25 किलो |\n| आलू | 20 किलो |\n| **कुल** | 50 किलो |\n\nकल भेज दीजिए।",
    "| Item | Qty |\n|---|---|\n| Pyaaz | 25 kg |\n| Aloo | 20 kg |\n| **Total** | 50 kg |\n\nKal bhej dena.",
])
def test_a_total_that_is_not_the_sum_stays_refused(text):
    assert isinstance(reading(text), str)


# 3. A decline naming no goods under a quote naming one item is a refusal of it, with no price (read before this
# session; pinned).

@pytest.mark.parametrize("text, sku", [
    ("> Paneer 200 g: ₹78 per packet\n\nThanks, but this rate is too high for us. We'll pass this time.", "paneer-200g"),
    ("> पनीर 200 ग्राम: ₹78 प्रति पैकेट\n\nधन्यवाद, पर यह भाव हमारे लिए ज़्यादा है। इस बार नहीं लेंगे।", "paneer-200g"),
    ("> Paneer 200 g: ₹78 per packet\n\nThanks, par ye rate humare liye zyada hai. Is baar nahi lenge.", "paneer-200g"),
    ("> Tomato today ₹32/kg.\n\nNo bhaiya, don't need it right now. The rate is high.", "tomato-1kg"),
    ("> टमाटर आज ₹32/किलो।\n\nनहीं भैया, अभी नहीं चाहिए। रेट ज़्यादा है।", "tomato-1kg"),
    ("> Tamatar aaj ₹32/kg hai.\n\nNahi bhaiya, abhi nahi chahiye. Rate zyada hai.", "tomato-1kg"),
])
def test_a_decline_under_a_one_item_quote_rejects_it(text, sku):
    assert _mail(text) == [("reject", sku, None, None, None, None)]


@pytest.mark.parametrize("text", [
    "Okay, your rates are fine. Send 20 kg rice and 10 kg sugar.",
    "ठीक है, आपके भाव चलेंगे। 20 किलो चावल और 10 किलो चीनी भेज दीजिए।",
    "Theek hai, aapke rate chalenge. 20 kilo chawal aur 10 kilo cheeni bhej do.",
])
def test_rates_agreed_apart_then_several_goods_ordered_accepts_each(text):
    assert _mail(text) == [("accept", "rice-1kg", None, None, None, None), ("accept", "sugar-1kg", None, None, None, None),
                           ("order", "rice-1kg", 20, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "> Rice ₹40/kg, sugar ₹42/kg, toor dal ₹130/kg\n\nYour rates are fine. Send 20 kg rice and 10 kg sugar.",
    "> चावल ₹40/किलो, चीनी ₹42/किलो, तूर दाल ₹130/किलो\n\nआपके भाव ठीक हैं। 20 किलो चावल और 10 किलो चीनी भेज दीजिए।",
    "> Chawal ₹40/kg, cheeni ₹42/kg, toor dal ₹130/kg\n\nAapke rate theek hain. 20 kilo chawal aur 10 kilo cheeni bhej do.",
])
def test_rates_agreed_under_a_quote_of_more_goods_than_ordered_is_not_spread_by_this_kind(text):
    # the toor dal quoted too: which rates were agreed? lang.rate_fine_apart adds nothing (whatever the rest reads)
    got = reading(text)
    assert isinstance(got, str) or not any(k == "accept" and s == "toor-dal-1kg" for k, s, *_ in got)


# 4. A rate called more than the shop can pay ("above what we can pay", "jitna hum de sakte hain usse zyada") is a
# refusal of the goods, never the quote accepted (it had been read as an accept at the quoted price, silently, in all
# three languages: "we can pay" / "de sakte hain" are words of offering; lang.cues, lang.reader_parts.told_rate).

@pytest.mark.parametrize("text", [
    "> Atta 5 kg ₹230\n\nYour rate is above what we can pay right now.",
    "> Atta 5 kg ₹230\n\nThe rate is higher than what we can afford.",
    "> Atta 5 kg ₹230\n\nThat is beyond what we can pay.",
    "> आटा 5 किलो ₹230\n\nआपका भाव हम जितना दे सकते हैं उससे ज़्यादा है।",
    "> आटा 5 किलो ₹230\n\nयह रेट हमारी पहुँच से बाहर है।",
    "> Aata 5 kg ₹230\n\nAapka rate jitna hum de sakte hain usse zyada hai.",
])
def test_a_rate_above_what_the_shop_can_pay_rejects_the_goods(text):
    assert _mail(text) == [("reject", "atta-5kg", None, None, None, None)]


@pytest.mark.parametrize("text", [
    "> Atta 5 kg ₹230, mustard oil ₹158/L\n\nThanks Mehta ji, but your rates are above what we can pay right now. "
    "We'll pass for this week.",
    "> आटा 5 किलो ₹230, सरसों तेल ₹158/लीटर\n\nधन्यवाद मेहता जी, पर आपके भाव हम जितना दे सकते हैं उससे ज़्यादा हैं। इस "
    "हफ़्ते नहीं लेंगे।",
    "> Aata 5 kg ₹230, sarson tel ₹158/L\n\nDhanyavaad Mehta ji, par aapke rate jitna hum de sakte hain usse zyada "
    "hain. Is hafte nahi lenge.",
])
def test_a_decline_of_both_quoted_goods_as_more_than_the_shop_can_pay(text):
    assert _mail(text) == [("reject", "atta-5kg", None, None, None, None),
                           ("reject", "mustard-oil-1l", None, None, None, None)]


@pytest.mark.parametrize("text", [
    "> Atta 5 kg ₹230\n\n₹230 is more than we can pay. We can do ₹220.",
    "> आटा 5 किलो ₹230\n\nहम ₹220 दे सकते हैं, उससे ज़्यादा नहीं।",
    "> Aata 5 kg ₹230\n\nHum ₹220 de sakte hain, usse zyada nahi.",
])
def test_a_lower_price_the_shop_can_pay_is_still_an_offer(text):
    assert _mail(text) == [("offer", "atta-5kg", None, 22000, None, None)]


def test_a_rate_asked_above_a_count_is_still_asked():
    assert _mail("> Atta 5 kg ₹230\n\nWhat is your rate above 50 bags?")[0][0] == "ask_quote"
