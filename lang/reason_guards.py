"""Wordings of the general guards' refusals (``lang.id_guard``, ``lang.either_guard``), merged into ``lang.reasons.WHY``.

Kept apart only for size: the same shape as ``WHY`` (key → {en, hi, hinglish}), the same parameter kinds
(``id``, ``word``, ``text``: see ``lang.reasons``), and ``tests/test_reasons.py`` checks them with the rest.
"""
from __future__ import annotations

from lang.reasons_accounting import ACCOUNTING_WHY
from lang.reasons_counter import COUNTER_WHY
from lang.reasons_nothing import NOTHING_WHY
from lang.reasons_order_if import ORDER_IF_WHY
from lang.reasons_told import TOLD_WHY
from lang.sent_message import SENT_WHY
from lang.context_wording import CONTEXT_WHY
from lang.doubt_goods import DOUBT_WHY, worded_key  # (worded_key: for lang.reasons)

__all__ = ["GUARD_WHY", "REQUEST_NAMES", "REQUEST_PARAMS", "request_names", "ROMAN_WORDS_HI"]

#: English container and unit words a Hindi mail may hold, written in Devanagari when a Hindi reason quotes them (a
#: Roman word is otherwise left out as "…": trial 34 A69, "1 “…” का नाप तय नहीं" for "crate", so the writer could not
#: tell which word to fix).
ROMAN_WORDS_HI = {w: hi for ws, hi in (
    ("crate crates", "क्रेट"), ("box boxes", "बॉक्स"), ("carton cartons", "कार्टन"), ("case cases", "केस"),
    ("bag bags", "बैग"), ("tin tins", "टिन"), ("jar jars", "जार"), ("pack packs", "पैक"), ("bundle bundles", "बंडल"),
    ("tray trays", "ट्रे"), ("peti", "पेटी"), ("bori", "बोरी"), ("dabba dabbe", "डब्बा"), ("sack sacks", "बोरा"),
    ("bottle bottles", "बोतल"), ("can cans", "कैन"), ("pouch pouches", "पाउच"), ("strip strips", "स्ट्रिप"),
    ("roll rolls", "रोल"), ("drum drums", "ड्रम"), ("pet", "पेट"), ("outer outers", "आउटर"), ("bar bars", "बार"),
    ("tube tubes", "ट्यूब")) for w in ws.split()}

