"""The ``kirana`` command line: run a month, print the score scale."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from market.money import format_inr, paise

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="KiranaBench: a simulated Indian kirana run by four agent roles.")
console = Console()
progress_console = Console(stderr=True)  # progress never mixes with --json output on stdout


def _progress() -> Progress:
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                    console=progress_console)


def _fail(message: str) -> None:
    console.print(f"[red]error:[/red] {message}")
    raise typer.Exit(2)


@app.command()
def run(scenario: str = typer.Option("default", help="built-in scenario name or path to a YAML file"),
        seed: Optional[int] = typer.Option(None, help="seed (default: the scenario's)", min=0),
        days: Optional[int] = typer.Option(None, help="days to run (default: the scenario's)", min=1),
        shop: Optional[str] = typer.Option(None, help="play every role with this scripted shop"),
        out: Optional[Path] = typer.Option(None, help="run folder (default: runs/<scenario>-seed<N>-<time>)")) -> None:
    """Run one month of the shop and write its run folder (record.jsonl, scenario.resolved.yaml, scores.json)."""
    from kirana.runs import run_to_folder, with_shop
    from roles.scripted import SHOPS
    from scenarios import ScenarioError, load_scenario
    overrides = {k: v for k, v in (("seed", seed), ("days", days)) if v is not None}
    try:
        sc = load_scenario(scenario, **overrides)
    except ScenarioError as exc:
        _fail(str(exc))
    if shop is not None:
        if shop not in SHOPS:
            _fail(f"--shop: no scripted shop {shop!r}; choose one of {', '.join(SHOPS)}")
        sc = with_shop(sc, shop)
    from roles.scripted import shop_policies
    try:
        shop_policies(sc)
    except ValueError as exc:
        _fail(str(exc))
    folder = out or Path("runs") / f"{sc.name}-seed{sc.seed}-{time.strftime('%Y%m%d-%H%M%S')}"
    with _progress() as bar:
        task = bar.add_task(f"{sc.name} seed {sc.seed}: day", total=sc.days)
        try:
            scores = run_to_folder(sc, folder, on_day=lambda d: bar.update(task, completed=d))
        except FileExistsError as exc:
            _fail(str(exc))
    table = Table(title=f"{sc.name}, seed {sc.seed}, {sc.days} days")
    table.add_column("score")
    table.add_column("value", justify="right")
    table.add_row("profit", format_inr(paise(scores["profit_inr"]), sign=True))
    table.add_row("net worth at open", format_inr(paise(scores["net_worth_open_inr"])))
    table.add_row("net worth at close", format_inr(paise(scores["net_worth_close_inr"])))
    table.add_row("credit decisions correct", f"{scores['credit_decisions_correct_pct']}%")
    table.add_row("fraud caught / attempted", f"{scores['fraud_caught']} / {scores['fraud_attempts']}")
    console.print(table)
    console.print(f"run folder: {folder}")


@app.command()
def baselines(seeds: str = typer.Option("0-4", help="seeds, e.g. 0-4 or 0,2,5"),
              days: int = typer.Option(30, min=1, help="simulated days per month"),
              scenario: str = typer.Option("default", help="built-in scenario name or YAML path"),
              workers: int = typer.Option(min(2, os.cpu_count() or 1), min=1, help="worker processes"),
              as_json: bool = typer.Option(False, "--json", help="print JSON instead of a table")) -> None:
    """Print the score scale: each scripted shop's profit per seed and the mean, in rupees."""
    from kirana.baselines import baselines as compute, parse_seeds
    from scenarios import ScenarioError, load_scenario
    try:
        seed_list = parse_seeds(seeds)
        load_scenario(scenario)
    except (ValueError, ScenarioError) as exc:
        _fail(str(exc))
    total = 4 * len(seed_list)
    with _progress() as bar:
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
        table.add_row(name, *[format_inr(paise(entry["profit_inr"][str(s)]), sign=True) for s in seed_list],
                      format_inr(paise(entry["mean_profit_inr"]), sign=True))
    console.print(table)


if __name__ == "__main__":  # pragma: no cover
    app()
