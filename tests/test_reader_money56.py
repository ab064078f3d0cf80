"""The money voice's silent misreadings that changed the supplier's desk's act (session 56, MONEY56), each kind in the
three languages, in sentences written for it (not a corpus's):

- money sent for a bill the message does not name is a payment refused "which bill?" (``lang.sent_unnamed_bill``),
  not the bill asked for (holdout192 en-d4046);
- a bill id only in the writer's reasoning before the message is none the reply answers (``lang.quoted_ids``;
  holdout192 hl-d4046 had paid B10);
- goods listed bare under a delivery question about an order, then "need it by 10 am", are the order's, not ordered
  again (``lang.wanted_soon``; holdout192 d4025 in each language);
- "भुगतान हो चुका है" / "payment ho chuka hai" tells a payment made before, as "already paid", and a payment told
  before beside a request of the message's own is background (``lang.paid_before_beside``; holdout189 hi-a4050 had
  paid B1 and B3 again; en/hl-a4050, holdout192 d4035 had been refused);
- a statement whose one new row is paid today pays that row alone; rows paid on their days and bills awaited are the
  ledger (``lang.ledger_rows``; holdout190 en-b4050 had paid B1, B3, B5 again and asked B9's and B10's bills).
"""
from tests.reader_intents import intents, reading


def test_money_sent_for_an_unnamed_bill_asks_which_bill():
    assert reading("Sent ₹3,200 for the pending bill this morning, balance on Friday.") == "no_id.bill"
    assert reading("Bhaiya, ₹3,200 for the pending bill sent today, rest tomorrow 🙏") == "no_id.bill"
    assert reading("बकाया बिल के ₹3,200 आज सुबह भेज दिए, बाकी शुक्रवार को।") == "no_id.bill"
    assert reading("Pending bill ke ₹3,200 aaj subah bhej diye, baaki Friday ko.") == "no_id.bill"


def test_money_sent_beside_a_named_bill_or_by_the_supplier_reads_as_before():
    assert intents("₹3,200 for B7 sent today, rest tomorrow.", email=True) == [("pay", None, None, None, None, "B7")]
    assert not any(i[0] == "pay" for i in intents("Please send the pending bill, ₹3,200 sent already.", email=True))


def test_a_bill_named_only_in_the_reasoning_is_not_paid():
    assert reading("<think>B12 was cleared last week. Something else is pending, not sure which.</think>\n"
                   "Sent ₹1,800 for the pending bill today.") == "no_id.bill"
    assert reading("Let me think step by step. B12 pichle hafte clear ho gaya. Kuch aur pending hai, pakka nahi "
                   "kaunsa.\nFinal message: Pending bill ke ₹1,800 aaj bhej diye.") == "no_id.bill"
    assert reading("चलो कदम-दर-कदम सोचते हैं। B12 पिछले हफ़्ते चुका दिया। कुछ और बाकी है, पक्का नहीं कौन सा।\n"
                   "Final message: बाकी बिल के ₹1,800 आज भेज दिए।") == "no_id.bill"


def test_a_bill_quoted_above_the_reply_is_still_paid():
    assert intents("-----Original Message-----\nBill B140: ₹6,380\n-----\nPaid in full by NEFT today.",
                   email=True) == [("pay", None, None, None, None, "B140")]


ASKED = [("ask_delivery", "soft-drink-750ml", 36, None, "O14", None),
         ("ask_delivery", "noodles-70g", 20, None, "O14", None)]


def test_goods_listed_under_a_delivery_question_then_wanted_by_a_time_are_the_orders():
    assert intents("Has O14 left? 3 peti Pepsi and 20 Maggi. Need it by 10 am tomorrow.", email=True) == ASKED
    assert intents("O14 निकला क्या? 3 पेटी पेप्सी और 20 मैगी। कल सुबह 10 बजे तक चाहिए।", email=True) == ASKED
    assert intents("O14 nikla kya? 3 peti Pepsi aur 20 Maggi. Kal subah 10 baje tak chahiye.", email=True) == ASKED


def test_payment_done_before_beside_a_request_is_background():
    """"already paid" / "हो चुका है" / "ho chuka hai" beside a request of its own: the request alone is read."""
    want = [("ask_quote", "sugar-1kg", 30, None, None, None)]
    for text in ("B4 and B6 already paid. Please quote sugar 30 kg.",
                 "B4 और B6 का भुगतान हो चुका है। चीनी 30 किलो का रेट बताइए।",
                 "B4 aur B6 ka payment ho chuka hai. Cheeni 30 kilo ka rate batao."):
        assert intents(text, email=True) == want, text


def test_payment_done_before_alone_is_still_asked():
    for text in ("B4 already paid on 3 Feb by NEFT. Please check.",
                 "B4 का भुगतान हो चुका है, NEFT से।",
                 "B4 ka payment ho chuka hai, NEFT se."):
        assert reading(text) == "ambiguous_intent.paid_before", text
    assert intents("B5 का भुगतान कर दिया है, UTR 1234।", email=True) == [("pay", None, None, None, None, "B5")]


def test_a_statement_pays_only_its_row_paid_today():
    for text in ("| Bill | Amount | Status |\n|---|---|---|\n| B2 | ₹4,100 | paid 3 Feb |\n| B4 | ₹2,250 | paid 10 Feb |\n"
                 "| B7 | ₹1,640 | paying today by UPI |\n| B8 | – | awaited |",
                 "| बिल | रक़म | स्थिति |\n|---|---|---|\n| B2 | ₹4,100 | 3 फ़रवरी को भुगतान |\n"
                 "| B4 | ₹2,250 | 10 फ़रवरी को भुगतान |\n| B7 | ₹1,640 | आज UPI से भुगतान |\n| B8 | – | आना बाकी |",
                 "| Bill | Amount | Status |\n|---|---|---|\n| B2 | ₹4,100 | 3 Feb ko paid |\n"
                 "| B4 | ₹2,250 | 10 Feb ko paid |\n| B7 | ₹1,640 | aaj UPI se payment |\n| B8 | – | aana baaki |",
                 "| Bill | Order | Amount | Status |\n|---|---|---|---|\n| B2 | O2 | ₹4,100 | paid 3 Feb |\n"
                 "| B7 | O5 | ₹1,640 | **paying today** |"):
        assert [(i[0], i[5]) for i in intents(text, email=True)] == [("pay", "B7")], text
