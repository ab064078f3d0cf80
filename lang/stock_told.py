"""Stock the shop tells it holds (part of ``lang.acts``' background): "We still have 40 kg rice in the godown",
"godown mein 5 tin pada hai", "हमारे पास 5 किलो पनीर है", "80 kg in stock", "स्टॉक में 40 किलो चावल है", "Sugar is enough
for now". A clause or chunk that tells stock is context, not goods asked for: its counts are never ordered (trial 18,
breaker K). The word tables here open and accompany ``lang.acts``' background gate (``STOCK_OPENS``,
``STOCK_ALONGSIDE``)."""
from __future__ import annotations

from lang.language import fold_words as _keys
from lang.units import UNIT_WORDS

__all__ = ["stock_said", "tells_stock", "stock_held", "in_store", "STOCK_OPENS", "STOCK_ALONGSIDE", "contents_told", "IN_IT", "WAS_IN",
           "HAD", "IT"]

#: Stock told ("our godown has only 3 tins of ghee left", "godown mein abhi 5 tin sarson tel pada hai", "We still
#: have 6 bags of atta in the godown") and customers' asking ("customers keep asking for atta", "ग्राहक बेसन माँग
#: रहे हैं"): background, like a past report.
_GODOWN = _keys("godown godam godaam गोदाम stock")
_IN_STOCK = _keys("have has left position available full bhara bhari bhare भरा भरी भरे "  # "godown is full of sugar"
                  "pada padi pade पड़ा पड़ी पड़े पड़ीं bacha bachi bache बचा बची बचे "
                  "rakha rakhi rakhe रखा रखी रखे")
#: "is" beside a store word ("Godown mein 2 bori chawal hai", "गोदाम में 5 किलो पनीर है") tells stock too (trial 18).
_IS = _keys("hai hain है हैं")
_STORE = _keys("godown godam godaam गोदाम")  # not "stock": "stock bharna hai" asks to fill it
#: Stock told without a store word: "हमारे पास 5 किलो पनीर पहले से है", "hamare paas 10 kilo chini hai",
#: "We still have 10 kg sugar" (trial 18: each was ordered).
_OUR = _keys("hamare humare hamaare हमारे")
_PAAS = _keys("paas pas पास")
_STILL = _keys("still already")
_STOCKED = _keys("stock")  # "80 kg in stock"
#: Places the shop's goods are ("स्टॉक में", "dukaan mein", "shelf pe", "in the shop"), which with "is" tell stock
#: (breaker K: each was ordered); with an intent word the chunk is a request, not told (``_stock_chunks``).
_SHELF = _keys("stock स्टॉक shelf shelves शेल्फ dukaan dukan दुकान shop store counter")
_IN_PLACE = _keys("in mein me में pe par पर")
#: Words that say the shop has enough of the goods, with "is" ("Sugar is enough for now", "cheeni abhi kaafi hai").
_ENOUGH = _keys("enough sufficient plenty kaafi kafi काफ़ी काफी")
_IS_ENOUGH = _keys("hai hain है हैं is are")
_WE = _keys("we")
_HAVE = _keys("have")
#: Words after "we have" that make it no stock told ("we have ordered", "we have to", "we have decided").
_HAVE_DONE = _keys("ordered placed to been received got paid sent booked decided a an the no not any enough just "
                   "already still only made confirmed cleared transferred")


def in_store(key_set: set[str]) -> bool:
    """A store word with a word of holding ("godown mein 5 tin pada hai", "godown is full of sugar"), or with "is"
    ("Godown mein 2 bori chawal hai", "गोदाम में 5 किलो पनीर है"): stock told. ``key_set``: the clause's folded words."""
    return bool(key_set & _GODOWN) and bool(key_set & _IN_STOCK) or bool(key_set & _STORE) and bool(key_set & _IS)


