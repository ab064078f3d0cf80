"""A price told for reference, not asked with (part of the verify stage, ``lang.verify``, through
``lang.told_figures``): the market's, the MRP, another seller's quote, the paper's, a price paid or given before.
"The MRP printed on the Colgate 100 g tube is ₹55, and your rate of ₹50 leaves us very little margin. We can offer
₹45 per tube for 48 tubes.", "The paper says tomato wholesale is down to ₹22. You're charging ₹32! Will you send 30 kg
at ₹26?", "And what's your jaggery rate this week? Mandi here is at ₹52.", "Last year you gave it at ₹52." beside
a rate asked, "डी-मार्ट में सर्फ़ एक्सेल 1 किलो ₹92 में बिक रहा है, इसलिए आपका ₹94 हमारे काम का नहीं। 24 पैकेट के
लिए हम ₹85 प्रति पैकेट दे सकते हैं।", "Mandi mein gud ₹52 chal raha hai. Aapka rate kya hai?". A shopkeeper reads the
request; the other price is news. The reader had read the request and then refused the whole message for the price
told ("what is ₹55 for?": fixer AB of the thirty-second session).

``reference_prices(reader, intents)`` returns the token positions of such prices: a price (₹ or a price word; not a
bare number) that no intent uses, in a phrase (between marks) that holds a word of another source — the market,
the mandi, wholesale, the MRP, the paper, a shop ("mart"), a quote ("quotes", "quoted") — or a time before ("last
month", "pichhle hafte", "पिछले साल") with a verb of giving, paying or being, and no intent word, id or "?" of its
own, naming goods (nearest on its line) that the reading either does not price or prices at another figure. Not when
the reading orders, offers or accepts those goods with no price (the price told may be the one meant: "Mandi is at
₹52, send 20 kg"), nor in a message that points at a price ("at that rate", "same rate", "usi rate", "match") unless
the reading's price for the goods is another figure written in the message ("For moong, ₹98 is higher than what we
paid last month (₹92); could you match ₹94?": the ₹94 bid, the ₹92 news). Another seller's price alone
("Agarwal gives rice at ₹36") is ``lang.anothers_price``'s: it may be the bid to match. A price of goods the reading
does not name, said in the past ("By the way, Gupta's sugar was ₹41 this week" after a payment), is still asked
(``tests/test_reader_governed_figures.py``: the goods named may be the payment's). News too are the supplier's price
thanked for ("संशोधित रेट ₹118 प्रति लीटर के लिए धन्यवाद"), come down to ("you've come down to ₹41.50 … make it ₹41")
and our own said before ("हमने ₹130 कहा … ₹135 कर दो"), beside our price for the goods.
"""
from __future__ import annotations

from bisect import bisect_left

from lang.declined_prices import goods_of
from lang.language import fold_words

__all__ = ["reference_prices"]

#: Words of a source other than the supplier's offer now: the market, the mandi, wholesale, the MRP, the paper,
#: a shop, a quote given or got elsewhere.
_SOURCE = fold_words("mrp mandi मंडी market markets bazaar bazar बाज़ार बाजार बाज़ारों wholesale thok थोक paper "
                     "newspaper akhbaar akhbar अख़बार अखबार necc mart मार्ट printed छपा chhapa quotes quoted quoting "
                     "elsewhere locally")
#: Words of a time before ("last month", "pichhle hafte", "पिछले साल", "a year ago").
_BEFORE = fold_words("last previous ago pichle pichhle pichli pichhli pichla pichhla पिछले पिछली पिछला")
#: Verbs of giving, paying, buying or being in the past, beside a time before ("Last year you gave it at ₹52",
#: "what we paid last month", "pichhle mahine ₹92 mein liya tha", "पिछले हफ़्ते ₹41 था").
_PAST = fold_words("gave given paid was were bought got charged sold diya diye di दिया दिए दी liya liye लिया लिए "
                   "tha thi था थी थे mila mili मिला मिली")
#: Words of thanks: the price thanked for is the supplier's, said back ("सरसों तेल के संशोधित रेट ₹118 प्रति लीटर के
#: लिए धन्यवाद। यह रेट हमें मंज़ूर नहीं है; … हमारा आख़िरी ऑफ़र ₹112 प्रति लीटर है।").
_THANKS = fold_words("thanks thank dhanyavaad dhanyavad dhanyawad shukriya धन्यवाद शुक्रिया")
#: Our own earlier word ("हमने ₹130 कहा, आप ₹140 कह रहे हो — बीच में ₹135 कर दो", "we offered ₹130 last time").
_WE = fold_words("we humne hamne हमने")
_SAID = fold_words("said offered kaha कहा bola बोला boli बोली")
#: The supplier's price come down to ("you've come down to ₹41.50, good good 😊 … make it ₹41").
_CAME, _DOWN = fold_words("come came"), fold_words("down")
#: Words an intent word may stand on in a phrase that tells a price ("quotes", "paid", "come", "संशोधित" revised).
_TELLING = _SOURCE | _PAST | _CAME | fold_words("revised संशोधित sanshodhit")
#: Words that point at a price written elsewhere: the price told may be the bid.
_POINTING = fold_words("match matching utna utne utni उतना उतने उतनी beat same wahi vahi वही usi उसी isi इसी that")
_PRICE_WORDS = fold_words("rate rates price bhav bhaav भाव रेट daam दाम")
_PRICED = frozenset({"offer", "order", "accept", "reject"})
_GOODS = frozenset({"offer", "order", "accept"})
#: Marks that end a phrase.
_BOUNDS = frozenset(".;,!?।|—–→")


