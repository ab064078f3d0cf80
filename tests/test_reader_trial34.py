"""Kinds of session 34's trial (fixer AZ): a cut from an order that lets other goods come (lang/kept_lines.py), a past
order sent again by its day (lang/usual_order.py), goods asked only "if you can …" meet terms (lang/if_terms.py), and
a price said "final" beside goods asked sent (lang/final_sent.py). Each: the trial's mails, probes of this session's
own writing in the three languages, and near sentences that read as before."""
import pytest

from tests.reader_intents import intents, refused


# 1. "Drop X, let Y come": X alone is cut from the order (the goods let come, kept or left "rehne do" are not).
@pytest.mark.parametrize("text, cut", [
    ("Remove only the curd from order O1; let the milk come.", ("curd-400g", "O1")),  # trial D6
    ("Order O2 se sirf Parle-G hata do, Maggi aane do.", ("biscuits-65g", "O2")),  # trial D7
    ("From order O3, drop only the sugar; let the rice come.", ("sugar-1kg", "O3")),  # trial D8
    ("ऑर्डर O4 से सिर्फ़ टमाटर हटाइए, आलू आने दीजिए।", ("tomato-1kg", "O4")),  # trial D9
    ("Order O5 mein se kela hata do, pyaaz aane do.", ("banana-1dozen", "O5")),  # trial D10
    ("On O6, cancel only the poha and keep the salt coming.", ("poha-500g", "O6")),  # trial D11
    ("कल वाले ऑर्डर O4 में से सिर्फ़ दही हटा दीजिए। दूध आने दीजिए।", ("curd-400g", "O4")),  # trial A28
    ("From O4 remove the curd; the milk can come.", ("curd-400g", "O4")),  # trial probe
    ("O4 mein doodh aane do, dahi hata do.", ("curd-400g", "O4")),  # trial probe
    # probes of this session's own writing
    ("From O7 drop the onions, but let the potatoes come as planned.", ("onion-1kg", "O7")),
    ("Please remove only the eggs from O8; the bread can still come.", ("eggs-1pc", "O8")),
    ("O9 से सिर्फ़ पनीर हटा दो, दही आने दो।", ("paneer-200g", "O9")),
    ("ऑर्डर O10 में से चीनी निकाल दीजिए, चावल आने दीजिए।", ("sugar-1kg", "O10")),
    ("O11 se sirf chini hata dijiye, chawal aane dijiye.", ("sugar-1kg", "O11")),
    ("O12 mein atta aane do, sirf besan hata do.", ("besan-500g", "O12")),
    ("O13 से सिर्फ़ टमाटर हटाइए।", ("tomato-1kg", "O13")),
    ("On O14, cancel only the poha.", ("poha-500g", "O14")),
])
def test_a_cut_lets_the_goods_said_to_come_come(text, cut):
    assert intents(text, email=True) == [("cancel", cut[0], None, None, cut[1], None)]


@pytest.mark.parametrize("text, read", [
    ("Keep the milk, drop the curd from O4.", [("cancel", "curd-400g", None, None, "O4", None)]),
    ("Drop the curd from O4. Let the milk come.", [("cancel", "curd-400g", None, None, "O4", None)]),
    ("O6 se poha hata do, namak rehne do.", [("cancel", "poha-500g", None, None, "O6", None)]),
    ("Cancel only the poha from O6.", [("cancel", "poha-500g", None, None, "O6", None)]),
    ("ऑर्डर O4 से टमाटर हटा दीजिए।", [("cancel", "tomato-1kg", None, None, "O4", None)]),
    ("From O4 remove the curd and the milk.", [("cancel", "curd-400g", None, None, "O4", None),
                                               ("cancel", "milk-500ml", None, None, "O4", None)]),
])
def test_cuts_near_them_read_as_before(text, read):
    assert intents(text, email=True) == read


