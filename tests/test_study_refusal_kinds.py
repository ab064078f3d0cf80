"""Where a refused-share gap between languages comes from (``kirana.study_refusals``), from hand-built records.

A new user's trial (session 55) ran a fake manager meaning the same thing in every language: English refused 21 %
of its e-mails against 9 % for Hindi, "told from 0", and the whole gap was one wording of its English order line
(``almonds 42 packet pls``), refused ``no_price.what_price`` beside another line, read the same in every language.
The report now counts each language's refusals by kind from the runs' ``record.jsonl`` and, for each language
compared with English, the kinds that make up the difference with one e-mail of each (run, seq)."""
from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace as NS

from kirana.study_refusals import run_refusals, top_kind
from kirana.study_report import report_markdown, results_rows, write_outputs

#: Per (language, seed): the refused e-mails' kinds in record order, and the e-mails sent.
REFUSED = {("en", 0): (["no_price.what_price"] * 3 + ["ambiguous_intent.figure"], 10),
           ("en", 1): (["no_price.what_price"] * 2 + ["ambiguous_intent.figure"], 10),
           ("en", 2): (["no_price.what_price"] * 4, 12),
           ("hi", 0): (["ambiguous_intent.figure"], 10),
           ("hi", 1): (["ambiguous_intent.figure", "no_intent.nothing"], 10),
           ("hi", 2): ([], 12)}


def _event(seq: int, lang: str, kind: str | None) -> dict:
    e = {"seq": seq, "day": 1, "minute": 600 + seq, "kind": "email_received", "supplier_id": "S1", "language": lang,
         "readable": kind is None, "reason": "" if kind is None else f"{kind.split('.')[0]}: why", "message_language":
         lang, "intent": None, "items": [], "intents": [], "text": f"mail {seq}\nsecond line | {kind}"}
    if kind is not None:
        e.update(reason_said="why", reason_key=kind)
    return e


def _study(tmp_path: Path, old_records: bool = False):
    """A study folder: each run's scores.json and record.jsonl (a day_start, then its e-mails: the refused first, at
    seqs 5, 6, …, then the read ones); ``old_records``: without ``reason_key``, as before session 55."""
    runs = []
    for (lang, seed), (kinds, sent) in REFUSED.items():
        run_id = f"default-{lang}-fake-seed{seed}"
        folder = tmp_path / "runs" / run_id
        folder.mkdir(parents=True)
        events = [{"seq": 0, "day": 1, "minute": 0, "kind": "day_start"}]
        events += [_event(5 + i, lang, k) for i, k in enumerate(kinds)]
        events += [_event(5 + len(kinds) + i, lang, None) for i in range(sent - len(kinds))]
        if old_records:
            for e in events:
                e.pop("reason_key", None)
        (folder / "record.jsonl").write_text("".join(json.dumps(e, ensure_ascii=False) + "\n" for e in events),
                                             encoding="utf-8")
        scores = {"days": 30, "profit_inr": 100.0 + seed,
                  "refused_emails": {"sent": sent, "refused": len(kinds), "share": round(len(kinds) / sent, 4)}}
        (folder / "scores.json").write_text(json.dumps(scores), encoding="utf-8")
        runs.append(NS(run_id=run_id, scenario_name="default", language=lang, models="fake", seed=seed,
                       engine="autogen"))
    return NS(name="t", description="", languages=["en", "hi"]), runs


def _cells(text: str, start: str) -> list[str]:
    line = next(l for l in text.splitlines() if l.startswith(start))
    return [c.strip() for c in line.strip("|").split("|")]


def test_a_runs_refusals_are_counted_by_kind_from_its_record(tmp_path):
    _study(tmp_path)
    got = run_refusals(tmp_path / "runs" / "default-en-fake-seed0" / "record.jsonl")
    assert (got.sent, got.refused) == (10, 4)
    assert got.kinds == {"no_price.what_price": 3, "ambiguous_intent.figure": 1}
    assert got.first["ambiguous_intent.figure"] == (8, "mail 8\nsecond line | ambiguous_intent.figure")
    assert top_kind(got) == ("no_price.what_price", 3)
    assert top_kind(run_refusals(tmp_path / "runs" / "default-hi-fake-seed2" / "record.jsonl")) == ("", 0)


