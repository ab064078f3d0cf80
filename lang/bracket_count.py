"""A container count with a different count in brackets right after it (part of reading): "please send 5 bori sugar
(50 kg) at ₹42", "5 bori cheeni (50 kilo) bhej dijiye", "5 बोरी चीनी (50 किलो) भेज दीजिए". Five sacks are 250 kg;
the brackets say 50 kg: the supplier cannot tell which to send, so the reading is refused as contradictory (the
reader had sent 250 kg, silently: holdout122 i8020). A bracket that agrees ("1 bori (50 kg)", "5 bori (250 kg)")
reads; one that ties the figure to each container ("5 bori (50 kg each)", "(50 kilo wali)") is no count of the lot
and is left to ``lang.packs`` / ``lang.stated_sizes``; one of another size than the catalogue's ("(25 kg)") is
``lang.stated_sizes``' refusal.

Shape: ``refuse_bracket_count(text, reading) -> reading`` (the same reading, or a refused one).
"""
from __future__ import annotations

from lang.case_hints import may_hold
from lang.language import normalize, tokenize
from lang.reasons import why
from lang.units import CASE_UNITS, SACK_KG, TRAY_PIECES, UNIT_WORDS
from market.catalogue import load_catalogue

__all__ = ["bracket_counts", "refuse_bracket_count"]

#: The catalogue's contents of a container, and the unit its contents are written in ("kg" for a sack).
_HELD = {"sack": (SACK_KG, ("kg",)), "case": (CASE_UNITS, ("piece", "packet")), "tray": (TRAY_PIECES, ("piece",))}
#: A cheap look for a bracket and a container word (``lang.stated_sizes``' spellings) before tokenizing.
_MAY_NAME_WORDS = tuple("cas|cart|kart|pet|kes|sack|bor|tra|tre|पेट|केस|कार्ट|बोर|ट्र".split("|"))
_STOPS = frozenset(".?!।\n;,")


def _number(text: str) -> float | None:
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return None


def bracket_counts(text: str) -> list[tuple[float, str, float, str, float]]:
    """[(count, container word, figure in brackets, its unit word, the count's contents)] of ``text`` where a counted
    container ("5 bori", "2 cases") is followed, within its item's name, by a bracket holding only a figure and a
    unit of its contents ("(50 kg)") that is neither the lot's contents (5 × 50) nor one container's when the count
    is 1."""
    tokens = tokenize(normalize(text))
    out = []
    for k, t in enumerate(tokens):
        unit = UNIT_WORDS.get(t.key) if t.kind == "word" else None
        if unit not in _HELD or k == 0 or tokens[k - 1].kind != "num":
            continue
        count = _number(tokens[k - 1].text)
        if not count:
            continue
        j = k + 1
        while j < len(tokens) and j - k <= 5 and (tokens[j].kind == "word" and (UNIT_WORDS.get(
                tokens[j].key) is None or tokens[j - 1].text == "-") or tokens[j].text == "-"):  # ("Parle-G")
            j += 1  # the item's name ("sugar", "चीनी", "Tata salt")
        if j + 3 >= len(tokens) or tokens[j].text != "(" or tokens[j + 1].kind != "num" or tokens[j + 3].text != ")":
            continue
        said = UNIT_WORDS.get(tokens[j + 2].key) if tokens[j + 2].kind == "word" else None
        held, units = _HELD[unit]
        n = _number(tokens[j + 1].text)
        if n is None or said not in units or n == count * held:
            continue
        out.append((count, t.text, n, tokens[j + 2].text, count * held))
    return out


def refuse_bracket_count(text: object, reading):
    """``reading`` (a ``lang.reader.Reading``), refused (``contradictory.two_quantities``) when it counts an item at
    a container count whose bracket says another count (``bracket_counts``). Never raises."""
    if not reading.readable or not isinstance(text, str) or "(" not in text or not any(
            i.quantity for i in reading.intents) or not may_hold(text, _MAY_NAME_WORDS):
        return reading
    items = None
    for count, word, n, said, lot in bracket_counts(text):
        for i in reading.intents:
            if i.quantity in (lot, n) and i.sku:
                items = items or {c.sku: c for c in load_catalogue().items}
                name = items[i.sku].item if i.sku in items else i.sku
                one = said[:-1] if said.endswith("s") else said  # "bottles" -> "bottle" ("{m} {sunit}s")
                return type(reading).refused(why("contradictory.two_quantities", n=f"{count:g}", unit=word, item=name,
                                                 m=f"{lot:g}", sunit=one, n2=f"{n:g}", unit2=said),
                                             reading.language, intent=reading.intent)
    return reading
