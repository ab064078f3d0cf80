"""Words and shapes that stopped the reader on gold-readable messages (fixer AC, the thirty-second session; issue 10:
a refusal is the model's failure, so a message a shopkeeper reads plainly must be read). Each kind in the three
languages, with probes of our own (not from a corpus) and near sentences that must still read as before:

- goods and orders asked after in Hindi and Hinglish words: "आएगी क्या?", "आ पाएगा?", "भेज दिया?", "भेजा क्या?", "की
  स्थिति बताइए", "रवाना हुआ या नहीं", "डिलीवरी की संभावित तारीख" (``lang.acts``, ``lang.cues``, ``lang.sent_asked``);
- a request wrapped in thanks ahead: "यदि … भेज सकें तो बहुत कृपा होगी", "We would be obliged if you could dispatch …"
  (``lang.grateful_if``): an order, at the price named, not a condition;
- a bill named as charging one rate when another was agreed: "B30 में पनीर ₹85 पैकेट लगाया है, बात ₹78 की हुई थी"
  (``lang.bill_rate_agreed``): a dispute;
- a tool call that asks: 'get_quote(items=["toor dal"])', 'get_order_status(order_id="O27")'
  (``lang.asking_calls``);
- goods asked kept ready: "4 पैकेट तैयार रखिए", "ready rakhna", "keep them ready" (``lang.cues``): an order.
"""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

# --- goods and orders asked after -------------------------------------------------------------------------------


