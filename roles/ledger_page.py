"""One page of a list that grows with the month, as a shopkeeper's ledger page shows it: the entries that matter
first, up to a fixed number, and one line for the rest (how many, their total, the earliest due day, how to see
them). A new user's trial (session 35) had a model that fell behind on its bills: the manager's ``check_books``
listed every open bill (75 bills, 9.7k characters by day 29), so its context grew all month and, over 60 days, the
budget cut that result mid-JSON. A list within the page is returned exactly as before (same entries, same order,
no extra key), so a shop that keeps its books paid reads the same books.

``bills_page(bills, start, limit, argument, tool)``: open bills, the soonest due first when they do not fit;
``BILLS_PER_PAGE`` bills unless the call asks for up to ``MOST_PER_PAGE`` (the scripted players ask for the
most, so their months read the same books as before: the reference month holds up to 54 open bills).
"""
from __future__ import annotations

__all__ = ["BILLS_PER_PAGE", "MOST_PER_PAGE", "bills_page", "page_size"]

#: The most bills one ``check_books`` or ``read_payables`` result lists (about 130 characters each).
BILLS_PER_PAGE = 15
MOST_PER_PAGE = 200  # the most a call may ask for (``per_page``)


def page_size(start: int, per_page: int) -> str:
    """What is wrong with a page's arguments ("" when nothing): ``start`` at least 0, ``per_page`` 1 to
    ``MOST_PER_PAGE``."""
    if start < 0:
        return f"bills_from must be 0 or more, got {start}"
    if not 1 <= per_page <= MOST_PER_PAGE:
        return f"per_page must be between 1 and {MOST_PER_PAGE}, got {per_page}"
    return ""


def bills_page(bills: list[dict], start: int = 0, limit: int = BILLS_PER_PAGE, *, tool: str = "check_books",
               argument: str = "bills_from") -> tuple[list[dict], dict | None]:
    """(the bills shown, the line for the rest or None).

    ``bills``: dicts with ``amount_inr`` and ``due_day``, in the books' order. When ``start`` is 0 and they fit
    in ``limit`` they are returned as they are, with no line. Otherwise they are ordered soonest due first (then
    in the books' order) and ``bills[start:start + limit]`` of that order is shown; the line says how many are
    not shown, their total in rupees, the earliest due day among them and the call that shows the next page, e.g.
    ``{"not_shown": 60, "amount_inr": 123456.5, "earliest_due_day": 14, "next_page": "check_books with
    bills_from=15"}``.
    """
    if start <= 0 and len(bills) <= limit:
        return bills, None
    start = max(0, start)
    ordered = sorted(range(len(bills)), key=lambda k: (bills[k]["due_day"], k))
    shown = [bills[k] for k in ordered[start:start + limit]]
    rest = [bills[k] for k in ordered[:start] + ordered[start + limit:]]
    if not rest:
        return shown, None
    line = {"not_shown": len(rest), "amount_inr": round(sum(b["amount_inr"] for b in rest), 2),
            "earliest_due_day": min(b["due_day"] for b in rest)}
    if start + limit < len(bills):
        line["next_page"] = f"{tool} with {argument}={start + limit}" + (
            f", per_page={limit}" if limit != BILLS_PER_PAGE else "")
    if start:
        line["first_page"] = f"{tool} with {argument}=0 (the {min(start, len(bills))} soonest due)"
    return shown, line
