"""Writes tests/corpus_probes47_rd/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the forty-seventh session's helper RD, written blind to lang/ before the fixes: the clear e-mails a new
user's trial saw refused (trial47 finding 4) and the refusals whose reason pointed to the wrong fix (finding 3), each
kind as parallel triples with a control that keeps its reading.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"rd47-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# ---- kind 1: a cancel negated ("don't cancel O21, we still need it"): nothing for the desk to do ----
add("terse", [], "Don't cancel order O21, we still need it.",
    "ऑर्डर O21 रद्द मत कीजिए, हमें अभी भी चाहिए।",
    "Order O21 cancel mat karna, humein abhi bhi chahiye.",
    reason="no_intent", note="the trial's words (trial47 F4): O21 stays as it is; nothing to do (as en-j9037), never a cancel")
add("formal", [], "Please do not cancel O14. We will take the delivery as planned.",
    "कृपया O14 रद्द न करें। डिलीवरी जैसी तय थी वैसी ही लेंगे।",
    "Please O14 cancel na karein. Delivery jaise tay thi waise hi lenge.",
    reason="no_intent", note="O14 stays; nothing to do, never a cancel")
add("terse", [], "No need to cancel O8, keep it as it is.",
    "O8 रद्द करने की ज़रूरत नहीं, जैसा है वैसा रखिए।",
    "O8 cancel karne ki zaroorat nahi, jaisa hai waisa rakho.",
    reason="no_intent", note="O8 stays; nothing to do, never a cancel")
add("chatty", [], "Bhaiya, don't cancel O5 🙏 the rice is still needed.",
    "भैया, O5 रद्द मत करना 🙏 चावल अभी भी चाहिए।",
    "Bhaiya, O5 cancel mat karna 🙏 chawal abhi bhi chahiye.",
    reason="no_intent", note="O5 stays; the rice named is O5's, not a new order; nothing to do")
add("terse", [K("cancel", o="O21")], "Cancel order O21, we don't need it any more.",
    "ऑर्डर O21 रद्द कर दीजिए, अब ज़रूरत नहीं है।",
    "Order O21 cancel kar do, ab zaroorat nahi hai.",
    note="control: a plain cancel of O21 (stays read)")

# ---- kind 2: a rate asked after "no order today" ----
add("terse", [K("ask_quote", I("onion-1kg"), I("potato-1kg"))],
    "No order today bhai, just tell me the rate for onion and potato.",
    "आज कोई ऑर्डर नहीं है भाई, बस प्याज़ और आलू का भाव बता दो।",
    "Aaj koi order nahi hai bhai, bas rate bata do pyaaz aur aloo ka.",
    note="the trial's words (trial47 F4): ask_quote onion, potato; 'no order' refuses nothing named")
add("terse", [K("ask_quote", I("sugar-1kg"))],
    "Nothing to order this week. What is your rate for sugar?",
    "इस हफ़्ते कुछ ऑर्डर नहीं करना। चीनी का क्या भाव है?",
    "Is hafte kuch order nahi karna. Cheeni ka kya rate hai?",
    note="ask_quote sugar")
add("terse", [K("ask_quote", I("toor-dal-1kg"), I("moong-dal-1kg"))],
    "We are not ordering today, only send your rates for toor dal and moong dal.",
    "आज ऑर्डर नहीं दे रहे, सिर्फ़ तूर दाल और मूंग दाल के रेट भेज दीजिए।",
    "Aaj order nahi de rahe, sirf toor dal aur moong dal ke rate bhej dijiye.",
    note="ask_quote toor, moong")
add("terse", [K("ask_quote", I("rice-1kg"))],
    "No order for now. Just the rate of rice please.",
    "अभी कोई ऑर्डर नहीं। बस चावल का रेट बता दीजिए।",
    "Abhi koi order nahi. Bas chawal ka rate bata dijiye.",
    note="ask_quote rice")
add("terse", [], "No order today bhai.", "आज कोई ऑर्डर नहीं है भाई।", "Aaj koi order nahi hai bhai.",
    reason="no_intent", note="control: nothing asked, nothing to do (stays refused)")

# ---- kind 3: an acceptance and order under a quoted greeting ----
add("quoted", [K("accept", I("onion-1kg")), K("order", I("onion-1kg", 50))],
    "> Pranam ji,\nOk done, send 50 kg onion.",
    "> प्रणाम जी,\nठीक है, डन। 50 किलो प्याज़ भेज दो।",
    "> Pranam ji,\nOk done, 50 kilo pyaaz bhej do.",
    note="the trial's words (trial47 F4): the quote is a greeting only; accept onion (no price quoted), order onion 50 (as en-f2003)")
add("quoted", [K("accept", I("sugar-1kg")), K("order", I("sugar-1kg", 20))],
    "> Namaste bhaiya, kaise ho?\n\nOk done, send 20 kg sugar.",
    "> नमस्ते भैया, कैसे हो?\n\nठीक है, डन। 20 किलो चीनी भेज दो।",
    "> Namaste bhaiya, kaise ho?\n\nOk done, 20 kilo cheeni bhej do.",
    note="accept sugar (no price), order sugar 20")
add("quoted", [K("accept", I("rice-1kg")), K("order", I("rice-1kg", 30))],
    "> Good morning ji 🙏\n\nOk done. Send 30 kg rice.",
    "> सुप्रभात जी 🙏\n\nठीक है, डन। 30 किलो चावल भेजिए।",
    "> Good morning ji 🙏\n\nOk done. 30 kilo chawal bhejiye.",
    note="accept rice (no price), order rice 30")
add("terse", [K("accept", I("onion-1kg")), K("order", I("onion-1kg", 50))],
    "Ok done, send 50 kg onion.",
    "ठीक है, डन। 50 किलो प्याज़ भेज दो।",
    "Ok done, 50 kilo pyaaz bhej do.",
    note="control: the same without the quoted greeting reads the same")
add("quoted", [], "> Pranam ji,\nOk done.", "> प्रणाम जी,\nठीक है, डन।", "> Pranam ji,\nOk done.",
    reason="no_item", note="control: agreed, but to what? (stays refused)")

# ---- kind 4: "not X this time, Y" — the new quantity replaces the old ----
add("terse", [K("order", I("moong-dal-1kg", 30))],
    "Not 50 kg this time — make it 30 kg moong dal.",
    "इस बार 50 किलो नहीं — 30 किलो मूंग दाल कर दीजिए।",
    "Is baar 50 kilo nahi — 30 kilo moong dal kar do.",
    note="the trial's words (trial47 F4): 'not 50' says which; order moong 30")
add("terse", [K("order", I("bath-soap-75g", 50))],
    "Not 100 this time, only 50 bath soaps please.",
    "इस बार 100 नहीं, सिर्फ़ 50 साबुन भेजिए।",
    "Is baar 100 nahi, sirf 50 sabun bhejna.",
    note="trial47 F2's pair (en refused, hi/hinglish read): order bath soap 50")
add("terse", [K("order", I("rice-1kg", 25))],
    "Not 40 kg rice like last week, send 25 kg.",
    "पिछले हफ़्ते की तरह 40 किलो चावल नहीं, 25 किलो भेजिए।",
    "Pichhle hafte ki tarah 40 kilo chawal nahi, 25 kilo bhejo.",
    note="order rice 25; the 40 kg is last week's")
add("terse", [K("order", I("eggs-1pc", 150))],
    "Not 10 trays this time, just 5 trays of eggs.",
    "इस बार 10 ट्रे नहीं, बस 5 ट्रे अंडे।",
    "Is baar 10 tray nahi, bas 5 tray ande.",
    note="order eggs 5 trays = 150")
add("terse", [K("order", I("moong-dal-1kg", 30)), K("reject", I("sugar-1kg"))],
    "Not 50 kg this time — make it 30 kg moong dal, and no sugar.",
    "इस बार 50 किलो नहीं — 30 किलो मूंग दाल कर दीजिए, और चीनी नहीं।",
    "Is baar 50 kilo nahi — 30 kilo moong dal kar do, aur cheeni nahi.",
    note="the trial's full sentence: order moong 30, reject sugar (no price)")
add("terse", [], "Not 50 kg this time.", "इस बार 50 किलो नहीं।", "Is baar 50 kilo nahi.",
    reason="no_item", note="control: no goods named (stays refused)")

# ---- kind 5: one of two items retracted in the same message ("pyaaz nahi, sirf tamatar") ----
add("terse", [K("order", I("tomato-1kg", 30))],
    "Tomato 30 kg, onion 40 kg. No onion, only tomato.",
    "टमाटर 30 किलो, प्याज़ 40 किलो। प्याज़ नहीं, सिर्फ़ टमाटर।",
    "Tamatar 30 kilo, pyaaz 40 kilo. Pyaaz nahi, sirf tamatar.",
    note="the trial's words (trial47 F4): order tomato 30; the onion is withdrawn")
add("terse", [K("order", I("sugar-1kg", 20))],
    "Send 20 kg sugar and 10 kg rice. Actually no rice, just the sugar.",
    "20 किलो चीनी और 10 किलो चावल भेजिए। नहीं, चावल नहीं, बस चीनी।",
    "20 kilo cheeni aur 10 kilo chawal bhejo. Nahi, chawal nahi, bas cheeni.",
    note="order sugar 20; the rice is withdrawn")
add("terse", [K("order", I("milk-500ml", 40))],
    "Milk 40 packets, curd 20 packets. Curd not needed, only milk.",
    "दूध 40 पैकेट, दही 20 पैकेट। दही नहीं चाहिए, सिर्फ़ दूध।",
    "Doodh 40 packet, dahi 20 packet. Dahi nahi chahiye, sirf doodh.",
    note="order milk 40; the curd is withdrawn")
add("terse", [K("order", I("atta-5kg", 10), I("besan-500g", 20))],
    "Atta 10 packets, besan 20 packets, suji 10 packets. No suji, only atta and besan.",
    "आटा 10 पैकेट, बेसन 20 पैकेट, सूजी 10 पैकेट। सूजी नहीं, सिर्फ़ आटा और बेसन।",
    "Aata 10 packet, besan 20 packet, suji 10 packet. Suji nahi, sirf aata aur besan.",
    note="order atta 10, besan 20; the suji is withdrawn")
add("terse", [], "Tomato 30 kg, onion 40 kg. No, don't send either.",
    "टमाटर 30 किलो, प्याज़ 40 किलो। नहीं, दोनों मत भेजिए।",
    "Tamatar 30 kilo, pyaaz 40 kilo. Nahi, dono mat bhejo.",
    reason="contradictory", note="control: everything ordered is withdrawn (as 'Send 50 kg rice. Actually, don't.')")

# ---- kind 6 (reason): a quantity correction "make the atta 5" is a count, never a price ----
add("terse", [K("order", I("rice-1kg", 40), I("atta-5kg", 5))],
    "Rice 40 kg and atta 10 packets. No wait, make the atta 5.",
    "चावल 40 किलो और आटा 10 पैकेट। नहीं रुकिए, आटा 5 कर दीजिए।",
    "Chawal 40 kilo aur aata 10 packet. Nahi ruko, aata 5 kar do.",
    note="the trial's words (trial47 F2/F3; hi read, en/hinglish refused no_price): order rice 40, atta 5")
add("terse", [K("order", I("milk-500ml", 30))],
    "Send 20 packets of milk. Make it 30.",
    "दूध 20 पैकेट भेजिए। 30 कर दीजिए।",
    "Doodh 20 packet bhejo. 30 kar do.",
    note="order milk 30 (the correction replaces 20)")
add("terse", [K("order", I("sugar-1kg", 25), I("tea-250g", 6))],
    "Sugar 25 kg, tea 10 packets. Make the tea 6.",
    "चीनी 25 किलो, चाय पत्ती 10 पैकेट। चाय पत्ती 6 कर दीजिए।",
    "Cheeni 25 kilo, chai patti 10 packet. Chai patti 6 kar do.",
    note="order sugar 25, tea 6")
add("terse", [K("order", I("eggs-1pc", 120), I("bread-400g", 8))],
    "Eggs 4 trays and bread 10. Actually make the bread 8.",
    "अंडे 4 ट्रे और ब्रेड 10। नहीं, ब्रेड 8 कर दीजिए।",
    "Ande 4 tray aur bread 10. Nahi, bread 8 kar do.",
    note="order eggs 120, bread 8")

# ---- kind 7 (reason): an order that mentions last time's shortfall is an order, not a dispute ----
add("terse", [K("order", I("rice-1kg", 60))],
    "You sent 20 kg less rice last time. Send 60 kg this time.",
    "पिछली बार आपने 20 किलो चावल कम भेजा था। इस बार 60 किलो भेजिए।",
    "Pichhli baar aapne 20 kilo chawal kam bheja tha. Is baar 60 kilo bhejna.",
    note="trial47 F2/F3 (en read, hi/hinglish refused no_id): order rice 60; the shortfall is background")
add("terse", [K("order", I("potato-1kg", 60))],
    "Last time the potatoes were 10 kg short. Please send 60 kg potatoes.",
    "पिछली बार आलू 10 किलो कम थे। 60 किलो आलू भेजिए।",
    "Pichhli baar aloo 10 kilo kam the. 60 kilo aloo bhejiye.",
    note="order potato 60")
add("chatty", [K("order", I("eggs-1pc", 150))],
    "Last week 2 trays of eggs were missing 😕 This time send 5 trays.",
    "पिछले हफ़्ते 2 ट्रे अंडे कम आए थे 😕 इस बार 5 ट्रे भेजिए।",
    "Pichhle hafte 2 tray ande kam aaye the 😕 Is baar 5 tray bhejna.",
    note="order eggs 150; the missing trays are background")
add("terse", [], "You sent 20 kg less rice last time, please correct the bill.",
    "पिछली बार आपने 20 किलो चावल कम भेजा था, बिल ठीक कीजिए।",
    "Pichhli baar aapne 20 kilo chawal kam bheja tha, bill theek karo.",
    reason="no_id", note="control: a dispute with no bill named (stays refused, no_id)")

# ---- kind 8 (reason): a delivery-time request is nothing the desk does ----
add("terse", [], "Hi, could you deliver earlier tomorrow, around 7 am? Nothing else needed.",
    "नमस्ते, कल थोड़ा जल्दी, सुबह 7 बजे तक डिलीवरी कर सकते हैं? और कुछ नहीं चाहिए।",
    "Hi, kal thoda jaldi, subah 7 baje tak delivery kar sakte ho? Aur kuch nahi chahiye.",
    reason="no_intent", note="the trial's words (trial47 F3, refused no_item): a delivery time asked for no order; the desk moves no deliveries")
add("terse", [], "Please deliver in the evening from now on.",
    "अब से शाम को डिलीवरी कीजिए।",
    "Ab se shaam ko delivery karna.",
    reason="no_intent", note="a standing delivery time: nothing the desk acts on")
add("terse", [], "Can your van come before 9 am tomorrow?",
    "क्या आपकी गाड़ी कल सुबह 9 बजे से पहले आ सकती है?",
    "Kya aapki gaadi kal subah 9 baje se pehle aa sakti hai?",
    reason="no_intent", note="a delivery time asked for no order: nothing the desk acts on")
add("terse", [K("ask_delivery", o="O12")], "Will O12 come before 7 am tomorrow?",
    "क्या O12 कल सुबह 7 बजे से पहले आ जाएगा?",
    "Kya O12 kal subah 7 baje se pehle aa jayega?",
    note="control: a named order's delivery asked (stays ask_delivery O12)")

# ---- kind 9 (reason): "nothing more needed" is no_intent in every language ----
add("terse", [], "Nothing more needed this week.", "इस हफ़्ते और कुछ नहीं चाहिए।", "Is hafte aur kuch nahi chahiye.",
    reason="no_intent", note="the trial's meaning (trial47 F3: no_intent in en, no_item in hi/hinglish)")
add("terse", [], "Thanks, that's all for today. Nothing else needed.",
    "धन्यवाद, आज के लिए बस इतना ही। और कुछ नहीं चाहिए।",
    "Thanks, aaj ke liye bas itna hi. Aur kuch nahi chahiye.",
    reason="no_intent", note="nothing to do")
add("terse", [], "We have enough stock, no need to send anything.",
    "हमारे पास माल काफ़ी है, कुछ भेजने की ज़रूरत नहीं।",
    "Humare paas maal kaafi hai, kuch bhejne ki zaroorat nahi.",
    reason="no_intent", note="nothing to do")
add("chatty", [], "Nothing required today ji 🙏", "आज कुछ नहीं चाहिए जी 🙏", "Aaj kuch nahi chahiye ji 🙏",
    reason="no_intent", note="nothing to do")
add("terse", [K("order", I("sugar-1kg", 10))], "Nothing more needed, only 10 kg sugar.",
    "और कुछ नहीं चाहिए, बस 10 किलो चीनी।",
    "Aur kuch nahi chahiye, bas 10 kilo cheeni.",
    note="control: an order beside 'nothing more' (stays read)")

# ---- kind 10 (reason): a counter-offer naming no goods, with and without the quote naming them ----
add("quoted", [K("offer", I("tomato-1kg", p=30.0))],
    "> Tomato ₹34 per kg.\n\nNo, that's too costly. ₹30 is final, not more.",
    "> टमाटर ₹34 किलो।\n\nनहीं, इतना महँगा नहीं चलेगा। ₹30 आख़िरी, इससे ज़्यादा नहीं।",
    "> Tamatar ₹34 kilo.\n\nNahi, itna mehenga nahi chalega. ₹30 aakhri, isse zyada nahi.",
    note="a counter at ₹30 to the one-item quote: offer tomato 30")
add("terse", [], "No, that's too costly. ₹30 is final, not more.",
    "नहीं, इतना महँगा नहीं चलेगा। ₹30 आख़िरी, इससे ज़्यादा नहीं।",
    "Nahi, itna mehenga nahi chalega. ₹30 aakhri, isse zyada nahi.",
    reason="no_item", note="the trial's words (trial47 F3): with no quote the reader cannot know the thread's item; no_item (the desk holds the thread)")


def main() -> None:
    write_triples(HERE, T)


if __name__ == "__main__":
    main()
