"""A bill said to charge for goods that did not come: "But B17 shows 5 kg rice we never got – please check", "B17 में 5
किलो चावल लिखा है जो हमें मिला ही नहीं – देख लीजिए", "But in B23 one peti of Maggi has been put in twice, do check",
"B6 shows 6 trays of eggs — we only got 4. Please check.", "B36 में मक्खन के 50 पैकेट लगे हैं, हमें 30 ही मिले।" The
bill is disputed. These had been refused "what about B17?" beside a payment of another bill (or read the goods as an
order or a refusal, which only the id check stopped): no cue of the cue stage says "dispute" in them.

``bill_short`` sets a dispute cue at such a bill's id when its sentence has:

- a mark of goods short or charged twice: "never got / never received / never came", "only got / only received",
  "got only", "सिर्फ़ 10 मिलीं" / "sirf 10 mili",
  "twice", "double", "दो बार" / "do baar", "मिला ही नहीं" / "mila hi nahi", "नहीं मिला" / "nahi mila", "30 ही मिले" /
  "30 hi mile"; and (session 53) "mili sirf 8 peti", "delivery sirf 10 litre ki hui" / "डिलीवरी सिर्फ़ 10 लीटर की
  हुई", "billed 40 packets …, but we received 30" (only a count and its units after "received"), "142 litre lagaya
  hai, baat 132 ki hui thi" / "बात 132 की हुई थी" (charged, and the deal said);
- and a word asking it checked ("check", "dekh lena", "देख लीजिए", "जाँच"; in its sentence or the next) or one
  saying what the bill shows ("shows", "लिखा है", "लगे हैं" / "lage hain", "charged", "billed");
- goods named (not "We only got B17 today, will check it": the bill itself came late);
- no word of paying, and no cue of its own but the words of that mark ("put in twice": "put"; "mila hi nahi":
  "nahi") — a sentence that asks something else ("… and send 10 more") is left to the rest of the reader.

The figures of that sentence are then the dispute's facts (``lang.verify``: a dispute's sentence tells what was
wrong). Shape: ``bill_short(reader)`` with the MessageReader after its clause acts; it adds cues, removes the cues
of the mark, and returns nothing.
"""
from __future__ import annotations

from lang.bill_checked import CHECK_WORDS, PAYING_WORDS
from lang.clause_words import clause_words
from lang.language import fold, fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)
from lang.units import UNIT_WORDS

__all__ = ["bill_short"]

#: Words asking a bill checked or looked at.
_CHECK = CHECK_WORDS | fold_words("dekh dekhiye dekhna dekhlo देख देखिए देखना देखें")
#: Words saying what a bill shows or charges.
_SHOWS = fold_words("shows showing written charged charges billed includes likha likhe likhi लिखा लिखे लिखी laga lage "
                    "lagi lagaya lagaye lagayi lagai लगा लगे लगी लगाया लगाए लगाई लगायी chadh chadha chadhi चढ़ चढ़ा चढ़ी")
#: Words that make a mark alone ("twice", "double", "दो बार" is two words: ``_TWO`` then ``_TIMES``).
_ALONE = fold_words("twice double")
_TWO, _TIMES = fold_words("do दो"), fold_words("baar bar बार")
#: "never got", "only received": the first word, then a word of goods coming within two words.
_NEVER_ONLY = fold_words("never only")
_GOT = fold_words("got received came come get receive")
#: "mila hi nahi", "नहीं मिला", "30 ही मिले": a word of goods coming and "nahi" / "hi" beside it.
_MILA = fold_words("mila mili mile मिला मिली मिलीं मिले aaya aayi aaye आया आई आईं आए")
_NAHI = fold_words("nahi nahin नहीं नही")
_HI = fold("hi")
#: "sirf 10 mili", "सिर्फ़ 10 मिलीं", "we got only 10": a word of only beside the word of goods coming.
_ONLY = fold_words("only sirf सिर्फ़ सिर्फ")
#: "ki hui", "की हुई": the delivery done (after a word of only), the deal made (after "baat").
_HUI = fold_words("hui hua हुई हुआ")
_BUT = fold_words("but par lekin पर लेकिन")
_BAAT = fold_words("baat बात")
#: What may follow "but we received" to the sentence's end beside its count and units ("… we received 30.", "… 200 kg
#: (10 bags of 20)"); any other word ("but we received it late") leaves the sentence as it was read.
_COUNTED = fold_words("of only bags bag")
#: Cue words that may stand inside the mark or name the bill's writing ("put in twice"), removed with the mark.
_MARK_CUES = fold_words("put daal dala dale डाल डाला डाले") | _NAHI


