"""A struck-out price with a new one after it, ticked or okayed on its line, is the supplier's revised price agreed:
"- **Ghee**: ~~₹560~~ **₹540** litre ✅", "**Sugar** ~~₹43~~ ₹41 — ✅ ok", "**चीनी** ~~₹43~~ ₹41 — ✅ ठीक",
"Gud: ~~₹52~~ **₹54** per kg ✅" under "Seth ji has agreed to your counter". The acts stage reads a price written
after a struck-out one as the shop's own counter ("Masoor ~~₹86~~ → **₹80** please": an offer, ``lang.apply_acts``);
with a tick or an "ok" after it on the same line the shop says yes to the new price, and the two cues together had
refused the message ("both agreed and offered for ghee").

``struck_agreed`` empties that offer cue when, after the new price and before the line's end, an accept cue stands
(a tick ✅ ✔ ☑ or a word of agreeing: ok, fine, ठीक, theek, agreed, मंज़ूर) and nothing else on the line offers or
asks: "**Jaggery** ₹62 — ❌ too high, will ₹57 do?" keeps its offer, and so does "Masoor ~~₹86~~ → **₹80** ok?"
(a question: the new price asked) and "~~₹45~~ ₹42, ok?". The strike before a tick is the supplier's old price;
the gold carries the accept at the new price ("Decided" in tests/corpus_chat/README.md: an accept carries the price
its own words name).

Linear in the tokens of the struck lines.
"""
from __future__ import annotations

__all__ = ["struck_agreed"]

#: Symbols that ask ("₹80 ok?"): the new price is put as a question, an offer.
_ASKS = frozenset(("?", "？"))
#: Kinds a cue on the line may have besides: an accept, or a rate word that only names the price ("~~₹45~~ **₹42**
#: (your revised rate) ✅").
_NAMES_A_RATE = frozenset(("accept", "ask_quote_weak"))


def struck_agreed(reader) -> None:
    """Empty the offer cue after a struck-out price's new price when an accept follows it on its line (module
    docstring). ``reader``: the MessageReader after its clause acts (tokens, figs, cues)."""
    toks, n = reader.tokens, reader.n
    if not reader.cues:
        return
    for f in reader.figs:
        if f.kind != "price" or not reader._after_struck(f.pos):
            continue
        at = min(f.end, n - 1)
        offer = next((c for c in reader.cues if c.kinds == {"offer"} and c.pos == at and c.end == at + 1), None)
        if offer is None:
            continue
        end = next((k for k in range(f.end, n) if toks[k].kind == "nl"), n)
        if any(toks[k].kind == "sym" and toks[k].text in _ASKS for k in range(f.end, end)):
            continue
        on_line = [c for c in reader.cues if c is not offer and f.end <= c.pos < end]
        if any(c.kinds == {"accept"} for c in on_line) and not any(c.kinds - _NAMES_A_RATE for c in on_line):
            offer.kinds = frozenset()

