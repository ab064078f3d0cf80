"""Kinds a black-box breaker (H, eleventh session: 417 replies to the renderer's own supplier mail, thread by thread,
and counter lines, in three model styles) found read silently wrong, each now read as its writer read it.

- At the counter, an amount said of another time ("Last time you paid ₹580", "पिछली बार ₹250 था", "Yesterday's
  was ₹380") or in the customer's words ("Aap ₹350 bol rahe ho") is not today's bill.
- A price refused, then goods taken at another in the same sentence ("Cheeni ₹45 mein nahi lenge, ₹43 mein le
  lenge") is an offer at the new price, as when each is its own sentence — it had been a refusal at the new price.
- "we'd pay ₹215, not 223" denies the 223: it had replaced the 60 kg ordered in the sentence before (223 kg).
"""
import pytest

from lang.counter_words import read_at_counter
from lang.reader import read_message


def _rows(r):
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text,total", [
    ("Bill is ₹612. Last time you paid ₹580 for the same, prices went up.", 61200),
    ("बिल ₹612 हुआ। पिछली बार आपने यही सामान ₹580 में लिया था, भाव बढ़ गए।", 61200),
    ("Bill ₹612 hua. Pichhli baar yahi saman ₹580 mein liya tha, rate badh gaye.", 61200),
    ("That's ₹450. Yesterday's was ₹380.", 45000),
    ("कुल ₹275, पिछली बार ₹250 था।", 27500),
    ("Bill ₹475 hua, last week ₹430 tha.", 47500),
    ("₹330 today. Last time ₹300.", 33000),
])
def test_an_amount_of_another_time_is_not_todays_bill(text, total):
    r = read_at_counter(text)
    assert r.readable and [(i.kind, i.total_paise) for i in r.intents] == [("bill", total)], r.reason


@pytest.mark.parametrize("text", [
    "आप ₹350 बोल रहे हैं, माफ़ कीजिए, ₹370 से कम नहीं होगा।",
    "Aap ₹350 bol rahe ho, sorry, ₹370 se kam nahi hoga.",
])
def test_the_customers_own_figure_is_never_the_bill(text):
    r = read_at_counter(text)  # (it had been billed ₹350; ₹370, or asked again, never the customer's ₹350)
    assert not r.readable or [(i.kind, i.total_paise) for i in r.intents] == [("bill", 37000)]


@pytest.mark.parametrize("text,row", [
    ("घी ₹540 में नहीं लेंगे, ₹527 में ले लेंगे।", ("offer", "ghee-1l", None, 52700)),
    ("Ghee ₹540 mein nahi lenge, ₹527 mein le lenge.", ("offer", "ghee-1l", None, 52700)),
    ("चीनी ₹45 में नहीं लेंगे, ₹43 में ले लेंगे।", ("offer", "sugar-1kg", None, 4300)),
    ("Cheeni ₹45 mein nahi lenge, ₹43 mein le lenge.", ("offer", "sugar-1kg", None, 4300)),
    ("Cheeni ₹45 mein nahi lenge. ₹43 mein le lenge.", ("offer", "sugar-1kg", None, 4300)),
])
def test_a_price_refused_then_goods_taken_at_another_offers_it(text, row):
    # the rule stages alone: lang.second_opinion refuses some of these (its cost; docs/reader.md)
    r = read_message(text, email=True, second_opinion=False)
    assert r.readable and _rows(r) == [row], r.reason


@pytest.mark.parametrize("text,rows", [
    ("Rice ₹38 fine, send 60 kg. Atta — we'd pay ₹215, not 223.",
     [("accept", "rice-1kg", None, 3800), ("order", "rice-1kg", 60, None), ("offer", "atta-5kg", None, 21500)]),
    ("Toor ₹135 ok, send 20 kg. Moong we'd do ₹100, not 104.",
     [("accept", "toor-dal-1kg", None, 13500), ("order", "toor-dal-1kg", 20, None),
      ("offer", "moong-dal-1kg", None, 10000)]),
    ("Send 30 kg sugar. Sorry, not 30, 40 kg.", [("order", "sugar-1kg", 40, None)]),  # a correction stays one
])
def test_not_before_a_number_denies_it_and_corrects_nothing(text, rows):
    r = read_message(text, email=True)
    assert r.readable and _rows(r) == rows, r.reason


@pytest.mark.parametrize("text", [
    "ghee 2 kg at ₹560 per kg", "2 किलो घी ₹560 किलो के भाव से", "2 kilo ghee ₹560 kilo ke bhav se",
    "5 kilo sarson tel bhejo", "5 किलो सरसों का तेल भेजो", "Send 5 kg mustard oil at ₹150 per kg",
])
def test_kilos_of_oil_that_are_no_whole_litre_are_asked(text):
    r = read_message(text, email=True)  # (2 kg of ghee is 2.2 litres: it had been ordered as 2, a tenth short)
    assert not r.readable and r.reason_key == "no_quantity.by_density", (r.reason, _rows(r))


@pytest.mark.parametrize("text,row", [
    ("Send 10 kg ghee", ("order", "ghee-1l", 11, None)),  # 10.99 litres: within 1 part in 50 of 11
    ("Send 11 kg mustard oil", ("order", "mustard-oil-1l", 12, None)),  # 12.09
])
def test_kilos_of_oil_near_a_whole_litre_are_that_many_litres(text, row):
    r = read_message(text, email=True)
    assert r.readable and _rows(r) == [row], r.reason


@pytest.mark.parametrize("text", ["Rice no. Atta 220?", "Chawal nahi. Aata 220?", "चावल नहीं। आटा 220?",
                                  "Toor no. Sugar 43?"])
def test_a_no_to_other_goods_does_not_spill_onto_a_question(text):
    r = read_message(text, email=True)  # (the atta had been refused at ₹220; "220?" alone is asked what it is)
    assert not any(i.kind == "reject" and i.sku in ("atta-5kg", "sugar-1kg") for i in r.intents), _rows(r)


@pytest.mark.parametrize("text,row", [
    ("पिछले महीने आपसे मूँग दाल ₹102 किलो ली थी। अब ₹103 कर दीजिए।", ("offer", "moong-dal-1kg", None, 10300)),
    ("Pichhle mahine moong ₹102 mein li thi. Ab ₹103 kar do.", ("offer", "moong-dal-1kg", None, 10300)),
    ("Pichhle mahine aapse cheeni ₹42 kilo li thi. Ab ₹43 kar dijiye.", ("offer", "sugar-1kg", None, 4300)),
])
def test_li_thi_is_took_not_a_litre(text, row):
    r = read_message(text, email=True)  # (a price per litre of moong: the offer had been read with no price)
    assert r.readable and _rows(r) == [row], r.reason


@pytest.mark.parametrize("text,row", [
    ("Salt we'd pay 23.50, not 25.", ("offer", "salt-1kg", None, 2350)),  # (it had offered the denied ₹25)
    ("Send 10 kg onion, not 100 kg", ("order", "onion-1kg", 10, None)),
    ("aloo 30 nahi, 40 kilo bhejo", ("order", "potato-1kg", 40, None)),  # Hindi order: the first is the one denied
])
def test_x_comma_not_y_denies_y(text, row):
    r = read_message(text, email=True)
    assert r.readable and _rows(r) == [row], r.reason
