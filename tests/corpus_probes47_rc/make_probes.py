"""Writes tests/corpus_probes47_rc/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the forty-seventh session's helper RC, written blind to lang/ before the fixes, from the new user's trial
(/work/trial47/REPORT.md findings 1 and 2): an order that asks for an earlier price ("last time you gave it at ₹36,
charge the same"); "not N this time, only M"; a rate question closed by a price asked ("₹28 kilo mein doge?"); an
order beside last time's shortfall; a self-correction of one line's count ("No wait, make the atta 5").
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"rc47-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# ---- kind A: an order that asks for the price of an earlier delivery, the figure stated ----
add("terse", [K("order", I("rice-1kg", 40, 36.0))],
    "Send 40 kg rice; last time you gave it at ₹36, charge the same.",
    "40 किलो चावल भेजिए; पिछली बार आपने ₹36 में दिया था, वही लगाइए।",
    "40 kilo chawal bhejiye; pichli baar aapne ₹36 mein diya tha, wahi lagana.",
    note="the trial's own words (trial47 F1): an order conditional on last time's ₹36 is an order at ₹36")
add("terse", [K("order", I("milk-500ml", 80, 24.0))],
    "Send 80 packets of milk. Last time it was ₹24, keep the same this time.",
    "दूध 80 पैकेट भेजिए। पिछली बार ₹24 था, इस बार भी वही रखिए।",
    "Doodh 80 packet bhejo. Pichli baar ₹24 tha, is baar bhi wahi rakhna.",
    note="the trial's hi words (trial47 F1): order milk 80 at last time's ₹24")
add("terse", [K("order", I("curd-400g", 30, 33.0))],
    "Send 30 packets of curd; you gave it at ₹33 last time, charge the same rate.",
    "दही 30 पैकेट भेजिए, पिछली बार ₹33 में दिया था, वही भाव लगाइए।",
    "Dahi 30 packet bhej do, pichli baar ₹33 mein diya tha, wahi bhaav lagana.",
    note="the trial's week run (trial47 F1, seq 822): order curd 30 at ₹33")
add("terse", [K("order", I("sugar-1kg", 25, 42.0))],
    "Please send 25 kg sugar at the old rate, ₹42 a kg.",
    "25 किलो चीनी पुराने रेट पर भेज दीजिए, ₹42 किलो।",
    "25 kilo cheeni purane rate pe bhej do, ₹42 kilo.",
    note="order sugar 25 at the old rate the message states, ₹42")
add("chatty", [K("order", I("toor-dal-1kg", 20, 118.0))],
    "Hi bhaiya, 20 kg toor dal please. Same rate as last time — ₹118 a kg.",
    "भैया, 20 किलो तूर दाल भेज दो। पिछली बार वाला रेट — ₹118 किलो।",
    "Bhaiya, 20 kilo toor daal bhej do. Pichli baar wala rate — ₹118 kilo.",
    note="order toor dal 20 at last time's ₹118")
add("terse", [K("order", I("rice-1kg", 40))],
    "Send 40 kg rice at the same rate as last time.",
    "40 किलो चावल पिछली बार वाले रेट पर भेजिए।",
    "40 kilo chawal purane rate pe bhej do.",
    note="control: an earlier price asked with no figure: order rice 40, no price. gold_changed: written refused (no_price) before any fix, as the brief asked; every labelled corpus reads an order at an unstated earlier rate as a plain order (holdout92 en-t9011 'Send 30 kg rice at the old rate.', about 45 rows a language), so this one is read so too; whether such orders should be refused is left to the lead")
add("terse", [K("order", I("milk-500ml", 80))],
    "Send 80 packets of milk, keep the price the same as last time.",
    "दूध 80 पैकेट भेजिए, भाव पिछली बार जितना ही रखिए।",
    "Doodh 80 packet bhejo, rate pichli baar wala hi rakhna.",
    note="control: the earlier price asked for, no figure: order milk 80, no price. gold_changed: written refused (no_price) before any fix, as the brief asked; every labelled corpus reads an order at an unstated earlier rate as a plain order (holdout92 en-t9011 'Send 30 kg rice at the old rate.', about 45 rows a language), so this one is read so too; whether such orders should be refused is left to the lead")

# ---- kind B: "not N this time, only M" ----
add("terse", [K("order", I("bath-soap-75g", 50))],
    "Not 100 this time, only 50 bath soaps please.",
    "इस बार 100 नहीं, सिर्फ़ 50 साबुन भेजिए।",
    "Is baar 100 nahi, sirf 50 sabun bhejna.",
    note="the trial's own words (trial47 F2): order soap 50; 100 is the count not wanted")
add("terse", [K("order", I("onion-1kg", 25))],
    "Not 40 kg this time, just 25 kg onions.",
    "इस बार 40 किलो नहीं, बस 25 किलो प्याज़ भेजिए।",
    "Is baar 40 kilo nahi, bas 25 kilo pyaaz bhejna.",
    note="order onion 25")
add("terse", [K("order", I("milk-500ml", 20))],
    "This time not 30 packets — only 20 packets of milk.",
    "इस बार 30 पैकेट नहीं — सिर्फ़ 20 पैकेट दूध।",
    "Is baar 30 packet nahi — sirf 20 packet doodh.",
    note="order milk 20")
add("terse", [K("order", I("sugar-1kg", 10))],
    "Only 10 kg sugar this time, not 20.",
    "इस बार चीनी सिर्फ़ 10 किलो, 20 नहीं।",
    "Is baar cheeni sirf 10 kilo, 20 nahi.",
    note="order sugar 10; the refused 20 comes after")
add("terse", [K("order", I("eggs-1pc", 30))],
    "Not the usual 60 eggs, send just 30 this time.",
    "हमेशा की तरह 60 अंडे नहीं, इस बार सिर्फ़ 30 भेजिए।",
    "Hamesha ki tarah 60 ande nahi, is baar sirf 30 bhejna.",
    note="order eggs 30")

# ---- kind C: a rate question closed by a price asked: an offer ----
add("terse", [K("offer", I("onion-1kg", p=28.0))],
    "What is your rate for onion? Can you do ₹28 a kg?",
    "प्याज़ का क्या भाव है? ₹28 किलो में दोगे?",
    "Pyaaz ka kya rate hai? ₹28 kilo mein doge?",
    note="the trial's own words (trial47 F2): an offer at ₹28 (the price itself asked)")
add("terse", [K("offer", I("potato-1kg", p=22.0))],
    "Rate for potato? Will you give it at ₹22 a kg?",
    "आलू का रेट क्या है? ₹22 किलो में दोगे?",
    "Aloo ka rate kya hai? ₹22 kilo mein doge?",
    note="offer potato at ₹22")
add("terse", [K("offer", I("tomato-1kg", p=30.0))],
    "How much for tomatoes today? Can you do ₹30 per kg?",
    "आज टमाटर का क्या भाव है? ₹30 किलो कर दोगे?",
    "Aaj tamatar ka kya bhaav hai? ₹30 kilo kar doge?",
    note="offer tomato at ₹30")
add("terse", [K("offer", I("sugar-1kg", p=41.0))],
    "What's the rate on sugar? ₹41 a kg possible?",
    "चीनी का क्या रेट है? ₹41 किलो हो जाएगा?",
    "Cheeni ka kya rate hai? ₹41 kilo ho jayega?",
    note="offer sugar at ₹41")
add("terse", [K("offer", I("rice-1kg", 20, 36.0))],
    "Bhai, what's the rate for 20 kg rice? Will you give it for ₹36?",
    "भाई, 20 किलो चावल का रेट बताओ, ₹36 में दोगे?",
    "Bhai 20 kilo chawal ka rate batao, ₹36 mein doge?",
    note="the trial's F4 hinglish row with ₹: an offer with a quantity (a question naming a new price)")

# ---- kind D: an order beside last time's shortfall (no bill named) ----
add("terse", [K("order", I("rice-1kg", 60))],
    "You sent 20 kg less rice last time. Send 60 kg this time.",
    "पिछली बार आपने 20 किलो चावल कम भेजा था। इस बार 60 किलो भेजिए।",
    "Pichli baar aapne 20 kilo chawal kam bheja tha. Is baar 60 kilo bhejna.",
    note="the trial's own words (trial47 F2): order rice 60; the shortfall names no bill and asks nothing")
add("terse", [K("order", I("potato-1kg", 60))],
    "Last time 20 kg of potatoes came short. Send 60 kg this time.",
    "पिछली बार 20 किलो आलू कम आया था। इस बार 60 किलो भेजिए।",
    "Pichli baar 20 kilo aloo kam aaya tha. Is baar 60 kilo bhejo.",
    note="the trial's S6/S4 d1 words (trial47 F3): order potato 60; the goods of '60 kg' are the sentence before's")
add("terse", [K("order", I("milk-500ml", 40))],
    "The last delivery was 5 packets of milk short. Please send 40 packets today.",
    "पिछली डिलीवरी में दूध के 5 पैकेट कम थे। आज 40 पैकेट भेज दीजिए।",
    "Pichli delivery mein doodh ke 5 packet kam the. Aaj 40 packet bhej dijiye.",
    note="order milk 40")
add("chatty", [K("order", I("sugar-1kg", 30))],
    "Sugar came 2 kg short last week, bhaiya. Send 30 kg this time and please check the weight.",
    "भैया, पिछले हफ़्ते चीनी 2 किलो कम आई थी। इस बार 30 किलो भेजिए और तौल देख लीजिए।",
    "Bhaiya, pichle hafte cheeni 2 kilo kam aayi thi. Is baar 30 kilo bhejna aur taul check kar lena.",
    note="order sugar 30")
add("terse", [],
    "You sent 20 kg less rice last time.",
    "पिछली बार आपने 20 किलो चावल कम भेजा था।",
    "Pichli baar aapne 20 kilo chawal kam bheja tha.",
    reason="no_id", note="control: a shortfall alone is a dispute that names no bill; which bill?")

# ---- kind E: a later sentence corrects one line's count ----
add("terse", [K("order", I("rice-1kg", 40), I("atta-5kg", 5))],
    "Rice 40 kg and atta 10 packets. No wait, make the atta 5.",
    "चावल 40 किलो और आटा 10 पैकेट। नहीं रुकिए, आटा 5 कर दीजिए।",
    "Chawal 40 kilo aur aata 10 packet. Nahi ruko, aata 5 kar do.",
    note="the trial's own words (trial47 F2): rice 40, atta 5 (5 is the corrected count, not a price)")
add("terse", [K("order", I("onion-1kg", 20), I("bread-400g", 8))],
    "Send 20 kg onion and 12 packets of bread. Sorry, make the bread 8.",
    "20 किलो प्याज़ और 12 पैकेट ब्रेड भेजिए। माफ़ कीजिए, ब्रेड 8 कर दीजिए।",
    "20 kilo pyaaz aur 12 packet bread bhejo. Sorry, bread 8 kar do.",
    note="onion 20, bread 8")
add("terse", [K("order", I("milk-500ml", 40), I("curd-400g", 15))],
    "Milk 40 packets, curd 20 packets. Wait — make the curd 15.",
    "दूध 40 पैकेट, दही 20 पैकेट। रुकिए — दही 15 कर दीजिए।",
    "Doodh 40 packet, dahi 20 packet. Ruko — dahi 15 kar do.",
    note="milk 40, curd 15")
add("terse", [K("order", I("tea-250g", 10), I("bath-soap-75g", 12))],
    "Send 10 packets tea and 24 soaps. No, make the soaps 12.",
    "10 पैकेट चाय पत्ती और 24 साबुन भेजिए। नहीं, साबुन 12 कर दीजिए।",
    "10 packet chai patti aur 24 sabun bhejo. Nahi, sabun 12 kar do.",
    note="tea 10, soap 12")
add("terse", [K("order", I("atta-5kg", 6))],
    "Atta 10 packets please. No wait, make it 6.",
    "आटा 10 पैकेट भेजिए। नहीं रुकिए, 6 कर दीजिए।",
    "Aata 10 packet bhejo. Nahi ruko, 6 kar do.",
    note="atta 6")

# ---- kind A again: two goods, the earlier price asked for one ----
add("terse", [K("order", I("noodles-70g", 24, 12.0), I("bath-soap-75g", 12))],
    "2 cases of Maggi and 1 case of soap. Maggi was ₹12 last time, charge the same rate.",
    "मैगी 2 पेटी और साबुन 1 पेटी। पिछली बार मैगी ₹12 थी, वही रेट लगाइए।",
    "Maggi 2 peti aur sabun 1 peti. Pichli baar ₹12 tha Maggi, wahi rate lagana.",
    note="the trial's week run (trial47 plan d2 S3): noodles 24 at last time's ₹12, soap 12 with no price")

if __name__ == "__main__":
    write_triples(HERE, T)
