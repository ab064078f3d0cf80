"""Over-refusals of session 33 (fixer AO): kinds whose right reading is plain, each with near sentences that must read
as before. Kinds: an earlier message quoted on top under the reply's salutation (``lang.salutation_top``)."""
from __future__ import annotations

import pytest

from lang.salutation_top import salutation_only
from reader_intents import intents, read_as, refused

_SUGAR_TAKEN = [("accept", "sugar-1kg", None, 4400, None, None), ("order", "sugar-1kg", 30, None, None, None)]


# -- an earlier message on top, under the reply's salutation (lang.salutation_top) ------------------------------------

@pytest.mark.parametrize("text", [
    "Hi Gupta ji,\n-----Original Message-----\nFrom: Gupta Wholesale\nSugar ₹44/kg\n-----\n"
    "Sugar at ₹44 is fine, send 30 kg.",
    "Dear Mr. Gupta,\n\n-----Original Message-----\nFrom: Gupta Wholesale\nSent: 2 March 2027\nSugar ₹44/kg\n-----\n\n"
    "We accept sugar at ₹44 per kg. Please send 30 kg.\n\nRegards,\nAnil",
    "Respected Sir,\n-----Original Message-----\nFrom: Gupta Wholesale\nSubject: Sugar rate\nSugar ₹44 per kg.\n"
    "-----\nSugar ₹44 is ok, send 30 kg.",
    "नमस्ते शर्मा जी,\n-----मूल संदेश-----\nप्रेषक: शर्मा ट्रेडर्स\nचीनी ₹44/किलो\n-----\nचीनी ₹44 ठीक है, 30 किलो भेज दीजिए।",
    "आदरणीय गुप्ता जी,\n\n-----मूल संदेश-----\nप्रेषक: गुप्ता होलसेल\nभेजा गया: 2 मार्च 2027\nचीनी ₹44/किलो है।\n-----\n\n"
    "चीनी ₹44 प्रति किलो मंज़ूर है। 30 किलो भेज दीजिए।\n\nसादर,\nअनिल",
    "Namaste Sharma ji,\n-----Original Message-----\nFrom: Sharma Traders\nCheeni ₹44/kilo\n-----\n"
    "Cheeni ₹44 theek hai, 30 kilo bhej dijiye.",
    "Aadarniya Gupta ji,\n\n-----Original Message-----\nFrom: Gupta Wholesale\nSent: 2 March 2027\nCheeni ₹44/kg hai.\n"
    "-----\n\nCheeni ₹44 per kilo manzoor hai. 30 kilo bhej dijiye.\n\nSaadar,\nAnil",
    "Sharma ji,\n-----Original Message-----\nFrom: Sharma Traders\nSugar ₹44/kg\n-----\nSugar ₹44 fine, send 30 kg.",
])
def test_earlier_message_on_top_under_a_salutation_reads_the_reply(text):
    assert intents(text, email=True) == _SUGAR_TAKEN


def test_a_refusal_below_the_quote_is_read_too():
    text = ("Dear Ramesh ji,\n-----Original Message-----\nFrom: Ramesh Traders\nRice ₹38/kg, sugar ₹44/kg\n-----\n"
            "Rice at ₹38 is fine, send 20 kg. Sugar we will not take this week.")
    assert intents(text, email=True) == [("accept", "rice-1kg", None, 3800, None, None),
                                         ("order", "rice-1kg", 20, None, None, None),
                                         ("reject", "sugar-1kg", None, None, None, None)]


@pytest.mark.parametrize("line, greets", [
    ("Dear Ramprasad ji,", True), ("आदरणीय गणेश ट्रेडर्स,", True), ("Aadarniya Ramprasad ji,", True),
    ("Ramprasad ji,", True), ("Hi team", True),
    ("Dear Sir, please send 20 kg rice.", False), ("Sir ji, cancel it", False), ("Cancel it ji", False),
    ("Ok ji", False), ("नमस्ते, कृपया रद्द कीजिए", False), ("Send 20 kg rice.", False), ("Dear Sir\nSend 5 kg", False),
])
def test_salutation_only(line, greets):
    assert salutation_only(line) is greets


def test_a_reply_above_the_quote_still_reads_as_the_reply():
    text = "Send 20 kg rice.\n-----Original Message-----\nFrom: Sharma Traders\nRice ₹38/kg\n-----\nThanks"
    assert intents(text, email=True) == [("order", "rice-1kg", 20, None, None, None)]


