"""Kinds a new user found misread through a fake model server in session 32 and still on main, read by fixer AL in
session 33 (issue 10: a misreading is the benchmark's defect, a refusal the model's failure), each in the three
languages with near sentences that must read as before and probes of our own writing:

- a "don't send" / "cancel" belongs to its own goods: a rate asked of other goods in the same sentence stays asked
  (``lang.clause_checks``: ``_asked_apart``);
- one price after goods counted in one unit is each one's when said "each" / "both" / "dono" / "दोनों"
  (``lang.price_each``), and refused when no such word says so (``lang.price_left_out``: which goods is it for?);
- a price set aside as the past ("at the old ₹38", "पुराने ₹38 पर") that counted goods are asked sent at is refused,
  not dropped from the order (``lang.price_left_out``);
- a fresh quote asked in a sentence naming no goods, right after goods refused, asks their quote beside the refusal
  (``lang.quote_again``);
- a case, tray or sack named once with no number is one of them, cut from an order ("cancel the refined oil case from
  O21") or priced ("₹500 की पेटी") (``lang.one_case``);
- over-refused in English while Hindi and Hinglish read: a count corrected with a need denied ("We don't need 50 kg
  rice, just 20.") or "Not 10 but 15 packets of bread" (``lang.second_thoughts``), and "Don't cancel O3. Send 10 kg
  onions." (the second opinion stands down on a cancel said not to be made: ``lang.cancel_denied``);
- a bill said to be right ("…came to ₹900, correct.", "which is correct", "सही है") beside goods asked is news: no bill
  asked, no correction asked (``lang.bill_fine``);

Rows: (kind, sku, quantity in selling units, unit price in paise, order id, bill id); a string is a refusal's key.
"""
import pytest

from tests.reader_intents import intents, read_as, refused


def _o(sku, q, price=None, oid=None):
    return ("order", sku, q, price, oid, None)


def _q(sku):
    return ("ask_quote", sku, None, None, None, None)


def _c(sku, q=None, oid=None):
    return ("cancel", sku, q, None, oid, None)


def _rej(sku, price=None):
    return ("reject", sku, None, price, None, None)


ASKED_APART = [
    # the trial's
    ("Please quote moong dal, and don't send toor dal.", [_q("moong-dal-1kg"), _c("toor-dal-1kg")]),
    ("Don't send toor dal, and please quote moong dal.", [_c("toor-dal-1kg"), _q("moong-dal-1kg")]),
    # probes of our own
    ("Send the rate for sugar, but don't send salt.", [_q("sugar-1kg"), _c("salt-1kg")]),
    ("Please quote rice; don't send the atta.", [_q("rice-1kg"), _c("atta-5kg")]),
    ("Quote moong dal please and do not send toor dal.", [_q("moong-dal-1kg"), _c("toor-dal-1kg")]),
    ("Please quote rice and cancel O5.", [_q("rice-1kg"), _c(None, oid="O5")]),
    ("Cancel O5 and quote sugar.", [_c(None, oid="O5"), _q("sugar-1kg")]),
    ("Cancel the rice from O5, and send the rate for sugar.", [_c("rice-1kg", oid="O5"), _q("sugar-1kg")]),
    ("मूंग दाल का भाव बताइए, और अरहर दाल मत भेजिए।", [_q("moong-dal-1kg"), _c("toor-dal-1kg")]),
    ("अरहर दाल मत भेजिए, और मूंग दाल का भाव बताइए।", [_c("toor-dal-1kg"), _q("moong-dal-1kg")]),
    ("चीनी का रेट भेजिए, पर नमक मत भेजिए।", [_q("sugar-1kg"), _c("salt-1kg")]),
    ("O5 रद्द कीजिए और चीनी का भाव बताइए।", [_c(None, oid="O5"), _q("sugar-1kg")]),
    ("moong dal ka rate batao, aur toor dal mat bhejo.", [_q("moong-dal-1kg"), _c("toor-dal-1kg")]),
    ("toor dal mat bhejo, aur moong dal ka rate batao.", [_c("toor-dal-1kg"), _q("moong-dal-1kg")]),
    ("cheeni ka rate bhejo, par namak mat bhejna.", [_q("sugar-1kg"), _c("salt-1kg")]),
    ("O5 cancel karo aur cheeni ka rate batao.", [_c(None, oid="O5"), _q("sugar-1kg")]),
    # near sentences: as before
    ("Don't send toor dal.", [_c("toor-dal-1kg")]),
    ("Please quote moong dal.", [_q("moong-dal-1kg")]),
    ("Don't send sugar. Please quote jaggery.", [_c("sugar-1kg"), _q("jaggery-1kg")]),
    ("Cancel the rice, the rate is too high.", [_c("rice-1kg")]),
    ("Don't send toor dal, send 10 kg moong dal.", [_o("moong-dal-1kg", 10)]),
]


