"""Stage 6c of reading: general guards — refuse when part of an acted-on clause was not understood (issue 10).

``lang.verify`` checks that every figure and id has a role and ``lang.verify_kinds`` that the role fits the words
around it, one kind at a time. Those kinds were found on corpora the reader was then fixed on; on text written by
people who never saw the code the reader kept misreading 4–10% of messages silently. The guards here are not kinds:
each asks whether a part of the message the reading acts on was understood at all, and refuses (with a reason in the
writer's language) when it was not (and ``lang.figure_accounting``, e-mails only: goods acted on twice, since s48):

- **a word for the pack that the reader does not know** (``unit_word``): a count
  with no unit of ours, followed by a word that is no unit, item name, intent word,
  number word or other word of the reader's tables ("2 केस Coke" before केस was a
  case, "3 cartoons Maggi", "4 jhola onion"): the count is of that pack, whose size
  we do not know — never read as selling units. A selling unit named by its own
  container ("20 loaves" of bread, "24 cups" of curd) is the selling unit;
- **an id another request owns** (``id_elsewhere``): a payment or dispute that
  carries an order id from a sentence asking something else of that order, or counting
  goods in it, or asking about it ("B21 paid by NEFT … Please also send the bill for O50", "O85 … 4 पेटी
  से घटाकर 2 कर दीजिए। बिल B40 भी चुका दिया", "Paid B21 today. Cut 5 kg sugar from O50.", "B60 ka payment
  kar diya. O136 ka status?") — which request is the id for?
- **goods named beside a refusal, acceptance or counter-offer that no intent takes**
  (``dropped``): an item in a chunk with such words of its own, in a sentence that
  acts on no other goods, read as nothing ("Atta ₹205 per 5 kg bag is too high — do
  ₹198." dropped, "Moong rehne do." dropped beside an order) — the supplier would
  never hear the refusal or the offer;
- **goods ordered or agreed in a sentence that sets a condition on a price** (``if_priced``):
  "Everest haldi 100 g: if it's ₹27 a packet, send 40", "agar ₹27 packet hai to 40 bhej do" — an offer
  at that price or an order? ("if possible", "agar ho sake" are courtesies, no condition);
- **one bill or one item given two intents that cannot both hold** (``two_ways``): a bill paid and
  disputed ("B51: disputed, 5 kg short" under a payment heading), goods agreed, ordered or offered and
  refused, goods ordered and cancelled;
- **goods cancelled in a sentence that takes them** (``cancel_or_take``): a cancel by goods with a
  take word whose chunk names no other goods ("Reduce the price of toor dal a bit, we'll take 30 kg",
  "Besan ka rate thoda kam karo, 20 packet lena hai") — a price asked down, not a cancel;
- **goods taken at a price said before them** (``take_at_price``): an order whose sentence names a
  price, then the quantity, with only a take word ("take", "book", "lenge", "लेंगे") to order it ("₹1,650
  total for 50 kg onions and we'll book it", "Tomato ₹30 pe 40 kilo lenge") — our offer with its
  quantity, or an order at the supplier's price? ("Send 20 kg rice at ₹38" says send, "₹33 as quoted,
  we'll take 50 kg" names the price the supplier's: orders);
- **goods named again by a shorter name that is another item's** (``short_name``): "कपड़े धोने का साबुन ख़त्म है। साबुन 5
  दर्जन भेज दो" — a name asked (``ambiguous_item.which``); not as a unit or a row of its own (``lang.unit_names``);
- **an agreement, order, cancel or payment asked as a question** (``asked``) that is
  none of the request forms ("can you send", "could you", "bhej sakte ho?", "bhej
  doge?", "भेज देंगे?"): "₹48 पैकेट चलेगा न?" agrees or asks?

Each guard looks at each figure, mention, id and intent once: linear in the message.
"""
from __future__ import annotations

import importlib
import pkgutil

from lang.held_order import held_in
from lang.grateful_if import thanks_ahead
from lang.order_complaint import complaint_of_the_order
from lang.figure_accounting import accounted
from lang.unit_names import named_apart
from lang.own_pack import OWN_CONTAINER
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)

