"""A served run is as reproducible as its answers (docs/record.md): nothing random or time-derived reaches a request.

A new user's trial (session 41) found a tool call written as text went back to the server as
``"id": "text_call_<12 random hex>_1"`` with arguments ``{"_refused": "<hex>-2"}``, new on every run, so a server
whose answer depends on the prompt (a cache, a seeded model, temperature 0) answered differently: two otherwise
identical studies gave 37 and 28 English e-mails. The markers are now named from the role, day, turn and a count
(``agents.guard``), and ``calls.jsonl`` ids count on from the folder's lines (``agents.call_log``).

Here a loopback fake answers from a SHA-256 of each request body: a tool call written as text, arguments that are
not JSON, an unknown tool, a ``<think>`` with a call written the Python way, or the scripted manager's own call. Two
runs give byte-identical request logs, records and call logs; ``usage.json`` and the checkpoints differ only in the
server's port (``run_start``'s roles, ``usage.json``'s model) and the measured latencies."""
from __future__ import annotations

import hashlib
import json
import re

from agents.call_log import CALL_LOG, DISCARDED_LOG, CallLog, discard_after
from agents.episode import run_episode
from fake_manager import manager_bodies, served_manager
from openai_stub import StubServer, text_answer, tool_calls

_PORT = re.compile(rb"127\.0\.0\.1:\d+")


def _by_hash(role, body, n):
    """The manager's answer, picked by the request body's SHA-256 (None: the scripted manager's own call)."""
    if role != "manager":
        return None
    pick = int(hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()[:8], 16) % 9
    model = body["model"]
    if pick == 0:
        return 200, text_answer(n, '<tool_call>{"name": "send_message", "arguments": {"to": "S2", "text": '
                                   '"Please send 5 kg sabzi"}}</tool_call>', model)
    if pick == 1:
        return 200, tool_calls(n, [("read_messages", '{"x": ')], model)
    if pick == 2:
        return 200, tool_calls(n, [("sell_everything", "{}")], model)
    if pick == 3:
        return 200, text_answer(n, "<think>hmm</think>read_messages()", model)
    return None


def _played(folder) -> bytes:
    """One day of the manager served by the hash-answering fake into ``folder``; the request bodies as JSON lines."""
    with StubServer(behave=_by_hash) as server:
        run_episode(served_manager(server.url, days=1), folder)
        bodies = manager_bodies(server)
    return "".join(json.dumps(b, ensure_ascii=False, sort_keys=True) + "\n" for b in bodies).encode()


def _without_latency(usage: dict) -> dict:
    return {role: {k: v for k, v in u.items() if k not in ("latency_ms", "model", "call_ms")}
            for role, u in usage.items()}


def test_two_runs_against_a_fake_answering_from_a_hash_of_the_request_are_byte_identical(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    bodies_a, bodies_b = _played(first), _played(second)
    text = bodies_a.decode()
    # every misbehaviour was met, and a text call went back under a name made from role, day and turn
    assert "<tool_call>" in text and "read_messages()" in text and "sell_everything" in text
    ids = sorted(set(re.findall(r'"id": "(text_call_[^"]+)"', text)))
    assert ids and all(re.fullmatch(r"text_call_manager-d1-m\d+-\d+", i) for i in ids), ids
    assert not re.search(r"[0-9a-f]{12}", " ".join(ids))
    assert bodies_a == bodies_b                          # the server was asked the same thing, request by request
    record_a, record_b = (f / "record.jsonl" for f in (first, second))
    assert record_a.read_bytes() != record_b.read_bytes()  # the ports differ (run_start names the server) ...
    assert _PORT.sub(b"PORT", record_a.read_bytes()) == _PORT.sub(b"PORT", record_b.read_bytes())  # ... only they
    assert (first / CALL_LOG).read_bytes() == (second / CALL_LOG).read_bytes()
    assert json.loads((first / CALL_LOG).read_text().splitlines()[0])["id"] == "c1"
    usage_a, usage_b = (json.loads((f / "usage.json").read_text()) for f in (first, second))
    assert _without_latency(usage_a) == _without_latency(usage_b)
    assert usage_a["manager"]["calls"] == text.count("\n") > 20
    saved_a, saved_b = (json.loads((f / "checkpoints" / "day-001.json").read_text()) for f in (first, second))
    for saved in (saved_a, saved_b):
        saved["usage"] = _without_latency(saved["usage"])
    assert saved_a == saved_b


def test_call_log_ids_count_on_after_a_resume_and_never_repeat(tmp_path):
    log = CallLog(tmp_path)
    for day in (1, 2, 2):
        log.write("manager", day, "answered", prompt_tokens=10)
    log.close()
    assert len(discard_after(tmp_path, 1)) == 2          # a resume from day 1's checkpoint: day 2's two moved
    again = CallLog(tmp_path)
    again.write("manager", 2, "answered")
    again.close()
    kept = [json.loads(line)["id"] for line in (tmp_path / CALL_LOG).read_text().splitlines()]
    thrown = [json.loads(line)["id"] for line in (tmp_path / DISCARDED_LOG).read_text().splitlines()]
    assert (kept, thrown) == (["c1", "c4"], ["c2", "c3"])
