"""Kinds of misreading taken in the sixteenth session (issue 10), each in the three languages where it is not tied
to one script; written in our own words (other items, figures and ids than the corpora's rows that showed them).

Several had been acted on: the agreed rate told inside a dispute ("Agreed ₹96 moong, billed ₹104") was accepted,
"send the remaining 4 kg" after a short delivery was dropped beside a dispute, a complaint the shop let be ("B40
wali shikayat rehne dijiye") was disputed, and a refusal said beside the stock that explains it ("par is hafte
nahi — shelf pe abhi 30 packet pade hain") was lost.
"""
from __future__ import annotations

import pytest

from reader_intents import intents as _intents


@pytest.mark.parametrize("text", [
    "B16 wrong rate. Agreed ₹96 moong, billed ₹104. pls correct",
    "Bill B16 galat hai. Moong ₹96 tay hua tha, bill mein ₹104 lagaya.",
    "B16 का रेट गलत है। मूँग ₹96 तय हुई थी, ₹104 लगाया है।",
])
def test_the_rate_told_inside_a_dispute_is_no_accept(text):
    assert _intents(text) == [("dispute", None, None, None, None, "B16")]


@pytest.mark.parametrize("text", [
    "Only 6 kg toor dal came with O57. Please send the remaining 4 kg.",
    "Sirf 6 kilo toor dal aayi O57 mein. Baaki 4 kilo bhej dijiye.",
    "O57 में सिर्फ़ 6 किलो तूर दाल आई। बाकी 4 किलो भेज दीजिए।",
])
def test_the_rest_of_a_delivery_sent_for_is_asked_not_ordered(text):
    assert _intents(text) == [("ask_delivery", "toor-dal-1kg", 4, None, "O57", None)]


@pytest.mark.parametrize("text", [
    "B46 charges 10 kg toor dal but only 6 kg came with O57. Please correct the bill and send the remaining 4 kg.",
    "B46 mein 10 kilo toor dal ka paisa laga hai par O57 mein sirf 6 kilo aayi. Bill theek kijiye aur baaki 4 kilo "
    "bhej dijiye.",
    "B46 में 10 किलो तूर दाल का पैसा लगा है पर O57 में सिर्फ़ 6 किलो आई। बिल ठीक कीजिए और बाकी 4 किलो भेज दीजिए।",
])
def test_the_rest_asked_beside_a_dispute_stays(text):
    assert _intents(text) == [("dispute", None, None, None, None, "B46"),
                              ("ask_delivery", "toor-dal-1kg", 4, None, "O57", None)]


def test_two_counts_in_the_rest_clause_are_not_guessed():
    from reader_intents import refused
    assert refused("Send 20 kg rice, and the remaining 4 kg sugar from O12.").startswith("ambiguous_intent")


@pytest.mark.parametrize("text", [
    "B12 wali shikayat rehne dijiye. O30 kab aayega?",
    "B12 वाली शिकायत रहने दीजिए। O30 कब आएगा?",
])
def test_a_complaint_let_be_is_no_dispute(text):
    assert _intents(text) == [("ask_delivery", None, None, None, "O30", None)]


@pytest.mark.parametrize("text", [
    "Thanks for the Maggi offer, but not now — we still have 40 packets. Send 10 kg sugar.",
    "Parle-G offer ke liye thanks, par is hafte nahi — shelf pe abhi 30 packet pade hain. 10 kilo cheeni bhej do.",
    "पारले-जी के ऑफ़र के लिए शुक्रिया, पर इस हफ़्ते नहीं — शेल्फ़ पर अभी 30 पैकेट पड़े हैं। 10 किलो चीनी भेज दो।",
])
def test_a_refusal_beside_the_stock_that_explains_it_stands(text):
    assert [k for k, *_ in _intents(text)] == ["reject", "order"]
    assert _intents(text)[1] == ("order", "sugar-1kg", 10, None, None, None)


