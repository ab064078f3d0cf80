"""Silent misreadings that changed what the suppliers' desk does, fixed by kind (session 52, DESK52): each kind in
the three languages, in sentences written for these tests (not the corpus rows that found them: holdout180 l3005,
holdout181 m3024/m3001/m3043, holdout176 hi-b3046, holdout142 en-n7002, probes48_rb, probes49_ra, holdout96, holdout41
hl-u001, and a walker's e-mails of session 51). Intents are compared as sets: the desk answers each goods on its own."""
from tests.reader_intents import reading


def _same(text: str, expected) -> None:
    got = reading(text)
    if isinstance(expected, str):
        assert isinstance(got, str) and got.startswith(expected), (text, got)
    else:
        assert not isinstance(got, str) and sorted(got, key=repr) == sorted(expected, key=repr), (text, got)


def test_a_price_asked_in_a_tables_remarks_is_an_offer():
    """A remarks cell asking a price ("₹42/kg possible?") offers that row at it (lang.tables); a remark told stays a note."""
    _same('Please send:\n\n| Item | Qty | Remarks |\n|---|---|---|\n| Sugar | 50 kg | ₹42/kg possible? |\n| Toor dal | 20 kg | same as last time |',
          [('offer', 'sugar-1kg', 50, 4200, None, None), ('order', 'toor-dal-1kg', 20, None, None, None)])
    _same('भेजिए:\n\n| सामान | मात्रा | रिमार्क |\n|---|---|---|\n| चीनी | 50 किलो | ₹42 किलो हो जाएगा? |\n| तूर दाल | 20 किलो | — |',
          [('offer', 'sugar-1kg', 50, 4200, None, None), ('order', 'toor-dal-1kg', 20, None, None, None)])
    _same('Ye bhej do:\n\n| Item | Qty | Remarks |\n|---|---|---|\n| Cheeni | 50 kilo | 42/kilo chalega? |\n| Toor dal | 20 kilo | - |',
          [('offer', 'sugar-1kg', 50, 4200, None, None), ('order', 'toor-dal-1kg', 20, None, None, None)])
    _same('| Item | Qty | Remarks |\n|---|---|---|\n| Sugar | 50 kg | stock left: 3 |\n| Rice | 20 kg | last time ₹40 |',
          [('order', 'sugar-1kg', 50, None, None, None), ('order', 'rice-1kg', 20, None, None, None)])


def test_a_rival_paid_pays_none_of_our_bills():
    """Another seller's sale and the payment made to him, told as a cancel's reason, pay nothing of ours (lang.bought_elsewhere): "₹40 mein de di", "gave it to us"."""
    _same('O9 se 10 kilo cheeni cancel karo, Gupta ji ne kal ₹40 mein de di aur unko payment bhi kar diya.',
          [('cancel', 'sugar-1kg', 10, None, 'O9', None)])
    _same('O9 से 10 किलो चीनी रद्द कीजिए, गुप्ता जी ने कल ₹40 में दे दी और उनको पेमेंट भी कर दिया।',
          [('cancel', 'sugar-1kg', 10, None, 'O9', None)])
    _same('Cancel 10 kg sugar from O9 — Gupta ji gave it to us at ₹40 yesterday and we have paid him too.',
          [('cancel', 'sugar-1kg', 10, None, 'O9', None)])
    _same('Ramesh ne ₹500 de diye, B5 ka.',
          [('pay', None, None, None, None, 'B5')])


