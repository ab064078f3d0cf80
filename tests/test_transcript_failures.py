"""A model's failures in `kirana transcript` (a new user's trial, sixteenth session: a month against a flaky server
showed its refused calls and the server's retried 500s only in record.jsonl)."""
from __future__ import annotations

from report.transcripts import conversations, format_text

EVENTS = [
    {"seq": 0, "day": 1, "minute": 480, "kind": "invalid_action", "role": "manager", "tool": "order_stuff",
     "args": {"x": 1}, "argument": "", "error": "unknown tool; did you mean send_message?"},
    {"seq": 1, "day": 1, "minute": 481, "kind": "model_retried", "role": "manager", "turn": "08:00", "status": 500,
     "error": "http_500", "message": "internal error", "attempt": 1, "wait_s": 0.5, "why": "backoff"},
    {"seq": 2, "day": 1, "minute": 490, "kind": "turn_looped", "role": "cashier", "turn": "09:00",
     "tool": "read_messages", "args": {}, "repeats": 5},
    {"seq": 3, "day": 1, "minute": 490, "kind": "calls_ignored", "role": "cashier", "turn": "09:00", "count": 3,
     "tools": ["read_messages", "read_messages", "say"], "reason": "a loop: the same read_messages call 5 times in a row"},
]


def test_failures_are_lines_of_the_transcript():
    items = conversations(EVENTS)
    assert [c["type"] for c in items] == ["failure"] * 4
    text = format_text(items)
    assert "manager's model — call refused: order_stuff: unknown tool; did you mean send_message?" in text
    assert "request failed (500), tried again: internal error" in text
    assert "cashier's model — loop: read_messages called 5 times in a row" in text
    assert "cashier's model — 3 more call(s) in that answer ignored: read_messages, say" in text


def test_failures_follow_the_role_filter():
    assert [c["role"] for c in conversations(EVENTS, role="cashier")] == ["cashier", "cashier"]
