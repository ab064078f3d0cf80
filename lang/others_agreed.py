"""Another item's "fine" is no agreement to the goods bargained next (issue 10, session 55; holdouts 154–190).

"The sugar rate is fine with us. Suji at ₹25 is on the higher side — a dealer offered ₹22.50 yesterday. If you can
do ₹23 per packet, I will confirm the full order today itself." The suji's line has no intent words of its own and
takes the offer of the sentence whose figure it took (``line.extra``, ``lang.lines``); with it, it had inherited the
accept of the last sentence with intent words before it — "The sugar rate is fine" — as an item line does after
"Accepting your quote:" — and the two together refused the message ("both agreed and offered for suji"). The same in
"Toor at ₹136 is fine, please book 25 kg. ⏎ Moong at ₹104 is on the higher side … Would ₹99 per kg work?",
"सरसों तेल ₹134 ठीक है, 2 पेटी भेजिए। तूर ₹138 ज़्यादा है … ₹135 कर दीजिए": a shopkeeper reads the yes as the
goods its own sentence names, and the counter as the other goods'.

When: the words the line took are an offer (the counter), and the sentence before names goods, none of them the
line's. Then its agreement is not the line's. Beside words of sending only ("Lifebuoy and Colgate ok. Surf at 83
won't work, ₹82 is my last. Send the 144 Lifebuoy …", probes 50 h3006) the lent yes is left as it was. A sentence
that names no goods ("Accepting your quote:", "We accept.") or names the line's goods too ("Rice and sugar rates
are fine") still lends its yes.

Shape: ``agreed_before(reader, line, k)`` with the MessageReader as its item lines are given their intent words
(``reader.strong_clauses``, sorted clause numbers with item intent words; ``k`` the index in it of the first at or
after the line's clause) → the clauses whose accept the line may take: ``[strong_clauses[k - 1]]`` or none.
"""
from __future__ import annotations

__all__ = ["agreed_before"]


def agreed_before(reader, line, k: int) -> list[int]:
    """The sentence of intent words before ``line`` (``reader.strong_clauses[k - 1]``) as a one-clause list, unless it
    names only goods other than the line's (module docstring); empty when there is none."""
    if k <= 0:
        return []
    prev = reader.strong_clauses[k - 1]
    named = reader.__dict__.get("_goods_by_clause")
    if named is None:
        named = reader._goods_by_clause = {}
        for m in reader.mentions:
            named.setdefault(reader.clause_of[m.first], set()).add(m.candidates)
    goods = named.get(prev, set())
    if goods and line.mention.candidates not in goods and any("offer" in c.kinds for c in line.extra):
        return []  # "The sugar rate is fine with us. Suji … If you can do ₹23": the yes is the sugar's
    return [prev]
