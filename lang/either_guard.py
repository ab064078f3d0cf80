"""Stage 6e of reading: no act on a sentence that offers a choice (issue 10).

"About O27 — either cancel it or make it 5 trays", "Moong ₹98… ya ₹100? dekh lo", "भुगतान रोक दें या आप ठीक
करके भेजोगे?": a sentence that joins two ways with "or" / "ya" / "या" / "either" / "whichever" leaves the
choice to the reader, and the reader does not choose. Rules before this stage read the choices they know ("₹80
or ₹85?", "10 packets more or cancel 10"); this guard refuses any other sentence that gives a choice and holds
something an intent acts on (a figure it uses, or an id it carries), with ``ambiguous_intent.choice``. Stock
phrases are no choice: "more or less", "or so", "and/or" beside nothing else, "ek do din" is no "or".

One pass over the message's words.
"""
from __future__ import annotations

from lang.language import fold_words
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
#: Words that take goods on a condition, and words that ask the price down ("Give me a better price on jaggery and
#: we'll take 30 kg", "Paneer thoda sasta karo, phir 30 packet lenge"): an order on a price not yet named.
TAKE_WORDS = fold_words("take lenge lunga lungi lena le लेंगे लूँगा लूंगा लेना book")
CHEAPER_WORDS = fold_words("better cheaper lower reduce discount sasta saste sasti kam कम सस्ता सस्ते सस्ती")
#: Intents that ask: a choice inside one is part of the question.
_QUESTIONS = ("ask_delivery", "ask_bill", "ask_quote")


class EitherGuardMixin:
    """Stage 6e of reading: refuse an intent whose sentence offers a choice (module docstring)."""

    def _guard_choice(self, intents: list[Intent]) -> None:
        """Raise ``ambiguous_intent.choice`` when a clause joining two ways with a choice word holds a figure an
        intent uses or an id an intent carries."""
        if not intents:
            return
        choice_at: dict[int, int] = {}
        between: set[int] = set()  # clauses choosing between two ids: ``lang.take_backs`` asks which
        toks = self.tokens
        for k, t in enumerate(toks):
            if t.kind != "word" or t.key not in CHOICE_WORDS:
                continue
            nxt = toks[k + 1].key if k + 1 < self.n and toks[k + 1].kind == "word" else ""
            prev = toks[k - 1].key if k > 0 and toks[k - 1].kind == "word" else ""
            if nxt in _STOCK_NEXT or prev in _STOCK_PREV or nxt in TIME_WORDS and prev in TIME_WORDS:
                continue  # ("today or tomorrow, whichever suits you", "aaj ya kal": when, not what)
            if self._between_ids(k):
                between.add(self.clause_of[k])  # "O61 ya O62 cancel kar do": which order? (``no_id.order``)
                continue
            choice_at.setdefault(self.clause_of[k], k)
        self._guard_corrected(intents)
        self._guard_take_if_cheaper(intents)
        for f in self.figs:  # "ek-do bori", "do-teen packet": a count given as a range is a choice too
            if f.pos in self.used_pos and f.pos >= 2 and toks[f.pos - 1].kind == "sym" and toks[f.pos - 1].text in (
                    "-", "–") and toks[f.pos - 2].kind == "word" and toks[f.pos - 2].key in RANGE_OPENERS:
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

    def _between_ids(self, k: int) -> bool:
        """The choice word at token ``k`` stands between two order ids at most four tokens apart ("O61 ya O62"),
        which ``lang.take_backs`` refuses as a cancel of which order (not bills: "Pay B8 or B9" is refused here)."""
        ids = [p for p, _ in self.order_ids if abs(p - k) <= 4]
        return any(p < k for p in ids) and any(p > k for p in ids)

    def _guard_corrected(self, intents: list[Intent]) -> None:
        """A correction word the reader did not apply ("correction: not refined, Fortune mustard oil", "sorry,
        sarson nahi, refined chahiye"; "sorry" only with a "not"/"nahi" or "I mean" right after it) in a clause
        that names goods or holds a figure an intent uses: ``ambiguous_intent.corrected``."""
        if CORRECTING.isdisjoint(self._keys) and _SORRY.isdisjoint(self._keys):
            return
        acting = {self.clause_of[p] for p in self.used_pos} | {self.clause_of[m.first] for m in self.mentions
                                                               if m.sku and any(i.sku == m.sku for i in intents)}
        toks = self.tokens
        for k, t in enumerate(toks):
            if t.kind != "word" or k in self.taken or self.clause_of[k] not in acting:
                continue
            if t.key in CORRECTING or t.key in _SORRY and any(
                    toks[j].kind == "word" and (toks[j].key in NEGATION_AFTER or toks[j].key in CORRECTING)
                    for j in range(k + 1, min(self.n, k + 4))):
                raise _Fail(why("ambiguous_intent.corrected", text=self._clause_text(self.clause_of[k])), None)

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
                raise _Fail(why("no_price.how_much_lower", item=self.cat.by_sku(m.sku).item), "order")
