"""Faults found by trying the benchmark from its README as a newcomer (a local fake server on
127.0.0.1 each): a server that trickles its answer must not hold a run past ``timeout_s``, and a
tool call whose ``arguments`` come as a JSON object (or not at all) is acted on and recorded
exactly once, like the same call with the arguments as JSON text."""
from __future__ import annotations

import asyncio
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from autogen_core.models import SystemMessage, UserMessage

from agents.episode import RunStopped, run_episode
from agents.http_client import HttpChatCompletionClient, parse_response
from openai_stub import StubServer
from test_faults_matrix import _checked, _manager_turns, _scenario, _wired


class _Trickle:
    """A server that sends its headers at once, then one byte a `gap_s`, never finishing the body;
    or, given `body`, answers that body at once as text/html."""

    def __init__(self, gap_s: float = 0.2, body: bytes | None = None) -> None:
        stop = self.stop = threading.Event()

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                return

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers["Content-Length"]))
                if body is not None:
                    self.send_response(200)
                    self.send_header("Content-Type", "text/html")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                    return
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", "100000")
                self.end_headers()
                try:
                    while not stop.is_set():
                        self.wfile.write(b" ")
                        self.wfile.flush()
                        time.sleep(gap_s)
                except (BrokenPipeError, ConnectionResetError):
                    pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.stop.set()
        self.httpd.shutdown()
        self.httpd.server_close()


def test_a_trickling_server_times_out_at_timeout_s_and_says_how_long():
    server = _Trickle(gap_s=0.2)
    try:
        client = HttpChatCompletionClient("m", server.url, timeout_s=1.0)
        brief = [SystemMessage(content="You are the manager of a kirana."), UserMessage(content="hi", source="shop")]
        t0 = time.monotonic()
        with pytest.raises(TimeoutError) as err:
            asyncio.run(client.create(brief))
        waited = time.monotonic() - t0
    finally:
        server.close()
    assert waited < 3.0                                  # bounded by timeout_s (1 s), not by each read
    assert "no answer within 1 s" in str(err.value) and "()" not in str(err.value)


def _answer(arguments) -> dict:
    return {"choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
        "role": "assistant", "content": None,
        "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "sleep", "arguments": arguments}}]}}]}


@pytest.mark.parametrize("arguments, text", [({"minutes": 30}, '{"minutes": 30}'), ({}, "{}"), (None, "{}"),
                                             ("", "{}"), ('{"minutes": 5}', '{"minutes": 5}')])
def test_tool_call_arguments_as_an_object_or_missing_read_as_json_text(arguments, text):
    assert parse_response(_answer(arguments)).content[0].arguments == text


@pytest.mark.parametrize("choice", [{"index": 0, "finish_reason": "stop", "message": None}, {"index": 0}, "junk"])
def test_a_choice_without_a_message_is_a_model_error_not_a_silent_empty_answer(choice):
    """``"message": null`` used to read as an empty answer and end the turn with nothing recorded."""
    with pytest.raises(ValueError, match="no message object"):
        parse_response({"choices": [choice]})


def test_a_tool_call_with_arguments_as_an_object_is_acted_on_and_recorded_once(tmp_path):
    def object_args(role, body, n):
        if role != "manager":
            return None
        return (200, {"id": f"x{n}", "object": "chat.completion", "created": 0, "model": body["model"],
                      "choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
                          "role": "assistant", "content": None,
                          "tool_calls": [{"id": f"c{n}", "type": "function",
                                          "function": {"name": "go_home", "arguments": {}}}]}}],
                      "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}})

    with StubServer(behave=object_args) as server:
        run_episode(_wired(_scenario(days=1, max_tool_calls_per_turn=5), server.url), tmp_path)
        manager_requests = sum(1 for s in server.seen if s[0] == "manager")
    events = _checked(tmp_path)
    calls = [e for e in events if e.get("role") == "manager" and e["kind"] in ("tool_call", "invalid_action")]
    assert manager_requests == len(calls) == len(_manager_turns(events)) == 1   # go_home ends the manager's day
    assert calls[0]["kind"] == "tool_call" and calls[0]["tool"] == "go_home"
    assert json.loads((tmp_path / "usage.json").read_text())["manager"]["calls"] == 1


