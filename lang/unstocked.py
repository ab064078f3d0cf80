"""Goods the shop does not stock, asked for beside goods it does: "Send 5 kg rice, rajma too", "O10 se masoor hatao
chana dalo 5 kg" (issue 10; last session's leftover).

The item matcher takes such names whole and finds no item in them (``lang.other_goods``), so a message asking only
for them is refused (``no_item``). Beside a stocked item they were simply left out: the rice was ordered and the rajma
dropped, and "chana dalo 5 kg" after "masoor hatao" gave the 5 kg to the masoor cut (silently). ``unstocked`` sets
``reader.refused_why`` (``no_item.not_stocked``, naming the goods in the writer's words) when such a name stands in
a sentence that orders, cancels, offers, accepts or asks a rate; a name in a sentence that only tells (stock,
sales, what customers ask for) or refuses them ("लहसुन नहीं चाहिए") is left alone.

Linear in the message: one look-up of the longest name at each token (``ItemMatcher.longest_at``).
"""
from __future__ import annotations

from weakref import WeakKeyDictionary

from lang import gates
from lang.other_goods import OTHER_GOODS_WORDS
from lang.reasons import why

__all__ = ["unstocked"]

#: The kinds of request that ask for goods (a sentence with one of them asks for the goods it names).
_ASKING = frozenset({"order", "cancel", "offer", "accept", "ask_quote"})


#: Per item matcher: first word → the word sets of the other goods' names starting with it (``_named_whole``).
_WORD_SETS: WeakKeyDictionary = WeakKeyDictionary()


def _named_whole(matcher, message_keys: frozenset) -> bool:
    """Whether some name of ``OTHER_GOODS`` (``matcher.other_goods_keys``) has every word among ``message_keys`` (the
    message's folded word keys): the loop of ``unstocked`` finds such a name only where all its words stand in a row,
    so without one it finds none (a gate, ``lang.gates``; "Send 5 kg rice." asks no look-up at "rice")."""
    sets = _WORD_SETS.get(matcher)
    if sets is None:
        sets = {}
        for key in matcher.other_goods_keys:
            sets.setdefault(key[0], []).append(frozenset(key))
        sets = _WORD_SETS[matcher] = {k: tuple(v) for k, v in sets.items()}
    return any(words <= message_keys for first in matcher.other_goods_firsts.intersection(message_keys)
               for words in sets[first])


def unstocked(reader) -> None:
    """Set ``reader.refused_why`` (``no_item.not_stocked``) for goods we do not stock named in a sentence that asks
    for goods (module docstring). ``reader``: the MessageReader after its clause acts (tokens, cues, background,
    matcher); nothing is set when the message names none or only tells of them."""
    keys = reader.matcher.other_goods_keys
    firsts = reader.matcher.other_goods_firsts
    if firsts.isdisjoint(reader._keys) and not any(map(reader.text.lower().__contains__, OTHER_GOODS_WORDS)):
        return  # (a token's lowercase is part of the text's: one lowering of the text, not one a token)
    if not gates.ALL_OPEN and not _named_whole(reader.matcher, reader._keys) and not any(
            map(reader.text.lower().__contains__, OTHER_GOODS_WORDS)):
        return  # (speed: no other goods' name has all its words in the message, so none is found below)
    asking = {c.clause for c in reader.cues if c.kinds & _ASKING}
    quiet = set(reader.background) | set(getattr(reader, "non_item_clauses", ()))
    tokens, i = reader.tokens, 0
    while i < reader.n:
        tok = tokens[i]
        hit = reader.matcher.longest_at(tokens, i) if tok.kind == "word" and tok.key in firsts else None
        if hit is not None and hit[0] not in keys:
            i = hit[1]  # a stocked item's name ("chana dal"): its words are no other goods
            continue
        end = hit[1] if hit is not None else (i + 1 if tok.text.lower() in OTHER_GOODS_WORDS else None)
        if end is not None and reader.clause_of[i] in asking and reader.clause_of[i] not in quiet:
            text = " ".join(t.text for t in tokens[i:end])
            reader.refused_why = why("no_item.not_stocked", text=text)
            return
        i = end if end is not None else i + 1
