"""Clear mails the reader refused in session 33's new-user trial (fixer AS): read now as a shopkeeper reads them, in
English, Hindi and Hinglish, with near sentences that must still read as before (or stay refused)."""
import pytest

from lang.reader import read_message


def _read(text):
    r = read_message(text, email=True)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.total_paise, i.order_id, i.bill_id) for i in r.intents]


# 1. A bill paid in part with no word of paying: the amount now is paid (the desk weighs it against the bill).
@pytest.mark.parametrize("text, bill, amount", [
    ("Bill B7 mein se abhi ₹500 de raha hoon, baaki kal.", "B7", 50000),  # the trial's
    ("बिल B2 का ₹1,526 अभी, बाकी ₹1,000 शुक्रवार को।", "B2", 152600),
    ("₹500 against B7 now, the rest tomorrow.", "B7", 50000),
    ("B3: ₹2,000 today, balance on Friday.", "B3", 200000),
    ("Bill B9 — ₹1,200 now, remaining next week.", "B9", 120000),
    ("For B4, ₹800 today and the rest by Monday.", "B4", 80000),
    ("B7 ka ₹500 abhi, baaki agle hafte.", "B7", 50000),
    ("Bill B3 ke liye aaj ₹2,000, baaki ₹1,000 Saturday tak.", "B3", 200000),
    ("B9 mein se ₹700 abhi le lijiye, baaki kal.", "B9", 70000),
    ("बिल B7 के ₹500 अभी, बाकी कल।", "B7", 50000),
    ("B3 का ₹2,000 आज, बाकी अगले हफ़्ते।", "B3", 200000),
    ("बिल B9 में से अभी ₹700 दे रहा हूँ, बाकी परसों।", "B9", 70000),
])
def test_a_part_paid_now_with_no_pay_word_is_a_payment_of_that_amount(text, bill, amount):
    assert _read(text) == [("pay", None, None, None, amount, None, bill)]


@pytest.mark.parametrize("text", [
    "B7 ka ₹500 kal, baaki agle hafte.",  # no now: a payment to come
    "बिल B7 का ₹500 अगले हफ़्ते, बाकी बाद में।",
    "₹500 for B7 tomorrow, the rest next week.",
    "B7 ka ₹500 abhi, baaki?",  # a question
    "Can I pay ₹500 against B7 now and the rest tomorrow?",
    "B7 mein se ₹500 abhi kaat do, baaki kal dekhenge.",  # a deduction asked, not a payment
])
def test_a_part_to_come_or_asked_stays_refused(text):
    assert not read_message(text, email=True).readable


def test_a_part_now_and_an_equal_balance_is_asked_as_with_a_pay_word():
    # "Paid ₹3,500 against B21, balance ₹3,500 next week." is asked (tests/test_reader_refusals32.py): the trial's
    # verbless twin is asked the same way, no longer read as nothing at all
    for text in ("बिल B2 का ₹1,526 अभी, बाकी ₹1,526 शुक्रवार को।", "B2: ₹1,526 now, balance ₹1,526 on Friday."):
        r = read_message(text, email=True)
        assert not r.readable and r.reason_key == "ambiguous_intent.partial_pay"


def test_a_part_paid_with_a_pay_word_reads_as_before():
    assert _read("Sending ₹1,012 against bill B8 now, rest next week.") == [
        ("pay", None, None, None, 101200, None, "B8")]
    assert _read("Bill B7 ka ₹500 abhi bhej diya, baaki kal.") == [("pay", None, None, None, 50000, None, "B7")]


