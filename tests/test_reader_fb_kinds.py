"""Kinds fixer FB of the forty-second session read (issue 10): figures a shopkeeper reads as background, which the
reader had asked back ("what is 10 for?", ``ambiguous_intent.figure``). Parallel triples in our own words, each
asserting the intents read (kind, sku, quantity in selling units, unit price in paise, order id, bill id) or the
refusal's key; near shapes whose figure could be the request's stay refused.
"""
from __future__ import annotations

import pytest

from reader_intents import reading

# --- the goods ordered before, on a labelled line beside what came (lang.told_before) --------------------------

ORDERED_LINE = [
    "- **Ordered:** Colgate 100 g × 24\n- **Received:** some other toothpaste × 24 (never ordered)\n\n"
    "We dispute **B21** until this is put right. When will the **24 Colgate** under O21 come?",
    "- **मँगाया:** कोलगेट 100 ग्राम × 24\n- **आया:** कोई और टूथपेस्ट × 24 (कभी नहीं मँगाया)\n\n"
    "जब तक यह ठीक नहीं होता, **B21** पर हमारी आपत्ति है। O21 के **24 कोलगेट** कब आएँगे?",
    "- **Mangaya:** Colgate 100 g × 24\n- **Aaya:** koi aur toothpaste × 24 (kabhi nahi mangaya)\n\n"
    "Jab tak yeh theek nahi hota, **B21** par hamari aapatti hai. O21 ke **24 Colgate** kab aayenge?",
]


@pytest.mark.parametrize("text", ORDERED_LINE)
def test_a_line_labelled_ordered_is_the_goods_ordered_before_not_a_new_order(text):
    assert reading(text) == [("dispute", None, None, None, None, "B21"),
                             ("ask_delivery", "toothpaste-100g", 24, None, "O21", None)]


@pytest.mark.parametrize("text", ["Order: Colgate 100 g × 24", "Colgate 100 g × 24 bhejo"])
def test_a_line_of_goods_with_no_past_label_is_still_an_order(text):
    assert reading(text) == [("order", "toothpaste-100g", 24, None, None, None)]


# --- the count said to be enough after a cut (lang.count_left_told) --------------------------------------------

@pytest.mark.parametrize("text", ["O7 milk cut 4 packet. 16 packet enough. bread same.",
                                  "O7 में दूध 4 पैकेट कम करो। 16 पैकेट काफ़ी। ब्रेड वही।",
                                  "O7 mein doodh 4 packet kam karo. 16 packet kaafi. bread same."])
def test_a_count_said_to_be_enough_after_a_cut_is_what_the_order_keeps(text):
    assert reading(text) == [("cancel", "milk-500ml", 4, None, "O7", None)]


@pytest.mark.parametrize("text", ["O7 milk cut 4 packet. 16 packet not enough, send 4 more.",
                                  "Send 16 packets milk. 16 packet enough."])
def test_a_count_said_enough_with_more_asked_or_no_cut_stays_asked(text):
    assert reading(text) == "ambiguous_intent.figure"


# --- a sale told after something that goes on (lang.acts: still_going looks from the report on) --------------

@pytest.mark.parametrize("text", [
    "It has been raining since Monday — we sold 40 kg sugar yesterday alone! Will O3 (60 kg sugar) reach us tomorrow?",
    "सोमवार से बारिश हो रही है — कल ही 40 किलो चीनी बिक गई! क्या O3 (60 किलो चीनी) कल तक पहुँच जाएगा?",
    "Somvaar se baarish ho rahi hai — kal hi 40 kilo cheeni bik gayi! Kya O3 (60 kilo cheeni) kal tak pahunch jayega?",
])
def test_a_sale_told_after_the_weather_is_background(text):
    assert reading(text) == [("ask_delivery", "sugar-1kg", 60, None, "O3", None)]


@pytest.mark.parametrize("text", ["Cheeni ka stock khatam ho raha hai, 50 kilo bhej do.",
                                  "चीनी का स्टॉक ख़त्म हो रहा है, 50 किलो भेज दो।"])
def test_stock_running_out_is_no_report_and_the_order_stands(text):
    assert reading(text) == [("order", "sugar-1kg", 50, None, None, None)]


# --- goods made before, with a marker of time past (lang.acts: PAST_REPORTS) ------------------------------------

@pytest.mark.parametrize("text", [
    "This year we are making laddoos and pedas for weddings (we made about 30 kg of laddoos last Diwali). "
    "Please quote for besan and sugar.",
    "इस साल हम शादियों के लिए लड्डू और पेड़े बना रहे हैं (पिछली दिवाली में लगभग 30 किलो लड्डू बनाया था)। "
    "कृपया बेसन और चीनी का भाव बताइए।",
    "Is saal hum shaadiyon ke liye laddoo aur pede bana rahe hain (pichhli Diwali mein lagbhag 30 kilo laddoo banaya "
    "tha). Please besan aur cheeni ka rate bataiye.",
])
def test_goods_made_last_season_are_no_quantity_of_the_rates_asked(text):
    assert reading(text) == [("ask_quote", "besan-500g", None, None, None, None),
                             ("ask_quote", "sugar-1kg", None, None, None, None)]


# --- our balance or our purchases told beside a request, a bill paid elsewhere (lang.balance_told) --------------