@pytest.mark.parametrize("text, want", [
    # the feminine and plural of coming ("आएगी", "aayegi", "पहुँचेगी")
    ("कल वाली 3 पेटी पेप्सी आज आएगी क्या?", [("ask_delivery", "soft-drink-750ml", 36, None, None, None)]),
    ("Kal wali 3 peti Pepsi aaj aayegi kya?", [("ask_delivery", "soft-drink-750ml", 36, None, None, None)]),
    ("Will yesterday's 3 cases of Pepsi come today?", [("ask_delivery", "soft-drink-750ml", 36, None, None, None)]),
    ("5 किलो पनीर कल सुबह तक पहुँचेगी?", [("ask_delivery", "paneer-200g", 25, None, None, None)]),
    ("10 kilo cheeni shaam tak aayegi na?", [("ask_delivery", "sugar-1kg", 10, None, None, None)]),
    # "aa payega" (will it manage to come)
    ("O27 (20 किलो आटा) आज आ पाएगा?", [("ask_delivery", "atta-5kg", 4, None, "O27", None)]),
    ("O27 (20 kilo aata) aaj aa payega?", [("ask_delivery", "atta-5kg", 4, None, "O27", None)]),
    ("Will O27 (20 kg atta) manage to come today?", [("ask_delivery", "atta-5kg", 4, None, "O27", None)]),
    ("बारिश में O31 वाली 2 पेटी कोल्ड ड्रिंक शाम तक आ पाएगी?", [("ask_delivery", "soft-drink-750ml", 24, None, "O31", None)]),
    # sent, asked ("bhej diya?", "bheja kya?", "Did you send …?")
    ("क्या 20 किलो आटा भेज दिया?", [("ask_delivery", "atta-5kg", 4, None, None, None)]),
    ("Kya 20 kilo atta bhej diya?", [("ask_delivery", "atta-5kg", 4, None, None, None)]),
    ("Have you sent the 20 kg atta?", [("ask_delivery", "atta-5kg", 4, None, None, None)]),
    ("सुबह वाले 6 लीटर दूध भेजा क्या?", [("ask_delivery", "milk-500ml", 12, None, None, None)]),
    ("Subah wale 6 litre doodh bheja kya?", [("ask_delivery", "milk-500ml", 12, None, None, None)]),
    ("Did you send the 6 litres of milk this morning?", [("ask_delivery", "milk-500ml", 12, None, None, None)]),
    ("Has the 10 kg sugar been sent?", [("ask_delivery", "sugar-1kg", 10, None, None, None)]),
    # status and date asked, "left or not"
    ("कृपया हमारे ऑर्डर O44 (15 किलो चीनी) की स्थिति बताइए।", [("ask_delivery", "sugar-1kg", 15, None, "O44", None)]),
    ("Please tell us the status of our order O44 (15 kg sugar).", [("ask_delivery", "sugar-1kg", 15, None, "O44", None)]),
    ("हमारे ऑर्डर O8 (10 किलो गुड़) की डिलीवरी की संभावित तारीख बताइए।",
     [("ask_delivery", "jaggery-1kg", 10, None, "O8", None)]),
    ("कृपया बताएँ कि ऑर्डर O9 (25 किलो चावल) भेजा जा चुका है या नहीं?", [("ask_delivery", "rice-1kg", 25, None, "O9", None)]),
    ("Hamara order O9 (25 kilo chawal) godown se nikla ya nahi, bata dijiye.",
     [("ask_delivery", "rice-1kg", 25, None, "O9", None)]),
    ("हमारा ऑर्डर O9 (25 किलो चावल) गोदाम से रवाना हुआ या नहीं, बता दीजिए।",
     [("ask_delivery", "rice-1kg", 25, None, "O9", None)]),
])
def test_goods_and_orders_asked_after(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [
    # the future of sending is an order asked, not a question after goods sent
    ("Kya 20 kilo atta bhej doge?", [("order", "atta-5kg", 4, None, None, None)]),
    ("क्या 20 किलो आटा भेज दोगे?", [("order", "atta-5kg", 4, None, None, None)]),
    ("20 kilo atta bhej do", [("order", "atta-5kg", 4, None, None, None)]),
    # a rate asked is still a rate asked
    ("Did you send the rate for rice?", [("ask_quote", "rice-1kg", None, None, None, None)]),
    # an order beside the question keeps its order
    ("Did you send the 12 litres of milk? Send 10 kg sugar too.",
     [("ask_delivery", "milk-500ml", 24, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]),
    # an order asked after by its id, as before
    ("क्या O41 भेज दिया गया है?", [("ask_delivery", None, None, None, "O41", None)]),
    ("O27 (20 किलो आटा) आज आएगा?", [("ask_delivery", "atta-5kg", 4, None, "O27", None)]),
    # "bata dijiye" (tell us) asks nothing of its own: not "dijiye" (send)
    ("Hamara order O9 (25 kilo chawal) kab aayega, bata dijiye.", [("ask_delivery", "rice-1kg", 25, None, "O9", None)]),
    ("chawal ka bhav bata dijiye", [("ask_quote", "rice-1kg", None, None, None, None)]),
    ("20 kilo chawal bhej dijiye", [("order", "rice-1kg", 20, None, None, None)]),
])
def test_near_sentences_still_read_as_before(text, want):
    assert intents(text, email=True) == want


def test_goods_sent_at_a_price_asked_are_not_a_delivery_question():
    assert refused("Kya 20 kilo atta ₹230 mein bhej diya?", email=True).startswith("ambiguous_intent")


# --- a request wrapped in thanks ahead ---------------------------------------------------------------------------


@pytest.mark.parametrize("text, want", [
    ("यदि आप कल तक 2 किलो अमूल मक्खन भेज सकें तो बहुत कृपा होगी।", [("order", "butter-100g", 20, None, None, None)]),
    ("Agar aap kal tak 2 kilo Amul makkhan bhej sakein to badi meherbani hogi.",
     [("order", "butter-100g", 20, None, None, None)]),
    ("If you could send 2 kg Amul butter by tomorrow, we would be grateful.",
     [("order", "butter-100g", 20, None, None, None)]),
    ("यदि ₹530 प्रति लीटर की दर से 4 लीटर देसी घी भेजा जा सके तो हम आभारी होंगे।",
     [("order", "ghee-1l", 4, 53000, None, None)]),
    ("Agar ₹530 per litre ke rate se 4 litre desi ghee bheja ja sake to hum aabhari honge.",
     [("order", "ghee-1l", 4, 53000, None, None)]),
    ("We shall be grateful if 4 litres of desi ghee could be dispatched at ₹530 per litre.",
     [("order", "ghee-1l", 4, 53000, None, None)]),
    ("We would be obliged if you could dispatch 15 litres of mustard oil @ ₹138 per litre by Monday.",
     [("order", "mustard-oil-1l", 15, 13800, None, None)]),
    ("यदि आप सोमवार तक ₹138 प्रति लीटर की दर से 15 लीटर सरसों का तेल भिजवा सकें तो हम आपके आभारी रहेंगे।",
     [("order", "mustard-oil-1l", 15, 13800, None, None)]),
    ("Agar aap Monday tak ₹138 per litre ke rate se 15 litre sarson ka tel dispatch kar sakein to hum aapke aabhari "
     "rahenge.", [("order", "mustard-oil-1l", 15, 13800, None, None)]),
    ("If 3 kg of paneer could be sent today, we would be most thankful.",
     [("order", "paneer-200g", 15, None, None, None)]),
])
def test_a_request_wrapped_in_thanks_is_an_order(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [
    # a condition on a price or a promise stays an offer
    ("If you can do ₹3,300 total for 15 kg besan, we'll confirm today.", [("offer", "besan-500g", 30, 11000, None, None)]),
    ("agar ₹36 kar do to 50 kilo chawal bhej dena", [("offer", "rice-1kg", 50, 3600, None, None)]),
    ("agar aap ₹36 mein bhej sakein to 50 kilo chawal le lenge", [("offer", "rice-1kg", 50, 3600, None, None)]),
    ("If you can send rice at ₹36, we'll take 50 kg.", [("offer", "rice-1kg", 50, 3600, None, None)]),
])
def test_a_condition_on_a_price_is_still_an_offer(text, want):
    assert intents(text, email=True) == want


# --- a bill charging a rate other than the one agreed ------------------------------------------------------------


@pytest.mark.parametrize("text, want", [
    ("B41 में चीनी ₹46 किलो लगाई है, बात ₹42 की हुई थी।", [("dispute", None, None, None, None, "B41")]),
    ("B41 mein cheeni ₹46 kilo lagayi hai, baat ₹42 ki hui thi.", [("dispute", None, None, None, None, "B41")]),
    ("B41 charges sugar at ₹46 a kg, we had agreed ₹42.", [("dispute", None, None, None, None, "B41")]),
    ("B7 में घी ₹590 लीटर लगाया है, पर बात ₹560 की हुई थी।", [("dispute", None, None, None, None, "B7")]),
    ("B7 me ghee ₹590 litre laga hai, par baat ₹560 ki hui thi.", [("dispute", None, None, None, None, "B7")]),
    ("B7 has charged ghee at ₹590 a litre; the agreed rate was ₹560.", [("dispute", None, None, None, None, "B7")]),
    ("B12 में अंडे ₹195 ट्रे लगाए हैं, रेट ₹180 तय हुआ था। और O30 कब आएगा?",
     [("dispute", None, None, None, None, "B12"), ("ask_delivery", None, None, None, "O30", None)]),
    ("B12 mein ande ₹195 tray lagaye hain, rate ₹180 tay hua tha. Aur O30 kab aayega?",
     [("dispute", None, None, None, None, "B12"), ("ask_delivery", None, None, None, "O30", None)]),
    ("B12 billed eggs at ₹195 a tray, we had agreed ₹180. And when will O30 come?",
     [("dispute", None, None, None, None, "B12"), ("ask_delivery", None, None, None, "O30", None)]),
])
def test_a_bill_charging_another_rate_than_agreed_is_disputed(text, want):
    assert intents(text, email=True) == want


def test_a_rate_agreed_beside_goods_asked_is_left_to_the_rest_of_the_reader():
    # the sentence asks more goods too: no dispute is made of it alone
    assert refused("B30 charges paneer at ₹85 a packet, we had agreed ₹78 — send 10 more packets at ₹78.",
                   email=True).startswith("ambiguous_intent")


# --- tool calls that ask -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, want", [
    ('get_quote(items=["moong dal", "masoor dal"])',
     [("ask_quote", "moong-dal-1kg", None, None, None, None), ("ask_quote", "masoor-dal-1kg", None, None, None, None)]),
    ('get_quote(items=["मूंग दाल", "मसूर दाल"])',
     [("ask_quote", "moong-dal-1kg", None, None, None, None), ("ask_quote", "masoor-dal-1kg", None, None, None, None)]),
    ('get_quote(items=["moong daal", "masoor daal"])',
     [("ask_quote", "moong-dal-1kg", None, None, None, None), ("ask_quote", "masoor-dal-1kg", None, None, None, None)]),
    ("get_rates(item='sugar')", [("ask_quote", "sugar-1kg", None, None, None, None)]),
    ("request_quote(items=['चीनी'])", [("ask_quote", "sugar-1kg", None, None, None, None)]),
    ('get_order_status(order_id="O52")', [("ask_delivery", None, None, None, "O52", None)]),
    ("track_order(order='o8')", [("ask_delivery", None, None, None, "O8", None)]),
    ('Bhaiya: get_price(items=["cheeni"])', [("ask_quote", "sugar-1kg", None, None, None, None)]),
    ('place_order(item="sugar", qty=20)', [("order", "sugar-1kg", 20, None, None, None)]),
])
def test_a_tool_call_that_asks_is_its_question(text, want):
    assert intents(text, email=True) == want