# 2. A bill said not to match (or something said missing from it), then asked corrected: a dispute of that bill.
@pytest.mark.parametrize("text, bill", [
    ("Your bill B4 doesn't match the order confirmation — please recheck and correct it.", "B4"),  # the trial's
    ("The ₹50 discount you promised on B5 isn't there — please correct the bill.", "B5"),  # the trial's
    ("Bill B6 doesn't tally with what we received. Please correct it.", "B6"),
    ("The total on B3 isn't right — kindly correct the bill.", "B3"),
    ("Your invoice B8 doesn't show the agreed rate, please correct it.", "B8"),
    ("B2 doesn't add up — please recheck and correct it.", "B2"),
    ("Bill B4 order se match nahi karta, please sahi karo.", "B4"),
    ("B5 pe ₹50 ka discount nahi laga hai, bill sahi karo.", "B5"),
    ("बिल B4 ऑर्डर से मेल नहीं खाता, कृपया ठीक कीजिए।", "B4"),
    ("B5 में ₹50 की छूट नहीं लगी है, बिल सही कीजिए।", "B5"),
])
def test_a_bill_said_not_to_match_and_asked_corrected_is_disputed(text, bill):
    assert _read(text) == [("dispute", None, None, None, None, None, bill)]


@pytest.mark.parametrize("text", [
    "Bill B4 isn't wrong. Please send the bill for O3.",  # had disputed B4, silently
    "Bill B4 is not wrong, we checked it.",
    "B4 doesn't match what we ordered.",  # nothing asked of it
])
def test_a_bill_said_not_wrong_is_no_dispute(text):
    r = read_message(text, email=True)
    assert not r.readable or all(i.kind != "dispute" for i in r.intents)


def test_a_bill_denied_after_its_id_stays_out():
    assert _read("Paid B7 in full; B8 isn't due yet.") == [("pay", None, None, None, None, None, "B7")]
    assert _read("B16 nahi, B17 ka ₹450 bheja hai.") == [("pay", None, None, None, 45000, None, "B17")]


# 3. Whole mails lost over one part.
# 3a. A price and its worked-out twin are one price.
@pytest.mark.parametrize("text, want", [
    ("Eggs at ₹5.80 each — that's ₹174 a tray. Send 3 trays.", [("order", "eggs-1pc", 90, 580)]),  # the trial's
    ("Send 2 sacks of onion at ₹1,500 a sack (i.e. ₹30 a kilo).", [("order", "onion-1kg", 100, 3000)]),
    ("Ghee 5 litres for ₹2,750 (₹550 a litre), please send.", [("order", "ghee-1l", 5, 55000)]),
    ("Sugar 50 kg at ₹2,100 — that is ₹42 a kilo. Please send.", [("order", "sugar-1kg", 50, 4200)]),
    ("प्याज़ एक बोरी ₹1,500 में दे दीजिए (यानी ₹30 किलो)। साथ में 20 किलो टमाटर भी।",  # the trial's
     [("offer", "onion-1kg", 50, 3000), ("order", "tomato-1kg", 20, None)]),
    ("घी 5 लीटर ₹2,750 में (₹550 लीटर) भेजिए।", [("order", "ghee-1l", 5, 55000)]),  # the trial's
    ("अंडे 3 ट्रे भेजिए, ₹174 ट्रे (यानी ₹5.80 एक)।", [("order", "eggs-1pc", 90, 580)]),
    ("चीनी 50 किलो ₹2,100 में भेजिए, यानी ₹42 किलो।", [("order", "sugar-1kg", 50, 4200)]),
    ("Pyaaz ek bori ₹1,500 mein bhej do (yaani ₹30 kilo).", [("order", "onion-1kg", 50, 3000)]),
    ("Ghee 5 litre ₹2,750 mein bhejo (₹550 litre).", [("order", "ghee-1l", 5, 55000)]),
    ("Cheeni 50 kilo ₹2,100 mein bhejo, matlab ₹42 kilo.", [("order", "sugar-1kg", 50, 4200)]),
    ("Ande 3 tray bhejo, ₹174 tray yaani ₹5.80 ek anda.", [("order", "eggs-1pc", 90, 580)]),
])
def test_a_price_and_its_worked_out_twin_are_one_price(text, want):
    assert [(k, s, q, p) for k, s, q, p, *_ in _read(text)] == want


