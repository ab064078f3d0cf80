"""A count said "not" beside the count wanted, said "only": "Not 100 this time, only 50 bath soaps please.", "इस बार
100 नहीं, सिर्फ़ 50 साबुन भेजिए।", "Is baar 100 nahi, sirf 50 sabun bhejna.", "Only 10 kg sugar this time, not 20.",
"Not the usual 60 eggs, send just 30 this time." (a new user's trial, session 47, finding 2: the Hindi and Hinglish
were read as an order of 50, the English refused, "what is 100 for?"; "This time not 30 packets — only 20 packets of
milk" was refused in all three, as two counts or as goods with no word of what to do).

The count said "not" is the one the shop does not want (last time's, or the usual); the count said "only" / "just" /
"sirf" / "bas" / "सिर्फ़" / "बस" is the one asked. ``only_this_time`` (run by ``lang.order_this_time``, after
``lang.denied_count``) drops the first from the figures and takes the refusal off the sentence (its cue of refusal
becomes the order its sending word says; with no cue left in the sentence, the "only" orders), when in one sentence:
a count (a bare number or a count with its unit) has "not" right before it (past "the usual") or "nahi" / "नहीं"
right after it (past its unit or goods), a count of another value has a word of "only" right before it (past a word
of sending), and neither is a price. "Not 100, 50" (no "only") and "100 nahi chahiye" (no count asked) are left to
the other checks, as are two goods ("50 किलो चावल नहीं चाहिए, सिर्फ़ 20 किलो चीनी"), a message with no word of sending, "please" or "this time"
("Colgate 24 nahi sirf 12.": which order's count?), a message naming an order or a bill (a count of an order cut:
"O962 ka dahi kam karo, 24 packet nahi bas 15 packet chahiye") and a word of goods arriving ("only 10 dozen bananas
came that day, not 12").

Shapes: ``only_this_time(reader)``: ``reader.figs``, ``reader.cues`` and the clause acts change in place.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import SEND_WORDS, Cue

__all__ = ["only_this_time"]

_NOT = fold_words("not")
_NAHI = fold_words("nahi nahin नहीं")
_ONLY = fold_words("only just sirf sirif bas keval kewal सिर्फ़ सिर्फ बस केवल")
_USUAL = fold_words("the usual regular hamesha ki tarah हमेशा की तरह")
_COUNTS = ("qty", "bare")
_OF = fold_words("of ke की के का")
#: "this time", "is baar", "इस बार": the count asked now, beside the usual or last one.
_THIS = fold_words("this time baar bar बार")
#: Words of goods arriving: the counts are of a delivery told ("only 10 dozen came, not 12"), not asked.
_CAME = fold_words("came come arrived received got aaya aaye aayi aai mila mile mili आया आए आई आयी मिला मिले मिली")


def _word(toks, k) -> str:
    return toks[k].key if 0 <= k < len(toks) and toks[k].kind == "word" else ""


def _denied_at(reader, f) -> int | None:
    """The token of the "not" / "nahi" that denies count ``f``, or None: "not" right before it (past "the usual"),
    or "nahi" / "नहीं" right after it (past the goods' name)."""
    toks, k = reader.tokens, f.pos - 1
    while k >= 0 and _word(toks, k) in _USUAL:
        k -= 1
    if _word(toks, k) in _NOT:
        return k
    k = f.end
    while k in reader.item_tokens:
        k += 1
    return k if _word(toks, k) in _NAHI else None


def _goods_after(reader, f) -> str | None:
    """The sku of goods named right after figure ``f`` (past "of"), or None."""
    k = f.end
    while k < len(reader.tokens) and _word(reader.tokens, k) in _OF:
        k += 1
    return next((m.sku for m in reader.mentions if m.first == k), None)


def _only_at(reader, f) -> int | None:
    """The token of the "only" / "sirf" right before count ``f`` (past a word of sending), or None."""
    toks = reader.tokens
    k = f.pos - 1
    while k >= 0 and _word(toks, k) in SEND_WORDS:
        k -= 1
    return k if _word(toks, k) in _ONLY else None


def only_this_time(reader) -> None:
    """Drop the count said "not" beside a count said "only" (module docstring). ``reader``: the MessageReader after
    its clause acts."""
    keys = reader._keys
    if _ONLY.isdisjoint(keys) or _NOT.isdisjoint(keys) and _NAHI.isdisjoint(keys) or reader.order_ids or \
            reader.bill_ids or not _CAME.isdisjoint(keys):
        return  # (an order's count cut, "O962 ka dahi kam karo, 24 packet nahi bas 15", a bill's goods disputed,
        # "only 10 dozen bananas came that day, not 12. Please correct B9.": the other checks)
    if SEND_WORDS.isdisjoint(keys) and _THIS.isdisjoint(keys) and "please" not in keys:
        return  # ("Colgate 24 nahi sirf 12.": which order's count? asked nothing: left refused)
    counts = [f for f in reader.figs if f.kind in _COUNTS]
    drop, nos, onlys = [], set(), {}
    for a in [f for f in getattr(reader, "found_figs", reader.figs) if f.kind in _COUNTS]:  # (the acts may have set
        # the denied count aside already: "इस बार 30 पैकेट नहीं — सिर्फ़ 20 पैकेट दूध।")
        no = _denied_at(reader, a)
        if no is None:
            continue
        asked = [(b, at) for b in counts if b is not a and b.clause == a.clause and b.value != a.value
                 and _goods_after(reader, b) in (None, _goods_after(reader, a) or _goods_after(reader, b))
                 for at in [_only_at(reader, b)] if at is not None]  # ("50 किलो चावल नहीं चाहिए, सिर्फ़ 20 किलो
        # चीनी भेजिए": other goods, left to the other checks)
        if len(asked) == 1 and not any(f.kind == "price" and f.clause == a.clause for f in reader.figs):
            drop.append(a)
            nos.add(no)
            onlys[a.clause] = asked[0][1]
    if not drop:
        return
    toks = reader.tokens
    reader.figs = [f for f in reader.figs if all(f is not a for a in drop)]
    clauses = {a.clause for a in drop}
    for clause, act in reader.acts.items():
        if clause in clauses and act.negative and act.negation_at in nos:
            act.negative = False
    for c in reader.cues:
        if c.kinds & {"reject", "cancel"} and (c.clause in clauses or any(k in nos for k in range(c.pos, c.end))):
            sends = any(toks[k].key in SEND_WORDS for k in range(c.pos, c.end))
            c.kinds = (c.kinds - {"reject", "cancel"}) | ({"order"} if sends else set())
    for clause, at in onlys.items():  # "Only 10 kg sugar this time, not 20.": no word of sending, the "only" asks
        if not any(c.kinds and c.clause == clause for c in reader.cues):
            reader.cues.append(Cue(frozenset({"order"}), at, at + 1, clause, reader.chunk_of[at]))
