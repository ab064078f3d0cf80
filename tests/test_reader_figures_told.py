"""Figures a shopkeeper reads at once that the reader had asked back ("what is 13 for?", "what is 14 kg for?", "what
is 24 litres for?"): session 38, fixer DF (``ambiguous_intent.figure`` refusals of the labelled corpora).

- a day of the month with "को" and a time of the day (``lang.aside_numbers``): "13 को सुबह भेजना";
- goods the shop lost, or still has lying (``lang.goods_lost``): "we lost 22 packets of milk overnight", "14 किलो चना
  दाल अभी भी पड़ी है" — a report, never goods ordered (beside an order they had been ordered again, silently);
- a lot whose price is accepted, then asked sent by its count alone (``lang.lot_sent``): "₹3,144 for 24 litres of
  mustard oil is fine. Please send the 24 litres.";
- a discount or cut thanked for (``lang.thanked_discount``): "Thank you for the ₹1,200 discount on last month's bill!";
- a count told after a change to an order as its state (``lang.count_left_told``): "The remaining 8 cases are fine",
  "(total 30)";
- another seller named as standing at a price (``lang.rival_at``): "— Malwa is at ₹116, so we go with you".
"""
from __future__ import annotations

import pytest

from reader_intents import reading

SUGAR_10 = ("order", "sugar-1kg", 10, None, None, None)


# --- a day of the month with "को" and a time of the day -------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "सेल्वम भैया, पोंगल के लिए: केला 10 दर्जन ₹48 दर्जन, टमाटर 15 किलो, प्याज़ 20 किलो। 13 को सुबह भेजना।",  # holdout135
    "Selvam bhaiya, Pongal ke liye: kela 10 darjan ₹48 darjan, tamatar 15 kilo, pyaaz 20 kilo. 13 ko subah bhejna.",
])
def test_day_with_ko_and_time_of_day_is_a_date(text):
    assert reading(text) == [("order", "banana-1dozen", 10, 4800, None, None), ("order", "tomato-1kg", 15, None, None, None),
                             ("order", "onion-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "10 किलो चीनी भेजो। 5 को शाम तक पहुँचा देना।",  # probes (DF): the 5th, by the evening
    "10 kilo cheeni bhejo. 5 ko shaam tak pahuncha dena.",
])
def test_day_with_ko_probe(text):
    assert reading(text) == [SUGAR_10]


def test_day_with_ko_between_goods_probe():
    assert reading("10 किलो चीनी और 12 को सुबह वाली गाड़ी से 5 किलो गुड़ भेजो।") == [
        SUGAR_10, ("order", "jaggery-1kg", 5, None, None, None)]


@pytest.mark.parametrize("text,read", [
    ("10 किलो चीनी भेजो। 12 को भी भेजो।", "ambiguous_intent.figure"),  # no time of day: still asked (what is 12 for?)
    ("10 किलो चीनी भेजो, 40 को सुबह", "ambiguous_intent.figure"),  # more than 31: no day of the month
    ("10 kilo cheeni bhejo, 12 packet ko subah bhejna", "contradictory.two_quantities"),  # a count with its unit
])
def test_near_days_read_as_before(text, read):
    assert reading(text) == read


# --- goods lost or still lying: a report ---------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "We lost 22 packets of milk overnight in a power cut. Please send 10 kg sugar.",  # probes (DF): had ordered the milk
    "रात में बिजली जाने से दूध के 22 पैकेट ख़राब हो गए। 10 किलो चीनी भेजिए।",
    "Raat mein bijli jaane se doodh ke 22 packet kharab ho gaye. 10 kilo cheeni bhejo.",
    "We still hold 14 kg of chana dal from last month. Please send 10 kg sugar.",
    "पिछले महीने की 14 किलो चना दाल अभी भी पड़ी है। 10 किलो चीनी भेजिए।",
    "Pichhle mahine ki 14 kilo chana dal abhi bhi padi hai. 10 kilo cheeni bhejo.",
    "Your onions were superb, 18 kg gone by evening itself! Please send 10 kg sugar.",
    "Five packets of curd went bad in the heat. Please send 10 kg sugar.",
])
def test_goods_lost_or_lying_are_a_report(text):
    assert reading(text) == [SUGAR_10]


