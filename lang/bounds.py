"""Figures that are not an amount to act on (breaker AD, AE; run by ``lang.after_acts``):

- a count given only as a bound ("at least 20 packets", "50 kg at the most", "कम से कम 20 पैकेट", "zyada se zyada 50
  kilo", "up to 50 kg"): the desk cannot tell how many to send, so the count is taken out and the reader asks how
  many (it had been ordered as the exact count, silently); so is a supplier's "Minimum order 25 kg" / "min. order 1
  quintal" in the quoted mail under a bare "Ok 👍" (session 45, RA: it had ordered the minimum beside the accept);
- a sentence that works a count out from another ("send half of that", "cut that by half", "10 kg more than that",
  "उससे 10 किलो ज़्यादा", "double the last order"): the reader does no sums, so it refuses with
  ``ambiguous_intent.worked_out`` (``reader.refused_why``, naming the sentence; it had ordered the figure it saw, 180 eggs
  for "half of 6 trays", and cancelled the whole atta for "about half of the atta");
- a price named as the shop's limit beside the price agreed ("Your ₹40 is within our ₹42 limit — accepted"): the
  limit is no price of the accept (rice had been accepted at ₹42);
- a price ceiling said as agreement ("up to ₹100/kg is fine for us", "₹100 किलो तक चलेगी"): the shop's offer at the
  ceiling, not an accept of a price the supplier never quoted.
"""
from __future__ import annotations

from decimal import Decimal

from lang.clause_words import clause_words
from lang.gates import Gate
from lang.language import fold, fold_phrase
from lang.reasons import why


def _phrases(*ps: str) -> tuple[tuple[str, ...], ...]:
    return tuple(fold_phrase(p) for p in ps)


_BOUND_BEFORE = _phrases("at least", "atleast", "minimum", "min", "kam se kam", "कम से कम", "at most",
                         "minimum order", "min order", "minimum order of", "minimum order quantity", "moq", "moq of",
                         "maximum", "max", "zyada se zyada", "ज़्यादा से ज़्यादा", "ज्यादा से ज्यादा", "not more than",
                         "no more than", "not less than", "no less than", "more than", "less than")
_BOUND_AFTER = _phrases("at the most", "at most", "at least", "or more", "or less", "max", "maximum", "minimum",
                        "se zyada nahi", "से ज़्यादा नहीं", "se kam nahi", "से कम नहीं")
#: Words that work a count out from another, when they are no figure themselves ("half of", not "aadha kilo").
_SUMS = frozenset(fold(w) for w in "aadha aadhi aadhe आधा आधी आधे double dugna duguna doguna दुगना दोगुना "
                  "triple".split())
#: Parts of a count ("a third", "one quarter", "ek chauthai", "तिहाई"), with the words before them that make them one.
_PARTS = frozenset(fold(w) for w in "third quarter chauthai chauthaai chothai tihai tihaai चौथाई तिहाई".split())
_A_PART = frozenset(fold(w) for w in "a one by ek एक".split())
#: English "half" works a count out only as "half of …", "half the …", "by half" (not "only half came", "half now").
_HALF = fold("half")
_HALF_VALUE = Decimal("0.5")  # "half" / "आधा" read as a number with no unit
_HALF_AFTER = frozenset(fold(w) for w in "of the that it this".split())
_NOT = frozenset(fold(w) for w in "not no nahi nahin नहीं".split())
#: Words after "double" that make it part of a name ("double toned milk", "double roti"), no sum.
_NAMED = frozenset(fold(w) for w in "toned tond टोंड roti रोटी bed".split())
_THAN = frozenset(fold(w) for w in "than usse usase उससे isse इससे usual".split())  # ("5 kg less sugar instead of the
# usual 20 kg" had cancelled 15 kg: the thirtieth session's review)
_MORE = frozenset(fold(w) for w in "more less extra zyada jyada ज़्यादा ज्यादा kam कम".split())
_LIMIT = frozenset(fold(w) for w in "limit limits budget ceiling cap लिमिट बजट seema सीमा".split())
_OF = frozenset(fold(w) for w in "ki ka ke की का के".split())
_BUDGET = frozenset(fold(w) for w in "budget budgets spend spending kharcha kharch खर्च खर्चा बजट".split())
_CEILING_BEFORE = _phrases("up to", "upto", "max", "maximum")
_CEILING_AFTER = _phrases("tak", "तक", "max")
_RUPEE_SIGNS = frozenset(fold(w) for w in "rs inr".split())
#: Words of paying and its means: a sentence of them halved splits a payment ("aadha cash, aadha UPI"), no count.
_PAYING = frozenset(fold(w) for w in "payment pement पेमेंट bhugtan भुगतान cash nakad naqad नकद upi".split())


