"""Writes tests/corpus_probes47_rb/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the forty-seventh session's helper RB, written blind to lang/ before the fixes: the misreadings and
over-refusals the forty-sixth session's trial and integrator found — a competitor's price said after the order's own
price; a delivery question followed by an order; a bill "filled"/"cleared"/"chuka diya" as a payment; a pack size with
a container word ("20 bags of sugar 1kg"); a bare count beside an item sold by the packet or piece ("40 दूध"); an order
with a request for a lower rate that names no figure.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)

SIG_EN = "Regards,\nAnil Mehta\nMehta Kirana Store, Sector 15, Noida\nPh: +91 98111 45678"
SIG_HI = "सादर,\nअनिल मेहता\nमेहता किराना स्टोर, सेक्टर 15, नोएडा\nफ़ोन: +91 98111 45678"
SIG_HL = "Dhanyavaad,\nAnil Mehta\nMehta Kirana Store, Sector 15, Noida\nPh: +91 98111 45678"

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"rb47-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# ---- kind 1: a competitor's / market price said after the order's own price is context ----
add("terse", [K("order", I("onion-1kg", 30, 26.0))],
    "Send 30 kg onion at ₹26/kg, other supplier's rate is ₹27.",
    "30 किलो प्याज़ ₹26/किलो पर भेजो, दूसरे सप्लायर का रेट ₹27 है।",
    "30 kilo pyaaz ₹26/kg pe bhejo, dusre supplier ka rate ₹27 hai.",
    note="the trial's own words: order onion 30 at ₹26; the other supplier's ₹27 is context, never labelled")
add("terse", [K("order", I("rice-1kg", 50, 38.0))],
    "Please send 50 kg rice at ₹38 a kilo, market rate is ₹40.",
    "50 किलो चावल ₹38 किलो के भाव से भेज दीजिए, मंडी का भाव ₹40 है।",
    "50 kilo chawal ₹38 kilo ke rate se bhej dijiye, mandi rate ₹40 hai.",
    note="order rice 50 at ₹38; the market rate ₹40 is context")
add("terse", [K("order", I("toor-dal-1kg", 20, 135.0))],
    "Send 20 kg toor dal @ ₹135/kg, Sharma Traders gives at ₹132.",
    "20 किलो तूर दाल ₹135 किलो पर भेजो, शर्मा ट्रेडर्स ₹132 में देते हैं।",
    "20 kilo toor dal ₹135 kilo pe bhejo, Sharma Traders ₹132 mein dete hain.",
    note="order toor 20 at ₹135 (the competitor's lower ₹132 is context, not the order's price)")
add("formal", [K("order", I("mustard-oil-1l", 24, 132.0))],
    f"Dear Sir,\n\nKindly dispatch 24 litres of mustard oil at ₹132 per litre, the other distributor in our area is quoting ₹135.\n\n{SIG_EN}",
    f"आदरणीय महोदय,\n\nकृपया 24 लीटर सरसों का तेल ₹132 प्रति लीटर की दर से भेज दें, हमारे इलाके का दूसरा डिस्ट्रीब्यूटर ₹135 बता रहा है।\n\n{SIG_HI}",
    f"Adarniya Sir,\n\nKripya 24 litre sarson ka tel ₹132 per litre ke rate se bhej dijiye, hamare area ka dusra distributor ₹135 bol raha hai.\n\n{SIG_HL}",
    note="order mustard oil 24 at ₹132; the other distributor's ₹135 is context")
add("chatty", [K("order", I("potato-1kg", 40, 22.0))],
    "Bhaiya send 40 kg potato at ₹22/kg, Gupta ji gives at ₹23 😅",
    "भैया 40 किलो आलू ₹22 किलो में भेज दो, गुप्ता जी ₹23 में देते हैं 😅",
    "Bhaiya 40 kilo aloo ₹22 kilo mein bhej do, Gupta ji ₹23 mein dete hain 😅",
    note="order potato 40 at ₹22; Gupta ji's ₹23 is a competitor's price")

# ---- kind 2: a delivery question, then an order ----
add("terse", [K("ask_delivery"), K("order", I("rice-1kg", 20))],
    "Has the last order left? Send 20 kg rice too.",
    "पिछला ऑर्डर निकला क्या? 20 किलो चावल भी भेज देना।",
    "Pichla order nikla kya? 20 kilo chawal bhi bhej dena.",
    note="the trial's own words: ask_delivery (no id, no goods), then order rice 20")
add("terse", [K("ask_delivery"), K("order", I("sugar-1kg", 10))],
    "When will yesterday's order reach? Also send 10 kg sugar.",
    "कल वाला ऑर्डर कब तक पहुँचेगा? साथ में 10 किलो चीनी भी भेजिए।",
    "Kal wala order kab tak pahunchega? Saath mein 10 kilo cheeni bhi bhejiye.",
    note="ask_delivery, then order sugar 10")
add("terse", [K("ask_delivery", I("atta-5kg", 4)), K("order", I("biscuits-65g", 12))],
    "Has the 20 kg atta been dispatched? Please send 12 packets of biscuits as well.",
    "20 किलो आटा भेज दिया क्या? 12 पैकेट बिस्किट भी भेज दीजिए।",
    "20 kilo aata dispatch ho gaya kya? 12 packet biscuit bhi bhej dijiye.",
    note="ask_delivery carrying the goods it names (atta 20 kg = 4 packets), then order biscuits 12")
add("chatty", [K("ask_delivery"), K("order", I("tea-250g", 8))],
    "Hi bhaiya 🙏 is our order on the way? Please also send 2 kg tea, stock is finishing.",
    "नमस्ते भैया 🙏 हमारा ऑर्डर रास्ते में है क्या? 2 किलो चाय पत्ती भी भेज दीजिए, स्टॉक ख़त्म हो रहा है।",
    "Namaste bhaiya 🙏 humara order raste mein hai kya? 2 kilo chai patti bhi bhej dijiye, stock khatam ho raha hai.",
    note="ask_delivery, then order tea 2 kg = 8 packets of 250 g")
add("formal", [K("ask_delivery"), K("order", I("soft-drink-750ml", 24))],
    f"Dear Sir,\n\nCould you please confirm whether our last order has been dispatched? Also, kindly send 24 bottles of cold drink with the next van.\n\n{SIG_EN}",
    f"आदरणीय महोदय,\n\nकृपया बताइए कि हमारा पिछला ऑर्डर भेज दिया गया है या नहीं? साथ ही, अगली गाड़ी से 24 बोतल कोल्ड ड्रिंक भी भेज दीजिए।\n\n{SIG_HI}",
    f"Adarniya Sir,\n\nKripya bataiye ki humara pichla order dispatch ho gaya hai ya nahi? Saath hi, agli gaadi se 24 bottle cold drink bhi bhej dijiye.\n\n{SIG_HL}",
    note="ask_delivery, then order soft drink 24")

# ---- kind 3: a bill paid in other words ("bhar diya", "chuka diya", "clear kar diya") ----
add("terse", [K("pay", b="B12")],
    "Paid the bill B12.",
    "B12 का बिल भर दिया।",
    "B12 ka bill bhar diya.",
    note="the trial's own words: pay B12")
add("terse", [K("pay", b="B7")],
    "Bill B7 settled, bhaiya.",
    "बिल B7 चुका दिया है भैया।",
    "Bill B7 chuka diya hai bhaiya.",
    note="pay B7")
add("terse", [K("pay", b="B9")],
    "Cleared B9 by UPI this morning.",
    "B9 आज सुबह UPI से क्लियर कर दिया।",
    "B9 aaj subah UPI se clear kar diya.",
    note="pay B9")
add("chatty", [K("pay", b="B15")],
    "Good morning ji 🙏 We have paid bill B15 today, please check and confirm.",
    "सुप्रभात जी 🙏 आज B15 का बिल भर दिया है, देखकर बता दीजिए।",
    "Good morning ji 🙏 aaj B15 ka bill bhar diya hai, check karke bata dijiye.",
    note="pay B15; 'check and confirm' asks for no new intent")
add("formal", [K("pay", b="B21")],
    f"Dear Sir,\n\nThis is to inform you that the amount of bill B21 has been cleared in full through NEFT.\n\n{SIG_EN}",
    f"आदरणीय महोदय,\n\nसूचित किया जाता है कि बिल B21 की पूरी रकम NEFT से चुका दी गई है।\n\n{SIG_HI}",
    f"Adarniya Sir,\n\nAapko suchit karna hai ki bill B21 ki poori rakam NEFT se chuka di gayi hai.\n\n{SIG_HL}",
    note="pay B21")
add("terse", [],
    "Paid the bill.",
    "बिल भर दिया।",
    "Bill bhar diya.",
    reason="no_id", note="control: a payment naming no bill or order — which one? (stays refused)")

# ---- kind 4: a pack size with a container word: the count is of that pack ----
add("terse", [K("order", I("sugar-1kg", 20))],
    "Send 20 bags of sugar 1kg.",
    "1 किलो वाली चीनी के 20 पैकेट भेजिए।",
    "1 kg wali cheeni ke 20 packet bhejo.",
    note="the trial's own words: 20 packs of 1 kg sugar; the catalogue sells sugar by the kg, so 20 kg")
add("terse", [K("order", I("salt-1kg", 25))],
    "Please send 25 packets of Tata Salt 1 kg.",
    "टाटा नमक 1 किलो के 25 पैकेट भेज दीजिए।",
    "Tata namak 1 kilo ke 25 packet bhej dijiye.",
    note="salt 25 (kg), 25 packs of 1 kg")
add("terse", [K("order", I("rice-1kg", 50))],
    "Send 10 bags of rice, 5 kg each.",
    "5 किलो वाले चावल के 10 बैग भेजो।",
    "5 kilo wale chawal ke 10 bag bhejo.",
    note="10 bags of 5 kg rice = 50 kg (rice is sold by the kg)")
add("terse", [K("order", I("milk-500ml", 12))],
    "Need 12 pouches of 500 ml milk for tomorrow.",
    "कल के लिए 500 ml दूध की 12 थैली चाहिए।",
    "Kal ke liye 500 ml doodh ki 12 thaili chahiye.",
    note="milk 12 packets of 500 ml (the catalogue's own pack)")
add("terse", [K("order", I("detergent-1kg", 15), I("moong-dal-1kg", 12))],
    "Send 15 packets of 1 kg detergent powder and 12 packets of moong dal 1 kg.",
    "1 किलो डिटर्जेंट के 15 पैकेट और 1 किलो मूंग दाल के 12 पैकेट भेजिए।",
    "Detergent 1 kg ke 15 packet aur moong dal 1 kilo ke 12 packet bhejiye.",
    note="detergent 15 packets (1 kg is its pack); moong 12 packs of 1 kg = 12 kg")

# ---- kind 5: a bare count beside an item sold by the packet or piece ----
add("terse", [K("order", I("milk-500ml", 40))],
    "40 milk.",
    "40 दूध।",
    "40 doodh.",
    note="the trial's own words: milk is sold by the 500 ml packet; 40 packets")
add("terse", [K("order", I("noodles-70g", 40), I("bread-400g", 15))],
    "Maggi 40, bread 15 please.",
    "मैगी 40, ब्रेड 15 भेजना।",
    "Maggi 40 aur bread 15 bhejo.",
    note="noodles 40 packets, bread 15 packets")
add("terse", [K("order", I("milk-500ml", 50), I("curd-400g", 20))],
    "Tomorrow morning: 50 milk, 20 curd.",
    "कल सुबह: 50 दूध, 20 दही।",
    "Kal subah: 50 doodh, 20 dahi.",
    note="milk 50 packets, curd 20 packets")
add("terse", [K("order", I("eggs-1pc", 60), I("paneer-200g", 20))],
    "Send 60 eggs and 20 paneer.",
    "60 अंडे और 20 पनीर भेजो।",
    "60 ande aur 20 paneer bhejo.",
    note="eggs 60 (by the piece), paneer 20 packets of 200 g")
add("terse", [K("order", I("butter-100g", 12), I("bath-soap-75g", 30))],
    "Butter 12, soap 30.",
    "मक्खन 12, साबुन 30।",
    "Makkhan 12, sabun 30.",
    note="butter 12 packets, bath soap 30 bars")
add("terse", [],
    "Atta 40.",
    "आटा 40।",
    "Aata 40.",
    reason="no_quantity", note="control: atta is sold in 5 kg packets; a bare 40 could be 40 packets or 40 kg (stays refused)")

# ---- kind 6: an order with a request for a lower rate naming no figure ----
add("terse", [],
    "Send 10 packets of 1kg detergent and 25 namkeen. Lower the rate a bit.",
    "डिटर्जेंट 1 किलो के 10 पैकेट और नमकीन 25 भेजिए। रेट थोड़ा कम करो।",
    "Detergent 1kg ke 10 packet aur namkeen 25 bhejiye. Rate thoda kam karo.",
    reason="no_price", note="the trial's own words: the goods are clear but 'lower the rate a bit' names no price or amount off and the order hangs on it (corpus en-052, hl-f8040)")
add("terse", [],
    "Send 20 kg toor dal, and please do a slightly better rate this time.",
    "20 किलो तूर दाल भेजिए, और इस बार रेट थोड़ा ठीक लगाइए।",
    "20 kilo toor dal bhejiye, aur is baar rate thoda theek lagana.",
    reason="no_price", note="'a slightly better rate' names no figure; which price the order is at cannot be told")
add("chatty", [],
    "Bhaiya send 30 kg sugar 🙏 and give a little discount on the rate, we are regular customers.",
    "भैया 30 किलो चीनी भेज दो 🙏 और रेट में थोड़ी छूट दे देना, हम पक्के ग्राहक हैं।",
    "Bhaiya 30 kilo cheeni bhej do 🙏 aur rate mein thodi chhoot de dena, hum pakke grahak hain.",
    reason="no_price", note="a discount with no figure: the order's price cannot be told")
add("formal", [],
    f"Dear Sir,\n\nPlease send 24 packets of tea (250 g). We request you to reduce the rate slightly for this order.\n\n{SIG_EN}",
    f"आदरणीय महोदय,\n\nकृपया 24 पैकेट चाय पत्ती (250 ग्राम) भेजिए। इस ऑर्डर के लिए रेट थोड़ा कम करने का निवेदन है।\n\n{SIG_HI}",
    f"Adarniya Sir,\n\nKripya 24 packet chai patti (250 g) bhejiye. Is order ke liye rate thoda kam karne ki request hai.\n\n{SIG_HL}",
    reason="no_price", note="'reduce the rate slightly for this order' ties the order to a price it never names")

if __name__ == "__main__":
    write_triples(HERE, T)
