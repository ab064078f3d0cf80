"""The cashier's words at the counter (``read_at_counter``): the one thing said there is the bill's total.

At the counter the cashier only states what the customer owes, so words that an e-mail reader must refuse ("Aunty
₹415, Paytm kar do" names no goods and asks nothing a supplier could do) are a plain bill there. The counter reading
is the e-mail reading (``lang.reader.read_message``) when that finds a bill; otherwise the amount the cashier asks is
looked for among the message's figures:

- quantities, pack sizes and per-unit prices ("₹40 kilo") are not amounts;
- a price in a chunk that names an item is an item's line of the bill ("5 kg atta ₹250, … — ₹460 total": the ₹250),
  not what is asked, and so is every amount before one marked as the total on a line of its own ("- चीनी 2 किलो — ₹94
  … कुल: ₹254");
- an amount followed by a money-off word is money off ("₹20 festival discount", "पचास की छूट", "10 rupaye kam", "₹50
  की वापसी"), and so is one after "minus" ("minus ₹20 for the returned bottle"), not what is asked;
- "bill 862 ka bana" is an amount: no bill at the counter has a number.

A total stated with its parts after it ("₹1,245 altogether — ₹1,120 for the ration and ₹125 for the dahi", the parts'
items' lines counted too) is the bill when the parts add up to it exactly. One amount left is the bill. Several: the
last, when it is lower than every other and at least 80% of the largest (a discount or a round-off: "Bill 862 ka bana,
round off karke 860 do", "Total: ₹202. Please pay ₹200 only"), or when the one amount taken off makes the sum ("₹161।
लौटाया हुआ दही ₹40 घटाकर ₹121"). The e-mail reader's bill stands unless the counter's amount is lower (money taken off
the total it read). Two amounts where the second rounds the first's paise up to a whole rupee ("बिल ₹899.50 है, ₹900
दे दीजिए") are that round-up. Money let go ("₹8 chhodo", "I'll leave the ₹12") is money off. Anything else (no amount,
or amounts that are not a round-off: "₹500 diye, ₹60 wapas") keeps the e-mail reading, so the customer asks for the
total: a refusal, never a guess.

Today's bill said with the khata's old balance and their sum ("It's ₹101, and your old balance is ₹300, so ₹401
in all") is today's amount, and so is one total said with the old balance added in ("Total comes to ₹2,115 with
last week's ₹600 balance added": ₹1,515); a bill with a lower amount paid now and the rest later ("₹1,200 hua, ₹1,000 abhi,
baaki kal") is the first, not a round-off.

A bill paid in part, the rest on the khata, names three amounts: the bill, what was handed over and what is left
("₹560 total. You gave ₹500, so ₹60 goes in your khata", "₹750 का सामान हुआ; ₹500 नकद दिए, बाकी ₹250 उधार में"). When
the last two add up to the first and the words say so (``SPLIT_WORDS``), the first is the bill, whatever the e-mail
reader made of the rest.

Change given names three amounts too: the note handed over, the bill and the change ("you gave ₹500, bill is ₹463,
I returned ₹37", "₹500 ka note diya, bill ₹372, ₹128 wapas lo"). With a handed word and a change word
(``HANDED_WORDS``, ``CHANGE_WORDS``) the bill is the amount named as the bill when note = bill + change holds, else
the one no change word is beside; when nothing checks ("You gave ₹1,000 and I returned ₹138") no amount is heard.
A note the customer may give ("Total ₹576. If you give ₹2,000 I'll return ₹1,424", "500 ka note doge to 495.5
wapas") is a note handed, and a note asked for ("Bhaiya ₹500 ka note hai? Total 230") is no amount asked; one amount
after a percent off ("5% kam kar deta hoon, ₹218.50 de do") is the bill, and so is the second of two when the first
is refused ("₹204 nahi bhaiya, ₹250 hi lagega", "Not ₹400, sir — it's ₹450"): ``lang.counter_offered``.

An itemised bill in the shapes chat models write ("For 3 items (1 x onion @ ₹38.0, …) your total comes to Rs. 180",
a markdown list or table with a **Total** line, a subtotal and a discount) is its stated total when its own figures
make it, and is refused when they do not (``lang.counter_itemised``), before any of the above.
Goods named beside the total ("Chawal aur dal milake ₹230"), a remark on the MRP and a product's unit price are
``lang.counter_goods``; a figure grouped neither Indian nor Western ("₹2,44") is refused (``lang.digit_groups``).

The figure asked last after a price and a cut ("15 mein se 10 kam kar diye, 5 de do"), a last price held and the MRP
with the customer's price are ``lang.counter_asked``'s, read first; a refusal never asks for an item (a bill needs none).
Only a bill is heard at the counter: an e-mail reading that holds no bill (an offer, an order) is refused there
(``no_intent.counter``), in the message's language, so the cashier is asked for the total. A bill that names its id
("Bill B31: ₹748") carries it. Two totals, the second asked and the cashier adding again ("₹354… no, no, ₹345? Wait,
let me add up the slip again."), are refused (``lang.counter_recheck``).
"""
from __future__ import annotations

