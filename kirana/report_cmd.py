"""``kirana report`` and ``kirana transcript``: a run folder read back from its record alone.

``report`` writes report.md and report.html (scoring a killed run's record first);
``transcript`` prints its conversations (``report.transcripts``) as text or JSON.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from kirana.terminal import console, fail, os_error_line, progress_console

__all__ = ["report", "transcript"]


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
