"""Kinds the reader had refused though a shopkeeper reads them at once, found by session 38's fixer DG on the labelled
corpora (issue 10), each in a module of its own, run together from ``lang.goods_in_place`` (after
``lang.beside_requests``' ``lang.order_later``): goods whose decision is put off beside goods ordered now ("Also send
50 kg sugar. Atta we'll decide next week.", "आटा अगले हफ़्ते देखेंगे", "Aata agle hafte dekhenge": the atta left
out, ``lang.decided_later``; it had been refused as "how many packets of wheat flour?").

Shape: ``read_not_refused(reader)`` with the MessageReader after its clause acts.
"""
from __future__ import annotations

from lang.decided_later import decided_later

__all__ = ["read_not_refused"]


def read_not_refused(reader) -> None:
    """Run the passes of the module docstring over ``reader`` (the MessageReader after its clause acts), in order:
    "Also send 50 kg sugar. Atta we'll decide next week." / "50 किलो चीनी भी भेजिए। आटा अगले हफ़्ते देखेंगे।" / "50 kg
    cheeni bhi bhejiye. Aata agle hafte dekhenge." order the sugar alone."""
    decided_later(reader)
