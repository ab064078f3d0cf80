"""Words beside a fenced block (```order {...}```): read with the ordinary reader and put with the block (issue 10).

A model told that blocks are never misread writes both: a block, and words around it. Until session 35 the block won
and the words were dropped, so a request the block lacks was lost ("Atta ₹240 fine." over an ``order`` block of atta:
the model believed it had accepted ₹240) and words that disagree with the block went unseen ("Please send 3 trays of
eggs." over a block of 30 eggs). Now the words outside the blocks (before the first block, and after it) are read as
a message of their own and put with the blocks' intents:

- words that only restate or introduce the blocks ("Please find our order below.", "ऑर्डर नीचे है:", "Bhaiya ye order
  bhej do:", "As agreed, 40 kg rice at ₹36" over that order) add nothing: the reading is the blocks'; so do goods
  agreed at the supplier's rate with no figure over a block that orders them ("confirm the full order below (sugar
  and besan at your quoted rates)", "चीनी आपके बताए रेट पर", "cheeni aapke bataye rate pe": the order is at that
  rate; "at your rates" inside an order is no accept of its own, tests/corpus_chat/README.md);
- words that ask what the blocks do not — another kind for the same goods, other goods, an order or bill id — are
  added, in the message's order (words before the blocks, the blocks, words after): "Also, when will O4 come?",
  "Cancel O2.", "Rice ₹38 theek hai." over an order of rice with no price;
- words that give a figure the block gives otherwise for the same goods and kind (a quantity, a price, a bill's total)
  are refused as contradictory, naming both: "eggs: 3 trays in the words, 30 pieces in the block"; so are words
  that refuse goods a block orders, though the words as a whole ask nothing readable ("इस हफ़्ते आटा नहीं चाहिए, सिर्फ़
  दाल भेजिए।" over an order of atta and dal: ``lang.block_refusals``). A figure the
  words round ("about 40 kg", "लगभग ४० किलो", "lagbhag 40 kilo") is the block's to make exact, not a contradiction;
- words the reader refuses are dropped when they ask nothing of their own: greetings, thanks, signatures, "Order
  below.", "रेट बताइए।", "Payment kar diya:" beside a ``pay`` block, or the blocks' goods with only the blocks'
  figures ("Rice 40 kg at ₹36 — please confirm."). Otherwise the message is refused with the words' own reason: goods
  no block names (in the words or the lines they quote), a figure no block gives ("Atta ₹240, dal ₹110 fine" over an
  order with no prices — which dal?), an order or bill id no block names, or a cancel, payment or delivery question
  with no id when no block carries that kind ("Cancel the order too." over an order block). A request the words
  make is not silently dropped. Measured (session 35) on the ~1,040 labelled rows the reader refuses, each with a
  block of its gold after it (words that restate) and each with a block of another item's order before it (words
  that ask what no block does): dropping every refused clause read 809 restating rows but lost 985 requests
  silently; refusing every clause naming an item and a figure lost none of the 69 it read but refused 971
  restating rows; this rule reads 207 restating rows, refuses 833, and loses 7 requests (payments whose bill is
  named only in a quoted line or as "bill no. 17").

Words that only say a bill block's total ("Total ₹230 hua.") or only greet ("Namaste,") are not read
(``lang.words_unread``): their reading would add nothing (a scripted cashier's ~3,300 bills a month read twice cost
the first ``kirana run`` ~10 s of CPU).

Shape: ``with_words(text, reading, language, cat, matcher, tags, read_words)``: ``reading`` is the blocks' reading
(``lang.fenced.read_fenced``), ``read_words(text)`` the ordinary reader; returns ``reading`` itself when the words
add nothing. Reasoning (<think>) is no part of the words; a malformed block is refused whatever the words say.
"""
from __future__ import annotations

import re
from typing import Callable

