"""Reading an agent's message (an e-mail to a supplier, or the cashier's words at the counter).

``read_message(text, catalogue)`` returns a ``Reading`` (READING.md): the language, the main intent, one ``ItemReading``
per item line, the bill and order ids, and the kernel ``Intent``s (quantities in selling units, prices in paise per
selling unit) — or ``readable=False`` with one of ``REASONS``. ``could_not_read(reading)`` is the one rule for "could not read your message".
How a message is read, in order (every step is a table look-up or a fixed rule; nothing is guessed or random):

1. Fenced blocks (```order {...}```) with a known tag are read by ``lang.blocks.read_blocks`` (a malformed one refuses
   the message); the words around them are read too and put with them (``lang.block_words``).
2. The text is normalised and cut into tokens (``lang.language``); items are found by ``lang.items.ItemMatcher``;
   bill ids (B12, A3, "bill no. 12", "बिल B12") and order ids (O3, "order #3") are taken out.
3. Intent words (``CUES``) are found by longest match within a clause ("order" told of someone else's order is none:
   ``lang.their_orders``). Numbers (``lang.numbers``) become *figures*: a quantity (a number with a unit, or "x 10"),
   a price (with ₹/Rs/INR/rupaye/रुपये, "@", "rate", "40 mein"), or a bare number. Dates, times, days, percentages,
   phone numbers, list numbers and pack sizes are not figures. A single number word that is also an everyday word
   ("do", "teen", "saath") counts only next to a unit, a price word or an item.
4. The message is cut into clauses (line breaks and . ? ! । …) and clauses into chunks (, ; & + and aur और; a
   verb after a count: ``lang.verb_chunks``).
   Each figure belongs to the item of its chunk; in a chunk with several items, figures go to the item they
   precede when the chunk starts with a figure ("10 kg rice 5 kg sugar") and to the item they follow otherwise
   ("rice 10 kg sugar 5 kg"); a chunk with figures and no item lends them to the item before it (else after it)
   in the clause; a clause with figures and no item lends them, with its intent words, to the message's item
   when the message names exactly one.
5. Each item line takes the intent words of its chunk, else of its clause, else of the nearest clause before
   (else after) that has item intent words, else the default of READING.md (a quantity → order, a price → offer, else
   ask_quote). Plain price words ("rate", "भाव") are weak: an ask_quote only
   when nothing stronger applies or the clause asks ("rate?", "rate kya hai"). When a line has several intents, the
   first of accept, offer, ask_quote, order, reject whose needs are met wins (an order needs a quantity, an offer or
   an accept a price); an accept with an order word and a quantity gives both. Item lines in the clause of a
   payment, dispute, cancel, bill or delivery question, or in such a message with no item intent words at all, are
   context, not orders.
6. Prices: per-unit and total marks as READING.md says; an unmarked price next to a quantity above 1 is a unit price
   up to 1.5 × MRP per stated unit, a total from half of quantity × MRP, contradictory between.
7. An e-mail's reading is judged by a second opinion (``lang.second_opinion``, a model of request kinds); one whose
   kinds it doubts is refused (``ambiguous_intent``), as is a percentage off beside goods with no price (percent_off);
   off for now: a misread-looking one (lang.reading_doubt), one its sentences read alone disagree with (part_consistency).
Decisions beyond READING.md are listed in READING.md ("Reader decisions").
"""
from __future__ import annotations

