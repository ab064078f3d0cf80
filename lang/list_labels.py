"""A list behind a short label in its own sentence: "Spices restock: haldi 500 g, lal mirch 500 g, tea 1 kg.", "Dairy
for the weekend: milk 25 litres, curd 20 packets", "वीकेंड के लिए डेयरी: दूध 25 लीटर, …", "Masale: haldi 500 gram, …",
"Rest of the list: 30 kg rice, 10 kg moong dal." (breaker AQ, weekly restock lists).

A sentence with no intent words is read as a plain list only when every word of it is a name, a figure or a filler;
the label's words ("Spices", "restock", "weekend") were unknown, so the whole list was refused ("what should we do
with the turmeric?"). ``list_labels`` marks the words of such a label as read (``reader.taken``) when the label is a
few words before a colon at the start of the sentence, every one of them a word of goods' kinds, time or purpose
(``_LABEL``), and goods with their quantities follow the colon ("Restock list: rice, sugar, toor dal, eggs. Usual
quantities please." names no quantity: still refused); any other label ("Stock left:", "Sold today:", "Your rates:") stays unknown.

``list_headings``: a heading of its own that names a list ("This week's list:", "इस हफ़्ते की लिस्ट:", "Is hafte ki
list:") over goods with no intent words, in a message whose only requests are others (a payment: "Also, I've paid
₹6,200 for B9"), had left the goods as the payment's context ("what is 6 for?"); the heading now orders them.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue, _ITEM_KINDS)

__all__ = ["list_labels", "list_headings"]

#: Words a list's label may be made of: kinds of goods, the time or purpose of the list, and small words.
_LABEL = fold_words(
    "spices spice masale masala मसाले मसाला dairy डेयरी grocery groceries kirana किराना ration raashan rashan राशन "
    "provisions staples pulses dals grains anaaj अनाज snacks namkeen beverages drinks toiletries cleaning items goods "
    "stuff saman samaan saamaan सामान maal माल list lists लिस्ट सूची restock restocking requirement requirements needs "
    "needed zaroorat zarurat ज़रूरत जरूरत for the this next week weeks week's weekend weekly daily tomorrow today "
    "saturday sunday monday tuesday wednesday thursday friday shop our new updated rest of ke के liye liye लिए ki की "
    "ka का is इस hafte हफ़्ते हफ्ते hafta हफ़्ता वीकेंड kal कल aaj आज agle अगले agla अगला baaki baki बाकी बाक़ी nayi नई "
    "naya नया shanivaar शनिवार ravivaar रविवार somvaar सोमवार dukaan dukan दुकान")
_MAX_WORDS = 5


def list_labels(reader) -> None:
    """Add to ``reader.taken`` the words of each sentence's list label (module docstring). ``reader``: the
    MessageReader after its clause acts (tokens, cues, mentions, clause_span)."""
    if ":" not in reader._syms or not reader.mentions:
        return
    cued = {c.clause for c in reader.cues}
    counted = {f.clause for f in reader.figs if f.kind == "qty"}  # (not "Restock list: rice, sugar. Usual quantities")
    item_clauses = {reader.clause_of[m.first]: m.first for m in reversed(reader.mentions)}  # the first in each
    toks = reader.tokens
    for clause, first in item_clauses.items():
        if clause in cued or clause not in counted:
            continue
        lo, _ = reader.clause_span[clause]
        words = []
        k = lo
        while k < first and toks[k].kind == "word" and len(words) <= _MAX_WORDS:
            words.append(k)
            k += 1
        if words and len(words) <= _MAX_WORDS and k < first and toks[k].kind == "sym" and toks[k].text == ":" and all(
                toks[j].key in _LABEL for j in words) and all(j not in reader.item_tokens for j in words):
            reader.taken.update(words)


#: Words that make a heading a list of goods to send ("list", "लिस्ट", "restock", "requirement").
_LIST_WORDS = fold_words("list lists लिस्ट सूची restock restocking requirement requirements zaroorat zarurat ज़रूरत जरूरत")


def list_headings(reader) -> None:
    """Give an order cue to a heading of its own naming a list, over goods, when no sentence of the message has words
    of an item request (module docstring). ``reader``: the MessageReader after its clause acts (tokens, cues,
    mentions, clause_span)."""
    if ":" not in reader._syms or not reader.mentions or _LIST_WORDS.isdisjoint(reader._keys) or any(
            c.kinds & _ITEM_KINDS for c in reader.cues):
        return
    item_clauses = {reader.clause_of[m.first] for m in reader.mentions}
    toks = reader.tokens
    for clause, (lo, hi) in reader.clause_span.items():
        if clause in item_clauses or clause + 1 not in item_clauses:
            continue
        words = [k for k in range(lo, hi) if toks[k].kind == "word"]
        last = max((k for k in range(lo, hi) if toks[k].kind != "nl"), default=None)
        if words and len(words) <= _MAX_WORDS and last is not None and toks[last].text == ":" and all(
                toks[k].key in _LABEL for k in words) and any(toks[k].key in _LIST_WORDS for k in words):
            at = next(k for k in words if toks[k].key in _LIST_WORDS)
            reader.cues.append(_Cue(frozenset({"order"}), at, at + 1, clause, reader.chunk_of[at]))
            reader.cues.sort(key=lambda c: c.pos)
            return
