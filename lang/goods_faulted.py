"""Goods told spoilt, short or billed but not received, on a named bill or order: a complaint, with no word of one.

"Bill B12: 3 packets of paneer were spoiled. Please replace.", "O55 – 10 kg onion short.", "B32: 2 Surf packets torn,
1 short. Pls credit.", "O87 का दही खट्टा आया, 6 पैकेट।", "B86 ke Parle-G ke dabbe baarish mein bheeg gaye", "O72 mein
paneer ke 6 packet kharab aaye aur O73 mein atta 5 kilo kam tha.", "Bill B14 charges 12 litres of ghee but we got only
10.", "B421 mein 2 peti Coke ka charge laga hai, aaya 1 hi.", "O645 — 12 पेटी की जगह 10 पेटी कोल्ड ड्रिंक मिली" (holdouts
115, 13, 10, 32, 46, 57, 71). None of these words is a dispute word to the cue stage, so the goods' sentence had no
intent word and a word the reader does not know: refused ("what should we do with the paneer: send, price or
cancel?"). A shopkeeper reads the sentence as the complaint's facts: a dispute of the bill or order named.

``goods_faulted`` sets a dispute cue in a sentence that names goods, a bill or order id (in it, or in the sentence
right before it: "**Complaint – Bill B31** / - Ordered: 24 bottles …"), and tells a fault of goods received:

- a word of damage ("spoiled", "torn", "sour", "expired", "short", "kharab", "tooti", "khatta", "bheeg", "ख़राब",
  "टूटी", "खट्टा", "भीगे", "बदबू");
- "less" said as a fact ("5 kilo kam tha", "5 किलो कम था");
- goods received set against another count or the bill ("got only 10", "सिर्फ़ 8 किलो आई", "20 ki jagah 16 packet
  aaya", "billed …, 40 kg delivered");
- goods not come in an order received ("O89 मिल गया पर 10 किलो चीनी नहीं आई", "O89 mil gaya par 10 kilo cheeni nahi
  aayi"; not "abhi tak nahi aaya": awaited). Then a bare "Please send it." / "भेज दीजिए।" after the fault asks the
  missing goods (the dispute's own ask, no order; session 33), and "Short supply in O72: …" supplies nothing.

Only when the whole message asks nothing of goods (no order, offer, accept, refusal, price question, cancel or
payment word anywhere): "B12: 3 paneer spoiled. Send 3 fresh ones." stays refused (the sending is asked, and which
goods with it is the shopkeeper's to ask), and so does a sentence asking something of its own ("O25 me se 1 tray ande
kam kardo" is a cut, with its own word). The dispute's goods and counts are then its facts (``lang.lines``: goods a
dispute names ask nothing).

Shape: ``goods_faulted(reader)`` with the MessageReader after its clause acts; its ``cues`` grow in place.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words, normalize
from lang.reader_parts import Cue

__all__ = ["goods_faulted"]

#: Words of goods come spoilt or short (folded keys; "short" folds as "sort").
_DAMAGED = fold_words("spoiled spoilt spoil rotten rancid stale sour soggy wet damaged broken torn leaking leaked "
                      "expired expire expiry defective dented crushed burst mouldy moldy smelly stinking short missing "
                      "kharab kharaab tooti tuti toote tute toota tuta phate phata phati khatta khatte khatti bheeg "
                      "bheege bheegi geele geela badboo badbu")
#: The same in Devanagari, as written (their folded keys meet other words: "सड़ी" folds as "शादी").
_DAMAGED_DEVA = frozenset(normalize(w) for w in "ख़राब खराब टूटी टूटे टूटा टूटीं सड़े सड़ा सड़ी फटे फटा फटी खट्टा खट्टे "
                          "खट्टी भीग भीगे भीगी गीले गीला गीली बदबू एक्सपायर".split())
#: "less" and the past that makes it a fact told ("5 kilo kam tha", "कम आया"), not a cut asked ("kam kardo").
_LESS = fold_words("kam कम less")
_PAST = fold_words("tha thi the था थी थे aaya aayi aaye aya aai आया आई आईं आए आये nikla nikli nikle निकला निकली "
                   "निकले mila mili mile मिला मिली मिले")
#: Words of goods received, and what they are set against: "only", "instead of", the bill, a count billed.
_RECEIVED = fold_words("got received recieved came arrived delivered mila mile mili aaya aaye aayi aayin aai aya "
                       "मिला मिले मिली आया आए आये आई आईं पहुँचा पहुँचे पहुंचा पहुंचे")
_BILLED = fold_words("bill बिल billed charged charges charge lagaya lagaye lagayi laga lagi lag लगाया लगाए लगाई लगा "
                     "लगी jodi jode जोड़ी जोड़े")
_AGAINST = _BILLED | fold_words("only sirf सिर्फ़ सिर्फ hi ही jagah जगह jgh instead")
#: What a bill charged set against a rate agreed or too much: "₹45/किलो लगाई, तय ₹42 हुआ था", "2 peti coke extra lag
#: gayi hai", "charged at ₹32/kg instead of the agreed ₹28/kg".
_AGREED_MORE = fold_words("agreed tay तय extra zyada jyada ज़्यादा ज्यादा excess")
#: A complaint named as such beside the bill ("**Complaint – Bill B31**", "Shikayat – Bill B31").
_COMPLAINT = fold_words("complaint complain shikayat shikayaat शिकायत")
#: Negations before a word of arriving: "नहीं आई", "nahi aayi", "not received" (goods missing).
_NOT = fold_words("nahi nahin nhi नहीं not never")
#: Words of goods missing, beside which a bare "send it" asks the missing goods (the dispute's own ask).
_MISSING = fold_words("missing short nahi nahin nhi नहीं not never")
_SHORT = fold_words("short")
#: "yet", "abhi tak": goods not come yet are awaited, not short.
_YET = fold_words("yet abhi tak अभी तक still")
#: The order told received: "O89 मिल गया", "O89 mil gaya", "Received O89".
_GOT = _RECEIVED | fold_words("mil मिल")
#: Cue kinds that ask something of goods or money: with any of them in the message, nothing here. A bill's or an
#: agreement's word inside the fault's own sentence is its fact ("बिल हुए पनीर …", "instead of the agreed ₹28").
_ASKING = frozenset({"order", "offer", "accept", "reject", "ask_quote", "ask_quote_weak", "cancel", "pay",
                     "ask_delivery", "ask_bill"})
_FACT_KINDS = frozenset({"accept", "bill", "bill_weak", "neutral", "order_ref"})


def _faulted(reader, lo: int, hi: int, words: set[str]) -> int | None:
    """The first token (in ``lo``..``hi``) of a fault told of goods received, or None; ``words``: the span's keys."""
    billed = not _BILLED.isdisjoint(words)
    for k in range(lo, hi):
        t = reader.tokens[k]
        if t.kind != "word":
            continue
        if t.key in _DAMAGED and t.text.isascii() or t.text in _DAMAGED_DEVA or t.key in _COMPLAINT:
            return k
        if t.key in _LESS and any(reader._word(j) in _PAST for j in (k + 1, k + 2)):
            return k
        if t.key in _RECEIVED and not _AGAINST.isdisjoint(words) and not _slip(reader, k, hi) or \
                billed and t.key in _AGREED_MORE:
            return k
        if t.key in _RECEIVED and k > lo and reader._word(k - 1) in _NOT and _YET.isdisjoint(words) and any(
                tok.kind == "word" and tok.key in _GOT and reader._word(j - 1) not in _NOT
                for j, tok in enumerate(reader.tokens) if j != k):  # "O89 मिल गया पर 10 किलो चीनी नहीं आई":
            return k  # short in an order received (not "Rice in O12 has not come yet": a delivery asked after)
    return None


