"""Today's goods at the counter (``lang.counter_words``): which amount the cashier's words bill for today's goods when
they also speak of the khata, of change, or of a choice.

The bill heard at the counter is what today's goods cost (the customer's answer and the sale's revenue rest on it),
so:

- an amount said as today's ("Today it's ₹390", "आज के ₹430", "Aaj ke ₹515") beside a total that is it plus another
  amount said ("… with the ₹600 from last week on the khata, you owe ₹990 in all", "पुराने ₹1,200 मिलाकर कुल
  ₹1,630") is today's bill (``todays_amount``);
- words that name only change handed back ("Here's your ₹37 change", "ये लीजिए आपके ₹२३ छुट्टे") or only the
  khata's balance ("Your khata balance is ₹1,340 — please clear it", "Aapke khate mein ₹1,780 baaki hain") bill
  nothing, nor do two amounts offered as a choice ("If you take the ghee too it's ₹780, otherwise ₹180", "Paneer
  bhi loge to ₹410, warna ₹230"): ``no_bill_said`` names why, and the customer asks the total.

Each is one pass over the message's words and amounts. The amounts worked out of several said (corrected, said again,
concluded, an advance taken off, a sum of parts) are ``lang.counter_sums``'.
"""
from __future__ import annotations

import bisect
from decimal import Decimal

from lang.act_words import OTHERWISE as _OTHERWISE
from lang.acts import NEGATIONS
from lang.counter_balance import khata_holds
from lang.counter_offered import floor_held
from lang.language import fold_words as _keys

__all__ = ["names_goods", "set_apart", "khata_said", "of_another_time", "denied_amount", "todays_amount", "no_bill_said",
           "standing_after", "money_said", "khata_now_said", "APPLIED", "FRESH", "OLD_AFTER", "TODAY_WORDS",
           "CHANGE_BACK_WORDS", "KHATA_WORDS", "OLD_WORDS", "DENIED_AFTER_PAIRS"]

#: Words up to three before an amount that say it is today's ("Today it's ₹390", "आज के ₹430", "aaj ka ₹515").
_TODAY = _keys("today todays today's aaj आज")
#: Words that say change is handed back, alone beside an amount ("₹37 change", "₹२३ छुट्टे", "₹18 wapas").
_CHANGE = _keys("change chhutta chutta chhutte छुट्टा छुट्टे छुट्टे khule khulle खुले")
#: Words of the khata's standing balance ("khata balance", "खाते में … बाकी हैं", "pending", "bakaya").
_KHATA = _keys("khata khate khaate खाता खाते udhaar udhar उधार")
_STANDING = _keys("balance baaki baki बाकी बाक़ी pending bakaya बकाया outstanding due clear chuka चुका chukana")
#: "Aapka khata ab ₹3,200 pe hai", "आपका खाता अब ₹3,200 पर है": the khata stands at the amount.
_STANDS_AT = _keys("pe par पर")
_OLD = _keys("old purane पुराने purana पुराना pichhle pichle पिछले previous")
_PENDING = _keys("pending bakaya बकाया balance outstanding due")
#: Words of a bill for today's goods: with them a khata amount may be today's goods on credit.
_BILLED = _keys("bill बिल total कुल kul hua hue हुआ हुए likh likha likhe लिख लिखा chadha chadhaya चढ़ा चढ़ाया")
#: Words between two amounts that offer them as a choice ("… ₹780, otherwise ₹180", "₹410, warna ₹230"): _OTHERWISE.


#: One amount said with these is no bill: money handed back, cash the customer gave, or an old debt.
_HANDED_BACK = _keys("wapas vapas वापस back lautaye lautaya लौटाए लौटाया")
_GAVE = _keys("diye diya di दिए दिया दी gave given")
_YOU = _keys("aapne apne आपने you")
_STILL_OWED = _keys("baaki baki बाकी बाक़ी pending due")
_BEFORE_TODAY = _keys("kal कल pichla pichhla पिछला purana पुराना old last")


