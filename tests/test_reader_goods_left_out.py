"""Goods named only to leave them out, prices named only as background, and words that refuse goods a block orders
(session 36, fixer CG; lang/left_out.py, lang/supplier_before.py, lang/block_refusals.py).

- Goods left out of a rate request ("Send rates: Maggi, Parle-G. Not tea.") ask the other rates and refuse nothing
  (probes34 i0022–i0030, judgement call 5: no price was on the table); goods both asked and left out are refused as
  contradictory; a refusal that answers an offer, a price or a decision to buy stays a refusal; the same words beside
  an order are read as before (the labelled rows split there).
- Another supplier's price told as the reason for asking ours ("Our regular supplier has put atta at ₹228, which our
  customers won't pay. What is your rate?") asks the rate only (holdout128 o9016); what the shop sells a month is
  background ("We usually move around 20 packets a month").
- Words beside an order block that refuse goods the block orders refuse the message (the re-trial of session 35,
  N-hi-04, N-hg-04), in every language.

Rows marked "corpus" are the blind rows the kinds came from; the rest are this fixer's own probes."""
import pytest

from tests.reader_intents import intents, read_as, refused


def _asks(*skus):
    return [("ask_quote", s, None, None, None, None) for s in skus]


# --- goods left out of a rate request -------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Send rates: Maggi, Parle-G, Colgate, Surf Excel. Not tea.",  # corpus (probes34 i0023)
    "भाव भेजो: मैगी, पारले-जी, कोलगेट, सर्फ़ एक्सेल। चाय पत्ती नहीं।",
    "Rate bhejo: Maggi, Parle-G, Colgate, Surf Excel. Chai patti nahi.",
])
def test_goods_said_not_to_be_quoted_are_left_out(text):
    assert intents(text, email=True) == _asks("noodles-70g", "biscuits-65g", "toothpaste-100g", "detergent-1kg")


@pytest.mark.parametrize("text", [
    "Kindly share rates for moong dal and chana dal. Skip the besan, we have plenty.",
    "मूँग दाल और चना दाल का भाव भेजिए। बेसन रहने दीजिए, बहुत है।",
    "Moong dal aur chana dal ka rate bhejiye. Besan rehne do, bahut hai.",
])
def test_goods_skipped_beside_a_rate_request_refuse_nothing(text):
    assert intents(text, email=True) == _asks("moong-dal-1kg", "chana-dal-1kg")


@pytest.mark.parametrize("text", [
    "Rates for rice and sugar please. No need to quote jaggery.",
    "चावल और चीनी का भाव बताइए। गुड़ का भाव मत भेजिए।",
    "Chawal aur cheeni ka rate bataiye. Gud ka rate mat bhejna.",
])
def test_a_rate_said_not_to_be_sent_holds_back_no_goods(text):
    assert intents(text, email=True) == _asks("rice-1kg", "sugar-1kg")


@pytest.mark.parametrize("text", [
    "Rates needed this week:\n\n1. **Rice** (kg)\n2. **Masoor dal** (kg)\n3. **Ghee** (1 L)\n\n"
    "No need to quote sugar — we're stocked till next month.",  # corpus (probes34 i0022)
    "इस हफ़्ते के भाव चाहिए:\n\n1. **चावल** (किलो)\n2. **मसूर दाल** (किलो)\n3. **घी** (1 लीटर)\n\n"
    "चीनी का भाव मत भेजिए — अगले महीने तक का माल है।",
    "Is hafte ke rate chahiye:\n\n1. **Chawal** (kg)\n2. **Masoor dal** (kg)\n3. **Ghee** (1 L)\n\n"
    "Cheeni ka rate mat bhejna — agle mahine tak ka maal hai.",
])
def test_a_list_of_rates_needed_with_goods_left_out(text):
    assert intents(text, email=True) == _asks("rice-1kg", "masoor-dal-1kg", "ghee-1l")


