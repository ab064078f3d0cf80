"""Why a study's model requests failed: each run's ``failed_requests_by_reason`` (``scoring.failed_requests``: per
role and error, the failed tries ``retried`` and the requests ``given_up``) as columns of ``results.csv`` and as a
table of the study report, summed over each condition's finished runs.

``scores.json`` holds the reasons as a list, which ``scoring.flat_row`` leaves out of the results table; a new
user's trial (session 40) saw junk bodies from a fake server only as counts with no reason, and the study report
(session 41's note) still lacked them: a researcher running hundreds of episodes against a model server could not
tell a server's HTTP 500s from its model's unreadable answers without opening each run's report.

Columns: ``failed_requests.<role>.<error>.retried`` and ``.given_up`` (counts; 0 in a run without that role and
error, when another run of the study has it: ``zero_filled``). The report's table: one row per condition, role and error, with the totals over
the condition's finished runs and how many of those runs had the error at all.
"""
from __future__ import annotations

from typing import Any

__all__ = ["failed_request_columns", "failed_requests_section", "zero_filled"]

PREFIX = "failed_requests."


def failed_request_columns(scores: dict[str, Any]) -> dict[str, int]:
    """``{"failed_requests.<role>.<error>.retried": n, "….given_up": n}`` from a run's ``scores.json`` (its
    ``failed_requests_by_reason`` rows); ``{}`` when no request failed or the run's scores predate the list."""
    out: dict[str, int] = {}
    for row in scores.get("failed_requests_by_reason") or []:
        base = f"{PREFIX}{row['role']}.{row['error']}"
        out[f"{base}.retried"] = int(row.get("retried") or 0)
        out[f"{base}.given_up"] = int(row.get("given_up") or 0)
    return out


def zero_filled(rows: list[dict]) -> list[dict]:
    """``rows`` (the results table, in place) with every failed-request column any run has set to 0 in the runs
    without it: such a run had no failure of that role and error, and a mean across seeds must count it as 0, not
    leave it out."""
    cols = list(dict.fromkeys(k for r in rows for k in r if k.startswith(PREFIX)))
    for r in rows:
        for col in cols:
            r.setdefault(col, 0)
    return rows


def failed_requests_section(groups: dict[tuple, list[dict]]) -> list[str]:
    """Markdown lines: the study report's "Failed model requests" table, or ``[]`` when no finished run had one.

    ``groups``: condition ``(scenario, language, models)`` -> its finished runs' result rows (with the columns of
    ``failed_request_columns``)."""
    lines: list[str] = []
    for (scenario, language, models), group in groups.items():
        keys = list(dict.fromkeys(k.rsplit(".", 1)[0] for r in group for k in r if k.startswith(PREFIX)))
        for key in keys:
            role, error = key[len(PREFIX):].split(".", 1)
            retried = sum(r.get(f"{key}.retried") or 0 for r in group)
            given_up = sum(r.get(f"{key}.given_up") or 0 for r in group)
            runs = sum(1 for r in group if (r.get(f"{key}.retried") or 0) + (r.get(f"{key}.given_up") or 0))
            if not runs:  # another condition's reason, zero-filled here
                continue
            lines.append(f"| {scenario} | {language} | {models} | {role} | {error} | {retried:,} | {given_up:,} | "
                         f"{runs} of {len(group)} |")
    if not lines:
        return []
    return ["## Failed model requests: why, per condition and role (totals over the finished runs)", "",
            "Each failed try the role's client tried again is *retried*; a request that still failed after its tries "
            "is *given up* (its turn forfeited or the run stopped, by the role's `on_model_error`). From each run's "
            "`model_retried` and `model_error` events (`scores.json` `failed_requests_by_reason`; columns "
            "`failed_requests.<role>.<error>.*` of `results.csv`).", "",
            "| scenario | language | models | role | error | retried | given up | runs with it |",
            "|---|---|---|---|---|---:|---:|---|"] + lines + [""]
