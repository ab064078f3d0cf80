"""Free goods of a company scheme, told beside a request, are no goods asked (session 52, probes52_pt t3015, t3025,
t3027): "Send 10 peti Parle-G. If the company scheme gives 1 peti free, good; if not, no problem.", "कंपनी की स्कीम में
1 पेटी फ़्री मिले तो अच्छा", "Sharma ji got Amul ghee at ₹520, and they threw in a free 100 g butter with every 5
litres", "हर 10 पर 1 बोतल फ़्री", "har 10 pe 1 bottle free". The free count had been read as a second count of the goods
ordered ("biscuits: 10 case or 1 case?") or as the butter's ("5 l does not convert to butter"). A shopkeeper reads a
scheme: what the company gives away is the company's, and the desk sells none of it.

When: a sentence holds a word of free ("free", "फ़्री", "muft", "मुफ़्त") that is no free delivery (no word of
delivery or transport within two words of it), no word asking goods to be sent or given ("send", "give", "add",
"bhejo", "भेज", "dijiye", "दीजिए", "de do") and no question, while another sentence holds a request. Then its
counts leave, its cues are emptied and its goods are context (``reader.background_chunks``). "Send 10 peti and
give 1 peti free" (a free peti asked) and "free delivery above 25 kg" (``lang.delivery_threshold``) read as before.

Shape: ``free_goods(reader)`` with the MessageReader after its clause acts (``lang.beside_an_order``); changes
``reader.cues``, ``reader.figs`` and ``reader.background_chunks`` in place. Linear in the tokens.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["free_goods"]

_FREE = fold_words("free fri muft mufat फ़्री फ्री मुफ़्त मुफ्त")
#: Free delivery or transport is a term, not goods (``lang.delivery_threshold``, ``lang.terms_condition``).
_CARRIAGE = fold_words("delivery deliveries dilivri dilevery डिलीवरी डिलिवरी transport transportation cartage "
                       "shipping home gaadi गाड़ी bhada bhaada भाड़ा")
#: Words that ask goods sent or given: a free peti asked is the writer's ask, read as before.
_ASKS = fold_words("send give add include bhejo bhejiye bhejna bhej bhejdo dijiye dijie dena do dedo daal daalna "
                   "dalna भेजो भेजिए भेजना भेज दीजिए दीजिये देना दो डाल डालना please pls plz")


def free_named(reader, m) -> bool:
    """The goods mention ``m`` is what a word of free is said of: "free" within three words of it."""
    return any(reader._word(k) in _FREE for k in range(m.first - 4, m.last + 4))


def free_goods(reader) -> None:
    """Set aside the sentences telling a scheme's free goods beside a request (module docstring)."""
    if _FREE.isdisjoint(reader._keys):
        return
    said = clause_words(reader)
    free = set()
    for clause, words in said.items():
        act = reader.acts.get(clause)
        if _FREE.isdisjoint(words) or not _ASKS.isdisjoint(words) or act is not None and act.question:
            continue
        at = [n for n, w in enumerate(words) if w in _FREE]
        if any(w in _CARRIAGE for n in at for w in words[max(0, n - 2):n + 3]):
            continue
        free.add(clause)
    if not free or not any(c.kinds - {"neutral"} and c.clause not in free for c in reader.cues):
        return
    chunks = {reader.chunk_of[k] for k in range(reader.n) if reader.clause_of[k] in free}
    for c in reader.cues:
        if c.clause in free:
            c.kinds = frozenset()
    reader.figs = [f for f in reader.figs if f.clause not in free]
    reader.mentions = [m for m in reader.mentions if reader.clause_of[m.first] not in free or not free_named(
        reader, m)]  # (the free goods are no referent: "… a free 100 g butter … Give it to us at ₹525": the ghee)
    reader.background_chunks = set(reader.background_chunks) | chunks
