""""On time" in Hindi and Hinglish is no "but": "O3 समय पर पहुँचाने के लिए धन्यवाद", "O3 time par pahunchane ke liye
dhanyavaad" (holdout142 n7021; session 40, helper DR). "पर" / "par" is a word of a complaint beside an id ("O81 mila
par 5 kilo kam": but), so the id thanked for had been asked about ("what about O3?") while the English "Thank you for
delivering O3 on time" was set aside as needing nothing. After a word of time ("समय", "टाइम", "वक़्त", "time", "samay",
"waqt") it is the postposition "on": the delivery came on time, nothing is complained of.

Shape: ``on_time(words, k) -> bool`` over folded word keys. Never raises.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["on_time"]

_ON = fold_words("par pe per पर पे")
_TIME = fold_words("samay samai time taim waqt vakt waqat समय टाइम वक़्त वक्त")


def on_time(words: list[str], k: int) -> bool:
    """Whether the folded word ``words[k]`` is "पर"/"par" right after a word of time (module docstring)."""
    return words[k] in _ON and k > 0 and words[k - 1] in _TIME
