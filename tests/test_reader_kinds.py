"""Kinds of silent misreading the verify stages refuse or read right (issue 10; lang/verify_kinds.py, lang/acts.py).

Sentences are our own, one or more per kind and language; each asserts the exact reading or the refusal's key.
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    return read_message(text, CAT)


@pytest.mark.parametrize("text", ["Has the 25 kg sugar been dispatched?", "25 kilo chini nikal gayi kya?",
                                  "25 किलो चीनी लोड हुई क्या?"])
def test_an_order_asked_as_a_question_is_not_an_order(text):
    r = _read(text)
    assert not (r.readable and any(i.kind == "order" for i in r.intents)), r


@pytest.mark.parametrize("text", ["Could you knock ₹5 off per packet of paneer?"])
def test_a_price_off_is_not_a_cancel(text):
    r = _read(text)
    assert not (r.readable and any(i.kind == "cancel" for i in r.intents)), r


@pytest.mark.parametrize("text", ["Drop the sugar to ₹40 a kg and I'll take 30.", "Reduce rice to ₹35 and we take 50 kg.",
                                  "Lower the paneer to ₹300 a kg and I'll take 10."])
def test_an_order_at_a_lowered_price_is_no_order(text):
    r = _read(text)
    assert not (r.readable and any(i.kind == "order" for i in r.intents)), r


def test_reduce_item_by_amount_is_a_relative_change():
    r = _read("Please reduce sugar by ₹3 per kg.")
    assert not r.readable or all(i.unit_price_paise is None for i in r.intents), r
    if r.readable:
        assert r.intents[0].price_change_paise == -300


@pytest.mark.parametrize("text", ["Send 3 cartons of biscuits (24 packets wale).", "बिस्किट के 3 कार्टन (24 पैकेट वाले) भेजो।"])
def test_pack_contents_in_parentheses_never_become_the_quantity(text):
    r = _read(text)
    assert not r.readable or r.intents[0].quantity == 72, r


def test_a_price_each_beside_dozens_is_refused():
    r = _read("Send ten dozen eggs at ₹6.50 each.")  # ₹6.50 a dozen would be ₹0.54 an egg: far from its MRP
    assert not r.readable and r.reason_key == "no_price.far_from_mrp", r
    assert r.reason == "no_price: eggs at ₹0.54 per piece, but its MRP is ₹7.50; write the price per piece"


@pytest.mark.parametrize("text, key", [
    ("हमें ₹4 में 8 पेटी पारले-जी दे दो", "no_price.far_from_mrp"),         # ₹4 a case of 12: ₹0.33 a packet
    ("chawal 36 chalega? 1 quintal lenge", "no_price.far_from_mrp"),        # ₹36 a quintal: ₹0.36 a kg
    ("Please send 6 trays of eggs @ ₹5.90", "no_price.far_from_mrp"),       # ₹5.90 a tray: ₹0.20 an egg
    ("Send 20 kg rice at ₹150 per kg", "no_price.far_from_mrp"),            # 3.5x the MRP of ₹43
])
def test_a_price_far_from_the_mrp_is_refused_not_read_against_the_wrong_unit(text, key):
    r = _read(text)
    assert not r.readable and r.reason_key == key, r


@pytest.mark.parametrize("text, paise", [("Send 20 kg rice at ₹11 per kg", 1100),   # 0.26x the MRP: a hard bid
                                         ("Send 20 kg rice at ₹129 per kg", 12900),  # 3x: still read as written
                                         ("Rice 2 quintal ₹3,800 per quintal bhejo", 3800)])
def test_a_price_inside_the_band_reads_as_written(text, paise):
    r = _read(text)
    assert r.readable and r.intents[0].unit_price_paise == paise, r


def test_per_egg_beside_trays_still_reads():
    r = _read("Send 4 trays of eggs at ₹6 per egg.")
    assert r.readable and r.intents[0].quantity == 120 and r.intents[0].unit_price_paise == 600, r


@pytest.mark.parametrize("text", ["Paid B12 and B13 by UPI, ₹9,400 in total.", "Sugar ₹40 kg, 10 kg, total ₹500."])
def test_a_total_beside_bill_ids_or_priced_goods_is_not_a_counter_bill(text):
    r = _read(text)
    assert not (r.readable and any(i.kind == "bill" for i in r.intents)), r


def test_a_plain_counter_total_is_still_a_bill():
    r = _read("Total ₹240, thank you.")
    assert r.readable and r.intents[0].kind == "bill" and r.intents[0].total_paise == 24000, r


def test_an_order_cancelled_and_asked_for_is_contradictory():
    r = _read("Please cancel O31. And deliver O31 tomorrow.")
    assert not r.readable and r.reason_key == "contradictory.cancel_and_ask", r


def test_all_inclusive_marks_a_total():
    r = _read("2 quintal rice, ₹7,600 all-inclusive — deal?")
    assert r.readable and r.intents[0].quantity == 200 and r.intents[0].total_paise == 760000, r


@pytest.mark.parametrize("text", ["चावल ₹38 नोट कर लिया।", "Atta ka bhav thoda kam karo na"])
def test_noted_and_the_tag_na_are_no_refusal(text):
    r = _read(text)
    assert not (r.readable and any(i.kind == "reject" for i in r.intents)), r


@pytest.mark.parametrize("text", ["Bhai paneer abhi tak nahi aaya, kab aayega?", "भाई पनीर अभी तक नहीं आया, कब आएगा?"])
def test_goods_not_yet_come_are_a_delay_not_a_refusal(text):
    r = _read(text)
    assert not (r.readable and any(i.kind == "reject" for i in r.intents)), r


def test_a_pack_count_with_no_fixed_size_is_not_dropped_beside_a_bill_request():
    r = _read("Please send:\n- rice – 6 bags\n- Tata Salt 1 kg – 20\n\nKindly send the bill with the goods.")
    assert not (r.readable and {i.sku for i in r.intents if i.kind == "order"} == {"salt-1kg"}), r


@pytest.mark.parametrize("text", [
    "Dear Mrs Kapoor,\n\nThank you for your offer of refined oil at ₹126 per litre. Unfortunately we will not be able "
    "to take it at this rate.\n\nRegards,\nMohan Lal",
    "रिफाइंड तेल ₹126 प्रति लीटर के आपके प्रस्ताव के लिए धन्यवाद। खेद है कि इस भाव पर हम इसे नहीं ले पाएँगे।",
    "Refined tel ₹126 per litre ke aapke prastaav ke liye dhanyavaad. Khed hai ki is bhaav par hum nahi le payenge.",
])
def test_a_polite_refusal_of_the_suppliers_own_proposal_is_a_reject_not_an_offer(text):
    r = _read(text)
    assert r.readable and [(i.kind, i.sku, i.unit_price_paise) for i in r.intents] == [
        ("reject", "refined-oil-1l", 12600)], r


def test_the_suppliers_proposal_accepted_in_hindi_is_an_accept_and_an_order():
    r = _read("रिफाइंड तेल ₹126 प्रति लीटर के आपके प्रस्ताव के लिए धन्यवाद। हमें मंज़ूर है, 20 लीटर भेज दीजिए।")
    assert r.readable and [(i.kind, i.quantity, i.unit_price_paise) for i in r.intents] == [
        ("accept", None, 12600), ("order", 20, None)], r


@pytest.mark.parametrize("text", [
    "तर्क: गुड़ ₹66 बहुत महँगा है, पिछली बार ₹58 था।\nसंदेश: माफ़ कीजिए, गुड़ ₹66 किलो पर नहीं लेंगे।",
    "Tark: gud ₹66 mehenga hai, pichhli baar ₹58 tha.\nSandesh: maaf kijiye, gud ₹66 kilo par nahi lenge.",
])
def test_reasoning_labelled_in_hindi_is_not_the_message(text):
    r = _read(text)
    assert r.readable and [(i.kind, i.sku, i.unit_price_paise) for i in r.intents] == [
        ("reject", "jaggery-1kg", 6600)], r


@pytest.mark.parametrize("text", [
    "Kindly share the bill for the 30 kg jaggery delivered under order O40, so that we may process payment.",
    "Kindly share the bill for the 30 kg jaggery and 10 kg besan delivered under order O40.",
])
def test_the_word_order_before_an_order_id_names_that_order_and_places_none(text):
    r = _read(text)
    assert r.readable and all(i.kind == "ask_bill" and i.order_id == "O40" for i in r.intents), r


def test_an_order_named_by_its_id_can_still_be_changed():
    r = _read("ऑर्डर O27 में अंडे 5 ट्रे की जगह 3 ट्रे कर दो, बाकी वैसा ही रहे।")
    assert r.readable and [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] == [
        ("cancel", "eggs-1pc", 60, "O27")], r
