"""An ask about the bills with nothing open is answered saying "nothing is owed" once, in English, Hindi and Hinglish:
a new user's trial (session 36) got "You owe us nothing: you owe us nothing on any bill." — every ``bill_not_due``
wording with no bill named says nothing is owed, and the reason ``no_bill_open`` said it again; the reason now
gives the cause (no open bill in the shop's name)."""
from __future__ import annotations

import re

import pytest

from engine.shop import Shop
from lang.render import TemplateRenderer, phrases, view
from lang.replies import read_reply
from market.catalogue import load_catalogue
from negotiation_kernel.reasons import Plain
from roles.supplier_mail import answer_email
from scenarios import load_scenario

CAT = load_catalogue()
R = TemplateRenderer(CAT)
NOTHING = {"kind": "bill_not_due", "bill_id": None, "reason": Plain(code="no_bill_open")}
CAUSE = {"en": "we have no open bill in your name", "hi": "आपके नाम हमारा कोई खुला बिल नहीं है",
         "hinglish": "aapke naam humara koi khula bill nahi hai"}


def _trigrams(text: str) -> list[tuple[str, ...]]:
    words = re.sub(r"[^\w\s\u0900-\u097f]|[।]", " ", text.casefold()).split()  # (Devanagari marks are no \w)
    return [tuple(words[i:i + 3]) for i in range(len(words) - 2)]


@pytest.mark.parametrize("language", ["en", "hi", "hinglish"])
def test_each_wording_says_it_once_and_reads_back(language):
    n = len(phrases(language)["slots"]["bill_not_due_unnamed"])
    for i in range(n):
        _, blocks, _ = R.email_parts([NOTHING], language, i)
        (line,) = blocks[0]
        grams = _trigrams(line)
        assert len(grams) == len(set(grams)), line                  # no three words said twice
        assert line.count(CAUSE[language]) == 1, line
        assert read_reply(R.email([NOTHING], language, "Agarwal Grain Traders", i), CAT) == [view(NOTHING, language=language)]


def test_the_trials_reply_now():
    _, blocks, _ = R.email_parts([NOTHING], "en", 4)
    assert blocks == [["You owe us nothing: we have no open bill in your name."]]
    _, blocks, _ = R.email_parts([NOTHING], "hi", 4)
    assert blocks == [["आप पर हमारा कुछ नहीं निकलता: आपके नाम हमारा कोई खुला बिल नहीं है।"]]
    _, blocks, _ = R.email_parts([NOTHING], "hinglish", 4)
    assert blocks == [["Aap par humara kuch nahi nikalta: aapke naam humara koi khula bill nahi hai."]]


@pytest.mark.parametrize("supplier_id, language", [("S1", "en"), ("S2", "hi"), ("S3", "hinglish")])
def test_the_desk_asked_for_the_bill_with_none_open(supplier_id, language):
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    (d,) = answer_email(shop, supplier_id, "Please send the invoice for what we owe you.")["decisions"]
    assert d == NOTHING
    reply = max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == supplier_id), key=lambda q: q[2])[4]
    assert shop.suppliers[supplier_id].language == language and reply["text"].count(CAUSE[language]) == 1
    assert "owe us nothing on any bill" not in reply["text"]
