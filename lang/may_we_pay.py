"""A payment asked leave for: "Can we pay B12 by cheque?", "Can we pay B12 in two parts, half now and half on the
10th?", "Is it fine to pay B12 in cash?", "Can I clear B12 on the 5th?", "How should we pay B12 — UPI or NEFT?". The
shop asks how or when it may pay; nothing is paid and no bill is asked for. A payment word in a question had been
read as a question about the bill (``ask_bill`` of B12: the desk would send the bill again and answer nothing,
silently; probes of fixer AH, session 32 — "B3 ka payment ho gaya kya?" asks after the bill and stays so).

``may_we_pay`` refuses it (``ambiguous_intent.pay_later``: a payment for later is no payment now; nothing is paid —
when you pay, write "Paying B12 ₹ amount") when a question's sentence (a "?" or a question act) holds a word of
paying and, before it, a word of leave said of ourselves ("can we", "could I", "may we", "shall we", "should we",
"how do we") or "ok/fine/alright to" right before it. "Can you confirm B12 is paid?" (asked of the supplier) and
"Paid B12. Can we get the bill for O7?" (the question holds no payment word) read as before. In Hindi "क्या B12 चेक
से दे सकते हैं?" and "B12 kal de sakte hain kya?" were refused already (no item).

Shape: ``may_we_pay(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["may_we_pay"]

#: Words of leave a question is asked with ("can we", "may I", "shall we", "should we").
_MODAL = fold_words("can could may might shall should")
#: Ourselves, right after the word of leave ("can we", "may I"; not "can you").
_US = fold_words("we i")
#: "How" before ourselves: "how do we pay", "how should we pay".
_HOW = fold_words("how")
_DO = fold_words("do should can shall")
#: "ok/fine/alright to" right before the payment word: "Is it fine to pay B12 in cash?"
_OK = fold_words("ok okay fine alright possible acceptable")
_TO = fold_words("to")
#: Words of paying said with no payment cue of their own ("clear B12", "settle B12").
_PAYING = fold_words("pay clear settle remit transfer")


def may_we_pay(reader) -> None:
    """Set ``reader.refused_why`` for a payment asked leave for (module docstring). ``reader``: the MessageReader
    after its clause acts. Examples: "Can we pay B12 by cheque?" and "Is it fine to pay B12 in cash?" are refused
    (``ambiguous_intent.pay_later``); "Can you confirm B12 is paid?" and "B3 ka payment ho gaya kya?" read as before."""
    if getattr(reader, "refused_why", None) or _MODAL.isdisjoint(reader._keys) and _OK.isdisjoint(reader._keys):
        return
    ids = [ident for _, ident in reader.bill_ids + reader.order_ids]
    first: dict[int, int] = {}
    for c in reader.cues:
        if "pay" in c.kinds:
            first[c.clause] = min(first.get(c.clause, c.pos), c.pos)
    if not _PAYING.isdisjoint(reader._keys):  # "Can I clear B12 on the 5th?": no payment cue, a bill named
        for p, _ in reader.bill_ids + reader.order_ids:
            clause = reader.clause_of[p]
            lo, hi = reader.clause_span[clause]
            at = next((k for k in range(lo, hi) if reader._word(k) in _PAYING), None)
            if at is not None:
                first[clause] = min(first.get(clause, at), at)
    for clause, cue in sorted(first.items()):
        lo, hi = reader.clause_span[clause]
        act = reader.acts.get(clause)
        if not (act is not None and act.question or any(reader._sym(k) == "?" for k in range(lo, min(reader.n, hi + 1)))):
            continue
        words = [reader._word(k) for k in range(lo, cue) if reader.tokens[k].kind == "word"]
        leave = any(w in _MODAL and words[n + 1] in _US for n, w in enumerate(words[:-1])) or any(
            w in _HOW and words[n + 1] in _DO and n + 2 < len(words) and words[n + 2] in _US
            for n, w in enumerate(words[:-2])) or len(words) >= 2 and words[-1] in _TO and words[-2] in _OK
        if leave:
            reader.refused_why = why("ambiguous_intent.pay_later", text=reader._clause_text(clause),
                                     id=ids[0] if ids else "B?")
            return