import bisect
from decimal import Decimal

from lang.change_unchecked import change_unchecked
from lang.counter_asked import asked_at_counter
from lang.counter_earlier import earlier_and_now, own_start
from lang.counter_change import (BILL_WORDS, CHANGE_WORDS, HANDED_WORDS, MONEY_OFF_BEFORE, MONEY_OFF_WORDS, SMALLEST_BARE,
                                 UNSURE, change_given, goods_back, off_word_owned)
from lang.returned_before import returned_taken_off
from lang.counter_recheck import rechecked
from lang.counter_itemised import itemised_bill
from lang.counter_guard import bill_named_otherwise, counter_reader, ids_as_written
from lang.counter_goods import goods_total, mrp_remark, product_factor
from lang.digit_groups import malformed_money
from lang.counter_offered import after_percent_off, change_asked, floor_held, note_named, price_held
from lang.counter_balance import choice_offered, no_bill_for_today
from lang.counter_sums import (advance_taken_off, change_alone, concluded_amount, corrected_amount, minus_before,
                                old_in_total, said_again, sum_of_parts, total_named)
from lang.counter_today import (APPLIED, FRESH, OLD_AFTER, khata_said, money_said, names_goods, no_bill_said, set_apart,
                                 standing_after, todays_amount)
from lang.intents import Intent
from lang.language import fold
from lang.reader import MessageReader, Reading, read_message
from lang.reader_parts import REST_WORDS
from lang.reasons import why
from market.catalogue import Catalogue

__all__ = ["read_at_counter", "counter_amount", "MONEY_OFF_WORDS", "MONEY_OFF_BEFORE", "ROUND_OFF_SHARE",
           "SPLIT_WORDS", "OLD_BALANCE_BEFORE", "CHANGE_WORDS", "HANDED_WORDS", "BILL_WORDS"]

#: Words up to five before an amount that make it an old balance or an amount replaced, not today's bill ("Old
#: balance was ₹1,200", "पिछला बकाया ₹800", "purana hisaab ₹500", "₹748 instead of ₹768"); "की जगह" follows the
#: amount it replaces ("₹605 की जगह ₹525": ``_REPLACED_AFTER``).
OLD_BALANCE_BEFORE = frozenset(fold(w) for w in "old previous earlier pichla pichhla purana पिछला पुराना pehle पहले "
                                                 "pichhle pichle पिछले "  # (not "पुराने ग्राहक", an old customer)
                                                 "instead".split())  # "₹748 instead of ₹768": not asked
#: The lowest share of the largest amount that the last, lower amount may be and still be the same bill
#: rounded off or discounted (a fifth off at most; a kirana's round-offs and festival discounts are far smaller).
ROUND_OFF_SHARE = Decimal("0.8")
#: Words that say money was handed over or left on credit ("₹500 नकद दिए", "you gave ₹500", "baaki ₹250 udhaar
#: mein", "₹60 goes in your khata"): with three amounts, the bill split between cash and the khata.
SPLIT_WORDS = frozenset(fold(w) for w in "gave paid given diye diya दिए दिया नकद naqad nakad cash khata खाता "
                                         "khate खाते udhaar udhar udhaari उधार baaki baki bakaya बाकी बाक़ी बकाया "
                                         "balance credit upi gpay paytm phonepe now abhi अभी remaining".split())  # ("₹2,350
