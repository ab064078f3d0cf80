"""A container's bracket that tells the packs its goods come in, not what the container holds (session 38, fixer DB,
on corpus_holdout137; issue 10): "आटा – 3 बोरी (5 किलो के पैकेट में)", "Aata – 3 bori (5 kilo ke packet mein)"
(hi/hl-i7011: 3 sacks of atta, packed in 5 kg packets: 30 packets of atta-5kg, as the English "3 bori (in 5 kg
packets)" reads). ``lang.container_totals`` had taken "5 kilo … mein" for the sack's contents (a sack of 5 kg) and
written "15 kg", ordering 3 packets instead of 30 — silently, a tenth of the order.

When: the figure and unit in the bracket right after the container are followed by a word of "of"/"wala" ("ke",
"ka", "की", "वाले", "wale") and a word of packets ("packet", "pack", "पैकेट", "pouch"). Then the bracket names the
pack, and the container is read at the catalogue's size (``lang.stated_sizes`` refuses a pack other than the
item's own). "3 bori (50 kg each)" and "2 peti (24 bottle ki)" are contents and read as before.

Shape: ``packs_named(m, end, close)``: the words between the bracket's unit and its closing bracket; called from
``lang.container_totals._contents``.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["packs_named"]

#: Words of "of" / "the one of" between a size and the packs it sizes ("5 kilo ke packet", "5 किलो वाले पैकेट").
_OF = fold_words("ke ka ki wale wala wali vale vala waale waala के का की वाले वाला वाली of")
#: Words of packets (the goods' own packs, not a container's contents).
_PACKS = fold_words("packet packets pack packs pkt pkts pouch pouches पैकेट पैकेटों पाउच")


def packs_named(m, end: int, close: int) -> bool:
    """``m``: ``lang.container_totals``' message (its ``word(k)``: the folded word key at token ``k``, or ""); ``end``
    and ``close``: the token after the bracket's size and unit, and its closing bracket. True when the words between
    name the packs of that size: "(5 kilo ke packet mein)", "(5 किलो के पैकेट में)", "(5 kg wale packet)"; False for
    "(50 kg each)" or "(24 bottle ki)"."""
    words = [w for w in (m.word(x) for x in range(end, close)) if w]
    return len(words) >= 2 and words[0] in _OF and words[1] in _PACKS
