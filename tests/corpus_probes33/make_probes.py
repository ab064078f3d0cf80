import json, sys
OUT = __import__("os").path.dirname(__import__("os").path.abspath(__file__))
def it(sku, q=None, p=None, t=None, c=None):
    return {"sku": sku, "quantity": q, "unit_price_inr": p, "total_price_inr": t, "price_change_inr": c}
def I(kind, *items, oid=None, bid=None):
    return {"kind": kind, "items": list(items), "order_id": oid, "bill_id": bid, "total_inr": None}
ROWS = []
def P(style, en, hi, hl, gold, reason="", note=""):
    ROWS.append((style, en, hi, hl, gold, reason, note))

# ---- formal e-mails with markdown tables (request and background columns)
P("markdown",
"Dear Sharma ji,\n\nPlease find our requirement for next week below.\n\n| Item | Stock in hand | Sold last month | Order qty | Our price |\n|---|---|---|---|---|\n| Sugar | 12 kg | 80 kg | 50 kg | ₹40/kg |\n| Toor dal | 4 kg | 30 kg | 20 kg | ₹132/kg |\n\nKindly confirm.\n\nRegards,\nRamesh Gupta\nGupta Kirana Store\nPh: 98100 12345",
"आदरणीय शर्मा जी,\n\nअगले हफ़्ते की हमारी ज़रूरत नीचे है।\n\n| सामान | दुकान में स्टॉक | पिछले महीने बिक्री | ऑर्डर मात्रा | हमारा भाव |\n|---|---|---|---|---|\n| चीनी | 12 किलो | 80 किलो | 50 किलो | ₹40/किलो |\n| तूर दाल | 4 किलो | 30 किलो | 20 किलो | ₹132/किलो |\n\nकृपया पुष्टि करें।\n\nधन्यवाद,\nरमेश गुप्ता\nगुप्ता किराना स्टोर\nफ़ोन: 98100 12345",
"Sharma ji namaste,\n\nAgle hafte ki requirement neeche hai.\n\n| Item | Stock | Pichle mahine bikri | Order qty | Hamara rate |\n|---|---|---|---|---|\n| Cheeni | 12 kg | 80 kg | 50 kg | ₹40/kg |\n| Toor dal | 4 kg | 30 kg | 20 kg | ₹132/kg |\n\nConfirm kar dijiye.\n\nDhanyavaad,\nRamesh Gupta\nGupta Kirana Store\nPh: 98100 12345",
[I("order", it("sugar-1kg", 50, 40.0), it("toor-dal-1kg", 20, 132.0))])

P("markdown",
"Subject: Weekly order\n\nDear Sir,\n\n| Item | MRP | Last bill rate | Required |\n|---|---|---|---|\n| Rice | ₹43/kg | ₹38/kg | 100 kg |\n| Mustard oil | ₹150/L | ₹134/L | 20 L |\n\nPlease send the required quantities and bill at your current rates.\n\nThanks,\nAnil\nAnil Stores",
"विषय: साप्ताहिक ऑर्डर\n\nमहोदय,\n\n| सामान | एमआरपी | पिछले बिल का रेट | चाहिए |\n|---|---|---|---|\n| चावल | ₹43/किलो | ₹38/किलो | 100 किलो |\n| सरसों का तेल | ₹150/लीटर | ₹134/लीटर | 20 लीटर |\n\nकृपया ज़रूरी मात्रा भेज दें और अपने आज के रेट से बिल बनाएँ।\n\nधन्यवाद,\nअनिल\nअनिल स्टोर्स",
"Subject: Weekly order\n\nSir,\n\n| Item | MRP | Pichle bill ka rate | Chahiye |\n|---|---|---|---|\n| Chawal | ₹43/kg | ₹38/kg | 100 kg |\n| Sarson ka tel | ₹150/L | ₹134/L | 20 L |\n\nJitna chahiye utna bhej dijiye, bill aaj ke rate se bana dena.\n\nThanks,\nAnil\nAnil Stores",
[I("order", it("rice-1kg", 100), it("mustard-oil-1l", 20))])

P("markdown",
"Hello,\n\nOur order for this week:\n\n| Item | Current stock | Weekly sale | Qty to send |\n|---|---|---|---|\n| Eggs | 2 trays | 8 trays | 6 trays |\n| Bread | 5 packets | 40 packets | 30 packets |\n| Butter | 10 packets | 12 packets | — |\n\nRegards,\nSunita, Sunita General Store",
"नमस्ते,\n\nइस हफ़्ते का ऑर्डर:\n\n| सामान | अभी का स्टॉक | हफ़्ते की बिक्री | भेजनी है |\n|---|---|---|---|\n| अंडे | 2 ट्रे | 8 ट्रे | 6 ट्रे |\n| ब्रेड | 5 पैकेट | 40 पैकेट | 30 पैकेट |\n| मक्खन | 10 पैकेट | 12 पैकेट | — |\n\nधन्यवाद,\nसुनीता, सुनीता जनरल स्टोर",
"Namaste,\n\nIs hafte ka order:\n\n| Item | Abhi ka stock | Hafte ki bikri | Bhejna hai |\n|---|---|---|---|\n| Ande | 2 tray | 8 tray | 6 tray |\n| Bread | 5 packet | 40 packet | 30 packet |\n| Makkhan | 10 packet | 12 packet | — |\n\nDhanyavaad,\nSunita, Sunita General Store",
[I("order", it("eggs-1pc", 180), it("bread-400g", 30))])

P("markdown",
"Dear Supplier,\n\n| Item | Qty | Price offered |\n|---|---|---|\n| Chana dal | 25 kg | ₹76/kg |\n| Besan | 10 kg | ₹100/kg |\n\nIf these prices work for you, please confirm and we will place the order.\n\nRegards,\nVikas",
"प्रिय सप्लायर,\n\n| सामान | मात्रा | हमारा प्रस्ताव |\n|---|---|---|\n| चना दाल | 25 किलो | ₹76/किलो |\n| बेसन | 10 किलो | ₹100/किलो |\n\nअगर ये भाव आपको ठीक लगें तो पुष्टि करें, हम ऑर्डर दे देंगे।\n\nधन्यवाद,\nविकास",
"Dear Supplier,\n\n| Item | Qty | Hamara offer |\n|---|---|---|\n| Chana dal | 25 kg | ₹76/kg |\n| Besan | 10 kg | ₹100/kg |\n\nAgar ye rate aapko theek lagein to confirm karein, hum order de denge.\n\nRegards,\nVikas",
[I("offer", it("chana-dal-1kg", 25, 76.0), it("besan-500g", 20, 50.0))])

P("markdown",
"Hi,\n\n| Item | Last bill (₹) | Qty now |\n|---|---|---|\n| Tea 250 g | 115 | 20 packets |\n| Parle-G | 4.20 | 10 dozen |\n\nPlease dispatch today.\n\nMeena Stores",
"नमस्ते,\n\n| सामान | पिछला बिल (₹) | अभी मात्रा |\n|---|---|---|\n| चाय 250 ग्राम | 115 | 20 पैकेट |\n| पारले-जी | 4.20 | 10 दर्जन |\n\nआज ही भेज दें।\n\nमीना स्टोर्स",
"Hi,\n\n| Item | Pichla bill (₹) | Abhi qty |\n|---|---|---|\n| Chai patti 250 g | 115 | 20 packet |\n| Parle-G | 4.20 | 10 dozen |\n\nAaj hi bhej dijiye.\n\nMeena Stores",
[I("order", it("tea-250g", 20), it("biscuits-65g", 120))])