from lang.apply_acts import ActsMixin
from lang.nothing_left import nothing_left
from lang.compose import ComposeMixin
from lang.fenced import BLOCK_TAGS, read_fenced
from lang.number_words import SMALL_ROMAN
from lang.guards import GuardMixin
from lang.id_guard import IdGuardMixin
from lang.either_guard import EitherGuardMixin
from lang.figures import FiguresMixin
from lang.token_at import words_and_syms
from lang.lines import LinesMixin
from lang.nonitem import NonItemMixin
from lang.order_bills import OrderBillsMixin
from lang.our_people import drop_our_people_coming
from lang.count_changes import CountChangesMixin
from lang.reader_parts import *  # noqa: F401,F403  (Reading shapes, tables, working structures)
from lang.packs import PacksMixin
from lang.resolve import ResolveMixin
from lang.second_opinion import judged
from lang.second_thoughts import SecondThoughtsMixin
from lang.settle import SettleMixin
from lang.take_backs import TakeBacksMixin
from lang.quoted_terms import QuotedTermsMixin
from lang.quoted_order import of_the_quoted_order
from lang.counts_left_blank import counts_left_blank
from lang.pack_misfit_guards import pack_misfit  # a count in a pack word its goods are not sold in
from lang.order_rates_asked import order_rates_asked  # a list under an order heading, then its rates asked
from lang.new_price_dropped import new_price_dropped  # a list line's new price after one turned down
from lang.pay_amount_unplaced import pay_amount_unplaced  # "Paid ₹3,000 and ₹240 against B7": an amount lost
from lang.count_beside_company import count_beside_company  # "Send 20 kg; it can come with the atta."
from lang.order_moves import moves_read
from lang.read_again import read_again
from lang.order_lines_beside import order_lines_beside_read
from lang.quoted_ids import of_the_quoted_ids
from lang.subject_line import under_headings
from lang.price_asks import PriceAsksMixin
from lang.past_order import ordered_before
from lang.verify import VerifyMixin
from lang.verify_kinds import KindsMixin
from lang.cut_words import cuts_of_an_order
from lang.instead_of import without_replaced
from lang.unit_names import names_as_units
from lang.before_reading import prepared, sent_only  # (lang.sent_message: what an agent sent, out of its scaffolding)
from lang.their_orders import theirs
from lang.after_acts import arrived_fine
from lang.extra_wanted import extra_wanted
from lang.digit_groups import figure_guards  # lang.percent_off's, then digit groups
from lang.context_figures import context_guard  # figures in context (a statement, a rate-asked list) ask nothing
from lang.verb_chunks import goods_then_count, verb_breaks
from lang.bracket_apart import bracket_ends
from lang.brand_after import brands_after_items
from lang.stock_told import last_of_stock
from lang.quoted_names import quoted_names
from lang.bill_sends import bills_sent
from lang.reply_context import placed_read, read_with_context  # (lang.placed_read: "the first two")
from lang.quoted_as_written import as_written

__all__ = ["Reading", "ItemReading", "read_message", "could_not_read", "REASONS", "CUES"]


@sent_only  # lang.sent_message: only what was sent is read (ReAct traces, tool calls, drafts, notes)
@parts_agree  # lang.part_consistency (off unless ON): the whole and its sentences read alone agree
@bill_ids_alone  # lang.bill_id_alone: "Paid B3 for O5" pays B3, with no order id (the gold convention)
def read_message(text: str, catalogue: Catalogue | None = None, email: bool = False,
                 second_opinion: bool | None = None) -> Reading:
    """Read one message (any string; never raises). See the module docstring and READING.md. ``email``: read as an
    e-mail to a supplier, which states no counter bill ("eggs 5 tray, ₹1,025 total" orders; the desk reads so).
    ``second_opinion`` (default: ``email``): refuse a reading whose kinds of request ``lang.second_opinion``
    doubts (``False``: the rule stages alone, to measure it).

    A reply that names no item ("Agreed." under "> Masoor dal ₹80/kg") is read again with the quoted lines it answers
    before it (their figures only when the reply states none of its own); a payment that names no bill under a quoted
    message naming one bill ("Paid in full by NEFT today.") pays that bill.
    """
    text = prepared(text)  # lang.before_reading: garbling, the model's talk, a chat log as quotes, fallbacks
    judge = email if second_opinion is None else second_opinion
    again = lambda t: read_message(t, catalogue, email, second_opinion)  # noqa: E731  (a text read again)
    reading = figure_guards(text, under_headings(text, lambda t: _read_one(t, catalogue, email=email, judge=judge)))
    reading = of_the_quoted_order(text, reading) if reading.readable else reading  # lang.quoted_order: the order answered
    reading = read_again(text, moves_read(text, reading, again), again, catalogue)  # moved, then read again
    reading = of_the_quoted_ids(text, reading, lambda t: _read_one(t, catalogue, judge=judge))  # answered
    if not reading.readable:
        if reading.reason_key.startswith(("no_item", "no_price", "ambiguous_intent.figure")) and isinstance(text, str):
            reading = read_with_context(text, reading, lambda t, chars: _read_one(  # lang.reply_context: the quote
                t, catalogue, raw=text, judge=judge, context_chars=chars), catalogue)  # answered, else the goods
        reading = placed_read(text, reading, again, catalogue)
        reading = order_lines_beside_read(text, reading, again)  # bare order lines beside other requests
    reading = context_guard(text, reading, again)  # lang.context_figures: a statement, a rate-asked list ask nothing
    cat = catalogue if catalogue is not None else load_catalogue()
    reading = order_rates_asked(text, counts_left_blank(text, reading, cat), again)  # "| Qty |" empty; "Order: … rates?"
    reading = new_price_dropped(text, pack_misfit(text, reading, cat), cat)  # "20 bars of sugar"; "₹38 नहीं, ₹36.50"
    return pay_amount_unplaced(text, count_beside_company(text, reading, cat))  # "…; it can come with the atta."