def test_a_count_before_goods_named_again_is_their_count():
    """An acceptance of rates, then "— 24 Surf Excel … bhej do": 24 packets ordered, not Surf accepted at ₹24 (lang.count_before_goods)."""
    _same('Surf aur Lifebuoy ke rate theek hain — Monday ko 24 Surf Excel aur 4 darjan Lifebuoy bhej do.',
          [('order', 'detergent-1kg', 24, None, None, None), ('accept', 'bath-soap-75g', None, None, None, None), ('order', 'bath-soap-75g', 48, None, None, None)])
    _same('सर्फ़ और लाइफ़बॉय के रेट ठीक हैं — सोमवार को 24 सर्फ़ एक्सेल और 4 दर्जन लाइफ़बॉय भेज दीजिए।',
          [('order', 'detergent-1kg', 24, None, None, None), ('accept', 'bath-soap-75g', None, None, None, None), ('order', 'bath-soap-75g', 48, None, None, None)])
    _same('Rates for Surf and Lifebuoy are fine — send 24 Surf Excel and 4 dozen Lifebuoy on Monday.',
          [('order', 'detergent-1kg', 24, None, None, None), ('accept', 'bath-soap-75g', None, None, None, None), ('order', 'bath-soap-75g', 48, None, None, None)])


def test_a_bare_soap_after_the_laundry_bar_is_asked_which():
    """"Send 40 soap" after the laundry bar is agreed: bath soap or the bar? refused ambiguous_item (lang.soap_meant;
    it had ordered bath soap); goods listed apart keep the bath soap."""
    _same('Laundry bar is fine at ₹11. Send 40 soap.', "ambiguous_item")
    _same('Rin bar ₹11 theek hai. 40 sabun bhej do.', "ambiguous_item")
    _same('रिन बार ₹11 ठीक है। 40 साबुन भेज दो।', "ambiguous_item")
    _same('Send 20 laundry bars and 30 soap.',
          [('order', 'laundry-bar-1pc', 20, None, None, None), ('order', 'bath-soap-75g', 30, None, None, None)])


def test_revised_in_a_payment_lists_bracket_disputes_nothing():
    """"(संशोधित, …)" beside a bill in a list of payments is no dispute (lang.revised_paid): refused for the figure, never disputed; a revised bill asked stays a dispute."""
    _same('कल NEFT से भुगतान किया:\n- ₹1,250 — B4 का (संशोधित, चीनी @ ₹41/किलो)\n- ₹980 — B6 का',
          "ambiguous_intent")
    _same('Kal NEFT se payment kiya:\n- ₹1,250 — B4 ka (sanshodhit, cheeni @ ₹41/kilo)\n- ₹980 — B6 ka',
          "ambiguous_intent")
    _same('B8 का भुगतान कर दिया है। B9 (संशोधित बिल भेजिए) में अंडे का रेट गलत है।',
          [('pay', None, None, None, None, 'B8'), ('dispute', None, None, None, None, 'B9')])


def test_a_need_after_a_rate_asked_gives_the_rate_its_count():
    """"ghee rate pls. desi ghee 1 litre pack, need 24 litre": the rate asked for 24 litres, nothing ordered (lang.need_after_rate)."""
    _same('ghee rate pls. desi ghee 1 litre pack, need 24 litre for chhath',
          [('ask_quote', 'ghee-1l', 24, None, None, None)])
    _same('Mustard oil rate pls. sarson tel 1 litre bottle, need 30 litre for the wedding season',
          [('ask_quote', 'mustard-oil-1l', 30, None, None, None)])
    _same('sarson tel ka rate batao. sarson tel 1 litre bottle, shaadi ke season ke liye 30 litre chahiye',
          [('ask_quote', 'mustard-oil-1l', 30, None, None, None)])
    _same('सरसों तेल का रेट बताइए। सरसों तेल 1 लीटर बोतल, शादी के सीज़न के लिए 30 लीटर चाहिए',
          [('ask_quote', 'mustard-oil-1l', 30, None, None, None)])


