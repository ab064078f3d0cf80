"""The ``kirana`` command line: run a month, print the score scale, write a run's report, print transcripts."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Optional

import typer

from kirana.flags_once import OnceCommand, OnceGroup
from kirana.set_flags import SET_HELP, parse_sets
from rich.console import Console

# The record's event models (``events``, with pydantic, the scenario schema and YAML: about 0.25 s of CPU) and
# rich's progress bar and tables are imported by the commands that use them, so ``kirana --help`` and the light
# commands start without them.

app = typer.Typer(add_completion=False, no_args_is_help=True, cls=OnceGroup,
                  help="KiranaBench: a simulated Indian kirana run by four agent roles.")
console = Console(soft_wrap=True, emoji=False)  # a path or a line of figures is never broken by an inserted newline
progress_console = Console(stderr=True, emoji=False)  # progress and errors never mix with --json output on stdout
wide = Console(width=max(120, console.width), emoji=False)  # tables of rupees are never cut to fit 80 columns


def progress_bar(disable: bool = False):
    """The progress bar, a ``rich.progress.Progress`` (``disable``: none, e.g. while a person types at the
    console)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                    console=progress_console, disable=disable)


def fail(message: str) -> None:
    """Print ``error: MESSAGE`` (one line, on stderr) and exit with status 2."""
    progress_console.print("[red]error:[/red] ", end="", soft_wrap=True)
    progress_console.print(message, soft_wrap=True, markup=False, highlight=False)
    raise typer.Exit(2)


def term_as_interrupt() -> None:
    """SIGTERM (a scheduler, a container stopping) stops a run as Ctrl-C does; only in the main thread."""
    import os
    import signal
    import threading

    run_pid = os.getpid()

    def stop(signum, frame):
        if os.getpid() != run_pid:  # a worker forked by the run (the report's chart painters), stopped by its pool
            signal.signal(signum, signal.SIG_DFL)  # at exit: end quietly, with no traceback after the run's
            os.kill(os.getpid(), signum)  # resume line
            return
        raise KeyboardInterrupt

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, stop)


def _interrupted(bar, folder: Path) -> None:
    """Ctrl-C during a run: one line saying nothing recorded is lost and how to go on; exit 130."""
    bar.stop()
    progress_console.print(f"interrupted: every event recorded so far is in {folder}/record.jsonl. Resume it "
                           f"with: kirana run --resume {folder}", soft_wrap=True, markup=False, highlight=False)
    raise typer.Exit(130)


def os_error_line(what: str, exc: OSError) -> str:
    """One line for a destination that cannot be written (read-only, full, missing)."""
    where = f" ({exc.filename})" if getattr(exc, "filename", None) else ""
    return f"{what}: {exc.strerror or exc}{where}"


