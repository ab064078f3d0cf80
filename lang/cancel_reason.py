"""A count in a cancel's reason is told, not cut (part of reading, ``lang.verify``): "Please cancel order O3, we
ordered 50 kg by mistake.", "Cancel order O9, last time 12 packets came damaged.", "ऑर्डर O7 रद्द कर दीजिए, 20 पैकेट
दो बार आ गए।", "Order O7 cancel kar do, 20 packet do baar aa gaye." The whole order is cancelled; the count says why.
``lang.verify`` refuses a count with no goods in a cancel's sentence as a part cut of unnamed goods ("Cancel the 10 kg
from O-63": "10 kg of what?"), which here misled (a researcher's trial, session 50: the model would add goods to a
cancel; ``no_item.of_what`` "50 kg of what?").

``reason_count(reader, fig)`` is true when the count stands in a chunk (after ",", ";", "—", "aur") of its sentence
after every cancel word's, and the sentence from that chunk on tells the past ("20 पैकेट दो | बार आ गए": a verb's
break inside the reason): a word of ordering before, goods come or a report
("ordered", "mangwa", "came", "aa gaye", "arrived", "received", "मँगवा", "आ गए") or a marker of time past ("last
time", "pichhli baar", "पिछली बार"; not "the", which is also Hinglish "were": "Please cancel O13, the 3 cases." is the
count of the goods cancelled, "3 cases of what?"), with no word of cutting ("from", "out of", "se", "में से", "kam", "less",
"reduce"). "Cancel 10 kg from O5, it came late" keeps its refusal (the count is in the cancel's chunk).
Shape: ``reason_count(reader, fig) -> bool``; linear in the chunk's tokens.
"""
from __future__ import annotations

from lang.acts import ORDERED_BEFORE, PAST_REPORTS
from lang.language import fold_words

__all__ = ["reason_count"]

_CAME = fold_words("came come arrived reached aaya aaye aayi aa aaye आया आए आये आई आ pahuncha pahunche पहुँचा पहुँचे "
                   "damaged kharab ख़राब खराब twice mistake galti गलती ग़लती")
_BEFORE = fold_words("last yesterday earlier ago already previously pichhli pichli pichhle pichle पिछली पिछले pehle पहले")
_CUT = fold_words("from out se से kam कम less reduce cut ghata घटा")


def reason_count(reader, fig) -> bool:
    """Whether the count ``fig`` (a ``_Fig`` in a cancel's sentence) is its reason's (module docstring)."""
    chunk = reader.chunk_of[fig.pos]
    cancel_chunks = {c.chunk for c in reader.cues if "cancel" in c.kinds and c.clause == fig.clause}
    if not cancel_chunks or chunk in cancel_chunks:
        return False
    lo, hi = reader.clause_span[fig.clause]
    if any(chunk < c for c in cancel_chunks):
        return False  # (the reason first, then the cancel: "50 kg by mistake, cancel O3" is left as it was)
    keys = {reader.tokens[k].key for k in range(lo, hi) if reader.chunk_of[k] >= chunk and reader.tokens[k].kind == "word"}
    told = keys & (ORDERED_BEFORE | PAST_REPORTS | _CAME | _BEFORE)
    return bool(told) and not keys & _CUT
