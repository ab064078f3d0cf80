"""Stage 6b of reading: kinds of misreading the composed intents must not carry (issue 10).

``lang.verify`` checks that every figure and id has a role; this checks that the role fits the words around it.
Each check refuses a whole kind, never a sentence:

- **an order asked as a question** with no order word ("40 kilo pyaaz load ho gaya kya?", "Has the 40 kg onion been
  loaded?") — a question about goods already ordered, not an order;
- **a cancel beside a price** ("cut the rice price to ₹40") — a bargain,
  not a cancellation (an explicit cancel word beside the order's price still
  cancels: "cancel the 20 kg sugar we ordered at ₹42");
- **an order at a lowered price** ("Lower incense to ₹15 and I'll take 60",
  "₹32 kar do to 40 kilo") — a conditional offer, not an order;
- **a count inside parentheses** ("4 cartons (48 packets each)", "25 पैकेट
  (10 डिब्बी वाले)") used as the quantity while a count of packs stands outside;
- **a price "each" beside a count of multi-unit packs** ("2 dozen eggs at
  ₹20 each": per egg or per dozen?) when ``lang.resolve`` could not settle it by
  the MRP (only one reading within ½–1½× the MRP: "₹6.20 each" is per egg);
- **a counter bill beside goods with prices or bill ids** ("चीनी ₹42 किलो, 20 किलो, कुल ₹1,000", "Cleared B41 …");
- **an order id both cancelled and asked for** ("Cancel O50. Also deliver O50").

Each check looks at each intent, figure and id once: linear in the message.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.order_changed import INSTEAD
from lang.told_aside import told_aside
from lang.unbroken_asked import unbroken_asked
from lang.later_orders import LATER_TRIGGERS, ordered_later
from lang.same_as_before import same_as_before
from lang.stock_low import lower_clauses
from lang.rival_matched import figure_asked
from lang.price_twin import twin_span  # ("Eggs at ₹5.80 each — that's ₹174 a tray": one price)
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)

_LOWER = frozenset(fold(w) for w in "lower reduce cut drop decrease kam कम ghatao ghata घटा घटाओ".split())
_CANCEL_WORDS = frozenset(fold(w) for w in "cancel cancelled canceled cancellation रद्द कैंसल कैंसिल".split())
_EACH = frozenset(fold(w) for w in "each apiece".split())
_PER_PACK = frozenset(fold(w) for w in "wala wale wali वाला वाले वाली each".split())
_COUNTS = frozenset("packet piece bottle bar pack".split())
_MULTI = frozenset("dozen tray case crate box carton sack pack".split())

#: Words that make an order a standing one ("daily", "roz", "रोज़", "every day", "har din", "every Monday", "हर हफ़्ते").
_DAILY = frozenset(fold(w) for w in "daily everyday roz rozana roj रोज़ रोज रोज़ाना रोजाना प्रतिदिन pratidin".split())
_EVERY = frozenset(fold(w) for w in "every each har हर".split())
#: Rate words one or two after a daily word make it the usual rate ("roz ke bhav", "रोज़ वाला रेट"), no standing order.
_DAILY_RATE = frozenset(fold(w) for w in "rate rates bhav bhaav भाव रेट daam दाम".split())
_DAY = frozenset(fold(w) for w in "day morning evening din subah shaam दिन सुबह शाम week hafte hafta हफ़्ते हफ्ते month "
                "mahine महीने monday tuesday wednesday thursday friday saturday sunday somvar mangalvar shanivar सोमवार मंगलवार शनिवार".split())

#: Words that make a request a maybe ("maybe", "perhaps", "shayad", "शायद"); "may"/"might" before a verb of wanting.
_MAYBE = frozenset(fold(w) for w in "maybe perhaps possibly probably shayad shaayad shayd शायद".split())
_MAY = frozenset(fold(w) for w in "may might".split())
_WANT = frozenset(fold(w) for w in "need require want order take".split())
#: Words of the rest of an order ("Rest of O31 is fine", "बाकी O31 ठीक है"): the rest kept, not asked again.
_REST_OF = frozenset(fold(w) for w in "rest remaining baaki baki बाकी बाक़ी".split())

#: Words a sentence that only prices goods may hold beside the name and the price ("Eggs at ₹180 a tray please", "अंडे ₹180 ट्रे के हिसाब से", "Gur ₹58 kilo", "Sabun ₹12 ka ek").
_RATE_FILLER = frozenset(fold(w) for w in "at @ a an per each please pls plz ji rate bhav भाव रेट ke ka ki के का की "
                         "hisaab hisab हिसाब se से pe par mein me पर पे में ek एक one".split())


class _SkuFacts:
    """Per item: the intent-independent facts of ``_verify_kinds`` (``first_line_fail`` adds the quantity)."""

    def __init__(self) -> None:
        self.asked = self.priced = self.lowered = False
        self.inside: dict = {}          # a value counted inside brackets -> (first line index, figure named)
        self.contents: list = []        # the first line's (line index, packs x contents, the contents figure)
        self.contents_other = None      # the first entry of contents whose product differs from the first's
        self.each: int | None = None    # first line with "each" beside a count of multi-unit packs

    def first_line_fail(self, quantity) -> tuple[str, object] | None:
        """The first line (in order) whose pack checks fail for ``quantity``: ("pack_inside"|"each", figure) or None."""
        found: list[tuple[int, int, str, object]] = []
        if quantity is not None and quantity in self.inside:
            idx, fig = self.inside[quantity]
            found.append((idx, 0, "pack_inside", fig))
        if quantity is not None and self.contents:
            # the first line whose product is not the quantity: the first line, else the first differing from it
            idx, product, fig = self.contents[0]
            if quantity == product:
                idx, product, fig = self.contents_other or (None, None, None)
            if idx is not None:
                found.append((idx, 1, "pack_inside", fig))
        if self.each is not None:
            found.append((self.each, 2, "each", None))
        if not found:
            return None
        return min(found, key=lambda t: (t[0], t[1]))[2:]


#: Words for "it" before a send word ("send it", "उसे भेज देना", "use bhej do").
#: Words that add goods asked again ("Also 2 more packets", "aur 2 packet alag se", "और 30 … भी").
_ENOUGH_WORDS = frozenset(fold(w) for w in "enough sufficient kaafi kafi काफ़ी काफी".split())
_MORE = frozenset(fold(w) for w in "also more another extra alag bhi अलग भी".split())


class KindsMixin:
    """Refuse readings whose figures sit in words that mean something else (module docstring)."""

    def _verify_kinds(self, intents: list[Intent], lines: list[_Line]) -> None:
        """Raise ``ambiguous_intent`` / ``contradictory`` for the kinds in the module docstring."""
        by_sku: dict[str, list[_Line]] = {}
        for ln in lines:
            if ln.mention.sku:
                by_sku.setdefault(ln.mention.sku, []).append(ln)
        order_clauses = {c.clause for c in self.cues if "order" in c.kinds}
        inside = self._in_parens()
        self._lower_clauses = lower_clauses(self, _LOWER)  # (lang.stock_low: not "घी कम है", the stock told)
        self._plain_cancel = {c.clause for c in self.cues if "cancel" in c.kinds and any(
            self._words[k] in _CANCEL_WORDS for k in range(c.pos, c.end))}  # "cancel the sugar we ordered at ₹42"
        self._price_clauses = {f.clause for f in self.figs if f.kind == "price"}
        facts: dict[str, _SkuFacts] = {}
        for i in intents:
            if i.sku is None:
                continue
            name = self.cat.by_sku(i.sku).item
            if i.sku not in facts:
                facts[i.sku] = self._sku_facts(by_sku.get(i.sku, []), order_clauses, inside)
            sf = facts[i.sku]
            if i.kind == "order" and sf.asked:
                raise _Fail(why("ambiguous_intent.asked_order", item=name), "order")
            if i.kind == "cancel" and i.order_id is None and sf.priced:
                raise _Fail(why("ambiguous_intent.relative", item=name, figure="₹"), "cancel")
            if i.kind == "order" and i.unit_price_paise is not None and sf.lowered:
                raise _Fail(why("ambiguous_intent.if_price", item=name), "order")
            fail = sf.first_line_fail(i.quantity)
            if fail is not None:
                key, fig = fail
                if key == "each":
                    raise _Fail(why("ambiguous_intent.each", item=name), i.kind)
                raise _Fail(why("ambiguous_intent.pack_inside", item=name, figure=self._fig_text(fig)), i.kind)
        self._price_of_another_clause(intents, by_sku)
        self._recurring(intents, by_sku)
        self._negated_elsewhere(intents, by_sku)
        self._named_again(intents, by_sku)
        self._hedged(intents, by_sku)
        line_clauses = {ln.clause for ln in lines}
        if any(i.kind == "bill" for i in intents) and (self.bill_ids or any(
                f.kind == "price" and f.clause in line_clauses and f.mark != "total" for f in self.figs)):
            raise _Fail(why("ambiguous_intent.bill_items"), "bill")
        cancelled = {i.order_id for i in intents if i.kind == "cancel" and i.order_id}
        asks, cancels = set(), set()  # clauses that ask for goods, clauses that cancel (one pass over the cues)
        for c in self.cues:
            if c.kinds & {"order", "accept", "offer"}:
                asks.add(c.clause)
            if "cancel" in c.kinds:
                cancels.add(c.clause)
        sent_it = {c.clause for c in self.cues if "order" in c.kinds and any(self._word(k) in _SEND_WORDS for k in range(
            c.pos, c.end)) and any(
            self._word(k) in _IT_WORDS and self._word(k - 1) not in ("from", "of") for k in (*range(max(0, c.pos - 4), c.pos), c.end))}  # "उसे … भेज देना", "send it"
        for pos, ident in self.order_ids:
            if ident in cancelled:
                clause = self.clause_of[pos]
                if any(i.kind == "cancel" and i.sku is None and i.order_id == ident for i in intents) and any(
                        i.kind == "order" and i.order_id == ident for i in intents):  # "Cancel O6 and add 10 kg rice
                    raise _Fail(why("contradictory.cancel_and_ask", id=ident), "cancel")  # to O6" (breaker I)
                if clause in sent_it:  # "O-192 कैंसल कर दो और उसे कल सुबह तक भेज देना": cancel it, and send it?
                    raise _Fail(why("contradictory.cancel_and_ask", id=ident), "cancel")
                if clause in asks and clause not in cancels and not any(self._word(k) in _REST_OF for k in range(
                        *self.clause_span[clause])) and not self._cut_and_added(
                        ident, intents, not self._keys.isdisjoint(INSTEAD)):  # not "Rest of O31
                    # is fine" (the rest kept), nor "In O31, cut eggs from 5 trays to 3, and add 10 packets of bread"
                    # not "Subject: Revision to Order O412" (it names the order, asks nothing of it)
                    raise _Fail(why("contradictory.cancel_and_ask", id=ident), "cancel")

    @staticmethod
    def _cut_and_added(ident: str, intents: list[Intent], instead: bool) -> bool:
        """Order ``ident`` loses some goods and gains others in the message (a count cut, an item added to it): a
        change of the order, not a cancel asked for again. Not when the whole order is cancelled."""
        mine = [i for i in intents if i.order_id == ident]
        cut = {(i.sku, i.quantity) for i in mine if i.kind == "cancel"}  # "cut O11's eggs from 5 trays to 3 and
        return all(s for s, _ in cut) and (any(i.kind == "order" for i in mine) or all(q for _, q in cut) and not (instead and any(
            i.kind == "order" for i in intents)) and not any(
            i.kind == "order" and i.sku in {s for s, _ in cut} for i in intents))  # send 40 litres of milk": breaker I

    def _total_of_the_list(self, lines: list[_Line]) -> None:
        """A total named after several lines of goods without prices ("Order: Rice 50 kg, Sugar 20 kg, Toor dal 10 kg
        — total ₹4,200", "चावल 50 किलो, चीनी 20 किलो, तूर दाल 10 किलो — कुल ₹4,200") is the list's, not the last
        line's: which item costs what? Raises ``ambiguous_intent.total_of_list``; read before the lines are (a
        total put on one line is a price far from its MRP)."""
        bare = [ln for ln in lines if any(f.kind == "qty" for f in ln.figs) and not any(
            f.kind == "price" for f in ln.figs)]
        if not bare:
            return
        for ln in lines:
            for f in ln.figs:
                if f.kind == "price" and f.mark == "total" and any(self._word(k) in _TOTAL_WORDS for k in range(
                        max(0, f.pos - 3), f.pos)) and any(o.clause == ln.clause and o.pos < ln.pos for o in bare):
                    raise _Fail(why("ambiguous_intent.total_of_list", figure=self._fig_text(f)), "order")

    def _ordered_clauses(self, intents: list[Intent], by_sku: dict[str, list[_Line]]) -> dict[str, set[int]]:
        """Per item ordered, the clauses of its lines (worked out once per message, each item once: linear)."""
        if not hasattr(self, "_ordered_at"):
            self._ordered_at = {sku: {ln.clause for ln in by_sku.get(sku, ())} for sku in dict.fromkeys(
                i.sku for i in intents if i.kind == "order" and i.sku)}
        return self._ordered_at

    def _word_marks(self) -> tuple[set[int], dict[int, int], set[int], set[int]]:
        """One pass over the words for the checks below (cached): chunks with a negation of their own, per clause
        its first word that is no name, figure, unit or filler, clauses said as a maybe, clauses that say daily."""
        if not hasattr(self, "_marks"):
            negated, unknown, hedged, daily = set(), {}, set(), set()
            words, n = self._words, self.n
            for k in range(n):
                w = words[k]
                if not w:
                    continue
                free = k not in self.item_tokens and k not in self.taken
                if free and w in NEGATIONS:
                    negated.add(self.chunk_of[k])
                if free and w not in _LIST_FILLER and w not in UNIT_WORDS:
                    unknown.setdefault(self.clause_of[k], k)
                nxt = words[k + 1] if k + 1 < n else ""
                if w in _MAYBE or w in _MAY and nxt in _WANT:
                    hedged.add(self.clause_of[k])
                if w in _DAILY and not (nxt in _DAILY_RATE or k + 2 < n and words[k + 2] in _DAILY_RATE) \
                        or w in _EVERY and nxt in _DAY:  # (not "रोज़ के भाव पर", "roz wala rate": the usual rate)
                    daily.add(self.clause_of[k]) if self.chunk_of[k] not in self.background_chunks else None
            self._marks = (negated, unknown, hedged, daily)
        return self._marks

    def _negated_elsewhere(self, intents: list[Intent], by_sku: dict[str, list[_Line]]) -> None:
        """Goods ordered in one sentence and named in a negated stretch of another ("Send 10 kg toor dal. Actually,
        not toor — moong dal.", "… Nahi, chawal nahi, cheeni."): a correction the reader cannot follow — refused as
        taken back, never ordered as first written."""
        ordered = self._ordered_clauses(intents, by_sku)
        named = [m for m in self.mentions if m.sku in ordered and self.clause_of[m.first] not in ordered[m.sku]]
        if not named or NEGATIONS.isdisjoint(self._keys):
            return  # (no pass over the words without goods ordered and named again, or without a negation)
        negated = self._word_marks()[0]  # chunks with a negation word of their own
        for m in named:
            c = self.clause_of[m.first]
            if self.chunk_of[m.first] in negated and c not in self.background and not unbroken_asked(
                    [t.key for t in self.tokens[slice(*self.clause_span[c])] if t.kind == "word"]):  # (not "eggs no
                raise _Fail(why("contradictory.retracted", text=self._clause_text(c)), "order")  # broken please")

    def _named_again(self, intents: list[Intent], by_sku: dict[str, list[_Line]]) -> None:
        """Goods ordered, then named again in a later sentence with no intent word and no figure but words the reader
        does not know ("Send 20 kg rice and 10 kg sugar. Hold the sugar until Monday."): what is asked of them? (Not
        a sentence before the order: "Curd is flying off the shelf — kindly send 4 kg dahi" is chat.)"""
        ordered = self._ordered_clauses(intents, by_sku)
        last = {sku: max(clauses) for sku, clauses in ordered.items() if clauses}
        if not last:
            return
        later = [m for m in self.mentions if m.sku in last and self.clause_of[m.first] > last[m.sku]]
        if not later:
            return  # (no pass over the words without goods named after their order)
        cue_clauses = {c.clause for c in self.cues}
        fig_clauses = {f.clause for f in self.figs}
        unknown = self._word_marks()[1]
        for m in later:
            c = self.clause_of[m.first]
            if c not in cue_clauses and c not in fig_clauses and c in unknown and c not in self.background and \
                    c not in self.non_item_clauses and not told_aside(self, c):  # (its MRP, care, demand)
                raise _Fail(why("ambiguous_intent.unknown_word", text=self._clause_text(c),
                                item=self.cat.by_sku(m.sku).item), "order")

    def _hedged(self, intents: list[Intent], by_sku: dict[str, list[_Line]]) -> None:
        """An order or accept said as a maybe ("We may need 20 kg rice next week", "Maybe send 20 kg", "Shayad 20
        kilo chawal chahiye honge", "शायद 20 किलो चावल चाहिए होंगे"): nothing is decided yet, so nothing is
        ordered (``ambiguous_intent.tentative``). "May" counts only before a verb of wanting ("may need"), not
        as a courtesy ("May I request you to send …")."""
        kinds = {i.sku: i.kind for i in sorted(reversed(intents), key=lambda i: i.kind == "order")  # (an order put off
                 if i.kind in ("order", "accept") and i.sku is not None}  # beside its price agreed: "we'll order …")
        hedged = self._word_marks()[2] if kinds and not (_MAYBE.isdisjoint(self._keys) and _MAY.isdisjoint(
            self._keys)) else set()  # (no pass over the words without an order or accept, or without maybe / may)
        later = ordered_later(self._words, self.clause_of, 0, self.n) if kinds and not LATER_TRIGGERS.isdisjoint(
            self._keys) else set()  # lang.later_orders: "We plan to order 50 kg rice next week" (orders, not accepts)
        if not hedged and not (later := later - getattr(self, "put_off_apart", set())):  # (lang.order_later)
            return
        for sku, kind in reversed(kinds.items()):  # each item once (its first order or accept): linear
            clause = next((ln.clause for ln in by_sku.get(sku, ()) if ln.clause not in self.background and (
                ln.clause in hedged or kind == "order" and ln.clause in later)), None)  # (not context: lang.later_count)
            if clause is not None:
                raise _Fail(why("ambiguous_intent.tentative", text=self._clause_text(clause)), kind)

    def _recurring(self, intents: list[Intent], by_sku: dict[str, list[_Line]]) -> None:
        """Goods asked for every day ("Send 20 packets of milk every day this week", "doodh 40 packet roz bhejna",
        "रोज़ सुबह 20 पैकेट दूध भेजिए"): the desk places one order, not a standing one — asked, never read as one
        order. Only in a clause that asks for the goods (not "we sell 15 kg a day" beside it); every month too (s43)."""
        order_clauses = {c.clause for c in self.cues if "order" in c.kinds}
        daily = not (_DAILY.isdisjoint(self._keys) and _DAY.isdisjoint(self._keys))  # a word of _DAILY, or _EVERY
        hit = order_clauses & self._word_marks()[3] if order_clauses and daily else set()  # before one of _DAY
        if not hit:
            return
        for sku, clauses in self._ordered_clauses(intents, by_sku).items():
            if clauses & hit:
                raise _Fail(why("ambiguous_intent.recurring", item=self.cat.by_sku(sku).item), "order")

    def _price_of_another_clause(self, intents: list[Intent], by_sku: dict[str, list[_Line]]) -> None:
        """An order's price in another sentence that says nothing of what it is ("… भेज दो। पिछली बार ₹38 में दिया था।"):
        refused, not ordered at it (another seller's: lang.rival_matched); a plain list with no intent word stays."""
        if not any("order" in c.kinds for c in self.cues):
            return
        if not hasattr(self, "_cue_clauses"):
            self._cue_clauses = {c.clause for c in self.cues if c.kinds & _ITEM_KINDS}
        said = self._cue_clauses | {f.clause for f in self.figs if f.kind in ("qty", "badqty")
                                   or f.kind == "bare" and f.pos in self.used_pos}  # a list line has its
        priced = dict.fromkeys(i.sku for i in intents if i.kind == "order" and i.unit_price_paise is not None and i.sku)
        for sku in priced:  # quantity beside its price ("- Rice | 50 kg | ₹37/kg" under "Please send the following:")
            for ln in by_sku.get(sku, ()):
                f = next((f for f in ln.figs if f.kind == "price" and f.pos in self.used_pos
                          and f.clause not in said and not self._price_alone(f)), None)
                if f is not None and f is not getattr(self, "last_price", (None,))[0]:  # (lang.last_price_asked)
                    raise _Fail(figure_asked(self, f), "order")  # (lang.rival_matched: another seller's)

    def _enough_said_after(self, intents: list[Intent]) -> None:
        """A count said to be enough in a later sentence that tells the stock ("Send 30 eggs... wait, we still have 20,
        so 10 is enough", "60 अंडे भेजिए... रुकिए, हमारे पास 20 हैं, तो 40 काफी हैं"): the order's count or the new
        one? Raises ``ambiguous_intent.enough`` (the told clause is background, its figures had left silently)."""
        if _ENOUGH_WORDS.isdisjoint(self._keys) or not (ordered := {i.sku for i in intents if i.kind == "order"}):
            return
        first_order = min((c.clause for c in self.cues if "order" in c.kinds), default=None)
        for clause in self.background:
            lo, hi = self.clause_span[clause]
            named = {m.sku for m in self.mentions if lo <= m.first < hi}  # (not "Potato we still have 20 kg, enough for
            if first_order is not None and clause > first_order and (not named or named & ordered) and sum(  # now" by onion
                    self.tokens[k].kind == "num" for k in range(lo, hi)) >= 1 and any(
                    self._word(k) in _ENOUGH_WORDS for k in range(lo, hi)):
                raise _Fail(why("ambiguous_intent.enough", text=self._clause_text(clause)), "order")

    def _asked_again_more(self, intents: list[Intent], lines: list[_Line]) -> None:
        """Goods ordered in one sentence and again in another with a word of adding ("Please send 2 packets atta. Also
        2 more packets atta for the weekend", "30 अंडे भेजिए। और 30 अंडे मेरे भाई की दुकान के लिए भी"): 4 packets, or
        the same 2 said again? Raises ``ambiguous_intent.twice_more``; an order said again without such a word is
        one order."""
        ordered = [i.sku for i in intents if i.kind == "order" and i.sku]
        if len(ordered) == len(set(ordered)):
            return
        seen: set = set()
        twice = {s for s in ordered if s in seen or seen.add(s)}
        clauses_of: dict[str, set] = {}
        for ln in lines:
            if ln.mention.sku in twice:
                clauses_of.setdefault(ln.mention.sku, set()).add(ln.clause)
        for sku in twice:
            clauses = sorted(clauses_of.get(sku, ()))
            if len(clauses) > 1 and any(self._word(k) in _MORE for c in clauses[1:] for k in range(
                    *self.clause_span[c])):
                raise _Fail(why("ambiguous_intent.twice_more", item=self.cat.by_sku(sku).item), "order")

    def _price_alone(self, f) -> bool:
        """The price is its sentence, nothing else said but the goods' name and words of a rate ("Send 25 kg onion.
        ₹31/kg.", "३५ किलो। ₹२४ किलो।", "… Eggs at ₹180 a tray please.", "अंडे ₹180 ट्रे के हिसाब से।"): the order's
        price, not a note of an old one."""
        lo, hi = self.clause_span[f.clause]
        if any(self.tokens[k].kind == "sym" and self.tokens[k].text in ("→", "->", "~") for k in range(lo, hi)):
            return False  # "~~₹56~~ → ₹50 per packet": a price changed to ours, a counter
        rest = tuple(t.key for k, t in enumerate(self.tokens[lo:hi], lo) if t.kind == "word" and k not in twin_span(
            self, f) and k not in self.item_tokens and t.key not in _RATE_FILLER and t.key not in UNIT_WORDS)
        return not rest or same_as_before(rest, _RATE_FILLER)  # ("₹540 a litre, same as last time": lang.same_as_before)

    def _sku_facts(self, own: list[_Line], order_clauses: set[int], inside: set[int]) -> "_SkuFacts":
        """What the checks need of one item's lines, computed once per item (so the checks stay linear)."""
        clauses = {ln.clause for ln in own}
        sf = _SkuFacts()
        sf.asked = bool(own) and all(
            self.acts.get(c) is not None and self.acts[c].question and c not in order_clauses for c in clauses)
        sf.priced = not clauses.isdisjoint(self._price_clauses - self._plain_cancel)
        sf.lowered = not (clauses - set(self.background)).isdisjoint(self._lower_clauses)  # (not "kam bik raha": told)
        for idx, ln in enumerate(own):
            used = [f for f in ln.figs if f.pos in self.used_pos and f.kind in ("qty", "bare")]
            if any(f.pos not in inside and f.kind in ("qty", "bare", "badqty") for f in ln.figs):
                for f in used:
                    if f.pos in inside:
                        # the check compares the quantity with each figure inside; the first inside figure is named
                        first = next(g for g in used if g.pos in inside)
                        sf.inside.setdefault(f.value, (idx, first))
            packs = [f for f in ln.figs if f.kind == "qty" and f.unit in _MULTI and f.pos in self.used_pos]
            sizes = [f for f in ln.figs if f.kind == "size" and f.unit in _COUNTS and any(
                w in _PER_PACK for w in self._words[f.pos:f.end + 1])]
            if packs and sizes:
                entry = (idx, packs[0].value * sizes[0].value, sizes[0])
                if not sf.contents:
                    sf.contents.append(entry)
                elif sf.contents_other is None and entry[1] != sf.contents[0][1]:
                    sf.contents_other = entry
            if sf.each is None and any(f.kind == "price" and f.unit is None and f.pos not in getattr(
                    self, "twin_prices", ()) and any(w in _EACH for w in self._words[f.pos:f.end + 1])  # lang.price_twin
                    for f in ln.figs) and any(f.kind == "qty" and f.unit in _MULTI for f in ln.figs):
                sf.each = idx
        return sf

    def _in_parens(self) -> set[int]:
        """Token indices inside round brackets on one line."""
        out, depth = set(), 0
        if "(" not in self._syms:
            return out
        for k, t in enumerate(self.tokens):
            if t.kind == "nl":
                depth = 0
            elif t.kind == "sym" and t.text == "(":
                depth += 1
            elif t.kind == "sym" and t.text == ")":
                depth = max(0, depth - 1)
            elif depth:
                out.add(k)
        return out
