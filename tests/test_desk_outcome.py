"""A silent misreading measured by what the supplier's desk does with it (``benchmarks/desk_outcome.py``).

Hand-built rows, each a gold (as the corpus writes it) and a reading (as ``benchmarks/reader_scores.py`` saves
it: ``gold_rows`` tuples). What the desk does was found by running it, not assumed: a dispute with the bill asked
for again acts alike (one more ``bill`` line in the reply); an accept at ₹36 where ₹36 stands acts as an offer at
₹36 does (both close at ₹36), but an accept at ₹36 read from an offer of ₹36 (the supplier's list above it) is
refused where the offer would have drawn a counter.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.desk_outcome import compare, run  # noqa: E402
from benchmarks.desk_state import desk_state, intents_of  # noqa: E402


def _row(*intents, readable=True, reason=""):
    return {"id": "t", "style": "terse", "readable": readable, "reason": reason, "intents": list(intents)}


def _gold(kind, sku=None, qty=None, price=None, total=None, order=None, bill=None):
    items = [{"sku": sku, "quantity": qty, "unit_price_inr": price, "total_price_inr": total,
              "price_change_inr": None}] if sku else []
    return {"kind": kind, "items": items, "order_id": order, "bill_id": bill, "total_inr": None}


def _got(kind, sku=None, qty=None, price=None, total=None, order=None, bill=None):
    return [kind, sku, qty, price, total, None, order, bill, None]


def test_a_dispute_and_the_same_dispute_with_the_bill_asked_again_act_alike():
    v = compare(_row(_gold("dispute", bill="B3"), _gold("ask_bill", bill="B3")), [_got("dispute", bill="B3")])
    assert not v.differs and v.what == ""
    assert v.reply == "-bill B3"  # the gold's answer also sends the (corrected) bill


def test_the_dispute_is_upheld_in_both_so_the_bill_stands_corrected_alike():
    gold = [("dispute", None, None, None, None, None, None, "B3", None)]
    got = gold + [("ask_bill", None, None, None, None, None, None, "B3", None)]
    a, b = run(gold, gold, got), run(got, gold, got)
    assert [r[0] for r in a.replies] == ["dispute_corrected"]
    assert sorted(r[0] for r in b.replies) == ["bill", "dispute_corrected"]
    (bill,) = a.acts["bills"]
    _, sup = desk_state(gold, got)  # B3: 10 of rice (the row names no goods) at the list, 10 % over its honest sum
    assert bill == ("B3", "open", 10 * sup.terms["rice-1kg"].list_paise * 9 // 10)  # corrected to the honest sum
    assert a.acts == b.acts


def test_an_order_of_50_and_one_of_90_differ_by_the_quantity_placed():
    v = compare(_row(_gold("order", "rice-1kg", 50)), [_got("order", "rice-1kg", 90)])
    assert v.differs
    assert v.what.startswith("order placed: gold [rice-1kg×50 @") and "reading [rice-1kg×90 @" in v.what


def test_an_accept_at_36_and_an_offer_at_36_close_alike_where_36_stands():
    v = compare(_row(_gold("accept", "rice-1kg", price=36.0)), [_got("offer", "rice-1kg", price=36.0)])
    assert not v.differs and v.reply == ""  # the desk agrees ₹36 either way (an offer at its price is met)


def test_an_offer_at_36_read_as_an_accept_is_refused_where_the_offer_drew_a_counter():
    v = compare(_row(_gold("offer", "rice-1kg", price=36.0)), [_got("accept", "rice-1kg", price=36.0)])
    assert v.differs and v.what.startswith("price standing for rice-1kg: gold ₹")
    assert v.reply == "-counter rice-1kg; +refuse_accept rice-1kg (accept_wrong_price)"


def test_an_unreadable_gold_read_as_readable_differs_the_desk_acted_on_what_it_should_refuse():
    v = compare(_row(readable=False, reason="no_price"), [_got("order", "toor-dal-1kg", 30)])
    assert v.differs and v.what == "gold refused (no_price); reading acted: order_confirmed toor-dal-1kg×30"


def test_an_accept_beside_an_order_acts_as_the_order_at_that_price():
    v = compare(_row(_gold("accept", "rice-1kg", price=36.0), _gold("order", "rice-1kg", 50)),
                [_got("order", "rice-1kg", 50, 36.0)])
    assert not v.differs and v.reply == "-accept rice-1kg"


def test_a_bundle_total_and_its_unit_price_are_the_same_money():
    v = compare(_row(_gold("accept", "atta-5kg", 10, total=2250.0)), [_got("accept", "atta-5kg", None, 225.0)])
    assert not v.differs and v.reply == ""


def test_the_wrong_bill_paid_and_the_wrong_order_cancelled_differ():
    paid = compare(_row(_gold("pay", bill="B2")), [_got("pay", bill="B3")])
    assert paid.differs and paid.what.startswith("bill B2: gold paid ") and "reading open" in paid.what
    cut = compare(_row(_gold("cancel", order="O4")), [_got("cancel", order="O5")])
    assert cut.differs and cut.what == "order O4: gold cancelled rice-1kg×10; reading confirmed rice-1kg×10"


def test_the_state_holds_every_reference_and_the_desk_takes_no_named_id():
    gold = [("cancel", "sugar-1kg", 50, None, None, None, "O11", None, None),
            ("pay", None, None, None, None, None, None, "B7", None)]
    got = [("cancel", "sugar-1kg", None, None, None, None, None, None, None),
           ("order", "jaggery-1kg", 20, 45.0, None, None, None, None, None)]
    shop, sup = desk_state(gold, got)
    assert [(o.order_id, o.status, [(l.sku, l.qty) for l in o.lines]) for o in shop.kernel.orders.values()] == \
        [("O11", "confirmed", [("sugar-1kg", 50)])]  # the sugar cut without an id is O11's: no second order
    assert [(b.bill_id, b.status) for b in shop.state.bills] == [("B7", "open")]
    thread = shop.kernel.threads[shop.kernel.current["S1:jaggery-1kg"]]
    assert thread.seller_last_paise == 4500 and sup.fraud_scheme is None
    assert int(shop.state.next_id("O")[1:]) > 11 and int(shop.state.next_id("B")[1:]) > 7
    assert [i.unit_price_paise for i in intents_of(got)] == [None, 4500]


def test_your_rate_accepted_and_the_quoted_price_accepted_close_at_the_same_price():
    """The standing quote is the price the reading read when the gold names none ("> Sugar ₹42 ⏎ fine"), so an
    accept of "your rate" and one at the quoted ₹42 agree alike; a reject at a price and one without act alike."""
    v = compare(_row(_gold("accept", "sugar-1kg"), _gold("order", "sugar-1kg", 50)),
                [_got("accept", "sugar-1kg", price=42.0), _got("order", "sugar-1kg", 50)])
    assert not v.differs and v.reply == ""
    a = run([("accept", "sugar-1kg", None, None, None, None, None, None, None)], [],
            [("accept", "sugar-1kg", None, 42.0, None, None, None, None, None)])
    assert a.acts["prices"] == (("sugar-1kg", 4200),)
    v = compare(_row(_gold("reject", "salt-1kg")), [_got("reject", "salt-1kg", price=24.0)])
    assert not v.differs and v.reply == ""


def test_every_kind_of_gold_read_as_itself_acts_and_answers_alike():
    """The state is the same for both runs: a gold beside itself never differs (one row of each intent kind of
    tests/corpus_chat/en.jsonl; 1,500 sampled rows of every corpus held in the forty-ninth session)."""
    import json

    from test_reader_chat_corpus import gold_rows
    rows = [json.loads(line) for line in (ROOT / "tests" / "corpus_chat" / "en.jsonl").read_text("utf-8").splitlines()
            if line.strip()]
    first = {}
    for row in rows:
        if row["readable"] and row.get("style") != "counter":
            first.setdefault(row["intents"][0]["kind"], row)
    assert len(first) == 10
    for row in first.values():
        v = compare(row, [list(r) for r in gold_rows(row)])
        assert (v.differs, v.what, v.reply) == (False, "", ""), row["id"]
