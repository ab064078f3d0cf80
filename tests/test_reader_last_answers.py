"""The reader's last-answer memos (``lang.list_numbers``, ``lang.token_at``) and the credit limit's word gate
(``lang.credit_limit``), kept for speed: each gives what working it out again gives, also when the list asked about
has changed since."""
from __future__ import annotations

from lang.credit_limit import credit_limit_numbers
from lang.language import normalize, tokenize
from lang.list_numbers import _list_numbers, list_numbers
from lang.token_at import words_and_syms


def _toks(text: str) -> list:
    return tokenize(normalize(text))


def test_list_numbers_asked_again_of_the_same_list_is_the_same_and_a_new_set():
    toks = _toks("Order: 1. Rice - 50 kg 2. Moong dal - 15 kg")
    first = list_numbers(toks)
    assert first == {2, 8}  # the list's "1." and "2."
    first.add(99)  # the caller may change its answer: the next answer is not that set
    again = list_numbers(toks)
    assert again == {2, 8} and again is not first


def test_list_numbers_of_a_list_changed_since_is_worked_out_again():
    toks = _toks("Order: 1. Rice - 50 kg 2. Moong dal - 15 kg")
    assert list_numbers(toks) == {2, 8}
    toks[8:] = _toks("Moong dal 15 kg")  # the same list object, other tokens
    assert list_numbers(toks) == _list_numbers(toks) == set()
    other = _toks("PO dated 12/11/2026: 1. Rice 2. Sugar")
    assert list_numbers(other) == {6, 8, 11}  # the date's year, then the list's numbers


def test_words_and_syms_asked_again_is_the_same_answer_and_follows_a_changed_list():
    toks = _toks("Send 5 kg rice.")
    words, syms, word, sym = words_and_syms(toks)
    assert words == ["send", "", "kg", "rice", ""] and syms == ["", "", "", "", "."]
    assert word(3) == "rice" and sym(4) == "." and word(-1) == "" and sym(9) == ""
    assert words_and_syms(toks)[0] is words  # the same list: shared, read only
    toks.append(tokenize("?")[0])
    words2, syms2, _, sym2 = words_and_syms(toks)
    assert syms2[-1] == "?" and sym2(5) == "?" and len(words2) == 6


def test_credit_limit_needs_both_words():
    assert credit_limit_numbers(_toks("our credit limit with you is ₹30,000. Send 5 kg rice")) == {7}
    assert credit_limit_numbers(_toks("₹30,000 limit pe 5 bori")) == set()  # "limit" alone
    assert credit_limit_numbers(_toks("₹500 credit for the torn packets")) == set()  # "credit" alone
    assert credit_limit_numbers(_toks("क्रेडिट लिमिट ₹30,000 से बढ़ाकर ₹40,000")) == {3, 7}