from lang.blocks import FENCE
from lang.words_unread import unread
from lang.act_words import ABOUT
from lang.block_price_words import take_words_price
from lang.block_count_words import take_words_count
from lang.block_refusals import refused_goods
from lang.intents import Intent
from lang.items import ItemMatcher
from lang.clean import clean, strip_reasoning
from lang.language import normalize, tokenize
from lang.reading import Reading
from lang.reasons import why
from lang.units import default_unit
from lang.amounts import money
from market.catalogue import Catalogue

__all__ = ["with_words", "words_around"]

_ALNUM = re.compile(r"[^\W_]|[\u0900-\u0963\u0971-\u097f]")
#: Kinds of bargaining over goods: one of them in the words beside another in a block is the same talk.
_TALK = frozenset({"ask_quote", "offer", "accept", "reject"})
#: An order or bill id as written ("O23", "b 57"): the words name a request of their own.
_ID = re.compile(r"(?<![^\W_])[ob] ?-?\d+(?!\w)", re.I)
#: The kind of block that carries the id a refused clause asked for ("Paid." beside a ``pay`` block).
_ID_KINDS = {"no_id.bill": frozenset({"pay", "dispute", "ask_bill"}), "no_id.order": frozenset({"cancel",
                                                                                               "ask_delivery"})}


class _Contradiction(Exception):
    def __init__(self, w) -> None:
        super().__init__(str(w))
        self.why = w


def words_around(text: str, tags: frozenset[str] | set[str]) -> tuple[str, str]:
    """The text before the first block whose tag is in ``tags``, and the text after it with any later such blocks
    cut out (a line break where each stood); any other ``` left is a space (no block is left to read again).
    ``("Please find our order below.\\n", "\\nThanks.")`` for ``"Please find our order below.\\n```order {...}```
    \\nThanks."``; ``("", "")`` with no such block."""
    spans = [m.span() for m in FENCE.finditer(text) if m.group(1).lower() in tags]
    if not spans:
        return "", ""
    after = "\n".join(text[a:b] for a, b in zip([e for _, e in spans], [s for s, _ in spans[1:]] + [len(text)]))
    return text[:spans[0][0]].replace("```", " "), after.replace("```", " ")


def with_words(text: str, reading: Reading, language: str, cat: Catalogue, matcher: ItemMatcher,
               tags: frozenset[str] | set[str], read_words: Callable[[str], Reading]) -> Reading:
    """The blocks' ``reading`` with the words around them (module docstring), or refused as the words decide.

    ``text``: the message as written (its quotes and tool calls are read with the words); ``tags``: the block
    tags read (``lang.fenced.BLOCK_TAGS``). Examples, each over ```order {"items": [{"item": "eggs", "quantity":
    30}]}```: "Please find our order below." / "ऑर्डर नीचे है:" / "Order neeche hai:" → the order of 30 eggs;
    "Also, when will O4 come?" / "O4 कब आएगा?" / "O4 kab aayega?" → the order and ask_delivery O4; "Please send 3
    trays of eggs." / "3 ट्रे अंडे भेजिए।" / "3 tray ande bhejo." → refused (``contradictory.block_quantity``)."""
    if not reading.readable:
        return reading
    blocks = list(reading.intents)
    parts: list[list[Intent]] = []
    items = []
    for part in words_around(text, tags):
        added: list[Intent] = []
        if _ALNUM.search(part) and not unread(part, blocks):  # "Total ₹230 hua." over its bill, "Namaste,": unread
            words = read_words(part)
            if not words.readable:
                if _asks(part, words, blocks, matcher):
                    return Reading(readable=False, reason=words.reason, reason_key=words.reason_key,
                                   reason_args=words.reason_args, language=language)
            else:
                try:
                    added = [i for i in words.intents if not _covered(i, blocks, words, part, cat)]
                except _Contradiction as c:
                    return Reading.refused(c.why, language)
            refused = refused_goods(part, blocks, read_words)  # (lang.block_refusals: "आटा नहीं चाहिए, सिर्फ़ दाल भेजिए")
            if refused is not None:
                return Reading.refused(why("contradictory.yes_and_no", item=cat.by_sku(refused).item), language)
                skus = {i.sku for i in added}
                items += [it for it in words.items if it.sku in skus]
        parts.append(added)
    if not parts[0] and not parts[1] and blocks == reading.intents:
        return reading
    intents = [*parts[0], *blocks, *parts[1]]
    return Reading(readable=True, language=reading.language, intent=intents[0].kind, items=[*reading.items, *items],
                   bill_id=next((i.bill_id for i in intents if i.bill_id), None),
                   order_id=next((i.order_id for i in intents if i.order_id), None), intents=intents)


