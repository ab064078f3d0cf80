"""Kinds of silent misreading held-out corpus 18 showed (issue 10), each read as a whole kind in the three languages.

Each case is written again in our own words (other items, figures and wordings than the corpus's rows) and asserts
the exact intents (kind, sku, quantity in selling units, unit price in paise, order id, bill id), or for the counter
the bill's total in paise. A misreading the shop acts on is the benchmark's defect; a refusal is the model's failure.
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from lang.counter_words import read_at_counter
from reader_intents import CAT, counter_bill as _bill, intents as _intents, refused




# 1. At the counter, goods handed back come off the total: the amount left is the bill, not the total before
#    (which the two other amounts add up to) — "₹130 ... वापस" beside goods is a return, not change.

@pytest.mark.parametrize("text, paise", [
    ("कुल ₹640 हुए थे, आपने ₹90 का घी वापस किया, तो ₹550 दीजिए।", 55000),
    ("Total ₹640 tha, ₹90 ka ghee wapas kiya, toh ₹550 dijiye.", 55000),
    ("It was ₹640 in all; you returned ₹90 of ghee, so ₹550 please.", 55000),
])
def test_goods_handed_back_come_off_the_counter_total(text, paise):
    assert _bill(text) == paise


@pytest.mark.parametrize("text", ["₹500 diye, ₹60 wapas", "आपने ₹500 दिए, ₹60 वापस"])
def test_change_given_back_names_no_goods_and_stays_unheard(text):
    """Change handed back is no return of goods: these keep the e-mail reading (refused, the total is asked)."""
    assert not read_at_counter(text, CAT).readable


# 2. Part paid now, the rest written in the khata: the bill is the whole amount.

@pytest.mark.parametrize("text", [
    "भैया, ₹940 हुए — ₹400 अभी दे दो, बाकी खाते में लिख दूँगा।",
    "Bhaiya ₹940 hue, ₹400 abhi de do, baaki khate mein likh dunga.",
    "That's ₹940; give ₹400 now and the rest goes in your khata.",
])
def test_the_rest_on_the_khata_bills_the_whole(text):
    assert _bill(text) == 94000


# 3. Goods asked at a price below the one the supplier wrote, quoted inline after "you wrote:": a counter-offer.

@pytest.mark.parametrize("text", [
    'On 2 Dec you wrote: "Sugar ₹46/kg, salt ₹22/kg."\nWe would like 30 kg sugar at ₹43.',
    '2 दिसंबर को आपने लिखा था: "चीनी ₹46 किलो, नमक ₹22 किलो।"\nहमें 30 किलो चीनी ₹43 में चाहिए।',
    '2 Dec ko aapne likha tha: "Cheeni ₹46/kg, namak ₹22/kg."\nCheeni ₹43 mein chahiye, 30 kilo.',
])
def test_an_order_below_an_inline_quote_is_an_offer(text):
    assert _intents(text) == [("offer", "sugar-1kg", 30, 4300, None, None)]


# 4. A clause of its own agreeing to the supplier's rate, then the goods ordered: the rate accepted, then the order.

@pytest.mark.parametrize("text", [
    "Your rates for poha and sugar are fine. Send 20 packets poha and 30 kg sugar.",
    "पोहा और चीनी का रेट ठीक है। 20 पैकेट पोहा और 30 किलो चीनी भेज दीजिए।",
    "Poha aur cheeni ka rate theek hai. 20 packet poha aur 30 kilo cheeni bhej dijiye.",
])
def test_a_rate_agreed_then_goods_ordered_accepts_and_orders(text):
    assert _intents(text) == [("accept", "poha-500g", None, None, None, None),
                              ("accept", "sugar-1kg", None, None, None, None),
                              ("order", "poha-500g", 20, None, None, None),
                              ("order", "sugar-1kg", 30, None, None, None)]


def test_a_rate_not_agreed_accepts_nothing():
    assert _intents("Your rate for poha is not fine. Send 20 packets poha.") == \
        [("order", "poha-500g", 20, None, None, None)]


def test_a_send_after_the_rate_asked_accepts_nothing_and_is_refused():
    # Session 49 (RB, lang.need_after_rate): a send of the same goods after their rate asked is refused — send at your
    # rate, or tell the rate first? — as "What is your rate for onions? Please send 50 kg onions." was; it had read the
    # order alone, the question dropped. Still no accept.
    assert refused("Is your rate for poha fine? Send 20 packets poha.") == "ambiguous_intent.also"


def test_agreeable_to_a_price_accepts_it():
    assert _intents("We are agreeable to ₹44 per kg for sugar and would like 30 kg with Monday's van.") == [
        ("accept", "sugar-1kg", None, 4400, None, None), ("order", "sugar-1kg", 30, None, None, None)]


# 5. Rates asked for a list of goods, then "we'll need N of each": the quantity the rates are for, no order.

@pytest.mark.parametrize("text", [
    "Need rates for:\n- Poha\n- Tea 250 g\n- Biscuits\n\nWe'll need 40 packets of each.",
    "रेट बताइए:\n- पोहा\n- चाय 250 ग्राम\n- बिस्कुट\n\nहर एक के 40 पैकेट चाहिए।",
    "Rates chahiye:\n- Poha\n- Tea 250 g\n- Biscuit\n\nHar ek ka 40 packet chahiye.",
])
def test_a_want_beside_a_rate_request_is_the_quantity_asked_about(text):
    assert [(k, s, q) for k, s, q, *_ in _intents(text)] == [
        ("ask_quote", "poha-500g", 40), ("ask_quote", "tea-250g", 40), ("ask_quote", "biscuits-65g", 40)]


@pytest.mark.parametrize("text", ["Rates:\n- Poha\n- Biscuits\nSend 40 packets of each.",
                                  "Poha aur biscuit, har ek ka 40 packet bhej do.",
                                  "Poha aur biscuit, har ek 40 packet bhej do.",  # (no "ka": sealed58 f018)
                                  "पोहा और बिस्कुट, हर एक 40 पैकेट भेज दो।"])
def test_a_send_word_after_a_rate_list_still_orders(text):
    assert [(k, s, q) for k, s, q, *_ in _intents(text)] == [("order", "poha-500g", 40), ("order", "biscuits-65g", 40)]


# 6. "The bill did not come" asks for the bill, not the goods' delivery.

@pytest.mark.parametrize("text", [
    "The goods of O88 came, but the bill did not come. Please send the bill for O88.",
    "O88 का माल आ गया, पर बिल नहीं आया। कृपया O88 का बिल भेज दीजिए।",
    "O88 ka maal aa gaya, lekin bill nahi aaya. O88 ka bill bhej dijiye.",
])
def test_a_bill_that_did_not_come_asks_for_the_bill(text):
    assert _intents(text) == [("ask_bill", None, None, None, "O88", None)]


# 7. A delivery question is about the goods said not to have come, not those said to have come.

@pytest.mark.parametrize("text, sku", [
    ("> Order O61: 10 kg sugar, 5 kg salt – dispatched.\n\nThe salt came, but the sugar in O61 hasn't reached yet. "
     "When will it come?", "sugar-1kg"),
    ("> ऑर्डर O61: 10 किलो चीनी, 5 किलो नमक – भेजा गया।\n\nO61 का नमक आ गया, पर चीनी अभी तक नहीं पहुँची। कब तक आएगी?",
     "sugar-1kg"),
    ("> Order O61: 10 kilo cheeni, 5 kilo namak – dispatch.\n\nO61 ka namak aa gaya, cheeni abhi tak nahi aayi. "
     "Kab tak aayegi?", "sugar-1kg"),
])
def test_a_delivery_question_names_the_goods_not_yet_come(text, sku):
    assert _intents(text) == [("ask_delivery", sku, None, None, "O61", None)]


def test_a_delivery_question_about_goods_to_come_keeps_them():
    assert _intents("Will the 30 kg rice come with tomorrow's van?") == [
        ("ask_delivery", "rice-1kg", 30, None, None, None)]


# 8. Money sent for a named bill, or a way of sending money beside a bill and its amount: a payment of that bill.

@pytest.mark.parametrize("text", [
    "Sent ₹2,340 against B77 via UPI. Thanks!",
    "B77 के लिए ₹2,340 भेजे, UPI से।",
    "₹2,340 bheje B77 ke liye, UPI se.",
])
def test_money_sent_for_a_bill_pays_it(text):
    assert _intents(text) == [("pay", None, None, None, None, "B77")]


@pytest.mark.parametrize("text", [
    "**Payment details**\n- B77: ₹2,340 — UPI\n- B79: ₹8,100 — NEFT\n\nPlease confirm.",
    "**भुगतान विवरण**\n- B77: ₹2,340 — PhonePe से\n- B79: ₹8,100 — NEFT से\n\nकृपया पुष्टि करें।",
    "**Payment details**\n- B77: ₹2,340 — GPay\n- B79: ₹8,100 — NEFT\n\nConfirm kar dena.",
])
def test_a_list_of_bills_with_the_way_paid_pays_each(text):
    assert _intents(text) == [("pay", None, None, None, None, "B77"), ("pay", None, None, None, None, "B79")]


@pytest.mark.parametrize("text", ["You sent ₹200 extra on B12, please refund.", "Sent 20 kg rice? B12 says so."])
def test_money_or_goods_the_supplier_sent_pay_nothing(text):
    r = read_message(text, CAT)
    assert not any(i.kind == "pay" for i in r.intents)


# 9. Reasoning opened "चलो सोचते हैं:" / "Chalo sochte hain:" is not the message; the answer after its mark is.

@pytest.mark.parametrize("text", [
    "चलो सोचते हैं: मंडी में चीनी ₹38 है, सप्लायर ₹46 माँग रहा है।\n\nअंतिम संदेश: चीनी ₹42 किलो में 30 किलो दे दीजिए।",
    "Chalo sochte hain: mandi mein cheeni ₹38 hai, supplier ₹46 maang raha hai.\n\nFinal message: Cheeni ₹42 kilo "
    "mein 30 kilo de dijiye.",
])
def test_reasoning_opened_in_hindi_is_set_aside(text):
    assert _intents(text) == [("offer", "sugar-1kg", 30, 4200, None, None)]


# 10. Sales told as a habit ("We sell about 15 litres a week", "हर हफ़्ते … बिकती है") are background, not an order
#     or a second quantity of the goods asked for.

@pytest.mark.parametrize("text", [
    "We sell about 60 kg of sugar a week. If you can supply sugar at ₹40 per kg, we will take 100 kg this time.",
    "हमारी दुकान में हर हफ़्ते लगभग 60 किलो चीनी बिकती है। अगर आप चीनी ₹40 प्रति किलो दें, तो हम इस बार 100 किलो लेंगे।",
    "Humari dukaan mein har hafte lagbhag 60 kilo cheeni bikti hai. Agar aap cheeni ₹40 kilo de sakein, toh hum is "
    "baar 100 kilo lenge.",
])
def test_habitual_sales_are_background(text):
    assert _intents(text) == [("offer", "sugar-1kg", 100, 4000, None, None)]


def test_a_refusal_beside_what_we_sell_at_this_week_still_refuses():
    assert _intents("We cannot take sugar at ₹48 per kg; that is above what we sell at, so we will pass this week.") \
        == [("reject", "sugar-1kg", None, 4800, None, None)]


# 11. "if acceptable" / "अगर ठीक लगे" after a counter-offer is a courtesy, not an acceptance.

@pytest.mark.parametrize("text", [
    "Counter-offer:\n- Toor dal: ~~₹142~~ **₹134/kg**\n- Sugar: ~~₹46~~ **₹42/kg**\n\nFor 20 kg each, if acceptable.",
    "जवाबी भाव:\n- तूर दाल: ~~₹142~~ **₹134/किलो**\n- चीनी: ~~₹46~~ **₹42/किलो**\n\nदोनों 20-20 किलो, अगर ठीक लगे।",
    "Counter offer:\n- Toor dal: ~~₹142~~ **₹134/kg**\n- Cheeni: ~~₹46~~ **₹42/kg**\n\nDono 20-20 kilo, agar theek lage.",
])
def test_if_acceptable_is_a_courtesy(text):
    assert _intents(text) == [("offer", "toor-dal-1kg", 20, 13400, None, None),
                              ("offer", "sugar-1kg", 20, 4200, None, None)]


# 12. Change handed back at the counter: "here's ₹371 back", "4 wapas" (small change is still change).

@pytest.mark.parametrize("text, paise", [
    ("2 bread and a butter, ₹157. You gave ₹200, here's ₹43 back.", 15700),
    ("Bhaiya 2 bread aur 1 makhan, ₹196. 200 diye toh 4 wapas.", 19600),
    ("भैया 2 ब्रेड और 1 मक्खन, ₹196। 200 दिए तो 4 वापस।", 19600),
])
def test_change_handed_back_leaves_the_bill(text, paise):
    assert _bill(text) == paise


# 13. A refusal in a list that accepts other lines carries the price its own line refuses.

@pytest.mark.parametrize("text", [
    "Re your quote:\n1. Poha @ ₹38 — ✅ OK\n2. Sugar @ ₹48 — ❌ too high\n\nPlease send 20 packets poha.",
    "आपके भाव पर:\n1. पोहा ₹38 — ✅ ठीक\n2. चीनी ₹48 — ❌ ज़्यादा है\n\n20 पैकेट पोहा भेज दीजिए।",
    "Aapke rate par:\n1. Poha ₹38 — ✅ theek\n2. Cheeni ₹48 — ❌ zyada hai\n\n20 packet poha bhej dijiye.",
])
def test_a_refusal_in_a_list_keeps_its_price(text):
    assert _intents(text) == [("accept", "poha-500g", None, 3800, None, None),
                              ("reject", "sugar-1kg", None, 4800, None, None),
                              ("order", "poha-500g", 20, None, None, None)]


# 14. What a pack holds, in a rate asked ("matchboxes (bundle of 10)"), is no quantity.

@pytest.mark.parametrize("text", ["Please share your best price for matchboxes (bundle of 10).",
                                  "Rate for matchbox, pack of 10?"])
def test_a_packs_contents_in_a_rate_asked_is_no_quantity(text):
    assert _intents(text) == [("ask_quote", "matchbox-1pc", None, None, None, None)]


def test_a_count_in_a_rate_asked_stays():
    assert _intents("Rate for 10 matchboxes?") == [("ask_quote", "matchbox-1pc", 10, None, None, None)]
