"""A bare "ok" closing a message after our own offer asks the supplier to agree; it agrees to nothing: "भैया तूर दाल
150 too much है। 138 per kg दे दो। हम 20 kg लेंगे ok", "bhaiya toor dal 150 bahut zyada hai. 138 per kg de do. hum 20
kg lenge ok", "Toor ₹150 is too much. Give it at ₹138, we'll take 20 kg ok". "ok" is a word of accepting in
``lang.cues``; read so after the price we asked, the message had both agreed and offered and was refused.

``trailing_ok`` empties an accept cue that is the single word "ok" / "okay" / "ओके" as the message's last word (only
marks and emoji after it), in a clause with no price and no goods of its own, when an offer cue stands before it in the message, a word of
taking or offering before it in its own clause ("हम 20 kg लेंगे ok") and no accept cue other than it ("Chana ok."
names what it agrees to): "Rice ₹38 ok" (a price in its clause), "Rice … make it ₹38. Atta ok." (goods in it) and "₹138 de do. Theek hai, ok" keep theirs.

Linear in the cues.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["trailing_ok"]

_OK = fold_words("ok okay okk ओके")


def trailing_ok(reader) -> None:
    """Empty the closing "ok" after our offer (module docstring). ``reader``: the MessageReader after its clause acts
    (tokens, cues, figs)."""
    toks = reader.tokens
    accepts = [c for c in reader.cues if "accept" in c.kinds]
    if len(accepts) != 1:
        return
    ok = accepts[0]
    if ok.kinds != {"accept"} or ok.end - ok.pos != 1 or toks[ok.pos].key not in _OK:
        return
    if any(t.kind in ("word", "num") for t in toks[ok.end:]):
        return
    if any(f.kind == "price" and f.clause == ok.clause for f in reader.figs) or any(
            reader.clause_of[m.first] == ok.clause for m in reader.mentions):
        return  # "Atta ok.", "Chana ok": the goods its clause names agreed
    if any("offer" in c.kinds and c.pos < ok.pos for c in reader.cues) and any(
            c.kinds & {"offer", "order"} and c.clause == ok.clause and c.pos < ok.pos for c in reader.cues):
        ok.kinds = frozenset()  # (its own clause takes or offers: "हम 20 kg लेंगे ok"; not "Chana ok.")
