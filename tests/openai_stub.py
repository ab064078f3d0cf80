"""A local OpenAI-compatible chat-completions server for tests, answering from a scripted policy.

It listens on 127.0.0.1 (an ephemeral port) and serves ``POST /v1/chat/completions``.
Each request's system message says which role is asking; a ``ScriptedPlayer``
for that role turns the conversation into the next tool call in the OpenAI wire
format (``tool_calls`` with JSON ``arguments``), or a plain answer ending the turn.
``faults`` maps a request number (1-based) to a fault to inject instead:
``500`` (HTTP 500), ``timeout`` (sleep past the client's timeout), ``bad_json``
(tool-call arguments that are not JSON), ``unknown_tool``, ``bad_item`` (an
item the catalogue does not have), ``empty_choices`` (HTTP 200 with ``choices: []``),
``context_400`` (HTTP 400 "maximum context length is 8192 tokens"). Requests
after a fault are answered normally.

``behave(role, body, n)`` may answer a request itself — return (status, payload), or
(status, payload, headers) to send response headers too (``{"Retry-After": "2"}``) —
or None for the scripted answer; status ``"trickle"`` sends HTTP 200's headers (a Content-Length beyond the body)
and then the payload one byte every ``trickle_s``, and ``"hold_open"`` sends the whole payload as one chunk of a
chunked answer and never ends it: both hold the connection until the client leaves or the server stops; ``reject_name`` answers HTTP 400 to any request
whose messages carry a ``name`` field; ``usage=False`` leaves usage out of answers.
``seen`` keeps, per request, (role, number of messages, whether any had ``name``,
the last user message).
"""
from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from agents.scripted_client import ScriptedPlayer

ROLE_OF_SYSTEM = {"You are the manager": "manager", "You are the cashier": "cashier",
                  "You are the helper": "helper", "You are the munshi": "munshi"}


