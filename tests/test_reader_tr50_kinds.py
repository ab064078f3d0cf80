"""Kinds a new user's trial (session 50: fake chat models in all four roles, 30-day months in each language) found the
supplier's desk refusing in clear e-mails, as parallel triples (en / hi / hinglish); each asserts the intents read
(kind, sku, quantity in selling units, unit price in paise, order id, bill id) as the desk reads an e-mail. The probes
beside them: tests/corpus_probes50_tr. Kinds 2–5 were strict xfails until session 50 (FIXE50) read them.
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue
from reader_intents import intents, refused

CAT = load_catalogue()

_THINK = ("<think>The stock is running low; I should write to this supplier and keep it short. Maybe 10 percent less "
          "than the list.</think>\n\n")
_TOOR = [("accept", "toor-dal-1kg", None, 13500, None, None), ("order", "toor-dal-1kg", 6, None, None, None)]


# ---- kind 1: a percentage off said only in the reasoning left in (<think>…</think>) or in a quoted earlier message ----
@pytest.mark.parametrize("text", [
    _THINK + "Your prices are accepted: toor dal at ₹135.\n\nPlease send:\n- 6 kg toor dal\n\nGupta Kirana Store",
    _THINK + "आपका भाव मंज़ूर है: तूर दाल ₹135 पर।\n\nकृपया भेजिए:\n- तूर दाल 6 किलो\n\nGupta Kirana Store",
    _THINK + "Aapka rate manzoor hai: toor daal at ₹135.\n\nPlease bhej dijiye:\n- toor daal 6 kilo\n\nGupta Kirana Store",
])
def test_a_percentage_off_only_in_the_reasoning_is_not_asked(text):
    assert intents(text, email=True) == _TOOR


@pytest.mark.parametrize("text", [
    "<think>Maybe ask for 5 percent less on sugar next time.</think>\nPlease send 20 kg sugar.",
    "<think>Maybe ask for 5 percent less on sugar next time.</think>\nकृपया 20 किलो चीनी भेजिए।",
    "<think>Maybe ask for 5 percent less on sugar next time.</think>\n20 kilo cheeni bhej dijiye.",
    "Please send 20 kg sugar.\n\n> Can you give 5% discount on sugar?",
])
def test_an_order_beside_a_percentage_off_in_reasoning_or_a_quote_orders(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", ["Maybe 5 percent less on sugar? Please send 20 kg sugar.",
                                  "5% discount do aur 20 kilo cheeni bhej do",
                                  "चीनी पर 5% छूट दीजिए, 20 किलो भेजिए"])
def test_a_percentage_off_the_message_says_is_still_refused_as_how_much_lower(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "no_price.how_much_lower", (text, r.reason)


# ---- kind 2: goods received, with their count, beside a new order of the same goods ----
@pytest.mark.parametrize("text", [
    "The last 50 kg rice arrived fine, thanks. Now send 30 kg rice.",
    "पिछला 50 किलो चावल ठीक पहुँच गया, धन्यवाद। अब 30 किलो चावल भेजिए।",
    "Pichhla 50 kilo chawal theek pahunch gaya, thanks. Ab 30 kilo chawal bhejo.",
    "The last 50 kg rice arrived, thanks. Now send 30 kg rice.",
    "The 50 kg rice reached us yesterday. Now send 30 kg rice.",
])
def test_goods_received_with_their_count_leave_the_order_at_the_count_asked(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 30, None, None, None)]



# ---- kind 3: a cancel whose reason counts the goods ----
@pytest.mark.parametrize("text, order", [
    ("Please cancel order O3, we ordered 50 kg by mistake.", "O3"),
    ("ऑर्डर O7 रद्द कर दीजिए, 20 पैकेट दो बार आ गए।", "O7"),
    ("Order O7 cancel kar do, 20 packet do baar aa gaye.", "O7"),
    ("Cancel order O9, last time 12 packets came damaged.", "O9"),
])
def test_a_cancel_whose_reason_counts_goods_cancels(text, order):
    assert intents(text, email=True) == [("cancel", None, None, None, order, None)]


@pytest.mark.parametrize("text", ["Cancel the 10 kg from O-63", "Cancel 10 kg from O5, it came late",
                                  "O5 se 10 kilo cancel karo, kal aaya tha"])
def test_a_count_cut_from_an_order_is_still_asked_of_what(text):
    assert refused(text, email=True) == "no_item.of_what"


def test_a_cancel_and_an_order_beside_it_are_both_read():
    assert intents("Please cancel order O3 and send 50 kg rice instead.", email=True) == [
        ("cancel", None, None, None, "O3", None), ("order", "rice-1kg", 50, None, None, None)]
    assert refused("Cancel the 10 kg from O-63", email=True).startswith("no_item")


# ---- kind 4: a long Hinglish counter-offer, a line an item: the rules read every offer, the second opinion doubts ----
_ITEMS = [("bread-400g", 4114, "double roti", "packet"), ("milk-500ml", 2679, "doodh", "packet"),
          ("curd-400g", 3684, "dahi", "packet"), ("paneer-200g", 8468, "paneer", "packet"),
          ("ghee-1l", 57057, "ghee", "litre"), ("butter-100g", 5741, "makkhan", "packet"),
          ("eggs-1pc", 646, "anda", "piece"), ("onion-1kg", 3301, "pyaaz", "kilo"), ("potato-1kg", 2488, "aloo", "kilo"),
          ("tomato-1kg", 3062, "tamatar", "kilo"), ("banana-1dozen", 4736, "kela", "darjan")]
_HINGLISH_OFFER = ("\n\n".join(f"Hamara offer: {name} at ₹{paise / 100:g} per {unit}." for _, paise, name, unit in _ITEMS)
                   + "\n\nRegards,\nGupta Kirana Store\n\n> Aapne pehle likha tha:\n> Enquiry ke liye dhanyavaad. Rate "
                   "list ke hisaab se hain.")
_OFFERS = [("offer", sku, None, paise, None, None) for sku, paise, _, _ in _ITEMS]


def test_a_long_hinglish_counter_offer_is_read_by_the_rules():
    assert intents(_HINGLISH_OFFER, email=True, second_opinion=False) == _OFFERS


def test_a_long_hinglish_counter_offer_is_read_by_the_desk():
    assert intents(_HINGLISH_OFFER, email=True) == _OFFERS


def test_a_long_counter_offer_with_a_count_is_still_judged():
    from lang.prices_only import prices_only
    from lang.language import normalize, tokenize
    from lang.intents import Intent
    offer = [Intent(kind="offer", sku="bread-400g", unit_price_paise=4114)]
    assert prices_only(offer, tokenize(normalize("Hamara offer: double roti at ₹41.14 per packet.")))
    assert not prices_only(offer, tokenize(normalize("Hamara offer: double roti at ₹41.14 per packet. 20 bhej do.")))
    assert not prices_only(offer, tokenize(normalize("Hamara offer: double roti at ₹41.14 per packet, bhej do.")))


# ---- kind 5: soap said as the unit, or as the goods beside "kapde ka sabun" (the laundry bar) ----
def test_the_laundry_bar_per_bar_and_the_two_soaps_in_english_are_read():
    assert intents("Our counter-offer: laundry bar at ₹9.68 per bar.", email=True) == [
        ("offer", "laundry-bar-1pc", None, 968, None, None)]


@pytest.mark.parametrize("text", ["हमारा ऑफ़र: कपड़े का साबुन ₹9.68 प्रति साबुन।", "Hamara offer: kapde ka sabun ₹9.68 per sabun.",
                                  "Our offer: washing soap at ₹9.68 a soap."])
def test_the_laundry_bar_per_soap_is_offered(text):
    assert intents(text, email=True) == [("offer", "laundry-bar-1pc", None, 968, None, None)]


@pytest.mark.parametrize("text", [
    "आपका भाव मंज़ूर है: साबुन ₹13 पर।\nआपका भाव मंज़ूर है: कपड़े का साबुन ₹10.5 पर।\n\nकृपया यह सामान भेज "
    "दीजिए:\n\n| सामान | मात्रा |\n|---|---|\n| साबुन | 242 पीस |\n| कपड़े का साबुन | 107 पीस |",
    "Aapka rate manzoor hai: sabun at ₹13.\nAapka rate manzoor hai: kapde ka sabun at ₹10.5.\n\nYeh maal "
    "bhej dijiye:\n\n| Item | Qty |\n|---|---|\n| sabun | 242 bar |\n| kapde ka sabun | 107 bar |",
])
def test_bath_soap_beside_the_laundry_bar_is_the_bath_soap(text):
    assert intents(text, email=True) == [
        ("accept", "bath-soap-75g", None, 1300, None, None), ("accept", "laundry-bar-1pc", None, 1050, None, None),
        ("order", "bath-soap-75g", 242, None, None, None), ("order", "laundry-bar-1pc", 107, None, None, None)]


@pytest.mark.parametrize("text", ["कृपया भेजिए:\n- कपड़े का साबुन 6 साबुन\n- साबुन 12 साबुन",
                                  "Please bhejiye:\n- kapde ka sabun 6 sabun\n- sabun 12 sabun"])
def test_the_two_soaps_listed_each_with_its_count_in_soaps_are_ordered(text):
    assert intents(text, email=True) == [("order", "laundry-bar-1pc", 6, None, None, None),
                                         ("order", "bath-soap-75g", 12, None, None, None)]


@pytest.mark.parametrize("text", ["कपड़े का साबुन ₹11 पर मंज़ूर।\nसाबुन 30 भेजिए",
                                  "कपड़े धोने का साबुन ख़त्म है। साबुन 5 दर्जन भेज दो",
                                  "kapde ka sabun 20, sabun 10 bhejo"])
def test_soap_said_after_the_laundry_bar_with_no_row_of_its_own_is_asked_which(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "ambiguous_item.which", (text, r.reason)
    assert "laundry bar" in r.reason and "bath soap" in r.reason


def test_an_items_own_name_as_its_unit_is_still_that_item():
    assert intents("Hamara offer: ande ₹6.20 per anda.", email=True) == [("offer", "eggs-1pc", None, 620, None, None)]
    assert intents("sabun 12 sabun bhejo", email=True) == [("order", "bath-soap-75g", 12, None, None, None)]
