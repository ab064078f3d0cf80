"""The desk's side of bargaining over one item today: the day's thread, and the line answering a quote, offer,
accept or reject.

A thread lives for one day (``todays_thread``); asking for a quote, or any bargaining
line when none stands today, opens one at the list price (``bargaining.quote``).
Prices are paise per selling unit.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from negotiation_kernel import bargaining
from negotiation_kernel.reasons import Plain
from negotiation_kernel.suppliers import Supplier

if TYPE_CHECKING:  # negotiation_kernel.desk imports this module
    from negotiation_kernel.desk import DeskShop, Intent

__all__ = ["todays_thread", "bargain", "decision_fields"]


def todays_thread(shop: DeskShop, sup: Supplier, sku: str) -> bargaining.Thread | None:
    """The bargaining thread of this supplier and item opened today, or None (a thread lives one day)."""
    kernel = shop.kernel
    tid = kernel.current.get(f"{sup.supplier_id}:{sku}")
    thread = kernel.threads.get(tid) if tid else None
    return thread if thread is not None and thread.day == shop.state.day else None


def bargain(shop: DeskShop, sup: Supplier, intent: Intent) -> dict:
    """The decision line for a quote asked, an offer, an accept or a reject of ``intent.sku`` (a ``closed`` line
    when the supplier walked away today); changes today's thread as decided."""
    kind, sku, price = intent.kind, intent.sku, intent.unit_price_paise
    terms = sup.terms[sku]
    thread = todays_thread(shop, sup, sku)
    fresh = None
    if kind == "ask_quote" or thread is None:
        if thread is not None and thread.status == "walked_away":
            return {"kind": "closed", "sku": sku, "thread_id": thread.thread_id,
                    "reason": Plain(code="walked_away_today")}
        thread, decision = bargaining.quote(shop.state.next_id("T"), sup.supplier_id, terms, shop.state.day)
        shop.kernel.threads[thread.thread_id] = thread
        shop.kernel.current[f"{sup.supplier_id}:{sku}"] = thread.thread_id
        if kind == "ask_quote":
            return decision_fields(decision)
        fresh = decision  # no price of ours today: an accept of "your rate" gets the quote, not a deal
    if kind == "offer":
        bid = price
        if bid is None and intent.price_change_paise is not None:  # "reduce by ₹2/kg": our last price less 2
            bid = max(1, thread.seller_last_paise + intent.price_change_paise)
        decision = bargaining.offer(thread, terms, bid)
    elif kind == "accept" and price is None:  # "your rate is fine": our last price
        decision = bargaining.accept(thread, thread.seller_last_paise) if fresh is None else fresh
    elif kind == "accept":
        decision = bargaining.accept(thread, price)
        if fresh is not None and decision.kind == "refuse_accept":  # no price of ours stood today: never "our
            # last offer was" (yesterday's counter is gone, the thread opened at list just now), session 51
            decision = decision.model_copy(update={"reason": Plain(code="todays_rate")})
    else:
        decision = bargaining.reject(thread)
    return decision_fields(decision)


def decision_fields(decision: bargaining.Decision) -> dict:
    """A decision's fields as a dict, in order, the reason staying a typed Reason: what ``dict(iter(decision))``
    gives (a Decision has no private or extra fields), read off the instance instead of through pydantic's
    ``__iter__`` generator (7x cheaper; ``dict(decision)`` would first probe a missing ``.keys`` through
    pydantic's ``__getattr__``, an AttributeError each time)."""
    return dict(decision.__dict__)
