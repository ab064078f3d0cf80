"""Another seller named as standing at a price: "Refined at ₹114 is ok — Malwa is at ₹116, so we go with you.",
"रिफाइंड ₹114 ठीक है — मालवा ₹116 पर है, इसलिए आपसे लेंगे।", "Refined ₹114 theek hai — Malwa ₹116 pe hai, isliye
aapse lenge." (holdout134 f7021 — session 38, fixer DF). ``lang.sellers_prices`` takes a price told with a verb of
selling ("Gupta gives it at ₹42") as another's; "is at" / "पर है" / "pe hai" said of a name sells nothing, so the
₹116 was left unexplained ("what is ₹116 for?"). A shopkeeper reads the other seller's price, context.

``rival_at(reader, roles)`` gives the role "reference" to a price standing in a phrase (between marks) of its own
that says "X is at ₹N" ("is" / "are" and "at" right before the price) or "X ₹N पर है" ("pe" / "par" / "पर" and "hai" /
"है" right after it), where X is one or two words before it that are no goods, no pronoun and no word of a rate
("it", "ye", "rate", "bhav", "MRP" …), the phrase names no goods, no word of the supplier ("you", "aap") and holds
no intent word. "— sugar is at ₹41" names goods, "— it is at ₹116", "the rate is at ₹116", "your rate is at ₹116"
and "aapka ₹116 pe hai" are left as they were.

Shape: ``rival_at(reader, roles)`` changes ``roles`` ({figure start: role}, ``lang.roles``) in place. ``reader``:
the MessageReader as its clause acts start (tokens, figures, mentions, cues). One pass over the prices, each looking
at its phrase.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["rival_at", "phrase_span"]

_IS, _AT = fold_words("is are"), fold_words("at")
_ON, _HAI = fold_words("pe par पर"), fold_words("hai hain है हैं")
#: Words that are not another seller: pronouns, words of the rate, the supplier, the shop itself.
_NOT_SELLER = fold_words("it this that these those its ye yeh yah ये यह wo woh vo वो वह rate rates price prices "
                         "bhav bhaav भाव रेट mrp market mandi मंडी you your yours aap aapka aapke aapki apka आप आपका "
                         "आपके आपकी we our ours us hum hamara humara हम हमारा tum तुम the total kul कुल")
_MARKS = frozenset(".;,!?।|—–→:()")


def phrase_span(reader, pos: int, marks: frozenset[str] = _MARKS) -> tuple[int, int]:
    """The first and end token of the phrase token ``pos`` stands in: from the mark in ``marks`` (one token's text)
    or line break before it to the next (``lang.old_price_asked`` passes sentence ends)."""
    toks, lo, hi = reader.tokens, pos, pos
    while lo > 0 and not (toks[lo - 1].kind == "nl" or toks[lo - 1].kind == "sym" and toks[lo - 1].text in marks):
        lo -= 1
    while hi < reader.n and not (toks[hi].kind == "nl" or toks[hi].kind == "sym" and toks[hi].text in marks):
        hi += 1
    return lo, hi


#: "We" standing at a price ("हम ₹43 पर हैं", "hum ₹43 pe hain"): the shop's own selling price, beside another's
#: selling told in the same sentence (``_SELLING``: "retail", "bech rahe", "बेच रहे", "selling").
_WE = fold_words("hum ham हम")
_SELLING = fold_words("retail bech bechte bechta बेच बेचते बेचता selling sells sell")
_ENDS = frozenset(".?!।")


def _selling_told(reader, pos: int) -> bool:
    """The sentence of token ``pos`` (between sentence marks and line breaks) holds a word of selling."""
    lo, hi = phrase_span(reader, pos, _ENDS)
    return any(reader._word(k) in _SELLING for k in range(lo, hi))


#: Another's buying at a price ("₹130 में लिया", "₹130 me liya"): with a word naming another person in the phrase
#: ("ji", "जी", "seth") and none of ours ("hum", "humne", "हमने"): "हमने ₹130 में लिया था" may be the price asked again.
_IN = fold_words("me mein mai में")
_TOOK = fold_words("liya lia लिया kharida ख़रीदा खरीदा")
_THEM = fold_words("ji जी sahab saab साहब seth सेठ")
_OURS = fold_words("hum ham humne hamne हम हमने hamare humare हमारे maine मैंने")


def _bought_by_them(reader, f, lo: int, hi: int) -> bool:
    """The price ``f`` is followed by "में लिया" / "me liya" in a phrase [lo, hi) naming another person, none of ours."""
    if reader._word(f.end) not in _IN or reader._word(f.end + 1) not in _TOOK:
        return False
    words = {reader._word(k) for k in range(lo, hi)}
    return not _THEM.isdisjoint(words) and _OURS.isdisjoint(words)


def rival_at(reader, roles: dict[int, str]) -> None:
    """Make the prices told as another seller's standing ("Malwa is at ₹116", "मालवा ₹116 पर है") or buying ("शर्मा जी
    ने ₹130 में लिया") references, and the shop's own beside another's selling ("हम ₹43 पर हैं")."""
    keys = reader._keys
    if _AT.isdisjoint(keys) and _ON.isdisjoint(keys) and _TOOK.isdisjoint(keys) or getattr(reader, "at_counter", False):
        return
    cued = {k for c in reader.cues if c.kinds for k in range(c.pos, c.end)}
    mentioned = {m.first for m in reader.mentions}
    for f in reader.figs:
        if f.kind != "price" or f.pos in roles:
            continue
        lo, hi = phrase_span(reader, f.pos)
        if _bought_by_them(reader, f, lo, hi):
            roles[f.pos] = "reference"  # "शर्मा जी ने कानपुर की एक पार्टी से ₹130 में लिया है" (session 52, t3003)
            continue
        start = f.pos - (f.pos > 0 and reader.tokens[f.pos - 1].kind == "sym" and reader.tokens[f.pos - 1].text == "₹")
        english = reader._word(start - 1) in _AT and reader._word(start - 2) in _IS
        hindi = reader._word(f.end) in _ON and reader._word(f.end + 1) in _HAI
        if not (english or hindi):
            continue
        subject = range(lo, start - 2 if english else start)
        words = [reader.tokens[k] for k in subject if reader.tokens[k].kind != "nl"]
        if hindi and len(words) == 1 and words[0].key in _WE and _selling_told(reader, f.pos):
            roles[f.pos] = "reference"  # "शर्मा जी retail में चावल ₹42 में बेच रहे हैं, हम ₹43 पर हैं": our own
            continue  # shelf price beside his (session 52, probes52_pt t3019)
        if not 1 <= len(words) <= 2 or any(t.kind != "word" or t.key in _NOT_SELLER for t in words):
            continue
        tail = range(f.end + (2 if hindi else 0), hi)
        if any(k in cued or k in mentioned for k in (*subject, *tail)) or any(
                reader.tokens[k].kind == "word" and reader.tokens[k].key in _NOT_SELLER for k in tail):
            continue
        roles[f.pos] = "reference"
