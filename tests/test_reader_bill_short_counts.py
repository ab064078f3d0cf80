"""A bill charging more than came, told with the count received or the deal said (lang/bill_short.py, session 53):
"you have billed 40 packets of paneer, but we received 30", "delivery sirf 10 litre ki hui", "baat 132 ki hui thi".
Each had been refused as goods with no word ("what should we do with the paneer?"). Our own sentences of the kind."""
import pytest

from tests.reader_intents import reading


@pytest.mark.parametrize("text, bill", [
    ("B14 charges 25 kg sugar, but we received 20 kg.", "B14"),
    ("You have billed 12 trays of eggs in B14, but we received 10.", "B14"),
    ("Bill B14 mein 25 kilo cheeni ka paisa laga hai, par delivery sirf 20 kilo ki hui.", "B14"),
    ("बिल B14 में 25 किलो चीनी का पैसा लगा है, पर डिलीवरी सिर्फ़ 20 किलो की हुई।", "B14"),
    ("B14 me 25 kilo cheeni lagaya hai, baat 20 ki hui thi.", "B14"),
    ("B14 में 25 किलो चीनी लगाई है, बात 20 की हुई थी।", "B14"),
])
def test_a_bill_charging_more_than_came_is_disputed(text, bill):
    assert reading(text) == [("dispute", None, None, None, None, bill)]


@pytest.mark.parametrize("text", [
    "B14 charges 25 kg sugar, but we received it late. Send 10 kg more.",  # no count received: as before
])
def test_received_without_a_count_alone_is_no_dispute(text):
    got = reading(text)
    assert got != [("dispute", None, None, None, None, "B14")]
