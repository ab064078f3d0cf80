"""Stage 6d of reading (``lang.id_guard``): a payment or cancel acted on only where its id's sentence says nothing
else of it. Each case is refused with the key named, in the three languages; the controls are read as before."""
import pytest

from lang.reader import read_message
from lang.refusals import reader_reason

REFUSED = [
    # a word that leaves some out
    ("Cancel every open order apart from O14.", "ambiguous_intent.except_id"),
    ("O14 के सिवा बाकी सब रद्द करें।", "ambiguous_intent.except_id"),
    ("Pay all bills other than B9, here is ₹3,000 for B8.", "ambiguous_intent.except_id"),
    # a negation beside a payment
    ("B30 ka payment abhi nahi kiya, B31 ka ₹500 bhej rahe hain.", "ambiguous_intent.negated_id"),
    ("Payment for B12 — ₹800 — not for B13.", "ambiguous_intent.negated_id"),
    ("B12 का ₹800 भेजा, B13 का नहीं।", "ambiguous_intent.negated_id"),
    # a time before today beside a payment or a cancel
    ("We settled B7 a week ago; paying B8 ₹1,200 today.", "ambiguous_intent.told_past"),
    ("B7 paid last month. Paying ₹1,200 for B8.", "ambiguous_intent.told_past"),
    ("Pichle hafte B7 clear kiya, aaj B8 ka ₹1,200 bheja.", "ambiguous_intent.told_past"),
]


@pytest.mark.parametrize("text,key", [c for c in REFUSED if c[1]])
def test_refused_with_the_key(text, key):
    r = read_message(text)
    assert not r.readable, (text, r.intents)
    assert r.reason_key == key, (text, r.reason)


@pytest.mark.parametrize("text,key", [c for c in REFUSED if c[1]])
def test_the_reason_reaches_the_writer_in_their_language(text, key):
    r = read_message(text)
    said = reader_reason(r.reason_key, r.reason_args, r.language)
    assert said
    if r.language == "hi":  # no English inside a Hindi reply (the ids aside)
        import re
        assert not re.search(r"[A-Za-z]{2,}", said), said


CONTROLS = [
    ("Paid ₹980 for B5 today.", [("pay", "B5", 98000)]),
    ("B-107 का भुगतान कल UPI से हो गया, ₹4,820।", None),  # a notice of yesterday's payment: read as before
    ("Bill no.: B412\nAmount: ₹9,340 paid by NEFT today.", [("pay", "B412", 934000)]),
    ("Order O219 mein chawal 80 kg ki jagah 50 kg kar dijiye, kyunki pichhla stock abhi nahi bika.", None),
    ("B27 is double — the same 10 kg ghee was billed on B25 too. Please check.", None),
]


@pytest.mark.parametrize("text,expected", CONTROLS)
def test_controls_are_not_refused_by_the_guard(text, expected):
    r = read_message(text)
    assert not (r.reason_key or "").startswith(("ambiguous_intent.other_id", "ambiguous_intent.except_id",
                                                "ambiguous_intent.negated_id", "ambiguous_intent.told_past")), r.reason
    if expected is not None:
        got = [(i.kind, i.bill_id or i.order_id, i.total_paise) for i in r.intents]
        assert r.readable and got == expected, (text, r.reason, got)


AT_REST = [
    ("Cancel O21 and O23. O22 should go ahead as planned.", [("cancel", "O21"), ("cancel", "O23")]),
    ("O73 cancel kar do. O71, O72 waise hi rehne do.", [("cancel", "O73")]),
    ("O52 कल मिल गया था। O54 वाला सामान कब तक आएगा?", [("ask_delivery", "O54")]),
    ("Not B16 — B17 is the one we're settling today. Transferred ₹1,240 just now.", [("pay", "B17")]),
    ("O81 mil gaya, sab sahi tha. Ab 15 kilo chana dal bhej do, ₹74 wala rate.", [("order", None)]),
]


@pytest.mark.parametrize("text,expected", AT_REST)
def test_an_id_told_as_needing_nothing_is_context(text, expected):
    """An id no intent carries, in a sentence with no figure, question or complaint that says it stays, came, is
    done or is fine (or a negation right by it), is context — before, every such message was refused 'what about
    O22?' (holdout38: twelve of its 180 messages)."""
    r = read_message(text)
    assert r.readable, r.reason
    assert [(i.kind, i.order_id or i.bill_id) for i in r.intents] == expected


@pytest.mark.parametrize("text", [
    "O81 mil gaya par 5 kilo kam tha. 20 kilo chawal bhejo.",  # a complaint about O81: never set aside
    "O30 की डिलीवरी कहाँ तक पहुँची? 20 किलो चावल भेजो।",  # a question about O30
])
def test_an_id_with_a_complaint_or_a_question_is_not_set_aside(text):
    r = read_message(text)
    assert not r.readable or any(i.order_id for i in r.intents), (r.reason, r.intents)


