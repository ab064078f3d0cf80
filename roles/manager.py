"""The manager's tools (KiranaBench Table 6): e-mail suppliers, read the inbox and the books,
set shelf prices, keep notes, sleep, go home. Offered only in the manager's
``office`` turn. Money in the arguments and results is rupees; minutes are
simulated minutes of the manager's working day.
"""
from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING

from events.money import format_inr_exact, paise
from market.stock import on_hand
from market.accounts import gst_owed, payables
from market.day_order import lines_of_day, since_day
from market.read_upto import InboxCursor, open_bills_start
from roles.supplier_mail import answer_email, block_error
from roles.ids import read_id
from roles.ledger_page import BILLS_PER_PAGE, bills_page, page_size
from roles.tool_args import short
from roles.tool_spec import NAMED_CHARS, ToolError, resolve_item, tool

if TYPE_CHECKING:
    from engine.shop import Shop

__all__ = ["send_message", "read_messages", "check_books", "read_cash_book", "set_price",
           "write_note", "read_notes", "sleep", "go_home", "inbox_cursor"]

STAFF = ("cashier", "helper", "munshi")
MESSAGES_PER_READ = 20  # the most messages one read_messages returns ...
MESSAGE_CHARS_PER_READ = 12_000  # ... and about the most characters of their text (at least one message)
OFFICE = ("office",)
MAX_EMAIL_CHARS = 4000  # the longest e-mail or staff message send_message takes
NOTE_CHARS = 4000  # a note's text is kept to this many characters


@tool("manager", OFFICE, 3, texts={"text": MAX_EMAIL_CHARS})
def send_message(shop: Shop, to: str, text: str) -> dict:
    """Send an e-mail to a supplier or a message to a staff role. Costs 3 minutes.

    Args:
        to: a supplier id (S1, S2, ...) or cashier / helper / munshi.
        text: the message (at most 4,000 characters).
    Returns:
        {sent: true, to} (and instructions: how many blocks a staff member will read exactly).
    Raises:
        ToolError: unknown recipient, empty or over-long text, or a malformed instruction block (a staff
            message's, or a supplier block with a value the supplier cannot take: a negative or fractional
            quantity, an unknown item, a price of zero — nothing is sent).
    """
    if to not in shop.suppliers and to not in STAFF:  # "s3" is S3, "Cashier" the cashier (roles.ids)
        try:
            to = read_id(to, [*shop.suppliers, *STAFF], "to", "recipient")
        except ToolError:
            raise ToolError("to", f"no recipient {short(to, NAMED_CHARS)}; use a supplier id ({', '.join(shop.suppliers)}) or "
                                  f"{', '.join(STAFF)}") from None
    if not text.strip():
        raise ToolError("text", "the message is empty")
    if len(text) > MAX_EMAIL_CHARS:
        raise ToolError("text", f"the message is {len(text)} characters; keep it under {MAX_EMAIL_CHARS:,}")
    if to in shop.suppliers:
        problem = block_error(shop, to, text)  # a fenced block with a bad value: the call is invalid, not sent
        if problem:
            raise ToolError("text", problem)
        shop.emit("email_sent", to=to, text=text)
        answer_email(shop, to, text)
        return {"sent": True, "to": to}
    if to in STAFF:
        from market.state import new_message
        from roles.instructions import InstructionError, parse_instructions
        try:
            instructions = parse_instructions(text, to, shop.catalogue, skus=shop.skus,
                                              suppliers=list(shop.suppliers), customers=list(shop.state.regulars))
        except InstructionError as exc:
            raise ToolError("text", str(exc)) from None
        msg = new_message(shop.state.next_id("M"), shop.state.minute, "manager", to, text)
        if instructions:  # handed over with the message: each becomes the role's standing one of its kind
            msg.instructions = instructions
        shop.state.inbox[to].append(msg)
        shop.emit("staff_message", msg_id=msg.msg_id, to=to, text=text, instructions=instructions)
        return {"sent": True, "to": to, "instructions": len(instructions)}
    raise AssertionError(to)  # unreachable: read_id returns a supplier or a staff role


