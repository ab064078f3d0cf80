"""Stage 3 of reading: each clause's speech act, polarity and mood (``clause_acts``).

A clause (``lang.reader`` cuts them at line breaks and . ? ! । ;) gets an ``Act``:

- ``question`` — it ends in "?" or opens with a question word (will, can,
  would, is, kya, क्या …);
- ``condition`` — it opens with "if" / agar / अगर / yadi / यदि / provided;
  ``consequent`` is the token where its main clause starts (after the comma);
- ``negative`` — a negation (no, not, won't, nahi, नहीं, mat …) that is not
  part of an intent phrase already ("nahi chahiye" is a reject phrase, "mat
  bhejo" a cancel one) nor a stock phrase ("no problem", "koi baat nahi");
- ``background`` — a report of the past (sold, bought, received, bik gaya, बेचा, बिक गया …) or of someone else's
  want (``lang.third_party``): what happened, not what is asked;
- ``arrival`` — it asks whether or when goods come (come, arrive, van,
  aayega, आएगा, पहुँचेगा …).

The reader (``lang.reader.MessageReader._apply_acts``) turns acts into intents:
a background clause is context; an accept asked as a question is an offer
(a counter-offer: "Rice ₹36 chalega?", "Deal?"); a price asked with no other
intent word is an offer ("Would ₹560/kg work?"); a negative clause about an
item is a reject, and a negation does not spill onto other clauses; the
consequent of a condition ("…, we'll confirm today") orders nothing; an
arrival question is ``ask_delivery``. Where a clause's cues still disagree
(a question that both accepts and orders at two prices…) the reader refuses
with ``ambiguous_intent`` rather than pick.
"""
from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass

from lang.cannot_sell import sell_unable  # "bech nahi payenge": cannot sell, no report
from lang.goods_came import GAYA as _GAYA, MIL as _MIL, REACHED as _REACHED, REACHED_ALONGSIDE, ONGOING as _ONGOING, ONLY_SHORT as _ONLY_SHORT, received, still_going
from lang.gates import Gate
from lang.whether_asked import or_not, told_whether, will_of_ours
from lang.language import Token, fold, fold_words as _keys
from lang.stock_told import STOCK_ALONGSIDE, STOCK_OPENS, in_store, stock_held, tells_stock
from lang.act_words import AND_TAKE, CHARGE as _CHARGE, so_after as _so_after, priced_at as _priced_at
from lang.unless import unless_condition
from lang.hedge_opens import hedge_after_send, hedge_opens; from lang.this_time import this_time_opens  # ("Is baar …": no "Is …?")
from lang.grateful_if import thanks_ahead
from lang.quality_asked import quality_asked
from lang.otherwise_not import otherwise_not
from lang.no_advance import term_refused
from lang.fell_short import fell_short, short_negation
from lang.goods_lost import goods_lost
from lang.thanked_discount import thanked_discount
from lang.told_before import ordered_label
from lang.context_said import BUYS, EVERY, HOW_OFTEN, IN_SPAN, KEEPS, NOT_HABIT, SPAN, THIS_SPAN, WE, bought_as_habit, for_context, habitual
from lang.third_party import unaddressed, someone_elses_want, OPENS as _WANT_OPENS, ALONGSIDE as _WANT_ALONGSIDE
from lang.stock_told import IN_IT as _IN_IT, WAS_IN as _WAS_IN, HAD as _HAD, IT as _IT, contents_told as _contents_told

__all__ = ["reports", "tag_questions", "Act", "clause_acts", "NEGATIONS", "NOT_NEGATION_AFTER", "NOT_NEGATION_BEFORE",
           "LATIN_NEGATIONS", "PAST_REPORTS", "PAST_MARKERS", "ORDERED_BEFORE", "tells_stock"]

