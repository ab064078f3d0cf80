"""Shared parts of the reader's stages: the Reading shapes, word tables, working structures, money helpers.

Every stage module (``lang.figures``, ``lang.nonitem``, ``lang.lines``, ``lang.compose``,
``lang.resolve``, ``lang.apply_acts``, ``lang.fenced``) star-imports this one; ``lang.reader`` puts
them together. ``__all__`` lists every name defined or imported here (underscored ones too).
"""
from __future__ import annotations

import bisect
import json
import math
import re
from dataclasses import dataclass, field, fields
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from operator import attrgetter
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from lang.acts import clause_acts, tag_questions
from lang.blocks import FENCE, read_blocks
from lang.clean import MAX_CHARS, STRUCK, clean, earlier_as_quoted, quoted_context, quoted_lines, quoted_spans
from lang.cues import CUES
from lang.fig_index import figs_after_words, figs_between
from lang.intents import ITEM_INTENTS, Intent
from lang.items import NOT_ITEM_WORDS, ItemMatcher, ItemMention, matcher_for
from lang.kept_lines import KEEP_WORDS as _KEEP  # words that keep goods beside a cut: lang.kept_lines's one table
from lang.name_signs import emoji_sku  # an emoji naming goods before its count does not end a clause ("🥚 2 trays")
from lang.pass_plan import PassPlan
from lang.occasion_said import occasion_tokens  # a festival the goods are for ("For lohri gur 40 kg"): no unknown word
from lang.send_of_others import sends_other_goods  # "A and B fine — send 30 kg A": B agreed, not asked how many
from lang.language import Token, detect_language, fold, fold_phrase, fold_phrases, fold_words as _keyset, language_of, \
    normalize, tokenize
from lang.numbers import NumberSpan, hindi_counted, numbers_in_tokens
from lang.owed_cancelled import owed_cancelled  # for lang.take_backs: "… still not come. cancel it": those goods
from lang.reading import ItemReading, Reading, Unit, could_not_read  # defined apart: read without the reader
from lang.reckoning_aside import reckoning_aside  # for lang.take_backs: "(… ₹436 के समायोजन के बाद)" puts nothing off
from lang.reasons import Why, why
from lang.bill_id_alone import bill_ids_alone  # for lang.reader: a pay, dispute or ask_bill naming its bill has no order id
from lang.part_consistency import parts_agree  # for lang.reader: its sentences read alone must agree (off)
from lang.roles import price_roles, references_alongside
from lang.paid_unnamed import bill_paid_unnamed  # (lang.apply_acts: a bill told paid in a background clause)
from lang.stock_named_again import stock_named_again  # (lang.guards: stock told, its goods not needed)
from lang.units import BAG_WORDS, UNIT_WORDS, UNKNOWN_CONTAINERS, bag_is_pack, default_unit, fmt_number, \
    selling_units_per, to_selling_units
from market.catalogue import Catalogue, Item, load_catalogue
from events.money import format_inr
from scenarios.vocabulary import Language

REASONS = ("empty", "no_item", "ambiguous_item", "no_quantity", "no_price", "no_id", "contradictory", "no_intent",
           "ambiguous_intent", "too_long")
# --- word tables -------------------------------------------------------------------------------

_WEAK_QUOTE = {fold(w) for w in "rate rates price prices pricing bhav bhaav daam cost costs keemat kimat दाम कीमत "
                                "मूल्य भाव रेट".split()}
_WEAK_QUOTE_ALL = _WEAK_QUOTE | {fold(w) for w in "quote quotes quotation quotations कोटेशन".split()}
_SEND_WORDS = {fold(w) for w in "send snd share bhejo bhejiye bhej bhejie bhejna bhejein bhejen भेजिए भेजें भेजो भेज "
                                "भेजिये".split()}
