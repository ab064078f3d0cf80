"""Open a page in headless Chromium and report what a reader would see (a test helper, not a test module).

``load_page(path)`` starts Chromium with a DevTools port on 127.0.0.1, opens the
file, waits for its load event, and returns the console errors and warnings
(``Runtime.consoleAPICalled``, ``Runtime.exceptionThrown``, ``Log.entryAdded`` —
the last includes resources that failed to load) and, for every <img>, its
``src`` prefix, whether it decoded and its natural size. The DevTools protocol
is spoken over a minimal WebSocket client (standard library only).
"""
from __future__ import annotations

import base64
import json
import os
import re
import signal
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

__all__ = ["find_chromium", "load_page", "CHROMIUM_FLAGS"]

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def find_chromium() -> str | None:
    """The Chromium executable on PATH (Debian's ``chromium``), or None."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return shutil.which(name)
    return None


class _WebSocket:
    """Just enough of RFC 6455 for DevTools: text frames, client-masked, no extensions."""

    def __init__(self, url: str, timeout: float = 30.0) -> None:
        u = urlparse(url)
        self.sock = socket.create_connection((u.hostname, u.port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {u.path} HTTP/1.1\r\nHost: {u.hostname}:{u.port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
                          .encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise ConnectionError(f"DevTools refused the WebSocket: {head[:200]!r}")

    def _read(self, n: int) -> bytes:
        buf = b""
        while len(buf) < n:
            chunk = self.sock.recv(n - len(buf))
            if not chunk:
                raise ConnectionError("DevTools closed the WebSocket")
            buf += chunk
        return buf

    def send(self, text: str) -> None:
        data, mask = text.encode(), os.urandom(4)
        n = len(data)
        head = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else
                                bytes([0x80 | 126]) + struct.pack(">H", n) if n < 65536 else
                                bytes([0x80 | 127]) + struct.pack(">Q", n))
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def recv(self) -> str:
        message = b""
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(n)
            if b0 & 0x0F in (0x1, 0x0):
                message += payload
                if b0 & 0x80:
                    return message.decode()

    def close(self) -> None:
        self.sock.close()


def _devtools_port(proc: subprocess.Popen, deadline: float) -> int:
    line = ""
    while time.time() < deadline:
        line = proc.stderr.readline().decode(errors="replace")
        m = re.search(r"DevTools listening on ws://127\.0\.0\.1:(\d+)/", line)
        if m:
            return int(m.group(1))
        if not line and proc.poll() is not None:
            break
    raise RuntimeError(f"Chromium did not open a DevTools port (last line: {line!r})")


_IMAGES = ("JSON.stringify([...document.images].map(i => ({src: i.getAttribute('src').slice(0, 30), "
           "complete: i.complete, width: i.naturalWidth, height: i.naturalHeight})))")


def load_page(path: Path, timeout: float = 60.0) -> dict:
    """Open ``path`` in headless Chromium; returns {"problems": [text], "images": [...], "title": str}.

    Raises:
        RuntimeError: Chromium did not start, or the page did not load within ``timeout`` seconds.
    """
    exe = find_chromium()
    if exe is None:
        raise RuntimeError("chromium is not installed (apt-get install chromium)")
    # Chromium's helper processes (zygote, renderer, crashpad) outlive a kill of the main process and may
    # still write into the profile while it is removed: start them in their own process group, kill the
    # group, and let a late write into the throw-away profile not fail the check.
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
        proc = subprocess.Popen([exe, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--remote-debugging-port=0",
                                 "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                start_new_session=True)
        try:
            deadline = time.time() + timeout
            port = _devtools_port(proc, deadline)
            pages = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=timeout))
            ws = _WebSocket(next(p for p in pages if p["type"] == "page")["webSocketDebuggerUrl"], timeout)
            ids = iter(range(1, 1_000_000))
            problems: list[str] = []
            results: dict[int, dict] = {}
            loaded = False

            def call(method: str, **params) -> int:
                i = next(ids)
                ws.send(json.dumps({"id": i, "method": method, "params": params}))
                return i

            def pump_until(done) -> None:
                nonlocal loaded
                while not done():
                    if time.time() > deadline:
                        raise RuntimeError(f"{path} did not finish loading in {timeout} s")
                    msg = json.loads(ws.recv())
                    if "id" in msg:
                        results[msg["id"]] = msg
                    method, params = msg.get("method"), msg.get("params", {})
                    if method == "Page.loadEventFired":
                        loaded = True
                    elif method == "Runtime.consoleAPICalled" and params["type"] in ("error", "warning", "assert"):
                        problems.append(f"console.{params['type']}: " +
                                        " ".join(str(a.get("value", a.get("description"))) for a in params["args"]))
                    elif method == "Runtime.exceptionThrown":
                        problems.append(f"exception: {params['exceptionDetails'].get('text')}")
                    elif method == "Log.entryAdded" and params["entry"]["level"] in ("error", "warning"):
                        problems.append(f"log {params['entry']['level']}: {params['entry']['text']} "
                                        f"{params['entry'].get('url', '')}")

            for method in ("Page.enable", "Runtime.enable", "Log.enable"):
                i = call(method)
                pump_until(lambda: i in results)
            call("Page.navigate", url=Path(path).resolve().as_uri())
            pump_until(lambda: loaded)
            i = call("Runtime.evaluate", expression=_IMAGES, returnByValue=True)
            pump_until(lambda: i in results)
            images = json.loads(results[i]["result"]["result"]["value"])
            j = call("Runtime.evaluate", expression="document.title", returnByValue=True)
            pump_until(lambda: j in results)
            ws.close()
            return {"problems": problems, "images": images, "title": results[j]["result"]["result"]["value"]}
        finally:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait()
