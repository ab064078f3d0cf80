"""Goods wanted as extra, said with no verb (REASON54, the walk of session 53): "O9 confirm karo, aur 5 kilo besan
extra", "Confirm O9, and 5 kg besan extra.", "O9 कन्फर्म करो, और 5 किलो बेसन एक्स्ट्रा / अतिरिक्त".

A shopkeeper reads an order of 5 kg besan: in chat "5 kilo besan extra" is "send 5 kilo besan more". The reader had
found no word of what to do with the besan and asked ("send, price or cancel?").

But "extra" is more often a complaint's word ("5 kg extra sugar we never received", "₹100 extra", "charged extra"),
so only a chunk that says nothing else counts: every word of it is the goods' name, a count (digits) and its unit,
"extra" (एक्स्ट्रा, अतिरिक्त) and words of joining or asking ("and", "aur", "also", "bhi", "please", "chahiye", "ji");
at least one count in digits right by the goods; no intent word; no bill id and no figure of money in the chunk.
"we got 5 kg sugar extra" (another word), "B108 has 5 kg extra" (a bill) and "₹5 extra" read as before.

Shape: ``extra_wanted(reader, cues)`` → the ``Cue`` list of such order words to add (one per chunk, at "extra");
``reader``: the MessageReader finding its cues (tokens, item_tokens, chunk_of, clause_of, bill_ids), ``cues``: the
cues found so far.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue
from lang.units import UNIT_WORDS

__all__ = ["extra_wanted"]

_EXTRA = fold_words("extra एक्स्ट्रा अतिरिक्त ekstra")
_FILLERS = fold_words("and aur also bhi please pls plz kindly chahiye ji bhai more और भी कृपया चाहिए जी भाई")


def extra_wanted(reader, cues: list) -> list:
    """Order words for chunks that want goods as extra and say nothing else (module docstring)."""
    toks = reader.tokens
    if _EXTRA.isdisjoint(reader._keys):
        return []
    cued = {c.chunk for c in cues}
    billed = {reader.chunk_of[p] for p, _ in reader.bill_ids}
    out = []
    for k, t in enumerate(toks):
        if t.kind != "word" or t.key not in _EXTRA or k in reader.item_tokens:
            continue
        chunk = reader.chunk_of[k]
        if chunk in cued or chunk in billed:
            continue
        span = [j for j in range(len(toks)) if reader.chunk_of[j] == chunk and toks[j].kind != "nl"]
        if not any(j in reader.item_tokens for j in span):
            continue
        ok, counted = True, False
        for j in span:
            tj = toks[j]
            if tj.kind == "num":
                after = j + 1 + (reader._word(j + 1) in UNIT_WORDS)
                counted = counted or after in reader.item_tokens or j - 1 in reader.item_tokens
            elif tj.kind == "word":
                ok = j in reader.item_tokens or tj.key in _EXTRA or tj.key in _FILLERS or (
                    tj.key in UNIT_WORDS and j > 0 and toks[j - 1].kind == "num")
            elif tj.text not in (",", ".", "!", "🙏"):
                ok = False  # ("₹5 extra": money)
            if not ok:
                break
        if ok and counted:
            cued.add(chunk)
            out.append(Cue(frozenset({"order"}), k, k + 1, reader.clause_of[k], chunk))
    return out
