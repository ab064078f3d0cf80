"""The quoted terms a reply takes up: goods ordered after an acceptance of the quoted price accept it, then order.

Part of reading (``lang.settle`` calls it once the intents are settled). A reply under a supplier's quoted message
that prices the goods ("> … Bath soap ₹12.50." then "Soap ok, send 144 bars.", "> आज के भाव: … आलू ₹22 …" then "आलू
ठीक है, 50 किलो भेज दो।"): goods ordered after an acceptance word, with no price of their own, accept the quote first
and are then ordered — as "Fine, ₹38.80 per kg for rice works. Please book 40 kg." reads (issue 10). The acceptance
carries the quote's one price for the goods, and a refusal under the quote only a price of its own
(``lang.quoted_accept``, the 27th session's convention in tests/corpus_chat/README.md). The acceptance word must
  come before the order word in the goods' clause ("Soap ok, send 144 bars"), or in the clause just before it
  naming no other goods ("Done. 4 kilo bhej dijiye.").

Nothing changes when the quoted lines give the item no price; when they give it several, the acceptance carries
none (``lang.priced_twice``: "> Rice ₹1,900 per bori, ₹39 per kg loose" then "rice sugar ok. rice 2 bori … send"). An acceptance at a price the quote does
not give ("> Ghee ₹525 per litre" / "Ok at ₹520.") is a counter-offer at it — not under an earlier message kept below the signature
(``lang.quote_below``). A clause that agrees to the supplier's
rate without stating one ("rate OK hai", ``_your_rate``) accepts the last price too.
"""
from __future__ import annotations

from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.units import price_per_selling_unit
from lang.quoted_accept import carried_prices
from lang.agreed_beside import agreed_beside
from lang.fine_then_sent import listed_fine
from lang.verdict_list import listed_under_verdict
from lang.priced_twice import priced_twice
from lang.quote_below import quoted_below_signature
from lang.act_words import PRICE_NOUNS


#: Words of confirming that, alone in a clause under a quoted price, accept it ("Confirmed. Send 6 trays.").
_CONFIRMED = frozenset(fold(w) for w in "confirmed confirm pakka पक्का".split())
#: Words beside a quoted price that tell it as the past ("> Toor dal ₹138/kg (it was ₹142 last week)", "पिछले हफ़्ते
#: ₹142 था"): not the price quoted now (breaker AR, p8037: two prices had left the acceptance out).
_WAS = frozenset(fold(w) for w in "was were earlier previously tha thi था थी पहले pehle old purana पुराना".split())
_LAST = frozenset(fold(w) for w in "last pichle pichhle पिछले पिछली earlier before ago".split())
_LAST_PRICE, _FINAL_NOUNS = frozenset({fold("last")}), PRICE_NOUNS | {fold(w) for w in "offer quote one".split()}


