"""A payment beside another bill's own business in its sentence: "B80 paid, B81 short 5 kg onion.", "B80 चुका दिया,
B81 में 5 किलो प्याज़ कम था।", "B80 chuka diya, B81 mein 5 kilo pyaaz kam tha.", "B80 paid, B81 copy please" (breaker AS).
A payment word had paid every bill of its sentence, so B81 was paid too, silently. A bill named in a chunk of its own
(cut at a comma, "and", "aur") that says something of its own — goods, a count, another request, a word not of paying
— is no bill paid by the payment word of another chunk naming its own bill; it is read by what its chunk says (or,
saying nothing the reader knows, refused as unexplained: "what about B81?", ``lang.verify``). Bills named bare or
with only money beside them are paid with it as before: "B80, B81 paid", "Paid ₹1,200 for B80 and ₹2,450 for B81", "B80 paid, B81 too".
"""
from __future__ import annotations

from lang.clause_words import chunk_words
from lang.id_guard import AT_REST_WORDS, COMPLAINT_WORDS
from lang.language import fold_words
from lang.reckoning_aside import reckoning_aside
from lang.ticked_bill_paid import ticked_bill_clauses

__all__ = ["at_rest_beside", "not_to_come", "paid_in_own_chunk"]

#: Words that may stand beside a bill in a chunk of its own and still leave it paid with the payment beside it:
#: joining words, "too"/"bhi", bill words, postpositions, money and its ways, "in full", "today".
_PAID_TOO = fold_words(
    "and aur और also bhi भी too as well both dono दोनों bill bills बिल no number the a for of against towards ka ki ke "
    "का की के ko को se से by via through in mein me में pe par पर with wala wali wale वाला वाली वाले rs inr rupees rupaye "
    "rupay रुपये रुपए rupee cash upi neft rtgs imps gpay phonepe paytm cheque chq check नकद चेक online transfer "
    "transferred full poora pura पूरा पूरे total amount rakam रकम today aaj आज now abhi अभी ref utr txn no. sir ji "
    "paid payment pay bhugtan भुगतान chuka चुका diya दिया kar कर done ho हो gaya गया hai है sent bheja bheje भेजा भेजे "
    "diye दिए nahi nahin नहीं not na")  # (a negation is the id guard's: "B12 का ₹800 भेजा, B13 का नहीं")

#: Words that join bills listed together ("B86 और B87", "B86, bill B87").
_JOINERS = fold_words("and aur और evam एवं bill bills बिल no number")
#: Cue kinds that leave a chunk paid with the payment beside it (a payment word of its own pays it anyway).
_PAYING = frozenset({"pay", "neutral", "bill", "bill_weak"})


def _chunks_saying(reader) -> tuple[set[int], set[int]]:
    """The chunks that say something of their own (once a message): those with goods, a count of goods or intent
    words other than a payment's, and those with only a word not of ``_PAID_TOO`` (and not an id's or a cue's)."""
    goods = {c.chunk for c in reader.cues if c.kinds - _PAYING}
    goods |= {reader.chunk_of[f.pos] for f in reader.figs if f.kind == "qty"}
    goods |= {reader.chunk_of[m.first] for m in reader.mentions}
    words = {reader.chunk_of[k] for k, t in enumerate(reader.tokens)
             if t.kind == "word" and k not in reader.taken and t.key not in _PAID_TOO}
    money = {reader.chunk_of[f.pos] for f in reader.figs if f.kind == "price"}  # "आज B13 का ₹2,750 भेजा": paid
    return goods, words - goods - money


def paid_in_own_chunk(reader, cue, ids: list[str]) -> list[str]:
    """Of the bills ``ids`` a payment cue pays, when the cue's own chunk names a bill, those not named only in
    another chunk of its sentence that says something of its own: goods, a count or another request, either side;
    or, after a payment word said after its bill ("B80 paid, B81 copy please"), any word not of paying (not after a
    payment word said before its bills: "Paid B36 and B37 together, ₹14,200 by RTGS" pays both). The bills left out
    are kept in ``reader.not_paid_beside`` (``lang.verify`` asks about them). ``reader``: the MessageReader."""
    if len(ids) < 2:
        return ids
    if ticked_bill_clauses(reader, [cue]) and all(reader.clause_of[p] == cue.clause - 1 or p > cue.pos
                                                  for p, _ in reader.bill_ids):  # "B5 clear ✅ ₹2,958 bhej diye. B6
        return [i for p, i in reader.bill_ids if reader.clause_of[p] == cue.clause - 1 and i in ids] or ids  # bhi
        # bhej do": B5's, the later sentence's B6 asked (lang.ticked_bill_paid)
    cache = getattr(reader, "_paid_chunk_cache", None)
    if cache is None:
        cache = reader._paid_chunk_cache = _bills_by_what_they_say(reader)
    first_at, by_chunk, strong, worded, plain, listed = cache
    mine = by_chunk.get(cue.chunk)
    if not mine:
        return ids
    told_after = cue.pos > first_at[cue.chunk]
    hard, soft = strong.get(cue.clause, ()), worded.get(cue.clause, {})
    bare, joined = plain.get(cue.clause, ()), listed.get(cue.clause, {})
    others = set()
    for i in ids:
        if i in mine or i in bare:
            continue
        if i in joined:  # "B86 और B87 की कॉपी चाहिए, B88 चुका दिया": B86 is listed with B87, asked for with it
            says, chunk = joined[i]  # (not listed with the payment's own bill: "B50 और B51 दोनों का भुगतान")
            if told_after and chunk != cue.chunk and (says == "goods" or chunk > cue.chunk):
                others.add(i)
        elif i in hard or told_after and soft.get(i, -1) > cue.chunk:
            others.add(i)
    if others:
        reader.not_paid_beside = getattr(reader, "not_paid_beside", set()) | others
    return [i for i in ids if i not in others]


