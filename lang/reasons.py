"""Why a message could not be read: a reason code with parameters, worded in each language from one table.

The reader never writes a refusal's detail by hand: it names a key of ``WHY`` and the parameters
(``why("no_quantity.how_many", item="rice", unit="kg")``). The key's first part is the reason code (``lang.reader.REASONS``);
the table holds the wording of every key in ``en``, ``hi`` and ``hinglish``.
The English wording is what ``Reading.reason`` says after the code ("no_quantity: how many kg of rice?"), so records
stay readable. The key and parameters travel on (``Reading.reason_key`` / ``reason_args``, and in a supplier's decision
line as the reason ``could_not_read``) and ``word`` writes them in the supplier's language; nothing reads the English
back. Rewording a template changes every language's reply at once, and ``tests/test_reasons.py`` checks that every key
has all three wordings and that no Hindi wording carries English words.

Parameter kinds (by name): ``item``/``items`` — catalogue English names
(one, or several joined by ", "), written in the language's own names;
``unit``/``sunit``/``unit2`` — unit codes (kg, packet…), written in the language;
``n``/``m``/``n2``/``size``/``limit`` — figures; ``money``/``money2``/``money3`` — ₹ amounts;
``id`` — a bill or order id; ``text``/``figure``/``word`` — the message's own words, quoted as
written (left out of a Hindi reply when they are in Roman letters); ``action`` — pay or dispute;
``block`` — a fenced block's error (English only); ``request(s)``/``other`` — request kinds, in the language.
"""
from __future__ import annotations

import re

from lang.reason_guards import GUARD_WHY, REQUEST_PARAMS, ROMAN_WORDS_HI, request_names, worded_key

__all__ = ["WHY", "Why", "why", "Detail", "detail", "word", "UNIT_NAMES"]

