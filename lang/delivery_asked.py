"""Stage 5 of reading, for delivery and bill questions: the goods a question is about (its clause's, the rest of
a short delivery, an order's named contents) and what the words around a line say of its goods' arrival."""
from __future__ import annotations

from lang.count_apart import count_told_apart, packs_with_a_size
from lang.order_contents import MORE_WORDS, contents_told_next
from lang.id_before_goods import goods_of_which, id_told_with, ids_before_goods
from lang.report_count import report_count
from lang.bill_less_goods import taken_off
from lang.but_apart import but_apart
from lang.came_then_rest import came_told
from lang.listed_goods_asked import listed_before
from lang.count_of_one_goods import count_asked_of
from lang.recap_told import recap_clauses
from lang.short_asked import ordinal_asked, rest_count, short_asked, short_units
from lang.still_owed import owed, request_chunks, said_after
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)

#: Words that say goods came ("The besan came", "gur aa gaya", "घी आ गया", "mil gaya"): with a negation ("haven't
#: reached yet", "abhi tak nahi aaya", "नहीं पहुँचा") they name the goods a delivery question is about; without one,
#: goods that need no question.
_ARRIVED = frozenset(fold(w) for w in "came come arrived arrive reached reach received delivered aaya aayi aaye aya "
                     "aai mila mili pahuncha pahunchi pahunche आया आई आए आये मिला मिली पहुँचा पहुंचा पहुँची पहुंची "
                     "gaya gayi gaye गया गई गए गये".split())
_CAME = frozenset(fold(w) for w in "came arrived reached received delivered gaya gayi gaye गया गई गए गये".split())
_NOT = frozenset(fold(w) for w in "not no never havent hasnt hadnt didnt nahi nahin nai नहीं नही".split())
_REACHES = frozenset(fold(w) for w in "reach reaches come comes arrive arrives pahunch pahunchega pahunchegi पहुँचेगा "
                     "पहुंचेगा पहुँचेगी पहुंचेगी aayega aayegi आएगा आएगी".split())
_MONEY = frozenset(fold(w) for w in "payment payments cheque check chq amount money paisa paise dues bhugtan bhugtaan "
                   "पेमेंट चेक पैसा पैसे रकम भुगतान".split())