@pytest.mark.parametrize("text, gold", ASKED_APART)
def test_rate_asked_apart_from_a_cancel(text, gold):
    assert intents(text, email=True) == gold


EACH = [
    # the trial's
    ("Send 25 kg sugar and 10 kg salt at ₹40 each.", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 4000)]),
    ("25 किलो चीनी और 10 किलो नमक दोनों ₹40 में भेजो।", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 4000)]),
    ("25 kilo cheeni aur 10 kilo namak dono ₹40 mein bhejo.", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 4000)]),
    # probes of our own
    ("Please send 30 kg rice and 15 kg sugar at ₹41 each.", [_o("rice-1kg", 30, 4100), _o("sugar-1kg", 15, 4100)]),
    ("Send 20 kg moong dal and 10 kg toor dal at ₹110 per kg each.",
     [_o("moong-dal-1kg", 20, 11000), _o("toor-dal-1kg", 10, 11000)]),
    ("Send 25 kg sugar and 10 kg salt, both at ₹40/kg.", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 4000)]),
    ("30 किलो चावल और 15 किलो चीनी दोनों ₹41 किलो भेजिए।", [_o("rice-1kg", 30, 4100), _o("sugar-1kg", 15, 4100)]),
    ("30 kilo chawal aur 15 kilo cheeni dono ₹41 kilo bhejo.", [_o("rice-1kg", 30, 4100), _o("sugar-1kg", 15, 4100)]),
    # near sentences: as before
    ("Send 25 kg sugar at ₹40 and 10 kg salt at ₹22.", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 2200)]),
    ("Send 25 kg sugar at ₹40 and 10 kg salt.", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10)]),
    ("Send 10 kg salt at ₹20.", [_o("salt-1kg", 10, 2000)]),
    ("25 किलो चीनी ₹40 में और 10 किलो नमक ₹22 में भेजो।", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 2200)]),
    ("25 kilo cheeni ₹40 mein aur 10 kilo namak ₹22 mein bhejo.", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 2200)]),
]

WHOSE = [
    # the trial's
    "Send 25 kg sugar and 10 kg salt at ₹40.",
    "25 किलो चीनी और 10 किलो नमक ₹40 में भेजो।",
    "25 kilo cheeni aur 10 kilo namak ₹40 mein bhejo.",
    # probes of our own
    "Send 10 kg rice and 5 kg sugar at ₹42 per kg.",
    "Please send 30 kg rice and 15 kg sugar at ₹41.",
    "30 किलो चावल और 15 किलो चीनी ₹41 किलो भेजिए।",
    "20 किलो मूंग दाल और 20 किलो अरहर दाल ₹110 किलो भेजिए।",
    "30 kilo chawal aur 15 kilo cheeni ₹41 kilo bhejo.",
    "20 kilo moong aur 20 kilo toor ₹110 kilo bhejo.",
]

OLD_ASKED = [
    # the trial's
    "Send 10 kg rice at the old ₹38 and 5 kg sugar at ₹42.",
    # probes of our own
    "Send 10 kg rice at the old rate of ₹38 and 5 kg sugar at ₹42.",
    "Send 10 kg rice at ₹38 as before and 5 kg sugar at ₹42.",
    "Please send 20 kg atta at the previous ₹190 and 10 kg sugar at ₹42.",
    "10 किलो चावल पुराने ₹38 पर और 5 किलो चीनी ₹42 पर भेजिए।",
    "20 किलो चावल पुराने ₹38 में और 10 किलो नमक ₹22 में भेजिए।",
    "10 kilo chawal purane ₹38 pe aur 5 kilo cheeni ₹42 pe bhejo.",
    "20 kilo chawal purane ₹38 mein aur 10 kilo namak ₹22 mein bhejo.",
]

