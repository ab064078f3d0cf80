"""A served helper reads its shelves and godown as compact text and moves the same stock as from the JSON results
of earlier sessions (``roles.ROLE.results``): the text hides no figure it acts on (``agents.result_format``).

The fake helper keeps nothing of its own: each answer is one call chosen from what the request shows of the current
turn (shelves, godown, the moves made), as the trial-42 fake did, reading a result with ``parse`` or ``json.loads``.
Measured (2 days, seed 0): 8 floor turns, 224 moves either way, every call and result the same.
"""
from __future__ import annotations

import json

from agents.episode import run_episode
from agents.result_format import parse
from events.record import read_record
from kirana.runs import with_role_models
from openai_stub import StubServer, text_answer, tool_calls
from scenarios import load_scenario


def _read(text: str) -> dict | None:
    if text.startswith("{"):
        body = json.loads(text)
        return body.get("data") if body.get("ok") else None
    try:
        return parse(text)[1]
    except ValueError:
        return None


def _helper(role, body, n):
    if role != "helper":
        return None
    msgs = body["messages"]
    start = max(i for i, m in enumerate(msgs) if m["role"] == "user" and "```turn" in str(m["content"]))
    if '"kind": "floor"' not in str(msgs[start]["content"]):
        return 200, text_answer(n, "Done for this turn.", body["model"])
    calls = {c["id"]: (c["function"]["name"], json.loads(c["function"]["arguments"]))
             for m in msgs[start:] if m["role"] == "assistant" for c in m.get("tool_calls") or []}
    seen = {calls[m["tool_call_id"]][0]: _read(m["content"]) for m in msgs[start:] if m["role"] == "tool"}
    if "done" in seen:
        return 200, text_answer(n, "Done for this turn.", body["model"])
    for read in ("look_at_shelves", "count_godown"):
        if read not in seen:
            return 200, tool_calls(n, [(read, "{}")], body["model"])
    moved = {args["item"] for name, args in calls.values() if name == "move_to_shelf"}
    shelf, godown = seen["look_at_shelves"]["shelf"], seen["count_godown"]["godown"]
    for sku, row in shelf.items():
        target = row["plan"] if row["plan"] is not None else row["capacity"]   # no plan yet: fill the shelf
        want = min(target - row["units"], godown.get(sku, {}).get("units", 0))
        if sku not in moved and want > 0:
            return 200, tool_calls(n, [("move_to_shelf", json.dumps({"item": sku, "quantity": want}))], body["model"])
    return 200, tool_calls(n, [("done", "{}")], body["model"])


def _moves(tmp_path, results: str) -> list[dict]:
    scenario = load_scenario(days=2)
    with StubServer(behave=_helper) as server:
        scenario = with_role_models(scenario, [f"helper=openai:fake@{server.url}"])
        roles = scenario.model_dump()["roles"]
        roles["helper"]["results"] = results
        run_episode(scenario.model_validate({**scenario.model_dump(), "roles": roles}), tmp_path)
    return [{k: e[k] for k in ("day", "minute", "tool", "args", "result")} for e in read_record(tmp_path / "record.jsonl")
            if e["kind"] == "tool_call" and e["role"] == "helper"]


def test_a_served_helper_moves_the_same_stock_reading_text_as_reading_json(tmp_path):
    text, old = _moves(tmp_path / "text", "text"), _moves(tmp_path / "json", "json")
    moves = [e for e in text if e["tool"] == "move_to_shelf"]
    floors = sum(1 for e in text if e["tool"] == "look_at_shelves")
    assert floors >= 6 and len(moves) > 5 * floors                      # many moves a floor turn, from what it read
    assert text == old                                                  # the same calls, the same results
