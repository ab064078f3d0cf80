"""The language ablation's verdict on a tie, and under a change of scale (``kirana.study_ablation.verdict``).

A new user's trial (session 49, runs/main2 report lines 3196–3197) read hinglish − en refused e-mails over seeds
0, 1, 2 with differences (1, 0, 1) as "+0.67 (sd 0.58, n 3; told from 0)" and the same e-mails as a share (each
count ÷ 27) as "+2.47 pp (sd 2.14 pp, n 3; cannot tell from 0)": |mean| = 2 × sd/√3 exactly, and floating-point
rounding of ``|mean| < 2 × sd/√n`` decided the side. The rule now compares the t statistic (no unit) with 2, and a
tie is "cannot tell from 0" (the interval mean ± 2 × sd/√n then reaches 0)."""
from __future__ import annotations

import itertools
import math
import statistics
from types import SimpleNamespace as NS

import pytest

from kirana.study_ablation import t_statistic, verdict
from kirana.study_report import report_markdown

CANNOT = "cannot tell from 0: within 2 × sd/√n"
#: Positive factors a score is seen under: a share of 27, 25 or 22 e-mails, percent, paise, rupees in lakhs, ...
SCALES = (1, 1 / 27, 1 / 25, 1 / 22, 1 / 7, 1 / 3, 0.01, 100, 3.7, 1e6)


def _said(diffs: list[float]) -> str:
    return verdict(statistics.mean(diffs), statistics.stdev(diffs), len(diffs), diffs)


def test_the_trials_tie_gets_one_verdict_as_a_count_and_as_a_share():
    # (1, 0, 1): mean 2/3, sd 1/√3, 2 × sd/√3 = 2/3 = |mean|: t = 2 exactly, a tie
    assert _said([1, 0, 1]) == CANNOT
    assert _said([1 / 27, 0, 1 / 27]) == CANNOT
    assert _said([4 / 27 - 3 / 27, 0.0, 4 / 27 - 3 / 27]) == CANNOT   # as the shares are differenced
    assert _said([0.1481 - 0.1111, 0.0, 0.1481 - 0.1111]) == CANNOT   # the shares rounded to 4 places (scores.json)
    assert t_statistic(2 / 3, 1 / math.sqrt(3), 3) == pytest.approx(2.0, rel=1e-12)


@pytest.mark.parametrize("diffs, t, said", [
    ([2, 1, 3], 2 * math.sqrt(3), "told from 0"),        # mean 2, sd 1: t = 2 × √3 = 3.46
    ([1, 0, 2], math.sqrt(3), CANNOT),                   # mean 1, sd 1: t = √3 = 1.73
    ([1, 0.01, 1], 2.0303030303, "told from 0"),         # mean 0.67, sd 0.5716: just above a tie, not swallowed
    ([-1, 0, -1], 2.0, CANNOT),                          # a tie on the negative side
    ([3, 3, 3, -1], 2.0, CANNOT),                        # mean 2, sd 2 (variance (3 × 1 + 9) / 3): t = 2 × 2 / 2
    ([5, 4, 6, 5], math.sqrt(150), "told from 0"),       # mean 5, sd √(2/3): t = 5 × 2 / 0.8165 = 12.25
    ([3, 3, 3], math.inf, "told from 0"),                # the same difference in every seed: sd 0
])
def test_hand_computed_t_and_verdicts(diffs, t, said):
    mean, sd = statistics.mean(diffs), statistics.stdev(diffs)
    assert t_statistic(mean, sd, len(diffs)) == pytest.approx(t, rel=1e-9)
    assert _said(diffs) == said


def test_every_positive_scale_gives_the_same_verdict():
    # every pattern of 3 or 4 seed differences in −3..3 (2,742 of them); before session 49, 26 (every tie, such as
    # (1, 0, 1), (−2, −2, 0) and (3, 3, 3, −1)) got two verdicts across these scales
    split = []
    for n in (3, 4):
        for d in itertools.product(range(-3, 4), repeat=n):
            if any(d):
                said = {_said([x * c for x in d]) for c in SCALES}
                if len(said) > 1:
                    split.append((d, said))
    assert split == []


def test_the_report_rows_of_a_count_and_its_share_agree():
    def row(lang, seed, refused):
        return {"study": "t", "run_id": f"default-{lang}-fake-seed{seed}", "scenario": "default", "language": lang,
                "models": "fake", "seed": seed, "engine": "autogen", "refused_emails.sent": 27,
                "refused_emails.refused": refused, "refused_emails.share": round(refused / 27, 4)}
    # the trial's main2: en 3, 3, 3 and hinglish 4, 3, 4 of 27 e-mails a seed
    rows = [row("en", s, 3) for s in range(3)] + [row("hinglish", s, r) for s, r in enumerate((4, 3, 4))]
    study = NS(name="t", description="", languages=["en", "hinglish"])
    runs = [NS(run_id=r["run_id"], scenario_name="default", language=r["language"], models="fake", seed=r["seed"])
            for r in rows]
    ablation = report_markdown(study, runs, rows).split("## Language ablation", 1)[1].splitlines()
    cells = {l.split("|")[1].strip(): l.strip("|").split("|")[-1].strip() for l in ablation if l.startswith("| ")}
    assert cells["refused (mean a seed)"] == f"+0.67 (sd 0.58, n 3; {CANNOT})"
    assert cells["refused share (mean of the seeds' shares)"] == f"+2.47 pp (sd 2.14 pp, n 3; {CANNOT})"



def test_a_mean_difference_of_float_rounding_is_zero_not_signed_by_the_noise():
    from kirana.study_ablation import difference_cell

    def cell(en, hi, col="refused_emails.share"):
        rows = [{"language": "en", "seed": s, col: v} for s, v in enumerate(en)]
        rows += [{"language": "hi", "seed": s, col: v} for s, v in enumerate(hi)]
        return difference_cell(rows, "hi", lambda l: col, col)
    # seed differences 0.3 − 0.1 and 0.0 − 0.2: +0.2 and −0.2 in decimals, 0.19999999999999998 and −0.2 in floats,
    # whose mean is −1.4e-17: before session 49 "−0.00 pp", and "+0.00 pp" with the languages' values swapped
    assert cell([0.1, 0.2], [0.3, 0.0]) == "±0.00 pp (sd 28.28 pp, n 2; cannot tell from 0: n < 3)"
    assert cell([0.3, 0.0], [0.1, 0.2]) == "±0.00 pp (sd 28.28 pp, n 2; cannot tell from 0: n < 3)"
    # ₹99,999.60 − ₹99,999.50 and ₹99,999.60 − ₹99,999.70: +₹0.10 and −₹0.10, in floats 0.10000000000582077 and
    # −0.09999999999126885, mean 7.3e-12: before, "₹0.00" (no sign, as no other zero difference is shown)
    assert cell([99999.5, 99999.7], [99999.6, 99999.6], "profit_inr") == "±₹0 (sd ₹0, n 2; cannot tell from 0: n < 3)"
    # a real difference below the shown precision keeps its sign (−0.01, 0, 0 percentage points: mean −0.0033 pp)
    assert cell([99.66, 99.31, 98.59], [99.65, 99.31, 98.59], "x_pct").startswith("−0.00 pp (sd 0.01 pp, n 3;")
