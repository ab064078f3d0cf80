"""The fraud scores a new user's trial (session 39) farmed, on hand-built records with values worked out by hand.

1. Advance bait: each order to the advance-bait supplier drew a request, and each one ignored and lapsed was a
   catch (five one-unit orders a day: 28 caught, 90.32 %). An advance-bait supplier is now one attempt however
   many requests it sends (``fraud_advance_requests`` counts them): caught when none was paid and one lapsed or
   was cancelled, lost with every advance paid when any was, pending while all are open.
2. Blanket accusation: disputing every bill or refusing every van scored 100 %. Honest bills disputed that stood
   and honest vans refused are now ``fraud_false_alarms``; ``fraud_precision_pct`` and ``fraud_f1_pct`` weigh
   them against the catches. A van refused for a bill-side fraud (inflated or duplicate), which nothing at the
   door shows, is ``sent_back_unseen``: neither caught nor missed, out of the caught share.
"""
from __future__ import annotations

from events.suppliers import DOOR_SCHEMES
from negotiation_kernel import fraud_costs
from scoring import fraud_outcomes, fraud_scores, score_record
from test_scoring_families import Record


def _bait(r: Record, supplier: str, order: str, bill: str, day: int = 1) -> None:
    r.add("fraud_attempt", day, scheme="advance_bait", supplier_id=supplier, order_id=order, bill_id=bill,
          at_stake_paise=500_00, hidden=True)


def test_advance_bait_is_one_attempt_per_supplier_however_often_the_shop_orders():
    r = Record()
    for day in (1, 2, 3):  # the trial's spammer: orders S9 every day and lets every request lapse
        for k in range(5):
            order = f"O{day}{k}"
            _bait(r, "S9", order, f"A{day}{k}", day)
            r.add("advance_lapsed", day + 1, order_id=order, supplier_id="S9")
    _bait(r, "S11", "O90", "A90")  # lapsed first, paid later: lost, with the advance paid
    r.add("advance_lapsed", 2, order_id="O90", supplier_id="S11")
    _bait(r, "S11", "O91", "A91", 3)
    r.add("bill_paid", 3, bill_id="A91", supplier_id="S11", bill_kind="advance", amount_paise=700_00)
    _bait(r, "S11", "O92", "A92", 3)
    r.add("bill_paid", 3, bill_id="A92", supplier_id="S11", bill_kind="advance", amount_paise=300_00)
    _bait(r, "S12", "O95", "A95", 4)  # still open when the record ends: pending
    outcomes = fraud_outcomes(r.events)
    assert [(o["supplier_id"], o["outcome"], o["requests"], o["lost_paise"], o["order_id"]) for o in outcomes] == [
        ("S9", "caught_before_advance", 15, 0, "O10"), ("S11", "lost", 3, 1000_00, "O90"),
        ("S12", "pending", 1, 0, "O95")]
    s = fraud_scores(r.events)
    assert s["fraud_attempts"] == 3 and s["fraud_advance_requests"] == 19
    assert s["fraud_caught"] == 1 and s["fraud_caught_by"]["advance"] == 1
    assert s["fraud_caught_pct"] == 50.0  # S9 caught, S11 lost; S12 pending
    assert s["fraud_missed"] == 1 and s["fraud_pending"] == 1
    assert s["fraud_lost_inr"] == 1000.0
    assert s["fraud_by_scheme"]["advance_bait"] == {"attempts": 3, "caught": 1, "missed": 1, "pending": 1,
                                                    "cancelled": 0, "sent_back_unseen": 0, "lost_inr": 1000.0}


def test_a_spammer_scores_no_better_than_one_order():
    def month(orders_a_day: int) -> dict:
        r = Record()
        for day in range(1, 11):
            for k in range(orders_a_day):
                _bait(r, "S9", f"O{day}-{k}", f"A{day}-{k}", day)
                r.add("advance_lapsed", day + 1, order_id=f"O{day}-{k}", supplier_id="S9")
        return fraud_scores(r.events)
    once, spam = month(1), month(5)
    assert (once["fraud_caught"], once["fraud_caught_pct"], once["fraud_f1_pct"]) == (1, 100.0, 100.0)
    assert (spam["fraud_caught"], spam["fraud_caught_pct"], spam["fraud_f1_pct"]) == (1, 100.0, 100.0)
    assert (once["fraud_advance_requests"], spam["fraud_advance_requests"]) == (10, 50)


