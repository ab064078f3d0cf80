"""Stage 6 (session 34; its twice half on since session 48): every figure of a request is used, no goods acted on twice.

A generic check, not a kind: it looks at the reading as a whole, whatever sentence it came from. A reading is
refused when

- **a figure of a request is left over**: a quantity (or, with ``PRICES``, a price) written in a clause the reader
  takes as a request (order, offer, accept, cancel, reject, delivery or rate question) and not set aside by the
  reader as background (a sale told, stock left, a reference or competitor's price: the clauses and chunks the acts
  stage drops, ``reader.reference_at``), that no intent uses: not as its quantity, price, total or change, not
  converted to selling units ("2 peti" is 24 packets, "₹174 per tray" ₹5.80 an egg), not worked with another figure
  of the message ("from 8 trays to 5" cancels 90 eggs, "5 cartons … 48 packets each" is 240, "₹500 per carton of
  48" is ₹10.42), not a pack's contents that divide the quantity read, nor the order's count above a cancelled
  part ("5 kg of the 20 kg"). "कृपया O18 रद्द कर दीजिए — अमूल मक्खन के 10 पैकेट" read as the whole of O18 cancelled,
  "O6 ka dahi 20 packet nahi chahiye. cancel karo" read as O6 cancelled: what is the 10 (the 20) for?
  (``ambiguous_intent.unused_figure``). Figures of payments, disputes and bill questions are told, not asked, and
  stay out of it;
- **goods are acted on twice**: one item in two intents of different kinds, other than a price agreed and then
  ordered ("O1 कब तक आएगा?? 50 किलो गुड़ वाला" read as a delivery question *and* an order of 50 kg; "book 3 bori
  atta … can you do ₹215 per packet" as an order *and* an offer; ``ambiguous_intent.two_requests``).

The twice half is on for e-mails since session 48 (``ON``, ``TWICE``), refused as ``ambiguous_intent.two_requests``
("I read two different requests for the banana; write what you want done with the banana in one sentence", in the
writer's language); the figures half is off (``FIGURES``, ``PRICES``). Measured by ``benchmarks/reading_checks.py``
(its docstring has the table): on the first readings of the 72 sealed sets (text the reader had not seen) the twice
half refuses 24 silent readings for 3 exact, and read today it loses 16 of 26,225 exact e-mail rows (≤ 0.07 % a
language; a refusal and a cut of one good allowed) — inside session 48's bar (three silent for one exact; ≤ 0.3 % a language) with the best ratio; the
figures half alone refuses 38 silent for 14 exact, with prices 79 for 64. (Session 34 kept both off for want of
≥ 30 % of the silent readings caught.) Linear in the figures and intents of one message; no catalogue scan
(``catalogue.by_sku`` look-ups of the goods named).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from contextlib import contextmanager
from contextvars import ContextVar

from lang.units import selling_units_per
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports: _Fail, why)

__all__ = ["ON", "PRICES", "FIGURES", "TWICE", "paused", "Figure", "request_figures", "unaccounted", "acted_twice",
           "accounting_refusal", "accounted"]

#: Refuse at read time (``lang.guards`` calls ``accounted`` last, for e-mails): on since session 48 (the docstring).
ON = True
#: Also account for prices (not only quantities): catches a few more silent readings for more exact ones lost.
PRICES = False
#: The two halves, each alone measurable (``benchmarks/reading_checks.py``): a request's figure left unused (off:
#: on the sealed sets' first readings it refuses 38 silent readings for 14 exact, under the 3 : 1 bar); goods acted
#: on twice (on: 24 silent for 3 exact; 16 of today's 26,225 exact e-mail rows lost, ≤ 0.07 % a language).
FIGURES = False
TWICE = True
#: Intent kinds whose clauses ask something of the supplier: their figures must be used.
REQUEST_KINDS = frozenset({"order", "offer", "accept", "cancel", "reject", "ask_delivery", "ask_quote"})
#: Kinds whose figures are told, not asked (a payment's amount, a bill's lines).
TOLD_KINDS = frozenset({"pay", "dispute", "ask_bill"})
#: Kinds that name the goods of a clause in a request beside a payment or dispute.
_ASKING = frozenset({"order", "offer", "ask_quote", "cancel", "ask_delivery"})
#: Two kinds one item may carry in one reading: a price agreed, then the order at it; a price refused and the goods
#: cut from an order ("we won't take almonds at ₹98. Please remove the almonds from O27": one "no", said twice); a price
#: refused and a fresh quote asked ("I can't accept ₹49 for sugar. Quote again please": one "no, quote again").
#: Goods sent and their rate asked ("Send 20 kg sugar. What is the sugar rate now?") are an order and a question,
#: not two ways of one request (session 48 merge: tests/test_reader_breaker_k held them).
#: Only when the message asks a question ("bataye bhav pe bhej dijiye": the rates told, no rate asked: still refused).
_PAIRS_OK = frozenset({frozenset({"accept", "order"}), frozenset({"reject", "cancel"}),
                       frozenset({"reject", "ask_quote"})})
_ASKED_PAIR = frozenset({"order", "ask_quote"})
#: A rate asked in the imperative ("rate bata do", "बताइए", "tell us", "let me know"), not "bataye bhav" (told).
_TELL = re.compile(r"(?<![\w\u0900-\u0963\u0966-\u097F])(?:bata(?:o|iye|ie|yein|yen|\s*(?:do|dein|den|dijiye|dena))|बता(?:ओ|इए|इये|एँ|एं|\s*(?:दो|दें|दीजिए|दीजिये|देना))|tell|let\s+(?:me|us)\s+know)"
                   r"(?![\w\u0900-\u0963\u0966-\u097F])", re.IGNORECASE)
_NEAR = 0.006  # half a paisa and a bit: prices are compared in rupees


@dataclass(frozen=True, slots=True)
class Figure:
    """A figure of a request clause: its ``text`` as written, ``kind`` (qty | price | bare), ``value``, stated
    ``unit`` (or None), ``per`` (the amount of ``unit`` a price is for), ``clause``, the ``skus`` named in its
    clause and the intent ``cues`` of its clause."""
    text: str
    kind: str
    value: Decimal
    unit: str | None
    per: Decimal
    clause: int
    skus: tuple[str, ...]
    cues: frozenset[str]


def request_figures(reader) -> list[Figure]:
    """The figures as first found (``reader.found_figs``) that are no background: not in a clause or chunk the acts
    stage set aside, not a reference price; with the goods and cues of their clause. ``reader``: a MessageReader
    once read. E.g. "O18 रद्द कीजिए — मक्खन के 10 पैकेट" gives the 10 पैकेट (cancel, butter-100g); "We sold 40 kg
    sugar. Send 20 kg sugar." only the 20 kg; "kal 60 packet doodh bika, aaj 80 packet bhejna" only the 80."""
    background = getattr(reader, "background", set())
    chunks = getattr(reader, "background_chunks", set())
    refs = set(getattr(reader, "reference_at", ()))
    cues: dict[int, set[str]] = {}
    for c in reader.cues:
        cues.setdefault(c.clause, set()).update(c.kinds)
    goods: dict[int, set[str]] = {}
    for m in reader.mentions:
        if m.sku:
            goods.setdefault(reader.clause_of[m.first], set()).add(m.sku)
    out = []
    for f in getattr(reader, "found_figs", reader.figs):
        if f.kind not in ("qty", "price", "bare") or f.clause in background or f.pos in refs or \
                reader.chunk_of[f.pos] in chunks:
            continue
        out.append(Figure(reader._fig_text(f), f.kind, Decimal(f.value), f.unit, Decimal(f.per or 1), f.clause,
                          tuple(sorted(goods.get(f.clause, ()))), frozenset(cues.get(f.clause, ()))))
    return out


