"""Kinds a new user's trial (session 50: fake chat models in all four roles, 30-day months in each language) found the
supplier's desk refusing in clear e-mails, as parallel triples (en / hi / hinglish); each asserts the intents read
(kind, sku, quantity in selling units, unit price in paise, order id, bill id) as the desk reads an e-mail. The probes
beside them: tests/corpus_probes50_tr. Kinds 2 and 3 are strict xfails with their cause until they are read.
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
_RECEIVED = pytest.mark.xfail(strict=True, reason="the received goods' count is read as a second order of the goods "
                                                   "(refused ambiguous_intent.twice); not fixed in session 50")


@pytest.mark.parametrize("text", [
    pytest.param("The last 50 kg rice arrived fine, thanks. Now send 30 kg rice.", marks=_RECEIVED),
    pytest.param("पिछला 50 किलो चावल ठीक पहुँच गया, धन्यवाद। अब 30 किलो चावल भेजिए।", marks=_RECEIVED),
    pytest.param("Pichhla 50 kilo chawal theek pahunch gaya, thanks. Ab 30 kilo chawal bhejo.", marks=_RECEIVED),
])
def test_goods_received_with_their_count_leave_the_order_at_the_count_asked(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 30, None, None, None)]


# ---- kind 3: a cancel whose reason counts the goods ----
_REASON = pytest.mark.xfail(strict=True, reason="the count in the cancel's reason is taken for goods left unnamed "
                                                 "(refused no_item.of_what); not fixed in session 50")


@pytest.mark.parametrize("text", [
    pytest.param("Please cancel order O3, we ordered 50 kg by mistake.", marks=_REASON),
    pytest.param("ऑर्डर O7 रद्द कर दीजिए, 20 पैकेट दो बार आ गए।", marks=_REASON),
    pytest.param("Order O7 cancel kar do, 20 packet do baar aa gaye.", marks=_REASON),
])
def test_a_cancel_whose_reason_counts_goods_cancels(text):
    assert [i[0] for i in intents(text, email=True)] == ["cancel"]


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


@pytest.mark.xfail(strict=True, reason="the second opinion doubts the rules' 11 offers (ambiguous_intent.also: 'part "
                                       "of it reads like an order too'); 16 e-mails of the trial's Hinglish month")
def test_a_long_hinglish_counter_offer_is_read_by_the_desk():
    assert intents(_HINGLISH_OFFER, email=True) == _OFFERS


# ---- kind 5: soap said as the unit, or as the goods beside "kapde ka sabun" (the laundry bar) ----
def test_the_laundry_bar_per_bar_and_the_two_soaps_in_english_are_read():
    assert intents("Our counter-offer: laundry bar at ₹9.68 per bar.", email=True) == [
        ("offer", "laundry-bar-1pc", None, 968, None, None)]


_SOAP = pytest.mark.xfail(strict=True, reason="'साबुन'/'sabun' after 'per' or beside 'kapde ka sabun' is read as a second "
                                               "soap (no_price 'what price for bath soap?' / ambiguous_item); 130 of the "
                                               "trial's 368 Hindi e-mails, 13 of its 549 Hinglish; not fixed in session 50")


@pytest.mark.parametrize("text", [pytest.param("हमारा ऑफ़र: कपड़े का साबुन ₹9.68 प्रति साबुन।", marks=_SOAP),
                                  pytest.param("Hamara offer: kapde ka sabun ₹9.68 per sabun.", marks=_SOAP)])
def test_the_laundry_bar_per_soap_is_offered(text):
    assert intents(text, email=True) == [("offer", "laundry-bar-1pc", None, 968, None, None)]


@pytest.mark.parametrize("text", [
    pytest.param("आपका भाव मंज़ूर है: साबुन ₹13 पर।\nआपका भाव मंज़ूर है: कपड़े का साबुन ₹10.5 पर।\n\nकृपया यह सामान भेज "
                 "दीजिए:\n\n| सामान | मात्रा |\n|---|---|\n| साबुन | 242 पीस |\n| कपड़े का साबुन | 107 पीस |", marks=_SOAP),
    pytest.param("Aapka rate manzoor hai: sabun at ₹13.\nAapka rate manzoor hai: kapde ka sabun at ₹10.5.\n\nYeh maal "
                 "bhej dijiye:\n\n| Item | Qty |\n|---|---|\n| sabun | 242 bar |\n| kapde ka sabun | 107 bar |", marks=_SOAP),
])
def test_bath_soap_beside_the_laundry_bar_is_the_bath_soap(text):
    assert intents(text, email=True) == [
        ("accept", "bath-soap-75g", None, 1300, None, None), ("accept", "laundry-bar-1pc", None, 1050, None, None),
        ("order", "bath-soap-75g", 242, None, None, None), ("order", "laundry-bar-1pc", 107, None, None, None)]
