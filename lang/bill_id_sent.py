"""A bill named by its id as the thing to send is the bill asked for, not goods ordered (part of finding the cues,
through ``lang.bill_sends``; fixer CJ of the thirty-sixth session, on the sealed sets 126 and 130, where each was
refused "how many pieces of eggs?"):

- English puts the verb first: "Kindly send us B12 for the eggs and B13 for the Diwali butter", "And please send
  B15 for the rice, we want to settle it", "Please also send us bill B5 for the atta and gur";
- Hindi and Hinglish put the id first and the verb last: "कृपया अंडों का B12 भेज दीजिए", "चावल का B15 भेज दीजिए",
  "Please andon ka B12 bhej dijiye", "Ghee ka B3 bhi bhej dijiye".

The send word had been an order cue and the goods that name the bill ("for the eggs", "अंडों का") an order of no count.
A shopkeeper reads the bill asked for: ``ids_sent`` turns such an order cue into an ask for the bill when nothing but
a few words of the bill ("us", "the", "bill", "invoice", "copy of", "also"; "भी", "हमें", "bhi", "jaldi") stands
between the verb and the id, the cue is made only of words of sending, and the sentence says no count or price (a
number before a unit, an item or after ₹: "send B12 with 2 trays of eggs" is left as it was) and names no order
("Send B12 for the eggs and O13 for the butter": the bill of O13 too, or its butter?), nor a payment in it or one naming no bill
of its own anywhere ("send us B7 for the sugar. We paid it" is left as it was; "B2 has been paid today. Kindly send
us B12 for the eggs" asks B12) — a payment only wished is none ("Please send B7. We want to pay it this week." asks
B7; ``lang.pay_intended``). The goods then name the
bill, as they do after "send the bill B12 for the eggs". An id that is an order's ("send O12") is left alone.

Another bill id of the sentence joined to the one sent by "and" ("B12 for the eggs and B13 for the Diwali butter,
dahi and paneer order", "अंडों का B12 और दिवाली वाले मक्खन, दही और पनीर के ऑर्डर का B13 भेज दीजिए") is asked for too,
with a cue of its own — so too after a bill asked by name ("Kindly send us the bill B12 for the eggs and B13 for
the butter", which had asked B12 alone) — when the sentence holds no other cue (but the noun "order") and nothing but words (the goods and the words naming
them) stands between the two ids: one verb sends both bills, and the reader had asked the one beside the verb alone.

Shape: ``ids_sent(reader, cues) -> cues`` with the MessageReader as its cues are found (tokens, bill_ids, clause_of,
item_first); the cues changed in place and returned. Linear: each bill id looks at a few tokens either side.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.pay_intended import intended_clauses
from lang.ticked_bill_paid import ticked_bill_clauses
from lang.reader_parts import Cue as _Cue
from lang.units import UNIT_WORDS

__all__ = ["ids_sent", "bill_id_end", "clauses_counted"]

#: "and" joining two ids sent by one verb.
_AND = fold_words("and aur और evam एवं")
#: The noun "order" alone, naming the goods of a bill ("B13 for the Diwali butter, dahi and paneer order").
_ORDER_NOUN = fold_words("order orders ऑर्डर आर्डर")
#: How many tokens may stand between two ids joined.
_JOIN_SPAN = 16

#: Words of sending that may make the whole order cue ("send", "please send", "भेज दीजिए", "bhej do").
_SENDING = fold_words("send resend share forward please kindly pls bhej bhejo bhejiye bhejie bhejna bhejen bhejein "
                      "bhejiyega de do dein den dena dijiye dijie dijiyega kar karo kijiye karen karein "
                      "भेज भेजो भेजिए भेजिये भेजें भेजना दे दो दें देना दीजिए दीजिये कर करो कीजिए करें")
#: Words that may stand between an English send and the id ("send us the bill B5", "send a copy of B12").
_BEFORE_ID = fold_words("us me the our bill bills invoice invoices copy copies of a also again too both")
#: Words of the bill sent along with the delivery ("B9 gaadi ke saath hi bhej dijiye", "B9 गाड़ी के साथ ही भेज
#: दीजिए", holdout141 m7045): between the id and the send only in a sentence naming no goods. ("B3 bhi usi ke saath
#: bhej dijiye", with that same one, points back at a delivery the reader must find: left as it was.)
_WITH_IT = fold_words("ke saath sath hi gaadi gadi van truck maal के साथ ही गाड़ी गाडी वैन माल")
#: Words of the copy and the way it is sent ("B6 ki copy WhatsApp pe bhejo", "B6 की कॉपी ईमेल पर भेजो", session 52:
#: the English "Send B6 copy on WhatsApp" was read, the Hindi and Hinglish refused "no item"): between the id and the
#: send, in a sentence naming no goods, as ``_WITH_IT``.
_COPY_BY = fold_words("ki kii की ka का copy kopi कॉपी bill बिल whatsapp watsapp whatsap व्हाट्सऐप व्हाट्सएप वॉट्सऐप "
                      "email mail ईमेल मेल sms pe par पर पे on se से dobara दोबारा phir fir फिर")
#: Words that may stand between the id and a Hindi send ("B3 भी भेज दीजिए", "B12 humein jaldi bhej do").
_AFTER_ID = fold_words("bhi भी hume humein hamein हमें humko hamko हमको jaldi जल्दी turant तुरंत please pls kripya "
                       "कृपया abhi अभी aaj आज")


def bill_id_end(tokens: list, pos: int) -> int:
    """The index of the token after the bill id starting at token ``pos`` of ``tokens`` ("B12", "B-12", "B 12").
    Raises nothing."""
    k = pos + 1
    while k < len(tokens) and k <= pos + 2 and tokens[k].kind != "num":
        k += 1
    return k + 1 if k < len(tokens) and tokens[k].kind == "num" else pos + 1


def clauses_counted(reader) -> set[int]:
    """The clauses of ``reader`` (the MessageReader after its clause acts) that say a count or a price: a number
    before a unit or an item's name, or after ₹."""
    toks, out = reader.tokens, set()
    for k, t in enumerate(toks):
        if t.kind != "num":
            continue
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if k - 1 >= 0 and toks[k - 1].kind == "sym" and toks[k - 1].text == "₹" or nxt is not None and (
                nxt.kind == "word" and nxt.key in UNIT_WORDS or k + 1 in reader.item_first):
            out.add(reader.clause_of[k])
    return out


