"""Kinds a researcher's language-ablation study with a fake manager (session 51, TRY51: the same decisions written in
English, Hindi and Hinglish) found the supplier's desk misreading or refusing, as parallel triples (en / hi /
hinglish): each asserts the intents read (kind, sku, quantity in selling units, unit price in paise, order id, bill
id), the refusal's key, or the language the message is read as. The probes beside them: tests/corpus_probes51_try.
"""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from lang.language import detect_language
from reader_intents import intents, refused

ROOT = Path(__file__).resolve().parent.parent


# ---- a priced list then "confirm and send" ("पक्का करके भेजिए"): an order at the prices, no price agreed ----
@pytest.mark.parametrize("text", [
    "- milk (500 ml packets): 210 packets @ ₹24/packet\nPlease confirm and send.",
    "- दूध (500 ml पैकेट): २१० पैकेट @ ₹24/पैकेट\nकृपया पक्का करके भेजिए।",
    "- doodh (500 ml packet): 210 packet @ ₹24/packet\nPlease confirm karke bhejiye.",
    "- doodh (500 ml packet): 210 packet @ ₹24/packet\nPakka karke bhej dijiye.",
    "दूध 210 पैकेट ₹24/पैकेट पर पक्का कर के भेज दो।",
])
def test_a_priced_line_confirmed_and_sent_is_an_order_at_its_price(text):
    assert intents(text, email=True) == [("order", "milk-500ml", 210, 2400, None, None)]


@pytest.mark.parametrize("text", [
    "- Rice: 40 kg @ ₹40/kg\n- Sugar: 20 kg @ ₹44/kg\nPlease confirm and send.",
    "- चावल: 40 किलो @ ₹40/किलो\n- चीनी: 20 किलो @ ₹44/किलो\nकृपया पक्का करके भेजिए।",
    "- Chawal: 40 kilo @ ₹40/kilo\n- Cheeni: 20 kilo @ ₹44/kilo\nPakka karke bhejiye.",
])
def test_a_priced_list_confirmed_and_sent_orders_each_line_at_its_price(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 40, 4000, None, None),
                                         ("order", "sugar-1kg", 20, 4400, None, None)]


@pytest.mark.parametrize("text", [
    "Chawal ₹40 kilo theek hai, pakka karke 40 kilo bhej do.",
    "चावल ₹40 किलो ठीक है, पक्का करके 40 किलो भेज दीजिए।",
])
def test_a_price_agreed_before_confirm_and_send_is_still_agreed(text):
    assert intents(text, email=True) == [("accept", "rice-1kg", None, 4000, None, None),
                                         ("order", "rice-1kg", 40, None, None, None)]


# ---- goods refused in a sentence of their own beside a whole order's cancel: both read ----
@pytest.mark.parametrize("text, sku, order", [
    ("Not interested in sugar. Cancel O12.", "sugar-1kg", "O12"),
    ("चीनी में दिलचस्पी नहीं है। O12 रद्द कीजिए।", "sugar-1kg", "O12"),
    ("Cheeni mein interest nahi hai. O12 cancel karo.", "sugar-1kg", "O12"),
    ("We will skip curd for now, the rate does not suit us. Cancel O26, we no longer need it.", "curd-400g", "O26"),
    ("We will skip curd for now, the rate does not suit us.\n\nPlease cancel order O26; we are overstocked.",
     "curd-400g", "O26"),
    ("अभी दही नहीं लेंगे, यह भाव हमें ठीक नहीं है। O26 कैंसल कर दीजिए, अब ज़रूरत नहीं है।", "curd-400g", "O26"),
    ("Abhi dahi nahi lenge, yeh rate humein theek nahi hai. O26 cancel kar do, ab zaroorat nahi hai.", "curd-400g",
     "O26"),
])
def test_a_refusal_in_its_own_sentence_beside_a_cancel_is_kept(text, sku, order):
    assert intents(text, email=True) == [("reject", sku, None, None, None, None),
                                         ("cancel", None, None, None, order, None)]


