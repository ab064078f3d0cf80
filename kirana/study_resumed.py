"""A study's runs that were stopped and resumed: named in its report, with what their resumes threw away, which no
condition comparison counts.

A run resumed inside its month asks its model server again for the partial day it went back past; the servers
answered and billed those requests (``usage.json``'s totals, ``discarded_on_resume``), but they are no part of the
month the record kept. Since session 43 a run's scores count the kept record's requests only (``scoring.kept_usage``),
so its calls, tokens and cost are those of the same run uninterrupted; the ``*.discarded_on_resume.*`` columns of
``results.csv`` hold what was thrown away, and the report leaves them out of every table that sets conditions side
by side (a new user's trial, session 43: two en runs stopped by SIGTERM and resumed read "hi − en −15.5 calls" and
"26 of 339 scores differ between languages" against 6 of 323 uninterrupted, and "resumed" was nowhere in the report).

- ``resumed_runs(runs, folder)``: ``{run_id: {"resumes": [...], "discarded": {role: {...}}}}`` for each finished run
  whose record holds a resume (``scores.json``'s ``run_resumed``) or whose usage counts discarded requests.
- ``resumed_section(resumed)``: the report's "Runs stopped and resumed" lines ([] when none was).
- ``compared(column)``: whether a results column is set side by side across conditions (not a discard column).
- ``discards_zero_filled(rows)``: the results rows with a discard column 0 where the run's role played a model and
  nothing was discarded (a run never resumed); blank stays blank only where the role's own columns are blank too (a
  scripted role), in ``cost_usd`` when the role's own cost is unknown (no price), and in the text ``note``. Until
  session 49 they were blank in every run not resumed, which pandas reads as NaN (a new user's trial, session 49:
  the stopped-and-resumed study's two hi runs, never stopped, had 22 blank discard columns beside the en runs' 2
  calls, 1,407 prompt tokens).
"""
from __future__ import annotations

import json
from pathlib import Path

__all__ = ["resumed_runs", "resumed_section", "compared", "discards_zero_filled"]

_DISCARD = ".discarded_on_resume."


def compared(column: str) -> bool:
    """False for a column of what resumes threw away (``tokens_by_role.manager.discarded_on_resume.calls``,
    ``usage.manager.discarded_on_resume.prompt_tokens``): a stop's, not a condition's."""
    return _DISCARD not in column


def discards_zero_filled(rows: list[dict]) -> list[dict]:
    """``rows`` (the results table, in place) with every ``<usage|tokens_by_role>.<role>.discarded_on_resume.<x>``
    column any run has set in each run whose ``<usage|tokens_by_role>.<role>.calls`` is a number (a model played the
    role) but which has no value there: to 0, or for ``cost_usd`` to 0.0 when the role's own ``cost_usd`` is a number
    (blank when it is: no price, as a resumed run's discard cost is); the ``note`` is left blank (see the module
    docstring)."""
    cols = list(dict.fromkeys(k for r in rows for k in r if _DISCARD in k))
    for r in rows:
        for col in cols:
            if r.get(col) is not None:
                continue
            role_prefix, _, field = col.partition(_DISCARD)
            if field == "note" or not isinstance(r.get(f"{role_prefix}.calls"), (int, float)):
                continue
            if field == "cost_usd":
                if isinstance(r.get(f"{role_prefix}.cost_usd"), (int, float)):
                    r[col] = 0.0
                continue
            r[col] = 0
    return rows


def resumed_runs(runs, folder: Path) -> dict[str, dict]:
    """The finished runs of ``runs`` (``kirana.runs.finished``) that were resumed, in grid order (see the module
    docstring); a run's ``discarded`` holds, per role, ``tokens_by_role.<role>.discarded_on_resume``."""
    from kirana.runs import finished
    out: dict[str, dict] = {}
    for run in runs:
        path = folder / "runs" / run.run_id / "scores.json"
        if not finished(path.parent):
            continue
        scores = json.loads(path.read_text(encoding="utf-8"))
        gone = {role: u["discarded_on_resume"] for role, u in (scores.get("tokens_by_role") or {}).items()
                if u.get("discarded_on_resume")}
        if scores.get("run_resumed") or gone:
            out[run.run_id] = {"resumes": scores.get("run_resumed") or [], "discarded": gone}
    return out


def _thrown_away(gone: dict[str, dict]) -> str:
    if not gone:
        return "nothing (resumed where it stopped)"
    parts = []
    for role, d in gone.items():
        failed = f" + {d['failed_requests']:,} failed" if d.get("failed_requests") else ""
        cost = f", ${d['cost_usd']:,.4f}" if d.get("cost_usd") is not None else ""
        parts.append(f"{role}: {d.get('calls', 0):,} calls{failed}, {d.get('prompt_tokens', 0):,} prompt and "
                     f"{d.get('completion_tokens', 0):,} completion tokens{cost}")
    return "; ".join(parts)


def resumed_section(resumed: dict[str, dict]) -> list[str]:
    """The report's section naming each resumed run (markdown lines; [] when no run was resumed)."""
    if not resumed:
        return []
    n = len(resumed)
    lines = ["## Runs stopped and resumed", "",
             f"{n} run{'s were' if n != 1 else ' was'} stopped inside {'their' if n != 1 else 'its'} month and "
             "resumed from its last checkpoint (or, stopped before its first, played again from day 1). Every figure in this report is that of the record each run kept, as the same "
             "run uninterrupted shows it: its model calls, tokens and cost (`tokens_by_role.*`, `usage.*`) count "
             "only the requests of that record. The requests each resume threw away and asked again (the servers "
             "answered and billed them: they are in the run's `usage.json` totals and the "
             "`*.discarded_on_resume.*` columns of `results.csv`) are listed here and left out of every table "
             "that sets conditions side by side: a stop is not a condition's effect.", "",
             "| run | resumed | thrown away and asked again (billed) |", "|---|---|---|"]
    for run_id, r in resumed.items():
        each = ", ".join(f"from day {x['from_day']}" + (" (no checkpoint yet)" if x.get("checkpoint") is None else "")
                         for x in r["resumes"]) or "—"
        lines.append(f"| {run_id} | {each} | {_thrown_away(r['discarded'])} |")
    return lines + [""]