def test_a_quote_call_with_a_count_is_left_as_written():
    assert refused("get_quote(item='rice', qty=50)", email=True).startswith("ambiguous_intent")


# --- goods asked kept ready --------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, want", [
    ("आशीर्वाद 5 किलो वाले 4 पैकेट तैयार रखिए।", [("order", "atta-5kg", 4, None, None, None)]),
    ("20 किलो चावल तैयार रखना, शाम को ले जाएँगे।", [("order", "rice-1kg", 20, None, None, None)]),
    ("20 kilo chawal ready rakhna, shaam ko le jayenge", [("order", "rice-1kg", 20, None, None, None)]),
    ("10 kg sugar — please keep it ready, our boy will come at 5.", [("order", "sugar-1kg", 10, None, None, None)]),
    ("4 packets of Aashirvaad 5 kg — please keep them ready.", [("order", "atta-5kg", 4, None, None, None)]),
    ("5 लीटर सरसों तेल तैयार रख दीजिए।", [("order", "mustard-oil-1l", 5, None, None, None)]),
    ("5 litre sarson tel taiyar rakh dena.", [("order", "mustard-oil-1l", 5, None, None, None)]),
    ("6 trays of eggs, keep them ready for pickup.", [("order", "eggs-1pc", 180, None, None, None)]),
    ("2 पेटी पेप्सी तैयार रखें।", [("order", "soft-drink-750ml", 24, None, None, None)]),
    ("2 peti Pepsi taiyaar rakho.", [("order", "soft-drink-750ml", 24, None, None, None)]),
])
def test_goods_asked_kept_ready_are_ordered(text, want):
    assert intents(text, email=True) == want


