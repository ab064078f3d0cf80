"""An amount marked as the lot's total in brackets right after it: "- Toor dal 10 kg @ ₹1,350 (total)",
"Toor dal 10 kg ₹1,350 (kul)", "तूर दाल 10 किलो ₹1,350 (कुल)" — ₹1,350 for the 10 kg, as "₹1,350 total" reads.

Found by breaker AW: after "@" the bracketed "(total)" was not seen, and ₹1,350 was taken as the price per kg
(refused: "₹1,350 per kg exceeds MRP"). The brackets are dropped so the word reads as it does unbracketed.
"""

import re

_TOTAL_IN_BRACKETS = re.compile(r"(\d)\s*\(\s*(total|in total|kul|कुल|overall|all in)\s*\)", re.IGNORECASE)


def total_unbracketed(text: str) -> str:
    """"₹1,350 (total)" → "₹1,350 total" (module docstring); a text without such brackets comes back unchanged."""
    if "(" not in text:
        return text
    return _TOTAL_IN_BRACKETS.sub(r"\1 \2", text)
