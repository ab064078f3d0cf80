"""Stages 3–4 applied: clause acts (``lang.acts``) and price roles (``lang.roles``) change cues and figures."""
from __future__ import annotations

from lang.yes_no import held_on, if_yes, yeses
from lang.quoted_unsaid import quoted_unsaid
from lang.third_party import want_told; from lang.stock_told import due_said  # ("… dispatch hona tha": told as due)
from lang.stock_told import stock_said
from lang.sent_beside_question import sent_beside_question
from lang.unit_said_once import counts_of_a_change
from lang.packs_counted import clause_counts
from lang.sellers_prices import price_roles_told
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.act_words import (  # noqa: F401
    MAKE_IT as _MAKE_IT, CORRECT as _CORRECT, LOWER as _LOWER, THEIRS as _THEIRS, LOWER_TO as _LOWER_TO, NEW_FIRST as
    _NEW_FIRST, MAKE_IT_ONE as _MAKE_IT_ONE, DELIVERY_TERMS as _DELIVERY_TERMS, FINAL as _FINAL, STATED as _STATED,
    KG_IN as _KG_IN, WHOLE as _WHOLE, HOLD as _HOLD, HOW_MUCH as _HOW_MUCH, TAKE as _TAKE, WOULD as _WOULD, BE as _BE)
from lang.act_turns import TurnsMixin
from lang.clause_checks import ClauseChecksMixin
from lang.order_terms import OrderTermsMixin

#: First words of an amount asked ("how much", "kitna", "कितने का") or of a total named: with a bill id, no goods, asked
_AMOUNT_ASKED = frozenset(fold(w) for w in "how kitna kitne कितना कितने total".split())
_IF_THEN = frozenset(fold(w) for w in "if agar agr अगर yadi यदि toh तो".split())  # "Is rate pe do toh order pakka"
#: "Work" as written, which folds as "kam" (less): "bahut kaam aaya" is no short delivery.
_WORK = frozenset(("काम", "kaam"))
_ON_A = frozenset(fold(w) for w in "par pe pr per on पर पे".split())  # "bori pe ₹50 kam": the change's unit before it
#: "Again" — a bill charged again, but before a send word goods sent again ("वही दोबारा भेजिए": breaker F).
_AGAIN = frozenset(fold(w) for w in "dobara दोबारा dubara दुबारा".split())

