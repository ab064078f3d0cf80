"""The van the goods are to come on, beside a plain list of them: "fifty packet maggi and two and a half kilo Tata
Tea, same van", "पचास पैकेट मैगी और ढाई किलो टाटा टी, उसी गाड़ी में", "pachaas packet magi aur dhai kilo Tata Tea, usi
gaadi me" (holdout164 n2042), "Eggs 4 trays @ ₹175/tray, with tomorrow's milk van pls" (holdout122 i8006). A list of
goods with no intent word is an order only when its clause holds nothing but names, figures, units and fillers
(``lang.resolve``'s ``_plain_list``); the van was a word the reader did not know, so each was refused ("what should we
do with the instant noodles: send, price or cancel?"), though a shopkeeper reads goods asked to come on that van.

The cue that makes it safe: a word of the vehicle ("van", "gaadi", "गाड़ी", "tempo") with, right before it, a word
saying which van ("same", "usi", "उसी", "wahi", "tomorrow's", "kal ki", "कल की", "subah ki", "morning", "milk",
"doodh ki"), and after it at most "me"/"mein"/"में"/"se"/"से"/"pe"/"par"/"पर" and "pls"/"please". Only those words are
passed over; any other word the reader does not know still refuses the line ("Maggi 50 packet, your van driver was
rude"), a word of goods come reads as it did ("Maggi 50 packet came in the same van": nothing asked), and a bare
"van" with no word of which van ("Maggi 50 packet, van") is a word unknown as before.

Shape: ``van_tokens(reader)`` → the set of token positions passed over (computed once per message; empty, with no
pass over the tokens, when the message names no vehicle). Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["van_tokens"]

#: Words of the vehicle the goods come on.
_VAN = fold_words("van gaadi gadi gaari gari गाड़ी गाडी गाड़ी tempo टेम्पो")
#: Words saying which van, right before the vehicle's word ("same van", "usi gaadi", "tomorrow's milk van").
_WHICH = fold_words("same usi उसी wahi वही tomorrow's tomorrows today's todays morning evening milk doodh दूध subah "
                    "सुबह shaam sham शाम kal कल aaj आज next agli अगली")
#: Words that may join those before the vehicle ("with the same van", "kal ki gaadi", "कल की गाड़ी", "subah wali").
_JOIN = fold_words("with the ki की wali वाली ke के")
#: Words after the vehicle ("usi gaadi me", "उसी गाड़ी में", "with tomorrow's milk van pls").
_AFTER = fold_words("me mein main में se से pe par पर pls please plz")


def van_tokens(reader) -> set[int]:
    """The positions of the words naming the van goods are to come on (module docstring), in ``reader`` (the
    MessageReader: ``tokens``); computed once. Examples: "50 packet maggi, same van" → the positions of "same" and
    "van"; "उसी गाड़ी में" → its three words; "with tomorrow's milk van pls" → all five words."""
    got = getattr(reader, "_van_tokens", None)
    if got is not None:
        return got
    toks, got = reader.tokens, set()
    if not _VAN.isdisjoint(t.key for t in toks if t.kind == "word"):
        for k, t in enumerate(toks):
            if t.kind != "word" or t.key not in _VAN:
                continue
            j, which = k - 1, False
            while j >= 0 and toks[j].kind in ("word", "sym") and (
                    toks[j].kind == "word" and toks[j].key in _WHICH | _JOIN or toks[j].text == "'"):
                which = which or toks[j].kind == "word" and toks[j].key in _WHICH
                j -= 1
            if not which:
                continue
            e = k + 1
            while e < len(toks) and toks[e].kind == "word" and toks[e].key in _AFTER:
                e += 1
            got.update(q for q in range(j + 1, e) if toks[q].kind == "word")
    reader._van_tokens = got
    return got
