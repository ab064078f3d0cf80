"""Kinds of misreading that held-out corpora 32 (late in a month: several orders and bills open, facts beside
requests) and 33 (the cashier's words at the counter only) showed (issue 10), and those a helper trying to break
the reader left open at the end of the seventh session; each read in the three languages where the kind is not
tied to one script.

Written again in our own words (other items, figures and ids than the corpora's rows). Several had been acted on:
stock told beside an order was ordered ("Hold the sugar, we have 80 kg"), a payment by order paid only the first
of two orders and took the money as a price of the goods asked next, a total said of the whole list was put on
its last line, a struck-out markdown line with "cancel" after it cancelled the whole order, a dispute of "the
bill for O520" became a bill question, a question about one item turned the list above it into questions, "last
month's total was ₹6,800" made the whole message a counter bill, and the counter billed the amount before a
coupon, a haggle's middle, a change of mind ("₹640 nahi ₹460"), or an old balance added in without its amount.
"""
from __future__ import annotations

import pytest

from reader_intents import counter_bill, intents as _intents, refused


@pytest.mark.parametrize("text", [
    "Our godown is full of sugar (about 60 kg), so please hold off. But please send 15 kg besan.",
    "Godown chini se bhara hai (60 kilo), abhi mat bhejo. 15 kilo besan bhejo.",
    "गोदाम में 60 किलो चीनी पड़ी है, अभी मत भेजिए। 15 किलो बेसन भेज दीजिए।",
    "Sugar is enough for now, 60 kg in stock. Send 15 kg besan.",
    "Chini abhi kaafi hai, 15 kilo besan bhejo.",
    "Hold the sugar, we have 60 kg. Send 15 kg besan.",
])
def test_stock_told_beside_an_order_is_no_order(text):
    assert [(k, s) for k, s, *_ in _intents(text)] == [("order", "besan-500g")]


@pytest.mark.parametrize("text", [
    "Order: Poha 30 packets, Suji 20 packets, Besan 10 packets — total ₹2,100",
    "पोहा 30 पैकेट, सूजी 20 पैकेट, बेसन 10 पैकेट भेजिए — कुल ₹2,100",
    "Poha 30 packet, suji 20 packet, besan 10 packet bhejo, total ₹2,100",
])
def test_a_total_of_a_list_without_prices_is_not_the_last_lines_price(text):
    assert refused(text) == "ambiguous_intent.total_of_list"


@pytest.mark.parametrize("text", [
    "Paying ₹9,400 against O41 and O42.",
    "O41 aur O42 ka ₹9,400 UPI kar diye.",
    "O41 और O42 के ₹9,400 UPI कर दिए।",
])
def test_a_payment_against_two_orders_pays_both(text):
    assert [(k, o) for k, _, _, _, o, _ in _intents(text)] == [("pay", "O41"), ("pay", "O42")]


@pytest.mark.parametrize("text", [
    "Paid ₹3,150 for O77 by UPI; send 12 kg toor dal too.",
    "O77 ke ₹3,150 UPI kar diye, saath mein 12 kilo toor dal bhi bhejo.",
    "O77 के ₹3,150 UPI कर दिए, साथ में 12 किलो तूर दाल भी भेजिए।",
])
def test_money_paid_for_an_order_is_no_price_of_the_goods_asked_next(text):
    assert _intents(text) == [("pay", None, None, None, "O77", None),
                              ("order", "toor-dal-1kg", 12, None, None, None)]


def test_goods_beside_an_order_only_paid_are_not_a_new_order():
    # the rest of O9 asked for (sixteenth session: "send the remaining 15 kg" asks the rest of a delivery; it had
    # been refused, never ordered)
    assert _intents("Paid ₹1,800 for O9 yesterday. Please send remaining 15 kg atta on O9.") == [
        ("pay", None, None, None, "O9", None), ("ask_delivery", "atta-5kg", 3, None, "O9", None)]


