"""Stage 4a of reading: numbers become figures (quantities, prices, sizes, hints) with their marks."""
from __future__ import annotations

from lang.tray_named import tray_named
from lang.product_total import after_a_product
from lang.boxed_goods import box_is_piece
from lang.list_numbers import list_numbers
from lang.pack_named import names_a_pack
from lang.rate_of import counted_before
from lang.price_each import price_for_each
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
_NO, _ONE_W = fold("no"), fold("one")  # after a figure a negation ("sugar 46 no 42 ok"), not "No. 42"

_TIME_VERBS = frozenset(fold(w) for w in "open opens opening close closes closing reach reaches come comes arrive arrives "
                        "khulta khulti khulega khulegi came arrived reached delivered dispatched left delivery".split())
_DISCOUNT = frozenset(fold(w) for w in "discount off less kam chhoot chhut छूट कम डिस्काउंट cashback".split())
_FEWER, _MAKE_ONE = frozenset((fold("kam"), fold("कम"))), frozenset(fold(w) for w in "karo karoge kijiye करो करोगे कीजिए कीजिये".split())

_AT_RATE = frozenset(fold(w) for w in "se pe par से पर पे".split())  # "82 ke rate se": at that rate
#: "ke hisaab se", "के हिसाब से": at the rate of (with ``_UNIT_LEAD``'s rate words).
_HISAAB = frozenset(fold(w) for w in "hisaab hisab हिसाब".split())
_WORKS = frozenset(fold(w) for w in "works work ok okay fine".split())  # "₹5,000 works for 2 quintal": a total
_LESS = frozenset(fold(w) for w in "off less lower cheaper kam कम".split())
_BEHIND = frozenset(fold(w) for w in "peeche pichhe piche पीछे".split())  # "quintal peeche ₹50": per quintal
_PER_WORD, _KA = frozenset(fold(w) for w in "per prati प्रति".split()), frozenset(fold(w) for w in "ka ke ki का के की".split())
_PAISE_WORDS = frozenset(fold(w) for w in "paise paisa pese पैसे पैसा".split())  # hundredths of a rupee, in words
_CONTAINERS = frozenset(("case", "packet", "box", "sack", "carton"))  # "48 per carton": the contents, not a price
#: "both 15 kg", "dono 15 kilo", "दोनों 15 किलो": so much of each item named.
_BOTH = frozenset(fold(w) for w in "both dono donon दोनों दोनो sabka sabke sabki सबका सबके सबकी".split())
_ONE_EACH, _EVERY = frozenset(fold(w) for w in "ek एक".split()), frozenset(fold(w) for w in "har हर".split())  # "har ek"
#: "115 wale rate pe", "41 वाला भाव": the rate that is so much.
_WALA = frozenset(fold(w) for w in "wala wale wali vala vale vali वाला वाले वाली".split())
_ON = frozenset(fold(w) for w in "pe par पर per".split())  # "5 kilo ke bag pe ₹10 kam"
_UP_TO = frozenset(fold(w) for w in "tak तक".split())  # up to money: "₹80 तक दे सकते हैं" a price, not a date ("10 tak")

