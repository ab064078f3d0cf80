"""Kinds a black-box breaker (N, thirteenth session: 450 first-of-the-day messages from a manager agent with tools —
long structured e-mails, markdown tables, tool calls written as text, JSON and YAML — and 123 probes) found read
silently wrong; each now reads as a shopkeeper would, or is refused.

- A tool call written in the prose with a unit argument ('place_order(item="Parle-G", qty=3, unit="case")') had
  been read as 3 packets, not 3 cases; a JSON record's "unit"/"uom" key was ignored too (4 trays → 4 eggs).
- A JSON block with "action": "place_order" (no words of ours for it) had been read as raw text, so a rate-only record
  ({"item": "sugar", "rate": 42}) became an order of **42 kg**; now "place_order" sends, and a rate alone is refused.
- Order records said beside an offer had become offers; each record line now carries its own "send".
- A delivery question the reader did not know ("Please confirm the delivery time for order O30") beside a payment
  had lent O30 to the payment (pay(O30, B14)) and was lost; now a delivery question, and a payment never takes an
  order id from another line of a list.
- "Aapke statement mein B8 do baar laga hai" (a bill charged twice) had been a bill request ("statement", and an offer
  cue "mein … do" matched across the id B8); "the agreed rate was ₹41.50" beside a bill is a dispute.
- A table row whose remark holds a figure ("| Tata Tea 250 g | 10 packets | ₹114/packet | stock left: 3 |") had been
  read as stock told and dropped beside other requests.
- A new price in a list line no intent takes ("- For tomatoes, ₹30/kg is too high — would ₹26/kg work?" beside a
  payment) had been dropped with the payment read; now refused, asking what about the tomatoes.
"""
import pytest

from lang.reader import read_message


def _rows(r):
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id, i.bill_id) for i in r.intents] \
        if r.readable else r.reason_key


@pytest.mark.parametrize("text,sku,qty", [
    ('place_order(item="Parle-G", qty=3, unit="case")', "biscuits-65g", 36),
    ('place_order(item="eggs", qty=4, unit="tray")', "eggs-1pc", 120),
    ('```json\n{"item": "eggs", "qty": 4, "unit": "tray"}\n```', "eggs-1pc", 120),
    ('```json\n{"action": "place_order", "items": [{"item": "Parle-G", "qty": 3, "uom": "peti"}]}\n```',
     "biscuits-65g", 36),
])
def test_a_unit_argument_counts_in_that_unit(text, sku, qty):
    assert _rows(read_message(text, email=True)) == [("order", sku, qty, None, None, None)]


@pytest.mark.parametrize("text", ['```json\n{"action": "place_order", "items": [{"item": "sugar", "rate": 42}]}\n```',
                                  'place_order(item="sugar", price=42)'])
def test_a_rate_alone_in_an_order_call_is_no_quantity(text):
    assert not read_message(text, email=True).readable


def test_order_records_beside_an_offer_stay_orders():
    text = ('Please reduce chana dal by ₹3/kg.\n\n```json\n{"action": "place_order", "items": [{"product": '
            '"Haldiram bhujia 200g", "qty": 20, "unit": "packet", "price_per_unit": 40}]}\n```')
    assert ("order", "namkeen-200g", 20, 4000, None, None) in _rows(read_message(text, email=True))


@pytest.mark.parametrize("text", [
    "Please confirm the delivery time for order O30.\nBill B14 has been paid by NEFT this morning (₹8,450).",
    "ऑर्डर O30 की डिस्पैच की स्थिति बताइए।\nबिल B14 का भुगतान आज NEFT से कर दिया (₹8,450)।",
    "Order O30 ka delivery time confirm kijiye.\nBill B14 ka payment aaj NEFT se kar diya (₹8,450).",
])
def test_a_delivery_question_keeps_its_order_and_the_payment_its_bill(text):
    rows = _rows(read_message(text, email=True))
    assert ("ask_delivery", None, None, None, "O30", None) in rows
    assert [r for r in rows if r[0] == "pay"] == [("pay", None, None, None, None, "B14")]


