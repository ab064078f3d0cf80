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
CHOICE_WORDS = fold_words("or either whichever ya athva athwa या अथवा")
#: Words next to "or" that make a stock phrase, not a choice ("more or less", "or so", "or else" after a request).
_STOCK_NEXT = fold_words("less so else otherwise not no nahi nahin नहीं we i warna")  # "or not?" asks; "or we pass" warns
_STOCK_PREV = fold_words("more")
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
            if nxt in _STOCK_NEXT or prev in _STOCK_PREV:
                continue
            if self._between_ids(k):
                between.add(self.clause_of[k])  # "O61 ya O62 cancel kar do": which order? (``no_id.order``)
                continue
            choice_at.setdefault(self.clause_of[k], k)
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
