"""One amount at the counter that is no bill for today's goods (``lang.counter_words``), beside
``lang.counter_today.no_bill_said``: the customer's running khata balance ("Khata total now ₹3,400, pay when you
can", "Your balance is ₹860 with today's", "आपका कुल बकाया ₹1,980", "Aaj milake khate mein ₹2,750 ho gaye"), a total
still running ("₹420 so far", "यहाँ तक ₹210; चावल अभी नहीं जोड़ा", "Subtotal ₹560 — still weighing
the onions"), an amount the khata already holds before today's bill ("Your khata already has ₹2,400, so cash only for
this ₹230": ``khata_holds``), or one the cashier is unsure of ("Was it ₹275 I said? Have to check", "₹350 ke aaspaas"); or a choice between two
amounts asked ("With the oil ₹720, without ₹540 — which one?"). Each had been billed (breaker
O, thirteenth session: the old khata charged again, part of a basket charged as all of it); the customer asks the
total instead. Words only, linear in the line.
"""
from __future__ import annotations

from lang.language import fold_phrase, fold_words as _keys, has_phrase

__all__ = ["no_bill_for_today", "choice_offered", "khata_holds"]

#: A choice asked of the customer between two amounts.
_WHICH = _keys("which kaunsa konsa kaunsi konsi कौन कौनसा कौनसी")
#: Words after a second amount that offer it to the customer in a question ("ya ₹480 kar doon?", "₹470 में चलेगा?",
#: "साढ़े सात सौ दे दोगे?", "ya 300 mein le jao?", "or shall I make it ₹480?"), and payment words that make the
#: question one of how to pay ("₹750 कर लेते हैं। UPI से दोगे?").
_OFFERED = _keys("chalega चलेगा chalegi doge दोगे loge लोगे doon दूँ दूं karun करूँ करूं shall jao जाओ")
_PAYING = _keys("upi cash card gpay paytm phonepe naqad nakad नकद कैश यूपीआई")


def choice_offered(words_after: list[str], words_between: list[str]) -> bool:
    """Whether the words after a second amount (to the line's "?") offer it in place of the first, or "or"/"ya"
    between the two amounts does with a word of making it so after: the cashier asks, nothing is billed yet (breaker
    P: "₹५०० हुए, या ₹४८० कर दूँ?" had billed ₹480)."""
    if set(words_after) & _PAYING:
        return False
    return bool(set(words_after) & _OFFERED) or bool(set(words_between) & _OR) and bool(
        set(words_between + words_after) & _MAKE)


_OR, _MAKE = _keys("or ya या"), _OFFERED | _keys("make kar कर le ले")
_TOTAL = _keys("total kul कुल")
#: Words of a running balance owed ("balance", "बकाया", "due", "pending", "udhaar comes to").
_BALANCE = _keys("balance bakaya बकाया pending outstanding")
_DUE = _keys("due dues")  # only with the khata or an account named: "₹300 due today" may be today's bill
#: Words that make a khata word a balance: its total, now, or with today's goods inside it.
_KHATA = _keys("khata khate khaate खाता खाते udhaar udhar उधार account register रजिस्टर")
#: Words that keep an old balance apart from what is said ("742 total, old balance separate").
_APART = _keys("separate separately alag अलग")
_RUNNING = _keys("total kul कुल now ab अब milake milakar मिलाकर mila including incl saath sath साथ comes")
_PHRASES = [fold_phrase(p) for p in (
    "so far", "up to here", "till now", "till here", "abhi tak", "ab tak", "yahan tak", "अभी तक", "अब तक", "यहाँ तक",
    "यहां तक", "subtotal", "sub total", "sub-total", "not added", "nahi joda",
    "नहीं जोड़ा", "still weighing", "abhi tol", "अभी तौल", "have to check", "let me check", "let me recheck", "recheck",
    "did i say", "was it", "bola tha kya", "बोला था क्या", "dekhna padega", "देखना पड़ेगा", "check karna padega",
    "चेक करना पड़ेगा", "ke aaspaas", "ke aas paas", "के आसपास", "के आस पास")]


def no_bill_for_today(words: list[str], amounts_said: int, asks: bool = False) -> bool:
    """Whether one amount said (``amounts_said``) with these folded ``words`` is the khata's running balance, a
    running total or an amount the cashier doubts, not today's bill; or a line asking the total (``asks``: it has a
    "?"; "इसका ₹९० और उसका ₹६०, कुल?", breaker P: billed ₹60)."""
    if amounts_said == 2 and any(w in _WHICH for w in words):
        return True  # "With the oil ₹720, without ₹540 — which one?"
    if asks and words and words[-1] in _TOTAL:
        return True
    if amounts_said != 1:
        return False
    keys = set(words)
    if (keys & _BALANCE or keys & _DUE and keys & _KHATA) and not keys & _APART or keys & _KHATA and keys & _RUNNING and (
            keys & _keys("now ab अब milake milakar मिलाकर mila including incl saath sath साथ")):
        return True
    return has_phrase(words, _PHRASES)


#: Words between the khata and an amount that say the khata holds it already ("khata already has ₹2,400", "khate mein
#: pehle se ₹2,400", "खाते में पहले से ₹2,400"): the khata's balance, not today's goods put on it.
_HOLDS = _keys("already has have pehle pahle पहले")
#: Words of the khata itself (not "credit" or "udhaar", which today's goods may be put on).
_KHATA_ITSELF = _keys("khata khate khaate खाता खाते account")


def khata_holds(reader, f) -> bool:
    """Whether the amount ``f`` is what the khata already holds, said before another amount: within five words before
    it in its clause, a word of the khata then a word of holding it already (``_HOLDS``), and an amount of money said
    after it — "Your khata already has ₹2,400, so cash only for this ₹230" sets ₹2,400 apart as the khata's old
    balance and bills ₹230; "Khata mein already ₹230 likh diya" (one amount: today's goods on credit) is not one."""
    lo = reader.clause_span[reader.clause_of[f.pos]][0]
    before = [t.key for t in reader.tokens[max(lo, f.pos - 6):f.pos] if t.kind == "word"][-5:]
    at = next((k for k, w in enumerate(before) if w in _KHATA_ITSELF), None)
    if at is None or not _HOLDS.intersection(before[at + 1:]):
        return False
    return any(g.kind in ("price", "bare") and g.mark != "unit" and g.unit is None and g.pos > f.pos
               for g in reader.figs)

