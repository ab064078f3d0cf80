"""A server's ``Retry-After``: the client's next request waits for it, so a provider's rate limit is not the model's
failure.

An HTTP 429 or 503 answer with ``Retry-After`` (seconds, ``"10"``, or an HTTP date, ``"Wed, 21 Oct 2015
07:28:00 GMT"``) is still a failed attempt — ``agents.http_client`` raises ``ServerStatusError`` carrying
``retry_after_s`` — but the client's next request (the guard's retry, or the next turn's first request) waits
until the time the server named (``RetryGate.wait``), and the role's guard (``agents.guard``) retries it without
a backoff of its own and without spending the role's ``retries`` (counted in ``usage.json``'s ``retried``; at
most ``agents.guard.RATE_LIMIT_WAITS`` such waits a call, then it counts as any transient failure). So a rate
limit of 10 s costs about 10 s, not the retry budget and a ``model_error``.

A ``Retry-After`` longer than ``MAX_WAIT_S`` (120 s) is not waited for: the request fails at once with
``RateLimitTooLong`` (not retried; its message says the server's wait and this cap), so a study stops
(``on_model_error: stop``, resumable) rather than hang, or forfeits the turn (``skip_turn``).

The seconds a request spent waiting are handed to ``agents.latency.CallTimes`` through ``took_wait``
(a context variable: the guard awaits the client's ``create`` in its own task), so ``latency_ms`` times the
server, and shows the waits apart as ``rate_limited_ms``.
"""
from __future__ import annotations

import asyncio
import time
from contextvars import ContextVar
from email.utils import parsedate_to_datetime
from typing import Mapping

__all__ = ["MAX_WAIT_S", "RateLimitTooLong", "RetryGate", "retry_after_s", "took_wait", "RATE_LIMIT_STATUSES"]

MAX_WAIT_S = 120.0                 # the longest Retry-After the client waits for, in seconds
RATE_LIMIT_STATUSES = (429, 503)   # the HTTP statuses whose Retry-After is honoured
_WAITED: ContextVar[float] = ContextVar("kirana_rate_limit_waited_s", default=0.0)


class RateLimitTooLong(RuntimeError):
    """The server asked for a wait longer than ``MAX_WAIT_S``; ``status_code`` and ``wait_s`` (seconds) say it."""

    def __init__(self, status_code: int, wait_s: float, message: str) -> None:
        super().__init__(f"HTTP {status_code}: {message} (Retry-After {wait_s:.0f} s: longer than the {MAX_WAIT_S:.0f} s "
                         f"this client waits for a rate limit; not retried)")
        self.status_code, self.wait_s = status_code, wait_s


def retry_after_s(headers: Mapping[str, str], now: float | None = None) -> float | None:
    """Seconds to wait from ``now`` (epoch seconds, default ``time.time()``) by a ``Retry-After`` header:
    a number of seconds (a fraction is kept), or an HTTP date (a past one is 0). None when the header is
    missing or reads as neither (the guard's own backoff then applies)."""
    value = (headers.get("retry-after") or "").strip()
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = parsedate_to_datetime(value)
        except (TypeError, ValueError, IndexError):
            return None
        if when is None or when.tzinfo is None:
            return None
        return max(0.0, when.timestamp() - (time.time() if now is None else now))
    return seconds if seconds >= 0 and seconds == seconds and seconds != float("inf") else None


class RetryGate:
    """When this client may send again (``time.monotonic`` seconds), as the server's last Retry-After said."""

    def __init__(self) -> None:
        self.until = 0.0

    def hold(self, wait_s: float) -> None:
        """No request before ``wait_s`` seconds from now (a later hold already set stands)."""
        self.until = max(self.until, time.monotonic() + wait_s)

    async def wait(self) -> float:
        """Sleep until the gate opens; the seconds slept (0.0 if open), also told to ``took_wait``."""
        left = self.until - time.monotonic()
        if left <= 0:
            return 0.0
        await asyncio.sleep(left)
        _WAITED.set(_WAITED.get() + left)
        return left


def took_wait() -> float:
    """The seconds the request just made in this task waited on a Retry-After (0.0 if none), and reset."""
    waited = _WAITED.get()
    if waited:
        _WAITED.set(0.0)
    return waited
