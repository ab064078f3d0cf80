"""An earlier order or delivery asked again but for some goods, its goods not written: "Jo kal bheja tha wahi aaj bhi
bhejo, bas Maggi mat daalna." (the retrial of session 34, G3), "जो कल भेजा था वही आज भी भेजिए, बस मैगी मत डालना।",
"वही जो पिछली बार भेजा था, बस चीनी नहीं।", "Send what you sent yesterday, but no Maggi.", "Repeat yesterday's delivery,
but leave out the sugar.", "कल जैसा ऑर्डर आज भी भेजिए, लेकिन दही के बिना।", "Wahi order dobara, bas paneer nahi."

The reader had read only the goods left out — "reject Maggi", nothing reordered, silently — or refused for that part
("how many packets of curd?", "butter: cancel it, or take it?"), and a model answering the part would not see that the
repeat itself cannot be sent. The desk keeps no list of a past order or delivery; ``repeat_except`` refuses such a
message as ``lang.usual_order`` refuses the usual order with changes (``no_item.usual``: write each item with its
quantity, or the order number to repeat), naming the words of the repeat.

When (no order id named): a sentence holds words of a repeat — "wahi"/"vahi"/"वही" beside "jo … bheja", a word of
sending or of again; "same as yesterday/last/before", "same order/items/things/delivery"; "what(ever) you sent"; a
past order or delivery ("yesterday's", "last", "kal wala/ka/jaisa", "परसों वाला", "pichhli baar") with a word of again
("again", "repeat", "dobara", "phir", "aaj bhi"), or "wala/jaisa" after the day with a word of sending ("पिछली बार वाला
ही भेज दीजिए", "Kal jaisa hi bhej do"); "repeat the order/delivery" — and after them, in that sentence or
the next, goods with a word of leaving out ("but/bas/par/lekin/sirf … no/nahi/mat", "except", "without", "minus",
"bina", "ke alawa", "chhod ke", "leave out", "skip"). Left alone: goods named before the words in their sentence
("Send 10 kg rice, same as yesterday, but no sugar": the rice is the order), "wahi" of a rate or of goods ("Rate wahi
rakhna", "Wahi Maggi bhejo"), a list after the words ("Send yesterday's order again: 20 kg rice, 10 kg sugar", "Kal
wala hi bhej do: tamatar 40 kilo aur kela 10 dozen. Pyaaz nahi.": the retrial's A46), an
order asked after ("Kal wala order kab aayega? Paneer nahi chahiye"), goods of the past order named ("पिछले ऑर्डर
वाला घी मत भेजिए": a cut, holdout88 j9026) and an order named by its id.

Shapes: ``repeat_except(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); sets
``reader.refused_why``. ``quoted_repeat(text, reading, read_again, catalogue)``: the refusal read again when the
earlier order is quoted right above the repeat (``lang.reply_context`` calls it; its docstring). Linear in the message: one pass over its words, only when a word of repeating is in it.
"""
from __future__ import annotations

from bisect import bisect_left

from lang.acts import NEGATIONS
from lang.language import fold_phrase, fold_words
from lang.reasons import why

__all__ = ["repeat_except", "quoted_repeat"]

_WAHI = fold_words("wahi vahi वही")
_JO = fold_words("jo जो")
#: Words of sending asked, or of again ("bhej" only with "do"/"dijiye" after it: "bheja" folds the same).
_SEND = fold_words("bhejo bhejiye bhejie bhejna bhejen bhejein bhejiyega भेजो भेजिए भेजिये भेजें भेजना send dispatch "
                   "deliver daalo dalo daal डालो डालिए")
_GIVE = fold_words("do dijiye dijie dena दो दीजिए दीजिये देना")
_BHEJ = fold_words("bhej भेज")
_AGAIN = fold_words("again repeat repeated phir fir phirse dobara dubara doobara dobaara दोबारा दुबारा फिर")
_AAJ_BHI = fold_phrase("aaj bhi"), fold_phrase("आज भी"), fold_phrase("is baar bhi"), fold_phrase("इस बार भी")
#: Words of a past order or delivery by its day ("yesterday's", "kal wala", "परसों वाला", "pichhli baar").
_PAST = fold_words("yesterday yesterdays last previous earlier kal कल parson परसों pichla pichhla pichli pichhli "
                   "pichle pichhle पिछला पिछली पिछले")
_LOT = fold_words("order orders ऑर्डर आर्डर delivery deliveries डिलीवरी list lot consignment maal माल saman samaan "
                  "saamaan सामान")
