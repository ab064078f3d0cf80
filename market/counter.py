"""The counter: a live customer's visit from arrival to sale, credit or walk-out.

The cashier's tools call these functions; the customer's answers come from
``market.customers.answer_bill``. A counter sale takes goods from the shelf
first, then the godown. Every outcome is an event: ``counter_request``,
``counter_bill`` (with the customer's answer and hidden reservation total),
``credit_decision`` (with the khata balance before it, and the customer's hidden reliability, for scoring
only), ``counter_sale`` (charged, posted and MRP totals, for fairness) or
``counter_left``; every sentence the customer says is a ``customer_words``
event (for transcripts).
"""
from __future__ import annotations

from events.counter import CREDIT_REFUSED, NOBODY_AT_COUNTER, NOTHING_IN_STOCK
from market.customers import CounterVisit, answer_bill, basket_line, reservation_paise
from market.shop_api import ShopApi, TurnView
from market.stock import on_hand
from market.sales import sell
from market.state import khata_entry

__all__ = ["arrive", "served_totals", "hear_bill", "decide_credit", "leave", "words"]


def arrive(shop: ShopApi, payload: dict) -> TurnView | None:
    """A customer reaches the counter: a cashier turn, or an event saying why they left."""
    visit: CounterVisit = shop.visits[payload["visit_id"]]
    rd = shop.role_day("cashier")
    if visit.stage != "waiting":
        return None
    waited_too_long = rd.busy_until - visit.arrives_minute > shop.scenario.counter.max_wait_minutes
    if waited_too_long or shop.state.minute >= shop.end_of_day("cashier"):
        return leave(shop, visit, NOBODY_AT_COUNTER)
    if rd.busy_until > shop.state.minute:
        shop.schedule(rd.busy_until, "customer", payload)
        return None
    # a BasketLine's ``model_dump()`` is its two fields: written out below (the record's ``asked``, the renderer's lines)
    state, served, asked, missing, lines = shop.state, [], [], [], []  # lines: the served (sku, units) as dicts
    for line in visit.basket:
        sku, qty = line.sku, line.qty
        asked.append({"sku": sku, "qty": qty})
        have = on_hand(state, sku)
        if have:
            served.append(basket_line(sku=sku, qty=min(qty, have)))  # a copy with the units served
            lines.append({"sku": sku, "qty": min(qty, have)})
        if have < qty:
            missing.append({"sku": sku, "qty": qty - have})
    visit.served = served
    shop.emit("counter_request", visit_id=visit.visit_id, customer_id=visit.customer_id, language=visit.language,
              regular=visit.regular, asked=asked, missing=missing,
              hidden_reservation_of_mrp=round(visit.reservation_of_mrp, 4), hidden_wants_credit=visit.wants_credit)
    if not served:
        return leave(shop, visit, NOTHING_IN_STOCK)
    visit.stage = "asking"
    prices, item_of, tags = state.prices, shop.item_of, []
    for line in lines:
        sku = line["sku"]
        item = item_of[sku]
        tags.append({"sku": sku, "item": item.item, "qty": line["qty"], "price_inr": prices[sku] / 100,
                     "mrp_inr": item.mrp_paise / 100})
    text = shop.renderer.customer_request(lines, visit.language, _name(visit),
                                          shop.pick(visit.visit_id), gender=visit.gender,
                                          regular=visit.regular)
    _said(shop, visit, "request", text)
    subject = {"visit_id": visit.visit_id, "customer_id": visit.customer_id, "regular": visit.regular,
               "language": visit.language, "price_tags": tags}
    return shop.open_turn("customer", payload, "counter", subject, text)


def _name(visit: CounterVisit) -> str | None:
    return visit.name if visit.regular else None


def words(shop: ShopApi, visit: CounterVisit, answer: dict) -> str:
    """The customer's words for an answer, in the customer's language (recorded as ``customer_words``)."""
    text = shop.renderer.customer_answer(answer, visit.language, _name(visit), shop.pick(visit.visit_id),
                                         gender=visit.gender)
    _said(shop, visit, answer["answer"], text)
    return text


def _said(shop: ShopApi, visit: CounterVisit, said: str, text: str) -> None:
    """Record what the customer said: the answer kind, the rendered words, the renderer and whether it fell back
    to the template (always no for the template renderer itself)."""
    shop.emit("customer_words", visit_id=visit.visit_id, language=visit.language, said=said, text=text,
              renderer=getattr(shop.renderer, "name", "template"), fell_back=shop.renderer.last_fell_back)