@pytest.mark.parametrize("text", [
    "## Changes to O88\n- ~~Rava 12 packets~~ — cancel this line\n- Besan: 8 packets → **5 packets**",
    "## O88 में बदलाव\n- ~~सूजी 12 पैकेट~~ — यह लाइन रद्द\n- बेसन: 8 पैकेट → **5 पैकेट**",
])
def test_a_struck_line_cancelled_does_not_cancel_the_whole_order(text):
    from lang.reader import read_message
    assert not any(i.kind == "cancel" and i.sku is None for i in read_message(text).intents)


@pytest.mark.parametrize("text", [
    "The bill for O66 is wrong, we got 9 trays eggs not 10.",
    "O66 का बिल गलत है, 10 की जगह 9 ट्रे अंडे आए।",
    "O66 ka bill galat hai, 10 nahi 9 tray ande aaye.",
])
def test_a_bill_disputed_by_its_order_disputes_that_orders_bill(text):
    assert _intents(text) == [("dispute", None, None, None, "O66", None)]


def test_a_dispute_by_order_finds_the_orders_goods_bill_at_the_desk():
    """The desk's lookup for "the bill for O5 is wrong": the order's one goods bill, paid or open (an advance
    request is no goods bill); a payment by order finds only an open bill."""
    from types import SimpleNamespace
    from market.state import Bill
    from negotiation_kernel.desk import _order_bill
    def bill(bid, order, kind="goods", status="open", sup="S1"):
        return Bill(bill_id=bid, supplier_id=sup, order_id=order, kind=kind, amount_paise=100_00, issued_day=1,
                    due_day=8, status=status, honest_amount_paise=100_00)
    shop = SimpleNamespace(state=SimpleNamespace(bills=[bill("A1", "O5", kind="advance", status="paid"),
                                                        bill("B2", "O5", status="paid"), bill("B3", "O6"),
                                                        bill("B4", "O5", sup="S2")]))
    sup = SimpleNamespace(supplier_id="S1")
    assert _order_bill(shop, sup, "O5", goods_only=True) == "B2"
    assert _order_bill(shop, sup, "O5") is None  # no open bill of O5 to pay
    assert _order_bill(shop, sup, "O6") == "B3" == _order_bill(shop, sup, "O6", goods_only=True)
    assert _order_bill(shop, sup, None, goods_only=True) is None


@pytest.mark.parametrize("text", [
    "Please send the bill for O21 and O22, we will clear both.",
    "O21 aur O22 ka bill bhejo, dono clear karne hain.",
    "O21 और O22 का बिल भेज दीजिए, दोनों चुकाने हैं।",
])
def test_a_bill_asked_for_two_orders_is_asked_for_each(text):
    assert [(k, o) for k, _, _, _, o, _ in _intents(text)] == [("ask_bill", "O21"), ("ask_bill", "O22")]


def test_a_cancel_and_a_bill_asked_keep_their_own_orders():
    assert [(k, o) for k, _, _, _, o, _ in _intents("Please cancel O7 and send the bill for O8.")] == [
        ("cancel", "O7"), ("ask_bill", "O8")]


@pytest.mark.parametrize("text", [
    "20 kg onions, 3 trays eggs. Also, what's your rate for poha this week?",
    "20 kilo pyaaz, 3 tray ande. Aur poha ka rate kya hai?",
])
def test_a_question_about_one_item_leaves_the_list_above_it_an_order(text):
    assert [(k, s) for k, s, *_ in _intents(text)] == [
        ("order", "onion-1kg"), ("order", "eggs-1pc"), ("ask_quote", "poha-500g")]


def test_a_total_said_of_the_past_is_no_counter_bill():
    from lang.reader import read_message
    r = read_message("Quick one — 10 packs Surf Excel 1 kg, 24 Lifebuoy. Last month's total was ₹4,900 so similar.")
    assert not any(i.kind == "bill" for i in r.intents)


@pytest.mark.parametrize("text", [
    "O31 atta — 6 packets more or cancel 6, I'll confirm.",
    "O31 mein atta 6 packet aur ya 6 cancel, kal batata hoon.",
    "O31 में आटा 6 पैकेट और या 6 रद्द, कल बताता हूँ।",
])
def test_a_cancel_offered_as_one_of_two_ways_is_refused(text):
    assert refused(text) == "ambiguous_intent.either"


