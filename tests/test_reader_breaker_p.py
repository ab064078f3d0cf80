"""Kinds breaker P (thirteenth session: 582 messages written the way chat models write Hindi to a supplier, 189
probes) found: Hindi and Hinglish polite future forms ("भिजवा दीजिएगा", "bhej dijiyega", "भिजवाएँ") were no order
words (the main reason Hindi trailed English: 17 of its 32 refusals); Hinglish spellings of forty-one to forty-seven
("byalis", "ikatalis") were unknown, so "saadhe byalis rupaye kilo" dropped its price silently; a want withdrawn
("चावल ५० किलो चाहिए था, पर अब नहीं चाहिए") had been ordered; "Nothing wrong with B7" had disputed B7."""
import pytest

from lang.reader import read_message


def _rows(r):
    return [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] if r.readable else r.reason_key


@pytest.mark.parametrize("text", ["20 किलो चावल भिजवा दीजिएगा।", "20 किलो चावल भेज दीजिएगा।", "कृपया 20 किलो चावल भिजवाएँ।",
                                  "Kal tak 20 kilo chawal bhej dijiyega.", "20 kilo chawal bhijwa dijiyega."])
def test_polite_future_forms_order(text):
    assert _rows(read_message(text, email=True)) == [("order", "rice-1kg", 20, None)]


def test_hinglish_spellings_of_forty_two_keep_the_price():
    r = read_message("cheeni 1 quintal, saadhe byalis rupaye kilo ke bhaav se bhej dijiye", email=True)
    assert _rows(r) == [("order", "sugar-1kg", 100, 4250)]


@pytest.mark.parametrize("text", ["चावल ५० किलो चाहिए था, पर अब नहीं चाहिए।", "chawal 50 kilo chahiye tha, par ab nahi chahiye",
                                  "Nothing wrong with B7, all fine."])
def test_a_want_withdrawn_or_a_bill_found_right_acts_on_nothing(text):
    assert isinstance(_rows(read_message(text, email=True)), str)