def _read_one(text: str, catalogue: Catalogue | None = None, raw: str | None = None, email: bool = False,
              context_chars: int = 0, judge: bool = False) -> Reading:
    """One reading of ``text``; ``raw``: the message as written, when ``text`` is it read again with the quoted
    lines it answers (the quoted terms are looked up in it), which fill its first ``context_chars`` characters
    (normalised): their intent words are the supplier's, not the reply's. ``judge``: ask the second opinion."""
    cat = catalogue if catalogue is not None else load_catalogue()
    if not isinstance(text, str):
        text = ""
    matcher = matcher_for(cat)
    if len(text) > MAX_CHARS:
        too_long = why("too_long.length", n=f"{len(text):,}", limit=f"{MAX_CHARS:,}")
        return Reading(readable=False, reason=too_long, reason_key=too_long.key, reason_args=too_long.args,
                       language=detect_language(normalize(text[:2000]), matcher.hinglish_keys, NOT_ITEM_WORDS))
    norm = normalize(clean(text))
    if "```" in norm:
        language = detect_language(norm, matcher.hinglish_keys, NOT_ITEM_WORDS)
        blocks = [(tag.lower(), body) for tag, body in FENCE.findall(norm) if tag.lower() in BLOCK_TAGS]
        if blocks:
            return read_fenced(norm, blocks, cat, language, lambda words: read_message(words, cat, email, judge), text)
        tokens = tokenize(norm)
    else:
        tokens = tokenize(norm)
        language = language_of(norm, tokens, matcher.hinglish_keys, NOT_ITEM_WORDS)
    if not _ALNUM.search(norm):
        return nothing_left(text, language, matcher)
    reader = MessageReader(norm, tokens, cat, matcher, language, context_chars=context_chars)
    reader.raw_text = text if raw is None else raw  # the quoted lines it answers (lang.settle, lang.quoted_terms)
    reader.email = email
    reading = reader.read()
    return as_written(text, judged(reading, reader.tokens, reader.found_mentions, context_chars) if judge and reading.readable
                      else reading)  # lang.second_opinion: doubted kinds refused; lang.quoted_as_written: quotes as written


