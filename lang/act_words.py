"""Word lists of the acts stage (``lang.apply_acts``): what makes a clause a change, a correction, a lowering,
a whole-order cancel or a hold, in English, Hindi and Hinglish (folded keys)."""
from __future__ import annotations

from decimal import Decimal

from lang.language import fold, fold_words
from lang.units import SACK_KG

__all__ = ["so_after", "MAKE_IT", "CORRECT", "LOWER", "THEIRS", "LOWER_TO", "NEW_FIRST", "MAKE_IT_ONE", "DELIVERY_TERMS",
           "FINAL", "STATED", "KG_IN", "WHOLE", "HOLD", "HOW_MUCH", "CANCEL_VERBS", "TAKE", "WOULD", "BE",
           "PRICE_NOUNS", "THIS_PRICE", "OTHERWISE", "BILL_WORDS", "GOODS_KEPT", "REST_LEFT", "REST_TO_COME",
           "AND_TAKE", "WEEKDAYS", "ABOUT", "NOT_THAT_PRICE"]

#: Words that round the figure after them ("about 40 kg", "लगभग ४० किलो", "lagbhag 40 kilo"): the figure is not exact
#: (``lang.block_words``: a block's figure makes it exact; ``lang.about_price`` keeps its own list for prices).
ABOUT = fold_words("about around approx approximately roughly nearly karib kareeb qareeb करीब क़रीब lagbhag लगभग "
                   "takreeban takriban तकरीबन")

#: Words that may stand between an amount refused and the amount held after it beside "nahi"/"नहीं" ("₹204 nahi
#: bhaiya, ₹250 hi lagega", "₹204 में नहीं होगा जी, ₹250 लगेंगे", "₹204 nahi chalega, ₹250"): who is spoken to, and
#: that the amount will not do (``lang.counter_today.corrected_amount``).
NOT_THAT_PRICE = fold_words("bhai bhaiya bhaiyya ji jee sir madam didi aunty uncle behenji sahab saheb yaar भाई भैया "
                            "जी दीदी आंटी अंकल सर साहब यार chalega चलेगा hoga होगा ho हो payega paayega पाएगा milega "
                            "मिलेगा mein me में")

#: The days of the week and "week" ("Friday", "शुक्रवार", "shukravar", "हफ़्ते"): a later day an order is promised or
#: goods are moved to (``lang.order_to_come``, ``lang.cut_then_count``).
WEEKDAYS = fold_words("monday tuesday wednesday thursday friday saturday sunday somvar mangalvar budhvar guruvar "
                      "shukravar shanivar ravivar सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार हफ़्ते हफ्ते")

#: Words of what is left of a bill paid in part ("balance", "rest", "बाकी"), and of a time to come that may be the
#: rest's ("balance ₹2,200 next week", "बाकी अगले हफ़्ते", "baaki Saturday tak", "denge"); not "kal", yesterday as often
#: as tomorrow ("कल ₹3,000 दे दिए"), nor "by" ("paid by NEFT") (lang.part_paid, lang.pay_put_off, lang.pay_amounts).
REST_LEFT = fold_words("balance baaki baki बाकी बाक़ी remaining rest")
REST_TO_COME = fold_words("will shall next tomorrow later agle agla अगले baad बाद tak तक till until after denge "
                          "देंगे karenge करेंगे bhejenge भेजेंगे monday tuesday wednesday thursday friday saturday "
                          "sunday somvar mangalvar budhvar guruvar shukravar shanivar ravivar सोमवार मंगलवार बुधवार "
                          "गुरुवार शुक्रवार शनिवार रविवार week hafte हफ़्ते हफ्ते")

MAKE_IT = {tuple(fold(w) for w in p.split()) for p in ("kar do", "kar dijiye", "kar dijie", "kar dena", "kar doge",
                                                       "kar sakte", "कर दो", "कर दीजिए", "कर दीजिये", "कर दें",
                                                       "कर सकते", "कर दोगे", "ho sakta", "ho sakti", "हो सकता",
                                                       "हो सकती", "kar sako", "kar sakoge", "kar sakein", "कर सको",
                                                       "कर सकोगे", "कर सकें")}  # "₹33 ho sakta hai?": the price asked;
