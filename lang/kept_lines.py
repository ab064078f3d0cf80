"""Lines a cut from an order keeps (stage 5, ``lang.compose``): a chunk that says its goods stay ("keep the haldi",
"chawal rehne do", "बिस्किट रहने दो", "moong as is", "दूध जैसा है") — and, since session 34's trial, one that lets its
goods come: "Remove only the curd from order O1; let the milk come.", "Order O2 se sirf Parle-G hata do, Maggi aane
do.", "ऑर्डर O4 से सिर्फ़ टमाटर हटाइए, आलू आने दीजिए।", "From O4 remove the curd; the milk can come.", "On O6, cancel
only the poha and keep the salt coming." The reader had cut the goods let come (the milk, the Maggi), or both lines,
so the van brought the goods the shop asked removed; or, for "सिर्फ़"/"only" beside a cut word other than "cancel",
read the "only" as a keep and refused the message (no_intent). A shopkeeper cuts the one item and lets the rest come.

Read here: a chunk's "let … come" ("let" within four words before "come"), "can/may (still) come", "keep … coming"
(by "keep"), "aane do / aane dijiye / aane dena / आने दो / आने दीजिए / आने दें" keeps its goods; "only"/"sirf"/"सिर्फ़"
is a cut's reach, not a keep, when its chunk holds the cut said in cut words (``_CUT_SAID``: "cancel", "remove",
"drop", "hata do", "हटाइए", "निकाल दो" …) and its sentence names the order cut ("Cancel only the paneer in O53",
"O53 में से सिर्फ़ पनीर हटा दीजिए"; not "10 की जगह सिर्फ़ 7 लीटर आया", nor "Cancel O1. Actually, cancel only the
sugar": narrowing a whole cancel). "Cancel the rice from O4, it did not come" still cuts the rice.

Shape: ``kept_chunks(reader)`` → (chunks kept, chunks "as is"), sets of chunk numbers, found once per message.
"""
from __future__ import annotations

from lang.language import fold, fold_words

__all__ = ["kept_chunks", "KEEP_WORDS", "KEEP_PHRASES"]

#: Words that keep a chunk's goods beside a cut ("only"/"sirf" unless a cut's reach; see the module docstring); not
#: "bas"/"बस" (just): "बस O48 में से 1 ट्रे अंडे कम कर दीजिए" cuts the eggs.
KEEP_WORDS = fold_words("keep keeps stays remain remains rehne rahne रहने still baaki baki बाक़ी बाकी only sirf सिर्फ़ "
                        "सिर्फ")
_ONLY = fold_words("only sirf सिर्फ़ सिर्फ")
#: "बाकी"/"baaki" right before a count in a chunk whose order is cut: the count cut ("O6 का बाकी 20 किलो आलू कैंसल कर
#: दीजिए", "O6 ka baaki 20 kg aloo cancel kar dijiye": the remaining 20 kg; holdout163 m2046, session 55 ID), no keep.
_REST = fold_words("baaki baki बाक़ी बाकी")


def _count_after(reader, k: int) -> bool:
    """Whether token ``k`` is followed right after by a number ("बाकी 20 किलो")."""
    return k + 1 < len(reader.tokens) and reader.tokens[k + 1].kind == "num"
#: Phrases that keep goods as they are beside a cancel ("drop the masoor from O72, moong as is", "laundry bars as
#: is", "दूध जैसा है", "मूँग वैसे ही", "moong jaisa hai", "curd unchanged"): never cancelled.
KEEP_PHRASES = frozenset(tuple(fold(w) for w in p.split()) for p in (
    "as is", "as it is", "as they are", "unchanged", "no change", "same rahega", "same rahe", "same rakho", "same rehne", "same rahne", "same रहने", "jaisa hai", "jaisi hai",
    "jaise hai", "jaisa tha", "vaise hi", "waise hi", "vaisa hi", "waisa hi", "vaisi hi", "जैसा है", "जैसी है", "जैसे है",
    "वैसे ही", "वैसा ही", "वैसी ही", "यथावत", "yathavat", "rakho", "rakhiye", "rakhna", "रखो", "रखिए", "रखिये", "रखें",
    "hi rahega", "hi rahenge", "hi rahe", "ही रहेगा", "ही रहेंगे", "ही रहे", "stays", "remains", "stay as", "remain as", "stay at"))
_PHRASES_AT: dict[str, list[tuple[str, ...]]] = {}  # by first word: one look-up a word
for _p in KEEP_PHRASES:
    _PHRASES_AT.setdefault(_p[0], []).append(_p)