#: Words that say money off is already taken from the amount said ("₹560 after a ₹40 discount", "de diya").
APPLIED = _keys("after baad बाद already pehle पहले diya दिया diye दिए given included incl including net laga "
                "lagakar लगाकर ghatakar घटाकर")
#: A word right before or after an amount that makes it today's ("new ₹430", "₹250 today"), and one right after or
#: before it that makes it the khata's old balance ("₹900 old", "पुराने ₹1,200").
FRESH = _keys("new naya naye nayi नया नए नई today todays aaj आज")
OLD_AFTER = _keys("old purana purane पुराना पुराने")


#: A time gone by ("last time", "pichhli baar", "पिछली बार", "last week", "yesterday's"): an amount said of it is
#: what was paid then, beside today's bill ("Bill is ₹612. Last time you paid ₹580 for the same").
_LAST = _keys("last pichli pichhli pichhle pichle पिछली पिछले pichla pichhla पिछला")
_TIMES = _keys("time baar bar बार week weeks hafte हफ्ते हफ़्ते month months mahine महीने din दिन bill बिल")
_YESTERDAY = _keys("yesterday yesterdays yesterday's")
#: Money handed over before today's bill ("₹200 pehle de chuke ho", "₹500 advance", "पहले दे चुके"): paid, not billed.
_BEFOREHAND = _keys("pehle pahle पहले advance chuke chuka चुके चुका")
#: Words of an estimate before an amount ("around", "about", "lagbhag", "लगभग"): no bill said yet.
_ABOUT = _keys("around about approx approximately roughly lagbhag लगभग kareeb karib करीब क़रीब takriban तकरीबन")
#: "kal" (yesterday or tomorrow) with a past tense after the amount: yesterday's ("कल का बिल ₹500 था").
_KAL = frozenset(("kal", "कल"))  # (as written: "कुल" folds as "कल" does)
_WAS_PAST = _keys("tha thi the था थी थे was")
#: Words that turn an amount down or take it back: before it ("can't do ₹440", "not ₹440") and after it ("₹440 is
#: too low", "₹500 by mistake", "₹440 में नहीं मिलेगा" by NEGATIONS).
_DENIED_BEFORE = [[a, b] for a in _keys("cant cannot") for b in _keys("do accept take")]  # "Can't do ₹440"
_WONT = _keys("wont won't")  # "₹440 won't work"
_NOW = _keys("now ab अब")
_BALANCE_NOW = _keys("balance bakaya बकाया outstanding dues")  # (not "baaki": "₹300 do, baaki ₹500 khate mein" is a split)
_DENIED_AFTER = {(a, b) for a in _keys("too is") for b in _keys("low")} | {(a, b) for a in _keys("by") for b in _keys(
    "mistake")}  # "₹440 is too low", "₹500 by mistake"
#: A negation then these after an amount refuse it ("₹440 nahi ho sakta", "₹440 में नहीं मिलेगा", "not possible").
_CANNOT = _keys("ho hoga milega chalega possible sakta sakte होगा हो मिलेगा चलेगा सकता सकते")
_WORK = _keys("work do")
#: The customer's own figure ("Aap ₹350 bol rahe ho, … ₹370 se kam nahi hoga", "You're saying ₹350"): no bill.
_YOU_SAY = _keys("bol bolte bola boli बोल बोलते बोला बोली keh kehte कह कहते say saying said offer offering")
_YOU_WORDS = _keys("aap aapne you youre you're आप आपने")


#: The word sets ``lang.counter_sums`` shares with this module (folded keys): today's words, change handed back, the
#: khata, old, and the word pairs after an amount that take it back ("too low", "by mistake").
TODAY_WORDS, CHANGE_BACK_WORDS, KHATA_WORDS, OLD_WORDS, DENIED_AFTER_PAIRS = _TODAY, _CHANGE, _KHATA, _OLD, _DENIED_AFTER