@pytest.mark.parametrize("text,read", [
    ("Dear Agarwal ji,\n\nPlease cancel order O14 in full. The heatwave has cut our footfall and we still hold 14 kg of "
     "chana dal from last month.\n\nWith apologies for the trouble,\nImran", [("cancel", None, None, None, "O14", None)]),
    ("कृपया ऑर्डर O14 पूरा रद्द कर दीजिए। लू की वजह से ग्राहक कम आ रहे हैं और पिछले महीने की 14 किलो चना दाल अभी भी "
     "पड़ी है।", [("cancel", None, None, None, "O14", None)]),  # holdout131 c7030 (its fenced block left out)
    ("Please order O14 poora cancel kar dijiye. Loo ki wajah se customer kam aa rahe hain aur pichhle mahine ki 14 kilo "
     "chana dal abhi bhi padi hai.", [("cancel", None, None, None, "O14", None)]),
])
def test_stock_lying_beside_a_cancel(text, read):
    assert reading(text) == read


@pytest.mark.parametrize("text,read", [
    ("22 packet doodh kharab ho gaye, 22 aur bhejo.", "ambiguous_intent.figure"),  # asks in the same sentence: as before
    ("Send 10 kg sugar and 5 packets of curd, the last ones went bad.",
     [SUGAR_10, ("order", "curd-400g", 5, None, None, None)]),  # the goods asked in the sentence still ordered
    ("हमें 20 किलो चीनी की ज़रूरत पड़ी है।", "ambiguous_intent.unknown_word"),  # a need, not goods lying: as before
    ("4 packets of curd were spoilt.", "ambiguous_intent.unknown_word"),  # no cause: the supplier's curd? (asked)
])
def test_near_sentences_read_as_before(text, read):
    assert reading(text) == read


# --- a lot accepted, then asked sent by its count ------------------------------------------------------------------

LOT = [("accept", "mustard-oil-1l", 24, 13100, None, None), ("order", "mustard-oil-1l", 24, None, None, None)]


@pytest.mark.parametrize("text", [
    "Rohit ji, ₹3,144 for 24 litres of mustard oil is fine. Please send the 24 litres this week.",  # holdout119 f8013
    "रोहित जी, 24 लीटर सरसों तेल के ₹3,144 ठीक हैं। कृपया ये 24 लीटर इस हफ़्ते भेज दीजिए।",
    "Rohit ji, 24 litre sarson tel ke ₹3,144 theek hain. Please ye 24 litre is hafte bhej dijiye.",
    "₹3,144 for the 24 litres of mustard oil is agreed. Kindly book the 24 litres.",  # probe (DF)
])
def test_lot_accepted_then_sent_by_its_count(text):
    assert reading(text) == LOT


@pytest.mark.parametrize("text", [
    "₹3,144 for 24 litres of mustard oil and ₹2,800 for 24 litres of refined oil are fine. Please send the 24 litres.",
    # (session 54: "… Please send the 24 litres along with the refined oil." after one lot agreed is that lot's 24
    # litres, as holdout118 en-r8033's gold reads: lang.along_with_named, tests/test_reader_figures_placed54.py)
])
def test_lot_count_with_two_goods_still_asked(text):
    assert reading(text) == "ambiguous_intent.figure"  # which 24 litres? (two lots; another goods named beside it)


# --- a discount thanked for: what was given, not a price asked ----------------------------------------------------

DAL_BESAN = [("order", "chana-dal-1kg", 15, None, None, None), ("order", "besan-500g", 20, None, None, None)]


@pytest.mark.parametrize("text,read", [
    ("Thank you for the ₹1,200 discount on last month's bill! 🙏 Please send 15 kg chana dal and 10 kg besan.",
     DAL_BESAN),  # probes33 q051
    ("पिछले महीने के बिल पर ₹1,200 की छूट के लिए धन्यवाद! 🙏 कृपया 15 किलो चना दाल और 10 किलो बेसन भेजिए।", DAL_BESAN),
    ("Pichhle mahine ke bill pe ₹1,200 ki chhoot ke liye dhanyavaad! 🙏 Kripya 15 kilo chana dal aur 10 kilo besan "
     "bhejiye.", DAL_BESAN),
    ("पिछली बार चावल पर ₹2 कम करने के लिए धन्यवाद। इस बार 40 किलो ₹37 पर भेजो।",
     [("order", "rice-1kg", 40, 3700, None, None)]),  # probes33 q094
    ("Pichli baar chawal pe ₹2 kam karne ke liye thanks. Is baar 40 kg ₹37 pe bhejo.",
     [("order", "rice-1kg", 40, 3700, None, None)]),
    ("Many thanks for the ₹5 discount on ghee last week. Send 12 litres of ghee at ₹520.",
     [("order", "ghee-1l", 12, 52000, None, None)]),  # probe (DF)
])
def test_discount_thanked_is_context(text, read):
    assert reading(text) == read


