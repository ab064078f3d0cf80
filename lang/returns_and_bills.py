"""Kinds the reader had read silently wrong on corpus_holdout137 (a Patna kirana's Chhath month, half its mail about
bills and returns) and ones left by session 37, found by session 38's fixer DB (issue 10), each in a module of its
own, run together from ``lang.asked_or_kept`` (last there): goods received in place of others ask
which bill ("We received masoor dal, not moong.": ``no_id.bill``, ``lang.received_instead``); a bill asked with "not
come yet" asks after no delivery ("Manoj ji send B2, not come yet.", ``lang.bill_not_here``); a bill named in a
bracket of reckoning is not paid ("- B5: ₹13,164 (B1 के ₹436 के समायोजन के बाद)": B5 and B7 paid, not B1,
``lang.reckoning_aside``); quoted goods taken by their quoted rupee figure accept it ("> रोबस्टा ₹46/दर्जन ⏎ ₹46 वाला
रोबस्टा ही लेंगे": accept ₹46, ``lang.quoted_one_taken``); a statement asked over listed bills is one bill question
(``lang.statement_asked``); goods said weighed or counted fine order nothing ("Gur all 60 kg weighed fine 👍",
``lang.checked_fine``). Session 39's fixer DK's passes on holdout138/139 run next, as one group:
``lang.said_in_passing``; then fixer DL's on holdout140 (payments and bills), ``lang.bills_kept``.

Shape: ``returns_and_bills(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.bill_not_here import bill_not_here
from lang.bills_kept import bills_kept
from lang.checked_fine import checked_fine
from lang.quoted_one_taken import quoted_one_taken
from lang.received_instead import received_instead
from lang.reckoning_aside import reckoned_bills
from lang.said_in_passing import said_in_passing
from lang.statement_asked import statement_asked

__all__ = ["returns_and_bills"]


def returns_and_bills(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "We received masoor dal, not moong." asks which bill; "मनोज जी B2 भेजो, अभी तक नहीं आया।" asks for B2 only;
    "Gur poora 60 kilo taul mein theek nikla." orders nothing."""
    received_instead(reader)
    bill_not_here(reader)
    reckoned_bills(reader)
    quoted_one_taken(reader)
    statement_asked(reader)
    checked_fine(reader)
    said_in_passing(reader)  # (lang.said_in_passing, session 39's fixer DK: holdout138/139, 'चेक नं. 118475')
    bills_kept(reader)  # (lang.bills_kept, session 39's fixer DL: holdout140's payments and bills)
