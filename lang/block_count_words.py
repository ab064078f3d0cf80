"""A count the words beside a fenced block give for goods the block offers a price for with no count: "If you can do
₹530, we will take 12 litres with our Eid order." over ```negotiate {"items": [{"item": "ghee-1l", "action": "offer",
"unit_price_inr": 530}]}``` (holdout136 h7023, in the three languages: "अगर आप ₹530 कर दें तो … 12 लीटर लेंगे",
"Agar aap ₹530 kar dein to … 12 litre lenge"). The block and the words offer the same ₹530; the words alone say how
much the shop will take. The reader had taken the words as restating the block and dropped their count: the supplier
was offered ₹530 for no count at all (session 37, fixer CY).

``take_words_count(w, b, blocks)`` (from ``lang.block_words._covered``, beside ``lang.block_price_words``) gives the
block's offer ``b`` the words' count when the words' offer ``w`` of the same goods at the same price has one and
``b`` has none, and the two name no different id (in ``blocks``, in place). A count that differs from the block's own
is refused as before (``contradictory.block_quantity``); words that only restate a counted block add nothing; an
offer the words make at another price is refused as before (``contradictory.block_price``).

Shape: ``take_words_count(w, b, blocks)`` → None; ``w`` and ``b`` are Intents, ``blocks`` the blocks' intents.
"""
from __future__ import annotations

__all__ = ["take_words_count"]


def take_words_count(w, b, blocks: list) -> None:
    """Give the block's offer ``b`` the count of the words' offer ``w`` when only the words count it (module
    docstring). "If you can do ₹530, we will take 12 litres." over a block offering ghee at ₹530 → the block's offer
    of 12 litres at ₹530; "अगर आप ₹530 कर दें तो 12 लीटर लेंगे।" and "Agar aap ₹530 kar dein to 12 litre lenge." →
    the same."""
    if w.kind != "offer" or b.kind != "offer" or w.quantity is None or b.quantity is not None or \
            b.unit_price_paise is None or w.unit_price_paise != b.unit_price_paise or b not in blocks or any(
                x is not None and x != y for x, y in ((w.order_id, b.order_id), (w.bill_id, b.bill_id))):
        return
    blocks[blocks.index(b)] = b.model_copy(update={"quantity": w.quantity})