def _words_next(reader, at: int, step: int) -> list[str]:
    """The word keys from token ``at`` on, going ``step`` (+1 or -1), up to four, stopping at the first non-word."""
    out = []
    while 0 <= at < reader.n and len(out) < 4 and reader.tokens[at].kind == "word":
        out.append(reader.tokens[at].key)
        at += step
    return out


def _said(reader, f, before: tuple, after: tuple) -> bool:
    """Whether a phrase of ``before`` ends right before figure ``f`` or one of ``after`` starts right after it (words
    only between: not "max ₹30. 20 kilo pyaaz")."""
    lo = f.pos - 1  # (past the rupee sign of a price: "up to ₹100/kg is fine for us", holdout91 s9008)
    while lo >= 0 and (reader.tokens[lo].text == "₹" or reader._word(lo) in _RUPEE_SIGNS) and lo > f.pos - 3:
        lo -= 1
    ends, starts = _EDGES.get(id(before), None), _EDGES.get(id(after), None)  # (a phrase ends right before the
    if ends is not None and starts is not None and reader._word(lo) not in ends and reader._word(  # figure
            f.end) not in starts:  # on its last word, or starts right after it on its first: else none is said)
        return False
    ahead = _words_next(reader, lo, -1)[::-1]
    if ahead and len(ahead) < 4 and reader.tokens[lo - len(ahead)].text == "." and reader._word(lo - len(ahead) - 1) \
            == "min":  # "min. order 1 quintal" (the abbreviation's dot): "min order", the supplier's minimum
        ahead = ["min"] + ahead
    behind = _words_next(reader, f.end, 1)
    return any(tuple(ahead[-len(p):]) == p for p in before if len(ahead) >= len(p)) or any(
        tuple(behind[:len(p)]) == p for p in after)


#: The last words of the phrases said before a figure and the first of those said after one (``_said``), by table.
_EDGES = {id(t): frozenset(p[i] for p in t) for t, i in ((_BOUND_BEFORE, -1), (_CEILING_BEFORE, -1), (_BOUND_AFTER, 0),
                                                          (_CEILING_AFTER, 0)) if all(t)}
_GIVE_OR_TAKE = _phrases("give or take", "plus or minus", "plus minus")
_UP_DOWN = frozenset(fold(w) for w in "upar neeche niche ऊपर नीचे idhar udhar".split())
_SLACK_WORDS = _UP_DOWN | {p[0] for p in _GIVE_OR_TAKE}  # one of them opens every slack said (``_slack``)


def _slack(reader) -> set[int]:
    """Token indexes of the figures said as the slack of a count: after "±" or "give or take" in its chunk ("40 kg
    ± 2 kg", "give or take a kilo or two"), or in a chunk naming no goods before "upar-neeche" / "ऊपर-नीचे" ("ek-do
    kilo upar-neeche chalega")."""
    out: set[int] = set()
    goods = {reader.chunk_of[m.first] for m in reader.mentions}
    for k, t in enumerate(reader.tokens):
        ch = reader.chunk_of[k]
        words = _words_next(reader, k, 1)
        if t.kind == "sym" and t.text == "±" or any(tuple(words[:len(p)]) == p for p in _GIVE_OR_TAKE):
            out |= {f.pos for f in reader.figs if reader.chunk_of[f.pos] == ch and f.pos > k}
        pair = [reader.tokens[j].key for j in range(k, min(k + 3, reader.n)) if reader.tokens[j].kind == "word"]
        if t.kind == "word" and len(pair) >= 2 and pair[0] in _UP_DOWN and pair[1] in _UP_DOWN and ch not in goods:
            out |= {f.pos for f in reader.figs if reader.chunk_of[f.pos] == ch and f.pos < k}
    return out


#: "Than" said the Hindi way: "पिछली बार से 10 पैकेट ज़्यादा", "pichle hafte se 5 kilo kam", "hamesha se 10 zyada".
_SINCE = frozenset(fold(w) for w in "se से".split())
_EARLIER = frozenset(fold(w) for w in "baar bar बार hafte hafta हफ्ते हफ़्ते time hamesha हमेशा usual roz रोज़ रोज "
                     "mahine महीने".split())
#: Words that may stand between a count and "more" ("10 more packets of milk than", "20 kg rice more than usual").
_BETWEEN = frozenset(fold(w) for w in "of ka ki ke का की के".split())


def _since_before(reader) -> set[int]:
    """Chunks that compare with an earlier time the Hindi way ("पिछली बार से", "pichle hafte se", "hamesha se")."""
    return {reader.chunk_of[k] for k, t in enumerate(reader.tokens) if t.kind == "word" and t.key in _SINCE and
            (reader._word(k - 1) in _EARLIER or reader._word(k - 2) in _EARLIER and reader._word(k - 1) == "ki")}


