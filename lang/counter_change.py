"""Money off and change at the counter (``lang.counter_words``): the word tables that make an amount money off,
change handed back or a note handed over, and the change rule (``change_given``): a note handed over, the bill and
the change back, where the bill is the one that checks (note = bill + change). Goods handed back out of a total
("₹890 में से ₹90 का सामान वापस किया") are money off, not change. Linear in the message: a pass over its figures."""
from __future__ import annotations

from decimal import Decimal

from lang.counter_offered import NOTE_TEXTS, NOTES, note_offered, notes_counted
from lang.acts import NEGATIONS
from lang.counter_sums import change_alone
from lang.language import fold, fold_words
from lang.reader import MessageReader

__all__ = ["off_word_owned", "MONEY_OFF_WORDS", "MONEY_OFF_BEFORE", "CHANGE_WORDS", "HANDED_WORDS", "BILL_WORDS", "SMALLEST_BARE",
           "UNSURE", "change_given", "goods_back", "said_as_change"]

#: Words right after an amount (within three words, before the next number) that make it money off.
MONEY_OFF_WORDS = frozenset(fold(w) for w in "discount discounts off chhoot chhut choot chut छूट छुट कम kam less "
                                              "coupon coupons voucher कूपन cashback points पॉइंट्स kat kate kata कट कटे कटा "
                                              "concession rebate maafi माफ़ी माफी wapsi vapsi wapasi वापसी return kaatkar katkar kaatke katke "
                                              "काटकर काटके "
                                              "returned refund adjusted adjust ghatakar ghatake घटाकर घटाके chhod chhoda chhode "
                                              "chhor chhodo chhodiye छोड़ छोड़े छोड़ा छोड़ो छोड़िए".split())
#: Words right before an amount that make it money off ("minus ₹20 for the returned bottle", "I've let go ₹40",
#: "waived ₹48", "I've let 50 go": probes50 hg en-g3035).
MONEY_OFF_BEFORE = frozenset(fold(w) for w in "minus less ghata घटा ghatake घटाके go waive waived waiving leave "
                                               "leaving let".split())
#: Words that say change was handed back ("I returned ₹37", "₹266 वापस", "₹128 wapas lo", "change ₹40").
CHANGE_WORDS = frozenset(fold(w) for w in "change back returned return returning wapas vapas वापस wapis lautaya lautaye lautae "
                                          "लौटा lauta lautadunga "
                                          "लौटाए लौटाया लौटाये chutta chhutta chutte chhutte छुट्टा छुट्टे khule khulle खुले".split())
#: Words that say money was handed over ("you gave ₹500", "₹2,000 दिए", "₹500 ka note diya", "From ₹500", "५०० में
#: से", "1000 mein se"), for the change rule.
HANDED_WORDS = frozenset(fold(w) for w in "gave given giving handed handing tendered paid got received diye diya दिए दिया दिये note नोट "
                                          "from se से".split())
_FROM_HINDI = frozenset(fold(w) for w in "se से".split())
#: Goods named as such: "₹890 में से ₹90 का सामान वापस किया" is goods handed back out of a total, no note handed.
_GOODS = frozenset(fold(w) for w in "saman samaan saamaan सामान maal माल".split())
#: Words up to three before an amount (or right after it: "₹1,734 का है" follows "बिल") that name it the bill.
BILL_WORDS = frozenset(fold(w) for w in "bill बिल total कुल kul hisaab hisab हिसाब".split())
SMALLEST_BARE = Decimal(10)  # a bare number below ₹10 is a count ("ek", "2"), never the counter's total


def goods_back(keys: list[str]) -> bool:
    """A word for goods (``_GOODS``) with a change word one or two words after it in the folded ``keys`` ("सामान
    वापस किया", "maal wapas"): goods handed back, money off."""
    return any(k in _GOODS and not CHANGE_WORDS.isdisjoint(keys[i + 1:i + 3]) for i, k in enumerate(keys))


UNSURE = Decimal(-1)  # change given, but no bill that checks: the customer asks the total


