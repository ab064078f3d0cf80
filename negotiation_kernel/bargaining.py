"""The bargaining kernel: one thread per (supplier, item), answered by fixed rules.

After E-Commerce Bench's public kernel (itself after TERMS-Bench):
- a quote opens at the hidden list price;
- each buyer offer is a round; the seller's time-dependent target is
  ``list − (list − floor) × (round / max_rounds) ** (1 / beta)`` (beta > 1 a
  conceder, beta < 1 Boulware; Faratin et al. 1998), and the seller moves from
  its last price toward that target by a step that shrinks when the buyer
  concedes little (tit-for-tat weight between 0.5 and 1);
- every counter is rounded to the nearest trader's price step (₹0.25 under ₹10,
  ₹0.50 under ₹100, else ₹1: ``suppliers.price_step``);
- the seller never counters below the floor, nor below the buyer's bid — a bid
  at or above its next counter is accepted;
- it walks away only in the second half of the rounds (a bid under 85% of the
  floor there, or any unmet bid at the last round);
- an accept at or above the price last offered (within half a paisa) agrees at that price, as a bid at or
  above it does: e-mails cross, and a buyer taking the seller's earlier, higher counter ("₹31.50 chalega" after
  the seller came down to ₹31) pays the seller's latest price, never more than the seller asked (the new user's
  trial, session 43: it was refused and the order with it); an accept below it is refused, naming it.
Decisions are language-free records whose reasons are codes (``negotiation_kernel.reasons``);
``lang`` words them.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from market.hot_model import hot_record, trusted_builder
from negotiation_kernel.reasons import Plain, Reason, ThreadClosed
from negotiation_kernel.suppliers import ItemTerms, floor_price, to_step

__all__ = ["Thread", "Decision", "quote", "offer", "accept", "reject"]


@hot_record  # read some 80,000 times a month (the desk, the record): plain attribute reads (market.hot_model)
class Thread:
    """A negotiation between the shop and one supplier over one item (prices in paise per unit)."""
    thread_id: str
    supplier_id: str
    sku: str
    day: int
    rounds: int = 0
    seller_last_paise: int
    seller_prev_paise: int | None = None
    buyer_last_paise: int | None = None
    buyer_prev_paise: int | None = None
    status: Literal["open", "agreed", "walked_away", "rejected"] = "open"
    agreed_paise: int | None = None


class Decision(BaseModel):
    """What the kernel decided on one line of an e-mail."""
    model_config = ConfigDict(extra="forbid")
    kind: Literal["quote", "counter", "accept", "walk_away", "refuse_accept", "rejected", "closed"]
    sku: str
    thread_id: str
    price_paise: int | None = None
    round: int = 0
    reason: Reason | None = None  # why, as a code with parameters (None for a quote or a counter)


_THREAD, _DECISION, _PLAIN = trusted_builder(Thread), trusted_builder(Decision), trusted_builder(Plain)  # unvalidated


def quote(thread_id: str, supplier_id: str, terms: ItemTerms, day: int) -> tuple[Thread, Decision]:
    """Open a thread at the list price."""
    t = _THREAD(thread_id=thread_id, supplier_id=supplier_id, sku=terms.sku, day=day,
                seller_last_paise=terms.list_paise)
    return t, _DECISION(kind="quote", sku=terms.sku, thread_id=thread_id, price_paise=terms.list_paise)


def _target(terms: ItemTerms, rounds: int) -> float:
    frac = min(1.0, rounds / terms.max_rounds) ** (1.0 / terms.beta)
    return terms.list_paise - (terms.list_paise - floor_price(terms)) * frac


def offer(thread: Thread, terms: ItemTerms, bid_paise: int) -> Decision:
    """Answer a buyer's bid: accept it, counter, or walk away. Mutates the thread."""
    if thread.status != "open":
        return _DECISION(kind="closed", sku=thread.sku, thread_id=thread.thread_id, round=thread.rounds,
                         reason=ThreadClosed(status=thread.status))
    r = thread.rounds + 1
    thread.rounds, thread.buyer_prev_paise, thread.buyer_last_paise = r, thread.buyer_last_paise, bid_paise
    last = thread.seller_last_paise
    if bid_paise >= last:
        return _agree(thread, last, "bid_meets_price")
    weight = 1.0
    if thread.buyer_prev_paise is not None and thread.seller_prev_paise is not None:
        seller_step = max(1, thread.seller_prev_paise - last)
        buyer_step = max(0, bid_paise - thread.buyer_prev_paise)
        weight = 0.5 + 0.5 * min(1.0, buyer_step / seller_step)
    counter = last - (last - _target(terms, r)) * weight
    counter = max(to_step(counter), floor_price(terms))
    if bid_paise >= counter:
        return _agree(thread, bid_paise, "bid_at_next_price")
    second_half = r > terms.max_rounds / 2
    if r >= terms.max_rounds or (second_half and bid_paise < 0.85 * terms.floor_paise):
        thread.status = "walked_away"
        return _DECISION(kind="walk_away", sku=thread.sku, thread_id=thread.thread_id, round=r,
                         reason=_PLAIN(code="last_round" if r >= terms.max_rounds else "bid_far_below"))
    thread.seller_prev_paise, thread.seller_last_paise = last, counter
    return _DECISION(kind="counter", sku=thread.sku, thread_id=thread.thread_id, price_paise=counter, round=r)


def _agree(thread: Thread, price: int, code: str) -> Decision:
    thread.status, thread.agreed_paise = "agreed", price
    return _DECISION(kind="accept", sku=thread.sku, thread_id=thread.thread_id, price_paise=price,
                     round=thread.rounds, reason=_PLAIN(code=code))


def accept(thread: Thread, price_paise: float) -> Decision:
    """The buyer accepts at ``price_paise`` (paise per unit): at or above the price last offered (within half a
    paisa) the thread is agreed at that price (``buyer_accepted`` when it was named, ``bid_meets_price`` when the
    buyer named more); below it the accept is refused (``refuse_accept``, ``price_paise`` the price standing).
    On a thread already agreed, an accept at or above the agreed price is that agreement again
    (``already_agreed``); on one otherwise closed it is ``closed``. Mutates the thread when it agrees it."""
    if thread.status == "agreed" and thread.agreed_paise is not None and price_paise >= thread.agreed_paise - 0.5:
        return _DECISION(kind="accept", sku=thread.sku, thread_id=thread.thread_id,
                         price_paise=thread.agreed_paise, round=thread.rounds, reason=_PLAIN(code="already_agreed"))
    if thread.status != "open":
        return _DECISION(kind="closed", sku=thread.sku, thread_id=thread.thread_id, round=thread.rounds,
                         reason=ThreadClosed(status=thread.status))
    last = thread.seller_last_paise
    if price_paise < last - 0.5:
        return _DECISION(kind="refuse_accept", sku=thread.sku, thread_id=thread.thread_id,
                         price_paise=last, round=thread.rounds, reason=_PLAIN(code="accept_wrong_price"))
    return _agree(thread, last, "buyer_accepted" if price_paise <= last + 0.5 else "bid_meets_price")


def reject(thread: Thread) -> Decision:
    """The buyer ends the thread."""
    thread.status = "rejected"
    return _DECISION(kind="rejected", sku=thread.sku, thread_id=thread.thread_id, round=thread.rounds,
                     reason=_PLAIN(code="buyer_rejected"))
