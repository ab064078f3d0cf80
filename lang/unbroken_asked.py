"""Goods asked to come undamaged, in a clause of their own beside an order: "send 5 tray egg ₹180 per tray. tomorow
morning. eggs no broken please.", "५ ट्रे अंडे भेजो … अंडे टूटे ना हों।", "5 tray anda bhejo … ande toote na ho.",
"Please pay attention this time, no broken eggs. Send 4 trays eggs.", "इस बार ध्यान दीजिए, अंडे टूटे हुए नहीं होने
चाहिए।", "Is baar dhyan dena, ande toote nahi hone chahiye." (holdouts 70 x5021 and 123 o8014; issue 10). The
negation made the clause read as taking back what the message asks (``lang.verify_kinds``: ``contradictory.retracted``,
"'eggs no broken please.' takes back what the message asks"), though a shopkeeper reads the order and a word about
how the goods should come — as "Send 4 trays eggs, none broken please." already read.

``unbroken_asked(words)``: True when a clause's word keys hold a word of damage ("broken", "damaged", "toote", "टूटे",
"phate", "फटे", "kharab", "खराब", "leaking", "rotten", "सड़े") with a negation at most three words before or after it
("no broken", "toote na", "टूटे हुए नहीं"), and no word that asks, cancels or takes back anything of its own ("send",
"bhejo", "भेजो", "cancel", "ignore", "rehne do", "छोड़ो": "Don't send eggs, they come broken" still takes the order
back). ``lang.verify_kinds`` (goods ordered, then named in a negated sentence) then does not read the clause as a taking
back.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["unbroken_asked"]

_DAMAGE = fold_words("broken damaged damage toote tute toota tuta tooti tuti phate phata phati fate kharab kharaab "
                     "leaking leaky rotten spoiled spoilt sade sada sadi टूटे टूटा टूटी फटे फटा फटी खराब ख़राब सड़े सड़ा सड़ी")
_NOT = fold_words("no not none na nahi nahin नहीं ना न")
#: Words that ask, cancel or take back on their own: such a clause is left to the taking-back rules.
_ASKING = fold_words("send sending sent dispatch deliver order cancel ignore hold stop skip bhej bhejo bhejna bhejiye "
                     "bhejdo mat rehne rahne chhodo chodo cancel भेज भेजो भेजना भेजिए मत रहने छोड़ो छोड़ दो रद्द "
                     "कैंसल don dont won wont")


def unbroken_asked(words: list[str]) -> bool:
    """Whether a clause's word keys (in order) only ask the goods to come undamaged (module docstring)."""
    if _DAMAGE.isdisjoint(words) or _NOT.isdisjoint(words) or not _ASKING.isdisjoint(words):
        return False
    return any(w in _DAMAGE and not _NOT.isdisjoint(words[max(0, k - 3):k + 4]) for k, w in enumerate(words))
