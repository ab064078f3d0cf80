"""How many reports a reporting role may file in a night: a report and ``REPORTS_PER_NIGHT`` − 1 corrections.

The cashier's ``report_sales`` and the munshi's ``report_books`` each file the night's report to the manager; a
later one the same day corrects it (the night is scored on the last, ``scoring._common.replaced_reports``). Past
the limit a report is refused (a ``ToolError``, recorded as an ``invalid_action`` like any refused call), with the
reason and the fix: the last report stands; end the turn (the text ends so: ``roles.tool_spec.turn_spent``). So a
model looping on its report with a figure that changes each time — which the loop guard (identical calls,
``agents.loops``) cannot see — is stopped, its turn then forfeited after ``max_refused_calls_in_row`` refusals (a
new user's trial, session 48: 177 accepted reports a night until 23:59). The count is kept in ``state.reports[role]["filed"]`` (cleared at each day's start, ``engine.shop``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from events.money import format_inr
from roles.tool_spec import ToolError

if TYPE_CHECKING:
    from engine.shop import Shop

__all__ = ["REPORTS_PER_NIGHT", "file_report"]

#: The reports a role may file a night: the report and two corrections.
REPORTS_PER_NIGHT = 3


def file_report(shop: Shop, role: str, tool: str, sales_paise: int) -> dict:
    """Count one more report by ``role`` tonight, or refuse it past ``REPORTS_PER_NIGHT`` (nothing changed).

    ``sales_paise``: the report's sales figure, kept to name the report that stands in a refusal. Returns the
    role's entry in ``state.reports`` (updated: ``filed``, ``sales_paise``). Raises ``ToolError`` ("" argument:
    the call as a whole) when the role has filed ``REPORTS_PER_NIGHT`` reports today."""
    held = shop.state.reports.get(role, {})
    filed = held.get("filed", 0)
    if filed >= REPORTS_PER_NIGHT:
        raise ToolError("", f"{tool} refused: {filed} reports filed today already (a report and "
                            f"{REPORTS_PER_NIGHT - 1} corrections, the most a night takes); the last, sales "
                            f"{format_inr(held['sales_paise'], decimals=True)}, stands and is the one scored; no more "
                            f"reports tonight: end the turn")
    entry = {"sales_paise": sales_paise, "filed": filed + 1}
    shop.state.reports[role] = entry
    return entry
