"""Which bill a bill intent names, and what a request for a bill is (part of reading, ``lang.subject_line``).

Five readings of a whole message, each about the bills it names (reader fixer CF, session 36):

- **The bill of an order, named as not come** ("Please send the bill for O3, B3 has not reached us yet", "O3 का बिल
  भेज दीजिए, B3 अभी तक नहीं मिला", "O3 ka bill bhej dijiye, B3 abhi tak nahi mila"; holdout129 a7024, a7040): the
  sentence names the bill it asks for, so the request is ``ask_bill`` of that bill, not of the order (the desk
  answers a bill id with that bill, an order's bill question with every open bill). Goods named in brackets after
  the order ("the bill for O11 (paneer and butter), as B11 is not yet with us") are its reminder, never asked after
  (``lang.bill_goods_named.reminder_goods``).
- **Another bill named as not come beside a bill asked** ("Please send the bill for O9. B7 has not reached us
  either.", "O9 का बिल भेज दीजिए। B7 भी अभी तक नहीं मिला।", "O9 ka bill bhej dijiye. B7 bhi abhi tak nahi mila."; a
  probe of this session): the shop asks both bills; the reader had asked the order's bill and dropped B7, silently
  (reader fixer CO). A bill id within a few words of its "not come" in a sentence of its own, not already read, is
  asked too.
- **Goods named inside a bill's description** ("Please send us a corrected copy of bill B6 that leaves out the 14 curd
  packets which arrived sour", "बिल B6 की सुधरी कॉपी भेजिए जिसमें 14 दही के पैकेट न जुड़े हों"; holdout131 c7039):
  the goods left out of the bill asked for are no order (the "send" is the bill's). An order of those goods is
  dropped when they are named nowhere else in the message.
- **A bill to be paid when it comes** ("We will clear B9 as soon as the corrected copy reaches us", "B9 का सुधरा
  बिल मिलते ही हम उसे चुका देंगे", "B9 ka sudhra bill milte hi hum use chuka denge"; holdout128 o9045): a promise
  of a payment on the bill's arrival asks nothing of it; the bill named there only is neither asked for nor
  disputed (it had been asked for in English and disputed in Hindi and Hinglish, silently).
- **A separate bill asked for the goods ordered** ("Kindly raise a separate bill for this order"; holdout128
  o9004): how the order is to be billed, not a bill asked for now (the Hindi and Hinglish "इस ऑर्डर का बिल अलग से
  बनाइए" already read so).

Shape: ``bills_meant(text, reading) -> reading`` (the same reading, or one with those intents changed). Never raises.
"""
from __future__ import annotations

import re

from lang.bill_goods_named import reminder_goods
from lang.intents import Intent
from lang.items import matcher_for
from lang.language import fold, fold_words

__all__ = ["bills_meant", "bill_not_come", "other_bill_not_come", "goods_left_out", "paid_on_arrival", "separate_bill"]

_SENTENCE_END = re.compile(r"\.(?!\d)|[!?।\n]")
_WORDS = re.compile(r"[\w\u0900-\u0963\u0966-\u097f]+")
_BILL_ID = re.compile(r"(?<![\w-])B\d+\b")
_ORDER_ID = re.compile(r"(?<![\w-])O\d+\b")

#: A bill said not to have come: "has not reached us", "we have not received B5", "is not yet with us", "haven't got",
#: "yet to receive"; "नहीं मिला", "नहीं आया", "नहीं पहुँचा"; "nahi mila", "nahi aaya", "nahi pahuncha".
_NOT_COME = re.compile(
    r"(?:\bnot|n['’]t)\s+(?:yet\s+|even\s+)?(?:been\s+)?(?:reached|received|come|arrived|got|gotten|sent|with\s+us)\b"
    r"|\byet\s+to\s+(?:receive|reach|come|arrive|get)\b"
    r"|नहीं\s+(?:मिल|आय|आई|आए|पहुँच|पहुंच)"
    r"|\bnah?in?\s+(?:mil[aie]|aa?y[aie]|aa?ye|pahu?n?ch)", re.IGNORECASE)
#: Words beside a bill named as not come that make it another bill than the one asked ("B2 hasn't come either").
_EITHER = fold_words("either also too bhi भी")

#: Words that leave goods out of the bill asked: "that leaves out", "without", "excluding", "minus", "removing";
#: "न जुड़े", "के बिना", "हटाकर", "घटाकर", "छोड़कर"; "na jude", "ke bina", "hata kar", "ghata kar", "chhod kar".
_LEAVE_OUT = re.compile(
    r"\b(?:leaves?\s+out|leaving\s+out|left\s+out|without|excluding|exclude|minus|removing|less)\b"
    r"|न\s+जुड़|नहीं\s+जुड़|के\s+बिना|हटा\s*कर|घटा\s*कर|छोड़\s*कर"
    r"|\bna\s+jude|\bnahi\s+jude|\bke\s+bina\b|\bhata\s*kar|\bghata\s*kar|\bchhod\s*kar", re.IGNORECASE)

