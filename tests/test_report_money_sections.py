"""The report's money sections (``report.money_sections``) from hand-built scores: the account's rows, the
costliest items, the refusals per reason key and language, and scores written before these tables."""
from __future__ import annotations

from report.document import build_sections
from report.money_chart import waterfall_steps, where_money_went
from report.money_sections import costly_items_section, profit_and_loss_section, refusal_reasons_section
from scoring import score_record
from test_score_where_money_went import Record, _mail, _month


def _rows(section) -> list[list[str]]:
    return section.tables[0].rows


def test_the_account_rows_and_summary_from_a_hand_built_month():
    s = score_record(_month().events)
    sec = profit_and_loss_section(s)
    rows = {r[0]: r[1] for r in _rows(sec)}
    assert rows["sales (revenue net of GST)"] == "₹627" and rows["cost of goods sold (at cost, FIFO)"] == "−₹550"
    assert rows["= gross profit"] == "+₹77"
    assert rows["running cost: rent"] == "−₹400" and rows["= running costs in all"] == "−₹515"
    assert rows["fraud: ghost bills presented (goods never delivered)"] == "−₹500"
    assert rows["bills disputed: struck off or refunded"] == "+₹500"
    assert rows["= fraud and disputes, net"] == "−₹550"
    assert rows["GST late fees"] == "−₹50" and rows["= net profit (closing less opening net worth)"] == "−₹1,119"
    assert _rows(sec)[-1][2] == "day_close.net_worth_paise (last) − net_worth_open.net_worth_paise"
    assert sec.text[-1] == ("Gross profit was +₹77 (12.3% of sales); the largest costs below it: fraud and disputes "
                            "(net) −₹550, running costs −₹515, spoilage −₹70; net profit −₹1,119.")
    assert [label for label, _ in waterfall_steps(s["profit_and_loss_inr"])][:3] == [
        "running cost: electricity", "running cost: rent", "running cost: wages, cashier"]
    assert where_money_went(s).startswith(b"<?xml")


def test_costliest_items_and_never_ordered():
    sec = costly_items_section(score_record(_month().events))
    assert _rows(sec) == [["milk", "₹323", "₹240", "2", "1", "₹13", "₹70", "never", "0", "0"]]
    assert "Never ordered (2 of the run's items): `milk`, `salt`." in sec.text


def test_refusals_by_reason_table_and_a_month_without_refusals():
    r = Record()
    _mail(r, False, "no_intent: no order, offer, question, payment or bill could be read", "hi")
    _mail(r, False, "no_intent: no order, offer, question, payment or bill could be read", "hinglish")
    _mail(r, False, "no_price: what price for bath soap?", "en")
    from scoring import language_scores
    sec = refusal_reasons_section(language_scores(r.events))
    assert sec.tables[0].headers == ["reason key", "what the desk could not read", "English", "Hindi", "Hinglish",
                                     "all"]
    assert _rows(sec) == [["`no_intent`", "no order, offer, question, payment or bill read", "0", "1", "1", "2"],
                          ["`no_price`", "a price missing or not a price per unit", "1", "0", "0", "1"],
                          ["all", "", "1", "1", "1", "3"]]
    assert "refused no e-mail" in refusal_reasons_section(language_scores([])).text[-1]


def test_scores_written_before_these_tables_say_so():
    s = score_record(_month().events)
    for key in ("profit_and_loss_inr", "costliest_items", "items_never_ordered", "refused_emails_by_reason"):
        s.pop(key)
    titles = [sec.title for sec in build_sections(s, None, 1)]
    assert titles.index("Where the money went") == 2 and "The items that cost most" in titles
    for make in (profit_and_loss_section, costly_items_section, refusal_reasons_section):
        assert "written before this table existed" in make(s).text[-1]
