"""Stage 7, an experiment (session 45, off): the whole e-mail and its sentences, each read alone, must agree.

A generic check against silent misreadings, not a kind: the e-mail is read whole, as always, and each of its parts
(``parts_of``: the lines of what the reader reads, cut again at the ends of sentences, each under the lines the
message quotes) is read alone by the same reader. A reading is doubted (``doubt``) when

- **the whole acts on goods no part acts on** (``ambiguous_intent.parts_unsaid``): an intent of the whole reading
  (``CHECKED`` kinds, on goods) whose kind and goods no part reads together, while no part asks for that kind with
  no goods (read with none, or refused ``no_item`` with that kind: "Match ₹72 and we'll take 40 packets." after
  "Previous supplier gave ₹70 for paneer."). "100 kilo chini ka kya rate doge? Pichhli baar ₹41 lagaya tha." read
  as an offer of ₹41: alone, one sentence asks the rate and the other reads to nothing;
- **a part acts on goods the whole leaves out** (``ambiguous_intent.parts_left``): a part read alone orders, cancels,
  offers or agrees a price for, or turns down goods (``ACTS``) that the whole reading neither acts on nor names as
  an item line. "इस महीने रिफाइंड तेल नहीं चाहिए" dropped from a rates request.

A part refused alone supports nothing and contradicts nothing (parts lose their context: "send it", "Kal 30
litre."). Counts and prices are not compared: on the dev corpora, doubting a count read otherwise by every part that
reads the goods caught no silent reading more for 3 more right ones refused (of a sample of 2,825 right), with
prices too 14 more for 27 more.

Off (``ON``), and it should stay off. Measured by ``benchmarks/part_consistency.py`` with each corpus's *first*
reader reading both the whole and its parts (text that reader had not seen), the definition chosen on the corpora
first read before session 40 (dev) and measured once on those of sessions 40–44 (test): dev 103 of 1,549 silent
readings doubted (6.6 %) for 1.35 % of the right ones; test 10 of 99 (10.1 %) for 31 of 1,707 right (1.8 %; the
sealed-derived sets 7 of 82 for 30 of 1,432); today's reader on today's labelled rows read right: 41 of 2,004
sampled refused (2.0 %). Most silent misreadings are wrong inside one sentence, which reads alone as wrongly as in
the whole; what the check finds is mostly sentences that need their neighbours ("Eggs at ₹186 a tray? No, not at
this rate." — alone, the first offers ₹186). The learned doubt (``lang.reading_doubt``) catches more for less.
When on, an e-mail of n parts costs n + 1 readings; one of more than ``MAX_PARTS`` parts is not checked.
"""
from __future__ import annotations

import re
from contextvars import ContextVar
from functools import wraps

__all__ = ["ON", "CHECKED", "ACTS", "MAX_PARTS", "parts_of", "part_reading", "doubt", "parts_agree"]

#: Refuse at read time (``lang.reader.read_message``, e-mails only, the outermost reading). Off: see the docstring.
ON = False
#: Kinds of the whole reading that some part must support.
CHECKED = frozenset({"order", "cancel", "offer", "accept", "reject"})
#: Kinds a part read alone acts on goods with (the whole must act on or name those goods).
ACTS = frozenset({"order", "cancel", "offer", "accept", "reject"})
#: An e-mail of more parts than this is not checked (each part is one reading more).
MAX_PARTS = 24
_INSIDE: ContextVar[bool] = ContextVar("part_consistency_inside", default=False)
_SENTENCE = re.compile(r"(?<=[?!।])\s+|(?<=[.])(?<!\b\w\.)(?<!\b[RrNn][so]\.)\s+(?=[^\d\s])")
_WORD = re.compile(r"[^\W_]", re.UNICODE)


