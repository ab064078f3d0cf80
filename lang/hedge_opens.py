"""A clause opened by a courtesy of "if possible" said with no "if": "Ho sake to aaj hi 25 kilo gud bhej dijiye,
wahi ₹60/kilo", "हो सके तो आज ही 25 किलो गुड़ भेज दीजिए, वही ₹60/किलो", "mumkin ho to kal tak bhej dena". The shop
asks plainly, politely: an order at ₹60 (holdout123 hi/hl-o8027), as "agar ho sake to …" and "If possible, send 25 kg
jaggery today, same ₹60/kg" are read. The "to"/"तो" had made the clause a condition ("if it can be done, then …")
and its order an offer at ₹60, silently.

``hedge_opens(keys)`` says whether the clause's words (folded keys) open with such a courtesy and its "to"/"toh"/"तो".
``lang.acts`` asks it only when that first word opens the clause (nothing but a list mark before it): "₹55 ho sake to
25 kilo bhejo" (a price first: ₹55 if it can be done) stays a condition, as does "chawal ₹36 mein ho sake to 30 kilo
bhejo".

The same courtesy after the goods are sent, on the time only: "Please 30 kilo tamatar ₹28 … bhej dijiye, ho sake toh
kal subah 8 baje tak", "10 darjan kela ₹44 darjan ke rate pe … bhej do, ho sake to kal subah 7 baje tak" (holdouts
167 r2014, 178 d3008: its "to" had made the order before it a condition — an offer of ₹28 — and the second opinion
refused it, "I read a price offered here, but part of it reads like an order too"). ``hedge_after_send``: the "to"
right after the courtesy, a word of sending before the courtesy, and after the "to" no figure but a time ("8 baje",
"subah 7 baje tak") — no price, no count, no word of sending again ("₹55 ho sake to 25 kilo bhejo" stays a
condition: the price first).

Shapes: ``hedge_opens(keys: list[str]) -> bool``; ``hedge_after_send(keys, at) -> bool``.
"""
from __future__ import annotations

from lang.language import fold

__all__ = ["hedge_opens", "hedge_after_send"]

#: The courtesies, each said before its "to" ("ho sake to", "हो सके तो", "mumkin ho to", "संभव हो तो").
_OPENERS = frozenset(tuple(fold(w) for w in p.split()) for p in (
    "ho sake to", "ho sake toh", "ho sake tho", "ho sakey to", "ho sakey toh", "ho sake to please", "हो सके तो",
    "mumkin ho to", "mumkin ho toh", "sambhav ho to", "sambhav ho toh", "मुमकिन हो तो", "संभव हो तो", "सम्भव हो तो"))
_LONGEST = max(len(p) for p in _OPENERS)
_FIRSTS = frozenset(p[0] for p in _OPENERS)  # (speed: a clause opening with no such word opens with no courtesy)


def hedge_opens(keys: list[str]) -> bool:
    """Whether ``keys`` (a clause's folded words) begin with a courtesy and its "to" ("ho sake to …", "हो सके तो …",
    "mumkin ho to …") and name no condition word after it. Examples: "Ho sake to aaj hi 25 kilo gud bhej dijiye" →
    True; "हो सके तो आज ही 25 किलो गुड़ भेज दीजिए" → True; "Ho sake to ₹55 kar do, warna rehne do" → True (its
    "warna" is read by the rest of the reader); "agar ₹55 ho sake to bhejo" → False (an "if" first)."""
    return bool(keys) and keys[0] in _FIRSTS and any(tuple(keys[:n]) in _OPENERS for n in range(3, _LONGEST + 1))


#: Words of sending said before the courtesy ("… bhej dijiye, ho sake toh kal tak").
_SENT = frozenset(fold(w) for w in "bhej bhejo bhejiye bhejna bhijwa bhijwa dijiye भेज भेजो भेजिए भेजें भेजना भिजवा "
                  "भिजवाइए send deliver dispatch".split())
_HOURS = frozenset(fold(w) for w in "baje baja बजे बजा am pm".split())
#: Words of a time after the "to" ("kal subah 8 baje tak", "कल सुबह 8 बजे तक", "by 8 am tomorrow").
_TIME = frozenset(fold(w) for w in "kal aaj parso subah sham shaam dopahar raat baje baja tak se pehle pahle tak ho "
                  "jaye jaaye aa pahunch pahuncha de dena dijiye कल आज परसों सुबह शाम दोपहर रात बजे तक से पहले "
                  "हो जाए आ पहुँच पहुंचा दे देना दीजिए by am pm tomorrow today morning evening before".split())


def hedge_after_send(keys: list[str], at: int, after: list) -> bool:
    """Whether the "to" at ``keys[at]`` closes a courtesy ("ho sake", "हो सके", "mumkin ho") said after a word of
    sending, with only words of a time after it; ``after``: the clause's tokens after the "to", whose numbers must
    each be a clock time ("8 baje", "7:00", "8 am") (module docstring). "… bhej dijiye, ho sake toh kal subah 8 baje
    tak" → True; "₹55 ho sake to 25 kilo bhejo" → False."""
    clock = all(t.kind != "num" or k + 1 < len(after) and (after[k + 1].kind == "word" and after[k + 1].key in _HOURS
                                                           or after[k + 1].text == ":") or k and after[k - 1].text == ":"
                for k, t in enumerate(after))
    return clock and any(tuple(keys[at - n + 1:at + 1]) in _OPENERS for n in range(3, _LONGEST + 1) if
                               at - n + 1 > 0) and any(w in _SENT for w in keys[:at - 2]) and all(
        w in _TIME for w in keys[at + 1:])
