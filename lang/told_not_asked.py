"""Things told of a bill or an order that ask nothing of it, read as disputes (session 37, fixer CY, on
corpus_holdout136; issue 10): each made the desk dispute what the writer never disputed.

- A bill said checked and right: "Bill B2 received and checked against O2 — 100 kg sugar, 40 besan and 30 litres
  refined, all correct. We are paying it today" (en-h7017). "correct" is a cue of a dispute ("please correct B2"),
  but after "all", "is", "everything", "found" … and at the sentence's end it says the bill is right
  (``right_said``). The Hindi and Hinglish ("सब सही", "sab sahi") had no dispute.
- A shortfall of a named order told as the reason for care this time, beside a new order: "Please make sure the full
  count comes this time; O6 was short by 10 dozen bananas." (en-h7037: the gold's note calls it background). It had
  disputed O6 beside the order (``past_short_named``). ``lang.past_short`` reads the same with no id named.

Shape: ``told_not_asked(reader)`` with the MessageReader after its clause acts (run from ``lang.asked_or_kept``);
changes ``reader.cues`` (and the figures of the shortfall's sentence) in place.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["told_not_asked", "right_said", "past_short_named"]

#: The word that is a dispute's cue and, said of the bill, says it right.
_CORRECT = fold_words("correct")
#: Words before it that make it said, not asked ("all correct", "is correct", "found correct").
_SAID = fold_words("all everything is are was were found looks look seems seem fully totally perfectly quite "
                   "everythings its thats")
#: Words of something wrong in the sentence: then it stays as read ("all correct except the sugar").
_WRONG = fold_words("not no wrong except but however short less excess extra missing overcharged overcharge "
                    "instead only incorrect mistake error")
#: Words of this time (the past said as the reason for care now).
_THIS_TIME = fold_words("this time is baar bar इस बार")
_IS = fold_words("is")
_BAAR = fold_words("bar baar बार")
#: Words of a past shortfall.
_SHORT = fold_words("short kam कम")
_PAST = fold_words("was were tha thi the था थी थे")
#: Words asking a bill or a delivery mended (then the shortfall is complained of).
_MEND = fold_words("adjust adjusted adjustment credit deduct deducted refund return replace compensate kaat kaatna "
                   "kaatiye wapas vapas vaapas bharpai एडजस्ट समायोजन काट काटिए वापस भरपाई क्रेडिट dispute")
_ASKING = frozenset({"order", "offer", "accept", "ask_quote"})
#: Words of the present: "O6 is short" may ask the rest; only a shortfall told of the past is background.
_NOW = fold_words("is are am hai hain है हैं ho raha rahe रहा रहे")


def told_not_asked(reader) -> None:
    """Run ``right_said`` then ``past_short_named`` over ``reader`` (module docstring): "B2 checked, all correct. We
    are paying it today." pays B2 and disputes nothing; "इस बार पूरी गिनती आए; O6 में 10 दर्जन केले कम थे।" and
    "Is baar poori ginti aaye; O6 me 10 darjan kele kam the." (with an order) dispute nothing."""
    right_said(reader)
    past_short_named(reader)


def right_said(reader) -> None:
    """Take off the dispute cue of a lone "correct" that ends a sentence saying it right ("…, all correct.",
    "B2 is correct."), not asking ("please correct B2", "all correct?"), with no word of something wrong in it.
    The Hindi "सब सही" and Hinglish "sab sahi" carry no dispute cue already."""
    if _CORRECT.isdisjoint(reader._keys):
        return
    words = clause_words(reader)
    drop = []
    for c in reader.cues:
        if c.kinds != {"dispute"} or c.end - c.pos != 1 or reader.tokens[c.pos].key not in _CORRECT:
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(t.kind == "sym" and t.text == "?" for t in reader.tokens[lo:min(hi + 1, reader.n)]):
            continue
        before = [t.key for t in reader.tokens[lo:c.pos] if t.kind == "word"]
        after = [t.key for t in reader.tokens[c.pos + 1:hi] if t.kind == "word"]
        if not before or before[-1] not in _SAID or after or not _WRONG.isdisjoint(words.get(c.clause, ())):
            continue
        drop.append(c)
    if drop:
        reader.cues = [c for c in reader.cues if not any(c is d for d in drop)]
        _told(reader, {c.clause for c in drop if any(reader.clause_of[p] == c.clause for p, _ in reader.bill_ids)
                       and not any(x.clause == c.clause and x.kinds - {"neutral"} for x in reader.cues)})


def past_short_named(reader) -> None:
    """Take off the dispute of a sentence telling a named order came short in the past ("O6 was short by 10 dozen
    bananas", "O6 में 10 दर्जन केले कम थे") when the message asks care this time ("this time", "इस बार", "is baar"),
    asks for goods in another sentence, names no bill and asks nothing mended. "O6 was short by 10 dozen, please
    adjust the bill" and a message with no "this time" read as before."""
    if _THIS_TIME.isdisjoint(reader._keys) or _SHORT.isdisjoint(reader._keys) or reader.bill_ids \
            or not reader.order_ids or not _MEND.isdisjoint(reader._keys):
        return
    words = clause_words(reader)
    cued: dict[int, set[str]] = {}
    for c in reader.cues:
        cued.setdefault(c.clause, set()).update(c.kinds)
    asking = {cl for cl, kinds in cued.items() if kinds & _ASKING}
    past = {reader.clause_of[p] for p, _ in reader.order_ids}
    past = {cl for cl in past if cued.get(cl, set()) <= {"dispute", "neutral"} and not _SHORT.isdisjoint(
        words.get(cl, ())) and not _PAST.isdisjoint(words.get(cl, ())) and _NOW.isdisjoint(_tensed(words.get(cl, ())))}
    if not past or any("dispute" in kinds for cl, kinds in cued.items() if cl not in past) or not asking:
        return
    reader.cues = [c for c in reader.cues if not (c.clause in past and c.kinds <= {"dispute", "neutral"})]
    _told(reader, past)


def _tensed(words) -> list[str]:
    """The words of a sentence without the "is" of "is baar" / "इस बार" (this time), which folds to the English
    "is"."""
    return [w for k, w in enumerate(words) if not (w in _IS and k + 1 < len(words) and words[k + 1] in _BAAR)]


def _told(reader, clauses: set[int]) -> None:
    """Sentences ``clauses`` only tell (a bill checked right, a past shortfall): their goods and figures are its
    reckoning, no request, and
    the order they name needs nothing today (its id is taken out of ``reader.order_ids``)."""
    if not clauses:
        return
    reader.figs = [f for f in reader.figs if f.clause not in clauses]
    reader.mentions = [m for m in reader.mentions if reader.clause_of[m.first] not in clauses]
    reader.order_ids = [(p, x) for p, x in reader.order_ids if reader.clause_of[p] not in clauses]