@pytest.mark.parametrize("text", [
    "We still have 6 bags of atta in the godown, so no atta this time. Send 20 kg sugar.",
    "Bhai 60 ande bhej do... nahi ruko, 20 pade hain, 40 kaafi hain.",
])
def test_stock_then_its_outcome_is_no_refusal(text):
    from lang.reader import read_message
    from reader_intents import CAT
    assert not any(i.kind == "reject" for i in read_message(text, CAT).intents)


@pytest.mark.parametrize("text", [
    "Send 15 kg sugar and 8 kg jaggery; the jaggery was short by 1 kg in B21 last time.",
    "15 kilo cheeni aur 8 kilo gur bhejo; pichli baar B21 mein gur 1 kilo kam aaya tha.",
    "15 किलो चीनी और 8 किलो गुड़ भेजिए; पिछली बार B21 में गुड़ 1 किलो कम आया था।",
])
def test_goods_sent_before_a_dispute_names_them_again_stay_ordered(text):
    assert _intents(text) == [("order", "sugar-1kg", 15, None, None, None), ("order", "jaggery-1kg", 8, None, None, None),
                              ("dispute", None, None, None, None, "B21")]


@pytest.mark.parametrize("text", [
    "Send 60 packets milk tomorrow, and bill B8 is wrong — you charged ₹150 extra.",
    "Doodh 60 packet kal bhejo, aur bill B8 galat hai — ₹150 zyada lagaya hai.",
    "दूध 60 पैकेट कल भेजिए, और बिल B8 गलत है — ₹150 ज़्यादा लगाया है।",
])
def test_an_amount_of_the_dispute_is_not_the_price_of_goods_before_it(text):
    assert _intents(text) == [("order", "milk-500ml", 60, None, None, None), ("dispute", None, None, None, None, "B8")]


@pytest.mark.parametrize("text", [
    "**Toor dal:** ~~₹140~~ **₹134**/kg × 20 kg — please dispatch.",
    "**Toor dal:** ~~₹140~~ **₹134**/kg × 20 kg — bhej dijiye.",
    "**तूर दाल:** ~~₹140~~ **₹134**/किलो × 20 किलो — भेज दीजिए।",
])
def test_a_struck_price_with_a_send_orders_at_the_new_price(text):
    assert _intents(text) == [("order", "toor-dal-1kg", 20, 13400, None, None)]


@pytest.mark.parametrize("text", [
    "O63 ka kya hua? 10 kilo besan kab aayega?",
    "O63 का क्या हुआ? 10 किलो बेसन कब तक पहुँचेगा?",
])
def test_goods_asked_after_in_the_next_question_are_the_orders(text):
    assert _intents(text) == [("ask_delivery", "besan-500g", 20, None, "O63", None)]


@pytest.mark.parametrize("text", ["O63 ka kya hua? O64 kab aayega?", "O63 का क्या हुआ? O64 कब आएगा?"])
def test_two_orders_asked_after_are_both_asked(text):
    assert _intents(text) == [("ask_delivery", None, None, None, "O63", None), ("ask_delivery", None, None, None, "O64", None)]


@pytest.mark.parametrize("text", [
    "Bhaiya, O31 ka kya hua? Usme 3 peti Maggi aur 10 kilo besan thi. Kal tak chahiye.",
    "भैया, O31 का क्या हुआ? उसमें 3 पेटी मैगी और 10 किलो बेसन थी। कल तक चाहिए।",
])
def test_an_orders_contents_told_are_not_ordered_again(text):
    assert not any(k == "order" for k, *_ in _intents(text))


@pytest.mark.parametrize("text", [
    "Send 12 packets poha.\n\nOops, ignore the above, I made a mistake.",
    "12 packet poha bhejo.\n\nOops, upar wala ignore karo, galti ho gayi.",
    "12 पैकेट पोहा भेजो।\n\nओह, ऊपर वाला छोड़ दो, गलती हो गई।",
])
def test_ignore_the_above_takes_the_message_back(text):
    from reader_intents import refused
    assert refused(text).startswith("contradictory")


