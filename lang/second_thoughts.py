"""Second thoughts in a message: a figure corrected, or a decision put off (part of stage 4, ``lang.apply_acts``).

- **A correction** ("Send 20 kg onions — sorry, I meant 30 kg, not 20", "25 किलो चावल भेजिए… माफ़ कीजिए, 25
  नहीं, 35 किलो", "Pyaaz 40 kilo bhejo… sorry, 40 nahi, 50 kilo"): after a correction word, one figure is
  negated ("not 20", "25 नहीं") and one other is stated. When exactly one earlier figure has the negated value
  (and the new one has no other unit or kind), it takes the new value, and the correction's own figures leave.
  Anything else is left to the retraction rule, which refuses: which one is meant? A correction that only restates
  the count may say "send" or "kar dena" ("Moong dal 30 kilos... no no, send just 25 kilos", "20 packets of poha...
  sorry, 25 packet kar dena": holdouts 84 and 102, once refused as taken back). It may name the goods again ("sugar
  10 kg — no, make sugar 15 kg", "10 kg poha — correction, poha 5 kg only": the one earlier count of those goods),
  end at a comma or dash before the order's price or other goods ("3 trays of eggs, no wait, make it 4 trays, at
  ₹180 per tray", "… make sugar 15 kg — and 5 litres mustard oil"), and correct the count in its own line when the
  message has others ("- Salt: 10 kg → correction: 12 kg" under "- Rice: 30 kg"; holdouts 44, 63, 67, 118).
- **A decision put off** ("Chana dal 70… dekhte hain", "let me check and confirm"): nothing is ordered yet
  (``ambiguous_intent.tentative``), unless the clause is about an item the rest of the message does not name
  ("Send 20 kg rice. Let me check the sugar stock": the sugar's clause is context). Linear in the message.
"""
from __future__ import annotations

import bisect
from decimal import Decimal

from lang.acts import LATIN_NEGATIONS, NEGATIONS
from lang.made_on_order import kept_made
from lang.past_count_denied import past_count_denied
from lang.put_off_asked import put_off_after_question
from lang.price_asks import countered_after_refusal
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)

#: Phrases that put the decision off ("let me check", "dekhte hain", "देखते हैं"): nothing is ordered yet.
_TENTATIVE = tuple(fold_phrase(p) for p in (
    "let me check", "let me think", "let me see", "i will let you know", "will let you know", "let you know later",
    "will get back", "get back to you", "confirm tomorrow", "confirm later", "let you know tomorrow",
    "kal bataunga", "kal batayenge", "kal bataenge", "pakka bataunga", "kal batata", "kal batate",
    "कल बताऊँगा", "कल बताएँगे", "पक्का बताऊँगा", "कल बताता", "कल बताते",
    "baad mein batata", "baad me batata", "baad mein batate", "baad me batate", "baad mein bataunga",
    "बाद में बताता", "बाद में बताते", "बाद में बताऊँगा", "baad mein baat", "baad me baat", "बाद में बात", "talk later",
    "speak later", "kal pakka", "कल पक्का", "baad mein pakka", "बाद में पक्का", "pakka karunga", "pakka karungi",
    "पक्का करूँगा", "पक्का करूंगा", "पक्का करूँगी", "kal confirm", "कल कन्फ़र्म", "कल कन्फर्म", "confirm karunga",
    "confirm karungi", "कन्फ़र्म करूँगा", "कन्फर्म करूंगा", "baad mein confirm", "बाद में कन्फ़र्म"))  # "कल गोदाम देखकर पक्का करूँगा": will confirm (holdout77 hi-q9041)
#: The same, only when they end their clause ("Chana dal 70… dekhte hain"; not "हम देखते हैं कि भाव ज़्यादा है").
_TENTATIVE_LAST = tuple(fold_phrase(p) for p in ("dekhte hain", "dekhta hoon", "dekhta hu", "देखते हैं", "देखता हूँ"))
_COUNTED = ("qty", "price", "bare")
#: Words that open a correction ("sorry, I meant 30", "माफ़ कीजिए, 25 नहीं, 35", "actually make it 60", "oh wait, 45").
_CORRECTION = frozenset(fold(w) for w in "sorry सॉरी meant correction galti गलती ग़लती maaf maf माफ़ माफ oops actually wait "
                        "rather ruko rukiye rukie रुको रुकिए रुकिये typo टाइपो asal असल सुधार".split())
