"""Goods confirmed at the supplier's rates: "We confirm atta and suji at the quoted rates. Please send 10 bags of
atta and 20 packets of suji." (breaker AR, p8017), "We confirm rice at your rate". "Confirm" is no word of agreeing by
itself ("confirm the delivery date"), and the rate word was read as a question of the rate, so the agreement was
dropped and only the order read (silently). ``confirmed_rates`` makes the rate word of such a sentence an acceptance
(no price: the desk's last quote, as "your rate is fine" reads): a word of confirming the writer's own ("We confirm", "confirmed"; not "Please confirm the rice rate"), goods named, a rate word, no
figure, no question and no refusal in the sentence.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["confirmed_rates"]

_CONFIRM = fold_words("confirm confirming reconfirm")
_CONFIRMED = fold_words("confirmed")
#: Words before "confirm" that make it the writer's own ("We confirm", "I hereby confirm"; not "Please confirm").
_WE = fold_words("we i hereby")


def confirmed_rates(reader) -> None:
    """Turn the rate-word cue of a sentence confirming goods at the supplier's rates into an accept (module
    docstring). ``reader``: the MessageReader after its clause acts (cues, acts, mentions, figs)."""
    if _CONFIRM.isdisjoint(reader._keys) and _CONFIRMED.isdisjoint(reader._keys) or not reader.mentions:
        return
    named = {reader.clause_of[m.first] for m in reader.mentions}
    figured = {f.clause for f in reader.figs if f.kind != "hint"}
    confirming: dict[int, int] = {}  # clause -> its first word of confirming the writer's own
    for k, t in enumerate(reader.tokens):
        if t.kind == "word" and (t.key in _CONFIRMED or t.key in _CONFIRM and k and reader._word(k - 1) in _WE):
            confirming.setdefault(reader.clause_of[k], k)
    if not confirming:
        return
    other = {c.clause for c in reader.cues if c.kinds - {"ask_quote_weak"}}  # (a sentence that orders or asks)
    for c in reader.cues:
        if c.kinds != {"ask_quote_weak"} or c.clause not in named or c.clause in figured or c.clause in other \
                or confirming.get(c.clause, c.pos) >= c.pos:
            continue
        act = reader.acts.get(c.clause)
        if act is not None and not act.question and not getattr(act, "negative", False):
            c.kinds = frozenset({"accept"})