# --- a rate not had, asked told; a quotation not taken further ---------------------------------------------------


@pytest.mark.parametrize("text, want", [
    ("We don't have your rate for masoor dal yet — please share.", [("ask_quote", "masoor-dal-1kg", None, None, None, None)]),
    ("मसूर दाल का आपका भाव अभी हमारे पास नहीं है — बता दीजिए।", [("ask_quote", "masoor-dal-1kg", None, None, None, None)]),
    ("Masoor dal ka aapka rate abhi nahi hai humare paas — bata do.",
     [("ask_quote", "masoor-dal-1kg", None, None, None, None)]),
    ("We do not have your rate for poha yet, please send it.", [("ask_quote", "poha-500g", None, None, None, None)]),
    ("पोहा का आपका रेट हमारे पास नहीं है, बताइए।", [("ask_quote", "poha-500g", None, None, None, None)]),
    ("Poha ka aapka rate humare paas nahi hai, batao.", [("ask_quote", "poha-500g", None, None, None, None)]),
    ("Sarson tel ka bhav abhi tak nahi aaya.", [("ask_quote", "mustard-oil-1l", None, None, None, None)]),
    ("हल्दी के कोटेशन के लिए धन्यवाद। किंतु फ़िलहाल हम इस पर आगे नहीं बढ़ेंगे।", [("reject", "turmeric-100g", None, None, None, None)]),
    ("Haldi ke quotation ke liye dhanyavaad. Lekin abhi hum ispar aage nahi badhenge.",
     [("reject", "turmeric-100g", None, None, None, None)]),
    ("Thank you for the turmeric quotation. However, we will not be proceeding with it for now.",
     [("reject", "turmeric-100g", None, None, None, None)]),
])
def test_a_rate_not_had_is_asked_and_a_quotation_not_taken_further_refused(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [
    # goods not had are stock told, as before: nothing asked of them
    ("We don't have masoor dal this week, send 20 kg moong dal.", [("order", "moong-dal-1kg", 20, None, None, None)]),
    ("We don't want masoor dal at your rate.", [("reject", "masoor-dal-1kg", None, None, None, None)]),
])
def test_goods_not_had_are_not_a_rate_asked(text, want):
    assert intents(text, email=True) == want


def test_a_rate_not_had_with_no_word_of_telling_asks_nothing():
    assert refused("Masoor dal ka aapka rate abhi nahi hai humare paas.", email=True) == "no_intent.nothing"
