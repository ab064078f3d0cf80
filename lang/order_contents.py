"""The goods of an order told right after a question about its delivery (issue 10; the sealed sets of the
twenty-fifth session, holdouts 65, 78 and 116):

- "when O26 coming?? 20 bread packet in it, urgent" → ask_delivery O26 carrying bread 20;
- "O26 कब आएगा?? उसमें 20 पैकेट ब्रेड है, अर्जेंट", "O26 kab aayega?? usme 20 packet bread hai";
- "Where is O25? The 30 kg sugar in it is needed urgently." / "उसकी 30 किलो चीनी की जल्दी ज़रूरत है।";
- "When will O31 come? The 10 kg almonds for our Diwali gift packs 🎁" / "वो 10 किलो बादाम, …".

The question's clause names no goods, so its goods were none, and the count in the next sentence was left with no
role ("what is 20 for?"). A delivery question carries the goods it names (the corpus convention,
``tests/corpus_chat/README.md``); goods told in the next sentence are the order's when that sentence points back at
it ("in it", "usme", "उसमें", "its", "उसकी", "वो", "the" right before the count, or "wala" closing it: "1 bori
cheeni wala"; in English "the … one": "O1 when?? the gud 50 kg one"), asks nothing of its own (no
request word, no id) and is no report. "When will O26 come? Also send 20 packets bread" orders; "When will O26
come? 20 packets bread" (no word pointing back) and "… The 20 packets bread too" (goods added?) are still asked
about. A count of packs with no fixed size counts when the goods' packs are that size ("O1 dispatched or not??
(rice 50kg, atta 4 bag, toor 10kg)": atta's bags are its packets, session 55, holdout183 q3006); "4 bag sugar" is
still asked about.

Linear in the message: the clauses with a request word are gathered once a message.
"""
from __future__ import annotations

from lang.count_apart import packs_with_a_size
from lang.language import fold
from lang.pending_order import told_late

__all__ = ["contents_told_next", "MORE_WORDS"]

#: Words pointing back at the order asked about ("in it", "usme", "उसमें", "उसकी 30 किलो चीनी", "वो 10 किलो बादाम").
_BACK = frozenset(fold(w) for w in "it its usme usmein usmen usmai uski uska uske iski iska iske isme ismein woh wo "
                  "उसमें उसमे उसकी उसका उसके इसमें इसमे इसकी इसका इसके वो वह".split())
_THE = fold("the")
#: "wala" closing the sentence after the goods: the order named by them ("O9 kab aayega? 1 bori cheeni wala", "O9
#: कब आएगा? 1 बोरी चीनी वाला": the one with the sack of sugar; not "5 kilo wala 2 packet", a pack's size).
_WALA = frozenset(fold(w) for w in "wala wali wale waala waali waale वाला वाली वाले".split())
#: Words adding goods ("The 20 packets bread too", "20 packet bread bhi"): more goods, or the order's? Asked about.
_ONE = fold("one")
#: "aur", "और": "more", or "and" between two goods of a bracket ("(10 kilo moong aur 25 kilo cheeni)").
_AND = frozenset(fold(w) for w in "aur और".split())
_MORE = MORE_WORDS = frozenset(fold(w) for w in "too also more extra add plus bhi aur zyada भी और ज़्यादा ज्यादा".split())


def contents_told_next(reader, clause: int, lines: list) -> list:
    """The lines of the clause after the delivery question in ``clause`` when that clause tells the order's goods
    (module docstring), else none. ``reader``: the MessageReader composing its intents; ``lines``: its item lines."""
    nxt = reader._worded_clause(clause, +1)
    if nxt not in reader.clause_span or nxt in reader.background:
        return []
    if not hasattr(reader, "_contents_busy"):  # (once a message: clauses with a request word or an id)
        reader._contents_busy = {c.clause for c in reader.cues} | {
            reader.clause_of[p] for p, _ in reader.bill_ids + reader.order_ids}
    if nxt in reader._contents_busy:
        return []
    told = [ln for ln in lines if ln.clause == nxt]
    if not told or any(ln.mention.ambiguous or not any(f.kind in ("qty", "bare") or f.kind == "badqty" and _sized(
            reader, f, ln) for f in ln.figs) for ln in told):
        return []
    lo, hi = reader.clause_span[nxt]
    words = [reader._word(k) for k in range(lo, hi)]
    counts = {f.pos for f in reader.figs if f.clause == nxt and f.kind in ("qty", "bare")}
    if any(w in _MORE and not (w in _AND and _bracketed(reader, lo, hi, told) and _count_next(reader, k))
           for k, w in zip(range(lo, hi), words)):  # ("(10 kilo moong aur 25 kilo cheeni)": "and" between goods)
        return []
    last = next((w for w in reversed(words) if w), "")
    first = next((w for w in words if w), "")
    if any(w in _BACK for w in words) or any(reader._word(p - 1) == _THE for p in counts) or last in _WALA or (
            first == _THE and last == _ONE) or told_late(reader, clause) or _bracketed(
                reader, lo, hi, told):  # "the gud 50 kg one": English's "wala"; "O58 अभी तक नहीं आया। 12 पैकेट
        return told  # मक्खन।": its goods told after it (lang.pending_order); "(1 quintal rice, 10 kg moong)"
    return []


def _sized(reader, fig, line) -> bool:
    """Whether a count of packs said with no fixed size is a count the line's goods have ("(rice 50kg, atta 4 bag,
    toor 10kg)": atta's bags are its packets, ``lang.count_apart.packs_with_a_size``), as the delivery question reads
    it."""
    item = reader.cat.by_sku(line.mention.sku)
    return item is not None and packs_with_a_size(reader, fig, item) is not None


def _bracketed(reader, lo: int, hi: int, told: list) -> bool:
    """Whether the sentence of tokens ``lo``..``hi`` opens with "(" and every goods line ``told`` in it stands before
    the ")" that closes it (module docstring: "Has O9 left yet? (1 quintal rice, 10 kg moong)")."""
    toks = reader.tokens
    if lo >= hi or toks[lo].kind != "sym" or toks[lo].text != "(":
        return False
    close = next((k for k in range(lo + 1, hi) if toks[k].kind == "sym" and toks[k].text in "()"), None)
    if close is None or toks[close].text != ")":
        return False
    return all(lo < ln.pos < close for ln in told) and all(lo < f.pos < close for f in reader.figs if lo <= f.pos < hi)


def _count_next(reader, k: int) -> bool:
    """Whether a number stands right after the word at token ``k`` ("aur 25 kilo cheeni": the next goods' count)."""
    return k + 1 < reader.n and reader.tokens[k + 1].kind == "num"
