"""Counted goods swapped for other counted goods in one sentence, however the swap is written (part of reading,
``lang.reader.read_message``, after ``lang.order_moves``): the shopkeeper cancels the replaced goods with their
count and sends the new goods; goods joined after them ("and 2 kg sugar too", "aur 2 kilo chini bhi", "और 2 किलो
चीनी भी") are sent as well, never cancelled.

Shapes, in English, Hindi and Hinglish, with or without an order named ("In O9, …", "O9 में …", "O9 mein …", "O9:
…", "… in O9", "… (O9)"):

- the new goods first: "Send moong dal 3 kg instead of chana dal 5 kg.", "Send 3 kg moong dal rather than 5 kg
  chana dal.", "Send 3 kg moong dal in place of 5 kg chana dal, and 2 kg sugar too.";
- the replaced goods first: "Instead of 5 kg chana dal send 3 kg moong dal, and 2 kg sugar too.", "In place of 5 kg
  chana dal, send 3 kg moong dal.", "Rather than 5 kg chana dal, send 3 kg moong dal.", "Replace 5 kg chana dal with
  3 kg moong dal, and send 2 kg sugar too." ("in lieu of" as "instead of");
- "की जगह" / "की बजाय" / "के बदले", "ki jagah" / "ki bajaye" / "ke badle": "चना दाल 5 किलो की जगह मूंग दाल 3 किलो
  भेजो।", "5 kilo chana dal ki jagah 3 kilo moong dal kar do, aur 2 kilo chini bhi." → ``cancel`` chana dal 5,
  ``order`` moong dal 3 (and sugar 2); the new goods first too: "Moong dal 3 kilo bhejna, chana dal 5 kilo ke
  badle", "मूंग दाल 3 किलो भेजो, चना दाल 5 किलो की जगह।". With an order named, all ride on it
  (``tests/corpus_chat/README.md``; goods joined "too" go with the new goods).

They had been read every other way, silently: the two counts as one count changed ("cancel moong dal 2"), both goods
ordered, or the cancel spread to the goods joined after the swap ("… + cancel sugar 2").

How: each such sentence is cut at its swap words into the replaced goods and the new ones; each side is read alone
with ``read`` ("Cancel 5 kg chana dal." must read as one counted cancel of plain goods, the new side as counted
orders of other goods). When the message's reading already holds just those requests for those goods it stands.
Otherwise the sentence is written again as the plain requests ("Cancel 5 kg chana dal. Send 3 kg moong dal, and 2 kg
sugar too.", "O9 से 5 किलो चना दाल हटा दो। O9 में 3 किलो मूंग दाल जोड़ दो।") and the message read again; that reading
is kept when it holds the swap's requests and every other request as before. Else the message is refused
(``ambiguous_intent.cancel_which``, the replaced goods named), as it is when counted goods follow the replaced ones
after a comma with no "too" ("Send 3 kg moong dal instead of 5 kg chana dal, plus 2 kg sugar": the sugar named —
replaced too, or sent?); "instead of 5 kg chana dal and 2 kg toor dal" replaces both. A counted swap with a
second id inside the sentence is read as the swap without it, else refused ("what about O8?"). Left as read: a
sentence whose replaced goods have no count ("Send sugar instead of jaggery, 20 kg"), the same goods on both sides
("6 trays instead of 4 trays": a count changed), a side that does not read as plain counted goods ("… की जगह 15 कर
दो"), a question ("Did you send 3 kg moong dal instead of 5 kg chana dal?").

Shape: ``swaps_read(text, reading, read, catalogue)`` → Reading. Linear: a few bounded regular expression passes
per sentence, and a few readings of its parts.
"""
from __future__ import annotations

import re

from lang.case_hints import may_hold
from lang.clean import MAX_CHARS
from lang.reasons import why
from market.catalogue import load_catalogue

__all__ = ["swaps_read"]

_EN = re.compile(r"(?i)\b(?:instead\s+of|in\s+place\s+of|in\s+lieu\s+of|rather\s+than)\b")
#: "Replace 5 kg chana dal with 3 kg moong dal": the replaced goods after "replace", the new ones after "with".
_REPLACE = re.compile(r"(?i)^\s*(?:please\s+|kindly\s+)?replace\s+(?P<old>.+?)\s+with\s+(?P<new>.+)$")
_HI = re.compile(r"(?i)(?<![\w\u0900-\u0963\u0966-\u097F])(?:की|के|ki|ke)\s+(?:जगह|बजाय|बजाए|बदले|jagah|jagha|bajaye|bajay|"
                 r"bajae|badle|badley)(?![\w\u0900-\u0963\u0966-\u097F])")
