"""Goods asked after as stock in a sentence of its own, beside goods ordered: "Please send 5 litres of Fortune refined
oil and 12 Colgate 100g toothpaste. Also, is the ghee available?", "5 litre refined tel bhejo. Ghee milega kya?",
"5 लीटर रिफाइंड तेल भेजिए। घी उपलब्ध है क्या?". The ghee took the order of the other sentence and the message was
refused as "how many litres of ghee?" — asking for a count the writer never meant (a new user's trial, session 32,
#983). A shopkeeper hears a question whether there is ghee: neither a rate asked nor goods ordered. The message is
refused as a stock question alone is (``lang.stock_asked``): "'Also, is the ghee available?' — what should we do with
the ghee: send, price or cancel?", naming the sentence asked.

Only beside goods ordered, with every request naming its own goods ("Do you have poha and suji? Rates please." asks
their rates), and only a sentence with a question mark, goods named nowhere else, no figure, no intent word, and a word of stock or
being had, and no "If yes, …" after it ("available", "stock", "उपलब्ध", "milega", "मिलेगा", "do you have", "aapke paas").
"""
from __future__ import annotations

from lang.language import fold, fold_words
from lang.reasons import why

__all__ = ["available_asked"]

_STOCK = fold_words("stock stocks स्टॉक available availability उपलब्ध milega milegi milenge मिलेगा मिलेगी मिलेंगे")
_IF = fold_words("if agar अगर yadi यदि haan हाँ हां yes")
_HAVE = frozenset({(fold("you"), fold("have")), (fold("aapke"), fold("paas")), (fold("apke"), fold("paas")),
                   (fold("आपके"), fold("पास"))})


def available_asked(reader) -> None:
    """Refuse (``reader.refused_why``) goods asked after as stock in a sentence of their own (module docstring);
    ``reader``: the MessageReader after its clause acts."""
    if getattr(reader, "refused_why", None) or "?" not in reader._syms or len(reader.mentions) < 2 or (
            _STOCK.isdisjoint(reader._keys) and not any(a in reader._keys and b in reader._keys for a, b in _HAVE)):
        return
    cued = {c.clause for c in reader.cues if c.kinds}
    named = {reader.clause_of[m.first] for m in reader.mentions}
    if cued - named or not any("order" in c.kinds for c in reader.cues):
        return  # ("Do you have poha and suji? Rates please.": the rate is asked of them; nothing ordered beside)
    figured = {f.clause for f in reader.figs}
    for m in reader.mentions:
        cl = reader.clause_of[m.first]
        lo, hi = reader.clause_span[cl]
        if cl in cued or cl in figured or m.sku is None or not any(reader._sym(k) == "?" for k in range(lo, hi)) or any(
                n.sku == m.sku and reader.clause_of[n.first] != cl for n in reader.mentions):
            continue
        nxt = reader.clause_span.get(cl + 1)
        if nxt is not None and any(reader._word(k) in _IF for k in range(nxt[0], min(nxt[1], nxt[0] + 3))):
            continue  # "Is moong dal available? If yes, send 5 kg.": answered by the writer's own condition
        keys = [reader._word(k) for k in range(lo, hi)]
        if _STOCK.isdisjoint(keys) and not any(p in _HAVE for p in zip(keys, keys[1:])):
            continue
        reader.refused_why = why("ambiguous_intent.unknown_word", text=reader._clause_text(cl),
                                 item=reader.cat.by_sku(m.sku).item)
        return
