"""Goods said still to come: "the 24 litres of refined oil and the 50 kg of sugar are still pending", "24 लीटर
रिफाइंड तेल और 50 किलो चीनी अभी बाकी है", "24 litre refined tel aur 50 kilo cheeni abhi baaki hai", "O1 chura 20 kg
gur 25 kg also not come". A shopkeeper reads such goods as owed by an order already placed — what a delivery
question beside them asks after — never as goods ordered again (holdout128 o9012 had ordered the oil and the sugar a
second time beside "Could you please confirm when this balance will be delivered?"; o9008 had given O1 the atta of
O3's sentence, the words of not coming standing after its goods: "also not come").

Two rules for ``lang.delivery_asked``'s reading of a line's arrival:

- ``owed(words)``: the words say the goods are still owed: "pending", "awaited", "yet to" come, or "baaki" /
  "बाकी" after "still" / "abhi" / "अभी" / "bhi" ("abhi baaki hai"; not "baaki 10 kilo", the rest's count, nor
  "baaki sab theek", which has no word of still).
- ``said_after(reader, ln, said)``: when the line's own chunk says nothing of its goods' arrival and asks nothing of
  them (no intent word of its own), the first chunk after it in its sentence that does says it for them ("The 1
  quintal of rice and the 10 packets of atta were received": the rice too; "चावल और आटा नहीं पहुँचा": the rice too).
  A chunk with a request of its own ("send 10 kg sugar") ends the search: its words are its own goods'.

``owed_asked(reader)`` (a pass of ``lang.after_acts``) reads a sentence telling goods still owed, with no request of
its own, as a delivery question about them, as "… have not come yet" is read.

``bill_not_come(reader)`` (a pass too) reads "B11 abhi hamare paas nahi aaya" as the bill asked for, not goods.

Shapes: ``owed(words: list[str]) -> bool`` (folded word keys); ``said_after(reader, ln, said) -> str`` with the
MessageReader composing its intents, an item line and ``said(clause, chunk, lo, hi) -> str`` (the reader's own
reading of a span: "came", "not yet" or "").
"""
from __future__ import annotations

from lang.language import fold_words
from lang.numbers import numbers_in_tokens
from lang.reader_parts import Cue

__all__ = ["bill_not_come", "owed", "owed_asked", "request_chunks", "said_after"]

#: Words that say goods are still owed on their own ("still pending", "awaited", "6 ट्रे अंडे का अभी भी इंतज़ार है").
_PENDING = fold_words("pending awaited intezaar intezar intazar इंतज़ार इंतजार")
#: Words of the rest that say so only after a word of "still" ("abhi baaki hai", "अभी बाकी है", "abhi bhi baaki").
_WAITING = fold_words("baaki baki baakee बाकी बाक़ी")
_STILL = fold_words("still abhi abhie abhee अभी bhi भी")
#: "yet to" before a word of coming ("yet to arrive", "yet to be delivered").
_YET, _TO = fold_words("yet"), fold_words("to")
#: Words of money or a bill: "payment still pending", "bill abhi baaki hai" tell no goods owed.
_MONEY = fold_words("payment payments paid pay amount money balance dues due bill bills invoice cheque credit paisa "
                    "paise bhugtan bhugtaan पेमेंट भुगतान बिल पैसा पैसे रकम बकाया udhaar उधार rate rates bhav bhaav "
                    "भाव रेट price prices quote quotation reply jawab जवाब")  # ("chawal ke rate ka intezaar hai")

#: Words of goods come, and of stock: "abhi baaki hai" tells goods owed only beside a delivery ("O3 humein aadha hi
#: mila hai … abhi baaki hai"), never beside the shop's stock ("Stock ki sthiti: tamatar 12 kg abhi baaki hain").
_CAME = fold_words("came received arrived delivered reached aaya aaye aayi mil mila mile mili pahuncha pahunche pahunchi "
                   "आया आए आई मिल मिला मिले मिली पहुँचा पहुँचे पहुँची पहुंचा पहुंचे पहुंची")
_STOCK = fold_words("stock स्टॉक bacha bache बचा बचे khatam ख़त्म खत्म")
#: A negation and a word of coming: "B11 abhi nahi aaya", "B7 bill not come", "B11 हमारे पास नहीं आया".
_NOT = fold_words("not no nahi nahin नहीं नही yet")
_COME = _CAME | fold_words("come reach arrive aayi आई")
_AWAITED = _PENDING | fold_words("waiting wait")  # "still waiting for a corrected B2"


def reader_cue(reader, k: int, clause: int) -> Cue:
    """An ``ask_delivery`` cue at token ``k`` of ``clause``."""
    return Cue(frozenset({"ask_delivery"}), k, k + 1, clause, reader.chunk_of[k])


def owed(words: list[str]) -> bool:
    """Whether the word keys ``words`` say goods are still owed (module docstring): "are still pending", "abhi baaki
    hai", "अभी बाकी है", "are yet to arrive"; not "baaki 10 kilo" nor "the rest is fine"."""
    for n, w in enumerate(words):
        if w in _PENDING or w in _WAITING and n and words[n - 1] in _STILL:
            return True
        if w in _YET and n + 1 < len(words) and words[n + 1] in _TO:
            return True
    return False


