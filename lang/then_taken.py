"""The count of a counter-offer said "then we'll take …" right after it, when the counter-offer's own sentence names no
goods (part of the item lines, through ``lang.count_after_counter``): "₹52 a dozen for bananas this week feels steep —
… Can you do ₹47? Then we'll take 8 dozen. And please send 20 kg potatoes at ₹24 as usual." (holdout135 g7038),
"… क्या ₹47 कर सकते हैं? तो हम 8 दर्जन लेंगे। और … 20 किलो आलू भेज दीजिए।", "… Kya ₹47 kar sakte hain? To hum 8
darjan lenge. Aur … 20 kilo aloo bhej dijiye." Alone with the bananas the count joined their line; with other goods
in the message the count's sentence, naming none, joined nothing and the message was refused ("what is 8 dozen
for?"). A shopkeeper reads the bananas offered at ₹47, 8 dozen of them if the supplier agrees — as "Can you do ₹47?
If yes, send 8 dozen." already reads (``lang.count_after_counter``).

``count_then_taken(reader, figs, carried, clause, cues_by_clause)`` says when ``figs`` (of sentence ``clause``, which
names no goods) are the count of the item line ``carried``, to which the figures of the sentence just before were
given: that sentence offers (an offer word, a question) and the count's sentence opens with "then" / "to" / "toh" /
"तो" and holds a word of taking ("take", "lenge", "लेंगे", "le lenge") and no other intent word than an order's; its
figures are counts alone, each in a unit the item is sold in, and the two sentences stand on one line of text.
"Then send 8 dozen" after a question is left to the rest of the reader, as is a count on a line of its own.
"हाँ हो तो 10 किलो लेंगे" (if yes, we take 10 kg: holdout128 o9007) is not read here: its order word is put off by
``lang.yes_no`` and the sentence has no cue; read so, "27 को … पनीर चाहिए" (the wedding on the 27th) had then been
ordered as 27 packets of paneer, silently.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.units import selling_units_per

__all__ = ["count_then_taken", "bare_counts_for"]

_THEN = fold_words("then to toh तो")
_TAKE = fold_words("take lenge लेंगे lunga लूँगा लूंगा")
_NOT_THE_COUNT = frozenset({"accept", "reject", "cancel", "pay", "dispute", "ask_quote"})


def bare_counts_for(figs: list, carried) -> bool:
    """Whether ``figs`` are quantities with a unit and no role yet, and ``carried`` (the item line they might count)
    names one catalogue item: the first check of this module and of ``lang.count_after_counter``."""
    if carried is None or not figs or any(f.kind != "qty" or not f.unit or f.role for f in figs):
        return False
    return not carried.mention.ambiguous and bool(carried.mention.sku)


def count_then_taken(reader, figs: list, carried, clause: int, cues_by_clause: dict) -> bool:
    """Whether ``figs`` (of sentence ``clause``, naming no goods) are the count the line ``carried`` is offered for
    (module docstring). ``reader``: the MessageReader building its item lines."""
    if not bare_counts_for(figs, carried):
        return False
    kinds = set().union(*(c.kinds for c in cues_by_clause.get(clause, ())))
    before = set().union(*(c.kinds for c in cues_by_clause.get(clause - 1, ())))
    if kinds - {"order", "offer"} or "offer" not in before or before & _NOT_THE_COUNT:
        return False
    lo, hi = reader.clause_span[clause]
    words = [reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word"]
    if not words or words[0] not in _THEN or _TAKE.isdisjoint(words):
        return False
    item = reader.cat.by_sku(carried.mention.sku)
    if any(selling_units_per(f.unit, item) is None for f in figs):
        return False
    start, _ = reader.clause_span[clause - 1]
    return not any(reader.tokens[k].kind == "nl" for k in range(start, figs[0].pos))
