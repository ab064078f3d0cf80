"""A window of time is no price asked halfway (session 53, SILENT; probes52_pt README): "बीच" / "beech" after "के" /
"ke" and a word of the clock ("बजे", "baje", "subah") or a time written "9:00" closes a window of time
(``PriceAsksMixin._time_between``); before, any "beech" in a message holding "ka"/"kar" was read as a price asked
halfway and refused. New sentences of the kind; a price between stays one."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [
    "Please send 30 kg atta tomorrow between 10:00 and 12:00; use the side gate of the shop.",
    "कल 30 किलो आटा भेज दीजिए, सुबह 10 से 12 बजे के बीच; दुकान का साइड वाला गेट इस्तेमाल कीजिए।",
    "Kal 30 kilo aata bhej dijiye, subah 10 se 12 baje ke beech; dukaan ka side wala gate use kijiye.",
])
def test_the_order_is_read_beside_a_window_of_time(text):
    assert intents(text, email=True) == [("order", "atta-5kg", 6, None, None, None)]


@pytest.mark.parametrize("text", ["Kya O14 aaj aa jayega? 4:30 se 6:00 ke beech koi dukaan ka shutter kholega.",
                                  "क्या O14 आज आ जाएगा? 4:30 से 6:00 के बीच कोई दुकान का शटर खोलेगा।"])
def test_a_time_written_with_a_colon_is_a_window(text):
    assert intents(text, email=True) == [("ask_delivery", None, None, None, "O14", None)]


def test_a_price_between_is_still_asked():
    assert intents("Cheeni ₹40 aur ₹44 ke beech mein kar do, beech ka rasta nikalo.", email=True) == [
        ("offer", "sugar-1kg", None, 4200, None, None)]