# 2. "Send yesterday's order again, but no X": never a refusal of X alone; the desk keeps no list of a past order.
@pytest.mark.parametrize("text", [
    "Send yesterday's order again, but no sugar.",  # trial D12
    "Kal wala order phir bhejo, par biscuit nahi.",  # trial D13
    # (trial C19, the order quoted right above: read as that order less the paneer since session 35,
    # tests/test_reader_repeat_except.py)
    "कल वाला ही ऑर्डर आज फिर भेजिए, पर पनीर नहीं।",
    "Same order as yesterday please, but no paneer.",
    # probes of this session's own writing
    "Please repeat yesterday's order without the atta.",
    "Send the last order again, but no eggs this time.",
    "कल का ऑर्डर दोबारा भेज दीजिए, लेकिन चीनी नहीं।",
    "Kal ka order dobara bhej do, bas cheeni mat bhejna.",
    "पिछला ऑर्डर फिर से भेजिए, पर अंडे नहीं।",
    "Same as yesterday, without the paneer.",
    "Pichhle hafte wala order dobara bhejo, lekin atta nahi.",
    "Kal ke order jaisa phir bhej do, par paneer mat bhejna.",
    "Send yesterday's order again minus the bread.",
])
def test_a_past_order_sent_again_less_goods_is_refused(text):
    assert refused(text, email=True) == "no_item.usual"