def _van(r: Record, delivery: str, supplier: str, fraud: str | None, refused: bool = True) -> None:
    if fraud is not None:
        r.add("fraud_attempt", scheme=fraud, supplier_id=supplier, order_id="O" + delivery, delivery_id=delivery,
              at_stake_paise=1000_00, hidden=True)
    if refused:
        r.add("delivery_refused", delivery_id=delivery, supplier_id=supplier, reason="fraud: short and expired goods",
              hidden_fraud=fraud)


def test_vans_refused_door_catches_unseen_frauds_and_false_alarms():
    r = Record()
    _van(r, "D1", "S10", "expired_goods")   # the dates show it: caught at the door
    _van(r, "D2", "S7", "short_delivery")   # the count shows it: caught
    _van(r, "D3", "S8", "inflated_bill")    # nothing at the door shows it: sent back unseen
    _van(r, "D4", "S8", "duplicate_bill")   # nor this: sent back unseen
    for k in range(5):                      # honest vans refused: five false alarms
        _van(r, f"D{10 + k}", "S1", None)
    assert [o["outcome"] for o in fraud_outcomes(r.events)] == ["caught_at_door", "caught_at_door",
                                                               "sent_back_unseen", "sent_back_unseen"]
    s = fraud_scores(r.events)
    assert s["fraud_attempts"] == 4 and s["fraud_caught"] == 2 and s["fraud_caught_by"]["door"] == 2
    assert s["fraud_caught_pct"] == 100.0  # 2 of the 2 that played out; the unseen two never did
    assert s["fraud_missed"] == 0 and s["fraud_pending"] == 0
    assert s["fraud_by_scheme"]["inflated_bill"] == {"attempts": 1, "caught": 0, "missed": 0, "pending": 0,
                                                     "cancelled": 0, "sent_back_unseen": 1, "lost_inr": 0.0}
    assert s["vans_sent_back_for_fraud"] == 4  # every van of a fraud refused: the deliveries the refusals missed
    assert s["fraud_false_alarms"] == 5 and s["fraud_false_alarms_by"] == {"door": 5, "bill": 0}
    assert s["fraud_precision_pct"] == round(100 * 2 / 7, 2) == 28.57
    assert s["fraud_f1_pct"] == round(100 * 2 * 2 / (2 + 2 + 5), 2) == 44.44  # 2PR/(P+R), R = 1, P = 2/7


def _taken(r: Record, delivery: str, bill: str, supplier: str, fraud: str | None, amount: int = 1100_00) -> None:
    if fraud is not None:
        r.add("fraud_attempt", scheme=fraud, supplier_id=supplier, order_id="O" + delivery, delivery_id=delivery,
              at_stake_paise=amount, hidden=True)
    r.add("delivery_taken", delivery_id=delivery, supplier_id=supplier, bill_id=bill, amount_paise=amount,
          stock_value_paise=1000_00, input_gst_paise=0, hidden_fraud=fraud)


def _dispute(r: Record, bill: str, supplier: str, verdict: str, fraud: str | None, amount: int = 1100_00) -> None:
    r.add("bill_disputed", bill_id=bill, supplier_id=supplier, verdict=verdict, amount_paise=amount,
          hidden_fraud=fraud)


def test_honest_bills_disputed_count_once_each_and_a_corrected_bill_disputed_again_is_no_false_alarm():
    r = Record()
    _taken(r, "D1", "B1", "S8", "inflated_bill")
    _dispute(r, "B1", "S8", "corrected", "inflated_bill", 1000_00)
    _dispute(r, "B1", "S8", "stands", "inflated_bill", 1000_00)  # disputed again after the correction: stands
    for bill in ("B2", "B3", "B4"):
        _taken(r, "D" + bill, bill, "S1", None)
        _dispute(r, bill, "S1", "stands", None)
    _dispute(r, "B2", "S1", "stands", None)  # the same honest bill disputed twice: one false alarm
    s = fraud_scores(r.events)
    assert s["fraud_caught"] == 1 and s["fraud_caught_pct"] == 100.0
    assert s["fraud_false_alarms"] == 3 and s["fraud_false_alarms_by"] == {"door": 0, "bill": 3}
    assert s["fraud_precision_pct"] == 25.0
    assert s["fraud_f1_pct"] == 40.0  # 2 × 1 / (1 + 1 + 3)