#: Words of sending ("send", "bhejo", "भेजिए"): the order words that make a plain request for goods.
SEND_WORDS = frozenset(_SEND_WORDS)
#: The bundle, a trade unit of some items (matchboxes: 10 boxes; market/data/trade_units.csv).
_BUNDLE_WORDS = frozenset(fold(w) for w in "bundle bundles bandal बंडल bdl bdls bndl bndls".split())
#: Wanting words that, right beside a rate word, ask for rates ("need rates for:", "rates chahiye").
_NEED_WORDS = {fold(w) for w in "need needed want require required chahiye chaiye chahie चाहिए चाहिये".split()}
_ASK_WORDS = {fold(w) for w in "what whats how kya kitna kitne kitni bata batao bataiye bataye bataen btao batayiye batayie "
                                "bataaiye btaiye btayiye "
                                "batayen batayein bataiyega btayein बताइएगा बतायें बताएँगे tell inform share क्या कितना कितने कितनी बता बताइए बताओ बताएं बताएँ बताइये "
                                "बताना".split()}
#: Words after "bataye" / "बताए" that make it the rate told, not asked ("bataye gaye rate par", "बताए गए रेट पर").
_TOLD_AFTER = {fold(w) for w in "gaye gaya gayi gai hue hua hui गए गये गया गई गयी हुए हुआ हुई".split()}


def told_rate(words: list, k: int) -> bool:
    """Whether the ask word at ``words[k]`` (tokens) is a participle of a rate already told ("Bataye gaye rate par
    hum yeh order dena chahte hain", "आपके बताए गए रेट पर"): a "gaye" / "गए" right after it; or a "what" that
    compares ("Your rate is above what we can pay", "more than what we can afford"): "than" / "above" / "beyond" /
    "over" right before it."""
    return k + 1 < len(words) and words[k + 1].kind == "word" and words[k + 1].key in _TOLD_AFTER or (
        words[k].key == _WHAT and k > 0 and words[k - 1].kind == "word" and words[k - 1].key in _COMPARING)


_WHAT = fold("what")
_COMPARING = {fold(w) for w in "than above beyond over".split()}


#: "please" right after a rate word ("rate pls for onion, potato", "rates please:"): the rate is asked.
PLEASE_AFTER_RATE = {fold(w) for w in "pls plz please plss plzz".split()}


def priced_after(tokens: list, k: int) -> bool:
    """A price right after the rate word at token ``k`` ("rate ₹350", "rate 350/kg"): the rate is said, not asked."""
    return k + 1 < len(tokens) and (tokens[k + 1].text == "₹" or tokens[k + 1].kind == "num")


_QUOTE_FILLER = {fold(w) for w in "your the us me our best latest current todays a updated revised new wholesale".split()}
NON_ITEM = ("cancel", "pay", "dispute", "ask_delivery", "ask_bill", "bill")
#: When a line's words call for several item intents, the first of these whose needs are met wins.
PRIORITY = ("accept", "offer", "ask_quote", "order", "reject")
_ITEM_KINDS = frozenset(ITEM_INTENTS) | {"ask_quote_weak"}
#: NON_ITEM and ITEM_INTENTS as sets, built once (``cue.kinds & _NON_ITEM_SET``; ``set(NON_ITEM)`` was built per cue).
_NON_ITEM_SET = frozenset(NON_ITEM)
_ITEM_INTENT_SET = frozenset(ITEM_INTENTS)


#: Bill words after which the amount comes ("that comes to ₹230", "kul 230"); the rest follow it ("230 hue").
_BILL_AFTER = frozenset(fold_phrase(p) for p in "that comes to|it comes to|comes to|total comes to|that will be|"
                        "thatll be|that makes|your total is|your bill is|your total|the total is|total is|"
                        "please pay|kindly pay|you have to pay|total|grand total|in total|kul|total amount|"
                        "कुल|कुल राशि|kul milake|kul milakar|कुल मिलाकर|sab milake|sab milakar|सब मिलाकर|सब मिला के|आपका बिल|aapka bill|your bill".split("|"))
_BILL_FILLER = _keyset("ji bhaiya bhai bas sirf only just total kul sab mila ke milake hi to कुल जी भैया बस सिर्फ")
_CUR_BEFORE = _keyset("rs inr re rupees rupee rs rp रु रू रुपये रुपए")
_CUR_AFTER = _keyset("rs rupees rupee rupaye rupaiye rupay rupye rupiya rupiye rupya rupaya rupaiya rupai bucks inr "
                     "रुपये रुपए रुपया रुपयों रु रू")
