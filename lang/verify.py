"""Stage 6 of reading: verify before acting — the reading must account for the message, or it is refused.

The earlier stages compose intents; this one checks that what they compose explains everything the message states
(issue 10: a misreading is the benchmark's defect, a refusal the model's failure). A reading is refused when:

- **a figure has no role**: every quantity, price, total and bare number left
  after cleaning must be used by an intent (its quantity, price or total, a
  payment's amount, a bill's total), be context (a reference price, a
  background report, goods named by a payment, dispute or delivery question)
  or be a pack size that is the item's own pack ("Colgate 150 g", "5 kg wale"
  for the 5 kg atta). "5 cartons of 48 packets" with the 48 unread, "₹510"
  after a refused ₹560 with the ₹510 unread, "(96 packets each)" are refused;
- **an id has no role**: every bill and order id the message names must be
  carried by an intent ("B15 में 30 पैकेट दूध लिखा है" is no order);
- **a figure with the wrong intent**: an accept or a refusal that carries a
  quantity (no order word: send it or not?), a question about the rate that
  carries a price (an offer?);
- **a bill paid in part** with no amount paid said alone ("B8 ka aadha payment kar diya", "₹3,200 — out of the
  ₹5,100 bill"); with it, the payment carries it and the desk weighs it (``lang.part_paid``);
- **one item is asked twice, differently**: two intents of one kind for one
  item with different figures ("300 पैकेट बिस्किट निकल गए! … 240 पैकेट भेज दो")
  — which one is meant?

Every check looks at each figure, id and intent once: linear in the message.
"""
from __future__ import annotations

from lang.pack_cancelled import pack_cancelled
from lang.told_figures import figures_told
from lang.send_alone import send_alone
from lang.refused_price_ordered import refused_price_ordered
from lang.part_paid import part_paid_asked
from lang.lowered_rate import lowers_a_rate, rate_said_lower
from lang.paid_chunk import at_rest_beside
from lang.grateful_if import thanked_clauses
from lang.condition_apart import orders_apart
from lang.past_ids import told_as_past
from lang.id_confirmed import id_confirmed  # ("O9 confirm karo, aur 5 kilo besan extra": O9 needs nothing)
from lang.cancel_reason import reason_count  # "cancel O3, we ordered 50 kg by mistake"
from lang.talk_later import talked_later
from lang.lower_asked import lower_asked
from lang.ids_at_rest import at_rest
from lang.pay_put_off import put_off
from lang.order_changed import count_cut_ordered, count_without_a_word, minus_before
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)


from lang.verify_words import (  # noqa: F401  (the word tables the checks read)
    IF_WORDS, THEN_WORDS, GIVE_WORDS, MATCH_WORDS, TAKE_WORDS, RATE_WORDS, PAY_WORDS, WEEKDAYS,
    TIMES, PRICED_WORDS, ABOUT, ESTIMATE, SO_THAT, THAT, WALA)


