"""Bills named by their order (``lang.nonitem``): a dispute of "the bill for O520" or of "O610 का बिल" names the
order's bill (the desk finds it, as it does for a payment by order), and a bill asked for several orders ("Please
send the bill for O534 and O535", "O735 aur O736 ka bill bhejo") is asked for each."""
from __future__ import annotations

import bisect

from lang.cited_bills import cited_orders
from lang.order_mistake import mistake_not_disputed
from lang.pending_bills import pending_at
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.acts import NEGATIONS
from lang.bill_mismatch import mismatch_ids
from lang.arrival_thanked import thanked_for_coming
from lang.order_paragraph import order_apart
from lang.sent_unnamed_bill import sent_for_unnamed_bill


#: The bill's nouns, and the account's: "O7 — … सिर्फ़ 16 पैकेट आए। हिसाब ठीक कर दीजिए।", "… Hisaab theek kar dijiye."
#: (session 51, probes51_cb o3010: the English "Please adjust" had read the dispute of O7's bill; these asked which bill).
_ACCOUNT = _BILL_NOUN | frozenset(fold(w) for w in "hisaab hisab हिसाब".split())
#: Words that put a total said in the past ("Last month's total was ₹6,800", "पिछली बार का बिल ₹6,800 था").
_PAST_TOTAL = frozenset(fold(w) for w in "was were last previous tha thi था थी pichle pichhle pichli पिछले पिछली "
                        "पिछला pichla".split())


#: Words before an order id that keep it out of a cancel ("except O8", "but not O8", "other than O8", "सिवाय O8").
_EXCEPT = frozenset(fold(w) for w in "except excluding not than sivay sivaay सिवाय".split())
#: Words after an order id that keep it out ("O8 ko chhod ke", "O8 को छोड़कर", "O8 के अलावा", "O8 ke alawa").
_EXCEPT_AFTER = frozenset(fold(w) for w in "chhod chhodke chhodkar chod chodke छोड़ छोड़के छोड़कर alawa alava अलावा".split())
#: Words of a day before today beside a payment, and of now (``_paid_days_ago``).
_DAYS_AGO = frozenset(fold(w) for w in "yesterday last ago earlier previous pichle pichhle pichla parso पिछले पिछला "
                      "परसों monday tuesday wednesday thursday friday saturday sunday somvar मंगलवार सोमवार tha था "
                      "was".split())
_NOW = frozenset(fold(w) for w in "today now aaj abhi आज अभी".split())
_DONT = frozenset(fold(w) for w in "doesnt dont doesn't don't does not".split())
#: Words before a dispute word that take it back or date it before ("Withdraw our dispute", "previously disputed").
_WITHDRAWN = frozenset(fold(w) for w in "withdraw withdrawing withdrawn previously earlier pehle पहले".split())
#: A complaint named, and taken back in its sentence ("dispute withdrawn", "शिकायत वापस लेते हैं", "dispute cancel").
_COMPLAINT = frozenset(fold(w) for w in "dispute complaint objection shikayat शिकायत aapatti आपत्ति".split())
_TAKEN_BACK = frozenset(fold(w) for w in "withdraw withdrawn withdrawing wapas vapas वापस cancel radd रद्द ignore rehne "
                        "रहने".split())  # ("B40 पर जो आपत्ति भेजी थी वो रहने दीजिए": let it be)
#: "wapas le jao" / "वापस ले जाइए": goods carried back (a return beside the complaint), not the complaint taken back
#: (session 52: "B3 पर शिकायत है, अगली गाड़ी से वापस ले जाना" had read no dispute; the English "take them back" did).
_BACK, _TAKE = fold("wapas"), fold("le")
_CARRY = frozenset(fold(w) for w in "ja jao jaana jaiye jaen jayen jaate jayenge jaenge जाओ जाना जाइए जाएँ जाए "
                   "जाते जाएँगे".split())
