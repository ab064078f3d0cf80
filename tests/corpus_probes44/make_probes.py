"""Writes tests/corpus_probes44/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Long, polished supplier e-mails of the kind frontier chat models write (subject lines, greetings, signature blocks with
phone numbers, GSTIN, addresses and pin codes, quoted supplier messages, markdown tables, conditions, background
facts), one coherent month (December 2026; orders O1…O20, bills B1…B12), written blind to lang/.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)


SIG_EN = ("Warm regards,\nRakesh Sharma\nSharma General Store\nShop No. 14, Gandhi Market, Aminabad, Lucknow – 226018\n"
          "Ph: +91 98390 41276\nGSTIN: 09AAKFS4512M1Z3")
SIG_HI = ("सादर,\nराकेश शर्मा\nशर्मा जनरल स्टोर\nदुकान नं. 14, गांधी मार्केट, अमीनाबाद, लखनऊ – 226018\n"
          "फ़ोन: +91 98390 41276\nGSTIN: 09AAKFS4512M1Z3")
SIG_HL = ("Dhanyavaad,\nRakesh Sharma\nSharma General Store\nShop No. 14, Gandhi Market, Aminabad, Lucknow – 226018\n"
          "Ph: +91 98390 41276\nGSTIN: 09AAKFS4512M1Z3")
SIG2_EN = "Best regards,\nRakesh Sharma (Proprietor)\nMob. 9839041276 | Plot 27, Sector 5, Aliganj, Lucknow 226024"
SIG2_HI = "धन्यवाद सहित,\nराकेश शर्मा (प्रोप्राइटर)\nमो. 9839041276 | प्लॉट 27, सेक्टर 5, अलीगंज, लखनऊ 226024"
SIG2_HL = "Regards,\nRakesh Sharma (Proprietor)\nMob. 9839041276 | Plot 27, Sector 5, Aliganj, Lucknow 226024"

# (parallel id, style, readable reason ("" when readable), note, intents, en, hi, hinglish)
T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"r{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


# r001 order; signature with phone, GSTIN, pin code
add("formal", [K("order", I("sugar-1kg", 50), I("toor-dal-1kg", 20))],
    f"Subject: Order for Monday's van – Sharma General Store\n\nDear Mr. Gupta,\n\nI hope this finds you well. Please send 50 kg of sugar and 20 kg of toor dal with Monday's van.\n\n{SIG_EN}",
    f"विषय: सोमवार की गाड़ी के लिए ऑर्डर – शर्मा जनरल स्टोर\n\nआदरणीय गुप्ता जी,\n\nआशा है आप कुशल होंगे। कृपया सोमवार की गाड़ी से 50 किलो चीनी और 20 किलो तूर दाल भेज दीजिए।\n\n{SIG_HI}",
    f"Subject: Monday ki gaadi ke liye order – Sharma General Store\n\nNamaste Gupta ji,\n\nUmeed hai aap theek honge. Kripya Monday ki gaadi se 50 kg cheeni aur 20 kg toor dal bhej dijiye.\n\n{SIG_HL}")

# r002 markdown table order with units in the header row
add("markdown", [K("order", I("rice-1kg", 100, 38.0), I("masoor-dal-1kg", 25, 82.0), I("eggs-1pc", 150, 5.8333))],
    f"Subject: Weekly order (w/c 7 Dec)\n\nDear Anil ji,\n\nPlease arrange the following at the rates agreed on the phone:\n\n| Item | Qty | Rate (₹) |\n|---|---|---|\n| Rice | 100 kg | 38/kg |\n| Masoor dal | 25 kg | 82/kg |\n| Eggs | 5 trays | 175/tray |\n\nDelivery by Tuesday 10 AM would be ideal.\n\n{SIG_EN}",
    f"विषय: साप्ताहिक ऑर्डर (7 दिसंबर वाला हफ़्ता)\n\nआदरणीय अनिल जी,\n\nफ़ोन पर तय हुए रेट पर नीचे का सामान भिजवा दीजिए:\n\n| सामान | मात्रा | रेट (₹) |\n|---|---|---|\n| चावल | 100 किलो | 38/किलो |\n| मसूर दाल | 25 किलो | 82/किलो |\n| अंडे | 5 ट्रे | 175/ट्रे |\n\nमंगलवार सुबह 10 बजे तक डिलीवरी हो जाए तो अच्छा रहेगा।\n\n{SIG_HI}",
    f"Subject: Weekly order (7 Dec wala hafta)\n\nAnil ji namaste,\n\nPhone pe jo rate tay hua tha us rate pe yeh saamaan bhej dijiye:\n\n| Item | Qty | Rate (₹) |\n|---|---|---|\n| Chawal | 100 kg | 38/kg |\n| Masoor dal | 25 kg | 82/kg |\n| Ande | 5 tray | 175/tray |\n\nTuesday subah 10 baje tak delivery ho jaye to badhiya.\n\n{SIG_HL}")

# r003 condition = offer; last month's bill total as background
add("formal", [K("offer", I("mustard-oil-1l", 30, 132.0))],
    f"Subject: Mustard oil for December\n\nDear Mr. Gupta,\n\nOur purchases from you last month came to ₹48,250, and we would like to keep the business with you. If you can do ₹132 per litre on mustard oil, we will take 30 litres this week. Otherwise we will hold off for now.\n\n{SIG_EN}",
    f"विषय: दिसंबर के लिए सरसों का तेल\n\nआदरणीय गुप्ता जी,\n\nपिछले महीने हमारी आपसे ख़रीद ₹48,250 की रही, और हम काम आपके साथ ही रखना चाहते हैं। अगर आप सरसों का तेल ₹132 प्रति लीटर दे सकें, तो हम इस हफ़्ते 30 लीटर लेंगे। वरना अभी रुकेंगे।\n\n{SIG_HI}",
    f"Subject: December ke liye sarson ka tel\n\nGupta ji namaste,\n\nPichhle mahine humari aapse kharid ₹48,250 ki rahi, aur hum kaam aapke saath hi rakhna chahte hain. Agar aap sarson ka tel ₹132 per litre de sakein, to hum is hafte 30 litre lenge. Warna abhi rukenge.\n\n{SIG_HL}")

# r004 yesterday's sales as background, then the order
add("chatty", [K("order", I("onion-1kg", 40), I("potato-1kg", 25))],
    f"Subject: Onions and potatoes for tomorrow\n\nHello Anil ji,\n\nBusiness was brisk yesterday — we sold 45 kg of onions and 30 kg of potatoes before 8 PM, and the shelves are nearly empty. Please send 40 kg of onions and 25 kg of potatoes tomorrow morning.\n\nThanks a lot!\n{SIG2_EN}",
    f"विषय: कल के लिए प्याज़ और आलू\n\nनमस्ते अनिल जी,\n\nकल बिक्री बढ़िया रही — रात 8 बजे से पहले ही 45 किलो प्याज़ और 30 किलो आलू बिक गए, और रैक लगभग ख़ाली हैं। कृपया कल सुबह 40 किलो प्याज़ और 25 किलो आलू भेज दीजिए।\n\nबहुत धन्यवाद!\n{SIG2_HI}",
    f"Subject: Kal ke liye pyaaz aur aloo\n\nNamaste Anil ji,\n\nKal bikri badhiya rahi — raat 8 baje se pehle hi 45 kg pyaaz aur 30 kg aloo bik gaye, aur rack lagbhag khaali hain. Kripya kal subah 40 kg pyaaz aur 25 kg aloo bhej dijiye.\n\nBahut shukriya!\n{SIG2_HL}")

# r005 quoted rate list; accept one (own words name the price), order it, refuse another
add("quoted", [K("accept", I("moong-dal-1kg", None, 102.0)), K("order", I("moong-dal-1kg", 20)), K("reject", I("chana-dal-1kg"))],
    f"Dear Anil ji,\n\nThank you for the rates. Moong dal at ₹102 is fine — please send 20 kg. We will skip the chana dal this time.\n\n{SIG_EN}\n\n> On 4 Dec 2026, Gupta Traders wrote:\n> Dear Sir, today's rates: Moong dal ₹102/kg, Chana dal ₹74/kg, Besan ₹52 per 500 g packet.\n> Regards, Anil Gupta, Gupta Traders, 0522-2614490",
    f"आदरणीय अनिल जी,\n\nरेट भेजने के लिए धन्यवाद। मूंग दाल ₹102 पर ठीक है — 20 किलो भेज दीजिए। चना दाल इस बार नहीं लेंगे।\n\n{SIG_HI}\n\n> 4 दिसंबर 2026 को गुप्ता ट्रेडर्स ने लिखा:\n> सर, आज के रेट: मूंग दाल ₹102/किलो, चना दाल ₹74/किलो, बेसन ₹52 प्रति 500 ग्राम पैकेट।\n> सादर, अनिल गुप्ता, गुप्ता ट्रेडर्स, 0522-2614490",
    f"Anil ji namaste,\n\nRate bhejne ke liye shukriya. Moong dal ₹102 pe theek hai — 20 kg bhej dijiye. Chana dal is baar nahi lenge.\n\n{SIG_HL}\n\n> 4 Dec 2026 ko Gupta Traders ne likha:\n> Sir, aaj ke rate: Moong dal ₹102/kg, Chana dal ₹74/kg, Besan ₹52 per 500 g packet.\n> Regards, Anil Gupta, Gupta Traders, 0522-2614490")

# r006 payment with bill id, amount and UTR
add("formal", [K("pay", b="B4")],
    f"Subject: Payment against bill B4\n\nDear Mr. Gupta,\n\nWe have transferred ₹12,480 against bill B4 by NEFT this morning (UTR 402918337465). Kindly acknowledge receipt at your convenience.\n\n{SIG_EN}",
    f"विषय: बिल B4 का भुगतान\n\nआदरणीय गुप्ता जी,\n\nहमने आज सुबह बिल B4 के ₹12,480 NEFT से भेज दिए हैं (UTR 402918337465)। कृपया मिलने की पुष्टि कर दीजिए।\n\n{SIG_HI}",
    f"Subject: Bill B4 ka payment\n\nGupta ji namaste,\n\nHumne aaj subah bill B4 ke ₹12,480 NEFT se bhej diye hain (UTR 402918337465). Kripya milne ki confirmation de dijiye.\n\n{SIG_HL}")

# r007 dispute of a bill's rate
add("formal", [K("dispute", b="B6")],
    f"Subject: Discrepancy in bill B6\n\nDear Anil ji,\n\nBill B6 charges 30 kg of rice at ₹42 per kg, whereas we had agreed on ₹38. The difference comes to ₹120. Please issue a revised bill.\n\n{SIG_EN}",
    f"विषय: बिल B6 में गड़बड़ी\n\nआदरणीय अनिल जी,\n\nबिल B6 में 30 किलो चावल ₹42 प्रति किलो लगाया गया है, जबकि हमारी बात ₹38 पर हुई थी। फ़र्क ₹120 का है। कृपया संशोधित बिल भेजिए।\n\n{SIG_HI}",
    f"Subject: Bill B6 mein gadbad\n\nAnil ji namaste,\n\nBill B6 mein 30 kg chawal ₹42 per kg lagaya gaya hai, jabki humari baat ₹38 pe hui thi. Farak ₹120 ka hai. Kripya revised bill bhejiye.\n\n{SIG_HL}")

# r008 cancel by id; the quoted supplier message names another order
add("quoted", [K("cancel", o="O7")],
    f"Dear Anil ji,\n\nPlease cancel order O7 in full; a relative's wedding has closed the shop until the 20th.\n\nRegards,\nRakesh\n\n-----Original Message-----\nFrom: Gupta Traders <orders@guptatraders.in>\nSent: 5 December 2026 18:12\nSubject: Dispatch update\n\nDear Sir, your order O8 (5 kg haldi) has been dispatched and O7 will follow on Monday.",
    f"आदरणीय अनिल जी,\n\nकृपया ऑर्डर O7 पूरा कैंसल कर दीजिए; एक रिश्तेदार की शादी की वजह से दुकान 20 तारीख़ तक बंद है।\n\nसादर,\nराकेश\n\n-----Original Message-----\nFrom: गुप्ता ट्रेडर्स <orders@guptatraders.in>\nSent: 5 दिसंबर 2026 18:12\nSubject: डिस्पैच अपडेट\n\nसर, आपका ऑर्डर O8 (5 किलो हल्दी) भेज दिया गया है और O7 सोमवार को आएगा।",
    f"Anil ji namaste,\n\nKripya order O7 poora cancel kar dijiye; ek rishtedaar ki shaadi ki wajah se dukaan 20 tareekh tak band hai.\n\nRegards,\nRakesh\n\n-----Original Message-----\nFrom: Gupta Traders <orders@guptatraders.in>\nSent: 5 December 2026 18:12\nSubject: Dispatch update\n\nSir, aapka order O8 (5 kg haldi) bhej diya gaya hai aur O7 Monday ko aayega.")

# r009 delivery question with the id and the goods as a check
add("formal", [K("ask_delivery", I("butter-100g", 24), o="O9")],
    f"Subject: Status of order O9\n\nDear Mr. Gupta,\n\nCould you let me know whether order O9 (24 packets of butter) has left your godown? We have a catering booking on Saturday the 12th and need it by Friday evening.\n\n{SIG_EN}",
    f"विषय: ऑर्डर O9 की स्थिति\n\nआदरणीय गुप्ता जी,\n\nकृपया बताइए कि ऑर्डर O9 (मक्खन के 24 पैकेट) आपके गोदाम से निकला या नहीं? शनिवार 12 तारीख़ को हमारी एक कैटरिंग बुकिंग है, शुक्रवार शाम तक चाहिए।\n\n{SIG_HI}",
    f"Subject: Order O9 ka status\n\nGupta ji namaste,\n\nKripya bataiye ki order O9 (makkhan ke 24 packet) aapke godown se nikla ya nahi? Shaniwar 12 tareekh ko humari ek catering booking hai, Friday shaam tak chahiye.\n\n{SIG_HL}")

# r010 another supplier's rate as background; a condition with a price is an offer
add("formal", [K("offer", I("refined-oil-1l", 20, 112.0))],
    f"Subject: Refined oil rate\n\nDear Anil ji,\n\nMehta Traders has quoted us ₹108 per litre for refined oil. We would rather stay with you, so if you can do ₹112 a litre, we will take 20 litres.\n\n{SIG_EN}",
    f"विषय: रिफाइंड तेल का रेट\n\nआदरणीय अनिल जी,\n\nमेहता ट्रेडर्स ने हमें रिफाइंड तेल ₹108 प्रति लीटर बताया है। हम आपके साथ ही रहना चाहते हैं, इसलिए अगर आप ₹112 लीटर कर दें, तो हम 20 लीटर ले लेंगे।\n\n{SIG_HI}",
    f"Subject: Refined tel ka rate\n\nAnil ji namaste,\n\nMehta Traders ne humein refined tel ₹108 per litre bataya hai. Hum aapke saath hi rehna chahte hain, isliye agar aap ₹112 litre kar dein, to hum 20 litre le lenge.\n\n{SIG_HL}")

# r011 festival date background; cases and packets
add("formal", [K("order", I("soft-drink-750ml", 120), I("biscuits-65g", 200))],
    f"Subject: Christmas stock\n\nDear Mr. Gupta,\n\nWith Christmas on the 25th and the New Year rush right after, we expect heavy footfall. Please send 10 cases of Coca-Cola (750 ml) and 200 packets of Parle-G by the 22nd.\n\n{SIG_EN}",
    f"विषय: क्रिसमस का स्टॉक\n\nआदरणीय गुप्ता जी,\n\n25 तारीख़ को क्रिसमस है और उसके बाद नए साल की भीड़, तो ग्राहक बहुत आएँगे। कृपया 22 तारीख़ तक कोका-कोला (750 ml) की 10 पेटी और पारले-जी के 200 पैकेट भेज दीजिए।\n\n{SIG_HI}",
    f"Subject: Christmas ka stock\n\nGupta ji namaste,\n\n25 tareekh ko Christmas hai aur uske baad New Year ki bheed, to customer bahut aayenge. Kripya 22 tareekh tak Coca-Cola (750 ml) ki 10 peti aur Parle-G ke 200 packet bhej dijiye.\n\n{SIG_HL}")

# r012 stock on hand as background
add("chatty", [K("order", I("eggs-1pc", 150))],
    f"Subject: Eggs this week\n\nHi Anil ji,\n\nWe still have 12 kg of sugar and 8 litres of mustard oil on the shelf, so nothing else is needed yet. Just send 5 trays of eggs this week, please.\n\nCheers,\n{SIG2_EN}",
    f"विषय: इस हफ़्ते अंडे\n\nनमस्ते अनिल जी,\n\nहमारे पास अभी 12 किलो चीनी और 8 लीटर सरसों का तेल रखा है, इसलिए बाकी कुछ नहीं चाहिए। इस हफ़्ते बस 5 ट्रे अंडे भेज दीजिए।\n\n{SIG2_HI}",
    f"Subject: Is hafte ande\n\nNamaste Anil ji,\n\nHumare paas abhi 12 kg cheeni aur 8 litre sarson ka tel rakha hai, isliye baaki kuch nahi chahiye. Is hafte bas 5 tray ande bhej dijiye.\n\n{SIG2_HL}")

# r013 rates asked in a table with pack sizes and no quantities
add("markdown", [K("ask_quote", I("almonds-100g"), I("poha-500g"), I("suji-500g"))],
    f"Subject: Request for quotation\n\nDear Anil ji,\n\nCould you please share your current rates for the items below?\n\n| # | Item | Pack |\n|---|---|---|\n| 1 | Almonds | 100 g |\n| 2 | Poha | 500 g |\n| 3 | Suji | 500 g |\n\n{SIG_EN}",
    f"विषय: रेट की जानकारी\n\nआदरणीय अनिल जी,\n\nकृपया नीचे के सामान के अपने मौजूदा रेट बताइए:\n\n| # | सामान | पैक |\n|---|---|---|\n| 1 | बादाम | 100 ग्राम |\n| 2 | पोहा | 500 ग्राम |\n| 3 | सूजी | 500 ग्राम |\n\n{SIG_HI}",
    f"Subject: Rate ki jaankari\n\nAnil ji namaste,\n\nKripya neeche ke items ke aapke current rate bataiye:\n\n| # | Item | Pack |\n|---|---|---|\n| 1 | Badam | 100 g |\n| 2 | Poha | 500 g |\n| 3 | Suji | 500 g |\n\n{SIG_HL}")

# r014 a quoted price refused with the price in its own words
add("quoted", [K("reject", I("ghee-1l", None, 575.0))],
    f"Dear Mr. Gupta,\n\n₹575 a litre for ghee is too high for us at the moment; we will pass this time.\n\n{SIG_EN}\n\n> On Mon, 7 Dec 2026 at 11:05, Gupta Traders wrote:\n> Desi ghee 1 L — ₹575. Minimum 10 litres. Offer valid till 10 Dec.",
    f"आदरणीय गुप्ता जी,\n\nघी ₹575 लीटर अभी हमारे लिए बहुत महँगा है; इस बार नहीं लेंगे।\n\n{SIG_HI}\n\n> सोम, 7 दिसंबर 2026, 11:05 को गुप्ता ट्रेडर्स ने लिखा:\n> देसी घी 1 लीटर — ₹575। कम से कम 10 लीटर। ऑफ़र 10 दिसंबर तक।",
    f"Gupta ji namaste,\n\nGhee ₹575 litre abhi humare liye bahut mehenga hai; is baar nahi lenge.\n\n{SIG_HL}\n\n> Mon, 7 Dec 2026, 11:05 ko Gupta Traders ne likha:\n> Desi ghee 1 L — ₹575. Kam se kam 10 litre. Offer 10 Dec tak.")

# r015 counter-offer refusing the old price, with a quantity
add("formal", [K("offer", I("sugar-1kg", 100, 41.0))],
    f"Subject: Sugar rate\n\nDear Anil ji,\n\nYour rate of ₹44 per kg for sugar is above what the market is paying this week. If you can do ₹41, we will take 100 kg.\n\n{SIG_EN}",
    f"विषय: चीनी का रेट\n\nआदरणीय अनिल जी,\n\nचीनी का आपका ₹44 प्रति किलो का रेट इस हफ़्ते बाज़ार से ऊपर है। अगर आप ₹41 कर दें, तो हम 100 किलो ले लेंगे।\n\n{SIG_HI}",
    f"Subject: Cheeni ka rate\n\nAnil ji namaste,\n\nCheeni ka aapka ₹44 per kg ka rate is hafte market se upar hai. Agar aap ₹41 kar dein, to hum 100 kg le lenge.\n\n{SIG_HL}")

# r016 a relative ask; earlier bill ids and totals are background
add("formal", [K("offer", I("toor-dal-1kg", c=-5.0))],
    f"Subject: Toor dal pricing\n\nDear Mr. Gupta,\n\nOur last three bills with you (B2, B3 and B5) came to over ₹60,000 together. Given the volume, could you knock ₹5 per kg off toor dal?\n\n{SIG_EN}",
    f"विषय: तूर दाल का रेट\n\nआदरणीय गुप्ता जी,\n\nआपके साथ हमारे पिछले तीन बिल (B2, B3 और B5) मिलाकर ₹60,000 से ऊपर के रहे। इतने काम को देखते हुए, क्या आप तूर दाल में ₹5 प्रति किलो कम कर सकते हैं?\n\n{SIG_HI}",
    f"Subject: Toor dal ka rate\n\nGupta ji namaste,\n\nAapke saath humare pichhle teen bill (B2, B3 aur B5) milakar ₹60,000 se upar ke rahe. Itne kaam ko dekhte hue, kya aap toor dal mein ₹5 per kg kam kar sakte hain?\n\n{SIG_HL}")

# r017 a lot's price accepted
add("formal", [K("accept", I("onion-1kg", 50, None, 1650.0))],
    f"Subject: Re: Onion lot\n\nDear Anil ji,\n\n₹1,650 for the 50 kg of onions is acceptable to us. Thank you for holding the lot.\n\n{SIG_EN}",
    f"विषय: Re: प्याज़ का लॉट\n\nआदरणीय अनिल जी,\n\n50 किलो प्याज़ के ₹1,650 हमें मंज़ूर हैं। लॉट रोककर रखने के लिए धन्यवाद।\n\n{SIG_HI}",
    f"Subject: Re: Pyaaz ka lot\n\nAnil ji namaste,\n\n50 kg pyaaz ke ₹1,650 humein manzoor hain. Lot rok kar rakhne ke liye shukriya.\n\n{SIG_HL}")

# r018 partial cancel by order id
add("formal", [K("cancel", I("paneer-200g", 20), o="O11")],
    f"Subject: Change to order O11\n\nDear Mr. Gupta,\n\nIn order O11, please reduce the paneer from 10 kg to 6 kg; the party order we were expecting on the 14th has been halved.\n\n{SIG_EN}",
    f"विषय: ऑर्डर O11 में बदलाव\n\nआदरणीय गुप्ता जी,\n\nऑर्डर O11 में पनीर 10 किलो से घटाकर 6 किलो कर दीजिए; 14 तारीख़ वाली पार्टी का ऑर्डर आधा रह गया है।\n\n{SIG_HI}",
    f"Subject: Order O11 mein badlaav\n\nGupta ji namaste,\n\nOrder O11 mein paneer 10 kg se ghata kar 6 kg kar dijiye; 14 tareekh wali party ka order aadha reh gaya hai.\n\n{SIG_HL}")

# r019 bill asked for an order; a date and GST filing as background
add("formal", [K("ask_bill", o="O12")],
    f"Subject: Bill for O12\n\nDear Anil ji,\n\nCould you please send us the bill for order O12? Our accountant needs it before the 31st for the GST return.\n\n{SIG_EN}",
    f"विषय: O12 का बिल\n\nआदरणीय अनिल जी,\n\nकृपया ऑर्डर O12 का बिल भेज दीजिए। हमारे मुनीम को GST रिटर्न के लिए 31 तारीख़ से पहले चाहिए।\n\n{SIG_HI}",
    f"Subject: O12 ka bill\n\nAnil ji namaste,\n\nKripya order O12 ka bill bhej dijiye. Humare munim ko GST return ke liye 31 tareekh se pehle chahiye.\n\n{SIG_HL}")

# r020 delivery question about an order the supplier's quoted line promised
add("quoted", [K("ask_delivery", o="O5")],
    f"Dear Mr. Gupta,\n\nOn 3 Dec you wrote: \"Your order O5 will reach you by Friday.\" It is now Saturday afternoon and nothing has arrived. When can we expect O5?\n\n{SIG_EN}",
    f"आदरणीय गुप्ता जी,\n\n3 दिसंबर को आपने लिखा था: \"आपका ऑर्डर O5 शुक्रवार तक पहुँच जाएगा।\" आज शनिवार दोपहर हो गई है और कुछ नहीं आया। O5 कब तक आएगा?\n\n{SIG_HI}",
    f"Gupta ji namaste,\n\n3 Dec ko aapne likha tha: \"Aapka order O5 Friday tak pahunch jayega.\" Aaj Saturday dopahar ho gayi hai aur kuch nahi aaya. O5 kab tak aayega?\n\n{SIG_HL}")

# r021 quoted supplier offer with quantities; the shop orders part of it and refuses the rest
add("quoted", [K("order", I("rice-1kg", 60, 38.0)), K("reject", I("sugar-1kg"))],
    f"Dear Anil ji,\n\nPlease send 60 kg of the rice at ₹38. No sugar for now.\n\n{SIG2_EN}\n\n> From: Gupta Traders\n> We can supply 100 kg rice at ₹38/kg and 50 kg sugar at ₹42/kg, delivery within two days.",
    f"आदरणीय अनिल जी,\n\nचावल ₹38 पर 60 किलो भेज दीजिए। चीनी अभी नहीं चाहिए।\n\n{SIG2_HI}\n\n> From: गुप्ता ट्रेडर्स\n> हम 100 किलो चावल ₹38/किलो और 50 किलो चीनी ₹42/किलो दे सकते हैं, डिलीवरी दो दिन में।",
    f"Anil ji namaste,\n\nChawal ₹38 pe 60 kg bhej dijiye. Cheeni abhi nahi chahiye.\n\n{SIG2_HL}\n\n> From: Gupta Traders\n> Hum 100 kg chawal ₹38/kg aur 50 kg cheeni ₹42/kg de sakte hain, delivery do din mein.")

# r022 table with a grand-total line (the sum agrees)
add("markdown", [K("order", I("atta-5kg", 20, 215.0), I("chana-dal-1kg", 30, 74.0))],
    f"Subject: Order – atta and chana dal\n\nDear Mr. Gupta,\n\nPlease send:\n\n| Item | Qty | Rate |\n|---|---|---|\n| Aashirvaad atta (5 kg) | 20 bags | ₹215 per bag |\n| Chana dal | 30 kg | ₹74/kg |\n\n**Grand total: ₹6,520**\n\n{SIG_EN}",
    f"विषय: ऑर्डर – आटा और चना दाल\n\nआदरणीय गुप्ता जी,\n\nकृपया भेजिए:\n\n| सामान | मात्रा | रेट |\n|---|---|---|\n| आशीर्वाद आटा (5 किलो) | 20 बैग | ₹215 प्रति बैग |\n| चना दाल | 30 किलो | ₹74/किलो |\n\n**कुल: ₹6,520**\n\n{SIG_HI}",
    f"Subject: Order – aata aur chana dal\n\nGupta ji namaste,\n\nKripya bhejiye:\n\n| Item | Qty | Rate |\n|---|---|---|\n| Aashirvaad aata (5 kg) | 20 bag | ₹215 per bag |\n| Chana dal | 30 kg | ₹74/kg |\n\n**Grand total: ₹6,520**\n\n{SIG_HL}")

# r023 order with a second signature style (plot, sector, pin, mobile)
add("formal", [K("order", I("jaggery-1kg", 10))],
    f"Subject: Jaggery\n\nDear Anil ji,\n\nWinter demand for gur has started early. Kindly send 10 kg of jaggery with the next van.\n\n{SIG2_EN}",
    f"विषय: गुड़\n\nआदरणीय अनिल जी,\n\nसर्दियों में गुड़ की माँग जल्दी शुरू हो गई है। कृपया अगली गाड़ी से 10 किलो गुड़ भेज दीजिए।\n\n{SIG2_HI}",
    f"Subject: Gur\n\nAnil ji namaste,\n\nSardiyon mein gur ki maang jaldi shuru ho gayi hai. Kripya agli gaadi se 10 kg gur bhej dijiye.\n\n{SIG2_HL}")

# r024 condition with a price and a quantity
add("formal", [K("offer", I("tomato-1kg", 50, 26.0))],
    f"Subject: Tomatoes\n\nDear Mr. Gupta,\n\nTomato prices at the Dubagga mandi fell to ₹22 a kg yesterday. If you can bring yours to ₹26 per kg, we will take 50 kg.\n\n{SIG_EN}",
    f"विषय: टमाटर\n\nआदरणीय गुप्ता जी,\n\nकल दुबग्गा मंडी में टमाटर ₹22 किलो तक गिर गया। अगर आप अपना रेट ₹26 प्रति किलो कर दें, तो हम 50 किलो ले लेंगे।\n\n{SIG_HI}",
    f"Subject: Tamatar\n\nGupta ji namaste,\n\nKal Dubagga mandi mein tamatar ₹22 kilo tak gir gaya. Agar aap apna rate ₹26 per kg kar dein, to hum 50 kg le lenge.\n\n{SIG_HL}")

# r025 dispute of a short delivery on a bill
add("formal", [K("dispute", b="B8")],
    f"Subject: Short delivery – bill B8\n\nDear Anil ji,\n\nBill B8 shows 40 kg of potatoes, but only 30 kg arrived on the 9th; our delivery slip no. 3318 confirms it. Please correct the bill.\n\n{SIG_EN}",
    f"विषय: कम माल – बिल B8\n\nआदरणीय अनिल जी,\n\nबिल B8 में 40 किलो आलू लिखा है, लेकिन 9 तारीख़ को सिर्फ़ 30 किलो आया; हमारी डिलीवरी पर्ची नं. 3318 में यही दर्ज है। कृपया बिल ठीक कीजिए।\n\n{SIG_HI}",
    f"Subject: Kam maal – bill B8\n\nAnil ji namaste,\n\nBill B8 mein 40 kg aloo likha hai, lekin 9 tareekh ko sirf 30 kg aaya; humari delivery parchi no. 3318 mein yahi darj hai. Kripya bill theek kijiye.\n\n{SIG_HL}")

# r026 goods added to one order, and a delivery question about another
add("formal", [K("order", I("ghee-1l", 5), o="O14"), K("ask_delivery", o="O13")],
    f"Subject: O13 and O14\n\nDear Mr. Gupta,\n\nPlease add 5 litres of ghee to order O14. Also, could you tell me whether O13 has been dispatched?\n\n{SIG_EN}",
    f"विषय: O13 और O14\n\nआदरणीय गुप्ता जी,\n\nकृपया ऑर्डर O14 में 5 लीटर घी जोड़ दीजिए। साथ ही बताइए कि O13 भेजा गया या नहीं?\n\n{SIG_HI}",
    f"Subject: O13 aur O14\n\nGupta ji namaste,\n\nKripya order O14 mein 5 litre ghee jod dijiye. Saath hi bataiye ki O13 bheja gaya ya nahi?\n\n{SIG_HL}")

# r027 cancel with dates as background
add("formal", [K("cancel", o="O15")],
    f"Subject: Cancellation – O15\n\nDear Anil ji,\n\nWith heavy rain forecast for the 18th and 19th, the market will be closed both days. Please cancel order O15.\n\n{SIG_EN}",
    f"विषय: O15 रद्द\n\nआदरणीय अनिल जी,\n\n18 और 19 तारीख़ को भारी बारिश की चेतावनी है, दोनों दिन बाज़ार बंद रहेगा। कृपया ऑर्डर O15 कैंसल कर दीजिए।\n\n{SIG_HI}",
    f"Subject: O15 cancel\n\nAnil ji namaste,\n\n18 aur 19 tareekh ko bhaari baarish ki warning hai, dono din market band rahega. Kripya order O15 cancel kar dijiye.\n\n{SIG_HL}")

# r028 payment without a bill id (an invoice-style number is not the bill's id)
add("formal", [],
    f"Subject: Payment for last week's supplies\n\nDear Mr. Gupta,\n\nWe have sent ₹8,500 by NEFT for last week's supplies (our voucher no. 2026/118). Kindly confirm.\n\n{SIG_EN}",
    f"विषय: पिछले हफ़्ते के माल का भुगतान\n\nआदरणीय गुप्ता जी,\n\nहमने पिछले हफ़्ते के माल के ₹8,500 NEFT से भेज दिए हैं (हमारा वाउचर नं. 2026/118)। कृपया पुष्टि करें।\n\n{SIG_HI}",
    f"Subject: Pichhle hafte ke maal ka payment\n\nGupta ji namaste,\n\nHumne pichhle hafte ke maal ke ₹8,500 NEFT se bhej diye hain (humara voucher no. 2026/118). Kripya confirm karein.\n\n{SIG_HL}",
    reason="no_id", note="A payment with no bill id: the voucher number is the shop's own, not a bill of the supplier's.")

# r029 two alternatives, neither chosen
add("formal", [],
    f"Subject: Chana dal\n\nDear Anil ji,\n\nWe are weighing two options for chana dal: 40 kg at ₹74 per kg, or 30 kg at ₹72 per kg. Let us know which suits you better.\n\n{SIG_EN}",
    f"विषय: चना दाल\n\nआदरणीय अनिल जी,\n\nचना दाल के लिए हम दो विकल्प सोच रहे हैं: 40 किलो ₹74 प्रति किलो, या 30 किलो ₹72 प्रति किलो। बताइए आपको कौन सा ठीक लगता है।\n\n{SIG_HI}",
    f"Subject: Chana dal\n\nAnil ji namaste,\n\nChana dal ke liye hum do option soch rahe hain: 40 kg ₹74 per kg, ya 30 kg ₹72 per kg. Bataiye aapko kaun sa theek lagta hai.\n\n{SIG_HL}",
    reason="ambiguous_intent", note="Two alternative offers and the supplier is asked to choose: no single offer to answer.")

# r030 cancel with no id
add("formal", [],
    f"Subject: Cancellation\n\nDear Mr. Gupta,\n\nPlans have changed at our end after the 10th. Please cancel our last order.\n\n{SIG_EN}",
    f"विषय: कैंसलेशन\n\nआदरणीय गुप्ता जी,\n\n10 तारीख़ के बाद हमारी योजना बदल गई है। कृपया हमारा पिछला ऑर्डर कैंसल कर दीजिए।\n\n{SIG_HI}",
    f"Subject: Cancellation\n\nGupta ji namaste,\n\n10 tareekh ke baad humara plan badal gaya hai. Kripya humara pichhla order cancel kar dijiye.\n\n{SIG_HL}",
    reason="no_id", note="'Our last order' names no order id and no goods.")

# r031 an earlier order named as background; a new order
add("chatty", [K("order", I("rice-1kg", 80))],
    f"Subject: Rice for December\n\nHello Anil ji,\n\nLast month we ordered 60 kg of rice from you (order O3) and it ran out by the 25th. This month please send 80 kg.\n\n{SIG2_EN}",
    f"विषय: दिसंबर के लिए चावल\n\nनमस्ते अनिल जी,\n\nपिछले महीने हमने आपसे 60 किलो चावल मँगाया था (ऑर्डर O3) और वह 25 तारीख़ तक ख़त्म हो गया। इस महीने 80 किलो भेज दीजिए।\n\n{SIG2_HI}",
    f"Subject: December ke liye chawal\n\nNamaste Anil ji,\n\nPichhle mahine humne aapse 60 kg chawal mangaya tha (order O3) aur woh 25 tareekh tak khatam ho gaya. Is mahine 80 kg bhej dijiye.\n\n{SIG2_HL}")

# r032 a competitor's lower price told; the supplier's quoted price accepted; order
add("quoted", [K("accept", I("tea-250g", None, 118.0)), K("order", I("tea-250g", 40))],
    f"Dear Mr. Gupta,\n\nRamesh Traders quoted us ₹112, but we value your service; ₹118 is fine. Please send 40 packets.\n\n{SIG_EN}\n\n> Tata Tea 250 g: ₹118 per packet, fresh stock.",
    f"आदरणीय गुप्ता जी,\n\nरमेश ट्रेडर्स ने हमें ₹112 बताया, पर हमें आपकी सर्विस पसंद है; ₹118 ठीक है। 40 पैकेट भेज दीजिए।\n\n{SIG_HI}\n\n> टाटा टी 250 ग्राम: ₹118 प्रति पैकेट, ताज़ा स्टॉक।",
    f"Gupta ji namaste,\n\nRamesh Traders ne humein ₹112 bataya, par humein aapki service pasand hai; ₹118 theek hai. 40 packet bhej dijiye.\n\n{SIG_HL}\n\n> Tata Tea 250 g: ₹118 per packet, fresh stock.")

# r033 a rate asked with the volume planned
add("formal", [K("ask_quote", I("sugar-1kg", 200))],
    f"Subject: Sugar for the wedding season\n\nDear Anil ji,\n\nWe expect to need about 200 kg of sugar over the wedding season, which runs till mid-February. What is your best rate per kg?\n\n{SIG_EN}",
    f"विषय: शादी के सीज़न के लिए चीनी\n\nआदरणीय अनिल जी,\n\nशादी के सीज़न में, जो फ़रवरी के बीच तक चलेगा, हमें लगभग 200 किलो चीनी की ज़रूरत होगी। आपका सबसे अच्छा रेट प्रति किलो क्या होगा?\n\n{SIG_HI}",
    f"Subject: Shaadi ke season ke liye cheeni\n\nAnil ji namaste,\n\nShaadi ke season mein, jo February ke beech tak chalega, humein lagbhag 200 kg cheeni ki zaroorat hogi. Aapka sabse achha rate per kg kya hoga?\n\n{SIG_HL}",
    note="gold_changed: first written with no quantity; corrected to 200, the quantity the rate is asked for, as the corpora's ask_quote golds carry it (holdout8, holdout137).")

# r034 brands in an order with a mobile number signature
add("formal", [K("order", I("detergent-1kg", 12), I("laundry-bar-1pc", 48))],
    f"Subject: Detergents\n\nDear Mr. Gupta,\n\nKindly send 12 packets of Surf Excel 1 kg and 48 bars of Rin with this week's delivery.\n\nThanks,\nRakesh Sharma\nMob: 9839041276\nPIN 226018",
    f"विषय: डिटर्जेंट\n\nआदरणीय गुप्ता जी,\n\nकृपया इस हफ़्ते की डिलीवरी में सर्फ़ एक्सेल 1 किलो के 12 पैकेट और रिन की 48 टिकिया भेज दीजिए।\n\nधन्यवाद,\nराकेश शर्मा\nमो: 9839041276\nपिन 226018",
    f"Subject: Detergent\n\nGupta ji namaste,\n\nKripya is hafte ki delivery mein Surf Excel 1 kg ke 12 packet aur Rin ki 48 tikiya bhej dijiye.\n\nShukriya,\nRakesh Sharma\nMob: 9839041276\nPIN 226018")

# r035 received an order in full (past); a new order of the same goods
add("quoted", [K("order", I("potato-1kg", 30))],
    f"Dear Anil ji,\n\nReceived O16 in full this morning, thank you. Please send another 30 kg of potatoes at the same rate.\n\n{SIG2_EN}\n\n> Your order O16 (30 kg potatoes @ ₹22/kg) is out for delivery.",
    f"आदरणीय अनिल जी,\n\nआज सुबह O16 पूरा मिल गया, धन्यवाद। कृपया इसी रेट पर 30 किलो आलू और भेज दीजिए।\n\n{SIG2_HI}\n\n> आपका ऑर्डर O16 (30 किलो आलू @ ₹22/किलो) डिलीवरी के लिए निकल चुका है।",
    f"Anil ji namaste,\n\nAaj subah O16 poora mil gaya, shukriya. Kripya isi rate pe 30 kg aloo aur bhej dijiye.\n\n{SIG2_HL}\n\n> Aapka order O16 (30 kg aloo @ ₹22/kg) delivery ke liye nikal chuka hai.")

# r036 delivery question with the goods converted to packets
add("formal", [K("ask_delivery", I("besan-500g", 40), o="O17")],
    f"Subject: O17\n\nDear Mr. Gupta,\n\nCould you confirm when order O17 (20 kg besan) will arrive? We are down to our last 2 packets and the pakora season is on.\n\n{SIG_EN}",
    f"विषय: O17\n\nआदरणीय गुप्ता जी,\n\nकृपया बताइए कि ऑर्डर O17 (20 किलो बेसन) कब तक पहुँचेगा? हमारे पास आख़िरी 2 पैकेट बचे हैं और पकौड़ों का मौसम चल रहा है।\n\n{SIG_HI}",
    f"Subject: O17\n\nGupta ji namaste,\n\nKripya bataiye ki order O17 (20 kg besan) kab tak pahunchega? Humare paas aakhri 2 packet bache hain aur pakodon ka mausam chal raha hai.\n\n{SIG_HL}")

# r037 dispute under a quoted bill line
add("quoted", [K("dispute", b="B12")],
    f"Dear Anil ji,\n\nWe had agreed ₹132 per litre for this oil, not ₹140. Please send a corrected bill.\n\n{SIG_EN}\n\n> Bill B12 — 10 L mustard oil @ ₹140 = ₹1,400",
    f"आदरणीय अनिल जी,\n\nइस तेल के लिए हमारी बात ₹132 प्रति लीटर पर हुई थी, ₹140 पर नहीं। कृपया सही बिल भेजिए।\n\n{SIG_HI}\n\n> बिल B12 — 10 लीटर सरसों तेल @ ₹140 = ₹1,400",
    f"Anil ji namaste,\n\nIs tel ke liye humari baat ₹132 per litre pe hui thi, ₹140 pe nahi. Kripya sahi bill bhejiye.\n\n{SIG_HL}\n\n> Bill B12 — 10 L sarson tel @ ₹140 = ₹1,400",
    note="The bill's id is only in the quoted line, but the message is a reply about that bill; dispute B12.")

# r038 a discount asked; earlier bills and a total as background
add("formal", [K("offer", I("rice-1kg", c=-2.0))],
    f"Subject: Rice rate\n\nDear Mr. Gupta,\n\nOur purchases from you in November totalled ₹1,12,400 across bills B1 to B7. Given this volume, we request a reduction of ₹2 per kg on rice.\n\n{SIG_EN}",
    f"विषय: चावल का रेट\n\nआदरणीय गुप्ता जी,\n\nनवंबर में बिल B1 से B7 तक आपसे हमारी ख़रीद कुल ₹1,12,400 की रही। इसे देखते हुए, हम चावल पर ₹2 प्रति किलो की कमी का अनुरोध करते हैं।\n\n{SIG_HI}",
    f"Subject: Chawal ka rate\n\nGupta ji namaste,\n\nNovember mein bill B1 se B7 tak aapse humari kharid kul ₹1,12,400 ki rahi. Isko dekhte hue, hum chawal pe ₹2 per kg kam karne ki request karte hain.\n\n{SIG_HL}")

# r039 numbered list with pack sizes beside the counts
add("markdown", [K("order", I("salt-1kg", 40), I("turmeric-100g", 25), I("butter-100g", 20))],
    f"Subject: Order\n\nDear Anil ji,\n\nPlease send the following:\n\n1. Tata Salt 1 kg — 40 packets\n2. Everest Haldi 100 g — 25 packets\n3. Amul Butter 100 g — 20 packets\n\n{SIG_EN}",
    f"विषय: ऑर्डर\n\nआदरणीय अनिल जी,\n\nकृपया यह सामान भेजिए:\n\n1. टाटा नमक 1 किलो — 40 पैकेट\n2. एवरेस्ट हल्दी 100 ग्राम — 25 पैकेट\n3. अमूल मक्खन 100 ग्राम — 20 पैकेट\n\n{SIG_HI}",
    f"Subject: Order\n\nAnil ji namaste,\n\nKripya yeh saamaan bhejiye:\n\n1. Tata Salt 1 kg — 40 packet\n2. Everest Haldi 100 g — 25 packet\n3. Amul Butter 100 g — 20 packet\n\n{SIG_HL}")

# r040 table whose amount disagrees with qty x rate
add("markdown", [],
    f"Subject: Rice order\n\nDear Mr. Gupta,\n\nPlease send:\n\n| Item | Qty | Rate | Amount |\n|---|---|---|---|\n| Rice | 50 kg | ₹38/kg | ₹2,000 |\n\n{SIG_EN}",
    f"विषय: चावल का ऑर्डर\n\nआदरणीय गुप्ता जी,\n\nकृपया भेजिए:\n\n| सामान | मात्रा | रेट | रक़म |\n|---|---|---|---|\n| चावल | 50 किलो | ₹38/किलो | ₹2,000 |\n\n{SIG_HI}",
    f"Subject: Chawal ka order\n\nGupta ji namaste,\n\nKripya bhejiye:\n\n| Item | Qty | Rate | Amount |\n|---|---|---|---|\n| Chawal | 50 kg | ₹38/kg | ₹2,000 |\n\n{SIG_HL}",
    reason="contradictory", note="50 kg at ₹38 is ₹1,900, not the ₹2,000 the amount column says.")

# r041 acceptance of a quoted price with the quantity ordered in a table below
add("quoted", [K("accept", I("curd-400g", None, 34.0)), K("order", I("curd-400g", 60))],
    f"Dear Anil ji,\n\nAgreed on the curd rate. Please send 60 packets on Thursday.\n\n{SIG_EN}\n\n-----Original Message-----\nFrom: Gupta Traders\nSent: 8 December 2026 09:40\n\nDear Sir, Mother Dairy dahi 400 g is ₹34 per packet this week. We have 200 packets in stock.",
    f"आदरणीय अनिल जी,\n\nदही का रेट मंज़ूर है। गुरुवार को 60 पैकेट भेज दीजिए।\n\n{SIG_HI}\n\n-----Original Message-----\nFrom: गुप्ता ट्रेडर्स\nSent: 8 दिसंबर 2026 09:40\n\nसर, मदर डेयरी दही 400 ग्राम इस हफ़्ते ₹34 प्रति पैकेट है। हमारे पास 200 पैकेट स्टॉक में हैं।",
    f"Anil ji namaste,\n\nDahi ka rate manzoor hai. Thursday ko 60 packet bhej dijiye.\n\n{SIG_HL}\n\n-----Original Message-----\nFrom: Gupta Traders\nSent: 8 December 2026 09:40\n\nSir, Mother Dairy dahi 400 g is hafte ₹34 per packet hai. Humare paas 200 packet stock mein hain.")

# r042 bananas by the piece in a polished order with a delivery time
add("formal", [K("order", I("banana-1dozen", 10, 48.0))],
    f"Subject: Bananas for Sunday\n\nDear Mr. Gupta,\n\nPlease send 120 bananas at ₹4 each before 7 AM on Sunday the 13th. The temple committee has booked them for prasad.\n\n{SIG_EN}",
    f"विषय: रविवार के लिए केले\n\nआदरणीय गुप्ता जी,\n\nकृपया रविवार 13 तारीख़ को सुबह 7 बजे से पहले 120 केले ₹4 प्रति केला भेज दीजिए। मंदिर समिति ने प्रसाद के लिए बुक किए हैं।\n\n{SIG_HI}",
    f"Subject: Sunday ke liye kele\n\nGupta ji namaste,\n\nKripya Sunday 13 tareekh ko subah 7 baje se pehle 120 kele ₹4 per kela bhej dijiye. Mandir committee ne prasad ke liye book kiye hain.\n\n{SIG_HL}")

# r043 order plus a payment in one mail
add("formal", [K("pay", b="B10"), K("order", I("chilli-powder-100g", 30), I("incense-1pack", 50))],
    f"Subject: Payment B10 and next order\n\nDear Anil ji,\n\nWe have paid bill B10 in full by UPI today. Along with the next van, please send 30 packets of red chilli powder and 50 packets of Cycle agarbatti.\n\n{SIG_EN}",
    f"विषय: B10 का भुगतान और अगला ऑर्डर\n\nआदरणीय अनिल जी,\n\nहमने आज बिल B10 का पूरा भुगतान UPI से कर दिया है। अगली गाड़ी के साथ लाल मिर्च के 30 पैकेट और साइकिल अगरबत्ती के 50 पैकेट भेज दीजिए।\n\n{SIG_HI}",
    f"Subject: B10 ka payment aur agla order\n\nAnil ji namaste,\n\nHumne aaj bill B10 ka poora payment UPI se kar diya hai. Agli gaadi ke saath laal mirch ke 30 packet aur Cycle agarbatti ke 50 packet bhej dijiye.\n\n{SIG_HL}")

# r044 a condition on a price with stock-on-hand background, Devanagari digits in Hindi
add("chatty", [K("offer", I("almonds-100g", 30, 85.0))],
    f"Subject: Almonds\n\nHi Anil ji,\n\nWe sold 18 packets of almonds over the weekend and have only 4 left. If you can give them at ₹85 a packet, we'll take 30 packets.\n\n{SIG2_EN}",
    f"विषय: बादाम\n\nनमस्ते अनिल जी,\n\nवीकेंड पर बादाम के १८ पैकेट बिक गए और सिर्फ़ ४ बचे हैं। अगर आप ₹८५ पैकेट दे सकें, तो हम ३० पैकेट लेंगे।\n\n{SIG2_HI}",
    f"Subject: Badam\n\nNamaste Anil ji,\n\nWeekend pe badam ke 18 packet bik gaye aur sirf 4 bache hain. Agar aap ₹85 packet de sakein, to hum 30 packet lenge.\n\n{SIG2_HL}")

# r045 another supplier's delivery and price as background; the order is for other goods
add("chatty", [K("order", I("moong-dal-1kg", 10))],
    f"Subject: Moong dal\n\nHello Anil ji,\n\nVerma Traders delivered 20 kg of toor dal at ₹128 yesterday, so we are covered on that. Please send 10 kg of moong dal with tomorrow's van.\n\n{SIG2_EN}",
    f"विषय: मूंग दाल\n\nनमस्ते अनिल जी,\n\nवर्मा ट्रेडर्स ने कल 20 किलो तूर दाल ₹128 में दे दी, तो उसकी ज़रूरत नहीं है। कृपया कल की गाड़ी से 10 किलो मूंग दाल भेज दीजिए।\n\n{SIG2_HI}",
    f"Subject: Moong dal\n\nNamaste Anil ji,\n\nVerma Traders ne kal 20 kg toor dal ₹128 mein de di, to uski zaroorat nahi hai. Kripya kal ki gaadi se 10 kg moong dal bhej dijiye.\n\n{SIG2_HL}")

# r046 last month's bill for the goods as background; a rate asked
add("formal", [K("ask_quote", I("ghee-1l"))],
    f"Subject: Ghee rate for December\n\nDear Mr. Gupta,\n\nYour bill B3 for 25 litres of ghee came to ₹13,250 in November. What is your rate for ghee this month?\n\n{SIG_EN}",
    f"विषय: दिसंबर में घी का रेट\n\nआदरणीय गुप्ता जी,\n\nनवंबर में 25 लीटर घी का आपका बिल B3 ₹13,250 का था। इस महीने घी का आपका रेट क्या है?\n\n{SIG_HI}",
    f"Subject: December mein ghee ka rate\n\nGupta ji namaste,\n\nNovember mein 25 litre ghee ka aapka bill B3 ₹13,250 ka tha. Is mahine ghee ka aapka rate kya hai?\n\n{SIG_HL}")

# r047 a subject line with the count the body changes
add("formal", [K("order", I("sugar-1kg", 40))],
    f"Subject: 50 kg sugar order\n\nDear Anil ji,\n\nPlease send 40 kg of sugar, not the 50 kg I mentioned on the phone; Sunday's sales were slower than we hoped.\n\n{SIG_EN}",
    f"विषय: 50 किलो चीनी का ऑर्डर\n\nआदरणीय अनिल जी,\n\nकृपया 40 किलो चीनी भेजिए, फ़ोन पर बताए 50 किलो नहीं; रविवार की बिक्री उम्मीद से कम रही।\n\n{SIG_HI}",
    f"Subject: 50 kg cheeni ka order\n\nAnil ji namaste,\n\nKripya 40 kg cheeni bhejiye, phone pe bataye 50 kg nahi; Sunday ki bikri umeed se kam rahi.\n\n{SIG_HL}")

# r048 the shop's own earlier message quoted (its goods arrived); a new order
add("quoted", [K("order", I("tomato-1kg", 20))],
    f"Dear Mr. Gupta,\n\nThe onions from my message below arrived this morning, thank you. Now please send 20 kg of tomatoes.\n\n{SIG_EN}\n\n> On 2 Dec 2026, Rakesh Sharma wrote:\n> Please send 30 kg onions by Thursday.",
    f"आदरणीय गुप्ता जी,\n\nनीचे वाले मेरे संदेश का प्याज़ आज सुबह आ गया, धन्यवाद। अब कृपया 20 किलो टमाटर भेज दीजिए।\n\n{SIG_HI}\n\n> 2 दिसंबर 2026 को राकेश शर्मा ने लिखा:\n> कृपया गुरुवार तक 30 किलो प्याज़ भेज दीजिए।",
    f"Gupta ji namaste,\n\nNeeche wale mere message ka pyaaz aaj subah aa gaya, shukriya. Ab kripya 20 kg tamatar bhej dijiye.\n\n{SIG_HL}\n\n> 2 Dec 2026 ko Rakesh Sharma ne likha:\n> Kripya Thursday tak 30 kg pyaaz bhej dijiye.")

# r049 a retail price as background; an order at a price
add("formal", [K("order", I("tomato-1kg", 25, 27.0))],
    f"Subject: Tomatoes\n\nDear Anil ji,\n\nTomatoes are selling at ₹35 a kilo at retail in Aminabad this week. Please send 25 kg of tomatoes at ₹27 per kg.\n\n{SIG_EN}",
    f"विषय: टमाटर\n\nआदरणीय अनिल जी,\n\nइस हफ़्ते अमीनाबाद में टमाटर ₹35 किलो फुटकर बिक रहा है। कृपया 25 किलो टमाटर ₹27 प्रति किलो भेज दीजिए।\n\n{SIG_HI}",
    f"Subject: Tamatar\n\nAnil ji namaste,\n\nIs hafte Aminabad mein tamatar ₹35 kilo retail mein bik raha hai. Kripya 25 kg tamatar ₹27 per kg bhej dijiye.\n\n{SIG_HL}")

# r050 payment; the bill id only in the subject line
add("formal", [K("pay", b="B9")],
    f"Subject: Re: Bill B9\n\nDear Mr. Gupta,\n\nPayment of ₹6,240 has been made via UPI today (ref. 6654 3321 0098). Kindly confirm receipt.\n\n{SIG_EN}",
    f"विषय: Re: बिल B9\n\nआदरणीय गुप्ता जी,\n\n₹6,240 का भुगतान आज UPI से कर दिया गया है (रेफ़. 6654 3321 0098)। कृपया मिलने की पुष्टि करें।\n\n{SIG_HI}",
    f"Subject: Re: Bill B9\n\nGupta ji namaste,\n\n₹6,240 ka payment aaj UPI se kar diya gaya hai (ref. 6654 3321 0098). Kripya milne ki confirmation dein.\n\n{SIG_HL}")

# r051 a part cancel under a quoted dispatch note that lists the order's goods
add("quoted", [K("cancel", I("butter-100g", 10), o="O18")],
    f"Dear Anil ji,\n\nPlease cancel 10 packets of butter from O18; the rest can come as planned.\n\n{SIG_EN}\n\n-----Original Message-----\nFrom: Gupta Traders\nSent: 10 December 2026 17:02\n\nO18 packed: 48 packets butter, 20 kg sugar. Dispatch tomorrow 8 AM.",
    f"आदरणीय अनिल जी,\n\nकृपया O18 में से मक्खन के 10 पैकेट कैंसल कर दीजिए; बाकी माल तय हिसाब से आ जाए।\n\n{SIG_HI}\n\n-----Original Message-----\nFrom: गुप्ता ट्रेडर्स\nSent: 10 दिसंबर 2026 17:02\n\nO18 पैक: मक्खन 48 पैकेट, चीनी 20 किलो। कल सुबह 8 बजे डिस्पैच।",
    f"Anil ji namaste,\n\nKripya O18 mein se makkhan ke 10 packet cancel kar dijiye; baaki maal tay hisaab se aa jaye.\n\n{SIG_HL}\n\n-----Original Message-----\nFrom: Gupta Traders\nSent: 10 December 2026 17:02\n\nO18 packed: makkhan 48 packet, cheeni 20 kg. Dispatch kal subah 8 baje.")

# r052 a table whose units are in the header row and the cells bare numbers
add("markdown", [K("order", I("onion-1kg", 30, 28.0), I("potato-1kg", 40, 21.0))],
    f"Subject: Vegetables order\n\nDear Mr. Gupta,\n\nPlease send the following tomorrow:\n\n| Item | Qty (kg) | Rate (₹/kg) |\n|---|---|---|\n| Onion | 30 | 28 |\n| Potato | 40 | 21 |\n\n{SIG_EN}",
    f"विषय: सब्ज़ी का ऑर्डर\n\nआदरणीय गुप्ता जी,\n\nकृपया कल यह भेज दीजिए:\n\n| सामान | मात्रा (किलो) | रेट (₹/किलो) |\n|---|---|---|\n| प्याज़ | 30 | 28 |\n| आलू | 40 | 21 |\n\n{SIG_HI}",
    f"Subject: Sabzi ka order\n\nGupta ji namaste,\n\nKripya kal yeh bhej dijiye:\n\n| Item | Qty (kg) | Rate (₹/kg) |\n|---|---|---|\n| Pyaaz | 30 | 28 |\n| Aloo | 40 | 21 |\n\n{SIG_HL}")

# r053 last month's total and rate as background; an order at last month's rate (no price)
add("formal", [K("order", I("ghee-1l", 10))],
    f"Subject: Ghee\n\nDear Anil ji,\n\nLast month's purchases from you came to ₹52,000 and we plan to buy about the same this month. To begin, please send 10 litres of ghee at last month's rate.\n\n{SIG_EN}",
    f"विषय: घी\n\nआदरणीय अनिल जी,\n\nपिछले महीने आपसे ₹52,000 की ख़रीद हुई थी और इस महीने भी लगभग उतनी ही करने का इरादा है। शुरुआत में, पिछले महीने के रेट पर 10 लीटर घी भेज दीजिए।\n\n{SIG_HI}",
    f"Subject: Ghee\n\nAnil ji namaste,\n\nPichhle mahine aapse ₹52,000 ki kharid hui thi aur is mahine bhi lagbhag utni hi karne ka irada hai. Shuruaat mein, pichhle mahine ke rate pe 10 litre ghee bhej dijiye.\n\n{SIG_HL}")

# r054 cancel with the id in the subject line only
add("formal", [K("cancel", o="O20")],
    f"Subject: Cancel O20\n\nDear Mr. Gupta,\n\nPlease treat this order as cancelled; the customer who wanted the goods has backed out.\n\n{SIG_EN}",
    f"विषय: O20 कैंसल\n\nआदरणीय गुप्ता जी,\n\nकृपया इस ऑर्डर को कैंसल समझिए; जिस ग्राहक के लिए माल चाहिए था, उसने मना कर दिया है।\n\n{SIG_HI}",
    f"Subject: O20 cancel\n\nGupta ji namaste,\n\nKripya is order ko cancel samjhiye; jis customer ke liye maal chahiye tha, usne mana kar diya hai.\n\n{SIG_HL}")

# r055 stock on hand said as a figure next to the goods ordered
add("chatty", [K("order", I("matchbox-1pc", 100), I("bath-soap-75g", 36))],
    f"Subject: Small items\n\nHi Anil ji,\n\nWe're down to 6 matchboxes and 3 bars of Lifebuoy. Please send 10 bundles of matchboxes and 3 cases of Lifebuoy soap.\n\n{SIG2_EN}",
    f"विषय: छोटा सामान\n\nनमस्ते अनिल जी,\n\nहमारे पास बस 6 माचिस और लाइफ़बॉय की 3 टिकिया बची हैं। कृपया माचिस के 10 बंडल और लाइफ़बॉय साबुन की 3 पेटी भेज दीजिए।\n\n{SIG2_HI}",
    f"Subject: Chhota saamaan\n\nNamaste Anil ji,\n\nHumare paas bas 6 machis aur Lifebuoy ki 3 tikiya bachi hain. Kripya machis ke 10 bundle aur Lifebuoy sabun ki 3 peti bhej dijiye.\n\n{SIG2_HL}")


def main() -> None:
    write_triples(HERE, T)


if __name__ == "__main__":
    main()
