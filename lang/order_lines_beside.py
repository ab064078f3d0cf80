"""A bare order line beside other requests, one a line: the goods are ordered (session 55, helper TRYFIX55R, from a
new user's language-ablation trial TRY55, finding 1: 182 of 183 markdown e-mails of this shape refused in every
language). "- Bill B8: ₹36,269 paid\\n- paneer: 26 packet", "paying B18 ₹6,370.5 now\\njaggery 17 kg pls",
"- बिल B8 का ₹36,269 भुगतान कर दिया\\n- पनीर: 26 पैकेट", "- moong dal: 24 kg\\n- masoor dal: our offer ₹80 per
kg\\n- besan: please quote". Alone, a line of goods, a count and its unit is an order (READING.md: "item lines with a
quantity are an order"); beside a payment, an offer or a rate asked on lines of their own the reader asked "what is
26 packet for?" (or "what price for moong dal?") and refused the whole message, payment and all — while a shopkeeper
reads each line as a request of its own, and the same line with "send" was read.

``order_lines_beside_read(text, reading, read)`` reads such a refusal again with an order word put on each bare
line ("send …" in English, "… भेजिए" in Hindi, "… bhejiye" in Hinglish) when every other line of the message, read
alone, is readable and asks only payments, offers, acceptances, refusals, rates or orders (no delivery question, bill
question, dispute or cancel: goods beside those are the order asked about or the bill's working), or asks nothing
(greetings, thanks, a sign-off, the model's reasoning), and no line is a heading that says what the list is for
("**Stock left:**", "Rates needed:", "O12:" — only a neutral "**Today's list**" / "**आज की सूची**" / "Aaj ki list"
passes). A bare line is the goods' name, a count and a unit word (with "pls" / "please" / "ji" at most) that read
alone orders that count of those goods and nothing else. The new reading is kept only when it is readable and acts on
exactly what the lines read alone act on (the bare lines' orders; an order beside the acceptance of its own goods may
carry the price accepted). Otherwise the refusal stands, and it stands too when a bare line's goods are offered,
asked a rate of or refused on another line (one offer of that count, or a contradiction: the reader's to ask), and for
a list under a heading of its own (a stock list, a recap of an order, a rate request; "**Order**" says what the bare lines are).

Shape: ``order_lines_beside_read(text, reading, read)`` → Reading; ``read``: text → Reading (the whole reader).
Never raises unless ``read`` does.
"""
from __future__ import annotations

import re
from collections import Counter

from lang.clean import MAX_CHARS

__all__ = ["order_lines_beside_read", "bare_order_line"]

#: A list marker at the head of a line: "- ", "* ", "• ", "1. ", "2) ".
_MARKER = re.compile(r"^\s*(?:[-*•]|\d{1,2}[.)])\s+")
#: The model's reasoning left in, a block of its own.
_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)
#: A bare order line after its marker: a name (no digit, no ₹), a count, a unit word, a filler at most.
_BARE = re.compile(r"^(?P<goods>[^\d₹:–—\-|]+?)\s*[:–—\-]?\s*(?P<count>\d+(?:\.\d+)?)\s*(?P<unit>[^\s\d₹.,:;!?()|]+\.?)"
                   r"(?:\s+(?:pls|plz|please|ji))?\s*[.!]?$")
#: Words of a neutral heading over the list: it says nothing of what the list is for.
_NEUTRAL = frozenset("today's todays today list aaj ki ka ke आज की का के सूची लिस्ट our hamari हमारी items item saaman "
                     "सामान requirement requirements zaroorat ज़रूरत जरूरत order ऑर्डर".split())
#: Words of a line that asks nothing but still says something of the list (a no, a wait, a stock or a recap).
_NOT_FILLER = re.compile(r"\b(?:no|not|don'?t|stop|hold|wait|later|cancel|stock|left|have|had|ordered|received|"
                         r"nahi|nahin|mat|ruk|baad|bacha|baaki)\b|नहीं|मत|रुक|बाद|बचा|बाक़ी|बाकी|स्टॉक|रद्द",
                         re.IGNORECASE)
