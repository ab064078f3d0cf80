"""The report's rows about fraud (``report.document``'s "At a glance" and "Negotiation and fraud" sections): what
was caught, missed and lost, and the false alarms weighed against the catches (``scoring.fraud``,
``scoring.fraud_alarms``). A new user's trial, session 39: a blanket accuser's 100% caught sat beside the reference
shop's with the honest vans and bills it accused nowhere in the report."""
from __future__ import annotations

from report.staff_rows import inr, pct_text

__all__ = ["fraud_glance", "fraud_rows", "fraud_goods_rows", "scheme_rows", "terminal_rows", "SCHEME_HEADERS"]

#: The per-scheme table's columns (``fraud_by_scheme``; a count per outcome, then the money lost).
SCHEME_HEADERS = ["fraud scheme", "attempts", "caught", "missed", "pending at the close", "order cancelled first",
                  "van sent back unseen (a bill-side fraud)", "lost"]


def fraud_glance(s: dict) -> list[list[str]]:
    """The headline row, [[label, "9 of 9 played out / 0 / 100%"]]: caught of the attempts that played out, false
    alarms, F1; [] for scores written before false alarms were counted (no ``fraud_false_alarms``)."""
    if "fraud_false_alarms" not in s:
        return []
    played = s["fraud_caught"] + s["fraud_missed"]
    return [["fraud caught / false alarms (honest vans or bills accused) / F1 of the two ↑",
             f"{s['fraud_caught']} of {played} played out / {s['fraud_false_alarms']} / {pct_text(s['fraud_f1_pct'])}"]]


def fraud_rows(s: dict) -> list[list[str]]:
    """The fraud rows of the negotiation table: [label, value] each, counts as integers, money in whole rupees,
    minutes per role."""
    alarms = s.get("fraud_false_alarms_by")
    rows = [["fraud attempts", f"{s['fraud_attempts']}"],
            ["fraud caught ↑", f"{s['fraud_caught']} ({pct_text(s['fraud_caught_pct'])} of those played out)"],
            ["fraud missed (played out, not caught) ↓ / still pending at the close",
             f"{s.get('fraud_missed', '—')} / {s.get('fraud_pending', '—')}"],
            ["caught at the door / on the bill / before paying an advance",
             " / ".join(str(s["fraud_caught_by"][k]) for k in ("door", "bill", "advance"))]]
    if alarms is not None:  # (older scores.json: none)
        rows += [["false alarms: honest vans sent back / honest bills disputed that stood ↓",
                  f"{s['fraud_false_alarms']} ({alarms['door']} / {alarms['bill']})"],
                 ["precision: caught over caught + false alarms ↑", pct_text(s["fraud_precision_pct"])],
                 ["F1 of caught (of those played out) and precision ↑", pct_text(s["fraud_f1_pct"])],
                 ["advance requests the shop's orders drew (an advance-bait supplier is one attempt)",
                  f"{s['fraud_advance_requests']}"]]
    return rows + [
        ["money lost to fraud (the bills, GST included, less the goods that really came) ↓", inr(s["fraud_lost_inr"])],
        *fraud_goods_rows(s),
        ["minutes lost to fraud even when caught (collector at the counter, van sent back, bill disputed) ↓",
         ", ".join(f"{role} {m:,}" for role, m in s.get("fraud_time_lost_minutes", {}).items()) or "none"],
        ["vans sent back for fraud (deliveries missed)", f"{s.get('vans_sent_back_for_fraud', 0)}"]]


def fraud_goods_rows(s: dict) -> list[list[str]]:
    """A row per fraudulent delivery of expired or substituted goods taken in whose goods were thrown out
    (``spoiled_from_fraud_deliveries``, ``scoring.fraud_goods``): at cost, GST excluded — part of the loss above
    (which counts the bill), kept out of the waste rate."""
    return [[f"goods of {d['delivery_id']} ({d['scheme'].replace('_', ' ')}, {d['supplier_id']}) thrown out on day "
             f"{', '.join(map(str, d['days']))}, at cost (GST excluded; in the loss above, out of the waste rate)",
             inr(d["cost_inr"])] for d in s.get("spoiled_from_fraud_deliveries") or []]


def scheme_rows(s: dict) -> list[list[str]]:
    """One row per scheme of ``fraud_by_scheme`` under ``SCHEME_HEADERS`` ("—" for a count older scores lack)."""
    return [[k, *(str(v.get(n, "—")) for n in ("attempts", "caught", "missed", "pending", "cancelled",
                                               "sent_back_unseen")), inr(v["lost_inr"])]
            for k, v in s["fraud_by_scheme"].items()]


def terminal_rows(scores: dict) -> list[tuple[str, str]]:
    """``kirana run``'s fraud rows, (label, value): caught / attempted (with the share of those played out), missed /
    still pending, and false alarms / F1 — each of the last two only when the scores have its keys (scores written
    before the tenth session have no missed, before the thirty-ninth no false alarms)."""
    caught_pct, f1 = scores["fraud_caught_pct"], scores.get("fraud_f1_pct")
    played_out = "" if caught_pct is None else f" ({caught_pct:g}% of those played out)"
    rows = [("fraud caught / attempted", f"{scores['fraud_caught']} / {scores['fraud_attempts']}{played_out}")]
    if "fraud_missed" in scores:
        rows.append(("fraud missed / still pending", f"{scores['fraud_missed']} / {scores['fraud_pending']}"))
    if "fraud_false_alarms" in scores:  # honest vans or bills accused, beside the catches (trial, session 39)
        rows.append(("fraud false alarms / F1", f"{scores['fraud_false_alarms']} / {pct_text(f1)}"))
    return rows
