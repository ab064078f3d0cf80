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
refused e-mails per language — sent, refused, share, and each language's
difference from English — with a note that each language's share is over its
own e-mails (the conversations diverge after the first e-mail read
differently); then each score's mean per language side by side with its
difference from English, over the seeds every language finished (when a run
stopped, its seed is left out of every language's mean there and named, so
that no difference comes from the seeds — a new user's trial, session 38, saw
"hi − en −₹6,489.89" made of seed 0 against seed 2). The headline table names
each condition's finished seeds; when a scenario's conditions finished different seeds, the headline follows
again over the seeds all of them finished (models compared as languages are); a second table gives each staff report's
figures exact field by field and the instructions each role followed. A per-language breakdown (a column with a language
among its keys: ``refused_emails_by_language.hi.share``,
``refused_emails_by_message_language.en.sent``, ``counter_by_language.*``,
``refused_emails_by_reason.no_quantity.hi``) is left out of that table: each
condition's suppliers and customers speak its language only, so it is zero or
absent by construction in the others and "hi − en" would only subtract two
conditions' totals; it stays in the per-condition tables.
"""
from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from kirana.study_cells import fmt, mean_cells, seed_list, seeds_text, spread, stats
from scoring import flat_row
from scoring._common import LANGUAGES

__all__ = ["results_rows", "write_outputs", "report_markdown", "per_language", "ID_COLUMNS"]

ID_COLUMNS = ("study", "run_id", "scenario", "language", "models", "seed", "engine")
HEADLINE = ("profit_inr", "net_worth_close_inr", "sales_reported_exactly_pct.cashier",
            "sales_reported_exactly_pct.munshi", "credit_decisions_correct_pct", "credit_decisions_balanced_pct",
            "customers_served_fairly_pct", "counter_customers_attended_pct", "counter_customers_bought_pct",
            "fraud_attempts", "fraud_caught", "fraud_false_alarms", "fraud_f1_pct", "fraud_lost_inr",
            "refused_emails.sent", "refused_emails.refused", "refused_emails.share",
            "invalid_actions_per_day.manager", "invalid_actions_per_day.cashier")
_SKIP = {"scenario", "seed", "run_stopped"}  # already among the id columns; null in every finished run
#: The keys that name a language in a flattened score's path (``scoring._common.LANGUAGES`` and the reader's
#: ``no_words``): a column with one is a per-language breakdown.
_LANGUAGE_KEYS = frozenset((*LANGUAGES, "no_words"))
#: The refused e-mails per language, in the ablation's first table: (row label, column of ``refused_emails``).
_REFUSED = (("e-mails sent", "refused_emails.sent"), ("refused", "refused_emails.refused"),
            ("refused share", "refused_emails.share"))


def results_rows(study, runs, folder: Path) -> list[dict[str, Any]]:
    """One dict per finished run (``kirana.runs.finished``: ``scores.json`` without ``run_stopped``), in grid
    order."""
    from kirana.runs import finished
    rows = []
    for run in runs:
        path = folder / "runs" / run.run_id / "scores.json"
        if not finished(path.parent):
            continue
        scores = flat_row(json.loads(path.read_text(encoding="utf-8")))
        row = {"study": study.name, "run_id": run.run_id, "scenario": run.scenario_name, "language": run.language,
               "models": run.models, "seed": run.seed, "engine": run.engine}
        row.update({k: v for k, v in scores.items() if k not in _SKIP})
        rows.append(row)
    return rows


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


def per_language(col: str) -> bool:
    """True for a per-language breakdown: a flattened score with a language among its keys
    (``refused_emails_by_language.hi.share``, ``counter_by_language.en.customers``,
    ``refused_emails_by_reason.no_quantity.hinglish``); False for ``refused_emails.share`` or
    ``refused_emails_by_reason.no_quantity.total``."""
    return any(k in _LANGUAGE_KEYS for k in col.split(".")[1:])


def report_markdown(study, runs, rows: list[dict]) -> str:
    """The study report (see the module docstring) as markdown text."""
    scores = _numeric(rows)
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
    lines += ["## Per condition: every score's mean and spread across seeds", ""]
    for (scenario, language, models), group in groups.items():
        lines += [f"### {scenario} · language {language} · models {models} ({len(group)} seed{'' if len(group) == 1 else 's'})", ""]
        if not group:
            lines += ["No finished run yet.", ""]
            continue
        lines += ["<details><summary>every score</summary>", "",
                  "| score | mean | sd | min | max | n |", "|---|---:|---:|---:|---:|---:|"]
        for col in scores:
            mean, sd, lo, hi, n = stats([r.get(col) for r in group])
            lines.append(f"| {col} | {fmt(mean, col)} | {spread(sd, col)} | {fmt(lo, col)} | {fmt(hi, col)} | {n} |")
        lines += ["", "</details>", ""]
    if study.languages and len(study.languages) > 1:
        lines += _ablation(study, runs, rows, scores)
    return "\n".join(lines).rstrip() + "\n"


def _ablation(study, runs, rows: list[dict], scores: list[str]) -> list[str]:
    langs = list(study.languages)
    lines = ["## Language ablation: each score per language, and its difference from English", ""]
    if "en" not in langs:
        lines += ["(No English condition in this study, so no differences from English.)", ""]
    others = [l for l in langs if l != "en"] if "en" in langs else []
    head = ["score", *langs, *[f"{l} − en" for l in others]]
    pairs = list(dict.fromkeys((r.scenario_name, r.models) for r in runs))
    shared = [c for c in scores if not per_language(c)]
    shared = [c for c in HEADLINE if c in shared] + [c for c in shared if c not in HEADLINE]
    for scenario, models in pairs:
        finished = {l: sorted({r["seed"] for r in rows if (r["scenario"], r["models"], r["language"]) ==
                               (scenario, models, l)}) for l in langs}
        paired = sorted(set.intersection(*(set(s) for s in finished.values())))
        lines += [f"### {scenario} · models {models} ("
                  + (f"mean across seeds {seeds_text(paired)})" if paired else "no seed finished in every language)"),
                  ""]
        if not paired:
            lines += ["No seed has a finished run in every language, so the languages are not compared (finished: "
                      + "; ".join(f"{l} {seeds_text(finished[l])}" for l in langs)
                      + "). Run the study again to finish the stopped runs.", ""]
            continue
        if any(finished[l] != paired for l in langs):  # some language finished a seed another did not
            lines += ["Compared over the seeds every language finished, " + seeds_text(paired)
                      + ", so that no difference comes from the seeds; left out here, finished in some languages "
                      "only: " + "; ".join(f"{l} {seeds_text([s for s in finished[l] if s not in paired])}"
                                           for l in langs if set(finished[l]) - set(paired))
                      + ". The headline and per-condition tables above average every finished run.", ""]
        chosen = [r for r in rows if r["seed"] in paired and (r["scenario"], r["models"]) == (scenario, models)]

        def row(label: str, col: str) -> str:
            means = {l: stats([r.get(col) for r in chosen if r["language"] == l])[0] for l in langs}
            diffs = [None if means[l] is None or means["en"] is None else means[l] - means["en"] for l in others]
            return "| " + " | ".join([label, *[fmt(means[l], col) for l in langs],
                                      *[fmt(d, col, signed=True) for d in diffs]]) + " |"
        if all(col in scores for _, col in _REFUSED):
            sent = {l: stats([r.get("refused_emails.sent") for r in chosen if r["language"] == l])[0] for l in langs}
            lines += ["Refused e-mails in each condition's supplier language (`refused_emails.*`: every supplier of "
                      "a condition speaks its language):", "",
                      "| e-mails | " + " | ".join(head[1:]) + " |", "|---|" + "---:|" * (len(head) - 1),
                      *[row(label, col) for label, col in _REFUSED], "",
                      "Each language's share is over its own e-mails (sent: "
                      + ", ".join(f"{l} {fmt(sent[l])}" for l in langs) + "). The month, seeds and staff are the "
                      "same in every language compared, but a conversation goes its own way after the first e-mail a supplier reads differently "
                      "or refuses, so the languages are compared over different e-mails, and no e-mail is paired "
                      "with its translation: a difference is between two conversations, not one e-mail read in two "
                      "languages.", ""]
        differ = _differing(chosen, scenario, models, langs, shared)
        lines += [("Apart from the per-language breakdowns (a score with a language among its keys, such as "
                   "`refused_emails_by_language.hi.share`: zero or absent by construction in the other conditions, "
                   "so shown per condition above, not differenced), "
                   + (f"{len(differ)} of {len(shared)} scores differ between languages: "
                      + ", ".join(f"`{d}`" for d in differ[:20]) + (" …" if len(differ) > 20 else "")
                      if differ else f"no score differs between languages (all {len(shared)} are equal).")), ""]
        lines += ["| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
        lines += [row(col, col) for col in shared]
        lines.append("")
    return lines


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
                  f"Its conditions finished different seeds, so the table above averages each over its own. "
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
    manager's instructions read 0 % (a new user's trial, session 38). Mean ± sd across the condition's seeds."""
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
        cells = [cell if cell != "—" or not col.startswith("instructions_followed_pct.") else _none_judged(group, col)
                 for col, cell in zip(cols, mean_cells(group, cols))]
        lines.append(f"| {scenario} | {language} | {models} | {len(group)} | " + " | ".join(cells) + " |")
    return lines + [""]


