"""Counts of an order changed (part of reading, ``lang.compose``): a cancel that names an item takes out the count
it says ("cancel 12 of the 48 Pepsi", "from 6 trays to 4 trays": 2 trays), and a named order's count raised is an
order of the difference added to it ("Increase O531 sugar from 30 to 50 kg", "O632 में चावल 40 से बढ़ाकर 60 किलो
कर दो": 20 kg, ``lang.act_turns`` marks the clause)."""
from __future__ import annotations

from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.acts import NEGATIONS
from lang.count_apart import packs_with_a_size
from lang.cut_to import cut_down_to
from lang.count_turns import only_said, turned_to
from lang.made_on_order import made_new_first, made_turn
from lang.units import price_per_selling_unit

#: "to" before the count an order is cut down to (not the count cut).
_TO = frozenset(fold(w) for w in "to tak तक".split())
#: Arrows between two counts of a change ("3 cases → 1 case").
_ARROWS = frozenset(("→", "⟶", "➡"))


#: Words that make a count the only one wanted ("10 packet only", "बस 12 पैकेट", "sirf 15").
_ONLY = frozenset(fold(w) for w in "only just bas बस sirf सिर्फ़ सिर्फ".split())


#: Words that keep the rest as it is ("baaki waisa hi rehne do", "बाकी जैसा है वैसा रहने दो", "rest stays").
_AS_IS = frozenset(fold(w) for w in "waisa waise vaisa vaise jaisa jaise same वैसा वैसे जैसा जैसे stays".split())


#: "hi" between "the same" and its keep ("waisa hi rehne do", "वैसा ही रहने दो").
_HI = frozenset(fold(w) for w in "hi ही".split())


#: "all" between a cancel word and its count ("Bread: cancel all 20").
_ALL_WORDS = frozenset(fold(w) for w in "all sab saare sare poore pure सब सारे पूरे".split())


