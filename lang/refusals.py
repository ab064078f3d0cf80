"""Why a message could not be read, in the supplier's language (``reader_reason``).

The reader's reasons are ``"code: detail"`` with the detail written from a
key of ``lang.reasons.WHY`` and its parameters. A supplier who writes Hindi
must not answer with English inside a Hindi reply, so the detail is never
quoted: the reason is read back into its key and parameters
(``lang.reasons.parse``, the same template that wrote it) and worded in the
language (``lang.reasons.word``: item names from the catalogue's ``hindi`` /
``hinglish``, unit words in the language, the message's Roman words left out
of a Hindi reply). A reason no key reads back (an older record) keeps only the
code's phrase outside English. The code phrases are the phrase tables'
``reader_reasons`` (``lang/phrases/<language>.yaml``).
"""
from __future__ import annotations

from lang.reasons import WHY, parse, word
from market.catalogue import Catalogue, load_catalogue

__all__ = ["reader_reason", "reason_as_read", "WHY"]

#: Code phrases the phrase tables may not carry yet.
_CODES = {
    "ambiguous_intent": {"en": "we are not sure what the message asks", "hi": "संदेश से साफ़ नहीं कि आप क्या चाहते हैं",
                         "hinglish": "message se saaf nahi ki aap kya chahte hain"},
    "too_long": {"en": "the message is too long", "hi": "संदेश बहुत लंबा है", "hinglish": "message bahut lamba hai"},
}
_NAMES: dict[tuple[int, str], dict[str, str]] = {}


def _names(catalogue: Catalogue, language: str) -> dict[str, str]:
    """English item names → the language's names (catalogue ``hindi`` / ``hinglish``)."""
    key = (id(catalogue), language)
    if key not in _NAMES:
        _NAMES[key] = {it.item: (it.hindi if language == "hi" else it.hinglish if language == "hinglish" else it.item)
                       for it in catalogue.items}
    return _NAMES[key]


def reader_reason(code: str, detail: str, language: str, table: dict,
                  catalogue: Catalogue | None = None) -> str:
    """A reader reason (``code`` and its English ``detail``) as a phrase in ``language`` (module docstring).

    ``table`` is the language's phrase table (``lang.render.phrases``). Never
    raises; returns text with no English detail unless ``language`` is ``en``.
    """
    phrase = table.get("reader_reasons", {}).get(code) or _CODES.get(code, {}).get(language) or code
    detail = " ".join((detail or "").split())
    if not detail:
        return phrase
    parsed = parse(f"{code}: {detail}")
    if parsed is None:
        return table["detail"].format(phrase=phrase, detail=detail) if language == "en" else phrase
    key, args = parsed
    cat = catalogue if catalogue is not None else load_catalogue()
    try:
        text = word(key, args, language, _names(cat, language))
    except (KeyError, IndexError, ValueError):
        return phrase
    return table["detail"].format(phrase=phrase, detail=text) if text else phrase


def reason_as_read(reason: str | None, language: str, table: dict, catalogue: Catalogue | None = None) -> str | None:
    """The reason a reader of the rendered reply gets back (``lang.replies.read_reply``).

    A reader reason in English comes back as written; in Hindi or Hinglish as
    its code and the detail as rendered there ("no_quantity: चावल कितना
    चाहिए? (किलो में लिखिए)"), or the code alone. Other reasons are unchanged.
    """
    if not reason or language == "en":
        return reason
    code, sep, detail = " ".join(reason.splitlines()).partition(": ")
    if code not in table.get("reader_reasons", {}):
        return reason
    rendered = reader_reason(code, detail if sep else "", language, table, catalogue)
    phrase = table["reader_reasons"][code]
    prefix = table["detail"].format(phrase=phrase, detail="\0").split("\0")
    if rendered == phrase or len(prefix) != 2:
        return code
    return f"{code}: {rendered[len(prefix[0]):len(rendered) - len(prefix[1]) or None]}"
