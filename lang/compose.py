"""Stage 5 of reading: item lines and acts become the message's intents, or the reason it cannot be read."""
from __future__ import annotations

from lang.sent_unnamed import told_goods_sent
from lang.cancel_listed import listed_in_cancel
from lang.ids_carried import ids_carried
from lang.earlier_order_asked import earlier_order_asked
from lang.sent_beside_question import asked_and_sent
from lang.added_to import added_to_order
from lang.new_order import kept_as_is, said_new  # (lang.new_order)
from lang.not_sent import left_out
from lang.order_changed import ADD_WORDS, instead_on_the_order, refused_from_an_order
from lang.accept_count import agreed_and_offered, delivery_of_the_order
from lang.sent_and_asked import needed_then_asked, quoted_again, sent_firmly  # (quoted_again: lang.quote_again)
from lang.needed_then_offered import needed_then_offered
from lang.cancels_apart import cancels_apart
from lang.said_again import priced_again
from lang.lot_then_sent import lot_then_sent
from lang.last_price_asked import priced_lines
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.delivery_asked import DeliveryAskedMixin
from lang.kept_lines import kept_chunks
from lang.brand_names import counted_brand


#: "Give" said with an amount and nothing else: the counter asking for its bill.
_GIVE = frozenset(" ".join(fold_phrase(p)) for p in ("de do", "de dijiye", "de dijie", "dedo", "दे दीजिए", "दे दीजिये",
                                                      "दे दो", "दीजिए", "dijiye"))
#: Words after a bill's id that say the bill is right: English ones after "is" ("B16 is correct"); Hindi ones before
#: "hai" ("B16 sahi hai", not "B13 theek kar dijiye").
_BILL_RIGHT = frozenset(fold(w) for w in "correct right fine".split())
_BILL_RIGHT_HI = frozenset(fold(w) for w in "sahi sahee सही theek thik ठीक".split())
_BILL_IS = frozenset(fold(w) for w in "is was".split())
_BILL_HAI = frozenset(fold(w) for w in "hai है tha था".split())
_THAT_ORDER = frozenset(fold(w) for w in "same usi उसी that this".split())
#: Words that add goods to an order already placed (lang.order_changed's, and "along with O94").
_ADD_WORDS = ADD_WORDS | {fold("along")}
#: "daal"/"डाल" (put), "badha"/"बढ़ा" (raise) add as verbs before a word of giving ("O61 में 2 ट्रे अंडे और डाल दो").
_PUT, _PUT_GIVE = frozenset(fold(w) for w in "daal डाल badha बढ़ा".split()), frozenset(fold(w) for w in "do dijiye dena दो दीजिए देना".split())