@pytest.mark.parametrize("text", [
    "Step 1: Check stock. Step 2: Sugar is low. Step 3: Order sugar.\nFinal message: Send 30 kg sugar at ₹41 per kg.",
    "चरण 1: स्टॉक देखो। चरण 2: चीनी कम है।\nअंतिम संदेश: 30 किलो चीनी ₹41 किलो के भाव से भेजें।",
    "Step 1: stock check karo. Step 2: chini kam hai.\nFinal message: 30 kilo chini ₹41 kilo ke rate pe bhejo.",
])
def test_numbered_reasoning_before_the_final_message_is_not_the_message(text):
    assert _intents(text) == [("order", "sugar-1kg", 30, 4100, None, None)]


def test_numbered_steps_with_no_answer_after_them_are_the_message():
    assert _intents("Step 1. Send 20 kg rice.\nStep 2. Send 10 kg sugar.") == [
        ("order", "rice-1kg", 20, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "1. Poha - yes send 10 packets at ₹33\n2. Bread - no thanks\n3. Maggi - later",
    "1. पोहा - हाँ 10 पैकेट ₹33 पर भेजो\n2. ब्रेड - नहीं चाहिए\n3. मैगी - बाद में",
    "1. Poha - haan 10 packet ₹33 pe bhejo\n2. Bread - nahi chahiye\n3. Maggi - baad mein",
])
def test_goods_put_off_ask_nothing(text):
    assert _intents(text) == [("order", "poha-500g", 10, 3300, None, None), ("reject", "bread-400g", None, None, None, None)]


def test_the_rate_told_is_no_rate_asked():
    assert _intents("Bataye gaye rate par hum yeh order dena chahte hain: 20 kilo chawal, 10 kilo cheeni.") == [
        ("order", "rice-1kg", 20, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", ["Is baar dhandha manda hai, to bas 40 kilo chawal bhejiye.",
                                  "इस बार धंधा मंदा है, तो बस 40 किलो चावल भेजिए।"])
def test_so_after_a_plain_statement_sets_no_condition(text):
    assert _intents(text) == [("order", "rice-1kg", 40, None, None, None)]


@pytest.mark.parametrize("text", [
    "| # | Item | Qty | Rate |\n|---|---|---|---|\n| 1 | Atta | 10 bags | ₹215 |\n| 2 | Salt | 20 kg | ₹21/kg |\n\n"
    "Please dispatch by Friday.",
    "| क्र. | सामान | मात्रा | रेट |\n|---|---|---|---|\n| 1 | आटा | 10 बैग | ₹215 |\n| 2 | नमक | 20 किलो | ₹21/किलो |\n\n"
    "शुक्रवार तक भेज दीजिए।",
    "| S.No. | Saman | Matra | Rate |\n|---|---|---|---|\n| 1 | Aata | 10 bag | ₹215 |\n| 2 | Namak | 20 kilo | ₹21/kg |\n\n"
    "Friday tak bhej dena.",
])
def test_a_tables_row_numbers_are_no_counts(text):
    assert _intents(text) == [("order", "atta-5kg", 10, 21500, None, None), ("order", "salt-1kg", 20, 2100, None, None)]


def test_a_bid_equal_to_their_rate_is_their_rate_taken():
    text = ("| Item | Qty | Your rate | Our offer |\n|---|---|---|---|\n| Besan | 20 kg | ₹110/kg | ₹100/kg |\n"
            "| Salt | 30 kg | ₹21 | ₹21 |\n\nConfirm the besan rate first; the salt you can send right away.")
    assert _intents(text) == [("offer", "besan-500g", 40, 5000, None, None), ("order", "salt-1kg", 30, 2100, None, None)]


@pytest.mark.parametrize("text", ["तेल और बेसन के भाव पक्के कीजिए, फिर माल भेजिए।", "Tel aur besan ke bhav pakke kijiye."])
def test_oil_is_not_tell(text):
    from lang.reader import read_message
    from reader_intents import CAT
    assert not any(i.kind == "ask_quote" for i in read_message(text, CAT).intents)


