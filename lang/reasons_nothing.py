"""Reasons for a message that asks nothing the supplier's desk does, said so in each language (session 47, RD: a new
user's trial found such mails refused as "cancel or keep the order?" or "which item?", which point to a fix the
writer does not need). Merged into ``lang.reasons.WHY`` through ``lang.reason_guards.GUARD_WHY``; the same
parameters as there (``text``: the message's own words, ``id``: an order id).

- ``no_intent.order_kept``: an order said not to be cancelled, and nothing else asked ("Don't cancel O21, we still
  need it"): the order stays as it is; there is nothing to do.
- ``no_intent.delivery_time``: a delivery time asked for no named order ("could you deliver earlier tomorrow, around
  7 am?"): the desk cannot change a delivery time; it answers when a named order comes ("When will O3 come?").
- ``no_intent.nothing_needed``: the writer says nothing more is needed ("Nothing more needed this week", "इस हफ़्ते
  और कुछ नहीं चाहिए"): nothing to do, the same in every language.
- ``no_intent.note``: a note of thanks or news that asks nothing ("Thanks, yesterday's milk was received in good
  condition", "पिछली बार का चावल अच्छा था, 50 किलो जल्दी बिक गया": ``lang.note_told``, session 49): nothing to do.
"""
from __future__ import annotations

__all__ = ["NOTHING_WHY"]

NOTHING_WHY: dict[str, dict[str, str]] = {
    "no_intent.order_kept": {
        "en": "{id} stays as it is; nothing else is asked, so there is nothing to do",
        "hi": "{id} जैसा है वैसा रहेगा; और कुछ माँगा नहीं गया, इसलिए करने को कुछ नहीं",
        "hinglish": "{id} jaisa hai waisa rahega; aur kuch maanga nahi gaya, isliye karne ko kuch nahi"},
    "no_intent.delivery_time": {
        "en": "we cannot change a delivery time; to ask when an order comes, name it, e.g. 'When will O3 come?'",
        "hi": "डिलीवरी का समय हम नहीं बदल सकते; कोई ऑर्डर कब आएगा यह पूछना हो तो उसका नंबर लिखिए, जैसे 'O3 कब आएगा?'",
        "hinglish": "delivery ka time hum badal nahi sakte; koi order kab aayega ye poochhna ho to uska number likhiye, "
                    "jaise 'O3 kab aayega?'"},
    "no_intent.nothing_needed": {
        "en": "you say nothing is needed, so there is nothing to do",
        "hi": "आपने लिखा कि कुछ नहीं चाहिए, इसलिए करने को कुछ नहीं",
        "hinglish": "aapne likha ki kuch nahi chahiye, isliye karne ko kuch nahi"},
    "no_intent.note": {
        "en": "this is a note of thanks or news; it asks nothing, so there is nothing to do",
        "hi": "यह धन्यवाद या जानकारी का संदेश है; इसमें कुछ माँगा नहीं गया, इसलिए करने को कुछ नहीं",
        "hinglish": "yeh shukriya ya jaankari ka message hai; ismein kuch maanga nahi gaya, isliye karne ko kuch nahi"},
}