P("formal",
"Dear Mr. Kapoor,\n\nThank you for your prompt delivery last week; the 40 kg of atta and 30 kg of sugar arrived in good condition.\n\nThis week, please send 12 bags of atta (5 kg) and 25 kg of sugar.\n\nWarm regards,\nPriya Nair\nNair Provisions\nGSTIN 07ABCDE1234F1Z5 | Ph 98111 22334",
"प्रिय कपूर जी,\n\nपिछले हफ़्ते की समय पर डिलीवरी के लिए धन्यवाद; 40 किलो आटा और 30 किलो चीनी ठीक हालत में पहुँचे।\n\nइस हफ़्ते कृपया आटे के 12 बैग (5 किलो वाले) और 25 किलो चीनी भेजें।\n\nसादर,\nप्रिया नायर\nनायर प्रोविज़न्स\nजीएसटीआईएन 07ABCDE1234F1Z5 | फ़ोन 98111 22334",
"Kapoor ji,\n\nPichle hafte time pe delivery ke liye thanks; 40 kg aata aur 30 kg cheeni theek haalat mein aaye.\n\nIs hafte please aate ke 12 bag (5 kg wale) aur 25 kg cheeni bhej dijiye.\n\nRegards,\nPriya Nair\nNair Provisions\nGSTIN 07ABCDE1234F1Z5 | Ph 98111 22334",
[I("order", it("atta-5kg", 12), it("sugar-1kg", 25))])

# ---- WhatsApp terse
P("terse", "Send 2 sacks sugar and 1 case Maggi", "2 बोरी चीनी और 1 पेटी मैगी भेजो", "bhaiya 2 bori cheeni aur 1 peti maggi bhejo",
  [I("order", it("sugar-1kg", 100), it("noodles-70g", 12))])
P("terse", "10 litres milk, 2 kg paneer tomorrow morning", "10 लीटर दूध, 2 किलो पनीर कल सुबह", "10 litre doodh, 2 kg paneer kal subah",
  [I("order", it("milk-500ml", 20), it("paneer-200g", 10))])
P("terse", "atta 10 bags, sugar 50 kg, mustard oil 15 L", "आटा 10 बैग, चीनी 50 किलो, सरसों तेल 15 लीटर", "aata 10 bag, cheeni 50 kg, sarson tel 15 ltr",
  [I("order", it("atta-5kg", 10), it("sugar-1kg", 50), it("mustard-oil-1l", 15))])
P("terse", "Sold 25 Maggi in 2 days 😄 send 5 dozen more", "2 दिन में 25 मैगी बिक गई 😄 5 दर्जन और भेजो", "2 din mein 25 maggi bik gayi 😄 5 dozen aur bhejo",
  [I("order", it("noodles-70g", 60))])
P("terse", "Can you supply 50 kg by Friday?", "शुक्रवार तक 50 किलो भेज सकते हो?", "Friday tak 50 kg bhej sakte ho?",
  [], "no_item", "no goods named")
P("terse", "Paid ₹2,300 today.", "आज ₹2,300 दे दिए।", "Aaj ₹2,300 de diye.", [], "no_id", "a payment with no bill or order id")
P("terse", "O52 cancel completely", "O52 पूरा कैंसल करो", "O52 poora cancel karo", [I("cancel", oid="O52")])
P("terse", "Bill for O41 please", "O41 का बिल भेजो", "O41 ka bill bhejo", [I("ask_bill", oid="O41")])
P("terse", "no eggs this week. 20 kg onion send", "इस हफ़्ते अंडे नहीं चाहिए। 20 किलो प्याज़ भेजो", "is hafte ande nahi chahiye. 20 kg pyaaz bhejo",
  [I("reject", it("eggs-1pc")), I("order", it("onion-1kg", 20))])

# ---- reasoning left in
P("reasoning",
"<think>Atta stock is 3 packets, we sell about 10 a week. Supplier quoted ₹215 per 5 kg bag last time. I should order 15 bags and offer ₹205.</think>\n\nHello, please send 15 bags of atta (5 kg) at ₹205 per bag.",
"<think>आटे का स्टॉक 3 पैकेट है, हफ़्ते में करीब 10 बिकते हैं। पिछली बार सप्लायर ने 5 किलो बैग का ₹215 बताया था। 15 बैग मँगाऊँ और ₹205 कहूँ।</think>\n\nनमस्ते, कृपया आटे के 15 बैग (5 किलो) ₹205 प्रति बैग पर भेजें।",
"<think>Aate ka stock 3 packet hai, hafte mein kareeb 10 bikte hain. Pichli baar supplier ne 5 kg bag ka ₹215 bataya tha. 15 bag mangaun aur ₹205 bolun.</think>\n\nNamaste, please aate ke 15 bag (5 kg) ₹205 per bag pe bhej dijiye.",
[I("order", it("atta-5kg", 15, 205.0))])
P("reasoning",
"Thought: We have 40 eggs left and sell 60 a day. Need 5 trays. Last price was ₹175 a tray.\nMessage: Please send 5 trays of eggs.",
"विचार: 40 अंडे बचे हैं और रोज़ 60 बिकते हैं। 5 ट्रे चाहिए। पिछला भाव ₹175 ट्रे था।\nसंदेश: कृपया 5 ट्रे अंडे भेजें।",
"Thought: 40 ande bache hain aur roz 60 bikte hain. 5 tray chahiye. Pichla rate ₹175 tray tha.\nMessage: Please 5 tray ande bhej dijiye.",
[I("order", it("eggs-1pc", 150))])
P("reasoning",
"Plan:\n1. Check stock: onion 8 kg, potato 5 kg.\n2. Order 30 kg onion and 40 kg potato.\n3. Ask for delivery by Friday.\n\nMail:\nDear supplier, please send 30 kg onions and 40 kg potatoes by Friday. Thanks.",
"योजना:\n1. स्टॉक देखें: प्याज़ 8 किलो, आलू 5 किलो।\n2. 30 किलो प्याज़ और 40 किलो आलू मँगाएँ।\n3. शुक्रवार तक डिलीवरी माँगें।\n\nमेल:\nप्रिय सप्लायर, कृपया शुक्रवार तक 30 किलो प्याज़ और 40 किलो आलू भेजें। धन्यवाद।",
"Plan:\n1. Stock check: pyaaz 8 kg, aloo 5 kg.\n2. 30 kg pyaaz aur 40 kg aloo order karna hai.\n3. Friday tak delivery maangni hai.\n\nMail:\nSupplier ji, please Friday tak 30 kg pyaaz aur 40 kg aloo bhej dijiye. Thanks.",
[I("order", it("onion-1kg", 30), it("potato-1kg", 40))])
P("reasoning",
"Let me think step by step.\n1. Detergent was quoted at ₹92 a packet, too high.\n2. Market rate is about ₹85.\n3. We need 10 packets.\n\nFinal message:\nWe can't take detergent at ₹92. Please send 10 packets at ₹85.",
"चलो क़दम-दर-क़दम सोचें।\n1. सर्फ़ का भाव ₹92 पैकेट बताया, बहुत ज़्यादा है।\n2. बाज़ार भाव लगभग ₹85 है।\n3. हमें 10 पैकेट चाहिए।\n\nअंतिम संदेश:\n₹92 में सर्फ़ नहीं ले सकते। 10 पैकेट ₹85 में भेज दीजिए।",
"Step by step sochte hain.\n1. Surf ka rate ₹92 packet bataya, bahut zyada hai.\n2. Market rate lagbhag ₹85 hai.\n3. Humein 10 packet chahiye.\n\nFinal message:\n₹92 mein surf nahi le sakte. 10 packet ₹85 mein bhej dijiye.",
[I("offer", it("detergent-1kg", 10, 85.0))])
P("reasoning",
"<think>\nPlan: ghee is running low (2 L left). Quote was ₹540/L. Budget allows 6 L. Rice is fine, 35 kg in stock, so no rice.\n</think>\nPlease send 6 litres of ghee at ₹540 per litre.",
"<think>\nयोजना: घी कम है (2 लीटर बचा)। भाव ₹540/लीटर था। बजट में 6 लीटर आता है। चावल ठीक है, 35 किलो स्टॉक में, तो चावल नहीं।\n</think>\nकृपया 6 लीटर घी ₹540 प्रति लीटर पर भेजें।",
"<think>\nPlan: ghee kam hai (2 L bacha). Rate ₹540/L tha. Budget mein 6 L aata hai. Chawal theek hai, 35 kg stock mein, to chawal nahi.\n</think>\nPlease 6 litre ghee ₹540 per litre pe bhej dijiye.",
[I("order", it("ghee-1l", 6, 540.0))])
P("reasoning",
"Reasoning: Tomatoes sold out yesterday (we sold 30 kg). Supplier's rate ₹26/kg is fair.\nMessage: ₹26 per kg for tomatoes is fine. Send 30 kg.",
"सोच: कल टमाटर ख़त्म हो गए (30 किलो बिके)। सप्लायर का ₹26/किलो ठीक है।\nसंदेश: टमाटर ₹26 किलो ठीक है। 30 किलो भेजो।",
"Reasoning: Kal tamatar khatam ho gaye (30 kg bike). Supplier ka ₹26/kg theek hai.\nMessage: Tamatar ₹26 kilo theek hai. 30 kg bhejo.",
[I("accept", it("tomato-1kg", None, 26.0)), I("order", it("tomato-1kg", 30))])

