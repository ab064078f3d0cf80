"""The reader's second opinion (lang.second_opinion): its features, its decisions, its place in read_message,
and that its weights were trained on the corpora as they are."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from lang import second_opinion as so
from lang.items import matcher_for
from lang.language import normalize, tokenize
from lang.reader import read_message
from lang.reasons import word
from market.catalogue import load_catalogue

CAT = load_catalogue()
ROOT = Path(__file__).resolve().parent.parent


def _trainer():
    path = ROOT / "benchmarks" / "second_opinion_train.py"
    spec = importlib.util.spec_from_file_location("second_opinion_train", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


_features = _trainer().text_features  # a whole message's features, tokenised as the reader tokenises it


def test_features_abstract_items_numbers_and_ids():
    assert _features("Send 20 kg rice, and the bill for O12.") == [
        "send", "<n>", "kg", "<item>", ",", "and", "the", "bil", "for", "o", "<n>", ".",
        "send <n>", "<n> kg", "kg <item>", "<item> ,", ", and", "and the", "the bil", "bil for", "for o", "o <n>",
        "<n> ."]
    assert _features("B7 paid") == ["b", "<n>", "paid", "b <n>", "<n> paid"]


def test_features_fold_hindi_and_hinglish_alike():
    assert _features("चावल 10 किलो भेजो") == _features("chawal 10 kilo bhejo")


def test_features_leave_out_reasoning_quotes_and_the_context_before_start():
    assert _features("<think>offer 36</think> Send 5 kg sugar") == _features("Send 5 kg sugar")
    assert _features("> Sugar ₹44/kg\n\nAgreed.") == ["<nl>", "<nl>", "agrid", ".", "<nl> <nl>", "<nl> agrid",
                                                        "agrid ."]
    tokens = tokenize(normalize("Sugar 44\n\nAgreed."))
    start = tokens[-2].start
    assert so.features(tokens, matcher_for(CAT).find_in_tokens(tokens), start) == ["agrid", ".", "agrid ."]


#: Hand-built weights: "bhejo" is an order, "rate" a rate asked, "copy" a bill asked and no complaint.
_W = so.Weights.sparse(so.KINDS, tuple(-6.0 for _ in so.KINDS),
               {"bhejo": ((0, 12.0),), "rate": ((9, 12.0),), "copy": ((8, 12.0), (6, -4.0))})


def test_kind_chances_from_hand_built_weights():
    chance = so.kind_chances(["bhejo", "bhejo", "rate"], _W)
    assert chance["order"] == pytest.approx(1 / (1 + 2.718281828 ** -6.0), rel=1e-6)  # each feature once
    assert chance["ask_quote"] == pytest.approx(chance["order"])
    assert chance["pay"] == pytest.approx(1 / (1 + 2.718281828 ** 6.0), rel=1e-6)


def test_doubt_names_the_kind_missing_extra_or_the_whole_reading():
    assert so.doubt({"order"}, ["bhejo"], _W) is None
    assert so.doubt({"order"}, ["bhejo", "rate"], _W) == ("ambiguous_intent.also",
                                                          {"requests": "order", "request": "ask_quote"})
    assert so.doubt({"dispute"}, ["copy"], _W) == ("ambiguous_intent.also",
                                                  {"requests": "dispute", "request": "ask_bill"})
    assert so.doubt({"ask_quote", "order"}, ["rate"], _W) is None  # no word for an order: no evidence against it
    assert so.doubt({"order"}, ["rate"], _W) == ("ambiguous_intent.also", {"requests": "order",
                                                                          "request": "ask_quote"})
    assert so.doubt({"order", "dispute"}, ["copy"], _W) == ("ambiguous_intent.also", {
        "requests": "order,dispute", "request": "ask_bill"})  # a kind missed is told before a kind doubted
    weaker = so.Weights.sparse(so.KINDS, tuple(_W.intercepts), {"copy": ((8, 6.6), (6, -4.0))})
    assert so.doubt({"dispute"}, ["copy", "copy"], weaker) == (
        "ambiguous_intent.not_sure", {"request": "dispute", "other": "ask_bill"})  # ask_bill 0.65: reads more so
    assert so.doubt({"ask_bill"}, ["kitna"], _W) is None  # no word it knows: no evidence against a lone kind
    assert so.doubt({"ask_bill"}, ["bhejo"], _W) == ("ambiguous_intent.also", {"requests": "ask_bill",
                                                                              "request": "order"})
    assert so.doubt({"bill"}, ["copy"], _W) is None  # the counter's kind is not judged
    assert so.doubt(set(), ["copy"], _W) is None


def test_a_bill_asked_again_is_not_read_as_a_dispute():
    text = "B14 dobara bhej do, hamari copy kho gayi."
    rules = read_message(text, CAT, email=True, second_opinion=False)  # (the rules read a dispute in "dobara" until
    assert rules.readable and [i.kind for i in rules.intents] == ["ask_bill"]  # the eighteenth session; the second
    judged = read_message(text, CAT, email=True)  # opinion refused it) — it agrees with them now
    assert judged.readable and [(i.kind, i.bill_id) for i in judged.intents] == [("ask_bill", "B14")]
    assert judged.language == "hinglish"


def test_a_doubt_is_worded_in_the_writers_language():
    args = {"requests": "dispute", "request": "ask_bill"}
    assert word("ambiguous_intent.also", args, "hi") == (
        "इसमें बिल की शिकायत समझ आया, पर कुछ हिस्सा बिल की माँग जैसा भी लगता है जो पढ़ा नहीं गया; "
        "हर बात अलग वाक्य में साफ़ लिखिए")
    assert word("ambiguous_intent.also", args, "en").startswith(
        "I read a complaint about a bill here, but part of it reads like a bill asked for too")


def test_a_plain_question_in_new_words_stands():
    reading = read_message("How much do I owe you?", CAT, email=True)
    assert reading.readable and [i.kind for i in reading.intents] == ["ask_bill"]


def test_only_e_mails_are_judged():
    text = "B14 dobara bhej do, hamari copy kho gayi."
    assert read_message(text, CAT).readable  # not an e-mail (the counter, the renderer's guard): the rules alone
    plain = read_message("Please send 20 kg rice and 10 kg sugar.", CAT, email=True)
    assert plain.readable and [(i.kind, i.sku, i.quantity) for i in plain.intents] == [
        ("order", "rice-1kg", 20), ("order", "sugar-1kg", 10)]


def test_the_weights_were_trained_on_the_corpora_as_they_are():
    trainer = _trainer()
    rows = trainer.corpus_rows()
    on = json.loads(so.WEIGHTS.read_text(encoding="utf-8"))["trained_on"]
    assert on["rows"] == len(rows) and on["sha256"] == trainer.digest(rows), (
        "tests/corpus* changed since lang/data/second_opinion.json was trained: "
        "pip install -e '.[train]' && python benchmarks/second_opinion_train.py")
    assert not any(r["corpus"].startswith("corpus_sealed") for r in rows)
