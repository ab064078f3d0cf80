"""A rate asked sent "too": "25 किलो मसूर दाल का अपना भाव भी भेजिए", "25 kg masoor dal ka apna rate bhi bhejiye",
"send your rate also" — the shop asks the price, it orders nothing.

"भाव भेजिए" / "rate bhejiye" is a rate asked (``lang.cues``), but with "भी" / "bhi" / "also" between the rate word and
the send word the phrase was not found, and the send word alone ordered the 25 kg (holdout117 q8037: read as an order
of 25 kg masoor, silently in Hindi; the second opinion refused the Hinglish). ``rate_also_sent(reader)``
(``lang.after_acts``) makes such an order cue a rate asked: a send word right after "bhi"/"भी"/"also"/"too" right after
a rate word ("भाव", "rate", "price", "quote", "दाम"), or "also send your rate(s)" (the send word, then "your"/"apna"
and a rate word).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import SEND_WORDS

__all__ = ["rate_also_sent"]

#: Words naming the supplier's rate ("भाव", "rate", "quote").
_RATE = fold_words("rate rates price prices quote quotation bhav bhaav भाव दाम daam रेट")
#: "also" / "bhi" / "भी" between the rate word and the send word.
_ALSO = fold_words("also too bhi भी")
#: "your" / "apna" between a send word and the rate word after it ("send your rate also").
_YOUR = fold_words("your apna apne aapka aapke आपका आपके अपना अपने")


def rate_also_sent(reader) -> None:
    """Make the order cues of ``reader`` that send a rate "too" (module docstring) rate questions, in place."""
    for c in reader.cues:
        if c.kinds != {"order"} or reader._word(c.pos) not in SEND_WORDS:
            continue
        before = reader._word(c.pos - 1) in _ALSO and reader._word(c.pos - 2) in _RATE
        after = reader._word(c.end) in _YOUR and reader._word(c.end + 1) in _RATE and reader._word(c.end + 2) in _ALSO
        if before or after:
            c.kinds = frozenset({"ask_quote"})
