"""The van goods are to come on, beside a plain list of them, is no unknown word (lang/van_said.py, session 53):
"fifty packet maggi and two and a half kilo Tata Tea, same van" had been refused ("what should we do with the
instant noodles: send, price or cancel?"). Our own sentences of the kind, in the three languages."""
import pytest

from tests.reader_intents import reading

_ORDER = [("order", "sugar-1kg", 20, None, None, None), ("order", "tea-250g", 4, None, None, None)]


@pytest.mark.parametrize("text", [
    "20 kg sugar and 4 packets Tata Tea, same van",
    "20 kilo cheeni aur 4 packet Tata Tea, usi gaadi mein",
    "20 किलो चीनी और 4 पैकेट टाटा टी, उसी गाड़ी में",
    "20 kg sugar and 4 packets Tata Tea with tomorrow's van please",
    "20 kilo cheeni aur 4 packet Tata Tea, kal ki gaadi se",
    "20 किलो चीनी और 4 पैकेट टाटा टी, कल की गाड़ी से",
])
def test_a_list_with_the_van_it_comes_on_is_an_order(text):
    assert reading(text) == _ORDER


@pytest.mark.parametrize("text", [
    "20 kg sugar and 4 packets Tata Tea, van",                    # which van? nothing says
    "20 kg sugar and 4 packets Tata Tea, your van driver was rude",
    "20 kilo cheeni aur 4 packet Tata Tea, gaadi kharab hai",
])
def test_other_words_beside_a_van_still_refuse(text):
    assert reading(text) == "ambiguous_intent.unknown_word"
