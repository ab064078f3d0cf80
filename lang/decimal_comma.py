"""A price written with a decimal comma: "Send 10 kg sugar @ 41,50", "@ ₹41,50/kg", "Rice 25 kg @ 38,50",
"Sugar ₹41,50 per kg accepted", "चीनी ₹41,50/किलो" — ₹41.50 a kg, as a shopkeeper reads it.

Found by breaker AW: the price was dropped inside an order (the order went ahead with no price, silently) or the
acceptance was refused as no_price. Only a comma followed by exactly two digits, after at most three digits, right
after ₹ / Rs / @ / rate, is read as a decimal comma: "41,50" is no Indian or thousands grouping ("1,20,000",
"4,200", "₹1,350" keep their reading). Two digits run on into a unit ("₹41,50 kg") could be a price and a count,
and are left as written.
"""

import re

#: ₹ / Rs / @ / rate, then 1–3 digits, a comma and exactly two digits, not followed by another digit, a further
#: group (",000"), a decimal point or a count's unit.
_DECIMAL_COMMA = re.compile(
    r"((?:₹|\brs\.?|\binr|रु\.?|@|\brate\s*(?:is\s*|of\s*)?)\s*)(\d{1,3}),(\d{2})"
    r"(?![\d,.]\d|\d|\s*(?:kg|kgs|kilo|kilos|g|gm|gms|grams?|l|ltr|litres?|liters?|pcs|pieces?|packets?|pkts?|"
    r"dozen|trays?|bags?|bori|cases?|किलो|लीटर|पैकेट|दर्जन|ग्राम)\b)", re.IGNORECASE)

#: The same figure with no ₹ before it but a unit price's "per" / "/" after it: "sugar 41,50 per kg", "41,50/kg".
_BEFORE_PER = re.compile(r"(?<![\d,.])(\d{1,3}),(\d{2})(?=\s*(?:/\s*[^\W\d_]|per\b|प्रति\b))", re.IGNORECASE)

#: What both need: a digit, a comma and two digits.
_DIGITS_COMMA_DIGITS = re.compile(r"\d,\d\d")


def decimal_commas(text: str) -> str:
    """"@ ₹41,50/kg" → "@ ₹41.50/kg" (module docstring); a text without such a comma comes back unchanged."""
    if "," not in text or not _DIGITS_COMMA_DIGITS.search(text):  # (both searches need "41,50": a cheap scan first)
        return text
    text = _DECIMAL_COMMA.sub(r"\1\2.\3", text)
    return _BEFORE_PER.sub(r"\1.\2", text)