@app.command(cls=OnceCommand)
def run(scenario_file: Optional[str] = typer.Argument(None, metavar="SCENARIO", show_default=False,
                                                     help="the same as --scenario: a built-in name or a YAML file"),
        scenario: str = typer.Option("default", help="built-in scenario name or path to a YAML file"),
        seed: Optional[str] = typer.Option(None, metavar="SEED", help="seed, 0 or more (default: the scenario's)"),
        days: Optional[str] = typer.Option(None, metavar="DAYS", help="days, 1 to 366 (default: the scenario's)"),
        shop: Optional[str] = typer.Option(None, help="play every role with this scripted shop"),
        role: list[str] = typer.Option([], "--role", metavar="ROLE=MODEL", help="swap one role's model: ROLE=MODEL, e.g. "
                                       "manager=openai:qwen3-8b@http://127.0.0.1:8000/v1, or cashier=human "
                                       "to play it yourself at the terminal (repeatable)"),
        engine: str = typer.Option("autogen", help="autogen (the group chat) or direct (scripted only)"),
        resume: Optional[Path] = typer.Option(None, help="continue the run in this folder from its last checkpoint"),
        keep_checkpoints: Optional[str] = typer.Option(None, metavar="N", help="daily checkpoints to keep, the newest "
                                                       "(default: the scenario's, 3); 0 keeps every day's, so "
                                                       "kirana fork can start from any day"),
        out: Optional[Path] = typer.Option(None, help="run folder (default: in runs/, named by scenario, seed, models and time: default-seed0-scripted-…)"),
        set_: list[str] = typer.Option([], "--set", metavar="KEY=VALUE", help=SET_HELP)) -> None:
    """Run one month of the shop and write its run folder (record.jsonl, scenario.resolved.yaml, scores.json)."""
    term_as_interrupt()
    from agents.collector import collector_paused
    with collector_paused():  # the event models, the shops and the reader's tables live to the end: no walks
        from agents.stopped import RunStopped
        from kirana.runs import (FolderBusy, check_models, days_of, resume_folder, resume_label, resume_note,
                                 run_to_folder, stopped_note, with_role_models, with_shop)
        from kirana.scenario_cmd import check_scenario
        from roles.scripted import SHOPS
        from scenarios import ScenarioError
    from kirana.flags import FlagError, run_flags
    try:  # read here, not by typer: its message named no value ("Input should be a valid integer")
        seed_n, days_n, keep_n = run_flags(seed, days, keep_checkpoints)
        sets = parse_sets(set_, tuple(k for k, v in (("seed", seed), ("days", days), ("keep_checkpoints",
                                                                                       keep_checkpoints)) if v))
    except FlagError as exc:
        fail(str(exc))
    if engine not in ("autogen", "direct"):
        fail(f"--engine: {engine!r}; use autogen or direct")
    if scenario_file is not None:
        if scenario != "default" and scenario != scenario_file:
            fail(f"two scenarios: {scenario_file!r} and --scenario {scenario!r}; give one")
        scenario = scenario_file
    if resume is not None:
        given = [name for name, value in (("--days", days), ("--seed", seed), ("--shop", shop), ("--role", role),
                                          ("--out", out), ("--set", set_), ("a scenario", scenario_file or scenario != "default"))
                 if value]
        if given:  # they were ignored before: a resumed run plays the scenario its folder holds
            fail(f"--resume plays the scenario in {resume / 'scenario.resolved.yaml'}; {', '.join(given)} cannot "
                 f"change it — edit that file (e.g. a role's model URL) and resume, or start a new run")
        _claim_or_fail(resume, resuming=True)
        stop = ""
        if note := resume_note(resume):  # a line of its own: in the bar's text it was cut off at 80 columns (the trial)
            progress_console.print(note, soft_wrap=True, markup=False, highlight=False)
        with progress_bar(disable=bool(note) or _person_plays(resume / "scenario.resolved.yaml")) as bar:  # (no bar
            task = bar.add_task(resume_label(resume), total=days_of(resume))  # when finished: "day 0/3", trial 43)
            try:
                sc, scores = resume_folder(resume, on_day=lambda d: bar.update(task, completed=d))
            except (FileNotFoundError, ScenarioError, FolderBusy, RunStopped) as exc:
                stop = str(exc) + (stopped_note(resume) if isinstance(exc, RunStopped) else "")
            except OSError as exc:
                stop = os_error_line(f"cannot write the run folder {resume}", exc)
            except KeyboardInterrupt:
                _interrupted(bar, resume)
        if stop:
            fail(stop)
        show_scores(sc, scores, resume)
        report_after_run(resume)
        return
    overrides = sets | {k: v for k, v in (("seed", seed_n), ("days", days_n)) if v is not None}
    if keep_n is not None:
        overrides["keep_checkpoints"] = keep_n or None
    try:
        sc = check_scenario(scenario, context_budgets=engine != "direct", **overrides)  # (direct: no context)
        if shop is not None:
            if shop not in SHOPS:
                from scenarios.errors import nearest
                near = nearest(shop, list(SHOPS))
                raise ValueError(f"--shop: no scripted shop {shop!r}; choose one of {', '.join(SHOPS)}"
                                 + (f" — did you mean --shop {near}?" if near else ""))  # (the trial: "refrence")
            sc = with_shop(sc, shop)
        if role:
            sc = with_role_models(sc, role)
        if shop is not None or role:  # check_scenario checked the world and the models as loaded
            check_models(sc)
        if engine == "direct" and any(not str(r.model).startswith("scripted:") for r in sc.roles.values()):
            raise ValueError("--engine direct plays scripted roles only; use --engine autogen for models")
        if engine == "direct" and keep_checkpoints is not None:
            raise ValueError("--keep-checkpoints: --engine direct writes no checkpoints (a direct run is replayed, "
                             "never resumed or forked); drop --engine direct to keep them")
    except (ScenarioError, ValueError) as exc:
        fail(str(exc))
    from kirana.scenario_cmd import festival_note
    if festival_note(sc):  # (the trial: only `scenario validate` said so)
        progress_console.print(f"note: {festival_note(sc)}", soft_wrap=True, markup=False, highlight=False)
    label = shop or ("-".join(sorted({str(r.model).split(":")[0] for r in sc.roles.values()})))
    folder = out or Path("runs") / f"{sc.name}-seed{sc.seed}-{label}-{time.strftime('%Y%m%d-%H%M%S')}"
    if folder.exists() and not folder.is_dir():
        fail(f"--out: {folder} is a file; give a folder for the run")
    if out is None and folder.exists():
        fail(f"{folder} already exists (two runs started in the same second?); give --out")
    _claim_or_fail(folder, resuming=False)
    from report.drawing import ChartWorkers
    stop = ""
    with ChartWorkers() as workers:  # import matplotlib while the month plays (report.drawing); before any thread
        with progress_bar(disable=_person_plays(sc)) as bar:
            task = bar.add_task(f"{sc.name} seed {sc.seed}: day", total=sc.days)
            try:
                events: list = []
                scores = run_to_folder(sc, folder, on_day=lambda d: bar.update(task, completed=d), engine=engine,
                                       events_out=events, checked=True, keep_readings=True)
            except (FileExistsError, RunStopped, FolderBusy) as exc:
                stop = str(exc) + (stopped_note(folder) if isinstance(exc, RunStopped) else "")
            except OSError as exc:
                stop = os_error_line(f"cannot write the run folder {folder}", exc)
            except KeyboardInterrupt:
                _interrupted(bar, folder)
        if stop:
            fail(stop)  # one line, after the progress bar
        show_scores(sc, scores, folder)
        with collector_paused(engine == "direct"):
            report_after_run(folder, scores, events, draw=workers.draw, scenario=sc)


