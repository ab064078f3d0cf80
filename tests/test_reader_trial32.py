"""Kinds read by fixer AG in session 32 (issue 10: a misreading is the benchmark's defect, a refusal the model's
failure), each in the three languages with near sentences that must read as before and probes of our own writing:

- an order said not to be cancelled is kept whole and the rest of the message read (``lang.kept_whole``);
- a named order's bare count changed to a count with a unit is a count, not a reference price, beside a price
  elsewhere in the message (``lang.count_instead``);
- prices named in turn after a sentence's goods go one to each, old rates too (``lang.rates_in_turn``);
- a price asked whether final, then agreed, is agreed (``lang.final_asked``);
- a negation before a cancel that belongs to another verb (past a comma, dash or "toh") leaves the cancel
  (``lang.negation_elsewhere``);
- "matlab" / "मतलब" that describes goods named or restates their count corrects nothing (``lang.meaning_said``).

Rows: (kind, sku, quantity in selling units, unit price in paise, order id, bill id); a string is a refusal's key.
"""
import pytest

from tests.reader_intents import intents, read_as, refused


def _o(sku, q, price=None, oid=None):
    return ("order", sku, q, price, oid, None)


def _acc(sku, price):
    return ("accept", sku, None, price, None, None)


def _cut(sku, q, oid):
    return ("cancel", sku, q, None, oid, None)


def _whole(oid):
    return ("cancel", None, None, None, oid, None)


KEPT_WHOLE = [
    # from the corpora (holdout88, holdout94)
    ("Please don't cancel O6, just add 1 kg butter to it.", [_o("butter-100g", 10, oid="O6")]),
    ("O6 रद्द नहीं कर रहे। उसमें 5 किलो चना दाल और जोड़ दीजिए।", [_o("chana-dal-1kg", 5, oid="O6")]),
    ("O3 cancel mat karna — O4 cancel karo.", [_whole("O4")]),
    ("Bhaiya, please don't cancel O6 😅 we still need it! Just put 3 kg more jaggery in it.",
     [_o("jaggery-1kg", 3, oid="O6")]),
    # probes of our own
    ("Please don't cancel O9, just add 2 trays of eggs to it.", [_o("eggs-1pc", 60, oid="O9")]),
    ("Don't cancel O9 — add 5 kg sugar to it.", [_o("sugar-1kg", 5, oid="O9")]),
    ("We are not cancelling O11. Please add 10 packets of bread to it.", [_o("bread-400g", 10, oid="O11")]),
    ("Don't cancel O4, cancel O5.", [_whole("O5")]),
    ("O9 रद्द मत कीजिए, उसमें 2 ट्रे अंडे और जोड़ दीजिए।", [_o("eggs-1pc", 60, oid="O9")]),
    ("O11 रद्द नहीं कर रहे। उसमें 10 पैकेट ब्रेड और जोड़ दीजिए।", [_o("bread-400g", 10, oid="O11")]),
    ("O4 रद्द मत करो — O5 रद्द करो।", [_whole("O5")]),
    ("O9 cancel mat karo, usme 2 tray ande aur jod do.", [_o("eggs-1pc", 60, oid="O9")]),
    ("O11 cancel nahi kar rahe. Usme 10 packet bread aur add kar do.", [_o("bread-400g", 10, oid="O11")]),
    ("O4 cancel mat karna, O5 cancel kar do.", [_whole("O5")]),
    # near sentences: as before
    ("Don't cancel O8. Just cut the mustard oil by 5 litres.", [_cut("mustard-oil-1l", 5, "O8")]),
    ("Cancel O4, add 5 kg sugar to O5.", [_whole("O4"), _o("sugar-1kg", 5, oid="O5")]),
]

KEPT_REFUSED = [
    # nothing else asked: refused; since session 47 (RD, lang.kept_whole) as "O12 stays as it is", the closer reason
    ("Don't cancel O12 — we still need it.", "no_intent.order_kept"),
    ("O12 रद्द मत कीजिए, हमें अभी भी चाहिए।", "no_intent.order_kept"),
    ("O12 cancel mat karo, abhi bhi chahiye.", "no_intent.order_kept"),
    # goods named with the negated cancel: not an order kept whole
    ("Don't cancel the sugar from O6, add 5 kg rice to it.", "ambiguous_intent.not_cancel"),
    # kept and cancelled: which?
    ("Don't cancel O5. Cancel O5.", "ambiguous_intent.cancel_taken_back"),
]