def _bills_by_what_they_say(reader) -> tuple:
    """Once a message: the first bill position of each chunk, the bills of each chunk, and per clause the bills named
    in a chunk with goods, a count or a request (a bill named bare and listed before one, "B86 और B87 की कॉपी", with
    them), the last chunk with only words naming each bill, the bills named bare, and those of them listed before a
    bill of a chunk saying something."""
    goods, words = _chunks_saying(reader)
    first_at: dict[int, int] = {}  # chunk -> the first bill named in it
    by_chunk: dict[int, set[str]] = {}
    strong: dict[int, set[str]] = {}  # clause -> bills named in a chunk with goods, a count or a request
    worded: dict[int, dict[str, int]] = {}  # clause -> bill -> the last chunk with only words naming it
    plain: dict[int, set[str]] = {}  # clause -> bills named in a chunk saying nothing of its own
    listed: dict[int, set[str]] = {}  # clause -> bare bills listed before a bill of a chunk saying something
    listed: dict[int, dict[str, tuple[str, int]]] = {}  # clause -> bare bill listed before a bill of a chunk
    # saying something -> what that chunk says ("goods" or "words") and the chunk
    says: tuple[str, int] | None = None  # what the chunk of the bill after says, and the chunk
    after = None  # the position of the bill after
    for pos, ident in sorted(reader.bill_ids, reverse=True):
        chunk, clause = reader.chunk_of[pos], reader.clause_of[pos]
        first_at[chunk] = min(pos, first_at.get(chunk, pos))
        by_chunk.setdefault(chunk, set()).add(ident)
        if chunk in goods:
            strong.setdefault(clause, set()).add(ident)
            says = ("goods", chunk)
        elif chunk in words:
            worded.setdefault(clause, {})[ident] = max(chunk, worded.get(clause, {}).get(ident, chunk))
            says = ("words", chunk)
        elif says is not None and after is not None and chunk != reader.chunk_of[after] and _only_joined(
                reader, pos, after):
            listed.setdefault(clause, {})[ident] = says
        else:
            plain.setdefault(clause, set()).add(ident)
            says = None if after is None or chunk != reader.chunk_of[after] else says
        after = pos
    return first_at, by_chunk, strong, worded, plain, listed


def _only_joined(reader, pos: int, after: int) -> bool:
    """Only the id's digits, "and"/"aur"/"और", commas, "&" or bill words between the bill at ``pos`` and the one at
    ``after``, in one sentence ("B86 और B87", "B86, bill B87")."""
    if reader.clause_of[pos] != reader.clause_of[after] or after - pos > 8:
        return False
    return all(t.kind == "sym" and t.text in ",&/" or t.kind == "word" and t.key in _JOINERS
               or k == pos + 1 and t.kind == "num" for k, t in enumerate(reader.tokens[pos + 1:after], pos + 1))


#: Words of a payment to come, on a bill's own line under a payment heading ("- B5: 5 tareekh ko denge", "- B5: will
#: pay on the 5th", "- B5: अगले हफ्ते देंगे", "- B5: next week", "- B5: baad mein").
_TO_COME = fold_words("will shall karenge karunga करेंगे करूँगा करूंगा denge देंगे dunga dungi दूँगा दूंगा दूँगी दूंगी "
                      "tomorrow next agle अगले later baad बाद soon jaldi")


def not_to_come(reader, ids: list[str]) -> list[str]:
    """Of the bills a payment heading pays from its list ("**Payment update** ⏎ - B3: paid ⏎ - B5: 5 tareekh ko
    denge", breaker AS: B5 had been paid too, silently), those not named only in sentences saying the payment is to
    come; the promise is no payment (``lang.verify`` leaves it, or asks about it). Nor those named only in a bracket
    of reckoning ("- B5: ₹13,164 (B1 के ₹436 के समायोजन के बाद)": B1's credit, no payment of B1; its "बाद" puts
    nothing off: ``lang.reckoning_aside``). ``reader``: the MessageReader."""
    if not hasattr(reader, "_to_come_bills"):  # once a message
        aside = reckoning_aside(reader)  # lang.reckoning_aside: "- B5: ₹13,164 (B1 के ₹436 के समायोजन के बाद)"
        coming = {reader.clause_of[k] for k, t in enumerate(reader.tokens) if t.kind == "word" and t.key in _TO_COME
                  and k not in aside}
        named: dict[str, bool] = {}
        for pos, ident in reader.bill_ids:
            named[ident] = named.get(ident, True) and (reader.clause_of[pos] in coming or pos in aside)
        reader._to_come_bills = {i for i, later in named.items() if later}
    return [i for i in ids if i not in reader._to_come_bills] if reader._to_come_bills else ids


def at_rest_beside(reader, pos: int) -> bool:
    """The bill at token ``pos``, left out of a payment beside it (``paid_in_own_chunk``), is told in its own chunk as
    needing nothing ("B80 paid, B81 is fine"): a word of ``AT_REST_WORDS`` there and none of a complaint. Not the
    payment's words beside it ("B80 चुका दिया, B81 देख लीजिए": "चुका" is B80's). ``reader``: the MessageReader."""
    mine = chunk_words(reader).get(reader.chunk_of[pos], frozenset())
    return not mine.isdisjoint(AT_REST_WORDS) and mine.isdisjoint(COMPLAINT_WORDS)