OLD_NEAR = [
    # "last time's" / "pichhle" before the price read it as the price asked: the writer's, kept
    ("20 किलो चीनी पिछले ₹40 पर और 10 किलो नमक ₹22 पर भेजिए।", [_o("sugar-1kg", 20, 4000), _o("salt-1kg", 10, 2200)]),
    ("20 kilo cheeni pichhle ₹40 pe aur 10 kilo namak ₹22 pe bhejo.", [_o("sugar-1kg", 20, 4000), _o("salt-1kg", 10, 2200)]),
    ("Send 10 kg rice at last time's ₹38 and 5 kg sugar at ₹42.", [_o("rice-1kg", 10, 3800), _o("sugar-1kg", 5, 4200)]),
    ("Send 10 kg rice at ₹38 and 5 kg sugar at ₹42.", [_o("rice-1kg", 10, 3800), _o("sugar-1kg", 5, 4200)]),
    ("Send 10 kg rice at the old rate.", [_o("rice-1kg", 10)]),
    ("10 किलो चावल ₹38 पर और 5 किलो चीनी ₹42 पर भेजिए।", [_o("rice-1kg", 10, 3800), _o("sugar-1kg", 5, 4200)]),
    ("10 kilo chawal ₹38 pe aur 5 kilo cheeni ₹42 pe bhejo.", [_o("rice-1kg", 10, 3800), _o("sugar-1kg", 5, 4200)]),
]


@pytest.mark.parametrize("text, gold", EACH)
def test_price_of_each(text, gold):
    assert intents(text, email=True) == gold


@pytest.mark.parametrize("text", WHOSE)
def test_price_of_whom_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.price_whose"


@pytest.mark.parametrize("text", OLD_ASKED)
def test_old_price_asked_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.old_price_asked"


@pytest.mark.parametrize("text, gold", OLD_NEAR)
def test_prices_asked_as_before(text, gold):
    assert intents(text, email=True) == gold


BILL_RIGHT = [
    # the trial's
    ("The invoice for 30 kg onion came to ₹900, correct. Send 10 kg rice.", [_o("rice-1kg", 10)]),
    # probes of our own
    ("The invoice for 30 kg onion came to ₹900, which is correct. Please send 10 kg rice.", [_o("rice-1kg", 10)]),
    ("The bill for 20 kg sugar came to ₹840, that's right. Send 5 kg salt.", [_o("salt-1kg", 5)]),
    ("Your invoice for 30 kg onion, ₹900, is correct. Send 10 kg rice.", [_o("rice-1kg", 10)]),
    ("The bill for 12 packets of bread came to ₹480, correct. Please send 2 trays of eggs.", [_o("eggs-1pc", 60)]),
    ("30 किलो प्याज़ का बिल ₹900 आया, सही है। 10 किलो चावल भेजिए।", [_o("rice-1kg", 10)]),
    ("20 किलो चीनी का बिल ₹840 बना, सही है। 5 किलो नमक भेजिए।", [_o("salt-1kg", 5)]),
    ("30 kilo pyaaz ka bill ₹900 aaya, sahi hai. 10 kilo chawal bhejo.", [_o("rice-1kg", 10)]),
    ("20 kilo cheeni ka bill ₹840 bana, sahi hai. 5 kilo namak bhejo.", [_o("salt-1kg", 5)]),
]

BILL_RIGHT_NEAR = [
    # a question whether it is right is no acknowledgement: refused as before
    "The invoice for 30 kg onion came to ₹900, is that correct? Send 10 kg rice.",
]


@pytest.mark.parametrize("text, gold", BILL_RIGHT)
def test_bill_said_right_is_news(text, gold):
    assert intents(text, email=True) == gold


