"""A container whose contents the message states otherwise than the catalogue counts it (part of reading): "₹864
per case of 24 for Coca-Cola? We'll take 3 cases", "₹500 per carton of 48 Maggi", "From O12 cancel one case of Coke
(24 bottles)", "reduce the rice from 4 bori to 3 — 25 kg bori", "Not at ₹1,000 a bori (25 kg)". Where the reader
counted such a container at the catalogue's size (a case of 12, a sack of 50 kg, a tray of 30) its quantity and
price are wrong: 36 bottles at ₹72 for 72 at ₹36 (breaker O, nineteenth session: seven silent misreadings in
English). Such a reading is refused — write the total count — unless the stated figure is the whole count again
("2 cases (24 bottles)" of 12). Readings that multiplied the stated contents out (``lang.packs``: "2 cases of
Coca-Cola, 24 bottles a case") count in the contents' unit and are left as read.
"""
from __future__ import annotations

import re

from lang.case_hints import may_hold
from lang.language import normalize, tokenize
from lang.reasons import why
from lang.units import CASE_UNITS, SACK_KG, TRAY_PIECES, UNIT_WORDS
from market.catalogue import load_catalogue

__all__ = ["stated_sizes", "refuse_other_sizes"]

_DEFAULT = {"case": CASE_UNITS, "sack": SACK_KG, "tray": TRAY_PIECES}
#: A cheap look for a container's word (every spelling of ``lang.units``' case, sack and tray words holds one of
#: these, in any case — ``lang.case_hints.may_hold``, some ten times cheaper than a case-blind regex of them): a message
#: with none is not cut into tokens again.
_DIGIT = re.compile("[0-9]")
_MAY_NAME_WORDS = tuple("cas|cart|kart|pet|kes|sack|bor|tra|tre|पेट|केस|कार्ट|बोर|ट्र".split("|"))
_COUNTED_IN = {"case": ("piece", "packet", None), "tray": ("piece", None), "sack": ("kg",)}  # the contents said
#: The catalogue's selling units a container holds (a case of bottles or packets, a tray of eggs, a sack of kilos).
_HOLDS = {"case": ("bottle", "packet", "piece", "bar", "box"), "tray": ("piece",), "sack": ("kg",)}
#: Words after "case of N" that make N a price, not the contents ("case of 24 rs", "case of 450 per").
_PRICED = frozenset("per rs rupees rupaye rupay inr each".split())
_STOPS = frozenset(".?!।\n;")
_TIE = frozenset("a an per each in mein me में wali wale wala vali vale वाली वाले वाला ki ka ke की का के".split())
#: Words between the figure and the container that make them two goods ("2 cases of matchboxes and 10 packets").
_APART = frozenset("and aur और also plus tatha तथा".split())


def _number(text: str) -> float | None:
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return None


def stated_sizes(text: str) -> dict[str, tuple[float, str, set[float]]]:
    """{container unit ("case", "sack", "tray"): (contents stated, the words said, the counts of it written)} of
    ``text`` where its contents
    are stated otherwise than the catalogue's size, beside the container word in one sentence: "case of 24", "one
    case of Coke (24 bottles)", "25 kg bori", "bori (25 kg)", "24 bottle ki peti"."""
    norm = normalize(text)
    if _DIGIT.search(norm) is None:
        return {}  # (each size stated is a number token, and each digit stands in one: no digit, no size)
    tokens = tokenize(norm)
    out: dict[str, tuple[float, str]] = {}
    counts: dict[str, set[float]] = {}
    for k, t in enumerate(tokens):
        unit = UNIT_WORDS.get(t.key) if t.kind == "word" else None
        if unit not in _DEFAULT:
            continue
        count = _number(tokens[k - 1].text) if k and tokens[k - 1].kind == "num" else 1.0
        counts.setdefault(unit, set()).add(count or 1.0)
        lo, hi = k, k
        while lo > 0 and k - lo < 5 and not (tokens[lo - 1].kind in ("sym", "nl") and tokens[lo - 1].text in _STOPS):
            lo -= 1
        while hi + 1 < len(tokens) and hi - k < 7 and not (tokens[hi + 1].kind in ("sym", "nl") and
                                                          tokens[hi + 1].text in _STOPS):
            hi += 1
        for j in range(lo, hi + 1):
            n = _number(tokens[j].text) if tokens[j].kind == "num" and j != k - 1 else None
            before = tokens[j - 1] if j else None
            if n is None or before is not None and (before.text in ("₹", "#") or before.kind == "word" and
                                                    before.end == tokens[j].start) or any(
                    tokens[x].key in _APART or tokens[x].text == "," for x in range(min(j, k), max(j, k))):
                continue  # a price, an id ("O12"), the container's own count, another item's figure
            after = tokens[j + 1] if j + 1 < len(tokens) else None
            said = UNIT_WORDS.get(after.key) if after is not None and after.kind == "word" else None
            tied = j == k + 2 and tokens[k + 1].key == "of" and (after is None or after.key not in _PRICED) or (
                said is not None and j + 2 < len(tokens) and (tokens[j + 2].key in _TIE or tokens[j + 2].text == ")"
                                                              or j + 2 == k))  # "case of 24", "(24 bottles)",
            if tied and said in _COUNTED_IN[unit] and n not in (_DEFAULT[unit], count * _DEFAULT[unit]):  # "25 kg bori"
                out[unit] = (n, tokens[j].text + (" " + after.text if said is not None else ""))  # "24 bottles"
    return {unit: (n, said, counts.get(unit, set())) for unit, (n, said) in out.items()}


def refuse_other_sizes(text: object, reading):
    """``reading`` (a ``lang.reader.Reading``), refused (``ambiguous_intent.pack_inside``: write the total count)
    when one of its items is counted or priced in a container whose contents ``text`` states otherwise
    (``stated_sizes``). Never raises."""
    if not reading.readable or not isinstance(text, str) or not any(i.quantity for i in reading.intents) and not any(
            it.unit in _DEFAULT for it in reading.items) or not may_hold(text, _MAY_NAME_WORDS):
        return reading
    sizes = stated_sizes(text)
    items = {i.sku: i for i in load_catalogue().items} if sizes else {}
    packs = {items[i.sku].unit_size for i in reading.intents if i.sku in items}
    for unit, (size, said, counts) in sizes.items():
        if unit == "sack" and f"{size:g} kg" in packs:  # "3 bori Aashirvaad atta (5 kg)": the pack of the atta
            continue  # read (atta-5kg), not a sack of 5 kg (holdout121 c8006)
        for i in reading.intents:  # counted at the catalogue's size, not the stated one ("one case of Coke (24
            item = items.get(i.sku)  # bottles)": 12), nor priced so ("₹900 per case of 24 is fine": ₹75 a bottle)
            wrong = i.quantity and i.quantity % _DEFAULT[unit] == 0 and i.quantity not in {c * size for c in counts} \
                or any(it.sku == i.sku and it.unit == unit for it in reading.items)
            if item is not None and wrong and item.unit in _HOLDS[unit]:
                return type(reading).refused(why("ambiguous_intent.pack_inside", item=item.item, figure=said),
                                             reading.language, intent=reading.intent)
    return reading