_PER = _keyset("per prati प्रति pr har every")
_A = _keyset("a an ek one एक")
_EACH = _keyset("each apiece")
_EACH2 = {("ek", "ka"), ("ek", "ki"), ("ek", "ke"), ("har", "ek"), ("per", "piece")}
_TOTAL_AFTER = {fold_phrase(p) for p in ["total", "in all", "in total", "for all", "altogether", "overall", "kul",
                                         "for everything", "for the lot", "all together", "sab milake",
                                         "sab milakar", "कुल", "सब मिलाकर", "total mein", "kul milake", "all inclusive",
                                         "all in"]}
_TOTAL_AFTER.add((fold("all"), "", fold("inclusive")))  # "₹42,500 all-inclusive" (the hyphen is a symbol token)
_TOTAL_AFTER_BY_FIRST: dict[str, list[tuple[str, ...]]] = {}
for _phrase in sorted(_TOTAL_AFTER, key=lambda p: (-len(p), p)):
    _TOTAL_AFTER_BY_FIRST.setdefault(_phrase[0], []).append(_phrase)
_TOTAL_BEFORE = _keyset("total kul कुल altogether overall poora pura पूरा poore pure liye लिए milake milakar मिलाकर")
_UNIT_LEAD = _keyset("rate bhav daam दाम भाव रेट mrp")
_PRICE_AFTER = _keyset("mein me main में pe par पर पे mai")
_X = {"x", "×", "*"}
_QTY_LEAD = _keyset("qty quantity matra मात्रा")
_SIZE_AFTER = _keyset("each wala wale wali vala vale pack packs वाला वाले वाली")
_SKIP_BEFORE = _keyset("day din दिन date dated tareekh tarikh तारीख phone ph mob mobile tel contact call whatsapp "
                       "pin pincode gst gstin room flat plot sector shop version page step no number dinank दिनांक "
                       "ward वार्ड code कोड lane kamra कमरा makaan makan मकान सेक्टर "  # ("ward 7", "pin code 226001",
                       # "Kamra 204": s42 FA; "गेट" folds as "get", lang.day_numbers reads a gate)
                       "नंबर fone by till until before after january february march april may june july august "
                       "september october november december jan feb mar apr jun jul aug sep sept oct nov dec "
                       "जनवरी फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर")
_SKIP_AFTER = _keyset("am pm baje बजे oclock days din दिन dinon दिनों hours hrs hr ghante घंटे minutes mins min percent "
                      "pratishat प्रतिशत saal years year month months mahine week weeks hafte tarikh tareekh tarik "
                      "तारीख़ तारीख तक tak "
                      "जनवरी फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर "
                      "august january february march april may june july september october november december "
                      "jan feb mar apr jun jul aug sep sept oct nov dec "
                      "things requests points changes tasks questions matters baatein baaten बातें")  # "Two things:"
