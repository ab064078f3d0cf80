"""The bargaining range is measured to the lowest price a supplier takes, over the deal lines that stood, and read
with its count (a new user's trial, session 39).

The trial: one sugar deal at ₹42.50 (list ₹45, hidden floor ₹41) scored 62.5 % against the reference shop's 53.93 %
over 324 lines, with no count beside it; a cancelled order's line (m_haggle's O4) counted as a deal, so ordering and
cancelling a well-bargained line raised the mean for nothing; and README's "100 at the floor" was out of reach, the
kernel's lowest price being a trader's step above the hidden floor (₹41.50: at best 87.5 % for that sugar). Now the
range runs to that lowest price (100 is reachable on every item), a cancelled order's lines and an item cut from its
order whole are no deals (``deals_cancelled``), and ``bargaining_range_lines`` gives the lines the mean is over —
which the run report prints beside the percentage.
"""
from __future__ import annotations

from events.price_steps import lowest_price
from negotiation_kernel.suppliers import ItemTerms, floor_price
from report.document import _range_text
from scoring.negotiation import deals, negotiation_scores
from tests.test_scoring_families import Record


def _record() -> tuple[Record, callable]:
    r = Record()
    r.add("supplier_terms", supplier_id="S1", supplier_kind="honest",
          terms={"sugar-1kg": {"list_paise": 4500, "floor_paise": 4100},   # the trial's sugar: lowest ₹41.50
                 "rice-1kg": {"list_paise": 4050, "floor_paise": 3600}})  # lowest ₹36.50

    def order(order_id: str, lines: list[tuple[str, int, int]], day: int = 1) -> None:
        r.add("supplier_decision", day, supplier_id="S1", decision={
            "kind": "order_confirmed", "order_id": order_id, "day": day + 1, "amount_paise": 0,
            "lines": [{"sku": s, "qty": q, "unit_price_paise": p} for s, q, p in lines]})
    return r, order


def test_the_lowest_price_is_the_kernels_floor_a_step_above_the_hidden_one():
    assert lowest_price(4100) == 4150 and lowest_price(3600) == 3650 and lowest_price(999) == 1000
    assert lowest_price(995) == 1000 and lowest_price(12000) == 12100  # ₹9.95 → ₹10 (quarter steps); whole rupees
    for floor in (1, 399, 4100, 9999, 10000, 25049):  # the kernel's one floor function says the same
        assert floor_price(ItemTerms(sku="x", list_paise=10 ** 6, floor_paise=floor, beta=1.0, max_rounds=8)) == \
            lowest_price(floor)


def test_the_trials_one_sugar_deal_scores_against_the_reachable_floor_with_its_count():
    r, order = _record()
    order("O1", [("sugar-1kg", 10, 4250)])
    s = negotiation_scores(r.events)
    # (4500 − 4250) / (4500 − 4150) = 250 / 350; was 250 / 400 = 62.5 against the hidden floor
    assert s["bargaining_range_captured_pct"] == 71.43 and s["bargaining_range_lines"] == 1 and s["deals"] == 1
    assert _range_text(s) == "71.43% over 1 deal line"
    r2, order2 = _record()
    order2("O1", [("sugar-1kg", 10, 4150)])  # the lowest the kernel ever agrees: 100, reachable
    assert negotiation_scores(r2.events)["bargaining_range_captured_pct"] == 100.0


def test_a_cancelled_order_and_an_item_cut_whole_are_no_deals():
    r, order = _record()
    order("O4", [("sugar-1kg", 10, 4250)])                     # the trial's O4: bargained, then cancelled
    r.add("supplier_decision", supplier_id="S1", decision={"kind": "cancelled", "order_id": "O4"})
    order("O5", [("sugar-1kg", 10, 4250), ("rice-1kg", 20, 4050)])  # placed again, with rice at list
    order("O6", [("sugar-1kg", 5, 4500), ("rice-1kg", 30, 3650)])
    r.add("supplier_decision", supplier_id="S1", decision={      # O6's sugar cut whole: no deal
        "kind": "item_cancelled", "order_id": "O6", "sku": "sugar-1kg", "qty": 5, "qty_left": 0})
    r.add("supplier_decision", supplier_id="S1", decision={      # O6's rice cut in part: still a deal, 10 units
        "kind": "item_cancelled", "order_id": "O6", "sku": "rice-1kg", "qty": 20, "qty_left": 10})
    r.add("supplier_decision", supplier_id="S1", decision={"kind": "cancel_refused", "order_id": "O5",
                                                           "reason": "delivery was taken"})  # refused: O5 stands
    s = negotiation_scores(r.events)
    assert (s["deals"], s["deals_cancelled"], s["bargaining_range_lines"]) == (3, 2, 3)
    # O5 sugar 250/350, O5 rice 0 (at list), O6 rice 1 (at ₹36.50, the lowest): (0.714286 + 0 + 1) / 3
    assert s["bargaining_range_captured_pct"] == 57.14
    standing = deals(r.events)
    assert [(d["order_id"], d["sku"], d["qty"], d["lowest_paise"]) for d in standing] == [
        ("O5", "sugar-1kg", 10, 4150), ("O5", "rice-1kg", 20, 3650), ("O6", "rice-1kg", 10, 3650)]
    assert [(d["order_id"], d["sku"]) for d in deals(r.events, cancelled=True)] == [("O4", "sugar-1kg"),
                                                                                    ("O6", "sugar-1kg")]
    assert _range_text(s) == "57.14% over 3 deal lines"


def test_no_deal_no_score_and_an_older_scores_json_prints_without_a_count():
    r, _ = _record()
    s = negotiation_scores(r.events)
    assert (s["deals"], s["deals_cancelled"], s["bargaining_range_captured_pct"], s["bargaining_range_lines"]) == \
        (0, 0, None, 0)
    assert _range_text(s) == "—"
    assert _range_text({"bargaining_range_captured_pct": 53.93}) == "53.93%"
