"""A new user's trial (session 56: fake staff planting mistakes over a month, /work/try56 of that session) found every
staff score equal to its recount from the record, and five traps in what the scores said. Each is built here by
hand, with the figures of the trial where they fit, so every value is known:

1. a van of expired goods taken in was thrown out at the day's close and counted as the manager's spoilage (waste
   rate 0.098 → 1.043): now its own line, ``fraud_goods_thrown_out``, out of the waste rate, with its delivery id;
2. a cashier billing 80 % of the posted price unasked scored fair: ``counter_bills_below_posted_unasked``;
3. refusals the manager's credit watch list asked for were unfair and wrong with nothing saying so:
   ``..._on_instruction`` and the cases, with their seqs;
4. the report's figures had no way to the nights or visits behind them, and the transcript showed "Books done."
   and not the report filed;
5. ``fraud_lost_inr`` (bills, GST included) and spoilage (at cost) are labelled so in the report.
"""
from __future__ import annotations

from event_builder import complete
from report.fraud_rows import fraud_goods_rows, fraud_rows as fraud_table_rows
from report.staff_cases import below_posted_rows, credit_split, unfair_split
from report.transcripts import conversations, format_text
from scoring import score_record
from scoring.fraud_goods import fraud_batches


class Record:
    def __init__(self) -> None:
        self.events: list[dict] = []

    def add(self, kind: str, day: int = 1, **fields) -> dict:
        e = complete({"seq": len(self.events), "day": day, "minute": (day - 1) * 1440 + 600, "kind": kind, **fields})
        self.events.append(e)
        return e


OPEN = 1_000_000_00


def _expired_van_month() -> Record:
    """Day 1: an honest van of rice (batch B-1) and the trial's van D23 of expired dairy (S10: bread, paneer,
    butter, batches B-2..B-4; one note line unloaded nothing and makes no batch) taken in; at the close the dairy
    is thrown out (the trial's ₹418.00 + ₹6,751.00 + ₹10,045.52 at cost) and 2 kg of rice (₹80.00) spoil: the
    ordering's. Rice sold at ₹4,000.00 cost of goods."""
    r = Record()
    r.add("run_start", skus=["rice-1kg", "bread-400g", "paneer-200g", "butter-100g"])
    r.add("net_worth_open", net_worth_paise=OPEN)
    r.add("delivery_taken", net_worth_effect_paise=0, delivery_id="D1", supplier_id="S1", stock_value_paise=40_000_00,
          input_gst_paise=0, amount_paise=40_000_00, received=[{"sku": "rice-1kg", "qty": 1000, "expires_day": 90}])
    r.add("delivery_taken", net_worth_effect_paise=0, delivery_id="D23", supplier_id="S10", hidden_fraud="expired_goods",
          amount_paise=17_716_00, stock_value_paise=17_214_52, input_gst_paise=501_48,
          received=[{"sku": "bread-400g", "qty": 11, "expires_day": 0}, {"sku": "curd-400g", "qty": 0, "expires_day": 0},
                    {"sku": "paneer-200g", "qty": 86, "expires_day": 0},
                    {"sku": "butter-100g", "qty": 199, "expires_day": 0}])
    r.add("walk_in", net_worth_effect_paise=1_000_00, shelf_units={"rice-1kg": 900},
          lines=[{"sku": "rice-1kg", "price_paise": 50_00, "visits": 50, "wanted": 100, "lost_price": 0,
                  "lost_empty": 0, "sold": 100, "revenue_paise": 5_000_00, "gst_paise": 0, "cost_paise": 4_000_00}])
    for sku, qty, batch, cost in (("bread-400g", 11, "B-2", 418_00), ("paneer-200g", 86, "B-3", 6_751_00),
                                  ("butter-100g", 199, "B-4", 10_045_52), ("rice-1kg", 2, "B-1", 80_00)):
        r.add("spoiled", net_worth_effect_paise=-cost, place="godown", sku=sku, qty=qty, batch_id=batch, cost_paise=cost)
    r.add("day_close", net_worth_paise=OPEN + 1_000_00 - 17_294_52, stock_units={"rice-1kg": 898})
    return r


