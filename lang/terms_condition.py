"""Goods asked only on a condition of terms: "Provided delivery is free, please dispatch 20 kg sugar.", "Send 40 kg sugar
only if you can give us 15 days' credit", "डिलीवरी मुफ़्त हो तभी 20 किलो चीनी भेजिए।", "Chawal 50 kilo tabhi bhejna jab
payment delivery ke baad lo, advance nahi denge." (the retrial of session 34: E4, E5, H5, H6, G5, G6).

The reader had dropped the condition and booked the goods unconditionally (or refused for a wrong part: "which order
to cancel?" for "if not, don't send it"). The desk has no word for a condition on its terms — delivery charge, credit,
an advance, payment on or after delivery, same-day delivery — and cannot meet or check one; nothing is ordered until
the shop writes the order plainly. ``terms_condition`` refuses such a message with ``ambiguous_intent.if_terms``
(lang.if_terms' reason: order plainly, with the terms apart, or write nothing), naming the sentence.

When: a sentence with goods and an order or offer cue holds a condition — "if", "only if", "provided", "as long as",
"on condition that", "unless", "agar", "yadi", "bashart(e)", "बशर्ते", "jab … tabhi", "tabhi … jab", "X ho tabhi",
"condition/shart hai ki", "शर्त है कि" — and the condition's own words (from its word to the next comma or "to/toh/तो/
tabhi", or from the sentence's start to "tabhi") name terms: "free"/"muft"/"मुफ़्त" or a charge beside delivery,
credit/"udhaar"/"उधार", an advance, a payment on/after delivery or after days, "same day"/"usi din". A condition
sentence of its own right after the goods' sentence ("Send 20 kg rice. Only if delivery is free.") counts too.

Read as before: a sentence with a price ("If ₹36, send 20 kg rice", "We can do ₹24 per kg for potatoes if you include
free delivery.", "आलू ₹24 किलो में ले सकते हैं, अगर डिलीवरी मुफ़्त हो।": offers, the desk answers them; holdout56's
golds, ``lang.otherwise_dont``), a condition on quality or on a day ("Only if the rice is fresh stock, send 20 kg.",
"Please send 25 kg sugar, provided it can be delivered by Friday.": orders, the corpora's golds), a courtesy ("If you can, send 20 kg rice on credit."), terms said plainly
("Send 20 kg sugar; we pay on delivery.") and terms refused ("Advance ki shart manzoor nahi, isliye O14 cancel").

Shape: ``terms_condition(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); sets
``reader.refused_why``. Linear in the message: one pass over its words, only when a word of terms is in it.
"""
from __future__ import annotations

from lang.language import fold_phrase, fold_words
from lang.reasons import why

__all__ = ["terms_condition", "TERM_WORDS"]

#: Words that open a condition ("if", "provided", "agar", "बशर्ते", "jab" …; "only if" is "if").
_OPENS = fold_words("if provided providing unless agar अगर yadi यदि bashart basharte बशर्ते jab जब")
#: Phrases that open a condition ("as long as", "on condition that", "shart hai ki", "शर्त यह है कि").
_OPEN_PHRASES = tuple(fold_phrase(p) for p in (
    "as long as", "so long as", "on condition", "on the condition", "condition is that", "condition hai ki",
    "condition ye hai ki", "condition yeh hai ki", "shart hai ki", "shart ye hai ki", "shart yeh hai ki", "शर्त है कि",
    "शर्त यह है कि", "शर्त ये है कि", "is shart par", "is shart pe", "इस शर्त पर", "on the terms that"))
#: "tabhi" / "तभी": the condition stands before it ("डिलीवरी मुफ़्त हो तभी …") unless a "jab/agar" follows it.
_TABHI = fold_words("tabhi तभी")
#: Words that end a condition opened by ``_OPENS`` ("If you give credit, send …", "agar … to bhej do").
_THEN = fold_words("then to toh तो tabhi तभी")
#: Courtesies after "if" ("if possible", "agar ho sake"): no condition.
_COURTESY = fold_words("possible convenient ho hosake sake सके संभव sambhav mumkin मुमकिन")
#: Words of terms the desk cannot meet or check, alone ("credit", "udhaar", "advance", "COD").
TERM_WORDS = fold_words("credit udhaar udhar udhari उधार उधारी advance advanced एडवांस agrim अग्रिम peshgi cod")
#: Words of delivery, and of its charge being free or paid ("delivery is free", "bhaada nahi lagega").
_DELIVERY = fold_words("delivery deliver delivered डिलीवरी dilivery transport ट्रांसपोर्ट")
_FREE = fold_words("free फ़्री फ्री muft mufat मुफ़्त मुफ्त charge charges charged bhada bhaada भाड़ा kiraya किराया "
                   "chargeable")
#: Words of paying, and of paying later ("payment after delivery", "pay on delivery", "भुगतान 15 दिन बाद").
_PAY = fold_words("pay paying payment payments paid bhugtan भुगतान पेमेंट paisa paise पैसा पैसे")
_LATER = fold_words("after baad बाद later delivery डिलीवरी days din दिन")
#: "same day", "usi din", "उसी दिन".
_SAME_DAY = tuple(fold_phrase(p) for p in ("same day", "usi din", "उसी दिन"))
#: Words of sending asked ("send", "bhejiye", "भेजिए"): the goods are asked even where the cue was left out.
_SENDS = fold_words("send dispatch deliver supply bhejo bhejiye bhejie bhejna bhejen bhejein भेजो भेजिए भेजिये भेजें "
                    "भेजना bhejdo")
