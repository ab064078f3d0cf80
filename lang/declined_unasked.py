"""Goods declined "this time" because the shop still has them, beside an order of other goods, are news, not a reject:
"batata 40 kilo and kela 10 dozen send today evening. no onion this time, still have", "इस बार प्याज़ नहीं, अभी है",
"is baar pyaaz nahi, abhi hai" (sealed set 80, v8023; the corpus README: a negation that answers no quote and cuts no
open order carries no intent). Nobody offered the onion and no order holds it: there is nothing to refuse.

When: a reject cue said with a negation or "skip" in a sentence with goods and no figure, a word of stock still held right after the negation or
in the next sentence ("still have", "have stock", "abhi hai", "pada hai", "अभी है", "बचा है"), an order of other
goods in another sentence (and no other request), and nothing the refusal could answer or cut: no price, rate, offer or quote named, no
quoted text, no order or bill named, and no usual order repeated ("Same 10 kg moong as last week please but no chana
dal this time, still have stock" cuts the usual list: a reject, holdout27). Then the cue asks nothing. Not "No sugar
this week. Send 20 kg rice at ₹38." (no stock told), nor "Moong ₹98 fine, send 20 kg. Besan we'll skip." (a rate).

Shape: ``declined_unasked(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); empties cues
in place and adds their sentences to ``reader.background``.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.clean import quoted_lines, quoted_spans
from lang.language import fold_words

__all__ = ["declined_unasked"]

#: Words of a price asked or offered, beside which a refusal answers something.
_ASKED = fold_words("rate rates price prices quote quoted quotation offer offered scheme bhav bhaav भाव रेट daam दाम "
                    "ऑफ़र ऑफर")
#: Words of the usual order repeated ("same as last week", "पिछले हफ्ते जैसा").
_USUAL = fold_words("same usual regular always jaisa jaise jaisi जैसा जैसे जैसी hamesha हमेशा wahi वही")
#: A word of stock still held, alone ("abhi hai" is "now" and "is": both needed).
_HELD_ONE = fold_words("still stock stocks pada padi pade पड़ा पड़ी पड़े bacha bachi bache बचा बची बचे enough kaafi "
                       "काफ़ी")
_NOW = fold_words("abhi अभी")
#: The words a decline is said in: a negation ("no", "nahi", "नहीं", "mat") or "skip".
_DECLINE = NEGATIONS | fold_words("skip mat मत nahi nahin नहीं na")
_IS = fold_words("hai hain है हैं")


def declined_unasked(reader) -> None:
    """Empty each reject cue of goods declined for stock still held, beside an order of others (module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, cues, figs, mentions, clause_span)."""
    rejects = [c for c in reader.cues if c.kinds == {"reject"}]
    if not rejects:
        return  # (the first test below, before the scans: no refusal, nothing to read as news)
    cued = {c.clause for c in reader.cues if c.kinds}
    orders = {c.clause for c in reader.cues if c.kinds == {"order"}} | {
        f.clause for f in reader.figs if f.kind == "qty" and f.clause not in cued}  # ("20 kg potato today please")
    if not rejects or not orders or any(c.kinds - {"order", "reject"} for c in reader.cues) or reader.order_ids or reader.bill_ids or not _ASKED.isdisjoint(reader._keys) or \
            not _USUAL.isdisjoint(reader._keys) or any(f.kind == "price" for f in reader.figs):
        return
    raw = getattr(reader, "raw_text", "")
    if raw and (quoted_lines(raw)[0] or quoted_spans(raw)):
        return
    figured = {f.clause for f in reader.figs if f.kind in ("qty", "price", "bare", "badqty")}
    ordered = {m.sku for m in reader.mentions if reader.clause_of[m.first] in orders}
    for c in rejects:
        goods = {m.sku for m in reader.mentions if reader.clause_of[m.first] == c.clause}
        if not goods or None in goods or goods & ordered or c.clause in figured or c.clause in orders or all(
                reader._word(k) not in _DECLINE for k in range(c.pos, c.end)):  # (not "demand bahut zyada hai")
            continue
        lo, hi = reader.clause_span[c.clause]
        after = [reader._word(k) for k in range(c.end, hi) if reader._word(k)]
        nxt = reader._worded_clause(c.clause, +1)
        if not _held(after) and not (nxt in reader.clause_span and nxt not in figured and not any(
                d.clause == nxt and d.kinds for d in reader.cues) and _held(
                [reader._word(k) for k in range(*reader.clause_span[nxt]) if reader._word(k)])):
            continue
        c.kinds = frozenset()
        reader.background.add(c.clause)


def _held(words: list[str]) -> bool:
    """Words telling stock still held: "still have", "have stock", "pada hai", "बचा है", "abhi hai"."""
    return not _HELD_ONE.isdisjoint(words) or any(a in _NOW and b in _IS for a, b in zip(words, words[1:]))
