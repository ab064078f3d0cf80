"""Follow-ups on what is already open (breaker R, 240 messages written from the conventions before the reader was
run): the kinds it found misread, each read as the shopkeeper reads it or refused."""
import pytest

from lang.reader import read_message


def _read(text):
    r = read_message(text, email=True)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "O89 में चावल 30 किलो से घटाकर 40 किलो कर दो।",  # a cut to more (had ordered 10 kg more)
    "O89 mein chawal 30 kilo se ghata ke 40 kilo kar do.",
    "O97 में 10 किलो प्याज़ और जोड़ दीजिए और आलू घटाकर 10 किलो कर दीजिए।",  # cut to 10, from how many? (had added)
    "O97 mein 10 kilo pyaaz aur jod dijiye aur aalu ghata ke 10 kilo kar dijiye.",
    "Add 10 kg sugar to O62. Actually, don't add anything to O62.",  # taken back (had added the sugar)
])
def test_a_change_that_cannot_be_made_or_is_taken_back_is_refused(text):
    assert not read_message(text, email=True).readable


def test_a_cut_to_fewer_still_cancels_the_difference():
    assert _read("O89 में चावल 30 किलो से घटाकर 20 किलो कर दो।") == [("cancel", "rice-1kg", 10, "O89", None)]


@pytest.mark.parametrize("text", [  # a wrong rate named under the quoted bill (had offered the refused ₹112)
    "> बिल B54: चावल 20 किलो ₹760, रिफाइंड तेल 5 लीटर ₹560। कुल ₹1,320।\n\n"
    "रिफाइंड का रेट गलत है — बात ₹108 लीटर की हुई थी, ₹112 की नहीं।",
    "> Bill B54: chawal 20 kilo ₹760, refined tel 5 litre ₹560. Total ₹1,320.\n\n"
    "Refined ka rate galat hai — baat ₹108 litre ki hui thi, ₹112 ki nahi.",
])
def test_a_wrong_rate_is_a_dispute_of_the_quoted_bill(text):
    assert _read(text) == [("dispute", None, None, None, "B54")]


@pytest.mark.parametrize("text", [  # goods added to "this order", named only in the quote (had placed a new order)
    "> Your order O54 is confirmed: 20 kg rice @ ₹38, 10 kg toor dal @ ₹135. Dispatch tomorrow 7 am.\n\n"
    "Thanks. Please add 5 kg moong dal to this order.",
    "> आपका ऑर्डर O54 पक्का: 20 किलो चावल @ ₹38, 10 किलो तूर दाल @ ₹135।\n\nधन्यवाद। इसी ऑर्डर में 5 किलो मूँग दाल भी "
    "जोड़ दीजिए।",
])
def test_goods_added_to_the_quoted_order_join_it(text):
    assert _read(text) == [("order", "moong-dal-1kg", 5, "O54", None)]


def test_goods_added_beside_a_cut_join_the_order_changed():
    text = ("With reference to our order O72, please make the following changes:\n- reduce sugar from 25 kg to 15 kg\n"
            "- add 10 packets of Tata Tea (250 g)")
    assert _read(text) == [("cancel", "sugar-1kg", 10, "O72", None), ("order", "tea-250g", 10, "O72", None)]


def test_without_this_order_a_new_order_under_a_quote_is_new():
    text = "> Your order O54 is confirmed: 20 kg rice @ ₹38.\n\nThanks. Please also send 5 kg moong dal."
    assert _read(text) == [("order", "moong-dal-1kg", 5, None, None)]