@pytest.mark.parametrize("text", [
    "[03/06/26, 10:42 AM] Gupta Traders: Onion ₹34/kg today, potato ₹26\n[03/06/26, 10:45 AM] Me: Onion ₹30 chalega?\n"
    "[03/06/26, 11:02 AM] Gupta Traders: ₹32 last\n\nOk ₹32 done for onion, send 30 kg.",
    "[03/06/26, 10:42 AM] गुप्ता ट्रेडर्स: प्याज़ आज ₹34/किलो, आलू ₹26\n[03/06/26, 10:45 AM] मैं: प्याज़ ₹30 चलेगा?\n"
    "[03/06/26, 11:02 AM] गुप्ता ट्रेडर्स: ₹32 आखिरी\n\nठीक है, प्याज़ ₹32 पक्का, 30 किलो भेजो।",
])
def test_a_pasted_chat_log_is_the_earlier_messages(text):
    assert _intents(text) == [("accept", "onion-1kg", None, 3200, None, None), ("order", "onion-1kg", 30, None, None, None)]


@pytest.mark.parametrize("text", [
    "Forwarded\nGupta Traders: Ghee ₹560/litre, min 10 litres\n\nMake it ₹530 a litre, we'll take 10 litres.",
    "Forwarded\nगुप्ता ट्रेडर्स: घी ₹560/लीटर, कम से कम 10 लीटर\n\n₹530 लीटर कर दो, 10 लीटर ले लेंगे।",
])
def test_a_forwarded_block_is_what_the_reply_answers(text):
    assert _intents(text) == [("offer", "ghee-1l", 10, 53000, None, None)]


@pytest.mark.parametrize("text", [
    "Supplier said: moong ₹98, masoor ₹82 per kg.\nManager reply: Moong ₹98 ok. Masoor we will check later.",
    "सप्लायर ने कहा: मूँग ₹98, मसूर ₹82 किलो।\nमैनेजर जवाब: मूँग ₹98 ठीक है। मसूर बाद में देखेंगे।",
])
def test_the_suppliers_words_told_are_not_the_reply(text):
    assert _intents(text) == [("accept", "moong-dal-1kg", None, 9800, None, None)]


@pytest.mark.parametrize("text, sku, qty", [
    ("need 2 kg panner by 6am", "paneer-200g", 10), ("send twenty five kg potatos", "potato-1kg", 25),
    ("send fifteen kg onoins", "onion-1kg", 15), ("Send 10 kg suger", "sugar-1kg", 10),
])
def test_a_name_one_letter_off_after_a_unit_names_the_item(text, sku, qty):
    assert _intents(text) == [("order", sku, qty, None, None, None)]


@pytest.mark.parametrize("text", ["Send 10 kg along with O12", "20 kilo jaldi bhejiye", "Send 20 packets Thank you"])
def test_words_near_a_name_are_not_misspelt_names(text):
    from lang.reader import read_message
    from reader_intents import CAT
    assert read_message(text, CAT).reason_key.startswith("no_item")


@pytest.mark.parametrize("text", [
    "Thanks for the quick delivery of O15, all fine. Please also send 3 trays of eggs tomorrow.",
    "O15 ki delivery ke liye shukriya. 3 tray ande kal bhej dena.",
    "O15 की डिलीवरी के लिए धन्यवाद। 3 ट्रे अंडे कल भेज देना।",
])
def test_an_id_thanked_for_needs_nothing(text):
    assert _intents(text) == [("order", "eggs-1pc", 90, None, None, None)]


