"""An order's id cited only as where a rate was had before (session 55, helper ID: holdouts 181 and 188): "Sugar at
₹43 is not — we will pay ₹42, as on O1.", "चीनी ₹43 नहीं — हम ₹42 ही देंगे, जैसे O1 में।", "Cheeni ₹43 nahi — ₹42
hi denge, jaise O1 me tha.", "| Jaggery | ~~₹62~~ | **₹60**, as on O3 |", "Cycle agarbatti – 40 packets, rate as in
O4", "रेट O4 वाला", "rate O4 wala". Each had been refused "what about O1?": nothing is asked of O1, it is the
shopkeeper's proof of the rate. A shopkeeper reads the rest and leaves O1 alone. So too a sentence that only labels
the order the message is about, beside a bill acted on ("In B3 mustard oil charged for 24 litre but only 1 peti came
… Please check and correct. Order ref O3.": holdout189 a4031, refused "O3 is named in another request"): read without
it, when the rest only disputes, pays or asks for bills (beside goods ordered, "Ref: O3" may add them to O3: refused).

``rate_cited_read(text, reading, read, catalogue)`` takes a reading refused ``ambiguous_intent.id`` for an order id, finds that
id named once in the message, in one of the citing phrases ("as on O1", "as in O1", "as per O1", "same as O1", "जैसे O1 में", "jaise O1 me (tha)", "rate O4 wala", "O4 वाले रेट पर"), with a ₹ figure or a word of rate in
the same line, and reads the message again without that phrase. The new reading is kept when it is readable and
carries no intent on that id and no goods without a price whose line tells one (a price the reader lost,
which the refusal had kept from the desk). Otherwise the refusal stands: the id named elsewhere too ("as on O1. Also cancel O1"),
a citing phrase with no rate beside it ("send it as in O4": the goods of O4 again?).

Shape: ``rate_cited_read(text, reading, read, catalogue=None)`` → Reading; ``read``: text → Reading. Bounded regular expressions and
at most one reading again.
"""
from __future__ import annotations

import re

from lang.language import normalize
from lang.refused_order_id import refused_order_id

__all__ = ["rate_cited_read"]

_RATE = r"(?:rates?|prices?|bhav|bhaav|daam|रेट|भाव|दाम)"
_WALA = r"(?:wala|wale|wali|vala|vale|वाला|वाले|वाली)"
_ON = r"(?:pe|par|pr|पर|पे)"
_IN = r"(?:me|mein|mai|main|में|मे)"
_WAS = r"(?:\s+(?:tha|thi|the|था|थी|थे))?"
_ORDER = r"(?:(?:our\s+|the\s+|order\s+|hamara\s+order\s+|ऑर्डर\s+)?)"


def _cites(ident: str) -> re.Pattern:
    """The citing phrases of ``ident``, with the comma or dash before them."""
    i = re.escape(ident)
    return re.compile(
        r"[\s,;–—-]*(?:"
        rf"(?:(?:at\s+the\s+)?{_RATE}\s+)?(?:as\s+(?:on|in|per)|same\s+as(?:\s+(?:on|in))?)"
        rf"\s+{_ORDER}{i}"
        rf"|(?:{_RATE}\s+)?(?:jaise|jaisa|jaisi|जैसे|जैसा|जैसी)\s+{_ORDER}{i}\s+{_IN}{_WAS}"
        rf"|{_RATE}\s+{i}\s+{_WALA}"
        rf"|{i}\s+{_WALA}\s+{_RATE}(?:\s+{_ON})?"
        rf"|{i}\s+(?:ke|की|के|ki)\s+{_RATE}\s+{_ON}"
        r")(?![\w])", re.IGNORECASE)


#: The refusals read again: the id left unplaced, or (for a label only) said to be named in another request.
_KEYS = frozenset(("ambiguous_intent.id", "ambiguous_intent.id_elsewhere"))
_BILL_ACTS = frozenset(("dispute", "pay", "ask_bill"))
#: A sentence that only labels the order the message is about ("Order ref O3.", "Ref: O3", "ऑर्डर ref O3।",
#: "ऑर्डर संदर्भ: O3").
_REF_LABEL = re.compile(r"(?:^|(?<=[.।!?\n]))[ \t]*(?:order|ऑर्डर)?\s*(?:ref|ref\.|reference|संदर्भ)\s*[:.\-–]?\s*"
                        r"(?:no\.?\s*|number\s*|नं\.?\s*)?(?P<id>O\d{1,4})[ \t]*(?:[.।]|(?=\n)|$)", re.IGNORECASE)
_RATE_NEAR = re.compile(r"₹|\brs\.?\s*\d|" + _RATE, re.IGNORECASE)


def rate_cited_read(text, reading, read, catalogue=None):
    """``reading``, or ``text`` read again without the phrase that cites the refused order id only for a rate
    (module docstring)."""
    ident = refused_order_id(text, reading, _KEYS)
    if not ident:
        return reading
    norm = normalize(text)
    if len(re.findall(rf"(?<![\w]){re.escape(ident)}(?![\w])", norm)) != 1:
        return reading
    label = _REF_LABEL.search(norm)
    if label is not None and label.group("id") == ident:  # "Order ref O3." beside a bill disputed: the label only
        again = read(norm[:label.start()] + norm[label.end():])
        if again.readable and again.intents and all(i.kind in _BILL_ACTS and i.bill_id for i in again.intents):
            return again  # (only acts on bills: the order labelled is the one they were billed for)
        return reading
    if reading.reason_key != "ambiguous_intent.id":
        return reading
    cites = list(_cites(ident).finditer(norm))
    if len(cites) != 1:
        return reading
    cite = cites[0]
    line_start = norm.rfind("\n", 0, cite.start()) + 1
    line_end = norm.find("\n", cite.end())
    line = norm[line_start:cite.start()] + " " + norm[cite.end():line_end if line_end >= 0 else len(norm)]
    if not _RATE_NEAR.search(line) and not _RATE_NEAR.search(cite.group()):
        return reading
    again = read(norm[:cite.start()] + norm[cite.end():])
    if not again.readable or any(ident in (i.order_id, i.bill_id) for i in again.intents) or _price_lost(
            norm, again, catalogue):
        return reading
    return again


def _price_lost(norm, again, catalogue) -> bool:
    """Whether ``again`` carries goods with no price whose line in ``norm`` has a ₹ figure: a price the reading
    lost, which the refusal had kept from the desk."""
    bare = {i.sku for i in again.intents if i.sku and i.unit_price_paise is None and i.total_paise is None}
    if not bare:
        return False
    from lang.items import matcher_for
    for m in matcher_for(catalogue).find(norm):
        if m.sku in bare:
            start, end = norm.rfind("\n", 0, m.start) + 1, norm.find("\n", m.end)
            if "₹" in norm[start:end if end >= 0 else len(norm)]:
                return True
    return False