@pytest.mark.parametrize("text, read", [
    ("We don't need the rice anymore, cancel O10.", [("cancel", None, None, None, "O10", None)]),
    ("We don't need the rice anymore. Cancel O10.", [("cancel", None, None, None, "O10", None)]),
    ("Sharma ji's daughter's wedding got postponed, so they don't need the ghee now. Please cancel O21.",
     [("cancel", None, None, None, "O21", None)]),  # holdout90 m9055: a need gone, not a quote refused
    ("शर्मा जी की बेटी की शादी टल गई, अब उन्हें घी नहीं चाहिए। O21 कैंसल कर दीजिए।",
     [("cancel", None, None, None, "O21", None)]),
    ("Moong rehne do. O210 se chana dal hata do.", [("reject", "moong-dal-1kg", None, None, None, None),
                                                   ("cancel", "chana-dal-1kg", None, None, "O210", None)]),
    ("Reject toor at ₹140. Cancel O5.", [("reject", "toor-dal-1kg", None, 14000, None, None),
                                         ("cancel", None, None, None, "O5", None)]),
])
def test_a_refusal_giving_the_cancels_reason_reads_as_before(text, read):
    assert intents(text, email=True) == read


# ---- two prices agreed, each followed by its own count with no goods named: each count is its goods' ----
@pytest.mark.parametrize("text", [
    "OK, ₹144 per kg for toor dal works for us. Please book 5 kg. OK, ₹239 per packet for atta works for us. "
    "Please book 5 packets.",
    "**1.** OK, INR 144 per kg for toor dal works for us. Please book 5 kg. **2.** OK, ₹239 per packet for atta "
    "(5 kg bags) works for us. Please book 5 packets.",
    "ठीक है, तूर दाल ₹144 प्रति किलो मंज़ूर है। 5 किलो बुक कर दीजिए। ठीक है, आटा ₹239 प्रति पैकेट मंज़ूर है। "
    "5 पैकेट बुक कर दीजिए।",
    "Theek hai, toor dal ₹144 per kilo manzoor hai. 5 kilo book kar dijiye. Theek hai, aata ₹239 per packet "
    "manzoor hai. 5 packet book kar dijiye.",
])
def test_each_price_agreed_takes_the_count_after_it(text):
    assert intents(text, email=True) == [("accept", "toor-dal-1kg", None, 14400, None, None),
                                         ("order", "toor-dal-1kg", 5, None, None, None),
                                         ("accept", "atta-5kg", None, 23900, None, None),
                                         ("order", "atta-5kg", 5, None, None, None)]


@pytest.mark.parametrize("text", [
    "We will skip toor dal for now, the rate does not suit us. OK, INR 239 per packet for atta (5 kg bags) works "
    "for us. Please book 5 packets.",
    "अभी तूर दाल नहीं लेंगे, यह भाव हमें ठीक नहीं है। ठीक है, आटा (5 किलो पैकेट) ₹239 प्रति पैकेट मंज़ूर है। "
    "5 पैकेट बुक कर दीजिए।",
    "Abhi toor dal nahi lenge, yeh rate humein theek nahi hai. Theek hai, aata (5 kilo packet) ₹239 per packet "
    "manzoor hai. 5 packet book kar dijiye.",
])
def test_a_count_after_a_price_agreed_beside_goods_refused_is_the_agreed_goods(text):
    assert intents(text, email=True) == [("reject", "toor-dal-1kg", None, None, None, None),
                                         ("accept", "atta-5kg", None, 23900, None, None),
                                         ("order", "atta-5kg", 5, None, None, None)]


