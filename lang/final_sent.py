"""A price said "final" beside goods asked sent: "Send 40 packets of besan, ₹54 per packet final.", "Besan ₹26 per
packet final. 40 packet bhej do." (trial 34, B22), "बेसन ₹26 प्रति पैकेट फ़ाइनल। 40 पैकेट भेज दीजिए।" The English and
Hinglish had read an offer of 40 packets at the price — which the supplier's desk may answer by accepting, booking
nothing (the shop believes it ordered) — and the Hindi was refused as an offer and an order at once. The corpus README
reads a request to send goods with a count and a price as an order at that price ("Send 20 kg aloo @ ₹24/kg"; the
desk sells at it or refuses a price below its own, naming its own); only a question or a condition naming a price is
an offer. "final" says the price is firm; it asks nothing. So the three languages read one order at the price.

``final_sent(reader)`` (run by ``lang.after_acts``) drops each offer cue that is only a word of "final" ("final",
"final rate", "फ़ाइनल", "aakhri") when its sentence, or the next, has an order cue with a word of sending ("send", "bhej", "भेज"; not "20 packet
chahiye", "50 kg उठा लेंगे": a price and a need are an offer in the corpora's golds), "final" asks nothing made
("final kar do": an offer); neither sentence is a question,
holds a word of "if" or another offer or accept cue; and the message has no accept cue and no "otherwise"/"warna"/
"nahi to" (a price held out against a refusal). Read as before: "Refined oil ₹125 a kilo, final." (no order: an
offer), "₹38.50 rice, 2 quintal, final offer." (no word of sending), "Theek hai, sarson ka tel ₹132 litre final. 20
litre bhej do." (an agreement to the quoted price, then an order), "Rice ₹38 final. Otherwise leave it.", "Maggi ₹12
final? Theek hai, 100 packet bhejo" (``lang.final_asked``).
``reader``: the MessageReader after its clause acts (cues, acts, clause_of).
"""
from __future__ import annotations

from lang.act_words import FINAL, OTHERWISE
from lang.clause_words import clause_words
from lang.language import fold_phrase, fold_words

__all__ = ["final_sent"]

#: The phrases of an offer cue that only say "final".
_FINAL_SAID = FINAL | frozenset(" ".join(fold_phrase(p)) for p in (
    "final rate", "final price", "final bhav", "final bhaav", "फ़ाइनल रेट", "फाइनल रेट", "फ़ाइनल भाव", "फाइनल भाव",
    "aakhri", "आख़िरी", "आखिरी"))
_IF = fold_words("if agar अगर yadi यदि")
#: Words of sending in the order cue: a count said needed or to be taken ("20 packet chahiye", "50 kg उठा लेंगे",
#: "20 लीटर लेंगे") beside a final price is an offer in the corpora's golds.
_SEND = fold_words("send sent bhej bhejo bhejiye bhejie bhejna bhejdo bhejdijiye भेज भेजो भेजिए भेजिये भेजना deliver "
                   "dispatch")
#: Words right after "final" that ask the supplier to make the price final ("₹42 final kar do", "final karo"): an offer.
_MAKE = fold_words("kar karo kardo karna kijiye kijie karein karen कर करो कीजिए करें करना")
_NOT, _THEN = fold_words("nahi nahin नहीं"), fold_words("to toh तो")


def final_sent(reader) -> None:
    """Drop the "final" offer cues beside goods asked sent (module docstring); in place on ``reader.cues``."""
    finals = [c for c in reader.cues if c.kinds == {"offer"} and reader._phrase(c) in _FINAL_SAID]
    if not finals or any("accept" in c.kinds for c in reader.cues) or not OTHERWISE.isdisjoint(reader._keys):
        return
    words = clause_words(reader)
    if any(w in _NOT and nxt in _THEN for ws in words.values() for w, nxt in zip(ws, ws[1:])):
        return  # "Chawal ₹38 final. Nahi toh rehne do."
    orders = {c.clause for c in reader.cues if "order" in c.kinds and any(reader._word(k) in _SEND for k in range(
        c.pos, c.end))}
    drop = []
    for c in finals:
        sent = c.clause if c.clause in orders else c.clause + 1 if c.clause + 1 in orders else None
        if sent is None or reader._word(c.end) in _MAKE:
            continue
        both = {c.clause, sent}
        if any(getattr(reader.acts.get(k), "question", False) or not _IF.isdisjoint(words.get(k, ())) for k in both):
            continue
        if any(o is not c and o.clause in both and o.kinds & {"offer", "accept"} for o in reader.cues):
            continue
        if sent == c.clause:
            drop.append(c)
        else:  # "Besan ₹26 per packet final. 40 packet bhej do.": the price's sentence is the order's, sent after it
            c.kinds = type(c.kinds)({"order"})
    if drop:
        reader.cues = [c for c in reader.cues if not any(c is d for d in drop)]
