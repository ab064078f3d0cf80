"""A figure corrected on the spot: "Make it ₹36 — sorry, ₹35 — for rice", "Rice ₹36/kg, I mean ₹35/kg", "Send 20 kg,
sorry, 25 kg rice", "Rice ₹36, sorry ₹35". The first figure was a slip; it had been left over ("what is ₹35 for?") or
read against the second ("20 kg of rice is 20 kgs, not 25 kg"). ``slips_corrected`` drops the slipped figure when
the next figure of the same kind (a price, or a count in the same unit) follows a word of correction within a few
tokens.

The correction may come with a "no" ("Send 20 kg rice no sorry 25 kg rice", "20 kilo pyaaz bhejo nahi sorry 25
kilo pyaaz", "20 किलो प्याज़ भेजो नहीं सॉरी 25 किलो प्याज़") or say "mera matlab" ("3 tray ande, mera matlab 4 tray
bhejo", "3 ट्रे अंडे, मेरा मतलब 4 ट्रे भेजो"): that "no" refuses nothing, and the goods' name and the word of
sending between the two figures do not count against the few words (sealed holdouts 111 and 116, fixer I of the
twenty-sixth session: they had been refused as a refusal with a quantity, or as two quantities).
"""
from __future__ import annotations

from lang.language import fold, fold_words
from lang.number_words import AMBIGUOUS_WORDS, SMALL_ROMAN
from lang.reader_parts import SEND_WORDS
from lang.slip_named import named_again

__all__ = ["SORRY", "slips_corrected"]

#: Words of correcting oneself right after a figure.
SORRY = fold_words("sorry sry oops correction galti गलती maaf माफ़ सॉरी")
_I_MEAN = {(fold("i"), fold("mean")), (fold("i"), fold("meant")), (fold("mera"), fold("matlab")),
           (fold("मेरा"), fold("मतलब"))}  # (not "matlab" alone: "that is", a restatement)
#: Negations that may go with the correction word ("no sorry", "nahi sorry", "नहीं सॉरी"): no refusal of the goods.
_NO = frozenset(fold(w) for w in "no nahi nahin नहीं".split())
_MEAN = frozenset(fold(w) for w in "mean meant matlab".split())  # ("I mean", "matlab": folded once, not a message)


