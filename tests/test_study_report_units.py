"""The study report's units and its language ablation, from a hand-made results table (a new user's trial, session
36): shares printed in percent with two decimals, differences in percentage points; each run's refused e-mails in
its own supplier language (``refused_emails``) differenced between languages and in the headline table, with each
condition's e-mails sent beside its share; per-language breakdowns not differenced; and what to write when a
study has no ``models``."""
from __future__ import annotations

import textwrap
from types import SimpleNamespace as NS

import pytest

from kirana.study_report import per_language, report_markdown
from scenarios.study import StudyError, load_study
from scoring import language_scores
from event_builder import complete

LANGS = ["en", "hi", "hinglish"]


def _row(lang: str, seed: int, sent: int, refused: int, profit: float) -> dict:
    """One run's flattened scores as ``results.csv`` holds them (a share is a fraction 0–1)."""
    share = round(refused / sent, 4)
    return {"study": "t", "run_id": f"default-{lang}-fake-seed{seed}", "scenario": "default", "language": lang,
            "models": "fake", "seed": seed, "engine": "autogen", "profit_inr": profit,
            "refused_emails.sent": sent, "refused_emails.refused": refused, "refused_emails.share": share,
            f"refused_emails_by_language.{lang}.sent": sent, f"refused_emails_by_language.{lang}.share": share,
            f"refused_emails_by_message_language.{lang}.sent": sent,
            f"refused_emails_by_message_language.{lang}.refused": refused,
            f"counter_by_language.{lang}.customers": 40, "refused_emails_by_reason.no_quantity.total": refused,
            f"refused_emails_by_reason.no_quantity.{lang}": refused, "bargaining_range_captured_pct": 61.5}


def _report(rows: list[dict], langs=LANGS) -> str:
    study = NS(name="t", description="", languages=langs)
    runs = [NS(run_id=r["run_id"], scenario_name="default", language=r["language"], models="fake", seed=r["seed"])
            for r in rows]
    return report_markdown(study, runs, rows)


# the trial's first study: 0 / 250 in English, 10 / 229 in Hindi and in Hinglish
TRIAL = [_row("en", 0, 250, 0, -100000.0), _row("hi", 0, 229, 10, -111298.0), _row("hinglish", 0, 229, 10, -111298.0)]


#: The refused share's label in the ablation (a mean of the seeds' shares: not refused ÷ sent of the rows above).
SHARE = "refused share (mean of the seeds' shares)"
#: A difference over one paired seed.
ONE_SEED = "{} (n 1; cannot tell from 0: n < 3)"


def _line(report: str, start: str, section: str = "## Language ablation") -> list[str]:
    """The cells of the first table line opening ``start`` after ``section``."""
    line = next(l for l in report.split(section, 1)[1].splitlines() if l.startswith(start))
    return [c.strip() for c in line.strip("|").split("|")]


def test_a_share_is_printed_in_percent_with_two_decimals():
    report = _report(TRIAL)
    assert "a `share` is a fraction 0–1 in `scores.json` and `results.csv`, shown here × 100" in report
    # the headline: 10 / 229 = 4.37 %, not "0.04"; the e-mails sent beside the share
    assert _line(report, "| default | hi |", "## Headline") == ["default", "hi", "fake", "1", "0", "−₹1,11,298", "229",
                                                                   "10", "4.37 %"]
    # the trial's second study: 5.35 % and 5.13 % are two figures, not both "0.05"
    second = _report([_row("en", 0, 243, 13, 0.0), _row("hi", 0, 234, 12, 0.0), _row("hinglish", 0, 234, 12, 0.0)])
    assert _line(second, "| refused share") == [SHARE, "5.35 %", "5.13 %", "5.13 %", ONE_SEED.format("−0.22 pp"),
                                                ONE_SEED.format("−0.22 pp")]
    assert _line(second, "| bargaining_range_captured_pct |")[1:4] == ["61.50 %"] * 3


