"""Goods of an order singled out after the question when it comes, with no verb of their own (session 46, helper RA;
holdout120 a8011, holdout150 z77030): "O3 कब तक पहुँचेगा? ख़ासकर 10 सर्फ़ एक्सेल, हमारे पास ख़त्म है।", "O3 kab tak
pahunchega? Khaaskar 10 Surf Excel, stock khatam hai.", "क्या O7 आपके गोदाम से निकल गया? मुझे ख़ासकर 5 लीटर घी की
चिंता है". The English twins ("Especially the 10 Surf Excel, we are out of it.") were read; in Hindi and Hinglish the
stock told beside the goods made their sentence background, or the goods were left with no request ("what is 5 लीटर
for?"), and the delivery question carried the order alone, silently. A shopkeeper reads the goods as the part of the
order most wanted: the delivery question carries them with their count (the corpus README: an ask_delivery that names
an order carries the goods it names with their quantity). ``lang.goods_of_order`` reads the same with a verb of
needing ("We especially need the 10 Surf Excel").

When: the message names one order and no bill; a sentence asks after it (an ``ask_delivery`` cue); the next clause
holds a word of singling out ("ख़ासकर", "khaaskar", "khaas kar", "ख़ास तौर पर", "especially") and, in its phrase after
that word, one goods with a count; and no cue of its own. Then the clause asks after the delivery at that word, naming the order there (as
``lang.goods_of_order`` does), and its figures are its own again if it had been made background.

Shape: ``especially_asked(reader)`` with the MessageReader after its clause acts; changes ``reader.cues``,
``reader.figs``, ``reader.background`` and ``reader.order_ids`` in place.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["especially_asked"]

_ESPECIALLY = fold_words("especially specially particularly khaaskar khaskar khasakar ख़ासकर खासकर visheshkar विशेषकर")
_KHAAS = fold_words("khaas khas ख़ास खास")
_KAR = fold_words("kar कर taur तौर tor")


def especially_asked(reader) -> None:
    """Ask after the goods singled out beside a delivery question (module docstring)."""
    ids = {i for _, i in reader.order_ids}
    if len(ids) != 1 or reader.bill_ids or _ESPECIALLY.isdisjoint(reader._keys) and _KHAAS.isdisjoint(reader._keys):
        return
    asked = [c.clause for c in reader.cues if c.kinds == {"ask_delivery"}]
    if not asked or any(c.kinds - {"ask_delivery", "order_ref", "neutral"} for c in reader.cues if c.kinds):
        return
    (ident,) = ids
    clause = min(asked) + 1
    if clause not in reader.clause_span or any(c.clause == clause and c.kinds for c in reader.cues):
        return
    lo, hi = reader.clause_span[clause]
    at = next((k for k in range(lo, hi) if reader._word(k) in _ESPECIALLY or reader._word(k) in _KHAAS and
               reader._word(k + 1) in _KAR), None)
    end = next((k for k in range(at, hi) if reader.tokens[k].kind == "sym" and reader.tokens[k].text in ",;:—–"), hi)
    goods = [m for m in reader.mentions if at < m.first < end and m.sku]  # (its own phrase: not "modak banana", to make)
    if at is None or len({m.sku for m in goods}) != 1 or goods[0].first < at:
        return
    figs = [f for f in reader.found_figs if f.clause == clause and at < f.pos < goods[0].first + 1]
    if len(figs) != 1 or figs[0].kind not in ("qty", "bare"):
        return
    if clause in reader.background:
        reader.background = set(reader.background) - {clause}
        if getattr(reader, "background_chunks", None):
            reader.background_chunks = set(reader.background_chunks) - {reader.chunk_of[k] for k in range(lo, hi)}
    if not any(f is figs[0] for f in reader.figs):
        reader.figs = sorted(list(reader.figs) + [figs[0]], key=lambda f: f.pos)
    if figs[0].kind == "bare" and figs[0].end == goods[0].first:
        figs[0].kind = "qty"  # "ख़ासकर 10 सर्फ़ एक्सेल": the count of the goods
    reader.cues.append(Cue(frozenset({"ask_delivery"}), at, at + 1, clause, reader.chunk_of[at]))
    reader.cues.sort(key=lambda c: c.pos)
    if all(reader.clause_of[p] != clause for p, _ in reader.order_ids):
        reader.order_ids = sorted(reader.order_ids + [(at, ident)])