def _claim_or_fail(folder: Path, *, resuming: bool) -> None:
    """Claim the run folder before any progress bar is drawn: a busy or used folder is one line, exit 2."""
    from kirana.runs import FolderBusy, claim_folder
    if resuming and not (folder / "scenario.resolved.yaml").exists():
        fail(f"{folder} is not a run folder: no scenario.resolved.yaml")  # before any progress bar is drawn
    if resuming and not (folder / "record.jsonl").exists():
        return  # resume_folder says what is missing, in its own words
    try:
        claim_folder(folder)
    except FolderBusy as exc:
        fail(str(exc))
    except OSError as exc:
        fail(os_error_line(f"cannot write the run folder {folder}", exc))
    if not resuming and (folder / "record.jsonl").exists():
        fail(f"{folder / 'record.jsonl'} already exists; choose another --out folder, or --resume it")


def _person_plays(scenario_or_path) -> bool:
    """Whether a person (model ``human``) plays a role: then no progress bar redraws over their console."""
    if isinstance(scenario_or_path, Path):
        from scenarios import load_scenario
        try:
            scenario_or_path = load_scenario(scenario_or_path)
        except Exception:  # not a run folder: resuming reports that itself
            return False
    return any(r.model == "human" for r in scenario_or_path.roles.values())