@pytest.mark.parametrize("text", [
    "We've paid the pending bill by NEFT this morning, UTR 7731. Please confirm!",
    "Pending bill ka payment aaj UPI kar diya. Confirm kar dena!",
])
def test_a_pending_bill_paid_without_its_id_asks_which(text):
    assert refused(text) == "no_id.bill"


@pytest.mark.parametrize("text", [
    "Hi, when will the remaining 15 kg rice on O12 come? Also, B14 paid just now via UPI.",
    "O12 ke baaki 15 kilo chawal kab aayenge? B14 ka payment UPI se kar diya.",
])
def test_the_rest_of_an_orders_goods_is_no_part_payment(text):
    assert ("pay", None, None, None, None, "B14") in _intents(text)


@pytest.mark.parametrize("text", [
    "Already paid B19 on the 20th. Today paying B24 by cash.",
    "B19 तो 20 तारीख़ को ही चुका दिया था। आज B24 का नकद भेज रहे हैं।",
    "> Reminder: B33 ₹1,480 and B35 ₹960 due.\n\nB33 paid now through NEFT. B35 next Monday.",
    "> याद दिलाना: B33 ₹1,480 और B35 ₹960 बकाया।\n\nB33 अभी NEFT से भेजा। B35 सोमवार को।",
])
def test_a_bill_paid_before_or_promised_beside_a_payment_now_is_context(text):
    assert [(k, b) for k, _, _, _, _, b in _intents(text)] == [("pay", "B24" if "B24" in text else "B33")]


@pytest.mark.parametrize("text, paise", [
    ("Total ₹450, ₹40 ka coupon, to ₹410 de dijiye.", 41000),
    ("कुल ₹450, ₹40 का कूपन लगा, तो ₹410 दीजिए।", 41000),
    ("₹520 tha, points se ₹20 kat gaye, ₹500 do.", 50000),
    ("It was ₹690, you said ₹630, let's meet in the middle — ₹660.", 66000),
    ("₹1,480 total, one soap returned so minus ₹35, that's ₹1,445 — call it ₹1,440.", 144000),
    ("Sorry bhaiya, ₹530 nahi ₹350 hai, galti se ulta bol diya.", 35000),
    ("₹1,000 का नोट? बिल ₹835 है, ₹165 खुले वापस देता हूँ।", 83500),
    ("सर्फ़ ₹95 + कोलगेट 3 × ₹52 = ₹156 → कुल ₹251", 25100),
    ("You returned the bread (₹45), so instead of ₹300 it's ₹255 now.", 25500),
    ("Didi, ₹185 for today. The ₹400 on your khata you can give next week.", 18500),
    ("You paid ₹100 by UPI; the bill was ₹380, so ₹280 goes on the khata.", 38000),
    ("Your bill comes to ₹1,260 for 14 items.", 126000),
])
def test_the_counter_hears_the_amount_asked(text, paise):
    assert counter_bill(text) == paise


@pytest.mark.parametrize("text", [
    "With your old khata it comes to ₹1,540 altogether.",
    "पुराना मिलाकर ₹1,540 हो गए।",
    "Aapka khata ab ₹2,700 pe hai.",
    "ये लीजिए ₹45 खुले, धन्यवाद!",
    "₹480... nahi nahi, ₹840? Ruko dobara dekhta hoon.",
])
def test_the_counter_bills_nothing_it_cannot_tell_apart(text):
    from lang.counter_words import read_at_counter
    assert not read_at_counter(text).readable


@pytest.mark.parametrize("text", [
    "Sent ₹2,150 on O45 via GPay (txn 5521 0098). Send 4 litres ghee @ ₹520.",
    "O45 ka ₹2,150 PhonePe kiya. 4 litre sarson tel ₹132 per litre bhejo.",
    "O45 का ₹2,150 एडवांस दिया। 4 लीटर सरसों तेल ₹132 लीटर भेजिए।",
])
def test_money_sent_for_an_order_by_its_channel_pays_it(text):
    assert [(k, o) for k, _, _, _, o, _ in _intents(text)][0] == ("pay", "O45")
    assert _intents(text)[1][0] == "order"