QUESTION_OPENERS = _keys("will would can could shall should is are do does did has have may kya क्या kyaa kyu kyun")
#: Openers that ask in Hindi and Hinglish too ("are" is "arre", "do" is two there).
_HINDI_OPENERS = _keys("kya क्या kyaa kyu kyun")
#: "Arre" as written (it folds as "are"): a call for attention opening an English line, never "Are …?" asking.
_ARRE = frozenset(("arre", "arrey", "arey"))
_NOT = fold("not")  # "Do not deliver O30.": a bidding, not "Do …?" asking (a "?" still asks)
CONDITION_OPENERS = _keys("if agar अगर yadi यदि provided unless jab बशर्ते")
_THEN = _keys("then to तो toh")
_THEN_HI = _keys("to तो toh")
#: English words around an English "to" ("we would like to place an order", "send it to the shop"): not "then".
_TO_BEFORE = _keys("like want wants wanted need needs have has had going able unable wish happy glad pleased request "
                   "requested due according sent send deliver delivered up next back ready plan planning hope try "
                   "forward looking prefer wanted refer reference order ordered come reach how")
_TO_AFTER = _keys("the a an us you me our your my this that be send deliver buy get know make inform request share "
                  "supply revise discuss proceed continue receive collect ship dispatch")
#: "…, शुक्रवार तक पहुँच जाए तो अच्छा", "Shanivar tak pahunch jaaye toh achha": "to" before a word of liking that
#: ends the clause is a wish ("it would be good if …"), not a condition on the goods or the price.
_WISH = _keys("achha acha accha achchha अच्छा अच्छी behtar बेहतर badhiya बढ़िया")
_WISH_END = _keys("hai hoga rahega rahegi ho है होगा रहेगा रहेगी हो")
NEGATIONS = _keys("no not never neither unable wont dont cant cannot shouldnt wouldnt isnt arent doesnt didnt havent hasnt hadnt "
                  "wasnt werent nahi nahin nahii "
                  "nai na mat नहीं नही न मत dnt inability asamarth असमर्थ")
#: Devanagari "new" ("नई चाय की दुकान"), which folds like Hinglish "nai" (no).
_NEW = frozenset(("नई", "नयी", "नए", "नये"))
#: Words after a negation that make it a stock phrase, not a refusal ("no problem", "not only", "no later than").
NOT_NEGATION_AFTER = _keys("problem problems worries worry issue issues only later more less doubt hurry rush "
                            "baat dikkat pareshani tension बात दिक्कत परेशानी")
NOT_NEGATION_BEFORE = _keys("koi कोई problem dikkat दिक्कत pareshani परेशानी tension issue chinta चिंता")  # "कोई दिक्कत नहीं"
#: English words up to three after a negation that make it a ceiling ("not a rupee more", "not a paisa higher").
_CEILING = _keys("more higher above")
#: English negations count only in Latin script (the Devanagari "नोट", note, folds to "not").
LATIN_NEGATIONS = _keys("no not never neither unable inability wont dont cant cannot shouldnt wouldnt isnt arent doesnt didnt")
#: Past forms of arriving: "abhi tak nahi aaye", "नहीं आई", "hasn't arrived" report a delay, they refuse nothing.
_YET = _keys("yet")
_ARRIVED = _keys("aaya aaye aayi aai aya aye ayi आया आए आये आई आयी pahuncha pahunchi pahunche पहुँचा पहुँची पहुँचे "
                 "पहुंचा पहुंची पहुंचे arrived come came reached delivered")
PAST_REPORTS = _keys("sold bought received purchased got gotten delivered consumed finished ran came amounted "
                     "becha beche bechi bik bika biki bike khareeda kharida kharide bech bikri बिक्री nikal nikle "
                     "निकल निकले "
                     "बेचा बेचे बेची बिक बिका बिकी बिके ख़रीदा खरीदा ख़रीदे खरीदे "
                     "khatam khtam ख़त्म खत्म cleared exhausted bacha bache bachi बचा बचे बची")
#: Ordering in the past ("Yesterday we ordered 40 kg rice", "कल हमने 30 पैकेट दूध मँगवाया था", "Kal humne 48
#: biscuits mangwaye the", "last week we took"): background, never an order.
ORDERED_BEFORE = _keys("ordered took mangwaya mangwaye mangwayi mangwai mangaya mangaye mangayi mangai manga mangwa "
                       "मँगवाया मँगवाए मँगवाये मँगवाई मंगवाया मंगवाए मंगवाये मंगवाई मँगाया मँगाए मँगाये मँगाई मंगाया "
                       "मंगाए मंगाये मंगाई मँगा मंगा liya लिया")
