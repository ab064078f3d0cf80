"""Writes tests/corpus_probes49_ra/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the forty-ninth session's helper RA, written before reading `lang/` and before any fix: the desk-changing
kinds of the newest blind sets' silent readings (holdouts 164-172, probes48): a bare brand named beside a different
item; "₹P is too high, make it Q"; a count in a conditional offer; a spoken compound number ("one twenty five"); a
request to give goods at a price with the quantity in a "need N" clause; a later "X not now" refusal. Three parallel
triples a kind.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"pr49a-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# ---- kind 1: a bare brand that names several catalogue items, beside one of them ----
add("terse", [],
    "With the curd tomorrow, put in 6 packets of Amul as well.",
    "कल दही के साथ 6 पैकेट अमूल भी रख देना।",
    "Kal dahi ke saath 6 packet Amul bhi rakh dena.",
    reason="ambiguous_item", note="bare Amul (butter, milk, ghee, paneer, dahi…) beside curd: which item is not said")
add("chatty", [],
    "Bhaiya, along with the mustard oil send 5 litre Fortune also 🙏",
    "भैया, सरसों के तेल के साथ 5 लीटर फ़ॉर्च्यून भी भेज देना 🙏",
    "Bhaiya, sarson ke tel ke saath 5 litre Fortune bhi bhej dena 🙏",
    reason="ambiguous_item", note="bare Fortune (mustard or refined oil) beside mustard oil")
add("terse", [],
    "Send 10 packets of paneer and 8 packets of Amul too.",
    "10 पैकेट पनीर और 8 पैकेट अमूल भी भेजिए।",
    "10 packet paneer aur 8 packet Amul bhi bhejiye.",
    reason="ambiguous_item", note="bare Amul beside paneer: 8 packets of what is not said")

# ---- kind 2: "₹P is too high, make it Q": an offer at Q, not a refusal ----
add("terse", [K("offer", I("sugar-1kg", p=41.0))],
    "Sugar ₹44 is too much, do it at ₹41.",
    "चीनी ₹44 बहुत ज़्यादा है, ₹41 कर दो।",
    "Cheeni ₹44 bahut zyada hai, ₹41 kar do.",
    note="a counter-offer that refuses the old price is one offer at the new price")
add("reasoning", [K("offer", I("ghee-1l", p=540.0))],
    "Thought: ghee at 560 is above the market. Counter.\nFinal message: Ghee 560 per litre is too high, make it 540.",
    "सोच: घी 560 बाज़ार से ऊपर है। मोलभाव करूँ।\nअंतिम संदेश: घी 560 प्रति लीटर बहुत ज़्यादा है, 540 कर दीजिए।",
    "Thought: ghee 560 market se upar hai. Counter karna hai.\nFinal message: Ghee 560 per litre bahut zyada hai, 540 kar dijiye.",
    note="offer at 540 per litre")
add("terse", [K("accept", I("rice-1kg", p=38.0)), K("offer", I("atta-5kg", p=220.0))],
    "Rice 38 ok. Atta 230 is too high, make it 220.",
    "चावल 38 ठीक। आटा 230 ज़्यादा है, 220 कर दो।",
    "Chawal 38 theek. Aata 230 zyada hai, 220 kar do.",
    note="accept rice at 38; the atta counter is an offer at 220")

# ---- kind 3: the count of a conditional offer ----
add("terse", [K("offer", I("sugar-1kg", q=100, p=40.0))],
    "If you can give sugar at ₹40, we will take two bori.",
    "अगर चीनी ₹40 में दे दो, तो हम दो बोरी ले लेंगे।",
    "Agar cheeni ₹40 me de do, to hum do bori le lenge.",
    note="a condition naming a price is an offer, with its quantity (a bori is 50 kg)")
add("terse", [K("offer", I("rice-1kg", q=50, p=36.0))],
    "Rice at ₹36 a kilo and we'll take fifty kilos.",
    "चावल ₹36 किलो में दो तो पचास किलो ले लेंगे।",
    "Chawal ₹36 kilo me do to pachaas kilo le lenge.",
    note="conditional offer with a number word")
add("reasoning", [K("offer", I("moong-dal-1kg", q=150, p=96.0))],
    "Reasoning: moong is ₹102 here; Sharma gives ₹96.\nMessage: If moong dal comes at ₹96/kg, we'll take three bori.",
    "विचार: मूंग यहाँ ₹102 है; शर्मा ₹96 देते हैं।\nसंदेश: अगर मूंग दाल ₹96 किलो में मिले, तो हम तीन बोरी ले लेंगे।",
    "Reasoning: moong yahan ₹102 hai; Sharma ₹96 dete hain.\nMessage: Agar moong dal ₹96 kilo me mile, to hum teen bori le lenge.",
    note="only the message is read; offer 150 kg at 96")

# ---- kind 4: a spoken compound number ("one twenty five" = 125) ----
add("terse", [K("order", I("biscuits-65g", q=150), I("eggs-1pc", q=24))],
    "one fifty packets biscuits and two dozen eggs, send tmrw",
    "डेढ़ सौ पैकेट बिस्किट और दो दर्जन अंडे, कल भेजना",
    "dedh sau packet biscuit aur do darjan ande, kal bhejna",
    note="one fifty = 150")
add("terse", [K("order", I("namkeen-200g", q=225))],
    "need two twenty five namkeen pkts",
    "सवा दो सौ पैकेट नमकीन चाहिए",
    "sawa do sau packet namkeen chahiye",
    note="two twenty five = 225")
add("terse", [K("order", I("eggs-1pc", q=120), I("noodles-70g", q=110))],
    "Send one twenty eggs and one ten maggi.",
    "एक सौ बीस अंडे और एक सौ दस पैकेट मैगी भेजो।",
    "Ek sau bees ande aur ek sau das packet maggi bhejo.",
    note="one twenty = 120, one ten = 110")

# ---- kind 5: a request to give goods at a price, the quantity in a "need N" clause ----
add("terse", [K("order", I("rice-1kg", q=40, p=38.0))],
    "Send rice at ₹38 a kilo, we need 40 kg.",
    "चावल ₹38 किलो पर भेज दो, 40 किलो चाहिए।",
    "Chawal ₹38 kilo pe bhej do, 40 kilo chahiye.",
    note="a request with a price and a quantity: order at 38")
add("terse", [K("order", I("sugar-1kg", q=25, p=41.0))],
    "Give sugar at ₹41/kg — 25 kg needed.",
    "चीनी ₹41 किलो के भाव से दे दीजिए, 25 किलो चाहिए।",
    "Cheeni ₹41 kilo ke bhav se de dijiye, 25 kilo chahiye.",
    note="order at 41")
add("terse", [K("order", I("atta-5kg", q=6, p=215.0))],
    "Atta at ₹215 a packet please, we need 6 packets.",
    "आटा ₹215 पैकेट पर दे दो, 6 पैकेट चाहिए।",
    "Aata ₹215 packet pe de do, 6 packet chahiye.",
    note="order at 215")

# ---- kind 6: a later "X not now" refusal, a sentence of its own ----
add("terse", [K("accept", I("sugar-1kg", p=42.0)), K("order", I("sugar-1kg", q=20)), K("reject", I("rice-1kg"))],
    "Sugar ₹42 is fine, send 20 kg. Rice not right now.",
    "चीनी ₹42 ठीक है, 20 किलो भेजो। चावल अभी नहीं।",
    "Cheeni ₹42 theek hai, 20 kilo bhejo. Chawal abhi nahi.",
    note="'No X this week' in a sentence of its own stays a reject")
add("quoted", [K("accept", I("toor-dal-1kg", p=128.0)), K("order", I("toor-dal-1kg", q=25)), K("reject", I("masoor-dal-1kg"))],
    "> Toor ₹128/kg, masoor ₹80/kg\n\nToor is ok, send 25 kg. Masoor not now, we'll see next week.",
    "> तूर ₹128/किलो, मसूर ₹80/किलो\n\nतूर ठीक है, 25 किलो भेजो। मसूर अभी नहीं, अगले हफ़्ते देखेंगे।",
    "> Toor ₹128/kg, masoor ₹80/kg\n\nToor theek hai, 25 kilo bhejo. Masoor abhi nahi, agle hafte dekhenge.",
    note="the quoted masoor is refused without its price")
add("terse", [K("order", I("tea-250g", q=10)), K("reject", I("biscuits-65g"))],
    "Send 10 packets of tea. Biscuits — not now.",
    "10 पैकेट चाय भेजिए। बिस्किट अभी नहीं।",
    "10 packet chai bhejiye. Biscuit abhi nahi.",
    note="a refusal in a sentence of its own")

# ---- kind 7 (written after reading lang/, for a kind found while fixing): a lot's price agreed, Hindi and Hinglish
# naming the goods before "1 बोरी के ₹…" — read as the agreed price and an order of the sack nobody asked for ----
add("terse", [K("accept", I("sugar-1kg", q=50, t=1900.0))],
    "₹1,900 for 1 bori of sugar is fine.",
    "चीनी की 1 बोरी के ₹1,900 ठीक हैं।",
    "Cheeni ki 1 bori ke ₹1,900 theek hai.",
    note="a lot's price accepted: its quantity and total; nothing ordered")
add("terse", [K("accept", I("rice-1kg", q=100, t=3500.0))],
    "₹3,500 for 1 quintal of rice is ok with us.",
    "चावल के 1 क्विंटल के ₹3,500 हमें मंज़ूर हैं।",
    "Chawal ke 1 quintal ke ₹3,500 humein manzoor hain.",
    note="a lot's price accepted")
add("terse", [K("accept", I("potato-1kg", q=100, t=2100.0))],
    "₹2,100 for 2 bori of potatoes is fine.",
    "आलू की 2 बोरी के ₹2,100 ठीक हैं।",
    "Aloo ki 2 bori ke ₹2,100 theek hain.",
    note="control: two sacks, read so on main")


def main():
    write_triples(HERE, T)


if __name__ == "__main__":
    main()
