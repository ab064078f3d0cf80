"""Goods given "the same" count as the goods just before, the count itself not written again (part of stage 1,
``lang.before_reading``):

    Send 20 kg rice. Sugar the same.                    → Send 20 kg rice. Sugar 20 kg.
    20 किलो चावल भेजो। चीनी भी उतनी ही।                    → 20 किलो चावल भेजो। चीनी भी 20 किलो।
    Tata Tea ke 12 packet bhejo aur Tata Salt bhi utne hi. → … aur Tata Salt bhi 12 packet.
    tmtr 20kg @30/-  /  pyaz - same as above            → pyaz - 20kg @30/-   ("above": the line's price too)
    moong 10kg @95/-  /  masoor same qty @78/-          → masoor 10kg @78/-

A shopkeeper reads the count off the goods before; the reader saw goods with no count and asked how many
(``no_quantity.how_many``; holdout85, holdout92). ``same_counts_filled(text)`` writes the count in place of the
"same" words, only when all of these hold, else the text is left as written (and read as before):

- the "same" words ("the same", "same qty", "same as above", "likewise", "उतनी/उतना/उतने ही", "ऊपर जैसा (ही)",
  "utni/utna/utne hi", "same upar wala") end their clause (or stand before the line's own "@ price"), right after
  the name of one item (and only "bhi"/"भी"/"also"/"too", a dash or a colon between);
- that item is not named earlier in the message (else "besan utna hi" keeps the besan's own count, unchanged), and
  the message names no order id (a change to an order: "the rest stays the same");
- the clause before it (in the same sentence, else the sentence or line before) says exactly one count ("20 kg",
  "12 पैकेट"), with no price beside it unless the words say "above" (then the line's "@ price" is copied too,
  when the line has exactly one and the goods' line has none).

"the same number of Tata Salt" (the goods after the words) is ``lang.same_quantity``'s: asked. Linear in the
length; the patterns compile once, on first use.
"""
from __future__ import annotations

import re

from lang.items import matcher_for
from lang.language import fold_words, normalize, tokenize

__all__ = ["same_counts_filled"]

#: A cheap first look: none of these, nothing to do.
_ANY = re.compile(r"same|likewise|ut?n[aie]\s+hi|उतन[ीाे]\s+ही|ऊपर\s+(?:जैसा|वाला)", re.I)
_SAME_CACHE: dict[str, re.Pattern] = {}

#: The words that may stand between the goods and "the same": "also", "bhi", "भी", "too".
_FILLER = fold_words("bhi भी also too")
_UNITS = (r"kgs?|kilos?|kilograms?|किलो|grams?|gms?|g|ग्राम|litres?|liters?|ltrs?|l|लीटर|ml|packets?|pkts?|packs?|"
          r"पैकेट|pieces?|pcs?|पीस|dozens?|darjan|दर्जन|trays?|ट्रे|cases?|peti|पेटी|bori|बोरी|sacks?|bags?|bottles?|"
          r"बोतल|bars?|boxes|box|tins?|टिन|quintals?|क्विंटल")
_ORDER_ID = re.compile(r"\bO-?\d{1,6}\b")
#: The most "same" words looked at in one message.
_MOST = 8


def _patterns() -> dict[str, re.Pattern]:
    if not _SAME_CACHE:
        _SAME_CACHE["same"] = re.compile(
            r"(?<![@\w])(?P<d>(?:the\s+)?same(?:\s+(?:qty|quantity))?(?P<up1>\s+as\s+above)?|likewise"
            r"|ut?n[aie]\s+hi|उतन[ीाे]\s+ही|(?P<up2>ऊपर\s+(?:जैसा|वाला)(?:\s+ही)?|same\s+upar\s+wala|upar\s+wala\s+same))"
            r"(?=\s*(?:@|[.;,।!?\n]|$))", re.I)
        _SAME_CACHE["count"] = re.compile(r"(?<![₹@\d.,/])(?<!rs\.)(?<!rs )(\d{1,5}(?:\.\d{1,2})?)\s?(" + _UNITS +
                                          r")(?![\w\u0900-\u097f])", re.I)
        _SAME_CACHE["price"] = re.compile(r"@\s*₹?\s?\d{1,6}(?:\.\d{1,2})?(?:/-)?")
        _SAME_CACHE["bound"] = re.compile(r"[.;!?।\n]|,|\b(?:and|aur)\b|और|&")
        _SAME_CACHE["sentence"] = re.compile(r"[.;!?।\n]")
        _SAME_CACHE["rupees"] = re.compile(r"\b(?:rs|inr|rupees?|rupaye)\b|रुपय|रुपए", re.I)
    return _SAME_CACHE


