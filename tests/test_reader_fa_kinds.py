"""Silent misreadings of text outside the corpora, fixed by kind (session 42, helper FA; issue 10).

Probes written the way chat models write, in parallel triples (English, Hindi in Devanagari, Hinglish): numbers
that are no count (a day, a year, an age, a place, people, the stock left), a pack's size said with goods cancelled,
and a need to come. Each asserts the exact intents (kind, sku, quantity in selling units, unit price in paise, order
id, bill id) or the refusal's key, as the supplier's desk reads an e-mail. A misreading acted on is the benchmark's
defect; a refusal is the model's failure — so where the words do not say how many, the reading is a refusal.
"""
from __future__ import annotations

import pytest

from reader_intents import reading

# 1. A day of the month with "को" / "ko", or with its occasion, or "for the Nth", is no count (lang.day_numbers):
#    "27 को हमारे यहाँ शादी है, पनीर चाहिए" had ordered 27 packets of paneer.

NO_COUNT_DAYS = [
    "27 को हमारे यहाँ शादी है, पनीर चाहिए",
    "27 ko shaadi hai, paneer chahiye",
    "We have a wedding on the 27th, need paneer.",
    "Need paneer for the function on the 27th.",
    "२७ को फंक्शन के लिए पनीर चाहिए।",
    "27 ke function ke liye paneer chahiye.",
    "We need paneer for the 27th.",
    "27 के लिए पनीर चाहिए।",
    "27 ke liye paneer chahiye.",
    "Holi is on the 14th, send besan.",
    "होली 14 को है, बेसन भेज दीजिए।",
    "Holi 14 ko hai, besan bhej dijiye.",
    "Our Eid sale starts on the 10th, send sugar.",
    "10 को हमारी ईद सेल शुरू है, चीनी भेजो।",
    "10 ko hamari Eid sale shuru hai, cheeni bhejo.",
    "Send bananas for the 16th.",
    "16 के लिए केले भेज दो।",
    "16 ke liye kele bhej do.",
    "We have a puja on the 12th, please send ghee.",
    "12 तारीख को पूजा है, घी भेज दीजिए।",
    "12 tarikh ko puja hai, ghee bhej dijiye.",
]


@pytest.mark.parametrize("text", NO_COUNT_DAYS)
def test_a_day_is_no_count(text):
    assert reading(text) == "no_quantity.how_many"


@pytest.mark.parametrize("text", [
    "We have a wedding on 27, need paneer.",
    "Send paneer on 27.",
    "Paneer 27 ko bhejna.",
    "पनीर 27 को भेजना।",
    "Saturday 27 — send paneer.",
    "शनिवार 27 को पनीर भेजना।",
    "Shanivar 27 ko paneer bhejna.",
    "Need paneer on day 27.",
    "पनीर चाहिए 27 के दिन।",
    "Paneer chahiye 27 ke din.",
    "Tomorrow is the 27th, send paneer.",
    "कल 27 है, पनीर भेजो।",
    "Kal 27 hai, paneer bhejo.",
    "Send paneer for the 2nd.",
    "2 के लिए पनीर भेजो।",
    "2 ke liye paneer bhejo.",
    "Send paneer on the 2nd.",
    "२ को पनीर भेजना।",
    "2 ko paneer bhejna.",
])
def test_a_bare_day_is_no_count(text):
    assert isinstance(reading(text), str)  # refused, never 27 packets


