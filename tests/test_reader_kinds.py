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


def test_a_price_each_beside_dozens_is_refused_when_neither_reading_fits_the_mrp():
    r = _read("Send 2 dozen eggs at ₹20 each.")  # ₹20 an egg or ₹1.67 an egg: neither near the MRP (₹7.50)
    assert not r.readable and r.reason_key in ("ambiguous_intent.each", "no_price.far_from_mrp"), r


@pytest.mark.parametrize("text, key", [
    ("हमें ₹4 प्रति पेटी में 8 पेटी पारले-जी दे दो", "no_price.far_from_mrp"),  # ₹4 a case of 12, said so
    ("Please send 6 trays of eggs @ ₹5.90 a tray", "no_price.far_from_mrp"),  # ₹5.90 a tray, said so: ₹0.20 an egg
    ("Send 20 kg rice at ₹150 per kg", "no_price.far_from_mrp"),            # 3.5x the MRP of ₹43
])
def test_a_price_far_from_the_mrp_is_refused_not_read_against_the_wrong_unit(text, key):
    r = _read(text)
    assert not r.readable and r.reason_key == key, r


@pytest.mark.parametrize("text, sku, qty, paise", [
    ("हमें ₹4 में 8 पेटी पारले-जी दे दो", "biscuits-65g", 96, 400),   # ₹0.33 a packet per case: ₹4 is a packet's
    ("Please send 6 trays of eggs @ ₹5.90", "eggs-1pc", 180, 590),   # ₹0.20 an egg per tray: ₹5.90 is an egg's
])
def test_an_unmarked_price_too_low_for_the_case_but_near_the_mrp_is_the_selling_units(text, sku, qty, paise):
    r = _read(text)
    assert r.readable and [(i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [(sku, qty, paise)], r


@pytest.mark.parametrize("text, paise", [("Send 20 kg rice at ₹11 per kg", 1100),   # 0.26x the MRP: a hard bid
                                         ("Send 20 kg rice at ₹129 per kg", 12900),  # 3x: still read as written
                                         ("Rice 2 quintal ₹3,800 per quintal bhejo", 3800)])
def test_a_price_inside_the_band_reads_as_written(text, paise):
    r = _read(text)
    assert r.readable and r.intents[0].unit_price_paise == paise, r


@pytest.mark.parametrize("text, qty, paise", [("Send ten dozen eggs at ₹6.50 each.", 120, 650),
                                              ("Send 5 trays of eggs at ₹180 each.", 150, 600),
                                              ("अंडे 4 दर्जन भेजो, ₹6.80 each", 48, 680)])
def test_a_price_each_beside_dozens_reads_as_the_one_that_fits_the_mrp(text, qty, paise):
    r = _read(text)
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [
        ("order", "eggs-1pc", qty, paise)], r


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


@pytest.mark.parametrize("text, sku, qty, paise", [
    ("Please send 2 kg curd, ₹40 per 400 g pack.", "curd-400g", 5, 4000),
    ("३ किलो हल्दी भेजो, ₹३० प्रति १०० ग्राम", "turmeric-100g", 30, 3000),
    ("badam 1 kilo chahiye, 105 rupay 100 gram", "almonds-100g", 10, 10500),
    ("Send 20 packets atta at ₹240 per 5 kg packet.", "atta-5kg", 20, 24000),
    ("Besan 5 kg at ₹55/packet of 500g", "besan-500g", 10, 5500)])
def test_a_price_per_an_amount_is_per_that_amount(text, sku, qty, paise):
    r = _read(text)
    assert r.readable, r
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [("order", sku, qty, paise)]


@pytest.mark.parametrize("text", ["Please send atta (5 kg) – 8 bags.", "Surf 1 kg – 6 bags bhej do", "आटे के 8 बैग भेज दो"])
def test_bags_of_an_item_sold_in_large_packs_are_its_packs(text):
    r = _read(text)
    assert r.readable and r.intents[0].kind == "order" and r.intents[0].quantity in (8, 6), r


@pytest.mark.parametrize("text", ["Send 10 bags of sugar.", "Send 4 bags of biscuits.", "चावल के ५ बंडल भेजो"])
def test_bags_and_bundles_of_no_fixed_size_are_still_refused(text):
    r = _read(text)
    assert not r.readable and r.reason_key == "no_quantity.no_fixed_size", r


@pytest.mark.parametrize("text, bill", [
    ("Bill B12 charges 8 packets of butter but only 6 came. Please check and correct.", "B12"),
    ("बिल B12 में 8 पैकेट मक्खन लगाए हैं पर आए सिर्फ़ 6। देखकर ठीक कीजिए।", "B12"),
    ("Bill B12 me chini 30 kilo likha hai, aaya sirf 25 kilo. Theek karo.", "B12"),
    ("B12 में गड़बड़ है, ४ पेटी कोक लिखी है पर ३ ही आईं।", "B12"),
    ("There is a mistake in B12: rice charged at ₹44, we agreed ₹41. Please fix.", "B12")])
def test_a_dispute_that_counts_goods_is_a_dispute(text, bill):
    r = _read(text)
    assert r.readable, r
    assert [(i.kind, i.bill_id, i.sku) for i in r.intents] == [("dispute", bill, None)]


def test_a_bill_asked_along_with_the_goods_is_part_of_the_order():
    r = _read("Please send 10 kg rice. Kindly send the bill along with the goods.")
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", "rice-1kg", 10)], r
    r = _read("Please send 10 kg rice. Also send the bill for last week.")
    assert [i.kind for i in r.intents] == ["order", "ask_bill"], r


def test_an_english_to_is_no_hinglish_then():
    r = _read("Dear Verma ji, aap se request hai, we would like to place an order for 20 kg sugar at ₹42 per kg.")
    assert r.language == "hinglish" and [(i.kind, i.quantity, i.unit_price_paise) for i in r.intents] == [
        ("order", 20, 4200)], r
    r = _read("Dear Verma ji, we would like to place an order for 20 kg sugar at ₹42 per kg.")  # "ji" alone beside
    assert r.language == "en" and [i.kind for i in r.intents] == ["order"], r  # English prose: English (tenth session)
    r = _read("Chini ₹41 kar do to 20 kilo le lenge")
    assert [i.kind for i in r.intents] == ["offer"], r


@pytest.mark.parametrize("text, sku, qty", [("पारले-जी के 3 कार्टन (24 पैकेट वाले) भेज दो", "biscuits-65g", 72),
                                            ("Maggi ke 2 dabbe (48 wale) bhejo", "noodles-70g", 96),
                                            ("Send 3 boxes Maggi (48 packet wala).", "noodles-70g", 144),
                                            ("माचिस 20 पैकेट (10 डिब्बी वाले) भेजो", "matchbox-1pc", 200)])
def test_a_container_with_its_contents_wala_is_count_times_contents(text, sku, qty):
    r = _read(text)
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", sku, qty)], r


@pytest.mark.parametrize("text, sku, paise", [
    ("The shop next door gives sugar at ₹41. Make it ₹42 and I'll take 30 kg.", "sugar-1kg", 4200),
    ("बगल वाली दुकान ₹28 में नमक दे रही है, आप ₹29 कर दो तो 20 किलो ले लूँगा।", "salt-1kg", 2900),
    ("Chini ₹46 bahut hai, ₹43 me do.", "sugar-1kg", 4300),
    ("Namak ka aapka ₹30 kilo ka rate nahi jamta. Hum ₹27 kilo pe 20 kilo le sakte hain.", "salt-1kg", 2700)])
def test_a_competitors_or_too_high_price_is_a_reference(text, sku, paise):
    r = _read(text)
    assert r.readable and [(i.kind, i.sku, i.unit_price_paise) for i in r.intents][0] == ("offer", sku, paise), r


@pytest.mark.parametrize("text, qty", [("Reduce rice in O8 from 60 kg to 45 kg.", 15),
                                       ("In O8 make the eggs 2 trays instead of 4.", 60),
                                       ("O8 me ande 4 tray ki jagah 2 tray kar do.", 60),
                                       ("O8 में अंडे 4 ट्रे की जगह 2 ट्रे कर दीजिए।", 60)])
def test_a_change_to_fewer_in_an_order_cancels_the_difference(text, qty):
    r = _read(text)
    assert [(i.kind, i.quantity, i.order_id) for i in r.intents] == [("cancel", qty, "O8")], r


def test_a_change_to_more_is_not_a_cancel():
    r = _read("In O8 make the eggs 4 trays instead of 2.")
    assert not (r.readable and any(i.kind == "cancel" for i in r.intents)), r


@pytest.mark.parametrize("text, want", [
    ("paneer 10 packets by 8 am pls", [("order", "paneer-200g", 10)]),
    ("दही 12 पैकेट कल सुबह 7 बजे तक", [("order", "curd-400g", 12)]),
    ("Chilli powder 100 g packets — 20 nos, MDH.", [("order", "chilli-powder-100g", 20)]),
    ("Has the 25 kg sugar been loaded?", [("ask_delivery", "sugar-1kg", 25)]),
    ("25 kilo chini load ho gayi kya?", [("ask_delivery", "sugar-1kg", 25)])])
def test_delivery_times_brands_and_loading_questions(text, want):
    r = _read(text)
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == want, r


@pytest.mark.parametrize("text, oid", [("O14 वाला माल कल तक आ जाएगा ना?", "O14"), ("O14 ka maal kal aa jayega na?", "O14")])
def test_will_it_come_asks_the_delivery(text, oid):
    r = _read(text)
    assert [(i.kind, i.order_id) for i in r.intents] == [("ask_delivery", oid)], r


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


@pytest.mark.parametrize("text, want", [
    ("| सामान | आपका भाव | हमारा भाव |\n|---|---|---|\n| चीनी | ₹46 | ₹43 |\n| नमक | ₹26 | ₹24 |\n\nबताइए।",
     [("offer", "sugar-1kg", 4300), ("offer", "salt-1kg", 2400)]),
    ("| Item | Aapka rate | Hamara rate |\n|---|---|---|\n| Chini | ₹46 | ₹43 |\n\nBatao.", [("offer", "sugar-1kg", 4300)]),
    ("| Item | Your price | Our offer |\n|---|---|---|\n| Sugar | ₹46 | ₹43 |", [("offer", "sugar-1kg", 4300)])])
def test_a_table_column_of_our_prices_offers_them(text, want):
    r = _read(text)
    assert [(i.kind, i.sku, i.unit_price_paise) for i in r.intents] == want, r


def test_a_numbered_list_with_tins_of_stated_contents():
    r = _read("Kindly supply:\n1. Sugar – 2 quintal\n2. Refined oil – 3 tins of 15 litres each\n\nPayment within 7 days.")
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", "sugar-1kg", 200),
                                                                  ("order", "refined-oil-1l", 45)], r
    r = _read("Send 2 tins of mustard oil")
    assert not r.readable and r.reason_key == "no_quantity.no_fixed_size", r


@pytest.mark.parametrize("text, want", [
    ("B15 में 30 पैकेट दूध लिखा है, आए सिर्फ़ 24 हैं।", [("dispute", None, None)]),
    ("कोक की 3 पेटी भेज दो।", [("order", "soft-drink-750ml", 36)]),
    ("Chini 30 kilo aur kelon ke 6 darjan bhijwao", [("order", "sugar-1kg", 30), ("order", "banana-1dozen", 6)])])
def test_only_came_disputes_and_more_names_and_order_words(text, want):
    r = _read(text)
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == want, r


@pytest.mark.parametrize("text", ["Can you take ₹8 off per 5 kg bag of atta?", "आटे के 5 किलो के बैग पर ₹8 कम कर सकते हैं?",
                                  "Aate ke 5 kilo ke bag pe ₹8 kam kar sakte ho?"])
def test_money_off_per_bag_is_a_relative_offer_not_a_cancel(text):
    r = _read(text)
    assert [(i.kind, i.sku, i.quantity, i.price_change_paise) for i in r.intents] == [
        ("offer", "atta-5kg", None, -800)], r


def test_a_bag_of_its_own_size_is_still_one_pack():
    r = _read("Send 5 kg bag of atta")
    assert [(i.kind, i.quantity) for i in r.intents] == [("order", 1)], r


@pytest.mark.parametrize("text, want", [
    ("Lower sugar to ₹40 a kg and I'll take 30 kg.", [("offer", "sugar-1kg", 30, 4000)]),
    ("Chini ₹41 kar do to 20 kilo le lenge", [("offer", "sugar-1kg", 20, 4100)])])
def test_a_quantity_taken_at_a_lowered_price_is_an_offer(text, want):
    r = _read(text)
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == want, r


@pytest.mark.parametrize("text", ["Please cancel the 20 kg sugar we ordered at ₹42.", "चीनी ₹42 वाला ऑर्डर रद्द कर दीजिए"])
def test_a_cancel_word_beside_the_orders_price_still_cancels(text):
    r = _read(text)
    assert r.readable and [(i.kind, i.sku) for i in r.intents] == [("cancel", "sugar-1kg")], r


def test_cut_the_price_is_no_cancel():
    r = _read("Cut the rice price to ₹40 please")
    assert not (r.readable and any(i.kind == "cancel" for i in r.intents)), r


@pytest.mark.parametrize("text, want", [("chini 30 kilo, 42 ke rate se", [("order", "sugar-1kg", 30, 4200)]),
                                        ("चावल 50 किलो 40 के भाव से भेजो", [("order", "rice-1kg", 50, 4000)]),
                                        ("nahi, paneer 80 packet ke rate pe nahi jamega",
                                         [("reject", "paneer-200g", None, 8000)])])
def test_at_a_rate_se_or_pe_is_the_price(text, want):
    r = _read(text)
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == want, r


def test_cleared_bills_are_paid():
    r = _read("Cleared B7 and B8 by NEFT yesterday, ₹9,400 in total.")
    assert [(i.kind, i.bill_id) for i in r.intents] == [("pay", "B7"), ("pay", "B8")], r


def test_a_price_then_instead_counters():
    r = _read("We'll take sugar at ₹40 per kg instead.")
    assert [(i.kind, i.sku, i.unit_price_paise) for i in r.intents] == [("offer", "sugar-1kg", 4000)], r


def test_an_original_message_closed_by_dashes_is_context():
    r = _read("-----Original Message-----\nFrom: Gupta Traders\nSent: 2 Dec 2026\nSubject: Rates\n\nSugar ₹44/kg, "
              "rice ₹41/kg\n-----\n\nPlease send 25 kg sugar at ₹44/kg. Rice not needed.")
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [
        ("order", "sugar-1kg", 25, 4400), ("reject", "rice-1kg", None, None)], r


@pytest.mark.parametrize("text, want", [("3 बोरी चावल (५०-५० किलो) भेजो", [("order", "rice-1kg", 150)]),
                                        ("chawal aur chini das das kilo bhejo",
                                         [("order", "rice-1kg", 10), ("order", "sugar-1kg", 10)])])
def test_each_in_brackets_after_sacks_is_their_size(text, want):
    r = _read(text)
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == want, r


def test_sacks_of_another_size_are_read_at_it():
    # once refused; lang.container_totals (twentieth session) reads a stated size: two sacks of 40 kg
    r = _read("2 bori chini (40-40 kilo) bhejo")
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", "sugar-1kg", 80)], r


@pytest.mark.parametrize("text, paise", [("आपका बिल ₹10 छूट के बाद ₹468 हुआ।", 46800),
                                         ("Aapka bill 10 rupaye discount ke baad 512 hua", 51200)])
def test_the_amount_taken_off_a_counter_bill_is_never_its_total(text, paise):
    r = _read(text)
    assert [(i.kind, i.total_paise) for i in r.intents] == [("bill", paise)], r  # what is left, not the ₹10


@pytest.mark.parametrize("text", ["Total ₹150, I've given ₹10 off.", "कुल ₹150, ₹10 कम कर दिए हैं।"])
def test_a_counter_total_beside_its_discount_reads_the_total(text):
    r = _read(text)
    assert r.readable and [(i.kind, i.total_paise) for i in r.intents] == [("bill", 15000)], r


@pytest.mark.parametrize("text", [
    "शक्कर 50 किलो लेंगे अगर रेट थोड़ा कम करो",
    "Haldi 50 packet lenge agar rate sahi lagao",
    "Match whatever Metro charges for ghee and we'll take 10 litres.",
])
def test_goods_that_hang_on_a_price_are_never_an_order_or_a_cancel(text):
    r = _read(text)  # (a rate asked lower beside the goods asks how much lower: lang.lowered_rate.rate_said_lower)
    assert not r.readable and r.reason_key in ("ambiguous_intent.if_price", "no_price.how_much_lower"), r


def test_goods_at_struck_out_prices_that_hang_on_them_are_offers_with_their_quantities():
    """The prices written over the supplier's struck ones are the writer's counter-offers (tests/test_reader_h15_kinds.py),
    so the goods beside them are those offers' quantities, as holdout5's gold reads it (it had been refused)."""
    r = _read("- **Ghee**: ~~₹560~~ **₹525** per litre, 10 litre\n- **Sarson tel**: ~~₹140~~ **₹128** per litre, "
              "20 litre\n\nIs rate pe do toh order pakka.")
    assert r.readable and [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [
        ("offer", "ghee-1l", 10, 52500), ("offer", "mustard-oil-1l", 20, 12800)], r


def test_a_condition_about_the_rate_beside_a_plain_order_leaves_the_order():
    r = _read("Send 20 kg sugar at ₹40/kg. If the rate changes, let me know.")
    assert r.readable and [(i.kind, i.quantity, i.unit_price_paise) for i in r.intents] == [("order", 20, 4000)], r


@pytest.mark.parametrize("text", [
    "Need rates for:\n* Paneer – 5 kg\n* Curd (400 g) – 30 packets",
    "Please share rates for:\n- Rice: 200 kg\n- Sugar: 100 kg",
    "Kripya in ke liye apne sabse achhe bhaav batayein:\n1. Chawal – 2 quintal\n2. Besan 500 g – 40 packet",
    "Rates chahiye:\n- Chawal 50 kg\n- Cheeni 20 kg",
])
def test_a_request_for_rates_over_a_list_of_goods_orders_nothing(text):
    r = _read(text)
    assert r.readable and r.intents and all(i.kind == "ask_quote" for i in r.intents), r
