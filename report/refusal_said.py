"""How a negotiation transcript shows why the supplier's desk refused an e-mail, beside the e-mail.

The record keeps ``email_received.reason`` as the reader's code and its English detail ("no_quantity: how many kg of
rice?"): a key that ``refused_emails_by_reason`` counts, English for every language, as the kernel's reasons are kept
(``negotiation_kernel.reasons.record_text``). Beside an English e-mail the transcript shows it as recorded. Beside a
Hindi or Hinglish supplier's e-mail it shows the code, marked as the code, and the refusal as the supplier's reply
said it, in that language (``email_received.reason_said``, recorded since session 51) — never English detail
unmarked beside a Hindi mail; a record from before ``reason_said`` shows the code and marks the English as the
record's.
"""
from __future__ import annotations

__all__ = ["refusal_text", "LANGUAGE_NAMES"]

LANGUAGE_NAMES = {"en": "English", "hi": "Hindi", "hinglish": "Hinglish"}


def refusal_text(read: dict) -> str:
    """What the transcript shows in "UNREADABLE (…)" for ``read`` (the transcript's ``read`` of an e-mail: reason,
    code, language — the supplier's — and reason_said, None in an older record)."""
    if read.get("language") == "en" or not read.get("code"):
        return read["reason"]
    said = read.get("reason_said")
    name = LANGUAGE_NAMES.get(read["language"], read["language"])
    if said:
        return f"code `{read['code']}`; the reply said, in {name}: “{said}”"
    return f"code `{read['code']}`; the record's English for the code: {read['reason']}"
