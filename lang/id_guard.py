"""Stage 6d of reading: a bill or order acted on only where the sentence naming it says nothing else of it (issue 10).

A payment, dispute or cancel moves money or stock, so a misreading of one is
the costliest: a bill paid twice, an order the shop wanted kept cancelled. The
rules before this stage read the forms they know ("Paying B6 ₹700. B5 was
already paid on the 12th" pays B6 only); the breaker's and the corpora's
unseen text kept finding forms they did not ("We paid B4 last week (₹1,250).
Today we are paying B5" paid both). This guard does not add kinds: it asks of
every id an intent acts on whether a sentence naming that id also says one of
the things that change what the act means, and refuses when it does:

- **another id listed with it that nothing acts on** (``other_id``; not for disputes, which cite other bills):
  "O883 और O888 के बिल …" read with one of the two — what is asked of the other? Also two ids acted on alike
  and joined by a word of swapping or a complaint ("Cancel O161 instead of O160", "B250 mein … extra charge hui
  hai, aur B251 ka ₹700 de diya");
- **a word that leaves some out** (``except_id``): "except", "other than", "apart from", "chhod ke", "alawa",
  "सिवा", "छोड़कर" in the sentence of a cancel or payment — which ones, then?
- **a negation** (``negated_id``) in the chunk of a paid id: "B30 ka payment abhi nahi kiya", "I haven't paid
  B14" — paid or not? (not "No." of a number, a stock phrase, or a "not" said of another id);
- **a time before today** (``told_past``: "earlier", "previously", "… ago", "last week", "pichle hafte",
  "पिछले महीने"; not after "because"/"kyunki") in the sentence of a payment or cancel, when the message acts on
  another id or asks anything else too — a report of what was done then, or today's request? (alone, a payment
  told with its day pays: the corpora read it so);
- **one of several bills paid or disputed whose sentence says it is fine** (``ambiguous_intent.id``), **a bare
  amount beside a payment with none** (``figure``; not a cheque, UTR or receipt number), and **goods of a
  disputed bill cancelled with no order named** (``dispute_or_cancel``).

An id no intent carries, told in a sentence with no figure, question or complaint as staying, come, done or
fine, or with a negation right by it, is context (``_id_at_rest``, used by ``lang.verify``) rather than "what
about O22?".

Each refusal names the id and asks for today's request alone, in the writer's language. The guard reads each
id's sentence once: linear in the message.
"""
from __future__ import annotations

from lang.on_time import on_time  # ("O3 समय पर पहुँचाने के लिए धन्यवाद": on time, no "but")
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)
from lang.acts import LATIN_NEGATIONS, NEGATIONS, NOT_NEGATION_AFTER, NOT_NEGATION_BEFORE
from lang.either_guard import WEEKDAYS
from lang.bills_order import bill_labels  # ("B4 (O4) and B5 (O5)": both bills listed)
from lang.kept_orders import kept_in_brackets
from lang.pay_put_off import rest_to_come
from lang.language import fold, fold_words

#: Words that leave some out of a request ("Cancel everything except O8", "O8 ke alawa sab cancel").
EXCEPT_WORDS = fold_words("except excepting excluding besides apart alawa alaava alava ilawa siva siwa sivay "
                          "chhod chhodke chhodkar chod chodke chodkar chhodke सिवा सिवाय अलावा छोड़ छोड़कर छोड़के")