def test_a_request_after_the_greeting_is_the_reply_not_a_salutation():
    text = "Dear Sir, please cancel O12.\n-----Original Message-----\nFrom: Sharma Traders\nYour order O12: rice 30 kg\n-----\nRegards"
    assert intents(text, email=True) == [("cancel", None, None, None, "O12", None)]


def test_a_salutation_over_an_unclosed_quote_still_reads_nothing():
    text = "Dear Sharma ji,\n-----Original Message-----\nFrom: Sharma Traders\nSent: 3 June\nRice ₹38/kg, sugar ₹44/kg."
    assert refused(text, email=True).startswith("no_intent.")


# -- goods told as sent before, asked "the same" again (lang.same_again) ----------------------------------------------

@pytest.mark.parametrize("text", [
    "Last week you sent 10 kg jaggery. Send the same again.",
    "Thanks, the 10 kg gur you supplied on Monday is nearly gone. Please send the same quantity this week.",
    "We got 10 kg jaggery from you last Friday. Kindly send the same again.",
    "पिछले हफ़्ते आपने 10 किलो गुड़ भेजा था। वही फिर से भेज दीजिए।",
    "सोमवार को 10 किलो गुड़ मँगाया था, ख़त्म होने वाला है। उतना ही फिर भेज दीजिए।",
    "Pichhle hafte 10 kilo gud bheja tha. Wahi phir bhej do.",
    "Bhaiya, Monday ko 10 kilo gud liya tha aapse. Utna hi is hafte bhi bhej dena.",
])
def test_goods_sent_before_asked_the_same_again(text):
    assert intents(text, email=True) == [("order", "jaggery-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    "Last month you sent us 40 kg rice and 25 kg sugar. Please send the same this month.",
    "पिछले महीने आपने 40 किलो चावल और 25 किलो चीनी भेजी थी। इस बार भी वही भेजिए।",
    "Pichhle mahine 40 kilo chawal aur 25 kilo cheeni bheji thi aapne. Is baar bhi wahi bhejna.",
])
def test_several_goods_sent_before_asked_the_same(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 40, None, None, None),
                                         ("order", "sugar-1kg", 25, None, None, None)]


@pytest.mark.parametrize("text", [
    "We sold 40 kg rice last week. Send the same again.",  # a count sold is no count asked
    "Last week you sent jaggery. Send the same again.",  # no count told
    "Last week you sent 10 kg jaggery. Please double it.",  # not "the same"
    "You sent 20 kg rice last week but we had ordered 30 kg. Send the same again.",  # which is the same?
    "Last week you sent 10 kg jaggery at ₹58. Send the same again at the same rate.",  # a rate asked, not told now
    "पिछले हफ़्ते 40 किलो चावल बिका। वही फिर भेज दीजिए।",
    "Pichhle hafte gud bheja tha. Wahi phir bhej do.",
])
def test_the_same_with_no_count_sent_before_stays_refused(text):
    refused(text, email=True)


def test_goods_asked_in_the_same_quantity_as_other_goods_read_as_before():
    assert intents("Remove 5 kg chana dal from O13. Add the same quantity of moong dal to O13.", email=True) == [
        ("cancel", "chana-dal-1kg", 5, None, "O13", None), ("order", "moong-dal-1kg", 5, None, "O13", None)]


# -- a price said back, a remark, a bare refusal (lang.refused_after_remark) ------------------------------------------

@pytest.mark.parametrize("text", [
    "Rice ₹44? Sharma sells it at ₹40. No.",
    "₹44 for rice? Sharma sells it cheaper. No thanks.",
    "Rice at ₹44? The shop next door gives it at ₹40. Not taking.",
    "चावल ₹44? शर्मा ₹40 में देता है। नहीं।",
    "चावल ₹44? शर्मा सस्ता देता है। नहीं।",
    "Chawal ₹44? Sharma ₹40 mein deta hai. Nahi.",
    "Chawal ₹44? Sharma sasta deta hai. Nahi chahiye.",
])
def test_price_asked_then_a_remark_then_no_refuses_it(text):
    assert intents(text, email=True) == [("reject", "rice-1kg", None, 4400, None, None)]


