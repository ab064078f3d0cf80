"""Goods refused beside a cancel (``SettleMixin._settle``, stage 5): which refusals are the cancel's reason.

A refusal of goods the cancel cuts ("Cancel the rice from O10, we don't want the rice") or said in the sentence of a
whole order's cancel ("We don't need the rice anymore, cancel O10") gives the cancel's reason and is dropped. A
refusal in a sentence of its own beside a whole order's cancel stands: "Not interested in sugar. Cancel O12.", "We will
skip curd for now, the rate does not suit us. Cancel O26, we no longer need it.", "अभी दही नहीं लेंगे, यह भाव हमें ठीक
नहीं है। O26 कैंसल कर दीजिए", "Abhi dahi nahi lenge, yeh rate humein theek nahi hai. O26 cancel kar do" (session 51's
trial: a fake manager's two decisions in one e-mail, the refusal dropped silently in the three languages, or the
English refused). The reader does not know which goods O12 holds; a refusal of goods the order held closes no
order, so the supplier's desk acts on both readings of such a mail alike, while dropping a refusal of goods the
supplier quoted today leaves the quote open. Only a refusal of the goods' rate or of the goods themselves — its
sentence names a rate ("rate", "price", "भाव", "bhav") or interest ("not interested", "दिलचस्पी", "interest nahi"):
goods said no longer needed ("… they don't need the ghee now. Please cancel O21.", "… अब उन्हें घी नहीं चाहिए। O21
कैंसल कर दीजिए।", holdout90 m9055) or bought elsewhere ("We had to buy eggs locally … please cancel O6", holdout142
n7027) give the cancel's reason still. "Moong rehne do. O210 se chana dal hata do." (other goods cut) and a price
refused ("Reject toor at ₹140. Cancel O5.") stood before.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["refusals_beside_cancel"]


#: Words of a refusal of a quote or of the goods themselves, not of a need gone: the rate, the price, interest.
_OF_THE_QUOTE = fold_words("rate rates price prices pricing bhav bhaav daam भाव रेट दाम कीमत interested interest "
                           "दिलचस्पी रुचि dilchaspi")


def refusals_beside_cancel(reader, intents: list) -> list:
    """``intents`` ((position, Intent) pairs, text order) without the refusals that give a cancel's reason (module
    docstring); ``reader``: the MessageReader (``clause_of``, ``n``). Unchanged when no cancel and refusal meet."""
    if not any(i.kind == "cancel" for _, i in intents) or not any(i.kind == "reject" for _, i in intents):
        return intents

    def clause(p: float) -> int:
        return reader.clause_of[min(max(int(p), 0), reader.n - 1)] if reader.n else 0

    def of_the_quote(c: int) -> bool:
        lo, hi = reader.clause_span[c]
        return any(reader._word(k) in _OF_THE_QUOTE for k in range(lo, hi))

    cancelled = {i.sku for _, i in intents if i.kind == "cancel"}
    whole = {clause(p) for p, i in intents if i.kind == "cancel" and i.sku is None}
    return [(p, i) for p, i in intents if i.kind != "reject" or i.unit_price_paise is not None or not (
        i.sku in cancelled or whole and (clause(p) in whole or not of_the_quote(clause(p))))]
