"""Yes and no in one breath.

A yes beside a no in one sentence: "Rice yes, sugar no.", "चावल हाँ, चीनी नहीं।", "Chawal haan, cheeni nahi."

The refusal is the chunk's that says it (``ActsMixin._apply_acts`` in lang.apply_acts already keeps it there); the
other goods' chunks of the sentence, each saying a bare yes ("yes", "haan", "हाँ", "ok", "theek", "fine") and no
intent word of its own, accept their goods. They had taken the refusal too (both goods refused, silently: breaker AA,
"Rice yes, sugar no." under a quote of both).
"""
from __future__ import annotations

from lang.language import fold
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

#: Words joining goods to the refusal after them ("toor ₹145 aur moong ₹108 pe nahi").
_AND = frozenset(fold(w) for w in "and aur और".split())
#: The bare yes of a chunk (folded keys).
YES = frozenset(fold(w) for w in "yes yeah yep ok okay fine haan han haa ha हाँ हां हा theek thik ठीक".split())


def yeses(reader, clause: int, chunks: set[int], cues: list, refused: int) -> list[_Cue]:
    """Cues for the goods' chunks (``chunks``) of ``clause`` other than the refusal's (``refused``) with no cue of their
    own: an
    accept where the chunk says a bare yes ("Rice yes, sugar no."); a reject where the chunk gives a price and is
    joined by "and"/"aur"/"और" to the next, up to the refusal ("Toor ₹145 aur moong ₹108 pe hum nahi lenge": the
    toor had been left out, or the whole refused as a price with no word). ``reader`` is the MessageReader (tokens,
    chunk_of, clause_span, figs); ``cues`` the clause's cues."""
    lo, hi = reader.clause_span[clause]
    chunks, cued = chunks - {refused}, {c.chunk for c in cues} | {refused}
    out = []
    for k in range(lo, hi):
        ch = reader.chunk_of[k]
        tok = reader.tokens[k]
        if ch in chunks and ch not in cued and tok.kind == "word" and tok.key in YES:
            out.append(_Cue(frozenset({"accept"}), k, k + 1, clause, ch))
            cued.add(ch)
    return out


#: What stands between "if" and the consequent when the condition is the answer to the question before ("If yes",
#: "If so", "If OK", "Agar haan", "अगर हाँ", "If that works").
_IF = frozenset(fold(w) for w in "if agar अगर yadi यदि".split())
_ANSWER = YES | frozenset(fold(w) for w in "so agreed that works possible mumkin मुमकिन manzoor मंज़ूर मंजूर chalega चलेगा "
                                          "ho sake हो sakta सकता to toh तो".split())


def if_yes(reader, lo: int, consequent: int) -> bool:
    """The condition from ``lo`` up to the ``consequent``'s first token only answers the question before ("Could you
    knock ₹2 off the sugar? If yes, we'll take 50 kg", "अगर हाँ, तो हम 50 किलो लेंगे"): the count after it is the asked
    price's quantity — part of the offer, not an order put off (sealed69 u9039 had refused "what is 50 kg for?")."""
    words = [reader.tokens[k].key for k in range(lo, consequent) if reader.tokens[k].kind == "word"]
    return len(words) >= 2 and words[0] in _IF and all(w in _ANSWER for w in words[1:]) and any(
        w in YES or w in ("so", fold("agreed")) for w in words[1:]) and len(words) <= 4


def own_words(cues: list, chunk: int) -> list:
    """The intent words a later mention of goods brings to their line (``LinesMixin._lines``, lang.lines): its own
    chunk's when its sentence says several ("Rice yes, sugar no." under a quote naming both: sugar's "no", not rice's
    "yes" too), else all of its clause's."""
    own = [c for c in cues if c.chunk == chunk]
    return own if own and len({c.chunk for c in cues}) > 1 else cues


#: An agreement taken back in the same breath ("Sugar ₹42 is okay. Wait, no.", "चावल ₹38 ठीक है… नहीं, रुकिए"):
#: ``TurnsMixin._taken_back`` (lang.act_turns) looked only after an order word, so an accept taken back was acted on
#: (breaker AA, silently); an accept followed by a clause of holding on now counts as what may be taken back.
#: Words of holding on (folded keys).
HOLD_ON = frozenset(fold(w) for w in "wait hold actually ruko rukiye rukie रुको रुकिए रुकिये ruk".split())


