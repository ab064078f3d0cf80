"""Rows of a khata — bills listed with their amounts and their state — tell, they do not pay: "B1 – ₹5,184 – paid
22 Oct ✔️ ⏎ B2 – ₹3,200 – due", "B1 – ₹5,184 – 22 अक्टूबर को भुगतान ✔️", "B1 – ₹5,184 – 22 Oct ko paid ✔️" (session
54, SILENT54: a new user's try). Each row had been read as a payment now, the bill paid again at the desk, silently
(and its tick as an acceptance); a shopkeeper reads the writer's ledger of what was paid when.

A row is a line that opens with a bill id (after a bullet), then a mark that sets fields apart ("–", "-", "|", ":"),
and holds an amount in rupees and a paying word said with a day of a month ("paid 22 Oct", "22 अक्टूबर को भुगतान",
"paid on 5/11"): the day the bill was paid. Rows of the same list that state a bill open ("B2 – ₹3,200 – due",
"baaki", "बाकी", "pending") are the ledger too. It is a ledger, not a report of payments, only when it states a bill
open beside the paid ones, or ticks a paid row (✔️, ✅: checked off in the khata). A list of payments alone, "###
Payments ⏎ - **B6** — ₹12,480 — paid by UPI on 24 Feb" (holdout146 en-r77048), "- **B40** – 29 अक्टूबर को पूरा
भुगतान (₹7,320)" (holdout100 b8060), reports the payments made, and the labelled corpora read each a ``pay``. ``ledger_rows(reader)`` takes the rows out — their cues, figures and
bill ids — when another line of the message asks something of its own ("… Please send 20 kg sugar."), and refuses
the message otherwise (``ambiguous_intent.told_past``: paid before, or paid today?). "Paid B1 ₹5,184 today",
"B1 – ₹5,184 – paid ✔️" (no day) and "Paid B1 on 22 Oct" (no row: the id does not open the line) read as before.
A statement whose one new row is paid today beside rows paid on their days ("| B5 | O5 | ₹7,740 | paid 30 Mar | ⏎ | B6 |
O7 | ₹1,010 | **paying today: ₹909** | ⏎ | B9 | O6 | – | awaited |") pays that row alone: the dated rows and the bills
awaited (no amount yet) are the ledger (holdout190 en-b4050 had paid B1, B3 and B5 again and asked B9's and B10's
bills, session 56; "Ledgers label only what is new", holdout192's README).

Shape: ``ledger_rows(reader)`` with the MessageReader after its clause acts (cues, figs, bill_ids changed in place;
``reader.refused_why`` set to refuse).
"""
from __future__ import annotations

from lang.bill_checked import PAYING_WORDS
from lang.language import fold_words
from lang.reasons import why

__all__ = ["ledger_rows"]

_MONTHS = fold_words("january february march april may june july august september october november december jan feb "
                     "mar apr jun jul aug sep sept oct nov dec जनवरी फ़रवरी फरवरी मार्च अप्रैल मई जून जुलाई अगस्त "
                     "सितंबर सितम्बर अक्टूबर अक्तूबर नवंबर नवम्बर दिसंबर दिसम्बर")
#: Words stating a bill still open in a row of the ledger.
_OPEN = fold_words("due open pending unpaid outstanding awaited baaki baki bakaya बाकी बाक़ी बकाया")
#: Words of paying in a row: the bill's paying words and the Hindi "chukaya" ("9 मार्च को चुकाया", "आज चुका रहे हैं").
_PAYING = PAYING_WORDS | fold_words("chukaya chukaye chuka चुकाया चुकाए चुका")
#: "Today" in a row that pays ("**paying today: ₹909**"): the one new row of the statement, paid now.
_TODAY = fold_words("today aaj आज")
_SEPARATORS = frozenset("–-—|:")
_TICKS = frozenset("✔✅✓☑")
_BULLETS = frozenset("-*•·")
#: Cue kinds asked by a line outside the ledger.
_ASKING = frozenset({"order", "offer", "accept", "reject", "ask_quote", "cancel", "ask_delivery", "ask_bill", "pay",
                     "dispute"})


