"""Silent misreadings of long, polished supplier e-mails, fixed by kind (session 44, helper RB; issue 10).

Found on tests/corpus_probe_rb (frontier-model e-mails: signatures, quoted messages, tables, background facts),
each kind in the three languages, asserting the exact intents (kind, sku, quantity in selling units, unit price in
paise, order id, bill id) or the refusal's key, as the supplier's desk reads an e-mail.
"""
from __future__ import annotations

import pytest

from reader_intents import reading

EGGS = [("order", "eggs-1pc", 150, None, None, None)]


# 1. Stock of several goods told, "so we need nothing else": none of the goods held is refused (lang.nothing_else;
#    probe r012: "हमारे पास अभी 12 किलो चीनी और 8 लीटर सरसों का तेल रखा है, इसलिए बाकी कुछ नहीं चाहिए" refused both).

@pytest.mark.parametrize("text", [
    "We still have 12 kg of sugar and 8 litres of mustard oil on the shelf, so we don't need anything else. "
    "Just send 5 trays of eggs.",
    "हमारे पास अभी 12 किलो चीनी और 8 लीटर सरसों का तेल रखा है, इसलिए बाकी कुछ नहीं चाहिए। इस हफ़्ते बस 5 ट्रे अंडे भेज दीजिए।",
    "Humare paas abhi 12 kg cheeni aur 8 litre sarson ka tel rakha hai, isliye baaki kuch nahi chahiye. "
    "Is hafte bas 5 tray ande bhej dijiye.",
    "We have 12 kg sugar and 10 kg atta in stock, so nothing more needed. Send 5 trays of eggs.",
    "हमारे पास 12 किलो चीनी और 8 किलो आटा है, इसलिए कुछ और नहीं चाहिए। 5 ट्रे अंडे भेज दीजिए।",
    "Humare paas 12 kg cheeni aur 8 kilo aata hai, isliye kuch aur nahi chahiye. 5 tray ande bhej dijiye.",
])
def test_nothing_else_beside_stock_refuses_none_of_it(text):
    assert reading(text) == EGGS


# 2. A rate agreed before, told in a complaint about a bill the reply does not name, with a corrected bill asked: no
#    acceptance at the old rate nor refusal of the billed one, but "which bill to dispute?" (lang.agreed_rate_billed;
#    probe r037 had been read as accept ₹132 / reject ₹140).

@pytest.mark.parametrize("text", [
    "We had agreed ₹132 per litre for mustard oil, not ₹140. Please send a corrected bill.",
    "सरसों तेल के लिए हमारी बात ₹132 प्रति लीटर पर हुई थी, ₹140 पर नहीं। कृपया सही बिल भेजिए।",
    "Sarson tel ke liye humari baat ₹132 per litre pe hui thi, ₹140 pe nahi. Kripya sahi bill bhejiye.",
    "We had agreed ₹132 per litre for this oil, not ₹140. Please send a corrected bill.\n\n"
    "> Bill B12 — 10 L mustard oil @ ₹140 = ₹1,400",
    "इस तेल के लिए हमारी बात ₹132 प्रति लीटर पर हुई थी, ₹140 पर नहीं। कृपया सही बिल भेजिए।\n\n"
    "> बिल B12 — 10 लीटर सरसों तेल @ ₹140 = ₹1,400",
    "Is tel ke liye humari baat ₹132 per litre pe hui thi, ₹140 pe nahi. Kripya sahi bill bhejiye.\n\n"
    "> Bill B12 — 10 L sarson tel @ ₹140 = ₹1,400",
])
def test_rate_agreed_in_an_unnamed_bill_complaint_asks_which_bill(text):
    assert reading(text) == "no_id.bill"


@pytest.mark.parametrize("text", [
    "We had agreed ₹132 per litre for mustard oil, not ₹140. Please send a corrected bill for B12.",
    "Bill B12 is wrong: we had agreed ₹132 per litre for mustard oil, not ₹140. Please send a corrected bill.",
])
def test_the_bill_named_is_disputed(text):
    assert reading(text) == [("dispute", None, None, None, None, "B12")]


@pytest.mark.parametrize("text", [
    "₹132 for mustard oil is agreed. Please send 20 litres.",  # no bill asked to be corrected: an acceptance
    "सरसों तेल ₹132 मंज़ूर है। 20 लीटर भेज दीजिए।",
    "Sarson tel ₹132 manzoor hai. 20 litre bhej dijiye.",
])
def test_an_acceptance_without_a_bill_is_still_read(text):
    assert reading(text)[0][:4] == ("accept", "mustard-oil-1l", None, 13200)