_SKIP_SYM_AFTER = {"%"}
_PHONE_WORDS = _keyset("phone ph mob mobile tel telephone contact call whatsapp fone फ़ोन फोन मोबाइल संपर्क")
_ABBREV = _keyset("rs no nos mr mrs dr ltd pvt approx qty amt vs sh smt shri st inr re sr jr co nr rs नं")
_FOR_WORDS = _keyset("liye लिए")
#: "mein se" / "में से" / "unme se" (out of them, out of it): "O41 ke 60 sabun mein se 20 kam kar do" (lang.figures),
#: "B40 ke ₹5,100 mein se ₹3,200" (lang.verify), "बादाम O156 से …" (lang.order_terms: ``_OUT_OF_SE`` alone).
#: What is left of a bill or a delivery ("baaki", "the rest", "balance"; lang.counter_words, lang.order_bills,
#: lang.compose).
REST_WORDS = _keyset("baaki baki बाकी बाक़ी rest remaining balance")
#: A bill named ("the bill for O520", "O610 का बिल", "invoice"; lang.order_bills, lang.act_turns).
_BILL_NOUN = _keyset("bill बिल invoice")
#: "It" for goods or an order ("send it", "उसे भेज देना"; lang.verify_kinds, lang.order_bills).
_IT_WORDS = _keyset("it use usko उसे उसको")
#: Words that name a total beside an order's lines ("Total approx ₹2,290"; lang.verify, lang.verify_kinds).
_TOTAL_WORDS = _keyset("total kul कुल subtotal grand")
_OUT_OF_SE, _OUT_OF_IN = _keyset("se से"), _keyset("mein me main में unme unmein unmen उनमें inme inmein इनमें")
#: Words of ignoring what was written before ("ignore the above", "upar wala chhod do", "पिछली मेल पर ध्यान मत
#: दीजिए"; lang.act_turns, lang.settle).
IGNORE_WORDS = _keyset("ignore disregard withdrawn chhod chhodo chhodiye छोड़ छोड़ो छोड़िए ध्यान")
_RETRACT = _keyset("actually nahi nahin नहीं no nope wait ruko रुको rukiye rukie रुकिए रुकिये rehne rahne रहने nvm nevermind")
_OR = _keyset("or ya या athva अथवा")
_CHANGE_WORDS = _keyset("to jagah जगह instead ghatakar घटाकर ghata घटा karke करके")  # ("50 से कम करके 30")
#: Words between two counts that raise the first to the second ("40 से बढ़ाकर 60", "25 se badha ke 40").
_RAISE_WORDS = _keyset("badhakar badha badhake बढ़ाकर बढ़ा बढ़ाके increase")
#: Words that cut a count to a figure ("आलू घटाकर 10 किलो", "cut the potato to 10 kg"), and those with "reduced" and
#: "kam" that lower one count to another between them ("30 किलो से घटाकर 20 किलो", "reduce … from 30 to 20").
_CUT_TO = _keyset("ghatakar ghata ghatake घटाकर घटा घटाके reduce cut lower")
_LOWERED = _CUT_TO | _keyset("reduced kam कम")  # "80 किलो से घटाकर 50 किलो"
#: "from" between two counts, a change only when nothing else stands between them ("10 darjan se 6 darjan"; not
#: "20 किलो पनीर … उसमें से 5 किलो", a part of the whole).
_FROM_ONLY = _keyset("se से")
#: Words a plain list of goods may carry besides names, figures and units ("Toor and moong, 20 kg each please").
_LIST_FILLER = _keyset("please pls plz kindly ji bhai bhaiya sir madam sahab saheb sahib साहब liye लिए लिये and aur और tatha तथा evam एवं "
                       "of ka ke ki का के की each the a an "  # (the formal "and": "30 किलो मसूर दाल ₹74 प्रति किलो तथा 4 बोरी चावल")
                       "also bhi भी kripya कृपया sirf only total for at n asap jaldi urgent today aaj आज "
                       "wala wale wali वाला वाले वाली x qty quantity matra मात्रा "  # ("sooji 500g qty 20": the count's label)
                       # discourse fillers of chat ("Anyway — two and a half dozen eggs please", "Haan ji, 20 kilo …")
                       "anyway anyways haan हाँ हां achha accha acha अच्छा "
                       # a repeat order ("Same as last Monday — 20 kg rice", "वही 20 किलो आटा … पिछली बार वाले रेट पर")
                       "same as last time usual before wahi vahi वही pichhli pichli pichle pichhle पिछली पिछले baar "
                       "jaisa jaise jaisi जैसा जैसे जैसी tarah तरह again another yesterday yesterdays like every day "
                       "बार week hafte हफ्ते हफ़्ते rate रेट par पर mein me में pe पे "  # ("Tata Salt 30 packet ₹23 mein")
                       # taxes beside a price ("₹84 incl. GST")
                       "incl including inclusive excl excluding exclusive gst jst जीएसटी taxes tax samet समेत "
                       # goods sent along ("साथ में 2 किलो मक्खन भी", "GST ke saath")
                       "saath sath साथ "
                       # "just"/"bas" before the list ("For next week just 2 peti Parle-G", "बस पारले-जी की 2 पेटी")
                       "just bas बस "
                       # a delivery time ("bread 12 packets by 7 am", "२० लीटर दूध कल सुबह ६ बजे तक")
                       "by tak तक baje बजे subah सुबह shaam sham शाम morning evening tomorrow kal कल am pm "
                       "kl bje tk tmrw mrw "  # (chat shorthand: "kl subah 6 bje 20ltr doodh", "15ltr kl tk")
                       "monday tuesday wednesday thursday friday saturday sunday somvar mangalvar budhvar guruvar "
                       "shukravar shanivar ravivar सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार "
                       "mother dairy nandini aavin gowardhan "
                       # "मसूर और चना दाल, दोनों १५-१५ किलो": both, with a quantity of each
                       "both dono donon दोनों दोनो "
                       # a list's lead word ("Next: 1 kg tea please", "So 20 kg onion please", "Phir 10 kilo chini")
                       "next so then phir fir फिर ab अब "
                       # the bundle, a trade unit of matchboxes (lang.resolve reads it)
                       "bundle bundles bandal बंडल "
                       # fresh goods, the usual or old rate, next week's list, a greeting ("पनीर 4kg @380/kg, ताज़ा ही",
                       # "२० लीटर दूध, रोज़ वाले रेट पर", "Pepsi ki 2 peti, purane rate pe", "Agle hafte: 2 peti Parle-G")
                       "fresh taaza taza ताज़ा ताजा roz roj रोज़ रोज daily purane purana purani पुराने पुराना old agle "
                       "agla अगले अगला namaste namaskar नमस्ते hello hi "
                       # brands beside an item's name ("Haldi 100 g packets — 50 nos, Everest", "agarbatti Cycle wali")
                       "everest mdh catch tata aashirvaad ashirvaad amul parle britannia haldiram fortune saffola "
                       "patanjali cycle mangaldeep nirma surf excel rin vim lux lifebuoy dettol santoor nescafe "
                       "nos "
                       # the same brands in Devanagari ("सरसों का तेल (फ़ॉर्च्यून)", holdout47 hi-s096), as the Roman ones
                       "एवरेस्ट एमडीएच कैच टाटा आशीर्वाद अमूल पारले ब्रिटानिया हल्दीराम फ़ॉर्च्यून फॉर्च्यून सफ़ोला सफोला "
                       "पतंजलि साइकिल मंगलदीप निरमा सर्फ़ सर्फ एक्सेल रिन विम लक्स लाइफ़बॉय डेटॉल संतूर नेस्कैफ़े मदर "
                       "डेयरी नंदिनी गोवर्धन आविन "
                       # goods sent with the next delivery, more of them, a mix of brands, a count's label ("5 trays
                       # eggs with tomorrow's milk", "Coke 2 case more", "8 peti cold drink, pepsi coke mix", "machis
                       # qty 300"): as "kal ke doodh ke saath", "2 पेटी और", "मिक्स", "मात्रा" already were
                       "with tomorrows todays tonight tonite raat रात more mix miks मिक्स qty quantity matra मात्रा "
                       # the container a price or a count is of ("₹144 प्रति 12 वाला डिब्बा", "48 per carton", "₹218 a bag")
                       "box dabba dibba डब्बा डिब्बा carton kartan कार्टन bag baig बैग thaila थैला "
                       # money words and "per", "at the rate of" around a figure ("Rs 1,950 per bori", "₹३१ के भाव से")
                       "rs inr re rupees rupee rupaye rupay रुपये रुपए रु रू per prati प्रति pr rate bhav bhaav भाव se से")
