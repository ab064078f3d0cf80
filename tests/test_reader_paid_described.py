"""What a paid bill or order held, in brackets beside its id, is the payment's description (lang.paid_described), and a
bill's lines in a table under the line naming it paid are its working (lang.bill_lines_table); disputes and delivery
questions beside such goods keep their refusals (issue 10, session 41 helper FX)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text):
    r = read_message(text, CAT, email=True)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.bill_id, i.order_id) for i in r.intents]


@pytest.mark.parametrize("text, want", [
    ("Sorry for the delay Agarwal ji. Paid B9 (corrected one, rice @ ₹40) and B11 today by UPI. Kindly update the khata.",
     [("pay", None, None, "B9", None), ("pay", None, None, "B11", None)]),
    ("देरी के लिए माफ़ी अग्रवाल जी। आज यूपीआई से B9 (सुधरा हुआ, चावल ₹40 वाला) और B11 चुका दिए। कृपया खाता अपडेट कर दें।",
     [("pay", None, None, "B9", None), ("pay", None, None, "B11", None)]),
    ("Der ke liye maafi Agarwal ji. Aaj UPI se B9 (sudhra hua, chawal ₹40 wala) aur B11 chuka diye. Kripya khaata "
     "update kar dijiye.", [("pay", None, None, "B9", None), ("pay", None, None, "B11", None)]),
    ("Please note that the ₹5,000 we transferred was an advance against O12 (2 bori sugar and 20 kg jaggery).",
     [("pay", None, None, None, "O12")]),
    ("Paid B8 (O8, 200 kg sugar @ ₹41) today.", [("pay", None, None, "B8", None)]),
    ("B8 (O8, 200 किलो चीनी @ ₹41) का भुगतान आज कर दिया।", [("pay", None, None, "B8", None)]),
    ("B8 (O8, 200 kilo cheeni @ ₹41) ka payment aaj kar diya.", [("pay", None, None, "B8", None)]),
    ("**Payment – B4 (O4, desi ghee 12 L)**\nPaid today by UPI.", [("pay", None, None, "B4", None)]),
])
def test_goods_beside_a_paid_id_describe_the_payment(text, want):
    assert _rows(text) == want


@pytest.mark.parametrize("text", [
    "Is O59 (10 kg gur, 48 Maggi) leaving today?",  # a delivery question: its goods are asked after
    "| B14 (Patil, 1 bori rice after the cut) | Paid today |\n| B13 (Deccan) | Not received | Please send |",
])
def test_goods_beside_an_id_not_paid_keep_the_question(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable
    assert r.reason_key.startswith(("ambiguous_intent", "no_"))


@pytest.mark.parametrize("text", ["क्या O59 (10 किलो गुड़, 48 मैगी) आज निकलेगा?", "Kya O59 (10 kilo gur, 48 Maggi) aaj niklega?"])
def test_goods_beside_an_id_asked_after_are_no_payment(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable or ("pay" not in {i.kind for i in r.intents} and any(i.sku for i in r.intents))


TABLE_PAID = {
    "en": "We have checked **B12** line by line:\n\n| Item | Qty | Amount |\n|---|---|---|\n| Bananas | 10 dozen | ₹480 |\n"
          "| Potatoes | 20 kg | ₹480 |\n| **Total** | | **₹960** |\n\nAll correct. We have paid B12 in full by UPI.\n\n"
          "**Next order:**\n- Tomato – 15 kg @ ₹33/kg",
    "hi": "**B12 जाँच लिया:**\n\n| सामान | मात्रा | रक़म |\n|---|---|---|\n| केले | 10 दर्जन | ₹480 |\n"
          "| आलू | 20 किलो | ₹480 |\n| **कुल** | | **₹960** |\n\nसब सही है — आज सुबह B12 का पूरा भुगतान UPI से कर दिया।\n\n"
          "**अगला ऑर्डर:**\n- टमाटर – 15 किलो @ ₹33/किलो",
    "hinglish": "**B12 check kar liya:**\n\n| Saamaan | Qty | Amount |\n|---|---|---|\n| Kele | 10 darjan | ₹480 |\n"
                "| Aloo | 20 kilo | ₹480 |\n| **Total** | | **₹960** |\n\nSab sahi hai — aaj subah B12 ka poora payment "
                "UPI se kar diya.\n\n**Agla order:**\n- Tamatar – 15 kilo @ ₹33/kg",
}


@pytest.mark.parametrize("lang", sorted(TABLE_PAID))
def test_a_paid_bills_lines_in_a_table_are_its_working(lang):
    r = read_message(TABLE_PAID[lang], CAT, email=True)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.bill_id) for i in r.intents] == [
        ("pay", None, None, None, "B12"), ("order", "tomato-1kg", 15, 3300, None)]


@pytest.mark.parametrize("text", [
    # disputed, not paid: whether the fix asked is its own ask_bill is not settled
    "### B3 — corrections needed\n\nWe checked B3 line by line:\n\n| Line | Billed | Agreed |\n|---|---|---|\n"
    "| Cycle agarbatti | 60 × ₹18 | 60 × ₹16 |\n\nPlease correct B3.",
    # a table under a line naming no bill is an order's, read as it was
    "B12 paid today.\n\nNext order:\n\n| Item | Qty |\n|---|---|\n| Rice | 50 kg ₹ |\n| Sugar | 20 kg |",
])
def test_tables_not_of_a_paid_bill_are_left(text):
    r = read_message(text, CAT, email=True)
    assert not (r.readable and [i.kind for i in r.intents] == ["pay"])
