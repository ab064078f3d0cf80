"""The shop's credit limit told beside what it asks is no figure of goods or money asked (part of stage 4a,
``lang.figures``, through ``lang.list_numbers``; fixer CJ of the thirty-sixth session, on the sealed sets 127 and 128,
where the limit was asked back, "what is ₹30,000 for?", of a message asking a bill's balance or placing an order):

- "Agarwal ji, our credit limit with you is ₹30,000 and I think we are close to it. How much is still outstanding on
  B3?", "आपके यहाँ हमारी credit limit ₹30,000 है … B3 का कितना outstanding बाक़ी है?", "hamari credit limit ₹30,000
  hai …" — an amount with the limit's words right before it (at most three words between: "with you is", "hai",
  "of", "from", a colon);
- "could you kindly consider raising our credit limit from ₹30,000 to ₹40,000? Meanwhile, please send 5 kg of chana
  dal …", "क्रेडिट लिमिट ₹30,000 से बढ़ाकर ₹40,000", "credit limit ₹30,000 se badhaakar ₹40,000" — the new limit
  asked, joined to the old by "to", "से बढ़ाकर", "se badhaakar", "tak";
- "our outstanding had crossed the ₹25,000 credit limit", "₹25,000 की उधार सीमा पार हो गई है", "₹25,000 ki credit
  limit" — the limit's words right after the amount ("की" / "ki" between).

The limit is two words together: "credit limit", "क्रेडिट लिमिट", "उधार सीमा", "udhaar seema", "udhaar limit". A
limit is no price and no payment: a shopkeeper reads the rest of the message as if it were not there ("₹40,000 की
उधार सीमा पार हो गई है, इसलिए B7 का भुगतान आज कर दिया" pays B7, not ₹40,000 of it, as the reader had read, silently).
A number with a unit after it ("20 kilo") is never a limit; "limit" alone ("₹30,000 limit pe 5 bori") or "credit"
alone ("₹500 credit for the torn packets") is no credit limit. (Our balance told beside an order naming no bill is
``lang.balance_told``'s.)

``credit_limit_numbers(tokens)`` returns the token indices (shapes as ``lang.language.tokenize``) of such amounts.
Linear: each number looks at a few tokens either side.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from lang.language import fold_words
from lang.token_at import words_and_syms
from lang.units import UNIT_WORDS

__all__ = ["credit_limit_numbers"]

#: The credit of a credit limit ("credit", "udhaar", "उधार", "क्रेडिट").
_CREDIT = fold_words("credit क्रेडिट udhaar udhar उधार")
#: The limit of a credit limit.
_LIMIT = fold_words("limit लिमिट seema sima सीमा")
#: Words that may stand between the limit and its amount ("with you is", "hai", "of", "from").
_BETWEEN = fold_words("is of from with you at stands was now hai है tha था abhi अभी")
#: "की" / "ki" between an amount and the limit after it.
_KI = fold_words("ka ki ke का की के")
#: Words joining the old limit to the new one asked ("from ₹30,000 to ₹40,000", "₹30,000 से बढ़ाकर ₹40,000").
_RAISED = fold_words("to se से badhaakar badhakar badha badhake बढ़ाकर बढ़ा बढ़ाके tak तक")


def _before(at, k: int) -> int:
    """The token before the amount starting at ``k``, past its ₹ / Rs / a colon (``at``: ``_At`` below)."""
    k -= 1
    while k >= 0 and (at.sym(k) in ("₹", ":") or at.word(k) in ("rs", "inr") or at.sym(k) == "." and at.word(
            k - 1) == "rs"):
        k -= 1
    return k


def _limit_before(at, k: int) -> bool:
    k = _before(at, k)
    for _ in range(4):  # at most three words between
        if at.word(k) in _LIMIT and at.word(k - 1) in _CREDIT:
            return True
        if at.word(k) not in _BETWEEN:
            return False
        k -= 1
    return False


def _limit_after(at, end: int) -> bool:
    k = end + (at.word(end) in _KI)
    return at.word(k) in _CREDIT and at.word(k + 1) in _LIMIT


def _raised_from_limit(at, tokens: list, k: int) -> bool:
    """The amount at ``k`` follows a limit's amount and "to" / "से बढ़ाकर" ("from ₹30,000 to ₹40,000")."""
    j, joined = _before(at, k), 0
    while joined < 2 and at.word(j) in _RAISED:
        j, joined = j - 1, joined + 1
    if not joined or not (0 <= j < len(tokens)) or tokens[j].kind != "num":
        return False
    return _limit_before(at, j)


class _At(NamedTuple):
    """A text's word key and symbol text by position ("" for another token, or outside the text):
    ``lang.token_at.words_and_syms``'s look-ups."""
    word: Callable[[int], str]
    sym: Callable[[int], str]


def credit_limit_numbers(tokens: list) -> set[int]:
    """Token indices of the numbers in ``tokens`` that are the shop's credit limit, old or asked (module docstring).
    One pass over the tokens; none when the message has no word of credit or none of a limit (every rule needs both:
    "credit limit" before or after the amount, or before the old amount of a raise), which most have not."""
    keys = {t.key for t in tokens}  # ("" for a token that is no word: in neither table)
    if _LIMIT.isdisjoint(keys) or _CREDIT.isdisjoint(keys):
        return set()
    at = _At(*words_and_syms(tokens)[2:])
    return {i for i, t in enumerate(tokens) if t.kind == "num" and at.word(i + 1) not in UNIT_WORDS and (
        _limit_before(at, i) or _limit_after(at, i + 1) or _raised_from_limit(at, tokens, i))}
