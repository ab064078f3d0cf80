"""Stage 4 of reading: the role of each price figure (``price_roles``).

A price in a message is not always the price asked. Besides the *new* price
(the one the intents carry) a clause may hold:

- a *reference* price — quoted, earlier, struck-out or a competitor's:
  "instead of ₹40.46", "(was ₹45)", "you quoted ₹45", "from ₹45 to ₹40" (the
  ₹45), "MRP ₹50", "last time ₹38", "pichli baar 38", "we get it for ₹41
  elsewhere", "market mein 41 mil raha"; it is context and gives no intent;
- a *relative change* — "reduce by ₹2/kg", "₹2 less", "₹2 kam", "२ रुपये कम":
  the intent is an offer of (the supplier's last price − 2), carried as
  ``Intent.price_change_paise`` (negative), never a bid of ₹2.

Quantities, pack sizes ("150 g tubes", "5 kg wale") and totals are told apart earlier
(``lang.reader.MessageReader._figures``). Every rule looks at most a few tokens around a figure: linear in the length.
"""
from __future__ import annotations

import bisect

from lang.cuts_together import cuts_said_together
from lang.customer_prices import customers_pay
from lang.gates import Gate
from lang.language import Token, fold, fold_words as _keys
from lang.price_marks import as_quoted, bracketed_next, exclaimed_after, if_made, pack_named
from lang.rival_later import rival_later
from lang.said_when import before_a_time
from lang.same_as_before import said_same_now
from lang.same_said_after import said_same_after
from lang.their_rates import clause_start, rival_rate_last, thanked_quotes, thanked_rates, their_rate_lines

__all__ = ["price_roles", "references_alongside", "REFERENCE_BEFORE", "REFERENCE_AFTER", "RELATIVE_AFTER"]

#: Words within three before a price that make it a reference price (a transport charge is no price of goods).
REFERENCE_BEFORE = _keys("instead was were earlier previously previous quoted quote mrp old current existing "
                         "pichli pichhli pehle purana purani jagah बजाय जगह पिछली पहले पुराना पुराने एमआरपी "
                         "elsewhere market bazaar bazar बाज़ार बाजार quotation quoting billed charged gets "
                         "mandi मंडी कोटेशन transport transportation freight bhada bhaada भाड़ा cartage "
                         "giving saying says")  # "Sharma ji is giving ₹29" (breaker S), "… wala is saying 13 for Lifebuoy" (RA 49)
#: Words around a price that make it what the shop sells at or the pack's MRP ("₹28 में बेचते हैं", "₹28 ka bikta
#: hai", "We retail milk at ₹28", "MRP ₹28 wala"): role "sold_at", dropped even when it is the only price.
_SOLD_AT_AFTER = _keys("bechte बेचते bechti बेचती bechta बेचता bikta bikti बिकता बिकती bik बिक phutkar फुटकर")  # ("₹35 किलो फुटकर बिक रहा है")
_MRP = _keys("mrp एमआरपी")
_IS_SAID = _keys("is was hai है tha था")
_SOLD_AT_BEFORE = _keys("retail mrp एमआरपी sells")
#: Words within three after a price that make it a reference price.
REFERENCE_AFTER = _keys("elsewhere outside earlier before previously quoted tha thi the था थी थे milti milta मिलती मिलता "
                        "bazaar bazar market बाज़ार बाजार dusre doosre दूसरे jagah जगह mrp एमआरपी quotation "
                        "कोटेशन quote mandi मंडी transport freight cartage bhada bhaada भाड़ा")  # "+ ₹200 transport"
