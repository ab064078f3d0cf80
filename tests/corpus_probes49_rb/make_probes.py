"""Writes tests/corpus_probes49_rb/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the forty-ninth session's helper RB, written blind to lang/ before the fixes: the kinds of the silent
readings left on the older corpora that change what the supplier's desk does (a deal closed, a bargaining thread
walked away from, an order booked or cancelled, a reply to a question never asked), as parallel triples.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"pr49b-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# ---- kind 1: bill lines said to be right beside a disputed one ("Chawal, moong aur cheeni sahi hain", holdout152
# hl-v77011): a dispute only, never an accept of the goods named right (an accept closes a deal at the desk's price) --
add("terse", [K("dispute", b="B4")],
    "Bill B4 has toor dal at ₹150/kg but we agreed ₹140. The rice and sugar on it are correct. Please fix it.",
    "बिल B4 में तूर दाल ₹150/किलो लगी है, जबकि ₹140 तय हुआ था। चावल और चीनी सही हैं। कृपया ठीक कर दीजिए।",
    "Bill B4 mein toor dal ₹150/kilo lagi hai, jabki ₹140 tay hua tha. Chawal aur cheeni sahi hain. Please theek kar dijiye.",
    note="the lines said right are part of the disputed bill: dispute B4 only")
add("chatty", [K("dispute", b="B9")],
    "Bhaiya, B9 mein atta ka rate galat lag gaya — ₹230 per bag, tay ₹220 tha 🙏 Besan and poha are fine, only atta is wrong.",
    "भैया, B9 में आटे का रेट गलत लग गया — ₹230 प्रति बोरी, तय ₹220 था 🙏 बेसन और पोहा ठीक हैं, सिर्फ़ आटा गलत है।",
    "Bhaiya, B9 mein aate ka rate galat lag gaya — ₹230 per bag, tay ₹220 tha 🙏 Besan aur poha theek hain, sirf atta galat hai.",
    note="besan and poha are right on the bill: dispute B9 only")
add("formal", [K("dispute", b="B6")],
    "Dear Sir,\n\nIn bill B6 we have been charged for 12 litres of ghee, but only 10 litres were delivered. "
    "The mustard oil and the paneer lines are correct.\n\nKindly look into it.\n\nRegards,\nSunil\nSunil Stores",
    "आदरणीय महोदय,\n\nबिल B6 में 12 लीटर घी का पैसा लगा है, पर डिलीवरी सिर्फ़ 10 लीटर की हुई। "
    "सरसों तेल और पनीर सही लगे हैं।\n\nकृपया देख लीजिए।\n\nसादर,\nसुनील\nसुनील स्टोर्स",
    "Namaste Sir,\n\nBill B6 mein 12 litre ghee ka paisa laga hai, par delivery sirf 10 litre ki hui. "
    "Sarson tel aur paneer sahi lage hain.\n\nKripya dekh lijiye.\n\nRegards,\nSunil\nSunil Stores",
    note="the other lines said right: dispute B6 only")

# ---- kind 2: goods named only to say which bill is meant ("Could you also send B5 (the dahi and butter from last
# month)? It has not reached us yet.", holdout141 en-m7040): ask_bill alone, never a reject of those goods ----
add("terse", [K("ask_bill", b="B8")],
    "Please send bill B8 (the rice and sugar from last week). We haven't got it yet.",
    "कृपया बिल B8 (पिछले हफ़्ते वाला चावल और चीनी) भेज दीजिए। अभी तक नहीं मिला।",
    "Please bill B8 (pichhle hafte wala chawal aur cheeni) bhej dijiye. Abhi tak nahi mila.",
    note="the goods say which bill; the negation is about the bill not arriving: ask_bill B8")
add("terse", [K("ask_bill", b="B2")],
    "Can you resend B2, the one for the atta and besan? It never reached us.",
    "B2 दोबारा भेज सकते हैं? वही आटे और बेसन वाला। हमें मिला ही नहीं।",
    "B2 dobara bhej sakte ho? Wahi aate aur besan wala. Humein mila hi nahi.",
    note="ask_bill B2; nothing refused")
add("terse", [K("ask_bill", b="B5")],
    "The bill B5 for the curd and paneer has not come yet, please send it.",
    "दही और पनीर वाला बिल B5 अभी तक नहीं आया, कृपया भेज दीजिए।",
    "Dahi aur paneer wala bill B5 abhi tak nahi aaya, please bhej dijiye.",
    note="ask_bill B5; nothing refused")

# ---- kind 3: a statement about an open order that asks nothing ("Please keep O9 as it is", "nothing from it has
# been dispatched yet": holdout141 en-m7040, holdout146 en-r77011): no ask_delivery ----
add("formal", [K("cancel", o="O6")],
    "Dear Sir,\n\nPlease cancel order O6. Nothing from it has been sent yet, so it should be easy.\n\nThanks,\nAnil",
    "आदरणीय महोदय,\n\nकृपया ऑर्डर O6 रद्द कर दीजिए। उसमें से अभी कुछ भी भेजा नहीं गया है, तो आसानी होगी।\n\nधन्यवाद,\nअनिल",
    "Namaste Sir,\n\nPlease order O6 cancel kar dijiye. Usme se abhi kuch bhi bheja nahi gaya hai, to aasaani hogi.\n\nDhanyavaad,\nAnil",
    note="cancel O6; the dispatch said is background, not a question")
add("terse", [K("reject", I("ghee-1l", p=560.0))],
    "Ghee at ₹560 doesn't work for us, we'll pass. Keep O3 as it is.",
    "₹560 पर घी हमें नहीं जमेगा, रहने दीजिए। O3 जैसा है वैसा ही रखिए।",
    "₹560 pe ghee humein nahi jamega, rehne dijiye. O3 jaisa hai waisa hi rakhiye.",
    note="reject ghee 560; O3 left as it is asks nothing")
add("terse", [K("order", I("rice-1kg", 20))],
    "Send 20 kg rice. O7 stays as it is.",
    "20 किलो चावल भेज दीजिए। O7 वैसा ही रहेगा।",
    "20 kilo chawal bhej dijiye. O7 waisa hi rahega.",
    note="order rice 20; O7 unchanged asks nothing")

# ---- kind 4: "don't send X, send Y instead" with no order named (holdout39 hi-u004): the order of Y alone, never a
# cancel of X (the desk would cut X from whichever open order has it) ----
add("terse", [K("cancel", I("rice-1kg")), K("order", I("sugar-1kg", 25))],
    "Don't send rice, send 25 kg sugar instead.",
    "चावल मत भेजिए, उसकी जगह 25 किलो चीनी भेज दीजिए।",
    "Chawal mat bhejiye, uski jagah 25 kilo cheeni bhej dijiye.",
    note="gold_changed after the first measurement: cancel rice, order sugar 25 — \"don't send X, send Y instead\" "
         "cuts X in the corpora's golds (holdout62 d002 en/hi/hl, holdout39 en-u005); it was written as the order alone")
add("terse", [K("order", I("besan-500g", 10))],
    "No atta this time, instead send 10 packets of besan.",
    "इस बार आटा नहीं, उसके बदले 10 पैकेट बेसन भेजो।",
    "Is baar atta nahi, uske badle 10 packet besan bhejo.",
    note="order besan 10; the refusal is in the sentence that orders (README)")
add("terse", [K("order", I("moong-dal-1kg", 15))],
    "Skip the toor dal — send 15 kg moong dal in its place.",
    "तूर दाल रहने दो — उसकी जगह 15 किलो मूंग दाल भेजो।",
    "Toor dal rehne do — uski jagah 15 kilo moong dal bhejo.",
    note="order moong 15; the skip is in the sentence that orders")

# ---- kind 5: a price by reference to another's rate the supplier cannot know ("Do toor dal at Bansal ji's rate and
# we'll take 30 kg", holdout156 en-b2039): unreadable no_price, never an order at the desk's own price ----
add("terse", [], "Match Sharma Traders' rate on sugar and send 50 kg.",
    "शर्मा ट्रेडर्स वाले रेट पर चीनी दीजिए, 50 किलो भेज दीजिए।",
    "Sharma Traders wale rate pe cheeni dijiye, 50 kilo bhej dijiye.",
    reason="no_price", note="the price is a competitor's, not named: no_price")
add("terse", [], "Give us mustard oil at the rate Agarwal ji gets and we'll take 15 litres.",
    "अग्रवाल जी को जिस रेट पर देते हो उसी पर सरसों तेल दो, 15 लीटर लेंगे।",
    "Agarwal ji ko jis rate pe dete ho usi pe sarson tel do, 15 litre lenge.",
    reason="no_price", note="another buyer's rate, not named: no_price")
add("chatty", [], "Bhai, Metro is giving moong dal cheaper. Do it at Metro's price and send 20 kg 🙂",
    "भाई, मेट्रो मूंग दाल सस्ती दे रहा है। मेट्रो वाले भाव पर कर दो और 20 किलो भेज दो 🙂",
    "Bhai, Metro moong dal sasti de raha hai. Metro wale bhaav pe kar do aur 20 kilo bhej do 🙂",
    reason="no_price", note="a competitor's unnamed price: no_price")

# ---- kind 6: a bare "Ok" under a quoted lot offer ("> Sugar: 50 kg at ₹42/kg, can send today." / "Ok.", holdout109
# p8027): the lot's price accepted with its quantity; nothing ordered by it (README: a lot's price accepted) ----
add("quoted", [K("accept", I("rice-1kg", 100, 38.0))],
    "> Rice: 100 kg at ₹38/kg, ready for dispatch.\n\nOk.",
    "> Rice: 100 kg at ₹38/kg, ready for dispatch.\n\nठीक है।",
    "> Rice: 100 kg at ₹38/kg, ready for dispatch.\n\nTheek hai.",
    note="accept rice 100 at 38 (the quote's lot); no order")
add("quoted", [K("accept", I("onion-1kg", 40, 30.0))],
    "> प्याज़ 40 किलो ₹30/किलो, कल डिलीवरी हो जाएगी।\n\nFine.",
    "> प्याज़ 40 किलो ₹30/किलो, कल डिलीवरी हो जाएगी।\n\nठीक।",
    "> प्याज़ 40 किलो ₹30/किलो, कल डिलीवरी हो जाएगी।\n\nFine ji.",
    note="accept onion 40 at 30; no order")
add("quoted", [K("accept", I("toor-dal-1kg", 30, 140.0))],
    "> Toor dal 30 kg @ ₹140/kg, can send today.\n\nAgreed.",
    "> Toor dal 30 kg @ ₹140/kg, can send today.\n\nमंज़ूर है।",
    "> Toor dal 30 kg @ ₹140/kg, can send today.\n\nManzoor hai.",
    note="accept toor 30 at 140; no order")

# ---- kind 7: a deferral about goods ("Will revert on refined", holdout153 en-w77003): nothing for those goods, never
# an ask_quote (the desk would quote goods not asked about) ----
add("terse", [K("accept", I("ghee-1l", p=540.0))],
    "Ghee at ₹540 is fine. Will get back to you on the mustard oil.",
    "₹540 पर घी ठीक है। सरसों तेल के बारे में बाद में बताता हूँ।",
    "₹540 pe ghee theek hai. Sarson tel ke baare mein baad mein batata hoon.",
    note="accept ghee 540; the mustard oil deferred")
add("terse", [K("order", I("sugar-1kg", 20))],
    "Send 20 kg sugar. About the rice, I'll let you know tomorrow.",
    "20 किलो चीनी भेज दीजिए। चावल का कल बताऊँगा।",
    "20 kilo cheeni bhej dijiye. Chawal ka kal bataunga.",
    note="order sugar 20; the rice deferred")
add("quoted", [K("accept", I("toor-dal-1kg", p=140.0))],
    "> Toor ₹140/kg, moong ₹110/kg\n\nToor at ₹140 is ok. Will revert on moong.",
    "> Toor ₹140/kg, moong ₹110/kg\n\n₹140 पर तूर ठीक है। मूंग पर बाद में जवाब देंगे।",
    "> Toor ₹140/kg, moong ₹110/kg\n\n₹140 pe toor theek hai. Moong pe baad mein reply karenge.",
    note="accept toor 140; moong deferred")


def main() -> None:
    write_triples(HERE, T)


if __name__ == "__main__":
    main()
