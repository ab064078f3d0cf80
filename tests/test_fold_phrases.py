"""``lang.language.fold_phrases`` (the cue table's keys, a chunk at a time) gives each phrase's ``fold_phrase``."""
from __future__ import annotations

from lang.cues import CUES
from lang.language import fold_phrase, fold_phrases


def _one_at_a_time(tables: dict[str, str]) -> list[tuple[str, tuple[str, ...]]]:
    return [(name, fold_phrase(phrase.replace("\n", " ").strip())) for name, text in tables.items()
            for phrase in text.split("|")]


def test_every_cue_phrase_has_its_fold_phrase_keys_in_order():
    assert list(fold_phrases(CUES)) == _one_at_a_time(CUES)


def test_symbols_digits_scripts_and_blank_phrases_split_alike():
    tables = {"a": "don't|  ₹40/kg, 2.5 kilo|चावल भेज दीजिए\nplease|| – |Ghee-wala 1e3 x\u0301y",
              "b": "", "c": "रुपये|rupaye|rupaiye 10,000|sirf. only!|\tab\tc  "}
    assert list(fold_phrases(tables)) == _one_at_a_time(tables)
    assert ("a", ()) in list(fold_phrases(tables)) and ("b", ()) in list(fold_phrases(tables))
