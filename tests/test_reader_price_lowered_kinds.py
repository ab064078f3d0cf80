"""A price asked lower in words, alike in the three languages (session 42): "Cut the rice price a bit" and "Please
drop the rice rate a little" were read, silently, as the rice *cancelled* (a cancel word, "cut"/"drop", whose object
is the price once the goods' name stands between); "Rice ₹2 ghatao" and "चावल ₹2 घटाओ" were refused (no word saying
offer) where "Knock ₹2 off the rice" and "Rice ₹2 kam karo" are an offer of ₹2 less; "चावल का रेट घटाओ" and
"Rice thoda sasta karo" were refused as an unknown word where "rate kam karo" asks the price lower by no amount.
"घटाओ" with goods and a count from an order still takes them off the order, as "kam kar do" does."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

RICE = "rice-1kg"


@pytest.mark.parametrize("text", ["Cut the rice price a bit", "Please drop the rice rate a little",
                                  "Cut the toor dal price a little, we'll take 30 kg", "Cut the price of rice a bit",
                                  "चावल का रेट घटाओ", "चावल का रेट थोड़ा घटाइए", "Rice ka rate thoda ghatao",
                                  "Rice thoda sasta karo", "चावल थोड़ा सस्ता कीजिए"])
def test_a_price_asked_lower_by_no_amount_is_refused_not_a_cancel(text):
    assert refused(text, email=True).startswith("no_price.")


@pytest.mark.parametrize("text", ["Rice ₹2 ghatao", "चावल ₹2 घटाओ", "चावल में ₹2 घटा दीजिए", "Rice ₹2 ghata do",
                                  "Knock ₹2 off the rice", "Rice ₹2 kam karo"])
def test_a_price_asked_lower_by_an_amount_is_a_relative_offer(text):
    from lang.reader import read_message
    from market.catalogue import load_catalogue
    r = read_message(text, load_catalogue(), email=True)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.price_change_paise) for i in r.intents] == \
        [("offer", RICE, None, None, -200)]


@pytest.mark.parametrize("text", ["Chawal pe ₹2 ghataiye, 50 kilo lenge", "चावल पर ₹2 घटाइए, 50 किलो लेंगे",
                                  "Can you take ₹2 off the rice? We'll take 50 kg."])
def test_with_the_count_it_is_for(text):
    from lang.reader import read_message
    from market.catalogue import load_catalogue
    r = read_message(text, load_catalogue(), email=True)
    assert [(i.kind, i.sku, i.quantity, i.price_change_paise) for i in r.intents] == [("offer", RICE, 50, -200)]


@pytest.mark.parametrize("text", ["O2 se 10 kilo pyaz ghatao", "O2 से 10 किलो प्याज़ घटाओ",
                                  "O2 se 10 kilo pyaz kam kar do", "Cut 10 kg onion from O2"])
def test_goods_taken_off_an_order_are_still_cancelled(text):
    assert intents(text, email=True) == [("cancel", "onion-1kg", 10, None, "O2", None)]


@pytest.mark.parametrize("text", ["Please drop the rice", "Cut the rice from O2"])
def test_a_cancel_of_goods_stays_a_cancel(text):
    assert [i[:2] for i in intents(text, email=True)] == [("cancel", RICE)]