class StubServer:
    """Start with ``with StubServer(shop="reference") as server: server.url``."""

    def __init__(self, shop: str = "reference", faults: dict[int, str] | None = None, sleep_s: float = 3.0,
                 behave=None, reject_name: bool = False, usage: bool = True, trickle_s: float = 0.2) -> None:
        self.shop, self.faults, self.sleep_s, self.trickle_s = shop, dict(faults or {}), sleep_s, trickle_s
        self.stopping = threading.Event()
        self.behave, self.reject_name, self.usage = behave, reject_name, usage
        self.seen: list[tuple] = []
        self.players: dict[str, ScriptedPlayer] = {}
        self.last_call: dict[str, str] = {}
        self.requests = 0
        self.served: list[str] = []
        self.bodies: list[dict] = []  # every request body, as received
        self._lock = threading.Lock()
        # hold_if(body) -> True: the request is taken but never answered nor counted (the client waits, as on a
        # server that stalls); ``held`` is set once one is. Lets a test kill its client at a known request.
        self.hold_if = None
        self.held = threading.Event()
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                return

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                hold = stub.hold_if
                if hold is not None and hold(body):
                    stub.held.set()
                    stub.stopping.wait()   # never answered: the client is killed or the stub stops
                    self.close_connection = True
                    return
                stub.bodies.append(body)
                status, payload, *more = stub.answer(body)
                headers = more[0] if more else {}
                if status == "timeout":
                    time.sleep(stub.sleep_s)
                    status, payload = 500, {"error": {"message": "too late"}}
                data = json.dumps(payload).encode()
                if status in ("trickle", "hold_open"):
                    self._hold(status, data)
                    return
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for name, value in headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def _hold(self, how: str, data: bytes) -> None:
                """Send ``data`` slowly (trickle) or unfinished (hold_open) until the client leaves or the stub stops."""
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    if how == "trickle":
                        self.send_header("Content-Length", str(len(data) + 100_000))
                    else:
                        self.send_header("Transfer-Encoding", "chunked")
                    self.end_headers()
                    if how == "hold_open":
                        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
                        self.wfile.flush()
                    i = 0
                    while not stub.stopping.wait(stub.trickle_s):
                        if how == "trickle":
                            self.wfile.write(data[i:i + 1] or b" ")
                            i += 1
                        else:
                            self.wfile.write(b"")
                        self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    pass
                self.close_connection = True

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self._thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> "StubServer":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stopping.set()
        self.httpd.shutdown()
        self.httpd.server_close()

    def answer(self, body: dict):
        with self._lock:
            self.requests += 1
            n = self.requests
            fault = self.faults.pop(n, None)
            self.served.append(fault or "ok")
            if fault == "500":
                return 500, {"error": {"message": "injected server error"}}
            if fault == "timeout":
                return "timeout", None
            messages = body["messages"]
            system = next((m["content"] for m in messages if m["role"] == "system"), "")
            role = next((r for k, r in ROLE_OF_SYSTEM.items() if system.startswith(k)), None)
            named = any("name" in m for m in messages)
            self.seen.append((role, len(messages), named,
                              next((m["content"] for m in reversed(messages) if m["role"] == "user"), "")))
            if fault == "empty_choices":
                return 200, {"id": f"chatcmpl-{n}", "object": "chat.completion", "created": 0,
                             "model": body["model"], "choices": []}
            if fault == "context_400":
                return 400, {"error": {"message": "This model's maximum context length is 8192 tokens. However, "
                                                  "you requested 9000 tokens in the messages.", "type": "BadRequestError"}}
            if self.reject_name and named:
                return 400, {"error": {"message": "Extra inputs are not permitted: messages.1.name"}}
            if self.behave is not None:
                answer = self.behave(role, body, n)
                if answer is not None:
                    return answer
            if fault in ("bad_json", "unknown_tool", "bad_item"):
                name, args = {"bad_json": ("set_price", '{"item": "rice-1kg", "price_inr": '),
                              "unknown_tool": ("sell_everything", "{}"),
                              "bad_item": ("set_price", '{"item": "caviar", "price_inr": 10}')}[fault]
                return 200, _tool_call(n, name, args, body["model"])
            player = self.players.setdefault(role, ScriptedPlayer(self.shop, role))
            last = messages[-1]
            if last["role"] == "tool":
                # the result of the player's own last call (an injected bad call's error is not for it)
                mine = next((m["content"] for m in reversed(messages)
                             if m["role"] == "tool" and m.get("tool_call_id") == self.last_call.get(role)), None)
                call = player.next_call(True, mine, None)
            else:
                brief = next((m["content"] for m in reversed(messages)
                              if m["role"] == "user" and "```turn" in str(m["content"])), None)
                call = player.next_call(False, None, brief)
            if call is None:
                answer = _text(n, "Done for this turn.", body["model"])
            else:
                self.last_call[role] = f"call_{n}_0"
                answer = _tool_call(n, call[0], json.dumps(call[1], ensure_ascii=False), body["model"])
            if not self.usage:
                answer.pop("usage")
            return 200, answer


def _usage() -> dict:
    return {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}


def _tool_call(n: int, name: str, arguments: str, model: str) -> dict:
    return tool_calls(n, [(name, arguments)], model)


def tool_calls(n: int, calls: list[tuple[str, str]], model: str) -> dict:
    """An answer with several tool calls: [(name, arguments as JSON text)]."""
    return {"id": f"chatcmpl-{n}", "object": "chat.completion", "created": 0, "model": model,
            "choices": [{"index": 0, "finish_reason": "tool_calls",
                         "message": {"role": "assistant", "content": None,
                                     "tool_calls": [{"id": f"call_{n}_{i}", "type": "function",
                                                     "function": {"name": name, "arguments": arguments}}
                                                    for i, (name, arguments) in enumerate(calls)]}}],
            "usage": _usage()}


def text_answer(n: int, content: str, model: str) -> dict:
    """A plain text answer."""
    return _text(n, content, model)


def _text(n: int, content: str, model: str) -> dict:
    return {"id": f"chatcmpl-{n}", "object": "chat.completion", "created": 0, "model": model,
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}],
            "usage": _usage()}