def test_a_server_that_answers_junk_or_500_stops_with_one_clear_line(tmp_path):
    def junk(role, body, n):
        return (200, "<html>oops, not JSON") if role == "manager" else None

    with StubServer(behave=junk) as server, pytest.raises(RunStopped) as stop:
        run_episode(_wired(_scenario(days=1, retries=0), server.url), tmp_path / "junk")
    message = str(stop.value)
    assert "unreadable answer: the server's answer is not a JSON object: \"<html>oops" in message
    assert "choices" not in message
    events = _checked(tmp_path / "junk")
    assert events[-1]["kind"] == "model_error" and events[-1]["error"] == "unreadable answer"

    server = _Trickle(gap_s=0.01, body=b"<html>oops, not JSON")
    try:
        with pytest.raises(ValueError) as err:
            asyncio.run(HttpChatCompletionClient("m", server.url, timeout_s=5).create(
                [UserMessage(content="hi", source="shop")]))
    finally:
        server.close()
    assert "the server's answer is not JSON (HTTP 200, text/html): '<html>oops, not JSON'" in str(err.value)

    def always_500(role, body, n):
        return (500, {"error": {"message": "internal boom"}}) if role == "manager" else None

    with StubServer(behave=always_500) as server, pytest.raises(RunStopped) as stop:
        run_episode(_wired(_scenario(days=1, retries=0), server.url), tmp_path / "e500")
    assert "failed after 1 attempt: HTTP 500: internal boom;" in str(stop.value)