@pytest.mark.parametrize("text", [
    "Send 36 Parle-G, 12 Maggi and 10 kg poha. Roughly ₹1,400 all-in at your rates.",
    "36 packet Parle-G, 12 Maggi aur 10 kilo poha bhej do. Sab milake ₹1,400 ke aas paas.",
])
def test_an_estimate_of_unpriced_lines_is_no_price(text):
    assert [(k, p) for k, _, _, p, _, _ in _intents(text)] == [("order", None)] * 3


@pytest.mark.parametrize("text", [
    "2 किलो बादाम भेजो, ₹88 का 100 ग्राम पैकेट।",
    "Send 2 kg almonds, ₹88 for a 100 g packet.",
    "2 kilo badam bhejo, ₹88 ka 100 gram packet.",
])
def test_a_price_said_of_the_pack_is_the_packs(text):
    assert _intents(text) == [("order", "almonds-100g", 20, 8800, None, None)]


@pytest.mark.parametrize("text", ["Please send the bill for B61, we will clear it.",
                                  "B61 ka bill bhejo, hum clear kar denge."])
def test_a_promise_to_pay_beside_a_bill_asked_is_the_bill_asked(text):
    assert _intents(text) == [("ask_bill", None, None, None, None, "B61")]


# Kinds holdouts 32 and 34 showed in changes to open orders and month-end money.

@pytest.mark.parametrize("text, expected", [
    ("Increase O31 sugar from 20 to 35 kg.", ("order", "sugar-1kg", 15, None, "O31", None)),
    ("O31 में चावल 30 से बढ़ाकर 45 किलो कर दो।", ("order", "rice-1kg", 15, None, "O31", None)),
    ("O31 mein cheeni 20 se badha ke 35 kg kar do.", ("order", "sugar-1kg", 15, None, "O31", None)),
    ("In O31 make the eggs 4 trays instead of 2.", ("order", "eggs-1pc", 60, None, "O31", None)),
])
def test_a_named_orders_count_raised_orders_the_difference_onto_it(text, expected):
    assert _intents(text) == [expected]


@pytest.mark.parametrize("text", [
    "O31 ke baare mein: aloo 50 se ghata ke 30 kg kar dijiye aur tamatar (12 kg) poora cancel. Pyaaz 25 kg hi rahega.",
    "O31 के बारे में: आलू 50 किलो से घटाकर 30 किलो कर दें और टमाटर (12 किलो) पूरा रद्द कर दें। प्याज़ 25 किलो ही रहेगा।",
    "O31: reduce the potatoes from 50 kg to 30 kg and cancel the tomatoes entirely (12 kg). Onions stay at 25 kg.",
])
def test_a_count_cut_beside_a_line_cancelled_cuts_the_difference_and_keeps_the_rest(text):
    assert _intents(text) == [("cancel", "potato-1kg", 20, None, "O31", None),
                              ("cancel", "tomato-1kg", 12, None, "O31", None)]


@pytest.mark.parametrize("text, units", [
    ("Kindly reduce O44 curd, we are wanting 8 packet only not 14.", 6),
    ("O44 का दही कम करो, 14 पैकेट नहीं चाहिए बस 8 पैकेट चाहिए।", 6),
    ("O44 ka dahi kam karo, 14 packet nahi bas 8 packet chahiye.", 6),
])
def test_the_count_wanted_instead_of_the_one_refused_cuts_the_difference(text, units):
    assert _intents(text) == [("cancel", "curd-400g", units, None, "O44", None)]


@pytest.mark.parametrize("text", [
    "Subject: O52 – cancellation of one line\n\nDear Sir,\n\nPlease cancel the jaggery from order O52.\n\nRegards",
    "विषय: O52 — एक आइटम रद्द\n\nमहोदय,\n\nऑर्डर O52 में से गुड़ रद्द कर दीजिए।",
])
def test_a_subject_line_over_a_lines_cancel_does_not_cancel_the_whole_order(text):
    assert _intents(text) == [("cancel", "jaggery-1kg", None, None, "O52", None)]