@pytest.mark.parametrize("text", BILL_RIGHT_NEAR)
def test_bill_asked_right_refused(text):
    # Refused by the second opinion (the rules read a bill asked beside the order): "also" until session 45's
    # retraining, "not_sure" since; either way refused, not acted on.
    assert refused(text, email=True) in ("ambiguous_intent.also", "ambiguous_intent.not_sure")


QUOTE_AGAIN = [
    # the trial's
    ("I can't accept ₹49 for sugar. Quote again please.", [_rej("sugar-1kg", 4900), _q("sugar-1kg")]),
    # probes of our own
    ("We cannot accept ₹49 for sugar. Please send a fresh quote.", [_rej("sugar-1kg", 4900), _q("sugar-1kg")]),
    ("₹49 for sugar is not acceptable. Please quote again.", [_rej("sugar-1kg", 4900), _q("sugar-1kg")]),
    ("We can't take rice at ₹45. Send your best rate.", [_rej("rice-1kg", 4500), _q("rice-1kg")]),
    ("Sugar at ₹49 won't work for us. Please requote.", [_rej("sugar-1kg", 4900), _q("sugar-1kg")]),
    ("Rice ₹45 and sugar ₹49 are too high. Quote again please.",
     [_rej("rice-1kg", 4500), _rej("sugar-1kg", 4900), _q("rice-1kg"), _q("sugar-1kg")]),
    ("चीनी ₹49 में नहीं ले सकते। दोबारा भाव बताइए।", [_rej("sugar-1kg", 4900), _q("sugar-1kg")]),
    ("चीनी के ₹49 हमें मंज़ूर नहीं। फिर से रेट भेजिए।", [_rej("sugar-1kg", 4900), _q("sugar-1kg")]),
    ("cheeni ₹49 mein nahi le sakte. dobara rate batao.", [_rej("sugar-1kg", 4900), _q("sugar-1kg")]),
    ("₹49 cheeni ka nahi chalega. phir se rate bhejo.", [_rej("sugar-1kg", 4900), _q("sugar-1kg")]),
    # near sentences: as before
    ("I can't accept ₹49 for sugar.", [_rej("sugar-1kg", 4900)]),
    ("I can't accept ₹49 for sugar. Can you do ₹46?", [("offer", "sugar-1kg", None, 4600, None, None)]),
    ("Sugar ₹49 is too high. Please quote rice again.", [_rej("sugar-1kg", 4900), _q("rice-1kg")]),
    ("Send 10 kg sugar. Quote again please.", [_o("sugar-1kg", 10)]),
    ("चीनी ₹49 में नहीं ले सकते।", [_rej("sugar-1kg", 4900)]),
    ("cheeni ₹49 mein nahi le sakte.", [_rej("sugar-1kg", 4900)]),
]


@pytest.mark.parametrize("text, gold", QUOTE_AGAIN)
def test_quote_asked_again_after_a_refusal(text, gold):
    assert read_as(text) == gold  # (reader_intents.DOUBTED)


ONE_CASE = [
    # the trial's (holdout122 i8046, holdout74 x9022)
    ("cancel the refined oil case from O21", [_c("refined-oil-1l", 12, "O21")]),
    ("केले की एक पेटी भेजो, 10 दर्जन वाली, ₹500 की पेटी।", [_o("banana-1dozen", 10, 5000)]),
    ("Kele ki ek peti bhejo, 10 darjan wali, ₹500 ki peti.", [_o("banana-1dozen", 10, 5000)]),
    # probes of our own
    ("Cancel the case of refined oil from O21.", [_c("refined-oil-1l", 12, "O21")]),
    ("Cancel the tray of eggs from O21.", [_c("eggs-1pc", 30, "O21")]),
    ("Cancel the sack of sugar from O8.", [_c("sugar-1kg", 50, "O8")]),
    ("O21 से रिफाइंड तेल की पेटी हटा दीजिए।", [_c("refined-oil-1l", 12, "O21")]),
    ("O8 से चीनी की बोरी हटा दीजिए।", [_c("sugar-1kg", 50, "O8")]),
    ("अंडे की 2 ट्रे भेजो, ₹180 की ट्रे।", [_o("eggs-1pc", 60, 600)]),
    ("O21 se refined oil ki peti cancel karo.", [_c("refined-oil-1l", 12, "O21")]),
    ("O8 se cheeni ki bori hata do.", [_c("sugar-1kg", 50, "O8")]),
    ("Ande ki 2 tray bhejo, ₹180 ki tray.", [_o("eggs-1pc", 60, 600)]),
    # near sentences: as before
    ("cancel the refined oil from O21", [_c("refined-oil-1l", None, "O21")]),
    ("Cancel the 2 cases of refined oil from O21.", [_c("refined-oil-1l", 24, "O21")]),
    ("Cancel the trays of eggs from O21.", [_c("eggs-1pc", None, "O21")]),
    ("Send one crate of bananas, 10 dozen in it, ₹500 per crate.", [_o("banana-1dozen", 10, 5000)]),
    ("O21 se ande ki ek tray hata do.", [_c("eggs-1pc", 30, "O21")]),
]


