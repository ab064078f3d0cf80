"""A price agreed in the past, told beside a new request: "Please quote toor dal. We accepted ₹144 from another
supplier last week.", "दूध का भाव बताइए। पिछली बार ₹27 पक्का हुआ था।", "Pichli baar cheeni 45.50 pe pakka hua tha, aaj
ka rate kya hai?". The agreement was made then (or with someone else); it agrees to nothing now. It had been read as
an acceptance at that price, and the supplier answered it ("We accept: toor dal at ₹144 per kg."): a new user's
trial, session 32 (#3688, #3692). ``past_accepted`` (run by ``lang.after_acts``, before ``lang.past_prices``) empties
the agreeing cues (accept; an offer's "pakka"; a counter's "hua") of a part of the sentence tells the past — a word of a time gone by ("last week", "pichli baar",
"पिछली बार", "earlier") or of another trader ("another supplier", "doosre", "दूसरे") and a verb of the past beside
the agreement ("was", "tha", "हुआ था"; or "we accepted", "took") — and takes that part's figures out, when a rate is
asked in the message. "Milk ₹27 as agreed last time, send 40 packets" (the old price asked again, no verb
of the past) and "₹27 pakka, 40 packet bhejo" read as before.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["past_accepted"]

#: A time gone by, or another trader: the first word of a pair ("last week", "pichli baar", "another supplier").
_GONE = fold_words("last previous previously earlier pichli pichhli pichle pichhle पिछली पिछले pehle पहले another "
                   "other doosre dusre doosra dusra दूसरे दूसरा")
#: Its second word (or, after "earlier", "previously", "pehle", "पहले": none needed).
_TIME = fold_words("time times baar bar बार week month year order hafte hafta mahine mahina saal हफ़्ते हफ्ते महीने "
                   "साल supplier suppliers dealer dealers wholesaler vendor shop dukaan दुकान सप्लायर डीलर wale वाले "
                   )
_ALONE = fold_words("previously earlier pehle पहले yesterday")
#: Verbs of the past beside the agreement ("was agreed", "pakka hua tha", "पक्का हुआ था", "we took it").
_PAST = fold_words("was were had tha thi था थी थे hua hui huye हुआ हुई हुए took paid gave settled accepted liya "
                   "lia लिया")
#: The kinds of cue a told agreement carries: "pakka" (agreed, or an offer's "firm"), "hua" (a counter's total).
_AGREED = frozenset({"accept", "offer", "bill"})
_RATE_ASKED = frozenset({"ask_quote", "ask_quote_weak"})
#: The writer, before a verb of agreeing in the past ("We accepted ₹144").
_WE = fold_words("we i humne hamne maine हमने मैंने")


def past_accepted(reader) -> None:
    """Empty the accept cues of parts telling an agreement of the past, and drop those parts' figures (module
    docstring); ``reader``: the MessageReader after its clause acts."""
    if _GONE.isdisjoint(reader._keys) and "yesterday" not in reader._keys or _PAST.isdisjoint(reader._keys):
        return
    if not any(c.kinds & _RATE_ASKED for c in reader.cues):
        return  # (beside an order, "we accepted ₹144 last week; send 20 kg" may name the order's price: as before)
    words: dict[int, list[tuple[int, str]]] = {}
    for k, t in enumerate(reader.tokens):
        if t.kind == "word":
            words.setdefault(reader.chunk_of[k], []).append((k, t.key))
    told: set[int] = set()
    for c in reader.cues:
        if not c.kinds or not c.kinds <= _AGREED or c.chunk in told:
            continue
        ws = words.get(c.chunk, [])
        keys = [w for _, w in ws]
        if any(d.kinds and not d.kinds <= _AGREED and d.chunk == c.chunk for d in reader.cues):
            continue
        gone = any(a in _ALONE or a in _GONE and b in _TIME for a, b in zip(keys, keys[1:] + [""]))
        past = any(w in _PAST and not c.pos <= k < c.end for k, w in ws) or any(
            c.pos <= k < c.end and w in _PAST and j > 0 and ws[j - 1][1] in _WE for j, (k, w) in enumerate(ws))
        if gone and past:
            told.add(c.chunk)
    if not told:
        return
    for c in reader.cues:
        if c.chunk in told:
            c.kinds = frozenset()
    reader.figs = [f for f in reader.figs if reader.chunk_of[f.pos] not in told]
