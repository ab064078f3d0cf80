"""The shop's fixed vocabulary: the languages counterparts speak and the staff roles, written once.

Every package reads these from here (this module sits at the bottom of the
import graph and imports nothing of the project), so adding a language or a
role is one edit. ``Language`` and ``Role`` are the ``Literal`` types the
schemas validate against; ``LANGUAGES`` and ``ROLES`` are the same values as
tuples, in the order reports and tables print them.

- Languages: English (``en``), Hindi in Devanagari (``hi``), Hinglish — Hindi
  in Roman script mixed with English (``hinglish``).
- Roles (KiranaBench Table 5): the manager (suppliers, prices, the shelf plan,
  when to go home), the cashier (bill, bargaining, credit on the khata), the
  helper (the van, the godown and the shelves), the munshi (the books and the
  nightly report).
"""
from __future__ import annotations

from typing import Literal, get_args

__all__ = ["Language", "LANGUAGES", "Role", "ROLES"]

Language = Literal["en", "hi", "hinglish"]
LANGUAGES: tuple[str, ...] = get_args(Language)

Role = Literal["manager", "cashier", "helper", "munshi"]
ROLES: tuple[str, ...] = get_args(Role)