_GATE = TERM_WORDS | _FREE | _PAY | fold_words("same usi उसी")


def _kinds(keys: list[str]) -> list[int]:
    """Per word, the bits of the kinds of terms it is: 1 a term alone, 2 free or a charge, 4 delivery, 8 paying,
    16 later, 32 the start of "same day" / "usi din"."""
    out = []
    for i, k in enumerate(keys):
        bits = (k in TERM_WORDS) | (k in _FREE) << 1 | (k in _DELIVERY) << 2 | (k in _PAY) << 3 | (k in _LATER) << 4
        if any(tuple(keys[i:i + len(p)]) == p for p in _SAME_DAY):
            bits |= 32
        out.append(bits)
    return out


def _names_terms(bits: int) -> bool:
    """The kinds of a condition's words (``_kinds``, or-ed) name a term (module docstring)."""
    return bool(bits & 1 or bits & 6 == 6 or bits & 24 == 24 or bits & 32)


def _terms_in_condition(reader, lo: int, hi: int) -> bool:
    """A condition in tokens [lo, hi) (one sentence) whose words name terms. Linear in the sentence: each word's
    next stop (a comma or a word of "then") and last stop are found in one pass each, and the kinds of terms of
    any stretch of words come from running counts."""
    toks = reader.tokens
    words = [k for k in range(lo, hi) if toks[k].kind == "word"]
    keys = [toks[k].key for k in words]
    n = len(keys)
    cut = [j > 0 and any(toks[s].kind == "sym" and toks[s].text in ",—–:" for s in range(words[j - 1] + 1, words[j]))
           for j in range(n)]  # a comma before word j (each token looked at once)
    kinds = _kinds(keys)
    counts = [[0] * (n + 1) for _ in range(6)]  # running counts of each kind of term
    for j, bits in enumerate(kinds):
        for b in range(6):
            counts[b][j + 1] = counts[b][j] + (bits >> b & 1)

    def bits_in(a: int, b: int) -> int:
        return sum(1 << k for k in range(6) if counts[k][b] > counts[k][a])

    stop = [n] * (n + 1)  # the first j' >= j where a condition opened before j ends: "then" word or a comma
    for j in range(n - 1, -1, -1):
        stop[j] = j if keys[j] in _THEN or cut[j] else stop[j + 1]
    covered: set[int] = set()
    seg = 0  # the first word after the last comma
    for j, key in enumerate(keys):
        if cut[j]:
            seg = j
        start = None
        if key in _OPENS and not (j + 1 < n and keys[j + 1] in _COURTESY):
            start = j + 1
        else:
            start = next((j + len(p) for p in _OPEN_PHRASES if tuple(keys[j:j + len(p)]) == p), None)
        if start is not None:
            end = stop[start] if start < n else n
            if _names_terms(bits_in(start, end)):
                return True
            covered.add(end)
        elif key in _TABHI and j not in covered and _names_terms(bits_in(seg, j)):
            return True  # "डिलीवरी मुफ़्त हो तभी …": what stands before "tabhi"
    return False


def terms_condition(reader) -> None:
    """Refuse goods asked only on a condition of terms (module docstring). ``reader``: the MessageReader after its
    clause acts (tokens, cues, mentions, clause_span, clause_of)."""
    if getattr(reader, "refused_why", None) or _GATE.isdisjoint(reader._keys) or not reader.mentions:
        return
    asked = {c.clause for c in reader.cues if c.kinds & {"order", "offer"} and reader.tokens[c.pos].start >= (
        reader.context_chars)} | {reader.clause_of[k] for k, t in enumerate(reader.tokens) if t.kind == "word" and (
            t.key in _SENDS) and t.start >= reader.context_chars}  # (a condition's consequent may have lost its cue)
    goods = {reader.clause_of[m.first] for m in reader.mentions if m.sku}
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    for clause in sorted(reader.clause_span):
        if clause in priced or clause - 1 in priced and clause not in goods:
            continue  # "We can do ₹24 per kg for potatoes if you include free delivery.": an offer (holdout56 n007)
        lo, hi = reader.clause_span[clause]
        if not _terms_in_condition(reader, lo, hi):
            continue
        if clause in asked and clause in goods or clause not in goods and clause - 1 in asked and clause - 1 in goods \
                and reader.tokens[lo].kind == "word" and _opens_condition(reader, lo, hi):
            reader.refused_why = why("ambiguous_intent.if_terms", text=reader._clause_text(clause))
            return


def _opens_condition(reader, lo: int, hi: int) -> bool:
    """Sentence [lo, hi) opens with a condition ("Only if delivery is free.", "But only if …", "बशर्ते …")."""
    keys = [reader.tokens[k].key for k in range(lo, min(hi, lo + 6)) if reader.tokens[k].kind == "word"]
    head = keys[:3]
    return any(k in _OPENS for k in head) or any(tuple(keys[i:i + len(p)]) == p for p in _OPEN_PHRASES
                                                for i in range(min(3, len(keys))))
