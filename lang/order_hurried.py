"""An order asked brought by a time: "O8 का मक्खन कल सुबह 8 बजे तक पहुँचा देना", "O8 ka makhan kal subah 8 baje tak
pahuncha dena", "Please deliver the butter of O8 by 8 am tomorrow", "O8 kal tak pahuncha dena", "Please make sure O8
reaches us by tomorrow morning". The shop reminds the supplier of an order placed: an ``ask_delivery`` of that order
(with the goods it names, as "O8 ka makhan kab aayega?" is read). These had been read as a new order of the butter
and refused "how many packets of butter?" — an invitation to order it a second time — or refused "no item" (session
31, a new user's trial).

``order_hurried`` turns the order cues into ``ask_delivery`` cues (or sets one at the id when none stands and the
words say "reach") when the message names one order and no bill, states no count or price, every request word is one
of bringing ("deliver", "pahuncha dena", "पहुँचा देना", "reach"), a word of a time it is wanted by stands in it
("by", "tak", "तक", "jaldi"), no word moves or holds the delivery ("rok dijiye", "टाल दीजिए", "aage badha", "instead",
"before", "after", a negation: "O14 सोमवार तक रोक दीजिए" is refused as before), and any goods named stand in the
sentence of the id. "O8 mein 5 kilo
makhan aur pahuncha dena" (a count) and "Deliver 10 packets butter tomorrow" (no order named) read as before.
Shape: ``order_hurried(reader)`` with the MessageReader after its clause acts; it changes ``reader.cues``.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["order_hurried"]

#: The words a request to bring an order may be said in ("pahuncha dena", "please deliver", "पहुँचा दीजिए").
_BRING = fold_words("deliver delivered pahuncha pahunchaa pahunchana pahunchaiye pahunchayiye pahuncha पहुँचा पहुंचा "
                    "पहुँचाना पहुंचाना पहुँचाइए पहुंचाइए dena dena dijiye dijie do dein denge please kindly pls plz "
                    "देना दीजिए दीजिये दो दें देंगे reach reaches make sure ensure")
#: Words of a time the order is wanted by (a deadline: "by", "tak", "तक", "jaldi"; not "on Friday", a new day).
_TIME = fold_words("by tak jaldi soon asap तक जल्दी")
#: The verbs of bringing, one of which the request must hold ("dena" alone is any giving).
_BRING_VERB = fold_words("deliver pahuncha pahunchaa pahunchana pahunchaiye pahunchayiye पहुँचा पहुंचा पहुँचाना पहुंचाना "
                         "पहुँचाइए पहुंचाइए reach reaches")
#: Words of holding or moving a delivery ("rok dijiye", "टाल दीजिए", "aage badha dijiye", "instead of tomorrow",
#: "not before Monday", "after 4 pm"): a delivery moved, which this does not read.
_MOVED = fold_words("rok roko रोक roke tal taal टाल badha badhaa बढ़ा aage आगे postpone delay hold instead before after "
                    "baad बाद pehle पहले band बंद shut closed") | NEGATIONS
_REACH = fold_words("reach reaches reached pahunche pahunch पहुँचे पहुंचे")


def order_hurried(reader) -> None:
    """Read a request to bring a named order by a time as a delivery question (module docstring). ``reader``: the
    MessageReader after its clause acts (order_ids, bill_ids, figs, cues, mentions, clause_of)."""
    if len({i for _, i in reader.order_ids}) != 1 or reader.bill_ids or _TIME.isdisjoint(reader._keys) or (
            _BRING_VERB.isdisjoint(reader._keys) or not _MOVED.isdisjoint(reader._keys)):
        return
    if any(f.kind in ("qty", "price", "bare", "badqty") for f in reader.figs):
        return
    pos = reader.order_ids[0][0]
    clause = reader.clause_of[pos]
    if any(reader.clause_of[m.first] != clause for m in reader.mentions):
        return
    if any(c.kinds != {"order"} or not all(reader._word(k) in _BRING for k in range(c.pos, c.end)
                                           if reader.tokens[k].kind == "word") for c in reader.cues):
        return
    if reader.cues:
        reader.cues = [_Cue(frozenset({"ask_delivery"}), c.pos, c.end, c.clause, c.chunk) for c in reader.cues]
    elif not _REACH.isdisjoint(reader._keys):  # "Please make sure O8 reaches us by tomorrow morning"
        reader.cues = [_Cue(frozenset({"ask_delivery"}), pos, pos + 1, clause, reader.chunk_of[pos])]
