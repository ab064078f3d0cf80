"""``kirana baselines``: the score scale, each scripted shop's profit per seed and the mean, as a table or JSON."""
from __future__ import annotations

import json
import os

import typer

from kirana.terminal import fail, progress_bar, wide

__all__ = ["baselines"]


def baselines(seeds: str = typer.Option("0-4", help="seeds, e.g. 0-4 or 0,2,5"),
              days: int = typer.Option(30, min=1, max=366, help="simulated days per month"),
              scenario: str = typer.Option("default", help="built-in scenario name or YAML path"),
              workers: int = typer.Option(min(2, os.cpu_count() or 1), min=1, help="worker processes"),
              as_json: bool = typer.Option(False, "--json", help="print JSON instead of a table")) -> None:
    """Print the score scale: each scripted shop's profit per seed and the mean, in rupees, with the
    newsvendor rule baseline and the oracle (an upper bound that reads hidden state)."""
    from kirana.baselines import baselines as compute, parse_seeds
    from scenarios import ScenarioError, load_scenario
    try:
        seed_list = parse_seeds(seeds)
        if len(seed_list) > 1000:
            raise ValueError(f"--seeds: {len(seed_list)} seeds; at most 1,000 at once")
        load_scenario(scenario)
    except (ValueError, ScenarioError) as exc:
        fail(str(exc))
    from rich.table import Table

    from events.money import format_inr, paise
    from kirana.baselines import SHOP_ORDER
    from report.labels import shop_label
    total = len(SHOP_ORDER) * len(seed_list)
    with progress_bar() as bar:
        task = bar.add_task("months", total=total)
        result = compute(seed_list, days, scenario, workers, on_done=lambda: bar.advance(task))
    if as_json:
        print(json.dumps(result, indent=1))
        return
    table = Table(title=f"Score scale: {days} days, seeds {seeds} ({scenario})")
    table.add_column("scripted shop", no_wrap=True)
    for s in seed_list:
        table.add_column(f"S{s}", justify="right")
    table.add_column("mean", justify="right")
    for name, entry in result["shops"].items():
        table.add_row(shop_label(name), *[format_inr(paise(entry["profit_inr"][str(s)]), sign=True) for s in seed_list],
                      format_inr(paise(entry["mean_profit_inr"]), sign=True))
    wide.print(table)
