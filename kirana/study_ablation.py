"""A study report's language ablation: each score per language, its difference from English, and how sure that is.

The seeds are paired across languages: a seed is the same month (customers, suppliers, frauds) in every language,
so a difference from English is taken seed by seed, ``d_s = value(language, s) − value(en, s)``, and the cell gives
the seeds' differences' mean, their sample standard deviation and n (``paired_difference``), then a verdict by one
stated rule (``verdict``): **told from 0** only when n ≥ 3 and ``|mean| > 2 × sd / √n`` — the seeds' t statistic
``t = |mean| × √n / sd`` above 2, so the mean's rough 95 % interval ``mean ± 2 × sd/√n`` leaves 0 out; otherwise
"cannot tell from 0" (n < 3, or the spread too wide); "same in every seed" when every seed's difference is exactly 0.
The rule compares t, which no unit or scale changes (a count and the same count ÷ 27 as a share get one verdict),
and a t within ``TIE_TOLERANCE`` (relative) of 2 is a tie: the interval's end is then 0, which it does not leave
out, so a tie is "cannot tell from 0" (the cautious side of a rule that is already generous at three seeds: Student's
95 % point for n = 3 is 4.30, not 2). Until session 49 the rule compared ``|mean| < 2 × sd / √n`` in floating point,
and rounding decided a tie: the trial's seed differences (1, 0, 1) — |mean| 2/3 = 2 × sd/√3 exactly — read "told
from 0" as a count and "cannot tell from 0" as a share (1/27, 0, 1/27), one row under the other. A new user's trial (session 41) read "hinglish − en +11.23 pp" over 2 seeds
whose hi shares were 23.1 % and 46.7 %, with no sd, no n and no warning. Each language's mean is shown ± its sd.

The refused e-mails come twice: over every e-mail sent to a condition's suppliers (``refused_emails.*``: e-mails the
model wrote in another language or with no words, "👍", count too), and over the e-mails written in the condition's
language (``refused_emails_by_message_language.<language>.*``: the reader's detected language), each differenced from
English's own. A count row is a mean per seed; a share row is the mean of the seeds' shares, not refused ÷ sent of
the rows above (that pooled share is printed in the caveat beside it).

The counter's refusals come beside them, from the counts of each condition's own customer language
(``counter_by_language.<language>.*``: every counter customer of a condition speaks its language): customers, bought,
``no_bill_heard`` (the cashier's words to a customer waiting for a bill in which no bill was heard: the ``say`` was
answered "the customer heard no total") and no bill heard per 100 customers, each seed's ``100 × no_bill_heard ÷
customers`` worked out from its counts — each differenced from English's own, as the e-mails are. Until session 52 they were
shown per condition only, never differenced (a new user's trial: en 19, 20, 26, 28 a run against hi 13, 11, 18, 17,
and the ablation said nothing).
"""
from __future__ import annotations

import math
import statistics

from kirana.study_cells import fmt, mean_cells, per_language, seeds_text, spread, stats
from kirana.study_refusals import refusal_kinds_section

__all__ = ["ablation_section", "paired_difference", "verdict", "t_statistic", "difference_cell", "MIN_SEEDS",
           "T_THRESHOLD", "TIE_TOLERANCE"]

#: Fewer paired seeds than this and a difference is never told from 0.
MIN_SEEDS = 3
#: A difference is told from 0 only when its t statistic (``t_statistic``) is above this.
T_THRESHOLD = 2.0
#: A t this close to ``T_THRESHOLD`` (relative) is a tie, "cannot tell from 0": the float rounding of a mean and an
#: sd is ~1e-16 relative, so a tie in exact arithmetic lands within it whatever the values' scale or unit.
TIE_TOLERANCE = 1e-9
#: Refused e-mails over all of a condition's e-mails: (row label, column for a language).
_ALL = (("e-mails sent (mean a seed)", lambda l: "refused_emails.sent"),
        ("refused (mean a seed)", lambda l: "refused_emails.refused"),
        ("refused share (mean of the seeds' shares)", lambda l: "refused_emails.share"))
#: Under the refused e-mails' verdicts: what a difference told from 0 says, and what it does not (session 55: the
#: whole "told from 0" gap of a trial was one wording of its English order line, read the same in every language).
WHY_NOT_SAID = ("A difference told from 0 says the shop read the languages differently for this model, not why: a "
                "model's weakness in a language and a wording habit of its in one language look the same here. The "
                "refusals by kind below say which messages did.")
#: The same over the e-mails written in the condition's own language.
_WRITTEN = (("written in it: sent (mean a seed)", lambda l: f"refused_emails_by_message_language.{l}.sent"),
            ("written in it: refused (mean a seed)", lambda l: f"refused_emails_by_message_language.{l}.refused"),
            ("written in it: refused share (mean of the seeds' shares)",
             lambda l: f"refused_emails_by_message_language.{l}.share"))