def test_blanket_accuser_cannot_match_a_careful_one():
    def month(blanket: bool) -> dict:
        r = Record()
        _taken(r, "D1", "B1", "S8", "inflated_bill")
        _dispute(r, "B1", "S8", "corrected", "inflated_bill", 1000_00)
        r.add("fraud_attempt", scheme="ghost_bill", supplier_id="S8", order_id="O9", bill_id="G1", due_day=5,
              at_stake_paise=500_00, hidden=True)
        _dispute(r, "G1", "S8", "cancelled", "ghost_bill", 0)
        for k in range(10):
            _taken(r, f"D{10 + k}", f"B{10 + k}", "S1", None)
            if blanket:
                _dispute(r, f"B{10 + k}", "S1", "stands", None)
        return fraud_scores(r.events)
    careful, blanket = month(False), month(True)
    assert careful["fraud_caught_pct"] == blanket["fraud_caught_pct"] == 100.0  # the recall alone ties them
    assert (careful["fraud_false_alarms"], blanket["fraud_false_alarms"]) == (0, 10)
    assert (careful["fraud_precision_pct"], blanket["fraud_precision_pct"]) == (100.0, round(100 * 2 / 12, 2))
    assert (careful["fraud_f1_pct"], blanket["fraud_f1_pct"]) == (100.0, round(100 * 4 / 14, 2)) == (100.0, 28.57)


def test_no_accusation_and_no_catch():
    r = Record()
    _taken(r, "D1", "B1", "S8", "inflated_bill")  # taken and paid as billed: lost, nothing caught, nothing accused
    s = fraud_scores(r.events)
    assert s["fraud_caught_pct"] == 0.0 and s["fraud_false_alarms"] == 0
    assert s["fraud_precision_pct"] is None and s["fraud_f1_pct"] == 0.0
    empty = fraud_scores(Record().events)
    assert empty["fraud_caught_pct"] is None and empty["fraud_f1_pct"] is None and empty["fraud_precision_pct"] is None


def test_the_kernel_and_scoring_share_the_door_schemes():
    assert fraud_costs.DOOR_SCHEMES is DOOR_SCHEMES == ("short_delivery", "substituted_goods", "expired_goods")


def test_score_record_carries_the_new_keys():
    r = Record()
    r.add("run_start", scenario="default", seed=0, days=1)
    r.add("net_worth_open", net_worth_paise=0)
    _van(r, "D1", "S1", None)
    r.close(1)
    s = score_record(r.events)
    assert (s["fraud_false_alarms"], s["fraud_false_alarms_by"], s["fraud_precision_pct"], s["fraud_f1_pct"]) == (
        1, {"door": 1, "bill": 0}, 0.0, None)
    assert s["fraud_advance_requests"] == 0


def test_the_report_and_the_terminal_set_false_alarms_beside_the_catches():
    from kirana.study_report import HEADLINE
    from report.fraud_rows import fraud_glance, fraud_rows, scheme_rows, terminal_rows
    r = Record()
    _van(r, "D1", "S10", "expired_goods")
    _van(r, "D3", "S8", "inflated_bill")
    for k in range(3):
        _van(r, f"D{10 + k}", "S1", None)
    s = {**fraud_scores(r.events)}
    assert fraud_glance(s) == [["fraud caught / false alarms (honest vans or bills accused) / F1 of the two ↑",
                                "1 of 1 played out / 3 / 40%"]]  # F1 = 2 × 1 / (1 + 1 + 3)
    rows = dict(map(tuple, fraud_rows(s)))
    assert rows["false alarms: honest vans sent back / honest bills disputed that stood ↓"] == "3 (3 / 0)"
    assert rows["precision: caught over caught + false alarms ↑"] == "25%"
    assert rows["vans sent back for fraud (deliveries missed)"] == "2"
    assert ["inflated_bill", "1", "0", "0", "0", "0", "1", "₹0"] in scheme_rows(s)
    assert terminal_rows(s)[-1] == ("fraud false alarms / F1", "3 / 40%")
    old = {k: v for k, v in s.items() if not k.startswith("fraud_false") and k not in ("fraud_f1_pct",)}
    assert fraud_glance(old) == [] and len(terminal_rows(old)) == 2  # scores written before this session
    assert HEADLINE.index("fraud_caught") + 1 == HEADLINE.index("fraud_false_alarms") == \
        HEADLINE.index("fraud_f1_pct") - 1