def change_given(reader: MessageReader, tokens: list) -> Decimal | None:
    """The bill when change was given: a note handed over, the bill, the change back ("you gave ₹500, bill is ₹463,
    I returned ₹37", "आपने ₹2,000 दिए, बिल ₹1,734 का है, ₹266 वापस", "₹500 ka note diya, bill ₹372, ₹128 wapas lo").

    Only with a change word and a handed word or a note the customer may give ("If you give ₹2,000 I'll return
    ₹1,424": ``lang.counter_offered.note_offered``), and exactly three amounts of which the largest is the other two
    added (note = bill + change). The bill is the one of those two named as the bill ("bill is ₹463", "बिल ₹1,734"),
    else the one with no change word beside it. ``UNSURE`` when change was given but no bill checks (the customer
    asks the total); None when no change was given."""
    keys = {t.key for t in tokens if t.kind == "word"}
    if keys & CHANGE_WORDS and _change_denied(tokens):  # "₹2000 ka note chhutta nahi hoga, total ₹1,240": no change
        keys -= CHANGE_WORDS
    offered = note_offered(tokens)  # "If you give ₹2,000 I'll return ₹1,424", "₹2,000 doge toh ₹948.50 milega"
    handed = bool(keys & HANDED_WORDS) or offered
    if keys & CHANGE_WORDS and not handed:
        return change_alone(reader, tokens, _GIVEN_BACK)
    if not handed or not keys & CHANGE_WORDS and not (offered and keys.isdisjoint(_LATER)):
        return None  # (a note offered with no change word, nor the rest put off: "₹500 abhi doge to ₹60 khate mein")
    if keys & HANDED_WORDS <= _FROM_HINDI and not offered and (keys & (MONEY_OFF_WORDS | MONEY_OFF_BEFORE) or goods_back(
            [t.key for t in tokens])):
        return None  # "₹265 में से 40 घटाकर ₹225", "₹2,600 में से ₹100 की छूट": taken off the total, no note handed
    money = [f for f in reader.figs if f.kind in ("price", "bare") and f.mark != "unit" and f.unit is None and (
        f.kind == "price" or f.value >= SMALLEST_BARE or f.end < len(tokens) and tokens[f.end].key in CHANGE_WORDS)]
    # (a count is bare and small; "Total ₹4.50" is an amount; "4 wapas" is change)
    off = bool(keys & ((MONEY_OFF_WORDS | MONEY_OFF_BEFORE) - CHANGE_WORDS))  # "दो पैकेट वापस कर दिए, ₹28 कम …"
    if not keys & CHANGE_WORDS:  # a note offered, no change word: only a note and two amounts that make it
        off = off or len(money) != 3 or max(f.value for f in money) not in NOTES
    money.sort(key=lambda f: f.pos)
    tail = len(money) > 3 and keys & CHANGE_WORDS and money[-3].value + money[-1].value == money[-2].value
    start = money[-4].end if tail else 0  # (the words before the bill are those after the amount before it)
    if tail:  # the bill's lines, then the bill, the note and the change: "eggs ₹84, bread ₹45, total ₹129. From ₹200
        money = money[-3:]  # here's ₹71 back", "₹236 − ₹40 = ₹196. Paid ₹200, ₹4 back"
    if len(money) != 3:  # and money taken off, no change given: the other rules hear the bill
        return None if off else UNSURE
    worth = {id(f): f.value * notes_counted(reader, f) for f in money}  # "₹500 ke do note": ₹1,000 handed
    by_value = sorted(money, key=lambda f: worth[id(f)])
    if worth[id(by_value[0])] + worth[id(by_value[1])] != worth[id(by_value[2])]:
        return None if off else UNSURE

    def words_near(k: int, before: int, after: int) -> set[str]:  # words between the amount and its neighbours
        lo = money[k - 1].end if k else start
        hi = money[k + 1].pos if k + 1 < len(money) else len(tokens)
        ahead = [t.key for t in tokens[lo:money[k].pos] if t.kind == "word"]
        behind = [t.key for t in tokens[money[k].end:hi] if t.kind == "word"]
        return set(ahead[-before:] if before else ()) | set(behind[:after])

    pair = [k for k, f in enumerate(money) if f is not by_value[2]]
    named = [k for k in pair if _bill_of(tokens, money[k].end)]  # "₹136 ka bill hai, ₹64 wapas": of ₹136 (breaker
    if len(named) != 1:  # M: the bill word had been heard as naming the ₹64 after it, the change)
        named = [k for k in pair if words_near(k, 3, 0) & BILL_WORDS]
    if len(named) == 1:
        return money[named[0]].value if not tail or named[0] == 0 else UNSURE
    says = [k in pair and bool(words_near(k, 0, 2) & CHANGE_WORDS) for k in range(len(money))]
    changed = set()  # a change word says of the bill or change right before it ("₹266 वापस"), else of the one after
    for k in pair:  # it ("I returned ₹37"; the note handed over is never the change)
        if says[k] or words_near(k, 3, 0) & CHANGE_WORDS and not (k and says[k - 1]):
            changed.add(k)
    unchanged = [k for k in pair if k not in changed]
    if len(unchanged) != 1 or tail and unchanged[0] != 0:  # (after the lines, the bill is said before its note)
        return UNSURE
    return money[unchanged[0]].value


