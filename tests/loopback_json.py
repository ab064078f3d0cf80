"""A loopback HTTP server answering JSON, for the tests of model servers (``tests/test_server_check.py``,
``tests/test_server_restart.py``): it listens on 127.0.0.1 only, on a free port or the one given, and serves in a
daemon thread until ``close``.

``LoopbackJson(answer)`` answers each GET and POST with ``answer(method, path, headers, body)`` → ``(status,
payload)``, sent as JSON with its Content-Length; ``body`` is the request's JSON (None when it sent none).
``closed_port()`` is a port nobody listens on (connection refused)."""
from __future__ import annotations

import json
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable

__all__ = ["LoopbackJson", "closed_port"]

Answer = Callable[[str, str, Any, Any], tuple[int, Any]]


class LoopbackJson:
    """A JSON server on 127.0.0.1 (module docstring); ``url`` is its API base (``http://127.0.0.1:PORT/v1``)."""

    def __init__(self, answer: Answer, port: int = 0) -> None:
        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                return

            def _answer(self, method: str) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length)) if length else None
                status, payload = answer(method, self.path, self.headers, body)
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                self._answer("GET")

            def do_POST(self) -> None:
                self._answer("POST")

        self.httpd = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        """Stop serving and free the port."""
        self.httpd.shutdown()
        self.httpd.server_close()

    def __enter__(self) -> "LoopbackJson":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def closed_port() -> int:
    """A port on 127.0.0.1 that nobody listens on (bound for a moment, then let go)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