@pytest.mark.parametrize("text, read", [
    ("Send yesterday's order again: 20 kg rice, 10 kg sugar.",
     [("order", "rice-1kg", 20, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]),
    ("Yesterday's order came fine. Send 10 kg sugar.", [("order", "sugar-1kg", 10, None, None, None)]),
    ("Send 10 kg sugar, same as yesterday's order.", [("order", "sugar-1kg", 10, None, None, None)]),
    ("Please send 20 kg rice and 10 kg sugar. No paneer this time.",
     [("order", "rice-1kg", 20, None, None, None), ("order", "sugar-1kg", 10, None, None, None),
      ("reject", "paneer-200g", None, None, None, None)]),
])
def test_orders_near_them_read_as_before(text, read):
    assert intents(text, email=True) == read


def test_yesterdays_order_asked_after_is_not_a_repeat():  # asked after, no id (session 47, RB: had been refused "which order?")
    assert intents("Kal wala order kab aayega? Aur 10 kg cheeni bhi bhejo.", email=True) == [
        ("ask_delivery", None, None, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]


# 3. "If you can … confirm; otherwise …" with no price: nothing ordered; refused, told to order plainly or not.
@pytest.mark.parametrize("text", [
    "We won't pay any advance. If you can deliver 20 bottles of Fortune refined oil on credit, confirm; otherwise "
    "forget it.",  # trial A26
    # probes of this session's own writing
    "Agar udhaar pe 20 bottle Fortune refined oil de sakte ho to confirm karo, warna rehne do.",
    "अगर उधार पर 20 बोतल फ़ॉर्च्यून रिफ़ाइंड तेल दे सकते हैं तो पक्का कीजिए, वरना रहने दीजिए।",
    "If you can send 30 kg rice by Friday on credit, please confirm.",
    "Agar kal tak 10 kilo cheeni bhej sakte ho, to pakka karo, nahi to chhodo.",
    "If you could deliver 5 trays of eggs without an advance, confirm today; otherwise don't bother.",
    "अगर बिना एडवांस 40 किलो आटा भेज सकते हैं तो पक्का कीजिए, नहीं तो रहने दीजिए।",
    "Agar bina advance ke 24 packet Maggi bhej sakte ho, confirm karo; warna mat bhejna.",
    "If you can supply 10 litres of ghee on 30 days credit, please confirm by today.",
    "Agar 30 din ke udhaar pe 10 litre ghee de sakte ho to pakka karo.",
    "अगर 30 दिन के उधार पर 10 लीटर घी भेज सकते हैं तो कन्फ़र्म कीजिए।",
])
def test_goods_asked_only_if_terms_are_met_are_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.if_terms"


@pytest.mark.parametrize("text, read", [
    ("If possible send 20 kg rice today, otherwise tomorrow.", [("order", "rice-1kg", 20, None, None, None)]),
    ("Please send 20 bottles of Fortune refined oil. We won't pay any advance.",
     [("order", "refined-oil-1l", 20, None, None, None)]),
    ("अगर हो सके तो 20 किलो चावल आज भेज दीजिए।", [("order", "rice-1kg", 20, None, None, None)]),
])
def test_orders_beside_a_condition_read_as_before(text, read):
    assert intents(text, email=True) == read


# 4. A price said "final" beside goods asked sent: an ORDER at that price (tests/corpus_chat/README.md: a request to
# send goods with a count and a price is an order at the price; only a question or a condition is an offer), in the
# three languages alike.
@pytest.mark.parametrize("text, sku, n, paise", [
    ("Besan ₹26 per packet final. 40 packet bhej do.", "besan-500g", 40, 2600),  # trial B22
    ("Send 40 packets of besan, ₹54 per packet final.", "besan-500g", 40, 5400),  # trial probe
    # probes of this session's own writing
    ("बेसन ₹26 प्रति पैकेट फ़ाइनल। 40 पैकेट भेज दीजिए।", "besan-500g", 40, 2600),
    ("Tata salt ₹24 final, 30 packet bhejiye.", "salt-1kg", 30, 2400),
    ("चीनी ₹40 किलो फ़ाइनल, 50 किलो भेज दो।", "sugar-1kg", 50, 4000),
    ("Sugar ₹40 a kilo final. Send 50 kg.", "sugar-1kg", 50, 4000),
    ("Please send 20 kg rice at ₹38 per kg, final rate.", "rice-1kg", 20, 3800),
    ("Chawal ₹38 kilo final hai, 20 kilo bhej dijiye.", "rice-1kg", 20, 3800),
    ("Atta ₹230 per bag final, 10 bag bhej dijiye.", "atta-5kg", 10, 23000),
    ("आटा ₹230 प्रति बैग फ़ाइनल, 10 बैग भेजिए।", "atta-5kg", 10, 23000),
    ("Send 10 bags of atta, ₹230 a bag, final.", "atta-5kg", 10, 23000),
])
def test_a_final_price_beside_goods_sent_is_an_order_at_it(text, sku, n, paise):
    assert intents(text, email=True) == [("order", sku, n, paise, None, None)]


@pytest.mark.parametrize("text, read", [
    ("Refined oil ₹125 a kilo, final.", [("offer", "refined-oil-1l", None, 11500, None, None)]),
    ("₹38.50 rice, 2 quintal, final offer.", [("offer", "rice-1kg", 200, 3850, None, None)]),
    ("Rice ₹38 final. Otherwise leave it.", [("offer", "rice-1kg", None, 3800, None, None)]),
    ("Chawal ₹38 final. Nahi toh rehne do.", [("offer", "rice-1kg", None, 3800, None, None)]),
    ("Theek hai, sarson ka tel ₹132 litre final. 20 litre bhej do.",
     [("accept", "mustard-oil-1l", None, 13200, None, None), ("order", "mustard-oil-1l", 20, None, None, None)]),
    ("Maggi ₹12 final? Theek hai, 100 packet bhejo",
     [("accept", "noodles-70g", None, 1200, None, None), ("order", "noodles-70g", 100, None, None, None)]),
    # "₹11.50 mein de do" with a count stays an offer: the corpora's golds read "₹24 में दे दो, 40 किलो चाहिए" so.
    ("Bhaiya Maggi ki 4 peti (har peti 12 packet) ₹11.50 per packet mein de do.",
     [("offer", "noodles-70g", 48, 1150, None, None)]),
])
def test_final_prices_near_them_read_as_before(text, read):
    assert intents(text, email=True) == read


# Refusal reasons that sent the model the wrong way (trial 34, §6): each now tells the real fix, or reads the mail.
@pytest.mark.parametrize("text", [
    "Bhaiya bill B15 do baar aa gaya hai, order ek hi tha. Duplicate hata do.",  # trial A62
    "Bill B15 came twice; there was only one order. Please remove the duplicate.",
    "बिल B15 दो बार आ गया है, ऑर्डर एक ही था। डुप्लीकेट हटा दीजिए।",
])
def test_a_duplicate_bill_asked_removed_disputes_the_bill_named(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B15")]


@pytest.mark.parametrize("text", [
    "We paid ₹3,000 last week against your old bill; please send the statement. Also 20 packets of Tata salt 1kg "
    "please.",  # trial A50
    "पिछले हफ़्ते पुराने बिल के ₹3,000 दे दिए थे; स्टेटमेंट भेजिए। साथ में टाटा नमक 20 पैकेट भी।",
    "Pichhle hafte purane bill ke ₹3,000 de diye the; statement bhejiye. Saath mein Tata namak 20 packet bhi.",
])
def test_a_past_payment_beside_goods_is_not_their_price(text):
    assert intents(text, email=True) == [("ask_bill", None, None, None, None, None),
                                         ("order", "salt-1kg", 20, None, None, None)]


def test_a_past_payment_naming_its_bill_reads_as_before():
    assert refused("Paid ₹3,000 against B12 last week; please check. Also send 20 packets of Tata salt.",
                   email=True) == "ambiguous_intent.told_past"


@pytest.mark.parametrize("text", [
    "बिल B2 के ₹2,380.00 में से आधा आज भेज रहे हैं, आधा अगले हफ़्ते।",  # trial A60
    "Bill B2 ke ₹2,380 mein se aadha aaj bhej rahe hain, aadha agle hafte.",
])
def test_half_paid_today_is_asked_the_amount_not_told_it_is_for_later(text):
    assert refused(text, email=True) == "ambiguous_intent.part_today"


def test_a_payment_for_later_is_still_told_so():
    assert refused("B2 ka payment agle hafte karenge.", email=True) == "ambiguous_intent.pay_later"


def test_straight_away_is_no_unit_word():
    from lang.reader import read_message
    from tests.reader_intents import CAT
    text = ("Please quote for the following:\n\n| Item | Qty |\n|---|---|\n| Aashirvaad atta 5 kg | 20 bags |\n"
            "| Besan 500g | 30 packets |\n\nIf atta is under ₹230 a bag, book the 20 straight away.")  # trial A3
    r = read_message(text, CAT, email=True)
    assert r.reason_key != "ambiguous_intent.unit_word", r.reason


@pytest.mark.parametrize("text", [
    "Please send:\n- Rice: 80 kg\n- Toor dal: 15 kg\n- Sugar: 0 kg (we still have stock)",  # trial B0
    "चावल 80 किलो, चीनी 0 किलो भेजिए।",
    "Chawal 80 kilo, cheeni 0 kilo bhejiye.",
])
def test_a_zero_line_is_left_out(text):
    # session 35 (fixer BD, lang.zero_lines): a list line at nought beside goods ordered leaves its goods out (it had
    # been refused, "leave sugar out of the mail"); alone, or with a price, it is still refused
    assert [row[:3] for row in intents(text, email=True)][0] == ("order", "rice-1kg", 80)
    assert "sugar-1kg" not in {row[1] for row in intents(text, email=True)}
    assert refused("Sugar: 0 kg", email=True) == "no_quantity.zero"


def test_an_english_unit_word_is_written_in_devanagari_in_a_hindi_reason():
    from lang.reasons import word
    assert "“क्रेट”" in word("no_quantity.no_fixed_size", {"n": "1", "word": "crate"}, "hi")  # trial A69
    assert "“…”" in word("no_quantity.no_fixed_size", {"n": "1", "word": "gaddi"}, "hi")  # unknown: left out as before
