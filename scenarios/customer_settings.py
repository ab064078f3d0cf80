"""The shop's customers in a scenario: routine walk-in demand, a festival's shift, and the counter's live customers.

Walk-in demand is served in time slots by HCES item group; counter customers
bargain, ask for khata credit and repay it (or not) by hidden traits drawn here.
Times of day are ``"HH:MM"`` strings; money is in rupees.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictFloat, StrictInt, field_validator, model_validator

from scenarios.clock import Clock, parse_clock
from scenarios.error_words import word_pair, word_shares
from scenarios.section import MAX_RUPEES, Section, ordered_pair

__all__ = ["Festival", "WalkInSettings", "LanguageMix", "CounterSettings"]


class Festival(Section):
    """A festival: walk-in demand for some HCES item groups is multiplied on a run of days.

    Groups are those of ``market/data/hces_2022_23_urban_shares.csv`` (``check_world``
    checks the names); a group not named keeps a factor of 1. Days past the
    scenario's last day are simply not reached.
    """
    start_day: StrictInt = Field(ge=1, le=366, description="first festival day (day 1 is the first day of the run)")
    days: StrictInt = Field(ge=1, le=31, description="number of festival days")
    factor_by_group: dict[str, StrictFloat] = Field(min_length=1, description="HCES item group → multiplier of its "
                                              "walk-in demand on festival days (0 to 10)")

    @field_validator("factor_by_group")
    @classmethod
    def _factors(cls, factors: dict) -> dict:
        bad = {g: f for g, f in factors.items() if not 0 <= f <= 10}
        if bad:
            raise ValueError(f"factor_by_group: factors must be between 0 and 10, got {bad}")
        return factors


class WalkInSettings(Section):
    """Routine walk-in demand: value by HCES group, price response, time slots."""
    daily_spend_at_mrp_inr: StrictFloat = Field(gt=0, le=MAX_RUPEES,
        description="expected value of routine demand a day, at MRP")
    price_midpoint_of_mrp: StrictFloat = Field(gt=0.5, le=1.2,
        description="shelf price / MRP at which half the customers buy")
    price_spread_of_mrp: StrictFloat = Field(gt=0, le=0.5,
        description="logistic spread of the price response, in units of MRP")
    slots: list[Clock] = Field(min_length=1,
        description="times of day at which the preceding hours' walk-ins are served")
    weekday_factors: list[StrictFloat] = Field(min_length=7, max_length=7,
        description="demand multiplier for day 1..7 of each week")
    festival: Festival | None = Field(default=None, description="a festival week's demand shift; null = none")

    @field_validator("slots")
    @classmethod
    def _slots_once(cls, slots: list[str]) -> list[str]:
        twice = sorted({t for t in slots if slots.count(t) > 1})
        if twice:  # (a time listed twice had played two walk-in slots at one minute: a new user's trial)
            raise ValueError(f"{', '.join(twice)} listed more than once; list each time of day once")
        return slots


class LanguageMix(Section):
    """Shares of counterparts speaking each language (they need not sum to 1; normalised)."""
    en: StrictFloat = Field(ge=0)
    hi: StrictFloat = Field(ge=0)
    hinglish: StrictFloat = Field(ge=0)

    @model_validator(mode="after")
    def _some(self) -> "LanguageMix":
        if self.en + self.hi + self.hinglish <= 0:
            shares = {"en": self.en, "hi": self.hi, "hinglish": self.hinglish}
            raise ValueError(f"language_mix: {word_shares(shares, '{en: 0, hi: 1, hinglish: 0} for Hindi alone')}")
        return self


class CounterSettings(Section):
    """Live customers who come to the counter."""
    customers_per_day: StrictFloat = Field(ge=0, le=10_000, description="counter customers a day (at most 10,000)")
    open_at: Clock
    last_customer_at: Clock
    regulars: StrictInt = Field(ge=0, description="size of the pool of regular customers with a khata")
    regular_share: StrictFloat = Field(ge=0, le=1, description="share of counter customers who are regulars")
    credit_ask_share: StrictFloat = Field(ge=0, le=1, description="share of regulars' visits that ask for credit")
    reliable_share: StrictFloat = Field(ge=0, le=1, description="share of regulars who repay their khata")
    basket_lines: tuple[StrictInt, StrictInt] = Field(description="min and max item lines in a basket")
    reservation_of_mrp: tuple[StrictFloat, StrictFloat] = Field(
        description="range of the price, as a share of MRP, a customer will pay")
    patience_rounds: StrictInt = Field(ge=1, le=10, description="bills a customer hears before walking out")
    pays_cash_if_refused_credit: StrictFloat = Field(ge=0, le=1)
    repay_prob: dict[Literal["reliable", "unreliable"], StrictFloat] = Field(
        description="hidden chance a credit is repaid")
    repay_after_days: tuple[StrictInt, StrictInt] = Field(
        description="range of days after which a repaid credit comes back")
    credit_due_days: StrictInt = Field(ge=1, le=90, description="days a khata credit is given for")
    max_wait_minutes: StrictInt = Field(default=30, ge=0, le=720, description="minutes a customer waits for a busy "
                                                                        "cashier, then leaves")
    opening_below_reservation: tuple[StrictFloat, StrictFloat] = Field(
        default=(0.03, 0.12), description="range of a customer's first counter-offer below their reservation, as a "
                                          "share of it (hidden; drawn per visit)")
    concession: tuple[StrictFloat, StrictFloat] = Field(
        default=(0.35, 0.75), description="range of the share of the remaining gap to their reservation a customer "
                                          "gives up at each further counter-offer (hidden; drawn per visit)")
    opening_overdue_share: dict[Literal["reliable", "unreliable"], StrictFloat] = Field(
        default={"reliable": 0.15, "unreliable": 0.7},
        description="chance a regular's opening khata carries an unpaid credit past its due day, by hidden reliability")
    language_mix: LanguageMix

    @model_validator(mode="after")
    def _hours(self) -> "CounterSettings":
        """The last customer comes after the counter opens (a new user's walk, session 53: open_at "21:00" with
        last_customer_at "09:00" validated, then the run stopped on day 1 with "ValueError: low >= high")."""
        if parse_clock(self.open_at) >= parse_clock(self.last_customer_at):
            raise ValueError(f"last_customer_at: {self.last_customer_at} is not after open_at {self.open_at}; the last "
                             f"customer comes after the counter opens, e.g. open_at: '08:00', last_customer_at: '21:00'")
        return self

    @field_validator("opening_below_reservation", "concession")
    @classmethod
    def _shares(cls, pair, info):
        if not 0 <= pair[0] <= pair[1] < 1:
            raise ValueError(f"{info.field_name}: {word_pair(pair, fraction=True)}")
        return pair

    @field_validator("basket_lines", "reservation_of_mrp", "repay_after_days")
    @classmethod
    def _ranges(cls, pair, info):
        if info.field_name == "basket_lines" and pair[0] < 1:
            raise ValueError("basket_lines: a basket has at least 1 line")
        return ordered_pair(pair, info.field_name)

    @field_validator("repay_prob", "opening_overdue_share")
    @classmethod
    def _both(cls, probs: dict, info) -> dict:
        if set(probs) != {"reliable", "unreliable"} or not all(0 <= p <= 1 for p in probs.values()):
            raise ValueError(f"{info.field_name}: give reliable and unreliable, each between 0 and 1")
        return probs
