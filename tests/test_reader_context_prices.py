"""Prices told as context beside the writer's own: the supplier's quote or a competitor's/the mandi's rate beside a
cut ("you quoted ₹140 … the mandi has it at ₹128. Please reduce ₹6 per kg": an offer of −₹6), prices said "for
context" (``lang.context_prices``), what the shop buys each month (``lang.context_said``: no count of the offer), and
a cut from someone else's price ("Agarwal ke ₹36 se ek rupya kam": refused, ``lang.lower_than``)."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue
from reader_intents import intents, refused

CAT = load_catalogue()


def _cuts(text: str) -> list[tuple]:
    r = read_message(text, CAT, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.price_change_paise) for i in r.intents]


@pytest.mark.parametrize("text, read", [
    ("Toor dal you quoted ₹140 but the mandi has it at ₹128. Please reduce ₹6 per kg.",
     [("offer", "toor-dal-1kg", None, None, -600)]),
    ("तूर दाल आपने ₹140 बताई, मंडी में ₹128 है। किलो पर ₹6 कम करो।", [("offer", "toor-dal-1kg", None, None, -600)]),
    ("Toor dal aapne ₹140 bola, mandi mein ₹128 hai. ₹6 kilo kam karo.", [("offer", "toor-dal-1kg", None, None, -600)]),
    ("Masoor at ₹84 is on the high side — knock off ₹2.", [("offer", "masoor-dal-1kg", None, None, -200)]),
    ("मसूर ₹84 थोड़ा ज़्यादा है — ₹2 कम करो।", [("offer", "masoor-dal-1kg", None, None, -200)]),
    # what the shop buys each month is no count of the offer (it had been: an offer of 50 kg, silently)
    ("Could you reduce the sugar rate by ₹2 per kg? We take about 50 kg every week.",
     [("offer", "sugar-1kg", None, None, -200)]),
    ("क्या चीनी का भाव ₹2 किलो कम कर सकते हैं? हम हर हफ़्ते लगभग 50 किलो लेते हैं।",
     [("offer", "sugar-1kg", None, None, -200)]),
    ("Kya cheeni ka rate ₹2 kilo kam kar sakte ho? Hum har hafte lagbhag 50 kilo lete hain.",
     [("offer", "sugar-1kg", None, None, -200)]),
])
def test_a_cut_beside_a_price_told_as_context(text, read):
    assert _cuts(text) == read


@pytest.mark.parametrize("text", [
    "We'd like to propose ₹44 per packet for besan and ₹25 per packet for suji. For context, our last purchase was "
    "at ₹46 and ₹27 respectively.",
    "बेसन ₹44 प्रति पैकेट और सूजी ₹25 प्रति पैकेट दे सकते हैं। संदर्भ के लिए, पिछली खरीद ₹46 और ₹27 पर थी।",
    "Besan ₹44 per packet aur suji ₹25 per packet de sakte hain. Reference ke liye, pichhli kharid ₹46 aur ₹27 pe thi.",
])
def test_prices_said_for_context_are_context(text):
    assert intents(text, email=True) == [("offer", "besan-500g", None, 4400, None, None),
                                         ("offer", "suji-500g", None, 2500, None, None)]


@pytest.mark.parametrize("text", [
    "चावल पर अग्रवाल के ₹36 से एक रुपया कम कर दो, तो 80 किलो बुक कर दूँगा।",
    "Chawal pe Agarwal ke ₹36 se ek rupya kam kar do, to 80 kilo book kar dunga.",
])
def test_a_cut_from_someone_elses_price_is_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.price_from_another"  # not ₹1 off the supplier's own


@pytest.mark.parametrize("text, read", [
    ("you quoted ₹140 for toor dal, ok send 10 kg",
     [("accept", "toor-dal-1kg", None, 14000, None, None), ("order", "toor-dal-1kg", 10, None, None, None)]),
    ("Chawal pe aapke ₹36 se ek rupya kam kar do, to 80 kilo book kar dunga.",
     [("offer", "rice-1kg", 80, None, None, None)]),  # ₹1 off the supplier's own ₹36
])
def test_neighbours_read_as_before(text, read):
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text, key", [
    ("We'll take 20 kg sugar every week.", "ambiguous_intent.recurring"),  # a standing order, not a habit told
])
def test_a_habit_with_an_ask_is_not_context(text, key):
    assert refused(text, email=True) == key


def test_a_habit_told_in_its_own_part_beside_an_ask_is_context():
    # session 47 (RA, lang.habit_counts): the habit's part of the sentence is context; the ask names its own count
    # (until then refused, "what is 50 kg for?")
    assert intents("We take 50 kg sugar every week, please send 50 kg sugar.", email=True) == [
        ("order", "sugar-1kg", 50, None, None, None)]


@pytest.mark.parametrize("text", [
    "चीनी के ₹44 प्रति किलो के भाव के लिए धन्यवाद। हम 50 किलो के लिए ₹41 प्रति किलो दे सकते हैं।",
    "Cheeni ke ₹44 per kilo rate ke liye shukriya. Hum 50 kilo ke liye ₹41 per kilo de sakte hain.",
    "Thank you for your quote of ₹44 per kg for sugar. We can do ₹41 per kg for 50 kg.",
    "Sugar at ₹44 — if you make it ₹41 I'll take 50 kg.",  # the supplier's, then a condition making ours
    "चीनी ₹44 वाली — अगर ₹41 कर दें तो 50 किलो ले लूँगा।",
    "Cheeni ₹44 wali — agar ₹41 kar do to 50 kilo le lunga.",
    "Sugar ₹44 is too high — a local dairy gave ₹40 per kg. We can do ₹41 per kg for 50 kg.",
    "चीनी ₹44 ज़्यादा है — एक स्थानीय डेयरी ने ₹40 का भाव दिया है। हम 50 किलो के लिए ₹41 प्रति किलो दे सकते हैं।",
    "Cheeni ₹44 zyada hai — ek local dairy ne ₹40 bola hai. Hum 50 kilo ke liye ₹41 per kilo de sakte hain.",
])
def test_the_suppliers_price_and_anothers_beside_our_offer(text):
    assert intents(text, email=True) == [("offer", "sugar-1kg", 50, 4100, None, None)]


@pytest.mark.parametrize("text, read", [
    ("Can you do moong dal at ₹98/kg (you quoted ₹104)?", [("offer", "moong-dal-1kg", None, 9800, None, None)]),
    ("We can offer ₹98/kg (you quoted ₹104) for moong dal.", [("offer", "moong-dal-1kg", None, 9800, None, None)]),
    ("Aapne pyaz ke ₹44 bole, humne ₹38 — beech ka raasta nikaalte hain: ₹41?",
     [("offer", "onion-1kg", None, 4100, None, None)]),
    ("आपने प्याज़ के ₹44 बोले, हमने ₹38 — बीच का रास्ता निकालते हैं: ₹41?", [("offer", "onion-1kg", None, 4100, None, None)]),
])
def test_a_quote_told_back_beside_the_new_price(text, read):
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text", [
    "रिफाइंड तेल आपने ₹118 बताया लेकिन दूसरा सप्लायर ₹112 दे रहा। प्लीज़ ₹5 लीटर कम करो।",
    "refined aapne 118 bola par dusra supplier 112 de raha. please 5 rs litre kam karo",
])
def test_a_quote_told_back_beside_a_cut(text):
    assert _cuts(text) == [("offer", "refined-oil-1l", None, None, -500)]


@pytest.mark.parametrize("text", [
    "Gupta ne cheeni ₹41 boli hai. Usse ₹1 kam karo to 50 kilo lunga.",  # ₹1 less than Gupta's, not the supplier's
    "गुप्ता ने चीनी ₹41 बोली है। उससे ₹1 कम करो तो 50 किलो लूँगा।",
])
def test_a_cut_from_the_price_another_told_is_refused(text):
    assert refused(text, email=True) == "ambiguous_intent.price_from_another"


@pytest.mark.parametrize("text, read", [
    ("Aaj ₹34 bola dahi ka — theek hai, 30 packet bhejo.",  # the price told is the one accepted
     [("accept", "curd-400g", None, 3400, None, None), ("order", "curd-400g", 30, None, None, None)]),
    ("Aapne cheeni ₹41 boli hai. Usse ₹1 kam karo to 50 kilo lunga.", [("offer", "sugar-1kg", 50, None, None, None)]),
])
def test_told_prices_that_stay_as_before(text, read):
    assert intents(text, email=True) == read


def test_agreed_and_offered_for_the_same_goods_is_refused():
    # the other wholesaler's ₹75 is context; "₹74 ठीक है" beside our offer of ₹74: agreed, or offered?
    text = ("चना दाल ₹74 प्रति किलो ऑफ़र कर रहे हैं। दूसरे होलसेलर ने ₹75 बोला है, इसलिए ₹74 ठीक है।")
    assert refused(text, email=True) == "ambiguous_intent.agreed_and_offered"


def test_the_offer_thanked_for_is_theirs():
    text = "Thank you for your offer on sugar at ₹44 per kg. We could consider ₹41 per kg for 50 kg."
    assert intents(text, email=True) == [("offer", "sugar-1kg", 50, 4100, None, None)]


@pytest.mark.parametrize("text, hi", [
    ("| Item | Your rate | Our answer |\n|---|---|---|\n| Rice | ₹40/kg | ✅ OK |\n| Sugar | ₹44/kg | ₹42/kg |\n"
     "| Salt | ₹24/kg | Could you do ₹22? |", False),
    ("| सामान | आपका रेट | हमारा जवाब |\n|---|---|---|\n| चावल | ₹40/किलो | ✅ ठीक |\n| चीनी | ₹44/किलो | ₹42/किलो |\n"
     "| नमक | ₹24/किलो | क्या ₹22 कर सकते हैं? |", True),
    ("| Item | Aapka rate | Hamara jawab |\n|---|---|---|\n| Chawal | ₹40/kg | ✅ theek |\n| Cheeni | ₹44/kg | ₹42/kg |\n"
     "| Namak | ₹24/kg | Kya ₹22 kar sakte hain? |", False),
])
def test_their_rate_beside_our_answers_own_price(text, hi):
    # the supplier's rate in a row whose answer names a price of its own is context; a bare price answered is a bid
    assert intents(text, email=True) == [("accept", "rice-1kg", None, 4000, None, None),
                                         ("offer", "sugar-1kg", None, 4200, None, None),
                                         ("offer", "salt-1kg", None, 2200, None, None)]


def test_an_answer_with_a_count_keeps_their_rate():
    text = "| Item | Your price | Our reply |\n|---|---|---|\n| Sugar | ₹42/kg | ✅ accepted |\n| Salt | ₹24/kg | ✅ OK |"
    assert intents(text, email=True) == [("accept", "sugar-1kg", None, 4200, None, None),
                                         ("accept", "salt-1kg", None, 2400, None, None)]


@pytest.mark.parametrize("text", [
    "Cheeni ka ₹44 per kilo rate thoda zyada hai.\n\nKya aap 50 kilo ₹41 per kilo pe de sakte hain?",
    "चीनी का ₹44 प्रति किलो का भाव थोड़ा ज़्यादा है। पिछले हफ़्ते 35 किलो बिकी। क्या 50 किलो ₹41 प्रति किलो कर सकते हैं?",
    "Your ₹44 for sugar is a bit steep. We sold 35 kg last week. Can you do ₹41 per kg for 50 kg?",
])
def test_a_price_called_too_high_then_ours_sentences_later(text):
    # no goods named between: the later price is for the same goods, the first the supplier's
    assert intents(text, email=True) == [("offer", "sugar-1kg", 50, 4100, None, None)]


def test_other_goods_between_keep_the_too_high_price_asked():
    text = "Sugar ₹44 is too high. Send 10 kg rice. ₹41?"
    assert refused(text, email=True).startswith("ambiguous_intent")