@pytest.mark.parametrize("text, want", [
    ("Chhath is on 7 November, send 20 dozen bananas.", [("order", "banana-1dozen", 20, None, None, None)]),
    ("छठ 7 नवंबर को है, 20 दर्जन केला भेजो।", [("order", "banana-1dozen", 20, None, None, None)]),
    ("Chhath 7 November ko hai, 20 darjan kela bhejo.", [("order", "banana-1dozen", 20, None, None, None)]),
    ("On the 27th we need 10 kg paneer.", [("order", "paneer-200g", 50, None, None, None)]),
    ("27 को 10 किलो पनीर चाहिए।", [("order", "paneer-200g", 50, None, None, None)]),
    ("27 ko 10 kilo paneer chahiye.", [("order", "paneer-200g", 50, None, None, None)]),
    ("Send 30 kg sugar on the 3rd.", [("order", "sugar-1kg", 30, None, None, None)]),
    ("3 को 30 किलो चीनी भेजो।", [("order", "sugar-1kg", 30, None, None, None)]),
    ("3 ko 30 kilo cheeni bhejo.", [("order", "sugar-1kg", 30, None, None, None)]),
    ("Please send 20 kg sugar on the 15th.", [("order", "sugar-1kg", 20, None, None, None)]),
    ("15 तारीख को 20 किलो चीनी भेज दीजिए।", [("order", "sugar-1kg", 20, None, None, None)]),
    ("15 tarikh ko 20 kilo cheeni bhej dijiye.", [("order", "sugar-1kg", 20, None, None, None)]),
])
def test_the_count_beside_a_day_is_read(text, want):
    assert reading(text) == want


# 2. A year is no count (lang.day_numbers): "2015 se hum aata sirf aapse lete hain. Aata bhej dijiye." had ordered
#    2,015 packets of atta; "Like in 2023, send poha" 2,023 packets of poha.

@pytest.mark.parametrize("text", [
    "Since 2015 we buy atta only from you. Send atta.",
    "2015 से हम आटा सिर्फ़ आपसे लेते हैं। आटा भेज दीजिए।",
    "2015 se hum aata sirf aapse lete hain. Aata bhej dijiye.",
    "Like in 2023, send poha for Diwali.",
    "2023 की तरह दिवाली के लिए पोहा भेजिए।",
    "2023 ki tarah Diwali ke liye poha bhejiye.",
    "Send the 2024 harvest basmati rice.",
    "2024 की फसल वाला बासमती चावल भेजिए।",
    "2024 ki fasal wala basmati chawal bhejiye.",
])
def test_a_year_is_no_count(text):
    assert reading(text) == "no_quantity.how_many"


# 3. An age, a place's number, a gate, a ward, a pin code, people and days counted are no count (lang.day_numbers,
#    the figures' words before and after a number, lang.aside_numbers).

@pytest.mark.parametrize("text", [
    "My father turned 70 on Sunday, so we need sweets — send almonds.",
    "पिताजी रविवार को 70 साल के हुए, बादाम भेज दीजिए।",
    "Pitaji Ravivar ko 70 saal ke hue, badam bhej dijiye.",
    "Shop #14, Main Bazaar — send eggs.",
    "दुकान #14, मेन बाज़ार — अंडे भेजो।",
    "Dukaan #14, Main Bazaar — ande bhejo.",
    "Send salt to the shop opposite gate 3.",
    "गेट 3 के सामने वाली दुकान पर नमक भेजिए।",
    "Gate 3 ke saamne wali dukaan pe namak bhejiye.",
    "We are in ward 7; send salt.",
    "हम वार्ड 7 में हैं; नमक भेजो।",
    "Hum ward 7 mein hain; namak bhejo.",
    "Deliver the eggs to pin code 226001.",
    "अंडे पिन कोड 226001 पर पहुँचाइए।",
    "Ande pin code 226001 pe pahunchaiye.",
    "About 200 customers came yesterday, send bread.",
    "कल करीब 200 ग्राहक आए, ब्रेड भेज दो।",
    "Kal kareeb 200 customer aaye, bread bhej do.",
    "For Navratri, 9 days, please send suji.",
    "नवरात्रि के 9 दिनों के लिए सूजी भेज दीजिए।",
    "Navratri ke 9 din ke liye suji bhej dijiye.",
])
def test_an_age_a_place_people_or_days_are_no_count(text):
    assert isinstance(reading(text), str)  # refused (how many? / what is it for?), never ordered


@pytest.mark.parametrize("text, want", [
    ("Can I get 2 cases of Coca-Cola before Sunday?", [("order", "soft-drink-750ml", 24, None, None, None)]),
    ("Deliver 10 kg rice to the 3rd floor.", [("order", "rice-1kg", 10, None, None, None)]),
    ("10 किलो चावल तीसरी मंज़िल पर पहुँचा दो।", [("order", "rice-1kg", 10, None, None, None)]),
    ("10 kilo chawal 3rd floor pe pahuncha do.", [("order", "rice-1kg", 10, None, None, None)]),
])
def test_counts_beside_such_words_are_read(text, want):
    assert reading(text) == want


