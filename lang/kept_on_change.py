"""Goods said to stay as they are, beside a change to an order, in the words of Hindi and Hinglish: "O18 का टमाटर रद्द।
प्याज़ रहने दो।", "O18 ka tamatar cancel. Pyaz rehne do." (holdout132 d7036), "O2 का 40 पैकेट दूध कैंसल। दही पनीर रहने
दो" (holdout133 e7010), "O13 besan 20 se 10 pkt karo, gur same", "O13 में बेसन 20 से 10 पैकेट करो, गुड़ वही"
(holdout133 e7044), "O9 में … बेसन 30 पैकेट की जगह 20 कर दीजिए … सूजी 40 पैकेट ही रहेगी।" (holdout134 f7026). A
shopkeeper cuts or changes the one line and leaves the goods kept alone. The reader had refused the onion (the
"rehne do" of "forget it": a ``reject`` the writer never made), cut the jaggery too (the cut of its sentence spread
onto "gur same"), or ordered the suji's 40 packets a second time. The English ("onion keep", "the suji stays at 40
packets", "dahi paneer rakho") was read right already (``lang.kept_lines``, ``lang.goods_kept``).

``kept_on_change`` takes out the goods (mentions), their figures and the refusal words of a chunk that keeps them,
when another chunk before it cuts goods (a ``cancel`` cue) or changes a count in place ("की जगह", "ki jagah",
"instead", "के बदले") with an order id named: the change first, then what stays ("Moong rehne do. O210 se chana dal
hata do." still refuses the moong, holdout15 gold). A chunk keeps its goods when, after them,
- it ends in "same", "वही", "wahi"/"vahi" right after the goods ("gur same", "गुड़ वही"), or in one of them and a
  word of staying ("bhujia same rahegi", "भुजिया वही रहेगी", holdout140 l7013, session 39 fixer DL);
- it says "rehne do / rehne dijiye / रहने दो / रहने दीजिए / रहने दें" and holds no figure ("प्याज़ रहने दो"; "प्याज़ 20 किलो
  रहने दो" is read as before);
- it says "hi rahega / hi rahegi / hi rahenge / ही रहेगा / ही रहेगी / ही रहेंगे" (with the count it stays at: "सूजी 40
  पैकेट ही रहेगी").
Such a chunk must hold no act of its own but the refusal of its "rehne do" ("प्याज़ रहने दो, 10 किलो आलू भेजो" is read
as before), and other goods must be named outside it. "Chawal rehne do." alone, or beside an order with no cut ("20
kilo aata bhejo, chawal rehne do": the rice refused), is read as before.

Shape: ``kept_on_change(reader)`` → None, with the MessageReader after its clause acts (``_word``, ``n``,
``chunk_of``, ``cues``, ``mentions``, ``figs``, ``order_ids``); ``reader.cues``, ``reader.mentions`` and
``reader.figs`` changed in place. Linear in the tokens.
"""
from __future__ import annotations

from lang.gates import Gate
from lang.language import fold_words

__all__ = ["kept_on_change"]

#: A last word that keeps the goods right before it ("gur same", "गुड़ वही").
_SAME = fold_words("same wahi vahi वही")
#: "rehne" + a word of letting ("rehne do", "रहने दीजिए").
_REHNE = fold_words("rehne rahne रहने")
_LET = fold_words("do dijiye dijie दो दीजिए दीजिये dein den दें dena देना")
#: "hi" + a word of staying ("hi rahegi", "ही रहेंगे").
_HI = fold_words("hi ही")
_STAY = fold_words("rahega rahegi rahenge rahengi rahe रहेगा रहेगी रहेंगे रहेंगी रहे")
#: Words of one count in another's place on a named order ("ki jagah", "instead", "के बदले").
_INSTEAD = fold_words("jagah जगह instead badle बदले bajay bajaye बजाय")


