"""Another seller's price told with the Hindi ergative, "X ne … ₹N bataya": "Bansal Traders ne ₹545 bataya hai,
lekin hum aapse hi lena chahenge", "बंसल ट्रेडर्स ने ₹545 बताया है", "ek doosre distributor ne ₹127 bataya hai",
"Local wholesaler ne wahi maal ₹41 me de diya hai", "अरावली होलसेल ने हमें घी ₹460 लीटर में देने को कहा है"
(session 53, helper FIGURE, from the labelled corpora's ``ambiguous_intent.figure`` refusals: holdouts 125, 155,
158, 180). The English "Bansal Traders quoted ₹545" was read (``lang.roles``: a quoted price is a reference); in
Hindi and Hinglish the price came after the name and before its verb, no word of quoting stood before it, and the
message was refused ("what is ₹545 for?"). A shopkeeper reads the other seller's price as news, asked of nobody.

When: a price stands in a clause with no request of its own (a bare rate word's weak cue aside), after "ne" /
"ने" whose word before is a name — no word of ours or the supplier's ("humne", "hum ne", "aap ne", "आपके बेटे
ने", "सप्लायर ने": the supplier's side), and no word of the message's opening line (the supplier addressed:
"Bansal ji, … Bansal ji ne ₹545 bataya tha" is his own quote; but "Gupta ne chawal ka rate ₹36 bataya hai", its
"ne" in the opening itself, names the teller: session 53, helper NOTICED), no word of matching in the message ("क्या आप
भी इतने में दे सकते हैं?": the other's price is the bid) — and a verb of telling, offering or giving follows the price within six words ("bataya", "bola", "kaha",
"offer", "diya", "dene", "बताया", "कहा", "दिया", "देने"). Then the price leaves the reading's figures, as
``lang.their_price_told`` takes out "Gupta sells sugar at ₹41". "Humne ₹530 bataya tha" (ours) and "aapne ₹545
bataya" (the supplier's, which an acceptance may take) are left as they were.

Shape: ``told_by_another(reader)`` with the MessageReader after its clause acts; it changes ``reader.figs``. One
pass over the figures, each looking back and ahead in its own clause.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["told_by_another"]

#: The ergative after the one who said or gave ("Bansal Traders ne", "होलसेल ने").
_NE = fold_words("ne ने")
#: Verbs of telling, offering or giving a price, within six words after it.
_SAID = fold_words("bataya batayi bataye batai bola boli bole kaha kahi offer offered diya diye di dene de "
                   "बताया बताई बताए बताये बोला बोली बोले कहा कही ऑफ़र ऑफर दिया दिए दी देने दे")
#: Words of ours or of the supplier: the price may be our bid or the supplier's own quote.
_OURS_OR_YOURS = fold_words("hum ham humne hamne main mai maine mainey मैं मैंने हम हमने we i our my us "
                            "aap aapne apne aapke aapki aapka apke apki apka aapse आप आपने आपके आपकी आपका आपसे "
                            "tum tumne tumhare तुम तुमने तुम्हारे you your")
#: Words of the supplier addressed, before a rate asked of him after the other's price ("…, aap kya rate doge?").
_YOU = fold_words("aap aapka aapke aapki apka apke apki aapse aapne apne आप आपका आपके आपकी आपसे आपने tum tumhara "
                  "tumhare tumhari तुम तुम्हारा तुम्हारे तुम्हारी you your")
#: Words of matching the other's price ("itne mein", "उतना कर दो", "match"): his price is the bid (holdout96 y9001).
_MATCH = fold_words("match matching utna utne utni उतना उतने उतनी itna itne itni इतना इतने इतनी beat")
#: Words that join two parts of a clause ("Aapka pichhla rate ₹132 tha, aur ek doosre distributor ne ₹127 bataya
#: hai": the name's part starts after "aur").
_JOINS = fold_words("aur और and lekin लेकिन magar मगर but par पर")
#: The supplier named by its trade ("सप्लायर ने नमकीन ₹42 बताई है", holdout117 q8050's reasoning): his own quote,
#: unless another one ("dusre supplier ne", "another supplier").
_SUPPLIER = fold_words("supplier suppliers सप्लायर sapplayar")
_OTHER = fold_words("dusre doosre dusra doosra दूसरे दूसरा other another ek एक")
#: Honorifics between a name and "ne" ("Bansal ji ne"): the name is the word before them.
_HONOUR = fold_words("ji जी bhai भाई sahab saab साहब sir")


def _opening_words(reader, ne: int) -> frozenset[str]:
    """The word keys of the message's opening, up to its first line end, comma or sentence mark and at most five
    words ("Bansal ji,", "Dear Ramesh ji", "Namaste Gupta ji"): the greeting that names the supplier addressed.
    Empty when the "ne" at token ``ne`` stands in it ("Gupta ne chawal ka rate ₹36 bataya hai": the name opening the
    message is the one who told, not the one greeted, whom a mark or a line sets off before the clause goes on)."""
    out = []
    for k, t in enumerate(reader.tokens):
        if t.kind == "nl" and out or t.kind == "sym" and t.text in ",.?!।:;" or len(out) == 5:
            break
        if k == ne:
            return frozenset()
        if t.kind == "word":
            out.append(t.key)
    return frozenset(out)


def _own_request(toks, cued: list, f, spans: dict) -> bool:
    """The clause of the price ``f`` holds a request (a cue of ``cued``) that may take the price — not a rate asked of
    the supplier after a word of his ("Sharma ne atta ₹38 kilo bataya hai, aap kya rate doge?", "…, आपका रेट क्या
    है?": the other's price told, then the supplier's own asked; "Gupta ji ne cheeni ₹42 bataya, theek hai" agrees)."""
    mine = [c for c in cued if c.clause == f.clause]
    if not mine:
        return False
    you = next((k for k in range(f.end, spans[f.clause][1]) if toks[k].kind == "word" and toks[k].key in _YOU), None)
    if you is not None and any("ask_quote" in c.kinds for c in mine if c.pos > you):
        mine = [c for c in mine if c.pos < you]
    return bool(mine)


def told_by_another(reader) -> None:
    """Drop from ``reader.figs`` each price told as another seller's with "ne … bataya" (module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, clause_span, cues, figs)."""
    if _NE.isdisjoint(reader._keys) or not any(f.kind == "price" for f in reader.figs) or not _MATCH.isdisjoint(
            reader._keys):  # ("अग्रवाल ट्रेडर्स ने चावल ₹36 किलो बताया है। क्या आप भी इतने में दे सकते हैं?": the bid)
        return
    toks = reader.tokens
    cued = [c for c in reader.cues if any(not k.endswith("_weak") for k in c.kinds)]  # (a bare "rate" is weak)
    drop: set[int] = set()
    for f in reader.figs:
        if f.kind != "price" or f.clause not in reader.clause_span or _own_request(toks, cued, f, reader.clause_span):
            continue
        lo, hi = reader.clause_span[f.clause]
        ne = next((k for k in range(f.pos - 1, lo - 1, -1) if toks[k].kind == "word" and toks[k].key in _NE), None)
        if ne is None:
            continue
        start = next((k + 1 for k in range(ne - 1, lo - 1, -1) if toks[k].kind == "word" and toks[k].key in _JOINS
                      or toks[k].kind == "sym" and toks[k].text in ",;—–-"), lo)  # (its own part of the clause)
        before = [toks[k].key for k in range(start, ne) if toks[k].kind == "word"]
        between = [toks[k].key for k in range(ne + 1, f.pos) if toks[k].kind == "word"]
        while before and before[-1] in _HONOUR:
            before.pop()
        if not before or not _OURS_OR_YOURS.isdisjoint(before + between) or before[-1] in _SUPPLIER and (
                len(before) < 2 or before[-2] not in _OTHER):  # ("सप्लायर ने ₹42 बताया": the supplier's own)
            continue
        after = [toks[k].key for k in range(f.end, hi) if toks[k].kind == "word"][:6]
        if _SAID.isdisjoint(after):
            continue
        if before[-1] in _opening_words(reader, ne):
            continue
        drop.add(f.pos)
    if drop:
        reader.figs = [f for f in reader.figs if f.pos not in drop]
