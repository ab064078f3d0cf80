"""A rate question with a need stated, and a cut from an order beside goods "sent" (session 36, fixer CM; a new
user's trial 36, report sections 4.4 and 4.5; lang/preamble.py, lang/kept_sent.py, lang/need_after_rate.py).

- A rate question that tells a need to come is a rate asked: with no figure the need is background ("इस हफ़्ते अच्छी
  मात्रा चाहिए होगी"), with a count the count is the rate's ("… 50 किलो प्याज़ चाहिए होगा": the trial's writer added
  it as the old refusal asked, and was refused again). The Hinglish trial message opened with "Soch raha hoon: …",
  its reasoning, which had been read as the message.
- Goods "sent" with no count beside goods cut from an order are kept ("आज जो आलू मँगाए थे वो रद्द कर दीजिए। प्याज़
  भेज दीजिए।" cancels the potatoes only; holdout130 b7046/b7019 say so too); with an order id named the writer is
  asked whether they are kept or a new order, never "how many?" (whose answer had ordered the onions twice).

Rows marked "trial" or "corpus" come from those; the rest are this fixer's own probes."""
import pytest

from tests.reader_intents import intents, refused

ONION_RATE = [("ask_quote", "onion-1kg", None, None, None, None)]
ONION_RATE_50 = [("ask_quote", "onion-1kg", 50, None, None, None)]
CUT_POTATO = [("cancel", "potato-1kg", None, None, None, None)]


# --- a rate question with a need to come ------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "सोच रहा हूँ: हमारा प्याज़ का स्टॉक कम हो रहा है, पहले रेट पूछ लेता हूँ फिर ऑर्डर दूँगा।\n\nनमस्ते, प्याज़ का आपका "
    "रेट क्या है? इस हफ़्ते अच्छी मात्रा चाहिए होगी।",  # trial
    "Soch raha hoon: pyaz ka stock kam ho raha hai, pehle rate pooch leta hoon phir order dunga.\n\nNamaste, pyaz ka "
    "aapka rate kya hai? Is hafte achhi quantity chahiye hogi.",  # trial
    "Thinking: our onion stock is running low, I'll ask the rate first and order after.\n\nHello, could you share "
    "your rate for onions? We may need a good quantity this week.",  # trial (English)
    "Main soch rahi hoon: pyaaz jaldi khatam hoga.\nJawab: Pyaaz ka rate batao, is hafte zyada pyaaz lagega.",
    "प्याज़ का रेट बताइए, इस हफ़्ते ज़्यादा प्याज़ लगेगा।",
    "Please share your onion rate; we will need plenty of onions this week.",
])
def test_a_rate_question_with_a_need_to_come_asks_the_rate(text):
    assert intents(text, email=True) == ONION_RATE


@pytest.mark.parametrize("text", [
    "नमस्ते, प्याज़ का आपका रेट क्या है? इस हफ़्ते 50 किलो प्याज़ चाहिए होगा।",  # the trial's writer, following the hint
    "Namaste, pyaz ka aapka rate kya hai? Is hafte 50 kilo pyaz chahiye hoga.",
    "Hello, could you share your rate for onions? We may need 50 kg of onions this week.",
    "प्याज़ का रेट क्या है? 50 किलो प्याज़ लेना है।",
    "Soch raha hoon: pyaz khatam ho raha hai.\n\nPyaz ka rate kya hai? 50 kilo pyaz chahiye.",
    "Please share your onion rate. We will need 50 kg this week.",  # "share" asks the rate: it had ordered 50 kg
    "प्याज़ का रेट बताइए, इस हफ़्ते 50 किलो प्याज़ लगेगा।",
])
def test_a_count_needed_after_the_rate_question_is_the_rates(text):
    assert intents(text, email=True) == ONION_RATE_50


@pytest.mark.parametrize("text", [
    "Toor dal — what's your last price? We need 1 quintal.",  # corpus (holdout101 d8007): the goods not named again
    "तूर दाल का आखिरी भाव क्या है? 1 क्विंटल चाहिए।",
    "Toor dal — what's your last price? We need 1 quintal toor dal.",
    "तूर दाल का आखिरी भाव क्या है? 1 क्विंटल तूर दाल चाहिए।",
    "Toor dal ka last rate kya hai? 1 quintal toor dal chahiye.",
])
def test_the_goods_named_again_or_not_read_alike(text):
    assert intents(text, email=True) == [("ask_quote", "toor-dal-1kg", 100, None, None, None)]


def test_two_rates_with_one_need_read_as_before():
    text = "<think>Sardi aa rahi hai.</think>\nBadam aur ghee ka aaj ka rate batana. Badam 5 kilo chahiye."
    assert intents(text, email=True) == [("ask_quote", "almonds-100g", 50, None, None, None),
                                         ("ask_quote", "ghee-1l", None, None, None, None)]  # corpus (holdout19 hg-041)


