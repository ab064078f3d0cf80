"""A payment beside another bill's own business in its sentence: "B80 paid, B81 short 5 kg onion.", "B80 चुका दिया,
B81 में 5 किलो प्याज़ कम था।", "B80 chuka diya, B81 mein 5 kilo pyaaz kam tha.", "B80 paid, B81 copy please" (breaker AS).
A payment word had paid every bill of its sentence, so B81 was paid too, silently. A bill named in a chunk of its own
(cut at a comma, "and", "aur") that says something of its own — goods, a count, another request, a word not of paying
— is no bill paid by the payment word of another chunk naming its own bill; it is read by what its chunk says (or,
saying nothing the reader knows, refused as unexplained: "what about B81?", ``lang.verify``). Bills named bare or with only money beside them are paid
with it as before: "B80, B81 paid", "Paid ₹1,200 for B80 and ₹2,450 for B81", "B80 paid, B81 too".
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["paid_in_own_chunk"]

#: Words that may stand beside a bill in a chunk of its own and still leave it paid with the payment beside it:
#: joining words, "too"/"bhi", bill words, postpositions, money and its ways, "in full", "today".
_PAID_TOO = fold_words(
    "and aur और also bhi भी too as well both dono दोनों bill bills बिल no number the a for of against towards ka ki ke "
    "का की के ko को se से by via through in mein me में pe par पर with wala wali wale वाला वाली वाले rs inr rupees rupaye "
    "rupay रुपये रुपए rupee cash upi neft rtgs imps gpay phonepe paytm cheque chq check नकद चेक online transfer "
    "transferred full poora pura पूरा पूरे total amount rakam रकम today aaj आज now abhi अभी ref utr txn no. sir ji "
    "paid payment pay bhugtan भुगतान chuka चुका diya दिया kar कर done ho हो gaya गया hai है")

#: Cue kinds that leave a chunk paid with the payment beside it (a payment word of its own pays it anyway).
_PAYING = frozenset({"pay", "neutral"})


def _chunks_saying(reader) -> tuple[set[int], set[int]]:
    """The chunks that say something of their own (once a message): those with goods, a count of goods or intent
    words other than a payment's, and those with only a word not of ``_PAID_TOO`` (and not an id's or a cue's)."""
    goods = {c.chunk for c in reader.cues if c.kinds - _PAYING}
    goods |= {reader.chunk_of[f.pos] for f in reader.figs if f.kind == "qty"}
    goods |= {reader.chunk_of[m.first] for m in reader.mentions}
    words = {reader.chunk_of[k] for k, t in enumerate(reader.tokens)
             if t.kind == "word" and k not in reader.taken and t.key not in _PAID_TOO}
    return goods, words - goods


def paid_in_own_chunk(reader, cue, ids: list[str]) -> list[str]:
    """Of the bills ``ids`` a payment cue pays, when the cue's own chunk names a bill, those not named only in
    another chunk of its sentence that says something of its own: goods, a count or another request, either side;
    or, after a payment word said after its bill ("B80 paid, B81 copy please"), any word not of paying (not after a
    payment word said before its bills: "Paid B36 and B37 together, ₹14,200 by RTGS" pays both). The bills left out
    are kept in ``reader.not_paid_beside`` (``lang.verify`` asks about them). ``reader``: the MessageReader."""
    if len(ids) < 2:
        return ids
    cache = getattr(reader, "_paid_chunk_cache", None)
    if cache is None:
        first_at: dict[int, int] = {}  # chunk -> the first bill named in it
        named: dict[int, dict[int, set[str]]] = {}  # clause -> chunk -> bills named in it
        for pos, ident in reader.bill_ids:
            first_at.setdefault(reader.chunk_of[pos], pos)
            named.setdefault(reader.clause_of[pos], {}).setdefault(reader.chunk_of[pos], set()).add(ident)
        cache = reader._paid_chunk_cache = (first_at, named, *_chunks_saying(reader))
    first_at, named, goods, words = cache
    here = named.get(cue.clause, {})
    mine = here.get(cue.chunk)
    if not mine:
        return ids
    told_after = cue.pos > first_at[cue.chunk]
    apart = {ch for ch in here if ch != cue.chunk and (ch in goods or ch in words and told_after and ch > cue.chunk)}
    others = set().union(*(here[ch] for ch in apart)) - mine - set().union(
        *(here[ch] for ch in here if ch not in apart)) if apart else set()
    reader.not_paid_beside = getattr(reader, "not_paid_beside", set()) | (others & set(ids))
    return [i for i in ids if i not in others]