def request_chunks(reader) -> set[int]:
    """The chunks holding a request other than a delivery question ("please add 10 kg of moong dal to the pending part
    of O3": its "pending" is no word of goods owed). ``reader``: the MessageReader composing its intents."""
    cued = getattr(reader, "_cued_chunks_CACHE", None)
    if cued is None:  # (once a message)
        cued = reader._cued_chunks_CACHE = {c.chunk for c in reader.cues if c.kinds - {
            "ask_delivery", "neutral", "order_ref"}}
    return cued


def said_after(reader, ln, said) -> str:
    """What the first chunk after the line's in its sentence says of arrival, when the line's own chunk holds no
    request (module docstring): "came", "not yet" or "". ``reader``: the MessageReader composing its intents; ``ln``:
    an item line; ``said(clause, chunk, lo, hi)``: the reader's reading of one chunk's span."""
    cued = request_chunks(reader)
    if ln.chunk in cued:
        return ""
    k, end = ln.pos, reader.clause_span[ln.clause][1]
    while k < end and reader.chunk_of[k] == ln.chunk:
        k += 1
    while k < end:
        chunk, lo = reader.chunk_of[k], k
        while k < end and reader.chunk_of[k] == chunk:
            k += 1
        if chunk in cued:
            return ""
        if found := said(ln.clause, chunk, lo, k):
            return found
    return ""


def owed_asked(reader) -> None:
    """Read a sentence telling goods still owed, with no request of its own, as a delivery question about them: "The
    24 litres of refined oil and the 50 kg of sugar are still pending. Also send 10 kg salt." asks after the oil and
    the sugar and orders the salt (before, the oil and the sugar took the salt's "send": ordered twice); "24 लीटर
    रिफाइंड तेल और 50 किलो चीनी अभी बाकी है।", "24 litre refined tel aur 50 kilo cheeni abhi baaki hai." — as "… have
    not come yet" is read. A sentence naming a bill or a price, or with money words ("payment still pending"), is
    none. ``reader``: the MessageReader after its clause acts; an ``ask_delivery`` cue joins ``reader.cues``."""
    if _PENDING.isdisjoint(reader._keys) and (_WAITING.isdisjoint(reader._keys) or _STILL.isdisjoint(reader._keys)) \
            and _YET.isdisjoint(reader._keys):
        return
    delivered = bool(reader.order_ids or not _CAME.isdisjoint(reader._keys) or any(
        "ask_delivery" in c.kinds for c in reader.cues)) and _STOCK.isdisjoint(reader._keys)  # (a delivery spoken of)
    cued = {c.clause for c in reader.cues if c.kinds - {"neutral", "order_ref"}}
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    billed = {reader.clause_of[p] for p, _ in reader.bill_ids}
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    added = []
    for clause in sorted(goods - cued - billed - priced):
        lo, hi = reader.clause_span[clause]
        at = [k for k in range(lo, hi) if reader.tokens[k].kind == "word" and k not in reader.item_tokens]
        words = [reader._words[k] for k in at]
        if not _MONEY.isdisjoint(words) or not owed(words) or _PENDING.isdisjoint(words) and _YET.isdisjoint(
                words) and not delivered:  # "टमाटर: लगभग 12 किलो अभी बाकी हैं" under "स्टॉक की स्थिति": stock left
            continue
        k = next(k for k, w in zip(at, words) if w in _PENDING or w in _WAITING or w in _YET)
        added.append(reader_cue(reader, k, clause))
    if not added:
        return
    reader.cues = sorted(reader.cues + added, key=lambda c: c.pos)
    told, have = {c.clause for c in added}, {f.pos for f in reader.figs}  # the counts of a sentence read as told (the
    back = [f for f in reader._figures(numbers_in_tokens(reader.tokens))  # acts' background: "अभी बाकी है") come back
            if f.clause in told and f.kind == "qty" and f.pos not in have]  # with it, as lang.delivery_counts does
    if back:
        reader.figs = sorted(reader.figs + back, key=lambda f: f.pos)


def bill_not_come(reader) -> None:
    """A bill said not come, read as the bill asked for, not goods asked after: "कृपया O11 (पनीर और मक्खन) का बिल भी भेज
    दीजिए, B11 अभी हमारे पास नहीं आया।", "Kripya O11 (paneer aur makkhan) ka bill bhi bhej dijiye, B11 abhi hamare paas
    nahi aaya." (holdout129 hi/hl-a7040 had asked after the paneer and butter of O11 as well, silently; the English,
    "as B11 is not yet with us", asked for the bill alone). A delivery question's cue whose part of the sentence names
    a bill and neither goods nor an order becomes a bill question. ``reader``: the MessageReader after its clause
    acts; its cues change in place."""
    if not reader.bill_ids:
        return
    billed = {reader.chunk_of[p] for p, _ in reader.bill_ids} - {reader.chunk_of[p] for p, _ in reader.order_ids} - {
        reader.chunk_of[m.first] for m in reader.mentions}
    asked = {c.clause for c in reader.cues if "ask_bill" in c.kinds}
    for c in reader.cues:
        if c.kinds != {"ask_delivery"} or c.chunk not in billed:
            continue
        lo, hi = reader.clause_span[c.clause]
        words = {reader._words[k] for k in range(lo, hi) if reader.chunk_of[k] == c.chunk}
        if (words.isdisjoint(_NOT) or words.isdisjoint(_COME)) and words.isdisjoint(_AWAITED):
            continue  # ("Delivery status: B80 paid": a heading over a bill paid, no bill said not come or waited for)
        c.kinds = frozenset() if c.clause in asked else frozenset({"ask_bill"})  # (asked already by its sentence)
