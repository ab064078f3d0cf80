"""The run report and negotiation transcripts, from a run folder alone.

``write_report(folder)`` reads ``record.jsonl`` (and ``usage.json`` if present),
scores it (``scoring.score_record``), takes the scripted shops' profits on the
same month for anchors from the caller (``kirana.anchors.anchor_profits`` plays
them, cached as ``anchors.json``: the report never plays a month), draws the
charts (``report.charts``) and writes ``report.md`` (charts in ``charts/*.svg``)
and ``report.html`` (one self-contained page); a fork (``fork.json``) gets a section
comparing it with its parent from the fork day (``report.fork_section``). ``report.transcripts`` turns the
record into negotiation threads and counter conversations.
"""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Callable, Optional

__all__ = ["write_report", "default_lanes_day", "LANES_DAY", "AnchorSource", "sources_line", "own_shop"]

LANES_DAY = 5  # the day KiranaBench figure 14 draws by default (the paper draws day 5)


def default_lanes_day(days_closed: int) -> int:
    """Day 5, or the last closed day of a shorter run."""
    return min(LANES_DAY, max(days_closed, 1))


def _label(models: dict) -> str:
    """The run's line in the profit chart: the one model, or role=model for each; a served model's server address
    left out ("openai:qwen@http://127.0.0.1:8000/v1" → "openai:qwen": a new user's legend ran past the plot)."""
    short = {r: str(m).split("@", 1)[0] for r, m in models.items()}
    names = list(short.values())
    if len(set(names)) <= 1:
        return names[0] if names else ""
    most = max(names, key=names.count)
    if names.count(most) < 2:
        return ", ".join(f"{r}={m}" for r, m in short.items())
    return ", ".join(f"{r}={m}" for r, m in short.items() if m != most) + f", others {most}"


#: (run folder, the run's scores) -> {"shops": {shop: {"profit_inr", "profit_by_day_inr"}}, ...}
AnchorSource = Callable[[Path, dict], dict]


def write_report(folder: Path, day: int | None = None, *, anchors: Optional[AnchorSource] = None,
                 scores: dict | None = None, events: list | None = None,
                 draw: Optional[Callable[[dict], dict]] = None) -> dict[str, Path]:
    """Write ``report.md``, ``report.html`` and ``charts/*.svg`` into the run folder.

    Args:
        folder: a run folder (``record.jsonl``, ``scenario.resolved.yaml``).
        day: the day drawn as lanes per role (default: ``default_lanes_day``).
        anchors: gives the scripted shops' profits for the profit chart's anchors, called with the folder and
            the run's scores (``kirana.anchors.anchor_profits``); None: draw the run alone.
        scores, events: the run's scores and record (as dicts or their models, ``events.read_events``) when the
            caller already has them (``kirana run``); None: read ``record.jsonl`` (typed) and score it here.
        draw: draws the charts' jobs (``report.drawing.chart_jobs``) into SVGs, e.g. ``ChartWorkers.draw``
            (``kirana run`` starts the workers before the month); None: painted in this process.
    Returns:
        {"markdown": path, "html": path, "charts": folder of SVGs}.
    Raises:
        FileNotFoundError: no ``record.jsonl`` (or, with anchors, no ``scenario.resolved.yaml``; or, for a
            fork, no parent record).
        scoring.ScoreError: the record has no opening or no closed day.
        events.EventError: an event its kind's model does not allow.
        ValueError: ``day`` is not a closed day of the run.
    """
    import json

    from events import read_events
    from events.world import DayClose
    from report.document import build_sections
    from report.drawing import chart_jobs, draw_here
    from report.fork_section import fork_comparison
    from report.people import human_baselines
    from report.render import to_html, to_markdown
    from scoring import ScoreError, score_record
    folder = Path(folder)
    record = folder / "record.jsonl"
    if not record.exists():
        raise FileNotFoundError(f"{folder} is not a run folder: no record.jsonl")
    events = read_events(record if events is None else events)
    if scores is None:
        usage_path = folder / "usage.json"
        usage = json.loads(usage_path.read_text(encoding="utf-8")) if usage_path.exists() else None
        scores = score_record(events, usage=usage)
    closed = [e.day for e in events if type(e) is DayClose]
    if not closed:  # a stopped run's scores say so (scoring.stopped); a report needs a closed day
        raise ScoreError("the record has no day_close event: no simulated day finished")
    day = default_lanes_day(len(closed)) if day is None else day
    if day not in closed:
        raise ValueError(f"--day {day}: not a closed day of this run (days 1–{len(closed)} closed)")
    anchor_data = anchors(folder, scores) if anchors is not None else None
    people = human_baselines(folder)  # the human baseline: a person played this month (report.people)
    if people:
        anchor_data = {**(anchor_data or {"shops": {}}), "people": people}
    label = _label(scores["models"])
    images = (draw or draw_here)(chart_jobs(scores, anchor_data, label, events, day))
    fork = fork_comparison(folder)  # a fork (kirana fork): its profit from the fork day against the parent's
    if fork is not None and fork[1] is not None:
        images["fork_vs_parent"] = fork[1]
    chart_dir = folder / "charts"
    chart_dir.mkdir(exist_ok=True)
    for name, svg in images.items():
        (chart_dir / f"{name}.svg").write_bytes(svg)
        (chart_dir / f"{name}.png").unlink(missing_ok=True)  # an older version's chart, in a folder reported again
    title = f"KiranaBench run: {scores['scenario']}, seed {scores['seed']}"
    digest = hashlib.sha256(record.read_bytes()).hexdigest()[:16]
    header = [f"Models: every role played by `{label}`" if len(set(scores['models'].values())) == 1
              else "Models: " + ", ".join(f"{r} `{m}`" for r, m in scores["models"].items()),
              f"Days closed: {scores['days_closed']} of {scores['days']}" + _stopped(scores, folder)
              + resumed_text(scores.get("run_resumed")),
              sources_line(len(events), digest, anchors=bool((anchor_data or {}).get("shops")),
                           usage=bool(scores.get("tokens_by_role")), people=bool(people), fork=fork is not None,
                           own=own_shop(scores, anchor_data)),
              "Money is in rupees (₹, Indian grouping); days are simulated days."]
    sections = build_sections(scores, anchor_data, day)
    if fork is not None:
        sections.insert(2, fork[0])
    md = folder / "report.md"
    md.write_text(to_markdown(title, header, sections, {n: f"charts/{n}.svg" for n in images}), encoding="utf-8")
    page = folder / "report.html"
    page.write_text(to_html(title, header, sections, images), encoding="utf-8")
    return {"markdown": md, "html": page, "charts": chart_dir}


