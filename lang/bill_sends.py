"""A bill asked for in Hindi word order, the noun first and the verb of sending last, with words between: "O9 का
बिल भेज सकते हैं?", "O9 ka bill bhej sakte ho?", "कृपया ऑर्डर O517 का पक्का बिल GST सहित भेज दीजिए", "O19 का बिल
हमें ई-मेल कर दीजिए", "O13 का बिल यथाशीघ्र उपलब्ध कराएँ", "O21 का बिल भेजने की दरख़्वास्त है", "Order no. 290 ka
GST bill chahiye", "bill B19 ka invoice hamare record ke liye bhej dijiye".

English says "send the bill for O9", a phrase of the cue table; Hindi and Hinglish put the bill first and the verb
last, often apart, so the table's "बिल भेजिए" never matched: the verb of sending stood alone as an order of no goods
(no_item) or nothing was read (no_intent) — the language gap (English twins read, Hindi/Hinglish refused).
``bills_sent`` turns such a verb (or a verb of handing over: e-mail, WhatsApp, उपलब्ध कराएँ, chahiye) into the bill
asked for, when the clause names no goods (or an order id names the bill: "5 kg butter … and O45 bill send") and
nothing else stands between the bill and the verb; "पक्का"/"pakka"
right before the bill is its kind ("the proper bill"), no agreement. First, a bill named by its id as the thing
sent ("send us B12 for the eggs", "अंडों का B12 भेज दीजिए") is asked for (``lang.bill_id_sent``), and one asked
e-mailed ("B5 की PDF कॉपी मेल कर दीजिए", "Please email us bill B5": ``lang.bill_id_mailed``).
"""
from __future__ import annotations

from lang.bill_id_resent import bill_ids_resent
from lang.bill_copy_again import copy_sent_again
from lang.bill_id_sent import ids_sent
from lang.bill_id_mailed import ids_mailed
from lang.bill_not_reached import bill_not_reached
from lang.copy_received import copy_received
from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["bills_sent"]

_BILL = fold_words("bill bills invoice invoices बिल बिलों इनवॉइस इनवॉयस इन्वॉइस इनवाइस")
#: Words of a verb of sending or giving (an order cue made only of these, after the bill, asks for the bill).
_SENDING = fold_words("send bhej bhejo bhejiye bhejie bhejna bhejen bhejein bhejenge bhejoge de do dein den dena "
                      "dijiye dijie dijiyega sakte sakta sakti ho hai hain kar karo kijiye karen karein "
                      "भेज भेजो भेजिए भेजिये भेजें भेजना भेजेंगे भेजोगे दे दो दें देना दीजिए दीजिये सकते सकता सकती हो "
                      "है हैं कर करो कीजिए करें chahiye chaiye chahie चाहिए चाहिये")
#: Words that start a request for the bill with no cue of their own: handing it over ("ई-मेल कर दीजिए",
#: "whatsapp kar do", "उपलब्ध कराएँ"), sending it as a noun of the verb ("भेजने की दरख़्वास्त"), needing it.
_HANDING = fold_words("email mail e-mail whatsapp whatsap ईमेल ई-मेल मेल व्हाट्सऐप व्हाट्सएप व्हाट्सअप share शेयर "
                      "forward फॉरवर्ड upalabdh उपलब्ध bhejne भेजने chahiye chaiye chahie चाहिए चाहिये")
#: Words between the bill and the verb that make the bill something else's ("bill ke saath bhej dena": goods sent
#: with it; "bill mein se", "bill se": out of it).
_APART = fold_words("saath sath साथ with se से")
#: "with" after "ke" and a noun between the bill and it: the bill sent with that ("O12 ka bill delivery challan ke
#: saath bhej dijiye", holdouts 177 c3020 and 182 p3047, refused: a delivery asked, "part reads like a bill asked").
_WITH = fold_words("saath sath साथ")
#: Words of a thing done after a verb of handing over ("बिल की रसीद ईमेल कर दी है": sent by us, nothing asked).
_DONE = fold_words("diya di diye kiya kiye chuka chuki chuke दिया दी दिए किया किए चुका चुकी चुके")
#: Words of needing: a bill needed beside goods ordered is a term of the order ("**शर्तें:** 15 दिन उधार, GST बिल
#: चाहिए"), asked for only in a message of no goods.
_NEED = fold_words("chahiye chaiye chahie चाहिए चाहिये")
_PROPER = fold_words("pakka pakki पक्का पक्की")
_OF = fold_words("ka ke ki का के की")
_ASK = frozenset({"ask_bill"})
_DASHES = frozenset("-–—")
#: "also" between the bill and the verb ends a chunk, and asks the bill beside another request: "B10 bill also send
#: pls", "O3 bill also send" (holdouts 118 r8015, 141 m7034, session 53's helper ID: refused, "what about B10?").
_ALSO = fold_words("also too")
#: How far after the bill the verb may stand (words).
_SPAN = 8


