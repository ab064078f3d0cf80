"""The counter's goods and figures (trial 46, F2): what ``lang.counter_words`` hears beside the bill's total.

- **Goods named beside the total are the bill's goods** ("Chawal aur dal milake ₹230", "चावल और दाल मिलाकर ₹124",
  "Rs 244 for 2 packet maggi"): a bill needs no sku, so an item the e-mail reader cannot resolve ('dal': toor,
  moong, masoor or chana?) or cannot act on ("what should we do with the rice?") does not block it. ``goods_total``
  hears the one amount said in a chunk that names goods when a together-word ("milake", "मिलाकर", "together",
  "all", "sab") stands up to three words before it, or the figure is marked a lot's total ("₹244 for 2 packets").
- **A remark on the MRP** ("that's ₹28 less than MRP", "MRP se ₹12 kam", "MRP से ₹12 कम") is neither money off nor
  an amount asked (``mrp_remark``); before, "Biscuits and tea together ₹180, that's ₹12 below MRP" billed ₹12.
- **A line's unit price in a product** ("rice 2 x ₹43 = ₹86") is not one of the bill's parts (``product_factor``), so
  "₹244 (rice 2 x ₹43 = ₹86, dal ₹158)" is its lines' sum, ₹86 + ₹158.
- **Digit groups neither Indian nor Western** ("₹2,44", "₹24,4", "₹1,2345") and a decimal comma in a bill ("₹41,50":
  ₹41.50 or ₹4,150?) are a figure the counter cannot know (``lang.digit_groups.malformed_money``): the words are refused
  (``ambiguous_intent.digit_groups``, in the cashier's language), never read as a guess (the trial's "Sorry, total
  ₹2,44 hai" had billed ₹2.44). Well-grouped figures ("₹1,24,450", "₹12,450", "₹1,244.50") are untouched.

Each is one pass over the message's tokens or text.
"""
from __future__ import annotations

from decimal import Decimal

from lang.language import fold

__all__ = ["goods_total", "mrp_remark", "product_factor", "TOGETHER"]

#: Words that join the goods named before an amount into one sum ("chawal aur dal milake ₹230", "all together").
TOGETHER = frozenset(fold(w) for w in "milake milakar milaake milaakar milaa milake मिलाकर मिलाके मिलाके together "
                                      "altogether combined all sab सब dono donon दोनों both total kul कुल".split())
_MRP = frozenset(fold(w) for w in "mrp एमआरपी".split())
#: Words saying an amount is below or above the MRP ("₹28 less than MRP", "MRP se ₹12 kam", "MRP से ₹12 सस्ता").
_BELOW = frozenset(fold(w) for w in "less below under cheaper kam कम sasta saste सस्ता सस्ते more above over "
                                    "zyada jyada ज़्यादा ज्यादा".split())
_TIMES = frozenset(("x", "×", "*", "X"))
def _words(reader, lo: int, hi: int) -> list[str]:
    """The word keys of tokens ``lo``..``hi``, up to the first number among them (another figure's words)."""
    out = []
    for t in reader.tokens[max(0, lo):min(hi, reader.n)]:
        if t.kind == "num":
            break
        if t.kind == "word":
            out.append(t.key)
    return out


def _before(reader, f, n: int) -> list[str]:
    """Up to ``n`` word keys right before figure ``f`` (eight tokens back at most), nearest last; no other figure's."""
    out = []
    for t in reversed(reader.tokens[max(0, f.pos - 8):f.pos]):
        if t.kind == "num" or len(out) == n:
            break
        if t.kind == "word":
            out.append(t.key)
    return out[::-1]


def mrp_remark(reader, f) -> bool:
    """Figure ``f`` is an amount compared with the MRP: "₹28 less than MRP" (a below/above word up to two words after
    it, "MRP" up to three after that) or "MRP se ₹12 kam" ("MRP" up to two words before it, the below word after)."""
    after = _words(reader, f.end, f.end + 6)
    before = _before(reader, f, 2)
    below_after = any(w in _BELOW for w in after[:2])
    return below_after and bool(_MRP.intersection(after[:5]) or _MRP.intersection(before[-2:]))


def product_factor(reader, f) -> bool:
    """Figure ``f`` is the unit price of a product written out ("2 x ₹43 = ₹86": the ₹43), not a part of the bill."""
    k = f.pos - 1
    while k >= 0 and reader.tokens[k].text == "₹":
        k -= 1
    return k >= 1 and reader.tokens[k].text in _TIMES and reader.tokens[k - 1].kind == "num"


def goods_total(reader, lines: list) -> Decimal | None:
    """The bill (rupees) when ``lines`` — the amounts the counter set aside as items' lines because their chunk names
    goods — hold one amount joined to its goods by a together-word up to three words before it, or marked a lot's
    total ("₹244 for 2 packets of maggi"); else None."""
    if len(lines) != 1:
        return None
    f = lines[0]
    before = _before(reader, f, 3)
    return f.value if f.mark == "total" or any(w in TOGETHER for w in before) else None