_WRONG, _GOT_WORD = fold_words("wrong wrongly"), fold_words("got")


def _slip(reader, k: int, hi: int) -> bool:
    """"got" at token ``k`` is the writer's slip, not goods got: "I got the count in O4 wrong" ("wrong" within the
    next five words; session 34, fixer AT: read as a dispute of O4 beside "20 kg atta instead of 30")."""
    return reader._word(k) in _GOT_WORD and any(reader._word(j) in _WRONG for j in range(k + 1, min(hi, k + 7)))


def _resends(reader, faults: dict) -> list:
    """The order cues of sentences that only ask the faulted goods sent ("Please send it.", "Send them with the next
    delivery.", "भेज दीजिए।", "Bhej dijiye."): after a fault, no goods, no figure, at most eight words."""
    words, named = clause_words(reader), {reader.clause_of[m.first] for m in reader.mentions}
    counted = {f.clause for f in reader.figs if f.kind != "hint"}
    first = min(faults) if faults else None
    return [c for c in reader.cues if c.kinds == {"order"} and first is not None and c.clause > first and c.clause
            not in set(faults) | named | counted and len(words.get(c.clause, ())) <= 8 and not any(
                f.kinds - {"order"} for f in reader.cues if f.clause == c.clause)]


def _bare_bill_counted(reader) -> bool:
    """A bill named by the word "bill" and a number that is also a count of the message: "12 पेटी की जगह 10 पेटी
    कोल्ड ड्रिंक मिली, बिल 12 का है" (the bill is for 12, no bill B12)."""
    numbers = [t.text for t in reader.tokens if t.text.isdigit()]
    return any(reader.tokens[p].text.upper() != "B" and numbers.count(b[1:]) > 1
               for p, b in reader.bill_ids)


