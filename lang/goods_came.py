"""Two tests of a clause's words for ``lang.acts.reports`` (moved out of ``lang.acts`` for its size): goods said
received ("कल 20 किलो चीनी मिल गई", "20 kilo cheeni mil gayi": a report, background), and something still going on
("khatam ho raha hai", "ख़त्म हो रहा है": not a past report). Their word tables are public for ``lang.acts``'
gate (``lang.gates``)."""
from __future__ import annotations

from lang.language import fold, fold_words as _keys

__all__ = ["received", "still_going", "ONGOING", "MIL", "GAYA", "ONLY_SHORT", "REACHED", "REACHED_ALONGSIDE"]

#: "ho raha" and its forms: something still going on ("khatam ho raha hai", "ख़त्म हो रहा है"), not a past report.
ONGOING = frozenset((fold(a), fold(b)) for a in ("ho", "हो") for b in ("raha", "rahi", "rahe", "रहा", "रही", "रहे"))


def still_going(keys: list[str]) -> bool:
    """"ho raha" / "हो रहा" and their forms in ``keys`` (folded words, in order)."""
    return any(pair in ONGOING for pair in zip(keys, keys[1:]))


#: Goods received ("कल 20 किलो चीनी मिल गई", "20 kilo cheeni mil gayi"): "mil" then a past "gaya".
MIL = _keys("mil मिल")
GAYA = _keys("gaya gayi gaye gai gae gyi गया गई गयी गए गये")
ONLY_SHORT = _keys("sirf सिर्फ़ सिर्फ only hi ही bas बस kam कम short instead jagah जगह")


#: Goods come (session 50, FIXE50: "पिछला 50 किलो चावल ठीक पहुँच गया … अब 30 किलो चावल भेजिए" had been read as two
#: orders of the rice): "pahunch" then a past "gaya"; in English "arrived" / "reached" with a marker of time surely
#: past ("The last 50 kg rice arrived fine", "reached us yesterday"); never beside a negation ("30 किलो गुड़ कल शाम
#: पहुँच गया, लेकिन 30 किलो चूड़ा नहीं आया": a delivery asked about, "nothing has reached us yet").
#: Session 51 (probes51_cb o3024): "aa gaya" / "आ गया" too ("O6 guruvar ko aa gaya — 40 kilo cheeni, …": the goods of
#: the order that came had been ordered again beside the bill asked); and "reached on Thursday", "arrived today".
REACHED = _keys("pahunch pahuch पहुँच पहुंच aa आ")
_REACHED_EN = _keys("arrived reached")
_SURELY_BEFORE = _keys("last yesterday earlier ago previous pichhla pichla पिछला today monday tuesday wednesday "
                       "thursday friday saturday sunday")
_NOT = _keys("not nahi nahin नहीं nothing no never yet na abhi अभी hasnt havent")
#: The tables ``received`` reads beside its openers (for ``lang.acts``' gate, ``lang.gates``).
REACHED_ALONGSIDE = (_REACHED_EN, _SURELY_BEFORE, _NOT)


def received(keys: list[str]) -> bool:
    """"mil gaya" / "मिल गई" in ``keys`` (goods received), not "mil jayega" (to come), nor a short delivery ("sirf 30
    packet mil gaye", "kam mile": a dispute's facts); or goods come ("pahunch gaya", "arrived" after "last": ``REACHED``)."""
    if not ONLY_SHORT.isdisjoint(keys):
        return False
    if any(a in MIL and b in GAYA for a, b in zip(keys, keys[1:])):
        return True
    return _NOT.isdisjoint(keys) and (any(a in REACHED and b in GAYA for a, b in zip(keys, keys[1:])) or not
                                      _REACHED_EN.isdisjoint(keys) and not _SURELY_BEFORE.isdisjoint(keys))
