"""Stage 6e of reading: no act on a sentence that offers a choice (issue 10).

"About O27 — either cancel it or make it 5 trays", "Moong ₹98… ya ₹100? dekh lo", "भुगतान रोक दें या आप ठीक
करके भेजोगे?": a sentence that joins two ways with "or" / "ya" / "या" (beside "either", "whichever") leaves the
choice to the reader, and the reader does not choose. Rules before this stage read the choices they know ("₹80
or ₹85?", "10 packets more or cancel 10"); this guard refuses any other sentence that gives a choice and holds
something an intent acts on (a figure it uses, or an id it carries), with ``ambiguous_intent.choice``. Stock
phrases are no choice: "more or less", "or so", "and/or" beside nothing else, "ek do din" is no "or".

The same stage holds the other sentence-level guards the ninth session's unseen text asked for (``_guard_sentences``:
corrections not applied, goods taken on a price asked lower, "don't send" with a ceiling or a day, a price asked as
the supplier's or named as the MRP, a new price after a refusal, the supplier's offer refused, goods set off by ";",
a price in a chunk that says the opposite). Each is one pass over the message's words, cues or figures.
"""
from __future__ import annotations

from lang.meaning_said import describes
from lang.acts import NEGATIONS
from lang.governed_figures import governed_clauses
from lang.language import fold_words
from lang.lower_asked import lower_asked
from lang.number_words import SMALL_DEVANAGARI, SMALL_ROMAN
from lang.count_instead import INSTEAD_WORDS as _INSTEAD_WORDS
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)

#: Words that join two choices.
CHOICE_WORDS = fold_words("or ya athva athwa या अथवा")  # ("either", "whichever" come with one)
#: Words next to "or" that make a stock phrase, not a choice ("more or less", "or so", "or else" after a request).
_STOCK_NEXT = fold_words("less so else otherwise not no nahi nahin नहीं we i warna")  # "or not?" asks; "or we pass" warns
_STOCK_PREV = fold_words("more")
#: Words of when: a choice between two of them is about the day, not the goods ("aaj ya kal, jab ho sake").
TIME_WORDS = fold_words("today tomorrow tonight morning evening afternoon night monday tuesday wednesday thursday "
                        "friday saturday sunday aaj kal parso subah shaam sham dopahar raat आज कल परसों सुबह शाम "
                        "दोपहर रात")
#: Number words that open a range with a hyphen ("ek-do bori", "do-teen packet", "एक-दो बोरी").
RANGE_OPENERS = fold_words("ek do teen char paanch panch chhe saat aath nau das एक दो तीन चार पांच पाँच छह सात आठ नौ "
                           "दस one two three four five six")
#: Words that correct what came before ("correction: not refined, mustard oil", "sorry, sarson nahi, refined"):
#: a correction the reader did not apply (``lang.second_thoughts``) leaves the message asking which is meant.
CORRECTING = fold_words("correction oops galti गलती ग़लती meant matlab मतलब")
_SORRY = fold_words("sorry maaf माफ़ माफ")
NEGATION_AFTER = fold_words("not no nahi nahin नहीं mean")
#: A "no" said alone between marks, taking back the goods before it ("Send rice 20 kg — no, sugar 10 kg").
_NO_ALONE = fold_words("no nahi nahin नहीं nope")
_MARKS = frozenset("—–-,:;.")
#: Words that take goods on a condition, and words that ask the price down ("Give me a better price on jaggery and
#: we'll take 30 kg", "Paneer thoda sasta karo, phir 30 packet lenge"): an order on a price not yet named.
TAKE_WORDS = fold_words("take lenge lunga lungi lena le लेंगे लूँगा लूंगा लेना book")
CHEAPER_WORDS = fold_words("better cheaper lower reduce discount sasta saste sasti kam कम सस्ता सस्ते सस्ती")
#: Words that make "don't send" a ceiling or a day, not a cancel ("don't send more than 20 kg sugar", "20 kilo se
#: zyada mat bhejna", "Sunday ko O234 mat bhejna", "don't send O312 with the morning van").
CEILING_WORDS = fold_words("more zyada jyada ज़्यादा ज्यादा above upar ऊपर")
WEEKDAYS = fold_words("monday tuesday wednesday thursday friday saturday sunday somvar mangalvar budhvar guruvar "
                      "shukravar shanivar ravivar itvaar सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार इतवार")
