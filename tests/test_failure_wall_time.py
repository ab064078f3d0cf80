"""Model failures carry the wall-clock time (UTC) they were seen — each model_retried and model_error event and each
calls.jsonl line — so a researcher can line them up with a server's incidents (a new user's trial, session 53);
records of scripted months are unchanged (the events never occur there)."""
from __future__ import annotations

import json
import re
from datetime import datetime, timezone

import pytest

from agents.stopped import RunStopped
from events.record import read_record
from fake_manager import quiet_month
from kirana.runs import run_to_folder, with_role_models

WALL = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")


def test_a_failures_events_and_call_lines_say_when(tmp_path):
    folder = tmp_path / "run"
    before = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S")
    with pytest.raises(RunStopped):
        run_to_folder(with_role_models(quiet_month(1, retries=1), ["manager=openai:fake@http://127.0.0.1:9/v1"]),
                      folder)
    events = [e for e in read_record(folder / "record.jsonl") if e["kind"] in ("model_retried", "model_error")]
    assert [e["kind"] for e in events] == ["model_retried", "model_error"]
    assert all(WALL.fullmatch(e["at_utc"]) and e["at_utc"][:19] >= before for e in events)
    lines = [json.loads(line) for line in (folder / "calls.jsonl").read_text().splitlines()]
    assert len(lines) == 2 and all(line["outcome"] == "failed" and WALL.fullmatch(line["at_utc"]) for line in lines)
