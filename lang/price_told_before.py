"""A price told again before a counter (session 56, helper FIGURE: holdouts 150–193's second kind of ``what is ₹N
for?`` refusal, 26 rows in three languages): the supplier's price said once more, or compared, then the price the
shop asks ("Rice at ₹37 is ₹1 more than Gupta's; do ₹36 and we'll book 2 bori", "आपका बताया भाव ₹545 प्रति लीटर
अक्टूबर के भाव (₹520) से ज़्यादा है। अगर आप ₹525 प्रति लीटर कर सकें …", "Paneer ₹360 pe hamare liye mehenga hai;
₹340 kilo pe 4 kilo le sakte hain", "आप ₹188 पर हैं, हम ₹184 पर थे — बीच में ₹186 ट्रे कर लेते हैं"). The reader
asked what the told price was for; a shopkeeper reads the told price as context and the asked one as the counter.

``price_told_before_read(text, reading, read)`` reads such a refusal (``ambiguous_intent.figure`` naming a rupee
amount) again on what the figure's neighbours say, not on a list of sentences: in each line of the message (not a
quoted ``>`` line) that writes the refused amount, each clause (up to a comma, semicolon, colon, dash, "but",
"lekin", "लेकिन" or a sentence's end) that writes a rupee amount is

- *told* when it holds a word saying whose or how dear the price is ("quoted", "you", "your", "more", "higher",
  "than", "not possible", "आपका", "बताया", "कहा", "ज़्यादा", "महँगा", "थे", "aapne", "bola", "mehenga", "zyada",
  "pe the" …, ``_TOLD``) and no word of asking ("do", "consider", "if", "then", "take", "book", "कर दें", "अगर",
  "तो", "लेंगे", "kar dijiye", "agar", "chalega", "lenge" …) nor of agreeing ("fine", "ok", "ठीक", "theek",
  "manzoor" …, ``_ASKS``: "Your rate ₹45 is fine" accepts);
- *asked* otherwise; a clause with neither kind of word ("Your quoted rate for mustard oil, ₹140 per litre, is
  higher than last month's") is judged by its whole sentence.

When such a line has a told clause and an asked clause writing a rupee amount, the message is read again with every
told clause's amounts taken out (their words kept: the goods they name still name the line), and the new reading is
kept only when it is readable and holds an ``offer`` (the counter), none of whose prices is a told amount that no
asked clause writes too. Otherwise the refusal stands, naming the figure: a line with a word of matching another's price ("Can you match
Gupta's ₹38 for rice? Rice ₹40 is more than Gupta's ₹38."), a line with no asked price ("Sugar at ₹43 is
on the higher side."), a told price also asked ("₹43 is more, but we'll take at ₹43" keeps ₹43 as asked), or a
reading again that offers nothing.

Shape: ``price_told_before_read(text, reading, read)`` → Reading; ``read``: text → Reading. One pass over the lines
writing the amount, one reading again.
"""
from __future__ import annotations

import re

from lang.bill_line_money import refused_amount_places, without_places

__all__ = ["price_told_before_read", "told_and_asked"]

#: A rupee amount as written, with a strike or bold mark around it: "₹545", "~~₹138~~", "**₹130**", "Rs. 41.50".
_AMOUNT = re.compile(r"(?:~~|\*\*)?(?:₹\s?|\bRs\.?\s?)([0-9][0-9,]*(?:\.[0-9]+)?)(?![0-9])(?:~~|\*\*)?")
#: Where a clause ends: a comma, semicolon, colon, dash, "but", "lekin", "magar", "लेकिन", "मगर" or a sentence's end.
_CLAUSE = re.compile(r"[,;:—–]|\s-\s|[.?!।](?=\s|$)|\b(?:but|lekin|magar)\b|(?<!\S)(?:लेकिन|मगर)(?!\S)",
                     re.IGNORECASE)
