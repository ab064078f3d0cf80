"""Cancels kept apart by order (part of stage 5, composing the intents): which goods are cancelled from which
order, when a message cancels more than one thing ("Cancel O15 and from O16 cancel the paneer"). Each check refuses
rather than guess: a misread cancel drops goods the shop wanted or keeps an order it meant to stop (breaker K and the
probes around it, nineteenth session)."""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.ids_at_rest import at_rest
from lang.kept_whole import kept_and_cancelled
from lang.subject_cancel import subject_cancels
from lang.language import fold
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports: _Fail, why)

__all__ = ["cancels_apart"]

#: Words beside an order id that keep it out of the cancel ("but not O8", "O8 nahi", "except O8", "O8 को छोड़कर",
#: "O6 रखिए").
_KEPT = NEGATIONS | frozenset(fold(w) for w in "except besides excluding chhodkar chodkar छोड़कर siwa sivay सिवा सिवाय "
                                       "keep rakhiye rakho rakhna rakhen रखिए रखो रखें रखना rehne rahne रहने hold".split())
#: "no" right after the id's first word is its own mark ("order no. 34"), not a word keeping it out (holdout72 x6046:
#: "cancel order no. 33, and in order no. 34 make the biscuits 1 peti less" had dropped the cut of O34).
_NO = fold("no")


def cancels_apart(self, out: list) -> None:
    """``self``: the reader (its cues, mentions, order ids, chunks); ``out``: the intents read. Returns nothing;
    raises ``_Fail``. Refuses (``ambiguous_intent.cancel_narrowed``) a whole cancel and a cut of the same order
    ("Haha, cancel culture is everywhere 😅 But from O15 please cancel the 10 kg paneer": all of O15, or the
    paneer?); a cancel of goods from an order other than the one named in
    the goods' own chunk ("Cancel O15 and from O16 cancel the paneer" had cut the paneer from O15 and kept O16
    whole), and a whole-order cancel of the order whose chunk names goods no intent carries ("Cancel O15, and
    remove the paneer from O16" had cancelled all of O16): which goods from which order? And an order named in
    a cancel's sentence that nothing carries, unless said fine ("Cancel O16 and O17 (5 kg rice)" had dropped
    O17): ``ambiguous_intent.id``. An order said not to be cancelled is not one nothing carries ("Don't cancel O3 —
    cancel O4"), and is refused when cancelled too (lang.kept_whole)."""
    subject_cancels(self, out)  # "Subject: Cancel O18" over "Please cancel O18 — the 10 packets of Amul butter"
    kept_and_cancelled(self, out)
    kept = getattr(self, "kept_ids", {})
    if {i.order_id for i in out if i.kind == "cancel" and i.sku is None} & {
            i.order_id for i in out if i.kind == "cancel" and i.sku}:
        raise _Fail(why("ambiguous_intent.cancel_narrowed", text=self._clause_text(min(
            c.clause for c in self.cues if "cancel" in c.kinds))), "cancel")
    if not any(i.kind == "cancel" for i in out) or len({i for _, i in self.order_ids}) < 2:
        return
    ids_in: dict[int, set[str]] = {}
    for p, ident in self.order_ids:
        ids_in.setdefault(self.chunk_of[p], set()).add(ident)
    carried = {i.sku for i in out if i.sku}
    for m in self.mentions:
        here = ids_in.get(self.chunk_of[m.first], set()) if m.sku else set()
        if here and any(i.kind == "cancel" and (i.sku == m.sku and i.order_id not in here or i.sku is None and
                                                i.order_id in here and m.sku not in carried) for i in out):
            raise _Fail(why("ambiguous_intent.cancel_narrowed", text=self._clause_text(self.clause_of[m.first])),
                        "cancel")
    used = {i.order_id for i in out}
    cancelled = {i.order_id for i in out if i.kind == "cancel"}  # the sentences of orders cancelled (not "Last week
    cancelling = {self.clause_of[p] for p, ident in self.order_ids if ident in cancelled}  # I cancelled O5")
    for p, ident in self.order_ids:
        if ident not in used and self.clause_of[p] in cancelling and not self._id_at_rest(p) and not any(
                self._word(k) in _KEPT and not (k in (p + 1, p + 2) and self._word(k) == _NO) for k in range(
                    p - 2, p + 3)) and not at_rest(self, p, ident, out) and ident not in kept:  # (not
            # "Cancel O7 and O9 but not O8"; nor "… three open orders: O21, O22 and O23. Please cancel O21 and O23. O22
            # should go ahead as planned": lang.ids_at_rest)
            raise _Fail(why("ambiguous_intent.id", id=ident), "cancel")