_BOUNDARY = re.compile(r"\.(?!\d)|[!?।\n]")
_ID_OPEN = re.compile(r"(?i)^\s*(?:(?:in|for)\s+)?(?:order\s+|ऑर्डर\s+)?O-?(\d{1,6})\b\s*(?:में|mein|me|main|mai|"
                      r"[:,–—-])?\s*")
#: An order named later in the sentence: "… instead of chana dal 5 kg in O9", "… (O9)", "… for order O9, and …".
_ID_CLOSE = re.compile(r"(?i)(?:,?\s+(?:in|for|from|on|of)\s+(?:order\s+)?|\s*\(\s*)O-?(\d{1,6})\b(?:\s*\))?")
_IDS = re.compile(r"(?i)(?<![\w])[OB]-?\d{1,6}\b")
#: What may open the sentence before the swap: a bullet, a greeting or a word of asking.
_OPEN = re.compile(r"(?i)^\s*(?:[-*•]\s+)?(?:(?:hi|hello|bhaiya|bhai|भैया|भाई|sir|सर|ji|जी|please|pls|kindly|कृपया|"
                   r"kripya|also|and|aur|और)(?![\w\u0900-\u0963\u0966-\u097F])[\s,!]*)*")
_SEND_EN = re.compile(r"(?i)\b(?:please\s+|kindly\s+)?(?:send|add|give|deliver|supply|include|put)\b")
#: A word of sending that may end the new goods before the replaced ones: "Moong dal 3 kilo bhejna chana dal …".
_SENT = re.compile(r"(?i)(?<![\w\u0900-\u0963\u0966-\u097F])(?:bhej|bhejo|bhejna|bhejiye|bhejein|bhej\s+do|bhej\s+dena|"
                   r"bhej\s+dijiye|भेजो|भेजना|भेजिए|भेजें|भेज\s+दो|भेज\s+देना|भेज\s+दीजिए)(?![\w\u0900-\u0963\u0966-\u097F])")
_JOINED = re.compile(r"(?i)\s*,?\s+(?:and|also|plus|aur|और)\s+")
#: Words that join goods to the swap as sent too, not replaced: "and 2 kg sugar too", "aur 2 kilo chini bhi".
_TOO = re.compile(r"(?i)(?<![\w\u0900-\u0963\u0966-\u097F])(?:too|also|as\s+well|bhi|भी)(?![\w\u0900-\u0963\u0966-\u097F])")
_THE = re.compile(r"(?i)^\s*(?:the|that|those|your|our)\s+")
_MADE = [(re.compile(r"(?<![\u0900-\u097F])कर\s+(दो|दीजिए|दीजिये|दें|देना|दीजियेगा)(?![\u0900-\u097F])"), r"भेज \1"),
         (re.compile(r"(?i)\bkar\s+(do|dijiye|dijie|dein|dena|dijiyega)\b"), r"bhej \1")]
#: A verb of sending or making around the new goods, left out when the new goods are added to an order named.
_VERBS_EN = re.compile(r"(?i)^\s*(?:please\s+|kindly\s+)?(?:send|add|give|deliver|supply|include|put)\s+(?:us\s+)?")
_VERBS_TAIL = re.compile(r"(?i)(?:\s+(?:भेज|भेजो|भेजें|भेजिए|भेजना|भिजवा|कर|डाल|जोड़|दे|दो|दीजिए|दीजिये|दें|देना|bhej|"
                         r"bhejo|bhejna|bhejiye|bhijwa|kar|karo|daal|dal|jod|de|do|dijiye|dijie|dein|dena|please|pls|"
                         r"ji|जी))+\s*[,.!।]*\s*$")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_DEVANAGARI = re.compile(r"[\u0900-\u0963\u0966-\u097F]")


def _plain(i) -> bool:
    """Goods named with a count, and no price, total or bill beside them."""
    return i.sku is not None and i.quantity is not None and all(
        getattr(i, k, None) is None for k in ("unit_price_paise", "total_paise", "price_change_paise", "bill_id"))


def _key(i) -> tuple:
    return (i.kind, i.sku, i.quantity, i.order_id)