#: key → {en, hi, hinglish}; "{unit}s" in English is the plural the reader writes ("tray" → "trays").
WHY: dict[str, dict[str, str]] = {
    "too_long.length": {"en": "{n} characters; at most {limit}", "hi": "{n} अक्षर; ज़्यादा से ज़्यादा {limit}",
                        "hinglish": "{n} akshar; zyada se zyada {limit}"},
    "empty.nothing": {"en": "the message has no words or figures", "hi": "संदेश में न शब्द हैं न आँकड़े",
                      "hinglish": "message mein na shabd hain na aankde"},
    "empty.reasoning": {"en": "the message is only reasoning (a <think> block never closed, or notes to yourself); "
                              "write the message to the supplier after the reasoning",
                        "hi": "संदेश में सिर्फ़ आपका सोच-विचार है, जो बंद नहीं हुआ; सप्लायर के लिए संदेश उसके बाद लिखिए",
                        "hinglish": "message mein sirf aapki soch hai (<think> band nahi hua); supplier ke liye message "
                                    "uske baad likhiye"},
    "empty.quoted": {"en": "the message only quotes an earlier one; write your reply outside the quote",
                     "hi": "संदेश में सिर्फ़ पुराना संदेश उद्धृत है; अपना जवाब उसके बाहर लिखिए",
                     "hinglish": "message mein sirf purana message quote hai; apna jawab quote ke bahar likhiye"},
    "empty.tool_call": {"en": "the tool call's text is empty; put the message to the supplier in its text",
                        "hi": "भेजे गए संदेश में कुछ लिखा नहीं है; सप्लायर के लिए संदेश उसमें लिखिए",
                        "hinglish": "message ka text khaali hai; supplier ke liye message text mein likhiye"},
    "no_intent.nothing": {"en": "no order, offer, question, payment or bill could be read",
                          "hi": "न ऑर्डर, न भाव, न सवाल, न भुगतान समझ आया",
                          "hinglish": "na order, na rate, na sawaal, na payment samajh aaya"},
    "no_intent.block": {"en": "{block}", "hi": "कोड ब्लॉक पढ़ा नहीं जा सका", "hinglish": "code block padha nahi ja saka"},
    "no_intent.counter": {"en": "at the counter only the bill's total is heard; say what the customer pays",
                          "hi": "काउंटर पर सिर्फ़ बिल की कुल रकम सुनी जाती है; ग्राहक को कितना देना है, बताइए",
                          "hinglish": "counter par sirf bill ka total suna jaata hai; grahak ko kitna dena hai, bataiye"},
    "no_item.none": {"en": "the message names no item from the catalogue", "hi": "कौन सा सामान? नाम लिखिए",
                     "hinglish": "kaun sa saamaan? naam likhiye"},
    "no_item.of_what": {"en": "{n} of what? name the item", "hi": "{n} किस चीज़ के? सामान का नाम लिखिए",
                        "hinglish": "{n} kis cheez ke? saamaan ka naam likhiye"},
    "no_item.block": {"en": "{block}", "hi": "ब्लॉक में सामान पहचाना नहीं गया",
                      "hinglish": "block mein saamaan pehchana nahi gaya"},
    "ambiguous_item.which": {"en": "'{text}' may be any of {items}; name one",
                             "hi": "“{text}” कई चीज़ें हो सकती हैं ({items}); एक का नाम लिखिए",
                             "hinglish": "“{text}” kai cheezein ho sakti hain ({items}); ek ka naam likhiye"},
    "no_id.order": {"en": "which order to cancel? name it, e.g. O3", "hi": "कौन सा ऑर्डर? नंबर लिखिए, जैसे O3",
                    "hinglish": "kaun sa order? number likhiye, jaise O3"},
    "no_id.bill": {"en": "which bill to {action}? name it, e.g. B12", "hi": "कौन सा बिल? नंबर लिखिए, जैसे B12",
                   "hinglish": "kaun sa bill? number likhiye, jaise B12"},
    "no_id.block": {"en": "{block}", "hi": "ब्लॉक में बिल या ऑर्डर नंबर नहीं है",
                    "hinglish": "block mein bill ya order number nahi hai"},
    "contradictory.retracted": {"en": "'{text}' takes back what the message asks",
                                "hi": "“{text}” — पहले माँगा, फिर मना किया; साफ़ लिखिए",
                                "hinglish": "“{text}” — pehle maanga, phir mana kiya; saaf likhiye"},
    "contradictory.paid_and_disputed": {"en": "{id} is both paid and disputed; pay it or dispute it",
                                        "hi": "{id} का भुगतान भी और आपत्ति भी; एक लिखिए",
                                        "hinglish": "{id} ka payment bhi aur objection bhi; ek likhiye"},
    "contradictory.yes_and_no": {"en": "{item} is both asked for and refused; write one",
                                 "hi": "{item} माँगा भी और मना भी किया; एक लिखिए",
                                 "hinglish": "{item} maanga bhi aur mana bhi kiya; ek likhiye"},
    "ambiguous_intent.conflict": {"en": "'{text}' both agrees and refuses, or names two prices",
                                  "hi": "“{text}” — हाँ भी और ना भी, या दो भाव; एक लिखिए",
                                  "hinglish": "“{text}” — haan bhi aur na bhi, ya do rate; ek likhiye"},
    "ambiguous_intent.tentative": {"en": "'{text}': you will decide later, so nothing is ordered yet; write again "
                                         "when it is decided",
                                   "hi": "“{text}” — आप बाद में तय करेंगे, इसलिए अभी कुछ ऑर्डर नहीं हुआ; तय होने पर फिर लिखिए",
                                   "hinglish": "“{text}” — aap baad mein tay karenge, isliye abhi kuch order nahi hua; "
                                               "tay hone par phir likhiye"},
    "ambiguous_intent.not_cancel": {"en": "'{text}': cancel or keep the order? write cancel only for one to cancel",
                                    "hi": "“{text}” — ऑर्डर रद्द करें या रखें? रद्द करना हो तभी रद्द लिखिए",
                                    "hinglish": "“{text}” — order cancel karein ya rakhein? cancel karna ho tabhi likhiye"},
    "ambiguous_intent.paid_before": {"en": "'{text}': you say {id} was already paid; to pay it now, say so "
                                           "(e.g. 'Paying {id} ₹ amount now')",
                                     "hi": "“{text}” — आप कहते हैं {id} का भुगतान पहले ही हो चुका है; अभी भुगतान "
                                           "करना हो तो साफ़ लिखिए (जैसे “{id} का ₹ रकम भुगतान कर रहे हैं”)",
                                     "hinglish": "“{text}” — aap keh rahe hain {id} ka payment pehle hi ho chuka "
                                                 "hai; abhi payment karna ho to saaf likhiye (jaise '{id} ka ₹ "
                                                 "amount abhi pay kar rahe hain')"},
    "ambiguous_intent.cancel_taken_back": {"en": "'{text}': the cancel is taken back, so nothing is cancelled; to "
                                                "cancel, write only 'Cancel' and the order",
                                          "hi": "“{text}” — रद्द करने की बात वापस ली गई, इसलिए कुछ रद्द नहीं हुआ; रद्द "
                                                "करना हो तो सिर्फ़ ऑर्डर का नंबर और “रद्द” लिखिए",
                                          "hinglish": "“{text}” — cancel ki baat wapas le li, isliye kuch cancel nahi "
                                                      "hua; cancel karna ho to sirf order number aur 'cancel' likhiye"},
    "ambiguous_intent.cancel_if": {"en": "'{text}' cancels only on a condition; nothing is cancelled now — when "
                                         "you want it cancelled, write 'Cancel' and the order",
                                   "hi": "“{text}” — रद्द करना एक शर्त पर है; अभी कुछ रद्द नहीं हुआ — रद्द करना हो "
                                         "तब ऑर्डर का नंबर और “रद्द” लिखिए",
                                   "hinglish": "“{text}” — cancel ek shart par hai; abhi kuch cancel nahi hua — "
                                               "cancel karna ho tab order number aur 'cancel' likhiye"},
    "ambiguous_intent.pay_taken_back": {"en": "'{text}': pay {id} or not? nothing is paid; to pay, write "
                                              "'Paying {id} ₹ amount'",
                                        "hi": "“{text}” — {id} का भुगतान करना है या नहीं? कुछ भुगतान नहीं हुआ; "
                                              "भुगतान करना हो तो लिखिए “{id} का ₹ रकम भुगतान कर रहे हैं”",
                                        "hinglish": "“{text}” — {id} ka payment karna hai ya nahi? kuch pay nahi hua; "
                                                    "pay karna ho to likhiye '{id} ka ₹ amount pay kar rahe hain'"},
    "ambiguous_intent.pay_later": {"en": "'{text}': a payment for later is no payment now; nothing is paid — when "
                                         "you pay, write 'Paying {id} ₹ amount'",
                                   "hi": "“{text}” — बाद में होने वाला भुगतान अभी का भुगतान नहीं है; कुछ भुगतान नहीं "
                                         "हुआ — जब भुगतान करें तब लिखिए “{id} का ₹ रकम भुगतान कर रहे हैं”",
                                   "hinglish": "“{text}” — baad ka payment abhi ka payment nahi hai; kuch pay nahi "
                                               "hua — jab pay karein tab likhiye '{id} ka ₹ amount pay kar rahe hain'"},
    "ambiguous_intent.conditional": {"en": "'{text}' waits on a price to change; nothing is offered or ordered "
                                           "now — when you want it at a price, write that price as an offer",
                                     "hi": "“{text}” — भाव बदलने की शर्त है; अभी न ऑफ़र हुआ न ऑर्डर — जिस भाव पर "
                                           "चाहिए, वह भाव ऑफ़र में लिखिए",
                                     "hinglish": "“{text}” — rate badalne ki shart hai; abhi na offer hua na order — "
                                                 "jis rate pe chahiye, woh rate offer mein likhiye"},
    "ambiguous_intent.hold": {"en": "'{text}' holds the goods back for now; nothing is cancelled — to cancel, "
                                     "write cancel and the order (e.g. O3); to send later, write when",
                              "hi": "“{text}” — माल अभी रोकना है, ऑर्डर रद्द नहीं हुआ; रद्द करना हो तो ऑर्डर नंबर के "
                                    "साथ रद्द लिखिए, बाद में भेजना हो तो कब, यह लिखिए",
                              "hinglish": "“{text}” — maal abhi rokna hai, order cancel nahi hua; cancel karna ho to "
                                          "order number ke saath cancel likhiye, baad mein bhejna ho to kab, likhiye"},
    "ambiguous_intent.no_word": {"en": "a price for {item} with no word saying offer, accept or order",
                                 "hi": "{item} का भाव लिखा, पर यह ऑफ़र है, मंज़ूरी या ऑर्डर?",
                                 "hinglish": "{item} ka rate likha, par yeh offer hai, manzoori ya order?"},
    "ambiguous_intent.agreed_and_offered": {"en": "both agreed and offered for {item}: write either the price accepted or one new price",
                                            "hi": "{item} का भाव मंज़ूर है या नया भाव दे रहे हैं? एक लिखिए",
                                            "hinglish": "{item} ka rate manzoor hai ya naya rate de rahe hain? ek likhiye"},
    "ambiguous_intent.unknown_word": {"en": "'{text}' — what should we do with the {item}: send, price or cancel?",
                                      "hi": "“{text}” — {item} का क्या करें: भेजें, भाव दें या रद्द करें?",
                                      "hinglish": "“{text}” — {item} ka kya karein: bhejein, rate dein ya cancel?"},
    "ambiguous_intent.unit_word": {"en": "{n} '{word}' of {item}: how many {sunit}s is one '{word}'? write the count "
                                        "in {sunit}s",
                                  "hi": "{item}: {n} “{word}” — एक में कितने {sunit}? गिनती {sunit} में लिखिए",
                                  "hinglish": "{item}: {n} “{word}” — ek mein kitne {sunit}? ginti {sunit} mein likhiye"},
    "ambiguous_intent.id_elsewhere": {"en": "{id} is named in another request; say what to do with {id} in a "
                                            "sentence of its own",
                                      "hi": "{id} दूसरी बात के साथ लिखा है; {id} का क्या करना है, अलग वाक्य में लिखिए",
                                      "hinglish": "{id} doosri baat ke saath likha hai; {id} ka kya karna hai, alag "
                                                  "vaakya mein likhiye"},
    "ambiguous_intent.dropped": {"en": "'{text}': what about the {item}? say it plainly: not wanted, agreed, or the "
                                       "price you offer",
                                 "hi": "“{text}” — {item} का क्या करें? साफ़ लिखिए: नहीं चाहिए, मंज़ूर है, या आपका भाव",
                                 "hinglish": "“{text}” — {item} ka kya karein? saaf likhiye: nahi chahiye, manzoor "
                                             "hai, ya aapka rate"},
    "ambiguous_intent.asked": {"en": "'{text}' is asked as a question; to agree, order, cancel or pay, say it "
                                     "plainly",
                               "hi": "“{text}” सवाल की तरह लिखा है; मंज़ूर है, भेजना है, रद्द करना है या भुगतान किया, "
                                     "तो सीधे लिखिए",
                               "hinglish": "“{text}” sawaal ki tarah likha hai; manzoor hai, bhejna hai, cancel karna "
                                           "hai ya payment kiya, to seedha likhiye"},
    "ambiguous_intent.if_priced": {"en": "'{text}': the {item} order hangs on a price; to offer that price write "
                                         "it as an offer, to order say send",
                                   "hi": "“{text}” — {item} भाव की शर्त पर है; वह भाव ऑफ़र है तो ऑफ़र लिखिए, ऑर्डर है "
                                         "तो भेजिए लिखिए",
                                   "hinglish": "“{text}” — {item} rate ki shart par hai; woh rate offer hai to offer "
                                               "likhiye, order hai to bhejiye likhiye"},
    "ambiguous_intent.cancel_or_take": {"en": "{item}: cancel it, or take it? to cancel, name the order (e.g. O3); "
                                              "to ask a lower price, write the price",
                                        "hi": "{item}: रद्द करें या लें? रद्द करना है तो ऑर्डर नंबर लिखिए (जैसे O3); कम "
                                              "भाव चाहिए तो भाव लिखिए",
                                        "hinglish": "{item}: cancel karein ya lein? cancel karna hai to order number "
                                                    "likhiye (jaise O3); kam rate chahiye to rate likhiye"},
    "ambiguous_intent.counter_bill": {"en": "the bill is named {money} but {money2} would be charged; say what "
                                            "the customer pays",
                                      "hi": "बिल {money} बताया, पर {money2} लिया जाता; ग्राहक को कितना देना है, बताइए",
                                      "hinglish": "bill {money} bataya, par {money2} liya jaata; grahak ko kitna dena "
                                                  "hai, bataiye"},
    "ambiguous_intent.take_at_price": {"en": "'{text}': is that price your offer for the {item}, or an order at "
                                             "our price? to offer write 'can you do' the price, to order say send",
                                       "hi": "“{text}” — {item} का यह भाव आपका ऑफ़र है, या हमारे भाव पर ऑर्डर? ऑफ़र "
                                             "है तो ‘इस भाव में दोगे?’ लिखिए, ऑर्डर है तो ‘भेज दीजिए’",
                                       "hinglish": "“{text}” — {item} ka yeh rate aapka offer hai, ya hamare rate pe "
                                                   "order? offer hai to ‘is rate mein doge?’ likhiye, order hai to "
                                                   "‘bhej dijiye’"},
    "ambiguous_intent.cancel_narrowed": {"en": "'{text}': cancel the whole order or only part of it? to cut part, "
                                               "name the order, the item and how much (e.g. 'From O12 cancel 10 kg "
                                               "sugar')",
                                         "hi": "“{text}” — पूरा ऑर्डर रद्द करें या उसका कुछ हिस्सा? हिस्सा हटाना हो तो "
                                               "ऑर्डर, सामान और मात्रा लिखिए",
                                         "hinglish": "“{text}” — poora order cancel karein ya sirf kuch hissa? hissa "
                                                     "hatana ho toh order, saamaan aur maatra likhiye"},
    "ambiguous_intent.not_fewer": {"en": "{item}: '{text}' is no cut; an order can only be made smaller — for more, "
                                         "send a new order for the extra",
                                   "hi": "{item}: “{text}” से ऑर्डर कम नहीं होता; ऑर्डर सिर्फ़ घटाया जा सकता है — ज़्यादा "
                                         "चाहिए तो बाक़ी का नया ऑर्डर भेजिए",
                                   "hinglish": "{item}: “{text}” se order kam nahi hota; order sirf ghataya ja sakta hai "
                                               "— zyada chahiye toh baaki ka naya order bhejiye"},
    "ambiguous_intent.figure": {"en": "what is {figure} for?", "hi": "“{figure}” किस बात का है? साफ़ लिखिए",
                                "hinglish": "“{figure}” kis baat ka hai? saaf likhiye"},
    "ambiguous_intent.quantity_change": {"en": "{item}: from how many to how many? write both counts",
                                         "hi": "{item}: कितने से कितना? दोनों गिनती लिखिए",
                                         "hinglish": "{item}: kitne se kitna? dono ginti likhiye"},
    "ambiguous_intent.cancel_except": {"en": "{id} stays, but which orders to cancel? name each one, e.g. 'Cancel O3'",
                                       "hi": "{id} रहेगा, पर कौन-से ऑर्डर रद्द करने हैं? हर एक का नंबर लिखिए, जैसे 'O3 रद्द'",
                                       "hinglish": "{id} rahega, par kaun se order cancel karne hain? har ek ka number "
                                                   "likhiye, jaise 'O3 cancel'"},
    "ambiguous_intent.twice_more": {"en": "{item} is asked twice: the two added together, or the same order said "
                                           "again? write the total once",
                                     "hi": "{item} दो बार माँगा है: दोनों मिलाकर, या वही ऑर्डर दोबारा? कुल गिनती एक बार लिखिए",
                                     "hinglish": "{item} do baar maanga hai: dono milakar, ya wahi order dobara? total "
                                                 "ek baar likhiye"},
    "ambiguous_intent.enough": {"en": "'{text}': how many to send, the count ordered or the one said to be enough? "
                                          "write the count once",
                                "hi": "'{text}': कितना भेजें — पहले लिखी गिनती या जो काफ़ी बताई? गिनती एक बार लिखिए",
                                "hinglish": "'{text}': kitna bhejein — pehle likhi ginti ya jo kaafi batayi? ginti ek "
                                            "baar likhiye"},
    "ambiguous_intent.total_of_list": {"en": "{figure} is the total of several items; write each item's price, or "
                                      "order without prices",
                                      "hi": "{figure} कई चीज़ों का कुल है; हर चीज़ का भाव अलग लिखिए, या बिना भाव ऑर्डर कीजिए",
                                      "hinglish": "{figure} kai cheezon ka total hai; har cheez ka rate alag likhiye, "
                                                  "ya bina rate order kijiye"},
    "ambiguous_intent.id": {"en": "what about {id}?", "hi": "{id} का क्या करना है?", "hinglish": "{id} ka kya karna hai?"},
    "ambiguous_intent.addressed_to": {"en": "this message is written to {to}, not to us; send it to {to}",
                                      "hi": "यह संदेश {to} के लिए लिखा है, हमारे लिए नहीं; इसे {to} को भेजिए",
                                      "hinglish": "yeh message {to} ke liye likha hai, hamare liye nahi; ise {to} "
                                                  "ko bhejiye"},
    "ambiguous_intent.quantity": {"en": "{item}: a quantity with an acceptance or a refusal; say send if you want it sent",
                                  "hi": "{item}: मात्रा लिखी पर भेजने को नहीं कहा; चाहिए तो 'भेज दीजिए' लिखिए",
                                  "hinglish": "{item}: matra likhi par bhejne ko nahi kaha; chahiye to 'bhej dijiye' "
                                              "likhiye"},
    "ambiguous_intent.price_asked": {"en": "{item}: a price inside a question about the rate; is it your offer?",
                                     "hi": "{item}: भाव पूछा भी और लिखा भी; क्या यह आपका ऑफ़र है?",
                                     "hinglish": "{item}: rate poochha bhi aur likha bhi; kya yeh aapka offer hai?"},
    "ambiguous_intent.cancel_which": {"en": "{item}: cancel it too, or send it?", "hi": "{item}: यह भी रद्द करें या भेजें?",
                                      "hinglish": "{item}: yeh bhi cancel karein ya bhejein?"},
    "ambiguous_intent.partial_pay": {"en": "{id}: part paid and the balance later? we settle a bill in full",
                                     "hi": "{id}: कुछ अभी, बाकी बाद में? बिल पूरा ही चुकता होता है",
                                     "hinglish": "{id}: kuch abhi, baaki baad mein? bill poora hi chukta hota hai"},
    "ambiguous_intent.twice": {"en": "{item} is asked twice, differently", "hi": "{item} दो बार, अलग-अलग माँगा है; एक लिखिए",
                               "hinglish": "{item} do baar, alag-alag maanga hai; ek likhiye"},
    "ambiguous_intent.order_or_new": {"en": "'{text}': the goods of {id}, or a new order? for more write 'also send …'",
                                      "hi": "'{text}': यह {id} का माल है या नया ऑर्डर? नया चाहिए तो लिखिए 'और … भेजिए'",
                                      "hinglish": "'{text}': {id} ka maal hai ya naya order? naya ho to 'aur … bhejiye' likhiye"},
    "ambiguous_intent.asked_order": {"en": "{item}: asked as a question; is it an order or a question about one?",
                                     "hi": "{item}: सवाल पूछा है; ऑर्डर है या पिछले ऑर्डर की बात?",
                                     "hinglish": "{item}: sawaal poochha hai; order hai ya pichhle order ki baat?"},
    "ambiguous_intent.relative": {"en": "{item}: {figure} less than what? write the price you want",
                                  "hi": "{item}: {figure} किससे कम? अपना भाव लिखिए",
                                  "hinglish": "{item}: {figure} kisse kam? apna rate likhiye"},
    "ambiguous_intent.bare_number": {"en": "{item} {n}: {n} what — kg, packets or ₹? and send it, or a price?",
                                     "hi": "{item} {n}: {n} क्या — किलो, पैकेट या ₹? भेजना है या भाव है?",
                                     "hinglish": "{item} {n}: {n} kya — kilo, packet ya ₹? bhejna hai ya rate hai?"},
    "ambiguous_intent.if_price": {"en": "{item}: a quantity you would take at a lower price — an offer, not an order?",
                                  "hi": "{item}: कम भाव पर इतना लेंगे — यह ऑफ़र है या ऑर्डर?",
                                  "hinglish": "{item}: kam rate pe itna lenge — yeh offer hai ya order?"},
    "ambiguous_intent.pack_inside": {"en": "{item}: {figure} inside a pack; write the total count",
                                     "hi": "{item}: {figure} एक पैक के अंदर; कुल गिनती लिखिए",
                                     "hinglish": "{item}: {figure} ek pack ke andar; kul ginti likhiye"},
    "ambiguous_intent.price_unit": {"en": "{item} at {money}: per {sunit} or per {unit}? write the unit",
                                    "hi": "{item} {money}: प्रति {sunit} या प्रति {unit}? इकाई लिखिए",
                                    "hinglish": "{item} {money}: per {sunit} ya per {unit}? unit likhiye"},
    "ambiguous_intent.recurring": {"en": "{item} again and again? we take one order at a time; write how much to send now",
                                   "hi": "{item} बार-बार? एक बार में एक ऑर्डर लेते हैं; अभी कितना भेजें, लिखिए",
                                   "hinglish": "{item} baar-baar? ek baar mein ek order lete hain; abhi kitna bhejein, likhiye"},
    "ambiguous_intent.each": {"en": "{item}: a price 'each' beside a count of packs; per piece or per pack?",
                              "hi": "{item}: भाव प्रति नग या प्रति पैक?", "hinglish": "{item}: rate per piece ya per pack?"},
    "ambiguous_intent.bill_items": {"en": "a total beside goods and prices; is it a bill, a payment or an offer?",
                                    "hi": "कुल रकम के साथ सामान और भाव भी; बिल, भुगतान या ऑफ़र?",
                                    "hinglish": "total ke saath saaman aur rate bhi; bill, payment ya offer?"},
    "contradictory.cancel_and_ask": {"en": "{id} is cancelled and asked for again",
                                     "hi": "{id} रद्द भी और भेजने को भी कहा है; एक लिखिए",
                                     "hinglish": "{id} cancel bhi aur bhejne ko bhi kaha hai; ek likhiye"},
    "no_price.what_price": {"en": "what price for {item}?", "hi": "{item} का भाव लिखिए",
                            "hinglish": "{item} ka rate likhiye"},
    "no_price.how_much_lower": {"en": "how much lower for {item}? write the price you ask",
                                "hi": "{item} का भाव कितना कम? अपना भाव लिखिए",
                                "hinglish": "{item} ka rate kitna kam? apna rate likhiye"},
    "no_price.zero": {"en": "a price for {item} must be above ₹0", "hi": "{item} का भाव ₹0 से ऊपर लिखिए",
                      "hinglish": "{item} ka rate ₹0 se upar likhiye"},
    "no_price.not_price": {"en": "{item} at {money} per {sunit} is not a price",
                           "hi": "{item} {money} प्रति {sunit} कोई भाव नहीं", "hinglish": "{item} {money} per {sunit} koi rate nahi"},
    "no_price.far_from_mrp": {"en": "{item} at {money} per {sunit}, but its MRP is {money2}; write the price per {sunit}",
                              "hi": "{item} {money} प्रति {sunit}? इसका छपा दाम {money2} है; भाव प्रति {sunit} लिखिए",
                              "hinglish": "{item} {money} per {sunit}? iska MRP {money2} hai; rate per {sunit} likhiye"},
    "no_price.block": {"en": "{block}", "hi": "ब्लॉक में भाव ठीक नहीं", "hinglish": "block mein rate theek nahi"},
    "no_quantity.how_many": {"en": "how many {unit} of {item}?", "hi": "{item} कितना चाहिए? ({unit} में लिखिए)",
                             "hinglish": "{item} kitna chahiye? ({unit} mein likhiye)"},
    "no_quantity.no_fixed_size": {"en": "{n} {word} has no fixed size; state kg, litres, packets or pieces",
                                  "hi": "{n} “{word}” का नाप तय नहीं; किलो, लीटर, पैकेट या पीस में लिखिए",
                                  "hinglish": "{n} “{word}” ka naap tay nahi; kilo, litre, packet ya piece mein likhiye"},
    "no_quantity.not_quantity": {"en": "{n} {unit} of {item} is not a quantity",
                                 "hi": "{item} {n} {unit} कोई मात्रा नहीं", "hinglish": "{item} {n} {unit} koi matra nahi"},
    "no_quantity.no_convert": {"en": "{n} {unit} does not convert to {item} ({size} {sunit})",
                               "hi": "{item} {size} {sunit} में बिकता है; {n} {unit} नहीं बदलता",
                               "hinglish": "{item} {size} {sunit} mein bikta hai; {n} {unit} nahi badalta"},
    "no_quantity.not_whole": {"en": "{n} {unit} is not a whole number of {size} {packs}",
                              "hi": "{n} {unit} पूरे {size} के पैक में नहीं बँटता",
                              "hinglish": "{n} {unit} poore {size} ke pack mein nahi bantta"},
    "no_quantity.by_density": {"en": "{n} {unit} of {item} is about {n2} litres, and it is sold by the litre: "
                                     "write the litres you want",
                               "hi": "{n} {unit} {item} लगभग {n2} लीटर होता है, और यह लीटर में बिकता है: कितने लीटर चाहिए, लिखिए",
                               "hinglish": "{n} {unit} {item} lagbhag {n2} litre hota hai, aur yeh litre mein bikta "
                                           "hai: kitne litre chahiye, likhiye"},
    "no_quantity.not_above_zero": {"en": "{n} {unit} is not a quantity above 0", "hi": "{n} {unit}: मात्रा 0 से ऊपर लिखिए",
                                   "hinglish": "{n} {unit}: matra 0 se upar likhiye"},
    "no_quantity.total_needs": {"en": "a total of {money} for {item} needs a quantity",
                                "hi": "{item} के कुल {money} — कितनी मात्रा?", "hinglish": "{item} ke kul {money} — kitni matra?"},
    "no_quantity.block": {"en": "{block}", "hi": "ब्लॉक में मात्रा ठीक नहीं", "hinglish": "block mein matra theek nahi"},
    "contradictory.change_unit": {"en": "a change per {unit} does not fit {item}",
                                  "hi": "{item} पर प्रति {unit} की छूट नहीं बैठती", "hinglish": "{item} par per {unit} ki chhoot nahi baithti"},
    "contradictory.two_quantities": {"en": "{n} {unit} of {item} is {m} {sunit}s, not {n2} {unit2}",
                                     "hi": "{item}: {n} {unit} और {n2} {unit2} — कौन सा?",
                                     "hinglish": "{item}: {n} {unit} aur {n2} {unit2} — kaun sa?"},
    "contradictory.price_unit": {"en": "a price per {unit} does not fit {item} sold in {size} {sunit}s",
                                 "hi": "{item} {size} {sunit} में बिकता है, प्रति {unit} भाव नहीं बैठता",
                                 "hinglish": "{item} {size} {sunit} mein bikta hai, per {unit} rate nahi baithta"},
    "contradictory.neither": {"en": "{money} for {n} {unit} of {item} is neither a price per {unit2} (MRP {money2}) "
                                    "nor a total (MRP {money3})",
                              "hi": "{item} {n} {unit} के {money}: न प्रति {unit2} भाव (एमआरपी {money2}) न कुल (एमआरपी {money3})",
                              "hinglish": "{item} {n} {unit} ke {money}: na per {unit2} rate (MRP {money2}) na kul "
                                          "(MRP {money3})"},
    "contradictory.two_totals": {"en": "two totals for {item}: {money} and {money2}",
                                 "hi": "{item} के दो कुल: {money} और {money2}", "hinglish": "{item} ke do total: {money} aur {money2}"},
    "contradictory.no_quantity_total": {"en": "a price and a total for {item} but no quantity", "hi": "{item} का भाव और कुल दोनों, पर मात्रा नहीं",
                                        "hinglish": "{item} ka rate aur total dono, par matra nahi"},
    "contradictory.product": {"en": "{money} per {unit} × {n} is {money2}, not {money3}",
                              "hi": "{money} प्रति {unit} × {n} = {money2}, {money3} नहीं",
                              "hinglish": "{money} per {unit} × {n} = {money2}, {money3} nahi"},
}
WHY.update(GUARD_WHY)  # the general guards' keys (lang.id_guard, lang.either_guard), kept apart