# ---- tool calls written as text
P("reasoning",
'send_email(to="orders@sharmawholesale.in", subject="Order", body="Please send 10 kg chana dal and 6 packets of haldi.")',
'send_email(to="orders@sharmawholesale.in", subject="ऑर्डर", body="कृपया 10 किलो चना दाल और हल्दी के 6 पैकेट भेजें।")',
'send_email(to="orders@sharmawholesale.in", subject="Order", body="Please 10 kg chana dal aur haldi ke 6 packet bhej dijiye.")',
[I("order", it("chana-dal-1kg", 10), it("turmeric-100g", 6))])
P("reasoning",
'{"action": "send_email", "body": "Kindly send 24 bottles of cold drink at ₹38 each."}',
'{"action": "send_email", "body": "कृपया कोल्ड ड्रिंक की 24 बोतलें ₹38 प्रति बोतल पर भेजें।"}',
'{"action": "send_email", "body": "Please cold drink ki 24 bottle ₹38 per bottle pe bhej dijiye."}',
[I("order", it("soft-drink-750ml", 24, 38.0))])
P("reasoning",
'{"tool": "place_order", "args": {"items": [{"item": "poha", "qty": "10 kg"}, {"item": "suji", "qty": "5 kg"}]}}',
'{"tool": "place_order", "args": {"items": [{"item": "पोहा", "qty": "10 किलो"}, {"item": "सूजी", "qty": "5 किलो"}]}}',
'{"tool": "place_order", "args": {"items": [{"item": "poha", "qty": "10 kilo"}, {"item": "suji", "qty": "5 kilo"}]}}',
[I("order", it("poha-500g", 20), it("suji-500g", 10))])
P("reasoning",
'Action: send_message\nAction Input: {"text": "We will not need salt this month. Please send 5 kg jaggery."}',
'Action: send_message\nAction Input: {"text": "इस महीने नमक नहीं चाहिए। कृपया 5 किलो गुड़ भेजें।"}',
'Action: send_message\nAction Input: {"text": "Is mahine namak nahi chahiye. Please 5 kg gur bhej dijiye."}',
[I("reject", it("salt-1kg")), I("order", it("jaggery-1kg", 5))])

# ---- quoted earlier mails
P("quoted",
"> On 3 July you wrote: Moong dal ₹104/kg, masoor ₹84/kg\n\nThanks. Moong is fine, please send 25 kg. We don't need masoor this time.",
"> 3 जुलाई को आपने लिखा: मूँग दाल ₹104/किलो, मसूर ₹84/किलो\n\nधन्यवाद। मूँग ठीक है, 25 किलो भेज दें। इस बार मसूर नहीं चाहिए।",
"> 3 July ko aapne likha: Moong dal ₹104/kg, masoor ₹84/kg\n\nThanks. Moong theek hai, 25 kg bhej dijiye. Is baar masoor nahi chahiye.",
[I("accept", it("moong-dal-1kg", None, 104.0)), I("order", it("moong-dal-1kg", 25)), I("reject", it("masoor-dal-1kg"))])
P("quoted",
"> Atta ₹215/bag, sugar ₹42/kg, salt ₹22/kg\n\nAtta ok. Sugar please make it ₹40. Salt not needed.",
"> आटा ₹215/बैग, चीनी ₹42/किलो, नमक ₹22/किलो\n\nआटा ठीक है। चीनी ₹40 कर दीजिए। नमक नहीं चाहिए।",
"> Aata ₹215/bag, cheeni ₹42/kg, namak ₹22/kg\n\nAata ok. Cheeni ₹40 kar dijiye. Namak nahi chahiye.",
[I("accept", it("atta-5kg", None, 215.0)), I("offer", it("sugar-1kg", None, 40.0)), I("reject", it("salt-1kg"))])
P("quoted",
"-----Original Message-----\nFrom: Sharma Wholesale\nSent: 2 July\nEggs ₹178 per tray, min 5 trays.\n-----\n\nOK, send 5 trays.",
"-----मूल संदेश-----\nप्रेषक: शर्मा होलसेल\nभेजा: 2 जुलाई\nअंडे ₹178 प्रति ट्रे, कम से कम 5 ट्रे।\n-----\n\nठीक है, 5 ट्रे भेजो।",
"-----Original Message-----\nFrom: Sharma Wholesale\nSent: 2 July\nAnde ₹178 per tray, kam se kam 5 tray.\n-----\n\nTheek hai, 5 tray bhejo.",
[I("accept", it("eggs-1pc", None, 5.9333)), I("order", it("eggs-1pc", 150))])
P("quoted",
"> On 5 July you wrote: Refined oil ₹118/L\n\nLast month you gave it at ₹112. At ₹118 we will pass.",
"> 5 जुलाई को आपने लिखा: रिफाइंड तेल ₹118/लीटर\n\nपिछले महीने आपने ₹112 में दिया था। ₹118 में हम नहीं लेंगे।",
"> 5 July ko aapne likha: Refined tel ₹118/L\n\nPichle mahine aapne ₹112 mein diya tha. ₹118 mein hum nahi lenge.",
[I("reject", it("refined-oil-1l", None, 118.0))])
P("quoted",
"> You wrote: Paneer ₹340/kg, curd ₹32 per 400 g\n\nPaneer 3 kg please. Curd no.",
"> आपने लिखा: पनीर ₹340/किलो, दही ₹32 प्रति 400 ग्राम\n\nपनीर 3 किलो भेजें। दही नहीं।",
"> Aapne likha: Paneer ₹340/kg, dahi ₹32 per 400 g\n\nPaneer 3 kg bhejo. Dahi nahi.",
[I("order", it("paneer-200g", 15)), I("reject", it("curd-400g"))])

