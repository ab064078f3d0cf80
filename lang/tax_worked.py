"""A price with its tax worked out to the sum paid: "₹2,400 + 5% GST = ₹2,520 for 20 L mustard oil is acceptable",
"₹2,400 + 5% GST = ₹2,520 mein 20 L sarson tel theek hai", "₹2,400 + 5% जीएसटी = ₹2,520" — the deal is at ₹2,520,
the sum written last, when the arithmetic holds (₹2,400 × 1.05 = ₹2,520).

Found by breaker AW: refused as two totals (₹2,400 and ₹2,520). Only the worked sum is kept when it checks to the
rupee; a sum that does not check is left as written (and refused as before).
"""

import re
from decimal import Decimal, InvalidOperation

_TAX_WORKED = re.compile(r"(?:₹|\brs\.?\s*)\s*([\d,]{1,9}(?:\.\d{1,2})?)\s*\+\s*(\d{1,2}(?:\.\d{1,2})?)\s*%\s*"
                         r"(?:gst|tax|जीएसटी)\s*=\s*((?:₹|\brs\.?\s*)\s*([\d,]{1,9}(?:\.\d{1,2})?))", re.IGNORECASE)


def _checks(m: re.Match) -> str:
    try:
        base, rate, total = (Decimal(m.group(k).replace(",", "")) for k in (1, 2, 4))
    except InvalidOperation:
        return m.group(0)
    return m.group(3) if abs(base * (100 + rate) / 100 - total) < 1 else m.group(0)


def tax_worked(text: str) -> str:
    """"₹2,400 + 5% GST = ₹2,520" → "₹2,520" when the sum checks (module docstring); else the text unchanged."""
    if "%" not in text or "=" not in text:
        return text
    return _TAX_WORKED.sub(_checks, text)
