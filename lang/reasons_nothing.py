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
- ``no_intent.terms``: a question about the supplier's terms naming no goods ("Do you deliver on Sunday?", "उधार पर 15
  दिन मिलेंगे?": ``lang.terms_asked``, session 56): the desk answers orders, rates, bills and payments of goods named.
- ``no_intent.note``: a note of thanks or news that asks nothing ("Thanks, yesterday's milk was received in good
  condition", "पिछली बार का चावल अच्छा था, 50 किलो जल्दी बिक गया": ``lang.note_told``, session 49): nothing to do.
- ``no_intent.own_quoted``: a bare acknowledgement above the shop's own earlier order, quoted ("Ok.\n> Earlier: send
  100 packets Maggi": ``lang.own_order_quoted``, session 50): nothing new is asked; to order again, write it.
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
    "no_intent.own_quoted": {
        "en": "the quoted lines are your own earlier message, read when you sent it, and your reply asks nothing new; "
              "to order again, write the goods and how much, e.g. 'Send 50 kg atta'",
        "hi": "उद्धृत पंक्तियाँ आपका अपना पिछला संदेश हैं, जो भेजते समय पढ़ा जा चुका है, और आपके जवाब में कुछ नया नहीं माँगा "
              "गया; दोबारा मँगाना हो तो सामान और मात्रा लिखिए, जैसे '50 किलो आटा भेजिए'",
        "hinglish": "quote ki gayi lines aapka apna pichhla message hain, jo bhejte samay padha ja chuka hai, aur aapke "
                    "jawab mein kuch naya nahi maanga gaya; dobara mangana ho to saamaan aur kitna likhiye, jaise "
                    "'50 kilo aata bhejiye'"},
    "no_intent.terms": {
        "en": "a question about terms — credit, delivery days, a minimum order — is not one the desk answers; it "
              "answers orders, rates, bills and payments of goods named, e.g. 'Rate for 50 kg sugar?'",
        "hi": "शर्तों (उधार, डिलीवरी के दिन, कम से कम ऑर्डर) का सवाल डेस्क नहीं बताता; वह नाम लिखे सामान के ऑर्डर, भाव, "
              "बिल और भुगतान का जवाब देता है, जैसे '50 किलो चीनी का भाव?'",
        "hinglish": "terms (udhaar, delivery ke din, minimum order) ka sawaal desk nahi batata; woh naam likhe saamaan "
                    "ke order, rate, bill aur payment ka jawab deta hai, jaise '50 kilo cheeni ka rate?'"},
}
