"""Changes to open orders, read as a shopkeeper would (session 34, fixer AT; issue 10). Silent misreadings found on
blind-written text (holdout125 j8040, holdout126 k8017 and k8048) and probes of our own, in the three languages:

1. a cancel that names the order and its goods cuts those goods from it ("Please cancel O18 — the 10 packets of
   Amul butter.", "O6 curd 20 packet not want. cancel."), not the whole order (harmful when it holds other goods);
2. an order id said in a cut does not ride onto new orders beside it ("place_order(…)", "Please place an order for
   …" are no "in place of");
3. a count of an open order said wrong without the word "mistake" ("I got O4 wrong: …, not 30", "Typo in O4") is a
   change of the order, not a dispute of its bill;
4. goods asked added to an open order are booked as a new order by the desk, and its reply says so, naming both
   orders, in the supplier's language.
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.language import detect_language
from lang.render import LANGUAGES, TemplateRenderer, phrases, view
from lang.replies import read_reply
from reader_intents import CAT, intents, refused
from roles.supplier_mail import answer_email
from scenarios import load_scenario


def _read(text: str) -> list[tuple]:
    return intents(text.replace("\\n", "\n"), email=True)


# 1. A cancel naming the order and its goods ----------------------------------------------------------------------

@pytest.mark.parametrize("text, want", [
    ("Please cancel O18 — the 10 packets of Amul butter.", ("butter-100g", 10, "O18")),  # holdout125 j8040's words
    ("Hi, please cancel O22 — the 6 trays of eggs. Thanks!", ("eggs-1pc", 180, "O22")),
    ("O9 cancel please — 5 kg sugar.", ("sugar-1kg", 5, "O9")),
    ("**Cancel O14** — 20 packets Parle-G", ("biscuits-65g", 20, "O14")),
    ("Please cancel O18, the 10 packets of butter.", ("butter-100g", 10, "O18")),
    ("कृपया O22 रद्द कर दीजिए — 6 ट्रे अंडे।", ("eggs-1pc", 180, "O22")),
    ("O3 रद्द कीजिए — 20 किलो आटा।", ("atta-5kg", 4, "O3")),
    ("Please O22 cancel kar dijiye — 6 tray ande.", ("eggs-1pc", 180, "O22")),
    ("O3 cancel — 20 kilo atta", ("atta-5kg", 4, "O3")),
])
def test_goods_named_beside_a_cancelled_order_are_what_is_cut(text, want):
    assert [(k, s, q, o) for k, s, q, _, o, _ in _read(text)] == [("cancel", *want)]


@pytest.mark.parametrize("text, want", [
    ("O6 curd 20 packet not want. cancel.", ("curd-400g", 20, "O6")),  # holdout126 k8017's words
    ("O6 milk 30 packet not needed. Cancel please.", ("milk-500ml", 30, "O6")),
    ("O5 rice 25 kg dont want. cancel pls", ("rice-1kg", 25, "O5")),
    ("O6 का दूध 30 पैकेट नहीं चाहिए। कृपया रद्द कर दीजिए।", ("milk-500ml", 30, "O6")),
    ("O5 का चावल 25 किलो नहीं चाहिए। रद्द करें।", ("rice-1kg", 25, "O5")),
    ("O6 ka doodh 30 packet nahi chahiye. Please cancel kar do.", ("milk-500ml", 30, "O6")),
    ("O5 chawal 25 kilo nahi chahiye bhai. cancel karo ji", ("rice-1kg", 25, "O5")),
])
def test_a_bare_cancel_after_goods_of_an_order_refused_cuts_those_goods(text, want):
    assert [(k, s, q, o) for k, s, q, _, o, _ in _read(text)] == [("cancel", *want)]


@pytest.mark.parametrize("lang_", ["en", "hi", "hinglish"])
def test_a_tool_calls_subject_over_a_cut_is_a_heading(lang_):
    subject, body = {
        "en": ("Cancel O18", "Please cancel O18 — the 10 packets of Amul butter. We still have 15 packets left."),
        "hi": ("O18 रद्द", "कृपया O18 रद्द कर दीजिए — अमूल मक्खन के 10 पैकेट। हमारे पास अभी 15 पैकेट बचे हैं।"),
        "hinglish": ("O18 cancel", "Kripya O18 cancel kar dijiye — Amul makkhan ke 10 packet. Hamare paas abhi 15 "
                                   "packet bache hain."),
    }[lang_]
    text = ('Action: send_email\nAction Input: {"to": "orders@dairy.in", "subject": "%s", "body": "%s"}'
            % (subject, body))
    assert _read(text) == [("cancel", "butter-100g", 10, None, "O18", None)]


@pytest.mark.parametrize("text", [
    "Cancel O6.",
    "O6 cancel karo.",
    "O6 रद्द कर दीजिए।",
    "Please cancel O22 — we have enough stock.",
    "Cancel O25, the tomatoes already came from another supplier.",
    "O641 cancel kar do bhai, woh 2 peti Pepsi aur 30 packet namkeen ab nahi chahiye.",  # holdout10: the whole order
    "O45 रद्द करो — गुड़ वाला।",
    "Please cancel O22 entirely — the 6 trays of eggs.",
    "O6 not needed. Cancel.",
    "Curd not selling. Cancel O6.",
    "O6 cancel karo, dahi nahi bik raha.",
    "O6 का दही 20 पैकेट नहीं चाहिए। पूरा ऑर्डर कैंसल करो।",
    "O6 curd 20 packet not want. Cancel the whole order.",
    "Subject: Cancel O18\n\nPlease cancel O18.",
])
def test_a_whole_order_cancel_stays_whole(text):
    (row,) = _read(text)
    assert row[0] == "cancel" and row[1] is None and row[4] is not None


@pytest.mark.parametrize("text", [
    "We no longer need the 4 kg paneer in O11. Please cancel it.",
    "O11 में 4 किलो पनीर अब नहीं चाहिए। इसे कैंसल कर दो।",
    "O11 mein 4 kilo paneer ab nahi chahiye. Ise cancel kar do.",
])
def test_a_cancel_of_it_after_goods_of_an_order_still_asks_which(text):
    assert refused(text, email=True) == "ambiguous_intent.cancel_narrowed"  # the goods, or the order? (retrial kinds)


def test_a_whole_cancel_then_a_narrowing_is_still_refused():
    assert refused("Cancel O18.\nActually, cancel only the butter.", email=True) == "ambiguous_intent.cancel_narrowed"


# 2. An order id of a cut does not spill onto new orders -----------------------------------------------------------

@pytest.mark.parametrize("text", [
    'place_order(supplier="Sri Durga", message="Send 15 packets of curd. Also cut 5 kg of chana dal from O17.")',
    "I'd like to place an order for 15 packets of curd. Also cut 5 kg chana dal from O17.",
    "We want to place a fresh order — 15 packets of curd. And reduce O17's chana dal by 5 kg.",
    "- Place order: 15 packets curd\\n- O17: remove 5 kg chana dal",
    'place_order(supplier="Sri Durga", message="कृपया 15 पैकेट दही भेजें। साथ ही O17 से 5 किलो चना दाल कम कर दें।")',
    "15 पैकेट दही भेजो। O17 से 5 किलो चना दाल कम करो।",
    'place_order(supplier="Sri Durga", message="15 packet dahi bhejiye. Saath hi O17 se 5 kilo chana dal kam kar '
    'dijiye.")',
    "Naya order place karna hai: 15 packet dahi. O17 se 5 kilo chana dal kam kar do.",
])
def test_new_goods_beside_a_cut_carry_no_order_id(text):
    assert [(k, s, q, o) for k, s, q, _, o, _ in _read(text)] == [
        ("order", "curd-400g", 15, None), ("cancel", "chana-dal-1kg", 5, "O17")]


def test_the_corpus_rows_two_priced_orders_carry_no_order_id():
    text = ('<think>\nChana dal is moving slowly, so cut it.\n</think>\nplace_order(supplier="Sri Durga Wholesale", '
            'message="Please send 2 kg paneer at ₹380 per kg and 15 packets of curd at ₹34. Also cut 5 kg of chana '
            'dal from O17.")')
    assert _read(text) == [("order", "paneer-200g", 10, 7600, None, None), ("order", "curd-400g", 15, 3400, None, None),
                           ("cancel", "chana-dal-1kg", 5, None, "O17", None)]


@pytest.mark.parametrize("text, sku", [
    ("Cut 5 kg chana dal from O17 and send 10 kg sugar in its place.", "sugar-1kg"),
    ("From O17 cut 5 kg chana dal; in place of it send 10 kg moong dal.", "moong-dal-1kg"),
    ("O17 से 5 किलो चना दाल हटा दो, उसकी जगह 10 किलो मूंग दाल भेजो।", "moong-dal-1kg"),
    ("O17 se 5 kilo chana dal hata do, uski jagah 10 kilo moong dal bhejo.", "moong-dal-1kg"),
])
def test_goods_sent_in_the_cut_goods_place_still_join_the_order(text, sku):
    assert [(k, s, q, o) for k, s, q, _, o, _ in _read(text)] == [
        ("cancel", "chana-dal-1kg", 5, "O17"), ("order", sku, 10, "O17")]


# 3. An order's count said wrong -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Apologies, I got O4 wrong: it should be 20 kg atta, not 30.",
    "O4 was wrong — it should be 20 kg atta, not 30.",
    "Typo in O4: 20 kg atta, not 30.",
    "Sorry, O4 had a mistake: atta should be 20 kg, not 30.",
    "O4 में गलत लिख दिया, आटा 30 नहीं 20 किलो चाहिए।",
    "माफ़ कीजिए, O4 में गलत लिखा था: आटा 30 नहीं 20 किलो।",
    "O4 mein galat likha, atta 30 nahi 20 kilo chahiye.",
    "Sorry bhai, O4 mein galat likh diya: atta 30 nahi 20 kilo.",
])
def test_a_count_said_wrong_cuts_the_difference_from_the_order(text):
    assert _read(text) == [("cancel", "atta-5kg", 2, None, "O4", None)]  # 10 kg: two 5 kg packets


def test_a_count_got_wrong_is_no_complaint_of_goods_got():
    assert refused("I got the count in O4 wrong: 20 kg atta, not 30. Please note.", email=True)  # not a dispute


@pytest.mark.parametrize("text, want", [
    ("B4 is wrong: it should be 20 kg atta, not 30.", ("dispute", None, "B4")),
    ("O4 came wrong: we got 30 kg atta, not 20.", ("dispute", "O4", None)),
    ("The bill for O4 is wrong: 20 kg atta, not 30.", ("dispute", "O4", None)),
    ("O4 ka bill galat hai, atta 30 nahi 20 kilo aaya.", ("dispute", "O4", None)),
    ("O4 का बिल गलत है, आटा 30 नहीं 20 किलो आया।", ("dispute", "O4", None)),
    ("We received O4 wrong — 20 kg atta came, not 30.", ("dispute", "O4", None)),
])
def test_a_bill_or_goods_come_wrong_stays_a_dispute(text, want):
    assert [(k, o, b) for k, _, _, _, o, b in _read(text)] == [want]


# 4. Goods asked added to an open order: the desk books a new order and says so ------------------------------------

def _shop() -> Shop:
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    return shop


@pytest.mark.parametrize("text, language", [
    ("Add 10 kg rice to order {o}.", "en"),
    ("{o} में 10 किलो चावल और जोड़ दीजिए।", "hi"),
    ("{o} mein 10 kilo chawal aur add kar do.", "hinglish"),
])
def test_goods_added_to_an_order_are_booked_apart_and_the_reply_names_both_orders(text, language):
    shop = _shop()
    (first,) = answer_email(shop, "S1", "Send 40 kg rice and 5 kg sugar.")["decisions"]
    oid = first["order_id"]
    (booked,) = answer_email(shop, "S1", text.format(o=oid))["decisions"]
    assert booked["kind"] == "order_confirmed" and booked["named_order_id"] == oid and booked["order_id"] != oid
    assert [(l["sku"], l["qty"]) for l in booked["lines"]] == [("rice-1kg", 10)]
    renderer = TemplateRenderer(CAT)
    for i in range(len(phrases(language)["slots"]["order_confirmed_apart"])):
        mail = renderer.email([booked], language, "Ramesh", i)
        assert oid in mail and booked["order_id"] in mail
        assert read_reply(mail, CAT) == [view(booked, language=language)]
        _, blocks, _ = renderer.email_parts([booked], language, i)
        assert detect_language("\n".join(blocks[0])) == language


def test_a_new_order_naming_none_is_confirmed_as_before():
    shop = _shop()
    (placed,) = answer_email(shop, "S1", "Send 40 kg rice.")["decisions"]
    assert "named_order_id" not in placed
    for language in LANGUAGES:
        mail = TemplateRenderer(CAT).email([placed], language, "Ramesh", 0)
        assert read_reply(mail, CAT) == [view(placed, language=language)]
        assert phrases(language)["slots"]["order_confirmed"][0].split("{")[0] in mail
