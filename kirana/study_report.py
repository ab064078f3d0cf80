"""A study's results table (CSV and Parquet) and its report (markdown).

Table: one row per finished run, in the study's grid order. The first columns
name the run — ``study, run_id, scenario, language, models, seed, engine`` —
then every score of its ``scores.json`` flattened with dotted keys
(``scoring.flat_row``: nested dicts become ``a.b``, per-day lists are left
out; they stay in each run's ``scores.json``). Units as in ``scores.json``:
money in rupees, ``*_pct`` in percent (0–100), a ``share`` a fraction (0–1).

Report: for each condition (scenario × language × models) every numeric score's
mean, sample standard deviation, minimum and maximum across seeds. The report
prints every ``share`` and ``*_pct`` in percent ("4.37 %": a share × 100, two
decimals) and their spreads and differences in percentage points ("+4.37 pp").
The headline table has each run's refused e-mails over all its e-mails
(``refused_emails.sent``, ``.refused``, ``.share``: in a language condition, the
run's own supplier language), and fraud caught beside its false alarms and F1
(``fraud_false_alarms``, ``fraud_f1_pct``: a new user's trial, session 39, found
a blanket accuser's catches equal to the reference shop's). When the study has language conditions: the
refused e-mails per language — sent, refused, share, over every e-mail and over those written in the condition's
language, and each language's difference from English with its uncertainty (``kirana.study_ablation``: the seeds are
paired, so each difference is the seeds' differences' mean, sd and n, with a verdict by a stated rule) — with a note
that each language's share is over its own e-mails (the conversations diverge after the first e-mail read
differently); then each score's mean ± sd per language side by side with its
difference from English, over the seeds every language finished (when a run
stopped, its seed is left out of every language's mean there and named, so
that no difference comes from the seeds — a new user's trial, session 38, saw
"hi − en −₹6,489.89" made of seed 0 against seed 2). The headline table names
each condition's finished seeds; when a scenario's conditions finished different seeds, the headline follows
again over the seeds all of them finished (models compared as languages are); a second table gives each staff report's
figures exact field by field and the instructions each role followed; a third, why model requests failed per role
(``kirana.study_failures``: the runs' ``failed_requests_by_reason``, also columns of the results table). A per-language breakdown (a column with a language
among its keys: ``refused_emails_by_language.hi.share``,
``refused_emails_by_message_language.en.sent``, ``counter_by_language.*``,
``refused_emails_by_reason.no_quantity.hi``) is left out of that table: each
condition's suppliers and customers speak its language only, so it is zero or
absent by construction in the others and "hi − en" would only subtract two
conditions' totals; it stays in the per-condition tables. A run stopped and resumed is named in its own section
with what its resumes threw away (``kirana.study_resumed``); its scores are those of the record it kept, and the
``*.discarded_on_resume.*`` columns are in no table (0 in a model-played run never resumed: ``discards_zero_filled``).
"""
from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from kirana.study_ablation import ablation_section
from kirana.study_refusals import RunRefusals, run_refusals, top_kind
from kirana.study_unfinished import unfinished_runs
from kirana.study_cells import fmt, mean_cells, per_language, seed_list, seeds_text, spread, stats
from kirana.study_resumed import compared, discards_zero_filled, resumed_runs, resumed_section
from kirana.study_failures import failed_request_columns, failed_requests_section, zero_filled
from report.control_chars import printable
from scoring import flat_row

__all__ = ["results_rows", "write_outputs", "report_markdown", "exact_shares", "per_language", "ID_COLUMNS"]

ID_COLUMNS = ("study", "run_id", "scenario", "language", "models", "seed", "engine")
HEADLINE = ("profit_inr", "net_worth_close_inr", "sales_reported_exactly_pct.cashier",
            "sales_reported_exactly_pct.munshi", "credit_decisions_correct_pct", "credit_decisions_balanced_pct",
            "customers_served_fairly_pct", "counter_customers_attended_pct", "counter_customers_bought_pct",
            "fraud_attempts", "fraud_caught", "fraud_false_alarms", "fraud_f1_pct", "fraud_lost_inr",
            "refused_emails.sent", "refused_emails.refused", "refused_emails.share",
            "invalid_actions_per_day.manager", "invalid_actions_per_day.cashier")
_SKIP = {"scenario", "seed", "run_stopped"}  # already among the id columns; null in every finished run


