""""Make it 2 quintal" beside a price agreed asks the count (lang/made_count.py; holdouts 45, 101); a lot's price
said in words is accepted as one in figures ("एक बोरी चीनी के इक्कीस सौ रुपये हमें मंज़ूर हैं", lang/accept_count.py;
holdouts 76, 112); "चलो एक काम करो" and "हमारी तरफ़ से हाँ" offer and agree nothing by themselves (lang/cues.py;
holdouts 60, 101)."""
from tests.reader_intents import intents, refused


def test_make_it_with_a_count_orders_the_count():
    assert intents("Rice ₹39 ok. Make it 2 quintal.", email=True) == [
        ("accept", "rice-1kg", None, 3900, None, None), ("order", "rice-1kg", 200, None, None, None)]
    assert intents("OK ₹136 for toor is fine, but then make it 60 kg instead of 40.", email=True) == [
        ("accept", "toor-dal-1kg", None, 13600, None, None), ("order", "toor-dal-1kg", 60, None, None, None)]
    assert intents("Mustard oil, make it 130 per litre.", email=True) == [
        ("offer", "mustard-oil-1l", None, 13000, None, None)]
    assert refused("Rice ₹39 ok. Make it 30.", email=True)  # thirty what?


def test_a_lot_s_price_in_words_is_accepted():
    SUGAR = [("accept", "sugar-1kg", 50, 4200, None, None)]
    assert intents("एक बोरी चीनी के इक्कीस सौ रुपये हमें मंज़ूर हैं।", email=True) == SUGAR
    assert intents("Ek bori chini ke ikkees sau rupaye humein manzoor hain.", email=True) == SUGAR
    ONION = [("accept", "onion-1kg", 50, 3300, None, None)]
    assert intents("साढ़े सोलह सौ में 50 किलो प्याज़ ठीक है।", email=True) == ONION
    assert intents("Saadhe solah sau mein 50 kilo pyaz theek hai.", email=True) == ONION
    assert refused("Do sau mein 50 kilo pyaz theek hai, bhej do.", email=True)  # ₹200 for 50 kg: no such price


def test_openers_that_agree_nothing():
    SUGAR = [("offer", "sugar-1kg", 150, 4100, None, None)]
    assert intents("अरे सुनील भाई, ₹41.50 पर आ गए आप, बढ़िया 😊 चलो एक काम करो, ₹41 कर दो और मैं अभी 3 बोरी चीनी ले "
                   "लूँगा। डील?", email=True) == SUGAR
    assert intents("Arre Sunil bhai, ₹41.50 pe aa gaye aap, badhiya 😊 Chalo ek kaam karo, ₹41 kar do aur main abhi "
                   "3 bori cheeni le lunga. Deal?", email=True) == SUGAR
    OIL = [("accept", "refined-oil-1l", 20, 10900, None, None)]
    assert intents("हमारी तरफ़ से हाँ है — 20 लीटर रिफाइंड तेल के लिए ₹2,180 ठीक है।", email=True) == OIL
    assert intents("Humari taraf se haan hai — 20 litre refined tel ke liye ₹2,180 theek hai.", email=True) == OIL


def test_asking_not_to_short_ship_refuses_nothing():
    """lang/cues.py neutral phrases (holdouts 116, 120): "don't short-ship it" is no refusal of the goods."""
    TABLE = "| Item | Qty |\n|---|---|\n| Parle-G 65 g | 5 peti |\n| Surf Excel 1 kg | 10 packets |\n\n"
    ORDER = [("order", "biscuits-65g", 60, None, None, None), ("order", "detergent-1kg", 10, None, None, None)]
    assert intents("Please send the following:\n\n" + TABLE + "**Note:** Parle-G is moving fast, so please don't "
                   "short-ship it.", email=True) == ORDER
    assert intents("कृपया यह माल भेज दीजिए:\n\n| सामान | मात्रा |\n|---|---|\n| पारले-जी 65 ग्राम | 5 पेटी |\n"
                   "| सर्फ़ एक्सेल 1 किलो | 10 पैकेट |\n\n**ध्यान दें:** पारले-जी बहुत तेज़ी से बिक रहा है, इसमें कमी मत "
                   "कीजिएगा।",
                   email=True) == ORDER
    assert refused("Parle-G bahut fast chal raha hai, usme short mat karna.", email=True)  # alone: do what?
    assert refused("Parle-G is moving fast, so please don't short-ship it.", email=True)
