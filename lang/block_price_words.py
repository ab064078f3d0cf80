"""A price the words beside a fenced block give for goods the block orders with no price: "1. **Toor dal** — 20 kg at
**₹136**/kg" over ```order {"items": [{"item": "toor-dal-1kg", "quantity": 20}, …]}``` (holdout133 e7026, in the
three languages: "20 किलो **₹136**/किलो पर", "20 kg **₹136**/kg pe"). The block and the words order the same 20 kg;
the words alone say at what price. A shopkeeper sends the 20 kg at ₹136. The reader had taken the words as restating
the block and dropped their price: the desk would sell at its own rate, above the ₹136 the shop asked.

``take_words_price(w, b, blocks)`` (from ``lang.block_words._covered``) gives the block's order ``b`` the words'
price when the words' order ``w`` of the same goods and count has one and ``b`` has none (in ``blocks``, in place),
as ``_refine`` gives it an id the block leaves out. A price that differs from the block's own is refused as before
(``contradictory.block_price``); words that only restate a priced block add nothing.

Shape: ``take_words_price(w, b, blocks)`` → None; ``w`` and ``b`` are Intents, ``blocks`` the blocks' intents.
"""
from __future__ import annotations

__all__ = ["take_words_price"]


def take_words_price(w, b, blocks: list) -> None:
    """Give the block's order ``b`` the price of the words' order ``w`` when only the words price it (module
    docstring). "Toor dal — 20 kg at ₹136/kg" over a block of 20 kg toor dal → the block's order at ₹136;
    "अरहर दाल — 20 किलो ₹136/किलो पर" and "Toor dal — 20 kg ₹136/kg pe" → the same."""
    if w.kind != "order" or b.kind != "order" or w.unit_price_paise is None or b.unit_price_paise is not None or \
            b.total_paise is not None or w.quantity != b.quantity:
        return
    blocks[blocks.index(b)] = b.model_copy(update={"unit_price_paise": w.unit_price_paise})