# total. ₹2,000 UPI now, ₹350 tomorrow": the bill is what the two make, breaker N)
#: Words right after an amount that ask it of the customer ("₹425 दीजिए", "₹915 dijiye", "₹325 dena hai", "₹240 please").
ASK_WORDS = frozenset(fold(w) for w in "dijiye dijie dijiyega दीजिए दीजिये dena देना de दे please pay".split())
_REPLACED_AFTER = frozenset(fold(w) for w in "jagah jageh जगह".split())
#: Words for later ("kal", "tomorrow"): with a word for what is left of a bill (``REST_WORDS``: "baaki", "the
#: rest"), a lower second amount is paid now, not the bill rounded off ("₹1,200 hua, ₹1,000 abhi, baaki kal").
LATER_WORDS = frozenset(fold(w) for w in "kal कल tomorrow later baad बाद next agle अगले".split())
#: Words for the khata, which with a rest word say the rest goes on credit ("₹620 हुए — ₹300 अभी दे दीजिए, बाकी
#: खाते में"): the first amount is the bill, the second what is paid now.
KHATA_WORDS = frozenset(fold(w) for w in "khata खाता khate खाते khaate udhaar udhar udhaari उधार credit".split())
#: "last week's ₹600 balance": a past word up to four before an amount followed by "balance" makes it an old balance.
_BALANCE = fold("balance")
_PAST = frozenset(fold(w) for w in "last previous pichhle pichle पिछले".split())
#: Words that say the old balance is inside the one total named ("₹2,115 with the ₹600 balance added").
_ADDED = frozenset(fold(w) for w in "added adding including included incl plus jodke jodkar jod जोड़कर जोड़के "
                   "milake milakar मिलाकर sahit समेत".split())
_INSTEAD = fold("instead")
_OFF, _ROUND = fold("off"), fold("round")
_ARTICLES = frozenset(fold(w) for w in "the a an".split())  # "I'll leave the ₹12": the word before is "leave"


def counter_amount(text: str, catalogue: Catalogue | None = None) -> Decimal | None:
    """The amount in rupees the cashier asks in ``text`` (rules in the module docstring), or None.

    Never raises; None for text over ``lang.clean.MAX_CHARS`` or with fenced blocks (those are read
    by the e-mail reader's block rules).
    """
    return _heard(counter_reader(text, catalogue))[0]


