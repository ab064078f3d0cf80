"""Words beside a fenced block (```order {...}```): read with the ordinary reader and put with the block (issue 10).

A model told that blocks are never misread writes both: a block, and words around it. Until session 35 the block won
and the words were dropped, so a request the block lacks was lost ("Atta ₹240 fine." over an ``order`` block of atta:
the model believed it had accepted ₹240) and words that disagree with the block went unseen ("Please send 3 trays of
eggs." over a block of 30 eggs). Now the words outside the blocks (before the first block, and after it) are read as
a message of their own and put with the blocks' intents:

- words that only restate or introduce the blocks ("Please find our order below.", "ऑर्डर नीचे है:", "Bhaiya ye order
  bhej do:", "As agreed, 40 kg rice at ₹36" over that order) add nothing: the reading is the blocks';
- words that ask what the blocks do not — another kind for the same goods, other goods, an order or bill id — are
  added, in the message's order (words before the blocks, the blocks, words after): "Also, when will O4 come?",
  "Cancel O2.", "Rice ₹38 theek hai." over an order of rice with no price;
- words that give a figure the block gives otherwise for the same goods and kind (a quantity, a price, a bill's total)
  are refused as contradictory, naming both: "eggs: 3 trays in the words, 30 pieces in the block". A figure the
  words round ("about 40 kg", "लगभग ४० किलो", "lagbhag 40 kilo") is the block's to make exact, not a contradiction;
- words the reader refuses are dropped when they name no item with a figure and ask for nothing a block lacks
  (greetings, thanks, signatures, "Order below.", "रेट बताइए।", "Payment kar diya:" beside a ``pay`` block), and the
  message is refused with the words' own reason when they do ("Atta ₹240, dal ₹110 fine" — which dal?), or when they
  ask for an id no block carries ("Cancel the order too." over an order block): a request the words make is never
  silently dropped.

Shape: ``with_words(norm, reading, language, cat, matcher, tags, read_words)``: ``reading`` is the blocks' reading
(``lang.fenced.read_fenced``), ``read_words(text)`` the ordinary reader; returns ``reading`` itself when the words
add nothing. Reasoning (<think>) was cleaned out before; a malformed block is refused whatever the words say.
"""
from __future__ import annotations

import re
from typing import Callable

from lang.blocks import FENCE
from lang.act_words import ABOUT
from lang.intents import Intent
from lang.items import ItemMatcher
from lang.clean import clean
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
#: The kind of block that carries the id a refused clause asked for ("Paid." beside a ``pay`` block).
#: An order or bill id as written ("O23", "b 57"): the words name a request of their own.
_ID = re.compile(r"(?<![^\W_])[ob] ?-?\d+(?!\w)", re.I)
_ID_KINDS = {"no_id.bill": frozenset({"pay", "dispute", "ask_bill"}), "no_id.order": frozenset({"cancel",
                                                                                               "ask_delivery"})}


class _Contradiction(Exception):
    def __init__(self, w) -> None:
        super().__init__(str(w))
        self.why = w


def words_around(norm: str, tags: frozenset[str] | set[str]) -> tuple[str, str]:
    """The text before the first block whose tag is in ``tags``, and the text after it with any later such blocks
    cut out (a line break where each stood); any other ``` left is a space. ``("Please find our order below.\\n", "\\nThanks.")`` for
    ``"Please find our order below.\\n```order {...}```\\nThanks."``; ``("", "")`` with no such block."""
    spans = [m.span() for m in FENCE.finditer(norm) if m.group(1).lower() in tags]
    if not spans:
        return "", ""
    after = "\n".join(norm[a:b] for a, b in zip([e for _, e in spans], [s for s, _ in spans[1:]] + [len(norm)]))
    return norm[:spans[0][0]].replace("```", " "), after.replace("```", " ")  # (no block left to read again)


def with_words(norm: str, reading: Reading, language: str, cat: Catalogue, matcher: ItemMatcher,
               tags: frozenset[str] | set[str], read_words: Callable[[str], Reading]) -> Reading:
    """The blocks' ``reading`` with the words around them (module docstring), or refused as the words decide.

    ``norm``: the message as written (its quotes and tool calls are read with the words); ``tags``: the block tags read (``lang.fenced.BLOCK_TAGS``). Examples, each
    over ```order {"items": [{"item": "eggs", "quantity": 30}]}```: "Please find our order below." / "ऑर्डर नीचे है:"
    / "Order neeche hai:" → the order of 30 eggs; "Also, when will O4 come?" / "O4 कब आएगा?" / "O4 kab aayega?" →
    the order and ask_delivery O4; "Please send 3 trays of eggs." / "3 ट्रे अंडे भेजिए।" / "3 tray ande bhejo." →
    refused (``contradictory.block_quantity``)."""
    if not reading.readable:
        return reading
    before, after = words_around(norm, tags)
    blocks = list(reading.intents)
    parts: list[list[Intent]] = []
    items = []
    for text in (before, after):
        added: list[Intent] = []
        if _ALNUM.search(text):
            words = read_words(text)
            if not words.readable:
                if _asks(text, words, blocks, matcher):
                    return Reading(readable=False, reason=words.reason, reason_key=words.reason_key,
                                   reason_args=words.reason_args, language=language)
            else:
                try:
                    added = [i for i in words.intents if not _covered(i, blocks, words, text, cat)]
                except _Contradiction as c:
                    return Reading.refused(c.why, language)
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
    B48 — ₹3,720 via GPay"); an item named with a figure, unless every item is a block's and every figure one the
    blocks give ("Rice 40 kg at ₹36 — please confirm." over that order restates it; "Atta ₹240 fine, dal ₹110 fine"
    over an order of atta and toor dal with no prices asks what no block says)."""
    kinds = _ID_KINDS.get(words.reason_key)
    if kinds is not None:
        return not any(b.kind in kinds for b in blocks)
    norm = normalize(clean(text))  # (reasoning and quoted lines are not the writer's words)
    named = {re.sub(r"[ -]", "", m.group(0)).upper() for m in _ID.finditer(norm)}
    if named - {b.order_id for b in blocks} - {b.bill_id for b in blocks}:
        return True  # "B57 is ₹600 over the goods", "O23 mat bhejna, rehne do": a bill's or order's request unread
    tokens = tokenize(_ID.sub(" ", norm))
    numbers = {_value(t.text) for t in tokens if t.kind == "num"}
    mentions = matcher.find_in_tokens(tokens)
    if not numbers or not mentions:
        return False
    skus = {b.sku for b in blocks}
    given = {v / 100 for b in blocks for v in (b.unit_price_paise, b.total_paise) if v is not None} | {
        float(b.quantity) for b in blocks if b.quantity is not None}
    return any(m.sku not in skus for m in mentions) or not numbers <= given


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
    if same:
        return _refine(w, same[0], blocks) or True
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