# "₹175 ट्रे कर सको तो 6 ट्रे भेज देना": the price asked on a condition (fixer R, s31)
CORRECT = frozenset(fold(w) for w in "actually correction sorry wait ruko रुको".split())
LOWER = frozenset(fold(w) for w in "kam कम reduce ghatao ghata ghataiye घटा घटाओ घटाइए घटाइये".split())
THEIRS = frozenset(fold(w) for w in "aapka aapki aapke apka apki आपका आपकी आपके your".split())
LOWER_TO = frozenset(fold(w) for w in "lower reduce cut drop decrease kam कम ghatao ghata ghataiye घटा घटाओ घटाइए "
                    "घटाइये".split())
#: Words naming the price itself: a lowering word beside one lowers the price, not the goods ("Reduce the price of
#: toor dal a bit, we'll take 30 kg", "चाय पत्ती का रेट थोड़ा कम कीजिए", "Besan ka rate thoda aur kam karo").
PRICE_NOUNS = frozenset(fold(w) for w in "price prices rate rates bhav bhaav भाव भावों daam dam दाम keemat kimat कीमत "
                        "क़ीमत रेट".split())
#: Words right before a price word that point at a price already written ("at this price", "is rate pe", "इस भाव
#: पर", "hamare rate pe", "at our prices"): goods taken so are taken at that price.
THIS_PRICE = frozenset(fold(w) for w in "this these that is isi in us usi इस इसी इन उस उसी our hamare hamara humare "
                       "हमारे हमारा my mere मेरे".split())
#: "otherwise", "else", "warna", "वरना": what follows is the other side of what was asked ("36 karo, warna nahi",
#: "otherwise no deal", "nahi to koi bhi dal": lang.otherwise_not, lang.otherwise_deal, lang.or_else, lang.counter_today).
OTHERWISE = fold_words("otherwise else warna varna वरना")
#: A bill named by its word, in a sentence asking it corrected (``lang.bill_sent``, ``lang.rest_with_bill``).
BILL_WORDS = fold_words("bill invoice बिल इनवॉइस")
#: Words after a whole order's cancel that keep some of its goods ("Cancel O2, but keep the rice", "— the rice stays",
#: "we still want the rice", "O3 cancel karo, chawal rakhna", "O2 रद्द कीजिए, पर चावल रखिए"): ``lang.take_backs`` and
#: ``lang.kept_beside_cancel`` refuse the cancel (which goods go?), for the reader does not know the order's other goods.
GOODS_KEPT = fold_words("keep keeping stays stay remain remains but except apart besides excluding rakhna rakho rakhiye "
                        "rakhie rakhen rakhein rehne rahne rahega rahegi chhodkar chodkar alawa alaava siwa siwaay "
                        "lekin magar रखना रखो रखिए रखिये रखें रहने रहेगा रहेगी छोड़कर अलावा सिवा सिवाय लेकिन मगर पर")
NEW_FIRST = frozenset(fold(w) for w in "instead rather".split())  # "3 trays instead of 5": the new count first
MAKE_IT_ONE = frozenset(fold(w) for w in "karo karoge kijiye kariye kariyega करो करोगे कीजिए कीजिये करिए करिये "
                                         "करियेगा do दो karenge करेंगे".split())  # ("besan 28 nahi, 25 do": ₹25
# asked; "₹44 bahut zyada hai, ₹42 karenge": ₹42 asked, breaker Q)


#: Delivery words that state when an order is to come rather than ask it ("to be delivered by Thursday").
DELIVERY_TERMS = frozenset(("be delivered", "will be delivered", "arrive", "will arrive", "arrival", "arriving",
                             "delivery date", "expected delivery"))


#: "final" alone: the writer's last offer ("Refined oil ₹125 a kilo, final."), or the price agreed beside an accept.
FINAL = frozenset(fold(w) for w in ("final", "फ़ाइनल", "फाइनल"))


#: Words that state a price someone has or had ("Metro mein 33 hai", "aapne 36 lagaya tha", "is selling at").
STATED = frozenset(fold(w) for w in "hai है tha था thi थी lagaya लगाया bola बोला is was sells selling sold quoted "
                    "gave charge charges charged mil मिल rahe रहे".split())


#: Kilograms in one of each weight unit, to compare two counts of a change said in different units.
KG_IN = {"kg": 1, "g": Decimal("0.001"), "quintal": 100, "ton": 1000, "sack": SACK_KG, "paav": Decimal("0.25")}

#: Words beside an order id (within three words) that make its cancel the whole order ("cancel O412 entirely",
#: "ऑर्डर O517 पूरा रद्द", "the entire order O9"); not "remove the suji completely" (no id beside it).
WHOLE = frozenset(fold(w) for w in "entirely entire whole completely altogether poora pura poori puri "
                   "पूरा पूरी पूरे sara saara sari saari सारा सारी".split())