class CountChangesMixin:
    """A cancel's count and a raised count, from the line's figures."""

    def _rest_as_is(self) -> None:
        """A chunk that opens with "the rest" and keeps it as it is ("O86 mein doodh 60 se 40 packet kar do, baaki
        waisa hi rehne do") holds no cancel: its "rehne do" keeps, where "chawal rehne do" would drop the rice.
        Its cues leave. One pass over the words and one over the cues."""
        if _AS_IS.isdisjoint(self._keys):
            return
        if self.order_ids:  # "Order O99 mein Colgate 36 se 24 kar do, Surf Excel same rehne do": Surf Excel kept as
            same = {c.chunk for c in self.cues if c.kinds == {"reject"} and self._as_is_before(c.pos)}  # it is, its
            if same:  # goods context (lang.compose), neither refused nor ordered
                self.cues = [c for c in self.cues if not (c.kinds == {"reject"} and c.chunk in same)]
                self.left_out = getattr(self, "left_out", set()) | {
                    m.first for m in self.mentions if self.chunk_of[m.first] in same}
        if REST_WORDS.isdisjoint(self._keys):
            return
        firsts: dict[int, str] = {}
        as_is: set[int] = set()
        for k, w in enumerate(self._words):
            if w:
                firsts.setdefault(self.chunk_of[k], w)
                if w in _AS_IS:
                    as_is.add(self.chunk_of[k])
        rest = {ch for ch in as_is if firsts.get(ch) in REST_WORDS}
        if rest:
            self.cues = [c for c in self.cues if c.chunk not in rest]

    def _as_is_before(self, pos: int) -> bool:
        """A word of "the same" right before ``pos`` ("same rehne do", "वैसा ही रहने दीजिए", "waisa hi rehne do")."""
        k = pos - 1 - (self._word(pos - 1) in _HI)
        return self._word(k) in _AS_IS

    def _cancel_line(self, line: _Line) -> Intent:
        """A cancel that names an item, not an order id: the desk cancels the one open order that matches."""
        if line.mention.ambiguous:
            names = ", ".join(self.cat.by_sku(s).item for s in line.mention.candidates)
            raise _Fail(why("ambiguous_item.which", text=line.mention.text, items=names), "cancel")
        item = self.cat.by_sku(line.mention.sku)
        return self._cancel_line_units(line, item, self._counts_of(line))

    def _counts_of(self, line: _Line) -> list[_Fig]:
        """The counts a change of the line's goods states, in the order written ("from 20 packets to 12", "cancel
        12 of the 48 Pepsi", "४० की जगह ३० पैकेट"). A count of packs with no fixed size is a count only when the
        goods have that pack ("cancel 5 bundles of matchbox": 50, ``market/data/trade_units.csv``; atta's bags are
        its packets); any other ("cancel 3 boxes of ghee") raises _Fail (``no_quantity.no_fixed_size``) — the cut
        had been read as the whole line (the sealed set of the twenty-seventh session, f8033)."""
        bads = [f for f in line.figs if f.kind == "badqty"]
        counted = []
        if bads and not any(f.kind == "qty" for f in line.figs) and not line.mention.ambiguous:
            counted = [packs_with_a_size(self, f, self.cat.by_sku(line.mention.sku)) for f in bads]
            if None in counted:
                raise _Fail(bads[counted.index(None)].note, "cancel")
        # "cancel 5 of the 10 bags of atta" (the part said bare: the walk of session 53 had cancelled all 10), "reduce
        # atta from 10 (bags) to 5 bags" (REASON54): atta's bags are its packets, read on below as counts of it
        qs = counted or [f for f in line.figs if f.kind == "qty"] or [
            _Fig("qty", f.value, f.pos, f.end, unit=f.unit, clause=f.clause) for f in line.figs
            if f.kind == "size" and self._sym(f.pos - 1) == "(" and self._is_many(f, line)]  # "tamatar (10 kg) poora
        # cancel", "cancel the tomatoes entirely (20 kg)": the line's count in brackets, not a pack's size
        if any(self._whole_of(f) for f in qs):  # "cancel 20 of the 50 kg … send the remaining 25 kg": the rest is
            qs = [f for f in qs if not self._said_rest(f)] or qs  # no count cut ("cancel the remaining 20 kg" is)
        bares = [f for f in line.figs if f.kind == "bare" and f.pos < line.pos]
        if not qs and bares and bares[-1].end == line.pos:  # "cancel 12 of the 48 Pepsi", "बारह अगरबत्ती हटा दो":
            qs = [_Fig("qty", f.value, f.pos, f.end, clause=f.clause) for f in bares[-2:]]  # counts of the item
        after = [f for f in line.figs if f.kind == "bare" and f.pos > line.pos]
        if not qs and not bares and len(after) == 1 and (self._sym(after[0].pos - 1) == "(" or any(
                "cancel" in c.kinds and line.pos < c.pos and c.end <= after[0].pos <= c.end + 1 and (
                    after[0].pos == c.end or self._word(c.end) in _ALL_WORDS) for c in self.cues)):
            qs = [_Fig("qty", after[0].value, after[0].pos, after[0].end, clause=after[0].clause)]  # "Bread: cancel
            # fully (10)": the count cancelled, said in brackets; "Bread: cancel all 20", "Bread: cancel 20" (holdout41)
        if len(qs) == 1:  # "from 20 packets to 12": the bare number after "to" is in the same unit
            to = next((f for f in line.figs if f.kind == "bare" and f.pos > qs[0].pos and self._changes_to(qs[0], f)),
                      None)
            if to is not None:
                qs.append(_Fig("qty", to.value, to.pos, to.end, unit=qs[0].unit, clause=to.clause))
                self.used_pos.add(to.pos)
            was = next((f for f in line.figs if f.kind == "bare" and f.end <= qs[0].pos and self._changes_to(f, qs[0])),
                       None) if to is None else None
            if was is not None:  # "४० की जगह ३० पैकेट", "30 ki jagah 20 kilo": the unit said once, after both
                qs.insert(0, _Fig("qty", was.value, was.pos, was.end, unit=qs[0].unit, clause=was.clause))
                self.used_pos.add(was.pos)
            elif to is None:  # "cancel 20 of the 50 packets", "50 packet me se 20 cancel": the part, said bare
                part = self._part_said_bare(line, qs[0])
                if part is not None:
                    qs.insert(0 if part.pos < qs[0].pos else 1, part)
        return qs

    def _said_rest(self, f: _Fig) -> bool:
        """``f`` follows a word of "the rest" ("the remaining 25 kg", "बाकी 25 किलो", "baaki 30")."""
        k = f.pos - 1 - (self._word(f.pos - 1) == "the")
        return self._word(k) in REST_WORDS or self._word(f.pos - 1) in REST_WORDS

    def _rest_agrees(self, line: _Line, item, wholes: list, units: int, rest: list) -> None:
        """A part cancelled from a whole beside the rest said ("cancel 20 of the 50 kg … send the remaining 25 kg"):
        the whole less the part must be the rest, else ``contradictory.part_and_rest`` (corpus_probes51_cb o3036);
        ``rest``: the figures said after a word of the rest; one said bare is in the whole's unit ("the remaining 30")."""
        if len(wholes) != 1 or len(rest) != 1 or units is None:
            return
        whole, count = wholes[0]
        left = to_selling_units(rest[0].value, rest[0].unit or whole.unit or default_unit(item), item)[0]
        if count is not None and left is not None and count - units != left:
            raise _Fail(why("contradictory.part_and_rest", item=item.item, n=self._fig_text(whole),
                            m=self._fig_text(rest[0]), n2=count - units), "cancel")

    def _part_said_bare(self, line: _Line, whole: _Fig) -> _Fig | None:
        """The bare number a cancel takes out of ``whole`` in its unit: before "of (the)" and the whole ("cancel
        20 of the 50 packets of Surf Excel": 20 packets), or after the whole and "में से" / "me se" ("50 पैकेट में से
        20 रद्द", "50 packet me se 20 cancel"); else None. Holdout177 c3047 had cancelled all 50."""
        if not self._whole_of(whole):
            return None
        for f in line.figs:
            if f.kind != "bare" or f.value >= whole.value:
                continue
            between = [self._word(k) for k in range(f.end, whole.pos)] if f.end <= whole.pos else \
                [self._word(k) for k in range(whole.end, f.pos)]
            if f.end <= whole.pos and between in (["of"], ["of", "the"]) or whole.end <= f.pos and between and \
                    between[-1] in _FROM_WHOLE and len(between) <= 4:
                return _Fig("qty", f.value, f.pos, f.end, unit=whole.unit, clause=f.clause)
        return None

    def _raised_line(self, line: _Line) -> Intent:
        """An order of the difference when a named order's count is raised ("Increase O531 sugar from 30 to 50 kg",
        "O632 में चावल 40 से बढ़ाकर 60 किलो कर दो": 20 kg added to O531, O632); raises ``ambiguous_intent`` when
        the two counts do not say it."""
        item = self.cat.by_sku(line.mention.sku)
        qs = self._counts_of(line)
        counts = [to_selling_units(f.value, f.unit or default_unit(item), item)[0] for f in qs]
        if len(qs) == 2 and self._new_first(qs[0], qs[1]):
            counts = counts[::-1]
        if len(qs) != 2 or None in counts or counts[1] <= counts[0]:
            raise _Fail(why("ambiguous_intent.quantity_change", item=item.item), "order")
        self.used_pos.update(f.pos for f in qs)
        ids = self._ids_for(self.order_ids, line.clause) if self.order_ids else []
        prices = [f for f in line.figs if f.kind == "price" and f.unit]  # "increase from 3 peti to 5 peti, at the same
        per = price_per_selling_unit(prices[0].value, prices[0].unit, item) if len(prices) == 1 else None  # ₹120 per peti"
        if per is not None:  # (session 51, probes51_cb o3016: the raise at its rate had been refused, "what is ₹120 for?")
            self.used_pos.add(prices[0].pos)
        return Intent(kind="order", sku=item.sku, quantity=counts[1] - counts[0], order_id=ids[0] if ids else None,
                      unit_price_paise=_paise(per) if per is not None else None)

    def _cancel_line_units(self, line: _Line, item, qs: list[_Fig]) -> Intent:
        """The cancel of a line: the units it takes out of ``qs`` (``_counts_of``), with the order named."""
        units = None
        rest = [f for f in line.figs if f.kind in ("qty", "bare") and self._said_rest(f)]  # "the remaining 25 kg"
        if qs:
            counts = [to_selling_units(f.value, f.unit or default_unit(item), item)[0] for f in qs]
            new_first = len(qs) == 2 and self._new_first(qs[0], qs[1])  # "3 trays instead of 5"
            if new_first:
                counts = counts[::-1]
            if len(qs) == 2 and None not in counts and counts[0] <= counts[1] and self._changes_to(qs[0], qs[1]):
                raise _Fail(why("ambiguous_intent.not_fewer", item=item.item,  # "from 100 kg to 150 kg": no cut
                                text=f"{self._fig_text(qs[0])} → {self._fig_text(qs[1])}"), "cancel")
            if len(qs) == 1:  # "10 packet only not 16": the count denied said bare, in the same unit
                qs = qs + [_Fig("qty", f.value, f.pos, f.end, unit=qs[0].unit, clause=f.clause) for f in line.figs
                           if f.kind == "bare" and self._word(f.pos - 1) in NEGATIONS][:1]
                counts = [to_selling_units(f.value, f.unit or default_unit(item), item)[0] for f in qs]
            denied = self._denied_count(qs) if len(qs) == 2 and None not in counts else None
            if denied is not None and counts[denied] > counts[1 - denied]:  # "we want 10 packets only, not 16",
                units = counts[denied] - counts[1 - denied]  # "20 पैकेट नहीं चाहिए बस 12 पैकेट": 6 and 8 go
            elif len(qs) == 2 and None not in counts and counts[0] > counts[1] and self._changes_to(qs[0], qs[1]):
                units = counts[0] - counts[1]  # "from 6 trays to 4 trays", "6 tray ki jagah 4 tray": 2 trays go
            else:  # "cancel 5 kg of the 20 kg paneer", "20 kg paneer … usme se 5 kg cancel": the part cancelled
                if not hasattr(self, "_cancel_at"):
                    self._cancel_at: dict[int, list[int]] = {}
                    for c in self.cues:
                        if "cancel" in c.kinds:
                            self._cancel_at.setdefault(c.clause, []).append(c.pos)
                at = self._cancel_at.get(line.clause) or [line.pos]
                chosen = min(zip(qs, counts), key=lambda e: min(abs(e[0].pos - p) for p in at))
                from_how_many = _Fail(why("ambiguous_intent.set_count", item=item.item, text=self._clause_text(
                    line.clause)), "cancel")  # (session 55: had asked "what is 5 bags for?" — the count was said)
                units = chosen[1]  # ("reduce the rice in O12 to 30 kg": from how many? lang.cut_to asks)
                if self._word(chosen[0].pos - 1) in _TO:  # "Reduce sugar to 10 kg in O1 (from 25 kg)": 10 kg is
                    units = cut_down_to(self, chosen, list(zip(qs, counts)), lambda f: from_how_many)  # what is left
                    # (lang.cut_to)
                qs = [f for f in qs if f is chosen[0] or self._whole_of(f) or units != chosen[1]]  # "of the 20 kg"
                self._rest_agrees(line, item, [(f, c) for f, c in zip(qs, counts) if f is not chosen[0]
                                               and self._whole_of(f)], units, rest)
        self.used_pos.update(f.pos for f in qs)
        ids = self._ids_for(self.order_ids, line.clause) if self.order_ids else []
        return Intent(kind="cancel", sku=item.sku, quantity=units, order_id=ids[0] if ids else None)

    def _named_in_cancel(self) -> bool:
        """Some item is named in a chunk with a cancel word (computed once)."""
        if not hasattr(self, "_cancel_named"):
            self._cancel_named = any(self.chunk_of[m.first] in self.cancel_chunks for m in self.mentions)
        return self._cancel_named

    def _whole_of(self, f: _Fig) -> bool:
        """A quantity named as the whole a part is cancelled from: "of the 20 kg", "20 kg … usme se"."""
        before = (self._word(f.pos - 2), self._word(f.pos - 1))
        after = {self._word(k) for k in range(f.end, min(f.end + 4, self.n))}
        return before[1] == "of" or before == ("of", "the") or bool(after & _FROM_WHOLE)

    def _new_first(self, a: _Fig, b: _Fig) -> bool:
        """"3 trays instead of 5", "3 rather than 5": the new count before the old."""
        return any(self._word(k) in ("instead", "rather") for k in range(a.end, b.pos)) or made_new_first(self, a, b)

    def _changes_to(self, a: _Fig, b: _Fig) -> bool:
        """Two quantities of a change: "from A to B", "A ki jagah B", "A की जगह B", "A instead of B" reversed."""
        between = {self.tokens[i].key for i in range(a.end, b.pos) if self.tokens[i].kind == "word"}
        arrow = any(self.tokens[i].kind == "sym" and self.tokens[i].text in _ARROWS for i in range(a.end, b.pos))
        return bool(between & (_CHANGE_WORDS | _RAISE_WORDS)) or bool(between) and between <= _FROM_ONLY or arrow or \
            self._was_then_made([a, b]) or turned_to(self, a, b) or made_turn(self, a, b)  # "4 peti → 2 peti", "10 tray ande the, 6 tray kar
        # do" (lang.act_turns); "10 packets make it 6 packets", "4 trays -> 2 trays", "6 ट्रे में से सिर्फ़ 4 ट्रे भेजना"

    def _count_changed_line(self, line: _Line, cues: list[_Cue] | None = None) -> Intent | None:
        """A line of a named order whose own words change its count ("O757 ke baare mein: aloo 40 se ghata ke 25 kg
        kar dijiye aur tamatar … cancel"): a cancel of the difference to fewer, an order of it to more, beside the
        clause's other requests; None when the line states no such change or names no order. ``cues``: the line's
        intent words, when given — an order word's alone, or none and a word of "only" in the line's sentence ("O16
        eggs 4 trays -> 2 trays only", ``lang.count_turns``; not "## O88 / 1. Sugar: 30 kg → 20 kg", a list)."""
        kinds = {k for c in cues for k in c.kinds} if cues is not None else {"order"}
        if not self.order_ids or line.mention.ambiguous or kinds != {"order"} and (kinds or not only_said(self, line)):
            return None
        item = self.cat.by_sku(line.mention.sku)
        qs = [f if f.kind != "badqty" else packs_with_a_size(self, f, item) for f in line.figs
              if f.kind in ("qty", "bare", "badqty")]  # "atta 10 बैग की जगह 5 बैग": atta's bags are its packets
        if None in qs or len(qs) != 2 or qs[1].pos - qs[0].end > 4 or self.chunk_of[qs[0].pos] != self.chunk_of[qs[1].pos] or \
                not self._changes_to(qs[0], qs[1]) or not self._ids_for(self.order_ids, line.clause):
            return None  # (not "(अभी 18 पैकेट पड़े हैं), तो O38 से मक्खन के 10 पैकेट हटा दीजिए": stock, then a cut)
        unit = next((f.unit for f in qs if f.unit), None) or default_unit(item)  # "2 trays instead of 4": trays
        counts = [to_selling_units(f.value, f.unit or unit, item)[0] for f in qs]
        if self._new_first(qs[0], qs[1]):
            counts = counts[::-1]
        if None in counts or counts[0] == counts[1]:
            return None
        self.used_pos.update(f.pos for f in qs)
        ident = self._ids_for(self.order_ids, line.clause)[0]
        return Intent(kind="cancel" if counts[0] > counts[1] else "order", sku=item.sku,
                      quantity=abs(counts[0] - counts[1]), order_id=ident)

    def _is_many(self, f: _Fig, line: _Line) -> bool:
        """A size figure that is more than one selling unit of the line's item ("(10 kg)" of tomatoes sold by the
        kg; not "atta (5 kg)", the pack itself)."""
        units, _ = to_selling_units(f.value, f.unit, self.cat.by_sku(line.mention.sku)) if f.unit else (None, None)
        return units is not None and units > 1

    def _denied_count(self, qs: list[_Fig]) -> int | None:
        """Of two counts, the index of the one said not to be wanted beside the other said as the only one ("10
        packet only not 16", "20 पैकेट नहीं चाहिए बस 12 पैकेट", "24 packet nahi bas 15"), else None."""
        def near(f: _Fig, words: frozenset) -> bool:  # the word right before or right after the count
            return self._word(f.pos - 1) in words or self._word(f.end) in words
        denied = [k for k, f in enumerate(qs) if near(f, NEGATIONS)]
        only = [k for k, f in enumerate(qs) if near(f, _ONLY)]
        return denied[0] if len(denied) == 1 and only == [1 - denied[0]] else None
