"""Several quoted goods said fine together, then ordered (``lang.fine_then_sent``, session 38, fixer DC): each quoted
rate accepted, then each ordered — in the three languages, beside a refusal of other goods between."""
from __future__ import annotations

import pytest

from reader_intents import reading

_H3027 = [("reject", "masoor-dal-1kg", None, None, None, None), ("accept", "rice-1kg", None, 3800, None, None),
          ("order", "rice-1kg", 50, None, None, None), ("accept", "toor-dal-1kg", None, 13500, None, None),
          ("order", "toor-dal-1kg", 20, None, None, None), ("pay", None, None, None, None, "B41")]


@pytest.mark.parametrize("text", [
    "> Rice ₹38/kg, masoor ₹86/kg, toor ₹135/kg\n\nRice and toor are fine. Masoor is too high, skip it. Send 50 kg rice "
    "and 20 kg toor dal. B41 is paid.",
    "> चावल ₹38/किलो, मसूर ₹86/किलो, तूर ₹135/किलो\n\nचावल और तूर ठीक हैं। मसूर महँगी है, रहने दो। 50 किलो चावल और 20 किलो "
    "तूर दाल भेज दो। B41 का पेमेंट हो गया।",
    "> Chawal ₹38/kg, masoor ₹86/kg, toor ₹135/kg\n\nChawal aur toor theek hain. Masoor mehngi hai, rehne do. 50 kilo "
    "chawal aur 20 kilo toor daal bhej do. B41 ka payment ho gaya.",
])
def test_goods_said_fine_together_are_accepted_then_ordered(text):
    assert reading(text) == _H3027


@pytest.mark.parametrize("text", [  # probes of our own
    "> Sugar ₹42/kg, poha ₹34/packet\n\nSugar and poha are fine. Send 25 kg sugar and 30 packets poha.",
    "> चीनी ₹42/किलो, पोहा ₹34/पैकेट\n\nचीनी और पोहा ठीक हैं। 25 किलो चीनी और 30 पैकेट पोहा भेज दो।",
    "> Cheeni ₹42/kilo, poha ₹34/packet\n\nCheeni aur poha theek hain. 25 kilo cheeni aur 30 packet poha bhej do.",
])
def test_probe_two_goods_fine_then_ordered(text):
    assert reading(text) == [("accept", "sugar-1kg", None, 4200, None, None), ("order", "sugar-1kg", 25, None, None, None),
                             ("accept", "poha-500g", None, 3400, None, None), ("order", "poha-500g", 30, None, None, None)]


def test_one_good_fine_then_ordered_reads_as_before():
    assert reading("> Rice ₹38/kg, toor ₹135/kg\n\nRice is fine. Send 50 kg rice.") == [
        ("accept", "rice-1kg", None, 3800, None, None), ("order", "rice-1kg", 50, None, None, None)]