#: Words that hold an order back after "no" ("nahi nahi, abhi rehne do, baad me bataunga").
HOLD = frozenset(fold(w) for w in "rehne rahne रहने ruko रुको rukiye rukie रुकिए रुकिये wait hold mat मत dont rok roko rokiye rokie रोक रोको रोकिए "
                                  "रोकिये".split())  # "नहीं, ऑर्डर अभी रोक लो" (breaker Q)
#: Questions of an amount that ask a bill's sum when a bill is asked in the same clause (not a rate).
HOW_MUCH = frozenset(" ".join(fold(w) for w in p.split()) for p in
                      ("how much", "how much is", "kitna", "kitne", "कितना", "कितने"))


#: Words that cancel by themselves (not "hata do", "kam karo", which take goods as their object).
CANCEL_VERBS = frozenset(fold(w) for w in "cancel cancelled canceled radd रद्द कैंसल कैंसिल".split())


#: Order words that take goods at a price ("we'll take", "le lenge") rather than ask them sent.
TAKE = frozenset(" ".join(fold(w) for w in p.split()) for p in (
    "we will take", "well take", "wed take", "we would take", "would take", "i will take", "ill take", "will take", "lenge", "le lenge", "लेंगे",
    "ले लेंगे"))


#: "would" (and "we'd", "I'd") right before an accept word, or before "be" and one: the price is proposed.
WOULD = frozenset(fold(w) for w in "would wed id wud".split())
BE = fold("be")


_IS_NOW = frozenset(fold(w) for w in "hai hain है हैं".split())
#: A past told before "to"/"तो" says "so": a past perfect ("toot gaye the, to …") or goods sold, finished or broken
#: ("bik gaya, toh …", "खत्म हो गया, तो …"). Any other "… ho gaya to" / "aa gaya to" is a condition ("if it comes").
_HAD = frozenset(fold(w) for w in "tha thi the था थी थे".split())
_WAS = frozenset(fold(w) for w in "gaya gayi gaye gya gyi गया गई गए गयी".split())
_GONE = frozenset(fold(w) for w in "bik bika biki bike बिक बिका बिकी बिके khatam khatm khtm ख़त्म खत्म toot tut टूट "
                  "sold".split())


#: Words of agreeing or calling that may stand alone before "to"/"तो" = "so" ("बढ़िया, तो 30 किलो भेज दो", "Ok bhai,
#: to 30 kilo bhej do": the English twin "Great, send 30 kg then" was read; the Hindi had been a condition of nothing).
_AGREED = frozenset(fold(w) for w in "badhiya badiya theek thik accha acha achha ok okay great fine chalo chaliye "
                    "haan han ji bhai bhaiya sir बढ़िया ठीक अच्छा चलो चलिए हाँ हां जी भाई भैया".split())


#: Sales told as done, in the last words before "to"/"तो" ("पिछले हफ़्ते 30 किलो बिका, तो इस बार 35 किलो भेजिए",
#: "Pichhle hafte 30 kilo bika, to …"): a report, so the "to" is "so" (holdout45 q091 had read a condition).
_SOLD = frozenset(fold(w) for w in "gaya gayi gaye गया गई गए ho हो tha thi the था थी थे".split())
_SOLD_VERB = frozenset(fold(w) for w in "bika biki bike bik becha beche bechi बिका बिकी बिके बिक बेचा बेचे बेची khatam "
                       "khtam ख़त्म खत्म".split())
_IF = frozenset(fold(w) for w in "agar agr if yadi jab अगर यदि जब".split())


#: Words asking goods sent, after the "so" of a sale told ("…, to is baar 35 kilo bhejiye").
_SEND = frozenset(fold(w) for w in "bhejo bhejiye bhejna bhejdo bhej bhijwa bhijwaiye bhijwana mangwa chahiye send "
                  "भेजो भेजिए भेजिये भेजें भेजना भेज भिजवा भिजवाइए भिजवाना मंगवा चाहिए".split())


def _sent_after(tokens: list, then_at: int) -> bool:
    """Whether a word asking goods sent follows token ``then_at`` before the sentence ends."""
    for t in tokens[then_at + 1:then_at + 25]:
        if t.kind == "nl" or t.kind == "sym" and t.text in (".", "?", "!", "।"):
            return False
        if t.kind == "word" and t.key in _SEND:
            return True
    return False