#: Words within three after a price that tell it as said before ("aapne 118 bola", "आपने ₹118 बताया"): a reference if a
#: new price (or a cut) follows — not "Aaj ₹34 bola — theek hai, 30 packet bhejo" (the price accepted).
_TOLD_AFTER = _keys("bataya batayi bataye बताया बताई बताए bola boli bole बोला बोली बोले")
_WE_SAID = _keys("humne hamne हमने")  # "Aapne pyaz ke ₹44 bole, humne ₹38 — …: ₹41?": ours said before, after theirs
#: Words after which "the" is still the Hinglish "were" ("pehle ₹40 the, ab ₹38"; "40 the aur ab 38"); before any
#: other word it is the English article ("at ₹60/kg for the winter").
_AFTER_WERE = _keys("aur ab lekin par magar abhi to toh jo ki kintu")
#: A phrase of two words before a price that makes it a reference ("you quoted", "your price", "get it").
_REFERENCE_PAIRS = {tuple(fold(w) for w in p.split()) for p in (
    "you quoted", "u quoted", "you said", "you wrote", "your price", "your rate", "you offered", "your offer",
    "your quote", "list price", "last time", "get it", "getting it", "get for", "buy it", "instead of",
    "rather than", "the mrp", "aapka rate", "aapne bola", "आपका रेट", "आपने कहा", "आपका भाव", "mil raha",
    "milta hai", "मिल रहा", "मिलता है", "we said", "you're at", "youre at", "we're at", "were at", "humne bola",
    "हमने कहा", "हमने बोला", "came to")}  # ("You said ₹44, we said ₹38 … split the difference: ₹41?"; "in O3 it came to
# ₹104 a packet. … Make it ₹108": what it cost before, as "O3 में ₹104 पड़ा था")
#: Pairs that always mark a reference ("not at ₹7 — ₹6.20 max", "instead of", "last time").
_STRONG_PAIRS = {tuple(fold(w) for w in p.split()) for p in (
    "not at", "instead of", "rather than", "last time", "you quoted", "u quoted", "you wrote", "list price",
    "the mrp", "aapne bola", "आपने कहा", "you gave", "you charged", "you billed", "you sold", "came to")}
#: Two words right after a price that date it before today ("potatoes at ₹22 last time", "₹38 pichli baar").
_PAST_AFTER = {tuple(fold(w) for w in p.split()) for p in (
    "last time", "last week", "last month", "pichli baar", "pichhli baar", "पिछली बार", "pichle hafte", "पिछले हफ़्ते",
    "पिछले हफ्ते")}
#: Two words before a price that make it a bound, not a price offered ("if you can do better than ₹34/kg", "for less
#: than ₹34"): it always leaves, even when no other price is new (the goods then have no price: ``no_price``).
_BOUND_PAIRS = {tuple(fold(w) for w in p.split()) for p in (
    "better than", "less than", "lower than", "cheaper than", "below than")}
#: Two words after a price that make it a bound ("₹33 से कम में दो", "33 se kam mein do": for less than ₹33).
_BOUND_AFTER = {tuple(fold(w) for w in p.split()) for p in (
    "se kam", "से कम", "se neeche", "se niche", "से नीचे", "se sasta", "से सस्ता")}
#: Three words before a price that name the supplier's own offer.
_THEIR_OFFER = {tuple(fold(w) for w in p.split()) for p in ("your offer of", "your quote of", "your quotation of",
                                                          "the offer of", "aapka offer of")}
#: Two words within five after a price that name the supplier's own offer ("₹126 प्रति लीटर के आपके प्रस्ताव के लिए
#: धन्यवाद", "₹124 per litre ke aapke prastaav"): theirs, not ours.
_THEIR_OFFER_AFTER = {tuple(fold(w) for w in p.split()) for p in (
    "आपके प्रस्ताव", "आपका प्रस्ताव", "आपके ऑफ़र", "आपके ऑफर", "आपका ऑफ़र", "आपका ऑफर", "आपकी पेशकश",
    "aapke prastaav", "aapke prastav", "aapka prastaav", "aapka prastav", "aapke offer", "aapka offer",
    "aapki peshkash", "apke prastaav", "apke offer")}
#: Two words after a price that refuse it when a new price follows in the clause.
_REFUSED_AFTER = {tuple(fold(w) for w in p.split()) for p in ("mein nahi", "me nahi", "pe nahi", "par nahi", "में नहीं",
                                                            "पर नहीं", "is not", "not ok", "nahi chalega")}
