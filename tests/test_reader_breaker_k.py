"""Kinds a black-box breaker (K, twelfth session: 458 messages written as small and mid-size open models write, and
124 probes) found read silently wrong; each now reads as a shopkeeper would.

- Goods sent and their rate asked in one breath ("20 kilo cheeni bhejo, rate kya hai abhi?", "Send 100 eggs. How
  much per tray now?") had become a rate question alone — the order lost, the shop left short — and "per tray"
  had turned 100 eggs into 100 trays. A firm send is an order and a rate question (``lang.sent_and_asked``); goods
  asked for ("Can you send …?", "Need 50 kg …, what's the rate?") stay a rate question.
- Stock on hand told with a place ("स्टॉक में 40 किलो चावल है", "Shelf pe 10 packet maggi hai", "There is 40 kg
  rice in the shop now") beside an order had been ordered too.
- A bill asked to be reduced for goods that came bad ("… 5 kilo sade the, bill B216 mein kam karo", "please reduce
  B216") had cancelled the goods from the delivered order and raised no dispute: the shop paid the bill in full.
- A price refused and a new one said beside other goods agreed ("milk ₹26 accepted, bread ₹39 - no, ₹37 only",
  "Maggi ₹12 agreed, namkeen ₹40 not ok, ₹38") had been an acceptance (or a refusal) at the new price: it is an offer.
- The counter: the khata's balance after today's goods ("total khata now ₹925", "अब खाते में कुल ₹925") had been
  billed; "ke saath ₹880" had read "saath" (with) as sixty.
"""
import pytest

from lang.counter_words import read_at_counter
from lang.reader import read_message


def _rows(r):
    return [(i.kind, i.sku, i.quantity) for i in r.intents] if r.readable else r.reason


@pytest.mark.parametrize("text,sku,qty", [
    ("20 kilo cheeni bhejo, rate kya hai abhi?", "sugar-1kg", 20),
    ("20 किलो चीनी भेजो, अभी क्या रेट है?", "sugar-1kg", 20),
    ("Send 20 kg sugar. What's the rate now?", "sugar-1kg", 20),
    ("Send 100 eggs. How much per tray now?", "eggs-1pc", 100),
    ("100 अंडे भेजो। अभी ट्रे का क्या रेट है?", "eggs-1pc", 100),
    ("Ande 10 tray bhejo aur tray ka rate bata do.", "eggs-1pc", 300),
    ("10 पैकेट आटा भेजो, आटे का रेट क्या चल रहा है?", "atta-5kg", 10),
    ("Send 100 eggs, what's the tray rate?", "eggs-1pc", 100),  # (the new-user trial: 3,000 eggs, ₹18,750)
    ("100 ande bhejo, tray ka rate kya hai?", "eggs-1pc", 100),
    ("100 अंडे भेजिए, ट्रे का भाव क्या है?", "eggs-1pc", 100),
])
def test_goods_sent_and_their_rate_asked_are_an_order_and_a_question(text, sku, qty):
    assert _rows(read_message(text, email=True)) == [("order", sku, qty), ("ask_quote", sku, None)]


def test_every_good_sent_has_its_rate_asked():
    r = read_message("Send 20 kg sugar and 10 kg rice. What's the rate?", email=True)
    assert _rows(r) == [("order", "sugar-1kg", 20), ("ask_quote", "sugar-1kg", None), ("order", "rice-1kg", 10),
                        ("ask_quote", "rice-1kg", None)]


@pytest.mark.parametrize("text,rows", [
    ("Need 50 kg chana dal, what's the rate?", [("ask_quote", "chana-dal-1kg", 50)]),
    ("Can you send 20 trays of eggs? What's your rate?", [("ask_quote", "eggs-1pc", 600)]),
    ("Kya 20 kilo cheeni bhej doge, rate kya hai?", [("ask_quote", "sugar-1kg", 20)]),
    ("Need 100 eggs, what's the tray rate?", [("ask_quote", "eggs-1pc", 100)]),  # (had asked for 3,000)
    ("Can you send 20 kg sugar and 10 kg rice? What's your rate?", [("ask_quote", "sugar-1kg", 20),
                                                                     ("ask_quote", "rice-1kg", 10)]),
])
def test_goods_asked_for_with_a_rate_question_stay_a_question(text, rows):
    assert _rows(read_message(text, email=True)) == rows


@pytest.mark.parametrize("text,total", [
    ("₹425 for today, put it in khata, total khata now ₹925.", 42500),
    ("आज का ₹425 खाते में, कुल खाता अब ₹925।", 42500),
    ("Aaj ka ₹425 khate mein, total khata ab ₹925.", 42500),
    ("आज के ₹425 खाते में चढ़ा दिए, अब खाते में कुल ₹925 हो गए।", 42500),
])
def test_the_khata_balance_after_todays_goods_is_not_billed(text, total):
    r = read_at_counter(text)
    assert r.readable and [i.total_paise for i in r.intents] == [total], r.reason


@pytest.mark.parametrize("text", ["Purane udhaar ke saath ₹880 ho gaye.", "Total ₹925 with last week's balance.",
                                  "कुल ₹880, इसमें पिछला बाकी भी है।",
                                  "₹1,150 for all items, minus ₹150 you paid in advance yesterday, ₹1,000 now.",
                                  "₹640 हुए, ₹200 एडवांस दिया था, ₹440 और दीजिए।"])
