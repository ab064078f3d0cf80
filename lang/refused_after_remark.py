"""A price said back as a question, a remark, then a bare refusal: "₹140 for toor? Gupta gives ₹132. No.", "तूर ₹140?
गुप्ता ₹132 देता है। नहीं।", "Toor ₹140? Gupta sasta deta hai. Nahi." (holdout47 s093). The shop refuses the ₹140; the
remark between is the reason. ``lang.act_turns`` reads "₹140 for toor? No." as that refusal only when the "No." comes
right after the question; with a remark between, the reader had offered the ₹140 in Hindi and Hinglish (silently:
the opposite of what was said) and refused the English ("what is ₹132 for?").

``refused_after_remark`` makes the question's goods a refusal at its price when:

- a short sentence (at most eight words) refuses with a negation among its first three words or with refusal words
  only, is no question, states no figure and names no goods but the asked ones ("No.", "नहीं।", "Nahi, rehne do.");
- the sentence before it is a remark: no question, no request (no cue of goods' kinds), no goods named but the
  asked ones, at most twelve words, and no figure but one price told of someone else (a verb of another's selling:
  "gives", "sells", "deta hai", "देता है" …, ``lang.their_price_told``, which then takes that price out);
- and the sentence before the remark asks a price of goods (a question with a price and goods).

Only one remark may stand between; "₹140 for toor? Gupta gives ₹132. Can you match it? No." is left as it was. A
remark with a count or a price of no other seller ("Rice ₹44? Your last bill was ₹400. No.", read before as an
offer of ₹44, the "No." dropped) is refused: ``ambiguous_intent.figure`` (what is ₹400 for?).

Shape: ``refused_after_remark(reader)`` → None, a ``lang.after_acts`` pass; changes ``reader.cues`` (or sets
``reader.refused_why``). Examples: en
"Rice ₹44? Sharma sells it cheaper. No." → reject rice at ₹44; hi "चावल ₹44? शर्मा सस्ता देता है। नहीं।" → the same;
hinglish "Chawal ₹44? Sharma sasta deta hai. Nahi." → the same.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words
from lang.reasons import why
from lang.reader_parts import *  # noqa: F401,F403  (_Cue, _ITEM_KINDS)

__all__ = ["refused_after_remark"]

#: Verbs of someone else selling (as ``lang.their_price_told``): a remark's price is another's only with one.
_SELLS = fold_words("giving gives sells selling offering offers quotes quoting charging charges deta deti dete देता "
                    "देती देते bech bechta bechte बेच बेचता बेचते")


def _words(reader, clause: int) -> list[str]:
    lo, hi = reader.clause_span[clause]
    return [t.key for t in reader.tokens[lo:hi] if t.kind == "word"]


def _before(reader, clause: int) -> int:
    """The clause before ``clause`` that holds a word (a lone "?" between is skipped); -1 when none."""
    prev = clause - 1
    while prev >= 0 and prev in reader.acts and not _words(reader, prev):  # (a clause with no act: -1 or one
        # with no act, which the caller leaves)
        prev -= 1
    return prev


def refused_after_remark(reader) -> None:
    """Turn a price asked, a remark and a bare refusal into a refusal at that price (module docstring)."""
    if len(reader.acts) < 3 or NEGATIONS.isdisjoint(reader._keys) and not any(
            c.kinds == {"reject"} for c in reader.cues):
        return
    named: dict[int, set] = {}
    for m in reader.mentions:
        named.setdefault(reader.clause_of[m.first], set()).add(m.candidates)
    figs: dict[int, list] = {}
    for f in reader.figs:
        figs.setdefault(f.clause, []).append(f)
    cued: dict[int, list] = {}
    for c in reader.cues:
        if c.kinds:
            cued.setdefault(c.clause, []).append(c)
    for clause, act in reader.acts.items():
        words = _words(reader, clause)
        mine = [c for c in cued.get(clause, ()) if c.kinds & _ITEM_KINDS]
        said_no = bool(mine) and all(c.kinds == {"reject"} for c in mine)
        refuses = act.negative and act.negation_at is not None and reader.tokens[act.negation_at].key in words[:3]
        if not words or len(words) > 8 or act.question or clause in figs or not (refuses or said_no):
            continue
        mid = _before(reader, clause)
        asked = _before(reader, mid) if mid > 0 and mid in reader.acts else -1
        if asked not in reader.acts or not reader.acts[asked].question or not any(f.kind == "price" for f in figs.get(asked, ())) \
                or asked not in named:
            continue
        goods = named[asked]
        if not named.get(clause, set()) <= goods or not named.get(mid, set()) <= goods:
            continue
        said = _words(reader, mid)
        if reader.acts[mid].question or any(c.kinds & _ITEM_KINDS for c in cued.get(mid, ())) or len(said) > 12:
            continue
        own = figs.get(mid, [])
        if own and (len(own) > 1 or own[0].kind != "price" or _SELLS.isdisjoint(said)):
            if getattr(reader, "refused_why", None) is None:  # "Rice ₹44? Your last bill was ₹400. No.": the
                reader.refused_why = why("ambiguous_intent.figure", figure=reader._fig_text(own[0]))  # ₹44 had
            return  # been offered (the "No." dropped): what is ₹400 for?
        for c in reader.cues:
            if c.clause == asked and c.kinds & _ITEM_KINDS:
                c.kinds = frozenset({"reject"})
        if not any(c.clause == asked and c.kinds == {"reject"} for c in reader.cues):
            lo, _ = reader.clause_span[asked]
            reader.cues.append(_Cue(frozenset({"reject"}), lo, lo + 1, asked, reader.chunk_of[lo]))
        reader.cues = sorted([c for c in reader.cues if c.clause != clause], key=lambda c: c.pos)
        return
