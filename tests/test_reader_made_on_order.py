"""A named order's count made another with "make" or a bare "karo" is read as the change (lang/made_on_order.py):
"O1 sugar make 30 kg not 20 kg pls." orders 10 kg more to O1, "O17 – make the tea 2 kg less." cancels 2 kg; they had
been refused ("what should we do with the sugar: send, price or cancel?") though the Hindi of most read (holdouts
72, 94, 126, 127, 132, 133). The first cases of each test are our own probes, not from a corpus."""
import pytest

from tests.reader_intents import reading


@pytest.mark.parametrize("text", [
    "O22 rice make 50 kg not 40 kg.",  # probes
    "O22 में चावल 40 नहीं 50 किलो करो",
    "O22 mein chawal 40 nahi 50 kilo karo",
])
def test_a_count_made_more_with_not_orders_the_difference(text):
    assert reading(text) == [("order", "rice-1kg", 10, None, "O22", None)]


@pytest.mark.parametrize("text, want", [
    ("O1 sugar make 30 kg not 20 kg pls. same rate.", [("order", "sugar-1kg", 10, None, "O1", None)]),  # holdout132
    ("O10 sugar make 80 kg not 50", [("order", "sugar-1kg", 30, None, "O10", None)]),  # holdout133
    ("O10 में चीनी 50 नहीं 80 किलो करो", [("order", "sugar-1kg", 30, None, "O10", None)]),
    ("O10 mein cheeni 50 nahi 80 kg karo", [("order", "sugar-1kg", 30, None, "O10", None)]),
    ("O7 sugar make 20 kg not 25 kg. society want less", [("cancel", "sugar-1kg", 5, None, "O7", None)]),  # 127
])
def test_corpus_counts_made_with_not(text, want):
    assert reading(text) == want


@pytest.mark.parametrize("text", [
    "In O22, make the 50 kg rice 35 kg.",  # probe
    "O22 में 50 किलो चावल को 35 किलो कर दीजिए",  # (read before)
    "O22 mein 50 kilo chawal ko 35 kilo kar dijiye",
])
def test_make_the_old_count_the_new_one_cancels_the_difference(text):
    assert reading(text) == [("cancel", "rice-1kg", 15, None, "O22", None)]


@pytest.mark.parametrize("text", [
    "O22 bread 20 packet make 12.",  # probe
    "O22 में ब्रेड 20 पैकेट की जगह 12 करो",
    "O22 mein bread 20 packet ki jagah 12 karo",
])
def test_a_count_then_make_and_the_new_count(text):
    assert reading(text) == [("cancel", "bread-400g", 8, None, "O22", None)]


@pytest.mark.parametrize("text", [
    "O22 – make the sugar 5 kg less.",  # probe
    "O22 – चीनी 5 किलो कम कर दो",
    "O22 – cheeni 5 kilo kam kar do",
])
def test_make_a_count_less_cancels_it(text):
    assert reading(text) == [("cancel", "sugar-1kg", 5, None, "O22", None)]


@pytest.mark.parametrize("text, want", [
    ("In O15, make the 40 kg rice 60 kg.", [("order", "rice-1kg", 20, None, "O15", None)]),  # holdout94
    ("O17 – make the tea 2 kg less.", [("cancel", "tea-250g", 8, None, "O17", None)]),  # holdout72
    ("O15 tomato make 10 kg less. heat rotting it.", [("cancel", "tomato-1kg", 10, None, "O15", None)]),  # 126
    # session 51 (FIXCB): a count corrected with "nahi" beside the named order is its count changed, sent or made
    # (lang.mistake_counts; probes51_cb o3048's held-out gold: "O11 में भुजिया चौबीस नहीं, बारह पैकेट भेजिए" cuts 12);
    # it had been refused (ambiguous_intent.id: "no karo: sent, not made")
    ("O22 mein chawal 40 nahi 50 kilo bhejo", [("order", "rice-1kg", 10, None, "O22", None)]),
])
def test_corpus_counts_made(text, want):
    assert reading(text) == want


@pytest.mark.parametrize("text, want", [
    ("Make 50 kg rice not 40 kg.", "ambiguous_intent.unknown_word"),  # no order named: which count?
    ("Rice make 50 kg not 40 kg.", "ambiguous_intent.unknown_word"),
    ("चावल 40 नहीं 50 किलो करो", "no_price.what_price"),
    ("chawal 40 nahi 50 kilo karo", "no_price.what_price"),
    ("O22 rice make ₹38 not ₹40.", "ambiguous_intent.figure"),  # a price, not a count
    ("O22 rice make 38 rs not 40", "ambiguous_intent.figure"),
    ("In O22 make 10 kg rice and 5 kg sugar", "ambiguous_intent.id"),  # added, or made so?
])
def test_near_sentences_stay_refused(text, want):
    assert reading(text) == want


def test_make_sure_is_no_change_of_the_order():
    text = ("Please make sure the full count comes this time; O6 was short by 10 dozen bananas. Delivery on the "
            "morning of 27 March would be ideal.")
    assert reading(text) == [("dispute", None, None, None, "O6", None)]