def tells_stock(keys: list[str]) -> bool:
    """Words (folded keys, in order) that tell the shop's stock: a store word and a word of holding or "is" ("We still
    have 40 kg rice in the godown", "godown mein 5 tin pada hai", "Godown mein 2 bori chawal hai": ``in_store``), or
    stock held (``stock_held``: "we still have", "हमारे पास … है", "स्टॉक में … है")."""
    return in_store(set(keys)) or stock_held(keys)


def stock_held(keys: list[str]) -> bool:
    """Stock the shop holds, told without a store word: "हमारे पास ... है" / "hamare paas ... hai" (our side has),
    "we still have", "we already have"."""
    pairs = set(zip(keys, keys[1:]))
    if any(a in _OUR and b in _PAAS for a, b in pairs) and set(keys) & _IS or any(
            a == "in" and b in _STOCKED for a, b in pairs):
        return True  # "हमारे पास 5 किलो पनीर है", "80 kg in stock"
    if set(keys) & _SHELF and set(keys) & _IN_PLACE and set(keys) & _IS_ENOUGH:
        return True  # "स्टॉक में 40 किलो चावल है", "Shelf pe 10 packet maggi hai", "There is 40 kg rice in the shop now"
    if any(a in _ON_IN and b in _HAND for a, b in pairs) or set(keys) & _NOW_WORDS and _left_is(keys):
        return True  # "Tomatoes: about 12 kg still on hand", "टमाटर: लगभग 12 किलो अभी बाकी हैं" (sealed74 r8006:
        # the 12 kg had been ordered, silently); not "बिल B11 में से ₹650 अभी दे रहे हैं, बाकी अगले हफ़्ते" (paid now)
    if set(keys) & _ENOUGH and set(keys) & _IS_ENOUGH:
        return True  # "Sugar is enough for now", "चीनी अभी काफ़ी है"
    if any(a in _WE and b in _HAVE and c not in _HAVE_DONE for a, b, c in zip(keys, keys[1:], keys[2:])):
        return True  # "we have 80 kg" (not "we have ordered", "we have to")
    if any(a in _STOCKED and b in _OF for a, b in pairs) or any(
            a in _KA and b in _STOCKED and c in _IS for a, b, c in zip(keys, keys[1:], keys[2:])):
        return True  # "our current stock of 40 litres", "40 लीटर का स्टॉक है", "40 litre ka stock hai"
    if (set(keys) & _DOWN_TO_LAST[2] or set(keys) & _STOCKED) and any(
            a in _DOWN_TO_LAST[0] and b in _DOWN_TO_LAST[1] for a, b in pairs):  # "We're down to our last 2 litres",
        return True  # "stock is down to our last 5 kg", "Our rice stock is down to 8 kg" (fixer R, s28)
    if _left_at(keys):
        return True  # "Rice is down to 12 kg" (s42 FA: the 12 kg had been ordered)
    if keys[:1] and keys[0] in _STOCK_LABEL and (keys[1:2] or ["-"])[0] not in _STOCK_LOW or keys[1:2] and keys[
            0] in _NOW_WORDS and keys[1] in _STOCK_LABEL:  # "Stock check: rice 20 kg, sugar 10 kg", "Current stock:
        return True  # …", "स्टॉक: चावल 20 किलो" (breaker AC: each count was ordered), not "Stock low: rice 20 kg"
    return any(a in _WE and b in _STILL and c in _HAVE for a, b, c in zip(keys, keys[1:], keys[2:]))


def _left_is(keys: list[str]) -> bool:
    """A word of what is left with "is" after it ("12 किलो अभी बाकी हैं", "abhi 12 kilo baaki hai"): stock left. An "is"
    only before it is another verb's ("₹650 अभी दे रहे हैं, बाकी अगले हफ़्ते": a bill paid in part, the rest to come)."""
    left = next((k for k, w in enumerate(keys) if w in _REMAINING), None)
    return left is not None and any(w in _IS for w in keys[left + 1:])


