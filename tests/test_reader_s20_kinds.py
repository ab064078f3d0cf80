"""Kinds of message the twentieth session's black-box breakers (long structured mails: tests/corpus_holdout77)
found misread or refused, each read here as a shopkeeper reads it. A kind, not a sentence: the variants here are
not the corpus's rows."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _rows(text: str) -> list[tuple]:
    """(kind, sku, quantity in selling units, paise a selling unit) of each intent, as the desk reads the e-mail."""
    r = read_message(text, CAT, email=True)
    assert r.readable, (text, r.reason)
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text, rows", [
    # a P.S. under the summary is read with the body (the summary's cut had taken it away: the tomato was dropped)
    ("Please send:\n1. Onion — 30 kg @ ₹28/kg\n2. Potato — 40 kg @ ₹21/kg\n\nSummary: onion and potato as listed, "
     "Friday morning.\n\nP.S. Please also send 10 kg tomato at ₹30/kg.\n\nRegards,\nRam",
     [("order", "onion-1kg", 30, 2800), ("order", "potato-1kg", 40, 2100), ("order", "tomato-1kg", 10, 3000)]),
    ("कृपया भेजें:\n1. प्याज़ — 30 किलो ₹28/किलो\n2. आलू — 40 किलो ₹21/किलो\n\nसारांश: प्याज़ और आलू जैसा लिखा है।\n\n"
     "पुनश्च: 10 किलो टमाटर भी ₹30/किलो पर भेज दीजिए।\n\nधन्यवाद,\nराम",
     [("order", "onion-1kg", 30, 2800), ("order", "potato-1kg", 40, 2100), ("order", "tomato-1kg", 10, 3000)]),
    ("Ye bhej dijiye:\n- Chini 30 kilo ₹42/kilo\n\nDobara: 30 kilo chini, ₹42 wali.\n\nP.S. 10 kilo chawal bhi "
     "₹38/kilo pe bhejna.", [("order", "sugar-1kg", 30, 4200), ("order", "rice-1kg", 10, 3800)]),
    # a recap in other units that reads alone as the body's request: the body's reading
    ("Eggs — 5 trays @ ₹180/tray, please send.\n\nRecap: 150 eggs at ₹6 each.\n\nThanks",
     [("order", "eggs-1pc", 150, 600)]),
])
def test_summaries_said_again(text, rows):
    assert _rows(text) == rows


def test_a_recap_that_says_otherwise_is_refused():
    r = read_message("Eggs — 5 trays @ ₹180/tray, please send.\n\nRecap: 200 eggs at ₹6 each.\n\nThanks", CAT,
                     email=True)
    assert not r.readable and r.reason_key.startswith("ambiguous_intent"), r.reason


@pytest.mark.parametrize("text, order_id, bill_id", [
    # a complaint about goods received, with "adjust" or "revise" and no word of the earlier lists (breaker R: each
    # asked "what should we do with the noodles: send, price or cancel?")
    ("3 packets of Maggi in O14 came torn. Please adjust in the next bill.", "O14", None),
    ("O21 ke 3 packet bread baasi the, agle bill mein adjust kar dena.", "O21", None),
    ("B40 has 2 kg cashews that never came. Please revise the bill.", None, "B40"),
])
def test_complaints_about_goods_are_disputes(text, order_id, bill_id):
    r = read_message(text, CAT, email=True)
    assert r.readable, r.reason
    assert [(i.kind, i.order_id, i.bill_id) for i in r.intents] == [("dispute", order_id, bill_id)]


def test_a_price_for_half_a_kilo_is_its_total():
    # "₹500 for half a kilo" is ₹500 for 5 packets of 100 g, accepted, nothing ordered (breaker P: had read ₹500 a kilo,
    # ₹50 a packet, and ordered the half kilo)
    assert _rows("₹500 for half a kilo of almonds is fine.") == [("accept", "almonds-100g", 5, 10000)]


@pytest.mark.parametrize("text, rows", [
    # "make that N instead of M" corrects the one earlier M (a new user's trial: refused as contradictory)
    ("Please send 40 kg rice at ₹38/kg.\n\nP.S. Make that 60 kg instead of 40 — we're running low.",
     [("order", "rice-1kg", 60, 3800)]),
    ("Send 25 kg sugar at ₹44/kg. Make that 35 kg instead of 25.", [("order", "sugar-1kg", 35, 4400)]),
])
def test_make_that_instead_of_corrects(text, rows):
    assert _rows(text) == rows


def test_make_that_instead_of_two_earlier_figures_is_refused():
    assert not read_message("Send 20 kg onion and 20 kg tomato. Make that 30 kg instead of 20.", CAT, email=True).readable


@pytest.mark.parametrize("text", [
    "Two things: send 20 kg onion at ₹28/kg, and tell me the potato rate.",
    "Do baatein: 20 kilo pyaaz bhej do ₹28 kilo, aur aloo ka rate batao.",
    "दो बातें: 20 किलो प्याज़ ₹28 किलो भेज दीजिए, और आलू का रेट बताइए।",
])
def test_a_count_of_things_asked_heads_the_list(text):
    # "Two things:" counts the requests, no goods (had been refused: "what is Two for?")
    assert _rows(text) == [("order", "onion-1kg", 20, 2800), ("ask_quote", "potato-1kg", None, None)]


def test_a_recap_without_a_verb_says_the_order_again():
    # "To recap: five trays …" names goods and counts and no verb: read as the order said again, it agrees
    text = ("Order for tomorrow:\n- Eggs: 5 trays @ ₹180 per tray\n- Bread: 20 packets @ ₹38 per packet\n\n"
            "To recap: five trays of eggs and twenty bread packets, before 7 am.\n\nThanks")
    assert _rows(text) == [("order", "eggs-1pc", 150, 600), ("order", "bread-400g", 20, 3800)]
    wrong = text.replace("twenty bread", "thirty bread")  # a recap that says otherwise: refused
    assert not read_message(wrong, CAT, email=True).readable


@pytest.mark.parametrize("text", [
    "Instead of sugar, send 20 kg jaggery at ₹52/kg.",
    "चीनी की जगह 20 किलो गुड़ भेज दीजिए, ₹52 किलो।",
    "Chini ke badle 20 kilo gud bhej do, ₹52 kilo.",
])
def test_goods_named_only_as_replaced_ask_nothing(text):
    # a new user's trial: "how many sugar?" though 20 kg of jaggery is written (lang.instead_of)
    assert _rows(text) == [("order", "jaggery-1kg", 20, 5200)]


@pytest.mark.parametrize("text", [
    "Paid B53 in full today. Will clear B53 by Friday.",
    "B53 का पूरा पेमेंट आज कर दिया। B53 शुक्रवार तक चुका देंगे।",
    "B53 ka poora payment aaj kar diya. B53 Friday tak clear kar denge.",
])
def test_a_bill_paid_and_put_off_at_once_is_refused(text):
    # breaker R: paid B53 in all three languages though the same mail puts its payment off
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "ambiguous_intent.pay_later", r.reason
