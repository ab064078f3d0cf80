"""What a reply that names no goods, or accepts goods with no price, is about (after reading, when the reader found no
item or no price). Four readings are tried in turn, and only one that can be acted on is taken:

1. The quoted lines it answers ("Agreed." under "> Masoor dal ₹80/kg"; moved here from ``lang.reader``), without
   their figures when the reply states its own. An acceptance of goods the reply names with no price ("> Toor dal
   ₹138/kg, moong dal ₹104/kg" / "Toor is ok. Moong at ₹98 and we'll take 10 kg.") is then read again with the
   quote's one price for those goods kept, and only for them ("what price for toor dal?" had been asked; holdouts
   14, 41, 95, 109): the 27th session's convention, an acceptance carries the quote's one price for its goods. A
   piece of the quote that prices several goods, gives two prices or tells one as the past ("it was ₹142") keeps
   none; when that reading is still refused, the first refusal is the one told. A reply that names no goods under
   a quote that names one ("> Eggs ₹178 per tray" / "ok, 5 trays.") is read as if it named them first ("Eggs: ok,
   5 trays."): accept eggs at ₹178 a tray, order 150 eggs.
2. The goods its unit names. Eggs are the one thing a supplier sells by the tray (``market.trade_units``: eggs-1pc
   by the tray of 30), so a reply that counts or prices in trays and names nothing else is about eggs: "Your ₹180
   per tray is ok. 3 trays." is accept eggs ₹6 an egg and order 90 eggs; "Add 2 more trays to O31." orders 60 eggs
   on O31; "आपका ₹180 प्रति ट्रे ठीक है। 3 ट्रे भेजिए।", "Aapka ₹180 per tray ok hai. 3 tray bhejiye." the same (holdouts
   4, 7, 12, 15, 20, 25, 27, 45, 54: refused as "the message names no item"). "bill B27 amt doesnt match rate was
   205 per tray not 215" is still refused.
3. The goods the writer named only in words the reader sets aside: the reasoning before the message
   ("<think>Supplier quoted ₹41 for rice …</think> ₹41 is steep. Can you do ₹37 per kg? If yes, we'll take 1
   quintal"; "Thought: … sugar … / Reply: Do ₹42.50 and we'll close today for 80 kg"; "विचार: … चीनी …") or the
   supplier's words quoted after "you wrote:" ('On 12 Nov you wrote: "Toor dal ₹128/kg, final price." / Okay,
   agreed at ₹128. Send 25 kg.', "आपने लिखा था: …", "Aapne likha tha: …"), without their figures when the reply
   states its own — taken only when they name one goods the reply's figures can be about (holdouts 5, 26, 31, 101).

A reply refused for a figure it does not explain ("what is ₹68 for?") that names no goods is read under quoted lines
naming one goods (the first reading alone), and taken only when that reads (``_figure_answered``).

Each is read as context before the reply (its intent words none of the reply's). Shapes: ``read_with_context(text,
reading, read_again, catalogue=None) -> Reading``; ``read_again(text, context_chars)`` reads a text whose first
``context_chars`` (normalised) characters are the context.
"""
from __future__ import annotations

import re
from typing import Callable

from lang.clean import clean, quoted_context, quoted_lines
from lang.items import matcher_for
from lang.placed_read import placed_read  # (read after this module's readings: lang.reader)
from lang.repeat_except import quoted_repeat
from lang.language import normalize
from lang.own_order_quoted import own_order_quoted

__all__ = ["read_with_context", "placed_read", "TRAY_WORDS", "tray_goods", "set_aside_words", "quote_priced_for"]

#: A tray, in the three languages ("3 trays", "per tray", "4 ट्रे", "3 tray"; not "ट्रेडर्स", "tre" alone).
TRAY_WORDS = re.compile(r"(?i)\btrays?\b|ट्रे(?![\u0900-\u097f])")
#: The goods sold by the tray, in the reply's language (``market.trade_units``: eggs-1pc, tray of 30).
_EGGS = {"en": "Eggs", "hi": "अंडे", "hinglish": "Ande"}


