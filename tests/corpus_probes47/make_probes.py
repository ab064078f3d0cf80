"""Writes tests/corpus_probes47/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the forty-seventh session's helper RA (last session's blind silent misreadings), written blind to lang/
before the fixes: a price per tray, case, peti, bori or quintal written right after the item and before the unit word
with "done / ok / chalega" beside another count of that unit; a revised, corrected or fresh copy of a bill asked for;
a habitual amount ("we take 2 cases every week") beside a relative ask or another order; a competitor's price beside a
refusal; an English imperative condition ("Price X at ₹P and the order is confirmed").
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)


SIG_EN = "Regards,\nMeena Agrawal\nAgrawal General Store, Napier Town, Jabalpur\nMob: 94251 63308"
SIG_HI = "सादर,\nमीना अग्रवाल\nअग्रवाल जनरल स्टोर, नेपियर टाउन, जबलपुर\nमोबाइल: 94251 63308"
SIG_HL = "Regards,\nMeena Agrawal\nAgrawal General Store, Napier Town, Jabalpur\nMob: 94251 63308"

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"pr47-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# ---- kind 1: a price per unit between the item and the unit word, "done", beside another count of that unit ----
add("terse", [K("accept", I("eggs-1pc", p=5.6667)), K("order", I("eggs-1pc", 120))],
    "eggs 170 tray ok 👍 send 4 trays tomorrow",
    "अंडे 170 ट्रे ठीक है 👍 कल 4 ट्रे भेज देना",
    "ande 170 tray theek hai 👍 kal 4 tray bhej dena",
    note="₹170 a tray accepted = ₹5.6667 per egg; 4 trays = 120 eggs ordered with no price of its own; never 170 trays")
add("terse", [K("accept", I("soft-drink-750ml", p=34.0)), K("order", I("soft-drink-750ml", 36))],
    "Coca-Cola 408 case chalega. Send 3 cases with the evening van",
    "कोका-कोला 408 केस चलेगा। शाम की गाड़ी से 3 केस भेज दो",
    "Coke 408 case chalega. Shaam ki gaadi se 3 case bhej do",
    note="₹408 a case of 12 accepted = ₹34 a bottle; 3 cases = 36 bottles ordered; never 408 cases")
add("terse", [K("accept", I("sugar-1kg", p=41.5)), K("order", I("sugar-1kg", 200))],
    "sugar 4,150 quintal done ✅ send both quintals on Monday",
    "चीनी 4,150 क्विंटल डन ✅ दोनों क्विंटल सोमवार को भेज दो",
    "cheeni 4,150 quintal done ✅ dono quintal Monday ko bhej do",
    note="₹4,150 a quintal accepted = ₹41.50/kg; the two quintals = 200 kg ordered")
add("chatty", [K("accept", I("rice-1kg", p=38.0)), K("order", I("rice-1kg", 150))],
    "Hello bhaiya! Rice 1900 bori is fine by us 😊 Please send 3 bori with today's van. Thanks!",
    "नमस्ते भैया! चावल 1900 बोरी हमें ठीक है 😊 आज की गाड़ी से 3 बोरी भेज दीजिए। धन्यवाद!",
    "Namaste bhaiya! Chawal 1900 bori humein theek hai 😊 Aaj ki gaadi se 3 bori bhej dijiye. Thanks!",
    note="₹1,900 a 50 kg bori accepted = ₹38/kg; 3 bori = 150 kg ordered")
add("terse", [K("accept", I("biscuits-65g", p=4.1667)), K("order", I("biscuits-65g", 72))],
    "Parle-G 50 peti done. 6 peti bhej do",
    "पारले-जी 50 पेटी डन। 6 पेटी भेज दो",
    "Parle-G 50 peti done. 6 peti bhej do",
    note="₹50 a peti of 12 accepted = ₹4.1667 a packet; 6 peti = 72 packets ordered; never 50 peti")
add("terse", [],
    "eggs 6 tray done, send the 4 trays",
    "अंडे 6 ट्रे डन, वो 4 ट्रे भेज दो",
    "ande 6 tray done, wo 4 tray bhej do",
    reason="ambiguous_intent",
    note="6 cannot be a tray's price (₹0.20 an egg) and 6 trays conflict with the 4 trays sent: which count is meant?")

# ---- kind 2: a revised, corrected or fresh copy of a bill asked for is ask_bill, not a dispute ----
add("terse", [K("ask_bill", b="B7")],
    "Please send us the revised Bill B7.",
    "कृपया संशोधित बिल B7 भेज दीजिए।",
    "Revised bill B7 bhej dijiye please.",
    note="asking for the bill again is ask_bill B7; nothing says the bill is wrong")
add("formal", [K("ask_bill", b="B12")],
    f"Dear Sir,\n\nKindly mail us an updated copy of Bill B12 for our records; our accountant is closing the month.\n\n{SIG_EN}",
    f"आदरणीय महोदय,\n\nकृपया हमारे रिकॉर्ड के लिए बिल B12 की अपडेटेड कॉपी मेल कर दें; हमारे अकाउंटेंट महीने का हिसाब बंद कर रहे हैं।\n\n{SIG_HI}",
    f"Dear Sir,\n\nKripya hamare record ke liye Bill B12 ki updated copy mail kar dijiye; hamare accountant mahine ka hisaab band kar rahe hain.\n\n{SIG_HL}",
    note="ask_bill B12 (a copy asked for records)")
add("chatty", [K("ask_bill", b="B15")],
    "Bhaiya, the B15 bill got wet in the rain 😅 please send a fresh copy of it. Thanks!",
    "भैया, B15 वाला बिल बारिश में भीग गया 😅 उसकी नई कॉपी भेज दीजिए। धन्यवाद!",
    "Bhaiya, B15 wala bill baarish mein bheeg gaya 😅 uski nayi copy bhej dijiye. Thanks!",
    note="a fresh copy of B15 asked: ask_bill B15")
add("terse", [K("cancel", I("sugar-1kg", 5), o="O9"), K("ask_bill", b="B9")],
    "Drop the 5 kg sugar from O9 and send the corrected bill B9.",
    "O9 में से 5 किलो चीनी हटा दो और सही किया हुआ बिल B9 भेज दो।",
    "O9 se 5 kilo cheeni hata do aur corrected bill B9 bhej do.",
    note="partial cancel of O9 (sugar 5); the corrected bill asked for after the change is ask_bill B9")
add("terse", [K("dispute", b="B11")],
    "Bill B11 is wrong — you charged 12 trays, we got only 10. Please send a revised bill.",
    "बिल B11 गलत है — आपने 12 ट्रे का पैसा लगाया, हमें सिर्फ़ 10 मिलीं। संशोधित बिल भेजिए।",
    "Bill B11 galat hai — aapne 12 tray charge kiye, humein sirf 10 mili. Revised bill bhejiye.",
    note="says the bill is wrong: dispute B11; the revised bill asked is part of the dispute; tray counts are not labelled")

# ---- kind 3: a habitual amount is background, not the order ----
add("terse", [K("offer", I("sugar-1kg", c=-2.0))],
    "Please take ₹2 off per kg on sugar — we buy 50 kg from you every week.",
    "चीनी पर किलो के ₹2 कम कर दीजिए — हम हर हफ़्ते आपसे 50 किलो लेते हैं।",
    "Cheeni pe kilo ke ₹2 kam kar dijiye — hum har hafte aapse 50 kilo lete hain.",
    note="relative ask -2.0 per kg; the weekly 50 kg is background, not a quantity")
add("chatty", [],
    "Namaste ji 🙏 We usually take 3 trays of eggs a week, but the wedding season is on — send a little more this time!",
    "नमस्ते जी 🙏 हम आम तौर पर हफ़्ते में 3 ट्रे अंडे लेते हैं, पर शादियों का सीज़न है — इस बार थोड़ा ज़्यादा भेजिए!",
    "Namaste ji 🙏 Hum aam taur pe hafte mein 3 tray ande lete hain, par shaadiyon ka season hai — is baar thoda zyada bhejiye!",
    reason="no_quantity",
    note="'a little more' than the usual 3 trays names no count; the habit is not the order")
add("terse", [K("order", I("onion-1kg", 10))],
    "We normally take 20 kg onion every week, but this week send only 10 kg.",
    "हम हर हफ़्ते 20 किलो प्याज़ लेते हैं, पर इस हफ़्ते सिर्फ़ 10 किलो भेजना।",
    "Hum har hafte 20 kilo pyaaz lete hain, par is hafte sirf 10 kilo bhejna.",
    note="order onion 10; the weekly 20 kg is background")
add("terse", [K("ask_quote", I("toor-dal-1kg"))],
    "What is your rate for toor dal? We take around 25 kg every month.",
    "तूर दाल का आपका क्या रेट है? हम हर महीने लगभग 25 किलो लेते हैं।",
    "Toor dal ka aapka kya rate hai? Hum har mahine lagbhag 25 kilo lete hain.",
    note="ask_quote toor; the monthly 25 kg is background, not the amount asked about")
add("reasoning", [K("offer", I("eggs-1pc", p=5.5))],
    "Thought: eggs went up to ₹178 a tray; we move about 10 trays a week, so ask for less.\nFinal message: Can you do ₹5.50 an egg? We take 10 trays every week from you.",
    "Thought: अंडे ₹178 ट्रे हो गए; हफ़्ते में लगभग 10 ट्रे निकलती हैं, तो कम करवाते हैं।\nFinal message: क्या ₹5.50 प्रति अंडा कर सकते हैं? हम हर हफ़्ते आपसे 10 ट्रे लेते हैं।",
    "Thought: ande ₹178 tray ho gaye; hafte mein lagbhag 10 tray nikalti hain, to kam karwate hain.\nFinal message: Kya ₹5.50 per anda kar sakte ho? Hum har hafte aapse 10 tray lete hain.",
    note="offer eggs 5.50 with no quantity; the weekly 10 trays is background; the thought's ₹178 is not labelled")

# ---- kind 4: a competitor's price beside a refusal is not an offer ----
add("terse", [K("reject", I("sugar-1kg", p=45.0))],
    "No, ₹45 for sugar is too high; Bansal Traders sells it at ₹43.",
    "नहीं, चीनी ₹45 बहुत ज़्यादा है; बंसल ट्रेडर्स ₹43 में बेचता है।",
    "Nahi, cheeni ₹45 bahut zyada hai; Bansal Traders ₹43 mein bechta hai.",
    note="reject sugar 45 (its own words name it); Bansal's ₹43 is a competitor's price, not an offer")
add("terse", [K("reject", I("tea-250g", p=120.0))],
    "Tea at ₹120 a packet won't do, the Metro store has it for ₹112. Skip tea this week.",
    "चाय ₹120 पैकेट नहीं चलेगी, मेट्रो स्टोर में ₹112 की मिल रही है। इस हफ़्ते चाय रहने दो।",
    "Chai ₹120 packet nahi chalegi, Metro store mein ₹112 ki mil rahi hai. Is hafte chai rehne do.",
    note="reject tea 120; Metro's ₹112 not labelled")
add("quoted", [K("reject", I("mustard-oil-1l"))],
    "> Mustard oil ₹142/litre\n\nToo costly. The dealer near the mandi gives us ₹136. We'll pass this time.",
    "> सरसों तेल ₹142/लीटर\n\nबहुत महँगा है। मंडी के पास वाला डीलर हमें ₹136 में देता है। इस बार नहीं लेंगे।",
    "> Sarson tel ₹142/litre\n\nBahut mehenga hai. Mandi ke paas wala dealer humein ₹136 mein deta hai. Is baar nahi lenge.",
    note="a refusal carries only a price its own words name: none (₹142 is quoted, ₹136 the competitor's)")
add("formal", [K("reject", I("eggs-1pc", p=6.0))],
    f"Dear Sir,\n\nEggs at ₹180 a tray are not acceptable to us; we are getting them at ₹172 directly from the poultry farm in Bargi.\n\n{SIG_EN}",
    f"आदरणीय महोदय,\n\n₹180 प्रति ट्रे पर अंडे हमें मंज़ूर नहीं हैं; बरगी के पोल्ट्री फ़ार्म से हमें सीधे ₹172 में मिल रहे हैं।\n\n{SIG_HI}",
    f"Dear Sir,\n\n₹180 per tray pe ande humein manzoor nahi hain; Bargi ke poultry farm se humein seedhe ₹172 mein mil rahe hain.\n\n{SIG_HL}",
    note="reject eggs at ₹180/tray = 6.0 per egg; the farm's ₹172 is not labelled")
add("chatty", [K("reject", I("paneer-200g", p=82.0))],
    "Bhaiya ₹82 a packet for paneer? Not possible 😅 the dairy next door sells it at ₹76.",
    "भैया पनीर ₹82 पैकेट? नहीं हो पाएगा 😅 बगल वाली डेयरी ₹76 में बेचती है।",
    "Bhaiya paneer ₹82 packet? Nahi ho payega 😅 bagal wali dairy ₹76 mein bechti hai.",
    note="reject paneer 82; the dairy's ₹76 not labelled")

# ---- kind 5: an imperative condition ("Price X at ₹P and the order is confirmed") is an offer ----
add("terse", [K("offer", I("sugar-1kg", 300, 41.5))],
    "Price the sugar at ₹4,150 a quintal and the 3 quintal order is confirmed.",
    "चीनी ₹4,150 क्विंटल लगा दो तो 3 क्विंटल का ऑर्डर पक्का।",
    "Cheeni ₹4,150 quintal laga do to 3 quintal ka order pakka.",
    note="a condition naming a new price: offer sugar 300 kg at ₹41.50/kg")
add("terse", [K("offer", I("onion-1kg", 40, 36.0))],
    "Make it ₹36 a kg for onion and we confirm 40 kg.",
    "प्याज़ ₹36 किलो कर दो, हम 40 किलो पक्का करते हैं।",
    "Pyaaz ₹36 kilo kar do, hum 40 kilo confirm karte hain.",
    note="offer onion 40 at 36 (condition)")
add("terse", [K("offer", I("eggs-1pc", 180, 5.6))],
    "Give ₹5.60 an egg and it's a deal for 6 trays.",
    "₹5.60 प्रति अंडा दो तो 6 ट्रे की डील पक्की।",
    "₹5.60 per anda do to 6 tray ki deal pakki.",
    note="offer eggs 180 at 5.60 (condition)")
add("terse", [K("offer", I("toor-dal-1kg", 30, 130.0))],
    "Do toor dal at ₹130/kg and we'll book 30 kg today.",
    "तूर दाल ₹130/किलो कर दो तो आज ही 30 किलो बुक कर देंगे।",
    "Toor dal ₹130/kg kar do to aaj hi 30 kilo book kar denge.",
    note="offer toor 30 at 130 (condition)")
add("formal", [K("offer", I("refined-oil-1l", 24, 112.0))],
    f"Dear Sir,\n\nKindly price the refined oil at ₹112 per litre and our order for 24 litres stands confirmed.\n\n{SIG_EN}",
    f"आदरणीय महोदय,\n\nरिफाइंड तेल का भाव ₹112 प्रति लीटर कर दीजिए तो 24 लीटर का हमारा ऑर्डर पक्का समझिए।\n\n{SIG_HI}",
    f"Dear Sir,\n\nRefined oil ka rate ₹112 per litre kar dijiye to 24 litre ka hamara order pakka samjhiye.\n\n{SIG_HL}",
    note="offer refined oil 24 at 112 (condition)")
add("terse", [K("offer", I("atta-5kg", p=225.0))],
    "Make it ₹225 a packet for atta and it's a deal.",
    "आटा ₹225 पैकेट कर दो तो डील पक्की।",
    "Aata ₹225 packet kar do to deal pakki.",
    note="offer atta 225 with no quantity (condition)")

if __name__ == "__main__":
    write_triples(HERE, T)
