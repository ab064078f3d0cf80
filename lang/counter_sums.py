"""Amounts at the counter worked out of several said (``lang.counter_words``), out of ``lang.counter_today`` (which
had passed 300 lines): an amount corrected or said again in place of another ("₹460 — sorry, I misread, it's ₹640",
"I said ₹90 earlier, it is ₹95": ``corrected_amount``, ``said_again``), one concluded after others ("It was ₹810,
you said ₹750, let's meet in the middle — ₹780": ``concluded_amount``), a total with the khata's old balance inside
it (``old_in_total``), an advance taken off (``advance_taken_off``), money off after "minus" (``minus_before``), a
last total named (``total_named``), change named alone (``change_alone``) and a total said before its parts
(``sum_of_parts``). Amounts in rupees (``Decimal``). Each is one look at the words, or one pass over them.
"""
from __future__ import annotations

from decimal import Decimal

from lang.act_words import NOT_THAT_PRICE
from lang.acts import NEGATIONS
from lang.counter_earlier import sides
from lang.counter_today import (CHANGE_BACK_WORDS as _CHANGE, DENIED_AFTER_PAIRS as _DENIED_AFTER, KHATA_WORDS as _KHATA,
                                OLD_WORDS as _OLD, TODAY_WORDS as _TODAY, money_said, of_another_time)
from lang.language import fold_words as _keys

__all__ = ["corrected_amount", "said_again", "concluded_amount", "old_in_total", "advance_taken_off", "minus_before",
           "total_named", "change_alone", "sum_of_parts"]

#: Words that correct an amount just said ("₹460 — sorry, I misread, it's ₹640", "₹290 — arre sorry, galat bola, ₹920").
_WAIT = _keys("ruko ruk रुको रुकिए wait hold dekhta dekhti देखता देखती check")
_NOT_HI = _keys("nahi nahin नहीं नही")  # "₹640 nahi ₹460 hai": the second amount said in place of the first
_CORRECTING = _keys("sorry misread mistake galat गलत ग़लत galti गलती ग़लती")


def corrected_amount(reader, amounts: list[Decimal]) -> Decimal | None:
    """Two amounts said with a word of correcting between them ("₹460 — sorry, I misread, it's ₹640", "₹290 — arre
    sorry, galat bola, ₹920 hue"): the second, said in place of the first; None otherwise."""
    said = money_said(reader)
    if len(said) != 2 or len(amounts) != 2:
        return None
    between = {reader._words[k] for k in range(said[0].end, said[1].pos)} - {""}
    unsure = reader.tokens[said[1].end].text == "?" if said[1].end < reader.n else False
    if between & _NOT_HI and between <= _NOT_HI | NOT_THAT_PRICE and not unsure and set(reader._words).isdisjoint(
            _WAIT):  # "₹640 nahi ₹460 hai", "₹204 nahi bhaiya, ₹250 hi lagega" (not "₹560... nahi nahi, ₹650? Ruko")
        return said[1].value
    return said[1].value if not between.isdisjoint(_CORRECTING) or said_again(reader) is not None else None


def said_again(reader) -> Decimal | None:
    """Two amounts, the first told as said before and the second said in its place ("I said ₹90 earlier, it is ₹95",
    "Sorry, I said ₹90, it is ₹95", "मैंने ₹90 बोला था, असल में ₹95 है"): the second, in rupees; else None. Looked at
    before old balances are set apart ("earlier" before ₹95 is no khata's past here)."""
    said = money_said(reader)
    if len(said) < 2 or _SAID.isdisjoint(reader._words) or any(f.value != said[-2].value for f in said[:-2]):
        return None  # (before the pair only the amount said again: "Total ₹90. Sorry, I said ₹90 earlier, …")
    said = said[-2:]
    before = {reader._words[k] for k in range(max(0, said[0].pos - 6), said[0].pos)}
    between = {reader._words[k] for k in range(said[0].end, said[1].pos)}
    if (before | between).isdisjoint(_SAID) or (before | between).isdisjoint(_CORRECTING | _WAS):
        return None
    if sides(reader, *said)[0].isdisjoint(_SAID | _WAS):  # "Final ₹293; earlier I said ₹302.50": the words of
        return None  # saying are the second amount's, which is the one said before (lang.counter_earlier)
    after = [reader._words[k] for k in range(said[1].end, min(reader.n, said[1].end + 3))]
    if _DENIED_AFTER & set(zip(after, after[1:])):  # "The total is ₹480; earlier I told you ₹500 by mistake": the
        return said[0].value  # one told before is the second, said wrongly
    return said[1].value


