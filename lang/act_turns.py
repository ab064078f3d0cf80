"""Stage 3 applied, continued (``lang.apply_acts``): turns between clauses and within one that change what a price
or a cancel means — a tag question after a price, a cancel whose object is the order id, a price refused then
countered, a price asked in disbelief then refused — and orders told as placed before (background, not placed now)."""
from __future__ import annotations

from lang.disbelief import said_back
from lang.hold_back import HOLD_WORDS, held_back
from lang.sorry_other_goods import names_other_goods as other_goods
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.act_words import (CANCEL_VERBS as _CANCEL_VERBS, STATED as _STATED, KG_IN as _KG_IN, NEW_FIRST as _NEW_FIRST,
                            THEIRS as _THEIRS, CORRECT as _CORRECT, HOLD as _HOLD)
from lang.acts import NEGATIONS, ORDERED_BEFORE, PAST_MARKERS
from lang.gates import Gate
from lang.goods_of_cancel import goods_in_apposition

#: Verbs of placing an order, said of one placed before ("we placed an order", "order diya tha", "ऑर्डर दिया था").
_PLACED = frozenset(fold(w) for w in "placed gave given diya dia दिया tha था".split())  # "कल शादी का ऑर्डर था"

#: Words of goods received ("10 पेटी मिली", "we got 18 kg", "received 40"): a count short on delivery, not changed.
_ONLY = frozenset(fold(w) for w in "hi ही only sirf".split())  # "३५ किलो ही आया"
_RECEIVED = frozenset(fold(w) for w in "aaya aaye aayi aai aaí mila mili mile आया आए आई आयी मिला मिली मिले got "
                      "received came delivered arrived".split())

_BILL_NAMED = _BILL_NOUN | {fold("billed")}


#: "… 10 tray ande the, (usko) 6 tray kar do": a count told as it was, then made another.
_WAS = frozenset(fold(w) for w in "tha thi the था थी थे".split())
_THAT = frozenset(fold(w) for w in "usko use isko ise usse उसको उसे इसको इसे".split())
_MADE = frozenset(fold(w) for w in "kar karo kardo kijiye कर करो कीजिए".split())

_ABOVE = frozenset(fold(w) for w in "above upar ऊपर request".split())  # with a word of ignoring: the message taken back
_LAST_LINE = (frozenset(fold(w) for w in "last previous aakhri akhri आख़िरी आखिरी पिछली pichli".split()),  # "ignore my
              frozenset(fold(w) for w in "line lines लाइन point".split()))  # last line" (breaker F)


