"""Occasions counted beside the all-or-nothing instruction blocks (``scoring.instructions.occasion_scores``).

A new user's trial (session 46, runs/w2): a munshi that gave the parts asked for on 6 of 7 report nights (prose on
night 5) read "munshi 0%" in scores.json and the report, and neither showed the occasions. A block is still followed
only when followed on every occasion (README); the occasions followed of occasions judged now stand beside it, per
block, per kind, per role, in the report's table and its summary line. The record here is built by hand, so every
count is known: the munshi's report block has 8 nights (6 followed, night 5 in words: ignored, night 8 lost to a dead
server: forfeited, not judged); the cashier's lowest_price block of 97 % is replaced by one of 90 % after 3 sales
(₹100, ₹96, ₹97 on ₹100 posted: 2 of 3 followed), and the second sees 2 sales (₹95, ₹91: 2 of 2 followed).
"""
from __future__ import annotations

from test_report_fields import BOOKS_TRUE, REPORT_3, Record

from report.staff_sections import instructions_section
from scoring import instruction_scores, judge_instructions

DEAD = "model error: connection failed"
FULL = {**BOOKS_TRUE, "payables_due_within_days": 3, "claimed_payables_due_paise": 584_00,
        "truth_payables_due_paise": 584_00, "claimed_overdue_khata": ["R7"], "truth_overdue_khata": ["R7"]}


def _block(r: Record, msg_id: str, to: str, ins: dict, turn: str) -> None:
    r.add("staff_message", 1, msg_id=msg_id, to=to, text="", instructions=[ins])
    r.add("staff_message_delivered", 1, msg_id=msg_id, to=to, turn=turn)


def _sale(r: Record, n: int, charged_paise: int) -> None:
    """Visit V1-n: one rice-1kg posted at ₹100, sold for ``charged_paise``."""
    r.add("turn_start", 1, role="cashier", turn="counter",
          subject={"visit_id": f"V1-{n}", "price_tags": [{"sku": "rice-1kg", "price_inr": 100.0}]})
    r.add("counter_sale", 1, visit_id=f"V1-{n}", charged_total_paise=charged_paise, posted_total_paise=100_00,
          lines=[{"sku": "rice-1kg", "qty": 1, "revenue_paise": charged_paise}])
    r.add("turn_end", 1, role="cashier", turn="counter")


def _month() -> Record:
    r = Record()
    _block(r, "M1", "cashier", {"kind": "lowest_price", "items": {}, "pct_of_posted": 97.0}, "counter")
    for n, charged in enumerate((100_00, 96_00, 97_00), 1):   # 96 < 97: contradicted
        _sale(r, n, charged)
    _block(r, "M2", "cashier", {"kind": "lowest_price", "items": {}, "pct_of_posted": 90.0}, "counter")
    for n, charged in enumerate((95_00, 91_00), 4):
        _sale(r, n, charged)
    _block(r, "M3", "munshi", REPORT_3, "books")
    for day in range(1, 9):
        if day == 5:      # prose instead of report_books
            r.add("turn_start", day, role="munshi", turn="books")
            r.add("turn_end", day, role="munshi", turn="books", said="Sab theek hai, kal bataunga.")
            r.add("day_close", day)
        elif day == 8:    # the munshi's model server died
            r.add("turn_start", day, role="munshi", turn="books")
            r.add("turn_forfeited", day, role="munshi", turn="books", reason=DEAD)
            r.add("turn_end", day, role="munshi", turn="books")
            r.add("day_close", day)
        else:
            r.night(day, **FULL)
    return r


