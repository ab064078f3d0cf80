"""A payment told as made of a bill the message does not name (trial 45, F1).

``lang.pay_amounts.paid_done`` asks such a payment (``no_id``) even beside other requests — "Payment done. Send 10 kg
rice." — but three shapes slipped past it and the payment was dropped beside the order, silently (the manager believed
the bill paid, in all three languages):

- the bill named by its place, "the last bill", "पिछले बिल", "pichla bill": *last* there picks the bill, it does not
  date the payment (``old_words``: an old word right before a bill word is not the old account of "Pichhle mahine ka
  hisaab clear ho gaya", which stays context);
- a payment made in the present, "we are paying the last bill today", "आज भुगतान कर रहे हैं", "aaj payment kar rahe
  hain", and one told as happened, "भुगतान हो गया", "payment ho gaya", "the payment has been made" (``made_now``);
- a payment told in the perfect ("We have cleared your last bill", "… has been made by NEFT"), which the clause acts
  read as background — a background clause's payment word without an id is no payment ("cleared out 300 packets");
  with a bill or payment word beside it and told as made it is one (``bill_paid_unnamed``, the acts' check).

Each is what the same sentence with the bill's id reads as a payment ("Bill B9 ka payment aaj kar rahe hain" → pay B9).
"""
from __future__ import annotations

from lang.language import fold_words

#: Words that name a bill, the thing a payment settles ("the last bill", "पिछले बिल का").
BILL_WORDS = fold_words("bill bills bil invoice बिल इनवॉइस")
#: Words that name the payment or the dues (with a bill word, what a background clause's payment word must stand by).
PAYMENT_WORDS = BILL_WORDS | fold_words("payment payments bhugtan भुगतान पेमेंट dues baaki बाकी")
#: The payment or its money, which a word of sending makes a payment made ("Payment sent via GPay").
_MONEY = fold_words("payment bhugtan भुगतान पेमेंट money amount paise paisa पैसे पैसा")
_SETTLED, _SENT = fold_words("settled"), fold_words("sent")
#: A payment happening in the present, counted as made only with a word for today ("paying … today", "aaj … kar rahe").
_GOING_ON = fold_words("paying rahe raha rahi रहे रहा रही")
_TODAY = fold_words("today now aaj abhi आज अभी")
#: A payment told as happened: "ho gaya", "हो गया", "has been made", "is done", "cleared", "settled".
_HAPPENED = fold_words("gaya gayi gaye गया गई गए gayaa made cleared chuka चुका")  # (not "settled": a rate)
#: "wala" between the old word and the bill ("pichle wala bill", "पिछले वाले बिल").
_WALA = fold_words("wala wale wali वाला वाले वाली")


def old_words(words: list[str], old: frozenset[str]) -> bool:
    """An old word ("last", "pichle", "पिछले") dates the payment — unless the bill word is the next word, when it names
    which bill ("the last bill", "पिछले बिल", "pichle wala bill"; not "last month's bill", an old account's)."""
    for k, w in enumerate(words):
        after = words[k + 2:k + 3] if words[k + 1:k + 2] and words[k + 1] in _WALA else words[k + 1:k + 2]
        if w in old and not (after and after[0] in BILL_WORDS):
            return True
    return False


def made_now(words: set[str]) -> bool:
    """The clause's words tell the payment made now or as happened (the past-tense words are ``paid_done``'s own);
    "settled" only of a bill ("we have settled your bill", not "the ₹142 we settled"), "sent" only of the payment or
    money ("Payment sent via GPay", not "the bill was sent")."""
    return not _HAPPENED.isdisjoint(words) or not _GOING_ON.isdisjoint(words) and not _TODAY.isdisjoint(words) or (
        not _SETTLED.isdisjoint(words) and not BILL_WORDS.isdisjoint(words)) or not _SENT.isdisjoint(words) and not \
        _MONEY.isdisjoint(words)


def bill_paid_unnamed(reader, clause: int) -> bool:
    """The clause (a background one, no id in it) tells a bill paid: a bill or payment word, and ``paid_done``."""
    from lang.pay_amounts import paid_done
    lo, hi = reader.clause_span[clause]
    words = {reader._word(k) for k in range(lo, hi)}
    return not PAYMENT_WORDS.isdisjoint(words) and paid_done(reader, clause)