def _more_after_goods(reader, at: int, hints: set[int]) -> bool:
    """Whether "more"/"less"/"zyada" follows a count's end ``at`` with only goods, pack words (``hints``: the token
    positions of the pack-word figures) or "of" between."""
    for k in range(at, min(at + 6, reader.n)):
        if reader.tokens[k].kind != "word":
            return False
        if reader.tokens[k].key in _MORE:
            return k > at
        if k not in reader.item_tokens and k not in hints and reader.tokens[k].key not in _BETWEEN:
            return False
    return False


def bounds(reader) -> None:
    """Take bound and worked-out counts and limit prices out of ``reader.figs``, and make an accept of a ceiling an
    offer (module docstring). ``reader``: the MessageReader after its clause acts (tokens, figs, cues, clause_of)."""
    if not reader.figs and _SUMS.isdisjoint(reader._keys) and _HALF not in reader._keys and _PARTS.isdisjoint(
            reader._keys) and "%" not in reader._syms:
        return
    if _GATE.shut(reader._keys) and "%" not in reader._syms and "±" not in reader._syms and not any(
            f.kind == "bare" and f.value == _HALF_VALUE for f in reader.figs):
        reader.figs = list(reader.figs)  # (as the pass leaves them when it keeps every figure: a new list)
        return  # (speed: no word of a sum, part, comparison, slack, budget, limit, bound or ceiling, ``_GATE``)
    in_figs = {k for f in reader.figs for k in range(f.pos, f.end)} | reader.item_tokens  # ("double roti": bread)
    keys = reader._keys  # (each scan of the tokens below only when the message holds one of its words: speed)
    sums = {reader.clause_of[k] for k, t in enumerate(reader.tokens) if t.kind == "word" and k not in in_figs and (
        t.key in _SUMS and reader._word(k + 1) not in _NAMED or t.key == _HALF and (
            reader._word(k + 1) in _HALF_AFTER or reader._word(k - 1) == "by"))} \
        if _HALF in keys or not _SUMS.isdisjoint(keys) else set()
    sums |= {reader.clause_of[k] for k, t in enumerate(reader.tokens) if t.kind == "word" and t.key in _PARTS and (
        reader._word(k - 1) in _A_PART or reader._word(k + 1) == "of") and k not in in_figs} \
        if not _PARTS.isdisjoint(keys) else set()  # "by a third", "ek
    cutting = {c.clause for c in reader.cues if "cancel" in c.kinds}  # chauthai kam" (breaker AO: the whole 40 kg
    sums |= {reader.clause_of[k] for k, t in enumerate(reader.tokens) if t.kind == "sym" and t.text == "%" and k > 1 and
             reader._word(k - 2) == "by" and reader.clause_of[k] in cutting} \
        if "%" in reader._syms else set()  # had been cancelled), a cut "by 25%"
    sums |= {f.clause for f in reader.figs if f.kind == "bare" and f.value == _HALF_VALUE and not f.unit and any(
        reader.tokens[k].kind == "word" for k in range(f.pos, f.end))}  # "about half of the atta", "लगभग आधा आटा"
    thans = {reader.chunk_of[k] for k, t in enumerate(reader.tokens) if t.kind == "word" and t.key in _THAN} \
        if not _THAN.isdisjoint(keys) else set()
    thans |= _since_before(reader) if not _SINCE.isdisjoint(keys) else set()
    hints = {k for f in reader.figs if f.kind == "hint" for k in range(f.pos, f.end)} if thans else set()
    for f in reader.figs if thans else ():  # "10 kg more than that", "उससे 10 किलो ज़्यादा": a count right before "more" (not "isse
        after = _words_next(reader, f.end, 1)[:2]  # zyada nahi", a bound; nor "a little less than last time, 30 kg")
        if f.kind in ("qty", "bare") and reader.chunk_of[f.pos] in thans and _NOT.isdisjoint(after) and (
                after[:1] and after[0] in _MORE or _more_after_goods(reader, f.end, hints)):  # ("Paneer 5 kg more, but not
            sums.add(f.clause)  # more than ₹350": "than" in another chunk; "10 more packets of milk than last time",
            # "20 kg rice more than usual": the goods between, a new user's probe, thirtieth session)
    cued = {c.clause for c in reader.cues if c.kinds}
    slack = _slack(reader) if "±" in reader._syms or not _SLACK_WORDS.isdisjoint(reader._keys) else set()
    budget_at = {reader.chunk_of[k]: k for k, t in enumerate(reader.tokens) if t.kind == "word" and t.key in _BUDGET
                 and reader.clause_of[k] not in cued and reader.clause_of[k] - 1 not in _asked_lower(reader)} \
        if not _BUDGET.isdisjoint(keys) else {}  # (the first: a budget told, no intent word in its sentence)
    keep, ceilings, bound_at = [], set(), set()
    for f in reader.figs:
        if f.kind == "qty" and f.clause in sums:
            continue
        if f.pos in slack:  # "40 kg ± 2 kg", "give or take a kilo or two", "ek-do kilo upar-neeche chalega": the
            continue  # slack allowed, not a second count (had been refused as contradictory)
        if f.kind == "qty" and _said(reader, f, _BOUND_BEFORE, _BOUND_AFTER):
            bound_at.update(range(f.pos - 4, f.end + 4))
            continue
        if f.kind == "price" and budget_at.get(reader.chunk_of[f.pos], f.pos) < f.pos:  # "Our monthly budget for dal
            continue  # is about ₹15,000": a budget told, no price of goods (breaker AD: refused as "dal" with a price)
        after = _words_next(reader, f.end, 1)[:2]
        if f.kind in ("price", "bare") and (after[:1] and after[0] in _LIMIT or len(after) == 2 and after[0] in _OF and
                                            after[1] in _LIMIT):  # "our ₹42 limit", "हमारी ₹42 की लिमिट", "hamari 42
            # ki limit" (no ₹: holdout91 s9041 had accepted ₹42 and ordered 40 kg; not "₹42 is our limit")
            continue
        if f.kind == "price" and _said(reader, f, _CEILING_BEFORE, _CEILING_AFTER):
            ceilings.add(f.clause)
        keep.append(f)
    reader.figs = keep
    asked = {c.clause for c in reader.cues if c.kinds & {"order", "cancel", "offer", "accept"}}
    sums -= {c.clause for c in reader.cues if "pay" in c.kinds}  # "बिल B27 का आधा, ₹4,000 अभी": a part payment,
    # refused as one (lang.verify: we settle a bill in full), not a count worked out (a new user's trial)
    if sums and not _PAYING.isdisjoint(keys):  # "पेमेंट डिलीवरी पर — आधा नकद, आधा UPI": the terms of payment halved,
        said = clause_words(reader)  # no count (session 52, probes52_pt t3030; lang.terms_of_payment took the pay off)
        sums = {c for c in sums if _PAYING.isdisjoint(said.get(c, ())) or c in asked}
    worked = sorted(c for c in sums if c in asked or any(f.kind in ("qty", "bare") and f.clause == c
                                                          for f in reader.figs))
    if worked:  # (lang.compose refuses: the reader does no sums)
        reader.refused_why = why("ambiguous_intent.worked_out", text=reader._clause_text(worked[0]))
    for c in reader.cues:
        if c.kinds == {"accept"} and c.clause in ceilings:
            c.kinds = frozenset({"offer"})
        if c.kinds == {"offer"} and c.pos in bound_at:  # "zyada se zyada 50 kilo": the bound, not a price offered
            c.kinds = frozenset()


