"""Writes tests/corpus_probes46_rf/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the forty-sixth session's helper RF (over-refusals), written blind to lang/ before the fixes: an acceptance
of the supplier's rate naming no price followed by an order ("OK, your rate is fine. Send 20 packets of tea."); a
markdown or plain order list with a Total row; a decline naming no item under a quoted mail that names one item.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)


SIG_EN = "Regards,\nSunil Gupta\nGupta General Store, Lajpat Nagar, Delhi 110024\nPh: +91 98101 22334"
SIG_HI = "सादर,\nसुनील गुप्ता\nगुप्ता जनरल स्टोर, लाजपत नगर, दिल्ली 110024\nफ़ोन: +91 98101 22334"
SIG_HL = "Dhanyavaad,\nSunil Gupta\nGupta General Store, Lajpat Nagar, Delhi 110024\nPh: +91 98101 22334"

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"rf46-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# ---- kind 1: the supplier's rate accepted with no price named, then an order of a count ----
add("terse", [K("accept", I("tea-250g")), K("order", I("tea-250g", 20))],
    "Okay, your rate is fine. Send 20 packets of tea.",
    "ठीक है, आपका भाव चलेगा। 20 पैकेट चाय पत्ती भेज दीजिए।",
    "Theek hai, aapka rate chalega. 20 packet chai patti bhej do.",
    note="the trial's own words (trial45 F5): accept tea with no price (none quoted), then order tea 20")
add("terse", [K("accept", I("rice-1kg")), K("order", I("rice-1kg", 30))],
    "Alright, your price works for us. Please send 30 kg rice tomorrow.",
    "ठीक है जी, आपका रेट हमें ठीक है। कल 30 किलो चावल भेज दीजिए।",
    "Thik hai ji, aapka rate humein theek hai. Kal 30 kilo chawal bhej dijiye.",
    note="accept rice (no price), order rice 30")
add("quoted", [K("accept", I("sugar-1kg", p=42.0)), K("order", I("sugar-1kg", 50))],
    "> Sugar: ₹42 per kg, fresh stock.\n\nDone, your rate is OK. Send 50 kg sugar.",
    "> चीनी: ₹42 प्रति किलो, ताज़ा माल।\n\nठीक है, आपका रेट मंज़ूर है। 50 किलो चीनी भेज दीजिए।",
    "> Cheeni: ₹42 per kilo, fresh maal.\n\nDone, aapka rate OK hai. 50 kilo cheeni bhej do.",
    note="accept sugar at the one quoted price ₹42, then order sugar 50 (the order names no price)")
add("formal", [K("accept", I("moong-dal-1kg")), K("order", I("moong-dal-1kg", 25))],
    f"Dear Sir,\n\nThank you for your quotation. Your price for the moong dal is acceptable to us. Kindly send 25 kg at the earliest.\n\n{SIG_EN}",
    f"आदरणीय महोदय,\n\nआपके कोटेशन के लिए धन्यवाद। मूंग दाल का आपका भाव हमें मंज़ूर है। कृपया जल्द से जल्द 25 किलो भेज दीजिए।\n\n{SIG_HI}",
    f"Adarniya Sir,\n\nAapke quotation ke liye dhanyavaad. Moong dal ka aapka rate humein manzoor hai. Kripya jaldi se jaldi 25 kilo bhej dijiye.\n\n{SIG_HL}",
    note="accept moong (no price), order moong 25 (the order's goods are the sentence before's)")
add("chatty", [K("accept", I("paneer-200g", p=76.0)), K("order", I("paneer-200g", 20))],
    "> Paneer 200 g: ₹76 per packet\n\nOK ji, rate is fine 👍 Send 20 packets paneer tomorrow morning. Thanks!",
    "> पनीर 200 ग्राम: ₹76 प्रति पैकेट\n\nठीक है जी, रेट सही है 👍 कल सुबह 20 पैकेट पनीर भेज देना। धन्यवाद!",
    "> Paneer 200 g: ₹76 per packet\n\nOK ji, rate sahi hai 👍 Kal subah 20 packet paneer bhej dena. Thanks!",
    note="accept paneer at the one quoted price ₹76, order paneer 20")
add("terse", [], "Okay, your rate is fine.", "ठीक है, आपका भाव चलेगा।", "Theek hai, aapka rate chalega.",
    reason="no_item", note="control: an acceptance with no goods named and no quote — which item? (stays refused)")

# ---- kind 2: an order list or table with a Total row ----
add("markdown", [K("order", I("onion-1kg", 25), I("potato-1kg", 20))],
    "**Order update**\n\n| Item | Qty |\n|---|---|\n| Onion | 25 kg |\n| Potato | 20 kg |\n| **Total** | 45 kg |\n\nPlease send tomorrow morning.",
    "**ऑर्डर अपडेट**\n\n| सामान | मात्रा |\n|---|---|\n| प्याज़ | 25 किलो |\n| आलू | 20 किलो |\n| **कुल** | 45 किलो |\n\nकल सुबह भेज दीजिए।",
    "**Order update**\n\n| Item | Qty |\n|---|---|\n| Pyaaz | 25 kg |\n| Aloo | 20 kg |\n| **Total** | 45 kg |\n\nKal subah bhej dena bhaiya.",
    note="the trial's own table (trial45 F5): order onion 25, potato 20; the Total row is the sum, not an item")
add("markdown", [K("order", I("rice-1kg", 20, 40.0, 800.0), I("sugar-1kg", 10, 42.0, 420.0))],
    "Please send the following:\n\n| Item | Qty | Rate | Amount |\n|---|---|---|---|\n| Rice | 20 kg | ₹40/kg | ₹800 |\n| Sugar | 10 kg | ₹42/kg | ₹420 |\n| **Total** | | | **₹1,220** |",
    "कृपया यह सामान भेजिए:\n\n| सामान | मात्रा | रेट | रकम |\n|---|---|---|---|\n| चावल | 20 किलो | ₹40/किलो | ₹800 |\n| चीनी | 10 किलो | ₹42/किलो | ₹420 |\n| **कुल** | | | **₹1,220** |",
    "Ye saamaan bhej dijiye:\n\n| Item | Qty | Rate | Amount |\n|---|---|---|---|\n| Chawal | 20 kg | ₹40/kg | ₹800 |\n| Cheeni | 10 kg | ₹42/kg | ₹420 |\n| **Total** | | | **₹1,220** |",
    note="order rice 20 at ₹40 (₹800), sugar 10 at ₹42 (₹420), each line its stated amount as the corpora's tables (holdout en-n8007); the Total (₹1,220) agrees with them")
add("terse", [K("order", I("rice-1kg", 20), I("sugar-1kg", 10))],
    "Please send:\nRice: 20 kg\nSugar: 10 kg\nTotal: 30 kg",
    "कृपया भेजिए:\nचावल: 20 किलो\nचीनी: 10 किलो\nकुल: 30 किलो",
    "Please bhejiye:\nChawal: 20 kg\nCheeni: 10 kg\nTotal: 30 kg",
    note="order rice 20, sugar 10; 'Total: 30 kg' is their sum")
add("markdown", [K("order", I("milk-500ml", 40), I("curd-400g", 20))],
    "Order for tomorrow:\n\n1. Milk 500 ml — 40 packets\n2. Curd 400 g — 20 packets\n\n**Total: 60 packets**",
    "कल का ऑर्डर:\n\n1. दूध 500 मि.ली. — 40 पैकेट\n2. दही 400 ग्राम — 20 पैकेट\n\n**कुल: 60 पैकेट**",
    "Kal ka order:\n\n1. Doodh 500 ml — 40 packet\n2. Dahi 400 g — 20 packet\n\n**Total: 60 packet**",
    note="order milk 40, curd 20; the Total line is their sum")
add("formal", [K("order", I("toor-dal-1kg", 15), I("moong-dal-1kg", 10), I("chana-dal-1kg", 10))],
    f"Dear Sir,\n\nPlease supply the following items:\n\n| S.No | Item | Quantity |\n|---|---|---|\n| 1 | Toor dal | 15 kg |\n| 2 | Moong dal | 10 kg |\n| 3 | Chana dal | 10 kg |\n| | **Total** | **35 kg** |\n\n{SIG_EN}",
    f"आदरणीय महोदय,\n\nकृपया निम्न सामान भेजें:\n\n| क्रम | सामान | मात्रा |\n|---|---|---|\n| 1 | तूर दाल | 15 किलो |\n| 2 | मूंग दाल | 10 किलो |\n| 3 | चना दाल | 10 किलो |\n| | **कुल** | **35 किलो** |\n\n{SIG_HI}",
    f"Adarniya Sir,\n\nKripya ye saamaan bhejiye:\n\n| S.No | Item | Quantity |\n|---|---|---|\n| 1 | Toor dal | 15 kg |\n| 2 | Moong dal | 10 kg |\n| 3 | Chana dal | 10 kg |\n| | **Total** | **35 kg** |\n\n{SIG_HL}",
    note="order toor 15, moong 10, chana 10; the Total row is their sum")
add("markdown", [],
    "| Item | Qty |\n|---|---|\n| Onion | 25 kg |\n| Potato | 20 kg |\n| **Total** | 50 kg |\n\nPlease send tomorrow.",
    "| सामान | मात्रा |\n|---|---|\n| प्याज़ | 25 किलो |\n| आलू | 20 किलो |\n| **कुल** | 50 किलो |\n\nकल भेज दीजिए।",
    "| Item | Qty |\n|---|---|\n| Pyaaz | 25 kg |\n| Aloo | 20 kg |\n| **Total** | 50 kg |\n\nKal bhej dena.",
    reason="contradictory", note="control: the Total (50 kg) is not the rows' sum (45 kg) — a line is missing or wrong (stays refused)")

# ---- kind 3: a decline naming no item under a quoted mail that names one item ----
add("quoted", [K("reject", I("paneer-200g"))],
    "> Paneer 200 g: ₹78 per packet\n\nThanks, but this rate is too high for us. We'll pass this time.",
    "> पनीर 200 ग्राम: ₹78 प्रति पैकेट\n\nधन्यवाद, पर यह भाव हमारे लिए ज़्यादा है। इस बार नहीं लेंगे।",
    "> Paneer 200 g: ₹78 per packet\n\nThanks, par ye rate humare liye zyada hai. Is baar nahi lenge.",
    note="reject paneer (the one quoted item) with no price (a refusal carries only a price its own words name)")
add("quoted", [K("reject", I("mustard-oil-1l"))],
    "> Mustard oil 1 L — ₹158\n\nSorry ji, not possible at this rate. We will skip for now.",
    "> सरसों तेल 1 लीटर — ₹158\n\nमाफ़ कीजिए जी, इस रेट पर नहीं हो पाएगा। अभी रहने दीजिए।",
    "> Sarson tel 1 L — ₹158\n\nSorry ji, is rate pe nahi ho payega. Abhi rehne dijiye.",
    note="reject mustard oil, no price")
add("quoted", [K("reject", I("ghee-1l"))],
    "> Desi ghee: ₹540 per litre.\n\nNo thanks, too costly. Not buying this week.",
    "> देसी घी: ₹540 प्रति लीटर।\n\nनहीं, धन्यवाद, बहुत महँगा है। इस हफ़्ते नहीं ले रहे।",
    "> Desi ghee: ₹540 per litre.\n\nNahi, thanks, bahut mehnga hai. Is hafte nahi le rahe.",
    note="reject ghee, no price")
add("formal", [K("reject", I("almonds-100g"))],
    f"Dear Sir,\n\nThank you for your quote. Unfortunately it is beyond our budget, so we will not be placing an order this time.\n\n{SIG_EN}\n\n-----Original Message-----\nFrom: Bansal Dry Fruits\nAlmonds 100 g — ₹88 per packet, minimum 20 packets.",
    f"आदरणीय महोदय,\n\nआपके कोटेशन के लिए धन्यवाद। दुर्भाग्य से यह हमारे बजट से बाहर है, इसलिए इस बार हम ऑर्डर नहीं देंगे।\n\n{SIG_HI}\n\n-----Original Message-----\nFrom: Bansal Dry Fruits\nबादाम 100 ग्राम — ₹88 प्रति पैकेट, कम से कम 20 पैकेट।",
    f"Adarniya Sir,\n\nAapke quote ke liye dhanyavaad. Afsos, ye humare budget se bahar hai, isliye is baar order nahi denge.\n\n{SIG_HL}\n\n-----Original Message-----\nFrom: Bansal Dry Fruits\nBadam 100 g — ₹88 per packet, kam se kam 20 packet.",
    note="reject almonds (the original mail's one item), no price; the minimum is the supplier's")
add("quoted", [K("reject", I("tomato-1kg"))],
    "> Tomato today ₹32/kg.\n\nNo bhaiya, don't need it right now. The rate is high.",
    "> टमाटर आज ₹32/किलो।\n\nनहीं भैया, अभी नहीं चाहिए। रेट ज़्यादा है।",
    "> Tamatar aaj ₹32/kg hai.\n\nNahi bhaiya, abhi nahi chahiye. Rate zyada hai.",
    note="reject tomato, no price")
add("terse", [],
    "Thanks, but this rate is too high for us. We'll pass this time.",
    "धन्यवाद, पर यह भाव हमारे लिए ज़्यादा है। इस बार नहीं लेंगे।",
    "Thanks, par ye rate humare liye zyada hai. Is baar nahi lenge.",
    reason="no_item", note="control: the same decline with no quote — which goods? (stays refused)")


def main() -> None:
    write_triples(HERE, T)


if __name__ == "__main__":
    main()
