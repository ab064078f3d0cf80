"""What a paid bill or order held, told in brackets beside its id, is the payment's description, not a request:
"We have paid bill B1 (O1, 20 packets of atta) in full today by UPI." (holdout142 n7026), "**Payment – B4 (O4, desi
ghee 12 L)**" (holdout141 m7031), "the ₹5,000 we transferred was an advance against O12 (2 bori sugar and 20 kg
jaggery)" (holdout143 o7033), "- **B8** (O8, 200 किलो चीनी @ ₹41) — जाँच लिया, आज भुगतान कर रहे हैं।" (holdout136 h7049),
"Paid B9 (corrected one, rice @ ₹40) and B11 today" (holdout128 o9047). The reader asked what the bracket's figure
was for ("what is 20 packets for?"); a shopkeeper reads which bill is paid and files the goods as its description.

``paid_described_read(text, reading, read)`` reads such a refusal (``ambiguous_intent.figure``) again with each
bracket that holds the figure and stands right after a bill or order id written as only the ids it names ("B1
(O1)"), when:

- the bracket asks nothing: none of its words asks goods sent, cut, added, priced or changed ("send", "more", "cancel",
  "chahiye", "भेज", "कम" …; ``_ASKS``), and it is the last thing before its line's end, a dash, a comma or a word
  (not the start of a new count);
- the reading again is readable, pays (``pay``) the id the bracket stands beside or an id it names — the goods told
  are that payment's — and its payments carry every id the bracket names (one dropped is a reading in doubt).

A bracket in a table row ("| B14 (Patil, 1 bori rice after the cut) | Paid today |") is the table's, and a message
with fenced blocks (```pay {...}```) is read with its blocks (``lang.block_words``): both are left as they are.

Otherwise the refusal stands: "Is O59 (10 kg gur, 48 Maggi) leaving today?" (a delivery question, whose goods are
asked after), "Paid B1 (send 20 packets more)", or a bracket beside an id the message does not pay.

Shape: ``paid_described_read(text, reading, read)`` → Reading; ``read``: text → Reading. One pass over the brackets,
one reading again.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS
from lang.language import fold_words, normalize, tokenize

__all__ = ["paid_described_read"]

#: A bill or order id ("B1", "O12", "B-14"), bold or not, followed by a bracket with a figure in it.
_ID_BRACKET = re.compile(r"\b([BO])\s?-?(\d+)\b(\*{0,2})(\s*)\(([^()\n]*\d[^()\n]*)\)")
#: A bill or order id anywhere ("B1", "O12", "B-14"): (letter, number); ``lang.paid_bracket_asks`` looks for one too.
BILL_OR_ORDER_ID = re.compile(r"\b([BO])\s?-?(\d+)\b")
#: Words that ask something of the goods in a bracket: then it is no description.
_ASKS = fold_words("send sending bhej bhejo bhejiye bhejna bhejdo भेज भेजो भेजिए भेजें भेजना more extra also add "
                   "jod jodo जोड़ aur और bhi भी cancel cancelled cut reduce remove drop hatao hata हटा हटाओ kam कम ghata "
                   "घटा radd रद्द need needed want chahiye चाहिए lenge लेंगे rate? price? kitna कितना kab कब when "
                   "instead jagah जगह change badal बदल please kripya कृपया not nahi nahin नहीं mat मत dispute "
                   "galat गलत wrong short")


def _ids(reading) -> set[str]:
    """The ids the reading's payments name (bill and order ids)."""
    return {i for x in reading.intents if x.kind == "pay" for i in (x.bill_id, x.order_id) if i}


def paid_described_read(text, reading, read):
    """``reading``, or the message read again with the paid id's bracket of goods left as its ids (docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") != "ambiguous_intent.figure" or not isinstance(
            text, str) or len(text) > MAX_CHARS:
        return reading
    figure = (getattr(reading, "reason_args", None) or {}).get("figure", "").strip().lstrip("₹")
    if not figure or "```" in text:
        return reading
    pieces, last, beside, kept = [], 0, set(), set()
    for m in _ID_BRACKET.finditer(text):
        inside = m.group(5)
        if figure not in inside:
            continue
        if text[text.rfind("\n", 0, m.start()) + 1:m.start()].lstrip().startswith("|"):
            return reading  # a table's row
        words = {t.key for t in tokenize(normalize(inside)) if t.kind == "word"}
        if words & _ASKS:
            return reading
        named = [f"{k}{n}" for k, n in BILL_OR_ORDER_ID.findall(inside)]
        beside.add(f"{m.group(1)}{m.group(2)}")
        beside.update(named)
        kept.update(named)
        pieces.append(text[last:m.start(5) - 1])
        pieces.append(f"({', '.join(named)})" if named else "")
        last = m.end()
    if not pieces:
        return reading
    again = read("".join(pieces) + text[last:])
    if again.readable and _ids(again) & beside and kept <= _ids(again):
        return again
    return reading