#: Words of a payment promised, not made ("will pay", "upon receipt", "kal kar denge", "अगले हफ़्ते देंगे").
_LATER = _keyset("will shall upon later next tomorrow karenge denge dunga dungi bhejenge "
                 "agle agla karunga करेंगे देंगे दूंगा भेजेंगे अगले करूंगा करूँगा बाद "
                 # a payment that "will happen" ("B6 ka payment ho jayega", "B6 का पेमेंट हो जाएगा", "तब होगा")
                 "hoga hogi होगा होगी jayega jaayega jayegi जाएगा जायेगा जाएगी")
#: Words of a payment held back ("on hold", "holding", "रोक रहे हैं", "rok rahe"): no payment now.
_HOLD = _keyset("hold holding withhold withholding withheld रोक रोका रोके rok roka roke")
_FROM_WHOLE = _keyset("usme usmein isme ismein उसमें इसमें se से")
#: Words a message that is only an amount may carry ("₹230 ji", "230 rupaye bhaiya", "bas 230").
_AMOUNT_WORDS = _keyset("ji bhaiya bhai bas sirf only just hi to rs inr re rupees rupee rupaye rupaiye rupay rupye "
                        "rupiya rupya rupaya rupai bucks रुपये रुपए रुपया रु जी भैया बस सिर्फ़ सिर्फ sir madam please "
                        "pls total kul कुल hue hua ho gaye its it s is thats that altogether all in your bill")
