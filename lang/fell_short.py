"""Goods told to have fallen short are a report, not goods refused or asked: "The 20 kg potatoes weren't enough. Send
10 kg more.", "20 kilo aloo kam pad gaye. Das kilo aur bhejo.", "20 किलो आलू कम पड़ गए। 10 किलो और भेजो।"
(holdout92). The first sentence had been goods asked (or refused, by its "weren't"), and the potatoes were asked
twice ("potato: 20 kg or 10 kg? write the one count you want"); a shopkeeper reads it as why more is asked.

A sentence falls short when it says "kam pad(e/a/i)" / "कम पड़(े/ा/ी)" or "wasn't / weren't / was not / were not
enough", and holds no word of asking goods ("send", "bhejo", "भेजो", "chahiye", "need", "order"): "Chini kam pad gayi,
20 kilo bhejo" asks in the same sentence and is left as it was. The stage of clause acts (``lang.acts``) makes such a
sentence background, and its negation ("weren't enough") no refusal.

Shape: ``fell_short(keys)`` and ``short_negation(keys, k)`` with the sentence's folded word keys (and a negation's
index among them).
"""
from __future__ import annotations

from lang import gates
from lang.language import fold_words

__all__ = ["fell_short", "short_negation"]

_KAM = fold_words("kam कम")
_PAD = fold_words("pad pade pada padi padh padhe पड़ पड़े पड़ा पड़ी")
_ENOUGH = fold_words("enough")
_WAS_NOT = fold_words("werent wasnt")
_WAS = fold_words("were was")
_NOT = fold_words("not")
_ASKING = fold_words("send sending bhejo bhejiye bhej bhejna bhejdo भेजो भेजिए भेज भेजें भेजना chahiye chahie चाहिए "
                     "need needed want order mangao mangwa मँगवा मंगवा dijiye dena दीजिए देना")


def short_negation(keys: list[str], k: int) -> bool:
    """Whether the negation at ``keys[k]`` says goods were not enough ("weren't enough", "was not enough")."""
    return k + 1 < len(keys) and keys[k + 1] in _ENOUGH and (
        keys[k] in _WAS_NOT or keys[k] in _NOT and k >= 1 and keys[k - 1] in _WAS)


def fell_short(keys: list[str]) -> bool:
    """Whether the sentence (folded word keys, in order) reports goods fallen short and asks nothing (docstring)."""
    if not _ASKING.isdisjoint(keys) or _ENOUGH.isdisjoint(keys) and (_KAM.isdisjoint(keys) or _PAD.isdisjoint(
            keys)) and not gates.ALL_OPEN:
        return False  # (speed, lang.gates: "kam pad…" needs both words, "not enough" its "enough")
    return any(a in _KAM and b in _PAD for a, b in zip(keys, keys[1:])) or any(
        short_negation(keys, k) for k in range(len(keys)))
