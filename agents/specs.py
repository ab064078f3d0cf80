"""Checking a role's model spec without importing AutoGen when the spec is scripted or ``openai:``.

``check_model_spec`` accepts what ``agents.models.client_from_spec`` builds:
``scripted:NAME`` (a scripted shop of ``roles.scripted.SHOPS``),
``openai:MODEL@URL``, or a component config ``{provider, config}`` — only the
last is built here (through AutoGen) to check it loads.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

__all__ = ["check_model_spec", "is_scripted", "openai_spec_parts", "shop_hint", "spec_hint", "SERVER_WORDS"]

_OPENAI_FORM = "write openai:MODEL@URL, e.g. openai:qwen3-8b@http://127.0.0.1:8000/v1"


def openai_spec_parts(spec: str) -> tuple[str, str]:
    """``"openai:qwen3@http://127.0.0.1:8000/v1"`` → (model, base URL).

    Raises ``agents.models.ModelSpecError`` (a ValueError) quoting the spec when the model or the ``@`` is
    missing, the URL is not http(s), or the URL does not parse to a host (``http://[::1`` unclosed, ``http://``
    with no host, a port that is not a number): caught when the run starts, not at the first call. A URL
    without its scheme (``127.0.0.1:8000/v1``, ``localhost:8000``, ``http:/host``) or with another one
    (``ws://``) is said to need ``http://`` and the corrected spec is shown; the error's ``problem`` is the
    message without the spec quoted and ``corrected`` the spec to write instead ("" when none can be told), so
    ``kirana.runs.with_role_models`` can show the corrected ``--role`` flag.
    """
    from urllib.parse import urlsplit
    model, sep, url = spec[len("openai:"):].partition("@")
    if not model or not sep or not url:
        what = "no model name before '@'" if not model and sep else "no server URL after the model"
        raise _error(spec, f"{what}; {_OPENAI_FORM}")
    if not url.startswith(("http://", "https://")):
        fixed = _with_scheme(url)
        said = ("needs http:// (or https://) at its start" if "://" not in url
                else f"starts with {url.split('://', 1)[0]}://; it needs http:// or https://")
        raise _error(spec, f"the server's URL {url!r} {said}; write openai:{model}@{fixed}",
                     f"openai:{model}@{fixed}")
    try:
        parts = urlsplit(url)
        parts.port  # raises ValueError for a port that is not a number or out of range
    except ValueError as exc:
        raise _error(spec, f"the server's URL {url!r} does not parse ({exc}); {_OPENAI_FORM}") from None
    if not parts.hostname:
        raise _error(spec, f"the server's URL {url!r} names no host; {_OPENAI_FORM}")
    return model, url


#: Servers' own names written where ``openai:`` belongs (``ollama:qwen3@…``).
SERVER_WORDS = {"ollama", "vllm", "llamacpp", "llama.cpp", "llama-cpp", "lmstudio", "sglang", "tgi"}


def spec_hint(model: str, written: Callable[[str], str]) -> str:
    """The likely fix of a model spec in none of the forms, as `` — …`` ("" when none can be told), each spec
    shown as ``written(spec)`` (``--role manager=SPEC`` for the flag, ``model: "SPEC"`` for a scenario file), so
    the flag and the file name the same fix: a scripted shop's bare name (``reference``: ``scripted:reference``),
    a misspelt ``human``, a bare model name (``gpt4``: ``openai:gpt4@URL``, URL the server's address), a server's
    own name or no ``openai:`` before ``MODEL@URL`` (``ollama:qwen3@URL``: ``openai:qwen3@URL``), a misspelt
    ``openai`` (``opneai:x@URL``: ``openai:x@URL``, difflib ratio ≥ 0.6), a misspelt ``scripted:``
    (``scriptd:reference``: ``scripted:reference``)."""
    import difflib
    from roles.scripted import SHOPS
    if model in SHOPS:
        return f" — did you mean {written(f'scripted:{model}')}?"
    prefix, colon, name = model.partition(":")  # a misspelt 'scripted:' ('scriptd:reference'; the final trial, s41)
    if colon and difflib.get_close_matches(prefix.lower(), ["scripted"], n=1, cutoff=0.6):
        near = [name] if name in SHOPS else difflib.get_close_matches(name, sorted(SHOPS), n=1, cutoff=0.6)
        if near:
            return f" — did you mean {written(f'scripted:{near[0]}')}?"
    if difflib.get_close_matches(model, ["human"], n=1, cutoff=0.6):
        return f" — did you mean {written('human')}?"
    if ":" not in model and "@" not in model and "/" not in model:  # a bare model name: 'gpt4'
        return (f" — for a model on a server write {written(f'openai:{model}@URL')}, URL the server's address "
                f"(e.g. http://127.0.0.1:8000/v1)")
    if "@" in model:  # a server named by its own name ('ollama:qwen3@…'), or 'openai:' left out ('qwen3:8b@…')
        server, _, rest = model.partition(":")
        if "@" in rest and difflib.get_close_matches(server.lower(), ["openai"], n=1, cutoff=0.6):
            return f" — did you mean {written(f'openai:{rest}')}?"  # misspelt ('opneai:x@…'; the fortieth trial)
        fixed = rest if server.lower() in SERVER_WORDS and "@" in rest else model
        return f" — did you mean {written(f'openai:{fixed}')}? (any server is reached at its OpenAI-compatible URL)"
    return ""


def shop_hint(name: str) -> str:
    """`` — did you mean 'scripted:reference'?`` for a misspelt scripted shop ``name`` (``refrence``), found as
    ``--shop refrence`` finds it (``scenarios.errors.nearest``, difflib ratio ≥ 0.6); "" when no shop is near. A
    new user's trial (session 34): a scenario's ``roles.cashier.model: "scripted:refrence"`` listed the shops
    without saying which was meant, where the flag said it."""
    from roles.scripted import SHOPS
    from scenarios.errors import nearest
    near = nearest(name, sorted(SHOPS))
    return f" — did you mean {f'scripted:{near}'!r}?" if near else ""


def _with_scheme(url: str) -> str:
    """``url`` with ``http://`` (``https://`` when it began with a misspelt https) in place of what stood
    before the host: ``127.0.0.1:8000/v1`` → ``http://127.0.0.1:8000/v1``; ``http:/h`` and ``ws://h`` → ``http://h``; ``htps://h`` →
    ``https://h``."""
    import re
    if "://" in url:
        scheme, rest = url.split("://", 1)
        secure = scheme.lower().endswith("ps") or scheme.lower() == "wss"  # htps://, wss://
        return ("https://" if secure else "http://") + rest
    m = re.match(r"^(?:(https?)(?=[:/]))?[:/]*(.*)$", url, re.I | re.S)
    return f"{(m.group(1) or 'http').lower()}://{m.group(2)}"


def is_scripted(spec: Any) -> bool:
    """True for a ``scripted:NAME`` spec."""
    return isinstance(spec, str) and spec.startswith("scripted:")


def check_model_spec(spec: str | Mapping[str, Any], role: str, *, api_key_env: str = "OPENAI_API_KEY") -> None:
    """Raise ``agents.models.ModelSpecError`` (a ValueError) naming ``roles.ROLE.model`` if the spec is unusable."""
    if is_scripted(spec):
        from roles.scripted import SHOPS
        name = spec.split(":", 1)[1]
        if name not in SHOPS:
            raise _error("", f"roles.{role}.model: no scripted shop {name!r}; known: {sorted(SHOPS)}"
                             f"{shop_hint(name)}")
        return
    if isinstance(spec, str) and spec.startswith("openai:"):
        try:
            openai_spec_parts(spec)
        except ValueError as exc:
            raise _error("", f"roles.{role}.model: {exc}") from None
        return
    from agents.models import client_from_spec
    client_from_spec(spec, role, api_key_env=api_key_env)


def _error(spec: str, problem: str, corrected: str = "") -> ValueError:
    """A ``ModelSpecError`` saying ``'SPEC': PROBLEM`` (just ``PROBLEM`` when ``spec`` is ""), carrying
    ``problem`` and ``corrected`` (the spec to write instead, or "") as attributes."""
    from agents.models import ModelSpecError
    error = ModelSpecError(f"{spec!r}: {problem}" if spec else problem)
    error.problem, error.corrected = problem, corrected
    return error
