"""Goods asked for only if other goods are missing are no refusal of either (issue 10, session 37): "Agar tamatar nahi
hai to pyaaz bhej do.", "अगर टमाटर नहीं है तो प्याज़ भेज दो।", "Tamatar nahi mile to pyaaz bhej dena." The negation
of the condition had turned the clause's send into a refusal, and the reading refused both the tomato and the onion,
silently — the writer asks for onion, should tomato be short (the English "If there is no tomato, send onion." is
refused: how much onion?). A shopkeeper reads a conditional substitute, with nothing to send until the supplier says
what he has; the reader cannot tell what to send, so it refuses, asking for the goods and the count plainly
(``ambiguous_intent.order_if_missing``).

When: a reject cue whose words send or ask ("bhej do", "भेज दो", "send", "chahiye"), and a negation before it in its
clause that belongs to a condition: a condition word before the negation ("agar", "अगर", "if", "yadi", "यदि") or
"then" ("to", "toh", "तो") between the negation and the cue, right after a word of being or getting ("hai", "ho",
"mile", "है", "हो", "मिले"). Not "Tamatar nahi chahiye, pyaaz 10 kilo bhej do" (no condition: read as before), nor
"20 kg masoor bhejo; masoor na ho to rehne do" (the goods let go if missing: the order kept), nor "If the rate is not
₹30, don't send onion" (the cue itself negated: ``lang.take_backs``' cancel on a condition).

Shape: ``if_missing(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words
from lang.reasons import why

__all__ = ["if_missing"]

_IF = fold_words("agar agr if yadi अगर यदि")
_THEN = fold_words("to toh tou तो")
_BEING = fold_words("hai ho hoga hua mile mila milta milega है हो होगा हुआ मिले मिला मिलता मिलेगा")
_SEND = fold_words("send bhej bhejo bhejna bhejiye bhejdo bhejdena chahiye chaiye भेज भेजो भेजना भेजिए भेजें चाहिए")
#: Words of letting goods go ("masoor na ho to rehne do": the goods dropped if missing, the order kept).
_LET_GO = fold_words("rehne rahne रहने chhodo chodo छोड़ो chhod छोड़ skip leave")


def if_missing(reader) -> None:
    """Refuse a clause whose send the condition's negation turned into a refusal (module docstring).

    Examples: "Agar tamatar nahi hai to pyaaz bhej do." and "अगर टमाटर नहीं है तो प्याज़ भेज दो।" →
    ``ambiguous_intent.order_if_missing`` (were: reject tomato, reject onion); "Tamatar nahi chahiye, pyaaz bhej do."
    is left as read."""
    if getattr(reader, "refused_why", None) is not None or (_IF.isdisjoint(reader._keys) and _THEN.isdisjoint(
            reader._keys)):
        return
    for c in reader.cues:
        said = [reader._word(k) for k in range(c.pos, c.end)]
        if c.kinds != {"reject"} or not any(w in _SEND for w in said) or any(w in _LET_GO for w in said):
            continue
        lo, _ = reader.clause_span[c.clause]
        words = [reader._word(k) for k in range(lo, c.pos)]
        neg = [n for n, w in enumerate(words) if w in NEGATIONS]
        if not neg:
            continue
        first = neg[0]
        opened = any(w in _IF for w in words[:first])
        then = any(w in _THEN and any(v in _BEING for v in words[max(first, n - 2):n]) for n, w in enumerate(words)
                   if n > first)
        if opened and any(w in _THEN for w in words[first:]) or then:
            reader.refused_why = why("ambiguous_intent.order_if_missing", text=reader._clause_text(c.clause))
            return
