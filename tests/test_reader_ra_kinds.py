"""Kinds fixer RA of the forty-third session read (issue 10): silent misreadings, each a reading that acted on
something the writer did not say, now refused with a reason the writer can act on (or read right). Parallel triples
(English, Hindi in Devanagari, Hinglish) in the styles chat models write — terse chat, formal e-mail, markdown — each
asserting the intents read (kind, sku, quantity in selling units, unit price in paise, order id, bill id) or the
refusal's key; near neighbours that must keep reading as they did beside each kind.
"""
from __future__ import annotations

import pytest

from reader_intents import reading

# --- a fact's count is not the count of goods asked later (lang.counts_not_lent.told_unplaced) ------------------

FACT_THEN_GOODS = [
    "We usually keep 20 kg of sugar. Send sugar.",
    "हम आमतौर पर 20 किलो चीनी रखते हैं। चीनी भेज दीजिए।",
    "Hum usually 20 kilo cheeni rakhte hain. Cheeni bhej do.",
    "Dear Sharma ji,\n\nWe usually keep about 30 kg of besan in the shop for the weekend rush. Kindly send besan by "
    "Friday.\n\nRegards,\nRakesh",
    "प्रिय शर्मा जी,\n\nहम आमतौर पर दुकान में लगभग 30 किलो बेसन रखते हैं। कृपया शुक्रवार तक बेसन भेज दीजिए।\n\nसादर,\nराकेश",
    "Sharma ji,\n\nHum aam taur par dukaan mein lagbhag 30 kilo besan rakhte hain. Kripya Friday tak besan bhej "
    "dijiye.\n\nRegards,\nRakesh",
    "**Stock note:** we normally hold 20 kg sugar.\n\n- Please send sugar\n- Send 10 kg rice",
    "**स्टॉक:** हम आम तौर पर 20 किलो चीनी रखते हैं।\n\n- चीनी भेजिए\n- 10 किलो चावल भेजिए",
    "**Stock:** hum normally 20 kilo cheeni rakhte hain.\n\n- Cheeni bhejiye\n- 10 kilo chawal bhejiye",
    "Our weekly sale of atta is 40 bags. Send atta.",
    "We go through 40 bags of atta a week. Send atta.",
]


@pytest.mark.parametrize("text", FACT_THEN_GOODS)
def test_goods_asked_with_no_count_after_a_fact_of_the_shop_are_asked_how_many(text):
    assert reading(text) == "no_quantity.how_many"


@pytest.mark.parametrize("text", ["Sugar 20 kg. Send sugar.", "चीनी 20 किलो। चीनी भेजिए।", "Cheeni 20 kilo. Cheeni bhejiye.",
                                  "Rice 25 kg. Please send rice by Monday.", "20 kg sugar. Please send it."])
def test_goods_counted_alone_then_sent_keep_their_count(text):
    assert reading(text)[0][:3] in (("order", "sugar-1kg", 20), ("order", "rice-1kg", 25))


@pytest.mark.parametrize("text", ["We usually keep 20 kg of sugar. Please send 20 kg sugar.",
                                  "हम आमतौर पर 20 किलो चीनी रखते हैं। 20 किलो चीनी भेज दीजिए।",
                                  "Hum usually 20 kilo cheeni rakhte hain. 20 kilo cheeni bhej do."])