def report_after_run(folder: Path, scores: dict | None = None, events: list | None = None, *, draw=None,
                     scenario=None) -> None:
    """Write the run's report at the end of ``kirana run``; a failure is reported, the run folder stays. ``draw``
    paints the charts (None: here); ``scenario``, the run's, spares the anchors reading it back, and the months
    the anchors cache lacks are shared with a helper process when a CPU is free (``kirana.anchors``)."""
    from kirana.anchors import anchor_profits
    from report import write_report
    from report.drawing import default_workers
    anchors = (anchor_profits if scenario is None
               else lambda f, s: anchor_profits(f, s, scenario=scenario, workers=default_workers()))
    try:
        paths = write_report(folder, scores=scores, events=events, anchors=anchors, draw=draw)
    except (Exception, KeyboardInterrupt) as exc:  # the month is safely recorded; kirana report writes it again
        why = "interrupted" if isinstance(exc, KeyboardInterrupt) else f"{type(exc).__name__}: {exc}"
        progress_console.print(f"[yellow]warning:[/yellow] the report was not written ({why}); the run is complete"
                               f" — write it with: kirana report {folder}", soft_wrap=True)
        if isinstance(exc, KeyboardInterrupt):  # Ctrl-C or SIGTERM while the report was drawn
            raise typer.Exit(130)
        return
    console.print(f"report: {paths['html']}")


def show_scores(sc, scores: dict, folder: Path) -> None:
    """Print the run's scores as a table (money in rupees) and where its folder is."""
    from rich.table import Table

    from events.money import format_inr, paise
    table = Table(title=f"{sc.name}, seed {sc.seed}, {scores['days_closed']} of {sc.days} days")
    table.add_column("score")
    table.add_column("value", justify="right")
    table.add_row("profit", format_inr(paise(scores["profit_inr"]), sign=True))
    table.add_row("net worth at open", format_inr(paise(scores["net_worth_open_inr"])))
    table.add_row("net worth at close", format_inr(paise(scores["net_worth_close_inr"])))
    credit = scores["credit_decisions_correct_pct"]
    table.add_row("credit decisions correct", "—" if credit is None else f"{credit}%")
    from report.fraud_rows import terminal_rows
    for label, value in terminal_rows(scores):  # caught, missed and pending, false alarms beside them
        table.add_row(label, value)
    wide.print(table)
    from report.labels import unanswered
    for line in unanswered(scores):  # a model that never answered is no cheap run
        console.print(line, soft_wrap=True, markup=False, highlight=False)
    console.print(f"run folder: {folder}")


@app.command(cls=OnceCommand)
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


@app.command(cls=OnceCommand)
def report(run_dir: Path = typer.Argument(..., help="a run folder (holding record.jsonl)"),
           day: Optional[int] = typer.Option(None, min=1, help="the day drawn as lanes per role "
                                             "(default: day 5, or the last day of a shorter run)"),
           anchors: bool = typer.Option(True, "--anchors/--no-anchors",
                                        help="play the scripted shops on the same month for the profit chart")) -> None:
    """Write report.md and report.html (charts embedded, no network needed) into a run folder, from its record."""
    from agents.collector import collector_paused
    with collector_paused():  # the event models, the typed record and the report live to the end: no walks
        _report(run_dir, day, anchors)


