"""A price asked lower without a figure ("rate thoda kam kar do", "lower the rate a little", "भाव थोड़ा कम कर दीजिए")
is refused ``no_price.how_much_lower``; when the goods are known the refusal shows how to write the price asked, in
the goods' own selling unit ("how much lower for instant noodles? write the price you ask, e.g. '₹10 a packet'";
session 54, WALKFIX: a new user's walk had met '₹40 per kg' offered as the example for goods sold by the packet).

``lower_asked(item)`` is that reason for a catalogue item; ``LOWER_WHY`` its wording (``lang.reasons``), chosen by
``lang.doubt_goods.worded_key`` when the reason carries ``sunit``. The example's figure is nine tenths of the MRP,
whole rupees (at least ₹1): a figure of the right size and unit, not a price the desk offers.
"""
from __future__ import annotations

__all__ = ["LOWER_WHY", "PER_UNIT", "lower_asked"]

#: The reasons worded with an example in the goods' selling unit when they carry ``sunit``.
PER_UNIT = {"no_price.how_much_lower": "no_price.how_much_lower_per_unit"}

LOWER_WHY: dict[str, dict[str, str]] = {
    "no_price.how_much_lower_per_unit": {
        "en": "how much lower for {item}? write the price you ask, e.g. '{money} a {sunit}'",
        "hi": "{item} का भाव कितना कम? अपना भाव लिखिए, जैसे '{money} प्रति {sunit}'",
        "hinglish": "{item} ka rate kitna kam? apna rate likhiye, jaise '{money} per {sunit}'"},
}


def lower_asked(item):
    """The ``no_price.how_much_lower`` reason (``lang.reasons.Why``) for catalogue item ``item`` (a
    ``market.catalogue.Item``: its name, selling unit and MRP in paise), with an example price per selling unit."""
    from lang.reasons import why  # (here: lang.reasons builds its table through lang.doubt_goods)
    eg = max(1, item.mrp_paise * 9 // 1000)
    return why("no_price.how_much_lower", item=item.item, sunit=item.unit, money=f"₹{eg}")
