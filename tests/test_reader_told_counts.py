"""Counts a shopkeeper reads without doubt that the reader had refused (issue 10; fixer DM of session 39): a lot's
contents in brackets after a count of containers (``lang.lot_in_brackets``: "2 tins of ghee (30 L)"), the counts of a
delivery that came short told before the rest is asked for (``lang.short_told``: "sugar only 190 kg, should be 200.
send balance 10 kg"), and the goods of a named order listed after a question about it (``lang.order_goods_after``:
"O15 when coming?? 40 kg potato and 6 dozen banana."). Each with near sentences that must still be refused or read
as before."""
from __future__ import annotations

import pytest

from reader_intents import reading


# --- a lot's contents in brackets (lang.lot_in_brackets) ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Please send 2 tins of ghee (30 L).",  # probe
    "कृपया 2 टिन घी (30 लीटर) भेज दीजिए।",
    "Kripya 2 tin ghee (30 litre) bhej dijiye.",
])
def test_tins_with_the_lot_in_brackets_order_the_bracket(text):
    assert reading(text) == [("order", "ghee-1l", 30, None, None, None)]


@pytest.mark.parametrize("text", [
    "We confirm desi ghee at ₹520 per litre. Please send 2 peti (24 litres) as a separate order.",
    "देसी घी ₹520 प्रति लीटर पक्का। कृपया 2 पेटी (24 लीटर) अलग ऑर्डर में भेज दीजिए।",
    "Desi ghee ₹520 per litre pakka. Kripya 2 peti (24 litre) alag order mein bhej dijiye.",
])
def test_cases_with_their_litres_in_brackets(text):  # holdout134 f7008
    assert reading(text) == [("accept", "ghee-1l", None, 52000, None, None), ("order", "ghee-1l", 24, None, None, None)]


@pytest.mark.parametrize("text", [
    "Besan at ₹52 is agreed. Please send **15 kg** (30 packets).",
    "बेसन ₹52 मंज़ूर। कृपया **15 किलो** (30 पैकेट) भेजिए।",
    "Besan ₹52 manzoor. Kripya **15 kilo** (30 packet) bhejiye.",
])
def test_a_weight_with_its_packets_in_brackets(text):  # holdout129 a7013
    assert reading(text) == [("accept", "besan-500g", None, 5200, None, None), ("order", "besan-500g", 30, None, None, None)]


def test_an_offer_for_tins_with_the_lot_in_brackets():  # holdout138 j7013 (hinglish)
    assert reading("Sen-babu, agar sarson tel ₹132 litre mein de sakein to Puja ke liye 3 tin (45 litre) le lenge.") == [
        ("offer", "mustard-oil-1l", 45, 13200, None, None)]


@pytest.mark.parametrize("text, key", [
    ("Please send 2 tins of ghee (15 L).", "no_quantity.no_fixed_size"),  # each tin's size, or the lot?
    ("Please send 3 tins of refined oil (10 L).", "no_quantity.no_fixed_size"),  # not shared evenly
    ("Please send 5 bori sugar (50 kg).", "contradictory.two_quantities"),  # 250 kg or 50? (lang.bracket_count)
    ("Please send 2 tins of ghee.", "no_quantity.no_fixed_size"),
])
def test_brackets_that_do_not_tell_the_lot_are_still_refused(text, key):
    assert reading(text) == key


def test_a_carton_with_its_packets_in_brackets():  # probe
    assert reading("Please send 1 carton Maggi (48 packets).") == [("order", "noodles-70g", 48, None, None, None)]


# --- a short delivery told before the rest is asked for (lang.short_told) ----------------------------------------

@pytest.mark.parametrize("text", [
    "O11 came. sugar only 190 kg, should be 200. send balance 10 kg",
    "O11 आ गया। चीनी सिर्फ़ 190 किलो, 200 होनी थी। बाक़ी 10 किलो भेजो",
    "O11 aa gaya. cheeni sirf 190 kilo, 200 honi thi. baaki 10 kilo bhejo",
])
def test_the_rest_after_a_short_delivery(text):  # holdout136 h7044
    assert reading(text) == [("ask_delivery", "sugar-1kg", 10, None, "O11", None)]


@pytest.mark.parametrize("text", [
    "O1 came today. Atta and sugar full, but rice only 150 kg – 50 kg short. When will the remaining 50 kg rice come?",
    "O1 आज आ गया। आटा और चीनी पूरे हैं, पर चावल सिर्फ़ 150 किलो – 50 किलो कम। बाक़ी 50 किलो चावल कब आएगा?",
    "O1 aaj aa gaya. Aata aur cheeni poore hain, par chawal sirf 150 kilo – 50 kilo kam. Baaki 50 kilo chawal kab aayega?",
])
def test_the_rest_told_short(text):  # holdout140 l7011
    assert reading(text) == [("ask_delivery", "rice-1kg", 50, None, "O1", None)]


