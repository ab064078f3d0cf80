"""The second opinion on the whole reading (lang.reading_doubt): its features, its decision in read_message, the
readings it refuses and the near ones it leaves, in the three languages."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from lang import reading_doubt as rd
from lang import second_opinion as so
from lang.reader import read_message
from lang.reasons import word
from market.catalogue import load_catalogue

CAT = load_catalogue()
ROOT = Path(__file__).resolve().parent.parent


def _trainer():
    spec = importlib.util.spec_from_file_location("second_opinion_train", ROOT / "benchmarks" / "second_opinion_train.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _shape(text: str) -> list[str]:
    """The reading features of the rules' reading of ``text`` (chance bins left out: they move with retraining)."""
    reading = read_message(text, CAT, email=True, second_opinion=False)
    feats = _trainer().text_features(text)
    return [f for f in rd.reading_features(rd.reading_rows(reading.intents), so.kind_chances(feats), feats)
            if "@" not in f and not f.startswith(("minread=", "maxnot="))]


@pytest.mark.parametrize("text", ["Send 20 kg rice", "20 किलो चावल भेजो", "20 kilo chawal bhejo"])
def test_an_order_has_the_same_shape_in_every_language(text):
    assert _shape(text) == ["k=order", "k=order:1", "n=1", "ks=order", "order:sku=1:q=1:p=0:t=0:c=0:o=0:b=0",
                            "items-skus=0", "nums-vals=0"]


def test_features_count_goods_and_numbers_the_reading_leaves_unused():
    rows = [("ask_delivery", "rice-1kg", None, None, None, None, "O9", None)]
    feats = ["when", "o", "<n>", "<item>", "<n>", "kg"]
    got = rd.reading_features(rows, {k: 0.5 for k in so.KINDS}, feats)
    assert "ask_delivery:sku=1:q=0:p=0:t=0:c=0:o=1:b=0" in got
    assert "nums-vals=1" in got and "items-skus=0" in got  # the 30 kg said, not read
    both = [("order", "atta-5kg", 6, None, None, None, None, None), ("offer", "atta-5kg", None, 215.0, None, None,
                                                                       None, None)]
    assert "same:offer+order" in rd.reading_features(both, {}, [])  # one goods ordered and offered at once


def test_silent_chance_from_hand_built_weights():
    w = rd.ReadingWeights(-2.0, {"same:offer+order": 4.0, "n=1": -1.0})
    assert rd.silent_chance(["same:offer+order", "same:offer+order"], w) == pytest.approx(1 / (1 + 2.718281828 ** -2))
    assert rd.silent_chance(["n=1", "unknown"], w) == pytest.approx(1 / (1 + 2.718281828 ** 3))


def test_the_refusal_is_worded_in_the_writers_language():
    args = {"requests": "ask_delivery"}
    assert word("ambiguous_intent.unsure", args, "en").startswith("I read a question about a delivery here, but I am "
                                                                  "not sure")
    assert word("ambiguous_intent.unsure", args, "hi").startswith("इसमें डिलीवरी का सवाल समझ आया")
    assert word("ambiguous_intent.unsure", args, "hinglish").startswith("isme delivery ka sawaal samajh aaya")


def test_the_weights_were_trained_on_the_corpora_and_first_readings_as_they_are():
    trainer = _trainer()
    on = json.loads(rd.WEIGHTS.read_text(encoding="utf-8"))["trained_on"]
    assert on["sha256"] == trainer.digest(trainer.corpus_rows()), "retrain: python benchmarks/second_opinion_train.py"
    import hashlib
    assert on["first_readings_sha256"] == hashlib.sha256(trainer.FIRST.read_bytes()).hexdigest()


def test_it_is_off_at_read_time_for_now():
    assert rd.ABOVE is None  # (lang.reading_doubt.ABOVE says why)
    reading = read_message("Rice yes, sugar no.", CAT, email=True)
    assert reading.readable and [(i.kind, i.sku) for i in reading.intents] == [("accept", "rice-1kg"),
                                                                               ("reject", "sugar-1kg")]


#: Probes of this session's writing: an order asked after with no id says which order? only the writer knows (the
#: corpora's gold refuses it: holdout78 r9057), and a lot quoted then "Fine." read as a price agreed plus an order.
_DOUBTED = ["Our order has not come yet, it's been four days.", "Hamara maal abhi tak nahi aaya, chaar din ho gaye.",
            "हमारा माल अभी तक नहीं आया, चार दिन हो गए।", "> Rice: 40 kg at ₹37/kg, can deliver tomorrow.\n\nFine."]
#: The near sentences, naming the order: they read as before when it is switched on.
_STANDS = ["When will O14 reach? Four days now.", "O14 kab pahunchega? Chaar din ho gaye.", "O14 कब पहुँचेगा? चार दिन हो गए।"]


@pytest.mark.parametrize("text", _DOUBTED)
def test_switched_on_it_refuses_a_shape_often_misread(text, monkeypatch):
    assert read_message(text, CAT, email=True).readable  # off: the rules' reading stands
    monkeypatch.setattr(rd, "ABOVE", rd.SUGGESTED)
    reading = read_message(text, CAT, email=True)
    assert not reading.readable and reading.reason_key == "ambiguous_intent.unsure"


@pytest.mark.parametrize("text", _STANDS)
def test_switched_on_it_leaves_the_order_named(text, monkeypatch):
    monkeypatch.setattr(rd, "ABOVE", rd.SUGGESTED)
    reading = read_message(text, CAT, email=True)
    assert reading.readable and [(i.kind, i.order_id) for i in reading.intents] == [("ask_delivery", "O14")]


#: Readings that only accept or turn down goods by name (no figure, no id) — left alone by the doubt when it is on —
#: and near readings that carry a figure or an id, which it still weighs.
_RATES_ONLY = ["Your rates for haldi and lal mirch are acceptable.", "चीनी हाँ, गुड़ ना", "Besan ka rate OK hai, suji ka nahi."]
_NOT_RATES_ONLY = ["Your rate for sugar is fine. Send 25 kg.", "Rice ₹36 per kg chalega?", "O80 में चावल आ गया, चीनी कहाँ है?"]


@pytest.mark.parametrize("text", _RATES_ONLY)
def test_rates_answered_by_name_alone_are_not_doubted(text, monkeypatch):
    reading = read_message(text, CAT, email=True)
    assert reading.readable and {i.kind for i in reading.intents} <= {"accept", "reject"}
    assert rd.rates_answered_only(reading.intents)
    monkeypatch.setattr(rd, "ABOVE", 0.0)  # refuses every reading it weighs
    assert read_message(text, CAT, email=True).intents == reading.intents


@pytest.mark.parametrize("text", _NOT_RATES_ONLY)
def test_readings_with_a_figure_or_an_id_are_weighed(text, monkeypatch):
    reading = read_message(text, CAT, email=True)
    assert reading.readable and not rd.rates_answered_only(reading.intents)
    monkeypatch.setattr(rd, "ABOVE", 0.0)
    refused = read_message(text, CAT, email=True)
    assert not refused.readable and refused.reason_key == "ambiguous_intent.unsure"
