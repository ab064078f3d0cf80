"""lang.place_numbers: a span's first day or hour, a house number, a postal code and a ledger's number are no
figures (helper FIXB, s50: the labelled corpora's ``ambiguous_intent.figure`` refusals "what is 1 for?", "what is 14
for?"); counts beside such words stay counts."""
from __future__ import annotations

import pytest

from lang.language import tokenize
from lang.place_numbers import place_numbers
from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Please send the bill for O3 for 1 to 15 July. There was no delivery on 8 and 9 July.",
    "कृपया O3 का 1 से 15 जुलाई का बिल भेज दें। 8 और 9 जुलाई को डिलीवरी नहीं हुई थी।",
    "Please O3 ka 1 se 15 July ka bill bhej dijiye. 8 aur 9 July ko delivery nahi hui thi.",
    "Bill for 1–15 July (O3), please send it.",
])
def test_a_span_of_days_asks_the_bill_alone(text):
    assert _read(text) == (True, "", [("ask_bill", None, None, None, "O3")])


@pytest.mark.parametrize("text", [
    "Send 20 kg sugar. Kindly deliver between 7 and 9 am.",
    "20 किलो चीनी भेज दीजिए। 7 से 9 बजे के बीच डिलीवरी करें।",
    "20 kilo cheeni bhej dijiye. 7 se 9 baje ke beech delivery karein.",
])
def test_a_span_of_hours_is_no_figure(text):
    assert _read(text) == (True, "", [("order", "sugar-1kg", 20, None, None)])


@pytest.mark.parametrize("text", [
    "Please quote your best rate for 2 quintal rice, delivered to 14 Gandhi Nagar, before Friday.",
    "कृपया 2 क्विंटल चावल का अपना सबसे अच्छा रेट बताइए, डिलीवरी 14 गांधी नगर, शुक्रवार से पहले।",
    "2 quintal chawal ka apna best rate bataiye, delivery 14 Gandhi Nagar, Friday se pehle.",
])
def test_a_house_number_is_no_figure(text):
    assert _read(text) == (True, "", [("ask_quote", "rice-1kg", 200, None, None)])


@pytest.mark.parametrize("text", [
    "Send 25 kg jaggery. Deliver to our shop at 23, Gandhi Nagar Main Road, Indore – 452001 before 12th January.",
    "25 किलो गुड़ भेज दीजिए। हमारी दुकान 23, गांधी नगर मेन रोड, इंदौर – 452001 पर डिलीवरी करें।",
    "25 kilo gur bhej dijiye. Humari dukaan 23, Gandhi Nagar Main Road, Indore – 452001 par delivery karein.",
    "25 किलो गुड़ भेज दीजिए। कृपया इसे हमारे खाता नं. 2231 में दर्ज करें।",
])
def test_an_address_postal_code_and_ledger_number_are_no_figures(text):
    assert _read(text) == (True, "", [("order", "jaggery-1kg", 25, None, None)])


@pytest.mark.parametrize("text, found", [
    ("10 and 12 kg rice", set()),              # a unit after the second: counts
    ("20 से 25 किलो चावल", set()),
    ("send 14 kg Gandhi Nagar wali", set()),   # a unit after the number
    ("₹14 Gandhi Nagar", set()),
    ("rice 40 and 10 packets", set()),
    ("Total – 125000 paid", set()),            # six digits not last on the line: no postal code
    ("1 to 15 July", {0}),
    ("14 Gandhi Nagar", {0}),
])
def test_counts_beside_such_words_stay_figures(text, found):
    assert place_numbers(tokenize(text)) == found


# lang.kept_numbers: the counts of an order's goods kept as they are, beside a change of the order.

@pytest.mark.parametrize("text", [
    "## Change in order O4\n\n- Refined oil 15 L — cancel\n- Mustard oil 12 L — keep as is",
    "## O4 में बदलाव\n\n- रिफाइंड तेल 15 लीटर — कैंसल\n- सरसों तेल 12 लीटर वैसे ही रहेगा",
    "## O4 mein badlav\n\n- Refined tel 15 litre — cancel\n- Sarson tel 12 litre waise hi rahega",
])
def test_a_count_kept_as_it_is_is_no_figure(text):
    assert _read(text) == (True, "", [("cancel", "refined-oil-1l", 15, None, "O4")])


@pytest.mark.parametrize("text", [
    "O14 se paneer (10 packet) hata dijiye.\nDahi (20 packet) aur makhan waise hi rahenge.",
    "O14 से पनीर (10 पैकेट) हटा दीजिए।\nदही (20 पैकेट) और मक्खन वैसे ही रहेंगे।",
    "Please remove paneer (10 packets) from O14.\nCurd (20 packets) and butter unchanged.",
])
def test_goods_kept_beside_a_cut(text):
    assert _read(text) == (True, "", [("cancel", "paneer-200g", 10, None, "O14")])


@pytest.mark.parametrize("text, found", [
    ("Please drop the 10 kg sugar from O27, rice as is.", set()),   # holdout72 en-x6023: a comma ends the keep
    ("O4: rice 20 kg, rest as it is", set()),
    ("O4: send rice 20 kg as is", set()),
    ("O4 mein chawal 20 kilo bhi, rate waise hi", set()),
    ("Rice 20 kg — keep as is", set()),                          # no order named
])
def test_counts_asked_beside_a_keep_stay_figures(text, found):
    from lang.kept_numbers import kept_numbers
    assert kept_numbers(tokenize(text)) == found


# lang.bill_row_amounts: a table of bills paid, with an order's column between the bill and its amount.

