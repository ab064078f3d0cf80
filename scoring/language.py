"""Language scores (KiranaBench Table 7, figures 4 and 5): how the shop fared with
counterparts who speak English (``en``), Hindi in Devanagari (``hi``) or Hinglish.

- ``refused_emails_by_language``: per supplier language, the manager's e-mails
  (``email_received``) that ``sent``, those the supplier could not read
  (``refused``: ``readable`` false, answered "could not read your message") and
  their ``share`` (refused / sent, a fraction 0–1; None if none was sent).
- ``refused_emails``: the same counts over every e-mail of the run, whatever its supplier's language: ``sent``,
  ``refused`` and ``share`` (a fraction 0–1; None if none was sent). In a study's language condition every supplier
  speaks the condition's language, so this is the share refused in the run's own supplier language under one
  name in every condition: a study can difference it ("hi − en"), which it cannot do with
  ``refused_emails_by_language.hi.share`` (present in the Hindi condition only; a new user's trial, session 36).
- ``refused_emails_by_message_language``: the same counts by the language the e-mail was written in (as the
  reader detected it, ``email_received.message_language``): a model writing Hindi to an English-writing supplier
  counts under ``hi`` here and under ``en`` above; an e-mail with no detected language under ``no_words`` (fenced blocks, ids and figures only). The
  language is the reader's, by its rule (lang/READING.md, "Languages"): ``hi`` when Devanagari letters are at
  least 30 % of the letters, so Hindi written around English goods names ("Thank you. Fresh milk 500ml x 40 और
  curd 400g x 15 भेजिए, payment delivery पर।", 18 %) counts under ``en`` — by design one language per e-mail,
  the one it was read in (a new user's trial, session 34, asked; tests/test_message_language.py).
- ``refused_emails_by_reason``: the refused e-mails counted per reason key (``email_received.reason_code``: the
  reader's refusal code, ``events.suppliers.READER_REFUSALS``, or ``counter_bill``) and per language the e-mail was
  written in (as above: ``en``, ``hi``, ``hinglish``, and ``no_words`` when any), with their ``total``; every key
  (0 where none; ``other`` only when a record's reason has no known key), most refusals first, then by key — which
  failures dominate, and in which language; the same keys in every run, so a study's columns are its runs' alike.
- ``counter_by_language``: per counter customer language, ``customers`` who reached the cashier
  with something asked for on hand, served or not (a ``counter_request`` whose customer did not leave for "nothing
  in stock"),
  ``bought`` (a ``counter_sale``), ``buy_rate_pct`` (bought / customers), and
  ``bargaining_efficiency_pct``: the mean over sales of the agreed total over the
  best total available — the most this customer would have agreed to, i.e. the
  smaller of their hidden reservation (``counter_bill.hidden_reservation_paise``
  of the bill they agreed to) and the goods' MRP total. 100 means every sale
  closed at the most the customer would pay. Also ``left_after_agreeing`` (customers who agreed a bill and left
  without buying: refused credit by ``decide_khata`` and not paying cash, or left waiting for a credit decision),
  ``left_waiting_for_credit`` (of those, the ones the cashier never answered through ``decide_khata``:
  ``scoring._common.left_waiting_for_credit``) and ``no_bill_heard``: the cashier's words (``counter_say``) to a
  customer waiting for a bill in which no bill was heard (``bill_paise`` null before the customer agreed one; the
  tool told the cashier so), counted per customer language (a new user's trial, session 37: "5% off: ₹X" and the
  Hinglish "₹204 nahi bhaiya, ₹250 hi lagega" went unheard in every visit, and nothing counted them).
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.counter import CounterBill, CounterRequest, CounterSale, CounterSay
from events.suppliers import COUNTER_BILL, READER_REFUSALS, EmailReceived
from scoring._common import LANGUAGES, left_after_agreeing, left_for_nothing_in_stock, left_waiting_for_credit, \
    pct, typed

__all__ = ["language_scores", "REFUSAL_KEYS"]

#: The keys ``refused_emails_by_reason`` always has: the reader's refusal codes and the counter bill.
REFUSAL_KEYS = (*READER_REFUSALS, COUNTER_BILL)


def _emails(events: list[Event], written: bool = False) -> dict:
    """Per language (the supplier's; with ``written``, the e-mail's own): sent, refused, share (0–1 or None)."""
    out = {lang: {"sent": 0, "refused": 0, "share": None} for lang in LANGUAGES}
    for e in events:
        if type(e) is EmailReceived:
            lang = (e.message_language or "no_words") if written else e.language
            row = out.setdefault(lang, {"sent": 0, "refused": 0, "share": None})
            row["sent"] += 1
            row["refused"] += not e.readable
    for row in out.values():
        row["share"] = round(row["refused"] / row["sent"], 4) if row["sent"] else None
    return out


def _all_emails(events: list[Event]) -> dict:
    """Over every e-mail, whatever its supplier's language: sent, refused, share (0–1 or None)."""
    sent = refused = 0
    for e in events:
        if type(e) is EmailReceived:
            sent += 1
            refused += not e.readable
    return {"sent": sent, "refused": refused, "share": round(refused / sent, 4) if sent else None}


