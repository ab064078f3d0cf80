"""A bare count before "instead of" / "ki jagah" / "की जगह" whose new count has a unit is a count, not a price: "O3
mein tamatar 20 ki jagah 30 kilo kar do", "O3 में टमाटर 20 की जगह 30 किलो कर दीजिए", "In O3, make the tomatoes 30 kg
instead of 20". With a price elsewhere in the message ("Pyaaz ₹31.50 chalega, 50 kilo bhej do. Aur O3 mein tamatar 20
ki jagah 30 kilo kar do") ``lang.roles`` had made the bare 20 a reference price ("₹36 instead of ₹40") and dropped
it; the 30 kg was then ordered anew and O3 left unexplained (trial 31, mail 7).

``counts_instead(reader, roles)``: ``roles`` ({figure start: role}, ``lang.roles.price_roles``) loses the reference
role of each bare figure (no ₹, no unit) that stands next to such a word, with a count with a unit on its other side
in the same clause and no price figure between ("20 ki jagah 30 kilo", "30 kg instead of 20"), in a clause that names
an order id: a named order's count changed. Without one the old count stays out of the reading as before ("₹32 a kg
for tomatoes works, but we'll take 30 kg instead of 50": 30 kg ordered, the 50 the supplier's). The reader's figures
as found (``reader.figs``, in text order) and words (``reader._word``) are read; nothing else changes.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["counts_instead", "INSTEAD_WORDS"]

#: Words of one count in another's place ("instead of", "ki jagah", "की जगह", "ke badle", "के बजाय").
_INSTEAD = INSTEAD_WORDS = fold_words("instead jagah जगह badle बदले bajay bajaye बजाय")
#: Words that may stand between the count and that word ("ki", "की", "of", "ke").
_BETWEEN = fold_words("ki kee की ke के of")


def counts_instead(reader, roles: dict[int, str]) -> None:
    """Take the reference role off a bare count changed to a count with a unit (module docstring); in place."""
    if _INSTEAD.isdisjoint(reader._keys):
        return
    figs = reader.figs
    named = {reader.clause_of[p] for p, _ in reader.order_ids}
    for k, f in enumerate(figs):
        if f.kind != "bare" or f.clause not in named or not roles.get(f.pos, "").startswith("reference"):
            continue
        after = _instead_after(reader, f.end)
        if after is not None:  # "20 ki jagah 30 kilo": the next figure, a count with a unit
            other = figs[k + 1] if k + 1 < len(figs) else None
        else:  # "30 kg instead of 20": the figure before, a count with a unit
            other = figs[k - 1] if k and _instead_before(reader, f.pos) else None
        if other is not None and other.kind == "qty" and other.unit is not None and other.clause == f.clause:
            del roles[f.pos]


def _instead_after(reader, end: int) -> int | None:
    """The position of an instead word right after token ``end`` (past "ki"/"की"/"of"), else None."""
    for k in range(end, min(reader.n, end + 3)):
        w = reader._word(k)
        if w in _INSTEAD:
            return k
        if w not in _BETWEEN:
            return None
    return None


def _instead_before(reader, pos: int) -> bool:
    """An instead word right before token ``pos`` (before "of"): "… 30 kg instead of 20"."""
    for k in range(pos - 1, max(-1, pos - 4), -1):
        w = reader._word(k)
        if w in _INSTEAD:
            return True
        if w not in _BETWEEN:
            return False
    return False
