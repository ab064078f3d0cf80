"""A refusal for a request half read names the goods it is about (session 50, helper FIXA, kind 6: a fresh user's try
at session 49's stop). "घी का रेट क्या है? 5 लीटर घी भी भेज दीजिए।" / "What is the rate of ghee? Also send 5 litres of
ghee." is refused ``ambiguous_intent.also`` ("I read an order here, but part of it reads like a rate asked too …"):
the supplier's reply named no goods, so the writer could not tell which request to write again. A refusal's reason
must let the model act: the goods and what is missing, in the supplier's language. The refusal keeps its key
(``Reading.reason_key``, what the corpora and the desk see) and carries the goods as ``items``; it is worded by
``ambiguous_intent.also_goods``, the same with the goods first ("ghee: I read an order here, … write each request for ghee plainly in its own
sentence"; their names put in the supplier's language by ``lang.reasons.word``).

``ambiguous_intent.not_sure`` ("I read an order here, but it reads more like a rate asked") is named so too
(``ambiguous_intent.not_sure_goods``).

Shape: ``also_named(key, args, names) -> (key, args)``: ``key`` and ``args`` of an ``ambiguous_intent.also`` (or
``.not_sure``) refusal with the goods' English ``names`` (catalogue item names, in the message's order; repeats
dropped) added as ``items``, worded by ``ambiguous_intent.also_goods`` (``.not_sure_goods``: ``worded_key``); any
other key, no names or more than ``MOST_NAMED``, returned as given. ``also_why(requests, request, names)``: the reason itself
(``lang.reasons.why``). ``DOUBT_WHY``: the wording, merged into ``lang.reasons.WHY`` through
``lang.reason_guards.GUARD_WHY``.
"""
from __future__ import annotations

from lang.lower_asked import LOWER_WHY, PER_UNIT
from lang.rival_matched import MATCHED_WHY

__all__ = ["DOUBT_WHY", "also_named", "also_why", "worded_key"]

#: The second opinion's refusals and their wordings that name the goods.
_NAMED = {"ambiguous_intent.also": "ambiguous_intent.also_goods",
          "ambiguous_intent.not_sure": "ambiguous_intent.not_sure_goods"}
#: The most goods a reason names; a request half read over more (a list of twelve) is refused as before, unnamed.
MOST_NAMED = 4

DOUBT_WHY: dict[str, dict[str, str]] = {**LOWER_WHY, **MATCHED_WHY,
    "ambiguous_intent.also_goods": {"en": "{items}: I read {requests} here, but part of it reads like {request} too and "
                                          "I could not read that part; write each request for {items} plainly in its "
                                          "own sentence",
                                    "hi": "{items}: इसमें {requests} समझ आया, पर कुछ हिस्सा {request} जैसा भी लगता है जो "
                                          "पढ़ा नहीं गया; {items} की हर बात अलग वाक्य में साफ़ लिखिए",
                                    "hinglish": "{items}: isme {requests} samajh aaya, par kuch hissa {request} jaisa bhi "
                                                "lagta hai jo padha nahi gaya; {items} ki har baat alag sentence mein "
                                                "saaf likhiye"},
    "ambiguous_intent.not_sure_goods": {"en": "{items}: I read {request} here, but it reads more like {other}; write "
                                              "each request for {items} plainly in its own sentence",
                                        "hi": "{items}: इसमें {request} पढ़ा, पर यह {other} जैसा ज़्यादा लगता है; {items} की "
                                              "हर बात अलग वाक्य में साफ़ लिखिए",
                                        "hinglish": "{items}: isme {request} padha, par yeh {other} jaisa zyada lagta "
                                                    "hai; {items} ki har baat alag sentence mein saaf likhiye"},
}


def also_named(key: str, args: dict[str, str], names) -> tuple[str, dict[str, str]]:
    """``ambiguous_intent.also`` with goods ``names`` → ``ambiguous_intent.also_goods`` and ``items`` (module
    docstring). ``also_named("ambiguous_intent.also", {"requests": "order", "request": "ask_quote"}, ["ghee"])`` →
    ``("ambiguous_intent.also_goods", {"requests": "order", "request": "ask_quote", "items": "ghee"})``."""
    names = [n for n in dict.fromkeys(names) if n]
    if key not in _NAMED or not names or len(names) > MOST_NAMED:
        return key, args
    return key, {**args, "items": ", ".join(names)}


def worded_key(key: str, args) -> str:
    """The key of ``lang.reasons.WHY`` that words reason ``key`` with ``args``: its goods-naming wording when the
    reason carries ``items`` (``also_named``), its wording with an example per selling unit when it carries ``sunit``
    (``lang.lower_asked``), else ``key`` itself (``lang.reasons.Why``, ``lang.reasons.word``)."""
    if key in PER_UNIT and "sunit" in args:  # an example in the goods' selling unit (lang.lower_asked)
        return PER_UNIT[key]
    return _NAMED[key] if key in _NAMED and "items" in args else key


def also_why(requests: str, request: str, names):
    """The ``ambiguous_intent.also`` reason (``lang.reasons.Why``) for kinds ``requests`` read and ``request`` half
    read, naming goods ``names`` when there are any (``also_named``)."""
    from lang.reasons import why  # (here: lang.reasons builds its table from this module's wording)
    key, args = also_named("ambiguous_intent.also", {"requests": requests, "request": request}, names)
    return why(key, **args)
