"""Figures in context are not the new request (session 51, the design rule of issue 10 for context): the reader acts
only on figures in the message's own new text. A statement or ledger table ("### Gokul Dairy — February statement (for
your records)", "| Bill | Order | Amount | Status |", a "हिसाब" / "khata" table) tells what was; a list under a rate
request ("Please send us your rates for the following:", "नीचे लिखे सामान के भाव बताइए:") names what is asked a
price for. Neither becomes an order, a payment or a cancel by itself. The guard runs once, on the whole message,
after every other stage (``lang.reader.read_message``), and looks only at the acting intents of the reading:

- a ``pay``, ``dispute`` or ``cancel`` whose bill or order id is named only inside a statement table is context: it is
  dropped when the new text asks something of its own ("B12 paid just now by GPay" under the table: pay B12 alone;
  holdout176 en-b3050 had paid all seven bills of the table), else the message is refused
  (``ambiguous_intent.context_ids``, naming the ids and saying what to write, in the message's language);
- a message refused over one of the table's own figures ("what is ₹3,436 for?") is read without the table;
- ``order`` intents whose goods are all in a list a rate request introduces, when the message with that list taken out
  orders nothing, are the rates asked (``ask_quote`` with the same counts: corpus_probes50_hh en-h3002 had ordered
  144 soaps, 48 toothpastes and 24 detergents it had asked the price of).

A table or list introduced as the request ("please send the following:", "| item | qty to send |", "confirm the
below") is no context: nothing here marks it. Shape: ``context_guard(text, reading, read)`` → the reading, its context
intents dropped or turned, or refused; ``read`` reads a text again (the reader's own ``read_message``).
"""
from __future__ import annotations

import functools
import re

from lang.intents import Intent
from lang.reading import Reading
from lang.context_wording import CONTEXT_WHY
from lang.reasons import why
from lang.phrase_trie import trie_pattern

__all__ = ["CONTEXT_WHY", "context_guard", "context_tables", "rate_asked_list"]

#: Words that make a table a statement or ledger (in the table or on the three lines above it).
_LEDGER = re.compile(r"statement|ledger|for your records?|for our records?|account|khata|khaata|hisaab|hisab|"
                     r"हिसाब|हिसाब-किताब|स्टेटमेंट|खाता|लेजर|बही", re.IGNORECASE)
#: Words over a table that give it as a recap, not the request ("last month's order for reference:", "पिछले महीने का
#: ऑर्डर, संदर्भ के लिए:", "for your records, this is what we took from you in November:").
_RECAP = re.compile(r"for (?:your |our )?reference|reference ke liye|refrence ke liye|संदर्भ के लिए|for your records?|"
                    r"aapke record ke liye|आपके रिकॉर्ड के लिए|what we took|last month'?s order|"
                    r"pichh?le mahine ka order|पिछले महीने का ऑर्डर|\brecap\b", re.IGNORECASE)
#: A row of a statement says what became of the bill: cleared, paid, settled ("cleared 8 Feb", "8 फ़रवरी को चुकता").
_SETTLED = re.compile(r"clear|paid|settled|received|चुकता|चुका|जमा|भुगतान|मिल गया|mil gaya|jama", re.IGNORECASE)
#: A row that says the bill is not settled ("Not received", "pending", "बाकी").
_UNSETTLED = re.compile(r"\bnot\b|\bnahi\b|\bnahin\b|नहीं|pending|\bdue\b|baaki|बाकी|बाक़ी", re.IGNORECASE)
_RULE = re.compile(r"^\s*\|?[\s:|-]+\|?\s*$")
_ID = re.compile(r"(?<![\w-])([BO]\d{1,6})\b")
_LIST_ROW = re.compile(r"^\s*(?:[-*•·]|\d{1,2}[.)]|\|)\s*\S")
_ACTING_IDS = ("pay", "dispute", "cancel")
_ACTING_GOODS = ("order", "cancel", "accept")
_ACTING = _ACTING_IDS + _ACTING_GOODS


def context_tables(text: str) -> tuple[str, str]:
    """The text of the message's context tables — markdown rows "| … |" of a statement (under or beside a ledger word,
    ``_LEDGER``, most of whose rows say the bill was settled, ``_SETTLED``: not a table that disputes a bill or asks
    for things) or of a recap (the line right above gives it for reference, ``_RECAP``) — and the rest of the
    message, as two strings; ("", text) when it has none."""
    lines = text.splitlines()
    inside = [False] * len(lines)
    k = 0
    while k < len(lines):
        if not lines[k].lstrip().startswith("|"):
            k += 1
            continue
        end = k
        while end < len(lines) and lines[end].lstrip().startswith("|"):
            end += 1
        above = [ln for ln in lines[max(0, k - 4):k] if ln.strip()][-3:]
        rows = [ln for ln in lines[k + 1:end] if not _RULE.match(ln)]
        if _LEDGER.search(" ".join(above + lines[k:k + 1])) and rows and 2 * sum(
                bool(_SETTLED.search(ln)) and not _UNSETTLED.search(ln) for ln in rows) > len(rows) or _RECAP.search(" ".join(above[-1:])):
            for j in range(k, end):
                inside[j] = True
        k = end
    table = "\n".join(ln for ln, t in zip(lines, inside) if t)
    return table, "\n".join(ln for ln, t in zip(lines, inside) if not t)