# ---- several orders changed at once
P("terse",
"Please make these changes: O14 — cut rice from 50 kg to 30 kg; O15 — cancel the ghee; O16 — add 5 kg jaggery.",
"ये बदलाव कर दें: O14 — चावल 50 किलो से 30 किलो करें; O15 — घी कैंसल करें; O16 — 5 किलो गुड़ जोड़ दें।",
"Ye changes kar dijiye: O14 — chawal 50 kg se 30 kg karo; O15 — ghee cancel karo; O16 — 5 kg gur add karo.",
[I("cancel", it("rice-1kg", 20), oid="O14"), I("cancel", it("ghee-1l"), oid="O15"), I("order", it("jaggery-1kg", 5), oid="O16")])
P("formal",
"Dear Mr. Arora,\n\nTwo changes to our pending orders:\n1. In O21, reduce the eggs from 8 trays to 5 trays.\n2. Cancel O22 completely.\n\nRegards,\nKaran",
"प्रिय अरोड़ा जी,\n\nहमारे बाकी ऑर्डरों में दो बदलाव:\n1. O21 में अंडे 8 ट्रे से घटाकर 5 ट्रे करें।\n2. O22 पूरा कैंसल करें।\n\nधन्यवाद,\nकरण",
"Arora ji,\n\nPending orders mein do changes:\n1. O21 mein ande 8 tray se 5 tray kar dijiye.\n2. O22 poora cancel kar dijiye.\n\nRegards,\nKaran",
[I("cancel", it("eggs-1pc", 90), oid="O21"), I("cancel", oid="O22")])
P("terse",
"Cancel 5 kg of the 20 kg paneer in O30, and send the bill for O29.",
"O30 के 20 किलो पनीर में से 5 किलो कैंसल करो, और O29 का बिल भेजो।",
"O30 ke 20 kg paneer mein se 5 kg cancel karo, aur O29 ka bill bhejo.",
[I("cancel", it("paneer-200g", 25), oid="O30"), I("ask_bill", oid="O29")])

# ---- conditional orders
P("terse", "If you can do ₹36 per kg for rice, send 50 kg; otherwise skip it.",
  "अगर चावल ₹36 किलो कर सको तो 50 किलो भेजो, वरना रहने दो।",
  "Agar chawal ₹36 kilo kar sako to 50 kg bhejo, warna rehne do.",
  [I("offer", it("rice-1kg", 50, 36.0))])
P("formal", "Dear Sir,\n\nIf you can do ₹520 per litre for ghee, please send 6 litres. Otherwise we will skip the ghee this month.\n\nThanks,\nRohit",
  "महोदय,\n\nअगर घी ₹520 प्रति लीटर दे सकें तो 6 लीटर भेज दें। वरना इस महीने घी नहीं लेंगे।\n\nधन्यवाद,\nरोहित",
  "Sir,\n\nAgar ghee ₹520 per litre de sakein to 6 litre bhej dijiye. Warna is mahine ghee nahi lenge.\n\nThanks,\nRohit",
  [I("offer", it("ghee-1l", 6, 520.0))])
P("terse", "If you have Tata Salt in stock, send 10 kg; otherwise skip it.",
  "अगर टाटा नमक स्टॉक में हो तो 10 किलो भेजो, नहीं तो रहने दो।",
  "Agar Tata Salt stock mein ho to 10 kg bhejo, nahi to rehne do.",
  [I("order", it("salt-1kg", 10))])
P("terse", "Would ₹112 a litre work for 30 litres refined oil?", "30 लीटर रिफाइंड ₹112 लीटर में चलेगा?", "30 litre refined ₹112 litre mein chalega?",
  [I("offer", it("refined-oil-1l", 30, 112.0))])

# ---- questions that name quantities
P("terse", "Can you supply 50 kg besan by Friday?", "क्या शुक्रवार तक 50 किलो बेसन भेज सकते हैं?", "Kya Friday tak 50 kg besan bhej sakte ho?",
  [I("order", it("besan-500g", 100))])
P("terse", "Can you give 30 litres refined oil at ₹112 a litre?", "क्या 30 लीटर रिफाइंड तेल ₹112 लीटर पर दे सकते हैं?", "Kya 30 litre refined tel ₹112 litre pe de sakte ho?",
  [I("offer", it("refined-oil-1l", 30, 112.0))])
P("terse", "What is your rate for 50 kg chana dal?", "50 किलो चना दाल का क्या भाव है?", "50 kg chana dal ka kya rate hai?",
  [I("ask_quote", it("chana-dal-1kg", 50))])
P("terse", "When will O40 (30 kg rice) reach us?", "O40 (30 किलो चावल) कब तक पहुँचेगा?", "O40 (30 kg chawal) kab tak pahunchega?",
  [I("ask_delivery", it("rice-1kg", 30), oid="O40")])

# ---- goods not needed, future plans
P("chatty", "We have enough rice and atta for this month, so no need. Just send 10 kg moong dal 🙏",
  "इस महीने के लिए चावल और आटा काफ़ी है, तो ज़रूरत नहीं। बस 10 किलो मूँग दाल भेज दें 🙏",
  "Is mahine ke liye chawal aur aata kaafi hai, to zaroorat nahi. Bas 10 kg moong dal bhej dijiye 🙏",
  [I("reject", it("rice-1kg"), it("atta-5kg")), I("order", it("moong-dal-1kg", 10))])
P("terse", "Next week we'll need around 40 kg sugar; for now send 10 kg.", "अगले हफ़्ते करीब 40 किलो चीनी चाहिए होगी; अभी 10 किलो भेजो।",
  "Agle hafte kareeb 40 kg cheeni chahiye hogi; abhi 10 kg bhejo.", [I("order", it("sugar-1kg", 10))])
P("chatty", "Just a heads-up: from next month we'll need 60 kg rice a week. I'll confirm the order later.",
  "बस बता रहा हूँ: अगले महीने से हर हफ़्ते 60 किलो चावल चाहिए होगा। ऑर्डर बाद में पक्का करूँगा।",
  "Bas bata raha hoon: agle mahine se har hafte 60 kg chawal chahiye hoga. Order baad mein confirm karunga.",
  [], "no_intent", "a plan for later; nothing to act on now")