PAST_REPORTS = PAST_REPORTS | ORDERED_BEFORE | _keys("made banaya banaye banayi बनाया बनाए बनाई")  # ("पिछली पूजा में 40 किलो नारू बनाया था")
#: Goods sent before ("Last time you sent 60 kg sugar", "Kal 30 kilo tamatar bheje the", "कल 30 किलो टमाटर
#: भेजे थे"): background only with a marker of time that is surely past (not "kal", which is also tomorrow)
#: and no word of money (a payment "sent" is a payment).
_SENT = _keys("sent bheja bheje bheji bhejaa भेजा भेजे भेजी भेजवाया भिजवाया")
#: A clause said for the supplier's information ("FYI our daily sales: 60 packets of milk", "जानकारी के लिए, …",
#: "for your information"): context, nothing asked.
#: Goods gone from the shelf on a day before ("60 packets gone yesterday", "Yesterday … Maggi went fast"); not "the
#: price has gone up" (no day).
_GONE, _GONE_BY = _keys("gone went"), _keys("yesterday ago earlier last were")  # ("all 118 packets of milk were gone
_GONE_IN, _TO_BE = _keys("days hours noon am pm"), _keys("will be going gonna would shall may might")  # by 10 am", "96 gone in 4 days", "12 packets gone by 2 pm"
#: "आ"/"aa" (come; folded as "a", so never alone) before a word of coming: "आ रहा है", "aa jayega", "aa sakta hai?", "आ पाएगा?".
_AA, _COMING = fold("aa"), _keys("raha rahi rahe रहा रही रहे jayega jaayega jaega जाएगा jayegi जाएगी jayenge जाएंगे sakta sakti sakte सकता सकती सकते "
                                 "payega paayega paega पाएगा पायेगा payegi paayegi paegi पाएगी payenge paenge पाएँगे पाएंगे")
_SURELY_PAST = _keys("yesterday last earlier ago previously tha the thi था थे थी chuke chuka chuki चुके चुका चुकी "
                     "pichle pichhle pichli pichhli पिछले पिछली")
#: Goods that came at a price before ("pichle hafte 20 kilo chawal ₹38 mein aaya tha", "last month rice came at
#: ₹38"): a past purchase, background like one bought.
_AT_A_PRICE = _keys("mein में me at rate bhav bhaav भाव रेट")
_TIME_BEFORE = _keys("last previous ago earlier pichle pichhle pichli pichhli पिछले पिछली")
_MONEY = _keys("payment paid pay bhugtan भुगतान rupees rupaye रुपये upi neft cheque amount money paisa paise")
from lang.report_words import (  # the words of a clause that reports
    PAST_ALONE as _PAST_ALONE, SALES as _SALES, SALES_SIZE as _SALES_SIZE, OUR_SALES as _OUR_SALES, SALES_SPAN as _SALES_SPAN,
    SELLS as _SELLS, CUSTOMERS as _CUSTOMERS, ASKING as _ASKING, TO_US as _TO_US)