def _by_reason(events: list[Event]) -> dict:
    """{reason key: {language: refused, ..., "total"}} over the refused e-mails, most first (module docstring)."""
    counts: dict[str, dict[str, int]] = {k: {**dict.fromkeys(LANGUAGES, 0), "total": 0} for k in REFUSAL_KEYS}
    for e in events:
        if type(e) is EmailReceived and not e.readable:
            row = counts.setdefault(e.reason_code, {**dict.fromkeys(LANGUAGES, 0), "total": 0})
            lang = e.message_language or "no_words"
            row[lang] = row.get(lang, 0) + 1
            row["total"] += 1
    if any("no_words" in row for row in counts.values()):
        counts = {k: {**{l: row.get(l, 0) for l in (*LANGUAGES, "no_words")}, "total": row["total"]}
                  for k, row in counts.items()}
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1]["total"], kv[0])))


def _row() -> dict:
    return {"customers": 0, "bought": 0, "buy_rate_pct": None, "bargaining_efficiency_pct": None,
            "left_after_agreeing": 0, "left_waiting_for_credit": 0, "no_bill_heard": 0}


def _counter(events: list[Event]) -> dict:
    language: dict[str, str] = {}
    last_bill: dict[str, CounterBill] = {}
    agreed: set[str] = set()
    sales: list[CounterSale] = []
    unheard: list[str] = []  # visits, one entry per say with no bill heard while the customer waited for one
    for e in events:
        if type(e) is CounterRequest:
            language[e.visit_id] = e.language
        elif type(e) is CounterBill:
            last_bill[e.visit_id] = e
            if e.answer == "agree":
                agreed.add(e.visit_id)
        elif type(e) is CounterSay and e.bill_paise is None and e.visit_id not in agreed:
            unheard.append(e.visit_id)
        elif type(e) is CounterSale:
            sales.append(e)
    nothing = left_for_nothing_in_stock(events)
    out = {lang: _row() for lang in LANGUAGES}
    for visit, lang in language.items():
        if visit not in nothing:
            out.setdefault(lang, _row())["customers"] += 1
    for key, visits in (("left_after_agreeing", left_after_agreeing(events)),
                        ("left_waiting_for_credit", left_waiting_for_credit(events)), ("no_bill_heard", unheard)):
        for visit in visits:
            if visit in language:
                out.setdefault(language[visit], _row())[key] += 1
    ratios: dict[str, list[float]] = {lang: [] for lang in out}
    for sale in sales:
        lang = sale.language
        out[lang]["bought"] += 1
        bill = last_bill.get(sale.visit_id)
        if bill is not None:
            best = min(bill.hidden_reservation_paise, sale.mrp_total_paise)
            if best > 0:
                ratios[lang].append(sale.charged_total_paise / best)
    for lang, row in out.items():
        row["buy_rate_pct"] = pct(row["bought"], row["customers"])
        r = ratios[lang]
        row["bargaining_efficiency_pct"] = round(100 * sum(r) / len(r), 2) if r else None
    return out


def language_scores(events: Iterable[dict | Event]) -> dict:
    """Language scores (see the module docstring)."""
    events = typed(events)
    return {"refused_emails": _all_emails(events), "refused_emails_by_language": _emails(events),
            "refused_emails_by_message_language": _emails(events, written=True),
            "refused_emails_by_reason": _by_reason(events), "counter_by_language": _counter(events)}