@pytest.mark.parametrize("text,expected", [
    ("B75 (₹3,240) aur B76 (₹1,980) dono ka payment aaj NEFT se kar diya hai. B77 ka payment hum 5 tarikh ko karenge.",
     ["B75", "B76"]),
    ("Haven't paid B14 yet, will do Monday. B13 paid just now.", ["B13"]),
])
def test_a_bill_of_its_own_put_off_beside_payments_now_is_not_paid(text, expected):
    """Holdout38 (unseen): the whole message had been refused 'a payment for later is no payment now'; a bill put
    off in a sentence of its own, paid nowhere else, leaves the payments made now standing."""
    r = read_message(text)
    assert r.readable, r.reason
    assert [i.bill_id for i in r.intents if i.kind == "pay"] == expected


def test_part_of_a_bill_now_and_the_rest_later_pays_the_part():
    """Had been refused until session 32: with the amount said, the payment carries it (lang.part_paid) and the desk
    pays B5 only if ₹500 is what it comes to, else refuses naming both sums."""
    r = read_message("Paying B5 ₹500 now, the rest of B5 on Monday.")
    assert r.readable and [(i.kind, i.bill_id, i.total_paise) for i in r.intents] == [("pay", "B5", 50000)]
    assert not read_message("Paying part of B5 now, the rest of B5 on Monday.").readable


@pytest.mark.parametrize("text", [
    "Pay B11 ₹1,850 and B12 ₹2,400 — both transferred by NEFT this morning.",
    "B11 ka ₹1,850 aur B12 ka ₹2,400 NEFT kar diya aaj subah.",
    "B11 का ₹1,850 और B12 का ₹2,400 आज सुबह NEFT कर दिया।",
])
def test_each_bill_paid_with_its_own_amount_carries_it(text):
    """The breaker's kind A4: both bills were paid with no amount (settled in full, whatever was sent)."""
    r = read_message(text)
    assert [(i.kind, i.bill_id, i.total_paise) for i in r.intents] == [("pay", "B11", 185000), ("pay", "B12", 240000)]


def test_one_amount_for_several_bills_is_no_bills_amount():
    r = read_message("Paid B7 and B9 through UPI this morning, ₹4,320 in total.")
    assert [(i.bill_id, i.total_paise) for i in r.intents] == [("B7", None), ("B9", None)]


@pytest.mark.parametrize("text", ["Transferring ₹980 for B57 now.", "B57 ke ₹980 transfer kar rahe hain abhi.",
                                  "B57 के ₹980 अभी ट्रांसफर कर रहे हैं।"])
def test_a_payment_being_made_pays(text):
    """The breaker's finding: a payment said in the present ("Transferring …", "transfer kar rahe hain") was
    refused as no intent in all three languages."""
    r = read_message(text)
    assert [(i.kind, i.bill_id, i.total_paise) for i in r.intents] == [("pay", "B57", 98000)]


@pytest.mark.parametrize("text,bill,paise", [("B7 ka 4500 bhej diya UPI se", "B7", 450000),
                                              ("payment B50 done, 5000", "B50", 500000)])
def test_a_bare_amount_beside_a_payment_is_its_amount(text, bill, paise):
    """A second breaker's kind (fad0e8c) had settled the bill in full, whatever 4500 was; the bare number in a
    payment of one bill naming no goods is now its amount, as "₹4500" is (``lang.paid_bare``; holdout 66's voice
    notes, fixer I of the twenty-sixth session)."""
    assert [(i.kind, i.bill_id, i.total_paise) for i in read_message(text).intents] == [("pay", bill, paise)]


@pytest.mark.parametrize("text", [
    # a second breaker's kinds (599 unseen messages on fad0e8c): each was acted on
    "B31: 2 packets of paneer were spoiled, reduce the amount.",
])
def test_a_disputes_goods_are_asked(text):
    assert not read_message(text).readable


def test_money_asked_off_a_bill_for_spoiled_goods_disputes_the_bill():
    """The breaker's Hinglish had cut 2 paneer from an open order; refused until session 37, since ``lang.bill_reduced``
    ("B2 mein unke paise kam kar dijiye") a dispute of B31 alone, no cut — the English above is still refused."""
    r = read_message("B31 mein 2 packet paneer kharab nikla, paisa kam karo")
    assert [(i.kind, i.sku, i.order_id, i.bill_id) for i in r.intents] == [("dispute", None, None, "B31")]


def test_a_cheque_number_is_no_amount():
    r = read_message("B919 के लिए चेक नं. 118804 आपके आदमी को दे दिया।")
    assert [(i.kind, i.bill_id) for i in r.intents] == [("pay", "B919")]


@pytest.mark.parametrize("text", ["ye lo 20 rupaye wapas", "aapne 500 diye", "kal ka 200 baaki hai"])
def test_change_cash_handed_over_or_an_old_debt_is_no_bill_at_the_counter(text):
    from lang.counter_words import read_at_counter
    assert not read_at_counter(text).readable
