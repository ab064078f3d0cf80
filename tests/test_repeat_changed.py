"""``lang.repeat_changed``: an order asked repeated with changes, its goods not listed, is refused for the whole
order (each item with its count), not for a part of it, in every language; "send O2 again" is left as it was."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()

TEXTS = [
    "Hi,\n\nPlease repeat last week's order (O2) with these changes:\n\n| Item | Change |\n|---|---|\n"
    "| Milk 500ml | +20 packets |\n| Curd | same |\n| Paneer | cut to 10 packs |\n\nSame rates as before.\n\nCheers,\n"
    "Deepak",
    "O2 wala order dobara bhej dijiye, bas ye badlav:\n\n| Item | Badlav |\n|---|---|\n| Doodh 500ml | +20 packet |\n"
    "| Dahi | same |\n| Paneer | 10 packet kar do |\n\nRate wahi purane.",
    "पिछले हफ़्ते वाला ऑर्डर (O2) दोबारा भेज दीजिए, इन बदलावों के साथ:\n\n| सामान | बदलाव |\n|---|---|\n"
    "| दूध 500ml | +20 पैकेट |\n| दही | वैसा ही |\n| पनीर | 10 पैकेट कर दीजिए |\n\nभाव पहले वाले ही।",
]


@pytest.mark.parametrize("text", TEXTS)
def test_the_whole_order_is_what_is_missing(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason_key == "no_item.repeat_changed" and r.reason_args["id"] == "O2"


def test_a_repeat_with_nothing_changed_is_left_alone():
    r = read_message("Please send O2 again.", CAT, email=True)
    assert r.reason_key != "no_item.repeat_changed"
