"""A rate asked in words — a verb of telling and a price noun, in each language's order ("let us know your current
rate for …", "apne best rate bataiye", "अपनी सबसे अच्छी दरें बताएँ") — is a rate question (``ask_quote``).

Before the thirteenth session: holdout37's "कृपया अपनी सबसे अच्छी दरें बताएँ:" over a list of goods and quantities
had **ordered the list** (the plural दरें was not a price word), and holdout42's "Kindly let us know your current
rate for Aashirvaad atta and Fortune mustard oil. Also, please confirm whether O62 …" had dropped the rate question
(only the delivery question was read).
"""
import pytest

from lang.reader import read_message


def _rows(r):
    return [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] if r.readable else r.reason


@pytest.mark.parametrize("text", [
    "We need these next week, please let us know your best rates:\n1. Mustard oil – 30 litres\n2. Moong dal – 40 kg",
    "हमें अगले सप्ताह ये सामान चाहिए, कृपया अपनी सबसे अच्छी दरें बताएँ:\n1. सरसों का तेल – 30 लीटर\n2. मूँग दाल – 40 किलो",
    "Agle hafte ye saaman chahiye, apne best rate bataiye:\n1. Sarson tel – 30 litre\n2. Moong dal – 40 kilo",
])
def test_rates_asked_over_a_list_are_asked_not_ordered(text):
    assert _rows(read_message(text, email=True)) == [("ask_quote", "mustard-oil-1l", 30, None),
                                                     ("ask_quote", "moong-dal-1kg", 40, None)]


@pytest.mark.parametrize("text", [
    "Kindly let us know your current rate for sugar and rice. Also, please confirm whether O62 will reach us by Monday.",
    "चीनी और चावल की दरें बताइए। साथ ही बताइए कि O62 सोमवार तक आएगा क्या?",
    "Chini aur chawal ka aaj ka rate bataiye. Aur O62 Monday tak aa jayega kya?",
])
def test_a_rate_asked_beside_a_delivery_question_is_kept(text):
    assert _rows(read_message(text, email=True)) == [("ask_quote", "sugar-1kg", None, None),
                                                     ("ask_quote", "rice-1kg", None, None),
                                                     ("ask_delivery", None, None, "O62")]


@pytest.mark.parametrize("text", ["20 kilo chini bhejo, aaj ka rate bata dena", "Send 20 kg sugar, let me know the rate",
                                  "20 किलो चीनी भेजो, आज का भाव बता देना"])
def test_goods_sent_and_the_rate_asked_stay_an_order(text):
    assert _rows(read_message(text, email=True)) == [("order", "sugar-1kg", 20, None), ("ask_quote", "sugar-1kg", None, None)]
