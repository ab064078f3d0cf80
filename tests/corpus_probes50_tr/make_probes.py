"""Writes tests/corpus_probes50_tr/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the fiftieth session's new-user trial (a researcher's fake models in all four roles, 30-day months in each
language; /work/trial50/REPORT.md): clear e-mails the supplier's desk refused in the trial, their neighbours, and
controls that keep their reading. Written from the trial's records before reading lang/. See README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"tr50-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


THINK = ("<think>The stock is running low; I should write to this supplier and keep it short. Maybe 10 percent less "
         "than the list.</think>\n\n")
ACCEPT_TOOR = [K("accept", I("toor-dal-1kg", p=135.0)), K("order", I("toor-dal-1kg", 6))]

# ---- kind 1: a relative ask inside <think>…</think> (the model's reasoning left in) is not the e-mail's ask ----
add("reasoning", ACCEPT_TOOR,
    THINK + "Your prices are accepted: toor dal at ₹135.\n\nPlease send:\n- 6 kg toor dal\n\nGupta Kirana Store",
    THINK + "आपका भाव मंज़ूर है: तूर दाल ₹135 पर।\n\nकृपया भेजिए:\n- तूर दाल 6 किलो\n\nGupta Kirana Store",
    THINK + "Aapka rate manzoor hai: toor daal at ₹135.\n\nPlease bhej dijiye:\n- toor daal 6 kilo\n\nGupta Kirana Store",
    note="the trial's words (trial50, every language, seq 1553, S1 day 2: refused no_price 'how much lower for toor "
         "dal?'): the think block is reasoning; accept toor dal 135 and order 6")
add("reasoning", [K("order", I("sugar-1kg", 20))],
    "<think>Maybe ask for 5 percent less on sugar next time.</think>\nPlease send 20 kg sugar.",
    "<think>Maybe ask for 5 percent less on sugar next time.</think>\nकृपया 20 किलो चीनी भेजिए।",
    "<think>Maybe ask for 5 percent less on sugar next time.</think>\n20 kilo cheeni bhej dijiye.",
    note="a relative ask only in the reasoning: order sugar 20")
add("reasoning", [K("accept", I("rice-1kg", p=38.0))],
    "<think>S1 might go lower on rice; could ask them to reduce a bit.</think>\nWe accept rice at ₹38 per kg.",
    "<think>S1 might go lower on rice; could ask them to reduce a bit.</think>\nचावल ₹38 प्रति किलो पर हमें मंज़ूर है।",
    "<think>S1 might go lower on rice; could ask them to reduce a bit.</think>\nChawal ₹38 per kilo pe humein manzoor hai.",
    note="a wish to go lower only in the reasoning: accept rice 38")
add("formal", ACCEPT_TOOR,
    "Your prices are accepted: toor dal at ₹135.\n\nPlease send:\n- 6 kg toor dal\n\nGupta Kirana Store",
    "आपका भाव मंज़ूर है: तूर दाल ₹135 पर।\n\nकृपया भेजिए:\n- तूर दाल 6 किलो\n\nGupta Kirana Store",
    "Aapka rate manzoor hai: toor daal at ₹135.\n\nPlease bhej dijiye:\n- toor daal 6 kilo\n\nGupta Kirana Store",
    note="control: the trial's e-mail without its reasoning")

# ---- kind 2: goods received before, with their count, beside a new order of the same goods ----
add("terse", [K("order", I("rice-1kg", 30))],
    "The last 50 kg rice arrived fine, thanks. Now send 30 kg rice.",
    "पिछला 50 किलो चावल ठीक पहुँच गया, धन्यवाद। अब 30 किलो चावल भेजिए।",
    "Pichhla 50 kilo chawal theek pahunch gaya, thanks. Ab 30 kilo chawal bhejo.",
    note="the trial's words (trial50 hard runs, every language: refused ambiguous_intent 'two different requests for "
         "the rice'): the 50 kg is goods received; order rice 30")
add("terse", [K("order", I("sugar-1kg", 25))],
    "Received the 20 kg sugar yesterday. Please send another 25 kg sugar.",
    "कल 20 किलो चीनी मिल गई। कृपया 25 किलो चीनी और भेजिए।",
    "Kal 20 kilo cheeni mil gayi. 25 kilo cheeni aur bhej dijiye.",
    note="goods received with their count, then an order: order sugar 25")
add("terse", [K("order", I("onion-1kg", 60))],
    "Last week's 40 kg onion was good. This time send 60 kg onion.",
    "पिछले हफ़्ते का 40 किलो प्याज़ अच्छा था। इस बार 60 किलो प्याज़ भेजिए।",
    "Pichhle hafte ka 40 kilo pyaaz accha tha. Is baar 60 kilo pyaaz bhejo.",
    note="last week's goods praised with their count, then an order: order onion 60")

# ---- kind 3: a cancel whose reason names a count ----
add("terse", [K("cancel", o="O3")],
    "Please cancel order O3, we ordered 50 kg by mistake.",
    "कृपया ऑर्डर O3 रद्द कर दीजिए, 50 किलो गलती से मंगा लिया था।",
    "Order O3 cancel kar dijiye, 50 kilo galti se mangwa liya tha.",
    note="the trial's words (trial50 hard runs, English: refused no_item '50 kg of what?'): cancel O3; the 50 kg is "
         "the reason")
add("terse", [K("cancel", o="O7")],
    "Cancel order O7 please, the 20 packets came twice.",
    "ऑर्डर O7 रद्द कर दीजिए, 20 पैकेट दो बार आ गए।",
    "Order O7 cancel kar do, 20 packet do baar aa gaye.",
    note="a cancel whose reason counts packets: cancel O7")
add("terse", [K("cancel", o="O3"), K("order", I("rice-1kg", 50))],
    "Please cancel order O3 and send 50 kg rice instead.",
    "कृपया ऑर्डर O3 रद्द कीजिए और उसकी जगह 50 किलो चावल भेजिए।",
    "Order O3 cancel kijiye aur uski jagah 50 kilo chawal bhejiye.",
    note="control: a cancel and a new order with its goods named")

# ---- kind 4: a long counter-offer, one line an item, that the rules read and the second opinion doubts ----
_ITEMS = [("bread-400g", 41.14, "bread", "ब्रेड", "double roti", "packet", "पैकेट", "packet"),
          ("milk-500ml", 26.79, "milk", "दूध", "doodh", "packet", "पैकेट", "packet"),
          ("curd-400g", 36.84, "curd", "दही", "dahi", "packet", "पैकेट", "packet"),
          ("paneer-200g", 84.68, "paneer", "पनीर", "paneer", "packet", "पैकेट", "packet"),
          ("ghee-1l", 570.57, "ghee", "घी", "ghee", "litre", "लीटर", "litre"),
          ("butter-100g", 57.41, "butter", "मक्खन", "makkhan", "packet", "पैकेट", "packet"),
          ("eggs-1pc", 6.46, "eggs", "अंडा", "anda", "piece", "पीस", "piece"),
          ("onion-1kg", 33.01, "onion", "प्याज़", "pyaaz", "kg", "किलो", "kilo"),
          ("potato-1kg", 24.88, "potato", "आलू", "aloo", "kg", "किलो", "kilo"),
          ("tomato-1kg", 30.62, "tomato", "टमाटर", "tamatar", "kg", "किलो", "kilo"),
          ("banana-1dozen", 47.36, "banana", "केला", "kela", "dozen", "दर्जन", "darjan")]
add("formal", [K("offer", I(sku, p=p)) for sku, p, *_ in _ITEMS],
    "\n\n".join(f"Our counter-offer: {en} at ₹{p:g} per {u}." for _, p, en, _, _, u, _, _ in _ITEMS)
    + "\n\nRegards,\nGupta Kirana Store\n\n> On an earlier day you wrote:\n> Thank you for your enquiry. Our rates are as listed.",
    "\n\n".join(f"हमारा ऑफ़र: {hi} ₹{p:g} प्रति {u}।" for _, p, _, hi, _, _, u, _ in _ITEMS)
    + "\n\nधन्यवाद,\nGupta Kirana Store\n\n> आपने पहले लिखा था:\n> पूछताछ के लिए धन्यवाद। हमारे भाव सूची के अनुसार हैं।",
    "\n\n".join(f"Hamara offer: {hl} at ₹{p:g} per {u}." for _, p, _, _, hl, _, _, u in _ITEMS)
    + "\n\nRegards,\nGupta Kirana Store\n\n> Aapne pehle likha tha:\n> Enquiry ke liye dhanyavaad. Rate list ke hisaab se hain.",
    note="the trial's words in Hinglish (trial50 hinglish 30-day month, 16 such e-mails refused ambiguous_intent.also "
         "'part of it reads like an order too'; the rules read the 11 offers, the second opinion doubts them): offer "
         "each item at its price")

# ---- kind 5: soap said as the unit or the goods beside "kapde ka sabun" (laundry bar): Hindi and Hinglish refuse ----
add("terse", [K("offer", I("laundry-bar-1pc", p=9.68))],
    "Our counter-offer: laundry bar at ₹9.68 per bar.",
    "हमारा ऑफ़र: कपड़े का साबुन ₹9.68 प्रति साबुन।",
    "Hamara offer: kapde ka sabun ₹9.68 per sabun.",
    note="the trial's words in Hindi (trial50 hi 30-day month: 'कपड़े का साबुन at ₹9.68 प्रति साबुन', refused no_price "
         "'what price for bath soap?'): the soap after 'per' is the laundry bar's own unit; offer laundry bar 9.68")
add("formal", [K("accept", I("bath-soap-75g", p=13.0)), K("accept", I("laundry-bar-1pc", p=10.5)),
               K("order", I("bath-soap-75g", 242)), K("order", I("laundry-bar-1pc", 107))],
    "Your prices are accepted: bath soap at ₹13; laundry bar at ₹10.5.\n\nPlease send:\n\n| Item | Qty |\n|---|---|\n"
    "| bath soap | 242 bars |\n| laundry bar | 107 bars |",
    "आपका भाव मंज़ूर है: साबुन ₹13 पर।\nआपका भाव मंज़ूर है: कपड़े का साबुन ₹10.5 पर।\n\nकृपया यह सामान भेज दीजिए:\n\n"
    "| सामान | मात्रा |\n|---|---|\n| साबुन | 242 पीस |\n| कपड़े का साबुन | 107 पीस |",
    "Aapka rate manzoor hai: sabun at ₹13.\nAapka rate manzoor hai: kapde ka sabun at ₹10.5.\n\nYeh maal bhej dijiye:\n\n"
    "| Item | Qty |\n|---|---|\n| sabun | 242 bar |\n| kapde ka sabun | 107 bar |",
    note="the trial's words (trial50 hi and hinglish months: 130 and 13 e-mails refused ambiguous_item \"'sabun' may be any "
         "of laundry bar, bath soap\"): 'sabun'/'साबुन' is bath soap (the catalogue's name for it) where 'kapde ka sabun' "
         "names the laundry bar beside it")

# ---- session 50 (FIXE50): more of the left kinds, written before reading lang/ (tr50-014…) ----
# kind 5: a unit word that is also an item's name ("प्रति साबुन", "per anda", "per maggi") is the per-piece unit of
# the goods the sentence names; bare "साबुन"/"sabun" is the bath soap (the catalogue's name), "कपड़े का साबुन" the
# laundry bar, in one message
add("terse", [K("offer", I("bath-soap-75g", p=12.99))],
    "Our offer: bath soap at ₹12.99 per soap.",
    "हमारा ऑफ़र: साबुन at ₹12.99 प्रति साबुन।",
    "Hamara offer: sabun at ₹12.99 per sabun.",
    note="the trial's words (hi-30b: 'हमारा ऑफ़र: साबुन at ₹12.99 प्रति साबुन', 26 e-mails): offer bath soap 12.99")
add("chatty", [K("offer", I("laundry-bar-1pc", p=10.5))],
    "For the washing soap we can pay ₹10.50 a soap, not more.",
    "कपड़े धोने के साबुन के लिए हम ₹10.50 प्रति साबुन दे सकते हैं, इससे ज़्यादा नहीं।",
    "Kapde dhone ke sabun ke liye hum ₹10.50 per sabun de sakte hain, isse zyada nahi.",
    note="the laundry bar by an alias, priced per soap: offer laundry bar 10.5")
add("list", [K("order", I("laundry-bar-1pc", 6)), K("order", I("bath-soap-75g", 12))],
    "Please send:\n- laundry bar 6 bars\n- bath soap 12 bars",
    "कृपया भेजिए:\n- कपड़े का साबुन 6 साबुन\n- साबुन 12 साबुन",
    "Please bhejiye:\n- kapde ka sabun 6 sabun\n- sabun 12 sabun",
    note="the trial's list ('- कपड़े का साबुन 6 साबुन', laundry bar first): order laundry bar 6 and bath soap 12")
add("terse", [K("offer", I("eggs-1pc", p=6.2))],
    "Our offer: eggs at ₹6.20 an egg.",
    "हमारा ऑफ़र: अंडे ₹6.20 प्रति अंडा।",
    "Hamara offer: ande ₹6.20 per anda.",
    note="the item's own name as its unit (eggs per egg): offer eggs 6.2")
add("terse", [K("accept", I("noodles-70g", p=11.5)), K("order", I("noodles-70g", 48))],
    "Maggi at ₹11.50 per packet is fine, send 48 packets.",
    "मैगी ₹11.50 प्रति मैगी ठीक है, 48 मैगी भेजिए।",
    "Maggi ₹11.50 per maggi theek hai, 48 maggi bhej do.",
    note="the item's name as its unit, priced and counted: accept noodles 11.5 and order 48")
add("formal", [K("ask_quote", I("bath-soap-75g")), K("ask_quote", I("laundry-bar-1pc")),
               K("ask_quote", I("matchbox-1pc"))],
    "Please tell us today's rates for: bath soap, laundry bar, matchbox.",
    "कृपया इन सामानों के आज के भाव बताइए: साबुन, कपड़े का साबुन, माचिस।",
    "Kripya in cheezon ke aaj ke rate bataiye: sabun, kapde ka sabun, maachis.",
    note="both soaps by the catalogue's names in one list: ask the rate of each")
add("formal", [K("accept", I("laundry-bar-1pc", p=11.0)), K("order", I("laundry-bar-1pc", 45)),
               K("order", I("bath-soap-75g", 30))],
    "Your rate is accepted: laundry bar at ₹11.\n\nPlease send:\n\n| Item | Qty |\n|---|---|\n| laundry bar | 45 bars |\n"
    "| bath soap | 30 bars |",
    "आपका भाव मंज़ूर है: कपड़े का साबुन ₹11 पर।\n\nकृपया यह सामान भेज दीजिए:\n\n| सामान | मात्रा |\n|---|---|\n| कपड़े का साबुन | 45 साबुन |\n"
    "| साबुन | 30 साबुन |",
    "Aapka rate manzoor hai: kapde ka sabun at ₹11.\n\nYeh maal bhej dijiye:\n\n| Item | Qty |\n|---|---|\n| kapde ka sabun | 45 sabun |\n"
    "| sabun | 30 sabun |",
    note="the trial's table (hi-30b '| कपड़े का साबुन | 45 साबुन |'): accept laundry bar 11, order laundry bar 45 and "
         "bath soap 30")
# kind 2: goods received, with their count, are background to the order
add("terse", [K("order", I("biscuits-65g", 48))],
    "The 24 packets of biscuits reached us yesterday, thank you. Please send 48 packets of biscuits.",
    "बिस्किट के 24 पैकेट कल मिल गए, धन्यवाद। कृपया 48 पैकेट बिस्किट भेजिए।",
    "Biskut ke 24 packet kal mil gaye, thank you. 48 packet biskut bhej dijiye.",
    note="goods received with their count, then an order of the same goods: order biscuits 48")
add("chatty", [K("order", I("mustard-oil-1l", 15))],
    "We got your 10 litres of mustard oil on Monday. This week send 15 litres of mustard oil.",
    "सोमवार को आपका 10 लीटर सरसों का तेल मिल गया। इस हफ़्ते 15 लीटर सरसों का तेल भेजिए।",
    "Somvaar ko aapka 10 litre sarson ka tel mil gaya. Is hafte 15 litre sarson ka tel bhejiye.",
    note="goods received with their count, then an order: order mustard oil 15")
# kind 3: a cancel whose reason counts goods
add("terse", [K("cancel", o="O5")],
    "Please cancel O5, we already have 30 kg sugar in the godown.",
    "कृपया O5 रद्द कर दीजिए, गोदाम में पहले से 30 किलो चीनी है।",
    "O5 cancel kar dijiye, godown mein pehle se 30 kilo cheeni hai.",
    note="a cancel whose reason counts the goods in the godown: cancel O5")
add("terse", [K("cancel", o="O9")],
    "Cancel order O9, last time 12 packets came damaged.",
    "ऑर्डर O9 रद्द कीजिए, पिछली बार 12 पैकेट खराब आए थे।",
    "Order O9 cancel kijiye, pichhli baar 12 packet kharab aaye the.",
    note="a cancel whose reason counts unnamed packets: cancel O9")

if __name__ == "__main__":
    write_triples(HERE, T)
