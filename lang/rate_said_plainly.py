"""A rate asked in plain words, in a sentence of its own beside an order: "Send two trays of eggs and a dozen bananas.
What's paneer today?" (holdout50 v039), "For tomorrow please send 60 packets milk. And what's paneer now?"
(holdout132 d7030), "Can you send 10 litres of refined oil by tomorrow morning? Also let me know the ghee rate."
(holdout64 k2016), "Send 2 trays of eggs. Tell me the paneer rate.", "2 ट्रे अंडे भेजो। पनीर आज क्या है?", "2 tray ande
bhejo. Paneer aaj kya hai?".

Alone, "What's paneer today?" and "Let me know the ghee rate." ask the rate (a weak rate ask, or no intent word and
goods only: READING.md's default). Beside an order the weak ask gives way and the order's word had reached the goods
of the other sentence: "how many packets of paneer?" — while the Hindi and Hinglish of the same mails ("आज पनीर क्या
भाव है?", "ghee ka rate bhi bata dena") were read. A shopkeeper answers the order and tells the rate.

Two forms, each in a sentence (clause) that names goods, holds no figure, no negation and no other intent word:

- **what is it today**: a question whose words are only a word of "what" ("what", "what's", "kya", "क्या"), a word of
  now ("today", "now", "aaj", "abhi", "आज", "अभी"), the goods' names and small words ("is", "the", "and", "hai",
  "है", "aur", "और", "ka", "का"): an ask of the goods' rate (a cue added);
- **tell me the rate**: a weak rate ask ("rate", "price") with an English word of telling the writer ("let me know",
  "tell", "share", "inform"; not "whether", "included", "GST"): the rate asked (the weak cue made a plain one).

Not "What's paneer?" (no now: a question about the goods), not "What is the paneer for today's order?" (other words),
not "What's paneer today, ₹70?" (a figure: a price asked back), not "let me know the ghee rate, we will take 10 litres"
(another intent word in the sentence).

Shape: ``rate_said_plainly(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); its ``cues``
change in place.
"""
from __future__ import annotations

from lang.language import fold_words, tokenize
from lang.reader_parts import Cue

__all__ = ["rate_said_plainly"]

#: Words of "what".
_WHAT = fold_words("what whats kya क्या")
#: Words of now.
_NOW = fold_words("today now todays aaj abhi आज अभी")
#: The small words a "what is it today" sentence may hold besides them and the goods.
_SMALL = fold_words("is s the and also so ji bhai bhaiya sir hai है aur और bhi भी ka ke ki का के की to तो re")
#: Words of telling the writer, in English ("let me know", "tell us", "share"; the Hindi "bata dena", "बता दीजिए"
#: beside a rate word already ask it, and "बता रहा था" tells what someone said).
_TELL = frozenset({"know", "tell", "share", "inform"})  # (compared as written: folded, "tell" is "तेल", oil)
#: Words that make "tell"/"know" something other than the rate asked ("tell me whether GST is included").
_NOT_RATE = fold_words("whether if included including gst tax taxes why")
_WEAK = frozenset({"ask_quote_weak"})
#: The keys ``tokenize`` gives every way of writing a word of ``_TELL`` in any case ("Tell", "KNOW"): a message none
#: of whose word keys is one holds no such word (speed: one set test, not a scan lowering every word).
_TELL_KEYS = frozenset(tokenize(variant)[0].key for w in _TELL for variant in (
    "".join(c.upper() if bit >> k & 1 else c for k, c in enumerate(w)) for bit in range(1 << len(w))))


def rate_said_plainly(reader) -> None:
    """Read the rate asked in a sentence of its own beside an order (module docstring). Linear in the message."""
    if not reader.mentions or _WHAT.isdisjoint(reader._keys) and (_TELL_KEYS.isdisjoint(reader._keys) or not any(
            t.text.lower() in _TELL for t in reader.tokens if t.kind == "word")):
        return
    named: dict[int, set[int]] = {}
    for m in reader.mentions:
        if m.sku is not None:
            named.setdefault(reader.clause_of[m.first], set()).update(range(m.first, m.last))
    figured = {f.clause for f in reader.figs if f.kind != "hint"}
    cued: dict[int, list] = {}
    for c in reader.cues:
        if c.kinds:
            cued.setdefault(c.clause, []).append(c)
    for clause, goods in named.items():
        act = reader.acts.get(clause)
        if clause in figured or act is None or act.negative or act.condition:
            continue
        lo, hi = reader.clause_span[clause]
        words = [k for k in range(lo, hi) if reader.tokens[k].kind == "word"]
        keys = {reader.tokens[k].key for k in words}
        written = {reader.tokens[k].text.lower() for k in words if reader.tokens[k].text.isascii()}
        cues = cued.get(clause, [])
        if not cues and act.question and keys & _WHAT and keys & _NOW and all(
                k in goods or reader.tokens[k].key in _WHAT | _NOW | _SMALL for k in words):
            k = next(k for k in words if reader.tokens[k].key in _WHAT)
            reader.cues.append(Cue(frozenset({"ask_quote"}), k, k + 1, clause, reader.chunk_of[k]))
        elif cues and all(c.kinds == _WEAK for c in cues) and written & _TELL and keys.isdisjoint(_NOT_RATE):
            for c in cues:
                c.kinds = frozenset({"ask_quote"})
