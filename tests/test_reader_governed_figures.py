"""Figures a dispute or a payment tells about, in a message that also asks something else, are the dispute's or
the payment's (``lang.governed_figures``); a figure beside them that may be a new order or price is still asked."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

DISPUTE_BILL = [("dispute", None, None, None, None, "B17"), ("ask_bill", None, None, None, "O20", None)]
PAY_DISPUTE = [("pay", None, None, None, None, "B13"), ("dispute", None, None, None, None, "B14")]


@pytest.mark.parametrize("text, read", [
    ("Small issue: bill B17 charges ₹48 per kg for sugar, but we had agreed on ₹42. Please correct it 🙏\n\n"
     "And please send the bill for O20 as well.", DISPUTE_BILL),
    ("Ek problem: bill B17 mein cheeni ₹48 kilo lagayi hai, par baat ₹42 ki hui thi. Please theek kar dijiye.\n\n"
     "Aur O20 ka bill bhi bhej dijiye.", DISPUTE_BILL),
    ("एक दिक्कत: बिल B17 में चीनी ₹48 किलो लगाई है, पर बात ₹42 की हुई थी। कृपया ठीक कर दीजिए।\n\n"
     "और O20 का बिल भी भेज दीजिए।", DISPUTE_BILL),
    ("We have paid bill B13 in full today. Regarding bill B14, the tomato rate is shown as ₹36 per kg, but we had "
     "agreed on ₹32. Please check and correct B14.", PAY_DISPUTE),
    ("B13 ka payment aaj poora kar diya. Bill B14 mein tamatar ₹36 kilo likha hai, par ₹32 tay hua tha. Please B14 "
     "check karke theek kijiye.", PAY_DISPUTE),
    ("बिल B13 का भुगतान आज पूरा कर दिया। बिल B14 में टमाटर ₹36 किलो लिखा है, पर ₹32 तय हुआ था। कृपया B14 जाँच कर "
     "ठीक कीजिए।", PAY_DISPUTE),
    ("Bill B17 mein 10 packet paneer likha hai, mile 8. Theek karo. Aur O20 ka bill bhejo", DISPUTE_BILL),
])
def test_a_disputes_figures_beside_another_request(text, read):
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text", [
    "B14 paid. UTR 509812334410. ₹4,300.",
    "B14 ka payment ho gaya. UTR 509812334410. ₹4,300.",
    "B14 का भुगतान हो गया। UTR 509812334410. ₹4,300.",
])
def test_a_payments_amount_in_a_clause_of_its_own(text):
    assert intents(text, email=True) == [("pay", None, None, None, None, "B14")]


@pytest.mark.parametrize("text", [
    "Aaj NEFT se ye bills chuka diye hain:\n\n| Bill | Amount | UTR |\n|---|---|---|\n"
    "| B31 | ₹6,240 | SBIN426118830215 |\n| B33 | ₹2,180 | SBIN426118830311 |",
    "आज NEFT से ये बिल चुका दिए हैं:\n\n| बिल | रकम | UTR |\n|---|---|---|\n"
    "| B31 | ₹6,240 | SBIN426118830215 |\n| B33 | ₹2,180 | SBIN426118830311 |",
    "Paid these bills by NEFT today:\n\n| Bill | Amount | UTR |\n|---|---|---|\n"
    "| B31 | ₹6,240 | SBIN426118830215 |\n| B33 | ₹2,180 | SBIN426118830311 |",
])
def test_a_table_of_bills_paid(text):
    assert intents(text, email=True) == [("pay", None, None, None, None, "B31"), ("pay", None, None, None, None, "B33")]


@pytest.mark.parametrize("text", [
    # (session 33: "Paid B15 … Gupta's sugar was ₹41 this week" reads holdout96 y9039's gold, the payment alone: the
    # ₹41 is another seller's, told — not the payment's amount; tests/test_reader_overrefused33.py)
    "B14 paid. 20 kg sugar",  # a count beside a payment: an order?
    "B17 is wrong. Send the bill for O20. 10 kg sugar",  # after another request: not the dispute's
    # a dispute table whose "agreed" column made accepts: the figures left over still show it
    "**Rate mismatch on Bill B58**\n\n| item | agreed | billed |\n|---|---|---|\n| Sugar | ₹41/kg | ₹45/kg |\n"
    "| Toor dal | ₹128/kg | ₹136/kg |\n\nPlease issue a corrected bill.",
])
def test_figures_that_may_be_something_else_are_still_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


def test_an_order_beside_a_dispute_reads_as_before():
    assert intents("Bill B17 is wrong, we got 8 packets paneer not 10. Also send 5 kg sugar", email=True) == [
        ("dispute", None, None, None, None, "B17"), ("order", "sugar-1kg", 5, None, None, None)]


@pytest.mark.parametrize("text", [
    "**B17:** ✅ Paid — ₹3,115 via IMPS, ref 230917554.\n\n**B18:** ⚠️ Disputed. It shows 40 kg rice; we received "
    "30 kg (challan attached).\n\n**Action needed:** Please revise B18.",
    "**B17:** ✅ Payment ho gaya — ₹3,115, IMPS se, ref 230917554.\n\n**B18:** ⚠️ Objection hai. Isme 40 kg chawal "
    "likha hai; hamein 30 kg mila (challan saath mein hai).\n\n**Action needed:** Please B18 sudhaar dijiye.",
    "**B17:** ✅ भुगतान हो गया — ₹3,115, IMPS से, रेफ़ 230917554।\n\n**B18:** ⚠️ आपत्ति है। इसमें 40 किलो चावल लिखा "
    "है; हमें 30 किलो मिला (चालान साथ में है)।\n\n**ज़रूरी कार्रवाई:** कृपया B18 सुधार दीजिए।",
])
def test_a_payment_and_a_dispute_each_with_its_figures(text):
    assert intents(text, email=True) == [("pay", None, None, None, None, "B17"), ("dispute", None, None, None, None, "B18")]


@pytest.mark.parametrize("text", [
    "Payment status:\n\n| Bill | Amount | Status |\n|---|---|---|\n| B3 | ₹4,200 | Paid |\n| B4 | ₹1,150 | Paid |\n"
    "| B5 | ₹2,800 | Will pay Friday |",
    "Payment status:\n\n| Bill | Amount | Status |\n|---|---|---|\n| B3 | ₹4,200 | De diya |\n| B4 | ₹1,150 | De diya |\n"
    "| B5 | ₹2,800 | Friday ko denge |",
    "पेमेंट की स्थिति:\n\n| बिल | रकम | स्थिति |\n|---|---|---|\n| B3 | ₹4,200 | चुका दिया |\n| B4 | ₹1,150 | चुका दिया |\n"
    "| B5 | ₹2,800 | शुक्रवार को देंगे |",
])
def test_a_bill_promised_for_later_beside_bills_paid(text):
    assert [(k, b) for k, _, _, _, _, b in intents(text, email=True)] == [("pay", "B3"), ("pay", "B4")]


@pytest.mark.parametrize("text", [
    "About the onions of the 14th: B14 says 50 kg but it weighed 46 kg on our kaanta, and 3-4 kg were rotten. Please fix B14. Send 5 dozen bananas "
    "on the 19th, ₹44 a dozen.",
    "14 तारीख़ वाले प्याज़ के बारे में: B14 में 50 किलो लिखा है पर हमारे काँटे पर 46 किलो निकला, और 3-4 किलो सड़ा हुआ था। B14 ठीक कर दो। 19 तारीख़ को 5 "
    "दर्जन केले भेज देना, ₹44 दर्जन।",
    "14 tareekh wale pyaaz ke baare mein: B14 mein 50 kilo likha hai par hamare kaante pe 46 kilo nikla, aur 3-4 kilo sada hua tha. B14 theek kar do. 19 "
    "tareekh ko 5 darjan kele bhej dena, ₹44 darjan.",
])
def test_a_disputes_facts_with_the_hua_of_a_state(text):
    """"सड़ा हुआ था" / "sada hua tha": the "hua" a counter total is said with stands in a dispute's facts (fixer I,
    s30: holdout120 a8031 had asked "what is 50 किलो for?")."""
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B14"),
                                         ("order", "banana-1dozen", 5, 4400, None, None)]
