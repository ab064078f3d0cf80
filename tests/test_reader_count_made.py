"""A named order's count told as it was, then made another ("O74 mein 10 tray ande the, 6 tray kar do"), and the
rest kept as it is beside a change ("…, baaki waisa hi rehne do"): holdouts 38 and 39, written unseen, refused
each. The cancel is the difference (4 trays, 120 eggs), never the count told (a first try cancelled 300)."""
import pytest

from lang.reader import read_message

CHANGES = [
    ("O74 mein 10 tray ande the, 6 tray kar do", [("cancel", "eggs-1pc", 120, "O74")]),
    ("O74 में 10 ट्रे अंडे थे, 6 ट्रे कर दो।", [("cancel", "eggs-1pc", 120, "O74")]),
    ("O95 mein 5 tray ande the, usko 7 tray kar do.", [("order", "eggs-1pc", 60, "O95")]),
    ("O56 में अंडे 8 ट्रे से घटाकर 5 ट्रे कर दो, बाकी जैसा है वैसा रहने दो।", [("cancel", "eggs-1pc", 90, "O56")]),
    ("O86 mein doodh 60 packet se 40 packet kar do, baaki waisa hi rehne do.", [("cancel", "milk-500ml", 20, "O86")]),
]


@pytest.mark.parametrize("text,expected", CHANGES)
def test_the_difference_is_cancelled_or_added(text, expected):
    r = read_message(text)
    assert r.readable, r.reason
    assert [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] == expected
