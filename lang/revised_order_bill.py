"""A revised, corrected or updated bill asked for an order, in a message that finds no fault, is that order's bill
asked for (reader fixer CP, session 36; retrial36 R36-*-02): "Please send a revised bill for order O5.", "Send the
revised invoice for O5.", "ऑर्डर O5 का संशोधित बिल भेज दीजिए।", "O5 ka revised bill bhej dijiye." had been refused
("a complaint about a bill … a bill asked for too"): "revised bill" is a word of disputing a bill, and "send" an
order's word, while "the updated bill for O5" read as ``ask_bill``. ``lang.revised_bill`` reads the same with a bill
id (B13); this is its order-id twin.

The same sentence after a change the writer tells as already made ("As we discussed yesterday, we reduced the rice on
order O5 from 50 kg to 30 kg. Could you send a revised bill for O5 with the new quantity?", "… घटाकर 30 किलो कर दिया
था। कृपया O5 का संशोधित बिल …", "… 30 kilo kar diya tha. O5 ka revised bill …") asks only the bill: the cut told
done is dropped later by ``lang.cancelled_before`` (a cut made again would leave 10 kg, not 30). A cut asked now
("Please reduce the rice on O5 to 30 kg and send the revised bill") is left as read: the cut is the desk's to make.

Read so only when: the message names no bill id; no word of the message finds a fault (wrong, short, but, extra …);
every cancel cue stands in a clause told as done before; the sentence names the order, a word of revising and the
bill, a word of sending, and no goods nor other figure; and its other cues are only those words.

Shape: ``revised_order_bill(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["revised_order_bill"]

#: Words of a bill revised, and the bill's nouns ("revised bill", "संशोधित बिल", "sudhra hua bill").
_REVISED = fold_words("संशोधित सुधरा सुधरी सुधरे सुधारा revised corrected updated amended sudhra sudhri sudhre "
                      "sanshodhit")
_BILL = fold_words("bill invoice बिल इनवॉइस")
#: Words a cue of that sentence may be made of: revising, the bill, sending, asking.
_OWN = _REVISED | _BILL | fold_words(
    "a the please kindly pls could you send resend email mail share bhej bhejo bhejiye bhejie bhejen bhejein bhejna "
    "dijiye dijie do de dein kripya कृपया भेज भेजो भेजिए भेजिये भेजें भेजना दीजिए दीजिये दो दे दें for ka का hua हुआ")
_SENDING = fold_words("send resend email mail share bhej bhejo bhejiye bhejie bhejen bhejein bhejna भेज भेजो भेजिए "
                      "भेजिये भेजें भेजना")
#: Words that find a fault in a bill or in goods: then the revised bill asked is a complaint's remedy.
_FAULTS = fold_words("wrong incorrect error mistake short less missing broken damaged rotten expired overcharged "
                     "charged billed extra instead whereas however but dispute objection complaint galat galti "
                     "kharab jabki aapatti shikayat zyada jyada kam lekin magar गलत ग़लत गलती खराब ख़राब जबकि आपत्ति "
                     "शिकायत ज़्यादा ज्यादा कम लेकिन मगर")
_ASKED = frozenset({"ask_bill"})
_KEPT = frozenset({"order_ref"})


def revised_order_bill(reader) -> None:
    """Read the revised bill asked for an order as ``ask_bill`` of it (module docstring): the one sentence's cues
    become one ``ask_bill`` cue. ``reader``: the MessageReader after its clause acts (cues, tokens, order ids)."""
    if reader.bill_ids or not reader.order_ids or _REVISED.isdisjoint(reader._keys) or _BILL.isdisjoint(
            reader._keys) or not _FAULTS.isdisjoint(reader._keys):
        return
    cancels = {c.clause for c in reader.cues if "cancel" in c.kinds}
    if cancels and cancels - reader._done_before_clauses():
        return
    words, toks = reader._words, reader.tokens
    ids = {p + 1 for p, _ in reader.order_ids} | {p for p, _ in reader.order_ids}
    goods = {reader.clause_of[k] for k in reader.item_tokens}
    for clause in sorted({reader.clause_of[p] for p, _ in reader.order_ids} - goods - cancels):
        lo, hi = reader.clause_span[clause]
        keys = {words[k] for k in range(lo, hi) if toks[k].kind == "word"}
        if _REVISED.isdisjoint(keys) or _BILL.isdisjoint(keys) or _SENDING.isdisjoint(keys) or any(
                toks[k].kind == "num" and k not in ids for k in range(lo, hi)):
            continue
        mine = [c for c in reader.cues if c.clause == clause and c.kinds and c.kinds != _KEPT]
        if not mine or any(not c.kinds <= {"ask_bill", "dispute", "order"} or not all(
                words[k] in _OWN for k in range(c.pos, c.end) if toks[k].kind == "word") for c in mine):
            continue
        first = next((c for c in mine if c.kinds == _ASKED), mine[0])
        for c in mine:
            c.kinds = _ASKED if c is first else frozenset()
