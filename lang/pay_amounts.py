"""The amounts of bills and payments: a counter bill's total beside its bill words, a payment's amount, an
amount after money off (part of reading, ``lang.nonitem``; amounts are Decimal rupees)."""
from __future__ import annotations

from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.acts import NEGATIONS
from lang.language import fold_words
from lang.part_paid import rest_figure
from lang.paid_unnamed import made_now, old_words
from lang.rest_after_paid import cued_before_rest

#: Labels of the amount paid on a line of its own ("Amount: ₹6,340", "राशि: ₹5,610").
_AMOUNT_LABEL = frozenset(fold(w) for w in "amount amt राशि rashi raashi rakam रकम".split())
#: "after" in the three languages: the amount after money off ("₹530 after ₹10 off").
_AFTER = frozenset(fold(w) for w in "after baad बाद".split())


#: Words that make a chunk a question ("B3 ka payment ho gaya kya?", "Has B3 been paid").
_QUESTION_WORDS = frozenset(fold(w) for w in "kya क्या whether".split())
_QUESTION_OPENERS = frozenset(fold(w) for w in "has have did was were is are".split())  # "Has B3 been paid, …"
#: The supplier as the one who sent ("You sent ₹200 extra on B12"): no payment of ours.
_THEY = frozenset(fold(w) for w in "you u aapne aap apne आपने आप they supplier".split())
#: How money is sent: beside a bill id and an amount in a clause with no intent word, a payment ("B214: ₹2,760 — UPI").
_CHANNELS = frozenset(fold(w) for w in "upi neft rtgs imps phonepe gpay googlepay paytm cheque chq बैंक यूपीआई "
                      "नेफ्ट फ़ोनपे फोनपे पेटीएम चेक cash नकद naqad nakad कैश".split())
#: Words that name the money or its way ("the money for order #31 … GPay", "ऑर्डर नं. 34 के पैसे", "cash for O47").
_MONEY_NAMED = _CHANNELS | frozenset(fold(w) for w in "money paise paisa पैसे पैसा amount rakam रकम".split())
_GIVEN = frozenset(fold(w) for w in "diya diye दिया दिए दिये given handed".split())
_SENT = frozenset(fold(w) for w in "sent transferred bheje bheja bhejay भेजे भेजा".split())


#: Tick marks that end a clause (``lang.reader._MARKS``): after "B110 paid ✅" the payment's amount may follow.
_TICKS = frozenset("✅✔✓☑")


#: Words of total before the sum of the bills paid ("total ₹2,132.5", "कुल ₹2,132.5", "in all ₹900").
_TOTAL = frozenset(fold(w) for w in "total totalling totaling kul कुल all together altogether sum milakar मिलाकर".split())


#: Amounts listed after the bills in the same order ("₹1,200 and ₹2,650 respectively", "क्रमशः").
_RESPECTIVELY = frozenset(fold(w) for w in "respectively kramashah kramsh क्रमशः".split())


