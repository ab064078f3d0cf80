"""Writes tests/corpus_probes45/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the seven kinds of the forty-fifth session's helper RA (silent misreadings and one refusal), written blind
to lang/ before the fixes: a lot's price accepted beside an order of other goods "along with" the lot; a delivery
question naming its order and goods; goods added to a running delivery, asked as a question; a variety named by its
price ("the ₹38 one"); a count after "deal"; a supplier's minimum in the quoted mail under a bare acceptance; an
unpriced "cheaper?" ask with the price in the next sentence.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)


SIG_EN = "Warm regards,\nPriya Verma\nMaa Durga Kirana Store, Rohini, Delhi 110085\nPh: +91 98110 45627"
SIG_HI = "सादर,\nप्रिया वर्मा\nमाँ दुर्गा किराना स्टोर, रोहिणी, दिल्ली 110085\nफ़ोन: +91 98110 45627"
SIG_HL = "Dhanyavaad,\nPriya Verma\nMaa Durga Kirana Store, Rohini, Delhi 110085\nPh: +91 98110 45627"

# (parallel id, style, reason, note, intents, en, hi, hinglish)
T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"pr45-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# ---- kind 1: a lot's price accepted beside an order of other goods "along with" the lot ----
add("terse", [K("accept", I("onion-1kg", 50, t=1600.0)), K("order", I("potato-1kg", 40, 24.0))],
    "₹1,600 for the 50 kg onion is fine. Please send 40 kg potato at ₹24/kg along with the onions.",
    "50 किलो प्याज़ के ₹1,600 ठीक हैं। प्याज़ के साथ 40 किलो आलू ₹24/किलो पर भेज दीजिए।",
    "50 kilo pyaaz ke ₹1,600 theek hain. Pyaaz ke saath 40 kilo aloo ₹24/kg pe bhej dijiye.",
    note="a lot's price accepted = accept with quantity and total; the other goods 'along with' the lot are the only order")
add("chatty", [K("accept", I("mustard-oil-1l", 20, t=2680.0)), K("order", I("sugar-1kg", 10))],
    "Namaste bhaiya 🙏 ₹2,680 for the 20 litres of mustard oil is agreed. Along with the oil, send 10 kg sugar too. Thanks!",
    "नमस्ते भैया 🙏 20 लीटर सरसों तेल के ₹2,680 मंज़ूर हैं। तेल के साथ 10 किलो चीनी भी भेज देना। धन्यवाद!",
    "Namaste bhaiya 🙏 20 litre sarson tel ke ₹2,680 manzoor hain. Tel ke saath 10 kilo cheeni bhi bhej dena. Thanks!",
    note="accept the oil lot (20 l for ₹2,680); the sugar sent with it is the only order")
add("markdown", [K("accept", I("rice-1kg", 100, t=3800.0)), K("order", I("masoor-dal-1kg", 25, 82.0))],
    f"Subject: Re: Rice and masoor\n\nDear Ramesh ji,\n\nOur decision:\n\n- **Rice:** ₹3,800 for the 100 kg rice works for us.\n- **Masoor dal:** please add **25 kg at ₹82/kg** with the rice.\n\n{SIG_EN}",
    f"विषय: Re: चावल और मसूर\n\nआदरणीय रमेश जी,\n\nहमारा फ़ैसला:\n\n- **चावल:** 100 किलो चावल के ₹3,800 हमें ठीक हैं।\n- **मसूर दाल:** चावल के साथ **25 किलो ₹82/किलो** पर जोड़ दीजिए।\n\n{SIG_HI}",
    f"Subject: Re: Chawal aur masoor\n\nAdarniya Ramesh ji,\n\nHamara decision:\n\n- **Chawal:** 100 kilo chawal ke ₹3,800 humein theek hain.\n- **Masoor dal:** chawal ke saath **25 kilo ₹82/kg** pe add kar dijiye.\n\n{SIG_HL}",
    note="accept the rice lot (100 kg for ₹3,800); masoor 25 at ₹82 is the only order")
add("terse", [K("accept", I("potato-1kg", 50, t=1450.0)), K("order", I("eggs-1pc", 150))],
    "OK, ₹1,450 for the 50 kg potatoes is fine. Send 5 trays of eggs together with the potatoes.",
    "ठीक है, 50 किलो आलू के ₹1,450 ठीक हैं। आलू के साथ 5 ट्रे अंडे भी भेज दो।",
    "Theek hai, 50 kilo aloo ke ₹1,450 theek hain. Aloo ke saath 5 tray ande bhi bhej do.",
    note="accept the potato lot; 5 trays of eggs (150) is the only order")
add("formal", [K("accept", I("refined-oil-1l", 30, t=3300.0)), K("order", I("chana-dal-1kg", 20, 72.0))],
    f"Dear Sir,\n\nThe ₹3,300 you quoted for 30 litres of refined oil is acceptable to us. Kindly also dispatch 20 kg chana dal at ₹72/kg along with the refined oil.\n\n{SIG_EN}",
    f"आदरणीय महोदय,\n\n30 लीटर रिफाइंड तेल के लिए आपके बताए ₹3,300 हमें मंज़ूर हैं। कृपया रिफाइंड तेल के साथ 20 किलो चना दाल ₹72/किलो पर भी भेज दीजिए।\n\n{SIG_HI}",
    f"Aadarniya Sir,\n\n30 litre refined tel ke liye aapke bataye ₹3,300 humein manzoor hain. Kripya refined tel ke saath 20 kilo chana dal ₹72/kg pe bhi bhej dijiye.\n\n{SIG_HL}",
    note="accept the refined-oil lot (30 l for ₹3,300); chana dal is the only order")

# ---- kind 2: a delivery question naming the order and its goods keeps the count ----
add("terse", [K("ask_delivery", I("onion-1kg", 50), o="O8")],
    "The 50 kg onions under O8 have still not reached us. When will the onions arrive?",
    "O8 वाले 50 किलो प्याज़ अभी तक नहीं पहुँचे। प्याज़ कब तक आएगा?",
    "O8 wale 50 kilo pyaaz abhi tak nahi pahunche. Pyaaz kab tak aayega?",
    note="ask_delivery with O8 and the goods it names (50 kg onion)")
add("chatty", [K("ask_delivery", I("sugar-1kg", 20), o="O12")],
    "Hi bhaiya 😊 our order O12 for 20 kg sugar hasn't come yet. When will the sugar be delivered?",
    "हाय भैया 😊 हमारा O12 वाला 20 किलो चीनी का ऑर्डर अभी तक नहीं आया। चीनी कब तक पहुँचेगी?",
    "Hi bhaiya 😊 hamara O12 wala 20 kilo cheeni ka order abhi tak nahi aaya. Cheeni kab tak pahunchegi?",
    note="ask_delivery with O12 and the goods it names (20 kg sugar)")
add("formal", [K("ask_delivery", I("eggs-1pc", 300), o="O15")],
    f"Dear Sir,\n\nThe 10 trays of eggs in O15 were promised for Monday; it is Wednesday now. Please let me know when the eggs will reach us.\n\n{SIG_EN}",
    f"आदरणीय महोदय,\n\nO15 के 10 ट्रे अंडे सोमवार को आने थे; आज बुधवार है। कृपया बताइए अंडे हमारे पास कब पहुँचेंगे।\n\n{SIG_HI}",
    f"Aadarniya Sir,\n\nO15 ke 10 tray ande Monday ko aane the; aaj Wednesday hai. Please bataiye ande humare paas kab pahunchenge.\n\n{SIG_HL}",
    note="ask_delivery with O15 and the goods it names (10 trays = 300 eggs)")
add("terse", [K("ask_delivery", I("masoor-dal-1kg", 25), o="O4")],
    "Bhaiya, the 25 kg masoor dal (O4) is still pending. By when will the masoor come?",
    "भैया, 25 किलो मसूर दाल (O4) अभी तक बाक़ी है। मसूर कब तक आएगी?",
    "Bhaiya, 25 kilo masoor dal (O4) abhi tak pending hai. Masoor kab tak aayegi?",
    note="ask_delivery with O4 and the goods it names (25 kg masoor)")
add("quoted", [K("ask_delivery", I("milk-500ml", 80), o="O21")],
    f"Subject: O21 milk\n\nRamesh ji,\n\nYesterday you wrote: \"O21 will leave by 6 am.\" The 40 litres of milk for O21 are still not here. When will the milk reach us?\n\n{SIG_EN}",
    f"विषय: O21 दूध\n\nरमेश जी,\n\nकल आपने लिखा था: \"O21 सुबह 6 बजे तक निकल जाएगा।\" O21 का 40 लीटर दूध अभी तक यहाँ नहीं आया। दूध हमारे पास कब पहुँचेगा?\n\n{SIG_HI}",
    f"Subject: O21 doodh\n\nRamesh ji,\n\nKal aapne likha tha: \"O21 subah 6 baje tak nikal jayega.\" O21 ka 40 litre doodh abhi tak yahan nahi aaya. Doodh humare paas kab pahunchega?\n\n{SIG_HL}",
    note="ask_delivery with O21 and the goods it names (40 l milk = 80 packets of 500 ml)")

# ---- kind 3: goods added to a running delivery, asked as a question, are an order ----
add("chatty", [K("order", I("curd-400g", 5))],
    "Good morning Ramesh ji! ☀️ Guests coming tonight 😄 Can you add 2 kg dahi to today's milk delivery? Thanks!",
    "सुप्रभात रमेश जी! ☀️ आज रात मेहमान आ रहे हैं 😄 आज की दूध की डिलीवरी में 2 किलो दही जोड़ सकते हैं? धन्यवाद!",
    "Good morning Ramesh ji! ☀️ Aaj raat mehmaan aa rahe hain 😄 Aaj ki doodh ki delivery mein 2 kilo dahi add kar sakte hain? Thanks!",
    note="2 kg curd = 5 packets of 400 g, added to the running delivery: an order")
add("terse", [K("order", I("sugar-1kg", 10))],
    "Could you add 10 kg sugar to tomorrow's delivery?",
    "कल की डिलीवरी में 10 किलो चीनी भी जोड़ सकते हैं?",
    "Kal ki delivery mein 10 kilo cheeni bhi add kar sakte ho?",
    note="goods added to a delivery: an order of the added goods")
add("terse", [K("order", I("paneer-200g", 5))],
    "Can 5 packets of paneer be added to this evening's delivery, please?",
    "क्या आज शाम की डिलीवरी में 5 पैकेट पनीर जोड़ दिए जाएँगे?",
    "Kya aaj shaam ki delivery mein 5 packet paneer add ho jayenge?",
    note="goods added to a delivery: an order of the added goods")
add("chatty", [K("order", I("banana-1dozen", 2))],
    "Bhaiya, is it possible to put 2 dozen bananas in today's delivery too? Kids want banana shake 🍌",
    "भैया, क्या आज की डिलीवरी में 2 दर्जन केले भी डाल सकते हैं? बच्चों को बनाना शेक चाहिए 🍌",
    "Bhaiya, kya aaj ki delivery mein 2 darjan kele bhi daal sakte ho? Bacchon ko banana shake chahiye 🍌",
    note="goods added to a delivery: an order of the added goods")
add("terse", [K("order", I("eggs-1pc", 30))],
    "Will you be able to add 1 tray of eggs to the morning delivery?",
    "क्या आप सुबह की डिलीवरी में 1 ट्रे अंडे जोड़ पाएँगे?",
    "Kya aap subah ki delivery mein 1 tray ande add kar paoge?",
    note="goods added to a delivery: an order of 30 eggs")

# ---- kind 4: a variety named by its price ----
add("chatty", [K("order", I("rice-1kg", 150, 38.0))],
    "Good news bhai, 45 kg rice sold yesterday 😄 only 8 kg left. Send one and a half quintal, the ₹38 one.",
    "अच्छी ख़बर भाई, कल 45 किलो चावल बिक गया 😄 सिर्फ़ 8 किलो बचा है। डेढ़ क्विंटल भेज दो, ₹38 वाला।",
    "Achhi khabar bhai, kal 45 kg chawal bik gaya 😄 sirf 8 kg bacha hai. Dedh quintal bhej do, ₹38 wala.",
    note="'the ₹38 one' names the variety by its price: order rice 150 at ₹38; sales and stock are background")
add("terse", [K("order", I("atta-5kg", 10, 220.0))],
    "Atta is finished. Send 10 packets, the ₹220 one.",
    "आटा ख़त्म हो गया। 10 पैकेट भेजो, ₹220 वाला।",
    "Aata khatam ho gaya. 10 packet bhejo, ₹220 wala.",
    note="order atta 10 at ₹220 a 5 kg packet")
add("terse", [K("order", I("tea-250g", 12, 115.0))],
    "Tea: send 12 packets, the ₹115 one.",
    "चाय पत्ती: 12 पैकेट भेजिए, ₹115 वाली।",
    "Chai patti: 12 packet bhejiye, ₹115 wali.",
    note="order tea 12 at ₹115 a packet")
add("terse", [K("order", I("masoor-dal-1kg", 30, 80.0))],
    "We need 30 kg masoor dal, the ₹80 one please.",
    "30 किलो मसूर दाल चाहिए, ₹80 वाली।",
    "30 kilo masoor dal chahiye, ₹80 wali.",
    note="order masoor 30 at ₹80")
add("chatty", [K("order", I("ghee-1l", 6, 520.0))],
    "Diwali prep has started 🪔 Ghee is low. Send 6 litres, the ₹520 one.",
    "दिवाली की तैयारी शुरू हो गई 🪔 घी कम है। 6 लीटर भेजो, ₹520 वाला।",
    "Diwali ki taiyaari shuru ho gayi 🪔 Ghee kam hai. 6 litre bhejo, ₹520 wala.",
    note="order ghee 6 at ₹520")

# ---- kind 5: a count after "deal" is the quantity ----
add("terse", [K("accept", I("bath-soap-75g")), K("order", I("bath-soap-75g", 12))],
    "Deal, 12 soaps.",
    "डील, 12 साबुन।",
    "Deal, 12 sabun.",
    note="'deal' accepts the soap price (none named); 12 is the count ordered, not a price")
add("quoted", [K("accept", I("bath-soap-75g", p=12.5)), K("order", I("bath-soap-75g", 40))],
    "Deal, 40 bars.\n\n> Lifebuoy 75 g: ₹12.50 per bar",
    "डील, 40 साबुन।\n\n> लाइफ़बॉय 75 ग्राम: ₹12.50 प्रति साबुन",
    "Deal, 40 sabun.\n\n> Lifebuoy 75 g: ₹12.50 per piece",
    note="accept carries the quote's one price; 40 is the count ordered")
add("terse", [K("accept", I("sugar-1kg")), K("order", I("sugar-1kg", 30))],
    "Deal! 30 kg sugar then.",
    "डील! तो 30 किलो चीनी।",
    "Deal! To 30 kilo cheeni.",
    note="accept (no price named) then order sugar 30")
add("quoted", [K("accept", I("tomato-1kg", p=28.0)), K("order", I("tomato-1kg", 25))],
    "Deal, 25 kg.\n\n> Tomato ₹28/kg",
    "डील, 25 किलो।\n\n> टमाटर ₹28/किलो",
    "Deal, 25 kilo.\n\n> Tamatar ₹28/kg",
    note="accept at the quote's ₹28; 25 kg is the count ordered")
add("terse", [K("accept", I("namkeen-200g")), K("order", I("namkeen-200g", 40))],
    "Deal, 40 namkeen.",
    "डील, 40 नमकीन।",
    "Deal, 40 namkeen.",
    note="40 is a count (namkeen sells near ₹40 a packet, but a count after 'deal' is the quantity)")

# ---- kind 6: a supplier's minimum in the quoted mail under a bare acceptance orders nothing ----
add("quoted", [K("accept", I("masoor-dal-1kg", p=82.0))],
    "Ok 👍\n\n> On 5 Dec, Ramesh ji wrote:\n> Masoor dal ₹82/kg. Minimum order 25 kg.",
    "ठीक है 👍\n\n> 5 दिसंबर को रमेश जी ने लिखा:\n> मसूर दाल ₹82/किलो। कम से कम 25 किलो का ऑर्डर।",
    "Ok 👍\n\n> 5 Dec ko Ramesh ji ne likha:\n> Masoor dal ₹82/kg. Minimum order 25 kilo.",
    note="a bare accept of the quote: accept at the quote's one price; the supplier's minimum is not the manager's quantity")
add("quoted", [K("accept", I("sugar-1kg", p=42.0))],
    "Agreed.\n\n> Sugar ₹42 per kg, minimum 50 kg per order.",
    "मंज़ूर।\n\n> चीनी ₹42 प्रति किलो, हर ऑर्डर में कम से कम 50 किलो।",
    "Manzoor.\n\n> Cheeni ₹42 per kilo, har order mein minimum 50 kilo.",
    note="a bare accept of the quote; the minimum is the supplier's threshold")
add("quoted", [K("accept", I("rice-1kg", p=38.0))],
    "Fine 👌\n\n-----Original Message-----\nFrom: Balaji Wholesale\nSent: 4 Dec 2026 10:15\nRice ₹38/kg, min. order 1 quintal.",
    "ठीक है 👌\n\n-----Original Message-----\nFrom: बालाजी होलसेल\nSent: 4 Dec 2026 10:15\nचावल ₹38/किलो, कम से कम 1 क्विंटल का ऑर्डर।",
    "Theek hai 👌\n\n-----Original Message-----\nFrom: Balaji Wholesale\nSent: 4 Dec 2026 10:15\nChawal ₹38/kg, minimum 1 quintal ka order.",
    note="a bare accept of the quote; the quintal is the supplier's minimum")
add("quoted", [K("accept", I("eggs-1pc", p=5.8333))],
    "Ok ji.\n\n> Eggs ₹175 per tray. Minimum 5 trays.",
    "ठीक है जी।\n\n> अंडे ₹175 प्रति ट्रे। कम से कम 5 ट्रे।",
    "Ok ji.\n\n> Ande ₹175 per tray. Minimum 5 tray.",
    note="a bare accept of the quote (₹175 a tray = 5.8333 an egg); 5 trays is the supplier's minimum")
add("quoted", [K("accept", I("onion-1kg", p=30.0)), K("order", I("onion-1kg", 40))],
    "Ok, send 40 kg.\n\n> Onion ₹30/kg. Minimum order 25 kg.",
    "ठीक है, 40 किलो भेज दो।\n\n> प्याज़ ₹30/किलो। कम से कम 25 किलो का ऑर्डर।",
    "Ok, 40 kilo bhej do.\n\n> Pyaaz ₹30/kg. Minimum order 25 kilo.",
    note="accept at the quote's price and order the manager's 40 kg, not the supplier's minimum")

# ---- kind 7: an unpriced 'cheaper?' ask with the price in the next sentence is an offer ----
add("terse", [K("offer", I("bath-soap-75g", 40, 30.0))],
    "Can you do 40 bath soaps cheaper? Our budget is ₹30 each.",
    "क्या 40 नहाने के साबुन सस्ते में दे सकते हैं? हमारा बजट ₹30 प्रति साबुन है।",
    "Kya 40 nahane ke sabun saste mein de sakte ho? Hamara budget ₹30 per piece hai.",
    note="the per-piece price in the next sentence belongs to the unpriced ask: offer 40 at ₹30 (the trial's words)")
add("terse", [K("offer", I("bath-soap-75g", 40, 11.0))],
    "Can you do 40 Lifebuoy soaps a bit cheaper? We can pay ₹11 per soap.",
    "क्या 40 लाइफ़बॉय साबुन थोड़े सस्ते कर सकते हैं? हम ₹11 प्रति साबुन दे सकते हैं।",
    "Kya 40 Lifebuoy sabun thoda sasta kar sakte ho? Hum ₹11 per sabun de sakte hain.",
    note="offer 40 bath soap at ₹11")
add("terse", [K("offer", I("namkeen-200g", 30, 38.0))],
    "Could you give a better rate for 30 packets of namkeen? We can pay ₹38 a packet.",
    "30 पैकेट नमकीन का रेट थोड़ा कम कर सकते हैं? हम ₹38 प्रति पैकेट दे सकते हैं।",
    "30 packet namkeen ka rate thoda kam kar sakte ho? Hum ₹38 per packet de sakte hain.",
    note="offer namkeen 30 at ₹38")
add("chatty", [K("offer", I("ghee-1l", 10, 520.0))],
    "Bhaiya, any discount on 10 litres of ghee? 🙏 We were thinking ₹520 per litre.",
    "भैया, 10 लीटर घी पर कुछ छूट मिलेगी? 🙏 हम ₹520 प्रति लीटर सोच रहे थे।",
    "Bhaiya, 10 litre ghee pe kuch discount milega? 🙏 Hum ₹520 per litre soch rahe the.",
    note="offer ghee 10 at ₹520")
add("terse", [K("offer", I("sugar-1kg", 50, 40.0))],
    "Can you do 50 kg sugar cheaper? Our budget is ₹40 per kg.",
    "क्या 50 किलो चीनी सस्ती दे सकते हैं? हमारा बजट ₹40 प्रति किलो है।",
    "Kya 50 kilo cheeni sasti de sakte ho? Hamara budget ₹40 per kilo hai.",
    note="offer sugar 50 at ₹40")


def main() -> None:
    write_triples(HERE, T)


if __name__ == "__main__":
    main()
