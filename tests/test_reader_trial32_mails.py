"""Session 32's new-user trial (/work/trial32/mails.jsonl, REPORT.md items 1-3): the kinds behind its seven silent
misreadings and its over-refusals, each read as a shopkeeper reads it, in English, Hindi and Hinglish, with near
sentences that must read as before. Trial mails carry their record seq in the test id; the rest are probes written
for these tests (not from a corpus). Prices in paise per selling unit."""
import pytest

from tests.reader_intents import priced, refused


def _q(sku):
    return ("ask_quote", sku, None, None)


# 1. A brand said fine beside a rate asked agrees to nothing (lang.brand_fine).
BRAND_FINE = [
    pytest.param("Please quote sugar (Madhur or any local brand is fine).", [_q("sugar-1kg")], id="3706-en"),
    pytest.param("Thanks. Please quote turmeric 100g again (Everest or MDH is fine).", [_q("turmeric-100g")], id="1943-en"),
    pytest.param("Quote tea 250g please, Tata Premium is okay.", [_q("tea-250g")], id="3710-en"),
    pytest.param("Deal at ₹42 for sugar. Please also quote turmeric 100g and red chilli powder 100g (Everest or MDH is "
                 "fine).", [("accept", "sugar-1kg", None, 4200), _q("turmeric-100g"), _q("chilli-powder-100g")],
                 id="1868-en"),
    pytest.param("Send your price for mustard oil — Fortune or Dhara is alright.", [_q("mustard-oil-1l")], id="en-dhara"),
    pytest.param("Quote basmati rice please, India Gate or any good brand is acceptable.", [_q("rice-1kg")], id="en-india-gate"),
    pytest.param("Please quote turmeric 100g; Everest is ok with us.", [_q("turmeric-100g")], id="en-everest-ok"),
    pytest.param("Chini ka rate batao (Madhur ho ya koi local brand, chalega).", [_q("sugar-1kg")], id="hinglish-madhur"),
    pytest.param("Chai patti 250g ka rate bhejo, Tata Premium theek hai.", [_q("tea-250g")], id="hinglish-tata"),
    pytest.param("Sarson tel ka rate bhejiye, Fortune ya Dhara koi bhi theek hai.", [_q("mustard-oil-1l")],
                 id="hinglish-fortune"),
    pytest.param("हल्दी 100 ग्राम का भाव बताइए (एवरेस्ट या एमडीएच ठीक है)।", [_q("turmeric-100g")], id="hi-everest"),
    pytest.param("चाय 250 ग्राम का रेट भेजिए, टाटा प्रीमियम चलेगा।", [_q("tea-250g")], id="hi-tata"),
    pytest.param("सरसों तेल का रेट भेजिए, फॉर्च्यून या धारा कोई भी चलेगा।", [_q("mustard-oil-1l")], id="hi-fortune"),
    # near: a price or the rate said fine still agrees
    pytest.param("Madhur sugar is fine at ₹45, send 20 kg.", [("accept", "sugar-1kg", None, 4500),
                                                             ("order", "sugar-1kg", 20, None)], id="near-en-priced"),
    pytest.param("Chini ₹42 chalega.", [("accept", "sugar-1kg", None, 4200)], id="near-hinglish-priced"),
    pytest.param("चीनी ₹42 ठीक है।", [("accept", "sugar-1kg", None, 4200)], id="near-hi-priced"),
]


@pytest.mark.parametrize("text,want", BRAND_FINE)
def test_a_brand_said_fine_agrees_to_no_price(text, want):
    assert priced(text) == want


ALSO_QUOTE = [
    pytest.param("Sugar ok, also quote tea.", [("accept", "sugar-1kg", None, None), _q("tea-250g")], id="en-also-quote"),
    pytest.param("Rice at ₹40 is fine, also quote sugar.", [("accept", "rice-1kg", None, 4000), _q("sugar-1kg")],
                 id="en-priced-also-quote"),
    pytest.param("Chawal theek hai, cheeni ka rate bhi batao.", [("accept", "rice-1kg", None, None), _q("sugar-1kg")],
                 id="hinglish-rate-bhi"),
    pytest.param("चावल ठीक है, चीनी का भाव भी बताइए।", [("accept", "rice-1kg", None, None), _q("sugar-1kg")],
                 id="hi-bhav-bhi"),
    pytest.param("Send 20 kg rice, also quote sugar.", [("order", "rice-1kg", 20, None), _q("sugar-1kg")],
                 id="near-en-order-also-quote"),
]