#: Words right before a dispute word that say it is not so ("Bill B4 isn't wrong", "is not wrong").
_NOT_SO = frozenset(fold(w) for w in "not isnt wasnt arent werent".split())
_DENY = NEGATIONS - {"no"}  # ("bill no. 44" names B44)
_RIGHT = frozenset(fold(w) for w in "correct right sahi सही theek thik ठीक".split())
_IS_WORDS = frozenset(fold(w) for w in "is are was its thats out hai है".split())
_HAD_ASKED = frozenset(fold(w) for w in "had asked".split())
_SAID_DONE = frozenset(fold(w) for w in "bola kaha kahaa कहा बोला kiya किया".split())
_WAS = frozenset(fold(w) for w in "tha thi the था थी थे".split())
_CANCELLED = frozenset(fold(w) for w in "cancelled canceled".split())
_BEFORE_TODAY = frozenset(fold(w) for w in "last earlier previously yesterday ago pichle pichhle पिछले".split())
#: Words between a bill id and the cut word asked of it ("B216 में कम", "B216 mein se kam", "from B216").
_BILL_POSTPOSITIONS = frozenset(fold(w) for w in "mein me में se से in from on of ka ki ke का की के".split())
#: The intents a cut word carries before the acts ("kam karo" lowers a price or cuts goods; "reduce" cuts goods).
_CUT = (frozenset({"cancel"}), frozenset({"offer"}))
_CUT_WORDS = frozenset(fold(w) for w in "kam कम reduce reduced lower less ghata ghatao घटा घटाओ घटाइए cut".split())
_IT = _IT_WORDS | frozenset(fold(w) for w in "uska uske उसका उसके".split())
#: Words of a bill's sum asked about a bill named by its id ("What is the amount on B15?", "B15 की रकम कितनी है?").
_BILL_SUM = frozenset(fold(w) for w in "amount sum total due outstanding balance raqam rakam रकम राशि kitna kitni "
                      "kitne कितना कितनी कितने baaki baki बाकी बकाया".split())