def test_a_table_under_a_complaint_that_sends_is_ordered():
    """"Your last rate is too high. Send these:" over a priced table orders its rows at their rates (lang.tables), under the quote it answers."""
    _same('Your last rate is too high. Send these:\n\n| item | qty | rate |\n|---|---|---|\n| rice | 40 kg | ₹52 |\n| sugar | 25 kg | ₹41 |\n\nOn Tue, Ravi wrote:\n> Rice ₹58 per kg, sugar ₹45 per kg.',
          [('order', 'rice-1kg', 40, 5200, None, None), ('order', 'sugar-1kg', 25, 4100, None, None)])
    _same('Aapka pichla rate zyada hai. Ye bhej do:\n\n| item | qty | rate |\n|---|---|---|\n| chawal | 40 kg | ₹52 |\n| chini | 25 kg | ₹41 |\n\nOn Tue, Bharat FMCG wrote:\n> Chawal ₹58 kilo, chini ₹45 kilo.',
          [('order', 'rice-1kg', 40, 5200, None, None), ('order', 'sugar-1kg', 25, 4100, None, None)])
    _same('आपका पिछला रेट ज़्यादा है। ये भेज दीजिए:\n\n| सामान | मात्रा | रेट |\n|---|---|---|\n| चावल | 40 किलो | ₹52 |\n| चीनी | 25 किलो | ₹41 |\n\n> चावल ₹58 किलो, चीनी ₹45 किलो।',
          [('order', 'rice-1kg', 40, 5200, None, None), ('order', 'sugar-1kg', 25, 4100, None, None)])


def test_a_bare_number_under_a_rate_header_is_its_price():
    """"| item | qty | rate |" over "| chawal | 40 kg | 52 |": ₹52 a kg (lang.unit_columns); a payment term beside the order blocks nothing."""
    _same('Ye bhej do:\n\n| item | qty | rate |\n|------|-----|------|\n| chawal | 40 kg | 52 |\n| chini | 25 kilo | 41 |\n\nPayment delivery pe karenge.',
          [('order', 'rice-1kg', 40, 5200, None, None), ('order', 'sugar-1kg', 25, 4100, None, None)])
    _same('Please send:\n\n| item | qty | rate |\n|---|---|---|\n| rice | 40 kg | 52 |\n| sugar | 25 kg | 41 |\n\nPayment on delivery.',
          [('order', 'rice-1kg', 40, 5200, None, None), ('order', 'sugar-1kg', 25, 4100, None, None)])
    _same('ये भेज दीजिए:\n\n| सामान | मात्रा | भाव |\n|---|---|---|\n| चावल | 40 किलो | 52 |\n| चीनी | 25 किलो | 41 |\n\nभुगतान डिलीवरी पर।',
          [('order', 'rice-1kg', 40, 5200, None, None), ('order', 'sugar-1kg', 25, 4100, None, None)])


def test_a_need_heading_a_priced_table_orders_it():
    """"पिछले ऑर्डर जैसा ही माल चाहिए:" over a priced table, under a quote: an order at the table's rates (lang.sent_at_price)."""
    _same('पिछले ऑर्डर जैसा ही माल चाहिए:\n\n| सामान | मात्रा | रेट |\n|---|---|---|\n| चावल | 40 किलो | ₹52 किलो |\n| अरहर दाल | 10 किलो | ₹128 किलो |\n\n> चावल ₹58 किलो, अरहर दाल ₹140 किलो।',
          [('order', 'rice-1kg', 40, 5200, None, None), ('order', 'toor-dal-1kg', 10, 12800, None, None)])
    _same('Pichhle order jaisa hi maal chahiye:\n\n| item | qty | rate |\n|---|---|---|\n| chawal | 40 kilo | ₹52 kilo |\n| arhar dal | 10 kilo | ₹128 kilo |\n\n> Chawal ₹58 kilo, arhar dal ₹140 kilo.',
          [('order', 'rice-1kg', 40, 5200, None, None), ('order', 'toor-dal-1kg', 10, 12800, None, None)])
    _same('We need the same goods as the last order:\n\n| item | qty | rate |\n|---|---|---|\n| rice | 40 kg | ₹52/kg |\n| toor dal | 10 kg | ₹128/kg |\n\n> Rice ₹58/kg, toor dal ₹140/kg.',
          [('order', 'rice-1kg', 40, 5200, None, None), ('order', 'toor-dal-1kg', 10, 12800, None, None)])