#: Words of having said an amount, and of its being what was said before ("I said ₹90 earlier", "₹90 bola tha").
_SAID = _keys("said told bola boli bole बोला बोली बोले kaha कहा")
_WAS = _keys("earlier before pehle पहले tha था thi थी actually asal असल")


#: Words up to three before the last amount that say it is what it comes to after what went before ("so ₹95",
#: "तो ₹798 दीजिए", "ab ₹486", "chalo ₹840 final", "becomes ₹510", "→ total ₹151", "अब ₹490 देने हैं").
_SO = _keys("so now finally becomes make call meet middle toh तो ab अब chalo chaliye चलो चलिए bas बस")
_SO_SIGNS = frozenset("→=")
#: Words right after the last amount that close it ("₹780 final", "₹840 final", "₹880 फ़ाइनल").
_FINAL = _keys("final फ़ाइनल फाइनल")
_FINAL_OR_ASKED = _FINAL | _keys("do दो de दे dijiye दीजिए dena देना hai है")


def concluded_amount(reader, amounts: list[Decimal], old: list[Decimal]) -> Decimal | None:
    """The last amount said, when the words before it conclude what came before ("It was ₹810, you said ₹750,
    let's meet in the middle — ₹780", "₹840 का 5% = ₹42, तो ₹798 दीजिए", "बड़ा वाला लिया आपने, तो ₹190। छोटा ₹110
    का था" is not: its last amount is the one not taken) and no old balance is spoken of (``old``: those set aside;
    a khata's running sum is today's bill's rules' to read); None otherwise. ``amounts``: those heard."""
    said = money_said(reader)
    if old or len(said) < 2 or not amounts or said[-1].value != amounts[-1]:
        return None
    last, tokens = said[-1], reader.tokens
    if last.kind != "price" and not any(t.kind == "word" and t.key in _FINAL_OR_ASKED for t in tokens[
            last.end:last.end + 2]):
        return None  # "Your bill comes to ₹2,040 for 12 items": a bare count is no amount concluded
    before = [t for t in tokens[max(0, last.pos - 4):last.pos] if t.text != "₹"]
    after = [t.key for t in tokens[last.end:last.end + 5] if t.kind == "word"]
    if not _KHATA.isdisjoint(after) or not _CHANGE.isdisjoint(after):
        return None  # "so ₹270 goes on the khata", "so ₹40 change": not what is paid for today's goods
    if any(t.kind == "word" and t.key in _SO or t.text in _SO_SIGNS for t in before) or after[:1] and after[0] in \
            _FINAL:
        return last.value
    return None


def old_in_total(reader) -> bool:
    """One amount said, as a total with the khata's old balance put in, the old amount not said ("With your old
    khata it comes to ₹1,365 altogether", "पुराना मिलाकर ₹2,240 हो गए"): today's goods cannot be told apart."""
    words = set(reader._words)
    said = money_said(reader)
    return len(said) == 1 and not words.isdisjoint(_ADDED_IN) and (not words.isdisjoint(_OLD_IN) and words.isdisjoint(
        _TODAY) or not words.isdisjoint(_KHATA) and not words.isdisjoint(_MONTH))  # "Khata total this month ₹4,870
    # including today" (breaker N): the month's khata, today's goods inside it


_PURANA = _keys("purana पुराना")
_MONTH = _keys("month mahine mahina महीने महीना")
_ADDED_IN = _keys("with milakar milake मिलाकर jodkar jodke जोड़कर including incl saath sath साथ isme ismein इसमें")
_OLD_IN = _OLD | _PURANA | _keys("last pichla pichhla पिछला pending")  # "with last week's balance", "इसमें पिछला बाकी"


#: Money handed over before today ("₹200 advance diya tha", "₹200 pehle de chuke", "₹200 jama hai").
_ADVANCE = _keys("advance एडवांस pehle pahle पहले jama जमा deposit deposited")  # (not "chuka": "पुराना ₹500 भी चुका रहे हैं")


