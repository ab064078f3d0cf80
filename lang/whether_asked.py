"""A question asked as "tell us whether …" / "… or not": "Please also confirm whether O39 has left your godown", "साथ
ही बताएं कि ऑर्डर O65 (घी) निकल गया है या नहीं।", "Saath hi batayein ki O33 (ghee wala) nikla ya nahi.", "कृपया बताइए
कि O185 वाले अंडे शनिवार सुबह 9 बजे से पहले पहुंच जाएंगे या नहीं।" — a question with no "?": the clause stage
(``lang.acts``) had read it as a statement, and the "nahi" of "ya nahi" (or not) as a refusal ("reject ghee").

- ``told_whether(keys)``: the clause's word keys hold a word asking to be told ("tell", "confirm", "batayein",
  "बताइए") followed by "whether" / "if", or end in "ya nahi" / "या नहीं" / "ki nahi" / "कि नहीं" / "or not": a
  question (as ``lang.acts``' "let us know when …").
- ``or_not(keys, k)``: the negation at ``keys[k]`` is the "not" of "or not" / "ya nahi" closing its clause — it
  asks, it refuses nothing.
- ``will_of_ours(keys)``: the clause opens "Will" and a verb the writer does ("Will confirm the order once rates
  come.", "Will send the payment Monday.", "Will revert on the oil"): the writer's own promise with its subject left
  out, no "Will …?" question (corpus_probes52_ta en-s3001: "once rates come" had asked after a delivery). A "?"
  still asks (``lang.acts``).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["told_whether", "or_not", "will_of_ours"]

#: Words asking to be told (``lang.acts``' words of "let us know when", and more spellings of "batayein").
_TELL = fold_words("know tell inform confirm update advise bataiye batao bataen bataye batayein bataen batayen batana "
                   "बताइए बताएं बताएँ बताओ बताये बताना")
#: "whether" / "if" after a word asking to be told.
_WHETHER = fold_words("whether if")
#: "ya" / "या" / "ki" / "कि" / "or" before a closing "nahi" / "नहीं" / "not".
_OR = fold_words("ya या ki कि or")
_NOT = fold_words("nahi nahin नहीं नही not")


def or_not(keys: list[str], k: int) -> bool:
    """``keys[k]`` is the "not" of "or not" / "ya nahi" / "या नहीं" closing the clause (``keys``: its word keys)."""
    return k == len(keys) - 1 and k > 1 and keys[k] in _NOT and keys[k - 1] in _OR


def told_whether(keys: list[str]) -> bool:
    """The clause (``keys``: its word keys) asks to be told whether something is so (module docstring)."""
    if _TELL.isdisjoint(keys):
        return False  # (speed: no word asking to be told; the same answer as the scan below)
    tell = next((k for k, key in enumerate(keys) if key in _TELL), None)
    if tell is None:
        return False
    return any(key in _WHETHER for key in keys[tell + 1:]) or or_not(keys, len(keys) - 1)



#: "Will" opening a clause, then a verb the writer does (the subject "we" left out).
_WILL = fold_words("will")
_OURS = fold_words("confirm send share inform revert update pay check call place transfer book order let get clear "
                   "finalise finalize decide")


def will_of_ours(keys: list[str]) -> bool:
    """The clause (``keys``: its word keys) opens with "Will" and a verb of the writer's (module docstring)."""
    return len(keys) > 1 and keys[0] in _WILL and keys[1] in _OURS
