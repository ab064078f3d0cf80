"""Kinds of message the twenty-first session found misread or refused (its breakers: tool-shaped text,
conditions and time, the names of goods; and the earlier corpora's silent rows), each read here as a shopkeeper
reads it. A kind, not a sentence: the variants here are not the corpus's rows."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text: str) -> list[tuple]:
    """(kind, sku, quantity in selling units, paise a selling unit) of each intent, as the desk reads the e-mail."""
    r = read_message(text, CAT, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    # goods named first in a report ("customers ask for gud") and then in a list of what is asked: the list's line is
    # the ask (the report's line had taken it in, and the report's goods are context: jaggery was dropped, silently)
    "Customers have started asking for gud.\n\nCould you share your current rates for:\n- Almonds\n- Jaggery\n- Poha",
    "We sold a lot of jaggery last week.\n\nPlease quote for:\n* almonds\n* jaggery\n* poha",
    "ग्राहक गुड़ माँगने लगे हैं।\n\nइनके भाव बताइए:\n- बादाम\n- गुड़\n- पोहा",
    "Customer gud maangne lage hain.\n\nInke rate bata dijiye:\n- Badaam\n- Gud\n- Poha",
])
def test_goods_of_a_report_then_asked_in_a_list(text):
    assert _rows(text) == [("ask_quote", "almonds-100g", None, None), ("ask_quote", "jaggery-1kg", None, None),
                           ("ask_quote", "poha-500g", None, None)]


@pytest.mark.parametrize("text", [
    # goods we do not stock whose names hold an item's word: no item (breaker U: "sendha namak" ordered salt,
    # "makhana" butter, "sweet potato" potatoes, silently)
    "Send 10 bottles of tomato ketchup.", "we need 10 kg sendha namak", "2 kg makhana bhejo", "मखाना 2 किलो भेजिए",
    "Please send 10 kg sweet potato.", "शिमला मिर्च 5 किलो भेजो", "Shimla mirch 5 kilo bhejna", "Send 5 kg rock salt",
    "मिल्क पाउडर के 10 पैकेट भेजिए", "Send 12 jars of peanut butter.", "Aloo chips ke 20 packet bhejo",
])
def test_other_goods_that_hold_an_items_word_name_no_item(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key.startswith("no_item"), (text, r.reason)


@pytest.mark.parametrize("text, rows", [
    ("Send 10 kg tomatoes.", [("order", "tomato-1kg", 10, None)]),  # the item's own word alone is still the item
    ("5 kilo makhan bhejo", [("order", "butter-100g", 50, None)]),
])
def test_the_items_own_names_still_read(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", ["Send 2 cartons of Maggi.", "मैगी के 2 कार्टन भेजो।", "Maggi ke 2 carton bhejo."])
def test_a_carton_of_unstated_count_is_refused(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key.startswith("no_quantity"), (text, r.reason)


@pytest.mark.parametrize("text, n", [("Parle-G 2 carton (48 wala) bhejo, 4 rupay packet", 96),
                                     ("Send 3 cartons of Maggi (48 packets per carton).", 144)])
def test_a_carton_of_stated_count_is_read(text, n):
    assert [r[:3] for r in _rows(text)] == [("order", "biscuits-65g" if "Parle" in text else "noodles-70g", n)]


@pytest.mark.parametrize("text, row", [
    # "won't … unless ₹X" takes the goods at ₹X: an offer, never a refusal at the price asked (breaker T: rejected
    # rice at ₹36, silently — the opposite of what was meant)
    ("No rice order from us this week unless you come down to ₹36/kg.", ("offer", "rice-1kg", None, 3600)),
    ("We won't order rice unless it's ₹36", ("offer", "rice-1kg", None, 3600)),
    ("Unless you come down to ₹36/kg, we won't order rice.", ("offer", "rice-1kg", None, 3600)),
    ("We won't take the 50 kg onions unless it's ₹28", ("offer", "onion-1kg", 50, 2800)),
    ("जब तक ₹40 किलो नहीं करोगे, चीनी का ऑर्डर नहीं देंगे", ("offer", "sugar-1kg", None, 4000)),
    ("Jab tak ₹40 kilo nahi karoge, cheeni ka order nahi denge", ("offer", "sugar-1kg", None, 4000)),
])
def test_unless_a_price_is_an_offer_at_it(text, row):
    assert _rows(text) == [row]


@pytest.mark.parametrize("text, reason", [
    ("Send 30 kg rice, unless the rate has gone up.", "ambiguous_intent"),  # a wait on the market (was an order)
    ("Send 30 kg rice unless the price has increased.", "ambiguous_intent"),
    ("Don't send the rice unless I confirm.", "ambiguous_intent"),  # a hold, not an order
    ("कृपया 50 किलो चावल तैयार रखिए, पर जब तक मैं पक्का न करूँ, भेजिएगा नहीं।", "ambiguous_intent"),
])
def test_unless_without_a_price_orders_nothing(text, reason):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key.startswith(reason), (text, r.reason)


@pytest.mark.parametrize("text", [
    # an order said to come later is a plan, not an order now (breaker T: each ordered the goods at once, silently)
    "We plan to order 50 kg rice next week.", "Next week we'll order 50 kg rice.",
    "We'll place an order for 50 kg rice tomorrow.", "Agle hafte 50 kilo chawal order karenge.",
    "अगले हफ़्ते 50 किलो चावल का ऑर्डर देंगे।", "We're expecting to need 40 kg sugar for Diwali.",
    # and a standing order ("every Monday", "हर सोमवार") is no one order (breaker T d9052)
    "From next month, send 10 kg rice every Monday.", "हर सोमवार 10 किलो चावल भेजिए।", "Send 10 kg rice every week",
])
def test_orders_put_off_or_standing_order_nothing_now(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key.startswith("ambiguous_intent"), (text, r.reason)


@pytest.mark.parametrize("text, rows", [
    ("Please send 50 kg rice tomorrow.", [("order", "rice-1kg", 50, None)]),
    ("Send 10 kg rice by Monday", [("order", "rice-1kg", 10, None)]),
    ("Ok for jaggery at ₹58 but we'll order next week.", [("accept", "jaggery-1kg", None, 5800)]),
])
def test_orders_now_stay_orders(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", [
    # what to send should the goods be out is no order (breaker T d9020: masoor refused, or both dals ordered)
    "Please send 20 kg moong dal. If it's not available, send masoor instead.",
    "Please send 20 kg moong dal. If it's not available, send 20 kg masoor instead.",
    "20 किलो मूंग दाल भेजिए। अगर मूंग नहीं है तो मसूर भेज दीजिए।",
    "20 kilo moong dal bhejo. Agar moong na ho to masoor bhej dena.",
])
def test_a_fallback_is_no_order(text):
    assert _rows(text) == [("order", "moong-dal-1kg", 20, None)]


def test_a_condition_with_an_else_is_no_fallback():
    # "if there's no Tata salt, don't send salt, else 10 kg": the salt is asked on a condition, never dropped
    r = read_message("20 किलो आटा भेजिए। अगर टाटा नमक नहीं है तो नमक मत भेजिए, वरना 10 किलो।", CAT, email=True)
    assert not r.readable or any(i.sku == "salt-1kg" for i in r.intents)


def test_a_condition_on_the_dispatch_asks_nothing_of_it():
    r = read_message("If O7 hasn't been dispatched yet, please cancel it.", CAT, email=True)
    assert [(i.kind, i.order_id) for i in r.intents] == [("cancel", "O7")]


@pytest.mark.parametrize("text", ["Send tomato 25 kg and onion 40 kg, ₹32 a kilo for both.",
                                  "Send 25 kg tomato and 40 kg onion, same rate ₹32.",
                                  "Send 25 kg tomato and 40 kg onion, ₹32/kg for both."])
def test_one_price_for_both(text):
    assert _rows(text) == [("order", "tomato-1kg", 25, 3200), ("order", "onion-1kg", 40, 3200)]


@pytest.mark.parametrize("text", ["Machis – 5 bdl", "Send 5 bdls matchbox", "Send 5 bndl machis"])
def test_a_bundle_written_short(text):
    assert _rows(text) == [("order", "matchbox-1pc", 50, None)]  # a bundle of 10 boxes (had read 5 boxes)


@pytest.mark.parametrize("text, change", [
    # a cut "on the sack" is per sack: ₹50 a 50 kg sack is ₹5 a 5 kg packet (breaker V: read ₹50 a packet, silently)
    ("आटे की बोरी पर ₹50 कम करो तो 2 बोरी ले लेंगे।", -500), ("Aate ki bori pe ₹50 kam karo to 2 bori le lenge.", -500),
])
def test_a_cut_on_the_sack_is_per_sack(text, change):
    r = read_message(text, CAT, email=True)
    assert [(i.kind, i.sku, i.quantity, i.price_change_paise) for i in r.intents] == [("offer", "atta-5kg", 20, change)]


@pytest.mark.parametrize("text", ["O14 की डिलीवरी का कितना चार्ज लगेगा?", "O14 ki delivery ka kitna charge lagega?",
                                  "Will delivery on O14 be free?"])
def test_what_a_delivery_costs_is_no_question_of_its_arrival(text):
    r = read_message(text, CAT, email=True)
    assert not any(i.kind == "ask_delivery" for i in r.intents), r.intents


@pytest.mark.parametrize("text, row", [
    # the new user's trial: plain Hindi refused (no_intent)
    ("बिल B17 के ₹12,350 जमा कर दिए हैं।", ("pay", None, "B17")),
    ("ऑर्डर O35 अभी तक नहीं पहुँचा है, कब तक आएगा?", ("ask_delivery", "O35", None)),
    ("Order O35 abhi tak nahi pahuncha, kab tak aayega?", ("ask_delivery", "O35", None)),
])
def test_the_trials_plain_hindi(text, row):
    r = read_message(text, CAT, email=True)
    assert [(i.kind, i.order_id, i.bill_id) for i in r.intents] == [row], r.reason


@pytest.mark.parametrize("text", ["Maaf kijiye, badaam ₹98 mein nahi lenge. O27 se badaam hata dijiye.",
                                  "बादाम ₹98 में नहीं लेंगे। O27 से बादाम हटा दीजिए।",
                                  "Sorry, almonds at ₹98 won't do. Please remove the almonds from O27."])
def test_a_refusal_then_a_cancel_of_the_same_goods(text):
    # the cancel had joined the refusal's line and was dropped, silently (holdout64 k2048)
    r = read_message(text, CAT, email=True)
    assert [(i.kind, i.sku, i.order_id) for i in r.intents] == [("reject", "almonds-100g", None),
                                                                 ("cancel", "almonds-100g", "O27")], r.reason


def test_our_rate_in_hinglish_is_an_offer():
    assert _rows("**Gud**\n- **Aapka rate:** ₹66/kg\n- **Hamara rate:** ₹60/kg\n- **Qty:** 15 kg") == [
        ("offer", "jaggery-1kg", 15, 6000)]


@pytest.mark.parametrize("text", [
    # office language (breaker Y, holdout86): a refusal by असमर्थ had been an acceptance, silently
    "खेद के साथ सूचित किया जाता है कि हम चना दाल के लिए ₹80 प्रति किलो स्वीकार करने में असमर्थ हैं।",
    "Khed ke saath suchit kiya jaata hai ki hum chana dal ke liye ₹80 per kilo accept karne mein asamarth hain.",
    "We regret our inability to accept ₹80 per kg for chana dal.",
])
def test_unable_in_office_language_refuses(text):
    assert _rows(text) == [("reject", "chana-dal-1kg", None, 8000)]


@pytest.mark.parametrize("text", ["Please send 30 kg onions. Kindly disregard this request.",
                                  "Please send 30 kg onions. Please treat this request as withdrawn."])
def test_a_request_withdrawn_in_office_words_orders_nothing(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key.startswith("contradictory"), r.reason


@pytest.mark.parametrize("text, rows", [
    # requests in office language (breaker Y: each refused, "what should we do with …?")
    ("50 kg sugar may be sent with tomorrow's van.", [("order", "sugar-1kg", 50, None)]),
    ("Kindly oblige by sending 25 kg atta.", [("order", "atta-5kg", 5, None)]),
    ("You are requested to kindly make arrangements for 2 cases of Parle-G biscuits.",
     [("order", "biscuits-65g", 24, None)]),
    ("Would it be possible for you to send 12 bottles of cold drink along with the next delivery?",
     [("order", "soft-drink-750ml", 12, None)]),
    ("The rate of ₹42 per kg proposed by you for sugar is hereby approved.", [("accept", "sugar-1kg", None, 4200)]),
])
def test_office_language(text, rows):
    assert _rows(text) == rows


def test_in_lieu_adds_to_the_order():
    r = read_message("Kindly delete sugar from order O9 and arrange 10 kg jaggery in lieu thereof.", CAT, email=True)
    assert [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] == [
        ("cancel", "sugar-1kg", None, "O9"), ("order", "jaggery-1kg", 10, "O9")]


def test_a_reason_names_the_same_bill_whatever_the_hash_seed():
    # found by benchmarks/reader_readings.py run in two processes: the dispute-or-cut reason named whichever of three
    # bills a set's order gave first (B641, B538 or B18 by PYTHONHASHSEED); now the first disputed, in order
    import os
    import subprocess
    import sys
    text = ('भारद्वाज 74 **दूध** **₹480/kg** B641 बिके 8332262 ab 75458.12 ₹5,620 31621.13 B538: 373 ३० B18 A this '
            '(HDFC id Traders\', **Action qtl ₹3,200 ग्राम): ८४ subject="Cancel", 7')
    code = ("import sys; from lang.reader import read_message; from market.catalogue import load_catalogue; "
            "r = read_message(sys.argv[1], load_catalogue()); print(r.reason_key, r.reason_args.get('id'))")
    seen = {subprocess.run([sys.executable, "-c", code, text], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout.strip() for seed in ("1", "2", "3")}
    assert seen == {"ambiguous_intent.dispute_or_cancel B641"}
