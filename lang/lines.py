"""Item lines: which figures and intent words belong to which item mention."""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.yes_no import own_words
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports; _CUE_KEY: a cue's fields)
from lang.sent_and_asked import sent_firmly, with_rate_asked as _with_rate_asked
from lang.respectively import paired_respectively
from lang.ours_asked_after import ours_asked_after
from lang.line_guards import accepts_between, cancel_apart, clauses_saying, count_of_the_sentence_before, count_of_the_same_sentence, old_price_named, reported_first, unknown_beside, left_for_now  # noqa: E501
from lang.price_after_cross import count_after_counter, price_after_cross
from lang.others_agreed import agreed_before  # another item's "fine" is not the goods' bargained next
from lang.counts_not_lent import capacity_told, said_apart, told_unplaced  # counts kept from goods not counted

#: Words before a price that give it to every item named ("both at ₹40", "dono ₹90 kilo", "सब ₹11 का एक", "all at
#: ₹11 a bar"), the words that may stand between, and a price per unit "each" after ("at ₹25/kg each").
_ALL_OF_THEM = frozenset(fold(w) for w in "both dono donon दोनों दोनो sab sabhi सब सभी all".split())
_AT_WORDS = frozenset(fold(w) for w in "at for pe par पर on rate bhav भाव रेट @ ka के ke का".split())


#: Words before "one" that make it the unit a price is for ("₹12 ka ek", "₹12 की एक", "₹12 for one").
_OF_ONE = frozenset(fold(w) for w in "ka ki ke का की के for a per".split())
#: Words that put goods off ("Noodles - later", "Maggi baad mein", "मैगी - बाद में"): no intent now.
_LATER = frozenset(fold(w) for w in "later baad बाद".split())

