"""Another seller's price told beside our own request for the same goods at a price of our own (part of the verify
stage, ``lang.verify``): "Agarwal ji refined ₹118 litre de rahe hain; aap ₹120 kar do to 10 litre lenge" when read
apart, "Bagal wala ₹138 le raha hai" after "20 litre sarson tel ₹132 litre bhej do", "पड़ोस वाला ₹20 बोलता है" after
"1 बोरी आलू भेज दो, ₹23 किलो वाला पिछला भाव ही", "the mandi here is charging ₹36 today" after "Tomato at ₹31 a kg is
fine". A shopkeeper reads the request at our price; the other's price is news. The reader had read the request and
then refused the whole message for the other's price ("what is ₹138 for?": fixer N of the twenty-seventh session).

``anothers_prices(reader, intents)`` returns the token positions of such prices, which the verify stage counts as
explained: a price left over in a phrase (between marks: "Agarwal ji ₹118 de rahe hain; aap ₹120 kar do") that tells
another's selling ("gives", "selling", "charging", "de raha
hai", "le raha hai", "bolta hai", "देता है", "बोलता है", "मिल रहा है") and holds no word of the supplier ("you", "aap",
"आप") nor a request or an id of its own — a number with no rupee sign only within 30% of the price read — naming (nearest on its line) goods that an offer, order or accept of the reading
prices otherwise ("We will not take chana dal at Rs 78/kg, our local rate is Rs 72": a rate of another place, "local
rate", "market rate", "mandi bhav", "लोकल रेट", counts as another's), at a price not asked back ("₹140 for toor? Gupta gives ₹132. No.": the ₹140 read as offered may
be the supplier's, refused). Not in a message that asks to match a price ("match that", "utne mein", "same rate"): there the
other's price may be the bid, and it is still asked.
"""
from __future__ import annotations

from lang.declined_prices import goods_of
from lang.language import fold_words

__all__ = ["anothers_prices"]

#: Verbs of another's selling, charging or quoting, one word each.
_SELLS = fold_words("giving gives sell sells selling sold offering offers charging charges deta deti dete देता देती देते "
                    "bolta bolte bolti बोलता बोलते बोलती bech bechta bechte बेच बेचता बेचते")
#: "de raha", "le raha", "mil raha", "दे रहा", "ले रहा", "मिल रहा": in two words (the first).
_TWO_FIRST = fold_words("de le mil दे ले मिल")
_RAHA = fold_words("raha rahe rahi रहा रहे रही")
#: Verbs of another's buying or paying ("Sharma ji is paying ₹172", "Sharma ji bought it at ₹130", "शर्मा जी ने ₹130
#: में लिया है"): another's price only with a word naming another person (``_THEM``) and none of ours (``_US``)
#: in the phrase ("we bought it at ₹130" may be the price we ask again; session 52, probes52_pt t3003, t3036).
_BOUGHT = fold_words("paying pays paid bought buys buying liya lia लिया kharida kharidi ख़रीदा खरीदा ख़रीदी खरीदी")
# (not "liye", "लिए": "hamare liye", "के लिए" is "for")
_THEM = fold_words("ji जी sahab saab साहब seth सेठ traders ट्रेडर्स neighbour neighbor padosi पड़ोसी rival")
_US = fold_words("we us our my hum humne hamne hamare humare maine हम हमने हमारे मैंने")  # (not "me", "main", "मैं": "in")
#: Words of the supplier: the sentence may be about their price.
_YOU = fold_words("you your yours aap aapka aapke aapki apka apke आप आपका आपके आपकी tum tumhara तुम")
#: Words of matching a price: the other's price may be the bid.
_MATCH = fold_words("match matching utna utne utni उतना उतने उतनी beat same wahi vahi वही usi उसी lower")
#: Words of buying it elsewhere ("we're getting it for around ₹44 locally", "यहीं लोकल में ₹44 में मिलती है"): another's
#: price only with a word of another place (``_ELSEWHERE``); "we get it for ₹44" alone may be the supplier's.
_GET = fold_words("getting get gets got milta milti milte मिलता मिलती मिलते")
_ELSEWHERE = fold_words("locally local elsewhere outside bahar बाहर लोकल mandi मंडी market bazaar bazar बाज़ार बाजार")
#: A rate word right after a word of another place: "local rate", "market rate", "mandi bhav", "लोकल रेट".
_RATE = fold_words("rate rates price prices bhav bhaav भाव रेट daam दाम")
#: Words that turn a phrase to something else after another's price ("पड़ोस वाला ₹20 बोलता है पर उसका माल अच्छा
#: नहीं": the "नहीं" is of his goods, no request of ours).
_BUT = fold_words("but par lekin magar पर लेकिन मगर")
_PRICED = frozenset({"offer", "order", "accept", "reject"})  # ("No thanks on sugar at ₹46 — we're getting it for
# around ₹44 locally": the ₹46 refused, the ₹44 news)


