"""Generic checks against silent misreadings, measured on text the reader had not seen (session 34, helper AV).

    python benchmarks/reading_checks.py             # accounting curves + today's cost (~3 min on 2 CPUs)
    python benchmarks/reading_checks.py --today     # also every labelled row read with each variant on (lost rows)
    python benchmarks/reading_checks.py -v          # also the sealed first readings each check refuses
    python benchmarks/reading_checks.py --doubt     # also the reading doubt held out (needs scikit-learn; ~10 min)

The question: can a deterministic check that knows no kind of sentence refuse the silent misreadings of new text
(≈ 9 % of readable readings of each new blind-written corpus, against the issue's 0.5 %) at a small cost in right
readings? Measured on ``benchmarks/data/first_readings.jsonl`` (each labelled corpus as read by the reader just
before it joined the tests: what unseen text looks like to the reader), split into the sealed sets
(``SEALED``: written blind for measuring; session 34 had thirteen, ``SEALED34``) and the rest, and on today's
readings of every labelled row (the rows a check would refuse that today's reader reads right: its cost now). The
bar to ship a check (wired on for e-mails), session 48's: on the sealed sets' first readings it refuses at least
three times as many silent readings as exact ones (a misreading is the benchmark's defect, a refusal the model's
failure), and on today's readings, read with the check on, it loses ≤ 0.3 % of the exact rows of each language;
of the variants meeting it, the best silent-to-exact ratio ships. (Session 34's bar, ≥ 30 % of the silent readings
caught, kept every check off.)

Figures of 7 Dec 2026 (session 48, helper AC; 18,765 readable first readings: the 72 sealed sets 635 silent /
6,167 exact, session 34's thirteen 112 / 1,024, the rest 1,174 / 10,789; "today": every labelled e-mail row read by
today's reader with the check off and on — exact with it off en 8,711, hi 8,766, hinglish 8,748):

    check                 sealed silent  sealed exact ratio  sealed34     rest silent    rest exact  today lost en/hi/hl gained
    figures               38/635  6.0%   14/6167 0.2%  2.7   9/112 1/1024  39/1174  3.3%  14 0.1%   10/12/17 ≤ 0.19 %     5
    twice (shipped: ON)   24/635  3.8%    3/6167 0.0%  8.0   7/112 0/1024  46/1174  3.9%   4 0.0%    8/ 7/ 6 ≤ 0.09 %     1
      shipped with a refusal and a cut of one good allowed: the same sealed figures; today lost 6/ 5/ 5 (≤ 0.07 %)
    figures + twice       62/635  9.8%   17/6167 0.3%  3.6  16/112 1/1024  85/1174  7.2%  18 0.2%   18/19/23 ≤ 0.26 %     6
    figures with prices   79/635 12.4%   64/6167 1.0%  1.2  20/112 8/1024 167/1174 14.2%  47 0.4%   60/73/77 ≤ 0.88 %     9
      + twice

Two variants meet the bar (twice; figures + twice); twice has the best ratio and ships
(``lang.figure_accounting``: ``ON``, ``TWICE``; ``FIGURES`` and ``PRICES`` off). The 16 rows it loses today and the
one silent reading it refuses (holdout153 hl-w77041) are named in ``tests/test_reader_holdouts_later.py`` and
``tests/test_reader_ac48_accounting.py``. Most of the lost rows act on one good twice in their gold too ("confirm O3
(60 dozen bananas) … also quote for another 20 dozen"; "cut the rice from 50 kg to 30 kg. When will the 30 kg
come?"): the refusal asks for one sentence per good. Session 34's figures follow.

Checks (``lang.figure_accounting``, applied to each first reading's rows with today's reader's marks of the text:
which figures are background, which clauses request what):

- ``figures``: a quantity in a request clause (order, offer, accept, cancel, reject, delivery or rate question) that
  the reading does not use, directly, in selling units or worked with another figure;
- ``figures+prices``: the same for prices too;
- ``twice``: goods in two intents of different kinds (not an accept and an order);
- the reading doubt (``lang.reading_doubt``, built earlier, off) retrained without the sealed sets (kinds' chances
  from kinds' models trained without them: all thirteen left out together, the rest in four groups), at thresholds.

Figures of 5 Dec 2026 (session 34; 14,183 readable first readings: sealed 112 silent / 1,024 exact; rest 1,108 / 11,939; "today"
= rows of those texts that today's reader reads exactly and the check would refuse, of 13,779):

    check                                   sealed silent   sealed exact   rest silent    rest exact   today lost
    figures (quantities)                     7/112   6.2%    1/1024 0.1%    35/1108  3.2%   11   0.1%       17
    twice                                    7/112   6.2%    0/1024 0.0%    48/1108  4.3%    4   0.0%        7
    figures + twice (lang.figure_accounting) 14/112 12.5%    1/1024 0.1%    83/1108  7.5%   15   0.1%       24
    figures with prices + twice             15/112 13.4%    8/1024 0.8%   155/1108 14.0%   48   0.4%       73
    kinds doubt (second opinion, held out)  13/112 11.6%   17/1024 1.7%   235/1108 21.2%   56   0.5%        —
    reading doubt > 0.3 (held out)          35/112 31.2%   23/1024 2.2%   480/1108 43.3%  296   2.5%       90
    reading doubt > 0.4                     25/112 22.3%   14/1024 1.4%   411/1108 37.1%  177   1.5%       57
    reading doubt > 0.5                     21/112 18.8%    8/1024 0.8%   353/1108 31.9%  117   1.0%       38
    reading doubt > 0.3  or figures+twice   44/112 39.3%   24/1024 2.3%   539/1108 48.6%  310   2.6%      114
    reading doubt > 0.35 or figures+twice   37/112 33.0%   18/1024 1.8%   505/1108 45.6%  236   2.0%       96
    reading doubt > 0.4  or figures+twice   34/112 30.4%   15/1024 1.5%   477/1108 43.1%  191   1.6%       81
    reading doubt > 0.46 or figures+twice   33/112 29.5%   12/1024 1.2%              —                     74
    reading doubt > 0.5  or figures+twice   32/112 28.6%    9/1024 0.9%   421/1108 38.0%  132   1.1%       62
    reading doubt > 0.55 or figures+twice   30/112 26.8%    7/1024 0.7%              —                     52

The reading doubt's "today" column uses the weights shipped in ``lang/data`` (trained on every first reading) on
today's readings; its sealed columns a model trained without the sealed sets (``reading_checks_doubt``). Its
threshold chosen leave-one-sealed-set-out (the highest of 0.20, 0.22 … 0.70 meeting the bar on the other twelve;
0.34–0.56) with figures+twice: 35/112 silent (31.3 %) for 15/1024 exact (1.5 %). So the sealed bar is met only at a
threshold (≤ 0.4) where today's readings lose ≥ 81 exact rows of these texts alone (the budget is 70, and the rows
first refused would only add to it); at the thresholds inside the budget (≥ 0.48) it catches < 30 %. Nothing shipped (session 34).

Why the accounting catches so few: about half of the sealed sets' silent readings get the *kind* wrong with
every figure used (an order read for a rate asked, "offer" for a refusal, a payment for a dispute) — no accounting sees
those; and many figures the first readers dropped ("the 10 bags", "2 दर्जन वाला", "पाँचों बंडल") are not figures to today's
reader at all before its later passes, so the check cannot name them. ``lang.figure_accounting.ON`` stayed False until session 48.
Not measured: readings of the same text written differently (greeting dropped, markdown stripped, "Rs"/"₹"): the
first readings cannot be re-read by the readers that made them in this time, and today's reader was fixed on them.

Caveat: the marks (background clauses, request cues) come from today's reader, which was fixed on these texts, so
they are better than a new text would get; the curves flatter the checks slightly.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

FIRST = ROOT / "benchmarks" / "data" / "first_readings.jsonl"
#: The thirteen sealed sets of session 34's figures (holdout106, 107, 116–126).
SEALED34 = frozenset({"corpus_holdout106", "corpus_holdout107"} | {f"corpus_holdout{i}" for i in range(116, 127)})


def _sealed_folders() -> frozenset[str]:
    """Every labelled corpus written blind for measuring: its README's title calls it sealed ("sealed121 — a
    sealed, held-out chat corpus …", "Holdout 42: a sealed corpus …")."""
    out = set()
    for d in (ROOT / "tests").glob("corpus*"):
        readme = d / "README.md"
        if readme.exists() and "sealed" in readme.read_text(encoding="utf-8").split("\n", 1)[0].lower():
            out.add(d.name)
    return frozenset(out)


