"""A payment told as made "cash on delivery" is made, not to come (session 39, fixer DL, on corpus_holdout140; issue
10). A week's payments listed in a table or a list, one of them paid in cash when the goods came:

    Please find our payments for this week: ⏎ | Bill | Order | Amount | Mode | ⏎ |---|…| ⏎ | B7 | O7 – almonds |
    ₹4,200 | NEFT | ⏎ | B8 | O8 – Parle-G, agarbatti | ₹276 | Cash on delivery |            (holdout140 en-l7049)
    इस हफ़्ते के हमारे भुगतान: ⏎ … ⏎ | B8 | O8 – पारले-जी, अगरबत्ती | ₹276 | डिलीवरी पर नकद |        (hi-l7049)
    Is hafte ke hamare payment: ⏎ … ⏎ | B8 | O8 – Parle-G, agarbatti | ₹276 | Delivery pe cash |   (hl-l7049)

and "We paid B7 by NEFT. B8 was paid in cash on delivery." The reader's take-back look (``lang.take_backs``) read
every "on delivery" / "delivery pe" / "डिलीवरी पर" beside a bill as a payment to come ("we'll pay on delivery") and
dropped B8 from the payments while paying B7: silently, the supplier would chase a bill already paid.

A clause's "on delivery" tells how a payment was made when, with no word of later in the clause (those are read
first, as before: "B8 will be paid on delivery", "B8 ka payment delivery pe kiya jayega"),
- the chunk of the "on delivery" says the bill was paid ("was paid", "de diya", "कर दिया", "चुकाया"), or
- it is a row of a table or a list ("| B8 | … | Cash on delivery |", "- B8: ₹276 cash on delivery") naming a bill,
  under a heading (the nearest clause before the rows that is no row) that tells payments with no word of later
  ("Please find our payments for this week:", "इस हफ़्ते के हमारे भुगतान:"; not "We will pay these:").
"Paid B7 by NEFT and B8 cash on delivery." (one clause, the "on delivery" B8's own) and "Payment on delivery as
usual." read as before.

Shape: ``cod_paid(reader)``, run from ``lang.bills_kept`` after the clause acts, sets ``reader.cod_paid_clauses`` (the
clauses whose "on delivery" is the way a payment was made), which ``lang.take_backs`` reads. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["cod_paid"]

#: Words of delivery, and the words that make it a time ("on delivery", "delivery pe", "डिलीवरी पर").
_DELIVERY = fold_words("delivery receipt arrival डिलीवरी")
_ON = fold_words("on upon after pe par पर")
#: Words that say a payment was made ("paid", "de diya", "कर दिया", "चुकाया").
_DONE = fold_words("paid diya diye दिया दिए दिये chukaya chukaaya चुकाया chukta चुकता cleared settled")
#: Words of payments, for a heading the reader took no payment cue from ("इस हफ़्ते के हमारे भुगतान:").
_PAY = fold_words("payment payments paid bhugtan भुगतान पेमेंट cleared settled")
#: Marks that open a row of a table or a list.
_ROW = frozenset("|-*•")


def _on_delivery(words: list[str]) -> bool:
    """Whether the folded words hold "on delivery" / "delivery pe" / "डिलीवरी पर"."""
    return any(w in _DELIVERY and (k and words[k - 1] in _ON or k + 1 < len(words) and words[k + 1] in _ON)
               for k, w in enumerate(words))


def cod_paid(reader) -> None:
    """Set ``reader.cod_paid_clauses`` (module docstring); ``reader``: the MessageReader after its clause acts.
    "| B8 | ₹276 | Cash on delivery |" under "Please find our payments for this week:" → B8's row's clause;
    "B8 was paid in cash on delivery." → its clause; "We'll pay B8 on delivery." → none."""
    reader.cod_paid_clauses = set()
    if _DELIVERY.isdisjoint(reader._keys) or not reader.bill_ids:
        return
    toks = reader.tokens
    words_of: dict[int, list[str]] = {}
    chunk_words: dict[int, list[str]] = {}
    for k, t in enumerate(toks):
        if t.kind == "word":
            words_of.setdefault(reader.clause_of[k], []).append(t.key)
            chunk_words.setdefault(reader.chunk_of[k], []).append(t.key)
    paid_at = {c.clause for c in reader.cues if "pay" in c.kinds}
    for clause in sorted({reader.clause_of[p] for p, _ in reader.bill_ids}):
        words = words_of.get(clause, [])
        if not _on_delivery(words):
            continue
        lo, hi = reader.clause_span[clause]
        for chunk in sorted({reader.chunk_of[k] for k in range(lo, hi)}):
            mine = chunk_words.get(chunk, [])
            if _on_delivery(mine) and not _DONE.isdisjoint(mine):  # "B8 was paid in cash on delivery"
                reader.cod_paid_clauses.add(clause)
        if clause in reader.cod_paid_clauses or not _row(reader, clause):
            continue
        head = clause - 1  # the heading of the rows: the nearest clause before them that is no row
        while head >= 0 and (_row(reader, head) or not words_of.get(head)):
            head -= 1
        if head >= 0 and (head in paid_at or not _PAY.isdisjoint(words_of[head])) and not reader._later(head):
            reader.cod_paid_clauses.add(clause)


def _row(reader, clause: int) -> bool:
    """Whether the clause is a row of a table or a list: its first token a mark of ``_ROW``."""
    lo, hi = reader.clause_span[clause]
    first = next((reader.tokens[k] for k in range(lo, hi) if reader.tokens[k].kind != "nl"), None)
    return first is not None and first.kind == "sym" and first.text in _ROW