def test_last_said_of_days_offers_nothing():
    """"आख़िरी दस दिनों में … बिक गया था" beside a rate enquiry: the sale told, no offer (lang.last_days)."""
    _same('Pichhli Holi pe aakhri das din mein 200 kilo besan bik gaya tha. Kripya rate bataiye: besan 20 kilo, suji 10 kilo.',
          [('ask_quote', 'besan-500g', 40, None, None, None), ('ask_quote', 'suji-500g', 20, None, None, None)])
    _same('पिछली होली पर आख़िरी दस दिनों में 200 किलो बेसन बिक गया था। कृपया भाव बताइए: बेसन 20 किलो, सूजी 10 किलो।',
          [('ask_quote', 'besan-500g', 40, None, None, None), ('ask_quote', 'suji-500g', 20, None, None, None)])
    _same('In the last ten days before Holi we sold 200 kg besan. Please quote: besan 20 kg, suji 10 kg.',
          [('ask_quote', 'besan-500g', 40, None, None, None), ('ask_quote', 'suji-500g', 20, None, None, None)])


def test_goods_given_at_a_rate_with_the_count_needed_are_ordered():
    """"₹140 kilo pe de do, 20 kilo chahiye": an order at ₹140 (lang.given_at_rate); a counter after "zyada", a condition and a price said "for" ("₹140 mein") stay offers."""
    _same('Toor dal ₹140 kilo pe de do, 20 kilo chahiye.',
          [('order', 'toor-dal-1kg', 20, 14000, None, None)])
    _same('तूर दाल ₹140 किलो पर दे दो, 20 किलो चाहिए।',
          [('order', 'toor-dal-1kg', 20, 14000, None, None)])
    _same('Toor dal at ₹140 a kilo please, we need 20 kg.',
          [('order', 'toor-dal-1kg', 20, 14000, None, None)])
    _same('Toor dal ₹150 zyada hai. ₹140 kilo pe de do, 20 kilo chahiye.',
          [('offer', 'toor-dal-1kg', 20, 14000, None, None)])
    _same('Agar toor dal ₹140 kilo pe de do to 20 kilo chahiye.',
          [('offer', 'toor-dal-1kg', 20, 14000, None, None)])
    _same('Bhaiya chana dal 74 pe de do, 30 kilo chahiye', [('order', 'chana-dal-1kg', 30, 7400, None, None)])
    _same('भैया चना दाल 74 पर दे दो, 30 किलो चाहिए', [('order', 'chana-dal-1kg', 30, 7400, None, None)])
    _same('Mandi mein chana dal ₹78 hai. Aap ₹74 lagao, 30 kilo chahiye.', [('order', 'chana-dal-1kg', 30, 7400, None, None)])
    _same('मंडी में चना दाल ₹78 है। आप ₹74 लगाओ, 30 किलो चाहिए।', [('order', 'chana-dal-1kg', 30, 7400, None, None)])
    _same('Bhaiya chana dal 74 pe de do.', [('offer', 'chana-dal-1kg', None, 7400, None, None)])
    _same('Toor dal ₹140 kilo mein 20 kilo de do.',
          [('offer', 'toor-dal-1kg', 20, 14000, None, None)])
    _same('तूर दाल ₹140 किलो में 20 किलो दे दीजिए।',
          [('offer', 'toor-dal-1kg', 20, 14000, None, None)])
    _same('Aap ₹140 mein de do, 20 kilo toor dal chahiye.',
          [('offer', 'toor-dal-1kg', 20, 14000, None, None)])