P("terse", "Please send 50 kg rice. Next month I'll need 100 kg more.", "50 किलो चावल भेज दो। अगले महीने 100 किलो और लगेगा।",
  "50 kg chawal bhej do. Agle mahine 100 kg aur lagega.", [I("order", it("rice-1kg", 50))])
P("terse", "Send 3 trays eggs today. From Monday we'll need 5 trays daily.", "आज 3 ट्रे अंडे भेजो। सोमवार से रोज़ 5 ट्रे लगेंगी।",
  "Aaj 3 tray ande bhejo. Monday se roz 5 tray lagegi.", [I("order", it("eggs-1pc", 90))])
P("formal",
"Dear Mr. Bansal,\n\nWe will not need any refined oil or namkeen this month as we still have stock. Please send only 20 litres of mustard oil.\n\nRegards,\nDeepak\nBansal Kirana",
"प्रिय बंसल जी,\n\nइस महीने रिफाइंड तेल या नमकीन की ज़रूरत नहीं है, स्टॉक बचा है। सिर्फ़ 20 लीटर सरसों का तेल भेजें।\n\nसादर,\nदीपक\nबंसल किराना",
"Bansal ji,\n\nIs mahine refined tel ya namkeen ki zaroorat nahi hai, stock bacha hai. Sirf 20 litre sarson ka tel bhejiye.\n\nRegards,\nDeepak\nBansal Kirana",
[I("reject", it("refined-oil-1l"), it("namkeen-200g")), I("order", it("mustard-oil-1l", 20))])

# ---- apologies and thanks naming earlier amounts
P("formal", "Dear Sir,\n\nSorry for the delay in paying the ₹4,500 for bill B21; it will be cleared this week. Meanwhile please send 10 packets of Surf Excel.\n\nThanks,\nAmit",
  "महोदय,\n\nबिल B21 के ₹4,500 देने में देर के लिए माफ़ी; इस हफ़्ते चुका देंगे। तब तक कृपया सर्फ़ एक्सेल के 10 पैकेट भेज दें।\n\nधन्यवाद,\nअमित",
  "Sir,\n\nBill B21 ke ₹4,500 dene mein der ke liye sorry; is hafte clear kar denge. Tab tak please Surf Excel ke 10 packet bhej dijiye.\n\nThanks,\nAmit",
  [I("order", it("detergent-1kg", 10))])
P("chatty", "Thanks for the 30 kg atta last week at ₹210 a bag, it sold well 😊 Please send 8 bags again.",
  "पिछले हफ़्ते ₹210 बैग वाले 30 किलो आटे के लिए धन्यवाद, ख़ूब बिका 😊 फिर से 8 बैग भेज दीजिए।",
  "Pichle hafte ₹210 bag wale 30 kg aate ke liye thanks, khoob bika 😊 Phir se 8 bag bhej dijiye.",
  [I("order", it("atta-5kg", 8))])
P("formal", "Dear Sir,\n\nApologies, we ordered 20 kg paneer by mistake in O22. Please cancel 10 kg of it.\n\nRegards,\nNeha",
  "महोदय,\n\nमाफ़ कीजिए, O22 में ग़लती से 20 किलो पनीर मँगा लिया। उसमें से 10 किलो कैंसल कर दें।\n\nधन्यवाद,\nनेहा",
  "Sir,\n\nSorry, O22 mein galti se 20 kg paneer mangwa liya. Usme se 10 kg cancel kar dijiye.\n\nRegards,\nNeha",
  [I("cancel", it("paneer-200g", 50), oid="O22")])
P("chatty", "Thank you for the ₹1,200 discount on last month's bill! 🙏 Please send 15 kg chana dal and 10 kg besan.",
  "पिछले महीने के बिल पर ₹1,200 की छूट के लिए धन्यवाद! 🙏 कृपया 15 किलो चना दाल और 10 किलो बेसन भेजें।",
  "Pichle mahine ke bill pe ₹1,200 ki chhoot ke liye thank you! 🙏 Please 15 kg chana dal aur 10 kg besan bhej dijiye.",
  [I("order", it("chana-dal-1kg", 15), it("besan-500g", 20))])
P("formal", "Dear Mr. Jain,\n\nWe received O33 today, thank you. The bill of ₹8,350 matches. Payment has been sent by NEFT against B33.\n\nRegards,\nSuresh",
  "प्रिय जैन जी,\n\nO33 आज मिल गया, धन्यवाद। ₹8,350 का बिल सही है। B33 का भुगतान NEFT से भेज दिया है।\n\nसादर,\nसुरेश",
  "Jain ji,\n\nO33 aaj mil gaya, thanks. ₹8,350 ka bill sahi hai. B33 ka payment NEFT se bhej diya hai.\n\nRegards,\nSuresh",
  [I("pay", bid="B33")])
P("terse", "Sorry, in my last message I wrote 20 kg poha, I meant 10 kg. Please send 10 kg poha.",
  "माफ़ करना, पिछले मैसेज में 20 किलो पोहा लिखा था, 10 किलो चाहिए था। 10 किलो पोहा भेजो।",
  "Sorry, pichle message mein 20 kg poha likha tha, 10 kg chahiye tha. 10 kg poha bhejo.",
  [I("order", it("poha-500g", 20))])

# ---- misc
P("chatty", "Good morning ji! 🙏 Diwali rush is on, we sold 80 kg sugar yesterday 😅. Please send 2 quintal sugar at ₹41/kg.",
  "सुप्रभात जी! 🙏 दिवाली की भीड़ है, कल 80 किलो चीनी बिक गई 😅। कृपया 2 क्विंटल चीनी ₹41/किलो पर भेजें।",
  "Good morning ji! 🙏 Diwali ka rush hai, kal 80 kg cheeni bik gayi 😅. Please 2 quintal cheeni ₹41/kg pe bhej dijiye.",
  [I("order", it("sugar-1kg", 200, 41.0))])
P("markdown", "**Order:**\n- Rice: 40 kg @ ~~₹40~~ **₹38/kg**\n- Salt: 10 kg",
  "**ऑर्डर:**\n- चावल: 40 किलो @ ~~₹40~~ **₹38/किलो**\n- नमक: 10 किलो",
  "**Order:**\n- Chawal: 40 kg @ ~~₹40~~ **₹38/kg**\n- Namak: 10 kg",
  [I("order", it("rice-1kg", 40, 38.0), it("salt-1kg", 10))])
P("terse", "Your ₹36 for onion is too high. We can do ₹32/kg for 40 kg.", "प्याज़ का ₹36 ज़्यादा है। 40 किलो के लिए ₹32 किलो दे सकते हैं।",
  "Pyaaz ka ₹36 zyada hai. 40 kg ke liye ₹32 kilo de sakte hain.", [I("offer", it("onion-1kg", 40, 32.0))])
P("terse", "Can you knock ₹3 a kilo off sugar?", "चीनी में ₹3 किलो कम कर सकते हो?", "Cheeni mein ₹3 kilo kam kar sakte ho?",
  [I("offer", it("sugar-1kg", None, None, None, -3.0))])