def test_each_block_role_and_kind_counts_its_occasions_beside_its_all_or_nothing_outcome():
    r = _month()
    s = instruction_scores(r.events)
    assert s["instructions_followed_pct"] == {"cashier": 50.0, "helper": None, "munshi": 0.0}  # unchanged meaning
    occ = s["instructions_occasions"]
    seq = {(e["kind"], e.get("msg_id"), e.get("visit_id"), e["day"]): e["seq"] for e in r.events}
    night5 = next(e["seq"] for e in r.events if e["kind"] == "day_close" and e["day"] == 5)
    m1, m2 = occ["cashier"]["blocks"]
    assert m1 == {"kind": "lowest_price", "msg_id": "M1", "day": 1, "sent_seq": seq["staff_message", "M1", None, 1],
                  "delivered_seq": seq["staff_message_delivered", "M1", None, 1],
                  "replaced_seq": seq["staff_message_delivered", "M2", None, 1], "outcome": "contradicted",
                  "occasions_followed": 2, "occasions_judged": 3, "occasions_ignored": 0, "occasions_contradicted": 1,
                  "occasions_forfeited": 0, "not_followed_seqs": [seq["counter_sale", None, "V1-2", 1]]}
    assert (m2["outcome"], m2["occasions_followed"], m2["occasions_judged"], m2["replaced_seq"]) == \
        ("followed", 2, 2, None)
    assert {k: v for k, v in occ["cashier"].items() if k != "blocks"} == {
        "blocks_followed": 1, "blocks_judged": 2, "occasions_followed": 4, "occasions_judged": 5,
        "occasions_ignored": 0, "occasions_contradicted": 1, "occasions_forfeited": 0}
    (m3,) = occ["munshi"]["blocks"]
    assert (m3["outcome"], m3["not_followed_seqs"]) == ("ignored", [night5])
    assert {k: v for k, v in occ["munshi"].items() if k != "blocks"} == {
        "blocks_followed": 0, "blocks_judged": 1, "occasions_followed": 6, "occasions_judged": 7,
        "occasions_ignored": 1, "occasions_contradicted": 0, "occasions_forfeited": 1}
    assert occ["helper"] == {"blocks_followed": 0, "blocks_judged": 0, "occasions_followed": 0, "occasions_judged": 0,
                             "occasions_ignored": 0, "occasions_contradicted": 0, "occasions_forfeited": 0,
                             "blocks": []}
    by_kind = s["instructions_by_kind"]
    assert (by_kind["report"]["occasions_followed"], by_kind["report"]["occasions_judged"]) == (6, 7)
    assert (by_kind["lowest_price"]["occasions_followed"], by_kind["lowest_price"]["occasions_judged"]) == (4, 5)
    # every occasion counted is an event of the record at the seq the judge names
    (j1, j2, j3) = judge_instructions(r.events)
    kinds = {e["seq"]: e["kind"] for e in r.events}
    assert [kinds[o["seq"]] for o in j3["occasions"]] == ["books_report"] * 4 + ["day_close"] + ["books_report"] * 2 \
        + ["day_close"]


def test_the_report_shows_the_occasions_in_its_table_and_summary_line():
    r = _month()
    sec = instructions_section({**instruction_scores(r.events), "staff_messages": {
        "cashier": {"sent": 2, "free_text": 0}, "helper": {"sent": 0, "free_text": 0},
        "munshi": {"sent": 1, "free_text": 0}}})
    text = " ".join(sec.text)
    assert ("Followed (share of blocks): cashier 50% (1 of 2 blocks; 4 of 5 occasions), helper —, "
            "munshi 0% (0 of 1 blocks; 6 of 7 occasions).") in text
    (table,) = sec.tables
    assert table.headers[-1] == "occasions followed"
    assert [row[-1] for row in table.rows] == ["4 of 5", "6 of 7"]
    assert table.rows[1][:4] == ["munshi", "add payables due / overdue khata to the nightly report", "1", "0"]


def test_an_older_scores_json_without_occasions_still_renders():
    s = instruction_scores(_month().events)
    del s["instructions_occasions"]
    for k in s["instructions_by_kind"].values():
        del k["occasions_followed"], k["occasions_judged"]
    sec = instructions_section({**s, "staff_messages": {r: {"sent": 0, "free_text": 0}
                                                        for r in ("cashier", "helper", "munshi")}})
    assert "munshi 0%." in " ".join(sec.text) and [row[-1] for row in sec.tables[0].rows] == ["—", "—"]


def test_a_studys_staff_table_sums_the_occasions_beside_the_share_of_blocks():
    from test_study_report_units import _line, _report, _row
    rows = [dict(_row("en", seed, 200, 10, 0.0), **{"instructions_followed_pct.munshi": 0.0,
                                                      "instructions_forfeited.munshi": 0,
                                                      "instructions_occasions.munshi.occasions_followed": followed,
                                                      "instructions_occasions.munshi.occasions_judged": 7})
            for seed, followed in ((0, 6), (1, 5))]
    assert _line(_report(rows, ["en"]), "| default | en |", "## Staff:")[4:] == [
        "0.00 % ± 0.00 pp (occasions 11 of 14)"]
