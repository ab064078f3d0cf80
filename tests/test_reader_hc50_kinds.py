"""Silent misreadings of hard chat-model text fixed by session 50's helper FIXC, as parallel triples (en / hi /
hinglish): each asserts the intents read (kind, sku, quantity in selling units, unit price in paise, order id, bill
id) or the refusal's key, as the supplier's desk reads an e-mail. The probes they came from: tests/corpus_probes50_hd
and tests/corpus_probes50_hf (written by helpers who never read lang/).
"""
from __future__ import annotations

import pytest

from reader_intents import intents, reading, refused


# ---- a cut told as made ("after the … cut") is no cancel (lang.cut_words) ----
def test_a_cut_told_as_made_beside_a_payment_cancels_nothing():
    text = ("• Payment of ₹5,048 against B8 (order O8, after the 10 packets poha cut) has been sent today via IMPS, "
            "ref. 733412908817.\n• We have not yet received the bill for O9 (12 L ghee, dispatched 22 Nov). Kindly "
            "share it so we can close November's accounts.")
    assert reading(text) == [("pay", None, None, None, None, "B8"), ("ask_bill", None, None, None, "O9", None)]
    assert reading(text.split("\n")[0]) == "ambiguous_intent.figure"  # (alone: the 10 packets asked about)
    assert intents("Please cut 10 packets poha from O8.", email=True) == [("cancel", "poha-500g", 10, None, "O8",
                                                                          None)]
    assert intents("After the cut, please cut 10 packets poha from O8 too.", email=True) == [
        ("cancel", "poha-500g", 10, None, "O8", None)]


# ---- a market's moved price told after our request is news (lang.market_moved) ----
@pytest.mark.parametrize("text", [
    "Salim bhai, will you give one bori of potato for ₹1,080? At Chhola mandi even onion has gone to ₹33, everyone's "
    "rates are up in this rain 🌧️",
    "सलीम भाई, आलू की एक बोरी ₹1,080 में दोगे? छोला मंडी में तो प्याज़ भी ₹33 हो गया है, इस बारिश में सबके भाव चढ़े हुए "
    "हैं 🌧️",
    "Salim bhai aloo ki ek bori ₹1,080 me doge? Chhola mandi me to pyaz bhi ₹33 ho gaya hai, is baarish me sabke rate "
    "chadhe hue hain 🌧️",
    "Will you give 1 bori potato for ₹1,080? In the market onion has gone to ₹33.",
])
def test_a_market_price_told_after_an_offer_is_not_offered(text):
    assert intents(text, email=True) == [("offer", "potato-1kg", 50, 2160, None, None)]


def test_a_moved_price_that_is_the_request_is_still_read():
    assert intents("Onion ₹33 ho gaya hai, 20 kilo bhejo.", email=True) == [("order", "onion-1kg", 20, 3300, None,
                                                                              None)]
    assert refused("Mandi mein pyaz ₹33 hai.", email=True).startswith("ambiguous_intent")


# ---- a new rate refused, our own price "kept": an offer (lang.kept_at_price) ----
@pytest.mark.parametrize("text", ["Milk's new rate won't work, keep it at ₹25. Curd and paneer are fine.",
                                  "दूध का नया रेट नहीं चलेगा, ₹25 ही रखिए। दही और पनीर ठीक हैं।"])
def test_a_price_kept_after_a_new_rate_refused_is_offered(text):
    assert ("offer", "milk-500ml", None, 2500, None, None) in intents(text, email=True)
    assert not any(i[0] == "reject" for i in intents(text, email=True))


def test_a_price_refused_alone_is_still_rejected():
    assert intents("Rice ₹40 won't work.", email=True) == [("reject", "rice-1kg", None, 4000, None, None)]


# ---- "batata hoon": goods put off, not accepted at the quoted price (lang.decided_later) ----
def test_goods_told_later_are_not_accepted_with_the_rest():
    text = ("Chawal aur cheeni in rates pe theek hai. Aata — ₹218 per bag kar do to 20 bag le lenge. Ghee aur refined "
            "ka halwai ka menu final hone pe batata hoon.\n\n> Mon, 1 Nov 2027, 4:52 PM ko Maheshwari Traders ne likha:"
            "\n> Chawal – ₹38/kg\n> Cheeni – ₹42/kg\n> Desi ghee – ₹540/L\n> Refined tel – ₹116/L")
    assert intents(text, email=True) == [("accept", "rice-1kg", None, 3800, None, None),
                                         ("accept", "sugar-1kg", None, 4200, None, None),
                                         ("offer", "atta-5kg", 20, 21800, None, None)]


# ---- a bill's id set after "bill," is that bill's (lang.bill_apposed) ----
def test_a_bill_id_after_bill_and_a_comma_is_the_bill_asked():
    assert intents("Sent ₹2,160 for B6. Please send the O10 bill, B10, as well.", email=True) == [
        ("pay", None, None, None, None, "B6"), ("ask_bill", None, None, None, None, "B10")]
    assert intents("B58 payment done and O45 bill send", email=True) == [
        ("pay", None, None, None, None, "B58"), ("ask_bill", None, None, None, "O45", None)]


# ---- a size before "ke packet" / "के पैकेट" is the pack's size (lang.figures) ----
@pytest.mark.parametrize("text", ["बादाम 2 किलो, 100 ग्राम के पैकेट में भेज दीजिए।", "Badam 2 kilo, 100 g ke packet mein bhej do.",
                                  "Send badam 2 kg, in 100 g packets."])
def test_a_weight_in_packets_of_a_size_orders_the_packets(text):
    assert intents(text, email=True) == [("order", "almonds-100g", 20, None, None, None)]
