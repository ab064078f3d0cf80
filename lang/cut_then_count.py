"""Goods cut whole from an order, then a count asked sent with no goods named: "Remove the sugar from O45, send 10 kg
next week.", "O45 से चीनी हटा दो, अगले हफ़्ते 10 किलो भेजना।", "O45 se cheeni hata do, agle hafte 10 kilo bhejna." The
count after the cut had become the cut's own ("cancel 10 kg sugar from O45"), silently, in the three languages
(probes of fixer AM, session 33): the shop cut the whole sugar and asked for 10 kg of something, the sugar again
later or other goods, without saying which.

``cut_then_count`` refuses it (``no_item.of_what``: 10 kg of what? name the item) when an order cue's chunk names a
count and no goods, after a chunk of the same or the previous clause whose cancel cue names goods with no count.
With no count and a later day in its chunk ("O45 se cheeni hata do, agle hafte bhejna") the goods cut are moved to
another day, refused as ``lang.moved_goods`` refuses a move (``ambiguous_intent.reschedule``).
"From O14 drop the sugar, send the rest tomorrow" (the rest kept), "O44 का दही कम करो, 14 पैकेट नहीं चाहिए बस 8 पैकेट
चाहिए" (cut down to a count: ``lang.count_instead``), "पनीर में से 5 किलो कम कर दो, बाकी 3 किलो भेज
देना" (a count cut, the rest kept), "Cancel O45 sugar. Send 10 kg rice
tomorrow." (goods named) and "From O9 drop the sugar; send 10 kg jaggery instead" read as before.

Shape: ``cut_then_count(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.act_words import WEEKDAYS
from lang.later_orders import LATER
from lang.reasons import why

__all__ = ["cut_then_count"]

#: Words of cutting down, not out ("dahi kam karo, … bas 8 packet": the new count follows), and of negation in the
#: count's chunk ("14 पैकेट नहीं चाहिए बस 8 पैकेट चाहिए"): a count changed, no goods asked.
_LESS = fold_words("kam कम reduce reduced lower less cut ghata ghatao घटा घटाओ घटाइए trim")
_NOT = fold_words("nahi nahin नहीं not no mat मत na ना")
#: A later day ("next week", "kal", "अगले हफ़्ते", "Friday").
_LATER_DAY = LATER | WEEKDAYS
#: The rest of the order kept ("send the rest tomorrow", "baaki kal bhej dena"): no goods moved.
_REST = fold_words("rest remaining others other baaki baki baqi बाकी बाक़ी")


def cut_then_count(reader) -> None:
    """Set ``reader.refused_why`` for a count asked sent with no goods after goods cut whole (module docstring).

    ``reader``: the MessageReader after its clause acts (cues, mentions, figs, chunk_of). Examples: "Remove the sugar
    from O45, send 10 kg next week." / "O45 से चीनी हटा दो, अगले हफ़्ते 10 किलो भेजना।" / "O45 se cheeni hata do, agle
    hafte 10 kilo bhejna." are refused; "Cancel O45 sugar. Send 10 kg rice tomorrow." reads as before.
    """
    if getattr(reader, "refused_why", None) is not None or not reader.order_ids:
        return
    cuts = [c for c in reader.cues if c.kinds == {"cancel"}]
    if not cuts:
        return
    named = {reader.chunk_of[m.first] for m in reader.mentions}
    counted = {}
    for f in reader.figs:
        if f.kind == "qty":
            counted.setdefault(reader.chunk_of[f.pos], f)
    for o in reader.cues:
        if o.kinds != {"order"} or o.chunk in named:
            continue
        words = {reader._word(k) for k in range(*reader.clause_span[o.clause]) if reader.chunk_of[k] == o.chunk}
        if not _NOT.isdisjoint(words) or not any(
                c.pos < o.pos and c.chunk != o.chunk and c.clause in (o.clause, o.clause - 1) and c.chunk in named
                and c.chunk not in counted and _LESS.isdisjoint(reader._word(k) for k in range(c.pos, max(c.end, c.pos + 1)))
                for c in cuts):
            continue
        if o.chunk in counted:
            reader.refused_why = why("no_item.of_what", n=_said(reader, counted[o.chunk]))
            return
        if not _LATER_DAY.isdisjoint(words) and _REST.isdisjoint(words):
            reader.refused_why = why("ambiguous_intent.reschedule", text=reader._clause_text(o.clause))
            return  # ("O45 से चीनी हटा दो, अगले हफ़्ते भेजना": the goods cut, asked again another day)


def _said(reader, fig) -> str:
    """The count as written ("10 kg", "10 किलो"): the figure's tokens."""
    return " ".join(reader.tokens[k].text for k in range(fig.pos, max(fig.pos + 1, fig.end)))
