"""A named order's count made another, in English's "make" and a bare "karo": "O6 milk 100 packet make 80.", "In
O15, make the 40 kg rice 60 kg.", "O1 sugar make 30 kg not 20 kg pls.", "O17 – make the tea 2 kg less.", "O10 में
चीनी 50 नहीं 80 किलो करो", "O10 mein cheeni 50 nahi 80 kg karo" (holdouts 72, 94, 126, 127, 132, 133). The Hindi of
most ("O6 में दूध 100 पैकेट की जगह 80 करो", "O15 में 40 किलो चावल को 60 किलो कर दीजिए", "O17 – चाय पत्ती 2 किलो कम
कर दो") read; "make" and a bare "karo" were no intent words, so the goods' sentence had a word the reader did not
know and was refused ("what should we do with the sugar: send, price or cancel?"), or its "not"/"nahi" took the
first count back, though a shopkeeper reads the change at once.

The cue that makes it safe: the sentence names an order id, holds no price at all ("make it ₹40", "O6 milk make ₹24
a packet" stay as they were) and either two counts with "make" just before them or between them ("make the 40 kg
rice 60 kg", "100 packet make 80"; not "Please make sure the full count comes; O6 was short by 10 dozen"), or one
count right after "make" said "less"/"fewer" ("make the tea 2 kg less": a cancel cue, 2 kg out of O17), or two counts
with only "nahi"/"नहीं" between them and "karo"/"करो" right after ("50 नहीं 80 किलो करो"). ``made_on_an_order`` (run
by ``lang.cut_words`` in the intent-words stage, after ``lang.count_made``) sets the cue; which count is the old one
and which the new is ``lang.count_changes``' reading, and ``made_turn`` / ``made_new_first`` tell it these shapes:

- "make [the] A <goods> B" (the new count last), "A make B" (``lang.count_turns`` already);
- "make [the] A not B": the new count first ("make A instead of B" is ``lang.count_changes``' own);
- "A nahi/नहीं B karo": the count denied first (Hindi puts the negation after what it denies).

``kept_made`` keeps both counts from ``lang.second_thoughts``' "30 nahi 60" (the first taken back). A sentence
naming no order ("make 30 kg rice not 20") is left as it was: refused. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["made_on_an_order", "made_turn", "made_new_first", "kept_made"]

_MAKE = fold_words("make")
#: Words that may stand between "make" and its first count: "make the 40 kg rice", "make eggs 3 tray".
_THE = fold_words("the it")
#: A count said less after "make": "make the tea 2 kg less", "make 10 kg less".
_LESS = fold_words("less fewer")
#: The Hindi "karo" with no "do"/"dijiye" (``lang.count_made`` sets "kar do").
_KARO = fold_words("karo करो")
#: Negations between two counts: English "not" denies the count after it, Hindi "nahi" the one before it.
_NOT_EN = fold_words("not")
_NOT_HI = fold_words("nahi nahin नहीं नही")
#: A price in the sentence: the making is of a price, not of a count.
_PRICE = fold_words("rs rupaye rupay rupees rupee रुपये रुपए रुपया rate rates bhav bhaav भाव रेट daam दाम price "
                    "discount chhoot छूट per each") - {""}


def made_on_an_order(cues: list, tokens: list, clause_of: list[int], chunk_of: list[int],
                     order_ids: list[tuple[int, str]]) -> list:
    """``cues`` with an order (or cancel) cue on each "make" / bare "karo" of a sentence that changes a named order's
    count (module docstring); the same list object when none is added. ``tokens`` the message's (``key``, ``kind``,
    ``text``), ``clause_of``/``chunk_of`` each token's clause and chunk, ``order_ids`` (token, id) pairs.
    Examples: "O6 milk 100 packet make 80." (order cue on make), "O17 – make the tea 2 kg less." (cancel cue),
    "O10 में चीनी 50 नहीं 80 किलो करो" / "O10 mein cheeni 50 nahi 80 kg karo" (order cue on करो / karo)."""
    if not order_ids or not any(t.kind == "word" and (t.key in _MAKE or t.key in _KARO) for t in tokens):
        return cues
    ordered = {clause_of[p] for p, _ in order_ids}
    id_parts = {k for p, _ in order_ids for k in (p, p + 1)}  # ("O10" is a word and a number)
    taken = {k for c in cues for k in range(c.pos, c.end)}
    spans: dict[int, list[int]] = {}
    for k in range(len(tokens)):
        spans.setdefault(clause_of[k], [k, k])[1] = k + 1
    added = []
    offer_at = {c.pos: c for c in cues if c.kinds == {"offer"} and c.end == c.pos + 1}  # "karo" alone: a price asked
    for k, t in enumerate(tokens):
        if t.kind != "word" or clause_of[k] not in ordered or not (t.key in _MAKE or t.key in _KARO) or k in taken and \
                not (t.key in _KARO and k in offer_at):
            continue
        lo, hi = spans[clause_of[k]]
        if any(x.text == "₹" or x.kind == "word" and x.key in _PRICE for x in tokens[lo:hi]):
            continue
        nums = [j for j in range(lo, hi) if tokens[j].kind == "num" and j not in id_parts]
        if not nums:
            continue
        kind = "order"
        if t.key in _KARO:  # "50 नहीं 80 किलो करो": two counts, a negation between, karo after the second
            if len(nums) != 2 or not nums[1] < k <= nums[1] + 3 or not any(
                    tokens[j].kind == "word" and tokens[j].key in _NOT_HI for j in range(nums[0] + 1, nums[1])):
                continue
        else:
            after = [j for j in nums if j > k]
            if len(nums) == 1 and after and after[0] - k <= 3 and any(
                    tokens[j].kind == "word" and tokens[j].key in _LESS for j in range(after[0] + 1, min(hi, after[0] + 4))):
                kind = "cancel"  # "make the tea 2 kg less", "O15 tomato make 10 kg less"
            elif len(nums) != 2 or nums[1] - nums[0] > 6 or not (
                    after == nums and nums[0] - k <= 3 or after == nums[1:] and nums[1] - k <= 2):
                continue  # two counts, "make" just before them or between ("make the 40 kg rice 60 kg", "100 packet
                # make 80"); not "Please make sure the full count comes; O6 was short by 10 dozen"
        if k in offer_at:  # "50 nahi 80 kg karo": the count made, not a price (no price in the sentence)
            offer_at[k].kinds = frozenset({kind})
            continue
        added.append(Cue(frozenset({kind}), k, k + 1, clause_of[k], chunk_of[k]))
    return sorted(cues + added, key=lambda c: c.pos) if added else cues


def _words(reader, lo: int, hi: int) -> list[str]:
    """The keys of the words from ``lo`` to ``hi``, the goods' names left out."""
    return [reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word" and
            k not in reader.item_tokens]


