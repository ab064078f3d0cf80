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
  a refusal or a change written out ("send", "lenge", "लेंगे", "need", "haan", "not", "nahi", "more", "aur", "sell",
  "make", "instead", "jagah", "karo" …: "Haan ho to 10 kilo lenge", "Make that 30 kg instead of 20" count goods
  named before), and no question mark;
- counts in no unit of a pack's size (grams, millilitres: "Matlab the four-hundred-gram ones" sizes goods named
  before);
- has at least four words besides the count (a told sentence, not a line of a list: "60 packet." after "Doodh
  khatam." may be an order of the goods named before, and is still asked about);

and only when the reading asks for something else.

Shape: ``counts_aside(reader, intents) -> set[int]``; ``reader``: the MessageReader once its intents are composed
(``figs``, ``used_pos``, ``cues``, ``mentions``, ``tokens``). One pass over the tokens for the sentences, one over
the figures, each sentence looked at once (its ids, cues and mentions: linear in their number, so a message of many
sentences with counts aside costs their product; only figures no intent uses are looked at).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["counts_aside"]

_STOPS = frozenset({".", "।", "!", "?"})
#: Units of a pack's size: "Matlab the four-hundred-gram ones" tells the size of goods named before (holdout66 e030).
_PACK_UNITS = frozenset({"g", "ml"})
#: Words of a request, an answer, a refusal or a change: a count beside one may be of goods named before ("Haan ho to
#: 10 kilo lenge", "We simply will not sell 10 trays").
_ASKS = fold_words("send bhejo bhejiye bhejna bhejen bhej भेजो भेजिए भेजें भेज dijiye दीजिए dijie de do take lenge lunga "
                   "loonga le लेंगे लूँगा लूंगा ले need needed chahiye चाहिए want order book confirm pakka पक्का haan han "
                   "हाँ हां yes ok okay theek thik ठीक deliver delivery dispatch cancel not no nahi nahin नहीं na mat मत "
                   "kam कम less more extra aur और also bhi भी sell bech बेच make instead jagah जगह change badal बदल "
                   "replace karo kar करो कर kijiye कीजिए")


def _spans(reader) -> list[tuple[int, int]]:
    """For each token, its sentence: [start, end) between stops or line breaks (a stop ends the sentence it closes).
    One pass over the tokens."""
    toks, n = reader.tokens, reader.n
    out: list[tuple[int, int]] = [(0, 0)] * n
    a = 0
    for k in range(n + 1):
        if k == n or toks[k].kind == "nl" or toks[k].text in _STOPS:
            end = k + (k < n and toks[k].text in _STOPS)
            for j in range(a, min(end, n)):
                out[j] = (a, end)
            a = end if k < n and toks[k].text in _STOPS else k + 1
    return out


def counts_aside(reader, intents) -> set[int]:
    """Token positions of counts told aside, of nothing we sell, in sentences that ask nothing (module docstring)."""
    if not intents:
        return set()
    figs = [f for f in reader.figs if f.kind == "qty" and f.unit and f.unit not in _PACK_UNITS and f.pos not in
            reader.used_pos]
    if not figs:
        return set()
    toks, spans = reader.tokens, _spans(reader)
    blocked = {spans[m.first] for m in reader.mentions if m.first < reader.n} | {
        spans[c.pos] for c in reader.cues if c.kinds - {"neutral"} and c.pos < reader.n} | {
        spans[p] for p, _ in reader.bill_ids + reader.order_ids if p < reader.n}
    units: dict[tuple[int, int], int] = {}  # (each sentence's unit words of counts, in one pass over the figures)
    for g in reader.figs:
        if g.end - g.pos > 1 and g.pos < reader.n:
            units[spans[g.pos]] = units.get(spans[g.pos], 0) + 1
    out: set[int] = set()
    seen: dict[tuple[int, int], bool] = {}
    for f in figs:
        span = spans[f.pos]
        if span not in seen:
            a, b = span
            inside = range(a, b)
            words = sum(1 for k in inside if toks[k].kind == "word") - units.get(span, 0)  # (less the counts' units)
            seen[span] = span not in blocked and words >= 4 and not any(
                toks[k].text in ("?", "|") or toks[k].kind == "word" and toks[k].key in _ASKS for k in inside)
        if seen[span]:
            out.add(f.pos)
    return out
