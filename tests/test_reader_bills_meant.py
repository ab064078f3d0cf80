"""Which bill a bill intent names, and what a request for a bill is: silent misreadings found on blind-written text
(tests/corpus_holdout128, 129, 131 and corpus_probes34), read by reader fixer CF in session 36 (issue 10: a misreading
is the benchmark's defect, a refusal the model's failure). Each kind in English, Hindi and Hinglish, with probes of
our own writing (not from a corpus) and near sentences that must read as before:

1. the bill of an order, named as not come, is the bill asked ("please send the bill for O3, B3 has not reached us
   yet" → ``ask_bill`` B3), and goods in brackets after the order are its reminder (``lang.bills_meant``);
2. goods named inside a bill's description ("a corrected copy of bill B6 that leaves out the 14 curd packets") are
   no order (``lang.bills_meant``);
3. a bill to be paid when it comes is neither asked nor disputed; a separate bill asked for this order asks no bill
   now (``lang.bills_meant``);
4. a corrected or revised bill asked sent in a message finding no fault is the bill asked, not disputed ("Please send
   the revised B12 showing the adjustment", "कृपया समायोजन के साथ संशोधित B12 भेजिए"); with a fault said, the corrected
   bill asked is part of the dispute (``lang.revised_bill``);
5. the whole account asked beside a payment is asked ("Paid B9. How much do we owe you in total now?", "हमारा बाकी
   ₹11,000 होना चाहिए — कृपया पुष्टि करें"), not the paid bill asked again and dropped (``lang.balance_told``,
   ``lang.settle``).

Rows: (kind, sku, quantity in selling units, unit price in paise, order id, bill id).
"""
from __future__ import annotations

import pytest

from tests.reader_intents import intents, read_as, refused


def _ab(bill=None, order=None):
    return ("ask_bill", None, None, None, order, bill)


def _pay(bill):
    return ("pay", None, None, None, None, bill)


def _dis(bill, order=None):
    return ("dispute", None, None, None, order, bill)


def _o(sku, q, price=None):
    return ("order", sku, q, price, None, None)


# --- 1. the bill of an order, named as not come ---------------------------------------------------------------------

NOT_COME = [
    # holdout129 a7024, a7040
    ("Sharma ji, good news 🙂 Paid B1 today by UPI, ref no. 447120, ₹5,470. Also, please send the bill for O3, B3 has "
     "not reached us yet.", [_pay("B1"), _ab("B3")]),
    ("शर्मा जी, आज B1 का भुगतान यूपीआई से कर दिया, ₹5,470। और O3 का बिल भेज दीजिए, B3 अभी तक नहीं मिला।",
     [_pay("B1"), _ab("B3")]),
    ("Sharma ji, aaj B1 ka payment UPI se kar diya, ₹5,470. Aur O3 ka bill bhej dijiye, B3 abhi tak nahi mila.",
     [_pay("B1"), _ab("B3")]),
    ("We have paid B5 in full by NEFT today. Kindly also send the bill for O11 (paneer and butter), as B11 is not yet "
     "with us.", [_pay("B5"), _ab("B11")]),
    ("आज NEFT से B5 का पूरा भुगतान कर दिया है। कृपया O11 (पनीर और मक्खन) का बिल भी भेज दीजिए, B11 अभी हमारे पास नहीं "
     "आया।", [_pay("B5"), _ab("B11")]),
    ("Aaj NEFT se B5 ka poora payment kar diya hai. Kripya O11 (paneer aur makkhan) ka bill bhi bhej dijiye, B11 abhi "
     "hamare paas nahi aaya.", [_pay("B5"), _ab("B11")]),
    # probes of our own
    ("Please send the bill for O8; we have not received B8 yet.", [_ab("B8")]),
    ("O9 (आटा और चीनी) का बिल भेजिए; B9 अभी तक नहीं आया।", [_ab("B9")]),
    ("O9 ka bill bhejiye, B9 humein abhi tak nahi mila.", [_ab("B9")]),
    ("Paid B7. The bill for O9 (B9) hasn't come, please send it.", [_pay("B7"), _ab("B9")]),
]

NOT_COME_NEAR = [  # the order's bill asked with no bill named as not come: as before
    ("Please send the bill for O9.", [_ab(order="O9")]),
    ("O9 का बिल भेज दीजिए।", [_ab(order="O9")]),
    ("O9 ka bill bhej dijiye.", [_ab(order="O9")]),
    ("Paid B21. Please send the bill for order O50.", [_pay("B21"), _ab(order="O50")]),
]