def _asks(text: str, words: Reading, blocks: list[Intent], matcher: ItemMatcher) -> bool:
    """Refused words that asked for something: an id's request with no id (pay, dispute, cancel, delivery) when no
    block carries that kind ("Cancel the order too." over an order block); an order or bill id no block names ("Paid
    B48 — ₹3,720 via GPay"); goods no block names, in the words or the lines they quote ("dals" names the blocks'
    toor dal); the blocks' goods with a figure the blocks do not give ("Rice 40 kg at ₹36 — please confirm." over
    that order restates it; "Atta ₹240 fine, dal ₹110 fine" over an order of atta and toor dal with no prices asks
    what no block says)."""
    kinds = _ID_KINDS.get(words.reason_key)
    if kinds is not None:
        return not any(b.kind in kinds for b in blocks)
    norm = normalize(clean(text))  # the writer's own words: no reasoning, no quoted lines
    named = {re.sub(r"[ -]", "", m.group(0)).upper() for m in _ID.finditer(norm)}
    if named - {b.order_id for b in blocks} - {b.bill_id for b in blocks}:
        return True  # "B57 is ₹600 over the goods", "O23 mat bhejna, rehne do": a bill's or order's request unread
    skus = {b.sku for b in blocks}
    if any(m.sku not in skus and not skus.intersection(m.candidates) for m in matcher.find(strip_reasoning(text))):
        return True  # "Leave the almonds for now." over an order of jaggery; "Dono theek." under "> Aloo ₹22, pyaz ₹33"
    tokens = tokenize(_ID.sub(" ", norm))
    numbers = {_value(t.text) for t in tokens if t.kind == "num"}
    if not numbers or not matcher.find_in_tokens(tokens):
        return False
    given = {v / 100 for b in blocks for v in (b.unit_price_paise, b.total_paise) if v is not None} | {
        float(b.quantity) for b in blocks if b.quantity is not None}
    return not numbers <= given


def _value(digits: str) -> float | None:
    try:
        return float(digits.replace(",", ""))
    except ValueError:
        return None


