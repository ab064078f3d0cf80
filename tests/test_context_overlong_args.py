"""An over-long tool argument in a role's context (a new user's trial, session 46, F1): the manager's day-1 turn made
11 calls (e-mails to S1 and S2, staff messages, set_price), then ``write_note`` with 70,000 characters of text —
refused by the gate (64,000 at most) — and the next request carried that argument whole (17,500 tokens by the
offline counter, past the 16,000 budget) and none of the turn's 11 earlier calls: eviction had dropped them before
anything else. The model, seeing no e-mail sent, sent them again until the 400-call cap (109 e-mails, 73 confirmed
orders). Now a refused argument is kept folded with its length and the limit from the start
(``agents.context_folds.bound_call``), an over-long accepted one is cut before the turn's calls go
(``agents.context_cuts``), and no request passes the budget."""
from __future__ import annotations

import asyncio
import json

from autogen_core import FunctionCall
from autogen_core.models import AssistantMessage, FunctionExecutionResult, FunctionExecutionResultMessage

from agents.context import RoleContext
from agents.tokens import count_tokens
from roles.toolbox import MAX_TEXT_CHARS

EMAILS = [("S1", "Please send 20 rice-1kg."), ("S2", "चावल ४० किलो भेज दीजिए।"), ("S1", "२० किलो चीनी भेजिए।")]


def _edges(big: int) -> list[tuple[str, dict]]:
    """The fake manager's calls on its first turn: staff messages, the e-mails, prices, the long note, one more."""
    calls = [("send_message", {"to": "cashier", "text": "Aaj R5 ko udhaar mat dena."})]
    calls += [("send_message", {"to": to, "text": text}) for to, text in EMAILS]
    calls += [("set_price", {"item": "rice-1kg", "price_inr": 41 + i}) for i in range(6)]
    calls += [("send_message", {"to": "helper", "text": "Shelves dekh lo."}), ("write_note", {"title": "big",
              "text": "x" * big}), ("send_message", {"to": "S3", "text": "Maggi 20 packet bhejo."})]
    return calls


def _group(i: int, name: str, args: dict, result: str = "ok (3 minutes)\nsent: true") -> list:
    call = AssistantMessage(content=[FunctionCall(id=f"c{i}", name=name, arguments=json.dumps(args))],
                            source="manager")
    return [call, FunctionExecutionResultMessage(content=[FunctionExecutionResult(content=result, call_id=f"c{i}",
                                                                                  is_error=False, name=name)])]


def _turn(big: int, refused: bool) -> RoleContext:
    ctx = RoleContext("manager", 16_000, 3_500, recent_calls=7, full_results=2)
    ctx.begin_turn("[d1 08:00] You are in the office.", day=1, desk="Cash: till ₹3,000.")
    for i, (name, args) in enumerate(_edges(big)[:-1]):
        error = '{"ok": false, "error": "text: refused: more than 64,000 characters of text in one call"}'
        for m in _group(i, name, args, error if name == "write_note" and refused else "ok (3 minutes)\nsent: true"):
            asyncio.run(ctx.add_message(m))
    return ctx


def _calls(messages) -> list[tuple[str, str]]:
    return [(c.name, c.arguments) for m in messages if isinstance(m, AssistantMessage)
            and not isinstance(m.content, str) for c in m.content]


def test_a_refused_over_long_argument_is_kept_folded_with_its_length_and_the_limit():
    ctx = _turn(70_000, refused=True)
    kept = asyncio.run(ctx.get_messages())
    calls = _calls(kept)
    assert [n for n, _ in calls] == [n for n, _ in _edges(70_000)[:-1]]      # every call of the turn stays
    note = json.loads(calls[-1][1])
    assert note["title"] == "big" and note["text"].startswith("x" * 60)
    assert "70,000 characters" in note["text"] and f"{MAX_TEXT_CHARS:,}" in note["text"]
    assert count_tokens(calls[-1][1]) < 100                                   # not 17,500 tokens
    assert ctx.tokens() <= 16_000 and ctx.evictions == 0


def test_an_accepted_over_long_argument_is_cut_before_the_turns_calls_go():
    ctx = _turn(60_000, refused=False)                                        # under the limit: it ran
    kept = asyncio.run(ctx.get_messages())
    assert ctx.tokens() <= 16_000
    calls = _calls(kept)
    assert [n for n, _ in calls] == [n for n, _ in _edges(60_000)[:-1]]      # the e-mails are still seen
    assert all(json.loads(a) for _, a in calls)                               # valid JSON objects, keys kept
    sent = [json.loads(a)["text"] for n, a in calls if n == "send_message"]
    assert [t for t in sent if "rice-1kg" in t or "भेज" in t]


