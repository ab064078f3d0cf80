"""Counter kinds a black-box breaker (J, eleventh session: 327 cashier lines by three model styles, and 77 probes)
found billed silently wrong; each now bills what the customer is asked to pay, or no bill (the customer asks).

- The customer's offer turned down ("₹480 is the price. ₹440 is too low", "₹440 nahi ho sakta", "Can't do ₹440",
  "…, not ₹440") had been billed: the shop undercharged.
- The khata's balance after today's goods went on it ("your balance is now ₹1,020", "कुल ₹1,020 बकाया") had been
  billed as today's goods.
- A past bill alone ("Your last bill was ₹500", "कल का बिल ₹500 था") had been billed: small talk became a sale.
- Rupees and paise in words ("four hundred and twelve rupees fifty paise") had been billed as the paise (₹50).
- A figure said by mistake ("earlier I told you ₹500 by mistake") had been billed in place of the total.
- An estimate ("around ₹300-320", "lagbhag") had been billed as a firm total.
"""
import pytest

from lang.counter_words import read_at_counter


def _bill(text):
    r = read_at_counter(text)
    return [i.total_paise for i in r.intents if i.kind == "bill"] if r.readable else None


@pytest.mark.parametrize("text", [
    "₹480 is the price. ₹440 is too low, sorry.", "₹480 ही लगेंगे, ₹440 में नहीं मिलेगा।", "Total ₹480, ₹440 nahi ho sakta.",
    "Total ₹480. Can't do ₹440.", "₹480 final, not ₹440.", "It's ₹480, sir — ₹440 won't work for me.",
    "The total is ₹480. I can't accept ₹440.", "The total is ₹480; earlier I told you ₹500 by mistake.",
    "₹480 added to your udhaar; your balance is now ₹1,020.",
])
def test_the_bill_is_not_the_amount_turned_down_or_the_khata_balance(text):
    assert _bill(text) == [48000]


@pytest.mark.parametrize("text", ["You paid ₹500 last time.", "Your last bill was ₹500.", "कल का बिल ₹500 था।",
                                  "Kal ka bill ₹500 tha.", "It'll be around ₹300-320.", "Lagbhag ₹300-320 hoga.",
                                  "It should come to about ₹300 to ₹320."])
def test_a_past_bill_or_an_estimate_alone_bills_nothing(text):
    assert not _bill(text)


@pytest.mark.parametrize("text,total", [("Four hundred and twelve rupees fifty paise, please.", 41250),
                                        ("दो सौ रुपये पचास पैसे हुए।", 20050), ("412 rupees 50 paise, please.", 41250)])
def test_rupees_and_paise_in_words(text, total):
    assert _bill(text) == [total]


@pytest.mark.parametrize("text,total", [
    ("Total comes to ₹2,115 with last week's ₹600 balance added. Paying all today?", 151500),  # (held-out 27)
    ("₹460 — sorry, I misread, it's ₹640", 64000),
    ("I said ₹90 earlier, it is ₹95", 9500),
    ("₹98.50 hua... just give ₹98, no change for paise 🙂", 9800),  # (held-out 35)
])
def test_what_was_read_before_still_reads(text, total):
    assert _bill(text) == [total]
