"""An order named for the van it comes on, beside a new order to travel with it (part of the verify stage,
``lang.verify``, through ``lang.past_ids``; fixer FD of the forty-second session): "Please send the 12 litres of desi
ghee, with the O1 van if that's possible.", "12 लीटर देसी घी भेज दीजिए, हो सके तो O1 वाली गाड़ी के साथ।", "12 litre
desi ghee bhej dijiye, ho sake toh O1 wali gaadi ke saath." (holdout141 m7010). The reader read the order and asked
what O1 was for ("what about O1?"). A shopkeeper reads a new order that should travel on O1's van: the goods are not
put in O1 (the writer's gold), and nothing is asked of O1.

``on_its_van(reader, pos, intents)`` is true for the order id at token ``pos`` when a word of a vehicle ("van",
"gaadi", "गाड़ी", "truck", "tempo") follows it (after "wali" / "वाली" / "wala" / "ka" at most), its sentence (to the
nearest ".", "!", "?", "।", ";" or a line's end) holds a word of sending and no negation, no question mark and no
word of goods faulted or short; and the reading has an order and no order or cancellation that carries an order id.
("O1 van never came" asks after it; "Add 5 kg sugar to O1, same van" joins it.)

Shape: ``on_its_van(reader, pos, intents) -> bool``; ``reader``: the MessageReader once its intents are composed.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.stock_from_order import sentence_words, FAULT, NOT

__all__ = ["on_its_van"]

_VEHICLE = fold_words("van vans gaadi gadi gaddi गाड़ी गाडी truck tempo vehicle lorry")
_OF = fold_words("wali wala wale vali vala वाली वाला वाले ka ki ke का की के")
_SENDING = fold_words("send sent dispatch deliver ship bhej bhejo bhejiye bhejna bhejdo भेज भेजो भेजिए भेजना भेजें")


def on_its_van(reader, pos: int, intents: list) -> bool:
    """The order id at token ``pos`` names the van a new order should travel on (module docstring)."""
    toks = reader.tokens
    if not toks[pos].text.upper().startswith("O") or not any(i.kind == "order" for i in intents) or any(
            i.order_id for i in intents if i.kind in ("order", "cancel")):
        return False
    after = [reader._word(j) for j in range(pos + 1, min(reader.n, pos + 6)) if toks[j].kind == "word"][:2]
    if not after or not (after[0] in _VEHICLE or after[0] in _OF and after[1:] and after[1] in _VEHICLE):
        return False
    words = sentence_words(reader, pos)
    return words is not None and not words.isdisjoint(_SENDING) and words.isdisjoint(FAULT) and words.isdisjoint(NOT)