#: The words a cut said in cut words is made of ("cancel", "रद्द करने हैं", "hata do", "remove", "हटा दीजिए", "हटा दें":
#: holdout29 hi-c034, "O-86 से सिर्फ़ चना दाल (15 किलो) हटा दें" had been refused no_intent).
_CUT_SAID = fold_words("cancel cancelled कैंसल radd रद्द karne करने kar kardo karo kijiye कीजिए करो कर dijiye dijie दीजिए "
                       "do दो dein den दें दीजिये karein karen करें hai हैं hain है remove drop delete hata hatao hataiye hataie हटा हटाओ हटाइए हटाइये हटाएँ "
                       "हटाएं hatayein nikal nikaal निकाल nikalo निकालो nikaliye निकालिए")
#: "aane do": the goods come ("Maggi aane do", "आलू आने दीजिए").
_AANE, _LET_GIVE = fold_words("aane ane आने"), fold_words("do dijiye dijie दीजिए दीजिये dena देना den दें de दे dein")
_LET, _COME = fold_words("let"), fold_words("come")
_AND = fold_words("and aur और")
_CAN, _STILL = fold_words("can may"), fold_words("still also")


def _lets_come(words: list[str], k: int) -> bool:
    """Whether ``words[k]`` lets the chunk's goods come ("let the milk come", "the milk can come", "aane do")."""
    w = words[k]
    if w in _AANE:
        return k + 1 < len(words) and words[k + 1] in _LET_GIVE
    if w not in _COME:
        return False
    before = [x for x in words[max(0, k - 5):k] if x]
    if any(x in _LET for x in before[-5:]):
        return True
    before = [x for x in before if x not in _STILL]
    return bool(before) and before[-1] in _CAN


def _cut_only(reader, chunk: int) -> bool:
    """The chunk's "only" is a cut's reach (module docstring): a cut cue said in cut words in the chunk, and an order
    id in its sentence."""
    for c in reader.cues:
        if "cancel" in c.kinds and c.chunk == chunk and all(reader._word(j) in _CUT_SAID for j in range(c.pos, c.end)):
            clause = reader.clause_of[c.pos]
            if any(reader.chunk_of[p] == chunk or reader.clause_of[p] == clause for p, _ in reader.order_ids):
                return True
    return False


def kept_chunks(reader) -> tuple[set[int], set[int]]:
    """(chunks whose goods a cut keeps, chunks saying "as is") of ``reader`` (the MessageReader in stage 5: _words,
    chunk_of, clause_of, cues, order_ids). "Remove only the curd from order O1; let the milk come." keeps the milk's
    chunk; "Order O2 se sirf Parle-G hata do, Maggi aane do." keeps Maggi's; "ऑर्डर O4 से सिर्फ़ टमाटर हटाइए, आलू आने
    दीजिए।" keeps the potato's, and cuts the tomato."""
    keep, as_is = set(), set()
    words = reader._words
    for k, w in enumerate(words):
        if not w:
            continue
        chunk = reader.chunk_of[k]
        if any(tuple(words[k:k + len(p)]) == p and len({reader.chunk_of[j] for j in range(k, k + len(p))}) == 1
               for p in _PHRASES_AT.get(w, ())):
            as_is.add(chunk)
        if w in KEEP_WORDS and not ((w in _ONLY or w in _REST and _count_after(reader, k)) and _cut_only(reader, chunk)):
            keep.add(chunk)
        elif _lets_come(words, k):
            keep.add(chunk)
    if keep or as_is:
        _joined_before(reader, keep, as_is)
    return keep | as_is, as_is


def _joined_before(reader, keep: set[int], as_is: set[int]) -> None:
    """Add to ``keep`` (and ``as_is``) the chunks joined by "and" before a kept one: "मैगी और | सर्फ़ जैसे हैं वैसे
    ही", "Maggi aur | Surf jaise hain waise hi" keep the Maggi too (session 53, SILENT: probes51_ca hi-n3016 had cut
    the Maggi where the paneer was cut). A chunk joins when it ends with "and" / "aur" / "और", has goods and no intent
    word of its own."""
    cued = {c.chunk for c in reader.cues}
    named = {reader.chunk_of[m.first] for m in reader.mentions}
    last_word: dict[int, str] = {}
    for k, w in enumerate(reader._words):
        if w:
            last_word[reader.chunk_of[k]] = w
    for chunk in sorted(keep | as_is):
        j = chunk - 1
        while j >= 0 and j not in cued and j in named and last_word.get(j) in _AND:
            keep.add(j)
            if chunk in as_is:
                as_is.add(j)
            j -= 1
