"""Bills said to be still unpaid beside bills paid: "B9 paid; B10 pending", "B9 paid, B10 still due", "B9 ka payment ho
gaya, B10 baaki hai", "B9 का पेमेंट हो गया, B10 बाकी है". B10 had been paid with B9 (breaker AI, silently), and the
Hindi "बाकी" had been read as B9's balance left for later (refused as a part payment).

``pending_at`` gives the positions of such bill ids: a word of being unpaid at most three words after the id in its
sentence ("pending", "due", "outstanding", "unpaid", "baaki", "बाकी", "बकाया", "remaining"), not one that names the
money paid ("Paid B10 pending amount ₹500": the pending amount is what is paid) or follows "ka"/"का"/"of" ("B650 का
बाकी … भेज दिया": the balance of B650, paid).
"""
from __future__ import annotations

from lang.language import fold_words

#: Words that say a bill is not paid yet.
PENDING = fold_words("pending due outstanding unpaid baaki baki bakaya बाकी बाक़ी बकाया remaining overdue")
#: Words after a pending word that make it the money paid ("pending amount", "baaki raqam").
_MONEY = fold_words("amount amt balance dues payment rakam raqam rashi राशि रकम रक़म paisa paise पैसा पैसे")
_STOPS = (".", "?", "!", "।", ";", ",")
_OF = fold_words("ka ki ke का की के of")
_NOT = fold_words("nahi nahin नहीं नही not")


def pending_at(reader) -> set[int]:
    """Token positions of the bill ids said to be still unpaid (module docstring); ``reader`` is the MessageReader
    (tokens, bill_ids as (position, id)). Empty when the message has no word of being unpaid (one set lookup)."""
    if PENDING.isdisjoint(reader._keys) or len({i for _, i in reader.bill_ids}) < 2:
        return set()
    toks, n, out = reader.tokens, len(reader.tokens), set()
    starts = {p for p, _ in reader.bill_ids}
    for p, _ in reader.bill_ids:
        k, seen = p + 1, 0
        while k < n and seen < 4 and not (toks[k].kind == "sym" and toks[k].text in _STOPS) and \
                (k == p + 1 or k not in starts):
            if toks[k].kind == "word":
                seen += 1
                if toks[k].key in _OF:
                    break  # "B650 का बाकी और B651 पूरा भेज दिया": the balance of B650, paid
                if toks[k].key in PENDING:
                    nxt = next((toks[j].key for j in range(k + 1, min(n, k + 3)) if toks[j].kind == "word"), "")
                    if nxt not in _MONEY and nxt not in _NOT:  # ("B7 pe kuch baaki nahi": nothing left)
                        out.add(p)
                    break
            k += 1
    return out
