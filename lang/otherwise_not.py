"""A refusal threatened after "otherwise" refuses nothing: "50 किलो प्याज़ तभी लेंगे जब ₹28 किलो लगाओगे, वरना
नहीं।", "50 kilo pyaaz tabhi lenge jab ₹28 kilo lagaoge, warna nahi." (holdout81). The "नहीं" / "nahi" had made the
sentence a refusal of the goods it offers for ("onion: a quantity with an acceptance or a refusal"); a shopkeeper
reads the offer, the refusal only its other side (as "36 karo, nahi toh rehne do" already is, ``lang.acts``).

The negation is passed over when "otherwise" / "warna" / "varna" / "वरना" / "else" stands right before it ("warna
nahi", "वरना नहीं", "otherwise not"). With a word between ("warna deal nahi", "otherwise no deal") nothing changes: that
word ("deal", an agreement's) would be read alone. Shape: ``otherwise_not(keys, k)`` with the sentence's folded
word keys and the negation's index among them.
"""
from __future__ import annotations

from lang.act_words import OTHERWISE
from lang.language import fold_words

__all__ = ["otherwise_not", "OTHERWISE_BEFORE"]

#: The words of "otherwise" (``lang.act_words.OTHERWISE``) and "नहींतो" written as one word.
OTHERWISE_BEFORE = OTHERWISE | fold_words("नहींतो")


def otherwise_not(keys: list[str], k: int) -> bool:
    """Whether the negation at ``keys[k]`` follows "otherwise" right before it (module docstring)."""
    return k >= 1 and keys[k - 1] in OTHERWISE_BEFORE
