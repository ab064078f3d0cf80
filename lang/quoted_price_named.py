"""A price agreed in a reply without naming its goods, when the quoted message prices just one goods at that very
figure (part of ``lang.read_again``): "> Can do refined oil at ₹118/L, 15 L minimum." over "₹118 is ok. Send 15
litres. Also the mustard oil in O52 — reduce from 24 L to 12 L please." (holdout42 u013), "> bread 37 is best we can
do" over "ok 37 ok. send 40 bread tomorow and 2 tray egg also" (holdout127 l8038), "₹535 is fine. Book the 12 litres
of ghee …" over "-----Original Message----- … ₹535 per litre de sakte hain" (holdout121 c8012), "> … Best rate for
Fortune mustard oil is ₹131 per litre …" over "₹131 per litre is acceptable. Please send the 24 litres …" (holdout124
v8030). The reply names other goods elsewhere, so it is no reply "that names no goods" that ``lang.reply_context``
reads under its quote, and the price's own sentence names none: the reader asked what the price was for ("what is
₹118 for?"). A shopkeeper reads the price the supplier quoted, agreed: the quoted goods at that price.

``quoted_price_named_read(text, reading, read, catalogue)`` reads a refusal ``ambiguous_intent.figure`` again, with
the quoted goods' name written before the price, when

- the refused figure is a number the reply writes once in a sentence that names no goods (outside the quoted lines:
  "> …" lines, an "-----Original Message-----" block);
- the quoted lines write that number, and the goods they name for it are one: those named in its piece (between
  commas, semicolons and full stops), else on its line, else in the whole quote ("₹535 per litre de sakte hain"
  under "festival me ghee tight hai");
- and the reading again is readable and accepts those goods at a price, or refuses them at that very figure per
  selling unit, those goods named in the reply's own words: "> Toor dal ₹138/kg from this week" over "138 is too
  much. Not taking toor this time.", "138 बहुत ज़्यादा है। इस बार तूर नहीं लेंगे।", "138 bahut zyada hai. Is baar
  toor nahi lenge." (holdout183 q3020, session 53, helper FIGURE: refused "what is 138 for?"; a shopkeeper reads
  the quoted rate refused).

Otherwise the refusal stands: a figure the quote does not write ("₹520 on those terms" beside a quote of ₹545 and
₹520 for the same goods is taken only if the reading again accepts them), a quote naming several goods for it, a
price the reply writes twice, a price said of no acceptance ("₹92 is above what our customers pay"), fenced blocks.

Shape: ``quoted_price_named_read(text, reading, read, catalogue=None)`` → Reading; ``read``: text → Reading. One
pass over the text's lines, one reading again.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from lang.clean import MAX_CHARS, quoted_lines
from lang.items import matcher_for
from lang.units import unit_of

__all__ = ["quoted_price_named_read"]

_NUM = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{2,3})+|\d+)(\.\d+)?(?![\w]|[.,]\d)")
#: A rupee mark right before a number ("₹118", "Rs. 118", "Rs 118"): the name goes before it.
_RUPEE_BEFORE = re.compile(r"(?:₹|\bRs\.?|\bINR)\s*$", re.IGNORECASE)
#: Pieces of a quoted line, and sentences of the reply.
_PIECE = re.compile(r"[^,;\n]+?(?:[.!?।](?=\s|$)|(?=[,;\n])|$)")
_SENTENCE_END = re.compile(r"[.!?।\n]")
#: A bracketed aside of a quoted piece ("… ₹78 per packet from today (milk rate hike)."): goods it names are not the
#: ones priced, when the piece names goods outside it.
_ASIDE = re.compile(r"\([^()\n]*\)")


def _value(s: str) -> Decimal | None:
    """The value of the first number in ``s`` ("₹1,380 a peti" → 1380), else None."""
    m = _NUM.search(s.replace("₹", " "))
    if m is None:
        return None
    try:
        return Decimal(m.group(1).replace(",", "") + (m.group(2) or ""))
    except InvalidOperation:
        return None


def _numbers(s: str):
    """(start, end, value) of each number written in ``s``."""
    for m in _NUM.finditer(s):
        try:
            yield m.start(), m.end(), Decimal(m.group(1).replace(",", "") + (m.group(2) or ""))
        except InvalidOperation:
            continue


def _quoted_goods(context: str, value: Decimal, matcher) -> set:
    """The skus the quoted lines name for the number ``value`` (module docstring); empty when they do not write it."""
    skus: set = set()
    whole = {m.sku for m in matcher.find(context)}
    for line in context.split("\n"):
        if not any(v == value for _, _, v in _numbers(line)):
            continue
        line_goods = {m.sku for m in matcher.find(line)}
        for piece in _PIECE.findall(line):
            if any(v == value for _, _, v in _numbers(piece)):
                named = {m.sku for m in matcher.find(_ASIDE.sub(" ", piece))} or {m.sku for m in matcher.find(piece)}
                skus |= named or line_goods or whole
    return skus


def _named_in_reply(text: str, quoted: set, matcher, sku) -> bool:
    """Whether the reply's own lines (not the quoted ones) name the goods ``sku`` ("Not taking toor this time")."""
    own = "\n".join(ln for ln in text.split("\n") if ln.strip() and not ln.strip().startswith(">")
                     and ln.strip() not in quoted)
    return any(m.sku == sku for m in matcher.find(own))


