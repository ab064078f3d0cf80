"""A price called too dear, then a word of lowering with no object of its own: "आपका दूध 500ml का भाव बहुत ज़्यादा
है, थोड़ा कम कीजिए।", "Aapka doodh 500ml ka rate bahut zyada hai, thoda kam karo.", "Doodh 500ml bahut mehenga hai,
thoda kam karo.", "Milk 500ml is too costly, please reduce a bit." (a new user's trial, session 41, finding 5).

The lowering word ("कम कीजिए", "kam karo", "reduce") lowers the price complained of, asked by no amount
(``no_price.how_much_lower`` / ``what_price``), as "Your milk 500ml price is too high, please lower it a bit." reads.
``lang.price_asks`` looked for a price word at most three words before the lowering word, so "बहुत ज़्यादा है"
(or "please") between pushed the price word out of reach: the word was read as a cut of goods, and the pack size
"500ml" became a count of one packet cancelled (silently; the Hindi and Hinglish only).

The complaint: walking back from the lowering word in its sentence, past openers ("थोड़ा", "ज़रा", "please",
"so"), the verb "to be" and marks (",", "—"), a run of words of dearness ("बहुत ज़्यादा", "too high", "mehenga")
that holds a word saying dear by itself ("mehenga", "महंगा", "costly", "expensive", "steep"), or that comes right
after a word of the price ("भाव", "rate", "price": "the price is too high"). When the lowering word opens its
sentence ("Cheeni bahut mehengi hai. Thoda kam karo."), the complaint may end the sentence before it. Nothing else
may stand between: "Cheeni 50 kilo zyada hai, 10 kilo kam karo" (a count, then a count) is a cut, and so is
"Rice 20 kg zyada aa gaya, 5 kg kam karo".
"""
from __future__ import annotations

from lang.act_words import PRICE_NOUNS
from lang.language import fold_words

__all__ = ["dear_before", "complaint_of", "dear_complaints", "dear_lowerings"]

#: Words that say dear by themselves.
DEAR = fold_words("mehenga mehnga mehengi mehngi mehenge mehnge mahanga mahenga महंगा महँगा महंगी महँगी महंगे महँगे "
                  "costly expensive pricey steep")
#: Words of too much, which say dear only after a word of the price ("rate bahut zyada hai", "price is too high").
_HIGH = fold_words("zyada jyada jada ज़्यादा ज्यादा जादा high adhik अधिक")
#: Words that go with them ("bahut", "too", "very", "itna") and the verb "to be" ("hai", "is", "lag raha").
_WITH = fold_words("bahut बहुत too very so way really quite much kaafi kafi काफ़ी काफी itna itni इतना इतनी jyaada hi ही "
                   "hai है hain हैं is are seems lag lagta lagti लग लगता लगती raha rha रहा rahi रही")
#: Words that may stand between the complaint and the lowering word ("…, थोड़ा कम कीजिए", "…, please reduce it a bit").
_BETWEEN = fold_words("thoda thodi thora zara jara ज़रा जरा थोड़ा थोड़ी bas please pls plz kindly प्लीज़ प्लीज kripya "
                      "कृपया aur और so then toh to तो ji जी bhai bhaiya भाई भैया yaar यार bro boss sir it them a bit "
                      "little and")
#: English verbs of lowering with "it" or "them" for their object ("lower it", "reduce them", "bring it down").
_VERBS = fold_words("lower reduce decrease cut bring drop")
_IT = fold_words("it them that this")
_MARKS = frozenset((",", "—", "–", "-", "…", ":"))
#: Words between the price word and the complaint, beside the goods and their pack size ("Your rate for milk 500ml is
#: too high", "Rate doodh ka bahut zyada hai").
_OF = fold_words("for of on the your ka ki ke का की के pe par पर wala wali wale वाला वाली वाले")


def _complaint_before(reader, k: int, lo: int) -> range | None:
    """The tokens of a complaint of dearness that ends the words of its sentence up to token ``k`` (back to token
    ``lo``), past openers and marks (module docstring); None when they end otherwise."""
    while k >= lo and (reader._word(k) in _BETWEEN or reader._sym(k) in _MARKS or reader._sym(k) in (".", "!", "।")
                       or reader.tokens[k].kind == "nl"):
        k -= 1
    dear = high = False
    end = k + 1
    while k >= lo and (reader._word(k) in DEAR or reader._word(k) in _HIGH or reader._word(k) in _WITH):
        dear = dear or reader._word(k) in DEAR
        high = high or reader._word(k) in _HIGH
        k -= 1
    if dear or high and _price_word_before(reader, k, lo):
        return range(k + 1, end)
    return None