class FiguresMixin:
    """Stage 4a of reading: numbers become figures (quantities, prices, sizes, hints) with their marks."""

    def _word(self, i: int) -> str:
        """The key of token i when it is a word, else "" (also out of range); one list look-up."""
        return self._words[i] if 0 <= i < self.n else ""

    def _sym(self, i: int) -> str:
        """The text of token i when it is a symbol, else "" (also out of range)."""
        return self._syms[i] if 0 <= i < self.n else ""

    def _unit_at(self, i: int) -> tuple[str | None, int]:
        """A unit word at token i (or after a glued hyphen): (unit, index past it)."""
        if self._sym(i) == "-" and self._word(i + 1) in UNIT_WORDS:
            i += 1
        key = self._word(i)
        if key in UNIT_WORDS and i not in self.item_tokens:
            return UNIT_WORDS[key], i + 1
        return ("piece", i + 1) if box_is_piece(self, i) else (None, i)  # a matchbox's box (lang.boxed_goods)

    def _figures(self, spans: list[NumberSpan]) -> list[_Fig]:
        toks = self.tokens
        figs: list[_Fig] = []
        self._figs_so_far = figs
        self._span_at = {sp.first: sp for sp in spans}
        skip_next = False
        covered: set[int] = set()
        each_at: dict[int, int] = {}  # second number of a pair -> the first's token
        for s, s2 in zip(spans, spans[1:], strict=False):  # "das das kilo", "10-10 kg": so much of each
            if s.value == s2.value and (s2.first == s.last or s2.first == s.last + 1 and self._sym(s.last) == "-"):
                each_at[s2.first] = s.first
                covered.update(range(s.first, s2.first))
        phone_clause = -1
        no_figures = list_numbers(toks)  # a one-line list's numbering, a date's year (lang.list_numbers)
        words, item_tokens, taken, clause_of = self._words, self.item_tokens, self.taken, self.clause_of
        for s in spans:
            if skip_next:
                skip_next = False
                continue
            a, b = s.first, s.last  # tokens [a, b)
            if clause_of[a] == phone_clause:
                continue  # "Ph: 98765 43210", "call 011-2345 6789": the rest of the clause is a number to call
            if not _PHONE_WORDS.isdisjoint(words[max(0, a - 3):a]) and self._sym(a - 1) != "₹" and any(
                    words[k] in _PHONE_WORDS and k not in item_tokens for k in range(max(0, a - 3), a)):
                phone_clause = clause_of[a]
                continue
            if not (taken.isdisjoint(range(a, b)) and covered.isdisjoint(range(a, b))):
                continue
            if not item_tokens.isdisjoint(range(a, b)):
                continue
            first = toks[a]
            if not s.words and first.kind == "num" and "," not in first.text and "." not in first.text \
                    and len(first.text) >= 8:
                continue  # a phone number
            if not s.words and first.text.isdigit() and len(first.text) >= 4 and (
                    self._num_run(a, -1) or self._num_run(b, 1)):
                continue  # "98765 43210", "+91-98765-43210": digit groups of a phone number
            if a in no_figures:
                continue  # "Order: 1. Rice - 50 kg 2. Moong dal - 15 kg", "12/11/2026"
            if self._sym(b) in (":", "/") and b + 1 < self.n and toks[b + 1].kind == "num" \
                    and toks[b].start == toks[b - 1].end and toks[b + 1].start == toks[b].end:
                skip_next = True
                continue  # 10:30, 12/03
            if self._sym(b) == "%" and (self._word(b + 1) in _DISCOUNT or self._word(a - 1) in _DISCOUNT):
                figs.append(_Fig("pct", s.value, a, b + 1, clause=self.clause_of[a]))  # "2% discount": no intent
                continue  # carries it, so the verify stage asks what it is for
            if self._word(a - 1) in _SKIP_BEFORE and a - 1 not in self.item_tokens and self._sym(a - 2) != "₹" \
                    and not (a > 1 and toks[a - 2].kind == "num" and self._word(a - 1) == _NO) and not (self._word(a - 1) == "by" and (self._unit_at(b)[0] is not None or self._word(b) in _CUR_AFTER)) \
                    or self._word(b) in _SKIP_AFTER and b not in self.item_tokens and toks[b].text.lower() != "now" \
                    and not (self._word(b) in _UP_TO and self._sym(a - 1) == "₹") \
                    or self._sym(b) in _SKIP_SYM_AFTER or self._times_said(b):  # ("now" folds to "nov", November: "Pay ₹1,000 now" is money)
                continue  # day 5, phone 98…, 10 am, 5%
            if self._sym(a - 1) in (":", ".") and self._word(a - 2) in _SKIP_BEFORE and a - 2 not in self.item_tokens:
                continue
            if self._word(a - 1) in ("at", "by") and self._word(a - 2) in _TIME_VERBS and not s.words \
                    and self._sym(a - 2) != "₹":
                continue  # "we open at 8", "shop closes at 9": a time
            if not s.words and (a == 0 or toks[a - 1].kind == "nl" or self._sym(a - 1) == "(" and (
                    a == 1 or toks[a - 2].kind == "nl")) and self._sym(b) in (".", ")") and b + 1 < self.n \
                    and toks[b + 1].kind == "word":
                continue  # "1. Rice 50 kg": a list number
            if tray_named(self, s.value, a, b):
                continue  # "30 वाली ट्रे", "30 wali tray", "the 30-egg tray": the tray named, no count (lang.tray_named)
            fig = self._figure(s, a, b)
            if fig is not None:
                if a in each_at and fig.kind == "qty" and self._sym(each_at[a] - 1) == "(":
                    fig.kind = "size"  # "२ बोरी चीनी (५०-५० किलो)": each sack's size, said in brackets
                elif a in each_at and fig.kind == "qty":
                    fig.note = "each"
                elif fig.kind == "price" and (self._price_of_all(fig) or price_for_each(self, fig, figs)):
                    fig.note = "each"  # "Send 20 kg rice and 20 kg sugar, both at ₹40", "dono ₹90 kilo"
                fig.clause = self.clause_of[a]
                if figs and fig.kind == "price" and figs[-1].kind == "price" and figs[-1].end == fig.pos and \
                        fig.value < 100 and self._word(fig.end) in _PAISE_WORDS:  # "four hundred and twelve rupees
                    figs[-1].value += fig.value / 100  # fifty paise", "दो सौ रुपये पचास पैसे": ₹412.50 (digits are
                    figs[-1].end = fig.end + 1  # joined in lang.clean: "412 rupees 50 paise")
                    covered.update(range(fig.pos, fig.end + 1))
                    continue
                figs.append(fig)
                covered.update(range(fig.pos, fig.end))
        return figs

    def _num_run(self, i: int, step: int) -> bool:
        """A run of plain digits (4 or more) next to token i, apart only by a space or a hyphen."""
        j = i if step > 0 else i - 1
        if step > 0 and self._sym(j) == "-" or step < 0 and self._sym(j) == "-":
            j += step
        return 0 <= j < self.n and self.tokens[j].kind == "num" and self.tokens[j].text.isdigit() \
            and len(self.tokens[j].text) >= 3 and self.clause_of[j] == self.clause_of[i if step > 0 else i - 1]

    def _figure(self, s: NumberSpan, a: int, b: int) -> _Fig | None:
        value = s.value  # currency before: ₹40, Rs 40, Rs. 40, INR 40
        cur_before = self._sym(a - 1) == "₹" or self._word(a - 1) in _CUR_BEFORE or (
            self._sym(a - 1) == "." and self._word(a - 2) in _CUR_BEFORE) or (
            self._sym(a - 1) == ":" and self._word(a - 2) in _CUR_BEFORE)
        end = b
        cur_after = False
        if self._word(b) in _CUR_AFTER and b not in self.item_tokens:
            cur_after, end = True, b + 1
            if self._sym(end) == ".":
                end += 1
        elif self._sym(b) == "₹" and not (b + 1 < len(self.tokens) and self.tokens[b + 1].kind == "num"):
            cur_after, end = True, b + 1  # (not "ke saath ₹880": the "₹" is the next amount's)
        if self._sym(end) == "/" and self._sym(end + 1) == "-":
            cur_after, end = True, end + 2
        unit, after = self._unit_at(b)
        held = self._word(b) in UNKNOWN_CONTAINERS  # "one katta", "ek tin": a count of a container of no fixed size
        english_one = (unit is not None or held) and self.language == "en" and self._word(a) in ("one", "half")
        if s.ambiguous and not english_one and (self.language == "en" and not hindi_counted(self._word(a), self._word(b)) or not (  # ("by one tray")
                cur_before or cur_after or unit is not None or held or b in self.item_first)) or s.ambiguous and (
                self._word(a) in UNKNOWN_CONTAINERS and a and self.tokens[a - 1].kind == "num"):  # ("Ek tin", not 3)
            return None  # "bill saath mein", "bhej do": words, not numbers
        if cur_before or cur_after:
            return self._price(value, a, end, mark=None)
        per_unit = self._unit_at(b + 1)[0] if not s.words and (self._sym(b) == "/" or self._word(b) in _PER_WORD) else None
        if per_unit is not None and (self._sym(b) == "/" or per_unit not in _CONTAINERS):
            return self._price(value, a, b, mark=None)  # "ghee 580/kg", "215 per bag?": a price a unit, no ₹ written
        if unit is not None:
            if unit in ("packet", "piece") and value != value.to_integral_value() and not s.words:
                return _Fig("price", value, a, after, unit=unit, mark="unit")  # "Maggi 11.50 packet": a price
            if self._word(a - 1) in _BOTH or self._word(a - 1 - (self._word(a - 1) in _KA)) in _ONE_EACH and self._word(
                    a - 2 - (self._word(a - 1) in _KA)) in _EVERY:  # "both 15 kg", "har ek (ka) 40 packet", "सबके 40"
                return _Fig("qty", value, a, after, unit=unit, note="each")
            if self._word(after) == "of" and self._word(after + 1) in ("each", "both"):
                return _Fig("qty", value, a, after + 2, unit=unit, note="each")  # "Send 25 kg of each / of both."
            if self._word(after) == "each" and self._word(after + 1) == "of":
                return _Fig("qty", value, a, after + 2, unit=unit, note="each")  # "5 kg each of rice and sugar"
            if self._word(after) == "each" and self._sym(a - 1) != "(" and not any(
                    f.kind == "qty" and self.clause_of[f.pos] == self.clause_of[a] and not names_a_pack(self, f) for f in self._figs_so_far[-8:]):
                return _Fig("qty", value, a, after + 1, unit=unit, note="each")  # "rice and sugar, 5 kg each"
            bag_at = after if self._word(after) in BAG_WORDS else after + 1 if self._word(after) in (
                "ka", "ke", "ki", "का", "के", "की") and self._word(after + 1) in BAG_WORDS else None
            if bag_at is not None and (self._word(a - 1) in _PER or self._word(bag_at + 1) in _ON):
                return _Fig("size", value, a, after, unit=unit)  # "per 5 kg bag", "5 किलो के बैग पर": a bag's size
            if self._word(after) in ("ka", "ke", "ki") and (self._word(after + 1) in _UNIT_LEAD or self._word(
                    after + 1) in _HISAAB) and self._word(after + 2) in _AT_RATE:  # "paneer 80 packet ke rate pe",
                # "340 kilo ke hisaab se": ₹80 a packet, ₹340 a kilo
                return _Fig("price", value, a, after + 3, unit=unit, mark="unit")
            if self._word(after) in ("ka", "ke", "ki") and after + 1 < self.n and (self.tokens[after + 1].kind == "num" or UNIT_WORDS.get(
                    self._word(after + 1)) == "packet"):  # "कोलगेट 150 ग्राम के 8 ट्यूब", "2 किलो, 100 ग्राम के पैकेट में": pack sizes
                return _Fig("size", value, a, after, unit=unit)
            if unit == "dozen" and self._word(after) in UNIT_WORDS and UNIT_WORDS[self._word(after)] in (
                    "packet", "piece") and after not in self.item_tokens:  # "2 dozen packets": 24 packets
                return _Fig("qty", value * 12, a, after + 1, unit=UNIT_WORDS[self._word(after)])
            times = self._sym(a - 1) in _X or self._word(a - 1) == "x"
            times_after = (self._sym(after) in _X or self._word(after) == "x") and after + 1 < self.n \
                and self.tokens[after + 1].kind == "num"  # "Atta 5kg x 4": four 5 kg packets
            pack_of = self._word(a - 1) == "of" and UNIT_WORDS.get(self._word(a - 2)) == "packet" \
                and a - 2 not in self.item_tokens  # "₹50/packet of 500g": the pack's size
            counted = self._sym(a - 1) == "(" and unit in ("packet", "piece") and (a - 2 in self.item_tokens or any(
                c.kinds & {"cancel", "ask_delivery"} for c in self.cues if c.clause == self.clause_of[a])) \
                and not any(f.kind == "qty" and f.clause == self.clause_of[a] for f in self._figs_so_far)
            if self._word(after) in _WALA and self._word(after + 1) in _UNIT_LEAD:  # "180 tray wala rate": ₹180 a
                return _Fig("price", value, a, after + 2 + (self._word(after + 2) in _AT_RATE), unit=unit, mark="unit")
            if self._sym(a - 1) == "(" and (self._container_uncounted(a - 1) or self._after_a_price(a - 1, unit, value)):
                return _Fig("qty", value, a, after, unit=unit)  # "poori bori chini (50 kilo)", "₹41/kg (50 kg)"
            if pack_of or times_after or self._word(after) in _SIZE_AFTER or self._sym(b) == "-" and self._word(after) == \
                    _ONE_W or self._sym(a - 1) == "(" and not counted and (  # ("the 36-piece one": the pack's size)
                    after + (self._word(after) == "of") not in self.item_tokens) or (  # (not "O50 (20 kg [of] sugar)")
                    self._word(after) in UNIT_WORDS and after not in self.item_tokens) or (
                    times and a >= 2 and self.tokens[a - 2].kind == "num"):  # "10 × 5 kg packets"
                return _Fig("size", value, a, after, unit=unit)  # "(5 kg each)", "1 kg packets": a pack size
            return _Fig("qty", value, a, after, unit=unit)
        if self._word(b) in UNKNOWN_CONTAINERS:
            return _Fig("badqty", value, a, b + 1, note=why("no_quantity.no_fixed_size", n=fmt_number(value),
                                                             word=self.tokens[b].text))
        prev_sym, prev_word = self._sym(a - 1), self._word(a - 1)
        if prev_sym == "@" or prev_word in _UNIT_LEAD or (prev_sym == ":" or prev_word == "of" and counted_before(self, a, b)) and self._word(a - 2) in _UNIT_LEAD:  # lang.rate_of
            return self._price(value, a, b, mark="unit")
        if self._word(b) in _PER and b not in self.item_tokens and (value != value.to_integral_value() or self._unit_at(
                b + 1)[0] in ("kg", "g", "l", "ml") or (self._mention_at.get(b + 1) is not None and not self._mention_at[
                b + 1].ambiguous)):  # "6.10 per anda", "38 per kg": a price with no ₹ (not "12 per case": a count)
            return self._price(value, a, b, mark=None)
        if self._word(b) in _FEWER and b + 1 not in self.item_tokens and (self._unit_at(b + 1)[0] or self._word(b + 1) in BAG_WORDS):
            return _Fig("qty", value, a, b, unit=self._unit_at(b + 1)[0])  # "4 kam packet", "2 kam bag": short, no ₹4 off
        if self._word(a - 1) in _OUT_OF_SE and self._word(a - 2) in _OUT_OF_IN and self._word(b) in _FEWER:
            return _Fig("qty", value, a, b)  # "O41 ke 60 sabun mein se 20 kam kar do": 20 of them fewer, no ₹20 off
        if self._word(a - 1) in ("se", "से") and self._figs_so_far and self._figs_so_far[-1].kind == "qty" and \
                self._figs_so_far[-1].end == a - 1:  # "O14 me atta 10 packet se 6 kar do": 6 packets, not ₹6
            return _Fig("qty", value, a, b, unit=self._figs_so_far[-1].unit)
        if self._word(b) in _MAKE_ONE or self._word(b) == "kar" and self._word(b + 1) in ("do", "dijiye", "dena"):
            return self._price(value, a, b, mark=None)  # "42 karo", "36 kar do": a price made so (an offer)
        if prev_word == "at" or self._word(b) in _PRICE_AFTER or prev_word == "for" and self._figs_so_far and \
                self._figs_so_far[-1].kind == "qty" and self._figs_so_far[-1].clause == self.clause_of[a]:
            return self._price(value, a, b, mark=None)
        if self._word(b) in _WALA and self._word(b + 1) in _UNIT_LEAD:  # "115 wale rate pe": the rate of ₹115
            return _Fig("price", value, a, b + 2 + (self._word(b + 2) in _AT_RATE), mark="unit")
        if self._word(b) in ("ka", "ke", "ki", "का", "के", "की") and self._word(b + 1) in _BUNDLE_WORDS and not s.words:
            return _Fig("price", value, a, b + 1, mark="unit")  # "16.50 ka bundle": a bundle's price (lang.resolve
            # divides it by the bundle's size; the bundle word is left after the figure for it to see)
        if self._word(b) in ("ka", "ke", "ki") and self._word(b + 1) in UNIT_WORDS and value >= 10 and \
                b + 1 not in self.item_tokens and not (b + 2 < self.n and self.tokens[b + 2].kind == "num"):
            unit = UNIT_WORDS[self._word(b + 1)]  # "190 ka tray", "2,100 ki bori", "540 ka litre": a price per one
            end = b + 2
            if self._word(end) in ("ka", "ke", "ki") and (self._word(end + 1) in _HISAAB or self._word(
                    end + 1) in _UNIT_LEAD):
                end += 2 + (self._word(end + 2) in _AT_RATE)
            return _Fig("price", value, a, end, unit=unit, mark="unit")
        if self._word(b) in ("ka", "ke", "ki") and self._word(b + 1) in _UNIT_LEAD:
            fig = self._price(value, a, b + 2, mark="unit")
            if fig.end == b + 2 and self._word(b + 2) in _AT_RATE:
                fig.end += 1  # "82 ke rate se", "82 ke bhav pe": at that rate
            return fig
        if prev_sym in _X or prev_word == "x" or self._sym(b) in _X or self._word(b) == "x" \
                or prev_word in _QTY_LEAD or (prev_sym == ":" and self._word(a - 2) in _QTY_LEAD):
            return _Fig("qty", value, a, b)
        if s.single_word and b not in self.item_first and s.ambiguous:
            return None  # "do", "teen" alone are words; "twelve", "हज़ार" (1,000), "chalees" alone are numbers
        return _Fig("bare", value, a, b)

    def _per_named(self, fig: _Fig, named: ItemMention) -> _Fig:
        """``fig`` as a price per one of the item named right after it ("₹6 per egg", "₹5.90/egg", "₹4 ek kela"):
        per piece of an item sold by the dozen, else per its selling unit; the figure ends with the name."""
        item = self.cat.by_sku(named.sku)
        fig.unit = "piece" if item.unit == "dozen" else default_unit(item)
        fig.mark, fig.end = "unit", named.last
        return fig

    def _container_uncounted(self, at: int) -> bool:
        """A sack or case named with no count in the five words before ``at`` ("poori bori chini (", "a full bori of onions ("): the bracket after it says how much it holds, which is the quantity."""
        for k in range(at - 1, max(-1, at - 6), -1):
            if self.tokens[k].kind == "num" or self.tokens[k].kind == "sym" and self.tokens[k].text in ".?!।":
                return False
            if self.tokens[k].kind == "word" and UNIT_WORDS.get(self.tokens[k].key) in ("sack", "case"):
                return not (k > 0 and (self.tokens[k - 1].kind == "num" or any(  # (or a number word: "dedh bori")
                    f.pos < k <= f.end for f in self._figs_so_far[-3:])))
        return False

    def _price(self, value: Decimal, a: int, end: int, mark: str | None) -> _Fig:
        """A price at tokens [a, end): look for per-unit and total marks around it."""
        fig = _Fig("price", value, a, end, mark=mark)
        j = end
        # after: /kg, per kg, a kg, kilo, each, ek ka, total, in all, for 10 kg
        if self._sym(j) == "/":
            unit, k = self._unit_at(j + 1)
            if unit is not None:
                fig.unit, fig.mark, fig.end = unit, "unit", k
                return fig
            named = self._mention_at.get(j + 1)
            if named is not None and not named.ambiguous:  # "₹5.90/egg": per selling unit of the item named
                return self._per_named(fig, named)
        w = self._word(j)
        less_per = self._unit_at(j + 2)[0] if w in _LESS and (self._word(j + 1) in _PER or self._word(j + 1) in _A or
                                                              self._word(j + 1) in _EACH) else None
        if less_per is not None:  # "₹10 off per tray", "₹20 less per kg": the change is per that unit (the end stays
            fig.unit, fig.mark = less_per, "unit"  # before "off": the roles stage reads it)
            return fig
        amount = self._per_amount(j + 1 if (w in _PER or self._sym(j) == "/") else j, bare=not (
            w in _PER or self._sym(j) == "/"))
        if amount is not None:  # "₹34 per 400 g pack", "₹८८ प्रति १०० ग्राम", "26 rupay 100 gram": per that much
            fig.unit, fig.per, fig.mark, fig.end = amount
            return fig
        if w in _PER or w in _A or w in _EACH and self._unit_at(j + 1)[0] is not None:  # (and "₹10 each tray")
            unit, k = self._unit_at(j + 1)
            if unit is None and w in _A and self._word(j + 1) in _A:
                unit, k = self._unit_at(j + 2)
            if unit is not None:
                fig.unit, fig.mark, fig.end = unit, "unit", k
                return fig
            if w in _PER and w not in _A:
                fig.mark, fig.end = "unit", j + 1
                named = self._mention_at.get(j + 1)
                if named is not None and not named.ambiguous:  # "₹6 per egg": per selling unit of the item named
                    return self._per_named(fig, named)
                return fig
        unit, k = self._unit_at(j)
        if unit is not None and self._word(j - 1) not in _A:
            fig.unit, fig.mark, fig.end = unit, "unit", k
            if self._word(k) in ("ka", "ke", "ki") or self._word(k) in _WALA:
                fig.end = k + 1
                if self._word(k + 1) in _HISAAB or self._word(k + 1) in _UNIT_LEAD:  # "₹50 पेटी के हिसाब से",
                    fig.end = k + 2 + (self._word(k + 2) in _AT_RATE)  # "₹125 किलो वाले भाव पर"
            return fig
        named = self._mention_at.get(j + 1) if w in _A else self._mention_at.get(j + 2) if w in _KA and self._word(j + 1) in _A else None
        if named is not None and not named.ambiguous:  # "₹4 ek kela", "₹6 one egg", "₹4 का एक केला": per one of the item named
            return self._per_named(fig, named)
        if w in _EACH or (w, self._word(j + 1)) in _EACH2:
            fig.mark, fig.end = "unit", j + (1 if w in _EACH else 2)
            return fig
        for phrase in _TOTAL_AFTER_BY_FIRST.get(w, ()):
            if tuple(self._word(j + q) for q in range(len(phrase))) == phrase:
                fig.mark, fig.end = "total", j + len(phrase)
                return fig
        if w == "for" and (self.tokens[j + 1].kind == "num" or self._word(j + 1) == "half" if j + 1 < self.n else 0) or w in _WORKS and \
                self._word(j + 1) == "for" and j + 2 < self.n and self.tokens[j + 2].kind == "num":
            fig.mark = "total"  # "₹400 for 10 kg", "₹500 for half a kilo", "If ₹5,000 works for 2 quintal onions"
            return fig
        # before: total ₹400, kul 400, 10 kg ke liye 400, per kg ₹40, @ ₹40, rate ₹40
        if after_a_product(self, a):
            fig.mark = "total"  # "₹135/kg x 20 kg = ₹2,700": the product written out
            return fig
        k = a - 1
        while k >= 0 and (self._sym(k) in ("₹", ".", ":", "=", "-") or self._word(k) in _CUR_BEFORE
                          or self._word(k) in ("is", "of", "hai", "he", "है", "h", "was", "be", "will")):
            k -= 1
        wb = self._word(k)
        u_at = k - 1 if wb in _ON or wb in _BEHIND else k  # "हर किलो पर ₹1.50 कम", "har kilo pe ₹2", "per kg ₹40",
        if u_at > 0 and (self._word(u_at - 1) in _PER or wb in _BEHIND):  # "पेटी पीछे ₹20 कम": the unit said first
            unit, after_unit = self._unit_at(u_at)
            if unit is not None and after_unit == u_at + 1:
                fig.unit, fig.mark = unit, "unit"
                return fig
        if self._sym(k) == "@" or wb in _UNIT_LEAD:
            fig.mark = fig.mark or "unit"
        elif wb in _TOTAL_BEFORE and not (wb in _FOR_WORDS and not (
                self._word(k - 2) in UNIT_WORDS or 0 <= k - 2 < self.n and self.tokens[k - 2].kind == "num")):
            fig.mark = "total"  # "10 kg ke liye ₹400" (not "chawal ke liye ₹37": a price for the item)
        elif wb in UNIT_WORDS and self._word(k - 1) in _PER:
            fig.mark, fig.unit = "unit", UNIT_WORDS[wb]
        elif wb in ("ka", "ke", "ki", "का", "के", "की") and any(f.kind == "qty" and f.unit is not None and (f.end == k and f.unit in (
                "sack", "quintal", "ton", "case", "tray") or f.end == k - 1 and k - 1 in self.item_tokens) for f in self._figs_so_far[-3:]):
            fig.mark = "total"  # "दो क्विंटल प्याज़ के ₹5,000", "चीनी की 1 बोरी के ₹1,900" (had ordered the sack: RA 49): a lot's price
        elif wb in ("ka", "ke", "ki") and self._word(k - 1) in UNIT_WORDS and (
                self._word(k - 2) in _A or k - 2 < 0 or self.tokens[k - 2].kind != "num"):
            fig.mark, fig.unit = "unit", UNIT_WORDS[self._word(k - 1)]
        return fig

    def _per_amount(self, j: int, bare: bool) -> tuple[str, Decimal, str, int] | None:
        """A price's amount at token j ("400 g pack" after "per"): (unit, amount, "unit", end) or None.

        The amount is a number with a weight or volume unit, then optionally a pack word; after no per-word
        (``bare``) only grams or millilitres count ("26 rupay 100 gram"), which no one orders by price.
        """
        if not (0 <= j < self.n and self.tokens[j].kind == "num") or j in self.item_tokens:
            return None
        span = self._span_at.get(j)
        if span is None or span.value <= 0:
            return None
        unit, k = self._unit_at(span.last)
        if unit not in (("g", "ml") if bare else ("kg", "g", "l", "ml")):
            return None
        if UNIT_WORDS.get(self._word(k)) == "packet" and k not in self.item_tokens:
            k += 1  # "per 5 kg packet", "per 400 g pack"
        return unit, span.value, "unit", k
