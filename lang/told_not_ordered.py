"""Goods told about, not asked, beside an order of other goods (issue 10; session 38, fixer DI, probes on main):

- goods told gone bad with no cause and no bill: "4 packets of curd went bad. Send 10 kg sugar.", "दही के 4 पैकेट
  ख़राब हो गए। 10 किलो चीनी भेजिए।", "Dahi ke 4 packet kharab ho gaye. 10 kilo cheeni bhejiye." had ordered 4 curd
  with the sugar, silently. The spoilt goods are a complaint, not goods asked: only the sugar is read. Only when the
  spoilt goods' sentence has no intent word and asks nothing, the message names no bill or order (a named bill's
  goods spoilt are ``lang.goods_faulted``'s dispute), and another sentence orders other goods; "22 packet kharab ho
  gaye, 22 aur bhejo" (asked in the same sentence) is left as it was. (``lang.goods_lost`` reads spoilage with a
  cause at the shop.)
- a price refused, then the same goods asked: "₹3,144 for 24 litres of mustard oil is too much. Please send the 24
  litres.", "24 लीटर सरसों तेल के ₹3,144 बहुत ज़्यादा हैं। 24 लीटर भेज दीजिए।" had ordered at the refused price
  (₹131 a litre), silently. At what price to send is not told: refused (``contradictory.yes_and_no``). "… is too
  much. Please send 10 kg sugar." (other goods asked) reads as before.

Shape: ``told_not_ordered(reader)`` with the MessageReader after its clause acts (run by ``lang.asked_or_kept``);
drops mentions, makes a clause background, or sets ``reader.refused_why``. Linear in the mentions and cues.
"""
from __future__ import annotations

from dataclasses import replace

from lang.gates import Gate
from lang.language import fold_words
from lang.reasons import why

__all__ = ["told_not_ordered"]

#: "went bad", "gone bad"; "spoilt", "rotten"; "ख़राब हो गए", "kharab ho gaye"; "सड़ गए", "sad gaye".
_WENT, _BAD = fold_words("went gone"), fold_words("bad off")
_SPOILT = fold_words("spoiled spoilt rotten")
_KHARAB, _HO = fold_words("kharab kharaab ख़राब खराब"), fold_words("ho हो")
_SAD = fold_words("sad sadd सड़")
_GAYE = fold_words("gaye gaya gayi gai gae gye गए गया गई गयी गये")
#: Words that ask the supplier for something in the spoilt goods' own sentence.
_ASKS = fold_words(
    "send bhejo bhejiye bhej bhejna bhejdo bhejein भेजो भेजिए भेज भेजें भेजना chahiye chahie चाहिए need want "
    "replace replacement badal badlo बदल बदलो return wapas वापस refund credit क्रेडिट more aur और fresh")
#: A price refused as too high: "too much", "too high", "expensive", "ज़्यादा", "zyada", "महँगा", "mehenga".
_TOO_HIGH = fold_words("much high expensive costly steep zyada jyada zyaada ज़्यादा ज्यादा mehenga mehnga mahanga महंगा महँगा "
                       "adhik अधिक")
#: Cues of a message that does more than refuse a price and ask goods (an offer, a cancel, an acceptance …).
_OTHER_ACTS = frozenset({"offer", "cancel", "accept", "dispute", "pay", "ask_quote", "ask_delivery", "ask_bill"})
_SPOIL_CUES = frozenset({"dispute", "cancel", "reject", "bill"})  # ("ख़राब हो गए" is read as a bill cue)


def _spoilt(keys: list[str]) -> bool:
    """Whether the folded keys of a sentence tell goods gone bad and ask nothing."""
    if not keys or not _ASKS.isdisjoint(keys):
        return False
    if not _SPOILT.isdisjoint(keys) or any(a in _WENT and b in _BAD for a, b in zip(keys, keys[1:])):
        return True
    return any(a in _KHARAB and b in _HO and c in _GAYE for a, b, c in zip(keys, keys[1:], keys[2:])) or any(
        a in _SAD and b in _GAYE for a, b in zip(keys, keys[1:]))