#: Modules whose tables are no vocabulary (caches, renderers, the model backend, this one, handover's lines read here;
#: own_pack: a container word counts only its own goods, "20 batti cheeni" stays asked).
_NOT_TABLES = ("cache", "render", "model_", "fidelity", "replies", "guards", "phrase_tables", "handover", "own_pack")
#: Common words of the three languages that may follow a count without naming its pack ("20 more", "12 of the").
_FUNCTION = frozenset(fold(w) for w in """
a an the of to for in on at by with from and or but so if then this that these those it its
we i you our my your me us he she they them their is are was were be been am do does did will would can could
shall should may might more less some any each every all both only just also too very please kindly thanks thank
big small large medium regular fresh full half extra new same other another
ke ka ki ko se me mein par pe aur ya bhi hi to toh tak wala wale wali hai hain tha the bade chhote
के का की को से में पर पे और या भी ही तो तक वाला वाले वाली है हैं था थे बड़े छोटे""".split())
#: Adjectives between a count and its pack word ("2 big boxes", "दो बड़े डिब्बे"): the word after them is looked at.
_SIZE_ADJ, _AWAY = frozenset(fold(w) for w in "big small large bade bde chhote chote बड़े छोटे".split()), {fold("away")}
#: Request forms a question may order, cancel, pay or agree in ("bhej sakte ho?", "bhej doge?", "भेज देंगे?").
_REQUEST = frozenset(fold(w) for w in "please pls plz kindly request kripya कृपया possible wondering "
                     "sakte sakti sakta sakenge sakoge skte doge dogi denge dijiyega bhejoge jayenge jaenge जाएँगे जाएंगे "
                     "bhejenge milega milegi सकते सकती सकता सकेंगे सकोगे दोगे देंगे दीजिएगा भेजोगे भेजेंगे मिलेगा "
                     "मिलेगी paoge paaoge payenge paayenge paenge पाओगे पाएँगे पाएंगे पायेंगे".split())  # ("bhej paoge?")
_MODALS = frozenset(fold(w) for w in "can could will would".split())
_YOU = frozenset(fold(w) for w in "you u".split())
#: "Can I get …?", "Could we have …?": a request form too (holdout 81 d9027), as "mil sakti hai?" is.
_WE_GET = (frozenset(fold(w) for w in "i we".split()), frozenset(fold(w) for w in "get have".split()))
#: Words asking to be told beside an order ("… bhejo, aur bata do O648 kab aayega?"): the "?" is that question's.
_TELL = frozenset(fold(w) for w in "bata batao bataiye bata do tell let know बता बताइए बताओ बताना".split())
#: Intent kinds a question must not carry unless it is a request form.
_ASKED_KINDS = ("order", "cancel", "accept", "pay")
_NOT_ANOTHER = frozenset({"neutral", "order_ref"})
#: Words that order only by taking ("we'll take", "book it", "lenge", "लेंगे"): beside a price said first, an offer?
_TAKE = frozenset(fold(w) for w in "take book booking lenge lunga lungi lena le लेंगे लूँगा लूंगा लेना ले".split())
#: Words that make the price the supplier's ("as quoted", "your rate", "aapke rate pe", "जो आपने बोला", "wahi rate").
_THEIRS = frozenset(fold(w) for w in "quoted quote your yours aapke aapka aapki aapne apke apka apne आपके आपका आपकी "
                    "आपने usual wahi vahi वही same".split())
#: Condition words, and the words after one that make it a courtesy ("if possible", "agar ho sake", "अगर हो सके").
_IF = frozenset(fold(w) for w in "if agar अगर yadi यदि provided unless".split())
_COURTESY = frozenset(fold(w) for w in "possible convenient ho sake सके हो".split())

_LEXICON: frozenset[str] | None = None


def _words_of(obj: object, out: set[str], depth: int = 0, seen: dict | None = None) -> None:
    """The word keys in a table (strings, sets, tuples, lists and dicts of them, three levels deep). ``seen``: the
    strings already folded and the tables already walked (by id, at their shallowest depth) — the modules share
    tables (``from lang.reader_parts import *``) and words, so each is worked out once."""
    if depth > 3:
        return
    if seen is None:
        seen = {}
    if isinstance(obj, str):
        if obj not in seen:
            seen[obj] = 0
            out.update(k for k in fold_phrase(obj) if k)
        return
    if seen.get(id(obj), 4) <= depth:
        return  # walked already at this depth or shallower: its words (to that depth) are in ``out``
    seen[id(obj)] = depth
    if isinstance(obj, (set, frozenset, list, tuple)):
        for x in obj:
            _words_of(x, out, depth + 1, seen)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _words_of(k, out, depth + 1, seen)
            if isinstance(v, (str, set, frozenset, list, tuple, dict)):
                _words_of(v, out, depth + 1, seen)