_OF = frozenset(fold(w) for w in "ka ki ke का की के".split())
#: Words of the rest put off or on the khata: with them a note offered is a part paid, not change.
_LATER = fold_words("khata khate खाते खाता udhaar udhar उधार baaki baki बाकी balance kal कल later baad बाद")


def _bill_of(tokens: list, end: int) -> bool:
    """An amount ending at token ``end`` is the bill's: "₹136 ka bill", "₹136 का बिल" (a word of "of", then a bill
    word, right after it)."""
    words = [t.key for t in tokens[end:end + 4] if t.kind == "word"][:2]
    return len(words) == 2 and words[0] in _OF and words[1] in BILL_WORDS


#: Change words that say nothing else ("chhutta"/"छुट्टा" fold as "छूट", money off, does).
_GIVEN_BACK = CHANGE_WORDS - {fold("chhutta")} - MONEY_OFF_WORDS - MONEY_OFF_BEFORE


#: Words right before an amount that hand it back ("I'll return ₹948.50", "change ₹40", "लौटाऊँगा ₹50").
_BACK_BEFORE = fold_words("return returning change lautaunga lautadunga लौटाऊँगा लौटा")


def said_as_change(reader: MessageReader, value: Decimal) -> bool:
    """Whether an amount of ``value`` rupees is said as money handed back: a change word (``CHANGE_WORDS``) in the two
    words after it ("₹948.50 back", "₹63 वापस", "₹128 wapas lo") or a word of handing back right before it ("I'll return
    ₹948.50"). Such an amount is never the bill (``lang.counter_guard``). One pass over the figures."""
    tokens = reader.tokens
    for f in reader.figs:
        if f.value != value or f.kind not in ("price", "bare"):
            continue
        after = [t.key for t in tokens[f.end:f.end + 3] if t.kind == "word"][:2]
        before = next((t.key for t in reversed(tokens[max(0, f.pos - 2):f.pos]) if t.kind == "word"), "")
        if CHANGE_WORDS.intersection(after) or before in _BACK_BEFORE:
            return True
    return False


def _change_denied(tokens: list) -> bool:
    """Whether every change word of ``tokens`` is denied: a negation (``lang.acts.NEGATIONS``) in the two words after
    it or the two before it ("chhutta nahi hai", "no change", "छुट्टे नहीं हैं"): no change is given."""
    words = [t.key if t.text.lower() not in NOTE_TEXTS else "" for t in tokens if t.kind == "word"]  # (नोट folds
    at = [k for k, w in enumerate(words) if w in CHANGE_WORDS]  # as "not")
    return all(NEGATIONS.intersection(words[max(0, k - 2):k] + words[k + 1:k + 3]) for k in at)


def off_word_owned(reader, f) -> bool:
    """The money-off word right before the amount ``f`` (up to three tokens back, ``MONEY_OFF_BEFORE``) follows
    another amount at once and a colon parts it from ``f``, so it is that amount's: "so ₹40 less: ₹425 please" takes
    ₹40 off, and ₹425 is what is asked (probes50 hg en-g3017 had billed ₹465). "₹392 minus ₹14", "₹315 less 45" (the
    sum said: holdout22 en-005, holdout24 en-055) and "minus ₹20" keep the amount after the word money off."""
    k = next((k for k in range(f.pos - 1, max(0, f.pos - 4), -1) if reader.tokens[k].kind == "word"), None)
    return k is not None and any(t.text == ":" for t in reader.tokens[k + 1:f.pos]) and all(
        t.kind == "sym" for t in reader.tokens[k + 1:f.pos]) and any(g.end == k and g is not f for g in reader.figs)