def _numbers(rows) -> list[float]:
    out = []
    for r in rows:
        out.extend(abs(float(v)) for v in r[2:6] if v is not None)
        if r[2] and r[3]:
            out.append(float(r[2]) * float(r[3]))
    return out


def _readings_of(f: Figure, skus, catalogue, figures) -> set[float]:
    """The values ``f`` may stand for: as written, and per or in selling units of each of ``skus`` (a bare number
    takes the unit of a quantity in its clause: "4 trays instead of 6")."""
    v = float(f.value)
    out = {v}
    units = {f.unit} if f.unit else ({g.unit for g in figures if g.kind == "qty" and g.clause == f.clause and g.unit}
                                     if f.kind == "bare" else set())
    for sku in skus:
        item = catalogue.by_sku(sku) if catalogue is not None else None
        for unit in units:
            k = selling_units_per(unit, item) if item is not None else None
            if k:
                k = float(k * Fraction(f.per))
                out.add(v / k if f.kind == "price" else v * k)
    return out


def _close(a: float, numbers: list[float]) -> bool:
    return any(abs(a - n) <= _NEAR + 1e-9 * abs(n) for n in numbers)


def _used(f: Figure, figures: list[Figure], rows, skus, catalogue) -> bool:
    numbers = _numbers(rows)
    mine = _readings_of(f, skus, catalogue, figures)
    if any(_close(a, numbers) for a in mine):
        return True
    for g in figures:  # worked with another figure: a difference, a product, a quotient, a sum
        if g is f:
            continue
        for a in mine:
            for b in _readings_of(g, skus, catalogue, figures):
                if any(x is not None and _close(x, numbers) for x in (
                        a - b, b - a, a * b, a + b, a / b if b else None, b / a if a else None)):
                    return True
    counts = [float(r[2]) for r in rows if r[2]]
    if f.kind in ("qty", "bare") and any(a >= 2 and q > a and float(q / a).is_integer() for a in mine for q in counts):
        return True  # a pack's contents ("48 packets per carton") dividing the count read
    return any(r[0] == "cancel" and r[2] and any(a > float(r[2]) for a in mine) for r in rows if r[1] in skus)