#: The counter in each condition's own customer language: (row label, column for a language); the last column is
#: worked out from the counts of each run (``_with_counter_ratio``).
_COUNTER = (("counter customers with something in stock (mean a seed)",
         lambda l: f"counter_by_language.{l}.customers"),
            ("bought (mean a seed)", lambda l: f"counter_by_language.{l}.bought"),
            ("no bill heard (mean a seed)", lambda l: f"counter_by_language.{l}.no_bill_heard"),
            ("no bill heard per 100 customers (mean of the seeds' rates)",
             lambda l: f"counter_by_language.{l}.no_bill_heard_per_100_customers"))


def paired_difference(rows: list[dict], lang: str, col_of, base: str = "en") -> tuple[float | None, float | None,
                                                                                         int, list[float]]:
    """The seed-by-seed differences of one score between ``lang`` and ``base``: (mean, sample sd or None under two
    seeds, n, the differences in seed order). ``rows``: one condition pair's results rows (each with ``language``
    and ``seed``); ``col_of(language)``: the score's column in that language's rows. A seed missing either value is
    left out (it is not in n). Units: the column's own (rupees, a fraction 0–1, a count). A mean within
    ``TIE_TOLERANCE`` of the values' largest magnitude is float rounding and returned as 0.0 (its sign was noise)."""
    by_seed: dict[int, dict[str, float]] = {}
    for r in rows:
        if r["language"] in (lang, base):
            value = r.get(col_of(r["language"]))
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                by_seed.setdefault(r["seed"], {})[r["language"]] = value
    pairs = [(v[lang], v[base]) for _, v in sorted(by_seed.items()) if lang in v and base in v]
    diffs = [a - b for a, b in pairs]
    mean, sd, _, _, n = stats(diffs)
    if mean and abs(mean) <= TIE_TOLERANCE * max(abs(x) for pair in pairs for x in pair):
        mean = 0.0  # float rounding of the values differenced, not a difference ("−0.00 pp" for 0.3 − 0.1, 0 − 0.2)
    return mean, sd, n, diffs


def t_statistic(mean: float, sd: float | None, n: int) -> float:
    """The seeds' t statistic ``|mean| × √n / sd`` (no unit: a difference's scale cancels); ``math.inf`` when sd is
    0 (or None) and the mean is not, 0.0 when the mean is 0."""
    if mean == 0:
        return 0.0
    if not sd:
        return math.inf
    return abs(mean) * math.sqrt(n) / sd


def verdict(mean: float | None, sd: float | None, n: int, diffs: list[float] | None = None) -> str:
    """Whether a paired difference can be told from 0, by the module's rule: "same in every seed" (every difference
    0), "cannot tell from 0: n < 3", "cannot tell from 0: within 2 × sd/√n" (t ≤ 2, a tie within ``TIE_TOLERANCE``
    included), "told from 0" (t > 2), or "" (no seed). The same for any positive multiple of the values."""
    if not n or mean is None:
        return ""
    if diffs is not None and all(d == 0 for d in diffs):
        return "same in every seed"
    if n < MIN_SEEDS:
        return f"cannot tell from 0: n < {MIN_SEEDS}"
    if t_statistic(mean, sd, n) <= T_THRESHOLD * (1 + TIE_TOLERANCE):
        return "cannot tell from 0: within 2 × sd/√n"
    return "told from 0"


def difference_cell(rows: list[dict], lang: str, col_of, col: str) -> str:
    """A difference from English as the report prints it: "+11.23 pp (sd 7.85 pp, n 2; cannot tell from 0: n < 3)";
    "—" when no seed has both values."""
    mean, sd, n, diffs = paired_difference(rows, lang, col_of)
    if not n:
        return "—"
    said = verdict(mean, sd, n, diffs)
    return (fmt(mean, col, signed=True) + " ("
            + ("" if sd is None or said == "same in every seed" else f"sd {spread(sd, col)}, ")
            + f"n {n}; {said})")


def _mean_cell(rows: list[dict], lang: str, col: str) -> str:
    return mean_cells([r for r in rows if r["language"] == lang], [col])[0]


def _table(chosen: list[dict], langs: list[str], others: list[str], labelled) -> list[str]:
    lines = []
    for label, col_of in labelled:
        cells = [_mean_cell(chosen, l, col_of(l)) for l in langs]
        cells += [difference_cell(chosen, l, col_of, col_of(l)) for l in others]
        lines.append("| " + " | ".join([label, *cells]) + " |")
    return lines