def rate_asked_list(text: str) -> tuple[str, str] | None:
    """The list rows under a rate request ("…your best rates for the following:" and "1. Atta – 2 bori" rows) and the
    message without them, or None when no list follows a line that ends with ":" and asks a rate (``_rate_asked``)."""
    lines = text.splitlines()
    for k, line in enumerate(lines):
        if not line.rstrip().endswith(":") or not _rate_asked(line):
            continue
        j = k + 1
        while j < len(lines) and not lines[j].strip():
            j += 1
        start = j
        indent = len(lines[start]) - len(lines[start].lstrip()) if start < len(lines) else 0
        while j < len(lines) and _LIST_ROW.match(lines[j]) and len(lines[j]) - len(lines[j].lstrip()) >= indent:
            j += 1  # (a row less indented than the first is the intro's sibling: "2. **Order:** Please send …")
        if j - start >= 1:
            return "\n".join(lines[start:j]), "\n".join(lines[:start] + lines[j:])
    return None


def _rate_asked(line: str) -> bool:
    """The line asks a rate in words (``lang.cues.RATE_ASKS``: "send us your rates", "best rate bata dijiye",
    "मौजूदा भाव बताएं"), as whole words; not "at your current rates" nor "thanks for the rates"."""
    return bool(_rate_asks().search(" ".join(line.lower().split())))


@functools.cache
def _rate_asks() -> re.Pattern:
    """``lang.cues.RATE_ASKS`` as one whole-word pattern (built at the first use), its 30,698 phrases factored by their
    shared beginnings (``lang.phrase_trie``: one branch a character, not every phrase tried at every position)."""
    from lang.cues import RATE_ASKS
    return re.compile(r"(?<!\w)(?:" + trie_pattern(set(RATE_ASKS.split("|"))) + r")(?!\w)")


def context_guard(text: str, reading: Reading, read) -> Reading:
    """``reading`` of ``text`` with the acting intents that rest on context alone dropped, turned into the rates asked,
    or refused (module docstring). ``read(text) -> Reading``: the reader again, for the message without a rate-asked
    list."""
    if not isinstance(text, str):
        return reading
    if not reading.readable:  # refused over a figure of a context table ("what is ₹3,436 for?"): the message read
        figure = reading.reason_args.get("figure", "") if reading.reason_key.startswith("ambiguous_intent.figure") \
            else ""  # without the table, when that reads
        table, rest = context_tables(text) if figure and "|" in text else ("", text)
        again = read(rest) if figure and figure in table and rest.strip() else reading
        return again if again.readable else reading
    if not reading.intents:
        return reading
    if "|" in text and any(i.kind in _ACTING for i in reading.intents):
        reading = _table_guard(text, reading, read)
        if not reading.readable:
            return reading
    if ":" in text and any(i.kind == "order" for i in reading.intents):
        reading = _rate_list_guard(text, reading, read)
    return reading


def _table_guard(text: str, reading: Reading, read) -> Reading:
    """Acting intents that rest on a context table alone — a pay, dispute or cancel whose id the message names only
    there; an order, cancel or acceptance of goods named only there (the rest of the message, read alone, does not
    act on them) — dropped, or refused when nothing else is asked: ``ambiguous_intent.context_ids`` naming the ids,
    ``no_quantity.context_goods`` naming the goods."""
    table, rest = context_tables(text)
    if not table:
        return reading
    only_there = set(_ID.findall(table)) - set(_ID.findall(rest))
    told = [i for i in reading.intents if i.kind in _ACTING_IDS and (i.bill_id or i.order_id) in only_there]
    if any(i.kind in _ACTING_GOODS and i.sku for i in reading.intents):
        tabled = {i.sku for i in read(table).intents if i.sku}
        own = read(rest)
        own = {(i.kind, i.sku) for i in own.intents} if own.readable else set()
        told += [i for i in reading.intents if i.kind in _ACTING_GOODS and i.sku in tabled and (i.kind, i.sku) not in
                 own and i not in told]
    if not told:
        return reading
    kept = [i for i in reading.intents if i not in told]
    if kept:
        return _with(reading, kept)
    ids = [i.bill_id or i.order_id for i in told if i.kind in _ACTING_IDS and (i.bill_id or i.order_id)]
    if ids:
        return Reading.refused(why("ambiguous_intent.context_ids", id=", ".join(dict.fromkeys(ids))), reading.language)
    names = ", ".join(dict.fromkeys(_name(i.sku) for i in told))
    return Reading.refused(why("no_quantity.context_goods", items=names), reading.language)


def _name(sku: str) -> str:
    """The catalogue's English name of ``sku`` (the reasons put it in the message's language)."""
    from market.catalogue import load_catalogue
    return load_catalogue().by_sku(sku).item


def _rate_list_guard(text: str, reading: Reading, read) -> Reading:
    """Orders of goods listed under a rate request, stating no price, when the message without the list orders
    nothing: the rates asked for them, with their counts."""
    found = rate_asked_list(text)
    if found is None:
        return reading
    listed, rest = found
    orders = [i for i in reading.intents if i.kind == "order"]
    listed_skus = {i.sku for i in read(listed).intents if i.sku}
    if not listed_skus or any(i.sku not in listed_skus or i.unit_price_paise or i.total_paise for i in orders):
        return reading
    without = read(rest)
    if without.readable and any(i.kind in ("order", "cancel", "pay") for i in without.intents):
        return reading
    turned = [Intent(kind="ask_quote", sku=i.sku, quantity=i.quantity) if i.kind == "order" else i
              for i in reading.intents]
    return _with(reading, turned)


def _with(reading: Reading, intents: list[Intent]) -> Reading:
    """``reading`` with ``intents`` (its main intent the first one's kind)."""
    return reading.model_copy(update={"intents": intents, "intent": intents[0].kind if intents else None})