class DeliveryAskedMixin:
    """What a delivery or bill question asks about, over the reader's working state."""

    def _adds_goods(self, clause: int) -> bool:
        """The clause holds a word adding goods ("20 kilo chawal bhi", "Also 20 kg rice", "और 20 किलो चावल"): goods
        listed under a delivery question so are more goods, not the order's contents told (``lang.compose``)."""
        lo, hi = self.clause_span.get(clause, (0, 0))
        return any(self._word(k) in MORE_WORDS for k in range(lo, hi))

    def _payment_coming(self, clause: int) -> bool:
        """A statement (no "?") that money (payment, cheque, पेमेंट, चेक…) will reach or come, asking nothing sent."""
        lo, hi = self.clause_span.get(clause, (0, 0))
        words = {self._word(k) for k in range(lo, hi)}
        return not any(self._sym(k) == "?" for k in range(lo, hi)) and not words.isdisjoint(_MONEY) and not \
            words.isdisjoint(_REACHES) and words.isdisjoint(_SEND_WORDS)

    def _asked_about(self, intents: list[tuple[int, Intent]], lines: list[_Line]) -> list[tuple[int, Intent]]:
        """A delivery or bill question names the goods it is about: one intent per item of its clause.

        "Will the 30 kg rice come with tomorrow's van?" is ask_delivery rice 30;
        with no item in the clause, the items of a message that asks nothing
        else about them; with none at all, the bare question.
        """
        out = []
        item_cues = any(c.kinds & _ITEM_INTENT_SET for c in self.cues)
        asked = {i.sku for _, i in intents if i.kind in ITEM_INTENTS}  # goods with a request of their own
        told: set[int] = set()  # the lines of an order's goods told before asking after it
        for pos, intent in intents:
            if intent.kind not in ("ask_delivery", "ask_bill"):
                out.append((pos, intent))
                continue
            clause = self.clause_of[min(int(pos), self.n - 1)] if self.n else 0
            if self._payment_coming(clause):  # "The cheque for B12 will reach you Monday": money said to come, no
                continue  # question of a delivery or a bill (breaker X: read as either, silently)
            chunk = self.chunk_of[min(int(pos), self.n - 1)] if self.n else 0
            about = [ln for ln in lines if ln.clause == clause and not ln.mention.ambiguous and (
                ln.chunk == chunk or not any(f.kind == "qty" for f in ln.figs) or not self._joined(ln.pos, int(pos))
                or intent.kind == "ask_delivery" and ln.mention.sku not in asked and listed_before(self, ln, lines, int(
                    pos))  # (lang.listed_goods_asked: "O8 (40 पैकेट आटा और 100 किलो चावल) … नहीं पहुँचा": the atta too)
                or ln.mention.sku not in asked and (ln.pos > pos or any(  # "Where are the 12 litres of ghee and
                    o.clause == clause and o.chunk == chunk for o in lines)))]  # 10 kg jaggery?", not "Rice 25 kg and
            # the bill": goods with no request of their own, listed after the question or beside its own item
            about = [ln for ln in about if ln.chunk not in getattr(self, "stock_beside", set()) | getattr(
                self, "sent_beside", set())]  # "…, humare paas sirf 2 packet atta bacha hai": the stock told, not the
            # goods asked after (lang.stock_beside_question); "…, 10 packet atta bhi bhejo": new goods
            # (lang.sent_beside_question)
            vague = next((ln for ln in lines if ln.clause == clause and ln.mention.ambiguous), None) if (
                intent.kind == "ask_delivery" and intent.order_id is None) else None  # (not "the dal one"'s bill)
            if vague is not None:  # "atta aur tel ki delivery kab tak aayegi?": which oil? (tel had been dropped)
                raise _Fail(why("ambiguous_item.which", text=vague.mention.text, items=", ".join(
                    self.cat.by_sku(s).item for s in vague.mention.candidates)), intent.kind)
            if not about and not item_cues and intent.order_id is None and intent.bill_id is None:
                about = [ln for ln in lines if not ln.mention.ambiguous and ln.clause != clause and not any(
                    f.kind == "qty" for f in ln.figs)]
            if not about and getattr(self, "naming_clauses", None):  # "O90 kab aayega? 40 kg atta wala order":
                about = [ln for ln in lines if ln.clause in self.naming_clauses and not ln.mention.ambiguous]  # its goods
            if not about and intent.kind == "ask_delivery" and intent.order_id is not None:
                about = self._asked_next(clause, lines)  # "O41 ka kya hua? 20 kilo atta kab aayega?"
                if not about:  # "when O26 coming?? 20 bread packet in it" (lang.order_contents): the order's goods
                    about = contents_told_next(self, clause, lines)  # told, never ordered again by a later "also
                    told.update(ln.pos for ln in about)  # send 10 kg salt" ("O41 nahi aaya. 20 kilo cheeni wala.")
            if intent.kind == "ask_delivery":
                about = [ln for ln in about if self._arrival(ln) != "came"]  # "O434 ka gur aa gaya, Coke …": not the gur
                if not about:  # "The besan came, but the almonds in O271 haven't reached yet. When will they arrive?"
                    owed_lines = [ln for ln in lines if not ln.mention.ambiguous and self._arrival(ln) == "not yet"]
                    asked_lines = {int(p) for p, i in out if i.kind == "ask_delivery" and i.sku}  # (by a question before)
                    about = [ln for ln in owed_lines if ln.clause == clause] or [  # "O1 chura 20 kg gur 25 kg also not
                        ln for ln in owed_lines if ln.pos not in asked_lines]  # come": its own sentence's goods
                    told.update(ln.pos for ln in about)  # (goods owed, never ordered again: lang.still_owed)
                    if not about and intent.order_id is not None:  # "O4 ka aloo … aa gaya par pyaaz nahi aaya!! 50
                        about = self._asked_next(clause, lines)  # kilo pyaaz kab aayega?" (lang.but_apart)
            short = short_asked(self, clause, lines) if intent.kind == "ask_delivery" and not any(
                ln.clause == clause and any(f.kind == "qty" for f in ln.figs) for ln in about) else None
            if short is not None and not about:  # "O1 milk came only 50 packets. 10 packets short. When will they
                about = [ln for ln in lines if ln.clause != clause]  # come?": the goods told, with the count short,
                told.update(ln.pos for ln in about)  # (told, not ordered again)
                if not about and (found := short_units(self, short, lines)):  # not the 50 that came (lang.short_asked)
                    out.append((pos, intent.model_copy(update=found)))
                    continue
            if not about and intent.kind == "ask_delivery":  # "Only 18 of the 24 Coke bottles came. When will the
                rest = self._rest_asked(clause, lines)  # other 6 come?", "… 45 किलो ही पहुँचा। बाकी 15 किलो कब …"
                if rest is not None:
                    out.append((pos, intent.model_copy(update=rest)))
                    told.update(came_told(self, clause, lines, rest["sku"]))  # (lang.came_then_rest: the 40 that came)
                    continue
                if (one := ordinal_asked(self, clause, lines)) is not None:  # "… 4 trays came, we'd ordered 5.
                    out.append((pos, intent.model_copy(update=one)))  # Where's the fifth tray?" (lang.short_asked)
                    continue
                if intent.order_id is not None and (one := count_asked_of(self, clause, lines, intent.order_id)):
                    out.append((pos, intent.model_copy(update=one)))  # "… O13 … rice from 50 kg to 30 kg. When will
                    continue  # the 30 kg come?" (lang.count_of_one_goods)
                if intent.order_id is None and (count := rest_count(self, clause)) is not None:  # "Only 50 came,
                    raise _Fail(why("no_item.of_what", n=self._fig_text(count)), intent.kind)  # where are the other
                    # 10?": 10 of what? (no goods and no order named: holdout27 c001 asks after O52's rest, no goods)
                if intent.order_id is not None:  # "Order O16 was placed … for 40 kg onion. When will it come?": the
                    about = self._told_of(intent.order_id, clause, lines)  # order's goods, no new order
                    told.update(ln.pos for ln in about)
            if intent.kind == "ask_bill" and (intent.order_id or intent.bill_id):  # "O509 में घी और मक्खन का बिल":
                about = [ln for ln in about if any(f.kind == "qty" for f in ln.figs) and (  # the order's bill, its
                    ln.chunk == chunk or not any("order" in c.kinds and c.chunk == ln.chunk for c in self.cues))
                    and not taken_off(self, ln)]  # "the bill for O3 with the 2 cases of Coke taken off" (lang.bill_less_goods)
                # (its goods; not goods ordered anew beside it: "5 किलो मक्खन भेजो, B58 का पेमेंट हो गया, O45 का बिल भेजो")
            if not about:
                out.append((pos, intent))
                continue
            own_ids = ids_before_goods(self, clause, about) if intent.order_id is not None else {}  # "O21 rice
            # 200 kg and O8 toor 50 kg coming?": each goods under the id before it (lang.id_before_goods)
            if intent.kind == "ask_delivery" and intent.order_id is not None:
                goods_of_which(self, clause, about, own_ids)  # "O21 aur O8 mein chawal … aur arhar …": whose?
            rest = rest_count(self, clause) if intent.kind == "ask_delivery" and short is None and len(
                {ln.mention.sku for ln in about}) == 1 else None  # "दूध के सिर्फ़ 50 पैकेट आए, बाकी 10 कहाँ हैं?"
            if rest is not None and (found := short_units(self, rest, about)):  # (lang.short_asked), not the 50 that came
                out.extend((ln.pos, intent.model_copy(update=dict(found, order_id=own_ids.get(ln.pos, intent.order_id))))
                           for ln in about[:1])
                continue
            for ln in about:
                item = self.cat.by_sku(ln.mention.sku)
                q = short or next((f for f in ln.figs if f.kind == "qty"), None) or next(
                    (f for f in ln.figs if f.kind == "bare" and f.end == ln.pos), None)  # "24 Colgate kahan hain?"
                bad = next((f for f in ln.figs if f.kind == "badqty"), None) if q is None else None
                if bad is not None:  # "O2 का आटा अभी तक नहीं आया, 10 बैग वाला": atta's bags are its packets
                    q = packs_with_a_size(self, bad, item)
                if q is None and len(about) == 1 and intent.kind == "ask_delivery":
                    q = count_told_apart(self, ln.clause)  # "O3 चावल कब आएगा? 50 किलो वाला।" (lang.count_apart)
                if q is None and intent.kind == "ask_delivery" and self._arrival(ln) == "not yet":
                    q = report_count(self, ln)  # "… rice 30 kg not came yet." (lang.report_count)
                    q = packs_with_a_size(self, q, item) if q is not None and q.kind == "badqty" else q  # "the 10 bags"
                units = to_selling_units(q.value, q.unit or default_unit(item), item)[0] if q is not None else None
                if q is not None:
                    self.used_pos.add(q.pos)
                order = own_ids.get(ln.pos, intent.order_id) or (id_told_with(self, ln, lines) if intent.kind == (
                    "ask_delivery") else None)  # "O3 (12 लीटर देसी घी) … 12 लीटर घी … पहुँच जाएगा" (lang.id_before_goods)
                out.append((ln.pos, intent.model_copy(update={"sku": item.sku, "quantity": units, "order_id": order})))
        self.told_positions = told  # (lang.compose: those lines are context, not ordered again)
        return out

    def _rest_asked(self, clause: int, lines: list[_Line]) -> dict | None:
        """The goods and count a delivery question asks the rest of, when its clause names no goods: a count after
        "other" / "remaining" / "rest" / "baaki" / "बाकी" in it, of the one item the message names elsewhere
        ({"sku", "quantity"} in selling units, the unit the count says or the item's earlier count's), else None."""
        skus = {ln.mention.sku for ln in lines if not ln.mention.ambiguous}
        count = rest_count(self, clause)
        if count is not None and len(skus) > 1 and count.unit:  # "O2 में सिर्फ 8 ट्रे अंडे लाई; पारले-जी पूरा आया। …
            skus = {ln.mention.sku for ln in lines if not ln.mention.ambiguous and any(  # बाकी 2 ट्रे कब आएँगी?": the
                f.kind == "qty" and f.unit == count.unit for f in ln.figs)}  # goods counted in trays (holdout126 k8013)
        if count is None or len(skus) != 1:
            return None
        return short_units(self, count, lines, sku=skus.pop())

    def _arrival(self, ln: _Line) -> str:
        """What the words of the line's chunk say of its goods: "came" ("The besan came", "घी आ गया"), "not yet"
        ("the almonds haven't reached yet", "पनीर अभी तक नहीं पहुँचा", "the 50 kg of sugar are still pending") or ""
        (nothing of their arrival); when its chunk says nothing, the next chunk of its sentence that does ("the 24
        litres of oil and the 50 kg of sugar are still pending": the oil too; ``lang.still_owed``)."""
        lo = hi = ln.pos
        while lo > 0 and self.chunk_of[lo - 1] == ln.chunk and ln.pos - lo < 30:
            lo -= 1
        while hi < self.n and self.chunk_of[hi] == ln.chunk and hi - ln.pos < 30:
            hi += 1
        lo, hi = but_apart(self, ln.pos, lo, hi)  # "O4 ka aloo … aa gaya par pyaaz nahi aaya" (lang.but_apart)
        return self._said_of(ln.clause, ln.chunk, lo, hi) or said_after(self, ln, self._said_of)

    def _said_of(self, clause: int, chunk: int, lo: int, hi: int) -> str:
        """What the words of tokens ``lo``..``hi`` (of ``chunk`` in ``clause``) say of arrival (``_arrival``)."""
        words = [self._words[k] for k in range(lo, hi) if k not in self.item_tokens]
        if any(w in _NOT for w in words):
            return "not yet" if any(w in _ARRIVED for w in words) else ""
        if owed(words) and chunk not in request_chunks(self):  # "are still pending", "अभी बाकी है" (lang.still_owed)
            return "not yet"
        last_chunk = self.chunk_of[self.clause_span[clause][1] - 1] == chunk  # "O80 में चावल आ गया, चीनी कहाँ
        asked = any(self._syms[k] == "?" for k in range(lo, min(self.n, hi + 1))) or last_chunk and self.acts.get(
            clause) is not None and self.acts[clause].question  # है?": the clause asks after the sugar only
        return "came" if not asked and any(w in _CAME for w in words) else ""

    def _told_of(self, order_id: str, clause: int, lines: list[_Line]) -> list[_Line]:
        """The goods of another clause that names the order asked after and asks nothing itself ("Order O16 was placed
        on 21 March for 40 kg onion and 25 kg potato. When will it be dispatched?"), else none: the order's contents,
        not goods ordered again (they had been ordered again when another sentence said "order")."""
        told = ({self.clause_of[p] for p, o in self.order_ids if o == order_id} | (recap_clauses(self) if len(
            {o for _, o in self.order_ids}) == 1 else set())) - {clause} - {  # (lang.recap_told: "To recap: …")
            c.clause for c in self.cues if c.kinds & _ITEM_INTENT_SET}
        return [ln for ln in lines if ln.clause in told and not ln.mention.ambiguous and ln.clause not in
                self.background and any(f.kind == "qty" for f in ln.figs)] if told else []  # (its count told)

    def _asked_next(self, clause: int, lines: list[_Line]) -> list[_Line]:
        """The goods of the next clause when it asks after their delivery again and names no order of its own ("O41
        ka kya hua? 20 kilo atta kab aayega?": the atta is O41's), else none."""
        nxt = self._worded_clause(clause, +1)  # (a lone "?" between)
        if not hasattr(self, "_asking_clauses"):  # (once a message: a scan per question would be the square)
            self._asking_clauses = {c.clause for c in self.cues if "ask_delivery" in c.kinds} - {
                self.clause_of[p] for p, _ in self.order_ids}
        if nxt not in self._asking_clauses:
            return []
        return [ln for ln in lines if ln.clause == nxt and not ln.mention.ambiguous]