#: Kinds another line may ask beside bare order lines.
_BESIDE = frozenset({"pay", "offer", "accept", "reject", "ask_quote", "order"})
#: The order word put on a bare line, by the message's language: before (en) or after (hi, hinglish) the goods.
_ORDER_WORD = {"en": ("send ", ""), "hi": ("", " भेजिए"), "hinglish": ("", " bhejiye")}
#: Messages being read again with order words put on (a refusal of one is not written again: no endless reading).
_WRITTEN: set[str] = set()


def _key(intent) -> tuple:
    """What the desk acts on in one intent, to compare readings."""
    return (intent.kind, intent.sku, intent.quantity, intent.unit_price_paise, intent.total_paise,
            intent.price_change_paise, intent.bill_id, intent.order_id)


def bare_order_line(line: str, read):
    """The one order a bare line asks ("- paneer: 26 packet", "jaggery 17 kg pls", "- कपड़े का साबुन: 90 बट्टी"),
    read alone with ``read``; None when the line is not of that shape or does not read so."""
    body = _MARKER.sub("", line).strip().strip("*").strip()
    if not _BARE.match(body):
        return None
    alone = read(line)
    if not alone.readable or len(alone.intents) != 1:
        return None
    order = alone.intents[0]
    if order.kind != "order" or not order.sku or not order.quantity or order.unit_price_paise is not None \
            or order.total_paise is not None or order.order_id:
        return None
    return order


def _heading(line: str) -> str | None:
    """The words of a heading line ("**Today's list**", "## Stock", "Rates needed:"), else None."""
    s = line.strip()
    if s.startswith("#") or (s.startswith("**") and s.endswith("**")) or s.endswith(":"):
        return s.strip("#*: ").lower()
    return None


def order_lines_beside_read(text, reading, read):
    """``reading``, or, when it is a refusal of a message of bare order lines beside other requests one a line (the
    module docstring), the reading of the message with an order word on each bare line, when that acts on exactly
    what its lines alone act on."""
    if reading.readable or not isinstance(text, str) or len(text) > MAX_CHARS:
        return reading
    lines = [ln for ln in _THINK.sub("", text).split("\n") if ln.strip()]
    if len(lines) < 2:
        return reading
    bare, asked = {}, []
    for n, line in enumerate(lines):
        words = _heading(line)
        if words is not None and not _MARKER.match(line):
            if set(words.replace(":", " ").split()) <= _NEUTRAL:
                continue
            return reading  # a heading that says what the list is for
        order = bare_order_line(line, read)
        if order is not None:
            bare[n] = order
            continue
        alone = read(line)
        if alone.readable:
            if not alone.intents or any(i.kind not in _BESIDE for i in alone.intents):
                return reading
            asked.extend(alone.intents)
        elif alone.reason_key.startswith("no_intent") and not _NOT_FILLER.search(line) and len(line.split()) <= 6:
            continue  # a greeting, thanks, a sign-off
        else:
            return reading
    if not bare or not asked:
        return reading
    bargained = {i.sku for i in asked if i.kind in ("offer", "ask_quote", "reject")}
    if any(o.sku in bargained for o in bare.values()):
        return reading
    before, after = _ORDER_WORD.get(reading.language, _ORDER_WORD["en"])
    written = []
    for n, line in enumerate(lines):
        if n in bare:
            m = _MARKER.match(line)
            head, body = (line[:m.end()], line[m.end():]) if m else ("", line)
            line = head + before + body.rstrip().rstrip(".!") + after
        written.append(line)
    rewritten = "\n".join(written)
    if _WRITTEN:  # a message read again already up the stack (its refusal met this step again): one level only
        return reading
    _WRITTEN.add(rewritten)
    try:
        again = read(rewritten)
    finally:
        _WRITTEN.discard(rewritten)
    if not again.readable:
        return reading
    accepted = {i.sku: i.unit_price_paise for i in asked if i.kind == "accept"}
    want = Counter(_key(i) for i in asked) + Counter(_key(o) for o in bare.values())
    got = Counter(_key(i) if not (i.kind == "order" and i.unit_price_paise is not None
                                  and accepted.get(i.sku) == i.unit_price_paise)
                  else _key(i.model_copy(update={"unit_price_paise": None})) for i in again.intents)
    return again if got == want else reading
