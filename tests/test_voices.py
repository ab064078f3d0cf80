"""Counterparts do not all sound the same: shapes per kind, supplier temperament, regulars vs walk-ups."""
from __future__ import annotations

import pytest

from lang.render import LANGUAGES, TemplateRenderer, phrases
from lang.replies import read_reply
from market.catalogue import load_catalogue

CAT = load_catalogue()
FREQUENT = ("quote", "counter", "accept", "c_request", "c_counter", "c_agree", "c_paid")
TEMPERAMENTS = ("candid", "expressive", "strategic", "taciturn", "adversarial")
LINES = [{"kind": "quote", "sku": "sugar-1kg", "price_paise": 4250}, {"kind": "counter", "sku": "eggs-1pc", "price_paise": 650}]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_most_frequent_kinds_have_eight_shapes(language):
    slots = phrases(language)["slots"]
    for slot in FREQUENT:
        assert len(set(slots[slot])) >= 8, (language, slot)


@pytest.mark.parametrize("language", LANGUAGES)
def test_temperament_changes_length_warmth_and_pressure_but_never_the_decisions(language):
    r = TemplateRenderer(CAT, {t: t for t in TEMPERAMENTS})
    tone = phrases(language)["tone"]
    texts = {t: r.email(LINES, language, t, 0) for t in TEMPERAMENTS}
    for t, text in texts.items():
        assert read_reply(text, CAT) == LINES
        lines = text.splitlines()
        if t == "taciturn":  # no greeting, no tone line: the decisions, sign-off and name
            assert len(lines) == len(LINES) + 2
        else:
            assert lines[1] == tone[t]["open"][0] and lines[-3] == tone[t]["close"][0]
    assert len(texts["taciturn"]) < min(len(texts[t]) for t in TEMPERAMENTS if t != "taciturn")
    assert texts["expressive"] != texts["adversarial"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_regulars_and_walk_ups_open_differently(language):
    r = TemplateRenderer(CAT)
    lines = [{"sku": "rice-1kg", "qty": 2}]
    leads = phrases(language)["c_lead"]
    for regular, key in ((True, "regular"), (False, "walk_up")):
        text = r.customer_request(lines, language, None, 1, regular=regular)
        assert text.casefold().startswith(leads[key][1].casefold().strip()), text
        assert read_reply(text, CAT) == [{"kind": "request", "lines": lines}]
