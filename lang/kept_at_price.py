"""A new rate refused and our own price asked in its place: "Milk's new rate won't work, keep it at ₹25.", "दूध का
नया रेट नहीं चलेगा, ₹25 ही रखिए।", "Doodh ka naya rate nahi chalega, ₹25 hi rakho." (probes 50 hf f3026, under a
quoted "milk ₹25.50 (₹26 from 1 August)"). The ₹25 is the price the shop asks to keep, a counter; the reader had read
milk *rejected at ₹25*, so the desk took its own price as refused (silently, in the three languages).

``kept_at_price`` turns the refusal cues of such a clause into an offer: a clause with a refusal cue and one price,
said after the refusal begins, beside a word of keeping ("keep", "rakho", "रखिए", within four tokens before it or three after),
with no price before the refusal (not "₹27 won't work, keep it at ₹25 hi" — two prices, left as they were).

Shape: ``kept_at_price(reader)`` with the MessageReader after its clause acts; its cues change in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["kept_at_price"]

_KEEP = fold_words("keep rakho rakhiye rakhie rakhen rakhein rakhna rakh रखिए रखिये रखो रखें रखना रख")


def kept_at_price(reader) -> None:
    """Make the refusal cues of a clause that asks its price kept an offer (module docstring)."""
    if _KEEP.isdisjoint(reader._keys):
        return
    toks = reader.tokens
    for clause in {c.clause for c in reader.cues if "reject" in c.kinds}:
        rejects = [c for c in reader.cues if c.clause == clause and "reject" in c.kinds]
        prices = [f for f in reader.figs if f.clause == clause and f.kind in ("price", "bare")]
        if len(prices) != 1 or prices[0].pos < rejects[0].pos:
            continue
        f = prices[0]
        near = range(max(0, f.pos - 4), min(len(toks), f.end + 3))
        if any(toks[k].kind == "word" and toks[k].key in _KEEP and k > rejects[0].pos for k in near):
            for c in rejects:
                c.kinds = c.kinds - {"reject"} | {"offer"}