def _marks(keys: list[str]) -> list[int]:
    """Indexes into ``keys`` (one sentence's word keys) of the words of a mark of goods short or charged twice."""
    out: list[int] = []
    for k, w in enumerate(keys):
        if w in _ALONE:
            out.append(k)
        elif w in _TWO and k + 1 < len(keys) and keys[k + 1] in _TIMES:
            out += [k, k + 1]
        elif w in _NEVER_ONLY and any(x in _GOT for x in keys[k + 1:k + 3]):
            out.append(k)
        elif w in _GOT and k + 1 < len(keys) and keys[k + 1] in _ONLY:
            out.append(k + 1)  # "but we got only 10"
        elif w in _MILA and any(x in _ONLY for x in keys[max(0, k - 3):k] + keys[k + 1:k + 3]):
            out.append(k)  # "हमें सिर्फ़ 10 मिलीं", "humein sirf 10 mili", "mili sirf 8 peti"
        elif w in _HUI and any(x in _ONLY for x in keys[max(0, k - 4):k]):
            out.append(k)  # "delivery sirf 10 litre ki hui", "डिलीवरी सिर्फ़ 10 लीटर की हुई" (session 53)
        elif w in _GOT and any(x in _BUT for x in keys[max(0, k - 3):k]) and not _SHOWS.isdisjoint(keys[:k]) and all(
                x in UNIT_WORDS or x in _COUNTED for x in keys[k + 1:]):
            out.append(k)  # "you have billed 40 packets of paneer, but we received 30" (session 53)
        elif w in _BAAT and not _HUI.isdisjoint(keys[k + 1:k + 4]) and not _SHOWS.isdisjoint(keys[:k]):
            out.append(k)  # "B4 me 142 litre lagaya hai, baat 132 ki hui thi": charged, not what was agreed
        elif w in _MILA and (any(x in _NAHI for x in keys[max(0, k - 2):k + 3]) or k and keys[k - 1] == _HI):
            out += [j for j in range(max(0, k - 2), min(len(keys), k + 3)) if keys[j] in _NAHI or keys[j] == _HI] + [k]
    return out


def bill_short(reader) -> None:
    """Set a dispute cue at each bill id whose sentence says it charges for goods short or twice (module docstring).
    ``reader``: the MessageReader after its clause acts (bill_ids, cues, tokens, clause_of, chunk_of)."""
    if not reader.bill_ids:
        return
    words = clause_words(reader)
    done: set[int] = set()
    id_clauses = {reader.clause_of[p] for p, _ in reader.bill_ids + reader.order_ids}
    goods, disputed = None, {}
    for pos, _ in reader.bill_ids:
        clause = reader.clause_of[pos]
        if clause in done:
            continue  # (each sentence once: linear in the message)
        done.add(clause)
        keys = words.get(clause, [])
        if not _marks(keys) or not PAYING_WORDS.isdisjoint(keys):
            continue
        asked = not _CHECK.isdisjoint(keys) or not _CHECK.isdisjoint(words.get(clause + 1, ())) and (
            clause + 1 not in id_clauses)
        if not asked and _SHOWS.isdisjoint(keys):
            continue
        if goods is None:  # the sentences naming goods, and the cues by sentence (once a message)
            goods = {reader.clause_of[m.first] for m in reader.mentions}
            by_clause: dict[int, list] = {}
            for c in reader.cues:
                by_clause.setdefault(c.clause, []).append(c)
        if clause not in goods:
            continue  # no goods named: "We only got B17 today, will check it" (the bill itself came late)
        own = [c for c in by_clause.get(clause, ()) if c.kinds]
        if any(c.kinds - {"dispute"} and not all(reader._word(k) in _MARK_CUES for k in range(c.pos, c.end) if
                                                 reader.tokens[k].kind == "word") for c in own):
            continue  # the sentence asks something else ("… and send 10 more")
        if any("dispute" in c.kinds for c in own):
            continue
        disputed[clause] = _Cue(frozenset({"dispute"}), pos, pos + 1, clause, reader.chunk_of[pos])
    if disputed:
        reader.cues = sorted([c for c in reader.cues if c.clause not in disputed] + list(disputed.values()),
                             key=lambda c: c.pos)
