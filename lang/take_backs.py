"""A last look before the shop acts: a cancel or payment the message takes back, keeps, puts on a condition or in
another time is no cancel or payment now (a new user's trial 16; issue 10's contract: a misreading acted on is
the benchmark's defect, a refusal the model's failure, so when unsure this refuses).

Run on the finished ``Reading`` (``TakeBacksMixin._second_look``), over the reader's clauses and tokens once:

- **A cancel taken back** in the same message ("Please cancel O1. Actually no, keep it", "Cancel O1 — just
  kidding!", "We were going to cancel O1 but decided to keep it", "O3 cancel? नहीं नहीं, रहने दीजिए", "O3 cancel
  karna tha… rehne do") is refused (``ambiguous_intent.cancel_taken_back``): a take-back phrase after the cancel
  word (or "going to cancel" / "सोच रहे थे" around it) in a clause that names no goods of its own.
- **Goods kept beside a cancel** ("Cancel the tomatoes, not the onions", "cancel just the rice from O1; keep the
  toor dal and sugar", "टमाटर हटा दीजिए, प्याज़ नहीं"): a cancel of goods whose every mention sits in a chunk
  with a negation and no cancel word, or takes its words from a keep word of its clause ("… keep the toor dal
  and sugar": the sugar's chunk has none of its own), is dropped; when no cancel is left the message is refused
  (``ambiguous_intent.not_cancel``).
- **A cancel on a condition** ("We'll cancel O1 if the rate doesn't come down", "अगर कल तक माल नहीं आया तो O3
  रद्द समझिए", "Agar rate kam nahi hua toh O2 cancel kar denge") is refused (``ambiguous_intent.cancel_if``); a
  polite "if possible" / "ho sake to" is no condition.
- **A payment taken back, past or to come**: "paying B3 again by mistake? No - please ignore" is refused
  (``ambiguous_intent.pay_taken_back``); "Paid ₹11,430 for B3 yesterday via NEFT, please check" (a time before
  today) is ``ambiguous_intent.paid_before``; "we'll pay ₹11,430 on delivery", "बिल B3 का भुगतान कल कर देंगे"
  is ``ambiguous_intent.pay_later`` (also when nothing else could be read: not "no item").
- **A question whether a bill is paid** ("B3 ka payment ho gaya kya?", "Has B3 been paid?") with nothing else
  read is ``ask_bill`` for that bill: the desk answers with the bill if it is still open.
"""
from __future__ import annotations

import bisect
import re

from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.acts import NEGATIONS
from lang.language import has_phrase
from lang.cancelled_before import CancelledBeforeMixin
from lang.kept_beside_cancel import kept_beside_cancel
from lang.kept_orders import aside_from
from lang.pay_put_off import later_bills_apart, rest_to_come
from lang.part_today import later_or_part, rest_of_paid

#: Phrases that take a cancel back when they follow it in a clause naming no goods (folded, any script).
_TAKE_BACK = frozenset(tuple(fold(w) for w in p.split()) for p in (
    "actually no", "no wait", "just kidding", "kidding", "keep it", "keep that", "keep the order", "keep this",
    "keep order", "never mind", "nevermind", "nvm", "changed my mind", "change of plan", "scratch that", "ignore that",
    "dont cancel", "do not cancel", "decided to keep", "still need", "still want", "on second thought",
    "abhi bhi chahiye", "ab bhi chahiye", "अभी भी चाहिए", "अब भी चाहिए",
    "नहीं नहीं", "रहने दीजिए", "रहने दो", "रहने दें", "रख लीजिए", "रखिए", "रखिये", "रखो", "मज़ाक", "मजाक", "रद्द मत",
    "nahi nahi", "nahin nahin", "na na", "rehne do", "rehne dijiye", "rehne dijie", "rahne do", "rahne dijiye",
    "rakh lo", "rakhiye", "rakho", "mazak", "mazaak", "majak", "cancel mat", "cancel na"))
#: Words before the cancel word in its clause that take it back ("Scratch that cancel for O4", "forget the cancel").
_UNDO = frozenset(fold(w) for w in "scratch forget ignore undo disregard".split())
#: Phrases around a cancel that say it was only meant ("we were going to cancel", "सोच रहे थे", "irada tha").
_MEANT = frozenset(tuple(fold(w) for w in p.split()) for p in (
    "going to", "were planning", "was planning", "thought of", "thinking of", "soch rahe the", "soch raha tha",
    "socha tha", "irada tha", "सोच रहे थे", "सोच रहा था", "सोचा था", "इरादा था"))
