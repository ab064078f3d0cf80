"""A mail written as one JSON object (``lang.json_mail``) and records with decision, reference-price, unit and
payment keys (``lang.structured``): breaker S's kinds (holdout80), each read as a shopkeeper reads the printout."""
from __future__ import annotations

import pytest

from lang.json_mail import mail_of_json
from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text: str) -> list[tuple]:
    r = read_message(text, CAT, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text, rows", [
    # the writer's reasoning inside the object is not the message (its atta had been ordered, silently)
    ('{"reasoning": "We also need 20 kg atta but will order later", "body": "Please cancel O12."}',
     [("cancel", None, None, None, "O12", None)]),
    ('{"thought": "Supplier\'s sugar at ₹44 is too high", "body": "Please send 30 kg rice."}',
     [("order", "rice-1kg", 30, None, None, None)]),
    ('{"विचार": "चीनी ₹44 महँगी है", "body": "30 किलो चावल भेजिए।"}', [("order", "rice-1kg", 30, None, None, None)]),
    # an earlier order quoted in the object is context
    ('{"body": "Please send 20 kg sugar.", "previous_order": {"order_id": "O12", "items": [{"item": "rice", '
     '"qty_kg": 50}]}}', [("order", "sugar-1kg", 20, None, None, None)]),
    # the envelope's phone number and reference are no figures
    ('{"to": "Kumar Agencies", "from": "Shree Ganesh Kirana, ph 9876543210", "ref": "PO-2026-0117", '
     '"body": "Please send 15 packets Surf Excel 1 kg at ₹84 each."}', [("order", "detergent-1kg", 15, 8400, None, None)]),
    # a call whose arguments are a JSON string; a subject with an empty body; a call named for its action
    ('{"name": "send_email", "arguments": "{\\"to\\": \\"Sharma Traders\\", \\"body\\": \\"Send 3 cases of '
     'Coca-Cola at ₹37 a bottle\\"}"}', [("order", "soft-drink-750ml", 36, 3700, None, None)]),
    ('{"name": "send_email", "arguments": {"to": "Gupta Masale", "subject": "Order: 20 packets lal mirch 100g", '
     '"body": ""}}', [("order", "chilli-powder-100g", 20, None, None, None)]),
    ('<tool_call>\n{"name": "accept_quote", "arguments": {"quote_id": "Q12", "item": "namkeen", "price": 40}}\n'
     '</tool_call>', [("accept", "namkeen-200g", None, 4000, None, None)]),
    # records and a body, in the object's order
    ('{"order_items": [{"item": "rice", "qty_kg": 50}], "message": "Also send 10 kg sugar."}',
     [("order", "rice-1kg", 50, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]),
])
def test_a_mail_written_as_json(text, rows):
    assert _rows(text) == rows


def test_a_body_and_records_that_disagree_are_refused():
    r = read_message('{"to": "Gupta", "body": "Please send 40 kg atta.", "items": [{"item": "atta", "qty_kg": 50}]}',
                     CAT, email=True)
    assert not r.readable and r.reason_key.startswith("ambiguous_intent")


@pytest.mark.parametrize("text, rows", [
    # a decision key is the action; the supplier's quoted price is what is refused or accepted, never offered
    ('{"decision": "reject", "item": "ghee", "quoted_price": 560, "reason": "too high"}',
     [("reject", "ghee-1l", None, 56000, None, None)]),
    ('{"decision": "counter", "item": "sugar", "your_price": 44, "our_price": 41}',
     [("offer", "sugar-1kg", None, 4100, None, None)]),
    ('{"decision": "accept", "item": "moong dal", "price_per_kg": 102}', [("accept", "moong-dal-1kg", None, 10200, None, None)]),
    # a lot's price accepted is an accept of the lot, not an order (breaker S: had ordered the onions)
    ('{"quote_response": "accepted", "item": "onion", "qty_kg": 50, "total_inr": 1500}',
     [("accept", "onion-1kg", 50, 3000, None, None)]),
    # a unit as the count's key; the Hindi rate key दर
    ('{"order": [{"item": "almonds", "packets": 10, "rate": 88}], "note": "last time 15 packets came"}',
     [("order", "almonds-100g", 10, 8800, None, None)]),
    ('{"वस्तु": "गुड़", "मात्रा": "20 किलो", "दर": "₹60/किलो"}', [("order", "jaggery-1kg", 20, 6000, None, None)]),
    # payments written as records
    ('Payment done for the bill below.\n{"payment": {"bill_id": "B17", "amount_inr": 8450, "mode": "UPI"}}',
     [("pay", None, None, None, None, "B17")]),
    ('Paid today:\n[{"bill": "B4", "amount": 1200}, {"bill": "B5", "amount": 980}]',
     [("pay", None, None, None, None, "B4"), ("pay", None, None, None, None, "B5")]),
    ('pay_bill(bill_id="B22", amount=5400, note="full payment")', [("pay", None, None, None, None, "B22")]),
])
def test_records_with_decisions_references_units_and_payments(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", ['{"item": "rice", "qty_kg": 40}', "no braces here", '{"body": ', "[1, 2]",
                                  '{"a": ' * 5000 + "1" + "}" * 5000, '{"body": 42}'])
def test_what_is_no_mail_is_left_to_the_other_readers(text):
    assert mail_of_json(text) is None
