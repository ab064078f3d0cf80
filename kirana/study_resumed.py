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
  calls, 1,407 prompt tokens). Until session 51 a study no run of which was resumed had none of these columns at all
  (a new user's trial: 474 columns uninterrupted, 496 after a resume); now every model-played role has them, in
  ``DISCARD_FIELDS`` order right after its own columns, resumed or not.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

from agents.call_log import SUMMED

__all__ = ["resumed_runs", "resumed_section", "compared", "discards_zero_filled", "DISCARD_FIELDS"]

_DISCARD = ".discarded_on_resume."
_ROLE_CALLS = re.compile(r"(?:usage|tokens_by_role)\.[^.]+\.calls")
#: A role's discard columns, in this order (``agents.call_log.discarded``, its cost and ``agents.run_usage``'s note;
#: ``estimated_cost_usd`` only where a run has one, as the role's own ``estimated_cost_usd``).
DISCARD_FIELDS = ("calls", "failed_requests", "stopped_requests", "calls_without_usage", *SUMMED, "cost_usd",
                  "estimated_cost_usd", "note")


def compared(column: str) -> bool:
    """False for a column of what resumes threw away (``tokens_by_role.manager.discarded_on_resume.calls``,
    ``usage.manager.discarded_on_resume.prompt_tokens``): a stop's, not a condition's."""
    return _DISCARD not in column


def discards_zero_filled(rows: list[dict]) -> list[dict]:
    """``rows`` (the results table, in place) with every ``<usage|tokens_by_role>.<role>.discarded_on_resume.<x>``
    column (``DISCARD_FIELDS``, and any other a run has set) in each run whose ``<usage|tokens_by_role>.<role>.calls``
    is a number (a model played the role), right after that role's own columns, whether or not any run of the study
    was resumed: a run with no value there gets 0, or for ``cost_usd`` 0.0 when the role's own ``cost_usd`` is a
    number (blank when it is not: no price, as a resumed run's discard cost is); the ``note`` is left blank (see the
    module docstring). A study never stopped has the same columns, in the same order, as one resumed."""
    prefixes = list(dict.fromkeys(k[:-len(".calls")] for r in rows for k, v in r.items()
                                  if _ROLE_CALLS.fullmatch(k) and isinstance(v, (int, float))
                                  and not isinstance(v, bool)))
    seen = {k for r in rows for k in r if _DISCARD in k}
    estimated = {k for r in rows for k in r if k.endswith(".estimated_cost_usd") and _DISCARD not in k}
    for prefix in prefixes:  # estimated_cost_usd: where the role has its own (a price and calls without usage), so a
        # resumed study has no column an unresumed one lacks (a new user's trial, session 53: 6 more after a resume)
        fields = [f for f in DISCARD_FIELDS if f != "estimated_cost_usd" or prefix + _DISCARD + f in seen
                  or f"{prefix}.estimated_cost_usd" in estimated]
        fields += sorted({k.partition(_DISCARD)[2] for k in seen if k.startswith(prefix + _DISCARD)} - set(fields))
        cols = [prefix + _DISCARD + f for f in fields]
        for i, r in enumerate(rows):
            if not isinstance(r.get(f"{prefix}.calls"), (int, float)):
                continue
            values = {col: r.get(col) if r.get(col) is not None else _filled(r, prefix, col) for col in cols}
            rows[i] = r = _placed(r, prefix, values)
    return rows


def _filled(row: dict, prefix: str, col: str) -> int | float | None:
    """What a run that threw nothing away holds in discard column ``col`` of role ``prefix``."""
    field = col.partition(_DISCARD)[2]
    if field == "note":
        return None
    if field in ("cost_usd", "estimated_cost_usd"):
        return 0.0 if isinstance(row.get(f"{prefix}.{field}"), (int, float)) else None
    return 0


def _placed(row: dict, prefix: str, values: dict) -> dict:
    """``row`` with ``values`` (discard columns of ``prefix``) right after the last of ``prefix``'s own columns."""
    own = [k for k in row if k.startswith(prefix + ".") and _DISCARD not in k]
    out: dict = {}
    for key, value in row.items():
        if key in values:
            continue
        out[key] = value
        if own and key == own[-1]:
            out.update(values)
    return out


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
