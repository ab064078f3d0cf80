"""Writes tests/corpus_probes46/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the forty-sixth session's helper RA (the Hindi / Hinglish gap), written blind to lang/ before the fixes:
a competitor's price in a because-clause beside the manager's own offer; a price rise refused and the old price asked;
background counts (goods sold, stock left) in a chatty mail beside an order and a delivery question naming its order
and goods; an act (ask_bill, ask_delivery, accept) beside an order in one short message.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)


SIG_EN = "Regards,\nSunil Yadav\nYadav Kirana Bhandar, Civil Lines, Jhansi\nMob: 94150 22871"
SIG_HI = "सादर,\nसुनील यादव\nयादव किराना भंडार, सिविल लाइंस, झाँसी\nमोबाइल: 94150 22871"
SIG_HL = "Regards,\nSunil Yadav\nYadav Kirana Bhandar, Civil Lines, Jhansi\nMob: 94150 22871"

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"pr46-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# ---- kind 1: a competitor's price in a because-clause beside the manager's own price ----
add("terse", [K("offer", I("rice-1kg", p=38.0))],
    "We can give only ₹38 per kg for rice because another supplier is giving it at ₹39.",
    "चावल के लिए हम सिर्फ ₹38 प्रति किलो दे सकते हैं क्योंकि दूसरा सप्लायर ₹39 में दे रहा है।",
    "Chawal ke liye hum sirf ₹38 per kilo de sakte hain kyunki dusra supplier ₹39 me de raha hai.",
    note="offer rice 38; the other supplier's ₹39 is a competitor's price, not labelled")
add("formal", [K("offer", I("refined-oil-1l", p=112.0))],
    f"Dear Sir,\n\nThank you for your rate of ₹120 per litre for refined oil. We can offer ₹112 per litre only, since the wholesaler in Sipri Bazar is selling it at ₹115.\n\nKindly confirm.\n\n{SIG_EN}",
    f"आदरणीय महोदय,\n\nरिफाइंड तेल के ₹120 प्रति लीटर भाव के लिए धन्यवाद। हम केवल ₹112 प्रति लीटर ऑफ़र कर सकते हैं, क्योंकि सीपरी बाज़ार का होलसेलर ₹115 में बेच रहा है।\n\nकृपया पुष्टि करें।\n\n{SIG_HI}",
    f"Dear Sir,\n\nRefined oil ke ₹120 per litre rate ke liye dhanyavaad. Hum sirf ₹112 per litre offer kar sakte hain, kyunki Sipri Bazar wala wholesaler ₹115 me bech raha hai.\n\nKripya confirm karein.\n\n{SIG_HL}",
    note="offer refined oil 112; ₹120 (quote) and ₹115 (competitor) not labelled")
add("chatty", [K("offer", I("masoor-dal-1kg", p=79.0))],
    "Bhaiya, ₹84 for masoor won't work for us 🙏 The mandi dealer is giving it at ₹80 a kilo, so we can pay ₹79/kg at most. Let me know!",
    "भैया, मसूर ₹84 में नहीं चलेगी 🙏 मंडी वाला डीलर ₹80 किलो दे रहा है, इसलिए हम ज़्यादा से ज़्यादा ₹79/किलो दे सकते हैं। बताइए!",
    "Bhaiya, masoor ₹84 me nahi chalegi 🙏 Mandi wala dealer ₹80 kilo de raha hai, isliye hum zyada se zyada ₹79/kg de sakte hain. Bataiye!",
    note="a counter-offer: offer masoor 79; ₹84 (refused quote) and ₹80 (competitor) not labelled")
add("terse", [K("order", I("onion-1kg", 30, 26.0))],
    "Send 30 kg onion at ₹26/kg, because the other trader's rate is ₹27 now.",
    "30 किलो प्याज़ ₹26/किलो पर भेज दीजिए, क्योंकि दूसरे व्यापारी का भाव अभी ₹27 है।",
    "30 kilo pyaaz ₹26/kg pe bhej dijiye, kyunki dusre vyapari ka rate abhi ₹27 hai.",
    note="order onion 30 at 26; the other trader's ₹27 not labelled")
add("quoted", [K("offer", I("tea-250g", p=105.0))],
    "> Tata Tea 250 g — ₹118 per packet\n\nThat is high. We can do ₹105 a packet, as the distributor in Gwalior gives it to us at ₹108.",
    "> टाटा टी 250 ग्राम — ₹118 प्रति पैकेट\n\nयह ज़्यादा है। हम ₹105 प्रति पैकेट दे सकते हैं, क्योंकि ग्वालियर का डिस्ट्रीब्यूटर हमें ₹108 में देता है।",
    "> Tata Tea 250 g — ₹118 per packet\n\nYe zyada hai. Hum ₹105 per packet de sakte hain, kyonki Gwalior wala distributor humein ₹108 me deta hai.",
    note="offer tea 105; ₹118 (quote) and ₹108 (competitor) not labelled")

# ---- kind 2: a price rise refused, the old price asked ----
add("quoted", [K("offer", I("toor-dal-1kg", p=122.0))],
    "> From Monday toor dal will be ₹128/kg (earlier ₹122).\n\n₹128 is too much for toor dal. Keep it at ₹122/kg like before, please.",
    "> सोमवार से तूर दाल ₹128/किलो होगी (पहले ₹122)।\n\nतूर दाल ₹128 पर बहुत ज़्यादा है। पहले की तरह ₹122/किलो पर ही रखिए।",
    "> Monday se toor dal ₹128/kg hogi (pehle ₹122).\n\nToor dal ₹128 pe bahut zyada hai. Pehle ki tarah ₹122/kg pe hi rakhiye.",
    note="counter-offer refusing ₹128: one offer at ₹122; the refused price is not labelled")
add("terse", [K("offer", I("atta-5kg", p=235.0))],
    "Atta ₹245 a bag is too costly now. Give it at the old rate of ₹235 please.",
    "आटा ₹245 प्रति बैग अब बहुत महँगा है। पुराने भाव ₹235 में ही दीजिए।",
    "Aata ₹245 per bag ab bahut mehnga hai. Purane rate ₹235 me hi dijiye.",
    note="5 kg bag; counter-offer at the old ₹235; ₹245 not labelled")
add("chatty", [K("offer", I("mustard-oil-1l", p=138.0))],
    "Arre bhaiya, mustard oil ₹145 a litre?? 😟 That's too high for us. Please give it at ₹138 like last month, we have been your customer for years.",
    "अरे भैया, सरसों तेल ₹145 लीटर?? 😟 ये हमारे लिए बहुत ज़्यादा है। पिछले महीने की तरह ₹138 में दीजिए, हम सालों से आपके ग्राहक हैं।",
    "Arre bhaiya, sarson tel ₹145 litre?? 😟 Ye humare liye bahut zyada hai. Pichhle mahine ki tarah ₹138 me dijiye, hum saalon se aapke customer hain.",
    note="counter-offer refusing ₹145: one offer at ₹138")
add("terse", [K("offer", I("sugar-1kg", p=43.0))],
    "Sugar at ₹45 doesn't suit us. Give it at the earlier ₹43/kg only.",
    "चीनी ₹45 में हमें नहीं जमती। पहले वाले ₹43/किलो में ही दीजिए।",
    "Cheeni ₹45 me humein nahi jamti. Pehle wale ₹43/kg me hi dijiye.",
    note="counter-offer refusing ₹45: one offer at ₹43")
add("quoted", [K("offer", I("eggs-1pc", p=5.9333))],
    f"> Revised rate: eggs ₹185 per tray from 1 Dec.\n\nDear Sir,\n\nThe new rate of ₹185 per tray is very high for us. Kindly continue at ₹178 per tray as before.\n\n{SIG_EN}",
    f"> नया भाव: 1 दिसंबर से अंडे ₹185 प्रति ट्रे।\n\nआदरणीय महोदय,\n\n₹185 प्रति ट्रे का नया भाव हमारे लिए बहुत ज़्यादा है। कृपया पहले की तरह ₹178 प्रति ट्रे पर ही दीजिए।\n\n{SIG_HI}",
    f"> Naya rate: 1 Dec se ande ₹185 per tray.\n\nDear Sir,\n\n₹185 per tray ka naya rate humare liye bahut zyada hai. Kripya pehle ki tarah ₹178 per tray pe hi dijiye.\n\n{SIG_HL}",
    note="₹178/tray = 5.9333 per egg; the refused ₹185 not labelled")

# ---- kind 3: background counts in a chatty mail beside an order and a delivery question ----
add("chatty", [K("order", I("sugar-1kg", 50, 42.0)), K("ask_delivery", I("rice-1kg", 40), o="O4")],
    "Hello bhaiya! 🙏\n\nShaadi season is on — we sold 25 kg sugar yesterday itself and only 5 kg is left.\n\nSo please send 50 kg sugar at ₹42 per kg.\n\nAlso, has the rice from O4 (40 kg) left your godown?\n\nThanks!\nSunil",
    "नमस्ते भैया! 🙏\n\nशादी का सीज़न चल रहा है — कल ही 25 किलो चीनी बिक गई और सिर्फ 5 किलो बची है।\n\nतो 50 किलो चीनी ₹42 प्रति किलो के भाव से भेज दीजिए।\n\nऔर, O4 वाला चावल (40 किलो) क्या आपके गोदाम से निकल गया?\n\nधन्यवाद!\nसुनील",
    "Namaste bhaiya! 🙏\n\nShaadi ka season chal raha hai — kal hi 25 kilo cheeni bik gayi aur sirf 5 kilo bachi hai.\n\nTo 50 kilo cheeni ₹42 per kilo ke bhav se bhej dijiye.\n\nAur, O4 wala chawal (40 kilo) kya aapke godown se nikal gaya?\n\nDhanyavaad!\nSunil",
    note="25 kg sold and 5 kg left are background; ask_delivery O4 with its rice 40")
add("chatty", [K("order", I("eggs-1pc", 180, 5.8333))],
    "Namaste ji 😊 The winter rush has started, 2 full trays of eggs went in one evening and we have just 20 eggs left. Please send 6 trays of eggs at ₹175 per tray. Thank you!",
    "नमस्ते जी 😊 सर्दी की भीड़ शुरू हो गई है, एक ही शाम में 2 पूरी ट्रे अंडे निकल गए और अब सिर्फ 20 अंडे बचे हैं। 6 ट्रे अंडे ₹175 प्रति ट्रे पर भेज दीजिए। धन्यवाद!",
    "Namaste ji 😊 Sardi ki bheed shuru ho gayi hai, ek hi shaam me 2 poori tray ande nikal gaye aur ab sirf 20 ande bache hain. 6 tray ande ₹175 per tray pe bhej dijiye. Dhanyavaad!",
    note="6 trays = 180 eggs; ₹175/tray = 5.8333; 2 trays sold and 20 left are background")
add("chatty", [K("order", I("milk-500ml", 80)), K("ask_delivery", I("paneer-200g", 20), o="O9")],
    "Good morning bhaiya ☀️ Milk is flying off the shelf — 60 packets sold before 9 today! Send 80 packets of milk tomorrow morning. One more thing: is the paneer of O9 (20 packets) coming today? A customer has a party tonight.",
    "सुप्रभात भैया ☀️ दूध खूब बिक रहा है — आज 9 बजे से पहले 60 पैकेट बिक गए! कल सुबह 80 पैकेट दूध भेज दीजिए। एक बात और: O9 वाला पनीर (20 पैकेट) क्या आज आ रहा है? एक ग्राहक की आज रात पार्टी है।",
    "Good morning bhaiya ☀️ Doodh khoob bik raha hai — aaj 9 baje se pehle 60 packet bik gaye! Kal subah 80 packet doodh bhej dijiye. Ek baat aur: O9 wala paneer (20 packet) kya aaj aa raha hai? Ek customer ki aaj raat party hai.",
    note="60 packets sold is background; ask_delivery O9 with paneer 20")
add("chatty", [K("order", I("mustard-oil-1l", 24, 140.0)), K("ask_delivery", I("ghee-1l", 6), o="O7")],
    "Hi Ramesh ji! We sold 10 litres of mustard oil this week and have 4 litres left on the rack. Kindly send 24 litres of mustard oil at ₹140 a litre. And did the O7 ghee (6 litres) leave your shop? 🙏",
    "नमस्ते रमेश जी! इस हफ़्ते 10 लीटर सरसों तेल बिक गया और रैक पर 4 लीटर बचा है। कृपया 24 लीटर सरसों तेल ₹140 प्रति लीटर पर भेज दीजिए। और O7 वाला घी (6 लीटर) क्या आपकी दुकान से निकल गया? 🙏",
    "Hi Ramesh ji! Is hafte 10 litre sarson tel bik gaya aur rack pe 4 litre bacha hai. Kripya 24 litre sarson tel ₹140 per litre pe bhej dijiye. Aur O7 wala ghee (6 litre) kya aapki dukaan se nikal gaya? 🙏",
    note="10 l sold and 4 l left are background; ask_delivery O7 with ghee 6")
add("chatty", [K("order", I("noodles-70g", 48)), K("pay", b="B3")],
    "Hello! Kids are back from school and 12 packets of Maggi were gone today itself 😅 Only 6 left. Please send 4 cases of Maggi. And B3 is paid by UPI this morning, ref 5521 8830 1297. Thanks!",
    "नमस्ते! बच्चे स्कूल से लौट आए और आज ही मैगी के 12 पैकेट खत्म हो गए 😅 सिर्फ 6 बचे हैं। मैगी की 4 पेटी भेज दीजिए। और B3 का भुगतान आज सुबह UPI से कर दिया, ref 5521 8830 1297। धन्यवाद!",
    "Hello! Bachche school se laut aaye aur aaj hi Maggi ke 12 packet khatam ho gaye 😅 Sirf 6 bache hain. Maggi ki 4 peti bhej dijiye. Aur B3 ka payment aaj subah UPI se kar diya, ref 5521 8830 1297. Thanks!",
    note="4 cases = 48 packets; 12 sold and 6 left are background; the UPI ref is not a quantity")

# ---- kind 4: an act beside an order in one short message ----
add("terse", [K("ask_bill", b="B6"), K("order", I("toor-dal-1kg", 10))],
    "Please send bill B6 and 10 kg toor dal.",
    "बिल B6 और 10 किलो तूर दाल भेज दीजिए।",
    "Bill B6 aur 10 kilo toor dal bhej dijiye.",
    note="ask_bill B6 and an order of toor 10")
add("terse", [K("ask_bill"), K("order", I("chana-dal-1kg", 20))],
    "Send the bill and 20 kg chana dal.",
    "बिल और 20 किलो चना दाल भेजो।",
    "Bill aur 20 kilo chana dal bhejo.",
    note="ask_bill with no id and an order of chana 20")
add("terse", [K("ask_delivery", o="O8"), K("order", I("atta-5kg", 4))],
    "Has O8 left yet? Send 20 kg atta too.",
    "O8 निकला क्या? 20 किलो आटा भी भेजो।",
    "O8 nikla kya? 20 kilo aata bhi bhejo.",
    note="ask_delivery O8; a new order of atta 4 (20 kg)")
add("terse", [K("accept", I("chana-dal-1kg")), K("order", I("chana-dal-1kg", 30))],
    "Okay, your rate is fine 👍 Send 30 kg chana dal.",
    "ठीक है, आपका भाव मंज़ूर 👍 30 किलो चना दाल भेज दो।",
    "Theek hai, aapka rate manzoor 👍 30 kilo chana dal bhej do.",
    note="accept chana (no price named, no quote) then order chana 30")
add("terse", [K("ask_bill", b="B9"), K("order", I("biscuits-65g", 24))],
    "Send B9's bill and 2 peti Parle-G also.",
    "B9 का बिल भेजिए और 2 पेटी पारले-जी भी।",
    "B9 ka bill bhejiye aur 2 peti Parle-G bhi.",
    note="ask_bill B9; order biscuits 24 (a peti is 12)")
add("terse", [K("accept", I("eggs-1pc")), K("order", I("eggs-1pc", 90))],
    "Rate is okay with us, send 3 trays of eggs.",
    "भाव हमें ठीक है, 3 ट्रे अंडे भेज दो।",
    "Rate humein theek hai, 3 tray ande bhej do.",
    note="accept eggs (no price named) then order 90 eggs")


def main() -> None:
    write_triples(HERE, T)


if __name__ == "__main__":
    main()
