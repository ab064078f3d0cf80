"""Why a message could not be read, in the supplier's language (``reader_reason``).

The reader's refusal travels as its key of ``lang.reasons.WHY`` and the
parameters (``Reading.reason_key`` / ``reason_args``; in a decision line the
reason ``{"code": "could_not_read", "reader_key", "reader_args"}``), never as
text to be read back. A supplier who writes Hindi must not get English inside
a Hindi reply, so the detail is worded in the language (``lang.reasons.word``:
item names from the catalogue's ``hindi`` / ``hinglish``, unit words in the
language, the message's Roman words left out of a Hindi reply) after the
code's phrase (the phrase tables' ``reader_reasons``,
``lang/phrases/<language>.yaml``). An unknown key keeps only the code's phrase.
"""
from __future__ import annotations

from lang.phrase_tables import phrases
from lang.reasons import WHY, word
from market.catalogue import Catalogue, load_catalogue

__all__ = ["reader_reason", "reader_view", "detail_as_sent", "detail_as_worded", "WHY"]

#: Code phrases the phrase tables may not carry yet.
_CODES = {
    "ambiguous_intent": {"en": "we are not sure what the message asks", "hi": "संदेश से साफ़ नहीं कि आप क्या चाहते हैं",
                         "hinglish": "message se saaf nahi ki aap kya chahte hain"},
    "too_long": {"en": "the message is too long", "hi": "संदेश बहुत लंबा है", "hinglish": "message bahut lamba hai"},
}
#: Names per (catalogue, language): a memo ("cache" in its name: no word table for ``lang.guards.lexicon``).
_NAMES_CACHE: dict[tuple[int, str], dict[str, str]] = {}


def _names(catalogue: Catalogue, language: str) -> dict[str, str]:
    """English item names → the language's names (catalogue ``hindi`` / ``hinglish``)."""
    key = (id(catalogue), language)
    if key not in _NAMES_CACHE:
        _NAMES_CACHE[key] = {it.item: (it.hindi if language == "hi" else it.hinglish if language == "hinglish"
                                       else it.item) for it in catalogue.items}
    return _NAMES_CACHE[key]


def _parts(key: str, args: dict[str, str], language: str, catalogue: Catalogue | None) -> tuple[str, str, str]:
    """(code, the code's phrase, the detail worded in ``language`` or "")."""
    code = key.split(".")[0]
    table = phrases(language)
    phrase = table.get("reader_reasons", {}).get(code) or _CODES.get(code, {}).get(language) or code
    if key not in WHY:
        return code, phrase, ""
    flat = {k: " ".join(str(v).split()) for k, v in args.items()}  # a reply line holds no line break
    try:
        detail = word(key, flat, language, _names(catalogue or load_catalogue(), language))
    except (KeyError, IndexError, ValueError):
        return code, phrase, ""
    return code, phrase, detail


def reader_reason(key: str, args: dict[str, str], language: str, catalogue: Catalogue | None = None) -> str:
    """The reader's refusal ``key`` with ``args`` as a phrase in ``language`` (module docstring).

    ``catalogue`` gives the item names (default: the package's). Never raises; no English detail
    unless ``language`` is ``en``.
    """
    _, phrase, detail = _parts(key, args, language, catalogue)
    return phrases(language)["detail"].format(phrase=phrase, detail=detail_as_sent(detail)) if detail else phrase


def detail_as_sent(detail: str) -> str:
    """A detail as a reply sends it inside its own quotes: one that opens with a quote takes single quotes
    (“‘…’ — …”, not ““…” — …”); ``detail_as_worded`` turns them back."""
    return detail.replace("“", "‘").replace("”", "’") if detail.startswith("“") else detail


def detail_as_worded(detail: str | None) -> str:
    """A detail read back from a reply as ``reader_reason`` worded it (``detail_as_sent`` undone); "" for none."""
    detail = detail or ""
    return detail.replace("‘", "“").replace("’", "”") if detail.startswith("‘") else detail


def reader_view(key: str, args: dict[str, str], language: str, catalogue: Catalogue | None = None) -> tuple[str, str]:
    """(code, detail as ``reader_reason`` words it in ``language``, "" if none): what a reader of the
    rendered refusal gets back (``lang.replies.read_reply``)."""
    code, _, detail = _parts(key, args, language, catalogue)
    return code, detail