def reports(keys: list[str], key_set: set[str], negative: bool) -> bool:
    """A clause (not a question) that reports ("Sold 40 kg rice yesterday", "godown mein 5 tin pada hai", "we sell
    15 litres a week", "customers keep asking for atta"): background. Not "O12 nikal gaya kya?" (asks; "300 packet
    nikal gaye" tells) nor "stock khatam ho raha hai, O59 kab aayega" (running out, and asks)."""
    return (bool(key_set & _PAST_ALONE) or bool(key_set & PAST_REPORTS) and bool(
        key_set & PAST_MARKERS) or bool(key_set & _SENT) and bool(key_set & _SURELY_PAST) and not (
        key_set & _MONEY) or (bool(key_set & _SELLS) and habitual(keys) and not key_set & _TO_US or bought_as_habit(keys, key_set))
        and not negative or in_store(key_set)
        or bool(key_set & _ARRIVED) and bool(key_set & _TIME_BEFORE) and bool(key_set & _AT_A_PRICE) and not negative
        or received(keys) or bool(key_set & _GONE) and (bool(key_set & _GONE_BY) or bool(key_set & _GONE_IN) and not key_set & _TO_BE)
        or stock_held(keys)
        or bool(key_set & _CUSTOMERS) and bool(key_set & _ASKING) or _contents_told(keys) or someone_elses_want(keys)
        or bool(key_set & _SALES) and (bool(key_set & _SALES_SIZE) or bool(key_set & _OUR_SALES) and bool(
            key_set & _SALES_SPAN))) and not still_going(_from_report(keys)) and not sell_unable(keys)


def _from_report(keys: list[str]) -> list[str]:
    """``keys`` from the first word of a past report on, when a marker of time past follows it: what goes on before
    is another matter ("बारिश हो रही है — कल ही 35 किलो चावल बिक गया": the rain goes on, the sale is told). Else all
    ("stock khatam ho raha hai" still runs out; "sale ho rahi hai, … 3-3 kilo bachi hain": left, and going on)."""
    rest = keys[next((k for k, w in enumerate(keys) if w in _PAST_ALONE or w in PAST_REPORTS), 0):]
    return rest if not PAST_MARKERS.isdisjoint(rest) else keys


#: Words after which a clause-final "na" is a tag, not a no ("bhej do na", "theek hai na"); and the yes beside which a
#: clause-final "na" after goods is their no ("चीनी हाँ, गुड़ ना", "Pyaaz aur aloo haan, tamatar na": holdouts 73, 95).
_NA_TAGGED = _keys("do dena dijiye dijie karo kar kardo lo le lena lijiye bhejo bhej bhejna hai he ho tha thi raha rahe "
                   "chalega chalegi दो देना दीजिए करो कर लो ले लेना लीजिए भेजो भेज है हो था थी रहा रहे चलेगा चलेगी")
_YES_BESIDE = _keys("haan han haa हाँ हां yes")
_NA_VERBS = _keys("lene lena lenge lein len bhejna bhejein bhejen bheje mangwana mangana karna karein लेने लेना लेंगे लें भेजना भेजें मंगवाना")
#: A past report must also carry a marker of time past to be background ("Sold 40 kg yesterday").
PAST_MARKERS = _keys("yesterday last earlier ago already previously never week month had kal pichle pichhle pichhli "
                      "pehle gaya gaye gayi tha the thi chuke chuka chuki चुके चुका चुकी कल पिछले पिछली पहले गया गए "
                      "गयी गई gai था थे थी hui हुई")
#: "pahuncha sakte ho?", "पहुँचा सकते हैं?": the shop asks the supplier to deliver (a request), not whether goods come.
_PAHUNCHA, _SAKTE, _SENT_Q = _keys("pahuncha pahucha पहुँचा पहुंचा"), _keys("sakte sakoge सकते सकोगे"), _keys("sent bheja bheji bheje भेजा भेजी भेजे")
_ARRIVAL = _keys("come coming comes arrive arriving arrives reach reaching reaches van truck tempo dispatched "
                 "shipped nikla nikli nikle niklega nikal gaadi gadi गाड़ी गाडी रवाना निकला निकली निकल "
                 "aayega ayega aaega aega aayenge aaenge pahunchega pahunchenge "
                 "आएगा आयेगा आएँगे आएंगे पहुंचेगा पहुँचेगा पहुंचेंगे पहुँचेंगे left leave leaves pahunch pahuch aayegi ayegi aaegi aegi आएगी आयेगी aayengi aaengi आएँगी आएंगी pahunchegi पहुँचेगी पहुंचेगी "
                 "पहुँच पहुंच loaded load लोड jayega jaayega जाएगा delivery डिलीवरी")