class ActsMixin(TurnsMixin, OrderTermsMixin, ClauseChecksMixin):
    """Stages 3–4 applied: clause acts (``lang.acts``) and price roles (``lang.roles``) change cues and figures."""

    def _apply_acts(self) -> None:
        """Stages 3–4 (``lang.acts``, ``lang.roles``): figures' roles and clauses' acts change cues and figures.

        Reference prices leave; relative changes are marked; a background clause is context (its items, figures and
        intent words leave; so do the order words of someone else's want, ``lang.third_party``); an arrival question
        asks for the delivery; an accept asked as a question is an offer, and so is a price asked with no intent word;
        a negative clause about an item rejects it; the consequent of a condition orders nothing; a cancel without an
        id cancels the items of its clause (``cancel_items``). Conflicts left: ``self.conflict`` (``ambiguous_intent``).
        """
        self.cues = [c for c in self.cues if not ("dispute" in c.kinds and (any(  # "भीड़ में बहुत काम आया" (came in
            self.tokens[k].text.lower() in _WORK for k in range(c.pos, c.end))  # useful) folds as "kam aaya" (short);
            or c.end - c.pos == 1 and self._word(c.pos) in _AGAIN and self._word(c.end) in _SEND_WORDS and not any(
                self._word(k) in _BILL_LEADS for k in range(*self.clause_span[c.clause]))))]  # "वही दोबारा भेजिए"
        self._not_this_but_that()  # lang.second_thoughts: "ande 30 nahi 60 bhejna"
        self._rest_as_is()  # lang.count_changes: "…, baaki waisa hi rehne do" keeps the rest, cancels nothing
        corrected = self._corrections()  # lang.second_thoughts: "sorry, I meant 30 kg, not 20"
        self._too_high_per_unit()  # lang.price_asks: "paneer 380 kilo zyada hai, 350 kar do"
        self.conflict: str | None = None
        self.retracted = self.tentative = None  # (str | None: the clause taken back; the tentative one)
        self.cancel_items: set[int] = set()
        self.conditional: str | None = None  # a clause waiting on a price to move ("if the rice price drops …")
        self.whole_cancels: set[int] = set()  # clauses cancelling a whole order by id ("O412 entirely")
        self.cancel_chunks: set[int] = set()  # chunks with a cancel word
        self.ordering_chunks: set[int] = set()  # chunks of a cancel clause that order ("… and send 10 kg rice")
        roles = price_roles_told(self)  # lang.roles, with another seller's told prices references (lang.sellers_prices)
        referred = {pos for pos, role in roles.items() if role.startswith("reference")}  # before any is dropped
        asked = [f for f in self.figs if f.kind == "price" or f.kind == "bare" and (roles.get(f.pos) == "relative" or self._do_price(f))]  # ("… too
        for dropped in (("reference_weak", "reference_if_new"), ("reference",)):  # high. do 40": ₹ or not)
            if not any(roles.get(f.pos, "relative") == "relative" for f in asked):  # no new price: the weaker go (not a past rate apart)
                roles = {pos: role for pos, role in roles.items() if role not in dropped or self._told_apart(pos, role)}
        new_in = {f.clause for f in asked if roles.get(f.pos, "relative") == "relative"}  # (a cut is new: "you quoted
        last_new = max((f.pos for f in asked if roles.get(f.pos, "relative") == "relative"), default=-1)  # ₹118 … reduce ₹5")
        roles = {pos: role for pos, role in roles.items()  # a weak reference needs a new price in its own clause
                 if (role != "reference_weak" or self.clause_of[pos] in new_in or self._next_says(pos, new_in))
                 and (role != "reference_if_new" or last_new > pos)}
        roles.update(references_alongside(roles, [(f.pos, f.clause) for f in self.figs if f.kind == "price"],
                                          {c.clause for c in self.cues if c.kinds & _ITEM_KINDS}))
        self.reference_at = {pos for pos, role in roles.items() if role.startswith("reference")}
        figs = []
        self.refused_prices: dict[int, list[_Fig]] = {}  # chunk -> the reference prices dropped from it
        for f in self.figs:
            role = roles.get(f.pos) if f.kind in ("price", "bare") else None
            if role in ("reference", "reference_weak", "reference_if_new", "bound", "sold_at"):
                if f.kind == "price" and role != "bound":
                    self.refused_prices.setdefault(self.chunk_of[f.pos], []).append(f)
                continue
            if role == "relative":
                f.kind, f.role = "price", "relative"
                k = f.pos - 1 - (self._sym(f.pos - 1) == "₹" or self._word(f.pos - 1) in ("rs", "inr"))
                if f.unit is None and k >= 1 and self._word(k) in _ON_A and UNIT_WORDS.get(self._word(k - 1)) in (
                        "sack", "case", "tray", "quintal", "dozen"):
                    f.unit = UNIT_WORDS[self._word(k - 1)]  # "आटे की बोरी पर ₹50 कम": ₹50 a sack (was a packet)
            figs.append(f)
        self.figs = figs
        counted = {f.clause for f in self.figs if f.kind == "qty"}
        cued = {c.clause for c in self.cues}
        sent = {c.clause for c in self.cues if c.kinds == {"order"}}
        plainly_ordered = any("order" in c.kinds and not (not _IF_THEN.isdisjoint(self._keys) and any(self._word(k) in
            _IF_THEN for k in range(*self.clause_span[c.clause]))) for c in self.cues)  # not "इस भाव पर दें तो ऑर्डर पक्का"
        ordered = min((c.clause for c in self.cues if "order" in c.kinds), default=self.n + 1)  # "Order for Friday:
        # … butter 40 packs @ ~~₹56~~ ₹52": a list headed as an order orders at the new price
        for f in self.figs:  # "detergent ₹85 kar do", "₹175 ट्रे करोगे?", "₹130 pe kar do": a price made so offers
            at = f.end + (self._word(f.end) in _PRICE_AFTER)
            if f.kind == "price" and not f.role and tuple(self._word(at + q) for q in range(2)) in _MAKE_IT and self._word(at + 2) not in UNIT_WORDS \
                    or f.kind == "price" and not f.role and self._word(at) in _MAKE_IT_ONE and self._word(at + 1) not in UNIT_WORDS:
                self.cues.append(self._offer_after(f))
            elif f.kind == "price" and not f.role and "match" in (self._word(f.pos - 1), self._word(f.pos - 2)):
                self.cues.append(self._offer_after(f))  # "Match
                # ₹72 and we'll take 40 packets": the price asked for
            elif f.kind in ("price", "bare") and not f.role and self._do_price(f):
                f.kind = "price"  # "sugar 44 too high. do 40 n we r good": a price asked with no ₹ written
                self.cues.append(self._offer_after(f))  # "Atta
                # ₹205 … is too high — do ₹198": a price asked (not "what do ₹40 and ₹42 come to")
            elif f.kind == "price" and not f.role and self._after_struck(f.pos) and f.clause <= ordered and not (
                    plainly_ordered and f.clause in counted and (f.clause not in cued or f.clause in sent)):  # not a
                # row with its quantity, nor "Sugar: ~~₹45~~ ₹42/kg × 50 kg — please dispatch" (sent at the new price)
                # by "Please dispatch today" ("| Jaggery | 15 kg | ~~₹62~~ **₹58**/kg |"): ordered at ₹58
                self.cues.append(self._offer_after(f))  # "Masoor
                # ~~₹86~~ → **₹80** please": the supplier's price crossed out, the writer's own written after it
            elif f.kind == "price" and not f.role and self._word(f.end) == "instead" and self._word(f.end + 1) != "of" \
                    and not any("cancel" in c.kinds and c.pos < f.pos for c in self.cues):
                self.cues.append(self._offer_after(f))  # "We'll
                # take chana dal at ₹76 per kg instead": a counter to the price quoted (not "Cancel O84, send 10 kg
                # suji at ₹50/kg instead": in the cancelled order's place)
        for c in self.cues:  # "₹40 would be okay", "we'd be fine with ₹40": a price proposed, not one agreed
            if c.kinds == {"accept"} and (self._word(c.pos - 1) in _WOULD or self._word(c.pos - 1) == _BE
                                          and self._word(c.pos - 2) in _WOULD):
                c.kinds = frozenset({"offer"})
        tags, untagged = tag_questions(self.tokens, [(c.pos, c.clause, bool(c.kinds & {"order"})) for c in self.cues],
                                       self.clause_of) if "?" in self._syms else (frozenset(), frozenset())  # (ends "?")
        if tags:  # "Send 30 packets of besan, ₹48 a packet works, right?": a tag after a price asks about the price
            tags, untagged = self._tags_after_prices(tags, untagged)
        self.cues = [c for c in self.cues if c.pos not in untagged]
        self.acts = acts = quoted_unsaid(self, clause_acts(self.tokens, self.clause_span, self.taken, hindi=self.language != "en", tags=tags))
        by_clause: dict[int, list[_Cue]] = {}
        for c in self.cues:
            by_clause.setdefault(c.clause, []).append(c)
        mention_clauses = {self.clause_of[m.first] for m in self.mentions}
        qty_by_clause, counts_by_clause, bags_by_clause = clause_counts(self)  # quantities; and bare numbers ("10 to 5 bags" of atta)
        mentions_by_clause: dict[int, list] = {}
        for m in self.mentions:
            mentions_by_clause.setdefault(self.clause_of[m.first], []).append(m)
        order_clauses = {self.clause_of[p] for p, _ in self.order_ids}
        changed_under = self._changes_listed(order_clauses)  # "### Changes to O63 / 1. Milk: 40 packets → 30 packets"
        first_order = min((c.clause for c in self.cues if "order" in c.kinds or "accept" in c.kinds and held_on(
            self._words, self.clause_of, c.clause)), default=self.n + 1)  # (lang.yes_no: "₹38 ok… wait, no")
        price_clauses = {f.clause for f in self.figs if f.kind == "price" and f.role != "relative"}
        new_price_clauses = {f.clause for f in self.figs if f.kind == "price" and not f.role and f.pos not in referred}
        # (not "The 20 kg sugar you quoted at ₹44 — we'll take it": their own price, taken)
        relative_clauses = {f.clause for f in self.figs if f.kind == "price" and f.role == "relative"}
        lowered = self.lowered_clauses = {f.clause for f in self.figs if f.kind == "price" and not f.role and any(
            self._word(k) in _LOWER_TO for k in (*range(max(0, f.pos - 6), f.pos), f.end, f.end + 1))} \
            if not _LOWER_TO.isdisjoint(self._words) else set()  # no lowering word in the message: none
        self.unpriced_lowerings = self._unpriced_lowerings(price_clauses | relative_clauses)  # "rate thoda kam karo"
        self.unpriced_lowerings |= {self.clause_of[pos] for pos, role in roles.items() if role == "bound" and not stock_said(self, pos)} - \
            price_clauses  # "… if you can do better than ₹34/kg": how much lower? (not "stock 5 se kam hai")
        drop: set[int] = set()
        self.reported_chunks: set[int] = set()  # chunks of a report beside a refusal in its clause: context
        reported: set[int] = set()  # background clauses that also refuse: only their figures leave
        id_clauses = order_clauses | {self.clause_of[p] for p, _ in self.bill_ids}
        ids_at: dict[int, list[int]] | None = None
        named_orders = order_clauses | changed_under
        for clause, act in acts.items():
            if clause not in by_clause and not (act.question or act.negative or act.background or act.condition
                                                or act.arrival) and clause not in named_orders:
                continue  # no intent word, no act and no order named: no rule below changes anything
            if act.negative and any(abs(p - act.negation_at) <= 3 for p in self.reference_at):
                act.negative = False  # "₹7 mein nahi — maximum ₹6.20": refuses the old price, offers the new
            cues = by_clause.get(clause, [])
            kinds = {k for c in cues for k in c.kinds}
            lo, end = self.clause_span[clause]
            strong = kinds - ({"pay"} if clause not in id_clauses and not bill_paid_unnamed(self, clause) else set())  # not "cleared out 300 packets"
            if "order" in strong and not act.question and (self._order_placed_before(clause, cues) or want_told(
                    self.tokens, lo, end) or due_said(self.tokens, lo, end)):  # (lang.third_party: "Sharma ji wants 5 kg sugar")
                act.background = True  # "Yesterday we placed an order for 40 kg rice", "कल ऑर्डर दिया था"
                strong = strong - {"order"}
            if "cancel" in strong and clause not in id_clauses and self._stock_not_sent(clause, cues):
                act.background, strong = True, strong - {"cancel"}  # "Godown sugar se bhara hai, abhi mat bhejo"
            refusal_at = next((c.pos for c in cues if c.kinds == {"reject"}), act.negation_at if act.negative else None)
            if act.background and refusal_at is not None and any(f.kind == "price" for f in self.figs if f.clause == clause) \
                    and not strong & {"order", "offer", "accept", "cancel", "pay", "dispute", "ask_bill"} and \
                    (told := self._reports_beside(clause, refusal_at)):
                act.background = False  # a refusal at a price beside the report that explains it (lang.clause_checks)
                self.reported_chunks |= told
            if act.background and not strong & {"order", "offer", "accept", "cancel", "pay", "dispute", "ask_bill"}:
                if ("reject" in strong or act.negative and self._refused_beside_stock(clause, act.negation_at)) and \
                        not any(f.kind == "price" for f in self.figs if f.clause == clause) and not self._nothing_else(refusal_at):
                    reported.add(clause)  # "We will not be taking it up, as sales have been slow (we sold only 14
                    if "reject" not in strong:  # packets last week)": the refusal stands, the report's figures are
                        at = act.negation_at  # context ("… par is hafte nahi — shelf pe abhi 30 packet hain")
                        self.cues.append(_Cue(frozenset({"reject"}), at, at + 1, clause, self.chunk_of[at]))
                    continue
                drop.add(clause)
                continue
            if "accept" in kinds and "offer" in kinds and not act.question:
                finals = [c for c in cues if c.kinds == {"offer"} and self._phrase(c) in _FINAL]
                if finals and len(finals) == sum("offer" in c.kinds for c in cues):  # "Theek hai, tel ₹132 final":
                    cues = by_clause[clause] = cues_without(cues, finals)  # the price agreed is final
                    self.cues = cues_without(self.cues, finals)
                    kinds = {k for c in cues for k in c.kinds}
            if "order" in kinds and "ask_delivery" in kinds and not act.question:
                terms = [c for c in cues if c.kinds == {"ask_delivery"} and self._phrase(c) in _DELIVERY_TERMS]
                if terms:  # "an order for the following, to be delivered by Thursday:": the order's term, no question
                    cues = by_clause[clause] = cues_without(cues, terms)
                    self.cues = cues_without(self.cues, terms)
                    kinds = {k for c in cues for k in c.kinds}
            if "ask_bill" in kinds and "ask_quote" in kinds:  # "How much is the bill for the sugar in O40?": the
                asks = [c for c in cues if c.kinds == {"ask_quote"} and self._phrase(c) in _HOW_MUCH]  # bill's sum
                if asks:
                    cues = by_clause[clause] = cues_without(cues, asks)
                    self.cues = cues_without(self.cues, asks)
                    kinds = {k for c in cues for k in c.kinds}
            if act.question and kinds & {"ask_quote", "bill_weak"} and not kinds & {"ask_bill", "pay", "dispute"} and \
                    clause not in mention_clauses and any(self.clause_of[p] == clause for p, _ in self.bill_ids):
                for c in cues:  # "B94 ka total kitna hai?", "B37 कितने का है?", "What's the total on B94?": no goods,
                    if c.kinds & {"ask_quote", "bill_weak"} and self._word(c.pos) in _AMOUNT_ASKED:  # a bill's sum
                        c.kinds = frozenset({"ask_bill"})
                kinds = {k for c in cues for k in c.kinds}
            qfigs = counts_of_a_change(self, qty_by_clause.get(clause, []), counts_by_clause.get(clause, []))
            new_first = len(qfigs) == 2 and not _NEW_FIRST.isdisjoint(  # "6 trays instead of 4 trays": 6 is the new
                self._word(i) for i in range(qfigs[0].end, qfigs[1].pos))  # count, more, not 2 fewer
            if kinds & {"order", "order_ref"} and len(qfigs) == 2 and qfigs[0].unit == qfigs[1].unit and len(
                    {m.candidates for m in mentions_by_clause.get(clause, [])}) <= 1 and \
                    (qfigs[0].value < qfigs[1].value if new_first else qfigs[0].value > qfigs[1].value) and \
                    self._changed_between(qfigs[0].end, qfigs[1].pos):
                for c in cues:  # "order mein ande 6 tray ki jagah 4 tray kar do": 2 trays fewer (one item)
                    if c.kinds & {"order", "order_ref"}:
                        c.kinds = frozenset({"cancel"})
                kinds = {k for c in cues for k in c.kinds}
            if (clause in order_clauses or clause in changed_under) and not kinds - {"order"} and (clause not in price_clauses or self._count_change(
                    counts_by_clause.get(clause, [])) == "more"):  # "In O27 make the eggs 3 trays instead of 5", "O632 में चावल 40 से
                kinds = self._count_changed(clause, cues, kinds, by_clause, counts_by_clause.get(clause, []))  # बढ़ाकर 60"
            if "order" in kinds and "cancel" not in kinds and clause in lowered:  # "Lower incense to ₹15 a packet and
                for c in cues:  # I'll take 60": a lower price asked, and a quantity taken only at it — an offer
                    if "order" in c.kinds:
                        c.kinds = (c.kinds - {"order"}) | {"offer"}
                kinds = {k for c in cues for k in c.kinds}
            if "order" in kinds and not kinds & {"accept", "offer", "cancel", "reject"} and clause in new_price_clauses \
                    and all(self._phrase(c) in _TAKE for c in cues if "order" in c.kinds):
                for c in cues:  # "Paneer please do ₹350/kg, we'll take 4 kg", "₹39/kg please — we'll take 2 quintal
                    if "order" in c.kinds:  # at that": a price of ours and the quantity taken at it — an offer
                        c.kinds = (c.kinds - {"order"}) | {"offer"}
                kinds = {k for c in cues for k in c.kinds}
            if kinds >= {"accept", "order"} and not qfigs and clause in price_clauses and all(
                    self._phrase(c) in _TAKE for c in cues if "order" in c.kinds):  # "ठीक है, मूंग ₹१०० पर ले लेंगे।
                kinds = self._taken_at(cues)  # २० किलो भेजिए।": the price agreed; the count is the next order's
            if "cancel" in kinds and clause in relative_clauses and clause not in order_clauses:
                for c in cues:  # "can you take ₹10 off per bag?": a lower price asked, nothing cancelled
                    if "cancel" in c.kinds:
                        c.kinds = frozenset({"offer"})
                kinds = {k for c in cues for k in c.kinds}
            if "offer" in kinds and (qfigs or clause in bags_by_clause) and clause not in price_clauses | relative_clauses and any(
                    "offer" in c.kinds and self._reduces(c) for c in cues):  # "O18 में से पनीर के 10 पैकेट कम कर
                for c in cues:  # दीजिए", "reduce the paneer in O22 from 20 packets to 12": fewer goods, not a price
                    if "offer" in c.kinds and self._reduces(c):
                        c.kinds = frozenset({"cancel"})
                kinds = {k for c in cues for k in c.kinds}
            if "cancel" in kinds and act.condition and not act.question and act.consequent is not None:
                for c in cues:  # "If O7 hasn't been dispatched yet, please cancel it": the condition asks nothing
                    if c.kinds == {"ask_delivery"} and c.pos < act.consequent:  # of the delivery (breaker T d9038)
                        c.kinds = frozenset()
            if "cancel" in kinds:  # "cancel the 8 kg paneer order": the order word names what is cancelled
                cancel_chunks = {c.chunk for c in cues if "cancel" in c.kinds}
                ordering = {c.chunk for c in cues if c.chunk not in cancel_chunks and (c.kinds & {"order"} or c.kinds & {
                    "reject", "accept", "offer"} and c.chunk in self._priced_chunks(clause) or self._asked_apart(c))}
                for c in cues:  # "Reject toor at ₹140 and cancel O5", "Cancel O7, send 10 kg rice": its own chunk's stays
                    if c.kinds & _ITEM_KINDS and "cancel" not in c.kinds and c.chunk not in ordering:
                        c.kinds = frozenset()
                self.ordering_chunks |= ordering
                self.cancel_chunks |= cancel_chunks
                if ids_at is None:  # the order ids' positions by clause, once (not a scan of all ids a clause)
                    ids_at = {}
                    for p, _ in self.order_ids:
                        ids_at.setdefault(self.clause_of[p], []).append(p)
                end = self.clause_span[clause][1]  # (its own sentence's: not "cancel O37 completely. In O38, cut …")
                if any((_WHOLE.intersection(self._word(k) for k in range(max(lo, p - 3), min(end, p + 4))) or self.
                        _whole_past_bracket(p, end)) and not self._goods_from_the_order(p, mentions_by_clause.get(clause, []))
                       for p in ids_at.get(clause, ())):
                    self.whole_cancels.add(clause)  # "cancel order O412 entirely — the 10 litres of ghee …": context
                elif self._cancels_the_id(clause, cues, mentions_by_clause.get(clause, [])):
                    self.whole_cancels.add(clause)  # "O641 cancel kar do bhai, woh 2 peti Pepsi … ab nahi chahiye":
                    # the order is what is cancelled; the goods after it say why
                elif any(self.chunk_of[m.first] not in ordering for m in mentions_by_clause.get(clause, [])):
                    self.cancel_items.add(clause)  # "cancel the chilli powder from O25": the items of the order
                elif self._ends_with_colon(clause):  # "Items to cancel from order O9:" and a list
                    nxt = clause + 1
                    while nxt in self.clause_span and nxt in mention_clauses and not by_clause.get(nxt):
                        self.cancel_items.add(nxt)
                        nxt += 1
                continue
            named_order = clause in order_clauses
            blocking = {"ask_quote", "offer", "accept", "pay", "dispute", "ask_bill"} | (  # no price: no bill
                set() if named_order or act.arrival and self._order_named_only(cues) else {"order"})
            if "order" in kinds and clause not in price_clauses and not kinds & (blocking - {"order", "dispute"}) \
                    and self._rest_sent(clause):  # "… and send the remaining 4 kg": the rest of a delivery asked
                for c in [c for c in cues if "order" in c.kinds]:
                    c.kinds = frozenset()
                    self.cues.append(_Cue(frozenset({"ask_delivery"}), c.pos, c.end, clause, c.chunk))
                continue
            if act.arrival and clause not in price_clauses and not kinds & blocking:
                for c in cues:  # (not "…, 10 packet atta bhi bhejo": new goods beside it, lang.sent_beside_question)
                    c.kinds = c.kinds if sent_beside_question(self, c) else frozenset()
                self.cues.append(_Cue(frozenset({"ask_delivery"}), lo, lo + 1, clause, self.chunk_of[lo]))
                continue
            here_mentions = mentions_by_clause.get(clause, [])
            item_chunks = {self.chunk_of[m.first] for m in here_mentions}
            if len({m.candidates for m in here_mentions}) <= 1:
                item_chunks = set(list(item_chunks)[:1])  # one item named twice: a conflict is the clause's
            if act.negative and not act.question:
                at = act.negation_at  # "accept nahi kar sakte", "unable to accept": a negated accept refuses
                for c in cues:
                    if "accept" in c.kinds and (0 <= at - c.end <= 2 or 0 <= c.pos - at <= 3) \
                            and self.chunk_of[c.pos] == self.chunk_of[at]:  # not "Rice ₹40 is fine, but not sugar"
                        c.kinds = frozenset({"reject"})
                kinds = {k for c in cues for k in c.kinds}
            groups: dict[int, list[_Cue]] = {}  # one item: the clause's cues together; else each chunk's
            for c in cues:
                groups.setdefault(c.chunk if len(item_chunks) > 1 else 0, []).append(c)
            for here in groups.values():
                if not act.question and any(c.kinds == {"reject"} for c in here) and any(
                        "accept" in c.kinds and "reject" not in c.kinds for c in here):
                    self.conflict = self.conflict or self._clause_text(clause)
            if act.negative and not act.question and len(item_chunks) > 1:
                at = act.negation_at  # "Toor at ₹136 ok, moong at ₹109 no": the negation is its chunk's
                chunk = self.chunk_of[at]
                if chunk in item_chunks or chunk - 1 in item_chunks:
                    mine = [c for c in cues if c.chunk == chunk and c.kinds & _ITEM_KINDS]
                    for c in mine: c.kinds = frozenset({"reject"})  # noqa: E701
                    self.cues += yeses(self, clause, item_chunks, cues, chunk if chunk in item_chunks else chunk - 1)
                    if not mine:  # "₹50 for Colgate — no": the refusal is of the item just before it
                        self.cues.append(_Cue(frozenset({"reject"}), at, at + 1, clause,
                                              chunk if chunk in item_chunks else chunk - 1))
                    continue
            if act.negative and not act.question and clause in mention_clauses | price_clauses:
                if "accept" in kinds:  # "deal at ₹38, we will not take it": agrees and refuses at once
                    self.conflict = self.conflict or self._clause_text(clause)
                for c in cues:
                    if c.kinds & _ITEM_KINDS:
                        c.kinds = frozenset({"reject"})
                if not kinds & _ITEM_KINDS and not kinds & _NON_ITEM_SET:
                    at = act.negation_at
                    self.cues.append(_Cue(frozenset({"reject"}), at, at + 1, clause, self.chunk_of[at]))
                continue
            if act.question and not kinds and (self._bill_sum_asked(clause, lo, self.clause_span[clause][1]) or any(
                    self.tokens[i].kind == "word" and self.tokens[i].key in _BILL_LEADS for i in range(lo, self.clause_span[clause][1]))):
                self.cues.append(_Cue(frozenset({"ask_bill"}), lo, lo + 1, clause, self.chunk_of[lo]))  # "O22 ka bill?"
                continue
            if act.question and not act.negative:
                for c in cues:
                    if "accept" in c.kinds:
                        c.kinds = (c.kinds - {"accept"}) | {"offer"}
                kinds = {k for c in cues for k in c.kinds}
                if clause in price_clauses and not kinds & {"offer", "ask_quote", "order", "reject", "cancel",
                                                            "pay", "dispute", "ask_bill", "bill", "bill_weak"}:
                    echo = self._echo_then_agreed(clause, acts, by_clause, mention_clauses)  # "₹40.50 for rice?
                    # That's steep. OK fine, …": the quote said back, then agreed to
                    if echo:
                        act.question = False  # answered by the writer: the quote is taken by the agreement after
                    elif not self._exclaimed(clause):  # (not "Moong dal ₹95/kg?? 🤔": lang.act_turns)
                        self.cues.append(_Cue(frozenset({"offer"}), lo, lo + 1, clause, self.chunk_of[lo]))
            if act.condition and self._price_moves(clause, act):  # "If the rice price drops below ₹35, send 100
                self.conditional = self.conditional or self._clause_text(clause)  # kg": a wait for the market,
                continue  # no offer now
            if act.condition and clause in price_clauses and self._walks_away(cues, act):  # "If ₹560 a litre is
                continue  # your last word on ghee, we'll skip it": the price refused, no offer
            if act.condition and clause in price_clauses and not self._priced_after_the_day(clause, act):  # an offer
                but = self._contrast_at(clause)  # "Fine on the onions at ₹30, but potatoes … ₹22 and we'll take 60
                for c in cues:  # kg": the accept before "but" stands
                    if c.kinds & {"order", "accept"} and not c.pos < but:
                        c.kinds = (c.kinds - {"order", "accept"}) | {"offer"}
                if not any(c.kinds & {"offer"} for c in cues):  # (after "but": not the onions' accept offered)
                    self.cues.append(_Cue(frozenset({"offer"}), but, but + 1, clause, self.chunk_of[but]))
            elif act.condition and act.consequent is not None and not self._when_it_comes(lo, act.consequent):
                for c in cues:
                    if c.pos >= act.consequent and c.kinds & {"order", "accept"}:  # (lang.yes_no: "If yes, …")
                        c.kinds = c.kinds - {"order", "accept"} | ({"offer"} if if_yes(self, lo, act.consequent) else set())
        self._asked_then_refused(mention_clauses)
        self._refused_then_countered()
        self._bare_counter()  # lang.clause_checks: "Kele ₹4 per piece zyada hai. ₹3.50 piece."
        self._made_at()  # lang.clause_checks: "Please make toor ₹140 and masoor ₹84."
        self._refused_then_taken()  # lang.act_turns: "Cheeni ₹45 mein nahi lenge, ₹43 mein le lenge"
        for a, b in zip(self.figs, self.figs[1:]):  # "₹80 or ₹85?", "Masoor 80 ya 85?": which one?
            if a.kind in ("price", "bare") and b.kind in ("price", "bare") and a.clause == b.clause and not a.role and not b.role and \
                    any(self.tokens[i].kind == "word" and self.tokens[i].key in _OR for i in range(a.end, b.pos)) \
                    and b.pos - a.end <= 3:
                self.conflict = self.conflict or self._clause_text(a.clause)
            elif a.kind in ("price", "bare") and b.kind in ("price", "bare") and b.clause == a.clause + 1 and not (
                    a.role or b.role) and self._word(self.clause_span[b.clause][0]) in _OR and b.pos - a.end <= 4:
                self.conflict = self.conflict or self._clause_text(b.clause)  # "Sugar at 40 maybe? or 42?"
        self.either = self._either_or()  # "10 packets more or cancel 10, I'll confirm" (lang.second_thoughts)
        self._taken_back(acts, mention_clauses, first_order, corrected)  # lang.act_turns: "Actually, don't."
        self._meant_another()  # lang.clause_checks: "Paid B38. No wait, … I meant the other bill."
        before = self._ordered_before_chunks(by_clause, drop)  # "Kal 40 kg rice manga tha, aaj 10 kg salt bhejo"
        before |= self._stock_chunks(acts) | self.reported_chunks  # "We still have 40 kg rice in the godown, so no need to send rice"
        self.background_chunks = before  # their goods are context, as a background clause's are
        if before:
            self.figs = [f for f in self.figs if self.chunk_of[f.pos] not in before]
        drop |= self._find_tentative(mentions_by_clause)
        self.cues = [c for c in self.cues if c.kinds and c.clause not in drop]
        self.cues.sort(key=lambda c: c.pos)
        self.background = drop  # its goods stay as referents ("Kal 60 packet doodh bika … aaj 80 packet bhejna")
        if drop or reported:
            self.figs = [f for f in self.figs if f.clause not in drop and f.clause not in reported]