def parts_of(text: str) -> list[str]:
    """The parts of ``text`` read alone: the lines of what the reader reads (``lang.before_reading.prepared``, then
    ``lang.clean.clean``: no reasoning, quotes, signature, markdown or call wrapping), cut again at the ends of
    sentences (". ? ! ।" before a space; a full stop before a digit is a decimal, "Rs. 40"); each under the lines the
    message quotes ("> Rice ₹45/kg", as the whole is read under them); parts with no letter or digit are left out."""
    from lang.before_reading import prepared
    from lang.clean import clean, quoted_lines, quoted_spans
    if not isinstance(text, str):
        return []
    ready = prepared(text)
    quoted = [q for q in (quoted_lines(ready)[0] + "\n" + quoted_spans(ready)).splitlines() if _WORD.search(q)]
    above = "".join(f"> {q}\n" for q in quoted) + "\n" if quoted else ""
    return [above + p.strip() for line in clean(ready).splitlines() for p in _SENTENCE.split(line) if _WORD.search(p)]


def part_reading(reading) -> tuple | None:
    """A reading as the check weighs it: None when refused, else its intents as ``(kind, sku, quantity, price)``
    and the goods of its item lines."""
    if not reading.readable:
        return None
    rows = tuple((i.kind, i.sku, i.quantity, i.unit_price_paise) for i in reading.intents)
    return rows, frozenset(getattr(it, "sku", None) for it in reading.items) - {None}


def doubt(whole: tuple, parts: list, no_item: frozenset = frozenset()) -> tuple[str, dict] | None:
    """The check (module docstring) of ``whole`` (``part_reading`` of the whole e-mail) against ``parts`` (theirs,
    None for a part refused); ``no_item``: the kinds of the parts refused as asking with no goods (``no_item.*``).
    Returns the reason key and ``{"request": kind, "sku": sku}``, or None."""
    if whole is None or len(parts) < 2:
        return None
    rows, named = whole
    read = [p for p in parts if p is not None]
    said = {(k, s) for p in read for k, s, *_ in p[0]}
    bare_kinds = {k for p in read for k, s, *_ in p[0] if s is None} | no_item
    for kind, sku, *_ in rows:
        if kind in CHECKED and sku is not None and (kind, sku) not in said and kind not in bare_kinds:
            return "ambiguous_intent.parts_unsaid", {"request": kind, "sku": sku}
    whole_goods = {s for _, s, *_ in rows if s} | set(named)
    for p in read:
        for kind, sku, *_ in p[0]:
            if kind in ACTS and sku and sku not in whole_goods:
                return "ambiguous_intent.parts_left", {"request": kind, "sku": sku}
    return None


def parts_agree(read):
    """``read`` (``lang.reader.read_message``) refusing, when ``ON``, an e-mail's readable reading that its parts
    read alone do not support (``doubt``): in the outermost call only; the parts are read without the check."""
    @wraps(read)
    def reading(text, catalogue=None, email: bool = False, *args, **kwargs):
        if not ON or _INSIDE.get():
            return read(text, catalogue, email, *args, **kwargs)
        token = _INSIDE.set(True)
        try:
            got = read(text, catalogue, email, *args, **kwargs)
            if not email or not got.readable:
                return got
            parts = parts_of(text)
            if not 2 <= len(parts) <= MAX_PARTS:
                return got
            alone = [read(p, catalogue, email, *args, **kwargs) for p in parts]
        finally:
            _INSIDE.reset(token)
        no_item = frozenset(r.intent for r in alone if not r.readable and r.reason_key.startswith("no_item")
                            and r.intent)
        found = doubt(part_reading(got), [part_reading(r) for r in alone], no_item)
        if found is None:
            return got
        return _refused(found, got, catalogue)
    return reading


def _refused(found: tuple[str, dict], got, catalogue):
    """The reading refused with ``found``'s reason, the goods named as the catalogue names them."""
    from lang.reading import Reading
    from lang.reasons import why
    from market.catalogue import load_catalogue
    key, args = found
    cat = catalogue if catalogue is not None else load_catalogue()
    item = cat.by_sku(args["sku"]).item
    return Reading.refused(why(key, request=args["request"], item=item), got.language, bill_id=got.bill_id,
                           order_id=got.order_id)
