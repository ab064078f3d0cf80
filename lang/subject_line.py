"""An e-mail's subject line (part of reading, ``lang.reader``): a heading over the body, not a request of its own.

Chat models head an e-mail with a subject that sums up its body ("Subject: Payment for B17 and invoice for O26",
"Subject: O812 – cancellation of two lines", "विषय: O880 — एक आइटम रद्द"). Read with the body, the summary's words
join the body's requests and change them (the bill asked for O26 was taken as the payment's order). The body is
read alone when it reads and names every order and bill id the subject names; otherwise the whole message is read
(a subject may carry what the body leaves out: "Subject: O5 / Please cancel it").

A closing summary ("**Summary:** Masoor yes at ₹84, rice no.", "सारांश: …", "TL;DR: …", which Gemini-class models
write under every e-mail) says the body's requests again in fewer words; read with the body, each request is
made twice, or its short form ("rice no") reads as another request. The message is read without it when it
reads so and the summary says no figure the body does not; otherwise whole ("TL;DR: 20 kg" under "send 25 kg"
contradicts it: breaker F).
"""
from __future__ import annotations

import re
from typing import Callable

from lang.also_added import also_added
from lang.bill_bracket_counted import bill_bracket_counted
from lang.clean import MAX_CHARS
from lang.container_totals import read_with_totals
from lang.inline_replies import inline_replies
from lang.orders_apart import changes_apart
from lang.order_restated import restated_order
from lang.stated_sizes import refuse_other_sizes
from lang.bracket_count import refuse_bracket_count
from lang.bill_goods_named import drop_bill_reminders
from lang.bills_meant import bills_meant
from lang.taken_at_asked import taken_at_asked
from lang.summary_cut import as_a_cut

__all__ = ["body_under_subject", "without_summary", "under_headings"]

_SUBJECT = re.compile(r"\A\s*(?:subject|sub|विषय)\s*:[^\n]*\n", re.IGNORECASE)
#: A summary: its paragraph (to the next blank line), opening with the word and a colon, in bold or not.
_SUMMARY = re.compile(r"\n[ \t>*_-]*(?:summary|(?:to )?summari[sz]e|in brief|(?:so )?in short|short mein|kul milaake|tl;?dr|(?:to |quick )?recap|to sum up|in other words|"
                      r"सारांश|saransh|saaransh|संक्षेप में|sankshep mein|दोबारा|dobara|kul milakar|कुल मिलाकर|यानी|yani|yaani|मतलब|matlab)"
                      r"[ \t*_]*(?P<sep>:|[—–](?=[ \t]))[^\n]*(?:\n(?![ \t]*\n)[^\n]*)*", re.IGNORECASE)
#: (A dash after the word opens a summary too: "So in short — B21 paid, B19 to be corrected, and 5 trays eggs + 2
#: cases Coke to be sent.", "मतलब — B21 चुका दिया …", "Matlab — B21 paid …": holdout103, fixer AB of s32.)
_FIGURE = re.compile(r"\d+(?:[.,]\d+)*")  # the figures a summary says (each must be the body's too)
_ANY_ID = re.compile(r"\b[OB]-?\d{1,6}\b")


def body_under_subject(text: object, read: Callable[[str], object]):
    """The body's reading (``read(body)``, a ``lang.reader.Reading``) when ``text`` opens with a subject line, the
    body names every id the subject names, and the body reads; None otherwise. Never raises."""
    m = _SUBJECT.match(text[:MAX_CHARS]) if isinstance(text, str) else None
    if m is None:
        return None
    body = text[m.end():]
    if not set(_ANY_ID.findall(m.group())) <= set(_ANY_ID.findall(body)):
        return None
    reading = read(body)
    return reading if reading.readable else None


