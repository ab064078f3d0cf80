"""Counter kinds a black-box breaker (M, thirteenth session: 450 second-turn messages, 114 probes) found billed
wrongly; each now follows the counter conventions (tests/corpus_chat/README.md): the bill is today's goods.

- The bill word after an amount names it ("₹200 ka note? ₹136 ka bill hai, ₹64 wapas") — it had been heard as
  naming the change after it: **₹64 billed for ₹136 of goods**.
- An amount of another time added into what is asked ("Aapka ₹445, aur woh jo kal ka ₹55 tha, ₹500 de do", "Yours
  is ₹300 today, and the ₹80 from Monday, so ₹380") had been billed whole: the old ₹55 charged again as today's.
- A goods total less a payment made before today ("₹750 for everything, you paid ₹300 last week, so ₹450 now") is
  the advance convention's refusal (which of the two is charged is the cashier's to say); it had billed ₹750.
"""
import pytest

from lang.counter_words import read_at_counter


def _bill(text):
    r = read_at_counter(text)
    return [i.total_paise for i in r.intents if i.kind == "bill"] if r.readable else r.reason_key


@pytest.mark.parametrize("text", ["₹200 ka note? ₹136 ka bill hai, ₹64 wapas.", "₹200 का नोट? ₹136 का बिल है, ₹64 वापस।",
                                  "₹200 note? The bill's ₹136, so ₹64 back."])
def test_the_bill_word_after_an_amount_names_it(text):
    assert _bill(text) == [13600]


@pytest.mark.parametrize("text,paise", [("Aapka ₹445, aur woh jo kal ka ₹55 tha, ₹500 de do.", 44500),
                                        ("आपका ₹445, और वो जो कल का ₹55 था, ₹500 दे दो।", 44500),
                                        ("Yours is ₹300 today, and the ₹80 from Monday, so ₹380 please.", 30000)])
def test_an_amount_of_another_time_added_in_is_not_billed(text, paise):
    assert _bill(text) == [paise]


@pytest.mark.parametrize("text", ["₹750 for everything, you paid ₹300 last week, so ₹450 now.",
                                  "₹750 hua, pichle hafte ₹300 diye the, ab ₹450 dijiye.",
                                  "₹750 हुआ, पिछले हफ़्ते ₹300 दिए थे, अब ₹450 दीजिए।"])
def test_a_total_less_a_payment_before_today_is_refused(text):
    assert _bill(text) == "ambiguous_intent.counter_bill"  # (as the advance convention's: both amounts named)
