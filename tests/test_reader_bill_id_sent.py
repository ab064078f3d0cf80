"""A bill named by its id as the thing to send is the bill asked for, not goods ordered (fixer CJ of the thirty-sixth
session, ``lang.bill_id_sent``; holdout126 k8010, holdout130 b7014, b7045, b7047 had been refused "how many pieces of
eggs?"): "Kindly send us B12 for the eggs", "अंडों का B12 भेज दीजिए", "Ghee ka B3 bhi bhej dijiye"; two ids sent by
one verb are both asked. Probes of our own writing in the three languages, and near sentences read as before."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

B7 = ("ask_bill", None, None, None, None, "B7")
B9 = ("ask_bill", None, None, None, None, "B9")


@pytest.mark.parametrize("text, want", [
    # probes of our own
    ("Please send B7 for the sugar.", [B7]),
    ("कृपया चीनी का B7 भेज दीजिए, इसी हफ़्ते चुकाना है।", [B7]),
    ("Please cheeni ka B7 bhej dijiye, isi hafte chukana hai.", [B7]),
    ("Please send B7 for the sugar and B9 for the rice.", [B7, B9]),
    ("चीनी का B7 और चावल का B9 भेज दीजिए।", [B7, B9]),
    ("Cheeni ka B7 aur chawal ka B9 bhej dijiye.", [B7, B9]),
    ("B7 bhi bhej do", [B7]),
    ("Please send us bill B7 for the atta and gur.", [B7]),
    ("Please send 10 kg chana dal at ₹70. And please send B7 for the rice.",
     [("order", "chana-dal-1kg", 10, 7000, None, None), B7]),
    ("B2 has been paid today. Kindly send us B7 for the eggs.", [("pay", None, None, None, None, "B2"), B7]),
    # holdout130 b7047, the two bills of one verb
    ("- B2 has been paid today by UPI (ref. 731209877).\n- Kindly send us B12 for the eggs and B13 for the Diwali "
     "butter, dahi and paneer order.", [("pay", None, None, None, None, "B2"),
                                        ("ask_bill", None, None, None, None, "B12"),
                                        ("ask_bill", None, None, None, None, "B13")]),
    ("- कृपया अंडों का B12 और दिवाली वाले मक्खन, दही और पनीर के ऑर्डर का B13 भेज दीजिए।",
     [("ask_bill", None, None, None, None, "B12"), ("ask_bill", None, None, None, None, "B13")]),
    # near sentences read as before
    ("Please send the bill B7 for the sugar.", [B7]),
    # a payment only wished is none (fixer CO, lang.pay_intended): the bill asked beside it is asked
    ("Please send us B7 for the sugar; we want to pay it this week.", [B7]),
    ("Please send B7 for the sugar. Thanks. We want to pay it this week.", [B7]),
])
def test_bill_id_sent_is_asked(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, key", [
    ("Send B7 with 20 kg sugar.", "ambiguous_intent.id"),  # goods counted beside it: the bill, or sent with it?
    ("चीनी 20 किलो और B7 भेज दीजिए।", "ambiguous_intent.id"),
    ("Send O7 for the sugar.", "no_quantity.how_many"),  # an order's id
    ("Send B12 for the eggs and O13 for the butter.", "no_quantity.how_many"),  # O13's bill, or its butter?
    ("Send B7 for the eggs and B9 is paid.", "no_quantity.how_many"),  # a payment beside: left as it was
])
def test_near_sentences_still_refused(text, key):
    assert refused(text, email=True) == key