COUNT_INSTEAD = [
    # trial 31 mail 7's kind (the mail itself: tests/test_reader_trial31_mails.py)
    ("Sugar ₹42 is fine, send 20 kg. In O5, make the rice 40 kg instead of 30.",
     [_acc("sugar-1kg", 4200), _o("sugar-1kg", 20), _o("rice-1kg", 10, oid="O5")]),
    ("Sugar ₹42 is fine. In O5 make the rice 20 kg instead of 30.",
     [_acc("sugar-1kg", 4200), _cut("rice-1kg", 10, "O5")]),
    ("Atta ₹215 ok. In O7 make the onions 25 kg instead of 15.",
     [_acc("atta-5kg", 21500), _o("onion-1kg", 10, oid="O7")]),
    ("चीनी ₹42 ठीक है, 20 किलो भेजिए। O5 में चावल 30 की जगह 40 किलो कर दीजिए।",
     [_acc("sugar-1kg", 4200), _o("sugar-1kg", 20), _o("rice-1kg", 10, oid="O5")]),
    ("चीनी ₹42 ठीक है। O5 में चावल 30 की जगह 20 किलो कर दीजिए।", [_acc("sugar-1kg", 4200), _cut("rice-1kg", 10, "O5")]),
    ("आटा ₹215 ठीक। O7 में प्याज़ 15 की जगह 25 किलो कर दो।", [_acc("atta-5kg", 21500), _o("onion-1kg", 10, oid="O7")]),
    ("Cheeni ₹42 theek hai, 20 kilo bhejo. O5 mein chawal 30 ki jagah 40 kilo kar do.",
     [_acc("sugar-1kg", 4200), _o("sugar-1kg", 20), _o("rice-1kg", 10, oid="O5")]),
    ("Cheeni ₹42 theek hai. O5 mein chawal 30 ki jagah 20 kilo kar do.",
     [_acc("sugar-1kg", 4200), _cut("rice-1kg", 10, "O5")]),
    ("Aata ₹215 ok. O7 mein pyaaz 15 ki jagah 25 kilo kar do.", [_acc("atta-5kg", 21500), _o("onion-1kg", 10, oid="O7")]),
    ("Onion ₹31.50 is fine, send 50 kg. In O3, make the tomatoes 30 kg instead of 20.",
     [_acc("onion-1kg", 3150), _o("onion-1kg", 50), _o("tomato-1kg", 10, oid="O3")]),
    # near sentences: no order named — the supplier's count is context, the new count ordered (holdout56, 101)
    ("Tamatar ₹32 kilo theek hai, par 50 ki jagah 30 kilo hi lenge.", [_acc("tomato-1kg", 3200), _o("tomato-1kg", 30)]),
    ("₹32 a kg for tomatoes works, but we'll take 30 kg instead of 50.",
     [_acc("tomato-1kg", 3200), _o("tomato-1kg", 30)]),
    ("ठीक है, तूर ₹136 मंज़ूर, लेकिन फिर 40 की जगह 60 किलो भेजना।", [_acc("toor-dal-1kg", 13600), _o("toor-dal-1kg", 60)]),
    # a price instead of a price stays a price
    ("Rice ₹36 instead of 40 please, send 20 kg.", [_o("rice-1kg", 20, 3600)]),
]