@pytest.mark.parametrize("text", [  # the twin does not agree: which price?
    "प्याज़ एक बोरी ₹1,500 में दे दीजिए (यानी ₹35 किलो)।",
    "Eggs at ₹5.80 each — that's ₹180 a tray. Send 3 trays.",
    "Ghee 5 litre ₹2,750 mein bhejo (₹560 litre).",
])
def test_a_twin_that_does_not_agree_stays_asked(text):
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.figure"


# 3b. A rate asked after "and" at the end of a sentence that asks goods asks the rate of the goods it names.
@pytest.mark.parametrize("text, ordered, asked", [
    ("Masoor dal 25 kg at ₹90 a kilo, and what's your moong rate?", ("masoor-dal-1kg", 25, 9000), "moong-dal-1kg"),
    ("Send 20 kg rice at ₹38, and what is the sugar price today?", ("rice-1kg", 20, 3800), "sugar-1kg"),
    ("Send 5 litres of ghee, and what's your price for butter?", ("ghee-1l", 5, None), "butter-100g"),
    ("मसूर दाल 25 किलो ₹90 किलो में भेजिए, और मूंग का भाव क्या है?", ("masoor-dal-1kg", 25, 9000), "moong-dal-1kg"),
    ("20 किलो चावल भेज दीजिए, और चीनी का रेट क्या है आज?", ("rice-1kg", 20, None), "sugar-1kg"),
    ("10 पैकेट आटा ₹210 में भेजिए और सूजी का भाव क्या चल रहा है?", ("atta-5kg", 10, 21000), "suji-500g"),
    ("Masoor dal 25 kilo ₹90 mein bhejo, aur moong ka rate kya hai?", ("masoor-dal-1kg", 25, 9000), "moong-dal-1kg"),
    ("Toor dal 10 kilo ₹135 pe bhejo aur chana dal ka bhav kya hai?", ("toor-dal-1kg", 10, 13500), "chana-dal-1kg"),
])
def test_a_rate_asked_after_and_is_a_question_of_its_own(text, ordered, asked):
    sku, qty, price = ordered
    assert _read(text) == [("order", sku, qty, price, None, None, None), ("ask_quote", asked, None, None, None, None, None)]


