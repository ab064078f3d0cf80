"""The supplier asked to confirm a rate, with no price said, asks the rate: "Did you get my message yesterday? Same
as before: no advance. Please just confirm your refined oil rate." (a new user's trial, session 34: A43), "Please
confirm the rate for ghee as well." (holdout50 v018, gold: the ghee rate asked), "घी का भाव कन्फ़र्म कर दीजिए।",
"Ghee ka rate confirm kar dijiye." The rate word alone is a weak ask, and "confirm" beside it was a word the reader
did not know, so it asked "what should we do with the refined oil: send, price or cancel?". A shopkeeper answers
with the rate. (Confirming goods at the supplier's rates, "We confirm rice at your rate", is an acceptance:
``lang.confirm_rates``.)

``confirm_asked`` makes the weak rate cue of a sentence an ask of the rate when the sentence holds a word of
confirming said to the supplier (not after "we", "I", "hereby"; not "confirmed"), goods named, a weak rate cue and no
other intent word (but the confirm's own verb, "confirm kar dijiye", "कन्फ़र्म कर दीजिए", which then leaves), no figure but
the goods' count ("Please confirm the price for 2 dozen bananas.", "… for 24 bananas.", "2 darjan kele ka rate confirm
kar dijiye.", which had ordered them: a new user's trial 43, F10), no question mark and no negation.

Shape: ``confirm_asked(reader)`` with the MessageReader after its clause acts; its ``cues`` change in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["confirm_asked"]

_CONFIRM = fold_words("confirm reconfirm कन्फ़र्म कन्फर्म")
_WE = fold_words("we i hereby hum ham हम main मैं")
_WEAK = frozenset({"ask_quote_weak"})
_KAR = fold_words("kar कर")


def confirm_asked(reader) -> None:
    """Turn the weak rate cue of a sentence asking the supplier to confirm a rate into an ask of it (module
    docstring). ``reader``: the MessageReader after its clause acts (cues, acts, mentions, figs)."""
    if _CONFIRM.isdisjoint(reader._keys) or not reader.mentions:
        return
    said = [k for k, t in enumerate(reader.tokens) if t.kind == "word" and t.key in _CONFIRM
            and not any(reader._word(j) in _WE for j in range(max(0, k - 2), k))]
    if not said:
        return
    asking = {reader.clause_of[k] for k in said}
    verbs = {c.pos for c in reader.cues if c.kinds == {"order"} and any(  # "confirm kar dijiye", "कन्फ़र्म कर दीजिए":
        k < c.pos <= k + 2 and reader._word(k + 1) in _KAR for k in said)}  # the confirm's own verb, no order
    named = {reader.clause_of[m.first] for m in reader.mentions}
    starts = {m.first for m in reader.mentions}  # a count of the goods is no price ("Please confirm the price for 2
    figured = {f.clause for f in reader.figs if f.kind not in ("hint", "qty") and not (  # dozen bananas.", "… for 24
        f.kind == "bare" and f.end in starts)}  # bananas.": the rate of that many, asked; trial 43's F10)
    other = {c.clause for c in reader.cues if c.kinds != _WEAK and c.pos not in verbs}
    done = False
    for c in reader.cues:
        if c.kinds != _WEAK or c.clause not in asking or c.clause not in named or c.clause in figured or \
                c.clause in other:
            continue
        act = reader.acts.get(c.clause)
        lo, hi = reader.clause_span[c.clause]
        if act is not None and not act.question and not act.negative and not any(
                reader.tokens[k].kind == "sym" and reader.tokens[k].text == "?" for k in range(lo, hi)):
            c.kinds = frozenset({"ask_quote"})
            done = True
    if done and verbs:
        reader.cues = [c for c in reader.cues if c.pos not in verbs or c.clause not in asking or c.kinds != {"order"}]
