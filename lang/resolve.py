"""One item line to its intent: the kind by priority, quantities to selling units, prices to paise per selling unit."""
from __future__ import annotations

from lang.bag_sized import bags_sized
from lang.bare_count import count_not_price
from lang.accept_count import accept_and_order, accept_at_the_quote
from lang.count_before_goods import count_before_goods  # ("can you do 40 soap": 40 soaps, no bid)
from lang.own_pack import own_pack as _own_pack  # "90 बट्टी" of soap
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.sent_and_asked import sent_and_asked, sent_firmly
from lang.pack_counts import packs_counted
from lang.count_apart import packs_with_a_size
from lang.lot_or_unit import unit_not_lot
from lang.bill_amount_apart import bill_amount_apart
from lang.counts_not_lent import unknown_words
from market.trade_units import trade_unit

#: a price per selling unit is read only between these multiples of the item's MRP (the hand-labelled corpora's lie within
#: 0.7-1.9x, a supplier's floor near 0.6x); outside 1/4-3x it is on the wrong unit (a case, a tray, a quintal): refused.
_PLAUSIBLE = (Fraction(1, 4), Fraction(3))  # next: a word after a bare number calling it too dear ("86 too high")
_TOO_DEAR = frozenset(fold(w) for w in "zyada jyada ज़्यादा ज्यादा bahut बहुत too high steep mehenga mehnga महंगा".split())
_MULTI_PACKS = _PACKS = frozenset(("case", "dozen", "tray"))  # _PACKS: units of several selling units (a case of
# 12, a tray of 30): an unmarked price too low for them but near the MRP is the selling unit's ("2 peti Surf ₹85")
#: Units of many selling units in which a price is not quoted: a price beside them is per selling unit ("₹41 for 1 quintal")
_BULK = frozenset(("quintal", "ton", "sack"))
_PACK_OF = fold("of")
#: Packs whose contents follow "of" ("bundle of 10", "pack of 12"): in a rate asked, what a pack holds.
_PACK_HOLDERS = frozenset(fold(w) for w in "bundle bundles pack packs packet packets box boxes carton cartons case cases "
                   "strip strips dabba dabbe dibba dibbe डिब्बा डिब्बे peti पेटी tray trays".split())
_WALA = frozenset(fold(w) for w in "wala wale wali वाला वाले वाली".split())  # "12 wale dabbe ka rate": what one holds


