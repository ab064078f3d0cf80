"""Figures of money whose digit groups are neither Indian nor Western (trial 46: "Sorry, total ₹2,44 hai" billed ₹2.44).

"1,24,450" (Indian) and "124,450" (Western) group digits one way each; "₹2,44", "₹24,4", "₹1,2345", "12,34,5 rupaye"
group them neither way, so the amount meant (₹244? ₹2.44? ₹24,40?) is a guess. Before, the reader guessed: "₹2,44"
was read as ₹2.44 (``lang.decimal_comma``), "₹24,4" dropped as no number (a payment of an unnamed amount, an order
with its price lost). ``malformed_money`` finds the first such figure as written; the counter refuses every one
(``lang.counter_words``: a bill is never "₹41,50" to guess between ₹41.50 and ₹4,150); an e-mail keeps the decimal
comma of a unit price that ``lang.decimal_comma`` reads ("@ ₹41,50/kg", "₹41,50 per kg", "rate 38,50": breaker AW)
and refuses the rest (``mail_guard``: ``ambiguous_intent.digit_groups``, in the writer's language).

Linear in the text: one regex pass.
"""
from __future__ import annotations

import re

from lang.percent_off import percent_guard
from lang.reading import Reading
from lang.reasons import why

__all__ = ["malformed_money", "mail_guard", "figure_guards"]

#: A figure of money written with commas: ₹ / Rs / INR / रु before it, or rupee words after it.
_MONEY_COMMAS = re.compile(r"(@\s*|\brate\s*(?:is\s*|of\s*)?)?(?:₹|\brs\.?|\binr\b|रु\.?)?\s*(?<![\d,.])(\d+(?:,\d+)+"
                           r"(?:\.\d+)?)(?![\d,])(\s*(?:/-|rupees?\b|rupaye\b|rupaiye\b|रुपये|रुपए))?", re.IGNORECASE)
_GROUPED = re.compile(r"^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})(?:\.\d+)?$")
_DECIMAL = re.compile(r"^\d{1,3},\d{2}$")
#: After a decimal comma: a unit price's "per" or "/unit" ("₹41,50/kg", "41,50 per kg", "₹41,50 प्रति किलो").
_PER_AFTER = re.compile(r"\s*(?:/\s*[^\W\d_]|per\b|प्रति|किलो|kilo\b|kg\b|/kg)", re.IGNORECASE)


def _money(m: re.Match, text: str) -> bool:
    start = m.start(2)
    head = text[max(0, start - 5):start].lower()
    return bool(m.group(1) or m.group(3) or re.search(r"(₹|\brs\.?|\binr|रु\.?)\s*$", head))


def malformed_money(text: str, mail: bool = False) -> str | None:
    """The first figure of money in ``text`` grouped neither Indian nor Western, as written ("₹2,44"), or None.
    ``mail``: a decimal comma in a unit price ("@ ₹41,50/kg", "₹41,50 per kg") is well formed (``lang.decimal_comma``
    reads it). Never raises."""
    if not isinstance(text, str) or "," not in text:
        return None
    for m in _MONEY_COMMAS.finditer(text):
        digits = m.group(2)
        if _GROUPED.match(digits) or not _money(m, text):
            continue
        if mail and _DECIMAL.match(digits) and (m.group(1) or _PER_AFTER.match(text, m.end(2))):
            continue
        return text[max(m.start(2) - 1, 0) if text[max(m.start(2) - 1, 0)] == "₹" else m.start(2):m.end(2)]
    return None


def mail_guard(text: str, reading: Reading) -> Reading:
    """``reading`` of the e-mail ``text``, or its refusal (``ambiguous_intent.digit_groups``) when ``text`` holds a
    figure of money grouped neither way (``malformed_money(text, mail=True)``). Never raises."""
    bad = malformed_money(text, mail=True)
    return reading if bad is None else Reading.refused(why("ambiguous_intent.digit_groups", figure=bad),
                                                       reading.language)


def figure_guards(text: str, reading: Reading) -> Reading:
    """The whole-text guards on figures ``lang.reader.read_message`` applies: a percentage off (``lang.percent_off``),
    then digit groups (``mail_guard``)."""
    return mail_guard(text, percent_guard(text, reading))
