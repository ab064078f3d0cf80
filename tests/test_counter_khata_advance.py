"""The counter's conventions for an old khata balance and an advance (tests/corpus_chat/README.md, decided in the
twelfth session): the bill is what the customer is charged for today's goods.

- An old balance said beside today's goods is not billed ("Aaj ka ₹480, purana ₹540 milake ₹1,020" bills ₹480).
- A total that folds an old balance in, with no separate figure for today, is refused: today's goods cannot be told
  apart ("Total ₹1,020 ho gaya purane baaki ke saath").
- A goods total and a smaller net after an advance taken off ("₹640 hua, ₹200 advance diya tha, ₹440 aur dijiye")
  is refused with both amounts named, in the cashier's language: the shop keeps no advances, so which of the two is
  charged is the cashier's to say. Before, the Hinglish line billed the net (₹440) and the English one was refused.
"""
import pytest

from lang.counter_words import read_at_counter


def _bill(text):
    r = read_at_counter(text)
    return [i.total_paise for i in r.intents if i.kind == "bill"] if r.readable else None


@pytest.mark.parametrize("text", [
    "Aaj ka saamaan ₹480, purana ₹540 milake total ₹1,020 khate mein likh diya.",
    "Old khata ₹540 plus today's ₹480 — total ₹1,020.",
    "पिछला खाता ₹540 और आज का ₹480, कुल ₹1,020 दीजिए।",
])
def test_an_old_balance_beside_todays_goods_is_not_billed(text):
    assert _bill(text) == [48000]


@pytest.mark.parametrize("text", ["Total ₹1,020 ho gaya purane baaki ke saath.",
                                  "With your old khata it comes to ₹1,020 altogether.",
                                  "पुराना मिलाकर ₹1,020 हो गए।"])
def test_a_total_with_the_old_balance_folded_in_is_refused(text):
    assert _bill(text) is None


@pytest.mark.parametrize("text,language,word", [
    ("₹640 hua, ₹200 advance diya tha, ₹440 aur dijiye.", "hinglish", "₹440"),
    ("Your total is ₹640; ₹200 advance adjusted, please pay ₹440.", "en", "₹440"),
    ("कुल ₹640 हुए, ₹200 पहले जमा थे, ₹440 और दीजिए।", "hi", "₹440"),
    ("₹640.50 hua, ₹200 advance, ₹440.50 do.", "hinglish", "₹440.50"),
])
def test_an_advance_taken_off_a_goods_total_is_refused_naming_both(text, language, word):
    r = read_at_counter(text)
    assert not r.readable and r.reason.startswith("ambiguous_intent")
    assert word in r.reason and r.language == language


@pytest.mark.parametrize("text,total", [
    ("आज का सामान ₹315 का है, और आप पुराना ₹500 भी चुका रहे हैं, तो कुल ₹815 दे दीजिए।", 31500),  # a sum, not a net
    ("₹640 hua, ₹200 abhi do, baaki ₹440 khate mein.", 64000),  # a part paid now, the rest on the khata
])
def test_a_sum_or_a_split_is_not_an_advance(text, total):
    assert _bill(text) == [total]


@pytest.mark.parametrize("text", ["₹890 में से ₹90 का सामान वापस किया, अब ₹800 दीजिए।",
                                  "₹890 में से ₹90 का सामान वापस किया, ₹800 दीजिए।",
                                  "₹890 mein se ₹90 ka maal wapas, ₹800 do.",
                                  "Of the ₹890, ₹90 of goods came back, so now pay ₹800."])
def test_goods_handed_back_out_of_a_total_bill_the_rest(text):
    """Holdout39's hi-u057 had billed ₹90 (the goods handed back, heard as change from a note) and, without "अब",
    ₹890 (the parts' sum): the customer pays ₹800."""
    assert _bill(text) == [80000]