@dataclass(slots=True)
class Act:
    """What one clause does, apart from its intent words (module docstring)."""
    question: bool = False
    condition: bool = False
    consequent: int | None = None  # token index where a condition's main clause starts
    negative: bool = False
    negation_at: int | None = None
    background: bool = False
    arrival: bool = False


def _opens(tokens: list[Token], lo: int, first: int) -> bool:
    """The clause's first word opens it: nothing but a list mark before it ("- Will the rice come?", "2. Can you
    do ₹36?"), so "₹74 is fine." is a statement, not "Is ₹74 fine?"."""
    before = [t for t in tokens[lo:first] if t.kind != "nl"]
    if not before:
        return True
    if before[0].kind == "num" and len(before) >= 2 and before[1].kind == "sym" and before[1].text in (".", ")"):
        before = before[2:]
    return all(t.kind == "sym" and t.text in ("-", "*", "•", "–", "—", "#", ">", "(", "\"", "'", "“", "‘", "|")
               for t in before)


#: Words after "if" / agar / अगर that make it a courtesy, not a condition ("if possible", "agar ho sake toh").
_HEDGES = tuple(tuple(fold(w) for w in p.split()) for p in (
    "possible", "feasible", "convenient", "ho sake", "ho sakey", "ho sakta", "ho sakte", "mumkin",
    "sambhav", "हो सके", "हो सकता", "हो सकते", "मुमकिन", "संभव"))


#: "if OK" after the terms: the whole clause is proposed, not ordered ("…, if OK", "…, agar theek ho").
_PROPOSALS = tuple(tuple(fold(w) for w in p.split()) for p in (
    "if ok", "if okay", "if thats ok", "if that is ok", "if thats okay", "if acceptable", "if agreeable",
    "if that works", "if fine", "if both ok", "if both okay", "if both are ok", "if both fine", "if both are fine",
    "agar theek ho", "agar thik ho", "agar ok ho", "अगर ठीक हो", "अगर ठीक लगे"))


def _proposes(keys: list[str]) -> bool:
    """"…, if OK", "…, agar theek ho" after the terms (``_PROPOSALS``), past the clause's first word."""
    return any(tuple(keys[k:k + len(p)]) == p for k in range(1, len(keys)) if keys[k] in CONDITION_OPENERS
               for p in _PROPOSALS)


#: Words that make the clause before "and I'll take" an order already ("Send 50 kg rice at ₹38 and we'll take …").
_SENDS = _keys("send order book deliver supply dispatch need want bhejo bhej bhejna")
#: An indirect question: a word asking to be told, then "when" ("Kindly let us know when O22 (the 30 kg rice) will
#: be delivered", "please confirm when the rice leaves", "bataiye chawal kab aayega", "बताइए चावल कब आएगा").
_TELL = _keys("know tell inform confirm update advise bataiye batao bataen bataye बताइए बताएं बताओ बताये")
_WHEN = _keys("when kab कब")

#: An "if" said by inversion ("Should this be acceptable, please treat this mail as our confirmation").
_INVERTED_IF = frozenset(tuple(fold(w) for w in p.split()) for p in (
    "should this", "should that", "should it", "should these", "should the", "should you", "were you", "had you",
    "in case", "as long", "so long", "provided that", "provided you", "provided it"))


def _wish(keys: list[str], at: int) -> bool:
    """The "to"/"तो" at ``keys[at]`` is followed only by a word of liking and a verb of being ("… toh achha",
    "… तो अच्छा रहेगा"): the clause wishes, it sets no condition."""
    rest = keys[at + 1:]
    return bool(rest) and rest[0] in _WISH and all(w in _WISH_END for w in rest[1:])


def _hedged(keys: list[str]) -> bool:
    """The clause's condition word opens a courtesy ("if possible", "agar ho sake", "अगर हो सके तो") and no
    other condition word follows: the clause asks plainly."""
    if CONDITION_OPENERS.isdisjoint(keys):
        return False
    at = [k for k, w in enumerate(keys) if w in CONDITION_OPENERS]
    return len(at) == 1 and any(tuple(keys[at[0] + 1:at[0] + 1 + len(h)]) == h for h in _HEDGES)