class OrderBillsMixin:
    """Disputes and bill questions that name orders, not bills; a bill's own order; bills a payment leaves."""

    def _bill_words(self) -> None:
        """Stage 3's intent words that a named bill changes: money sent for it (``_money_sent_for_a_bill``) and a
        bill asked to be reduced (``_bill_reduced``), and a mistake said of an order's count, no bill's (``lang.order_mistake``)."""
        self._money_sent_for_a_bill()
        sent_for_unnamed_bill(self)  # lang.sent_unnamed_bill: "₹2,500 for the pending bill sent today": which bill?
        self._bill_reduced()
        mistake_not_disputed(self)  # lang.order_mistake: "galti: O7 mein namak 25 ki jagah 15 kilo", no bill

    def _bill_reduced(self) -> None:
        """A cut word whose object is a named bill, with only postpositions between ("बिल B216 में कम कीजिए",
        "B216 mein kam karo", "please reduce B216"): the bill is complained of, a dispute, not goods cut from an open
        order (breaker K: "O219 के टमाटर 52 किलो आए पर 5 किलो सड़े थे, बिल B216 में कम कीजिए" had cancelled 5 kg
        from the delivered O219 and raised no dispute). Goods or figures between ("B40 mein se 10 kg cheeni kam karo")
        leave the cue as it is. One pass over the cues."""
        if not self.bill_ids:
            return
        at = {p for p, _ in self.bill_ids}
        for c in self.cues:
            if c.kinds not in _CUT or not any(self._word(k) in _CUT_WORDS for k in range(c.pos, c.end)):
                continue
            k = c.pos - 1
            while k >= 0 and self._word(k) in _BILL_POSTPOSITIONS:
                k -= 1
            if k in at or k - 1 in at and self.tokens[k].kind == "num" or c.end in at:  # (an id is "B" and "216")
                c.kinds = frozenset({"dispute"})

    def _order_dispute(self, cue: _Cue, intents: list, seen: set) -> bool:
        """A dispute whose clause names no bill but names orders ("The bill for O520 is wrong, we got 18 kg onions
        not 20", "O645 — 12 पेटी की जगह 10 पेटी मिली, बिल 12 का है"): a dispute of each order's bill, appended to
        ``intents`` as (position, Intent); True when one was."""
        lo, hi = self.clause_span[cue.clause]
        if self.bill_ids or "dispute" not in cue.kinds or not any(self._word(k) in _ACCOUNT for k in range(
                lo, hi)) and (any(c.kinds & {"cancel", "ask_delivery", "ask_bill"} for c in self.cues) or
                              not REST_WORDS.isdisjoint(self._words)):  # (not "received only 40 kg … when the balance"
            return False  # (not "O50 cancel karna hai, galti se dobara order ho gaya tha": a cancel, no bill named)
        ids = self._ids_in(self.order_ids, cue.clause) or (  # "O31 के 6 ट्रे अंडों में से एक ट्रे टूटी हुई आई 😕 बिल में
            self._ids_in(self.order_ids, cue.clause - 1) if len({i for _, i in self.order_ids}) == 1 and any(  # एडजस्ट
                self._word(k) in _ACCOUNT for k in range(lo, hi)) else [])  # कर दीजिए": the one order's (breaker AS)
        ids = cited_orders(self, ids)  # lang.cited_bills: "O36 is a duplicate of O37": O36 alone
        for ident in ids:
            if ("dispute", ident) not in seen:
                seen.add(("dispute", ident))
                intents.append((cue.pos, Intent(kind="dispute", order_id=ident, note=self._clause_text(cue.clause))))
        if ids:
            self.non_item_clauses.add(cue.clause)
            self._complaint(cue.clause)
        return bool(ids)

    def _complaint(self, clause: int) -> None:
        """A refusal word in a dispute's clause that names no price is the complaint's ("O1220 mein chawal ki bori mein
        kankad nikle, ye nahi chalega", "… short — not acceptable"), no refusal of the goods: its cues go."""
        key = (id(self.figs), len(self.figs), id(self.cues), len(self.cues))  # (built once a message: a scan per
        if getattr(self, "_complaint_key", None) != key:  # dispute was quadratic in a long message)
            self._complaint_key = key
            self._complaint_priced = {f.clause for f in self.figs if f.kind == "price"}
            self._refusals_at: dict[int, list] = {}
            for c in self.cues:
                if c.kinds == {"reject"}:
                    self._refusals_at.setdefault(c.clause, []).append(c)
        if clause in self._complaint_priced:
            return
        for c in self._refusals_at.pop(clause, ()):  # (each clause's once: "disputed B4 disputed B4 …" is one clause)
            if c.kinds == {"reject"}:
                c.kinds = frozenset()

    def _bill_of_the_past(self, cue: _Cue) -> bool:
        """A total said of the past beside goods asked for ("Quick one — 15 packs Surf Excel …. Last month's total
        was ₹6,800 so should be similar"): a past word in the bill word's clause and goods named elsewhere."""
        if not hasattr(self, "_past_total_clauses"):  # the clauses with a past word (one pass, not one a cue)
            self._past_total_clauses = {self.clause_of[k] for k, t in enumerate(self.tokens)
                                        if t.kind == "word" and t.key in _PAST_TOTAL}
            self._goods_clauses = {self.clause_of[m.first] for m in self.mentions}
        return cue.clause in self._past_total_clauses and bool(self._goods_clauses - {cue.clause})

    def _order_paid_as_it(self, cue: _Cue) -> list[str]:
        """The message's one order, paid as "it" / "use" / "उसे" / "uska" right after the payment word ("Has order
        #58 been dispatched? Paid it on Monday (UPI ref 90021)"); [] otherwise."""
        ids = {i for _, i in self.order_ids}
        return list(ids) if len(ids) == 1 and self._word(cue.end) in _IT else []

    def _not_excepted(self, cue: _Cue, ids: list[str]) -> list[str]:
        """A cancel's orders without those named as kept by an exception word before them ("Cancel O7 and O9 but not
        O8", "O8 ko chhod ke baaki sab cancel kar do", "O8 के अलावा सब रद्द कर दीजिए"); all the rest of the clause's
        order ids. Raises ``ambiguous_intent.cancel_except`` when only kept orders are named ("Cancel all pending
        orders except O8": which ones?)."""
        if not hasattr(self, "_kept_orders"):  # per clause, once: (orders kept, the others) — not a scan a cue
            self._kept_orders: dict[int, tuple[set, list]] = {}
            if not (_EXCEPT | _EXCEPT_AFTER).isdisjoint(self._keys):
                said = {k for c in self.cues if "cancel" in c.kinds for k in range(c.pos, c.end)}  # the "not" of "Do
                for p, ident in self.order_ids:  # not deliver O30" is the cancel's own, not "but not O8"
                    c = self.clause_of[p]
                    lo, hi = self.clause_span[c]
                    kept, others = self._kept_orders.setdefault(c, (set(), []))
                    if any(self._word(k) in _EXCEPT and k not in said for k in range(max(lo, p - 3), p)) or any(
                            self._word(k) in _EXCEPT_AFTER for k in range(p + 1, min(hi, p + 5))):
                        kept.add(ident)
                    else:
                        others.append(ident)
        kept, others = self._kept_orders.get(cue.clause, (set(), []))
        if not kept:
            return ids
        others = [i for i in others if i not in kept]
        if not others:
            raise _Fail(why("ambiguous_intent.cancel_except", id=", ".join(sorted(kept))), "cancel")
        return list(dict.fromkeys(others))

    def _paid_days_ago(self, cue: _Cue, cues: list) -> bool:
        """A payment told with a day before today ("We paid B4 last week", "B4 paid on Monday", "We cleared B4 on the
        20th", "B4 clear ho gaya tha pichle hafte") beside a payment made now in another sentence ("Today we are
        paying B5", "Aaj B5 ka ₹980 bheja"): the earlier one is told, not made. Alone, a payment with its day pays
        (holdouts 2 and 17 read it so)."""
        if not hasattr(self, "_clause_keys"):  # each clause's words once (a scan per payment word was quadratic)
            self._clause_keys: dict[int, frozenset] = {}
        def words(clause: int) -> frozenset:
            if clause not in self._clause_keys:
                lo, hi = self.clause_span[clause]
                self._clause_keys[clause] = frozenset(t.key for t in self.tokens[lo:hi] if t.kind == "word")
            return self._clause_keys[clause]
        mine = words(cue.clause)
        if mine.isdisjoint(_DAYS_AGO) or not mine.isdisjoint(_NOW):
            return False
        if not hasattr(self, "_paying_now"):  # the clauses of payment words said with "today" / "now", once
            self._paying_now = {c.clause for c in cues if "pay" in c.kinds and not words(c.clause).isdisjoint(_NOW)}
        return bool(self._paying_now - {cue.clause})

    def _carried_back(self, k: int) -> bool:
        """The word at ``k`` is "wapas" / "वापस" of goods carried back: "le" and a form of "jaana" right after it."""
        return self._words[k] == _BACK and self._word(k + 1) == _TAKE and self._word(k + 2) in _CARRY

    def _dispute_denied(self, cue: _Cue) -> bool:
        """A dispute word said not to apply: "no" / "koi" right before it with a negation right after ("koi dispute
        nahi", "कोई विवाद नहीं"), "no dispute", "dispute mat karna", "doesn't need to be disputed"."""
        before = [self._word(k) for k in range(max(0, cue.pos - 4), cue.pos)]
        after = [self._word(k) for k in range(cue.end, min(self.clause_span[cue.clause][1], cue.end + 2))]
        if set(before) & _WITHDRAWN or set(after) & _WAS and set(after) & _SAID_DONE:  # "Withdraw our dispute on B5",
            return True  # "I previously disputed B5 but it turned out correct", "B5 ka dispute kiya tha": not now
        if not hasattr(self, "_taken_back_clauses"):  # (once a message: a set per cue was quadratic)
            self._taken_back_clauses = {c for c, (lo, hi) in self.clause_span.items() if not _COMPLAINT.isdisjoint(
                self._words[lo:hi]) and any(self._words[k] in _TAKEN_BACK and not self._carried_back(k)
                                            for k in range(lo, hi))}
        if cue.clause in self._taken_back_clauses:  # "B41 dispute withdrawn", "B41 की शिकायत रद्द करें",
            return True  # "हमारी शिकायत वापस लेते हैं": the dispute taken back
        return before[-1:] == ["no"] or bool(set(before[-1:]) & _NOT_SO) or bool(set(after) & NEGATIONS) or bool(set(before) & _DONT) and "need" in before \
            or bool(set(before[-1:]) & _IS_WORDS) and self._word(cue.pos) in _RIGHT  # "whether B9 ₹2,400 is
        # correct": an adjective, no dispute

    def _not_denied(self, ids: list[str]) -> list[str]:
        """Bill ids without those said not to be meant ("Paid ₹450 for B17 (not B16)", "that's for B17, not B16",
        "B16 nahi, B17 ka ₹450 bheja hai"): a negation right before the id or right after it, or a word of being
        unpaid after it ("B9 paid; B10 pending", ``lang.pending_bills``) (computed once). Not the verb's negation of
        a dispute ("Your bill B4 doesn't match …, please correct it": ``lang.bill_mismatch``)."""
        if not hasattr(self, "_denied_bills"):
            verb_negated = mismatch_ids(self)
            self._denied_bills = {i for p, i in self.bill_ids if self._word(p - 1) in _DENY or (
                self._word(p - 2) in _DENY and self._sym(p - 1) == "(") or p not in verb_negated and _DENY & {
                    self._word(p + 1), self._word(p + 2)}} \
                if not NEGATIONS.isdisjoint(self._keys) else set()
            pending = pending_at(self)  # lang.pending_bills: "B9 paid; B10 pending" (B10 had been paid too)
            self._denied_bills |= {i for p, i in self.bill_ids if p in pending} - {
                i for p, i in self.bill_ids if p not in pending}
        return [i for i in ids if i not in self._denied_bills] if self._denied_bills else ids

    def _cancel_told(self, cue: _Cue) -> bool:
        """A cancel told of the past, not asked now: "had" / "asked" right before it ("I had asked to cancel O7"), a
        word of saying or doing in the past right after it ("O7 cancel karne bola tha", "O7 रद्द करने को कहा था", "O5
        cancel kiya tha"), or "cancelled" with a time before today in its clause ("Last week I cancelled O5")."""
        lo, hi = self.clause_span[cue.clause]
        before = {self._word(k) for k in range(max(lo, cue.pos - 3), cue.pos)}
        after = [self._word(k) for k in range(cue.end, min(hi, cue.end + 5))]
        if before & _HAD_ASKED or set(after) & _SAID_DONE and set(after) & _WAS:
            return True
        if not any(self._word(k) in _CANCELLED for k in range(cue.pos, cue.end)):
            return False
        if not hasattr(self, "_past_clauses"):  # the clauses with a time before today (one pass, not one a cue)
            self._past_clauses = {self.clause_of[k] for k, w in enumerate(self._words) if w in _BEFORE_TODAY}
        return cue.clause in self._past_clauses

    def _bills_for(self, kind: str, cue: _Cue) -> list[str]:
        """The bills a payment or dispute cue is about: those of its clause, else for a dispute those of the nearest
        sentence before that names any ("1. Bill B160 has been paid. 2. Bill B161 charges ₹42 … Please send a
        corrected bill.": B161's, not B160's too), else every bill the message names."""
        if kind == "dispute" and not self._ids_in(self.bill_ids, cue.clause):
            lo, hi = self.clause_span[cue.clause]
            if all(cue.pos <= k < cue.end or self.tokens[k].kind != "word" for k in range(lo, hi)) and (
                    hi >= self.n or self.tokens[hi - 1].kind == "nl") and (lo == 0 or self.tokens[lo - 1].kind == "nl"):
                after = [self.clause_of[p] for p, _ in self.bill_ids if self.clause_of[p] > cue.clause]
                if after:  # a heading ("### Dispute ⏎ - **B42** – …"): the bills under it (it had disputed the
                    return self._ids_in(self.bill_ids, min(after))  # paid B41 above it: breaker AK)
            before = [self.clause_of[p] for p, _ in self.bill_ids if self.clause_of[p] < cue.clause]
            if before:
                return self._ids_in(self.bill_ids, max(before))
        return self._ids_for(self.bill_ids, cue.clause)

    def _bill_sum_asked(self, clause: int, lo: int, hi: int) -> bool:
        """A question clause (token span ``lo``–``hi``) that names a bill by its id and a word of its sum asks for
        that bill ("What is the amount on B15?", "B15 की रकम कितनी है?"), not for a price."""
        return any(self.clause_of[p] == clause for p, _ in self.bill_ids) and any(
            self._word(i) in _BILL_SUM for i in range(lo, hi))

    def _order_bills_asked(self, cue: _Cue) -> list[str]:
        """The orders whose bill a bill question asks, in the order named ("the bill for O534 and O535")."""
        acting = {c.chunk for c in self.cues if c is not cue and c.kinds & {"cancel", "pay", "dispute", "order",
                                                                            "ask_delivery"}
                  and not (c.kinds == {"order"} and (0 <= cue.pos - c.end <= 3 or 0 <= c.pos - cue.end <= 3))}
        # ("Kindly send the bills for O809 and O815", "O48 का बिल भी अभी तक नहीं मिला, कृपया भेजें": the send asks the bill)
        mine = [i for p, i in self.order_ids if self.clause_of[p] == cue.clause and self.chunk_of[p] not in acting]
        return list(dict.fromkeys(mine)) if len(mine) > 1 else self._ids_near(self.order_ids, cue)[:1]  # (not
        # "Please cancel O7 and send the bill for O8": O7 is the cancel's)

    def _order_of_bill(self, cue: _Cue, bill: str, cues: list[_Cue], ids: list | None = None) -> bool:
        """The message's one order id is the bill's own order: every clause naming it names the bill, holds the
        cue, or asks nothing of its own ("bill B97 (order O207)"; "The soaps of order O19 were expired. We dispute
        B23"). Not an order another sentence or list line asks about: "Paid ₹12,450 against B21. Please send the
        bill for O50" pays B21 and asks O50's bill; "1. B42 की रकम ग़लत है 2. O95 कब निकलेगा?" disputes B42 alone."""
        if "pay" in cue.kinds and self._on_another_line(cue.pos, [p for p, _ in self.order_ids]):
            return False  # "Please confirm the delivery time for order O30.⏎Bill B14 has been paid": a list's other
            # line, not the bill's order (breaker N: pay(O30, B14) had taken the order, the question lost)
        own = {cue.clause} | {self.clause_of[p] for p, i in self.bill_ids if i == bill}
        asking = {c.clause for c in cues if c.kinds - {"neutral", "ask_quote_weak", "bill", "bill_weak"}}
        acting = {c.chunk for c in cues if c is not cue and c.kinds & {"cancel", "order", "ask_delivery", "ask_bill"}}
        return all((self.clause_of[p] in own or self.clause_of[p] not in asking) and self.chunk_of[p] not in acting
                   for p, _ in (self.order_ids if ids is None else ids)) and ("pay" not in cue.kinds or any(
                   self.clause_of[p] in own for p, _ in (self.order_ids if ids is None else ids)))  # not "O290 का पूरा
        # order cancel …, और B380 का payment …"; a payment's order is named beside it ("Received O14, thanks. Bill B14
        # paid ₹2,025": B14 alone; fixer M, s30)

    def _bill_order(self, cue: _Cue, bill: str, cues: list[_Cue]) -> str | None:
        """The order id that is the bill's own order (``_order_of_bill``), or None. With several order ids named, the
        one id every mention of which passes that test while each other id fails it for a dispute ("Thank you for
        delivering O87 … 8 of the 60 eggs were broken; kindly adjust this in bill B32. Also, … whether O88 will be
        dispatched": O87, holdout57 c048; fixer H, thirtieth session)."""
        named = list(dict.fromkeys(i for _, i in self.order_ids))
        named = [i for i in named if not order_apart(self, cue.pos, bill, [p for p, o in self.order_ids if o == i])
                 and not ("dispute" in cue.kinds and thanked_for_coming(self, i))]  # lang.arrival_thanked
        if len(named) == 1:  # (lang.order_paragraph: "Thank you for delivering O3. ⏎⏎ However, bill B3 charges …")
            return named[0] if self._order_of_bill(cue, bill, cues, [(p, o) for p, o in self.order_ids if o in named]) \
                else None
        if "dispute" not in cue.kinds:
            return None
        every = self.order_ids
        fits = [i for i in named if self._order_of_bill(cue, bill, cues, [(p, o) for p, o in every if o == i])]
        return fits[0] if len(fits) == 1 else None

    def _on_another_line(self, pos: int, others: list[int]) -> bool:
        """Whether any token position of ``others`` lies on another line (a newline between) than token ``pos``."""
        if not hasattr(self, "_newlines"):
            self._newlines = [k for k, t in enumerate(self.tokens) if t.kind == "nl"]
        line = bisect.bisect_left(self._newlines, pos)
        return any(bisect.bisect_left(self._newlines, p) != line for p in others)

    def _not_disputed(self, ids: list[str], cues: list[_Cue]) -> list[str]:
        """Of the bills a payment names from elsewhere in the message (a heading "Payment update" over a list of
        bills), those not disputed in their own clause: "- B51: disputed, 5 kg short" is no bill paid."""
        disputing = {c.clause for c in cues if "dispute" in c.kinds}
        if not disputing:
            return ids
        disputed = {ident for pos, ident in self.bill_ids if self.clause_of[pos] in disputing}
        return [i for i in ids if i not in disputed]