def own_shop(scores: dict, anchors: dict | None) -> str | None:
    """The scripted shop this run is — every role ``scripted:NAME`` (``scores["models"]``), NAME among the anchors'
    shops, every day closed: its anchor row is this run's own month (``kirana.anchors``: a scripted run stands for
    its own shop) — else None."""
    models = set(scores.get("models", {}).values())
    name = str(next(iter(models))) if len(models) == 1 else ""
    shop = name[len("scripted:"):] if name.startswith("scripted:") else ""
    whole = scores.get("days_closed") == scores.get("days")
    return shop if whole and shop in (anchors or {}).get("shops", {}) else None


def sources_line(events: int, digest: str, *, anchors: bool, usage: bool, people: bool = False,
                 fork: bool = False, own: str | None = None) -> str:
    """The header's line saying what the report's numbers are computed from: ``record.jsonl`` (``events`` events,
    its sha256 ``digest``) by ``scoring.score_record``, and each other input this report read — ``anchors``: the
    scripted shops' rows and chart lines (``anchors.json``); ``usage``: the model-cost table (``usage.json``);
    ``people``: a person's month beside it (``report.people``); ``fork``: the parent run's record
    (``report.fork_section``); ``own``: the scripted shop this run is (``own_shop``), whose anchor row is this
    run's own record, not one from another folder. A new user's trial (session 40) found the header claiming every
    number for the record while the anchor rows and the model-cost table came from the two files beside it, and,
    for a scripted ``reference`` run, calling the reference row's record "not in this folder"."""
    from report.labels import shop_label
    line = (f"Every number below is computed from `record.jsonl` ({events:,} events, sha256 {digest}…) by "
            f"`scoring.score_record` (definitions in README's \"What each score means\")")
    others = []
    if anchors:
        others.append("the scripted shops' profits (their rows in At a glance, their lines on the profit chart) "
                      "come from `anchors.json`: the same scenario and seed played by each scripted shop, whose "
                      "records are not in this folder (`kirana run --shop NAME` with this seed and days plays one "
                      "again)" + (f" — but for the `{shop_label(own)}` shop's, which is this run itself (the same "
                                  f"month: its record is this folder's `record.jsonl`)" if own else ""))
    if usage:
        others.append("the model calls, tokens and cost (Efficiency and model cost) come from `usage.json`, "
                      "the run's own count of its model requests")
    if people:
        others.append("a person's month on the same scenario comes from that run folder's record")
    if fork:
        others.append("the parent run's profit in the fork comparison comes from the parent's record")
    if not others:
        return line + "."
    return line + ", except: " + "; ".join(others) + "."


def _stopped(scores: dict, folder: Path) -> str:
    """For a stopped run (``run_stopped``, ``scoring.stopped``): where and why it stopped, and that the scores
    cover the days closed; "" for a finished run."""
    stop = scores.get("run_stopped")
    if not stop:
        return ""
    return (f" — the run stopped on day {stop['day']}: {stop['reason']}; every score covers the days closed. "
            f"Resume it with `kirana run --resume {folder}`")


def resumed_text(resumes: list[dict] | None) -> str:
    """For a run stopped and resumed (``scores["run_resumed"]``, ``scoring.kept_usage.resumes``): where each resume
    went on from and how many model requests it threw away, and that every figure is the kept record's; "" for a
    month played straight through. A new user's trial (session 43): nothing in a resumed run's report, nor in a
    study's, said it had been resumed."""
    if not resumes:
        return ""
    each = "; ".join(f"from day {r['from_day']}" + (f", checkpoint {r['checkpoint']}" if r.get("checkpoint") else "")
                     + (f": {r['discarded_calls']:,} answered and {r['discarded_failed_requests']:,} failed model "
                        f"requests thrown away and asked again" if r["discarded_calls"] or r["discarded_failed_requests"]
                        else ": nothing thrown away") for r in resumes)
    times = "once" if len(resumes) == 1 else f"{len(resumes)} times"
    return (f" — stopped and resumed {times} ({each}); every figure below is that of the record it kept, as the run "
            "uninterrupted shows it: what the resumes threw away (the servers billed it) is apart, under Efficiency "
            "and model cost, and in usage.json's totals")