@pytest.mark.parametrize("text,read", [
    ("Thank you for your offer of ghee at ₹560 per litre. We regret we cannot take it at this price.",
     [("reject", "ghee-1l", None, 56000, None, None)]),  # holdout59 g038: an offer thanked for, then refused
    ("Thank you for your quote of ₹118 per litre for mustard oil. We accept. Kindly send 2 cases.",
     [("accept", "mustard-oil-1l", None, 11800, None, None), ("order", "mustard-oil-1l", 24, None, None, None)]),
])
def test_offer_thanked_read_as_before(text, read):
    assert reading(text) == read


def test_discount_asked_with_thanks_still_asked():
    """Thanks beside a cut asked: the cut is still asked (an offer of ₹2 less), not thanks for one given."""
    from lang.reader import read_message
    from reader_intents import CAT
    r = read_message("Thanks, please give ₹2 off on rice.", CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.price_change_paise) for i in r.intents] == [("offer", "rice-1kg", -200)]


# --- a count told after a change as the order's state -------------------------------------------------------------

MAGGI_CUT = [("cancel", "noodles-70g", 24, None, "O2", None)]
ALMONDS_ADDED = [("order", "almonds-100g", 10, None, "O8", None)]


@pytest.mark.parametrize("text,read", [
    ("Sahyadri bhaiya, you did not agree to the ₹1 cut, so please cancel 2 cases of Maggi from O2. The remaining 8 "
     "cases are fine, send them once the road clears.", MAGGI_CUT),  # holdout127 l8011
    ("सह्याद्रि भैया, आपने ₹1 की कटौती नहीं मानी, इसलिए O2 में से 2 case मैगी cancel कर दीजिए। बाक़ी 8 case ठीक हैं, "
     "road साफ़ होते ही भेज देना।", MAGGI_CUT),
    ("Sahyadri bhaiya, aapne ₹1 ki katauti nahi maani, isliye O2 mein se 2 case Maggi cancel kar dijiye. Baaki 8 case "
     "theek hain, road saaf hote hi bhej dena.", MAGGI_CUT),
    ("Please cut the eggs in O5 by 2 trays. The rest 4 trays stay as they are.",
     [("cancel", "eggs-1pc", 60, None, "O5", None)]),  # probe (DF)
    ("Please add 10 more packets of almonds to O8 (total 30).", ALMONDS_ADDED),  # holdout130 b7026 (shortened)
    ("O8 में 10 पैकेट बादाम और जोड़ दीजिए (कुल 30)।", ALMONDS_ADDED),
    ("O8 mein 10 packet badam aur jod dijiye (total 30).", ALMONDS_ADDED),
])
def test_count_told_as_the_orders_state(text, read):
    assert reading(text) == read


@pytest.mark.parametrize("text,read", [
    ("Please cancel 2 cases of Maggi from O2. The remaining 8 cases, cancel them too.", "no_item.of_what"),
    ("Please send 10 packets of almonds (total 30).", "ambiguous_intent.figure"),  # no order named: what is 30?
    ("Please add 10 more packets of almonds to O8 (total 5).", "ambiguous_intent.figure"),  # a total below the addition
])
def test_near_counts_still_asked(text, read):
    assert reading(text) == read


# --- another seller standing at a price: context ------------------------------------------------------------------

REFINED = [("accept", "refined-oil-1l", None, 11400, None, None), ("order", "refined-oil-1l", 24, None, None, None)]


@pytest.mark.parametrize("text,read", [
    ("Refined at ₹114 is ok — Malwa is at ₹116, so we go with you. Send 2 peti.", REFINED),  # holdout134 f7021
    ("Sugar ₹41 ok, Gupta ₹39 pe hai. Send 20 kg.",
     [("accept", "sugar-1kg", None, 4100, None, None), ("order", "sugar-1kg", 20, None, None, None)]),  # probes (DF)
    ("चीनी ₹41 ठीक है, गुप्ता ₹39 पर है। 20 किलो भेजो।",
     [("accept", "sugar-1kg", None, 4100, None, None), ("order", "sugar-1kg", 20, None, None, None)]),
    ("Sugar — Gupta is at ₹39, can you do ₹40? We take 20 kg.", [("offer", "sugar-1kg", 20, 4000, None, None)]),
])
def test_rival_standing_at_a_price_is_context(text, read):
    assert reading(text) == read


def test_goods_standing_at_a_price_still_asked():
    """Goods, not a seller, "at" the price: the price stays unexplained (which is agreed?), as before."""
    assert reading("Refined at ₹114 is ok — sugar is at ₹41. Send 2 peti.") == "ambiguous_intent.figure"
