"""One container in a question of its price, beside a count of the same container in another sentence, is the
price's unit, not a count of goods: "Amul Gold दूध 500ml का एक crate (12 पैकेट) कितने का है? 4 crate चाहिए।" (a new
user's trial, session 34: A69), "Amul Gold doodh 500ml ka ek crate (12 packet) kitne ka hai? 4 crate chahiye.", "How
much is one crate (12 packets) of Amul Gold milk 500ml? We need 4 crates." ``lang.container_totals`` writes containers
whose contents the message states as totals ("4 crate" → "48 units"); it had written the one crate asked about as
"12 units" too, and the reading found two counts of milk (12 or 48?). A shopkeeper quotes the milk for the 48 packets
wanted (the corpora's golds: "price? need N" asks the rate of N, holdout101 d8007, holdout112 u8008); the one crate
is written as nothing.

A tin, box or jar of one kilo or one litre said before it with "wala" is the pack itself, counted: "घी का भाव क्या
है? 1 लीटर वाले 12 डिब्बे चाहिए।" (the same trial, A10: "12 डिब्बे has no fixed size"), "Ghee 1 litre wale 12 dabbe",
"We need 12 tins of 1 litre." — 12 litres; a case or sack of one litre's bottles ("2 peti (1 litre ki bottle)") holds an unknown
number of them and is left as before (``one_pack``).

Shape: ``one_priced(m, k, n, at, count)`` → bool, with ``lang.container_totals``' message (``m``: its tokens ``t``,
``sentence``, ``sym``, ``container``), the container's token ``k``, its count ``n``, every container's token ``at``,
and its counting function ``count(m, k, stated)`` → (count, first, end) or None.
"""
from __future__ import annotations

__all__ = ["one_pack", "one_priced"]


def one_priced(m, k: int, n, at: list[int], count) -> bool:
    """Whether the container at ``k``, counted one, stands in a question (a "?" after it in its sentence) and the same
    container is counted other than one in another sentence (module docstring)."""
    if n != 1 or not any(m.sym(j) == "?" for j in range(k, len(m.t)) if m.sentence[j] == m.sentence[k]):
        return False
    return any(j != k and m.sentence[j] != m.sentence[k] and m.container(j) == m.container(k) and (
        c := count(m, j, [])) is not None and c[0] != 1 for j in at)


#: Containers that are one pack of the goods when said "of one kilo / one litre" ("1 लीटर वाले 12 डिब्बे").
_PACKS = frozenset({"box", "tin", "jar"})


def one_pack(m, kind: str, where: list[int], wala: frozenset) -> bool:
    """Whether a container of kind ``kind`` stated as one kilo or one litre at the tokens ``where`` is the pack itself:
    a tin, box or jar whose size is said before it with "wala" (``wala``: those words' keys) or after it with "of"
    ("12 tins of 1 litre") — module docstring."""
    return kind in _PACKS and bool(where) and (m.word(max(where)) in wala or m.word(min(where)) == "of")
