"""Every reader refusal reaches the supplier in the supplier's language (``lang.refusals``)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lang.reader import read_message
from lang.refusals import reader_reason
from lang.render import phrases, render_reason
from market.catalogue import load_catalogue

CAT = load_catalogue()
CORPUS = Path(__file__).parent / "corpus"
MORE = ["Send rice.", "Send 750 g besan", "Send 5 kg dal", "Cancel the order", "Deal at ₹40", "x" * 30_000,
        "Deal at ₹38 per kg for rice, we will not take rice.", "Send 10 kg rice for ₹40 per kg, total ₹500",
        "Send 10 kg rice for 100.", "Please pay the bill.", "Send 2 kg eggs.", "Send 10 litres of soft drink."]
_LATIN_WORD = re.compile(r"(?<![\w₹])[A-Za-z]{2,}")


def _reasons() -> list[tuple[str, str]]:
    """(text, reason) of every refusal the reader gives the corpus and the extra messages."""
    texts = list(MORE)
    for lang in ("en", "hi", "hinglish"):
        for line in (CORPUS / f"{lang}.jsonl").read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if not row["readable"]:
                texts.append(row["text"])
    out = {}
    for t in texts:
        r = read_message(t, CAT)
        if r.reason:
            out.setdefault(r.reason, {"code": "could_not_read", "reader_key": r.reason_key, "reader_args": r.reason_args})
    return sorted(out.items())


REASONS = _reasons()


def _refusal(key: str, **args: str) -> dict:
    return {"code": "could_not_read", "reader_key": key, "reader_args": args}


def test_enough_reasons_are_exercised():
    codes = {text.split(":")[0] for text, _ in REASONS}
    assert {"no_item", "ambiguous_item", "no_quantity", "no_price", "no_id", "contradictory", "ambiguous_intent",
            "too_long"} <= codes


@pytest.mark.parametrize("text,reason", REASONS)
def test_hindi_reply_has_no_english_detail(text, reason):
    rendered = render_reason(reason, "hi")
    leftovers = [w for w in _LATIN_WORD.findall(rendered) if not re.fullmatch(r"[ABO]\d+", w)]
    assert not leftovers, (text, rendered)
    assert re.search(r"[\u0900-\u097f]", rendered), rendered


@pytest.mark.parametrize("text,reason", REASONS)
def test_hinglish_and_english_replies_name_the_reason(text, reason):
    code = text.split(":")[0]
    for language in ("hinglish", "en"):
        assert render_reason(reason, language).startswith(phrases(language)["reader_reasons"][code]), (text, language)
    assert render_reason(reason, "en") == phrases("en")["detail"].format(
        phrase=phrases("en")["reader_reasons"][code], detail=" ".join(text.partition(": ")[2].split()))


def test_known_details_are_rewritten_not_quoted():
    how_many = _refusal("no_quantity.how_many", item="rice", unit="kg")
    assert render_reason(how_many, "hi") == "मात्रा नहीं लिखी: “चावल कितना चाहिए? (किलो में लिखिए)”"
    assert render_reason(_refusal("no_price.what_price", item="sugar"), "hinglish") == "rate nahi likha: “cheeni ka rate likhiye”"
    assert "which" not in render_reason(_refusal("no_id.order"), "hi")
    assert reader_reason("no_id.order", {}, "hi") == render_reason(_refusal("no_id.order"), "hi")
