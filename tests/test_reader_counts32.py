"""Session 32, fixer AD: prices and counts the message does state, read instead of asked (no_price.what_price,
no_quantity.how_many, contradictory.two_counts had been refused though the gold is readable)."""
from __future__ import annotations

import pytest

from reader_intents import intents, priced, refused


# --- goods listed under one verdict word, beside goods given another verdict (lang.verdict_list) ------------------

@pytest.mark.parametrize("text, want", [
    # corpus (breaker AG, holdout95 w9039 / w9053 / w9006)
    ("Yes to onion and potato, no to tomato.",
     [("accept", "onion-1kg", None, None), ("accept", "potato-1kg", None, None), ("reject", "tomato-1kg", None, None)]),
    ("प्याज़ और आलू हाँ, टमाटर ना।",
     [("accept", "onion-1kg", None, None), ("accept", "potato-1kg", None, None), ("reject", "tomato-1kg", None, None)]),
    ("Haldi aur laal mirch theek hain; namak nahi lenge, stock hai.",
     [("accept", "turmeric-100g", None, None), ("accept", "chilli-powder-100g", None, None),
      ("reject", "salt-1kg", None, None)]),
    # probes of my own
    ("Sugar and salt are fine, no jaggery this week.",
     [("accept", "sugar-1kg", None, None), ("accept", "salt-1kg", None, None), ("reject", "jaggery-1kg", None, None)]),
    ("Yes to poha and suji; besan we'll skip.",
     [("accept", "poha-500g", None, None), ("accept", "suji-500g", None, None), ("reject", "besan-500g", None, None)]),
    ("चीनी और नमक दोनों ठीक हैं, गुड़ नहीं चाहिए।",
     [("accept", "sugar-1kg", None, None), ("accept", "salt-1kg", None, None), ("reject", "jaggery-1kg", None, None)]),
    ("Cheeni aur namak dono theek hain, gud nahi chahiye.",
     [("accept", "sugar-1kg", None, None), ("accept", "salt-1kg", None, None), ("reject", "jaggery-1kg", None, None)]),
    ("- Rice: accepted ✅\n- Sugar: ₹40 max ❌",
     [("accept", "rice-1kg", None, None), ("offer", "sugar-1kg", None, 4000)]),
])
def test_goods_listed_under_one_verdict_are_accepted_at_the_quote(text, want):
    assert priced(text) == want


@pytest.mark.parametrize("text, want", [
    # a bare yes of goods in a sentence whose other goods are refused by a phrase ("nahi chahiye", "rehne do"), not
    # a negation: the yes is its goods' (both had been refused, silently, on main)
    ("Suji haan, besan nahi chahiye.", [("accept", "suji-500g", None, None), ("reject", "besan-500g", None, None)]),
    ("सूजी हाँ, बेसन नहीं चाहिए।", [("accept", "suji-500g", None, None), ("reject", "besan-500g", None, None)]),
    ("Poha aur suji haan; besan rehne do.",
     [("accept", "poha-500g", None, None), ("accept", "suji-500g", None, None), ("reject", "besan-500g", None, None)]),
    ("पोहा और सूजी हाँ; बेसन रहने दो।",
     [("accept", "poha-500g", None, None), ("accept", "suji-500g", None, None), ("reject", "besan-500g", None, None)]),
    ("Suji yes, besan not needed.", [("accept", "suji-500g", None, None), ("reject", "besan-500g", None, None)]),
])
def test_a_yes_beside_a_refusal_phrase_accepts_its_own_goods(text, want):
    assert priced(text) == want


@pytest.mark.parametrize("text", [
    # near sentences: no other verdict beside, an ambiguous goods beside, a price of its own — as before
    "Rice ok.",
    "Rice and sugar ok.",
    "चावल और चीनी ठीक है।",
    "Chawal theek hai. Dal bahut mehngi hai, rehne do.",
])
def test_a_verdict_alone_or_beside_unknown_goods_is_still_asked(text):
    assert refused(text, email=True)