def of_another_time(reader, f) -> bool:
    """The amount ``f`` (a figure of ``reader``) is told of another time or in the customer's words, up to six
    words before it in its clause ("Last time you paid ₹580", "पिछली बार ₹250 था", "Yesterday's was ₹380") or
    "you say" around it ("Aap ₹350 bol rahe ho"), or paid beforehand ("You paid ₹500 yesterday as advance", "₹200
    pehle de chuke ho"): not today's bill when another amount is said (breakers H and I)."""
    lo, hi = reader.clause_span[reader.clause_of[f.pos]]
    toks = reader.tokens
    before = [t.key for t in toks[max(lo, f.pos - 8):f.pos] if t.kind == "word"][-6:]
    after = [t.key for t in toks[f.end:min(hi, f.end + 4)] if t.kind == "word"][:3]
    if any(w in _YESTERDAY for w in before + after) or any(a in _LAST and b in _TIMES for a, b in zip(
            before, before[1:])) or any(w in _BEFOREHAND for w in after):  # "You paid ₹500 yesterday as advance",
        return True  # "₹200 pehle de chuke ho"
    if any(t.kind == "word" and t.text.lower() in _KAL for t in toks[max(lo, f.pos - 4):f.pos]) and any(
            t.kind == "word" and t.key in _WAS_PAST for t in toks[f.end:hi]):
        return True  # "कल का बिल ₹500 था", "Kal ka bill ₹500 tha"
    if len(after) > 1 and after[0] == "last" and after[1] in _TIMES:  # "You paid ₹500 last time" (English puts
        return True  # it after; not "कुल ₹275, पिछली बार ₹250 था", nor "₹2,115 with last week's ₹600 balance")
    if _ABOUT.intersection(before[-3:]):
        return True  # "It'll be around ₹300-320", "Lagbhag ₹300-320 hoga": an estimate, no bill yet
    return bool(before[-2:]) and any(w in _YOU_WORDS for w in before[-2:]) and any(w in _YOU_SAY for w in after)


def set_apart(reader, f, after: list[str], starts: list[int], several: bool, khata: bool) -> str:
    """"old" when the amount ``f`` is an old balance told of another time ("last week's ₹600 balance"), "gone" when
    it is no part of today's bill (``of_another_time``, or ``denied_amount`` beside another amount), else "".
    ``after``: the words after it up to the next figure; ``starts``: every figure's first token, in order;
    ``several``: more than one amount is said (``money_said``); ``khata``: the khata is named (``khata_said``) —
    both worked out once a message by the caller (once an amount was quadratic)."""
    if several and khata and khata_holds(reader, f):  # "Your khata already has ₹2,400, so cash only for this ₹230"
        return "old"
    if not (of_another_time(reader, f) or several and denied_amount(reader, f, starts, khata)):
        return ""
    return "old" if after[:1] and after[0] in _BALANCES else "gone"


_BALANCES = _keys("balance baaki baki बाकी bakaya बकाया")


def khata_now_said(keys) -> bool:
    """Whether the words (folded keys) name the khata and "now" ("total khata now ₹925", "अब खाते में कुल ₹925"): a
    named total may be the khata's balance after today's goods (``denied_amount``; ``lang.counter_guard``)."""
    return not (_KHATA.isdisjoint(keys) or _NOW.isdisjoint(keys))


def khata_said(reader) -> bool:
    """Whether the words name the khata ("khata", "udhaar", "खाते")."""
    return not _KHATA.isdisjoint(reader._words)