def _rupees(amount_paise: int) -> str:
    """Paise as plain rupees to the paisa, no grouping: ``4200`` → ``42``, ``2750`` → ``27.5``, ``123456789`` →
    ``1234567.89`` (``:g`` kept six digits: ``1.23457e+06``)."""
    whole, cents = divmod(amount_paise, 100)
    return f"{whole}" if not cents else f"{whole}.{cents:02d}".rstrip("0")


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


#: One price in a piece of the quote ("Toor dal ₹138/kg"), and words that tell a price as the past ("it was ₹142").
_PRICE_MARK = re.compile(r"₹|\brs\.?(?=\s*\d)|\binr\b|रु\.?(?=\s*\d)", re.IGNORECASE)
_PAST = re.compile(r"(?i)\b(?:was|were|earlier|last|tha|thi|pichl\w*|pehle)\b|था|थी|पिछल|पहले")
#: A piece of the quote: a line, or its part between commas, semicolons or a table's bars ("Tata Tea 250 g ₹118 |
#: Surf Excel 1 kg ₹86 | Colgate 100 g ₹46", holdout127 l8032); a comma inside a figure ("Sugar ₹2,025 per bori",
#: holdout125 j8042) splits nothing (it had cut the sugar's price to "₹2").
_PIECES = re.compile(r"(?:[^\n,;|]|(?<=\d),(?=\d))+")


def _sku_named(item: str, catalogue) -> str | None:
    """The sku whose catalogue name is ``item`` (a refusal's "what price for toor dal?"), else None."""
    return next((m.sku for m in matcher_for(catalogue).find(item) if m.sku), None) if item else None


def _one_goods(context: str, catalogue) -> str:
    """The name of the one goods the quoted lines name (as they name it: "Eggs", "अंडे"), else ``""``."""
    found = matcher_for(catalogue).find(context)
    skus = {m.sku for m in found}
    return found[0].text if len(skus) == 1 and None not in skus else ""


def quote_priced_for(text: str, skus: set[str], catalogue=None) -> str:
    """The quoted lines ``text`` answers with their figures kept only in the pieces (a line, or its part between
    commas) that price one of ``skus`` alone, with one price ("> Toor dal ₹138/kg, moong dal ₹104/kg" for toor dal:
    "Toor dal ₹138/kg, moong dal"); ``""`` when no such piece prices each of ``skus``. The reply's own figures are
    for the other goods; an acceptance of goods it names with no price carries the quote's one price for them."""
    context, _ = quoted_lines(text)
    if not context:
        return ""
    matcher, found, out, last = matcher_for(catalogue), set(), [], 0
    for m in _PIECES.finditer(context):
        piece = m.group(0)
        named = {x.sku for x in matcher.find(piece)}
        keep = len(named) == 1 and named <= skus and len(_PRICE_MARK.findall(piece)) == 1 and not _PAST.search(piece)
        found |= named if keep else set()
        out.append(context[last:m.start()] + (piece if keep else re.sub(
            r"₹|\brs(?![a-z])\.?|[0-9\u0966-\u096f][0-9\u0966-\u096f.,]*(?:\s*/\s*\S+)?", " ", piece, flags=re.I)))
        last = m.end()
    return "".join(out) + context[last:] if found == skus else ""


def tray_goods(cleaned: str, language: str) -> str:
    """The goods a reply's trays are ("Eggs", "अंडे", "Ande") when its own words (``cleaned``) name a tray, else
    ``""``."""
    return _EGGS.get(language, "Eggs") if TRAY_WORDS.search(cleaned) else ""


#: Words of sending or booking in a reply: its count is ordered, not only the lot's price accepted.
_SENDING = re.compile(r"(?i)\b(?:send|sent|book|dispatch|deliver|order|bhej\w*|bhij\w*|mangwa\w*)\b|भेज|भिजवा|मँगवा|मंगवा|"
                      r"बुक|ऑर्डर|डिस्पैच")


