"""Item names misspelt by one letter (a stage-2 fallback of ``lang.items.ItemMatcher``): "2 kg panner", "25 kg
potatos", "fifteen kg onoins" name paneer, potatoes and onions. Only a Roman word of five letters or more, one
letter off (dropped, added, changed, or two letters swapped) exactly one item's one-word name, and only right after
a count's unit ("kg", "packets", "kg of"): "better rate" never becomes butter, and no guess is made between two items.
Breaker M (sixteenth session) wrote them the way small models do; they had been refused as naming no item.
"""
from __future__ import annotations

__all__ = ["one_letter_off", "misspelt"]


#: English words one letter off an item's name that follow units in a message ("kg price", "packets prices").
_COMMON = frozenset("price prices rates brice slice spice juice twice thrice sugary rices".split()) - {"rices"}


def _less_one(word: str) -> set[str]:
    """``word`` with one letter dropped, each way ("onions" → "nions", "oions", …)."""
    return {word[:k] + word[k + 1:] for k in range(len(word))}


def one_letter_off(owners: dict) -> dict[str, set[tuple[str, str]]]:
    """An index from each one-word item key of five letters or more (Roman, one sku) and its forms less one letter
    to the (sku, key) pairs they name. ``owners``: the matcher's key tuple → skus."""
    index: dict[str, set[tuple[str, str]]] = {}
    for key, cands in owners.items():
        if len(key) == 1 and len(key[0]) >= 5 and len(cands) == 1 and key[0].isascii():
            for v in _less_one(key[0]) | {key[0]}:
                index.setdefault(v, set()).add((cands[0], key[0]))
    return index


def misspelt(index: dict[str, set[tuple[str, str]]], unit_keys: frozenset, tokens: list, i: int) -> str | None:
    """The sku the word token ``tokens[i]`` names when it is one letter off one item's name and follows a unit
    ("kg", "packets", or "kg of"), else None. Symmetric deletion: the word and its forms less one letter are looked
    up in ``index`` (``one_letter_off``), and a name found counts only when the word is truly one letter off it ("ready"
    is two off "bread": "Keep 4 packets ready", "4 packet ready rakhiye" name no bread); one sku found is the answer,
    two or none are no answer."""
    word = tokens[i].key
    if len(word) < 5 or not tokens[i].text.isascii():
        return None
    if tokens[i].text.lower() in _COMMON or i == 0 or not (
            tokens[i - 1].kind == "word" and tokens[i - 1].key in unit_keys or i > 1 and tokens[i - 1].key == "of"
            and tokens[i - 2].kind == "word" and tokens[i - 2].key in unit_keys):
        return None  # right after the unit, no mark between ("50 kg, Price: ₹41" is no rice)
    skus: set[str] = set()
    for v in _less_one(word) | {word}:
        skus |= {sku for sku, name in index.get(v, ()) if _one_edit(word, name)}
    return next(iter(skus)) if len(skus) == 1 else None


def _one_edit(word: str, name: str) -> bool:
    """Whether ``word`` is ``name`` or one letter off it: one dropped, added or changed, or two side by side swapped.
    (Symmetric deletion alone lets two edits through: "ready" and "bread" both lose a letter to "read".)"""
    if word == name or word in _less_one(name) or name in _less_one(word):
        return True
    if len(word) != len(name):
        return False
    off = [k for k in range(len(word)) if word[k] != name[k]]
    return len(off) == 1 or len(off) == 2 and off[1] == off[0] + 1 and word[off[0]] == name[off[1]] \
        and word[off[1]] == name[off[0]]
