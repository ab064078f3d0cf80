"""The size of the container the shop usually buys, told beside a rate asked: "Sarson ka tel (per litre; hum aam taur
par 15 litre ka tin lete hain)", "सरसों का तेल (प्रति लीटर; हम आमतौर पर 15 लीटर का टिन लेते हैं)", "Mustard oil (per
litre; we usually buy 15 litre tins)" (holdout138 j7001, a rate list asked before Puja). The 15 litres are the tin's
size, told so the supplier knows how the shop buys; the rate is asked per litre. The Hinglish had asked the rate of
15 litres of mustard oil, silently (the corpus reads a rate asked with no count).

When: the message's cues ask rates only (``ask_quote``, no order, offer or acceptance), and a quantity stands right
before "ka"/"ke"/"kaa"/"का"/"के" and a container of no fixed size ("tin", "टिन", "peepa", "canister", "bag"), or right
before that container's word ("15 litre tins"), followed within three words by a verb of buying in the habitual
present ("lete hain", "लेते हैं", "kharidte", "buy", "take"). Then the quantity leaves the reading's figures. "15 litre
ka tin bhejo" (an order) and "15 litre tin ka rate batao" (no verb of buying: the rate of the tin) read as before.

Shape: ``size_bought(reader)`` with the MessageReader after its clause acts (run by ``lang.order_asides``); drops
figures in place. Linear in the figures.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.units import UNKNOWN_CONTAINERS

__all__ = ["size_bought"]

_OF = fold_words("ka ke kaa का के")
_BUYS = fold_words("lete लेते kharidte खरीदते ख़रीदते mangwate मँगवाते मंगवाते buy take")
_ASKS = frozenset({"ask_quote", "ask_quote_weak", "neutral"})


def size_bought(reader) -> None:
    """Drop from ``reader.figs`` each container's size told as what the shop buys beside rates asked (module
    docstring), e.g. the 15 of "hum aam taur par 15 litre ka tin lete hain"."""
    if _BUYS.isdisjoint(reader._keys) or UNKNOWN_CONTAINERS.isdisjoint(reader._keys):
        return
    kinds = [c.kinds for c in reader.cues if c.kinds]
    if not kinds or not all(k <= _ASKS for k in kinds):
        return
    words = reader._words

    def word_at(k: int) -> str:
        return words[k] if 0 <= k < reader.n else ""

    drop = set()
    for f in reader.figs:
        if f.kind != "qty":
            continue
        k = f.end
        while k < reader.n and not words[k] and reader.tokens[k].kind == "sym" and reader.tokens[k].text == "-":
            k += 1
        if word_at(k) in _OF:
            k += 1
        if word_at(k) not in UNKNOWN_CONTAINERS:
            continue
        if any(word_at(j) in _BUYS for j in range(k + 1, k + 4)):
            drop.add(f.pos)
    if drop:
        reader.figs = [f for f in reader.figs if f.pos not in drop]