#: Unit codes as each language writes them in a reason.
UNIT_NAMES = {
    "en": {},
    "hi": {"kg": "किलो", "g": "ग्राम", "l": "लीटर", "litre": "लीटर", "ml": "मिली", "packet": "पैकेट", "piece": "पीस",
           "dozen": "दर्जन", "case": "पेटी", "sack": "बोरी", "quintal": "क्विंटल", "ton": "टन", "tray": "ट्रे", "paav": "पाव",
           "bar": "पीस", "bottle": "बोतल", "box": "डिब्बा", "pack": "पैक"},
    "hinglish": {"kg": "kilo", "g": "gram", "l": "litre", "litre": "litre", "ml": "ml", "packet": "packet",
                 "piece": "piece", "dozen": "darjan", "case": "peti", "sack": "bori", "quintal": "quintal", "ton": "ton",
                 "tray": "tray", "paav": "paav", "bar": "piece", "bottle": "botal", "box": "dabba", "pack": "pack"},
}

_COUNTED = {"l": "litres", "kg": "kg", "g": "g", "ml": "ml", "box": "boxes"}  # "how many litres of ghee?"


class Why(str):
    """A reason as the reader writes it ("code: English detail"), knowing its ``key`` (str) and ``args`` (str → str)."""

    def __reduce__(self):  # made again from key and args when unpickled (a process pool's result: reader_floors.py)
        return Why, (self.key, self.args)

    def __new__(cls, key: str, args: dict[str, str]) -> "Why":
        code = key.split(".")[0]
        shown = {k: request_names(v, "en") if k in REQUEST_PARAMS else _COUNTED.get(v, f"{v}s") if (
            key == "no_quantity.how_many" and k == "unit") else v for k, v in args.items()}  # "how many litres of ghee?"
        self = super().__new__(cls, f"{code}: {WHY[worded_key(key, args)]['en'].format(**shown)}")
        self.key, self.args = key, args
        return self


