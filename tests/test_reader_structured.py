"""Messages written as data (``lang.structured``): records in fenced JSON/YAML blocks and tool calls written out
as text are read as the words they stand for; what they leave out is refused, never guessed."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from lang.structured import records_as_words
from lang.tool_call_text import tool_call_text
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text: str) -> list[tuple]:
    r = read_message(text, CAT)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text, rows", [
    ('Order for tomorrow:\n```json\n{"item": "rice", "qty_kg": 40, "rate_per_kg": 36}\n```',
     [("order", "rice-1kg", 40, 3600)]),
    ('Hi! This week\'s order:\n\n```json\n{\n  "order": [\n    {"item": "toor dal", "qty_kg": 20, "price_per_kg": 128},\n'
     '    {"item": "sugar", "qty_kg": 50, "price_per_kg": 41}\n  ],\n  "delivery": "Thursday morning"\n}\n```\nPlease confirm.',
     [("order", "toor-dal-1kg", 20, 12800), ("order", "sugar-1kg", 50, 4100)]),
    ("Please send the following:\n\n```yaml\norder:\n  - item: Parle-G\n    qty: 3 peti\n    rate: 4.20\n"
     "  - item: Maggi\n    qty: 2 cases\n```",
     [("order", "biscuits-65g", 36, 420), ("order", "noodles-70g", 24, None)]),
    ('ऑर्डर:\n```json\n{"item": "मसूर दाल", "qty_kg": 30, "rate": 78}\n```', [("order", "masoor-dal-1kg", 30, 7800)]),
    ("कृपया ये सामान भेजें:\n```yaml\nऑर्डर:\n  - सामान: सरसों का तेल\n    मात्रा: 15 लीटर\n    भाव: 128\n"
     "  - सामान: बेसन\n    मात्रा: 10 किलो\n```",
     [("order", "mustard-oil-1l", 15, 12800), ("order", "besan-500g", 20, None)]),
    ('Bhai ye bhejo:\n```\n{"item": "Maggi", "qty": "4 case", "rate": 11}\n```', [("order", "noodles-70g", 48, 1100)]),
    ("```yaml\norder:\n  - item: Tata Salt 1kg\n    qty: 40\n    rate: 21\n```\nKal subah tak pahuncha dena.",
     [("order", "salt-1kg", 40, 2100)]),
])
def test_records_in_a_block_are_read_as_the_order_they_state(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text, reason", [
    ('Order:\n```json\n{"qty_kg": 40, "rate": 36}\n```', "no_item"),          # which item?
    ('```json\n{"मात्रा": "२० किलो", "भाव": 38}\n```', ""),                 # nothing asked of anyone either
    ("```yaml\nqty: 25 kg\nrate: 40\n```", ""),
])
def test_a_record_without_an_item_is_refused(text, reason):
    r = read_message(text, CAT)
    assert not r.readable and r.reason.startswith(reason), r.reason


def test_the_readers_own_blocks_keep_their_schema():
    text = '```order\n{"items": [{"sku": "rice-1kg", "quantity": 50}]}\n```'
    assert records_as_words(text) == text
    assert _rows(text) == [("order", "rice-1kg", 50, None)]


@pytest.mark.parametrize("text, rows", [
    ("Thought: Mustard oil stock is down to 2 bottles.\nAction: send_message(to='Sharma Traders', "
     "text='Please send 5 litres Fortune mustard oil at ₹132 per litre.')", [("order", "mustard-oil-1l", 5, 13200)]),
    ("विचार: फ्रिज में पनीर लगभग ख़त्म है।\nकार्रवाई: send_message(to='डेयरी वाले', "
     "text='कल सुबह ३ किलो पनीर भेजना, ₹३७० किलो के भाव से।')", [("order", "paneer-200g", 15, 7400)]),
    ("Thought: ande khatam hone wale hain.\nAction: send_message(to='Yadav Poultry', "
     "text='Kal 6 tray ande bhejna, ₹6.20 per anda.')", [("order", "eggs-1pc", 180, 620)]),
    ('{"name": "send_message", "arguments": {"to": "Gupta", "text": "Send 20 kg rice, it\'s urgent"}}',
     [("order", "rice-1kg", 20, None)]),
])
def test_a_tool_call_written_as_text_is_read_as_its_text(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", ["send_message(to='supplier', text='')",
                                  "कार्रवाई: send_message(to='थोक विक्रेता', text='')"])
def test_a_tool_call_with_no_text_is_an_empty_message(text):
    r = read_message(text, CAT)
    assert not r.readable and r.reason_key == "empty.tool_call"


def test_tool_call_text_keeps_quotes_inside_the_argument():
    assert tool_call_text("send_message(to='x', text='it's 5 kg rice')") == "it's 5 kg rice"
    assert tool_call_text("Send 5 kg rice (urgent)") is None


@pytest.mark.parametrize("body", ["[" * 5000 + "]" * 5000, '{"item": "rice", "qty": ' + "9" * 400 + "}",
                                  "- item: x\n" * 3000, "qty: 1, " * 2000, '{"qty": NaN, "item": "rice"}'])
def test_hostile_blocks_never_raise(body):
    text = "```json\n" + body + "\n```"
    records_as_words(text)
    read_message(text, CAT)  # read or refused, never raised


@pytest.mark.parametrize("text", [
    '```json\n{"action": "cancel", "order_id": "O23", "item": "Pepsi", "quantity": 12}\n```',
    '```json\n{"cancel": {"order_id": "O23", "item": "Pepsi", "quantity": 12}}\n```',
    "```yaml\naction: cancel\norder_id: O23\nitem: Pepsi\nquantity: 12\n```",
    '```json\n{"action": "cancel", "order_id": "O23", "items": [{"item": "Pepsi", "qty": 12}]}\n```',
])
def test_a_cancel_written_as_data_cancels_never_orders(text):
    assert _rows(text) == [("cancel", "soft-drink-750ml", 12, None)]
    assert read_message(text, CAT).intents[0].order_id == "O23"


def test_a_cancel_written_as_data_in_hindi_keys():
    text = '```json\n{"कार्य": "रद्द", "ऑर्डर": "O23", "सामान": "चीनी", "मात्रा": 12}\n```'
    assert _rows(text) == [("cancel", "sugar-1kg", 12, None)]


def test_a_whole_order_cancelled_as_data():
    r = read_message('```json\n{"action": "cancel", "order_id": "O23"}\n```', CAT)
    assert [(i.kind, i.sku, i.order_id) for i in r.intents] == [("cancel", None, "O23")]


@pytest.mark.parametrize("text, kind", [
    ('```json\n{"action": "offer", "item": "rice", "qty_kg": 40, "price_per_kg": 36}\n```', "offer"),
    ('```json\n{"action": "order", "item": "rice", "qty_kg": 40, "price_per_kg": 36}\n```', "order"),
])
def test_the_action_of_a_record_is_its_intent(text, kind):
    assert _rows(text) == [(kind, "rice-1kg", 40, 3600)]


def test_an_action_we_have_no_words_for_is_refused_not_ordered():
    r = read_message('```json\n{"action": "refund", "item": "rice", "qty_kg": 5}\n```', CAT)
    assert not r.readable


def test_an_unknown_action_beside_other_records_refuses_the_block_not_just_that_record():
    text = '```json\n[{"action": "refund", "item": "rice", "qty_kg": 5}, {"item": "sugar", "qty_kg": 5}]\n```'
    assert not read_message(text, CAT).readable  # it had ordered the sugar alone