class VerifyMixin:
    """Stage 6 of reading: the composed intents must account for every figure, id and item asked."""

    def _worked_to_a_price(self, f: _Fig) -> bool:
        """A percentage followed, within eight tokens, by "so" / "i.e." / "yaani" / "matlab" and a price used by an
        intent ("10% below MRP — so ₹99 a packet", "MRP से 10% कम — यानी ₹99 प्रति पैकेट")."""
        ahead = range(f.end, min(self.n, f.end + 8))
        said = next((k for k in ahead if self._word(k) in SO_THAT or self._word(k) == "e" and self._word(k - 2) == "i"), None)
        return said is not None and any(g.kind == "price" and g.pos > said and g.pos in self.used_pos and g.pos < said + 4
                                        for g in self.figs)

    def _after_the_bill(self, clause: int, bill_clauses: set[int]) -> bool:
        """The clause comes right after one naming a disputed bill (clauses of marks alone between) and asks nothing."""
        return self._worded_clause(clause, -1) in bill_clauses and not any(
            c.clause == clause and c.kinds & _ITEM_INTENT_SET for c in self.cues)

    def _verify(self, intents: list[Intent], lines: list[_Line], context: list[_Line], claimed: set[int]) -> None:
        """Raise an ``ambiguous_intent`` (or ``ambiguous_item``) refusal when the reading leaves part of the message unexplained."""
        below = next((f for f in self.figs if (f.kind == "qty" or f.kind in ("price", "bare") and not self.at_counter) and
                      minus_before(self.tokens, f.pos)), None)  # "send -20 kg rice", "minus 20 kg" (a new user's
        if below is not None:  # trial: read as 20 kg and ordered); "-₹40.50" (not at the counter: money off there)
            n, _, unit = ("-" + self._fig_text(below).lstrip("-−– ")).partition(" ")
            raise _Fail(why("no_quantity.not_above_zero", n=n, unit=unit) if below.kind != "price" else why(
                "ambiguous_intent.figure", figure=n + (" " + unit if unit else "")), "order")
        explained = set(self.used_pos)
        explained.update(f.pos for f in self.figs if id(f) in claimed)
        told = any(i.kind in ("dispute", "pay", "ask_delivery", "ask_bill") for i in intents)
        for ln in context:  # goods a payment, dispute or question names (not a line left with nothing asked)
            explained.update(f.pos for f in ln.figs if (told or ln.clause in self.non_item_clauses) and self._told_about(
                f) or f.clause == ln.clause and ln.clause in self.background or ln.clause in self.whole_cancels)
        explained.update(figures_told(self, intents, explained))  # lang.governed_figures, lang.told_figures: when needed
        for ln in context:  # "…, and let me know the dal rate": a generic name asked about is no header
            if ln.mention.ambiguous and self._asked_alone(ln):
                names = ", ".join(self.cat.by_sku(s).item for s in ln.mention.candidates)
                raise _Fail(why("ambiguous_item.which", text=ln.mention.text, items=names), None)
        owner: dict[int, _Line] = {}
        for ln in lines:
            for f in ln.figs:
                owner.setdefault(f.pos, ln)
        disputes_only = bool(intents) and all(i.kind == "dispute" for i in intents)
        bill_clauses = {self.clause_of[p] for p, _ in self.bill_ids}
        cut_clauses = {c.clause for c in self.cues if "cancel" in c.kinds} if any(
            i.kind == "cancel" and i.sku is None for i in intents) else set()
        for f in self.figs:
            if f.kind == "qty" and f.clause in cut_clauses and owner.get(f.pos) is None and not any(
                    self.clause_of[m.first] == f.clause for m in self.mentions) and not reason_count(self, f):  # "Cancel the 10 kg from O-63",
                raise _Fail(why("no_item.of_what", n=self._fig_text(f)), "cancel")  # "O-197 में से 5 किलो कम कर दो"
            if f.kind == "hint" or f.pos in explained or f.clause in self.non_item_clauses and self._told_about(f):
                continue
            if disputes_only and (f.clause in bill_clauses or self._after_the_bill(f.clause, bill_clauses)
                                  or f.kind in ("price", "bare")):
                continue  # "bill B27 … charges us for 12 packets of paneer while only 8 were delivered", "बिल B9
                # गलत है!! हमें सिर्फ 8 ट्रे मिली 10 नहीं": the sentence after the bill's tells what was wrong; a price
                # anywhere in it is the dispute's reckoning ("Billed: … ₹36/kg = ₹1,080 … Difference: ₹90")
            if f.kind == "pct" and (not self._bargains(f.clause) or self._worked_to_a_price(f)):
                continue  # "5% discount ho to batana": a question beside an order, not a term of a price; "10% below
                # MRP — so ₹99 a packet": the percentage worked out to the price offered
            ln = owner.get(f.pos)
            if f.kind == "size" and ln is not None and self._own_pack(f, ln, intents):
                continue
            if ln is None and f.kind == "bare" and not self._asks_in(f.clause):
                continue  # a number in an aside or a signature ("Shop 12, Lajpat Nagar")
            if ln is None and f.kind in ("price", "bare") and (self._sum_of_the_lines(f, intents) or
                                                               self._estimate_of_the_lines(f, intents)):
                continue  # "- Milk: 20 litres @ ₹50/litre - Bread: 15 packets @ ₹38 … Total approx ₹1,570"
            if self._worked_out(f, intents):
                continue  # "कोल्ड ड्रिंक ३ पेटी भेजो: ३६ × ₹३६ = ₹१,२९६", "Maggi 8 darjan bhejo: 96 x 10.50 = 1,008"
            raise _Fail(why("ambiguous_intent.figure", figure=self._fig_text(f)), None)
        pays = [i for i in intents if i.kind == "pay" and i.bill_id]
        if pays and part_paid_asked(self, pays):  # "Paid B-40 in full, ₹3,200 — out of the ₹5,100 bill": in part?
            # (not "₹2,000 paid against B16, balance tomorrow": a payment of ₹2,000; lang.part_paid)
            raise _Fail(why("ambiguous_intent.partial_pay", id=pays[0].bill_id), "pay")
        used_ids = {i.order_id for i in intents} | {i.bill_id for i in intents}
        cited = {self.clause_of[p] for p in self.reference_at} - {c.clause for c in self.cues}  # "Last week you
        # billed us ₹7.20 per egg (B53).", "पिछले हफ़्ते आपने B141 में दूध ₹25 … लगाया था": a bill cited for its price
        paid_only = {i.order_id for i in intents if i.kind == "pay"} - {
            i.order_id for i in intents if i.kind != "pay"}
        ordering = {c.clause for c in self.cues if "order" in c.kinds} if paid_only and any(
            i.kind == "order" and i.order_id is None for i in intents) else set()
        for pos, ident in self.order_ids:  # "Paid ₹2,000 for O5. Please send remaining 20 kg rice on O5": the goods
            clause = self.clause_of[pos]  # beside O5 are no new order, and the payment does not explain them
            if clause in ordering and clause not in self.non_item_clauses and ident in paid_only:
                raise _Fail(why("ambiguous_intent.id", id=ident), None)
        beside = getattr(self, "not_paid_beside", ())  # (lang.paid_chunk: "B80 paid, B81 copy please")
        for pos, ident in self.bill_ids + self.order_ids:
            if ident not in used_ids and (self.clause_of[pos] not in self.non_item_clauses or ident in beside) and not (
                    self.clause_of[pos] in cited and ident.startswith("B")) and not (
                    intents and self._payment_promised(pos)) and not (intents and (
                        at_rest_beside(self, pos) if ident in beside else self._id_at_rest(pos) or id_confirmed(self, pos))) and not told_as_past(
                    self, pos, intents) and not at_rest(self, pos, ident, intents) and not talked_later(self, pos, intents):  # "Last time (O18) you sent 10
                # trays …" (lang.past_ids); "Keep O10 as it is", "B-12, Lajpat Nagar" signed (lang.ids_at_rest)
                raise _Fail(why("ambiguous_intent.id", id=ident), None)
        seen: dict[tuple[str, str], Intent] = {}
        for i in intents:
            if i.sku is None:
                continue
            name = self.cat.by_sku(i.sku).item
            if i.kind in ("accept", "reject") and i.quantity is not None and not (
                    i.kind == "accept" and (i.total_paise and i.sku in self.lots_accepted or i.sku in getattr(
                        self, "counts_bargained", ()))):  # (lang.accept_count: "… okay for the 24 litres")
                # "Rice 38 ok … 20 kg": send it, or not? (A lot's price accepted, "₹1,650 for the 50 kg onion is fine",
                # is an accept of that lot: its count is part of the price.)
                raise _Fail(why("ambiguous_intent.quantity", item=name), i.kind)
            if i.kind == "ask_quote" and (i.unit_price_paise is not None or i.total_paise is not None):
                raise _Fail(why("ambiguous_intent.price_asked", item=name), i.kind)  # "confirm the price is ₹38?"
            key = (i.kind, i.sku)
            old = seen.get(key)
            if old is not None and (old.quantity, old.unit_price_paise, old.total_paise, old.price_change_paise) != (
                    i.quantity, i.unit_price_paise, i.total_paise, i.price_change_paise):
                raise _Fail(why("ambiguous_intent.twice", item=name), i.kind)
            seen[key] = i
        lowered = [i for i in intents if i.kind in ("reject", "ask_quote") and i.sku is not None]
        key = "no_price.what_price"
        if not lowered and rate_said_lower(self):  # "surf rate little less pls, need 12 packets" had ordered at the
            lowered = [i for i in intents if i.kind == "order" and i.sku and i.unit_price_paise is None]  # desk's rate
            key = "no_price.how_much_lower"
        if lowered and not any(f.kind in ("price", "bare") for f in self.figs) and lowers_a_rate(self):
            # "rate is too high, bring it down a bit": by how much? (not "stock is down to 6 kg", "sale kam hai")
            goods = self.cat.by_sku(lowered[0].sku)
            raise _Fail(lower_asked(goods) if key == "no_price.how_much_lower" else why(key, item=goods.item), "offer")
        added = count_without_a_word(intents, self.cues, self.text) or count_cut_ordered(intents, self.figs, self._words)
        # "### Changes to O86 / - Salt: 20 kg": new count; "same as last week bhej do, bas ande 2 tray kam": a cut
        if added:  # of salt in O86, or more salt? (lang.order_changed)
            raise _Fail(why("ambiguous_intent.quantity_change", item=self.cat.by_sku(added).item), "order")
        pack_cancelled(self, intents, lines + context)  # "Doodh 500ml mat bhejo": the pack, or one packet?
        self._verify_kinds(intents, lines + context)
        send_alone(self, intents)  # "Potato ₹22 and onion ₹33 ok. Send.": how many? (lang.send_alone)
        refused_price_ordered(self, intents)  # "Sugar at ₹46 no. Send 50 kg.": at what price? (lang.refused_price_ordered)
        orders = [i for i in intents if i.sku is not None and (i.kind == "order" or i.kind == "cancel" and i.order_id is None)]
        if orders and self._price_condition() and not orders_apart(self, orders, lines + context):
            name = self.cat.by_sku(orders[0].sku).item  # "agar rate kam karo", "इस भाव पर दें तो ऑर्डर पक्का"
            raise _Fail(why("ambiguous_intent.if_price", item=name), "order")
        self._unpriced_lowering(intents)
        if getattr(self, "need_to_come", None):  # "Next month we'll need 100 kg rice." (lang.need_later)
            raise _Fail(why("ambiguous_intent.need_to_come", text=self.need_to_come), "order")

    def _payment_promised(self, pos: int) -> bool:
        """The id at token ``pos`` is named in a promise of a payment for later ("We'll settle B146 next week", "O433
        का भुगतान शुक्रवार को कर देंगे", "B382 का पैसा अगले हफ़्ते देंगे; …"): its chunk has a word of paying and one of
        a day to come, no goods and no other request, and its clause asks nothing — beside the message's other
        requests the id asks nothing."""
        chunk, clause = self.chunk_of[pos], self.clause_of[pos]
        lo, hi = self.clause_span[clause]  # (a table row, "| B5 | ₹2,800 | Will pay Friday |", is one chunk here)
        mine = (lambda k: lo <= k < hi) if self._sym(lo) == "|" else (lambda k: self.chunk_of[k] == chunk)
        if any(mine(c.pos) and c.kinds - {"pay", "neutral", "offer"} for c in self.cues) or any(
                self._sym(k) == "?" for k in range(lo, hi)) or any(mine(m.first) for m in self.mentions):
            return False  # "… का बिल भेज दें, ताकि इसी हफ़्ते भुगतान हो सके": a bill asked; "B146 pay karenge?" asks
        words = {self.tokens[k].key for k in range(lo, hi) if self.tokens[k].kind == "word" and mine(k)}
        return put_off(self, pos, words, PAY_WORDS, _LATER | WEEKDAYS)  # "B555 next Monday" (lang.pay_put_off)

    def _sum_of_the_lines(self, f: _Fig, intents: list[Intent]) -> bool:
        """An amount in a clause of its own that names the total (total, kul, कुल, "=") and is what the order's lines
        come to, each quantity at its price ("… Total ₹1,570"); within 5% when said to be about ("approx",
        "lagbhag", "लगभग", "around", "~"), else within the rounding of each line's price to the paisa (under ₹1: "5
        trays @ ₹176/tray … Total ₹880"). A total that is not their sum stays unexplained."""
        lo, hi = self.clause_span[f.clause]
        words = {self._word(k) for k in range(lo, hi)}
        if words.isdisjoint(_TOTAL_WORDS) or any(self.clause_of[m.first] == f.clause for m in self.mentions):
            return False
        lines = [i for i in intents if i.kind == "order" and i.quantity and i.unit_price_paise]
        if not lines or any(i.kind not in ("order", "ask_bill") for i in intents):  # an order's lines only (not "Aapka bill: … Total
            # ₹350"); its priced lines when not all are ("Total for priced items: ₹5,475", breaker AQ)
            return False
        if len(lines) < sum(i.kind == "order" for i in intents) and words.isdisjoint(PRICED_WORDS):
            return False  # "Send 20 kg sugar @ ₹42 and 10 kg rice. Total ₹840.": a total of what?
        said, total = int(f.value * 100), sum(i.quantity * i.unit_price_paise for i in lines)
        slack = total // 20 if not words.isdisjoint(ABOUT) or self._sym(f.pos - 1) == "~" else min(sum(  # (under ₹1:
            i.quantity for i in lines) // 2, 99)  # a price per selling unit rounded, ₹176/tray is 587 paise an egg)
        return abs(said - total) <= slack

    def _estimate_of_the_lines(self, f: _Fig, intents: list[Intent]) -> bool:
        """An amount said to be about what an order's unpriced lines come to ("Send 48 Parle-G, 24 Maggi. Around
        ₹700 total.", "Sab milake ₹8,000 ke aas paas", "लगभग ₹3,000 का होगा"), in a clause naming no goods: the
        writer's estimate, not a price; the goods are ordered at the supplier's rates."""
        lo, hi = self.clause_span[f.clause]
        words = {self._word(k) for k in range(lo, hi)}
        lines = [i for i in intents if i.sku is not None]
        return bool(words & ESTIMATE) and bool(lines) and all(i.kind == "order" for i in lines) and any(
            i.unit_price_paise is None and i.total_paise is None for i in lines) and not any(  # (one line unpriced
            # is enough: "Onion 30 kg @ ₹30/kg, Tomato 15 kg … Total approx ₹4,100" cannot be checked; breaker AQ)
            self.clause_of[m.first] == f.clause for m in self.mentions)

    def _worked_out(self, f: _Fig, intents: list[Intent]) -> bool:
        """A figure of the arithmetic written out for one order line: the count before "×" that is the line's
        quantity in selling units, or the amount after "=" that is its quantity times its price."""
        lines = [i for i in intents if i.kind in ("order", "offer") and i.quantity]
        if f.kind in ("qty", "bare") and (self._sym(f.pos - 1) == "(" or f.kind == "qty" and f.pos in self._parens()) and any(
                i.quantity is not None and Decimal(i.quantity) == f.value and i.kind in ("order", "offer", "cancel")
                for i in intents):
            return True  # "6 trays (180 eggs)", "50 किलो आटा (5 किलो के 10 पैकेट)": the count said again in selling units
        if f.kind == "bare" and any(Decimal(i.quantity) == f.value for i in lines) and any(
                self._word(k) in SO_THAT or self._word(k) in THAT for k in range(f.end, min(self.n, f.end + 5))):
            return True  # "Need 150 eggs — that's 5 trays of 30", "150 अंडे चाहिए — यानी 30 वाली 5 ट्रे": said again
        if f.kind == "bare" and self._word(f.end) in WALA and any(
                g.kind == "qty" and f.end < g.pos <= f.end + 2 and any(Decimal(i.quantity) == f.value * g.value
                                                                        for i in lines) for g in self.figs):
            return True  # "30 वाली 5 ट्रे", "30 wali 5 tray": the pack's contents, the count's product the order's
        if f.kind in ("qty", "bare") and (self._sym(f.end) in TIMES or self._word(f.end) == "x"):
            return any(Decimal(i.quantity) == f.value for i in lines)
        if f.kind in ("price", "bare") and (self._sym(f.pos - 1) == "=" or self._sym(f.pos - 1) == "₹" and self._sym(
                f.pos - 2) == "="):
            return any(i.unit_price_paise and i.quantity * i.unit_price_paise == int(f.value * 100) for i in lines)
        if f.kind == "price" and "|" in self.text:  # "| Sugar | 50 kg | ₹40/kg | ₹2,000 |": a table row's sub-total
            row = {i.sku for i in lines if i.unit_price_paise and i.quantity * i.unit_price_paise == int(f.value * 100)}
            if any(self.clause_of[m.first] == f.clause and m.sku in row for m in self.mentions):
                self.row_totals = {**getattr(self, "row_totals", {}), f.clause: int(f.value * 100)}
                return True
        return False

    def _parens(self) -> set[int]:
        """Token indices inside round brackets (``KindsMixin._in_parens``), worked out once per message."""
        if not hasattr(self, "_parens_at"):
            self._parens_at = self._in_parens()
        return self._parens_at

    def _row_totals(self, intents: list[Intent]) -> list[Intent]:
        """Each order line of a table row with its stated sub-total (``_worked_out``) carries it as its total."""
        rows = getattr(self, "row_totals", None)
        if not rows:
            return intents
        said = set(rows.values())
        return [i.model_copy(update={"total_paise": i.quantity * i.unit_price_paise}) if i.kind == "order" and
                i.unit_price_paise and i.quantity and i.total_paise is None and i.quantity * i.unit_price_paise in said
                else i for i in intents]
        return False

    def _unpriced_lowering(self, intents: list[Intent]) -> None:
        """A price asked down by no amount ("Reduce the price of toor dal a bit, we'll take 30 kg", "चाय पत्ती का रेट
        थोड़ा कम कीजिए, 40 पैकेट लेंगे", "Besan ka rate thoda aur kam karo, 20 packet lena hai"): the goods are taken
        only at a lower price not named — no order and no cancel; refused as ``no_price`` (how much lower?) unless
        another clause offers a price or a change for the item."""
        if not self.unpriced_lowerings:
            return
        priced = {i.sku for i in intents if i.kind == "offer" and (
            i.unit_price_paise is not None or i.total_paise is not None or i.price_change_paise is not None)}
        for clause in sorted(self.unpriced_lowerings):
            skus = [m.sku for m in self.mentions if self.clause_of[m.first] == clause and m.sku] or [
                i.sku for i in intents if i.sku is not None][:1]
            for sku in skus:
                if sku not in priced:
                    raise _Fail(lower_asked(self.cat.by_sku(sku)), "offer")

    def _price_condition(self) -> bool:
        """A sentence that makes the goods hang on a price: a condition word ("if", "agar", "अगर", "दें तो",
        "do toh") with a word about the rate in the same clause ("match whatever Metro charges for ghee and
        we'll take 10 litres" too): the quantities are an offer's, not an order's."""
        words = self._words
        if RATE_WORDS.isdisjoint(words) or IF_WORDS.isdisjoint(words) and THEN_WORDS.isdisjoint(words) and MATCH_WORDS.isdisjoint(words):
            return False  # no rate word, or no condition word: no such sentence
        conditions, takes, rates = set(), {f.clause for f in self.figs if f.kind == "qty"}, set()
        for k, w in enumerate(words):  # one pass, clauses as sets: linear in the message
            c = self.clause_of[k]
            if w in IF_WORDS or w in THEN_WORDS and k and words[k - 1] in GIVE_WORDS or w in MATCH_WORDS:
                conditions.add(c)
            if w in TAKE_WORDS:
                takes.add(c)
            if w in RATE_WORDS:
                rates.add(c)
        self._condition_clauses = conditions & takes & rates - thanked_clauses(self)  # (lang.condition_apart)
        return bool(self._condition_clauses)  # not "If the rate changes, let me know": nothing taken there; nor "agar … bheja ja sake to hum aabhari honge" (lang.grateful_if)

    def _told_about(self, f: _Fig) -> bool:
        """A figure a payment, dispute or question tells about: its chunk names an id or has such words, it
        names no item of its own ("Bill B9 charges us for 60 kg sugar, but only 50 kg was delivered"), or its
        clause disputes (the dispute's note is the whole clause)."""
        chunk = self.chunk_of[f.pos]
        if not hasattr(self, "_told_chunks"):
            self._told_chunks = {self.chunk_of[p] for p, _ in self.bill_ids + self.order_ids} | {
                c.chunk for c in self.cues if c.kinds & _NON_ITEM_SET}
            self._item_chunk_set = {self.chunk_of[m.first] for m in self.mentions}
            self._dispute_clauses = {c.clause for c in self.cues if "dispute" in c.kinds}
        return chunk in self._told_chunks or chunk not in self._item_chunk_set or f.clause in self._dispute_clauses

    def _bargains(self, clause: int) -> bool:
        """The clause states a price or agrees or offers (so a discount in it is a term of the deal)."""
        if not hasattr(self, "_deal_clauses"):
            self._deal_clauses = {g.clause for g in self.figs if g.kind == "price"} | {
                c.clause for c in self.cues if c.kinds & {"accept", "offer"}}
        return clause in self._deal_clauses

    def _asked_alone(self, line: _Line) -> bool:
        """An ambiguous mention with intent words of its own chunk and no other item in that chunk."""
        if not hasattr(self, "_chunk_mentions"):
            self._chunk_mentions: dict[int, int] = {}
            for m in self.mentions:
                self._chunk_mentions[self.chunk_of[m.first]] = self._chunk_mentions.get(self.chunk_of[m.first], 0) + 1
            self._named_skus = {m.sku for m in self.mentions if m.sku}
        if self._chunk_mentions.get(line.chunk, 0) > 1 or self._named_skus & set(line.mention.candidates):
            return False  # another item in its chunk, or one it may be named later ("Dal ka rate? Toor wali.")
        if not hasattr(self, "_cue_chunks"):
            self._cue_chunks = {c.chunk for c in self.cues if c.kinds & _ITEM_KINDS}
        return line.chunk in self._cue_chunks

    def _own_pack(self, f: _Fig, line: _Line, intents: list[Intent]) -> bool:
        """A pack size that names the line's item's own pack: one selling unit ("5 kg wale" of the 5 kg atta), or a
        brand's pack of the same kind of goods within half to twice it ("Colgate 150 g tubes" of the 100 g
        toothpaste) when the quantity counts packs. "5 kg packets of sugar" (1 kg packs) is not."""
        if line.mention.ambiguous or not f.unit:
            return False
        item = self.cat.by_sku(line.mention.sku)
        factor = selling_units_per(f.unit, item)
        if factor is None:
            return False
        packs = Fraction(f.value) * factor
        if packs == 1 or any(i.sku == item.sku and i.quantity == packs for i in intents):
            return True  # its own pack, or the quantity said again ("2 cases of soft drinks (24 bottles)")
        counted = [g for g in line.figs if g.pos in self.used_pos and g.kind in ("qty", "bare")]
        if any(g.unit and g.unit not in ("packet", "piece") and selling_units_per(g.unit, item) == packs
               for g in counted):
            return True  # "२ बोरी चीनी (५०-५० किलो)": the size of each sack counted, said again
        return Fraction(1, 2) <= packs <= 2 and f.unit in ("g", "ml", "kg", "l") and all(
            g.unit in (None, "packet", "piece") for g in counted)

    def _asks_in(self, clause: int) -> bool:
        """The clause has intent words about items (so a number in it is meant)."""
        if not hasattr(self, "_cue_clauses"):
            self._cue_clauses = {c.clause for c in self.cues if c.kinds & _ITEM_KINDS}
        return clause in self._cue_clauses

    def _fig_text(self, f: _Fig) -> str:
        toks = self.tokens[f.pos:max(f.end, f.pos + 1)]
        text = self.text[toks[0].start:toks[-1].end] if toks else fmt_number(f.value)
        if f.kind == "price" and "₹" not in text and not any(t.key in _CUR_AFTER for t in toks if t.kind == "word"):
            text = "₹" + text
        return text[:60]