#: "other than" needs both words ("other" alone is "the other bill").
_OTHER, _THAN = fold_words("other"), fold_words("than")
#: Words of a time before today that make a sentence a report ("We paid B4 last week", "पिछले हफ़्ते").
EARLIER_WORDS = fold_words("earlier previously ago pichle pichhle pichli pichhli pichla pichhla पिछले पिछली पिछला")
#: "last" counts only before a span of time ("last week"; not "the last bill").
_LAST = fold_words("last")
#: A day named before today beside a payment ("paid B12 on Monday", "on 2nd", "सोमवार को दिया था").
_ON, _THE = fold("on"), fold("the")
_ORDINAL = fold_words("st nd rd th")
_KO = fold_words("ko को")
_DATE = fold_words("tarikh tareekh तारीख़ तारीख")
_DONE_PAST = fold_words("tha था thi थी diya दिया kiya किया")
#: Words that join ids in a list ("Where are O40 and O41?", "O40 और O41").
_LIST_JOINERS = fold_words("and aur और evam एवं")
_NO = fold("no")  # "No." of a number ("Bill no.: B412", "cheque no 12345"), not "B13 ka nahi."
#: Words naming a bill before its id in a list of bills ("bill B86 and bill B87", "बिल नं. B86 और B87").
_BILL_NAMED = fold_words("bill bills बिल no number नं नंबर")
#: Words that start a reason ("… kar dijiye, kyunki pichhla stock abhi nahi bika"): a time told after them is the
#: reason's, not the request's.
_BECAUSE = fold_words("because since as kyunki kyonki kyoki chunki क्योंकि चूँकि चूंकि")
#: Words asking whether a bill still stands ("Why is B90 still showing due?", "Please confirm whether bill B90 has
#: been settled"): with a time before today in the message, a payment told of the past, none made now.
_STILL_DUE = fold_words("due settled pending outstanding unpaid showing baaki baki बाकी बाक़ी whether")
_SPANS = fold_words("week weeks month months time year night monday tuesday wednesday thursday friday saturday "
                    "sunday hafte hafta mahine mahina")
#: Words of a list of ids ("O883 aur O888 ke bill", "both B7 and B9").
_LIST_WORDS = fold_words("and or aur ya both dono bhi order orders bill bills invoice invoices the for of ka ke ki "
                         "और या दोनों भी ऑर्डर बिल का के की")
#: Words that say an id needs nothing today ("O30 stays as it is", "O25 has arrived", "B80 ka pehle hi ho chuka
#: hai", "O71, O72 waise hi rehne do", "kal ka O81 mil gaya, sab sahi tha", "that one's fine").
_CHANGES = fold_words("change changes badlav badlaav badlaw बदलाव")  # ("कोई बदलाव नहीं": no change)
AT_REST_WORDS = fold_words("keep keeps stay stays stand stands remain remains unchanged planned same waise vaise rehne rahne "
                           "rahega rahenge rahe रहने रहेगा रहेंगे रहे वैसे वैसा वैसी "
                           "arrived received reached mil mila mili mile मिल मिला मिली मिले aaya aayi aaye "
                           "आया आई आए pahuncha pahunchi pahunche पहुँचा पहुंचा पहुँची पहुंची पहुँचे पहुंचे "
                           "already chuka chuki chuke चुका चुकी चुके fine correct sahi सही theek thik ठीक "
                           "thanks thank shukriya dhanyavaad dhanyavad धन्यवाद शुक्रिया")  # ("Thanks for the quick
# delivery of O15", "B8 बिल भेजने के लिए धन्यवाद": the id thanked for needs nothing)
#: Words of a complaint: an id told with one is asked about, never set aside ("O81 mila par 5 kilo kam").
COMPLAINT_WORDS = fold_words("short less missing damaged broken wrong extra overcharged kam galat toota toote tuta "
                             "double dabal डबल twice "  # ("B26 में GST डबल लग गया है": breaker AM)
                             "kharab kharaab फटे कम गलत ग़लत टूटा टूटे ख़राब खराब zyada ज़्यादा ज्यादा but par lekin "
                             "पर लेकिन magar मगर")
#: Words that ask ("कृपया बताएँ कि ऑर्डर O47 … पहुँच जाएगा", "confirm whether O12 has left").
_ASKING = fold_words("tell confirm whether know bata batao bataiye bataen bataye batana बता बताएँ बताएं बताइए बताओ "
                     "बताना kab kya when what where कब क्या कहाँ")