def advance_taken_off(reader) -> tuple[Decimal, Decimal] | None:
    """(goods total, net) when the words say three amounts, one of them money handed over beforehand and the other
    two the goods total and the total less it ("₹640 hua, ₹200 advance diya tha, ₹440 aur dijiye", "Your total is
    ₹640; ₹200 advance adjusted, please pay ₹440"); None otherwise. The shop keeps no advances, so which of the two
    is charged is the cashier's to say (corpus README's counter conventions, twelfth session): the caller refuses."""
    said = money_said(reader)
    if len(said) != 3:
        return None
    toks = reader.tokens
    for g in said:
        near = [t.key for t in toks[max(0, g.pos - 3):g.pos] if t.kind == "word"] + [
            t.key for t in toks[g.end:g.end + 6] if t.kind == "word"][:5]  # "₹150 you paid in advance"
        first, last = (f.value for f in said if f is not g)  # the goods total said before the net (not "today's
        if (not _ADVANCE.isdisjoint(near) or not (_PAID | _LEFT).isdisjoint(near) and of_another_time(reader, g) or
                not _PAID.isdisjoint(near) and not _TAKEN_OFF.isdisjoint(near)) and \
                first - g.value == last:  # ₹315 … old ₹500 … ₹815 in all": a sum; "you paid ₹300 last week": paid
            return first, last  # before today, breaker M)
    return None


_PAID, _LEFT, _TAKEN_OFF = _keys("paid diye diya दिए दिया"), _keys("left"), _keys("minus less ghata ghatake घटा घटाके")


def minus_before(tokens: list, pos: int) -> bool:
    """A minus sign right before the amount at token ``pos`` ("1 toor dal wapas -₹150"): money off."""
    k = pos - 1 if pos and tokens[pos - 1].text == "₹" else pos
    return k > 0 and tokens[k - 1].text in ("-", "−", "–") and tokens[k - 1].end == tokens[k].start


def total_named(tokens: list, pos: int, bill_words: frozenset) -> bool:
    """A total word right before the amount at token ``pos`` ("→ कुल ₹259", "total ₹151", "= ₹410")."""
    return any(t.key in bill_words or t.text in ("=", "→") for t in tokens[max(0, pos - 3):pos])


def change_alone(reader, tokens: list, given_back: frozenset) -> Decimal | None:
    """Two amounts, the smaller one given back with a change word beside it and no note named ("₹760 total. Here's
    ₹40 change.", "₹345 hue, ₹155 chhutte lijiye", "₹760 हुए। ये लीजिए ₹40 वापस।"): the larger, the bill (rupees);
    else None. ``given_back``: the change words (``lang.counter_words._GIVEN_BACK``)."""
    money = money_said(reader)
    if len(money) != 2 or money[1].value >= money[0].value:
        return None
    after = [t.key for t in tokens[money[1].end:money[1].end + 3] if t.kind == "word"][:2]
    before = [t.key for t in tokens[money[0].end:money[1].pos] if t.kind == "word"][-2:]
    if not given_back.intersection(after) and not given_back.intersection(before) or NEGATIONS.intersection(
            t.key for t in tokens if t.kind == "word"):
        return None  # (not "₹86 total. Just give ₹85, no change with me", nor "दस परसेंट छूट, तो ₹1,350")
    if given_back.intersection(t.key for t in tokens[:money[0].end + 2] if t.kind == "word"):
        return None  # a change word by the larger amount too: which is which?
    return money[0].value


def sum_of_parts(amounts: list[Decimal]) -> Decimal | None:
    """The first amount (rupees) that two or more amounts after it add up to exactly — a total stated with its
    parts ("₹1,245 altogether — ₹1,120 for the ration and ₹125 for the dahi") — else the last amount when all
    before it add up to it (a table's rows, then its total row), or None. One pass from the end (suffix sums):
    linear in the number of amounts."""
    found, after = None, Decimal(0)
    for k in range(len(amounts) - 1, -1, -1):
        if len(amounts) - 1 - k >= 2 and amounts[k] == after:
            found = amounts[k]
        after += amounts[k]
    if found is None and len(amounts) >= 3 and amounts[-1] == after - amounts[-1]:
        found = amounts[-1]  # the parts first, then their total ("| Chana dal | 2 kg | ₹168 | … | **Total** | | ₹318 |")
    return found