#: The sealed sets (session 48: all of them, 72 folders on 7 Dec 2026; session 34 measured ``SEALED34``).
SEALED = _sealed_folders()


def gold_by_key() -> dict[tuple[str, str], dict]:
    """(corpus, id) → the corpus row (text, gold) of every labelled corpus."""
    import test_reader_chat_corpus as T
    out = {}
    for d in sorted((ROOT / "tests").glob("corpus*")):
        for lang in T.LANGS:
            if (d / f"{lang}.jsonl").exists():
                out.update({(d.name, r["id"]): {**r, "_lang": lang} for r in T.load(lang, d)})
    return out


def first_readings() -> list[dict]:
    """The first readings with their text (``benchmarks/first_readings.py``)."""
    gold = gold_by_key()
    out = []
    for line in FIRST.read_text(encoding="utf-8").splitlines():
        if line.strip():
            d = json.loads(line)
            d["row"] = gold[(d["corpus"], d["id"])]
            out.append(d)
    return out


class Marks:
    """Today's reader's marks of a text: ``figures`` (``lang.figure_accounting.request_figures`` of the first
    MessageReader that reads it) and today's ``reading`` (e-mail, second opinion as read_message's default)."""

    def __init__(self) -> None:
        import lang.reader as reader_module
        self._readers: list = []
        original = reader_module.MessageReader.read
        caught = self._readers

        def read(reader):
            out = original(reader)
            caught.append(reader)
            return out
        reader_module.MessageReader.read = read  # this process only: the benchmark's window into the reader

    def of(self, text: str, catalogue):
        from lang.figure_accounting import request_figures
        from lang.reader import read_message
        self._readers.clear()
        reading = read_message(text, catalogue, email=True)
        figures = request_figures(self._readers[0]) if self._readers else []
        return figures, reading


