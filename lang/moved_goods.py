"""Changes told of goods already asked for that the reader cannot carry out as an order:

- moved to another day: "Send the 20 kg rice next week instead of tomorrow", "Please send the 20 kg rice on Friday
  instead", "20 किलो चावल कल की जगह अगले हफ़्ते भेजिए" — had been ordered again (breaker AF, silently: the goods sent
  twice). ``moved_day`` refuses (``ambiguous_intent.reschedule``): cancel by the order's number and order again.
- a bare number changing an earlier count: "I said 40 kg rice; make it 30", "Pehle 40 kilo chawal bola tha, ab 30 kar
  do" — had been an offer at ₹30 for 40 kg (silently). ``bare_change`` refuses (``ambiguous_intent.bare_number``:
  30 what — kg or ₹?). "Send 40 kg rice. Actually make it 30" is a correction the reader applies (``lang.second_thoughts``).
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold, fold_words
from lang.reasons import why

#: Days and times a delivery is moved between.
_DAYS = fold_words("today tomorrow tonight monday tuesday wednesday thursday friday saturday sunday week weekend "
                   "morning evening aaj kal parso parson subah shaam sham somvar mangalvar budhvar guruvar shukravar "
                   "shanivar ravivar आज कल परसों सुबह शाम सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार हफ़्ते "
                   "हफ्ते hafte")
_INSTEAD = fold("instead")
_OF = fold("of")
_KI = fold_words("ki ke ka की के का")
_PLACE = fold_words("jagah jagha जगह badle बदले bajaye bajay बजाय बजाए")
#: "make it N", "ab N kar do", "N कर दो": a change to a number said before it.
_MAKE_IT = (fold("make"), fold("it"))
_KAR_DO = fold_words("kar कर karo करो karna")
_THE_NEXT = fold_words("the this next coming agle अगले")
_PRICE_WORDS = fold_words("rate bhav bhaav भाव रेट price rs")
_NOW = fold_words("ab अब")
#: Words of moving an order to another day.
_MOVE = fold_words("move shift postpone reschedule prepone push khiska khiskao खिसका")


def moved_day(reader) -> None:
    """Set ``reader.refused_why`` (``ambiguous_intent.reschedule``) when a message with an order word moves goods from
    one day to another: "instead of" before a day, a day right before "instead", or a day before "की जगह"/"ki jagah".
    ``reader`` is the MessageReader after its clause acts (tokens, cues)."""
    keys = reader._keys
    if _DAYS.isdisjoint(keys) or _INSTEAD not in keys and _PLACE.isdisjoint(keys) or not any(
            "order" in c.kinds for c in reader.cues):
        return
    toks = reader.tokens
    key = [t.key if t.kind == "word" else "" for t in toks]  # (a number between breaks a phrase: "instead of 20")
    n = len(key)
    for k, w in enumerate(key):
        if w == _INSTEAD:
            m = k + 2 + (k + 2 < n and key[k + 2] in _THE_NEXT)
            moved = k + 1 < n and key[k + 1] == _OF and m < n and key[m] in _DAYS or any(
                key[i] in _DAYS for i in range(max(0, k - 2), k))
        else:
            moved = w in _PLACE and k >= 2 and key[k - 1] in _KI and key[k - 2] in _DAYS
        if moved:
            reader.refused_why = why("ambiguous_intent.reschedule", text=reader._clause_text(reader.clause_of[k]))
            return


def moved_order(reader) -> None:
    """Set ``reader.refused_why`` (``ambiguous_intent.reschedule``) when a sentence naming an order id, not a question,
    asks to move it to a day: "Please shift O30 to Saturday", "O30 ko shanivar pe shift kar do" (refused with no_intent,
    which points the writer the wrong way — a new user's trial). A question ("Kindly prepone the delivery of O18 to
    tomorrow morning, is it possible?") asks after the delivery, as the corpora read it.
    ``reader`` is the MessageReader after its clause acts (tokens, order_ids)."""
    keys = reader._keys
    if _MOVE.isdisjoint(keys) or _DAYS.isdisjoint(keys) or not reader.order_ids:
        return
    said = clause_words(reader)
    for p, _ in reader.order_ids:
        c = reader.clause_of[p]
        ws = said.get(c, ())
        if not _MOVE.isdisjoint(ws) and not _DAYS.isdisjoint(ws) and not getattr(reader.acts.get(c), "question", False):
            reader.refused_why = why("ambiguous_intent.reschedule", text=reader._clause_text(reader.clause_of[p]))
            return


def bare_change(reader) -> None:
    """Set ``reader.refused_why`` (``ambiguous_intent.bare_number``) when a number with no unit and no ₹ follows "make
    it" (or stands between "ab" and "kar do": "ab 30 kar do") and an earlier count of goods still stands in the reading's figures.
    ``reader`` is the MessageReader after its clause acts (tokens, figs, mentions)."""
    keys = reader._keys
    if not (_MAKE_IT[0] in keys and _MAKE_IT[1] in keys or not _KAR_DO.isdisjoint(keys)) or not reader.mentions:
        return
    toks = reader.tokens
    counts = [f for f in reader.figs if f.kind == "qty"]
    for f in reader.figs:
        if f.kind not in ("bare", "price") or f.unit or f.end != f.pos + 1 or not any(g.pos < f.pos for g in counts):
            continue
        if f.pos and toks[f.pos - 1].kind != "word":
            continue  # ("₹30": a price written as one)
        before = [toks[k].key for k in range(max(0, f.pos - 2), f.pos) if toks[k].kind == "word"]
        if not _PRICE_WORDS.isdisjoint(before):
            continue  # "₹36 wala rate 34 kar do": the rate
        after = toks[f.pos + 1].key if f.pos + 1 < len(toks) else ""
        if tuple(before[-2:]) == _MAKE_IT or after in _KAR_DO and before[-1:] and before[-1] in _NOW:
            item = reader.cat.by_sku(next(m.sku for m in reader.mentions if m.sku)).item \
                if any(m.sku for m in reader.mentions) else ""
            reader.refused_why = why("ambiguous_intent.bare_number", item=item, n=toks[f.pos].text)
            return