class ComposeMixin(DeliveryAskedMixin):
    """Stage 5 of reading: item lines and acts become the message's intents, or the reason it cannot be read."""

    def _interpret(self) -> Reading:
        self.used_pos: set[int] = set()
        self.lots_accepted: set[str] = set()  # skus whose lot price is accepted (lang.accept_count)
        self.count_at: dict[int, int] = {}  # id of an order split from an accept → its count's token (lang.resolve)
        self.contents_pos: set[int] = set()  # quantities multiplied by the contents stated (lang.packs)
        self.contents_size: dict[int, tuple] = {}  # position -> (container unit, contents, their unit): lang.packs
        self.tie_tokens: set[int] = set()
        if self.retracted is not None:
            raise _Fail(why("contradictory.retracted", text=self.retracted), None)
        if self.conflict is not None:
            raise _Fail(why("ambiguous_intent.conflict", text=self.conflict), None)
        if getattr(self, "refused_why", None) is not None:  # lang.after_acts' passes: "send half of that"
            raise _Fail(self.refused_why, None)  # (lang.bounds)
        if getattr(self, "either", None) is not None:  # "10 packets more or cancel 10": which?
            raise _Fail(why("ambiguous_intent.either", text=self.either), "cancel")
        if getattr(self, "refusal", None) is not None:  # a reason found while reading the acts (lang.act_turns)
            raise self.refusal
        if getattr(self, "conditional", None) is not None:
            raise _Fail(why("ambiguous_intent.conditional", text=self.conditional), None)
        if self.tentative is not None:
            raise _Fail(why("ambiguous_intent.tentative", text=self.tentative), None)
        claimed: set[int] = set()
        intents: list[tuple[int, Intent]] = []
        non_item = self._non_item([c for c in self.cues if c.kinds & _NON_ITEM_SET], intents, claimed)
        if not self.email and not any(c.kinds & _ITEM_INTENT_SET for c in self.cues) and (
                not intents or all(i.kind == "bill" for _, i in intents)):
            weak = [c for c in self.cues if "bill_weak" in c.kinds and not self._bill_of_the_past(c)]  # (not "Last
            # month's total was ₹6,800" beside goods)
            amount = self._after_discount()
            if amount is not None:  # "आपका बिल ₹10 छूट के बाद ₹468 हुआ", "₹530 after ₹10 off": what is left to pay
                intents = [(p, i) for p, i in intents if i.kind != "bill"]
                claimed.update(id(f) for f in self.figs if f.kind in ("price", "bare"))
            else:
                amount = intents[0][1].total_paise / 100 if intents else (
                    (self._bill_amount(weak[0], claimed) or self._amount_before(weak[0])) if weak else None)
            if amount is not None and (self.bill_ids or any(f.kind == "price" and f.value != Decimal(str(amount)) and (
                    f.clause in {self.clause_of[m.first] for m in self.mentions}) for f in self.figs)):
                raise _Fail(why("ambiguous_intent.bill_items"), "bill")  # "Cleared B41 … ₹18,200 in total"
            off = [f for f in self.figs if amount is not None and f.role == "relative"  # lang.roles: "₹10 छूट", "₹10 off"
                   and f.value == Decimal(str(amount))]
            if off:  # "आपका बिल ₹10 छूट के बाद ₹468 हुआ": the amount taken off is not the bill
                raise _Fail(why("ambiguous_intent.figure", figure=self._fig_text(off[0])), "bill")
            if amount is not None:
                amount = self._amount_asked(Decimal(str(amount)))
            if amount is not None:  # "Two packets of milk and bread: ₹101 total": the counter states a bill
                return Reading(readable=True, language=self.language, intent="bill", items=[],
                               bill_id=self.bill_id, order_id=self.order_id,
                               intents=[Intent(kind="bill", total_paise=_paise(Decimal(str(amount))))])
        lines = priced_lines(self, self._lines())  # lang.last_price_asked: 'last time ₹24, keep the same'
        for line in lines:
            line.figs = [f for f in line.figs if id(f) not in claimed]
        cancelled: set[int] = set()  # lines cancelled: no other intent words of their clause apply to them
        for line in lines:
            if line.clause in self.cancel_items and not self._kept(line) and line.chunk not in self.ordering_chunks:
                changed = self._count_changed_line(line) if line.chunk not in self.cancel_chunks else None
                if changed is not None:  # "प्याज़ 60 किलो से घटाकर 45 किलो कर दें और टमाटर … रद्द कर दें"
                    intents.append((line.pos, changed))
                    cancelled.add(id(line))
                    continue
                if line.chunk not in self.cancel_chunks and any(f.kind == "qty" for f in line.figs) and (
                        self._named_in_cancel()) and not listed_in_cancel(self, line):  # "don't send onions;
                    raise _Fail(why("ambiguous_intent.cancel_which", item=self.cat.by_sku(
                        line.mention.sku).item if line.mention.sku else line.mention.text), "cancel")  # potatoes 20 kg"
                intents.append((line.pos, self._cancel_line(line)))
                cancelled.add(id(line))
        intents = self._asked_about(intents, [ln for ln in lines if ln.clause not in self.cancel_items])  # not
        # the goods a cancel drops or keeps ("drop the masoor from O72, moong as is. Also send the bill")
        item_cues = [c for c in self.cues if c.kinds & _ITEM_KINDS]
        self._index_cues(item_cues)
        self.fallback: dict[int, list[_Cue]] = {}
        changes = bool(self.cancel_items) or any(i.kind == "cancel" for _, i in intents)
        kept = [line for line in lines if id(line) not in cancelled and changes and self._as_is(line)]
        self.used_pos.update(f.pos for line in kept for f in line.figs)  # "Pyaaz 20 kg hi rahega": its count stays
        told = getattr(self, "told_positions", ())  # (lang.delivery_asked: an order's goods told, not ordered again)
        left = getattr(self, "left_out", ())  # goods left out: "Surf Excel same rehne do" beside a changed count
        # (lang.count_changes), "Sugar: 0 kg" in a list (lang.zero_lines)
        plans = [(line, None if any(line is k for k in kept) or line.pos in told or line.pos in left else
                  self._line_cues(line, non_item))
                 for line in lines if id(line) not in cancelled]  # not
        # "O549 में से 2 ट्रे अंडे हटा दें और 5 लीटर सरसों का तेल जोड़ दें" ordering the eggs again
        plans = [(line, self._with_figures_offer(line, cues)) for line, cues in plans]
        active = [(line, cues) for line, cues in plans if cues is not None]
        context = [line for line, cues in plans if cues is None]  # goods a payment or a question names
        specific = [line for line, _ in active if not line.mention.ambiguous]
        ordering = specific and all(any("order" in c.kinds for c in cues) for line, cues in active
                                    if not line.mention.ambiguous)
        if ordering:  # "Chawal 40 kilo bhejo, daal is baar nahi": a generic name refused, with nothing of its own,
            active = [(line, cues) for line, cues in active if not (  # beside goods asked for, is goods not ordered
                line.mention.ambiguous and not any(f.kind != "hint" for f in line.figs) and cues
                and all(c.kinds <= {"reject"} for c in cues))]
        for line, cues in active:
            figures = [f for f in line.figs if f.kind != "hint"]
            if line.mention.ambiguous and (figures or not specific or counted_brand(self, line.mention)):
                names = ", ".join(self.cat.by_sku(s).item for s in line.mention.candidates)
                raise _Fail(why("ambiguous_item.which", text=line.mention.text, items=names),
                            self._first_kind({k for c in cues for k in c.kinds}))
        if self.missing_id is not None and not non_item and not any(c.kinds & _ITEM_INTENT_SET
                                                                    for _, cues in active for c in cues):
            raise self.missing_id
        readings: list[tuple[ItemReading, list[Intent]]] = []
        self._total_of_the_list([line for line, _ in active])  # lang.verify_kinds: "… — total ₹4,200" of a list
        for line, cues in active:
            if line.mention.ambiguous:
                context.append(line)  # a header: "Dal: toor 5 kg, moong 2 kg"
                continue
            item = self.cat.by_sku(line.mention.sku)
            if line.clause in getattr(self, "raised_clauses", ()):  # "Increase O531 sugar from 30 to 50 kg"
                intents.append((line.pos, self._raised_line(line)))
                continue
            changed = self._count_changed_line(line, cues)  # (an order word, or none and "only": lang.count_turns)
            if changed is not None:  # "aloo 40 se ghata ke 25 kg kar dijiye aur tamatar … cancel" (lang.count_changes)
                intents.append((line.pos, changed))
                continue
            try:
                reading, line_intents = self._read_line(self._dispute_figures_left(line, intents), item, cues)
            except _Fail as fail:
                if non_item and fail.reason.startswith(("no_quantity", "no_price")) and not (fail.reason.startswith(
                        "no_quantity") and any(f.kind == "qty" for f in line.figs)) and not (fail.reason.startswith(
                        "no_quantity") and sent_firmly(self, [c for c in cues if self.clause_of[c.pos] == line.clause])) and getattr(  # ("1. Please send rice and sugar as
                    # usual. … 3. Bill B140 is paid.": goods sent with no count are asked how many, not dropped)
                        fail.reason, "key", "") != "no_quantity.no_fixed_size" and not (any(  # (not "Cancel O12
                        i.kind == "cancel" for _, i in intents) and (any("order" in c.kinds and any(self.tokens[
                            k].key in _SEND_WORDS or self.tokens[k].key in _ADD_WORDS for k in range(c.pos, c.end))
                            for c in cues) or self._adds_to(line.clause))) and not (  # ("… Add moong dal to O13")
                        # and send sugar": goods asked beside a cancel are asked how many; not a price misread
                        fail.reason.startswith("no_price") and line.clause not in self.non_item_clauses and any(
                            f.kind == "price" for f in line.figs)) or (  # beside goods asked for: say so)
                        fail.reason.startswith("contradictory") and line.clause in self._bill_clauses()
                        and any(i.kind == "dispute" for _, i in intents)):  # "B44 में आलू ५० किलो लिखा है, आया ४०"
                    context.append(line)
                    continue  # "O12 kab aayega? Doodh 7 baje se pehle chahiye": context of the question
                raise
            readings.append((reading, line_intents))
            order_at = max((c.pos for c in cues if "order" in c.kinds), default=line.pos)
            for k, i in enumerate(line_intents):  # an accept then an order: the order where it is asked
                head = self._add_heading(line, cues, lines) if i.kind == "order" and self.order_ids else None
                if head is not None and self._adds_to(head):  # "Add to O821:\n- Besan 5 kg": the heading's clause
                    if any(self.tokens[k].key in _CUT_TO and self.chunk_of[k] == line.chunk for k in range(
                            *self.clause_span[line.clause])):  # "… और जोड़ दीजिए और आलू घटाकर 10 किलो कर दीजिए":
                        raise _Fail(why("ambiguous_intent.quantity_change", item=self.cat.by_sku(i.sku).item),
                                    "order")  # cut to 10 kg, from how many? (had added 10 kg; breaker R)
                    ids = self._ids_for(self.order_ids, head)  # "please add 2 more trays to O36"; "cancel O54 and
                    if len(ids) > 1:  # add its 5 litres of mustard oil to O55": the id of the adding chunk
                        ids = list(dict.fromkeys(x for p, x in self.order_ids if self.chunk_of[p] == line.chunk))
                    if len(ids) == 1:
                        i = i.model_copy(update={"order_id": ids[0]})
                pos = line.pos + k * 1e-3
                if k and i.kind == "order" and id(line_intents[k]) in self.count_at:  # "Milk and curd fine — send 40
                    pos = max(self.count_at[id(line_intents[k])], order_at, line.pos + 0.5) + line.pos * 1e-6  # litres
                    # milk and 30 curd", "Rice 38 ok, sugar 42 ok, send 20 kg each": as said, after their accept
                elif k and i.kind == "order" and order_at > line.pos:
                    pos = order_at + line.pos * 1e-6
                intents.append((pos, i))
        if not lines and not non_item:
            if self.missing_id is not None:
                raise self.missing_id
            self._no_item_intents(intents, item_cues, claimed)
        if not intents and self.missing_id is not None:
            raise self.missing_id
        if not intents:
            told_goods_sent(self, context)  # lang.sent_unnamed: "We usually keep 20 kg of sugar. Send it." (how many?)
            raise _Fail(why("no_intent.nothing"), None)
        if self.missing_cancel is not None and not any(i.kind == self.missing_cancel.intent for _, i in intents):
            raise self.missing_cancel  # which order? a cancel (or a payment) that names none is not dropped beside an order
        intents = self._settle(intents)
        intents.sort(key=lambda e: e[0])
        intents = instead_on_the_order(intents, self.tokens, self.clause_of)  # "… send 10 kg onions instead"
        intents = quoted_again(self, needed_then_asked(self, intents))  # lang.sent_and_asked: "We need 40 kg …"; lang.quote_again
        intents = needed_then_offered(self, intents)  # "we need 10 litres of ghee … Can you do the ghee at ₹510?": one offer
        intents = self._contents_asked_after(intents)  # "When will O17 reach us? / - Coca-Cola — 48 bottles / …"
        intents = left_out(self, intents)  # lang.not_sent: "- नमक 20 किलो / - चीनी मत भेजना": sugar left out, no cancel
        out = refused_from_an_order([i for _, i in intents], self.mentions, self.clause_of, self.order_ids,
                                    {c for c, a in self.acts.items() if a.negative})
        intents = [(p, i) for (p, _), i in zip(intents, out)]  # lang.order_changed: "Skip the paneer from O22"
        agreed_and_offered(out, self.count_at, self.cat)  # lang.accept_count: "₹57 … तो 30 किलो" beside "₹57 पर ठीक"
        intents = lot_then_sent(self, intents)  # lang.lot_then_sent: "₹1,040 for the 20 packets … is fine. Please send them."
        intents = priced_again(intents)  # lang.said_again: "Chini ₹42 kilo, 40 kilo bhejo. Chini 40 kilo bhejo."
        out = [i for _, i in intents]
        self._verify(out, lines, context, claimed)
        out = self._row_totals(self._goods_not_ordered(intents))  # lang.verify: "| Sugar | 50 kg | ₹40 | ₹2,000 |"
        self._asked_again_more(out, lines)  # lang.verify_kinds: "Send 2 packets atta. Also 2 more packets atta"
        self._enough_said_after(out)  # lang.verify_kinds: "Send 30 eggs... wait, we still have 20, so 10 is enough"
        out = list({(i.kind, i.sku, i.quantity, i.unit_price_paise, i.total_paise, i.price_change_paise, i.order_id,
                     i.bill_id): i for i in out}.values())  # one order said again ("Once again, we need 10 kg toor dal")
        out = self._bills_said_right(out)  # "I had counted wrong, bill B16 is correct": no dispute of B16
        out = ids_carried(self, out)  # lang.ids_carried: "… cash on delivery for O4. … ₹2 a kilo off … for that"
        cancels_apart(self, out)  # lang.cancels_apart: "Cancel O15 and from O16 cancel the paneer"
        asked_and_sent(self, intents)  # lang.sent_beside_question: "O51 kab aayega, uske 10 packet atta jaldi bhejo"
        self._guard(out, lines, context)  # lang.guards: the final intents act on nothing not understood (its reason first)
        earlier = earlier_order_asked(self, intents)  # "when is our order coming? … Also send 10 packets of bread"
        asked = {id(i) for p, i in intents if i.kind == "ask_delivery" and self.n and getattr(self.acts.get(
            self.clause_of[min(int(p), self.n - 1)]), "question", False)}  # "When will it arrive?" stays asked
        out = delivery_of_the_order(out, asked, earlier)  # lang.accept_count: "… request 40 packets. Please confirm delivery date."
        kept = {id(i) for i in out}
        items = [reading for reading, line_intents in readings if any(id(i) in kept for i in line_intents)]
        return Reading(readable=True, language=self.language, intent=out[0].kind, items=items,
                       bill_id=self.bill_id, order_id=self.order_id, intents=out)

    def _bill_clauses(self) -> set[int]:
        """Clauses that name a bill id."""
        return {self.clause_of[p] for p, _ in self.bill_ids}

    def _joined(self, a: int, b: int) -> bool:
        """An "and" / "aur" / "और" between tokens a and b: two requests side by side ("Rice 25 kg and the bill")."""
        lo, hi = min(a, b), max(a, b)
        return any(self._words[k] in _SEP_WORDS for k in range(lo, min(hi, lo + 40)))

    def _kept(self, line: _Line) -> bool:
        """A line the cancel keeps: its chunk says keep or lets its goods come ("keep the haldi", "chawal rehne do",
        "moong as is", "let the milk come", "Maggi aane do", "आलू आने दीजिए"; ``lang.kept_lines``, once per message)."""
        if not hasattr(self, "_keep_chunks"):
            self._keep_chunks, self._as_is_chunks = kept_chunks(self)
        return line.chunk in self._keep_chunks

    def _as_is(self, line: _Line) -> bool:
        """A line its own chunk keeps as it is beside a change ("2. Bread: no change", "moong as is", "दूध: जैसा है"):
        no intent of its own (``lang.kept_lines.KEEP_PHRASES``; not "no" read as a refusal)."""
        self._kept(line)
        return line.chunk in self._as_is_chunks and not any(
            "cancel" in c.kinds for c in self.cues_in_chunk.get(line.chunk, ()))

    def _no_item_intents(self, intents: list, item_cues: list[_Cue], claimed: set[int]) -> None:
        """A message that names no item: a bare bill total, or no_item when it asks for something.

        An accept needs an item too (READING.md allows "price alone" when there is
        one thread, but the reader cannot know the threads and the kernel acts
        per item), so "Deal at ₹40" is ``no_item``.
        """
        strong = [c for c in item_cues if c.kinds & _ITEM_INTENT_SET]
        if self.email and not strong:
            return  # an e-mail states no counter bill ("Last month's total was ₹6,800."): nothing to act on
        if strong and all(self._phrase(c) in _GIVE for c in strong) and not self.email:
            amount = self._loose_amount(beside=strong)
            if amount is not None:  # "पचहत्तर रुपये दे दीजिए", "Bhaiya 156 rupaye de do": the counter asks its bill
                claimed.update(id(f) for f in self.figs if f.kind == "price")
                intents.append((strong[0].pos, Intent(kind="bill", total_paise=_paise(amount))))
                return
        if strong:
            kinds = {k for c in strong for k in c.kinds}
            raise _Fail(why("no_item.none"), self._first_kind(kinds))
        weak = [c for c in self.cues if "bill_weak" in c.kinds]
        amount = self._bill_amount(weak[0], claimed) if weak else self._loose_amount()
        if amount is not None and not weak:
            claimed.update(id(f) for f in self.figs if f.kind == "price")  # the one amount the message is
        if amount is not None:
            intents.append((weak[0].pos if weak else 0, Intent(kind="bill", total_paise=_paise(amount))))

    def _with_figures_offer(self, line: _Line, cues: list[_Cue] | None) -> list[_Cue] | None:
        """A line refused in its own chunk whose price comes from a later chunk that offers it ("sugar at ₹44 is
        not; we'd do ₹42 for sugar"): the offer's words join its refusal, and the offer wins (PRIORITY)."""
        if not cues or any(c.kinds - {"reject"} for c in cues):
            return cues
        chunks = {self.chunk_of[f.pos] for f in line.figs if f.kind == "price"} - {line.chunk}
        offers = [c for ch in chunks for c in self.cues_in_chunk.get(ch, ()) if "offer" in c.kinds]
        return cues + offers

    def _contents_asked_after(self, intents: list) -> list:
        """Goods listed right under a question about an order's delivery, each line with no intent word of its own
        ("**Query:** When will order O17 reach us? / - Coca-Cola 750 ml — 48 bottles / - Maggi — 20 packets"): the
        order's contents, asked after with it (``ask_delivery`` with the id and each line's goods), not ordered again
        (sealed66, measured once: ordered a second time). ``intents``: (position, intent) in text order."""
        asks = [(p, i) for p, i in intents if i.kind == "ask_delivery" and i.order_id and i.sku is None]
        orders = [(p, i) for p, i in intents if i.kind == "order" and i.order_id is None and i.unit_price_paise is None]
        if len(asks) != 1 or not orders or not self.n:
            return intents
        clause = self.clause_of[min(int(asks[0][0]), self.n - 1)]
        if not getattr(self.acts.get(clause), "question", False):
            return intents
        cued = {c.clause for c in self.cues if c.kinds}
        at = clause
        for p, _ in orders:
            at = self._worded_clause(at, 1)
            if self.clause_of[min(int(p), self.n - 1)] != at or at in cued or self._adds_goods(at):  # "… bhi"
                return intents
        ident = asks[0][1].order_id
        listed = {id(i) for _, i in orders}
        return [(p, i.model_copy(update={"kind": "ask_delivery", "order_id": ident})) if id(i) in listed else (p, i)
                for p, i in intents if i is not asks[0][1]]

    def _bills_said_right(self, out: list) -> list:
        """``out`` without a dispute of a bill the message says is right ("Sorry, my mistake — I had counted wrong,
        bill B16 is correct. Now please send 15 kg atta", "बिल B16 सही है": breaker D, where the writer's own "wrong"
        had disputed it): the bill's id, then "is correct" or "sahi hai" (not "B13 theek kar dijiye", a dispute).
        Likewise without a cancel of an order said to be fine ("Cancel O8, O9 is fine, send the bill for O9", "O8
        रद्द करो, O9 ठीक है": breaker I, where O8's cancel had cancelled O9 too). When nothing else is asked the
        message is left as read (its dispute or cancel is then the only request, and is kept)."""
        right = set()
        for pos, ident in (*self.bill_ids, *self.order_ids):
            k = pos + 1
            while k < self.n and (self.tokens[k].kind in ("num", "sym") and k <= pos + 2):
                k += 1  # the id's number ("B" "16", "B-16")
            said_is = k < self.n and self._word(k) in _BILL_IS
            k += said_is
            if said_is and self._word(k) in _BILL_RIGHT or self._word(k) in _BILL_RIGHT_HI and \
                    self._word(k + 1) in _BILL_HAI:
                right.add(ident)
        kept = [i for i in out if not (i.kind == "dispute" and i.bill_id in right or i.kind == "cancel" and i.sku is None
                                       and i.order_id in right)]
        return kept if right and kept else out

    def _adds_to(self, clause: int) -> bool:
        """The clause adds goods to an order it names ("add 2 more trays to O36", "O61 में 20 लीटर दूध और जोड़ दीजिए",
        "O64 me 3 tray aur jod do"): an add word and an order id in the clause, or "same order" / "usi order" / "उसी
        ऑर्डर" when the message names one order."""
        lo, hi = self.clause_span[clause]
        if said_new(self, lo, hi) or kept_as_is(self, lo, hi):  # "O10 stays as it is, add 2 kg sugar (as a new order)"
            return False
        if not any(self.tokens[k].kind == "word" and (self.tokens[k].key in _ADD_WORDS or self.tokens[k].key in _PUT and
                   k not in self.item_tokens and self._word(k + 1) in _PUT_GIVE) for k in range(lo, hi)) and not added_to_order(
                self, lo, hi):  # ("Put 2 more cases of Parle-G in O22", "O94 के साथ … भी": lang.added_to)
            return False
        return any(self.clause_of[p] == clause for p, _ in self.order_ids) or len({i for _, i in self.order_ids}) == 1 \
            and any(self._word(k) in _ORDER_LEADS and self._word(k - 1) in _THAT_ORDER for k in range(max(1, lo), hi))
        # "O455 का status क्या है? … same order में add कर दीजिए": the message's one order

    def _add_heading(self, line: _Line, cues: list[_Cue], lines: list[_Line]) -> int:
        """The clause that says what ``line`` is added to: a heading that adds to an order and names no goods of
        ``lines`` ("Add to O821:", "O821 mein add kar do:", "O821 में जोड़ दीजिए:") over a list line with no intent
        word in its own clause; else the line's own clause."""
        said_in = {self.clause_of[min(c.pos, self.n - 1)] for c in cues}  # (a cue copied to a list line keeps its place)
        said = next((f.clause for f in line.figs if f.kind in ("qty", "bare") and f.clause != line.clause), None)
        if said in said_in:  # "we sold 140 eggs on Sunday 🥚 So please add 2 more trays to O36": the count's sentence
            return said  # (also beside the line's own words: "We accept ₹39.50/kg for rice. Please send 100 kg along
        if line.clause in said_in:  # with O1.")
            return line.clause
        if not hasattr(self, "_colon_heads"):  # the clauses that end in ":", in order (one pass a message)
            last = {}
            for k, t in enumerate(self.tokens):
                if t.text.strip():
                    last[self.clause_of[k]] = t.text
            self._colon_heads = sorted(c for c, text in last.items() if text == ":")
        if not (k := bisect.bisect_left(self._colon_heads, line.clause)):
            return line.clause
        head = self._colon_heads[k - 1]  # the nearest heading before the line
        return head if self._adds_to(head) and not any(ln.clause == head for ln in lines) and said_in <= {head} \
            else line.clause

    def _amount_asked(self, amount: Decimal) -> Decimal:
        """The counter's bill when it names several amounts: the last one, when it is lower than the rest (a
        discount or a round-off: "₹1,150 total. I've taken ₹15 off, so ₹1,135 please", "₹163 हुए — ₹160 दे
        दीजिए", "सब मिलाकर ₹2,015, ₹2,000 कर देते हैं"). Amounts marked as money off are not counted. Any other
        second amount is refused: which one is the bill?"""
        money = [f for f in self.figs if f.role != "relative" and (f.kind == "price" or self._grouped(f))]
        values = {f.value for f in money} | {amount}
        if len(values) == 1:
            return amount
        last = money[-1]
        if all(last.value < v for v in values - {last.value}):
            return last.value
        other = next(f for f in money if f.value != amount)
        raise _Fail(why("ambiguous_intent.figure", figure=self._fig_text(other)), "bill")