#: Words after "wahi" that make it a rate, terms or goods' kind, not the goods sent ("Rate wahi", "wahi wala").
_NOT_GOODS = fold_words("rate rates price bhav bhaav भाव रेट daam दाम brand quality wala wali wale वाला वाली वाले time "
                        "din दिन jagah जगह")
#: "same as yesterday/last/before", "same order", "what(ever) you sent".
_SAME_AS = fold_words("yesterday yesterdays last before previous the my our earlier")
_SAME_WHAT = fold_words("order items things stuff goods list delivery lot again")
_WHAT = fold_words("what whatever")
_YOU_SENT = fold_words("sent delivered supplied")
#: Words leaving goods out of the repeat.
_LEAVE_OUT = NEGATIONS | fold_words("except excepting excluding without minus skip leave omit bina बिना alawa alava "
                                    "अलावा chhodkar chodkar chhodke chodke छोड़कर छोड़के chhod chod छोड़ siwa siva सिवा "
                                    "sivay सिवाय")
_LIST_MARKS = frozenset(":")
#: Words of adding goods to the repeat ("plus", "aur … bhi", "add"): not a repeat less goods (``quoted_repeat``).
_ADDING = fold_words("plus add added extra also jod jodo जोड़ बढ़ा badha")
#: Words that may stand between the words of the repeat and a list mark ("Kal wala hi bhej do: …", retrial A46).
_FILLERS = _SEND | _GIVE | _BHEJ | _AGAIN | fold_words("hi ही please pls plz order ऑर्डर aaj आज bhi भी bhai bhaiya "
                                                       "भैया ji जी same")
#: "wala"/"jaisa" after a past day: its goods ("पिछली बार वाला ही भेज दीजिए", "kal jaisa bhejo").
_LIKE = fold_words("wala wali wale vala वाला वाली वाले jaisa jaise jaisi जैसा जैसे जैसी")
_AFTER_LIKE = _LOT | _SEND | _BHEJ | _AGAIN | fold_words("hi ही")
_GATE = _WAHI | _AGAIN | _PAST | fold_words("same what whatever")


def repeat_except(reader) -> None:
    """Set ``reader.refused_why`` (``no_item.usual``) for an earlier order or delivery asked again less some goods
    (module docstring). ``reader``: the MessageReader after its clause acts (tokens, mentions, order_ids,
    clause_of, clause_span)."""
    if getattr(reader, "refused_why", None) or reader.order_ids or not reader.mentions or _GATE.isdisjoint(
            reader._keys) or _LEAVE_OUT.isdisjoint(reader._keys):
        return
    toks = reader.tokens
    starts = sorted(m.first for m in reader.mentions if m.sku)
    at_start = set(starts)
    for clause in sorted(reader.clause_span):
        lo, hi = reader.clause_span[clause]
        if reader.tokens[lo].start < reader.context_chars:
            continue  # (the quoted lines answered: the supplier's words)
        at = [k for k in range(lo, hi) if toks[k].kind == "word"]
        keys = [toks[k].key for k in at]
        head = _head(keys)
        if head is None:
            continue
        first, end = at[head[0]], at[head[1] - 1] + 1
        act = reader.acts.get(clause)
        if act is not None and act.question or _between(starts, lo, first) or first + 1 in at_start or (
                end in at_start or end + 1 in at_start and toks[end].kind == "word" and toks[end].key in _LIKE):
            continue  # "Kal wala order kab aayega?"; "Send 10 kg rice, same as yesterday, but no sugar" (the goods
            # named are the order); "Wahi Maggi bhejo", "पिछले ऑर्डर वाला घी मत भेजिए" (the goods named)
        mark = end
        while mark < hi and toks[mark].kind == "word" and toks[mark].key in _FILLERS:
            mark += 1
        if mark < reader.n and toks[mark].kind == "sym" and toks[mark].text in _LIST_MARKS:
            continue  # "Send yesterday's order again: 20 kg rice, 10 kg sugar", "Kal wala hi bhej do: tamatar …"
        nxt_hi = reader.clause_span.get(clause + 1, (hi, hi))[1]
        later = starts[bisect_left(starts, end):bisect_left(starts, nxt_hi)]  # (bisection: linear in the message)
        if not later:
            continue
        leave = [toks[k].key for k in range(end, max(later) + 4) if k < reader.n and toks[k].kind == "word"]
        if _LEAVE_OUT.isdisjoint(leave):
            continue
        reader.refused_why = why("no_item.usual", text=" ".join(toks[k].text for k in range(first, end)))
        return