@pytest.mark.parametrize("text,want", ALSO_QUOTE)
def test_a_rate_asked_also_takes_no_agreement_beside_it(text, want):
    assert priced(text) == want


@pytest.mark.parametrize("text", ["Surf Excel ka rate batao, ya Rin bhi chalega.",
                                  "Kindly share your rate for detergent, or Rin is fine.",
                                  "सर्फ़ एक्सेल का भाव बताइए, या रिन भी चलेगा।"])
def test_other_goods_said_to_do_as_well_are_a_choice(text):
    assert refused(text, email=True) == "ambiguous_intent.choice"


# 1. A price agreed in the past, or with another supplier, agrees to nothing now (lang.past_accepted).
PAST_ACCEPTED = [
    pytest.param("Please quote toor dal. We accepted ₹144 from another supplier last week.", [_q("toor-dal-1kg")],
                 id="3688-en"),
    pytest.param("दूध का भाव बताइए। पिछली बार ₹27 पक्का हुआ था।", [_q("milk-500ml")], id="3692-hi"),
    pytest.param("Pichli baar cheeni 45.50 pe pakka hua tha, aaj ka rate kya hai?", [_q("sugar-1kg")], id="3726-hinglish"),
    pytest.param("Milk rate please. Last time ₹27 was agreed.", [_q("milk-500ml")], id="en-last-time"),
    pytest.param("What is your rate for sugar? Last month we settled at ₹42.", [_q("sugar-1kg")], id="en-settled"),
    pytest.param("Doodh ka rate batao. Pichli baar ₹27 pakka hua tha.", [_q("milk-500ml")], id="hinglish-pakka"),
    pytest.param("Toor dal ka bhav bhejo, pichle hafte doosre supplier se ₹144 pe deal hui thi.", [_q("toor-dal-1kg")],
                 id="hinglish-other-supplier"),
    pytest.param("अरहर दाल का भाव बताइए, पिछली बार ₹140 पर बात पक्की हुई थी।", [_q("toor-dal-1kg")], id="hi-pakki"),
    # near: an agreement now still agrees
    pytest.param("₹27 agreed. Send 40 packets milk.", [("accept", "milk-500ml", None, 2700),
                                                      ("order", "milk-500ml", 40, None)], id="near-en-agreed"),
    pytest.param("Milk ₹27 as agreed last time, send 40 packets.", [("order", "milk-500ml", 40, 2700)],
                 id="near-en-as-agreed"),
    pytest.param("दूध ₹27 पक्का। 40 पैकेट भेजिए।", [("accept", "milk-500ml", None, 2700),
                                                ("order", "milk-500ml", 40, None)], id="near-hi-pakka"),
    pytest.param("Doodh ₹27 pakka, 40 packet bhejo.", [("accept", "milk-500ml", None, 2700),
                                                     ("order", "milk-500ml", 40, None)], id="near-hinglish-pakka"),
]


@pytest.mark.parametrize("text,want", PAST_ACCEPTED)
def test_a_price_agreed_then_agrees_to_nothing_now(text, want):
    assert priced(text) == want


