"""The shop's own order said to come later, in a sentence apart from the goods: "From next week we'll need 10 trays
of eggs every Saturday. Will send the order on Friday.", "अगले हफ़्ते से हर शनिवार 10 ट्रे अंडे लगेंगे। ऑर्डर
शुक्रवार को भेजेंगे।", "Agle hafte se har Saturday 10 tray ande lagenge. Order Friday ko bhejenge."; "भाव के लिए
धन्यवाद। स्टॉक देखकर अगले हफ़्ते ऑर्डर देंगे।" under a quoted rate had agreed to it. The verb of
sending ("भेजेंगे", "bhejenge", "will send") was read as a request to send the goods named before it, which were
ordered now, silently (probes of fixer AM, session 33). A shopkeeper reads a promise: the order itself is to come.

``order_to_come`` empties the order cues of a clause that sends or confirms "the order" in the future with a later
time and nothing else: an order noun ("order", "ऑर्डर"), a future verb of sending or confirming ("bhejenge",
"भेजेंगे", "bhej denge"; English "will send", "'ll confirm", "shall place"), a word of a later time ("later", "next",
"tomorrow", "kal", "agle", "baad", a weekday: "Friday", "शुक्रवार"), and no "?", no "you" / "aap" / "आप" (a question
or a word to the supplier: "aap order Friday ko bhejenge?"), no figure and no order id in the clause. "Send 10
trays of eggs on Friday" (a request, no order noun) and "Will you send the order on Friday?" read as before.

Shape: ``order_to_come(reader)`` with the MessageReader after its clause acts; its ``cues`` change in place.
"""
from __future__ import annotations

from lang.act_words import WEEKDAYS
from lang.language import fold_words
from lang.later_orders import LATER

__all__ = ["order_to_come"]

_ORDER = fold_words("order ऑर्डर आर्डर")
#: Future verbs of sending or confirming the order ("bhejenge", "भेजेंगे"; "confirm karenge" ends in "karenge").
_SEND_LATER = fold_words("bhejenge bhejunga bhejungi bhejdenge भेजेंगे भेजूँगा भेजूंगा भेजूंगी भेजूँगी karenge करेंगे "
                         "denge dunga dungi देंगे दूँगा दूंगा")
#: English: the future before a verb of sending or confirming ("will send", "I'll confirm", "shall place").
_WILL = fold_words("will shall ill well we'll i'll")
_VERB = fold_words("send confirm place finalise finalize share")
#: A later time: the weekdays, beside ``lang.later_orders.LATER`` ("next", "later", "kal", "agle", "baad").
_WHEN = LATER | WEEKDAYS
#: Words to the supplier: a clause holding one asks or tells them, not the shop's own plan.
_YOU = fold_words("you your aap aapko aapka आप आपको आपका")


def order_to_come(reader) -> None:
    """Empty the order cues of a clause that promises the shop's order later (module docstring).

    ``reader``: the MessageReader after its clause acts (tokens, clause_span, cues). Examples: "Will send the order
    on Friday." / "ऑर्डर शुक्रवार को भेजेंगे।" / "Order Friday ko bhejenge." order nothing; "Send 10 trays of eggs
    on Friday." orders the eggs as before.
    """
    if _ORDER.isdisjoint(reader._keys) or _WHEN.isdisjoint(reader._keys) or (
            _SEND_LATER.isdisjoint(reader._keys) and _WILL.isdisjoint(reader._keys)):
        return
    done: dict[int, bool] = {}
    for c in reader.cues:
        if c.kinds != {"order"} and not (c.kinds == {"offer"} and reader.tokens[c.pos].key in _SEND_LATER):
            continue  # (an order noun or verb; "denge" after "ऑर्डर" gives the order, offers no price)
        if c.clause not in done:
            done[c.clause] = _promised(reader, c.clause)
        if done[c.clause]:
            c.kinds = frozenset()


def _promised(reader, clause: int) -> bool:
    """Whether ``clause`` promises the order later: order noun, future send, later time; no ?, you, figure or id."""
    lo, hi = reader.clause_span[clause]
    words, toks = [], reader.tokens
    if any(reader._sym(k) == "?" for k in range(lo, min(reader.n, hi + 1))):
        return False  # (a question)
    for k in range(lo, min(reader.n, hi)):
        t = toks[k]
        if t.kind == "word":
            words.append(t.key)
        elif t.kind != "sym" and any(ch.isdigit() for ch in t.text):
            return False  # (a figure or an id: not the bare promise)
    if _ORDER.isdisjoint(words) or _WHEN.isdisjoint(words) or not _YOU.isdisjoint(words):
        return False
    if any(w in _SEND_LATER for w in words):
        return True
    return any(w in _WILL and any(v in _VERB for v in words[n + 1:n + 3]) for n, w in enumerate(words))