@pytest.mark.parametrize("text", ["₹140 for toor? Gupta gives ₹132. No.", "तूर ₹140? गुप्ता ₹132 देता है। नहीं।",
                                  "Toor ₹140? Gupta ₹132 deta hai. Nahi."])
def test_holdout47_s093_reads_its_gold(text):  # (kept refused by test_reader_figures32 before session 33)
    assert intents(text, email=True) == [("reject", "toor-dal-1kg", None, 14000, None, None)]


@pytest.mark.parametrize("text, reading", [
    ("₹44 for rice? No.", [("reject", "rice-1kg", None, 4400, None, None)]),  # as before: no remark between
    ("Rice ₹44? Sharma sells it at ₹40. Do ₹41.", [("offer", "rice-1kg", None, 4100, None, None)]),  # a counter
])
def test_near_sentences_read_as_before(text, reading):
    assert intents(text, email=True) == reading


@pytest.mark.parametrize("text", [
    "Rice ₹44? Send 20 kg. No.",  # an order between: taken back
    "Rice ₹44? We need 20 kg. No.",
])
def test_a_request_between_stays_refused(text):
    refused(text, email=True)


@pytest.mark.parametrize("text", [
    "Rice ₹44? Sharma sells 20 kg at ₹40. No.",  # a count in the remark: what is it for?
    "चावल ₹44? शर्मा 20 किलो ₹40 में देता है। नहीं।",
    "Chawal ₹44? Sharma 20 kilo ₹40 mein deta hai. Nahi.",
])
def test_a_remark_with_a_figure_of_its_own_is_asked_about(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


@pytest.mark.parametrize("text", [
    "चावल ₹44? पिछला बिल ₹400 का था। नहीं।",  # the bill's total is the bill's: the remark is context
    "Chawal ₹44? Pichhla bill ₹400 ka tha. Nahi.",
])
def test_a_remark_on_the_last_bill_then_no_refuses(text):
    assert intents(text, email=True) == [("reject", "rice-1kg", None, 4400, None, None)]


# -- goods named as another's, their price told (lang.their_price_told) -----------------------------------------------

@pytest.mark.parametrize("text, reading", [
    ("Paid B21 by NEFT. By the way, Sharma's rice was ₹36 this week.", [("pay", None, None, None, None, "B21")]),
    ("Paid B21. Agarwal's sugar is ₹41 these days.", [("pay", None, None, None, None, "B21")]),
    ("B21 का भुगतान कर दिया। वैसे, शर्मा का चावल इस हफ़्ते ₹36 था।", [("pay", None, None, None, None, "B21")]),
    ("B21 का पैसा भेज दिया है। अग्रवाल की चीनी आजकल ₹41 है।", [("pay", None, None, None, None, "B21")]),
    ("B21 ka payment kar diya. Waise Sharma ka chawal is hafte ₹36 tha.", [("pay", None, None, None, None, "B21")]),
    ("Cancel O9 please. Sharma's rice was ₹36 this week.", [("cancel", None, None, None, "O9", None)]),
    ("O9 cancel kar do. Agarwal ki cheeni ₹41 hai aajkal.", [("cancel", None, None, None, "O9", None)]),
])
def test_anothers_goods_price_told_asks_nothing(text, reading):
    assert intents(text, email=True) == reading


@pytest.mark.parametrize("text", [
    "Paid B21. Sugar ₹41 was fine.",  # no one else's: whose price, and what for?
    "Paid B21. Your sugar was ₹41 this week.",
])
def test_a_price_of_no_one_else_stays_refused(text):
    refused(text, email=True)


def test_anothers_price_to_match_is_still_the_offer():
    assert intents("Paid B21. Sharma's rice was ₹36 this week, can you match it?", email=True) == [
        ("pay", None, None, None, None, "B21"), ("offer", "rice-1kg", None, 3600, None, None)]


# -- goods missing from an order received, and a bare "send it" (lang.goods_faulted) ----------------------------------

@pytest.mark.parametrize("text", [
    "Got O41 today, but the 5 kg jaggery is missing. Please send it.",
    "We received O41, but 5 kg jaggery was missing. Kindly send it.",
    "Short supply in O41: 5 kg jaggery missing. Please send it.",
    "O41 मिल गया, पर 5 किलो गुड़ नहीं आया। भेज दीजिए।",
    "O41 आज मिला, लेकिन उसमें 5 किलो गुड़ नहीं आया।",
    "O41 mil gaya par 5 kilo gud nahi aaya. Bhej do.",
    "O41 aaj mila, lekin 5 kilo gud nahi aaya usme.",
])
def test_goods_missing_from_an_order_received_dispute_it(text):
    assert intents(text, email=True) == [("dispute", None, None, None, "O41", None)]


@pytest.mark.parametrize("text", [
    "Rice in O41 has not come yet.",  # awaited, not short: where is it?
    "O41 ka chawal abhi tak nahi aaya.",
    "O41 का चावल अभी तक नहीं आया।",
])
def test_goods_not_come_yet_ask_after_the_delivery_as_before(text):
    assert intents(text, email=True) == [("ask_delivery", "rice-1kg", None, None, "O41", None)]


@pytest.mark.parametrize("text", [
    "Got O41 today, but the 5 kg jaggery is missing. Please send 20 kg rice.",  # other goods asked beside
    "O41 मिल गया पर 5 किलो गुड़ नहीं आया। 20 किलो चावल भेज दीजिए।",
    "B12: 3 paneer spoiled. Send 3 fresh ones.",  # a count asked: which is the shopkeeper's to ask
])
def test_a_fault_beside_goods_asked_stays_refused(text):
    refused(text, email=True)


# -- a price given as a ceiling in English, as Hindi and Hinglish already read (lang.cues) ----------------------------

@pytest.mark.parametrize("text", [
    "We won't go above ₹40 a kg for sugar. Need 50 kg.",
    "Sugar: ₹40 a kg at the most. We need 50 kg.",
    "We cannot go beyond ₹40 per kg on sugar. We need 50 kg.",
    "Sugar ₹40/kg at the most — 50 kg required.",
    "चीनी ₹40 किलो से ऊपर नहीं देंगे। 50 किलो चाहिए।",
    "चीनी: ज़्यादा से ज़्यादा ₹40 किलो। 50 किलो चाहिए।",
    "Cheeni ₹40 kilo se upar nahi denge. 50 kilo chahiye.",
    "Cheeni: zyada se zyada ₹40 kilo. 50 kilo chahiye.",
])
def test_a_ceiling_price_with_the_goods_needed_offers_it(text):
    assert read_as(text) == [("offer", "sugar-1kg", 50, 4000, None, None)]  # (reader_intents.DOUBTED)


def test_a_price_said_to_rise_is_no_ceiling():
    refused("Sugar prices may go above ₹45 next week.", email=True)


# -- a bare count answering a quoted "how much?" (lang.count_answered) ------------------------------------------------

@pytest.mark.parametrize("text, reading", [
    ("Yes, 20 packets.\n\n> How many packets of milk do you need tomorrow?", [("order", "milk-500ml", 20, None, None, None)]),
    ("20 packets please.\n\n> How much milk for tomorrow? ₹27 a packet.", [("order", "milk-500ml", 20, None, None, None)]),
    ("5 kg.\n\n> Gupta Traders wrote:\n> How much paneer should we send on Friday?", [("order", "paneer-200g", 25, None, None, None)]),
    ("हाँ, 20 पैकेट।\n\n> कल के लिए कितना दूध चाहिए?", [("order", "milk-500ml", 20, None, None, None)]),
    ("जी, 5 किलो।\n\n> शुक्रवार को कितना पनीर भेजें? ₹340 किलो।", [("order", "paneer-200g", 25, None, None, None)]),
    ("Haan, 20 packet.\n\n> Kal ke liye kitna doodh chahiye?", [("order", "milk-500ml", 20, None, None, None)]),
    ("Ji, 5 kilo.\n\n> Friday ko kitna paneer bhejein? ₹340 kilo.", [("order", "paneer-200g", 25, None, None, None)]),
])
def test_a_count_answering_how_much_orders_it(text, reading):
    assert intents(text, email=True) == reading


@pytest.mark.parametrize("text", [
    "10 kg at ₹55.\n\n> How much jaggery do you need? Rate ₹58/kg.",  # a price of ours: offered or ordered?
    "Yes, 10 kg.\n\n> Can you confirm the rice rate of ₹38/kg?",  # no "how much" asked
    "No, 10 kg.\n\n> How much jaggery do you need?",
    "10 kg.\n\n> How much rice and sugar do you need?",  # which goods?
])
def test_a_count_under_other_quotes_stays_refused(text):
    refused(text, email=True)
