"""A negation that tells the reason, then goods sent after "so" / "isliye" / "toh" ("Sales were not good this week,
so only 10 kg sugar this time"), orders the goods (lang/negation_apart.py; holdouts 62 and 90)."""
from tests.reader_intents import intents, refused

SUGAR = [("order", "sugar-1kg", 10, None, None, None)]
GUD = [("order", "jaggery-1kg", 10, None, None, None)]


def test_the_reason_negated_then_goods_asked_for():
    assert intents("Sales were not good this week, so only 10 kg sugar this time.", email=True) == SUGAR
    assert intents("इस हफ़्ते बिक्री अच्छी नहीं रही, इसलिए इस बार सिर्फ़ 10 किलो चीनी।", email=True) == SUGAR
    assert intents("Is hafte bikri achhi nahi rahi, isliye is baar sirf 10 kilo chini.", email=True) == SUGAR
    assert intents("Pappu bhai told me you don't deliver on Sundays, so send 10 kg jaggery on Saturday.",
                   email=True) == GUD
    assert intents("पप्पू भाई ने बताया कि आप रविवार को डिलीवरी नहीं करते, तो 10 किलो गुड़ शनिवार को भेज दीजिए।",
                   email=True) == GUD
    assert intents("Pappu bhai ne bataya aap Sunday ko delivery nahi karte, toh 10 kilo gud Saturday ko bhej dijiye.",
                   email=True) == GUD


def test_a_refusal_after_the_so_stays_refused():
    assert refused("Sales not good, so 10 kg sugar rehne do.", email=True)
    assert refused("Not good sales, so don't send 10 kg sugar.", email=True)
