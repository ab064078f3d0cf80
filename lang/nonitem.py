"""Intents about orders, bills and the counter: ids, cancel, pay, dispute, delivery and bill questions, counter bills."""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.kept_orders import keeping_brackets, not_kept
from lang.kept_whole import kept_whole
from lang.negation_elsewhere import words_before_cue
from lang.not_now_goods import not_wanted_now
from lang.bills_asked_again import ORDER_ASKED, asked_again, delivery_asked_again
from lang.bill_apposed import bill_apposed
from lang.cited_bills import cited_bills, cited_orders
from lang.dispute_told import dispute_told_before
from lang.paid_chunk import not_to_come, paid_in_own_chunk
from lang.paid_before_beside import BE_WORDS, CHUKA_WORDS, asked_beside
from lang.order_paid import order_paid_plainly
from lang.order_ids import IdsMixin
from lang.pay_amounts import PayAmountsMixin, paid_done
from events.money import PAID_TOGETHER
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)

#: "Sent"/"given" words that are payments only beside an amount ("₹2,000 bhej diye", not "challan bhej rahe hain").
_SENT = frozenset(" ".join(fold_phrase(p)) for p in (
    "bhej rahe", "bhej rahe hain", "bhej raha", "bhej diye", "bhej diya", "भेज रहे", "भेज रहे हैं", "भेज दिए", "भेज दिया",
    "de diye", "de diya", "दे दिए", "दे दिया", "diye hain", "sending", "sent the amount", "sent the money",
    "sent the balance", "daal diye", "daal diya", "डाल दिए", "डाल दिया"))  # ("पैसे सोमवार को डाल दिए थे": put in)

#: Send verbs of a "don't send" cancel ("mat bhejo", "मत भेजिए", "don't send"): the reader's send words and the
#: forms a "don't send" takes besides ("mat bheje", "नहीं भेजना").
_SEND_VERBS = frozenset(_SEND_WORDS) | frozenset(fold(w) for w in "bheje भेजना भेजे".split())
#: Words that make a "don't send" a hold for now ("yet", "until I confirm", "abhi", "kal batayenge").
_FOR_NOW = frozenset(fold(w) for w in "yet until till later now abhi abhee अभी tak तक confirm wait baad बाद batayenge "
                                      "bataenge bataunga बताएँगे बताएंगे बताऊँगा ruko रुको".split())

#: "need" words of "cancel karne ki zarurat nahi" (no need to cancel).
_NEED = frozenset(fold(w) for w in "zarurat zaroorat jarurat jaroorat zarorat ज़रूरत जरूरत ज़रुरत जरुरत".split())
_NOTHING = frozenset(fold(w) for w in "nothing".split())  # "Cancel nothing, just add …": said not to cancel
#: The words between a cancel and its "need" ("cancel karne ki zarurat", "रद्द करने की ज़रूरत").
_TO_DO = frozenset(fold(w) for w in "karne ki kee करने की".split())
#: Words that tell a payment made before ("already paid", "previously settled", "pehle hi", "पहले ही").
_ALREADY = frozenset(fold(w) for w in "already previously alreadyy".split())
#: A time before and "hi"/"ही" ("kal hi", "कल ही", "pehle hi"): a payment made then, already.
_BEFORE_WHEN = frozenset(fold(w) for w in "kal pehle pahle parso कल पहले परसों".split())
_EMPHATIC = frozenset(fold(w) for w in "hi ही".split())
#: The last word of a "done" payment phrase and the past perfect after it ("kar diya tha", "कर दिया था").
_DONE = frozenset(fold(w) for w in "diya diye di kiya kiye ki दिया दिए दी किया किए की".split())
_HAD = frozenset(fold(w) for w in "tha thi the था थी थे".split())

#: Words that may stand beside an order id in a chunk of its own ("and O13", "aur order O13 bhi").
_ID_FILLER = frozenset(fold(w) for w in "and aur और also bhi भी order ऑर्डर bill बिल the no number both dono दोनों pls "
                                          "please plz".split())
