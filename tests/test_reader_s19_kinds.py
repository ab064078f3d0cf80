"""Kinds of message the nineteenth session's black-box breakers (several requests in one message: tests/
corpus_holdout67; figures and units: tests/corpus_holdout68) and probes around them found misread or refused, each
read here as a shopkeeper reads it. A kind, not a sentence: each test has variants the corpora do not hold."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text: str) -> list[tuple]:
    """(kind, sku, quantity, paise a selling unit, order id, bill id) of each intent, as the desk reads the e-mail."""
    r = read_message(text, CAT, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id, i.bill_id) for i in r.intents]


@pytest.mark.parametrize("text, rows", [
    # goods counted in brackets after an order id, with "of": the order's count (20 litres had been a pack size)
    ("Could you please confirm the delivery date for order O15 (20 litres of mustard oil and 6 trays of eggs)?",
     [("ask_delivery", "mustard-oil-1l", 20, None, "O15", None), ("ask_delivery", "eggs-1pc", 180, None, "O15", None)]),
    ("When will O15 (20 kg of rice) come?", [("ask_delivery", "rice-1kg", 20, None, "O15", None)]),
    # an order said to be fine is not cancelled with its neighbour (had cancelled O9 in all three languages)
    ("Cancel O8, O9 is fine, send the bill for O9.",
     [("cancel", None, None, None, "O8", None), ("ask_bill", None, None, None, "O9", None)]),
    ("O8 रद्द करो, O9 ठीक है, O9 का बिल भेज दो।",
     [("cancel", None, None, None, "O8", None), ("ask_bill", None, None, None, "O9", None)]),
    ("O8 cancel karo, O9 theek hai, O9 ka bill bhej do.",
     [("cancel", None, None, None, "O8", None), ("ask_bill", None, None, None, "O9", None)]),
    ("Cancel O8 and O9.", [("cancel", None, None, None, "O8", None), ("cancel", None, None, None, "O9", None)]),
    ("Cancel O15. From O16 cancel the paneer.",
     [("cancel", None, None, None, "O15", None), ("cancel", "paneer-200g", None, None, "O16", None)]),
    # a count cut of one order beside a new order of other goods (was refused as "cancelled and asked again")
    ("Please cut O11's eggs from 5 trays to 3 trays and send 40 litres of milk.",
     [("cancel", "eggs-1pc", 60, None, "O11", None), ("order", "milk-500ml", 80, None, None, None)]),
    # a container's contents tied by "a" ("24 bottles a case"): 2 cases are 48 bottles, not a second count
    ("Send 2 cases of Coca-Cola, 24 bottles a case, ₹38 per bottle.",
     [("order", "soft-drink-750ml", 48, 3800, None, None)]),
    ("Parle-G 3 cartons, 48 packets a carton, please send", [("order", "biscuits-65g", 144, None, None, None)]),
    # a price per container whose contents are stated is per the stated contents (₹900 / 24, not ₹900 / 12: silent)
    ("Send 2 cases of Coca-Cola, 24 bottles a case, ₹900 per case.",
     [("order", "soft-drink-750ml", 48, 3750, None, None)]),
    ("Coke 2 peti bhejo, har peti mein 24 bottle, ₹900 peti", [("order", "soft-drink-750ml", 48, 3750, None, None)]),
    ("Send 2 cases of Coca-Cola at ₹450 per case.", [("order", "soft-drink-750ml", 24, 3750, None, None)]),
    ("Send Maggi – 2 boxes (96 packets each) @ ₹11.50/packet", [("order", "noodles-70g", 192, 1150, None, None)]),
    # a tin's stated contents after the goods' name ("2 tins of mustard oil, 15 litres each")
    ("Send 2 tins of mustard oil, 15 litres each.", [("order", "mustard-oil-1l", 30, None, None, None)]),
    # "please send bill B9": the bill asked, beside a cut (the order word "please send" had taken "send")
    ("Please send bill B9.", [("ask_bill", None, None, None, None, "B9")]),
    ("O12: cut the sugar from 25 kg to 10 kg, and please send bill B9.",
     [("cancel", "sugar-1kg", 15, None, "O12", None), ("ask_bill", None, None, None, None, "B9")]),
    # a competitor's rate told after the supplier's was called too high is context (had refused ₹30: breaker J)
    ("Your ₹38 for onion is too much; the mandi has it at ₹30. Leave it.",
     [("reject", "onion-1kg", None, 3800, None, None)]),
    ("Your ₹38 for onion is too much; the mandi has it at ₹30. Do ₹31.", [("offer", "onion-1kg", None, 3100, None, None)]),
    # goods cut from one order while another is cancelled, in one sentence: read order by order (lang.orders_apart;
    # probes: the paneer had been cut from O15 and O16 kept, or all of O16 cancelled; the trial's H4 all of O12)
    ("Cancel O15 and from O16 cancel the paneer.",
     [("cancel", None, None, None, "O15", None), ("cancel", "paneer-200g", None, None, "O16", None)]),
    ("Cancel O15, and remove the paneer from O16.",
     [("cancel", None, None, None, "O15", None), ("cancel", "paneer-200g", None, None, "O16", None)]),
    ("O15 cancel karo aur O16 se paneer hata do.",
     [("cancel", None, None, None, "O15", None), ("cancel", "paneer-200g", None, None, "O16", None)]),
    ("ऑर्डर O12 में आटा 10 पैकेट से घटाकर 6 पैकेट कर दीजिए, और ऑर्डर O15 पूरा रद्द कर दीजिए।",
     [("cancel", "atta-5kg", 4, None, "O12", None), ("cancel", None, None, None, "O15", None)]),
    ("Two changes please: in O14 reduce the atta by 4 packets, and cancel order O17 completely.",
     [("cancel", "atta-5kg", 4, None, "O14", None), ("cancel", None, None, None, "O17", None)]),
    # a count changed "from N packets to M" with M bare is M packets, not ₹M (the trial: read as ₹6, refused by MRP)
    ("O14 me atta 10 packet se 6 kar do", [("cancel", "atta-5kg", 4, None, "O14", None)]),
    ("O14 में आटा 10 पैकेट से 6 कर दो", [("cancel", "atta-5kg", 4, None, "O14", None)]),
    # a reply whose goods are named only in the quote it answers, the quote signed off ("> Regards": it had cut
    # the reply off as a signature; the new-user trial)
    ("Ok, ₹41/kg works for us. Please book 40 kg.\n\n> On Tue, S1 wrote:\n> Rice at ₹43 per kg, best we can do is "
     "₹41.\n> Regards", [("accept", "rice-1kg", None, 4100, None, None), ("order", "rice-1kg", 40, None, None, None)]),
    # another spelling of a word the tables hold (lang.spellings: breaker M's misses)
    ("कृपया 30 किलोग्राम अरहर दाल प्रेषित करें।", [("order", "toor-dal-1kg", 30, None, None, None)]),
    ("kripya 30 kg arhar dal preshit karein", [("order", "toor-dal-1kg", 30, None, None, None)]),
    ("कृपया आदेश O23 निरस्त करें।", [("cancel", None, None, None, "O23", None)]),
    ("order O23 cancil kar dijiye", [("cancel", None, None, None, "O23", None)]),
    ("12 tray ande bhejdo", [("order", "eggs-1pc", 360, None, None, None)]),
    ("50 kg chawal ktna padega?", [("ask_quote", "rice-1kg", 50, None, None, None)]),
    ("cheeni me koi interest ni hai", [("reject", "sugar-1kg", None, None, None, None)]),
    # English cut words beside an order id cancel the goods from it (breaker L: refused; Hindi "घटा दो" read)
    ("Cut 1 tray of eggs from O22.", [("cancel", "eggs-1pc", 30, None, "O22", None)]),
    ("Drop 1 tray of eggs from O22.", [("cancel", "eggs-1pc", 30, None, "O22", None)]),
    # ... and with no order id in their sentence they are no cancel
    ("Rice ₹42 is high, cut it to ₹40 and send 20 kg", [("offer", "rice-1kg", 20, 4000, None, None)]),
    # an order said to stay as it is, its contents in brackets, or with no change: nothing asked of it
    ("Cancel O18. O19 (10 kg paneer) stays as it is.", [("cancel", None, None, None, "O18", None)]),
    ("O18 रद्द कीजिए। O19 (10 किलो पनीर) वैसा ही रहेगा।", [("cancel", None, None, None, "O18", None)]),
    ("Cancel O23 in full. O25: no change.", [("cancel", None, None, None, "O23", None)]),
    # a bill asked "for this" under a quoted mail naming one order: that order's bill (breaker N: had no order)
    ("Please send the bill for this.\n\n> Delivered today: order O21.", [("ask_bill", None, None, None, "O21", None)]),
    # a quoted sign-off between answers asks nothing and is left out of the answers read pair by pair
    ("> Rice ₹40\nOk send 20 kg\n> Regards, Sharma\nThanks",
     [("accept", "rice-1kg", None, 4000, None, None), ("order", "rice-1kg", 20, None, None, None)]),  # (the quoted ₹40)
    # ... and left as read when the stated contents were multiplied out, or the figure is the whole count again
    ("Send 2 cases (24 bottles) of Coke.", [("order", "soft-drink-750ml", 24, None, None, None)]),
    # "tin" is still three before a unit or goods with no number before it
    ("Tin kilo chini bhejo", [("order", "sugar-1kg", 3, None, None, None)]),
    # a Hindi delivery question in the English loan word
    ("O24 कब डिलीवर होगा?", [("ask_delivery", None, None, None, "O24", None)]),
])
def test_kinds_read_exactly(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text, key", [
    ("Cancel O6 and add 10 kg rice to O6.", "contradictory.cancel_and_ask"),
    ("O6 रद्द कर दीजिए और O6 में 10 किलो चावल जोड़ दीजिए।", "contradictory.cancel_and_ask"),
    ("O6 cancel kar do aur O6 mein 10 kilo chawal jod do.", "contradictory.cancel_and_ask"),
    ("Cancel the tomatoes from O255. Also send the tomatoes in O255 today, urgently.", "contradictory.cancel_and_ask"),
    ("Send 2 tins of mustard oil", "no_quantity.no_fixed_size"),
    # a payment of money said done with no bill id, beside an order: which bill? (the ₹3,000 was the ghee's price)
    ("Paid ₹3,000 yesterday, and send 5 litres ghee.", "no_id.bill"),
    ("₹3,000 कल भेज दिए, और 5 लीटर घी भेजो।", "no_id.bill"),
    # a whole cancel beside a cut of the same order (a joke's "cancel"): all of O15 or the paneer? (breaker K)
    ("Haha, cancel culture is everywhere these days 😅 But seriously, from O15 please cancel the 10 kg paneer.",
     "ambiguous_intent.cancel_narrowed"),
    ("हाहा, आजकल हर चीज़ कैंसिल हो रही है 😅 पर सच में, O15 में से 10 किलो पनीर कैंसिल कर दीजिए।",
     "ambiguous_intent.cancel_narrowed"),
    # an order named beside a cancelled one that nothing carries (probe: O17 had been dropped)
    ("Cancel O16 (10 kg paneer) and O17.", "ambiguous_intent.id"),
    ("Cancel O16 and O17 (5 kg rice).", "ambiguous_intent.id"),
    ("Cancel O23. O25 change kar do.", "ambiguous_intent.id"),
    ("Drop 20 kg rice at the shop tomorrow", "ambiguous_intent.unknown_word"),  # (no cancel without an id)
    # one container of no fixed size ("one katta", "एक कट्टा", "ek tin"): how much? (the count had been dropped,
    # or "tin" read as teen, three: breaker K)
    ("Sugar ₹42 a kilo, we will take one katta.", "no_quantity.no_fixed_size"),
    ("चीनी ₹42 किलो चलेगी? एक कट्टा लेंगे।", "no_quantity.no_fixed_size"),
    ("Ek tin sarson tel bhejo.", "no_quantity.no_fixed_size"),
    ("do tin ghee bhejo", "no_quantity.no_fixed_size"),
    # a count said against the quoted one ("send double") takes no count from the quote (breaker N: had ordered
    # the quoted 10 kg; since session 41 one count quoted is doubled, lang.worked_counts: two leave "that" open)
    ("इस बार दुगना भेजना।\n\n> कल 10 किलो गुड़ और 5 किलो चीनी डिलीवर की।", "ambiguous_intent.worked_out"),
    ("Is baar double bhejna.\n\n> Kal 10 kilo gud aur 5 kilo cheeni deliver kiya.", "ambiguous_intent.worked_out"),
    # answers between the quoted lines are read each against its line, never mixed (breaker N: the chana's ₹78 had
    # landed on masoor and the toor's "ok" been dropped); a pair refused refuses the message
    ("> Toor ₹140\nok\n> Chana ₹82\ntoo high, ₹78\n> Masoor ₹88\nok. Send 20 kg masoor.", "no_price.what_price"),
    # a quoted price answered "too dear, make it less" with no figure: how much lower? (had ACCEPTED ₹140: breaker J)
    ("> तूर दाल ₹140/किलो\nयह बहुत ज़्यादा है, थोड़ा कम कीजिए।", "no_price.how_much_lower"),
    ("> Toor dal ₹140/kg\nYe bahut zyada hai, thoda kam karo.", "no_price.how_much_lower"),
    ("> Toor dal ₹140/kg\nThoda kam karo.", "no_price.how_much_lower"),
    # meeting halfway with no figure: a price asked by no amount (had accepted sugar with no price)
    ("चीनी के रेट में बीच में मिल लेते हैं, सौदा पक्का।", "no_price.how_much_lower"),
    ("Chini ke rate mein beech mein mil lete hain, sauda pakka.", "no_price.how_much_lower"),
])
def test_kinds_refused(text, key):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == key, (text, r.reason)


@pytest.mark.parametrize("text, rows", [
    # a container whose contents are stated otherwise than the catalogue counts it: refused at the nineteenth
    # session's end (breaker O: 36 bottles at ₹72 for 72 at ₹36; 12 cancelled for 24), read at the stated size since
    # lang.container_totals (twentieth session)
    ("Can you do ₹864 per case of 24 for Coca-Cola? We'll take 3 cases.",
     [("offer", "soft-drink-750ml", 72, 3600, None, None)]),
    ("From O12 cancel one case of Coke (24 bottles).", [("cancel", "soft-drink-750ml", 24, None, "O12", None)]),
    ("O12 में से कोक की एक पेटी (24 बोतल) कैंसल कर दो।", [("cancel", "soft-drink-750ml", 24, None, "O12", None)]),
    ("In order O21, reduce the rice from 4 bori to 3 — 25 kg bori.", [("cancel", "rice-1kg", 25, None, "O21", None)]),
    ("OK, ₹900 per case of 24 is fine for the Coca-Cola.", [("accept", "soft-drink-750ml", None, 3750, None, None)]),
])
def test_stated_container_sizes_read(text, rows):
    assert _rows(text) == rows