def results_rows(study, runs, folder: Path, refusals: dict[str, RunRefusals] | None = None) -> list[dict[str, Any]]:
    """One dict per finished run (``kirana.runs.finished``: ``scores.json`` without ``run_stopped``), in grid
    order: the id columns, the flattened scores and the failed requests' columns (``kirana.study_failures``), and
    after ``refused_emails.share`` the run's most frequent refusal kind and its count (``refused_emails.top_kind``,
    ``.top_kind_refused``: ``kirana.study_refusals.top_kind``, "" and 0 when none was refused; absent when the run
    has no ``record.jsonl``). ``refusals``: each run's ``run_refusals`` by run id, read from its record when not
    given."""
    from kirana.runs import finished
    rows = []
    for run in runs:
        path = folder / "runs" / run.run_id / "scores.json"
        if not finished(path.parent):
            continue
        raw = json.loads(path.read_text(encoding="utf-8"))
        scores = flat_row(raw)
        scores.update(failed_request_columns(raw))
        row = {"study": study.name, "run_id": run.run_id, "scenario": run.scenario_name, "language": run.language,
               "models": run.models, "seed": run.seed, "engine": run.engine}
        row.update({k: v for k, v in scores.items() if k not in _SKIP})
        record = path.parent / "record.jsonl"
        mine = (refusals or {}).get(run.run_id) or (run_refusals(record) if record.is_file() else None)
        rows.append(_with_top_kind(row, mine) if mine is not None else row)
    return discards_zero_filled(zero_filled(rows))


def _with_top_kind(row: dict, refusals: RunRefusals) -> dict:
    """``row`` with ``refused_emails.top_kind`` and ``.top_kind_refused`` right after ``refused_emails.share`` (at
    the end when it has none)."""
    kind, count = top_kind(refusals)
    added = {"refused_emails.top_kind": kind, "refused_emails.top_kind_refused": count}
    if "refused_emails.share" not in row:
        return {**row, **added}
    out: dict = {}
    for k, v in row.items():
        out[k] = v
        if k == "refused_emails.share":
            out.update(added)
    return out


def exact_shares(rows: list[dict]) -> list[dict]:
    """``rows`` with every ``<x>.share`` that has ``<x>.sent`` and ``<x>.refused`` beside it worked out again as
    refused ÷ sent, unrounded (None when nothing was sent); copies, the rows given are unchanged. ``scores.json``
    keeps a share to four decimals, and a mean of rounded shares can miss the last digit the report prints
    (session 51: 5/98 and 2/79 are 3.82 % together, 0.051 and 0.0253 averaged printed 3.81 %)."""
    out = []
    for row in rows:
        row = dict(row)
        for key in [k for k in row if k == "share" or k.endswith(".share")]:
            base = key[:-len("share")]
            sent, refused = row.get(base + "sent"), row.get(base + "refused")
            if isinstance(sent, int) and isinstance(refused, int) and not isinstance(sent, bool):
                row[key] = refused / sent if sent else None
        out.append(row)
    return out


def _columns(rows: list[dict]) -> list[str]:
    return list(dict.fromkeys(k for row in rows for k in row))


