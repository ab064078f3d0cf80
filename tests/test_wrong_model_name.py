"""A model server's refusal caused by a scenario setting stops the run with the server's words, the field to check
and how to fix it, like every other error of a run (a new user's trial, session 44: a wrong model name's
"HTTP 404: The model `no-such-model` does not exist." named neither ``roles.munshi.model`` nor a fix). What is
recorded is the same: the ``model_error`` keeps the server's own message. Against a local fake server (127.0.0.1)."""
from __future__ import annotations

import pytest

from agents.episode import RunStopped, run_episode
from events.record import read_record
from fake_manager import served_manager
from openai_stub import StubServer


def _refusing(status: int, message):
    def behave(role, body, n):
        return (status, {"error": {"message": message(body), "code": status}}) if role == "manager" else None
    return behave


def test_a_wrong_model_name_names_roles_model_and_the_fix(tmp_path):
    with StubServer(behave=_refusing(404, lambda b: f"The model `{b['model']}` does not exist.")) as server, \
            pytest.raises(RunStopped) as stop:
        run_episode(served_manager(server.url, days=1), tmp_path)
    line = str(stop.value)
    assert line.startswith(f"the manager's model at {server.url} failed after 1 attempt: HTTP 404: The model `fake` "
                           f"does not exist. — check roles.manager.model: the model name 'fake' must be one the "
                           f"server at {server.url} serves ({server.url}/models lists them), and its URL the API's "
                           f"base (most end in /v1); edit it in the run folder's scenario.resolved.yaml (or the "
                           f"scenario file) and resume; the run stopped in that turn (day 1). Resume it with: "
                           f"kirana run --resume {tmp_path}")
    assert len(server.bodies) == 1  # asked once: a 404 is no transient fault, not retried
    error = [e for e in read_record(tmp_path / "record.jsonl") if e["kind"] == "model_error"]
    assert [(e["role"], e["status"], e["message"], e["attempts"]) for e in error] == [
        ("manager", 404, "The model `fake` does not exist.", 1)]  # the record: the server's words alone, as before


def test_a_refused_key_names_roles_api_key_env(tmp_path):
    with StubServer(behave=_refusing(401, lambda b: "Incorrect API key provided.")) as server, \
            pytest.raises(RunStopped) as stop:
        run_episode(served_manager(server.url, days=1), tmp_path)
    assert ("HTTP 401: Incorrect API key provided. — check roles.manager.api_key_env: the environment variable "
            "OPENAI_API_KEY must hold a key this server accepts (set it, or name another variable; edit it in the "
            "run folder's scenario.resolved.yaml (or the scenario file) and resume); the run stopped") in str(stop.value)


def test_only_a_settings_refusal_gets_a_fix():
    from agents.failures import ModelFailure, setting_to_fix
    spec = {"provider": "autogen_ext.models.openai.OpenAIChatCompletionClient",
            "config": {"model": "qwen3-8b", "base_url": "http://127.0.0.1:8000/v1/"}}
    said = setting_to_fix(ModelFailure("HTTP 404", 404, "Not Found"), "munshi", spec)
    assert said.startswith(" — check roles.munshi.model: the model name 'qwen3-8b' must be one the server at "
                           "http://127.0.0.1:8000/v1/ serves (http://127.0.0.1:8000/v1/models lists them)")
    assert "roles.cashier.api_key_env: the environment variable MY_KEY" in setting_to_fix(
        ModelFailure("HTTP 403", 403, "forbidden"), "cashier", "openai:m@http://h/v1", "MY_KEY")
    for failure in (ModelFailure("HTTP 500", 500, "boom"), ModelFailure("HTTP 400", 400, "bad"),
                    ModelFailure("timeout", "", "no answer in time")):
        assert setting_to_fix(failure, "manager", "openai:m@http://h/v1") == ""
