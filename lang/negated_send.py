"""Goods said not to be sent, beside other goods asked with their count: "Do NOT send sugar this week. Only 20 kg rice,
please.", "इस हफ़्ते चीनी मत भेजिए। सिर्फ़ 20 किलो चावल।", "Is hafte cheeni mat bhejna. Sirf 20 kilo chawal."
(a new user's trial, session 48, finding 3: the English was refused "what is 20 kg for?" while the Hindi and Hinglish
twins, each with a verb of sending after the goods, read as orders).

"Don't send" is a cancel word. With no order named, the cancel of the sugar stood alone beside a sentence of goods and
a count with no word of its own; beside a cancel the reader does not take such a line for an order ("cancel it too,
or send it?"), so its count was left over and the message refused — in every language once the second sentence had no
verb ("सिर्फ़ 20 किलो चावल।" was refused the same way); with a verb of sending the sugar was read as a refusal
(``lang.not_sent``), without one in a sentence of its own as a hold ("holds the goods back for now").

A shopkeeper reads the order of the goods counted and nothing for the goods not sent: no open order of them is named
(the cancel had nothing to cut), no price was quoted to refuse (the brief of session 48; the corpora's
"Don't send rice this time, send sugar: 25 kg @ ₹40", "आलू मत भेजो, प्याज़ भेजो — आधा क्विंटल", "Tamatar mat bhejna"
beside an order). ``negated_send`` empties such a cancel cue and sets its sentence aside as background.

When: a cancel cue holding a word of sending and a negation ("don't send", "do NOT send", "mat bhejna", "मत भेजिए",
"na bhejein"); its sentence names goods, no count or price of them, and no order ("from the order", "pending");
another sentence names other goods with a count, asking nothing but an order; and the message names no order or bill
id, no goods "instead" ("send 10 kg besan instead" cancels, ``lang.instead_of``), no quoted text, no "until" (a hold
with a condition: "Don't send the jaggery until I confirm") and no other request. Left alone: "Don't send sugar
this week." by itself, "O11 में चीनी मत भेजिए", "Don't send the 20 kg rice". Refused with the fix named: "Don't
send sugar, only 20 kg." (``no_item.of_what``: 20 kg of what?); "…, only rice." (``no_quantity.how_many``: how many kg of rice?).

Shape: ``negated_send(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); empties cues in
place, adds their sentences (or the part before the goods asked) to ``reader.background`` (``background_chunks``,
``taken``) and takes them out of ``reader.cancel_items``.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.clean import quoted_lines, quoted_spans
from lang.language import fold_words
from lang.not_sent import INSTEAD_WORDS as _INSTEAD, SEND_WORDS as _SEND
from lang.reader_parts import Cue
from lang.reasons import why
from lang.units import default_unit
from lang.second_thoughts import EITHER_OR as _EITHER_OR

__all__ = ["negated_send", "no_then_only"]

#: The words of "not" a negated send is said with ("don't send", "do not send", "mat bhejna", "मत भेजिए", "na bhejein").
_NOT = NEGATIONS | fold_words("not dont don't never mat मत na न nahi nahin नहीं")
#: Words naming an order the goods may be in ("from the order", "pending", "पिछले ऑर्डर में से"): a cut, left alone.
_ORDER = fold_words("order orders pending booking booked ऑर्डर बुकिंग")
#: Words of "only" that open the goods asked ("only 20 kg rice", "sirf 20 kilo", "बस 2 ट्रे").
_ONLY = fold_words("only just sirf sirph bas सिर्फ़ सिर्फ बस keval kewal केवल")
#: A hold with a condition ("until I confirm", "jab tak", "जब तक") or for later ("Don't send the sugar yet"): left
#: to the hold's reading.
_UNTIL = fold_words("until till jab जब yet")


def negated_send(reader) -> None:
    """Empty each cancel cue of goods said not to be sent beside an order of other goods (module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, cues, figs, mentions, clause_of, clause_span)."""
    cancels = [c for c in reader.cues if c.kinds == {"cancel"}]
    if not cancels or reader.order_ids or reader.bill_ids or not _INSTEAD.isdisjoint(reader._keys) or \
            not _UNTIL.isdisjoint(reader._keys) or any(c.kinds - {"order", "cancel"} for c in reader.cues):
        return
    raw = getattr(reader, "raw_text", "")
    if raw and (quoted_lines(raw)[0] or quoted_spans(raw)):
        return
    counted = {f.clause for f in reader.figs if f.kind in ("qty", "price", "bare", "badqty")}
    for c in cancels:
        words = [reader._word(k) for k in range(max(0, c.pos - 2), c.end)]
        if not any(reader.tokens[k].key in _SEND for k in range(c.pos, c.end)) or _NOT.isdisjoint(words):
            continue
        lo, hi = reader.clause_span[c.clause]
        own = [m for m in reader.mentions if reader.clause_of[m.first] == c.clause]
        cut = _rest_at(reader, c, own)  # "Don't send sugar, only 20 kg rice": the rest of the sentence is asked
        goods = {m.sku for m in own if m.first < cut}
        if not goods or None in goods or any(f.clause == c.clause and f.pos < cut for f in reader.figs if f.kind in (
                "qty", "price", "bare", "badqty")) or not _ORDER.isdisjoint(reader._word(k) for k in range(lo, hi)):
            continue
        asked = [d for d in counted if d != c.clause and not any(
            e.clause == d and e.kinds - {"order"} for e in reader.cues)]
        rest = {m.sku for m in own if m.first >= cut}
        others = {m.sku for m in reader.mentions if reader.clause_of[m.first] in asked} | rest
        only = any(reader._word(k) in _ONLY for k in range(cut, min(hi, cut + 2)))  # (", only rice": after the comma)
        count = next((f for f in reader.figs if f.clause == c.clause and f.pos >= cut and f.kind == "qty"), None)
        if only and count is not None and not others:  # "Don't send sugar, only 20 kg.": 20 kg of what?
            reader.refused_why = why("no_item.of_what", n=reader._fig_text(count))
            return
        if only and count is None and len(rest) == 1 and None not in rest and not (others - rest) and not rest & goods:
            item = reader.cat.by_sku(next(iter(rest)))  # "Don't send sugar this week, only rice.": how much rice?
            reader.refused_why = why("no_quantity.how_many", item=item.item, unit=default_unit(item))
            return
        if not others or None in others or others & goods or cut < hi and count is None and not (only and rest):
            continue
        if cut < hi and not only and not any("order" in e.kinds and e.clause == c.clause and e.pos >= cut
                                             for e in reader.cues):
            continue  # "Don't send onions; potatoes 20 kg": a list of goods not sent, or the potatoes wanted? (asked)
        quiet = {reader.chunk_of[m.first] for m in own if m.first < cut}
        if cut < hi and quiet & {reader.chunk_of[m.first] for m in own if m.first >= cut}:
            continue  # (one chunk holds both goods: which the "don't" is for is not said apart)
        c.kinds = frozenset()
        if (nor := _or_between(reader, c, own, cut)):  # "प्याज़ या आलू मत भेजना": neither of the two, no choice
            reader.nor_at = getattr(reader, "nor_at", set()) | nor  # (lang.either_guard)
            if getattr(reader, "either", None) == reader._clause_text(c.clause):
                reader.either = None  # (no "this or cancel": lang.second_thoughts)
        if cut >= hi:
            reader.background.add(c.clause)
        else:  # the words before the goods asked are no part of their plain list ("Don't send sugar now, only …")
            reader.background_chunks.update(quiet)
            reader.taken.update(range(lo, cut))
        reader.cancel_items.discard(c.clause)  # (its goods are cut from nothing: lang.compose)


def _rest_at(reader, cue, own) -> int:
    """Where the goods asked start in the cue's own sentence: the first token after the cue and after a mention of
    goods that is "only" / "just" / "sirf" / "bas" / "सिर्फ़" / "बस" or follows a comma or dash ("Don't send sugar,
    only 20 kg rice", "Do not send ghee — just 2 trays of eggs"); the sentence's end when there is none."""
    lo, hi = reader.clause_span[cue.clause]
    firsts = [m.first for m in own if m.first >= cue.end or m.first < cue.pos]
    start = max(cue.end, min(firsts, default=hi) + 1) if firsts else hi
    for k in range(start, hi):
        if reader._word(k) in _ONLY or reader.tokens[k].text in (",", "—", "–", "-", ";") and any(
                m.first > k for m in own):
            return k
    return hi


def _or_between(reader, cue, own, cut: int) -> set[int]:
    """The "or" / "ya" / "या" before the cue in its sentence, when each stands between two of the goods not sent ("Is
    baar pyaaz ya aloo mat bhejna": the two are listed, neither is sent); else none."""
    lo = reader.clause_span[cue.clause][0]
    firsts = [m.first for m in own if m.first < cut]
    ors = {k for k in range(lo, cue.pos) if reader._word(k) in _EITHER_OR}
    return ors if all(any(f < k for f in firsts) and any(k < f < cue.pos for f in firsts) for k in ors) else set()


def no_then_only(reader) -> None:
    """Goods said "no", then "only" other goods with their count in the same sentence: "No sugar this week, only 20 kg
    rice.", "इस हफ़्ते चीनी नहीं, सिर्फ़ 20 किलो चावल।", "Is hafte cheeni nahi, sirf 20 kilo chawal." ("No sugar
    this time; rice 20 kg." stays asked: refused too, or wanted?) The refusal's word had covered the rice and its count, and the message was refused ("a
    quantity with an acceptance or a refusal"). The goods after "only" are asked: an order word is set there,
    and the refusal in a sentence that orders is goods not ordered (``lang.but_refused``, as "Send 20 kg sugar and
    10 kg gud, not the salt this time" reads). Only in a message asking nothing else, naming no order, bill, price or
    quote. ``reader``: the MessageReader after its clause acts; ``reader.cues`` gains the order word."""
    rejects = [c for c in reader.cues if c.kinds == {"reject"}]
    if len(rejects) != 1 or any(c.kinds - {"order", "reject"} for c in reader.cues) or reader.order_ids or \
            reader.bill_ids or any(f.kind == "price" for f in reader.figs):
        return
    raw = getattr(reader, "raw_text", "")
    c = rejects[0]
    if raw and (quoted_lines(raw)[0] or quoted_spans(raw)) or any(d.clause == c.clause for d in reader.cues if d is not c):
        return
    lo, hi = reader.clause_span[c.clause]
    if _NOT.isdisjoint(reader._word(k) for k in range(c.pos, c.end)):
        return
    own = [m for m in reader.mentions if reader.clause_of[m.first] == c.clause]
    qty = [f.pos for f in reader.figs if f.clause == c.clause and f.kind in ("qty", "bare", "badqty")]
    first = min([m.first for m in own] + [hi])
    for k in range(max(c.end, first + 1), hi):
        if reader._word(k) in _ONLY:
            before, after = [m for m in own if m.first < k], [m for m in own if m.first > k]
            if before and after and None not in {m.sku for m in own} and not {m.sku for m in before} & {
                    m.sku for m in after} and qty and min(qty) > k and c.pos < k:
                reader.cues.append(Cue(frozenset({"order"}), k, k + 1, c.clause, reader.chunk_of[k]))
            return
