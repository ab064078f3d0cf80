"""Writes tests/corpus_probes49_tr/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the forty-ninth session's helper TR, written from the new user's trial report (/work/trial49/REPORT.md,
findings 1, 1b, 3 and 4) before the fixes: the trial's own words in the three languages, their neighbours, and
controls that keep their reading. See README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"pr49t-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


def order(*items):
    return [K("order", *items)]


# ---- kind 1: a count said "not" as last time's (or the usual) beside the count asked: the order is the first ----
add("terse", order(I("rice-1kg", 30)), "Send 30 kg rice, not 50 kg as last time. Will it come by 7 am?",
    "इस बार 30 किलो चावल भेजिए, पिछली बार की तरह 50 किलो नहीं। क्या सुबह 7 बजे तक आ जाएगा?",
    "Is baar 30 kilo chawal bhejo, pichhli baar ki tarah 50 kilo nahi. Kya subah 7 baje tak aa jayega?",
    note="the trial's words (trial49 F1, en seed0 seq 2926: ordered 50): order rice 30; the 50 is last time's")
add("terse", order(I("rice-1kg", 30)), "Send 30 kg rice, not 50 kg like last week.",
    "30 किलो चावल भेजिए, पिछले हफ़्ते की तरह 50 किलो नहीं।",
    "30 kilo chawal bhejo, pichhle hafte ki tarah 50 kilo nahi.",
    note="order rice 30; the 50 is last week's")
add("formal", order(I("sugar-1kg", 20)), "Please send 20 kg sugar instead of the usual 40 kg.",
    "कृपया 20 किलो चीनी भेजिए, हमेशा की तरह 40 किलो नहीं।",
    "Please 20 kilo cheeni bhejiye, hamesha ki tarah 40 kilo nahi.",
    note="order sugar 20; the 40 is the usual")
add("terse", order(I("noodles-70g", 12)), "Send 12 packets of Maggi this time, not 24 like last time.",
    "इस बार 12 पैकेट मैगी भेजिए, पिछली बार की तरह 24 पैकेट नहीं।",
    "Is baar 12 packet Maggi bhejo, pichhli baar ki tarah 24 packet nahi.",
    note="order Maggi 12; the 24 is last time's")
add("terse", order(I("rice-1kg", 30)), "Send 30 kg rice, not 50 kg.",
    "इस बार 50 किलो नहीं, 30 किलो चावल भेजिए।",
    "Is baar 50 kilo nahi, 30 kilo chawal bhejo.",
    note="control (read right before the fixes, the trial's contrast): order rice 30")

# ---- kind 2: goods asked beside an explicit "not an order yet": nothing is ordered (refused, put off) ----
add("chatty", [], "Can you send 50 kg sugar tomorrow? Just checking availability, will confirm.",
    "क्या आप कल 50 किलो चीनी भेज सकते हैं? बस उपलब्धता पूछ रहे हैं, पक्का बाद में करेंगे।",
    "Kal 50 kilo cheeni bhej sakte ho? Bas availability check kar rahe hain, confirm baad mein karenge.",
    reason="ambiguous_intent",
    note="the trial's words (trial49 F1b, runs/probe S5 day 1: order O1 confirmed): no order; refused as put off")
add("chatty", [], "Could you send 50 kg sugar tomorrow? Just asking, not ordering yet.",
    "क्या आप कल 50 किलो चीनी भेज सकते हैं? बस पूछ रहे हैं, अभी ऑर्डर नहीं कर रहे।",
    "Kal 50 kilo cheeni bhej sakte ho? Bas pooch rahe hain, abhi order nahi kar rahe.",
    reason="ambiguous_intent", note="the trial's English words: no order; refused as put off")
add("terse", [], "Please send 20 kg rice. Not ordering yet, just checking if you have stock.",
    "20 किलो चावल भेज दीजिए। अभी ऑर्डर नहीं कर रहे, बस उपलब्धता पूछ रहे हैं।",
    "20 kilo chawal bhej dijiye. Abhi order nahi kar rahe, bas availability pooch rahe hain.",
    reason="ambiguous_intent", note="no order; refused as put off")
add("terse", order(I("sugar-1kg", 50)), "Can you send 50 kg sugar tomorrow? Please confirm.",
    "क्या आप कल 50 किलो चीनी भेज सकते हैं? कृपया कन्फ़र्म कीजिए।",
    "Kal 50 kilo cheeni bhej sakte ho? Please confirm kijiye.",
    note="control: a polite request asking the supplier to confirm is an order (README; en-c9006)")

# ---- kind 3: a note that asks nothing (thanks, goods received or sold): unreadable, no_intent (README; en-r2030) ----
add("terse", [], "Thanks, yesterday's milk was received in good condition.",
    "धन्यवाद, कल का दूध ठीक हालत में मिल गया।",
    "Shukriya, kal ka doodh theek haalat mein mil gaya.",
    reason="no_intent", note="the trial's words (trial49 F3, hi seed0 seq 3817): nothing asked")
add("chatty", [], "Last time's rice was good quality, 50 kg sold out fast.",
    "पिछली बार का चावल अच्छा था, 50 किलो जल्दी बिक गया।",
    "Pichhli baar ka chawal accha tha, 50 kilo jaldi bik gaya.",
    reason="no_intent", note="the trial's words (probe2): news, nothing asked")
add("terse", [], "Thank you, the 20 packets of atta reached this morning.",
    "धन्यवाद, आटे के 20 पैकेट आज सुबह पहुँच गए।",
    "Shukriya, aate ke 20 packet aaj subah pahunch gaye.",
    reason="no_intent", note="nothing asked")
add("terse", order(I("milk-500ml", 40)), "Thanks, the milk came fine. Send 40 packets more tomorrow.",
    "धन्यवाद, दूध ठीक से आ गया। कल 40 पैकेट और भेजिए।",
    "Shukriya, doodh theek se aa gaya. Kal 40 packet aur bhejiye.",
    note="control: thanks, then an order: order milk 40")

# ---- kind 4: the same meaning refused in one language only (trial49 F4) ----
add("terse", order(I("atta-5kg", 10)),
    "OK, send 10 packets of atta 5kg.\n\n> On day 1 Mehta Wholesale Mart wrote:\n> Dear customer, we have atta, rice, "
    "dal and sugar in stock. Rates on request.",
    "ठीक है, आटा 5kg के 10 पैकेट भेज दीजिए।\n\n> पहले दिन मेहता होलसेल मार्ट ने लिखा:\n> हमारे पास आटा, चावल, दाल और "
    "चीनी का स्टॉक है। रेट पूछ लीजिए।",
    "Theek hai, aata 5kg ke 10 packet bhej do.\n\n> Day 1 ko Mehta Wholesale Mart ne likha:\n> Hamare paas aata, "
    "chawal, daal aur cheeni stock mein hai. Rate pooch lijiye.",
    note="the trial's words (trial49 F4, hi seed0 seq 832): an 'OK' and a quote naming no price: order atta 10")
add("terse", order(I("atta-5kg", 10)), "OK, send 10 packets of atta 5kg.\n\n> Thanks",
    "ठीक है, आटा 5kg के 10 पैकेट भेज दीजिए।\n\n> धन्यवाद",
    "Theek hai, aata 5kg ke 10 packet bhej do.\n\n> Dhanyavaad",
    note="the trial's reduction: any quoted line after 'ठीक है' was refused; order atta 10")
add("terse", [K("accept", I("milk-500ml")), K("order", I("milk-500ml", 40)), K("reject", I("curd-400g"))],
    "Milk rate is okay but curd is too costly. Send only milk, 40 packets — no curd this time.",
    "दूध का रेट ठीक है पर दही बहुत महँगा है। सिर्फ़ दूध भेजिए, 40 पैकेट — इस बार दही नहीं।",
    "Doodh ka rate theek hai par dahi bahut mehenga hai. Sirf doodh bhejo, 40 packet — is baar dahi nahi.",
    note="the trial's words (trial49 F4, en seed0 seq 1517): the milk's rate agreed and milk ordered (README: 'Rate is "
         "okay with us, send 3 trays of eggs' accepts and orders), the curd refused")

if __name__ == "__main__":
    write_triples(HERE, T)
