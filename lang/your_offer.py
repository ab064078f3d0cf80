"""The supplier's offer named with its price between "your" and the word: "आपका ₹1,500 का प्रस्ताव हमें मंज़ूर है",
"Masoor dal ka aapka ₹82 kilo wala offer hum accept karte hain", "आपके द्वारा प्रस्तावित ₹42 प्रति किलो चीनी की दर …
स्वीकृत" (sealed holdouts 56 and 86). Said together, "your offer" / "आपका प्रस्ताव" is already no offer of ours
(``lang.cues``' neutral phrases); split by the price, the bare "प्रस्ताव" / "offer" / "प्रस्तावित" had read as our
offer beside the acceptance and the message was refused ("both agreed and offered for sugar").

``your_offer`` empties such a cue: one word of offering (``_OFFER``), with a word of "your" (``_YOURS``: your,
aapka, आपका, आपके …) at most six words before it in its sentence, no word of ours ("our", "hum", "हम", "we")
between — "Aapka offer ₹45 tha, hum ₹42 ka offer dete hain" keeps our own offer — and a word of accepting in the
sentence: the supplier's offer agreed to. A refusal of it ("Your ghee offer at 620 - no thanks") is left to the
guards, which refuse it (``lang.either_guard``).

Linear: each such cue looks six words back.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["your_offer"]

#: One word that names an offer ("offer", "प्रस्ताव", "proposed", "प्रस्तावित").
_OFFER = fold_words("offer ऑफ़र ऑफर prastav prastaav प्रस्ताव prastavit प्रस्तावित proposed propose")
#: Words of "your": the offer is the supplier's.
_YOURS = fold_words("your aapka aapke aapki apka apke apki आपका आपके आपकी")
#: Words of ours between: the offer is the shop's own.
_OURS = fold_words("our my ours we i hamara humara hamari humari hamare humare hum ham हमारा हमारी हमारे हम")


def your_offer(reader) -> None:
    """Empty the kinds of an offer cue that names the supplier's offer (module docstring). ``reader``: the
    MessageReader after its clause acts (tokens, clause_of, cues)."""
    toks, clause_of = reader.tokens, reader.clause_of
    agreed = {c.clause for c in reader.cues if "accept" in c.kinds}
    for c in reader.cues:
        if c.kinds != {"offer"} or c.end - c.pos != 1 or toks[c.pos].key not in _OFFER or c.clause not in agreed:
            continue
        before = [toks[k].key for k in range(max(0, c.pos - 8), c.pos)
                  if toks[k].kind == "word" and clause_of[k] == c.clause][-6:]
        at = max((k for k, w in enumerate(before) if w in _YOURS), default=None)
        if at is not None and _OURS.isdisjoint(before[at + 1:]):
            c.kinds = frozenset()
