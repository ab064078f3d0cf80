"""Item names that are also ordinary words ("aata" comes, "daal" put, "batata" tell), and when a use of one is
the word, not the goods (``ItemMatcher`` asks ``weak_use`` for each such mention).

A neighbouring word shows the ordinary use: "truck abhi tak nahi aata", "mujhe samajh nahi aata", "woh jaldi aata
hai", "daal do", "batata hoon". A refusal right after the name is no such sign by itself: "atta nahi chahiye",
"Rice aur sugar theek hai, atta nahi" refuse the flour (breaker AR, p8001/p8017: the refusal had landed on the other
goods, or the flour was lost); only "aata nahi hai" / "aata nahi tha" (a verb after the refusal) or a word before it
that shows the verb ("maal aata nahi") keep it the verb. A count in a unit right after the name shows the goods
whatever the word before says: "Kal aata 60 packet bhej dena" (a trial, session 54: "kal" had made it "comes
tomorrow" and the order was refused no_item), "aaj aata ke 10 packet". The Devanagari spellings आटा/आटे are the flour (the verb
is आता), so they are never weak.
"""
from __future__ import annotations

from lang.language import fold, fold_roman

#: Names that are also ordinary words, and the neighbouring words (before, after) that show they are used as such.
WEAK_NAMES = {
    "aata": ("kab jab tab kaise kyon kyun nahi nahin yaad samajh pasand najar nazar maal saman saaman truck gaadi "
             "gadi kaun kon koi jo kuch sab vo voh wo woh yah yeh ye jaldi der kal aaj abhi nahi नहीं कब जब माल",
             "hai he hain hen tha thi the hoga hogi ho hu hun hoon ja jata jaata nahi nahin है हैं था थी थे होगा"),
    "aate": ("kab jab tab kaise kyon kyun jaldi der roz daily log customer customers grahak", "hai he hain hen the "
             "thi rahe raha rahi hote"),  # "school waale jaldi aate
    # hain" (they come early): no atta ("30 packet" had been atta: sealed65); "aate ke 10 packet" stays atta
    "batata": ("", "hun hoon hu hain hai he hu tha the thi rahe raha rahi dena denge dunga dungi diya है हूँ हूं हैं था "
               "थे रहा रहे देना देंगे"),  # "batata hoon" / "बताता हूँ" is "I'll tell", not potatoes
    "daal": ("", "do dijiye dijie dijiyega diya diye di dena dein den dete denge dunga dungi du dun doge dogi "
             "दो दीजिए दीजिये दिया दिये दी दें देना देंगे sakte sakti sakta sakenge sakoge paoge paaoge payenge सकते "
             "सकती सकता सकेंगे सकोगे पाओगे पाएँगे"),  # "kele bhi daal sakte ho?" (can you put in: session 45, RA)
}
_NOT = frozenset(fold(w) for w in "nahi nahin nai na नहीं ना".split())
#: Devanagari spellings that are the goods, never the verb folded to the same key (आता "comes" is another word).
_GOODS_SPELLING = frozenset("आटा आटे".split())


def weak_table() -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """{folded weak name: (folded words before, folded words after) that show the ordinary word}."""
    return {fold_roman(w): (frozenset(fold(x) for x in before.split()), frozenset(fold(x) for x in after.split()))
            for w, (before, after) in WEAK_NAMES.items()}


def weak_use(tokens, i: int, end: int, table, units: frozenset[str] = frozenset()) -> bool:
    """True when the one-word name at tokens[i:end] (a key of ``table``) is used as the ordinary word; ``units``:
    the folded unit words (kg, packet, bori…) whose count right after the name shows the goods."""
    if tokens[i].deva and tokens[i].text in _GOODS_SPELLING:
        return False
    before, after = table[tokens[i].key]
    prev = tokens[i - 1].key if i > 0 and tokens[i - 1].kind == "word" else ""
    nxt = tokens[end].key if end < len(tokens) and tokens[end].kind == "word" else ""
    if prev in before:  # "kal aata" is "comes tomorrow", but "Kal aata 60 packet bhej dena" orders the flour
        return not _counted(tokens, end, units)
    if nxt in _NOT:  # "atta nahi chahiye" refuses the flour; "aata nahi hai" is "does not come"
        then = tokens[end + 1].key if end + 1 < len(tokens) and tokens[end + 1].kind == "word" else ""
        return then in after - _NOT
    return nxt in after


#: Words between goods and their count ("aata ke 60 packet", "aata: 60 packet").
_OF = frozenset(fold(w) for w in "ke ka ki के का की".split())


def _counted(tokens, end: int, units: frozenset[str]) -> bool:
    """True when the name ending at ``end`` is followed by a count in a unit: a number then a unit word ("aata 60
    packet", "aata 5 kg wala …"), after "ke"/"ka" or a colon or dash ("aata ke 60 packet") — goods, whatever the
    word before says (the verb is never counted so: "kal aata 10 baje" is no count in a unit)."""
    j = end
    if j < len(tokens) and ((tokens[j].kind == "word" and tokens[j].key in _OF)
                            or (tokens[j].kind == "sym" and tokens[j].text in ":-")):
        j += 1
    return (j + 1 < len(tokens) and tokens[j].kind == "num" and tokens[j + 1].kind == "word"
            and tokens[j + 1].key in units)