#: "is down to 12 kg" (a word of being before "down", a unit after "to"), with no word of a price ("Rice price is down
#: to ₹40/kg"): the stock left told (fixer FA, session 42; "12 किलो रह गया" is ``lang.day_numbers``').
_BE = _keys("is are s re has have gone come")
_PRICE_WORDS = _keys("price prices rate rates bhav bhaav भाव रेट per prati प्रति rs rupees rupaye रुपये")


def _left_at(keys: list[str]) -> bool:
    """The stock left said as "down to" a count ("Rice is down to 12 kg"; ``_BE``: module table)."""
    if not _PRICE_WORDS.isdisjoint(keys):
        return False
    for n, w in enumerate(keys):
        if w in _DOWN_TO_LAST[0] and n + 1 < len(keys) and keys[n + 1] in _DOWN_TO_LAST[1] and not _BE.isdisjoint(keys[max(0, n - 2):n]) \
                and any(k in UNIT_WORDS for k in keys[n + 2:n + 4]):
            return True
    return False


#: A clause opening with the stock as a label, and the words after it that make it the stock's lack, not a count.
_STOCK_LABEL = _keys("stock स्टॉक")
_NOW_WORDS = _keys("current closing present todays today aaj आज abhi अभी")
_STOCK_LOW = _keys("low khatam kam short finished out over running empty nil zero needed required chahiye refill for "
                   "bharna khatm खत्म ख़त्म कम needs need ke ki के की liye लिए top")
_OF, _KA = _keys("of"), _keys("ka का")
#: "on hand", "in hand"; "abhi baaki hai" (still left).
_ON_IN, _HAND, _REMAINING = _keys("on in"), _keys("hand"), _keys("baaki baki बाकी बाक़ी")
#: "down to our last …": the words down, to and last.
_DOWN_TO_LAST = (_keys("down"), _keys("to"), _keys("last"))
#: The tables one of whose words opens the background gate for stock told, and those used only beside them.
STOCK_OPENS = (_GODOWN, _STORE, _OUR, _STILL, _HAVE, _ENOUGH, _STOCKED, _SHELF, _DOWN_TO_LAST[0], _STOCK_LABEL, _HAND,
               _REMAINING)
STOCK_ALONGSIDE = (_IN_STOCK, _IS, _PAAS, _WE, _IS_ENOUGH, _HAVE_DONE, _IN_PLACE, _DOWN_TO_LAST[1], _DOWN_TO_LAST[2], _OF,
                   _KA, _STOCK_LABEL, _NOW_WORDS, _STOCK_LOW, _ON_IN, _BE, _PRICE_WORDS, frozenset(UNIT_WORDS))


#: What an order held, told ("usme … thi", "It had …"): the words of ``contents_told``.
IN_IT = _keys("usme usmein usmen उसमें उसमे isme ismein इसमें इसमे")
WAS_IN = _keys("tha thi the था थी थे")
HAD = _keys("had contained included")
IT = _keys("it that which")


def contents_told(keys: list[str]) -> bool:
    """What an order held, told ("Usme 2 peti Parle-G aur 10 kilo suji thi", "It had 2 cases of Parle-G"): the
    goods of the order named before, not goods asked for now."""
    return bool(keys) and (keys[0] in IN_IT and not WAS_IN.isdisjoint(keys) or len(keys) > 1 and keys[0] in IT
                           and keys[1] in HAD)


#: Infinitives of sending and coming that, right before "tha"/"था", say what was due ("Thursday ko dispatch hona
#: tha", "गुरुवार को डिस्पैच होना था", "bhejna tha", "आना था"). Not "mangwana tha" (a wish: an order, politely). The
#: English "was to be dispatched" is left refused: its goods lose their counts as context, and a delivery question
#: about the order alone would be a silent misreading of the goods asked after (probes50 hh en-h3027).
DUE = _keys("hona honi होना होनी bhejna bhejni भेजना भेजनी aana aani आना आनी pahunchna pahunchni पहुँचना पहुंचना "
            "पहुँचनी पहुंचनी milna milni मिलना मिलनी nikalna निकलना")
