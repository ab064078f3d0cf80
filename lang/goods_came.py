"""Two tests of a clause's words for ``lang.acts.reports`` (moved out of ``lang.acts`` for its size): goods said
received ("कल 20 किलो चीनी मिल गई", "20 kilo cheeni mil gayi": a report, background), and something still going on
("khatam ho raha hai", "ख़त्म हो रहा है": not a past report). Their word tables are public for ``lang.acts``'
gate (``lang.gates``)."""
from __future__ import annotations

from lang.language import fold, fold_words as _keys

__all__ = ["received", "still_going", "ONGOING", "MIL", "GAYA", "ONLY_SHORT"]

#: "ho raha" and its forms: something still going on ("khatam ho raha hai", "ख़त्म हो रहा है"), not a past report.
ONGOING = frozenset((fold(a), fold(b)) for a in ("ho", "हो") for b in ("raha", "rahi", "rahe", "रहा", "रही", "रहे"))


def still_going(keys: list[str]) -> bool:
    """"ho raha" / "हो रहा" and their forms in ``keys`` (folded words, in order)."""
    return any(pair in ONGOING for pair in zip(keys, keys[1:]))


#: Goods received ("कल 20 किलो चीनी मिल गई", "20 kilo cheeni mil gayi"): "mil" then a past "gaya".
MIL = _keys("mil मिल")
GAYA = _keys("gaya gayi gaye gai gae gyi गया गई गयी गए गये")
ONLY_SHORT = _keys("sirf सिर्फ़ सिर्फ only hi ही bas बस kam कम short instead jagah जगह")


def received(keys: list[str]) -> bool:
    """"mil gaya" / "मिल गई" in ``keys`` (goods received), not "mil jayega" (to come), nor a short delivery ("sirf 30
    packet mil gaye", "kam mile": a dispute's facts)."""
    return any(a in MIL and b in GAYA for a, b in zip(keys, keys[1:])) and ONLY_SHORT.isdisjoint(keys)