def lexicon() -> frozenset[str]:
    """Every word key the reader's tables name (units, cues, names, number words, fillers, acts…) and the common
    function words: what the reader 'knows'. Built once, from the ``lang`` modules' word tables (not the reason
    wordings, caches or renderers), so a word added to any table is known here too."""
    global _LEXICON
    if _LEXICON is None:
        import lang
        out: set[str] = set(_FUNCTION)
        seen: dict = {}  # strings folded and tables walked (``_words_of``)
        for info in sorted(pkgutil.iter_modules(lang.__path__), key=lambda m: m.name):
            if any(part in info.name for part in _NOT_TABLES):
                continue
            mod = importlib.import_module(f"lang.{info.name}")
            for name, obj in vars(mod).items():
                if name.startswith("__") or name == "WHY" or "cache" in name.lower() or name == "_known":
                    continue
                if isinstance(obj, (set, frozenset, dict, tuple, list)):
                    _words_of(obj, out, 0, seen)
        out.discard("")
        _LEXICON = frozenset(out)
    return _LEXICON


class GuardMixin:
    """Stage 6c of reading: refuse a reading that acts on a clause part of which was not understood."""

    def _guard(self, intents: list[Intent], lines: list[_Line], context: list[_Line]) -> None:
        """Raise an ``ambiguous_intent`` refusal for the guards of the module docstring (in that order)."""
        self._guard_unit_word(lines + context)
        self._guard_id_elsewhere(intents)
        self._guard_dropped(intents, lines + context)
        self._guard_listed(intents, lines + context)
        self._guard_two_ways(intents)
        self._guard_cancel_or_take(intents, lines)
        self._guard_if_priced(intents, lines)
        self._guard_take_at_price(intents, lines)
        self._guard_short_name(intents)
        self._guard_asked(intents, lines)
        self._guard_ids(intents)  # lang.id_guard
        self._guard_sentences(intents)  # lang.either_guard
        accounted(self, intents)  # lang.figure_accounting: goods acted on twice (ON, TWICE), e-mails only

    def _guard_unit_word(self, lines: list[_Line]) -> None:
        """A count with no unit, used by an intent, followed by a word the reader does not know: its pack."""
        owner: dict[int, _Line] = {}
        for ln in lines:
            for f in ln.figs:
                owner.setdefault(f.pos, ln)
        known = None
        for f in self.figs:
            if f.unit is not None or f.kind not in ("qty", "bare") or f.pos not in self.used_pos:
                continue
            k = max(f.end, f.pos + 1)
            while k < self.n and self._word(k) in _SIZE_ADJ:
                k += 1
            if k >= self.n or self.tokens[k].kind != "word" or k in self.item_tokens or not self.tokens[k].key:
                continue
            key = self.tokens[k].key
            known = known or lexicon()
            if key in known or self._word(k + 1) in _AWAY:  # ("book the 20 straight away": trial 34 A3, no unit)
                continue
            ln = owner.get(f.pos)
            item = self.cat.by_sku(ln.mention.sku) if ln is not None and ln.mention.sku else None
            if item is not None and item.item in OWN_CONTAINER.get(key, ()):
                continue  # "Bread: 20 loaves": the selling unit by its own container
            name = item.item if item is not None else ""
            raise _Fail(why("ambiguous_intent.unit_word", n=fmt_number(f.value), word=self.tokens[k].text,
                            item=name, sunit=default_unit(item) if item is not None else "packet"), "order")

    def _guard_id_elsewhere(self, intents: list[Intent]) -> None:
        """A payment or dispute carrying an order id from a sentence that asks another thing of that order."""
        if not self.order_ids or not self.bill_ids or complaint_of_the_order(self, intents):
            return  # ("O142 came short — 8 trays billed, only 7 received. Please check B68.": lang.order_complaint)
        order_at: dict[str, set[int]] = {}
        for p, ident in self.order_ids:
            order_at.setdefault(ident, set()).add(self.clause_of[p])
        bill_at: dict[str, set[int]] = {}
        for p, ident in self.bill_ids:
            bill_at.setdefault(ident, set()).add(self.clause_of[p])
        kinds_at: dict[int, set[str]] = {}
        for c in self.cues:
            kinds_at.setdefault(c.clause, set()).update(c.kinds)
        counted = {f.clause for f in self.figs if f.kind == "qty"}  # "Cut 5 kg sugar from O50": goods asked of it
        for i in intents:
            if not (i.order_id and i.bill_id):
                continue
            clauses = order_at.get(i.order_id, set())
            if clauses & bill_at.get(i.bill_id, set()):
                continue  # "payment against bill B97 (order O207)": named together
            if any(kinds_at.get(c, set()) - _NOT_ANOTHER - {i.kind} or c in counted or held_in(self, c) or c in
                   self.acts and self.acts[c].question for c in clauses):  # ("keep O30 on hold": lang.held_order)
                raise _Fail(why("ambiguous_intent.id_elsewhere", id=i.order_id), i.kind)

    def _guard_dropped(self, intents: list[Intent], lines: list[_Line]) -> None:
        """Goods in a chunk with refusal, acceptance or offer words of its own that no intent takes, in a sentence
        that acts on no other goods, beside goods acted on ("Sorry, we don't need the 20 kg rice anymore. Cancel
        O10." is a whole order's cancel with its reason; "O12 nikla kya? … doodh khatam hai" a question's aside)."""
        cue_chunks: dict[int, _Cue] = {}
        for c in self.cues:
            if c.kinds & {"reject", "accept", "offer"}:
                cue_chunks.setdefault(c.chunk, c)
        if not cue_chunks:
            return
        have = {i.sku for i in intents if i.sku}
        if not any(i.sku and i.kind in ITEM_INTENTS for i in intents) or any(
                i.kind == "cancel" and i.sku is None for i in intents):
            return  # goods beside a question or a payment are its aside; beside a whole-order cancel, its reason
        skip = self._asides(have)
        line_of = {id(ln.mention): ln for ln in lines}
        for m in self.mentions:
            if not m.sku or m.sku in have or self.chunk_of[m.first] not in cue_chunks:
                continue
            c = self.clause_of[m.first]
            ln = line_of.get(id(m))
            if c in skip or ln is not None and self._as_is(ln):
                continue  # "2. Bread: no change" beside a change
            raise _Fail(why("ambiguous_intent.dropped", text=self._clause_text(c), item=self.cat.by_sku(m.sku).item),
                        None)

    def _asides(self, have: set) -> set[int]:
        """Clauses whose goods no guard asks about: reports (background), the goods a payment or question names,
        an order named by its goods, and clauses naming goods some intent takes (``have``: their skus)."""
        return set(self.background) | set(getattr(self, "non_item_clauses", ())) | set(getattr(self, "naming_clauses", (
            ))) | {self.clause_of[m.first] for m in self.mentions if m.sku in have} | stock_named_again(self)  # (F6)

    def _guard_listed(self, intents: list[Intent], lines: list[_Line]) -> None:
        """Goods listed with a quantity in a sentence or table row with no intent word of its own, that no intent
        takes, beside other requests ("| Toor dal | 25 kg | ₹128/kg |" rows over "Also: 1. Please cancel the 10 kg
        moong dal from O219 …", where the rows had been read as nothing): send them, or are they a note? Not
        a report (background), the goods a question or payment names, or goods named again."""
        if not intents:
            return
        disputing = any(i.kind == "dispute" for i in intents)  # a dispute's goods are its facts, but not a new price
        # asked in a list line of its own ("7. For tomatoes, ₹30/kg is too high — would ₹26/kg work?", breaker N)
        have = {i.sku for i in intents if i.sku}
        cued = {c.clause for c in self.cues} | {self.clause_of[p] for p, _ in self.bill_ids}
        skip = self._asides(have)
        for ln in lines:
            m = ln.mention
            if not m.sku or m.sku in have or ln.clause in cued or ln.clause in skip or self._as_is(ln):
                continue  # (not "Pyaaz 20 kg hi rahega" beside a change: kept as it is)
            if any((f.kind == "qty" and not disputing or f.kind == "price" and not f.role and (
                    not disputing or ln.clause in self.acts and self.acts[ln.clause].question))
                   and self.clause_of[f.pos] == ln.clause for f in ln.figs):  # (a new price too: "- Paid B6. - For tomatoes, ₹30/kg is too high — would
                # ₹26/kg work?" had paid B6 and dropped the offer, breaker N)
                raise _Fail(why("ambiguous_intent.dropped", text=self._clause_text(ln.clause),
                                item=self.cat.by_sku(m.sku).item), None)

    def _guard_asked(self, intents: list[Intent], lines: list[_Line]) -> None:
        """An order, cancel, agreement or payment in a question clause that is no request form."""
        clauses_of: dict[str, set[int]] = {}
        for ln in lines:
            if ln.mention.sku:
                clauses_of.setdefault(ln.mention.sku, set()).add(ln.clause)
        forms: dict[int, tuple[bool, bool]] = {}  # per question clause (once): a request form? a "tell me"?
        for i in intents:
            if i.kind not in _ASKED_KINDS:
                continue
            own = clauses_of.get(i.sku, set()) if i.sku else {c.clause for c in self.cues if i.kind in c.kinds}
            for c in sorted(own):
                act = self.acts.get(c)
                if act is None or not act.question:
                    continue
                if c not in forms:
                    lo, hi = self.clause_span[c]
                    keys = [t.key for t in self.tokens[lo:hi] if t.kind == "word"]
                    forms[c] = (any(k in _REQUEST for k in keys) or any(
                        a in _MODALS and b in _YOU for a, b in zip(keys, keys[1:])) or any(
                        a in _MODALS and b in _WE_GET[0] and g in _WE_GET[1] for a, b, g in zip(keys, keys[1:], keys[2:])),
                        any(k in _TELL for k in keys))
                request, tell = forms[c]
                if request or i.kind == "order" and (tell or any(j.kind == "ask_quote" and j.sku == i.sku for j in intents)):
                    continue  # "Can you send 5 peti Parle-G?", "… bhejo, aur bata do O648 kab tak aayega?", "20 kilo
                    # cheeni bhejo, rate kya hai?" (lang.sent_and_asked: sent, and its rate asked)
                if i.kind == "pay" and any(self._told_before_a_question(p, self.cues) for p in self.cues
                                           if p.clause == c and "pay" in p.kinds):
                    continue  # "B33 का पेमेंट हो गया, अब O36 कब आएगा?": told, then another question asked
                raise _Fail(why("ambiguous_intent.asked", text=self._clause_text(c)), i.kind)

    def _guard_if_priced(self, intents: list[Intent], lines: list[_Line]) -> None:
        """An order or agreement of goods whose sentence has a condition word with a price after it ("if it's ₹27 a
        packet"; not "at ₹30, if fresh"): an offer or an order?"""
        price_clauses = {f.clause for f in self.figs if f.kind == "price"}
        if not price_clauses or _IF.isdisjoint(self._words):
            return
        last_price: dict[int, int] = {}  # per clause, the position of its last price
        for f in self.figs:
            if f.kind == "price":
                last_price[f.clause] = max(last_price.get(f.clause, -1), f.pos)
        conditional: set[int] = set()  # clauses with a condition word before a price, no courtesy (one pass)
        for k, w in enumerate(self._words):
            if w in _IF and last_price.get(self.clause_of[k], -1) > k:
                after = [self._words[x] for x in range(k + 1, min(self.n, k + 4)) if self._words[x]][:2]
                act = self.acts.get(self.clause_of[k])
                if not any(a in _COURTESY for a in after) and not thanks_ahead([w for w in self._words[slice(*self.clause_span[self.clause_of[k]])] if w]) and not (  # (not "If you can deliver by Monday, send 20 kg
                        act is not None and self._priced_after_the_day(self.clause_of[k], act)):  # at ₹58/kg")
                    conditional.add(self.clause_of[k])
        asked = {i.sku: i.kind for i in intents if i.kind in ("order", "accept") and i.sku}
        for ln in lines:
            if ln.mention.sku in asked and ln.clause in conditional:
                raise _Fail(why("ambiguous_intent.if_priced", text=self._clause_text(ln.clause),
                                item=self.cat.by_sku(ln.mention.sku).item), asked[ln.mention.sku])

    def _guard_two_ways(self, intents: list[Intent]) -> None:
        """One bill paid and disputed; one item agreed, ordered or offered and refused, or ordered and cancelled."""
        by_bill: dict[str, set[str]] = {}
        by_sku: dict[str, set[str]] = {}
        for i in intents:
            if i.bill_id and i.kind in ("pay", "dispute"):
                by_bill.setdefault(i.bill_id, set()).add(i.kind)
            if i.sku:
                by_sku.setdefault(i.sku, set()).add(i.kind)
        for bill, kinds in by_bill.items():
            if len(kinds) == 2:
                raise _Fail(why("contradictory.paid_and_disputed", id=bill), "pay")
        for sku, kinds in by_sku.items():
            if "reject" in kinds and kinds & {"accept", "order", "offer"} or {"order", "cancel"} <= kinds:
                raise _Fail(why("contradictory.yes_and_no", item=self.cat.by_sku(sku).item), None)

    def _guard_cancel_or_take(self, intents: list[Intent], lines: list[_Line]) -> None:
        """A cancel by goods (no order id) in a clause whose take word stands in a chunk naming no other goods."""
        cancels = {i.sku for i in intents if i.kind == "cancel" and i.sku and i.order_id is None}
        if not cancels:
            return
        named_chunks = {self.chunk_of[m.first] for m in self.mentions}
        takes = {c.clause for c in self.cues if "order" in c.kinds and c.chunk not in named_chunks
                 and self._words[c.pos] not in _ORDER_LEADS}  # not the noun: "From our pending order, don't send …"
        for ln in lines:
            if ln.mention.sku in cancels and ln.clause in takes:
                raise _Fail(why("ambiguous_intent.cancel_or_take", item=self.cat.by_sku(ln.mention.sku).item),
                            "cancel")

    def _guard_take_at_price(self, intents: list[Intent], lines: list[_Line]) -> None:
        """An order with a price whose sentence states the price before the quantity and orders only by a take
        word: our offer with its quantity, or an order at the supplier's price?"""
        priced = {i.sku for i in intents if i.kind == "order" and i.sku and (
            i.unit_price_paise is not None or i.total_paise is not None)}
        if not priced:
            return
        first: dict[int, dict[str, int]] = {}  # per clause, the first used price and quantity (one pass)
        for f in self.figs:
            if f.pos in self.used_pos and f.kind in ("price", "qty", "bare"):
                first.setdefault(f.clause, {}).setdefault("price" if f.kind == "price" else "qty", f.pos)
        cues: dict[int, list[bool]] = {}  # per clause, for each order cue: is it a take word?
        for c in self.cues:
            if "order" in c.kinds:
                cues.setdefault(c.clause, []).append(any(self._words[k] in _TAKE for k in range(c.pos, c.end)))
        for ln in lines:
            at = first.get(ln.clause, {})
            if ln.mention.sku in priced and "price" in at and "qty" in at and at["price"] < at["qty"] and \
                    cues.get(ln.clause) and all(cues[ln.clause]) and not self._theirs(ln.clause):
                raise _Fail(why("ambiguous_intent.take_at_price", text=self._clause_text(ln.clause),
                                item=self.cat.by_sku(ln.mention.sku).item), "order")

    def _theirs(self, clause: int) -> bool:
        """The clause calls a price the supplier's ("as quoted", "your rate", "aapke rate pe", "wahi rate")."""
        lo, hi = self.clause_span[clause]
        return any(self._words[k] in _THEIRS for k in range(lo, hi))

    def _guard_short_name(self, intents: list[Intent]) -> None:
        """Goods acted on under a name that ends a longer name said before it for another item."""
        acted = {i.sku for i in intents if i.sku}
        if len(self.mentions) < 2 or not acted:
            return
        longer: dict[tuple[str, ...], ItemMention] = {}  # every word suffix of each name said, to its first mention
        for m in self.mentions:
            key = tuple(self._words[k] for k in range(m.first, m.last))
            if m.sku in acted and key in longer and longer[key].sku != m.sku and not named_apart(self, longer[key], m, acted):
                first = longer[key]
                raise _Fail(why("ambiguous_item.which", text=m.text, items=", ".join(
                    self.cat.by_sku(s).item for s in (first.sku, m.sku))), None)
            if m.sku:
                for j in range(1, len(key)):
                    longer.setdefault(key[j:], m)
