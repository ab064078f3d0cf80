"""A refused e-mail's reason as a researcher sees it beside the e-mail (session 50's note; session 51).

Decided: ``email_received.reason`` stays the reader's code and its English detail (a key: ``refused_emails_by_reason``
counts it; English for every language, as the kernel's reasons are recorded). The refusal as the supplier's reply
words it, in the supplier's language, is recorded beside it (``email_received.reason_said``, refused e-mails only).
The transcript shows an English supplier's refusal as recorded, and beside a Hindi or Hinglish supplier's e-mail the
code (marked as the code) and the reply's own words — no unmarked English (``report.refusal_said``).
"""
from __future__ import annotations

import re

import pytest

from engine.shop import Shop
from report.refusal_said import refusal_text
from report.transcripts import conversations, format_text
from roles.supplier_mail import answer_email
from scenarios import load_scenario

#: language -> (supplier, an e-mail that names no quantity, the reader's code)
CASES = {"en": ("S1", "Please send rice.", "no_quantity"),
         "hi": ("S2", "दूध भेज दीजिए।", "no_quantity"),
         "hinglish": ("S4", "Pyaz bhej do.", "no_quantity")}


def _shop() -> Shop:
    shop = Shop(load_scenario(days=2))
    assert shop.next_turn().role == "manager"
    return shop


@pytest.mark.parametrize("language", CASES)
def test_the_record_keeps_the_code_and_the_words_the_reply_said(language):
    sid, text, code = CASES[language]
    shop = _shop()
    assert shop.suppliers[sid].language == language
    answer_email(shop, sid, text)
    received = [e for e in shop.record.events if e["kind"] == "email_received"][-1]
    assert received["readable"] is False and received["reason"].startswith(f"{code}: ")
    said = received["reason_said"]
    reply = max((q for q in shop.queue if q[3] == "email" and q[4]["sender"] == sid), key=lambda q: q[2])[4]["text"]
    assert said and said in reply, (said, reply)
    if language == "hi":
        assert not re.search(r"[A-Za-z]{3,}", said), said  # no English inside a Hindi refusal
    if language == "en":
        assert received["reason"].partition(": ")[2] in said  # the same detail, worded as the reply words it


def test_a_readable_email_records_no_reason_said():
    shop = _shop()
    answer_email(shop, "S1", "Please send 20 kg rice.")
    received = [e for e in shop.record.events if e["kind"] == "email_received"][-1]
    assert received["readable"] is True and "reason_said" not in received and "reason_key" not in received


def test_a_refused_email_records_its_kind_the_readers_key():
    """``email_received.reason_key`` (session 55): the kind a study report counts refusals by
    (``kirana.study_refusals``), the reader's key, its code first; "counter_bill" for a counter bill."""
    from events.suppliers import EmailReceived
    shop = _shop()
    answer_email(shop, "S1", "Please send rice.")
    received = [e for e in shop.record.events if e["kind"] == "email_received"][-1]
    assert received["reason_key"] == "no_quantity.how_many"
    assert EmailReceived.model_validate(received).reason_kind == "no_quantity.how_many"
    assert EmailReceived.model_validate({**received, "reason_key": None}).reason_kind == "no_quantity"


@pytest.mark.parametrize("language", CASES)
def test_the_transcript_shows_the_code_and_the_reply_in_the_suppliers_language(language):
    sid, text, code = CASES[language]
    shop = _shop()
    answer_email(shop, sid, text)
    received = [e for e in shop.record.events if e["kind"] == "email_received"][-1]
    (conv,) = [c for c in conversations(shop.record.events, supplier=sid) if c["type"] == "email"]
    line = next(l for l in format_text([conv]).splitlines() if "read as: UNREADABLE" in l)
    if language == "en":
        assert line == f"  read as: UNREADABLE ({received['reason']})"
    else:
        assert f"code `{code}`" in line and received["reason_said"] in line, line
        assert received["reason"].partition(": ")[2] not in line, line  # the English detail is not shown unmarked
    assert conv["read"]["code"] == code and conv["read"]["reason_said"] == received["reason_said"]


def test_an_older_record_marks_the_english_as_the_codes():
    read = {"reason": "no_quantity: how many milk? (in packets)", "code": "no_quantity", "language": "hi",
            "reason_said": None}
    assert refusal_text(read) == ("code `no_quantity`; the record's English for the code: "
                                  "no_quantity: how many milk? (in packets)")
    assert refusal_text({**read, "language": "en"}) == read["reason"]