def _one_good(fragment: str) -> str | None:
    """The sku when ``fragment`` is one item's name and only filler words, else None."""
    tokens = tokenize(normalize(fragment))
    found = matcher_for().find_in_tokens(tokens)
    if len(found) != 1 or found[0].sku is None:
        return None
    m = found[0]
    for k, t in enumerate(tokens):
        if m.first <= k < m.last:
            continue
        if t.kind == "num" or (t.kind == "word" and t.key not in _FILLER):
            return None
    return m.sku


def _count_before(text: str, start: int, p: dict[str, re.Pattern]) -> tuple[str, str | None, bool] | None:
    """(the one count said in the clause before ``start`` — same sentence first, else the sentence before —, that
    clause's one "@ price" or None, whether any price is said there); None when there is not exactly one count."""
    sent = [m.end() for m in p["sentence"].finditer(text, 0, start)]
    here = text[sent[-1] if sent else 0:start]
    if not p["count"].search(here):
        if not sent:
            return None
        before = [m.end() for m in p["sentence"].finditer(text, 0, sent[-1] - 1)]
        here = text[before[-1] if before else 0:sent[-1]]
    counts = p["count"].findall(here)
    if len(counts) != 1:
        return None
    prices = p["price"].findall(here)
    priced = bool(prices) or "₹" in here or p["rupees"].search(here) is not None
    n, unit = counts[0]
    glue = "" if (n + unit) in here else " "
    one = prices[0] if len(prices) == 1 and "₹" not in here.replace(prices[0], "") else None
    return f"{n}{glue}{unit}", one, priced


def same_counts_filled(text: str) -> str:
    """``text`` with "the same" after goods replaced by the count before it (module docstring); unchanged when any
    condition fails. Never raises. E.g. "Send 20 kg rice. Sugar the same." → "Send 20 kg rice. Sugar 20 kg."; "20
    किलो चावल भेजो। चीनी भी उतनी ही।" → "… चीनी भी 20 किलो।"; "20 kilo chawal bhejo. Cheeni bhi utni hi." → "…
    Cheeni bhi 20 kilo."."""
    if not isinstance(text, str) or len(text) > 4000 or _ANY.search(text) is None or _ORDER_ID.search(text):
        return text
    p = _patterns()
    out, last = [], 0
    for n, m in enumerate(p["same"].finditer(text)):
        if n >= _MOST:
            break  # (hostile text: a message says "the same" a few times at most; the work stays linear)
        bounds = [b.end() for b in p["bound"].finditer(text, max(0, m.start() - 60), m.start())]
        if not bounds and m.start() > 60:
            continue
        g0 = bounds[-1] if bounds else 0
        sku = _one_good(text[g0:m.start()])
        if sku is None or any(x.sku == sku for x in matcher_for().find(text[:g0])):
            continue
        up = bool(m.group("up1") or m.group("up2"))
        line_end = text.find("\n", m.end())
        own_price = p["price"].match(text[m.end():line_end if line_end >= 0 else len(text)].strip()) is not None
        said = _count_before(text, g0, p)
        if said is None:
            continue
        count, price, priced = said
        if priced and not own_price:
            if not up or price is None:
                continue  # ("Send 20 kg rice at ₹40. Sugar the same.": the count, the price or both? asked)
            count += " " + price
        out.append(text[last:m.start()] + count)
        last = m.end()
    if not out:
        return text
    return "".join(out) + text[last:]
