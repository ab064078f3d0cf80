"""Kinds of changes to orders, counts in packs and payments beside other acts, read wrong or refused by the reader and
fixed by session 51's helper FIXCB, as parallel triples (en / hi / hinglish): each asserts the intents read (kind, sku,
quantity in selling units, unit price in paise, order id, bill id) or the refusal's key, as the supplier's desk reads an
e-mail. The probes they came from: tests/corpus_probes51_cb (written by a helper who never read lang/).
"""
from __future__ import annotations

import pytest

from reader_intents import intents, read_as, refused


# ---- a bracket of packs inside a sack: "1 बोरी (5 किलो के 10 पैकेट)" is 10 packets (lang.container_totals) ----
@pytest.mark.parametrize("text", [
    "1. Aashirvaad atta — 1 bori (10 packets of 5 kg) @ ₹215 per packet",
    "1. आशीर्वाद आटा — 1 बोरी (5 किलो के 10 पैकेट) @ ₹215 प्रति पैकेट",
    "1. Aashirvaad aata — 1 bori (5 kg ke 10 packet) @ ₹215 per packet",
])
def test_packs_counted_in_a_sacks_bracket_are_the_count(text):
    assert intents(text, email=True) == [("order", "atta-5kg", 10, 21500, None, None)]


def test_two_sacks_bracketed_as_twenty_packs():
    assert intents("2 बोरी आटा (5 किलो के 20 पैकेट) भेज दीजिए", email=True) == [("order", "atta-5kg", 20, None, None,
                                                                                 None)]


# ---- a packet's price before "wala" is no sack's contents (lang.container_totals) ----
@pytest.mark.parametrize("text", [
    "चलो क़दम-दर-क़दम सोचते हैं। O12 में ₹212 पैकेट वाला 2 बोरी आटा है। तो 1 बोरी काफ़ी है — 10 पैकेट कम। अंतिम संदेश:\n"
    "संजय जी, O12 में आटा 2 बोरी की जगह 1 बोरी कर दीजिए।",
    "Step by step sochte hain. O12 me ₹212 packet wala 2 bori aata hai. To 1 bori kaafi hai — 10 packet kam. Final "
    "message:\nSanjay ji, O12 me aata 2 bori ki jagah 1 bori kar dijiye.",
    "Let me think step by step. O12 is 2 bori atta at ₹212 a packet. So 1 bori will do — 10 packets less. Final "
    "message:\nSanjay ji, in O12 please make the atta 1 bori instead of 2.",
])
def test_a_packets_price_in_the_reasoning_is_not_a_count_cut(text):
    assert intents(text, email=True) == [("cancel", "atta-5kg", 10, None, "O12", None)]


# ---- another seller's sale told with a count, no goods' name: no payment (lang.bought_elsewhere) ----
@pytest.mark.parametrize("text", [
    "Please cancel 1 bori of the 2 bori rice in our order O10; a local wholesaler has given us 50 kg at ₹35 a kilo.",
    "हमारे ऑर्डर O10 के 2 बोरी चावल में से 1 बोरी कैंसिल कर दीजिए; एक स्थानीय थोक व्यापारी ने हमें 50 किलो ₹35 किलो "
    "में दे दिया है।",
    "Hamare order O10 ke 2 bori chawal me se 1 bori cancel kar dijiye; ek local wholesaler ne 50 kilo ₹35 kilo me de "
    "diya hai.",
])
def test_a_rivals_sale_with_a_count_pays_no_bill(text):
    assert intents(text, email=True) == [("cancel", "rice-1kg", 50, None, "O10", None)]


def test_a_payment_by_someone_of_ours_still_pays():
    assert intents("Ramesh ne B5 ka ₹500 de diya.", email=True) == [("pay", None, None, None, None, "B5")]


# ---- goods said come ("aa gaya", "reached on Thursday"), then the bill asked (lang.goods_came, lang.cues) ----
@pytest.mark.parametrize("text", [
    "O6 reached on Thursday — the 40 kg sugar, the jaggery and the peti of Surf Excel. Thank you! Haven't got the "
    "bill yet, please send it.",
    "O6 guruvar ko aa gaya — 40 kilo cheeni, gud aur surf excel ki peti. Thank you! Bill abhi tak nahi mila, bhej "
    "dena please.",
])
def test_goods_come_are_not_ordered_again_beside_the_bill_asked(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, "O6", None)]


