"""The language ablation's differences with their uncertainty (``kirana.study_ablation``), from hand-built results.

A new user's trial (session 41) read "hi − en −1.23 pp" (−1.24 pp from unrounded shares) and "hinglish − en +11.23 pp" with no sd, no n and no
warning over 2 seeds whose hi shares were 23.1 % and 46.7 %; its refused share counted e-mails not written in the
condition's language (hi: 5 of 28, English or no words); and "refused share", a mean of the seeds' shares, sat under
rows that are means of counts (hi: 5 / 14 = 35.7 % against 34.87 % shown). Shares are averaged as each run's
refused ÷ sent (session 51: scores.json's four decimals had moved 34.87 % to 34.88 %). The seeds are paired across languages,
so each difference is the seeds' differences' mean, sd and n, with a verdict by a stated rule."""
from __future__ import annotations

from types import SimpleNamespace as NS

import pytest

from kirana.study_ablation import paired_difference, verdict
from kirana.study_report import report_markdown

SHARE = "| refused share (mean of the seeds' shares) |"
WRITTEN_SHARE = "| written in it: refused share (mean of the seeds' shares) |"


def _row(lang: str, seed: int, sent: int, refused: int, written: tuple[int, int] | None = None,
         profit: float = 0.0) -> dict:
    """One run's flattened scores as ``results.csv`` holds them: ``sent``/``refused`` over every e-mail, ``written``
    (sent, refused) over those written in the condition's language (all of them when None); shares rounded to 4
    decimals as ``scores.json`` gives them."""
    w_sent, w_refused = written or (sent, refused)
    return {"study": "t", "run_id": f"default-{lang}-fake-seed{seed}", "scenario": "default", "language": lang,
            "models": "fake", "seed": seed, "engine": "autogen", "profit_inr": profit,
            "refused_emails.sent": sent, "refused_emails.refused": refused,
            "refused_emails.share": round(refused / sent, 4),
            f"refused_emails_by_message_language.{lang}.sent": w_sent,
            f"refused_emails_by_message_language.{lang}.refused": w_refused,
            f"refused_emails_by_message_language.{lang}.share": round(w_refused / w_sent, 4)}


def _report(rows: list[dict], langs: list[str]) -> str:
    study = NS(name="t", description="", languages=langs)
    runs = [NS(run_id=r["run_id"], scenario_name="default", language=r["language"], models="fake", seed=r["seed"])
            for r in rows]
    return report_markdown(study, runs, rows)


def _cells(report: str, start: str) -> list[str]:
    line = next(l for l in report.split("## Language ablation", 1)[1].splitlines() if l.startswith(start))
    return [c.strip() for c in line.strip("|").split("|")]


# the trial's fake-manager study (seeds 0, 1): every e-mail, and those written in the condition's language
TRIAL = [_row("en", 0, 27, 9), _row("en", 1, 36, 14, (35, 13)),
         _row("hi", 0, 13, 3, (11, 3)), _row("hi", 1, 15, 7, (12, 5)),
         _row("hinglish", 0, 17, 8, (13, 5)), _row("hinglish", 1, 21, 10, (17, 8))]


def test_the_trials_differences_come_with_sd_and_n_and_cannot_be_told_from_zero_over_two_seeds():
    report = _report(TRIAL, ["en", "hi", "hinglish"])
    assert _cells(report, SHARE)[1:] == [
        "36.11 % ± 3.93 pp", "34.87 % ± 16.68 pp", "47.34 % ± 0.40 pp",   # hi (3/13 + 7/15) / 2 = 34.872 %
        "−1.24 pp (sd 12.75 pp, n 2; cannot tell from 0: n < 3)",     # per seed −10.256 and +7.778 pp
        "+11.23 pp (sd 3.53 pp, n 2; cannot tell from 0: n < 3)"]     # per seed +13.725 and +8.730 pp
    assert "told from 0 only when n ≥ 3 and |mean| > 2 × sd/√n" in report


def test_the_share_over_emails_written_in_the_conditions_language_is_beside_it_and_differenced():
    report = _report(TRIAL, ["en", "hi", "hinglish"])
    # en 9/27 = 33.33 %, 13/35 = 37.14 %; hi 3/11 = 27.27 %, 5/12 = 41.67 %; hinglish 5/13 = 38.46 %, 8/17 = 47.06 %
    assert _cells(report, WRITTEN_SHARE)[1:4] == ["35.24 % ± 2.69 pp", "34.47 % ± 10.18 pp", "42.76 % ± 6.08 pp"]
    # hi − en per seed −6.061 and +4.524 pp: mean −0.768, sd 7.484 (the rounded shares gave −0.76, 7.49); hinglish
    # − en +5.128 and +9.916 pp: +7.522 (gave +7.53)
    assert _cells(report, WRITTEN_SHARE)[4:] == ["−0.77 pp (sd 7.48 pp, n 2; cannot tell from 0: n < 3)",
                                                 "+7.52 pp (sd 3.39 pp, n 2; cannot tell from 0: n < 3)"]
    assert _cells(report, "| written in it: sent")[1:4] == ["31 ± 5.66", "11.5 ± 0.71", "15 ± 2.83"]
    ablation = report.split("## Language ablation", 1)[1]
    # which is which, said in the caveat, with the e-mails not written in each condition's language
    assert "Not written in it, over these seeds: en 1 of 63, hi 5 of 28, hinglish 8 of 38." in ablation
    assert "for en, the English ones" in ablation


