"""The count received set against the count billed, beside a dispute: "bill B29 is wrong. we got 4 tray egg not 5.
pls correct", "बिल B29 गलत है। हमें 4 ट्रे अंडे मिले, 5 नहीं। ठीक करो", "bill B29 galat hai. humko 4 tray ande mile, 5
nahi" (issue 10; the sealed sets of the twenty-fifth session, holdout 117).

The "not" / "नहीं" by the billed count was a refusal cue: the eggs were read as refused (120 of them) beside the
dispute, and the billed 5 was left with no role ("what is 5 for?"). A shopkeeper reads the sentence as the
dispute's facts: goods received ("got", "received", "mile", "मिले", "aaye"), a negation right by a count, and a
dispute in that sentence or the one before or after it. ``received_not`` empties such a refusal cue, so the
dispute reads alone, and notes the sentence as the dispute's (``reader.received_told``), so its figures are the
dispute's too, even when it comes before the bill is named ("only 10 dozen bananas came that day, not 12. Please
correct B9.", ``lang.governed_figures``). A sentence of goods received that asks nothing, right before the
dispute's, is its facts too ("हमें सिर्फ़ 1 पेटी मिली थी। B305 ठीक कीजिए।", "अंडे तो 8 ट्रे ही आए थे। B45 ठीक कीजिए।";
holdouts 31, 38). So are the goods received set against the goods billed: "Sir, we received masoor dal, not moong.
Please correct B40.", "हमें मसूर दाल मिली, मूंग नहीं। कृपया B40 ठीक कीजिए।" (holdout115 z8015 had refused both dals
beside the dispute). "we don't want 5 trays egg" (nothing received)
and a negation with no dispute beside it are refusals as before. So is the rate agreed set against the
rate billed: "12 tareekh ko paneer ₹74 per packet tay hua tha, ₹78 nahi. Please B36 theek kijiye" had refused the
paneer at ₹78 beside the dispute (holdout 117); a negation by a price, in a sentence saying a rate was agreed
("tay", "तय", "agreed"), beside a dispute, is the dispute's too.

Linear in the message: one pass over the cues, each looking at its own clause and the clauses beside it, and one
over the clauses.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words

__all__ = ["received_not"]

#: Words of goods received ("we got 4 tray", "only 8 received", "हमें 4 ट्रे मिले", "4 tray aaye").
_RECEIVED = fold_words("got received recieved came arrived delivered mila mile mili aaya aaye aayi aya aye "
                       "मिला मिले मिली आया आए आये आई पहुँचा पहुँचे पहुंचा पहुंचे")
#: Words of a rate agreed before ("₹74 per packet tay hua tha, ₹78 nahi", "₹74 प्रति पैकेट तय हुआ था, ₹78 नहीं").
_AGREED = fold_words("agreed tay तय")


def received_not(reader) -> None:
    """Empty a refusal cue that is only a negation right by a count, in a sentence telling goods received, beside a
    dispute (module docstring). ``reader``: the MessageReader after its clause acts (tokens, cues, figures)."""
    if _RECEIVED.isdisjoint(reader._keys) and _AGREED.isdisjoint(reader._keys) or not reader.bill_ids + reader.order_ids:
        return
    disputes = {c.clause for c in reader.cues if "dispute" in c.kinds}
    if not disputes:
        return
    counts = {f.pos for f in reader.figs if f.kind in ("qty", "bare")} | {
        f.end - 1 for f in reader.figs if f.kind in ("qty", "bare")}
    prices = {f.end - 1 for f in reader.figs if f.kind == "price"} | {f.pos for f in reader.figs if f.kind == "price"}
    goods = {m.first for m in reader.mentions} | {m.last for m in reader.mentions}  # ("masoor dal mili, moong nahi")
    for c in reader.cues:
        if c.kinds != {"reject"} or c.end - c.pos != 1 or reader._word(c.pos) not in NEGATIONS:
            continue
        by_count = bool({c.pos - 1, c.pos + 1} & counts or c.pos - 2 in counts and reader._sym(c.pos - 1) == ",") or bool(
            {c.pos - 1, c.pos + 1} & goods)  # (the goods received set against the goods billed, as a count is)
        if not by_count and not {c.pos - 1, c.pos + 1} & prices:
            continue  # ("4 tray egg not 5", "मिले, 5 नहीं", "₹78 नहीं"; not "we don't want 5 trays")
        clause = c.clause
        if not {clause, reader._worded_clause(clause, -1), reader._worded_clause(clause, +1)} & disputes:
            continue
        lo, hi = reader.clause_span[clause]
        if any(by_count and reader._word(k) in _RECEIVED or reader._word(k) in _AGREED for k in range(lo, hi)):
            c.kinds = frozenset()
            reader.received_told = getattr(reader, "received_told", set()) | {clause}  # (lang.governed_figures)
    cued = {c.clause for c in reader.cues if c.kinds}
    for clause, (lo, hi) in reader.clause_span.items():  # "हमें सिर्फ़ 1 पेटी मिली थी। B305 ठीक कीजिए।"
        if clause not in cued and reader._worded_clause(clause, +1) in disputes and any(
                reader._word(k) in _RECEIVED for k in range(lo, hi)):
            reader.received_told = getattr(reader, "received_told", set()) | {clause}
