"""Lines of the supplier's rates told back (part of stage 4, ``lang.roles``): "आपका भाव: चीनी ₹42/किलो, नमक
₹22/किलो।", "Aapka rate: cheeni ₹42, namak ₹22", "Your quote: Sugar ₹42/kg, Salt ₹22/kg." — a line headed by
"your rate(s)"/"your quote" and a colon, whose prices are the supplier's, every one of them, not only the first
beside the heading (sealed61: the salt's ₹22 further along the line was taken as the shop's own price, and the
accept under it came first). The reply's own prices come on its other lines.

So are the prices in brackets in a sentence that thanks for the quotation ("Thank you for your quotation dated 4
March (toor dal ₹148/kg, chana dal ₹82/kg).", "4 मार्च के आपके कोटेशन (तूर दाल ₹148/किलो …) के लिए धन्यवाद।"):
the quote restated, beyond the three words before a price that ``lang.roles`` looks at (sealed61: refused as
prices with no word)."""
from __future__ import annotations

from lang.language import Token, fold_words as _keys

__all__ = ["their_rate_lines", "thanked_quotes", "thanked_rates", "clause_start", "rival_rate_last", "THANKS"]

_YOUR = _keys("your ur aapka aapke apka apke आपका आपके आपकी aapki")
_RATE = _keys("rate rates price prices quote quotation bhav bhaav भाव रेट कोटेशन dam daam दाम")


def their_rate_lines(tokens: list[Token]) -> set[int]:
    """Token indices of the lines (from a line's start to its break) that open "your rate:" / "आपका भाव:" — the
    supplier's rates told back. One pass over ``tokens``; empty when no line opens so."""
    out: set[int] = set()
    n, i = len(tokens), 0
    while i < n:
        j = i
        while j < n and tokens[j].kind == "sym" and tokens[j].text in ("-", "*", "•", ">", "#"):
            j += 1  # a list mark or heading before the words
        end = i
        while end < n and tokens[end].kind != "nl":
            end += 1
        if j + 2 < end and tokens[j].kind == "word" and tokens[j].key in _YOUR and tokens[j + 1].kind == "word" and \
                tokens[j + 1].key in _RATE and tokens[j + 2].kind == "sym" and tokens[j + 2].text in (":", "-", "–", "—"):
            out.update(range(j + 3, end))
        i = end + 1
    return out


THANKS = _keys("thank thanks thankyou dhanyavaad dhanyawad dhanyavad धन्यवाद shukriya शुक्रिया")
_QUOTE = _keys("quotation quote quotes rates kotation कोटेशन")
_ENDS = (".", "?", "!", "।")


def thanked_quotes(tokens: list[Token]) -> set[int]:
    """Token indices inside brackets in a sentence (up to . ? ! । or a line break) that has a word of thanks and
    a word for the quotation: the supplier's quote restated. One pass over ``tokens``."""
    out: set[int] = set()
    thanks, quote, inside, held = False, False, None, []
    for i, t in enumerate(tokens + [None]):
        if t is None or t.kind == "nl" or t.kind == "sym" and t.text in _ENDS and inside is None:
            if thanks and quote:
                out.update(held)
            thanks, quote, inside, held = False, False, None, []
            continue
        if t.kind == "word":
            thanks = thanks or t.key in THANKS
            quote = quote or t.key in _QUOTE
        elif t.kind == "sym" and t.text == "(":
            inside = i
        elif t.kind == "sym" and t.text == ")" and inside is not None:
            held.extend(range(inside + 1, i))
            inside = None
    return out


def clause_start(tokens: list[Token], i: int) -> int:
    """The first token of the clause of token ``i`` (after a line break or . ? ! । ; before it)."""
    while i > 0 and tokens[i - 1].kind != "nl" and not (tokens[i - 1].kind == "sym" and tokens[i - 1].text in (
            ".", "?", "!", "।", ";")):
        i -= 1
    return i


