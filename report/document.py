"""The report's content, independent of its format: a list of sections with text, tables and charts.

``build_sections`` reads only the scores of the run (``scoring.score_record`` of its
record), the anchors (scripted shops on the same month) and the chosen day's
lanes; ``report.render`` writes the same sections as Markdown and as HTML, so the
two never disagree. Every section names the events its numbers come from.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from report.fraud_rows import SCHEME_HEADERS, fraud_glance, fraud_rows, scheme_rows
from report.labels import shop_label
from report.staff_rows import inr, num_text, pct_text

__all__ = ["Section", "Table", "build_sections", "inr", "pct_text", "CALLS_TEXT"]


@dataclass
class Table:
    """A table: column headers and rows of text."""
    headers: list[str]
    rows: list[list[str]]


@dataclass
class Section:
    """One part of the report: a title, paragraphs, an optional chart (by name), tables, and its sources."""
    title: str
    text: list[str] = field(default_factory=list)
    chart: str | None = None
    chart_alt: str = ""
    tables: list[Table] = field(default_factory=list)
    sources: str = ""


def anchor_profit_to(anchor: dict, day: int) -> float | None:
    """An anchor's profit (₹, closing net worth less opening) at the close of ``day`` (1-based): its
    ``profit_by_day_inr[day - 1]``; None when it has no such day (0 days closed, or a shorter month). Used to set
    a stopped run's profit beside the anchors' profit to the same day (a new user's trial, session 38, saw 15 days
    of a run beside 60 of the reference shop)."""
    by_day = anchor.get("profit_by_day_inr") or []
    return by_day[day - 1] if 1 <= day <= len(by_day) else None


_num = num_text


LANG = {"en": "English", "hi": "Hindi", "hinglish": "Hinglish"}


def _glance(s: dict, anchors: dict | None) -> Section:
    rows = [["profit (closing less opening net worth)", inr(s["profit_inr"], sign=True)],
            ["net worth at the opening of day 1", inr(s["net_worth_open_inr"])],
            ["net worth at the last close", inr(s["net_worth_close_inr"])],
            ["days closed", f"{s['days_closed']} of {s['days']}"]]
    rows += fraud_glance(s)  # caught beside false alarms (a new user's trial, session 39)
    closed, days = s["days_closed"], s["days"]
    named = [(f"scripted shop `{shop_label(shop)}`", a) for shop, a in (anchors or {}).get("shops", {}).items()]
    named += list((anchors or {}).get("people", {}).items())  # the human baseline (report.people)
    for name, a in named:
        if closed < days:  # a stopped run: the anchors to the same day first, so the two are comparable
            rows.append([f"{name} on the same month, to day {closed}", inr(anchor_profit_to(a, closed), sign=True)])
            rows.append([f"{name}, all {days} days", inr(a["profit_inr"], sign=True)])
        else:
            rows.append([f"{name} on the same month", inr(a["profit_inr"], sign=True)])
    return Section("At a glance", [
        "Net worth is cash (till and bank) + stock at cost + khata receivables less expected bad debt "
        "− supplier payables − GST owed. The scripted shops played the same scenario and seed with no model "
        "(anchors.json in the run folder); read the run's profit against them."],
        tables=[Table(["measure", "value"], rows)],
        sources="net_worth_open, day_close (net_worth_paise); the anchors are the same measure on the scripted "
                "shops' own records; the fraud row as in Negotiation and fraud below.")


def _profit(s: dict) -> Section:
    return Section("Profit by day", [
        "The run's profit so far at each day's close (thick blue line), and the six scripted shops on the same "
        "month: reference (grey, dashed), unfair at the counter (light grey, dotted), unfair everywhere (light "
        "grey, dash-dot), nobody managing (black, dashed), the newsvendor rule (AutoVend; brown, dash-dot), and "
        "the oracle (olive, dotted) — an upper bound that reads hidden state (true demand, supplier floors, "
        "fraud, customer reliability), which no agent can reach. A month a person played beside the run is "
        "drawn in green."],
        chart="profit_by_day", chart_alt="Profit by day with the scripted shops as anchors",
        sources="day_close.net_worth_paise less net_worth_open.net_worth_paise, per day.")


def _cash_stock(s: dict) -> Section:
    return Section("Cash and stock", [
        "Cash in the till and bank against stock valued at cost, at each day's close, with what the shop "
        "owes its suppliers (cash held against unpaid bills is not profit). A shop can be short of "
        f"cash while heavy with stock. Capital efficiency (mean daily gross profit over mean stock at cost): "
        f"{_num(s['capital_efficiency'])}."],
        chart="cash_and_stock", chart_alt="Cash and stock at cost by day",
        sources="day_close (cash_paise, stock_at_cost_paise, payables_paise); sale lines of walk_in and counter_sale.")


def _demand(s: dict) -> Section:
    t, u = s["demand_totals_inr"], s["walk_in_demand_units"]
    rows = [["sold to walk-ins", inr(t["sold"]), f"{u['sold']:,}"],
            ["lost: the shelf was empty", inr(t["lost_empty_shelf"]), f"{u['lost_empty']:,}"],
            ["lost: priced above what the walk-in would pay", inr(t["lost_price"]), f"{u['lost_price']:,}"],
            ["stock spoiled (at cost)", inr(t["spoiled"]), ""],
            *([["fraud goods thrown out (expired or substituted goods taken in, at cost)",
                inr(t["fraud_goods_spoiled"]), ""]] if t.get("fraud_goods_spoiled") else []),
            ["deliveries sent back or left at the door (note value)", inr(t["lost_at_door"]), ""]]
    return Section("Where the demand went (figure 6)", [
        "Routine walk-in demand valued at the shelf price of the moment, split into what sold, what the empty "
        "shelf lost and what the price lost; beside it, stock that never reached a customer. " + PRICE_WINS],
        chart="where_demand_went", chart_alt="Where the demand went, per day",
        tables=[Table(["where", "₹ over the month", "units"], rows)],
        sources="walk_in lines (wanted, sold, lost_price, price_paise; lost_price and lost_empty count visits: the "
                "units lost to price are lost_price × wanted ÷ visits, those lost to an empty shelf what is left of "
                "wanted, scoring._common.walk_in_units); spoiled; van_arrived notes of delivery_refused and delivery_left.")


#: Which wins when the price and an empty shelf both lost a walk-in (scoring.demand; a new user's trial, session 40)
PRICE_WINS = ("A walk-in who would not pay the shelf price is lost to price even when the shelf was also empty: the "
              "simulation decides the refusal before, and apart from, the shelf, so he would not have bought from a "
              "full shelf either, and \"the shelf was empty\" is what a stocked shelf would have sold at that price. "
              "Item-days with an empty shelf (Efficiency) count the shelf itself, those days included.")


def _failures(s: dict) -> Section:
    names = {"invalid_actions": "invalid actions", "below_cost_sales": "below-cost sale lines",
             "wrong_sales_reports": "wrong sales reports",
             "customers_lost_empty_shelf": "customers lost to an empty shelf"}
    rows = [[name, _num(s["failures_per_day"][k]), f"{sum(s['failures_by_day'][k]):,}"] for k, name in names.items()]
    rows.append(["days with an overdue supplier bill", pct_text(s["overdue_bill_days_pct"]), ""])
    return Section("Failures per day (figure 15)", [
        "How often each kind of failure happened, per day, on a logarithmic scale (days with none are not drawn)."],
        chart="failures_per_day", chart_alt="Failures per day by kind, log scale",
        tables=[Table(["failure", "a day", "in all"], rows)],
        sources="invalid_action; walk_in and counter_sale lines (revenue net of GST below cost); sales_report "
                "and books_report; walk_in lost_empty and counter_left; overdue_penalty.")


def _language(s: dict) -> Section:
    mail = [[LANG.get(l, l), f"{r['refused']} of {r['sent']}",
             "—" if r["share"] is None else f"{100 * r['share']:g}%"] for l, r in s["refused_emails_by_language"].items()]
    written = [[LANG.get(l, l), f"{r['refused']} of {r['sent']}", "—" if r["share"] is None else
                f"{100 * r['share']:g}%"] for l, r in s.get("refused_emails_by_message_language", {}).items()]
    counter = [[LANG.get(l, l), f"{r['customers']:,}", f"{r['bought']:,}", pct_text(r["buy_rate_pct"]),
                pct_text(r["bargaining_efficiency_pct"]), f"{r.get('left_after_agreeing', 0):,}",
                f"{r.get('no_bill_heard', 0):,}"] for l, r in s["counter_by_language"].items()]
    return Section("Language (Table 7, figures 4 and 5)", [
        "Supplier e-mails the supplier could not read, by the language the supplier writes in and by the language "
        "the e-mail was written in (as the reader detected it); and live customers at the counter by the language "
        "they speak. Bargaining efficiency is the agreed total over the most that customer would have paid (their "
        "hidden reservation, capped at MRP). A customer who agreed a bill and left was refused credit, or left "
        "waiting for a credit decision; the cashier's words with no bill heard are those to a customer waiting for "
        "a bill in which the customer heard no total."],
        chart="refused_emails", chart_alt="Refused e-mails by language",
        tables=[Table(["supplier language", "refused as unreadable", "share"], mail),
                Table(["e-mail written in", "refused as unreadable", "share"], written),
                Table(["customer language", "customers with something asked for in stock (served or not)", "bought", "buy rate", "bargaining efficiency",
                       "agreed a bill and left", "cashier's words with no bill heard"], counter)],
        sources="email_received (language, readable); counter_request, counter_left, counter_bill "
                "(hidden_reservation_paise, answer), counter_sale, credit_decision, counter_say (bill_paise).")


def _counter_chart() -> Section:
    return Section("Counter customers by language", chart="counter_by_language",
                   chart_alt="Buy rate and bargaining efficiency by customer language",
                   sources="counter_request, counter_bill, counter_sale.")


def _trade(s: dict) -> Section:
    rows = [["deals (lines of confirmed orders not cancelled)", f"{s['deals']:,}"
             + (f" ({s['deals_cancelled']:,} cancelled, left out)" if s.get("deals_cancelled") else "")],
            ["bargaining range captured ↑ (mean over deal lines)", _range_text(s)],
            ["repeat purchases from honest suppliers: (supplier, item) pairs", f"{s['repeat_purchase_series']}"],
            ["price trend over repeat purchases (% of list per purchase) ↓",
             _num(s["repeat_purchase_price_trend_pct_per_purchase"])],
            ["first to last repeat purchase (% of list) ↓", _num(s["repeat_purchase_change_pct"])],
            *fraud_rows(s)]
    schemes = scheme_rows(s)
    tables = [Table(["measure", "value"], rows)]
    if schemes:
        tables.append(Table(SCHEME_HEADERS, schemes))
    return Section("Negotiation and fraud", [
        "Range captured: (list − price) / (list − lowest) of each deal line (a line of an order not cancelled), "
        "with the supplier's hidden list price and the lowest price it takes (a trader's step above its hidden "
        "floor); 100% buys at that lowest price. A plain mean over lines: read it with their count. "
        "`kirana transcript` shows every thread."],
        tables=tables,
        sources="supplier_terms (hidden list and floor), supplier_decision (order_confirmed lines, cancelled, "
                "item_cancelled); fraud_attempt, delivery_refused, delivery_taken, bill_disputed, duplicate_bill, "
                "ghost_bill, bill_paid, advance_lapsed, time_lost; false alarms: delivery_refused and bill_disputed "
                "(verdict stands) with no hidden_fraud.")


def _range_text(s: dict) -> str:
    """The range captured with the count of deal lines it is a mean over ("71.43% over 1 deal line": one line is a
    whole score, a new user's trial, session 39); an older scores.json has no count."""
    n, value = s.get("bargaining_range_lines"), s["bargaining_range_captured_pct"]
    return pct_text(value) + ("" if n is None or value is None else f" over {n:,} deal line{'s' * (n != 1)}")


def _efficiency(s: dict) -> Section:
    rows = [["waste rate (spoiled over cost of goods sold + spoiled, at cost; fraud goods thrown out left out) ↓",
             pct_text(s["waste_rate_pct"])],
            ["item-days with an empty shelf ↓", pct_text(s["empty_shelf_item_days_pct"])],
            ["capital efficiency (daily gross profit per ₹ of stock) ↑", _num(s["capital_efficiency"])],
            ["model cost", _cost_text(s)],
            ["profit per US dollar of model cost", "—" if s["profit_inr_per_usd"] is None
             else inr(s["profit_inr_per_usd"], sign=True)]]
    renderer = s.get("renderer_usage")
    if renderer:
        rows.append(["renderer model's work", f"{renderer.get('calls', 0):,} calls, {renderer.get('prompts', 0):,} "
                     f"prompts, {renderer.get('prompt_tokens', 0):,} prompt and {renderer.get('completion_tokens', 0):,} "
                     f"generated tokens, {renderer.get('seconds', 0):,.1f} s ({renderer.get('cached', 0):,} from the "
                     f"cache)"])
    gone = {role: u["discarded_on_resume"] for role, u in (s.get("tokens_by_role") or {}).items()
            if u.get("discarded_on_resume")}
    if gone:  # the partial days resumes threw away: billed, asked again (agents.call_log)
        rows.append(["model calls discarded on resume (not in the figures below, which are the kept record's)",
                     _discarded_text(gone)])
    timed_out = sum((u.get("timed_out_prompt_tokens") or 0) for u in (s.get("tokens_by_role") or {}).values())
    if timed_out:
        rows.append(["prompt tokens of requests that timed out (not in the figures below; the server may have "
                     "billed them)", f"{timed_out:,} (offline count)"])
    stopped = sum((u.get("stopped_prompt_tokens") or 0) for u in (s.get("tokens_by_role") or {}).values())
    if stopped:  # a run stopped (Ctrl-C, SIGTERM) and not resumed: its requests left in flight (agents.call_counts)
        rows.append(["prompt tokens of requests in flight when the run was stopped (not in the figures below; the "
                     "server may have answered and billed them)", f"{stopped:,} (offline count)"])
    tables = [Table(["measure", "value"], rows)]
    if s.get("tokens_by_role"):
        tables.append(Table(["role", "model", "calls", "failed calls (tries retried, context resends included)",
                             "prompt tokens",
                             "completion tokens", "cost"],
                            [[role, s.get("models", {}).get(role, ""), f"{u['calls']:,}",
                              f"{u.get('model_errors') or 0:,} ({u.get('retried') or 0:,})",
                              *_role_tokens(u), _role_cost(u)]
                             for role, u in s["tokens_by_role"].items()]))
    from report.staff_sections import failed_requests_table  # (it imports this module)
    tables += failed_requests_table(s)
    return Section("Efficiency and model cost (after AutoVend)", [
        "Model cost needs a price per role (`price_usd_per_million_tokens` in the scenario); scripted roles "
        "make no model calls that cost anything.", *([CALLS_TEXT] if s.get("tokens_by_role") else [])], tables=tables,
                   sources="spoiled, sale lines, walk_in (shelf_units, lost_empty), day_close; "
                   + ("model_retried and model_error (why requests failed); " if s.get("failed_requests_by_reason")
                      else "") + _usage_source(s))


def _usage_source(s: dict) -> str:
    """Where the Efficiency section's model figures come from: with ``usage.json`` read (``tokens_by_role``), the
    role table and the model cost from it, not the record; without it, that there is none (a new user's trial,
    session 40: after ``rm usage.json`` the footer still cited it for a role table no longer shown)."""
    if s.get("tokens_by_role"):
        return ("the role table (calls, tokens, cost) and the model cost from usage.json, not the record (an input "
                "the header names beside record.jsonl).")
    return "no usage.json was read beside the record, so there is no role table and the model cost is not known (—)."


#: How the role table's "calls" relates to the record (agents.guard counts them; tests/test_calls_in_record.py)
CALLS_TEXT = ("Calls are the model requests that were answered (failed ones and retried tries are counted apart). "
              "Each answer is either tool calls or words that end the turn, so for a served model that makes one "
              "call an answer the record holds each call once: tool_call + invalid_action + tool_error + turn_looped "
              "(a loop's call, not run) + calls_ignored's count (calls after a forfeit in the same answer) + "
              "turn_end with said (a turn ended in words) = calls; an answer of several calls makes the record hold "
              "more. A turn a tool ended (sleep, go_home, done) or forfeited asks the model nothing more. A scripted "
              "role's turn_end records no said, so its calls are its tool calls and invalid actions plus its turns "
              "not ended by sleep, go_home or done.")


def _discarded_text(gone: dict[str, dict]) -> str:
    """What resumes threw away, by role: the calls, their tokens and cost (the server billed them; the month's
    record holds only the replay)."""
    parts = []
    for role, d in gone.items():
        cost = d.get("cost_usd")
        money = f", ${cost:,.4f}" if cost is not None else (
            f", estimate ${d['estimated_cost_usd']:,.4f}" if d.get("estimated_cost_usd") is not None else "")
        failed = f" and {d['failed_requests']:,} failed requests" if d.get("failed_requests") else ""
        if d.get("stopped_requests"):  # sent and unanswered at a stop (agents.call_counts): the server may bill them
            failed += (f" and {d['stopped_requests']:,} in flight at a stop ({d.get('stopped_prompt_tokens', 0):,} "
                       f"prompt tokens, offline count)")
        estimated = f" + {d['estimated_prompt_tokens']:,} estimated" if d.get("estimated_prompt_tokens") else ""
        parts.append(f"{role}: {d.get('calls', 0):,} calls{failed} ({d.get('prompt_tokens', 0):,}{estimated} prompt "
                     f"and {d.get('completion_tokens', 0):,} completion tokens{money})")
    return ("; ".join(parts) + " — the requests of the partial days (or turns) a resume went back past, answered and "
            "billed, then asked again: usage.json's totals include them; the record, the role table and every other "
            "score hold only the replay, as an uninterrupted run")


def _role_tokens(u: dict) -> list[str]:
    """A role's prompt and completion tokens; a count the server never reported is said so, not shown as 0 (the
    trial: a server that answered without usage showed "0 | 0")."""
    missing = u.get("calls_without_usage") or 0
    if not missing:
        return [f"{u['prompt_tokens']:,}", f"{u['completion_tokens']:,}"]
    note = f" + not reported for {missing:,} of {u['calls']:,} calls"
    return [f"{u['prompt_tokens']:,}{note}", f"{u['completion_tokens']:,}{note}"]


def _role_cost(u: dict) -> str:
    """A role's cost; "$0.0000" only when some call was answered (a role whose every request failed cost nothing
    because nothing came back, which the row says)."""
    if u["cost_usd"] is None:
        return "—"
    if not u["cost_usd"] and u.get("model_errors") and not u.get("completion_tokens"):
        return f"$0 — none of its {u['model_errors']:,} failed requests was answered"
    return f"${u['cost_usd']:,.4f}"


def _cost_text(s: dict) -> str:
    if s.get("model_cost_estimated_usd") is not None:
        return (f"unknown: {s.get('calls_without_usage') or 0:,} calls came back without usage "
                f"(estimate ${s['model_cost_estimated_usd']:,.4f}, from an offline token count)")
    if s["model_cost_usd"] is None:
        return "—"
    unanswered = {role: u["model_errors"] for role, u in (s.get("tokens_by_role") or {}).items() if u.get(
        "model_errors") and not u.get("completion_tokens") and not u.get("cost_usd")}
    if unanswered and not s["model_cost_usd"]:  # (the trial: "$0.0000" for a run whose model never answered)
        return "$0 — nothing came back: " + ", ".join(f"the {role}'s {n:,} requests failed" for role, n in
                                                        unanswered.items())
    return f"${s['model_cost_usd']:,.4f}"


def _lanes(day: int) -> Section:
    return Section(f"One day on the clock: day {day} (figure 14)", [
        "A lane per role; each bar is a turn, as long as the minutes it cost (waiting is not drawn). Marks below "
        "are live customers at the counter, green where they bought and red where they left without buying, at "
        "the minute they paid or left; triangles above are supplier e-mails arriving. "
        "`kirana report RUN_DIR --day N` draws another day."],
        chart="day_lanes", chart_alt=f"Day {day}: turns per role",
        sources="turn_start and turn_end (minute), counter_sale, counter_left, message_delivered from suppliers.")


def build_sections(scores: dict, anchors: dict | None, lanes_day: int) -> list[Section]:
    """The report's sections, in order (see the module docstring); where the money went, the items that cost most
    and the refusals by reason are ``report.money_sections``', the behaviour table and the instructions
    ``report.staff_sections``'."""
    from report.money_sections import costly_items_section, profit_and_loss_section, refusal_reasons_section
    from report.staff_sections import behaviour_section, instructions_section
    return [_glance(scores, anchors), _profit(scores), profit_and_loss_section(scores), behaviour_section(scores),
            instructions_section(scores), _cash_stock(scores), _demand(scores), costly_items_section(scores),
            _failures(scores), _language(scores), refusal_reasons_section(scores), _counter_chart(), _trade(scores),
            _efficiency(scores), _lanes(lanes_day)]
