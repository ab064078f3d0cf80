"""Kinds the reader had read silently wrong on corpus_holdout138 (a Kolkata kirana's Durga Puja month) and
corpus_holdout139 (a Pune kirana's monsoon month), and ones left by earlier sessions, found by session 39's fixer DK
(issue 10), each in a module of its own, run together from ``lang.returns_and_bills`` (last there): a cheque, UTR
or reference number is never an amount ("B9 का भुगतान आज चेक नं. 118475 से कर दिया", "B9 paid, UTR 118475": B9
paid, not ₹1,18,475, ``lang.reference_numbers``); a count told of a time before is no count asked ("Can you do
₹505? Last Puja we moved 20 litres", "पिछले साल उन्होंने 2 ट्रे टूटे अंडे भेजे … अंडों का भाव बता दीजिए": no count,
``lang.past_counts``); goods counted, then ordered by a sentence naming none, keep their order beside a later
question of their rate ("gur 30 kg, chura 30 kg. deliver by 10 Jan. what is gur rate now?": 30 kg gur ordered and
its rate asked, ``lang.order_after_list``); a loss whose reckoning is put off is no complaint now ("six of them were
leaking, which we will settle with you later", "उसका हिसाब हम बाद में कर लेंगे": O7 neither disputed nor ordered,
``lang.settled_later``).

Shape: ``said_in_passing(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.order_after_list import order_after_list
from lang.past_counts import past_counts
from lang.reference_numbers import reference_numbers
from lang.settled_later import settled_later

__all__ = ["said_in_passing"]


def said_in_passing(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "B9 का भुगतान चेक नं. 118475 से कर दिया है।", "B9 ka payment cheque no. 118475 se kar diya.", "B9 paid, UTR
    118475." pay B9 with no amount."""
    reference_numbers(reader)
    past_counts(reader)
    order_after_list(reader)
    settled_later(reader)
