"""How long a role's model server took to answer: the per-call wall time behind ``usage.json``'s ``latency_ms``.

``agents.guard.RoleModelClient`` times each request to a served model (not a
scripted policy: its answers take no server time, and its usage stays the same
run to run) with ``time.perf_counter`` around the client's ``create`` call, so
the figure is what the role waited: network, queueing and generation, for one
request. Requests that answered are kept one by one (``call_ms``, in the
checkpoint, so a resumed run's median and p95 cover the whole month); the
requests that failed (a timeout, an HTTP 500 later retried or given up on) are
summed apart (``failed_ms``). A request that first waited out a server's ``Retry-After``
(``agents.rate_limit``) is timed without that wait, which is summed apart too (``rate_limited_ms``), so a
provider's rate limit does not pass for a slow model.

``summary()`` is what ``usage.json`` shows for the role, every figure in
milliseconds rounded to 0.1::

    "latency_ms": {"timed_calls": 412, "median": 812.4, "p95": 2301.0, "max": 4120.7, "total": 401233.9,
                   "failed_ms": 1502.3, "rate_limited_ms": 0.0}

``p95`` is the nearest-rank 95th percentile (the smallest time at least 95% of
the calls took no longer than).
"""
from __future__ import annotations

import math
from typing import Any

from agents.rate_limit import took_wait

__all__ = ["CallTimes"]


class CallTimes:
    """One role's request times (milliseconds); see the module docstring."""

    def __init__(self) -> None:
        self.call_ms: list[float] = []   # each answered request, in order
        self.failed_ms = 0.0             # the requests that failed, summed
        self.rate_limited_ms = 0.0       # the Retry-After waits before requests, summed

    def _server_s(self, seconds: float) -> float:
        """``seconds`` less the Retry-After wait the request just made (``agents.rate_limit.took_wait``),
        which is added to ``rate_limited_ms``."""
        waited = min(took_wait(), seconds)
        self.rate_limited_ms += waited * 1000.0
        return seconds - waited

    def answered(self, seconds: float) -> None:
        """Count one answered request that took ``seconds`` (wall time, from ``time.perf_counter``; a
        Retry-After wait before it is counted in ``rate_limited_ms`` instead)."""
        self.call_ms.append(round(self._server_s(seconds) * 1000.0, 1))

    def failed(self, seconds: float) -> None:
        """Count the ``seconds`` a failed request took (a timeout, an HTTP error, an unreadable answer; a
        Retry-After wait before it is counted in ``rate_limited_ms`` instead)."""
        self.failed_ms += self._server_s(seconds) * 1000.0

    def summary(self) -> dict[str, Any]:
        """``{timed_calls, median, p95, max, total, failed_ms, rate_limited_ms}`` in milliseconds (0.1); None
        figures before any answered request."""
        times = sorted(self.call_ms)
        n = len(times)
        if n:
            middle = times[n // 2] if n % 2 else (times[n // 2 - 1] + times[n // 2]) / 2
            figures = {"median": middle, "p95": times[max(0, math.ceil(0.95 * n) - 1)], "max": times[-1],
                       "total": sum(times)}
        else:
            figures = {"median": None, "p95": None, "max": None, "total": 0.0}
        return {"timed_calls": n, **{k: None if v is None else round(v, 1) for k, v in figures.items()},
                "failed_ms": round(self.failed_ms, 1), "rate_limited_ms": round(self.rate_limited_ms, 1)}

    def load(self, saved: dict[str, Any]) -> None:
        """Go on from a checkpoint's usage entry for the role: its ``call_ms`` list and ``latency_ms.failed_ms``
        and ``rate_limited_ms`` (a checkpoint from before them, or of a scripted role: from zero).

        Raises:
            ValueError, TypeError: ``call_ms`` not a list of numbers, or ``failed_ms``/``rate_limited_ms`` not
            a number.
        """
        self.call_ms = [float(ms) for ms in saved.get("call_ms") or []]
        latency = saved.get("latency_ms") or {}
        self.failed_ms = float(latency.get("failed_ms") or 0.0)
        self.rate_limited_ms = float(latency.get("rate_limited_ms") or 0.0)