P("terse", "Bill B31 charges 25 kg sugar but we received only 20 kg. Please correct.",
  "बिल B31 में 25 किलो चीनी लगी है पर हमें सिर्फ़ 20 किलो मिली। ठीक करें।",
  "Bill B31 mein 25 kg cheeni lagi hai par humein sirf 20 kg mili. Theek karo.",
  [I("dispute", bid="B31")])
P("terse", "Paid ₹6,200 against B30 by UPI today.", "B30 के ₹6,200 आज UPI से दे दिए।", "B30 ke ₹6,200 aaj UPI se de diye.", [I("pay", bid="B30")])
P("formal", "Dear Sir,\n\nPlease send 12 packets of Amul butter and 6 packets of almonds (100 g).\n\nRegards,\nKavita\nKavita Stores\nPh 98765 43210",
  "महोदय,\n\nकृपया अमूल मक्खन के 12 पैकेट और बादाम के 6 पैकेट (100 ग्राम) भेजें।\n\nधन्यवाद,\nकविता\nकविता स्टोर्स\nफ़ोन 98765 43210",
  "Sir,\n\nPlease Amul makkhan ke 12 packet aur badam ke 6 packet (100 g) bhej dijiye.\n\nRegards,\nKavita\nKavita Stores\nPh 98765 43210",
  [I("order", it("butter-100g", 12), it("almonds-100g", 6))])
P("quoted", "> On 1 July you wrote: Tea ₹118 per 250 g packet\n\nThanks for the rate. We will order next week after checking stock.",
  "> 1 जुलाई को आपने लिखा: चाय ₹118 प्रति 250 ग्राम पैकेट\n\nभाव के लिए धन्यवाद। स्टॉक देखकर अगले हफ़्ते ऑर्डर देंगे।",
  "> 1 July ko aapne likha: Chai patti ₹118 per 250 g packet\n\nRate ke liye thanks. Stock dekh ke agle hafte order denge.",
  [], "no_intent", "thanks and a later order; nothing decided now")
P("terse", "We sold 120 eggs today and have 30 left. Price list please for eggs and bread.",
  "आज 120 अंडे बिके, 30 बचे हैं। अंडे और ब्रेड का रेट बताइए।",
  "Aaj 120 ande bike, 30 bache hain. Ande aur bread ka rate batao.",
  [I("ask_quote", it("eggs-1pc"), it("bread-400g"))])
P("reasoning", "<think>Last time we paid ₹3,600 for 1 bori rice. Now I want 2 bori.</think>\nPlease send 2 bori rice.",
  "<think>पिछली बार 1 बोरी चावल के ₹3,600 दिए थे। अब 2 बोरी चाहिए।</think>\nकृपया 2 बोरी चावल भेजें।",
  "<think>Pichli baar 1 bori chawal ke ₹3,600 diye the. Ab 2 bori chahiye.</think>\nPlease 2 bori chawal bhejo.",
  [I("order", it("rice-1kg", 100))])

# ---- second batch (written before any code change)
P("markdown",
"Dear Sir,\n\n| Item | Previous rate | Qty needed |\n|---|---|---|\n| Sugar | ₹41/kg | 60 kg |\n| Salt | ₹23/kg | 20 kg |\n\nPlease send at today's rate.\n\nRegards,\nMohan",
"महोदय,\n\n| सामान | पिछला रेट | चाहिए |\n|---|---|---|\n| चीनी | ₹41/किलो | 60 किलो |\n| नमक | ₹23/किलो | 20 किलो |\n\nआज के रेट से भेज दें।\n\nधन्यवाद,\nमोहन",
"Sir,\n\n| Item | Pichla rate | Chahiye |\n|---|---|---|\n| Cheeni | ₹41/kg | 60 kg |\n| Namak | ₹23/kg | 20 kg |\n\nAaj ke rate se bhej dijiye.\n\nRegards,\nMohan",
[I("order", it("sugar-1kg", 60), it("salt-1kg", 20))])
P("markdown",
"Order for Monday:\n\n| Item | MRP | Qty |\n|---|---|---|\n| Toothpaste 100 g | ₹55 | 24 |\n| Bath soap | ₹15 | 48 |\n\nThanks.",
"सोमवार का ऑर्डर:\n\n| सामान | एमआरपी | मात्रा |\n|---|---|---|\n| टूथपेस्ट 100 ग्राम | ₹55 | 24 |\n| नहाने का साबुन | ₹15 | 48 |\n\nधन्यवाद।",
"Monday ka order:\n\n| Item | MRP | Qty |\n|---|---|---|\n| Toothpaste 100 g | ₹55 | 24 |\n| Nahane ka sabun | ₹15 | 48 |\n\nThanks.",
[I("order", it("toothpaste-100g", 24), it("bath-soap-75g", 48))])
P("terse", "Can you give 4 trays of eggs at ₹170 a tray?", "क्या 4 ट्रे अंडे ₹170 ट्रे के हिसाब से दे सकते हो?", "Kya 4 tray ande ₹170 tray ke hisaab se de sakte ho?",
  [I("offer", it("eggs-1pc", 120, 5.6667))])
P("terse", "Can you supply 20 kg jaggery at ₹60 a kilo?", "क्या 20 किलो गुड़ ₹60 किलो पर भेज सकते हो?", "Kya 20 kg gur ₹60 kilo pe bhej sakte ho?",
  [I("order", it("jaggery-1kg", 20, 60.0))])
P("chatty", "From next week we'll need 10 trays of eggs every Saturday 🙂 Will send the order on Friday.",
  "अगले हफ़्ते से हर शनिवार 10 ट्रे अंडे लगेंगे 🙂 ऑर्डर शुक्रवार को भेजेंगे।",
  "Agle hafte se har Saturday 10 tray ande lagenge 🙂 Order Friday ko bhejenge.",
  [], "no_intent", "a plan for later; the order is to come")
P("terse", "Thanks for the rate of ₹38 for rice. Will let you know after checking stock.",
  "चावल के ₹38 भाव के लिए धन्यवाद। स्टॉक देखकर बताएँगे।",
  "Chawal ke ₹38 rate ke liye thanks. Stock dekh ke batayenge.",
  [], "no_intent", "thanks for a rate and a decision put off")
P("terse", "We have plenty of sugar, don't need any. Send 5 kg haldi powder.",
  "चीनी बहुत है, नहीं चाहिए। 5 किलो हल्दी पाउडर भेजो।",
  "Cheeni bahut hai, nahi chahiye. 5 kg haldi powder bhejo.",
  [I("reject", it("sugar-1kg")), I("order", it("turmeric-100g", 50))])
P("quoted", "> Sugar ₹42/kg\n\n50 kg please.", "> चीनी ₹42/किलो\n\n50 किलो भेज दो।", "> Cheeni ₹42/kg\n\n50 kg bhej do.",
  [I("order", it("sugar-1kg", 50))])
P("formal", "Dear Mr. Verma,\n\nThank you for your quotation of ₹132 per kg for toor dal. Kindly send 30 kg.\n\nRegards,\nAshok",
  "प्रिय वर्मा जी,\n\nतूर दाल के ₹132 प्रति किलो के भाव के लिए धन्यवाद। कृपया 30 किलो भेजें।\n\nसादर,\nअशोक",
  "Verma ji,\n\nToor dal ke ₹132 per kg ke rate ke liye thanks. Please 30 kg bhej dijiye.\n\nRegards,\nAshok",
  [I("accept", it("toor-dal-1kg", None, 132.0)), I("order", it("toor-dal-1kg", 30))])
