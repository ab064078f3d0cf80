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


def _reasons() -> list[str]:
    texts = list(MORE)
    for lang in ("en", "hi", "hinglish"):
        for line in (CORPUS / f"{lang}.jsonl").read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if not row["readable"]:
                texts.append(row["text"])
    reasons = {read_message(t, CAT).reason for t in texts}
    return sorted(r for r in reasons if r)


REASONS = _reasons()


def test_enough_reasons_are_exercised():
    codes = {r.split(":")[0] for r in REASONS}
    assert {"no_item", "ambiguous_item", "no_quantity", "no_price", "no_id", "contradictory", "ambiguous_intent",
            "too_long"} <= codes


@pytest.mark.parametrize("reason", REASONS)
def test_hindi_reply_has_no_english_detail(reason):
    text = render_reason(reason, "hi")
    leftovers = [w for w in _LATIN_WORD.findall(text) if not re.fullmatch(r"[ABO]\d+", w)]
    assert not leftovers, (reason, text)
    assert re.search(r"[\u0900-\u097f]", text), text


@pytest.mark.parametrize("reason", REASONS)
def test_hinglish_and_english_replies_name_the_reason(reason):
    code = reason.split(":")[0]
    assert render_reason(reason, "hinglish").startswith(reader_reason(code, "", "hinglish", phrases("hinglish")))
    assert render_reason(reason, "en").startswith(reader_reason(code, "", "en", phrases("en")))


def test_known_details_are_rewritten_not_quoted():
    assert render_reason("no_quantity: how many rice? (in kgs)", "hi") == "मात्रा नहीं लिखी: “चावल कितना चाहिए? (किलो में लिखिए)”"
    assert render_reason("no_price: what price for sugar?", "hinglish") == "rate nahi likha: “cheeni ka rate likhiye”"
    assert "which" not in render_reason("no_id: which order to cancel? name it, e.g. O3", "hi")
