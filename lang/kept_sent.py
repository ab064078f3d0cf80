"""Goods "sent" with no count right after other goods are cut from an order: what is left on that order is kept,
nothing new is ordered. "आज जो आलू मँगाए थे वो रद्द कर दीजिए, अब ज़रूरत नहीं है। प्याज़ भेज दीजिए।", "Aaj jo aloo
mangwaye the woh cancel kar dijiye. Pyaz bhej dijiye." (a new user's trial, session 36: the onions were on the same
order), "O16 tomato cancel pls. … onion aloo send", "O9 में मैगी कैंसल। … कोक ठीक है भेजो" (holdout130 b7046, b7019:
gold, the cut only). A shopkeeper cuts the potatoes and sends the rest of the order as booked. The reader had read a
new order of onions with no count and refused it (``no_quantity``: how many kg of onion?), and a writer who followed
that hint ("… 20 किलो प्याज़ भेज दीजिए") ordered the onions a second time.

``kept_sent`` drops the goods and the order (and "ok") cues of a sentence or chunk that sends goods (an order cue and no other
act), names no count, price or figure (in it or after it in its sentence), no order id of its own and no word of adding ("also", "more", "new", "extra",
"instead", "bhi", "और भी", "नया", "jagah", "अलग से"), when another sentence or chunk, before or after it, cancels other goods (a cancel cue and an
item, not an order named by its goods: "Cancel the paneer order. Send bread." is left as it was, refused as
before). A counted send stays a new order ("O14 से चीनी हटा दो, 10 किलो गुड़ भेज दो": holdout golds), as does a send of
the goods cut ("cancel the potatoes, send the potatoes next week"). "Send the onions, cancel the potatoes." keeps too.

With an order id named ("O16 tomato cancel pls. … onion aloo send") it is refused instead
(``ambiguous_intent.kept_or_new``: already on that order — then leave the line out — or a new order — then write
how much?): read, the cut acts on O16 at once, and holdout130's golds give such a cut the order's own quantity (15
kg of tomato, a figure the text never states), so the reading could never match them; without an id the desk asks
which order before it cuts anything, as it does for the English "… Keep the onions."

A send that says its goods are the rest ("Order O12 mein se cheeni cancel kar do, baaki chawal aur dal bhej dena", "O12
में से चीनी कैंसिल कर दीजिए, बाकी चावल और दाल भेज दीजिए": session 53, SILENT; a new user's trial had them refused as a
new order of rice with no count) is kept even with the order named and goods left ambiguous ("dal"): the writer said
they are the order's rest, so only the cut is read.

Shape: ``kept_sent(reader)`` → None, with the MessageReader after its clause acts (cues, mentions, figs, clause_of,
chunk_of, order_ids); ``reader.cues`` and ``reader.mentions`` changed in place. Linear in the tokens.
"""
from __future__ import annotations

from lang.clause_words import chunk_words
from lang.kept_lines import kept_chunks
from lang.language import fold_words
from lang.reasons import why

__all__ = ["kept_sent"]

#: Acts a sending sentence may hold and still only keep its goods ("coke ok send", "कोक ठीक है भेजो").
_SEND_ACTS = frozenset({"order", "accept"})
#: Words of adding to, or replacing in, an order: such a send orders ("send onions too", "उसकी जगह प्याज़ भेज दो").
_ADDING = fold_words("also too more extra additional additionally new another separately separate instead add plus "
                     "bhi भी zyada ज़्यादा ज्यादा naya nayi naye नया नई नए alag अलग jagah जगह badle बदले jod jodo जोड़ "
                     "जोड़ो jodna जोड़ना dobara दोबारा phir फिर again")
#: "order" words: right after the goods cancelled (maybe with "ka"/"wala" between) they name a whole order.
_ORDER = fold_words("order orders ऑर्डर आर्डर ओर्डर")
#: Words saying the goods sent are the rest of the order: "baaki chawal aur dal bhej dena", "बाकी चावल और दाल भेज दीजिए".
_REST = fold_words("baaki baki baaqi बाकी बाक़ी rest remaining")
_OF = fold_words("ka ki ke का की के wala wale wali वाला वाले वाली")