def _heard(reader: MessageReader | None) -> tuple[Decimal | None, bool, str | None]:
    """(``counter_amount``, whether it stands over the e-mail reader's bill (a bill split between cash and the khata,
    change that checks, or the one amount asked last), the one bill id named) from the
    words' ``counter_reader`` (None: nothing heard)."""
    if reader is None:
        return None, False, None
    tokens = reader.tokens
    item_chunks = {reader.chunk_of[m.first] for m in reader.mentions}
    ids = {b for _, b in reader.bill_ids}
    change = change_given(reader, tokens)
    if change is UNSURE:  # "You gave ₹1,000 and I returned ₹138": the note and the change, no bill that checks
        return None, False, next(iter(ids)) if len(ids) == 1 else None
    if change is not None:
        return change, True, next(iter(ids)) if len(ids) == 1 else None
    again = earlier_and_now(reader) or said_again(reader)  # "Final ₹293; earlier I said ₹302.50" (lang.counter_earlier)
    if again is not None:
        return again, True, next(iter(ids)) if len(ids) == 1 else None
    starts = sorted(f.pos for f in reader.figs)
    mention_starts = sorted(m.first for m in reader.mentions)
    amounts, off, every, old_balance, gone, lines = [], [], [], [], [], []  # every: with the items' lines too
    asked: list[Decimal] = []  # amounts a give word follows
    last_money = max((f.pos for f in reader.figs if f.kind in ("price", "bare")), default=-1)
    said = money_said(reader)  # the amounts of money said, once a message
    several, khata = len(said) > 1, khata_said(reader)  # (for set_apart, once a message)
    for f in sorted(reader.figs, key=lambda f: f.pos):
        if f.kind not in ("price", "bare") or f.value <= 0 or f.mark == "unit" or f.unit is not None:
            continue
        if f.kind == "bare" and f.value < SMALLEST_BARE:
            continue
        k = bisect.bisect_left(starts, f.end)
        nxt = starts[k] if k < len(starts) else reader.n  # the next figure's start (a scan per figure was quadratic)
        after = [t.key for t in tokens[f.end:nxt] if t.kind == "word"][:3]
        before = next((t.key for t in reversed(tokens[max(0, f.pos - 3):f.pos]) if t.kind == "word"
                       and t.key not in _ARTICLES), "")  # "I'll leave the ₹12"
        if any(w in _REPLACED_AFTER for w in after[:2]) or note_named(reader, f) or change_asked(reader, f) or \
                mrp_remark(reader, f):  # ("₹28 less than MRP": a remark, lang.counter_goods)
            continue  # "अब ₹605 की जगह ₹525 दीजिए": ₹605 is the amount replaced; "₹500 ka note/change hai?": a note
        next_word, lo = tokens[f.end].key if f.end < len(tokens) and tokens[f.end].kind == "word" else "", own_start(reader, f)
        if before not in FRESH and (next_word in OLD_AFTER or before in OLD_AFTER) or before not in FRESH and \
                next_word not in FRESH and any(  # ("Old ₹1,200 + new ₹430", "₹900 old plus ₹250 today": today's)
                t.kind == "word" and t.key in OLD_BALANCE_BEFORE and (t.key != _INSTEAD or k >= f.pos - 3) for k, t in
                enumerate(tokens[lo:f.pos], lo)) or (  # (not "instead of ₹318 it's ₹278")
                after[:1] == [_BALANCE] and any(t.kind == "word" and t.key in _PAST for t in tokens[max(0, f.pos - 4):
                                                                                              f.pos])) or \
                standing_after(reader, f):
            old_balance.append(f.value)
            continue  # "Old balance was ₹1,200": the khata's past, not what is asked today
        apart = set_apart(reader, f, after, starts, several, khata)  # "Last time you paid ₹580", "₹440 is too
        if apart:  # low", "last week's ₹600 balance"; alone, "Your last bill was ₹500" bills nothing (counter_today)
            (old_balance if apart == "old" else gone).append(f.value if apart == "old" else f)
            continue
        if (any(w in MONEY_OFF_WORDS and not (w == _OFF and after[:k][-1:] == [_ROUND]) for k, w in enumerate(after))
                or before in MONEY_OFF_BEFORE and not off_word_owned(reader, f) or minus_before(tokens, f.pos) or (
                any(w in CHANGE_WORDS for w in after) and (names_goods(mention_starts, f.end, nxt) or goods_back(
                    after)))) and not floor_held(reader, f):  # ("₹250 se kam nahi hoga": the least taken, no money off)
            off.append(f)  # "₹130 का रिफ़ाइंड वापस किया": goods handed back ("₹60 wapas", change, names none)
            continue  # money off, not the amount asked (an item returned: "लौटाया हुआ दही ₹40 घटाकर")
        if not product_factor(reader, f):  # ("2 x ₹43 = ₹86": the ₹43 is no part)
            every.append(f.value)
        if reader.chunk_of[f.pos] in item_chunks and not (off and reader.chunk_of[off[-1].pos] == reader.chunk_of[
                f.pos]) and not (f.mark == "total" and f.pos == last_money and total_named(tokens, f.pos, BILL_WORDS)):
            lines.append(f)
            continue  # an item's line of the bill; not the amount left after money off in its chunk, nor a last
            # total named ("लाइफ़बॉय 4 × ₹15 = ₹60 → कुल ₹259")
        amounts.append(f)
        if any(w in ASK_WORDS for w in after[:2]):
            asked.append(f.value)  # "₹425 दीजिए", "toh ₹915 dijiye", "₹325 dena hai"
    if gone and not every and not old_balance:  # "Your last bill was ₹500", "कल का बिल ₹500 था": no bill today
        return None, True, next(iter(ids)) if len(ids) == 1 else None
    summed = False  # the sum of today's bill and the old balance was said ("₹212, plus ₹150 old …, so ₹362")
    earlier = old_balance + [g.value for g in gone][:3]  # (and an amount of another time: "Aapka ₹445, aur woh jo
    if 0 < len(earlier) <= 3:  # kal ka ₹55 tha, ₹500 de do" bills ₹445, breaker M) "It's ₹101, and your old balance
        seen, kept = set(), []  # is ₹300, so ₹401 in all": today's bill, not the khata's running sum (one pass)
        for f in amounts:
            if not any(f.value - b in seen for b in earlier):
                kept.append(f)
            seen.add(f.value)
        summed, amounts = len(kept) < len(amounts), kept
    if len(old_balance) == 1 and len(amounts) == 1 and amounts[0].value > old_balance[0] and not summed and any(
            t.key in _ADDED for t in tokens):  # "Total comes to ₹2,115 with last week's ₹600 balance added": today's
        return amounts[0].value - old_balance[0], True, next(iter(ids)) if len(ids) == 1 else None  # ₹1,515
    totals = [k for k, f in enumerate(amounts) if f.mark == "total"
              and not any(reader.clause_of[m.first] == f.clause for m in reader.mentions)]
    if totals:  # "- चीनी 2 किलो — ₹94 … कुल: ₹254": the lines before the total are the bill's lines
        amounts = amounts[totals[0]:]
    amount_at = amounts[0].pos if len(amounts) == 1 else -1
    if len(amounts) == 1 and len(said) == 1 and after_percent_off(reader, amounts[0]):  # "I can give you 5% off:
        return amounts[0].value, True, next(iter(ids)) if len(ids) == 1 else None  # ₹132.53" (lang.counter_offered)
    amounts = [f.value for f in amounts]
    bill_id = next(iter(ids)) if len(ids) == 1 else None
    today = todays_amount(reader, amounts, old_balance + [f.value for f in off])  # lang.counter_today: "Today it's
    if today is not None:  # ₹390; with the ₹600 from last week on the khata, you owe ₹990 in all"
        return today, True, bill_id
    asks = next((k for k, t in enumerate(tokens) if t.text == "?"), -1)
    ends_asking = next((t.text == "?" for t in reversed(tokens) if t.kind != "nl"), False)  # "…, कुल?"
    if no_bill_said(reader, amounts) or no_bill_for_today([w for w in reader._words if w], len(said), ends_asking) or (
            len(said) == 2 and asks >= said[1].end and choice_offered(
                [w for w in reader._words[said[1].end:asks] if w], [w for w in reader._words[said[0].end:said[1].pos] if w])):
        return None, True, bill_id  # only change, the khata's balance, a choice, a running or doubted total
    corrected = corrected_amount(reader, amounts)
    if corrected is None and len(amounts) == 2:
        corrected = price_held(reader, said)  # (lang.counter_offered)
    if corrected is not None:  # "₹460 — sorry, I misread, it's ₹640", "Not ₹400, sir — it's ₹450"
        return corrected, True, bill_id
    if old_in_total(reader):  # "पुराना मिलाकर ₹2,240 हो गए": today's goods not told apart
        return None, True, bill_id
    worked = _worked_sum(reader)  # (a sum worked out is what is asked, before a split: "दही ₹40 घटा दिया, आज का
    last3 = sorted(amounts[-3:])  # ₹260 − ₹40 = ₹220")
    if worked is None and len(amounts) >= 3 and last3[0] + last3[1] == last3[2] and any(
            t.key in SPLIT_WORDS for t in tokens) and (
            last3[2] == amounts[-3] or not any(t.key in CHANGE_WORDS for t in tokens)):  # (not "Paid ₹200, ₹4 back")
        return last3[2], True, bill_id  # the bill is what the other two make: "₹560 total. You gave ₹500, so ₹60
        # … khata", "860 hua, 60 chhod ke 800, abhi 300 do baaki 500 khate mein", "You paid ₹200 by UPI; the bill
        # was ₹350, so ₹150 goes on the khata"
    today = next((worked - b for b in old_balance if worked is not None and worked - b in amounts), None)
    if today is not None:  # "Pichla ₹320 baaki + aaj ka ₹560 = ₹880 total": today's bill, not the khata's sum
        return today, True, bill_id
    concluded = concluded_amount(reader, amounts, old_balance)
    if concluded is not None:  # "It was ₹810, you said ₹750, let's meet in the middle — ₹780"
        return concluded, True, bill_id
    if worked is not None:  # "₹455 − ₹28 = ₹427 dena hai": the sum worked out is what is asked
        return worked, False, bill_id
    whole = sum_of_parts(every)
    if whole is not None:  # "₹1,245 altogether — ₹1,120 for the ration and ₹125 for the dahi": the parts after it
        return whole, False, bill_id
    if len(amounts) == 2 and amounts[1] < amounts[0] and any(t.key in REST_WORDS for t in tokens) and any(
            t.key in LATER_WORDS or t.key in KHATA_WORDS for t in tokens):  # "₹1,200 hua, ₹1,000 abhi, baaki kal",
        return amounts[0], True, bill_id  # "₹620 हुए — ₹300 अभी दे दीजिए, बाकी खाते में": part now, the rest later
    if len(amounts) == 1 and not old_balance and (len(said) == 2 and len(off) == 1 and amount_at < off[0].pos and 2 * off[
            0].value < amounts[0] or len(said) == 1 and any(f.kind == "pct" for f in reader.figs)) and APPLIED.isdisjoint(
            t.key for t in tokens if t.kind == "word"):  # "Your bill is ₹400 and there's 10% off today", "₹520 hue,
        return None, True, bill_id  # 20 kam kar deta hoon": money off said, the amount after it not (asked again)
    if len(amounts) == 1:  # (over the e-mail reader's bill when an old balance was set apart: "… ₹345 hue. Pichla
        return amounts[0], bool(old_balance), bill_id  # ₹200 bakaya alag hai.")
    if len(asked) == 1 and asked[0] == amounts[-1]:  # "₹5 और जुड़ गए — ₹420 की जगह ₹425 दीजिए": the one amount asked,
        return asked[0], True, bill_id  # said last, whatever the e-mail reader made of the rest
    if len(amounts) == 2 and amounts[0] < amounts[1] < amounts[0] + 1 and amounts[1] == int(amounts[1]):
        return amounts[1], False, bill_id  # "बिल ₹899.50 है, ₹900 दे दीजिए": the paise rounded up to a rupee
    if len(amounts) == 2 and len(off) == 1 and amounts[0] - off[0].value == amounts[1]:
        return amounts[1], False, bill_id  # "₹161. लौटाया हुआ दही ₹40 घटाकर ₹121": the sum checks, whatever the share
    if len(amounts) == 2 and len(off) == 1 and amounts[1] - off[0].value == amounts[0]:
        return amounts[0], False, bill_id  # "That's ₹1,250 in all — it was ₹1,262, I've taken ₹12 off": said first
    if len(amounts) > 1 and all(amounts[-1] < v for v in amounts[:-1]) and \
            amounts[-1] >= ROUND_OFF_SHARE * max(amounts):
        return amounts[-1], False, bill_id
    together = goods_total(reader, lines) if not amounts and not off and not old_balance and not gone else None
    return together, False, bill_id  # "Chawal aur dal milake ₹230": the goods named are the bill's (counter_goods)