@pytest.mark.parametrize("text", [
    "Please quote Tata Salt, Surf Excel and Lifebuoy. Not Colgate this time.",
    "टाटा नमक, सर्फ़ एक्सेल और लाइफ़बॉय का भाव बताइए। कोलगेट इस बार नहीं।",
])
def test_goods_left_out_this_time(text):
    assert read_as(text) == _asks(  # (reader_intents.DOUBTED: the Hindi one from session 42's retraining to 43's)
        "salt-1kg", "detergent-1kg", "bath-soap-75g")


@pytest.mark.parametrize("text", [
    "Quote for tea and Maggi please. Not tea.", "चाय और मैगी का भाव बताइए। चाय नहीं।",
    "Chai aur Maggi ka rate bataiye. Chai nahi.",
])
def test_goods_both_asked_and_left_out_are_refused(text):
    assert refused(text, email=True) == "contradictory.yes_and_no"


@pytest.mark.parametrize("text, expected", [
    ("Thanks for the offer on Maggi, but we will not take it. What is your rate for Surf Excel?",
     [("reject", "noodles-70g", None, None, None, None), *_asks("detergent-1kg")]),
    ("We have decided not to go ahead with the almonds. Please quote poha and suji.",
     [("reject", "almonds-100g", None, None, None, None), *_asks("poha-500g", "suji-500g")]),
    ("Humne is mahine badam na lene ka faisla kiya hai. Uski jagah poha aur suji ke rate bhej dijiye.",
     [("reject", "almonds-100g", None, None, None, None), *_asks("poha-500g", "suji-500g")]),
    ("Please quote rice. Sugar at ₹46 is too much.",
     [*_asks("rice-1kg"), ("reject", "sugar-1kg", None, 4600, None, None)]),
    ("Bhai saab, is baar badam nahi chahiye, rate bahut zyada hai.", [("reject", "almonds-100g", None, None, None, None)]),
    ("जल्दी भाव भेजने के लिए धन्यवाद भैया! इस बार चीनी रहने दीजिए — अभी गोदाम में 2 बोरी पड़ी है।",
     [("reject", "sugar-1kg", None, None, None, None)]),
])
def test_a_refusal_of_goods_offered_is_still_a_refusal(text, expected):
    assert intents(text, email=True) == expected


@pytest.mark.parametrize("text", [
    "No sugar this week. Send 20 kg rice at ₹38.", "इस हफ़्ते चीनी नहीं चाहिए। 20 किलो चावल ₹38 पर भेज दीजिए।",
    "Is hafte cheeni nahi chahiye. 20 kilo chawal ₹38 pe bhej dijiye.",
])
def test_goods_declined_beside_an_order_read_as_before(text):
    assert read_as(text) == [("reject", "sugar-1kg", None, None, None, None), ("order", "rice-1kg", 20, 3800, None, None)]


# --- another supplier's price told as the reason for asking ours -----------------------------------------------------

@pytest.mark.parametrize("text", [
    "Hello Lalpur Wholesale! Our regular supplier has just put Aashirvaad atta 5 kg at ₹228, which our customers won't "
    "pay. What is your rate for Aashirvaad 5 kg? We usually move around 20 packets a month.",  # corpus (o9016)
    "नमस्ते लालपुर होलसेल! हमारे पुराने सप्लायर ने आशीर्वाद आटा 5 किलो ₹228 कर दिया है, जो हमारे ग्राहक नहीं देंगे। "
    "आशीर्वाद 5 किलो का आपका भाव क्या है? हमारे यहाँ महीने में लगभग 20 पैकेट निकलते हैं।",
    "Hello Lalpur Wholesale! Hamare purane supplier ne Aashirvaad aata 5 kg ₹228 kar diya hai, jo hamare customer "
    "nahi denge. Aashirvaad 5 kg ka aapka rate kya hai? Hamare yahan mahine mein lagbhag 20 packet nikalte hain.",
])
def test_the_old_suppliers_price_is_background(text):
    assert intents(text, email=True) == _asks("atta-5kg")


