"""A bill paid with a word of a balance or a part beside it: is the bill paid in part? The desk settles a bill in full,
so a payment said to leave a balance ("Sent ₹2,000 against B16, balance by Saturday", "B16 के ₹2,000 भेजे, बाकी शनिवार
तक") is asked about (``ambiguous_intent.partial_pay``, ``lang.verify``), never made. ``balance_said`` is that test.

A balance word that is not the paid bill's is no part payment, and the bill is paid:
- the rest of something else — goods, points, deliveries: "बाकी पैकेट भेज दें" (send the remaining packets), "Subject:
  Baaki points – Sai Kirana", "### बाक़ी डिलीवरी", "O412 में से 10 किलो मूँग दाल हटा दीजिए, बाकी माल वैसे ही भेजें";
- nothing left: "B7 का भुगतान कर दिया — अब कुछ बाकी नहीं", "B7 ka payment kar diya — ab kuch baaki nahi";
- another bill's balance, in a sentence naming only bills not paid: "Paid B45 today. The B44 balance we'll clear next
  week." (B44 is a promise: ``lang.verify._payment_promised``);
- the balance of a bill, paid now: "Sent the balance for B550 and full B551 via UPI", "B650 का बाकी और B651 पूरा UPI
  से भेज दिया", "B750 ka baaki aur B751 poora UPI kar diya" — what was left of the bill is paid, so the bill is settled
  in full (not "B650 का बाकी अगले हफ़्ते": a day to come; nor "₹2,000 for B16, balance by Saturday": no bill after it).
"out of" / "में से" is a part of a larger amount only in a sentence of the payment or one asking nothing else: not
"ऑर्डर O412 में से 10 किलो मूँग दाल हटा दीजिए" beside "बिल B523 का ₹14,200 … भेज दिया".

Shapes: ``balance_said(reader, paid)`` with the MessageReader and the bill ids paid → bool; ``out_of_said(reader)`` →
bool (the word "out of" / "में से" in a sentence of the payment or one asking nothing else).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.pending_bills import pending_at
from lang.balance_paid import balance_paid_with_amount

__all__ = ["BALANCE_WORDS", "balance_said", "out_of_said"]

#: Words beside a payment that make it part of its bill ("₹2,000 paid, balance tomorrow"), ask money off it
#: ("please waive ₹48, paying ₹700") or keep some back: the desk pays a bill whole, so such a payment is asked
#: about, never made.
BALANCE_WORDS = fold_words(
    "balance baaki baki बाकी बाक़ी remaining rest partial part partly aadha आधा waive waived waiver chhod chhodo chhodiye "
    "chhoda छोड़ छोड़िए छोड़ो discount "
    # money kept back or set against something: "Paid ₹500 less on B60", "B60 में से ₹500 काट कर", "after deducting
    # ₹300", "Pay B96 out of the ₹10,000 advance" (breaker I)
    "less deduct deducted deducting deduction kaat kaatke काट काटकर ghata ghatake घटाकर advance एडवांस")

#: Of these, the words that name what is left ("बाकी", "rest"): followed by goods or things, they are those things'.
_LEFT = fold_words("balance baaki baki बाकी बाक़ी remaining rest")
#: Things, not money, that may follow a word of what is left ("बाकी पैकेट", "baaki points", "rest of the goods").
_THINGS = fold_words(
    "packet packets pkt पैकेट maal माल saman samaan सामान goods items item cheez cheezein चीज़ें चीजें points point "
    "baatein baaten बातें बात baat delivery deliveries डिलीवरी order orders ऑर्डर stock bottles bottle बोतल tray trays "
    "ट्रे bags bag बैग bori बोरी kg kilo किलो litre लीटर dozen दर्जन peti पेटी")
#: Words skipped between a word of what is left and its thing ("rest of the goods", "बाकी का माल", "बाकी बची चीनी").
_BETWEEN = fold_words("of the ka ki ke का की के bacha bachi bache बचा बची बचे")
#: "कुछ बाकी नहीं", "ab kuch baaki nahi", "koi baaki nahi": nothing is left.
_SOME = fold_words("kuch kuchh कुछ koi कोई")
_NOT = fold_words("nahi nahin नहीं नही na")
#: Words of a part of a larger amount ("out of the ₹5,100 bill", "₹5,100 में से ₹3,200").
_OUT_OF_IN = fold_words("mein me main में unme unmein unmen उनमें inme inmein इनमें")
_OUT_OF_SE = fold_words("se से")


def _of_things(reader, k: int, firsts: set[int]) -> bool:
    """The word of what is left at token ``k`` is followed by a thing or goods ("बाकी पैकेट", "baaki points");
    ``firsts``: the first tokens of the goods named."""
    if reader.tokens[k].key not in _LEFT:
        return False
    j = k + 1
    while j < reader.n and j < k + 3 and reader._word(j) in _BETWEEN:
        j += 1
    if j >= reader.n or reader.clause_of[j] != reader.clause_of[k]:
        return False
    return reader._word(j) in _THINGS or j in firsts


def _nothing_left(reader, k: int) -> bool:
    """"कुछ बाकी नहीं", "kuch baaki nahi": the word of what is left at ``k`` says nothing is."""
    return reader.tokens[k].key in _LEFT and reader._word(k - 1) in _SOME and (
        reader._word(k + 1) in _NOT or reader._word(k + 2) in _NOT)


#: "the balance for/of B550", "B650 का बाकी": the words between a balance word and its bill.
_FOR = fold_words("for of on against")
_OF = fold_words("ka ke ki का के की")
#: Words of a payment made ("sent", "paid", "भेज दिया") and of a day to come ("next week", "अगले", "Saturday tak").
_MADE = fold_words("sent paid cleared transferred settled diya diye kiya kar bheja bheje दिया दिए किया भेजा भेजे chuka "
                   "chukaya चुका चुकाया")
_TO_COME = fold_words("next tomorrow later agle agla अगले kal कल baad बाद tak तक till until will shall denge देंगे "
                      "karenge करेंगे monday tuesday wednesday thursday friday saturday sunday somvar mangalvar budhvar "
                      "guruvar shukravar shanivar ravivar सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार")


def _balance_paid_now(reader, k: int, paid: set[str]) -> bool:
    """The balance word at ``k`` is a paid bill's own ("the balance for B550", "B650 का बाकी") in a sentence that says
    it is paid now (a word of paying done, none of a day to come) and names no amount: what was left of the bill,
    paid."""
    at = {p: ident for p, ident in reader.bill_ids if ident in paid}
    if reader.tokens[k].key not in _LEFT:
        return False
    if balance_paid_with_amount(reader, k, paid):
        return True  # "B9 balance ₹3,200 paid.", "paid the balance ₹7,230 against B10" (lang.balance_paid)
    if reader._word(k + 1) in _FOR:
        own = at.get(k + 2) or (at.get(k + 3) if reader._word(k + 2) == "bill" else None)
    else:
        own = at.get(k - 3) if reader._word(k - 1) in _OF else None
    if own is None:
        return False
    clause = reader.clause_of[k]
    if any(f.clause == clause and f.kind in ("price", "bare") for f in reader.figs):
        return False  # "Sent ₹2,000 for B16, balance for B16 by the 5th": an amount beside it is a part
    lo, hi = reader.clause_span[clause]
    words = {reader._word(j) for j in range(lo, hi)}
    return not words.isdisjoint(_MADE) and words.isdisjoint(_TO_COME)


def _other_bills(reader, paid: set[str]) -> set[int]:
    """The sentences that name bills, none of them paid ("The B44 balance we'll clear next week")."""
    named: dict[int, set[str]] = {}
    for p, ident in reader.bill_ids:
        named.setdefault(reader.clause_of[p], set()).add(ident)
    return {c for c, ids in named.items() if not ids & paid}


def _asking_clauses(reader) -> tuple[set[int], set[int]]:
    """(sentences asking something besides paying or naming goods, sentences with a payment word)."""
    other = {c.clause for c in reader.cues if c.kinds - {"pay", "neutral"}} | {
        reader.clause_of[m.first] for m in reader.mentions}
    return other, {c.clause for c in reader.cues if "pay" in c.kinds}


def balance_said(reader, paid: set[str]) -> bool:
    """A word of a balance or part ("balance ₹500 tomorrow", "बाकी अगले हफ़्ते") in a clause of a payment or in one
    that asks nothing else and names no goods — not "when will the remaining 20 kg rice on O530 come? Also, B526 paid"
    (the rice's rest, not the bill's), nor the rest of goods or things, nothing left, or another bill's balance."""
    if BALANCE_WORDS.isdisjoint(reader._words):
        return False
    other, paying = _asking_clauses(reader)
    unpaid = {reader.chunk_of[p] for p in pending_at(reader)}  # "B9 ka payment ho gaya, B10 baaki hai": B10's
    others, firsts = _other_bills(reader, paid), {m.first for m in reader.mentions}
    return any(t.kind == "word" and t.key in BALANCE_WORDS and (reader.clause_of[k] in paying or reader.clause_of[k]
                                                                not in other) and reader.chunk_of[k] not in unpaid
               and reader.clause_of[k] not in others and not _of_things(reader, k, firsts)
               and not _nothing_left(reader, k) and not _balance_paid_now(reader, k, paid)
               for k, t in enumerate(reader.tokens))


def out_of_said(reader) -> bool:
    """"out of" / "में से" / "mein se" in a sentence of the payment or one asking nothing else ("₹3,200 — out of the
    ₹5,100 bill"), not in a cut from an order ("ऑर्डर O412 में से 10 किलो मूँग दाल हटा दीजिए")."""
    words = reader._words
    other, paying = _asking_clauses(reader)
    return any((words[k] == "out" and reader._word(k + 1) == "of" or words[k] in _OUT_OF_SE and reader._word(k - 1) in
                _OUT_OF_IN) and (reader.clause_of[k] in paying or reader.clause_of[k] not in other)
               for k in range(reader.n))