#: A payment promised: "we will clear / pay / settle", "चुका देंगे", "भुगतान कर देंगे", "chuka denge", "pay kar denge".
_WILL_PAY = re.compile(
    r"\b(?:will|shall|'ll)\s+(?:\w+\s+)?(?:clear|pay|settle)\b"
    r"|चुका\s+देंगे|भुगतान\s+कर\s+देंगे|चुकाएँगे|चुकाएंगे"
    r"|\bchuka\s+denge\b|\b(?:pay|payment|bhugtan)\s+kar\s+denge\b|\bchukayenge\b", re.IGNORECASE)
#: On the bill's arrival: "as soon as … reaches us", "once … comes", "on receipt"; "मिलते ही", "आते ही", "आने पर",
#: "मिलने पर"; "milte hi", "aate hi", "aane par", "milne par".
_ON_ARRIVAL = re.compile(
    r"\bas\s+soon\s+as\b|\bonce\b|\bon\s+receipt\b|\bupon\s+receipt\b|\bwhen\b"
    r"|मिलते\s+ही|आते\s+ही|आने\s+पर|मिलने\s+पर|पहुँचते\s+ही|पहुंचते\s+ही"
    r"|\bmilte\s+hi\b|\baate\s+hi\b|\baane\s+(?:par|pe)\b|\bmilne\s+(?:par|pe)\b|\bpahunchte\s+hi\b", re.IGNORECASE)
#: Words of a request or of a fault in the bill: such a sentence asks or complains after all.
_ASKS_OR_FAULTS = fold_words("please kindly pls send share resend correct fix wrong incorrect overcharged short extra "
                             "dispute objection कृपया भेजिए भेजें भेज भेजो सही ठीक गलत ग़लत ज़्यादा आपत्ति kripya "
                             "bhejiye bhejen bhej bhejo sahi theek galat zyada jyada aapatti")

#: "a separate bill", "अलग से बिल", "bill alag se": how goods ordered are to be billed.
_SEPARATE = fold_words("separate separately alag अलग")
_BILL = fold_words("bill invoice बिल")
_THIS_ORDER = re.compile(r"\b(?:this|these)\s+(?:order|goods|items)\b|इस\s+ऑर्डर|\bis\s+order\b", re.IGNORECASE)


def _sentences(text: str) -> list[tuple[int, str]]:
    """(start, sentence) of ``text``, split at full stops (not decimal points), marks, dandas and line ends."""
    out, at = [], 0
    for m in _SENTENCE_END.finditer(text):
        if text[at:m.start()].strip():
            out.append((at, text[at:m.start()]))
        at = m.end()
    if text[at:].strip():
        out.append((at, text[at:]))
    return out


def _keys(sentence: str) -> set[str]:
    return {fold(w) for w in _WORDS.findall(sentence)}


def _with(reading, intents: list[Intent]):
    """``reading`` with ``intents``; its items and main intent kept to the goods and kinds left."""
    if intents == list(reading.intents) or not intents:
        return reading
    left = {i.sku for i in intents if i.sku}
    kinds = [i.kind for i in intents]
    return reading.model_copy(update={"intents": intents, "items": [it for it in reading.items if it.sku in left],
                                      "intent": reading.intent if reading.intent in kinds else kinds[0]})


def bill_not_come(text: str, reading):
    """``reading`` with the bill of an order asked as the bill the sentence names as not come ("send the bill for
    O3, B3 has not reached us yet" → ``ask_bill`` B3), and the goods in brackets after that order not asked after."""
    intents = list(reading.intents)
    if not _NOT_COME.search(text):
        return reading
    for _, sentence in _sentences(text):
        bills, orders = set(_BILL_ID.findall(sentence)), set(_ORDER_ID.findall(sentence))
        if len(bills) != 1 or len(orders) != 1 or not _NOT_COME.search(sentence):
            continue
        bill, order = bills.pop(), orders.pop()
        at = sentence.find(bill)
        if not _EITHER.isdisjoint(_keys(sentence[at:])):
            continue  # "… the bill for O3; B2 has not come either": another bill
        if any(i.kind in ("pay", "dispute") and i.bill_id == bill for i in intents):
            continue
        asked = [k for k, i in enumerate(intents) if i.kind == "ask_bill" and (
            i.order_id == order and i.bill_id in (None, bill) or i.bill_id == bill and i.order_id in (None, order))]
        if not asked:
            continue
        reminder = reminder_goods(text).get(order, set())
        first = asked[0]
        out = []
        for k, i in enumerate(intents):
            if k == first:
                out.append(Intent(kind="ask_bill", bill_id=bill, note=i.note))
            elif k in asked or (i.kind in ("ask_delivery", "reject", "ask_quote") and i.sku in reminder and
                                i.order_id in (None, order) and i.quantity is None and i.unit_price_paise is None
                                and i.total_paise is None):
                continue
            else:
                out.append(i)
        intents = out
    return _with(reading, intents)


#: At most so many words between a bill id and its "not come" ("B7 has not reached us", "we have not received B7").
_NEAR_NOT_COME = 5


