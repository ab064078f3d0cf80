"""Shared by the tests that serve the manager from a local fake server (``openai_stub``): a quiet month, the
manager wired to the server, the manager's turns in a record, a server answering the same calls every time."""
from __future__ import annotations

from agents.episode import run_episode
from agents.loops import LOOP_REPEATS
from events.record import read_record
from kirana.runs import with_role_models
from openai_stub import StubServer, tool_calls
from scenarios import load_scenario


#: A manager's turn that loops: the repeated call refused four times, then the loop, the forfeit, the turn's end.
LOOPED_TURN = ["invalid_action"] * (LOOP_REPEATS - 1) + ["turn_looped", "turn_forfeited", "turn_end"]


def manager_bodies(server) -> list[dict]:
    """The requests a fake ``server`` got for the manager (its system message opens "You are the manager")."""
    return [b for b in server.bodies if b["messages"][0]["content"].startswith("You are the manager")]


def quiet_month(days: int = 1, **manager):
    """The default month, ``days`` long, with a quiet counter (8 customers a day: the faults are the manager's),
    and ``manager``'s role settings (e.g. ``max_tool_calls_per_turn=6``)."""
    scenario = load_scenario(days=days)
    roles = {r: v.model_dump() for r, v in scenario.roles.items()}
    roles["manager"].update(manager)
    counter = {**scenario.counter.model_dump(), "customers_per_day": 8}
    return scenario.model_validate({**scenario.model_dump(), "roles": roles, "counter": counter})


def served_manager(url: str, days: int = 1, **manager):
    """``quiet_month(days, **manager)`` with the manager served by the fake server at ``url``."""
    return with_role_models(quiet_month(days, **manager), [f"manager=openai:fake@{url}"])


def manager_turns(events: list[dict], with_end: bool = True) -> list[list[dict]]:
    """The manager's events turn by turn (after each ``turn_start``), each ending with its ``turn_end`` event
    unless ``with_end`` is false."""
    turns, current = [], None
    for e in events:
        if e["kind"] == "turn_start" and e["role"] == "manager":
            current = []
        elif e["kind"] == "turn_end" and e["role"] == "manager":
            turns.append(current + [e] if with_end else current)
            current = None
        elif current is not None and e.get("role") == "manager":
            current.append(e)
    return turns


def answering(calls):
    """A fake server's ``behave``: the manager gets the same tool ``calls`` ((name, arguments JSON), …) each time."""
    def behave(role, body, n):
        return (200, tool_calls(n, calls, body["model"])) if role == "manager" else None
    return behave


def played(behave, tmp_path, days: int = 1, **manager) -> tuple[list[dict], list[dict]]:
    """Play ``served_manager`` into ``tmp_path`` against a fake server answering as ``behave``: the record's events
    and the requests the server got for the manager (``manager_bodies``)."""
    with StubServer(behave=behave) as server:
        run_episode(served_manager(server.url, days, **manager), tmp_path)
        bodies = manager_bodies(server)
    return read_record(tmp_path / "record.jsonl"), bodies