def test_goods_asked_with_their_own_count_after_a_fact_are_ordered(text):
    assert reading(text) == [("order", "sugar-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", ["We sold 30 kg rice yesterday. Please send rice.", "कल 30 किलो चावल बिक गया। चावल भेज दीजिए।",
                                  "Kal 30 kilo chawal bik gaya. Chawal bhej do."])
def test_a_sale_reported_then_goods_asked_still_asks_how_many(text):
    assert reading(text) == "no_quantity.how_many"


# --- "each" is not the count of goods a later sentence says something else of (lang.counts_not_lent.said_apart) -

EACH_THEN_SKIPPED = [
    "Onion and potato ok. Send 40 kg each. Tomato we'll skip.",
    "प्याज़ और आलू ठीक है। दोनों 40-40 किलो भेजिए। टमाटर रहने दीजिए।",
    "Pyaz aur aloo theek hai. Dono 40-40 kilo bhejo. Tamatar rehne do.",
    "Onion and potato ok. Send 40 kg each. No tomato.",
    "Onion and potato ok. Send 40 kg each. Skip the tomato.",
]


@pytest.mark.parametrize("text", EACH_THEN_SKIPPED)
def test_each_is_not_lent_to_goods_skipped_in_a_later_sentence(text):
    got = reading(text)  # refused by the second opinion, or read with the tomato refused: never 40 kg of tomato
    assert got == "ambiguous_intent.also" or got == [("order", "onion-1kg", 40, None, None, None),
                                                     ("order", "potato-1kg", 40, None, None, None),
                                                     ("reject", "tomato-1kg", None, None, None, None)]


def test_each_with_a_tomato_skipped_in_a_formal_mail_reads_the_skip():
    assert reading("Dear Sir,\n\nOnion and potato rates are fine. Please send 40 kg each. We will skip tomato this "
                   "week.\n\nThanks") == [("accept", "onion-1kg", None, None, None, None),
                                          ("accept", "potato-1kg", None, None, None, None),
                                          ("order", "onion-1kg", 40, None, None, None),
                                          ("order", "potato-1kg", 40, None, None, None),
                                          ("reject", "tomato-1kg", None, None, None, None)]


@pytest.mark.parametrize("text", ["Send rice and sugar, 20 kg each; atta we have enough.",
                                  "Send rice and sugar, 20 kg each. Atta we have enough."])
def test_each_is_not_lent_to_goods_said_apart_after_it_in_the_same_sentence(text):
    assert reading(text) == "no_quantity.how_many"  # (never 20 kg of atta; the Hindi reads the stock told)


@pytest.mark.parametrize("text", ["चावल और चीनी 20-20 किलो भेजिए; आटा हमारे पास काफ़ी है।",
                                  "Chawal aur cheeni 20-20 kilo bhejiye; aata hamare paas kaafi hai.",
                                  "Send 20 kg each of rice and sugar."])
def test_each_with_the_rest_told_as_stock_orders_the_two(text):
    assert reading(text) == [("order", "rice-1kg", 20, None, None, None), ("order", "sugar-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", ["Send 20 kg each: rice, sugar, atta.", "Send 20 kg each of rice, sugar and atta."])
def test_each_before_a_plain_list_counts_every_item(text):
    assert reading(text) == [("order", "rice-1kg", 20, None, None, None), ("order", "sugar-1kg", 20, None, None, None),
                             ("order", "atta-5kg", 4, None, None, None)]


@pytest.mark.parametrize("text", ["प्याज़ और आलू 40-40 किलो भेजिए, टमाटर नहीं।", "Pyaz aur aloo 40-40 kilo bhejiye, tamatar nahi.",
                                  "Send 40 kg each of onion and potato, but skip the tomato."])
def test_each_beside_a_no_in_the_same_sentence_stays_refused(text):
    assert reading(text) == "ambiguous_intent.quantity"


@pytest.mark.parametrize("text", ["Send 20 packets each:\n- Maggi\n- Parle-G", "हर एक के 20 पैकेट भेजिए:\n- मैगी\n- पारले-जी",
                                  "Har ek ke 20 packet bhejiye:\n- Maggi\n- Parle-G"])
def test_each_over_a_list_below_it_still_counts_every_item(text):
    assert reading(text) == [("order", "noodles-70g", 20, None, None, None),
                             ("order", "biscuits-65g", 20, None, None, None)]


# --- goods a count only rides with (lang.with_goods._count_alone) ------------------------------------------------

RIDES_WITH = [
    "Send 6 litres more with the milk",
    "दूध के साथ 6 लीटर और भेज देना",
    "Doodh ke saath 6 litre aur bhej dena",
    "Send 3 dozen with tomorrow's milk.",
    "कल के दूध के साथ 3 दर्जन भेज दीजिए",
    "Kal ke doodh ke saath 3 darjan bhej dijiye",
    "Please send 6 litres more with the milk tomorrow, and 10 packets of bread.",
]


@pytest.mark.parametrize("text", RIDES_WITH)
def test_a_count_sent_with_goods_that_only_say_when_is_asked_of_what(text):
    assert reading(text) == "no_item.of_what"


@pytest.mark.parametrize("text, want", [
    ("Send 12 extra curd with tomorrow's milk", [("order", "curd-400g", 12, None, None, None)]),
    ("Aur kal ke milk ke saath 12 curd extra bhej dena.", [("order", "curd-400g", 12, None, None, None)]),
    ("Send 6 packets of curd with the milk.", [("order", "curd-400g", 6, None, None, None)]),
    ("Send 6 litres of milk with the bread.", [("order", "milk-500ml", 12, None, None, None)]),
    ("Kal ki delivery ke saath 6 litre doodh aur bhej dena.", [("order", "milk-500ml", 12, None, None, None)]),
])
def test_goods_counted_beside_the_goods_they_go_with_are_read(text, want):
    assert reading(text) == want


# --- an age or the last day is no count (lang.day_numbers) --------------------------------------------------------

AGES_AND_DAYS = [
    "My daughter is 8 and loves noodles. Send Maggi.",
    "मेरा बेटा 10 का हो गया, उसे बिस्कुट चाहिए। पारले-जी भेजो।",
    "Mera beta 10 ka ho gaya, use biscuit chahiye. Parle-G bhejo.",
    "Dear Ramesh ji,\n\nMy son is 10 and has his birthday party tomorrow. Please send Coca-Cola.\n\nRegards",
    "प्रिय रमेश जी,\n\nमेरा बेटा 10 का हो गया है, कल उसकी बर्थडे पार्टी है। कृपया कोका-कोला भेजिए।\n\nसादर",
    "Ramesh ji,\n\nMera beta 10 ka ho gaya hai, kal uski birthday party hai. Please Coca-Cola bhejiye.\n\nRegards",
    "31 is the last day, send poha.",
    "31 आख़िरी दिन है, पोहा भेज दो",
    "31 aakhri din hai, poha bhej do",
    "Last day is 31, send poha.",
    "Today is 31, send poha.",
    "31 हमारा आख़िरी कामकाजी दिन है। पोहा भेजो।",
    "31 hamara aakhri working day hai. Poha bhejo.",
]


@pytest.mark.parametrize("text", AGES_AND_DAYS)
def test_an_age_or_the_last_day_is_not_the_count_of_the_goods(text):
    assert reading(text) == "no_quantity.how_many"


@pytest.mark.parametrize("text, want", [
    ("My son is 10 and has his birthday party tomorrow. Please send 2 cases of Coca-Cola.",
     [("order", "soft-drink-750ml", 24, None, None, None)]),
    ("मेरा बेटा 10 का हो गया है। 2 पेटी कोका-कोला भेजिए।", [("order", "soft-drink-750ml", 24, None, None, None)]),
    ("Mera beta 10 ka ho gaya hai. 2 peti Coca-Cola bhejiye.", [("order", "soft-drink-750ml", 24, None, None, None)]),
    ("Send 31 packets of poha, last day tomorrow.", [("order", "poha-500g", 31, None, None, None)]),
    ("Poha 31 packet bhej do, aakhri din hai.", [("order", "poha-500g", 31, None, None, None)]),
])
def test_goods_counted_beside_an_age_or_a_last_day_keep_their_count(text, want):
    assert reading(text) == want


# --- goods needed by a time after an order's delivery is asked (lang.need_after_asked) ---------------------------

NEED_AFTER_ASKED = [
    "O6 nikla? 40 packet besan 4 baje se pehle chahiye, iftar 5:58 pe hai.",
    "O6 निकला? 40 पैकेट बेसन 4 बजे से पहले चाहिए, इफ़्तार 5:58 पर है।",
    "Has O6 left? We need 40 packets of besan before 4 pm.",
    "When will O6 come? We need 20 kg sugar by tomorrow.",
    "O6 कब आएगा? 20 किलो चीनी कल तक चाहिए।",
    "O6 kab aayega? 20 kilo cheeni kal tak chahiye.",
]


@pytest.mark.parametrize("text", NEED_AFTER_ASKED)
def test_goods_needed_by_a_time_after_a_delivery_asked_are_asked_whose(text):
    assert reading(text) == "ambiguous_intent.order_or_new"


@pytest.mark.parametrize("text, want", [
    ("Has O6 left? We need the 40 packets of besan before 4 pm, iftar is at 5:58.",
     [("ask_delivery", "besan-500g", 40, None, "O6", None)]),
    ("When will O6 come? Also send 20 kg sugar.",
     [("ask_delivery", None, None, None, "O6", None), ("order", "sugar-1kg", 20, None, None, None)]),
    ("O6 kab aayega? Aur 20 kilo cheeni bhi chahiye.",
     [("ask_delivery", None, None, None, "O6", None), ("order", "sugar-1kg", 20, None, None, None)]),
])
def test_goods_named_as_the_orders_or_said_to_be_more_keep_their_reading(text, want):
    assert reading(text) == want


def test_the_new_reason_is_worded_in_the_writers_language():
    from lang.reader import read_message
    from lang.refusals import reader_reason
    from market.catalogue import load_catalogue
    cat = load_catalogue()
    for text, word in [(NEED_AFTER_ASKED[2], "new order"), (NEED_AFTER_ASKED[1], "नया ऑर्डर"),
                       (NEED_AFTER_ASKED[0], "naya order")]:
        r = read_message(text, cat, email=True)
        said = reader_reason(r.reason_key, r.reason_args, r.language, cat)
        assert word in said and "O6" in said, said


# --- goods told as come, then asked with no count (lang.counts_not_lent.told_unplaced) ----------------------------

CAME_THEN_GOODS = [
    "The 20 kg rice arrived fine. Send rice.",
    "20 किलो चावल आ गया। चावल भेजिए।",
    "20 kilo chawal aa gaya. Chawal bhejiye.",
    "The 20 kg rice arrived fine. Send rice again.",
]


@pytest.mark.parametrize("text", CAME_THEN_GOODS)
def test_goods_told_as_come_then_asked_with_no_count_are_asked_how_many(text):
    assert reading(text) == "no_quantity.how_many"


@pytest.mark.parametrize("text", ["The 20 kg rice arrived. Please send 10 kg sugar.",
                                  "20 किलो चावल आ गया। 10 किलो चीनी भेजिए।", "20 kilo chawal aa gaya. 10 kilo cheeni bhejiye."])
def test_goods_come_beside_other_goods_counted_keep_the_others_order(text):
    assert reading(text) == [("order", "sugar-1kg", 10, None, None, None)]


# --- a count told of a van or a godown is no count of the goods (lang.counts_not_lent.capacity_told) -------------

@pytest.mark.parametrize("text", ["The van can carry 500 kg. Send sugar.", "Our godown holds 50 bori. Send rice.",
                                  "हमारे गोदाम में 50 बोरी की जगह है। चावल भेजिए।",
                                  "Hamare godown mein 50 bori ki jagah hai. Chawal bhejiye."])
def test_a_count_told_of_what_holds_goods_is_not_lent_to_them(text):
    assert reading(text) == "no_quantity.how_many"


@pytest.mark.parametrize("text", ["Send rice. 20 kg please.", "Chawal bhejo. Kal tak 20 kilo.", "चावल भेजो। कल तक 20 किलो।",
                                  "We need rice. 20 kg.", "Rice please. We need 20 kg by Friday."])
def test_a_count_in_a_sentence_of_its_own_is_still_the_goods(text):
    assert reading(text) == [("order", "rice-1kg", 20, None, None, None)]


# --- goods bought every month are no order (lang.verify_kinds._recurring) ----------------------------------------

@pytest.mark.parametrize("text", ["We buy 50 kg sugar from you every month.", "Send 50 kg sugar every month.",
                                  "हर महीने 50 किलो चीनी भेजिए।", "Har mahine 50 kilo cheeni bhejiye."])
def test_goods_every_month_are_asked_how_much_now(text):
    assert reading(text) == "ambiguous_intent.recurring"


# --- an order told as the last one is no order placed (lang.past_order) ------------------------------------------

@pytest.mark.parametrize("text", ["Our last order was 30 kg rice. Send rice.", "हमारा पिछला ऑर्डर 30 किलो चावल था। चावल भेजिए।",
                                  "Hamara pichla order 30 kilo chawal tha. Chawal bhejiye."])
def test_the_last_order_told_then_goods_asked_with_no_count_are_asked_how_many(text):
    assert reading(text) == "no_quantity.how_many"


def test_the_same_as_the_last_order_is_still_ordered():
    assert reading("Pichla order 30 kilo chawal tha, wahi bhejo.") == [("order", "rice-1kg", 30, None, None, None)]


# === session 44, fixer RA ==========================================================================================

# --- terse "id verb" pairs: each verb binds to its own id (lang.terse_pairs) ---------------------------------------

TERSE_PAIRS = [
    ("O12 cancel / O11 bill", [("cancel", None, None, None, "O12", None), ("ask_bill", None, None, None, "O11", None)]),
    ("O12 रद्द / O11 का बिल", [("cancel", None, None, None, "O12", None), ("ask_bill", None, None, None, "O11", None)]),
    ("O12 cancel / O11 ka bill", [("cancel", None, None, None, "O12", None),
                                  ("ask_bill", None, None, None, "O11", None)]),
    ("Subject: O12 cancel / O11 bill", [("cancel", None, None, None, "O12", None),
                                        ("ask_bill", None, None, None, "O11", None)]),
    ("विषय: O12 रद्द / O11 का बिल", [("cancel", None, None, None, "O12", None),
                                    ("ask_bill", None, None, None, "O11", None)]),
    ("Subject: O12 cancel / O11 ka bill", [("cancel", None, None, None, "O12", None),
                                           ("ask_bill", None, None, None, "O11", None)]),
    ("O12 cancel / B11 bill", [("cancel", None, None, None, "O12", None), ("ask_bill", None, None, None, None, "B11")]),
    ("O12 कैंसल / B11 बिल", [("cancel", None, None, None, "O12", None), ("ask_bill", None, None, None, None, "B11")]),
    ("O12 cancel karo / B11 bill bhejo", [("cancel", None, None, None, "O12", None),
                                          ("ask_bill", None, None, None, None, "B11")]),
    ("O12 cancel; O11 invoice", [("cancel", None, None, None, "O12", None),
                                 ("ask_bill", None, None, None, "O11", None)]),
    ("O12 कैंसिल और O11 का बिल", [("cancel", None, None, None, "O12", None),
                                  ("ask_bill", None, None, None, "O11", None)]),
    ("O12 cancel aur O11 ka bill", [("cancel", None, None, None, "O12", None),
                                    ("ask_bill", None, None, None, "O11", None)]),
    ("O12 cancel\nO11 bill", [("cancel", None, None, None, "O12", None), ("ask_bill", None, None, None, "O11", None)]),
    ("O11 का बिल / O12 रद्द", [("ask_bill", None, None, None, "O11", None), ("cancel", None, None, None, "O12", None)]),
    ("O11 ka bill | O12 cancel karo", [("ask_bill", None, None, None, "O11", None),
                                       ("cancel", None, None, None, "O12", None)]),
    ("O12 cancel / O11 status", [("cancel", None, None, None, "O12", None),
                                 ("ask_delivery", None, None, None, "O11", None)]),
    ("O12 रद्द / O11 कहाँ है", [("cancel", None, None, None, "O12", None),
                               ("ask_delivery", None, None, None, "O11", None)]),
    ("O12 cancel / O11 kahan hai", [("cancel", None, None, None, "O12", None),
                                    ("ask_delivery", None, None, None, "O11", None)]),
    ("O12 cancel / O11 bill / B9 paid", [("cancel", None, None, None, "O12", None),
                                         ("ask_bill", None, None, None, "O11", None),
                                         ("pay", None, None, None, None, "B9")]),
    ("O12 रद्द कर दो / O11 का बिल भेज दो / B9 का भुगतान हो गया", [
        ("cancel", None, None, None, "O12", None), ("ask_bill", None, None, None, "O11", None),
        ("pay", None, None, None, None, "B9")]),
    ("O12 cancel kar do / O11 ka bill bhej do / B9 ka payment ho gaya", [
        ("cancel", None, None, None, "O12", None), ("ask_bill", None, None, None, "O11", None),
        ("pay", None, None, None, None, "B9")]),
    ("O12 cancel / O11 ka bill galat hai", [("cancel", None, None, None, "O12", None),
                                            ("dispute", None, None, None, "O11", None)]),
    ("O12 रद्द / O11 का बिल गलत", [("cancel", None, None, None, "O12", None),
                                  ("dispute", None, None, None, "O11", None)]),
    ("O12 cancel / O11 bill wrong", [("cancel", None, None, None, "O12", None),
                                     ("dispute", None, None, None, "O11", None)]),
]


TERSE_PAIRS += [
    ("O12 cancel / O11 ka bill bhi", [("cancel", None, None, None, "O12", None),
                                      ("ask_bill", None, None, None, "O11", None)]),
    ("O12 रद्द, O11 का बिल भी भेजो", [("cancel", None, None, None, "O12", None),
                                     ("ask_bill", None, None, None, "O11", None)]),
    ("1. O12 cancel\n2. O11 bill", [("cancel", None, None, None, "O12", None),
                                    ("ask_bill", None, None, None, "O11", None)]),
    ("- O12 रद्द\n- O11 का बिल", [("cancel", None, None, None, "O12", None),
                                  ("ask_bill", None, None, None, "O11", None)]),
    ("Hi bhaiya,\nO12 cancel / O11 ka bill\nThanks", [("cancel", None, None, None, "O12", None),
                                                      ("ask_bill", None, None, None, "O11", None)]),
    ("O12 cancel / O11 bill / 5 kg rice send", [("cancel", None, None, None, "O12", None),
                                                ("ask_bill", None, None, None, "O11", None),
                                                ("order", "rice-1kg", 5, None, None, None)]),
]


@pytest.mark.parametrize("text,want", TERSE_PAIRS)
def test_each_verb_of_a_terse_list_binds_to_its_own_id(text, want):
    assert reading(text) == want


@pytest.mark.parametrize("lang", ["en", "hi", "hinglish"])
def test_a_tool_calls_terse_subject_does_not_cancel_the_order_whose_bill_is_asked(lang):
    subject, body = {
        "en": ("O12 cancel / O11 bill", "Dear Suresh ji, please cancel order O12. Also kindly send the bill for O11, "
               "which we have not received yet. Regards, Anil Verma"),
        "hi": ("O12 रद्द / O11 का बिल", "आदरणीय सुरेश जी, कृपया ऑर्डर O12 रद्द कर दें। साथ ही O11 का बिल भेज दें, जो हमें "
               "अभी तक नहीं मिला है। सादर, अनिल वर्मा"),
        "hinglish": ("O12 cancel / O11 ka bill", "Aadarniya Suresh ji, kripya order O12 cancel kar dijiye. Saath hi "
                     "O11 ka bill bhej dijiye, jo humein abhi tak nahi mila hai. Saadar, Anil Verma"),
    }[lang]
    text = ("Thought: O12 is no longer needed; O11's bill never came.\nAction: send_email\nAction Input: "
            '{"to": "orders@maheshwaritraders.in", "subject": "%s", "body": "%s"}' % (subject, body))
    assert reading(text) == [("cancel", None, None, None, "O12", None), ("ask_bill", None, None, None, "O11", None)]


@pytest.mark.parametrize("text,want", [
    ("O12 cancel / O11 cancel", [("cancel", None, None, None, "O12", None), ("cancel", None, None, None, "O11", None)]),
    ("O12 cancel, O13 bhi", [("cancel", None, None, None, "O12", None), ("cancel", None, None, None, "O13", None)]),
    ("O12 cancel / B11 paid", [("cancel", None, None, None, "O12", None), ("pay", None, None, None, None, "B11")]),
    ("O11 bill", "no_intent.nothing"),
    ("O12 don't cancel / O11 bill", "ambiguous_intent.not_cancel"),
    ("O12 cancel, only the rice / O11 bill", "ambiguous_intent.cancel_narrowed"),  # words beside a pair: as written
])
def test_lists_of_one_verb_or_with_other_words_read_as_before(text, want):
    assert reading(text) == want


# --- a habit of the shop's, then "send it": how many? (lang.context_said, lang.sent_unnamed) ------------------------

@pytest.mark.parametrize("text", [
    "We usually keep 20 kg of sugar. Send it.",
    "हम आमतौर पर 20 किलो चीनी रखते हैं। भेज दो।",
    "Hum usually 20 kilo cheeni rakhte hain. Bhej do.",
    "We usually keep 20 kg of sugar. Please send it.",
    "हम आमतौर पर 20 किलो चीनी रखते हैं। इसे भेज दीजिए।",
    "Hum aam taur pe 20 kilo cheeni rakhte hain. Woh bhej dijiye.",
    "We keep 20 kg of sugar. Send it.",
    "We sold 20 kg of sugar yesterday. Send it.",
    "We still have 20 kg of sugar. Send it.",
])
def test_send_it_after_a_count_the_shop_keeps_is_asked_how_many(text):
    assert reading(text) == "no_quantity.how_many"


@pytest.mark.parametrize("text,want", [
    ("We usually keep 20 kg of sugar. Send 25 kg sugar.", [("order", "sugar-1kg", 25, None, None, None)]),
    ("हम आमतौर पर 20 किलो चीनी रखते हैं। 25 किलो चीनी भेज दो।", [("order", "sugar-1kg", 25, None, None, None)]),
    ("Hum usually 20 kilo cheeni rakhte hain. 25 kilo cheeni bhej do.", [("order", "sugar-1kg", 25, None, None, None)]),
    ("We usually order 20 kg of sugar. Send it.", [("order", "sugar-1kg", 20, None, None, None)]),
])
def test_goods_counted_after_a_habit_or_the_usual_order_are_ordered(text, want):
    assert reading(text) == want


@pytest.mark.parametrize("text", [
    "Great week bhaiya! We sold 45 kg onion in two days. Will send next list tomorrow.",
    "बढ़िया हफ़्ता रहा भैया! दो दिन में 45 किलो प्याज़ बिक गया। कल अगली लिस्ट भेजेंगे।",
    "Badhiya hafta raha bhaiya! Do din mein 45 kilo pyaaz bik gaya. Kal agli list bhejenge.",
])
def test_a_sale_told_then_a_send_of_our_own_plan_asks_nothing(text):
    assert reading(text) == "no_intent.nothing"


# --- "ठीक से" / "theek se" (properly) is no yes (lang.cues, neutral) ----------------------------------------------

@pytest.mark.parametrize("text", [
    "> Rice ₹40/kg\n\nPack it properly please.",
    "> चावल ₹40/किलो\n\nठीक से पैक करना।",
    "> Chawal ₹40/kilo\n\nTheek se pack karna.",
])
def test_pack_it_properly_under_a_quote_accepts_nothing(text):
    assert reading(text) == "no_intent.nothing"


@pytest.mark.parametrize("text", [
    "The 20 kg rice arrived properly. Send rice.",
    "20 किलो चावल ठीक से आ गया। चावल भेजिए।",
    "20 kilo chawal theek se aa gaya. Chawal bhejiye.",
])
def test_goods_come_properly_then_asked_with_no_count_are_asked_how_many(text):
    assert reading(text) == "no_quantity.how_many"


@pytest.mark.parametrize("text", [
    "Send 20 kg rice. Pack it properly.",
    "20 किलो चावल भेजिए। ठीक से पैक करना।",
    "20 kilo chawal bhejiye. Theek se pack karna.",
])
def test_an_order_with_pack_it_properly_is_the_order(text):
    assert reading(text) == [("order", "rice-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text,bill", [
    ("O3 (Pepsi and bhujia) arrived properly. But bill B3 charges 24 extra bottles of cold drink, please send a "
     "corrected bill.", "B3"),
    ("O3 (पेप्सी और भुजिया) ठीक से मिल गया। लेकिन बिल B3 में 24 बोतल कोल्ड ड्रिंक ज़्यादा लिखी है, सही बिल भेजिए।", "B3"),
    ("O3 (Pepsi aur bhujia) theek se mil gaya. Lekin bill B3 mein 24 bottle cold drink zyada likhi hai, sahi bill "
     "bhejiye.", "B3"),
    ("O4 (besan) reached, thank you. But only 27 packets of besan came while B4 charges for 30. Please correct B4.",
     "B4"),
])
def test_an_order_said_to_have_come_properly_is_not_the_disputed_bills_order(text, bill):
    assert reading(text) == [("dispute", None, None, None, None, bill)]
