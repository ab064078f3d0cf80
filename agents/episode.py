"""A month through the AutoGen group chat, checkpointed each simulated day and resumable.

``run_episode(scenario, run_dir)`` plays the month one day at a time
(``team.run`` per day). After each day it writes ``checkpoints/day-NNN.json`` (keeping the newest
``keep_checkpoints`` daily ones of the scenario, default three; null keeps all):
the shop (``Shop.checkpoint``), each agent's own context (the selector's manager keeps no
thread: ``agents.lean_chat``), the scripted
policies' memories, each scaffold's memory (``scaffolds.ROLE``: the latest reflection, the turn's
plan, today's strategy; ``agents.scaffolds``) and the token usage so far — written to a temporary file
and renamed, so a kill never leaves a half checkpoint. What of the shop is settled for good (the manager's read
messages, the threads of earlier days) goes once into ``checkpoints/settled.jsonl``, appended before the day
file that reads it (``agents.checkpoints.SettledLog``), so a day's checkpoint costs the day, not the month. The event record is
flushed line by line, so a kill loses no recorded event; ``resume=True``
truncates the record to the last checkpoint and replays from there, which with
scripted players gives the same final record as an uninterrupted run. With a served
role the resume also writes a ``run_resumed`` event (where the month goes on from, and the model requests of the
thrown-away part, which were answered and billed: each request is a line of ``calls.jsonl`` as it happens, and the
resume moves those after its checkpoint to ``calls.discarded.jsonl``; ``agents.call_log``), and ``usage.json``
counts them under ``discarded_on_resume``. A newest checkpoint that cannot be read (cut short by a
full disk, say) is skipped for the one before it.

When a model fails after its retries and its role's ``on_model_error`` is
``stop``, the run stops at that turn: ``checkpoints/day-NNN-turn.json`` holds
the shop with the turn still open (and the ``model_error`` event in the
record), so ``resume=True`` continues from that turn, not from the day's
start. Any stop raises ``RunStopped`` with one line — the role, the URL, what
failed and the resume command — and writes the traceback to ``error.log``.

Files in the run folder: ``record.jsonl``, ``scenario.resolved.yaml``,
``checkpoints/`` (the day files and ``settled.jsonl``), ``usage.json`` (per role: model calls, retries, prompt and
completion tokens as the server reported them, the calls without usage and an
offline estimate of their tokens, cost in US dollars from the scenario's price
table — null when a priced role had calls without usage, with
``estimated_cost_usd`` beside it; for a served model ``latency_ms``, how long its
requests took: median, p95, max and total in milliseconds, ``agents.latency``; and
``renderer`` for a model renderer: calls, prompts, tokens, seconds; for a served role ``timed_out_prompt_tokens``
and, after a resume that threw requests away, ``discarded_on_resume``), ``calls.jsonl`` and
``calls.discarded.jsonl`` (a served role's requests, ``agents.call_log``), ``error.log`` after a stop.
"""
from __future__ import annotations

import asyncio
import json
import os
import re
import traceback
from pathlib import Path
from typing import Any, Callable

from agents.budget_floor import budget_problem, fixed_tokens
from agents.call_log import CALL_LOG, DISCARDED_LOG, CallLog, discarded
from agents.stopped import RunEnded, record_ended
from agents.run_usage import note_resumed as _note_resumed, resumes_cut, usage_by_role as _usage
from agents.checkpoints import (CHECKPOINT_VERSION, KEEP_CHECKPOINTS, SETTLED_LOG, CheckpointError, RunCheckpoint,
                                RunStopped, SettledLog, latest_checkpoint, load_checkpoint, write_checkpoint)
from agents.collector import GC_YOUNG_THRESHOLD, fewer_collections as _fewer_collections  # noqa: F401 (tests)
from agents.context import RoleContext
from agents.hooks import ShopHooks
from agents.models import RoleModelClient, client_from_spec, spec_url
from agents.role_tools import role_tools
from agents.team import build_team
from agents.user_stop import abandon_day, clear_stopped, errors_logged, log_size, note_stopped, play
from events.record import EventRecord
from engine.shop import ROLES, Shop
from roles.registry import REGISTRY
from roles.toolbox import ToolBox