def reference_prices(reader, intents) -> set[int]:
    """Token positions of the prices in ``reader.figs`` told for reference (module docstring). ``reader``: the
    MessageReader once its intents are composed (``used_pos``, ``mentions``, ``cues``, ``tokens``)."""
    if not intents:
        return set()
    toks = reader.tokens
    prices = [f for f in reader.figs if f.kind == "price" and not f.role]
    if all(f.pos in reader.used_pos for f in prices):
        return set()
    priced: dict = {}
    bare: set = set()
    for i in intents:
        if i.sku is None:
            continue
        if i.kind in _PRICED and (i.unit_price_paise or i.total_paise):
            priced.setdefault(i.sku, set()).add(i.unit_price_paise)
        elif i.kind in _GOODS:
            bare.add(i.sku)
    cued = {c.pos for c in reader.cues if c.kinds - {"ask_quote_weak"}} | {
        p for p, _ in reader.bill_ids + reader.order_ids}
    ends = [j for j, t in enumerate(toks) if _bound(t)]  # the phrases' bounds, found once (linear in the text)
    asked: dict[tuple[int, int], bool] = {}  # a phrase's intent words or ids, looked at once a phrase
    told = [(f, goods_of(reader, f.pos)) for k, f in enumerate(prices) if _told(reader, prices, k, cued, ends, asked)]
    wrong = {sku for f, sku in told if f.pos in reader.used_pos}  # a price told read as the bid: no excuse for
    # the others of those goods ("₹46 is more than what we paid last month (₹40); can you do ₹42?" read at ₹40)
    pointing = _points(reader)
    written = {int(f.value * 100) for f in prices if f.pos in reader.used_pos}
    out: set[int] = set()
    for f, sku in told:
        if f.pos in reader.used_pos or sku in bare or sku in wrong:
            continue
        paise = int(f.value * 100)
        if sku in priced and paise in priced[sku]:
            continue  # the same figure as the reading's price: said again, not told (lang.price_again)
        if pointing and not (sku in priced and priced[sku] <= written):
            continue
        out.add(f.pos)
    return out


def _told(reader, prices: list, k: int, cued: set, ends: list[int], asked: dict) -> bool:
    """``prices[k]`` is told for reference: in its phrase, the words since the price before it hold a source word or
    a time before (a verb of the past up to the next price will do: "पिछले साल आपने घी ₹520 में दिया था"), no
    intent word or id stands, and no "?" closes it; or it is thanked for, said by us before, or come down to.
    ``ends``: the positions of the tokens that bound phrases (``_bound``), in order; ``asked``: a memo of each
    phrase's answer to "an intent word or id stands in it", so a text of one long phrase is looked at once."""
    toks, f = reader.tokens, prices[k]
    lo, hi = _phrase(ends, len(toks), f)
    if (lo, hi) not in asked:
        asked[(lo, hi)] = any(j in cued and toks[j].key not in _TELLING for j in range(lo, hi))
    if asked[(lo, hi)] or hi < len(toks) and toks[hi].kind == "sym" and toks[hi].text == "?":
        return False
    start = max(lo, prices[k - 1].end if k and prices[k - 1].end <= f.pos else lo)
    stop = min(hi, prices[k + 1].pos if k + 1 < len(prices) and prices[k + 1].pos >= f.end else hi)
    before = {toks[j].key for j in range(start, f.pos) if toks[j].kind == "word"}
    around = before | {toks[j].key for j in range(f.end, stop) if toks[j].kind == "word"}
    return bool(before & _SOURCE) or bool(before & _BEFORE) and bool(around & _PAST) or bool(around & _THANKS) or bool(
        before & _WE) and bool(around & _SAID) or bool(before & _CAME) and bool(before & _DOWN)


def _points(reader) -> bool:
    """The message points at a price written elsewhere: a word of matching or sameness ("match", "usi", "same"), or
    "that" right before a price word ("at that rate")."""
    toks = reader.tokens
    keys = [t.key for t in toks if t.kind == "word"]
    for a, b in zip(keys, keys[1:] + [""]):
        if a in _POINTING and (a != "that" or b in _PRICE_WORDS):
            return True
    return False


def _bound(tok) -> bool:
    """The token ends a phrase: a line break, a mark of ``_BOUNDS`` or an emoji (a symbol from U+2600 on)."""
    return tok.kind == "nl" or tok.kind == "sym" and (tok.text in _BOUNDS or ord(tok.text[0]) >= 0x2600)


def _phrase(ends: list[int], n: int, f) -> tuple[int, int]:
    """The token span of the phrase ``f`` stands in: from the mark or line break before it to the one after it
    (``ends``: the bounding tokens' positions in order; ``n``: the number of tokens)."""
    k = bisect_left(ends, f.pos)  # the first bound at or after the figure's start
    lo = ends[k - 1] + 1 if k else 0
    j = bisect_left(ends, f.end)
    return lo, ends[j] if j < len(ends) else n