def test_a_rate_asked_after_and_naming_no_goods_stays_with_the_goods():
    r = read_message("Masoor dal 25 kg at ₹90 a kilo, and what's your rate?", email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.price_asked"


# 3c. A plain list of goods with counts, then a delivery question naming nothing: the list is the order.
@pytest.mark.parametrize("text, want", [
    ("Good morning,\n\n1. Toor dal – 20 kg\n2. Masoor dal – 10 kg\n\nPlease confirm and let me know if it'll reach "
     "before 9 am.", [("toor-dal-1kg", 20), ("masoor-dal-1kg", 10)]),  # the trial's
    ("- Sugar 25 kg\n- Rice 50 kg\nWill it reach by tomorrow morning?", [("sugar-1kg", 25), ("rice-1kg", 50)]),
    ("Atta 10 packets, poha 5 packets. Can it be delivered before noon?", [("atta-5kg", 10), ("poha-500g", 5)]),
    ("Toor dal – 20 kilo, masoor dal – 10 kilo. Kal subah 9 baje tak pahunch jayega?",
     [("toor-dal-1kg", 20), ("masoor-dal-1kg", 10)]),
    ("Aloo 20 kilo, pyaaz 10 kilo. Delivery kal subah tak ho jayegi na?", [("potato-1kg", 20), ("onion-1kg", 10)]),
    ("तूर दाल – 20 किलो, मसूर दाल – 10 किलो। सुबह 9 बजे तक पहुँच जाएगा?", [("toor-dal-1kg", 20), ("masoor-dal-1kg", 10)]),
    ("आलू 20 किलो, प्याज़ 10 किलो। कल सुबह तक डिलीवरी हो जाएगी?", [("potato-1kg", 20), ("onion-1kg", 10)]),
])
def test_a_list_then_when_it_reaches_is_the_order(text, want):
    assert [(s, q) for k, s, q, *_ in _read(text) if k == "order"] == want and all(
        k == "order" for k, *_ in _read(text))


@pytest.mark.parametrize("text", [
    "Toor dal – 20 kg, Masoor dal – 10 kg. When will O5 reach?",  # an order named: the list is not it
    "Toor dal – 20 kg. When will the masoor dal reach?",  # goods asked after
])
def test_a_list_beside_a_delivery_question_of_something_named_stays_refused(text):
    assert not read_message(text, email=True).readable


# 3d. Goods said not to be sent now beside goods ordered, no order named: not wanted (no hold).
@pytest.mark.parametrize("text, ordered, refused", [
    ("Bhaiya ek bori aloo bhej do aur 10 darjan kele.\nTamatar abhi mat bhejna, rate bahut upar hai.",  # the trial's
     [("potato-1kg", 50), ("banana-1dozen", 10)], "tomato-1kg"),
    ("Send 6 dozen bananas. Don't send tomatoes for now.", [("banana-1dozen", 6)], "tomato-1kg"),
    ("Please send 20 kg potatoes. Don't send onions right now, the price is too high.", [("potato-1kg", 20)],
     "onion-1kg"),
    ("10 दर्जन केले भेज दीजिए। टमाटर अभी मत भेजिए।", [("banana-1dozen", 10)], "tomato-1kg"),
    ("एक बोरी आलू भेज दो। प्याज़ अभी मत भेजना, भाव बहुत ऊपर है।", [("potato-1kg", 50)], "onion-1kg"),
    ("Kele 6 darjan bhejo. Tamatar abhi mat bhejna.", [("banana-1dozen", 6)], "tomato-1kg"),
    ("20 kilo chawal bhejo. Cheeni abhi mat bhejna, rate zyada hai.", [("rice-1kg", 20)], "sugar-1kg"),
])
def test_goods_not_sent_now_beside_an_order_are_not_wanted(text, ordered, refused):
    got = _read(text)
    assert [(s, q) for k, s, q, *_ in got if k == "order"] == ordered
    # Session 48 (RD, lang.negated_send): goods not to be sent beside an order, no order named, are nothing to act on.
    assert [s for k, s, *_ in got if k != "order"] == [] and refused not in [s for k, s, *_ in got]


@pytest.mark.parametrize("text", [
    "Send 6 dozen bananas. Don't send tomatoes until I confirm.",  # held till the writer says
    "O5 ki cheeni abhi mat bhejna. 20 kilo chawal bhejo.",  # an order's goods held
    "Tamatar abhi mat bhejna.",  # nothing else asked
    "Don't send the sugar yet. Send 10 kg rice.",
])
def test_goods_held_for_later_stay_a_hold(text):
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.hold"


@pytest.mark.parametrize("text, want", [  # the stock told beside "don't send": no refusal of the goods (holdout32 c001)
    ("नमस्ते भैया 🙏 गोदाम में अभी करीब 60 किलो चावल पड़ा है, चावल मत भेजना। बस 20 किलो मसूर दाल ₹78 किलो और 10 किलो बेसन "
     "भेज दो।", [("order", "masoor-dal-1kg"), ("order", "besan-500g")]),
    ("Bhaiya namaste 🙏 godown mein abhi 3 bori atta pada hai, atta mat bhejna. Bas 20 kg chawal ₹37 wala aur 12 "
     "packet chai patti bhej do.", [("order", "rice-1kg"), ("order", "tea-250g")]),
])
def test_goods_not_sent_beside_their_stock_told_read_as_before(text, want):
    assert [(k, s) for k, s, *_ in _read(text)] == want


# 3e. A decision put off right after a rate asked, beside goods ordered, puts off only the goods asked after.
@pytest.mark.parametrize("text, ordered, asked", [
    ("Namaste Bharat ji,\n24 piece Colgate aur 10 packet Surf Excel bhej dijiye kal tak.\nParle-G ka rate kya hai "
     "aajkal? Woh baad mein dekhte hain.", [("toothpaste-100g", 24), ("detergent-1kg", 10)], "biscuits-65g"),
    ("Please send 20 kg rice. What is the sugar rate these days? Let me check and confirm.", [("rice-1kg", 20)],
     "sugar-1kg"),
    ("24 कोलगेट और 10 पैकेट सर्फ़ एक्सेल भेज दीजिए। पारले-जी का भाव क्या है? वो बाद में देखते हैं।",
     [("toothpaste-100g", 24), ("detergent-1kg", 10)], "biscuits-65g"),
    ("20 किलो चावल भेजिए। चीनी का भाव क्या है आजकल? वो बाद में देखते हैं।", [("rice-1kg", 20)], "sugar-1kg"),
    ("20 kilo chawal bhejo. Cheeni ka rate kya hai? Woh baad mein dekhte hain.", [("rice-1kg", 20)], "sugar-1kg"),
])
def test_a_decision_put_off_after_a_rate_asked_puts_off_only_those_goods(text, ordered, asked):
    got = _read(text)
    assert [(s, q) for k, s, q, *_ in got if k == "order"] == ordered
    assert [(k, s) for k, s, *_ in got if k != "order"] == [("ask_quote", asked)]


@pytest.mark.parametrize("text", [
    "20 kilo chawal bhejo. Woh baad mein dekhte hain.",  # the order itself put off
    "Chana dal 70 kilo... dekhte hain.",
    "20 kilo chawal, rate kya hai? Baad mein dekhte hain.",
])
def test_an_order_put_off_stays_tentative(text):
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.tentative"


# 3f. An order said not to be cancelled, then ", just" a change of its goods: the change of that order.
@pytest.mark.parametrize("text, want", [
    ("O5 रद्द नहीं करना है, बस केले 8 दर्जन की जगह 5 दर्जन कर दीजिए।", ("banana-1dozen", 3, "O5")),  # the trial's
    ("O5 cancel nahi karna, bas kele 8 darjan ki jagah 5 darjan kar dijiye.", ("banana-1dozen", 3, "O5")),
    ("Don't cancel O8, just cut the mustard oil by 5 litres.", ("mustard-oil-1l", 5, "O8")),
    ("O3 रद्द मत कीजिए, बस चावल 40 किलो की जगह 25 किलो कर दीजिए।", ("rice-1kg", 15, "O3")),
    ("Don't cancel O3, just reduce the rice from 40 kg to 25 kg.", ("rice-1kg", 15, "O3")),
    ("O7 रद्द नहीं करना, बस पनीर हटा दीजिए।", ("paneer-200g", None, "O7")),
    ("O7 cancel nahi karna hai, bas paneer hata do.", ("paneer-200g", None, "O7")),
    ("Don't cancel O7, just remove the paneer.", ("paneer-200g", None, "O7")),
])
def test_an_order_kept_then_just_changed_is_that_change(text, want):
    sku, qty, order = want
    assert _read(text) == [("cancel", sku, qty, None, None, order, None)]


@pytest.mark.parametrize("text", [
    "Don't cancel O5, just send it by 8 am.",  # nothing else the desk does: O5 kept
    "O12 रद्द मत कीजिए, बस हमें अभी भी चाहिए।",
])
def test_an_order_kept_with_nothing_else_asked_stays_refused(text):
    r = read_message(text, email=True)  # no_intent (corpus_chat README: nothing the desk does), not "cancel or keep?"
    assert not r.readable and r.reason_key == "no_intent.order_kept"