__all__ = ["run_episode", "latest_checkpoint", "load_checkpoint", "RunStopped", "KEEP_CHECKPOINTS"]

def models_in_force(events: list[dict]) -> dict[str, Any]:
    """Each role's model spec (as ``run_start`` records it, redacted) after ``events``: the run's opening models,
    then every ``roles_swapped`` (a fork, or a resume that named other models)."""
    models: dict[str, Any] = {}
    for e in events:
        if e.get("kind") == "run_start":
            models = dict(e.get("roles") or {})
        elif e.get("kind") == "roles_swapped":
            models.update({r: change.get("to") for r, change in (e.get("roles") or {}).items()})
    return models


def _note_models_changed(shop: Shop, before: dict[str, Any], scenario, day: int) -> None:
    """A resume whose ``scenario.resolved.yaml`` names other models than the record (a role pointed at a server
    that moved, or handed to another model) records the change as ``roles_swapped`` at the resume point, so the
    scores and the report name who played which days; the same models record nothing. Its ``parent`` is null: the
    run went on in its own folder, and no other run's record is its past (a new user's trial, session 42: it had
    named the run's own folder as its parent)."""
    from scenarios.redact import redact
    now = {r: redact(s.model) for r, s in scenario.roles.items()}
    changed = {r: {"from": before.get(r), "to": m} for r, m in now.items() if before.get(r) != m}
    if changed:
        shop.emit("roles_swapped", at_day=day, parent=None, roles=changed)


def _kept_record(path: Path, keep: int) -> tuple[EventRecord, list[str], list[dict]]:
    """The first ``keep`` events of ``record.jsonl`` (dropping a cut-off last line) as a record in memory, their
    lines, and the earlier resumes the cut will take away (``agents.run_usage.resumes_cut``: the resume about to
    be written carries them); the file is not touched (``_cut_record`` cuts it once the whole checkpoint has loaded).

    Raises:
        RunStopped: the file holds fewer events than the checkpoint needs.
    """
    lines = [line for line in path.read_text(encoding="utf-8").split("\n") if line] if path.exists() else []
    kept = lines[:keep]
    if len(kept) != keep:
        raise RunStopped(f"{path} holds {len(kept)} events but the checkpoint needs {keep}")
    record = EventRecord.continuing([_event_at(path, n, line) for n, line in enumerate(kept)])
    return record, kept, resumes_cut(lines[keep:])


def _event_at(path: Path, n: int, line: str) -> dict:
    """Line ``n`` (from 0) of the record kept for a resume, which must be JSON with ``seq`` ``n``: a line lost or
    damaged inside the record would be carried on under the resumed month (a run resumed with line 3,000
    deleted wrote seq 5,413 twice and no 3,000). Raises RunStopped naming the line."""
    try:
        event = json.loads(line)
    except ValueError:
        event = None
    if not isinstance(event, dict) or event.get("seq") != n:
        what = "is not an event" if not isinstance(event, dict) else f"holds seq {event.get('seq')}"
        raise RunStopped(f"{path}:{n + 1} {what}, where seq {n} belongs: a line of the record is missing or "
                         f"damaged, so it cannot be resumed; fork an earlier day (kirana fork) or start a new run")
    return event


def _cut_record(path: Path, kept: list[str], record: EventRecord) -> None:
    """Cut ``record.jsonl`` back to ``kept`` (atomically) and let ``record`` write on from there."""
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(line + "\n" for line in kept), encoding="utf-8")
    os.replace(tmp, path)
    record.open_at(path)


_DAILY = re.compile(r"day-\d{3}\.json")


def _prune(folder: Path, keep: int | None) -> None:
    """Keep the newest ``keep`` daily checkpoints (``day-NNN.json``) of ``folder``; None keeps all.

    Only what is older than the oldest daily checkpoint kept goes: a stop-turn checkpoint
    (``day-NNN-turn.json``) is not counted and stays while it is newer than that, so the newest
    checkpoint a resume reads and the one before it (its fallback when ``keep`` > 1) and every
    kept day a fork can start from are never removed. Called only after the newest checkpoint
    was written whole (``_write_atomic`` renames a finished file into place).
    """
    if not keep:
        return
    found = sorted(folder.glob("day-*.json"))
    daily = [p for p in found if _DAILY.fullmatch(p.name)]
    if len(daily) <= keep:
        return
    oldest_kept = daily[-keep]
    for old in found:
        if old.name < oldest_kept.name:
            old.unlink()


