"""A list of goods under an order heading, then the rates asked (session 56, LEFT56 item 3): "Order for tomorrow: ⏎ -
Atta 10 packets ⏎ - Sugar 25 kg ⏎ - Mustard oil 12 litres ⏎ Please confirm rates.", "कल का ऑर्डर: ⏎ … ⏎ कृपया रेट
बता दीजिए।", "Kal ka order: ⏎ … ⏎ Rate confirm kar dijiye." The reader had read it three ways: "confirm rates" as
an order alone (the rates asked dropped), "रेट बता दीजिए" / "rate bata dijiye" as the rates asked alone (the order
dropped), and "Please tell the rates." refused (the second opinion: "reads more like an order").

A shopkeeper acts on both: the heading orders the goods listed with their counts, and the last line asks what they
will cost — an order of each listed goods and a rate asked of each (as the corpora label "gur 30 kg more … what is
gur rate now?": an order and a rate asked of the same goods). So all three read so.

When: a line names an order and ends with a colon ("Order for tomorrow:", "कल का ऑर्डर:", "Kal ke liye order:"),
no order id on it (not "Order O12:"); the message's last line (before a sign-off: "Thanks," and a name) asks rates — a rate word ("rate", "price", "bhav",
"भाव", "रेट", "दाम") and a word of telling or confirming ("confirm", "tell", "share", "let us know", "bata…",
"बता…", "कन्फर्म", "पुष्टि"), no figure, no negation, naming no goods (read alone it names no goods or asks
nothing); and
the message without that line reads as orders alone, each of goods with a count and no price. The reading is then
those orders and a rate asked (``ask_quote``, no count) of each of their goods, in their order.

Shape: ``order_rates_asked(text, reading, again)`` → the reading, or the order and the rates asked; ``again`` reads
a text as the message was read. Run by ``lang.reader.read_message`` after every other stage. Two more readings at
most (the last line, the rest), only for a message of that shape.
"""
from __future__ import annotations

import re

from lang.intents import Intent
from lang.reading import Reading

__all__ = ["order_rates_asked"]

_HEADING = re.compile(r"^[#*\s>-]*[^\n:]{0,40}?(?:\border\b|ऑर्डर|आर्डर)[^\n:]{0,40}:[*\s]*$", re.IGNORECASE | re.MULTILINE)
_ID = re.compile(r"\b[OB]\d+\b")
_RATE = re.compile(r"\b(?:rates?|prices?|pricing|bhav|bhaav|daam)\b|भाव|रेट|दाम|कीमत", re.IGNORECASE)
_ASK = re.compile(r"\b(?:confirm|tell|share|let\s+(?:me|us)\s+know|bata\w*|btao|batayen|batana)\b|बता|कन्फर्म|पुष्टि",
                  re.IGNORECASE)
_CLOSING = re.compile(r"^\s*(?:thanks|thank\s+you|regards|best\s+regards|warm\s+regards|dhanyavaad|dhanyawad|dhanyvad|"
                      r"shukriya|धन्यवाद|शुक्रिया|सादर)\b[\s,.!🙏]*$", re.IGNORECASE)
_NOT = re.compile(r"\b(?:no|not|don'?t|nahi|nahin|mat)\b|नहीं|नही|मत", re.IGNORECASE)


def order_rates_asked(text: str, reading: Reading, again) -> Reading:
    """``reading`` of ``text``, or the orders of a list under an order heading with the rates asked of their goods
    (module docstring). ``again(text) -> Reading`` reads a text as the message was read."""
    if not isinstance(text, str) or ":" not in text or not _RATE.search(text):
        return reading
    heads = [m for m in _HEADING.finditer(text) if not _ID.search(m.group())]
    lines = text.rstrip().splitlines()
    while len(lines) > 1 and (not lines[-1].strip() or _CLOSING.match(lines[-1]) or len(lines) > 2 and _CLOSING.match(
            lines[-2]) and len(lines[-1].split()) <= 3 and not re.search(r"\d", lines[-1])):
        lines.pop()  # ("Thanks,", "Ramesh": the sign-off after the rates asked)
    if not heads or len(lines) < 3:
        return reading
    last = lines[-1]
    if not (_RATE.search(last) and _ASK.search(last)) or re.search(r"\d", last) or _NOT.search(last) or \
            heads[0].end() >= len("\n".join(lines)) - len(last):
        return reading
    alone = again(last)
    if alone.readable and any(i.sku for i in alone.intents) or not alone.readable and not alone.reason_key.startswith(
            ("no_item", "no_intent")):
        return reading
    got = again("\n".join(lines[:-1]))
    if not got.readable or not got.intents or any(
            i.kind != "order" or i.sku is None or i.quantity is None or i.unit_price_paise is not None or i.total_paise
            is not None or i.order_id or i.bill_id for i in got.intents):
        return reading
    skus = list(dict.fromkeys(i.sku for i in got.intents))
    asked = [Intent(kind="ask_quote", sku=sku) for sku in skus]
    return got.model_copy(update={"intents": list(got.intents) + asked})