class TurnsMixin:
    """Turns of a message that change what a price or a cancel means (module docstring)."""

    def _tags_after_prices(self, tags: frozenset[int], untagged: frozenset[int]) -> tuple[frozenset, frozenset]:
        """A tag question right after the chunk of a new price ("…, ₹48 a packet works, right?", "…, ₹48 पैकेट
        चलेगा न?") asks whether that price will do: it stays a question (an offer), its words stay. Not "…, ₹48 a
        dozen, please send by 4 pm, ok?" (the tag closes the delivery term). Linear: the tags' words are walked
        back once each."""
        priced = {self.chunk_of[f.pos] for f in self.figs if f.kind == "price" and not f.role}
        asking, words = set(), set(untagged)
        for i in tags:
            k = i - 1
            while k >= 0 and k in untagged:
                k -= 1
            if k >= 1 and self.chunk_of[k - 1] in priced:  # k: the comma before the tag
                asking.add(i)
                words.difference_update(range(k + 1, i))
        return frozenset(tags - asking), frozenset(words)

    def _cancels_the_id(self, clause: int, cues: list[_Cue], mentions: list) -> bool:
        """A cancel word whose chunk holds an order id and no goods ("O641 cancel kar do bhai, woh 2 peti Pepsi …"),
        with goods in other chunks that have no cancel word of their own."""
        if not hasattr(self, "_id_chunks_at"):  # by clause, once (a scan per cancel clause was quadratic)
            self._id_chunks_at: dict[int, set[int]] = {}
            for p, _ in self.order_ids:
                self._id_chunks_at.setdefault(self.clause_of[p], set()).add(self.chunk_of[p])
        id_chunks = self._id_chunks_at.get(clause, set())
        goods_chunks = {self.chunk_of[m.first] for m in mentions}
        cancel = [c for c in cues if "cancel" in c.kinds and any(
            self._word(k) in _CANCEL_VERBS for k in range(c.pos, c.end))]  # a cancel word, not "6 dozen instead of 10"
        return bool(mentions) and any(c.chunk in id_chunks and c.chunk not in goods_chunks for c in cancel) and \
            not any(c.chunk in goods_chunks for c in cancel) and not goods_in_apposition(self, clause, cancel)

    def _refused_then_taken(self) -> None:
        """A price refused, then goods taken at another in one clause ("घी ₹540 में नहीं लेंगे, ₹527 में ले लेंगे", "Cheeni
        ₹45 mein nahi lenge, ₹43 mein le lenge"): the refusal is the refused price's (a reference, ``lang.roles``), the
        taking at the new price (of the same goods) with no count an offer of it."""
        if not self.reference_at or not any(c.kinds == {"reject"} for c in self.cues):
            return
        new_at = {f.clause: f.pos for f in reversed(self.figs) if f.kind == "price" and f.pos not in self.reference_at}
        counted = {f.clause for f in self.figs if f.kind == "qty"}
        refs = sorted(self.reference_at)
        drop = set()
        for c in self.cues:
            lo = self.clause_span[c.clause][0]
            k = bisect.bisect_left(refs, c.pos)  # the last reference price before the cue, in its clause
            if c.kinds == {"reject"} and c.clause in new_at and new_at[c.clause] > c.end and c.clause not in counted \
                    and k and refs[k - 1] >= lo and not {m.sku for m in self.mentions if c.end <= m.first < new_at[
                        c.clause]} - {m.sku for m in self.mentions if lo <= m.first < c.pos}:  # (not "चीनी ₹46 ज़्यादा;
                drop.add(id(c))  # चावल ₹38 ठीक": the rice's price)
        if drop:
            clauses = {c.clause for c in self.cues if id(c) in drop}
            self.cues = [c for c in self.cues if id(c) not in drop]
            for c in self.cues:
                if c.clause in clauses and "order" in c.kinds:
                    c.kinds = (c.kinds - {"order"}) | {"offer"}

    def _refused_then_countered(self) -> None:
        """A price refused or only stated, then a new one offered in a later clause ("Tea at ₹450/kg is too high.
        Make it ₹420", "Not at ₹45 for sugar. ₹42?", "सरसों तेल ₹145 नहीं चलेगा। ₹132 करो।", "Metro mein 33 hai. 40
        packet 32 mein doge?"): the earlier price is someone's old or other price, context; the reading is the offer.

        Only when the earlier clause states prices and nothing else (no quantity, no intent words but a refusal,
        no question), the clauses between state no figure, the offering clause has a price and an offer word and
        no accept or refusal, and the two name at most one item between them.
        """
        figs_at: dict[int, list[_Fig]] = {}
        for f in self.figs:
            if f.kind != "hint" and not f.role:
                figs_at.setdefault(f.clause, []).append(f)
        if len(figs_at) < 2 or not any("offer" in c.kinds for c in self.cues):
            return  # a price then a counter needs two clauses with figures and an offer word
        by_clause: dict[int, list[_Cue]] = {}
        for c in self.cues:
            by_clause.setdefault(c.clause, []).append(c)
        fig_clauses = sorted(figs_at)
        for k, clause in enumerate(fig_clauses[:-1]):
            figs = figs_at[clause]
            item_cues = [c for c in by_clause.get(clause, ()) if c.kinds & _ITEM_KINDS or c.kinds & _NON_ITEM_SET]
            lo, hi = self.clause_span[clause]
            if any(f.kind not in ("price", "bare") for f in figs) or any(c.kinds != {"reject"} for c in item_cues) or \
                    not any(f.kind == "price" for f in figs) and not any(  # "Poha 40." may count packets
                        self._word(q) in _STATED for q in range(lo, hi)) or \
                    clause in self.acts and self.acts[clause].question:
                continue
            nxt = fig_clauses[k + 1]
            if nxt - clause > 3 or any(c.kinds & _ITEM_KINDS - {"offer", "reject"}
                                       for q in range(clause + 1, nxt) for c in by_clause.get(q, ())):
                continue
            counter = [c for c in by_clause.get(nxt, ()) if c.kinds & _ITEM_KINDS]
            if not any(f.kind in ("price", "bare") for f in figs_at[nxt]) or \
                    not any("offer" in c.kinds for c in counter) or any(c.kinds & {"reject", "accept"} for c in counter):
                continue
            names = {m.sku for m in self.mentions if clause <= self.clause_of[m.first] <= nxt}
            if len(names) > 1:
                continue
            self.reference_at.update(f.pos for f in figs)
            self.figs = [f for f in self.figs if f.clause != clause or f.kind not in ("price", "bare")]
            for c in item_cues:
                c.kinds = frozenset()

    def _taken_back(self, acts: dict, mention_clauses: set[int], first_order: int, corrected: set[int]) -> None:
        """A clause that takes back what came before ("Actually, don't.", "Nahi, rehne do.", "Ignore my last line", "On
        second thoughts, hold the same": ``lang.hold_back``) or changes a figure without saying which ("Sugar 20 kg. Actually
        make it 25."; not a "Sorry, …" of other goods: ``lang.sorry_other_goods``): ``self.retracted``. ``first_order``: the
        first clause with an order word; ``corrected``: positions of corrections applied (``lang.second_thoughts``); gated."""
        if _TAKEN_BACK.shut(self._keys) and not any(act.negative for act in acts.values()):
            return
        fig_clauses = {f.clause for f in self.figs}
        first_figured = min((f.clause for f in self.figs if f.kind in ("qty", "price")), default=self.n + 1)
        fixed = {self.clause_of[k] for k in corrected}  # clauses whose correction was applied
        for clause, act in acts.items():
            if clause in fixed:
                continue
            lo, hi = self.clause_span[clause]
            words = [t.key for t in self.tokens[lo:hi] if t.kind == "word"]
            if words and ((len(words) <= 4 or words[0] in _RETRACT and set(words) & _HOLD) and (
                    words[0] in _RETRACT or act.negative and act.negation_at == lo) or held_back(words)) \
                    and clause not in mention_clauses and clause not in fig_clauses and first_order < clause:
                self.retracted = self._clause_text(clause)
            elif words and first_order < clause and not IGNORE_WORDS.isdisjoint(words) and any(
                    a in _LAST_LINE[0] and b in _LAST_LINE[1] for a, b in zip(words, words[1:])):
                self.retracted = self._clause_text(clause)
            elif words and first_order < clause and clause not in mention_clauses | fig_clauses and not \
                    IGNORE_WORDS.isdisjoint(words) and not _ABOVE.isdisjoint(words):  # "Oops, ignore the above, I made
                self.retracted = self._clause_text(clause)  # a mistake", "ऊपर वाला छोड़ दो, गलती हो गई"
            elif words and (words[0] in _CORRECT or words[0] in _RETRACT and clause not in mention_clauses) and \
                    clause in fig_clauses and first_figured < clause and lo not in corrected and not other_goods(self, clause):
                self.retracted = self._clause_text(clause)

    def _asked_then_refused(self, mention_clauses: set[int]) -> None:
        """A price asked in disbelief, then refused in a short clause of its own ("₹146 for mustard oil? No way.",
        "मूंग दाल ₹112? बिलकुल नहीं।", "Badam ₹96? Nahi chahiye, shukriya."): a refusal at that price, not an offer.

        The refusing clause names no item but the asked ones ("₹40 for tomatoes?? We'll skip tomatoes this week",
        "आलू ₹३० किलो?? इस हफ़्ते आलू नहीं लेंगे") and states no figure, has at most eight words and a negation first
        or a refusal word; the asking clause right before it (a lone "?" between them aside) is a question with a
        price and an item.
        """
        price_clauses = {f.clause for f in self.figs if f.kind == "price"}
        if not price_clauses:
            return  # no price asked
        fig_clauses = {f.clause for f in self.figs}
        named: dict[int, set] = {}  # clause -> the goods it names
        for m in self.mentions:
            named.setdefault(self.clause_of[m.first], set()).add(m.candidates)
        for clause, act in self.acts.items():
            prev = clause - 1
            while prev > 0 and prev in self.acts and not any(  # "₹40 for tomatoes?? No.": the second "?" is a
                    t.kind == "word" for t in self.tokens[slice(*self.clause_span[prev])]):  # clause of its own
                prev -= 1
            if prev not in self.acts or not self.acts[prev].question or prev not in price_clauses or \
                    prev not in mention_clauses or clause in fig_clauses or clause in mention_clauses and not (
                    named.get(clause, set()) <= named.get(prev, set())):  # "₹40 for tomatoes?? We'll skip tomatoes"
                continue
            lo, hi = self.clause_span[clause]
            words = [t.key for t in self.tokens[lo:hi] if t.kind == "word"]
            mine = [c for c in self.cues if c.clause == clause and c.kinds & _ITEM_KINDS]
            said_no = bool(mine) and all(c.kinds == {"reject"} for c in mine)  # its own refusal words
            refuses = act.negative and act.negation_at is not None and words and \
                self.tokens[act.negation_at].key in words[:3] or said_no \
                or words[:1] and words[0] in _THIS_MUCH and not NEGATIONS.isdisjoint(words)  # "Itne mein nahi lenge"
            if not words or len(words) > (12 if said_no else 8) or not refuses or act.question:  # (a longer clause
                continue  # with its own words: "We'll skip tomatoes this week, the mandi guy is cheaper")
            for c in self.cues:
                if c.clause == prev and c.kinds & _ITEM_KINDS:
                    c.kinds = frozenset({"reject"})
            if not any(c.clause == prev and c.kinds == {"reject"} for c in self.cues):
                plo, _ = self.clause_span[prev]
                self.cues.append(_Cue(frozenset({"reject"}), plo, plo + 1, prev, self.chunk_of[plo]))
            self.cues = [c for c in self.cues if c.clause != clause]

    def _exclaimed(self, clause: int) -> bool:
        """The clause's question mark is doubled or exclaimed ("Moong dal ₹95/kg?? 🤔", "₹40 for tomatoes?!"):
        the price is said back in disbelief, not offered (every such price in the hand-labelled corpora is the
        supplier's own); with no words of asking it is no offer, and with nothing else the reader asks."""
        hi = self.clause_span[clause][1]
        if 0 < hi < self.n and self.tokens[hi - 1].text == "?" and self.tokens[hi].text in ("?", "!"):
            return True
        words = [t.key for c in range(clause, min(clause + 3, len(self.clause_span)))  # "₹140, really?", "₹86? Kyun
                 for t in self.tokens[slice(*self.clause_span[c])] if t.kind == "word"]  # bhai?" (lang.disbelief)
        return said_back(words[:24])

    def _offer_after(self, f: _Fig) -> _Cue:
        """An offer cue on the word after figure ``f`` — on its last token when ``f`` ends the message ("~~₹48~~ →
        **₹44** per packet" raised IndexError there; a cue past the last token, later steps too)."""
        return _Cue(frozenset({"offer"}), (at := min(f.end, self.n - 1)), at + 1, f.clause, self.chunk_of[at])

    def _next_says(self, pos: int, new_in: set[int]) -> bool:
        """The supplier's own price ("aapka ₹119 litre ka rate") refused in its clause, a new price in the next."""
        clause = self.clause_of[pos]  # ("Your rate is ₹24. Can you do ₹21?": three words before the "₹" of a bare telling)
        at = pos - (self._sym(pos - 1) == "₹" and not any(c.clause == clause and c.kinds - {"ask_quote_weak"} for c in self.cues))
        return clause + 1 in new_in and any(self._word(k) in _THEIRS for k in range(max(0, at - 3), at))

    def _count_changed(self, clause: int, cues: list, kinds: set, by_clause: dict, counts: list[_Fig]) -> set:
        """A named order's count changed: to fewer, a cancel of the difference ("In O27 make the eggs 3 trays
        instead of 5"); to more, an order of the difference added to it ("Increase O531 sugar from 30 to 50 kg",
        "O632 में चावल 40 से बढ़ाकर 60 किलो कर दो": ``self.raised_clauses``, read by lang.compose). The clause's
        cues become that kind (one is added when it has none); returns the clause's kinds."""
        change = self._count_change(counts)
        if change is None:
            return kinds
        fewer = change == "fewer"
        kind = "cancel" if fewer else "order"
        if not fewer:
            self.raised_clauses = getattr(self, "raised_clauses", set()) | {clause}
        for c in cues:
            c.kinds = frozenset({kind})
        if not cues:
            lo = self.clause_span[clause][0]
            cue = _Cue(frozenset({kind}), lo, lo + 1, clause, self.chunk_of[lo])
            self.cues.append(cue)
            by_clause[clause] = [cue]
        return {kind}

    def _taken_at(self, cues: list) -> set:
        """"OK, we'll take it at ₹100" with no count: an acceptance of the price (the take word's order becomes
        accept); returns the clause's kinds."""
        for c in cues:
            if "order" in c.kinds:
                c.kinds = (c.kinds - {"order"}) | {"accept"}
        return {k for c in cues for k in c.kinds}

    def _fewer(self, figs: list[_Fig]) -> bool:
        """Two counts of a change to fewer: "from 80 kg to 50 kg", "5 tray ki jagah 3 tray", "3 trays instead of 5",
        "30 ki jagah 20 kilo" (the unit said once, after both)."""
        return self._count_change(figs) == "fewer"

    def _count_change(self, figs: list[_Fig]) -> str | None:
        """"fewer" or "more" for two counts of a change (``_fewer``; "from 30 to 50 kg", "40 से बढ़ाकर 60 किलो",
        "25 se badha ke 40 kg"), else None."""
        if len(figs) != 2:
            return None
        lo, hi = self.clause_span[figs[0].clause]
        keys = {self.tokens[k].key for k in range(lo, hi) if self.tokens[k].kind == "word"}
        if keys & _RECEIVED and (keys & _BILL_NAMED or figs[1].end < hi and self._word(figs[1].end) in _RECEIVED | _ONLY):
            return None  # "O645 — 12 पेटी की जगह 10 पेटी मिली, बिल 12 का है", "O72 में ४० किलो आलू की जगह ३५ किलो ही
            # आया": goods short on delivery, not an order changed
        unit_after = figs[0].kind == "bare" and figs[1].kind == "qty"  # "४० की जगह ३० पैकेट"
        weights = figs[0].unit in _KG_IN and figs[1].unit in _KG_IN  # "1 quintal ki jagah 70 kilo"
        if not unit_after and not weights and (figs[0].kind != "qty" or figs[1].unit not in (None, figs[0].unit)):
            return None
        between = {self._word(k) for k in range(figs[0].end, figs[1].pos)}
        arrow = any(self._sym(k) in ("→", "⟶", "➡") for k in range(figs[0].end, figs[1].pos))
        words = {self._word(k) for k in range(figs[0].end, figs[1].pos) if self.tokens[k].kind == "word"}
        if not between & (_CHANGE_WORDS | _RAISE_WORDS) and not arrow and not (words and words <= _FROM_ONLY) and \
                not self._was_then_made(figs):
            return None
        old, new = (figs[1], figs[0]) if between & _NEW_FIRST else (figs[0], figs[1])
        if weights:
            was, now = old.value * _KG_IN[old.unit], new.value * _KG_IN[new.unit]
        else:
            was, now = old.value, new.value
        if was < now and between & _LOWERED:  # "चावल 30 किलो से घटाकर 40 किलो": a cut to more? (had ordered 10
            named = next((m for m in self.mentions if self.clause_of[m.first] == figs[0].clause and m.sku), None)
            self.refusal = getattr(self, "refusal", None) or _Fail(why(  # kg more; breaker R)
                "ambiguous_intent.not_fewer", item=self.cat.by_sku(named.sku).item if named else "",
                text=f"{self._fig_text(old)} → {self._fig_text(new)}"), "cancel")
            return None
        return "fewer" if was > now else "more" if was < now else None

    def _was_then_made(self, figs: list[_Fig]) -> bool:
        """"O74 mein 10 tray ande the, 6 tray kar do", "O80 mein detergent 24 packet tha, usko 12 kar dijiye": the
        first count told as what it was (tha/the/था), nothing between but the goods' name and "usko", and the second
        made so ("kar do", "कर दीजिए")."""
        between = [k for k in range(figs[0].end, figs[1].pos) if self.tokens[k].kind == "word"]
        keys = {self.tokens[k].key for k in between if k not in self.item_tokens}
        made = [self.tokens[k].key for k in range(figs[1].end, min(self.n, figs[1].end + 2))
                if self.tokens[k].kind == "word"]
        return bool(keys & _WAS) and keys <= _WAS | _THAT and bool(made) and made[0] in _MADE

    def _ends_with_colon(self, clause: int) -> bool:
        lo, hi = self.clause_span[clause]
        last = [t for t in self.tokens[lo:hi] if t.kind != "nl"]
        return bool(last) and last[-1].kind == "sym" and last[-1].text == ":"

    def _phrase(self, cue: _Cue) -> str:
        """The words of a cue, keys joined by spaces ("be delivered")."""
        return " ".join(t.key for t in self.tokens[cue.pos:cue.end] if t.kind == "word")

    def _ordered_before_chunks(self, by_clause: dict[int, list[_Cue]], drop: set[int]) -> set[int]:
        """Chunks of an ordering clause that tell goods ordered before ("Kal 40 kg rice manga tha, aaj 10 kg salt
        bhejo", "we ordered 40 kg rice yesterday, now send 10 kg salt"): no intent word of their own, a verb of
        ordering in the past and a mark of time past. Their figures leave (the goods stay as referents), so the
        order of the other chunk does not take them."""
        out: set[int] = set()
        if _ORDERED_BEFORE.shut(self._keys):
            return out  # no verb of ordering in the past
        for clause, cues in by_clause.items():
            if clause in drop or not any("order" in c.kinds for c in cues):
                continue
            spoken = {c.chunk for c in cues}
            lo, hi = self.clause_span[clause]
            words: dict[int, set[str]] = {}
            for k in range(lo, hi):
                if self.tokens[k].kind == "word":
                    words.setdefault(self.chunk_of[k], set()).add(self.tokens[k].key)
            for chunk, keys in words.items():
                if chunk not in spoken and keys & ORDERED_BEFORE and keys & PAST_MARKERS:
                    out.add(chunk)
        return out

    def _order_placed_before(self, clause: int, cues: list[_Cue]) -> bool:
        """Every order word of the clause is the noun "order" with a verb of placing it right before or after
        ("we placed an order", "order diya tha", "ऑर्डर दिया था"), and the clause marks time past ("yesterday",
        "kal", "था"): an order placed before, told as background, not one placed now."""
        if _PLACED_BEFORE.shut(self._keys):
            return False  # no verb of placing an order
        orders = [c for c in cues if "order" in c.kinds]
        if not orders or any(c.kinds - {"order"} or self._phrase(c) not in _ORDER_LEADS for c in orders):
            return False
        lo, hi = self.clause_span[clause]
        if not any(self.tokens[k].kind == "word" and self.tokens[k].key in PAST_MARKERS for k in range(lo, hi)):
            return False
        return all(_PLACED.intersection(self._word(k) for k in range(max(0, c.pos - 3), min(self.n, c.end + 3)))
                   for c in orders)

    def _contrast_at(self, clause: int) -> int:
        """The token of the first "but"/"par"/"lekin"/"पर" of ``clause`` after a price (the clause's first token
        when none): what comes before it is said apart from a condition after it."""
        lo, hi = self.clause_span[clause]
        priced = [f.pos for f in self.figs if f.kind == "price" and f.clause == clause]
        if not priced:
            return lo
        return next((k for k in range(priced[0], hi) if self.tokens[k].kind == "word" and self.tokens[k].key in
                     _CONTRAST), lo)

    def _priced_chunks(self, clause: int) -> set[int]:
        """The chunks of ``clause`` that hold a price figure (worked out once a message: it is asked per cue)."""
        if not hasattr(self, "_priced_by_clause"):
            self._priced_by_clause: dict[int, set[int]] = {}
            for f in self.figs:
                if f.kind == "price":
                    self._priced_by_clause.setdefault(f.clause, set()).add(self.chunk_of[f.pos])
        return self._priced_by_clause.get(clause, set())

    def _told_apart(self, pos: int, role: str) -> bool:
        """A strong reference price at token ``pos`` in a sentence with no intent word of its own, beside sentences
        that have one (``_clauses_that_ask``): it stays a reference though no other price is new."""
        if role != "reference" or pos in getattr(self, "sellers_told", ()):  # (another seller's: always context, s48)
            return role == "reference"
        if not hasattr(self, "_asking_clauses"):  # once a message (a scan of the cues per price was quadratic)
            self._asking_clauses = self._clauses_that_ask()
        return bool(self._asking_clauses) and self.clause_of[pos] not in self._asking_clauses

    def _clauses_that_ask(self) -> set[int]:
        """The clauses with an intent word other than a rate's ("rate" alone asks nothing), when no clause accepts,
        offers or refuses (else none): a past or market rate in a sentence outside them stays a reference though no
        other price is new ("Send 40 kg rice. Last month's rate was ₹39.": the order names no price; but "Thank you
        for your quote of ₹118 per litre. We accept." accepts ₹118)."""
        if any(c.kinds & {"accept", "offer", "reject"} for c in self.cues):
            return set()
        return {c.clause for c in self.cues if c.kinds & _ITEM_KINDS - {"ask_quote_weak"}}  # ("What's your best
        # rate on toor dal? Last time it was ₹140.": the rate asked, the past one apart; breaker S)


_CONTRAST = _keyset("but par पर lekin लेकिन magar मगर")
_THIS_MUCH = _keyset("itne itna इतने इतना itni इतनी")
#: An order told as placed before: a verb of ordering in the past, or of placing ("placed", "diya") beside "order".
_ORDERED_BEFORE = Gate("act_turns.ordered_before", (TurnsMixin._ordered_before_chunks,), opens=(ORDERED_BEFORE,),
                       alongside=(PAST_MARKERS,))
_PLACED_BEFORE = Gate("act_turns.placed_before", (TurnsMixin._order_placed_before,), opens=(_PLACED,),
                      alongside=(PAST_MARKERS, _ORDER_LEADS))
_TAKEN_BACK = Gate("act_turns.taken_back", (TurnsMixin._taken_back,), opens=(_RETRACT, _CORRECT, IGNORE_WORDS, HOLD_WORDS), alongside=(_HOLD, _ABOVE))