#: Words after a price (past its unit) that take it back for the next one ("₹340/kg — no wait, make it ₹345").
_NO_SAID = _keys("no nahi nahin नहीं नही")
_BOUND_WORDS = _keys("tak तक max maximum")
_PRICE_UNITS = _keys("kg kilo किलो packet packets पैकेट litre liter लीटर dozen दर्जन piece tray per")
#: Words right after a price that make it a relative change ("₹2 less", "2 rupaye kam").
RELATIVE_AFTER = _keys("less kam कम lower cheaper discount chhoot chhut छूट ghatao ghata ghataiye ghatayiye ghatayein "
                        "घटाओ घटा घटाइए घटाइये घटाएं घटाएँ kami कमी katauti कटौती")  # ("₹2 प्रति किलो की कमी": s44 RB)
#: "of" between a price and its discount word ("₹१० की छूट", "10 rupaye ki chhoot").
_OF = _keys("ki ka ke की का के")
#: Words before "by" that make "by ₹2" a relative change ("reduce by ₹2", "come down by 2").
_RELATIVE_VERBS, _BY_RS = _keys("reduce lower cut drop decrease down less kam"), [fold("by"), fold("rs")]  # "by Rs 5"
#: Words after a price that call it too high ("₹84 ज़्यादा है", "Moong ₹106 bahut hai"): a reference if a new one follows.
_TOO_HIGH_AFTER = _keys("zyada jyada jada ज़्यादा ज्यादा जादा bahut बहुत high higher steep costly much adhik अधिक budget "
                        "बजट")
#: With them, before a second price of the same item ("₹64 won't work — we can do ₹60", "₹90 is not workable").
_TOO_HIGH_THEN = _TOO_HIGH_AFTER | _keys("wont workable")
#: Words that name the supplier's own price ("aapka ₹119 litre ka rate", "your ₹54"): a weak reference.
_THEIRS_BEFORE = _keys("aapka aapki aapke apka apki आपका आपकी आपके your")
#: A competitor named makes its prices references ("next door gives it at ₹30", "बगल वाले ₹24 में दे रहे हैं").
_COMPETITOR = _keys("pados padosi पड़ोस पड़ोसी पडोस पडोसी bagal बगल neighbour neighbor neighbours neighbors "
                    "neighbouring neighboring competitor competitors mandi मंडी apmc")  # "Mandi rate for tomato is ₹26"
_COMPETITOR_PAIRS = {tuple(fold(w) for w in p.split()) for p in (
    "next door", "next lane", "other shop", "another shop", "other supplier", "another supplier", "other suppliers",
    "other dealer", "another dealer", "other wholesaler", "another wholesaler", "saamne wali", "samne wali",
    "saamne wale", "samne wale", "सामने वाली", "सामने वाले", "dusri dukaan", "doosri dukaan", "dusri dukan",
    "दूसरी दुकान", "dusre supplier", "दूसरे सप्लायर", "dusra supplier", "doosra supplier", "दूसरा सप्लायर", "local dairy",
    "स्थानीय डेयरी", "local supplier", "स्थानीय सप्लायर", "local wholesaler", "other distributor", "another distributor", "dusre distributor",
    "doosre distributor", "दूसरे डिस्ट्रीब्यूटर", "दूसरा डिस्ट्रीब्यूटर", "dusra distributor", "doosra distributor")}  # "ek local dairy ne ₹520 bola hai"
_BETTER = _keys("accha acha achha अच्छा behtar बेहतर sasta सस्ता kam कम better cheaper")  # "₹38 से अच्छा/सस्ता"
_STOPS = frozenset((".", "?", "!", "।", ";"))
#: A price's last word that leaves its unit to the next word ("₹15 प्रति बैग कम": a bag, then the cut).
_PER_OPEN = _keys("per prati प्रति")
#: Verbs right before a price that make it the amount of a cut ("Reduce ₹3/kg on sugar"; "reduce to ₹3" has "to").
_CUT_BEFORE = _keys("reduce lower decrease cut drop")
#: "a reduction of ₹2 per kg", "a discount of ₹3 per litre": a cut named as a noun, of a price per unit (s44 RB r038).
_CUT_NOUNS = _keys("reduction discount rebate concession")