def _price_word_before(reader, k: int, lo: int) -> bool:
    """Whether a word of the price stands at token ``k``, or before it past the goods, their pack size and words of
    "of" ("Your rate for milk 500ml | is too high"), at most eight tokens back and not before token ``lo``."""
    sized = {j for f in reader.figs if f.kind == "qty" for j in range(f.pos, f.end)}
    for j in range(k, max(lo, k - 8) - 1, -1):
        if reader._word(j) in PRICE_NOUNS:
            return True
        if not (j in reader.item_tokens or j in sized or reader._word(j) in _OF):
            return False
    return False


def complaint_of(reader, cue) -> range | None:
    """The tokens of the complaint that the price is dear right before the lowering ``cue`` (a ``_Cue``: pos, end,
    clause) of ``reader`` (the MessageReader at its acts: tokens, clause_span, figs, item_tokens), in its sentence
    or, when the cue opens its sentence, ending the one before (module docstring); None when there is none."""
    return _complaint_at(reader, cue.pos, cue.clause)


def _complaint_at(reader, pos: int, clause: int) -> range | None:
    """``complaint_of`` for a lowering word at token ``pos`` of ``clause``."""
    lo, _ = reader.clause_span[clause]
    found = _complaint_before(reader, pos - 1, lo)
    if found is not None:
        return found
    if any(reader.tokens[k].kind in ("word", "num") and reader._word(k) not in _BETWEEN for k in range(lo, pos)):
        return None
    before = reader._worded_clause(clause, -1)
    if before not in reader.clause_span:
        return None
    plo, phi = reader.clause_span[before]
    return _complaint_before(reader, phi - 1, plo)


def dear_before(reader, cue) -> bool:
    """Whether the lowering ``cue`` of ``reader`` comes right after a complaint that the price is dear
    (``complaint_of``)."""
    return complaint_of(reader, cue) is not None


def dear_complaints(reader) -> None:
    """Empty the refusal cues ("bahut zyada", "too high", "महंगा है") of a complaint that the price is dear when a
    lowering cue right after it asks the price down by no amount (``reader.unpriced_lowerings``): "Doodh ka rate
    bahut zyada hai, thoda kam karo toh 20 packet le lenge" bargains, it refuses no milk; the refusal beside the
    count had refused the message as "a quantity with a refusal" while the English read "how much lower?".
    ``reader``: the MessageReader after its clause acts (cues, unpriced_lowerings); its cues change in place."""
    lowered = getattr(reader, "unpriced_lowerings", set())
    if not lowered or not any("reject" in c.kinds for c in reader.cues):
        return
    said: set[int] = set()
    for c in reader.cues:
        if "offer" in c.kinds and c.clause in lowered and reader._lowers_price(c):
            span = complaint_of(reader, c)
            if span is not None:
                said.update(span)
    for c in reader.cues:
        if "reject" in c.kinds and c.pos in said and c.end - 1 in said:
            c.kinds = c.kinds - {"reject"}


def dear_lowerings(reader, priced: set[int]) -> set[int]:
    """The clauses of ``reader`` (the MessageReader at its acts) outside ``priced`` (clauses stating a price) where an
    English verb of lowering that is no cue, with no goods or figure for its object ("lower it", "reduce them a bit",
    "bring it down"), follows a complaint that the price is dear: "The milk 500ml rate is too high. Lower it a bit
    and we will take 20 packets." asks the price down by no amount; the 20 packets had been ordered at the old
    price (silently; "… too high, lower it and we will take 20 packets" in one sentence was refused)."""
    if _VERBS.isdisjoint(reader._keys):
        return set()
    out: set[int] = set()
    for k, w in enumerate(reader._words):
        clause = reader.clause_of[k]
        if w not in _VERBS or clause in priced or reader._word(k + 1) not in _IT:
            continue
        if w == "bring" and "down" not in (reader._word(k + 2), reader._word(k + 3)):
            continue
        if _complaint_at(reader, k, clause) is not None:
            out.add(clause)
    return out
