"""Goods agreed to as "the rest", beside goods refused: "you're too costly on paneer 😅 the rest is fine!", "पनीर तो
बहुत महँगा बोल दिया 😅 बाकी सब ठीक है!", "paneer toh bahut mehenga bol diya 😅 baaki sab theek hai!", "No paneer.
Everything else ok." (breaker AR, p8018), and "Paneer nahi. Baaki bhej do, 10-10 packet." (had ordered 10
paneer), with or without the quote (with none, only "the rest" sent is refused: "rest is fine" beside a change
keeps an order as it is); and "The above is fine but sugar at Rs 40" (p8003: sugar had been accepted at ₹40, rice
dropped) is ``ambiguous_item.by_place``. The paneer was refused and the rest dropped (silently): nothing names
them, and the quoted lines they point at are not read as the reply's goods. ``the_rest`` refuses such a message with
``ambiguous_item.the_rest`` (which goods? name them), in the writer's language. A sentence that names its goods ("the
rest of the rice is fine") or says nothing is agreed ("baaki order same rahega") is left alone, and so is one with no
quoted goods left over ("we don't need sugar this week. Rest is fine.": the rest of an order, kept), or under a
quoted order ("> Confirming your order O18: …" then "Make the paneer 2 kg instead of 4, rest is ok").
"""
from __future__ import annotations

import re

from lang.clean import quoted_lines, quoted_spans
from lang.language import fold
from lang.reasons import why

__all__ = ["the_rest"]

#: Words that point at the goods not named: "the rest", "others", "everything else", "baaki sab", "बाकी".
_REST = frozenset(fold(w) for w in "rest remaining others else baaki baki baqi बाकी बाक़ी".split())
#: Words that point at the quoted goods as a whole ("The above is fine but sugar at Rs 40", "ऊपर वाला ठीक है, पर चीनी
#: ₹40 में"): beside goods named with a price of their own, which goods are agreed is not said.
_ABOVE = frozenset(fold(w) for w in "above upar uppar ऊपर".split())
#: A quoted order ("> Confirming your order O18: …"): "rest is ok" beside a change keeps the rest of the order.
_ORDER_NAMED = re.compile(r"(?i)\bO\s?\d+\b|\border\b|ऑर्डर")
#: Words beside "above" / "upar" that make it the quoted lines ("the above", "above rates", "upar wala", "ऊपर लिखे"),
#: not a comparison ("above what works for us").
_ABOVE_NEAR = frozenset(fold(w) for w in "the rates prices items quote list wala wale wali waala likha likhe diya diye "
                        "वाला वाले वाली लिखा लिखे दिया दिए".split())
_UNITS = frozenset(fold(w) for w in "packet packets kg kilo piece pieces पैकेट किलो bag bags bori".split())
_NOT_BEFORE = frozenset(fold(w) for w in "anything something nothing".split())  # "if you need anything else"
#: With no quote, only these point at goods sent ("Baaki bhej do"); "others", "else" are too loose there.
_REST_ALONE = frozenset(fold(w) for w in "rest remaining baaki baki baqi बाकी बाक़ी".split())
_NOT_AFTER = frozenset(fold(w) for w in "assured of".split())  # "rest assured"; "the rest of the rice"


def the_rest(reader) -> None:
    """Set ``reader.refused_why`` (``ambiguous_item.the_rest``) when a sentence that agrees names no goods and points
    at "the rest" (module docstring). ``reader``: the MessageReader after its clause acts (tokens, cues, mentions)."""
    if _REST.isdisjoint(reader._keys) and _ABOVE.isdisjoint(reader._keys) or not reader.mentions or getattr(
            reader, "refused_why", None) is not None:
        return
    raw = getattr(reader, "raw_text", "")
    quoted = (quoted_lines(raw)[0] or quoted_spans(raw)) if raw else ""
    if quoted and not _ORDER_NAMED.search(quoted) and {m.sku for m in reader.matcher.find(quoted)} - {
            m.sku for m in reader.mentions}:
        rest = _REST
        agreeing = {c.chunk for c in reader.cues if c.kinds & {"accept", "order"}}  # ("Baaki bhej do": the rest sent)
    elif not quoted and not reader.order_ids and not reader.bill_ids and not _ORDER_NAMED.search(reader.text):
        rest = _REST_ALONE
        agreeing = {c.chunk for c in reader.cues if "order" in c.kinds}  # "Paneer nahi. Baaki bhej do": of what?
    else:
        return  # a quoted order, or no goods left over: "we don't need sugar this week. Rest is fine." keeps the order
    above = {c.clause for c in reader.cues if "accept" in c.kinds} if any(
        f.kind == "price" for f in reader.figs) else set()  # "the above" beside a price of the reply's own
    named = {reader.chunk_of[m.first] for m in reader.mentions}
    toks = reader.tokens
    words = [k for k, t in enumerate(toks) if t.kind == "word"]
    for z, a, b in zip([None] + words, words, words[1:] + [None]):
        chunk = reader.chunk_of[a]
        near = {toks[z].key if z is not None else "", toks[b].key if b is not None else ""}
        if (toks[a].key in rest and chunk in agreeing and chunk not in named or toks[a].key in _ABOVE and
                reader.clause_of[a] in above and not near.isdisjoint(_ABOVE_NEAR)) and (
                b is None or toks[b].key not in _NOT_AFTER) and (z is None or toks[z].key not in _NOT_BEFORE) and not (
                b == a + 1 and toks[b].key in _UNITS):  # "बाकी पैकेट भेज दें": the rest of the goods named
            lo, hi = reader.clause_span[reader.clause_of[a]]
            text = reader.text[toks[lo].start:toks[hi - 1].end].strip().strip(".!?।").strip()
            key = "ambiguous_item.the_rest" if toks[a].key in _REST else "ambiguous_item.by_place"
            reader.refused_why = why(key, text=text)
            return