@pytest.mark.parametrize("text, word", [
    ("B8 bill bhejne ke liye thanks. Paneer ke alawa sab mil gaya — O19 se paneer cancel kar dijiye.", "alawa"),
    ("B8 बिल भेजने के लिए धन्यवाद। पनीर के अलावा सब मिल गया — O19 से पनीर कैंसल कर दीजिए।", "अलावा"),
    ("O38 का बाकी माल कैंसिल कर दो, अब ज़रूरत नहीं।", "बाकी"),
])
def test_a_reason_quotes_the_word_as_written(text, word):
    from lang.reader import read_message
    from reader_intents import CAT
    r = read_message(text, CAT)
    assert not r.readable and f"'{word}'" in r.reason


def test_a_price_after_a_unit_is_no_misspelt_rice():
    assert _intents("Item: Sugar, Qty: 50 kg, Price: ₹41/kg. Please send.") == [("order", "sugar-1kg", 50, 4100, None, None)]


@pytest.mark.parametrize("text", ["subah 6 baje tak 2 kilo panir chahiye rate ₹350 kilo",
                                  "सुबह 6 बजे तक 2 किलो पनीर चाहिए रेट ₹350 किलो"])
def test_a_rate_said_after_the_need_is_no_rate_asked(text):
    assert _intents(text) == [("order", "paneer-200g", 10, 7000, None, None)]


@pytest.mark.parametrize("text", ["बिल B9 गलत है!! हमें सिर्फ 8 ट्रे मिली 10 नहीं, चेक करें",
                                  "Bill B9 galat hai!! humein sirf 8 tray mili 10 nahi pls check karo"])
def test_the_sentence_after_a_disputed_bill_tells_what_was_wrong(text):
    assert _intents(text) == [("dispute", None, None, None, None, "B9")]


@pytest.mark.parametrize("text", ["अच्छा महीना रहा, बिक्री 1.2 लाख पार 👍 अब 1 क्विंटल चावल ₹39/किलो पर भेज दीजिए।",
                                  "Accha mahina raha, sale 1.2 lakh paar 👍 Ab 1 quintal chawal ₹39/kg pe bhej do."])
def test_the_months_sales_told_are_a_report(text):
    assert _intents(text) == [("order", "rice-1kg", 100, 3900, None, None)]


def test_a_percentage_worked_out_to_the_price_offered():
    assert _intents("MRP से 10% कम — यानी ₹99 प्रति पैकेट — 50 पैकेट बादाम के लिए, चलेगा?") == [
        ("offer", "almonds-100g", 50, 9900, None, None)]


@pytest.mark.parametrize("text", [
    "Cancel O61 and add its 8 kg of besan to O62.",
    "O61 रद्द कर दीजिए और उसका 8 किलो बेसन O62 में जोड़ दीजिए।",
    "O61 cancel kar do aur uska 8 kilo besan O62 mein add kar do.",
])
def test_goods_added_to_a_named_order_beside_a_cancel_keep_its_id(text):
    assert _intents(text) == [("cancel", None, None, None, "O61", None), ("order", "besan-500g", 16, None, "O62", None)]


@pytest.mark.parametrize("text", [
    "If ₹540 a litre is your last word on ghee, we'll skip it this time.",
    "अगर घी पर ₹540 लीटर ही आख़िरी है, तो इस बार घी नहीं लेंगे।",
    "Agar ghee pe ₹540 litre hi aakhri hai, toh is baar ghee nahi lenge.",
])
def test_walking_away_from_their_last_price_refuses_it(text):
    assert _intents(text) == [("reject", "ghee-1l", None, 54000, None, None)]


@pytest.mark.parametrize("text", ["आलू का आपका ₹24 गुप्ता के ₹26 से अच्छा है। पक्का — 30 किलो भेज दीजिए।",
                                  "Aloo ka aapka ₹24 Gupta ke ₹26 se accha hai. Pakka — 30 kilo bhej do."])
def test_the_price_compared_against_is_not_the_one_taken(text):
    assert _intents(text) == [("accept", "potato-1kg", None, 2400, None, None), ("order", "potato-1kg", 30, None, None, None)]


@pytest.mark.parametrize("text", ["B40 and B41 — one of them is billed twice, please check.",
                                  "B40 और B41 — इनमें से एक दो बार बिल हुआ है, देख लीजिए।",
                                  "B40 aur B41 — inme se ek do baar bill hua hai, check kar lo."])