# 1. A bill acknowledged beside goods asked agrees to no price of its goods (lang.bill_fine).
BILL_FINE = [
    pytest.param("40 पैकेट दूध का बिल ₹1,100 बना, ठीक है। 20 पैकेट दही और भेजिए।", [("order", "curd-400g", 20, None)],
                 id="3696-hi"),
    pytest.param("40 packet doodh ka bill ₹1,100 bana, theek hai. 20 packet dahi aur bhejo.",
                 [("order", "curd-400g", 20, None)], id="hinglish-milk-bill"),
    pytest.param("The bill for 40 packets of milk came to ₹1,100, fine. Send 20 more packets of curd.",
                 [("order", "curd-400g", 20, None)], id="en-milk-bill"),
    pytest.param("Your bill of ₹2,400 for 50 kg atta is okay. Now send 30 kg sugar.", [("order", "sugar-1kg", 30, None)],
                 id="en-atta-bill"),
    pytest.param("चीनी 25 किलो का बिल ₹1,050 आया, सही है। 10 किलो चावल भेज दीजिए।", [("order", "rice-1kg", 10, None)],
                 id="hi-sugar-bill"),
    pytest.param("Chawal 50 kilo ka bill ₹2,000 aaya, sahi hai. Ab 20 kilo cheeni bhejo.",
                 [("order", "sugar-1kg", 20, None)], id="hinglish-rice-bill"),
    pytest.param("The bill for 20 kg sugar was ₹900, that's fine. Please send 10 kg rice.",
                 [("order", "rice-1kg", 10, None)], id="en-sugar-bill"),
    pytest.param("पिछला बिल ₹1,100 का ठीक है। 20 पैकेट दही भेजिए।", [("order", "curd-400g", 20, None)], id="hi-last-bill"),
    pytest.param("दही 20 पैकेट का बिल ₹800 आया, ठीक है। 10 पैकेट पनीर भेजिए।", [("order", "paneer-200g", 10, None)],
                 id="hi-curd-bill"),
    pytest.param("Atta ka bill ₹2,400 aaya, theek hai. 30 kilo cheeni bhejo.", [("order", "sugar-1kg", 30, None)],
                 id="hinglish-atta-bill"),
    # near: the goods' price said fine (no bill) still agrees
    pytest.param("दूध 40 पैकेट ₹27.50 ठीक है, भेज दीजिए।", [("accept", "milk-500ml", None, 2750),
                                                         ("order", "milk-500ml", 40, None)], id="near-hi-price-fine"),
    pytest.param("Doodh 40 packet ₹27.50 theek hai, bhej do.", [("accept", "milk-500ml", None, 2750),
                                                              ("order", "milk-500ml", 40, None)], id="near-hinglish"),
]


@pytest.mark.parametrize("text,want", BILL_FINE)
def test_a_bill_acknowledged_agrees_to_no_price(text, want):
    assert priced(text) == want


# 2. The same request read alike in the three languages.
SAME_EVERYWHERE = [
    pytest.param("हमें 20 किलो प्याज़ नहीं, 10 किलो चाहिए।", [("order", "onion-1kg", 10, None)], id="2932-hi"),
    pytest.param("Humein 20 kilo pyaaz nahi, 10 kilo chahiye.", [("order", "onion-1kg", 10, None)], id="hinglish-onion"),
    pytest.param("We need 10 kg onion, not 20 kg.", [("order", "onion-1kg", 10, None)], id="en-onion"),
    pytest.param("20 किलो चीनी नहीं, 15 किलो भेजिए।", [("order", "sugar-1kg", 15, None)], id="hi-sugar"),
    pytest.param("5 tray ande nahi, 3 tray bhejna.", [("order", "eggs-1pc", 90, None)], id="hinglish-eggs"),
    pytest.param("Agar kal tak aa jaye toh 20 kilo aloo bhej do.", [("order", "potato-1kg", 20, None)], id="3714-hinglish"),
    pytest.param("अगर कल तक आ जाए तो 20 किलो आलू भेज दीजिए।", [("order", "potato-1kg", 20, None)], id="hi-aa-jaye"),
    pytest.param("If it comes by tomorrow, send 20 kg potatoes.", [("order", "potato-1kg", 20, None)], id="en-comes-by"),
    pytest.param("If it can arrive by tomorrow, send 20 kg potatoes.", [("order", "potato-1kg", 20, None)],
                 id="en-arrive-by"),
    # near: the Hindi with "पहुँच" read as before
    pytest.param("अगर कल सुबह तक पहुँच जाए तो 20 किलो आलू भेज दीजिए।", [("order", "potato-1kg", 20, None)], id="3718-hi"),
    pytest.param("Pyaaz 20 nahi, 10 kilo bhejo.", [("order", "onion-1kg", 10, None)], id="2936-hinglish"),
]


@pytest.mark.parametrize("text,want", SAME_EVERYWHERE)
def test_the_same_request_reads_alike(text, want):
    assert priced(text) == want


@pytest.mark.parametrize("text", ["20 kilo pyaaz nahi, 10 kilo aloo bhejo.", "20 किलो प्याज़ नहीं, 10 किलो आलू भेजिए।"])
def test_a_count_of_other_goods_after_the_no_is_not_the_onions(text):
    assert refused(text, email=True)  # (onion refused, potatoes ordered: not read as 10 kg onion)