def test_a_bill_not_got_is_asked():
    assert intents("Haven't got the bill yet. Please send it.", email=True) == [
        ("ask_bill", None, None, None, None, None)]


# ---- a bill's amount "as revised after" is no payment put off (lang.reckoning_aside) ----
@pytest.mark.parametrize("text", [
    "हमने आज NEFT से ₹6,840 (संदर्भ N089332174512) B2 (₹1,720) और B5 (₹5,120, टूटे अंडों के बाद संशोधित) दोनों के "
    "लिए एक साथ भेज दिए हैं।",
    "Aaj NEFT se ₹6,840 bhej diye hain (ref N089332174512) — B2 (₹1,720) aur B5 (₹5,120, toote ande ke baad revised) "
    "dono ke liye ek saath.",
])
def test_two_bills_paid_together_with_a_revised_amount(text):
    assert [i[0::5] for i in intents(text, email=True)] == [("pay", "B2"), ("pay", "B5")]


def test_a_payment_put_off_in_brackets_is_still_later():
    assert refused("B5 ka ₹5,120 (agle hafte denge).", email=True).startswith("ambiguous_intent")


# ---- the account ("hisaab") to fix beside the one order named: its bill disputed (lang.order_bills) ----
@pytest.mark.parametrize("text", [
    "O7 — challan says 20 bread but only 16 packets came. Please adjust.",
    "O7 — चालान में 20 ब्रेड लिखी है, पर सिर्फ़ 16 पैकेट आए। हिसाब ठीक कर दीजिए।",
    "O7 — challan me 20 bread likhi hai, par sirf 16 packet aaye. Hisaab theek kar dijiye.",
])
def test_the_account_fixed_disputes_the_named_orders_bill(text):
    assert intents(text, email=True) == [("dispute", None, None, None, "O7", None)]


# ---- our own typing mistake disputes no bill (lang.own_slip) ----
def test_a_typing_slip_corrected_is_the_offer():
    text = "ओह, टाइपिंग में गलती 😅 ₹83 नहीं, ₹38 किलो लिखना था। 50 किलो चावल के लिए ₹38 किलो चल जाएगा?"
    assert intents(text, email=True) == [("offer", "rice-1kg", 50, 3800, None, None)]
    assert intents("B4 में टाइपिंग की गलती है, बिल ठीक कीजिए", email=True) == [("dispute", None, None, None, None,
                                                                           "B4")]


# ---- everyone's want told ("सबको चाय चाहिए") is no order of tea (lang.third_party) ----
@pytest.mark.parametrize("text", [
    "रमेश भाई, रविवार को गली में शादी है, सबको चाय चाहिए 😄 शनिवार शाम 48 पैकेट दूध भेज दीजिए।",
    "Ramesh bhai, Sunday ko gali me shaadi hai, sabko chai chahiye 😄 Saturday shaam 48 packet doodh bhej dijiye.",
])
def test_everyones_chai_is_the_reason_not_the_order(text):
    assert intents(text, email=True) == [("order", "milk-500ml", 48, None, None, None)]


# ---- "drop" before goods takes them out, no price asked lower (lang.stock_low) ----
def test_goods_dropped_and_others_sent_instead_at_a_price():
    assert intents("In O4, drop the chana dal and send 10 kg masoor dal instead, ₹82/kg.", email=True) == [
        ("cancel", "chana-dal-1kg", None, None, "O4", None), ("order", "masoor-dal-1kg", 10, 8200, "O4", None)]


# ---- a count corrected with "not", counts in words, no word of mistake (lang.mistake_counts) ----
@pytest.mark.parametrize("text", [
    "O11: send twelve packets of bhujia, not twenty-four.",
    "O11: send 12 packets of bhujia, not 24.",
    "O11 me bhujia chaubees nahi, baarah packet bhejna",
])
def test_a_new_count_beside_the_old_with_not_cuts_the_difference(text):
    assert intents(text, email=True) == [("cancel", "namkeen-200g", 12, None, "O11", None)]


def test_the_hindi_count_corrected_reads_the_cut_by_the_rules():
    assert intents("O11 में भुजिया चौबीस नहीं, बारह पैकेट भेजिए।", email=True, second_opinion=False) == [
        ("cancel", "namkeen-200g", 12, None, "O11", None)]


