"""A price written as a ditto mark under the line above (part of stage 1, ``lang.before_reading``):

    चावल 20kg @36
    चीनी 10kg @ ""

The second line's price is the first's (₹36): read without it, the sugar was ordered at the supplier's own price,
silently (breaker W, holdout85: "", 〃, "same", "wahi", "वही"). ``with_dittos_filled(text)`` writes the price above
in place of the mark, only when the line above holds one "@ price"; anything else is left as written. Linear in the
number of lines.
"""
from __future__ import annotations

import re

__all__ = ["with_dittos_filled"]

_DITTO = re.compile(r"""@\s*(?:""|''|〃|″|”|“|same(?:\s+rate)?|wahi(?:\s+rate)?|vahi|वही)(?=\s|$|[,.;])""", re.I)
_PRICE = re.compile(r"@\s*(₹?\s?\d{1,6}(?:\.\d{1,2})?(?:/-)?)")


def with_dittos_filled(text: str) -> str:
    """``text`` with each ditto price filled from the line above (module docstring). Never raises."""
    if not isinstance(text, str) or "@" not in text or _DITTO.search(text) is None:
        return text
    lines = text.split("\n")
    for i in range(1, len(lines)):
        above = _PRICE.findall(lines[i - 1])
        if len(above) == 1 and _DITTO.search(lines[i]):
            lines[i] = _DITTO.sub("@ " + above[0], lines[i], count=1)
    return "\n".join(lines)