@pytest.mark.parametrize("text", ["Aapke statement mein B8 do baar laga hai — check kar lo.",
                                  "आपके स्टेटमेंट में B8 दो बार लगा है — चेक कर लीजिए।",
                                  "B8 is billed twice in your statement — please check.",
                                  "B15 shows ₹44/kg for sugar; the agreed rate was ₹41.50. Please revise."])
def test_a_bill_charged_wrong_is_a_dispute(text):
    assert [r[0] for r in _rows(read_message(text, email=True))] == ["dispute"]


def test_a_remark_with_a_figure_does_not_drop_the_row():
    text = ("**New order**\n\n| Item | Qty | Rate | Remark |\n|---|---|---|---|\n"
            "| Tata Tea 250 g | 10 packets | ₹114/packet | stock left: 3 |\n| Sugar | 50 kg | ₹42/kg | — |")
    assert _rows(read_message(text, email=True)) == [("order", "tea-250g", 10, 11400, None, None),
                                                     ("order", "sugar-1kg", 50, 4200, None, None)]


def test_a_new_price_no_intent_takes_is_not_dropped_beside_a_payment():
    r = read_message("- Paid B6.\n- For tomatoes, ₹30/kg is too high — would ₹26/kg work?", email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.dropped"


def test_a_bill_asked_beside_a_dispute_of_another_bill_is_kept():
    text = ("1. B8 is billed twice in your statement — please check.\n2. Please send the GST invoice for order O19.\n"
            "3. We agree to ₹215 per 5 kg bag of atta.")
    assert [r[0] for r in _rows(read_message(text, email=True))] == ["dispute", "ask_bill", "accept"]


@pytest.mark.parametrize("text", ["Neeche ka saaman bhejne ki kripa karein:\n1. Moong dal – 30 kilo\n2. Chini – 50 kilo"
                                  "\n\nO30 kab aayega?",
                                  "निम्न सामान भेजने की कृपा करें:\n१. मूंग दाल – ३० किलो\n२. चीनी – ५० किलो\n\nO30 कब आएगा?"])
def test_a_polite_hindi_request_over_a_list_orders_it_beside_a_question(text):
    """(Found on the way: "भेजने की कृपा करें" was no order word, so beside a delivery question the list was refused in
    Hindi and Hinglish where the English one was read.)"""
    assert [r[:3] for r in _rows(read_message(text, email=True))] == [
        ("order", "moong-dal-1kg", 30), ("order", "sugar-1kg", 50), ("ask_delivery", None, None)]


def test_a_new_price_asked_in_a_list_line_is_not_dropped_beside_a_dispute():
    text = ("5. Please send the GST invoice for order O19.\n6. B8 is billed twice in your statement — please check.\n"
            "7. For tomatoes, ₹30/kg is too high — would ₹26/kg work?")
    r = read_message(text, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.dropped"


@pytest.mark.parametrize("text", ["B15 में चीनी ₹44/किलो लगी है; तय ₹41.50 हुआ था। सुधारिए।",
                                  "B15 mein cheeni ₹44/kilo lagi hai; tay ₹41.50 hua tha. Sudhariye."])
def test_a_bill_asked_corrected_in_hindi_is_a_dispute(text):
    assert [r[0] for r in _rows(read_message(text, email=True))] == ["dispute"]


@pytest.mark.parametrize("text", ["send 20kg rice @38 & 10kg sugar @42 before noon",
                                  "send 20kg rice @38 & 10kg sugar @42 — confirm before sending"])
def test_a_time_said_with_before_leaves_the_last_price_its_own(text):
    """The second new-user trial: "@42 before noon" had been read as an earlier price, and the sugar booked at the
    supplier's list price."""
    assert _rows(read_message(text, email=True)) == [("order", "rice-1kg", 20, 3800, None, None),
                                                     ("order", "sugar-1kg", 10, 4200, None, None)]
