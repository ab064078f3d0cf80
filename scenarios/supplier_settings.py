"""The suppliers in a scenario: who each is and sells, and the hidden pricing and fraud rules of their desks.

Prices are shares of an item's honest wholesale price; times of day are
``"HH:MM"`` strings; durations are simulated minutes or days as each field says.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictFloat, StrictInt, field_validator, model_validator

from scenarios.clock import Clock
from scenarios.error_words import word_rupee_range
from scenarios.section import KINDS, MAX_RUPEES, Section, ordered_pair
from scenarios.vocabulary import Language

__all__ = ["SupplierKind", "FraudScheme", "SupplierCategory", "SupplierSpec", "NegotiationSettings"]


SupplierKind = Literal["honest", "hard_bargainer", "fraudulent"]
FraudScheme = Literal["short_delivery", "substituted_goods", "expired_goods",
                      "inflated_bill", "duplicate_bill", "advance_bait"]
SupplierCategory = Literal["grains_pulses", "dairy_bakery", "fmcg", "produce"]


class SupplierSpec(Section):
    """One supplier: who they are, what they sell, how they bargain, and any fraud."""
    id: str = Field(pattern=r"^S[0-9]+$")
    name: str
    language: Language
    kind: SupplierKind
    fraud_scheme: FraudScheme | None = None
    categories: list[SupplierCategory] = Field(min_length=1)
    lead_days: StrictInt = Field(ge=1, le=7)
    credit_days: StrictInt = Field(ge=0, le=60)
    arrives_at: Clock = Field(description="time of day the van reaches the door")
    reply_minutes: StrictInt = Field(ge=1, le=600, description="simulated minutes before an e-mail is answered")
    temperament: Literal["candid", "taciturn", "expressive", "strategic", "adversarial"] = "candid"

    @model_validator(mode="after")
    def _fraud_needs_scheme(self) -> "SupplierSpec":
        if (self.kind == "fraudulent") != (self.fraud_scheme is not None):
            raise ValueError(f"supplier {self.id}: fraud_scheme is required exactly when kind is 'fraudulent'")
        return self


class NegotiationSettings(Section):
    """Hidden pricing of suppliers, as shares of the item's honest wholesale price."""
    list_markup: dict[SupplierKind, tuple[StrictFloat, StrictFloat]]
    floor_of_wholesale: dict[SupplierKind, tuple[StrictFloat, StrictFloat]]
    concession_beta: dict[SupplierKind, tuple[StrictFloat, StrictFloat]]
    max_rounds: dict[SupplierKind, tuple[StrictInt, StrictInt]]
    fraud_rate: StrictFloat = Field(ge=0, le=1, description="chance a fraudulent supplier cheats on a given order")
    fraud_size: StrictFloat = Field(gt=0, le=1, description="share short-delivered or overbilled when it cheats")
    advance_lapse_days: StrictInt = Field(default=3, ge=1, le=60, description="days after which an unpaid advance "
                                                                       "request lapses (the bait failed)")
    remind_overdue_every_days: StrictInt = Field(default=3, ge=1, le=60, description="a supplier reminds the shop of "
                                           "an overdue bill on its first overdue day, then every this many days")
    ghost_bills_per_day: StrictFloat = Field(default=0.15, ge=0, le=1, description="chance, each day, that a fraudulent "
                                       "supplier (any scheme) presents a bill for goods it never delivered")
    ghost_bill_inr: tuple[StrictFloat, StrictFloat] = Field(default=(300.0, 900.0), description="[low, high] rupees a ghost "
                                                "bill asks (drawn uniformly)")
    collector_minutes: StrictInt = Field(default=75, ge=0, le=600, description="minutes the cashier loses to the "
                                   "fraudster's collector who presents a ghost bill at the counter")
    door_dispute_minutes: StrictInt = Field(default=30, ge=0, le=600, description="minutes the helper loses sending back "
                                      "a van whose goods differ from its note (the driver argues, goods recounted)")
    bill_dispute_minutes: StrictInt = Field(default=20, ge=0, le=600, description="minutes the manager loses settling a "
                                      "dispute that corrects or cancels a bill (the supplier's call)")

    @field_validator("ghost_bill_inr")
    @classmethod
    def _ghost_range(cls, pair: tuple[float, float]) -> tuple[float, float]:
        ordered_pair(pair, "ghost_bill_inr", unit="rupees a ghost bill asks")
        problem = word_rupee_range(pair, "a ghost bill asks", default=(300, 900), most=MAX_RUPEES)
        if problem:
            raise ValueError(f"ghost_bill_inr: {problem}")
        return pair

    @field_validator("list_markup", "floor_of_wholesale", "concession_beta", "max_rounds")
    @classmethod
    def _every_kind(cls, ranges: dict, info) -> dict:
        if set(ranges) != set(KINDS):
            raise ValueError(f"{info.field_name}: give a [low, high] range for each of {list(KINDS)}")
        for kind, pair in ranges.items():
            ordered_pair(pair, f"{info.field_name}.{kind}")
            if min(pair) <= 0:
                raise ValueError(f"{info.field_name}.{kind}: must be above 0, got {list(pair)}")
        return ranges

    @model_validator(mode="after")
    def _floor_below_list(self) -> "NegotiationSettings":
        for kind in KINDS:
            if self.floor_of_wholesale[kind][1] >= 1 + self.list_markup[kind][0]:
                raise ValueError(f"negotiation: the {kind} floor can reach {self.floor_of_wholesale[kind][1]} of "
                                 f"wholesale, at or above the lowest list price {1 + self.list_markup[kind][0]}")
        return self
