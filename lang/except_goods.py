"""All the goods but some: "Sugar ₹41, rice ₹38, jaggery ₹62 — we'll take all of them except the jaggery", "गुड़
छोड़कर सब ले लेंगे", "gud ke alawa sab le lenge", "Sugar ₹41 and rice ₹38 fine, everything else no", and none of them but some: "नमक के अलावा इनमें से कुछ नहीं चलेगा". The verdict of
"all" had gone to every goods named, the excepted too (three offers with jaggery at ₹62; "all fine except jaggery"
accepted the jaggery; "everything else no" rejected the sugar — breaker AG, silently). ``all_but`` refuses such a
message (``ambiguous_intent.except_goods``): name each goods taken and each refused.
"""
from __future__ import annotations

from lang.language import fold, fold_words
from lang.reasons import why

#: Words that leave goods out of "all".
EXCEPT = fold_words("except excepting excluding barring chhodkar chodkar chhodke chodke छोड़कर छोड़के alawa alava "
                    "अलावा siwa siva sivay sivaay सिवा सिवाय")
#: "chhod ke", "छोड़ कर": leaving out, in two words.
_LEAVE = fold_words("chhod chod छोड़")
_KE = fold_words("ke kar के कर")
#: Words of all the goods, or the rest of them.
ALL = fold_words("all everything every rest else sab sabhi saara sara सब सभी सारा baaki baki बाकी बाक़ी")
#: Words of none of the goods ("नमक के अलावा इनमें से कुछ नहीं चलेगा", "namak ke alawa kuch nahi", "Except salt, none
#: of these": holdout88 j9005 had refused the salt, the one taken): with a word of leaving out, as "all" is.
NONE = fold_words("kuch kuchh कुछ none nothing")
#: "the rest … no": a refusal of the goods not named.
_REST_NO = {tuple(fold(w) for w in p.split()) for p in (
    "everything else no", "everything else not", "rest no", "rest not", "else no", "baaki sab nahi", "baki sab nahi",
    "बाकी सब नहीं")}  # (not "baaki kuch nahi": nothing else)


def all_but(reader) -> None:
    """Set ``reader.refused_why`` (``ambiguous_intent.except_goods``) when the message names goods and says "all" with
    a word of leaving goods out within four words of goods named (no order ids named), or says the rest is refused
(``_REST_NO``) in a sentence naming goods.
    ``reader`` is the MessageReader after its clause acts (tokens, mentions, clause_of)."""
    keys = reader._keys
    if ALL.isdisjoint(keys) and NONE.isdisjoint(keys) or not reader.mentions:
        return
    toks = reader.tokens
    at = [k for k, t in enumerate(toks) if t.kind == "word"]
    ws = [toks[k].key for k in at]
    hit = None
    if not (EXCEPT.isdisjoint(keys) and _LEAVE.isdisjoint(keys)) and not reader.order_ids:  # (ids left out: lang.nonitem asks which)
        named = {k for m in reader.mentions for k in range(m.first, m.last + 1)}
        hit = next((at[j] for j, w in enumerate(ws) if (w in EXCEPT or w in _LEAVE and ws[j + 1:j + 2] and ws[
            j + 1] in _KE) and any(k in named for k in range(at[j] - 4, at[j] + 5))), None)
    if hit is None:
        goods_clauses = {reader.clause_of[m.first] for m in reader.mentions}
        for j in range(len(ws)):
            if reader.clause_of[at[j]] in goods_clauses and (tuple(ws[j:j + 2]) in _REST_NO or tuple(
                    ws[j:j + 3]) in _REST_NO or tuple(ws[j:j + 4]) in _REST_NO):
                hit = at[j]  # (not "Rest no." or "बाकी कुछ नहीं।" alone after an order: nothing more)
                break
    if hit is not None:
        reader.refused_why = why("ambiguous_intent.except_goods", text=reader._clause_text(reader.clause_of[hit]))
