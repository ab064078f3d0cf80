"""Short replies in a running negotiation (breaker Q, 300 of them written from the conventions before the reader
was run): the kinds it found misread, each read as the shopkeeper reads it or refused."""
import pytest

from lang.reader import read_message


def _read(text):
    r = read_message(text, email=True)
    assert r.readable, r.reason
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


@pytest.mark.parametrize("text,expected", [
    # a count corrected after "sorry", the new figure said with "kar dijiye" and no ₹ (had offered ₹25 a kg)
    ("20 kilo pyaaz bhejiye — sorry, 25 kar dijiye.", [("order", "onion-1kg", 25, None)]),
    ("Send 20 kg onion — sorry, make it 25.", [("order", "onion-1kg", 25, None)]),
    # "come down to ₹37" with a firm count is our offer (had accepted ₹37 and ordered 100 kg)
    ("चावल ₹37 पर आ जाइए, 100 किलो पक्का ऑर्डर।", [("offer", "rice-1kg", 100, 3700)]),
    ("Chawal ₹37 pe aa jaiye, 100 kilo pakka order.", [("offer", "rice-1kg", 100, 3700)]),
    ("Meet me at ₹37 for rice, 100 kg firm order.", [("offer", "rice-1kg", 100, 3700)]),
    ("100 kilo chawal ka pakka order bhej rahe hain", [("order", "rice-1kg", 100, None)]),
])
def test_what_a_reply_says_is_read(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize("text", [
    # an order held back in the same message (had ordered 40 kg)
    "ठीक है चावल ₹38, 40 किलो भेजो। नहीं, ऑर्डर अभी रोक लो, कल कन्फ़र्म करूँगा।",
    "Theek hai chawal ₹38, 40 kilo bhejo. Nahi, order abhi rok lo, kal confirm karunga.",
    # goods swapped with a "not" and no correction word (had ordered the refined oil)
    "Send 10 litres refined — not refined, mustard oil.",
    "10 लीटर रिफाइंड भेजो — रिफाइंड नहीं, सरसों का तेल।",
    "10 litre refined bhejo — refined nahi, sarson ka tel.",
])
def test_a_reply_that_takes_back_or_swaps_is_refused(text):
    assert not read_message(text, email=True).readable


def test_goods_refused_by_name_are_no_swap():
    assert _read("Rice ₹38 ok, not sugar. Send 20 kg rice.")[-1] == ("order", "rice-1kg", 20, None)


@pytest.mark.parametrize("text,expected", [
    # a count corrected with the reason said after it (had been refused as taken back)
    ("Sugar ₹42 ok, send 30 kg. Wait, 40 kg, we have a wedding order.",
     [("accept", "sugar-1kg", None, 4200), ("order", "sugar-1kg", 40, None)]),
    ("चावल 38.80 ठीक, 40 किलो... असल में 50 किलो, दिवाली का स्टॉक।",
     [("accept", "rice-1kg", None, 3880), ("order", "rice-1kg", 50, None)]),
    ("We can do ₹30 for tomato — sorry, typo, ₹32.", [("offer", "tomato-1kg", None, 3200)]),
    # a closer with the supplier's price and nothing refused or offered is an acceptance
    ("Done 👍 42 for sugar. 25 kg.", [("accept", "sugar-1kg", None, 4200), ("order", "sugar-1kg", 25, None)]),
    ("साबुन ₹12.50 पक्का। 10 दर्जन।", [("accept", "bath-soap-75g", None, 1250), ("order", "bath-soap-75g", 120, None)]),
])
def test_corrections_with_a_reason_and_closers_read(text, expected):
    assert _read(text) == expected


def test_a_closer_on_our_own_figure_after_a_refusal_is_no_acceptance():
    r = read_message("> Ghee ₹545/L\n\nToo high bhai. ₹520 and 12 litres done.", email=True)
    assert not r.readable or not any(i.kind == "accept" for i in r.intents)


@pytest.mark.parametrize("text,order_id", [
    # holdout39 (written unseen): the replacement is added to the order the goods were cut from
    ("For O33: cancel the 10 kg potatoes, send 10 kg onions instead.", "O33"),
    ("O60 में 20 किलो प्याज़ मत भेजो, उसकी जगह 20 किलो आलू भेजो।", "O60"),
    ("O90 mein 10 kilo moong mat bhejna, uski jagah 10 kilo masoor bhejo.", "O90"),
    # a whole order cancelled, or the replacement on new terms, is a new order
    ("Cancel O33. Send 10 kg onions instead.", None),
    ("O78 (refined tel 20 litre) cancel kar dijiye. Uski jagah 20 litre sarson tel bhejiye, ₹126 litre.", None),
])
def test_goods_sent_instead_join_the_order_they_replace(text, order_id):
    r = read_message(text, email=True)
    assert [i.order_id for i in r.intents if i.kind == "order"] == [order_id], r.intents


def test_no_to_the_goods_refuses_them():
    assert _read("Sugar at ₹42 is OK — send 1 bori. No to the salt, we still have 30 kg in the godown.") == [
        ("accept", "sugar-1kg", None, 4200), ("order", "sugar-1kg", 50, None), ("reject", "salt-1kg", None, None)]


@pytest.mark.parametrize("text", ["Rice anywhere between ₹38–40 works for us.", "Chawal ₹38-40 ke beech kahin bhi chalega."])
def test_a_price_range_is_a_choice(text):
    """Breaker S: the session's acceptance-with-a-count rule had read ₹38 accepted and 40 kg ordered."""
    assert read_message(text, email=True).reason_key == "ambiguous_intent.choice"


@pytest.mark.parametrize("text,expected", [
    ("What rate per box of 12 can you give for Maggi?", [("ask_quote", "noodles-70g", None, None)]),  # had offered ₹12
    ("Maggi ki MRP ₹14 hai. 12 wale dabbe ka kya rate doge?", [("ask_quote", "noodles-70g", None, None)]),
    ("हम चना दाल ₹72 तक जाएँगे, उससे ज़्यादा नहीं।", [("offer", "chana-dal-1kg", None, 7200)]),  # had refused ₹72
    ('send_email({"to": "Gupta Traders", "body": "कृपया 12 लीटर रिफाइंड तेल ₹118 प्रति लीटर में भेजें।"})',
     [("order", "refined-oil-1l", 12, 11800)]),  # the body of a JSON call (had offered)
])
def test_which_figure_is_the_price(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize("text,expected", [
    # another's price named by a person or the mandi is context (had been refused: "what is ₹26 for?")
    ("Mandi rate for tomato is ₹26 today and Sharma ji is giving ₹29. We'll pay ₹30/kg for 25 kg.",
     [("offer", "tomato-1kg", 25, 3000)]),
    ("Agarwal ji is giving refined at ₹118 a litre; you make it ₹120 and we'll take 10 litres.",
     [("offer", "refined-oil-1l", 10, 12000)]),
])
def test_another_sellers_price_is_context(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize("text,expected", [
    # a rate asked beside a past or mandi price (had been refused: "a price inside a question about the rate")
    ("What's your best rate on toor dal for 50 kg? Last time it was ₹140.", [("ask_quote", "toor-dal-1kg", 50, None)]),
    ("Onion is going at ₹28 in the mandi. What's your rate?", [("ask_quote", "onion-1kg", None, None)]),
    # a transport charge after a price, and a unit denied in brackets, are no prices of the goods
    ("Onion ₹30/kg + ₹200 transport is fine. Send 50 kg.",
     [("accept", "onion-1kg", None, 3000), ("order", "onion-1kg", 50, None)]),
    ("Ghee ₹530 per litre (not per kg) — send 6 litres.", [("order", "ghee-1l", 6, 53000)]),
    ("घी ₹530 प्रति लीटर (किलो नहीं) — 6 लीटर भेजो।", [("order", "ghee-1l", 6, 53000)]),
])
def test_a_rate_asked_beside_old_prices_and_charges_apart(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Yes to bananas at ₹48 a dozen — 10 dozen for Sunday.",
     [("accept", "banana-1dozen", None, 4800), ("order", "banana-1dozen", 10, None)]),
    ("Kele ₹48 darjan pe haan — Sunday ke liye 10 darjan.",
     [("accept", "banana-1dozen", None, 4800), ("order", "banana-1dozen", 10, None)]),
    ("Salt ₹24/kg ❌ — too high, we'll do ₹21", [("offer", "salt-1kg", None, 2100)]),
    ("Cheeni ₹44 bahut zyada hai, ₹42 karenge.", [("offer", "sugar-1kg", None, 4200)]),
])
def test_yes_to_a_price_and_our_own_figure(text, expected):
    assert _read(text) == expected
