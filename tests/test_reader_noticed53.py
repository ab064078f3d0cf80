"""Kinds noticed in session 53 beside other work (helper NOTICED), each in the three languages, with near-misses that
read as before: a rival's price told with "ne" by a name that opens the message (``lang.told_by_another``); a
bracket of goods opening a sentence with a request after it (``lang.bracket_apart``); a Hindi and Hinglish
step-by-step preamble before the final message (``lang.preamble``)."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

RICE_ASKED = [("ask_quote", "rice-1kg", None, None, None, None)]


@pytest.mark.parametrize("text, read", [
    # a name opening the message with "ne … bataya" tells a rival's price; the question asks the supplier's
    ("Gupta ne chawal ka rate ₹36 bataya hai. Aap kitne mein doge?", RICE_ASKED),
    ("गुप्ता ने चावल का रेट ₹36 बताया है। आप कितने में दोगे?", RICE_ASKED),
    ("Sharma ne atta ₹38 kilo bataya hai, aap kya rate doge?", [("ask_quote", "atta-5kg", None, None, None, None)]),
    ("Gupta ne chawal ka rate ₹36 bataya hai. 50 kilo ₹35 mein bhej do.", [("order", "rice-1kg", 50, 3500, None, None)]),
    ("गुप्ता ने चावल का रेट ₹36 बताया है। 50 किलो ₹35 में भेज दो।", [("order", "rice-1kg", 50, 3500, None, None)]),
])
def test_a_rival_named_first_with_ne_tells_his_price(text, read):
    """Were read as our offer of the rival's price (₹36 rice, ₹38 atta), silently."""
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text", [
    "Gupta ne chawal ka rate ₹36 bataya hai, aap kitne mein doge?",  # (one sentence: which price is asked is unclear)
    "गुप्ता ने चावल का रेट ₹36 बताया है, आप कितने में दोगे?",
    "Sharma quoted atta at ₹38 a kilo, what's your rate?",  # the English, refused as before
])
def test_a_rival_price_beside_a_rate_asked_in_one_sentence_is_refused_not_offered(text):
    assert refused(text, email=True) == "ambiguous_intent.price_asked"


@pytest.mark.parametrize("text, read", [
    # the name greeted (a comma, "namaste") is the supplier's: his price, agreed or asked, as before
    ("Gupta ji, cheeni ₹41 mein 20 kilo bhej do", [("order", "sugar-1kg", 20, 4100, None, None)]),
    ("Gupta ji namaste. Cheeni ₹41 mein 20 kilo bhej dijiye.", [("order", "sugar-1kg", 20, 4100, None, None)]),
    ("गुप्ता जी, आपने चीनी ₹42 बताई थी, ठीक है। 20 किलो भेज दीजिए।",
     [("accept", "sugar-1kg", None, 4200, None, None), ("order", "sugar-1kg", 20, None, None, None)]),
    ("Gupta ji ne cheeni ₹42 bataya, theek hai, 20 kilo bhej dijiye.",
     [("accept", "sugar-1kg", None, 4200, None, None), ("order", "sugar-1kg", 20, None, None, None)]),
    ("Humne chawal ka rate ₹36 bataya tha. Aap kitne mein doge?", [("offer", "rice-1kg", None, 3600, None, None)]),
    # the rival's price asked matched is the bid (holdout96 y9001, y9050)
    ("अग्रवाल ट्रेडर्स ने चावल ₹36 किलो बताया है। क्या आप भी इतने में दे सकते हैं?",
     [("offer", "rice-1kg", None, 3600, None, None)]),
    ("Gupta ne chawal ka rate ₹36 bataya hai. Utna kar do to 40 kilo order karenge.",
     [("offer", "rice-1kg", 40, 3600, None, None)]),
])
def test_a_name_greeted_or_a_price_of_ours_reads_as_before(text, read):
    assert intents(text, email=True) == read


MOONG_ASKED_RICE_SENT = [("ask_delivery", "moong-dal-1kg", 10, None, "O9", None), ("order", "rice-1kg", 5, None, None, None)]


@pytest.mark.parametrize("text", [
    "Has O9 left yet? (10 kg moong) Send 5 kg rice too.",
    "O9 निकल गया क्या? (10 किलो मूँग) 5 किलो चावल भी भेज दीजिए।",
    "O9 nikla kya? (10 kilo moong) 5 kilo chawal bhi bhej do.",
])
def test_a_bracket_of_the_orders_goods_is_not_ordered_by_the_request_after_it(text):
    """The moong had been ordered again beside the delivery question, silently."""
    assert intents(text, email=True) == MOONG_ASKED_RICE_SENT


@pytest.mark.parametrize("text, read", [
    ("Has O9 left yet? (10 kg moong)", [("ask_delivery", "moong-dal-1kg", 10, None, "O9", None)]),
    ("O9 कब आएगा? (10 किलो मूँग)", [("ask_delivery", "moong-dal-1kg", 10, None, "O9", None)]),
    ("(O9) kab aayega?", [("ask_delivery", None, None, None, "O9", None)]),  # no count in the bracket
    ("Send 10 kg moong. (5 kg rice) bhi bhejo.",
     [("order", "moong-dal-1kg", 10, None, None, None), ("order", "rice-1kg", 5, None, None, None)]),
])
def test_brackets_near_the_kind_read_as_before(text, read):
    assert intents(text, email=True) == read


SUGAR_SENT = [("order", "sugar-1kg", 20, 4100, None, None)]


@pytest.mark.parametrize("text", [
    "चलो एक-एक कदम सोचते हैं।\n1. सप्लायर ने चीनी ₹44 बताई है।\n2. हमें ₹41 चाहिए।\n\nअंतिम संदेश:\n"
    "नमस्ते, चीनी ₹41 किलो में 20 किलो भेज दीजिए।",
    "कदम-दर-कदम सोचें।\n1. सप्लायर ने चीनी ₹44 बताई है।\nअंतिम संदेश: 20 किलो चीनी ₹41 किलो में भेज दीजिए।",
    "Chalo ek-ek kadam sochte hain.\n1. Supplier ne cheeni ₹44 batayi hai.\n2. Humein ₹41 chahiye.\n\nFinal message:\n"
    "Namaste, cheeni ₹41 kilo mein 20 kilo bhej dijiye.",
    "Chalo step by step sochte hain. Supplier ne ₹44 bataya. Antim sandesh: 20 kilo cheeni ₹41 mein bhej dijiye.",
    "Let's go step by step.\n1. Supplier quoted sugar at ₹44.\n2. We want ₹41.\n\nFinal message:\n"
    "Please send 20 kg sugar at ₹41 per kg.",
])
def test_a_step_by_step_preamble_is_not_read(text):
    """The Hindi reasoning (holdout117 hi-q8050's kind) had been read as the message."""
    assert intents(text, email=True) == SUGAR_SENT


@pytest.mark.parametrize("text, read", [
    ("एक एक किलो चीनी और चावल भेज दीजिए।",
     [("order", "sugar-1kg", 1, None, None, None), ("order", "rice-1kg", 1, None, None, None)]),
    ("चलो 20 किलो चावल भेज दो।", [("order", "rice-1kg", 20, None, None, None)]),
])
def test_a_message_opening_like_the_preamble_is_the_message(text, read):
    assert intents(text, email=True) == read