def _write_atomic(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8", errors="backslashreplace")
    os.replace(tmp, path)


def _write_usage(run_dir: Path, billed: dict) -> None:
    """``usage.json`` from ``usage_by_role``'s figures, less each call's time (the checkpoint's only)."""
    _write_atomic(run_dir / "usage.json", {r: {k: v for k, v in u.items() if k != "call_ms"} if isinstance(u, dict)
                                           else u for r, u in billed.items()})


def _unusable(path: Path, field: str, exc: BaseException) -> CheckpointError:
    """One line naming the checkpoint file, the part that would not load and what to do."""
    why = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return CheckpointError(f"{path}: {field}: {why[:200]} — the checkpoint is damaged; delete it to resume from the "
                           f"one before it (record.jsonl is untouched)")


def _restoring(path: Path, field: str, load: Callable[[], Any]) -> Any:
    """``load()``, or a ``CheckpointError`` naming ``path`` and ``field`` when it fails."""
    try:
        return load()
    except Exception as exc:  # noqa: BLE001 (any failure to load a part is the checkpoint's, said in one line)
        raise _unusable(path, field, exc) from exc


async def _run(scenario, run_dir: Path, resume: bool, on_day: Callable[[int], None] | None,
               stop_after_day: int | None, freeze_day: Callable[[], None] = lambda: None) -> Shop:
    record_path = run_dir / "record.jsonl"
    if resume and record_ended(record_path):  # a finished month is never resumed nor appended to
        raise RunEnded(f"{run_dir} had run to its end (its record ends with run_end): nothing to resume, and its "
                       f"record is left as it is; its scores: kirana report {run_dir}")
    found = load_checkpoint(run_dir) if resume else None
    saved = found[1] if found else None
    if saved is not None:
        record, kept, earlier = _kept_record(record_path, saved.shop.record_seq)
        shop = _restoring(found[0], "shop", lambda: Shop.restore(scenario, saved.shop, record))
    else:
        earlier = resumes_cut(record_path.read_text(encoding="utf-8").split("\n")) if resume and \
            record_path.exists() else []
        if record_path.exists():
            record_path.unlink()  # resuming with no checkpoint: start the month again
        (run_dir / "checkpoints" / SETTLED_LOG).unlink(missing_ok=True)
        if not resume:  # a new month: no requests of an earlier one to count
            (run_dir / DISCARDED_LOG).unlink(missing_ok=True)
            (run_dir / CALL_LOG).unlink(missing_ok=True)
        shop = Shop(scenario, EventRecord(record_path))
    box = ToolBox(shop)

    contexts, clients, tools = {}, {}, {}
    hooks = ShopHooks(shop, box, contexts)
    call_log = CallLog(run_dir)
    for role in ROLES:
        rs = scenario.roles[role]
        inner = client_from_spec(rs.model, role, api_key_env=rs.api_key_env, timeout_s=rs.timeout_s,
                                 send_name=rs.send_name)
        if hasattr(inner, "policy"):
            inner.policy.bind(scenario)  # scripted players; only the oracle's read the scenario's hidden state
        clients[role] = RoleModelClient(inner, role, set(REGISTRY[role]), hooks, rs, url=spec_url(rs.model))
        if not clients[role].scripted:  # each request of a served role, one line as it happens (agents.call_log)
            clients[role].call_log = call_log
        tools[role] = role_tools(box, role, clients[role].refused, rs.results)
        contexts[role] = make_context(role, rs.context, tools[role])
    scaffolds: dict = {}
    team, clock = build_team(shop, clients, tools, contexts, hooks, scaffolds)
    day = 1
    renderer_before = None
    settled_log = None
    if saved is not None:
        for role, state in saved.contexts.items():
            try:
                await contexts[role].load_state(state)
            except Exception as exc:  # noqa: BLE001 (AutoGen's own errors: a malformed message in the context)
                raise _unusable(found[0], f"contexts.{role}", exc) from exc
        for role, memory in saved.memories.items():
            policy = getattr(clients[role].inner, "policy", None) if role in clients else None
            if policy is None:  # the role is a model's now (a fork, or a scenario edited before resuming): a
                continue  # scripted player's memory has no player to go to (had raised AttributeError)
            policy.memory = _restoring(found[0], f"memories.{role}", lambda: type(policy.memory).model_validate(memory))
        for role, u in saved.usage.items():
            if role in clients:
                _restoring(found[0], f"usage.{role}", lambda: clients[role].load_usage(u))
        renderer_before = saved.usage.get("renderer")
        hooks.notes = {r: list(n) for r, n in saved.notes.items()}
        for role, memory in saved.scaffolds.items():
            if role in scaffolds:  # reflection, plan, today's strategy: the scaffold's memory goes on
                _restoring(found[0], f"scaffolds.{role}", lambda: scaffolds[role].restore_memory(memory))
        for role, state in saved.loops.items():  # the open turn's identical calls so far (agents.loops)
            if role in tools and shop.turn is not None:
                _restoring(found[0], f"loops.{role}", lambda: tools[role][0].watch.restore(shop.turn, state))
        models_before = models_in_force(record.events)
        _cut_record(record_path, kept, record)  # only now: a checkpoint that failed to load cost no event
        settled_log = SettledLog(run_dir / "checkpoints", saved.settled)  # cut back to the checkpoint's
        in_turn = shop.turn is not None
        day = saved.day if in_turn else saved.day + 1
        _note_models_changed(shop, models_before, scenario, day)
        _note_resumed(shop, clients, run_dir, found[0].name, saved.calls_logged, day, earlier)
        on_day and on_day(saved.day - (1 if in_turn else 0))
    elif resume:  # no checkpoint to go back to: the month starts again, and what it had asked is thrown away
        _note_resumed(shop, clients, run_dir, None, 0, day, earlier)
    thrown_away = discarded(run_dir)  # by every resume of the run so far (each request once)

    if settled_log is None:
        settled_log = SettledLog(run_dir / "checkpoints")

    async def save(name: str, day_now: int, open_turn: bool = False) -> None:
        memories = {r: c.inner.policy.memory for r, c in clients.items()  # the models: written once, to the file
                    if hasattr(c.inner, "policy")}
        contexts_state = {r: await c.save_state() for r, c in contexts.items()}  # each agent's own
        usage = _usage(clients, scenario, shop, renderer_before)  # the month's path: what a resume continues
        snapshot = shop.snapshot(open_turn=open_turn)
        settled = settled_log.append(snapshot, day_now)  # the settled past's new slice, on disk before the day file
        write_checkpoint(run_dir / "checkpoints" / name,
                         RunCheckpoint(version=CHECKPOINT_VERSION, day=day_now, shop=snapshot, contexts=contexts_state,
                                       memories=memories, usage=usage, notes=hooks.notes, settled=settled,
                                       scaffolds={r: a.saved_memory() for r, a in scaffolds.items()},
                                       loops=_loop_states(tools, shop) if open_turn else {},
                                       calls_logged=call_log.lines()))
        _prune(run_dir / "checkpoints", scenario.keep_checkpoints)
        billed = _usage(clients, scenario, shop, renderer_before, thrown_away) if thrown_away else usage
        _write_usage(run_dir, billed)

    try:
        while not shop.finished and day <= scenario.days:
            clock.before_day = day + 1
            day_run = asyncio.ensure_future(team.run(task=f"Day {day} begins."))
            try:
                await asyncio.shield(day_run)
            except asyncio.CancelledError:  # Ctrl-C, SIGTERM: stop inside the turn, not at the day's end
                await abandon_day(day_run, team)
                _write_usage(run_dir, _usage(clients, scenario, shop, renderer_before, thrown_away))  # with the
                shop.record.close()  # requests left in flight (stopped_prompt_tokens); a resume writes it anew
                call_log.close()
                raise
            await save(f"day-{day:03d}.json", day)
            freeze_day()  # what the month made so far is not walked again by each collection (agents.collector)
            on_day and on_day(day)
            if stop_after_day is not None and day >= stop_after_day:
                break
            day += 1
    except Exception as exc:
        stopped = next((c.stopped for c in clients.values() if getattr(c, "stopped", None) is not None), None)
        log = _log_error(run_dir, exc)
        resume_cmd = f"kirana run --resume {run_dir}"
        if stopped is not None and shop.turn is not None:
            try:
                await save(f"day-{day:03d}-turn.json", day, open_turn=True)
            except Exception as save_exc:  # the day's checkpoint still stands; say so in the log
                _log_error(run_dir, save_exc)
            shop.record.close()
            call_log.close()
            raise RunStopped(f"{stopped}; the run stopped in that turn (day {shop.state.day}). Resume it with: "
                             f"{resume_cmd}  (details: {log})", log) from exc
        shop.record.close()
        call_log.close()
        what = str(stopped) if stopped is not None else f"{type(exc).__name__}: {str(exc).splitlines()[0][:300] if str(exc) else ''}"
        raise RunStopped(f"the run stopped on day {shop.state.day}: {what}. Resume it with: {resume_cmd}  "
                         f"(details: {log})", log) from exc
    shop.record.close()
    call_log.close()
    return shop


def _loop_states(tools: dict, shop: Shop) -> dict[str, dict]:
    """Each role's identical calls in a row in the open turn (``agents.loops.LoopWatch.state``), for a checkpoint
    written inside the turn; roles with none are left out."""
    states = {r: ts[0].watch.state(shop.turn) for r, ts in tools.items() if ts}
    return {r: s for r, s in states.items() if s}


def make_context(role: str, settings, tools: list) -> RoleContext:
    """The role's context from its scenario settings (``roles.ROLE.context``).

    Raises:
        ValueError: the budget cannot hold the role's system message and tool schemas with room
            (1,000 tokens) for a turn; the message names the field and the least budget that works.
    """
    if settings.policy == "unbounded":
        return RoleContext(role, None)
    problem = budget_problem(role, settings, tools)  # (kirana's validate and run refuse it before this)
    if problem:
        raise ValueError(problem)
    fixed = fixed_tokens(role, tools)
    return RoleContext(role, settings.budget_tokens, fixed, recent_calls=settings.recent_calls,
                       full_results=settings.full_results, whole_calls=settings.whole_calls)


def _log_error(run_dir: Path, exc: BaseException) -> Path:
    """Append the traceback of ``exc`` to ``run_dir/error.log``; returns the log's path."""
    log = run_dir / "error.log"
    try:
        with open(log, "a", encoding="utf-8", errors="backslashreplace") as fh:
            fh.write("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)) + "\n")
    except OSError:
        pass
    return log


def run_episode(scenario, run_dir: Path, *, resume: bool = False, on_day: Callable[[int], None] | None = None,
                stop_after_day: int | None = None) -> Shop:
    """Play the scenario's month through the group chat into ``run_dir`` (see the module docstring).

    Args:
        stop_after_day: stop (as if killed) after that day's checkpoint — for tests of resuming.
    Raises:
        RunStopped: a model error survived its retries (or another failure); one line for the user,
            the traceback in ``run_dir/error.log``; the folder can be resumed.
        RunEnded (a RunStopped): ``resume`` of a run whose record already ends with ``run_end``; nothing is
            played and nothing written.
    """
    run_dir.mkdir(parents=True, exist_ok=True)
    if resume:
        clear_stopped(run_dir)  # (and what a stop wrote to error.log)
    logged: list[int] = []  # error.log's size when a stop came
    try:  # AutoGen's and asyncio's logged errors go to error.log, a stop's cancellations nowhere (agents.user_stop)
        with errors_logged(run_dir / "error.log"), _fewer_collections() as freeze_day:
            return play(lambda: _run(scenario, run_dir, resume, on_day, stop_after_day, freeze_day),  # (SIGTERM
                        on_stop=lambda: logged.append(log_size(run_dir / "error.log")))  # stops it as Ctrl-C does)
    except KeyboardInterrupt as stop:  # the user's stop: said so in the folder (kirana report reads it)
        note_stopped(run_dir, getattr(stop, "how", "Ctrl-C"), logged[0] if logged else None)
        raise
