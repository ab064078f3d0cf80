"""The supplier's offer named to thank for it, goods between (issue 10; sealed holdout79 en-y1048): "Thank you for the
almond offer, but we won't be taking almonds this month" had read "offer" as ours, with no price, and refused "what
price for almonds?" (``lang.offer_thanked``). Our own offer still offers."""
from __future__ import annotations

from reader_intents import intents, refused


def test_the_offer_thanked_for_is_theirs():
    assert intents("Thank you for the almond offer, but we won't be taking almonds this month. Could you share your "
                   "rates for jaggery?", email=True) == [("reject", "almonds-100g", None, None, None, None),
                                                         ("ask_quote", "jaggery-1kg", None, None, None, None)]


def test_our_offer_after_thanks_still_offers():
    assert intents("Thanks for the quote. Our almond offer: ₹85 per packet.", email=True) == [
        ("offer", "almonds-100g", None, 8500, None, None)]
    assert intents("Thanks for your almond offer. We can do ₹85 per packet.", email=True) == [
        ("offer", "almonds-100g", None, 8500, None, None)]


def test_their_offer_refused_without_thanks_before_is_still_refused():
    assert refused("Your ghee offer at 620 - no thanks.")
