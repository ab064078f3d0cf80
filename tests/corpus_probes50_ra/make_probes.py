"""Writes tests/corpus_probes50_ra/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the fiftieth session's helper FIXA, written before reading `lang/` or `roles/` and before any fix: the kinds a
fresh user's try found misread at the forty-ninth session's stop — a bare acknowledgement above a quoted earlier
message of the shop's own; a cancel whose reason names a rival's price (and a payment to him); goods received with
thanks; "not 20 like last time" in Hinglish; a brand with the goods' own word; refusals whose reply must name the goods;
a delivery question. Parallel triples, several a kind, with controls.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"ra50-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# ---- kind 1: a bare acknowledgement above a quoted earlier message of the shop's own (an order): nothing new ----
add("quoted", [],
    "Ok.\n> On Monday we wrote: Please send 50 kg atta.",
    "ठीक है।\n> सोमवार को हमने लिखा था: 50 किलो आटा भेजिए।",
    "Ok ji.\n> Monday ko humne likha tha: 50 kilo aata bhejiye.",
    reason="no_intent", note="an acknowledgement; the quoted order is the shop's own earlier message, not a new one")
add("quoted", [],
    "Noted 👍\n\n> Earlier message: send 40 kg rice",
    "ठीक है\n> पिछला संदेश: 40 किलो चावल भेजिए",
    "Theek hai\n> Pichhla sandesh: 40 kilo chawal bhejiye",
    reason="no_intent", note="an acknowledgement above the shop's own quoted order: ordering again would double it")
add("quoted", [],
    "Fine, thank you.\n> Earlier: send 100 packets Maggi",
    "ठीक है जी, धन्यवाद।\n> पहले: 100 पैकेट मैगी भेजिए",
    "Theek hai ji.\n> Earlier: send 100 packets Maggi",
    reason="no_intent", note="an acknowledgement above the shop's own quoted order")
add("quoted", [],
    "Thanks, noted.\n\n-----Original Message-----\nFrom: Gupta General Store\nPlease send 20 kg sugar and 10 kg jaggery.",
    "धन्यवाद, नोट कर लिया।\n\n-----Original Message-----\nFrom: Gupta General Store\nकृपया 20 किलो चीनी और 10 किलो गुड़ भेजिए।",
    "Thanks, note kar liya.\n\n-----Original Message-----\nFrom: Gupta General Store\nPlease 20 kilo cheeni aur 10 kilo gud bhejiye.",
    reason="no_intent", note="the quoted request to send is the shop's own earlier order; the new text asks nothing")
add("quoted", [K("accept", I("sugar-1kg", p=42.0))],
    "Ok.\n> Sugar today ₹42/kg",
    "ठीक है।\n> चीनी आज ₹42/किलो",
    "Ok.\n> Cheeni aaj ₹42/kg",
    note="control: a bare Ok under the supplier's quoted price accepts it (convention: the quote's one price)")
add("quoted", [K("order", I("rice-1kg", q=20))],
    "Also send 20 kg rice.\n> Earlier: send 50 kg atta",
    "20 किलो चावल भी भेजिए।\n> पहले: 50 किलो आटा भेजिए",
    "20 kilo chawal bhi bhejiye.\n> Earlier: 50 kilo aata bhejiye",
    note="control: the new text orders rice; the quoted atta order is context, not ordered again")

# ---- kind 2: a cancel whose reason names a rival's price (and a payment to him): a cancel only ----
add("terse", [K("cancel", o="O12")],
    "Please cancel O12. A local wholesaler gave us the sugar at ₹39.",
    "O12 कैंसल कर दीजिए। local wholesaler ने ₹39 में चीनी दे दी।",
    "O12 cancel kar dijiye. Local wholesaler ne ₹39 me cheeni de di.",
    note="the rival's price is the reason, not an offer, an acceptance or a payment")
add("formal", [K("cancel", o="O7")],
    "Dear Sir,\n\nPlease cancel order O7 in full — another wholesaler has given us the rice at ₹36 a kilo, and we have "
    "already paid him.\n\nRegards,\nRamesh Gupta\nGupta General Store",
    "नमस्ते जी,\n\nकृपया ऑर्डर O7 पूरा रद्द कर दीजिए — दूसरे थोक वाले ने चावल ₹36 किलो में दे दिया है, और उनको पैसे भी "
    "दे दिए हैं।\n\nधन्यवाद,\nरमेश गुप्ता\nगुप्ता जनरल स्टोर",
    "Namaste ji,\n\nPlease order O7 poora cancel kar dijiye — doosre wholesaler ne chawal ₹36 kilo me de diya hai, aur "
    "unko payment bhi kar di hai.\n\nDhanyavaad,\nRamesh Gupta\nGupta General Store",
    note="the payment was made to the rival: O7's bill is not paid")
add("chatty", [K("cancel", o="O9")],
    "Bhaiya please cancel O9 🙏 A local wholesaler gave us the atta at ₹215 a packet, payment also done.",
    "भैया O9 कैंसल कर दो 🙏 local wholesaler ने आटा ₹215 पैकेट में दे दिया, payment भी हो गया।",
    "Bhaiya O9 cancel kar do 🙏 Local wholesaler ne aata ₹215 packet me de diya, payment bhi ho gaya.",
    note="the payment was to the local wholesaler; only the cancel is for this supplier")
add("terse", [K("cancel", o="O15")],
    "Please cancel order O15. A local wholesaler gave us the goods at ₹39.",
    "कृपया ऑर्डर O15 रद्द करें। local wholesaler ने ₹39 में माल दे दिया।",
    "Please order O15 cancel karein. Local wholesaler ne ₹39 me maal de diya.",
    note="the rival's price is background")

# ---- kind 3: goods received, with thanks: nothing asked ----
add("terse", [],
    "Got yesterday's sugar, thank you.",
    "कल की चीनी मिली, धन्यवाद।",
    "Kal ki cheeni mili, dhanyavaad.",
    reason="no_intent", note="a receipt with thanks asks nothing")
add("chatty", [],
    "Received the 20 kg rice today, all good 👍",
    "आज 20 किलो चावल मिल गया, सब ठीक है 👍",
    "Aaj 20 kilo chawal mil gaya, sab theek hai 👍",
    reason="no_intent", note="goods received: nothing to order, quote or dispute")
add("terse", [],
    "The 50 packets of Maggi have arrived. Thanks, bhaiya!",
    "मैगी के 50 पैकेट पहुँच गए। शुक्रिया भैया!",
    "Maggi ke 50 packet pahunch gaye. Shukriya bhaiya!",
    reason="no_intent", note="a receipt, not an order of 50 packets")
add("formal", [],
    "Dear Sir,\n\nThis is to confirm that the ghee and mustard oil of order O6 reached our shop this morning in good "
    "condition.\n\nRegards,\nRamesh Gupta",
    "नमस्ते जी,\n\nसूचित करना है कि ऑर्डर O6 का घी और सरसों का तेल आज सुबह दुकान पर ठीक हालत में पहुँच गया।\n\n"
    "धन्यवाद,\nरमेश गुप्ता",
    "Namaste ji,\n\nBatana tha ki order O6 ka ghee aur sarson ka tel aaj subah dukaan par theek haalat me pahunch gaya."
    "\n\nDhanyavaad,\nRamesh Gupta",
    reason="no_intent", note="a confirmation of delivery: nothing to act on")
add("terse", [K("order", I("sugar-1kg", q=10))],
    "Got the sugar, thanks. Send 10 kg more.",
    "चीनी मिल गई, धन्यवाद। 10 किलो और भेजिए।",
    "Cheeni mil gayi, thanks. 10 kilo aur bhejiye.",
    note="control: the receipt is background, the new request is an order")

# ---- kind 4: the new count beside a past count denied ("not 20 like last time") ----
add("terse", [K("order", I("rice-1kg", q=30))],
    "Send 30 kg rice this time, not 20 like last time.",
    "इस बार 30 किलो चावल भेजिए, पिछली बार जैसे 20 नहीं।",
    "Is baar 30 kilo chawal bhejiye, last time jaise 20 nahi.",
    note="the past count is denied; the new one is ordered")
add("terse", [K("order", I("atta-5kg", q=5))],
    "Not 50 kg atta as last time — send only 25 kg this week.",
    "पिछली बार की तरह 50 किलो आटा नहीं — इस हफ़्ते सिर्फ़ 25 किलो भेजिए।",
    "Pichhli baar ki tarah 50 kilo aata nahi — is hafte sirf 25 kilo bhejiye.",
    note="25 kg = 5 packets of 5 kg")
add("terse", [K("order", I("eggs-1pc", q=120))],
    "Eggs: 4 trays please, not 6 like last week.",
    "अंडे: 4 ट्रे भेजिए, पिछले हफ़्ते जैसे 6 नहीं।",
    "Ande: 4 tray bhejo, last week jaise 6 nahi.",
    note="4 trays = 120 eggs")

# ---- kind 5: a brand with the goods' own word names one item ----
add("terse", [K("order", I("refined-oil-1l", q=10))],
    "Send 10 litres Fortune sunflower oil.",
    "10 लीटर फ़ॉर्च्यून सनफ़्लावर तेल भेजिए।",
    "10 litre Fortune sunflower oil bhejiye.",
    note="sunflower oil is the refined oil; Fortune with it names one item")
add("terse", [K("order", I("refined-oil-1l", q=12))],
    "Fortune refined oil, 12 litres, by Thursday.",
    "फ़ॉर्च्यून रिफाइंड तेल 12 लीटर, गुरुवार तक।",
    "Fortune refined tel 12 litre, Thursday tak.",
    note="Fortune refined: one item")
add("terse", [K("order", I("ghee-1l", q=5))],
    "Amul ghee 5 litres please.",
    "अमूल घी 5 लीटर भेज दीजिए।",
    "Amul ghee 5 litre bhej dijiye.",
    note="Amul with ghee: one item")
add("terse", [],
    "Send 10 litres Fortune oil.",
    "10 लीटर फ़ॉर्च्यून तेल भेजिए।",
    "10 litre Fortune tel bhejiye.",
    reason="ambiguous_item", note="control: Fortune oil is mustard or refined — two items fit")

# ---- kind 6: refusals (the reply must name the goods and what is missing) ----
add("terse", [],
    "Send ghee.",
    "घी भेजिए।",
    "Ghee bhejiye.",
    reason="no_quantity", note="how much ghee is not said")
add("terse", [],
    "What's your rate for ghee? Send 5 litres.",
    "घी का क्या रेट है? 5 लीटर भेज दीजिए।",
    "Ghee ka kya rate hai? 5 litre bhej dijiye.",
    reason="ambiguous_intent", note="asks the rate and orders the same goods: order at any rate, or quote first?")

# ---- kind 7: a delivery question (the desk's answer must know a delivered order) ----
add("terse", [K("ask_delivery", I("atta-5kg", q=4), o="O4")],
    "When will O4 (20 kg atta) be delivered?",
    "O4 (20 किलो आटा) कब तक पहुँचेगा?",
    "O4 (20 kilo aata) kab tak pahunchega?",
    note="ask_delivery with the order id and its goods")


def main():
    write_triples(HERE, T)


if __name__ == "__main__":
    main()