def goods_faulted(reader) -> None:
    """Set a dispute cue in each sentence telling a fault of goods on a named bill or order (module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, cues, mentions, bill and order ids)."""
    ids = reader.bill_ids + reader.order_ids
    if not ids or not reader.mentions or _bare_bill_counted(reader) or any("dispute" in c.kinds for c in reader.cues):
        return  # (a dispute worded already is read as before: "… were past their expiry date. We dispute bill B23")
    bills, orders = {b for _, b in reader.bill_ids}, {o for _, o in reader.order_ids}
    if bills and orders and len(bills) + len(orders) > 2:
        return  # "1. B61 (order O95): 50 kg atta billed, 40 kg delivered. 2. B62 (order O96): …": whose order is
        # whose bill's is not this pass's to pair (each dispute had lost its order)
    named = {reader.clause_of[p] for p, _ in ids}
    words = clause_words(reader)
    faults = {}
    for clause in sorted(set(reader.clause_of)):
        lo, hi = reader.clause_span[clause]
        if (k := _faulted(reader, lo, hi, set(words.get(clause, ())))) is not None:
            faults[clause] = k
    resent = _resends(reader, faults) if faults and _MISSING & set(reader._keys) else []
    resent += [c for c in reader.cues if c.kinds == {"order"} and c.clause in faults and reader._word(c.pos - 1) in
               _SHORT or c.kinds == {"ask_delivery"} and c.clause in faults and not getattr(reader.acts.get(
                   c.clause), "question", True) and reader._word(faults[c.clause] - 1) in _NOT]  # "Short supply in
    # O72: …": the shortage's noun, no supply asked; "O41 आज मिला, लेकिन 5 किलो गुड़ नहीं आया": short, not awaited
    if not faults or any(c.kinds & _ASKING and not (c.clause in faults and c.kinds <= _FACT_KINDS) and c not in resent
                         for c in reader.cues):
        return  # the message asks something of goods or money: which of its goods are the complaint's is not told
    if resent:  # "Received O89 but the 10 kg sugar is missing. Please send it.": the missing goods, the dispute's
        reader.cues = [c for c in reader.cues if c not in resent]
    cued = {c.clause for c in reader.cues if c.kinds - _FACT_KINDS}
    for clause in sorted({reader.clause_of[m.first] for m in reader.mentions} - cued):
        before = reader._worded_clause(clause, -1)
        if clause not in named and before not in named:
            continue
        told = clause if clause in faults else reader._worded_clause(clause, +1)
        if told in faults and told not in cued or before in faults and before in named and reader._word(
                faults[before]) in _COMPLAINT:
            k = faults.get(told, faults.get(before))
            reader.cues.append(Cue(frozenset({"dispute"}), k, k + 1, reader.clause_of[k], reader.chunk_of[k]))
            cued.add(reader.clause_of[k])
