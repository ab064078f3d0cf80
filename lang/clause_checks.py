"""What a clause's own words say of its figures and cues, for stages 3–4 (``lang.figures``, ``lang.apply_acts``):
the shop's stock told beside a request (and a refusal it explains), a condition that waits on a price to move or
walks away from the supplier's last price, the rest of a delivery asked for, a price alone after "too high" (the
counter), "I meant the other one" (taken back), kilos in brackets after a price (the quantity), "do baar" (times,
no goods), a rate word that asks by its shape or with a send word beside it. Each a method of the reader's working
state; each linear in the message."""
from __future__ import annotations

from lang.stock_beside_question import stock_beside_question

from lang.third_party import someone_elses_want
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.acts import reports, tells_stock
from lang.nothing_else import nothing_else

#: The price a condition waits on ("if the rice price drops …", "agar bhav …", "अगर भाव …").
_PRICE_WORDS = frozenset(fold(w) for w in "price prices rate rates bhav bhaav bhau daam dam market mandi भाव दाम रेट "
                                          "मंडी बाज़ार बाजार".split())
#: Words of a price moving ("drops", "falls below", "neeche aaye", "नीचे आए", "gir jaye", "घट जाए").
_MOVES = frozenset(fold(w) for w in "drops drop dropped falls fall fell below under rises rise goes comes reduces "
                                    "neeche niche नीचे gir gire girta गिरे गिर ghate ghat घटे घट badhe बढ़े upar "
                                    "ऊपर up increased increases hiked badha badhe बढ़ा".split())
#: Two-word forms of it ("kam ho jaye", "कम हो जाए", "kam hua", "कम हुआ").
_MOVES_TWO = frozenset((fold(a), fold(b)) for a, b in (
    ("kam", "ho"), ("kam", "hua"), ("kam", "hue"), ("कम", "हो"), ("कम", "हुआ"), ("कम", "हुए"), ("zyada", "ho"),
    ("ज़्यादा", "हो")))


#: Words a price alone may carry ("₹3.50 piece", "₹41 per kilo", "sirf ₹40"): units and "per".
_PRICE_ALONE = frozenset(UNIT_WORDS) | frozenset(fold(w) for w in "per prati प्रति each a an ek only sirf सिर्फ़ bas बस rs "
                                                               "rupaye rupees रुपये".split())
#: Words of another being meant ("I meant the other bill", "mera matlab doosre se tha", "मेरा मतलब दूसरे बिल से था").
_MEANT = frozenset(fold(w) for w in "meant matlab मतलब".split())
_OTHER_ONE = frozenset(fold(w) for w in "other another doosre dusre doosra dusra दूसरे दूसरा दूसरी".split())
#: Words of how often after a number ("do baar", "दो बार", "3 times", "2 dafa").
_TIMES_WORDS = frozenset("baar बार times dafa dafaa दफ़ा दफा".split())
#: Two words after a number that make it an hour ("10 के बाद", "10 ke baad", "11 से पहले", "11 se pehle"): the first as
#: written, the second folded. "आज रात 200 पैकेट दूध। 10 के बाद चलेगा" had accepted the milk at ₹10 (session 43, RC).
_CLOCK_AFTER = {(a, fold(b)) for a, b in (("के", "बाद"), ("ke", "baad"), ("ke", "bad"), ("से", "पहले"), ("se", "pehle"),
                                         ("se", "pahle"))}
#: Words after a rate word that ask what it is for ("Rates for the following", "rate of rice"), and words before
#: one that make it an order's terms ("at the usual rate", "पुराने रेट पर").
_RATE_OF = frozenset(fold(w) for w in "for of".split())
_BEST = frozenset(fold(w) for w in "best lowest".split())
_RATE_TERMS = frozenset(fold(w) for w in "at usual same old purane पुराने wale वाले wali वाली the your aapke आपके".split())


def reports_past(keys: list[str]) -> bool:
    """A chunk's words (folded keys, in order) that report the past or the stock ("we sold 58 litres just last
    week"): ``lang.acts.reports`` of an affirmative chunk."""
    return reports(keys, set(keys), False)


#: The first words of a sentence that asks the supplier to make the goods a price ("Please make toor ₹140").
_PLEASE_FIRST = frozenset(fold(w) for w in "please pls plz kindly so then now reply final answer response".split())
_MAKE_FIRST = frozenset(fold(w) for w in "make do".split())
#: A rate word that asks by itself when it leads its goods ("Quote moong dal please and do not send toor dal").
_QUOTE_VERB = frozenset(fold(w) for w in "quote requote".split())


