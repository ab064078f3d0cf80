"""Kinds the reader had read silently wrong on corpus_holdout137 (the Patna Chhath month; session 38, fixer DB), and
three known ones left by session 37: each asserted in the three languages where the kind exists in them, with a near
sentence that still reads as before and probes written for this fix (marked "probe"; the rest are the corpus's).

- goods said weighed or counted fine order nothing (``lang.checked_fine``);
- a sack's bracket naming the packs is no contents (``lang.packed_in``);
- a bill asked with "not come yet" asks after no delivery (``lang.bill_not_here``);
- a bracket of reckoning neither puts a payment off nor pays its bill (``lang.reckoning_aside``);
- quoted goods taken by their quoted rupee figure accept that price (``lang.quoted_one_taken``);
- goods received in place of others ask which bill (``lang.received_other`` run before ``lang.not_arrived``);
- a price called the same as before after it is the price asked (``lang.same_said_after``).
"""
import pytest

from tests.reader_intents import reading


def _kinds(text):
    r = reading(text)
    return r if isinstance(r, str) else [row[0] for row in r]


# --- goods said weighed or counted fine -------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "O1 came today. Gur all 60 kg weighed fine 👍 Send 20 kg sugar.",  # probe
    "O1 aaj aaya. Gur poora 60 kilo taul mein theek nikla. 20 kilo cheeni bhejo.",  # probe
    "O1 आज आया। गुड़ पूरा 60 किलो तौल में ठीक निकला। 20 किलो चीनी भेजो।",  # probe
])
def test_goods_weighed_fine_order_nothing(text):
    assert reading(text) == [("order", "sugar-1kg", 20, None, None, None)]


def test_goods_counted_right_order_nothing_probe():
    assert reading("O1 mila. Chawal 50 kilo, ginti mein sahi. Ab 10 kilo besan bhejo.") == [
        ("order", "besan-500g", 20, None, None, None)]


def test_the_corpus_message_disputes_the_bill_and_orders_no_gur():
    text = ("Sharma ji, O1 came today, thank you! Gur all 60 kg weighed fine 👍 But 2 packets of atta were torn in "
            "the van and half the flour had spilled 😞 We have sent those 2 packets back with your driver Raju — "
            "please take them off B1. No need to send new ones.")
    assert "order" not in _kinds(text)


@pytest.mark.parametrize("text,expected", [
    ("Weighed the rice, fine, send 60 kg more.", [("order", "rice-1kg", 60, None, None, None)]),  # near: an order
    ("Rice weighed fine at ₹40, send 20 kg.", [("accept", "rice-1kg", None, 4000, None, None),
                                              ("order", "rice-1kg", 20, None, None, None)]),  # near: a price
])
def test_near_sentences_with_a_request_of_their_own_read_as_before(text, expected):
    assert reading(text) == expected


# --- a sack's bracket naming the packs --------------------------------------------------------------------------

@pytest.mark.parametrize("text,n", [
    ("कृपया बुक कीजिए: आटा – 3 बोरी (5 किलो के पैकेट में)", 30),  # the corpus's line (hi-i7011): had been 3
    ("Please book kijiye: Aata – 3 bori (5 kilo ke packet mein)", 30),  # hl-i7011
    ("Please book: Atta – 3 bori (in 5 kg packets)", 30),  # en-i7011, read so before
    ("आटा 2 बोरी (5 किलो वाले पैकेट) भेजो", 20),  # probe
    ("Aata 2 bori (5 kilo ke packet mein) bhejo", 20),  # probe
    ("Send atta 2 sacks (5 kg packets)", 20),  # probe
])
def test_a_sack_packed_in_packets_is_counted_in_sacks(text, n):
    assert reading(text) == [("order", "atta-5kg", n, None, None, None)]


@pytest.mark.parametrize("text,expected", [
    ("Aata 1 bori (25 kilo) bhejo", [("order", "atta-5kg", 5, None, None, None)]),  # near: the sack's contents
    ("Pyaz 2 bori (50 kilo ki) bhejo", [("order", "onion-1kg", 100, None, None, None)]),
])
def test_a_sack_with_its_contents_reads_as_before(text, expected):
    assert reading(text) == expected


# --- a bill asked with "not come yet" -----------------------------------------------------------------------------

