"""Things told of a bill or an order that ask nothing of it dispute nothing (session 37, fixer CY, corpus_holdout136;
``lang.told_not_asked``): a bill said checked and right ("Bill B2 received and checked against O2 — …, all
correct. We are paying it today": B2 paid, not disputed); a named order's past shortfall told as the reason for care
this time, beside an order ("Please make sure the full count comes this time; O6 was short by 10 dozen bananas.",
"इस बार पूरी गिनती आए …; O6 में 10 दर्जन केले कम थे।", "Is baar poori ginti aaye …; O6 me 10 darjan kele kam the.":
the order alone). A correction asked, a shortfall asked mended, or one told with no "this time" read as before."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from reader_intents import intents

_CORPUS = Path(__file__).parent / "corpus_holdout136"


def _text(lang: str, ident: str) -> str:
    for line in (_CORPUS / f"{lang}.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["id"] == ident:
            return row["text"]
    raise KeyError(ident)


ORDERED = [("order", "onion-1kg", 80, 2900, None, None), ("order", "potato-1kg", 60, 2100, None, None),
           ("order", "banana-1dozen", 40, 5000, None, None)]
RICE = [("order", "rice-1kg", 50, 4000, None, None)]


@pytest.mark.parametrize("lang, ident", [("en", "en-h7037"), ("hi", "hi-h7037"), ("hinglish", "hl-h7037")])
def test_past_short_of_named_order_is_background(lang, ident):
    assert intents(_text(lang, ident), email=True) == ORDERED


@pytest.mark.parametrize("text, want", [
    # probes of our own, in the three languages
    ("Send 50 kg rice at ₹40/kg. Be careful this time, O3 was short by 5 kg rice.", RICE),
    ("50 किलो चावल ₹40/किलो भेजिए। इस बार ध्यान रखिए, O3 में 5 किलो चावल कम थे।", RICE),
    ("50 kilo chawal ₹40/kilo bhejiye. Is baar dhyan rakhiye, O3 me 5 kilo chawal kam the.", RICE),
    # near: the shortfall asked mended, or told with no "this time", or of the present: disputed as before
    ("Send 50 kg rice at ₹40/kg. Be careful this time, O3 was short by 5 kg rice, please adjust it in the bill.",
     RICE + [("dispute", None, None, None, "O3", None)]),
    ("Send 50 kg rice at ₹40/kg. O3 was short by 5 kg rice.", RICE + [("dispute", None, None, None, "O3", None)]),
    ("Send 50 kg rice at ₹40/kg this time. O3 is short by 5 kg rice.",
     RICE + [("dispute", None, None, None, "O3", None)]),
])
def test_past_short_probes(text, want):
    assert intents(text, email=True) == want


def test_bill_checked_right_is_no_dispute():
    """en-h7017: the English disputed B2 beside its payment; the second opinion still asks (a refusal, not a misreading)."""
    got = intents(_text("en", "en-h7017"), email=True, second_opinion=False)
    assert ("pay", None, None, None, None, "B2") in got and not any(row[0] == "dispute" for row in got)


@pytest.mark.parametrize("text, want", [
    # probes of our own
    ("Bill B5 received and checked, everything is correct. We are paying it today.",
     [("pay", None, None, None, None, "B5")]),
    ("Checked bill B5, all correct. Paying it today.", [("pay", None, None, None, None, "B5")]),
    # near: a correction asked, or asked whether right: disputed as before
    ("Bill B5 is wrong, the rice is charged at ₹45 not ₹40. Please correct it.",
     [("dispute", None, None, None, None, "B5")]),
    ("Bill B5: please correct.", [("dispute", None, None, None, None, "B5")]),
    # the Hindi and Hinglish said right carry no dispute already
    ("बिल B5 जाँच लिया, सब सही है। आज भुगतान कर रहे हैं।", [("pay", None, None, None, None, "B5")]),
    ("Bill B5 check kar liya, sab sahi hai. Aaj payment kar rahe hain.", [("pay", None, None, None, None, "B5")]),
])
def test_bill_right_probes(text, want):
    assert intents(text, email=True) == want
