"""The quoted goods taken by the price the supplier quoted for them is that price accepted (session 38, fixer DB, on
corpus_holdout137; issue 10): "> केला: रोबस्टा ₹46/दर्जन, मालभोग ₹60/दर्जन। ⏎ पप्पू भैया, ₹46 वाला रोबस्टा ही लेंगे। 40
दर्जन बुक कर दीजिए", "> Kela: Robusta ₹46/darjan, … ⏎ ₹46 wala Robusta hi lenge. 40 darjan book kar dijiye"
(hi/hl-i7008). "₹46 वाला" names goods by a rupee figure, read as a pack's MRP (``lang.price_marks.pack_named``: "20
रुपये वाली अगरबत्ती"), so the ₹46 was dropped and "लेंगे" (we'll take) ordered: the order stood at no price and the
₹46 the writer agreed to was lost, silently (the English, "we'll go with the ₹46 Robusta", accepts it).

When: the message answers quoted lines, the rupee figure before "wala" / "वाला" is one the quoted lines give as a
rate ("₹46/दर्जन"), its sentence counts nothing, and the sentence's only request is an order cue. Then the cue is an
accept and the figure its price (the quote's goods name the item, as in English); the count asked in the next
sentence orders as before. Without quoted lines "₹46 वाला केला ही लेंगे" reads as before (a pack by its MRP, or
refused); "₹46 wala kela 40 darjan bhejo" (counted) orders as before.

Shape: ``quoted_one_taken(reader)`` with the MessageReader after its clause acts (run from ``lang.asked_or_kept``);
changes a cue's kinds and puts the figure back into ``reader.figs``.
"""
from __future__ import annotations

import re

from lang.language import fold_words

__all__ = ["quoted_one_taken"]

#: A rate in a quoted line: "₹46/दर्जन", "₹ 46 / dozen" (the figure as the reply writes it).
_RATE = re.compile(r"₹\s?(\d[\d,]*(?:\.\d+)?)\s*/")
_WALA = fold_words("wala wali wale waala waali waale vala vali vale वाला वाली वाले")


def quoted_one_taken(reader) -> None:
    """Read "₹46 वाला रोबस्टा ही लेंगे" under a quote giving "रोबस्टा ₹46/दर्जन" as an accept at ₹46 (module docstring).
    ``reader``: the MessageReader after its clause acts; "₹46 wala Robusta hi lenge" the same."""
    quoted = getattr(reader, "context_chars", 0)
    if not quoted or _WALA.isdisjoint(reader._keys):
        return
    toks = reader.tokens
    raw = getattr(reader, "raw_text", "") or ""
    rates = {m.group(1) for line in raw.splitlines() if line.lstrip().startswith(">") for m in _RATE.finditer(line)}
    if not rates:
        return
    have = {f.pos for f in reader.figs}
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    for f in getattr(reader, "found_figs", ()):
        k = f.pos
        if f.kind != "price" or k in have or toks[k].start < quoted or toks[k].text not in rates or f.clause in counted \
                or not (k and toks[k - 1].text == "₹") or not (k + 1 < reader.n and toks[k + 1].kind == "word"
                                                               and toks[k + 1].key in _WALA):
            continue
        cues = [c for c in reader.cues if c.clause == f.clause and c.kinds - {"neutral"}]
        if not cues or any(c.kinds != {"order"} for c in cues):
            continue
        for c in cues:
            c.kinds = frozenset({"accept"})
        reader.figs = sorted(reader.figs + [f], key=lambda x: x.pos)