def test_expired_goods_taken_in_are_the_frauds_line_not_the_orderings_waste_and_profit_is_unchanged():
    r = _expired_van_month()
    assert {b: (sku, d.delivery_id) for b, (sku, d) in fraud_batches(__import__("events").read_events(r.events)).items()} \
        == {"B-2": ("bread-400g", "D23"), "B-3": ("paneer-200g", "D23"), "B-4": ("butter-100g", "D23")}
    s = score_record(r.events)
    p = s["profit_and_loss_inr"]
    assert p["spoiled"] == -80.0                                    # was −17,294.52: the rice alone
    assert p["fraud_and_disputes"]["fraud_goods_thrown_out"] == -17_214.52
    assert p["fraud_and_disputes"]["net"] == -17_214.52
    assert p["net_profit"] == s["profit_inr"] == 1_000.0 - 17_294.52 and p["not_explained_by_events"] == 0.0
    assert s["waste_rate_pct"] == round(100 * 80_00 / (4_000_00 + 80_00), 3) == 1.961   # was 81.2 with the dairy
    assert s["spoiled_from_fraud_deliveries"] == [{"delivery_id": "D23", "supplier_id": "S10", "scheme": "expired_goods",
                                                   "days": [1], "seqs": [5, 6, 7], "cost_inr": 17_214.52}]
    assert s["demand_totals_inr"]["spoiled"] == 80.0 and s["demand_totals_inr"]["fraud_goods_spoiled"] == 17_214.52
    assert [(c["sku"], c["spoiled_inr"]) for c in s["costliest_items"]] == [("rice-1kg", 80.0)]  # no dairy
    row, = fraud_goods_rows(s)
    assert row == ["goods of D23 (expired goods, S10) thrown out on day 1, at cost (GST excluded; in the loss above, "
                   "out of the waste rate)", "₹17,215"]


def test_a_batch_whose_sku_is_not_the_fraud_lines_stays_ordinary_spoilage():
    r = _expired_van_month()
    r.events[6]["sku"] = "rice-1kg"     # B-3 said to be rice: not the paneer D23 unloaded, so not attributed
    s = score_record(r.events)
    assert s["spoiled_from_fraud_deliveries"][0]["seqs"] == [5, 7]
    assert s["profit_and_loss_inr"]["spoiled"] == -(80.0 + 6_751.0)


def test_fraud_lost_is_labelled_the_bill_with_gst():
    labels = [row[0] for row in fraud_table_rows(score_record(_expired_van_month().events))]
    assert "money lost to fraud (the bills, GST included, less the goods that really came) ↓" in labels


def _bill(r: Record, visit: str, total: int, posted: int, answer: str, offer: int | None = None) -> None:
    r.add("counter_bill", visit_id=visit, total_paise=total, posted_total_paise=posted, mrp_total_paise=posted + 100_00,
          answer=answer, offer_paise=offer, hidden_reservation_paise=posted)


def test_bills_below_what_the_customer_asked_are_money_given_away_and_bargaining_is_not():
    r = Record()
    r.add("run_start", skus=["rice-1kg"])
    r.add("net_worth_open", net_worth_paise=OPEN)
    _bill(r, "V6-1", 1_482_00, 1_852_50, "agree")                 # the trial's: 80 % of posted, unasked
    _bill(r, "V6-2", 1_000_00, 1_000_00, "counter", offer=900_00)  # bargaining: posted, offer ₹900 ...
    _bill(r, "V6-2", 950_00, 1_000_00, "agree")                    # ... met half way: not given away
    _bill(r, "V6-3", 1_000_00, 1_000_00, "counter", offer=900_00)
    _bill(r, "V6-3", 850_00, 1_000_00, "agree")                    # below the customer's own offer: ₹50 given away
    _bill(r, "V6-4", 800_00, 1_000_00, "counter", offer=700_00)   # not agreed: nothing given
    r.add("day_close", net_worth_paise=OPEN)
    below = score_record(r.events)["counter_bills_below_posted_unasked"]
    assert below == {"bills": 2, "given_away_inr": 420.5, "visits": [
        {"visit_id": "V6-1", "day": 1, "seq": 2, "billed_inr": 1_482.0, "asked_inr": 1_852.5, "given_away_inr": 370.5},
        {"visit_id": "V6-3", "day": 1, "seq": 6, "billed_inr": 850.0, "asked_inr": 900.0, "given_away_inr": 50.0}]}
    (row,) = below_posted_rows({"counter_bills_below_posted_unasked": below})
    assert row[1] == "2 bills, ₹420.50 given away (bills, GST included): V6-1 (seq 2), V6-3 (seq 6)"


def test_a_sale_a_lowest_price_instruction_allowed_is_not_counted():
    r = Record()
    r.add("net_worth_open", net_worth_paise=OPEN)
    r.add("staff_message", msg_id="M1", to="cashier", text="", instructions=[
        {"kind": "lowest_price", "items": {}, "pct_of_posted": 80.0}])
    r.add("staff_message_delivered", msg_id="M1", to="cashier", turn="counter")
    for n, charged in ((1, 90_00), (2, 70_00)):  # ₹90 of ₹100 allowed (80 %); ₹70 below it: contradicted, counted
        r.add("turn_start", role="cashier", turn="counter",
              subject={"visit_id": f"V1-{n}", "price_tags": [{"sku": "rice-1kg", "price_inr": 100.0}]})
        _bill(r, f"V1-{n}", charged, 100_00, "agree")
        r.add("counter_sale", visit_id=f"V1-{n}", charged_total_paise=charged, posted_total_paise=100_00,
              lines=[{"sku": "rice-1kg", "qty": 1, "revenue_paise": charged}])
    r.add("day_close", net_worth_paise=OPEN)
    below = score_record(r.events)["counter_bills_below_posted_unasked"]
    assert [v["visit_id"] for v in below["visits"]] == ["V1-2"] and below["given_away_inr"] == 30.0


