"""Goods ordered and then taken back in another sentence of the same message (``lang.goods_taken_back``; session 41,
helper FU): each had ordered the goods, silently. Refused, naming the sentence that takes them back; a correction
with a new count, a refusal of a kind of the goods ("No broken eggs") and a fault told of the past keep their
reading."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from lang.reasons import word
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku, i.quantity) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", [
    # the four found on main
    "Send 4 trays eggs. Cancel the eggs, they will come broken anyway.",
    "Send 4 trays eggs. Actually don't send eggs, last time they were broken.",
    "4 ट्रे अंडे भेजो। अंडे मत भेजो।",
    "4 tray ande bhejo. Ande nahi, pichli baar toote the.",
    # variants in the three languages
    "Send 4 trays eggs. Cancel the eggs.",
    "Send 4 trays eggs. We don't need eggs.",
    "Send 4 trays eggs. Eggs not needed.",
    "Send 4 trays eggs. Skip the eggs.",
    "Send 4 trays eggs. Forget the eggs.",
    "4 tray ande bhejo. Ande mat bhejna.",
    "4 tray ande bhejo. Ande nahi chahiye.",
    "4 tray ande bhejo. Ande rehne do.",
    "4 tray ande bhejo. Ande cancel karo.",
    "4 ट्रे अंडे भेजो। अंडे नहीं चाहिए।",
    "4 ट्रे अंडे भेजो। अंडे मत भेजना।",
    "4 ट्रे अंडे भेजो। अंडे रहने दो।",
    "4 ट्रे अंडे भेजो। अंडे कैंसल करो।",
    "4 ट्रे अंडे भेजो। अंडे नहीं, पिछली बार टूटे थे।",
    "Send 4 trays eggs. Remove eggs from this order.",
    "Send 4 trays eggs. Leave out the eggs.",
    "Send 4 trays eggs. No need of eggs.",
    "Send 4 trays eggs. Eggs - no.",
    "4 tray ande bhejo. Ande nahi lenge.",
    "4 tray ande bhejo. Ande hata do.",
    "4 ट्रे अंडे भेजो। अंडे नहीं लेंगे।",
    "4 ट्रे अंडे भेजो। अंडे का ऑर्डर कैंसल।",
    "4 ट्रे अंडे भेजो। अंडे — नहीं।",
])
def test_goods_taken_back_in_a_later_sentence_are_refused(text):
    assert _read(text) == "contradictory.retracted"


@pytest.mark.parametrize("text", [
    "Send 4 trays eggs. Scratch that.",
    "Send 4 trays eggs. Actually, cancel it.",
    "Send 20 kg rice. Forget it.",
    "20 kilo chawal bhejo. Nahi, mat bhejo.",
    "20 kilo chawal bhejo. Cancel kar do.",
    "20 किलो चावल भेजो। नहीं, मत भेजो।",
    "20 किलो चावल भेजो। रद्द कर दो।",
    "Send 20 kg rice. Changed my mind.",
    "20 kilo chawal bhejo. Mann badal gaya.",
    "20 किलो चावल भेजो। मन बदल गया।",
])
def test_a_bare_taking_back_after_an_order_is_refused(text):
    assert _read(text) == "contradictory.retracted"


@pytest.mark.parametrize("text", [
    "Send 4 trays eggs and 10 kg sugar. Don't send eggs.",
    "Send 4 trays eggs and 10 kg sugar. Cancel the eggs.",
    "4 tray ande aur 10 kilo cheeni bhejo. Ande mat bhejo.",
    "4 ट्रे अंडे और 10 किलो चीनी भेजो। अंडे मत भेजो।",
])
def test_one_of_several_goods_taken_back_is_refused_not_half_read(text):
    assert _read(text) == "contradictory.retracted"


@pytest.mark.parametrize("text", [
    "Don't send eggs. Send 4 trays eggs.",
    "Ande mat bhejo. 4 tray ande bhejo.",
    "अंडे मत भेजो। 4 ट्रे अंडे भेजो।",
    "We don't need eggs. Please send 4 trays of eggs.",
    "Don't send eggs. Actually, send 4 trays eggs.",  # (as "Send 50 kg rice. Actually, don't.": unreadable)
])
def test_the_mirror_refused_then_ordered_is_refused_too(text):
    assert _read(text) == "contradictory.retracted"


@pytest.mark.parametrize("text, read", [
    ("Send 4 trays eggs. Make it 3.", [("order", "eggs-1pc", 90)]),
    ("Send 4 trays eggs. Actually no, 3 trays.", [("order", "eggs-1pc", 90)]),
    ("4 tray ande bhejo. Nahi, 3 tray.", [("order", "eggs-1pc", 90)]),
    ("4 ट्रे अंडे भेजो। नहीं, 3 ट्रे।", [("order", "eggs-1pc", 90)]),
    ("Send 4 trays eggs. No broken eggs please.", [("order", "eggs-1pc", 120)]),
    ("4 tray ande bhejo. Toote hue ande mat bhejna.", [("order", "eggs-1pc", 120)]),
    ("4 ट्रे अंडे भेजो। टूटे अंडे मत भेजना।", [("order", "eggs-1pc", 120)]),
    ("Kal ka doodh khatta tha, 5 packet kharab nikle. Aaj 40 packet doodh bhejo.", [("order", "milk-500ml", 40)]),
    ("कल वाले अंडे ख़राब निकले, 30 में से 6 टूटे थे। आज 2 ट्रे अंडे और भेजिए।", [("order", "eggs-1pc", 60)]),
    ("Send 20 kg rice. No need to send the bill.", [("order", "rice-1kg", 20)]),
    ("No onion this time. Send 20 kg potatoes.", [("reject", "onion-1kg", None), ("order", "potato-1kg", 20)]),
])
def test_corrections_kinds_and_faults_keep_their_reading(text, read):
    assert _read(text) == read


def test_the_reason_names_the_sentence_in_the_writers_language():
    r = read_message("4 ट्रे अंडे भेजो। अंडे मत भेजो।", CAT, email=True)
    assert r.reason_args["text"] == "अंडे मत भेजो।"
    assert word(r.reason_key, r.reason_args, "hi") == "“अंडे मत भेजो।” — पहले माँगा, फिर मना किया; साफ़ लिखिए"


@pytest.mark.parametrize("text", [
    "Send 4 trays eggs, actually don't send eggs.",
    "4 tray ande bhejo, waise ande mat bhejo.",
    "4 ट्रे अंडे भेजो, वैसे अंडे मत भेजो।",
])
def test_goods_taken_back_later_in_the_same_sentence_are_refused(text):
    assert _read(text) == "contradictory.retracted"


def test_goods_refused_of_a_kind_in_the_same_sentence_stay_ordered():
    assert _read("Send 4 trays eggs, not broken eggs.") == [("order", "eggs-1pc", 120)]


@pytest.mark.parametrize("text", [
    # a price agreed or offered, then taken back
    "Rice ₹38 ok. Scratch that.",
    "Rice ₹38 ok. Forget it.",
    "I offer ₹36 for rice. Actually, forget it.",
    "Chawal ₹38 theek hai. Nahi, rehne do.",
    "Chawal ₹38 pe de do. Rehne do.",
    "चावल ₹38 ठीक है। नहीं, रहने दो।",
    "चावल ₹38 में दे दो। छोड़ो।",
    # a payment said, then taken back
    "B7 paid. Scratch that.",
    "B7 ka payment ho gaya. Rehne do.",
    "B7 का भुगतान कर दिया। रहने दीजिए।",
    # a bill disputed, then said fine after a "no"
    "Dispute B7, wrong amount. Actually no, it's fine.",
    "B7 galat hai. Nahi, theek hai.",
    "B7 का बिल गलत है। नहीं, ठीक है।",
])
def test_a_request_taken_back_by_a_bare_sentence_is_refused(text):
    assert _read(text) == "contradictory.retracted"


@pytest.mark.parametrize("text, read", [
    ("Rice ₹38 ok. Send 20 kg. Thanks.", [("accept", "rice-1kg", None), ("order", "rice-1kg", 20)]),
    ("Paid B7. Thanks, all good.", [("pay", None, None)]),
    ("B7 is wrong. Please check.", [("dispute", None, None)]),
    ("Send 20 kg rice. Rest all fine.", [("order", "rice-1kg", 20)]),
    ("Rice ₹36 chalega? Nahi, rehne do.", [("reject", "rice-1kg", None)]),  # (lang.act_turns: refused as asked)
])
def test_sentences_that_take_nothing_back_keep_the_reading(text, read):
    assert _read(text) == read


@pytest.mark.parametrize("text", [
    # goods agreed at a price, then not wanted
    "Rice ₹38 ok. Actually, no rice.",
    "Rice at ₹38 agreed. Actually, don't want rice.",
    "Chawal ₹38 theek hai. Chawal nahi chahiye.",
    "चावल ₹38 ठीक है। चावल नहीं चाहिए।",
    # goods offered a price, then not wanted
    "I offer ₹36 for rice. No rice.",
    "Rice ₹36 mein de do. Chawal nahi chahiye.",
    "चावल ₹36 में दे दो। चावल नहीं चाहिए।",
    # a price agreed, then said not fine
    "Rice ₹38 ok. Not ok.",
    "Chawal ₹38 theek hai. Nahi, theek nahi hai.",
    "चावल ₹38 ठीक है। नहीं, ठीक नहीं है।",
    # a payment said, then said not made
    "We paid B7. Actually we didn't.",
    "B7 ka payment kar diya. Abhi nahi kiya.",
    "B7 का भुगतान कर दिया। अभी नहीं किया।",
])
def test_an_agreement_or_payment_denied_right_after_is_refused(text):
    assert _read(text) == "contradictory.retracted"


def test_a_tables_not_needed_cell_takes_nothing_back():
    text = ("- **Badam** – ₹92 a packet is too much for us this season; we will skip it.\n"
            "- **Poha** – fine. Please send **30 packets**.\n\n| | Packets | Status |\n|---|---|---|\n"
            "| Poha 500 g | 30 | ✅ confirm |\n| Badam 100 g | – | ❌ not needed |")
    assert _read(text) != "contradictory.retracted"  # (holdout142 en-n7039: refused for its figures, as on main)


@pytest.mark.parametrize("text", [
    "B7 galat hai. Nahi, B7 theek hai.",
    "B7 का बिल गलत है। नहीं, B7 ठीक है।",
    "The bill B7 is wrong. Actually no, B7 is fine.",
    "Paid B7. Actually B7 not paid.",
    "B7 ka payment kar diya. Nahi, B7 ka abhi nahi kiya.",
    "B7 का भुगतान कर दिया। नहीं, B7 का अभी नहीं किया।",
])
def test_the_same_bill_denied_right_after_is_refused(text):
    assert _read(text) == "contradictory.retracted"


@pytest.mark.parametrize("text, read", [
    ("B7 mein rate galat hai. Baaki theek hai.", [("dispute", None, None)]),
    ("B7 का रेट गलत है। बाकी ठीक है।", [("dispute", None, None)]),
    ("The rate in B7 is wrong. The rest is fine.", [("dispute", None, None)]),
])
def test_the_rest_of_a_bill_said_fine_takes_nothing_back(text, read):
    assert _read(text) == read


@pytest.mark.parametrize("text", ["Rice nahi. ₹36 mein do.", "No rice. I offer ₹36 for rice.", "चावल नहीं। ₹36 में दो।"])
def test_a_refusal_then_a_price_of_ours_stays_a_counter_offer(text):
    r = read_message(text, CAT, email=True)
    assert [(i.kind, i.sku, i.unit_price_paise) for i in r.intents] == [("offer", "rice-1kg", 3600)]


@pytest.mark.parametrize("text", [
    "Chawal ₹38 theek hai. Nahi yaar, mehnga hai.",
    "चावल ₹38 ठीक है। नहीं, महँगा है।",
    "Rice ₹38 ok. On second thought, no.",
    "Chawal ₹38 theek hai. Socha, nahi.",
    "Send 4 trays eggs. On second thought, no.",
    "4 ट्रे अंडे भेजो। सोचा, नहीं।",
])
def test_a_request_denied_by_the_next_sentences_opening_no_is_refused(text):
    assert _read(text) == "contradictory.retracted"  # (lang.said_then_no)


@pytest.mark.parametrize("text", [
    "Paid B7. Sorry, wrong bill, it was B8.",
    "B7 का भुगतान किया। माफ़ कीजिए, गलत बिल, B8 था।",
])
def test_a_payment_moved_to_another_bill_is_refused(text):
    assert _read(text) == "contradictory.retracted"  # (lang.said_then_no: which bill was paid?)


@pytest.mark.parametrize("text, read", [
    ("Paid B7. Sorry for the delay.", [("pay", None, None)]),
    ("Rice ₹38 ok. No problem.", [("accept", "rice-1kg", None)]),
    ("Send 4 trays eggs. No hurry, evening is fine.", [("order", "eggs-1pc", 120)]),
])
def test_a_no_that_takes_nothing_back_keeps_the_reading(text, read):
    assert _read(text) == read


@pytest.mark.parametrize("text, read", [
    # a table's cross mark and its word (holdout19 hg-027, holdout9 en-h9-040)
    ("| Item | Your rate | Our answer |\n|---|---|---|\n| Chilli powder | ₹34 | ✅ OK |\n| Haldi | ₹28 | ❌ No |",
     [("accept", "chilli-powder-100g", None), ("reject", "turmeric-100g", None)]),
    # a heading "Nahi:" over a list (holdout6 hinglish-h6-040)
    ("**Manzoor:**\n- Haldi 28 rs packet ✅\n\n**Nahi:**\n- Chai patti 125 rs packet ❌",
     [("accept", "turmeric-100g", None), ("reject", "tea-250g", None)]),
    # a heading "नोट" (a note, which folds as "not": holdout116 hi-m8020)
    ("## ज़रूरी सामान\n1. तूर दाल — 20 किलो\n2. मसूर दाल — 15 किलो\n\n## नोट\nकृपया ऑर्डर कन्फ़र्म कर दीजिए।",
     [("order", "toor-dal-1kg", 20), ("order", "masoor-dal-1kg", 15)]),
])
def test_table_marks_and_headings_take_nothing_back(text, read):
    assert _read(text) == read