def other_bill_not_come(text: str, reading):
    """``reading`` with a bill asked too when a sentence of its own names it, by id, as not come beside a bill asked
    ("Please send the bill for O9. B7 has not reached us either." → ``ask_bill`` O9 and ``ask_bill`` B7; "O9 ka bill
    bhej dijiye. B7 bhi abhi tak nahi mila." the same)."""
    if not any(i.kind == "ask_bill" for i in reading.intents) or not _NOT_COME.search(text):
        return reading
    read = {i.bill_id for i in reading.intents if i.bill_id}
    added: list[Intent] = []
    for _, sentence in _sentences(text):
        if _ORDER_ID.search(sentence):
            continue
        gone = list(_NOT_COME.finditer(sentence))
        for m in _BILL_ID.finditer(sentence):
            bill = m.group()
            if bill in read or any(i.bill_id == bill for i in added):
                continue
            if any(len(_WORDS.findall(sentence[m.end():g.start()] if m.end() <= g.start() else
                                      sentence[g.end():m.start()])) <= _NEAR_NOT_COME for g in gone):
                added.append(Intent(kind="ask_bill", bill_id=bill))
    return _with(reading, list(reading.intents) + added) if added else reading


def goods_left_out(text: str, reading):
    """``reading`` without the order of goods named after a word leaving them out of the bill the sentence asks
    for ("a corrected copy of bill B6 that leaves out the 14 curd packets"), when they are named nowhere else."""
    if not any(i.kind == "order" for i in reading.intents) or not _LEAVE_OUT.search(text):
        return reading
    asked = {i.bill_id for i in reading.intents if i.kind == "ask_bill" and i.bill_id}
    matcher = matcher_for()
    dropped: set[str] = set()
    for start, sentence in _sentences(text):
        bills = set(_BILL_ID.findall(sentence))
        cut = _LEAVE_OUT.search(sentence)
        if len(bills) != 1 or not bills <= asked or cut is None or sentence.find(next(iter(bills))) > cut.start():
            continue
        lo, hi = start + cut.end(), start + len(sentence)
        here = {s for m in matcher.find(sentence[cut.end():]) for s in m.candidates}
        dropped |= {s for s in here if all(lo <= x.start < hi for x in _mentions_of(matcher, text, s))}
    if not dropped:
        return reading
    return _with(reading, [i for i in reading.intents if not (i.kind == "order" and i.sku in dropped and
                                                                i.order_id is None and i.bill_id is None)])


def _mentions_of(matcher, text: str, sku: str) -> list:
    """The mentions of ``sku`` in ``text`` (offsets into ``text``)."""
    return [m for m in matcher.find(text) if sku in m.candidates]


def paid_on_arrival(text: str, reading):
    """``reading`` without the bill question or dispute of a bill named only in a promise to pay it when it comes
    ("We will clear B9 as soon as the corrected copy reaches us")."""
    if not _WILL_PAY.search(text):
        return reading
    named: dict[str, int] = {}
    for _, sentence in _sentences(text):
        for b in set(_BILL_ID.findall(sentence)):
            named[b] = named.get(b, 0) + 1
    promised = set()
    for _, sentence in _sentences(text):
        bills = set(_BILL_ID.findall(sentence))
        if len(bills) == 1 and named[next(iter(bills))] == 1 and _WILL_PAY.search(sentence) and \
                _ON_ARRIVAL.search(sentence) and _ASKS_OR_FAULTS.isdisjoint(_keys(sentence)):
            promised |= bills
    if not promised:
        return reading
    kept = [i for i in reading.intents if not (i.kind in ("ask_bill", "dispute") and i.bill_id in promised)]
    return _with(reading, kept) if kept else reading


def separate_bill(text: str, reading):
    """``reading`` without the bill question of a sentence asking a separate bill for the goods ordered ("Kindly
    raise a separate bill for this order"), beside that order."""
    if not any(i.kind == "order" for i in reading.intents) or not any(
            i.kind == "ask_bill" and i.bill_id is None and i.order_id is None for i in reading.intents) or \
            not _THIS_ORDER.search(text):
        return reading
    for _, sentence in _sentences(text):
        keys = _keys(sentence)
        if not _SEPARATE.isdisjoint(keys) and not _BILL.isdisjoint(keys) and _THIS_ORDER.search(sentence) and \
                not _BILL_ID.search(sentence) and not _ORDER_ID.search(sentence):
            return _with(reading, [i for i in reading.intents if not (
                i.kind == "ask_bill" and i.bill_id is None and i.order_id is None)])
    return reading


def bills_meant(text: object, reading):
    """``reading`` (a ``lang.reader.Reading``) with the bills its bill intents name read as the message means them
    (the module docstring: a bill named as not come, goods left out of a bill, a bill to be paid when it comes, a
    separate bill for an order, another bill named as not come beside a bill asked). Never raises."""
    if not reading.readable or not isinstance(text, str) or not any(
            i.kind in ("ask_bill", "dispute") for i in reading.intents):
        return reading
    for step in (bill_not_come, goods_left_out, paid_on_arrival, separate_bill, other_bill_not_come):
        reading = step(text, reading)
    return reading