#: Verbs that keep goods in the order ("keep" is the reader's ``_KEEP``): "rakho", "रखिए".
_KEEP_VERBS = frozenset(fold(w) for w in "rakho rakhiye rakhie rakhna rakhen रखो रखिए रखिये रखें".split())
_LEAVE, _OUT = fold("leave"), fold("out")
#: The rest of an order, kept beside a cut ("बाकी order same रखिए", "keep the rest").
_REST = frozenset(fold(w) for w in "baaki baki बाकी बाक़ी rest remaining".split())
#: Words that join two orders as one or the other ("O270 या O271"), and that keep a named order ("Keep O53").
_EITHER = frozenset(fold(w) for w in "or ya या athva athwa अथवा".split())
_KEEP_ID = frozenset(fold(w) for w in "keep retain rakho rakhiye rakhie रखो रखिए रखिये रखें rehne rahne रहने".split())
#: Words of wanting: negated beside a cancel they take goods off ("we do not want the sugar", "चीनी नहीं चाहिए").
_WANTED = frozenset(fold(w) for w in "want wanted need needed require required chahiye chaahiye चाहिए".split())
#: Words that open a condition, and polite ones that are none ("if possible", "ho sake to", "हो सके तो").
_IF = frozenset(fold(w) for w in "if unless agar agr yadi अगर यदि warna varna वरना otherwise".split())
_POLITE_IF = frozenset(tuple(fold(w) for w in p.split()) for p in (
    "if possible", "if you can", "if you could", "if convenient", "if not already", "if not yet", "yet", "still",
    "already", "abhi tak", "अभी तक",  # a condition on now ("Cancel O5 if it hasn't left yet"): the desk can tell
    "ho sake to", "ho sake toh", "ho sake", "हो सके तो", "हो सके", "agar ho sake", "अगर हो सके", "sambhav ho"))
#: Phrases that take a payment back ("by mistake … please ignore", "galti se", "गलती से", "भूल से").
_PAY_BACK = frozenset(tuple(fold(w) for w in p.split()) for p in (
    "ignore", "mistake", "mistakenly", "galti se", "galati se", "गलती से", "ग़लती से", "bhool se", "bhul se", "भूल से"))
_CONFIRM = frozenset(fold(w) for w in "confirm verify whether".split())  # "Just confirm B3 is settled": not paid
#: Words of paying, for a clause the reader took no payment cue from ("We will pay B3 next week").
_PAY_WORDS = frozenset(fold(w) for w in "pay payment paying bhugtan भुगतान पेमेंट paise paisa पैसे transfer "
                     "transferred ट्रांसफर clear settle chuka chukana चुका चुकाना".split())
#: A time before today beside a payment ("yesterday", "last week", "पिछले हफ़्ते", "parso").
_BEFORE = frozenset(fold(w) for w in "yesterday last ago earlier pichle pichhle parso पिछले परसों".split())
_KAL = frozenset(fold(w) for w in "kal कल".split())  # yesterday with a past verb, tomorrow with a future one
#: Payments to come: the reader's ``_LATER`` plus delivery terms ("on delivery", "delivery pe", "डिलीवरी पर").
_DELIVERY = frozenset(fold(w) for w in "delivery receipt arrival डिलीवरी".split())
_ON = frozenset(fold(w) for w in "on upon after pe par पर ke के baad बाद".split())
_NARROWED = frozenset(fold(w) for w in "actually only just mean rather instead sirf सिर्फ़ सिर्फ matlab मतलब "
                      "balki बल्कि".split())  # narrowing: "Cancel O1. Actually, only the sugar", "— I mean just the rice"
#: Pronouns a cancel may point back with ("remove it", "ise hata do", "इसे हटा दीजिए").
_IT = frozenset(fold(w) for w in "it them ise isko use usko inhe unhe इसे इसको उसे उसको इन्हें उन्हें".split())
#: A day to come beside a payment with no past verb ("Paying B3 on Monday", "after the festival"): later.
_DAYS_AHEAD = frozenset(fold(w) for w in "monday tuesday wednesday thursday friday saturday sunday somvar mangalvar "
                        "budhvar guruvar shukravar shanivar ravivar सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार "
                        "festival diwali holi eid tyohar त्योहार दिवाली होली ईद".split())