@pytest.mark.parametrize("text,bill", [
    ("Manoj ji send B2, not come yet.", "B2"),  # i7023
    ("मनोज जी B2 भेजो, अभी तक नहीं आया।", "B2"),
    ("Manoj ji B2 bhejo, abhi tak nahi aaya.", "B2"),
    ("Please send bill B4, it has not come yet.", "B4"),  # probe
    ("B4 bhej dijiye, abhi tak nahi mila.", "B4"),  # probe
    ("B4 भेज दीजिए, अभी तक नहीं मिला।", "B4"),  # probe
])
def test_a_bill_not_come_is_the_bill_asked_only(text, bill):
    assert reading(text) == [("ask_bill", None, None, None, None, bill)]


@pytest.mark.parametrize("text,expected", [
    ("Send B2. When will O4 come?", [("ask_bill", None, None, None, None, "B2"),
                                     ("ask_delivery", None, None, None, "O4", None)]),  # near: an order named
    ("B2 भेजिए। O4 अभी तक नहीं आया।", [("ask_bill", None, None, None, None, "B2"),
                                     ("ask_delivery", None, None, None, "O4", None)]),
])
def test_an_order_not_come_beside_the_bill_is_still_asked_after(text, expected):
    assert reading(text) == expected


# --- a bracket of reckoning ----------------------------------------------------------------------------------------

_PAID = [("pay", None, None, None, None, "B5"), ("pay", None, None, None, None, "B7")]


@pytest.mark.parametrize("text", [
    "आज हमने दो बिल एक साथ एक ही NEFT से ₹15,644 भेजकर चुकाए हैं (UTR SBIN429318870051):\n\n- **B5:** ₹13,164 (B1 "
    "के ₹436 के समायोजन के बाद)\n- **B7:** ₹2,480\n\nकृपया दोनों को चुकता दर्ज कर लीजिए।",  # hi-i7043: B7 alone
    "Aaj humne do bill ek saath ek hi NEFT se ₹15,644 bhej ke chukaye hain (UTR SBIN429318870051):\n\n- **B5:** "
    "₹13,164 (B1 ke ₹436 adjustment ke baad)\n- **B7:** ₹2,480\n\nKripya dono ko settled record kar lijiye.",
    "Paid today by NEFT:\n- B5: ₹13,164 (after the ₹436 credit from B1)\n- B7: ₹2,480",  # probe
    "आज NEFT से भुगतान किया:\n- B5: ₹13,164 (B1 के ₹436 के समायोजन के बाद)\n- B7: ₹2,480",  # probe
])
def test_a_reckoning_bracket_pays_its_line_and_not_the_bill_inside(text):
    assert reading(text) == _PAID


@pytest.mark.parametrize("text,expected", [
    ("Aaj do bill chukaye:\n- B5: ₹13,164 (baad mein baaki denge)\n- B7: ₹2,480", "ambiguous_intent.pay_later"),
    ("Payment update:\n- B3: paid today ₹4,000\n- B5: baad mein denge", [("pay", None, None, None, None, "B3")]),
])
def test_a_payment_put_off_still_is(text, expected):
    assert reading(text) == expected


# --- quoted goods taken by their quoted rupee figure ------------------------------------------------------------

_BANANA = [("accept", "banana-1dozen", None, 4600, None, None), ("order", "banana-1dozen", 40, None, None, None)]


@pytest.mark.parametrize("text", [
    "> केला: रोबस्टा ₹46/दर्जन, मालभोग ₹60/दर्जन। जिस दिन कहें डिलीवरी।\n\nपप्पू भैया, ₹46 वाला रोबस्टा ही लेंगे। 40 "
    "दर्जन बुक कर दीजिए, और 10 नवंबर को ही पहुँचाइए, पहले नहीं, वरना जल्दी पक जाएँगे।",  # hi-i7008: the accept lost
    "> Kela: Robusta ₹46/darjan, Malbhog ₹60/darjan. Jis din kahein delivery.\n\nPappu bhaiya, ₹46 wala Robusta hi "
    "lenge. 40 darjan book kar dijiye, aur 10 November ko hi pahunchaiye, pehle nahi, warna jaldi pak jayenge.",
    "> Kela: Robusta ₹46/dozen, Malbhog ₹60/dozen. Delivery any day you want.\n\nPappu bhaiya, we'll go with the ₹46 "
    "Robusta. Book 40 dozen, and deliver on 10 November, not earlier, otherwise they will ripen too fast.",
    "> Kela: Robusta ₹46/darjan, Elaichi ₹70/darjan.\n\nBhaiya ₹46 wala Robusta lenge. 40 darjan bhejiye.",  # probe
])
def test_the_quoted_goods_taken_by_their_figure_accept_it(text):
    assert reading(text) == _BANANA