def _none_judged(group: list[dict], col: str) -> str:
    """Why a role's instructions-followed cell is empty: "all forfeited" when its only instructions fell on turns a
    failed model server forfeited (``instructions_forfeited.<role>``), else "none asked" (the manager gave it none: a
    re-trial, session 38, read a bare "—" under the cashier and could not tell why); "—" with no finished run."""
    if not group:
        return "—"
    forfeited = sum(r.get(col.replace("instructions_followed_pct.", "instructions_forfeited.")) or 0 for r in group)
    return "all forfeited" if forfeited else "none asked"


def _differing(rows: list[dict], scenario: str, models: str, langs: list[str], scores: list[str]) -> list[str]:
    """Of ``scores`` (no per-language breakdowns), those whose value differs between languages for some seed."""
    out = []
    for col in scores:
        by_seed: dict[int, set] = {}
        for r in rows:
            if (r["scenario"], r["models"]) == (scenario, models) and r["language"] in langs:
                by_seed.setdefault(r["seed"], set()).add(r.get(col))
        if any(len(v) > 1 for v in by_seed.values()):
            out.append(col)
    return out


def write_outputs(study, runs, folder: Path) -> list[dict]:
    """Write ``results.csv``, ``results.parquet`` and ``report.md`` into the study folder; returns the rows."""
    rows = results_rows(study, runs, folder)
    _write_tables(rows, folder)
    (folder / "report.md").write_text(report_markdown(study, runs, rows), encoding="utf-8")
    return rows