def bills_sent(reader, cues: list) -> list:
    """``cues`` with the bill asked for in Hindi word order (module docstring). ``reader``: the MessageReader as its
    cues are found (tokens, clause_of, chunk_of, item_tokens, taken)."""
    # A copy said received asks nothing (lang.copy_received); "B1 abhi tak nahi mila, bhijwa dijiye"
    # (lang.bill_id_resent); "send us B12 for the eggs" (lang.bill_id_sent); "बिल B3 हमें अभी तक नहीं मिला"
    # (lang.bill_not_reached); a copy sent again (lang.bill_copy_again); one e-mailed (lang.bill_id_mailed)
    cues = bill_not_reached(reader, bill_ids_resent(reader, ids_sent(reader, copy_received(reader, cues))))
    cues = ids_mailed(reader, copy_sent_again(reader, cues))
    words = reader._words
    if _BILL.isdisjoint(reader._keys):
        return cues
    asked = {c.clause for c in cues if "ask_bill" in c.kinds}
    at = {c.pos: c for c in cues}
    covered = {k for c in cues for k in range(c.pos, c.end)}
    goods = {reader.clause_of[k] for k in reader.item_tokens}
    added, dropped = [], set()
    for b, w in enumerate(words):
        if w not in _BILL or b in covered or reader.clause_of[b] in asked or reader.clause_of[b] in goods and not any(
                p + 2 == b or p + 3 == b and words[p + 2] in _OF for p, _ in reader.order_ids):
            continue  # (goods beside it are no bill's, but "O45 bill send" / "O45 ka bill bhejo" asks O45's bill)
        clause, k, seen, chunk = reader.clause_of[b], b + 1, 0, reader.chunk_of[b]
        while k < reader.n and reader.clause_of[k] == clause and seen < _SPAN and k - b < 3 * _SPAN:
            t = reader.tokens[k]
            if (t.kind == "sym" and t.text in _DASHES or words[k] in _ALSO) and k + 1 < reader.n:
                chunk, k = reader.chunk_of[k + 1], k + 1  # "O19 का बिल — भेज सकते हैं?"; "B10 bill also send pls"
                continue
            if words[k] in _WITH and k - b >= 3 and words[k - 1] in _OF and (nxt := at.get(k + 1)) is not None and \
                    nxt.kinds == {"order"} and reader.chunk_of[k] == chunk:  # "O3 का बिल भी माल के साथ भेज दीजिए": the
                k += 1  # bill sent with the goods (lang.bill_with_goods), not goods with the bill ("बिल के साथ …")
                continue
            if t.kind == "num" or words[k] in _APART or reader.chunk_of[k] != chunk:
                break  # not "Please correct the bill and send the remaining 4 kg"
            cue = at.get(k)
            if cue is not None:
                if cue.kinds == {"order"} and all(words[q] in _SENDING for q in range(cue.pos, cue.end)) and not (
                        reader.mentions and words[cue.pos] in _NEED):  # ("Terms: 15 din udhaar, GST bill chahiye")
                    cue.kinds = _ASK  # "O9 का बिल भेज सकते हैं?": the bill sent, no goods
                    asked.add(clause)
                break
            if k in covered:
                break
            if words[k] in _HANDING and not (reader.mentions and words[k] in _NEED):
                end = k + 1
                while end < reader.n and words[end] in _SENDING and end not in covered:
                    end += 1
                if end < reader.n and words[end] in _DONE:
                    break
                added.append(_Cue(_ASK, k, end, clause, reader.chunk_of[k]))  # "बिल हमें ई-मेल कर दीजिए"
                asked.add(clause)
                break
            seen += t.kind == "word"
            k += 1
        before = at.get(b - 1)
        if clause in asked and before is not None and before.kinds == {"accept"} and words[b - 1] in _PROPER:
            dropped.add(b - 1)  # "पक्का बिल": the proper bill, not a price agreed
    if not added and not dropped:
        return cues
    return sorted([c for c in cues if c.pos not in dropped] + added, key=lambda c: c.pos)