@pytest.mark.parametrize("text", [
    "O11 arrived. Rice came only 45 kg, it should be 50 kg. When will the balance 5 kg come?",  # probes
    "O11 आया। चावल सिर्फ़ 45 किलो आया, 50 किलो था। बाक़ी 5 किलो कब भेजोगे?",
    "O11 aaya. chawal 50 kilo ki jagah 45 kilo hi aaya. baaki 5 kilo kab bhejoge?",
])
def test_the_balance_of_a_short_delivery_probes(text):
    assert reading(text) == [("ask_delivery", "rice-1kg", 5, None, "O11", None)]


@pytest.mark.parametrize("text", [
    "O11 came. sugar only 190 kg, should be 200. send balance 15 kg",  # 10 or 15?
    "O11 came. sugar only 190 kg, should be 200. send 10 kg sugar",  # no rest asked: more sugar?
    "O11 came. sugar only 190 kg, should be 200. send balance 10 kg rice",  # other goods
])
def test_counts_that_do_not_leave_the_rest_are_still_asked(text):
    assert reading(text) == "ambiguous_intent.figure"


def test_a_rest_asked_alone_reads_as_before():
    assert reading("O11 came. send balance 10 kg sugar") == [("ask_delivery", "sugar-1kg", 10, None, "O11", None)]


# --- the goods of a named order after a question about it (lang.order_goods_after) --------------------------------

@pytest.mark.parametrize("text", [
    "O15 when coming?? 40 kg potato and 6 dozen banana. already 3 days",
    "O15 कब आएगा?? 40 kg आलू और 6 dozen केले। 3 days हो गए",
    "O15 kab aayega?? 40 kg aloo aur 6 dozen kele. 3 days ho gaye",
])
def test_goods_listed_after_an_order_asked_about(text):  # holdout118 r8043
    assert reading(text) == [("ask_delivery", "potato-1kg", 40, None, "O15", None),
                             ("ask_delivery", "banana-1dozen", 6, None, "O15", None)]


@pytest.mark.parametrize("text", [
    "Has O7 left yet? 20 kg sugar and 10 kg rice. Still waiting since Monday.",  # probes
    "O7 कब आएगा? 20 किलो चीनी और 10 किलो चावल। बहुत देर हो गई",
    "O7 kab aayega? 20 kilo cheeni aur 10 kilo chawal. bahut der ho gayi",
])
def test_goods_listed_after_an_order_asked_about_probes(text):
    assert reading(text) == [("ask_delivery", "sugar-1kg", 20, None, "O7", None),
                             ("ask_delivery", "rice-1kg", 10, None, "O7", None)]


def test_a_list_with_a_request_is_no_list_of_the_order():
    assert reading("O15 when coming?? Send 40 kg potato.") == [
        ("ask_delivery", None, None, None, "O15", None), ("order", "potato-1kg", 40, None, None, None)]


def test_a_list_with_no_word_of_waiting_is_still_asked():  # more goods, or the order's? (lang.order_contents)
    assert reading("Has O7 left yet? 20 kg sugar and 10 kg rice.") == "ambiguous_intent.figure"


def test_a_list_after_a_statement_is_still_asked():
    assert reading("O15 came. 40 kg potato and 6 dozen banana.") == "ambiguous_intent.id"


# --- an order named as the model of today's request (lang.order_as_model) -----------------------------------------

@pytest.mark.parametrize("text", [
    "Please send 40 packets of almonds (100 g), same ₹92 rate as O4.",  # holdout136 h7027 (en)
    "40 पैकेट बादाम (100 ग्राम) भेज दीजिए, O4 वाले ₹92 रेट पर।",  # probes
    "40 packet badam (100 g) bhej dijiye, O4 wale ₹92 rate pe.",
])
def test_an_order_named_for_its_rate(text):
    assert reading(text) == [("order", "almonds-100g", 40, 9200, None, None)]


@pytest.mark.parametrize("text", [
    "Please also send 2 bori sugar at ₹41/kg, same as O2.",  # holdout134 f7037
    "साथ में 2 बोरी चीनी ₹41/किलो पर भेजिए, O2 जैसा।",
    "Saath mein 2 bori cheeni ₹41/kg pe bhejiye, O2 jaisa.",
])
def test_an_order_named_as_the_like(text):
    assert reading(text) == [("order", "sugar-1kg", 100, 4100, None, None)]