def _asked_lower(reader) -> set[int]:
    """Clauses that ask a lower price of goods with no price of their own ("Can you do 40 bath soaps cheaper?"): the
    budget said in the sentence right after ("Our budget is ₹30 each.") is the price asked (session 45, RA: a new
    user's trial, F4, had been refused "what price for bath soap?")."""
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    return {c.clause for c in reader.cues if c.kinds == {"offer"} and c.clause not in priced}


def _edges(phrases: tuple, i: int) -> frozenset:
    return frozenset(p[i] for p in phrases)


#: Every change ``bounds`` makes needs a word of these (or "%", "±", a bare half figure: checked beside the gate): a
#: sum's or part's ("half", "double", "a third"), a comparison's ("than"; the time of "pichli baar se": ``_since_before``
#: needs a word of ``_EARLIER``), a slack's, a budget's, a
#: limit's, or the last word of a bound or ceiling said before a figure ("at least 20"), the first of one said after it
#: ("50 kg at the most"): ``_said`` matches whole phrases, so the edge word is in the message.
_GATE = Gate("bounds", (bounds,), opens=(
    _SUMS, frozenset({_HALF}), _PARTS, _THAN, _EARLIER, _SLACK_WORDS, _BUDGET, _LIMIT, _edges(_BOUND_BEFORE, -1),
    _edges(_CEILING_BEFORE, -1), _edges(_BOUND_AFTER, 0), _edges(_CEILING_AFTER, 0)), alongside=(
    _SINCE, _NAMED, _HALF_AFTER, _A_PART, _NOT, _MORE, _OF, _BOUND_BEFORE, _BOUND_AFTER, _CEILING_BEFORE, _CEILING_AFTER, _PAYING))