class QuotedTermsMixin:
    """Acceptances of the quoted terms (module docstring)."""

    def _your_rate(self, line: _Line) -> bool:
        """The line's clause agrees to the supplier's rate without stating one ("rate OK hai", "आपका रेट ठीक है",
        "your rates … are acceptable"): a rate word in the clause, no figure, no question. The desk then
        accepts the supplier's last price."""
        lo, hi = self.clause_span[line.clause]
        act = self.acts[line.clause]
        if listed_under_verdict(self, line) or line.clause in getattr(self, "rate_agreed_in", ()):  # (lang.rate_fine)  # "Yes to onion and potato, no to tomato", "Rice ok, … can you do ₹128?"
            return True
        if act.question or act.negative and self.chunk_of[act.negation_at] == line.chunk:
            return False
        return any(self.tokens[k].kind == "word" and self.tokens[k].key in _WEAK_QUOTE_ALL for k in range(lo, hi)) \
            or self._verdict_beside(line)

    def _verdict_beside(self, line: _Line) -> bool:
        """Goods agreed to in a sentence that refuses other goods, each its own word ("sugar yes, gur no", "Rice ok,
        moong dal no", "चावल ठीक, दाल नहीं"): a verdict per goods on the supplier's quote, no price needed (they had
        been refused: "what price for sugar?", breaker AG). An accept word in the line's own chunk, a refusal in
        another chunk of its sentence, and a word of its own for every goods the sentence names."""
        if any(f.kind == "qty" for f in line.figs) or line.mention.sku in self._quoted_selling_prices():
            return False  # ("Yes to 10 packets of suji": lang.yes_no; "> Rice ₹38/kg … Rice yes, sugar no": at the quote)
        here = cues_of_clause(self, self.cues, line.clause)
        if not (any("accept" in c.kinds and c.chunk == line.chunk for c in here) and any(
                c.kinds == {"reject"} and c.chunk != line.chunk for c in here)):
            return False
        cued = {c.chunk for c in here if c.kinds}  # every goods of the sentence has its own word ("Yes to onion and
        return all(self.chunk_of[m.first] in cued for m in self.mentions  # potato, no to tomato": the potato's?)
                   if self.clause_of[m.first] == line.clause)

    def _quoted_selling_prices(self) -> dict[str, int]:
        """sku -> the one price (paise per selling unit) the quoted lines give it; items priced twice are left out.
        Read once per message."""
        if hasattr(self, "_quoted_selling_cache"):
            return self._quoted_selling_cache
        found: dict[str, set[int]] = {}
        self._quoted_selling_cache: dict[str, int] = {}
        them = self._quoted_reader()  # lang.settle: the quoted lines, read once
        if them is None:
            return self._quoted_selling_cache
        for f in them.figs:
            if f.kind != "price" or f.mark == "total":
                continue
            named = [m for m in them.mentions if m.sku and m.first < f.pos and them.clause_of[m.first] == f.clause]
            if not named or self._told_as_past(them, f):
                continue
            item = self.cat.by_sku(named[-1].sku)
            per = price_per_selling_unit(Decimal(f.value), f.unit, item) if f.unit else Fraction(Decimal(f.value))
            if per is None:
                continue
            found.setdefault(item.sku, set()).add(_paise(per / Fraction(f.per)))  # "₹34 per 500 g": per gram
        self._quoted_selling_cache = {sku: next(iter(p)) for sku, p in found.items() if len(p) == 1}
        return self._quoted_selling_cache

    @staticmethod
    def _told_as_past(them, f) -> bool:
        """The quoted price ``f`` (of the quoted lines' reader ``them``) is told as the past ("it was ₹142 last
        week", "₹142 था")."""
        toks = them.tokens
        near = []
        for span in (range(f.pos - 1, max(-1, f.pos - 5), -1), range(f.end, min(len(toks), f.end + 4))):
            for k in span:  # the words of its own phrase, up to "(", ",", or another figure
                if toks[k].kind == "word":  # ("₹34 is the last price, cannot go lower": the final one, not the past)
                    near.append("" if k > f.pos and toks[k].key in _LAST_PRICE and k + 1 < len(toks) and
                                toks[k + 1].key in _FINAL_NOUNS else toks[k].key)
                elif not (toks[k].kind == "sym" and toks[k].text == "₹"):
                    break
        return not _WAS.isdisjoint(near) or not _LAST.isdisjoint(near)

    def _agreed_off_the_quote(self, i: Intent, prices: dict[str, int]) -> bool:
        """An acceptance at a price of the reply's own that is none the quote gives ("> Ghee ₹525 per litre" then "Ok
        at ₹520."): a counter-offer at it (breaker AR, p8054), not a deal closed at a price the supplier never gave.
        Only where the quote gives the goods one price, as written and per selling unit alike, and names goods before
        each of its prices."""
        if i.kind != "accept" or i.sku not in prices or i.unit_price_paise is None or i.total_paise is not None \
                or i.price_change_paise is not None:
            return False
        written = self._quoted_prices().get(i.sku, set())  # (lang.settle: as written, in paise)
        if quoted_below_signature(getattr(self, "raw_text", "")):
            return False  # (lang.quote_below: the earlier message kept below the signature is context)
        return len(written) == 1 and i.unit_price_paise not in written and i.unit_price_paise != prices[i.sku] \
            and self._every_quoted_price_named()

    def _every_quoted_price_named(self) -> bool:
        """Every price of the quoted lines follows goods named in its sentence: none stands alone, as a floor or a
        price for more ("> Can't go below ₹62", "For 60 kg or more I can give ₹36"), which the reply may take up."""
        them = self._quoted_reader()
        if them is None:
            return False
        named = {}
        for m in them.mentions:
            named.setdefault(them.clause_of[m.first], m.first)
        return all(f.clause in named and named[f.clause] < f.pos for f in them.figs if f.kind in ("price", "bare"))

    def _quote_taken(self, intents: list[tuple[float, Intent]]) -> list[tuple[float, Intent]]:
        """The acceptances of quoted terms (module docstring), added or priced, each at the quoted price when its own
        words name none and a refusal with only its own (``lang.quoted_accept``); ``intents`` as (position, Intent)."""
        return agreed_beside(self, carried_prices(self, self._quote_taken_up(intents)))  # (lang.agreed_beside)

    def _quote_taken_up(self, intents: list[tuple[float, Intent]]) -> list[tuple[float, Intent]]:
        prices = self._quoted_selling_prices()
        if not prices:
            return intents
        out = [(p, i.model_copy(update={"kind": "offer"}) if self._agreed_off_the_quote(i, prices) else i)
               for p, i in intents]
        accepted = {i.sku for _, i in out if i.kind == "accept"}
        accepts = [c for c in self.cues if c.kinds == {"accept"} and self.tokens[c.pos].kind == "word"]
        accepts += self._confirmed_alone()  # "Confirmed. Send 6 trays." under the quote
        accepts.sort(key=lambda c: c.pos)
        if not accepts:
            return out
        goods_clauses: dict[int, set[str]] = {}
        for m in self.mentions:
            goods_clauses.setdefault(self.clause_of[m.first], set()).add(m.sku)
        ordering: dict[int, int] = {}  # clause -> its first order word
        for c in self.cues:
            if "order" in c.kinds:
                ordering.setdefault(c.clause, c.pos)
        added = []
        for p, i in out:
            if i.kind != "order" or i.sku not in prices and not priced_twice(self, i.sku) or i.sku in accepted or \
                    i.unit_price_paise is not None \
                    or i.total_paise is not None or not self.n:
                continue
            clause = self.clause_of[min(int(p), self.n - 1)]
            bare = [c for c in ordering if c > clause and c not in goods_clauses]  # "> Eggs ₹180 per tray. / OK,
            cue = next((c for c in reversed(accepts) for at in [clause, *bare[:1]] if c.clause == at and c.pos < (
                ordering.get(at, -1)) or (c.clause == at - 1 and goods_clauses.get(c.clause, {i.sku}) <= {i.sku})
                or listed_fine(self, c, at, i.sku, goods_clauses)),  # (lang.fine_then_sent: "Rice and toor are fine.")
                None)  # send 6 trays.": the goods named only by the quote, ordered in a clause naming none
            if cue is not None and not getattr(self.acts.get(cue.clause), "question", False):
                added.append((p - 1e-3, Intent(kind="accept", sku=i.sku)))  # the quote it answers, then the goods
                accepted.add(i.sku)
        return sorted(out + added, key=lambda e: e[0]) if added else out

    def _confirmed_alone(self) -> list[_Cue]:
        """A clause that is only a word of confirming ("Confirmed.", "पक्का।", "Pakka."): under a quoted price it
        accepts the quote as "OK." does (one stand-in accept word per such clause)."""
        out = []
        for clause, (lo, hi) in self.clause_span.items():
            words = [k for k in range(lo, hi) if self.tokens[k].kind == "word"]
            if len(words) == 1 and self._words[words[0]] in _CONFIRMED and not any(
                    self.tokens[k].kind == "num" for k in range(lo, hi)):
                out.append(_Cue(frozenset({"accept"}), words[0], words[0] + 1, clause, self.chunk_of[words[0]]))
        return out