GUARD_WHY: dict[str, dict[str, str]] = {
    "ambiguous_intent.digit_groups": {"en": "'{figure}' has digits grouped neither as 2,440 nor as 1,24,450, so the "
                                            "amount is not clear; write it again, e.g. '₹244'",
                                      "hi": "'{figure}' के अंक न 2,440 की तरह बँटे हैं न 1,24,450 की तरह, रकम साफ़ नहीं; "
                                            "फिर से लिखिए, जैसे '₹244'",
                                      "hinglish": "'{figure}' ke ank na 2,440 jaise hain na 1,24,450 jaise, rakam saaf "
                                                  "nahi; dobara likhiye, jaise '₹244'"},
    "ambiguous_intent.counter_sum": {"en": "the total is said as {money} but the bill's own figures make {money2}; "
                                           "say one total the customer pays",
                                     "hi": "कुल {money} बताया, पर बिल की अपनी रकमें {money2} बनाती हैं; ग्राहक को "
                                           "कितना देना है, एक ही कुल बताइए",
                                     "hinglish": "total {money} bataya, par bill ki apni rakam {money2} banti hai; "
                                                 "grahak ko kitna dena hai, ek hi total bataiye"},
    "ambiguous_intent.counter_change": {"en": "a note and change were said, but no bill they check with (note = bill "
                                              "+ change); say the total alone: 'Total ₹' and the amount paid",
                                        "hi": "नोट और वापसी की रकम कही, पर कोई बिल उनसे मेल नहीं खाता (नोट = बिल + "
                                              "वापसी); कुल रकम अलग से बताइए: 'कुल ₹' और देनी रकम",
                                        "hinglish": "note aur wapas ki rakam kahi, par koi bill unse mel nahi khata "
                                                    "(note = bill + wapas); total alag se bataiye: 'Total ₹' aur deni rakam"},
    "ambiguous_intent.order_if_missing": {"en": "'{text}': goods asked only if other goods are missing; nothing is "
                                                "ordered or refused — write plainly what to send and how much",
                                          "hi": "“{text}” — सामान तभी माँगा है जब दूसरा सामान न हो; न कुछ ऑर्डर हुआ, न "
                                                "मना हुआ — सीधे लिखिए क्या भेजना है और कितना",
                                          "hinglish": "“{text}” — saaman tabhi maanga hai jab doosra saaman na ho; na "
                                                      "kuch order hua, na mana hua — seedha likhiye kya bhejna hai aur "
                                                      "kitna"},
    "ambiguous_intent.kept_or_new": {"en": "'{text}': {items} — already on that order (then leave this line out: "
                                           "the rest of the order stays as booked) or a new order (then write how "
                                           "much, as a new order)?",
                                     "hi": "“{text}” — {items} वही है जो उस ऑर्डर में पहले से है (तो यह लाइन हटा "
                                           "दीजिए, बाक़ी ऑर्डर वैसा ही रहेगा) या नया ऑर्डर है (तो नए ऑर्डर में मात्रा "
                                           "लिखिए)?",
                                     "hinglish": "“{text}” — {items} wahi hai jo us order mein pehle se hai (to yeh "
                                                 "line hata dijiye, baaki order waisa hi rahega) ya naya order hai (to "
                                                 "naye order mein quantity likhiye)?"},
    "ambiguous_intent.need_to_come": {"en": "'{text}': a need to come, so nothing is ordered now; to order it now, "
                                            "write 'send …' with the goods and the count",
                                      "hi": "“{text}” — यह आगे की ज़रूरत है, इसलिए अभी कुछ ऑर्डर नहीं हुआ; अभी मँगाना हो "
                                            "तो सामान और मात्रा के साथ “… भेज दीजिए” लिखिए",
                                      "hinglish": "“{text}” — yeh aage ki zaroorat hai, isliye abhi kuch order nahi hua; "
                                                  "abhi mangana ho to saaman aur matra ke saath “… bhej dijiye” likhiye"},
    "ambiguous_intent.pack_or_count": {"en": "{item} {figure}: the pack, or the amount? to cancel all of it, write "
                                             "'cancel the {item}'; to cut part, write the count (e.g. '2 packets')",
                                       "hi": "{item} {figure}: पैक का नाप या मात्रा? पूरा रद्द करना हो तो “{item} रद्द” "
                                             "लिखिए; कुछ घटाना हो तो गिनती लिखिए (जैसे “2 पैकेट”)",
                                       "hinglish": "{item} {figure}: pack ka naap ya matra? poora cancel karna ho to "
                                                   "“{item} cancel” likhiye; kuch ghatana ho to ginti likhiye (jaise "
                                                   "“2 packet”)"},
    "ambiguous_intent.count_unit": {"en": "{n} instead of {m} — {n} what? for a count write its unit (e.g. "
                                          "'{n} packets' or '{n} kg'), for a price write ₹",
                                    "hi": "{m} की जगह {n} — {n} क्या? गिनती हो तो इकाई लिखिए (जैसे '{n} पैकेट' या "
                                          "'{n} किलो'), भाव हो तो ₹ लिखिए",
                                    "hinglish": "{m} ki jagah {n} — {n} kya? ginti ho toh unit likhiye (jaise "
                                                "'{n} packet' ya '{n} kilo'), bhav ho toh ₹ likhiye"},
    "ambiguous_intent.if_terms": {"en": "'{text}': the goods are asked only if we can meet your terms, and we have "
                                       "no word for terms; nothing is ordered — to order, write 'send' plainly and the "
                                       "terms apart; if not, write nothing",
                                 "hi": "“{text}” — सामान आपकी शर्त पूरी होने पर ही माँगा है, और शर्तें हम इस तरह नहीं "
                                       "पढ़ते; कुछ ऑर्डर नहीं हुआ — मँगाना हो तो सीधे 'भेजिए' लिखिए और शर्त अलग से; "
                                       "नहीं तो कुछ न लिखिए",
                                 "hinglish": "“{text}” — saamaan aapki shart poori hone par hi maanga hai, aur shartein "
                                             "hum aise nahi padhte; kuch order nahi hua — mangana ho to seedha "
                                             "'bhejiye' likhiye aur shart alag se; nahi to kuch na likhiye"},
    "ambiguous_intent.part_today": {"en": "'{text}': how much is paid now? write today's amount itself, e.g. "
                                          "'Paying {id} ₹ amount'; the rest, write when you pay it",
                                    "hi": "“{text}” — आज कितना भुगतान हो रहा है? आज की रकम ख़ुद लिखिए, जैसे “{id} का ₹ "
                                          "रकम भुगतान कर रहे हैं”; बाकी का, जब दें तब लिखिए",
                                    "hinglish": "“{text}” — aaj kitna payment ho raha hai? aaj ki rakam khud likhiye, "
                                                "jaise '{id} ka ₹ amount pay kar rahe hain'; baaki ka, jab dein tab "
                                                "likhiye"},
    "no_quantity.zero": {"en": "0 {unit} of {item}: to order none, leave {item} out of the mail; write only the "
                               "goods you want sent, each with its count",
                         "hi": "{item} 0 {unit}: नहीं चाहिए तो {item} को मेल में न लिखिए; सिर्फ़ वही सामान लिखिए जो "
                               "भेजना है, हर एक की गिनती के साथ",
                         "hinglish": "{item} 0 {unit}: nahi chahiye to {item} ko mail mein na likhiye; sirf wahi saamaan "
                                     "likhiye jo bhejna hai, har ek ki ginti ke saath"},
    "no_price.anothers_rate": {"en": "what price for {item}? another item's rate is not a price written here; write "
                                     "the price itself",
                               "hi": "{item} का भाव लिखिए; दूसरे सामान वाला रेट यहाँ लिखा भाव नहीं है",
                               "hinglish": "{item} ka rate likhiye; doosre saamaan wala rate yahan likha rate nahi hai"},
    "ambiguous_intent.kept_unnamed": {"en": "'{text}': no change to which order? nothing is sent; to keep an order as it "
                                            "is, name it (e.g. 'O3: {item} no change'); to order, write 'send …'",
                                      "hi": "“{text}”: किस ऑर्डर में कोई बदलाव नहीं? कुछ नहीं भेजा जा रहा; ऑर्डर जैसा है "
                                            "वैसा रखना हो तो उसका नंबर लिखिए (जैसे 'O3: {item} कोई बदलाव नहीं'); मँगाना हो "
                                            "तो 'भेजिए' लिखिए",
                                      "hinglish": "“{text}”: kis order mein koi change nahi? kuch nahi bheja ja raha; "
                                                  "order jaisa hai waisa rakhna ho to uska number likhiye (jaise 'O3: "
                                                  "{item} koi change nahi'); mangana ho to 'bhejiye' likhiye"},
    "contradictory.two_counts": {"en": "{item}: {n} {unit} or {n2} {unit2}? write the one count you want",
                                 "hi": "{item}: {n} {unit} या {n2} {unit2} — कितना चाहिए? एक ही गिनती लिखिए",
                                 "hinglish": "{item}: {n} {unit} ya {n2} {unit2} — kitna chahiye? ek hi ginti likhiye"},
    "ambiguous_intent.goods_of_orders": {"en": "{item} of which order? write each order id right before its own "
                                               "goods, e.g. '{id} {item} …'",
                                         "hi": "{item} किस ऑर्डर का है? हर ऑर्डर का नंबर उसके अपने सामान से ठीक पहले "
                                               "लिखिए, जैसे '{id} का {item} …'",
                                         "hinglish": "{item} kis order ka hai? har order ka number uske apne saamaan se "
                                                     "theek pehle likhiye, jaise '{id} ka {item} …'"},
    "ambiguous_intent.price_whose": {"en": "{figure} — for {item} alone, or for each of the goods before it? write "
                                           "'{figure} each' or give each its own price",
                                     "hi": "{figure} — सिर्फ़ {item} का, या पहले लिखे हर सामान का? '{figure} हर एक' या "
                                           "'दोनों {figure}' लिखिए, या हर सामान का अपना भाव लिखिए",
                                     "hinglish": "{figure} — sirf {item} ka, ya pehle likhe har saamaan ka? '{figure} "
                                                 "har ek' ya 'dono {figure}' likhiye, ya har saamaan ka apna rate likhiye"},
    "ambiguous_intent.old_price_asked": {"en": "{item} at {figure}: is that the price you ask now? write it as your "
                                               "price (e.g. '{item} at {figure}'), without 'old' or 'as before'",
                                         "hi": "{item} {figure} पर: क्या यही भाव अब माँग रहे हैं? 'पुराने' या 'पहले जैसा' "
                                               "के बिना अपना भाव लिखिए (जैसे '{item} {figure} में')",
                                         "hinglish": "{item} {figure} pe: kya yahi rate ab maang rahe ho? 'purane' ya "
                                                     "'pehle jaisa' ke bina apna rate likhiye (jaise '{item} {figure} "
                                                     "mein')"},
    "no_id.delivery": {"en": "which order do you ask after? name it, e.g. O3",
                       "hi": "किस ऑर्डर के बारे में पूछ रहे हैं? नंबर लिखिए, जैसे O3",
                       "hinglish": "kis order ke baare mein pooch rahe ho? number likhiye, jaise O3"},
    "ambiguous_intent.terms": {"en": "you agree to the price but add a term we did not quote ('{word}'); write it as "
                                     "your offer, or accept the price without the term",
                               "hi": "आप भाव मान रहे हैं पर साथ में नई शर्त जोड़ रहे हैं (“{word}”); इसे अपना प्रस्ताव "
                                     "लिखिए, या भाव बिना शर्त के मंज़ूर कीजिए",
                               "hinglish": "aap rate maan rahe ho par nayi shart jod rahe ho ('{word}'); ise apna offer "
                                           "likhiye, ya rate bina shart ke manzoor kijiye"},
    "no_quantity.worth": {"en": "{money} worth of {item}: we sell by quantity; write how much, e.g. '20 kg'",
                          "hi": "{money} का {item}: हम मात्रा से बेचते हैं; कितना चाहिए लिखिए, जैसे '20 किलो'",
                          "hinglish": "{money} ka {item}: hum quantity se bechte hain; kitna chahiye likhiye, jaise "
                                      "'20 kilo'"},
    "no_item.repeat_changed": {"en": "{id} again with changes: its goods are not written here; write the whole order, "
                                     "each item with its count (e.g. 'milk 500ml 60 packets, paneer 10 packets')",
                               "hi": "{id} दोबारा, बदलाव के साथ: उसका सामान यहाँ लिखा नहीं है; पूरा ऑर्डर लिखिए, हर "
                                     "सामान उसकी गिनती के साथ (जैसे 'दूध 500ml 60 पैकेट, पनीर 10 पैकेट')",
                               "hinglish": "{id} dobara, badlav ke saath: uska saamaan yahan likha nahi hai; poora "
                                           "order likhiye, har saamaan uski ginti ke saath (jaise 'doodh 500ml 60 "
                                           "packet, paneer 10 packet')"},
    "no_item.usual": {"en": "'{text}': we keep no list of your usual order; write each item with its quantity, or the "
                            "order number to repeat",
                      "hi": "“{text}”: आपका हमेशा वाला ऑर्डर हमारे पास लिखा नहीं है; हर सामान उसकी मात्रा के साथ लिखिए, "
                            "या दोहराने वाले ऑर्डर का नंबर",
                      "hinglish": "“{text}”: aapka hamesha wala order hamare paas likha nahi hai; har saamaan uski "
                                  "matra ke saath likhiye, ya dohrane wale order ka number"},
    "no_quantity.pack_size": {"en": "{item} {size} × {n}: we do not sell a {size} pack ({item} comes in {m} {unit2} "
                                    "{sunit}s); write the total you want in kg or litres, or in our {sunit}s",
                              "hi": "{item} {size} × {n}: हम {size} का पैक नहीं रखते ({item} {m} {unit2} के {sunit} में "
                                    "आता है); कुल कितना चाहिए, किलो, लीटर या हमारे {sunit} में लिखिए",
                              "hinglish": "{item} {size} × {n}: hum {size} ka pack nahi rakhte ({item} {m} {unit2} ke "
                                          "{sunit} mein aata hai); kul kitna chahiye, kilo, litre ya hamare {sunit} "
                                          "mein likhiye"},
    "ambiguous_item.the_rest": {"en": "'{text}': which goods are the rest? name each, e.g. 'curd and milk ok'",
                                "hi": "“{text}”: बाकी कौन सा सामान? हर एक का नाम लिखिए, जैसे 'दही और दूध ठीक है'",
                                "hinglish": "“{text}”: baaki kaun sa saamaan? har ek ka naam likhiye, jaise 'dahi aur "
                                            "doodh theek hai'"},
    "ambiguous_item.by_place": {"en": "'{text}': which goods? name them, e.g. 'rice and sugar ok, atta not needed'",
                                "hi": "“{text}”: कौन सा सामान? नाम लिखिए, जैसे 'चावल और चीनी ठीक है, आटा नहीं चाहिए'",
                                "hinglish": "“{text}”: kaun sa saamaan? naam likhiye, jaise 'chawal aur cheeni theek "
                                            "hai, atta nahi chahiye'"},
    "ambiguous_item.which_option": {"en": "'{text}': the quote gives a choice; write the goods you take, with quantity and "
                                          "price",
                                    "hi": "“{text}”: भाव में चुनने को कई चीज़ें हैं; जो सामान लेंगे उसका नाम, मात्रा "
                                          "और भाव लिखिए",
                                    "hinglish": "“{text}”: quote mein choice hai; jo saamaan lenge uska naam, "
                                                "quantity aur rate likhiye"},
    "no_price.lower_unsaid": {"en": "'{text}': lower to what? write the price you ask, e.g. 'rice at ₹36'",
                              "hi": "“{text}”: कितना कम? अपना भाव लिखिए, जैसे 'चावल ₹36 किलो'",
                              "hinglish": "“{text}”: kitna kam? apna rate likhiye, jaise 'chawal ₹36 kilo'"},
    "ambiguous_intent.corrected": {"en": "'{text}': corrected to what? write the request again, once, as you mean it",
                                   "hi": "“{text}”: सुधार के बाद क्या चाहिए? जो चाहिए वही एक बार फिर लिखिए",
                                   "hinglish": "“{text}”: sudhaar ke baad kya chahiye? jo chahiye wahi ek baar phir "
                                               "likhiye"},
    "ambiguous_intent.credit": {"en": "{id}: we do not set credits against a bill; pay {id} in full, or dispute it if "
                                      "it is wrong",
                                "hi": "{id}: हम बिल में क्रेडिट नहीं घटाते; {id} का पूरा भुगतान कीजिए, या ग़लत हो तो "
                                      "आपत्ति लिखिए",
                                "hinglish": "{id}: hum bill mein credit adjust nahi karte; {id} ka poora payment "
                                            "kijiye, ya galat ho to objection likhiye"},
    "ambiguous_intent.price_ceiling": {"en": "'{text}': {item} is wanted only within {money}; we hold no order on a "
                                             "condition of our price — offer the price you want, or order it plainly",
                                       "hi": "“{text}” — {item} सिर्फ़ {money} की सीमा में चाहिए; हमारे भाव की शर्त पर "
                                             "ऑर्डर नहीं रखा जाता — अपना भाव ऑफ़र कीजिए या सीधे भेजिए लिखिए",
                                       "hinglish": "“{text}” — {item} sirf {money} ki seema mein chahiye; hamare rate ki "
                                                   "shart par order nahi rakha jata — apna rate offer kijiye ya seedha "
                                                   "bhejiye likhiye"},
    "no_item.pack_size": {"en": "we have no {money} pack of {item}; ours sells at MRP {money2} — write the count "
                                 "without the pack's price, or ask for a pack we sell",
                           "hi": "{item} का {money} वाला पैक हमारे पास नहीं है; हमारा पैक एमआरपी {money2} का है — पैक का "
                                 "दाम हटाकर गिनती लिखिए",
                           "hinglish": "{item} ka {money} wala pack hamare paas nahi hai; hamara pack MRP {money2} ka hai "
                                       "— pack ka daam hata kar ginti likhiye"},
    "no_item.not_stocked": {"en": "we do not stock '{text}'; ask only for goods on our list",
                            "hi": "“{text}” हम नहीं रखते; सिर्फ़ हमारी सूची का सामान लिखिए",
                            "hinglish": "“{text}” hum nahi rakhte; sirf hamari list ka saamaan likhiye"},
    "ambiguous_intent.set_count": {"en": "'{text}' sets {item} to a count; cut or add how much? write the change, e.g. "
                                         "'cut 5 kg from O29'",
                                   "hi": "“{text}” में {item} की नई मात्रा लिखी है; कितना घटाना या बढ़ाना है? बदलाव "
                                         "लिखिए, जैसे 'O29 से 5 किलो कम कीजिए'",
                                   "hinglish": "“{text}” mein {item} ki nayi matra likhi hai; kitna kam ya zyada karna "
                                               "hai? badlav likhiye, jaise 'O29 se 5 kilo kam kijiye'"},
    "ambiguous_intent.respectively": {"en": "'{text}': which figure is whose? write each item with its own figure",
                                      "hi": "“{text}”: कौन सा आँकड़ा किस सामान का है? हर सामान के साथ उसका आँकड़ा लिखिए",
                                      "hinglish": "“{text}”: kaun sa figure kis saaman ka hai? har saaman ke saath uska "
                                                  "figure likhiye"},
    "no_price.other_party": {"en": "{item} at another party's rate: which price? write it, e.g. 'send 100 at ₹11'",
                             "hi": "{item} दूसरी पार्टी वाले भाव पर: कौन सा भाव? भाव ख़ुद लिखिए, जैसे '100 पैकेट ₹11 में'",
                             "hinglish": "{item} doosri party wale rate pe: kaun sa rate? rate khud likhiye, jaise "
                                         "'100 packet ₹11 mein'"},
    "no_price.earlier_rate": {"en": "{item} at an earlier rate: which price? write it, e.g. '₹40 per kg is fine'",
                              "hi": "{item} पहले वाले भाव पर: कौन सा भाव? भाव लिखिए, जैसे '₹40 किलो ठीक है'",
                              "hinglish": "{item} pehle wale rate pe: kaun sa rate? rate likhiye, jaise '₹40 kilo "
                                          "theek hai'"},
    "ambiguous_intent.dispute_or_cancel": {"en": "'{text}': a complaint about {id}, or goods cut from an open order? "
                                                 "write one: dispute {id}, or cancel from the order by its number",
                                           "hi": "“{text}”: {id} की शिकायत है, या खुले ऑर्डर से सामान कम करना है? एक ही "
                                                 "लिखिए: {id} पर आपत्ति, या ऑर्डर नंबर के साथ रद्द",
                                           "hinglish": "“{text}”: {id} ki shikayat hai, ya khule order se saamaan kam "
                                                       "karna hai? ek hi likhiye: {id} par dispute, ya order number ke "
                                                       "saath cancel"},
    "ambiguous_intent.other_id": {"en": "{id} is named beside another id; what should we do with {id}? one request each",
                                  "hi": "{id} दूसरे नंबर के साथ लिखा है; {id} का क्या करें? हर एक की बात अलग लिखिए",
                                  "hinglish": "{id} doosre number ke saath likha hai; {id} ka kya karein? har ek ki baat alag"},
    "ambiguous_intent.which_id": {"en": "one of {id} is meant; which one? name the bill alone",
                                  "hi": "{id} में से एक की बात है; कौन सा? सिर्फ़ उसी बिल का नंबर लिखिए",
                                  "hinglish": "{id} mein se ek ki baat hai; kaun sa? sirf usi bill ka number likhiye"},
    "ambiguous_intent.except_id": {"en": "'{word}' leaves some out; which ones? name each one, e.g. 'Cancel O3 and O4'",
                                   "hi": "कुछ को छोड़ने की बात है; किन पर अमल करें? हर एक का नंबर लिखिए",
                                   "hinglish": "kuch ko chhodne ki baat hai; kin par amal karein? har ek ka number likhiye"},
    "ambiguous_intent.negated_id": {"en": "{id} is named with a 'not'; act on {id} or not? write only today's request",
                                    "hi": "{id} के साथ 'नहीं' लिखा है; {id} पर अमल करें या नहीं? सिर्फ़ आज की बात लिखिए",
                                    "hinglish": "{id} ke saath 'nahi' likha hai; {id} par amal karein ya nahi? sirf aaj ki baat"},
    "ambiguous_intent.told_past": {"en": "{id} is named with '{word}': done before, or today's request? write today's alone",
                                   "hi": "{id} के साथ पहले की बात लिखी है: वह हो चुका, या आज करना है? आज की बात अलग लिखिए",
                                   "hinglish": "{id} ke saath pehle ki baat hai: ho chuka, ya aaj karna hai? aaj ki baat alag"},
    "ambiguous_intent.except_goods": {"en": "'{text}' leaves some goods out of 'all'; name each one you take and each "
                                            "you refuse",
                                      "hi": "“{text}” में 'सब' से कुछ सामान छोड़ा है; जो लेना है और जो नहीं, हर एक का "
                                            "नाम लिखिए",
                                      "hinglish": "“{text}” mein 'sab' se kuch saamaan chhoda hai; jo lena hai aur jo "
                                                  "nahi, har ek ka naam likhiye"},
    "ambiguous_intent.reschedule": {"en": "'{text}' moves goods already asked for to another day; we do not move "
                                          "deliveries — to change one, cancel its order by number and order again",
                                    "hi": "“{text}” में पहले माँगा सामान दूसरे दिन भेजने की बात है; डिलीवरी का दिन नहीं "
                                          "बदलते — ऑर्डर नंबर से रद्द करके फिर ऑर्डर कीजिए",
                                    "hinglish": "“{text}” mein pehle maanga saamaan doosre din bhejne ki baat hai; "
                                                "delivery ka din nahi badalte — order number se cancel karke phir "
                                                "order kijiye"},
    "ambiguous_intent.price_from_another": {"en": "'{text}' works a price out from someone else's; write the price "
                                                 "you ask, e.g. '₹34 a kg'",
                                           "hi": "“{text}” में भाव किसी और के भाव से निकालना पड़ता है; अपना भाव सीधा "
                                                 "लिखिए, जैसे '₹34 किलो'",
                                           "hinglish": "“{text}” mein rate kisi aur ke rate se nikalna padta hai; apna "
                                                       "rate seedha likhiye, jaise '₹34 kilo'"},
    "ambiguous_intent.match_and_price": {"en": "'{text}' asks us to match {money} and names {money2} too; write the one "
                                               "price you ask",
                                         "hi": "“{text}” में {money} के बराबर करने को कहा है और {money2} भी लिखा है; जो "
                                               "एक भाव चाहिए वही लिखिए",
                                         "hinglish": "“{text}” mein {money} ke barabar karne ko kaha hai aur {money2} bhi "
                                                     "likha hai; jo ek rate chahiye wahi likhiye"},
    "ambiguous_intent.worked_out": {"en": "'{text}' works a count out from another; write the count itself, e.g. "
                                          "'send 20 kg sugar'",
                                    "hi": "“{text}” में गिनती किसी और गिनती से निकालनी पड़ती है; सीधी गिनती लिखिए, जैसे "
                                          "'20 किलो चीनी भेजिए'",
                                    "hinglish": "“{text}” mein ginti kisi aur ginti se nikalni padti hai; seedhi ginti "
                                                "likhiye, jaise '20 kilo cheeni bhejiye'"},
    "ambiguous_intent.choice": {"en": "'{text}' joins two things with 'or', and we cannot choose for you; write only "
                                      "the one you want, without 'or'",
                                "hi": "'{text}' में 'या' से जुड़े दो विकल्प हैं, और हम आपकी जगह नहीं चुन सकते; जो चाहिए "
                                      "सिर्फ़ वही लिखिए, 'या' के बिना",
                                "hinglish": "'{text}' mein 'ya' se jude do vikalp hain, aur hum aapki jagah nahi chun "
                                            "sakte; jo chahiye sirf wahi likhiye, 'ya' ke bina"},
    "ambiguous_intent.either": {"en": "'{text}': cancel, or do the other thing you name? we cannot choose for you; "
                                      "write only the one you want, e.g. 'Cancel O5' or 'Send 10 packets more in O5'",
                                "hi": "“{text}” — रद्द करना है, या दूसरी बात जो आपने लिखी? हम आपकी जगह नहीं चुन सकते; "
                                      "जो चाहिए सिर्फ़ वही लिखिए, जैसे 'O5 रद्द कीजिए' या 'O5 में 10 पैकेट और भेजिए'",
                                "hinglish": "“{text}” — cancel karna hai, ya doosri baat jo aapne likhi? hum aapki jagah "
                                            "nahi chun sakte; jo chahiye sirf wahi likhiye, jaise 'O5 cancel kijiye' "
                                            "ya 'O5 mein 10 packet aur bhejiye'"},
    "contradictory.pay_total": {"en": "'{text}': the bills' own amounts come to {money}, but the total says {money2}; "
                                      "write each bill with the amount you pay for it, e.g. 'Paying B2 ₹1,570 and B3 "
                                      "₹562.50'",
                                "hi": "“{text}” — बिलों की अपनी रकमें मिलकर {money} होती हैं, पर कुल {money2} लिखा है; हर "
                                      "बिल के साथ उसकी रकम लिखिए, जैसे 'B2 के ₹1,570 और B3 के ₹562.50 भेज रहे हैं'",
                                "hinglish": "“{text}” — bills ki apni rakam milakar {money} hoti hai, par total {money2} "
                                            "likha hai; har bill ke saath uski rakam likhiye, jaise 'B2 ke ₹1,570 aur "
                                            "B3 ke ₹562.50 bhej rahe hain'"},
    "ambiguous_intent.corrected": {"en": "'{text}' corrects something; write only the final request",
                                   "hi": "'{text}' में कुछ सुधारा गया है; सिर्फ़ आख़िरी माँग लिखिए",
                                   "hinglish": "'{text}' mein kuch sudhara gaya hai; sirf aakhri maang likhiye"},
    "ambiguous_intent.asked_and_sent": {"en": "{item}: asked after in {id}, or more {item} to send? ask after {id} in "
                                              "one sentence, and write new goods as 'also send …'",
                                        "hi": "{item}: {id} का माल पूछ रहे हैं, या और {item} भेजना है? {id} के बारे में "
                                              "एक वाक्य में पूछिए, और नया माल 'यह भी भेजिए' लिखिए",
                                        "hinglish": "{item}: {id} ka maal pooch rahe ho, ya aur {item} bhejna hai? {id} "
                                                    "ke baare mein ek sentence mein poochiye, aur naya maal 'ye bhi "
                                                    "bhejiye' likhiye"},
    # lang.second_opinion: the kinds of request judged from the whole message disagree with the rules' reading
    "ambiguous_intent.also": {"en": "I read {requests} here, but part of it reads like {request} too and I could not "
                                    "read that part; write each request plainly in its own sentence",
                              "hi": "इसमें {requests} समझ आया, पर कुछ हिस्सा {request} जैसा भी लगता है जो पढ़ा नहीं गया; "
                                    "हर बात अलग वाक्य में साफ़ लिखिए",
                              "hinglish": "isme {requests} samajh aaya, par kuch hissa {request} jaisa bhi lagta hai jo "
                                          "padha nahi gaya; har baat alag sentence mein saaf likhiye"},
    "ambiguous_intent.not_sure": {"en": "I read {request} here, but it reads more like {other}; write each request "
                                        "plainly in its own sentence",
                                  "hi": "इसमें {request} पढ़ा, पर यह {other} जैसा ज़्यादा लगता है; हर बात अलग वाक्य में साफ़ "
                                        "लिखिए",
                                  "hinglish": "isme {request} padha, par yeh {other} jaisa zyada lagta hai; har baat alag "
                                              "sentence mein saaf likhiye"},
    # lang.reading_doubt: the reading as a whole looks like the ones that were misread
    "ambiguous_intent.unsure": {"en": "I read {requests} here, but I am not sure I read the goods, figures or ids "
                                      "right; write each request in its own short sentence with its goods, quantity "
                                      "and price or order id",
                                "hi": "इसमें {requests} समझ आया, पर माल, आँकड़े या नंबर ठीक पढ़े, इसका भरोसा नहीं; हर "
                                      "माँग अलग छोटे वाक्य में लिखिए, उसके माल, मात्रा और भाव या ऑर्डर नंबर के साथ",
                                "hinglish": "isme {requests} samajh aaya, par maal, aankde ya number sahi padhe, iska "
                                            "bharosa nahi; har maang alag chhote sentence mein likhiye, uske maal, "
                                            "quantity aur rate ya order number ke saath"},
    # lang.part_consistency (off): the whole e-mail and its sentences read alone disagree about goods
    "ambiguous_intent.parts_unsaid": {"en": "I read {request} for the {item}, but no sentence of yours says so on its "
                                            "own; write that request in one sentence with the {item} and its quantity "
                                            "or price",
                                      "hi": "{item} के लिए {request} पढ़ा, पर आपका कोई वाक्य अकेले यह नहीं कहता; यह माँग "
                                            "एक वाक्य में {item} और उसकी मात्रा या भाव के साथ लिखिए",
                                      "hinglish": "{item} ke liye {request} padha, par aapka koi sentence akele yeh nahi "
                                                  "kehta; yeh maang ek sentence mein {item} aur uski quantity ya rate "
                                                  "ke saath likhiye"},
    "ambiguous_intent.parts_left": {"en": "one sentence reads as {request} for the {item}, but I could not fit it into "
                                          "the rest of the message; write each request in its own sentence",
                                    "hi": "एक वाक्य में {item} के लिए {request} लगता है, पर वह बाकी संदेश से मेल नहीं "
                                          "खाता; हर माँग अलग वाक्य में लिखिए",
                                    "hinglish": "ek sentence mein {item} ke liye {request} lagta hai, par woh baaki "
                                                "message se match nahi karta; har maang alag sentence mein likhiye"},
    # lang.block_words: the words beside a fenced block give a figure the block gives otherwise
    "contradictory.block_quantity": {"en": "{item}: {n} {unit} in your words, {n2} {unit2} in the block; which is meant? "
                                           "write it once",
                                     "hi": "{item}: शब्दों में {n} {unit}, ब्लॉक में {n2} {unit2} — कौन सा? एक ही बार लिखिए",
                                     "hinglish": "{item}: words mein {n} {unit}, block mein {n2} {unit2} — kaun sa? ek hi "
                                                 "baar likhiye"},
    "contradictory.block_price": {"en": "{item}: {money} in your words, {money2} in the block; which is meant? write "
                                        "it once",
                                  "hi": "{item}: शब्दों में {money}, ब्लॉक में {money2} — कौन सा? एक ही बार लिखिए",
                                  "hinglish": "{item}: words mein {money}, block mein {money2} — kaun sa? ek hi baar "
                                              "likhiye"},
    "contradictory.block_total": {"en": "the total is {money} in your words and {money2} in the block; which is meant?",
                                  "hi": "कुल शब्दों में {money} और ब्लॉक में {money2} — कौन सा?",
                                  "hinglish": "total words mein {money} aur block mein {money2} — kaun sa?"},
}

