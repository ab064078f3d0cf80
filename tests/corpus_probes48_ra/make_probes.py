"""Writes tests/corpus_probes48_ra/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the forty-eighth session's helper RA, written before reading `lang/` and before any fix: the kinds of the
labelled corpora's silent readings RA was given (a whole order cancelled with its goods in brackets; a dispute that
asks for the corrected bill; goods "needed by Friday" after a delivery question on an order; "we will not be taking X
at ₹P"; "ok bhai, send …" with no quote; a quoted price "pakka"/confirmed), three parallel triples a kind, some a
control that must keep its reading.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"pr48a-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# ---- kind 1: a whole order cancelled, its goods named in brackets ("cancel order O8 (paneer and curd) in full") ----
add("formal", [K("cancel", o="O14")],
    "Please cancel order O14 (atta and sugar) in full. Our godown is being repaired.",
    "कृपया ऑर्डर O14 (आटा और चीनी) पूरा रद्द कर दीजिए। गोदाम की मरम्मत चल रही है।",
    "Please order O14 (atta aur cheeni) poora cancel kar dijiye. Godown ki repair chal rahi hai.",
    note="the whole order; the goods in brackets only say which order it is")
add("terse", [K("cancel", o="O22")],
    "Kindly cancel the whole of O22 (rice, toor dal). Demand is down this week.",
    "O22 (चावल, तूर दाल) पूरा का पूरा रद्द कर दीजिए। इस हफ़्ते माँग कम है।",
    "O22 (chawal, toor dal) pura ka pura cancel kar do. Is hafte demand kam hai.",
    note="the whole order")
add("terse", [K("cancel", I("sugar-1kg"), o="O9")],
    "From O9 (rice and sugar) please cancel only the sugar.",
    "O9 (चावल और चीनी) में से सिर्फ़ चीनी रद्द कर दीजिए।",
    "O9 (chawal aur cheeni) mein se sirf cheeni cancel kar dijiye.",
    note="control: a part of the order, named, is cut; the rest stays")

_CORRECTED = ("gold_changed (after reading lang/ and the corpora): a corrected bill asked beside its dispute is the dispute alone, as 91 of the 105 such rows of the labelled corpora outside holdout135 read it; the desk answers a dispute with the bill as it now stands (dispute_corrected)")

# ---- kind 2: a bill disputed and its corrected copy asked ("please correct it and send a revised B3") ----
add("formal", [K("dispute", b="B7")],
    "Bill B7 charges ₹45/kg for sugar but we agreed ₹42. Please correct it and send a revised B7.",
    "बिल B7 में चीनी ₹45/किलो लगी है, जबकि ₹42 तय हुआ था। कृपया ठीक करके संशोधित B7 भेज दीजिए।",
    "Bill B7 mein cheeni ₹45/kg lagi hai, jabki ₹42 tay hua tha. Please theek karke revised B7 bhej dijiye.",
    note=_CORRECTED)
add("terse", [K("dispute", b="B15")],
    "B15 is wrong — 10 packets of bread were billed but only 8 came. Kindly send a corrected B15.",
    "B15 ग़लत है — 10 पैकेट ब्रेड का बिल लगा पर आए सिर्फ़ 8। कृपया सही किया हुआ B15 भेजिए।",
    "B15 galat hai — 10 packet bread ka bill laga par aaye sirf 8. Please sahi kiya hua B15 bhejiye.",
    note=_CORRECTED)
add("terse", [K("dispute", b="B21")],
    "There is a mistake in B21: the atta total is ₹200 too high. Please fix it and send the corrected bill.",
    "B21 में गलती है: आटे का जोड़ ₹200 ज़्यादा है। कृपया ठीक करके सही बिल भेजिए।",
    "B21 mein galti hai: aate ka total ₹200 zyada hai. Please theek karke sahi bill bhejiye.",
    note=_CORRECTED)

# ---- kind 3: goods "needed by Friday" right after a delivery question on an order are that order's goods ----
add("terse", [K("ask_delivery", I("rice-1kg", 20), I("sugar-1kg", 10), o="O15")],
    "Has O15 been dispatched? We need the 20 kg rice and 10 kg sugar by Friday.",
    "O15 भेजा गया क्या? 20 किलो चावल और 10 किलो चीनी शुक्रवार तक चाहिए।",
    "O15 dispatch hua kya? 20 kilo chawal aur 10 kilo cheeni Friday tak chahiye.",
    note="the goods needed are O15's (no send word): one delivery question, never a second order")
add("terse", [K("ask_delivery", I("mustard-oil-1l", 5), o="O4")],
    "When will O4 come? Need the 5 litres of mustard oil before Diwali.",
    "O4 कब आएगा? 5 लीटर सरसों तेल दिवाली से पहले चाहिए।",
    "O4 kab aayega? 5 litre sarson tel Diwali se pehle chahiye.",
    note="the oil needed is O4's")
add("terse", [K("ask_delivery", o="O15"), K("order", I("sugar-1kg", 10))],
    "Has O15 left yet? Also send 10 kg sugar separately.",
    "O15 निकला क्या? और अलग से 10 किलो चीनी भेज दो।",
    "O15 nikla kya? Aur alag se 10 kilo cheeni bhej do.",
    note="control: a send word and 'separately' make the sugar a new order")

# ---- kind 4: "we will not be taking X at ₹P" is a refusal of that price, never an offer of it ----
add("formal", [K("reject", I("sugar-1kg", p=46.0))],
    "Your rate of ₹46/kg for sugar is too high; we will not be taking sugar at ₹46.",
    "चीनी का ₹46/किलो का रेट बहुत ज़्यादा है; हम चीनी ₹46 पर नहीं लेंगे।",
    "Cheeni ka ₹46/kg ka rate bahut zyada hai; hum cheeni ₹46 par nahi lenge.")
add("terse", [K("reject", I("toor-dal-1kg", p=140.0))],
    "We won't be buying toor dal at ₹140 this week.",
    "इस हफ़्ते हम तूर दाल ₹140 पर नहीं ख़रीदेंगे।",
    "Is hafte hum toor dal ₹140 par nahi khareedenge.")
add("formal", [K("reject", I("mustard-oil-1l", p=150.0))],
    "Thanks for the quote. We shall not be taking mustard oil at ₹150 a litre.",
    "रेट के लिए धन्यवाद। सरसों तेल ₹150 लीटर पर हम नहीं लेंगे।",
    "Rate ke liye dhanyavaad. Sarson tel ₹150 litre par hum nahi lenge.")

# ---- kind 5: "ok bhai, send …" with no quote is an order; the ok accepts nothing ----
add("terse", [K("order", I("eggs-1pc", 90))],
    "ok bhai send 3 tray eggs",
    "ठीक है भाई 3 ट्रे अंडे भेज दो",
    "ok bhai 3 tray ande bhej do",
    note="no quote, no price: nothing to accept")
add("terse", [K("order", I("onion-1kg", 10))],
    "Okay ji, send 10 kg onion tomorrow.",
    "ठीक है जी, कल 10 किलो प्याज़ भेज दीजिए।",
    "Theek hai ji, kal 10 kilo pyaz bhej dijiye.",
    note="no quote, no price: nothing to accept")
add("terse", [K("order", I("biscuits-65g", 24)), K("ask_quote", I("noodles-70g"))],
    "ok, send 2 cases of Parle-G and tell me the Maggi rate",
    "ठीक है, 2 पेटी पारले-जी भेज दो और मैगी का रेट बताओ",
    "ok, 2 peti Parle-G bhej do aur Maggi ka rate batao",
    note="no quote: an order and a rate asked")

# ---- kind 6: a quoted price confirmed ("pakki", "confirmed") is accepted at it, beside the order ----
add("quoted", [K("accept", I("moong-dal-1kg", p=98.0)), K("order", I("moong-dal-1kg", 20))],
    "> Moong dal ₹98/kg\n\nMoong done, send 20 kg.",
    "> मूंग दाल ₹98/किलो\n\nमूंग पक्की, 20 किलो भेज दो।",
    "> Moong dal ₹98/kg\n\nMoong pakki, 20 kilo bhej do.")
add("quoted", [K("accept", I("sugar-1kg", p=42.0)), K("order", I("sugar-1kg", 50)), K("reject", I("rice-1kg"))],
    "> Sugar ₹42/kg, rice ₹38/kg\n\nSugar confirmed, send 50 kg. Rice not now.",
    "> चीनी ₹42/किलो, चावल ₹38/किलो\n\nचीनी पक्की, 50 किलो भेजिए। चावल अभी नहीं।",
    "> Cheeni ₹42/kg, chawal ₹38/kg\n\nCheeni pakki, 50 kilo bhejiye. Chawal abhi nahi.")
add("quoted", [K("accept", I("atta-5kg", p=215.0)), K("order", I("atta-5kg", 10))],
    "> Atta 5 kg ₹215\n\nAtta rate confirmed. Send 10 packets.",
    "> आटा 5 किलो ₹215\n\nआटे का रेट पक्का। 10 पैकेट भेज दो।",
    "> Atta 5 kg ₹215\n\nAtta ka rate pakka. 10 packet bhej do.")


def main() -> None:
    write_triples(HERE, T)


if __name__ == "__main__":
    main()
