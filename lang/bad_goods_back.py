"""Bad goods of a bill, asked replaced or taken back: "Send replacement for the 4 leaking mustard oil bottles on B43",
"B43 की 4 टपकती सरसों तेल की बोतलों के बदले नई भेजिए", "B43 ki 4 leak wali sarson tel ki bottles ke badle nayi
bhejo", "Please arrange a pickup for the 6 expired curd packets from bill B20", "The rice in B50 was full of stones –
please take it back", "सर, बिल B35 के 5 लीटर घी से बदबू आ रही है। कृपया बदल दीजिए।" The bill is disputed (the desk's
way with goods that came bad); the goods are the dispute's facts, not an order. These had been read as an order of
the goods (4 bottles of mustard oil sent again, and paid for) that only the id check ("what about B43?") stopped.

``bad_goods_back`` sets a dispute cue at such a bill's id, and takes away the order cues of its sentence, when:

- the bill's sentence names one item, once (and no other id), with a word of a fault ("leaking", "expired",
  "stones", "बदबू", "खट्टे", "सड़े", "kharab", "broken", "stale"), and its counts stand by that item or the bill (not
  "B50 ke chawal kharab the, wapas le jao aur 20 kilo naya chawal bhejo": new rice ordered too);
- that sentence, or the next one when it names no goods and no id ("कृपया बदल दीजिए।"), asks it replaced or taken
  back ("replacement", "replace", "pickup", "take it back", "return", "wapas", "वापस", "बदले", "बदल दीजिए");
- and those sentences ask nothing but that (their cues are orders: "send", "arrange", "भेजिए", "दीजिए").

Shape: ``bad_goods_back(reader)`` with the MessageReader after its clause acts; it changes ``reader.cues``.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["bad_goods_back", "FAULT_WORDS"]

#: Words of goods that came bad.
_FAULT = fold_words("leaking leak leaked leaky expired stale rotten spoiled spoilt damaged broken torn stones stone "
                    "fungus smell smelling sour टपकती टपकते लीक expiry एक्सपायर kankad kankar कंकड़ badbu बदबू khatte "
                    "khatta खट्टे खट्टा sade sada सड़े सड़ा kharab kharaab खराब ख़राब toota toote tute टूटा टूटे fata fate "
                    "फटा फटे baasi बासी phaphoond फफूंद")
#: The same words, for the passes that must not set aside a sentence telling goods came bad (``lang.past_ids``).
FAULT_WORDS = _FAULT
#: Words asking goods replaced or taken back.
_BACK = fold_words("replacement replace replaced exchange pickup pick return wapas vapas वापस badle बदले badal badlo "
                   "badliye बदल बदलो बदलिए badalwa बदलवा")
#: "take it back", "take them back": "back" after "take" (a word of taking back on its own: "back" alone is not).
_TAKE, _BACK_WORD = fold_words("take"), fold_words("back")


def _asks_back(keys: list[str]) -> bool:
    """The sentence's word keys ask goods replaced or taken back."""
    return not _BACK.isdisjoint(keys) or any(a in _TAKE and b in _BACK_WORD for a, b in zip(keys, keys[2:])) or any(
        a in _TAKE and b in _BACK_WORD for a, b in zip(keys, keys[1:]))


def bad_goods_back(reader) -> None:
    """Set a dispute cue at each bill whose bad goods are asked replaced or taken back (module docstring)."""
    if not reader.bill_ids or _FAULT.isdisjoint(reader._keys):
        return
    words = clause_words(reader)
    ids_in: dict[int, set] = {}
    for p, ident in reader.bill_ids + reader.order_ids:
        ids_in.setdefault(reader.clause_of[p], set()).add(ident)
    goods: dict[int, set] = {}
    mentioned: dict[int, list] = {}
    for m in reader.mentions:
        goods.setdefault(reader.clause_of[m.first], set()).add(m.sku)
        mentioned.setdefault(reader.clause_of[m.first], []).append(m.first)
    cued: dict[int, list] = {}
    for c in reader.cues:
        cued.setdefault(c.clause, []).append(c)
    disputed: dict[int, object] = {}
    asked: set[int] = set()
    for p, ident in reader.bill_ids:
        clause = reader.clause_of[p]
        keys = words.get(clause, [])
        if clause in disputed or len(ids_in[clause]) != 1 or len(goods.get(clause, ())) != 1 or _FAULT.isdisjoint(keys):
            continue
        nxt = clause + 1
        while nxt < clause + 4 and nxt in reader.clause_span and not words.get(nxt):
            nxt += 1  # (blank lines between: "| B85 | पनीर | 4 पैकेट खट्टे |\n\nकृपया बदल दीजिए।")
        if _asks_back(keys):
            used = {clause}
        elif _asks_back(words.get(nxt, [])) and nxt not in ids_in and nxt not in goods:
            used = {clause, nxt}
        else:
            continue
        if any(c.kinds - {"order", "neutral"} for u in used for c in cued.get(u, ())):
            continue  # the sentence asks something else
        if len(mentioned[clause]) != 1 or any(f.clause in used and f.kind != "hint" and reader.chunk_of[f.pos] not in (
                reader.chunk_of[mentioned[clause][0]], reader.chunk_of[p]) for f in reader.figs):
            continue  # goods named twice, or a count apart from them: "B50 ke chawal kharab the, wapas le jao aur 20
            # kilo naya chawal bhejo" orders new rice too
        disputed[clause] = _Cue(frozenset({"dispute"}), p, p + 1, clause, reader.chunk_of[p])
        asked |= used
    if disputed:
        reader.cues = sorted([c for c in reader.cues if c.clause not in asked] + list(disputed.values()),
                             key=lambda c: c.pos)