def anothers_prices(reader, intents) -> set[int]:
    """Token positions of the prices in ``reader.figs`` told as another's beside our own (module docstring).
    ``reader``: the MessageReader once its intents are composed (``used_pos``, ``mentions``, ``cues``)."""
    priced = {i.sku: i.unit_price_paise for i in intents if i.kind in _PRICED and i.sku and i.unit_price_paise}
    keys = reader._keys
    if not priced or not _MATCH.isdisjoint(keys):
        return set()
    cued = {c.pos for c in reader.cues if c.kinds and not (c.kinds == {"pay"} and reader._word(c.pos) in _BOUGHT) and not
            all(k.endswith("_weak") for k in c.kinds) and not (c.end - c.pos == 1 and reader._word(c.pos) in _RATE)} | {
        p for p, _ in reader.bill_ids + reader.order_ids}  # ("Sharma ji is paying ₹172 at the NECC rate, so don't say
    # it's too low": his buying and the market's rate word, no cue of ours; "B30
    # charges paneer at ₹85": the supplier's bill, not another seller)
    toks = reader.tokens
    asked: dict = {}  # goods -> whether a price the reading uses for them is asked back (once per goods)
    out: set[int] = set()
    for f in reader.figs:
        if f.kind not in ("price", "bare") or f.role or f.pos in reader.used_pos:
            continue
        lo, hi = _phrase(toks, f)
        hi = _before_but(toks, f.end, hi)
        ws = [toks[k].key for k in range(lo, hi) if toks[k].kind == "word"]
        if any(k in cued for k in range(lo, hi)) or not _YOU.isdisjoint(ws) or not (not _SELLS.isdisjoint(ws) or any(
                a in _TWO_FIRST and b in _RAHA for a, b in zip(ws, ws[1:])) or not (
                _GET.isdisjoint(ws) or _ELSEWHERE.isdisjoint(ws)) or any(a in _ELSEWHERE and b in _RATE for a, b in zip(
                ws, ws[1:])) or not (_BOUGHT.isdisjoint(ws) or _THEM.isdisjoint(ws)) and _US.isdisjoint(ws)):  # ("our local rate is Rs 72", "हमारे यहाँ लोकल रेट रु 72 है": the market's, dev151 a78032)
            continue
        sku = goods_of(reader, f.pos)
        if sku not in priced or priced[sku] == int(f.value * 100):
            continue
        if sku not in asked:
            asked[sku] = _asked_price(reader, sku)
        if asked[sku]:
            continue
        if f.kind == "bare" and not 7 * priced[sku] <= f.value * 1000 <= 13 * priced[sku]:
            continue  # (a number with no ₹ only near the price read: "गुप्ता जी 60 में गुड़ देते हैं, आप 57 का rate करो")
        out.add(f.pos)
    return out


#: Marks that end a phrase ("Agarwal ji refined ₹118 litre de rahe hain; aap ₹120 kar do", "आपका ₹120/ली, दूसरे ₹114
#: दे रहे हैं → हमारा भाव ₹110/ली"); an emoji ends one too ("… sone se mehnge hain 😂 Sharma ji ₹28 dete hain").
_BOUNDS = frozenset(".;,!?।|—–→")


def _bound(tok) -> bool:
    """The token ends a phrase: a line break, a mark of ``_BOUNDS`` or an emoji (a symbol from U+2600 on)."""
    return tok.kind == "nl" or tok.kind == "sym" and (tok.text in _BOUNDS or ord(tok.text[0]) >= 0x2600)


def _phrase(toks, f) -> tuple[int, int]:
    """The token span of the phrase ``f`` stands in: from the mark or line break before it to the one after it."""
    lo, hi = f.pos, f.end
    while lo > 0 and not _bound(toks[lo - 1]):
        lo -= 1
    while hi < len(toks) and not _bound(toks[hi]):
        hi += 1
    return lo, hi


def _before_but(toks, start: int, hi: int) -> int:
    """``hi``, or the first "but" ("par", "lekin", "पर") after a word of another's selling between ``start`` and it."""
    sold = False
    for k in range(start, hi):
        key = toks[k].key if toks[k].kind == "word" else ""
        if sold and key in _BUT:
            return k
        sold = sold or key in _SELLS or key in _RAHA or key in _BOUGHT
    return hi


def _asked_price(reader, sku: str) -> bool:
    """A price the reading uses for ``sku`` is asked back ("₹140 for toor? Gupta gives ₹132. No."): read as an offer,
    it may be the supplier's price refused, and the other's price left over is what shows it (breaker AH)."""
    toks = reader.tokens
    return any(g.kind == "price" and g.pos in reader.used_pos and goods_of(reader, g.pos) == sku and any(
        toks[k].kind == "sym" and toks[k].text == "?" for k in range(g.end, min(len(toks), g.end + 4)))
        for g in reader.figs)