def test_goods_refused_beside_an_order_are_no_count_corrected():
    from lang.mistake_counts import mistake_counts
    assert mistake_counts("O5: do not send sugar, send 20 kg rice") == "O5: do not send sugar, send 20 kg rice"
    assert mistake_counts("O5 me 30 nahi 27 kilo aaye") == "O5 me 30 nahi 27 kilo aaye"  # (goods come: a dispute)


# ---- a raise at the order's rate orders the difference at it (lang.count_changes) ----
def test_a_raise_at_the_same_rate_orders_the_difference_at_it():
    assert intents("O8 changes:\n- Atta: reduce from 2 bori to 1 bori.\n- Rin bars: increase from 3 peti to 5 peti at "
                   "₹120 per peti.", email=True) == [("cancel", "atta-5kg", 10, None, "O8", None),
                                                      ("order", "laundry-bar-1pc", 24, 1000, "O8", None)]


# ---- a count change restated in brackets; changes listed under a heading after a greeting (lang.change_restated,
# lang.price_asks) ----
@pytest.mark.parametrize("text", [
    "Dear Sanjay ji,\n\nWith reference to our order O8, kindly make the following changes before dispatch:\n\n- Atta: "
    "reduce from 2 bori to 1 bori (10 packets of 5 kg instead of 20).\n- Rin bars: increase from 3 peti to 5 peti, at "
    "the same ₹120 per peti.",
    "आदरणीय संजय जी,\n\nहमारे ऑर्डर O8 के संदर्भ में, भेजने से पहले कृपया ये बदलाव कर दीजिए:\n\n- आटा: 2 बोरी की जगह "
    "1 बोरी (5 किलो के 20 की जगह 10 पैकेट)।\n- रिन बार: 3 पेटी से बढ़ाकर 5 पेटी, उसी ₹120 प्रति पेटी पर।",
    "Sanjay ji namaskar,\n\nHamare order O8 me dispatch se pehle ye changes kar dijiye:\n\n- Aata: 2 bori ki jagah 1 "
    "bori (5 kg wale 20 ki jagah 10 packet).\n- Rin bar: 3 peti se badha ke 5 peti, same ₹120 peti pe.",
])
def test_an_orders_changes_under_a_greeting_with_the_cut_restated_in_packets(text):
    assert intents(text, email=True) == [("cancel", "atta-5kg", 10, None, "O8", None),
                                         ("order", "laundry-bar-1pc", 24, 1000, "O8", None)]


def test_a_bracket_restating_another_change_is_kept():
    from lang.change_restated import change_restated
    text = "O8: aata 2 bori ki jagah 1 bori (20 ki jagah 15 packet)"
    assert change_restated(text) == text  # (20 → 15 is not 2 → 1: a contradiction, read as written)


# ---- a revised bill said correct, then paid: no dispute (lang.revised_paid) ----
def test_a_revised_bill_said_correct_and_paid_is_paid():
    text = "Sanjay ji, the revised B4 (₹5,125) is received and correct. Paid in full today, thank you."
    assert intents(text, email=True, second_opinion=False) == [("pay", None, None, None, None, "B4")]
    assert intents("Please correct the revised B4. Paid B5 today.", email=True, second_opinion=False)[0][::5] == (
        "dispute", "B4")


# ---- a raise corrected with "not", its difference added again in the next sentence: one raise (lang.change_restated,
# lang.either_guard) ----
@pytest.mark.parametrize("text", [
    "Correction for O5: paneer should be 8 kg, not 5 kg. Please add the extra 3 kg at the same rate.",
    "O5 में सुधार: पनीर 5 किलो नहीं, 8 किलो चाहिए। बाकी 3 किलो उसी रेट पर और जोड़ दीजिए।",
    "O5 me correction: paneer 5 kilo nahi, 8 kilo chahiye. Extra 3 kilo same rate pe add kar do.",
])
def test_a_raise_and_its_difference_told_again_is_one_raise(text):
    assert read_as(text) == [("order", "paneer-200g", 15, None, "O5", None)]


def test_another_difference_after_a_raise_is_kept():
    from lang.change_restated import change_restated
    text = "O5: paneer 5 kilo ki jagah 8 kilo. Extra 4 kilo bhi bhejo."
    assert change_restated(text) == text
    assert refused("Correction: not refined, send 10 litres Fortune mustard oil instead.", email=True) == \
        "ambiguous_intent.corrected"
