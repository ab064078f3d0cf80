"""A bill paid in part with the amount paid said: a payment of that amount, which the desk weighs against the bill.

A chat model short of cash pays part of a bill and says when the rest comes: "Sending ₹2,000 now against B16, balance
by Saturday", "B16 के लिए अभी ₹2,000 भेज रहे हैं, बाकी शनिवार तक", "B16 ke liye abhi ₹2,000 bhej rahe hain, baaki
Saturday tak", "B8 ka aadha payment ₹2,500 kar diya". A shopkeeper reads a payment of B16 of ₹2,000: the payment
carries the amount (``total_paise``), and the desk pays a bill only when the amount said is what the bill comes to
(``negotiation_kernel.bill_settling.pay_bill``: otherwise ``payment_not_due``, naming both sums in the supplier's language). The
reader had refused every such message (``ambiguous_intent.partial_pay``) although the desk never pays a sum the
message did not say.

It is read so only when the amount paid is plain:
- every payment carries its amount, and that amount is no balance ("balance ₹1,200 next week", "बाकी ₹2,400",
  "rest 2,820 by 20th": a figure right after a word of what is left);
- the message names no other money than the amount paid and a balance: "Paid ₹3,200 for B16 — out of the ₹5,100
  bill", "B40 ke ₹5,100 mein se ₹3,200 bhej diye" stay asked (which is the bill's? a payment may take the larger);
- no word says the bill is paid whole ("B-312 ka poora payment kar diya, ₹2,000 — baaki ₹1,500 baad mein": which?);
- the words of a part are those of a part paid and a rest to come (balance, baaki, rest, remaining, part, aadha):
  money asked off the bill or kept back ("please waive ₹48, paying ₹700", "₹300 kaat ke", "after the ₹2,000
  advance") stays asked, as does a part with no amount ("B8 ka aadha payment kar diya": the desk would pay it whole).

A day said for the rest ("balance by Saturday", "बाकी अगले हफ़्ते देंगे", "baaki next week") is the rest's, not the
payment's: the payment is made now (``lang.pay_put_off.rest_to_come``, asked by ``lang.take_backs``).

Shapes: ``part_paid_asked(reader, pays)`` with the MessageReader and the payment intents → bool (a part payment to
refuse as ``ambiguous_intent.partial_pay``; when read as made, it notes the bills in ``reader.part_paid``);
``part_paid_told(reader, pays)`` → bool (read them as they are); ``rest_figure(reader, f)`` → bool (the figure is the
rest to come, "balance ₹2,200 next week", never the amount paid: ``lang.pay_amounts`` passes it over).
"""
from __future__ import annotations

from lang.act_words import REST_LEFT as _LEFT, REST_TO_COME
from lang.bill_balance import BALANCE_WORDS, balance_said, out_of_said
from lang.language import fold_words

__all__ = ["part_paid_asked", "part_paid_told", "rest_figure"]

#: Words of a part paid and the rest to come: the only words of a part that leave a payment readable.
_PART = fold_words("balance baaki baki बाकी बाक़ी remaining rest partial part partly aadha aadhe आधा आधे")
#: Words of a bill paid whole: beside a part they contradict it ("B-312 ka poora payment kar diya, ₹2,000 — baaki
#: ₹1,500 baad mein": paid in full or in part?), and the payment stays asked.
_WHOLE = fold_words("full fully poora pura poore pure पूरा पूरे complete completely sampoorn सम्पूर्ण संपूर्ण")
#: Words allowed between a word of what is left and its figure ("the balance of ₹1,200", "rest is 2,820").
_BETWEEN = fold_words("of is amount राशि rashi ka का")


def _money(reader, f) -> bool:
    """The figure is money: a price, or a bare number with a thousands separator ("2,820")."""
    return f.kind == "price" or f.kind == "bare" and any("," in t.text for t in reader.tokens[f.pos:f.end])


def _a_balance(reader, f) -> bool:
    """The figure follows a word of what is left, within two tokens ("balance ₹1,200", "बाकी ₹2,400", "rest 2,820")."""
    k = f.pos - 1
    while k >= 0 and (reader._sym(k) == "₹" or reader._word(k) in ("rs", "inr") or reader._word(k) in _BETWEEN):
        k -= 1
    return reader._word(k) in _LEFT


def rest_figure(reader, f) -> bool:
    """The figure is the rest of a bill to come: right after a word of what is left and followed, within four words,
    by a word of a time to come ("balance ₹2,200 next week", "remaining ₹1,340 on Monday", "बाकी ₹900 अगले हफ़्ते
    देंगे", "baaki ₹1,800 Monday ko"); not "paid the balance ₹4,150" (the amount paid)."""
    if not _a_balance(reader, f):
        return False
    return any(reader._word(k) in REST_TO_COME for k in range(f.end, min(reader.n, f.end + 4)))


def part_paid_told(reader, pays) -> bool:
    """True when a payment said to be in part can be read as it is (module docstring): every payment carries its
    amount, the words of a part are only of a part paid and a rest to come, the amount is no balance, and the message
    names no other money than the amounts paid and balances."""
    if not pays or any(i.total_paise is None for i in pays):
        return False
    words = set(reader._words)
    if not (BALANCE_WORDS & words) <= _PART or not _WHOLE.isdisjoint(words):
        return False
    paid = {i.total_paise for i in pays}
    money = [f for f in reader.figs if _money(reader, f)] + [  # and the prices set aside as refused or earlier ones
        f for figs in getattr(reader, "refused_prices", {}).values() for f in figs]  # ("₹3,200 — out of the ₹5,100")
    balances = [f for f in money if _a_balance(reader, f)]
    if any(int(f.value * 100) in paid for f in balances):
        return False
    return all(int(f.value * 100) in paid for f in money if f not in balances)


def _out_of_a_larger(reader) -> bool:
    """An amount paid said to be out of a larger one ("₹3,200 — out of the ₹5,100 bill", "₹5,100 में से ₹3,200"):
    the bill is paid in part, whatever else the words say (not "O412 में से 10 किलो … हटा दीजिए": lang.bill_balance)."""
    amounts = {f.value for f in reader.figs if f.kind == "price"} | {
        f.value for figs in getattr(reader, "refused_prices", {}).values() for f in figs}
    return out_of_said(reader) and len(amounts) >= 2


def part_paid_asked(reader, pays) -> bool:
    """The payments ``pays`` are said to be in part (a balance word or an amount out of a larger one) and cannot be
    read as they are: refuse them (``ambiguous_intent.partial_pay``). "₹2,000 paid against B16, balance tomorrow" is
    read (False) and B16 noted in ``reader.part_paid``; "B8 ka aadha payment kar diya" is asked (True)."""
    if not (balance_said(reader, {i.bill_id for i in pays}) or _out_of_a_larger(reader)):
        return False
    if part_paid_told(reader, pays):
        reader.part_paid = {i.bill_id for i in pays}
        return False
    return True

