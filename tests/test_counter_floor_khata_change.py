"""Counter sentences a new user's re-trial (session 37) planted that came back unread (none misread), each kind in
English, Hindi and Hinglish, and the near sentences that must read as before (``lang.counter_offered.floor_held``,
``change_asked``; ``lang.counter_balance.khata_holds``):

- the least the cashier takes, then the customer's offer refused: "₹250 se kam nahi hoga bhaiya, ₹204 nahi
  chalega." (the cashier holds ₹250; "se kam" had made ₹250 money off and "nahi chalega" refused ₹204);
- the khata's balance said before today's cash bill: "Your khata already has ₹2,400, so cash only for this ₹230.";
- change asked for a note: "₹500 ka change hai? Bill ₹230 ka hai." (taken as an offer and refused).
"""
from __future__ import annotations

import pytest

from lang.counter_words import read_at_counter


def _bill(text: str) -> float | None:
    """The bill (rupees) the customer hears, or None when no bill is heard (the customer asks the total)."""
    r = read_at_counter(text)
    paise = next((i.total_paise for i in r.intents if i.kind == "bill"), None) if r.readable else None
    return None if paise is None else paise / 100


@pytest.mark.parametrize("text, bill", [
    ("₹250 se kam nahi hoga bhaiya, ₹204 nahi chalega.", 250.0),        # the re-trial's sentence
    ("₹250 se kam mein nahi milega, ₹204 nahi chalega.", 250.0),
    ("₹250 से कम नहीं होगा भैया, ₹204 नहीं चलेगा।", 250.0),
    ("₹250 से नीचे नहीं होगा, ₹204 नहीं चलेगा।", 250.0),
    ("Less than ₹250 is not possible, ₹204 won't work.", 250.0),
    ("Below ₹250 not possible sir, ₹204 won't do.", 250.0),
    ("Aap ₹350 bol rahe ho, ₹370 se kam nahi hoga.", 370.0),           # the customer's figure, then the floor
])
def test_the_least_the_cashier_takes_is_the_bill_and_the_offer_refused_is_not(text, bill):
    assert _bill(text) == bill


@pytest.mark.parametrize("text, bill", [
    ("Your khata already has ₹2,400, so cash only for this ₹230.", 230.0),   # the re-trial's sentence
    ("Khata already has ₹2,400 — only cash for ₹230 today.", 230.0),
    ("Aapke khate mein pehle se ₹2,400 hai, isliye ye ₹230 cash mein dijiye.", 230.0),
    ("आपके खाते में पहले से ₹2,400 हैं, इसलिए ये ₹230 नकद दीजिए।", 230.0),
])
def test_the_khatas_balance_said_before_todays_bill_is_set_apart(text, bill):
    assert _bill(text) == bill


@pytest.mark.parametrize("text, bill", [
    ("₹500 ka change hai? Bill ₹230 ka hai.", 230.0),                  # the re-trial's sentence
    ("Do you have change for ₹500? Bill is ₹230.", 230.0),
    ("Change for ₹2,000 milega? Bill ₹1,150.", 1150.0),
    ("₹500 का छुट्टा है? बिल ₹230 का है।", 230.0),
    ("₹500 ke khulle hain? Total ₹230.", 230.0),
])
def test_a_note_the_cashier_asks_change_for_is_no_bill(text, bill):
    assert _bill(text) == bill


@pytest.mark.parametrize("text, bill", [
    # near the floor: read as before
    ("I can't go below ₹250, ₹204 won't do.", 250.0),
    ("₹204 nahi bhaiya, ₹250 hi lagega", 250.0),
    ("₹440 nahi ho sakta, ₹460 dijiye", 460.0),
    ("₹400 में नहीं होगा जी, ₹450 ही लगेंगे", 450.0),
    ("₹400 nahi bhaiya, ₹450?", None),
    ("₹520 hue, 20 kam kar deta hoon", None),
    ("₹500 se kam karke ₹450 de do", 450.0),                           # money taken off: no negation, no floor
    ("₹500 से कम करके ₹450 दे दो", 450.0),
    # near the khata: read as before
    ("Your khata balance is ₹1,340 — please clear it when you can.", None),
    ("Khata mein already ₹230 likh diya.", 230.0),                     # one amount: today's goods on credit
    ("₹230 goes on your khata.", 230.0),
    ("Khata total now ₹3,400, pay when you can", None),
    ("Aapka khata ab ₹3,200 pe hai", None),
    ("It's ₹101, and your old balance is ₹300, so ₹401 in all", 101.0),
    ("You already paid ₹200, so ₹230 more.", 230.0),
    # near the change: read as before
    ("Bhaiya ₹500 ka note hai? Total 230.", 230.0),
    ("₹500 diye, ₹270 change. Bill ₹230.", 230.0),
    ("Here's your ₹37 change, thank you!", None),
    ("you gave ₹500, bill is ₹463, I returned ₹37", 463.0),
    ("₹500 ka note diya, bill ₹372, ₹128 wapas lo", 372.0),
    ("₹270 change lo, bill ₹230 tha.", 230.0),
    ("₹230 ka bill hai, change hai?", 230.0),
    ("₹500 ka change kar do, bill ₹230.", None),                        # no question: not asked, still unread
])
def test_near_sentences_read_as_before(text, bill):
    assert _bill(text) == bill