def _refused(check: str, figures, rows, catalogue) -> bool:
    from lang.figure_accounting import acted_twice, unaccounted
    if check == "twice":
        return bool(acted_twice(rows))
    if check == "figures":
        return bool(unaccounted(figures, rows, catalogue, prices=False))
    if check == "figures+twice":
        return bool(unaccounted(figures, rows, catalogue, prices=False) or acted_twice(rows))
    if check == "figures+prices+twice":
        return bool(unaccounted(figures, rows, catalogue, prices=True) or acted_twice(rows))
    raise KeyError(check)


CHECKS = ("figures", "twice", "figures+twice", "figures+prices+twice")


def curves(firsts: list[dict]) -> dict[str, Counter]:
    """Per check: Counter of (sealed|rest, silent|exact, refused) over the first readings, and (today, exact,
    refused) over the same texts read today."""
    import lang.figure_accounting as fa
    import test_reader_chat_corpus as T
    from market.catalogue import load_catalogue
    cat = load_catalogue()
    marks = Marks()
    out = {c: Counter() for c in CHECKS}
    shipped, fa.ON = fa.ON, False  # today's reading with no check: the rows a check would refuse
    for d in firsts:
        figures, reading = marks.of(d["row"]["text"], cat)
        part = "sealed" if d["corpus"] in SEALED else "rest"
        today = T.read_rows(reading) if reading.readable else None
        row = d["row"]
        today_exact = today is not None and row["readable"] and T.same(T.gold_rows(row), today)
        for c in CHECKS:
            refused = _refused(c, figures, d["rows"], cat)
            out[c][(part, d["v"], refused)] += 1
            if d["corpus"] in SEALED34:
                out[c][("sealed34", d["v"], refused)] += 1
            if refused and part == "sealed":
                out[c].setdefault("_sealed_refused", []).append((d["corpus"], d["id"], d["v"]))  # type: ignore
            if today_exact:
                out[c][("today", "exact", _refused(c, figures, today, cat))] += 1
    fa.ON = shipped
    return out


#: The variants measured on today's readings: (``FIGURES``, ``PRICES``, ``TWICE``) of ``lang.figure_accounting``.
VARIANTS = {"figures+twice": (True, False, True), "figures+prices+twice": (True, True, True),
            "twice": (False, False, True), "figures": (True, False, False)}


