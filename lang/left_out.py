"""Goods left out of a rate request: "Send rates: Maggi, Parle-G, Colgate, Surf Excel. Not tea.", "Please quote
paneer, butter and curd. Not milk.", "Need your rates on almonds, jaggery and besan. Skip the poha and suji, we have
enough.", "No need to quote sugar — we're stocked", "Don't include eggs."; "भाव भेजो: मैगी, पारले-जी। चाय पत्ती नहीं।",
"पोहा और सूजी रहने दीजिए, काफ़ी है।", "अंडे मत जोड़िए।", "चीनी का भाव मत भेजिए"; "Rate bhejo: Maggi, Parle-G. Chai patti
nahi.", "Poha aur suji rehne do", "Ande mat jodna.", "Cheeni ka rate mat bhejna" (probes34 i0022–i0030, blind).

The words that leave goods out had been read as a refusal of those goods (a ``reject``, which the supplier's desk acts
on when a bargain over them is open), or the rate not to be sent as goods held back (refused). Nothing was offered:
the shop asks rates and says which ones it does not want (tests/corpus_probes34/README.md, judgement call 5: items
the writer says not to quote are left out of ``ask_quote``; they are not ``reject``, no price was on the table). A
refusal still answers something when the message names it: a price, an offer, a scheme or a quotation ("Thanks for
the offer on Maggi, but we will not take it. Rate for Surf Excel?"), quoted text, an order or bill id, or a word of
taking or buying ("We have decided not to go ahead with the almonds; quote poha and suji" turns the almonds down).

``left_out(reader)`` empties such a refusal's cue (and a rate word said inside it: "No need to *quote* sugar") when
the message only asks rates — every other request in it asks a rate, one of them plainly (not the bare rate word of
"rate is too high" or "Quote ke liye thanks") — and the refusal's sentence names goods the
rates are not asked for, no figure, and no word of taking, buying or passing. Goods both asked and left out ("Quote
for tea and Maggi please. Not tea.", which had been read as both rates asked, the "not" dropped) are refused as
contradictory (``contradictory.yes_and_no``: tea is both asked for and refused; write one). The same words beside an
order ("Send 20 kg rice. No sugar this week.") are read as before: the labelled rows split there (holdout88 j9012,
probes33 q077 refuse the sugar; holdout131 c7027, c7047 label nothing).

Shape: ``left_out(reader)`` with the MessageReader after its clause acts (``lang.beside_requests``); empties cues in
place, adds their sentences to ``reader.background`` and takes them out of ``reader.cancel_items``.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.clean import quoted_lines, quoted_spans
from lang.language import fold_words
from lang.rates_needed import rates_needed
from lang.reasons import why

__all__ = ["left_out"]

#: The kinds of a rate request.
_RATES = frozenset({"ask_quote", "ask_quote_weak"})
#: Words of thanks: a rate word beside them thanks for rates sent ("Quote ke liye thanks"), it asks none.
_THANKS = fold_words("thanks thank thankyou dhanyavaad dhanyawad dhanyavad shukriya धन्यवाद शुक्रिया")
#: The kinds of a cue that leaves goods out.
_LEAVING = (frozenset({"reject"}), frozenset({"cancel"}))
#: Words of something put on the table, which a refusal beside them answers.
_TABLED = fold_words("offer offered offers scheme schemes quotation quotations quoted deal ऑफ़र ऑफर स्कीम कोटेशन")
#: Words of taking, buying or passing: a decision on goods offered ("we won't take", "nahi lenge", "not interested").
_TAKING = fold_words("take taking took buy buying bought interested proceed proceeding ahead pass passing decline "
                     "declining decided decision lenge lega legi lengi lena lene lete le liya kharid kharidenge "
                     "kharidna kharidne faisla लेंगे लेगा लेगी लेना लेने ले लेते लिया ख़रीदेंगे खरीदेंगे ख़रीदना खरीदना "
                     "ख़रीदने खरीदने फ़ैसला फैसला jamega jamta chalega जमेगा जमता चलेगा")
#: Words that leave goods out: a negation, "skip", "leave (out)", "exclude", "रहने दीजिए", "chhod do".
_LEAVE = NEGATIONS | fold_words("skip leave exclude excluding rehne rehene rahne रहने chhod chhodo chhodiye chhod "
                                "छोड़ छोड़ो छोड़िए छोड़ दीजिए")
#: Words of a rate: a cancel cue ("mat bhejna") in a sentence with one holds the rate back, not goods.
_RATE_WORDS = fold_words("rate rates price prices quote bhav bhaav bhaw भाव रेट daam दाम")


def left_out(reader) -> None:
    """Empty each cue that leaves goods out of a rate request (module docstring). ``reader``: the MessageReader after
    its clause acts (tokens, cues, figs, mentions, clause_span, background); sets ``reader.refused_why`` when the
    goods left out are asked too."""
    if reader.order_ids or reader.bill_ids or not _TABLED.isdisjoint(reader._keys) or \
            any(f.kind == "price" for f in reader.figs):
        return
    cued = [c for c in reader.cues if c.kinds]
    if not any(c.kinds <= _RATES for c in cued) or not any(c.kinds in _LEAVING for c in cued) or \
            any(not (c.kinds <= _RATES or c.kinds in _LEAVING) for c in cued):
        return
    rates_needed(reader)  # ("Rates needed this week: …": the rates asked, before this pass looks for them)
    leaving = [c for c in cued if c.kinds in _LEAVING]
    left = {c.clause for c in leaving}
    named = {}
    for m in reader.mentions:
        named.setdefault(reader.clause_of[m.first], set()).add(m.sku)
    words = {c: [reader._word(k) for k in range(*reader.clause_span[c]) if reader._word(k)] for c in
             {d.clause for d in cued}}
    asks = [c for c in cued if c.kinds <= _RATES and c.clause not in left and (c.kinds == {"ask_quote"} or named.get(
        c.clause) and _THANKS.isdisjoint(words[c.clause]))]  # (not "rate is too high", "Quote ke liye thanks")
    if not asks:
        return
    raw = getattr(reader, "raw_text", "")
    if raw and (quoted_lines(raw)[0] or quoted_spans(raw)):
        return
    asked = {s for c, skus in named.items() if c not in left for s in skus}
    figured = {f.clause for f in reader.figs if f.kind in ("qty", "price", "bare", "badqty")}
    for c in leaving:
        said, goods = words[c.clause], named.get(c.clause, set())
        if not goods or None in goods or c.clause in figured or _LEAVE.isdisjoint(said) or not _TAKING.isdisjoint(said) \
                or c.kinds == {"cancel"} and _RATE_WORDS.isdisjoint(said):  # ("Chini mat bhejna" holds goods back)
            return
    both = next((s for c in leaving for s in named[c.clause] if s in asked), None)
    if both is not None:  # "Quote for tea and Maggi please. Not tea.": which is it?
        reader.refused_why = why("contradictory.yes_and_no", item=reader.cat.by_sku(both).item)
        return
    for c in leaving:
        c.kinds = frozenset()
        reader.background.add(c.clause)
        reader.cancel_items.discard(c.clause)  # ("चीनी का भाव मत भेजिए": its goods are no cancel's)
        for d in reader.cues:
            if d.clause == c.clause and d.kinds <= _RATES:
                d.kinds = frozenset()  # "No need to quote sugar": the rate word is the refusal's own
