"""The supplier's rate agreed in a sentence of its own, then goods sent: "OK, your rate is fine, send 10 litres of
refined oil", "Theek hai, aapka rate chalega, 10 litre refined oil bhej do", "ठीक है, आपका रेट चलेगा, 10 लीटर रिफाइंड
तेल भेज दो". The agreement named no goods and was left over beside the order: the message was refused ("part of it
reads like a price agreed too") though a shopkeeper reads an acceptance of the quote and the order (a new user's
trial, in all three languages). ``rate_fine`` gives that agreement to the goods ordered when the message names
exactly one item: the accept of the quote (no price: the desk's last price) then the order, as "Refined oil at your
rate is fine, send 10 litres" reads.

Said in a sentence of its own before the order's ("Okay, your rate is fine 👍 Send 30 kg chana dal.", "ठीक है,
आपका भाव मंज़ूर 👍 30 किलो चना दाल भेज दो।": session 46, RA — refused in the three languages), the order's clause is
recorded in ``reader.rate_agreed_in``, which ``lang.quoted_terms`` reads as the supplier's rate agreed there (no
price stated).
"""
from __future__ import annotations

from lang.done_fine import done_fine
from lang.language import fold_words

__all__ = ["rate_fine"]

_RATE = fold_words("rate rates price prices bhav bhaav भाव रेट daam दाम quote")


def rate_fine(reader) -> None:
    """Move an accept cue standing in a part with no goods and no figure, in a sentence that says a rate word, onto the
    part ordering the message's one item. ``reader``: the MessageReader after its clause acts. A deal closed with no
    rate word ("Ok done, 50 kilo pyaaz bhej do.") is ``lang.done_fine``'s."""
    done_fine(reader)
    skus = {m.sku for m in reader.mentions}
    if len(skus) != 1 or None in skus or _RATE.isdisjoint(reader._keys) or any(f.kind == "price" for f in reader.figs):
        return  # (a price said: "Aapka rate manzoor: | Poha | ₹35/packet |" accepts that price)
    goods = {reader.chunk_of[k] for k in reader.item_tokens}
    figured = {reader.chunk_of[f.pos] for f in reader.figs}
    orders = [c for c in reader.cues if c.kinds == {"order"} and c.chunk in goods]
    if len(orders) != 1 or any(c.kinds & {"offer", "reject", "cancel"} for c in reader.cues):
        return
    for c in reader.cues:
        if c.kinds != {"accept"} or c.chunk in goods or c.chunk in figured or c.pos > orders[0].pos:
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(reader._word(k) in _RATE for k in range(lo, hi)):
            if c.clause != orders[0].clause:  # "Okay, your rate is fine. Send 30 kg chana dal.": the rate said in the
                reader.rate_agreed_in = getattr(reader, "rate_agreed_in", set()) | {orders[0].clause}  # sentence before
            c.clause, c.chunk = orders[0].clause, orders[0].chunk