DAY_WORDS = WEEKDAYS | fold_words("morning evening afternoon night van subah shaam sham raat सुबह शाम रात")
#: Words that make a price asked the supplier's, not an offer ("Is ₹130 your best?", "Why is rice ₹40 now?",
#: "Toor daal ₹130 aapka best hai kya?", "MRP of tea is ₹140").
THEIR_PRICE_WORDS = fold_words("your yours best lowest still why aapka aapki aapke apka kyun kyon आपका आपकी "
                               "आपके क्यों")
MRP_WORDS = fold_words("mrp एमआरपी")
_WHY = fold_words("why kyun kyon kyu क्यों")
_NOT_SEND = NEGATIONS  # (a "don't send" or "mat bhejna")
_MORE, _THAN, _SE = fold_words("more"), fold_words("than"), fold_words("se से")
#: The supplier's offer named as a thing ("ghee 620 wala offer nahi chahiye", "Your ghee offer at 620 - no thanks",
#: "cheeni 44 wala offer cancel"): refused or cancelled, it is no offer of ours nor an order's cancel.
OFFER_NOUNS = fold_words("offer ऑफर ऑफ़र prastaav prastav प्रस्ताव")
_REFUSING = NEGATIONS | fold_words("decline reject")
#: Words that ask goods given at a price ("chawal ₹36 mein de do", "₹36 में दीजिए", "₹36 kar do").
_GIVE_WORDS = fold_words("de do dijiye dijie दीजिए दे दो doge दोगे dena देना")
#: Intents that ask: a choice inside one is part of the question.
_QUESTIONS = ("ask_delivery", "ask_bill", "ask_quote")


