"""Counter kinds breaker N (thirteenth session) found billed wrongly; each now bills today's goods.

- A total paid part now and part later ("₹2,350 total. ₹2,000 UPI now, ₹350 tomorrow") had billed the later part.
- An old balance of "last month's" ("₹735 today. Your last month's ₹2,100 — please clear by the 5th") had been billed:
  "months" was no word of another time.
- The khata's dues after today ("Today ₹275 on khata; month-end, so total dues now ₹3,410") had been billed.
"""
import pytest

from lang.counter_words import read_at_counter


def _bill(text):
    r = read_at_counter(text)
    return [i.total_paise for i in r.intents if i.kind == "bill"] if r.readable else r.reason_key


@pytest.mark.parametrize("text,paise", [
    ("₹2,350 total. ₹2,000 UPI now, ₹350 tomorrow.", 235000),
    ("₹2,350 kul. ₹2,000 abhi UPI, ₹350 kal.", 235000),
    ("₹1,200 for everything — ₹700 now, remaining ₹500 on Friday", 120000),
    ("Verma ji, ₹735 today. Your last month's ₹2,100 — please clear by the 5th.", 73500),
    ("Today ₹275 on khata; month-end, so total dues now ₹3,410.", 27500),
    ("Aaj ₹275 khate mein; total dues ab ₹3,410.", 27500),
])
def test_todays_goods_are_billed(text, paise):
    assert _bill(text) == [paise]


def test_the_khata_balance_now_is_not_billed():
    assert _bill("Aaj ka ₹275 khate mein; month end hai, total baaki ab ₹3,410.") == [27500]


@pytest.mark.parametrize("text", ["Khata total this month ₹4,870 including today.", "Is mahine ka khata ₹4,870, aaj ka milakar."])
def test_the_months_khata_with_today_folded_in_is_refused(text):
    assert isinstance(_bill(text), str)