def _made_before(reader, a) -> bool:
    """"make" right before the count ``a`` ("make 30 kg", "make the 40 kg rice", "make eggs 3 tray")."""
    k = a.pos - 1
    while k >= 0 and k >= a.pos - 4 and (reader.tokens[k].kind == "word" and (
            reader.tokens[k].key in _THE or k in reader.item_tokens)):
        k -= 1
    return k >= 0 and reader.tokens[k].kind == "word" and reader.tokens[k].key in _MAKE


def made_turn(reader, a, b) -> bool:
    """Whether the counts ``a`` then ``b`` of one goods line (figures of ``reader``, the MessageReader) are a count
    made another in the shapes of the module docstring: "make the 40 kg rice 60 kg", "make 30 kg not 20 kg", "50 नहीं
    80 किलो करो", "50 nahi 80 kg karo"."""
    words = _words(reader, a.end, b.pos)
    if _made_before(reader, a):
        return not words or set(words) <= _NOT_EN
    after = [t.key for t in reader.tokens[b.end:min(reader.n, b.end + 2)] if t.kind == "word"]
    return bool(words) and set(words) <= _NOT_HI and bool(after) and after[0] in _KARO


def made_new_first(reader, a, b) -> bool:
    """Whether of the counts ``a`` then ``b`` made another the first is the new one: "make 30 kg not 20 kg" (not
    "make the 40 kg rice 60 kg", nor "50 nahi 80 kg karo")."""
    if not _made_before(reader, a):
        return False
    words = set(_words(reader, a.end, b.pos))
    return bool(words) and words <= _NOT_EN


def kept_made(reader, a, b) -> bool:
    """Whether counts ``a`` then ``b`` are a named order's count made another (``made_turn``), in a clause naming an
    order id: then their "not"/"nahi" denies no goods (it is taken, ``lang.acts`` passes it over) and neither count
    leaves as a count taken back ("O1 sugar make 30 kg not 20 kg", "O10 mein cheeni 50 nahi 80 kg karo").
    Called by ``lang.second_thoughts`` for each two counts of a clause."""
    if not any(reader.clause_of[p] == a.clause for p, _ in reader.order_ids) or not made_turn(reader, a, b):
        return False
    reader.taken.update(k for k in range(a.end, b.pos) if reader.tokens[k].kind == "word" and (
        reader.tokens[k].key in _NOT_EN or reader.tokens[k].key in _NOT_HI))
    return True