# 3. Goods put off, goods asked after, a past fault, an order's own price: no reason asking what was never meant.
READ_NOW = [
    pytest.param("Last month we sold about 200 kg of sugar and 80 kg of salt. For now please send 25 kg sugar at ₹42 "
                 "per kg; salt we'll order later.", [("order", "sugar-1kg", 25, 4200)], id="111-en"),
    pytest.param("Send 20 kg sugar at ₹49. Also quote salt.", [("order", "sugar-1kg", 20, 4900), _q("salt-1kg")],
                 id="2919-en"),
    pytest.param("25 kilo cheeni bhejo, namak ka order baad mein karenge.", [("order", "sugar-1kg", 25, None)],
                 id="hinglish-salt-later"),
    pytest.param("25 किलो चीनी भेजिए, नमक का ऑर्डर बाद में देंगे।", [("order", "sugar-1kg", 25, None)], id="hi-salt-later"),
    pytest.param("Please send 25 kg sugar, we will order salt next week.", [("order", "sugar-1kg", 25, None)],
                 id="en-salt-next-week"),
    pytest.param("कल वाले अंडे ख़राब निकले, 30 में से 6 टूटे थे। आज 2 ट्रे अंडे और भेजिए।", [("order", "eggs-1pc", 60, None)],
                 id="2953-hi"),
    pytest.param("Kal wale ande kharab nikle, 30 mein se 6 toote the. Aaj 2 tray ande aur bhejiye.",
                 [("order", "eggs-1pc", 60, None)], id="hinglish-eggs-broken"),
    pytest.param("Yesterday's eggs were bad, 6 out of 30 were broken. Please send 2 more trays of eggs today.",
                 [("order", "eggs-1pc", 60, None)], id="en-eggs-broken"),
    pytest.param("कल का दूध खट्टा था, 5 पैकेट ख़राब निकले। आज 40 पैकेट दूध भेजिए।", [("order", "milk-500ml", 40, None)],
                 id="hi-milk-sour"),
    pytest.param("मक्खन 24 पैकेट ₹52 के हिसाब से भेजिए। अगर ₹52 नहीं हो सकता तो मत भेजिए।",
                 [("order", "butter-100g", 24, 5200)], id="1034-hi"),
    pytest.param("Makhan 24 packet ₹52 ke hisaab se bhejo. Agar ₹52 nahi ho sakta toh mat bhejna.",
                 [("order", "butter-100g", 24, 5200)], id="hinglish-butter-only-52"),
    pytest.param("Send 24 packets of butter at ₹52. If you can't do ₹52, please don't send it.",
                 [("order", "butter-100g", 24, 5200)], id="en-butter-only-52"),
    pytest.param("20 kilo cheeni ₹42 mein bhejo, warna mat bhejna.", [("order", "sugar-1kg", 20, 4200)],
                 id="hinglish-warna"),
    pytest.param("20 किलो चीनी ₹42 में भेजिए, वरना मत भेजिए।", [("order", "sugar-1kg", 20, 4200)], id="hi-varna"),
    # near: a message that is only a plan, or a stock question alone, or a bill named, reads as before
    pytest.param("Do you have poha and suji? Rates please.", [_q("poha-500g"), _q("suji-500g")], id="near-c174"),
    pytest.param("Send 10 kg rice. What is the rate of moong dal?", [("order", "rice-1kg", 10, None),
                                                                    _q("moong-dal-1kg")], id="near-rate-asked"),
]


@pytest.mark.parametrize("text,want", READ_NOW)
def test_what_the_writer_meant_is_read(text, want):
    assert priced(text) == want


@pytest.mark.parametrize("text,names", [
    ("Please send 5 litres of Fortune refined oil and 12 Colgate 100g toothpaste. Also, is the ghee available?",
     "Also, is the ghee available?"),
    ("5 litre refined tel bhejo. Ghee milega kya?", "Ghee milega kya?"),
    ("5 लीटर रिफाइंड तेल भेजिए। घी उपलब्ध है क्या?", "घी उपलब्ध है क्या?"),
    ("Send 10 kg rice. Do you have moong dal in stock?", "Do you have moong dal in stock?"),
])
def test_goods_asked_after_as_stock_are_refused_naming_the_question(text, names):
    from tests.reader_intents import CAT
    from lang.reader import read_message
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.unknown_word" and names in r.reason


@pytest.mark.parametrize("text", ["We'll order 50 kg rice next week.", "Send 24 packets of butter at ₹52. Don't send "
                                                                       "the cheese."])
def test_still_refused(text):
    assert refused(text, email=True)
