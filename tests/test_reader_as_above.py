"""A summary that points back at the goods above adds nothing (lang/as_above.py, session 53): "Summary: rice and sugar
as above." had been refused ("what should we do with the rice?"). Our own sentences of the kind, in three languages."""
import pytest

from tests.reader_intents import reading

_ORDER = [("order", "besan-500g", 10, None, None, None), ("order", "suji-500g", 20, None, None, None)]


@pytest.mark.parametrize("text", [
    "Please send 10 packets besan and 20 packets suji.\n\nSummary: besan and suji as above.",
    "Please send 10 packets besan and 20 packets suji.\n\nTo sum up: besan and suji as listed, delivery Monday.",
    "10 packet besan aur 20 packet suji bhej dijiye.\n\nSummary: besan aur suji upar jaise.",
    "10 पैकेट बेसन और 20 पैकेट सूजी भेज दीजिए।\n\nसारांश: बेसन और सूजी ऊपर जैसे।",
])
def test_a_summary_as_above_adds_nothing(text):
    assert reading(text) == _ORDER


@pytest.mark.parametrize("text", [
    "Please send 10 packets besan.\n\nSuji as above.",        # suji named nowhere above: how many?
    "10 packet besan bhej dijiye.\n\nSuji upar jaise.",
])
def test_goods_named_only_in_the_summary_are_not_passed_over(text):
    assert reading(text) == "no_quantity.how_many"