_GAYA, _AA, _NO = fold("gaya"), fold("aa"), fold("no")
#: Words of one thing in place of another ("Cancel O161 instead of O160", "O160 ki jagah O161").
SWAP_WORDS = fold_words("instead jagah jageh जगह badle बदले")
#: Words of a slip corrected, right between two ids ("cancel O27 — sorry, O28", "O27 — माफ़ कीजिए, O28", "I mean").
_SLIP = fold_words("sorry maaf maf माफ़ माफ oops mean matlab मतलब kijiye कीजिए i")
_BUT = fold_words("but par lekin पर लेकिन magar मगर")
#: Words before a number that make it a reference, not money ("cheque no. 220145", "UTR 4471", "receipt 0932").
_REF_WORDS = fold_words("cheque check chek चेक no number nambar nam नं नंबर receipt ref reference utr txn "
                        "transaction id rasid रसीद")
#: Acts that move money or stock and so are guarded.
_MOVING = ("pay", "cancel")
#: Acts whose negation changes them (a cancel's "mat bhejo" / "don't send" is the cancel itself).
_NEGATABLE = ("pay",)


class IdGuardMixin:
    """Stage 6d of reading: refuse a payment, dispute or cancel whose id's sentence says something else of it."""

    def _guard_ids(self, intents: list[Intent]) -> None:
        """Raise an ``ambiguous_intent`` refusal for the four cases of the module docstring (in that order). Each
        clause's words, each id's negation and each pair of ids are looked at once."""
        acted = list(dict.fromkeys((i.kind, ident) for i in intents for ident in (i.order_id, i.bill_id) if ident))
        if not acted:
            return
        carried = {ident for _, ident in acted}
        by_clause: dict[int, list[str]] = {}
        self._id_spots: dict[str, list[int]] = {}
        for p, ident in self.order_ids + self.bill_ids:
            by_clause.setdefault(self.clause_of[p], []).append(ident)
            self._id_spots.setdefault(ident, []).append(p)
        self._acted_at_rest(acted, by_clause)
        self._joined_by_other_words(acted)
        self._bare_amount_beside_payment(intents)
        self._goods_of_a_dispute_cut(intents)
        whole = {i.order_id for i in intents if i.kind == "cancel" and i.sku is None}  # orders cancelled whole
        others_asked = any(i.kind not in ("pay", "cancel", "dispute") for i in intents)  # ("Thank you for clearing our
        # query on Bill B8, which we paid in full last Friday. … 1 quintal rice": the order is today's, not B8)
        words_of: dict[int, tuple[str, str]] = {}  # per clause: its word that leaves some out, its word of the past
        listed: dict[tuple[str, str], bool] = {}
        for kind, ident in acted:
            negated = None
            for c in dict.fromkeys(self.clause_of[p] for p in self._id_spots.get(ident, ())):
                for x in dict.fromkeys(by_clause[c]):
                    if x == ident or x in carried or x[0] != ident[0] or kind == "dispute":
                        continue
                    if (x, ident) not in listed:
                        listed[(x, ident)] = self._listed_with(x, ident)
                    if listed[(x, ident)]:
                        raise _Fail(why("ambiguous_intent.other_id", id=x), kind)
                if kind not in _MOVING:
                    continue
                if c not in words_of:
                    lo, hi = self.clause_span[c]
                    keys = [t.key for t in self.tokens[lo:hi] if t.kind == "word"]
                    words_of[c] = (self._leaves_out(keys), self._as_written(self._told_earlier(keys), lo, hi),
                                   self._as_written(self._day_named(keys), lo, hi))
                leaves_out, earlier, day = words_of[c]
                if kind == "cancel" and not leaves_out and ident in whole:  # "Only send the sugar from O90, cancel
                    # rest": all of O90 but the sugar (not "Remove the potatoes from O219, rest as is")
                    leaves_out = next((t.key for t in self.tokens[slice(*self.clause_span[c])] if t.key in REST_WORDS), "")
                earlier = earlier or (day if kind == "pay" and not rest_to_come(self, c) else "")  # (not "₹2,000
                # de diye, baaki Saturday ko bhej denge": the rest's day, lang.pay_put_off)
                if leaves_out:  # the word as written ("alawa", "अलावा"), not its folded key ("alav")
                    raise _Fail(why("ambiguous_intent.except_id", id=ident,
                                    word=self._as_written(leaves_out, *self.clause_span[c])), kind)
                if negated is None:
                    negated = kind in _NEGATABLE and self._id_negated(ident)
                if negated:
                    raise _Fail(why("ambiguous_intent.negated_id", id=ident), kind)
                if earlier and (len(carried) > 1 or others_asked):  # a lone payment told with its day pays it
                    raise _Fail(why("ambiguous_intent.told_past", id=ident, word=earlier), kind)
            if kind == "pay" and all(c in self._still_due() and not rest_to_come(self, c) for c in dict.fromkeys(
                    self.clause_of[p] for p in self._id_spots[ident])):
                earlier = self._said_of_the_past()  # "Why is B90 still showing due? We paid ₹2,400 last Tuesday.":
                if earlier:  # a question about a bill paid before, no payment now
                    raise _Fail(why("ambiguous_intent.told_past", id=ident, word=earlier), kind)

    def _still_due(self) -> set[int]:
        """The clauses asking whether a bill still stands (``_STILL_DUE``), worked out once a message."""
        if not hasattr(self, "_due_clauses"):
            self._due_clauses = {c for c, (lo, hi) in self.clause_span.items()
                                 if not _STILL_DUE.isdisjoint(t.key for t in self.tokens[lo:hi])}
        return self._due_clauses

    def _said_of_the_past(self) -> str:
        """A word of the message telling of a time before today, or a day named (one pass over its clauses, once)."""
        if not hasattr(self, "_past_said"):
            self._past_said = ""
            for lo, hi in self.clause_span.values():
                keys = [t.key for t in self.tokens[lo:hi] if t.kind == "word"]
                self._past_said = self._as_written(self._told_earlier(keys) or self._day_named(keys), lo, hi)
                if self._past_said:
                    break
        return self._past_said

    def _id_negated(self, ident: str) -> bool:
        """A negation in a chunk naming ``ident`` ("B30 ka payment abhi nahi kiya", "haven't paid B14"), not a stock
        phrase ("no problem", "koi baat nahi"), "No." of a number ("Bill no.: B412"), nor a "not" said of another id
        ("Paid ₹450 for B17 (not B16)")."""
        ids = self.order_ids + self.bill_ids
        for lo, hi in dict.fromkeys(self._id_chunk_span(p) for p in self._id_spots.get(ident, ())):  # each chunk once
            for k in range(lo, hi):
                t = self.tokens[k]
                if t.kind != "word" or t.key not in NEGATIONS or t.key in LATIN_NEGATIONS and not t.text.isascii():
                    continue  # (the Devanagari "नोट", note, folds to "not")
                nxt = self.tokens[k + 1] if k + 1 < self.n else None
                if nxt is not None and (t.key == _NO and (nxt.kind == "num" or nxt.kind == "sym" and nxt.text in ".:#") or
                                        nxt.kind == "word" and nxt.key in NOT_NEGATION_AFTER):
                    continue
                if k > 0 and self.tokens[k - 1].kind == "word" and self.tokens[k - 1].key in NOT_NEGATION_BEFORE:
                    continue
                if any(self._id_at(q) not in ("", ident) for q in range(max(0, k - 3), min(self.n, k + 4))
                       if self.chunk_of[q] == self.chunk_of[k]):
                    continue
                return True
        return False

    def _id_chunk_span(self, p: int) -> tuple[int, int]:
        """Token indices [lo, hi) of the chunk holding token ``p`` (all chunks' spans worked out once)."""
        spans = getattr(self, "_chunk_spans", None)
        if spans is None:
            spans = self._chunk_spans = {}
            for i, ch in enumerate(self.chunk_of):
                lo, _ = spans.get(ch, (i, i))
                spans[ch] = (lo, i + 1)
        return spans[self.chunk_of[p]]

    def _joined_by_other_words(self, acted: list[tuple[str, str]]) -> None:
        """Two ids acted on alike in one sentence with a word of swapping or of a complaint between them ("Cancel
        O161 instead of O160" had cancelled both; "B250 mein 5 kilo cheeni extra charge hui hai, aur B251 ka ₹700 de
        diya" paid both): which one is meant? (``ambiguous_intent.other_id``)."""
        kinds: dict[str, set[str]] = {}
        for kind, ident in acted:
            kinds.setdefault(ident, set()).add(kind)
        spots = sorted((p, x) for x, ps in self._id_spots.items() if x in kinds for p in ps)
        for (p1, a), (p2, b) in zip(spots, spots[1:]):
            if a == b or self.clause_of[p1] != self.clause_of[p2] or not kinds[a] & kinds[b] & {"pay", "cancel"}:
                continue
            words = {self.tokens[k].key for k in range(p1 + 1, p2) if self.tokens[k].kind == "word"}
            if words & SWAP_WORDS or words & COMPLAINT_WORDS - _BUT or words and words <= _SLIP:  # (the complaint is
                # said of the first; a slip: "O27 — sorry, O28" takes the first back)
                raise _Fail(why("ambiguous_intent.other_id", id=b if words & SWAP_WORDS else a),
                            next(iter(kinds[a] & kinds[b])))

    def _bare_amount_beside_payment(self, intents: list[Intent]) -> None:
        """A payment with no amount whose sentence holds a bare number no intent uses ("B7 ka 4500 bhej diya UPI se",
        "payment B50 done, 5000" had settled the bill in full, whatever 4500 is): what is it for?
        (``ambiguous_intent.figure``; a number with ₹ or grouped like money is the payment's amount already)."""
        unpaid = [i for i in intents if i.kind == "pay" and i.total_paise is None and i.bill_id]
        if not unpaid:
            return
        clauses = {self.clause_of[p] for i in unpaid for p in self._id_spots.get(i.bill_id, ())}
        for f in self.figs:
            if f.kind != "bare" or f.clause not in clauses or f.pos in self.used_pos or f.value < 10 or \
                    self.tokens[f.pos].text.startswith("0") or f.end in self.item_tokens or any(
                        self.tokens[k].kind == "word" and self.tokens[k].key in _REF_WORDS
                        for k in range(max(0, f.pos - 3), f.pos)):
                continue  # ("cheque no. 220145", "receipt 0932", "ref 4471": a reference; "(48 साबुन)": goods)
            raise _Fail(why("ambiguous_intent.figure", figure=self._fig_text(f)), "pay")

    def _goods_of_a_dispute_cut(self, intents: list[Intent]) -> None:
        """Goods cancelled with no order named, in the sentence of a disputed bill ("B31 mein 2 packet paneer kharab
        nikla, paisa kam karo" had disputed B31 and cut 2 paneer from whichever open order holds paneer): the goods
        are the complaint's facts, or a cut? (``ambiguous_intent.dispute_or_cancel``)."""
        disputed = dict.fromkeys(i.bill_id for i in intents if i.kind == "dispute" and i.bill_id)  # (in order: a
        cut = {i.sku for i in intents if i.kind == "cancel" and i.sku and not i.order_id}  # set's order followed the
        if not disputed or not cut:  # hash seed, and so did the bill the reason named)
            return
        clauses: dict[int, str] = {}
        for b in disputed:
            for p in self._id_spots.get(b, ()):
                clauses.setdefault(self.clause_of[p], b)
        for m in self.mentions:
            c = self.clause_of[m.first]
            if m.sku in cut and c in clauses:
                raise _Fail(why("ambiguous_intent.dispute_or_cancel", text=self._clause_text(c), id=clauses[c]),
                            "cancel")

    def _acted_at_rest(self, acted: list[tuple[str, str]], by_clause: dict[int, list[str]]) -> None:
        """One of several bills paid or disputed, whose every sentence says it is fine and holds no word of that act
        ("B37: you billed 30 kg onions, we received 25. Please correct. B38 is fine." had disputed B38 too): what
        about it? (``ambiguous_intent.id``)."""
        cued: dict[int, set[str]] = {}
        for c in self.cues:
            cued.setdefault(c.clause, set()).update(c.kinds)
        for kind, ident in acted:
            if kind not in ("pay", "dispute") or not ident.startswith("B") or sum(
                    k == kind and x.startswith("B") for k, x in acted) < 2:
                continue  # (one bill paid: its id may come from the sentence naming it, "Received your bill B14.")
            spots = self._id_spots.get(ident, ())
            if spots and all(kind not in cued.get(self.clause_of[p], ()) and self._id_at_rest(p) for p in spots):
                raise _Fail(why("ambiguous_intent.id", id=ident), kind)

    def _id_at_rest(self, pos: int) -> bool:
        """The id at token ``pos``, which no intent carries, is told as needing nothing today: its clause has no
        figure, no question and no word of a complaint, and it says the id stays, came, is done or is fine, or a negation
        stands right by it ("Not B16 — B17 is the one we're settling", "No dispute with B5"). Else the reader
        asks about it (``ambiguous_intent.id``)."""
        clause = self.clause_of[pos]
        lo, hi = self.clause_span[clause]
        act = self.acts.get(clause)
        shut = next((k for k in range(pos + 1, hi) if self.tokens[k].text == ")"), pos) if pos + 3 < hi and "(" in (
            self.tokens[pos + 1].text, self.tokens[pos + 2].text) else pos  # "O19 (10 kg paneer) stays as it is":
        if act is not None and act.question or any(f.clause == clause and not pos < f.pos < shut for f in self.figs):
            return False  # its contents told in brackets; "O30 की डिलीवरी कहाँ तक पहुँची?" asks
        words = [t.key for t in self.tokens[lo:hi] if t.kind == "word"]
        if any(k in COMPLAINT_WORDS and not on_time(words, j) or k in _ASKING for j, k in enumerate(words)):
            return False
        if any(k in AT_REST_WORDS for k in words) or not _CHANGES.isdisjoint(words) and not NEGATIONS.isdisjoint(words):
            return True  # (or "O25: no change", "O25 mein koi change nahi", "O6 – कोई बदलाव नहीं")
        if any(words[k] == _GAYA and words[k - 1] == _AA for k in range(1, len(words))):
            return True  # "O15 aa gaya" (not "GST लग गया": "गया" alone)
        return any(self.tokens[k].kind == "word" and self.tokens[k].key in NEGATIONS and self.chunk_of[k] == self.chunk_of[
            pos] and not (k in (pos + 1, pos + 2) and self.tokens[k].key == _NO) for k in range(max(0, pos - 3), min(
                self.n, pos + 3)))  # (not the id's own mark: "bill no. 17")

    def _id_at(self, p: int) -> str:
        """The id at token ``p``, or ""."""
        at = getattr(self, "_ids_by_pos", None)
        if at is None:
            at = self._ids_by_pos = {q: x for q, x in self.order_ids + self.bill_ids}
        return at.get(p, "")

    def _listed_with(self, other: str, ident: str) -> bool:
        """``other`` is named in a list with ``ident`` ("O883 और O888 के बिल", "Paid B7, B9"): in its chunk, or in
        a chunk of its own with no word but list words ("and", "aur", "both", "bill"…)."""
        chunks = {self.chunk_of[q] for q in self._id_spots.get(ident, ())}
        for p in self._id_spots.get(other, ()):
            if any(self.tokens[k].kind == "word" and self.tokens[k].key in NEGATIONS
                   for k in range(max(0, p - 2), min(self.n, p + 3))):
                continue  # "Paid ₹450 for B17 (not B16)", "B16 nahi, B17 ka": said not to be meant
            if other in kept_in_brackets(self):
                continue  # "Cancel O1 (keep O2)": said to be kept (lang.kept_orders)
            if self.chunk_of[p] in chunks:
                return True
            if all(t.kind != "word" or t.key in _LIST_WORDS for t in self.tokens[slice(*self._id_chunk_span(p))]):
                return True
        return False

    @staticmethod
    def _leaves_out(keys: list[str]) -> str:
        """The word of ``keys`` that leaves some out ("except", "alawa"; "other than"), or ""."""
        for k, key in enumerate(keys):
            if key in EXCEPT_WORDS:
                return key
            if key in _OTHER and k + 1 < len(keys) and keys[k + 1] in _THAN:
                return "other than"
        return ""

    def _as_written(self, phrase: str, lo: int, hi: int) -> str:
        """``phrase`` of folded keys ("last viks", "pichle") in the words the message wrote them in, tokens [lo, hi)
        ("last wks", "पिछले"): a reason quotes the writer, never the reader's keys."""
        if not phrase:
            return phrase
        written = {}
        for t in self.tokens[lo:hi]:
            if t.kind == "word":
                written.setdefault(t.key, t.text)
        return " ".join(written.get(w, w) for w in phrase.split())

    @staticmethod
    def _told_earlier(keys: list[str]) -> str:
        """The word of ``keys`` that tells of a time before today ("last week", "earlier", "pichle"), or ""."""
        for k, key in enumerate(keys):
            if key in _BECAUSE:
                return ""
            if key in EARLIER_WORDS:
                return key
            if key in _LAST and k + 1 < len(keys) and keys[k + 1] in _SPANS:
                return f"last {keys[k + 1]}"
        return ""

    @staticmethod
    def _day_named(keys: list[str]) -> str:
        """A day named in ``keys`` ("on Monday", "on 2nd", "on the 28th", "सोमवार को … दिया था"), or "": beside a
        payment and other requests, a payment made that day, not today ("Paid ₹1,500 against B12 on 2nd, and
        today ₹2,750 against B13" had paid B12 again)."""
        for k, key in enumerate(keys):
            nxt = keys[k + 1:k + 3]
            if key == _ON and nxt and (nxt[0] in WEEKDAYS or nxt[0] in _ORDINAL or nxt[:1] == [_THE] and
                                       nxt[1:] and nxt[1] in _ORDINAL):
                return f"on {nxt[0]}" if nxt[0] in WEEKDAYS else "on that date"
            if (key in WEEKDAYS or key in _ORDINAL or key in _DATE) and nxt[:1] and nxt[0] in _KO and \
                    _DONE_PAST.intersection(keys):  # "2nd ko kiya tha", "2 तारीख को किया था"
                return key if key in WEEKDAYS else "on that date"
        return ""

    def _ids_listed_beside(self, ids: list[str], clause: int, bills: bool = False) -> list[str]:
        """``ids`` and the order ids of ``clause`` listed beside one of them with nothing but "and"/"aur"/"और", commas
        or "&" between ("Where are O40 and O41?", "O40 और O41 कब तक आएँगे?"), in the order named; ``bills``: the bill
        ids ("B86 और B87 की कॉपी भेज दीजिए")."""
        here = [(p, i) for p, i in (self.bill_ids if bills else self.order_ids) if self.clause_of[p] == clause][:16]
        out, group, labels = list(ids), [], bill_labels(self) if bills else ()
        for k, (p, i) in enumerate(here):
            joined = k > 0 and all(j in labels or self.tokens[j].kind == "sym" and self.tokens[j].text in ",&/" or
                                   self.tokens[j].kind == "word" and (self.tokens[j].key in _LIST_JOINERS or bills
                                                                      and self.tokens[j].key in _BILL_NAMED)
                                   or j == here[k - 1][0] + 1 and self.tokens[j].kind == "num"  # (the id's digits)
                                   for j in range(here[k - 1][0] + 1, p))
            group = group + [i] if joined else [i]
            if len(group) > 1 and any(g in out for g in group):
                out += [g for g in group if g not in out]
        if len(out) > len(ids):  # "O204 aur O205 ke bill abhi tak nahi aaye": as named, not the nearest first
            first = {i: p for p, i in reversed(here)}
            out.sort(key=lambda i: first.get(i, len(self.tokens)))
        return out