def _covered(w: Intent, blocks: list[Intent], words: Reading, text: str, cat: Catalogue) -> bool:
    """Whether the words' intent ``w`` says what a block says (True), asks what none does (False); raises
    ``_Contradiction`` when it gives a figure a block gives otherwise for the same goods and kind."""
    if w.sku is None:  # an id's request (cancel O2, pay B3, when will O4 come) or a bill
        same = [b for b in blocks if b.kind == w.kind and b.sku is None]
        for b in same:
            if w.kind == "bill" and None not in (w.total_paise, b.total_paise) and w.total_paise != b.total_paise:
                raise _Contradiction(why("contradictory.block_total", money=money(w.total_paise),
                                         money2=money(b.total_paise)))
        return any(_refine(w, b, blocks) for b in same)
    goods = [b for b in blocks if b.sku == w.sku]
    if not goods:
        return False  # other goods: added
    if w.kind == "ask_quote":
        return True  # "rates for rice?" beside any block about rice
    same = [b for b in goods if b.kind == w.kind]
    for b in same:
        if None not in (w.quantity, b.quantity) and w.quantity != b.quantity and not _rounded(w, words, text):
            raise _Contradiction(_two_quantities(w, b, words, cat))
        _same_price(w, b, cat)
        take_words_price(w, b, blocks)  # (lang.block_price_words: "Toor dal — 20 kg at ₹136/kg" over its order)
        take_words_count(w, b, blocks)  # (lang.block_count_words: "If you can do ₹530, we will take 12 litres")
    if same:
        return _refine(w, same[0], blocks) or True
    if w.kind == "accept" and w.unit_price_paise is None and w.total_paise is None and any(
            b.kind == "order" for b in goods):  # "(sugar and besan at your quoted rates)" over their order: the
        return True  # order's rate, the quote, no accept of its own (tests/corpus_chat/README.md; holdout131 c7019)
    if w.kind in ("accept", "offer"):  # "Rice ₹38 fine." beside an order of rice: at that price?
        priced = [b for b in goods if b.unit_price_paise is not None]
        for b in priced:
            _same_price(w, b, cat)
        return bool(priced) or any(b.kind in _TALK for b in goods)
    if w.kind == "reject":
        if any(b.kind in ("accept", "order") for b in goods):
            raise _Contradiction(why("contradictory.yes_and_no", item=cat.by_sku(w.sku).item))
        return True  # "₹45 is too much" beside an offer of our own
    return False  # an order beside a bargain's block, a cancel of goods beside their order: both asked


def _refine(w: Intent, b: Intent, blocks: list[Intent]) -> bool:
    """Whether the words' ``w`` and the block's ``b`` name no two different ids (an order or bill id one leaves out
    the other may give); when the words give one the block leaves out ("Add 5 kg rice to O14." over an order block
    of 5 kg rice, "B23 is wrong, O19 came short" over a dispute of B23), the block's intent takes it (in
    ``blocks``, in place)."""
    if any(None not in (x, y) and x != y for x, y in ((w.order_id, b.order_id), (w.bill_id, b.bill_id))):
        return False
    ids = {k: v for k, v in (("order_id", w.order_id), ("bill_id", w.bill_id)) if v and getattr(b, k) is None}
    if ids:
        blocks[blocks.index(b)] = b.model_copy(update=ids)
    return True


def _same_price(w: Intent, b: Intent, cat: Catalogue) -> None:
    if None not in (w.unit_price_paise, b.unit_price_paise) and w.unit_price_paise != b.unit_price_paise:
        raise _Contradiction(why("contradictory.block_price", item=cat.by_sku(w.sku).item,
                                 money=money(w.unit_price_paise), money2=money(b.unit_price_paise)))


def _two_quantities(w: Intent, b: Intent, words: Reading, cat: Catalogue):
    """``contradictory.block_quantity``: the words' quantity as they state it, the block's in selling units."""
    line = next((it for it in words.items if it.sku == w.sku and it.quantity is not None), None)
    sunit = default_unit(cat.by_sku(w.sku))
    n, unit = (w.quantity, sunit) if line is None else (line.quantity, line.unit or sunit)
    return why("contradictory.block_quantity", item=cat.by_sku(w.sku).item, n=_num(n), unit=unit, n2=_num(b.quantity),
               unit2=sunit)


def _rounded(w: Intent, words: Reading, text: str) -> bool:
    """The words round the quantity of ``w``'s goods ("about 40 kg onions", "लगभग ४० किलो", "~40 kg"): the block's
    figure makes it exact."""
    tokens = tokenize(normalize(clean(text)))
    said = {_value(tokens[k + 1].text) for k, t in enumerate(tokens[:-1])
            if ((t.kind == "word" and t.key in ABOUT) or t.text == "~") and tokens[k + 1].kind == "num"}
    return any(it.sku == w.sku and it.quantity in said for it in words.items) if said else False


def _num(n) -> str:
    return f"{n:g}" if isinstance(n, float) else str(n)
