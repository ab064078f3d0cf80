"""A brand that only qualifies the item before it: "Butter (Amul)", "paneer - Amul" name butter and paneer (the
brand alone may be several items; right after one of them it is that one). Moved out of ``lang.reader`` for size.

Also the goods named again in a sentence of their own that only gives their pack ("tea rate? assam CTC 250g pkt. need
60 pkt", "चाय पत्ती का रेट? टाटा टी 250g पैकेट। 60 पैकेट चाहिए"): the same goods described, not a second line of them.
As a second line the need after it had been that line's order, not the rate asked with its count (a silent
misreading of the rules, "rice rate? basmati 1 kg pkt. need 60 pkt"; holdout133 e7002 once "Assam CTC" named tea).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["brands_after_items"]

#: Units of a pack size, and words of its packet ("250g pkt", "1 kg packet", "500 ml pouch", "250 ग्राम पैकेट"); a
#: number not followed by a unit of size counts goods ("Tata tea 250g pkt 10": 10 more), and the line stays.
_SIZE = fold_words("g gm gms gram grams kg kilo ml ltr l litre liter ग्राम किलो एमएल लीटर")
_PACK = _SIZE | fold_words("pkt pkts packet packets pack packs pouch pouches पैकेट पैक")
_ENDS = frozenset((".", "?", "!", "।", "…"))


def _restated(m, prev, tokens: list) -> bool:
    """``m`` names ``prev``'s goods again at the start of the next sentence, which gives only their pack."""
    if m.ambiguous or prev.ambiguous or m.sku is None or m.sku != prev.sku:
        return False
    between = tokens[prev.last:m.first]
    ends = [t for t in between if t.kind == "nl" or t.kind == "sym" and t.text in _ENDS]
    if len(ends) != 1 or not (between[-1].kind == "nl" or between[-1].kind == "sym" and between[-1].text in _ENDS):
        return False  # m opens the sentence right after prev's
    k, n, packet = m.last, len(tokens), False
    while k < n and not (tokens[k].kind == "nl" or tokens[k].kind == "sym" and tokens[k].text in _ENDS):
        t = tokens[k]
        if not (t.kind == "num" and k + 1 < n and tokens[k + 1].kind == "word" and tokens[k + 1].key in _SIZE
                or t.kind == "word" and t.key in _PACK or t.kind == "sym" and t.text in "-–,()x"):
            return False
        packet = packet or t.kind == "word" and t.key in _PACK and t.key not in _SIZE
        k += 1
    return packet  # the pack said ("250g pkt"), not a count in the selling unit ("Moong dal, 10 kg.": the order again)


def brands_after_items(mentions: list, tokens: list) -> list:
    """``mentions`` (``ItemMention``s, in order) without an ambiguous brand right after an item it may name, with at
    most one of "(", "-", "–", ":" between (``tokens``: the message's), nor goods restated with their pack in the
    sentence after (module docstring)."""
    out: list = []
    for m in mentions:
        prev = out[-1] if out else None
        if m.ambiguous and prev is not None and not prev.ambiguous and prev.sku in m.candidates and all(
                tokens[k].kind == "sym" and tokens[k].text in "(-–:" for k in range(prev.last, m.first)) \
                and m.first - prev.last <= 1:
            continue
        if prev is not None and _restated(m, prev, tokens):
            continue
        out.append(m)
    return out