def held_on(words: list[str], clause_of: list[int], clause: int) -> bool:
    """Whether a clause after ``clause`` has a word of holding on; ``words`` are the message's folded word keys,
    ``clause_of`` the clause of each token."""
    return any(w in HOLD_ON and clause_of[k] > clause for k, w in enumerate(words))


def joined_refusals(reader) -> None:
    """Add a reject cue to each goods' chunk with a price and no cue of its own that is joined by "and"/"aur"/"और"
    (chunk after chunk) to a refusal later in its sentence: "Toor ₹145 aur moong ₹108 pe hum nahi lenge", "Toor at
    ₹145 and moong at ₹108 — no" refuse both (the toor had been left out, or the whole refused as a price with no
    word). A goods' chunk of such a sentence saying a bare yes ("Suji haan, besan nahi chahiye") accepts its goods
    (``yeses``), as after a negation. ``reader`` is the MessageReader after its clause acts (cues, acts, mentions,
    figs, tokens)."""
    refusals = {}
    for c in reader.cues:
        if c.kinds == {"reject"} and not getattr(reader.acts.get(c.clause), "question", False):
            refusals[c.clause] = max(refusals.get(c.clause, -1), c.chunk)
    if not refusals:
        return
    goods = {reader.chunk_of[m.first] for m in reader.mentions if reader.clause_of[m.first] in refusals}
    for clause, refused in refusals.items():  # "Suji haan, besan nahi chahiye": the yes is the suji's, as after a
        here = {reader.chunk_of[m.first] for m in reader.mentions if reader.clause_of[m.first] == clause}  # negation
        if len(here) > 1 and refused in here:  # (both had been refused, silently: s32 fixer AD)
            reader.cues += yeses(reader, clause, here, [c for c in reader.cues if c.clause == clause], refused)
    cued = {c.chunk for c in reader.cues if c.kinds}
    priced = {reader.chunk_of[f.pos] for f in reader.figs if f.kind == "price" and f.clause in refusals}
    for clause, refused in refusals.items():
        lo, hi = reader.clause_span[clause]
        opened_by_and = {reader.chunk_of[k] for k in range(lo + 1, hi) if reader.chunk_of[k] != reader.chunk_of[
            k - 1] and (reader.tokens[k - 1].key in _AND or reader.tokens[k - 1].text == "&" or reader.tokens[k].key
                        in _AND)}
        ch = refused - 1
        while ch in goods and ch in priced and ch not in cued and refused in opened_by_and and all(
                c in opened_by_and for c in range(ch + 1, refused + 1)):
            at = next(k for k in range(lo, hi) if reader.chunk_of[k] == ch)
            reader.cues.append(_Cue(frozenset({"reject"}), at, at + 1, clause, ch))
            ch -= 1


def yes_to_counts(reader) -> None:
    """A bare yes to goods with a count and no price ("Yes to 10 packets of suji, no to the poha.", "Haan, 10 packet
    suji"): the goods are wanted — the yes becomes an accept that orders (``READING.md``: an accept with an order word
    and a quantity gives both; with no price to accept, the order). It had been refused for the price it never
    needed ("what price for suji?", a new user's trial)."""
    if YES.isdisjoint(reader._keys):
        return  # (the test of the loop below, first: each cue changed is a word of ``YES``)
    priced = {reader.chunk_of[f.pos] for f in reader.figs if f.kind in ("price", "bare")}  # ("50 kg onion 1650
    # ok": a lot's price written without "₹", accepted — breaker AJ, where the lot had been ordered too)
    counted = {reader.chunk_of[f.pos] for f in reader.figs if f.kind == "qty"}
    ordering = {c.clause for c in reader.cues if "order" in c.kinds}  # (with its own order word it orders already)
    for c in reader.cues:
        if c.kinds == {"accept"} and c.end - c.pos <= 2 and reader.tokens[c.pos].key in YES and c.chunk in counted \
                and c.chunk not in priced and c.clause not in ordering:
            c.kinds = frozenset({"accept", "order"})