def _cut(sentence: str):
    """(order number or None, replaced goods, new goods, language) of a swap sentence; ("unsure", goods) when goods
    after the replaced ones may be replaced too or sent ("instead of 5 kg chana dal, plus 2 kg sugar"); ("id", id)
    when a counted swap names an id it does not open or close with; else None."""
    lead = _OPEN.match(sentence)
    rest = sentence[lead.end():] if lead else sentence
    named = _ID_OPEN.match(rest)
    num = named.group(1) if named else None
    rest = rest[named.end():] if named else rest
    closing = None if named else _ID_CLOSE.search(rest)
    if closing:
        num, rest = closing.group(1), rest[:closing.start()] + rest[closing.end():]
    other = _IDS.search(rest)
    if other:  # a second id in a counted swap: "… and 2 kg sugar too, and cancel O8" (the swap on O8?)
        bare = _cut(_IDS.sub(" ", rest))
        return ("id", other.group(), bare) if bare and bare[0] not in ("id", "unsure") else None
    hi, en = list(_HI.finditer(rest)), list(_EN.finditer(rest))
    lang = "hi" if _DEVANAGARI.search(rest) else "hinglish" if hi else "en"
    swapped = _REPLACE.match(rest) if not hi and not en else None
    if swapped:
        old, new = swapped.group("old"), "Send " + swapped.group("new").strip()
    elif len(hi) + len(en) != 1:
        return None
    elif hi:
        old, new = rest[:hi[0].start()], rest[hi[0].end():]
        if not new.strip(" ,.!।"):  # "Moong dal 3 kg bhejo, chana dal 5 kg ki jagah.", "… bhejna chana dal … ke badle"
            cuts = [m.end() for m in _SENT.finditer(old)] + [old.rfind(",") + 1]
            new, old = old[:max(cuts)], old[max(cuts):]
    elif not rest[:en[0].start()].strip():  # "Instead of 5 kg chana dal, send 3 kg moong dal"
        after = rest[en[0].end():]
        comma, verb = after.find(","), _SEND_EN.search(after)
        at = comma if comma >= 0 and (verb is None or comma < verb.start()) else verb.start() if verb else -1
        if at <= 0:
            return None
        old, new = after[:at], after[at:].lstrip(" ,")
    else:  # "Send 3 kg moong dal instead of 5 kg chana dal, and 2 kg sugar too"
        new, old = rest[:en[0].start()], rest[en[0].end():]
        joined = _JOINED.search(old)
        comma = min((x for x in (old.find(","), old.find(";")) if x >= 0), default=-1)
        at = min(x for x in (comma, joined.start() if joined else -1, len(old)) if x >= 0)
        if not (_TOO.search(old[at:]) or _SEND_EN.search(old[at:])):
            if at == comma and re.search(r"\d", old[at:]):
                return "unsure", old[at:].strip(" ,;")  # ("…, plus 2 kg sugar": replaced too, or sent?)
            at = len(old)  # ("instead of 5 kg chana dal and 2 kg toor dal": both replaced)
        old, tail = old[:at], old[at:].strip(" ,;")
        new = new.rstrip(" ,") + (", " + tail if tail else "")
    old, new = _THE.sub("", old.strip(" ,–—-")), new.strip(" ,–—-")
    if not re.search(r"\d", old) or not new:
        return None
    for made, send in _MADE:
        new = made.sub(send, new)
    return num, old, new, lang


def _said(lang: str, num, old: str, new: str) -> str:
    """The plain requests the reader knows, in the sentence's language."""
    if num is None:
        return {"hi": f" {old} कैंसल कर दो। {new}। ", "hinglish": f" {old} cancel kar do. {new}. ",
                "en": f" Cancel {old}. {new}. "}[lang]
    goods = _VERBS_TAIL.sub("", _VERBS_EN.sub("", new)).strip(" ,")
    return {"hi": f" O{num} से {old} हटा दो। O{num} में {goods} जोड़ दो। ",
            "hinglish": f" O{num} se {old} hata do. O{num} mein {goods} add kar do. ",
            "en": f" Remove {old} from O{num}. Add {goods} to O{num}. "}[lang]


