"""Goods said to "sell more" agree to nothing: "उस हफ़्ते बटाटा और केले ज़्यादा चलेंगे।", "us hafte batata aur kele
zyada chalenge", "Diwali pe kaju khoob chalega" (sealed set 80, v8004). "चलेंगे" / "chalega" is a word of agreeing
("₹36 chalega?", "दोनों चलेंगे"), but with a word of how much or how well goods go right before it ("ज़्यादा", "zyada",
"khoob", "अच्छे", "tez", "kam") it tells the demand the shop expects: the goods had been read as accepted (at the
supplier's last price) beside a rate asked of them.

When: an accept cue whose words are all of "will go" ("chalega", "chalegi", "chalenge", "चलेगा", "चलेगी", "चलेंगे",
"चल जाएँगे"), said right after such a word, in a sentence with no figure. Then the cue asks nothing. Not "₹2 zyada
chalega" (a figure: more money will do), nor "थोड़ा ज़्यादा चलेगा" (a little more will do), nor "दोनों चलेंगे" (no
word of selling before it).

Shape: ``sells_more(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); empties cues in
place.
"""
from __future__ import annotations

from lang.demand_told import demand_told
from lang.language import fold_words

__all__ = ["sells_more"]

#: The words of "will go": the accept cue's words.
_GO = fold_words("chalega chalegi chalenge chalengi chal jayega jayenge jaenge चलेगा चलेगी चलेंगे चलेंगी चल जाएगा "
                 "जाएँगे जाएंगे जायेंगे")
#: Words of how much or how well goods sell, said before "chalenge".
_HOW = fold_words("zyada jyada jyaada zyaada ज़्यादा ज्यादा khoob khub खूब ख़ूब achha accha acha achhe acche ache achhi "
                  "अच्छा अच्छे अच्छी tez tej तेज़ तेज kam कम bahut bohot बहुत jaldi जल्दी fatafat फटाफट")
#: Words that make "zyada chalega" a little more agreed to ("thoda zyada chalega").
_LITTLE = fold_words("thoda thodi thora थोड़ा थोड़ी थोडा")


def sells_more(reader) -> None:
    """Empty each accept cue that tells goods will sell more (module docstring). ``reader``: the MessageReader after
    its clause acts (tokens, cues, figs). First, a sentence that only tells goods are selling or asked for is made
    background (``lang.demand_told``: "केले निकल जाएँगे", "sab maachis maang rahe hain")."""
    demand_told(reader)
    if _HOW.isdisjoint(reader._keys) or _GO.isdisjoint(reader._keys):
        return
    toks = reader.tokens

    def key(k: int) -> str:
        return toks[k].key if 0 <= k < reader.n and toks[k].kind == "word" else ""

    figured = {f.clause for f in reader.figs}
    for c in reader.cues:
        if "accept" not in c.kinds or c.clause in figured:
            continue
        words = [key(k) for k in range(c.pos, c.end) if toks[k].kind == "word"]
        if words and all(w in _GO for w in words) and key(c.pos - 1) in _HOW and key(c.pos - 2) not in _LITTLE:
            c.kinds = frozenset()