# --- a named order's count turned into another (lang.count_turns) ------------------------------------------------

@pytest.mark.parametrize("text, want", [
    # corpus (holdout104 j3004 / j3035, holdout85 h9024, holdout94 v9016)
    ("O21 atta 10 packets make it 6 packets", [("cancel", "atta-5kg", 4, None, "O21", None)]),
    ("O36 के 6 ट्रे अंडों में से सिर्फ़ 4 ट्रे भेजना।", [("cancel", "eggs-1pc", 60, None, "O36", None)]),
    ("O16 eggs 4trays -> 2trays only", [("cancel", "eggs-1pc", 60, None, "O16", None)]),
    ("O15 में 40 किलो चावल को 60 किलो कर दीजिए।", [("order", "rice-1kg", 20, None, "O15", None)]),
    # probes of my own
    ("O9 sugar 30 kg make it 20 kg", [("cancel", "sugar-1kg", 10, None, "O9", None)]),
    ("O9 sugar 20 kg make it 30 kg", [("order", "sugar-1kg", 10, None, "O9", None)]),
    ("O9 चीनी 30 किलो -> 20 किलो बस", [("cancel", "sugar-1kg", 10, None, "O9", None)]),
    ("O9 के 30 किलो चीनी में से सिर्फ़ 20 किलो भेजना।", [("cancel", "sugar-1kg", 10, None, "O9", None)]),
    ("O9 में 20 किलो चीनी को 30 किलो कर दीजिए।", [("order", "sugar-1kg", 10, None, "O9", None)]),
    ("O9 ke 30 kilo cheeni me se sirf 20 kilo bhejna.", [("cancel", "sugar-1kg", 10, None, "O9", None)]),
    ("O9 mein 20 kilo cheeni ko 30 kilo kar dijiye.", [("order", "sugar-1kg", 10, None, "O9", None)]),
    ("O9 mein 30 kilo cheeni ko 20 kilo kar dijiye.", [("cancel", "sugar-1kg", 10, None, "O9", None)]),
    ("O9 cheeni 30 kilo -> 20 kilo bas", [("cancel", "sugar-1kg", 10, None, "O9", None)]),
])
def test_a_named_orders_count_turned_into_another(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    # near sentences: no order named, or two goods, or a bare arrow in a list with no word of change or "only"
    # (tests/test_reader_h15_kinds.py) — still asked
    "Sugar 30 kg make it 20 kg",
    "O16 eggs 4 trays -> 2 trays",
    "O9 mein 30 kilo cheeni aur 20 kilo chawal bhejna.",
])
def test_counts_turned_with_no_order_or_of_two_goods_are_still_asked(text):
    assert refused(text, email=True)


# --- our price right after a sentence telling another seller's price of the goods (lang.matched_on_the_line) ----