def _lot_accepted(again, body: str, context: str, read_again, catalogue):
    """``again`` with a quoted lot's count taken as the lot accepted, not ordered: a bare "Ok." under "> Sugar: 50 kg at
    ₹42/kg, can send today." (holdout109 p8027) is an accept of sugar with 50 and ₹42 — the corpus's convention for a
    lot's price accepted, nothing ordered by it — not an accept at ₹42 and an order of 50 the reply never wrote (the
    desk would book it). Only when the reply has no figure of its own, the quote names one goods, and the reply read
    as about those goods alone ("Sugar: Ok.") asks no order ("Theek hai, bhej do" still orders the count)."""
    if not again.readable or re.search(r"[0-9\u0966-\u096f]", body) or \
            {i.kind for i in again.intents} != {"accept", "order"}:
        return again
    goods = _one_goods(context, catalogue)
    skus = {i.sku for i in again.intents}
    if not goods or len(skus) != 1 or len(again.intents) != 2 or again.intents[0].kind != "accept":
        return again
    accept = again.intents[0]
    if accept.unit_price_paise is None or _SENDING.search(body):
        return again  # "Ok, send.", "Theek hai, bhej do", "Book it": the count is ordered
    plain = read_again(f"{goods} ₹{_rupees(accept.unit_price_paise)}: {body.strip()}", 0)  # "Sugar ₹42: Ok."
    if not plain.readable or any(i.kind != "accept" for i in plain.intents):
        return again
    accept, order = again.intents
    if accept.quantity is not None or order.quantity is None or order.unit_price_paise is not None:
        return again
    return again.model_copy(update={"intents": [accept.model_copy(update={"quantity": order.quantity})]})


def read_with_context(text: str, reading, read_again: Callable[[str, int], object], catalogue=None):
    """``reading`` (refused: no item, or no price) of ``text`` read again with what the reply answers: the quoted
    lines before it, else the goods its trays are; ``reading`` itself when neither reads better."""
    if not isinstance(text, str):
        return reading
    if reading.reason_key == "no_item.usual":  # "> दूध 80 पैकेट, दही 30 … / कल वाला ही ऑर्डर फिर भेजिए, पर पनीर नहीं।"
        return quoted_repeat(text, reading, read_again, catalogue)  # (lang.repeat_except: the quoted order, less)
    if reading.reason_key == "ambiguous_intent.figure":
        return _figure_answered(text, reading, read_again, catalogue)
    body = clean(text)
    context = quoted_context(text)
    if context:
        own = own_order_quoted(body, context, reading.language)  # "Ok.\n> Earlier: send 100 packets Maggi"
        if own is not None:
            return own
        again = _lot_accepted(read_again(context + "\n\n" + body, len(normalize(clean(context + "\n\n")))), body,
                              context, read_again, catalogue)
        kept: set[str] = set()
        asked = again
        while not asked.readable and asked.reason_key == "no_price.what_price" and len(kept) < 4:
            sku = _sku_named(asked.reason_args.get("item", ""), catalogue)
            priced = quote_priced_for(text, kept | {sku}, catalogue) if sku and sku not in kept else ""
            if not priced:
                break
            kept.add(sku)
            taken = read_again(priced + "\n\n" + body, len(normalize(clean(priced + "\n\n"))))
            if taken.readable:
                return taken  # "> Toor dal ₹138/kg, moong dal ₹104/kg / Toor is ok. Moong at ₹98 …"
            if taken.reason_key != "no_price.what_price":
                break
            asked = taken  # (the next goods asked about; the first refusal is the one told)
        goods = _one_goods(context, catalogue) if not again.readable and not matcher_for(catalogue).find(body) else ""
        if goods:  # "> Eggs ₹178 per tray / ok, 5 trays.": read as "Eggs: ok, 5 trays." under that quote
            named = read_again(goods + ": " + body.strip(), 0)
            if named.readable:
                return named
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


def _figure_answered(text: str, reading, read_again: Callable[[str, int], object], catalogue=None):
    """A reply refused for a figure it does not explain ("what is ₹68 for?"), naming no goods, under quoted lines
    that name one goods: read again under that quote, taken only when it then reads ("> Chana dal ₹66 nahi hoga.
    ₹68 last, 50 kg ke liye." / "OK, ₹68 works — send the 50 kg. Also please WhatsApp the bill for O12": accept chana
    dal ₹68, order 50 kg, the bill asked; fixer R of the thirty-first session, sealed holdout 121 c8035 in three
    languages). Otherwise the refusal stands."""
    body = clean(text)
    context = quoted_context(text)
    if not context or matcher_for(catalogue).find(body) or not _one_goods(context, catalogue):
        return reading
    again = read_again(context + "\n\n" + body, len(normalize(clean(context + "\n\n"))))
    return again if again.readable else reading