class PayAmountsMixin:
    """Amounts beside bill and payment words, worked out over the message's tokens and figures."""

    def _bill_amount(self, cue: _Cue, claimed: set[int]) -> Decimal | None:
        """The amount next to a bill word: right after "comes to" / "kul", right before "hue" / "ho gaye"."""
        key = tuple(self.tokens[k].key for k in range(cue.pos, cue.end) if self.tokens[k].kind == "word")
        after = key in _BILL_AFTER
        cands = []
        figs = self._figs_in_clause(cue.clause)
        starts = self._fig_starts.get(cue.clause, [])
        lo = bisect.bisect_left(starts, cue.pos - 40)  # a gap of at most one word is within a few tokens
        hi = bisect.bisect_right(starts, cue.end + 40)
        for f in figs[lo:hi]:
            if f.kind not in ("price", "bare") or id(f) in claimed or f.end in self.item_first:
                continue
            if f.mark == "unit":  # "384 packets in total, at ₹11.50 each": a price per unit is no bill's total
                continue
            gap = self._gap(cue.end, f.pos) if after and f.pos >= cue.end else \
                self._gap(f.end, cue.pos) if not after and f.end <= cue.pos else None
            if gap is not None and gap <= 1:
                cands.append((gap, f))
        if not cands:
            return None
        best = min(cands, key=lambda e: (e[0], e[1].kind != "price"))[1]
        claimed.add(id(best))
        return best.value if best.value > 0 else None

    def _amount_before(self, cue: _Cue) -> Decimal | None:
        """A price right before a bill word ("₹87.50 total")."""
        before = [f for f in self._figs_in_clause(cue.clause) if f.kind == "price" and f.pos < cue.pos]
        return before[-1].value if before and self._gap(before[-1].end, cue.pos) <= 1 else None

    def _figs_in_clause(self, clause: int) -> list[_Fig]:
        if not hasattr(self, "_fig_index"):
            self._fig_index: dict[int, list[_Fig]] = {}
            for f in sorted(self.figs, key=lambda f: f.pos):
                self._fig_index.setdefault(f.clause, []).append(f)
            self._fig_starts = {c: [f.pos for f in fs] for c, fs in self._fig_index.items()}
        return self._fig_index.get(clause, [])

    def _rest_in_clause(self, clause: int) -> set[int]:
        """The ids of the clause's figures that are a bill's rest to come (``lang.part_paid.rest_figure``), found once a
        clause (a clause of many payments is not looked through once a payment)."""
        if not hasattr(self, "_rest_index"):
            self._rest_index: dict[int, set[int]] = {}
        if clause not in self._rest_index:
            self._rest_index[clause] = {id(f) for f in self._figs_in_clause(clause) if rest_figure(self, f)}
        return self._rest_index[clause]

    def _amount_of_each(self, ids: list[str], clause: int, claimed: set[int]) -> dict[str, Decimal]:
        """Several bills paid in one sentence, each with its own amount right after it ("Pay B11 ₹1,850 and B12
        ₹2,400", "B240 (₹980) aur B241 (₹1,450)", "B11 ka ₹1,850 aur B12 ka ₹2,400"), or each right before it ("Paid
        ₹500 for B7 and ₹320 for B8"): bill → amount, when every bill has exactly one price between it and the next
        bill (the previous one) and the sentence has no other; else {} (one amount for them all is no bill's)."""
        if not hasattr(self, "_bills_by_clause"):  # once: a scan of every id per payment word was quadratic
            self._bills_by_clause: dict[int, list] = {}
            for p, i in self.bill_ids:
                self._bills_by_clause.setdefault(self.clause_of[p], []).append((p, i))
        if len(ids) > 8:
            return {}  # a list of bills that long has no amount of each
        spots: list = []
        for p, i in self._bills_by_clause.get(clause, ()):
            if i in ids:
                if any(i == j for _, j in spots):
                    return {}  # a bill named twice: whose amount is which? (stops at once: at most 8 looked at)
                spots.append((p, i))
        if {i for _, i in spots} != set(ids):
            return {}
        prices = [f for f in self._figs_in_clause(clause) if f.kind == "price" and id(f) not in claimed]
        if len(prices) == len(spots) + 1 and prices[0].pos < spots[0][0] and prices[0].value == sum(
                f.value for f in prices[1:]):
            claimed.add(id(prices[0]))  # "आज ₹6,000 भेज रहे हैं: B14 के ₹3,500 और B15 के ₹2,500": their sum first
            prices = prices[1:]
        if len(prices) == len(spots) + 1 and prices[-1].pos > spots[-1][0] and self._total_said(prices[-1]):
            prices = self._total_checked(prices, spots, claimed)  # "B2 (₹1,570) and B3 (₹562.5), total ₹2,132.5"
        if len(prices) != len(spots):
            return {}
        if prices[0].pos > spots[-1][0] and not _RESPECTIVELY.isdisjoint(self._keys) and _RESPECTIVELY.intersection(
                self._word(k) for k in range(spots[-1][0], min(self.n, prices[-1].end + 4, spots[-1][0] + 60))):
            claimed.update(id(f) for f in prices)  # "Paid B7 and B9 — ₹1,200 and ₹2,650 respectively"
            return {ident: f.value for (_, ident), f in zip(spots, prices) if f.value > 0}
        before = prices[0].pos < spots[0][0]  # "Paid ₹500 for B7 and ₹320 for B8": each amount before its bill
        bounds = zip([(-1, "")] + spots[:-1], spots) if before else zip(spots, spots[1:] + [(self.n, "")])
        out: dict[str, Decimal] = {}
        for (p, ident), (q, ident_after) in bounds:
            ident = ident_after if before else ident
            mine = [f for f in prices if p < f.pos < q]
            if len(mine) != 1 or mine[0].value <= 0:
                return {}
            out[ident] = mine[0].value
        claimed.update(id(f) for f in prices)
        return out

    def _total_said(self, f: _Fig) -> bool:
        """A word of total within the two words before or after the price ``f`` ("total ₹2,132.5", "कुल ₹2,132.5",
        "₹820 in total", "₹820 kul")."""
        lo, hi = self.clause_span[f.clause]
        words = [k for k in range(f.pos - 1, lo - 1, -1) if self.tokens[k].kind == "word"][:2] + [
            k for k in range(f.end, hi) if self.tokens[k].kind == "word"][:2]
        return f.mark == "total" or any(self._word(k) in _TOTAL for k in words)  # ("₹820 in total": the figure's)

    def _total_checked(self, prices: list[_Fig], spots: list, claimed: set[int]) -> list[_Fig]:
        """The bills' own prices, the total after them (the last of ``prices``) claimed, when each bill has one price
        between it and the next and the total is their sum ("Paying bills B2 (₹1,570) and B3 (₹562.5) today, total
        ₹2,132.5": trial 36 had paid both "together" at ₹1,570, and the desk refused both). A total that is not
        their sum is refused (``contradictory.pay_total``): which is meant, the parts or the total?"""
        parts, total = prices[:-1], prices[-1]
        bounds = zip(spots, spots[1:] + [(total.pos, "")])
        if any(len([f for f in parts if p < f.pos < q]) != 1 for (p, _), (q, _) in bounds):
            return prices  # (not one price a bill: read as before)
        came = sum(f.value for f in parts)
        if abs(came - total.value) > Decimal("0.5") * len(parts):
            raise _Fail(why("contradictory.pay_total", text=self._clause_text(total.clause), money=format_inr(
                _paise(came), decimals=True), money2=format_inr(_paise(total.value), decimals=True)), "pay")
        claimed.add(id(total))
        return parts

    def _pay_amount(self, cue: _Cue, claimed: set[int]) -> Decimal | None:
        """The amount a payment cue states (rupees), claimed so no goods take it; None when none. Not a price in a
        chunk naming goods and no id ("We paid B14 yesterday; today please send 15 kg masoor at ₹81": the masoor's)."""
        rest = self._rest_in_clause(cue.clause)  # "balance ₹2,200 next week" is the rest to come, never the amount
        # paid (lang.part_paid)
        cands = [f for f in self._nearest_prices(cue, claimed | rest) if not self._goods_price(f)] or [
            f for f in self._figs_in_clause(cue.clause) if self._grouped(f) and id(f) not in claimed]  # "B21 ka
        # pura 2,640 Paytm kar diya": money
        if not cands:  # "# Payment update / - Bill: B27 / - Amount: ₹6,340": the amount on its own line
            cands = [f for f in figs_after_words(self, _AMOUNT_LABEL, 3)  # (lang.fig_index: once, not a scan a cue)
                     if f.kind in ("price", "bare") and id(f) not in claimed]
            cands = cands if len(cands) == 1 else []
        if not cands:  # "B16 paid. 3,210 rs gpay done.": the amount in the next sentence, which says nothing else
            cands = self._amount_said_next(cue.clause, claimed)
        if not cands:
            return None
        best = min(cands, key=lambda f: (min(abs(f.pos - cue.pos), abs(f.pos - cue.end)), f.pos))
        claimed.add(id(best))
        return best.value if best.value > 0 else None

    def _amount_said_next(self, clause: int, claimed: set[int]) -> list[_Fig]:
        """[the one money figure of the sentence right after a payment's], when that sentence names no goods, no id
        and asks nothing but "done"/"sent" ("B16 paid. 3,210 rs gpay done. pls check": the ₹3,210 had been refused,
        "what is 3,210 rs for?" — sealed69); else []."""
        nxt = clause + 1
        figs = [f for f in self._figs_in_clause(nxt) if f.kind != "hint"]
        if len(figs) != 1 or id(figs[0]) in claimed or not (figs[0].kind == "price" or self._grouped(figs[0])) or any(
                self.clause_of[m.first] == nxt for m in self.mentions) or any(
                self.clause_of[p] == nxt for p, _ in self.bill_ids + self.order_ids) or any(
                c.clause == nxt and c.kinds - {"accept", "pay", "neutral", "bill"} for c in self.cues):
            return []
        return figs

    def _nearest_prices(self, cue: _Cue, claimed: set[int]) -> list[_Fig]:
        """The unclaimed prices of the cue's clause that can be the nearest to it (in clause order): those inside
        the cue's words, the nearest before and the nearest after it ([] when the clause has none unclaimed).
        The nearest of these is the nearest of all the clause's unclaimed prices, found without a scan of the
        whole clause for every payment word ("paid B23 (₹2, " × 1,000 was quadratic)."""
        if not hasattr(self, "_price_index"):
            self._figs_in_clause(cue.clause)
            self._price_index = {c: [f for f in fs if f.kind == "price"] for c, fs in self._fig_index.items()}
            self._price_starts = {c: [f.pos for f in fs] for c, fs in self._price_index.items()}
        prices, starts = self._price_index.get(cue.clause, []), self._price_starts.get(cue.clause, [])
        if not prices:
            return []
        keep: set[int] = set()  # indices into prices
        k = bisect.bisect_left(starts, cue.pos)
        while k < len(prices) and starts[k] <= cue.end:  # inside the cue's words (a few tokens)
            if id(prices[k]) not in claimed:
                keep.add(k)
            k += 1
        while k < len(prices) and id(prices[k]) in claimed:  # the nearest unclaimed after it, and its equals
            k += 1
        j = k
        while j < len(prices) and starts[j] == starts[k]:
            if id(prices[j]) not in claimed:
                keep.add(j)
            j += 1
        best = min((min(abs(starts[j] - cue.pos), abs(starts[j] - cue.end)) for j in keep), default=None)
        k = bisect.bisect_left(starts, cue.pos) - 1
        while k >= 0 and (best is None or cue.pos - starts[k] <= best):  # before it: only as near as the best
            if id(prices[k]) not in claimed:
                keep.add(k)
                if best is None:
                    best = cue.pos - starts[k]
            k -= 1
        return [prices[j] for j in sorted(keep)]

    def _loose_amount(self, beside: list[_Cue] = ()) -> Decimal | None:
        """A message that is only an amount ("₹230", "230 rupaye"), or an amount and the words of ``beside``
        ("156 rupaye de do"): the counter stating a bill."""
        figs = [f for f in self.figs if f.kind != "hint"]
        words_of = {k for c in beside for k in range(c.pos, c.end)}
        if len(figs) == 1 and figs[0].kind == "price" and figs[0].value > 0 and not any(
                t.kind == "word" and k not in range(figs[0].pos, figs[0].end) and t.key not in _AMOUNT_WORDS
                and k not in words_of
                for k, t in enumerate(self.tokens)):  # "Thanks, ₹130 pe kar do" says more than an amount
            return figs[0].value
        return None

    def _after_discount(self) -> Decimal | None:
        """The counter's bill after money off: one amount taken off (``lang.roles`` marks "₹10 off", "₹10 छूट",
        "10 rs discount" relative), one other amount larger than it, and "after" / "ke baad" / "के बाद" between or
        before them ("₹530 after ₹10 off", "₹१० की छूट के बाद ₹४९० देने हैं"): the other amount. None otherwise."""
        off = [f for f in self.figs if f.role == "relative"]
        rest = [f for f in self.figs if f.kind in ("price", "bare") and f.role != "relative"]
        if len(off) != 1 or len(rest) != 1 or rest[0].value <= off[0].value or self.mentions:
            return None
        return rest[0].value if any(w in _AFTER for w in self._words) else None

    def _money_sent_for_a_bill(self) -> None:
        """"Sent ₹5,612 against B121 via UPI", "₹5,612 bheje B121 ke liye", "- B214: ₹2,760 — UPI": money sent, or
        a way of sending money, in a clause that names a bill and a rupee amount and has no other intent word is its
        payment (a pay intent word there). "sent" alone is no payment ("Sent the goods?"): only right beside a rupee
        amount; nor is money the supplier sent ("You sent ₹200 extra on B12")."""
        if not self.bill_ids:
            return
        bill_clauses = {self.clause_of[p] for p, _ in self.bill_ids}
        bill_clauses |= {c + 1 for c in bill_clauses if self._syms[self.clause_span[c][1] - 1] in _TICKS}  # "B110 paid
        # ✅ ₹4,250 GPay": the tick ends the clause, the amount and the way after it are the same payment's
        cued = cued_before_rest(self)  # a ✅ beside it says it is done (lang.rest_after_paid: not the rest's words)
        money = {f.pos for f in self.figs if f.kind == "price"} | {f.end for f in self.figs if f.kind == "price"}
        priced = {f.clause for f in self.figs if f.kind == "price"}
        for i, t in enumerate(self.tokens):  # (one pass; bill clauses only)
            if t.kind != "word" or t.key not in _SENT and t.key not in _CHANNELS or i in self.taken \
                    or self.clause_of[i] not in bill_clauses or self.clause_of[i] in cued \
                    or i > 0 and self._words[i - 1] in _THEY:
                continue  # "You sent ₹200 extra on B12": the supplier's money, no payment of ours
            j = i + 1
            while j < self.n and (self._syms[j] == "₹" or self._words[j] in ("rs", "inr")):
                j += 1
            if j in money or i in money or t.key in _CHANNELS and (self.clause_of[i] in priced or any(
                    self._word(k) in _GIVEN for k in range(i + 1, min(self.n, i + 7)))):  # "B345 का चेक नं. … दे दिया"
                # "Sent ₹5,612", "₹5,612 bheje", "- B214: ₹2,760 — UPI" under "Payment details"
                self.cues.append(_Cue(frozenset({"pay"}), i, i + 1, self.clause_of[i], self.chunk_of[i]))
                cued.add(self.clause_of[i])
        paid = {c.clause for c in self.cues if "pay" in c.kinds}
        for f in self.figs:  # "B49 का भुगतान हो गया ✅ ₹3,360": the amount alone after a payment's tick is the amount paid
            c = f.clause
            if f.kind == "price" and c - 1 in paid and c not in cued and c - 1 in bill_clauses and \
                    self._syms[self.clause_span[c - 1][1] - 1] in _TICKS and all(
                    self.tokens[k].kind != "word" or self._words[k] in _CHANNELS for k in range(*self.clause_span[c])):
                self.cues.append(_Cue(frozenset({"pay"}), f.pos, f.end, c, self.chunk_of[f.pos]))
                cued.add(c)
        self.cues.sort(key=lambda c: c.pos)

    def _money_named(self, clause: int) -> bool:
        """The clause names the money or its way ("Transferred the money for order #31 — GPay", "ऑर्डर नं. 34 के पैसे
        भेज दिए", "Cash for O47 handed to your driver"): a payment of that order's bill, though no amount is said."""
        return clause in self._clauses_with(_MONEY_NAMED)

    def _pay_withheld(self, cue: _Cue) -> bool:
        """A payment said not to be made or held back: a negation within four words either side of the cue in its
        clause ("भुगतान अभी नहीं होगा", "payment for B6 won't happen now") or a word of holding in the clause
        ("B6 payment is on hold", "भुगतान रोक रहे हैं")."""
        lo, hi = self.clause_span[cue.clause]
        if any(self._word(k) in NEGATIONS and not self._number_mark(k)
               for k in range(max(lo, cue.pos - 4), min(hi, cue.end + 4))):
            return True
        return cue.clause in self._clauses_with(_HOLD)

    def _clauses_with(self, words: frozenset[str]) -> set[int]:
        """The clauses holding any of ``words`` (folded keys), found in one pass over the tokens and kept per word
        set: a scan of the clause for each cue was quadratic ("भुगतान कर दिया " × 500 in one clause)."""
        cache = self.__dict__.setdefault("_clauses_with_cache", {})
        if id(words) not in cache:
            cache[id(words)] = {self.clause_of[k] for k, w in enumerate(self._words) if w in words}
        return cache[id(words)]

    def _number_mark(self, k: int) -> bool:
        """Token k is "no" of a number ("cheque no. 004512", "ref no 554120"), not a negation."""
        return self._word(k) == "no" and k + 1 < self.n and (self._sym(k + 1) in (".", ":", "#")
                                                               or self.tokens[k + 1].kind == "num")

    def _promised(self, cue: _Cue) -> bool:
        """A payment promised for later in the cue's chunk (will, upon, next week, karenge, denge, करेंगे), or its
        purpose ("so that", ``_PURPOSE``) said before it there."""
        if not hasattr(self, "_later_chunks"):  # the chunks with a word of later (one pass over the tokens)
            self._later_chunks = {self.chunk_of[k] for k, t in enumerate(self.tokens)
                                  if t.kind == "word" and t.key in _LATER}
        if cue.chunk in self._later_chunks:
            return True
        if not hasattr(self, "_purpose_at"):  # each chunk's first word of purpose (one pass over the tokens)
            self._purpose_at = {}
            for k, t in enumerate(self.tokens):
                if t.kind == "word" and t.key in _PURPOSE:
                    self._purpose_at.setdefault(self.chunk_of[k], k)
        return self._purpose_at.get(cue.chunk, self.n) < cue.pos  # "… bhej dijiye taaki payment kar sakein"

    def _told_before_a_question(self, cue: _Cue, cues: list[_Cue]) -> bool:
        """A payment told in its own chunk before a question of another kind in the same clause ("B33 का पेमेंट हो
        गया, अब O36 कब आएगा?"): the question is the delivery's, the payment is made. Not when the payment's own
        chunk asks ("B3 ka payment ho gaya kya?", "Has B3 been paid, and when will O4 come?")."""
        later = [c for c in cues if c.clause == cue.clause and c.chunk > cue.chunk
                 and c.kinds & {"ask_delivery", "ask_bill", "ask_quote"}]
        if not later:
            return False
        lo, hi = self.clause_span[cue.clause]
        own = [k for k in range(lo, hi) if self.chunk_of[k] == cue.chunk]
        words = [self._word(k) for k in own if self.tokens[k].kind == "word"]
        return not (words and words[0] in _QUESTION_OPENERS or any(w in _QUESTION_WORDS for w in words) or any(
            self._sym(k) == "?" for k in own))

    def _money_in(self, clause: int) -> bool:
        """The clause states an amount of money: a price, or a number with a thousands separator."""
        return any(f.kind == "price" or self._grouped(f) for f in self._figs_in_clause(clause))

    def _grouped(self, f: _Fig) -> bool:
        """A bare number written with a thousands separator ("2,640", "1,150"): money, not a count ("12 items")."""
        return f.kind == "bare" and any("," in t.text for t in self.tokens[f.pos:f.end])

    def _goods_price(self, f: _Fig) -> bool:
        """The price ``f`` stands in a chunk that names goods and no order or bill id."""
        if not hasattr(self, "_goods_chunks"):
            ids = {self.chunk_of[p] for p, _ in self.order_ids + self.bill_ids}
            self._goods_chunks = {self.chunk_of[m.first] for m in self.mentions} - ids
        return self.chunk_of[f.pos] in self._goods_chunks


