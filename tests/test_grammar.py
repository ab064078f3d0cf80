"""Agreement, oblique forms, plurals and register in every item × kind × language, and a reviewer's checklist.

The table-driven tests render every catalogue item in every decision kind that names an item, in every
language and phrasing, and check what a native speaker would: the item takes its oblique form before a
postposition, words that agree with the item follow its gender and number (``market/data/item_grammar.csv``),
goods counted by the piece are counted by their plural name, a customer's verbs follow the customer's
gender, and no stiff letter-writing register is left. The checklist at the end has one hand-written case
per rule, so a reviewer can read what each rule means.
"""
from __future__ import annotations

import re

import pytest

from lang.render import CUSTOMER_FIELDS, LANGUAGES, TemplateRenderer, phrases
from lang.replies import read_reply
from market.catalogue import load_catalogue
from market.item_grammar import forms, item_grammar

CAT = load_catalogue()
R = TemplateRenderer(CAT)
ITEM_KINDS = ("quote", "counter", "accept", "walk_away", "refuse_accept", "rejected", "closed", "order_refused")
POSTPOSITIONS = {"hi": ("का", "की", "के", "पर", "में"), "hinglish": ("ka", "ki", "ke", "pe", "mein"), "en": ()}


def _decision(kind: str, sku: str) -> dict:
    return {"kind": kind, "sku": sku, "price_paise": 4150, "reason": {"code": "thread_closed", "status": "agreed"}}


def test_every_catalogue_item_has_its_grammar():
    rows = item_grammar()
    assert set(rows) == set(CAT.skus())
    for sku, g in rows.items():
        assert g.gender in ("m", "f") and g.number in ("sg", "pl")
        if g.number == "sg":  # a mass noun's plural is itself
            assert g.hi_plural == g.hi_name and g.hinglish_plural == g.hinglish_name, sku


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", ITEM_KINDS)
def test_every_item_agrees_in_every_kind(kind, language):
    table = phrases(language)
    templates = table["slots"][kind]
    for item in CAT:
        g = forms(item)
        f = g.forms(language)
        for i, template in enumerate(templates):
            text = R.email([_decision(kind, item.sku)], language, "S", i)
            line = text.splitlines()[1]
            # oblique: the direct form never stands before a postposition when the two differ
            if f["name"] != f["oblique"]:
                for post in POSTPOSITIONS[language]:
                    assert f"{f['name']} {post} " not in f"{line} ", (item.sku, line)
            # agreement: each agreeing word in the phrasing takes the item's form, and no other form of it
            for key in re.findall(r"\{(\w+)\}", template):
                if key in table.get("agree", {}):
                    right = table["agree"][key][g.agreement]
                    wrong = set(table["agree"][key].values()) - {right}
                    words = set(re.split(r"[\s,.;:!?।()—–₹]+", line))
                    assert right in words and not (wrong & words), (item.sku, key, line)
            assert read_reply(text, CAT)[0]["sku"] == item.sku


@pytest.mark.parametrize("language", LANGUAGES)
def test_counts_use_the_plural_and_drop_the_piece_for_goods_counted_by_name(language):
    units = phrases(language)["units"]
    for item in CAT:
        g = forms(item)
        for qty in (1, 2, 30, 1200):
            text = R.speech({"kind": "request", "lines": [{"sku": item.sku, "qty": qty}]}, language, None, 0)
            f = g.forms(language)
            if item.unit == "piece" and g.number == "pl":
                want = f"{qty:,} {f['one'] if qty == 1 else f['plural']}".replace("1,200", "1,200")
                assert want in text and units["piece"][1] not in text.split(), text
            else:
                word = units[item.unit][0 if qty == 1 else 1]
                assert f"{qty:,} {word}" in text and f["name"] in text, text


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(CUSTOMER_FIELDS))
def test_a_customers_verbs_follow_the_customers_gender(kind, language):
    speaker = phrases(language).get("speaker", {})
    for gender in ("f", "m"):
        other = "m" if gender == "f" else "f"
        wrong = {v[other] for v in speaker.values()}
        for reason in ("too expensive", "above MRP"):
            for i in range(len(phrases(language)["slots"][f"c_{kind}"])):
                d = {"answer": kind, "asks_credit": True, "offer_paise": 5000, "reason": reason, "gender": gender,
                     "lines": [{"sku": "sugar-1kg", "qty": 2}]}
                words = set(re.split(r"[\s,.;:!?।()—–₹]+", R.speech(d, language, "Sunita Sharma", i)))
                assert not (words & wrong), (gender, words & wrong)


def test_no_stiff_letter_register_or_bookish_item_names():
    for language in ("hi", "hinglish"):
        slots = phrases(language)["slots"]
        for word in ("आदरणीय", "महोदय", "सादर", "मंजन", "manjan"):
            assert not any(word in t for ts in slots.values() for t in ts), word
        assert not {"आपका,", "Aapka,"} & {*slots["signoff"], *slots["greeting"]}
    assert forms(CAT.by_sku("toothpaste-100g")).hi_name == "टूथपेस्ट"


# --- a reviewer's checklist: one case per rule ---------------------------------------------------------

def _line(decision: dict, language: str, pick: int) -> str:
    return R.email([decision], language, "S", pick).splitlines()[1]


def test_checklist_oblique():
    assert _line(_decision("quote", "atta-5kg"), "hi", 0) == "आटे का भाव ₹41.50 प्रति पैकेट है।"
    # eggs are traded by the tray of 30 (market/data/trade_units.csv): ₹41.50 an egg is ₹1,245 a tray
    assert _line(_decision("counter", "eggs-1pc"), "hi", 1) == "अंडों पर हम ₹1,245 प्रति ट्रे कर सकते हैं।"
    assert _line(_decision("quote", "atta-5kg"), "hinglish", 0) == "Aate ka rate ₹41.50 per packet hai."


def test_checklist_gender():
    assert _line(_decision("counter", "sugar-1kg"), "hi", 2) == "इतने में चीनी नहीं मिलेगी; ₹41.50 प्रति किलो लगा देंगे।"
    assert _line(_decision("accept", "toor-dal-1kg"), "hi", 0) == "ठीक है, तूर दाल ₹41.50 प्रति किलो पर तय हुई।"
    said = R.speech({"answer": "counter", "offer_paise": 5000, "reason": "too expensive", "gender": "f"}, "hi",
                    "Sunita Sharma", 0)
    assert said == "Sunita Sharma: यह तो बहुत ज़्यादा है। ₹50 दूँगी।"


def test_checklist_plural():
    lines = [{"sku": "eggs-1pc", "qty": 30}, {"sku": "banana-1dozen", "qty": 2}]
    assert R.speech({"kind": "request", "lines": lines}, "hi", None, 0) == "मुझे 30 अंडे और 2 दर्जन केले चाहिए।"
    en = R.speech({"kind": "request", "lines": [{"sku": "banana-1dozen", "qty": 3}, {"sku": "eggs-1pc", "qty": 6}]},
                  "en", None, 0)
    assert "3 dozen bananas" in en and "6 eggs" in en and "pieces" not in en


def test_checklist_register():
    text = R.email([_decision("quote", "soft-drink-750ml")], "hi", "Agarwal Traders", 1)
    assert text.splitlines()[0] == "राम राम जी," and text.splitlines()[-2] == "शुक्रिया,"
    assert "atta:" in R.email([_decision("quote", "atta-5kg")], "en", "S", 0).casefold()
    assert "cold drink:" in R.email([_decision("quote", "soft-drink-750ml")], "en", "S", 0).casefold()
