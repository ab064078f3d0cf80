"""Stage 5, last step: intents beside one another settle (``SettleMixin._settle``) — a counter bill beside other
intents states their total, a reject beside an offer or a cancel of the same goods is its reason, goods taken "at
this price" are the offer's quantity, an order at a price other than the quoted one is a counter-offer, and a
refusal inside an ordering sentence is goods not ordered."""
from __future__ import annotations

from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.dispute_facts import agreed_before_clauses, bill_says_marks
from lang.sent_at_price import sent_at_price
from lang.but_refused import goods_not_ordered
from lang.balance_told import account_asked
from lang.rate_fine_apart import rate_fine_apart
from lang.rate_fine_but import rate_beside_refusal
from lang.refused_beside_cancel import refusals_beside_cancel
from lang.act_words import PRICE_NOUNS as _PRICE_NOUNS, THIS_PRICE as _THIS_PRICE

#: "along" words: a bill asked to come with the goods ordered ("Kindly send the bill along with the goods").
_ALONG = frozenset(fold(w) for w in "along saath sath साथ".split())
#: Words of goods that came spoilt: in a clause beside a disputed bill, the goods are the dispute's facts. Roman words
#: by their folded key (not "sadi", which "Shaadi" folds to), Devanagari ones as written ("शादी" folds as "सड़ी").
_DAMAGED_ROMAN = frozenset(fold(w) for w in "rotten damaged broken leaking leaked expired spoiled spoilt torn defective "
                           "sade sadey sadhe phate phata phati tute toote toota tuti kharab".split())
_DAMAGED_DEVA = frozenset(normalize(w) for w in "ख़राब खराब सड़े सड़ा सड़ी सड़ फटे फटा फटी टूटे टूटा टूटी".split())
_THIS_ONE = frozenset((fold(a), fold(b)) for a, b in (("this", "one"), ("that", "one"), ("ye", "wala"), ("yeh", "wala"),
                                                      ("यह", "वाला"), ("ये", "वाला"), ("is", "wale"), ("इस", "वाले")))
#: A bill's words and goods' words: which of them a "not come yet" is said of (``_bill_not_come``).
_BILL_WORDS = frozenset(fold(w) for w in "bill bills invoice बिल इनवॉइस challan चालान".split())
_GOODS_WORDS = frozenset(fold(w) for w in "goods maal maal saman samaan delivery consignment parcel माल सामान डिलीवरी "
                         "stock van gaadi gadi गाड़ी".split())
#: The words calling a bill a duplicate ("… is a duplicate", "डुप्लीकेट है") or asking it withdrawn ("withdraw B72").
_WITHDRAW = fold("withdraw")
_BILLED = frozenset(fold(w) for w in "billed charged invoiced लगाया लगाए lagaya lagaye lagaaya".split())  # "Agreed ₹96
# moong, billed ₹104": a clause saying what the bill charged is the dispute's fact, its agreed rate no accept
_DUPLICATE = frozenset(fold(w) for w in "duplicate डुप्लीकेट withdraw".split())
_ONE_OF = frozenset((fold(a), fold(b)) for a, b in (("one", "of"), ("inme", "se"), ("inmein", "se"), ("इनमें", "से"),
                                                     ("unme", "se"), ("उनमें", "से")))
_MAIL = frozenset(fold(w) for w in "mail email message मेल संदेश".split())
_EARLIER = frozenset(fold(w) for w in "previous last earlier pichli pichhli पिछली पिछला".split())
_ITEM_ACTS = frozenset({"order", "offer", "accept", "reject", "ask_quote", "ask_delivery"})


class _NoAct:
    question = False


_NO_ACT = _NoAct()