#: Tick and cross marks after an item ("Rice ₹38 ✔️ Sugar ₹44 ✖️"): an accept or a refusal of it; each ends a clause.
_MARKS = {**dict.fromkeys("✔✅✓☑", "accept"), **dict.fromkeys("✖❌✗✘❎", "reject")}
#: Words after "order" that keep an order as it is ("baaki order same rahega", "rest of the order unchanged").
_SAME = frozenset(fold(w) for w in "same unchanged waisa waise vaisa वैसा वैसे वही as".split())
#: "40 kg atta wala order", "४० किलो आटा वाला ऑर्डर": the order these goods are in, named, not placed.
_WALA = frozenset(fold(w) for w in "wala wale wali waala waale waali vala vale vali वाला वाले वाली".split())
#: "the 40 kg atta order", "our sugar order": goods that name an order already placed.
_THE, _WITH, _ONE = frozenset(fold(w) for w in "the our my that".split()), frozenset(fold(w) for w in "with having".split()), fold("one")
_RATE_CUES = frozenset({"ask_quote", "ask_quote_weak"})
_TWO = frozenset(fold(w) for w in "do दो".split())  # "mein do" gives, "mein do bori" counts two sacks (breaker AU)
_COUNT_WORDS = frozenset(SMALL_ROMAN) | {fold(w) for w in "a an another more".split()}  # "Add one sack of rice to O79"
_IF = frozenset(fold(w) for w in "if agar अगर yadi यदि".split())
_ALNUM = re.compile(r"[^\W_]|[\u0900-\u0963\u0971-\u097f]")