def denied_amount(reader, f, starts: list[int], khata: bool) -> bool:
    """The amount ``f`` is refused or taken back in the words between it and the amounts beside it (``starts``:
    every figure's first token, in order): "₹440 is too low", "₹440 nahi ho sakta", "Can't do ₹440", "₹440 में नहीं
    मिलेगा", "earlier I told you ₹500 by mistake" — the customer's offer turned down or a figure said wrongly,
    not the bill (breaker J: each had been billed)."""
    k = bisect.bisect_left(starts, f.pos)
    lo = reader.clause_span[reader.clause_of[f.pos]][0]
    prev_end = max(lo, starts[k - 1] + 1 if k else lo)
    nxt = starts[k + 1] if k + 1 < len(starts) else reader.n
    toks = reader.tokens
    ahead = [t.key for t in toks[max(prev_end, f.pos - 4):f.pos] if t.kind == "word"]
    farther = [t.key for t in toks[max(prev_end, f.pos - 6):f.pos] if t.kind == "word"]  # ("अब खाते में कुल ₹925")
    behind = [t.key for t in toks[f.end:min(nxt, f.end + 5)] if t.kind == "word"]
    refused = any(behind[q + 1:q + 2] and (w in NEGATIONS and behind[q + 1] in _CANNOT or w in _WONT and behind[
        q + 1] in _WORK) for q, w in enumerate(behind)) and not floor_held(reader, f)  # ("Can't do ₹440" refuses the
    # ₹440 after it, not the one before; "₹250 se kam nahi hoga" holds ₹250: lang.counter_offered)
    if khata and (_BALANCE_NOW.intersection(ahead[-3:]) or _BALANCE_NOW.intersection(behind[:1]) or khata_now_said(
            farther[-4:]) or _NOW.intersection(ahead[-2:]) and _STILL_OWED.intersection(ahead[-3:])):  # ("total baaki
        # ab ₹3,410", breaker N) "₹480 added to your udhaar; your balance is now ₹1,020",
        return True  # "आज के ₹480 खाते में, कुल ₹1,020 बकाया", "total khata now ₹925", "अब खाते में कुल ₹925" (breaker
        # K): the khata's balance after today's goods, not the goods
    at = f.pos - 1 - (f.pos > 0 and toks[f.pos - 1].text == "₹")  # the word before the amount (and its "₹")
    not_this = at > 0 and toks[at].key == "not" and toks[at - 1].text in (",", "—", "–", "-")  # "…, not ₹440"
    return ahead[-2:] in _DENIED_BEFORE or not_this or refused or bool(_DENIED_AFTER & set(zip(behind, behind[1:])))


def names_goods(mention_starts: list[int], lo: int, hi: int) -> bool:
    """Whether an item is named between token ``lo`` (inclusive) and ``hi`` (exclusive); ``mention_starts`` sorted."""
    k = bisect.bisect_left(mention_starts, lo)
    return k < len(mention_starts) and mention_starts[k] < hi


def money_said(reader) -> list:
    """The figures of ``reader`` said as an amount of money (a price, or a bare number not marked per a unit), in
    order: what the counter's rules weigh against each other."""
    return [f for f in reader.figs if f.kind in ("price", "bare") and f.mark != "unit" and f.unit is None]


def todays_amount(reader, amounts: list[Decimal], others: list[Decimal]) -> Decimal | None:
    """The one amount said as today's, when a larger amount said is it plus another amount said (``amounts``: the
    amounts heard, ``others``: those set aside as old balances or money off; every amount of the words counts, a
    total named after them too); None otherwise."""
    words = reader._words
    money = money_said(reader)
    todays = [f for f in money if any(words[k] in _TODAY for k in range(max(0, f.pos - 3), f.pos)) or words[
        f.end:f.end + 2] in (["for", "today"], ["aaj", "ka"], ["aaj", "ke"]) or words[f.end:f.end + 1] == [
        "today"]]  # "₹215 for today", "Yours is ₹300 today, and the ₹80 from Monday, so ₹380" (breaker M)
    if len(todays) != 1:
        return None
    today = todays[0].value
    rest = [f for f in money if f is not todays[0]]
    if rest and all(not set(words[f.end:f.end + 4]).isdisjoint(_KHATA) or _khata_sentence(reader, f, todays[0])
                    for f in rest):  # "₹215 for today. The ₹500 on your khata you can give next week": the khata's,
        return today  # not today's; "aaj ka 275. Aur purane khate mein 500 jama kiye, ab 700 baaki hai" (probes50 g3037)
    said = set(amounts) | set(others) | {f.value for f in money}
    return today if any(total - today in said and total - today != today for total in said if total > today) \
        else None