def _names_order(reader, m) -> bool:
    """Whether mention ``m`` names an order ("the paneer order", "पनीर का ऑर्डर", "atta wala order")."""
    k = m.last
    while reader._word(k) in _OF:
        k += 1
    return reader._word(k) in _ORDER


def kept_sent(reader) -> None:
    """Drop an uncounted send of goods after goods cut from an order (module docstring). ``reader``: the
    MessageReader after its clause acts. "आलू रद्द कर दीजिए, प्याज़ भेज दीजिए।" → the potato cancel only; "Cancel the
    potatoes from O26, send onions." → the same; "Aloo cancel karo, 20 kilo pyaz bhejo" → as before (an order)."""
    if getattr(reader, "refused_why", None) is not None or len(reader.mentions) < 2:
        return
    cut_at = {c.chunk for c in reader.cues if "cancel" in c.kinds}
    if not cut_at or not any("order" in c.kinds and c.chunk not in cut_at for c in reader.cues):
        return
    chunk_of = reader.chunk_of
    cut = [m for m in reader.mentions if chunk_of[m.first] in cut_at]
    cut_skus = {m.sku for m in cut if m.sku}
    if not cut_skus or any(_names_order(reader, m) for m in cut):
        return
    by_chunk: dict[int, list] = {}
    for c in reader.cues:
        by_chunk.setdefault(c.chunk, []).append(c)
    figured = {(f.clause, chunk_of[f.pos]) for f in reader.figs}  # "प्याज़ भेजो — आधा क्विंटल": the count after a dash
    ids_at = {chunk_of[p] for p, _ in reader.order_ids}
    words = chunk_words(reader)
    kept, rest = set(), set()
    for chunk, cues in by_chunk.items():
        clause = cues[0].clause
        if chunk in cut_at or chunk in ids_at or any(c == clause and k >= chunk for c, k in figured):
            continue
        if not any("order" in c.kinds for c in cues) or not all(c.kinds <= _SEND_ACTS for c in cues):
            continue
        if not _ADDING.isdisjoint(words.get(chunk, ())):
            continue
        run = [chunk]  # the chunk and those before it with no act of their own ("baaki chawal | aur dal bhej dena")
        while run[-1] - 1 >= 0 and run[-1] - 1 not in by_chunk:
            run.append(run[-1] - 1)
        k = chunk + 1  # and those after it in its sentence ("send the rest, suji and besan")
        while k not in by_chunk and any(chunk_of[m.first] == k and reader.clause_of[m.first] == clause
                                        for m in reader.mentions):
            run.append(k)
            k += 1
        skus = {m.sku for m in reader.mentions if chunk_of[m.first] in run}
        if any(not _REST.isdisjoint(words.get(k, ())) for k in run) and skus and cut_skus.isdisjoint(skus):
            rest.update(run)  # "baaki chawal aur dal bhej dena": the rest of the order, said so (dal too)
            continue
        skus = {m.sku for m in reader.mentions if chunk_of[m.first] == chunk}
        if skus and None not in skus and cut_skus.isdisjoint(skus):
            kept.add(chunk)
    if kept:
        kept -= kept_chunks(reader)[0]  # "… सिर्फ़ टमाटर हटाइए, आलू आने दीजिए": kept already (lang.kept_lines)
    if rest:
        reader.cues = [c for c in reader.cues if c.chunk not in rest]
        reader.mentions = [m for m in reader.mentions if chunk_of[m.first] not in rest]
    if kept and reader.order_ids:  # an order named: asked, not read (module docstring)
        first = min(kept)
        items = ", ".join(dict.fromkeys(reader.cat.by_sku(m.sku).item for m in reader.mentions if chunk_of[m.first] == first))
        reader.refused_why = why("ambiguous_intent.kept_or_new", text=reader._clause_text(reader.clause_of[
            next(m.first for m in reader.mentions if chunk_of[m.first] == first)]), items=items)
    elif kept:
        reader.cues = [c for c in reader.cues if c.chunk not in kept]
        reader.mentions = [m for m in reader.mentions if chunk_of[m.first] not in kept]