def slips_corrected(reader) -> None:
    """Drop from ``reader.figs`` each price or count followed by "sorry" / "I mean" / "no no" and then, within eight
    tokens and three words, by another figure of its kind in the same unit (or the same number in another unit) —
    the only one of its kind before it; a bare count (or a number word read as none) denied by a "no" and said again
    with its unit goes the same way. A "no" of the correction refuses nothing. ``reader`` is the MessageReader after
    its clause acts (tokens, figs, cues, acts); one pass over the figures."""
    keys = reader._keys
    if SORRY.isdisjoint(keys) and _MEAN.isdisjoint(keys) and _NO.isdisjoint(keys):
        return
    toks = reader.tokens
    figs = sorted((f for f in reader.figs if f.kind in ("price", "qty", "bare")), key=lambda f: f.pos)
    slipped, nos = set(), set()
    seen: dict[str, list] = {"price": [], "qty": [], "bare": []}  # the figures before, by kind (up to two each)
    last: dict[str, object] = {}  # the figure right before, by kind
    for b in figs:  # (not a quote corrected, "Gupta quoted ₹36 — sorry, ₹35": its ₹36 is out of figs already)
        before, bares, prev = seen[b.kind], seen["bare"], last.get(b.kind)
        seen[b.kind] = (before + [b])[:2]
        last[b.kind] = b
        if b.kind == "bare":
            continue
        a = before[-1] if len(before) == 1 else named_again(reader, prev, b) if len(before) > 1 else None  # ("rice
        # at ₹38 and sugar at ₹42 — sorry, ₹40": which? asked; "… masoor at ₹80 — sorry, masoor at ₹82": masoor's)
        if a is None and b.kind == "qty" and not before and len(bares) <= 1:
            a = bares[0] if bares else _said_word(toks, b.pos)  # "send me twenty — no, no, make it twenty-five kilo
            # onion": a bare count denied ("toh bees — nahi nahi, pachchees kilo": a number word read as no figure)
            if a is None or not _corrects(toks, a.end, b.pos, reader.item_tokens, denied=True):
                continue
        elif a is None or a.kind != b.kind or a.per != b.per or not _corrects(toks, a.end, b.pos, reader.item_tokens) \
                or not (a.unit == b.unit and a.value != b.value or _unit_fixed(a, b)):  # (the same figure again,
            continue  # or another figure in another unit: said again)
        slipped.add(id(a))
        b.clause = getattr(a, "clause", b.clause)  # ("Rice ₹36/kg, I mean ₹35/kg": the new figure stands where the slip stood)
        nos.update(k for k in range(a.end, b.pos) if toks[k].key in _NO)
        reader.taken.update(k for k in range(a.end, b.pos) if k not in reader.item_tokens)  # (its correction words:
        # applied, no correction left for lang.either_guard to refuse)
    if nos:  # ("Send 20 kg rice no sorry 25 kg rice": its "no" refuses no rice, and "send" still sends)
        denied = {clause for clause, act in reader.acts.items() if act.negative and act.negation_at in nos}
        for c in reader.cues:
            if c.kinds & {"reject", "cancel"} and (c.clause in denied or any(k in nos for k in range(c.pos, c.end))):
                sends = any(toks[k].key in SEND_WORDS for k in range(c.pos, c.end))
                c.kinds = (c.kinds - {"reject", "cancel"}) | ({"order"} if sends else set())
    if slipped:
        reader.figs = [f for f in reader.figs if id(f) not in slipped]


def _unit_fixed(a, b) -> bool:
    """Count ``b`` says count ``a``'s number again in another unit, both units named: "the ten packets of ghee, no
    sorry, ten litres of ghee" (holdout 66) — the unit was the slip."""
    return a.kind == "qty" and a.value == b.value and None not in (a.unit, b.unit) and a.unit != b.unit


class _Word:
    """A number word said before a correction that the figures did not take ("bees", "tees": everyday words too)."""

    def __init__(self, end: int):
        self.end = end


def _said_word(toks: list, end: int):
    """The number word, an everyday word too ("bees", "das"), that the tokens before ``end`` (at most eight) open
    with a dash or comma after it, as a ``_Word``; else None."""
    for k in range(end - 2, max(end - 9, 0) - 1, -1):
        if toks[k].kind == "word" and toks[k].key in AMBIGUOUS_WORDS and toks[k].key in SMALL_ROMAN and \
                toks[k + 1].kind == "sym" and toks[k + 1].text in ("—", "–", "-", ",", "…"):
            return _Word(k + 1)
    return None


def _corrects(toks: list, start: int, end: int, item_tokens: set, denied: bool = False) -> bool:
    """The tokens from ``start`` to ``end`` (at most eight, at most three words besides the goods' name, a word of
    sending and a "no" beside the correction word: "20 kg chawal bhejo nahi sorry 25 kg") say "sorry" / "I mean" /
    "no no"; with ``denied``, the first figure is also denied by a "no" ("twenty — no, no, make it twenty-five kilo",
    "bees — nahi nahi, pachchees kilo", "20 — no sorry, 25 kg")."""
    if end - start > 8:
        return False
    words = [toks[k].key for k in range(start, end) if toks[k].kind == "word"]
    spare = [k for k in range(start, end) if toks[k].kind == "word" and k not in item_tokens and
             toks[k].key not in SEND_WORDS and toks[k].key not in _NO]
    nos = sum(1 for w in words if w in _NO)
    if len(spare) > 3 or denied and not nos:
        return False
    return nos >= 2 or not SORRY.isdisjoint(words) or any(
        (w, nxt) in _I_MEAN or (w, "") in _I_MEAN for w, nxt in zip(words, words[1:] + [""]))