def _report(run_dir: Path, day: Optional[int], anchors: bool) -> None:
    from kirana.anchors import anchor_profits
    from events.record import torn_tail
    from report import write_report
    from scenarios import ScenarioError
    from report.drawing import ChartWorkers
    from scoring import ScoreError
    with ChartWorkers(None if (run_dir / "record.jsonl").is_file() else 0) as workers:  # loads while it scores
        try:
            if (run_dir / "record.jsonl").is_file() and torn_tail(run_dir / "record.jsonl"):
                progress_console.print(f"warning: the last line of {run_dir / 'record.jsonl'} is cut short (the run "
                                       f"was killed while writing it); it is left out of this report",
                                       soft_wrap=True, markup=False, highlight=False)
            from kirana.runs import scores_of_killed
            paths = write_report(run_dir, day=day, anchors=anchor_profits if anchors else None, draw=workers.draw,
                                 scores=scores_of_killed(run_dir, console.print))
        except FileNotFoundError as exc:
            fail(str(exc) if "not a run folder" in str(exc) else os_error_line("cannot read the run", exc))
        except ScoreError as exc:
            stopped = "no day_close" in str(exc) and (run_dir / "checkpoints").is_dir()
            fail(str(exc) + (f"; continue the run with: kirana run --resume {run_dir}" if stopped else ""))
        except (ScenarioError, ValueError) as exc:
            fail(str(exc))
        except OSError as exc:
            fail(os_error_line(f"cannot write the report into {run_dir}", exc))
    console.print(f"wrote {paths['markdown']} and {paths['html']}")


@app.command(cls=OnceCommand)
def transcript(run_dir: Path = typer.Argument(..., help="a run folder (holding record.jsonl)"),
               supplier: Optional[str] = typer.Option(None, help="only this supplier, e.g. S3"),
               role: Optional[str] = typer.Option(None, help="only this role's conversations: manager (e-mail), "
                                                 "cashier (counter), helper (door), munshi; a staff role's "
                                                 "include the manager's instructions to it"),
               day: Optional[int] = typer.Option(None, min=1, help="only conversations begun on this day"),
               reasoning: bool = typer.Option(False, "--reasoning", help="also each model answer's reasoning "
                                              "(reasoning_content, <think> blocks; as bounded in the record)"),
               as_json: bool = typer.Option(False, "--json", help="print JSON (a list of conversations)")) -> None:
    """Print negotiation threads and counter conversations in order, from the run folder's record alone."""
    from agents.collector import collector_paused
    with collector_paused():  # the typed record and its conversations live to the end: no walks
        from events import read_events
        from report.transcripts import TranscriptError, conversations, format_text
        try:
            events = read_events(run_dir / "record.jsonl")
            if not events:
                raise TranscriptError(f"{run_dir / 'record.jsonl'} is empty: the run recorded nothing (did it "
                                      f"start?)")
            days = max(e.day for e in events)
            if day is not None and day > days:
                raise TranscriptError(f"--day {day}: the run has days 1 to {days}; choose one of those")
            items = conversations(events, supplier=supplier, role=role, day=day, reasoning=reasoning)
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
            fail(f"{run_dir} is not a run folder: no record.jsonl")
        except (TranscriptError, ValueError) as exc:
            fail(str(exc))
    from kirana.terminal_text import printable  # a model's ESC sequences, NUL, RTL overrides shown escaped
    if as_json:
        print(printable(json.dumps(items, ensure_ascii=False, indent=1)))
    else:
        print(printable(format_text(items)), end="")


from kirana.scenario_cmd import app as _scenario_app  # noqa: E402  (commands in their own modules)
from kirana.fork_cmd import fork as _fork  # noqa: E402
from kirana.study_cmd import study as _study  # noqa: E402
from kirana.record_cmd import app as _record_app  # noqa: E402
from kirana.read_message_cmd import (CONTEXT_SETTINGS as _READ_SETTINGS, ReadMessageCommand as _ReadCommand,  # noqa: E402
                                     read_message_cmd as _read_message)

app.add_typer(_scenario_app, name="scenario")
app.add_typer(_record_app, name="record")
app.command("study", cls=OnceCommand)(_study)
app.command("fork", cls=OnceCommand)(_fork)
app.command("read-message", cls=_ReadCommand, context_settings=_READ_SETTINGS,  # (its docstring's exits are for us)
            short_help=_read_message.__doc__.split("\f")[0].split("\n\n")[0].strip())(_read_message)


if __name__ == "__main__":  # pragma: no cover
    app()
