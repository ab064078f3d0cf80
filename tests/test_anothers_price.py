"""lang.anothers_price: another seller's price told beside our own request at our price is news; the request is read,
in all three languages (fixer N, s27). The supplier's own price, or one beside a match, is still asked about."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return r.readable, r.reason, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text", [
    "Send 20 litres mustard oil at ₹132 a litre. The shop next door is charging ₹138.",
    "20 लीटर सरसों तेल ₹132 लीटर भेज दो। बगल वाला ₹138 ले रहा है।",
    "20 litre sarson tel ₹132 litre bhej do. Bagal wala ₹138 le raha hai.",
])
def test_the_shop_next_doors_price_is_news(text):
    assert _read(text) == (True, "", [("order", "mustard-oil-1l", 20, 13200)])


@pytest.mark.parametrize("text", [
    "राहुल ट्रेडर्स ₹205 में 5 किलो आटा दे रहा है। आप ₹208 कर दो तो 30 पैकेट पक्का।",
    "Rahul Traders ₹205 mein 5 kilo aata de raha hai. Aap ₹208 kar do toh 30 packet pakka.",
])
def test_anothers_price_beside_our_offer(text):
    assert _read(text) == (True, "", [("offer", "atta-5kg", 30, 20800)])


def test_the_suppliers_own_price_is_still_asked():
    ok, reason, _ = _read("Send 20 litres mustard oil at ₹132 a litre. You are charging ₹138.")
    assert not ok and "₹138" in reason


def test_a_price_asked_back_then_no_is_its_refusal():
    """"₹140 for toor? Gupta gives ₹132. No.": refused at first (breaker AH: the ₹140 may be the supplier's); since
    session 33 (fixer AO, lang.refused_after_remark) it reads as holdout47 en-s093's gold does: a refusal of toor at
    ₹140, another's ₹132 told as the remark — a refusal moves no goods."""
    ok, _, rows = _read("₹140 for toor? Gupta gives ₹132. No.")
    assert ok and [r[:2] for r in rows] == [("reject", "toor-dal-1kg")] and rows[0][-1] == 14000


def test_a_match_keeps_the_refusal():
    assert not _read("Gupta gives sugar at ₹40. Match that and send 50 kg at ₹42.")[0]


@pytest.mark.parametrize("text", [
    "गुप्ता जी 60 में गुड़ देते हैं, आप 57 का रेट करो तो 30 किलो ले लेंगे।",
    "Gupta ji 60 mein gud dete hain, aap 57 karoge to 30 kilo le lenge.",
])
def test_anothers_bare_price_in_a_phrase_of_its_own(text):
    """The phrase before the comma tells Gupta's price; the one after it, with "aap", is our bid."""
    assert _read(text) == (True, "", [("offer", "jaggery-1kg", 30, 5700)])


def test_a_bill_charging_is_the_suppliers():
    """"B30 charges paneer at ₹85": the supplier's own bill, not another seller's price — a rate charged beside
    another agreed disputes the bill (fixer AC, s32: ``lang.bill_rate_agreed``, as the corpora's golds read it)."""
    r = read_message("B30 charges paneer at ₹85 a packet, we had agreed ₹78. And when will O25 come?", CAT, email=True)
    assert r.readable and [(i.kind, i.bill_id, i.order_id, i.sku) for i in r.intents] == [
        ("dispute", "B30", None, None), ("ask_delivery", None, "O25", None)]


@pytest.mark.parametrize("text", [
    "No thanks on sugar at ₹46 — we're getting it for around ₹44 locally.",
    "₹46 में चीनी नहीं चाहिए — यहीं लोकल में करीब ₹44 में मिल रही है।",
    "46 rupaye mein cheeni nahi chahiye — yahin local mein kareeb 44 mein mil rahi hai.",
])
def test_a_price_got_elsewhere_beside_a_refusal_is_news(text):
    """Fixer R, s28: the local price is where the shop buys instead; the ₹46 is refused, nothing asked of the ₹44."""
    assert _read(text) == (True, "", [("reject", "sugar-1kg", None, 4600)])


@pytest.mark.parametrize("text, rows", [
    ("Sugar ₹46 is too much 😅 Gupta gives ₹42. Can you do ₹43? Then send 50 kg.", [("offer", "sugar-1kg", 50, 4300)]),
    ("हाहा भैया, आपके ₹32 वाले प्याज़ तो सोने से महँगे हैं 😂 शर्मा जी ₹28 देते हैं। ₹29 कर दो और 40 किलो भेज दो, पक्का।",
     [("offer", "onion-1kg", 40, 2900)]),
    ("Metro me suji ₹24 ki mil rahi hai 😅 aap ₹25 me 40 packet de do, deal pakki.", [("offer", "suji-500g", 40, 2500)]),
    ("- रिफाइंड तेल: आपका ₹120/ली, दूसरे ₹114 दे रहे हैं → हमारा भाव **₹110/ली**, 24 लीटर",
     [("offer", "refined-oil-1l", 24, 11000)]),
])
def test_an_emoji_or_arrow_ends_anothers_phrase(text, rows):
    """The phrase of another's price ends at an emoji or "→": the "you"/"aap" of the next phrase is our bid's."""
    assert _read(text) == (True, "", rows)


@pytest.mark.parametrize("text", [
    "Send 1 sack potato, ₹23 a kilo like last time. The neighbour sells at ₹20 but his stock is not good.",
    "कल सुबह 1 बोरी आलू भेज दो, ₹23 किलो वाला पिछला भाव ही। पड़ोस वाला ₹20 बोलता है पर उसका माल अच्छा नहीं 😄",
    "Kal subah 1 bori aloo bhej do, ₹23 kilo wala pichhla bhav hi. Pados wala ₹20 bolta hai par uska maal achha nahi.",
])
def test_a_but_after_anothers_price_is_about_his_goods(text):
    """"… बोलता है पर उसका माल अच्छा नहीं": the "नहीं" after the "but" is of his goods, no request of ours."""
    assert _read(text) == (True, "", [("order", "potato-1kg", 50, 2300)])


def test_a_price_got_elsewhere_with_no_place_word_is_still_asked():
    """"we get it for ₹44" names no other place: it may be the supplier's own price — still asked."""
    ok, reason, _ = _read("No thanks on sugar at ₹46 — we're getting it for around ₹44.")
    assert not ok and "₹44" in reason


def test_a_price_asked_back_beside_a_refusal_is_its_refusal():
    ok, _, rows = _read("Sugar ₹46? Gupta gives ₹44. No.")  # (as above: holdout47 s093's gold)
    assert ok and [r[:2] for r in rows] == [("reject", "sugar-1kg")] and rows[0][-1] == 4600