def _keep_at(reader, chunk: int, lo: int, hi: int, figured: bool) -> tuple[int, int] | None:
    """The span (start, end) of the keeping words of ``chunk`` (its words ``lo``..``hi``, after its goods), or None."""
    words = [(k, reader._word(k)) for k in range(lo, hi) if reader._word(k)]
    if not words:
        return None
    last_k, last = words[-1]
    if len(words) == 1 and last in _SAME:
        return last_k, last_k + 1
    if len(words) == 2 and words[0][1] in _SAME and last in _STAY:  # "bhujia same rahegi", "भुजिया वही रहेगी"
        return words[0][0], last_k + 1
    for (k, w), (k2, w2) in zip(words, words[1:]):
        if w in _REHNE and w2 in _LET and not figured:
            return k, k2 + 1
        if w in _HI and w2 in _STAY:
            return k, k2 + 1
    return None


def _changes(reader, chunk: int, start: int) -> bool:
    """Whether a chunk other than ``chunk``, before token ``start``, cuts goods, or changes a count in place on a
    named order (the change first, then what stays: "Moong rehne do. O210 se chana dal hata do." refuses the moong)."""
    if any("cancel" in c.kinds and c.chunk != chunk and c.pos < start for c in reader.cues):
        return True
    return bool(reader.order_ids) and any(
        reader.chunk_of[k] != chunk and reader._word(k) in _INSTEAD for k in range(start))


def kept_on_change(reader) -> None:
    """Take out the goods a chunk keeps beside a change (module docstring). ``reader``: the MessageReader after its
    clause acts. "O18 ka tamatar cancel. Pyaz rehne do." → the tomato cut only; "O13 में बेसन 20 से 10 पैकेट करो, गुड़
    वही" → the besan cut only; "O9 … Suji 40 packet hi rahegi." → no suji ordered; "Pyaz rehne do." → as before."""
    if getattr(reader, "refused_why", None) is not None or len(reader.mentions) < 2:
        return
    if _KEEP_GATE.shut(reader._keys):
        return  # (speed, lang.gates: goods are kept only by "same"/"wahi", "rehne do" or "hi rahega")
    chunk_of = reader.chunk_of
    ends: dict[int, int] = {}
    for k in range(reader.n):
        ends[chunk_of[k]] = k + 1
    drop: set[int] = set()
    let_be: set[int] = set()
    goods_of: dict[int, list] = {}  # each chunk's goods, in their order, and the chunks with figures: one pass each,
    for m in reader.mentions:
        goods_of.setdefault(chunk_of[m.first], []).append(m)
    figured = {chunk_of[f.pos] for f in reader.figs}  # not one a chunk (a 4,000-character text of 235 goods)
    for chunk in {chunk_of[m.first] for m in reader.mentions}:
        goods = goods_of[chunk]
        span = _keep_at(reader, chunk, max(m.last for m in goods), ends[chunk], chunk in figured)
        if span is None or any(m.sku is None for m in goods):
            continue
        own = [c for c in reader.cues if c.chunk == chunk]
        if any(c.kinds != {"reject"} or not (span[0] <= c.pos < span[1]) for c in own):
            continue
        if not _changes(reader, chunk, min(m.first for m in goods)):
            continue
        drop.add(chunk)
        if reader._word(span[0]) in _REHNE:
            let_be.add(chunk)
    if not drop or all(chunk_of[m.first] in drop for m in reader.mentions):
        return
    reader.cues = [c for c in reader.cues if c.chunk not in drop]
    reader.figs = [f for f in reader.figs if chunk_of[f.pos] not in drop]
    let = {chunk for chunk in drop if chunk in let_be}  # "प्याज़ रहने दो": named, as context (a later look reads its
    reader.left_out = getattr(reader, "left_out", set()) | {  # "rehne do" as said of goods, not a cancel taken back)
        m.first for m in reader.mentions if chunk_of[m.first] in let}
    reader.mentions = [m for m in reader.mentions if chunk_of[m.first] not in drop - let]


#: ``_keep_at`` finds keeping words only with a word of these: "same"/"wahi", "rehne (do)", "(hi) rahega".
_KEEP_GATE = Gate("kept_on_change", (kept_on_change,), opens=(_SAME, _REHNE, _STAY), alongside=(_LET, _HI, _INSTEAD))