def no_bill_said(reader, amounts: list[Decimal]) -> bool:
    """The words bill nothing for today's goods: one amount (``amounts``: those heard; the only one said) with only
    change or only the khata's balance beside it, or two amounts said with a word of choice between them."""
    words = set(reader._words)
    said = money_said(reader)
    if len(said) == 2 and any(reader._words[k] in _OTHERWISE for k in range(said[0].end, said[1].pos)):
        return True  # "If you take the ghee too it's ₹780, otherwise ₹180."
    if len(amounts) == 1 and len(said) == 1:
        if not words.isdisjoint(_CHANGE) and words.isdisjoint(_BILLED) and words.isdisjoint(_TODAY):
            return True  # "Here's your ₹37 change, thank you!"
        if not words.isdisjoint(_KHATA) and not words.isdisjoint(_STANDING | _STANDS_AT) and words.isdisjoint(_BILLED) and \
                words.isdisjoint(_TODAY):
            return True  # "Your khata balance is ₹1,340 — please clear it when you can."
        if words.isdisjoint(_BILLED) and words.isdisjoint(_TODAY) and (
                not words.isdisjoint(_HANDED_BACK) or not words.isdisjoint(_GAVE) and not words.isdisjoint(_YOU)
                or not words.isdisjoint(_STILL_OWED) and not words.isdisjoint(_BEFORE_TODAY)):
            return True  # "ye lo 20 rupaye wapas" (change), "aapne 500 diye" (cash handed over), "kal ka 200 baaki
            # hai" (an old debt): a second breaker's finding — each had been billed
        if words.isdisjoint(_BILLED) and words.isdisjoint(_TODAY) and (
                not words.isdisjoint(_OWED) or not words.isdisjoint(_OFFERED) and _asks(reader)):
            return True  # "You still owe ₹600 from last month", "आपका ₹850 बकाया है" (the khata's, not today's
            # goods), "Would you like a bag for ₹5?", "थैली चाहिए? ₹5 की है।" (an add-on offered): a third breaker's
    return False


#: Words of money owed from before, and of goods offered to the customer ("want", "chahiye?"), at the counter.
_OWED = _keys("owe owes owed outstanding pending bakaya बकाया")  # (not "udhaar": today's goods on credit)
_OFFERED = _keys("want like need chahiye chahiyе चाहिए lenge लेंगे loge लोगे doon दूँ दूं")


def _asks(reader) -> bool:
    """The line asks something ("?")."""
    return any(t.kind == "sym" and t.text == "?" for t in reader.tokens)


def standing_after(reader, f) -> bool:
    """The amount ``f`` is the khata's standing balance said after it ("₹220 is pending on your khata", "₹500 पुराने
    बाकी हैं", "₹340 purane baaki hain"): within five words after it, in its sentence, a word of standing and a word
    of old, or a word of pending and one of the khata (not "₹150 goes on the khata", "₹300 अभी दीजिए, बाकी खाते में":
    today's goods, part on credit)."""
    words, out = set(), reader.tokens
    for k in range(f.end, min(reader.n, f.end + 7)):
        if out[k].kind == "sym" and out[k].text in (".", "।", "?", "!", ";", ",", "—", "-") or out[k].kind == "num":
            break
        if out[k].kind == "word":
            words.add(out[k].key)
    if words.isdisjoint(_STANDING):
        return False
    return not words.isdisjoint(_OLD) or not words.isdisjoint(_KHATA) and not words.isdisjoint(_PENDING)


def _khata_sentence(reader, f, today) -> bool:
    """The amount ``f`` stands in a sentence of its own, apart from today's amount ``today``, that names the khata
    ("और पुराने खाते में आपने ₹500 जमा किए, अब ₹700 बाक़ी हैं"): the khata's money, not today's bill."""
    clause = reader.clause_of[f.pos]
    if clause == reader.clause_of[today.pos]:
        return False
    lo, hi = reader.clause_span[clause]
    return not _KHATA.isdisjoint(reader._words[lo:hi])
