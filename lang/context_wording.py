"""The wording of ``lang.context_figures``' refusal, merged into ``lang.reasons.WHY`` through
``lang.reason_guards.GUARD_WHY`` (kept apart so that ``lang.reasons`` can import it without the guard)."""
from __future__ import annotations

__all__ = ["CONTEXT_WHY"]

CONTEXT_WHY: dict[str, dict[str, str]] = {
    "ambiguous_intent.context_ids": {
        "en": "{id} are named only in the statement table, which tells what was; write what you want done with them "
              "in a sentence of your own, e.g. 'Paid B12 today by UPI'",
        "hi": "{id} सिर्फ़ हिसाब की तालिका में हैं, जो पिछला हाल बताती है; इनके साथ क्या करना है, अपने वाक्य में "
              "लिखिए, जैसे 'B12 का भुगतान आज UPI से कर दिया'",
        "hinglish": "{id} sirf hisaab ki table mein hain, jo pichhla haal batati hai; inke saath kya karna hai, apne "
                    "sentence mein likhiye, jaise 'B12 ka payment aaj UPI se kar diya'"},
}
