"""Refusal reasons are codes with parameters, worded per language from one table (``lang.reasons``)."""
from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from lang.reader import REASONS, read_message
from lang.reason_guards import REQUEST_PARAMS, request_names
from lang.reasons import WHY, why, word
from lang.refusals import reader_reason
from lang.render import phrases, render_reason
from market.catalogue import load_catalogue

CAT = load_catalogue()
HERE = Path(__file__).parent
SAMPLE = {"item": "rice", "items": "toor dal, moong dal", "unit": "kg", "sunit": "packet", "unit2": "g", "n": "10",
          "m": "20", "n2": "5", "size": "5 kg", "limit": "20,000", "packs": "packets", "money": "₹38.50",
          "money2": "₹40", "money3": "₹400", "id": "B12", "text": "chawal 40", "figure": "₹510 per litre",
          "word": "kam", "action": "pay", "block": "the order block is not valid JSON", "to": "S5",
          "request": "ask_bill", "requests": "order,dispute", "other": "offer"}
_LATIN = re.compile(r"(?<![\w₹])[A-Za-z]{2,}")


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


@pytest.mark.parametrize("key", sorted(WHY))
def test_every_reason_is_worded_in_every_language(key):
    row = WHY[key]
    assert key.split(".")[0] in REASONS
    assert set(row) == {"en", "hi", "hinglish"} and all(row.values()), key
    assert _fields(row["hi"]) <= _fields(row["en"]) and _fields(row["hinglish"]) <= _fields(row["en"]), key


@pytest.mark.parametrize("key", sorted(WHY))
def test_english_wording_is_the_code_and_the_filled_template(key):
    args = {f: SAMPLE[f] for f in _fields(WHY[key]["en"])}
    w = why(key, **args)
    shown = {k: request_names(v, "en") if k in REQUEST_PARAMS else v for k, v in args.items()}
    assert str(w) == f"{key.split('.')[0]}: {WHY[key]['en'].format(**shown)}"
    assert (w.key, w.args) == (key, args)


@pytest.mark.parametrize("key", sorted(WHY))
def test_hindi_wording_has_no_english(key):
    args = {f: SAMPLE[f] for f in _fields(WHY[key]["en"])}
    names = {it.item: it.hindi for it in CAT.items}
    text = word(key, args, "hi", names)
    leftovers = [w for w in _LATIN.findall(text) if not re.fullmatch(r"[ABO]\d+", w)]
    assert not leftovers, (key, text)
    assert re.search(r"[\u0900-\u097f]", text), (key, text)


def _unreadable_texts() -> list[str]:
    texts = ["Send rice.", "Send 750 g besan", "Send 5 kg dal", "Cancel the order", "Deal at ₹40", "x" * 30_000,
             "Send 10 kg rice for ₹40 per kg, total ₹500", "Send 10 kg rice for 100.", "Please pay the bill.",
             "Send 2 kg eggs.", "Send 10 litres of soft drink.", "", "```order {\"items\": 3}```",
             "Send 20 kg rice and 10 kg more next week."]
    for folder in ("corpus", "corpus_chat", "corpus_holdout"):
        for lang in ("en", "hi", "hinglish"):
            for line in (HERE / folder / f"{lang}.jsonl").read_text(encoding="utf-8").splitlines():
                if line.strip():
                    texts.append(json.loads(line)["text"])
    return texts


def test_every_refusal_the_reader_gives_has_a_key_and_is_its_wording():
    """The reason's text is its key's English filled with its parameters, so the key and parameters
    that travel to the reply say exactly what the record says."""
    seen = set()
    for text in _unreadable_texts():
        r = read_message(text, CAT)
        if r.readable:
            continue
        assert r.reason_key in WHY, (text, r.reason)
        assert r.reason == why(r.reason_key, **r.reason_args), (text, r.reason)
        seen.add(r.reason_key)
    assert len(seen) >= 12, seen


def test_the_reader_words_no_detail_by_hand():
    """Every refusal in the reader is written through ``why``: no f-string reason, so none can drift."""
    lang = HERE.parent / "lang"
    for path in lang.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"_Fail\(\s*f?[\"']", source), path.name
        assert not re.search(r"Reading\(readable=False, reason=f?[\"']", source), path.name


def _refusal(r) -> dict:
    return {"code": "could_not_read", "reader_key": r.reason_key, "reader_args": r.reason_args}


def test_a_hindi_reply_is_actionable_and_names_the_item():
    r = read_message("चावल भेज दो", CAT)
    assert r.reason_key == "no_quantity.how_many" and r.reason_args == {"item": "rice", "unit": "kg"}
    assert render_reason(_refusal(r), "hi") == "मात्रा नहीं लिखी: “चावल कितना चाहिए? (किलो में लिखिए)”"
    r = read_message("Dear sir, we would be able to proceed. Ghee ₹560 per litre you offered is high; ₹510?? "
                     "Send 12 litres. Also ₹480", CAT)
    assert not r.readable
    assert r.reason_key == "ambiguous_intent.figure"
    hi = render_reason(_refusal(r), "hi")
    assert "₹" in hi and not _LATIN.findall(hi), hi


def test_an_unknown_key_keeps_only_the_codes_phrase():
    for language in ("en", "hi", "hinglish"):
        phrase = phrases(language)["reader_reasons"]["no_price"]
        assert reader_reason("no_price.worded_long_ago", {"item": "rice"}, language) == phrase


def test_a_detail_never_breaks_the_reply_line():
    """A parameter quoting the message across lines is worded on one line (a reply line holds no break)."""
    text = reader_reason("contradictory.retracted", {"text": "send rice\n\n  no wait"}, "en")
    assert text == "the figures do not agree: “'send rice no wait' takes back what the message asks”"


def test_a_reason_survives_a_trip_to_another_process():
    """A process pool sends readings back pickled (``benchmarks/reader_floors.py``, run by ``.ci/run``): a ``Why``
    made again from its string alone raised ``TypeError: Why.__new__() missing … 'args'`` and broke the pool
    (session 51, found after merging a reason that reaches a corpus score's misses)."""
    import pickle

    reason = why("no_quantity.how_many", item="ghee", unit="l")
    again = pickle.loads(pickle.dumps(reason))
    assert (again, type(again).__name__, again.key, again.args) == (
        "no_quantity: how many litres of ghee?", "Why", "no_quantity.how_many", {"item": "ghee", "unit": "l"})
