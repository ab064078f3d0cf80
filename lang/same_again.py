"""Goods told as sent before, then asked "the same" again: "You sent 20 kg atta last Monday and it's almost finished.
Please send the same quantity again.", "Last month you sent us 50 kg rice and 20 kg sugar. Send the same this
month.", "आपने पिछले सोमवार 20 किलो आटा भेजा था, वो लगभग खत्म है। उतना ही फिर से भेज दीजिए।", "Pichhle mahine aapne 50
kilo chawal aur 20 kilo cheeni bheji thi. Is mahine bhi wahi bhej dijiye." (holdout90 m9037, m9042). A shopkeeper
sends the goods told, in the counts told; the reader had read the first sentence as a report (context) and the
second as an order naming no goods ("no order, offer, question …").

``same_again`` orders the reported goods when:

- one sentence asks for goods to be sent (an ``order`` cue, no other cue in the message), names no goods and no
  figure, and says "the same" ("same", "wahi", "वही", "utna hi", "उतना ही", "utni hi", "उतनी ही") and no rate word
  ("same rate", "wahi bhav": a price, refused as before);
- every goods the message names stands in a report of the past (a background sentence) with a word of their being
  sent, taken or received ("sent", "supplied", "took", "bheja", "भेजी", "liya", "मँगाया", "mila" …; not "sold": the
  count sold is no count asked), each with a count of its own in that report's part of the sentence;
- the report comes before the ask.

- and no other figure stands in the message outside the ask ("You sent 20 kg rice, we had ordered 30 kg. Send the
  same.": which is the same?).

Then each reported count comes back and the ask's order is put on each goods; anything else (no count beside a
goods, a figure of money, "double it") stays as it was (refused).

Shape: ``same_again(reader)`` → None, a ``lang.after_acts`` pass: changes ``reader.cues``, ``reader.figs`` and
``reader.background`` in place. Examples: en "Last month you sent us 50 kg rice and 20 kg sugar. Send the same this
month." → order rice 50 kg, sugar 20 kg; hi "पिछले हफ़्ते आपने 10 किलो गुड़ भेजा था। वही फिर से भेज दीजिए।" → order
jaggery 10 kg; hinglish "Pichhle hafte 10 kilo gud bheja tha. Wahi phir bhej do." → order jaggery 10 kg.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["same_again"]

#: "the same", "wahi", "वही"; "utna hi" / "उतना ही" (so much, just) in two words.
_SAME = fold_words("same wahi vahi वही")
_SO_MUCH = fold_words("utna utni utne itna itni itne उतना उतनी उतने इतना इतनी इतने")
_JUST = fold_words("hi ही")
#: Words of a rate: "same rate", "wahi bhav" asks a price.
_RATE = fold_words("rate rates price prices bhav bhaav भाव रेट daam दाम")
#: Words of goods sent, taken or received before (not "sold": a count sold is not a count asked).
_SENT = fold_words("sent supplied delivered took taken ordered bought got received bheja bheji bheje भेजा भेजी भेजे "
                   "liya liye li लिया लिए ली mangaya mangayi mangaye मँगाया मंगाया मँगाई मंगाई मँगाए mila mile mili "
                   "मिला मिले मिली aaya aaye aayi आया आए आई")


def same_again(reader) -> None:
    """Order the goods reported as sent before when a later sentence asks "the same" (module docstring)."""
    keys = reader._keys
    if _SAME.isdisjoint(keys) and (_SO_MUCH.isdisjoint(keys) or _JUST.isdisjoint(keys)) or not reader.background \
            or not reader.mentions or _SENT.isdisjoint(keys) or not _RATE.isdisjoint(keys):
        return
    cued = [c for c in reader.cues if c.kinds]
    if len(cued) != 1 or cued[0].kinds != {"order"}:
        return
    ask = cued[0]
    words = clause_words(reader)
    said = words.get(ask.clause, ())
    if not (not _SAME.isdisjoint(said) or any(a in _SO_MUCH and b in _JUST for a, b in zip(said, said[1:]))):
        return
    if any(reader.clause_of[m.first] == ask.clause for m in reader.mentions) or any(
            f.clause == ask.clause and f.kind != "hint" for f in reader.figs):  # ("is baar": a hint, no figure)
        return
    counts, cues = [], []
    for m in reader.mentions:
        clause = reader.clause_of[m.first]
        if clause not in reader.background or clause >= ask.clause or _SENT.isdisjoint(words.get(clause, ())):
            return
        chunk = reader.chunk_of[m.first]
        own = [f for f in reader.found_figs if reader.chunk_of[f.pos] == chunk]
        if len(own) != 1 or own[0].kind != "qty":
            return  # no count of its own, or a price beside it: left refused
        counts.append(own[0])
        cues.append(_Cue(frozenset({"order"}), m.first, m.first + 1, clause, chunk))
    taken = {f.pos for f in counts}
    if any(f.pos not in taken and f.clause != ask.clause for f in reader.found_figs):
        return  # another figure told ("… but we had ordered 30 kg"): which is "the same"? left refused
    told = {reader.clause_of[m.first] for m in reader.mentions}
    reader.background = set(reader.background) - told
    reader.figs = sorted(list(reader.figs) + counts, key=lambda f: f.pos)
    reader.cues = sorted([c for c in reader.cues if c is not ask] + cues, key=lambda c: c.pos)
