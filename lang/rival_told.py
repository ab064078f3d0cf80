"""Another seller's price told as news beside a request that bargains nothing (session 54, helper FIGURE: holdouts
176 and 180, in three languages): "Gupta Traders keeps pushing atta at ₹209 but we're happy with you 😊 Please send the
bill for O13 by tomorrow", "गुप्ता ट्रेडर्स वाले ₹209 में आटा देने के पीछे पड़े हैं, पर हम आपसे ही ख़ुश हैं", "Please
cancel our Order O8 in full. A local wholesaler has supplied us the same goods at ₹41 and we have already paid him."
The reader asked what the price was for ("what is ₹209 for?"); a shopkeeper reads the bill asked, the order
cancelled, and the other's price as news: nothing is offered at it.

``rival_told_read(text, reading, read)`` reads such a refusal again with the refused amount taken out, when every
clause that writes it (up to "but", "par", "पर", a comma or a dash) names another seller (a trader, wholesaler, shop or market, "… wale", ``_OTHER``) and holds
no word of the supplier ("you", "aap", "आप": the amount may be theirs) nor of matching ("match", "same rate", "utne
mein": the amount may be the bid); and keeps the new reading only when it is readable and acts on orders and bills
alone: no offer, no acceptance, no goods asked (a price taken out of goods asked would change what they are asked at;
``lang.anothers_price`` reads another's price beside a bargain of our own).
Otherwise the refusal stands: "Verma General Store says they get eggs at ₹180 a tray… can you match that?" (the
other's price asked for), "Rice at ₹37 is ₹1 more than Gupta's" (the supplier's price compared).

Shape: ``rival_told_read(text, reading, read)`` → Reading; ``read``: text → Reading.
"""
from __future__ import annotations

import re

from lang.bill_line_money import refused_amount_places, sentence_of, without_places

__all__ = ["rival_told_read"]

#: Words naming another seller: "Gupta Traders", "a local wholesaler", "Sharma ji's shop", "the mandi", "दूसरे".
_OTHER = re.compile(r"\b(?:traders?|wholesalers?|wholesale|distributors?|stores?|shop|dukaan|dukan|mandi|market|"
                    r"another supplier|other suppliers?|doosre|dusre)\b|ट्रेडर्स|होलसेलर|दुकान|मंडी|बाज़ार|बाजार|दूसरे",
                    re.IGNORECASE)
#: Words of the supplier or of matching a price: the amount may be theirs, or the bid.
_YOURS = re.compile(r"\b(?:you|your|aap|aapka|aapke|aapki|aapse|aapko|aapne|apka|apke|apse|tum|match|same rate|utne|utna|usi rate|"
                    r"usi bhav|barabar)\b|आप|तुम|उतने|उतना|उसी भाव|उसी रेट|बराबर", re.IGNORECASE)
#: Where a clause ends: "but", "par", "lekin", "पर", "लेकिन", a comma, a semicolon or a dash.
_CLAUSE = re.compile(r"\b(?:but|par|lekin|magar)\b|(?<!\S)(?:पर|लेकिन|मगर)(?!\S)|[,;—–]")
#: Intents that bargain: an offer or an acceptance (and any intent naming goods, below).
_BARGAINS = frozenset({"offer", "accept"})


def rival_told_read(text, reading, read):
    """``reading``, or ``text`` read again without another seller's price told as news (module docstring)."""
    places = refused_amount_places(text, reading)
    if not places:
        return reading
    for start, _ in places:
        sentence, at = sentence_of(text, start)
        cuts = [0] + [c.end() for c in _CLAUSE.finditer(sentence)] + [len(sentence)]
        lo = max(c for c in cuts if c <= at)
        clause = sentence[lo:min(c for c in cuts if c > at)]
        if not _OTHER.search(clause) or _YOURS.search(clause):
            return reading
    again = read(without_places(text, places))
    if not again.readable or not again.intents or any(i.kind in _BARGAINS or i.sku for i in again.intents):
        return reading
    return again
