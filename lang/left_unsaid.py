"""A count, a price's goods or a new price left unsaid (issue 10; read silently wrong by a new user's trial through a
fake model server in session 32, fixed in session 33 by fixer AL), each kind in a module of its own, run together
from ``lang.after_acts``: a case named once with no number is one case, cut ("cancel the refined oil case from O21")
or priced ("₹500 की पेटी") (``lang.one_case``); one price in the last goods' phrase with no word saying whose it is
("Send 25 kg sugar and 10 kg salt at ₹40.", refused) and an old price asked of counted goods ("Send 10 kg rice at the
old ₹38 and …", refused) (``lang.price_left_out``); a fresh quote asked of goods just refused ("I can't accept ₹49 for
sugar. Quote again please.": reject and ask_quote, ``lang.quote_again``).

Shape: ``left_unsaid(reader)`` with the MessageReader after its clause acts; each pass changes the reader in place.
"""
from __future__ import annotations

from lang.one_case import one_case
from lang.price_left_out import price_left_out
from lang.quote_again import quote_again

__all__ = ["left_unsaid"]


def left_unsaid(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "25 किलो चीनी और 10 किलो नमक ₹40 में भेजो।" is refused (whose is the ₹40?); "cheeni ₹49 mein nahi le sakte.
    dobara rate batao." refuses the ₹49 and asks sugar's quote."""
    one_case(reader)
    price_left_out(reader)
    quote_again(reader)