# 4. The stock left is no count of the goods asked (lang.stock_told, lang.day_numbers): "चावल 12 किलो रह गया है,
#    चावल भेजो" had ordered 12 kg.

@pytest.mark.parametrize("text", [
    "Rice is down to 12 kg, please send rice.",
    "Rice is down to 12 kg. Please send rice.",
    "चावल 12 किलो रह गया है, चावल भेजो।",
    "Chawal 12 kilo reh gaya hai, chawal bhejo.",
    "चावल 12 रह गया है, और भेजो।",
    "Chawal 12 reh gaya hai, aur bhejo.",
])
def test_the_stock_left_is_no_count(text):
    assert isinstance(reading(text), str)


def test_a_count_cut_down_to_another_is_still_a_cut():
    assert reading("O20: eggs from 4 trays down to 2 trays pls.") == [("cancel", "eggs-1pc", 60, None, "O20", None)]


# 5. A pack's own size said with goods cancelled or refused names the goods; it counts nothing (lang.pack_cancelled):
#    "Doodh 500ml mat bhejo" had cancelled one packet of milk.

@pytest.mark.parametrize("text", [
    "Doodh 500ml mat bhejo",
    "दूध 500ml मत भेजो",
    "Don't send the 500ml milk",
    "Paneer 200g mat bhejo.",
    "Don't send the 200g paneer.",
    "Milk 500 ml cancel karo",
    "Cancel the 500ml milk",
    "Don't send the 5 kg atta.",
])
def test_a_pack_size_cancelled_is_asked(text):
    assert reading(text) == "ambiguous_intent.pack_or_count"


@pytest.mark.parametrize("text, want", [
    ("पनीर 200 ग्राम वाला मत भेजो।", [("cancel", "paneer-200g", None, None, None, None)]),
    ("5 kilo wala aata mat bhejna.", [("cancel", "atta-5kg", None, None, None, None)]),
    ("Cancel 2 packets of the 500ml milk", [("cancel", "milk-500ml", 2, None, None, None)]),
    ("Don't send 1 litre milk", [("cancel", "milk-500ml", 2, None, None, None)]),
])
def test_a_pack_named_with_wala_or_a_count_stands(text, want):
    assert reading(text) == want


# 6. A need to come is no order now (lang.need_later): "Next month we'll need 100 kg rice." had ordered 100 kg.

@pytest.mark.parametrize("text", [
    "Next month we'll need 100 kg rice.",
    "अगले महीने हमें 100 किलो चावल चाहिए होगा।",
    "Agle mahine humein 100 kg chawal chahiye hoga.",
    "Next week we will need 50 kg sugar.",
    "Next week we shall require 50 kg sugar.",
    "Around Diwali we'll want 30 kg almonds.",
    "दिवाली के आसपास 30 किलो बादाम चाहिए होंगे।",
    "Diwali ke aaspaas 30 kilo badam chahiye honge.",
    "In December we'll need 40 kg jaggery.",
    "दिसंबर में 40 किलो गुड़ चाहिए होगा।",
    "December mein 40 kilo gud chahiye hoga.",
    "रमज़ान में हमें 20 किलो चीनी चाहिए होगी।",
    "Ramzan mein humein 20 kilo cheeni chahiye hogi.",
    "Later this month we'll need 30 packets of butter.",
    "इस महीने के आख़िर में 30 पैकेट मक्खन चाहिए होगा।",
    "Is mahine ke aakhir mein 30 packet makkhan chahiye hoga.",
    "Next year we'll need 10 quintal rice.",
    "अगले साल 10 क्विंटल चावल चाहिए होगा।",
    "Agle saal 10 quintal chawal chahiye hoga.",
])
def test_a_need_to_come_is_refused(text):
    assert reading(text) == "ambiguous_intent.need_to_come"


