"""Packs in a line: a size beside the item's name names the item; a container's stated contents multiply.

Two rules of stage 4 that look at the quantities of one item line:

- ``_pack_sizes``: a weight or volume right beside the item's name that is its
  pack ("Tata Salt 1 kg — send 40") names the item, not a quantity;
- ``_contents``: a count of containers with their contents stated ("5 cartons
  of 48 packets", "2 boxes (96 packets each)", "10 cartons, 24 packets per
  carton", "4 डिब्बे भेजो, एक डिब्बे में 96 पैकेट", "10 पैकेट (हर पैकेट में 10
  डिब्बी)", "4 carton (48 packet wale)", "३ डिब्बे (९६ वाले)", "10 dabbe (1 dabba = 48 packet)") is count × contents; the contents figure is then used. Without a
  word tying the two ("of", "each", "per", "har … mein", "has") nothing is
  multiplied, and the unexplained figure makes the verify stage refuse.
"""
from __future__ import annotations

from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.units import COUNTED_CONTAINERS, SACK_KG, exact_ratio

#: Words that tie a container count to its contents.
_TIE_BEFORE = frozenset(fold(w) for w in "of each har हर ek एक has have contains containing having with mein में me "
                        "per prati प्रति".split())
_EVERY = frozenset(fold(w) for w in "each every har हर ek एक per prati प्रति".split())
_TIE_AFTER = frozenset(fold(w) for w in "each per prati प्रति har हर a an".split())  # "24 bottles a case"
_COUNTS = ("packet", "case", "piece", "sack", "tray", "dozen")
#: "4 carton (48 packet wale)", "३ डिब्बे (९६ वाले)", "1 dabba 96 wala": the contents of each container.
_TINS = frozenset(fold(w) for w in "tin tins टिन peepa pipa पीपा canister canisters".split())
#: "li"/"ली" is the litre's short form, and also "took" ("₹102 mein li thi", "आपसे ली थी"): with a tense after it, the verb.
_TOOK = frozenset(fold(w) for w in "li ली".split())
_TENSE = frozenset(fold(w) for w in "thi tha the hai hain थी था थे है हैं".split())
_WALA = frozenset(fold(w) for w in "wala wale wali vala vale vali वाला वाले वाली".split())
#: Words of goods sent beside others ("along with", "saath mein", "साथ में"): no contents tie.
_ALONG = frozenset(fold(w) for w in "along together saath sath साथ alongwith".split())


def _same_container(a: str, b: str) -> bool:
    """Two words of one container ("dabba"/"dabbe", "carton"/"cartons", "डिब्बा"/"डिब्बे"): its count and its one."""
    return a == b or a in UNKNOWN_CONTAINERS and b in UNKNOWN_CONTAINERS and a[:3] == b[:3]