def test_one_of_two_bills_is_asked_which(text):
    from reader_intents import refused
    assert refused(text) == "ambiguous_intent.which_id"


@pytest.mark.parametrize("text", ["Kele ₹4 per piece zyada hai. ₹3.50 piece.", "केले ₹4 प्रति पीस ज़्यादा है। ₹3.50 पीस।",
                                  "Sugar ₹44 too high. ₹41 per kg."])
def test_a_price_alone_after_too_high_is_the_counter(text):
    assert [k for k, *_ in _intents(text)] == ["offer"]


@pytest.mark.parametrize("text", [
    "Paid B38. No wait, that one was already paid — I meant the other bill.",
    "B38 चुका दिया। नहीं रुकिए, वो तो पहले ही चुका था — मेरा मतलब दूसरे बिल से था।",
    "B38 pay kar diya. Nahi ruko, wo toh pehle hi paid tha — mera matlab doosre bill se tha.",
])
def test_another_meant_takes_the_payment_back(text):
    from reader_intents import refused
    assert refused(text).startswith("contradictory")


@pytest.mark.parametrize("text", [
    "Cancel only the paneer in O53, 10 packets.",
    "O53 में से सिर्फ़ पनीर के 10 पैकेट रद्द करने हैं।",
    "O53 mein se sirf paneer ke 10 packet cancel karne hain.",
])
def test_only_after_a_cancel_is_its_reach(text):
    assert _intents(text) == [("cancel", "paneer-200g", 10, None, "O53", None)]


@pytest.mark.parametrize("text", ["Rice: not a rupee above ₹38 per kg.", "चावल: ₹38 किलो से एक रुपया भी ऊपर नहीं।",
                                  "Chawal: ₹38 kilo se ek rupya zyada nahi."])
def test_a_ceiling_is_the_offer_not_one_rupee(text):
    assert _intents(text) == [("offer", "rice-1kg", None, 3800, None, None)]


@pytest.mark.parametrize("text", [
    "Thanks for the quote, but jaggery at ₹52 a kg is out of our budget this month.",
    "भाव के लिए धन्यवाद, पर गुड़ ₹52 किलो इस महीने हमारे बजट से बाहर है। अभी रहने देते हैं।",
    "Quote ke liye thanks, par gud ₹52 kilo is mahine hamare budget se bahar hai. Abhi rehne dete hain.",
    "Forget the jaggery at ₹52, we'll buy it elsewhere.",
])
def test_out_of_budget_refuses(text):
    assert _intents(text) == [("reject", "jaggery-1kg", None, 5200, None, None)]


@pytest.mark.parametrize("text", ["You said ₹44, we said ₹38 for onion — let's split the difference: ₹41?",
                                  "Toor dal: you're at ₹140, we're at ₹130. Let's meet at ₹135."])
def test_meeting_halfway_offers_the_middle_said(text):
    assert [(k, p) for k, _, _, p, *_ in _intents(text)] in ([("offer", 4100)], [("offer", 13500)])


@pytest.mark.parametrize("text", [
    "**Counter-offer:**\n- Toor dal: ~~₹140~~ **₹132/kg** (25 kg)\n- Masoor: ~~₹90~~ **₹84/kg** (20 kg)",
    "**हमारा काउंटर-ऑफ़र:**\n- तूर दाल: ~~₹140~~ **₹132/किलो** (25 किलो)\n- मसूर: ~~₹90~~ **₹84/किलो** (20 किलो)",
])
def test_kilos_in_brackets_after_a_price_are_the_quantity(text):
    assert _intents(text) == [("offer", "toor-dal-1kg", 25, 13200, None, None), ("offer", "masoor-dal-1kg", 20, 8400, None, None)]


@pytest.mark.parametrize("text", ["Any update on #52? We're out of sugar.", "#52 का कुछ पता? दुकान में चीनी ख़त्म है।",
                                  "#52 ka kuch pata? Dukaan mein cheeni khatam hai."])
