"""A bill said to be right, beside new goods asked: "40 पैकेट दूध का बिल ₹1,100 बना, ठीक है। 20 पैकेट दही और भेजिए।",
"40 packet doodh ka bill ₹1,100 bana, theek hai. 20 packet dahi aur bhejo.", "The bill for 40 packets of milk came to
₹1,100, fine. Send 20 more packets of curd.", "The invoice for 30 kg onion came to ₹900, correct. Send 10 kg rice." (a
"correct" that ends the sentence says the bill is right, asks no correction). The "fine" acknowledges a bill already made for goods already bought;
it agrees to no new price. It had been read as an acceptance of the milk at ₹27.50, and the supplier closed a milk
deal beside the curd order ("हाँ जी, दूध ₹27.50 प्रति पैकेट में आपका हुआ।": a new user's trial, session 32, #3696).

``bill_fine`` (run by ``lang.after_acts``) takes out a sentence that names a bill by its word ("bill", "बिल",
"invoice") and no bill id, agrees ("fine", "ठीक है", "theek hai", "सही है") and asks nothing else — its cues, goods
and figures — when another sentence asks for goods of its own: what is read is the rest ("order curd 20"). A bill
named by id ("B7 ₹1,100 ठीक है") and a sentence that also asks ("bill ₹1,100 is fine, send the milk") read as before.
"""
from __future__ import annotations

from lang.act_words import BILL_WORDS
from lang.language import fold_words

__all__ = ["bill_fine"]

#: The words a cue of such a sentence may have: the bill's own ("The bill for", a counter's "bana"/"hua"), agreeing.
_ACK = fold_words("the your our bill bills invoice for of ka ki ke का की के बिल bana bana hua hue बना हुआ हुए aaya aya "
                  "आया came comes is was that s thats it fine ok okay alright correct right sahi theek thik hai ठीक "
                  "सही है")
_ACK_KINDS = frozenset({"accept", "bill", "ask_bill"})
#: Words that end a sentence saying the bill is right ("…came to ₹900, correct.", "which is correct", "that's right");
#: "correct" alone is also a cue of a dispute ("please correct it"), here said of the bill, not asked.
_RIGHT = fold_words("correct right fine ok okay alright sahi theek thik सही ठीक")
_IS = fold_words("hai है")
#: Cue kinds that ask for goods in the other sentence.
_ASKING = frozenset({"order", "offer", "accept", "reject", "ask_quote", "cancel"})


def bill_fine(reader) -> None:
    """Drop the sentences of ``reader`` (the MessageReader after its clause acts) that only acknowledge a bill
    (module docstring): their cues, goods and figures."""
    if BILL_WORDS.isdisjoint(reader._keys) or reader.bill_ids or reader.order_ids:
        return
    billed = {reader.clause_of[k] for k, t in enumerate(reader.tokens) if t.kind == "word" and t.key in BILL_WORDS}
    acked = set()
    for cl in billed:
        cues = [c for c in reader.cues if c.clause == cl and c.kinds]
        right = _said_right(reader, cl)
        if not (right or any("accept" in c.kinds for c in cues)) or any(not (c.kinds <= _ACK_KINDS or right and (
                c.kinds == {"dispute"} and c.end - c.pos == 1 and reader._word(c.pos) in _RIGHT)) for c in cues) or any(
                reader.tokens[k].kind == "word" and reader.tokens[k].key not in _ACK for c in cues
                for k in range(c.pos, c.end)):
            continue
        acked.add(cl)
    if not acked:
        return
    asking = {c.clause for c in reader.cues if c.kinds & _ASKING and c.clause not in acked}
    named = {reader.clause_of[m.first] for m in reader.mentions}
    if not asking or asking - named:
        return  # (nothing else asked, or asked of goods named only in the bill's sentence)
    reader.cues = [c for c in reader.cues if c.clause not in acked]
    reader.mentions = [m for m in reader.mentions if reader.clause_of[m.first] not in acked]
    reader.figs = [f for f in reader.figs if reader.clause_of[f.pos] not in acked]


def _said_right(reader, clause: int) -> bool:
    """Whether sentence ``clause`` ends saying it is right ("…, correct.", "which is correct", "सही है"), not asking
    ("…, correct?")."""
    lo, hi = reader.clause_span[clause]
    words = [t.key for t in reader.tokens[lo:hi] if t.kind == "word"]
    if any(t.kind == "sym" and t.text == "?" for t in reader.tokens[lo:min(hi + 1, reader.n)]):
        return False
    if words and words[-1] in _IS:
        words.pop()
    return bool(words) and words[-1] in _RIGHT