#: Tag questions after a comma ("…, ok?", "…, ठीक है?", "…, theek hai na?"): they ask nothing.
_TAGS = frozenset(tuple(fold(w) for w in p.split()) for p in (
    "ok", "okay", "okey", "right", "alright", "theek", "thik", "theek hai", "thik hai", "theek hai na", "hai na",
    "na", "ठीक", "ठीक है", "ठीक है ना", "है ना", "ना", "ji", "जी"))


def _told_when(keys: list[str]) -> bool:
    """The clause's words (keys) ask to be told when ("let us know when …", "bataiye … kab …"): a question."""
    tell = None if _TELL.isdisjoint(keys) else next((k for k, key in enumerate(keys) if key in _TELL), None)
    return tell is not None and any(key in _WHEN for key in keys[tell + 1:])  # (isdisjoint first: speed)


def tag_questions(tokens: list[Token], cues: list[tuple[int, int, bool]], clause_of: list[int]
                  ) -> tuple[frozenset[int], frozenset[int]]:
    """Tag questions closing a clause that orders ("…, please send by 4 pm, ok?", "…, भेज देना, ठीक है?"): they ask
    nothing, and their "ok" agrees to nothing. Not "Rice ₹40, ok?": that asks whether the price will do.

    ``cues`` are (token index, clause, orders?) of the intent words. Returns (the tags' "?" token indices, the
    token indices of the tags' words, whose intent words leave). Linear in the tokens.
    """
    marks, words_at = set(), set()
    ordering = {clause for _, clause, orders in cues if orders}
    first_order = {}
    for pos, clause, orders in cues:
        if orders:
            first_order[clause] = min(pos, first_order.get(clause, pos))
    for i, t in enumerate(tokens):
        if t.kind != "sym" or t.text != "?":
            continue
        k, words = i - 1, []
        while k >= 0 and tokens[k].kind == "word" and len(words) < 3:
            words.insert(0, tokens[k].key)
            k -= 1
        if words and tuple(words) in _TAGS and k >= 0 and tokens[k].kind == "sym" and tokens[k].text == "," \
                and clause_of[i] in ordering and first_order[clause_of[i]] < k:
            marks.add(i)
            words_at.update(range(k + 1, i))
    return frozenset(marks), frozenset(words_at)


#: The families of ``clause_acts`` skipped when no word they need is in the clause (``lang.gates``): a report
#: needs a past form, a sale, a store, "hamare" (hamare paas … hai), "still" (we still have) or customers; a
#: proposal ("…, if OK") a condition word.
_BACKGROUND = Gate("acts.background", (reports, habitual, bought_as_habit, stock_held, in_store, still_going, received, _contents_told, someone_elses_want),
                   opens=(_PAST_ALONE, PAST_REPORTS, _SENT, _SELLS, _CUSTOMERS, _ARRIVED, _MIL, _REACHED, _GONE, _IN_IT, _HAD,
                          _SALES, BUYS) + STOCK_OPENS + _WANT_OPENS, alongside=(_WAS_IN, _IT, _SALES_SIZE, _OUR_SALES, _SALES_SPAN, PAST_MARKERS, _SURELY_PAST, _AT_A_PRICE, _TIME_BEFORE, _GAYA, _ONLY_SHORT, _MONEY, HOW_OFTEN,
                              EVERY, SPAN, IN_SPAN, THIS_SPAN, _TO_US, _ASKING, _ONGOING, _GONE_BY, _GONE_IN, _TO_BE, WE, NOT_HABIT, KEEPS) + STOCK_ALONGSIDE + _WANT_ALONGSIDE + REACHED_ALONGSIDE)
_PROPOSAL = Gate("acts.proposal", (_proposes,), opens=(CONDITION_OPENERS,), alongside=(_PROPOSALS,))


def _asked(asks: list[int], lo: int, hi: int, tags: frozenset[int] = frozenset()) -> bool:
    """A "?" (``asks``: their token indices, in order) in tokens [lo, hi) that is not a tag's: found by bisection,
    not a scan of every "?" for every clause ("rate? rate? …" has as many clauses as marks)."""
    k = bisect_left(asks, lo)
    while k < len(asks) and asks[k] < hi:
        if asks[k] not in tags:
            return True
        k += 1
    return False