def _between(starts: list[int], lo: int, hi: int) -> bool:
    """Some goods start in tokens [lo, hi) (``starts`` sorted)."""
    k = bisect_left(starts, lo)
    return k < len(starts) and starts[k] < hi


def _head(keys: list[str]) -> tuple[int, int] | None:
    """(first, end) word indices of the words of a repeat in one sentence's keys, or None (module docstring)."""
    n = len(keys)
    again = any(k in _AGAIN for k in keys) or any(tuple(keys[i:i + len(p)]) == p for p in _AAJ_BHI for i in range(n))
    sends = any(k in _SEND or k in _BHEJ and i + 1 < n and keys[i + 1] in _GIVE for i, k in enumerate(keys))
    for i, k in enumerate(keys):
        if k in _WAHI:
            if i + 1 < n and keys[i + 1] in _NOT_GOODS or i and keys[i - 1] in _NOT_GOODS:
                continue  # "Rate wahi rakhna", "wahi wala"
            if any(j in _JO for j in keys) or again or sends:
                return i, i + 1
        if k == "same" and i + 1 < n and (keys[i + 1] == "as" and i + 2 < n and keys[i + 2] in _SAME_AS or
                                           keys[i + 1] in _SAME_WHAT):
            return i, min(n, i + 3)
        if k in _WHAT and i + 2 < n and keys[i + 1] in fold_words("you u") and keys[i + 2] in _YOU_SENT:
            return i, i + 3
        if k in _PAST and (again or sends and any(keys[j] in _LIKE for j in range(i + 1, min(n, i + 4)))):
            lot = next((j for j in range(i + 1, min(n, i + 4)) if keys[j] in _LOT or keys[j] in _LIKE and (
                j + 1 == n or keys[j + 1] in _AFTER_LIKE)), None)  # (not "kal wala bill phir bhejo")
            if lot is not None:
                return i, lot + 1  # "yesterday's order … again", "कल जैसा ऑर्डर आज भी", "परसों वाला ऑर्डर दोबारा"
        if k in fold_words("repeat") and i + 2 < n and keys[i + 1] == "the" and keys[i + 2] in _LOT:
            return i, i + 3  # "Repeat the order, but no paneer"
    return None



def quoted_repeat(text: str, reading, read_again, catalogue=None):
    """A repeat less some goods (refused ``no_item.usual``) under the earlier order quoted right above it: that order,
    less the goods left out. "> दूध 80 पैकेट, दही 30 और पनीर 10 पैकेट भेज दीजिए।" over "कल वाला ही ऑर्डर आज फिर भेजिए,
    पर पनीर नहीं।" (the retrial of session 34, C19: refused "we keep no list", though the list is quoted) → order 80
    packets of milk and 30 of curd; "> Send 20 kg rice, 10 kg sugar and 5 kg atta." over "Same again today, but no
    atta." → rice 20, sugar 10; "> 20 kilo chawal aur 10 kilo cheeni bhej do." over "Wahi phir bhejo, bas cheeni
    nahi." → rice 20.

    Taken only when the quote, read alone, is orders of counted goods and nothing else (no order id: "O4" is an order
    placed, to be named), the reply writes no figure (a count changed is not the quote's), holds a word of leaving
    out and none of adding, and every goods it names is one of the quote's, not all of them; else ``reading``.
    ``read_again(text, context_chars)`` reads a text (``lang.reply_context``); ``reading`` is returned as it was
    when any of this fails."""
    from lang.clean import clean, quoted_context  # (lang.clean imports the reader's tables: late, as neighbours do)
    from lang.items import matcher_for
    from lang.language import tokenize, normalize
    if getattr(reading, "reason_key", "") != "no_item.usual" or not isinstance(text, str):
        return reading
    body, context = clean(text), quoted_context(text)
    keys = {t.key for t in tokenize(normalize(body)) if t.kind == "word"}
    if not context or any(t.kind == "num" for t in tokenize(normalize(body))) or _LEAVE_OUT.isdisjoint(keys) or (
            not _ADDING.isdisjoint(keys)):
        return reading
    quoted = read_again(context, 0)
    if not quoted.readable or not quoted.intents or any(
            i.kind != "order" or i.sku is None or not i.quantity or i.order_id for i in quoted.intents):
        return reading
    left_out = {m.sku for m in matcher_for(catalogue).find(body) if m.sku}
    ordered = {i.sku for i in quoted.intents}
    if not left_out or not left_out < ordered:
        return reading
    return quoted.model_copy(update={"intents": [i for i in quoted.intents if i.sku not in left_out],
                                     "items": [i for i in quoted.items if i.sku not in left_out]})
