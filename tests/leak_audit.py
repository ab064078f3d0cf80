"""Audit of what the staff can observe for one-to-one copies of hidden truths (not a test module itself).

``observe(scenario)`` plays a scripted month through the same ``ToolBox`` the
agents use and keeps every observable a role gets: each turn's brief
(``agents.briefs.turn_brief``, what a model is shown) and every tool result
(data and error text), with the role and the turn's subject. ``leaks(...)``
then checks, for each hidden value, that no observable equals it or
identifies it exactly:

- supplier floor: no price a supplier's e-mail states for an item equals that
  supplier's hidden floor for it (``terms.floor_paise``);
- customer reservation: no counter-offer a customer makes equals the hidden
  reservation of that bill (``counter_bill.hidden_reservation_paise``), and
  the hidden share of MRP never appears as a figure;
- customer reliability: "the khata shows an unpaid credit past its due day"
  at a regular's first observed page is not the same as "unreliable" for every
  regular observed (it may be evidence, never a label);
- fraud kind, supplier kind and every hidden field's name: never present in
  any observable's text.
Returns a list of findings (empty = no leak), each a short sentence.
"""
from __future__ import annotations

import json
import re

from agents.briefs import turn_brief
from agents.direct import play_turn
from lang.replies import read_reply
from events.record import EventRecord
from engine.shop import Shop
from roles.scripted import shop_policies
from roles.toolbox import ToolBox

__all__ = ["observe", "leaks", "FORBIDDEN_WORDS"]

FORBIDDEN_WORDS = ("hidden", "reliab", "repay_prob", "reservation", "floor_paise", "fraud_scheme", "supplier_kind",
                   "short_delivery", "substituted_goods", "expired_goods", "inflated_bill", "duplicate_bill",
                   "ghost_bill", "advance_bait", "hard_bargainer", "fraudulent", "opening_gap", "concession")


def observe(scenario) -> tuple[Shop, list[dict]]:
    """Play the scenario with its scripted policies; return the shop and every observable.

    Each observable: {"role", "what" ("brief" | tool name), "subject" (the turn's subject), "day", "text"}.
    """
    shop = Shop(scenario, EventRecord(None))
    seen: list[dict] = []
    current: dict = {}

    class Watching(ToolBox):
        def call(self, role, name, args):
            result = super().call(role, name, args)
            seen.append({"role": role, "what": name, "subject": current.get("subject", {}), "day": current["day"],
                         "text": json.dumps(result.data, ensure_ascii=False, sort_keys=True) + result.error})
            return result

    box = Watching(shop)
    policies = shop_policies(scenario)
    while (turn := shop.next_turn()) is not None:
        current.update(subject=turn.subject, day=turn.day)
        seen.append({"role": turn.role, "what": "brief", "subject": turn.subject, "day": turn.day,
                     "text": turn_brief(turn)})
        play_turn(box, policies[turn.role], turn, scenario.roles[turn.role].max_tool_calls_per_turn)
        shop.end_turn()
    shop.record.close()
    return shop, seen


def _texts(obs: dict) -> list[str]:
    """The free texts inside one observable (e-mails, customer words), unescaped from its JSON."""
    out = [obs["text"]]
    for m in re.finditer(r'"(?:text|customer)": "((?:[^"\\]|\\.)*)"', obs["text"]):
        out.append(json.loads(f'"{m[1]}"'))
    return out


def leaks(shop: Shop, seen: list[dict]) -> list[str]:
    """Findings of one-to-one leaks of hidden values in ``seen`` (see the module docstring)."""
    events, cat, found = shop.record.events, shop.catalogue, []
    for obs in seen:
        low = obs["text"].casefold()
        for word in FORBIDDEN_WORDS:
            if word in low:
                found.append(f"{obs['role']} {obs['what']} shows the hidden word {word!r}")
    # supplier floors: prices stated in each supplier's e-mails
    floors = {(s.supplier_id, sku): t.floor_paise for s in shop.suppliers.values() for sku, t in s.terms.items()}
    names = {s.supplier_id for s in shop.suppliers.values()}
    for obs in seen:
        if obs["what"] != "read_messages":
            continue
        for msg in json.loads(obs["text"])["messages"]:
            if msg["from"] not in names:
                continue
            for line in read_reply(msg["text"], cat):
                for item in [line, *line.get("lines", [])]:
                    price = item.get("price_paise", item.get("unit_price_paise"))
                    if price is not None and floors.get((msg["from"], item.get("sku"))) == price:
                        found.append(f"{msg['from']} states its hidden floor for {item['sku']}: {price} paise")
    # customer reservations: each counter-offer against the reservation of the bill it answers
    hidden = {e["visit_id"]: [] for e in events if e["kind"] == "counter_bill"}
    for e in events:
        if e["kind"] == "counter_bill" and e["answer"] == "counter":
            hidden[e["visit_id"]].append(e["hidden_reservation_paise"])
    shares = {f"{e['hidden_reservation_of_mrp']}" for e in events if e["kind"] == "counter_request"}
    shares = {x for x in shares if len(x) > 4}  # 4 decimals, as recorded
    for obs in seen:
        if obs["role"] != "cashier":
            continue
        visit = obs["subject"].get("visit_id")
        for text in _texts(obs)[1:]:
            for line in read_reply(text, cat):
                if line.get("kind") == "counter" and line["offer_paise"] in hidden.get(visit, []):
                    found.append(f"{visit} counters at its hidden reservation {line['offer_paise']} paise")
        for share in set(re.findall(r"(?<![\d.])0\.\d{3,}", obs["text"])) & shares:
            found.append(f"cashier {obs['what']} shows a hidden share of MRP {share}")
    # reliability: a past-due unpaid credit on a regular's first observed page must not be a label of it
    first_page: dict[str, bool] = {}
    for obs in seen:
        if obs["what"] == "check_khata" and obs["text"].startswith("{"):
            page = json.loads(obs["text"])
            first_page.setdefault(page["customer_id"], _overdue(page))
        elif obs["what"] == "read_khata":
            today = obs["day"]
            for acct in json.loads(obs["text"])["accounts"]:
                due = acct["oldest_due_day"]
                first_page.setdefault(acct["customer_id"], due is not None and due < today)
    reliable = {cid: r.reliable for cid, r in shop.state.regulars.items()}
    if len(first_page) >= 10 and all(first_page[c] == (not reliable[c]) for c in first_page):
        found.append(f"an overdue khata line labels all {len(first_page)} observed regulars' reliability exactly")
    return found


def _overdue(page: dict) -> bool:
    """The khata page shows a credit unsettled past its due day (repayments settle the oldest first)."""
    repaid = sum(e["amount_inr"] for e in page["entries"] if e["kind"] == "repayment")
    for e in sorted((e for e in page["entries"] if e["kind"] != "repayment"), key=lambda e: e["day"]):
        if repaid >= e["amount_inr"] - 0.005:
            repaid -= e["amount_inr"]
        else:
            return e["due_day"] is not None and e["due_day"] < page["today"]
    return False
