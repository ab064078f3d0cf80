"""The old rate asked for again: "Toor dal ₹150 now? Give it at the old ₹138", "Purane ₹138 mein hi do", "पुराने ₹138
में ही दो". "Old" before a price makes it a reference ("the old ₹140, now ₹132") — except when the price is what the
sentence asks to be given at; then it is the shop's own offer. The ₹150 said back had been read as the offer (breaker
AH, silently: the supplier's raise taken as ours). ``old_rate_offered`` (run by ``lang.after_acts``) refuses such
a message when another price would be read instead.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why
from lang.rates_in_turn import old_rates_listed

#: Words of "old" that make a price a reference.
OLD = fold_words("old purana purane purani पुराना पुराने पुरानी")
#: Words asking the goods be given or kept at a price, right before or after it.
_GIVE = fold_words("give keep do send bhejo bhej de do dijiye dijie dedo rakho rakhiye lagao दो दीजिए दें भेजो भेजिए "
                   "रखो रखिए लगाओ लगाइए")
_HI = fold_words("hi ही mein में me pe पे par पर")


def old_rate_asked(before: list[str], after: list[str]) -> bool:
    """True when a price whose reference word is only "old" (``before``: up to three words before it in its sentence,
    folded) is asked for: a word of giving among the words before it, or among the first three after it past
    "mein"/"hi" (``after``: up to three words after it)."""
    if OLD.isdisjoint(before):
        return False
    return not _GIVE.isdisjoint(before) or any(w in _GIVE for w in after[:3] if w not in _HI)


def old_rate_offered(reader) -> None:
    """Refuse (``ambiguous_intent.conflict``: two prices) a message that asks for an old price (module docstring)
    beside a new price of its own ("Toor dal ₹150 now? Give it at the old ₹138": the ₹150 had been the offer).
    ``reader`` is the MessageReader after its clause acts (tokens, figs, reference_at; the old price is among the
    references, out of ``figs``)."""
    if OLD.isdisjoint(reader._keys) or _GIVE.isdisjoint(reader._keys) or not reader.reference_at:
        return
    if not any(f.kind == "price" and not f.role for f in reader.figs):
        return  # (no other price to be read instead)
    toks = reader.tokens
    for pos in sorted(reader.reference_at):
        before = _words(toks, pos, -1, 5)
        end = next((j for j in range(pos + 1, min(len(toks), pos + 3)) if toks[j].kind != "num"), pos + 1)
        if OLD.isdisjoint(before[-3:]) or old_rates_listed(reader, pos):  # lang.rates_in_turn: "rate wahi purana
            continue  # ₹40 aur ₹22", "at the old rates, ₹40 and ₹22": one each, asked again
        if old_rate_asked(before, _words(toks, end, 1, 3)):
            reader.refused_why = why("ambiguous_intent.conflict", text=reader._clause_text(reader.clause_of[pos]))
            return


def _words(toks: list, at: int, step: int, k: int) -> list[str]:
    """Up to ``k`` word keys from token ``at`` going ``step`` (-1: before it, in text order), within the sentence."""
    out, j = [], at + (step if step < 0 else 0)
    while 0 <= j < len(toks) and len(out) < k and not (toks[j].kind == "sym" and toks[j].text in ".?!।;"):
        if toks[j].kind == "word":
            out.append(toks[j].key)
        j += step
    return out[::-1] if step < 0 else out
