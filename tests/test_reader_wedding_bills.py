"""Kinds session 39's fixer DL found read silently wrong on corpus_holdout140 (a Jaipur wedding season, half its mail
about payments and bills; issue 10): goods kept "same rahegi" beside a cut (``lang.kept_on_change``), a payment listed
as made "cash on delivery" (``lang.cod_paid``), a cut told in the past perfect a count after its word
(``lang.cancelled_before``), goods come and goods not come joined by "par" (``lang.but_apart``), a named order stopped
for a while (``lang.order_paused``) and the order a request is about said in the sentence before (``lang.ids_carried``).
Each in the three languages, with probes of our own and near sentences that read as before."""
from __future__ import annotations

import pytest

from lang import figure_accounting
from reader_intents import intents, reading, refused

COKE, NAMKEEN, MAGGI = "soft-drink-750ml", "namkeen-200g", "noodles-70g"


@pytest.mark.parametrize("text, kept", [
    ("jain ji mehmaan kam ho gaye. O3 mein se 2 case coke kam karo, bhujia same rahegi. uski jagah 1 peti maggi add "
     "karo", [("cancel", COKE, 24, None, "O3", None), ("order", MAGGI, 12, None, "O3", None)]),
    ("जैन जी मेहमान कम हो गए। O3 में से 2 केस कोक कम करो, भुजिया वही रहेगी। उसकी जगह 1 पेटी मैगी जोड़ दो",
     [("cancel", COKE, 24, None, "O3", None), ("order", MAGGI, 12, None, "O3", None)]),
    ("jain ji guests reduced. cut 2 case coke from O3, bhujia same. add 1 peti maggi instead of it",
     [("cancel", COKE, 24, None, "O3", None), ("order", MAGGI, 12, None, "O3", None)]),
    # probes of our own
    ("O7 से 10 किलो चीनी हटाओ, चावल वही रहेगा।", [("cancel", "sugar-1kg", 10, None, "O7", None)]),
    ("O7 se 10 kilo cheeni hatao, chawal wahi rahega.", [("cancel", "sugar-1kg", 10, None, "O7", None)]),
    ("Cut 10 kg sugar from O7, the rice stays the same.", [("cancel", "sugar-1kg", 10, None, "O7", None)]),
])
def test_goods_kept_same_beside_a_cut_are_not_cut(text, kept):
    assert intents(text, email=True) == kept


PAID_TABLE = {
    "en": "Dear Jain ji,\n\nPlease find our payments for this week:\n\n| Bill | Order | Amount | Mode |\n|---|---|---|---|\n"
          "| B7 | O7 – almonds | ₹4,200 | NEFT |\n| B8 | O8 – Parle-G, agarbatti | ₹276 | Cash on delivery |\n\nThat "
          "clears everything up to date.",
    "hi": "आदरणीय जैन जी,\n\nइस हफ़्ते के हमारे भुगतान:\n\n| बिल | ऑर्डर | रक़म | तरीक़ा |\n|---|---|---|---|\n| B7 | O7 – बादाम | "
          "₹4,200 | NEFT |\n| B8 | O8 – पारले-जी, अगरबत्ती | ₹276 | डिलीवरी पर नकद |\n\nइससे आज तक का सब चुकता हो गया।",
    "hinglish": "Aadarniya Jain ji,\n\nIs hafte ke hamare payment:\n\n| Bill | Order | Rakam | Tareeka |\n|---|---|---|"
                "---|\n| B7 | O7 – badam | ₹4,200 | NEFT |\n| B8 | O8 – Parle-G, agarbatti | ₹276 | Delivery pe cash |\n\n"
                "Isse aaj tak ka sab chukta ho gaya.",
}


@pytest.mark.parametrize("text", [
    *PAID_TABLE.values(),
    # probes of our own
    "Payments made:\n- B7: ₹4,200 NEFT\n- B8: ₹276 cash on delivery",
    "We paid B7 by NEFT. B8 was paid in cash on delivery.",
    "B7 ka payment NEFT se kar diya. B8 ka payment delivery pe cash kar diya tha.",
    "B7 का भुगतान NEFT से कर दिया। B8 का भुगतान डिलीवरी पर नकद कर दिया था।",
])
def test_a_payment_made_cash_on_delivery_is_paid(text):
    assert [(k, b) for k, _, _, _, _, b in intents(text, email=True)] == [("pay", "B7"), ("pay", "B8")]