#: A request kind (``lang.second_opinion.KINDS``) as the reasons name it, in each language.
REQUEST_NAMES: dict[str, dict[str, str]] = {
    "en": {"order": "an order", "offer": "a price offered", "accept": "a price agreed", "reject": "a refusal",
           "cancel": "a cancellation", "pay": "a payment", "dispute": "a complaint about a bill",
           "ask_delivery": "a question about a delivery", "ask_bill": "a bill asked for",
           "ask_quote": "a rate asked"},
    "hi": {"order": "ऑर्डर", "offer": "भाव का प्रस्ताव", "accept": "भाव की मंज़ूरी", "reject": "इनकार", "cancel": "रद्द करना",
           "pay": "भुगतान", "dispute": "बिल की शिकायत", "ask_delivery": "डिलीवरी का सवाल", "ask_bill": "बिल की माँग",
           "ask_quote": "भाव का सवाल"},
    "hinglish": {"order": "order", "offer": "rate ka offer", "accept": "rate ki manzoori", "reject": "inkaar",
                 "cancel": "cancel", "pay": "payment", "dispute": "bill ki shikayat",
                 "ask_delivery": "delivery ka sawaal", "ask_bill": "bill ki maang", "ask_quote": "rate ka sawaal"},
}
GUARD_WHY.update(NOTHING_WHY, **ORDER_IF_WHY)  # lang.reasons_nothing: nothing asked that the desk does (session 47)
GUARD_WHY.update(CONTEXT_WHY)  # lang.context_figures: figures in context (session 51)
GUARD_WHY.update(DOUBT_WHY)  # lang.doubt_goods: a request half read, its goods named (session 50)
GUARD_WHY.update(TOLD_WHY)  # lang.reasons_told: session 54's refusals (lang.whose_price)
GUARD_WHY.update(ACCOUNTING_WHY)  # lang.reasons_accounting: lang.figure_accounting's refusals
GUARD_WHY.update(COUNTER_WHY)  # lang.reasons_counter: the counter's refusals (session 48)
GUARD_WHY.update(SENT_WHY)  # lang.sent_message: what an agent sent cannot be told (session 53)
#: The reason parameters that hold request kind codes (written in the language by ``request_names``).
REQUEST_PARAMS = ("request", "requests", "other")
_AND = {"en": " and ", "hi": " और ", "hinglish": " aur "}


def request_names(codes: str, language: str) -> str:
    """Request kind codes joined by "," ("order,ask_quote") as words of ``language`` ("an order and a rate asked");
    an unknown code stays as written."""
    names = REQUEST_NAMES.get(language, REQUEST_NAMES["en"])
    return _AND.get(language, " and ").join(names.get(c.strip(), c.strip()) for c in codes.split(",") if c.strip())