def test_a_share_of_means_is_labelled_and_the_pooled_share_printed_beside_it():
    report = _report(TRIAL, ["en", "hi", "hinglish"])
    assert _cells(report, "| refused (mean a seed) |")[1:4] == ["11.5 ± 3.54", "5 ± 2.83", "9 ± 1.41"]
    assert _cells(report, "| e-mails sent (mean a seed) |")[1:4] == ["31.5 ± 6.36", "14 ± 1.41", "19 ± 2.83"]
    ablation = report.split("## Language ablation", 1)[1]
    assert ("Refused ÷ sent over these seeds together: every e-mail en 23 / 63 = 36.51 %, hi 10 / 28 = 35.71 %, "
            "hinglish 18 / 38 = 47.37 %; written in it en 22 / 62 = 35.48 %, hi 8 / 23 = 34.78 %, hinglish 13 / 30 "
            "= 43.33 %.") in ablation


def test_four_seeds_tell_a_steady_difference_from_zero_but_not_a_noisy_one():
    en = [_row("en", s, 100, 10, profit=1000.0 * s) for s in range(4)]
    hi = [_row("hi", s, 100, r, profit=1000.0 * s - 250.0) for s, r in enumerate((20, 22, 18, 20))]
    hinglish = [_row("hinglish", s, 100, r, profit=1000.0 * s) for s, r in enumerate((30, 5, 10, 15))]
    report = _report(en + hi + hinglish, ["en", "hi", "hinglish"])
    # hi − en per seed: +10, +12, +8, +10 pp: mean 10, sd 1.63, 2 × sd/√4 = 1.63 < 10
    # hinglish − en per seed: +20, −5, 0, +5 pp: mean 5, sd 10.80, 2 × sd/√4 = 10.80 > 5
    assert _cells(report, SHARE)[4:] == ["+10.00 pp (sd 1.63 pp, n 4; told from 0)",
                                         "+5.00 pp (sd 10.80 pp, n 4; cannot tell from 0: within 2 × sd/√n)"]
    tables = [l for l in report.split("## Language ablation", 1)[1].splitlines() if l.startswith("|")]
    assert {l.count("|") for l in tables} == {7}   # score, 3 languages, 2 differences: no "|" inside a cell
    # −₹250 in every seed: sd 0, told from 0; the same profit in every seed: no difference at all
    assert _cells(report, "| profit_inr |")[4:] == ["−₹250.00 (sd ₹0, n 4; told from 0)",
                                                    "±₹0 (n 4; same in every seed)"]


@pytest.mark.parametrize("diffs, said", [
    ([0.0, 0.0], "same in every seed"),
    ([0.1], "cannot tell from 0: n < 3"),
    ([0.1, 0.12], "cannot tell from 0: n < 3"),
    ([0.1, 0.12, 0.08], "told from 0"),                         # mean 0.1, sd 0.02: 2 × 0.02/√3 = 0.023
    ([0.3, -0.1, 0.1], "cannot tell from 0: within 2 × sd/√n"),  # mean 0.1, sd 0.2: 2 × 0.2/√3 = 0.23
])
def test_the_verdict_rule(diffs, said):
    rows = [{"language": "en", "seed": s, "x": 0.0} for s in range(len(diffs))]
    rows += [{"language": "hi", "seed": s, "x": d} for s, d in enumerate(diffs)]
    mean, sd, n, got = paired_difference(rows, "hi", lambda l: "x")
    assert (n, got) == (len(diffs), diffs)
    assert mean == pytest.approx(sum(diffs) / len(diffs))
    assert verdict(mean, sd, n, got) == said


def test_a_seed_missing_a_value_is_left_out_of_the_pairs():
    rows = [{"language": "en", "seed": 0, "x": 0.2}, {"language": "hi", "seed": 0, "x": 0.5},
            {"language": "en", "seed": 1, "x": 0.1}, {"language": "hi", "seed": 1, "x": None},
            {"language": "en", "seed": 2, "x": 0.3}, {"language": "hi", "seed": 2, "x": 0.4}]
    mean, sd, n, diffs = paired_difference(rows, "hi", lambda l: "x")
    assert n == 2 and diffs == pytest.approx([0.3, 0.1]) and mean == pytest.approx(0.2)
    assert sd == pytest.approx(0.1414, abs=1e-4)
    assert paired_difference([], "hi", lambda l: "x") == (None, None, 0, [])