class ClauseChecksMixin:
    """Checks of one clause's words over the reader's working state (tokens, clauses, chunks, cues)."""

    def _stock_chunks(self, acts: dict) -> set[int]:
        """Chunks that tell the shop's stock (``lang.acts.tells_stock``) and hold no intent word, in a background
        clause that also has one ("We still have 40 kg rice in the godown, so no need to send rice this week"):
        their figures are context, as a whole background clause's are, not the goods the other chunk speaks of."""
        out: set[int] = set()
        cues_of: dict[int, list] = {}  # each sentence's cues, in order (one pass, not one a sentence)
        for c in self.cues:
            cues_of.setdefault(c.clause, []).append(c)
        for clause, act in acts.items():
            if not act.background:  # "O51 kab tak pahunchega, humare paas sirf 2 packet atta bacha hai": the stock
                out |= stock_beside_question(self, clause, cues_of.get(clause, []))  # told beside a delivery question
                continue  # (lang.stock_beside_question)
            cued, chunks = {c.chunk for c in cues_of.get(clause, ())}, self._chunk_words(clause)
            out |= {ch for ch, keys in chunks.items() if ch not in cued and (tells_stock(keys) or reports_past(
                keys)) or someone_elses_want(keys) and bool(cued - {ch})} if cued else set()  # "Please send 24 litres —
            # we sold 58 litres just last week!", "Sharma ji wants 5 kg sugar, so send 20 kg atta" (lang.third_party)
        return out

    def _nothing_else(self, at: int | None) -> bool:
        """The refusal at token ``at`` is of "anything else" beside the stock told (``lang.nothing_else``)."""
        return at is not None and nothing_else(self, at)

    def _chunk_words(self, clause: int) -> dict[int, list[str]]:
        """The clause's word keys, chunk by chunk ({chunk: [keys]}, in order)."""
        lo, hi = self.clause_span[clause]
        chunks: dict[int, list[str]] = {}
        for k in range(lo, hi):
            if self.tokens[k].kind == "word":
                chunks.setdefault(self.chunk_of[k], []).append(self.tokens[k].key)
        return chunks

    def _worded_clause(self, clause: int, step: int) -> int:
        """The clause ``step`` (-1 or +1) from ``clause``, passing over clauses of marks alone ("!!", a lone "?")."""
        at = clause + step
        while at in self.clause_span and not any(self.tokens[k].kind == "word" for k in range(*self.clause_span[at])):
            at += step
        return at

    def _price_moves(self, clause: int, act) -> bool:
        """The condition of a conditional clause waits on a price to move ("If the rice price drops below ₹35",
        "अगर चावल का भाव ₹35 से नीचे आए", "Agar rice ka rate ₹35 se kam ho jaye"): a price word (price, rate,
        bhav, भाव) and a word of falling or rising (drops, falls, below, neeche, नीचे, gir, kam ho) before the
        consequent. Not "If you can do ₹3,300 total for 15 kg besan": that asks the supplier, an offer."""
        lo, hi = self.clause_span[clause]
        end = act.consequent if act.consequent is not None else hi
        words = [self.tokens[k].key for k in range(lo, min(end, hi)) if self.tokens[k].kind == "word"]
        if not set(words) & _PRICE_WORDS:
            return False
        pairs = set(zip(words, words[1:]))
        return bool(set(words) & _MOVES or pairs & _MOVES_TWO)

    def _rest_sent(self, clause: int) -> bool:
        """The clause asks for the rest of a delivery: a word of the rest right before a count ("send the remaining
        4 kg", "baaki 4 kilo bhej dijiye", "बाकी 4 किलो भेजिए"), which is goods already ordered, not a new order."""
        lo, hi = self.clause_span[clause]  # (one count in the clause: not "Send 20 kg rice and the remaining 4 kg
        counts = [f.pos for f in self.figs if f.clause == clause and f.kind in ("qty", "bare")]  # sugar of O12")
        return len(counts) == 1 and counts[0] > lo and self._word(counts[0] - 1) in REST_WORDS

    def _refused_beside_stock(self, clause: int, negation_at: int) -> bool:
        """A refusal said in a chunk of its own beside the stock that explains it ("Parle-G offer ke liye thanks, par
        is hafte nahi — shelf pe abhi 30 packet hain"): the negation's chunk tells no stock, another chunk does (not
        "We don't have rice in stock", a report of stock)."""
        chunks = self._chunk_words(clause)
        mine = self.chunk_of[negation_at]  # the stock told after the refusal, and the goods refused named in the
        named = {self.chunk_of[m.first] for m in self.mentions if self.clause_of[m.first] == clause}  # clause (not
        return mine in chunks and not tells_stock(chunks[mine]) and any(  # "…, so no atta this time": a report's
            tells_stock(keys) for ch, keys in chunks.items() if ch > mine) and any(  # outcome; nor "nahi ruko, 20
            ch <= mine and not tells_stock(chunks.get(ch, [])) for ch in named)  # pade hain": a count corrected)

    def _reports_beside(self, clause: int, at: int) -> set[int]:
        """The chunks of ``clause`` that report the past or the stock (``reports_past``) when the chunk of
        token ``at`` (a refusal's word) does not ("We have decided not to take almonds at ₹98 per 100 g this month;
        sales have been slow (only 12 packets sold in February)": the refusal stands at its price, the report is
        context); empty otherwise."""
        chunks = self._chunk_words(clause)
        mine = self.chunk_of[at]
        if mine not in chunks or reports_past(chunks[mine]):
            return set()
        return {ch for ch, keys in chunks.items() if ch != mine and reports_past(keys)}

    def _walks_away(self, cues: list, act) -> bool:
        """A condition on the supplier's price whose consequent only refuses ("If ₹560 a litre is your last word on
        ghee, we'll skip it", "Agar ghee pe ₹560 hi aakhri hai, toh is baar nahi lenge"): the condition's own offer
        words ("aakhri", "final": their last word) leave, and the refusal stands at that price."""
        at = act.consequent
        if at is None or not any(c.kinds == {"reject"} and c.pos >= at for c in cues) or any(
                c.kinds & {"order", "accept", "offer"} and c.pos >= at for c in cues):
            return False
        for c in cues:
            if c.pos < at and "offer" in c.kinds:
                c.kinds = frozenset()
        return True

    def _bare_counter(self) -> None:
        """A sentence that is a price alone ("₹3.50 piece.", "₹41 kilo.") right after one refusing the supplier's
        price as too high ("Kele ₹4 per piece zyada hai."): the counter-offer (an offer cue), not the refused price
        again (it had been the refusal's price: breaker N, sixteenth session). Linear: each clause is looked at once."""
        if not self.reference_at:
            return
        refusing = {c.clause for c in self.cues if c.kinds == {"reject"}} & {self.clause_of[p] for p in self.reference_at}
        if not refusing:
            return
        cued = {c.clause for c in self.cues if c.kinds}
        alone: dict[int, bool] = {}
        for f in self.figs:
            if f.kind != "price" or f.role or f.clause in cued or f.clause - 1 not in refusing:
                continue
            if f.clause not in alone:
                lo, hi = self.clause_span[f.clause]
                alone[f.clause] = not any(self.tokens[k].kind == "word" and self.tokens[k].key not in _PRICE_ALONE
                                          for k in range(lo, hi))
            if alone[f.clause]:
                self.cues.append(_Cue(frozenset({"offer"}), f.pos, f.end, f.clause, self.chunk_of[f.pos]))
                cued.add(f.clause)

    def _made_at(self) -> None:
        """A sentence that asks the supplier to make the goods a price, with no other intent word ("Please make toor
        ₹140 and masoor ₹84.", "Pls do sugar at ₹41."): an offer at that price (sealed61: refused as a price with no
        word, or taken as an accept when the next sentence said "Chana ok"). The first word, after a please, is
        "make" or "do"; a count in the sentence leaves it to the rules of an order ("Make it 25 kg")."""
        cued = {c.clause for c in self.cues if c.kinds}
        seen: set[int] = set()
        for f in self.figs:
            if f.kind != "price" or f.role or f.clause in cued or f.clause in seen:
                continue
            seen.add(f.clause)
            lo, hi = self.clause_span[f.clause]
            words = [self.tokens[k].key for k in range(lo, hi) if self.tokens[k].kind == "word"]
            while words and words[0] in _PLEASE_FIRST:
                words = words[1:]
            if words[:1] and words[0] in _MAKE_FIRST and not any(
                    g.kind == "qty" and g.clause == f.clause for g in self.figs):
                self.cues.append(_Cue(frozenset({"offer"}), f.pos, f.end, f.clause, self.chunk_of[f.pos]))

    def _meant_another(self) -> None:
        """A later sentence that opens by taking back ("No wait", "Nahi ruko", "नहीं रुकिए") and says another was
        meant ("I meant the other bill", "mera matlab doosre bill se tha"): what came before is taken back
        (``self.retracted``; it had paid B38, which the writer said was paid already: breaker C)."""
        if getattr(self, "retracted", None) or _MEANT.isdisjoint(self._words):
            return
        first = min((c.clause for c in self.cues if c.kinds), default=None)
        for clause, (lo, hi) in self.clause_span.items():
            words = [self.tokens[k].key for k in range(lo, hi) if self.tokens[k].kind == "word"]
            if first is not None and clause > first and words and words[0] in _RETRACT and not _MEANT.isdisjoint(
                    words) and not _OTHER_ONE.isdisjoint(words):
                self.retracted = self._clause_text(clause)
                return

    def _after_a_price(self, k: int, unit: str | None, value) -> bool:
        """The bracket at token ``k`` opens right after a price and holds more kilos or litres than any pack
        ("Sugar: ~~₹44~~ **₹41/kg** (50 kg)"): the weight in it is the quantity at that price, not a pack's size
        ("₹23 (500 ml)", "₹215 (5 kg)" stay the pack's; the largest pack in the catalogue is 5 kg)."""
        so_far = getattr(self, "_figs_so_far", None)
        return bool(so_far) and so_far[-1].kind == "price" and so_far[-1].end == k and unit in ("kg", "l") and value > 5

    def _times_said(self, k: int) -> bool:
        """The word at token ``k`` counts times, after a number ("do baar order ho gaya", "दो बार", "twice", "3
        times"): the number is how often, never goods ("baar" folds as "bar", a soap's unit: the written word is
        looked at)."""
        return k < self.n and self.tokens[k].kind == "word" and (self.tokens[k].text.lower() in _TIMES_WORDS or (
            self.tokens[k].text.lower(), self._word(k + 1)) in _CLOCK_AFTER)  # "10 के बाद", "11 se pehle": a time

    def _asks_for_rates(self, words: list[int], keys: list[str], w: int, m: int) -> bool:
        """A send word right before (after fillers) or right after a rate word asks for rates."""
        k = w + m
        while k < len(keys) and keys[k] in _QUOTE_FILLER and k < w + m + 3 and words[k] == words[k - 1] + 1:
            k += 1
        if k < len(keys) and keys[k] in _WEAK_QUOTE_ALL and words[k] == words[k - 1] + 1:
            return not priced_after(self.tokens, words[k])  # not "2 kilo panir chahiye rate ₹350 kilo": a rate said
        b = w - 1
        if b > 0 and keys[b] in ("list", "suchi") and keys[b - 1] in _WEAK_QUOTE_ALL:  # "price list bhejiye"
            b -= 1
        return b >= 0 and keys[b] in _WEAK_QUOTE_ALL and words[w] - words[b] <= w - b + 1 \
            and all(self.tokens[x].kind == "word" for x in range(words[b], words[w]))

    def _rate_asked_alone(self, c) -> bool:
        """A rate word, the message's only intent word, that asks for rates by its shape: "Rates for the following:
        …", "rate pls for onion, potato — 50 kg each", "Best rate for rice 25 kg", "Rate: rice 25 kg, sugar 10 kg" —
        "for"/"of" or ":" right after it, or "best" in it, and no price after it (not "Rate ₹40"), nor "at the old
        rate", "पुराने रेट पर", a column headed "भाव" (an order's terms)."""
        nxt = self._word(c.end)
        words = {self._word(k) for k in range(c.pos, c.end)}
        if priced_after(self.tokens, c.end - 1) or self._word(c.pos - 1) in _RATE_TERMS or "|" in self._syms:
            return False
        return nxt in _RATE_OF or self._sym(c.end) == ":" and c.pos == self.clause_span[c.clause][0] or \
            bool(words & _BEST)

    def _asked_apart(self, cue) -> bool:
        """Whether ``cue``, in a clause that cancels goods, is a rate asked of goods of its own chunk while every
        chunk of the clause with a cancel word names goods of its own: the "don't send" belongs to its own goods,
        the rate asked stays ("Please quote moong dal, and don't send toor dal." asks moong dal's rate and cancels
        toor dal; "मूंग दाल का भाव बताइए, और अरहर दाल मत भेजिए।", "toor dal mat bhejo, aur moong dal ka rate
        batao." the same; "Please quote rice and cancel O5." asks rice's rate and cancels O5)."""
        if not (cue.kinds == {"ask_quote"} or cue.kinds == {"ask_quote_weak"} and self._word(cue.pos) in _QUOTE_VERB):
            return False
        lo, hi = self.clause_span[cue.clause]
        cancels = {c.chunk for c in self.cues if c.clause == cue.clause and "cancel" in c.kinds}
        named = {self.chunk_of[m.first] for m in self.mentions if lo <= m.first < hi and m.sku}
        ids = {self.chunk_of[p] for p, _ in self.order_ids if lo <= p < hi}
        if not (cue.chunk in named and cue.chunk not in cancels | ids and bool(cancels) and cancels <= named | ids):
            return False
        cue.kinds = frozenset({"ask_quote"})  # (a leading "Quote" kept apart asks, as "Please quote" does)
        return True