def today_with_check_on(variants=tuple(VARIANTS)) -> dict[str, dict]:
    """Every labelled e-mail row read today with ``lang.figure_accounting`` off and with each of ``variants`` on.
    Per variant: ``verdicts`` (Counter of (language, off verdict, on verdict)), ``lost`` (exact → unread: the cost),
    ``gained`` (silent → unread: the gain), as (corpus, id, language, reason key) — and ``exact`` per language."""
    import lang.figure_accounting as fa
    import test_reader_chat_corpus as T
    from lang.reader import read_message
    from market.catalogue import load_catalogue
    cat = load_catalogue()
    gold = gold_by_key()
    out = {v: {"verdicts": Counter(), "lost": [], "gained": []} for v in variants}
    exact: Counter = Counter()

    def verdict(row, r):
        if r.readable and any(i.kind == "bill" for i in r.intents):
            r = r.model_copy(update={"readable": False})
        got = T.read_rows(r) if r.readable else []
        ok = (r.readable and T.same(T.gold_rows(row), got)) if row["readable"] else not r.readable
        return "exact" if ok else ("silent" if r.readable else "unread"), r

    import lang.guards as guards
    original, fired = guards.accounted, set()
    shipped = (fa.ON, fa.FIGURES, fa.PRICES, fa.TWICE)

    def accounted(reader, intents):  # which variants would refuse at this call (all off: a no-op as shipped)
        if getattr(reader, "email", False) and intents:
            for v in variants:
                fa.FIGURES, fa.PRICES, fa.TWICE = VARIANTS[v]
                if fa.accounting_refusal(reader, intents, reader.cat) is not None:
                    fired.add(v)
            fa.FIGURES, fa.PRICES, fa.TWICE = VARIANTS[current] if current else shipped[1:]
        return original(reader, intents)

    guards.accounted, current = accounted, None
    try:
        for key, row in gold.items():
            if row.get("style") == "counter" or not all(k in row for k in ("text", "readable", "intents")):
                continue
            lang = row["_lang"]
            fa.ON, current = False, None
            fired.clear()
            off, _ = verdict(row, read_message(row["text"], cat, email=True))
            exact[lang] += off == "exact"
            for v in variants:
                on = off  # a variant that refuses at no call of the reading leaves it as it is: not read again
                if v in fired:
                    fa.ON, current = True, v
                    fa.FIGURES, fa.PRICES, fa.TWICE = VARIANTS[v]
                    on, r = verdict(row, read_message(row["text"], cat, email=True))
                    fa.ON, current = False, None
                out[v]["verdicts"][(lang, off, on)] += 1
                if off != on and on == "unread":
                    out[v]["lost" if off == "exact" else "gained"].append((*key, lang, r.reason_key, r.reason))
                elif off != on:
                    out[v].setdefault("other", []).append((*key, lang, off, on))
    finally:
        guards.accounted = original
        fa.ON, fa.FIGURES, fa.PRICES, fa.TWICE = shipped
    for v in variants:
        out[v]["exact"] = exact
    return out


def _share(c: Counter, part: str, v: str) -> str:
    n = c[(part, v, True)] + c[(part, v, False)]
    return f"{c[(part, v, True)]}/{n} ({100 * c[(part, v, True)] / max(n, 1):.1f}%)"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--today", action="store_true", help="also read every labelled row with the check on")
    ap.add_argument("-v", "--verbose", action="store_true", help="list the sealed first readings each check refuses")
    ap.add_argument("--doubt", action="store_true", help="also the reading doubt held out (scikit-learn)")
    args = ap.parse_args()
    firsts = first_readings()
    for check, c in curves(firsts).items():
        refused = c.pop("_sealed_refused", [])
        print(f"{check:22s} sealed silent {_share(c, 'sealed', 'silent'):16s} exact {_share(c, 'sealed', 'exact'):14s}"
              f" | sealed34 silent {_share(c, 'sealed34', 'silent'):14s} exact {_share(c, 'sealed34', 'exact'):12s}"
              f" | rest silent {_share(c, 'rest', 'silent'):16s} exact {_share(c, 'rest', 'exact'):16s}"
              f" | today exact refused {c[('today', 'exact', True)]}")
        if args.verbose:
            for corpus, id_, v in refused:
                print("    sealed first reading refused:", v, corpus, id_)
    if args.today:
        for v, res in today_with_check_on().items():
            per = []
            for lang in ("en", "hi", "hinglish"):
                lost = sum(1 for k in res["lost"] if k[2] == lang)
                gained = sum(1 for k in res["gained"] if k[2] == lang)
                per.append(f"{lang} lost {lost}/{res['exact'][lang]} ({100 * lost / max(res['exact'][lang], 1):.2f}%)"
                           f" gained {gained}")
            print(f"today, {v} on: " + "; ".join(per))
            for k in res["lost"]:
                print("    lost  ", *k)
            for k in res["gained"]:
                print("    gained", *k)
            for k in res.get("other", []):
                print("    other ", *k)
    if args.doubt:
        from reading_checks_doubt import held_out_doubt  # benchmarks/reading_checks_doubt.py
        held_out_doubt(firsts, SEALED)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
