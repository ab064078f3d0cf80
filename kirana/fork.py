"""Counterfactual forks: ``kirana fork RUN_DIR --at-day N [--role ROLE=MODEL ...] [--out DIR]``.

A fork starts a new run folder from the checkpoint at the start of day N of an
existing group-chat run (``checkpoints/day-<N-1>.json``, taken at the close of
day N-1): the same world — scenario, seed, customers, suppliers, renderer — with
the given roles played by other models. The fork's ``record.jsonl`` begins with
the parent's events up to that checkpoint, byte for byte; then it plays on from
day N through the month's last day like any resumed run. With no role changed
it reproduces the parent exactly (for scripted or otherwise deterministic models).

A role that changes hands starts fresh: its new player gets none of the old
player's conversation (the agent's context) or scripted memory, and its token
usage counts from zero; every other role keeps its own. The handover is one
``roles_swapped`` event at the checkpoint's moment (the close of day N-1) naming
each swapped role's old and new model, so the record says who played when; a
fork that swaps nothing adds no event.

The fork folder also holds ``fork.json``: the parent folder, the day, the swaps
and the SHA-256 of the shared record prefix. ``kirana report`` on a fork draws
both runs' profit from day N and states the difference (``report.fork_section``).

Forking needs the parent's checkpoint for day N-1: a run keeps its newest
``keep_checkpoints`` (scenario setting, default 3; ``kirana run --keep-checkpoints 0``
keeps every day's). A fork at day 1 is a new run of the same scenario with the swaps.
"""
from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Callable

from agents.checkpoints import CheckpointError, RunCheckpoint, read_checkpoint, write_checkpoint

__all__ = ["fork_run", "ForkError", "checkpoint_for_fork", "model_label", "FORK_FILE"]

FORK_FILE = "fork.json"


class ForkError(ValueError):
    """A fork that cannot start: no such run, day or checkpoint, a bad role swap, or a used --out folder."""


def checkpoint_for_fork(saved: RunCheckpoint, swapped: dict[str, tuple[str, str]],
                        event_seq: int | None = None) -> RunCheckpoint:
    """A copy of a run's daily checkpoint (``agents.checkpoints.RunCheckpoint``) for a fork in which ``swapped``
    roles (role → (old model, new model)) change hands: each such role's own state is dropped so its new
    player starts fresh, and the others' is kept.

    A swapped role's context (``contexts.ROLE``), scripted memory (``memories.ROLE``), its scaffold's memory
    (``scaffolds.ROLE``) and the notes waiting for its next brief (``notes.ROLE``) are dropped and its usage
    (``usage.ROLE``: calls, retries, tokens, estimates, model errors; its request times) counted from zero.
    ``event_seq``: the sequence number of the ``roles_swapped`` event written after the checkpoint's
    record; the shop then continues after it. The copy is whole (version 1: every list in the file), as the
    fork's folder holds none of the parent's ``checkpoints/settled.jsonl``.
    """
    out = saved.model_copy(deep=True, update={"version": 1, "settled": None,  # whole: the fork has no log yet
                                              "calls_logged": None})  # nor a call log (agents.call_log)
    for role, (_, new_model) in swapped.items():
        out.contexts.pop(role, None)
        out.memories.pop(role, None)
        out.notes.pop(role, None)  # notes waiting for the old player's next brief
        out.scaffolds.pop(role, None)  # the old player's reflection, plan and strategy
        if role in out.usage:
            old_usage = out.usage[role]
            fresh = {k: 0 for k in ("calls", "retried", "prompt_tokens", "completion_tokens", "calls_without_usage",
                                    "estimated_prompt_tokens", "estimated_completion_tokens", "model_errors",
                                    "timed_out_prompt_tokens", "stopped_prompt_tokens")
                     if k in old_usage or k in ("calls", "retried", "prompt_tokens", "completion_tokens")}
            out.usage[role] = {k: v for k, v in {**old_usage, "model": new_model, **fresh,
                                                 "cost_usd": None if old_usage.get("cost_usd") is None else 0.0}
                               .items() if k not in ("estimated_cost_usd", "estimate_note", "latency_ms", "call_ms")}
    if event_seq is not None:
        out.shop.record_seq = event_seq + 1
    return out


def _model_text(model) -> str:
    return model if isinstance(model, str) else json.dumps(model, sort_keys=True)


def model_label(model: str) -> str:
    """A model spec's short name for a folder name: one path component of letters, digits, ``.``, ``_`` and ``-``.

    ``scripted:unfair-counter`` → ``unfair-counter``; ``openai:Qwen/Qwen3-8B@http://127.0.0.1:8000/v1`` →
    ``Qwen3-8B`` (the model, never the server's address); ``openai:qwen3:8b@http://...`` → ``qwen3-8b``;
    ``human`` → ``human``; a component config (JSON) → its ``config.model``, else its provider's last name.
    """
    if model.startswith("{"):
        try:
            data = json.loads(model)
        except json.JSONDecodeError:
            data = {}
        model = str((data.get("config") or {}).get("model") or str(data.get("provider", "model")).split(".")[-1])
    else:
        name = model.split("@", 1)[0]                       # the server's address is no part of the name
        model = name.split(":", 1)[1] if ":" in name and name.split(":", 1)[0] in ("openai", "scripted") else name
    model = model.rstrip("/").rsplit("/", 1)[-1]
    return re.sub(r"[^A-Za-z0-9._-]+", "-", model).strip("-.") or "model"