def test_without_the_quote_the_rupee_named_goods_read_as_before():
    assert reading("पप्पू भैया, ₹46 वाला केला ही लेंगे। 40 दर्जन बुक कर दीजिए।") == "no_item.pack_size"


# --- goods received in place of others --------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "We received masoor dal, not moong.",  # fixer H's probe (s30), left unknown_word by session 37
    "हमें मसूर दाल मिली, मूँग नहीं।",
    "Humein masoor dal mili, moong nahi.",
    "We got toor dal, not chana dal, in yesterday's delivery.",  # probe
])
def test_goods_received_in_place_of_others_ask_which_bill(text):
    assert reading(text) == "no_id.bill"


def test_goods_received_in_place_of_others_with_the_bill_dispute_it():
    assert reading("Sir, we received masoor dal, not moong. Please correct B40.") == [
        ("dispute", None, None, None, None, "B40")]  # near: as before


# --- a price called the same as before after it -----------------------------------------------------------------

@pytest.mark.parametrize("text,expected", [
    ("S2 - send 120 packet milk tonight. rate 25 per packet same as before",
     [("order", "milk-500ml", 120, 2500, None, None)]),  # holdout136 en-h7002: the price had been dropped
    ("Send 40 packets salt. Rate 25 per packet same as before.", [("order", "salt-1kg", 40, 2500, None, None)]),
    ("20 kilo cheeni bhejo. ₹41 kilo pehle jaisa", [("order", "sugar-1kg", 20, 4100, None, None)]),  # probe
    ("20 किलो चीनी भेजो। ₹41 किलो पहले जैसा", [("order", "sugar-1kg", 20, 4100, None, None)]),  # probe
])
def test_a_price_same_as_before_said_after_it_is_carried(text, expected):
    assert reading(text) == expected


@pytest.mark.parametrize("text", [
    "Send 20 kg sugar. It was ₹41 per kg before.",  # near: an earlier price told
    "Send 20 kg sugar. ₹41 per kg same as before?",  # near: asked
])
def test_an_earlier_price_told_or_asked_is_not_carried(text):
    assert reading(text) == [("order", "sugar-1kg", 20, None, None, None)]


# --- a statement of account asked over listed bills -------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "## महीने के अंत का स्टेटमेंट\n\nगुप्ता जी,\n\nछठ वाला महीना पूरा हो रहा है, कृपया 20 अक्टूबर – 18 नवंबर का **खाते का "
    "स्टेटमेंट** भेजिए, जिसमें हमारे सारे बिल हों:\n\n- B3 (1 नवंबर को चुकाया)\n- B9\n- B10\n- B12\n- B15\n\nबाकी भुगतान "
    "से पहले हम इसे अपने खाते से मिलाना चाहते हैं।",  # hi-i7045: five bills had been asked
    "## Month-end statement\n\nGupta ji,\n\nChhath wala mahina poora ho raha hai, please 20 October – 18 November ka "
    "**khate ka statement** bhejiye, jismein humare saare bill hon:\n\n- B3 (1 November ko chukaya)\n- B9\n- B10\n- "
    "B12\n- B15\n\nBaaki payment se pehle hum ise apne khata se milana chahte hain.",
    "Please send the statement of account for our bills:\n- B9\n- B10",  # probe
    "खाते का स्टेटमेंट भेजिए:\n- B9\n- B10",  # probe
])
def test_a_statement_over_listed_bills_is_one_bill_question(text):
    assert reading(text) == [("ask_bill", None, None, None, None, None)]


def test_bills_asked_without_a_statement_are_each_asked():
    assert reading("Please send B9 and B10.") == [("ask_bill", None, None, None, None, "B9"),
                                                  ("ask_bill", None, None, None, None, "B10")]  # near: as before


def test_a_reckoning_bracket_with_a_promise_still_puts_the_payment_off():
    assert reading("Aaj do bill chukaye:\n- B5: ₹13,164 (₹436 adjustment ke baad, baaki agle hafte)\n- B7: ₹2,480") \
        == "ambiguous_intent.pay_later"  # probe: the rest promised next week, as before
