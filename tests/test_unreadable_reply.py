"""The "could not read your message" reply asks the writer to make the reader's reason clear, not for an item,
a quantity and a price: a payment or a cancel refused must not be told to name goods (tenth session; every
wording of the three languages, read back by ``lang.replies.read_reply``)."""
from __future__ import annotations

import pytest

from lang.render import LANGUAGES, TemplateRenderer, phrases, view
from lang.replies import read_reply
from market.catalogue import load_catalogue
from negotiation_kernel.reasons import CouldNotRead

CAT = load_catalogue()
R = TemplateRenderer(CAT)
GOODS_WORDS = {"en": ("quantity", "price", "item"), "hi": ("मात्रा", "सामान", "भाव"),
               "hinglish": ("quantity", "item", "rate", "daam")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_refused_payment_is_not_asked_for_goods(language):
    line = {"kind": "unreadable", "reason": CouldNotRead(
        reader_key="ambiguous_intent.told_past", reader_args={"id": "B7", "word": "yesterday"},
        text="(the reader's English, for the record only)")}
    n = len(phrases(language)["slots"]["unreadable"])
    assert n == 8
    for i in range(n):
        text = R.email([line], language, None, i)
        assert "B7" in text, text  # the reason, in the supplier's language
        body = text.lower()
        assert not any(w in body for w in GOODS_WORDS[language]), text
        assert read_reply(text, CAT) == [view(line, language=language)], text