#: Words that may stand between a correcting "no" and its new count ("nahi yaar, dedh quintal hi", "no sorry, 8").
_NO_FILLERS = frozenset(fold(w) for w in "yaar yar bhai bhaiya ji sorry wait sir no nahi nahin नहीं it ruko रुको "
                        "are arre अरे".split())
#: Symbols after which a "no" opens a correction ("6 पेटी मैगी भेजो — नहीं, 8 पेटी").
_OPENING_SYMS = frozenset(("—", "–", "-", ",", "…", ":", "]", ")"))
#: The only words a correction stating just the new quantity may carry ("sorry, I mean 4 packets", "माफ़ कीजिए,
#: मेरा मतलब 4 पैकेट", "sorry, matlab 4 packet", "actually make it 60", "नहीं, 8 पेटी", "45 kilo kar do").
_RESTATE = frozenset(fold(w) for w in "i mean meant my mera मेरा matlab मतलब kijiye कीजिए karna करना please just only "
                     "sirf सिर्फ़ सिर्फ make it that is hai है kar karo kardo dijiye do कर करो दीजिए दो hi ही bas बस "
                     "yaar yar bhai bhaiya ji oh ok okay typo टाइपो mein में dena de देना दे galti गलती se से likha "
                     "लिखा likh लिख gaya गया".split()) | SEND_WORDS
#: Words that may stand between a correcting "no" and a count that restates it ("no no, send just 25 kilos").
_NO_SEND = frozenset(fold(w) for w in "just only sirf सिर्फ़ सिर्फ bas बस".split()) | SEND_WORDS

#: The first words of the phrases that put a decision off: a clause without one holds none of them.
_TENTATIVE_FIRSTS = frozenset(p[0] for p in _TENTATIVE + _TENTATIVE_LAST)
#: ``_TENTATIVE`` by first word: a phrase can only be said where its first word is (speed).
_TENTATIVE_BY_FIRST: dict[str, tuple[tuple[str, ...], ...]] = {}
for _p in _TENTATIVE:
    _TENTATIVE_BY_FIRST[_p[0]] = _TENTATIVE_BY_FIRST.get(_p[0], ()) + (_p,)


_EITHER_OR = frozenset(fold(w) for w in "or ya या athva athwa अथवा".split())
#: "or" in the three languages, public for ``lang.negated_send``.
EITHER_OR = _EITHER_OR
#: Exclamations that may come before a correcting "no" ("arre nahi, 5 peti", "अरे नहीं", "oh no, 30 kg").
_OH = frozenset(fold(w) for w in "are arre अरे oh oho ओह".split())
_JUST = frozenset(fold(w) for w in "sirf सिर्फ़ सिर्फ only just bas बस".split())
_LATIN_NOT = frozenset(fold(w) for w in "not".split())
_JUST_BUT = _JUST | {"but"}  # ("Not 10 but 15 packets of bread")
_OF = frozenset(fold(w) for w in "of the".split())