def unaccounted(figures: list[Figure], rows, catalogue, prices: bool | None = None) -> list[Figure]:
    """The request figures no row uses (module docstring). ``rows``: the reading as ``lang.reading_doubt.reading_rows``
    tuples (kind, sku, quantity, ₹ price, ₹ total, ₹ change, order id, bill id, …). E.g. the 10 पैकेट of
    "O18 रद्द — मक्खन के 10 पैकेट" against [("cancel", None, …, "O18", None)]; none of "Send 20 kg rice" against
    [("order", "rice-1kg", 20, …)], nor of "O12 se machis hata do, 5 bundle" against a cancel of 50 matchboxes."""
    kinds = {"qty", "price"} if (PRICES if prices is None else prices) else {"qty"}
    read_kinds = {r[0] for r in rows}
    read_skus = {r[1] for r in rows if r[1]}
    out = []
    for f in figures:
        if f.kind not in kinds or not f.skus or not f.cues & REQUEST_KINDS or f.cues & TOLD_KINDS:
            continue
        if read_kinds & {"pay", "dispute"} and not f.cues & _ASKING:
            continue  # a payment's or a dispute's figures are told ("Agreed ₹96 moong, billed ₹104")
        if not _used(f, figures, rows, set(f.skus) | read_skus, catalogue):
            out.append(f)
    return out


def acted_twice(rows, asked: bool = False, text: str = "") -> list[tuple[str, tuple[str, ...]]]:
    """(sku, kinds) of goods in two intents of different kinds or twice in one kind, other than an accept and an
    order: [("jaggery-1kg", ("ask_delivery", "order"))] for "O1 कब तक आएगा?? 50 किलो गुड़ वाला" read as both;
    none for "Toor ₹132 theek hai, 20 kilo book kar dijiye" (accept, order)."""
    by: dict[str, list[str]] = {}
    for r in rows:
        if r[1]:
            by.setdefault(r[1], []).append(r[0])
    return [(sku, tuple(kinds)) for sku, kinds in by.items() if len(kinds) > 1 and frozenset(kinds) not in _PAIRS_OK
            and not (asked and frozenset(kinds) == _ASKED_PAIR) and not _priced_apart(sku, kinds, rows, text)]