def _pooled(chosen: list[dict], lang: str, sent: str, refused: str) -> tuple[int, int]:
    rows = [r for r in chosen if r["language"] == lang]
    return (sum(int(r.get(refused) or 0) for r in rows), sum(int(r.get(sent) or 0) for r in rows))


def _refused_caveat(chosen: list[dict], langs: list[str], by_written: bool) -> str:
    """What the refused-e-mail rows count, the pooled shares, and (``by_written``: the results have
    ``refused_emails_by_message_language``) how many e-mails were not written in each condition's language."""
    def pooled_text(refused: int, sent: int) -> str:
        return f"{refused:,} / {sent:,}" + (f" = {fmt(refused / sent, 'share')}" if sent else "")
    every = {l: _pooled(chosen, l, "refused_emails.sent", "refused_emails.refused") for l in langs}
    if not by_written:
        return ("A count row is a mean per seed; the share row is the mean of the seeds' shares, which is not "
                "refused ÷ sent of the rows above. Refused ÷ sent over these seeds together: "
                + ", ".join(f"{l} {pooled_text(*every[l])}" for l in langs) + ".")
    written = {l: _pooled(chosen, l, f"refused_emails_by_message_language.{l}.sent",
                          f"refused_emails_by_message_language.{l}.refused") for l in langs}
    return ("The first three rows count every e-mail sent to a condition's suppliers (`refused_emails.*`), whatever "
            "it was written in: e-mails in another language or with no words (\"👍\"), the model's first e-mail before "
            "any supplier wrote, count under the condition's language. Not written in it, over these seeds: "
            + ", ".join(f"{l} {every[l][1] - written[l][1]:,} of {every[l][1]:,}" for l in langs)
            + ". The \"written in it\" rows count only the e-mails the reader found written in the condition's "
            "language (`refused_emails_by_message_language.<language>.*`; for en, the English ones), and their "
            "difference is from English's own. A count row is a mean per seed; a share row is the mean of the "
            "seeds' shares, which is not refused ÷ sent of the rows above. Refused ÷ sent over these seeds together: "
            "every e-mail " + ", ".join(f"{l} {pooled_text(*every[l])}" for l in langs) + "; written in it "
            + ", ".join(f"{l} {pooled_text(*written[l])}" for l in langs) + ".")


def _with_counter_ratio(chosen: list[dict], langs: list[str]) -> list[dict]:
    """``chosen`` with each run's no bill heard per 100 customers in its language's ``_COUNTER`` column: its
    ``100 × no_bill_heard ÷ customers`` from the counts (left out when it has no customer); copies, ``chosen``
    unchanged."""
    out = []
    for r in chosen:
        lang = r["language"]
        heard, customers = r.get(_COUNTER[2][1](lang)), r.get(_COUNTER[0][1](lang))
        if lang in langs and isinstance(heard, (int, float)) and isinstance(customers, (int, float)) and customers > 0:
            r = {**r, _COUNTER[3][1](lang): 100 * heard / customers}
        out.append(r)
    return out


def _counter_section(chosen: list[dict], langs: list[str], others: list[str], head: list[str]) -> list[str]:
    """The counter's refusals per language and their differences from English (module docstring), as lines."""
    rows = _with_counter_ratio(chosen, langs)
    pooled = {l: _pooled(rows, l, _COUNTER[0][1](l), _COUNTER[2][1](l)) for l in langs}  # (no bill heard, customers)
    return ["The counter's refusals in each condition's customer language (`counter_by_language.<language>.*`: every "
            "counter customer of a condition speaks its language); `no_bill_heard` counts the cashier's words to a "
            "customer waiting for a bill in which no bill was heard (its `say` was answered \"the customer heard no "
            "total\"):", "",
            "| counter | " + " | ".join(head[1:]) + " |", "|---|" + "---:|" * (len(head) - 1),
            *_table(rows, langs, others, _COUNTER), "",
            "The customers who come and what they ask for are the same in every language compared. The counter "
            "customers row counts only those who found something they asked for in stock (a customer who left for "
            "\"nothing in stock\" is not counted: docs/scores.md), so it differs between languages when the shelves "
            "did, as after refused order e-mails; it is not more customers coming in. A visit goes its own "
            "way after words the customer does not hear as a bill, so the cashier's words are not paired with their "
            "translations. The per-100-customers row is the mean of the seeds' rates, each 100 × no bill heard ÷ "
            "customers worked out from its counts; over these seeds together: "
            + ", ".join(f"{l} {heard:,} in {customers:,} customers"
                        + (f" = {fmt(100 * heard / customers)} per 100" if customers else "")
                        for l, (heard, customers) in pooled.items()) + ".", ""]


