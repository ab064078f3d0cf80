"""An order thanked for arriving is not the order of the bill disputed after it: "Sen-babu, O4 reached, thank you.
But only 27 packets of besan came while B4 charges for 30. Please correct B4", "सेन-बाबू, O4 मिल गया, धन्यवाद। पर
बेसन सिर्फ़ 27 पैकेट आया जबकि B4 में 30 का पैसा लगा है। कृपया B4 ठीक कीजिए", "Sen-babu, O4 mil gaya, thank you. Par
… Please B4 theek kijiye" (holdout138 j7023); "O1 came today, thank you! … please take them off B1" (holdout137
i7010); "Thank you, O24 arrived this morning. However, B24 charges …" (holdout124 v8045). The dispute is of the bill
(the corpus README: a dispute carries the bill it names); the order was named only to say it came and to thank for
it. The reader had given the dispute the order too (``lang.order_bills``: a message's one order, in a clause that asks
nothing, is the bill's own), silently.

When: a dispute's order id each of whose mentions stands in a sentence (clause) that holds a word of thanks ("thank",
"thanks", "धन्यवाद", "shukriya", "dhanyavaad") or of coming well ("properly", "theek se", "ठीक से") and, within six tokens after the id and before any goods named, a verb
of coming in the past said of it ("arrived", "reached", "came", "aa gaya", "mil gaya", "pahunch gaya", "आ गया", "मिल
गया", "पहुँच गया"), and no cue but thanks. Then the dispute carries the bill alone. "Thank you for delivering O6 …
the onion weighed only 42 kg … we dispute B6" (the order the shop speaks of, not said to have come) keeps O6, and so
do "B7 (O7)" and "bill B218 … against order O377".

Shape: ``thanked_for_coming(reader, ident) -> bool``, asked by ``lang.order_bills`` of each order it would give a
bill's dispute, beside ``lang.order_paragraph``'s order told in a paragraph apart. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["thanked_for_coming"]

_THANKS = fold_words("thank thanks thankyou dhanyavaad dhanyavad dhanyawad धन्यवाद shukriya शुक्रिया")
#: Said to have come well, in place of thanks: "properly", "safely", and "theek se" / "ठीक से" / "sahi se" (session 44
#: RA: "O3 (Pepsi aur bhujia) theek se mil gaya. Lekin bill B3 me …", holdout136 h7012, once "theek se" was no yes).
_WELL = fold_words("properly safely")
_WELL_FIRST, _SE = fold_words("theek thik ठीक sahi सही achhe achche अच्छे"), fold_words("se से")
#: Verbs of coming in the past, said of the order: one word ("arrived", "aaya") or the first of two ("mil gaya").
_CAME = fold_words("arrived reached came aaya aaye आया आए आये पहुँचा पहुंचा")
_CAME_FIRST = fold_words("aa mil pahunch आ मिल पहुँच पहुंच")
_GAYA = fold_words("gaya gaye gayi गया गए गई")


def _came_after(reader, pos: int) -> bool:
    """A verb of coming in the past within six tokens after the id at ``pos`` (or after its goods in brackets), before
    any goods named."""
    words, starts, toks = reader._words, reader.item_first, reader.tokens
    k, end = pos + 1, min(reader.n, pos + 8)
    k += k < reader.n and toks[k].kind == "num"  # the id's number ("O" "4")
    if k < reader.n and toks[k].kind == "sym" and toks[k].text == "(":  # "O3 (Pepsi aur bhujia) theek se mil gaya":
        close = next((j for j in range(k, min(reader.n, k + 12)) if toks[j].kind == "sym" and toks[j].text == ")"), None)
        if close is not None:  # the order's goods in brackets, then its coming
            k, end = close + 1, min(reader.n, close + 8)
    for k in range(k, end):
        if k in starts:
            return False
        w = words[k]
        if w in _CAME or w in _CAME_FIRST and k + 1 < reader.n and words[k + 1] in _GAYA:
            return True
    return False


def thanked_for_coming(reader, ident: str) -> bool:
    """Whether the order ``ident`` ("O4") is only thanked for coming (module docstring): every mention in a clause
    with a word of thanks and no cue but thanks, a verb of coming in the past after it ("O4 reached, thank you").
    ``lang.order_bills`` then leaves it off the dispute of the bill named after it."""
    if _THANKS.isdisjoint(reader._keys) and _WELL.isdisjoint(reader._keys) and _SE.isdisjoint(reader._keys):
        return False
    words = reader._words
    cued = {c.clause for c in reader.cues if c.kinds - {"neutral"}}
    places = [p for p, i in reader.order_ids if i == ident]
    for p in places:
        clause = reader.clause_of[p]
        lo, hi = reader.clause_span[clause]
        said = words[lo:hi]
        if clause in cued or _THANKS.isdisjoint(said) and _WELL.isdisjoint(said) and not any(
                a in _WELL_FIRST and b in _SE for a, b in zip(said, said[1:])) or not _came_after(reader, p):
            return False
    return bool(places)
