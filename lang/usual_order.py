"""The usual order asked for by name, with no list: "Same as last week, except add 2 trays of eggs.", "Send the usual,
plus 2 trays eggs", "Send our regular order and add 20 kg onion", "Hamesha wala order bhej do, saath mein 10 kilo
cheeni bhi", "हमेशा वाला सामान भेज दो, और 5 किलो पनीर भी", "पिछले हफ़्ते वाला ही भेज दो, बस 2 ट्रे अंडे और",
"Wahi bhej do, bas is baar toor dal nahi" (breaker AQ, weekly restock lists).

Only the goods added or changed were read — 60 eggs ordered, the usual list dropped — silently: the supplier keeps no
list of a shop's usual order, and a shopkeeper would ask which goods it is. ``usual_order`` refuses such a message
(``no_item.usual``: write each item with its quantity, or the order number to repeat). Left alone: an order id named
("Repeat O29, plus 2 trays eggs": the order is named), a rate, time or terms "as usual" ("at the usual rate", "same
rate as last week", "pichhle hafte wale bhav pe", "Send 10 kg rice as usual"), and "same as last week" said after
goods in its sentence ("Send 10 kg rice, same as last week": the rice is the order).

Linear in the message: one look-up of the phrases starting at each word.
"""
from __future__ import annotations

from bisect import bisect_right

from lang.language import fold, fold_words
from lang.reasons import why

__all__ = ["usual_order"]

_PHRASES = [
    "same as last", "same as before", "same as previous", "same as the last", "same order", "the same again",
    "the usual", "our usual", "my usual", "usual order", "usual list", "usual stuff", "usual items", "usual saman",
    "usual wala", "usual wali", "usual wale", "regular order", "our regular", "the regular", "regular stuff",
    "regular list", "regular items", "regular wala", "regular wali", "regular wale", "repeat last", "repeat the last",
    "repeat our last", "repeat my last", "usual", "last week's order", "last week's list", "last weeks order",
    "same things", "same items", "same stuff", "same goods", "same list", "same saman", "same saamaan", "you sent last",
    "pichhla order", "pichla order", "पिछला ऑर्डर", "पिछला आर्डर",
    "hamesha wala", "hamesha wali", "hamesha wale", "hamesha vala", "hamesha vale", "हमेशा वाला", "हमेशा वाली",
    "हमेशा वाले", "pichhle hafte jaisa", "pichhle hafte jaise", "pichhle hafte jaisi", "pichhle hafte wala",
    "pichhle hafte wali", "pichhle hafte wale", "pichle hafte jaisa", "pichle hafte jaise", "pichle hafte wala",
    "pichle hafte wali", "pichle hafte wale", "पिछले हफ़्ते जैसा", "पिछले हफ़्ते जैसे", "पिछले हफ़्ते जैसी",
    "पिछले हफ़्ते वाला", "पिछले हफ़्ते वाली", "पिछले हफ़्ते वाले", "pichhli baar jaisa", "pichhli baar wala",
    "pichli baar jaisa", "pichli baar wala", "पिछली बार जैसा", "पिछली बार वाला", "पिछली बार वाली", "पिछली बार वाले",
    "last week jaisa", "last week wala", "last week wali", "last week wale", "last time jaisa", "last time wala",
    "wahi bhej", "wahi bhejo", "wahi bhejiye", "wahi saman", "wahi saamaan", "wahi samaan", "वही भेज", "वही भेजो",
    "वही भेजिए", "वही भेजें", "वही सामान", "same bhej", "same bhejo", "same bhejiye", "वैसा ही भेज", "vaisa hi bhej",
    "waisa hi bhej",
    # an earlier mail named as the list (breaker AV: "Kal wale mail jaisa hi, bas pyaaz 40 kilo kar dijiye")
    "same as yesterday", "same as yesterdays", "same as my last mail", "same as my last email", "same as my earlier mail",
    "same as the last mail", "same as the last email", "kal wale mail jaisa", "kal wale mail jaise", "kal wala mail",
    "kal jaisa hi", "kal wala hi", "pichhle mail jaisa", "pichle mail jaisa", "pichhle mail wala", "pichle mail wala",
    "कल वाले मेल जैसा", "कल वाले मेल जैसे", "कल वाला मेल", "कल जैसा ही", "कल वाला ही", "पिछले मेल जैसा", "पिछले मेल वाला",
] + list(_AGAIN_PHRASES := (  # a past order by its day, sent again (trial 34: "Send yesterday's order again, but no sugar")
    "yesterday's order", "yesterdays order", "yesterday order", "order of yesterday", "yesterday's list", "last order",
    "previous order", "the last order", "kal wala order", "kal wale order", "kal vala order", "kal ka order",
    "kal ke order", "कल वाला ऑर्डर", "कल वाले ऑर्डर", "कल का ऑर्डर", "कल के ऑर्डर", "pichhle order", "pichle order",
    "पिछले ऑर्डर", "pichhla wala order", "पिछला वाला ऑर्डर"))
