"""A subject line that cancels an order, over a body that cancels goods from it: the subject is the body's heading,
not a cancel of the whole order beside the cut ("Subject: Cancel O18" over "Please cancel O18 — the 10 packets of
Amul butter.", "Subject: O18 रद्द" over "कृपया O18 रद्द कर दीजिए — अमूल मक्खन के 10 पैकेट।", "Subject: O18 cancel"
over "Kripya O18 cancel kar dijiye — Amul makkhan ke 10 packet." — holdout125 j8040, written as a tool call's JSON
whose "subject" ``lang.json_mail`` heads with "Subject:"; the two had been refused as a whole cancel narrowed). A
subject at the top of a plain e-mail is read apart before this (``lang.subject_line``); this is the one inside the
text.

Shape: ``subject_cancels(reader, out)``: ``out`` (the intents read) loses, in place, each whole cancel of an order
said only in a line opening "Subject:" / "Sub:" / "विषय:" when another cancel cuts goods from the same order.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["subject_cancels"]

_SUBJECT = fold_words("subject sub vishay विषय re")


def subject_cancels(reader, out: list) -> None:
    """Drop from ``out`` (in place) the whole cancels said in a subject line over a cut of the same order (module
    docstring). ``reader``: the MessageReader (cues, tokens, clause_span). "Subject: Cancel O18 ⏎ Please cancel O18
    — the 10 packets of Amul butter." → the butter cut only; "Cancel O18. Actually, cancel only the butter." is
    left (refused by ``lang.cancels_apart``)."""
    cut = {i.order_id for i in out if i.kind == "cancel" and i.sku and i.order_id}
    if not cut or _SUBJECT.isdisjoint(reader._keys):
        return
    headed = set()
    for c in reader.cues:
        if "cancel" not in c.kinds:
            continue
        lo, hi = reader.clause_span[c.clause]
        words = [k for k in range(lo, hi) if reader.tokens[k].kind == "word"]
        if words and reader.tokens[words[0]].key in _SUBJECT and words[0] + 1 < hi and \
                reader.tokens[words[0] + 1].text == ":":
            headed.update(i for p, i in reader.order_ids if lo <= p < hi)
    drop = headed & cut
    if drop:
        out[:] = [i for i in out if not (i.kind == "cancel" and i.sku is None and i.order_id in drop)]