def fork_run(parent: Path, at_day: int, roles: list[str], out: Path | None = None,
             on_day: Callable[[int], None] | None = None) -> tuple[object, dict, Path]:
    """Fork ``parent`` at the start of ``at_day`` with the ``ROLE=MODEL`` swaps and play it to the end.

    Returns:
        (the fork's scenario, its scores, its folder — ``out`` or ``<parent>-fork-d<N>[-<role>-<model>...]``).
    Raises:
        ForkError: see the class; nothing is written.
        agents.episode.RunStopped: a model failed after its retries; the fork folder can be resumed
            with ``kirana run --resume``.
    """
    from agents.episode import RunStopped  # noqa: F401  (raised through resume_folder)
    from events import check_event
    from kirana.runs import check_models, resume_folder, run_to_folder, with_role_models, write_scores
    from scenarios import ScenarioError, load_scenario, scenario_yaml
    parent = Path(parent)
    resolved = parent / "scenario.resolved.yaml"
    if not resolved.exists() or not (parent / "record.jsonl").exists():
        raise ForkError(f"{parent} is not a run folder: it needs scenario.resolved.yaml and record.jsonl")
    try:
        old = load_scenario(resolved)
        new = with_role_models(old, roles)
        check_models(new)
    except (ScenarioError, ValueError) as exc:
        raise ForkError(str(exc)) from None
    if not 1 <= at_day <= old.days:
        raise ForkError(f"--at-day {at_day}: the parent runs days 1–{old.days}")
    swapped = {r: (_model_text(old.roles[r].model), _model_text(new.roles[r].model)) for r in new.roles
               if _model_text(old.roles[r].model) != _model_text(new.roles[r].model)}
    if out is None:
        tail = "".join(f"-{r}-{model_label(m)}" for r, (_, m) in swapped.items())
        out = parent.parent / f"{parent.name}-fork-d{at_day}{tail}"
    out = Path(out)
    if out.exists() and any(out.iterdir()):
        raise ForkError(f"--out: {out} already holds files; give a new folder for the fork")
    saved = None
    if at_day > 1:
        checkpoint = parent / "checkpoints" / f"day-{at_day - 1:03d}.json"
        if not checkpoint.exists():
            kept = sorted(int(p.stem[4:]) for p in (parent / "checkpoints").glob("day-*.json")
                          if p.stem[4:].isdigit())  # daily ones; a stop-turn checkpoint (day-NNN-turn) is mid-day
            have = (f"the folder keeps checkpoints for days {', '.join(map(str, kept))} (a fork at day N needs "
                    f"day N-1's)" if kept else "the folder has no checkpoints (a direct-engine run keeps none)")
            raise ForkError(f"--at-day {at_day}: no checkpoint {checkpoint}; {have}. To fork anywhere, run the "
                            f"parent through the group chat (not --engine direct) with --keep-checkpoints 0 "
                            f"(every day's; scenario key keep_checkpoints: null)")
        try:
            saved = read_checkpoint(checkpoint)
        except (CheckpointError, ValueError) as exc:  # ValueError: not whole JSON (cut short)
            raise ForkError(f"--at-day {at_day}: {exc}") from None
    info = {"parent": str(parent.resolve()), "at_day": at_day,
            "roles_swapped": {r: {"from": a, "to": b} for r, (a, b) in swapped.items()}}
    out.mkdir(parents=True, exist_ok=True)
    if saved is None:  # day 1: a new month of the same world with the swaps
        info["shared_record_sha256"] = hashlib.sha256(b"").hexdigest()
        _write_json(out / FORK_FILE, info)
        return new, run_to_folder(new, out, on_day=on_day), out
    keep = saved.shop.record_seq
    prefix = _record_prefix(parent / "record.jsonl", keep)
    info["shared_record_sha256"] = hashlib.sha256(prefix).hexdigest()
    state = saved.shop.state
    event_seq = None
    if swapped:
        fields = check_event("roles_swapped", {"at_day": at_day, "parent": parent.name,  # its model: events.staff
                                               "roles": {r: {"from": a, "to": b} for r, (a, b) in swapped.items()}})
        event = {"seq": keep, "day": state.day, "minute": state.minute, "kind": "roles_swapped", **fields}
        prefix += (json.dumps(event, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
        event_seq = keep
    (out / "scenario.resolved.yaml").write_text(scenario_yaml(new), encoding="utf-8")
    (out / "record.jsonl").write_bytes(prefix)
    write_checkpoint(out / "checkpoints" / f"day-{at_day - 1:03d}.json", checkpoint_for_fork(saved, swapped, event_seq))
    _write_json(out / FORK_FILE, info)
    if saved.shop.finished:  # forked after the last day: nothing left to play
        return new, write_scores(out), out
    scenario, scores = resume_folder(out, on_day=on_day)
    return scenario, scores, out


def _record_prefix(path: Path, events: int) -> bytes:
    """The first ``events`` lines of a record, exactly as written. Raises ForkError if it is shorter."""
    data = path.read_bytes()
    end = 0
    for _ in range(events):
        nl = data.find(b"\n", end)
        if nl < 0:
            raise ForkError(f"{path} holds fewer than the {events} events its checkpoint needs")
        end = nl + 1
    return data[:end]


def _write_json(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