def _differing(rows: list[dict], langs: list[str], scores: list[str]) -> list[str]:
    """Of ``scores`` (no per-language breakdowns), those whose value differs between languages for some seed."""
    out = []
    for col in scores:
        by_seed: dict[int, set] = {}
        for r in rows:
            if r["language"] in langs:
                by_seed.setdefault(r["seed"], set()).add(r.get(col))
        if any(len(v) > 1 for v in by_seed.values()):
            out.append(col)
    return out


def ablation_section(study, runs, rows: list[dict], scores: list[str], first: tuple[str, ...] = (),
                     refusals: dict | None = None) -> list[str]:
    """The report's "Language ablation" section as markdown lines: per (scenario, models), the refused e-mails per
    language, the counter's customers and refusals (``no_bill_heard``) per language, and each score per language (mean ± sd across the seeds every language finished), each beside its
    paired difference from English (mean, sd, n, verdict: the module docstring). ``scores``: the report's numeric
    columns; ``first``: the columns to list first (the headline's); ``refusals``: each run's e-mails from its record
    by run id (``kirana.study_refusals``), for the refused e-mails by kind under their table."""
    langs = list(study.languages)
    lines = ["## Language ablation: each score per language, and its difference from English", ""]
    if "en" not in langs:
        lines += ["(No English condition in this study, so no differences from English.)", ""]
    others = [l for l in langs if l != "en"] if "en" in langs else []
    head = ["score", *langs, *[f"{l} − en" for l in others]]
    pairs = list(dict.fromkeys((r.scenario_name, r.models) for r in runs))
    shared = [c for c in scores if not per_language(c)]
    shared = [c for c in first if c in shared] + [c for c in shared if c not in first]
    if others:
        lines += [f"Each language's cell is its mean ± sd across seeds. Each difference from English is taken seed by "
                  f"seed (a seed is the same month in every language): the mean of the seeds' differences, their "
                  f"sd and n, then whether it can be told from 0. The rule: told from 0 only when n ≥ {MIN_SEEDS} and "
                  f"|mean| > 2 × sd/√n (t = |mean| × √n / sd above 2: the mean's rough 95 % interval leaves 0 out); "
                  f"otherwise \"cannot tell from 0\", with the reason — a tie, |mean| = 2 × sd/√n, among them (the "
                  f"interval's end is 0), whatever the unit: a count and its share get one verdict; \"same in every "
                  f"seed\" when each seed's difference is 0.", ""]
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
        if all(col_of("en") in scores for _, col_of in _ALL):
            written = [w for w in _WRITTEN if any(w[1](l) in r for l in langs for r in chosen)]
            sent = {l: fmt(statistics.fmean([r["refused_emails.sent"] for r in chosen if r["language"] == l
                                             and r.get("refused_emails.sent") is not None] or [0])) for l in langs}
            lines += ["Refused e-mails in each condition's supplier language (`refused_emails.*`: every supplier of "
                      "a condition speaks its language):", "",
                      "| e-mails | " + " | ".join(head[1:]) + " |", "|---|" + "---:|" * (len(head) - 1),
                      *_table(chosen, langs, others, _ALL + tuple(written)), "",
                      "Each language's share is over its own e-mails (sent, mean a seed: "
                      + ", ".join(f"{l} {sent[l]}" for l in langs) + "). The month, seeds and staff are the "
                      "same in every language compared, but a conversation goes its own way after the first e-mail a "
                      "supplier reads differently or refuses, so the languages are compared over different e-mails, "
                      "and no e-mail is paired with its translation: a difference is between two conversations, not "
                      "one e-mail read in two languages.", "", _refused_caveat(chosen, langs, bool(written)), "",
                      WHY_NOT_SAID, ""]
            lines += refusal_kinds_section(chosen, refusals or {}, langs, others)
        if any(_COUNTER[2][1](l) in r for l in langs for r in chosen):
            lines += _counter_section(chosen, langs, others, head)
        differ = _differing(chosen, langs, shared)
        lines += [("Apart from the per-language breakdowns (a score with a language among its keys, such as "
                   "`refused_emails_by_language.hi.share`: zero or absent by construction in the other conditions, "
                   "so shown per condition above, not differenced; the refused e-mails and the counter's customers "
                   "and refusals are compared above, each condition's own), "
                   + (f"{len(differ)} of {len(shared)} scores differ between languages: "
                      + ", ".join(f"`{d}`" for d in differ[:20]) + (" …" if len(differ) > 20 else "")
                      if differ else f"no score differs between languages (all {len(shared)} are equal).")), ""]
        lines += ["| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
        lines += _table(chosen, langs, others, [(col, lambda l, c=col: c) for col in shared])
        lines.append("")
    return lines
