"""An order whose price is another seller's, told in a sentence of its own, with the supplier asked to match it in
another: "Sharma Traders down the road gives sugar at ₹41 per kg. Can you match it? We need 40 kg." (session 54,
WALKFIX: a new user's walk). The order cannot take the ₹41 as ours (it is the other seller's), and "what is ₹41 per
kg for?" asked the writer something they had said; the refusal names the price as the other seller's and asks for the
price offered, written as ours ("we offer ₹41 per kg"). The Hinglish twin, said in one sentence ("… ₹41 kilo mein
cheeni de raha hai, aap match karoge?"), is read as an offer at it, as before.

``figure_asked(reader, fig)`` is the refusal of an order priced by ``fig`` from another sentence
(``lang.verify_kinds``): ``ambiguous_intent.rival_matched`` when a clause of the message holds an offer cue with a word
of matching (``lang.price_matched.MATCH_WORDS``: "match", "utna", "बराबर") after the price's clause, and the price's
clause holds no word of the supplier ("you", "aap"); else ``ambiguous_intent.figure`` as before.

``rival_price_matched(reader, sku)`` is that refusal for the goods read twice (``lang.figure_accounting``): "Sharma
Traders gives sugar at ₹41 per kg. Can you match it? We need 40 kg sugar." names the sugar again in the order, so the
₹41 read as an offer beside the order of 40 kg, and the message was refused "two different requests for the sugar"
(session 55, found by people trying it); the refusal now says whose price the ₹41 is, as without "sugar".
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["MATCHED_WHY", "figure_asked", "rival_price_matched"]

MATCHED_WHY: dict[str, dict[str, str]] = {
    "ambiguous_intent.rival_matched": {
        "en": "{figure} is the other seller's price: write the price you offer as your own, e.g. 'we offer {figure}'",
        "hi": "{figure} दूसरे विक्रेता का भाव है: जो भाव आप देना चाहते हैं वह अपनी ओर से लिखिए, जैसे 'हम {figure} देंगे'",
        "hinglish": "{figure} doosre seller ka rate hai: jo rate aap dena chahte hain woh apni taraf se likhiye, jaise "
                    "'hum {figure} denge'"},
}
_YOURS = fold_words("you your yours aap aapka aapke aapki apka apke आप आपका आपके आपकी tum तुम")


def figure_asked(reader, fig):
    """The reason (``lang.reasons.Why``) refusing an order priced by figure ``fig`` said in another sentence
    (module docstring). ``reader``: the MessageReader in its checks (cues, clause_span, ``_word``, ``_fig_text``)."""
    from lang.price_matched import MATCH_WORDS  # (here: lang.reasons builds its table through lang.doubt_goods)
    from lang.reasons import why
    text = reader._fig_text(fig)
    lo, hi = reader.clause_span[fig.clause]
    if not any(reader._word(k) in _YOURS for k in range(lo, hi)):
        for c in reader.cues:
            if "offer" in c.kinds and c.clause > fig.clause:
                clo, chi = reader.clause_span[c.clause]
                if any(reader._word(k) in MATCH_WORDS for k in range(clo, chi)):
                    return why("ambiguous_intent.rival_matched", figure=text)
    return why("ambiguous_intent.figure", figure=text)


def rival_price_matched(reader, sku: str):
    """``ambiguous_intent.rival_matched`` (a ``lang.reasons.Why``) when a price of goods ``sku`` stands in a clause
    with no word of the supplier and a later clause asks it matched (an offer cue with a word of matching), else
    None. ``reader``: the MessageReader after its reading (figs, mentions, cues, clause_span)."""
    from lang.price_matched import MATCH_WORDS
    from lang.reasons import why
    if MATCH_WORDS.isdisjoint(reader._keys):
        return None
    named = {reader.clause_of[m.first] for m in reader.mentions if m.sku == sku}
    for fig in reader.figs:
        if fig.kind != "price" or fig.clause not in named:
            continue
        lo, hi = reader.clause_span[fig.clause]
        if any(reader._word(k) in _YOURS for k in range(lo, hi)):
            continue
        for c in reader.cues:
            if "offer" in c.kinds and c.clause > fig.clause and fig.clause + 2 >= c.clause:
                clo, chi = reader.clause_span[c.clause]
                if any(reader._word(k) in MATCH_WORDS for k in range(clo, chi)):
                    return why("ambiguous_intent.rival_matched", figure=reader._fig_text(fig))
    return None
