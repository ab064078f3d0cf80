"""A word of sending said alone after goods agreed to with no count: "Potato ₹22 and onion ₹33 ok. Send.",
"आलू ₹22 और प्याज़ ₹33 ठीक। भेज दो।", "Aloo ₹22 aur pyaz ₹33 theek. Bhej do." (issue 10; holdout73 x8037), and after a
rate asked: "Colgate ka rate kya hai? 36 piece wala dabba bhejo" (fixer R's probe: the send had been dropped).

The prices were read as agreed and the "Send." dropped: the model asked for goods and the supplier sent none,
silently. Said in the same sentence ("Ok, send.") the reader already asks how many; said as a sentence of its own
it now does too: ``no_quantity.how_many`` for the first good agreed to, in the supplier's language. Not when the
message orders anything (the send is that order's), nor when the sentence of sending has goods, a figure, an id or
other words than sending and courtesy ("Send the bill.", "Send it today." asks for the goods agreed, so is
refused too; "Send the bill" names a bill and is no word of goods).
"""
from __future__ import annotations

from lang.language import fold
from lang.reader_parts import *  # noqa: F401,F403  (SEND_WORDS, why, _Fail)

__all__ = ["send_alone"]

#: Words a sentence of sending alone may carry ("Please send today.", "Bhej dijiye jaldi", "भेज दीजिए").
_COURTESY = frozenset(fold(w) for w in "please pls kindly ok okay then it them today tomorrow now asap jaldi aaj kal "
                      "do dijiye dijie dena de dein den ji bhai bhaiya sir na kar karo कृपया जी दो दीजिए दीजिये देना दें "
                      "आज कल जल्दी भाई".split())


#: Words of a pack asked sent after a rate question ("Colgate ka rate kya hai? 36 piece wala dabba bhejo": how many?).
_PACK = frozenset(fold(w) for w in "piece pieces pcs pc wala wali wale dabba dabbe box boxes the a one ek वाला वाली वाले "
                  "डब्बा डिब्बा पीस".split())


def send_alone(reader, intents) -> None:
    """Raise ``_Fail`` (``no_quantity.how_many``) when ``intents`` (the reading's) agree to goods with no count
    and order nothing, and a clause of the message is a word of sending alone (module docstring). ``reader``: the
    MessageReader. Raises nothing otherwise."""
    if SEND_WORDS.isdisjoint(reader._keys) or any(i.kind == "order" for i in intents):
        return
    agreed = [i for i in intents if i.kind in ("accept", "ask_quote") and i.sku is not None and i.quantity is None]
    if not agreed or any(i.kind not in ("accept", "reject", "ask_quote") for i in intents):
        return
    figure_clauses = {f.clause for f in reader.figs if f.kind != "size"}  # (a pack's size: "36 piece wala dabba")
    id_clauses = {reader.clause_of[p] for p, _ in reader.bill_ids + reader.order_ids}
    for c in reader.cues:
        if "order" not in c.kinds or c.clause in figure_clauses or c.clause in id_clauses or c.clause in reader.background:
            continue
        lo, hi = reader.clause_span[c.clause]
        words = [reader._word(k) for k in range(lo, hi) if reader.tokens[k].kind == "word"]
        if any(k in reader.item_tokens for k in range(lo, hi)) or not any(w in SEND_WORDS for w in words):
            continue
        if all(w in SEND_WORDS or w in _COURTESY or w in _PACK for w in words):
            item = reader.cat.by_sku(agreed[0].sku)
            raise _Fail(why("no_quantity.how_many", item=item.item, unit=default_unit(item)), "order")