def so_after(tokens: list, lo: int, then_at: int, before: str) -> bool:
    """The "to"/"तो" at token ``then_at`` (a clause from token ``lo``; ``before``: the folded word before it) follows a
    plain statement ("Is baar dhandha manda hai, to …"), only words of agreeing ("बढ़िया, तो …"), a sale told as
    done ("पिछले हफ़्ते 30 किलो बिका, तो …", no "agar" before it) or a past told with no price ("Kal 30 kilo aloo bik
    gaya, toh …"): it means "so". A statement with a figure sets a condition ("Rate ₹36 hai to 20 kilo bhej do": if
    the rate is ₹36)."""
    words = [t.key for t in tokens[lo:then_at] if t.kind == "word"]
    if all(k in _AGREED for k in words):
        return True
    tail = words[-3:]
    verb = next((k for k in range(len(tail) - 1, -1, -1) if tail[k] in _SOLD_VERB), None)
    if verb is not None and all(k in _SOLD for k in tail[verb + 1:]) and _IF.isdisjoint(words) and _sent_after(
            tokens, then_at):
        return True  # ("… 30 किलो बिका, तो … भेजिए", "… bik gaya tha, to … bhejiye"; not "…, toh ye 4 din chalega")
    told = [t.key for t in tokens[max(lo, then_at - 5):then_at] if t.kind == "word"][-4:]
    if (before in _HAD or before in _WAS and not _GONE.isdisjoint(told)) and not any(
            t.kind == "sym" and t.text == "₹" for t in tokens[lo:then_at]):
        return True  # "Kal 30 kilo aloo bik gaya, toh 40 kilo bhej do" (trial 31); not "Maal aa gaya to …" (if it comes)
    return before in _IS_NOW and not any(t.kind == "num" or t.kind == "sym" and t.text == "₹" for t in tokens[lo:then_at])


#: Words of what a delivery costs ("delivery charge", "डिलीवरी का कितना चार्ज", "delivery free hai na?", "bhaada"): a
#: question with them asks a term of trade, not whether the goods have left (breaker V, holdout83: read ask_delivery).
CHARGE = frozenset(fold(w) for w in "charge charges charged cost costs fee fees free freight bhaada bhada bhaara "
                   "kiraya kiraaya kharcha kharch chaarj charj चार्ज फ़्री फ्री फ्री भाड़ा भाडा किराया ख़र्चा खर्चा".split())


#: Number words that may follow "at" as a price ("at one twenty-five a litre").
_NUMBER_WORDS = fold_words("one two three four five six seven eight nine ten twenty thirty forty fifty sixty seventy "
                           "eighty ninety hundred")


def priced_at(tokens: list, i: int) -> bool:
    """Token ``i`` marks a price: "₹", or "at" right before a number ("Put mustard oil at 125 and we'll take 24
    litres": breaker AM, an order at ₹125 where the "₹" was left out)."""
    t = tokens[i]
    return t.kind == "sym" and t.text == "₹" or t.kind == "word" and t.key == "at" and i + 1 < len(tokens) and (
        tokens[i + 1].kind == "num" or tokens[i + 1].kind == "word" and tokens[i + 1].key in _NUMBER_WORDS)


#: "₹36 per packet and I'll take 30": a price, then "and" and the shop's taking — a price proposed for the goods,
#: the English form of "₹72 kar do to 20 packet pakke" (the tokenizer splits "I'll" into "i", "ll").
AND_TAKE = frozenset(tuple(fold(w) for w in p.split()) for p in (
    "and i ll take", "and we ll take", "and i will take", "and we will take", "and i ll book", "and we ll book",
    "and i will book", "and we will book", "and we can take", "and i can take", "and ill take", "and well take",
    "and i ll order", "and we ll order", "and i will order", "and we will order", "and ill order", "and well order",
    "and i ll place", "and we ll place", "and i will place", "and we will place", "and i ll send the order",
    "and we ll send the order", "and i will send the order", "and we will send the order", "and ill send the order",
    "and well send the order", "and ill place", "and well place", "and we ll lift", "and well lift", "and we will lift",
    "and i ll lift", "and ill lift", "and i will lift", "and we order", "and i order", "and we confirm", "and i confirm",
    "and we ll confirm", "and well confirm", "and we will confirm", "and i ll confirm", "and ill confirm", "and we book", "and we give",
    "and i will confirm", "and we place", "and we take", "and we d take", "and wed take", "and we buy", "and the order is yours"))
