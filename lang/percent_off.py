"""A price asked as a percentage off: "Knock 3% off and we'll take 10 cases of Parle-G", "5% discount do aur 40
packet chai bhej do", "चावल पर 2% छूट दीजिए, 50 किलो भेजिए" (issue 10; breaker V, holdout83).

The reader takes no percentage as a figure (a percentage is no quantity and no price), so these read as plain
orders at the supplier's own price — the discount, the condition of the order, dropped silently. The kernel
bargains on a price in rupees, and the percentage's base (the supplier's list price, a quote, the MRP) is rarely
certain, so such a reading is refused: "how much lower for Parle-G? write the price you ask"
(``no_price.how_much_lower``, in the supplier's language), unless the goods' price is stated beside it ("10% कम,
यानी ₹135 किलो"). A percentage that is no discount ("5% GST",
"50% advance") is left alone: ``percent_guard`` asks for a discount word within a few words of it.

Only what the message says is searched: reasoning left in (``<think>…</think>``, "Reasoning: …") and quoted earlier
messages are left out as the reader leaves them out (``lang.clean``), so "<think>Maybe 10 percent less than the
list.</think> Your prices are accepted: toor dal at ₹135" accepts (a new user's trial, session 50: refused "how much
lower for toor dal?" in every language, a reason the model could not act on).
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS, strip_quoted, strip_reasoning
from lang.reader_parts import Reading
from lang.reasons import why

__all__ = ["percent_guard"]

_PERCENT = r"\d{1,2}(?:[.,]\d{1,2})?\s*(?:%|percent\b|per\s?cent\b|pratishat\b|प्रतिशत|टका|taka\b|takka\b|फ़ीसदी|फीसदी|fisadi\b)"
_OFF = (r"(?:off|discount|less|lower|reduce|reduction|rebate|concession|cut|kam|कम|chhoot|chhut|chut|छूट|chhuut|"
        r"discount|डिस्काउंट|कटौती|katauti)")
#: A discount word and a percentage within a few words of each other, in either order.
_PERCENT_OFF = re.compile(r"(?i)" + _PERCENT + r"(?:\W+\w+){0,3}?\W+" + _OFF + r"|" + _OFF + r"(?:\W+\w+){0,3}?\W+"
                          + _PERCENT)
_ASKS = frozenset(("order", "offer", "accept"))
#: The words of a percentage (lower case): a text holding none of them, and no "%", asks none.
_PERCENT_WORDS = ("percent", "per cent", "pratishat", "प्रतिशत", "टका", "taka", "फ़ीसदी", "फीसदी", "fisadi")
#: A percentage asked about, not set as a condition ("5% discount ho to batana", "let me know if 5% off is possible").
_TELL = re.compile(r"(?i)batana|bataiye|bataen|batayen|let me know|let us know|tell me|tell us|inform|बताना|बताइए|बताएं|बताएँ")


def percent_guard(text: str, reading: Reading) -> Reading:
    """``reading`` of ``text``, or its refusal when ``text`` asks a percentage off and the reading orders, offers or
    accepts goods (module docstring). Never raises."""
    if not reading.readable or not isinstance(text, str):
        return reading
    text = text[:MAX_CHARS]
    low = text.lower()
    if "%" not in text and not any(s in low for s in _PERCENT_WORDS):
        return reading
    text = strip_quoted(strip_reasoning(text))  # what the message says (module docstring)
    hit = _PERCENT_OFF.search(text)
    while hit is not None and _TELL.search(text[text.rfind("\n", 0, hit.start()) + 1:hit.end() + 80]):
        hit = _PERCENT_OFF.search(text, hit.end())  # (a percentage asked about: no condition)
    if hit is None:
        return reading
    asked = next((i for i in reading.intents if i.kind in _ASKS and i.sku is not None and i.unit_price_paise is None
                  and i.total_paise is None and i.price_change_paise is None), None)  # (a cut in rupees worked from
    # the supplier's price named beside it is stated: ``lang.percent_of_price``)  # ("10% कम, यानी ₹135 किलो": the price is stated)
    if asked is None:
        return reading
    item = next((it.item for it in reading.items if it.sku == asked.sku), asked.sku)
    return Reading.refused(why("no_price.how_much_lower", item=item), reading.language, intent=asked.kind)
