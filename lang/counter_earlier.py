"""The amount said before and the amount now, at the counter (session 52, a new user's trial with fake cashiers,
findings 1 and 5; issue 10).

Two amounts of money said, one of them told as what was said or offered before: "Final ₹293; earlier I said
₹302.50." had billed ₹302.50 (``lang.counter_sums.said_again`` took the second amount for the one said in place of
the first, silently: the customer paid ₹9.50 more than the cashier asked), as had "Final ₹220. Earlier I said ₹225."
and "OK ₹220, instead of the ₹225 I said first."; "अंतिम ₹120, पहले ₹124 कहा था।", "Final ₹223, pehle ₹230 bola
tha.", "₹220 final. I said ₹225 before." and "You offered ₹210; I can do ₹220." were refused though a shopkeeper
hears one bill. The amount told as before (the cashier's earlier figure, the customer's offer) is context; the
other is the bill, in whichever order the two are said.

``earlier_and_now(reader)`` → the bill in rupees (``Decimal``), or None (the counter's other rules read the words).
The words of each amount are those of its own sentence (its own chunk, when the two share a sentence: "Final ₹293;
earlier I said ₹302.50"); in one chunk, those before the first amount and after it up to the last mark between the two
(",", "(", "—", ":" …), and the rest up to the sentence's end. An
amount is told as before:

- strongly: a word of replacing ("instead of ₹225", "₹225 की जगह", "₹225 ki jagah"), or a word of earlier
  ("earlier", "before", "first", "pehle", "पहले") with a word of saying or of the past ("I said", "bola tha",
  "was the first price", "पहले ₹225 था"), or a word of saying in the past ("I had said ₹225", "₹225 कहा था");
- weakly: one such word alone ("Earlier ₹225", "You offered ₹210", "Aapne 210 bola", "₹225 tha"); then the other
  amount must be said as the one now ("now", "ab", "अब", "final", "फ़ाइनल", "अंतिम", "ok", "it's", "I can do",
  "make it", "de do", "दीजिए", "please pay", "hue").

Never when the other amount is told as before too, is asked ("₹220?"), or is denied ("₹220 nahi"), nor in words
of a note handed, change, an advance or the khata (``lang.counter_change``'s and ``lang.counter_today``'s rules
read those: "pehle ₹200 advance diya tha"). Only two amounts: with three, a meeting in the middle or a sum is
``lang.counter_sums``'. One pass over the words between the two amounts' chunks.
"""
from __future__ import annotations

from bisect import bisect_right

from decimal import Decimal

from lang.acts import NEGATIONS
from lang.counter_today import CHANGE_BACK_WORDS, money_said
from lang.language import fold_words

__all__ = ["earlier_and_now", "sides", "own_start"]

#: A word of replacing: the amount it names is the one replaced ("instead of ₹225", "₹225 की जगह").
INSTEAD = fold_words("instead jagah jageh जगह")
#: Words of an earlier time ("earlier I said ₹225", "pehle ₹225 bola tha", "₹225 was the first price").
EARLIER = fold_words("earlier before first previously initially originally pehle pahle पहले")
#: Words of saying or offering an amount ("I said", "you offered", "aapne bola", "मैंने कहा").
SAID = fold_words("said told offered offer quoted bola boli bole kaha कहा bataya बताया")
#: Words of the past ("₹225 was", "₹225 tha", "₹225 था", "I had said").
WAS = fold_words("was were had tha thi था थी थे")
#: Words that say an amount is the one now ("now ₹220", "₹220 final", "I can do ₹220", "220 de do").
NOW = fold_words("now ab अब final फ़ाइनल फाइनल antim अंतिम ok okay theek ठीक its can make de दे dijiye dijie दीजिए "
                 "दीजिये please pay hue हुए actually asal असल sahi सही")
