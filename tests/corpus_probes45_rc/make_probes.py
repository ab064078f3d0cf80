"""Writes tests/corpus_probes45_rc/{en,hi,hinglish}.jsonl from the triples below (the jsonl files are the corpus).

Trial 45's findings F1 (an act needing an id, written with no id beside another act), F6 (a hold / stock sentence
read differently by language) and F5 (accept + order, an order list with a Total line), as parallel triples in the
styles chat models write; written blind to lang/.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)


T = []


def add(style, intents, en, hi, hl, reason="", note=""):  # (a readable row's note: a gold changed, and why)
    T.append((f"q{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


NOID_PAY = "a payment beside an order names no bill: which bill is paid is not said (no_id), the order is not all"
NOID_DISPUTE = "a complaint about a bill beside an order names no bill (no_id)"
NOID_CANCEL = "a cancel beside an order names no order (no_id)"

# --- F1: an act needing an id, with no id, beside another act -------------------------------------------
add("terse", [], "We are paying the last bill today. Also send 15 kg tomatoes tomorrow.",
    "पिछले बिल का भुगतान आज कर रहे हैं। कल के लिए 15 किलो टमाटर भी भेजिए।",
    "Pichle bill ka payment aaj kar rahe hain. Aur kal ke liye 15 kilo tamatar bhi bhej dena.", "no_id", NOID_PAY)
add("terse", [], "Paid the last bill by UPI. Please send 20 kg rice.",
    "पिछले बिल का भुगतान UPI से कर दिया है। 20 किलो चावल भेजिए।",
    "Pichla bill UPI se pay kar diya. 20 kilo chawal bhej do.", "no_id", NOID_PAY)
add("terse", [], "Payment done. Send 20 kg rice.",
    "भुगतान हो गया है। 20 किलो चावल भेजिए।",
    "Payment ho gaya hai. 20 kilo chawal bhej do.", "no_id", NOID_PAY)
add("terse", [], "We have paid your bill. Send 20 kg rice.",
    "आपके बिल का भुगतान कर दिया है। 20 किलो चावल भेजिए।",
    "Aapka bill pay kar diya hai. 20 kilo chawal bhej do.", "no_id", NOID_PAY)
add("formal", [],
    "Dear Sir,\n\nPlease send 10 kg sugar with tomorrow's van. Also, the payment for your previous bill has been made by NEFT.\n\nRegards,\nRakesh Sharma\nSharma General Store",
    "आदरणीय महोदय,\n\nकृपया कल की गाड़ी में 10 किलो चीनी भेज दीजिए। साथ ही, आपके पिछले बिल का भुगतान NEFT से कर दिया गया है।\n\nसादर,\nराकेश शर्मा\nशर्मा जनरल स्टोर",
    "Namaste Sir,\n\nKripya kal ki gaadi mein 10 kilo cheeni bhej dijiye. Saath hi, aapke pichle bill ka payment NEFT se kar diya gaya hai.\n\nDhanyavaad,\nRakesh Sharma\nSharma General Store",
    "no_id", NOID_PAY)
add("markdown", [],
    "Hi Ramesh ji,\n\n1. Please send **25 kg onion** tomorrow.\n2. We have cleared your last bill.\n\nThanks!",
    "रमेश जी नमस्ते,\n\n1. कल **25 किलो प्याज़** भेज दीजिए।\n2. आपका पिछला बिल चुका दिया है।\n\nधन्यवाद!",
    "Ramesh ji namaste,\n\n1. Kal **25 kilo pyaaz** bhej dijiye.\n2. Aapka pichla bill clear kar diya hai.\n\nThanks!",
    "no_id", NOID_PAY)
add("terse", [], "Sent ₹3,000 by UPI today. Please send 6 packets of atta (5 kg).",
    "आज UPI से ₹3,000 भेज दिए हैं। आटे के 6 पैकेट (5 किलो वाले) भेजिए।",
    "Aaj UPI se ₹3,000 bhej diye hain. Aate ke 6 packet (5 kilo wale) bhej do.", "no_id", NOID_PAY)
add("terse", [K("accept", I("rice-1kg", p=40.0))], "Payment done for last week. Your rate of ₹40 for rice is fine.",
    "पिछले हफ़्ते का भुगतान हो गया। चावल का ₹40 वाला आपका भाव ठीक है।",
    "Pichle hafte ka payment ho gaya. Chawal ka ₹40 wala aapka rate theek hai.",
    note="gold_changed: first written no_id; an old account's payment told as done is context by the corpora's golds "
         "(holdout9 h9-015 'Pichhle mahine ka hisaab clear ho gaya hai', holdout4 h4-030; tests/test_reader_s24_kinds)")
add("terse", [], "Paid the bill yesterday. What is your rate for sugar today?",
    "कल बिल का भुगतान कर दिया। आज चीनी का क्या भाव है?",
    "Kal bill ka payment kar diya. Aaj cheeni ka kya rate hai?", "no_id", NOID_PAY)
add("terse", [], "The last bill was wrong, milk was short. Also send 20 packets of milk.",
    "पिछला बिल गलत था, दूध कम आया था। 20 पैकेट दूध भी भेजिए।",
    "Pichla bill galat tha, doodh kam aaya tha. 20 packet doodh bhi bhej do.", "no_id", NOID_DISPUTE)
add("terse", [], "Please cancel yesterday's order. Also send 20 kg rice.",
    "कल वाला ऑर्डर रद्द कर दीजिए। 20 किलो चावल भेजिए।",
    "Kal wala order cancel kar do. 20 kilo chawal bhej do.", "no_id", NOID_CANCEL)
add("chatty", [],
    "Good morning bhaiya! 😊 Sales were great yesterday. Please send 30 kg potato tomorrow. And yes, payment for the last bill is done ✅",
    "सुप्रभात भैया! 😊 कल बिक्री अच्छी रही। कल 30 किलो आलू भेज दीजिए। और हाँ, पिछले बिल का पेमेंट हो गया है ✅",
    "Good morning bhaiya! 😊 Kal sale achhi rahi. Kal 30 kilo aloo bhej dena. Aur haan, pichle bill ka payment ho gaya hai ✅",
    "no_id", NOID_PAY)
# controls: the id named (read both), a promise to pay (not a payment)
add("terse", [K("pay", b="B7"), K("order", I("rice-1kg", 20))],
    "Paid bill B7 by UPI today. Please send 20 kg rice.",
    "बिल B7 का भुगतान आज UPI से कर दिया। 20 किलो चावल भेजिए।",
    "Bill B7 ka payment aaj UPI se kar diya. 20 kilo chawal bhej do.")
add("terse", [K("order", I("rice-1kg", 20))],
    "We will pay bill B7 next week. Please send 20 kg rice.",
    "बिल B7 का भुगतान अगले हफ़्ते करेंगे। 20 किलो चावल भेजिए।",
    "Bill B7 ka payment agle hafte karenge. 20 kilo chawal bhej do.")

# --- F6: a hold, and stock in the godown beside an order -------------------------------------------------
HOLD = "a hold / later order: no open order is named or cut, and nothing is to be sent (as holdout94 v9006)"
add("terse", [], "Please don't send rice tomorrow; I'll order later.",
    "कल चावल मत भेजिए, बाद में ऑर्डर करेंगे।",
    "Kal chawal mat bhejna, baad mein order karenge.", "no_intent", HOLD)
add("terse", [K("reject", I("rice-1kg"))], "No rice tomorrow please, we will order it later.",
    "कल चावल नहीं चाहिए, बाद में मँगाएँगे।",
    "Kal chawal nahi chahiye, baad mein mangwayenge.",
    note="gold_changed: first written no_intent; goods not wanted this time with no order named are a reject by the "
         "corpora's golds (holdout j9015 'Skip the atta this week' → reject atta); read so in all three languages")
add("terse", [K("order", I("onion-1kg", 30), I("tomato-1kg", 20))],
    "Please send 30 kg onion and 20 kg tomato tomorrow. We have 40 kg potato in the godown, so we don't need potato.",
    "कल के लिए 30 किलो प्याज़ और 20 किलो टमाटर भेजिए। आलू गोदाम में 40 किलो पड़ा है, वह नहीं चाहिए।",
    "Kal ke liye 30 kilo pyaaz aur 20 kilo tamatar bhej do. Aloo godown mein 40 kilo pada hai, woh nahi chahiye.")
add("formal", [K("order", I("onion-1kg", 30), I("tomato-1kg", 20))],
    "Namaste bhaiya,\nPlease send 30 kg onion and 20 kg tomato tomorrow. Potato is not needed, we still have 40 kg in the godown.\nThanks",
    "नमस्ते भैया,\nकल के लिए 30 किलो प्याज़ और 20 किलो टमाटर भेज दीजिए। आलू नहीं चाहिए, गोदाम में अभी 40 किलो पड़ा है।\nधन्यवाद",
    "Namaste bhaiya,\nKal ke liye 30 kilo pyaaz aur 20 kilo tamatar bhej dena. Aloo nahi chahiye, godown mein abhi 40 kilo pada hai.\nDhanyavaad")

# --- F5: accept + order; an order list with a Total line ------------------------------------------------
add("terse", [K("accept", I("tea-250g")), K("order", I("tea-250g", 20))],
    "OK, your rate is fine. Send 20 packets of tea.",
    "ठीक है, आपका भाव चलेगा। 20 पैकेट चाय पत्ती भेज दीजिए।",
    "Theek hai, aapka rate chalega. 20 packet chai patti bhej do.")
add("chatty", [K("accept", I("sugar-1kg")), K("order", I("sugar-1kg", 50))],
    "Alright, we agree to your rate 👍 Please send 50 kg sugar tomorrow.",
    "ठीक है, आपका रेट मंज़ूर है 👍 कल 50 किलो चीनी भेज दीजिए।",
    "Theek hai, aapka rate manzoor hai 👍 Kal 50 kilo cheeni bhej dijiye.")
add("markdown", [K("order", I("rice-1kg", 25), I("sugar-1kg", 20))],
    "| Item | Qty |\n|---|---|\n| Rice | 25 kg |\n| Sugar | 20 kg |\n| **Total** | 45 kg |\n\nPlease send tomorrow.",
    "| सामान | मात्रा |\n|---|---|\n| चावल | 25 किलो |\n| चीनी | 20 किलो |\n| **कुल** | 45 किलो |\n\nकृपया कल भेज दीजिए।",
    "| Item | Qty |\n|---|---|\n| Chawal | 25 kilo |\n| Cheeni | 20 kilo |\n| **Total** | 45 kilo |\n\nKripya kal bhej dijiye.")
add("markdown", [K("order", I("rice-1kg", 20), I("sugar-1kg", 10))],
    "Please send tomorrow:\nRice: 20 kg\nSugar: 10 kg\nTotal: 30 kg",
    "कृपया कल भेजिए:\nचावल: 20 किलो\nचीनी: 10 किलो\nकुल: 30 किलो",
    "Kripya kal bhejiye:\nChawal: 20 kilo\nCheeni: 10 kilo\nTotal: 30 kilo")


def main() -> None:
    write_triples(HERE, T)


if __name__ == "__main__":
    main()
