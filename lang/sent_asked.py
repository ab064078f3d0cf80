"""Whether an order has been sent, asked with the verb of sending money: "क्या O41 भेज दिया गया है?", "O41 bhej diya
gaya kya?" (the language gap: the English twin "Has O41 been dispatched yet?" was read; the Hindi was refused, its
"भेज दिया" a payment cue with no bill).

"भेज दिया" / "bhej diya" pays when money is sent ("₹5,000 भेज दिया", "B12 का पैसा भेज दिया"); asked of an order id,
in a question naming no bill, no money and no amount, it asks whether the goods have left. ``sent_asked`` turns such
a payment cue into a delivery question.

Goods counted and asked sent, with no order id, are asked after the same way (fixer AC, s32: the Hindi and Hinglish
twins of "Has the 20 kg atta been dispatched?" were refused as words the reader did not know): "क्या 20 किलो आटा भेज
दिया?", "Kya 20 kilo atta bhej diya?", "आज सुबह वो 12 लीटर दूध भेजा क्या?", "12 litre doodh bheja kya?", "Did you
send the 12 litres of milk this morning?", "Have you sent the 20 kg atta?" → ``ask_delivery`` of those goods. Only in
a question that counts its goods, names no bill, price or money and asks nothing else (no other cue): "Kya 20 kilo
atta bhej doge?" (the future: asked sent, an order) and "Did you send the rate for rice?" are left as they were.
"""
from __future__ import annotations

from lang.language import fold, fold_words
from lang.reader_parts import Cue as _Cue

__all__ = ["sent_asked"]

#: Words of the verb of sending (the cue must be made of these only).
_SENT = fold_words("bhej diya diye di gaya gaye gayi भेज दिया दिए दी गया गए गई")
#: Words of money in the clause that keep it a payment.
_MONEY = fold_words("payment paisa paise rupaye rupees rs amount cash cheque upi neft rtgs imps bhugtan raqam rakam "
                    "पेमेंट पैसा पैसे रुपये रुपए रकम राशि भुगतान नकद चेक")


def sent_asked(reader) -> None:
    """Make a payment cue of the verb of sending into a delivery question (module docstring). ``reader``: the
    MessageReader after its clause acts (tokens, cues, acts, order_ids, bill_ids, figs)."""
    if reader.order_ids and any(c.kinds == {"pay"} for c in reader.cues):
        _order_sent_asked(reader)
    if reader.mentions and not _SEND_STEMS.isdisjoint(reader._keys):
        goods_sent_asked(reader)


def _order_sent_asked(reader) -> None:
    """A payment cue of the verb of sending, asked of an order id, made a delivery question."""
    ordered = {reader.clause_of[p] for p, _ in reader.order_ids}
    billed = {reader.clause_of[p] for p, _ in reader.bill_ids}
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    for c in reader.cues:
        act = reader.acts.get(c.clause)
        if c.kinds != {"pay"} or act is None or not act.question or c.clause not in ordered or c.clause in billed \
                or c.clause in priced or not all(reader._word(k) in _SENT for k in range(c.pos, c.end)):
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(reader._word(k) in _MONEY for k in range(lo, hi)):
            continue
        c.kinds = frozenset({"ask_delivery"})  # "क्या O41 भेज दिया गया है?": the goods sent


#: The stems of the verb of sending ("bheja"/"भेजा" fold to "bhej", as the imperative "bhej" does) and English "send".
_SEND_STEMS = fold_words("bhej bheji bheje भेज भेजी भेजे send sent")
#: After a stem, the words that make it past ("bhej diya", "भेज दिया") or ask it ("bheja kya", "भेजी क्या").
_PAST_AFTER = fold_words("diya diye di dia kya क्या दिया दिए दिये दी")
#: The written past forms whose key is the bare stem ("bheja" → "bhej"): a past alone ("12 litre doodh bheja?").
_PAST_TEXTS = frozenset(("bheja", "bhejaa", "भेजा"))
#: English openers of a question of the past ("Did you send …", "Have you sent …", "Has the rice been sent?").
_PAST_OPENERS = fold_words("did have has had was were")
_SENT_EN = fold("sent")
_SEND_EN = fold("send")


def _sent_at(reader, lo: int, hi: int) -> int | None:
    """The token index of a verb of sending said in the past in tokens ``lo``..``hi`` (one clause), else None."""
    words = [reader._word(k) for k in range(lo, hi)]
    opener = next((w for w in words if w), "")
    for k in range(lo, hi):
        w = words[k - lo]
        if w not in _SEND_STEMS:
            continue
        nxt = next((x for x in words[k - lo + 1:] if x), "")
        if w in (_SEND_EN, _SENT_EN):
            if opener in _PAST_OPENERS and (w == _SENT_EN or words[max(0, k - lo - 2):k - lo].count(fold("you"))):
                return k  # "Did you send …?", "Have you sent …?", "Has the atta been sent?"
            continue
        if nxt in _PAST_AFTER or reader.tokens[k].text.lower() in _PAST_TEXTS and not nxt:
            return k  # "bhej diya?", "भेजा क्या?", "doodh bheja?"
    return None


def goods_sent_asked(reader) -> None:
    """Goods counted and asked sent in a question (module docstring): the clause's sending cues, if any, give way to
    an ``ask_delivery`` cue at the verb."""
    billed = {reader.clause_of[p] for p, _ in reader.bill_ids}
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    named = {reader.clause_of[m.first] for m in reader.mentions}
    for clause in sorted(named & counted - billed - priced):
        act = reader.acts.get(clause)
        if act is None or not act.question or act.negative or act.condition:
            continue
        lo, hi = reader.clause_span[clause]
        at = _sent_at(reader, lo, hi)
        if at is None or any(reader._word(k) in _MONEY for k in range(lo, hi)):
            continue
        cues = [c for c in reader.cues if c.clause == clause and c.kinds and c.kinds != {"neutral"}]
        if any(not (c.pos <= at < c.end or c.kinds == {"pay"} and all(
                reader._word(k) in _SENT for k in range(c.pos, c.end))) for c in cues):
            continue  # asks something else too ("Did you send the rate for rice?"): left as it was
        for c in cues:
            c.kinds = frozenset()
        reader.cues = sorted(reader.cues + [_Cue(frozenset({"ask_delivery"}), at, at + 1, clause,
                                                 reader.chunk_of[at])], key=lambda c: c.pos)
