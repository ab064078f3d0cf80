"""A count ordered in a sentence naming no goods, right after a price agreed for one item on the line that item
opens, is that item's order beside other goods (``lang.count_on_the_line``; fixer R of the thirty-first session)."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

_F8010 = {  # sealed holdout 119 f8010, in three languages
    "en": "Rohit ji, thanks for the rates. Our response:\n\n- **Mustard oil**: ₹134 is too high for us. We can do "
          "**₹128 per litre** for 24 litres.\n- **Refined oil**: ₹116 is fine, accepted. Please send **12 litres**.\n"
          "- **Tata Tea**: not at ₹118, sorry — we'll skip tea this time.\n\n– Pooja",
    "hi": "रोहित जी, रेट के लिए धन्यवाद। हमारा जवाब:\n\n- **सरसों का तेल**: ₹134 हमारे लिए ज़्यादा है। 24 लीटर के लिए "
          "**₹128 प्रति लीटर** दे सकते हैं।\n- **रिफाइंड तेल**: ₹116 ठीक है, मंज़ूर। **12 लीटर** भेज दीजिए।\n- **टाटा टी**: "
          "₹118 में नहीं, माफ़ कीजिए — इस बार चाय नहीं लेंगे।\n\n– पूजा",
    "hinglish": "Rohit ji, rates ke liye thanks. Hamara reply:\n\n- **Sarson ka tel**: ₹134 hamare liye zyada hai. 24 "
                "litre ke liye **₹128 per litre** de sakte hain.\n- **Refined tel**: ₹116 theek hai, accepted. **12 "
                "litre** bhej dijiye.\n- **Tata Tea**: ₹118 mein nahi, sorry — is baar chai patti skip karenge.\n\n– Pooja",
}


@pytest.mark.parametrize("lang", sorted(_F8010))
def test_a_count_after_a_price_agreed_on_the_items_line_is_its_order(lang):
    assert intents(_F8010[lang], email=True) == [
        ("offer", "mustard-oil-1l", 24, 12800, None, None), ("accept", "refined-oil-1l", None, 11600, None, None),
        ("order", "refined-oil-1l", 12, None, None, None), ("reject", "tea-250g", None, 11800, None, None)]


@pytest.mark.parametrize("text", [
    "Hitesh bhai, O2 finally reached yesterday evening. We sold 12 packets of atta in two days.\n"
    "Besan at ₹52 — ok, done. Send the 20 packets with the next lorry.",
    "हितेश भाई, O2 कल शाम पहुँच गया। दो दिन में 12 पैकेट आटा बिक गया।\nबेसन ₹52 — ठीक है, पक्का। 20 पैकेट अगली लॉरी से भेज देना।",
    "Hitesh bhai, O2 kal shaam pahunch gaya. Do din mein 12 packet aata bik gaya.\n"
    "Besan ₹52 — ok, done. 20 packet agli lorry se bhej dena.",
])
def test_a_count_after_an_agreement_beside_goods_sold(text):
    assert intents(text, email=True) == [("accept", "besan-500g", None, 5200, None, None),
                                         ("order", "besan-500g", 20, None, None, None)]


@pytest.mark.parametrize("text", [  # probes of our own: another item ordered on the line above
    "- Sugar: 50 kg, send with Monday's van.\n- Poha: ₹33 a packet is fine. Please send 30 packets.",
    "- चीनी: 50 किलो भेज दीजिए।\n- पोहा: ₹33 पैकेट ठीक है। 30 पैकेट भेज दीजिए।",
    "- Cheeni: 50 kilo bhej dijiye.\n- Poha: ₹33 packet theek hai. 30 packet bhej dijiye.",
])
def test_probe_poha_agreed_then_counted_below_sugar(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 50, None, None, None),
                                         ("accept", "poha-500g", None, 3300, None, None),
                                         ("order", "poha-500g", 30, None, None, None)]


@pytest.mark.parametrize("text", [
    "Cheeni 50 kilo bhejo.\nGhee ₹530 theek hai. 6 litre bhej do.",
    "चीनी 50 किलो भेजो।\nघी ₹530 ठीक है। 6 लीटर भेज दो।",
    "Sugar 50 kg please.\nGhee ₹530 is fine. Please send 6 litres.",
])
def test_probe_ghee_agreed_then_counted_in_litres(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 50, None, None, None),
                                         ("accept", "ghee-1l", None, 53000, None, None),
                                         ("order", "ghee-1l", 6, None, None, None)]


@pytest.mark.parametrize("text", [
    "Rice ₹40 ok. Sugar ₹42 ok. Send 20 kg.",  # the sugar's sentence does not open the line: which goods?
    "चावल ₹40 ठीक है। चीनी ₹42 ठीक है। 20 किलो भेजो।",
    "- Sugar: 50 kg, send with Monday's van.\nPoha ₹33 ok. Rice ₹40 ok. Send 30 kg.",
])
def test_a_count_after_two_agreements_or_in_a_unit_not_sold_is_still_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


def test_a_count_in_a_unit_the_agreed_goods_are_not_sold_in_is_refused_so():
    """Poha is not sold by the tray: refused. Since session 51 (TRYFIXB: the count of an order sentence is the goods
    agreed just before it on its line) the 3 trays are the poha's and the refusal says what is wrong with them (it
    had asked "what is 3 tray for?")."""
    assert refused("Sugar 50 kg bhejo.\nPoha ₹33 theek hai. 3 tray bhejo.", email=True) == "no_quantity.no_convert"


def test_near_sentence_with_one_item_reads_as_before():
    assert intents("Tea ₹115 is fine. Please send 40 packets.", email=True) == [
        ("accept", "tea-250g", None, 11500, None, None), ("order", "tea-250g", 40, None, None, None)]


@pytest.mark.parametrize("text", [  # a probe: the count on a list item set under the item's own
    "- Sugar: 50 kg, send with Monday's van.\n- Tata Tea 250 g: ₹114 ok\n  - 40 pkts, send with this lot",
    "- चीनी: 50 किलो भेज दीजिए।\n- टाटा टी 250 ग्राम: ₹114 ठीक है\n  - 40 पैकेट, इसी माल के साथ भेजें",
    "- Cheeni: 50 kilo bhej dijiye.\n- Tata Tea 250 g: ₹114 theek hai\n  - 40 packet, isi maal ke saath bhejo",
])
def test_probe_a_count_on_a_list_item_under_the_goods(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 50, None, None, None),
                                         ("accept", "tea-250g", None, 11400, None, None),
                                         ("order", "tea-250g", 40, None, None, None)]


def test_a_count_on_a_list_item_of_its_own_level_is_still_asked():
    assert refused("- Sugar: 50 kg, send with Monday's van.\n- Tata Tea 250 g: ₹114 ok\n- 40 pkts, send with this lot",
                   email=True) == "ambiguous_intent.figure"
