"""Secrets kept out of everything a run writes (``scenario.resolved.yaml``, the record's ``run_start``).

Any mapping key that names a secret (``api_key``, ``apikey``, ``secret``,
``token`` but not a count of tokens, ``password``, ``authorization``,
``bearer``, ``access_key``, ``private_key``) has its value replaced by
``REDACTED``; ``without_redacted`` drops those placeholders again, so a client
built from a resolved scenario reads the secret from its environment.
"""
from __future__ import annotations

import re
from typing import Any

__all__ = ["REDACTED", "redact", "without_redacted", "is_secret_key"]

REDACTED = "<redacted>"
_SECRET = re.compile(r"(api[_-]?key|apikey|secret|password|passwd|authorization|bearer|access[_-]?key|"
                     r"private[_-]?key|^token$|_token$|^auth$)", re.I)


def is_secret_key(key: str) -> bool:
    """Whether a config key names a secret (see the module docstring)."""
    return bool(_SECRET.search(str(key))) and not str(key).lower().endswith(("tokens", "_env"))


def redact(value: Any) -> Any:
    """A copy of ``value`` with every secret-named key's value replaced by ``REDACTED``."""
    if isinstance(value, dict):
        return {k: (REDACTED if is_secret_key(k) and v not in (None, "") else redact(v)) for k, v in value.items()}
    if isinstance(value, list):
        return [redact(v) for v in value]
    return value


def without_redacted(value: Any) -> Any:
    """A copy of ``value`` without the keys whose value is ``REDACTED``."""
    if isinstance(value, dict):
        return {k: without_redacted(v) for k, v in value.items() if v != REDACTED}
    if isinstance(value, list):
        return [without_redacted(v) for v in value]
    return value