@pytest.mark.parametrize("text", [
    "Your munim called to say our outstanding of ₹28,400 had crossed the ₹25,000 credit limit. We have today settled "
    "bill B6 in full by NEFT. Your rate of ₹98 per kg for masoor dal is fine. Please send 20 kg.",
    "आपके मुनीम जी ने बताया कि हमारा बकाया ₹28,400 हो गया है और ₹25,000 की उधार सीमा पार हो गई है। हमने आज NEFT से "
    "बिल B6 पूरा चुका दिया है। मसूर दाल का आपका ₹98 प्रति किलो का भाव ठीक है। कृपया 20 किलो भेज दें।",
    "Aapke munim ji ne bataya ki hamara baaki ₹28,400 ho gaya hai aur ₹25,000 ki credit limit paar ho gayi hai. Humne "
    "aaj NEFT se bill B6 poora chuka diya hai. Masoor dal ka aapka ₹98 per kilo ka rate theek hai. Kripya 20 kilo bhej dein.",
])
def test_our_balance_told_beside_a_bill_paid_is_no_figure_of_the_request(text):
    assert reading(text) == [("pay", None, None, None, None, "B6"), ("accept", "masoor-dal-1kg", None, 9800, None, None),
                             ("order", "masoor-dal-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "Please send 30 kg of rice at ₹40 per kg. Separately: our monthly purchases from you now run to about ₹60,000. "
    "Could you extend our credit period to 15 days?",
    "कृपया 30 किलो चावल ₹40 प्रति किलो पर भेज दीजिए। दूसरी बात: अब हमारी महीने की ख़रीद लगभग ₹60,000 की है। क्या आप "
    "हमारी उधार की अवधि 15 दिन कर सकते हैं?",
    "Please 30 kilo chawal ₹40 per kilo par bhej dijiye. Doosri baat: ab hamari mahine ki khareed lagbhag ₹60,000 ki "
    "hai. Kya aap hamara credit period 15 din kar sakte hain?",
])
def test_our_purchases_over_a_span_told_beside_an_order_are_no_figure_of_it(text):
    assert reading(text) == [("order", "rice-1kg", 30, 4000, None, None)]


@pytest.mark.parametrize("text, read", [
    ("Chawal 30 kilo, hum ₹40 mein khareed lenge.", [("offer", "rice-1kg", 30, 4000, None, None)]),
    ("B6 ka baaki ₹2,000 hai, 20 kilo chawal bhejo.", "ambiguous_intent.id"),
])
def test_a_price_bought_at_or_a_bills_balance_is_not_taken_for_the_account(text, read):
    assert reading(text) == read


# --- people and vans counted, a van or a landmark named by its number, a span of times (lang.aside_numbers,
#     lang.label_numbers) ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "The school is running a scout camp with 45 cadets. Our shop is near Metro Pillar 12, and we buy 8–10 times a "
    "month. Please send 20 kg sugar.",
    "स्कूल में 45 कैडेटों का स्काउट कैंप है और मेट्रो पिलर 12 के पास हम महीने में 8–10 बार ख़रीदते हैं। कृपया 20 किलो चीनी भेजिए।",
    "School mein 45 cadets ka scout camp hai aur Metro Pillar 12 ke paas hum mahine mein 8–10 baar khareedte hain. "
    "Please 20 kilo cheeni bhejiye.",
])
def test_cadets_a_landmarks_number_and_a_span_of_times_are_no_figures(text):
    assert reading(text) == [("order", "sugar-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "Please split this order across two vans:\n**Van 1 (Tuesday)**\n- Milk 500 ml — 40 packets\n**Van 2 (Friday)**\n"
    "- Sugar — 25 kg",
    "कृपया यह ऑर्डर दो गाड़ियों में बाँटें:\n**गाड़ी 1 (मंगलवार)**\n- दूध 500 ml — 40 पैकेट\n**गाड़ी 2 (शुक्रवार)**\n"
    "- चीनी — 25 किलो",
    "Please yeh order do gaadiyon mein baant dein:\n**Gaadi 1 (Tuesday)**\n- Doodh 500 ml — 40 packet\n"
    "**Gaadi 2 (Friday)**\n- Cheeni — 25 kilo",
])
def test_vans_counted_or_numbered_are_no_figures_of_the_order(text):
    assert reading(text) == [("order", "milk-500ml", 40, None, None, None), ("order", "sugar-1kg", 25, None, None, None)]


@pytest.mark.parametrize("text, read", [("Van 2 bori cheeni bhej do.", [("order", "sugar-1kg", 100, None, None, None)]),
                                        ("Please send two vans.", "no_item.none")])
def test_a_van_with_a_unit_after_is_a_count_and_vans_alone_ask_nothing(text, read):
    assert reading(text) == read


# --- the supplier's rate read back before a lower one is asked (lang.aside_numbers) -----------------------------

@pytest.mark.parametrize("text", [
    "Bhaiya, I saw the onion rate, thirty-four… thoda kam karo na, so basically two rupees less per kilo.",
    "भैया, प्याज़ का रेट देखा, चौंतीस… थोड़ा कम करो ना, मतलब किलो पर दो रुपये कम।",
    "Bhaiya, pyaz ka rate dekha, chauntees… thoda kam karo na, matlab kilo pe do rupaye kam.",
])
def test_the_rate_seen_before_a_lowering_is_theirs_and_the_change_is_the_offer(text):
    assert reading(text) == [("offer", "onion-1kg", None, None, None, None)]


@pytest.mark.parametrize("text", ["Pyaz ka rate dekha, 34, theek hai, 20 kilo bhejo.",
                                  "I saw the onion rate, 34. Fine, send 20 kg."])
def test_the_rate_seen_and_agreed_with_no_lowering_is_still_the_price_agreed(text):
    assert reading(text) == [("accept", "onion-1kg", None, 3400, None, None), ("order", "onion-1kg", 20, None, None, None)]