#: Words that tell a payment made ("Payment done", "paid the bill yesterday", "पेमेंट कर दिया"), those that put it
#: off ("will pay", "delivery par kiya jayega") and those that make it an old account ("Pichhle mahine ka hisaab clear
#: ho gaya", "Last month we paid ₹41": context, not today's payment).
_DONE = fold_words("paid done transferred deposited diya diye kiya दिया दिए किया")
_LATER = fold_words("will shall karenge karunga करेंगे करूँगा करूंगा denge देंगे tomorrow next agle अगले soon jaldi "
                    "jayega jaega jaayega hoga होगा जाएगा जायेगा dunga dungi दूँगा दूंगा दूँगी दूंगी karungi करूँगी")
#: "So that", before a word of paying: the payment is the purpose of a request ("… का बिल भी भेज दें, ताकि भुगतान किया
#: जा सके", "bill bhej dijiye taaki payment kar sakein"), to come, not made (not "B5 ka payment kar diya taaki …").
_PURPOSE = fold_words("taaki taki ताकि jisse जिससे")
_OLD = fold_words("last month mahine mahina pichhle pichle purani purana पिछले पुरानी पुराना महीने")


def paid_done(reader, clause: int) -> bool:
    """The sentence ``clause`` tells a payment made, not promised (``reader``: the MessageReader): with no bill named
    it is asked (``no_id``) even beside goods ordered — "Payment done. Send 10 kg rice." had read the order alone and
    dropped the payment the writer believes made (breaker AN, silently)."""
    if reader.bill_ids:
        return False  # (a bill named elsewhere in the message is the one paid, or asked about by the id guards)
    said = reader.__dict__.setdefault("_paid_done", {})  # a sentence's answer, once (many payments in one sentence)
    if clause not in said:
        lo, hi = reader.clause_span[clause]
        words = {reader._word(k) for k in range(lo, hi)}
        in_order = [reader._word(k) for k in range(lo, hi)]  # (lang.paid_unnamed: "the last bill", "aaj … kar rahe")
        said[clause] = (not _DONE.isdisjoint(words) or made_now(words)) and _LATER.isdisjoint(words) and not old_words(
            in_order, _OLD)
    return said[clause]