_MINUS = frozenset(("−", "-", "–"))
_OPERATORS = frozenset(("−", "-", "–", "+", "="))
_OPERATOR_WORDS = frozenset(fold(w) for w in "minus plus".split())


def _after_its_amount(reader: MessageReader, k: int, prev_end: int) -> bool:
    """Token ``k`` is "minus"/"plus" said right after the amount before it and before no number ("68 minus — toh 612 -
    68 = 544"): that amount's own word (money off), no sign joining it to the next."""
    nxt = reader.tokens[k + 1] if k + 1 < reader.n else None
    return k == prev_end and reader.tokens[k].key in _OPERATOR_WORDS and not (
        nxt is not None and (nxt.kind == "num" or nxt.text == "₹"))


def _worked_sum(reader: MessageReader) -> Decimal | None:
    """The amount after "=" when the amounts before it in its clause, added and taken away as the signs between
    them say, make it ("₹455 − ₹28 = ₹427", "आटा ₹245 + सरसों तेल ₹140 + नमक ₹25 = ₹410") and it is the last amount
    said (not "₹600 minus ₹60 = ₹540, plus sugar ₹94, total ₹634"); None otherwise. One pass over the figures."""
    found, total, clause, prev_end = None, Decimal(0), -1, 0
    money = sorted((f for f in reader.figs if f.kind in ("price", "bare") and f.unit is None), key=lambda f: f.pos)
    for f in money:
        joined = any((t.text in _OPERATORS or t.key in _OPERATOR_WORDS) and not _after_its_amount(reader, k, prev_end)
                     for k, t in enumerate(reader.tokens[prev_end:f.pos], prev_end))
        prev_end = f.end
        if not joined and f.clause == clause:  # "Ek bread wapas kiya 40 ka, toh 365 minus 40 = 325": no sign joins
            total = f.value  # 40 to 365, so the sum starts again at 365
            continue
        k = f.pos - 1
        while k >= 0 and reader.tokens[k].kind == "sym" and reader.tokens[k].text == "₹":
            k -= 1
        sign = reader.tokens[k].text if k >= 0 and reader.tokens[k].kind in ("sym", "word") else ""
        if f.clause != clause:
            total, clause = Decimal(0), f.clause
        if sign == "=" and total > 0:
            found = f if total == f.value else found
            total = f.value
            continue
        total += -f.value if sign in _MINUS or sign.lower() == "minus" else f.value
    return found.value if found is not None and found is money[-1] else None  # not a step before more sums


