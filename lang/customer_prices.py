"""What the shop's own customers pay: "Our customers pay ₹7 per egg", "we sell at ₹28", "our customers will not pay
more than ₹45 at the counter", "ग्राहक ₹45 से ज़्यादा नहीं देंगे", "grahak ₹45 se zyada nahi denge". Such a price is
the counter's, never one offered to the supplier (``lang.roles`` gives it the role "sold_at"). sealed68 had read
"ग्राहक ₹45 से ज़्यादा नहीं देंगे" beside a refused quote as an offer at ₹45, and refused the English.
"""
from __future__ import annotations

from lang.language import fold, fold_words

#: Two words right before a price that make it the shop's selling price.
_PAIRS = {tuple(fold(w) for w in p.split()) for p in ("customers pay", "customer pays", "we sell", "we retail")}
#: The shop's customers.
CUSTOMERS = fold_words("customer customers grahak grahaak ग्राहक gaahak gahak")
#: Words of paying said of them (before or after the price).
_PAY = fold_words("pay pays paying spend spends denge dete deta dega dene देंगे देते देता देगा देने")
#: Words that make the price the supplier's or ours after the customers are named ("customers want it, can you do").
_NOT_THEIRS = fold_words("you your aap aapka aapke apka आप आपका आपके can could do karo kar कर")


def customers_pay(before: list[str], after: list[str]) -> bool:
    """True when a price is what the shop's customers pay: ``before`` the up to six words before it in its sentence
    (folded keys, in order), ``after`` the up to five after it. Either the two words right before it are "customers
    pay"/"we sell", or a customer word stands in ``before`` with a word of paying on either side and no word of the
    supplier or of asking between the customers and the price."""
    if tuple(before[-2:]) in _PAIRS:
        return True
    at = next((k for k in range(len(before) - 1, -1, -1) if before[k] in CUSTOMERS), None)
    if at is None or not _NOT_THEIRS.isdisjoint(before[at + 1:]):
        return False
    return not _PAY.isdisjoint(before[at + 1:]) or not _PAY.isdisjoint(after)


def customers_told(reader) -> None:
    """Empty the price cues (offer, accept; a refusal stands) after the customers in a chunk that tells what the shop's
    customers pay: a customer word, then a word of paying, in the chunk ("kyunki humare grahak counter pe ₹45 se zyada nahi denge": its "se
    zyada nahi" is no offer of ours). ``reader`` is the MessageReader after its clause acts (tokens, chunk_of, cues)."""
    if CUSTOMERS.isdisjoint(reader._keys) or _PAY.isdisjoint(reader._keys):
        return
    told, seen = {}, {}  # chunk -> the position of its first customer word (told: then a word of paying)
    for k, t in enumerate(reader.tokens):
        if t.kind != "word":
            continue
        ch = reader.chunk_of[k]
        if t.key in CUSTOMERS:
            seen.setdefault(ch, k)
        elif t.key in _PAY and ch in seen:
            told.setdefault(ch, seen[ch])
    for c in reader.cues:
        if c.chunk in told and c.pos > told[c.chunk] and c.kinds and c.kinds <= _PRICE_KINDS:
            c.kinds = frozenset()


_PRICE_KINDS = frozenset({"offer", "accept"})
