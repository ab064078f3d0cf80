"""The shop's totals told as news beside a request ask nothing (session 52, probes52_pt t3037, t3050): the month's
sales ("This month we've done about ₹2.4 lakh of sales", "इस महीने लगभग ₹2.4 लाख की बिक्री हुई") and money paid over
a year ("we paid Annapurna about ₹1.1 lakh in 2026", "2026 में हमने अन्नपूर्णा को लगभग ₹1.1 लाख दिए", "this year we
paid you ₹1.1 lakh"). A shopkeeper reads how the shop is doing, or thanks for a year's
trade; nothing is agreed and no bill is paid. The sales' "done" had agreed to the ₹2.4 lakh as a price of the goods
asked after ("jaggery at ₹2,40,000 per kg"), and the year's payment stood as a payment naming no bill ("which bill to
pay?"), refusing the rate asked beside them.

When: a part of a sentence (a chunk; its sentence no question) tells sales — a word of sales ("sales", "sale",
"bikri", "बिक्री") with a size ("lakh", "लाख", "thousand", "hazaar") — or a payment over a year ("this year", "is
saal", "इस साल", a year: "in 2026", "2026 में"; a payment cue, or a word of giving beside an amount: "₹1.1 लाख दिए"),
its sentence names no bill or order id, and another part holds a request. Then its accept and pay cues are emptied
and its figures leave (its goods stay as context), as do those of the other parts of a sentence telling sales that
ask nothing else ("…, paid Balaji ₹18,000 so far, and paid Verma Traders ₹8,400 for November's sugar"). "Paid B4 ₹1,944 today" and "Paid ₹3,000 so far" (no year) are
read as before.

Shape: ``totals_told(reader)`` with the MessageReader after its clause acts (``lang.beside_an_order``); changes
``reader.cues``, ``reader.figs`` and ``reader.background_chunks`` in place and sets ``reader.totals_told`` (the
chunks). Linear in the tokens.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.background_chunks import told_as_background

__all__ = ["totals_told"]

_SALES = fold_words("sales sale bikri बिक्री")
_SIZE = fold_words("lakh लाख lakhs thousand hazaar hazar हज़ार हजार crore करोड़")
#: Pairs of words that make a year ("this year", "is saal", "इस साल"); "paid ₹3,000 so far" beside an order is still
#: a payment naming no bill (refused).
_SPANS = {tuple(fold_words(w) for w in p.split()) for p in (
    "this year", "is saal", "इस साल", "last year", "pichhle saal", "पिछले साल")}
_YEAR_WORDS = fold_words("saal साल year")
#: Any word of the above: a message with none (and no number of four digits) is passed over.
_ANY = _SALES | _YEAR_WORDS | frozenset(w for pair in _SPANS for x in pair for w in x)
#: Words of giving money, with no cue of paying ("2026 में हमने … ₹1.1 लाख दिए", "humne … ₹1.1 lakh diye").
_GAVE = fold_words("diye diya di दिए दिया दी gave given paid")
#: Cue kinds such a sentence's words may have taken: a payment, "done" as an agreement.
_TOLD = frozenset({"pay", "accept"})


def _spanned(reader, lo: int, hi: int) -> bool:
    """Tokens [lo, hi) name a span up to now or a year ("so far", "इस साल", "in 2026", "2026 में")."""
    words = [reader._word(k) for k in range(lo, hi)]
    for a, b in zip(words, words[1:]):
        if any(a in x and b in y for x, y in _SPANS):
            return True
    return any(reader.tokens[k].kind == "num" and reader.tokens[k].text.isdigit() and 2015 <= int(
        reader.tokens[k].text) <= 2035 and not (k > 0 and reader.tokens[k - 1].text == "₹") for k in range(lo, hi))


def totals_told(reader) -> None:
    """Set aside the sentences telling the shop's sales or payments over a span (module docstring)."""
    if _ANY.isdisjoint(reader._keys) and not any(t.kind == "num" and len(t.text) == 4 for t in reader.tokens):
        return
    said = clause_words(reader)
    ids = {reader.clause_of[p] for p, _ in reader.bill_ids + reader.order_ids}
    chunk_words: dict[int, list[str]] = {}
    for k in range(reader.n):
        if reader.tokens[k].kind == "word":
            chunk_words.setdefault(reader.chunk_of[k], []).append(reader.tokens[k].key)
    clause_of_chunk = {reader.chunk_of[k]: reader.clause_of[k] for k in range(reader.n)}
    told, sold = set(), set()  # chunks; the sentences telling sales
    for chunk, words in chunk_words.items():
        clause = clause_of_chunk[chunk]
        act = reader.acts.get(clause)
        if clause in ids or act is not None and act.question:
            continue
        kinds = {k for c in reader.cues if c.chunk == chunk for k in c.kinds}
        if kinds - _TOLD:
            continue
        sales = not (_SALES.isdisjoint(said.get(clause, ())) or _SIZE.isdisjoint(words))
        paid = "pay" in kinds or not kinds and not _GAVE.isdisjoint(words) and any(
            reader.chunk_of[f.pos] == chunk and f.kind == "price" for f in reader.figs)
        if sales or paid and _spanned(reader, *reader.clause_span[clause]):
            told.add(chunk)
        if sales:
            sold.add(clause)
    told |= {ch for ch, words in chunk_words.items() if clause_of_chunk[ch] in sold and not {  # the figures told with
        k for c in reader.cues if c.chunk == ch for k in c.kinds} - _TOLD}  # the sales ("… ₹2.4 lakh of sales, paid
    # Balaji ₹18,000 so far, and paid Verma Traders ₹8,400 for November's sugar")
    if not told or not any(c.kinds - {"neutral"} and c.chunk not in told for c in reader.cues):
        return
    for c in reader.cues:
        if c.chunk in told:
            c.kinds = frozenset()
    told_as_background(reader, told)
    reader.totals_told = told  # (lang.their_price_told.matched_unpriced: their ₹ is no price to match)