@pytest.mark.parametrize("text, gold", ONE_CASE)
def test_one_case_named_without_a_number(text, gold):
    assert intents(text, email=True) == gold


CORRECTED = [
    # the trial's
    ("We don't need 50 kg rice, just 20.", [_o("rice-1kg", 20)]),
    ("Not 10 but 15 packets of bread", [_o("bread-400g", 15)]),
    ("Don't cancel O3. Send 10 kg onions.", [_o("onion-1kg", 10)]),
    # probes of our own
    ("We don't need 30 kg sugar, only 15.", [_o("sugar-1kg", 15)]),
    ("We do not need 40 kg atta, just 20.", [_o("atta-5kg", 4)]),
    ("Not 5 but 8 trays of eggs.", [_o("eggs-1pc", 240)]),
    ("Do not cancel O7. Send 5 kg sugar.", [_o("sugar-1kg", 5)]),
    ("हमें 50 किलो चावल नहीं चाहिए, सिर्फ़ 20।", [_o("rice-1kg", 20)]),
    ("हमें 30 किलो चीनी नहीं चाहिए, बस 15।", [_o("sugar-1kg", 15)]),
    ("10 नहीं, 15 पैकेट ब्रेड।", [_o("bread-400g", 15)]),
    ("O3 कैंसल मत कीजिए। 10 किलो प्याज़ भेजिए।", [_o("onion-1kg", 10)]),
    ("humein 50 kilo chawal nahi chahiye, bas 20.", [_o("rice-1kg", 20)]),
    ("humein 30 kilo cheeni nahi chahiye, sirf 15.", [_o("sugar-1kg", 15)]),
    ("10 nahi 15 packet bread.", [_o("bread-400g", 15)]),
    ("O3 cancel mat karo. 10 kilo pyaaz bhejo.", [_o("onion-1kg", 10)]),
]

CORRECTED_NEAR = [
    # near sentences: refused as before
    ("We don't need 50 kg rice, just 20 kg sugar.", "ambiguous_intent.quantity"),
    ("We don't need 50 kg rice.", "ambiguous_intent.quantity"),
    ("हमें 50 किलो चावल नहीं चाहिए, सिर्फ़ 20 किलो चीनी भेजिए।", "ambiguous_intent.quantity"),
]


@pytest.mark.parametrize("text, gold", CORRECTED)
def test_corrections_read_in_english_as_in_hindi(text, gold):
    assert read_as(text) == gold  # (reader_intents.DOUBTED)


@pytest.mark.parametrize("text, key", CORRECTED_NEAR)
def test_corrections_near_refused(text, key):
    assert refused(text, email=True) == key


def test_cancel_denied():
    from lang.cancel_denied import cancel_denied
    from lang.language import normalize, tokenize

    assert cancel_denied(tokenize(normalize("Don't cancel O3. Send 10 kg onions.")))
    assert cancel_denied(tokenize("O3 रद्द मत कीजिए।"))
    assert cancel_denied(tokenize("O3 cancel mat karo."))
    assert not cancel_denied(tokenize("Cancel O3, don't send onions."))
    assert not cancel_denied(tokenize("Send 10 kg onions."))
