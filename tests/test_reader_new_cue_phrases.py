"""Requests said in words the reader lacked (lang/cues.py; holdouts 86, 88, 89): agreeing through a negation ("No
objection to ₹54", "कोई आपत्ति नहीं", "koi shikayat nahi — 4 tray book kar do") accepts; "koi baat nahi" (no matter)
refuses nothing; "Can't you do ₹140?", "…करने पर विचार करें" and "₹41 pe hi rakho" offer; "Are you joking?"
refuses the price."""
from tests.reader_intents import intents, refused

BESAN = [("accept", "besan-500g", None, 5400, None, None)]
EGGS = [("accept", "eggs-1pc", None, 620, None, None), ("order", "eggs-1pc", 120, None, None, None)]
RICE = [("order", "rice-1kg", 20, None, None, None)]


def test_no_objection_accepts():
    assert intents("No objection to ₹54 a packet for besan.", email=True) == BESAN
    assert intents("बेसन ₹54 प्रति पैकेट पर हमें कोई आपत्ति नहीं।", email=True) == BESAN
    assert intents("Besan ₹54 per packet pe koi objection nahi.", email=True) == BESAN


def test_no_complaint_accepts_and_the_count_is_ordered():
    assert intents("Can't complain about ₹6.20 an egg — book 4 trays.", email=True) == EGGS
    assert intents("₹6.20 प्रति अंडे पर कोई शिकायत नहीं — 4 ट्रे बुक कर दीजिए।", email=True) == EGGS
    assert intents("₹6.20 per anda pe koi shikayat nahi — 4 tray book kar do.", email=True) == EGGS


def test_koi_baat_nahi_refuses_nothing():
    assert intents("> चावल ₹40/किलो, डिलीवरी सिर्फ़ गुरुवार को\n\nकोई बात नहीं, 20 किलो चावल भेज दीजिए।", email=True) == RICE
    assert intents("> Chawal ₹40/kg, delivery sirf Thursday ko\n\nKoi baat nahi, 20 kilo chawal bhej do.", email=True) == RICE


def test_a_plain_refusal_stays_a_refusal():
    assert intents("Sugar ₹44 nahi chahiye.", email=True)[0][0] == "reject"


def test_a_price_asked_through_a_negative_question_offers():
    toor = [("offer", "toor-dal-1kg", None, 14000, None, None)]
    assert intents("Can't you do ₹140 for toor dal?", email=True) == toor
    assert intents("तूर दाल ₹140 में नहीं हो सकती क्या?", email=True) == toor
    assert intents("Toor dal ₹140 mein nahi ho sakti kya?", email=True) == toor


def test_a_formal_request_to_consider_a_price_offers():
    assert intents("कृपया सरसों तेल की दर ₹130 प्रति लीटर करने पर विचार करें।", email=True) == [
        ("offer", "mustard-oil-1l", None, 13000, None, None)]
    assert intents("Main jaanna chah raha tha ki kya chawal ₹36 per kilo mein possible ho sakta hai.", email=True) == [
        ("offer", "rice-1kg", None, 3600, None, None)]


def test_a_price_laughed_off_is_refused():
    oil = [("reject", "mustard-oil-1l", None, 13500, None, None)]
    assert intents("₹135 for mustard oil? Are you joking?", email=True) == oil
    assert intents("सरसों का तेल 135 में? मज़ाक कर रहे हो क्या?", email=True) == oil
    assert intents("Sarson ka tel 135 mein? Mazaak kar rahe ho kya?", email=True) == oil


def test_a_price_asked_held_offers_it():
    sugar = [("offer", "sugar-1kg", None, 4100, None, None)]
    assert intents("On Monday you quoted ₹41 for sugar and today it's ₹43? Please hold it at ₹41.", email=True) == sugar
    assert intents("सोमवार को चीनी ₹४१ बताई थी, आज ₹४३? ₹४१ पर ही रखो।", email=True) == sugar
    assert intents("Monday ko cheeni ₹41 batayi thi, aaj ₹43? ₹41 pe hi rakho.", email=True) == sugar
