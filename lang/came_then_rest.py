"""What came told before the rest is asked after is the background of the question: "Order O4 arrived this morning,
but we got only 40 kg of rice instead of 50 kg. Where are the other 10 kg? Please send them soon.", "ऑर्डर O4 आज सुबह आ
गया, लेकिन 50 किलो की जगह सिर्फ़ 40 किलो चावल आया। बाकी 10 किलो कहाँ है? जल्दी भेज दीजिए।", "… lekin 50 kilo ki jagah
sirf 40 kilo chawal aaya. Baaki 10 kilo kahan hai? Jaldi bhej dijiye." (retrial36 R36-*-07). The shop says what
came and asks after the 10 kg still owed: an ``ask_delivery`` of O4 (its rice for 10 kg when no "instead of" stands
in the sentence, ``lang.short_asked``: the rest's count, not the 40 that came). Three words had misled the reader:

- "instead of" / "की जगह" / "ki jagah" is a word of changing a count ("send 40 kg instead of 50 kg": a cut of 10), so
  the sentence had been read as a cut of O4 and its two counts asked "what is 40 kg for?" in every language;
- without it ("we got only 40 kg of rice. Where are the other 10 kg? Please send them soon.") the 40 kg that came had
  been ordered again beside the question, silently, and alone its count refused "what is 40 kg for?";
- "Please send them soon" / "जल्दी भेज दीजिए" sends the rest asked after, nothing new.

``came_then_rest(reader)``, when a delivery question asks after the rest by its count ("the other 10 kg", "बाकी 10
किलो", "baaki 10 kilo"), reads each sentence before it that tells goods come — a word of coming or getting ("got",
"received", "came", "arrived", "aaya", "mila", "आया", "मिला" …) and a word of "only" ("only", "sirf", "सिर्फ़", "bas",
"keval") — and asks nothing itself: its cut (from "instead of") is taken off and its old count dropped (the count
after "only" stays, told; its goods stay out of the question, as holdout27 hi-c001's gold reads "O52 में 10 की
जगह सिर्फ़ 7 लीटर सरसों तेल आया। बाकी 3 लीटर कब आएगा?": ask_delivery O52, no goods — where holdout129 a7033 and
probes34 i0011 carry the goods and the rest's count; a convention split left to the lead); a sentence after the question that only says "send (them) (soon)" — sending words, no
goods, no figure — is the rest asked again, its order cue emptied. ``came_told(reader, clause, lines, sku)`` gives
the delivery question the lines so told, to keep out of the reading (``lang.delivery_asked``).
"Send 40 kg rice instead of 50 kg on O4" (no word of coming) and "Only 40 kg came instead of 50" with no rest asked
are left as before.

Shapes: ``came_then_rest(reader)`` with the MessageReader after its clause acts (changes ``reader.cues``,
``reader.figs`` and sets ``reader.came_clauses``); ``came_told(reader, clause, lines, sku) -> set`` of line positions.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.short_asked import rest_count

__all__ = ["came_then_rest", "came_told"]

_ONLY = fold_words("only just sirf sirif सिर्फ़ सिर्फ bas बस keval kewal केवल")
_CAME = fold_words("got received came arrived delivered reached aaya aayi aaye aya ayi aye mila mili mile "
                   "pahuncha pahunchi आया आई आए आये मिला मिली मिले पहुँचा पहुंचा पहुँची पहुंची")
#: Words a "send them soon" sentence may hold: sending, asking, soon, them.
_SEND_AGAIN = fold_words("please kindly pls send them it jaldi jald soon asap quickly bhej bhejo bhejiye bhejie "
                         "dijiye dijie dein do de woh wo unhe unko जल्दी भेज भेजो भेजिए भेजिये दीजिए दीजिये दें दो दे "
                         "उन्हें उनको वो वह kripya कृपया")
_SENDING = fold_words("send bhej bhejo bhejiye bhejie भेज भेजो भेजिए भेजिये")
#: The cue kinds a sentence telling what came may hold (a cut from "instead of"; the order's word).
_TOLD_KINDS = frozenset({"cancel", "order_ref", "neutral", "dispute"})


def came_then_rest(reader) -> None:
    """Read the sentences around a rest asked after (module docstring). ``reader``: the MessageReader after its
    clause acts (cues, figs, tokens, clause_of, clause_span)."""
    reader.came_clauses = set()
    if _ONLY.isdisjoint(reader._keys) or _CAME.isdisjoint(reader._keys):
        return
    asked = sorted(c.clause for c in reader.cues if c.kinds == {"ask_delivery"} and rest_count(reader, c.clause)
                   is not None)
    if not asked:
        return
    words = clause_words(reader)
    named = {reader.clause_of[m.first] for m in reader.mentions}
    told = {c for c in named if c < asked[0] and not _ONLY.isdisjoint(words.get(c, ())) and not _CAME.isdisjoint(
        words.get(c, ())) and all(d.kinds <= _TOLD_KINDS for d in reader.cues if d.clause == c)}
    if not told:
        return
    reader.came_clauses = told
    reader.background |= told  # (its count explained as told: lang.verify)
    for c in reader.cues:
        if c.clause in told and c.kinds:
            c.kinds = c.kinds & {"order_ref"}
        elif c.clause > asked[-1] and c.kinds == {"order"} and c.clause not in named and not any(
                f.clause == c.clause for f in reader.figs) and set(words.get(c.clause, ())) <= _SEND_AGAIN and \
                not _SENDING.isdisjoint(words.get(c.clause, ())):
            c.kinds = frozenset()  # "Please send them soon": the rest asked again
    reader.figs = [f for f in reader.figs if f.clause not in told or f.kind not in ("qty", "bare", "badqty") or
                   f.pos > 0 and reader._word(f.pos - 1) in _ONLY]  # (the count that came stays, told)


def came_told(reader, clause: int, lines: list, sku: str) -> set[int]:
    """The positions of the lines of ``sku`` told come before the rest asked after in ``clause`` (``came_then_rest``
    marked their sentences), to keep out of the reading: the 40 kg that came is no order."""
    came = getattr(reader, "came_clauses", set())
    return {ln.pos for ln in lines if ln.clause in came and ln.clause != clause and ln.mention.sku == sku}