@pytest.mark.parametrize("text,expected", [
    ("status of order 41?? dispatched or not", [("ask_delivery", None, None, "O41", None)]),
    ("O41 ka kya hua?", [("ask_delivery", None, None, "O41", None)]),
    ("O41 kab aayegi?", [("ask_delivery", None, None, "O41", None)]),
    ("Resend B33 please, the copy got lost.", [("ask_bill", None, None, None, "B33")]),
    ("Send bills for O70 and O71.", [("ask_bill", None, None, "O70", None), ("ask_bill", None, None, "O71", None)]),
    # the send asks the bills (holdout34 en-c038: only O809's bill had been asked)
    ("Kindly send the bills for O809 and O815 so that we can close December accounts.",
     [("ask_bill", None, None, "O809", None), ("ask_bill", None, None, "O815", None)]),
    ("Send 10 kg sugar along with O94.", [("order", "sugar-1kg", 10, "O94", None)]),
    # both were refused before the session (tests/test_reader_verify.py, tests/test_reader_guards.py): the
    # question about O136 is now read as one, and "2 more … along with the order O15" adds to it
    ("Could you send 2 more packets of butter along with the order O15?", [("order", "butter-100g", 2, "O15", None)]),
    ("B60 का भुगतान कर दिया। O136 का क्या हुआ?", [("pay", None, None, None, "B60"),
                                                ("ask_delivery", None, None, "O136", None)]),
])
def test_follow_ups_in_their_own_words_are_read(text, expected):
    assert _read(text) == expected


def test_resend_of_goods_is_no_bill_question():
    r = read_message("Please resend 10 kg rice, it got wet.", email=True)
    assert not r.readable or all(i.kind != "ask_bill" for i in r.intents)


@pytest.mark.parametrize("text,expected", [
    ("Add one sack of rice to O79.", [("order", "rice-1kg", 50, "O79", None)]),  # "add" before a number word
    ("Order 79 - add one sack of rice.", [("order", "rice-1kg", 50, "O79", None)]),
    ("has order no 60 been dispached?? pls chek", [("ask_delivery", None, None, "O60", None)]),
    ("Arre bhaiya, O78's potatoes haven't come today also. By when?", [("ask_delivery", "potato-1kg", None, "O78", None)]),
    ("O100 में 15 पैकेट पनीर जोड़ देना।", [("order", "paneer-200g", 15, "O100", None)]),
])
def test_additions_and_late_goods_in_more_words(text, expected):
    assert _read(text) == expected


def test_add_with_no_count_adds_nothing():
    assert not read_message("Please add it to your khata.", email=True).readable


@pytest.mark.parametrize("text,expected", [
    ("1. O86 — मक्खन के 12 पैकेट अभी तक नहीं आए\n2. B56 — ₹2,400 UPI से चुका दिए\n3. नया ऑर्डर: 10 किलो बेसन",
     [("ask_delivery", "butter-100g", 12, "O86", None), ("pay", None, None, None, "B56"),
      ("order", "besan-500g", 20, None, None)]),  # the O86 line had been dropped
    ("O204 aur O205 ke bill abhi tak nahi aaye, dono bhej do.",
     [("ask_bill", None, None, "O204", None), ("ask_bill", None, None, "O205", None)]),  # in the order named
    ("Sugar ₹2,100 per bori (50 kg)?", [("offer", "sugar-1kg", None, 4200, None)]),  # the bori's weight, no count
])
def test_late_goods_ids_in_order_and_a_sacks_weight(text, expected):
    r = read_message(text, email=True)
    assert r.readable, r.reason
    got = [(i.kind, i.sku, i.quantity, i.order_id, i.bill_id) for i in r.intents]
    if expected[0][0] == "offer":
        got = [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.bill_id) for i in r.intents]
    assert got == expected


def test_customers_not_coming_is_no_delivery_question():
    assert not read_message("Bhai aaj baarish ki wajah se dukaan jaldi band kar di, customer hi nahi aaye", email=True).readable


@pytest.mark.parametrize("text,expected", [
    # the quoted mail's own words ("We can do", "send") are the supplier's: they neither offer nor order for us
    ("> We can do ₹37.50 for rice, last price.\n\nOk, ₹37.50 done. Book 60 kg.",
     [("accept", "rice-1kg", None, None, None), ("order", "rice-1kg", 60, None, None)]),
    ("Agreed.\n\n> Masoor dal ₹80/kg, delivery Friday", [("accept", "masoor-dal-1kg", None, None, None)]),
])
def test_the_quoted_mails_words_are_not_ours(text, expected):
    assert _read(text) == expected


def test_the_rest_said_under_a_quote_is_no_new_order():
    """Breaker R r054: the quoted 'We can send only 15 kg …' had ordered the remaining 10 kg again."""
    r = read_message("> We can send only 15 kg of the 25 kg chana dal on O77 today; the rest on Thursday.\n\n"
                     "Ok, but make sure the remaining 10 kg reaches us on Thursday.", email=True)
    assert not r.readable or not any(i.kind == "order" for i in r.intents)