class EitherGuardMixin:
    """Stage 6e of reading: refuse an intent whose sentence says something else of it (module docstring)."""

    def _guard_sentences(self, intents: list[Intent]) -> None:
        """Each guard of this stage in turn (the first to refuse raises): corrections not applied, goods taken on a
        price asked lower, "don't send" with a ceiling or a day, a price asked as the supplier's, a new price after
        a refusal, the supplier's offer refused, goods set off by ";", a price in a chunk that says the opposite,
        then ranges and choices."""
        if not intents:
            return
        self._guard_corrected(intents)
        self._guard_take_if_cheaper(intents)
        self._guard_not_a_cancel(intents)
        self._guard_their_price_asked(intents)
        self._guard_refused_at_a_new_price(intents)
        self._guard_their_offer_refused(intents)
        self._guard_dropped_before_semicolon(intents)
        self._guard_price_in_the_wrong_chunk(intents)
        self._guard_choice(intents)

    def _guard_choice(self, intents: list[Intent]) -> None:
        """Raise ``ambiguous_intent.choice`` when a count is given as a range ("ek-do bori"), or when a clause
        joining two ways with a choice word holds a figure an intent uses or an id an intent carries."""
        choice_at: dict[int, int] = {}
        between: set[int] = set()  # clauses choosing between two ids: ``lang.take_backs`` asks which
        toks = self.tokens
        for k, t in enumerate(toks) if not CHOICE_WORDS.isdisjoint(self._keys) else ():  # (no scan without one)
            if t.kind != "word" or t.key not in CHOICE_WORDS:
                continue
            nxt = toks[k + 1].key if k + 1 < self.n and toks[k + 1].kind == "word" else ""
            prev = toks[k - 1].key if k > 0 and toks[k - 1].kind == "word" else ""
            if nxt in _STOCK_NEXT or prev in _STOCK_PREV or nxt in TIME_WORDS and prev in TIME_WORDS:
                continue  # ("today or tomorrow, whichever suits you", "aaj ya kal": when, not what)
            if self._or_is_nor(k):
                continue  # "goods we never ordered or received": neither, no choice (trial 36)
            if self._between_ids(k):
                between.add(self.clause_of[k])  # "O61 ya O62 cancel kar do": which order? (``no_id.order``)
                continue
            choice_at.setdefault(self.clause_of[k], k)
        for f in self.figs:  # "ek-do bori", "do-teen packet": a count given as a range is a choice too
            if f.pos in self.used_pos and self._range_opened(f):
                raise _Fail(why("ambiguous_intent.choice", text=self._clause_text(f.clause)), None)
        if not choice_at:
            return
        if all(i.kind in _QUESTIONS for i in intents):
            return  # "Is O36 coming today or tomorrow?": a question may ask either
        acted = {ident for i in intents if i.kind not in _QUESTIONS for ident in (i.order_id, i.bill_id) if ident}
        spots = [p for p in self.used_pos] + [p for p, x in self.order_ids + self.bill_ids if x in acted]
        for p in spots:
            c = self.clause_of[p]
            if c in choice_at and c not in between:
                raise _Fail(why("ambiguous_intent.choice", text=self._clause_text(c)), None)

    def _or_is_nor(self, k: int) -> bool:
        """The "or" at token ``k`` follows a negation within three words of its sentence ("goods we never ordered or
        received", "we did not order or receive B1", "don't send rice or sugar"): "nor", a choice of none."""
        lo = self.clause_span[self.clause_of[k]][0]
        words = [j for j in range(k - 1, lo - 1, -1) if self.tokens[j].kind in ("word", "num")][:3]
        return k in getattr(self, "nor_at", ()) or any(self.tokens[j].kind == "word" and self._word(j) in NEGATIONS
                                                       for j in words)  # (lang.negated_send: "प्याज़ या आलू मत भेजना")

    def _range_opened(self, f) -> bool:
        """A figure said as the top of a range of number words: "ek-do bori", "do-teen packet" (a hyphen after one of
        ``RANGE_OPENERS``), "bees-pachchees kilo", "बीस-पच्चीस", and without the hyphen from five up, "bees pachchees
        kilo" (a smaller word before it, the figure at most 2.5 times it; not "bhej do pachchees kilo", where
        "do" is give). Before this, "bees" (also a word) was dropped and 25 kg ordered. Also a figure after a
        smaller number and a hyphen, as a price range "₹38–40" (the 40 had been ordered as 40 kg)."""
        toks, k = self.tokens, f.pos - 1
        hyphen = k >= 1 and toks[k].kind == "sym" and toks[k].text in ("-", "–")
        if hyphen:
            k -= 1
        if hyphen and k >= 0 and toks[k].kind == "num":  # "₹38–40 works for us": a price range (breaker S: had
            try:  # accepted ₹38 and ordered 40 kg)
                return 0 < float(toks[k].text.replace(",", "")) < float(f.value) and (
                    k >= 1 and toks[k - 1].kind == "sym" and toks[k - 1].text == "₹" or f.kind != "price")
            except ValueError:
                return False
        if k < 0 or toks[k].kind != "word":
            return False
        if hyphen and toks[k].key in RANGE_OPENERS:  # (not "ek-ek bori", "do-do peti": the same word twice is each)
            return (SMALL_DEVANAGARI.get(toks[k].text) if toks[k].deva else SMALL_ROMAN.get(toks[k].key)) != f.value
        low = SMALL_DEVANAGARI.get(toks[k].text) if toks[k].deva else SMALL_ROMAN.get(toks[k].key)
        return low is not None and (hyphen or low >= 5) and low < f.value <= low * 5 / 2

    def _between_ids(self, k: int) -> bool:
        """The choice word at token ``k`` stands between two order ids at most four tokens apart ("O61 ya O62"),
        which ``lang.take_backs`` refuses as a cancel of which order (not bills: "Pay B8 or B9" is refused here)."""
        ids = [p for p, _ in self.order_ids if abs(p - k) <= 4]
        return any(p < k for p in ids) and any(p > k for p in ids)

    def _guard_corrected(self, intents: list[Intent]) -> None:
        """A correction word the reader did not apply ("correction: not refined, Fortune mustard oil", "sorry,
        sarson nahi, refined chahiye"; "sorry" only with a "not"/"nahi" or "I mean" right after it) in a clause
        that names goods or holds a figure an intent uses: ``ambiguous_intent.corrected``."""
        self._guard_item_swapped(intents)
        self._guard_no_then_other(intents)
        if CORRECTING.isdisjoint(self._keys) and _SORRY.isdisjoint(self._keys):
            return
        acting = {self.clause_of[p] for p in self.used_pos} | {self.clause_of[m.first] for m in self.mentions
                                                               if m.sku and any(i.sku == m.sku for i in intents)}
        toks = self.tokens
        for k, t in enumerate(toks):
            if t.kind != "word" or k in self.taken or self.clause_of[k] not in acting or describes(self, k) or \
                    self._count_changed_in(self.clause_of[k]):
                continue  # (lang.meaning_said: "sau machis bhej do, matlab woh chhoti Ship wali" corrects nothing;
                # "Correction for O5: paneer should be 8 kg instead of 5 kg": the correction read as the change, s51)
            if t.key in CORRECTING or t.key in _SORRY and any(
                    toks[j].kind == "word" and (toks[j].key in NEGATION_AFTER or toks[j].key in CORRECTING)
                    for j in range(k + 1, min(self.n, k + 4))):
                raise _Fail(why("ambiguous_intent.corrected", text=self._clause_text(self.clause_of[k])), None)

    def _count_changed_in(self, clause: int) -> bool:
        """The clause changes a count: "instead (of)" / "ki jagah" / "की जगह" between two of its figures."""
        lo, hi = self.clause_span[clause]
        at = [f.pos for f in self.figs if lo <= f.pos < hi]
        return len(at) >= 2 and any(self._word(k) in _INSTEAD_WORDS for k in range(at[0], at[-1]))

    def _guard_no_then_other(self, intents: list[Intent]) -> None:
        """A "no" alone between marks after ordered goods and before other ordered goods of the same sentence ("Send
        rice 20 kg — no, sugar 10 kg", "20 kilo chawal bhejo — nahi, 10 kilo cheeni"; a fixer's note, twenty-eighth
        session: both had been ordered): the rice taken back, or both wanted? ``ambiguous_intent.corrected``. Not
        "Rice 20 kg, no sugar" (the "no" is the sugar's), nor the same goods corrected after it."""
        ordered = {i.sku for i in intents if i.kind == "order" and i.sku}
        if len(ordered) < 2 or _NO_ALONE.isdisjoint(self._keys):
            return
        for k in range(1, self.n - 1):
            if self._word(k) in _NO_ALONE and self._sym(k - 1) in _MARKS and self._sym(k + 1) in _MARKS:
                near = {self.clause_of[k], self.clause_of[k - 1], self.clause_of[k + 1]}
                last = next((m for m in reversed(self.mentions) if m.last <= k and self.clause_of[m.first] in near), None)
                first = next((m for m in self.mentions if m.first > k and self.clause_of[m.first] in near), None)
                if last is not None and first is not None and last.sku in ordered and first.sku in ordered and \
                        first.sku != last.sku:  # (not "sugar 10 kg — no, make sugar 15 kg": the sugar corrected)
                    raise _Fail(why("ambiguous_intent.corrected", text=self._clause_text(self.clause_of[k - 1])), None)

    def _guard_item_swapped(self, intents: list[Intent]) -> None:
        """Goods named again with a "not" and other goods right after, no correction word ("Send 10 litres refined —
        not refined, mustard oil", "10 लीटर रिफाइंड भेजो — रिफाइंड नहीं, सरसों का तेल"; breaker Q: refined was
        ordered): which goods? ``ambiguous_intent.corrected``. Only goods an intent (not a refusal) acts on, named
        before; one pass over the mentions."""
        acted = {i.sku for i in intents if i.sku and i.kind != "reject"}
        named: set[str] = set()
        ms = self.mentions
        starts = None  # the figures' starts, sorted once a candidate is found
        for k, m in enumerate(ms):
            if m.sku in acted and m.sku in named and k + 1 < len(ms) and ms[k + 1].sku not in (None, m.sku) and (
                    self._word(m.first - 1) in NEGATION_AFTER or self._word(m.last) in NEGATION_AFTER) and \
                    self.clause_of[ms[k + 1].first] == self.clause_of[m.first]:
                starts = sorted(f.pos for f in self.figs) if starts is None else starts
                if bisect.bisect_left(starts, m.last) != bisect.bisect_left(starts, ms[k + 1].first):
                    named.add(m.sku)
                    continue  # a figure between the two names: no swap
                raise _Fail(why("ambiguous_intent.corrected", text=self._clause_text(self.clause_of[m.first])), None)
            named.add(m.sku)

    def _guard_take_if_cheaper(self, intents: list[Intent]) -> None:
        """An order with no price whose goods are taken (take, lenge) in a sentence that asks the price down and
        names no price: ``no_price.how_much_lower`` (how much lower?), never an order at the old price."""
        unpriced = {i.sku for i in intents if i.kind == "order" and i.sku and i.unit_price_paise is None
                    and i.total_paise is None}
        if not unpriced or TAKE_WORDS.isdisjoint(self._keys) or CHEAPER_WORDS.isdisjoint(self._keys):
            return
        priced = {f.clause for f in self.figs if f.kind == "price"}
        for m in self.mentions:
            c = self.clause_of[m.first]
            if m.sku not in unpriced or c in priced:
                continue
            lo, hi = self.clause_span[c]
            keys = {t.key for t in self.tokens[lo:hi] if t.kind == "word"}
            if keys & TAKE_WORDS and keys & CHEAPER_WORDS:
                raise _Fail(lower_asked(self.cat.by_sku(m.sku)), "order")

    def _guard_not_a_cancel(self, intents: list[Intent]) -> None:
        """A cancel whose sentence sets a ceiling or names a day or a van ("Please don't send more than 20 kg sugar"
        had cut 20 kg from the open order; "Sunday ko O234 mat bhejna, dukaan band hai" cancelled O234):
        ``ambiguous_intent.not_cancel`` — cancel, or send within the limit or another day?"""
        cancels = [i for i in intents if i.kind == "cancel"]
        if not cancels or CEILING_WORDS.isdisjoint(self._keys) and _MORE.isdisjoint(self._keys) and \
                DAY_WORDS.isdisjoint(self._keys):
            return
        for c in self.cues:
            if "cancel" not in c.kinds:
                continue
            lo, hi = self.clause_span[c.clause]
            seq = [t.key for t in self.tokens[lo:hi] if t.kind == "word"]
            keys = set(seq)
            ceiling = any(a in _MORE and b in _THAN or a in _SE and b in CEILING_WORDS for a, b in zip(seq, seq[1:]))
            act = self.acts.get(c.clause)
            if act is not None and act.condition:
                continue  # "If the goods don't reach by tomorrow morning, consider O3 cancelled": ``cancel_if``
            if ceiling or keys & DAY_WORDS and keys & _NOT_SEND:  # (not "the order we placed on Monday", "not
                # needed any more")
                raise _Fail(why("ambiguous_intent.not_cancel", text=self._clause_text(c.clause)), "cancel")

    def _guard_their_price_asked(self, intents: list[Intent]) -> None:
        """An offer or accept at a price asked about as the supplier's ("Is ₹130 your best for toor dal?", "Why is rice
        ₹40 now?", "तूर दाल ₹130 आपका सबसे कम है क्या?") or named as the MRP ("MRP of tea is ₹140, your rate ₹115 is
        fine" had accepted ₹140): ``ambiguous_intent.price_asked``."""
        priced = [i for i in intents if i.kind in ("offer", "accept") and i.unit_price_paise is not None]
        if not priced:
            return
        for f in self.figs:
            if f.kind != "price" or f.pos not in self.used_pos and not any(
                    int(f.value * 100) == i.unit_price_paise for i in priced):
                continue
            near = {self.tokens[k].key for k in range(max(0, f.pos - 5), f.pos) if self.tokens[k].kind == "word"}
            act = self.acts.get(f.clause)
            around = {self.tokens[k].key for k in range(max(0, f.pos - 3), min(self.n, f.end + 3))
                      if self.tokens[k].kind == "word" and self.clause_of[k] == f.clause}
            if act is not None and act.question and not around & THEIR_PRICE_WORDS and _WHY.intersection(
                    self.tokens[k].key for k in range(self.clause_span[f.clause][0], f.pos)):
                around = _WHY  # "Why is rice ₹40 now?": the why may stand further back than three words
            if near & MRP_WORDS or act is not None and act.question and around & THEIR_PRICE_WORDS:
                item = next((self.cat.by_sku(i.sku).item for i in priced if i.sku), "")
                raise _Fail(why("ambiguous_intent.price_asked", item=item), "offer")

    def _guard_refused_at_a_new_price(self, intents: list[Intent]) -> None:
        """A refusal said in a sentence with no goods and no price, lent to goods with a price in the next ("यह
        ज़्यादा है। रिफाइंड तेल ₹110 प्रति लीटर दीजिए।", "Too high. Give refined oil at ₹110 a litre." had rejected at
        ₹110, the price the writer asks): an offer at it, or a refusal? (``ambiguous_intent.price_asked``)."""
        rejects = [i for i in intents if i.kind == "reject" and i.unit_price_paise is not None]
        if not rejects:
            return
        refusing = {c.clause for c in self.cues if "reject" in c.kinds}
        if any(self._ends_with_colon(c) for c in refusing):
            return  # "**Reject:** / - Tomato at ₹39/kg": a heading over the goods it refuses
        last = max(refusing, default=-1)  # a price after the refusal is asked ("Too high. … ₹110"); one before it is
        for f in self.figs:  # the price refused ("your offer at ₹148 … Regretfully, we must decline")
            if f.kind == "price" and f.pos in self.used_pos and f.clause > last and any(
                    int(f.value * 100) == i.unit_price_paise for i in rejects):
                item = self.cat.by_sku(rejects[0].sku).item if rejects[0].sku else ""
                raise _Fail(why("ambiguous_intent.price_asked", item=item), "reject")

    def _guard_their_offer_refused(self, intents: list[Intent]) -> None:
        """An offer or a cancel by goods in a sentence that names an offer as a thing and refuses or cancels it
        ("ghee 620 wala offer nahi chahiye" had offered ₹620; "cheeni 44 wala offer cancel" cancelled the sugar of an
        open order): refused or cancelled, the supplier's offer is to be declined, said plainly
        (``ambiguous_intent.conflict``)."""
        if OFFER_NOUNS.isdisjoint(self._keys) or not any(i.kind in ("offer", "cancel") and i.sku for i in intents):
            return
        for k, t in enumerate(self.tokens):
            if t.kind != "word" or t.key not in OFFER_NOUNS:
                continue
            c = self.clause_of[k]
            lo, hi = self.clause_span[c]
            refused = any(q.kind == "word" and q.key in _REFUSING for q in self.tokens[lo:hi])
            cancels = any("cancel" in q.kinds and q.clause == c for q in self.cues)
            if refused or cancels:
                raise _Fail(why("ambiguous_intent.conflict", text=self._clause_text(c)), "offer")

    def _guard_dropped_before_semicolon(self, intents: list[Intent]) -> None:
        """Goods with a count in a stretch of a sentence set off by ";" with no intent word, that no intent takes,
        beside requests in the other stretches ("40 kilo chawal, 20 kilo cheeni; O43 cancel; B44 ka 700 de diya"
        had read only the cancel: ";" ends no clause, so the goods were the cancel's context): send them, or a
        note? (``ambiguous_intent.dropped``)."""
        if not intents or ";" not in self._syms:  # (a symbol token's text, "" for the others)
            return
        part = [0] * len(self.tokens)  # the ";"-stretch of each token, counted through the message
        k = 0
        for i, t in enumerate(self.tokens):
            if t.kind == "sym" and t.text == ";" or i and self.clause_of[i] != self.clause_of[i - 1]:
                k += 1
            part[i] = k
        last = len(part) - 1  # (a cue or figure may end the message: a position past it is the last stretch's)
        cued = {part[min(c.pos, last)] for c in self.cues}
        have = {i.sku for i in intents if i.sku}
        counted = {part[min(f.pos, last)] for f in self.figs if f.kind == "qty"}
        told = {c for c, kind in governed_clauses(self, intents).items() if kind == "dispute"}  # ("B18: Disputed. It
        for m in self.mentions:  # shows 40 kg rice; we received 30 kg": the dispute's facts, lang.governed_figures)
            p = part[min(m.first, last)]
            if m.sku and m.sku not in have and p in counted and p not in cued and \
                    self.clause_of[m.first] not in self.background and self.clause_of[m.first] not in told:
                raise _Fail(why("ambiguous_intent.dropped", text=self._clause_text(self.clause_of[m.first]),
                                item=self.cat.by_sku(m.sku).item), None)

    def _guard_price_in_the_wrong_chunk(self, intents: list[Intent]) -> None:
        """A refusal at a price its own chunk offers ("chawal ₹36 mein de do, zyada mat lagao" had rejected ₹36), or
        an offer at a price its own chunk refuses ("ghee 540 bahut mehenga, 520 litre final" had offered 520 litres
        at ₹540): which is the price asked? (``ambiguous_intent.conflict``; a third breaker's finding)."""
        priced = [i for i in intents if i.kind in ("offer", "reject") and i.unit_price_paise is not None]
        if not priced:
            return
        kinds_in: dict[int, set] = {}
        for c in self.cues:
            kinds_in.setdefault(c.chunk, set()).update(c.kinds)
        for f in self.figs:
            if f.kind not in ("price", "bare") or f.pos not in self.used_pos:
                continue
            for i in priced:
                if int(f.value * 100) != i.unit_price_paise:
                    continue
                mine = kinds_in.get(self.chunk_of[f.pos], set())
                act = self.acts.get(f.clause)
                ch = self.chunk_of[f.pos]
                words = {t.key for t, c in zip(self.tokens[max(0, f.pos - 6):f.pos + 6],
                                                self.chunk_of[max(0, f.pos - 6):f.pos + 6]) if c == ch and t.kind == "word"}
                negated_elsewhere = i.kind == "reject" and act is not None and act.negative and \
                    act.negation_at is not None and self.chunk_of[act.negation_at] != ch and \
                    words & _GIVE_WORDS and not words & _REFUSING and \
                    not any(self.chunk_of[m.first] == self.chunk_of[act.negation_at] for m in self.mentions)
                if i.kind == "offer" and "reject" in mine and "offer" not in mine or negated_elsewhere:
                    raise _Fail(why("ambiguous_intent.conflict", text=self._clause_text(f.clause)), i.kind)