def test_an_old_balance_folded_in_or_an_advance_taken_off_is_refused(text):
    assert not read_at_counter(text).readable


@pytest.mark.parametrize("text,sku,qty", [
    ("स्टॉक में 40 किलो चावल है। 20 किलो चीनी भेजो।", "sugar-1kg", 20),
    ("दुकान में अभी 40 किलो चावल है, सिर्फ़ 20 किलो चीनी भेजो।", "sugar-1kg", 20),
    ("Dukaan mein abhi 40 kilo chawal hai, sirf 20 kilo cheeni bhejo.", "sugar-1kg", 20),
    ("There is 40 kg rice in the shop now, send only 20 kg sugar.", "sugar-1kg", 20),
    ("Shelf pe 10 packet maggi hai, 5 peti Parle-G bhejo.", "biscuits-65g", 60),
    ("Godown mein 2 bori chawal hai, 20 kilo cheeni bhejo.", "sugar-1kg", 20),  # (one sentence: had ordered 100 kg)
])
def test_stock_on_hand_is_not_ordered(text, sku, qty):
    assert _rows(read_message(text, email=True)) == [("order", sku, qty)]


@pytest.mark.parametrize("text", ["Shop mein 20 kilo chawal bhej do.", "Dukaan mein 20 kilo chawal chahiye hai."])
def test_goods_asked_for_the_shop_are_still_ordered(text):
    assert _rows(read_message(text, email=True)) == [("order", "rice-1kg", 20)]


@pytest.mark.parametrize("text", [
    "O219 के टमाटर 52 किलो आए पर 5 किलो सड़े थे, बिल B216 में कम कीजिए।",
    "O219 ke ande 3 tray toote aaye, B216 mein kam karo.",
    "O219 tomato 52 kg came but 5 kg were rotten, please reduce B216.",
    "Please reduce B216 by ₹200.",
])
def test_a_bill_asked_reduced_is_disputed(text):
    # the rule stages alone: lang.second_opinion refuses some of these (its cost; docs/reader.md)
    r = read_message(text, email=True, second_opinion=False)
    assert r.readable and [(i.kind, i.bill_id) for i in r.intents] == [("dispute", "B216")], r.reason


def test_goods_cut_out_of_a_named_bill_stay_asked():
    r = read_message("B40 mein se 10 kg cheeni kam karo", email=True)
    assert not r.readable and r.reason.startswith("ambiguous_intent")


@pytest.mark.parametrize("text,sku,paise", [
    ("Your rate for curd ₹34.50 accepted, milk ₹26 accepted, bread ₹39 - no, ₹37 only.", "bread-400g", 3700),
    ("Milk ₹26 ok, curd ₹34.50 ok, paneer ₹76.77 - no, ₹74 only.", "paneer-200g", 7400),
    ("Maggi ₹12 agreed, namkeen ₹40 not ok, ₹38.", "namkeen-200g", 3800),
    ("Maggi ₹12 agreed, namkeen ₹40 nahi, ₹38", "namkeen-200g", 3800),
])
def test_a_price_refused_then_a_new_one_beside_agreed_goods_is_an_offer(text, sku, paise):
    r = read_message(text, email=True, second_opinion=False)  # the rule stages' reading: the second opinion,
    # retrained on sealed78 (thirtieth session), refuses the first as more like a refusal (its cost; docs/reader.md)
    assert [(i.kind, i.unit_price_paise) for i in r.intents if i.sku == sku] == [("offer", paise)], _rows(r)
    assert [i.kind for i in r.intents if i.sku != sku] == ["accept"] * (len(r.intents) - 1)


def test_a_new_price_accepted_in_so_many_words_stays_accepted():
    r = read_message("Rice ₹40 nahi, ₹38 accepted", email=True)
    assert [(i.kind, i.unit_price_paise) for i in r.intents] == [("accept", 3800)]


@pytest.mark.parametrize("text", ["pls quote 1 bori chana dal and 1 bori masoor, best rate",
                                  "Chana dal 1 bori ka quote kar do"])
def test_a_quote_asked_tersely_orders_nothing(text):
    """holdout42 (after its measure): "pls quote 1 bori chana dal …" had ordered 50 kg of each."""
    r = read_message(text, email=True)
    assert r.readable and {i.kind for i in r.intents} == {"ask_quote"}, _rows(r)


@pytest.mark.parametrize("text", ["साढ़े तीन सौ रुपये में साइकिल अगरबत्ती के 2 दर्जन?", "2 dozen agarbatti for ₹350?",
                                  "₹350 mein 2 darjan agarbatti?"])
def test_an_amount_over_the_mrp_as_a_dozens_price_but_within_it_for_the_lot_is_the_lots(text):
    """holdout42 (after its measure): ₹350 for 2 dozen packets (MRP ₹20) had been ₹350 a dozen, ₹29.17 a packet."""
    r = read_message(text, email=True)
    assert [(i.kind, i.quantity, i.unit_price_paise, i.total_paise) for i in r.intents] == [("offer", 24, 1458, 35000)]
