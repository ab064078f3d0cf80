"""A cancel told as done before is background, not a cancel now (issue 10; holdout37 en-s041, holdout38 en-t054).

"We cancelled the sugar from O18 yesterday as you know. Is the rest of O18 coming today?", "Further to our call:
we cancelled O15 on Monday (your office confirmed). Today we would like to order …", "O15 to Monday ko cancel kar
diya tha", "O15 हमने सोमवार को रद्द कर दिया था": the writer reports a cancel already made, and asks or orders
something else. Before this stage the reader cancelled O18's sugar and O15 again. Two writers who had not read
the reader labelled these as background, so:

- a clause that tells a cancel as done — the cancel word in a past form ("cancelled", "canceled") with a sure
  mark of time past ("yesterday", "earlier", "already", "had", "was", "on Monday", "last week"), or in Hindi and
  Hinglish a past perfect after it ("cancel kar diya tha", "रद्द किया था") — and that asks nothing ("?"), gives
  no cancel now: the cancels whose goods (or, naming no goods, whose order id) are named only in such clauses
  are dropped;
- when nothing else is left to act on, the message is refused (``ambiguous_intent.told_past``: done before, or
  today's request?), never read as a cancel.

"Please cancel O15", "We have cancelled O15, don't send it" (no mark of time past) and "cancel karna tha" (was
to cancel) stay as they were.

A cut of an order told so is the same (reader fixer CP, session 36; retrial36 R36-*-02): "As we discussed
yesterday, we reduced the rice on order O5 from 50 kg to 30 kg", "हमने ऑर्डर O5 में चावल 50 किलो से घटाकर 30 किलो कर
दिया था" — the cut was made on the phone; beside "send the revised bill for O5" (``lang.revised_order_bill``) only
the bill is asked, and alone it is refused ``told_past``, never cut again. "Please reduce the rice on O5 to 30 kg"
and "घटाकर 30 किलो कर दीजिए" stay cuts. The past perfect may come a count and its unit after the cut word ("O3 ghata ke
8 case kar diya tha", holdout140 hl-l7033, session 39 fixer DL), and goods named again only in a clause that asks
nothing ("वैसे कोक शाम तक ख़त्म हो गई 😄") do not make the cut a new one.
"""
from __future__ import annotations

from lang.language import fold
from lang.reader_parts import Reading, why

__all__ = ["CancelledBeforeMixin"]

#: The cancel word in a past form (English); Hindi and Hinglish tell the past with ``_HAD`` after the verb.
_PAST_FORMS = frozenset(fold(w) for w in "cancelled canceled reduced lowered decreased".split())
#: Sure marks of time past beside an English past form.
_PAST_MARKS = frozenset(fold(w) for w in "yesterday earlier already previously ago last had was were discussed monday "
                        "tuesday wednesday thursday friday saturday sunday".split())
#: Words of the cancel verb in Hindi and Hinglish (the cue's own word).
_CANCEL_WORDS = frozenset(fold(w) for w in "cancel cancelled canceled radd रद्द कैंसल कैंसिल reduced lowered decreased "
                         "घटाकर घटा ghatakar ghata cut".split())
#: "cut" is past only after "was", "were", "had" or "been" ("Butter was cut to 12 (our change to O6 on 19 Jan)",
#: corpus_probes52_ta en-s3049: read as a cut asked again beside the dispute of the bill; not "Cut it, it was late").
_CUT, _HAD_BEFORE = fold("cut"), frozenset(fold(w) for w in "was were had been".split())
#: The past perfect: a verb of done, then "tha" ("kar diya tha", "रद्द किया था", "cancel ho gaya tha"; not "cancel
#: the …", nor "cancel karna tha", was to cancel).
_DONE = frozenset(fold(w) for w in "diya diye di kiya kiye ki gaya gaye gayi gyi gai hua hui hue karaya karwaya "
                  "दिया दिए दी किया किए की गया गए गई गयी हुआ हुई हुए कराया करवाया".split())