_THE, _AT = fold("the"), fold("at")
_AT_THE, _AT_YOUR = [_AT, _THE], [_AT, fold("your")]
_QUOTED = _keys("quoted offered")


def _not_then_another(tokens: list[Token], start: int, end: int, nxt: int) -> bool:
    """A price refused in so many words and corrected right after: "88 nahi, 80 …", "₹१४० नहीं, ₹१३२ …", "not ₹140,
    ₹132 …" — a negation right after it (or "not" right before it), then a comma or dash, then the next price."""
    said_not = end < len(tokens) and tokens[end].kind == "word" and tokens[end].key in _NOT_ALONE
    j = end + 1 if said_not else end
    if not said_not and not (start > 0 and tokens[start - 1].kind == "word" and tokens[start - 1].key in _NOT_BEFORE):
        return False
    if not (j < len(tokens) and tokens[j].kind == "sym" and tokens[j].text in (",", "—", "–", "-", ";")):
        return False
    return all(tokens[i].kind == "sym" and tokens[i].text in ("₹", ",", "—", "–", "-", ";") for i in range(j, nxt))


def _an_article(after: list[str], tokens: list[Token], end: int) -> bool:
    """The "the" after a price (ending at token ``end``) is the English article: a word other than a Hinglish connector
    follows it ("₹60/kg for the winter") or a number ("₹1,650 for the 50 kg onion"), not the clause's end ("₹40 the.")."""
    k = after.index(_THE)
    if k + 1 < len(after):
        return after[k + 1] not in _AFTER_WERE
    j = next((j for j in range(end, min(end + 8, len(tokens))) if tokens[j].kind == "word" and tokens[j].key == _THE), -1)
    return 0 <= j < len(tokens) - 1 and tokens[j + 1].kind == "num"


_FROM, _TO, _SE = fold("from"), fold("to"), fold("se")  # "from ₹45 to ₹40": the first is the reference
#: A word between "₹112 से" and the next price that keeps them one change ("₹112 से सीधा ₹124").
_STRAIGHT = _keys("seedha sidha सीधा सीधे direct directly")
#: Words after the second price of "₹112 से ₹124" that say the supplier made it so ("कर दी", "kar diya", "ho gaya").
_DONE_BY_THEM = _keys("di diya diye दी दिया दिए kiya किया ho hua हुआ gaya गया badha बढ़ा")
#: Words before "from ₹128 to ₹138" that report the supplier's change ("went", "increased", "jumped").
_WENT = _keys("went gone increased raised jumped rose moved hiked")

#: The only words of a clause that refuses a price by itself beside another price ("Not ₹40.50.", "₹40.50 nahi").
_NOT_ALONE = _keys("not nahi nahin नहीं नही")
#: Before the price only the English "not" ("Not ₹40.50"; "nahi ₹560", "no, ₹440" correct to that price).
_NOT_BEFORE = _keys("not")


def _rival_sentences(tokens: list[Token]) -> tuple[list[int], set[int]]:
    """One pass: each token's sentence (as ``words_before`` stops) and the sentences that name a competitor."""
    sentence, rival, at, prev = [0] * len(tokens), set(), 0, ""
    for j, t in enumerate(tokens):
        if t.kind == "nl" or t.kind == "sym" and t.text in _STOPS:
            at, prev = at + 1, ""
            sentence[j] = at
            continue
        sentence[j] = at
        if t.kind == "word":
            if t.key in _COMPETITOR or (prev, t.key) in _COMPETITOR_PAIRS:
                rival.add(at)
            prev = t.key
    return sentence, rival


#: A competitor is named by a word of ``_COMPETITOR`` or a pair of ``_COMPETITOR_PAIRS`` (its first word opens).
_RIVAL = Gate("roles.rival", (_rival_sentences,), opens=(_COMPETITOR, frozenset(a for a, _ in _COMPETITOR_PAIRS)),
              alongside=(_COMPETITOR_PAIRS, _STOPS))