@pytest.mark.parametrize("text", [
    "After Diwali we may need 10 litres of ghee.",
    "If sales pick up, we'll need 20 kg besan.",
    "अगर बिक्री बढ़ी तो 20 किलो बेसन चाहिए होगा।",
    "Agar bikri badhi to 20 kilo besan chahiye hoga.",
    "Maybe next week 10 trays of eggs.",
    "शायद अगले हफ़्ते 10 ट्रे अंडे।",
    "Shayad agle hafte 10 tray ande.",
    "दिवाली के बाद हमें 10 लीटर घी चाहिए हो सकता है।",
    "Diwali ke baad humein 10 litre ghee chahiye ho sakta hai.",
    "In case the guests go up to 300, we'll need 10 kg more paneer.",
    "अगर मेहमान 300 हो गए तो 10 किलो पनीर और चाहिए होगा।",
    "Agar mehmaan 300 ho gaye to 10 kilo paneer aur chahiye hoga.",
    "If the wedding happens, send 20 kg paneer.",
    "अगर शादी हुई तो 20 किलो पनीर भेज देना।",
    "Agar shaadi hui to 20 kilo paneer bhej dena.",
    "Once the wedding is confirmed I'll need 10 kg paneer.",
    "शादी पक्की होते ही 10 किलो पनीर चाहिए होगा।",
    "Shaadi pakki hote hi 10 kilo paneer chahiye hoga.",
])
def test_a_hedged_need_is_refused(text):
    assert reading(text).startswith("ambiguous_intent.")


@pytest.mark.parametrize("text, want", [
    ("Send 20 kg rice now; next week we'll need 30 kg more.", [("order", "rice-1kg", 20, None, None, None)]),
    ("Send 10 kg toor dal. From next month we'll need 20 kg every week.",
     [("order", "toor-dal-1kg", 10, None, None, None)]),
    ("10 किलो तूर दाल भेजिए। अगले महीने से हर हफ़्ते 20 किलो चाहिए होगी।",
     [("order", "toor-dal-1kg", 10, None, None, None)]),
    ("10 kilo toor dal bhejiye. Agle mahine se har hafte 20 kilo chahiye hogi.",
     [("order", "toor-dal-1kg", 10, None, None, None)]),
    ("Tomorrow we will need 50 kg sugar.", [("order", "sugar-1kg", 50, None, None, None)]),  # a delivery asked
    ("कल हमें 50 किलो चीनी चाहिए होगी।", [("order", "sugar-1kg", 50, None, None, None)]),
    ("Kal humein 50 kilo cheeni chahiye hogi.", [("order", "sugar-1kg", 50, None, None, None)]),
])
def test_goods_asked_now_beside_a_need_to_come_are_ordered(text, want):
    assert reading(text) == want


@pytest.mark.parametrize("text", [
    "Poha 500 g packet ka kya rate hai? Chhath wale hafte ke liye lagbhag 30 packet chahiye honge.",
    "पोहा 500 ग्राम पैकेट का क्या भाव है? छठ वाले हफ़्ते के लिए लगभग 30 पैकेट चाहिए होंगे।",
    "What is your rate for poha 500 g? For Chhath week we will need about 30 packets.",
])
def test_a_need_to_come_beside_a_rate_asked_is_the_quotes_count(text):
    assert reading(text) == [("ask_quote", "poha-500g", 30, None, None, None)]


# 7. A risk declined is no goods refused (lang.risk_declined): "यह जोखिम हम नहीं ले सकते। दही आ सकता है।" had
#    refused the curd.

@pytest.mark.parametrize("text", [
    "यह जोखिम हम नहीं ले सकते। दही आ सकता है।",
    "Yeh risk hum nahi le sakte. Dahi aa sakta hai.",
    "We cannot take that risk. Curd can come as before.",
])
def test_a_risk_declined_refuses_no_goods(text):
    assert reading(text) == "ambiguous_intent.unknown_word"


# 8. Probes that read right before and after (times, phone numbers, GST numbers, pack sizes beside counts, people,
#    percentages, sales and stock told): kept so a later change cannot misread them.

