"""A refusal names the goods whose figure caused it, and quotes the model's words as written (a new user's
transcripts, session 50; session 51).

- "Potato ₹22 is fine. Sharma quoted onion at ₹28. Can you do better?" asks the onion lower than the ₹28 it must
  beat; ``no_price.how_much_lower`` had named the message's first goods, the potato (``lang.lower_than``, and
  ``lang.less_than_before`` the same way): now the goods of that price (``lang.lowered_goods``).
- "We'll pay B3 next week." had been quoted back as "'Well pay B3 next week.'" (the reader's normalised text drops
  in-word apostrophes): the quote now carries the message's own characters (``lang.quoted_as_written``).
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.quoted_as_written import quote_as_written
from lang.reader import read_message
from lang.refusals import reader_reason
from roles.supplier_mail import answer_email
from scenarios import load_scenario

LOWER = {  # language -> a message asking the onion below another seller's ₹28, the potato agreed first
    "en": "Potato ₹22 is fine. Sharma quoted onion at ₹28. Can you do better?",
    "hinglish": "Aloo ₹22 theek hai. Gupta ji pyaz ₹28 de rahe hain, usse kam karo.",
    "hi": "आलू ₹22 ठीक है। गुप्ता जी प्याज़ ₹28 दे रहे हैं, उससे कम कीजिए।",
}
ONION = {"en": "onion", "hinglish": "pyaaz", "hi": "प्याज़"}


@pytest.mark.parametrize("language", LOWER)
def test_how_much_lower_names_the_goods_of_the_price_to_beat(language):
    r = read_message(LOWER[language], email=True)
    assert (r.readable, r.reason_key, r.reason_args["item"]) == (False, "no_price.how_much_lower", "onion")
    said = reader_reason(r.reason_key, r.reason_args, language)
    assert ONION[language] in said and "potato" not in said and "आलू" not in said and "aloo" not in said, said


def test_the_first_goods_still_named_when_they_are_the_price_to_beat():
    r = read_message("Gupta quoted sugar at ₹41, and we need potato too. Can you do better?", email=True)
    assert r.reason_args["item"] == "sugar"
    r = read_message("Potato 20 kg. Onion a bit less than last time, 30 kg.", email=True)
    assert (r.reason_key, r.reason_args["item"]) == ("no_price.how_much_lower", "onion")


@pytest.mark.parametrize("text, quoted", [
    ("We'll pay B3 next week.", "We'll pay B3 next week."),
    ("Please cancel O4. Actually no, we’ll keep it.", "Actually no, we’ll keep it."),
    ("We'll see about onion later, maybe 20 kg.", "We'll see about onion later, maybe 20 kg."),
])
def test_a_quoted_refusal_keeps_the_apostrophes(text, quoted):
    r = read_message(text, email=True)
    assert not r.readable and r.reason_args["text"] == quoted
    assert f"'{quoted}'" in r.reason and f"'{quoted}'" in reader_reason(r.reason_key, r.reason_args, "en")


def test_the_quote_finder():
    assert quote_as_written("Well pay B3", "Fine. We'll pay B3 later.") == "We'll pay B3"
    assert quote_as_written("Well, see you", "Well, see you") == "Well, see you"  # no apostrophe there: as it was
    assert quote_as_written("dont send", "Please don’t send rice") == "don’t send"
    assert quote_as_written("not in it", "We'll pay") == "not in it"
    assert quote_as_written("It's fine", "It's fine") == "It's fine"


def test_the_suppliers_reply_quotes_the_model_as_written():
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    answer_email(shop, "S1", "We'll pay B3 next week.")
    reply = max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == "S1"), key=lambda q: q[2])[4]["text"]
    assert "We'll pay B3 next week." in reply and "Well pay" not in reply, reply
    received = [e for e in shop.record.events if e["kind"] == "email_received"][-1]
    assert "We'll pay B3 next week." in received["reason"] and "Well pay" not in received["reason"]