def why(key: str, **args: object) -> Why:
    """The reason ``key`` (a key of ``WHY``) with its parameters as text; raises KeyError for an unknown key."""
    return Why(key, {k: str(v) for k, v in args.items()})


class Detail(str):
    """The detail alone (no code), knowing its ``key`` and ``args``: what ``lang.units.to_selling_units`` says."""
    key: str
    args: dict[str, str]


def detail(key: str, **args: object) -> Detail:
    """The English detail of reason ``key`` without its code ("750 g is not a whole number of 500 g packets")."""
    w = why(key, **args)
    d = Detail(w.partition(": ")[2])
    d.key, d.args = w.key, w.args
    return d


def word(key: str, args: dict[str, str], language: str, names: dict[str, str] | None = None) -> str:
    """The detail of reason ``key`` in ``language``; ``names`` maps English item names to the language's."""
    if language == "en":  # as the reason says it ("how many ghee? (in litres)")
        return Why(key, args).partition(": ")[2]
    out, names = dict(args), names or {}
    for k in ("item", "items"):
        if k in out and language != "en":
            out[k] = ", ".join(names.get(p.strip(), p.strip()) for p in out[k].split(","))
    for k in ("unit", "sunit", "unit2"):
        if k in out:
            out[k] = UNIT_NAMES.get(language, {}).get(out[k], out[k])
    for k in REQUEST_PARAMS:  # request kinds ("order,ask_quote"), in the language (lang.second_opinion)
        if k in out:
            out[k] = request_names(out[k], language)
    if "size" in out:  # "5 kg" → "5 किलो"
        num, _, unit = out["size"].partition(" ")
        out["size"] = f"{num} {UNIT_NAMES.get(language, {}).get(unit, unit)}".strip()
    if language == "hi":
        for k in ("text", "figure", "word"):
            if k in out and re.search(r"[A-Za-z]{2,}", out[k]):
                figures = re.findall(r"₹?\d[\d.,]*", out[k])  # a figure keeps its number; Roman words are not
                out[k] = figures[0] if k == "figure" and figures else ROMAN_WORDS_HI.get(out[k].lower(), "…")  # (crate)
    return WHY[worded_key(key, out)][language].format(**out)
