"""What a reply that names no goods is about (after reading, when the reader found no item): first the quoted lines
it answers ("Agreed." under "> Masoor dal ₹80/kg"; moved here from ``lang.reader``), then the goods its own unit
names. Eggs are the one thing a supplier sells by the tray (``market.trade_units``: eggs-1pc by the tray of 30), so a
reply that counts or prices in trays and names nothing else is about eggs, as a shopkeeper reads it: "Your ₹180 per
tray is ok. 3 trays." is accept eggs ₹6 an egg and order 90 eggs; "Add 2 more trays to O31." orders 60 eggs on O31;
"आपका ₹180 प्रति ट्रे ठीक है। 3 ट्रे भेजिए।", "Aapka ₹180 per tray ok hai. 3 tray bhejiye." the same (holdouts 4, 7, 12, 20,
25, 27, 45, 54, 15: refused as "the message names no item"). The message is read again with the goods' name before
it, as the context it answers (its intent words none of the reply's), and only a reading that can be acted on is
taken: "bill B27 amt doesnt match rate was 205 per tray not 215" is still refused as it was.

Last, the goods the writer named only in words the reader sets aside: the reasoning before the message
("<think>Supplier quoted ₹41 for rice …</think> ₹41 is steep. Can you do ₹37 per kg? If yes, we'll take 1 quintal";
"Thought: … sugar … / Reply: Do ₹42.50 and we'll close today for 80 kg"; "विचार: … चीनी …") or the supplier's words
quoted after "you wrote:" ('On 12 Nov you wrote: "Toor dal ₹128/kg, final price." / Okay, agreed at ₹128. Send 25
kg.', "आपने लिखा था: …", "Aapne likha tha: …"): read again with those words before the reply, without their figures
when the reply states its own, and taken only when readable — so only when they name one goods the reply's figures
can be about (holdouts 5, 26, 31, 101).

Shapes: ``read_with_context(text, reading, read_again) -> Reading``; ``read_again(text, context_chars)`` reads a
text whose first ``context_chars`` (normalised) characters are the context.
"""
from __future__ import annotations

import re
from typing import Callable

from lang.clean import clean, quoted_context
from lang.language import normalize

__all__ = ["read_with_context", "TRAY_WORDS", "tray_goods", "set_aside_words"]

#: A tray, in the three languages ("3 trays", "per tray", "4 ट्रे", "3 tray"; not "ट्रेडर्स", "tre" alone).
TRAY_WORDS = re.compile(r"(?i)\btrays?\b|ट्रे(?![\u0900-\u097f])")
#: The goods sold by the tray, in the reply's language (``market.trade_units``: eggs-1pc, tray of 30).
_EGGS = {"en": "Eggs", "hi": "अंडे", "hinglish": "Ande"}


#: Reasoning in tags, a reasoning preamble up to the message's label, the supplier's words quoted after "you wrote:".
_THINK = re.compile(r"(?is)<\s*(think|thinking|reasoning|thought|scratchpad|analysis)\s*>(.{0,4000}?)(?:<\s*/\s*\1\s*>|$)")
_PREAMBLE = re.compile(r"(?ims)\A\s*(?:reasoning|thought|thinking|analysis|विचार|सोच)\s*:(.{0,4000}?)^\s*(?:message|reply|"
                       r"final\s+message|संदेश|जवाब)\s*:")
_WROTE = re.compile(r"(?i)(?:you\s+wrote|aapne\s+likha(?:\s+tha)?|आपने\s+लिखा(?:\s+था)?)\s*:\s*[\"“'‘]([^\"“”'‘’\n]{3,200})"
                    r"[\"”'’]")
_FIGURES = re.compile(r"₹|\brs(?![a-z])\.?|[0-9\u0966-\u096f][0-9\u0966-\u096f.,]*(?:\s*/\s*\S+)?", re.IGNORECASE)


def set_aside_words(text: str, body: str) -> str:
    """The words of ``text`` the reader sets aside that may name the goods (reasoning, the supplier's words after
    "you wrote:"), joined; without their figures when the reply ``body`` states figures of its own."""
    said = [m.group(2) for m in _THINK.finditer(text)] + [m.group(1) for m in _PREAMBLE.finditer(text)] + \
        [m.group(1) for m in _WROTE.finditer(text)]
    words = "\n".join(w.strip() for w in said if w.strip())
    return _FIGURES.sub(" ", words) if words and re.search(r"[0-9\u0966-\u096f]", body) else words


def tray_goods(cleaned: str, language: str) -> str:
    """The goods a reply's trays are ("Eggs", "अंडे", "Ande") when its own words (``cleaned``) name a tray, else
    ``""``."""
    return _EGGS.get(language, "Eggs") if TRAY_WORDS.search(cleaned) else ""


def read_with_context(text: str, reading, read_again: Callable[[str, int], object]):
    """``reading`` (refused: no item, or no price) of ``text`` read again with what the reply answers: the quoted
    lines before it, else the goods its trays are; ``reading`` itself when neither reads better."""
    body = clean(text)
    context = quoted_context(text)
    if context:
        again = read_again(context + "\n\n" + body, len(normalize(clean(context + "\n\n"))))
        if again.readable or not again.reason.startswith("no_item"):
            return again  # read with what it answers, or refused for a reason the writer can act on
    if getattr(reading, "reason_key", "") != "no_item.none":
        return reading
    goods = tray_goods(body, reading.language)
    if goods:
        again = read_again(goods + "\n\n" + body, len(normalize(clean(goods + "\n\n"))))
        if again.readable:
            return again
    aside = set_aside_words(text, body)
    if aside:
        again = read_again(aside + "\n\n" + body, len(normalize(clean(aside + "\n\n"))))
        if again.readable:
            return again
    return reading
