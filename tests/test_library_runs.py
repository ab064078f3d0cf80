"""The scenario library: what each file is and that it runs; with scripted staff the language does not move
the economy; a festival shifts walk-in demand on its days only."""
from __future__ import annotations

from importlib.resources import files

import pytest

from agents.direct import play_month
from kirana.scenario_cmd import check_scenario
from market.catalogue import load_catalogue
from scenarios import builtin_names, load_scenario, with_language
from scoring import money_scores


def test_the_three_months_are_the_default_with_seeds_0_to_2():
    default = load_scenario("default").model_dump()
    for seed in range(3):
        month = load_scenario(f"kirana_s{seed}").model_dump()
        assert month["seed"] == seed and month["name"] == f"kirana_s{seed}"
        assert {k: v for k, v in month.items() if k not in ("name", "description", "seed")} == \
               {k: v for k, v in default.items() if k not in ("name", "description", "seed")}


@pytest.mark.parametrize("language", ["en", "hi", "hinglish"])
def test_language_variants_are_the_default_with_one_language(language):
    variant = load_scenario(f"kirana_{language}")
    forced = with_language(load_scenario("default"), language)
    assert {s.language for s in variant.suppliers} == {language}
    assert variant.model_dump(exclude={"name", "description"}) == forced.model_dump(exclude={"name", "description"})


def test_every_library_scenario_validates_and_says_what_it_tests():
    names = builtin_names()
    assert {"default", "kirana_s0", "kirana_s1", "kirana_s2", "kirana_en", "kirana_hi", "kirana_hinglish",
            "kirana_fraud", "kirana_festival"} <= set(names)
    for name in names:
        check_scenario(name)
        text = (files("scenarios") / f"{name}.yaml").read_text(encoding="utf-8")
        assert text.startswith(f"# {name}") and "Tests:" in text or name == "default", name
    fraud = load_scenario("kirana_fraud")
    assert {s.fraud_scheme for s in fraud.suppliers if s.kind == "fraudulent"} == {
        "short_delivery", "substituted_goods", "expired_goods", "inflated_bill", "duplicate_bill", "advance_bait"}
    assert load_scenario("kirana_festival").walk_in.festival.start_day == 12


def test_with_scripted_roles_profit_is_identical_in_every_language():
    """12 days (two GST weeks, bills falling due, every supplier's lead time), seed 0: every counterpart in English,
    in Hindi, in Hinglish — the same money to the paisa (12 rather than 30 days keeps the suite under five
    minutes; `kirana study language_ablation` plays the month)."""
    base = load_scenario("default", seed=0, days=12)
    results = {}
    for language in ("en", "hi", "hinglish"):
        shop = play_month(with_language(base, language))
        assert {e["language"] for e in shop.record.events if e["kind"] == "supplier_terms"} == {language}
        results[language] = money_scores(shop.record.events)
    assert results["en"]["profit_inr"] == results["hi"]["profit_inr"] == results["hinglish"]["profit_inr"]
    assert results["en"] == results["hi"] == results["hinglish"]      # every day's net worth, cash and stock too


def _walk_in_wanted(events, day: int) -> dict[str, int]:
    wanted: dict[str, int] = {}
    for e in events:
        if e["kind"] == "walk_in" and e["day"] == day:
            for line in e["lines"]:
                wanted[line["sku"]] = wanted.get(line["sku"], 0) + line["wanted"]
    return wanted


def test_a_festival_shifts_walk_in_demand_only_on_its_days_and_groups():
    plain = play_month(load_scenario("kirana_s0", days=4))
    festive = play_month(load_scenario("kirana_festival", days=4, name="kirana_s0",
                                       walk_in={**load_scenario("kirana_festival").walk_in.model_dump(),
                                                "festival": {"start_day": 3, "days": 1,
                                                             "factor_by_group": {"dry_fruit": 6.0}}}))
    cat = load_catalogue()
    dry = [it.sku for it in cat if it.hces_group == "dry_fruit"]
    for day in (1, 2):                                                # before the festival: the very same demand
        assert _walk_in_wanted(plain.record.events, day) == _walk_in_wanted(festive.record.events, day)
    before, during = _walk_in_wanted(plain.record.events, 3), _walk_in_wanted(festive.record.events, 3)
    assert sum(during.get(s, 0) for s in dry) > 3 * sum(before.get(s, 0) for s in dry)
    unreached = play_month(load_scenario("kirana_festival", days=2, name="kirana_s0"))  # festival day 12 not reached
    assert unreached.record.events == play_month(load_scenario("kirana_s0", days=2)).record.events


@pytest.mark.parametrize("name", [n for n in builtin_names() if n != "default"])
def test_every_library_scenario_runs(name):
    shop = play_month(load_scenario(name, days=2))
    assert money_scores(shop.record.events)["days_closed"] == 2