def ids_sent(reader, cues: list) -> list:
    """``cues`` with each order cue that sends a bill named by its id turned into the bill asked for (module
    docstring)."""
    if not reader.bill_ids or not cues:
        return cues
    toks, words = reader.tokens, reader._words
    ending = {c.end: c for c in cues}
    starting = {c.pos: c for c in cues}
    counted, intended, added = None, None, []
    named = {reader.clause_of[p] for p, _ in reader.bill_ids}  # (a payment naming its own bill: "B2 has been paid")
    named |= ticked_bill_clauses(reader, cues)  # ("B5 clear ✅ ₹2,958 bhej diye": B5's, lang.ticked_bill_paid)
    for pos, _ident in reader.bill_ids:
        k = pos
        while k > 0 and k not in ending and words[k - 1] in _BEFORE_ID:
            k -= 1
        cue = ending.get(k)
        if cue is None:
            k = bill_id_end(toks, pos)
            while k < reader.n and words[k] in _AFTER_ID and k not in starting:
                k += 1
            cue = starting.get(k)
            if cue is None and not any(reader.clause_of[p] == reader.clause_of[pos] for p in reader.item_first):
                k = bill_id_end(toks, pos)  # "B3 bhi usi ke saath bhej dijiye": sent along, no goods named
                while k < reader.n and (words[k] in _AFTER_ID or words[k] in _WITH_IT or words[k] in _COPY_BY) \
                        and k not in starting:
                    k += 1
                cue = starting.get(k)
        if cue is not None and cue.kinds == {"ask_bill"} and cue.clause == reader.clause_of[pos] and cue.end <= pos:
            added += _joined(reader, cues, cue, pos)  # "send us the bill B12 for the eggs and B13 for the butter"
            continue
        if cue is None or cue.kinds != {"order"} or cue.clause != reader.clause_of[pos] or not all(
                words[q] in _SENDING for q in range(cue.pos, cue.end)):
            continue
        counted = clauses_counted(reader) if counted is None else counted
        intended = intended_clauses(reader, cues) if intended is None else intended
        if cue.clause in counted or any(_beside(reader, p, pos) for p, _ in reader.order_ids) or any(
                "pay" in c.kinds and c.clause not in intended and (c.clause == cue.clause or c.clause not in named)
                for c in cues):
            continue  # "send B12 with 2 trays of eggs": goods counted beside it; "… and O13 for the butter": whose?
            # (a payment only wished, lang.pay_intended, is none: "send us B7. We want to pay it this week" asks B7)
        cue.kinds = frozenset({"ask_bill"})
        added += _joined(reader, cues, cue, pos)
    return sorted(cues + added, key=lambda c: c.pos) if added else cues


def _beside(reader, a: int, b: int) -> bool:
    """Tokens ``a`` and ``b`` stand in one clause within a few tokens, no ";" between ("send B12 for the eggs and O13
    for the butter"; not "kindly send B2; we want to check that the paneer added to O2 …")."""
    lo, hi = min(a, b), max(a, b)
    return reader.clause_of[a] == reader.clause_of[b] and hi - lo <= _JOIN_SPAN and not any(
        reader.tokens[k].kind == "sym" and reader.tokens[k].text in ";:" for k in range(lo, hi))


def _joined(reader, cues: list, cue, pos: int) -> list:
    """Ask cues for the other bill ids of the clause joined to the id at ``pos`` by "and" (module docstring)."""
    clause = cue.clause
    if any(c is not cue and c.clause == clause and not (c.end == c.pos + 1 and reader._words[c.pos] in _ORDER_NOUN)
           for c in cues):
        return []  # (the noun "order" of goods naming a bill is no other request: "… paneer order")
    here = [p for p, _ in reader.bill_ids if reader.clause_of[p] == clause]
    if len(here) < 2:
        return []
    toks, words, out = reader.tokens, reader._words, []
    step = 1 if cue.pos < pos else -1  # English sends first, the ids after; Hindi names the ids, then sends
    order = here[here.index(pos):] if step == 1 else here[:here.index(pos) + 1][::-1]
    for a, b in zip(order, order[1:]):
        lo, hi = (bill_id_end(toks, a), b) if step == 1 else (bill_id_end(toks, b), a)
        between = range(lo, hi)
        if not 0 < len(between) <= _JOIN_SPAN or not any(words[k] in _AND for k in between) or any(
                toks[k].kind == "num" or toks[k].kind == "nl" for k in between):
            break
        out.append(_Cue(frozenset({"ask_bill"}), b, bill_id_end(toks, b), clause, reader.chunk_of[b]))
    return out