@pytest.mark.parametrize("text, read", [  # a payment to come on delivery: as before
    ("We paid B7 by NEFT. B8 will be paid on delivery.", [("pay", None, None, None, None, "B7")]),
    ("Paid B7 by NEFT and B8 cash on delivery.", "ambiguous_intent.pay_later"),
])
def test_a_payment_to_come_on_delivery_is_not_paid(text, read):
    assert reading(text) == read


@pytest.mark.parametrize("text", [
    "Jain ji, ummeed hai aapki taraf bhi shaadi ki bhaagdaud kam hui hogi! B3 mein ab bhi 10 case Coca-Cola laga hai, "
    "par 21 tareekh ko O3 ghata ke 8 case kar diya tha. B3 theek kijiye, usi din payment kar denge. Waise coke shaam "
    "tak khatam ho gayi 😄",
    "जैन जी, उम्मीद है आपकी तरफ़ भी शादी की भागदौड़ कम हुई होगी! B3 में अब भी 10 केस कोका-कोला लगा है, पर 21 तारीख़ को O3 "
    "घटाकर 8 केस कर दिया था। B3 ठीक कीजिए, उसी दिन पेमेंट कर देंगे। वैसे कोक शाम तक ख़त्म हो गई 😄",
    # probes of our own
    "21 tareekh ko O3 mein cheeni ghata ke 20 kilo kar diya tha, B3 theek kijiye. Cheeni achhi bik rahi hai.",
    "21 तारीख़ को O3 में चीनी घटाकर 20 किलो कर दिया था। B3 ठीक कीजिए। चीनी अच्छी बिक रही है।",
])
def test_a_cut_told_done_before_is_not_cut_again(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B3")]


def test_a_cut_asked_now_is_still_a_cut():
    assert intents("O3 में चीनी 40 किलो से घटाकर 20 किलो कर दीजिए।", email=True) == [
        ("cancel", "sugar-1kg", 20, None, "O3", None)]


@pytest.mark.parametrize("text, asked", [
    ("salim bhai O4 ka aloo hall pe aa gaya par pyaaz nahi aaya!! 50 kilo pyaaz kab aayega?", ("onion-1kg", 50, "O4")),
    ("सलीम भाई O4 का आलू हॉल पे आ गया पर प्याज़ नहीं आया!! 50 किलो प्याज़ कब आएगा?", ("onion-1kg", 50, "O4")),
    ("salim bhai O4 potato reached hall but onion not came!! when 50 kg onion will come?", ("onion-1kg", 50, "O4")),
    # probes of our own
    ("O9 ka chawal aa gaya lekin 20 kilo cheeni abhi tak nahi aayi.", ("sugar-1kg", 20, "O9")),
    ("O9 में चावल आ गया पर चीनी नहीं आई। 20 किलो चीनी कब तक आएगी?", ("sugar-1kg", 20, "O9")),
    ("O9: the rice came but the sugar did not. When will the 20 kg sugar come?", ("sugar-1kg", 20, "O9")),
])
def test_goods_not_come_beside_goods_come_are_asked_after(text, asked):
    sku, qty, order = asked
    assert intents(text, email=True) == [("ask_delivery", sku, qty, None, order, None)]


def test_par_as_on_cuts_nothing():  # "हॉल पर": at the hall, no "but"
    assert intents("सलीम भाई O4 का आलू हॉल पर आ गया पर प्याज़ नहीं आया।", email=True) == [
        ("ask_delivery", "onion-1kg", None, None, "O4", None)]


@pytest.mark.parametrize("text", [
    "Gupta ji, please stop the daily milk O5 for two weeks, from 23 Nov to 6 Dec. I will tell you when to restart. "
    "Also please send the bill for O5 till today.",
    "गुप्ता जी, रोज़ वाला दूध O5 दो हफ़्ते के लिए बंद कर दीजिए, 23 नवंबर से 6 दिसंबर तक। और आज तक का O5 का बिल भेज दीजिए।",
    "Gupta ji, roz wala doodh O5 do hafte ke liye band kar dijiye, 23 November se 6 December tak. Aur aaj tak ka O5 "
    "ka bill bhej dijiye.",
    # probes of our own
    "Please pause O5 till Monday.",
    "O5 ko 10 din ke liye rok do.",
    "O5 अगले हफ़्ते तक रोक दीजिए।",
])
def test_an_order_stopped_for_a_while_is_refused_as_held(text):
    assert reading(text) == "ambiguous_intent.hold"


@pytest.mark.parametrize("text, read", [
    ("Please cancel O5.", [("cancel", None, None, None, "O5", None)]),
    ("Hamare CA mahine ka hisaab band kar rahe hain, to O25 ka bill bhej dijiye.",
     [("ask_bill", None, None, None, "O25", None)]),
    ("कृपया ऑर्डर O15 का बिल भेज दें ताकि हमारे मुंशी जी हफ़्ते का हिसाब बंद कर सकें।",
     [("ask_bill", None, None, None, "O15", None)]),
])
def test_near_sentences_of_a_stop_read_as_before(text, read):
    assert reading(text) == read


@pytest.mark.parametrize("text, sku, order", [
    ("Jain ji, I will pay for O8 cash on delivery. If you take 20 paise off per Parle-G packet for that, deal done.",
     "biscuits-65g", "O8"),
    ("जैन जी, O8 का पेमेंट मैं cash on delivery कर दूँगा। अगर इसके लिए Parle-G के हर पैकेट पर 20 पैसे कम कर दें तो deal done।",
     "biscuits-65g", "O8"),
    ("Jain ji, O8 ka payment main cash on delivery kar dunga. Agar iske liye Parle-G ke har packet pe 20 paise kam kar "
     "do to deal done.", "biscuits-65g", "O8"),
    # probes of our own
    ("We will pay for O8 in cash. For that, take ₹1 a kilo off the sugar.", "sugar-1kg", "O8"),
    ("O8 ka payment cash mein karenge. Iske liye cheeni pe ₹1 kilo kam kar do.", "sugar-1kg", "O8"),
    ("O8 का पेमेंट नकद करेंगे। इसके लिए चीनी पर ₹1 किलो कम कर दीजिए।", "sugar-1kg", "O8"),
])
def test_a_discount_for_paying_an_order_is_asked_on_it(text, sku, order):
    got = intents(text, email=True)
    assert [(k, s, o) for k, s, _, _, o, _ in got] == [("offer", sku, order)]


def test_a_discount_not_for_that_names_no_order():
    assert intents("We will pay for O8 in cash. Take ₹1 off the sugar.", email=True)[0][4] is None


@pytest.mark.parametrize("text", [
    "B1 charges us for the full 200 kg of rice under O1, but only 150 kg has reached us so far. Kindly correct B1. "
    "Could you also let me know when the remaining 50 kg of rice will be sent?",
    "B1 में O1 के पूरे 200 किलो चावल का पैसा लगा है, जबकि अब तक सिर्फ़ 150 किलो आया है। कृपया B1 ठीक कीजिए। यह भी बताइए कि "
    "बाक़ी 50 किलो चावल कब भेजेंगे?",
    "B1 mein O1 ke poore 200 kilo chawal ka paisa laga hai, jabki ab tak sirf 150 kilo aaya hai. Kripya B1 theek "
    "kijiye. Yeh bhi bataiye ki baaki 50 kilo chawal kab bhejenge?",
])
def test_the_rest_of_goods_of_the_one_order_named_is_asked_on_it(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B1"),
                                         ("ask_delivery", "rice-1kg", 50, None, "O1", None)]


@pytest.mark.parametrize("text, read", [  # probes: the goods named with the order, or not
    ("O8 mein 50 kilo chawal tha. 50 kilo chawal kab aayega?", [("ask_delivery", "rice-1kg", 50, None, "O8", None)]),
    ("O8 ka bill bhejo. 50 kilo chawal kab aayega?", [("ask_bill", None, None, None, "O8", None),
                                                    ("ask_delivery", "rice-1kg", 50, None, None, None)]),
])
def test_a_delivery_question_takes_the_order_only_where_its_goods_are_named(text, read):
    assert reading(text) == read


@pytest.mark.parametrize("text, read", [
    ("Jain ji, what is your rate for 5 kg almonds? Halwai wants them for the kaju-badam barfi. Also please send the "
     "bill for O3 with the 2 cases of Coke taken off.",
     [("ask_quote", "almonds-100g", 50, None, None, None), ("ask_bill", None, None, None, "O3", None)]),
    # probes of our own (the Hindi and Hinglish of the corpus line are refused: which figure? — never the Coke's bill)
    ("Please send the bill for O3 with the 10 kg sugar taken off.", [("ask_bill", None, None, None, "O3", None)]),
    ("Kindly send the bill of O3 excluding the 2 cases of Coke.", [("ask_bill", None, None, None, "O3", None)]),
    ("जैन जी, 5 किलो बादाम का क्या रेट है? और O3 का बिल भेज दीजिए, 2 केस कोक घटाकर।", "ambiguous_intent.figure"),
    ("Jain ji, 5 kilo badam ka kya rate hai? Aur O3 ka bill bhej dijiye, 2 case coke ghata ke.",
     "ambiguous_intent.figure"),
])
def test_goods_taken_off_a_bill_are_not_the_bill_asked(text, read):
    assert reading(text) == read


def test_a_bill_asked_with_its_goods_still_names_them():
    assert reading("Please send the bill for O3 with the 2 cases of Coke.") == [
        ("ask_bill", COKE, 24, None, "O3", None)]


@pytest.mark.parametrize("text, asked", [
    ("Let me think step by step. O13 (rice) has not been delivered yet.\nFinal message: Sharma ji, in O13 please cut "
     "the rice from 50 kg to 30 kg. When will the 30 kg come?", ("rice-1kg", 30)),
    ("चलो क्रम से सोचते हैं। O13 (चावल) अभी तक नहीं आया।\nअंतिम संदेश: शर्मा जी, O13 में चावल 50 किलो से घटाकर 30 किलो कर "
     "दीजिए। 30 किलो कब तक आएगा?", ("rice-1kg", 30)),
    ("Chalo step by step sochte hain. O13 (chawal) abhi tak nahi aaya.\nFinal message: Sharma ji, O13 mein chawal 50 "
     "kilo se ghata ke 30 kilo kar dijiye. 30 kilo kab tak aayega?", ("rice-1kg", 30)),
    # probes of our own
    ("O21 mein cheeni 40 kilo se ghata ke 25 kilo kar do. 25 kilo kab aayega?", ("sugar-1kg", 25)),
    ("O21 में चीनी 40 किलो से घटाकर 25 किलो कर दो। 25 किलो कब आएगा?", ("sugar-1kg", 25)),
    ("In O21 cut the sugar from 40 kg to 25 kg. When will the 25 kg come?", ("sugar-1kg", 25)),
])
def test_a_count_asked_after_is_of_the_one_goods_of_the_order(text, asked, monkeypatch):
    sku, qty = asked
    # Session 48 (AC, lang.figure_accounting TWICE on): a cut and a delivery question of one goods are refused as two
    # requests (holdout137 i7042 is a measured cost in tests/test_reader_ac48_accounting.py); the rules still read it so.
    assert refused(text, email=True) == "ambiguous_intent.two_requests"
    monkeypatch.setattr(figure_accounting, "TWICE", False)
    got = intents(text, email=True)
    assert ("ask_delivery", sku, qty, None, got[-1][4], None) == got[-1] and got[-1][4] in ("O13", "O21")


def test_the_rest_asked_after_reads_as_before():  # holdout27 hi-c001: the order asked after, no goods
    assert intents("O52 में 10 की जगह सिर्फ़ 7 लीटर सरसों तेल आया। बाकी 3 लीटर कब आएगा?", email=True) == [
        ("ask_delivery", None, None, None, "O52", None)]


def test_a_hindi_step_by_step_opening_is_reasoning():  # "चलो क्रम से सोचते हैं।": not the message
    assert intents("चलो क्रम से सोचते हैं। O13 अभी तक नहीं आया।\nअंतिम संदेश: शर्मा जी, O13 में 10 किलो चीनी जोड़ दीजिए।",
                   email=True) == [("order", "sugar-1kg", 10, None, "O13", None)]
