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

from lang.other_goods import OTHER_GOODS_WORDS
from lang.reasons import why

__all__ = ["unstocked"]

#: The kinds of request that ask for goods (a sentence with one of them asks for the goods it names).
_ASKING = frozenset({"order", "cancel", "offer", "accept", "ask_quote"})


def unstocked(reader) -> None:
    """Set ``reader.refused_why`` (``no_item.not_stocked``) for goods we do not stock named in a sentence that asks
    for goods (module docstring). ``reader``: the MessageReader after its clause acts (tokens, cues, background,
    matcher); nothing is set when the message names none or only tells of them."""
    keys = reader.matcher.other_goods_keys
    firsts = reader.matcher.other_goods_firsts
    if firsts.isdisjoint(reader._keys) and not any(map(reader.text.lower().__contains__, OTHER_GOODS_WORDS)):
        return  # (a token's lowercase is part of the text's: one lowering of the text, not one a token)
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