def _credit_month() -> Record:
    """R1 and R2 reliable, R3 not; the manager's watch list names R1. V1-1 R1 refused (on the list: the manager's
    wrong answer, carried out), V1-2 R2 refused (the cashier's own), V1-3 R3 granted (the cashier's own wrong)."""
    r = Record()
    r.add("net_worth_open", net_worth_paise=OPEN)
    for cid, reliable in (("R1", True), ("R2", True), ("R3", False)):
        r.add("regular", customer_id=cid, reliable=reliable, repay_prob=0.9)
    r.add("staff_message", msg_id="M1", to="cashier", text="", instructions=[
        {"kind": "credit", "refuse": ["R1"], "limit_paise": 5_000_00}])
    r.add("staff_message_delivered", msg_id="M1", to="cashier", turn="counter")
    for n, (cid, granted, reliable) in enumerate((("R1", False, True), ("R2", False, True), ("R3", True, False)), 1):
        r.add("counter_request", visit_id=f"V1-{n}", customer_id=cid, regular=True, hidden_wants_credit=True)
        _bill(r, f"V1-{n}", 200_00, 200_00, "agree")
        r.add("credit_decision", visit_id=f"V1-{n}", customer_id=cid, granted=granted, amount_paise=200_00,
              khata_balance_paise=0, hidden_reliable=reliable)
        r.add("counter_sale", visit_id=f"V1-{n}", customer_id=cid, paid_by="khata" if granted else "cash",
              charged_total_paise=200_00, posted_total_paise=200_00, lines=[])
    r.add("day_close", net_worth_paise=OPEN)
    return r


def test_refusals_on_the_managers_watch_list_are_counted_apart_with_their_visits():
    s = score_record(_credit_month().events)
    assert s["credit_decisions"] == 3 and s["credit_decisions_correct_pct"] == 0.0   # the scores' meaning unchanged
    assert s["counter_customers_treated_unfairly"] == 2
    assert s["credit_decisions_wrong_on_instruction"] == 1
    assert s["credit_decisions_wrong"] == [
        {"visit_id": "V1-1", "day": 1, "seq": 8, "granted": False, "on_manager_instruction": True},
        {"visit_id": "V1-2", "day": 1, "seq": 12, "granted": False, "on_manager_instruction": False},
        {"visit_id": "V1-3", "day": 1, "seq": 16, "granted": True, "on_manager_instruction": False}]
    assert s["counter_customers_treated_unfairly_on_instruction"] == 1
    assert s["counter_customers_unfair"] == [
        {"visit_id": "V1-1", "day": 1, "seq": 8, "why": "reliable regular refused credit", "on_manager_instruction": True},
        {"visit_id": "V1-2", "day": 1, "seq": 12, "why": "reliable regular refused credit",
         "on_manager_instruction": False}]
    assert credit_split(s) == ("; 3 wrong, of them 1 on the manager's instruction (a credit block followed); the "
                               "cashier's own: V1-2 (seq 12), V1-3 (seq 16)")
    assert unfair_split(s) == ("; 2 treated unfairly, of them 1 on the manager's instruction (a credit block "
                               "followed); the cashier's own: V1-2 (seq 12)")


def test_the_transcript_shows_the_report_each_role_filed_beside_the_truth():
    r = Record()
    r.add("turn_start", 3, role="munshi", turn="books")
    r.add("books_report", 3, role="munshi", claimed_sales_paise=70_328_05, truth_sales_paise=70_328_05,
          claimed_till_paise=72_937_46, truth_till_paise=71_937_46, claimed_payables_paise=1_96_286_40,
          truth_payables_paise=1_96_286_40)
    r.add("tool_call", 3, role="munshi", tool="report_books", args={"sales_inr": 70328.05, "note": "Hisaab ho gaya."},
          minutes=1, result={"reported": True})
    r.add("turn_end", 3, role="munshi", turn="books", said="Books done.")
    text = format_text(conversations(r.events, role="munshi", day=3))
    assert "munshi filed the night's report (seq 1):\n    sales: ₹70,328.05 (exact)\n" \
           "    till: ₹72,937.46 (NOT EXACT, truth ₹71,937.46)\n    payables: ₹1,96,286.40 (exact)\n" \
           "    | Hisaab ho gaya." in text
    assert "| Books done." in text