class ResolveMixin:
    """One item line to its intent: the kind by priority, quantities to selling units, prices to paise per selling unit."""

    @staticmethod
    def _first_kind(kinds: set[str]) -> str | None:
        """The intent a set of intent words stands for, by PRIORITY (for reasons)."""
        return next((k for k in PRIORITY if k in kinds), "ask_quote" if "ask_quote_weak" in kinds else None)

    def _read_line(self, line: _Line, item: Item, cues: list[_Cue]) -> tuple[ItemReading, list[Intent]]:
        """The line's intent (step 5 of the module docstring), its figures, and the kernel intents."""
        self._pack_sizes(line, item, {k for c in cues for k in c.kinds})
        bags_sized(self, line, item)  # lang.bag_sized: "20 bags of sugar 1kg", "5 किलो वाले चावल के 10 बैग": packs of that size
        if relative := [f for f in line.figs if f.role == "relative"]:  # "reduce by ₹2/kg?": last price less ₹2
            one = next((g for g in line.figs if g.kind == "qty" and g.unit and g.value == 1 and relative[0].unit is None
                        and 0 <= relative[0].pos - g.end <= 1), None)  # "साबुन पर एक पीस ₹1 कम": the unit said before
            factor = selling_units_per((f := relative[0]).unit or (one.unit if one else default_unit(item)), item)
            if factor is None:
                raise _Fail(why("contradictory.change_unit", unit=f.unit, item=item.item), "offer")
            change = _paise(Fraction(f.value) / factor)
            if 2 * change > item.mrp_paise:  # "Please reduce ₹40 for rice" (MRP ₹43): by ₹40 or to ₹40? ask
                raise _Fail(why("no_price.how_much_lower", item=item.item), "offer")
            per = {g.pos for g in line.figs if g.kind == "qty" and g.unit == f.unit and g.value == 1 and 0 <= g.pos - f.end <=
                   3} | ({one.pos} if one else set())
            self.used_pos.update(per | {f.pos})  # ("₹20 less a peti": the change's unit, no count)
            counts = [g for g in line.figs if g.kind in ("qty", "badqty") and g.pos not in per]
            pack = len(counts) == 1 and counts[0].unit in ("kg", "g", "l", "ml") and (
                selling_units_per(counts[0].unit, item) or 0) * Fraction(counts[0].value) == 1  # "कोलगेट 100 ग्राम"
            if len(counts) == 1 and counts[0].kind == "qty" and not pack and not any(g.kind == "price" and g.role !=
                    "relative" and not (g.pos < f.pos and g.value > f.value) for g in line.figs):  # "Knock ₹4/kg off the
                # toor dal and we'll take 30 kg", "Ghee at ₹540 a litre — take ₹20 off and we'll book 12 litres"
                reading, intent = self._resolve(item, "offer", counts[0], counts, None, None, None)
                self.used_pos.add(counts[0].pos)
                return reading, [intent.model_copy(update={"price_change_paise": -change})]
            reading = ItemReading(sku=item.sku, item=item.item, unit=f.unit or default_unit(item))
            return reading, [Intent(kind="offer", sku=item.sku, price_change_paise=-change)]
        qtys = [f for f in line.figs if f.kind in ("qty", "badqty")]
        prices = bill_amount_apart(self, line, [f for f in line.figs if f.kind == "price"])  # (not a bill's ₹900)
        bares = [f for f in line.figs if f.kind == "bare"]
        hint = next((f.unit for f in line.figs if f.kind == "hint"), None)
        kinds = {k for c in cues for k in c.kinds if k in ITEM_INTENTS}

        def read_as(kind: str):
            q = qtys[0] if qtys else None
            near = [c.pos for c in cues if kind in c.kinds]
            p = self._pick_price(prices, near)
            rest = [f for f in bares if not (qtys and self._word(f.pos - 1) == "of" and self._word(f.pos - 2) == "instead")
                    and not (kind in ("offer", "accept") and self._word(f.end) in _TOO_DEAR)]  # (not "6 trays instead
            if kind != "order":  # "best price for matchboxes (bundle of 10)", "rate per box of 12": what a pack holds
                held = [f for f in rest if self._word(f.pos - 1) == _PACK_OF and self._word(f.pos - 2) in _PACK_HOLDERS
                        or self._word(f.end) in _WALA and self._word(f.end + 1) in _PACK_HOLDERS]
                self.used_pos.update(f.pos for f in held)
                rest = [f for f in rest if f not in held]
            if kind in ("offer", "accept"):  # of 4": the count it was; nor "Masoor 86 bahut zyada hai … 80 chalega?")
                counted = count_before_goods(self, line, rest, prices, kind, item.mrp_paise) if p is None and rest else None
                if p is None and rest and not counted:
                    p = self._pick_price([_Fig("price", f.value, f.pos, f.end) for f in rest], near)
                    rest = [f for f in rest if f.pos != p.pos]
                elif counted is not None and counted.pos > line.mention.last:  # ("… rate thik hain — 36 Surf Excel
                    rest = [f for f in rest if f.pos != counted.pos]  # bhej do": the count of the goods named again)
                if q is None and rest and (kind == "accept" or p is not None and (rest[0].clause == p.clause or any(
                        c.clause == rest[0].clause and "order" in c.kinds for c in cues))):  # "…₹112? Will take 20."
                    q = _Fig("qty", rest[0].value, rest[0].pos, rest[0].end)  # else verify asks what it is for
                    # ("Poha ₹40. Can you do 38?": 38 is no quantity)
            elif kind == "reject":  # a refusal takes no bare number ("44 mein nahi chalega, 42 karo"), but the one
                if p is None and len(rest) == 1 and rest[0].pos == line.mention.last and len(bares) == 1:
                    p = _Fig("price", rest[0].value, rest[0].pos, rest[0].end)  # right after its item: "masoor 82 nahi"
                    rest = []
                refused = getattr(self, "refused_prices", {}).get(line.chunk, ())
                if p is None and not prices and len(refused) == 1:  # "Laundry bar @ ₹11.80 — ❌ too high" beside a
                    p = refused[0]  # new price on another line: the price its own words refuse
            else:
                if q is None and rest:
                    q, rest = _Fig("qty", rest[0].value, rest[0].pos, rest[0].end), rest[1:]
                # a second bare number is no price of an order ("10 पैकेट (हर पैकेट में 10 डिब्बी)"): verify asks
            totals = [f for f in prices if f.mark == "total" and (p is None or f.pos != p.pos)]
            return q, p, (totals[0] if totals else None)

        def met(kind: str, q, p, t) -> bool:
            if kind == "order":
                return q is not None
            if kind in ("offer", "accept"):
                return p is not None or t is not None
            return True
        chosen = None
        fallback = self.fallback.get(id(line), [])
        if kinds and fallback and not any(met(k, *read_as(k)) for k in kinds):
            cues = cues + fallback  # "theek hai, chawal ₹38 kilo, deliver by 10": the accept of the clause
            kinds = {k for c in cues for k in c.kinds if k in ITEM_INTENTS}
        if not kinds:  # no intent words: READING.md's default
            q, p, t = read_as("order")
            if q is not None and not qtys and not prices and len(bares) == 1 and not any(f.kind in ("qty", "price") for f in
                    self.figs) and not count_not_price(self, item, bares[0], line.mention):  # (lang.bare_count: "40 दूध")
                raise _Fail(why("ambiguous_intent.bare_number", item=item.item, n=self._fig_text(bares[0])), None)
                # "Onion 34.": 34 kg or ₹34? no unit, price mark or intent word says, nor a list of goods with units around it ("1. Doodh – 100 packet 2. Dahi 400 g – 30": 30 packets)
            if q is not None:
                q = self._contents(line, q, item)
                self._plain_list(line, item, "order")  # "Isme se 2 tray ande kam kar dena": not an order
                chosen = ("order", q, p, t)
            elif prices or bares:
                q, p, t = read_as("offer")
                if p is not None or t is not None:  # "Masoor dal ₹78 per kg.": an offer, an acceptance or a note?
                    raise _Fail(why("ambiguous_intent.no_word", item=item.item), None)
                chosen = ("ask_quote", q, p, t)
            else:
                if not self.acts[line.clause].question and any(f.kind == "qty" and (
                        f.clause == line.clause or not any(c.kinds & {"ask_quote", "ask_quote_weak"} for c in self.cues))
                        for f in self.figs):  # also a list line with nothing: "- Potato: 30 kg / - Onion / - …"
                    raise _Fail(why("no_quantity.how_many", item=item.item, unit=default_unit(item)), "order")
                    # "Masoor and chana dal, 15 kg": 15 kg of each, or only of the chana? asked, not guessed
                if not self.acts[line.clause].question:
                    self._plain_list(line, item, "ask_quote")  # "Stock check karke batata hoon": no question
                chosen = ("ask_quote", q, p, t)
        elif "accept" in kinds and not prices and not bares and self._your_rate(line):
            chosen = ("accept", qtys[0] if qtys else None, None, None)  # "Your rates for haldi are acceptable"
        else:
            for kind in PRIORITY:
                if kind in kinds:
                    q, p, t = read_as(kind)
                    if met(kind, q, p, t):
                        chosen = (kind, q, p, t)
                        break
        if chosen is None:
            kind = next(k for k in PRIORITY if k in kinds)
            if kind == "accept" and (taken := accept_at_the_quote(self, item, line, cues, qtys)) is not None:
                return taken  # "> Eggs: ₹186 per tray / Eggs fine, 4 trays." (lang.accept_count)
            if kind in ("accept", "offer"):
                raise _Fail(why("no_price.what_price", item=item.item), kind)
            raise _Fail(why("no_quantity.how_many", item=item.item, unit=default_unit(item)), kind)
        kind, q, p, t = chosen
        asked_at = [c.clause for c in cues if kind in c.kinds]  # "Tomatoes ₹40? We don't want tomatoes, send 20 kg
        if kind != "reject" and "reject" in kinds and min(c.clause for c in cues if c.kinds == {"reject"}) > max(
                asked_at) and all(self.acts[c].question for c in asked_at if c in self.acts):  # onions": asked, then
            raise _Fail(why("contradictory.yes_and_no", item=item.item), kind)  # refused
        if kind == "accept" and q is None and any("order" in c.kinds and c.clause == line.clause and any(self.tokens[
                k].key in _SEND_WORDS for k in range(c.pos, c.end)) and not sends_other_goods(self, c, line) for c in cues + fallback):
            raise _Fail(why("no_quantity.how_many", item=item.item, unit=default_unit(item)), "order")  # "OK send it"
        q, p = packs_counted(self, line, self._contents(line, q, item), p, item)  # "5 cartons of 48 packets", "Tea 500 g × 4"
        if kind in ("accept", "offer"):  # "Theek hai, … ₹132 final": agreed or offered?
            if not hasattr(self, "_item_chunks"):
                self._item_chunks = {self.chunk_of[m.first] for m in self.mentions}
            near = cues + [c for c in fallback if c.chunk not in self._item_chunks]  # and words of no other item
            if any(c.kinds & {"accept", "offer"} == {"accept"} for c in near) and any(
                    c.kinds & {"accept", "offer"} == {"offer"} for c in near):
                raise _Fail(why("ambiguous_intent.agreed_and_offered", item=item.item), kind)
        self.used_pos.update(f.pos for f in (q, p, t) if f is not None)
        if kind in ("accept", "reject") and p is not None and any(line.pos <= r < p.pos and self.clause_of[r] == p.clause
                                                                  for r in self.reference_at) \
                and not any(kind in c.kinds and c.pos > p.pos for c in cues):  # "namkeen ₹40 not ok, ₹38", "bread ₹39 -
            kind = "offer"  # no, ₹37 only" beside others agreed: the price refused, then one of ours (breaker K)
        reading, intent = self._resolve(item, kind, q, qtys, p, t, hint)
        intents = [intent]
        if kind == "ask_quote" and "order" in kinds and q is not None and sent_firmly(self, cues):
            return sent_and_asked(self, item, q, qtys, cues, intent)  # "20 kilo cheeni bhejo, rate kya hai?"
        if kind == "accept" and "order" in kinds and intent.quantity and p is not None and min(
                c.pos for c in cues if "order" in c.kinds) < min(c.pos for c in cues if "accept" in c.kinds):
            intents = [intent.model_copy(update={"kind": "order"})]  # "Send thirty packets of poha. Rs.33 a packet
            # like last time is fine.": the goods asked first, then the terms they are asked on — an order at it
        elif kind == "accept" and intent.quantity:  # "Deal at ₹138. Please send 20 kg.", "Ghee at ₹520/kg fine. 10
            intents = accept_and_order(self, item, kinds, line, cues, intent, q, p, t, hint)  # litres." (lang.accept_count)
        return reading, intents

    def _restates(self, f: _Fig) -> bool:
        """A quantity said again in other words: in brackets or after "i.e." ("2 cases (24 bottles)")."""
        k = f.pos - 1
        while k >= 0 and self._sym(k) in (".", ","):
            k -= 1
        return self._sym(k) in ("(", "=") or self._word(k) in _RESTATE

    def _plain_list(self, line: _Line, item: Item, kind: str) -> None:
        """A line with no intent words is READING.md's default only when its clause is a plain list: names, figures,
        units, fillers, a count's own pack (``lang.own_pack``); another word ("kam kar dena"): refuse, don't guess."""
        k = next((k for k in unknown_words(self).get(line.clause, ()) if k not in self.tie_tokens and not (  # (once)
            _own_pack(self.tokens[k].key, item.item) and k and self.tokens[k - 1].kind == "num")), None)  # "90 बट्टी"
        if k is not None:
            raise _Fail(why("ambiguous_intent.unknown_word", text=self._clause_text(line.clause), item=item.item),
                        kind)  # (the sentence, not one stray word of it: "'This' — what …?" helped no one)

    @staticmethod
    def _pick_price(prices: list[_Fig], near: list[int]) -> _Fig | None:
        """The unit (or unmarked) price nearest the intent's words, else the last one."""
        units = [f for f in prices if f.mark != "total"]
        if not units:
            return None
        if len(units) == 1 or not near:
            return units[-1]
        near = sorted(near)  # the nearest intent word by bisection (every price against every word was quadratic)
        def gap(f: _Fig) -> int:  # noqa: E306
            k = bisect.bisect_left(near, f.pos)
            return min(abs(f.pos - near[j]) for j in (k - 1, k) if 0 <= j < len(near))
        return min(units, key=lambda f: (gap(f), -f.pos))

    def _each_unit(self, price: _Fig, q: _Fig, item: Item) -> str | None:
        """A price "each" beside a count of packs ("15 dozen eggs at ₹6.20 each", "5 trays at ₹180 each"): "piece"
        or the pack's unit when only that reading is within half to one and a half times the item's MRP, else None."""
        if not any(self._word(k) in _EACH for k in range(price.end - 1, price.end + 1)):
            return None
        per_pack, per_piece = selling_units_per(q.unit, item), selling_units_per("piece", item)
        if not per_pack or not per_piece or per_pack == per_piece:
            return None
        mrp = Fraction(item.mrp_paise, 100)
        value = Fraction(price.value)
        fits = [unit for unit, factor in (("piece", per_piece), (q.unit, per_pack))
                if mrp / 2 <= value / factor <= mrp * Fraction(3, 2)]
        return fits[0] if len(fits) == 1 else None

    def _bare_price_unit(self, price: _Fig, item: Item, kind: str) -> str | None:
        """The unit of a price stated with no unit and no quantity for goods sold in packs smaller than a kg or a
        litre (poha in 500 g packets, milk in 500 ml, curd in 400 g): "kg"/"l" when only the price per kg (litre)
        lies within ½–1½× the MRP ("Poha 62" is ₹31 a 500 g packet), None (per pack) when only that does; both
        (besan ₹98: ₹98 a packet or ₹49?) is asked, never guessed."""
        if item.unit != "packet":
            return None
        big = next((u for u in ("kg", "l") if selling_units_per(u, item) is not None), None)
        per_big = selling_units_per(big, item) if big else None
        if per_big is None or per_big <= 1:
            return None
        mrp = Fraction(item.mrp_paise, 100)
        value = Fraction(price.value) / Fraction(price.per)
        as_pack = mrp / 2 <= value <= mrp * Fraction(3, 2)
        as_big = mrp / 2 <= value / per_big <= mrp * Fraction(3, 2)
        if as_big and as_pack:
            raise _Fail(why("ambiguous_intent.price_unit", item=item.item, money=_rupees(value), unit=big,
                            sunit=item.unit), kind)
        return big if as_big and not as_pack else None

    def _pack_priced(self, price: _Fig, item: Item) -> bool:
        """A price said of the selling pack right after it ("₹88 का 100 ग्राम पैकेट", "₹88 ka 100 gram packet",
        "₹88 for a 100 g packet"): a pack size within three tokens after the price that is one selling unit."""
        for f in figs_between(self, price.end, price.end + 3):  # (lang.fig_index: not a scan a line)
            if f.kind == "size" and f.unit:
                units, _ = to_selling_units(f.value, f.unit, item)
                return units == 1
        return False

    def _resolve(self, item: Item, kind: str, q: _Fig | None, qtys: list[_Fig], price: _Fig | None,
                 total: _Fig | None, hint: str | None) -> tuple[ItemReading, Intent]:
        """Quantities to selling units and prices to paise per selling unit, or why not (READING.md)."""
        if price is not None and price.mark == "total" and total is None:
            price, total = None, price
        if price is None and total is not None and q is not None and q.unit in _BULK and total.unit is None:
            su = selling_units_per(q.unit, item)
            mrp = Fraction(item.mrp_paise, 100)
            if su and Fraction(total.value) / (su * Fraction(q.value)) < mrp / 4 and \
                    mrp / 4 <= Fraction(total.value) <= 3 * mrp:
                price, total = _Fig("price", total.value, total.pos, total.end, clause=total.clause), None  # "₹41 for
                # 1 quintal": too little for a total, a kg's price; unmarked, it is read per kg below
        if price is None and total is not None and q is not None and unit_not_lot(self, total, item, q):  # "₹37 for
            price, total = _Fig("price", total.value, total.pos, total.end, clause=total.clause), None  # 60 kg rice"
        counted = packs_with_a_size(self, q, item) if q is not None and q.kind == "badqty" else None
        q = counted or q  # "atta (5 kg) – 12 bags": packets; "माचिस: 5 बंडल": 5 bundles of 10 (lang.count_apart)
        if counted is not None and counted.unit == "piece" and (bundle := trade_unit(item.sku)) is not None:
            if price is not None and price.mark != "total" and any(
                    self._word(k) in _BUNDLE_WORDS for k in range(price.end, min(price.end + 3, self.n))):
                price = _Fig(price.kind, price.value / bundle.size, price.pos, price.end, unit="piece", mark="unit",
                             clause=price.clause)  # "@ ₹16 बंडल", "₹16 per bundle": a bundle's price
        if q is not None and q.kind == "badqty":
            raise _Fail(q.note, kind)
        if q is not None and not q.unit and item.unit == "dozen" and q.kind == "qty" or (
                q is not None and not q.unit and item.unit == "dozen" and q.value >= 12):
            q = _Fig(q.kind, q.value, q.pos, q.end, unit="piece")  # "60 bananas": pieces of a dozen-sold item
            if price is not None and not price.unit and price.mark == "unit":
                price = _Fig(price.kind, price.value, price.pos, price.end, unit="piece", mark="unit")
        if q is not None and price is not None and q.unit in _MULTI_PACKS and price.unit is None and price.mark == "unit" \
                and self._each_unit(price, q, item):
            price.unit = self._each_unit(price, q, item)  # "fifteen dozen eggs at ₹6.20 each": per egg
        if price is not None and price.unit is None and price.mark != "total" and self._pack_priced(price, item):
            price = _Fig(price.kind, price.value, price.pos, price.end, unit=default_unit(item), mark="unit",
                         clause=price.clause)  # "₹88 का 100 ग्राम पैकेट", "₹88 for a 100 g packet": a packet's price
        if q is None and price is not None and price.unit is None and price.mark != "total" and hint is None:
            hint = self._bare_price_unit(price, item, kind)  # "Poha 62 mein nahi lenge": ₹62 a kg, not a packet
        counted = q is not None and not q.unit and any(m.first == q.end for m in self.mentions)  # "60 eggs at ₹190/tray"
        if kind == "order" and q is not None and not q.unit and not counted and price is not None and price.unit not in (
                None, default_unit(item)):  # "eggs 60 @ 180/- tray": 60 eggs or 60 trays? (breaker W: 1,800 eggs)
            raise _Fail(why("ambiguous_intent.bare_number", item=item.item, n=self._fig_text(q)), kind)
        stated_unit = q.unit if q is not None and q.unit else price.unit if price is not None and price.unit and not \
            counted else default_unit(item) if counted else hint or default_unit(item)  # (not "Need 100 eggs, tray rate?")
        quantity = q.value if q is not None else None
        selling_units = None
        if quantity is not None:
            if quantity <= 0:
                raise _Fail(why("no_quantity.zero" if quantity == 0 else "no_quantity.not_quantity", n=fmt_number(
                    quantity), unit=stated_unit, item=item.item), kind)  # ("Sugar: 0 kg": leave it out; trial 34 B0)
            selling_units, problem = to_selling_units(quantity, stated_unit, item)
            if selling_units is None:
                raise _Fail(why(problem.key, **problem.args), kind)
            for other in qtys:
                if other is q or other.pos in self.contents_pos or other.kind != "qty" or self._word(other.pos - 1) in ("of", "ka", "ke", "ki"):
                    continue
                units, _ = to_selling_units(other.value, other.unit or default_unit(item), item)
                if units == selling_units and other.unit != q.unit and self._restates(other):
                    self.used_pos.add(other.pos)  # "20 kg besan, i.e. 40 packets": the same quantity again
                if units is not None and units != selling_units:
                    raise _Fail(why("contradictory.two_" + ("counts" if (other.unit or default_unit(item)) == stated_unit else "quantities"), n=fmt_number(quantity), unit=stated_unit,
                                    item=item.item, m=selling_units, sunit=item.unit, n2=fmt_number(other.value),
                                    unit2=other.unit or default_unit(item)), kind)
        factor = selling_units_per(stated_unit, item)
        unit_price: Fraction | None = None
        total_price: Fraction | None = None
        if price is not None:
            p_unit = price.unit or stated_unit
            value = Fraction(price.value) / Fraction(price.per)  # "₹34 per 400 g": per gram
            value, p_unit = self._per_contents(q, value, p_unit)  # lang.packs: "24 bottles a case, ₹900 per case"
            if p_unit != stated_unit:
                pf = selling_units_per(p_unit, item)
                if pf is None or factor is None:
                    raise _Fail(why("contradictory.price_unit", unit=p_unit, item=item.item, size=item.unit_size,
                                    sunit=item.unit), kind)
                value = value * factor / pf
            mark = price.mark
            mrp = Fraction(item.mrp_paise, 100)
            if price.unit is None and factor is not None and factor > 1 and stated_unit in _BULK | _PACKS and \
                    value < mrp * factor / 4 and mrp / 4 <= value <= 3 * mrp:
                value, mark = value * factor, "unit"  # "₹41 for 1 quintal" of sugar: ₹41 a kg, not a quintal;
                # "Surf Excel 2 पेटी ₹85": ₹85 a packet (₹7 a packet read per case is no price)
            if mark is None and quantity is not None and quantity > 1 and factor is not None:
                mrp_per_stated = Fraction(item.mrp_paise, 100) * factor
                lot = Fraction(quantity) * mrp_per_stated  # (above the MRP as a unit's price but within ½–1× it as the
                if value <= Fraction(3, 2) * mrp_per_stated and not (mrp_per_stated < value and lot / 2 <= value <= lot):
                    mark = "unit"  # lot's: "₹350 में 2 दर्जन अगरबत्ती" is ₹14.58 a packet, not ₹29.17 over the MRP)
                elif value >= Fraction(quantity) * mrp_per_stated / 2:
                    mark = "total"
                else:
                    raise _Fail(why("contradictory.neither", money=_rupees(value), n=fmt_number(quantity),
                                    unit=stated_unit, item=item.item, unit2=stated_unit,
                                    money2=_rupees(mrp_per_stated),
                                    money3=_rupees(mrp_per_stated * Fraction(quantity))), kind)
            if mark == "total":
                total_price = value
            else:
                unit_price = value
        if total is not None:
            if total_price is not None and Fraction(total.value) != total_price:
                raise _Fail(why("contradictory.two_totals", item=item.item, money=_rupees(total_price),
                                money2=_rupees(Fraction(total.value))), kind)
            total_price = Fraction(total.value)
        if unit_price is not None and unit_price <= 0 or total_price is not None and total_price <= 0:
            raise _Fail(why("no_price.zero", item=item.item), kind)
        if unit_price is not None and total_price is not None:
            if quantity is None:
                raise _Fail(why("contradictory.no_quantity_total", item=item.item), kind)
            expected = unit_price * Fraction(quantity)
            if abs(expected - total_price) > max(Fraction(1), total_price / 100):
                raise _Fail(why("contradictory.product", money=_rupees(unit_price), unit=stated_unit,
                                n=fmt_number(quantity), money2=_rupees(expected), money3=_rupees(total_price)), kind)
        selling_price: Fraction | None = None
        if unit_price is not None and not factor:  # a price per a unit the goods are not sold in ("moong ₹102 mein
            raise _Fail(why("contradictory.price_unit", unit=stated_unit, item=item.item, size=item.unit_size,
                            sunit=item.unit), kind)  # li thi. Ab ₹103 kar do" per "li"): never an offer without it
        if unit_price is not None and factor:
            selling_price = unit_price / factor
        elif total_price is not None:
            if not selling_units:
                raise _Fail(why("no_quantity.total_needs", money=_rupees(total_price), item=item.item), kind)
            selling_price = total_price / selling_units
        if selling_price is not None and _paise(selling_price) <= 0:
            raise _Fail(why("no_price.not_price", item=item.item, money=_rupees(selling_price), sunit=item.unit), kind)
        if selling_price is not None and not _PLAUSIBLE[0] * item.mrp_paise <= selling_price * 100 <= _PLAUSIBLE[1] * item.mrp_paise:
            # "₹4 में 8 पेटी" as ₹4 a case is ₹0.33 a ₹5 biscuit: read against the wrong unit (case, tray), never a bid
            raise _Fail(why("no_price.far_from_mrp", item=item.item, money=_rupees(selling_price), sunit=item.unit,
                            money2=_rupees(Fraction(item.mrp_paise, 100))), kind)
        reading = ItemReading(
            sku=item.sku, item=item.item, quantity=None if quantity is None else float(quantity), unit=stated_unit,
            unit_price_inr=_inr(unit_price), total_price_inr=_inr(total_price) if unit_price is None else None,
            selling_units=selling_units, selling_unit_price_inr=_inr(selling_price))
        intent = Intent(kind=kind, sku=item.sku, quantity=selling_units,
                        unit_price_paise=None if selling_price is None else _paise(selling_price),
                        total_paise=None if total_price is None else _paise(total_price))
        return reading, intent
