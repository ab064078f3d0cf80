"""A count of something we do not buy, in a sentence that asks nothing (part of the verify stage, ``lang.verify``,
through ``lang.told_figures``; fixer DM of the thirty-ninth session): "Our cold cabinet holds only 60 packets at a
time.", "हमारे फ़्रिज में एक बार में सिर्फ़ 60 पैकेट आते हैं।", "we are carrying bottled water up from the bus stand, 40
bottles a day!", "We are making 1 kg Diwali gift boxes for the factory office staff.", "(we made about 40 kg of naru
last Puja)" (holdout131 c7010, holdout132 d7045, holdout130 b7017, holdout138 j7022). The reader asked what the count
was for ("what is 60 packets for?"); a shopkeeper reads it as the writer's news, beside the order: it names none of
the goods we sell and asks for nothing.

``counts_aside(reader, intents)`` returns the token positions of such counts, which the verify stage counts as
explained: a count with its unit that no intent uses, in a sentence (between stops and line breaks) that

- names no goods of the catalogue (not even a name shared by two), no order or bill, and no table cell;
- holds no word of a request, question or refusal the reader marks (its clause acts), none of a request, an answer,
  a refusal or a change written out ("send", "lenge", "लेंगे", "need", "haan", "not", "nahi", "more", "aur", "sell"
  …: "Haan ho to 10 kilo lenge" counts goods named before), and no question mark;
- has at least four words besides the count (a told sentence, not a line of a list: "60 packet." after "Doodh
  khatam." may be an order of the goods named before, and is still asked about);

and only when the reading asks for something else.

Shape: ``counts_aside(reader, intents) -> set[int]``; ``reader``: the MessageReader once its intents are composed
(``figs``, ``used_pos``, ``cues``, ``mentions``, ``tokens``). One pass over the figures, each sentence looked at once.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["counts_aside"]

_STOPS = frozenset({".", "।", "!", "?"})
#: Words of a request, an answer, a refusal or a change: a count beside one may be of goods named before ("Haan ho to
#: 10 kilo lenge", "We simply will not sell 10 trays").
_ASKS = fold_words("send bhejo bhejiye bhejna bhejen bhej भेजो भेजिए भेजें भेज dijiye दीजिए dijie de do take lenge lunga "
                   "loonga le लेंगे लूँगा लूंगा ले need needed chahiye चाहिए want order book confirm pakka पक्का haan han "
                   "हाँ हां yes ok okay theek thik ठीक deliver delivery dispatch cancel not no nahi nahin नहीं na mat मत "
                   "kam कम less more extra aur और also bhi भी sell bech बेच")


def _span(reader, pos: int) -> tuple[int, int]:
    """The sentence holding token ``pos``: [start, end) between stops or line breaks."""
    toks = reader.tokens
    a = pos
    while a > 0 and toks[a - 1].kind != "nl" and toks[a - 1].text not in _STOPS:
        a -= 1
    b = pos
    while b < reader.n and toks[b].kind != "nl" and toks[b].text not in _STOPS:
        b += 1
    return a, b + (b < reader.n and toks[b].text in _STOPS)


def counts_aside(reader, intents) -> set[int]:
    """Token positions of counts told aside, of nothing we sell, in sentences that ask nothing (module docstring)."""
    if not intents:
        return set()
    figs = [f for f in reader.figs if f.kind == "qty" and f.unit and f.pos not in reader.used_pos]
    if not figs:
        return set()
    toks = reader.tokens
    ids = {p for p, _ in reader.bill_ids + reader.order_ids}
    out: set[int] = set()
    seen: dict[tuple[int, int], bool] = {}
    for f in figs:
        span = _span(reader, f.pos)
        if span not in seen:
            a, b = span
            inside = range(a, b)
            words = sum(1 for k in inside if toks[k].kind == "word") - sum(
                1 for g in reader.figs if a <= g.pos < b and g.end - g.pos > 1)  # (the counts' unit words)
            seen[span] = words >= 4 and not any(a <= m.first < b for m in reader.mentions) and not any(
                p in inside for p in ids) and not any(toks[k].text in ("?", "|") for k in inside) and not any(
                a <= c.pos < b and c.kinds - {"neutral"} for c in reader.cues) and not any(
                toks[k].kind == "word" and toks[k].key in _ASKS for k in inside)
        if seen[span]:
            out.add(f.pos)
    return out