@tool("manager", OFFICE, 5)
def read_messages(shop: Shop) -> dict:
    """Read unread messages: supplier e-mails and staff notes, oldest first. Costs 5 minutes.

    Returns:
        {messages: [{id, from, minute, text}]}, at most 20; they are marked read.
    """
    out = []
    inbox, now = shop.state.inbox["manager"], shop.state.minute
    cursor = inbox_cursor(shop)
    chars = left = 0
    for i in range(cursor.start(inbox), len(inbox)):  # the messages before are all read (market/read_upto.py)
        msg = inbox[i]
        if not msg.read and msg.minute <= now:
            if out and (len(out) >= MESSAGES_PER_READ or chars + len(msg.text) > MESSAGE_CHARS_PER_READ):
                left += 1  # a page, not the month's mail (a model that never reads would get it all at once)
                continue
            msg.read = True
            chars += len(msg.text)
            out.append({"id": msg.msg_id, "from": msg.sender, "minute": msg.minute, "text": msg.text})
    cursor.advance(inbox)
    if left:
        return {"messages": out, "more_unread": left, "next_page": "call read_messages again"}
    return {"messages": out}


def inbox_cursor(shop: Shop) -> InboxCursor:
    """The shop's cursor into the manager's inbox (made on first use; not part of the saved state)."""
    cursor = getattr(shop, "_manager_inbox_cursor", None)
    if cursor is None:
        cursor = shop._manager_inbox_cursor = InboxCursor()
    return cursor


@tool("manager", OFFICE, 5)
def check_books(shop: Shop, bills_from: int = 0, per_page: int = BILLS_PER_PAGE) -> dict:
    """The books: cash, stock by item, yesterday's sales by item, open bills, khata and GST. Costs 5 minutes.

    Returns:
        {day, suppliers: [{id, name, items, lead_days}], till_inr, bank_inr, items: {sku: {item, unit,
        mrp_inr, price_inr, shelf, godown, on_order, sold_yesterday, shelf_life_days, shelf_capacity}},
        bills: [{bill_id, supplier_id, kind, delivery_id, amount_inr, due_day, lines (how many; the
        lines are in the bill's e-mail)}, at most 15], payables_inr, khata_outstanding_inr, gst_owed_inr}.
    """
    wrong = page_size(bills_from, per_page)
    if wrong:
        raise ToolError(wrong.split()[0], wrong)
    state, day = shop.state, shop.state.day
    sold: dict[str, int] = {}
    for line in lines_of_day(state.sales_register, day - 1):
        sold[line.sku] = sold.get(line.sku, 0) + line.qty
    on_order: dict[str, int] = {}
    for d in state.deliveries:
        if d.status == "due":
            for l in d.lines:
                on_order[l.sku] = on_order.get(l.sku, 0) + l.qty
    items = {}
    for sku in shop.skus:
        it = shop.catalogue.by_sku(sku)
        items[sku] = {"item": it.item, "unit": it.unit, "mrp_inr": it.mrp_paise / 100,
                      "price_inr": state.prices[sku] / 100, "shelf": on_hand(state, sku, "shelf"),
                      "godown": on_hand(state, sku, "godown"), "on_order": on_order.get(sku, 0),
                      "sold_yesterday": sold.get(sku, 0), "shelf_life_days": it.shelf_life_days,
                      "shelf_capacity": it.shelf_capacity}
    bills = [{"bill_id": b.bill_id, "supplier_id": b.supplier_id, "kind": b.kind, "delivery_id": b.delivery_id,
              "amount_inr": (b.amount_paise + b.penalty_paise) / 100, "due_day": b.due_day, "lines": len(b.lines)}
             for b in islice(state.bills, open_bills_start(shop), None)
             if b.status == "open"]  # each bill's lines came with its e-mail
    bills, rest = bills_page(bills, bills_from, per_page)  # a page, not the month's (roles.ledger_page)
    suppliers = [{"id": sup.supplier_id, "name": sup.name, "language": sup.language, "items": sorted(sup.terms),
                  "lead_days": sup.lead_days} for sup in shop.suppliers.values()]
    books = {"day": day, "suppliers": suppliers, "till_inr": state.till_paise / 100,
             "bank_inr": state.bank_paise / 100, "items": items,
             "bills": bills, "payables_inr": payables(state, open_bills_start(shop)) / 100,
             "khata_outstanding_inr": sum(a.balance_paise for a in state.khata.values()) / 100,
             "gst_owed_inr": gst_owed(state) / 100}
    if rest is not None:
        books["bills_not_shown"] = rest
    return books