@pytest.mark.parametrize("text", [
    "प्याज़ का रेट क्या है? 50 किलो प्याज़ भेज दीजिए।",  # a send: not a need told (lang.need_after_rate, session 49)
    "What is your rate for onions? Please send 50 kg onions.",
    "Pyaz ka rate kya hai? 50 kilo pyaz ₹30 mein chahiye.",  # a price of its own
])
def test_a_send_or_a_price_after_the_rate_question_is_not_taken_as_the_rates(text):
    assert refused(text, email=True).startswith("ambiguous_intent.")


def test_a_need_in_a_plain_line_still_orders_nothing_later():
    assert refused("अगले हफ़्ते शायद 20 किलो आटा चाहिए होगा। शनिवार तक पक्का बताएँगे।", email=True) == \
        "ambiguous_intent.tentative"  # corpus (holdout81 hi-d9049, gold refused): no rate asked, as before


def test_a_soch_opener_without_a_colon_is_the_message():
    assert intents("Soch raha hoon ki 20 kilo chawal bhej do.", email=True) == \
        [("order", "rice-1kg", 20, None, None, None)]


# --- goods sent beside a cut --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "आज जो आलू मँगाए थे वो रद्द कर दीजिए, अब ज़रूरत नहीं है। प्याज़ भेज दीजिए।",  # trial
    "Aaj jo aloo mangwaye the woh cancel kar dijiye, ab zaroorat nahi hai. Pyaz bhej dijiye.",  # trial
    "Please cancel the potatoes we ordered from you today; we don't need them any more. Keep the onions.",  # trial
    "Please cancel the potatoes we ordered today. Send the onions as planned.",
    "आलू रद्द कर दीजिए, प्याज़ भेज दीजिए।",
    "Aloo cancel kar do aur pyaz bhej do.",
    "Send the onions, but cancel the potatoes.",
])
def test_goods_sent_beside_a_cut_are_kept(text):
    assert intents(text, email=True) == CUT_POTATO


@pytest.mark.parametrize("text", [
    "O16 tomato cancel pls. still 12 kg tamatar left, going soft. onion aloo send",  # corpus (holdout130 b7046)
    "O16 का टमाटर कैंसल करो। अभी 12 किलो टमाटर बचा है, गल रहा है। प्याज़ आलू भेजो",
    "O16 ka tamatar cancel karo pls. abhi 12 kg tamatar bacha hai, gal raha hai. pyaaz aloo bhejo",
    "Cancel the potatoes from O26, send the onions.",
    "O26 से आलू रद्द कर दीजिए, प्याज़ भेज दीजिए।",
])
def test_with_an_order_named_kept_or_new_is_asked_not_how_many(text):
    assert refused(text, email=True) == "ambiguous_intent.kept_or_new"


def test_the_kept_or_new_reason_is_in_the_writers_language():
    from lang.reader import read_message
    from tests.reader_intents import CAT
    r = read_message("O26 से आलू रद्द कर दीजिए, प्याज़ भेज दीजिए।", CAT, email=True)
    assert r.reason_key == "ambiguous_intent.kept_or_new" and r.reason_args["items"] == "onion"


@pytest.mark.parametrize("text, read", [
    ("आज जो आलू मँगाए थे वो रद्द कर दीजिए। 20 किलो प्याज़ भेज दीजिए।",  # a count: a new order, as the golds read
     CUT_POTATO + [("order", "onion-1kg", 20, None, None, None)]),
    ("Aaj jo aloo mangwaye the woh cancel kar dijiye. 20 kilo pyaz bhej dijiye.",
     CUT_POTATO + [("order", "onion-1kg", 20, None, None, None)]),
    ("आलू मत भेजो, प्याज़ भेजो — आधा क्विंटल, ₹33 किलो।",  # corpus (holdout38 hi-t013): the count after the dash
     [("order", "onion-1kg", 50, 3300, None, None)]),
])
def test_a_counted_send_beside_a_cut_still_orders(text, read):
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text", [
    "Cancel the paneer order. Send bread.",  # a whole order cut: the bread may be new
    "पनीर का ऑर्डर रद्द कर दीजिए। ब्रेड भेज दीजिए।",
    "आलू रद्द कर दीजिए, प्याज़ भी भेज दीजिए।",  # "भी": added
    "Aloo cancel karo, uski jagah pyaz bhejo.",  # instead: a new line
])
def test_an_added_or_new_send_is_not_taken_as_kept(text):
    assert refused(text, email=True) == "no_quantity.how_many"


@pytest.mark.parametrize("text, read", [
    ("O-86 से सिर्फ़ चना दाल (15 किलो) हटा दें, मसूर रहने दें।",  # corpus (holdout29 hi-c034): "हटा दें" is a cut word
     [("cancel", "chana-dal-1kg", 15, None, "O86", None)]),
    ("O86 se sirf chana dal hata dein, masoor rehne dein.", [("cancel", "chana-dal-1kg", None, None, "O86", None)]),
    ("O86 में से सिर्फ़ चना दाल रद्द करें।", [("cancel", "chana-dal-1kg", None, None, "O86", None)]),
    ("From O86 please remove only the chana dal, keep the masoor.",
     [("cancel", "chana-dal-1kg", None, None, "O86", None)]),
])
def test_only_the_goods_cut_with_the_rest_kept(text, read):
    assert intents(text, email=True) == read