def _priced_apart(sku, kinds, rows, text: str = "") -> bool:
    """An order at a price of its own beside an offer of another price for the same goods: no price to mix up
    ("Send 20 kg sugar at ₹42. Next week can you do sugar at ₹41?"; session 48 merge, tests/test_reader_conditions_asked);
    or an unpriced order beside an offer whose sentence, and only it, opens a later time ("Send 10 kg rice today. Next
    month, can you do rice at ₹36?", "आज 10 किलो चावल भेज दीजिए। अगले महीने चावल ₹36 में कर सकते हैं?": today's goods
    at today's rate, a price asked for later; session 49, helper RB) — not "book 3 bori atta … can you do ₹215"."""
    if sorted(kinds) != ["offer", "order"]:
        return False
    order = next(r for r in rows if r[1] == sku and r[0] == "order")
    offer = next(r for r in rows if r[1] == sku and r[0] == "offer")
    if order[3] is None and offer[3] is not None and text:
        return _later_offer(text, offer[3])
    return order[3] is not None and offer[3] is not None and abs(order[3] - offer[3]) > _NEAR


#: A later time opening an offer's sentence: "next month", "from next week", "agle mahine", "अगले हफ़्ते".
_LATER = re.compile(r"(?i)\b(?:next|coming)\s+(?:week|month)|\bagle\s+(?:hafte|hafta|mahine|mahina)\b|अगले\s+(?:हफ़्ते|हफ्ते|महीने)")
_SENTENCE = re.compile(r"[^.?!।\n]+[.?!।]*")


def _later_offer(text: str, price: float) -> bool:
    """Whether the one sentence of ``text`` naming ``price`` (₹) names a later time, and no other sentence does."""
    figure = re.compile(r"(?<![\d.,])" + re.escape(f"{price:g}") + r"(?![\d])")
    sentences = [m.group(0) for m in _SENTENCE.finditer(text)]
    priced = [s for s in sentences if figure.search(s)]
    return len(priced) == 1 and bool(_LATER.search(priced[0])) and \
        sum(1 for s in sentences if _LATER.search(s)) == 1


def accounting_refusal(reader, intents, catalogue):
    """The refusal (a ``lang.reasons.Why``) of a reading that leaves a request's figure unused or acts on goods
    twice, else None. ``intents``: the final ``lang.intents.Intent`` list. The reason names the figure ("I could not
    tell what '10 पैकेट' is for …") or the goods, in the writer's language at render time."""
    rows = [(i.kind, i.sku, i.quantity, None if i.unit_price_paise is None else i.unit_price_paise / 100,
             None if i.total_paise is None or i.sku is None else i.total_paise / 100,
             None if getattr(i, "price_change_paise", None) is None else i.price_change_paise / 100,
             i.order_id, i.bill_id) for i in intents]
    left = unaccounted(request_figures(reader), rows, catalogue) if FIGURES else []
    if left:
        return why("ambiguous_intent.unused_figure", figure=left[0].text)
    asked = any(getattr(a, "question", False) for a in getattr(reader, "acts", {}).values()) or bool(
        _TELL.search(getattr(reader, "text", "") or ""))  # ("tray ka rate bata do": a rate asked, no question mark)
    twice = acted_twice(rows, asked, getattr(reader, "text", "") or "") if TWICE else []
    if twice:
        sku, _ = twice[0]
        from lang.rival_matched import rival_price_matched  # ("… gives sugar at ₹41 per kg. Can you match it? We
        return rival_price_matched(reader, sku) or why(  # need 40 kg sugar.": whose price the ₹41 is)
            "ambiguous_intent.two_requests", item=catalogue.by_sku(sku).item)
    return None


_PAUSED: ContextVar[bool] = ContextVar("figure_accounting_paused", default=False)


@contextmanager
def paused():
    """No accounting inside: for a reading again whose intents a later pass folds (``lang.agreed_if_sent``: the
    offer and the order of one goods become one offer with its count)."""
    token = _PAUSED.set(True)
    try:
        yield
    finally:
        _PAUSED.reset(token)


def accounted(reader, intents) -> None:
    """Raise the reader's refusal (``lang.reader_parts._Fail``) when ``ON``, the reader reads an e-mail and
    ``accounting_refusal`` refuses its final ``intents``; else nothing (called last by ``lang.guards``)."""
    if not ON or _PAUSED.get() or not getattr(reader, "email", False) or not intents:
        return
    refusal = accounting_refusal(reader, intents, reader.cat)
    if refusal is not None:
        raise _Fail(refusal, intents[0].kind)
