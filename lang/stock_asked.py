"""Goods asked after as stock, with no request: "Do you have moong dal in stock?", "मूँग दाल स्टॉक में है क्या?",
"Moong dal stock mein hai kya?" (holdout89 k9027: read as a rate asked, silently). A shopkeeper hears a question
whether the goods are there — neither a rate asked nor goods ordered; the message is refused as "Do you have 50 kg
sugar in stock?" already was (``ambiguous_intent.unknown_word``: what should we do with the moong dal: send, price or
cancel?). With a word asking the rate or sending ("Do you have poha and suji? Rates please.", "Do you have moong
dal? If yes, send 20 kg.") the message is read as before.

Only a message with a question mark, goods named, no figure, no intent word at all, and a word of stock or having
("stock", "स्टॉक", "available", "उपलब्ध", "do you have", "aapke paas", "आपके पास").

Shape: ``stock_asked(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold, fold_words
from lang.reasons import why

__all__ = ["stock_asked"]

_STOCK = fold_words("stock stocks स्टॉक available availability उपलब्ध")
_HAVE = ((fold("do"), fold("you"), fold("have")), (fold("aapke"), fold("paas")), (fold("apke"), fold("paas")),
         (fold("आपके"), fold("पास")))


def stock_asked(reader) -> None:
    """Refuse goods asked after as stock with no request (module docstring)."""
    if not reader.mentions or reader.figs or any(c.kinds for c in reader.cues) or "?" not in reader._syms or \
            getattr(reader, "refused_why", None):
        return
    keys = [t.key for t in reader.tokens if t.kind == "word"]
    pairs = set(zip(keys, keys[1:])) | set(zip(keys, keys[1:], keys[2:]))
    if _STOCK.isdisjoint(keys) and not any(h in pairs for h in _HAVE):
        return
    item = next((m for m in reader.mentions if m.sku), None)
    if item is not None:
        reader.refused_why = why("ambiguous_intent.unknown_word", text=reader._clause_text(reader.clause_of[item.first]),
                                 item=reader.cat.by_sku(item.sku).item)