IN_TURN = [
    ("Send 25 kg sugar and 10 kg salt at ₹40 and ₹22.", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 2200)]),
    ("Send 20 kg rice and 10 kg toor dal, ₹38 and ₹140 a kg.",
     [_o("rice-1kg", 20, 3800), _o("toor-dal-1kg", 10, 14000)]),
    ("Send 25 kg sugar and 10 kg salt at the old rates, ₹40 and ₹22.",
     [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 2200)]),
    ("25 किलो चीनी और 10 किलो नमक भेजो, रेट ₹40 और ₹22।", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 2200)]),
    ("20 किलो चावल और 10 किलो तूर दाल भेजिए, भाव ₹38 और ₹140 किलो।",
     [_o("rice-1kg", 20, 3800), _o("toor-dal-1kg", 10, 14000)]),
    ("25 किलो चीनी और 10 किलो नमक भेजो, रेट वही पुराना ₹40 और ₹22।", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 2200)]),
    ("25 kilo cheeni aur 10 kilo namak bhejo, rate ₹40 aur ₹22.", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 2200)]),
    ("20 kilo chawal aur 10 kilo toor dal bhejo, bhav ₹38 aur ₹140 kilo.",
     [_o("rice-1kg", 20, 3800), _o("toor-dal-1kg", 10, 14000)]),
    ("Bhai 25 kilo cheeni aur 10 kilo namak bhejo, rate wahi purana ₹40 aur ₹22.",
     [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 2200)]),
    ("20kg aata + 10kg chini bhejo, rate 38/kg aur 42/kg", None),  # holdout23 hg-026: its gold, asserted below
    # near sentences: each with its own price, as before
    ("Send 25 kg sugar at ₹40 and 10 kg salt at ₹22.", [_o("sugar-1kg", 25, 4000), _o("salt-1kg", 10, 2200)]),
]

IN_TURN_REFUSED = [
    ("Send 25 kg sugar, 10 kg salt and 5 kg rice at ₹40 and ₹22.", "ambiguous_intent.figure"),  # three goods, two
    ("Toor dal ₹150 now? Give it at the old ₹138.", "ambiguous_intent.conflict"),  # an old rate beside a new one
]

FINAL_ASKED = [
    ("Maggi ₹12 final? OK, send 100 packets.", [_acc("noodles-70g", 1200), _o("noodles-70g", 100)]),
    ("Is ₹38 your final rate for rice? OK, send 20 kg.", [_acc("rice-1kg", 3800), _o("rice-1kg", 20)]),
    ("Sugar ₹41 final? Fine, 30 kg please.", [_acc("sugar-1kg", 4100), _o("sugar-1kg", 30)]),
    ("मैगी ₹12 फ़ाइनल? ठीक है, 100 पैकेट भेजो।", [_acc("noodles-70g", 1200), _o("noodles-70g", 100)]),
    ("चावल ₹38 फ़ाइनल? ठीक है, 20 किलो भेजिए।", [_acc("rice-1kg", 3800), _o("rice-1kg", 20)]),
    ("चीनी ₹41 आख़िरी? ठीक है, 30 किलो भेज दो।", [_acc("sugar-1kg", 4100), _o("sugar-1kg", 30)]),
    ("Maggi ₹12 final? Theek hai, 100 packet bhejo.", [_acc("noodles-70g", 1200), _o("noodles-70g", 100)]),
    ("Chawal ₹38 final? Theek hai, 20 kilo bhejo.", [_acc("rice-1kg", 3800), _o("rice-1kg", 20)]),
    ("Cheeni ₹41 aakhri? Theek hai, 30 kilo bhej do.", [_acc("sugar-1kg", 4100), _o("sugar-1kg", 30)]),
    # near sentences: "final" asked with no agreement, or said: as before
    ("Maggi ₹12 final?", [("offer", "noodles-70g", None, 1200, None, None)]),
    ("Refined oil ₹125 a litre, final.", [("offer", "refined-oil-1l", None, 12500, None, None)]),
    ("Maggi ₹12? Theek hai, 100 packet bhejo.", [_acc("noodles-70g", 1200), _o("noodles-70g", 100)]),
]


NEGATION_ELSEWHERE = [
    # from the corpora (holdout104, holdout81, holdout57)
    ("O7 अब नहीं चाहिए, कैंसल कर दीजिए।", [_whole("O7")]),
    ("Agar O7 abhi tak nikla nahi hai toh use cancel kar dijiye.", [_whole("O7")]),
    ("O96 should be 10 trays of eggs, not 12 — please cut 2 trays.", [_cut("eggs-1pc", 60, "O96")]),
    # probes of our own
    ("We don't need O7 anymore, cancel it.", [_whole("O7")]),
    ("O7 is not needed now — please cancel it.", [_whole("O7")]),
    ("If O7 has not left yet, then cancel it.", [_whole("O7")]),
    ("O12 should have 4 trays of eggs, not 6 — please cut 2 trays.", [_cut("eggs-1pc", 60, "O12")]),
    ("O9 की ज़रूरत नहीं है, रद्द कर दीजिए।", [_whole("O9")]),
    ("अगर O7 अभी तक निकला नहीं है तो उसे कैंसल कर दीजिए।", [_whole("O7")]),
    ("O9 ki zaroorat nahi hai, cancel kar do.", [_whole("O9")]),
    ("O7 ab nahi chahiye, cancel kar dijiye.", [_whole("O7")]),
]

