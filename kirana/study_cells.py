"""The cells of a study's report: numbers with Indian grouping and their units, a condition's mean ± sd, the seeds
of its finished runs (``kirana.study_report`` writes the tables).

Units: money in rupees (columns ``*_inr``, shown ``₹1,43,967``; paise for a difference); a ``share`` (a fraction
0–1) and a ``*_pct`` score (0–100) both shown in percent with two decimals, their spreads and differences in
percentage points ("+4.37 pp").
"""
from __future__ import annotations

import statistics

from babel.numbers import format_decimal

from events.money import format_inr, paise
from scoring._common import LANGUAGES

__all__ = ["fmt", "spread", "stats", "mean_cells", "seeds_text", "seed_list", "percent_factor", "per_language"]

#: The keys that name a language in a flattened score's path (``scoring._common.LANGUAGES`` and the reader's
#: ``no_words``): a column with one is a per-language breakdown.
_LANGUAGE_KEYS = frozenset((*LANGUAGES, "no_words"))


def per_language(col: str) -> bool:
    """True for a per-language breakdown: a flattened score with a language among its keys
    (``refused_emails_by_language.hi.share``, ``counter_by_language.en.customers``,
    ``refused_emails_by_reason.no_quantity.hinglish``); False for ``refused_emails.share`` or
    ``refused_emails_by_reason.no_quantity.total``."""
    return any(k in _LANGUAGE_KEYS for k in col.split(".")[1:])


def percent_factor(col: str) -> float | None:
    """The factor that turns a column's value into percent: 100 for a share (a fraction 0–1: a key ``share`` or
    ``*_share``), 1 for a ``*_pct`` key (already 0–100), None for any other column."""
    keys = col.split(".")
    if keys[-1] == "share" or keys[-1].endswith("_share"):
        return 100.0
    return 1.0 if any(k.endswith("_pct") for k in keys) else None


def fmt(value: float | None, col: str = "", signed: bool = False) -> str:
    """A number for the report with Indian grouping: rupees (columns ``*_inr``) as ``₹1,43,967``
    (paise shown for differences, so a small one is never rounded away); a share or ``*_pct`` in percent with two
    decimals ("4.37 %"; ``signed``, a difference or a spread, in percentage points: "+4.37 pp"); others to 2
    decimals."""
    if value is None:
        return "—"
    if col.endswith("_inr"):
        text = format_inr(paise(value), sign=signed, decimals=signed)
        return text if not signed or value else "±₹0"
    factor = percent_factor(col)
    if factor is not None:
        value = value * factor
        text = format_decimal(abs(value), format="#,##,##0.00", locale="en_IN") + (" pp" if signed else " %")
    else:
        text = format_decimal(abs(value), format="#,##,##0.##", locale="en_IN")
    return ("−" if value < 0 else "+" if signed and value else "±" if signed else "") + text


def spread(value: float | None, col: str) -> str:
    """A standard deviation: in the column's unit, or percentage points for a share or ``*_pct`` ("0.52 pp")."""
    return fmt(value, col) if percent_factor(col) is None or value is None else fmt(value, col, signed=True).lstrip("+±")


def stats(values: list) -> tuple:
    """(mean, sample sd or None under two values, min, max, n) of the values that are not None; all None and n 0
    when none is."""
    vals = [v for v in values if v is not None]
    if not vals:
        return None, None, None, None, 0
    sd = statistics.stdev(vals) if len(vals) > 1 else None
    return statistics.fmean(vals), sd, min(vals), max(vals), len(vals)


def seeds_text(seeds: list[int]) -> str:
    """Seeds as text: "0, 1, 2", or "none"."""
    return ", ".join(map(str, seeds)) if seeds else "none"


def seed_list(group: list[dict]) -> str:
    """The seeds of a condition's finished runs ("0, 2"), or "—" when none finished."""
    return ", ".join(map(str, sorted({r["seed"] for r in group}))) or "—"


def mean_cells(group: list[dict], cols: list[str]) -> list[str]:
    """A condition's cells: each column's mean across its runs, "± sd" when there are two or more, and "(n K)" when
    the mean covers fewer runs than the group's (a run whose score is None is left out of its mean: a row of n 2
    once showed ``credit_decisions_balanced_pct`` "92.86 %", one seed's value, the other seed's None, with nothing
    to say so; a new user's walk, session 55). "—" when no run has a value."""
    cells = []
    for col in cols:
        mean, sd, _, _, n = stats([r.get(col) for r in group])
        cells.append(fmt(mean, col) + ("" if sd is None else f" ± {spread(sd, col)}")
                     + (f" (n {n})" if 0 < n < len(group) else ""))
    return cells