@pytest.mark.parametrize("text, want", [
    ("Send 10 kg onion by 7 pm.", [("order", "onion-1kg", 10, None, None, None)]),
    ("शाम 7 बजे तक 10 किलो प्याज़ भेज दो।", [("order", "onion-1kg", 10, None, None, None)]),
    ("Shaam 7 baje tak 10 kilo pyaaz bhej do.", [("order", "onion-1kg", 10, None, None, None)]),
    ("By 10 am please send 5 trays of eggs.", [("order", "eggs-1pc", 150, None, None, None)]),
    ("सुबह 10 बजे तक 5 ट्रे अंडे भेज दीजिए।", [("order", "eggs-1pc", 150, None, None, None)]),
    ("Subah 10 baje tak 5 tray ande bhej dijiye.", [("order", "eggs-1pc", 150, None, None, None)]),
    ("Fortune mustard oil 1 litre, 5 bottles please.", [("order", "mustard-oil-1l", 5, None, None, None)]),
    ("फ़ॉर्च्यून सरसों तेल 1 लीटर वाली 5 बोतल भेजिए।", [("order", "mustard-oil-1l", 5, None, None, None)]),
    ("Fortune sarson tel 1 litre wali 5 bottle bhejiye.", [("order", "mustard-oil-1l", 5, None, None, None)]),
    ("Send 30 packets of Tata Salt 1 kg.", [("order", "salt-1kg", 30, None, None, None)]),
    ("टाटा नमक 1 किलो वाले 30 पैकेट भेजो।", [("order", "salt-1kg", 30, None, None, None)]),
    ("Tata Salt 1 kg wale 30 packet bhejo.", [("order", "salt-1kg", 30, None, None, None)]),
    ("Send 5 kg paneer for 50 guests.", [("order", "paneer-200g", 25, None, None, None)]),
    ("50 मेहमानों के लिए 5 किलो पनीर भेजिए।", [("order", "paneer-200g", 25, None, None, None)]),
    ("50 mehmaanon ke liye 5 kilo paneer bhejiye.", [("order", "paneer-200g", 25, None, None, None)]),
    ("Only 3 packets of tea left. Send 10 more.", [("order", "tea-250g", 10, None, None, None)]),
    ("चाय पत्ती के सिर्फ़ 3 पैकेट बचे हैं, 10 और भेज दो।", [("order", "tea-250g", 10, None, None, None)]),
    ("Chai patti ke sirf 3 packet bache hain, 10 aur bhej do.", [("order", "tea-250g", 10, None, None, None)]),
    ("Sold 30 kg onions today; send 50 kg.", [("order", "onion-1kg", 50, None, None, None)]),
    ("आज 30 किलो प्याज़ बिका; 50 किलो भेज दो।", [("order", "onion-1kg", 50, None, None, None)]),
    ("Aaj 30 kilo pyaaz bika; 50 kilo bhej do.", [("order", "onion-1kg", 50, None, None, None)]),
    ("Full cream milk, 6% fat, send 20 packets.", [("order", "milk-500ml", 20, None, None, None)]),
    ("फुल क्रीम दूध, 6% फैट वाला, 20 पैकेट भेजो।", [("order", "milk-500ml", 20, None, None, None)]),
    ("Full cream doodh, 6% fat wala, 20 packet bhejo.", [("order", "milk-500ml", 20, None, None, None)]),
])
def test_counts_beside_other_numbers_are_read(text, want):
    assert reading(text) == want


