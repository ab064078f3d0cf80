"""Goods asked after as stock beside a request for other goods: "please book 15 kg moong dal for me. I can do ₹104 a
kilo on that. Do you have masoor in stock right now?" (trial 33: refused "what price for masoor dal?", which sends
the model to price goods it only asked about), "15 kilo moong dal bhejo, ₹104 kilo. Masoor stock mein hai kya?",
"15 किलो मूंग दाल भेजिए। मसूर स्टॉक में है क्या?". A question whether goods are there is no request the desk acts on
(``lang.stock_asked`` refuses it alone); beside an order it is refused the same way, naming its own sentence
(``ambiguous_intent.unknown_word``: 'Do you have masoor in stock right now?' — what should we do with the masoor
dal?), not with a reason about the other goods' price.

``stock_beside`` refuses when a sentence asks (a question mark), has a word of stock or having ("stock", "स्टॉक",
"available", "do you have", "aapke paas", "आपके पास"), names goods no other sentence names, holds no figure and no
cue of a request, and every sentence after it with a request names goods of its own ("Do you have masoor? If yes,
send 20 kg" is left as before; "I can do ₹104 a kilo on that" before it is the moong's). Shape: ``stock_beside(reader)`` with the MessageReader after its clause acts; sets
``reader.refused_why``.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold, fold_words
from lang.reasons import why

__all__ = ["stock_beside"]

_STOCK = fold_words("stock stocks स्टॉक available availability उपलब्ध")
_HAVE = ((fold("do"), fold("you"), fold("have")), (fold("aapke"), fold("paas")), (fold("apke"), fold("paas")),
         (fold("आपके"), fold("पास")))


def stock_beside(reader) -> None:
    """Refuse goods asked after as stock beside a request for others (module docstring)."""
    if "?" not in reader._syms or getattr(reader, "refused_why", None) or not reader.cues or (
            _STOCK.isdisjoint(reader._keys) and not any(h[0] in reader._keys for h in _HAVE)):
        return
    words = clause_words(reader)
    asking = {c.clause for c in reader.cues if c.kinds}
    figured = {f.clause for f in reader.figs}
    named: dict[int, set[str]] = {}
    for m in reader.mentions:
        if m.sku:
            named.setdefault(reader.clause_of[m.first], set()).add(m.sku)
    unnamed = asking - set(named)
    for clause, skus in sorted(named.items()):
        if any(c > clause for c in unnamed):
            continue  # a request after it naming no goods may be of the goods asked after ("If yes, send 20 kg")
        if clause in asking or clause in figured or not _asks_stock(reader, clause, words.get(clause, [])):
            continue
        if any(skus & other for c, other in named.items() if c != clause):
            continue
        item = next(m for m in reader.mentions if m.sku and reader.clause_of[m.first] == clause)
        reader.refused_why = why("ambiguous_intent.unknown_word", text=reader._clause_text(clause),
                                 item=reader.cat.by_sku(item.sku).item)
        return


def _asks_stock(reader, clause: int, keys: list[str]) -> bool:
    """The sentence ends with a question mark and has a word of stock or having."""
    lo, hi = reader.clause_span[clause]
    if not any(reader.tokens[k].kind == "sym" and reader.tokens[k].text == "?" for k in range(lo, min(hi + 1, len(
            reader.tokens)))):
        return False
    if not _STOCK.isdisjoint(keys):
        return True
    seqs = set(zip(keys, keys[1:])) | set(zip(keys, keys[1:], keys[2:]))
    return any(h in seqs for h in _HAVE)