def test_do_it_after_an_agreement_orders_nothing():
    """"ठीक है जी, कर दीजिए।" under "इन्हीं रेट पर कर दूँ?" accepts the quoted rates and orders nothing (lang.do_it: the
    quote's "500 ग्राम" had been ordered as one packet); a count said with it still orders."""
    _same('ठीक है जी, कर दीजिए।\n\n> सोम, 7 दिसंबर 2026, सुरेश गुप्ता ने लिखा:\n> मनोज जी, बेसन 500 ग्राम अब ₹54 पैकेट है (पहले ₹52 था) और मूंग दाल ₹104/किलो। आपके सोमवार वाले ऑर्डर के लिए इन्हीं रेट पर कर दूँ?',
          [('accept', 'besan-500g', None, 5400, None, None), ('accept', 'moong-dal-1kg', None, 10400, None, None)])
    _same('Theek hai ji, kar dijiye.\n\n> Mon, 7 Dec 2026, Suresh Gupta ne likha:\n> Manoj ji, besan 500 gram ab ₹54 packet hai (pehle ₹52 tha) aur moong dal ₹104/kilo. Aapke Somvaar wale order ke liye inhi rate par kar doon?',
          [('accept', 'besan-500g', None, 5400, None, None), ('accept', 'moong-dal-1kg', None, 10400, None, None)])
    _same('ठीक है, 10 किलो कर दीजिए।\n\n> बेसन 500 ग्राम ₹52 पैकेट है। कर दूँ?',
          [('accept', 'besan-500g', None, 5200, None, None), ('order', 'besan-500g', 20, None, None, None)])


def test_a_rivals_price_quoted_is_news_beside_a_rate_asked():
    """"Gupta Traders toor ₹136 bol rahe hain" beside a rate asked: the rival's quote told, not our offer at ₹136
    (lang.their_price_told; probes51_ca hl-n3014 had offered ghee at the rival's ₹520). The English is refused for
    the month-old ₹106, never offered."""
    _same('Ramesh ji, 20 kilo toor dal aur 10 kilo moong ka kya rate lagaoge? Pichhle mahine ₹140 aur ₹106 tha. Gupta Traders toor ₹136 bol rahe hain.',
          [('ask_quote', 'toor-dal-1kg', 20, None, None, None), ('ask_quote', 'moong-dal-1kg', 10, None, None, None)])
    _same('रमेश जी, 20 किलो तूर दाल और 10 किलो मूंग का क्या रेट लगाओगे? पिछले महीने ₹140 और ₹106 था। गुप्ता ट्रेडर्स तूर ₹136 बोल रहे हैं।',
          [('ask_quote', 'toor-dal-1kg', 20, None, None, None), ('ask_quote', 'moong-dal-1kg', 10, None, None, None)])
    _same('Ramesh ji, what rate will you give for 20 kg toor dal and 10 kg moong? Last month it was ₹140 and ₹106. Gupta Traders are quoting ₹136 for toor.', "ambiguous_intent")


def test_all_correct_said_of_a_delivery_disputes_nothing():
    """"O5 reached … all correct and well packed" thanks for a delivery (lang.all_correct; probes51_ca en-n3018 had
    disputed O3): nothing to act on (no_intent), never a dispute; "Please correct B5" still disputes."""
    _same('Thanks ji, O5 aaj subah aa gaya — 10 kilo chawal, 5 kilo cheeni, sab correct aur achhe se pack. Dhanyavaad!', "no_intent")
    _same('धन्यवाद जी, O5 आज सुबह आ गया — 10 किलो चावल, 5 किलो चीनी, सब correct और अच्छे से पैक। धन्यवाद!', "no_intent")
    _same('Thank you ji, O5 reached this morning — 10 kg rice, 5 kg sugar, all correct and well packed. Have a good day!', "no_intent")
    _same('Please correct B5, the sugar rate is wrong.', [('dispute', None, None, None, None, 'B5')])
    _same('B5 is wrong. Kindly correct it.', [('dispute', None, None, None, None, 'B5')])


def test_goods_at_the_rate_another_gets_are_refused_for_the_price():
    """"at the rate Sharma ji pays" names no price (lang.other_party_rate; probes49_rb en-pr49b-014 had ordered at
    the desk's price): refused no_price in the three languages; "the rate you gave" stays an order."""
    _same('Send 20 kg sugar at the rate Sharma ji pays, please.', "no_price")
    _same('Sharma ji ko jis rate pe cheeni dete ho usi pe 20 kilo bhejo.', "no_price")
    _same('शर्मा जी को जिस रेट पर चीनी देते हो उसी पर 20 किलो भेजो।', "no_price")
    _same('Send 20 kg sugar at the rate you gave last week.', [('order', 'sugar-1kg', 20, None, None, None)])
