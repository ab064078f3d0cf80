"""A count said "not" as the one of last time, beside the count asked now: "Send 30 kg rice, not 50 kg as last time.",
"Send 30 kg rice, not 50 kg like last week.", "Send 30 kg rice instead of the usual 50 kg.", "30 किलो चावल भेजिए,
पिछली बार की तरह 50 किलो नहीं।", "30 kilo chawal bhejo, pichhli baar ki tarah 50 kilo nahi." (session 49, helper TR,
from a new user's trial, finding 1: the English was read as an order of **50** kg, the figure denied — ``lang.
second_thoughts`` took "rice, not" for the Hindi order "20 kilo pyaaz nahi, 10 kilo" that denies the count before —
and delivered; the Hindi and Hinglish were refused as two counts, "30 kg or 50 kg?").

The count denied is the second, and the words of last time (or of the usual) beside it say why: it is context, the
order is the first count. When, in one clause (sentence part) with a word of sending or an order cue:

- English: "not" right after a comma or dash and right before count ``b`` (past "the usual" / "last time's" /
  "the previous"), and after ``b``'s unit and goods only words of last time up to the chunk's end ("as last time",
  "like last week", "as before", "as usual", "as you sent last time"); or "instead of" + "the usual" / "last time's"
  before ``b``;
- Hindi / Hinglish: a phrase of last time right before ``b`` ("पिछली बार की तरह", "pichhli baar ki tarah", "पिछली
  बार जैसा", "हमेशा की तरह", "hamesha ki tarah") and "नहीं" / "nahi" right after its unit (or goods), ending the
  chunk;

and an earlier count ``a`` of the same unit (or none) and another value stands in the clause. Then ``b`` leaves the
figures, its negation words are taken (they refuse nothing) and a cancel or refusal cue on them loses those kinds.
Anything else is left to the other checks ("Send 30 kg rice (not 50 kg like last time)" stays two counts, refused).

Shape: ``past_count_denied(reader)`` with the MessageReader before its clause acts (called first by ``lang.
second_thoughts``' ``_not_this_but_that``); changes ``reader.figs``, ``reader.taken`` and ``reader.cues`` in place.
Linear in the figures (a look of at most eight tokens around each).
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words
from lang.reader_parts import SEND_WORDS

__all__ = ["past_count_denied"]

_NOT = fold_words("not")
_NAHI = fold_words("nahi nahin नहीं")
#: Words of last time or of the usual, after an English count ("as last time", "like last week", "as you sent before").
_PAST_AFTER = fold_words("as like last time times week month order before usual previous earlier always the you we "
                         "did sent ordered took had in our your same")
#: A word that must be among them for the count to be last time's ("as you did" alone says nothing of before).
_PAST_MARK = fold_words("last before usual previous earlier always")
#: Words between "not" / "instead of" and an English count ("not the usual 50", "instead of last time's 50").
_PAST_BEFORE = fold_words("the usual last times previous regular")
_INSTEAD = fold_words("instead")
_OF = fold_words("of")
#: Hindi / Hinglish phrases of last time, right before the count ("पिछली बार की तरह 50 किलो नहीं", "last time jaise
#: 20 nahi", "पिछले हफ़्ते जैसे 6 नहीं"): a word of before, a time's noun (or none: "हमेशा की तरह"), and a word of
#: likeness ("jaise", "की तरह", "ke jaisa"). Session 50, FIXA: the Hinglish "last time jaise 20 nahi" had been
#: refused ("what is 20 for?") where the English "not 50 kg as last time" read the new count.
_BEFORE = fold_words("pichhli pichli pichhle pichle पिछली पिछले last hamesha humesha हमेशा previous")
_TIMES = fold_words("baar bar बार time week hafte hafta हफ़्ते हफ्ते हफ़्ता mahine mahina महीने महीना din दिन order ऑर्डर")
_LIKE = fold_words("jaise jaisa jaisi जैसे जैसा जैसी")
_TARAH = fold_words("tarah तरह")
_KI = fold_words("ki ke की के")


def _past_phrase_before(toks, pos: int) -> bool:
    """A phrase of last time ends right before token ``pos`` (``_BEFORE`` [``_TIMES``] then "jaise" / "ki tarah")."""
    k = pos - 1
    if _word(toks, k) in _TARAH and _word(toks, k - 1) in _KI:
        k -= 2
    elif _word(toks, k) in _LIKE:
        k -= 1 + (_word(toks, k - 1) in _KI)
    else:
        return False
    if _word(toks, k) in _TIMES:
        k -= 1
    return _word(toks, k) in _BEFORE


def _word(toks, k) -> str:
    return toks[k].key if 0 <= k < len(toks) and toks[k].kind == "word" else ""


def _ends(reader, k: int, clause: int) -> bool:
    """Token ``k`` ends a chunk: past the message, a mark or line break, or another clause."""
    toks = reader.tokens
    return k >= len(toks) or toks[k].kind in ("sym", "nl") or reader.clause_of[k] != clause


def _english(reader, b) -> list[int] | None:
    """The negation's tokens denying English count ``b`` as last time's, or None (module docstring)."""
    toks, k = reader.tokens, b.pos - 1
    while k >= 0 and _word(toks, k) in _PAST_BEFORE:
        k -= 1
    marked_before = k < b.pos - 1 and any(_word(toks, j) in _PAST_MARK for j in range(k + 1, b.pos))
    if _word(toks, k) in _OF and _word(toks, k - 1) in _INSTEAD and marked_before:
        return [k - 1, k]  # "instead of the usual 50 kg"
    if _word(toks, k) not in _NOT or not (k >= 1 and toks[k - 1].kind == "sym" and toks[k - 1].text in (
            ",", "—", "–", "-", ";")):
        return None
    j = b.end
    while j < len(toks) and j in reader.item_tokens:
        j += 1
    seen = []
    while not _ends(reader, j, b.clause) and _word(toks, j) in _PAST_AFTER and len(seen) < 8:
        seen.append(_word(toks, j))
        j += 1
    if not _ends(reader, j, b.clause) or not (marked_before or any(w in _PAST_MARK for w in seen)):
        return None
    return [k]


#: Words between the break after a count denied first and the count asked ("— make it 30 kg", ", send 25 kg").
_SETTING = fold_words("make it please just send instead")
_BREAKS = (",", "—", "–", "-", ";", ":")


def _english_first(reader, a, b) -> list[int] | None:
    """The "not" denying English count ``a``, said first as last time's or the usual, before count ``b`` asked:
    "Not 40 kg rice like last week, send 25 kg.", "Not 50 kg this time — make it 30 kg moong dal.", "Not the usual 50
    kg, send 30 kg." (session 53, ID: refused as two counts in English, where the Hindi "पिछले हफ़्ते की तरह 40 किलो
    चावल नहीं, 25 किलो भेजिए" read 25). "not" opens the clause or follows a mark (past "the usual"); after ``a``'s
    unit and goods only words of last time up to a mark, one of them saying so ("last", "usual", "this time": a
    count of now said apart from it); then only "make it" / "send" / "please" before ``b``. None otherwise: "Sorry,
    correction to my last msg — not 5 trays, make it 3 trays" (no word of last time after the count: a correction of
    an order, left to the other checks), a message naming an order ("In O5 not 20 packets — make it 15": a cut), or
    one refusing goods after it ("…, and no sugar": the refusal had been dropped beside the order, silently)."""
    toks, k = reader.tokens, a.pos - 1
    if reader.order_ids or any(_word(toks, m) in NEGATIONS for m in range(a.end, len(toks))):
        return None  # (and no other negation after it: "…, and no sugar" beside the order is left to the checks)
    while k >= 0 and _word(toks, k) in _PAST_BEFORE:
        k -= 1
    marked = any(_word(toks, j) in _PAST_MARK for j in range(k + 1, a.pos))
    if _word(toks, k) not in _NOT or k > 0 and reader.clause_of[k - 1] == a.clause and not (
            toks[k - 1].kind in ("sym", "nl") and toks[k - 1].text in _BREAKS + ("\n",)):
        return None
    j = a.end
    while j < b.pos and j in reader.item_tokens:
        j += 1
    seen = []
    while j < b.pos and _word(toks, j) in _PAST_AFTER | _THIS and len(seen) < 8:
        seen.append(_word(toks, j))
        j += 1
    now = any(w == _THIS_WORD for w in seen) and any(w == _TIME_WORD for w in seen)
    if not (marked or now or any(w in _PAST_MARK for w in seen)) or not (
            j < b.pos and toks[j].kind == "sym" and toks[j].text in _BREAKS):
        return None
    if not all(_word(toks, m) in _SETTING for m in range(j + 1, b.pos)):
        return None
    return [k]


_THIS_WORD, _TIME_WORD = next(iter(fold_words("this"))), next(iter(fold_words("time")))
_THIS = fold_words("this")


def _hindi(reader, b) -> list[int] | None:
    """The "नहीं" / "nahi" denying count ``b`` said after a phrase of last time, or None (module docstring)."""
    toks = reader.tokens
    if not _past_phrase_before(toks, b.pos):
        return None
    j = b.end
    while j < len(toks) and j in reader.item_tokens:
        j += 1
    return [j] if _word(toks, j) in _NAHI and _ends(reader, j + 1, b.clause) else None


def past_count_denied(reader) -> None:
    """Drop from ``reader.figs`` a count said "not" as last time's beside the count asked (module docstring):
    "Send 30 kg rice, not 50 kg as last time." / "30 किलो चावल भेजिए, पिछली बार की तरह 50 किलो नहीं।" → the 50 leaves."""
    counts = sorted((f for f in reader.figs if f.kind in ("qty", "bare")), key=lambda f: f.pos)
    if len(counts) < 2:
        return
    toks, gone, at = reader.tokens, set(), set()
    first_send: dict[int, int] = {}  # a clause's first word of sending (one pass: linear in the tokens)
    for k in range(len(toks)):
        if _word(toks, k) in SEND_WORDS:
            first_send.setdefault(reader.clause_of[k], k)
    ordered = {c.clause for c in reader.cues if "order" in c.kinds}
    cued = {c.clause for c in reader.cues if c.kinds}
    last: dict[int, object] = {}  # the clause's latest count not dropped
    for b in counts:
        a = last.get(b.clause)
        last[b.clause] = b
        before = last.get(b.clause - 1) if a is None and reader.language == "en" else None
        if before is not None and before.value != b.value and b.unit in (None, before.unit) and (
                first := _english_first(reader, before, b)):  # "Not 50 kg this time — make it 30 kg": the dash
            gone.add(id(before))  # ends a clause
            at.update(first)
            continue
        if a is None or a.value == b.value or b.unit not in (None, a.unit):
            continue
        if reader.language == "en" and (first := _english_first(reader, a, b)):
            gone.add(id(a))  # "Not 40 kg rice like last week, send 25 kg.": the 40 leaves
            at.update(first)
            continue
        if not first_send.get(b.clause, a.pos) < a.pos and b.clause not in ordered and b.clause in cued:
            continue  # (a clause of no cue orders its counts: "Eggs: 4 trays please, not 6 like last week.")
        denied = _english(reader, b) if reader.language == "en" else _hindi(reader, b)
        if denied:
            gone.add(id(b))
            at.update(denied)
            last[b.clause] = a
    if not gone:
        return
    reader.figs = [f for f in reader.figs if id(f) not in gone]
    reader.taken.update(at)
    for c in reader.cues:
        if c.kinds & {"cancel", "reject"} and any(k in at for k in range(c.pos, c.end)):
            c.kinds = c.kinds - {"cancel", "reject"}
