"""Meeting halfway between two prices said: "Toor dal: you're at ₹140, we're at ₹130. Let's meet halfway.", "आपने चीनी
₹44 बताई, हमने ₹40 कहा। बीच में मिल लेते हैं।", "Bhaiya, aap toor dal pe ₹140 bol rahe ho, main ₹130. Beech ka kar lete
hain, aaj hi sauda pakka karo." Every writer labels it an offer at the price halfway (₹135, ₹42); the reader had
refused it ("a price for toor dal with no word saying offer, accept or order", or "both agreed and offered" for the
"sauda pakka" that closes it), and refused "आप ₹44 पर हो, हम ₹40 पर — बीच का ₹42 कर लेते हैं" ("what is ₹44 for?").

``halfway`` reads such a message only where a shopkeeper could not read it otherwise:
- a phrase of meeting halfway ("meet halfway", "meet us halfway", "meet in the middle", "split the difference",
  "beech mein mil", "beech ka kar", "beech ka raasta", "बीच में मिल", "बीच का कर", "बीच का रास्ता"; not "₹38 aur ₹40
  ke beech", a range), and no other word of asking than the phrase and a word closing the bargain;
- the message names one item, and before the phrase exactly two different prices of it (the supplier's and ours, per
  the same unit), none a change ("₹2 less");
- after the phrase either no price — then the offer is the price halfway, said at the phrase, and a word closing the
  bargain ("sauda pakka karo", "deal") is part of that offer — or one price, exactly halfway ("बीच का ₹42"): the two
  before are the bargain's history, and the price said is read as written.
Anything else is left to the reader (a price halfway with no phrase, three prices, two items: refused as before).
Shapes: ``reader.figs`` loses the two prices (and ``reader.reference_at`` their positions); in the first case a price
figure of the halfway value stands at the later price's place and an offer cue at the phrase.
"""
from __future__ import annotations

from decimal import Decimal, InvalidOperation

from lang.language import fold, fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue, _Fig)

__all__ = ["halfway"]

#: Phrases of meeting halfway, as folded word tuples.
_PHRASES = [tuple(fold(w) for w in p.split()) for p in (
    "meet halfway", "meet us halfway", "meet me halfway", "meet you halfway", "meet each other halfway",
    "meet in the middle", "split the difference", "beech mein", "beech me", "beech ka", "बीच में", "बीच का")]
_OPENS = frozenset(p[0] for p in _PHRASES)
#: Words before "beech"/"बीच" that make it a range ("₹38 aur ₹40 ke beech mein"), not a meeting halfway.
_BETWEEN = fold_words("ke ki के की")
#: Words that close a bargain ("sauda pakka karo", "and it's a deal"): with the halfway phrase, part of the offer.
_CLOSERS = fold_words("pakka pakki पक्का पक्की deal डील done डन final फाइनल")


def _phrase_at(reader) -> tuple[int, int] | None:
    """(start, end) token span of the one halfway phrase of the message, else None."""
    found = []
    words = reader.tokens
    for k, t in enumerate(words):
        if t.kind != "word" or t.key not in _OPENS:
            continue
        for p in _PHRASES:
            if all(k + j < len(words) and words[k + j].key == w for j, w in enumerate(p)) and not (
                    k and words[k - 1].key in _BETWEEN):
                found.append((k, k + len(p)))
                break
    return found[0] if len(found) == 1 else None


def halfway(reader) -> None:
    """Read a price halfway between two prices said (module docstring). ``reader``: the MessageReader after its clause
    acts (tokens, figs, reference_at, cues, mentions, clause_of, chunk_of)."""
    if _OPENS.isdisjoint(reader._keys) or getattr(reader, "refused_why", None) is not None:
        return
    span = _phrase_at(reader)
    if span is None or len({m.sku for m in reader.mentions}) != 1:
        return
    start, end = span
    if any(not (c.pos < end and c.end > start) and not all(
            reader.tokens[k].key in _CLOSERS for k in range(c.pos, c.end) if reader.tokens[k].kind == "word")
            for c in reader.cues if c.kinds):
        return  # "Sugar ₹44 is too high, ₹40 ok? Meet halfway.": asked otherwise too
    prices = [f for f in reader.figs if f.kind == "price"]
    if any(f.role or f.mark == "total" for f in prices) or any(f.kind == "bare" for f in reader.figs):
        return
    told = {f.pos: f for f in prices}
    values: dict[int, Decimal] = {f.pos: f.value for f in prices}
    for k in reader.reference_at:
        t = reader.tokens[k]
        if t.kind != "num":
            return
        try:
            values[k] = Decimal(t.text.replace(",", ""))
        except InvalidOperation:
            return
    before = sorted(k for k in values if k < start)
    after = sorted(k for k in values if k >= end)
    if len(before) != 2 or values[before[0]] == values[before[1]] or len(after) > 1:
        return
    units = {told[k].unit for k in before if k in told} | {told[k].unit for k in after if k in told}
    if len(units) > 1:
        return
    mid = (values[before[0]] + values[before[1]]) / 2
    if after and values[after[0]] != mid:
        return
    reader.figs = [f for f in reader.figs if f.pos not in before]
    reader.reference_at = set(reader.reference_at) - set(before)
    if after:
        return
    at = before[1]
    was = told.get(at) or told.get(before[0])
    reader.figs.append(_Fig("price", mid, at, at + 1, unit=was.unit if was else None, clause=reader.clause_of[at]))
    reader.figs.sort(key=lambda f: f.pos)
    for c in reader.cues:
        if "accept" in c.kinds and all(reader.tokens[k].key in _CLOSERS for k in range(c.pos, c.end)
                                       if reader.tokens[k].kind == "word"):
            c.kinds = c.kinds - {"accept"} | {"offer"}
    if not any("offer" in c.kinds for c in reader.cues):
        reader.cues.append(_Cue(frozenset({"offer"}), start, end, reader.clause_of[start], reader.chunk_of[start]))