def clause_acts(tokens: list[Token], clause_span: dict[int, tuple[int, int]], taken: set[int],
                hindi: bool = False, tags: frozenset[int] = frozenset()) -> dict[int, Act]:
    """The ``Act`` of every clause; ``taken`` are token indices inside intent phrases (not negations).

    ``hindi``: the message is Hindi or Hinglish, where "to"/"तो" inside a clause opens its consequent
    ("Paneer ₹72 kar do to 20 packet pakke" is a condition). ``tags``: the "?" of tag questions ("…, please
    send by 4 pm, ok?"), which ask nothing.

    Linear in the number of tokens: each clause is scanned once.
    """
    acts: dict[int, Act] = {}
    asks = [i for i, t in enumerate(tokens) if t.kind == "sym" and t.text == "?"]  # once, not a scan a clause
    for clause, (lo, hi) in clause_span.items():
        words = [i for i in range(lo, hi) if tokens[i].kind == "word"]
        if not words:
            if _asked(asks, lo, hi):
                acts[clause] = Act(question=True)  # "Not at ₹45 for sugar. ₹42?": a price asked
            continue
        act = Act()
        keys = [tokens[i].key for i in words]
        act.question = keys[0] in (_HINDI_OPENERS if hindi else QUESTION_OPENERS) and _opens(tokens, lo, words[0]) and \
            tokens[words[0]].text.lower() not in _ARRE and keys[1:2] != [_NOT] and not this_time_opens(tokens, words) and \
            not will_of_ours(keys) or _asked(asks, lo, hi, tags) or _told_when(keys) or told_whether(keys)  # lang.whether_asked
        then_at = next((words[k] for k in range(1, len(keys)) if keys[k] in _THEN_HI and tokens[words[k]].text.lower() != "too" and not (
            tokens[words[k]].text.lower() == "to" and (keys[k - 1] in _TO_BEFORE or k + 1 < len(keys) and keys[k + 1]
                                                       in _TO_AFTER))), None) if hindi else None
        if then_at is not None and (_wish(keys, at := words.index(then_at)) or _so_after(tokens, lo, then_at, keys[
                at - 1])):  # "…, Shanivar tak pahunch jaaye toh achha": a wish, no condition;
            then_at = None  # "Is baar dhandha manda hai, to bas 50 kilo chawal bhejiye": "so", no condition
        thanked = thanks_ahead(keys)  # "yadi … bhej sakein to bahut kripa hogi": asked plainly (lang.grateful_if)
        if thanked or _hedged(keys) or _opens(tokens, lo, words[0]) and hedge_opens(keys) or then_at is not None and \
                hedge_after_send(keys, words.index(then_at), tokens[then_at + 1:hi]):  # "agar ho sake toh kal bhej dena", "If possible, send by 6", "हो सके तो आज ही 25 किलो गुड़ भेज दीजिए" (lang.hedge_opens): a courtesy
            then_at = None
        elif then_at is not None and keys[0] not in CONDITION_OPENERS:  # "₹72 kar do to 20 packet pakke"
            act.condition, act.consequent = True, then_at + 1
        key_set = set(keys)
        if not _PROPOSAL.shut(key_set) and _proposes(keys):
            act.condition = True  # "we'll take 30 kg masoor at ₹82 and 30 kg chana at ₹73, if OK": a proposal
        if not act.condition and "and" in keys and any(_priced_at(tokens, i) for i in range(lo, hi)):
            for k in range(1, len(keys)):
                if keys[k] == "and" and any(tuple(keys[k:k + len(p)]) == p for p in AND_TAKE) and \
                        not set(keys[:k]) & _SENDS and any(_priced_at(tokens, i) for i in range(lo, words[k])):
                    act.condition, act.consequent = True, words[k] + 1  # "₹36 per packet and I'll take 30"
                    break
        conditional, unless = unless_condition(tokens, words, keys, hi, NEGATIONS)  # "No rice unless ₹36": lang.unless
        act.condition = act.condition or conditional
        if (keys[0] in CONDITION_OPENERS or tuple(keys[:2]) in _INVERTED_IF) and not _hedged(keys) and not thanked:
            act.condition = True
            for i in range(words[0], hi):
                if tokens[i].kind == "sym" and tokens[i].text in (",", "—", "–", "-", ":") or \
                        tokens[i].kind == "word" and tokens[i].key in _THEN:
                    act.consequent = i + 1
                    break
        for k, (i, key) in enumerate(zip(words, keys) if not unless else ()):  # (unless: no refusal)
            if key in NEGATIONS and i not in taken and tokens[i].text not in _NEW:
                nxt = keys[k + 1] if k + 1 < len(keys) else ""
                prev = keys[k - 1] if k > 0 else ""
                if nxt in NOT_NEGATION_AFTER or prev in NOT_NEGATION_BEFORE or act.question and or_not(keys, k):
                    continue  # ("… निकल गया है या नहीं": or not, asked)
                if nxt in _THEN_HI and prev and key not in LATIN_NEGATIONS:
                    continue  # "36 karo, nahi toh rehne do", "नहीं तो": otherwise — the refusal is only threatened
                if tokens[i].text.isascii() and _CEILING.intersection(keys[k + 1:k + 4]):
                    continue  # "₹36, not a rupee more": a ceiling on the price offered, not a refusal
                if key == "no" and i + 1 < len(tokens) and (tokens[i + 1].kind == "num" or tokens[i + 1].text in (
                        ".", "#", ":") and i + 2 < len(tokens) and tokens[i + 2].kind == "num"):
                    continue  # "No. 12", "no 12" (a number, not a refusal)
                if key == fold("na") and prev and nxt not in _NA_VERBS and not (
                        not nxt and prev not in _NA_TAGGED and not _YES_BESIDE.isdisjoint(keys[:k])):
                    continue  # the tag "na" ("bhej do na", "kam karo na", "₹48 पैकेट चलेगा न?": will do, won't it?)
                if key in LATIN_NEGATIONS and not tokens[i].text.isascii():
                    continue  # "नोट कर लिया" (noted), not "not"
                if quality_asked(keys, k) or otherwise_not(keys, k) or short_negation(keys, k) or term_refused(keys, k):
                    continue  # "send 3 trays, no broken ones", "warna nahi" (lang.quality_asked, lang.otherwise_not)
                if nxt in _ARRIVED or k + 2 < len(keys) and nxt in _YET and keys[k + 2] in _ARRIVED:
                    act.background = act.background or not act.question  # "दूध अभी तक नहीं आई": a delay reported, no refusal
                    continue
                act.negative, act.negation_at = True, i
                break
        told = unaddressed(tokens, words, keys)  # ("Bansal ji, only rates needed": no one else's want)
        act.background = act.background or not act.question and (not _BACKGROUND.shut(key_set) and reports(
            told, set(told), act.negative) or for_context(keys) or fell_short(keys) or goods_lost(keys) or thanked_discount(
            keys) or ordered_label(tokens, words))  # (lang.fell_short, lang.goods_lost, lang.thanked_discount, lang.told_before)
        act.arrival = act.question and key_set.isdisjoint(_CHARGE) and (bool(key_set & _ARRIVAL) or any(
            a == _AA and b in _COMING for a, b in zip(keys, keys[1:])) or "o" in key_set and bool(key_set & _SENT_Q)) and not (  # "O28 आज आ रहा है?", "kab aa
            key_set & _ARRIVAL <= _PAHUNCHA and "o" not in key_set and any(  # (no order id: "O12 … pahuncha sakte ho?")
                a in _PAHUNCHA and b in _SAKTE for a, b in zip(keys, keys[1:])))
        # jayega?"; not "Kal tak 20 kilo cheeni pahuncha sakte ho?": can you deliver it, asked as "Can you deliver …?"; an order named sent ("Has O13 been sent?", "O13 भेजा गया या नहीं?": s44 RB r026)
        acts[clause] = act
    return acts
