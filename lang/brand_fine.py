"""A brand said to be fine beside a request: "Please quote sugar (Madhur or any local brand is fine).", "Quote tea 250g
please, Tata Premium is okay.", "Chai patti ka rate bhejo (Tata Premium theek hai)", "हल्दी का भाव बताइए (एवरेस्ट
या एमडीएच ठीक है)". The "is fine" tells which make will do; it agrees to no price. It had been read as an
acceptance of the supplier's price, and the supplier closed the deal ("Done. Sugar at ₹49 per kg is agreed."): a
new user's trial, session 32 (#3706, #1943). ``brand_fine`` (run by ``lang.after_acts``) empties an accept cue
whose subject — the words before it back to a bracket, a comma, a dash or the sentence's start — names only brands
("Everest or MDH", "any local brand", "कोई भी ब्रांड"), with no goods and no figure, when another request stands in
the message (alone, "Tata Premium is okay." is left as it reads). Other goods said to do as well beside a rate asked
("Surf Excel ka rate batao, ya Rin bhi chalega", "quote detergent, or Rin is fine") give a choice: refused
(``ambiguous_intent.choice``), not agreed to at a price never quoted.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["brand_fine"]

#: The words of the cue: a make that "is fine", "will do", "chalega", "ठीक है" (not "accepted", "deal", "agreed").
_FINE = fold_words("is are will would be also too fine ok okay alright acceptable good chalega chalegi chalenge chal "
                   "jayega jaega theek thik hai hain ho bhi ठीक चलेगा चलेगी चलेंगे है हैं हो भी")
#: Brands of the catalogue's goods and their trade (in both scripts), and the words of a make.
_BRANDS = fold_words("everest mdh catch tata premium aashirvaad ashirvaad pillsbury amul parle britannia haldiram "
                     "fortune saffola dhara madhur patanjali cycle mangaldeep nirma surf excel rin vim lux lifebuoy "
                     "dettol santoor nescafe colgate pepsodent dabur nestle maggi india gate daawat kohinoor "
                     "red label taj mahal brooke bond wagh bakri "
                     "एवरेस्ट एमडीएच टाटा प्रीमियम आशीर्वाद अमूल पारले ब्रिटानिया फॉर्च्यून फ़ॉर्च्यून धारा मधुर पतंजलि "
                     "कोलगेट पेप्सोडेंट डाबर मैगी इंडिया गेट "
                     "brand brands make company kampani companies ब्रांड कंपनी कम्पनी")
#: Words that may stand with brands in the subject ("Madhur or any local brand", "Everest ya MDH dono", "कोई भी").
_WITH = fold_words("or and any other good local both either ya aur koi bhi dono ho chahe acchi achhi achha wala wali "
                   "wale की का के या और कोई भी दोनों हो चाहे अच्छी अच्छा लोकल वाला वाली वाले")
#: "or" at the subject's start: other goods offered as a choice ("ya Rin bhi chalega").
_OR = fold_words("or ya या")
#: Bracket, comma, dash, colon, semicolon: where the subject starts.
_STARTS = frozenset("(,;:—–-[")


def brand_fine(reader) -> None:
    """Empty the accept cues of ``reader`` (the MessageReader after its clause acts) whose words are all of "is fine"
    and whose subject names only brands (module docstring), when a cue of another kind stands in the message."""
    if _BRANDS.isdisjoint(reader._keys):
        return
    others = [c for c in reader.cues if c.kinds and c.kinds != {"accept"}]
    if not others:
        return
    figs = {k for f in reader.figs for k in range(f.pos, f.end)}
    toks = reader.tokens
    for c in reader.cues:
        if c.kinds != {"accept"} or any(toks[k].kind == "word" and toks[k].key not in _FINE for k in range(c.pos, c.end)):
            continue
        lo = reader.clause_span[c.clause][0]
        words, k = [], c.pos - 1
        while k >= lo:
            t = toks[k]
            if t.kind == "sym" and t.text in _STARTS:
                break
            if t.kind in ("num", "nl") or k in figs:
                words = []
                break
            if k in reader.item_tokens:
                _or_goods(reader, c, k, lo, figs)
                _made_goods_fine(reader, c, k, lo, figs)
                words = []
                break
            if t.kind == "word":
                words.append(t)
            k -= 1
        makes = [t for t in words if t.key in _BRANDS]
        if makes and all(t in makes or t.key in _WITH for t in words):
            c.kinds = frozenset()
            reader.taken.update(range(k + 1, c.end))  # (a remark read: no word of it is unknown)


def _or_goods(reader, cue, k: int, lo: int, figs: set) -> None:
    """Refuse (a choice) an accept of goods that follow "or" right after a bracket, comma or the sentence's start, with
    no figure in the sentence and a rate asked in the message ("..., ya Rin bhi chalega")."""
    hi = reader.clause_span[cue.clause][1]
    if getattr(reader, "refused_why", None) or any(lo <= f < hi for f in figs) or not any(
            "ask_quote" in c.kinds or "ask_quote_weak" in c.kinds for c in reader.cues):
        return
    while k > lo and (k - 1) in reader.item_tokens:
        k -= 1
    j = k - 1
    if j >= lo and reader.tokens[j].kind == "word" and reader.tokens[j].key in _OR and (
            j == lo or reader.tokens[j - 1].kind == "sym" and reader.tokens[j - 1].text in _STARTS):
        reader.refused_why = why("ambiguous_intent.choice", text=reader._clause_text(cue.clause))


def _made_goods_fine(reader, cue, k: int, lo: int, figs: set) -> None:
    """Empty an accept cue whose subject is goods named with their make ("Tata namak theek hai", "Madhur cheeni
    theek hai", "अमूल घी ठीक है"; the make before the goods or within their name) when the message asks a rate
    and the sentence names no figure: the make will do, no price is agreed ("Tata namak theek hai, rate batao." asks
    salt's rate; the re-trial of the thirty-second session found the deal closed at a price never seen). ``k``: the
    last token of the goods before the cue."""
    last = k
    if any(reader.tokens[j].kind != "sym" for j in range(last + 1, cue.pos)):
        return  # the goods said right before "theek hai", not "कोलगेट का रेट ठीक है" (their rate agreed)
    while k - 1 >= lo and k - 1 in reader.item_tokens:
        k -= 1
    k = k - 1 if k - 1 >= lo and reader.tokens[k - 1].key in _BRANDS else k  # the make before the goods' name
    hi = reader.clause_span[cue.clause][1]
    if all(reader.tokens[j].key not in _BRANDS for j in range(k, last + 1)) or any(lo <= f < hi for f in figs) or not any(
            "ask_quote" in c.kinds or "ask_quote_weak" in c.kinds for c in reader.cues):
        return
    cue.kinds = frozenset()
    reader.taken.update(range(k, cue.end))