@pytest.mark.parametrize("text", [
    "Send rice by 7 tomorrow.", "कल 7 बजे तक चावल भेज दीजिए।", "Kal 7 baje tak chawal bhej dijiye.",
    "Send milk at 7.", "भैया 7 बजे दूध भेज देना।", "Bhaiya 7 baje doodh bhej dena.",
    "Deliver atta to shop no. 14, Gandhi Market.", "दुकान नंबर 14, गांधी मार्केट पर आटा पहुँचा दीजिए।",
    "Dukaan number 14, Gandhi Market pe aata pahuncha dijiye.",
    "Please send sugar to 42 MG Road.", "चीनी 42 एमजी रोड पर भेजिए।", "Cheeni 42 MG Road pe bhejiye.",
    "Call me on 9876543210 before sending the curd.", "दही भेजने से पहले 9876543210 पर फ़ोन कर लेना।",
    "Dahi bhejne se pehle 9876543210 pe call kar lena.",
    "Our GSTIN is 09AAACR5055K1Z5. Please send tea with a GST bill.",
    "हमारा GSTIN 09AAACR5055K1Z5 है। चाय पत्ती GST बिल के साथ भेजिए।",
    "Humara GSTIN 09AAACR5055K1Z5 hai. Chai patti GST bill ke saath bhejiye.",
    "Send the Maggi 70g packets.", "मैगी 70 ग्राम वाले पैकेट भेजो।", "Maggi 70g wale packet bhejo.",
    "Need paneer for 50 guests.", "50 मेहमानों के लिए पनीर चाहिए।", "50 mehmaanon ke liye paneer chahiye.",
    "We have been running this shop for 25 years. Please send besan.",
    "हम 25 साल से यह दुकान चला रहे हैं। बेसन भेज दीजिए।", "Hum 25 saal se yeh dukaan chala rahe hain. Besan bhej dijiye.",
    "Give 5% discount on sugar.", "चीनी पर 5% छूट दीजिए।", "Cheeni pe 5% discount dijiye.",
    "Diwali is in 10 days, send almonds.", "दिवाली 10 दिन में है, बादाम भेज दो।", "Diwali 10 din mein hai, badam bhej do.",
    "We have 20 kg sugar left, send rice.", "हमारे पास 20 किलो चीनी बची है, चावल भेज दो।",
    "Humare paas 20 kilo cheeni bachi hai, chawal bhej do.",
    "We sold 40 packets of Maggi yesterday, send Maggi.", "कल 40 पैकेट मैगी बिक गई, मैगी भेज दो।",
    "Kal 40 packet Maggi bik gayi, Maggi bhej do.",
    "Send enough milk for 2 days.", "2 दिन के लिए काफ़ी दूध भेज दो।", "2 din ke liye kaafi doodh bhej do.",
    "Please send jaggery. Contact: Ramesh 98765 43210", "गुड़ भेज दीजिए। संपर्क: रमेश 98765 43210",
    "Gud bhej dijiye. Sampark: Ramesh 98765 43210",
    "Send matchboxes on Monday the 3rd.", "सोमवार 3 तारीख को माचिस भेजो।", "Somvar 3 tarikh ko maachis bhejo.",
    "Send curd on 12/12.", "12/12 को दही भेजो।", "12/12 ko dahi bhejo.",
    "The party is for 150. Send paneer.", "पार्टी 150 लोगों की है। पनीर भेजो।", "Party 150 logon ki hai. Paneer bhejo.",
    "We sell about 30 packets of milk a day. Send milk.", "रोज़ करीब 30 पैकेट दूध बिकता है। दूध भेजो।",
    "Roz kareeb 30 packet doodh bikta hai. Doodh bhejo.",
    "Room 204, Hotel Shanti — send tea.", "कमरा 204, होटल शांति — चाय पत्ती भेजो।", "Kamra 204, Hotel Shanti — chai patti bhejo.",
    "Send milk to flat 302.", "फ्लैट 302 में दूध भेजो।", "Flat 302 mein doodh bhejo.",
    "Order for Sharma ji's 60th birthday: send almonds.", "शर्मा जी के 60वें जन्मदिन के लिए बादाम भेजो।",
    "Sharma ji ke 60th birthday ke liye badam bhejo.",
    "We open at 8, send bread before that.", "हम 8 बजे खोलते हैं, उससे पहले ब्रेड भेजो।",
    "Hum 8 baje kholte hain, usse pehle bread bhejo.",
    "Sale on 15 August — send sugar.", "15 अगस्त को सेल है — चीनी भेजो।", "15 August ko sale hai — cheeni bhejo.",
    "Our customers are 80% students. Send Maggi.", "हमारे 80% ग्राहक छात्र हैं। मैगी भेजो।",
    "Hamare 80% grahak students hain. Maggi bhejo.",
    "We get paid on the 1st, send atta then.", "1 तारीख को तनख्वाह आएगी, तब आटा भेजना।",
    "Pehli tarikh ko salary aayegi, tab atta bhejna.",
    "Send milk at 7:30.", "7:30 बजे दूध भेजना।", "7:30 baje doodh bhejna.",
    "Send ghee by 27.", "27 तक घी भेज देना।", "27 tak ghee bhej dena.",
])
def test_other_numbers_beside_goods_asked_without_a_count_are_refused(text):
    assert isinstance(reading(text), str)
