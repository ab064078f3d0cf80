"""An earlier message quoted below the reply's signature is context (lang.quote_below, session 51 QUOTE): an
acceptance at the reply's own price stays an acceptance, in three languages and under each quote header; a quote the
reply answers line by line (above it, or with the reply going on below it) still makes such a price a counter-offer."""
from __future__ import annotations

import pytest

from lang.clean import clean, quoted_lines
from lang.quote_below import quoted_below_signature
from tests.reader_intents import intents

BODY = {"en": "Deal at ₹42 per kg for rice. Send 40 kg of rice.",
        "hi": "चावल ₹42 प्रति किलो पर पक्का। चावल 40 किलो भेज दीजिए।",
        "hinglish": "chawal ₹42 per kilo pe pakka. chawal 40 kilo bhej dijiye."}
SIGN = {"en": "Thanks,\nRavi (Manager)", "hi": "शुक्रिया,\nरवि (मैनेजर)", "hinglish": "Thanks ji,\nRavi (Manager)"}
QUOTE = {"en": "> Rice: our price is ₹42.50 per kg.\n> Thank you,\n> Mehta Wholesale Mart",
         "hi": "> चावल का भाव ₹42.50 प्रति किलो है।\n> धन्यवाद,\n> Mehta Wholesale Mart",
         "hinglish": "> Chawal ka rate ₹42.50 per kilo hai.\n> Shukriya,\n> Mehta Wholesale Mart"}
HEADERS = ["On your last e-mail you wrote:", "On 5 Dec, Mehta Wholesale <mehta@example.in> wrote:",
           "-----Original Message-----", "पिछला संदेश:", "aapne likha tha:", "Aapne pichhle email mein likha tha:",
           "आपने पिछले ई-मेल में लिखा था:", ""]
AGREED = [("accept", "rice-1kg", None, 4200, None, None), ("order", "rice-1kg", 40, None, None, None)]


def _mail(lang: str, header: str) -> str:
    return f"{BODY[lang]}\n\n{SIGN[lang]}\n\n" + (f"{header}\n" if header else "") + QUOTE[lang]


@pytest.mark.parametrize("header", HEADERS)
@pytest.mark.parametrize("lang", ["en", "hi", "hinglish"])
def test_an_acceptance_at_its_own_price_over_a_quote_below_the_signature(lang, header):
    assert quoted_below_signature(_mail(lang, header))
    assert intents(_mail(lang, header), email=True) == AGREED


def test_the_probe_mail_offers_for_toor_and_agrees_for_rice():  # /work/try51 evidence, study seq 934
    text = ("**1.** That is too high for us. We can pay ₹146.5/kg for toor dal. **2.** Deal at ₹42 per kg for rice. "
            "Send 40 kg of rice.\n\nThanks,\nManager, Shubh Kirana Store\n\nOn your last e-mail you wrote:\n> Toor dal "
            "will cost you ₹154 per kg.\n> Rice: our price is ₹42.50 per kg.\n> Thank you,\n> Mehta Wholesale Mart")
    assert intents(text, email=True) == [("offer", "toor-dal-1kg", None, 14650, None, None)] + AGREED


@pytest.mark.parametrize("text", ["> Ghee ₹525 per litre\n\nOk at ₹520.",  # holdout109 p8054: answered, above
                                  "Ok at ₹520.\n\n> Ghee ₹525 per litre",  # no signature between
                                  "Thanks,\nRavi\n\n> Ghee ₹525 per litre\n\nOk at ₹520."])  # the reply goes on below
def test_a_quote_answered_line_by_line_still_makes_its_own_price_an_offer(text):
    assert not quoted_below_signature(text)
    assert intents(text, email=True) == [("offer", "ghee-1l", None, 52000, None, None)]


@pytest.mark.parametrize("text", ["Send 10 kg rice.\n\nThanks,\nRavi", "Thanks,\nRavi\n\n> Rice ₹40/kg",
                                  "Send 10 kg rice.\n\nOn 5 Dec you wrote:\n> Rice ₹40/kg", 5, ""])
def test_no_quote_below_a_signature(text):
    assert not quoted_below_signature(text)


@pytest.mark.parametrize("header", [h for h in HEADERS if h])
@pytest.mark.parametrize("lang", ["en", "hi", "hinglish"])
def test_an_unmarked_quote_under_a_header_below_the_signature_is_cut_whole(lang, header):
    text = _mail(lang, header).replace("\n> ", "\n")  # the earlier message's lines without ">" marks
    assert "42.50" not in clean(text) and header not in clean(text)
    quoted, reply = quoted_lines(text)
    assert "₹42.50" in quoted.splitlines()[0] and reply.strip().endswith(SIGN[lang].splitlines()[-1])
    assert intents(text, email=True) == AGREED


def test_dashes_closing_the_earlier_message_leave_the_reply_below_it():
    assert not quoted_below_signature("Send 5 kg rice.\nThanks,\nRavi\n-----Original Message-----\nRice ₹40\n-----\n"
                                      "Also 2 kg sugar")