def _itemised(listed: tuple, reading: Reading, bill_id: str | None) -> Reading:
    """The bill of an itemised line (``lang.counter_itemised``), or its refusal when its own figures disagree."""
    kind, total, other = listed
    if kind == "sum":
        return Reading.refused(why("ambiguous_intent.counter_sum", money=_rupees(total), money2=_rupees(other)),
                               reading.language)
    paise = int((total * 100).to_integral_value())
    return Reading(readable=True, language=reading.language, intent="bill", items=[], bill_id=bill_id,
                   intents=[Intent(kind="bill", total_paise=paise, bill_id=bill_id)])


def _rupees(x: Decimal) -> str:
    return f"₹{x:,.2f}".replace(".00", "")


def read_at_counter(text: str, catalogue: Catalogue | None = None) -> Reading:
    """Read the cashier's words at the counter: a bill of ``counter_amount`` when there is one and the e-mail
    reading finds no bill or a higher one (or the bill is split between cash and the khata), else the e-mail
    reading's bill; a reading with no bill is refused (``no_intent.counter``), so the customer asks the total.
    A bill carries the one bill id the words name; a bill the words name as another amount is refused
    (``lang.counter_guard``). Shapes as ``lang.reader.read_message``; never raises."""
    words = counter_reader(text, catalogue)  # prepared once, for the amount heard and for the guard
    out = bill_named_otherwise(words, _read_at_counter(text, catalogue, words), MONEY_OFF_WORDS)
    out = ids_as_written(text, out)  # "Bill No. 1187" on a printed slip is no supplier's bill (lang.counter_guard)
    if not out.readable and out.reason_key.startswith(("no_item", "no_intent.nothing")):  # a bill needs no item
        return Reading.refused(why("no_intent.counter"), out.language)
    return out


