"""lang.case_hints: the word test that spares a case-insensitive search never says "cannot" when it can match."""
from __future__ import annotations

import re
import string

from lang.case_hints import ODD_CASE, may_hold
from lang.clean import _SIGN_OFF, _SIGN_OFF_WORDS, _WROTE_HINT, _WROTE_HINT_WORDS, strip_quoted


def test_odd_case_is_every_code_point_ignorecase_matches_to_an_ascii_letter_besides_the_letters():
    letter = re.compile(r"(?i)[a-z]")
    found = {chr(c) for c in range(0x110000) if letter.fullmatch(chr(c))}
    assert found == set(string.ascii_letters) | ODD_CASE | {"\u212a"}  # the Kelvin sign too
    lowered = {c: c.lower() for c in found - ODD_CASE}  # each others' lowercase is the very letter it matches
    assert all(len(low) == 1 and low in string.ascii_lowercase and re.fullmatch(f"(?i){low}", c)
               for c, low in lowered.items())
    assert lowered["\u212a"] == "k"
    assert all(c.lower() not in string.ascii_lowercase for c in ODD_CASE)  # str.lower misses each of these


def test_may_hold_is_false_only_without_the_words_in_any_case():
    assert may_hold("Thanks & REGARDS,\nRamesh", _SIGN_OFF_WORDS)
    assert may_hold("As you Wrote: ₹40", _WROTE_HINT_WORDS)
    assert may_hold("आपने लिखा था: ₹40", _WROTE_HINT_WORDS)
    assert not may_hold("Send 10 kg rice at ₹40/kg.", _WROTE_HINT_WORDS)
    assert not may_hold("चावल 10 किलो भेजिए", _SIGN_OFF_WORDS)
    assert may_hold("You ſaid ₹40", _WROTE_HINT_WORDS)  # long s: the search matches "ſaid" as "said"
    assert _WROTE_HINT.search("You ſaid ₹40") is not None
    assert may_hold("Best regardſ", _SIGN_OFF_WORDS) and _SIGN_OFF.search("x\nBest regardſ") is not None


def test_the_searches_spared_are_ones_that_find_nothing():
    texts = ["Rice ₹40. Kind regards,\nRamesh", "You said ₹40 \"Rice ₹40\" ok", "SINCERELY", "sent from my phone",
             "Send 20 kg sugar", "-- \nRamesh", "—", "Yours truly", "LİKHA tha", "KAHA", "Cheers!", "no hint here"]
    for text in texts:
        if _WROTE_HINT.search(text):
            assert may_hold(text, _WROTE_HINT_WORDS), text
        if _SIGN_OFF.search(text):
            assert may_hold(text, _SIGN_OFF_WORDS), text
    assert strip_quoted("Send 20 kg sugar.\nKind regards,\nRamesh") == "Send 20 kg sugar.\n"


def test_language_letter_classes_are_complements_and_devanagari_is_never_ascii():
    """``lang.language.language_of`` counts letters by removing their complements, and skips the Devanagari count
    for ASCII text or text the Devanagari search finds nothing in: both rest on these, for every code point."""
    from lang.language import _DEVA_CHARS, _NOT_DEVA_CHARS, _NOT_OTHER_LETTERS, _OTHER_LETTERS, detect_language
    for c in map(chr, range(0x110000)):
        assert bool(_OTHER_LETTERS.match(c)) != bool(_NOT_OTHER_LETTERS.match(c)), hex(ord(c))
        assert bool(_DEVA_CHARS.match(c)) != bool(_NOT_DEVA_CHARS.match(c)), hex(ord(c))
    assert not any(_DEVA_CHARS.match(chr(c)) for c in range(128))
    assert detect_language("चावल 10 kg भेजिए please") == "hi"
    assert detect_language("Send 10 kg chawal, bhaiya") == "hinglish"
    assert detect_language("₹40 / 10 kg") == "en"
    assert detect_language("10 ₹") == "en"
