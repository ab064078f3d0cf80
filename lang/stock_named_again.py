"""Goods counted in stock, then named again as not needed, in one sentence beside an order: "We have 40 kg potato in
the godown, so we don't need potato.", "आलू गोदाम में 40 किलो पड़ा है, आलू नहीं चाहिए।", "Aloo godown mein 40 kilo
pada hai, aloo nahi chahiye." (trial 45, F6).

The stock told is background (``lang.stock_told``); with a pronoun ("…, so we don't need it", "वह नहीं चाहिए") the
message read as the order alone, as the corpora's golds read a count in stock and its goods not wanted beside an
order ("We still have 6 bags of atta in the godown, so no atta this time. Please send …", holdout en-015; "godown mein
abhi 3 bori atta pada hai, atta mat bhejna"). Named again, the refusal's goods were asked about ("what about the
potato?", ``ambiguous_intent.dropped``) — English and Hindi read the same meaning differently by the wording. The goods
of such a refusal are the stock's aside, as the pronoun's are (``lang.guards`` ``_asides``). (Goods told *enough*
with no count are refused instead: ``lang.enough_refused``.)
"""
from __future__ import annotations

__all__ = ["stock_named_again"]


def stock_named_again(reader) -> set[int]:
    """The sentences (clause numbers) where goods named in a chunk of stock told with a count (``background_chunks``)
    are named again in another chunk of the same sentence with a word of refusal. ``reader``: the MessageReader after
    its clause acts (cues, mentions, figs, chunk_of, clause_of, background_chunks)."""
    told = getattr(reader, "background_chunks", None)
    if not told:
        return set()
    refusing = {c.chunk for c in reader.cues if c.kinds == {"reject"}}
    stock: dict[tuple[int, str], int] = {}  # (clause, sku) -> the stock chunk naming it
    for m in reader.mentions:
        ch = reader.chunk_of[m.first]
        if m.sku and ch in told:
            stock[(reader.clause_of[m.first], m.sku)] = ch
    out = set()
    for m in reader.mentions:
        clause, ch = reader.clause_of[m.first], reader.chunk_of[m.first]
        if m.sku and ch in refusing and (clause, m.sku) in stock and stock[(clause, m.sku)] != ch:
            out.add(clause)
    return out