#: Ways money goes, which make "de diya" a payment though no amount is named ("B634 ka cheque no. 551902 de diya").
_MONEY_WAYS = frozenset(fold(w) for w in "cheque chq upi neft rtgs imps gpay phonepe paytm cash naqad nakad नकद चेक "
                        "paisa paise पैसा पैसे".split())
#: Words before a payment word that put it off ("so that we may pay ₹4,000 this week"): no payment made now.
_MODAL = frozenset(fold(w) for w in "may will shall can would could might cant cannot wont before until till".split())

#: A payment said done ("Paid ₹3,000", "₹3,000 bhej diye", "transferred"): with money and no bill id beside an order,
#: the message is refused (which bill?), not read as the order alone (not "than what we pay elsewhere").
_PAID_NOW = frozenset(fold(w) for w in "paid transferred deposited bheje bheja bhej diye diya भेजे भेजा दिए दिया jama जमा".split())

class NonItemMixin(PayAmountsMixin, IdsMixin):
    """Intents about orders, bills and the counter: ids, cancel, pay, dispute, delivery and bill questions, counter bills."""

    def _ids_for(self, ids: list[tuple[int, str]], clause: int) -> list[str]:
        """The ids named in a clause, else all the message names (first mention order)."""
        return self._ids_in(ids, clause) or self._id_index[id(ids)][1]

    def _ids_in(self, ids: list[tuple[int, str]], clause: int) -> list[str]:
        """The ids named in a clause (first mention order), indexed once per list of ids; [] when it names none."""
        key = id(ids)
        if key not in self._id_index:
            by_clause: dict[int, list[str]] = {}
            for pos, ident in ids:
                by_clause.setdefault(self.clause_of[pos], []).append(ident)
            self._id_index[key] = ({c: list(dict.fromkeys(v)) for c, v in by_clause.items()},
                                   list(dict.fromkeys(ident for _, ident in ids)))
        return self._id_index[key][0].get(clause, [])

    def _ids_near(self, ids: list[tuple[int, str]], cue: _Cue) -> list[str]:
        """The ids of the cue's chunk when it names any ("Keep O15, cancel O14", "cancel O7 and send the bill for
        O8"), else those of its clause (``_ids_for``)."""
        key = ("chunk", id(ids))
        if key not in self._id_index:  # by chunk, once (a scan per cue was quadratic: "cancel O1 " × 800)
            by_chunk: dict[int, list[str]] = {}
            for pos, ident in ids:
                by_chunk.setdefault(self.chunk_of[pos], []).append(ident)
            self._id_index[key] = ({c: list(dict.fromkeys(v)) for c, v in by_chunk.items()}, [])
        mine = self._id_index[key][0].get(cue.chunk)
        return mine or self._ids_for(ids, cue.clause)

    def _bare_ids_beside(self, cue: _Cue, bills: bool = False) -> list[str]:
        """Order ids of the cue's clause in chunks of their own that say nothing else ("Cancel O12 and O13",
        "O12 aur O13 cancel kar do"): cancelled with it. Not "Keep O15, cancel O14" (a word of its own), nor an id
        of a chunk with intent words ("… and send the bill for O8"). Worked out once per message (by clause and
        chunk), so a clause of many cancels stays linear. ``bills``: bill ids ("B103 aur B104 dono galat hain": both
        disputed)."""
        if not hasattr(self, "_bare_ids"):
            aside = {k for lo, hi in keeping_brackets(self) for k in range(lo, hi + 1)}  # "and O2 (keep O3)"
            spoken = {self.chunk_of[k] for k in range(self.n) if self.tokens[k].kind in ("word", "num")
                      and k not in self.taken and k not in aside and self.tokens[k].key not in _ID_FILLER} | {
                c.chunk for c in self.cues if c.pos not in aside}
            self._bare_ids: dict[tuple[bool, int], list[tuple[int, str]]] = {}  # (bills?, clause) -> (chunk, id) of
            self._id_first_at: dict[tuple[int, str], int] = {}  # ids in silent chunks; (clause, id) -> first named
            for is_bill, ids in ((False, self.order_ids), (True, self.bill_ids)):
                for pos, ident in ids:
                    self._id_first_at.setdefault((self.clause_of[pos], ident), pos)
                    if self.chunk_of[pos] not in spoken:
                        self._bare_ids.setdefault((is_bill, self.clause_of[pos]), []).append((self.chunk_of[pos], ident))
        here = self._bare_ids.get((bills, cue.clause))
        return [i for c, i in here if c != cue.chunk] if here else []

    def _held(self, cue: _Cue) -> bool:
        """A "don't send" whose clause says for now ("yet", "until I confirm", "abhi"): goods held, not cancelled."""
        words = [self.tokens[k].key for k in range(cue.pos, cue.end) if self.tokens[k].kind == "word"]
        if not set(words) & _SEND_VERBS:
            return False  # "cancel", "रद्द": a cancel whatever else the clause says
        if not hasattr(self, "_for_now_clauses"):  # the clauses saying for now (one pass, not one a cue)
            self._for_now_clauses = {self.clause_of[k] for k, t in enumerate(self.tokens)
                                     if t.kind == "word" and t.key in _FOR_NOW}
        return cue.clause in self._for_now_clauses and not not_wanted_now(self, cue)  # (lang.not_now_goods)

    def _negated(self, cue: _Cue) -> bool:
        """A negation right before or after the cue's words ("don't cancel O8", "No need to cancel O8",
        "O8 cancel mat karna", "O8 रद्द मत कीजिए"): the writer says not to do it."""
        lo, hi = self.clause_span[cue.clause]  # of its own clause ("Sugar not needed. Please remove the poha")
        before = words_before_cue(self, max(lo, cue.pos - 4), cue.pos)  # (lang.negation_elsewhere: not "nahi chahiye,")
        after = [self._word(k) for k in range(cue.end, min(hi, cue.end + 2)) if not self._number_mark(k)]  # (not
        # the "No." of "Cancel Order No. 52")
        own = any(self._word(k) in NEGATIONS for k in range(cue.pos, cue.end))  # "mat bhejna", "न भेजें": a cancel
        if not own and any(w in NEGATIONS or w in _NOTHING for w in before + after):  # said with its own "not", not
            return True  # undone by the "nahi" of "chini nahi chahiye, mat bhejna" (and "Cancel nothing, just add …")
        # "cancel karne ki zarurat nahi", "रद्द करने की ज़रूरत नहीं"
        later = [self._word(k) for k in range(cue.end, min(hi, cue.end + 6))]
        return any(w in _NEED and set(later[:q]) <= _TO_DO and set(later[q + 1:q + 3]) & NEGATIONS
                   for q, w in enumerate(later))

    def _non_item(self, cues: list[_Cue], intents: list[tuple[int, Intent]], claimed: set[int]) -> bool:
        """Cancel, pay, dispute, ask_delivery, ask_bill and counter-bill intents; True when any was found.

        A cancel, pay or dispute without an id is kept in ``self.missing_id`` and
        fails the message only when nothing else in it asks for an item
        ("Payment on delivery as usual" under an order is not a payment).
        """
        seen: set[tuple[str, str | None]] = set()
        self.non_item_clauses: set[int] = set()
        self.missing_id: _Fail | None = None
        self.missing_cancel: _Fail | None = None
        now_paid: set[int] | None = None
        bills_by_chunk: dict[int, dict[str, None]] | None = None
        # the clauses with an advance word ("Advance for O40 sent"): one pass over the tokens, not one a cue
        advance_clauses = {self.clause_of[p] for p, t in enumerate(self.tokens) if t.key in _ADVANCE} \
            if not _ADVANCE.isdisjoint(self._keys) else set()
        for cue in cues:
            if "cancel" in cue.kinds and self._held(cue):  # "don't send the sugar until I confirm": held, not
                raise _Fail(why("ambiguous_intent.hold", text=self._clause_text(cue.clause)), "cancel")  # cancelled
            for kind in NON_ITEM:
                if kind not in cue.kinds:
                    continue
                if kind == "cancel" and self._ids_in(self.bill_ids, cue.clause) and not self._ids_for(
                        self.order_ids, cue.clause):
                    kind = "dispute"  # "Cancel bill B1.", "बिल B1 रद्द कीजिए": a bill is disputed, the desk's way
                if kind == "bill" and (self.email or self._bill_of_the_past(cue)):  # (an e-mail states no counter bill)
                    continue  # "Last month's total was ₹6,800 so should be similar": no bill said now
                if kind == "bill":
                    amount = self._bill_amount(cue, claimed)
                    if amount is None:
                        continue  # "hua", "ho gaya" without an amount next to them say nothing
                    self.non_item_clauses.add(cue.clause)
                    if ("bill", None) not in seen:
                        seen.add(("bill", None))
                        intents.append((cue.pos, Intent(kind="bill", total_paise=_paise(amount))))
                    continue
                if kind == "dispute" and self._dispute_denied(cue):  # "We have no dispute with B5", "B5 mein koi
                    continue  # dispute nahi hai", "B5 पर कोई विवाद नहीं है": no dispute
                if kind == "cancel" and self._negated(cue):  # "Don't cancel the sugar order", "O8 cancel mat karna"
                    kept_whole(self, cue, _Fail(why("ambiguous_intent.not_cancel", text=self._clause_text(cue.clause)), "cancel"))
                    continue  # lang.kept_whole: "Don't cancel O6, just add 1 kg butter to it" (else it raised)
                if kind == "cancel" and self._cancel_told(cue):  # "I had asked to cancel O7 earlier", "Last week I
                    self.non_item_clauses.add(cue.clause)  # cancelled O5", "पहले O7 रद्द करने को कहा था": told, not
                    continue  # asked now
                if kind == "cancel" and (cue.clause in self.cancel_items or cue.clause + 1 in self.cancel_items
                                         and self._ends_with_colon(cue.clause)):
                    self.non_item_clauses.add(cue.clause)  # "cancel the 50 packets of incense": by its items
                    seen.add(("cancel", f"items:{cue.clause}"))
                    continue
                if kind == "pay" and cue.clause in self.acts and self.acts[cue.clause].question and not (
                        self._told_before_a_question(cue, cues)):
                    continue  # "Have you received our payment of ₹2,000 for B8?": asked, not paid
                if kind == "pay" and self._phrase(cue) in _SENT and not self._money_in(cue.clause) and (
                        cue.clause not in self._clauses_with(_MONEY_WAYS)):
                    continue  # "challan bhi saath bhej rahe hain": something sent, no money named
                if kind == "pay" and self._pay_withheld(cue):  # "बिल B6 का भुगतान अभी नहीं होगा", "B6 ka payment
                    continue  # hold pe hai", "Payment for B6 won't happen now": said not to be paid — no payment
                if kind == "pay" and self._paid_days_ago(cue, cues):  # "We paid B4 last week. Today paying B5"
                    self.non_item_clauses.add(cue.clause)
                    continue
                if kind == "pay" and self._paid_before(cue):  # "B5 ka payment kal hi kar diya tha": none made now
                    if now_paid is None:  # the clauses of payments made now (computed once: O(cues))
                        now_paid = {c.clause for c in cues
                                    if "pay" in c.kinds and not self._paid_before(c) and not self._promised(c)}
                    if now_paid - {cue.clause} or asked_beside(self, self.cues, cue.clause):  # lang.paid_before_beside
                        self.non_item_clauses.add(cue.clause)  # (its bill id is told, not left unexplained)
                        continue  # "B6 was already paid. Paying B7 ₹500 now": the payment now stands alone
                    bill = (self._ids_in(self.bill_ids, cue.clause) or self._ids_for(self.bill_ids, cue.clause)
                            or ["the bill"])[0]
                    raise _Fail(why("ambiguous_intent.paid_before", text=self._clause_text(cue.clause), id=bill),
                                "pay")
                if kind == "pay" and (self._promised(cue) or _MODAL.intersection(  # "so that we may pay ₹4,000"
                        self._word(k) for k in range(cue.pos - 3, cue.pos))):
                    continue  # "Payment will be made upon receipt of B21", "we can't pay for broken stock": not paid
                paid_orders = self._ids_in(self.order_ids, cue.clause) or self._order_paid_as_it(cue) \
                    if kind == "pay" and not self.bill_ids else []  # "Has order #58 been dispatched? Paid it on Monday"
                if paid_orders and (self._money_in(cue.clause) or cue.clause in advance_clauses or self._money_named(
                        cue.clause) or paid_orders != self._ids_in(self.order_ids, cue.clause) or order_paid_plainly(self, cue)):
                    # "Advance for order O40 sent", "Paid ₹4,320 for O401 by UPI": the bill of that order (the desk
                    # finds it); not "share the bill … under order O40, so that we may process payment"
                    self.non_item_clauses.add(cue.clause)
                    amount = self._pay_amount(cue, claimed)  # the payment's money ("…; send 10 kg sugar too": not
                    for ident in paid_orders:  # sugar's); "₹12,000 against O3 and O4": each, no amount of either
                        if ("pay", ident) not in seen:
                            seen.add(("pay", ident))
                            intents.append((cue.pos, Intent(kind="pay", order_id=ident, total_paise=_paise(
                                amount) if amount is not None and len(paid_orders) == 1 else None)))
                    continue
                if kind == "ask_bill" and not (cue.clause in self.acts and self.acts[cue.clause].question) and \
                        any("pay" in c.kinds and c.clause == cue.clause and (self._money_in(cue.clause) or c.chunk ==
                                                                                 cue.chunk)  # "paid the pending bill"
                                                           and not self._promised(c) and not _MODAL.intersection(
                                                               self._word(k) for k in range(c.pos - 3, c.pos))
                                                           for c in cues_of_clause(self, cues, cue.clause)):  # (a payment put off asks nothing)
                    continue  # "We have transferred ₹4,500 towards the outstanding amount": what is paid, not asked
                if kind == "dispute" and self._order_dispute(cue, intents, seen):  # "The bill for O520 is wrong"
                    continue
                if kind == "dispute" and dispute_told_before(self, cue, cues):  # "Do baar bill bana diya. B72 cancel
                    self.non_item_clauses.add(cue.clause)  # karo, B71 rakho": B72's (lang.dispute_told)
                    continue
                if kind in ("cancel", "pay", "dispute") and not self._ids_for(
                        self.order_ids if kind == "cancel" else self.bill_ids, cue.clause):
                    what = why("no_id.order") if kind == "cancel" else why("no_id.bill", action=kind)
                    self.missing_id = self.missing_id or _Fail(what, kind)
                    if kind == "cancel" or kind == "pay" and (self._money_in(cue.clause) and not _PAID_NOW.isdisjoint(
                            self._word(k) for k in range(cue.pos, cue.end)) or paid_done(self, cue.clause)):  # "Kal ka
                        self.missing_cancel = self.missing_cancel or _Fail(what, kind)  # order cancel, aaj 20 kilo aloo
                        # bhejo", "Paid ₹3,000 yesterday, and send 5 litres ghee" (breaker I: the ₹3,000 was the ghee's);
                        # never incidental either: "Payment done. Send 10 kg rice." (lang.pay_amounts.paid_done)
                    continue
                self.non_item_clauses.add(cue.clause)
                if kind == "cancel":
                    ids = self._ids_near(self.order_ids, cue)
                    beside = self._bare_ids_beside(cue)  # "Cancel O12 and O13", "O12 aur O13 cancel kar do"
                    if beside:  # in the order written
                        at = self._id_first_at
                        ids = sorted(dict.fromkeys(ids + beside), key=lambda i: at.get((cue.clause, i), self.n))
                    ids = cited_orders(self, not_kept(self, cue, self._not_excepted(cue, ids)))  # "… except O8", not O8;
                    for ident in ids:
                        if (kind, ident) not in seen:
                            seen.add((kind, ident))
                            intents.append((cue.pos, Intent(kind="cancel", order_id=ident)))
                elif kind in ("pay", "dispute"):
                    ids = self._not_denied(self._bills_for(kind, cue))  # (not "B17, not B16")
                    if kind == "pay":  # lang.paid_chunk: not "B81 short 5 kg onion" in "B80 paid, B81 short …"
                        ids = paid_in_own_chunk(self, cue, ids)
                    if kind == "pay" and not self._ids_in(self.bill_ids, cue.clause):
                        ids = not_to_come(self, self._not_disputed(ids, cues))  # "**Payment update** … - B51:
                        # disputed, 5 kg short", "- B5: 5 tareekh ko denge" (lang.paid_chunk)
                    if kind == "dispute":  # "bill B27 is double — … billed on B25 too": the bill of the cue's chunk
                        self._complaint(cue.clause)  # "B44 mein kankad nikle, ye nahi chalega": no refusal
                        if bills_by_chunk is None:  # the bills named in each chunk, in order (once: O(ids))
                            bills_by_chunk = {}
                            for p, i in self.bill_ids:
                                bills_by_chunk.setdefault(self.chunk_of[p], {})[i] = None
                        mine = list(bills_by_chunk.get(cue.chunk, ()))  # and the bills named bare beside it
                        ids = sorted(dict.fromkeys(mine + self._bare_ids_beside(cue, bills=True)), key=lambda i: self.
                                     _id_first_at.get((cue.clause, i), 0)) if mine else ids  # ("B103 aur B104 galat")
                        ids = cited_bills(self, ids, cue.clause)  # lang.cited_bills: "B27 … billed twice (it is also in B25)"
                    each = self._amount_of_each(ids, cue.clause, claimed) if kind == "pay" and len(ids) > 1 else {}
                    amount = self._pay_amount(cue, claimed) if kind == "pay" and not each else None
                    total = None if amount is None or len(ids) > 1 else _paise(amount)
                    together = f"{PAID_TOGETHER}{_paise(amount)}" if amount is not None and len(ids) > 1 else ""
                    for ident in ids:
                        total = _paise(each[ident]) if ident in each else total
                        if (kind, ident) not in seen:
                            seen.add((kind, ident))
                            note = together if kind == "pay" else self._clause_text(cue.clause)
                            order = self._bill_order(cue, ident, cues) if (kind == "dispute" or kind == "pay" and len(
                                ids) == 1) and self.order_ids else None  # "bill B97 (order O207)" (lang.order_bills)
                            intents.append((cue.pos, Intent(kind=kind, bill_id=ident, note=note, total_paise=total,
                                                            order_id=order)))
                        elif total is not None:  # "Payment for bill B7. We have transferred ₹2,150 for B7."
                            for k, (pos, old) in enumerate(intents):
                                if old.kind == kind and old.bill_id == ident and old.total_paise is None:
                                    intents[k] = (pos, old.model_copy(update={"total_paise": total}))
                elif kind == "ask_bill" and self._bill_asked_later(cue, cues):
                    continue  # "Our auditor needs all purchase bills. Please send the bills for O5 and O6": the later
                    # sentence's ids (the first had taken O5 alone, and O6 was dropped: breaker AK)
                elif not any(k == kind for k, _ in seen) or kind == "ask_delivery" and any(  # "O41 ka kya hua? O42 kab aayega?": both;
                        (kind, i) not in seen or delivery_asked_again(self, cue, intents, i) for i in self._ids_in(self.order_ids, cue.clause)) or (  # "Has O1 (rice) left? Has O1 (dal) left?": each question (probes52_ta s3006)
                        kind == "ask_bill" and asked_again(self, cue, seen)):  # "Send a copy of B86. Also … B87."
                    again = any(k == kind for k, _ in seen)
                    ids = self._ids_near(self.order_ids if kind == "ask_delivery" else self.bill_ids, cue)
                    if kind == "ask_delivery" and ids and not self._ids_in(self.order_ids, cue.clause):
                        ids = self._not_asked_otherwise(ids, cue, cues)
                    if kind == "ask_bill" and self._ids_in(self.order_ids, cue.clause) and (not self._ids_in(
                            self.bill_ids, cue.clause) or {self.chunk_of[p] for p, _ in self.order_ids} - {
                            self.chunk_of[p] for p, _ in self.bill_ids} & {cue.chunk} and not bill_apposed(self, cue)):
                        ids = []  # "Paid B21. Please send the bill for order O50": O50's bill, not B21 again (nor
                        # in "B58 payment done and O45 bill send": B58 is the payment's, O45's bill is asked)
                    elif kind == "ask_bill" and ids:  # "B86 और B87 की कॉपी भेज दीजिए": each (breaker AS)
                        ids = self._ids_listed_beside(ids, cue.clause, bills=True)
                    if not ids and kind == "ask_delivery" and not self.mentions and \
                            len({i for _, i in self.order_ids}) == 1:  # "What about O19 — will it reach by 10?"
                        ids = [self.order_ids[0][1]]
                    if not ids and kind == "ask_delivery" and not self.mentions:  # "O90 & O91 — both pending
                        ids = self._ids_in(self.order_ids, cue.clause - 1)  # since last week. Any update?"
                    if kind == "ask_delivery" and ids:  # "Where are O40 and O41?": the ids listed with it are asked too
                        ids = self._ids_listed_beside(ids, cue.clause)
                    orders = self._order_bills_asked(cue) if kind == "ask_bill" and not ids and self.order_ids else [None]
                    if again and kind == "ask_bill":  # a later bill question: the bills and orders not yet asked
                        ids = [i for i in ids if (kind, i) not in seen]
                        orders = [o for o in orders if o is None and ids or (ORDER_ASKED, o) not in seen]
                        if not ids and not [o for o in orders if o is not None]:
                            continue
                    seen.update((kind, i) for i in ids or [None])
                    seen.update((ORDER_ASKED, o) for o in orders if kind == "ask_bill" and o is not None)
                    field_name = "order_id" if kind == "ask_delivery" else "bill_id"
                    for order in orders:  # "send the bill for order O15", "… for O534 and O535": each
                        for ident in ids[:8] or [None]:  # "Where are O40 and O41?": each asked about
                            intents.append((cue.pos, Intent(kind=kind, **{field_name: ident},
                                                            **({"order_id": order} if order else {}))))
        if any(k == "ask_delivery" for k, _ in seen):
            self._asked_after_too(intents, seen)  # "Has O44 left? And what about O46?"
        return bool(seen)

    def _not_asked_otherwise(self, ids: list[str], cue: _Cue, cues: list) -> list[str]:
        """The order ids a delivery question about goods of its own borrows from other sentences: not those named
        only with another request ("O19 का बिल भेज सकते हैं? … 10 किलो बेसन कल निकला क्या?": the besan is asked
        after, O19's bill asked for; O19 had been asked after too, silently)."""
        if not any(self.clause_of[m.first] == cue.clause for m in self.mentions):
            return ids
        other = {self.clause_of[p] for p, _ in self.order_ids if any(
            c.kinds and "ask_delivery" not in c.kinds and "order_ref" not in c.kinds
            for c in cues_of_clause(self, cues, self.clause_of[p]))}
        return [i for i in ids if any(j == i and self.clause_of[p] not in other for p, j in self.order_ids)]

    def _bill_asked_later(self, cue: _Cue, cues: list) -> bool:
        """A bill question whose sentence names no id while a later bill question's sentence does."""
        return not self._ids_in(self.order_ids, cue.clause) and not self._ids_in(self.bill_ids, cue.clause) and any(
            "ask_bill" in c.kinds and c.clause > cue.clause and (self._ids_in(self.order_ids, c.clause) or self._ids_in(
                self.bill_ids, c.clause)) for c in cues)

    def _asked_after_too(self, intents: list, seen: set) -> None:
        """An order id alone in a short question after a delivery question ("And what about O46?", "Aur O46?",
        "O46 का?"): asked after as well (it had been refused as "what about O46?")."""
        asked = {i for k, i in seen if k == "ask_delivery"}
        first = min((p for p, i in intents if i.kind == "ask_delivery"), default=None)
        for pos, ident in self.order_ids:
            clause = self.clause_of[pos]
            act = getattr(self, "acts", {}).get(clause)
            if ident in asked or first is None or pos < first or act is None or not act.question:
                continue
            lo, hi = self.clause_span[clause]
            words = [self.tokens[k].key for k in range(lo, hi) if self.tokens[k].kind == "word" and k != pos]
            if len(words) <= 4 and not any(c.clause == clause for c in self.cues if c.kinds):
                intents.append((pos, Intent(kind="ask_delivery", order_id=ident)))
                asked.add(ident)
                seen.add(("ask_delivery", ident))

    def _paid_before(self, cue: _Cue) -> bool:
        """A payment told as made before, not made now: "already" / "previously" / "पहले ही" / "हो चुका" in the cue's clause,
        "kal hi" / "कल ही" (yesterday itself), or a past perfect right after the cue ("kar diya tha", "कर दिया था").
        A plain report ("Paid B12 ₹4,300 via UPI") is a payment; one dated before today ("Cleared B41 by NEFT
        yesterday") is refused by the last look (lang.take_backs)."""
        if not hasattr(self, "_before_clauses"):
            self._before_clauses: dict[int, bool] = {}  # clause → its words tell of a payment before (O(1) a cue)
        told = self._before_clauses.get(cue.clause)
        if told is None:
            lo, hi = self.clause_span[cue.clause]
            words = [self.tokens[k].key for k in range(lo, hi) if self.tokens[k].kind == "word"]
            told = bool(set(words) & _ALREADY) or any(a in _BEFORE_WHEN and b in _EMPHATIC or a in BE_WORDS and b in CHUKA_WORDS
                                                       for a, b in zip(words, words[1:]))
            self._before_clauses[cue.clause] = told
        if told:
            return True
        last = self._word(cue.end - 1)
        return last in _DONE and self._word(cue.end) in _HAD

    def _clause_text(self, clause: int) -> str:
        lo, hi = self.clause_span.get(clause, (0, 0))
        toks = [t for t in self.tokens[lo:hi] if t.kind != "nl"]
        return self.text[toks[0].start:toks[-1].end][:200].replace(STRUCK, "~~") if toks else ""  # a struck figure

    def _gap(self, a: int, b: int) -> int:
        """Words between token a and token b (exclusive), not counting fillers and symbols (O(1): prefix sums)."""
        if not hasattr(self, "_gap_prefix"):
            prefix = [0]
            for t in self.tokens:
                prefix.append(prefix[-1] + (t.kind in ("word", "num") and t.key not in _BILL_FILLER
                                            and t.key not in _CUR_AFTER))
            self._gap_prefix = prefix
        return self._gap_prefix[b] - self._gap_prefix[a] if b > a else 0
