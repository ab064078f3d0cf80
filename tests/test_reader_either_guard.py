"""Stage 6e of reading (``lang.either_guard``): a sentence that gives a choice is not acted on. Found unseen in
holdout38 ("either cancel it or make it 5 trays" had cancelled O27; "Moong ₹98… ya ₹100?" offered ₹100; "भुगतान
रोक दें या …?" disputed B46); the guard is general, so each language's own choices are refused too."""
import pytest

from lang.reader import read_message
from lang.refusals import reader_reason

CHOICES = [
    "About O27 (3 trays eggs) — either cancel it or make it 5 trays, whichever you can deliver by Friday.",
    "Moong ₹98… ya ₹100? dekh lo",
    "B46 का क्या करें — भुगतान रोक दें या आप ठीक करके भेजोगे?",
    "Send 20 kg rice or 25 kg atta, whichever is cheaper.",
    "20 kilo chawal ya 25 kilo aata bhej do.",
    "Pay B8 ₹900 or B9 ₹1,100, whichever is due first.",
    "20 किलो चावल या 25 किलो आटा भेज दीजिए।",
]


@pytest.mark.parametrize("text", CHOICES)
def test_a_choice_is_refused(text):
    r = read_message(text)
    assert not r.readable, (text, r.intents)
    assert r.reason.startswith("ambiguous_intent"), r.reason


def test_the_choice_is_asked_in_the_writers_language():
    r = read_message("20 किलो चावल या 25 किलो आटा भेज दीजिए।")
    assert r.reason_key == "ambiguous_intent.choice"
    said = reader_reason(r.reason_key, r.reason_args, r.language)
    assert "विकल्प" in said and "choice" not in said


NOT_CHOICES = [
    ("Is O36 coming today or tomorrow?", [("ask_delivery", None, None, "O36")]),
    ("O1509 nikla ya nahi?", [("ask_delivery", None, None, "O1509")]),
    ("Send 10 kg sugar, more or less is fine.", [("order", "sugar-1kg", 10, None)]),
]


@pytest.mark.parametrize("text,expected", NOT_CHOICES)
def test_a_question_between_two_things_or_a_stock_phrase_is_no_choice(text, expected):
    r = read_message(text)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] == expected


@pytest.mark.parametrize("text", [
    "एक-दो बोरी आटा भेज देना।", "ek-do bori chawal bhej dena.", "do-teen packet maggi bhejo",  # a count as a range
    "bees-pachchees kilo chawal bhejo", "chawal bees pachis kilo bhej do", "दस बीस किलो चावल भेजो",  # had ordered 25 kg
    "Please arrange 24 litres of refined oil — correction: not refined, Fortune mustard oil, 24 litres at ₹128.",
    "Kripya 10 litre sarson ka tel bhejiye — sorry, sarson nahi, refined chahiye, 10 litre, ₹112 per litre.",
    "Give me a better price on jaggery and we'll take 30 kg.", "Paneer thoda sasta karo, phir 30 packet lenge.",
])
def test_ranges_corrections_not_applied_and_takes_on_a_lower_price_are_refused(text):
    """Each was acted on by the session's starting reader (holdout39, written unseen): 20 packets for "एक-दो
    बोरी", refined and mustard oil both ordered, jaggery ordered at the old price, B38 disputed too."""
    assert not read_message(text).readable


@pytest.mark.parametrize("text,expected", [
    ("Can you send 30 kg potatoes at ₹24/kg, today or tomorrow, whichever suits you?", [("order", "potato-1kg", 30)]),
    ("50 kilo aata ₹38 kilo ke bhaav se aaj ya kal, jab ho sake, bhej dena.", [("order", "atta-5kg", 10)]),
    ("Draft: Send 10 kg rice.\nFinal message: Please send 20 kg rice.", [("order", "rice-1kg", 20)]),
    ("Sorry for the delay. Please send 20 kg rice.", [("order", "rice-1kg", 20)]),
    ("We'll take 30 kg jaggery.", [("order", "jaggery-1kg", 30)]),
    ("bhej do pachchees kilo chawal", [("order", "rice-1kg", 25)]),  # "do" is give here, not the low end of a range
])
def test_a_choice_of_day_a_draft_and_a_plain_sorry_leave_the_request(text, expected):
    r = read_message(text)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == expected


@pytest.mark.parametrize("text", [
    # found by a black-box breaker (942 messages, none from our corpora) on the reader of 21e7524: each was acted on
    "Cancel O161 instead of O160.", "O160 की जगह O161 रद्द कीजिए।",  # had cancelled both
    "B250 mein 5 kilo cheeni extra charge hui hai, aur B251 ka ₹700 de diya.",  # had paid the disputed B250 too
    "Please don't send more than 20 kg sugar.", "20 kilo se zyada cheeni mat bhejna.",  # had cut 20 kg from an order
    "Sunday ko O234 mat bhejna, dukaan band hai. Monday theek hai.",  # had cancelled O234
    "Is ₹130 your best for toor dal?", "Toor daal ₹130 aapka best hai kya?",  # had offered ₹130
])
def test_what_the_breaker_found_is_refused(text):
    assert not read_message(text).readable


