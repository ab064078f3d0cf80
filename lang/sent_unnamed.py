"""A send that names neither goods nor a count, after goods told only as background (part of stage 5, composing the
intents): "We usually keep 20 kg of sugar. Send it.", "हम आमतौर पर 20 किलो चीनी रखते हैं। भेज दो।", "Hum usually
20 kilo cheeni rakhte hain. Bhej do." (session 44, RA: each had ordered the 20 kg the shop keeps, silently; once the
first sentence read as the shop's habit, it was refused as nothing asked at all). "It" is the goods, never a
quantity: the writer is asked how many, as "Send sugar." is (``no_quantity.how_many``).

Shape: ``told_goods_sent(reader, context)`` with the MessageReader at compose when nothing was read; ``context``: the
goods lines read as context. Raises ``_Fail`` when every send of the message is a sentence with no goods and no
figure of its own, says nothing but the send, "it" and courtesy (``_BARE``), and the context names exactly one goods,
in background sentences; else returns.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (SEND_WORDS, _Fail, why)
from lang.units import default_unit

__all__ = ["told_goods_sent"]

#: The words a bare send may say besides its verb: "it", "that", "please", "dijiye", "वो", "इसे", "today". Any other
#: ("Will send next list tomorrow": the shop's own plan; "send the rates") leaves the refusal as it was.
_BARE = fold_words("it that this them same the please pls plz kindly kripya कृपया ji जी do dijiye dijie दीजिए दो de दे "
                   "dein den दें dena देना woh wo वो वह वे ise isko इसे इसको use usko उसे उसको now today aaj आज abhi अभी")


def told_goods_sent(reader, context: list) -> None:
    """Ask how many of the one goods told as background when a bare send asks for "it" (module docstring)."""
    sends = [c for c in reader.cues if "order" in c.kinds]
    skus = {line.mention.sku for line in context}
    if not sends or len(skus) != 1 or None in skus or not all(
            line.clause in reader.background for line in context):
        return
    for c in sends:
        lo, hi = reader.clause_span[c.clause]
        if any(t.kind == "word" and t.key not in _BARE and t.key not in SEND_WORDS for t in reader.tokens[lo:hi]):
            return
        if not any(reader.tokens[k].key in SEND_WORDS for k in range(c.pos, c.end)) or any(
                reader.clause_of[m.first] == c.clause for m in reader.mentions) or any(
                f.clause == c.clause and f.kind != "hint" for f in reader.figs):
            return
    item = reader.cat.by_sku(next(iter(skus)))
    raise _Fail(why("no_quantity.how_many", item=item.item, unit=default_unit(item)), "order")