@pytest.mark.parametrize("text", [
    "Our old distributor is charging ₹118 a litre for Fortune refined oil, which we can't pay. What is your rate for "
    "refined oil?",
    "हमारे पुराने डिस्ट्रीब्यूटर ने रिफाइंड तेल ₹118 लीटर कर दिया है, जो हम नहीं दे सकते। आपका रिफाइंड तेल का भाव क्या है?",
    "Hamare purane distributor ne refined tel ₹118 litre kar diya hai, jo hum nahi de sakte. Aapka refined tel ka rate "
    "kya hai?",
])
def test_another_distributors_price_refused_by_us_asks_only_the_rate(text):
    assert intents(text, email=True) == _asks("refined-oil-1l")


@pytest.mark.parametrize("text, expected", [
    ("Our regular supplier gives refined oil at ₹118. Can you do ₹115?", [("offer", "refined-oil-1l", None, 11500, None, None)]),
    ("हमारे पुराने सप्लायर ने सर्फ़ एक्सेल ₹95 कर दिया है। क्या आप ₹90 कर सकते हैं?",
     [("offer", "detergent-1kg", None, 9000, None, None)]),
    ("Our regular supplier gives refined oil at ₹118. Cancel O4.", [("cancel", None, None, None, "O4", None)]),
    ("Is mahine mein 30 packet Maggi bhej do.", [("order", "noodles-70g", 30, None, None, None)]),
])
def test_a_price_of_our_own_beside_it_is_still_read(text, expected):
    assert intents(text, email=True) == expected


@pytest.mark.parametrize("text", [
    "We sell about 30 packets of Maggi a week. What is your rate for Maggi?",
    "हमारे यहाँ हफ़्ते में 30 पैकेट मैगी बिकती है। मैगी का आपका भाव क्या है?",
    "Hamare yahan hafte mein 30 packet Maggi bikti hai. Maggi ka aapka rate kya hai?",
])
def test_what_we_sell_a_week_is_no_count_of_the_rate_asked(text):
    assert intents(text, email=True) == _asks("noodles-70g")


# --- words that refuse goods an order block orders -------------------------------------------------------------------

BLOCK = '```order\n{"items": [{"item": "atta-5kg", "quantity": 10}, {"item": "toor-dal-1kg", "quantity": 25}]}\n```'


@pytest.mark.parametrize("words", [
    "इस हफ़्ते आटा नहीं चाहिए, सिर्फ़ दाल भेजिए।",  # the re-trial (N-hi-04)
    "Is hafte atta nahi chahiye, sirf dal bhejo.",  # (N-hg-04)
    "No atta this week, just send the dal.", "We don't need any atta this week — just the dal, please.",
    "Atta mat bhejna, baaki neeche wala order bhej do.", "आटा मत भेजिए, बाकी नीचे वाला ऑर्डर भेज दीजिए।",
])
def test_words_refusing_goods_the_block_orders_refuse_the_message(words):
    assert refused(f"{words}\n\n{BLOCK}", email=True) == "contradictory.yes_and_no"


@pytest.mark.parametrize("words, first", [
    ("Please find our order below, no rush.", []),
    ("No sugar this week. Our order is below.", [("reject", "sugar-1kg", None, None, None, None)]),
    ("चीनी इस बार नहीं चाहिए, बाकी ऑर्डर नीचे है:", [("reject", "sugar-1kg", None, None, None, None)]),
])
def test_words_refusing_other_goods_keep_the_block(words, first):
    assert intents(f"{words}\n\n{BLOCK}", email=True) == [
        *first, ("order", "atta-5kg", 10, None, None, None), ("order", "toor-dal-1kg", 25, None, None, None)]


@pytest.mark.parametrize("words", [
    "Order below. Please don't send cracked eggs.", "नीचे ऑर्डर है। टूटे अंडे मत भेजना।", "Order neeche hai. Toote ande mat bhejna.",
])
def test_a_negated_send_of_the_blocks_goods_is_refused_not_read_as_cancel_and_order(words):
    block = '```order\n{"items": [{"item": "eggs-1pc", "quantity": 60}, {"item": "atta-5kg", "quantity": 4}]}\n```'
    assert refused(f"{words}\n\n{block}", email=True) == "contradictory.yes_and_no"  # (had: cancel eggs, order eggs)