@pytest.mark.parametrize("text", [
    "We paid B61 twice (UPI ref 4410 and 4411). Please adjust the extra in the next bill.",
    "B61 का भुगतान दो बार हो गया, अगले बिल में एडजस्ट कीजिए।",
    "B61 mein pyaz ₹38 kilo lagaya hai, tay ₹34 hua tha. Kripya theek karein.",
])
def test_a_bill_paid_twice_or_charged_wrong_is_disputed_not_paid_or_accepted(text):
    assert _intents(text) == [("dispute", None, None, None, None, "B61")]


@pytest.mark.parametrize("text, sku, price", [
    ("**Not accepting:**\n- Almonds 100 g @ ~~₹99~~ — too high", "almonds-100g", 9900),
    ("**नामंज़ूर:**\n- बादाम 100 ग्राम — ~~₹99~~ बहुत ज़्यादा", "almonds-100g", 9900),
])
def test_a_struck_price_called_too_high_is_the_price_refused(text, sku, price):
    assert _intents(text) == [("reject", sku, None, price, None, None)]


@pytest.mark.parametrize("text, sku, units", [
    ("Got O71 today. But only 20 of the 24 Coke bottles came. When will the other 4 come?", "soft-drink-750ml", 4),
    ("O71 में 50 किलो प्याज़ मंगाया था पर 40 किलो ही पहुँचा। बाकी 10 किलो कब तक भेजेंगे?", "onion-1kg", 10),
    ("O71 mein 40 kilo aloo mangwaya tha par 25 kilo hi aaya. Baaki 15 kilo kab tak bhejenge?", "potato-1kg", 15),
])
def test_the_rest_of_a_short_delivery_asked_names_its_goods(text, sku, units):
    assert _intents(text) == [("ask_delivery", sku, units, None, "O71", None)]


# Kinds holdout35 showed: chat models' quirks.

@pytest.mark.parametrize("text", [
    "I'll use the ordering tool:\n```\nplace_order(supplier=\"Gupta Traders\", item=\"toor dal\", qty=20, price=128)\n```",
    "Order bhej raha hoon:\n{\"tool\": \"send_order\", \"items\": [{\"name\": \"toor dal\", \"qty\": 20, \"rate\": 128}]}",
])
def test_a_tool_call_written_as_code_or_inline_json_is_its_order(text):
    assert _intents(text) == [("order", "toor-dal-1kg", 20, 12800, None, None)]


@pytest.mark.parametrize("text", ["Send 20 kg onion, sorry, 25 kg. ₹31/kg.", "३० किलो प्याज़ भेजिए, माफ़ कीजिए, २५ किलो। ₹३१ किलो।",
                                  "20 kilo pyaz bhejo, sorry sorry, 25 kilo. ₹31 kilo."])
def test_a_price_said_alone_after_a_corrected_order_is_its_price(text):
    assert _intents(text) == [("order", "onion-1kg", 25, 3100, None, None)]


