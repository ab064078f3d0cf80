"""The short state summary the shop writes for a role when its turn opens.

What a role would otherwise have to remember from older turns, in a few
lines: for the manager, cash, bills due, stock running low, today's open
negotiations, unread messages and its notes; for the staff, their own day
(minutes used), the facts of their own kind of turn and the manager's standing instructions in force (every
turn until replaced: the window ``instructions_followed_pct`` judges them in). Read-only: writing a
summary changes no state and draws no random number, so a run's record is the
same whether or not anyone reads it. Figures come from the shop's state, in
rupees with Indian grouping, to the paisa (``₹27.50``; whole rupees without ``.00``): a price a model names back
must be the one it was shown.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from events.money import format_inr_exact
from market.stock import on_hand
from market.read_upto import InboxCursor
from roles.instructions import standing_section
from roles.manager import inbox_cursor

if TYPE_CHECKING:
    from engine.shop import Shop

__all__ = ["role_summary", "LOW_STOCK_DAYS", "MAX_LISTED"]

LOW_STOCK_DAYS = 1.0   # an item is "running low" below this many days of expected walk-in demand
MAX_LISTED = 12        # at most this many bills, items or negotiations listed; the rest are counted


def _listed(rows: list[str], what: str) -> list[str]:
    more = len(rows) - MAX_LISTED
    return rows[:MAX_LISTED] + ([f"  ... and {more} more {what}"] if more > 0 else [])


def _grouped(rows: list[tuple[str, str]], what: str) -> list[str]:
    """``(group, entry)`` rows as one line a run of a group, ``"  due day 17: B107 S2 ₹18,416; B112 S2 ₹5,220"``:
    the first ``MAX_LISTED`` entries, the rest counted as ``_listed`` counts them."""
    out: list[str] = []
    last = None
    for group, entry in rows[:MAX_LISTED]:
        if group == last:
            out[-1] += f"; {entry}"
        else:
            out.append(f"  {group}: {entry}")
            last = group
    more = len(rows) - MAX_LISTED
    return out + ([f"  ... and {more} more {what}"] if more > 0 else [])


def _day_line(shop: Shop, role: str) -> str:
    rd = shop.state.roles[role]
    budget = shop.role_settings[role].minutes_per_day
    # the time is the brief's, which every call carries beside the summary ("[d16 12:37] ...")
    return f"Day {shop.state.day}. Your minutes today: {rd.minutes_used} used of {budget}."


def _todays_threads(threads: dict, day: int) -> list:
    """The threads opened on ``day``, in the order they were opened, read from the newest back: the desk adds a
    thread only on the day it opens (``negotiation_kernel.desk``), so the month's threads run in day order and
    the scan stops at the first older one instead of walking the whole month."""
    today = []
    for t in reversed(threads.values()):
        if t.day < day:
            break
        if t.day == day:
            today.append(t)
    return today[::-1]


def _closed(bill) -> bool:
    """A bill paid or cancelled: it never opens again."""
    return bill.status != "open"


def _open_bills(shop: Shop) -> list:
    """The open bills of ``shop.state.bills`` in list order, scanned only from the first that may be open (bills are
    only appended, and a bill paid or cancelled never opens again: ``market.read_upto.InboxCursor``; remembered per
    list object, so a list replaced by a checkpoint's restore starts again from 0; not part of the saved state)."""
    cursor = getattr(shop, "_summary_open_bills", None)
    if cursor is None:
        cursor = shop._summary_open_bills = InboxCursor(_closed)
    bills = shop.state.bills
    cursor.advance(bills)
    return [b for b in bills[cursor.start(bills):] if b.status == "open"]


def _manager(shop: Shop) -> list[str]:
    state, day = shop.state, shop.state.day
    lines = [f"Cash: till {format_inr_exact(state.till_paise)}, bank {format_inr_exact(state.bank_paise)}."]
    bills = sorted(_open_bills(shop), key=lambda b: (b.due_day, b.bill_id))
    # the bills of one due day on one line, each "B107 S2 ₹18,416" (session 45: "  B107 from S2: ₹18,416, due day
    # 17" a line each said "from" and the due day on every bill, 12 tokens a bill against 7)
    due = [(f"OVERDUE since day {b.due_day}" if b.due_day < day else f"due day {b.due_day}",
            f"{b.bill_id} {b.supplier_id} {format_inr_exact(b.amount_paise + b.penalty_paise)}")
           for b in bills if b.due_day <= day + 2]
    later = sum(b.amount_paise + b.penalty_paise for b in bills if b.due_day > day + 2)
    lines.append(f"Bills due by day {day + 2}: {len(due) or 'none'}"
                 + (f"; later: {format_inr_exact(later)}" if later else "") + ".")
    lines += _grouped(due, "bills")
    low = []
    for sku in shop.skus:
        per_day = shop.units_per_day.get(sku, 0.0)
        have = on_hand(state, sku)
        if per_day > 0 and have < LOW_STOCK_DAYS * per_day:
            low.append(f"  {sku}: {have} / about {per_day:.0f}")
    lines.append(f"Stock running low (under {LOW_STOCK_DAYS:g} day of demand): {len(low) or 'none'}"
                 + (" (on hand / sold a day)." if low else "."))
    lines += _listed(low, "items")
    # a line for each supplier's threads of one round, each thread's figures under the heading's names (session 44:
    # "they offer ₹223, you offered ₹221 (round 3)" on each of up to 12 lines; session 45: the supplier and round
    # once for the threads that share them, 14 tokens a thread against about 10)
    talks = [(f"{t.supplier_id}, round {t.rounds}", f"{t.thread_id} {t.sku} {format_inr_exact(t.seller_last_paise)} / "
              + (format_inr_exact(t.buyer_last_paise) if t.buyer_last_paise is not None else "-"))
             for t in _todays_threads(shop.kernel.threads, day) if t.status == "open"]
    lines.append(f"Open negotiations today: {len(talks) or 'none'}"
                 + (" (they offer / you offered)." if talks else "."))
    lines += _grouped(talks, "negotiations")
    inbox = state.inbox.get("manager", [])
    # the messages before the inbox's cursor are all read (market/read_upto.py): only the rest are counted
    start = inbox_cursor(shop).start(inbox) if inbox else 0
    unread = sum(1 for m in inbox[start:] if not m.read and m.minute <= state.minute)
    lines.append(f"Unread messages: {unread}.")
    if state.notes:
        lines.append("Your notes:")
        lines += [f"  [{n.title}] (day {n.day}) {n.text}" for n in state.notes]
    return lines


def _staff(shop: Shop, role: str, turn_kind: str) -> list[str]:
    """The staff role's own facts for this kind of turn, then the manager's standing instructions in force
    (``roles.instructions.standing_section``; those handed over in this very turn are in its brief)."""
    turn = shop.turn
    handed = {m["msg_id"] for m in turn.instructions} if turn is not None and turn.role == role else set()
    return _own_facts(shop, role, turn_kind) + standing_section(shop.state.standing.get(role, {}), handed)


def _own_facts(shop: Shop, role: str, turn_kind: str) -> list[str]:
    state = shop.state
    if role == "helper" and turn_kind == "floor":
        empty = [sku for sku in shop.skus if on_hand(state, sku, "shelf") == 0]
        return [f"Shelves empty now: {len(empty)}" + (f" ({', '.join(empty[:MAX_LISTED])})" if empty else "") + "."]
    if role == "helper" and turn_kind == "door":
        due = [d for d in state.deliveries if d.status == "due" and d.arrives_minute // 1440 + 1 == state.day]
        return [f"Deliveries expected today: {len(due)}."]
    if role == "cashier" and turn_kind == "counter":
        today = [v for v in shop.visits.values() if v.arrives_minute // 1440 + 1 == state.day]
        served = sum(1 for v in today if v.stage == "done")
        left = sum(1 for v in today if v.stage == "left")
        return [f"Customers served so far today: {served}" + (f" (walked away: {left})" if left else "") + "."]
    if role == "munshi":
        return [f"GST last filed on day {state.gst_last_filed_day or 'none'}; filing is due every "
                f"{shop.scenario.shop.gst_filing_every_days} days."]
    return []


def role_summary(shop: Shop, role: str, turn_kind: str = "") -> str:
    """The summary ``role`` is shown when a turn of ``turn_kind`` opens (plain text, a few lines).

    Raises:
        KeyError: an unknown role.
    """
    shop.state.roles[role]
    body = _manager(shop) if role == "manager" else _staff(shop, role, turn_kind)
    return "\n".join(["Shop summary:", _day_line(shop, role), *body])
