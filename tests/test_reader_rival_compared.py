"""Another seller's price named by its owner after a word of comparing is news, not a price asked (lang.rival_compared;
issue 10, session 41 helper FX2): the supplier's price beside it is the one agreed, refused or bargained; a message
that asks to match the other's price keeps its refusal."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text):
    r = read_message(text, CAT, email=True)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text, want", [
    ("We'll skip the mustard oil this time — ₹132 is more than Aravali's ₹128.", [("reject", "mustard-oil-1l", None, 13200)]),
    ("सरसों तेल इस बार नहीं लेंगे — ₹132 अरावली के ₹128 से ज़्यादा है।", [("reject", "mustard-oil-1l", None, 13200)]),
    ("Sarson tel is baar nahi lenge — ₹132 Aravali ke ₹128 se zyada hai.", [("reject", "mustard-oil-1l", None, 13200)]),
    ("Rice at ₹40 is higher than Gupta's ₹38, so we pass.", [("reject", "rice-1kg", None, 4000)]),
    ("चावल ₹40 गुप्ता के ₹38 से महँगा है, इस बार नहीं लेंगे।", [("reject", "rice-1kg", None, 4000)]),
    ("Chawal ₹40 Gupta ke ₹38 se mehnga hai, is baar nahi lenge.", [("reject", "rice-1kg", None, 4000)]),
    ("Your rate ₹41 for sugar is better than Sharma's ₹42. OK, book 30 kg.",
     [("accept", "sugar-1kg", None, 4100), ("order", "sugar-1kg", 30, None)]),
    ("Your ₹41 for sugar beats the mandi's ₹43. Accepted.", [("accept", "sugar-1kg", None, 4100)]),
    ("प्याज़ का आपका ₹36 शर्मा के ₹38 से अच्छा है। पक्का — 40 किलो भेज दीजिए।",
     [("accept", "onion-1kg", None, 3600), ("order", "onion-1kg", 40, None)]),
    ("Pyaz ka aapka ₹36 Sharma ke ₹38 se accha hai. Pakka — 40 kilo bhej do.",
     [("accept", "onion-1kg", None, 3600), ("order", "onion-1kg", 40, None)]),
])
def test_the_other_sellers_price_is_news(text, want):
    assert _rows(text) == want


@pytest.mark.parametrize("text", [
    "Your ₹36 for onions beats Sharma's ₹38. Match it and send 40 kg.",  # "match": the other's price may be the bid
    "Can you match Gupta's ₹38 for rice? Rice ₹40 is more than Gupta's ₹38.",
])
def test_a_price_asked_matched_keeps_its_refusal(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable
    assert r.reason_key == "ambiguous_intent.figure"


@pytest.mark.parametrize("text, want", [
    # the supplier's rate said back ("Your rate is ₹24"), our price in the next sentence (lang.act_turns._next_says
    # counts three words before the "₹", holdout105 k3004)
    ("Sharma Traders in the next lane is giving Tata Salt at ₹20 a kg. Your rate is ₹24. Can you do ₹21?",
     [("offer", "salt-1kg", None, 2100)]),
    ("Tata Salt: your rate is ₹24. Can you do ₹21?", [("offer", "salt-1kg", None, 2100)]),
    ("टाटा नमक: आपका रेट ₹24 है। ₹21 कर सकते हो?", [("offer", "salt-1kg", None, 2100)]),
    ("Tata Salt: aapka rate ₹24 hai. ₹21 kar sakte ho?", [("offer", "salt-1kg", None, 2100)]),
    # another's price after an emoji, which ends a phrase (lang.sellers_prices, holdout47 s068)
    ("Haha bhaiya, your ₹32 onions are costlier than gold 😂 Sharma ji gives ₹28. Make it ₹29 and send 40 kg, pakka.",
     [("offer", "onion-1kg", 40, 2900)]),
    ("हाहा भैया, आपके ₹32 वाले प्याज़ सोने से महँगे हैं 😂 शर्मा जी ₹28 देते हैं। ₹29 कर दो और 40 किलो भेज दो, पक्का।",
     [("offer", "onion-1kg", 40, 2900)]),
    ("Haha bhaiya, aapke ₹32 wale pyaz sone se mehnge hain 😂 Sharma ji ₹28 dete hain. ₹29 kar do aur 40 kilo bhej do.",
     [("offer", "onion-1kg", 40, 2900)]),
])
def test_the_suppliers_or_anothers_price_beside_our_bid_is_news(text, want):
    assert _rows(text) == want


@pytest.mark.parametrize("text, want", [
    # the supplier's rate agreed in its own clause stays agreed beside a price refused or countered next
    ("Dear Sir, Your rate of ₹54 per packet of besan is acceptable. However, we will not take the poha at ₹38; it is "
     "too close to MRP.", [("accept", "besan-500g", None, 5400), ("reject", "poha-500g", None, 3800)]),
    ("Your rate of ₹36 per kg for onion is acceptable to us. However, ₹128 per litre for mustard oil is on the higher "
     "side; we can do ₹122 per litre.", [("accept", "onion-1kg", None, 3600), ("offer", "mustard-oil-1l", None, 12200)]),
])
def test_the_suppliers_rate_agreed_keeps_its_price(text, want):
    assert _rows(text) == want


_GHEE = [("offer", "ghee-1l", 12, 51000), ("accept", "paneer-200g", None, 7600), ("order", "paneer-200g", 10, None)]


@pytest.mark.parametrize("text", [
    # a price turned down, another's quote after it, our counter in the next sentence beside other goods
    # (lang.countered_on_the_line counts the price turned down before the goods' name too; holdout124 v8013)
    "> Sahyadri Dairy, 7 July: Desi ghee 1 L ₹520. Paneer ₹380 per kg.\n\nNamaste Sahyadri ji,\n\nThanks for the rates. "
    "₹520 for ghee is a little high — Balaji Agencies quoted us ₹505. Can you do ₹510 per litre for the 12 litres?\n\n"
    "Paneer at ₹380/kg is fine, please send 2 kg.",
    "> सह्याद्री डेयरी, 7 जुलाई: देसी घी 1 लीटर ₹520। पनीर ₹380 प्रति किलो।\n\nनमस्ते सह्याद्री जी,\n\nभाव के लिए धन्यवाद। घी का "
    "₹520 थोड़ा ज़्यादा है — बालाजी एजेंसीज़ ने हमें ₹505 बताया है। क्या 12 लीटर के लिए ₹510 प्रति लीटर कर सकते हैं?\n\nपनीर "
    "₹380/किलो ठीक है, 2 किलो भेज दीजिए।",
    "> Sahyadri Dairy, 7 July: Desi ghee 1 L ₹520. Paneer ₹380 per kg.\n\nNamaste Sahyadri ji,\n\nRate ke liye thanks. "
    "Ghee ka ₹520 thoda zyada hai — Balaji Agencies ne humein ₹505 bataya hai. Kya 12 litre ke liye ₹510 per litre kar "
    "sakte ho?\n\nPaneer ₹380/kg theek hai, 2 kilo bhej dijiye.",
])
def test_a_counter_after_another_sellers_quote_is_the_goods_offer(text):
    assert _rows(text) == _GHEE


def test_a_counter_above_the_price_turned_down_is_asked():
    r = read_message("₹520 for ghee is a little high — Balaji quoted us ₹505. Can you do ₹530 per litre for the 12 "
                     "litres? Paneer at ₹380/kg is fine, please send 2 kg.", CAT, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.figure"