_HAD = frozenset(fold(w) for w in "tha thi the था थी थे".split())


class CancelledBeforeMixin:
    """Drops cancels told as done before (module docstring). Needs the reader's tokens, clauses, cues, mentions
    and order ids; run on the finished ``Reading`` before the cancel's last look (``lang.take_backs``)."""

    def _done_before_clauses(self) -> set[int]:
        """The clauses that tell a cancel as done before: each a clause index of ``self.clause_span``."""
        done: set[int] = set()
        seen: set[int] = set()  # each clause looked at once (linear in the message)
        for c in self.cues:
            if "cancel" not in c.kinds or c.clause in seen:
                continue
            seen.add(c.clause)
            lo, hi = self.clause_span[c.clause]
            toks = self.tokens[lo:hi]
            if any(t.kind == "sym" and t.text == "?" for t in toks):
                continue
            keys = [t.key for t in toks if t.kind == "word"]
            at = next((k for k, w in enumerate(keys) if w in _CANCEL_WORDS), None)
            if at is None:
                continue
            english = keys[at] in _PAST_FORMS and not _PAST_MARKS.isdisjoint(keys) or keys[at] == _CUT and at > 0 and \
                keys[at - 1] in _HAD_BEFORE
            after = keys[at + 1:at + 7]  # ("O3 ghata ke 8 case kar diya tha": the count and its unit between)
            hindi = any(a in _DONE and b in _HAD for a, b in zip(after, after[1:]))
            if english or hindi:
                done.add(c.clause)
        return done

    def _cancels_done_before(self, reading: Reading) -> Reading:
        """``reading`` without the cancels told as done before; refused (``ambiguous_intent.told_past``) when
        nothing else is left. Unchanged when no cancel is read or none is told as done."""
        if not reading.readable or not any(i.kind == "cancel" for i in reading.intents):
            return reading
        done = self._done_before_clauses()
        if not done:
            return reading
        live = {c.clause for c in self.cues if "cancel" in c.kinds} - done

        by_sku: dict[str, list[int]] = {}
        for m in self.mentions:
            by_sku.setdefault(m.sku, []).append(m.first)
        by_id: dict[str, list[int]] = {}
        for p, ident in self.order_ids:
            by_id.setdefault(ident, []).append(p)

        cued = {c.clause for c in self.cues if c.kinds - {"neutral"}}

        def told_only_before(intent) -> bool:  # (goods named again only in a clause asking nothing are news:
            spots = by_sku.get(intent.sku, []) if intent.sku is not None else by_id.get(intent.order_id, [])
            spots = [p for p in spots if self.clause_of[p] in cued] or spots  # "Coke sold out by evening anyway")
            return bool(spots) and all(self.clause_of[p] in done for p in spots) or not live and not spots

        dropped = [i for i in reading.intents if i.kind == "cancel" and told_only_before(i)]
        if not dropped:
            return reading
        intents = [i for i in reading.intents if not any(i is d for d in dropped)]
        if not intents:
            first = dropped[0]
            ident = first.order_id or next((m.text for m in self.mentions if m.sku == first.sku), first.sku or "")
            at = next(c for c in self.cues if "cancel" in c.kinds and c.clause in done)
            lo, hi = self.clause_span[at.clause]
            word = next((t.text for t in self.tokens[lo:hi] if t.kind == "word" and t.key in _CANCEL_WORDS),
                        self.tokens[at.pos].text)  # ("reduced", "घटाकर": the cut's own word, not "order")
            w = why("ambiguous_intent.told_past", id=ident, word=word)
            return Reading.refused(w, self.language, intent="cancel", order_id=first.order_id)
        skus = {i.sku for i in intents if i.sku}
        head = intents[0]
        return reading.model_copy(update={"intents": intents, "intent": head.kind,
                                          "items": [r for r in reading.items if r.sku in skus],
                                          "order_id": head.order_id if reading.order_id else None})
