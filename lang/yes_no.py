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

#: The bare yes of a chunk (folded keys).
YES = frozenset(fold(w) for w in "yes yeah yep ok okay fine haan han haa ha हाँ हां हा theek thik ठीक".split())


def yeses(reader, clause: int, chunks: set[int], cues: list) -> list[_Cue]:
    """Accept cues for the chunks (of ``clause``, among ``chunks``: the sentence's goods' chunks other than the
    refusal's) that have a bare yes and no cue of their own; ``reader`` is the MessageReader (tokens, chunk_of,
    clause_span)."""
    lo, hi = reader.clause_span[clause]
    cued = {c.chunk for c in cues}
    out = []
    for k in range(lo, hi):
        ch = reader.chunk_of[k]
        tok = reader.tokens[k]
        if ch in chunks and ch not in cued and tok.kind == "word" and tok.key in YES:
            out.append(_Cue(frozenset({"accept"}), k, k + 1, clause, ch))
            cued.add(ch)
    return out


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