def _write_tables(rows: list[dict], folder: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq
    columns = _columns(rows) or list(ID_COLUMNS)
    with open(folder / "results.csv", "w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=columns, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    data = {}
    for col in columns:
        values = [row.get(col) for row in rows]
        numbers = [v for v in values if v is not None]
        if numbers and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in numbers) \
                and any(isinstance(v, float) for v in numbers):
            values = [None if v is None else float(v) for v in values]
        data[col] = values
    pq.write_table(pa.table(data) if rows else pa.table({c: pa.array([], pa.string()) for c in columns}),
                   folder / "results.parquet")


def _numeric(rows: list[dict]) -> list[str]:
    out = []
    for col in _columns(rows):
        if col in ID_COLUMNS:
            continue
        values = [r.get(col) for r in rows]
        if any(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values) and \
                all(v is None or isinstance(v, (int, float)) for v in values):
            out.append(col)
    return out


def report_markdown(study, runs, rows: list[dict], resumed: dict[str, dict] | None = None,
                    unfinished: dict[str, str] | None = None, refusals: dict[str, RunRefusals] | None = None) -> str:
    """The study report (see the module docstring) as markdown text; ``resumed``: the runs stopped and resumed
    (``kirana.study_resumed.resumed_runs``), named in their own section; ``unfinished``: why each run not finished
    stopped (``kirana.study_unfinished.unfinished_runs``), said under its condition. What resumes threw away
    (``*.discarded_on_resume.*``) is in no table: a stop's, not a condition's. Each share with its counts beside
    it is averaged as ``refused ÷ sent`` of each run (``exact_shares``), not as ``scores.json``'s four decimals.
    ``refusals``: each finished run's e-mails from its record (``kirana.study_refusals.run_refusals``, by run id),
    for the language ablation's refusals by kind; without it that table is left out."""
    rows = exact_shares(rows)
    scores = [c for c in _numeric(rows) if compared(c) and not c.startswith("refused_emails.top_kind")]
    done = {r["run_id"] for r in rows}
    lines = [f"# Study `{study.name}`", ""]
    if study.description:
        lines += [study.description.strip(), ""]
    conditions = list(dict.fromkeys((r.scenario_name, r.language, r.models) for r in runs))
    seeds = sorted({r.seed for r in runs})
    lines += [f"{len(runs)} runs: {len(conditions)} conditions (scenario × language × models) × seeds "
              f"{', '.join(map(str, seeds))}; {len(done)} finished."
              + ("" if len(done) == len(runs) else " Unfinished runs are left out below; run the study again "
                                                   "to finish them."), ""]
    lines += ["Money in rupees (Indian grouping). Shares and `*_pct` scores in percent (as 4.37 %; a `share` is a "
              "fraction 0–1 in `scores.json` and `results.csv`, shown here × 100), their spreads and differences in "
              "percentage points (pp). Spread: sample standard deviation across seeds, and the "
              "range. Every run's full scores are in `runs/<run id>/scores.json`; the table in "
              "`results.csv` / `results.parquet`.", ""]
    lines += resumed_section(resumed or {})
    groups = {c: [r for r in rows if (r["scenario"], r["language"], r["models"]) == c] for c in conditions}
    headline = [c for c in HEADLINE if c in scores]
    if headline:
        lines += ["## Headline scores: mean ± sd across seeds", "",
                  "| scenario | language | models | n | seeds | " + " | ".join(headline) + " |",
                  "|---|---|---|---:|---|" + "---:|" * len(headline)]
        for (scenario, language, models), group in groups.items():
            lines.append(f"| {scenario} | {language} | {models} | {len(group)} | {seed_list(group)} | "
                         + " | ".join(mean_cells(group, headline)) + " |")
        lines.append("")
        lines += _paired_headline(groups, headline)
    lines += _staff_headline(groups, scores)
    lines += failed_requests_section(groups)
    lines += ["## Per condition: every score's mean and spread across seeds", ""]
    for (scenario, language, models), group in groups.items():
        lines += [f"### {scenario} · language {language} · models {models} ({len(group)} seed{'' if len(group) == 1 else 's'})", ""]
        left = [r.run_id for r in runs if r.run_id in (unfinished or {})
                and (r.scenario_name, r.language, r.models) == (scenario, language, models)]
        if left:  # why, from its scores.json or error.log (session 51: "No finished run yet." and nothing more)
            lines += ["No finished run yet:" if not group else "Not finished, so left out of these figures:",
                      *[f"- `{run_id}`: {unfinished[run_id]} (`runs/{run_id}/`)" for run_id in left], ""]
        elif not group:
            lines += ["No finished run yet.", ""]
        if not group:
            continue
        lines += ["<details><summary>every score</summary>", "",
                  "| score | mean | sd | min | max | n |", "|---|---:|---:|---:|---:|---:|"]
        for col in scores:
            mean, sd, lo, hi, n = stats([r.get(col) for r in group])
            lines.append(f"| {col} | {fmt(mean, col)} | {spread(sd, col)} | {fmt(lo, col)} | {fmt(hi, col)} | {n} |")
        lines += ["", "</details>", ""]
    if study.languages and len(study.languages) > 1:
        lines += ablation_section(study, runs, rows, scores, HEADLINE, refusals or {})
    return "\n".join(lines).rstrip() + "\n"


def _paired_headline(groups: dict, headline: list[str]) -> list[str]:
    """When a scenario's conditions finished different seeds (a model's run stopped on seed 2 while the reference
    finished 0–2: a new user's re-trial, session 38), the headline again over the seeds every condition of that
    scenario finished, with the seeds left out named, so that no difference between models or languages comes from
    the seeds; nothing when every condition finished the same seeds. Mean ± sd across those seeds."""
    lines: list[str] = []
    for scenario in dict.fromkeys(c[0] for c in groups):
        mine = {c: g for c, g in groups.items() if c[0] == scenario}
        finished = {c: {r["seed"] for r in g} for c, g in mine.items()}
        common = sorted(set.intersection(*finished.values()))
        if all(s == set(common) for s in finished.values()):
            continue
        left = "; ".join(f"{lang} · {models} {seeds_text(sorted(s - set(common)))}"
                         for (_, lang, models), s in finished.items() if s - set(common))
        lines += [f"### {scenario}: the headline over the seeds every condition finished", "",
                  "Its conditions finished different seeds, so the table above averages each over its own. "
                  + (f"Here each over seeds {seeds_text(common)} only, so that no difference comes from the seeds "
                     f"(left out, finished by some conditions only: {left})." if common else
                     f"No seed finished in every condition, so they cannot be compared over the same seeds "
                     f"(finished by some conditions only: {left}). Run the study again to finish the stopped "
                     "runs."), ""]
        if not common:
            continue
        lines += ["| scenario | language | models | n | seeds | " + " | ".join(headline) + " |",
                  "|---|---|---|---:|---|" + "---:|" * len(headline)]
        for (_, language, models), group in mine.items():
            paired = [r for r in group if r["seed"] in common]
            lines.append(f"| {scenario} | {language} | {models} | {len(paired)} | {seed_list(paired)} | "
                         + " | ".join(mean_cells(paired, headline)) + " |")
        lines.append("")
    return lines


def _staff_headline(groups: dict, scores: list[str]) -> list[str]:
    """The second headline table: each staff report's figures exact, field by field (``report_fields.<role>.<field>
    .exact_pct``, percent of the nights judged), and the share of the manager's instructions each role followed
    (``instructions_followed_pct.<role>``): the munshi's sales alone can read 100 % while its payables or the
    manager's instructions read 0 % (a new user's trial, session 38). Mean ± sd across the condition's seeds; beside
    each instructions cell the occasions followed of those judged, summed over the runs (``_occasions``)."""
    cols = [c for c in scores if (c.startswith("report_fields.") and c.endswith(".exact_pct"))
            or c.startswith("instructions_followed_pct.")]
    if not cols:
        return []
    names = [c.replace("report_fields.", "").replace(".exact_pct", " exact").replace("instructions_followed_pct.",
                                                                                         "instructions followed: ")
             for c in cols]
    lines = ["## Staff: each reported figure exact, and the manager's instructions followed (mean ± sd)", "",
             "| scenario | language | models | n | " + " | ".join(names) + " |",
             "|---|---|---|---:|" + "---:|" * len(cols)]
    for (scenario, language, models), group in groups.items():
        cells = [cell if not col.startswith("instructions_followed_pct.")
                 else _none_judged(group, col) if cell == "—" else cell + _occasions(group, col)
                 for col, cell in zip(cols, mean_cells(group, cols))]
        lines.append(f"| {scenario} | {language} | {models} | {len(group)} | " + " | ".join(cells) + " |")
    return lines + [""]


def _occasions(group: list[dict], col: str) -> str:
    """" (occasions 6 of 7)": a role's ``instructions_occasions.<role>.occasions_followed`` of ``occasions_judged``,
    summed over the condition's runs — a block is all-or-nothing, so one slip a month reads 0 % (a new user's trial,
    session 46); "" for rows from before session 46 (no counts)."""
    key = col.replace("instructions_followed_pct.", "instructions_occasions.")
    if not any(r.get(key + ".occasions_judged") is not None for r in group):
        return ""
    followed, judged = (sum(r.get(f"{key}.occasions_{n}") or 0 for r in group) for n in ("followed", "judged"))
    return f" (occasions {followed:,} of {judged:,})"


def _none_judged(group: list[dict], col: str) -> str:
    """Why a role's instructions-followed cell is empty: "all forfeited" when its only instructions fell on turns a
    failed model server forfeited (``instructions_forfeited.<role>``), else "none asked" (the manager gave it none: a
    re-trial, session 38, read a bare "—" under the cashier and could not tell why); "—" with no finished run."""
    if not group:
        return "—"
    forfeited = sum(r.get(col.replace("instructions_followed_pct.", "instructions_forfeited.")) or 0 for r in group)
    return "all forfeited" if forfeited else "none asked"


def write_outputs(study, runs, folder: Path) -> list[dict]:
    """Write ``results.csv``, ``results.parquet`` and ``report.md`` into the study folder; returns the rows."""
    from kirana.runs import finished
    refusals = {run.run_id: run_refusals(folder / "runs" / run.run_id / "record.jsonl") for run in runs
                if finished(folder / "runs" / run.run_id) and (folder / "runs" / run.run_id / "record.jsonl").is_file()}
    rows = results_rows(study, runs, folder, refusals)
    _write_tables([_shown_row(r) for r in rows], folder)
    (folder / "report.md").write_text(printable(report_markdown(study, runs, rows, resumed_runs(runs, folder),
                                                                unfinished_runs(runs, folder), refusals)),
                                      encoding="utf-8")
    return rows


def _shown_row(row: dict) -> dict:
    """A results row as the tables hold it: a model's or server's control characters in a column's name (a failed
    request's error) or a text value written as ``\\uXXXX`` escapes (``report.control_chars``), never raw."""
    return {printable(k): printable(v) if isinstance(v, str) else v for k, v in row.items()}