def served_totals(shop: ShopApi, visit: CounterVisit) -> tuple[int, int]:
    """(posted total, MRP total) in paise for the lines being served."""
    prices, item_of, posted, mrp = shop.state.prices, shop.item_of, 0, 0
    for line in visit.served:
        qty, sku = line.qty, line.sku
        posted += qty * prices[sku]
        mrp += qty * item_of[sku].mrp_paise
    return posted, mrp


def hear_bill(shop: ShopApi, visit: CounterVisit, total_paise: int) -> str:
    """The customer hears a bill for the served lines; returns the customer's words."""
    posted, mrp = served_totals(shop, visit)
    answer = answer_bill(visit, total_paise, mrp)
    shop.emit("counter_bill", visit_id=visit.visit_id, total_paise=total_paise, posted_total_paise=posted,
              mrp_total_paise=mrp, answer=answer["answer"], offer_paise=answer.get("offer_paise"),
              hidden_reservation_paise=reservation_paise(visit, mrp))
    if answer["answer"] == "agree" and not answer["asks_credit"]:
        _complete(shop, visit, "cash")
        return words(shop, visit, {**answer, "answer": "paid"})
    if answer["answer"] == "walk_out":
        leave(shop, visit, answer["reason"])
    return words(shop, visit, answer)


def decide_credit(shop: ShopApi, visit: CounterVisit, grant: bool) -> str:
    """The cashier's credit decision on an agreed bill; returns the customer's words."""
    reg = shop.state.regulars[visit.customer_id]
    shop.emit("credit_decision", visit_id=visit.visit_id, customer_id=visit.customer_id, granted=grant,
              amount_paise=visit.agreed_total_paise, khata_balance_paise=shop.state.khata[visit.customer_id].balance_paise,
              hidden_reliable=reg.reliable)
    if grant:
        _complete(shop, visit, "khata")
        return words(shop, visit, {"answer": "thanks_credit"})
    if visit.pays_cash_if_refused:
        _complete(shop, visit, "cash")
        return words(shop, visit, {"answer": "paid"})
    leave(shop, visit, CREDIT_REFUSED)
    return words(shop, visit, {"answer": "leaves"})


def _complete(shop: ShopApi, visit: CounterVisit, paid_by: str) -> None:
    total = visit.agreed_total_paise or 0
    posted, mrp = served_totals(shop, visit)
    effect, remaining = 0, total
    lines = []
    state, item_of, served = shop.state, shop.item_of, visit.served  # each field read once (pydantic's hook)
    prices, last = state.prices, len(served) - 1
    for i, line in enumerate(served):
        sku, qty = line.sku, line.qty
        share = remaining if i == last else (total * qty * prices[sku] // max(posted, 1))
        remaining -= share
        sale = sell(state, sku, qty, share, item_of[sku].gst_pct, places=("shelf", "godown"),
                    channel="counter", paid_by=paid_by)
        revenue, gst, cost = sale.revenue_paise, sale.gst_paise, sale.cost_paise
        effect += revenue - gst - cost
        lines.append({"sku": sku, "qty": qty, "revenue_paise": revenue, "gst_paise": gst, "cost_paise": cost})
    fields = {}
    if paid_by == "khata":
        reg = shop.state.regulars[visit.customer_id]
        expected = int(round(total * reg.repay_prob))
        due = shop.state.day + shop.scenario.counter.credit_due_days
        credit = {"credit_id": shop.state.next_id("K"), "customer_id": visit.customer_id, "amount_paise": total,
                  "expected_paise": expected, "day": shop.state.day, "due_day": due}
        shop.state.open_credits.append(credit)
        account = shop.state.khata[visit.customer_id]
        account.entries.append(khata_entry(day=shop.state.day, kind="credit", amount_paise=total, due_day=due))
        account.balance_paise += total
        effect += expected - total
        fields = {"credit_id": credit["credit_id"], "expected_paise": expected}
        shop.schedule_repayment(credit)
    visit.stage = "done"
    shop.flow("counter_sale", effect, visit_id=visit.visit_id, customer_id=visit.customer_id,
              language=visit.language, paid_by=paid_by, charged_total_paise=total, posted_total_paise=posted,
              mrp_total_paise=mrp, lines=lines, **fields)


def leave(shop: ShopApi, visit: CounterVisit, reason: str) -> None:
    """The customer walks out without buying."""
    visit.stage = "left"
    posted, mrp = served_totals(shop, visit) if visit.served else (0, 0)
    shop.emit("counter_left", visit_id=visit.visit_id, customer_id=visit.customer_id, language=visit.language,
              reason=reason, posted_total_paise=posted, mrp_total_paise=mrp)
    return None
