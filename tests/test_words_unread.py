"""The fast paths of words beside fenced blocks (lang/words_unread.py; session 36, issue 13): a bill block's total
said again in words, and a greeting alone. Skipping their reading gives the same reading as reading them, in the
three languages, at every total, beside every kind of block and in every mode of the reader; words that say
anything else still take the slow path."""
import random

import pytest

import lang.block_words as block_words
from lang.amounts import money
from lang.words_unread import GREETINGS, RESTATED_BILLS, greets_only, restates_bill
from lang.counter_words import read_at_counter
from lang.intents import Intent
from lang.reader import read_message
from roles.scripted.base import item_block
from roles.scripted.staff import _SAY, _say
from tests.reader_intents import CAT

_RNG = random.Random(36)
#: Totals in paise: the edges of the money's writing (paise, a thousand, a lakh) and a fixed random sample.
#: (Once, 2026-12-05: ~230 totals from ₹0.01 to ₹3,00,000 in the four modes, 10,848 readings, none apart.)
TOTALS = sorted({1, 5, 99, 100, 150, 9999, 10000, 12345, 100000, 1000000, 10000000, 30000000}
                | {_RNG.randint(1, 30000000) for _ in range(4)} | {_RNG.randint(1, 500000) * 100 for _ in range(4)})
SENTENCES = [s for sentences in RESTATED_BILLS.values() for s in sentences]
#: (e-mail, second opinion): every way ``read_message`` reads the words beside a block.
MODES = [(False, False), (True, True), (True, False), (False, True)]


def _message(sentence: str, paise: int) -> str:
    return sentence.format(total=money(paise)) + "\n" + item_block("bill", "", ("total_inr", paise / 100))


def _both_ways(monkeypatch, read):
    """``read()`` with the fast path, then with it switched off (the words read in full)."""
    fast = read()
    with monkeypatch.context() as m:
        m.setattr(block_words, "unread", lambda words, blocks: False)
        slow = read()
    return fast, slow


@pytest.mark.parametrize("sentence", SENTENCES)
def test_a_restated_total_reads_as_the_words_read_in_full(sentence, monkeypatch):
    for paise in TOTALS:
        text = _message(sentence, paise)
        assert restates_bill(text.split("```")[0], [Intent(kind="bill", total_paise=paise)]), text
        for email, judge in MODES:
            fast, slow = _both_ways(monkeypatch, lambda: read_message(text, CAT, email, judge))
            assert fast == slow, (text, email, judge)
        fast, slow = _both_ways(monkeypatch, lambda: read_at_counter(text, CAT))
        assert fast == slow and [i.total_paise for i in fast.intents] == [paise], text


def test_every_scripted_cashier_sentence_takes_the_fast_path():
    assert {lang: tuple(d.values()) for lang, d in _SAY.items()} == RESTATED_BILLS

    class Turn:
        def __init__(self, language):
            self.subject = {"language": language}
    for language, sentences in _SAY.items():
        for what in sentences:
            for rupees in (230, 1245.5, 99.99, 100000, 0.05):
                text = _say(Turn(language), what, rupees)["text"]
                words, _, _ = text.partition("```")
                assert restates_bill(words, [Intent(kind="bill", total_paise=round(rupees * 100))]), text


BILL_230 = '```bill {"total_inr": 230}```'


@pytest.mark.parametrize("words", [
    "Total ₹240 hua.", "कुल ₹240 हुए।", "That comes to ₹240.",  # another total: contradictory
    "Total ₹230 hua, kal dena.", "कुल ₹230 हुए, कल दे देना।", "That comes to ₹230, pay tomorrow.",  # more words
    "Namaste. Total ₹230 hua.", "नमस्ते। कुल ₹230 हुए।", "Hello! That comes to ₹230.",  # a greeting: read in full
    "Total ₹230.00 hua.", "Total Rs 230 hua.", "That comes to ₹ 230.", "That comes to 230.",  # written otherwise
    "> Rice ₹45/kg\nThat comes to ₹230.", "<think>₹230</think>That comes to ₹230.",  # a quote, reasoning
    "That comes to ₹230.\nAlso send 10 kg sugar.", "Total ₹230 hua. 2 kilo cheeni bhi.",
])
def test_words_that_say_more_than_the_total_take_the_slow_path(words, monkeypatch):
    text = f"{words}\n{BILL_230}"
    assert not restates_bill(words, [Intent(kind="bill", total_paise=23000)])
    for email, judge in MODES:
        fast, slow = _both_ways(monkeypatch, lambda: read_message(text, CAT, email, judge))
        assert fast == slow


def test_blocks_other_than_one_bill_total_take_the_slow_path():
    words = "Total ₹230 hua."
    assert restates_bill(words, [Intent(kind="bill", total_paise=23000), Intent(kind="bill", total_paise=23000)])
    assert not restates_bill(words, [Intent(kind="bill", total_paise=23000), Intent(kind="bill", total_paise=24000)])
    assert not restates_bill(words, [Intent(kind="bill", total_paise=23000), Intent(kind="pay", bill_id="B3")])
    assert not restates_bill(words, [Intent(kind="order", sku="rice-1kg", quantity=2, total_paise=23000)])
    assert not restates_bill(words, [])


def test_a_contradicting_total_is_still_refused():
    reading = read_message(f"Total ₹240 hua.\n{BILL_230}", CAT)
    assert not reading.readable and reading.reason_key == "contradictory.block_total"


BLOCKS = ['```order {"items": [{"item": "eggs", "quantity": 30}]}```',
          '```negotiate {"items": [{"sku": "rice-1kg", "action": "offer", "unit_price_inr": 41.5}]}```',
          '```negotiate {"items": [{"sku": "atta-5kg", "action": "accept", "unit_price_inr": 240}]}```\n'
          '```order {"items": [{"sku": "atta-5kg", "quantity": 4}]}```',
          '```pay {"bill_id": "B3"}```', '```cancel {"order_id": "O2"}```', BILL_230, '```order {"items": []}```']


@pytest.mark.parametrize("greeting", [g for greetings in GREETINGS.values() for g in greetings])
def test_a_greeting_alone_reads_as_the_words_read_in_full(greeting, monkeypatch):
    for blocks in BLOCKS:
        for text in (f"{greeting}\n{blocks}", f"  {greeting}  \n\n{blocks}\n"):
            assert greets_only(text.split("```")[0])
            for email, judge in MODES:
                fast, slow = _both_ways(monkeypatch, lambda: read_message(text, CAT, email, judge))
                assert fast == slow, (text, email, judge)


@pytest.mark.parametrize("words", ["Namaste, please send the order below.", "नमस्ते, नीचे का ऑर्डर भेजिए।",
                                   "Dear Sir, cancel O4 too.", "Namaste ji,", "Dear Sir", "Namaste,\nAlso when will O4 come?"])
def test_more_than_a_greeting_takes_the_slow_path(words, monkeypatch):
    assert not greets_only(words)
    text = f"{words}\n{BLOCKS[0]}"
    fast, slow = _both_ways(monkeypatch, lambda: read_message(text, CAT, True, True))
    assert fast == slow