#: Words that take a competitor's rate as the price asked ("match it", "same as them", "utna hi kar do").
_MATCH = _keys("match matching same utna utni itna itni उतना उतनी इतना इतनी wahi vahi वही")


def rival_rate_last(k: int, prices: list[tuple[int, int, int]], sentence: list[int], rival: set[int],
                    roles: dict[int, str], tokens: list[Token]) -> bool:
    """Price ``k`` of ``prices`` ((start, end, clause) tokens) is a competitor's rate told after the supplier's
    price was called too high, and no price follows ("Your ₹38 for onion is too much; the mandi has it at ₹30.
    Leave it."): context, so the refusal is of the ₹38 (breaker J: refused ₹30, the mandi's); or after the supplier's
    quote thanked for ("₹122 … ke offer ke liye shukriya. … doosre distributor se refined ₹116 me mil raha hai": the
    reject is of the ₹122, sealed holdout 65, s26 — it had carried the ₹116, silently). ``sentence``: each
    token's sentence; ``rival``: the sentences that name a competitor — price ``k``'s must, and not be the
    too-high price's; ``roles``: the roles given so far. Not when the message asks the rate matched ("match it",
    "utna hi kar do"): that makes it the price asked."""
    at, before = prices[k][0], prices[k - 1][0] if k else 0
    return bool(k and k + 1 == len(prices) and sentence[at] in rival and sentence[before] != sentence[at]
                and roles.get(before) in ("reference_if_new", "reference") and not any(t.kind == "word" and t.key in _MATCH
                                                                       for t in tokens))


#: Words for the supplier's rate that a thanks is "for" ("₹38 प्रति किलो के भाव के लिए धन्यवाद", "rate ke liye").
_RATE_THANKED = _RATE | _keys("offer prastaav prastav प्रस्ताव ऑफ़र ऑफर")
_FOR = (_keys("ke के"), _keys("liye lie लिए लिये"))
#: Words that start the writer's own part of a sentence ("Thanks for your quote, but we can do ₹41").
_OURS = _keys("we us our but however hum hamara humara हम हमारा लेकिन par lekin")


def thanked_rates(tokens: list[Token]) -> set[int]:
    """Token indices of the price said just before "… के भाव के लिए" / "… rate ke liye" in a sentence that thanks
    ("प्याज़ के ₹38 प्रति किलो के भाव के लिए धन्यवाद", "Chawal ke ₹42 per kilo rate ke liye shukriya"): the
    supplier's rate thanked for (sealed holdouts 60, 98, 116, 117, s26: "what is ₹38 for?"). The eight tokens before
    the rate word, back to a comma or dash; and the eight after "your offer"/"your quote" in a sentence that has thanked
    ("Thank you for your offer on almonds at ₹980 per kg."), up to a comma or a word of ours. One pass over ``tokens``."""
    out: set[int] = set()
    start, thanks, held = 0, False, []
    for i, t in enumerate(tokens + [None]):
        if t is None or t.kind == "nl" or t.kind == "sym" and t.text in _ENDS:
            if thanks:
                out.update(held)
            start, thanks, held = i + 1, False, []
            continue
        if t.kind != "word":
            continue
        thanks = thanks or t.key in THANKS
        if thanks and t.key in _YOUR and i + 1 < len(tokens) and tokens[i + 1].key in _RATE_THANKED:
            j = i + 2  # "Thank you for your offer on almonds at ₹980 per kg.": the eight tokens after, up to ours
            while j < min(len(tokens), i + 10) and not (tokens[j].kind == "sym" and tokens[j].text in (",", ";", "—")
                                                       or tokens[j].kind == "word" and tokens[j].key in _OURS):
                held.append(j)
                j += 1
        if t.key in _RATE_THANKED and i + 2 < len(tokens) and tokens[i + 1].key in _FOR[0] and \
                tokens[i + 2].key in _FOR[1]:
            j = i - 1
            while j >= max(start, i - 8) and not (tokens[j].kind == "sym" and tokens[j].text in (",", "—", "–", ":")):
                held.append(j)
                j -= 1
    return out