def test_the_report_shows_each_languages_refusals_by_kind_and_what_makes_up_the_difference(tmp_path):
    study, runs = _study(tmp_path)
    write_outputs(study, runs, tmp_path)
    ablation = (tmp_path / "report.md").read_text(encoding="utf-8").split("## Language ablation", 1)[1]
    # summed over seeds 0-2: en no_price.what_price 3+2+4 = 9, ambiguous_intent.figure 1+1+0 = 2; hi 0, 2, and
    # no_intent.nothing 1; sent en 32, hi 32
    assert _cells(ablation, "| `no_price.what_price` | 9 |") == ["`no_price.what_price`", "9", "0"]
    assert _cells(ablation, "| `ambiguous_intent.figure` | 2 |") == ["`ambiguous_intent.figure`", "2", "2"]
    assert _cells(ablation, "| every kind (refused ÷ sent) |")[1:] == ["11 ÷ 32", "3 ÷ 32"]
    assert "the kinds that make up the difference of −8 refused e-mails (3 of 32 against 11 of 32)" in ablation
    diff = ablation.split("hi − en: the kinds", 1)[1]
    # largest first: no_price.what_price −9 (−9/32 = −28.125 pp, printed as the report's fmt rounds it), then no_intent.nothing +1; the equal kind is left
    # out; the example is on the side with more: en seed 0's first (seq 5), hi seed 1's second refused (seq 6)
    rows = [l for l in diff.splitlines() if l.startswith("| `")]
    assert [_cells(l, l)[:5] for l in rows] == [["`no_price.what_price`", "9", "0", "−9", "−28.12 pp"],
                                                ["`no_intent.nothing`", "0", "1", "+1", "+3.12 pp"]]
    assert rows[0].endswith("| `default-en-fake-seed0` seq 5: “mail 5 ⏎ second line \\| no_price.what_price” |")
    assert _cells(rows[1], rows[1])[5].startswith("`default-hi-fake-seed1` seq 6: “mail 6")
    # the pp column adds up to the pooled shares' difference: 3/32 − 11/32 = −25 pp
    assert round(-28.125 + 3.125, 3) == round(100 * (3 / 32 - 11 / 32), 3)
    # the plain sentence under the verdicts
    assert "A difference told from 0 says the shop read the languages differently for this model, not why" in ablation
    assert ablation.index("not why") < ablation.index("| `no_price.what_price`")


def test_results_csv_names_each_runs_top_refusal_kind_after_its_share(tmp_path):
    study, runs = _study(tmp_path)
    write_outputs(study, runs, tmp_path)
    header, *lines = (tmp_path / "results.csv").read_text(encoding="utf-8").splitlines()
    columns = header.split(",")
    at = columns.index("refused_emails.share")
    assert columns[at + 1:at + 3] == ["refused_emails.top_kind", "refused_emails.top_kind_refused"]
    rows = {line.split(",")[1]: line.split(",") for line in lines}
    assert rows["default-en-fake-seed0"][at + 1:at + 3] == ["no_price.what_price", "3"]
    assert rows["default-hi-fake-seed1"][at + 1:at + 3] == ["ambiguous_intent.figure", "1"]  # a tie: key order
    assert rows["default-hi-fake-seed2"][at + 1:at + 3] == ["", "0"]
    assert "top_kind" not in (tmp_path / "report.md").read_text(encoding="utf-8")  # a string, never differenced


def test_a_record_before_session_55_is_counted_by_its_code(tmp_path):
    study, runs = _study(tmp_path, old_records=True)
    rows = results_rows(study, runs, tmp_path)
    refusals = {r.run_id: run_refusals(tmp_path / "runs" / r.run_id / "record.jsonl") for r in runs}
    ablation = report_markdown(study, runs, rows, refusals=refusals)
    assert _cells(ablation, "| `no_price` |") == ["`no_price`", "9", "0"]
    assert rows[0]["refused_emails.top_kind"] == "no_price"


def test_without_the_records_the_kinds_are_left_out(tmp_path):
    study, runs = _study(tmp_path)
    rows = results_rows(study, runs, tmp_path)
    assert "Refused e-mails by kind" not in report_markdown(study, runs, rows)
