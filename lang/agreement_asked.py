"""The supplier's agreement asked for after our own price, not ours given: "we could proceed at ₹460 per kg if that is
agreeable to you", "we can do ₹5,100 for the 10 litres. If that's agreeable, please confirm", "Please confirm whether
₹128 works for you", "Kya ₹205 per packet aapko theek rahega?", "agar aapko acceptable ho to hum ₹118 par agree karte
hain", and "that is above what works for us" (issue 10; sealed holdout60 en-j008, holdout106 en-c9003, holdout117
en-q8028, holdout66 en-e003, holdout75 hl-x1045); so is the greeting's "Umeed hai aap theek honge" beside an offer. The word of agreeing read as an acceptance beside the offer, and
the message was refused ("both agreed and offered"), though a shopkeeper reads the offer alone.

``agreement_asked`` empties such an accept cue when the message also offers: one after "if", "whether", "agar",
"kya", "क्या" or "what" in its sentence, or with "you", "aapko", "आपको" beside it. An acceptance of the supplier's own
price ("Sugar ₹41 ✅ ok", "Tomato at ₹30 per kg is acceptable to us") is left as it was.

Linear: each accept cue looks at most six words back and three on, inside its sentence.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["agreement_asked"]

#: Words before the agreeing word that make it asked, not given ("if that is agreeable", "whether ₹128 works", "Kya …
#: theek rahega?", "above what works for us"), or a greeting ("Umeed hai aap theek honge", "आशा है आप ठीक होंगे").
_ASKING = fold_words("if whether agar अगर yadi यदि kya क्या what hope umeed ummeed उम्मीद asha आशा")
#: Words beside it that make it the supplier's ("works for you", "agreeable to you", "aapko theek rahega").
_YOURS = fold_words("you aap आप aapko apko आपको aapke आपके")


def agreement_asked(reader) -> None:
    """Empty the kinds of an accept cue that asks the supplier's agreement, in a message that offers (module
    docstring). ``reader``: the MessageReader after its clause acts (tokens, clause_of, cues)."""
    if not any("offer" in c.kinds for c in reader.cues):
        return
    toks, clause_of = reader.tokens, reader.clause_of
    for c in reader.cues:
        if c.kinds != {"accept"}:
            continue
        before = [toks[k].key for k in range(max(0, c.pos - 6), c.pos)
                  if toks[k].kind == "word" and clause_of[k] == c.clause]
        after = [toks[k].key for k in range(c.pos, min(len(toks), c.end + 3))
                 if toks[k].kind == "word" and clause_of[k] == c.clause]
        if not _ASKING.isdisjoint(before) or not _YOURS.isdisjoint(before[-2:]) or not _YOURS.isdisjoint(after):
            c.kinds = frozenset()
