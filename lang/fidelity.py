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

When the exact read-back fails and the template's wording of each unit is
given (``references``, one per decision, with ``kinds``), each unit the model
wrote is checked for meaning instead (``lang.meaning.meaning_problem``: the
general reader finds in it exactly the reference's figures, ids and items, an
intent some wording of that kind has, no invented term, in the speaker's
language and script); the text passes when every unit does. So a free
paraphrase passes when it means what the kernel decided, and a changed
figure, a dropped item, a wrong language or an invented discount is refused.
Never raises for any text.
"""
from __future__ import annotations

from lang.language import detect_language
from lang.meaning import meaning_problem
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


def problem(text: str, expected: list[dict], language: str, written: list[str], catalogue: Catalogue,
            references: list[str] | None = None, customer: bool = False) -> str:
    """``""`` if ``text`` reads back to ``expected`` (or, given ``references``, each part in ``written``
    means what its reference says) and every part in ``written`` is in ``language``; else why not.

    ``references[i]`` is the template's wording of the decision ``expected[i]`` that ``written[i]`` words.
    """
    if not any(w.strip() for w in written):
        return "the model wrote nothing"
    try:
        got = read_reply(text, catalogue)
    except Exception as exc:  # noqa: BLE001 - the guard refuses what it cannot read, whatever the reader raised
        return f"the reader failed: {type(exc).__name__}"
    diff = _difference(got, expected)
    if diff and references is not None and len(references) == len(written) == len(expected):
        for i, (w, ref, e) in enumerate(zip(written, references, expected)):
            why = meaning_problem(w, ref, e["kind"], language, catalogue, customer)
            if why:  # a line read back in a template's shape says exactly which figure differs: that first
                return diff if "the kernel decided" in diff else f"part {i + 1}: {why}" if len(written) > 1 else why
        return ""
    if diff:
        return diff
    for part in written:
        found = detect_language(part)
        if found != language:
            return f"language {found}, the speaker writes {language}: {_short(part)}"
    return ""