#: Words of matching another's price ("Can you match Gupta's ₹38?", "utna kar do", "उतना", "barabar"): the told
#: price may be the bid — ``lang.rival_matched`` / ``lang.anothers_price`` refuse or read those lines.
_MATCHED = re.compile(r"\b(?:match|matching|utna|utne|barabar|same\s+rate)\b|उतना|उतने|बराबर", re.IGNORECASE)
#: Where a sentence ends.
_STOP = re.compile(r"[.?!।](?=\s|$)")
#: Words saying the price is the supplier's, said before, or too dear (the figure's neighbours, three languages).
_TOLD = re.compile(r"\b(?:quoted?|you|your|said|told|more|higher|high|costly|expensive|than|not\s+possible|last|"
                   r"earlier|aap|aapka|aapki|aapke|aapne|apka|apne|bola|bataya|kaha|zyada|jyada|jada|mehenga|mehnga|"
                   r"mehngi|mehenge|pichhle|pichle|pehle|nahi\s+hoga|(?:pe|par)\s+(?:the|tha|ho))\b|"
                   r"आप|बताया|बताए|बताई|कहा|ज़्यादा|ज्यादा|महँग|महंग|पिछल|पहले|(?<!\S)(?:थे|था)(?!\S)|नहीं\s+हो",
                   re.IGNORECASE)
#: Words of asking a price or an act, or agreeing to one ("Your rate ₹45 is fine"): the clause is no context.
_ASKS = re.compile(r"\b(?:do|consider|if|then|can|could|make|give|take|book|we'?ll|i'?ll|will|send|order|offer|"
                   r"accept|agree|settle|split|meet|middle|kar|karo|karein|karen|kijiye|dijiye|agar|to|toh|chalega|"
                   r"lenge|lunga|le|lo|book|bhej|bhejo|beech|fix|fine|ok|okay|theek|thik|accepted|acceptable|"
                   r"manzoor|pakka|done)\b|ठीक|मंज़ूर|मंजूर|पक्का|"
                   r"कर\s+द|कीजिए|करें|कर\s+सक|करो|अगर|(?<!\S)तो(?!\S)|चलेगा|लेंगे|लूँगा|लूंगा|बुक|भेज|बीच|ले\s+ल|कर\s+ल",
                   re.IGNORECASE)


def _line_span(text: str, at: int) -> tuple[int, int]:
    """Start and end offsets of the line of ``text`` holding character ``at``."""
    end = text.find("\n", at)
    return text.rfind("\n", 0, at) + 1, len(text) if end < 0 else end


def _sentence(line: str, at: int) -> str:
    """The sentence of ``line`` holding character ``at`` (between ".", "?", "!" or "।" before a space)."""
    lo = max((m.end() for m in _STOP.finditer(line, 0, at)), default=0)
    m = _STOP.search(line, at)
    return line[lo:m.end() if m else len(line)]


def told_and_asked(line: str) -> tuple[list[tuple[int, int, float]], set[float]]:
    """The told amounts of ``line`` (spans in the line and rupees) and the rupee values its asked clauses write
    (module docstring)."""
    cuts = sorted({0, len(line)} | {m.end() for m in _CLAUSE.finditer(line)})
    told, asked = [], set()
    for lo, hi in zip(cuts, cuts[1:]):
        clause = line[lo:hi]
        amounts = [(lo + m.start(), lo + m.end(), float(m.group(1).replace(",", ""))) for m in
                   _AMOUNT.finditer(clause)]
        if not amounts:
            continue
        said = clause if _TOLD.search(clause) or _ASKS.search(clause) else _sentence(line, lo)
        if _TOLD.search(said) and not _ASKS.search(said):
            told.extend(amounts)
        else:
            asked.update(v for _, _, v in amounts)
    return told, asked


def price_told_before_read(text, reading, read):
    """``reading``, or ``text`` read again without the prices told before a counter (module docstring)."""
    places = refused_amount_places(text, reading)
    lines = sorted({_line_span(text, start) for start, _ in places})
    told, asked, countered = [], set(), False
    for lo, hi in lines:
        if text[lo:hi].lstrip().startswith(">"):
            continue
        if _MATCHED.search(text[lo:hi]):
            return reading
        told_here, asked_here = told_and_asked(text[lo:hi])
        told += [(lo + s, lo + e, v) for s, e, v in told_here]
        asked |= asked_here
        countered = countered or bool(told_here and asked_here)
    if not countered:
        return reading
    again = read(without_places(text, [(s, e) for s, e, _ in told]))
    offers = [i for i in again.intents if i.kind == "offer"] if again.readable else []
    told_only = {round(v * 100) for _, _, v in told} - {round(v * 100) for v in asked}
    if not offers or any(i.unit_price_paise in told_only or i.total_paise in told_only for i in again.intents):
        return reading
    return again