@pytest.mark.parametrize("text,want", NOT_COME + NOT_COME_NEAR)
def test_the_bill_named_as_not_come_is_the_bill_asked(text, want):
    assert intents(text, email=True) == want


# --- 2. goods inside a bill's description ---------------------------------------------------------------------------

LEFT_OUT = [
    # holdout131 c7039
    ("Dear Sir,\n\nPlease send us a corrected copy of bill B6 that leaves out the 14 curd packets which arrived sour. "
     "We have also paid B11 (the wedding ghee and paneer) in full today by NEFT.", [_ab("B6"), _pay("B11")]),
    ("कृपया बिल B6 की सुधरी हुई कॉपी भेजिए जिसमें खट्टे आए 14 दही के पैकेट न जुड़े हों। साथ ही, आज हमने B11 (शादी वाला "
     "घी और पनीर) का पूरा भुगतान NEFT से कर दिया है।", [_ab("B6"), _pay("B11")]),
    ("Please bill B6 ki sudhri hui copy bhejiye jisme khatte aaye 14 dahi ke packet na jude hon. Saath hi, aaj humne "
     "B11 (shaadi wala ghee aur paneer) ka poora payment NEFT se kar diya hai.", [_ab("B6"), _pay("B11")]),
]


@pytest.mark.parametrize("text,want", LEFT_OUT)
def test_goods_left_out_of_a_bill_asked_are_no_order(text, want):
    assert intents(text, email=True) == want


def test_goods_ordered_in_their_own_sentence_stay_ordered():
    assert intents("Send 10 packets of curd. Please send a copy of B6.", email=True) == [
        _o("curd-400g", 10), _ab("B6")]


# --- 3. a bill to be paid when it comes; a separate bill for this order ----------------------------------------------

LATER = [
    # holdout128 o9045
    ("Dear Agarwal ji,\n\nThank you for getting the chura of O14 to us on the 13th, just in time.\n\nAs per our books, "
     "our balance with you stands at ₹27,400 against the credit limit of ₹30,000. Before we place any further order, "
     "could you please send us bill B14 so that we can reconcile the figures? We will clear B9 as soon as the "
     "corrected copy reaches us.", [_ab("B14")]),
    # probes of our own (the Hindi and Hinglish had disputed B9, silently)
    ("कृपया हमें बिल B14 भेज दें। B9 का सुधरा बिल मिलते ही हम उसे चुका देंगे।", [_ab("B14")]),
    ("Kripya humein bill B14 bhej dijiye. B9 ka sudhra bill milte hi hum use chuka denge.", [_ab("B14")]),
    ("Please send bill B14. We will clear B9 as soon as the corrected copy reaches us.", [_ab("B14")]),
    # holdout128 o9004 (shortened) and a probe
    ("Please book 50 kg sugar at ₹42/kg. Kindly raise a separate bill for this order.", [_o("sugar-1kg", 50, 4200)]),
    ("Send 20 kg rice. Please send a separate bill for these goods.", [_o("rice-1kg", 20)]),
    ("20 kilo chawal bhej dijiye. Is order ka bill alag se banaiye.", [_o("rice-1kg", 20)]),
    ("20 किलो चावल भेज दीजिए। इस ऑर्डर का बिल अलग से बनाइए।", [_o("rice-1kg", 20)]),
]

LATER_NEAR = [  # a bill named wrong beside the promise still disputes it; a bill asked with an order is still asked
    ("B9 is wrong. We will pay B9 once the corrected copy reaches us.", [_dis("B9")]),
    ("Send 20 kg rice. Please send the bill for O7 too.", [_o("rice-1kg", 20), _ab(order="O7")]),
]


@pytest.mark.parametrize("text,want", LATER + LATER_NEAR)
def test_a_bill_to_be_paid_when_it_comes_or_billed_apart_is_not_asked(text, want):
    assert intents(text, email=True) == want


# --- 4. a corrected or revised bill asked sent ---------------------------------------------------------------------