P("terse", "If eggs are ₹165 a tray, send 6 trays.", "अगर अंडे ₹165 ट्रे हैं तो 6 ट्रे भेजो।", "Agar ande ₹165 tray hain to 6 tray bhejo.",
  [I("offer", it("eggs-1pc", 180, 5.5))])
P("reasoning", "<think>Milk sells 60 packets a day. I'll ask for 30 litres. Don't mention price.</think>\nPlease send 30 litres of milk tomorrow.",
  "<think>दूध रोज़ 60 पैकेट बिकता है। 30 लीटर माँगूँगा। भाव की बात नहीं।</think>\nकृपया कल 30 लीटर दूध भेजें।",
  "<think>Doodh roz 60 packet bikta hai. 30 litre mangunga. Rate ki baat nahi.</think>\nPlease kal 30 litre doodh bhejo.",
  [I("order", it("milk-500ml", 60))])
P("markdown", "### Order\n1. Atta — 10 bags\n2. Besan — 5 kg\n\n_Stock note: we still have 20 kg rice and 8 L oil._",
  "### ऑर्डर\n1. आटा — 10 बैग\n2. बेसन — 5 किलो\n\n_स्टॉक नोट: अभी 20 किलो चावल और 8 लीटर तेल बचा है।_",
  "### Order\n1. Aata — 10 bag\n2. Besan — 5 kg\n\n_Stock note: abhi 20 kg chawal aur 8 L tel bacha hai._",
  [I("order", it("atta-5kg", 10), it("besan-500g", 10))])
P("terse", "Last week's 50 kg onion was ₹1,600. Same again please, 50 kg onion.",
  "पिछले हफ़्ते 50 किलो प्याज़ ₹1,600 का था। फिर से 50 किलो प्याज़ भेजो।",
  "Pichle hafte 50 kg pyaaz ₹1,600 ka tha. Phir se 50 kg pyaaz bhejo.",
  [I("order", it("onion-1kg", 50))])
P("terse", "Don't send poha or suji this time. Only 12 packets namkeen.", "इस बार पोहा या सूजी मत भेजना। सिर्फ़ 12 पैकेट नमकीन।",
  "Is baar poha ya suji mat bhejna. Sirf 12 packet namkeen.",
  [I("order", it("namkeen-200g", 12))],
  note="gold_changed: goods said not to be sent beside an order, no open order named and no quote answered, are nothing the desk acts on (session 48's brief: \"don't send X, only Y\" is an order of Y; trial48 F3); was a reject of poha and suji")
P("terse", "Got your quote of ₹26 for tomato, thanks. We'll skip tomatoes this week.",
  "टमाटर का ₹26 भाव मिला, धन्यवाद। इस हफ़्ते टमाटर नहीं लेंगे।",
  "Tamatar ka ₹26 rate mila, thanks. Is hafte tamatar nahi lenge.",
  [I("reject", it("tomato-1kg", None, 26.0))])
P("terse", "Sorry for the short payment of ₹500 on B40. Please send 6 packets of tea.",
  "B40 में ₹500 कम देने के लिए माफ़ी। चाय के 6 पैकेट भेजो।",
  "B40 mein ₹500 kam dene ke liye sorry. Chai ke 6 packet bhejo.",
  [I("order", it("tea-250g", 6))])

# ---- third batch (written after the first fixes, before running; measured on main's 508ac62 too)
P("reasoning",
"<think>Sugar stock is low. I'll order 20 kg sugar. Actually budget is tight, 15 kg is enough.</think>\n\nDear Sir, please send 15 kg sugar.",
"<think>चीनी कम है। 20 किलो मँगाऊँ। नहीं, बजट कम है, 15 किलो काफ़ी है।</think>\n\nमहोदय, कृपया 15 किलो चीनी भेजें।",
"<think>Cheeni kam hai. 20 kg mangaun. Nahi, budget kam hai, 15 kg kaafi hai.</think>\n\nSir, please 15 kg cheeni bhej dijiye.",
[I("order", it("sugar-1kg", 15))])
P("reasoning",
"Thought: The quote is ₹42/kg for sugar. I could offer ₹38, but ₹39 is more realistic.\nReply: Can you do sugar at ₹39 per kg?",
"विचार: चीनी का भाव ₹42/किलो है। ₹38 कह सकता हूँ, पर ₹39 ज़्यादा सही है।\nजवाब: चीनी ₹39 किलो कर सकते हैं?",
"Thought: Cheeni ka rate ₹42/kg hai. ₹38 bol sakta hoon, par ₹39 zyada sahi hai.\nReply: Cheeni ₹39 kilo kar sakte ho?",
[I("offer", it("sugar-1kg", None, 39.0))])
P("formal", "Dear Sir,\n\nPlease send 20 kg moong dal.\n\nP.S. Please add 2 kg butter as well.\n\nRegards,\nHari\nHari Stores, Lajpat Nagar, New Delhi 110024\nPh 98100 55443",
"महोदय,\n\nकृपया 20 किलो मूँग दाल भेजें।\n\nपुनश्च: 2 किलो मक्खन भी जोड़ दें।\n\nधन्यवाद,\nहरि\nहरि स्टोर्स, लाजपत नगर, नई दिल्ली 110024\nफ़ोन 98100 55443",
"Sir,\n\nPlease 20 kg moong dal bhej dijiye.\n\nP.S. 2 kg makkhan bhi add kar dena.\n\nRegards,\nHari\nHari Stores, Lajpat Nagar, New Delhi 110024\nPh 98100 55443",
[I("order", it("moong-dal-1kg", 20)), I("order", it("butter-100g", 20))])
P("markdown", "| Item | Qty | Rate | Amount |\n|---|---|---|---|\n| Rice | 50 kg | ₹38 | ₹1,900 |\n| Sugar | 20 kg | ₹41 | ₹820 |\n| **Total** | | | **₹2,720** |\n\nPlease send.",
"| सामान | मात्रा | भाव | रकम |\n|---|---|---|---|\n| चावल | 50 किलो | ₹38 | ₹1,900 |\n| चीनी | 20 किलो | ₹41 | ₹820 |\n| **कुल** | | | **₹2,720** |\n\nकृपया भेजें।",
"| Item | Qty | Rate | Amount |\n|---|---|---|---|\n| Chawal | 50 kg | ₹38 | ₹1,900 |\n| Cheeni | 20 kg | ₹41 | ₹820 |\n| **Total** | | | **₹2,720** |\n\nPlease bhej dijiye.",
[I("order", it("rice-1kg", 50, 38.0), it("sugar-1kg", 20, 41.0))])
P("terse", "Send 2 more trays of eggs with O45.", "O45 के साथ 2 ट्रे अंडे और भेजो।", "O45 ke saath 2 tray ande aur bhejo.",
  [I("order", it("eggs-1pc", 60), oid="O45")])