@pytest.mark.parametrize("text, want", [
    # corpus (holdout50 v014)
    ("Bhaiya, Mehta Traders is selling chana dal at ₹68 a kg. Can you match ₹68? Meanwhile send 10 kg moong dal.",
     [("offer", "chana-dal-1kg", None, 6800), ("order", "moong-dal-1kg", 10, None)]),
    ("भैया, मेहता ट्रेडर्स चना दाल ₹68 किलो दे रहे हैं। आप भी ₹68 कर दोगे? तब तक 10 किलो मूंग दाल भेज दो।",
     [("offer", "chana-dal-1kg", None, 6800), ("order", "moong-dal-1kg", 10, None)]),
    # probes of my own
    ("Gupta Traders is selling sugar at ₹42 a kg. Can you match ₹42? Also send 10 kg rice.",
     [("offer", "sugar-1kg", None, 4200), ("order", "rice-1kg", 10, None)]),
    ("Gupta Traders sells toor dal at ₹130. Can you do ₹132? And send 5 kg poha.",
     [("offer", "toor-dal-1kg", None, 13200), ("order", "poha-500g", 10, None)]),
    ("Market mein cheeni ₹42 kilo chal rahi hai. Aap ₹42 kar doge? Saath mein 10 kilo chawal bhej do.",
     [("offer", "sugar-1kg", None, 4200), ("order", "rice-1kg", 10, None)]),
    ("Gupta ji toor dal ₹130 mein de rahe hain. Aap bhi ₹130 kar doge? Aur 5 kilo poha bhej do.",
     [("offer", "toor-dal-1kg", None, 13000), ("order", "poha-500g", 10, None)]),
    ("गुप्ता ट्रेडर्स चीनी ₹42 किलो दे रहे हैं। आप भी ₹42 कर दोगे? साथ में 10 किलो चावल भेज दो।",
     [("offer", "sugar-1kg", None, 4200), ("order", "rice-1kg", 10, None)]),
    ("गुप्ता जी तूर दाल ₹130 में दे रहे हैं। आप ₹130 कर दोगे? और 5 किलो पोहा भेज दो।",
     [("offer", "toor-dal-1kg", None, 13000), ("order", "poha-500g", 10, None)]),
])
def test_an_offer_after_another_sellers_price_is_the_goods_offer(text, want):
    assert priced(text) == want


def test_an_offer_on_a_line_of_its_own_after_another_sellers_price_is_still_asked():
    # the two sentences on two lines of text: which goods' price? (as lang.countered_on_the_line asks)
    assert refused("Gupta Traders is selling sugar at ₹42 a kg.\nCan you match ₹42? Also send 10 kg rice.",
                   email=True) == "no_price.what_price"


# --- goods naming an order already placed are not goods asked (lang.with_goods) ----------------------------------

@pytest.mark.parametrize("text, want", [
    # corpus (holdout104 j3040)
    ("Along with the atta order, add 5 kg suji.", [("order", "suji-500g", 10, None)]),
    ("आटे वाले ऑर्डर के साथ 5 किलो सूजी भी जोड़ दीजिए।", [("order", "suji-500g", 10, None)]),
    ("Aate wale order ke saath 5 kilo suji bhi jod do.", [("order", "suji-500g", 10, None)]),
    # probes of my own
    ("Add 10 kg rice to the sugar order.", [("order", "rice-1kg", 10, None)]),
    ("With the sugar order, send 2 kg tea too.", [("order", "tea-250g", 8, None)]),
    ("Cheeni wale order mein 10 kilo chawal bhi jod dijiye.", [("order", "rice-1kg", 10, None)]),
    ("चीनी वाले ऑर्डर में 10 किलो चावल भी जोड़ दीजिए।", [("order", "rice-1kg", 10, None)]),
    ("Chai wale order ke saath 2 kilo cheeni bhej dena.", [("order", "sugar-1kg", 2, None)]),
    ("चाय वाले ऑर्डर के साथ 2 किलो चीनी भेज देना।", [("order", "sugar-1kg", 2, None)]),
    ("Along with the rice order, send 5 kg sugar.", [("order", "sugar-1kg", 5, None)]),
    # near: the order named is cancelled — still its cancel
    ("Cancel the sugar order, send 10 kg rice.", [("cancel", "sugar-1kg", None, None), ("order", "rice-1kg", 10, None)]),
    ("चीनी वाला ऑर्डर रद्द करो, 10 किलो चावल भेजो।",
     [("cancel", "sugar-1kg", None, None), ("order", "rice-1kg", 10, None)]),
])
def test_goods_naming_an_order_are_no_goods_asked(text, want):
    assert priced(text) == want


@pytest.mark.parametrize("text", [
    # near sentences: the order asked sent beside new goods — which? still asked
    "Send 10 kg rice and the sugar order.",
    "Please send the atta order and 5 kg suji today.",
])
def test_an_order_asked_sent_beside_goods_is_still_asked(text):
    assert refused(text, email=True)