def test_talk_later_decides_nothing():
    assert not read_message("ठीक है, बाद में बात करते हैं।\n\n> सरसों तेल ₹१३५ लीटर, कितना चाहिए?", email=True).readable


def test_the_rest_of_an_order_said_fine_beside_a_cut_keeps_it():
    """Was refused as 'O31 is cancelled and asked for again' ('is fine' read as asking for O31)."""
    assert _read("Please cancel 10 kg onion from O31, we over-ordered. Rest of O31 is fine.") == [
        ("cancel", "onion-1kg", 10, "O31", None)]


def test_a_json_tool_call_named_send_email_is_read_for_its_body():
    """The second trial: {"name": "send_email", "arguments": {…"body": …}} had been refused as naming no item."""
    text = '{"name": "send_email", "arguments": {"to": "S1", "body": "Please send 30 kg atta at ₹32/kg"}}'
    assert _read(text) == [("order", "atta-5kg", 6, None, None)]


def test_one_amount_for_two_bills_travels_with_both():
    r = read_message("Paid ₹4,500 against B7 and B8.", email=True)
    assert [(i.kind, i.bill_id, i.total_paise, i.note) for i in r.intents] == [
        ("pay", "B7", None, "paid together, paise: 450000"), ("pay", "B8", None, "paid together, paise: 450000")]


def test_a_bill_not_received_with_bhi_between_is_asked():
    """Holdout44 hi-w049 / hl-w049, after its sealed measure: the O48 bill had been dropped."""
    assert _read("O55 कब पहुँचेगा? O48 का बिल भी अभी तक नहीं मिला, कृपया भेजें।") == [
        ("ask_delivery", None, None, "O55", None), ("ask_bill", None, None, "O48", None)]


def test_goods_needed_then_a_bare_rate_question_ask_the_rate():
    """The second trial: three orders had been placed at the list price; a send still orders."""
    r = read_message("We need 40 kg chana dal, 20 kg moong dal and 10 kg masoor dal. What's your best price?",
                     email=True)
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == [
        ("ask_quote", "chana-dal-1kg", 40), ("ask_quote", "moong-dal-1kg", 20), ("ask_quote", "masoor-dal-1kg", 10)]
    sent = read_message("Send 40 kg chana dal. What's the rate?", email=True)
    assert [(i.kind, i.quantity) for i in sent.intents] == [("order", 40), ("ask_quote", None)]


@pytest.mark.parametrize("text,expected", [
    # holdout44's English refusals, after its sealed measure (development data)
    ("what about O42, when does it come?", [("ask_delivery", None, None, "O42", None)]),
    ("2 bori atta, 1 quintal rice — as per your rate list", [("order", "atta-5kg", 20, None, None),
                                                            ("order", "rice-1kg", 100, None, None)]),
    ("ask quote: chilli powder 100 g x 50, haldi 100 g x 50", [("ask_quote", "chilli-powder-100g", 50, None, None),
                                                              ("ask_quote", "turmeric-100g", 50, None, None)]),
    ('{"tool": "send_message", "to": "S5", "text": "Agreed, ₹195 per tray of 30 eggs. Please send 5 trays on Friday."}',
     [("accept", "eggs-1pc", None, None, None), ("order", "eggs-1pc", 150, None, None)]),
])
def test_more_english_follow_ups(text, expected):
    assert _read(text) == expected


def test_a_bare_ok_opening_the_goods_asked_is_no_acceptance():
    """Holdout44's convention: "ok 15 litre mustard oil @ ₹128" is an order at ₹128, not an acceptance (refused
    rather than read as one); "Ok, ₹38 then. 20 packets." still accepts and orders."""
    assert not read_message("ok 15 litre mustard oil @ ₹128.", email=True).readable or not any(
        i.kind == "accept" for i in read_message("ok 15 litre mustard oil @ ₹128.", email=True).intents)
    assert [i.kind for i in read_message("> We cannot supply chilli powder below ₹38 per packet.\n\nOk, ₹38 then. "
                                         "20 packets.", email=True).intents] == ["accept", "order"]