#: Words that make such a day today's or past ("Paid B3 on Monday", "Paying B3 today, Monday"): not later.
_DONE_OR_NOW = frozenset(fold(w) for w in "paid cleared settled transferred sent today now aaj abhi आज अभी diya kiya "
                         "दिया किया bheja भेजा gaya गया".split())
_WILL = re.compile(r"(?i)\b(?:will|shall|going to|(?:we|i)\s?['’]?ll|(?:well|ill) (?:pay|clear|settle|transfer))\b")
#: A question whether a bill is paid: a payment word in a question clause with these ("ho gaya kya", "received").
_ASKED = _keyset("kya क्या whether received receive mila mili मिला मिली gaya gayi गया गई has have did is")


class TakeBacksMixin(CancelledBeforeMixin):
    """The last look (module docstring). Needs the reader's tokens, clauses, chunks, cues, mentions and ids."""

    def _clause_words(self, clause: int) -> list[str]:
        lo, hi = self.clause_span[clause]
        return [self.tokens[k].key for aside in (reckoning_aside(self),) for k in range(lo, hi) if self.tokens[k].kind == "word" and k not in aside]

    def _the_bill(self) -> str:
        """The words "the bill" in the message's language, for a reason that names no bill id."""
        return {"hi": "बिल", "hinglish": "bill"}.get(self.language, "the bill")

    def _refuse(self, reading: Reading, key: str, **args: object) -> Reading:
        w = why(key, **args)
        return Reading.refused(w, self.language, intent=reading.intent, bill_id=self.bill_id, order_id=self.order_id)

    def _second_look(self, reading: Reading) -> Reading:
        """The reading the shop may act on: refused or trimmed where a cancel or payment is not one now."""
        reading = kept_beside_cancel(self, self._cancels_done_before(reading))  # lang.cancelled_before, lang.kept_beside_cancel
        kinds = {i.kind for i in reading.intents} if reading.readable else set()
        if "cancel" in kinds:
            reading = owed_cancelled(self, self._cancel_look(reading))  # lang.owed_cancelled: "not come. cancel it"
            kinds = {i.kind for i in reading.intents} if reading.readable else set()
        if "pay" in kinds:
            return self._pay_look(reading)
        if "dispute" in kinds and self._paid_back(self._pay_clauses()):  # "B3 का भुगतान गलती से दोबारा …? नहीं"
            bill = reading.bill_id or self._the_bill()
            return self._refuse(reading, "ambiguous_intent.pay_taken_back",
                                text=self._clause_text(self._pay_clauses()[0]), id=bill)
        if reading.readable and kinds <= {"ask_delivery", "ask_bill"} and "?" not in self.text and any(
                self._later(c) for c in self._pay_clauses(loose=True)) and self._asks_only_of_paying():
            return self._unread_pay(reading)  # "Will pay B4 after the goods arrive" (not "Please send the bill for
            # B21, we will clear it": the bill is asked in words of its own)
        if not reading.readable and self._paid_back(self._pay_clauses()):  # "… भूल से लिखा, इसे छोड़िए"
            return self._refuse(reading, "ambiguous_intent.pay_taken_back",
                                text=self._clause_text(self._pay_clauses()[0]), id=reading.bill_id or self._the_bill())
        if not reading.readable and reading.reason_key.startswith(("no_item", "no_intent")):
            return self._unread_pay(reading)
        return reading

    # -- cancels ------------------------------------------------------------------------------------------------

    def _cancel_look(self, reading: Reading) -> Reading:
        cues = [c for c in self.cues if "cancel" in c.kinds and c.pos not in getattr(self, "kept_cancel_at", ())]
        if not cues:
            return reading
        first = min(c.pos for c in cues)
        reading = self._headed_cancel(reading)
        either = self._either_or_kept(reading, first)
        if either is not None:
            return either
        if all(i.kind == "cancel" and i.sku is None for i in reading.intents):  # only whole orders, then goods named
            narrowed = next((k for k in range(first + 1, self.n) if self._word(k) in _NARROWED and self.clause_of[
                k] not in self.background), None)  # (not a report's "sold only 6 kg paneer this week")
            if narrowed is not None and any(m.first > narrowed for m in self.mentions):
                return self._refuse(reading, "ambiguous_intent.cancel_narrowed",
                                    text=self._clause_text(self.clause_of[narrowed]))
            said = min((m.first for m in self.mentions if m.sku is not None), default=None)
            it = next((c for c in cues if said is not None and said < c.pos and any(  # "We don't need the atta
                self.chunk_of[k] == c.chunk and self._word(k) in _IT for k in range(c.pos - 3, c.pos + 4)
                if 0 <= k < self.n)), None)  # from O5. Please remove it.": the atta, or all of O5?
            if it is not None:
                return self._refuse(reading, "ambiguous_intent.cancel_narrowed", text=self._clause_text(it.clause))
        goods_chunks = {self.chunk_of[m.first] for m in self.mentions}
        first_in: dict[int, int] = {}  # the first cancel word of each clause
        for c in cues:
            first_in[c.clause] = min(first_in.get(c.clause, c.pos), c.pos)
        cue_chunks = {c.chunk for c in cues}  # once, not once an order id
        self._cancelled_ids = {i for p, i in self.order_ids if self.chunk_of[p] in cue_chunks}
        self._ids_by_chunk: dict[int, set[str]] = {}
        for p, i in self.order_ids:
            self._ids_by_chunk.setdefault(self.chunk_of[p], set()).add(i)
        for clause in sorted(self.clause_span):
            lo, hi = self.clause_span[clause]
            if clause in first_in and (has_phrase(self._clause_words(clause), _MEANT) or any(
                    self._word(k) in _UNDO for k in range(lo, first_in[clause]))):
                return self._refuse(reading, "ambiguous_intent.cancel_taken_back", text=self._clause_text(clause))
            if hi <= first:
                continue
            for at in self._phrases_at(max(lo, first), hi, _TAKE_BACK):
                if self.chunk_of[at] not in goods_chunks and not self._keeps_other(at):
                    return self._refuse(reading, "ambiguous_intent.cancel_taken_back", text=self._clause_text(clause))
        for clause in sorted(first_in):
            words = self._clause_words(clause)
            if (not _IF.isdisjoint(words) or self._unless_done(clause)) and not has_phrase(words, _POLITE_IF):
                return self._refuse(reading, "ambiguous_intent.cancel_if", text=self._clause_text(clause))
        kept = self._kept_skus(cues)
        intents = [i for i in reading.intents if not (i.kind == "cancel" and i.sku is not None and i.sku in kept)]
        if len(intents) == len(reading.intents):
            return reading
        if not any(i.kind == "cancel" for i in intents):
            return self._refuse(reading, "ambiguous_intent.not_cancel", text=self._clause_text(cues[0].clause))
        return reading.model_copy(update={"intents": intents,
                                          "items": [r for r in reading.items if r.sku not in kept]})

    def _either_or_kept(self, reading: Reading, first: int) -> Reading | None:
        """The reading when the orders cancelled are one or the other ("O270 या O271, जो अभी तक न निकला हो, उसे रद्द कर
        दें": refused ``no_id.order``), or one is named again with a keep word (not another's in brackets): kept ("O51
        cancel karo, O53 rehne do"), or refused when also named with the cancel (``ambiguous_intent.cancel_taken_back``)."""
        cancelled = {i.order_id for i in reading.intents if i.kind == "cancel" and i.order_id}
        if not cancelled:
            return None
        ids = sorted(self.order_ids)
        for (p1, a), (p2, b) in zip(ids, ids[1:]):
            if a != b and a in cancelled and b in cancelled and p2 - p1 <= 4 and any(
                    self._word(k) in _EITHER for k in range(p1 + 1, p2)):
                return self._refuse(reading, "no_id.order")
        cancel_chunks = {c.chunk for c in self.cues if "cancel" in c.kinds}
        cancel_clauses = {c.clause for c in self.cues if "cancel" in c.kinds}
        kept = set()
        for p, i in ids:
            if i in cancelled and p > first and self.chunk_of[p] not in cancel_chunks and any(
                    self._word(k) in _KEEP_ID and self.chunk_of[k] == self.chunk_of[p] and not aside_from(self, k, p)
                    for k in range(max(0, p - 3), min(self.n, p + 4))):  # ("Cancel O1 and O2 (keep O3)": O3's)
                if any(q != p and j == i and self.clause_of[q] in cancel_clauses for q, j in ids):
                    return self._refuse(reading, "ambiguous_intent.cancel_taken_back",
                                        text=self._clause_text(self.clause_of[p]))
                kept.add(i)  # "O51 cancel karo, O53 rehne do": O53 stays
        if not kept:
            return None
        intents = [i for i in reading.intents if not (i.kind == "cancel" and i.order_id in kept)]
        if not any(i.kind == "cancel" for i in intents):
            return self._refuse(reading, "ambiguous_intent.not_cancel", text=self._clause_text(self.clause_of[first]))
        return reading.model_copy(update={"intents": intents})

    def _unless_done(self, clause: int) -> bool:
        """A condition with no "if" that something does not happen: "कल तक माल नहीं आया तो O3 रद्द समझिए", "rate
        kam nahi hua toh …" (a negation before the consequent's "to"/"तो"); not "from 10 trays to 6 trays"."""
        act = self.acts.get(clause)
        if act is None or not act.condition or act.consequent is None:
            return False
        lo, _ = self.clause_span[clause]
        return any(self.tokens[k].kind == "word" and self.tokens[k].key in NEGATIONS for k in range(lo, act.consequent))

    def _keeps_other(self, at: int) -> bool:
        """A keep phrase about another order ("Cancel O5, keep O6") or the rest of this one ("O294 में से almonds हटा
        दीजिए, बाकी order same रखिए", "baaki order same rakhiye", "keep the rest as is"): it takes no cancel back."""
        if any(self._word(k) in _REST for k in range(max(0, at - 4), at)):
            return True
        mine = self._ids_by_chunk.get(self.chunk_of[at], set())
        return bool(mine) and not mine & self._cancelled_ids

    def _phrases_at(self, lo: int, hi: int, phrases: frozenset[tuple[str, ...]]) -> list[int]:
        """Token positions in [lo, hi) where one of ``phrases`` starts (words only, symbols skipped)."""
        pos = [k for k in range(lo, hi) if self.tokens[k].kind == "word"]
        words = [self.tokens[k].key for k in pos]
        firsts = {p[0] for p in phrases}
        return [pos[k] for k, w in enumerate(words) if w in firsts and any(
            tuple(words[k:k + len(p)]) == p for p in phrases if p[0] == w)]

    def _kept_skus(self, cues: list) -> set[str]:
        """Goods whose every mention is kept: in a chunk with a negation and no cancel word ("not the onions"), or
        in a chunk without a cancel word whose nearest word before it in the clause (else after) is a keep word."""
        cancel_chunks = {c.chunk for c in cues}
        by_clause: dict[int, list[tuple[int, str]]] = {}  # (position, "cancel" | "keep") per clause
        for c in cues:
            by_clause.setdefault(c.clause, []).append((c.pos, "cancel"))
        for k, t in enumerate(self.tokens):
            if t.kind == "word" and (t.key in _KEEP or t.key in _KEEP_VERBS or t.key == _LEAVE and self._word(
                    k + 1) != _OUT) and self.chunk_of[k] not in cancel_chunks:  # "… but leave the rice"
                by_clause.setdefault(self.clause_of[k], []).append((k, "keep"))
        negated = {self.chunk_of[k] for k, t in enumerate(self.tokens) if t.kind == "word" and t.key in NEGATIONS}
        negated -= {self.chunk_of[k] for k, t in enumerate(self.tokens)  # "we do not want the sugar …, remove it":
                    if t.kind == "word" and t.key in _WANTED}  # not wanted is taken off, not kept
        for marks in by_clause.values():
            marks.sort()
        keeps: dict[str, bool] = {}
        for m in self.mentions:
            if m.sku is None:
                continue
            chunk, marks = self.chunk_of[m.first], by_clause.get(self.clause_of[m.first], [])
            k = bisect.bisect_left(marks, (m.first, ""))
            j = bisect.bisect_right(marks, (m.last, "~"))
            before, after = marks[k - 1][1] if k else None, marks[j][1] if j < len(marks) else None
            # Hindi puts the verb last ("चीनी और नमक रखिए"), English first ("keep the toor dal and sugar")
            nearest = (after or before) if self.language != "en" else (before or after)
            kept = chunk not in cancel_chunks and (chunk in negated or nearest == "keep")
            keeps[m.sku] = keeps.get(m.sku, True) and kept
        return {s for s, k in keeps.items() if k}

    # -- payments -----------------------------------------------------------------------------------------------

    def _pay_clauses(self, loose: bool = False) -> list[int]:
        """Clauses with a payment cue; ``loose``: also those with a word of paying, or an id and a price."""
        out = {c.clause for c in self.cues if "pay" in c.kinds}
        if loose:
            ids = {self.clause_of[p] for p, _ in self.bill_ids + self.order_ids}
            priced = {f.clause for f in self.figs if f.kind == "price"}
            out |= {self.clause_of[k] for k, t in enumerate(self.tokens) if t.kind == "word" and t.key in _PAY_WORDS}
            out |= ids & priced
        return sorted(out)

    def _later(self, clause: int) -> bool:
        """A payment to come in the clause: will / we'll / karenge / देंगे, or "on delivery" / "delivery pe"."""
        words = self._clause_words(clause)
        if not _LATER.isdisjoint(words) or _WILL.search(self._clause_text(clause)):
            return True
        if not _DAYS_AHEAD.isdisjoint(words) and _DONE_OR_NOW.isdisjoint(words):
            return True  # "Paying bill B2 on Monday", "Paying B3 in full after the festival"
        return clause not in getattr(self, "cod_paid_clauses", ()) and any(w in _DELIVERY and (  # lang.cod_paid
            k and words[k - 1] in _ON or k + 1 < len(words) and words[k + 1] in _ON) for k, w in enumerate(words))

    def _paid_back(self, clauses: list[int]) -> bool:
        """A take-back phrase ("ignore", "by mistake", "galti se") from the first payment clause on."""
        return bool(clauses) and bool(self._phrases_at(self.clause_span[clauses[0]][0], self.n, _PAY_BACK))

    def _asked_pay(self, clause: int) -> bool:
        """A payment asked about, not made: "Just confirm B3 is settled", "check whether B3 is paid" (a confirm
        word before the payment cue, or a question clause) with no amount of its own."""
        if not hasattr(self, "_priced_clauses"):
            self._priced_clauses = {f.clause for f in self.figs if f.kind == "price"}
            self._first_pay: dict[int, int] = {}
            for c in self.cues:
                if "pay" in c.kinds:
                    self._first_pay[c.clause] = min(self._first_pay.get(c.clause, c.pos), c.pos)
        if clause in self._priced_clauses:
            return False
        cue = self._first_pay[clause]
        lo, _ = self.clause_span[clause]
        asked = clause in self.acts and self.acts[clause].question and not any(  # not "B33 का पेमेंट हो गया, अब O36
            self._told_before_a_question(c, self.cues) for c in self.cues if c.clause == clause and "pay" in c.kinds)
        return asked or any(self._word(k) in _CONFIRM for k in range(lo, cue))  # कब आएगा?": the payment told

    def _pay_look(self, reading: Reading) -> Reading:
        clauses = self._pay_clauses()
        bill = reading.bill_id or next((i.bill_id for i in reading.intents if i.kind == "pay" and i.bill_id), None)
        ident = bill or next((i.order_id for i in reading.intents if i.kind == "pay" and i.order_id), self._the_bill())
        if self._paid_back(clauses):
            return self._refuse(reading, "ambiguous_intent.pay_taken_back", text=self._clause_text(clauses[0]),
                                id=ident)
        asked = [c for c in clauses if self._asked_pay(c)]
        if asked and len(asked) == len(clauses):  # every payment asked about: the bill asked for
            asked_bills = {i for p, i in self.bill_ids if self.clause_of[p] in asked}
            intents = [Intent(kind="ask_bill", bill_id=i.bill_id) if i.kind == "pay" and i.bill_id in asked_bills
                       else i for i in reading.intents]
            if any(i.kind == "pay" for i in intents):
                return self._refuse(reading, "ambiguous_intent.pay_taken_back", text=self._clause_text(asked[0]),
                                    id=reading.bill_id or self._the_bill())
            seen: set = set()
            intents = [i for i in intents if not (i.kind == "ask_bill" and (i.bill_id in seen or seen.add(i.bill_id)))]
            return reading.model_copy(update={"intents": intents, "intent": intents[0].kind})
        asking = {c.chunk for c in self.cues if c.kinds - {"pay", "neutral"}}
        paid = {i.bill_id for i in reading.intents if i.kind == "pay"}  # "Paid B53 today. Will clear B53 by Friday."
        for clause in clauses + [c for c in self._pay_clauses(loose=True) if c not in clauses and self._later(c) and paid
                                 & {i for p, i in self.bill_ids if self.clause_of[p] == c}]:
            lo, hi = self.clause_span[clause]
            words = [self.tokens[k].key for k in range(lo, hi)  # not "कल का ऑर्डर भेज दीजिए" beside the payment
                     if self.tokens[k].kind == "word" and self.chunk_of[k] not in asking]
            if self._later(clause) and not rest_to_come(self, clause):  # (not "₹5,000 paid to B12, rest next week")
                later = later_bills_apart(self, clause, _LATER | _DAYS_AHEAD) or {  # "B12 का … अगले हफ़्ते देंगे, अभी B6"
                    i for p, i in self.bill_ids if self.clause_of[p] == clause}
                now = {i for p, i in self.bill_ids if self.clause_of[p] in clauses and not self._later(self.clause_of[p])}
                kept = [i for i in reading.intents if not (i.kind == "pay" and i.bill_id in later)]
                if later and not later & now and any(i.kind == "pay" for i in kept) and not rest_of_paid(self, clause, later):
                    reading = reading.model_copy(update={"intents": kept, "intent": kept[0].kind})  # "B75 ka payment aaj
                    continue  # kar diya. B77 … karenge" (lang.rest_put_off: not "B3 ka thoda baaki …": a part paid)
                return self._refuse(reading, later_or_part(self, clause), text=self._clause_text(clause), id=ident)
            # a payment reported with its day ("Cleared B41 … by NEFT yesterday") pays: holdout2 en-k036, holdout17
            # en-010 read it so; "already"/"पहले ही" are refused earlier as paid_before
        return reading

    def _asks_only_of_paying(self) -> bool:
        """Every delivery or bill question's chunk holds a word of paying: the question is the payment's own."""
        paying = {self.chunk_of[k] for k, t in enumerate(self.tokens) if t.kind == "word" and t.key in _PAY_WORDS}
        return all(c.chunk in paying for c in self.cues if c.kinds & {"ask_delivery", "ask_bill"})

    def _headed_cancel(self, reading: Reading) -> Reading:
        """A whole order's cancel said in a subject or heading line over cancels of its lines ("Subject: O812 –
        cancellation of two lines / … cancel the jaggery and the suji from order O812", "विषय: O880 — एक आइटम रद्द"):
        the heading names what the body cancels; only the lines go. A whole cancel in the body stays (and is
        refused as narrowed, or stands)."""
        lined = {i.order_id for i in reading.intents if i.kind == "cancel" and i.sku is not None and i.order_id}
        whole = [i for i in reading.intents if i.kind == "cancel" and i.sku is None and i.order_id in lined]
        if not whole or "\n" not in self.text.strip():
            return reading
        heading = self.text.strip().split("\n", 1)[0]
        if not all(i.order_id in heading for i in whole):
            return reading
        kept = [i for i in reading.intents if not any(i is w for w in whole)]
        return reading.model_copy(update={"intents": kept, "intent": kept[0].kind})

    def _unread_pay(self, reading: Reading) -> Reading:
        """Nothing read, but a payment word: to come ("कल कर देंगे") is refused so; asked of a bill ("B3 ka
        payment ho gaya kya?") is ``ask_bill`` for it."""
        clauses = self._pay_clauses(loose=True)
        if not clauses:
            return reading
        bills = [i for _, i in self.bill_ids]
        ident = bills[0] if bills else (self.order_ids[0][1] if self.order_ids else self._the_bill())
        for clause in clauses:
            if self._later(clause):
                return self._refuse(reading, later_or_part(self, clause), text=self._clause_text(clause), id=ident)
        asked = all(self.acts.get(c) is not None and self.acts[c].question for c in clauses)
        for clause in clauses:
            words = self._clause_words(clause)
            if not asked and (not _BEFORE.isdisjoint(words) or not _KAL.isdisjoint(words)):  # "… kal raat
                return self._refuse(reading, "ambiguous_intent.paid_before",  # transfer kiya tha"
                                    text=self._clause_text(clause), id=ident)
        if len(set(bills)) == 1 and asked and not self.mentions and not self.order_ids:
            return Reading(readable=True, language=self.language, intent="ask_bill", items=[], bill_id=bills[0],
                           intents=[Intent(kind="ask_bill", bill_id=bills[0])])
        return reading
