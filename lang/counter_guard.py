"""A guard on the cashier's words (issue 10): a bill the words name is never billed as another amount.

``lang.counter_words.read_at_counter`` picks the amount the cashier asks among the
figures (round-offs, money off, parts, splits with the khata, change given). Where
its rules do not fit the words ("Your bill is ₹865; from ₹1,000, here's ₹135 back",
"आपने ₹2,000 दिए, बिल ₹1,734 का है, ₹266 वापस") it heard the change or the note. This
guard checks the result against what the words call the bill: an amount with a bill
word ("bill", "total", "kul", "कुल", "बिल") up to three words before it in its sentence
and no money-off word right after it. When such amounts are named and the amount
heard is none of them, more than a rupee above them (not a round-up of paise) or
below 80% of them (more than a round-off or a festival discount), the reading is
refused (``ambiguous_intent.counter_bill``, in the cashier's language): the customer
asks the total, nothing is billed on a guess. Nor is an amount said as change handed
back ("Total ₹1,051.50. With ₹2,000 you get ₹948.50 back": ``lang.counter_change.said_as_change``),
however near the named bill. Words of an old balance ("pichla ₹300 baaki,
kul ₹401") leave the reading alone: there the named total includes the khata's past. An amount named with a past
word beside it, in words that say "now" ("The total was ₹12, now pay ₹8", "कुल 12 था, अब 8 दीजिए"), is the bill
that was, not one named now (session 48). A total named as the bill heard plus an amount the khata already holds
("आज का ₹522। खाते में पहले से ₹346 हैं, खाते में लिखूँ तो कुल ₹868।", "Aaj ka 522. Khate mein pehle se 346 hai, … total
868": ``lang.counter_balance.khata_holds``) is what the khata would come to, not another bill (session 52: the Hindi
and Hinglish had been refused, the English "… so ₹868 in all" read ₹522).

A bill id the words do not write as one ("Bill No. 1187" on a printed receipt, read as B1187) is the shop's own slip
number, not a supplier's bill: ``ids_as_written`` drops it (probes50 hg g3044).

Linear in the message: one pass over its figures.
"""
from __future__ import annotations

from decimal import Decimal

from lang.clean import MAX_CHARS, clean
from lang.counter_change import said_as_change
from lang.counter_balance import khata_holds
from lang.counter_today import khata_now_said
from lang.items import NOT_ITEM_WORDS, matcher_for
from lang.language import fold, language_of, normalize, tokenize
from lang.reader import MessageReader, Reading
from lang.reasons import why
from market.catalogue import Catalogue, load_catalogue

__all__ = ["bill_named_otherwise", "counter_reader", "ids_as_written"]

#: Words up to three before an amount (same sentence) that name it the bill.
_NAMED = frozenset(fold(w) for w in "bill bil total kul कुल बिल".split())
#: Words of the khata's old balance: with them a named total may be today's bill and the old balance together.
_OLD = frozenset(fold(w) for w in "old previous earlier pichla pichhla purana पिछला पुराना balance udhaar udhar "
                 "उधार pichhle pichle purane पिछले पुराने pending".split())
_ROUND_OFF_SHARE = Decimal("0.8")
#: A past word beside a named amount, with a word for now in the message: the bill named is the one before a cut.
_WAS = frozenset(fold(w) for w in "was tha thi था थी".split())
_NOW = frozenset(fold(w) for w in "now ab अब".split())


def _rupees(value: Decimal) -> str:
    return f"₹{value:,.2f}".replace(".00", "")


def counter_reader(text: str, catalogue: Catalogue | None) -> MessageReader | None:
    """The cashier's words ``text`` tokenized and prepared for the counter (``MessageReader.prepare(at_counter=True)``),
    built once per ``say`` for both ``lang.counter_words`` and this guard; None for text the counter does not read
    (not a string, over ``lang.clean.MAX_CHARS``, or with fenced blocks: the e-mail reader's block rules read those)."""
    if not isinstance(text, str) or len(text) > MAX_CHARS or "```" in text:
        return None
    cat = catalogue if catalogue is not None else load_catalogue()
    matcher = matcher_for(cat)
    norm = normalize(clean(text))
    tokens = tokenize(norm)
    reader = MessageReader(norm, tokens, cat, matcher, language_of(norm, tokens, matcher.hinglish_keys, NOT_ITEM_WORDS))
    reader.prepare(at_counter=True)
    return reader


def bill_named_otherwise(r: MessageReader | None, reading: Reading, money_off: frozenset[str]) -> Reading:
    """``reading`` (the counter's), or a refusal when its bill is none of the amounts the words name the bill
    (rules in the module docstring). ``r``: the words' ``counter_reader`` (None: left alone). ``money_off``: words
    right after an amount that make it money off."""
    bills = [i for i in reading.intents if i.kind == "bill" and i.total_paise is not None] if reading.readable else []
    if len(bills) != 1 or r is None:
        return reading
    tokens = r.tokens
    keys = {t.key for t in tokens if t.kind == "word"}
    if _NAMED.isdisjoint(keys) or not _OLD.isdisjoint(keys) or khata_now_said(keys):
        return reading  # no bill named; or an old balance, which a named total may include ("kul ₹401"), or the
        # khata's total now ("आज के ₹425 खाते में चढ़ा दिए, अब खाते में कुल ₹925": lang.counter_today)
    named = []
    for f in r.figs:
        if f.kind not in ("price", "bare") or f.unit is not None or f.mark == "unit" or f.value <= 0:
            continue
        before = [tokens[k].key for k in range(max(0, f.pos - 3), f.pos) if tokens[k].kind == "word"
                  and r.clause_of[k] == f.clause]
        after = [t.key for t in tokens[f.end:f.end + 3] if t.kind == "word"][:2]
        if any(w in _WAS for w in before[-2:] + after) and not _NOW.isdisjoint(keys):
            continue  # "The total was ₹12, now pay ₹8", "कुल 12 था, अब 8 दीजिए": the bill that was, not the bill now
        if any(w in _NAMED for w in before) and not any(w in money_off for w in after):
            named.append(f.value)
    heard = Decimal(bills[0].total_paise) / 100
    held = {heard + f.value for f in r.figs if f.kind in ("price", "bare") and khata_holds(r, f)}
    if not named or heard in named or set(named) <= held or max(named) + 1 > heard >= _ROUND_OFF_SHARE * min(named) and not said_as_change(
            r, heard):  # (not "Total ₹1,051.50. With ₹2,000 you get ₹948.50 back": the change)
        return reading
    w = why("ambiguous_intent.counter_bill", money=_rupees(named[0]), money2=_rupees(heard))
    return Reading.refused(w, reading.language)


def ids_as_written(text: str, reading: Reading) -> Reading:
    """``reading`` with each bill id that ``text`` does not write as it is ("B1187", any case) taken off its intents
    and itself; the same object when every id is written so."""
    low = text.lower() if isinstance(text, str) else ""
    if not reading.readable or all(not i.bill_id or i.bill_id.lower() in low for i in reading.intents) and (
            not reading.bill_id or reading.bill_id.lower() in low):
        return reading
    intents = [i.model_copy(update={"bill_id": None}) if i.bill_id and i.bill_id.lower() not in low else i
               for i in reading.intents]
    kept = reading.bill_id if reading.bill_id and reading.bill_id.lower() in low else None
    return reading.model_copy(update={"intents": intents, "bill_id": kept})