def _lines(reader) -> list[tuple[int, int]]:
    """The token spans of the message's lines."""
    spans, lo = [], 0
    for k, t in enumerate(reader.tokens):
        if t.kind == "nl":
            spans.append((lo, k))
            lo = k + 1
    return spans + [(lo, reader.n)]


def _row(reader, lo: int, hi: int, ids: dict[int, str]) -> tuple[str, str] | None:
    """(id, state) of the ledger row in tokens [lo, hi): state "paid" (with its day) or "open"; else None."""
    toks = reader.tokens
    k = lo
    while k < hi and toks[k].kind == "sym" and (toks[k].text in _BULLETS or toks[k].text == "|"):  # (a table's row)
        k += 1
    if k not in ids:
        return None
    after = next((j for j in range(k + 1, hi) if toks[j].kind != "num" and toks[j].text.upper() != "B"), hi)
    if after >= hi or toks[after].kind != "sym" or toks[after].text not in _SEPARATORS:
        return None
    words = [(j, toks[j].key) for j in range(after, hi) if toks[j].kind == "word"]
    if any(key in _OPEN for _, key in words) and not any(key in _PAYING for _, key in words):
        return ids[k], "open"  # ("B9 | O6 | – | awaited": a bill still to come, no amount yet)
    if not any(t.text == "₹" or t.key in ("rs", "inr") for t in toks[after:hi]):
        return None
    dated = any(key in _MONTHS and (toks[j - 1].kind == "num" or j + 1 < hi and toks[j + 1].kind == "num")
                for j, key in words) or any(t.kind == "num" and "/" in t.text for t in toks[after:hi])
    if dated and any(key in _PAYING for _, key in words):
        return ids[k], "ticked" if any(t.text in _TICKS for t in toks[after:hi]) else "paid"
    if any(key in _PAYING for _, key in words) and any(key in _TODAY for _, key in words):
        return ids[k], "today"  # the row paid now: no ledger's, its payment stands
    return None


def ledger_rows(reader) -> None:
    """Take the ledger's rows out of ``reader``, or refuse the message when it is the ledger alone (module
    docstring)."""
    if not reader.bill_ids or _PAYING.isdisjoint(reader._keys) or _MONTHS.isdisjoint(reader._keys) and not any(
            t.kind == "num" and "/" in t.text for t in reader.tokens):
        return
    ids = dict(reader.bill_ids)
    rows = [(lo, hi, row) for lo, hi in _lines(reader) if (row := _row(reader, lo, hi, ids)) is not None]
    paid = [(lo, hi, row) for lo, hi, row in rows if row[1] in ("paid", "ticked")]
    if not paid or not any(row[1] != "paid" for _, _, row in rows):
        return  # (payments listed alone, none ticked, none open or paid today beside them: paid, as reported)
    inside = {k for lo, hi, row in rows if row[1] != "today" for k in range(lo, hi)}
    if not any(c.kinds & _ASKING and c.pos not in inside for c in reader.cues):
        lo, hi, (ident, _) = paid[0]
        money = {k for f in reader.figs if lo <= f.pos < hi for k in range(f.pos, f.end)}
        told = " ".join(t.text for k, t in enumerate(reader.tokens[lo:hi], lo) if t.kind in ("word", "num") and
                        k not in money and k not in ids and k - 1 not in ids)  # ("paid 22 Oct": not the id, the ₹)
        reader.refused_why = why("ambiguous_intent.told_past", id=ident, word=told)
        return
    reader.cues = [c for c in reader.cues if c.pos not in inside]
    reader.figs = [f for f in reader.figs if f.pos not in inside]
    reader.bill_ids = [(p, x) for p, x in reader.bill_ids if p not in inside]
    reader.order_ids = [(p, x) for p, x in reader.order_ids if p not in inside]  # ("| B1 | O1 | …": the bill's order)