class SettleMixin:
    """Intents beside one another settle into what the message asks (see the module docstring)."""

    def _settle(self, intents: list[tuple[float, Intent]]) -> list[tuple[float, Intent]]:
        """A counter bill is a message of its own: beside other intents its words state their total.

        "Total comes to ₹3,450 — paid against bill B15" is a payment of ₹3,450;
        "Send 10 kg rice. Total comes to ₹400." is an order. And a reject beside a
        cancel ("we don't need the rice anymore, cancel O10") is the cancel's reason.
        """
        kinds = {i.kind for _, i in intents}
        if kinds == {"bill"} and len(intents) == 1:  # "₹163 हुए — ₹160 दे दीजिए": the amount asked
            pos, bill = intents[0]
            asked = self._amount_asked(Decimal(bill.total_paise) / 100)
            intents = [(pos, bill.model_copy(update={"total_paise": _paise(asked)}))]
        if "bill" in kinds and kinds != {"bill"}:
            amount = next(i.total_paise for _, i in intents if i.kind == "bill")
            pays = [k for k, (_, i) in enumerate(intents) if i.kind == "pay"]
            if len(pays) == 1 and intents[pays[0]][1].total_paise is None:
                pos, pay = intents[pays[0]]
                intents[pays[0]] = (pos, pay.model_copy(update={"total_paise": amount}))
            intents = [(p, i) for p, i in intents if i.kind != "bill"]
        if "order" in kinds and any(i.kind == "order" and i.unit_price_paise is not None for _, i in intents):
            intents = sent_at_price(self, intents, self._ordered_below_the_quote(intents))  # (lang.sent_at_price)
        if kinds == {"accept"} and len(intents) > 1 and self._this_one():  # "> Rates: rice ₹38, atta ₹210/bag,
            names = ", ".join(self.cat.by_sku(i.sku).item for _, i in intents if i.sku)  # sugar ₹41 / OK, we accept
            raise _Fail(why("ambiguous_item.which", text=self._this_one(), items=names), "accept")  # this one."
        if sum(i.kind == "dispute" for _, i in intents) > 1:
            intents = self._the_duplicate(intents)
        if "dispute" in kinds and kinds & _ITEM_ACTS:
            intents = self._facts_of_the_dispute(intents)
            kinds = {i.kind for _, i in intents}
        if "order" in kinds:  # (also beside another goods' accept: "Potatoes and tomatoes at your rates are fine. …
            intents = rate_fine_apart(self, rate_beside_refusal(  # lang.rate_fine_but: "Milk rate is okay but curd …"
                self, self._rate_agreed_for_orders(intents)))  # Please send 40 kg potatoes",
            # holdout95 w9018; lang.rate_fine_apart: "Okay, your rate is fine. Send 20 packets of tea.")
        if kinds & {"order", "accept", "reject"}:
            intents = self._quote_taken(intents)  # lang.quoted_terms: "> … Bath soap ₹12.50." / "Soap ok, send 144"
        if "ask_quote" in kinds and "order" in kinds:
            intents = self._wanted_at_the_rate_asked(intents)
            kinds = {i.kind for _, i in intents}
        if "ask_quote" in kinds:  # "best rates for … Desi ghee, 1 litre": a rate asked for one selling unit is the
            intents = [(p, i.model_copy(update={"quantity": None})  # pack's rate, no quantity wanted
                        if i.kind == "ask_quote" and i.quantity == 1 else i) for p, i in intents]
        if "offer" in kinds:
            intents = self._offered_at_the_quote(intents)
            kinds = {i.kind for _, i in intents}
        offered = {i.sku for _, i in intents if i.kind == "offer"}
        if offered and "order" in kinds:
            intents = self._taken_at_the_offer(intents)
        if offered:
            intents = [(p, i) for p, i in intents if not (i.kind == "reject" and i.sku in offered)]
        if "ask_bill" in kinds and kinds & {"pay", "dispute"}:  # the paid bill asked for again is no question;
            paid = {i.order_id for _, i in intents if i.kind in ("pay", "dispute")}  # "Paid B21. Send the bill for
            paid_bills = {i.bill_id for _, i in intents if i.kind in ("pay", "dispute")}
            account = {id(i) for p, i in intents if i.kind == "ask_bill" and account_asked(self, p)}  # "Paid B9.
            intents = [(p, Intent(kind="ask_bill", note=i.note) if id(i) in account else i) for p, i in intents if id(
                i) in account or i.kind != "ask_bill" or (  # How much do we owe you in total now?": the whole account
                i.bill_id is None and i.order_id is not None and i.order_id not in paid) or (  # (lang.balance_told);
                i.bill_id is not None and i.bill_id not in paid_bills)]  # "Paid B21. Send the bill for O50": another
            # order's bill is asked for, and another bill ("Paid B90. What's the total on B94?")
        if "ask_bill" in kinds and "ask_delivery" in kinds:
            intents = self._bill_not_come(intents)
        if "ask_delivery" in kinds:  # "O311 का बिल कहाँ है?", "O412 ka invoice abhi tak nahi aaya": the bill's
            intents = [(p, self._bill_asked_where(p, i)) for p, i in intents]  # whereabouts, not the goods'
            seen: set = set()
            intents = [(p, i) for p, i in intents if (i.kind, i.order_id, i.sku, i.bill_id) not in seen and not seen.add(
                (i.kind, i.order_id, i.sku, i.bill_id))]  # (each bill's: "| B22 | pay kiya | ⏎ | B23 | pay kiya |")
        if "ask_bill" in kinds and "order" in kinds:  # "Kindly send the bill along with the goods": with the order
            intents = [(p, i) for p, i in intents if not (i.kind == "ask_bill" and i.bill_id is None and i.order_id is None
                                                          and any(  # (not "… the bill for O145 along with the goods")
                self._word(k) in _ALONG for k in range(*self.clause_span[self.clause_of[p]])))]
        if kinds == {"reject"} and all(not self._keys.isdisjoint(w) for w in (IGNORE_WORDS, _MAIL, _EARLIER)):  # "Please
            # ignore my previous mail about
            intents = [(p, i.model_copy(update={"kind": "cancel"})) if i.unit_price_paise is None else (p, i)
                       for p, i in intents]  # sugar — we don't need sugar this week": that request taken back
        intents = refusals_beside_cancel(self, intents)  # the cancel's reason (lang.refused_beside_cancel)
        return intents

    def _the_duplicate(self, intents: list[tuple[float, Intent]]) -> list[tuple[float, Intent]]:
        """Two bills named where one is called the duplicate ("invoice 142 is a duplicate of invoice 141. Please
        withdraw 142.", "#B71 and #B72 carry the same items … We will pay B71; please withdraw B72", "288 duplicate
        hai"): the dispute is of the bill named right before "duplicate", or in the clause asking it withdrawn."""
        bills = {i.bill_id for _, i in intents if i.kind == "dispute" and i.bill_id}
        if len(bills) < 2:
            return intents
        if any((a, b) in _ONE_OF for a, b in zip(self._words, self._words[1:])):  # "B30 and B31 — one of them is
            raise _Fail(why("ambiguous_intent.which_id", id=", ".join(sorted(bills))), "dispute")  # billed twice"
        named = []
        for k, w in enumerate(self._words):
            if w in _DUPLICATE:
                before = [b for p, b in self.bill_ids if p < k and self.clause_of[p] == self.clause_of[k]]
                named += before[-1:] if w != _WITHDRAW else [b for p, b in self.bill_ids if self.clause_of[p] ==
                                                            self.clause_of[k] and p > k][:1]
        chosen = set(named) & bills
        if len(chosen) != 1:
            return intents
        return [(p, i) for p, i in intents if i.kind != "dispute" or i.bill_id in chosen]

    def _bill_asked_where(self, p: float, i: Intent) -> Intent:
        """A delivery question whose clause names a bill and no goods asks for the bill (ask_bill of that order)."""
        if i.kind != "ask_delivery" or i.sku is not None:
            return i
        lo, hi = self.clause_span[self.clause_of[min(int(p), self.n - 1)]]
        words = {self._word(k) for k in range(lo, hi)}
        if words & _BILL_WORDS and not words & _GOODS_WORDS and not any(lo <= m.first < hi for m in self.mentions):
            return Intent(kind="ask_bill", order_id=i.order_id)
        return i

    def _bill_not_come(self, intents: list[tuple[float, Intent]]) -> list[tuple[float, Intent]]:
        """A "not come yet" said of the bill asked for is no delivery question: 'आपने कहा था "O155 का बिल शाम तक
        भेज देंगे" — अभी तक नहीं आया। कृपया O155 का बिल भेजें।', 'You wrote: "bill for O85 will follow". Still
        waiting — please send the bill for O85'. The delivery question goes when its clause names no goods and no
        goods word, asks about the same order as the bill asked for, and the word nearest before it (within 20
        tokens) of a bill or of goods is a bill's, or with none, the quoted words name a bill and no goods."""
        billed = {i.order_id for _, i in intents if i.kind == "ask_bill"}
        out = []
        for p, i in intents:
            if i.kind == "ask_delivery" and i.sku is None and i.order_id in billed:
                lo, hi = self.clause_span[self.clause_of[min(int(p), self.n - 1)]]
                if not any(self._word(k) in _GOODS_WORDS for k in range(lo, hi)) and not any(
                        m.first in range(lo, hi) for m in self.mentions):
                    nearest = next((self._word(k) for k in range(int(p) - 1, max(-1, int(p) - 21), -1)
                                    if self._word(k) in _BILL_WORDS or self._word(k) in _GOODS_WORDS or k in
                                    self.item_first), None)
                    if nearest is None:  # 'आपने कहा था "O155 का बिल …" — अभी तक नहीं आया': what the quote spoke of
                        them = self._quoted_reader()
                        words = set(them._words) if them is not None else set()
                        nearest = next(iter(_BILL_WORDS & words), None) if not words & _GOODS_WORDS and not (
                            them is not None and them.mentions) else None
                    if nearest in _BILL_WORDS:
                        continue
            out.append((p, i))
        return out

    def _goods_not_ordered(self, intents: list[tuple[float, Intent]]) -> list[Intent]:
        """Orders and unpriced refusals only: a refusal in a sentence that orders is goods not ordered, unless "but"
        sets it apart ("… ₹41, but no jaggery" refuses it: ``lang.but_refused``)."""
        return goods_not_ordered(self, intents)

    def _ordered_below_the_quote(self, intents: list[tuple[float, Intent]]) -> list[tuple[float, Intent]]:
        """Goods taken at a price other than the one the quoted lines name for them ("> 'Surf ₹85, Rin ₹10'" …
        "Rin ₹9.20 me 4 darjan lenge", "कपड़े का साबुन ₹9 में 5 दर्जन लेंगे"): a counter-offer with its quantity, as
        "Tomato ₹30/kg? We'll take 25 kg" is — not an order at a price the supplier never gave. At the quoted price
        it stays an order. Reads the quoted lines once, only for a message with such an order."""
        prices = self._quoted_prices()
        if not prices:
            return intents
        return [(p, i.model_copy(update={"kind": "offer"}) if i.kind == "order" and i.unit_price_paise is not None
                 and i.sku in prices and i.unit_price_paise not in prices[i.sku] else i) for p, i in intents]

    def _facts_of_the_dispute(self, intents: list[tuple[float, Intent]]) -> list[tuple[float, Intent]]:
        """Goods and prices in a clause that names the disputed bill or says the goods came spoilt are the dispute's
        facts ("B188 shows masoor dal at ₹84 per kg while our agreed rate was ₹80", "8 kg of the tomatoes in B199
        were rotten", "B665 ke aloo mein 5 kg sade nikle", "B628 wale Surf ke 4 packet phate hue aaye"): no order,
        offer or question of their own. Goods asked in a clause of their own stay ("Bill B12 galat hai. 10 kg
        cheeni aur bhejo.")."""
        disputed = {i.bill_id for _, i in intents if i.kind == "dispute" and i.bill_id}
        marks = [p for p, b in self.bill_ids if b in disputed] + [k for k, w in enumerate(self._words) if w and (
            w in _DAMAGED_ROMAN if self.tokens[k].text.isascii() else self.tokens[k].text in _DAMAGED_DEVA)] + [
            k for k, w in enumerate(self._words) if w in _BILLED] + (bill_says_marks(self._words) if disputed else [])
        agreed = agreed_before_clauses(self._words, self.clause_of) if disputed else set()  # (lang.dispute_facts)
        fact_clauses = {self.clause_of[k] for k in marks}
        if not fact_clauses and not agreed:
            return intents
        first = {}  # clause -> its first word of the dispute's facts (the bill named, goods spoilt)
        for k in sorted(marks):
            first.setdefault(self.clause_of[k], k)
        sends = [c for c in self.cues if "order" in c.kinds and any(self._word(k) in _SEND_WORDS for k in range(
            c.pos, c.end))]

        def asked_before(pos: int, sku: str | None) -> bool:  # "Send 20 kg rice and 10 kg sugar; the sugar was
            clause = self.clause_of[pos]  # short … in B3": goods sent before the dispute's facts begin, in chunks of
            at = first.get(clause, self.n)  # their own, stay (named there first, though named again in the facts)
            pos = min([pos] + [m.first for m in self.mentions if m.sku == sku and self.clause_of[m.first] == clause])
            return pos < at and self.chunk_of[pos] != self.chunk_of[min(at, self.n - 1)] and any(
                self.clause_of[c.pos] == clause and c.pos < at for c in sends)
        bill_chunks = {self.chunk_of[p] for p in marks}
        sent = {c.chunk for c in sends} - bill_chunks  # ("Please dispute B3 and send 10 kg sugar": a send of its own)
        return [(p, i) for p, i in intents if not (i.kind in {"accept", "offer", "reject"} and self.n and self.clause_of[min(
            int(p), self.n - 1)] in agreed) and not (i.kind in _ITEM_ACTS and self.n and self.clause_of[min(
            int(p), self.n - 1)] in fact_clauses and not (i.kind == "order" and (asked_before(min(
                int(p), self.n - 1), i.sku) or self.chunk_of[min(int(p), self.n - 1)] in sent)))]

    def _dispute_figures_left(self, line: _Line, intents: list[tuple[float, Intent]]) -> _Line:
        """The line without the figures said after a dispute of its clause began, when the line also has figures
        before it ("Send 100 packets milk tomorrow, and bill B3 is wrong — you charged ₹200 extra": the ₹200 is
        the dispute's fact, not the milk's price; "Send … 10 kg sugar; the sugar was short by 2 kg … in B3": the
        2 kg is the shortfall); the line itself when there are none."""
        if not hasattr(self, "_dispute_starts"):  # clause -> the first chunk of a dispute in it (once a message)
            self._dispute_starts: dict[int, int] = {}
            for p, i in intents:
                if i.kind == "dispute" and self.n:
                    at = min(int(p), self.n - 1)
                    c = self.clause_of[at]
                    self._dispute_starts[c] = min(self._dispute_starts.get(c, self.chunk_of[at]), self.chunk_of[at])
        start = self._dispute_starts.get(line.clause)
        if start is None:
            return line
        figs = [f for f in line.figs if self.chunk_of[f.pos] < start]
        if not figs or len(figs) == len(line.figs):
            return line
        self.used_pos.update(f.pos for f in line.figs if f not in figs)  # (told: no figure left unexplained)
        return _Line(line.mention, line.clause, line.chunk, line.pos, figs, line.extra)

    def _this_one(self) -> str:
        """The words "this one" / "ye wala" / "यह वाला" when the message says them (one thing meant), else ""."""
        for k in range(self.n - 1):
            if (self._word(k), self._word(k + 1)) in _THIS_ONE:
                return self.text[self.tokens[k].start:self.tokens[k + 1].end]
        return ""

    def _wanted_at_the_rate_asked(self, intents: list[tuple[float, Intent]]) -> list[tuple[float, Intent]]:
        """Goods whose rate the message asks, then wanted in a sentence whose only goods words are wants ("Badam aur
        ghee ka aaj ka rate batana. Badam 5 kilo chahiye.", "Need rates for almonds. We need 50 packets."): the
        quantity the rate is asked for, no order placed before the price is known."""
        rate_clauses = {c.clause for c in self.cues if "ask_quote" in c.kinds}
        asked = {i.sku for _, i in intents if i.kind == "ask_quote" and i.sku} | {
            m.sku for m in self.mentions if m.sku and self.clause_of[m.first] in rate_clauses}
        wants = {c.clause for c in self.cues if c.kinds == {"order"} and self._wants_only(c)}  # lang.lines
        sends = {c.clause for c in self.cues if "order" in c.kinds} - wants
        taken: dict[str, int] = {}
        for p, i in intents:
            clause = self.clause_of[min(int(p), self.n - 1)] if self.n else -1
            if i.kind == "order" and i.sku in asked and i.unit_price_paise is None and clause in wants \
                    and clause not in sends:
                taken[i.sku] = i.quantity
        if not taken:
            return intents
        out, quoted = [], {i.sku for _, i in intents if i.kind == "ask_quote"}
        for p, i in intents:
            if i.kind == "order" and i.sku in taken:
                if i.sku not in quoted:  # its rate question merged into this line: the question, with its quantity,
                    at = min((m.first for m in self.mentions if m.sku == i.sku  # where the rate is asked
                              and self.clause_of[m.first] in rate_clauses), default=p)
                    out.append((at, Intent(kind="ask_quote", sku=i.sku, quantity=taken[i.sku])))
                continue
            if i.kind == "ask_quote" and i.sku in taken and i.quantity is None:
                i = i.model_copy(update={"quantity": taken[i.sku]})
            out.append((p, i))
        return sorted(out, key=lambda e: e[0])

    def _rate_agreed_for_orders(self, intents: list[tuple[float, Intent]]) -> list[tuple[float, Intent]]:
        """Goods ordered after a clause of their own agreeing to the supplier's rate ("the haldi and lal mirch rates
        are theek. Send 40 packets each …", "aapka quotation for besan and suji is fine. … 24 packet besan …
        dispatch kar dijiye"): that rate accepted (no price: the desk takes its last quote), then the order — as
        "Deal at ₹138. Please send 20 kg." reads. The agreeing clause: an accept word and a rate word, no figure, no
        question, no negation, no order word, and the goods named there."""
        ordered = {i.sku for _, i in intents if i.kind == "order" and i.unit_price_paise is None and i.sku} - {
            i.sku for _, i in intents if i.kind == "accept"}
        if not ordered:
            return intents
        accept_clauses = {c.clause for c in self.cues if "accept" in c.kinds} - {
            c.clause for c in self.cues if c.kinds - {"accept", "ask_quote_weak", "neutral"}}
        if not accept_clauses:
            return intents
        with_figures = {f.clause for f in self.figs if f.kind != "hint"}
        added: dict[str, float] = {}
        for m in self.mentions:
            clause = self.clause_of[m.first]
            if m.sku not in ordered or m.sku in added or clause not in accept_clauses or clause in with_figures:
                continue
            act = self.acts.get(clause, _NO_ACT)
            lo, hi = self.clause_span[clause]
            if act.question or getattr(act, "negative", False) or not any(
                    self._word(k) in _WEAK_QUOTE_ALL for k in range(lo, hi)):
                continue
            added[m.sku] = m.first
        if not added:
            return intents
        return sorted(intents + [(pos, Intent(kind="accept", sku=sku)) for sku, pos in added.items()],
                      key=lambda e: e[0])

    def _quoted_reader(self) -> "SettleMixin | None":
        """The quoted lines the message answers ("> Chana dal ₹76/kg", "On 27 Nov you wrote: "Tea 250 g ₹118."", an
        earlier message above or below the reply) tokenized and prepared as a reader of their own, built once per
        message for the quoted prices here and the quoted terms (``lang.quoted_terms``); None when nothing is
        quoted."""
        if not hasattr(self, "_quoted_reader_cache"):
            raw = getattr(self, "raw_text", "")
            quoted = quoted_lines(raw)[0] or quoted_spans(raw)
            them = None
            if quoted:
                norm = normalize(quoted)
                them = type(self)(norm, tokenize(norm), self.cat, self.matcher, self.language)
                them.prepare()
            self._quoted_reader_cache = them
        return self._quoted_reader_cache

    def _quoted_prices(self) -> dict[str, set[int]]:
        """Each price (paise, as written) of the quoted lines the message answers, for the item named last before it
        in its clause ("> Chana dal ₹76/kg, …" → {"chana-dal-1kg": {7600}}); empty when nothing is quoted. Read once."""
        if hasattr(self, "_quoted_price_cache"):
            return self._quoted_price_cache
        prices: dict[str, set[int]] = {}
        self._quoted_price_cache = prices
        them = self._quoted_reader()
        if them is None:
            return prices
        for f in them.figs:  # each price of the quote, for the item named last before it in its clause
            if f.kind not in ("price", "bare") or self._told_as_past(them, f):
                continue  # (not "> toor dal will be ₹128/kg (earlier ₹122)": the old price asked back is an offer)
            named = [m for m in them.mentions if m.sku and m.first < f.pos and them.clause_of[m.first] == f.clause]
            if named:
                prices.setdefault(named[-1].sku, set()).add(int(Decimal(f.value) * 100))
        return prices

    def _offered_at_the_quote(self, intents: list[tuple[float, Intent]]) -> list[tuple[float, Intent]]:
        """Goods taken at the very price the quoted lines name for them ("> Chana dal ₹76/kg …" then "We'll take the
        chana dal at ₹76", "मसूर ₹84 पर ले लेंगे", "Toor ₹140 pe le lenge"): the quote accepted, as "your rates are
        acceptable" is — no counter-offer at the supplier's own price. With a quantity it is an order at that price
        (as ``_ordered_below_the_quote`` keeps one). Not a relative change, nor a price asked as a question."""
        prices = self._quoted_prices()
        if not prices:
            return intents
        out = []
        for p, i in intents:
            if i.kind == "offer" and i.price_change_paise is None and i.total_paise is None and \
                    i.unit_price_paise is not None and i.unit_price_paise in prices.get(i.sku, ()) and \
                    not self.acts.get(self.clause_of[min(int(p), self.n - 1)], _NO_ACT).question:
                i = i.model_copy(update={"kind": "accept"} if i.quantity is None else {"kind": "order"})
            out.append((p, i))
        return out

    def _taken_at_the_offer(self, intents: list[tuple[float, Intent]]) -> list[tuple[float, Intent]]:
        """Goods taken "at this price" after the price offered ("Bread ~~₹40~~ ₹37 … इस भाव पर 20 ब्रेड लेंगे",
        "Hamare rate pe 40 packet lenge", "at these prices we'll take 30 packets"): the quantity is the offer's — an
        offer with a quantity, no order at a price the supplier has not agreed. Only an order with no price of its
        own, in a clause that points at a price already written, beside an offer of the same item with none."""
        if not hasattr(self, "_this_price_clauses"):
            words = self._words
            self._this_price_clauses = {self.clause_of[k] for k, w in enumerate(words) if w in _THIS_PRICE
                                        and k + 1 < self.n and words[k + 1] in _PRICE_NOUNS}
        if not self._this_price_clauses:
            return intents
        offers = {i.sku: k for k, (_, i) in enumerate(intents) if i.kind == "offer" and i.quantity is None and (
            i.unit_price_paise is not None or i.price_change_paise is not None)}
        merged: dict[int, Intent] = {}
        dropped: set[int] = set()
        for k, (p, i) in enumerate(intents):
            if i.kind == "order" and i.unit_price_paise is None and i.total_paise is None and i.sku in offers and \
                    self.clause_of[min(int(p), self.n - 1)] in self._this_price_clauses and offers[i.sku] not in merged:
                merged[offers[i.sku]] = intents[offers[i.sku]][1].model_copy(update={"quantity": i.quantity})
                dropped.add(k)
        if not merged:
            return intents
        return [(p, merged.get(k, i)) for k, (p, i) in enumerate(intents) if k not in dropped]