_RESTATE = _keyset("ie e i.e yaani yani matlab यानी यानि मतलब means that")
_LIKE = fold("like")  # "would like your latest rates for: …" asks for rates, orders nothing
_REST = frozenset(fold(w) for w in "rest remaining baaki baki बाकी बाक़ी".split())  # "no change to the rest of the order"
#: "Last order was …": an order word after "last"/"previous"/"pichhla" and before "was"/"tha" names a past order
#: ("Last order was 10 trays of eggs": 300 eggs had been ordered again, breaker AP; not "Repeat last order: …").
_LAST_TOLD = frozenset(fold(w) for w in "last previous earlier pichla pichhla pichli pichhli pichle pichhle "
                       "पिछला पिछली पिछले".split())
_WAS_TOLD = frozenset(fold(w) for w in "was were had tha thi the था थी थे".split())
#: "aur" right before a send word is "more" ("10 किलो गुड़ और भेज दीजिए": send 10 kg more), no "and" ("one and a half"
#: neither).
_MORE_AUR = _keyset("aur और")
_SEP_WORDS = _keyset("and n aur और tatha तथा also plus evam एवं va व but lekin लेकिन magar मगर kintu किंतु किन्तु however whereas")
_SEP_SYMS = {",", "&", "+", "|", "•", "·", ";", "،"}
_BREAK_SYMS = {".", "?", "!", "।", "॥", "…"}
_ADVANCE = _keyset("advance एडवांस agrim अग्रिम")
_BILL_LEADS = _keyset("bill bil invoice बिल इनवॉइस")  # a challan is a delivery note, not a bill
_ORDER_LEADS = _keyset("order ऑर्डर आर्डर ordar")
_ID_MARKS = _keyset("no num number id नंबर नं संख्या क्रमांक")


def _cue_table() -> dict[str, list[tuple[int, dict[tuple[str, ...], frozenset[str]]]]]:
    """The intent phrases by their first word: (length in words, {phrase keys: kinds}), longest first, so a
    message word is matched with one dict look-up per length, not compared with every phrase it starts."""
    owners: dict[tuple[str, ...], set[str]] = {}
    for kind, key in fold_phrases(CUES):  # each phrase's ``fold_phrase``, worked out a chunk at a time
        if key:
            owners.setdefault(key, set()).add(kind)
    by_length: dict[str, dict[int, dict[tuple[str, ...], frozenset[str]]]] = {}
    for key, kinds in owners.items():
        by_length.setdefault(key[0], {}).setdefault(len(key), {})[key] = frozenset(kinds)
    return {first: sorted(lengths.items(), key=lambda e: e[0], reverse=True) for first, lengths in by_length.items()}


_CUE_TABLE = _cue_table()
#: ``lang.after_acts``' passes, each called only when a word it tests first occurs (``lang.pass_plan``: the same
#: readings, fewer calls); ``lang.reader`` runs it.
AFTER_ACTS = PassPlan("lang.after_acts:after_acts")


# --- working structures ------------------------------------------------------------------------

