"""A bare acknowledgement above the shop's own earlier order, quoted: "Ok.\n> On Monday we wrote: please send 50 kg
atta", "ठीक है\n> पिछला संदेश: 40 किलो चावल भेजिए", "Theek hai ji.\n> Earlier: send 100 packets Maggi" (a fresh
user's try at session 49's stop, kind 1; probes tests/corpus_probes50_ra ra50-001…004). A reply naming no goods is
read again under the lines it quotes (``lang.reply_context``), so the shop's own order was read as the new message: an
acceptance of the atta (with a price in the quote, "accept 100 Maggi at ₹12", booked again by the desk — a duplicate
order) or a refusal asking its price. Quoted text is context, not the new message: a request to send that the quote
holds is the shop's own, asked when it was sent.

When: the quoted lines ask goods sent in the imperative ("please send", a line or a label's text opening with "send",
"भेजिए", "भेजो", "bhejiye", "bhej do") and hold no question and no offer of the supplier's to send ("can send today",
"will send") nor the supplier's asking for our order ("Send your order by 5 pm", "ऑर्डर भेजिए"); and the reply's own
words are an acknowledgement only ("Ok.", "Noted 👍", "Thanks, noted.", "ठीक है जी, धन्यवाद।", "Theek hai ji."): no figure, no goods, no id, no word beyond acknowledging. Then the message is refused
``no_intent.own_quoted``: nothing new is asked; to order again, write the goods and how much. A bare "Ok." under the
supplier's quoted lot ("> Sugar today ₹42/kg", "> Sugar: 50 kg at ₹42/kg, can send today.") still accepts it, and a
reply with words of its own ("Also send 20 kg rice.") is read as before, the quote context.

Shape: ``own_order_quoted(body, context, language) -> Reading | None`` (the refusal, else None), asked by
``lang.reply_context.read_with_context`` before it reads the reply under its quote. Linear in the text.
"""
from __future__ import annotations

import re

from lang.language import fold_words, normalize, tokenize
from lang.reading import Reading
from lang.reasons import why

__all__ = ["own_order_quoted"]

#: A request to send in the imperative: after "please" / "kindly", or opening a line or a label's text ("Earlier: send
#: …"), and the Hindi / Hinglish imperatives.
_ASKED = re.compile(r"(?i)\b(?:please|pls|plz|kindly)\s+(?:send|dispatch|deliver|supply|book)\b|"
                    r"(?:^|[:\n•*-])\s*(?:send|dispatch|deliver|supply|book)\b|"
                    r"\b(?:bhejiye|bhejie|bhejiyega|bhejo|bhejein|bhejen|bhej\s+do|bhej\s+dijiye|bhej\s+dena|"
                    r"bhijwa\s+\w+)\b|भेजिए|भेजिये|भेजें|भेजो|भेज\s+दीजिए|भेज\s+दो|भेज\s+देना|भिजवा")
#: The supplier's offer to send ("can send today", "will send by noon"): a quote of the supplier's, not our order.
_OFFERED = re.compile(r"(?i)\b(?:can|will|shall|could|we'll|we\s+will)\s+(?:send|dispatch|deliver|supply)\b|"
                      r"\bbhej\s+(?:sakte|denge|dete)|भेज\s+(?:सकते|देंगे|देते)|"
                      # the supplier asking for the shop's order ("Send your order by 5 pm", "order bhejiye")
                      r"\bsend\s+(?:us\s+)?(?:your|the)\s+(?:order|confirmation|reply|requirement)s?\b|"
                      r"\border\s+(?:bhej|confirm)|ऑर्डर\s+(?:भेज|कन्फ़र्म|कन्फर्म)|आर्डर\s+भेज")
#: Words of acknowledging, and filler beside them.
_ACK = fold_words("ok okay okk okie k fine noted note kar liya liye thanks thank you thankyou ji jee theek thik hai "
                  "haan han yes sure done alright right got it dhanyavaad dhanyavad dhanyawad shukriya shukria bilkul "
                  "acha accha achha sir bhaiya bhai धन्यवाद शुक्रिया ठीक है जी हाँ हां नोट किया कर लिया बिल्कुल अच्छा "
                  "भैया साहब sahab")


def own_order_quoted(body: str, context: str, language: str) -> Reading | None:
    """``no_intent.own_quoted`` refused in ``language`` when ``body`` (the reply's own words, cleaned) only
    acknowledges and ``context`` (its quoted lines) asks goods sent, as the shop's own earlier order; else None."""
    if not context or "?" in context or not _ASKED.search(context) or _OFFERED.search(context):
        return None
    tokens = tokenize(normalize(body))
    words = [t.key for t in tokens if t.kind == "word"]
    if not words or any(t.kind == "num" for t in tokens) or not set(words) <= _ACK:
        return None
    return Reading.refused(why("no_intent.own_quoted"), language)
