"""A request in brackets beside a paid bill or order is a request of its own, not the payment's description (part of
``lang.read_again``, after ``lang.paid_described``): "Paid B1 (send 20 packets more).", "B1 का भुगतान कर दिया (20 पैकेट
और भेजिए)।", "B1 ka payment kar diya (20 packet aur bhejo)." (found by helper FX of the forty-first session beside the
corpora). The bracket's figure had been taken as told about the payment, and only the payment was read: the order
in the bracket was lost, silently. Written as a sentence of its own ("Paid B1. Send 20 packets more.") the reader asks
what the 20 packets are ("what is 20 packets for?"), and reads "send 20 packets more of atta" as an order.

``paid_bracket_asks_read(text, reading, read)`` reads a reading that acts only on payments (and disputes) again with
each bracket after a bill or order id on its line (right after it, "Paid B1 (…)", or after the payment's
words, "B1 का भुगतान कर दिया (…)") whose words ask something ("send",
"bhejo", "भेजिए", "add", "cancel", "chahiye" …: a verb of a request, ``_ASKING``) and which holds a figure written as a sentence of
its own after its sentence's words before it, and takes that reading when it is refused or acts on more than the
first did. A bracket of goods that only describes the payment ("Paid B9 (corrected one, rice @ ₹40)") asks nothing
and is left as it is; a table's row or a message with fenced blocks too.

Shape: ``paid_bracket_asks_read(text, reading, read)`` → Reading; ``read``: text → Reading. One pass over the
brackets, at most one reading again.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS
from lang.language import fold_words, normalize, tokenize
from lang.paid_described import BILL_OR_ORDER_ID

#: A bracket with a figure in it, on one line.
_BRACKET = re.compile(r"\(([^()\n]*\d[^()\n]*)\)")

__all__ = ["paid_bracket_asks_read"]

_TOLD = frozenset({"pay", "dispute"})
#: Verbs of a request for goods: a bracket with one asks (not "aur", "please" or "more" alone, which describe too).
_ASKING = fold_words("send sending dispatch deliver bhej bhejo bhejiye bhejna bhejdo bhejiyega bhijwa bhijwaiye भेज भेजो "
                     "भेजिए भेजें भेजना भिजवा भिजवाइए add jod jodo jodiye jodein जोड़ो जोड़िए जोड़ें cancel cut reduce "
                     "remove hatao hata हटा हटाओ हटाइए radd रद्द ghata घटा need want chahiye चाहिए lenge लेंगे")


def paid_bracket_asks_read(text, reading, read):
    """``reading``, or the message read again with each asking bracket beside a paid id as a sentence of its own
    (module docstring)."""
    if not reading.readable or not isinstance(text, str) or len(text) > MAX_CHARS or "```" in text or not any(
            x.kind == "pay" for x in reading.intents) or not all(x.kind in _TOLD for x in reading.intents):
        return reading
    pieces, last = [], 0
    for m in _BRACKET.finditer(text):
        before = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
        if before.lstrip().startswith("|") or not BILL_OR_ORDER_ID.search(before):
            continue  # a table's row, or no id before it on its line
        inside = m.group(1).strip()
        if not {t.key for t in tokenize(normalize(inside)) if t.kind == "word"} & _ASKING:
            continue
        pieces.append(text[last:m.start()].rstrip() + ". " + inside[:1].upper() + inside[1:] + ".")
        last = m.end()
    if not pieces:
        return reading
    again = read("".join(pieces) + text[last:])
    if not again.readable or len(again.intents) > len(reading.intents):
        return again
    return reading