@pytest.mark.parametrize("signame, stall", [("SIGINT", False), ("SIGTERM", False), ("SIGTERM", True)])
def test_ctrl_c_stops_a_model_run_inside_the_turn_and_says_how_to_resume(tmp_path, signame, stall):
    """Ctrl-C used to wait for the whole simulated day (every remaining model call) before stopping; SIGTERM (a
    scheduler stopping the job) ended the run with no word at all. Both now stop it the same way. Stopped while a
    request stalls, AutoGen's shutdown printed ~40 lines of "task_done() called too many times" traceback above the
    resume line (a new user's trial, session 29); that goes to ``error.log`` now."""
    import os
    import signal
    import subprocess
    import sys
    from pathlib import Path

    def slow_loop(role, body, n):
        if role != "manager":
            return None
        time.sleep(20 if stall and n >= 3 else 0.25)
        return (200, {"id": f"x{n}", "object": "chat.completion", "created": 0, "model": body["model"],
                      "choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
                          "role": "assistant", "content": None, "tool_calls": [
                              {"id": f"c{n}", "type": "function",
                               "function": {"name": "read_messages", "arguments": "{}"}}]}}],
                      "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}})

    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(root), "OPENAI_API_KEY": "x", "KIRANA_CACHE_DIR": str(tmp_path / "c")}
    folder = tmp_path / "run"
    with StubServer(behave=slow_loop) as server:
        proc = subprocess.Popen([sys.executable, "-m", "kirana", "run", "--days", "1", "--out", str(folder),
                                 "--role", f"manager=openai:fake@{server.url}"], env=env, cwd=tmp_path,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        # (as at a terminal: a test runner's worker may ignore SIGINT, and an ignored signal is inherited)
        try:
            deadline = time.monotonic() + 60
            while sum(1 for s in server.seen if s[0] == "manager") < 3 and time.monotonic() < deadline:
                time.sleep(0.1)
            assert proc.poll() is None
            proc.send_signal(getattr(signal, signame))
            t0 = time.monotonic()
            out, _ = proc.communicate(timeout=30)
            waited = time.monotonic() - t0
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        manager_requests = sum(1 for s in server.seen if s[0] == "manager")
    assert proc.returncode == 130
    assert waited < 10 and manager_requests < 60     # the looping turn alone is 144 calls of 0.25 s
    assert f"Resume it with: kirana run --resume {folder}" in out and "Traceback" not in out, out[-2000:]
    assert out.rstrip().endswith(f"kirana run --resume {folder}"), out[-600:]  # the last line: the report's
    # painter workers, stopped by their pool, end quietly (a fresh-clone trial found a traceback after it)
    events = _checked(folder)
    assert not any(e["kind"] == "day_close" for e in events)


def test_the_guard_passes_empty_arguments_on_as_an_empty_object():
    """Another client (a component config) may hand the guard "" as a call's arguments: AutoGen's tool
    runner cannot parse "", so the call would be dropped before the gate, recorded nowhere."""
    from autogen_core import FunctionCall
    from autogen_core.models import CreateResult, RequestUsage

    from agents.guard import RoleModelClient
    from scenarios import load_scenario
    guard = RoleModelClient(object(), "manager", {"go_home", "sleep"}, hooks=None,
                            settings=load_scenario(days=1).roles["manager"])
    answer = CreateResult(finish_reason="function_calls", cached=False,
                          usage=RequestUsage(prompt_tokens=1, completion_tokens=1),
                          content=[FunctionCall(id="c1", name="go_home", arguments=""),
                                   FunctionCall(id="c2", name="sleep", arguments='{"minutes": 30}')])
    safe = guard._safe(answer)
    assert [(c.name, c.arguments) for c in safe.content] == [("go_home", "{}"), ("sleep", '{"minutes": 30}')]


@pytest.mark.parametrize("body, said", [
    ({"error": {"message": "CUDA out of memory", "type": "server_error"}}, "CUDA out of memory"),   # OpenAI, llama.cpp
    ({"object": "error", "message": "\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser "
      "to be set", "type": "BadRequestError", "param": None, "code": 400},                           # older vLLM
     "\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set"),
    ({"error": "model 'qwen3:8b' not found, try pulling it first"}, "model 'qwen3:8b' not found, try pulling it first"),
    ({"detail": [{"loc": ["body", "messages", 1, "name"], "msg": "extra fields not permitted"}]},   # FastAPI 422
     '[{"loc": ["body", "messages", 1, "name"], "msg": "extra fields not permitted"}]'),
    ("<html>Bad Gateway</html>", "text/plain: <html>Bad Gateway</html>"),
    ("<!DOCTYPE HTML>\n<html>\n  <body>\n    <h1>Error 501</h1>\n" + "x" * 300,            # one line, its start
     "text/plain: <!DOCTYPE HTML> <html> <body> <h1>Error 501</h1> " + "x" * 111 + "…")])
def test_an_error_answer_is_told_in_the_servers_own_words(body, said):
    from agents.http_client import error_message, httpx
    response = httpx.Response(400, json=body) if isinstance(body, dict) else httpx.Response(502, text=body)
    assert error_message(response) == said


@pytest.mark.parametrize("text, name", [
    ('<tool_call>{"name": "set_price", "arguments": {"item": "rice-1kg", "price_inr": 50}}</tool_call>', "set_price"),
    ('{"name": "set_price", "arguments": {"item": "rice-1kg", "price_inr": 50}}', "set_price"),              # bare JSON
    ('```json\n{"name": "sleep", "parameters": {"minutes": 30}}\n```', "sleep"),                               # fenced
    ('[TOOL_CALLS][{"name": "go_home", "arguments": {}}]', "go_home"),                                         # Mistral
    ('<|python_tag|>{"name": "sleep", "parameters": {"minutes": 5}}', "sleep"),                                # Llama 3.1
    ("<function=sleep>{\"minutes\": 5}</function>", "sleep"),
    ("Thought: stock is low.\nAction: set_price(item='rice-1kg', price_inr=50)", "set_price"),               # ReAct
    ("```python\nsleep(minutes=30)\n```", "sleep"),                                                           # Python
    ('मैं अब दाम बदलता हूँ:\n```json\n{"name": "set_price", "arguments": {"item": "rice-1kg", "price_inr": 50}}\n```',
     "set_price"),                                                                         # fenced after a sentence
    ('Here is the list:\n```json\n{"rice": 10, "name": "chawal"}\n```', None),           # fenced data, no call
    ("I will set_price later; first go_home is not needed.", None),                    # words, not a call
    ("I will now call go_home()", "go_home"),                  # a call named inside a sentence (trial, session 33)
    ("अब sleep(minutes=30) करता हूँ, फिर देखूँगा।", "sleep"),
    ("Sab theek hai, ab set_price(item='rice-1kg', price_inr=50) kar raha hoon", "set_price"),
    ("The printer(2) is broken; f(x) is not a tool.", None),          # a name before "(" that is no tool
    ("Done for today. I set the prices and went home.", None),
    ('{"note": "the name of the game"}', None)])
def test_tool_calls_written_as_text_are_recognised_in_the_shapes_servers_leave_them(text, name):
    from agents.guard import text_tool_call
    assert text_tool_call(text, {"set_price", "sleep", "go_home"}) == name


def test_a_models_closing_answer_is_kept_in_turn_end_and_a_scripted_players_is_not(tmp_path):
    """Junk, an empty answer or reasoning alone ended the manager's turn and were lost (only ``manager_idle``
    showed); ``turn_end.said`` now keeps a model's closing text as sent, the first 600 characters (its ``<think>``
    reasoning shortened to a marker, the reasoning itself in a ``model_reasoning`` event)."""
    answers = iter(["}}}{{ ### 0xDEADBEEF", "", "<think>maybe order rice… no, wait</think>", "x" * 900])

    def closing_text(role, body, n):
        if role != "manager":
            return None
        text = next(answers, "Done.")
        return 200, {"id": f"c{n}", "object": "chat.completion", "created": 0, "model": "fake",
                     "choices": [{"index": 0, "finish_reason": "stop",
                                  "message": {"role": "assistant", "content": text}}]}

    with StubServer(behave=closing_text) as server:
        run_episode(_wired(_scenario(days=1), server.url), tmp_path / "run")
    events = _checked(tmp_path / "run")
    said = [e.get("said") for e in events if e["kind"] == "turn_end" and e["role"] == "manager"]
    assert said[:4] == ["}}}{{ ### 0xDEADBEEF", "", "<think>[26 characters of reasoning: model_reasoning]</think>",
                        "x" * 600]
    assert [e["text"] for e in events if e["kind"] == "model_reasoning"] == ["maybe order rice… no, wait"]
    assert all("said" not in e for e in events if e["kind"] == "turn_end" and e["role"] != "manager")
