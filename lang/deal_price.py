"""A price closed as a deal in a sentence of its own: "Deal. ₹39.5 it is. Please dispatch 40 kg of rice.", "सौदा
पक्का। ₹39.5 ही सही। 40 किलो चावल भेज दीजिए।", "Deal pakki. ₹39.5 hi sahi. 40 kilo chawal bhej dijiye." — the
supplier's counter agreed, then the goods ordered. The accept word ("Deal.", "Done.", "Agreed.", "OK.", "पक्का।") ended
its sentence, so it agreed to no price; the next sentence, a price and "it is" / "ही सही" / "hi sahi", held no word of
agreeing, and its price went to the order: "order rice 40 at ₹39.50" without the accept, and the desk refused its own
counter ("our price is ₹40.50, not ₹39.50": trial 36, 17 English e-mails, while "Deal, ₹39.5 it is." with a comma and
the Hindi and Hinglish with one had read accept + order).

``deal_price`` sets an accept cue on a sentence that has none, names no goods and holds one price and nothing else
but the closing words after it: "it is" ("₹39.5 it is", "₹39.5 it is then"), "ही सही" / "hi sahi" — or, right after a
sentence that is only words of closing a deal ("Deal.", "Done!", "OK.", "Agreed.", "सौदा पक्का।", "Deal pakki."),
the bare price itself ("Deal. ₹39.5. Send 40 kg rice.", "Deal! At ₹39.5."). That accept word's own cue is emptied (the price's sentence
carries the accept). The goods are the message's own (the reader's accept joins them as for "Ok, ₹42 it is. Send 1
quintal."); with none, the message is refused as naming no item, as before.

Not this: "₹39.5 it is too high" (other words after it), "Deal. ₹39.5 for rice, ₹42 for sugar" (goods in the
sentence: read as written), "₹39.5 is our price" (no closing words), "Send 40 kg rice. ₹39.5." (no deal words before).

Linear in the clauses.
"""
from __future__ import annotations

from lang.language import fold_phrase, fold_words
from lang.reader_parts import Cue

__all__ = ["deal_price"]

#: The closing words after the price ("₹39.5 it is", "… it is then", "₹39.5 ही सही", "₹39.5 hi sahi", "… hi theek").
_CLOSINGS = tuple(fold_phrase(p) for p in (
    "it is", "it is then", "its", "it's", "it's then", "its then", "it shall be", "it will be", "then it is",
    "ही सही", "hi sahi", "hee sahi", "ही ठीक", "hi theek", "hi thik", "hi sahi hai", "ही सही है", "pe done", "पे डन"))
#: A sentence made only of these closes a deal, so the bare price right after it is agreed ("Deal. ₹39.5.").
_DEAL_WORDS = fold_words("deal done agreed ok okay fine pakka pakki पक्का पक्की sauda saudaa सौदा theek thik ठीक hai "
                         "है its it's a then chalo चलो great alright all right sure")
#: "at" before a bare price after the deal words ("Deal! At ₹39.5.", "Pakka. ₹39.5 pe.": after it, a unit word).
_AT = fold_words("at @")
#: Words that may stand with the price before the closing words: its unit ("₹176 tray hi sahi", "₹38 किलो ही सही").
_UNIT_BESIDE = fold_words("kg kilo किलो per prati प्रति a tray ट्रे packet पैकेट litre liter लीटर piece dozen")


def deal_price(reader) -> None:
    """Set an accept cue on a deal's price said apart (module docstring). ``reader``: the MessageReader after its
    clause acts. Examples: "Deal. ₹39.5 it is. Please dispatch 40 kg of rice." (accept rice ₹39.50, order 40 kg),
    "सौदा पक्का। ₹39.5 ही सही। 40 किलो चावल भेज दीजिए।", "Deal pakki. ₹39.5 hi sahi. 40 kilo chawal bhej dijiye."."""
    prices = [f for f in reader.figs if f.kind == "price" and not f.role]
    if not prices:
        return
    cued = {}
    for c in reader.cues:
        if c.kinds:
            cued.setdefault(c.clause, []).append(c)
    named = {reader.clause_of[m.first] for m in reader.mentions}
    by_clause: dict[int, list] = {}
    for f in reader.figs:
        by_clause.setdefault(f.clause, []).append(f)
    added = False
    for f in prices:
        c = f.clause
        if c in cued or c in named or len(by_clause.get(c, ())) != 1:
            continue
        lo, hi = reader.clause_span[c]
        before = [k for k in range(lo, f.pos) if reader.tokens[k].kind in ("word", "num")]
        after = [k for k in range(f.end, hi) if reader.tokens[k].kind in ("word", "num")]
        if before and not (len(before) == 1 and reader._word(before[0]) in _AT and not after):
            continue  # (only "Deal! At ₹39.5.": "at" before a bare price after the deal words)
        words = tuple(reader._word(k) for k in after)
        while words and words[0] in _UNIT_BESIDE and words not in _CLOSINGS:
            words = words[1:]  # "₹176 tray hi sahi": the unit said with the price
        if words in _CLOSINGS and words:
            start = after[len(after) - len(words)]
            reader.cues.append(Cue(frozenset({"accept"}), start, after[-1] + 1, c, reader.chunk_of[start]))
            _empty_deal_word(reader, c - 1, cued, named, by_clause)
            added = True
        elif not words and not (before and after) and _empty_deal_word(reader, c - 1, cued, named, by_clause):
            reader.cues.append(Cue(frozenset({"accept"}), f.pos, f.end, c, reader.chunk_of[f.pos]))
            added = True
    if added:
        reader.cues.sort(key=lambda c: c.pos)


def _empty_deal_word(reader, clause: int, cued: dict, named: set, by_clause: dict) -> bool:
    """Empty the accept cue of ``clause`` when that sentence is only words of closing a deal ("Deal.", "सौदा पक्का।")
    with no goods and no figure; whether it was."""
    if clause < 0 or clause in named or by_clause.get(clause) or not cued.get(clause):
        return False
    if any(c.kinds != {"accept"} for c in cued[clause]):
        return False
    lo, hi = reader.clause_span[clause]
    if not all(reader._word(k) in _DEAL_WORDS for k in range(lo, hi) if reader.tokens[k].kind in ("word", "num")):
        return False
    for c in cued[clause]:
        c.kinds = frozenset()
    return True