class PacksMixin:
    """Packs in a line: pack sizes beside the name, and containers' stated contents."""

    def _pack_sizes(self, line: _Line, item: Item, kinds: set[str]) -> None:
        """A weight or volume right beside the item's name that is its pack ("Tata Salt 1 kg — send 40",
        "Send 3 cases of Amul butter 100 g", "Tata Tea 250 g — rate?") names the item, not a quantity.

        It is one when the line has another quantity or a bare number, or when
        the line asks or bargains (no order words); "Send 5 kg atta" stays one packet.
        """
        for f in line.figs:  # "₹2,100 per bori (50 kg)?": the sack's own weight, no count (breaker S: 50 kg asked)
            if f.kind == "qty" and f.unit == "kg" and f.pos >= 2 and self._sym(f.pos - 1) == "(" and UNIT_WORDS.get(
                    self._word(f.pos - 2)) == "sack" and f.value == SACK_KG:
                f.kind = "size"
                self.used_pos.add(f.pos)
        if not hasattr(self, "_mention_edges"):  # (ends, starts) of every mention, by item, built once
            self._mention_edges: dict = {}
            for m in self.mentions:
                ends_, starts_ = self._mention_edges.setdefault(m.candidates, (set(), set()))
                ends_.add(m.last)
                starts_.add(m.first)
        ends, starts = self._mention_edges.get(line.mention.candidates, ({line.mention.last}, {line.mention.first}))
        sizes = []
        for f in line.figs:
            if f.kind != "qty" or f.unit not in ("kg", "g", "l", "ml") or f.note:
                continue
            beside = f.pos in ends or f.pos - 1 in ends or f.end in starts or f.end + 1 in starts or (
                f.end + 2 in starts and self._word(f.end) == "the")
            factor = selling_units_per(f.unit, item) if beside else None
            if factor is not None:
                num, den = exact_ratio(f.value)
                if factor.numerator * num == factor.denominator * den:  # factor × value == 1: one selling unit
                    sizes.append(f)
        if not sizes:
            return
        at: dict[int, list[_Fig]] = {}  # equal figures share their position: compare only there (linear)
        for s in sizes:
            at.setdefault(s.pos, []).append(s)
        others = [f for f in line.figs if f.kind in ("qty", "bare", "badqty") and f not in at.get(f.pos, ())]
        if others or not kinds & {"order"}:
            for f in sizes:
                f.kind = "size"

    def _contents(self, line: _Line, q: _Fig | None, item: Item) -> _Fig | None:
        """A count of containers whose contents are stated right after it: the count times the contents."""
        tins = q is not None and q.kind == "badqty" and self._word(q.end - 1) in UNKNOWN_CONTAINERS  # "2 tins of
        # 15 litres each", "3 bags of rice (25 kg each)", "10 crates (12 packets in each crate)": stated contents
        if q is None or not tins and (q.kind != "qty" or q.unit not in _COUNTS or q.note == "contents"):
            return q
        for f in line.figs:
            if f.pos <= q.pos or f.clause != q.clause or f.kind not in ("qty", "size", "bare") or f.pos - q.end > 12:
                continue
            wala = self._word(f.end) in _WALA
            if f.kind == "bare" and not wala and (f.pos - 1 < 0 or self._word(f.pos - 1) not in _TIE_BEFORE):
                continue
            words = [k for k in range(q.end, f.pos) if self.tokens[k].kind == "word"]
            if any(self.tokens[k].key in _CHANGE_WORDS for k in words):
                continue  # "6 trays of eggs instead of 4": a change of count, not 4 in each tray
            if any(self.tokens[k].key in _ALONG for k in words):  # "15 packs along with 24 Lifebuoy soaps", "12
                continue  # पैकेट भेजें, साथ में 48 लाइफ़बॉय साबुन": goods beside, not 24 in each pack (holdout44: 360 soaps)
            last = self.tokens[words[-1]].key if words and words[-1] >= f.pos - 2 else ""
            in_each = self._word(f.end) == "in" and self._word(f.end + 1) in _EVERY  # "12 packets in each crate"
            tied = wala or in_each or last in _TIE_BEFORE or self._word(f.end) in _TIE_AFTER or any(  # "of 48", "48 each/per carton"
                self.tokens[k].key in _EVERY and (self._word(k + 1) in UNIT_WORDS or self._word(k + 1) in
                                                 UNKNOWN_CONTAINERS) for k in words
            ) or self._times_in_brackets(q, f) or tins and f.note == "each"  # "har peti mein", "2 case Surf Excel (1kg
            # x 12)", "2 tins of mustard oil, 15 litres each" (a tin's count is no quantity, so "each" ends the figure)
            equal = not tied and self._sym(f.pos - 1) == "="  # "(1 dabba = 48 packet)": with its one container only
            if not tied and not equal:
                continue
            unit = f.unit or default_unit(item)
            if tins and f.unit is None and self._word(q.end - 1) not in COUNTED_CONTAINERS:
                continue  # a tin's contents need their unit ("of 15 litres")
            if to_selling_units(f.value, unit, item)[0] in (None, 1):
                continue  # not a count of the item, or its own pack ("2 cases of Coca-Cola 750 ml")
            ones = [g.pos for g in line.figs if q.pos < g.pos < f.pos and g.kind == q.kind and g.value == 1
                    and g.unit == q.unit and (q.kind == "qty" or _same_container(self._word(g.end - 1), self._word(
                        q.end - 1)))]  # "ek peti mein 48", "एक क्रेट में 12", "10 dabbe … 1 dabba mein 48": the one container
            if len(ones) != len([g for g in line.figs if q.pos < g.pos < f.pos and g.kind not in ("hint", "size")]) or (
                    equal and not (ones and ones[-1] < f.pos - 1 and self._sym(f.pos - 1) == "=" and all(
                        self.tokens[k].kind == "word" for k in range(ones[-1] + 1, f.pos - 1)))):
                continue  # (not "10 boxes of Parle-G = 480 packets": the total, not each box's)
            self.used_pos.update((q.pos, f.pos, *ones))
            self.contents_pos.update((q.pos, f.pos, *ones))
            end = f.end + (1 if wala else 3 if in_each else 2 if self._word(f.end) in _TIE_AFTER else 0)
            self.tie_tokens.update(range(q.end, end))  # "ek peti mein", "per carton": words of the tie
            self.contents_size[q.pos] = (q.unit, f.value, unit)
            return _Fig("qty", q.value * f.value, q.pos, q.end, unit=unit, clause=q.clause, note="contents")
        return q

    def _per_contents(self, q: _Fig | None, value: Fraction, unit: str | None) -> tuple[Fraction, str | None]:
        """A price ``value`` (rupees) per ``unit`` that is a container whose contents the line states: per unit of
        the contents ("2 cases of Coca-Cola, 24 bottles a case, ₹900 per case": ₹37.50 a bottle, not ₹75 a bottle by
        the catalogue's case of 12 — breaker H). Returns (value, unit), unchanged for any other price."""
        held = self.contents_size.get(q.pos) if q is not None else None
        return (value / Fraction(held[1]), held[2]) if held is not None and unit == held[0] != held[2] else (
            value, unit)  # (not "2 boxes (96 packets each) @ ₹11.50/packet": a box is counted in packets too)

    def _times_in_brackets(self, q: _Fig, f: _Fig) -> bool:
        """``f`` is the count of "(1kg x 12)" / "(12 × 1 kg)" in brackets opened after the container count ``q``."""
        opened = any(self._sym(k) == "(" for k in range(q.end, f.pos))
        return opened and (self._word(f.pos - 1) == "x" or self._sym(f.pos - 1) in ("x", "×", "*")
                           or self._word(f.end) == "x" or self._sym(f.end) in ("x", "×", "*"))

    def _small_figures(self) -> None:
        """"a kg of rice" (one kg), and unit words with no number ("per kg", "बोरी का") as unit hints."""
        covered = {k for f in self.figs for k in range(f.pos, f.end)}
        covered.update(k for figs in getattr(self, "refused_prices", {}).values() for f in figs for k in range(
            f.pos, f.end))  # "went from ₹128 to ₹138 a litre": the dropped price's "a litre" is no litre ordered
        covered.update(k for f in getattr(self, "found_figs", ()) if f.kind == "price" for k in range(f.pos, f.end))
        # ("Mehta Traders sells chana dal at ₹68 a kg. Can you do ₹66?": a price that left as another's keeps its "a kg")
        for i, key in enumerate(self._words):
            if key not in UNIT_WORDS and key not in ("a", "an"):
                continue  # (only "a"/"an", whose keys are "a"/"an", and unit words are looked at below)
            t = self.tokens[i]
            if t.kind != "word" or i in covered or i in self.item_tokens or i in self.taken:
                continue
            if t.text.lower() in ("a", "an"):
                unit, after = self._unit_at(i + 1)
                if unit is not None and unit != "ton" and not any(k in covered for k in range(i + 1, after)) and not (
                        unit in _COUNTS and self._word(i - 1) in UNIT_WORDS and i > 1 and self.tokens[i - 2].kind == "num"):
                    # (not "2 cases of Coca-Cola, 24 bottles a case": the case's contents, tied by "a")
                    self.figs.append(_Fig("qty", Decimal(1), i, after, unit=unit, clause=self.clause_of[i]))
                    covered.update(range(i, after))
                continue
            if t.key in UNIT_WORDS and len(t.text) > 1 and not (i > 0 and self.tokens[i - 1].kind == "num") and not (
                    t.key in _TOOK and self._word(i + 1) in _TENSE):
                self.figs.append(_Fig("hint", Decimal(0), i, i + 1, unit=UNIT_WORDS[t.key], clause=self.clause_of[i]))
