"""A stop that reaches a run twice — a study's worker gets the terminal's Ctrl-C and, a second later, the study's own
SIGINT (``kirana.study_pool``) — logs no traceback, and a resume takes away what a stop wrote to ``error.log`` (a new
user's trial, session 46, F3: ``study/stopped/runs/default-en-fake-mgr-cashier-seed0/error.log`` held two "Task
exception was never retrieved … ValueError: task_done() called too many times" and stayed after the resume). The
second SIGINT had met asyncio's own handler, which raises ``KeyboardInterrupt`` for a second Ctrl-C inside whatever
ran — the stop's own cleanup (``agents.user_stop.end_handlers``) among it — and the runtime's handlers were
orphaned."""
from __future__ import annotations

import asyncio
import json
import os
import signal
from dataclasses import dataclass

import pytest

from autogen_core import DefaultTopicId, MessageContext, RoutedAgent, default_subscription, message_handler

from agents.user_stop import STOPPED_NOTE, clear_stopped, note_stopped, play

TRIAL_LOG = """2026-12-06 19:09:51,229 asyncio ERROR: Task exception was never retrieved
future: <Task finished name='Task-717' coro=<SingleThreadedAgentRuntime._process_publish() done> exception=ValueError('task_done() called too many times')>
Traceback (most recent call last):
  File "autogen_core/_queue.py", line 222, in task_done
    raise ValueError("task_done() called too many times")
ValueError: task_done() called too many times
2026-12-06 19:09:51,251 asyncio ERROR: Task exception was never retrieved
Traceback (most recent call last):
ValueError: task_done() called too many times
"""
FAILURE = """2026-12-06 10:00:00,001 autogen_core ERROR: Error processing publish message for manager
Traceback (most recent call last):
ConnectionError: http://127.0.0.1:1/v1: ConnectError: All connection attempts failed
"""



@dataclass
class Ping:
    """A message that makes two more, up to a depth of 6 (a day's chat fanning out)."""
    n: int


@default_subscription
class Chain(RoutedAgent):
    def __init__(self) -> None:
        super().__init__("chain")

    @message_handler
    async def on_ping(self, message: Ping, ctx: MessageContext) -> None:
        if message.n < 6:
            for _ in range(2):
                await self.publish_message(Ping(message.n + 1), DefaultTopicId())
        await asyncio.sleep(2)  # a model request in flight


@pytest.fixture
def ctrl_c_as_at_a_terminal():
    """Python's default Ctrl-C handler for the test, then the worker's own back: a test runner started in the
    background of a non-interactive shell (CI) inherits SIGINT ignored, and the test would otherwise not run there."""
    held = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, held)


@pytest.mark.parametrize("second", [signal.SIGINT, signal.SIGTERM])
def test_a_second_signal_during_the_stop_lets_the_cleanup_finish_and_the_stop_is_one_interrupt(
        second, ctrl_c_as_at_a_terminal):
    done: list[str] = []
    stopped: list[str] = []

    async def month() -> None:
        try:
            os.kill(os.getpid(), signal.SIGINT)          # the terminal's Ctrl-C
            await asyncio.sleep(5)
        except asyncio.CancelledError:
            os.kill(os.getpid(), second)                 # the study's SIGINT (or a SIGTERM) while the stop runs
            for _ in range(5):
                await asyncio.sleep(0.02)                # the cleanup: end_handlers waits for the handlers
            done.append("cleanup")
            raise

    with pytest.raises(KeyboardInterrupt) as stop:
        play(month, on_stop=lambda: stopped.append("noted"))
    assert done == ["cleanup"]                           # before: KeyboardInterrupt raised inside the cleanup
    assert stop.value.how == "Ctrl-C" and stopped == ["noted"]
    # the month's 5 s sleep was cut short (done: its CancelledError path ran), not a wall-clock bound (< 4 s had
    # been one a loaded machine breaks; session 56)
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler   # put back


def test_sigterm_alone_is_still_a_stop_named_sigterm():
    async def month() -> None:
        os.kill(os.getpid(), signal.SIGTERM)
        await asyncio.sleep(5)

    before = signal.getsignal(signal.SIGTERM)
    with pytest.raises(KeyboardInterrupt) as stop:
        play(month)
    assert stop.value.how == "SIGTERM" and signal.getsignal(signal.SIGTERM) == before


def test_a_run_that_ends_returns_its_value_with_no_signal():
    async def month() -> int:
        return 42

    assert play(month) == 42


