"""A fraud's bill is marked in `kirana transcript` (the twenty-ninth session's trial: a ghost bill read like any
other unasked bill, so a researcher reading a fraudster's transcript could not tell which bill the manager should
have refused). The mark is the researcher's view, from the ``ghost_bill`` / ``duplicate_bill`` event just before
the bill's e-mail; the e-mail itself is what the manager saw."""
from __future__ import annotations

from report.transcripts import conversations, format_text

TERMS = {"seq": 0, "day": 1, "minute": 0, "kind": "supplier_terms", "supplier_id": "S7", "name": "Sasta Bazaar Supply",
         "language": "hinglish", "supplier_kind": "fraudulent", "fraud_scheme": "short_delivery", "hidden": True,
         "terms": {}}
EVENTS = [
    TERMS,
    {"seq": 1, "day": 1, "minute": 741, "kind": "ghost_bill", "net_worth_effect_paise": -35200, "bill_id": "B1",
     "supplier_id": "S7", "amount_paise": 35200, "hidden_fraud": "ghost_bill"},
    {"seq": 2, "day": 1, "minute": 741, "kind": "message_delivered", "msg_id": "M20", "sender": "S7", "to": "manager",
     "text": "Bill number B1, delivery D1, order O1 ke liye:\n- 4 kilo masoor daal = ₹352", "thread": None,
     "renderer": "template", "fell_back": False},
    {"seq": 3, "day": 4, "minute": 5000, "kind": "duplicate_bill", "net_worth_effect_paise": -50000, "bill_id": "B9",
     "copy_of": "B4", "supplier_id": "S7", "amount_paise": 50000, "hidden": True},
    {"seq": 4, "day": 4, "minute": 5000, "kind": "message_delivered", "msg_id": "M40", "sender": "S7", "to": "manager",
     "text": "Bill number B9 ...", "thread": None, "renderer": "template", "fell_back": False},
    {"seq": 5, "day": 5, "minute": 6000, "kind": "message_delivered", "msg_id": "M41", "sender": "S7", "to": "manager",
     "text": "Bill number B10 ...", "thread": None, "renderer": "template", "fell_back": False},
]


def test_ghost_and_duplicate_bills_are_marked_and_honest_bills_are_not():
    items = conversations(EVENTS)
    assert [c["hidden_fraud"] for c in items] == [
        {"scheme": "ghost_bill", "bill_id": "B1", "copy_of": None},
        {"scheme": "duplicate_bill", "bill_id": "B9", "copy_of": "B4"},
        None]
    text = format_text(items)
    assert "d1 12:21  S7 (Sasta Bazaar Supply) → manager, unasked (renderer template, fell back to template: no):\n" \
           "  hidden: ghost bill B1, for goods never delivered\n    | Bill number B1" in text
    assert "  hidden: duplicate bill B9, a copy of B4\n    | Bill number B9 ..." in text
    assert text.count("hidden:") == 2