#: Request words that keep such a clause a request ("20 kilo bhejna tha, bhej dijiye").
_ASKED_NOW = _keys("bhejo bhejiye bhejie bhejdo dijiye dijie dena bhejen भेजो भेजिए भेजें दीजिए देना send please kripya "
                   "कृपया")


def due_told(keys: list[str]) -> bool:
    """Goods told as due, a past obligation, not asked now ("O4 (120 Rin bar) Thursday ko dispatch hona tha",
    "… गुरुवार को डिस्पैच होना था": probes50 hh h3027, where they had been ordered again, silently): a ``DUE``
    infinitive right before "tha"/"था" (``WAS_IN``), and no request word of now (``_ASKED_NOW``). Used only on a
    clause whose order word it then sets aside (``due_said``, ``lang.apply_acts``); a clause with no order word
    keeps its goods for the question beside it ("O8 (40 पैकेट आटा …) की पहली गाड़ी गुरुवार को आनी थी": holdout139)."""
    if not _ASKED_NOW.isdisjoint(keys):
        return False
    return any(w in DUE and keys[k + 1] in WAS_IN for k, w in enumerate(keys[:-1]))


def due_said(tokens: list, lo: int, hi: int) -> bool:
    """``due_told`` of the words of tokens ``lo`` to ``hi`` (a clause's span): its order words are then no order
    (``lang.apply_acts``)."""
    return due_told([t.key for t in tokens[lo:hi] if t.kind == "word"])


#: Words of "last" that are an offer's ("aakhri ₹40", "final rate") but, right before a count, tell the last of the
#: stock ("हमारे पास चावल बस आख़िरी 8 किलो बचा है": breaker AK, where the stock's 8 kg had been offered at the price
#: accepted below it).
_LAST_WORDS = _keys("aakhri akhri aakhiri आख़िरी आखिरी last final")


#: Words of time after "last": "नवंबर के आख़िरी हफ़्ते में 180 किलो चावल निकल गया था" (holdout66 hi-e013: the last
#: week, no last price — the offer had kept the background sentence a request, and its "निकल गया" (sold) had been
#: read as a delivery question about nothing, silently).
_TIME = _keys("hafte hafta हफ़्ते हफ्ते हफ़्ता हफ्ता week din दिन tareekh tarikh तारीख़ तारीख mahine mahina महीने "
                   "महीना month baar बार time")


def last_of_stock(cues: list, tokens: list) -> list:
    """``cues`` (``_Cue``s) without the offer cues on a word of "last" followed by a count (a number and a unit word)
    or by a word of time ("aakhri hafte"); the same list object when none is dropped."""
    drop = {id(c) for c in cues if c.kinds == {"offer"} and c.end - c.pos == 1 and tokens[c.pos].key in _LAST_WORDS
            and c.end < len(tokens) and (tokens[c.end].key in _TIME or c.end + 1 < len(tokens) and tokens[
                c.end].kind == "num" and tokens[c.end + 1].key in UNIT_WORDS)}
    return [c for c in cues if id(c) not in drop] if drop else cues


def stock_said(reader, pos: int) -> bool:
    """True when the sentence of token ``pos`` names the stock ("stock", "स्टॉक", shelf, godown): "teeno ka stock 5 se
    kam hai" tells how little is left, it asks no price lower (holdout107 hi/hl-g8017: "5 se kam" had been read as a
    bound on a price, and the order refused as "how much lower?"). ``reader``: the MessageReader (clause_span)."""
    lo, hi = reader.clause_span[reader.clause_of[pos]]
    return any(reader._word(k) in _SHELF or reader._word(k) in _STORE for k in range(lo, hi))