def _sentence_prices(text: str, sentence: str, lo: int, refused: tuple, context: str, matcher) -> list[tuple]:
    """(start, sku) of the refused number and of each other number of its ``sentence`` (at ``lo`` in ``text``) with no
    unit after it that the quote writes as a price ("₹10") of one goods of its own, another than the refused one's
    ("Ok, 83 and 10 done." under "> Surf ₹83, Rin ₹10": both named), each start moved before a rupee mark."""
    at, end, sku = refused
    found = [(at, sku)]
    for a, b, v in _numbers(sentence):
        word = re.match(r"\s*([^\W\d_]+)", sentence[b:])
        if lo + a == at or word and unit_of(word.group(1)) or not re.search(
                r"(?:₹|\bRs\.?|\bINR)\s*" + re.escape(sentence[a:b]) + r"(?![\d]|[.,]\d)", context):
            continue  # a count ("6 ट्रे भेज दीजिए"), or a number the quote writes as no price ("6 दर्जन")
        skus = _quoted_goods(context, v, matcher)
        if len(skus) == 1 and None not in skus and not skus & {s for _, s in found}:
            found.append((lo + a, next(iter(skus))))
    return [((rupee.start() if (rupee := _RUPEE_BEFORE.search(text[:start])) else start), s) for start, s in found]


def _named_before(text: str, places: list[tuple], context: str, matcher) -> str:
    """``text`` with the quote's name of each place's goods written before it."""
    for start, sku in sorted(places, reverse=True):
        name = next(m.text for m in matcher.find(context) if m.sku == sku)
        text = text[:start] + name + " " + text[start:]
    return text


def quoted_price_named_read(text, reading, read, catalogue=None):
    """``reading``, or the message read again with the quoted goods named before the price it agrees to (module
    docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.figure" or not isinstance(
            text, str) or len(text) > MAX_CHARS or "```" in text:
        return reading
    value = _value((getattr(reading, "reason_args", None) or {}).get("figure", ""))
    if value is None:
        return reading
    context, _ = quoted_lines(text)
    if not context:
        return reading
    matcher = matcher_for(catalogue)
    skus = _quoted_goods(context, value, matcher)
    if len(skus) != 1 or None in skus:
        return reading
    sku = next(iter(skus))
    quoted = {ln.strip() for ln in context.split("\n") if ln.strip()}
    found, offset = [], 0
    for line in text.split("\n"):
        bare = line.strip()
        if bare and not bare.startswith(">") and bare not in quoted:
            found.extend((offset + a, offset + b) for a, b, v in _numbers(line) if v == value)
        offset += len(line) + 1
    if len(found) != 1:
        return reading
    at, end = found[0]
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    stop = _SENTENCE_END.search(text, end)
    sentence = text[starts[-1] if starts else 0:stop.start() if stop else len(text)]
    if matcher.find(sentence):
        return reading
    places = _sentence_prices(text, sentence, starts[-1] if starts else 0, (at, end, sku), context, matcher)
    again = read(_named_before(text, places, context, matcher))
    if again.readable and any(x.kind == "accept" and x.sku == sku and (x.unit_price_paise or x.total_paise) or (
            x.kind == "reject" and x.sku == sku and x.unit_price_paise == int(value * 100) and _named_in_reply(
                text, quoted, matcher, sku)) for x in again.intents):
        return again  # (a refusal only at the very figure, per selling unit: "138 is too much" of toor at ₹138/kg)
    return reading
