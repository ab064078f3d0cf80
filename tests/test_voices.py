"""Counterparts do not all sound the same: shapes per kind, supplier temperament, regulars vs walk-ups."""
from __future__ import annotations

import pytest

from lang.language import detect_language
from lang.render import LANGUAGES, SUPPLIER_FIELDS, TemplateRenderer, phrases, phrasing, slots_of
from lang.replies import line_shapes, read_reply
from market.catalogue import load_catalogue

CAT = load_catalogue()
ELEMENTS = ("item_qty", "item_price")  # list elements inside a sentence, not sentences
TEMPERAMENTS = ("candid", "expressive", "strategic", "taciturn", "adversarial")
LINES = [{"kind": "quote", "sku": "sugar-1kg", "price_paise": 4250}, {"kind": "counter", "sku": "eggs-1pc", "price_paise": 650}]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_kind_has_eight_shapes(language):
    slots = phrases(language)["slots"]
    short = {slot: len(set(t)) for slot, t in slots.items() if slot not in ELEMENTS and len(set(t)) < 8}
    assert short == {}, (language, short)
    assert all(len(set(v)) >= 8 for v in phrases(language)["c_lead"].values())


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_kind_draws_eight_shapes_from_the_chooser(language):
    """Not just in the table: the renderer's own chooser reaches every shape of a rarely decided kind."""
    r = TemplateRenderer(CAT, {"Tara": "taciturn"})
    d = {"kind": "cancel_refused", "order_id": "O7", "reason": {"code": "order_not_open", "status": "dispatched"}}
    texts = {r.email([d], language, "Tara", phrasing(0, "S2", day, 0)) for day in range(1, 120)}
    shapes = {shape for t in texts for _, slot, shape in line_shapes(t, CAT) if slot == "cancel_refused"}
    assert len(shapes) == len(set(phrases(language)["slots"]["cancel_refused"])) >= 8


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_taciturn_supplier_writes_shorter_lines_than_an_expressive_one(language):
    r = TemplateRenderer(CAT, {t: t for t in TEMPERAMENTS})
    mean = {}
    for t in ("taciturn", "expressive"):
        lengths = [len(r.email([LINES[n % 2]], language, t, phrasing(0, t, n, 0)).splitlines()[-3 if t == "taciturn" else -4])
                   for n in range(200)]
        mean[t] = sum(lengths) / len(lengths)
    assert mean["taciturn"] < 0.9 * mean["expressive"], mean


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_decision_line_is_detected_in_its_language(language):
    """The fidelity guard detects the language of a model's line; every template line must pass that check."""
    r = TemplateRenderer(CAT)
    for kind, fields in SUPPLIER_FIELDS.items():
        d = {"kind": kind, "sku": "sugar-1kg", "price_paise": 4250, "reason": {"code": "no_such_order"}, "order_id": "O3",
             "bill_id": "B2", "delivery_id": "D1", "amount_paise": 10000, "refund_paise": 1750, "day": 4, "due_day": 9,
             "days_overdue": 2, "lines": [{"sku": "rice-1kg", "qty": 5, "unit_price_paise": 4000}], "qty": 3, "qty_left": 2}
        for slot in slots_of(kind):  # item_cancelled: a part cut (qty_left 2), and the line dropped (item_dropped)
            if slot in ("item_qty", "item_price", "bill_head", "bill_foot"):
                continue
            one = {**d, "qty_left": 0} if slot == "item_dropped" else d
            if slot.endswith("_unnamed"):  # worded so when no id was named
                one = {**d, "order_id": None, "bill_id": None}
            for i in range(len(phrases(language)["slots"][slot])):
                _, blocks, _ = r.email_parts([one], language, i)
                assert detect_language("\n".join(blocks[0])) == language, (kind, blocks[0])


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
