"""Writes tests/corpus_probes48_rb/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the forty-eighth session's helper RB, written blind to lang/ before the fixes: the kinds of the silent
readings of the older labelled corpora and probes (issue 10's silent bar), as parallel triples, some with a control
that keeps its reading.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"pr48b-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# ---- kind 1: an imperative naming a new price beside the quantity ("moong 102 pe de do, 25 kilo chahiye"): an order
# at that price (README: a request with a price is an order; only a question or a condition is an offer) ----
add("terse", [K("order", I("moong-dal-1kg", 30, 104.0))],
    "Give us moong at ₹104 a kilo, we need 30 kg.",
    "मूंग ₹104 किलो पर दे दो, 30 किलो चाहिए।",
    "Moong ₹104 kilo pe de do, 30 kilo chahiye.",
    note="an imperative with a price and a quantity: order at 104")
add("terse", [K("order", I("onion-1kg", 40, 30.0))],
    "Send 40 kg onion, ₹30 a kg rate.",
    "40 किलो प्याज़ ₹30 किलो के हिसाब से दे दीजिए।",
    "40 kilo pyaz ₹30 kilo ke hisaab se de dijiye.",
    note="an imperative with a price and a quantity: order at 30")
add("chatty", [K("order", I("sugar-1kg", 50, 41.0))],
    "Mandi mein sugar is going at ₹44 these days. You charge us ₹41, we need 50 kg.",
    "मंडी में आजकल चीनी ₹44 चल रही है। आप हमें ₹41 लगाइए, 50 किलो चाहिए।",
    "Mandi mein aajkal cheeni ₹44 chal rahi hai. Aap humein ₹41 lagaiye, 50 kilo chahiye.",
    note="the mandi price is background; the imperative names ₹41 beside the need: order at 41")

# ---- kind 2: a payment promised for later ("B12 ka bill bhar denge"): no payment now, refused as pay_later ----
add("terse", [], "We will clear bill B12 next week.",
    "B12 का बिल अगले हफ़्ते भर देंगे।",
    "B12 ka bill agle hafte bhar denge.",
    reason="ambiguous_intent", note="a payment promised, not made: nothing paid (pay_later)")
add("terse", [], "Bill B7 we will pay on Monday.",
    "B7 का बिल सोमवार को चुका देंगे।",
    "B7 ka bill Monday ko chuka denge.",
    reason="ambiguous_intent", note="a payment promised, not made: nothing paid (pay_later)")
add("chatty", [], "Don't worry bhai, we'll settle B3 soon 🙏",
    "चिंता मत करो भाई, B3 का बिल जल्दी भर देंगे 🙏",
    "Tension mat lo bhai, B3 ka bill jaldi bhar denge 🙏",
    reason="ambiguous_intent", note="a payment promised, not made: nothing paid (pay_later)")
add("terse", [K("pay", b="B12")], "Paid bill B12 today.",
    "B12 का बिल आज भर दिया।",
    "B12 ka bill aaj bhar diya.",
    note="control: a payment made, pay B12")

# ---- kind 3: a pack size that is not the selling unit ("4 packets of 750 g besan"): refused, never 4 packets ----
add("terse", [], "Send 4 packets of 750 g besan.",
    "750 ग्राम वाले 4 पैकेट बेसन भेजो।",
    "750 gram wale 4 packet besan bhejo.",
    reason="no_quantity", note="besan is sold in 500 g packets; 4 × 750 g is 6 packets only if the weight is meant: refused")
add("terse", [K("order", I("tea-250g", 3))], "Need 3 packets of Tata Tea, 200 g each.",
    "टाटा टी के 3 पैकेट चाहिए, हर एक 200 ग्राम का।",
    "Tata Tea ke 3 packet chahiye, har ek 200 gram ka.",
    note="gold_changed: written as no_quantity; a brand's pack near ours is counted as ours (corpus_chat p017, "
         "'Colgate 150 g tubes' → 8 toothpaste), so order tea 3")
add("terse", [K("order", I("besan-500g", 4))],
    "Send 4 packets of 500 g besan.",
    "500 ग्राम वाले 4 पैकेट बेसन भेजो।",
    "500 gram wale 4 packet besan bhejo.",
    note="control: the selling unit's own size, order 4")

# ---- kind 4: ghee counted in kilo tins, cancelled or ordered: 30 kg is 32.967 litres, never the whole line ----
add("terse", [K("cancel", I("ghee-1l", 32.967), o="O9")],
    "From O9 cut the ghee, the two 15 kg tins.",
    "O9 से घी हटा दीजिए, 15 किलो वाले दोनों टिन।",
    "O9 se ghee hata dijiye, 15 kilo wale dono tin.",
    note="2 × 15 kg of ghee = 30/0.91 = 32.967 litres")
add("terse", [K("cancel", I("ghee-1l", 16.484), o="O4")],
    "Please cancel 15 kg of ghee from O4.",
    "O4 में से 15 किलो घी कैंसल कर दीजिए।",
    "O4 mein se 15 kilo ghee cancel kar dijiye.",
    note="15 kg of ghee = 16.484 litres")
add("terse", [K("order", I("ghee-1l", 32.967))],
    "Send 2 tins of ghee, 15 kg each.",
    "घी के 2 टिन भेजिए, हर एक 15 किलो का।",
    "Ghee ke 2 tin bhejiye, har ek 15 kilo ka.",
    note="2 × 15 kg of ghee = 32.967 litres")

# ---- kind 5: a delivery asked with the order's goods in the next sentence: the goods ride with the id ----
add("terse", [K("ask_delivery", I("rice-1kg", 20), I("moong-dal-1kg", 5), o="O18")],
    "Bhaiya, where is O18? It had 20 kg rice and 5 kg moong.",
    "भैया, O18 कहाँ है? उसमें 20 किलो चावल और 5 किलो मूंग थी।",
    "Bhaiya, O18 kahan hai? Usme 20 kilo chawal aur 5 kilo moong thi.",
    note="ask_delivery O18 with the goods the message names")
add("terse", [K("ask_delivery", I("eggs-1pc", 90), o="O7")],
    "O7 has not come yet. There were 3 trays of eggs in it, we need them today.",
    "O7 अभी तक नहीं आया। उसमें 3 ट्रे अंडे थे, आज ही चाहिए।",
    "O7 abhi tak nahi aaya. Usme 3 tray ande the, aaj hi chahiye.",
    note="ask_delivery O7, eggs 90")
add("quoted", [K("ask_delivery", I("jaggery-1kg", 10), o="O40")],
    "> 2 Dec: O40 dispatched — 10 kg sugar, 10 kg jaggery.\n\nSugar came, where is the jaggery?",
    "> 2 दिसंबर: O40 भेज दिया — 10 किलो चीनी, 10 किलो गुड़।\n\nचीनी आ गई, गुड़ कहाँ है?",
    "> 2 Dec: O40 dispatch ho gaya — 10 kg cheeni, 10 kg gur.\n\nCheeni aa gayi, gur kahan hai?",
    note="the quote gives O40's jaggery as 10 kg: ask_delivery jaggery 10 O40")

# ---- kind 6: a lot's price accepted ("आटे की बोरी (50 किलो) के ₹2,250 ठीक हैं"): accept the lot, quantity and total ----
add("terse", [K("accept", I("sugar-1kg", 50, t=1900.0))],
    "₹1,900 for the bori of sugar (50 kg) is fine.",
    "चीनी की बोरी (50 किलो) के ₹1,900 ठीक हैं।",
    "Cheeni ki bori (50 kilo) ke ₹1,900 theek hain.",
    note="a lot's price accepted: accept sugar 50, total 1900")
add("terse", [K("accept", I("onion-1kg", 20, t=660.0))],
    "₹660 for the 20 kg onion is okay.",
    "20 किलो प्याज़ के ₹660 मंज़ूर।",
    "20 kilo pyaz ke ₹660 manzoor.",
    note="a lot's price accepted: accept onion 20, total 660")
add("terse", [K("accept", I("toor-dal-1kg", 30, t=4050.0))],
    "30 kg toor dal for ₹4,050 works for us.",
    "30 किलो तूर दाल के ₹4,050 हमें ठीक हैं।",
    "30 kilo toor dal ke ₹4,050 humein theek hain.",
    note="a lot's price accepted: accept toor 30, total 4050")

# ---- kind 7: an order "at our rates" that the message states: an order at those prices, not an offer ----
add("terse", [K("order", I("rice-1kg", 20, 38.0), I("sugar-1kg", 10, 42.0))],
    "Please send 20 kg rice and 10 kg sugar at our rates: rice ₹38, sugar ₹42.",
    "कृपया 20 किलो चावल और 10 किलो चीनी हमारे भाव पर भेजिए: चावल ₹38, चीनी ₹42।",
    "Please 20 kilo chawal aur 10 kilo cheeni hamare rate pe bhejiye: chawal ₹38, cheeni ₹42.",
    note="a request to send with the shop's own prices: order at them")
add("markdown", [K("order", I("potato-1kg", 30, 22.0), I("onion-1kg", 20, 31.0))],
    "| Item | Qty | Our rate |\n|---|---|---|\n| Potato | 30 kg | ₹22/kg |\n| Onion | 20 kg | ₹31/kg |\n\nPlease send these at our rates tomorrow.",
    "| सामान | मात्रा | हमारा भाव |\n|---|---|---|\n| आलू | 30 किलो | ₹22/किलो |\n| प्याज़ | 20 किलो | ₹31/किलो |\n\nकृपया ये कल हमारे भाव पर भेज दीजिए।",
    "| Item | Qty | Hamara rate |\n|---|---|---|\n| Aloo | 30 kilo | ₹22/kilo |\n| Pyaz | 20 kilo | ₹31/kilo |\n\nPlease ye kal hamare rate pe bhej dijiye.",
    note="a table of the shop's rates and a request to send: order at them")
add("terse", [K("order", I("eggs-1pc", 150, 5.6667))],
    "Send 5 trays of eggs at our rate of ₹170 per tray.",
    "5 ट्रे अंडे हमारे ₹170 प्रति ट्रे के भाव पर भेजिए।",
    "5 tray ande hamare ₹170 per tray ke rate pe bhejiye.",
    note="order eggs 150 at 170/30")

# ---- kind 8: "ok / theek hai" and an order under a one-price quote: accept the quoted price and order ----
add("quoted", [K("accept", I("onion-1kg", p=30.0)), K("order", I("onion-1kg", 40))],
    "> Onion ₹30/kg, fresh stock.\n\nok send 40 kg.",
    "> प्याज़ ₹30/किलो, ताज़ा माल।\n\nठीक है, 40 किलो भेजो।",
    "> Pyaz ₹30/kilo, taaza maal.\n\nTheek hai, 40 kilo bhejo.",
    note="README: an ok under a one-price quote is an accept of it, and the order")
add("quoted", [K("accept", I("potato-1kg", p=24.0)), K("order", I("potato-1kg", 25))],
    "> Supplier: aloo ₹24/kg, pyaz ₹32/kg.\n\nReply: ok, only aloo, 25 kg.",
    "> सप्लायर: आलू ₹24/किलो, प्याज़ ₹32/किलो।\n\nजवाब: ठीक है, सिर्फ़ आलू, 25 किलो।",
    "> Supplier: aloo ₹24/kilo, pyaz ₹32/kilo.\n\nReply: ok, sirf aloo, 25 kilo.",
    note="as holdout55 m027: accept the quoted potato price and order 25; onion not named by the reply")
add("quoted", [K("accept", I("rice-1kg", p=38.0)), K("order", I("rice-1kg", 20))],
    "> Your rate: rice 38/kg\n\nOK, send 20 kg.",
    "> आपका रेट: चावल 38/किलो\n\nओके, 20 किलो भेजो।",
    "> Aapka rate: chawal 38/kilo\n\nOK, 20 kilo bhejo.",
    note="an ok under a one-price quote: accept 38 and order 20")

# ---- kind 9: a second item refused at the end of an order ("… और चीनी नहीं"); gold_changed in session 49: the order
# alone, as the corpus_chat convention (decided in session 48) reads a refusal in the sentence that orders ----
add("terse", [K("order", I("rice-1kg", 20))],
    "Send 20 kg rice, and no sugar.",
    "20 किलो चावल भेजिए, और चीनी नहीं।",
    "20 kilo chawal bhejo, aur cheeni nahi.",
    note="gold_changed (session 49, RA): goods refused in the sentence that orders are nothing the desk acts on, no quote answered (tests/corpus_chat/README.md, 'Goods said not to be sent beside an order'): the order alone")
add("terse", [K("order", I("masoor-dal-1kg", 10))],
    "Make it 10 kg masoor this time, no toor.",
    "इस बार 10 किलो मसूर कर दीजिए, तूर नहीं।",
    "Is baar 10 kilo masoor kar do, toor nahi.",
    note="gold_changed (session 49, RA): goods refused in the sentence that orders are nothing the desk acts on, no quote answered (tests/corpus_chat/README.md, 'Goods said not to be sent beside an order'): the order alone")
add("terse", [K("order", I("banana-1dozen", 5))],
    "Send 5 dozen bananas, no tomatoes this week.",
    "5 दर्जन केले भेजिए, इस हफ़्ते टमाटर नहीं।",
    "5 darjan kele bhejo, is hafte tamatar nahi.",
    note="gold_changed (session 49, RA): goods refused in the sentence that orders are nothing the desk acts on, no quote answered (tests/corpus_chat/README.md, 'Goods said not to be sent beside an order'): the order alone")

# ---- kind 10 (written after reading lang/, for the kind found while fixing): an order said to have come short and
# its rest asked for; the corpora's writers all label the complaint and split on the rest, so it is refused ----
add("terse", [], "O22 came short by 5 kg of sugar. Please send the missing 5 kg.",
    "O22 में 5 किलो चीनी कम आई। बाकी 5 किलो भेज दीजिए।",
    "O22 mein 5 kilo cheeni kam aayi. Baaki 5 kilo bhej dijiye.",
    reason="ambiguous_intent", note="a dispute of O22 and the rest asked: an order, a delivery asked, or nothing? "
                                    "(holdout78 r9041, probes33 q097, holdout29 c058 split)")
add("terse", [], "O9 was short by 2 trays of eggs. Send the remaining 2 trays today.",
    "O9 में 2 ट्रे अंडे कम आए। बाकी 2 ट्रे आज भेज दीजिए।",
    "O9 mein 2 tray ande kam aaye. Baaki 2 tray aaj bhej do.",
    reason="ambiguous_intent", note="as pr48b-029")
add("terse", [], "Last week's O5 came short, 10 kg rice less. Send the remaining 10 kg with the next van.",
    "पिछले हफ़्ते का O5 कम आया, 10 किलो चावल कम। बाकी 10 किलो अगली गाड़ी से भेजिए।",
    "Pichle hafte ka O5 kam aaya, 10 kilo chawal kam. Baaki 10 kilo agli gaadi se bhejiye.",
    reason="ambiguous_intent", note="as pr48b-029")


def main() -> None:
    write_triples(HERE, T)


if __name__ == "__main__":
    main()