@pytest.mark.parametrize("text", ["कोक 2 पेटी और, पारले-जी 5 पेटी। रेट O3 वाला।", "Coke 2 peti aur, Parle-G 5 peti. rate O3 wala."])
def test_the_rate_of_an_order_named(text):  # holdout135 g7015
    assert reading(text) == [("order", "soft-drink-750ml", 24, None, None, None),
                             ("order", "biscuits-65g", 60, None, None, None)]


def test_an_order_added_to_is_still_joined():
    assert reading("Add 10 kg sugar to O4, same rate as O4.") == [("order", "sugar-1kg", 10, None, "O4", None)]


@pytest.mark.parametrize("text", ["O10 जैसा है वैसा रहने दो, 2 किलो चीनी जोड़ दो",
                                  "O10 jaisa hai waisa rehne do, 2 kilo cheeni add kar do"])
def test_an_order_kept_as_it_is_is_no_likeness(text):
    """"O10 जैसा है वैसा" is O10 as it is, not "like O10": the sugar might be meant for O10 (found by the full suite
    at the session's merge: tests/test_new_order.py)."""
    assert reading(text) == "ambiguous_intent.id"


def test_an_order_named_as_the_like_in_a_question_is_still_asked():
    assert reading("Send 20 kg rice, same as O7?") == "ambiguous_intent.id"


# --- an order told received beside its bill asked for (lang.received_billed) --------------------------------------

@pytest.mark.parametrize("text", [
    "ghee O7 recieved but bill not. send B7 please.",  # holdout132 d7034
    "O7 का घी मिल गया पर बिल नहीं। B7 भेजो।",
    "O7 ka ghee mil gaya par bill nahi. B7 bhejo.",
])
def test_an_order_received_and_its_bill_asked(text):
    assert reading(text) == [("ask_bill", None, None, None, None, "B7")]


@pytest.mark.parametrize("text", [
    "O5 ka aata 20 packet mil gaya. B5 bhej dijiye.",  # probes
    "O5 का आटा 20 पैकेट मिल गया। B5 भेज दीजिए।",
])
def test_counts_of_an_order_received_beside_its_bill(text):
    assert reading(text) == [("ask_bill", None, None, None, None, "B5")]


def test_an_order_not_received_is_still_asked_about():
    assert reading("O3 not received. Send bill B3.") == [("ask_delivery", None, None, None, "O3", None),
                                                         ("ask_bill", None, None, None, None, "B3")]


# --- a count of something we do not buy, told aside (lang.counts_aside) -------------------------------------------

@pytest.mark.parametrize("text", [
    "Please send 40 packets of curd and 120 packets of milk before 7 am. Our cold cabinet holds only 60 packets at a time.",
    "कृपया 40 पैकेट दही और 120 पैकेट दूध सुबह 7 बजे से पहले भेज दें। हमारे फ़्रिज में एक बार में सिर्फ़ 60 पैकेट आते हैं।",
    "Please 40 packet dahi aur 120 packet doodh subah 7 baje se pehle bhej dein. Humare fridge mein ek baar mein sirf 60 packet aate hain.",
])
def test_a_capacity_told_aside(text):  # holdout131 c7010, in a sentence of our own
    assert reading(text) == [("order", "curd-400g", 40, None, None, None), ("order", "milk-500ml", 120, None, None, None)]


@pytest.mark.parametrize("text", [
    "We are making 1 kg Diwali gift boxes for the office staff. Please send 20 packets of almonds and 20 packets of suji.",
    "ऑफ़िस स्टाफ़ के लिए 1 किलो के दिवाली गिफ़्ट डिब्बे बना रहे हैं। कृपया 20 पैकेट बादाम और 20 पैकेट सूजी भेजिए।",
    "Office staff ke liye 1 kg ke Diwali gift box bana rahe hain. Kripya 20 packet badam aur 20 packet suji bhejiye.",
])  # probes (with one kind of goods in kg, "1 kg … 10 kg jaggery" stays contradictory.two_counts)
def test_a_count_of_what_we_make_told_aside(text):
    assert reading(text) == [("order", "almonds-100g", 20, None, None, None), ("order", "suji-500g", 20, None, None, None)]


@pytest.mark.parametrize("text, key", [
    ("Doodh khatam. 60 packet.", "no_intent.nothing"),  # a bare count after goods named: no aside
    ("Send 20 kg onion and 20 kg tomato. Make that 30 kg instead of 20.", "ambiguous_intent.figure"),  # a change
    ("Kya paneer ₹370 kilo mein de payenge? Haan ho to 10 kilo lenge.", None),  # the count is the offer's
])
def test_counts_beside_a_request_are_no_aside(text, key):
    got = reading(text)
    if key:
        assert got == key
    else:
        assert got == [("offer", "paneer-200g", 50, 7400, None, None)]