@pytest.mark.parametrize("text", [
    "That is too high for us. We can pay ₹146.5 per kg for toor dal. OK, ₹42 per kg for rice works for us. "
    "Please book 40 kg.",
    "यह हमारे लिए ज़्यादा है। तूर दाल के लिए हम ₹146.5 प्रति किलो दे सकते हैं। ठीक है, चावल ₹42 प्रति किलो मंज़ूर है। "
    "40 किलो बुक कर दीजिए।",
    "Yeh humare liye zyada hai. Toor dal ke liye hum ₹146.5 per kilo de sakte hain. Theek hai, chawal ₹42 per kilo "
    "manzoor hai. 40 kilo book kar dijiye.",
])
def test_a_count_after_a_price_agreed_beside_another_goods_offered_is_the_agreed_goods(text):
    assert intents(text, email=True) == [("offer", "toor-dal-1kg", None, 14650, None, None),
                                         ("accept", "rice-1kg", None, 4200, None, None),
                                         ("order", "rice-1kg", 40, None, None, None)]


@pytest.mark.parametrize("text", [
    "Rice ₹40 ok. Sugar ₹42 ok. Send 20 kg.",
    "OK, ₹144 per kg for toor dal works for us. OK, ₹239 per packet for atta works for us. Please book 5 packets.",
])
def test_a_count_after_two_prices_agreed_without_counts_is_still_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


# ---- a supplier's or shop's name is not the message's language ----
def _supplier_names() -> list[str]:
    names = set()
    for path in sorted((ROOT / "scenarios").rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for s in data.get("suppliers") or () if isinstance(data, dict) else ():
            if isinstance(s, dict) and s.get("name"):
                names.add(s["name"])
    return sorted(names)


NAMES = _supplier_names()


def test_the_scenarios_name_suppliers():
    assert "Sasta Bazaar Supply" in NAMES and "Gopal Doodh Bhandar" in NAMES and len(NAMES) >= 10


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("form", [
    "Dear {first},\n\nWe are paying bill B7 today.\n\nBest,\nRavi (Manager)",
    "Hi {first} team,\n\nPlease find payment for bill B1.\n\nRegards,\nStore Manager",
    "Dear {name},\n\nPlease send 20 kg rice.\n\nThanks,\nManager, Shubh Kirana Store",
    "Hello {name} team,\n\nWhen will order O21 arrive?",
    "We are paying bill B7 today.\n\nThanks,\nShubh Kirana Store\n\nOn your last e-mail you wrote:\n> Regards,\n> {name}",
])
def test_an_english_mail_naming_a_supplier_is_english(name, form):
    assert detect_language(form.format(name=name, first=name.split()[0])) == "en"


@pytest.mark.parametrize("name", NAMES)
def test_a_hinglish_or_hindi_mail_naming_a_supplier_keeps_its_language(name):
    first = name.split()[0]
    assert detect_language(f"Namaste {first} ji,\n\nBill B7 ka payment bhej rahe hain.") == "hinglish"
    assert detect_language(f"Hello {name} team,\n\nChawal 20 kilo bhej do.") == "hinglish"
    assert detect_language(f"नमस्ते {first} जी,\n\nहम आज बिल B7 का भुगतान कर रहे हैं।") == "hi"


@pytest.mark.parametrize("text, language", [
    ("Sasta hai to 20 kilo chawal bhej do", "hinglish"),  # "sasta" said, not a name
    ("Hi, chawal 20 kilo bhej do", "hinglish"),
    ("Dear Sasta,\n\nWe are paying bill B7 today.", "en"),
])
def test_a_hinglish_word_said_is_still_hinglish(text, language):
    assert detect_language(text) == language


@pytest.mark.parametrize("text, language", [
    ("Dear Sasta,\n\nWe are paying bill B1 today.\n\nBest,\nRavi (Manager)", "en"),
    ("Hi Sasta team,\n\nPlease find payment for bill B1.", "en"),
    ("Namaste Sasta ji,\n\nBill B1 ka payment bhej rahe hain.", "hinglish"),
])
def test_the_language_written_in_is_not_the_suppliers_name(text, language):
    """The study's table (``email_received.message_language``): English e-mails to Sasta Bazaar Supply (S7) had
    counted under Hinglish."""
    from engine.shop import Shop
    from roles.supplier_mail import answer_email
    from scenarios import load_scenario
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    answer_email(shop, "S7", text)
    (received,) = [e for e in shop.record.events if e["kind"] == "email_received"]
    assert received["message_language"] == language