#: A past order named by its day repeats only beside a word of sending again ("Send yesterday's order again",
#: "कल वाला ऑर्डर फिर भेजिए", "Kal ka order dobara bhejo"; not "Kal wala order kab aayega?").
_NEEDS_AGAIN = frozenset(tuple(fold(w) for w in p.split()) for p in _AGAIN_PHRASES)
_AGAIN_SE, _SE = fold_words("phir fir phirse dobara dubara फिर दोबारा se से again"), fold_words("se से")
_AGAIN = fold_words("again repeat repeated phir fir phirse dobara dubara फिर दोबारा same")
#: Words that may stand between the phrase and a list mark ("Same as last Monday pls —", "पिछले हफ़्ते वाला ही ऑर्डर —").
_FILLERS = fold_words("hi ही please pls plz then order ऑर्डर saman samaan saamaan सामान bhej bhejo bhejna do दो भेज भेजो "
                      "bhai bhaiya भैया ji जी")
_BY_FIRST: dict[str, list[tuple[str, ...]]] = {}
for _p in sorted({tuple(fold(w) for w in p.split()) for p in _PHRASES}, key=len, reverse=True):
    _BY_FIRST.setdefault(_p[0], []).append(_p)
#: Words after the phrase that make it a rate, a time, terms or a bill as before, not goods ("the usual rate").
_TERMS = fold_words("rate rates price prices bhav bhaav daam दाम भाव रेट time timing delivery waqt samay समय discount "
                    "terms credit payment udhaar उधार schedule day din दिन pe par पर mein में se से quality brand bill "
                    "bills बिल invoice customer customers grahak ग्राहक counter")
#: Words of a rate or quantities right before it ("Rate same as last time", "भाव पिछली बार वाला ही", "Quantities same
#: as before") or of "as usual" ("at the usual rate").
_BEFORE = fold_words("as at per on rate rates price prices bhav bhaav भाव रेट दाम daam quantity quantities qty matra "
                     "मात्रा")
#: Words of the time named after "same as last" ("week", "time", "month", "order").
_PERIOD = fold_words("week weeks time month order orders baar hafte हफ़्ते बार saturday monday sunday s mail email "
                     "mails emails")
#: Words of goods added to, or changed in, the usual order ("except add", "plus", "saath mein … bhi", "बस … और").
_ADDING = fold_words("except add plus also extra and aur और saath sath साथ bhi भी bas बस but jod जोड़ only sirf सिर्फ़ "
                     "make change just par पर lekin लेकिन magar मगर without bina बिना minus chhodkar छोड़कर")
#: A list right after the phrase is the usual order written out ("Same as last week: 30 kg onions", "same order as
#: last time — 10 kg suji").
_LIST_MARKS = frozenset(":—–-")
#: Phrases that end in "usual" or "regular" name goods only before a mark, an adding word or a word of goods.
_OPEN = frozenset((fold("usual"), fold("regular")))
_GOODS = fold_words("order list stuff items saman samaan saamaan सामान maal माल please pls")


