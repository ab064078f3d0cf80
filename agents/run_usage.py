"""What a run's model calls cost, as ``usage.json`` says it, and the note a resume writes of what it threw away.

``usage_by_role`` counts, per role, what its client counted on the month's path (the checkpoint's) plus, with the
requests the resumes threw away (``agents.call_log.discarded``), every request the servers answered and billed —
those under ``discarded_on_resume``, and the figures of the record kept (``kept_record``: an uninterrupted run's,
what the scores compare, ``scoring.kept_usage``); costs in US dollars from the role's ``price_usd_per_million_tokens``.
``note_resumed`` moves the requests made after a checkpoint to ``calls.discarded.jsonl`` and writes the
``run_resumed`` event (only when a role is played by a model server). Split from ``agents.episode`` (session 35).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from agents.call_log import discard_after, discarded
from agents.offline_client import OfflineClient

if TYPE_CHECKING:
    from agents.guard import RoleModelClient
    from engine.shop import Shop

__all__ = ["ESTIMATE_NOTE", "usage_by_role", "note_resumed", "resumes_cut"]


#: What ``usage.json`` says of its offline estimates (docs/models.md, "What a run costs").
ESTIMATE_NOTE = ("estimated_* are offline token estimates (agents.tokens: the request's messages and the tool "
                 "schemas it carried, and the answer) for the calls whose usage the server did not report")


#: The counts a resume's discards are added to (``scoring.kept_usage.KEPT_COUNTS`` takes them off again).
_COUNTS = ("calls", "prompt_tokens", "completion_tokens", "calls_without_usage", "estimated_prompt_tokens",
           "estimated_completion_tokens", "timed_out_prompt_tokens", "stopped_prompt_tokens")


def _costs(counts: dict, price) -> tuple[float | None, float | None]:
    """(cost in US dollars of the tokens the server reported — None when some calls came back without usage, or
    no price —, the estimate with the offline count of those calls' tokens added — None without a price)."""
    if not price:
        return None, None
    cost = (counts.get("prompt_tokens", 0) * price.prompt + counts.get("completion_tokens", 0) * price.completion) / 1e6
    estimate = cost + (counts.get("estimated_prompt_tokens", 0) * price.prompt
                       + counts.get("estimated_completion_tokens", 0) * price.completion) / 1e6
    return (None if counts.get("calls_without_usage") else cost), estimate


def usage_by_role(clients: dict[str, RoleModelClient], scenario, shop: Shop, renderer_before: dict | None,
           thrown_away: dict[str, dict[str, int]] | None = None) -> dict:
    """Usage by role: what the clients counted on the month's path (the checkpoint's), and with ``thrown_away``
    (``agents.call_log.discarded``: the requests of the parts of the month resumes threw away) what
    ``usage.json`` says — every request the servers answered, those among them under ``discarded_on_resume``."""
    out = {}
    for role, c in clients.items():
        settings = scenario.roles[role]
        counts = c.usage()
        kept = dict(counts)  # the month's one path: an uninterrupted run's figures
        gone = (thrown_away or {}).get(role)
        if gone:
            for key in _COUNTS:
                counts[key] = counts.get(key, 0) + gone.get(key, 0)
        price = settings.price_usd_per_million_tokens
        cost, estimate = _costs(counts, price)
        model = settings.model if isinstance(settings.model, str) else settings.model.get("provider")
        out[role] = {"model": model, **counts, "cost_usd": None if cost is None else round(cost, 6)}
        if counts.get("calls_without_usage"):
            out[role]["estimated_cost_usd"] = None if estimate is None else round(estimate, 6)
            out[role]["estimate_note"] = ESTIMATE_NOTE
        if gone:
            gone_cost, gone_estimate = _costs(gone, price)
            out[role]["discarded_on_resume"] = {
                **gone, "cost_usd": None if gone_cost is None else round(gone_cost, 6),
                **({"estimated_cost_usd": None if gone_estimate is None else round(gone_estimate, 6)}
                   if gone.get("calls_without_usage") else {}),
                "note": "of the figures above, the requests of the partial days (or turns) that resumes threw away "
                        "and asked again: the server answered and billed them (calls.discarded.jsonl)"}
            kept_cost, kept_estimate = _costs(kept, price)
            out[role]["kept_record"] = {
                **{k: kept.get(k, 0) for k in _COUNTS}, "cost_usd": None if kept_cost is None else round(kept_cost, 6),
                **({"estimated_cost_usd": None if kept_estimate is None else round(kept_estimate, 6)}
                   if kept.get("calls_without_usage") else {}),
                "note": "the figures above less discarded_on_resume: the requests of the record kept, as an "
                        "uninterrupted run counts them (what the scores and a study compare)"}
    usage = getattr(shop.renderer, "usage", None)
    if callable(usage):
        now = usage()
        before = renderer_before or {}
        out["renderer"] = {k: (round(v + before.get(k, 0), 3) if isinstance(v, (int, float)) else v)
                           for k, v in now.items()}
    return out


def resumes_cut(lines: list[str]) -> list[dict]:
    """The resumes recorded in ``lines`` (``record.jsonl`` lines a resume cuts away: those after its checkpoint, or
    the whole record when it starts the month again), oldest first: each ``run_resumed`` event's own
    ``earlier_resumes``, then the event without ``seq``, ``kind`` and ``earlier_resumes``. A line that is not JSON
    (a cut-off last line) is skipped. Session 51 (a new user's trial): a run stopped twice and resumed twice from
    the same checkpoint kept only the second resume's event (``discarded_calls`` 3 where 11 had been thrown away)."""
    out: list[dict] = []
    for line in lines:
        if '"run_resumed"' not in line:
            continue
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if isinstance(event, dict) and event.get("kind") == "run_resumed":
            out += event.get("earlier_resumes") or []
            out.append({k: v for k, v in event.items() if k not in ("seq", "kind", "earlier_resumes")})
    return out


def note_resumed(shop: Shop, clients: dict[str, RoleModelClient], run_dir: Path, checkpoint: str | None,
                  calls_logged: int | None, day: int, earlier: list[dict] | None = None) -> None:
    """A resume of a run with a served role: the requests made after the checkpoint (a partial day or turn, asked
    again now) move to ``calls.discarded.jsonl`` (``agents.call_log``), and a ``run_resumed`` event says where the
    month goes on from and what was thrown away. A month of in-process players alone (scripted, or a person at the
    console typing the same keys) replays what it threw away byte for byte, and records nothing new (its record stays that of an uninterrupted run); nor does the first play
    of a fork (``calls_logged`` None: its ``roles_swapped`` marks where it began). ``earlier``: the resumes whose own
    events this resume cut from the record (``resumes_cut``), carried in its event as ``earlier_resumes``."""
    if calls_logged is None:  # a fork's copy of a checkpoint (kirana.fork: its roles_swapped says what happened),
        return  # or one written before the call log: nothing known to throw away
    moved = discard_after(run_dir, calls_logged)
    served = sorted(r for r, c in clients.items() if not isinstance(c.inner, OfflineClient))  # a person is no server
    if not served:  # a person's keystrokes are logged as calls too, but billed by no server
        return
    by_role: dict[str, dict[str, int]] = {}
    for call in moved:
        role = by_role.setdefault(str(call.get("role")), {"calls": 0, "failed_requests": 0, "prompt_tokens": 0,
                                                          "completion_tokens": 0, "estimated_prompt_tokens": 0})
        if call.get("outcome") == "stopped":  # in flight at the stop: counted by its offline prompt tokens
            role["stopped_requests"] = role.get("stopped_requests", 0) + 1
            role["stopped_prompt_tokens"] = role.get("stopped_prompt_tokens", 0) + int(call.get("stopped_prompt_tokens") or 0)
            continue
        role["calls" if call.get("outcome") == "answered" else "failed_requests"] += 1
        for key in ("prompt_tokens", "completion_tokens", "estimated_prompt_tokens"):
            role[key] += int(call.get(key) or 0)
    turn = shop.turn
    shop.emit("run_resumed", checkpoint=checkpoint, from_day=day,
              turn=None if turn is None else turn.kind, turn_role=None if turn is None else turn.role,
              discarded_calls=sum(r["calls"] for r in by_role.values()),
              discarded_failed_requests=sum(r["failed_requests"] for r in by_role.values()), discarded=by_role,
              discarded_calls_in_run=sum(r["calls"] for r in discarded(run_dir).values()),
              **({"earlier_resumes": earlier} if earlier else {}))