def _clause_keys(reader, clause: int) -> list[str]:
    lo, hi = reader.clause_span[clause]
    return [w for w in (reader._word(k) for k in range(lo, hi)) if w]


def _spoilt_beside_order(reader) -> None:
    if reader.bill_ids or reader.order_ids or not reader.mentions:
        return
    if _SPOILT_GATE.shut(reader._keys):
        return  # (speed, lang.gates: ``_spoilt`` needs a word of these in the sentence)
    cued = {c.clause for c in reader.cues if c.kinds - _SPOIL_CUES}
    ordered = {reader.clause_of[m.first]: m.sku for m in reader.mentions if m.sku}
    order_clauses = {c.clause for c in reader.cues if "order" in c.kinds}
    for clause in sorted({reader.clause_of[m.first] for m in reader.mentions}):
        act = reader.acts.get(clause)
        if clause in cued or act is None or act.question or act.condition or not _spoilt(_clause_keys(reader, clause)):
            continue
        skus = {m.sku for m in reader.mentions if reader.clause_of[m.first] == clause}
        if not any(c != clause and c in order_clauses and s not in skus for c, s in ordered.items()):
            continue  # no other goods ordered: left to the readers of complaints
        reader.mentions = [m for m in reader.mentions if reader.clause_of[m.first] != clause]
        reader.figs = [f for f in reader.figs if reader.clause_of[f.pos] != clause or f.kind != "qty"]
        reader.acts[clause] = replace(act, background=True)


def _refused_then_asked(reader) -> None:
    rejects = [c for c in reader.cues if c.kinds == {"reject"}]
    if not rejects or getattr(reader, "refused_why", None) is not None or any(
            c.kinds & _OTHER_ACTS for c in reader.cues):
        return
    skus = {m.sku for m in reader.mentions if m.sku}
    priced = {reader.clause_of[f.pos] for f in reader.figs if f.kind == "price"}
    if len(skus) != 1 or len(rejects) != 1 or rejects[0].clause not in priced:
        return  # one goods only, their price refused in one sentence
    cue = rejects[0]
    if getattr(reader.acts.get(cue.clause), "question", True) or _TOO_HIGH.isdisjoint(_clause_keys(reader, cue.clause)):
        return  # the price refused as too high ("is too much", "बहुत ज़्यादा हैं", "mehenga hai")
    for order in (c for c in reader.cues if c.kinds == {"order"} and c.clause > cue.clause):
        act = reader.acts.get(order.clause)
        if act is None or act.negative or act.question or act.condition or order.clause in priced:
            continue  # "Order nahi karenge." refuses; "₹140 pe 20 litre le sakte hain" offers
        m = next(m for m in reader.mentions if m.sku)
        name = reader.text[reader.tokens[m.first].start:reader.tokens[m.last - 1].end]
        reader.refused_why = why("contradictory.yes_and_no", item=name)
        return


def told_not_ordered(reader) -> None:
    """Read goods told gone bad beside an order of other goods as told only, and refuse goods asked right after
    their price was refused (module docstring): "4 packets of curd went bad. Send 10 kg sugar." / "दही के 4 पैकेट
    ख़राब हो गए। 10 किलो चीनी भेजिए।" / "Dahi ke 4 packet kharab ho gaye. 10 kilo cheeni bhejiye." order the sugar
    only; "₹3,144 for 24 litres of mustard oil is too much. Please send the 24 litres." is refused."""
    _spoilt_beside_order(reader)
    _refused_then_asked(reader)


#: ``_spoilt`` is true only with "spoilt"/"rotten", "(went) bad/off", "kharab (ho gaye)" or "sad (gaye)" in the sentence.
_SPOILT_GATE = Gate("told_not_ordered.spoilt", (_spoilt_beside_order,), opens=(_SPOILT, _BAD, _KHARAB, _SAD),
                    alongside=(_SPOIL_CUES,))