#: Words of money handed, change, an advance or the khata: the counter's other rules read such words.
_OTHER_RULES = CHANGE_BACK_WORDS | fold_words("gave given handed paid diye diya दिए दिया दिये note नोट advance एडवांस jama "
                                         "जमा khata khate khaate खाता खाते udhaar udhar उधार balance baaki baki बाकी "
                                         "बाक़ी")
#: Marks that end one amount's words and start the next's.
_MARKS = frozenset(",;()—–-:.।!|")


def sides(reader, first, second) -> tuple[set[str], set[str]]:
    """(the words of ``first``, the words of ``second``): two figures of ``reader``, in order (module docstring)."""
    toks, clause_of, chunk_of = reader.tokens, reader.clause_of, reader.chunk_of
    lo = first.pos
    while lo > 0 and clause_of[lo - 1] == clause_of[first.pos]:
        lo -= 1
    hi = second.end
    while hi < reader.n and clause_of[hi] == clause_of[second.pos]:
        hi += 1
    own = clause_of if clause_of[first.pos] != clause_of[second.pos] else chunk_of  # the sentence, else the chunk
    cut = next((k for k in range(first.end, second.pos) if own[k] == own[second.pos]), second.pos)
    if cut == first.end or own[first.pos] == own[second.pos]:  # one chunk: at the last mark between, if any
        mark = next((k for k in range(second.pos - 1, first.end - 1, -1) if toks[k].text in _MARKS or
                     toks[k].kind == "nl"), None)
        cut_a, cut_b = (first.end, second.pos) if mark is None else (mark, mark + 1)
    else:
        cut_a = cut_b = cut
    words = reader._words
    return ({words[k] for k in range(lo, first.pos)} | {words[k] for k in range(first.end, cut_a)}) - {""}, \
        ({words[k] for k in range(cut_b, second.pos)} | {words[k] for k in range(second.end, hi)}) - {""}


def _before(words: set[str]) -> int:
    """2 when ``words`` tell their amount strongly as said before, 1 weakly, 0 not (module docstring)."""
    if words & INSTEAD or words & EARLIER and words & (SAID | WAS) or words & SAID and words & WAS:
        return 2
    return 1 if words & (EARLIER | SAID | WAS) else 0


def earlier_and_now(reader) -> Decimal | None:
    """The amount now (rupees) of two amounts said, one told as said before (module docstring); else None."""
    said = money_said(reader)
    if len(said) != 2 or said[0].value == said[1].value or not _OTHER_RULES.isdisjoint(reader._words):
        return None
    a, b = said
    words_a, words_b = sides(reader, a, b)
    for old, now, words_old, words_now in ((a, b, words_a, words_b), (b, a, words_b, words_a)):
        strength = _before(words_old)
        if not strength or _before(words_now) or words_now & NEGATIONS or _asked(reader, now):
            continue
        if strength == 2 or words_now & NOW and not words_old & NOW:
            return now.value
    return None


def _asked(reader, f) -> bool:
    """A question mark right after the figure ``f`` (a word or two between): "₹220?", "₹220 chalega?"."""
    return any(t.text == "?" for t in reader.tokens[f.end:f.end + 3])


def own_start(reader, f, span: int = 6) -> int:
    """The first token, at most ``span`` before the figure ``f``, whose words may be ``f``'s own: words in the chunk of
    the amount said just before ``f`` are that amount's ("You gave ₹500 earlier, now ₹320": "earlier" is the ₹500's,
    and ₹320 had been set apart as an old balance and ₹500 billed, silently)."""
    lo = max(0, f.pos - span)
    ends = getattr(reader, "_money_ends", None)  # worked out once a reading (once a figure had made it quadratic)
    if ends is None:
        ends = reader._money_ends = sorted(g.end for g in money_said(reader))
    k = bisect_right(ends, f.pos)
    prev = ends[k - 1] if k else 0
    chunk = reader.chunk_of[prev - 1] if prev else None
    if chunk is None or chunk == reader.chunk_of[f.pos]:
        return lo
    while prev < f.pos and reader.chunk_of[prev] == chunk:
        prev += 1
    return max(lo, prev)