P("terse", "Send 20 kg masoor; if masoor is not available, skip it.", "20 किलो मसूर भेजो; मसूर न हो तो रहने दो।", "20 kg masoor bhejo; masoor na ho to rehne do.",
  [I("order", it("masoor-dal-1kg", 20))])
P("terse", "Send 1 dozen each of bath soap and toothpaste.", "नहाने का साबुन और टूथपेस्ट एक-एक दर्जन भेजो।", "Nahane ka sabun aur toothpaste ek-ek dozen bhejo.",
  [I("order", it("bath-soap-75g", 12), it("toothpaste-100g", 12))])
P("terse", "Half a quintal of onion please.", "आधा क्विंटल प्याज़ भेज दो।", "Aadha quintal pyaaz bhej do.", [I("order", it("onion-1kg", 50))])
P("terse", "Do you have 100 kg onion in stock?", "क्या आपके पास 100 किलो प्याज़ स्टॉक में है?", "Kya aapke paas 100 kg pyaaz stock mein hai?",
  [], "no_intent", "asks about stock; orders nothing")
P("terse", "We'll be ordering 30 kg atta next week. What will your rate be?", "अगले हफ़्ते 30 किलो आटा मँगाएँगे। आपका भाव क्या रहेगा?",
  "Agle hafte 30 kg aata mangwayenge. Aapka rate kya rahega?", [I("ask_quote", it("atta-5kg", 6))])
P("quoted", "> Rice ₹39/kg, sugar ₹42/kg, atta ₹215/bag\n\nAll fine except sugar. Send 50 kg rice and 5 bags atta.",
  "> चावल ₹39/किलो, चीनी ₹42/किलो, आटा ₹215/बैग\n\nचीनी छोड़कर सब ठीक है। 50 किलो चावल और 5 बैग आटा भेजो।",
  "> Chawal ₹39/kg, cheeni ₹42/kg, aata ₹215/bag\n\nCheeni chhodke sab theek hai. 50 kg chawal aur 5 bag aata bhejo.",
  [I("accept", it("rice-1kg", None, 39.0), it("atta-5kg", None, 215.0)), I("reject", it("sugar-1kg")), I("order", it("rice-1kg", 50), it("atta-5kg", 5))],)
P("terse", "Cancel the sugar from O45 and send it next week instead.", "O45 से चीनी हटा दो, अगले हफ़्ते भेजना।", "O45 se cheeni hata do, agle hafte bhejna.",
  [], "ambiguous_intent", "goods moved to another week with no count")
P("chatty", "Hi! 😊 Customers loved the namkeen, 45 packets gone in 3 days! Send 4 dozen more please 🙏",
  "नमस्ते! 😊 ग्राहकों को नमकीन बहुत पसंद आया, 3 दिन में 45 पैकेट ख़त्म! 4 दर्जन और भेज दीजिए 🙏",
  "Hi! 😊 Customers ko namkeen bahut pasand aaya, 3 din mein 45 packet khatam! 4 dozen aur bhej dijiye 🙏",
  [I("order", it("namkeen-200g", 48))])
P("reasoning", 'I will now write the email.\n\n```json\n{"to": "supplier", "items": [{"name": "rice", "quantity_kg": 25, "last_price": 40}, {"name": "salt", "quantity_kg": 5, "last_price": 23}]}\n```\n\nPlease send the above.',
  'अब मैं ईमेल लिखता हूँ।\n\n```json\n{"to": "supplier", "items": [{"name": "चावल", "quantity_kg": 25, "last_price": 40}, {"name": "नमक", "quantity_kg": 5, "last_price": 23}]}\n```\n\nऊपर वाला सामान भेज दें।',
  'Ab main email likhta hoon.\n\n```json\n{"to": "supplier", "items": [{"name": "chawal", "quantity_kg": 25, "last_price": 40}, {"name": "namak", "quantity_kg": 5, "last_price": 23}]}\n```\n\nUpar wala saaman bhej dijiye.',
  [I("order", it("rice-1kg", 25), it("salt-1kg", 5))])
P("terse", "Thanks for the ₹2 off on rice last time. This time send 40 kg at ₹37.", "पिछली बार चावल पर ₹2 कम करने के लिए धन्यवाद। इस बार 40 किलो ₹37 पर भेजो।",
  "Pichli baar chawal pe ₹2 kam karne ke liye thanks. Is baar 40 kg ₹37 pe bhejo.", [I("order", it("rice-1kg", 40, 37.0))])
P("terse", "We won't need milk on Sunday. Send 20 packets on Monday.", "रविवार को दूध नहीं चाहिए। सोमवार को 20 पैकेट भेजो।",
  "Sunday ko doodh nahi chahiye. Monday ko 20 packet bhejo.", [I("order", it("milk-500ml", 20))])
P("formal", "Dear Sir,\n\nWith reference to your bill B52 of ₹6,480 dated 2 July, we have found that 2 kg paneer was charged but not delivered. Kindly correct the bill.\n\nRegards,\nGeeta",
  "महोदय,\n\nआपके 2 जुलाई के ₹6,480 वाले बिल B52 में 2 किलो पनीर जोड़ा गया है जो पहुँचा ही नहीं। कृपया बिल ठीक करें।\n\nधन्यवाद,\nगीता",
  "Sir,\n\nAapke 2 July ke ₹6,480 wale bill B52 mein 2 kg paneer joda gaya hai jo pahuncha hi nahi. Please bill theek kar dijiye.\n\nRegards,\nGeeta",
  [I("dispute", bid="B52")])
P("terse", "Last time you sent 10 kg less rice in O31. Send the missing 10 kg now.", "पिछली बार O31 में 10 किलो चावल कम आया। बाकी 10 किलो अब भेजो।",
  "Pichli baar O31 mein 10 kg chawal kam aaya. Baaki 10 kg ab bhejo.", [I("dispute", oid="O31"), I("ask_delivery", it("rice-1kg", 10), oid="O31")])
P("terse", "Is ₹135 the final rate for mustard oil? If yes, send 10 litres.", "सरसों तेल का ₹135 फ़ाइनल रेट है? हाँ तो 10 लीटर भेजो।",
  "Sarson tel ka ₹135 final rate hai? Haan to 10 litre bhejo.", [I("offer", it("mustard-oil-1l", 10, 135.0))])
P("terse", "Send 5 kg chilli powder and 5 kg haldi, same rate as last time.", "5 किलो लाल मिर्च और 5 किलो हल्दी भेजो, पिछली बार वाले भाव पर।",
  "5 kg laal mirch aur 5 kg haldi bhejo, pichli baar wale rate pe.", [I("order", it("chilli-powder-100g", 50), it("turmeric-100g", 50))])

def w(lang, prefix, k):
    with open(f"{OUT}/{lang}.jsonl", "w", encoding="utf-8") as f:
        for n, (style, *texts, gold, reason, note) in enumerate(ROWS, 1):
            row = {"id": f"{prefix}-q{n:03d}", "parallel": f"q{n:03d}", "style": style, "text": texts[k],
                   "readable": bool(gold), "reason": reason, "intents": gold}
            if note: row["note"] = note
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
for k, (lang, pre) in enumerate((("en", "en"), ("hi", "hi"), ("hinglish", "hl"))):
    w(lang, pre, k)
print(len(ROWS))
