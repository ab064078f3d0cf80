"""What suppliers and customers say depends on the shop's own events, never on how a served model was served.

A new user's trial (session 38) found one retried HTTP 500 rewording 369 of 528 supplier and customer texts for the
rest of the month, and a Ctrl-C + resume 316 of 859: the phrasing was keyed on the record's next seq, which a
``model_retried`` or ``run_resumed`` event moves on. It is keyed on ``EventRecord.shop_seq`` now (the record's next
seq less its serving events, ``events.registry.SERVING``). The munshi here is a served model played in this process
(``served_clients.InProcessServer``: no network): a clean two-day month, one with a request failing once and retried,
one stopped after day 1 and resumed, and one stopped by a request that failed all its tries (a ``model_error``) and
resumed inside that turn say the same words to the shop, event for event.
"""
from __future__ import annotations

import pytest

from agents.episode import RunStopped, run_episode
from events.base import ALL_ROLES
from events.record import EventRecord, read_record
from events.registry import SERVING
from scenarios import load_scenario
from served_clients import InProcessServer

DAYS = 2


@pytest.fixture(scope="module")
def scenario():
    base = load_scenario("default", days=DAYS)
    roles = {r: v.model_dump() for r, v in base.roles.items()}
    roles["munshi"].update(model={"provider": "served_clients.InProcessServer",
                                  "config": {"shop": "reference", "role": "munshi"}},
                           retries=2, on_model_error="stop")
    return base.model_validate({**base.model_dump(), "roles": roles})


def _run(scenario, folder, fail=frozenset(), stop_after_day=None, resume=False):
    InProcessServer.reset(fail)
    run_episode(scenario, folder, stop_after_day=stop_after_day, resume=resume)
    return read_record(folder / "record.jsonl")


@pytest.fixture(scope="module")
def clean(scenario, tmp_path_factory):
    return _run(scenario, tmp_path_factory.mktemp("clean"))


def _said(events) -> list[tuple]:
    """Every counterpart text in order: a customer's words, a supplier's message as the shop got it."""
    return [(e["day"], e.get("visit_id") or e["sender"], e["text"]) for e in events
            if e["kind"] == "customer_words" or e["kind"] == "message_delivered" and e["sender"] not in ALL_ROLES]


def _shop_events(events) -> list[dict]:
    """The shop's own events, without their seq (which the serving events move on)."""
    return [{k: v for k, v in e.items() if k not in ("seq", "in_reply_to_seq")}
            for e in events if e["kind"] not in SERVING]


def _same_as_clean(clean, events, serving: list[str]):
    assert [e["kind"] for e in events if e["kind"] in SERVING] == serving
    first = next(e for e in events if e["kind"] in SERVING)
    later = [s for s in _said(clean) if s[0] >= first["day"]]
    assert len(later) > 50  # the suppliers and customers go on talking after it (day 2's texts: several hundred)
    assert _said(events) == _said(clean)
    assert _shop_events(events) == _shop_events(clean)


def test_a_retried_request_leaves_every_counterpart_text_as_it_was(scenario, clean, tmp_path):
    events = _run(scenario, tmp_path, fail={2})  # the munshi's second request on day 1: an HTTP 500, then answered
    _same_as_clean(clean, events, ["model_retried"])


def test_a_resume_leaves_every_counterpart_text_as_it_was(scenario, clean, tmp_path):
    _run(scenario, tmp_path, stop_after_day=1)
    events = _run(scenario, tmp_path, resume=True)
    _same_as_clean(clean, events, ["run_resumed"])


def test_a_model_error_that_stops_the_run_then_a_resume_leave_every_counterpart_text_as_it_was(scenario, clean,
                                                                                           tmp_path):
    with pytest.raises(RunStopped):  # the munshi's first request (its books turn's brief) and both retries fail: a
        _run(scenario, tmp_path, fail={1, 2, 3})  # model_error, and the run stops in that turn
    # (the resumed turn goes on from the brief; a scripted player stopped after a tool result would not go on with
    # its play, which a served model does, reading the conversation: that would change the shop's events)
    events = _run(scenario, tmp_path, resume=True)
    _same_as_clean(clean, events, ["model_retried", "model_retried", "model_error", "run_resumed"])


def test_shop_seq_counts_the_shop_s_own_events_and_a_continued_record_counts_the_same():
    record = EventRecord()
    record.append("run_resumed", 1, 0, checkpoint=None, from_day=1, turn=None, turn_role=None, discarded_calls=0,
                  discarded_failed_requests=0, discarded={}, discarded_calls_in_run=0)
    record.append("day_start", 1, 0)
    assert (record.next_seq, record.shop_seq) == (2, 1)
    again = EventRecord.continuing(list(record.events))
    assert (again.next_seq, again.shop_seq) == (2, 1)
    assert SERVING == {"model_error", "model_reasoning", "model_retried", "renderer_fallback", "roles_swapped",
                       "run_resumed"}