@tool("manager", OFFICE, 3)
def read_cash_book(shop: Shop) -> dict:
    """Cash book entries of today and yesterday (till and bank, rupees). Costs 3 minutes."""
    return {"entries": [{"day": e.day, "account": e.account, "amount_inr": e.amount_paise / 100, "memo": e.memo}
                        for e in since_day(shop.state.cash_book, shop.state.day - 1)]}


@tool("manager", OFFICE, 3)
def set_price(shop: Shop, item: str, price_inr: float) -> dict:
    """Set an item's shelf price in rupees per selling unit. Costs 3 minutes.

    Args:
        item: sku or any name the catalogue gives the item (Hindi, Hinglish, aliases), e.g. "rice-1kg", "rice",
            "chawal"; "basmati" too is rice-1kg, the shop's one rice.
        price_inr: the new price; above 0 and never above the item's MRP.
    Returns:
        {item: the sku priced, old_price_inr, price_inr}.
    Raises:
        ToolError: unknown item, a price at or below 0, or above MRP (illegal).
    """
    # market/data/catalogue.csv lists basmati among rice-1kg's aliases (the catalogue's rice is any 1 kg of rice);
    # a new user's trial (session 34) took "basmati" → rice for a guess, so a refusal says which item it priced.
    sku = resolve_item(shop, item)
    entry = shop.catalogue.by_sku(sku)
    mrp = entry.mrp_paise
    plain = item in (sku, entry.item)  # an alias or another script is said as the item it names
    named = "" if plain else f" ({item!r} is {sku}, the catalogue's {entry.item})"
    try:
        price = paise(price_inr)
    except ValueError:
        raise ToolError("price_inr", f"not a price: {price_inr!r}") from None
    if price <= 0:
        raise ToolError("price_inr", f"must be above 0, got {price_inr}")
    if price > mrp:
        raise ToolError("price_inr", f"₹{price_inr} is above the MRP of {format_inr_exact(mrp)}{named}; selling above MRP is "
                                     "illegal")
    old = shop.state.prices[sku]
    shop.state.prices[sku] = price
    return {"item": sku, "old_price_inr": old / 100, "price_inr": price / 100}


@tool("manager", OFFICE, 2, texts={"text": NOTE_CHARS})
def write_note(shop: Shop, title: str, text: str) -> dict:
    """Write or replace a note (at most 20; shown in your summary at every turn). Costs 2 minutes."""
    from market.state import Note
    if not title.strip():
        raise ToolError("title", "a note needs a title")
    notes = [n for n in shop.state.notes if n.title != title]
    if len(notes) >= 20:
        raise ToolError("title", "20 notes already; replace one by writing with its title")
    notes.append(Note(title=title, text=text[:NOTE_CHARS], day=shop.state.day))
    shop.state.notes = notes
    return {"saved": title, "notes": len(notes)}


@tool("manager", OFFICE, 3)
def read_notes(shop: Shop) -> dict:
    """All of the manager's notes. Costs 3 minutes."""
    return {"notes": [{"title": n.title, "text": n.text, "day": n.day} for n in shop.state.notes]}


@tool("manager", OFFICE, 0)
def sleep(shop: Shop, minutes: int) -> dict:
    """End this turn and wake after ``minutes`` (1–720) simulated minutes. Costs nothing.

    Raises:
        ToolError: minutes outside 1–720.
    """
    if not 1 <= minutes <= 720:
        raise ToolError("minutes", f"must be between 1 and 720, got {minutes}")
    rd = shop.role_day("manager")
    rd.wake_at = shop.state.minute + minutes
    shop.turn.over = True
    shop.schedule(rd.wake_at, "wake", {})
    return {"wake_at_minute": rd.wake_at}


@tool("manager", OFFICE, 0)
def go_home(shop: Shop) -> dict:
    """End the manager's working day; the next turn is tomorrow morning. Costs nothing."""
    shop.role_day("manager").gone_home = True
    shop.turn.over = True
    return {"gone_home": True}
