"""The shop's own settings in a scenario: money and stock at opening, running costs, GST and overdue rules.

Money is in rupees (people write rupees; the engine converts to paise).
"""
from __future__ import annotations

from pydantic import Field, StrictFloat, StrictInt, field_validator

from scenarios.section import MAX_RUPEES, STAFF, Section

__all__ = ["RunningCosts", "ShopSettings"]


class RunningCosts(Section):
    """Daily running costs in rupees, charged at each day's close from the bank."""
    rent_inr_per_day: StrictFloat = Field(ge=0, le=MAX_RUPEES)
    wages_inr_per_day: dict[str, StrictFloat] = Field(description="rupees a day per staff role")
    electricity_inr_per_day: StrictFloat = Field(ge=0, le=MAX_RUPEES)

    @field_validator("wages_inr_per_day")
    @classmethod
    def _staff(cls, wages: dict) -> dict:
        unknown = sorted(set(wages) - set(STAFF))
        if unknown:
            raise ValueError(f"wages_inr_per_day: {unknown} are not staff roles; use {list(STAFF)}")
        negative = [r for r, w in wages.items() if not 0 <= w <= MAX_RUPEES]
        if negative:
            raise ValueError(f"wages_inr_per_day: wages of {negative} must be between 0 and {MAX_RUPEES:,.0f} rupees")
        return wages


class ShopSettings(Section):
    """The shop at opening and its fixed rules."""
    opening_cash_in_till_inr: StrictFloat = Field(ge=0, le=MAX_RUPEES)
    opening_bank_inr: StrictFloat = Field(ge=0, le=MAX_RUPEES,
        description="the bank balance at opening, in rupees (no overdraft)")
    opening_stock_days: StrictFloat = Field(ge=0, description="godown stock at opening, in days of expected demand")
    till_float_inr: StrictFloat = Field(ge=0, le=MAX_RUPEES,
        description="cash left in the till when the day's takings are banked")
    running_costs: RunningCosts
    overdue_penalty_pct_per_day: StrictFloat = Field(ge=0, le=10)
    gst_filing_every_days: StrictInt = Field(ge=1, le=31)
    gst_late_fee_inr_per_day: StrictFloat = Field(ge=0, le=MAX_RUPEES)
    items: list[str] | None = Field(default=None, description="catalogue skus stocked; null = all")

    @field_validator("items")
    @classmethod
    def _items(cls, items: list[str] | None) -> list[str] | None:
        if items is not None and (not items or len(set(items)) != len(items)):
            raise ValueError("items: list each sku once, at least one; or write null for every item")
        return items