def test_bound_call_and_cut_call_keep_json_and_say_the_length():
    from agents.context_folds import bound_call, cut_call
    short = AssistantMessage(content=[FunctionCall(id="a", name="write_note", arguments='{"text": "hi"}')],
                             source="manager")
    assert bound_call(short) is None                                          # within the limit: as it was
    within = AssistantMessage(content=[FunctionCall(id="a", name="write_note",
                                                    arguments=json.dumps({"text": "y" * 60_000}))], source="m")
    assert bound_call(within) is None                                         # accepted by the gate: kept
    nested = AssistantMessage(content=[FunctionCall(id="b", name="shelf_plan",
                                                    arguments=json.dumps({"items": {"x" * 70_000: 1}}))], source="m")
    folded = json.loads(bound_call(nested).content[0].arguments)
    assert list(folded) == ["folded"] and "characters; a call may hold at most 64,000" in folded["folded"]
    cut = cut_call(within, 10_000)
    text = json.loads(cut.content[0].arguments)["text"]
    assert text.endswith("(60,000 characters in all)") and count_tokens(text) <= 15_000 - 10_000 + 30
    numbers = AssistantMessage(content=[FunctionCall(id="c", name="shelf_plan",
                                                     arguments=json.dumps({"items": list(range(8_000))}))], source="m")
    folded = json.loads(cut_call(numbers, 1_000).content[0].arguments)  # no text to cut: the arguments fold whole
    assert list(folded) == ["folded"] and folded["folded"].startswith('{"items": [0, 1, 2')
    assert "characters; cut to fit the context budget]" in folded["folded"]
    ctx = RoleContext("manager", 16_000, 3_500)
    ctx.begin_turn("[d1 08:00] You are in the office.", day=1)
    for m in _group(0, "send_message", {"to": "S1", "text": "Please send 20 rice-1kg."}) + [numbers]:
        asyncio.run(ctx.add_message(m))
    kept = asyncio.run(ctx.get_messages())
    assert ctx.tokens() <= 16_000                                             # before: 19,529
    assert [n for n, _ in _calls(kept)] == ["send_message", "shelf_plan"]     # before: the e-mail dropped


def test_a_served_manager_sends_each_email_once_and_every_request_is_within_budget(tmp_path):
    """On a loopback fake that, like a model, chooses its next call from how many of its calls the turn shows."""
    from agents.episode import run_episode
    from fake_manager import served_manager
    from openai_stub import StubServer, text_answer, tool_calls

    edges, bodies = _edges(70_000), []

    def behave(role, body, n):
        msgs = body["messages"]
        last = max(i for i, m in enumerate(msgs) if m["role"] == "user")
        if "[d1 08:" not in msgs[last]["content"]:
            return 200, text_answer(n, "Done.", "fake")
        bodies.append(body)
        seen = sum(1 for m in msgs[last:] if m["role"] == "assistant" and m.get("tool_calls"))
        if seen >= len(edges):
            return 200, text_answer(n, "Done.", "fake")
        name, args = edges[seen]
        return 200, tool_calls(n, [(name, json.dumps(args, ensure_ascii=False))], "fake")

    def tokens(body) -> int:  # the request by the offline counter: messages, calls and tool schemas
        text = sum(count_tokens(str(m.get("content") or "")) + 4 + sum(
            count_tokens(c["function"]["arguments"] + c["function"]["name"]) for c in m.get("tool_calls") or [])
            for m in body["messages"])
        return text + sum(count_tokens(json.dumps(t, ensure_ascii=False)) for t in body.get("tools", []))

    with StubServer(behave=behave) as server:
        run_episode(served_manager(server.url, days=1, max_tool_calls_per_turn=60), tmp_path)
    events = [json.loads(line) for line in (tmp_path / "record.jsonl").read_text().splitlines()]
    sent = [e for e in events if e["kind"] == "email_sent"]
    assert len(sent) == len(EMAILS) + 1                                       # each e-mail once (before: repeated)
    assert not [e for e in events if e["kind"] == "turn_forfeited"]
    assert len(bodies) == len(edges) + 1                                      # one request per call, then "Done."
    assert max(map(tokens, bodies)) <= 16_000                                 # before: 19,500
    after = bodies[len(edges) - 1]                                            # the request after the refused note
    calls = [c["function"] for m in after["messages"] for c in m.get("tool_calls") or []]
    assert [c["name"] for c in calls] == [n for n, _ in edges[:-1]]
    assert "70,000 characters" in calls[-1]["arguments"] and len(calls[-1]["arguments"]) < 300