@dataclass(slots=True)
class _Fig:
    kind: str  # qty | price | bare | badqty | hint (a unit word with no number: "per kg", "बोरी का")
    value: Decimal
    pos: int  # token index of the number
    end: int  # token index past the figure (incl. unit / currency words)
    unit: str | None = None  # qty: stated unit; price: per-unit when written
    mark: str | None = None  # price: "unit" | "total" | None
    note: str = ""
    clause: int = 0
    role: str = ""  # price: "" (the new price) | "relative" (a change: "reduce by ₹2")
    per: Decimal = Decimal(1)  # price: the amount of ``unit`` it is for ("₹34 per 400 g pack": 400)


@dataclass(slots=True)
class _Cue:
    kinds: frozenset[str]
    pos: int
    end: int
    clause: int
    chunk: int


#: The cue's public name, for passes outside this module that set a cue where none stands (``lang.goods_faulted``).
Cue = _Cue
#: A figure's public name, for passes outside this module that give a figure its role (``lang.deal_count``).
Figure = _Fig
#: Words that name a quote, weak or written out ("rate", "quotation", "कोटेशन"), for ``lang.rate_fine_apart``.
WEAK_QUOTE_ALL = _WEAK_QUOTE_ALL

#: A cue's compared fields: equal cues (``==``, ``in`` a list) have equal keys.
_CUE_KEY = attrgetter(*(f.name for f in fields(_Cue) if f.compare))


def cues_of_clause(owner: object, cues: list[_Cue], clause: int) -> list[_Cue]:
    """``[c for c in cues if c.clause == clause]`` (in order) from an index of ``cues`` by clause kept on ``owner``
    while it is the same list of the same length: not a scan of every cue for every cue that asks it."""
    memo = getattr(owner, "_cues_by_clause", None)
    if memo is None or memo[0] is not cues or memo[1] != len(cues):
        index: dict[int, list[_Cue]] = {}
        for c in cues:
            index.setdefault(c.clause, []).append(c)
        memo = (cues, len(cues), index)
        owner._cues_by_clause = memo
    return memo[2].get(clause, [])


def cues_without(cues: list[_Cue], gone: list[_Cue]) -> list[_Cue]:
    """``[c for c in cues if c not in gone]``, comparing the cues' keys in a set, not each pair with ``==`` (and only
    a cue at a position of one gone: an equal cue is at the same one)."""
    keys, at = set(map(_CUE_KEY, gone)), {c.pos for c in gone}
    return [c for c in cues if c.pos not in at or _CUE_KEY(c) not in keys]


@dataclass(slots=True)
class _Line:
    mention: ItemMention
    clause: int
    chunk: int
    pos: int
    figs: list[_Fig] = field(default_factory=list)
    extra: list["_Cue"] = field(default_factory=list)  # intent words of a clause whose figures it took


class _Fail(Exception):
    """Internal: a line or intent that cannot be read; carries the reason."""

    def __init__(self, reason: str, intent: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.intent = intent


# --- entry point -------------------------------------------------------------------------------


def _paise(value: Fraction | Decimal) -> int:
    """Rupees to whole paise, half to even, exact at any size (integer arithmetic, no Decimal context): what
    ``round(Fraction(value) * 100)`` gives, without building Fractions (a few per intent)."""
    if isinstance(value, Fraction):
        num, den = value.numerator, value.denominator
    elif isinstance(value, Decimal):
        num, den = value.as_integer_ratio()  # raises for NaN and infinities, as Fraction(value) does
    else:
        return round(Fraction(value) * 100)
    whole, rest = divmod(num * 100, den)
    return whole + (rest * 2 > den or rest * 2 == den and whole % 2 == 1)


def _inr(value: Fraction | Decimal | None) -> float | None:
    if value is None:
        return None
    return _paise(value) / 100


def _rupees(value: Fraction | Decimal) -> str:
    """₹ with Indian grouping, paise only when there are some: ₹2,000, ₹38.50."""
    amount = _paise(value)
    return format_inr(amount, decimals=amount % 100 != 0)


__all__ = [_n for _n in dir() if not _n.startswith("__") and _n not in ("annotations",)]