@pytest.mark.parametrize("text,expected", [
    ("Send 10 kg onion, not 100 kg.", [("order", "onion-1kg", 10)]),  # had ordered 100
    ("Please send 5 trays of eggs — not 15.", [("order", "eggs-1pc", 150)]),  # had ordered 450
    ("Final answer: Send 25 kg sugar at ₹42.", [("order", "sugar-1kg", 25)]),  # had offered
    ("Please cancel O41 — the 2 cases of Pepsi are not needed any more.", [("cancel", None, None)]),
    ("Please cancel the 8 kg paneer order we placed on Monday.", [("cancel", "paneer-200g", 40)]),
])
def test_what_the_breaker_found_is_read_right(text, expected):
    r = read_message(text)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == expected


@pytest.mark.parametrize("text", [
    # holdout37 (sealed, measured once at the session's end), then taken: each was acted on
    "यह ज़्यादा है। रिफाइंड तेल ₹110 प्रति लीटर दीजिए।",  # rejected at ₹110 ("Bahut zyada hai. Sarson tel ₹124 litre
    # do." is now an offer at ₹124, its gold: "₹124 … do" asks that price, tenth session)
    "Too high. Give refined oil at ₹110 a litre.",
    "We paid B8 in full last Friday. Please send 1 quintal rice at ₹39 per kg.",  # had paid B8 again
    "Last time I paid ₹2,000 for B2. Now send 10 kg sugar.",
])
def test_a_new_price_after_a_refusal_and_a_past_payment_beside_an_order_are_refused(text):
    assert not read_message(text).readable


@pytest.mark.parametrize("text,expected", [
    ("Thank you for your offer of mustard oil at ₹148 per litre. Regretfully, we must decline at this price.",
     [("reject", "mustard-oil-1l", 14800)]),
    ("**Accept:**\n- Onion ₹31/kg\n\n**Reject:**\n- Tomato at ₹39/kg",
     [("accept", "onion-1kg", 3100), ("reject", "tomato-1kg", 3900)]),
])
def test_a_price_refused_before_its_refusal_stays_refused(text, expected):
    r = read_message(text)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.unit_price_paise) for i in r.intents] == expected


@pytest.mark.parametrize("text", ["ghee 620 wala offer nahi chahiye", "घी 620 वाला ऑफर नहीं चाहिए",
                                  "Your ghee offer at 620 - no thanks.", "cheeni 44 wala offer cancel"])
def test_the_suppliers_offer_refused_is_no_offer_of_ours(text):
    """A second breaker's most harmful kind: refusing the supplier's ₹620 offer had offered ₹620 (an acceptance in
    effect); "offer cancel" had cancelled the sugar of an open order."""
    assert not read_message(text).readable


def test_our_own_offer_stays_an_offer():
    assert [(i.kind, i.unit_price_paise) for i in read_message("We offer ₹36 for rice.").intents] == [("offer", 3600)]


def test_goods_set_off_by_a_semicolon_beside_other_requests_are_asked():
    """";" ends no clause: the goods were read as the cancel's context and dropped (a second breaker's finding)."""
    assert not read_message("40 kilo chawal, 20 kilo cheeni; O43 cancel; B44 ka 700 de diya").readable
    r = read_message("Send 40 kg rice; also cancel O43.")
    assert [(i.kind, i.sku, i.order_id) for i in r.intents] == [("order", "rice-1kg", None), ("cancel", None, "O43")]


@pytest.mark.parametrize("text", [
    # a third breaker's kinds (458 unseen messages on 20f7fb6): each was acted on
    "chawal ₹36 mein de do, zyada mat lagao",  # had rejected ₹36, the price asked
    "ghee 540 bahut mehenga, 520 litre final",  # had offered 520 litres at ₹540, the price called too dear
    "सरसों तेल 150 ज़्यादा है, 140 लीटर आख़िरी",
])
def test_a_price_in_a_chunk_that_says_the_opposite_is_asked(text):
    assert not read_message(text).readable


@pytest.mark.parametrize("text,kind", [("Sugar ₹44 is too high, we can do ₹42.", "offer"),
                                       ("Nahi bhai, moong ₹105 me nahi jamega.", "reject"),
                                       ("Rice ₹40, nahi chahiye", "reject")])
def test_plain_refusals_and_counter_offers_stay(text, kind):
    assert [i.kind for i in read_message(text).intents] == [kind]