def price_roles(tokens: list[Token], prices: list[tuple[int, int, int]],
                mentions: list[tuple[int, int, str]] = ()) -> dict[int, str]:
    """Roles of price figures: {figure start token: "reference" | "reference_weak" | "reference_if_new" |
    "relative" | "bound"}; new prices are left out. A bound ("better than ₹34") is no price offered. A weak
    reference needs a new price in its clause (or, for the
    supplier's own price, the next); an if-new one (a competitor's, one called too high) a new price after it.

    ``prices`` are (start token, end token, clause) of each price figure, in text order; ``mentions`` (first
    token, clause, sku) of the items named, in text order: a price called too high further on in its sentence
    ("the rate of ₹545 per litre for desi ghee slightly above our budget") is a reference when the next price
    is in its clause or names the same item (not "Rice ₹40 is too high. Sugar ₹42 ok.").
    """
    n = len(tokens)
    roles: dict[int, str] = {}
    if not prices:
        return roles  # (the pass over the tokens below serves only the prices)

    def words_before(i: int, k: int) -> list[str]:
        out, j = [], i - 1
        while j >= 0 and len(out) < k and tokens[j].kind != "nl":
            if tokens[j].kind == "word":
                out.append(tokens[j].key)
            elif tokens[j].kind == "sym" and tokens[j].text in (".", "?", "!", "।", ";"):
                break
            elif tokens[j].kind == "num":
                break
            j -= 1
        return out[::-1]

    def words_after(i: int, k: int, upto: int = -1) -> list[str]:
        """Up to k words after token i in its chunk; across numbers up to token ``upto`` when given (the next
        price: "₹205 per 5 kg bag is too high"), else up to the first number."""
        out, j = [], i
        while j < n and len(out) < k and tokens[j].kind != "nl":
            if tokens[j].kind == "word":
                out.append(tokens[j].key)
            elif tokens[j].kind == "sym" and tokens[j].text in (".", "?", "!", "।", ";", ","):
                break
            elif tokens[j].kind == "num" and (upto < 0 or j >= upto):
                break
            j += 1
        return out

    named_in: dict[int, list[tuple[int, str]]] = {}  # clause -> (first token, sku) of its items, in text order
    for first, clause_, sku in mentions:
        named_in.setdefault(clause_, []).append((first, sku))

    def item_of(pos: int, clause: int) -> str | None:
        """The item a price in ``clause`` is for: the last named before it in the clause, else the first after."""
        mine = named_in.get(clause, [])
        k = bisect.bisect_left(mine, (pos, ""))
        return mine[k - 1][1] if k else (mine[0][1] if mine else None)

    def same_item_next(k: int) -> bool:
        """The price after price ``k`` is for the same item, named."""
        mine = item_of(prices[k][0], prices[k][2])
        nxt_clause = prices[k + 1][2]
        return mine is not None and (item_of(prices[k + 1][0], nxt_clause) == mine or (
            nxt_clause > prices[k][2] and not any(named_in.get(c) for c in range(prices[k][2] + 1, nxt_clause + 1))))
        # "sugar 44 too high. do 40", "₹43 … zyada hai. ⏎ Kya aap 1 quintal ₹40 …": no goods named since, the same

    sentence, rival = _rival_sentences(tokens) if not _RIVAL.shut(
        [t.key for t in tokens if t.kind == "word"]) else ([], set())  # no competitor named: no pass

    theirs = their_rate_lines(tokens) | thanked_quotes(tokens) | thanked_rates(tokens)  # "आपका भाव: चीनी ₹42/किलो, नमक ₹22/किलो": theirs
    for k, (start, end, clause) in enumerate(prices):
        if start in theirs:
            roles[start] = "reference"
            continue
        before, after = words_before(start, 3), words_after(end, 3)
        nxt = next((tokens[j] for j in range(end, min(end + 2, n)) if tokens[j].kind == "word"), None)
        if not before and not after and nxt is None:  # no word beside it in its sentence ("₹5 ₹5 ₹5"): of the rules
            if k + 1 < len(prices) and (rival and sentence[start] in rival or set(  # below only the if-new one can apply
                    words_after(end, 8, prices[k + 1][0])) & _TOO_HIGH_AFTER and (prices[k + 1][2] == clause and item_of(
                    prices[k + 1][0], clause) in (None, item_of(start, clause)) or same_item_next(k))):
                roles[start] = "reference_if_new"
            continue
        if nxt is not None and nxt.text.lower() == "off" or before and before[-1] == "of" and len(before) >= 2 and \
                (before[-2] in ("knock", "take", "shave", "cut") or before[-2] in _CUT_NOUNS and _PER_OPEN & {
                    tokens[j].key for j in range(start, end)}) or after and after[0] in RELATIVE_AFTER or len(after) >= 2 and \
                (after[0] in _OF or tokens[end - 1].key in _PER_OPEN) and after[1] in RELATIVE_AFTER or len(before) >= 2 \
                and (before[-1] == fold("by") or before[-2:] == _BY_RS) and \
                set(words_before(start, 9)[:-1]) & _RELATIVE_VERBS or before and before[-1] in _CUT_BEFORE:
            # "reduce by ₹2", "reduce masoor dal price by ₹4", "Reduce ₹3/kg on sugar", "reduce the rate on toor dal by ₹6"
            roles[start] = "relative"
            continue
        if len(prices) > 1 and (before or after) and set(before) <= _NOT_BEFORE and set(after) <= _NOT_ALONE and (
                not before or before[0] == tokens[clause_start(tokens, start)].key and any(
                    tokens[j].kind == "word" and tokens[j].key in _NOT_ALONE for j in (start - 1, start - 2)
                    if j >= 0) and not any(tokens[j].kind == "sym" and tokens[j].text in (",", "…", "-", "—")
                                           for j in range(max(0, start - 2), start))):
            roles[start] = "reference"  # "We can do ₹39 for rice. Not ₹40.50.", "₹40.50 नहीं।": the price refused
            continue
        if k and prices[k - 1][2] == clause and _denied_after(tokens, start, end, before, after):
            roles[start] = "reference"  # "We can pay ₹41 for sugar, not ₹44", "चीनी ₹41 देंगे, ₹44 नहीं": denied
            continue
        if (before[-3:-1] in (_AT_THE, _AT_YOUR) and before[-1] in _QUOTED or before[-2:-1] == [_AT] and
                before[-1] in _QUOTED) and not set(words_before(start, 5)) & _NOT_ALONE:
            continue  # "600 packets of Parle-G at the quoted ₹4.20": the price ordered at, the quote taken
        if k + 1 < len(prices) and prices[k + 1][2] == clause and _not_then_another(tokens, start, end,
                                                                                  prices[k + 1][0]):
            roles[start] = "reference"  # "Masoor 88 nahi, 80 rupaye kilo pe 40 kilo lenge", "not ₹140, ₹132 a kg"
            continue
        if after[:1] == [_SE] and set(after[1:3]) & _BETTER and k and prices[k - 1][2] == clause:
            roles[start] = "reference"  # "आपका ₹36 शर्मा के ₹38 से अच्छा है": the price compared against
            continue
        pairs = set(zip(before, before[1:]))
        if tuple(before[-2:]) in _BOUND_PAIRS or tuple(after[:2]) in _BOUND_AFTER:
            roles[start] = "bound"
            continue
        after5 = words_after(end, 5)
        if tuple(before[-3:]) in _THEIR_OFFER or set(zip(after5, after5[1:])) & _THEIR_OFFER_AFTER:
            # "thank you for your offer of ₹560", "₹126 … के आपके प्रस्ताव के लिए": theirs, not ours
            roles[start] = "reference"
            continue
        if set(after[:3]) & _SOLD_AT_AFTER or after[:1] and after[0] in _MRP and not set(after[1:2]) & _IS_SAID or \
                set(before[-3:]) & _SOLD_AT_BEFORE or customers_pay(words_before(start, 6), words_after(end, 5)) or \
                pack_named(tokens, start, end) or \
                before[-1:] and before[-1] in _IS_SAID and set(
                    words_before(start, 5)) & _MRP:  # (not "at ₹44 (MRP is ₹55)"; but "MRP on Maggi is ₹14")
            roles[start] = "sold_at"  # "हम दूध ₹28 में बेचते हैं", "We retail milk at ₹28", "MRP ₹28 wala doodh",
            continue  # "₹28 MRP वाला", "the ₹10 Maggi pack": the shop's price or the pack's MRP, never a price asked
        if (set(before) & REFERENCE_BEFORE or pairs & _STRONG_PAIRS or tuple(after[:2]) in _PAST_AFTER and not (
                end < n and tokens[end].text == "(") or set(
                after[:3]) & REFERENCE_AFTER and not (
                _THE in after[:3] and len(set(after[:3]) & REFERENCE_AFTER) == 1 and _an_article(
                    words_after(end, 4), tokens, end)
                or before_a_time(after[:4], tokens, end, REFERENCE_AFTER) or as_quoted(before, after) or after[:1] and after[0] in _MRP and set(after[1:2]) & _IS_SAID
                or bracketed_next(tokens, end, prices, k))) and not said_same_now(tokens, start, end) and not said_same_after(
                    tokens, start, end):  # ("Rate
            # same as last time, ₹110": now; "₹98/kg (you quoted ₹104)": the bracket's own price; "@42 before noon": when
            roles[start] = "reference"  # to send, not an earlier price; "at ₹38 (MRP is ₹45)": the MRP said apart)
            continue
        if rival and rival_rate_last(k, prices, sentence, rival, roles, tokens):  # lang.their_rates: "Your ₹38 for
            roles[start] = "reference"  # onion is too much; the mandi has it at ₹30. Leave it": the mandi's is context
            continue
        if k + 1 < len(prices) and (rival and sentence[start] in rival or set(after[:3]) & _TOLD_AFTER or before[-1:] and before[-1] in _WE_SAID and k and roles.get(prices[k - 1][0], "").startswith("reference") or set(after[:2]) & _TOO_HIGH_AFTER and (prices[k + 1][2] <= clause + 1 and item_of(
                prices[k + 1][0], prices[k + 1][2]) in (None, item_of(start, clause)) or same_item_next(k)) or (  # (not another item's: "| Moong | ₹108 | Too high | ⏎ | Masoor | ₹88 |")
                prices[k + 1][2] > clause + 1 and exclaimed_after(tokens, end)) or set(
                words_after(end, 8, prices[k + 1][0])) & _TOO_HIGH_THEN and (prices[k + 1][2] == clause and item_of(
                prices[k + 1][0], clause) in (None, item_of(start, clause)) or same_item_next(k))):  # (not "चीनी ₹46
            # ज़्यादा है, चावल ₹38 ठीक है": the rice's) "₹548 is too high — can you do ₹530", "₹545 per litre for desi ghee slightly above our budget. … ₹520?",
            # "Pyaaz ₹36?? Mandi mein ₹30 … ₹31 pe 2 quintal": said back in disbelief, then a price of our own
            roles[start] = "reference_if_new"  # "next door: onion at ₹30. Make it ₹31", "₹84 ज़्यादा है। ₹78 में दीजिए"
            continue
        if pairs & _REFERENCE_PAIRS or before and before[-1] in _THEIRS_BEFORE or len(before) >= 2 and (
                before[-2] in _THEIRS_BEFORE and before[-1] in ("of", "ka", "का")):  # clause decides
            roles[start] = "reference_weak"
            continue
        later_here = k + 1 < len(prices) and prices[k + 1][2] == clause
        if later_here and if_made(tokens, end, prices[k + 1]) and item_of(prices[k + 1][0], clause) == item_of(start, clause):
            roles[start] = "reference"  # "masoor at ₹80 — if you make it ₹77 I'll take 30 kg": the supplier's, then ours
            continue
        if later_here and after[:1] == [_SE] and (prices[k + 1][0] - end <= 2 or prices[k + 1][0] - end == 3 and
                                                  after[1:2] and after[1] in _STRAIGHT):  # "rate 38 se 36 kar do"
            roles[start] = "reference"
            if k + 2 < len(prices) and set(words_after(prices[k + 1][1], 3)) & _DONE_BY_THEM:
                roles.setdefault(prices[k + 1][0], "reference_if_new")  # "चाय पत्ती ₹112 से सीधा ₹124 कर दी? …
            continue  # ₹116 में दे दो": their new price, told before ours
        if later_here and tuple(after[:2]) in _REFUSED_AFTER and item_of(prices[k + 1][0], clause) in (
                None, item_of(start, clause)):  # "₹7 mein nahi — maximum ₹6.20" (not "चीनी ₹44 में नहीं …, पर चावल ₹38")
            roles[start] = "reference"
            continue
        unitless = [w for w in after if w not in _PRICE_UNITS]
        if later_here and unitless[:1] and unitless[0] in _NO_SAID and same_item_next(k) and not set(
                words_after(prices[k + 1][1], 2)) & _BOUND_WORDS:  # (not "₹46 — nahi, ₹41 tak") "₹340/kg — no wait,
            roles[start] = "reference"  # make it ₹345/kg", "₹२८ पैकेट — नहीं, ₹२७ पैकेट कर दो", "₹50 packet — nahi
            continue  # nahi, ₹49 kar do": the price said, then taken back for the next
        if before and before[-1] == _FROM and k + 1 < len(prices) and prices[k + 1][2] == clause \
                and _TO in words_after(end, 2):
            roles[start] = "reference"
            if k + 2 < len(prices) and set(before) & _WENT:  # "mustard oil went from ₹128 to ₹138 a litre … Can you
                roles.setdefault(prices[k + 1][0], "reference_if_new")  # do ₹132?": their new price, then ours
    cuts_said_together(prices, roles, words_before, words_after)  # lang.cuts_together: "₹3 on toor and ₹2 on moong"
    rival_later(tokens, prices, roles, sentence, rival, _COMPETITOR, _COMPETITOR_PAIRS)  # "at ₹26, other's is ₹27"
    return roles


