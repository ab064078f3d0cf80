"""What failed when a model request failed: ``ModelFailure`` (a kind, an HTTP status or "", the server's message),
``failure_of`` (an exception from a model client read as a failure, and whether it is worth retrying) and
``is_context_overflow`` (an HTTP 400 saying the context is too long, and the limit it states in tokens) and
``setting_to_fix`` (for a refusal a scenario setting causes — HTTP 404, a model name or URL the server does not
serve; HTTP 401/403, a key it does not accept — the field to check and how, said after the server's words).
Used by the model guard (``agents.guard``, which re-exports them).
"""
from __future__ import annotations

import asyncio
import re
import sys

__all__ = ["ModelFailure", "failure_of", "is_context_overflow", "NOTHING_ANSWERED", "setting_to_fix", "EDIT_RUN",
           "EDIT_STUDY"]

#: How a run fixes a setting its server refused (said by ``setting_to_fix``): the run folder keeps its scenario.
EDIT_RUN = "edit it in the run folder's scenario.resolved.yaml (or the scenario file) and resume"
#: The same for a run of a study (``kirana.study`` puts it in place of ``EDIT_RUN``): a study refuses to resume a run
#: whose scenario changed (a new user's trial, session 53: "holds a run of a different scenario"), so the fix is a
#: new study folder.
EDIT_STUDY = ("fix it in the study's YAML (its models:, or the scenario file) and run the study again with a new "
              "--out (its runs that stopped cannot resume under a changed scenario)")

#: Said after a connection that failed (a new user's trial: "ConnectError: All connection attempts failed" alone did
#: not say what to check).
NOTHING_ANSWERED = "is the model server running at that URL, on that port?"

_CONTEXT = re.compile(r"(?:maximum context length|context (?:length|size|window))\D{0,60}?(\d[\d,]*)", re.I)
_OVERFLOW = re.compile(r"context (?:length|size|window)|too many tokens|prompt is too long|exceeds the", re.I)


class ModelFailure(Exception):
    """A model request that failed for good: ``status`` (HTTP status or "" ) and ``message``."""

    def __init__(self, kind: str, status: int | str, message: str) -> None:
        super().__init__(f"{kind}: {message}")
        self.kind, self.status, self.message = kind, status, message


def failure_of(exc: BaseException, from_server: bool = True) -> tuple[ModelFailure, bool]:
    """(what failed, whether it is worth retrying) for an exception from a model client.

    ``from_server``: the client talks to a server, so a malformed answer (``'choices': []``, a body
    the client cannot read) is the server's and worth retrying; from a scripted client it is a bug.
    """
    openai = sys.modules.get("openai")  # only a client that imported the SDK raises its errors: importing it here cost
    # the first failure of a process about a second (tests/test_slow_answers.py)
    if isinstance(exc, ModelFailure):
        return exc, True
    if isinstance(exc, (asyncio.TimeoutError, TimeoutError)) or (openai and isinstance(exc, openai.APITimeoutError)):
        return ModelFailure("timeout", "", str(exc) or "no answer in time"), True
    if (openai and isinstance(exc, openai.APIConnectionError)) or isinstance(exc, ConnectionError):
        cause = exc.__cause__ or exc
        return ModelFailure("connection failed", "", f"{type(cause).__name__}: {cause} ({NOTHING_ANSWERED})"), True
    from agents.http_client import ServerStatusError
    from agents.rate_limit import RateLimitTooLong
    if isinstance(exc, RateLimitTooLong):  # a Retry-After past the client's cap: the server's 429 (or 503), not
        # retried; recorded with its status (had been "", as if no status came)
        return ModelFailure("RateLimitTooLong", exc.status_code, str(exc)), False
    if isinstance(exc, ServerStatusError) or (openai and isinstance(exc, openai.APIStatusError)):
        status = exc.status_code
        return ModelFailure(f"HTTP {status}", status, _server_message(exc)), status >= 500 or status in (408, 409, 429)
    if from_server and isinstance(exc, (IndexError, KeyError, TypeError, AttributeError, ValueError)):
        said = str(exc) if type(exc) is ValueError and str(exc) else f"{type(exc).__name__}: {exc}"  # a ValueError is
        # our reader's one line naming the field (agents.chat_answer); anything else keeps its type
        return ModelFailure("unreadable answer", "", said), True
    return ModelFailure(type(exc).__name__, "", str(exc)), False


def _server_message(exc) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])
        if isinstance(inner, str):
            return inner
        if body.get("message"):
            return str(body["message"])
    return str(getattr(exc, "server_message", "") or getattr(exc, "message", "") or exc)


def is_context_overflow(failure: ModelFailure) -> tuple[bool, int | None]:
    """(whether an HTTP 400 says the context is too long, the limit it states in tokens or None)."""
    if failure.status not in (400, 413) or not _OVERFLOW.search(failure.message):
        return False, None
    m = _CONTEXT.search(failure.message)
    return True, int(m.group(1).replace(",", "")) if m else None


def setting_to_fix(failure: ModelFailure, role: str, spec, api_key_env: str = "OPENAI_API_KEY",
                   edit: str = EDIT_RUN) -> str:
    """What to fix in the scenario for a refusal its settings cause, as a sentence to add after the server's words
    ("" for any other failure). ``spec`` is ``roles.<role>.model`` (a string or a component config).

    - HTTP 404 (a model name the server does not serve, or a URL that is not the API's base): names
      ``roles.<role>.model``, the model name sent, and where the server lists its models.
    - HTTP 401 / 403 (the key refused): names ``roles.<role>.api_key_env`` and the variable read.
    A new user's trial, session 44: "HTTP 404: The model `no-such-model` does not exist." named neither the field
    nor a fix, unlike every other error of the run. ``edit``: how to apply the fix (``EDIT_RUN`` for a run that
    stopped; a check before any run says to fix the file and start again)."""
    if failure.status == 404:
        name, url = _name_and_url(spec)
        where = f" at {url}" if url else ""
        listed = f" ({url.rstrip('/')}/models lists them)" if url else ""
        return (f" — check roles.{role}.model: the model name{f' {name!r}' if name else ''} must be one the server"
                f"{where} serves{listed}, and its URL the API's base (most end in /v1); {edit}")
    if failure.status in (401, 403):
        return (f" — check roles.{role}.api_key_env: the environment variable {api_key_env} must hold a key this "
                f"server accepts (set it, or name another variable; {edit})")
    return ""


def _name_and_url(spec) -> tuple[str, str]:
    """(model name, base URL) of a model spec, "" for what it does not say."""
    if isinstance(spec, str) and spec.startswith("openai:") and "@" in spec:
        name, _, url = spec[len("openai:"):].rpartition("@")
        return name, url
    config = spec.get("config") if isinstance(spec, dict) else None
    if isinstance(config, dict):
        return str(config.get("model") or ""), str(config.get("base_url") or "")
    return "", ""
