""""Do it" after an agreement: "ठीक है जी, कर दीजिए।", "Theek hai ji, kar dijiye." under the supplier's "इन्हीं रेट पर
कर दूँ?" (shall I do it at these rates?). The agreement answers the question; "कर दीजिए" says go ahead and names no
goods or count. Its "दीजिए" is a word of ordering, and read with the quote (``lang.reply_context``) it ordered the
quote's pack size as a count: one 500 g packet of besan beside the acceptance (probes51_ca hi-n3004, silently: the
desk placed an order nobody asked for).

``do_it`` empties an order cue that is only a verb of giving right after "kar" / "कर" when its chunk names no goods
and no figure and an acceptance stands before it in its sentence. "ठीक है, 10 किलो कर दीजिए" (a count) and "Chawal
bhej dijiye" (goods) keep their order.

Shape: ``do_it(reader)`` with the MessageReader after its clause acts (a pass of ``lang.beside_requests``);
``reader.cues`` change in place. Linear in the cues.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["do_it"]

_KAR = fold_words("kar कर")
#: The verb after "kar" ("kar dijiye", "कर दीजिए", "kar do").
_GIVE = fold_words("dijiye dijie dijiyega do dena de दीजिए दीजिये दो देना दे")


def do_it(reader) -> None:
    """Empty a bare "kar dijiye" order cue after an acceptance (module docstring). ``reader``: the MessageReader
    after its clause acts."""
    if _KAR.isdisjoint(reader._keys):
        return
    for c in reader.cues:
        if c.kinds != {"order"} or any(reader._word(k) not in _GIVE for k in range(c.pos, max(c.end, c.pos + 1))):
            continue
        if reader._word(c.pos - 1) not in _KAR:
            continue
        if any(reader.chunk_of[f.pos] == c.chunk for f in reader.figs) or any(
                reader.chunk_of[m.first] == c.chunk for m in reader.mentions):
            continue
        if any(a.clause == c.clause and a.pos < c.pos and "accept" in a.kinds for a in reader.cues):
            c.kinds = frozenset()
