"""What a bill or an order held, told in brackets right after its id, beside a request of that id (part of the verify
stage, ``lang.verify``, through ``lang.told_figures``; helper FIXB of the fiftieth session, from the labelled
corpora's ``ambiguous_intent.figure`` refusals): "**Payment – B4 (O4, desi ghee 12 L)**", "We have paid bill B1 (O1,
20 packets of atta) in full today", "- **B8** (O8, 200 किलो चीनी @ ₹41) — जाँच लिया, आज भुगतान कर रहे हैं।", "Has O2
(the 30 litres of ghee and 45 litres of mustard oil) left your godown yet?", "O9 (1 quintal chawal aur 50 kg cheeni)
kab aayega?". The bracket names the bill or order by its goods, so the supplier knows which; it asks nothing. The
counts and the rate in it had been asked back ("what is 12 L for?", "what is 20 packets for?", "what is 200 किलो
for?").

When: the id is carried by an intent of the reading (the bill paid, disputed or asked for; the order asked after,
cancelled whole, or billed), the bracket opens right after it (past a heading's "**"), closes on the same line, and
holds no intent word (no cue of the reader's: "O4 (add 5 kg rice)" is a request) and no figure an intent reads, and
the id stands on no table row ("| B14 (Patil, 1 bori rice after the cut) | **Paid today** | — |": holdout139 k7050,
whose other rows' requests were then dropped silently). Then the figures in it are told.

``id_brackets(reader, intents)`` gives the token positions of those figures. One pass over the ids.
"""
from __future__ import annotations

__all__ = ["id_brackets"]

_MARKS = frozenset(("*", "_"))


def _bracket(reader, pos: int) -> range | None:
    """The token span inside the bracket that opens right after the id at token ``pos`` (past "*" marks) and closes
    on its line; None when there is none."""
    toks, n = reader.tokens, reader.n
    k = pos + 1
    while k < n and toks[k].kind == "num" and toks[k].start == toks[k - 1].end:
        k += 1  # ("B4" is the letter and the number, written together)
    while k < n and toks[k].kind == "sym" and toks[k].text in _MARKS:
        k += 1
    if k >= n or toks[k].kind != "sym" or toks[k].text != "(":
        return None
    j = k + 1
    while j < n and toks[j].kind != "nl" and not (toks[j].kind == "sym" and toks[j].text in "()"):
        j += 1
    if j >= n or toks[j].text != ")":
        return None
    return range(k + 1, j)


def _table_rows(reader) -> list[bool]:
    """For each token, whether its line opens with "|" (a table's row: its other cells may ask, and are read by
    the table's own passes). One pass over the tokens."""
    out, row, fresh = [], False, True
    for t in reader.tokens:
        if fresh:
            row, fresh = t.kind == "sym" and t.text == "|", False
        out.append(row)
        if t.kind == "nl":
            fresh = True
    return out


def id_brackets(reader, intents) -> set[int]:
    """Token positions of the figures told in brackets after an id an intent carries (module docstring). Linear: the
    cues' and figures' positions are looked up by position, each bracket's tokens read once."""
    carried = {i.bill_id for i in intents if i.bill_id} | {i.order_id for i in intents if i.order_id and i.sku is None}
    if not carried:
        return set()
    cue_at = {c.pos for c in reader.cues if c.kinds - {"neutral"}}
    fig_at = {f.pos: f for f in reader.figs if f.kind != "hint"}
    out: set[int] = set()
    rows = None
    for pos, ident in list(reader.bill_ids) + list(reader.order_ids):
        if ident not in carried:
            continue
        span = _bracket(reader, pos)
        if span is None:
            continue
        rows = _table_rows(reader) if rows is None else rows
        if rows[pos] or any(k in cue_at for k in span):
            continue
        figs = [fig_at[k] for k in span if k in fig_at]
        if any(f.pos in reader.used_pos for f in figs):
            continue
        out.update(f.pos for f in figs)
    return out
