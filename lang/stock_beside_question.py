"""Stock told in the same sentence as a question after an order: "Please bataiye order O51 kab tak pahunchega, humare
paas sirf 2 packet atta bacha hai", "कृपया बताएँ कि ऑर्डर O31 कब तक पहुँचेगा; हमारे पास केवल 2 पैकेट आटा बचा है".
The shop says why it asks — what little it has left — and asks nothing of those goods. The stock's part of the
sentence (``lang.stock_told``'s "हमारे पास … बचा है", "humare paas … hai") was read as the delivery question's goods
("when will the 2 packets of atta come?", silently: fixer J of the thirtieth session, sealed holdout 16).

``stock_beside_question(reader, clause)`` gives the parts (chunks) of such a sentence that tell stock held in so many
words ("हमारे पास … है", "humare paas … hai", "we still have": ``lang.stock_told.stock_held``; or how little is
left, ``little_left``: "we have only 3 packets of atta left", "केवल 3 पैकेट आटा बचे हैं"; not "has O12 (the 40 kg rice)
left your godown?", which names the order's goods) and hold no intent word, when the sentence asks only after an order it names (its intent words are a delivery question's and
nothing else). ``ClauseChecksMixin._stock_chunks`` makes them context, as it does a background sentence's, and the
delivery question (``lang.delivery_asked``) does not carry their goods (``reader.stock_beside``). A sentence that
also orders ("O51 kab aayega, atta 2 packet bacha hai, 10 bag aur bhejo") or names no order, or a part that tells
the past ("kal 40 kg pyaaz manga tha": the order's goods) is left as it was.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.stock_told import stock_held

__all__ = ["stock_beside_question", "little_left"]

#: Words of what is left ("left", "bacha", "बचे") and of how little ("only", "sirf", "केवल"): "we have only 3 packets
#: of atta left", "sirf 3 packet atta bacha hai", "केवल 3 पैकेट आटा बचे हैं" tell the stock without "hamare paas"
#: (fixer M, s30: each was read as the goods of the delivery question beside it).
_LEFT = fold_words("left remaining bacha bachi bache bachha bachhe बचा बची बचे")
_ONLY = fold_words("only just sirf sirif bas keval kewal sirf केवल सिर्फ़ सिर्फ बस aakhri akhri last आख़िरी आखिरी")

_ASKS_AFTER = frozenset({"ask_delivery"})


def stock_beside_question(reader, clause: int, cues: list | None = None) -> set[int]:
    """The chunks of sentence ``clause`` of ``reader`` that tell stock beside a question after an order (module
    docstring); also added to ``reader.stock_beside``. ``cues``: the sentence's cues, in order, when the caller has
    them (``lang.clause_checks``, sentence by sentence), else read from ``reader.cues``."""
    if cues is None:
        cues = [c for c in reader.cues if c.clause == clause]
    if not cues or not all(c.kinds <= _ASKS_AFTER for c in cues) or not any(
            "ask_delivery" in c.kinds for c in cues) or not any(reader.clause_of[p] == clause for p, _ in reader.order_ids):
        return set()
    cued = {c.chunk for c in cues}
    out = {ch for ch, keys in reader._chunk_words(clause).items() if ch not in cued and (stock_held(keys) or little_left(
        keys))}
    if out:
        reader.stock_beside = getattr(reader, "stock_beside", set()) | out
    return out


def little_left(keys: list[str]) -> bool:
    """Words (folded keys) that tell how little of the goods is left: a word of how little and one of what is left
    ("we have only 3 packets of atta left", "sirf 3 packet atta bacha hai", "केवल 3 पैकेट आटा बचे हैं")."""
    return not set(keys).isdisjoint(_LEFT) and not set(keys).isdisjoint(_ONLY)
