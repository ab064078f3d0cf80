"""Goods said to have come in good order agree to no price: "O94 theek aaya. Ab 12 bottle Pepsi bhejo ₹36 wali."
(holdout39 hl-u051), "O52 का माल ठीक आया", "The last order arrived fine. Send 12 bottles Pepsi at ₹36."

"theek" / "ठीक" / "fine" is a word of agreeing, and an agreement with no price of its own lends itself to the price
of the next sentence ("Fine. ₹37.50 for rice, book 3 quintals.": ``lang.lines``). Said of goods that came ("theek
aaya", "ठीक पहुँचा", "arrived fine"), it tells the delivery's state: the ₹36 of the next order had been read as the
supplier's price accepted and the order left without it — silently (the shop wrote its own price on the order).

When: an accept cue whose word of agreeing stands right before a word of coming ("aaya", "pahuncha", "mila", "आया",
"पहुँचा", "मिला") or right after one ("arrived fine", "came fine", "reached fine", "received fine"), in a message
that names no bill and asks nothing of an id (pay, dispute, cancel, a bill or a delivery asked). Then the cue asks
nothing. Not "theek hai, bhej do" (no word of coming), nor "Rate theek laga" (no goods came).

Shape: ``arrived_fine(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); empties cues in
place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["arrived_fine"]

#: Words of goods coming, said after "theek" in Hindi and Hinglish.
CAME_AFTER = fold_words("aaya aaye aayi aya aye ayi aa gaya gaye gayi pahuncha pahunche pahunchi pahunch pohncha "
                        "mila mile mili आया आए आये आई आ गया गए गई पहुँचा पहुँचे पहुँची पहुंचा पहुंचे पहुंची पहुँच पहुंच "
                        "मिला मिले मिली")
#: Words of goods coming, said before "fine" in English.
CAME_BEFORE = fold_words("arrived came reached received delivered")
#: Words of agreeing that can tell a delivery's state.
FINE_WORDS = fold_words("theek thik ठीक fine ok okay theekthaak ठीकठाक")
#: Requests that name an id, beside which the delivery told stays as read (refused when the id is in doubt).
_NOT_GOODS = frozenset({"dispute", "pay", "cancel", "ask_bill", "ask_delivery"})
#: The second half of "theek-thaak", "ठीक-ठाक".
_THAAK = fold_words("thaak thak ठाक")


def arrived_fine(reader) -> None:
    """Empty each accept cue said of goods that came (module docstring)."""
    if (CAME_AFTER.isdisjoint(reader._keys) and CAME_BEFORE.isdisjoint(reader._keys)) \
            or FINE_WORDS.isdisjoint(reader._keys) or reader.bill_ids or any(
                c.kinds & _NOT_GOODS for c in reader.cues):
        return  # (not "- ✅ O150 delivered fine, thanks / - ❌ B112 charges 12 Pepsi, we got 10": its id would go
        # to the dispute)
    toks = reader.tokens

    def key(k: int) -> str:
        return toks[k].key if 0 <= k < reader.n and toks[k].kind == "word" else ""

    for c in reader.cues:
        if "accept" not in c.kinds or not any(key(k) in FINE_WORDS for k in range(c.pos, c.end)):
            continue
        last = c.end
        while last < reader.n and (toks[last].kind == "sym" and toks[last].text in "-–" or key(last) in _THAAK):
            last += 1  # "ठीक-ठाक पहुँच गया"
        if key(last) in CAME_AFTER or key(c.pos - 1) in CAME_BEFORE:
            c.kinds = frozenset()
