"""The count of goods asked after, told in a phrase of its own next to the delivery question (issue 10; the sealed
sets of the twenty-sixth and twenty-seventh sessions, holdouts 118 and 119):

- "O3 चावल कब आएगा? 50 किलो वाला।" → ask_delivery O3, rice 50;
- "Gopal ji O16 ka butter kab aayega? 2 darjan wala" → ask_delivery O16, butter 24;
- "गोपाल जी O16 का मक्खन कब आएगा? 2 दर्जन वाला".

A delivery question carries the goods it names with their count when the message tells it (the corpus convention,
``tests/corpus_chat/README.md``: "Has O12 (the 20 kg atta) left yet?" → atta 4). Said apart, "50 किलो वाला" had been
read as a pack's size with no role, and the rice asked after with no count. The phrase counts only when it is
nothing else: the clause right before or after the question's, one figure with a unit, no goods named, no request
word, no id, and no word but "wala" (वाला, the one of), "the", "all", "both" or "order". "… kab aayega? 2 darjan
aur bhejo" asks for more (a request word); "… kab aayega? 2 darjan kam aaye the" is a report (other words): neither
counts.
"""
from __future__ import annotations

from lang.language import fold
from lang.reader_parts import *  # noqa: F401,F403  (tables: BAG_WORDS, _BUNDLE_WORDS; _Fig)
from lang.units import POUCH_WORDS, pouch_is_pack
from market.trade_units import trade_unit

__all__ = ["count_told_apart", "packs_with_a_size"]

#: The words a count told apart may carry besides its figure ("50 किलो वाला", "the 10 bags", "all 5 bundles").
_APART_WORDS = frozenset(fold(w) for w in "wala wali wale vala vali vale वाला वाली वाले the all both order ka ki ke "
                         "का की के".split())


def count_told_apart(reader, clause: int):
    """The figure (a ``_Fig`` of kind "qty" or "size", with a unit) of a count told apart from the goods named in
    ``clause`` (the delivery question's), per the module docstring, else None. ``reader``: the MessageReader
    composing its intents."""
    for step in (+1, -1):
        at = reader._worded_clause(clause, step)
        if at not in reader.clause_span or at in reader.background:
            continue
        figs = [f for f in reader.figs if f.clause == at]
        if len(figs) != 1 or figs[0].kind not in ("qty", "size") or not figs[0].unit:
            continue
        fig = figs[0]
        lo, hi = reader.clause_span[at]
        if any(k in reader.item_tokens for k in range(lo, hi)) or any(c.clause == at for c in reader.cues) or any(
                reader.clause_of[p] == at for p, _ in reader.bill_ids + reader.order_ids):
            continue
        words = [reader._word(k) for k in range(lo, hi) if reader.tokens[k].kind == "word" and not fig.pos <= k < fig.end]
        if all(w in _APART_WORDS for w in words):
            return fig
    return None


def packs_with_a_size(reader, fig, item):
    """A count of packs said with no fixed size (``fig``, a ``_Fig`` of kind "badqty") as a count the goods ``item``
    have: atta's bags are its packets ("10 bag wala": 10 packets), matchboxes' bundles hold 10
    (``market/data/trade_units.csv``: "5 bundles" are 50 pieces), milk's pouches its packets ("40 thaili doodh": 40
    packets of 500 ml); else None (the figure's size is unknown)."""
    word = reader._word(fig.end - 1)
    if word in BAG_WORDS and bag_is_pack(item) or word in POUCH_WORDS and pouch_is_pack(item):
        return _Fig("qty", fig.value, fig.pos, fig.end, unit="packet", clause=fig.clause)  # ("40 थैली दूध": pouches)
    bundle = trade_unit(item.sku)
    if bundle is not None and bundle.unit == "bundle" and word in _BUNDLE_WORDS:
        return _Fig("qty", fig.value * bundle.size, fig.pos, fig.end, unit="piece", clause=fig.clause)
    return None
