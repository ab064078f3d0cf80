"""Each distinct model server a run (or a study) will ask, checked once before anything is written: a wrong model
name, key or URL is told at once, naming the role and the setting, rather than after every run of a study has
started and stopped (a new user's trial, session 53: a study of 3 runs started 3 folders, each stopped by the
same HTTP 404).

``check_servers(roles)`` takes (role, ``RoleSettings``) pairs; for each distinct (base URL, model, key variable) of
an ``openai:MODEL@URL`` spec or a component config with a ``base_url`` it sends ``GET {base}/models`` (no tokens
spent) and reads:

- no connection: the server is not there (wrong URL or port, or not started);
- HTTP 401/403: the key is refused (``roles.ROLE.api_key_env``);
- a list of models without the model's name, or HTTP 404 to the list and to the smallest chat request
  (``max_tokens: 1``) too: the model name or the URL is wrong (``roles.ROLE.model``).

Anything else (a 5xx, a timeout, a server with no list) passes: the run's own retries deal with a flaky server.
Scripted, ``human`` and other component roles are not checked. ``KIRANA_NO_SERVER_CHECK=1`` (or ``kirana run`` /
``kirana study`` ``--no-server-check``) skips it. ``kirana run --resume`` checks the servers its folder's
scenario names too (the walk of session 53: a resume went straight to its first request).
"""
from __future__ import annotations

import os
from typing import Any, Iterable

from agents.failures import NOTHING_ANSWERED, ModelFailure, setting_to_fix

__all__ = ["ServerCheckFailed", "check_servers", "skipped_by_env", "CHECK_TIMEOUT_S", "EDIT_FIRST"]

#: Seconds the check waits for each answer (at most; the role's ``timeout_s`` when lower).
CHECK_TIMEOUT_S = 15.0
#: How to apply a fix the check asks for: nothing was written yet.
EDIT_FIRST = "fix it in the scenario (or study) file, or the --role flag, and start again"


class ServerCheckFailed(ValueError):
    """A model server refused the check: the message names the role, its server, what failed and the setting."""


def skipped_by_env() -> bool:
    """Whether ``$KIRANA_NO_SERVER_CHECK`` asks to skip the check (any value but "", "0")."""
    return os.environ.get("KIRANA_NO_SERVER_CHECK", "").strip() not in ("", "0")


def check_servers(roles: Iterable[tuple[str, Any]], edit: str = EDIT_FIRST) -> int:
    """Check each distinct served model of ``roles`` ((role name, ``RoleSettings``) pairs) once; ``edit``: how the
    refusal says to apply its fix (``EDIT_FIRST``; a resume's: edit the run folder's scenario.resolved.yaml).

    Returns the number of servers checked. Raises ``ServerCheckFailed`` at the first refusal (module docstring)."""
    seen: set[tuple[str, str, str]] = set()
    for role, settings in roles:
        model, url = _served(settings.model)
        key = (url, model, settings.api_key_env)
        if not url or key in seen:
            continue
        seen.add(key)
        _check_one(role, settings, model, url, edit)
    return len(seen)


def _served(spec: Any) -> tuple[str, str]:
    """(model name, base URL) of a served spec; ("", "") for scripted, human and the rest."""
    if isinstance(spec, str) and spec.startswith("openai:") and "@" in spec:
        name, _, url = spec[len("openai:"):].rpartition("@")
        return name, url.rstrip("/")
    config = spec.get("config") if isinstance(spec, dict) else None
    if isinstance(config, dict) and config.get("base_url") and config.get("model"):
        return str(config["model"]), str(config["base_url"]).rstrip("/")
    return "", ""


def _check_one(role: str, settings: Any, model: str, url: str, edit: str = EDIT_FIRST) -> None:
    try:
        import httpx2 as httpx
    except ImportError:  # pragma: no cover
        import httpx
    key = os.environ.get(settings.api_key_env) or "not-needed"
    if isinstance(settings.model, dict):
        key = str((settings.model.get("config") or {}).get("api_key") or key)
    timeout = min(CHECK_TIMEOUT_S, float(settings.timeout_s))
    headers = {"Authorization": f"Bearer {key}"}
    try:
        with httpx.Client(timeout=timeout, headers=headers) as http:
            listed = http.get(f"{url}/models")
            status, said = listed.status_code, _said(listed)
            if status == 200:
                names = _names(listed)
                if names and model not in names:
                    shown = ", ".join(sorted(names)[:10]) + (" …" if len(names) > 10 else "")
                    _refuse(role, settings, url, ModelFailure("model not listed", 404, f"GET /models lists "
                                                              f"{shown}; not {model!r}"), edit=edit)
                return
            if status in (404, 405):  # no list here: the smallest chat request tells a wrong name or URL
                asked = http.post(f"{url}/chat/completions", json={"model": model, "max_tokens": 1, "messages": [
                    {"role": "user", "content": "ping"}]})
                status, said = asked.status_code, _said(asked)
            if status in (401, 403, 404):
                _refuse(role, settings, url, ModelFailure(f"HTTP {status}", status, said), edit=edit)
    except httpx.TimeoutException:
        return  # slow, not wrong: the run's timeout_s and retries deal with it
    except httpx.TransportError as exc:
        _refuse(role, settings, url, ModelFailure("connection failed", "", f"{type(exc).__name__}: {exc} "
                                                  f"({NOTHING_ANSWERED})"),
                f" — check roles.{role}.model: its URL {url} (scheme, host, port and the API's base, most end in "
                f"/v1); {edit}")


def _refuse(role: str, settings: Any, url: str, failure: ModelFailure, fix: str = "", edit: str = EDIT_FIRST) -> None:
    fix = fix or setting_to_fix(failure, role, settings.model, settings.api_key_env, edit)
    raise ServerCheckFailed(f"the {role}'s model at {url} failed the check before the run: {failure.kind}: "
                            f"{failure.message[:300]}{fix}; nothing was written (--no-server-check skips the check)")


def _said(response: Any) -> str:
    """The server's message in an error answer (``error.message``, ``message`` or the body's first 300 characters)."""
    try:
        body = response.json()
    except ValueError:
        return response.text[:300] or response.reason_phrase
    inner = body.get("error", body) if isinstance(body, dict) else body
    if isinstance(inner, dict):
        return str(inner.get("message") or body)[:300]
    return str(inner)[:300]


def _names(response: Any) -> set[str]:
    """The model ids of a ``/models`` answer ({"data": [{"id": …}]}, ollama's {"models": [{"name": …}]}); empty
    when it lists none or cannot be read (the check then passes)."""
    try:
        body = response.json()
    except ValueError:
        return set()
    rows = (body.get("data") or body.get("models") or []) if isinstance(body, dict) else []
    return {str(r.get("id") or r.get("name")) for r in rows if isinstance(r, dict) and (r.get("id") or r.get("name"))}