def _denied_after(tokens: list[Token], start: int, end: int, before: list[str], after: list[str]) -> bool:
    """A price after a comma or dash with only "not" before it ("…, not ₹44") or only a negation after it ending its
    sentence ("…, ₹44 nahi."): the writer denies it, after a price of the clause said first."""
    k = start - 1
    while k >= 0 and tokens[k].kind == "sym" and tokens[k].text == "₹":
        k -= 1
    if before[-1:] == ["not"] and k >= 1 and tokens[k].kind == "word" and tokens[k - 1].kind == "sym" and \
            tokens[k - 1].text in (",", "—", "–", "-", ";"):
        return True
    units = [w for w in after if w not in _PRICE_UNITS]
    closes = next((t for t in tokens[end:] if t.kind != "word"), None)
    return len(units) == 1 and units[0] in _NOT_ALONE and k >= 0 and tokens[k].kind == "sym" and \
        tokens[k].text in (",", "—", "–", "-", ";") and (closes is None or closes.kind in ("sym", "nl"))


def references_alongside(roles: dict[int, str], prices: list[tuple[int, int]], asking: set[int]) -> dict[int, str]:
    """Prices beside a strong reference in a clause that asks nothing ("Last week you billed masoor at ₹86 and
    chana dal at ₹76", "pichhle hafte aapne toor ₹142 aur poha ₹35 lagaya tha"): references too, when a later
    clause states a new price.

    ``roles`` as ``price_roles`` returns; ``prices`` (start token, clause) of every price figure; ``asking`` the
    clauses with item intent words. Returns the new roles, {start token: "reference"}.
    """
    strong = {clause for pos, clause in prices if roles.get(pos) == "reference"}
    if not strong:
        return {}
    later_new = max((clause for pos, clause in prices if pos not in roles), default=-1)
    return {pos: "reference" for pos, clause in prices
            if pos not in roles and clause in strong and clause not in asking and later_new > clause}

#: Public names of the competitor words and word pairs, for passes outside this module (``lang.sellers_prices``).
COMPETITOR_WORDS, COMPETITOR_PAIRS = _COMPETITOR, _COMPETITOR_PAIRS
