"""The fidelity guard: does a model's wording say exactly what the kernel decided, in the speaker's language?

``problem(text, expected, language, written, catalogue)`` reads ``text`` back
with ``lang.replies.read_reply`` and compares the result with ``expected``
(``[render.view(d) for d in lines]`` for an e-mail, ``[view(d, customer=True)]``
for a customer's words): the decision kinds, items, quantities, prices, amounts,
days and ids must all be equal, and there must be no line the reader cannot
place. Each part the model wrote (``written``) must also be detected
(``lang.language.detect_language``) as ``language``. It returns ``""`` when the
text is faithful, else one short reason (at most about 300 characters), e.g.
``"line 1: price_paise 4100, the kernel decided 4120"`` or ``"language hinglish,
the speaker writes en: 'Chawal ₹41 ka'"``.

The reader knows the phrasings of ``lang/phrases/*.yaml`` only, so a wording
passes when each of its lines keeps the shape of one of them (any phrasing of
the language, with its own figures); free paraphrase does not read back and is
refused. Never raises for any text.
"""
from __future__ import annotations

from lang.language import detect_language
from lang.replies import read_reply
from market.catalogue import Catalogue

__all__ = ["problem"]


def _short(text: str, n: int = 120) -> str:
    text = " ".join(str(text).split())
    return repr(text if len(text) <= n else text[:n - 1] + "…")


def _difference(got: list[dict], expected: list[dict]) -> str:
    for i, g in enumerate(got):
        if g.get("kind") == "unknown":
            return f"line {i + 1}: no phrasing fits {_short(g.get('text', ''))}"
    if len(got) != len(expected):
        return f"reads back {len(got)} decision(s), the kernel decided {len(expected)}"
    for i, (g, e) in enumerate(zip(got, expected)):
        if g.get("kind") != e.get("kind"):
            return f"line {i + 1}: decision kind {g.get('kind')}, the kernel decided {e.get('kind')}"
        for field in sorted(set(g) | set(e)):
            if g.get(field) != e.get(field):
                return _short(f"line {i + 1}: {field} {g.get(field)}, the kernel decided {e.get(field)}", 280)[1:-1]
    return ""


def problem(text: str, expected: list[dict], language: str, written: list[str], catalogue: Catalogue) -> str:
    """``""`` if ``text`` reads back to ``expected`` and every part in ``written`` is in ``language``; else why not."""
    if not any(w.strip() for w in written):
        return "the model wrote nothing"
    try:
        got = read_reply(text, catalogue)
    except Exception as exc:  # noqa: BLE001 - the guard refuses what it cannot read, whatever the reader raised
        return f"the reader failed: {type(exc).__name__}"
    diff = _difference(got, expected)
    if diff:
        return diff
    for part in written:
        found = detect_language(part)
        if found != language:
            return f"language {found}, the speaker writes {language}: {_short(part)}"
    return ""
