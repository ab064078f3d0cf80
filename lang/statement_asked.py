"""A statement of account asked over a list of bills is one bill question, not one a bill (session 38, fixer DB, on
corpus_holdout137; issue 10): "कृपया 20 अक्टूबर – 18 नवंबर का **खाते का स्टेटमेंट** भेजिए, जिसमें हमारे सारे बिल हों: ⏎
- B3 (1 नवंबर को चुकाया) ⏎ - B9 ⏎ - B10 …", "please … **khate ka statement** bhejiye, jismein humare saare bill hon:
⏎ - B3 …" (hi/hl-i7045: the corpus's note reads "one ask_bill with no single bill id; the listed bill ids are its
contents"). Each listed id had been asked for apart, five bills sent where one statement was asked.

When: a bill question's cue on a word of a statement ("statement", "स्टेटमेंट", "ledger", "लेजर"), at least two bill
ids, each on a list line of its own ("- B9", "1. B9"), and no goods or order named. Then the ids are the statement's
contents: they leave ``reader.bill_ids``, and a payment told on their lines ("B3 (1 नवंबर को चुकाया)") asks nothing.
"Please send B9 and B10." (no statement) and "Send the statement. Also B9 is wrong." (an id not listed) read as
before.

Shape: ``statement_asked(reader)`` with the MessageReader after its clause acts (run from ``lang.asked_or_kept``);
changes ``reader.bill_ids`` and ``reader.cues``.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["statement_asked"]

_STATEMENT = fold_words("statement statements स्टेटमेंट ledger लेजर")
_BULLETS = ("-", "*", "•", "–")


def statement_asked(reader) -> None:
    """Read a statement asked over listed bills as one bill question with no id (module docstring). ``reader``: the
    MessageReader after its clause acts. "Please send the statement of account: ⏎ - B9 ⏎ - B10" asks one bill
    question; "खाते का स्टेटमेंट भेजिए: ⏎ - B9 ⏎ - B10" and "khate ka statement bhejiye: ⏎ - B9 ⏎ - B10" the same."""
    if len({i for _, i in reader.bill_ids}) < 2 or _STATEMENT.isdisjoint(reader._keys) or reader.mentions \
            or reader.order_ids:
        return
    toks = reader.tokens
    if not any("ask_bill" in c.kinds and any(toks[k].key in _STATEMENT for k in range(c.pos, c.end) if toks[k].kind
                                              == "word") for c in reader.cues):
        return
    lines = [_line_start(toks, p) for p, _ in reader.bill_ids]
    if any(s is None for s in lines):
        return
    listed = {reader.clause_of[p] for p, _ in reader.bill_ids}
    reader.bill_ids = []
    reader.cues = [c for c in reader.cues if not (c.clause in listed and c.kinds <= {"pay", "neutral"})]


def _line_start(toks, p: int) -> int | None:
    """The token opening the list line the id at ``p`` stands on (a bullet or "1."), else None."""
    j = p - 1
    while j >= 0 and toks[j].kind != "nl":
        j -= 1
    first = j + 1
    while first < p and toks[first].kind == "sym" and toks[first].text in ("*",):
        first += 1  # ("**B5:**" bold)
    t = toks[first] if first < len(toks) else None
    if t is None:
        return None
    if t.kind == "sym" and t.text in _BULLETS or t.kind == "num" and first + 1 < len(toks) and toks[first + 1].text \
            in (".", ")"):
        after = [k for k in range(first + 1, p) if toks[k].kind == "word" or toks[k].kind == "num" and k > first + 1]
        return first if not after else None  # the id first on its line ("- B9", "1. B9"), not "- paid B9"
    return None