@pytest.mark.parametrize("text", [
    "Payment done for both bills:\n\n| Bill | Order | Amount |\n|---|---|---|\n| B2 | O2 | ₹1,704 |\n| B4 | O4 | ₹918 |"
    "\n| **Total** | | **₹2,622** |",
    "दोनों बिलों का भुगतान कर दिया है:\n\n| बिल | ऑर्डर | रकम |\n|---|---|---|\n| B2 | O2 | ₹1,704 |\n| B4 | O4 | ₹918 |",
    "Dono bills ka payment kar diya hai:\n\n| Bill | Order | Amount |\n|---|---|---|\n| B2 | O2 | ₹1,704 |\n| B4 | O4 | ₹918 |",
])
def test_a_table_of_bills_paid_pays_each(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason) == (True, "")
    assert [(i.kind, i.bill_id, i.total_paise) for i in r.intents] == [("pay", "B2", None), ("pay", "B4", None)]


def test_a_total_that_is_no_sum_stays_asked():
    r = read_message("Payment done for both bills:\n\n| Bill | Order | Amount |\n|---|---|---|\n| B2 | O2 | ₹1,704 |\n"
                     "| B4 | O4 | ₹918 |\n| **Total** | | **₹3,000** |", CAT, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.figure"


# lang.id_brackets: what a bill or an order held, told in brackets after its id beside a request of that id.

@pytest.mark.parametrize("text", [
    "We have paid bill B1 (O1, 20 packets of atta) in full today by UPI.",
    "बिल B1 (O1, आटे के 20 पैकेट) का पूरा भुगतान आज UPI से कर दिया है।",
    "Bill B1 (O1, aata 20 packet) ka poora payment aaj UPI se kar diya hai.",
    "- **B1** (O1, 200 kg sugar @ ₹41) — checked, paying today.",
])
def test_a_bills_goods_in_brackets_are_told(text):
    assert _read(text) == (True, "", [("pay", None, None, None, None)])
    assert read_message(text, CAT, email=True).intents[0].bill_id == "B1"


def test_a_request_in_the_bracket_is_read():
    r = read_message("We have paid bill B1 (please add 20 packets of atta) today.", CAT, email=True)
    assert [(i.kind, i.sku, i.quantity, i.bill_id) for i in r.intents] == [("pay", None, None, "B1"),
                                                                         ("order", "atta-5kg", 20, None)]


def test_counts_outside_an_ids_bracket_stay_asked():
    r = read_message("We have paid bill B1 today. Atta 20 packets.", CAT, email=True)
    assert not r.readable


@pytest.mark.parametrize("text", [
    "We have paid the following bills today by RTGS:\n\nBill B5 (O5) – ₹2,050\nBill B6 (O6) – ₹3,745\n\n"
    "Total ₹5,795.",
    "आज RTGS से किया गया भुगतान नीचे है:\n\nबिल B5 (O5) – ₹2,050\nबिल B6 (O6) – ₹3,745\n\nकुल ₹5,795।",
    "Aaj RTGS se kiya gaya payment neeche hai:\n\nBill B5 (O5) – ₹2,050\nBill B6 (O6) – ₹3,745\n\nTotal ₹5,795.",
])
def test_a_list_of_bills_paid_pays_each(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason) == (True, "")
    assert [(i.kind, i.bill_id, i.total_paise) for i in r.intents] == [("pay", "B5", None), ("pay", "B6", None)]


# lang.stock_left_told: the shop's stock told in a sentence of its own, beside a request in another.

@pytest.mark.parametrize("text", [
    "Has O1 left the mandi yet? We have only 6 kg of onion left. Please tell us when it will reach.",
    "क्या O1 मंडी से निकल गया है? हमारे पास प्याज़ सिर्फ़ 6 किलो बचा है। कृपया बताइए कब तक पहुँचेगा।",
    "Kya O1 mandi se nikal gaya hai? Hamare paas pyaaz sirf 6 kilo bacha hai. Batayiye kab tak pahunchega.",
    "Kya O1 mandi se nikal gaya hai? Hamare paas pyaaz ke aakhri do packet bache hain.",
])
def test_stock_told_beside_a_delivery_question(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason) == (True, "")
    assert [(i.kind, i.order_id) for i in r.intents] == [("ask_delivery", "O1")]


def test_stock_with_a_request_of_its_own_is_read():
    """"… sirf 6 kilo bacha hai, 20 kilo bhej do": the sentence orders; its counts are the order's."""
    r = read_message("Pyaaz sirf 6 kilo bacha hai, 20 kilo bhej do.", CAT, email=True)
    assert [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", "onion-1kg", 20)]


# lang.before_reading: a message written as a tool call is read as its text by every pass.

@pytest.mark.parametrize("inner", [
    "₹1,650 for the 50 kg onion is fine. Please send the 50 kg with Friday's van.",
    "50 किलो प्याज़ के ₹1,650 ठीक हैं। 50 किलो शुक्रवार की गाड़ी से भेज दीजिए।",
    "50 kilo pyaaz ke ₹1,650 theek hain. 50 kilo Friday ki gaadi se bhej dijiye.",
])
def test_a_tool_call_reads_as_its_text(inner):
    called = read_message('send_message(to="Balaji Wholesale", text="%s")' % inner, CAT, email=True)
    alone = read_message(inner, CAT, email=True)
    assert (called.readable, called.reason) == (True, "")
    assert [(i.kind, i.sku, i.quantity, i.total_paise) for i in called.intents] == [
        (i.kind, i.sku, i.quantity, i.total_paise) for i in alone.intents] == [
        ("accept", "onion-1kg", 50, 165000), ("order", "onion-1kg", 50, None)]


def test_an_empty_tool_call_is_still_refused_as_one():
    assert read_message('send_message(to="S5", text="")', CAT, email=True).reason_key == "empty.tool_call"
