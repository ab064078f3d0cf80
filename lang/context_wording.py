"""The wording of ``lang.context_figures``' refusal (and of ``lang.count_changes``' part and rest that disagree), merged into ``lang.reasons.WHY`` through
``lang.reason_guards.GUARD_WHY`` (kept apart so that ``lang.reasons`` can import it without the guard)."""
from __future__ import annotations

__all__ = ["CONTEXT_WHY"]

CONTEXT_WHY: dict[str, dict[str, str]] = {
    "ambiguous_intent.context_ids": {
        "en": "{id} are named only in the statement table, which tells what was; write what you want done with them "
              "in a sentence of your own, e.g. 'Paid B12 today by UPI'",
        "hi": "{id} सिर्फ़ हिसाब की तालिका में हैं, जो पिछला हाल बताती है; इनके साथ क्या करना है, अपने वाक्य में "
              "लिखिए, जैसे 'B12 का भुगतान आज कर दिया'",
        "hinglish": "{id} sirf hisaab ki table mein hain, jo pichhla haal batati hai; inke saath kya karna hai, apne "
                    "sentence mein likhiye, jaise 'B12 ka payment aaj UPI se kar diya'"},
    # lang.count_changes: a part cancelled beside the rest said, which do not add up (session 51)
    "contradictory.part_and_rest": {
        "en": "{item}: cancelling that much of {n} leaves {n2}, but the rest is said as {m}; write the one count to "
              "cancel, e.g. 'cancel 20 kg of the rice in O4'",
        "hi": "{item}: {n} में से इतना रद्द करने पर {n2} बचता है, पर बाकी {m} लिखा है; रद्द करने की एक ही गिनती "
              "लिखिए, जैसे 'O4 के चावल में से 20 किलो रद्द'",
        "hinglish": "{item}: {n} me se itna cancel karne par {n2} bachta hai, par baaki {m} likha hai; cancel karne "
                    "ki ek hi ginti likhiye, jaise 'O4 ke chawal me se 20 kilo cancel'"},
    "no_quantity.context_goods": {
        "en": "{items}: the counts are in a table given for reference, which tells what was; write the count of each "
              "to send now beside its name",
        "hi": "{items}: गिनती सिर्फ़ संदर्भ वाली तालिका में है, जो पिछला हाल बताती है; अभी जितना भेजना है, हर चीज़ के "
              "नाम के साथ उसकी गिनती लिखिए",
        "hinglish": "{items}: ginti sirf reference wali table mein hai, jo pichhla haal batati hai; abhi jitna bhejna "
                    "hai, har cheez ke naam ke saath uski ginti likhiye"},
}
