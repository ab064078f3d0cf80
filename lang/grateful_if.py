"""A condition that hangs on nothing but the writer's thanks: the formal letter's way of asking. "यदि आप कल तक 1 किलो
अमूल मक्खन भेज सकें तो बहुत कृपा होगी", "Agar aap Friday tak ₹135 per litre ke rate se 10 litre sarson ka tel dispatch
kar sakein to hum aapke aabhari rahenge", "We would be obliged if you could dispatch 10 litres of mustard oil @ ₹135
per litre by Friday", "We shall be grateful if 5 litres of desi ghee could be dispatched at ₹520 per litre", "If you
could send 1 kg Amul butter by tomorrow, we would be grateful". A shopkeeper reads a plain request: an order, at the
price named (holdout86 i9003, i9011, i9015 in the three languages; the English "It would be highly appreciated if you
could send …" was read so already). The "if"/"agar"/"यदि" had made them conditions — the Hindi and Hinglish refused as
words the reader did not know, the priced ones refused or read as offers at that price.

Only thanks: every word of the main part is one of thanks (grateful, obliged, appreciated, kripa, meherbani, aabhari,
आभारी, कृपा …) or of the few that carry it (we, would, be, hum, aapke, bahut, hogi, rahenge, तो …), with one word of
thanks at least. "If you can do ₹3,300 total for 15 kg besan, we'll confirm today" and "agar ₹36 kar do to 50 kilo
bhej dena" hang on a price or a promise: still conditions.

Shape: ``thanks_ahead(keys: list[str]) -> bool`` on a clause's folded word keys; ``lang.acts`` reads such a clause
as no condition (as "agar ho sake to …", ``lang.hedge_opens``) and ``lang.guards`` does not ask "an offer or an
order?" of its price.
"""
from __future__ import annotations

from lang import gates
from lang.language import fold_words

__all__ = ["thanks_ahead", "thanked_clauses"]

#: Words of thanks said ahead (en, Hinglish, Hindi).
_THANKS = fold_words("grateful obliged thankful indebted appreciated appreciate kripa krupa meherbani mehrbani "
                     "meharbani aabhari abhari aabhaari shukraguzar shukraguzaar कृपा मेहरबानी आभारी शुक्रगुज़ार "
                     "शुक्रगुजार अनुग्रहीत")
#: Words that carry the thanks in its sentence ("we would be most grateful", "तो हम आपके बहुत आभारी रहेंगे").
_CARRY = fold_words("we i it shall should would will be very most highly truly much greatly really to toh तो hum ham "
                    "हम aapke apke आपके aapka आपका aapki आपकी aapka bahut बहुत badi बड़ी bada बड़ा hogi होगी hoga होगा "
                    "honge होंगे rahenge रहेंगे rahega रहेगा rahegi रहेगी rahungi rahunga hain हैं hai है ho हो")
#: The condition words ("if", "agar", "यदि").
_IF = fold_words("if agar अगर yadi यदि")


def _thanks_only(words: list[str]) -> bool:
    return bool(words) and all(w in _THANKS or w in _CARRY for w in words) and any(w in _THANKS for w in words)


def thanks_ahead(keys: list[str]) -> bool:
    """Whether the clause (its folded word ``keys``) is a request wrapped in thanks ahead: its condition word opens it
    and only thanks follow what it asks ("yadi … bhej sakein to bahut kripa hogi", "If you could send 1 kg butter,
    we would be grateful"), or only thanks come before its "if" ("We would be obliged if you could dispatch …").
    Examples: ``thanks_ahead(fold_phrase("agar aap kal tak 1 kilo makkhan bhej sakein to badi meherbani hogi"))`` →
    True; "यदि ₹520 प्रति लीटर की दर से 5 लीटर घी भेजा जा सके तो हम आभारी होंगे" → True; "We shall be grateful if
    5 litres of desi ghee could be dispatched at ₹520 per litre" → True; "If you can do ₹36, we'll take 50 kg" →
    False; "agar ₹36 kar do to 50 kilo bhej dena" → False."""
    if (_IF.isdisjoint(keys) or _THANKS.isdisjoint(keys)) and not gates.ALL_OPEN:
        return False  # (speed, lang.gates: both answers need a condition word and a word of thanks)
    at = next((k for k, w in enumerate(keys) if w in _IF), None)
    if at is None or at + 1 >= len(keys):
        return False
    if at > 0:
        return _thanks_only(keys[:at])  # "We would be obliged if you could dispatch …"
    tail = len(keys)
    while tail > 1 and (keys[tail - 1] in _THANKS or keys[tail - 1] in _CARRY):
        tail -= 1
    return tail > 1 and _thanks_only(keys[tail:])  # "yadi … bhej sakein to bahut kripa hogi"


def thanked_clauses(reader) -> set[int]:
    """The clauses of ``reader`` (a MessageReader: ``_words``, ``clause_span``) that ``thanks_ahead`` reads as requests
    wrapped in thanks, worked out once (kept on the reader): for ``lang.verify``'s "goods hang on a price" check, so
    "Agar ₹520 per litre ke rate se 5 litre ghee bheja ja sake to hum aabhari honge" orders at ₹520 (as "यदि … भेजा जा
    सके तो हम आभारी होंगे" and "We shall be grateful if … could be dispatched at ₹520 per litre" do)."""
    found = getattr(reader, "_thanked_clauses", None)
    if found is None:
        words = reader._words
        found = set() if _IF.isdisjoint(words) else {c for c, (lo, hi) in reader.clause_span.items() if thanks_ahead(
            [w for w in words[lo:hi] if w])}
        reader._thanked_clauses = found
    return found
