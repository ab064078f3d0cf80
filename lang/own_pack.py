"""Goods counted by their own container, a word that is a pack of these goods only: "Bread: 20 loaves", "दही … 24
कप", "कपड़े का साबुन: 90 बट्टी" (a cake of soap: session 55, helper TRYFIX55R, from a new user's trial TRY55,
where the Hindi list "- बिस्किट: 578 पैकेट\\n- कपड़े का साबुन: 90 बट्टी" was refused as a note of thanks while its
Hinglish twin "90 bar" was read). The word counts selling units of those goods; for any other goods it names no
pack the reader knows ("20 batti cheeni" stays asked, ``lang.guards``'s ``ambiguous_intent.unit_word``).

``own_pack(key, item_name)`` → bool: ``key`` (a folded word) is a container that counts ``item_name``'s selling unit.
"""
from __future__ import annotations

from lang.language import fold

__all__ = ["OWN_CONTAINER", "own_pack"]

#: A selling unit named by its own container: the word counts selling units of these items only.
OWN_CONTAINER = {fold("loaf"): ("bread",), fold("loaves"): ("bread",), fold("cup"): ("curd",), fold("cups"): ("curd",),
                 fold("कप"): ("curd",), **{fold(w): ("laundry bar", "bath soap") for w in
                 "batti battiyan बट्टी बट्टियां बट्टियाँ टिकिया टिकियां टिकियाँ".split()}}


def own_pack(key: str, item_name: str) -> bool:
    """Whether the folded word ``key`` is a container counting ``item_name``'s selling unit ("बट्टी", "laundry bar")."""
    return item_name in OWN_CONTAINER.get(key, ())