def without_summary(text: object, read: Callable[[str], object]):
    """The reading of ``text`` without its summary (``read(rest)``, a ``lang.reader.Reading``) when it has one (a
    paragraph opening "Summary:", "Recap:", "TL;DR:", "सारांश:", "दोबारा:" in its last 1,500 characters; what follows
    that paragraph — a P.S., the sign-off — is read with the body) and the rest reads, and the summary says the
    body again: each figure it says is the body's, or read alone it asks only what the body's reading asks
    ("Recap: 120 eggs" under "5 trays"); None otherwise. Never raises."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    start = max(0, len(text) - 1500)
    if text.find("\n", start) < 0 or text.find(":", start) < 0:  # (a summary's line opens after a line break and
        return None  # has a colon)
    m = _SUMMARY.search(text, start)
    if m is None or not text[:m.start()].strip():
        return None
    rest = text[:m.start()] + text[m.end():]  # "P.S. Make the tomato 30 kg instead of 20" after it: the body's
    reading = read(rest)
    if not reading.readable:
        return None
    figures = set(_FIGURE.findall(rest))
    summary = text[m.end("sep"):m.end()]
    if all(n in figures for n in _FIGURE.findall(m.group())):  # (its figures the body's — unless it prices the body's
        return None if _other_price(read(summary), reading) else reading  # goods at another of them: "Our counter
        # ₹40" in a table, "Summary: so we're fine with ₹42" — the supplier's ₹42 agreed, or ours? holdout77 q9044)
    alone = read(summary)  # "TL;DR: 20 kg tomatoes" under "send 25 kg": not the body said again
    if not alone.readable and reading.intents and all(i.kind == "order" for i in reading.intents):
        alone = read("Please send " + summary.strip())  # "To recap: five trays of eggs and twenty bread packets"
    if not alone.readable and reading.intents and all(i.kind == "cancel" for i in reading.intents):
        alone = as_a_cut(summary, read) or alone  # "दोबारा: O33 से 2 ट्रे अंडे कम" (lang.summary_cut)
    return reading if alone.readable and all(_says_again(i, reading.intents) for i in alone.intents) else None


def _other_price(alone, reading) -> bool:
    """The summary read ``alone`` prices goods the body's ``reading`` prices, at another price (both readings)."""
    if not alone.readable:
        return False
    priced = {(i.sku, i.unit_price_paise) for i in reading.intents if i.sku and i.unit_price_paise is not None}
    skus = {sku for sku, _ in priced}
    return any(i.sku in skus and i.unit_price_paise is not None and (i.sku, i.unit_price_paise) not in priced
               for i in alone.intents)


def _says_again(intent, intents) -> bool:
    """``intent`` (of a summary read alone) is one of ``intents`` (the body's), its figures unsaid or the same."""
    return any(i.kind == intent.kind and i.sku == intent.sku and i.order_id == intent.order_id and
               intent.quantity in (None, i.quantity) and intent.unit_price_paise in (None, i.unit_price_paise)
               for i in intents)


def under_headings(text: object, read: Callable[[str], object]):
    """``read`` (one reading of a text, a ``lang.reader.Reading``) of ``text`` as a shopkeeper takes it: without
    its closing summary when that reads (``without_summary``), the body under its subject line when that reads
    (``body_under_subject``), else the whole text; and order by order when that is refused for mixing changes to
    two orders (``lang.orders_apart.changes_apart``); answer by answer when the answers stand between the quoted
    lines (``lang.inline_replies``); with a container's stated contents written out as totals when that reads
    (``lang.container_totals``), else refused when it counts a container at the catalogue's size though the message
    states another (``lang.stated_sizes``), or when a container's count has another count in brackets after it
    (``lang.bracket_count``); goods named in brackets after an order whose bill is asked are no goods refused
    (``lang.bill_goods_named``); the bills its bill intents name as the message means them (``lang.bills_meant``: "the
    bill for O3, B3 has not reached us" asks B3); goods taken after their price was asked are offers
    (``lang.taken_at_asked``).
    Never raises unless ``read`` does."""
    def whole(t: str):
        reading = body_under_subject(t, read) or read(t)  # "Aapka O95: … ⏎ Isme …" (lang.order_restated)
        return reading if reading.readable else restated_order(t, read) or reading

    def apart(t: str):
        return changes_apart(t, read, inline_replies(t, read, without_summary(t, whole) or whole(t)))
    reading = apart(text)  # "2 tins of ghee, 15 litres each, ₹7,800 per tin" as "30 litres … ₹520 per litre":
    reading = read_with_totals(text, apart, reading) or refuse_bracket_count(text, refuse_other_sizes(text, reading))
    return also_added(text, taken_at_asked(text, bills_meant(text, bill_bracket_counted(text, drop_bill_reminders(text, reading)))))