REVISED = [
    # holdout129 a7043
    ("> Shree Shyam Oils, 25 March: Sorry for the double payment of B4. We will adjust ₹3,168 in B12.\n\nThank you. "
     "Please send the revised B12 showing the adjustment. Also send 12 litres of refined oil at ₹112 per litre.",
     [_ab("B12"), _o("refined-oil-1l", 12, 11200)]),
    ("> श्री श्याम ऑयल्स, 25 मार्च: B4 के दोहरे भुगतान के लिए खेद है। ₹3,168 हम B12 में समायोजित कर देंगे।\n\nधन्यवाद। "
     "कृपया समायोजन के साथ संशोधित B12 भेजिए। साथ में 12 लीटर रिफाइंड तेल ₹112 प्रति लीटर भेज दीजिए।",
     [_ab("B12"), _o("refined-oil-1l", 12, 11200)]),
    ("> Shree Shyam Oils, 25 March: B4 ke double payment ke liye maafi. ₹3,168 hum B12 mein adjust kar denge.\n\n"
     "Dhanyavaad. Kripya adjustment ke saath revised B12 bhejiye. Saath mein 12 litre refined tel ₹112 per litre bhej "
     "dijiye.", [_ab("B12"), _o("refined-oil-1l", 12, 11200)]),
    # holdout129 a7021 (its note)
    ("We are still waiting for a corrected B2. Please send it with this delivery.", [_ab("B2")]),
    ("हमें अब भी सही किया हुआ B2 नहीं मिला। इसी डिलीवरी के साथ भेज दीजिए।", [_ab("B2")]),
    ("Humein ab bhi sahi kiya hua B2 nahi mila. Isi delivery ke saath bhej dijiye.", [_ab("B2")]),
    # probes of our own
    ("Please send the revised bill B13.", [_ab("B13")]),
    ("Please send the corrected bill B13.", [_ab("B13")]),
    ("कृपया संशोधित B12 भेजिए।", [_ab("B12")]),
]

REVISED_NEAR = [  # a fault said: the corrected bill asked is part of the complaint
    ("B14 bills 5 trays of eggs, but O14 was for 4 trays — please correct it.", [_dis("B14")]),  # (the bill alone: the forty-fourth session's convention)
    ("The sugar in B1 is charged at ₹43, but you agreed ₹41. We dispute B1; please send a corrected bill.",
     [_dis("B1")]),
    ("B13 is wrong. Please send the corrected bill B13.", [_dis("B13")]),
    ("B15 में कोका-कोला की 24 बोतलें जोड़ी गई हैं, जो हमने ड्राइवर को लौटा दी थीं। कृपया संशोधित B15 भेजिए।", [_dis("B15")]),
]


@pytest.mark.parametrize("text,want", REVISED + REVISED_NEAR)
def test_a_corrected_bill_asked_with_no_fault_said_is_asked(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", ["Hamari baat ₹112 litre pe hui thi. B978 sahi karke bhejiye.", "B978 सही करके भेजिए।"])
def test_a_bill_asked_corrected_is_not_read_as_the_corrected_bill_sent(text):
    """"sahi karke" (correct it, then send) asks the correction, a complaint (holdout34 hl-c041's gold: dispute)."""
    assert refused(text, email=True)


# --- 5. the whole account asked beside a payment --------------------------------------------------------------------

ACCOUNT = [
    # corpus_probes34 i0045
    ("Paid ₹6,200 for B9 by UPI just now. Our outstanding after that should be ₹11,000 — please confirm.",
     [_pay("B9"), _ab()]),
    ("B9 के ₹6,200 अभी UPI से भेज दिए। उसके बाद हमारा बाकी ₹11,000 होना चाहिए — कृपया पुष्टि करें।", [_pay("B9"), _ab()]),
    ("B9 ke ₹6,200 abhi UPI se bhej diye. Uske baad hamara baaki ₹11,000 hona chahiye — confirm kar dena.",
     [_pay("B9"), _ab()]),
    # probes of our own
    ("Paid B9 today. How much do we owe you in total now?", [_pay("B9"), _ab()]),
    ("B9 का भुगतान आज कर दिया। अब कुल कितना बकाया है?", [_pay("B9"), _ab()]),
    ("B9 ka payment aaj kar diya. Ab total kitna baaki hai?", [_pay("B9"), _ab()]),
]

ACCOUNT_NEAR = [  # the rest of a bill promised, or the paid bill asked again: no question
    ("Paid ₹3,000 against B3 today. The balance will follow next week.", [_pay("B3")]),
    ("Paid B21. Please send the bill.", [_pay("B21")]),
]


@pytest.mark.parametrize("text,want", ACCOUNT + ACCOUNT_NEAR)
def test_the_whole_account_asked_beside_a_payment_is_asked(text, want):
    assert read_as(text) == want  # ("Paid B21. Please send the bill.": doubted until session 37's retraining)