def _read_at_counter(text: str, catalogue: Catalogue | None = None, words: MessageReader | None = None) -> Reading:
    """``read_at_counter`` before the guard; ``words``: the text's ``counter_reader`` if already built."""
    reading = read_message(text, catalogue)
    bad = malformed_money(text)  # "Sorry, total ₹2,44 hai": ₹244 or ₹2.44? never a guess (lang.digit_groups)
    if bad is not None:
        return Reading.refused(why("ambiguous_intent.digit_groups", figure=bad), reading.language)
    words = words if words is not None else counter_reader(text, catalogue)
    listed = itemised_bill(text)  # "For 3 items (1 x onion @ ₹38.0, …) your total comes to Rs. 180" (lang.counter_itemised)
    if listed is not None:
        return _itemised(listed, reading, _heard(words)[2] if words is not None else None)
    again = rechecked(words) if words is not None else None  # "₹354… no, no, ₹345? Wait, let me add again"
    if again is not None:  # (lang.counter_recheck)
        return Reading.refused(why("contradictory.counter_recheck", money=_rupees(again[0]), money2=_rupees(again[1])),
                               reading.language)
    both = (advance_taken_off(words) or returned_taken_off(words)) if words is not None else None  # (lang.returned_before)
    if both is not None:  # "₹640 hua, ₹200 advance diya tha, ₹440 aur dijiye": goods total or net, not ours to pick
        return Reading.refused(why("ambiguous_intent.counter_bill", money=f"₹{both[0]:,.2f}".replace(".00", ""),
                                   money2=f"₹{both[1]:,.2f}".replace(".00", "")),
                               reading.language)
    asked = asked_at_counter(words)  # "15 mein se 10 kam kar diye, 5 de do", "Last price 225, …" (lang.counter_asked)
    if asked is not None and asked[0] != "bill":  # a cut that does not add up, a part asked, a negative figure
        return Reading.refused(why("ambiguous_intent.counter_cut", money=_rupees(asked[1]), money2=_rupees(asked[2]),
                                   money3=_rupees(asked[3])) if asked[0] == "clash" else why(
            "ambiguous_intent.counter_bill", money=_rupees(asked[1]), money2=_rupees(asked[2])) if asked[0] == "named"
            else why("no_intent.counter"), reading.language)
    bills = [i for i in reading.intents if i.kind == "bill" and i.total_paise is not None] if reading.readable else []
    amount, sure, bill_id = (asked[1], True, None) if asked is not None else _heard(words)
    if amount is None and sure:  # "Here's your ₹37 change", "Your khata balance is ₹1,340": no bill for today's goods
        return Reading.refused(why("no_intent.counter"), reading.language)
    if amount is not None and (sure or not bills or int((amount * 100).to_integral_value()) < bills[-1].total_paise):
        # the counter's amount, where the e-mail reader found no bill, or the words take money off it
        # ("₹161 … ₹40 घटाकर ₹121"), or split it between cash and the khata
        paise = int((amount * 100).to_integral_value())
        return Reading(readable=True, language=reading.language, intent="bill", items=[], bill_id=bill_id,
                       intents=[Intent(kind="bill", total_paise=paise, bill_id=bill_id)])
    if not bills:
        if not reading.readable and words is not None and change_given(words, words.tokens) is UNSURE:
            return Reading.refused(why("ambiguous_intent.counter_change"), reading.language)  # "Total ₹812. If you
        if not reading.readable:  # give ₹1,000 I'll return ₹198": no bill checks; the cashier is told to say it alone
            return reading
        w = why("no_intent.counter")  # an offer or an order is not something said at the counter
        return Reading.refused(w, reading.language)
    if change_unchecked(words):  # "कुल ₹812। 1000 का नोट दें तो 198 वापस।": refused as the English (lang.change_unchecked)
        return Reading.refused(why("ambiguous_intent.counter_change"), reading.language)
    if bill_id is None or all(i.bill_id for i in bills):
        return reading
    intents = [i.model_copy(update={"bill_id": bill_id}) if i.kind == "bill" and not i.bill_id else i
               for i in reading.intents]
    return reading.model_copy(update={"intents": intents, "bill_id": reading.bill_id or bill_id})