def test_the_ablation_differences_the_own_language_refused_share():
    report = _report(TRIAL)
    one = ONE_SEED.format
    assert _line(report, "| refused share") == [SHARE, "0.00 %", "4.37 %", "4.37 %", one("+4.37 pp"), one("+4.37 pp")]
    assert _line(report, "| e-mails sent") == ["e-mails sent (mean a seed)", "250", "229", "229", one("−21"),
                                               one("−21")]
    assert _line(report, "| refused (") == ["refused (mean a seed)", "0", "10", "10", one("+10"), one("+10")]
    assert _line(report, "| refused_emails.share |") == ["refused_emails.share", "0.00 %", "4.37 %", "4.37 %",
                                                         one("+4.37 pp"), one("+4.37 pp")]


def test_the_languages_are_said_to_be_compared_over_different_emails():
    ablation = _report(TRIAL).split("## Language ablation", 1)[1]
    assert "Each language's share is over its own e-mails (sent, mean a seed: en 250, hi 229, hinglish 229)" \
        in ablation
    assert "compared over different e-mails" in ablation


def test_per_language_breakdowns_are_shown_per_condition_not_differenced():
    report = _report(TRIAL)
    ablation = report.split("## Language ablation", 1)[1]
    assert "−250" not in ablation and "+229" not in ablation
    for key in ("refused_emails_by_language.", "refused_emails_by_message_language.", "counter_by_language.",
                "refused_emails_by_reason.no_quantity.hi"):
        assert key not in ablation.split("| score |", 1)[1]
        assert key in report.split("## Language ablation")[0]  # in the per-condition tables
    per_condition = report.split("### default · language hi · models fake", 1)[1].split("###", 1)[0]
    assert "| refused_emails_by_message_language.hi.sent | 229 |" in per_condition
    assert _line(report, "| refused_emails_by_reason.no_quantity.total |")[4:] == [ONE_SEED.format("+10")] * 2
    assert per_language("refused_emails_by_reason.no_quantity.hinglish")
    assert per_language("counter_by_language.en.customers") and per_language("refused_emails_by_message_language"
                                                                             ".no_words.sent")
    assert not per_language("refused_emails.share") and not per_language("refused_emails_by_reason.no_quantity.total")


def test_a_spread_of_shares_is_in_percentage_points():
    rows = [_row("en", 0, 200, 10, 0.0), _row("en", 1, 200, 20, 0.0),
            _row("hi", 0, 200, 10, 0.0), _row("hi", 1, 200, 10, 0.0)]
    report = _report(rows, ["en", "hi"])
    assert _line(report, "| default | en |", "## Headline")[-1] == "7.50 % ± 3.54 pp"
    assert _line(report, "| refused share") == [SHARE, "7.50 % ± 3.54 pp", "5.00 % ± 0.00 pp",
                                                "−2.50 pp (sd 3.54 pp, n 2; cannot tell from 0: n < 3)"]


def test_refused_emails_counts_every_email_of_the_run():
    events = [complete({"seq": i, "day": 1, "minute": 600 + i, "kind": "email_received", "supplier_id": "S1",
                        "language": "hi", "readable": readable, "message_language": "hi"})
              for i, readable in enumerate((True, False, True, True))]
    scores = language_scores(events)
    assert scores["refused_emails"] == {"sent": 4, "refused": 1, "share": 0.25}
    assert scores["refused_emails"] == {k: scores["refused_emails_by_language"]["hi"][k] for k in ("sent", "refused",
                                                                                                 "share")}
    assert language_scores([])["refused_emails"] == {"sent": 0, "refused": 0, "share": None}