def _expected(read, lang: str, num, old: str, new: str):
    """(the swap's requests as keys, the replaced goods' sku) read from each side alone, else None."""
    alone = {"hi": f"{old} कैंसल कर दो।", "hinglish": f"{old} cancel kar do.", "en": f"Cancel {old}."}[lang]
    cut, sent = read(alone), read(new)
    if not (cut.readable and sent.readable) or not cut.intents or not sent.intents:
        return None
    if len(_NUMBER.findall(old)) != len(cut.intents) or len(_NUMBER.findall(new)) != len(sent.intents):
        return None  # (a count with no goods of its own: "अंडे 5 ट्रे की जगह 3 ट्रे कर दो", a count changed)
    skus = [i.sku for i in cut.intents + sent.intents]
    if len(set(skus)) != len(skus) or not all(i.kind == "cancel" and _plain(i) and i.order_id is None
                                              for i in cut.intents) or \
            not all(i.kind == "order" and _plain(i) and i.order_id is None for i in sent.intents):
        return None
    on = None if num is None else "O" + num
    return sorted([("cancel", i.sku, i.quantity, on) for i in cut.intents] + [
        ("order", i.sku, i.quantity, on) for i in sent.intents], key=repr), \
        cut.intents[0].sku


def swaps_read(text, reading, read, catalogue=None):
    """``reading`` of ``text``, or its swaps written plainly and read again (module docstring), or a refusal.
    ``read``: text → Reading; ``catalogue``: to name the replaced goods in a refusal (default: the shop's). Never
    raises."""
    if not isinstance(text, str) or len(text) > MAX_CHARS or not may_hold(text, (  # a word each of _EN, _HI and
            "instead", "place", "lieu", "rather", "जगह", "बजा", "बदले", "jag", "baja", "badle")) or not (  # "replace"
            _EN.search(text) or _HI.search(text) or re.search(r"(?i)\breplace\b", text)):
        return reading
    spans, start = [], 0
    for b in _BOUNDARY.finditer(text):
        spans.append((start, b.start()))
        start = b.end()
    spans.append((start, len(text)))
    swaps = []
    for lo, hi in spans:
        sentence = text[lo:hi]
        if not (_EN.search(sentence) or _HI.search(sentence) or re.search(r"(?i)\breplace\b", sentence)) or \
                text[hi:hi + 1] == "?":
            continue
        cut = _cut(sentence)
        if cut and cut[0] == "id":  # read as the swap said with no id, else refused ("what about O8?")
            found = _expected(read, cut[2][3], *cut[2][:3]) if reading.readable else None
            skus = {k[1] for k in found[0]} if found else set()
            said = sorted(((i.kind, i.sku, i.quantity, None) for i in reading.intents if i.sku in skus), key=repr)
            if found and said != found[0]:
                return reading.refused(why("ambiguous_intent.id", id=cut[1].upper()), reading.language)
            continue
        if cut and cut[0] == "unsure":
            named = read(re.sub(r"(?i)^(?:and|also|plus|aur|और)\s+", "", cut[1]))
            if reading.readable and named.readable and named.intents and named.intents[0].sku:
                return _refused(reading, named.intents[0].sku, catalogue)
            continue
        found = _expected(read, cut[3], *cut[:3]) if cut else None
        if found is not None:
            swaps.append((lo, hi, cut, found))
    if not swaps:
        return reading
    wanted = sorted((k for *_, (keys, _) in swaps for k in keys), key=repr)
    skus = {k[1] for k in wanted}
    if reading.readable and sorted((_key(i) for i in reading.intents if i.sku in skus), key=repr) == wanted and all(
            _plain(i) for i in reading.intents if i.sku in skus):
        return reading  # (read as the swap already)
    again = text
    for lo, hi, (num, old, new, lang), _ in reversed(swaps):
        again = again[:lo] + _said(lang, num, old, new) + again[hi:]
    other = read(again)
    others = [i for i in reading.intents if i.sku not in skus] if reading.readable else []
    if other.readable and sorted((_key(i) for i in other.intents if i.sku in skus), key=repr) == wanted and all(
            _plain(i) for i in other.intents if i.sku in skus) and [i for i in other.intents if i.sku not in skus] \
            == others:
        return other
    if not reading.readable:
        return reading
    return _refused(reading, swaps[0][3][1], catalogue)


def _refused(reading, sku: str, catalogue):
    """``reading`` refused: "{item}: cancel it too, or send it?" (``ambiguous_intent.cancel_which``)."""
    cat = catalogue if catalogue is not None else load_catalogue()
    item = cat.by_sku(sku).item if sku in cat.skus() else sku
    return reading.refused(why("ambiguous_intent.cancel_which", item=item), reading.language)