class MessageReader(FiguresMixin, ActsMixin, PriceAsksMixin, SecondThoughtsMixin, NonItemMixin, OrderBillsMixin, CountChangesMixin, LinesMixin, ComposeMixin,
                    SettleMixin, ResolveMixin, PacksMixin, VerifyMixin, KindsMixin, GuardMixin, IdGuardMixin, EitherGuardMixin, TakeBacksMixin,
                    QuotedTermsMixin):
    """One message's reading; built and used once."""

    def __init__(self, text: str, tokens: list[Token], cat: Catalogue, matcher: ItemMatcher, language: str,
                 context_chars: int = 0) -> None:
        self.text = text
        self.context_chars = context_chars  # the quoted lines put before the reply (``read_message``): no intent words
        self.cat = cat
        self.matcher = matcher
        self.language = language
        self.tokens = tokens
        self.n = len(self.tokens)
        self._words, self._syms, self._word, self._sym = words_and_syms(tokens)  # (lang.token_at: one C look-up each)
        self._keys = frozenset(self._words)  # the message's word keys, for the gates of rule families (lang.gates)
        self._id_index: dict[object, tuple[dict[int, list[str]], list[str]]] = {}  # ids by clause, and by chunk
        self.taken: set[int] = set()  # token indices used by ids and cues (not numbers)
        self.email = False  # read as an e-mail to a supplier (``read_message``): no counter bill

    def _segment(self) -> None:
        """Clause and chunk number of every token."""
        clause = chunk = lo = 0
        n, toks = self.n, self.tokens  # (locals in the loop, the kind read once: one pass a token)
        clause_of, chunk_of = self.clause_of, self.chunk_of = [0] * n, [0] * n
        breaks, closes = verb_breaks(toks), bracket_ends(toks)  # "… 5 kg add chana dal": lang.verb_chunks, lang.bracket_apart
        for i, t in enumerate(toks):
            clause, chunk = clause + (i in closes), chunk + (i in breaks or i in closes)  # "(10 kg moong) Send …"
            clause_of[i], chunk_of[i], kind = clause, chunk, t.kind
            if kind == "word":
                if t.key in _SEP_WORDS and not (i + 2 < n and toks[i + 1].key == "a" and toks[i + 2].key == "half"
                                                or i + 1 < n and t.key in _MORE_AUR and toks[i + 1].key in _SEND_WORDS):
                    chunk += 1
            elif kind == "sym":
                if (text := t.text) in _BREAK_SYMS or text in _MARKS or text and ord(text[0]) >= 0x1F300 and not emoji_sku(toks, i):
                    if text == "." and i > 0 and toks[i - 1].kind == "word" and toks[i - 1].end == t.start \
                            and toks[i - 1].key in _ABBREV and not (toks[i - 1].key == "no" and i + 1 < n and
                                                                  toks[i + 1].kind == "word"):
                        continue  # "No. 52", "Rs. 40" (not "Rice ₹40 — no. Sugar ₹42 is fine": a "no" ends it)
                    clause += 1
                    chunk += 1
                elif text in _SEP_SYMS:
                    chunk += 1
                elif text in ("-", "–", "—", "/") and (i == 0 or toks[i - 1].end < t.start) \
                        and (i + 1 >= n or toks[i + 1].start > t.end):
                    chunk += 1
            elif kind == "nl":
                clause += 1
                chunk += 1
        self.clause_span: dict[int, tuple[int, int]] = {}  # a clause's tokens are consecutive: it ends where the next
        for i in range(1, n + 1):  # starts (or the text ends)
            if i == n or clause_of[i] != clause_of[i - 1]:
                self.clause_span[clause_of[i - 1]], lo = (lo, i), i

    def _find_cues(self) -> list[_Cue]:
        """Intent words, longest match first, within one clause; ids and item names are not intent words."""
        words = [i for i, t in enumerate(self.tokens) if t.kind == "word" and i not in self.taken]
        keys = [self.tokens[i].key for i in words]
        out: list[_Cue] = []
        self.naming_clauses: set[int] = set()
        w = 0
        while w < len(words):
            i = words[w]
            found = None
            if i not in self.item_tokens:
                for m, phrases in _CUE_TABLE.get(keys[w], ()):
                    key = tuple(keys[w:w + m])
                    kinds = phrases.get(key)
                    if kinds is not None and all(self.clause_of[words[w + q]] == self.clause_of[i]
                                                 for q in range(m)) \
                            and not any(words[w + q] in self.item_tokens for q in range(m)) and not (kinds & _ITEM_KINDS
                                and any(k in self.taken for k in range(words[w], words[w + m - 1]))) and not (
                            m > 1 and key[-1] in _TWO and self._word(words[w + m - 1] + 1) in UNIT_WORDS):  # "32 mein do bori": two
                        found = (key, kinds)
                        break
            if found is None:
                w += 1
                continue
            key, kinds = found
            m = len(key)
            if m == 1 and self.tokens[i].text.lower() == "add" and not any(t.kind == "num" or t.key in _COUNT_WORDS
                                                                          for t in self.tokens[i + 1:i + 3]) and not \
                    goods_then_count(self.tokens, self.item_tokens, i + 1) and not (i + 1 in self.item_tokens and any(
                        i + 2 < p < i + 8 for p, _ in self.order_ids)):  # ("add chana dal 5 kg", "Add moong dal to O13")
                w += 1  # "add it to your khata": no goods added; "add 6 Rin bars to O38" is an order
                continue
            last = words[w + m - 1]
            if m == 1 and key[0] in _ORDER_LEADS and (ordered_before(self.tokens, i) or self._names_an_order(i) or any(
                    t.kind == "word" and t.key in _SAME for t in self.tokens[i + 1:i + 4]) or any(
                    t.kind == "word" and t.key in _REST for t in self.tokens[max(0, i - 3):i]) or self._word(i + 1) in _WAS_TOLD and any(
                    t.kind == "word" and t.key in _LAST_TOLD for t in self.tokens[max(0, i - 3):i]) or theirs(
                    self.tokens, i, self.clause_span[self.clause_of[i]], self.item_tokens)):  # (lang.their_orders)
                kinds = frozenset({"order_ref"})  # "delivered under order O40", "baaki order same rahega": no order placed
            if m == 1 and key[0] in _ORDER_LEADS and self._named_by_goods(i):
                kinds = frozenset({"order_ref"})  # "40 kg atta wala order", "the order with 40 kg atta": the goods
                self.naming_clauses.add(self.clause_of[i])  # name an order already placed, none is placed
            if "order" in kinds and any(k in _SEND_WORDS or k in _NEED_WORDS or k == _LIKE for k in key) and \
                    self._asks_for_rates(words, keys, w, m):
                kinds = frozenset({"ask_quote"})  # "send your rates", "quote bhejiye", "need rates for:", "rates chahiye"
            self.taken.update(words[w:w + m])
            w += m
            if "neutral" in kinds:
                continue
            if "accept" in kinds and w - m > 0 and keys[w - m - 1] in _IF and words[w - m] - words[w - m - 1] == 1:
                continue  # "For 20 kg each, if acceptable", "दोनों 25-25 किलो, अगर ठीक लगे": a courtesy, no accept
            out.append(_Cue(kinds, i, last + 1, self.clause_of[i], self.chunk_of[i]))
        for i, t in enumerate(self.tokens if not _MARKS.keys().isdisjoint(self._syms) else ()):  # ✔️ / ❌ after an
            if t.kind == "sym" and t.text in _MARKS:  # item: its accept or refusal
                out.append(_Cue(frozenset({_MARKS[t.text]}), i, i + 1, self.clause_of[i], self.chunk_of[i]))
        for m in self.mentions if _ONE in self._words else ():  # "The 40 kg atta one": that order, named
            if self._word(m.last) == _ONE and any(self._word(k) in _THE for k in range(max(0, m.first - 4), m.first)):
                self.naming_clauses.add(self.clause_of[m.first])
            if any(self._word(k) == _ONE and self._word(k - 1) in _THE and self._word(k + 1) in _WITH
                   for k in range(max(1, m.first - 6), m.first)):  # "the one with 40 kg atta"
                self.naming_clauses.add(self.clause_of[m.first])
        out += extra_wanted(self, out)  # "aur 5 kilo besan extra": an order (lang.extra_wanted)
        out.sort(key=lambda c: c.pos)
        lone = not any(c.kinds & _ITEM_INTENT_SET for c in out)  # a rate word the only intent word ("Rates for the
        for c in out:  # following: 1. Rice 25 kg", had ordered them); "rate?", "rate kya hai", "rate aur time bata dijiye"
            if c.kinds == {"ask_quote_weak"} and (self._asks(c) or lone and self._rate_asked_alone(c)):
                c.kinds = frozenset({"ask_quote"})
        return out

    def _named_by_goods(self, i: int) -> bool:
        """Whether the word "order" at token ``i`` is named by the goods beside it, not placed: "atta wala order",
        "आटा वाला ऑर्डर" (wala right before it, an item before that), "the order with 40 kg atta", "the 40 kg atta
        order" (the/our/my a few words before an item right before it)."""
        prev = self._word(i - 1) if i > 0 else ""
        if prev in _WALA:
            return i >= 2 and (i - 2) in self.item_tokens
        if self._word(i + 1) in _WITH and prev in _THE:
            return any(k in self.item_tokens for k in range(i + 2, min(self.n, i + 6)))
        if (i - 1) in self.item_tokens:
            m = next((m for m in self.mentions if m.first <= i - 1 < m.last), None)
            return m is not None and any(self._word(k) in _THE and any(  # a count between: "the 40 kg atta
                self.tokens[j].kind == "num" for j in range(k + 1, m.first)) for k in range(max(0, m.first - 4), m.first))
            # order", not "Our rice order for this week: 20 kg rice" (an order placed)
        return False

    def _names_an_order(self, i: int) -> bool:
        """Whether the word at token ``i`` ("order") leads an order id: "order O40", "order no. 40", "order #O7"."""
        if getattr(self, "_order_starts", (-1,))[0] != len(self.order_ids):  # once, not once a word "order"
            self._order_starts = (len(self.order_ids), {pos for pos, _ in self.order_ids})
        starts = self._order_starts[1]
        if i in starts:
            return True
        k = i + 1
        while k < self.n and k <= i + 3 and (self.tokens[k].kind == "sym" and self.tokens[k].text in ("#", ":", ".", "-")
                                             or self.tokens[k].kind == "word" and self.tokens[k].key in _ID_MARKS):
            k += 1
        return k in starts

    def _asks(self, cue: _Cue) -> bool:
        """A question or a request to tell near a price word: ? or what/kya/kitna/bata within a few words.

        Near means in the same clause, at most 4 words before or 6 after it
        ("what would be your rate", "rate kya hai", "rate aur delivery time bata
        dijiye", "रेट?"), so "Your rate is high, could you do ₹25?" is no question
        about the rate.
        """
        lo, hi = self.clause_span[cue.clause]
        before = [t for t in self.tokens[max(lo, cue.pos - 8):cue.pos] if t.kind in ("word", "num")][-4:]
        after, words = [], 0
        for t in self.tokens[cue.end:hi]:
            if t.kind in ("word", "num"):
                words += 1
                if words > 6:
                    break
            after.append(t)
        return any(t.kind == "word" and t.key in _ASK_WORDS and not told_rate(before + after, k) and id(t) not in self._item_ids
                   for k, t in enumerate(before + after)) or any(t.kind == "sym" and t.text == "?" for t in after) \
            or self._word(cue.end) in PLEASE_AFTER_RATE  # (not "तेल"); "rate pls for onion, potato — 50 kg each"

    def prepare(self, at_counter: bool = False) -> None:
        """Stages 1–3: clauses, item mentions, ids, intent words and raw figures (before their roles).

        ``at_counter``: the words are the cashier's at the counter, where no bill or order is named by
        number, so "Bill 862 ka bana" is an amount, not bill B862.
        """
        self.at_counter = at_counter
        self._segment()
        self.found_mentions = self.matcher.find_in_tokens(self.tokens)  # as found (lang.second_opinion weighs them)
        self.mentions = quoted_names(self, without_replaced(names_as_units(self, brands_after_items(  # lang.unit_names,
            self.found_mentions, self.tokens)), self.tokens))  # lang.instead_of, quoted_names
        self.item_tokens = {k for m in self.mentions for k in range(m.first, m.last)}
        self.item_first, self._item_ids = {m.first for m in self.mentions}, {id(self.tokens[k]) for k in self.item_tokens}
        self._mention_at = {m.first: m for m in self.mentions}
        self.item_starts_keys = {self.tokens[m.first].key for m in self.mentions}
        self._find_ids()
        found = bills_sent(self, last_of_stock(self._find_cues(), self.tokens))  # lang.stock_told, lang.bill_sends
        self.cues = cuts_of_an_order(drop_our_people_coming(found, self._words, self.clause_of),  # lang.our_people,
                                     self.tokens, self.clause_of, self.order_ids, self.chunk_of)  # lang.cut_words
        if self.context_chars:  # "> We can send only 15 kg …" before "Ok, but make sure the remaining 10 kg reaches
            self.cues = [c for c in self.cues if self.tokens[c.pos].start >= self.context_chars]  # us": theirs
        self.figs = self._figures(numbers_in_tokens(self.tokens))
        self.found_figs = list(self.figs)  # as found, before any clause's leave (lang.report_count)
        self._bill_words()  # lang.order_bills: money sent for a named bill, a bill asked reduced
        in_price = {k for f in self.figs if f.kind == "price" and f.mark == "unit" for k in range(f.pos, f.end)}
        if in_price:  # "138 kilo ke rate pe", "115 wale rate pe": the rate word is the price's own, no question
            self.cues = [c for c in self.cues if not (c.pos in in_price and c.kinds <= _RATE_CUES)]

    def read(self) -> Reading:
        """The message's ``Reading`` (all stages); never raises."""
        self.prepare()
        arrived_fine(self)  # lang.arrived_fine before the acts too: "The last 50 kg rice arrived fine." is background
        self._apply_acts()
        self._small_figures()
        AFTER_ACTS.run(self)  # lang.after_acts through lang.pass_plan: "No need to send the bill", "toor ₹145 … pe nahi"
        self.figs.sort(key=lambda f: f.pos)
        self.bill_id = self.bill_ids[0][1] if self.bill_ids else None
        self.order_id = self.order_ids[0][1] if self.order_ids else None
        try:
            reading = self._interpret()
        except _Fail as fail:
            reading = Reading(readable=False, reason=fail.reason, reason_key=getattr(fail.reason, "key", ""),
                              reason_args=getattr(fail.reason, "args", {}), language=self.language,
                              intent=fail.intent, bill_id=self.bill_id, order_id=self.order_id)
        return self._second_look(reading)  # lang.take_backs: a cancel or payment taken back, kept, conditional