MEANING_SAID = [
    # probes of our own (the corpus rows: holdout66 e012, e020, e046)
    ("Aur sau machis bhej do, matlab woh chhoti Ship wali, khatam ho gayi hain.", [_o("matchbox-1pc", 100)]),
    ("और सौ माचिस भेज दो, मतलब वो छोटी शिप वाली, ख़त्म हो गई हैं।", [_o("matchbox-1pc", 100)]),
    ("Send five dozen bananas, the yellow ones, matlab they're for Monday.", [_o("banana-1dozen", 5)]),
    ("Paanch darjan kele bhej dena, peele wale, matlab Monday ke liye hain.", [_o("banana-1dozen", 5)]),
    ("पाँच दर्जन केले भेज देना, पीले वाले, मतलब सोमवार के लिए हैं।", [_o("banana-1dozen", 5)]),
    ("Send one hundred fifty eggs, matlab five trays.", [_o("eggs-1pc", 150)]),
    ("Send 150 eggs, matlab 5 trays.", [_o("eggs-1pc", 150)]),
    ("150 अंडे भेजो, मतलब 5 ट्रे।", [_o("eggs-1pc", 150)]),
    ("Dedh sau ande bhejo, matlab paanch tray.", [_o("eggs-1pc", 150)]),
    ("25 kilo atta bhejo — sorry, 35 kilo. matlab 7 packet.", [_o("atta-5kg", 7)]),  # holdout44 hl-w004
]

MEANING_CORRECTS = [  # near sentences: another count, or other goods, after it — refused as before
    ("25 kilo atta bhejo — matlab 35 kilo.", "contradictory.two_counts"),
    ("Send 20 kg rice, matlab 30 kg.", "contradictory.two_counts"),
    ("बीस किलो चावल भेजो, मतलब तीस किलो।", "contradictory.two_counts"),
    ("Send 5 kg moong dal, matlab masoor dal.", "no_quantity.how_many"),
]

NEGATION_OWN = [  # near sentences: the negation is the cancel's own, refused; since session 47 (RD) as the order kept, the closer reason
    ("Don't cancel O8.", "no_intent.order_kept"),
    ("Please do not cancel O8.", "no_intent.order_kept"),
    ("No need to cancel O8.", "no_intent.order_kept"),
    ("No need to cancel O8, we still need it.", "no_intent.order_kept"),
    ("O8 cancel mat karna.", "no_intent.order_kept"),
    ("O8 cancel karne ki zarurat nahi.", "no_intent.order_kept"),
    ("O8 रद्द मत कीजिए।", "no_intent.order_kept"),
]


@pytest.mark.parametrize("text, gold", KEPT_WHOLE + COUNT_INSTEAD + FINAL_ASKED + NEGATION_ELSEWHERE + MEANING_SAID)
def test_read(text, gold):
    assert read_as(text) == gold  # (a text the retrained second opinion doubts: reader_intents.DOUBTED)


@pytest.mark.parametrize("text, gold", [p for p in IN_TURN if p[1] is not None])
def test_prices_in_turn(text, gold):
    assert intents(text, email=True) == gold


def test_rates_in_turn_without_rupee_mark():
    assert [r[:4] for r in intents("20kg aata + 10kg chini bhejo, rate 38/kg aur 42/kg", email=True)] == [
        ("order", "atta-5kg", 4, 19000), ("order", "sugar-1kg", 10, 4200)]


@pytest.mark.parametrize("text, key", KEPT_REFUSED + IN_TURN_REFUSED + NEGATION_OWN + MEANING_CORRECTS)
def test_refused(text, key):
    assert refused(text, email=True) == key