def usual_order(reader) -> None:
    """Set ``reader.refused_why`` (``no_item.usual``) when the message asks for the usual order by name and adds or
    changes goods (module docstring). ``reader``: the MessageReader after its clause acts (tokens, mentions,
    order_ids, clause_of)."""
    if _BY_FIRST.keys().isdisjoint(reader._keys) or reader.order_ids or not reader.mentions:
        return
    toks, n = reader.tokens, reader.n
    starts = sorted(m.first for m in reader.mentions)
    first_item_in: dict[int, int] = {}
    for k in starts:
        first_item_in.setdefault(reader.clause_of[k], k)
    for k, t in enumerate(toks):
        if t.kind != "word" or t.key not in _BY_FIRST or t.start < reader.context_chars:
            continue
        for phrase in _BY_FIRST[t.key]:
            end = k + len(phrase)
            if end > n or any(toks[k + j].kind != "word" or toks[k + j].key != phrase[j] for j in range(len(phrase))):
                continue
            if phrase in _NEEDS_AGAIN and not any(toks[j].kind == "word" and toks[j].key in _AGAIN and reader.clause_of[
                    j] == reader.clause_of[k] for j in range(max(0, k - 6), min(n, end + 6))):
                continue  # "Kal wala order kab aayega?": asked after, not sent again
            if _asked_after(reader, reader.clause_of[k]):
                continue  # "हमारा पिछला ऑर्डर भेज दिया गया है या नहीं?": asked after (probe rb47-010), not sent again
            while end < n and toks[end].kind == "word" and toks[end].key in _PERIOD:
                end += 1  # "same as last week", "same as last time's order"
            if end < n and toks[end].kind == "word" and toks[end].key in _AGAIN_SE - _SE:
                end += 1 + (end + 1 < n and toks[end + 1].kind == "word" and toks[end + 1].key in _SE)  # "पिछला
                # ऑर्डर फिर से भेजिए": the "से" is again's, not a rate's "pe/se"
            if _terms(toks, k, end, n) or first_item_in.get(reader.clause_of[k], n) < k:
                break  # "the usual rate"; "Send 10 kg rice, same as last week": the goods named are the order
            if phrase[-1] in _OPEN and end < n and toks[end].kind == "word" and toks[end].key not in _GOODS | _ADDING:
                break  # "our regular customers", "our usual counter stock"
            if _added_after(reader, end, starts):
                reader.refused_why = why("no_item.usual", text=" ".join(toks[j].text for j in range(k, end)))
                return
            break


def _asked_after(reader, clause: int) -> bool:
    """The clause asks whether an order came or was sent (a question with a delivery question's words)."""
    act = (getattr(reader, "acts", None) or {}).get(clause)
    return act is not None and act.question and any("ask_delivery" in c.kinds and c.clause == clause for c in reader.cues)


def _terms(toks, k: int, end: int, n: int) -> bool:
    """The phrase at ``k``..``end`` tells of a rate, terms or a bill as before, or qualifies a figure after it."""
    after = []
    for j in range(end, min(end + 2, n)):
        if toks[j].kind == "sym" and toks[j].text != "₹":
            break  # "Same as last time + 5 kg paneer": the figure is the goods added
        after.append(toks[j])
    if after and (after[0].kind == "num" or after[0].text == "₹") or any(a.kind == "word" and a.key in _TERMS
                                                                          for a in after):
        return True  # "pichhle hafte wale bhav pe", "पिछली बार वाले ₹98 के रेट पर", "पिछले हफ्ते जैसा 10 किलो नमक"
    before = [toks[j] for j in range(max(0, k - 3), k) if toks[j].kind == "word"][-2:]
    return any(b.key in _BEFORE for b in before)


def _added_after(reader, end: int, starts: list[int]) -> bool:
    """Goods named after ``end``, in its sentence or the next, with a word of adding or changing between, and no list
    mark (":", "—") right after the phrase."""
    toks = reader.tokens
    j = end
    while j < reader.n and toks[j].kind == "word" and toks[j].key in _FILLERS:
        j += 1
    if j < reader.n and toks[j].kind == "sym" and toks[j].text in _LIST_MARKS:
        return False  # "Same as last Monday pls — 20 kg rice, 10 kg sugar"
    nxt = starts[bisect_right(starts, end - 1)] if bisect_right(starts, end - 1) < len(starts) else None
    if nxt is None or reader.clause_of[nxt] - reader.clause_of[end - 1] > 1:
        return False
    return any(toks[i].kind == "word" and toks[i].key in _ADDING or toks[i].text == "+" for i in range(end, nxt))
