"""A count of goods made another, in Hindi's words of making ("kar do"): "Ande 6 tray se ghata ke 4 tray kar do",
"O60 mein chawal 1 quintal se ghatakar 70 kilo kar dein", "अंडे 6 ट्रे से घटाकर 4 ट्रे कर दो", "ऑर्डर O21 में चावल 4 बोरी
से 3 बोरी कर दो", "O55 mein cheeni 10 kilo aur badha do", "O55 में चीनी 10 किलो और बढ़ा दो", "O25 me se 1 tray ande kam
kardo" (holdouts 4, 25, 43, 72, 74, 94, 104). "kar dijiye" was a word of giving (an order word) and read, and the cut
or raise of an order followed from it (``lang.apply_acts``, ``lang.count_changes``); "kar do", "kar dein", "कर दो",
"कर दें", "badha do", "बढ़ा दो" and "kam kardo" were no intent words, so the goods' sentence had a word the reader
did not know and was refused ("what should we do with the eggs: send, price or cancel?").

``made_counts`` sets an order cue on such a word (a cut cue on "kam kardo", "कम कर दें": ``lang.price_asks`` makes
it a cut of goods, not a lower price) only where its sentence changes a count: it names an order id, a word of
raising or cutting ("badha", "ghata", "घटाकर", "kam", "jagah", "aadhe", "से"/"se" between two counts), and no price at all
("atta 5 kg ₹210 per packet kar do" asks a price, an offer: left alone). The stages after it read the change as they
read "kar dijiye".

Shape: ``made_counts(cues, tokens, clause_of, chunk_of, order_ids)`` → the cues with the new ones, in text order (run by
``lang.cut_words.cuts_of_an_order``, in the intent-words stage, before the clause acts read them).
"""
from __future__ import annotations

from lang.language import fold_phrase, fold_words
from lang.reader_parts import Cue

__all__ = ["made_counts"]

#: Words of making a count (folded phrases), and the cue kind each stands for.
_MAKE = {fold_phrase(p): "order" for p in (
    "kar do", "kar dein", "kar den", "kardo", "kar dena", "कर दो", "कर दें", "कर देना", "badha do", "badha dein",
    "बढ़ा दो", "बढ़ा दें", "badhao", "बढ़ाओ")} | {fold_phrase(p): "offer" for p in (
    "kam kardo", "kam kar dein", "kam kar den", "कम कर दें", "कम कर दो", "कम कर देना")} | {
    fold_phrase(p): "order" for p in ("increase", "please increase", "kindly increase", "raise")}
#: English raising words: only "by" an amount, of an order named ("Increase the sugar in O55 by 10 kg"; "from 30 to
#: 50 kg" is read by ``lang.count_changes`` already).
_RAISE_EN = fold_words("increase raise")
_BY, _FROM_EN = fold_words("by"), fold_words("from")
_LONGEST = max(len(p) for p in _MAKE)
_FIRSTS = frozenset(p[0] for p in _MAKE)  # (a message with none of them is left as it is, with no pass over it)
#: Words of a count changed, in the sentence ("se" / "से" only between two counts).
_CHANGE = fold_words("by badha badhakar badhake बढ़ा बढ़ाकर बढ़ाके ghata ghatakar ghatake घटा घटाकर घटाके kam कम jagah "
                     "जगह jgh aur और aadha aadhe adha adhe आधा आधे")
_FROM = fold_words("se से")
#: A price in the sentence: then the making is of a price ("₹210 per packet kar do"), not of a count.
_PRICE = fold_words("rs rupaye rupay rupees rupee रुपये रुपए रुपया rate rates bhav bhaav भाव रेट daam दाम price "
                    "discount chhoot छूट") - {""}


def _changes_a_count(tokens, lo: int, hi: int, ordered: bool) -> bool:
    """Whether tokens ``lo``..``hi`` (a sentence) change a count: two counts with "se"/"ko" or a change word between,
    or one count, a change word and an order named (``ordered``); no price."""
    keys = [t.key for t in tokens[lo:hi]]
    if any(t.text == "₹" or t.key in _PRICE for t in tokens[lo:hi]):
        return False
    nums = [k for k in range(lo, hi) if tokens[k].kind == "num"]
    if not nums:
        return False
    between = {tokens[k].key for k in range(nums[0] + 1, nums[-1])} if len(nums) > 1 else set()
    return bool(between & (_FROM | _CHANGE)) or ordered and not _CHANGE.isdisjoint(keys)


def made_counts(cues: list, tokens: list, clause_of: list[int], chunk_of: list[int],
                order_ids: list[tuple[int, str]]) -> list:
    """``cues`` with an order (or cut) cue on each word of making a count in a sentence that changes one (module
    docstring); the same list object when none is added."""
    if _FIRSTS.isdisjoint(t.key for t in tokens):
        return cues
    taken = {k for c in cues for k in range(c.pos, c.end)}
    ordered = {clause_of[p] for p, _ in order_ids}
    spans: dict[int, list[int]] = {}
    for k in range(len(tokens)):
        spans.setdefault(clause_of[k], [k, k])[1] = k + 1
    added = []
    k = 0
    while k < len(tokens):
        if tokens[k].key not in _FIRSTS:  # (no phrase of making starts here)
            k += 1
            continue
        for n in range(min(_LONGEST, len(tokens) - k), 0, -1):
            kind = _MAKE.get(tuple(t.key for t in tokens[k:k + n]))
            if kind is not None and all(tokens[j].kind == "word" for j in range(k, k + n)):
                break
        else:
            k += 1
            continue
        clause = clause_of[k]
        lo, hi = spans[clause]
        english = tokens[k + n - 1].key in _RAISE_EN
        if english and not (clause in ordered and any(t.key in _BY for t in tokens[lo:hi]) and not any(
                t.key in _FROM_EN for t in tokens[lo:hi])):
            k += n
            continue
        if not taken & set(range(k, k + n)) and _changes_a_count(tokens, lo, hi, clause in ordered or english):
            added.append(Cue(frozenset({kind}), k, k + n, clause, chunk_of[k]))
        k += n
    return sorted(cues + added, key=lambda c: c.pos) if added else cues