@pytest.mark.parametrize("models", ["", "models: {}\n"])
def test_a_study_without_models_says_what_to_write(tmp_path, models):
    path = tmp_path / "s.yaml"
    path.write_text(textwrap.dedent("""\
        name: s
        scenarios: [default]
        languages: [en, hi]
        """) + models, encoding="utf-8")
    with pytest.raises(StudyError) as err:
        load_study(path)
    (line,) = str(err.value).splitlines()
    assert line.startswith(f"{path}:{4 if models else 1}: models: ")
    assert line.endswith("; write for example `models: {reference: {}}` or `models: {mine: {manager: "
                         '"openai:MODEL@http://HOST:PORT/v1"}}`')


def test_languages_are_compared_only_over_seeds_every_language_finished():
    """The trial's study (session 38): en finished seeds 1 and 2, hi 0, 1 and 2, hinglish none; then en only seed 0
    and hi only seed 2. A difference may only come from seeds both languages finished."""
    rows = [_row("en", 1, 200, 10, 1000.0), _row("en", 2, 200, 10, 3000.0),
            _row("hi", 0, 200, 10, -5000.0), _row("hi", 1, 200, 10, 1000.0), _row("hi", 2, 200, 10, 3000.0)]
    report = _report(rows, ["en", "hi"])
    assert _line(report, "| default | hi |", "## Headline")[3:6] == ["3", "0, 1, 2", "−₹333 ± ₹4,163"]
    ablation = report.split("## Language ablation", 1)[1]
    assert "### default · models fake (mean across seeds 1, 2)" in ablation
    assert "Compared over the seeds every language finished, 1, 2" in ablation and "hi 0." in ablation
    assert _line(report, "| profit_inr |") == ["profit_inr", "₹2,000 ± ₹1,414", "₹2,000 ± ₹1,414",
                                               "±₹0 (n 2; same in every seed)"]
    # no seed in common: no table, and the seeds each language finished are named
    apart = _report([_row("en", 0, 200, 10, 1000.0), _row("hi", 2, 200, 10, -5489.89)], ["en", "hi"])
    ablation = apart.split("## Language ablation", 1)[1]
    assert "No seed has a finished run in every language" in ablation and "en 0; hi 2" in ablation
    assert "| profit_inr |" not in ablation


def test_the_staff_headline_shows_every_reported_field_and_instructions_followed():
    rows = [dict(_row("en", 0, 200, 10, 0.0), **{"report_fields.munshi.sales.exact_pct": 100.0,
                                                   "report_fields.munshi.payables_due.exact_pct": 0.0,
                                                   "instructions_followed_pct.munshi": 0.0}),
            dict(_row("en", 1, 200, 10, 0.0), **{"report_fields.munshi.sales.exact_pct": 100.0,
                                                   "report_fields.munshi.payables_due.exact_pct": 50.0,
                                                   "instructions_followed_pct.munshi": 0.0})]
    report = _report(rows, ["en"])
    staff = report.split("## Staff:", 1)[1].split("##", 1)[0]
    assert "| munshi.sales exact | munshi.payables_due exact | instructions followed: munshi |" in staff
    assert _line(report, "| default | en |", "## Staff:") == ["default", "en", "fake", "2", "100.00 % ± 0.00 pp",
                                                              "25.00 % ± 35.36 pp", "0.00 % ± 0.00 pp"]


