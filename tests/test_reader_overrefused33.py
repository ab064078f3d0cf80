"""Over-refusals of session 33 (fixer AO): kinds whose right reading is plain, each with near sentences that must read
as before. Kinds: an earlier message quoted on top under the reply's salutation (``lang.salutation_top``)."""
from __future__ import annotations

import pytest

from lang.salutation_top import salutation_only
from reader_intents import intents, refused

_SUGAR_TAKEN = [("accept", "sugar-1kg", None, 4400, None, None), ("order", "sugar-1kg", 30, None, None, None)]


# -- an earlier message on top, under the reply's salutation (lang.salutation_top) ------------------------------------

@pytest.mark.parametrize("text", [
    "Hi Gupta ji,\n-----Original Message-----\nFrom: Gupta Wholesale\nSugar ₹44/kg\n-----\n"
    "Sugar at ₹44 is fine, send 30 kg.",
    "Dear Mr. Gupta,\n\n-----Original Message-----\nFrom: Gupta Wholesale\nSent: 2 March 2027\nSugar ₹44/kg\n-----\n\n"
    "We accept sugar at ₹44 per kg. Please send 30 kg.\n\nRegards,\nAnil",
    "Respected Sir,\n-----Original Message-----\nFrom: Gupta Wholesale\nSubject: Sugar rate\nSugar ₹44 per kg.\n"
    "-----\nSugar ₹44 is ok, send 30 kg.",
    "नमस्ते शर्मा जी,\n-----मूल संदेश-----\nप्रेषक: शर्मा ट्रेडर्स\nचीनी ₹44/किलो\n-----\nचीनी ₹44 ठीक है, 30 किलो भेज दीजिए।",
    "आदरणीय गुप्ता जी,\n\n-----मूल संदेश-----\nप्रेषक: गुप्ता होलसेल\nभेजा गया: 2 मार्च 2027\nचीनी ₹44/किलो है।\n-----\n\n"
    "चीनी ₹44 प्रति किलो मंज़ूर है। 30 किलो भेज दीजिए।\n\nसादर,\nअनिल",
    "Namaste Sharma ji,\n-----Original Message-----\nFrom: Sharma Traders\nCheeni ₹44/kilo\n-----\n"
    "Cheeni ₹44 theek hai, 30 kilo bhej dijiye.",
    "Aadarniya Gupta ji,\n\n-----Original Message-----\nFrom: Gupta Wholesale\nSent: 2 March 2027\nCheeni ₹44/kg hai.\n"
    "-----\n\nCheeni ₹44 per kilo manzoor hai. 30 kilo bhej dijiye.\n\nSaadar,\nAnil",
    "Sharma ji,\n-----Original Message-----\nFrom: Sharma Traders\nSugar ₹44/kg\n-----\nSugar ₹44 fine, send 30 kg.",
])
def test_earlier_message_on_top_under_a_salutation_reads_the_reply(text):
    assert intents(text, email=True) == _SUGAR_TAKEN


def test_a_refusal_below_the_quote_is_read_too():
    text = ("Dear Ramesh ji,\n-----Original Message-----\nFrom: Ramesh Traders\nRice ₹38/kg, sugar ₹44/kg\n-----\n"
            "Rice at ₹38 is fine, send 20 kg. Sugar we will not take this week.")
    assert intents(text, email=True) == [("accept", "rice-1kg", None, 3800, None, None),
                                         ("order", "rice-1kg", 20, None, None, None),
                                         ("reject", "sugar-1kg", None, None, None, None)]


@pytest.mark.parametrize("line, greets", [
    ("Dear Ramprasad ji,", True), ("आदरणीय गणेश ट्रेडर्स,", True), ("Aadarniya Ramprasad ji,", True),
    ("Ramprasad ji,", True), ("Hi team", True),
    ("Dear Sir, please send 20 kg rice.", False), ("Sir ji, cancel it", False), ("Cancel it ji", False),
    ("Ok ji", False), ("नमस्ते, कृपया रद्द कीजिए", False), ("Send 20 kg rice.", False), ("Dear Sir\nSend 5 kg", False),
])
def test_salutation_only(line, greets):
    assert salutation_only(line) is greets


def test_a_reply_above_the_quote_still_reads_as_the_reply():
    text = "Send 20 kg rice.\n-----Original Message-----\nFrom: Sharma Traders\nRice ₹38/kg\n-----\nThanks"
    assert intents(text, email=True) == [("order", "rice-1kg", 20, None, None, None)]


def test_a_request_after_the_greeting_is_the_reply_not_a_salutation():
    text = "Dear Sir, please cancel O12.\n-----Original Message-----\nFrom: Sharma Traders\nYour order O12: rice 30 kg\n-----\nRegards"
    assert intents(text, email=True) == [("cancel", None, None, None, "O12", None)]


def test_a_salutation_over_an_unclosed_quote_still_reads_nothing():
    text = "Dear Sharma ji,\n-----Original Message-----\nFrom: Sharma Traders\nSent: 3 June\nRice ₹38/kg, sugar ₹44/kg."
    assert refused(text, email=True).startswith("no_intent.")