def test_a_bare_hash_number_is_an_order(text):
    assert _intents(text) == [("ask_delivery", None, None, None, "O52", None)]


@pytest.mark.parametrize("text", ["**PO #2231**\n\n1. Rice — 20 kg\n2. Sugar — 10 kg", "Paid #41 today."])
def test_other_hash_numbers_are_no_orders(text):
    from lang.reader import read_message
    from reader_intents import CAT
    assert all(i.order_id != "O2231" and i.order_id != "O41" for i in read_message(text, CAT).intents)


def test_an_accept_beside_a_lower_ceiling_is_asked():
    from reader_intents import refused
    assert refused("We accept your ₹44 for sugar, but we can't pay more than ₹42.").startswith("ambiguous_intent")
    assert _intents("We can't pay more than ₹42 for sugar.") == [("offer", "sugar-1kg", None, 4200, None, None)]


@pytest.mark.parametrize("text", ["O44 nikla kya? Aur O46?", "O44 निकला क्या? और O46?"])
def test_an_id_alone_in_a_question_after_a_delivery_question_is_asked_too(text):
    assert _intents(text) == [("ask_delivery", None, None, None, "O44", None), ("ask_delivery", None, None, None, "O46", None)]


@pytest.mark.parametrize("text", ["Please ignore my previous mail about rice — we don't need rice this week.",
                                  "चावल वाली मेरी पिछली मेल पर ध्यान मत दीजिए — इस हफ़्ते चावल नहीं चाहिए।"])
def test_a_previous_mail_taken_back_cancels_its_goods(text):
    assert _intents(text) == [("cancel", "rice-1kg", None, None, None, None)]


@pytest.mark.parametrize("text", ["Bill B16 ki copy bhej dijiye.", "बिल B16 की कॉपी भेज दीजिए।",
                                  "B23 paid. B24 bhi paid. B25 ki copy bhej dijiye."])
def test_a_bills_copy_asked(text):
    assert _intents(text)[-1] == ("ask_bill", None, None, None, None, "B25" if "B25" in text else "B16")


@pytest.mark.parametrize("text", ["Order O88 cancel kar do please, galti se do baar order ho gaya tha. O89 wala rehne do.",
                                  "ऑर्डर O88 रद्द कर दीजिए, गलती से दो बार ऑर्डर हो गया था।"])
def test_times_are_no_goods(text):
    assert _intents(text) == [("cancel", None, None, None, "O88", None)]


def test_a_yes_to_one_items_price_is_no_yes_to_the_next_items():
    assert _intents("**Chawal** ka rate ₹41 theek hai, 40 kilo bhej do. Aur **cheeni** 50 kilo bhi.") == [
        ("accept", "rice-1kg", None, 4100, None, None), ("order", "rice-1kg", 40, None, None, None),
        ("order", "sugar-1kg", 50, None, None, None)]


@pytest.mark.parametrize("text", ["Rates for the following:\n1. Rice 25 kg\n2. Sugar 10 kg",
                                  "Best rate for rice 25 kg and sugar 10 kg", "rate pls for rice, sugar — 25 kg each",
                                  "In sab ka best rate batayiye:\n1. Chawal — 25 kilo\n2. Cheeni — 10 kilo"])
def test_a_rate_asked_over_a_list_orders_nothing(text):
    assert {k for k, *_ in _intents(text)} == {"ask_quote"}


@pytest.mark.parametrize("text", ["Rice 25 kg. Rate ₹40.", "Send 25 kg rice at the usual rate."])
def test_a_rate_said_or_an_old_rate_kept_still_orders(text):
    assert {k for k, *_ in _intents(text)} == {"order"}


def test_a_message_that_is_all_forward_lines_is_read_as_it_is():
    assert _intents("Fwd: order\nSend 20 kg rice") == [("order", "rice-1kg", 20, None, None, None)]
