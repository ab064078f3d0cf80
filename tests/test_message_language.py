"""The language an e-mail was written in (``email_received.message_language``, the report's "written in" table).

A new user found a bare fenced block sent to a Hindi-writing supplier counted as English: the reader's language
rule falls back to English for a text with no words. An e-mail with no word outside its blocks is written in no
language (``None``, counted ``no_words``: tests/test_scoring_families.py); one with words keeps the language read
from them.
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from roles.supplier_mail import answer_email
from scenarios import load_scenario


def _written(text: str) -> str | None:
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    answer_email(shop, "S1", text)
    (received,) = [e for e in shop.record.events if e["kind"] == "email_received"]
    return received["message_language"]


@pytest.mark.parametrize("text", ['```order\n{"items": [{"sku": "rice-1kg", "quantity": 40}]}\n```', "S1 O12 B4", "123"])
def test_an_email_with_no_words_is_written_in_no_language(text):
    assert _written(text) is None


@pytest.mark.parametrize("text,language", [("Send 40 kg rice.", "en"), ("40 किलो चावल भेजिए।", "hi"),
                                           ("40 kilo chawal bhej do.", "hinglish"),
                                           ('नमस्ते,\n```order\n{"items": []}\n```', "hi"),
                                           # the thirty-second session's trial: every Devanagari word of it has a
                                           # vowel sign between its letters, and it was counted under no language
                                           ("अंडे 45 चाहिए।", "hi"), ("दो किलो", "hi")])
def test_an_email_with_words_keeps_their_language(text, language):
    assert _written(text) == language



def test_the_language_written_in_is_the_readers_letter_share_rule_as_the_readme_says():
    """A new user's trial (session 34, A65): a Hindi sentence whose letters are mostly English goods names counted
    under English in ``refused_emails_by_message_language``. That is the reader's documented rule (lang/READING.md,
    "Languages": ``hi`` when Devanagari letters are at least 30 % of the letters; this one has 9 of 50, 18 %), which
    the score keeps by design — one language per e-mail, the reader's — and the README now says so, with this
    example."""
    from pathlib import Path
    mixed = "Thank you. Fresh milk 500ml x 40 और curd 400g x 15 भेजिए, payment delivery पर।"
    assert _written(mixed) == "en"
    hindi_goods = "ताज़ा दूध 500ml x 40 और दही 400g x 15 भेजिए, payment delivery पर।"
    assert _written(hindi_goods) == "hi"  # the same sentence with the goods named in Hindi
    readme = " ".join((Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8").split())
    assert f"Devanagari letters are at least 30 % of its letters, so “{mixed}” (18 %) counts under `en`" in readme
