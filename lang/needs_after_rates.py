"""A need told after the rates of several goods are asked, naming one of them again: "pls tell rate sugar per kg and
atta 5 kg bag. sugar we need 2 bori." (holdout134 en-f7002), "Tell me the rate of almonds and ghee. We need 5 kg
almonds." A shopkeeper quotes both rates, the sugar's for 2 bori — as the Hindi and Hinglish of the same message were
read already ("चीनी किलो का और आटा 5 किलो बैग का भाव बताओ। चीनी 2 बोरी चाहिए।": gold, ask_quote sugar 100 and
atta). The English had been read as a new order of 100 kg sugar beside the atta's rate — an order the writer never
placed — and the sugar's rate question dropped.

``needs_after_rates`` makes an ask of the rate (``ask_quote``) of the order cue of a chunk that only tells a need,
as ``lang.need_after_rate`` reads one (a word of need: "need", "require", "want"; no word of sending or ordering, no
price), when it comes after the rates of two or more goods are asked and names only goods among those: their count
then goes with their rate asked. With one rate asked, ``lang.need_after_rate`` reads it; "Tell me the rate of
almonds and ghee. Send 5 kg almonds." (a send), "… We need 5 kg sugar." (other goods) and "… We need 5 kg almonds
at ₹80." (a price) read as before.

Shape: ``needs_after_rates(reader)`` → None, with the MessageReader after its clause acts (cues, mentions, figs,
chunk_of, clause_of, _keys); ``reader.cues`` changed in place. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.need_after_rate import needs_after_asked

__all__ = ["needs_after_rates"]

#: Words of need an order cue may be ("need", "require", "want"; the Hindi and Hinglish read already).
_NEED = fold_words("need needed needs require required requirement want wanted")
#: Words of sending or ordering: such a chunk orders ("Send 5 kg almonds").
_SEND = fold_words("send sending order book booking dispatch deliver supply confirm confirmed bhejo bhejiye bhej")


def needs_after_rates(reader) -> None:
    """Make the need told after several rates asked an ask of its goods' rate (module docstring). ``reader``: the
    MessageReader after its clause acts. "Tell me the rate of almonds and ghee. We need 5 kg almonds." → both rates
    asked, the almonds' for 5 kg; "… Send 5 kg almonds." → as before."""
    if _NEED.isdisjoint(reader._keys) or len(reader.mentions) < 3 or getattr(reader, "refused_why", None) is not None:
        return
    found = needs_after_asked(reader, _NEED, _SEND)
    if found is None or len(found[1]) < 2:
        return  # one rate asked: lang.need_after_rate
    for c in found[0]:
        c.kinds = frozenset({"ask_quote"})
