"""Each distinct model server is checked once before a run or a study writes anything (``agents.server_check``): a new
user's trial, session 53, found a wrong model, key or URL only after every run of its study had started and stopped
(wrong/: 3 run folders, each stopped by the same HTTP 404). The check names the role and the setting; scripted roles
are not checked; ``--no-server-check`` / ``KIRANA_NO_SERVER_CHECK=1`` skip it. And the advice of a run of a study
stopped by such a refusal is the study's (a new study folder), not "edit … and resume", which a study refuses."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from agents.failures import EDIT_RUN, EDIT_STUDY
from agents.server_check import EDIT_FIRST, ServerCheckFailed, check_servers
from tests.loopback_json import LoopbackJson, closed_port

ROOT = Path(__file__).resolve().parents[1]


class _Server:
    """A loopback server (``tests.loopback_json``) that lists ``fake-model``, accepts the key ``good`` (or any with
    ``open``), and refuses chat requests for another model with HTTP 404; ``gets`` counts its model lists."""

    def __init__(self):
        self.gets = 0
        self.loopback = LoopbackJson(self._answer)
        self.url = self.loopback.url

    def _answer(self, method, path, headers, body):
        if method == "POST":
            return 404, {"error": {"message": f"The model `{body['model']}` does not exist."}}
        self.gets += 1
        if headers.get("Authorization") not in ("Bearer good", "Bearer not-needed"):
            return 401, {"error": {"message": "Incorrect API key provided"}}
        return 200, {"object": "list", "data": [{"id": "fake-model", "object": "model"}]}

    def close(self):
        self.loopback.close()


@pytest.fixture
def server():
    s = _Server()
    yield s
    s.close()


def _role(model, key_env="OPENAI_API_KEY"):
    return SimpleNamespace(model=model, api_key_env=key_env, timeout_s=120.0)


def test_a_model_the_server_does_not_list_is_told_with_its_setting(server):
    with pytest.raises(ServerCheckFailed) as bad:
        check_servers([("manager", _role(f"openai:gpt-4o@{server.url}"))])
    said = str(bad.value)
    assert said.startswith(f"the manager's model at {server.url} failed the check before the run: model not listed: "
                           "GET /models lists fake-model; not 'gpt-4o'")  # (the server said 200: no HTTP 404 invented)
    assert "check roles.manager.model: the model name 'gpt-4o'" in said and EDIT_FIRST in said
    assert EDIT_RUN not in said and "nothing was written" in said


def test_a_refused_key_names_api_key_env(server, monkeypatch):
    monkeypatch.setenv("MY_KEY", "wrong")
    with pytest.raises(ServerCheckFailed) as bad:
        check_servers([("cashier", _role(f"openai:fake-model@{server.url}", "MY_KEY"))])
    assert "HTTP 401: Incorrect API key provided" in str(bad.value)
    assert "check roles.cashier.api_key_env: the environment variable MY_KEY" in str(bad.value)


def test_a_url_nobody_answers_names_the_model_setting():
    url = f"http://127.0.0.1:{closed_port()}/v1"
    with pytest.raises(ServerCheckFailed) as bad:
        check_servers([("helper", _role(f"openai:fake-model@{url}"))])
    assert f"the helper's model at {url} failed the check before the run: connection failed" in str(bad.value)
    assert "check roles.helper.model: its URL" in str(bad.value)


def test_each_distinct_server_is_asked_once_and_scripted_roles_never(server):
    roles = [(r, _role(f"openai:fake-model@{server.url}")) for r in ("manager", "cashier", "helper")]
    roles += [("munshi", _role("scripted:reference")), ("cashier", _role("human"))]
    assert check_servers(roles) == 1 and server.gets == 1
    assert check_servers([("munshi", _role("scripted:reference"))]) == 0


def _kirana(*args, cwd, check=True):
    env = {k: v for k, v in os.environ.items() if k != "KIRANA_NO_SERVER_CHECK"}
    if not check:
        env["KIRANA_NO_SERVER_CHECK"] = "1"
    return subprocess.run([sys.executable, "-m", "kirana", *args], capture_output=True, text=True, cwd=cwd,
                          env={**env, "PYTHONPATH": str(ROOT), "COLUMNS": "400"}, timeout=300)


def _study(tmp_path, url):
    (tmp_path / "quick.yaml").write_text("extends: default\nname: quick\ndays: 1\nroles:\n  manager: {retries: 0}\n")
    (tmp_path / "s.yaml").write_text("name: wrong\nscenarios: [quick.yaml]\nseeds: [0, 1]\nworkers: 1\n"
                                     f"models:\n  bad: {{manager: 'openai:gpt-4o@{url}'}}\n")
    return tmp_path / "s.yaml"


def test_a_study_with_a_wrong_model_stops_before_any_run_folder(server, tmp_path):
    done = _kirana("study", str(_study(tmp_path, server.url)), "--out", str(tmp_path / "out"), cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    said = done.stdout + done.stderr
    assert "error: the manager's model at" in said and "check roles.manager.model" in said
    assert not (tmp_path / "out").exists()


def test_a_run_with_a_wrong_model_stops_before_its_folder(server, tmp_path):
    (tmp_path / "m.yaml").write_text(f'extends: default\nname: m\ndays: 1\nroles:\n  manager: {{model: '
                                     f'"openai:gpt-4o@{server.url}"}}\n')
    done = _kirana("run", str(tmp_path / "m.yaml"), "--out", str(tmp_path / "run"), cwd=tmp_path)
    assert done.returncode == 2 and "check roles.manager.model: the model name 'gpt-4o'" in done.stderr
    assert not (tmp_path / "run").exists()


def test_a_study_run_stopped_by_a_refusal_gives_the_studys_advice(server, tmp_path):
    """With the check skipped, the run stops at its first request (HTTP 404) and says how a study is fixed."""
    done = _kirana("study", str(_study(tmp_path, server.url)), "--out", str(tmp_path / "out"), "--no-server-check",
                   cwd=tmp_path, check=True)
    stopped = [line for line in (done.stdout + done.stderr).splitlines() if line.startswith("stopped:")]
    assert done.returncode == 1 and len(stopped) == 2, done.stdout + done.stderr
    assert all(EDIT_STUDY in line and EDIT_RUN not in line for line in stopped)


def _stopped_folder(tmp_path, model: str) -> Path:
    """A two-day scripted run folder stopped after day 1, its manager then pointed at ``model`` (edited into
    scenario.resolved.yaml, as a researcher fixing a URL would)."""
    import yaml

    from agents.episode import run_episode
    from scenarios import load_scenario, scenario_yaml
    folder = tmp_path / "run"
    folder.mkdir()
    sc = load_scenario(days=2)
    (folder / "scenario.resolved.yaml").write_text(scenario_yaml(sc), encoding="utf-8")
    run_episode(sc, folder, stop_after_day=1)
    data = yaml.safe_load((folder / "scenario.resolved.yaml").read_text(encoding="utf-8"))
    data["roles"]["manager"]["model"] = model
    (folder / "scenario.resolved.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return folder


def test_a_resume_checks_its_servers_first(server, tmp_path):
    """The walk of session 53: ``kirana run --resume`` went straight to its first request without the server check a
    new run makes; a wrong model is now told before anything is written, with the resume's fix."""
    folder = _stopped_folder(tmp_path, f"openai:gpt-4o@{server.url}")
    record = (folder / "record.jsonl").read_bytes()
    done = _kirana("run", "--resume", str(folder), cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    said = " ".join(done.stderr.split())
    assert f"error: the manager's model at {server.url} failed the check before the run: model not listed" in said
    assert f"edit it in {folder / 'scenario.resolved.yaml'} and resume" in said and server.gets == 1
    assert (folder / "record.jsonl").read_bytes() == record  # nothing written
    skipped = _kirana("run", "--resume", str(folder), "--no-server-check", cwd=tmp_path)
    assert skipped.returncode == 2 and "failed the check" not in skipped.stderr and server.gets == 1
    assert "HTTP 404" in skipped.stderr  # its first request, refused by the server