def test_models_are_compared_over_the_seeds_every_condition_finished():
    """The re-trial's study (session 38): the reference finished seeds 0, 1 and 2, a served model 0 and 1 (its seed 2
    stopped). The headline averages each over its own seeds; a second headline compares both over seeds 0 and 1."""
    ref = [dict(_row("en", s, 200, 10, p), models="reference") for s, p in ((0, 1000.0), (1, 3000.0), (2, 20000.0))]
    mine = [dict(_row("en", s, 200, 10, p), models="mine") for s, p in ((0, 500.0), (1, 2500.0))]
    rows = ref + mine
    study = NS(name="t", description="", languages=["en"])
    runs = [NS(run_id=r["run_id"] + r["models"], scenario_name="default", language="en", models=r["models"],
               seed=r["seed"]) for r in rows]
    report = report_markdown(study, runs, rows)
    # the first headline: each over its own seeds (the reference's ₹8,000 includes seed 2)
    assert _line(report, "| default | en | reference |", "## Headline")[3:6] == ["3", "0, 1, 2", "₹8,000 ± ₹10,440"]
    paired = report.split("### default: the headline over the seeds every condition finished", 1)[1]
    assert "Here each over seeds 0, 1 only" in paired and "en · reference 2" in paired
    assert _line(paired, "| default | en | reference |", "Here each")[3:6] == ["2", "0, 1", "₹2,000 ± ₹1,414"]
    assert _line(paired, "| default | en | mine |", "Here each")[3:6] == ["2", "0, 1", "₹1,500 ± ₹1,414"]
    # every condition finished the same seeds: no second headline
    same = report_markdown(study, runs[:2] + runs[3:], ref[:2] + mine)
    assert "the headline over the seeds every condition finished" not in same
    # no seed in common: said, no table
    apart = report_markdown(study, runs[2:4], [ref[2], mine[0]])
    assert "No seed finished in every condition" in apart and "en · reference 2; en · mine 0" in apart


def test_an_empty_instructions_cell_says_none_asked_or_all_forfeited():
    """The re-trial (session 38) read a bare "—" under "instructions followed: cashier" and could not tell why."""
    rows = [dict(_row("en", 0, 200, 10, 0.0), **{"instructions_followed_pct.cashier": None,
                                                   "instructions_forfeited.cashier": 0,
                                                   "instructions_followed_pct.munshi": None,
                                                   "instructions_forfeited.munshi": 2,
                                                   "instructions_followed_pct.helper": 50.0,
                                                   "instructions_forfeited.helper": 0}),
            dict(_row("hi", 0, 200, 10, 0.0), **{"instructions_followed_pct.cashier": 100.0,
                                                   "instructions_forfeited.cashier": 0,
                                                   "instructions_followed_pct.munshi": 0.0,
                                                   "instructions_forfeited.munshi": 0,
                                                   "instructions_followed_pct.helper": None,
                                                   "instructions_forfeited.helper": 0})]
    report = _report(rows, ["en", "hi"])
    assert "| instructions followed: cashier | instructions followed: munshi | instructions followed: helper |" in report
    assert _line(report, "| default | en |", "## Staff:")[4:] == ["none asked", "all forfeited", "50.00 %"]
    assert _line(report, "| default | hi |", "## Staff:")[4:] == ["100.00 %", "0.00 %", "none asked"]


def test_a_share_row_is_the_mean_of_each_runs_refused_over_sent_not_of_the_rounded_shares():
    """Session 51 (a new user's study): 5 / 98 and 2 / 79 are 3.82 % on average, but scores.json's four-decimal
    shares (0.051, 0.0253) averaged to 3.815 % and the report printed 3.81 %, headline and ablation alike."""
    rows = [_row("en", 0, 98, 5, -1.0), _row("en", 1, 79, 2, -1.0)]
    for row in rows:                                          # as scores.json has it: each share beside its counts
        row["refused_emails_by_language.en.refused"] = row["refused_emails.refused"]
        row["refused_emails_by_message_language.en.share"] = row["refused_emails.share"]
    assert [r["refused_emails.share"] for r in rows] == [0.051, 0.0253]
    report = _report(rows, langs=["en"])
    mean = (5 / 98 + 2 / 79) / 2 * 100
    assert f"{mean:.2f}" == "3.82"
    headline = next(l for l in report.splitlines() if l.startswith("| default | en | fake |"))
    assert "3.82 %" in headline and "3.81 %" not in report, headline
    row = _line(report, "| refused_emails.share |", "## Per condition")
    assert row[1:2] == ["3.82 %"] and row[3:5] == ["2.53 %", "5.10 %"], row
    assert rows[0]["refused_emails.share"] == 0.051          # the rows given are not changed
