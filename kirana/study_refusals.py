"""Where a study's refused-share gap between languages comes from: each language's refused e-mails by kind.

A new user's trial (session 55) read "hi − en −11.83 pp, told from 0" for a fake manager meaning the same thing in
every language: the whole gap was one wording of its English order line ("almonds 42 packet pls", no verb), refused
``no_price.what_price`` beside another line, read the same way in every language. The verdict says the shop read the
languages differently for this model, not why; these tables say which messages did.

A refusal's kind is ``email_received.reason_key`` (the reader's key, "no_price.what_price", or "counter_bill"); a
record before session 55 has only the code, so its kind is ``reason_code`` ("no_price"). Every figure is counted
from the runs' ``record.jsonl`` (``run_refusals``): each ``email_received`` is one e-mail sent, each with
``readable`` false one refused, under its ``reason_kind``. Over the seeds every language finished, per language:
the refused e-mails of each kind, summed over those seeds; then for each language compared with English, the kinds
whose counts differ, largest difference first, with the difference in e-mails and in percentage points of the
pooled refused share (``kind ÷ sent`` of the language less English's: these add up to the pooled shares' difference,
which the refused e-mails' caveat prints), and one e-mail of that kind from the side with more (run id and the
record's ``seq``, the first such e-mail of the lowest seed), for a researcher to open.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from events.suppliers import EmailReceived
from kirana.study_cells import fmt

__all__ = ["RunRefusals", "run_refusals", "refusal_kinds_section", "top_kind", "MAX_KINDS"]

#: At most this many kinds in a difference table; the rest are summed in one line.
MAX_KINDS = 12
#: Characters of an example e-mail shown (its whole text is in the record at its seq).
EXAMPLE_CHARS = 90


@dataclass
class RunRefusals:
    """One run's e-mails as its record has them: ``sent`` (``email_received`` events), ``kinds`` {kind: refused},
    ``first`` {kind: (seq, text) of its first refused e-mail}."""
    sent: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    first: dict[str, tuple[int, str]] = field(default_factory=dict)

    @property
    def refused(self) -> int:
        """Refused e-mails of every kind."""
        return sum(self.kinds.values())


def run_refusals(record: Path) -> RunRefusals:
    """The e-mails of one run's ``record.jsonl`` (``RunRefusals``); an empty one when the file is missing. A line
    cut short (a killed run's last) is skipped."""
    out = RunRefusals()
    if not record.is_file():
        return out
    with open(record, encoding="utf-8") as fh:
        for line in fh:
            if '"email_received"' not in line:
                continue
            try:
                raw = json.loads(line)
            except ValueError:
                continue
            if raw.get("kind") != "email_received":
                continue
            out.sent += 1
            if raw.get("readable", True):
                continue
            e = EmailReceived.model_validate(raw)
            kind = e.reason_kind
            out.kinds[kind] = out.kinds.get(kind, 0) + 1
            out.first.setdefault(kind, (e.seq, e.text))
    return out


def top_kind(refusals: RunRefusals) -> tuple[str, int]:
    """The run's most frequent refusal kind and its count (ties: the kind first in key order); ("", 0) when none
    was refused. The results table's ``refused_emails.top_kind`` and ``refused_emails.top_kind_refused``."""
    if not refusals.kinds:
        return "", 0
    kind = min(refusals.kinds, key=lambda k: (-refusals.kinds[k], k))
    return kind, refusals.kinds[kind]


def _signed(n: int) -> str:
    """"+3", "−70", "±0": a count's difference with the report's minus sign."""
    return ("±" if n == 0 else "+" if n > 0 else "−") + f"{abs(n):,}"


def _example(run_id: str, seq: int, text: str) -> str:
    one = " ⏎ ".join(part.strip() for part in text.strip().splitlines() if part.strip())
    one = one if len(one) <= EXAMPLE_CHARS else one[:EXAMPLE_CHARS - 1] + "…"
    one = one.replace("|", "\\|").replace("`", "'")
    return f"`{run_id}` seq {seq}: “{one}”"


def _pooled(chosen: list[dict], refusals: dict[str, RunRefusals], lang: str) -> tuple[int, dict[str, int], list]:
    """(sent, {kind: refused}, [(seed, run_id, RunRefusals)] in seed order) over ``lang``'s rows of ``chosen``."""
    runs = sorted(((r["seed"], r["run_id"], refusals[r["run_id"]]) for r in chosen
                   if r["language"] == lang and r["run_id"] in refusals), key=lambda t: (t[0], t[1]))
    kinds: dict[str, int] = {}
    for _, _, rr in runs:
        for k, n in rr.kinds.items():
            kinds[k] = kinds.get(k, 0) + n
    return sum(rr.sent for _, _, rr in runs), kinds, runs


def _first_example(runs: list, kind: str) -> str:
    for _, run_id, rr in runs:
        if kind in rr.first:
            return _example(run_id, *rr.first[kind])
    return "—"


def refusal_kinds_section(chosen: list[dict], refusals: dict[str, RunRefusals], langs: list[str],
                          others: list[str]) -> list[str]:
    """Markdown lines: the refused e-mails by kind per language, then for each of ``others`` its difference from
    English by kind (module docstring). ``chosen``: the results rows compared (``run_id``, ``language``, ``seed``);
    ``refusals``: each run's ``run_refusals``, by run id. Nothing when no run's record was read."""
    if not any(r["run_id"] in refusals for r in chosen):
        return []
    pooled = {l: _pooled(chosen, refusals, l) for l in langs}
    kinds = sorted({k for l in langs for k in pooled[l][1]}, key=lambda k: (-sum(pooled[l][1].get(k, 0)
                                                                                  for l in langs), k))
    if not kinds:
        return ["Refused e-mails by kind (`email_received.reason_key` in each run's `record.jsonl`): none refused in "
                "any language.", ""]
    lines = ["Refused e-mails by kind (`email_received.reason_key` in each run's `record.jsonl`; a record before "
             "session 55 gives only the code, as `no_price`), summed over the seeds compared:", "",
             "| kind | " + " | ".join(langs) + " |", "|---|" + "---:|" * len(langs)]
    for k in kinds:
        lines.append(f"| `{k}` | " + " | ".join(f"{pooled[l][1].get(k, 0):,}" for l in langs) + " |")
    lines.append("| every kind (refused ÷ sent) | " + " | ".join(
        f"{sum(pooled[l][1].values()):,} ÷ {pooled[l][0]:,}" for l in langs) + " |")
    lines.append("")
    for lang in others:
        sent, mine, runs = pooled[lang]
        en_sent, en, en_runs = pooled["en"]
        diff = {k: mine.get(k, 0) - en.get(k, 0) for k in kinds if mine.get(k, 0) != en.get(k, 0)}
        total = sum(mine.values()) - sum(en.values())
        if not diff:
            lines += [f"{lang} − en: every kind refused as often in both ({sum(mine.values()):,} e-mails each).", ""]
            continue
        order = sorted(diff, key=lambda k: (-abs(diff[k]), k))
        lines += [f"{lang} − en: the kinds that make up the difference of {_signed(total)} refused e-mails "
                  f"({sum(mine.values()):,} of {sent:,} against {sum(en.values()):,} of {en_sent:,}), largest first; "
                  "pp: the kind's share of the language's e-mails less its share of English's (they add up to the "
                  "pooled refused shares' difference); the example is the first e-mail of that kind on the side with "
                  "more, to open at its seq in `runs/<run id>/record.jsonl`:", "",
                  f"| kind | en | {lang} | {lang} − en | pp | example |", "|---|---:|---:|---:|---:|---|"]
        for k in order[:MAX_KINDS]:
            share = (mine.get(k, 0) / sent if sent else 0) - (en.get(k, 0) / en_sent if en_sent else 0)
            lines.append(f"| `{k}` | {en.get(k, 0):,} | {mine.get(k, 0):,} | {_signed(diff[k])} | "
                         f"{fmt(share, 'share', signed=True)} | "
                         f"{_first_example(runs if diff[k] > 0 else en_runs, k)} |")
        if len(order) > MAX_KINDS:
            rest = order[MAX_KINDS:]
            lines.append(f"| {len(rest)} more kinds | {sum(en.get(k, 0) for k in rest):,} | "
                         f"{sum(mine.get(k, 0) for k in rest):,} | {_signed(sum(diff[k] for k in rest))} | | |")
        lines.append("")
    return lines