def test_an_old_price_said_after_an_order_is_context():
    """Tenth session: it was refused ("what is ₹38 for?"); every corpus writer who wrote the kind (held-out 9's
    Coca-Cola and hi-h9-022 rows, a breaker's past and market rates) reads the old price as context."""
    from lang.reader import read_message
    r = read_message("Send 20 kg rice. Last time it was ₹38.")
    assert r.readable and [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [
        ("order", "rice-1kg", 20, None)], r.reason


@pytest.mark.parametrize("text, sku", [("Send 300 eggs 🥚 ₹5.90 per egg.", "eggs-1pc"),
                                       ("तीन सौ अंडे भेजिए 🥚 ₹५.९० प्रति अंडा।", "eggs-1pc")])
def test_an_item_named_again_after_per_is_the_price_unit(text, sku):
    assert _intents(text) == [("order", sku, 300, 590, None, None)]


def test_a_table_rows_sub_total_is_the_lines_total():
    from lang.reader import read_message
    r = read_message("Please send:\n\n| Item | Qty | Rate | Sub-total |\n|---|---|---|---|\n| Toor dal | 20 kg | ₹130 | ₹2,600 |\n"
                     "| Chana dal | 10 kg | ₹70 | ₹700 |")
    assert [(i.sku, i.quantity, i.unit_price_paise, i.total_paise) for i in r.intents] == [
        ("toor-dal-1kg", 20, 13000, 260000), ("chana-dal-1kg", 10, 7000, 70000)]


@pytest.mark.parametrize("text", ["The almonds in O81 came 200 g short in every kg — not acceptable, please look into it.",
                                  "O81 में डिटर्जेंट के पैकेट फटे हुए आए, ये ठीक नहीं।",
                                  "O81 mein chawal ki bori mein kankad nikle, ye nahi chalega."])
def test_goods_complained_of_dispute_their_orders_bill(text):
    assert _intents(text) == [("dispute", None, None, None, "O81", None)]


@pytest.mark.parametrize("text, kind", [("Hi, any update on O18? It was promised yesterday.", "ask_delivery"),
                                        ("Bhai O22 ka bill abhi tak nahi mila, bhej do.", "ask_bill"),
                                        ("We haven't received the bill for O22 yet.", "ask_bill")])
def test_a_follow_up_on_an_order_asks_after_it(text, kind):
    assert [(k, o) for k, _, _, _, o, _ in _intents(text)] == [(kind, "O18" if "O18" in text else "O22")]


@pytest.mark.parametrize("text, paise", [
    ("Can you do paneer at ₹340/kg — no wait, make it ₹345/kg. We'll take 4 kg.", 6900),
    ("Besan ₹50 packet — nahi nahi, ₹49 kar do, 24 packet le lenge.", 4900),
])
def test_a_price_taken_back_for_the_next_is_no_price_of_the_message(text, paise):
    assert _intents(text)[0][0] == "offer" and _intents(text)[0][3] == paise


def test_a_no_ending_a_sentence_does_not_spill_onto_the_next():
    assert _intents("Rice ₹40 — no. Sugar ₹42 is fine.") == [("reject", "rice-1kg", None, 4000, None, None),
                                                            ("accept", "sugar-1kg", None, 4200, None, None)]


@pytest.mark.parametrize("text", ["ठीक है, मूंग ₹१०० पर ले लेंगे। २० किलो भेजिए।", "Ok, moong ₹100 pe le lenge. 20 kilo bhej do."])
def test_a_price_taken_then_a_count_sent_is_accepted_then_ordered(text):
    assert _intents(text) == [("accept", "moong-dal-1kg", None, 10000, None, None),
                              ("order", "moong-dal-1kg", 20, None, None, None)]


# The last silent rows of holdouts 26 and 29.

def test_a_subject_line_summing_up_the_body_is_its_heading():
    text = ("Subject: Payment for B17 and invoice for O26\n\nDear Sir,\n\nWe have settled bill B17 in full today via NEFT."
            "\n\nPlease also send the bill for order O26, which was delivered yesterday.\n\nRegards")
    assert [(k, o, b) for k, _, _, _, o, b in _intents(text)] == [("pay", None, "B17"), ("ask_bill", "O26", None)]


def test_loaves_are_packets_of_bread():
    assert _intents("Then please remove all 40 loaves of bread from O15.") == [("cancel", "bread-400g", 40, None, "O15", None)]


def test_the_one_order_paid_as_it_is_paid():
    assert _intents("Has order #58 been dispatched? Paid it on Monday (UPI ref 90021).") == [
        ("ask_delivery", None, None, None, "O58", None), ("pay", None, None, None, "O58", None)]


@pytest.mark.parametrize("text", ["O-192 कैंसल कर दो और उसे कल सुबह तक भेज देना।", "Cancel O192 and send it by tomorrow."])
def test_an_order_cancelled_and_sent_in_one_breath_is_contradictory(text):
    assert refused(text) == "contradictory.cancel_and_ask"


# Kinds holdout36 showed.

@pytest.mark.parametrize("text", ["Paneer thoda sasta karo, phir 30 packet lenge.",
                                  "Make paneer a bit cheaper, then we'll take 30 packets.",
                                  "पनीर थोड़ा सस्ता कीजिए, फिर 30 पैकेट लेंगे।"])
def test_goods_asked_cheaper_by_no_amount_are_not_ordered(text):
    assert refused(text) == "no_price.how_much_lower"


def test_goods_called_cheap_are_still_ordered():
    assert _intents("Paneer sasta hai, 30 packet bhejo.") == [("order", "paneer-200g", 30, None, None, None)]


def test_the_counter_bills_the_amount_rounded_off():
    assert counter_bill("Aunty, ₹487.50 becomes ₹488 after round-off.") == 48800


# Kinds a helper trying to break the reader found late in the eighth session (651 messages, 84 silent misreadings).

@pytest.mark.parametrize("text", ["Send 60 eggs at ₹190/tray.", "60 ande ₹190 tray ke hisaab se bhejo.",
                                  "60 अंडे ₹190 प्रति ट्रे भेजिए।", "We can pay ₹190 per tray for 60 eggs."])
def test_a_count_before_the_goods_is_of_the_goods_not_of_the_prices_unit(text):
    assert [(s, q, p) for _, s, q, p, _, _ in _intents(text)] == [("eggs-1pc", 60, 633)]


@pytest.mark.parametrize("text", ["Cancel all pending orders except O8.", "O8 ko chhod ke baaki sab cancel kar do.",
                                  "O8 के अलावा सब रद्द कर दीजिए।"])
def test_a_cancel_of_all_but_one_order_asks_which(text):
    assert refused(text) == "ambiguous_intent.cancel_except"


def test_an_order_kept_beside_orders_cancelled_is_kept():
    assert [(k, o) for k, _, _, _, o, _ in _intents("Cancel O7 and O9 but not O8.")] == [("cancel", "O7"), ("cancel", "O9")]


@pytest.mark.parametrize("text", ["We paid B4 last week (₹1,250). Today we are paying B5: ₹980.",
                                  "B4 paid on Monday. Now paying ₹980 for B5.",
                                  "B4 clear ho gaya tha pichle hafte. Aaj B5 ka ₹980 bheja."])
def test_a_bill_paid_days_ago_beside_a_payment_now_is_not_paid_again(text):
    assert [(k, b) for k, _, _, _, _, b in _intents(text)] == [("pay", "B5")]


def test_a_payment_told_with_its_day_alone_still_pays():
    assert [(k, b) for k, _, _, _, _, b in _intents("Cleared B41 by NEFT yesterday.")] == [("pay", "B41")]


@pytest.mark.parametrize("text", ["We have no dispute with B5.", "B5 पर कोई विवाद नहीं है।",
                                  "B5 ko dispute mat karna, galti se likh diya tha."])
def test_a_dispute_said_not_to_be_is_none(text):
    from lang.reader import read_message
    assert not any(i.kind == "dispute" for i in read_message(text).intents)


@pytest.mark.parametrize("text", ["हम दूध ₹28 में बेचते हैं, 20 पैकेट भेजिए।", "Dukaan mein doodh ₹28 ka bikta hai, 20 packet bhejo.",
                                  "We retail milk at ₹28; send 20 packets milk.", "MRP ₹28 wala doodh 20 packet bhejo."])
def test_the_shops_selling_price_or_the_mrp_is_no_price_asked(text):
    assert _intents(text) == [("order", "milk-500ml", 20, None, None, None)]


def test_a_price_beside_the_mrp_stays_the_price():
    assert _intents("Send 24 Colgate at ₹44 (MRP is ₹55).") == [("order", "toothpaste-100g", 24, 4400, None, None)]


@pytest.mark.parametrize("text", ["ande 30 nahi 60 bhejna", "ande 30 nahi, 60 bhejna", "अंडे 30 नहीं 60 भेजना"])
def test_a_count_replaced_at_once_orders_the_new_count(text):
    assert _intents(text) == [("order", "eggs-1pc", 60, None, None, None)]


@pytest.mark.parametrize("text", ["Sent ₹450 — that's for B17, not B16.", "Paid ₹450 for B17 (not B16).",
                                  "B16 nahi, B17 ka ₹450 bheja hai."])
def test_a_bill_said_not_to_be_meant_is_not_paid(text):
    assert [(k, b) for k, _, _, _, _, b in _intents(text)] == [("pay", "B17")]


def test_a_bill_called_correct_is_not_disputed():
    from lang.reader import read_message
    r = read_message("Please confirm whether B9 ₹2,400 is correct, then we'll pay.")
    assert not any(i.kind in ("dispute", "pay") for i in r.intents)


def test_a_bill_not_yet_paid_beside_a_payment_is_not_paid():
    from lang.reader import read_message
    r = read_message("I haven't paid B14 yet. Paying ₹300 for B15 now.")
    assert not any(i.kind == "pay" and i.bill_id == "B14" for i in r.intents)


@pytest.mark.parametrize("text", ["Please send 2 packets atta. Also 2 more packets atta for the weekend rush.",
                                  "Bhai 2 packet aata bhejo. Aur 2 packet aata weekend ke liye alag se.",
                                  "30 अंडे भेजिए। और 30 अंडे मेरे भाई की दुकान के लिए भी।"])
def test_goods_asked_again_with_a_word_of_adding_ask_the_total(text):
    assert refused(text) == "ambiguous_intent.twice_more"


@pytest.mark.parametrize("text", ["I had asked to cancel O7 earlier but please go ahead and deliver it.",
                                  "Pehle maine O7 cancel karne bola tha, woh bhool jao, O7 bhej do.",
                                  "पहले O7 रद्द करने को कहा था, अब मत करना, O7 भेज दीजिए।"])
def test_a_cancel_told_of_the_past_cancels_nothing(text):
    from lang.reader import read_message
    assert not any(i.kind == "cancel" for i in read_message(text).intents)


def test_a_cancel_told_of_last_week_beside_one_now_cancels_only_the_new_one():
    assert _intents("Last week I cancelled O5. This week please cancel O9.") == [("cancel", None, None, None, "O9", None)]


def test_a_cancel_with_its_reason_in_the_past_still_cancels():
    assert _intents("O5 cancel kar do, galti se order ho gaya tha.") == [("cancel", None, None, None, "O5", None)]


def test_a_price_dated_last_time_is_not_accepted_again():
    from lang.reader import read_message
    r = read_message("Since you gave us potatoes at ₹22 last time, we accept onions at ₹32.")
    assert not any(i.sku == "potato-1kg" and i.unit_price_paise == 2200 for i in r.intents)


# holdout31, sealed and measured once at the session's end, then its plain kinds taken.

@pytest.mark.parametrize("text", ["O311 का बिल कहाँ है?", "last order O412 ka invoice abhi tak nahi aaya, bhej do",
                                  "Where is the bill for O311?"])
def test_where_a_bill_is_asks_for_the_bill(text):
    assert [(k, o) for k, _, _, _, o, _ in _intents(text)] == [("ask_bill", "O311" if "O311" in text else "O412")]


def test_goods_handed_back_with_a_minus_are_money_off_at_the_counter():
    assert counter_bill("Chawal 10 kilo ₹420, 1 toor dal wapas -₹150 — ₹270 dena hai.") == 27000


@pytest.mark.parametrize("text", ["Send 30 eggs... wait, we still have 20, so 10 is enough.",
                                  "60 अंडे भेजिए... रुकिए, हमारे पास 20 हैं, तो 40 काफी हैं।",
                                  "Bhai 60 ande bhej do... nahi ruko, 20 pade hain, 40 kaafi hain.",
                                  "Send 10 kg rice. On second thought, 5 kg is enough."])
def test_a_count_said_enough_after_an_order_asks_which(text):
    assert refused(text) == "ambiguous_intent.enough"


@pytest.mark.parametrize("text", ["Withdraw our dispute on B5, it's correct.",
                                  "I previously disputed B5 but it turned out correct. Paying ₹980 now."])
def test_a_dispute_withdrawn_or_of_the_past_disputes_nothing(text):
    from lang.reader import read_message
    assert not any(i.kind == "dispute" for i in read_message(text).intents)
