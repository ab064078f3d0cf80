"""Someone's words told, not a question where the goods are: "सेठ जी ने कहा है कि 25 किलो दाल भी जोड़ दी जाए" (Seth ji has
said that…), "Malik ne kaha hai ki 25 kilo cheeni bhej dijiye", "आपने कहा था चावल कल आएगा". Folded, "कहा है" (said)
and "कहाँ है" (where is) are one key, and "kaha hai" (where is, as chat writes it) asks where an order is: so "मालिक
ने कहा है कि 25 किलो चीनी भेज दीजिए" had asked where the sugar is beside ordering it, and the Hindi of holdout121
c8011 ("हमारी आटा और गुड़ की बुकिंग (O4) के साथ, सेठ जी ने कहा है कि …") asked after the atta and jaggery of O4, which
nobody asked (silently; its English and Hinglish were refused).

``said_not_where`` empties the delivery question of a "kaha hai/hain/he" whose word before is the agent's "ne" (ने,
maine, aapne, unhone, humne, usne …), whose next word is "ki"/"कि" (said that …) or which follows a verb's
"-ne ko" ("pahunchane ko kaha hai": asked to pass it on). "O4 kahan hai?", "चीनी कहाँ
है?" and "Chawal kaha hai?" (no "ne", no "ki") still ask where the goods are.

Shape: ``said_not_where(reader)`` with the MessageReader after its clause acts; its ``cues`` change in place.
English has no such word ("said" is no delivery cue), so the pass reads Hindi and Hinglish alike.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["said_not_where"]

_SAID = fold_words("kaha kahaa कहा")
_BY = fold_words("ne ने maine mene humne hamne aapne apne tumne usne unhone unhon inhone isne sabne kisne jisne "
                 "मैंने हमने आपने तुमने उसने उन्होंने इन्होंने इसने सबने")
_THAT = fold_words("ki कि")
#: "ko" after a verb's "-ne" form: "yeh aap tak pahunchane ko kaha hai" (asked to pass it on), "bhejne को कहा है".
_TO = fold_words("ko को")


def said_not_where(reader) -> None:
    """Empty each ask_delivery cue standing on "kaha hai" said by someone ("X ne kaha hai", "kaha hai ki …").

    ``reader``: the MessageReader after its clause acts. Examples: "सेठ जी ने कहा है कि 20 किलो चीनी भेज दीजिए" (an
    order, no question), "Seth ji ne kaha hai ki 20 kilo cheeni bhej dijiye" (the same); "O4 kaha hai?" still asks.
    """
    if _SAID.isdisjoint(reader._keys):
        return
    for c in reader.cues:
        if "ask_delivery" not in c.kinds or reader._word(c.pos) not in _SAID:
            continue
        before = reader._word(c.pos - 1)
        if before in _BY or reader._word(c.end) in _THAT or (before in _TO and reader._word(c.pos - 2).endswith("ne")):
            c.kinds = c.kinds - {"ask_delivery"}