def test_a_resume_removes_what_a_stop_wrote_to_error_log_and_keeps_a_failure(tmp_path):
    run = tmp_path / "run"
    run.mkdir()
    log = run / "error.log"
    log.write_text(TRIAL_LOG)                            # a stop before session 46: no size in its note
    (run / STOPPED_NOTE).write_text(json.dumps({"how": "Ctrl-C", "at": "2026-12-06T19:09:51Z"}))
    clear_stopped(run)
    assert not log.exists() and not (run / STOPPED_NOTE).exists()

    log.write_text(FAILURE + TRIAL_LOG)                  # a failure logged before the stop came: kept
    note_stopped(run, "Ctrl-C", len(FAILURE.encode()))
    assert json.loads((run / STOPPED_NOTE).read_text())["error_log_bytes"] == len(FAILURE.encode())
    clear_stopped(run)
    assert log.read_text() == FAILURE and not (run / STOPPED_NOTE).exists()

    (run / STOPPED_NOTE).write_text(json.dumps({"how": "Ctrl-C", "at": "2026-12-06T19:09:51Z"}))
    clear_stopped(run)                                   # an old note and a log that is not a stop's: kept
    assert log.read_text() == FAILURE

    log.write_text(TRIAL_LOG)
    note_stopped(run, "SIGTERM", 0)                      # the stop wrote the whole log
    clear_stopped(run)
    assert not log.exists()


def test_end_handlers_stops_the_runtime_taking_messages_so_none_ends_on_a_new_queue():
    """A stop just after a day began (the study's trial: a run 2 s old): handlers ran and more messages were queued.
    ``end_handlers`` ends them while the queue is theirs; then the day's chat is abandoned (AutoGen's
    ``stop_when_idle``, cancelled, gives the runtime a new queue). Before session 46 the runtime's loop went on
    taking queued messages while the first handlers ended, and those it started then ended on the new queue."""
    import gc
    import logging
    from contextlib import suppress

    from autogen_core import SingleThreadedAgentRuntime

    from agents.user_stop import end_handlers

    async def day() -> tuple[bool, int]:
        runtime = SingleThreadedAgentRuntime()
        await Chain.register(runtime, "chain", lambda: Chain())
        runtime.start()
        idle = asyncio.create_task(runtime.stop_when_idle())      # as the group chat's shutdown task
        await runtime.publish_message(Ping(0), DefaultTopicId())
        await asyncio.sleep(0.1)                                   # handlers running (requests in flight)
        loop = runtime._run_context._run_task
        await runtime.publish_message(Ping(50), DefaultTopicId())  # a message queued as the stop comes
        await end_handlers(runtime)
        loop_ended = loop.done()
        started = sum(1 for t in runtime._background_tasks if not t.done())
        idle.cancel()                                              # the day abandoned: a new queue
        with suppress(asyncio.CancelledError):
            await idle
        return loop_ended, started

    logged: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            logged.append(record.getMessage() + str(record.exc_info[1] if record.exc_info else ""))

    keep = Keep(level=logging.ERROR)
    logging.getLogger("asyncio").addHandler(keep)
    try:
        loop_ended, started = asyncio.run(day())
        gc.collect()
    finally:
        logging.getLogger("asyncio").removeHandler(keep)
    assert loop_ended and started == 0                             # before: the loop ran on, a handler started
    assert not [m for m in logged if "task_done" in m or "never retrieved" in m], logged


def test_a_study_run_started_afresh_takes_away_an_earlier_plays_error_log(tmp_path):
    """A run stopped before its first checkpoint and with no request logged starts again in its folder; the earlier
    play's record went, and now its stop's ``error.log`` and note go too (the trial's resumed study kept one)."""
    from kirana.study import play_job
    from scenarios import load_scenario

    folder = tmp_path / "runs" / "r0"
    folder.mkdir(parents=True)
    (folder / "record.jsonl").write_text('{"seq": 0, "day": 1, "minute": 0, "kind": "run_start"}\n')
    (folder / "error.log").write_text(TRIAL_LOG)
    note_stopped(folder, "Ctrl-C")
    run_id, done, _, error = play_job(("r0", load_scenario(days=1).model_dump(), str(folder), "direct"))
    assert (run_id, done, error) == ("r0", "started", "")
    assert not (folder / "error.log").exists() and not (folder / STOPPED_NOTE).exists()
    assert (folder / "scores.json").exists()