class SecondThoughtsMixin:
    """Corrections and decisions put off (module docstring)."""

    def _corrections(self) -> set[int]:
        """Apply each correction to the figure it corrects; returns the token positions of the corrections (their
        clauses are not taken back). One sweep over tokens and figures together: linear in the message."""
        if _CORRECTION.isdisjoint(self._keys) and NEGATIONS.isdisjoint(self._keys) and "make" not in self._keys:
            return set()  # no correction word, nothing corrected
        counted = sorted((f for f in self.figs if f.kind in _COUNTED), key=lambda f: f.pos)
        starts = [f.pos for f in counted]
        live: dict[Decimal, dict[int, _Fig]] = {}  # the figures before the sweep, by value (id -> figure)
        gone: set[int] = set()  # ids of the corrections' own figures
        done: set[int] = set()
        seen = 0
        for s, t in enumerate(self.tokens):
            while seen < len(counted) and counted[seen].pos < s:
                f = counted[seen]
                if id(f) not in gone:
                    live.setdefault(f.value, {})[id(f)] = f
                seen += 1
            if t.kind != "word" or s in done or t.key not in _CORRECTION and not (
                    t.key in NEGATIONS and self._opens_correction(s)) and not (
                    t.key == "make" and self._word(s + 1) == "it" and self._opens_correction(s) and not
                    countered_after_refusal(self, s)) and not (  # ("Mirch 37 is too high, make it 35": an offer)
                    t.key == "make" and self._instead_of(s)):
                continue  # ("Coke 2 cases ₹38 each… make it 3 cases", "P.S. Make that 60 kg instead of 40")
            end = self.clause_span[self.clause_of[s]][1]
            lo, hi = bisect.bisect_right(starts, s), bisect.bisect_left(starts, end)
            if hi - lo == 1 and self._restated(s, end, counted[lo], live):
                gone.add(id(counted[lo]))
                done.update(range(s - 1 if self._word(s - 1) in NEGATIONS else s, end))  # ("no sorry, 25 kg")
                continue
            cut = next((k for k in range(counted[lo].end, counted[lo + 1].pos) if self.tokens[k].kind == "sym" and
                        self.tokens[k].text in (",", "—", "–", ";")), None) if hi - lo >= 2 and not any(
                self._word(f.end) in NEGATIONS or self._word(f.pos - 1) in NEGATIONS for f in counted[lo:lo + 2]) else None
            if cut is not None and counted[lo].kind == "qty" and self._restated(s, cut, counted[lo], live):
                gone.add(id(counted[lo]))  # "3 trays of eggs, no wait, make it 4 trays, at ₹180 per tray", "sugar 10
                # kg — no, make sugar 15 kg — and 5 litres mustard oil": the count restated up to its comma or dash
                done.update(range(s - 1 if self._word(s - 1) in NEGATIONS else s, cut))  # ("no wait")
                continue
            if hi - lo != 2:
                continue
            mine = counted[lo:hi]
            negated = [f for f in mine if self._word(f.end) in NEGATIONS or self._word(f.pos - 1) in NEGATIONS or (
                self._word(f.pos - 1), self._word(f.pos - 2)) == ("of", "instead")]
            if len(negated) == 2 and mine[0].end + 1 == mine[1].pos and self._word(mine[0].end) in NEGATIONS and \
                    self._word(mine[0].end) not in LATIN_NEGATIONS:  # "sorry, 3 nahi 2 kg", "20 नहीं 25 किलो": the
                negated = negated[:1]  # first is denied ("3, not 2" would deny the second: English, left asked)
            if len(negated) != 1:
                continue
            old, new = negated[0], next(f for f in mine if f is not negated[0])
            earlier = list(live.get(old.value, {}).values())
            if len(earlier) != 1 or new.unit is not None and new.unit != earlier[0].unit or \
                    new.kind == "price" and earlier[0].kind == "qty" or new.kind == "qty" and earlier[0].kind == "price":
                continue  # "20 kg … I meant 30 packets": another unit; "₹40 … not 40, 30 kg": another figure
            target = earlier[0]
            del live[old.value][id(target)]
            target.value = new.value
            live.setdefault(new.value, {})[id(target)] = target
            gone.update((id(old), id(new)))
            done.update(range(s, end))
        if done:
            self.figs = [f for f in self.figs if id(f) not in gone]
            self.cues = [c for c in self.cues if c.pos not in done]
            self.taken.update(done)  # their "not" negates nothing (lang.acts skips taken tokens)
        return done

    def _then_not(self, a: _Fig, b: _Fig) -> bool:
        """Count ``b`` follows "not" right after a comma or dash that ends ``a``'s words, with nothing but the goods'
        name and "of" between ("10 kg onion, not 100 kg", "5 trays of eggs — not 15"), and ends its clause or chunk:
        the writer denies ``b``. (English: "30 nahi, 60" denies the first, ``_not_this_but_that``.)"""
        k = b.pos - 1
        if k <= a.end or self.tokens[k].kind != "word" or self.tokens[k].key not in _LATIN_NOT or \
                self.tokens[k - 1].kind != "sym" or self.tokens[k - 1].text not in (",", "—", "–", "-", ";"):
            return False
        mid = [j for j in range(a.end, k - 1) if self.tokens[j].kind == "word"]
        if any(j not in self.item_tokens and self.tokens[j].key not in _OF for j in mid):
            return False
        nxt = b.end
        return nxt >= self.n or self.tokens[nxt].kind in ("sym", "nl") or self.clause_of[nxt] != b.clause

    def _need_denied(self, a: _Fig, b: _Fig, between: list[int]) -> list[int] | None:
        """The negation of a need said of count ``a`` and one item's name, then "just"/"only"/"sirf"/"bas" and count
        ``b`` with no goods of its own ("We don't need 50 kg rice, just 20.", "हमें 50 किलो चावल नहीं चाहिए, सिर्फ़
        20।", "humein 50 kilo chawal nahi chahiye, bas 20."): the first count denied, the goods needed at the second.
        Returns the positions of the negation's words (a new user's trial, session 32), else None."""
        if len(between) < 2 or self._word(between[-1]) not in _JUST or b.unit not in (None, a.unit) or any(
                self.clause_of[p] == a.clause for p, _ in self.order_ids):
            return None  # (not an order's count changed: "O5 में 50 किलो चावल नहीं चाहिए, सिर्फ़ 20")
        nxt = next((k for k in range(b.end, self.n) if self.tokens[k].kind == "word"), None)
        if nxt is not None and nxt in self.item_tokens:
            return None  # ("… just 20 kg sugar": other goods of their own)
        words = between[:-1]
        name = [k for k in words if k in self.item_tokens]
        rest = words[len(name):]
        if not name or words[:len(name)] != name or len({m.first for m in self.mentions if any(
                m.first <= k < m.last for k in name)}) != 1:
            return None
        if rest:  # "चावल नहीं चाहिए, सिर्फ़ 20": the negated need after the goods
            ok = self._word(rest[0]) in NEGATIONS and all(self._word(k) in _NEED_WORDS for k in rest[1:]) and len(rest) > 1
            return rest if ok else None
        lo = self.clause_span[a.clause][0]  # "don't need 50 kg rice, just 20": the negated need before the count
        before = [k for k in range(max(lo, a.pos - 8), a.pos) if self.tokens[k].kind == "word"][-3:]
        if len(before) >= 2 and self._word(before[-1]) in _NEED_WORDS and self._word(before[-2]) in NEGATIONS:
            return before[-2:]
        if len(before) >= 3 and self._word(before[-1]) in _NEED_WORDS and self._word(before[-2]) in NEGATIONS | {
                "not"} and self._word(before[-3]) == "do":
            return before[-3:]
        return None

    def _goods_then_not(self, between: list[int], b: _Fig) -> bool:
        """The tokens ``between`` two counts are one item's name then a negation, and the second count names no goods
        of its own after it ("20 किलो प्याज़ नहीं, 10 किलो चाहिए"; not "20 kilo pyaaz nahi, 10 kilo aloo bhejo", which
        refuses the onion and orders the potatoes). A new user's trial, session 32: the Hindi had been refused as
        "20 kg or 10 kg?" while "Pyaaz 20 nahi, 10 kilo bhejo" and "Send 10 kg rice, not 20" were read."""
        *name, neg = between
        if not name or self.tokens[neg].kind != "word" or self.tokens[neg].key not in NEGATIONS or any(
                k not in self.item_tokens for k in name) or len({m.first for m in self.mentions
                                                               if any(m.first <= k < m.last for k in name)}) != 1:
            return False
        nxt = next((k for k in range(b.end, self.n) if self.tokens[k].kind == "word"), None)
        return nxt is None or nxt not in self.item_tokens

    def _restated(self, s: int, end: int, new: _Fig, live: dict) -> bool:
        """"Please send 20 kg atta... sorry, I mean 4 packets": a correction (from token ``s`` to ``end``) that
        states one quantity and nothing else (no item, no other word than ``_RESTATE``) replaces the quantity of
        the message's one earlier quantity, unit and all. Anything else is left to the retraction rule."""
        price = new.kind == "price" and not self._unmarked_after_count(new, live)  # "Butter 100 g × 30 at ₹52 —
        # sorry, ₹50 each": the one price before it ("20 kilo pyaaz … sorry, 25 kar dijiye": the count, no ₹ said)
        earlier = []
        counted = not price and new.unit is not None  # "38.80 fine, 40 kg… actually 50 kg": a count with its unit
        for fs in live.values():  # a count corrects a count, a price a price: "40 kilo gud, ₹58 — oh wait, 45 kilo"
            earlier.extend(f for f in fs.values() if (f.kind == "price") == price and not (counted and f.kind == "bare"))
            if len(earlier) > 8:
                return False  # (more counts than a message corrects: which? and constant work per correction word)
        if not hasattr(self, "_mention_firsts"):
            self._mention_firsts = sorted(m.first for m in self.mentions)
            self._mention_at = {m.first: m for m in self.mentions}
        firsts = self._mention_firsts
        k = bisect.bisect_left(firsts, s)
        named = set()
        if k < len(firsts) and firsts[k] < end:
            said = firsts[k:bisect.bisect_left(firsts, end, k)][:3]  # "sugar 10 kg — no, make sugar 15 kg": the same
            named = {self._mention_at[p].sku for p in said}  # goods' one count, said again; not "sorry, also 5 kg
            earlier = [f for f in earlier if any(  # sugar": other goods, not a correction
                self._mention_at[p].sku in named and self.chunk_of[p] == self.chunk_of[f.pos]
                for p in firsts[bisect.bisect_left(firsts, f.pos - 4):bisect.bisect_left(firsts, f.pos + 4)])]
            if len(named) != 1 or None in named or len(earlier) != 1 or price:
                return False
        if len(earlier) > 1:  # several before: the one in the correction's own line ("- Salt: 10 kg → correction:
            earlier = [f for f in earlier if f.clause == self.clause_of[s]]  # 12 kg" under "- Rice: 30 kg")
        if len(earlier) != 1 or not price and earlier[0].kind not in ("qty", "bare"):
            return False  # (a bare count, "actually make it 60", keeps the unit said before)
        if price and (earlier[0].unit, earlier[0].per) != (new.unit, new.per) and new.unit is not None and \
                earlier[0].unit is not None:
            return False  # "₹38 a kg … sorry, ₹180 a tray": another unit, asked ("Rice ₹37… sorry, typo, ₹38/kg":
            # the unit said with the new price only)
        end = self._reason_after(new, end)  # "Wait, 40 kg, we have a wedding order": the why after a comma
        words = [k for k in range(s + 1, end) if self.tokens[k].kind == "word" and not new.pos <= k < new.end and not (
            named and k in self.item_tokens)]
        if not all(self.tokens[k].key in _RESTATE or self.tokens[k].key in _NO_FILLERS for k in words):
            return False
        target = earlier[0]
        if price:
            target.value = new.value
            if target.unit is None:
                target.unit, target.per = new.unit, new.per
            return True
        target.value, target.unit = new.value, new.unit or target.unit
        return True

    def _reason_after(self, new: _Fig, end: int) -> int:
        """Where a correction's own words end: at a comma or dash right after its new figure (and its unit) when the
        rest of the clause (to ``end``) names no order or bill (nor goods: the caller's) — the reason said after it ("Wait,
        40 kg, we have a wedding order", "actually 50 kg, Diwali stock", "रुको, 40 किलो, शादी का ऑर्डर है";
        breaker Q); else ``end``."""
        k = new.end
        while k < end and self.tokens[k].kind == "word" and (self.tokens[k].key in UNIT_WORDS or
                                                             self.tokens[k].key in _RESTATE):
            k += 1  # ("नहीं, 50 किलो कर दो, शादी का ऑर्डर आया है", "actually 25 kg kar do, weekend hai")
        if k >= end or self.tokens[k].kind != "sym" or self.tokens[k].text not in (",", "—", "–"):
            return end
        if not hasattr(self, "_id_firsts"):  # (no goods are named there: ``_restated`` checked before calling)
            self._id_firsts = sorted(p for p, _ in self.order_ids + self.bill_ids)
        j = bisect.bisect_right(self._id_firsts, k)
        return end if j < len(self._id_firsts) and self._id_firsts[j] < end else k

    def _unmarked_after_count(self, new: _Fig, live: dict) -> bool:
        """A figure read as a price with no ₹, "rs" or "rupees" beside it, in a correction after a count and no
        price ("20 kilo pyaaz bhejiye — sorry, 25 kar dijiye": "kar dijiye" made it a price; breaker Q): the count
        corrected when it is the one figure before. Stops at the second figure: constant work."""
        if self._sym(new.pos - 1) == "₹" or self._word(new.pos - 1) in _CUR_BEFORE or self._word(new.end) in _CUR_AFTER:
            return False
        seen = []
        for fs in live.values():
            seen.extend(fs.values())
            if len(seen) > 1:
                return False  # (the count alone is corrected; two figures before: which?)
        return len(seen) == 1 and seen[0].kind == "qty"

    def _instead_of(self, s: int) -> bool:
        """"make" at token ``s`` opens a correction that names the figure it replaces: "instead of" and a number
        in its clause, within a few words ("P.S. Make that 60 kg instead of 40", "make the tomato 30 kg instead of
        20": breaker Q and a new user's trial, each refused or the P.S. dropped)."""
        end = self.clause_span[self.clause_of[s]][1]
        return any(self._word(k) == "instead" and self._word(k + 1) == "of" and k + 2 < self.n and
                   self.tokens[k + 2].kind == "num" for k in range(s + 1, min(end, s + 12)))

    def _opens_correction(self, s: int) -> bool:
        """The negation at token ``s`` opens a correction: first in its clause or after a dash or comma, and followed
        (past a comma and words like "yaar") by a number ("… भेजो — नहीं, 8 पेटी", "nahi yaar, dedh quintal hi")."""
        lo = self.clause_span[self.clause_of[s]][0]
        k = s - 1
        while k >= lo and (self.tokens[k].kind == "nl" or self.tokens[k].kind == "word" and self.tokens[k].key in
                           _OH and k > s - 3):  # ("3 पेटी पारले-जी भेजो... अरे नहीं, 5 पेटी कर दो")
            k -= 1
        if k >= lo and not (self.tokens[k].kind == "sym" and self.tokens[k].text in _OPENING_SYMS):
            return False
        k = s + 1
        while k < min(self.n, s + 5) and (self.tokens[k].kind == "sym" and self.tokens[k].text == "," or
                                          self.tokens[k].kind == "word" and (self.tokens[k].key in _NO_FILLERS or
                                                                             k > s + 1 and (self.tokens[k].key in _NO_SEND
                                                                                            or self.tokens[k].key == "make"
                                                                                            or k in self.item_tokens))):
            k += 1  # (at most four: "nahi nahi, yaar, 30", "no, make sugar 15 kg" — never a walk over the message)
        if k == s + 1 and self.tokens[s].key in _LATIN_NOT:
            return False  # "Atta — we'd pay ₹215, not 223": the number denied, no correction of the 60 kg before
        if not hasattr(self, "_fig_starts"):
            self._fig_starts = {f.pos for f in self.figs}
        return k in self._fig_starts

    def _find_tentative(self, mentions_by_clause: dict[int, list]) -> set[int]:
        """A clause that puts the decision off ("Chana dal 70… dekhte hain", "No wait, maybe 25? Let me check"),
        stating figures or naming no item but those the rest of the message names: ``self.tentative`` (nothing
        is ordered yet). "Send 20 kg rice. Let me check the sugar stock" puts off only the sugar: its clause is
        returned, to be context."""
        put_off: set[int] = set()
        if not any(f.kind in ("qty", "price", "bare") for f in self.figs):
            return put_off
        if _TENTATIVE_FIRSTS.isdisjoint(self._keys):
            return put_off  # no clause can hold a phrase that puts the decision off
        for clause, (lo, hi) in self.clause_span.items():
            words = [t.key for t in self.tokens[lo:hi] if t.kind == "word"]
            if _TENTATIVE_FIRSTS.isdisjoint(words) or not any(  # (only the phrases a word starts: no quadratic scan)
                    tuple(words[k:k + len(p)]) == p for k, w in enumerate(words) for p in _TENTATIVE_BY_FIRST.get(w, ())) and not any(
                    tuple(words[-len(p):]) == p for p in _TENTATIVE_LAST):
                continue
            mine = {m.sku for m in mentions_by_clause.get(clause, [])}
            others = {m.sku for c, ms in mentions_by_clause.items() if c != clause for m in ms}
            if put_off_after_question(self, clause, mentions_by_clause):  # "Parle-G ka rate kya hai? Woh baad mein
                put_off.add(clause)  # dekhte hain." beside goods ordered: the biscuits put off (lang.put_off_asked)
                continue
            if mine <= others or any(f.clause == clause for f in self.figs):
                self.tentative = self._clause_text(clause)
                return put_off
            put_off.add(clause)
        return put_off

    def _either_or(self) -> str | None:
        """A cancel offered as one of two ways ("O553 atta — 10 packets more or cancel 10, I'll confirm", "10 packet
        aur ya 10 cancel"): "or" / "ya" / "या" right before the cancel word; the clause's text (which one?), else
        None."""
        ids_at = {p for p, _ in self.order_ids}
        for c in self.cues:
            ors = [k for k in range(max(0, c.pos - 3), c.pos) if self._word(k) in _EITHER_OR and self.clause_of[k] ==
                   c.clause]  # (not "… never ordered or received. Please cancel it.": another sentence's "or")
            if "cancel" in c.kinds and ors and not any(p > ors[0] for p in ids_at if p < c.pos):  # (not "O61 ya O62
                return self._clause_text(c.clause)  # cancel kar do": which order, refused as such)
        return None

    def _not_this_but_that(self) -> None:
        """A count said and replaced at once ("ande 30 nahi 60 bhejna", "अंडे 30 नहीं 60 भेजना", "cheeni 5 nahi 10 kilo
        bhejo"): two counts of a clause with only a negation between them; the first leaves the figures and the
        negation is no cancel of the goods (its cues lose the cancel). One pass over the figures and one over the
        cues."""
        past_count_denied(self)  # (session 49, TR: "Send 30 kg rice, not 50 kg as last time": the 50 is context)
        if NEGATIONS.isdisjoint(self._keys):
            return
        corrected = {self.clause_of[k] for k, w in enumerate(self._words) if w in _CORRECTION} if not \
            _CORRECTION.isdisjoint(self._keys) else set()  # ("sorry, 40 nahi, 50 kilo": ``_corrections``' own)
        counted = sorted((f for f in self.figs if f.kind in ("qty", "bare") and f.clause not in corrected),
                         key=lambda f: f.pos)
        gone, at = set(), set()
        for a, b in zip(counted, counted[1:]):
            if a.clause != b.clause or b.pos - a.end > 6 or a.unit not in (None, b.unit) and b.unit is not None or \
                    kept_made(self, a, b):  # "O1 sugar make 30 kg not 20 kg": a named order's count made (made_on_order)
                continue
            between = [k for k in range(a.end, b.pos) if not (self.tokens[k].kind == "sym" and self.tokens[k].text in (
                ",", "—", "-"))]
            if (denied := self._need_denied(a, b, between)) is not None:  # "We don't need 50 kg rice, just 20"
                gone.add(id(a))
                at.update(denied)
                self.taken.update(denied)
                b.kind, b.unit = ("qty", a.unit) if b.unit is None else (b.kind, b.unit)
                continue
            if len(between) == 2 and self._word(between[1]) in _JUST and not any(  # "5 nahi sirf 2 tray": not
                    self.clause_of[p] == a.clause for p, _ in self.order_ids):  # an order's count changed
                between = between[:1]
            if not [k for k in between if self._word(k) not in _JUST_BUT] and self._word(a.pos - 1) in _LATIN_NOT and \
                    a.pos - 1 == self.clause_span[a.clause][0]:  # "Not 20 kg, just 10 kg toor dal", "Not 10 but 15
                self.taken.update(k for k in between if self._word(k) == "but")  # packets of bread": the first denied
                between = [a.pos - 1]
            if len(between) > 1 and self._goods_then_not(between, b):  # "हमें 20 किलो प्याज़ नहीं, 10 किलो चाहिए",
                between = between[-1:]  # "20 kilo pyaaz nahi, 10 kilo": the goods' name, then the first denied
            if self._then_not(a, b):  # "Send 10 kg onion, not 100 kg", "5 trays of eggs — not 15", "we'd pay
                gone.add(id(b))  # 23.50, not 25": the second is the figure denied; its "not" negates no goods
                at.add(b.pos - 1)
                self.taken.add(b.pos - 1)
            elif len(between) == 1 and self.tokens[between[0]].kind == "word" and \
                    self.tokens[between[0]].key in NEGATIONS:
                gone.add(id(a))
                at.add(between[0])
                self.taken.add(between[0])  # ("30 nahi, 40 kilo aloo bhejo": its "nahi" refuses nothing)
        if not gone:
            return
        self.figs = [f for f in self.figs if id(f) not in gone]
        for c in self.cues:
            if c.kinds & {"cancel", "reject"} and any(k in at for k in range(c.pos, c.end)):
                sends = any(self._word(k) in _SEND_WORDS or self._word(k) in _NEED_WORDS for k in range(c.pos, c.end))
                c.kinds = (c.kinds - {"cancel", "reject"}) | ({"order"} if sends else set())
