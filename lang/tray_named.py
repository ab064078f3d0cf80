"""The egg tray named by how many it holds: "अंडे (30 वाली ट्रे के हिसाब से)", "30 wali tray", "the 30-egg tray",
"30 अंडे वाली ट्रे" (session 53, SILENT; probes52_pt README had left probes50_hf hi-f3001 for it). The 30 names the
tray — the catalogue's tray of 30 eggs — not a count of trays: "कृपया अंडे (30 वाली ट्रे के हिसाब से) का भाव बताइए"
had asked the rate of 30 trays (900 eggs), and "अंडे की 30 वाली ट्रे भेज दीजिए" had ordered 900 eggs, silently.

``tray_named(reader, value, a, b)`` is true when the number at tokens [a, b) is the tray's own size (``TRAY_PIECES``)
and is followed by "वाली"/"wali"/"wala" (or "egg"/"eggs"/"अंडे"/"ande" and then perhaps "वाली"/"wali") and a tray
word, or by "-egg" and a tray word: the figures stage then makes no figure of it. A tray of another size ("12 वाली
ट्रे") is left as it was read; a count before the tray ("5 ट्रे", "30 trays") is a count.
"""
from __future__ import annotations

from decimal import Decimal

from lang.language import fold_words
from lang.units import TRAY_PIECES

__all__ = ["tray_named"]

_WALI = fold_words("wali wala wale vali vala waali waala वाली वाला वाले")
_EGGS = fold_words("egg eggs ande anda अंडे अंडा अण्डे")
_TRAY = fold_words("tray trays ट्रे")


def tray_named(reader, value: Decimal, a: int, b: int) -> bool:
    """Whether the number ``value`` at tokens [a, b) names the egg tray by its size (module docstring); ``reader``:
    the MessageReader in its figures stage (``_word``, ``_sym``)."""
    if value != TRAY_PIECES:
        return False
    k = b + (reader._sym(b) == "-")
    if reader._word(k) in _EGGS:
        k += 1
    k += reader._word(k) in _WALI
    return k > b and reader._word(k) in _TRAY
