"""A decision put off right after a rate asked, beside goods ordered: only the goods asked after are put off.

"24 piece Colgate aur 10 packet Surf Excel bhej dijiye kal tak. ⏎ Parle-G ka rate kya hai aajkal? Woh baad mein dekhte
hain." (a new user's trial, session 33), "Send 24 Colgate and 10 packets of Surf Excel. What's your Parle-G rate? We'll
see about that later.", "24 कोलगेट और 10 पैकेट सर्फ़ एक्सेल भेज दीजिए। पारले-जी का भाव क्या है? वो बाद में देखते हैं।"
The shopkeeper sends the Colgate and the Surf Excel and quotes the Parle-G: "that we'll see later" is said of the
biscuits whose rate is asked. The whole mail had been refused as a decision put off ("you will decide later, so
nothing is ordered yet"), because the put-off sentence names no goods of its own (``lang.second_thoughts``: "Chana dal
70… dekhte hain" puts off the whole message).

``put_off_after_question(reader, clause, mentions_by_clause)`` says the put-off ``clause`` is such a remark: it names
no goods and states no figure, the sentence before it (passing marks alone) is a question naming goods, and goods of
another sentence are asked with an order word. The clause is then context (put off), and the rest is read.

Shape: ``put_off_after_question(reader, clause, mentions_by_clause)`` → bool, with the MessageReader after its
clause acts (clause_span, acts, cues, figs) and its mentions by clause.
"""
from __future__ import annotations

__all__ = ["put_off_after_question"]


def put_off_after_question(reader, clause: int, mentions_by_clause: dict[int, list]) -> bool:
    """The put-off ``clause`` follows a rate question beside goods ordered (module docstring)."""
    if mentions_by_clause.get(clause) or any(f.clause == clause for f in reader.figs):
        return False
    before = reader._worded_clause(clause, -1)
    act = reader.acts.get(before)
    if act is None or not act.question or not mentions_by_clause.get(before):
        return False
    asked = {m.sku for m in mentions_by_clause[before]}
    return any("order" in c.kinds and c.clause not in (clause, before) and any(
        m.sku not in asked for m in mentions_by_clause.get(c.clause, ())) for c in reader.cues)