class LinesMixin:
    """Item lines: which figures and intent words belong to which item mention."""

    def _lines(self) -> list[_Line]:
        """One line per item mention, with the figures that belong to it (module docstring, step 4)."""
        lines = [_Line(m, self.clause_of[m.first], self.chunk_of[m.first], m.first) for m in self.mentions]
        by_chunk: dict[int, list[_Line]] = {}
        by_clause: dict[int, list[_Line]] = {}
        for ln in lines:
            by_chunk.setdefault(ln.chunk, []).append(ln)
            by_clause.setdefault(ln.clause, []).append(ln)
        chunk_clause: dict[int, int] = {}
        for i in range(self.n):
            chunk_clause.setdefault(self.chunk_of[i], self.clause_of[i])
        first_fig: dict[int, int] = {}
        for g in self.figs:
            if g.kind != "hint":
                first_fig.setdefault(self.chunk_of[g.pos], g.pos)
        orphans: dict[int, list[_Fig]] = {}
        owner_pos = {chunk: [ln.pos for ln in owners] for chunk, owners in by_chunk.items() if len(owners) > 1}
        for f in self.figs:
            chunk = self.chunk_of[f.pos]
            owners = by_chunk.get(chunk)
            if not owners:
                orphans.setdefault(chunk, []).append(f)
            elif len(owners) == 1:
                owners[0].figs.append(f)
            else:
                k = bisect.bisect_right(owner_pos[chunk], f.pos)  # (a list per figure was quadratic)
                if first_fig.get(chunk, self.n) < owners[0].pos:  # "10 kg rice 5 kg sugar": to the next item
                    target = owners[min(k, len(owners) - 1)]
                else:  # "rice 10 kg sugar 5 kg": to the item before it
                    target = owners[max(k - 1, 0)]
                target.figs.append(f)
        skus = {ln.mention.sku for ln in lines}
        cues_by_clause: dict[int, list[_Cue]] = {}
        cues_by_chunk: dict[int, list[_Cue]] = {}
        for c in self.cues:
            cues_by_clause.setdefault(c.clause, []).append(c)
            cues_by_chunk.setdefault(c.chunk, []).append(c)
        clause_chunks = {c: [ln.chunk for ln in lns] for c, lns in by_clause.items()}
        line_pos, carried = [ln.pos for ln in lines], {}  # carried: sentence -> the line its figures were given to
        for chunk, figs in orphans.items():
            clause = chunk_clause.get(chunk, 0)
            if figs and (all(f.kind == "bare" for f in figs) and self._after_and(figs[0].pos) or unknown_beside(
                    self, figs[0])):  # (lang.line_guards: "snd chwl 20kg, sugar also": 20 kg of what?)
                raise _Fail(why("no_item.of_what", n=fmt_number(figs[0].value)), None)
            in_clause = by_clause.get(clause, [])
            k = bisect.bisect_left(clause_chunks.get(clause, []), chunk)
            target = in_clause[k - 1] if k > 0 else in_clause[k] if k < len(in_clause) else None
            if k == 0 and target is not None and figs and all(f.kind in ("qty", "bare") for f in figs) and (any(
                    g.kind == "qty" and self.chunk_of[g.pos] == target.chunk for g in self.figs) or any(
                    c.kinds & {"ask_quote", "ask_quote_weak"} for c in cues_by_chunk.get(target.chunk, ()))) and len(
                    {ln.mention.candidates for ln in by_clause.get(clause - 1, ())}) == 1 and any(
                    g.kind == "price" for g in by_clause[clause - 1][0].figs):
                target = by_clause[clause - 1][0]  # "Bread at ₹38 is fine. Please send 15 packets tomorrow, and also
                # 10 packets of curd": the 15 are the bread's (the curd has its own count; "…, and tell me your besan
                # rate": the besan is asked a price)
            if target is not None:  # the item before, else after, in the clause, with the chunk's intent words
                target.figs.extend(figs)
                target.extra.extend(c for c in cues_by_chunk.get(chunk, ()) if c.kinds & _ITEM_KINDS)
            elif len(skus) > 1 and clause not in self.non_item_clauses and figs and by_clause.get(clause - 1) and (all(
                    f.kind == "qty" for f in figs) and count_of_the_sentence_before(lines, by_clause[clause - 1], clause,
                    cues_by_clause, self) or price_after_cross(self, figs, by_clause[clause - 1], clause, cues_by_clause)):
                target = carried[clause] = by_clause[clause - 1][0]  # "OK, confirmed at ₹78 for paneer. Send 15
                target.figs.extend(figs)  # packets …": the goods of the sentence just before
                target.extra.extend(c for c in cues_by_clause.get(clause, ()) if c.kinds & _ITEM_KINDS)
            elif len(skus) > 1 and count_after_counter(self, figs, carried.get(clause - 1), clause, cues_by_clause):
                carried[clause - 1].figs.extend(figs)  # "Can you do ₹27/kg? If yes, send 15 kg."
            elif count_of_the_same_sentence(carried.get(clause), figs, cues_by_chunk.get(chunk, ())):
                carried[clause].figs.extend(figs)  # "… Give it at ₹128 and we'll take 2 peti." (lang.line_guards)
                carried[clause].extra.extend(c for c in cues_by_chunk.get(chunk, ()) if c.kinds & _ITEM_KINDS)
            elif len(skus) == 1 and None not in skus and clause not in self.non_item_clauses and not capacity_told(
                    self, clause, figs, cues_by_clause):  # lang.counts_not_lent: "The van can carry 500 kg. Send sugar."
                cues = [c for c in cues_by_clause.get(clause, ()) if c.kinds & _ITEM_KINDS]
                k = bisect.bisect_left(line_pos, self.clause_span[clause][0])  # the mention nearest before it
                target = lines[k - 1] if k > 0 else lines[0]  # ("We ran out of poha … Could you send
                # thirty packets of poha? Rs.33 a packet like last time is fine.": the asked poha's, not the report's)
                if not cues:  # a bare number in a signature or an aside is nobody's figure
                    figs = [f for f in figs if f.kind != "bare"]
                target.figs.extend(figs)
                target.extra.extend(cues)
        starts: dict[int, list[int]] = {}  # clause -> its lines' first tokens, in order
        counted: set[int] = set()  # lines found holding a count (figures are only added below: they keep it)
        for f in self.figs:  # "5 kg each of rice and sugar": every item of the clause without a quantity
            if f.note == "each" and f.kind == "price":  # "20 kg rice and 20 kg sugar, both at ₹40": the items of
                here = by_clause.get(f.clause, [])  # its clause right before it, back to one with its own price
                if f.clause not in starts:
                    starts[f.clause] = [x.pos for x in here]  # (once a clause: a scan per price was quadratic)
                k = bisect.bisect_left(starts[f.clause], f.pos)
                for ln in reversed(here[max(0, k - 8):k]):  # (at most eight items share one price)
                    if any(g.kind == "price" for g in ln.figs if g is not f):
                        break
                    if f not in ln.figs:
                        ln.figs.append(f)
            elif f.note == "each":  # ("Send 25 kg of each." after the items' clause: every item of the message)
                for ln in by_clause.get(f.clause) or (lines if f.clause not in self.non_item_clauses else ()):
                    if id(ln) in counted or ln.clause >= f.clause and said_apart(self, ln, cues_by_clause, f) or any(
                            g.kind in ("qty", "badqty") for g in ln.figs if not self._pack_of_name(g, ln)):
                        counted.add(id(ln))
                    else:
                        ln.figs.append(f)
                        if ln.clause != f.clause and not self._need_for_rates(cues_by_clause.get(f.clause, ())):
                            ln.extra.extend(c for c in cues_by_clause.get(f.clause, ()) if c.kinds & _ITEM_KINDS)
                            # "| Poha | ₹35 | … Send 20 packets each.": and its words (but "Need rates for: …
                            # We'll need 50 packets of each." is the quantity the rates are asked for)
        # one line per item: a mention in the same clause, or one without figures, joins the line before
        merged, first_of, said = [], {}, clauses_saying(self.cues)  # (said: lang.line_guards.cancel_apart's)
        in_clause_of: dict[tuple[tuple[str, ...], int], _Line] = {}
        extra_keys: dict[int, set[tuple]] = {}  # id(line) -> _CUE_KEY of each of its extra intent words
        for ln in lines:
            key = ln.mention.candidates
            first = first_of.get(key)
            has_figs = any(f.kind != "hint" for f in ln.figs)
            if first is not None and cancel_apart(said, first.clause, ln.clause):  # lang.line_guards
                first = None
            if first is not None and (reported_first(self, first, ln, has_figs) or told_unplaced(
                    self, first, ln, has_figs, cues_by_clause)):  # lang.line_guards, lang.counts_not_lent: "40 kg rice
                first = None  # sold … Please send rice": the report's goods are not the goods asked
                first_of.pop(key)
            prev = in_clause_of.get((key, ln.clause)) or (first if first is not None and (not has_figs and not old_price_named(
                self, ln, first) or self._word(ln.mention.first - 1) in _PER) else None)  # "300 eggs 🥚 ₹5.90 per egg"
            if prev is None and first is not None and self._price_said_after(first, ln, cues_by_clause):
                prev = first  # "Send 4 trays of eggs and 3 dozen bananas. Eggs at ₹180 a tray please."
            if prev is None and first is not None and not any(f.kind != "hint" for f in first.figs):
                prev = first  # the earlier mention had nothing: this one is the line
                prev.clause, prev.chunk, prev.pos = ln.clause, ln.chunk, ln.pos
            if prev is not None:
                if has_figs and prev.clause != ln.clause and (not any(f.kind != "hint" for f in prev.figs) or not any(
                        c.kinds & _ITEM_KINDS for c in cues_by_clause.get(prev.clause, ())) and any(
                        c.kinds & _ITEM_KINDS for c in cues_by_clause.get(ln.clause, ()))):  # (or named first in a
                    # line of figures alone: "आपका भाव: चीनी ₹42, नमक ₹22 / ठीक है। चीनी ₹42 और नमक ₹22 मंज़ूर")
                    prev.clause, prev.chunk, prev.pos = ln.clause, ln.chunk, ln.pos  # "Biscuits are selling fast, so
                    # send: - Sugar: 50 kg - Parle-G: 4 cases": the biscuits come where their count is, after the sugar
                prev.figs.extend(ln.figs)
                prev.extra.extend(ln.extra)
                held = extra_keys.get(id(prev))  # its intent words' field values, once a merge has needed them
                if held is not None:
                    held.update(map(_CUE_KEY, ln.extra))
                if ln.clause != prev.clause:  # "> Rice ₹40, sugar ₹45 … Sugar nahi.": the later mention's own words
                    more = own_words([c for c in cues_by_clause.get(ln.clause, ()) if c.kinds & _ITEM_KINDS], ln.chunk)
                    prev.extra.extend(more)
                    if held is not None:
                        held.update(map(_CUE_KEY, more))
                elif ln.chunk != prev.chunk and has_figs:  # "Rice ₹38 is fine, send 50 kg rice": and its chunk's
                    if held is None:  # (equal intent words once; looking each up in the list was quadratic)
                        held = extra_keys[id(prev)] = set(map(_CUE_KEY, prev.extra))
                    for c in cues_by_chunk.get(ln.chunk, ()):
                        if c.kinds & _ITEM_KINDS and _CUE_KEY(c) not in held:
                            prev.extra.append(c)
                            held.add(_CUE_KEY(c))
                in_clause_of[(key, ln.clause)] = prev
                continue
            merged.append(ln)
            first_of.setdefault(key, ln)
            in_clause_of[(key, ln.clause)] = ln
        for ln in merged:
            ln.figs.sort(key=lambda f: f.pos)
        return paired_respectively(self, merged)  # lang.respectively: "toor and moong at ₹142 and ₹110 respectively"

    def _price_said_after(self, first: _Line, ln: _Line, cues_by_clause: dict) -> bool:
        """A later mention ``ln`` that only puts a price on goods ``first`` counted with no price, in a sentence of
        its own with no intent word ("Send 4 trays of eggs … Eggs at ₹180 a tray please.", "2 peti Maggi, 1 peti
        Coke. Coke at ₹36 a bottle."): the counted goods' price (breaker V: refused, how many?)."""
        figs = [f for f in ln.figs if f.kind != "hint" and not (  # ("Sabun ₹12 ka ek": the one a price is for)
            f.kind in ("bare", "qty") and f.value == 1 and f.pos > ln.mention.last and self._word(f.pos - 1) in _OF_ONE)]
        return bool(figs) and all(f.kind == "price" and not f.role for f in figs) and ln.clause > first.clause \
            and any(f.kind in ("qty", "bare") for f in first.figs) and not any(f.kind == "price" for f in first.figs) and \
            not any(c.kinds & _ITEM_KINDS for c in cues_by_clause.get(ln.clause, ()))

    def _need_for_rates(self, cues) -> bool:
        """The clause's only goods words are wants ("We'll need 50 packets of each") in a message that asks rates
        ("Need rates for:", "please quote"): the quantity the rates are for, no order."""
        item_cues = [c for c in cues if c.kinds & _ITEM_KINDS]
        return bool(item_cues) and all(c.kinds <= {"order"} and self._wants_only(c) for c in item_cues) and any(
            "ask_quote" in c.kinds for c in self.cues)

    def _wants_only(self, cue: _Cue) -> bool:
        """Every word of ``cue`` is a word of wanting ("need", "will need", "chahiye"), none of sending."""
        return all(self._word(k) in _NEED_WORDS for k in range(cue.pos, cue.end) if self.tokens[k].kind == "word")

    def _pack_of_name(self, f, ln) -> bool:
        """A weight or volume right after the item's name that is its catalogue pack ("Tea 250 g" for tea-250g,
        "Almonds (100 g packs)"): the name's size, not a quantity wanted."""
        if f.kind != "qty" or f.unit not in ("kg", "g", "l", "ml") or ln.mention.sku is None:
            return False
        item = self.cat.by_sku(ln.mention.sku)
        return (selling_units_per(f.unit, item) or 0) * Fraction(f.value) == 1 and f.pos - ln.mention.last <= 2

    def _after_and(self, pos: int) -> bool:
        """A number right after "and"/"aur"/"और" ending its clause: "5 packets of tea and 2"."""
        before = self._word(pos - 1)
        nxt = self.tokens[pos + 1] if pos + 1 < self.n else None
        ends = nxt is None or nxt.kind == "nl" or nxt.kind == "sym" and nxt.text in _BREAK_SYMS or (
            nxt.kind == "word" and nxt.key in _SEND_WORDS)
        return before in _SEP_WORDS and ends

    def _chunk_negated(self, line: _Line) -> bool:
        """A negation word ("not", "nahi", "नहीं") in the line's own chunk, outside item names and ids."""
        if not hasattr(self, "_negated_chunks"):
            self._negated_chunks = {self.chunk_of[k] for k, t in enumerate(self.tokens)
                                    if t.kind == "word" and t.key in NEGATIONS and k not in self.item_tokens
                                    and k not in self.taken} if not NEGATIONS.isdisjoint(self._keys) else set()
        return line.chunk in self._negated_chunks

    def _index_cues(self, item_cues: list[_Cue]) -> None:
        """Item intent words by chunk and by clause, and the clauses that have strong ones (for inheriting)."""
        self.cues_in_chunk: dict[int, list[_Cue]] = {}
        self.cues_in_clause: dict[int, list[_Cue]] = {}
        for c in item_cues:
            self.cues_in_chunk.setdefault(c.chunk, []).append(c)
            self.cues_in_clause.setdefault(c.clause, []).append(c)
        self.strong_clauses = sorted({c.clause for c in item_cues if c.kinds & _ITEM_INTENT_SET})

    def _line_cues(self, line: _Line, non_item: bool) -> list[_Cue] | None:
        """The intent words that apply to a line; None when the line is only context."""
        def strong(cues: list[_Cue]) -> bool:
            return any(c.kinds & _ITEM_INTENT_SET for c in cues)

        if (line.clause in self.background or line.chunk in self.background_chunks) and not any(
                f.kind != "hint" for f in line.figs):
            return ours_asked_after(self, line) or None  # goods of a report ("Sold 40 kg rice yesterday"): context,
            # unless later figures are theirs, or our rate is asked of them next ("… ne cheeni ₹41 mein di. Aapka rate?")
        if not self.cues_in_clause.get(line.clause) and not any(f.kind != "hint" for f in line.figs) and any(
                self._word(k) in _LATER for k in range(*self.clause_span[line.clause])):
            return None  # "3. Noodles - later", "मैगी - बाद में": put off, nothing asked of them now
        chunk = self.cues_in_chunk.get(line.chunk, [])
        clause = self.cues_in_clause.get(line.clause, [])
        if (strong(chunk) or strong(clause)) and any(f.kind == "price" for f in line.figs) and not any(
                c.kinds & {"accept", "offer", "reject"} for c in chunk + clause):
            chunk = self._lone_accept(line.clause) + chunk  # "Fine. ₹37.50 for rice, book 3 quintals."
        if strong(chunk):  # the chunk's words first; the rest of the clause's only if they fit nothing
            self.fallback[id(line)] = [c for c in clause if c.chunk != line.chunk and c.kinds != {"reject"}]
            asks = [c for c in clause if c.chunk != line.chunk and "ask_quote" in c.kinds and not self._names_other_in_chunk(
                c.chunk, line)] + self._rate_asked_next(line)  # not "…, and let me know your rate for sugar"
            return _with_rate_asked(chunk, asks) + line.extra  # "Need 50 kg chana dal, what's the rate?": asks
            # before it orders
        if strong(clause):
            if (any(f.kind != "hint" for f in line.figs) or left_for_now(self, clause)) and all(
                    c.kinds == {"reject"} and c.pos > line.pos and c.chunk != line.chunk and self._names_only_other(
                        c.chunk, line) for c in clause):  # "Take the tea at ₹115 a packet; no to the biscuits": the
                return line.extra  # no after it is the biscuits' only (had rejected the tea: breaker U; "गुड़ ले लो, बादाम रहने दो" too)
            if self._chunk_negated(line) and not any(c.chunk == line.chunk for c in clause):
                # "Rice at ₹40 is fine but sugar at ₹44 is not": the other chunk's accept is not the sugar's
                return [_Cue(frozenset({"reject"}), line.pos, line.pos + 1, line.clause, line.chunk)] + line.extra
            return _with_rate_asked(clause, self._rate_asked_next(line)) + line.extra  # "Send 20 kg sugar and 10 kg
            # rice. What's the rate?": the rice's rate too
        if strong(line.extra):
            k = bisect.bisect_left(self.strong_clauses, line.clause)
            near = agreed_before(self, line, k) + accepts_between(self, line, self.strong_clauses[k:])
            accepts = [_Cue(c.kinds, c.pos, c.end, line.clause, line.chunk) for n in near for c in self.cues_in_clause.get(
                n, ()) if "accept" in c.kinds]  # (and "… mustard oil. We accept. Send 24 litres.": lang.line_guards)
            return accepts + line.extra  # "Accepting your quote: | Poha | ₹35 | … Send 20 packets each."
        if line.clause in self.non_item_clauses:
            return None  # "Paid ₹4,300 for bill B12 (100 kg rice)": the rice says what the bill was for
        if non_item and not self.strong_clauses and not clause and any(
                self._refuses_other(c, line) for c in (line.clause + 1, line.clause + 2)):
            return line.extra  # "50 kilo aloo, 40 kilo pyaaz. Tamatar mat bhejna.": goods, then a no to others
        if non_item and not self.strong_clauses:
            return None  # a dispute or a delivery question that names goods asks nothing about them
        k = bisect.bisect_left(self.strong_clauses, line.clause)
        near_clause = self.strong_clauses[k - 1] if k > 0 else (
            self.strong_clauses[k] if k < len(self.strong_clauses) else None)
        if near_clause is not None and near_clause > line.clause and self._names_other(near_clause, line):
            if not any(f.kind != "hint" for f in line.figs):
                return None  # "नई चाय की दुकान खुली है। … 20 लीटर दूध जोड़ दीजिए": tea is no part of the milk's order
            if any(f.kind == "price" for f in line.figs) or all(
                    c.kinds <= {"ask_quote"} for c in self.cues_in_clause.get(near_clause, ())):
                near_clause = None  # "Rice ₹40. Sugar, can you do ₹42?": the words after are sugar's; "30 kg onions,
                # 2 trays eggs. Also, what's your rate for poha?": the question is the poha's
        if near_clause is not None and self._refuses_other(near_clause, line) or near_clause is not None and \
                near_clause < line.clause and self.acts[line.clause].question and self._names_other(near_clause, line) \
                and all(c.kinds == {"reject"} for c in self.cues_in_clause[near_clause]):
            near_clause = None  # "50 kilo aloo, 40 kilo pyaaz. Tamatar mat bhejna.", "Rice no. Atta 220?": the no
            # is the other goods' only
        if near_clause is not None:
            near = [c for c in self.cues_in_clause[near_clause] if c.kinds & _ITEM_INTENT_SET]
            if self._names_other(near_clause, line):  # (and "Chawal ₹41 theek hai, 40 kilo bhej do. Aur cheeni
                # 50 kilo bhi": the rice's yes is no yes of the sugar's price)
                near = [c for c in near if not c.kinds & {"accept", "reject"}]  # "Ghee at ₹520 accepted, send 8
                # litres. Also 3 kg paneer at ₹360.": the ghee's yes is no yes to a price of the paneer's own
            return [_Cue(c.kinds, c.pos, c.end, line.clause, line.chunk) for c in near] + clause
        if non_item:
            return None  # a payment, dispute, bill question... that mentions items asks nothing about them
        return clause + line.extra

    def _refuses_other(self, clause: int, line: _Line) -> bool:
        """``clause`` is a negation or a cancel (no figures) about other goods only, and the line states a quantity
        and no price: the line is not refused with them (it keeps READING.md's default, checked by verify as a plain
        list). Constant work per call after one pass over the figures."""
        act = self.acts.get(clause)
        if act is None or act.question or not any(f.kind == "qty" for f in line.figs) or any(
                f.kind == "price" for f in line.figs):
            return False
        cues = self.cues_in_clause.get(clause, [])
        if not (act.negative and not cues or clause in getattr(self, "cancel_items", ()) and all(
                c.kinds == {"cancel"} for c in cues)):
            return False
        if not hasattr(self, "_fig_clauses"):
            self._fig_clauses = {f.clause for f in self.figs}
        return clause not in self._fig_clauses and self._names_other(clause, line) and \
            line.mention.candidates not in self._clause_items.get(clause, set())

    def _items_in_chunk(self, chunk: int) -> set:
        """The candidate sets of the items a chunk names (indexed once per message)."""
        if not hasattr(self, "_chunk_items"):
            self._chunk_items: dict[int, set] = {}
            for m in self.mentions:
                self._chunk_items.setdefault(self.chunk_of[m.first], set()).add(m.candidates)
        return self._chunk_items.get(chunk, set())

    def _names_other_in_chunk(self, chunk: int, line: _Line) -> bool:
        """The chunk names an item other than the line's (its rate question is that item's)."""
        return bool(self._items_in_chunk(chunk) - {line.mention.candidates})

    def _names_only_other(self, chunk: int, line: _Line) -> bool:
        """The chunk names goods and none of them could be the line's ("no to the biscuits" beside the tea; not
        "not taking the oil" beside the mustard oil)."""
        named = self._items_in_chunk(chunk)
        return bool(named) and not any(line.mention.sku in c for c in named)

    def _names_other(self, clause: int, line: _Line) -> bool:
        """The clause names an item other than the line's."""
        if not hasattr(self, "_clause_items"):
            self._clause_items: dict[int, set] = {}
            for m in self.mentions:
                self._clause_items.setdefault(self.clause_of[m.first], set()).add(m.candidates)
        return bool(self._clause_items.get(clause, set()) - {line.mention.candidates})

    def _lone_accept(self, clause: int) -> list[_Cue]:
        """The accept of a clause of its own right before ``clause`` ("Fine.", "OK.", "ठीक है।"): no item, no
        figure, no other intent words; as cues of ``clause``. Empty otherwise."""
        prev = clause - 1
        cues = self.cues_in_clause.get(prev, [])
        if not cues or any(c.kinds != {"accept"} for c in cues) or any(
                self.clause_of[m.first] == prev for m in self.mentions) or any(f.clause == prev for f in self.figs):
            return []
        lo, hi = self.clause_span[prev]
        if sum(t.kind == "word" for t in self.tokens[lo:hi]) > 3:
            return []
        return [_Cue(c.kinds, c.pos, c.end, clause, self.chunk_of[c.pos]) for c in cues]

    def _rate_asked_next(self, line: _Line) -> list[_Cue]:
        """The rate asked in the clause right after the line's, when that clause names no item and asks only that
        ("Can you send 20 trays of eggs? What's your rate?"): the goods are asked a price for, not yet ordered."""
        nxt = line.clause + 1
        cues = self.cues_in_clause.get(nxt, [])
        mine, theirs = self.acts.get(line.clause), self.acts.get(nxt)
        own = self.cues_in_clause.get(line.clause, [])
        needed = not any(f.kind in ("qty", "bare") for f in line.figs) and not sent_firmly(self, own)  # ("दही और
        # मक्खन चाहिए। भाव बताइए।": goods needed with no count, then the rate asked: a rate question, not an order)
        if mine is None or theirs is None or theirs.condition or not (mine.question or (theirs.question or needed) and (
                needed or sent_firmly(self, own))):  # only goods asked for ("Can you send …?") or sent
            return []  # and then asked of ("Send 20 kg sugar. What's the rate now?": lang.sent_and_asked), and not
            # "If the rate changes, let me know" nor "… Last month's rate was ₹39."
        if not cues or any(not c.kinds & {"ask_quote", "ask_quote_weak"} for c in cues) or any(
                self.clause_of[m.first] == nxt for m in self.mentions) or any(f.clause == nxt for f in self.figs):
            return []
        return [_Cue(frozenset({"ask_quote"}), c.pos, c.end, line.clause, line.chunk) for c in cues]

    def _price_of_all(self, fig: _Fig) -> bool:
        """A price said of every item before it in its clause: "both"/"dono"/"दोनों"/"sab"/"all" right before it (past
        "at"/"pe"/"पर" and "₹"), or "each" right after a price per unit ("at ₹25/kg each")."""
        k = fig.pos - 1
        while k >= 0 and k >= fig.pos - 4 and (self.tokens[k].kind == "sym" or self._word(k) in _AT_WORDS):
            k -= 1
        if k >= 0 and self._word(k) in _ALL_OF_THEM or self._word(k) == "same":
            return True  # "same rate ₹32"; and "₹32 a kilo for both" (breaker U: the tomato had gone without a price)
        j = fig.end
        while j < fig.end + 2 and (self._word(j) in ("a", "per") or self._word(j) in UNIT_WORDS or self._sym(j) == "/"):
            j += 1
        if self._word(j) == "for" and self._word(j + 1) in _ALL_OF_THEM:
            return True
        return fig.unit is not None and self._word(fig.end) == "each"
