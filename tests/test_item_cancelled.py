"""Part of an open order cut is said and scored as that, never as the order withdrawn.

"Please reduce rice in O1 from 40 kg to 30 kg" or "drop the masoor from O1, keep the moong" cut one line of
O1; the desk's decision is ``item_cancelled`` {order_id, sku, qty cut, qty_left} (selling units), worded from
``item_cancelled`` (qty_left > 0) or ``item_dropped`` (the line gone) in every language, read back to the same
decision, checked by the fidelity guard against a model's "We have withdrawn order O1", and never counted as a
cancelled order by fraud scoring.
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.fidelity import problem
from lang.model_renderer import ANSWER, REFERENCE, ModelRenderer
from lang.render import LANGUAGES, Pick, TemplateRenderer, phrases, view
from lang.replies import read_reply
from market.catalogue import load_catalogue
from roles.supplier_mail import answer_email
from scenarios import load_scenario
from scoring import fraud_outcomes, fraud_scores
from test_scoring_families import Record

CAT = load_catalogue()
R = TemplateRenderer(CAT)
CUT = {"kind": "item_cancelled", "order_id": "O1", "sku": "rice-1kg", "qty": 10, "qty_left": 30}
DROPPED = {"kind": "item_cancelled", "order_id": "O1", "sku": "masoor-dal-1kg", "qty": 10, "qty_left": 0}


def _shop() -> Shop:
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    return shop


def _placed(answer: dict) -> str:
    (d,) = [d for d in answer["decisions"] if d["kind"] in ("order_confirmed", "advance_required")]
    return d["order_id"]


@pytest.mark.parametrize("text", ["Please reduce rice in {o} from 40 kg to 30 kg.",
                                  "{o} में चावल 40 किलो की जगह 30 किलो कर दीजिए।",
                                  "{o} mein rice 40 kilo ki jagah 30 kilo kar do."])
def test_a_part_cut_is_an_item_cancelled_decision_and_the_order_stands(text):
    shop = _shop()
    oid = _placed(answer_email(shop, "S1", "Send 40 kg rice and 5 kg sugar."))
    answer = answer_email(shop, "S1", text.format(o=oid))
    assert answer["decisions"] == [{"kind": "item_cancelled", "order_id": oid, "sku": "rice-1kg", "qty": 10,
                                    "qty_left": 30}]
    order = shop.kernel.orders[oid]
    assert order.status == "confirmed" and [(l.sku, l.qty) for l in order.lines] == [("rice-1kg", 30), ("sugar-1kg", 5)]
    decided = [e["decision"] for e in shop.record.events if e["kind"] == "supplier_decision"]
    assert decided[-1]["kind"] == "item_cancelled" and not any(d["kind"] == "cancelled" for d in decided)


@pytest.mark.parametrize("text", ["Drop the masoor dal from {o}, keep the moong.",
                                  "{o} से मसूर दाल हटा दीजिए, मूँग रहने दीजिए।",
                                  "{o} se masoor dal hata do, moong rehne do."])
def test_a_line_dropped_leaves_nothing_of_it_and_the_rest_of_the_order(text):
    shop = _shop()
    oid = _placed(answer_email(shop, "S1", "Send 10 kg masoor dal and 10 kg moong dal."))
    answer = answer_email(shop, "S1", text.format(o=oid))
    assert answer["decisions"] == [{**DROPPED, "order_id": oid}]
    order = shop.kernel.orders[oid]
    assert order.status == "confirmed" and [(l.sku, l.qty) for l in order.lines] == [("moong-dal-1kg", 10)]


def test_the_last_line_cut_still_cancels_the_whole_order():
    shop = _shop()
    oid = _placed(answer_email(shop, "S1", "Send 10 kg masoor dal."))
    assert answer_email(shop, "S1", f"Drop the masoor dal from {oid}.")["decisions"] == [
        {"kind": "cancelled", "order_id": oid}]
    assert shop.kernel.orders[oid].status == "cancelled"


FIRST = {  # phrasing 0 of each slot, as the supplier writes it
    ("en", 30): "From order O1 we have cut 10 kg of rice; the order keeps 30 kg of it.",
    ("hi", 30): "ऑर्डर O1 से 10 किलो चावल कम किए हैं; उसमें 30 किलो बाक़ी है।",
    ("hinglish", 30): "Order O1 se 10 kilo chawal kam kiye hain; usme 30 kilo baaki hai.",
    ("en", 0): "From order O1 we have taken out the 10 kg of masoor dal entirely; the rest goes as ordered.",
    ("hi", 0): "ऑर्डर O1 से पूरे 10 किलो मसूर दाल हटाए गए; बाक़ी माल वैसे ही आएगा।",
    ("hinglish", 0): "Order O1 se poore 10 kilo masoor daal hataye gaye; baaki maal waise hi aayega.",
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("decision", [CUT, DROPPED], ids=["cut", "dropped"])
def test_every_phrasing_says_the_cut_and_reads_back_to_it(language, decision):
    slot = "item_cancelled" if decision["qty_left"] else "item_dropped"
    texts = [R._line(decision, phrases(language), language, Pick(k))[0]
             for k in range(len(phrases(language)["slots"][slot]))]
    assert texts[0] == FIRST[(language, decision["qty_left"])]
    assert len(set(texts)) == 8
    for line in texts:
        assert "O1" in line and "withdrawn" not in line and "रद्द" not in line and "cancel" not in line, line
        assert "10" in line and ("30" in line) == bool(decision["qty_left"]), line
        assert read_reply(line, CAT) == [decision], line
        email = R.email([decision], language, "Agarwal Grain Traders", texts.index(line))
        assert read_reply(email, CAT) == [view(decision, language=language)] == [decision]


def test_trays_are_said_in_trays_only_when_both_figures_are_whole_trays():
    whole = {"kind": "item_cancelled", "order_id": "O4", "sku": "eggs-1pc", "qty": 60, "qty_left": 30}
    part = {**whole, "qty": 30, "qty_left": 45}
    en = phrases("en")
    assert R._line(whole, en, "en", Pick(0)) == ["From order O4 we have cut 2 trays of eggs; the order keeps 1 tray "
                                                  "of it."]
    assert R._line(part, en, "en", Pick(0)) == ["From order O4 we have cut 30 eggs; the order keeps 45 pieces of it."]
    for d in (whole, part):
        for language in LANGUAGES:
            assert read_reply(R.email([d], language, "S", 3), CAT) == [d]


class _Says:
    """A renderer backend that answers every prompt with one fixed text."""

    def __init__(self, text: str):
        self.text, self.identity, self.max_new_tokens, self.batch_size = text, {"folder": "says", "sha256": "s"}, 96, 8

    def generate(self, prompts: list[str]) -> list[str]:
        assert all(REFERENCE in p and ANSWER in p for p in prompts)
        return [self.text for _ in prompts]


@pytest.mark.parametrize("written, passes", [
    ("We have withdrawn order O1.", False),                                        # the false claim: refused
    ("Order O1 cancelled.", False),
    ("From order O1 we have cut 10 kg of rice; the order keeps 20 kg of it.", False),  # a changed figure
    ("Order O1: 10 kg of rice removed; 30 kg of rice will still come.", True),   # a faithful paraphrase
])
def test_the_fidelity_guard_refuses_a_cut_worded_as_the_order_withdrawn(written, passes):
    reference = R._line(CUT, phrases("en"), "en", Pick(0))[0]
    why = problem(written, [CUT], "en", [written], CAT, references=[reference])
    assert (why == "") == passes, why
    fallbacks = []
    model = ModelRenderer(CAT, _Says(written), on_fallback=fallbacks.append)
    (out,) = model.render_many([{"kind": "email", "lines": [CUT], "language": "en", "name": "Agarwal", "pick": 0}])
    assert out.fell_back == (not passes) and len(fallbacks) == (not passes)
    assert (written in out.text) == passes
    assert read_reply(out.text, CAT) == [CUT] if not passes else reference not in out.text


def test_fraud_scoring_counts_a_part_cut_as_no_cancellation():
    r = Record()
    r.add("fraud_attempt", scheme="short_delivery", supplier_id="S7", order_id="O1", delivery_id="D1",
          at_stake_paise=1, hidden=True)
    r.add("fraud_attempt", scheme="short_delivery", supplier_id="S7", order_id="O2", delivery_id="D2",
          at_stake_paise=1, hidden=True)
    r.add("supplier_decision", supplier_id="S7", decision={**CUT, "order_id": "O1"})
    r.add("supplier_decision", supplier_id="S7", decision={"kind": "cancelled", "order_id": "O2"})
    r.add("delivery_refused", delivery_id="D1", supplier_id="S7", reason="short")  # O1 stood: its van came
    assert [o["outcome"] for o in fraud_outcomes(r.events)] == ["caught_at_door", "cancelled"]
    s = fraud_scores(r.events)
    assert s["fraud_attempts"] == 2 and s["fraud_caught"] == 1 and s["fraud_caught_pct"] == 100.0
    assert s["fraud_missed"] == 0 and s["fraud_pending"] == 0  # the cancelled one is neither
    r2 = Record()
    r2.add("fraud_attempt", scheme="short_delivery", supplier_id="S7", order_id="O1", delivery_id="D1",
           at_stake_paise=1, hidden=True)
    r2.add("supplier_decision", supplier_id="S7", decision={**CUT, "order_id": "O1"})
    assert [o["outcome"] for o in fraud_outcomes(r2.events)] == ["pending"]  # still in play, not "cancelled"
