"""The scenario schema: everything about a run, declared in YAML.

Every default lives in the YAML files of this folder (``default.yaml`` holds
the built-in month); the models here only state the shapes and the bounds, and
forbid unknown keys so a misspelt key is an error, not a silent default.
Money is in rupees in YAML (people write rupees) and converted to paise by the
engine; times of day are ``"HH:MM"`` strings; durations are simulated minutes
or days as each field's name says.

``Scenario`` is the whole run; its sections live in their own modules: the
shop (``scenarios.shop_settings``), its customers (``scenarios.customer_settings``),
its suppliers (``scenarios.supplier_settings``), its staff (``scenarios.role_settings``)
and its renderer (``scenarios.renderer_settings``), all on ``scenarios.section``.
"""
from __future__ import annotations

from typing import Annotated, Any

from pydantic import BeforeValidator, Field, StrictInt, field_validator

from scenarios.clock import Clock, parse_clock
from scenarios.customer_settings import CounterSettings, Festival, LanguageMix, WalkInSettings
from scenarios.ids import unique_ids
from scenarios.renderer_settings import RendererSettings, renderer_word
from scenarios.role_settings import ContextSettings, Price, RoleSettings
from scenarios.section import KINDS, MAX_RUPEES, STAFF, Section
from scenarios.shop_settings import RunningCosts, ShopSettings
from scenarios.supplier_settings import FraudScheme, NegotiationSettings, SupplierCategory, SupplierKind, SupplierSpec
from scenarios.vocabulary import Role

__all__ = [
    "Scenario", "ShopSettings", "RunningCosts", "WalkInSettings", "CounterSettings",
    "SupplierSpec", "RoleSettings", "LanguageMix", "Festival", "RendererSettings", "parse_clock",
    "NegotiationSettings", "ContextSettings", "Price", "SupplierKind", "FraudScheme", "SupplierCategory",
    "KINDS", "STAFF", "MAX_RUPEES",
]


class Scenario(Section):
    """A whole run: the shop, its customers, its suppliers and its staff."""
    name: str
    description: str = ""
    days: StrictInt = Field(ge=1, le=366, strict=True)
    seed: StrictInt = Field(ge=0, strict=True)
    shop: ShopSettings
    walk_in: WalkInSettings
    counter: CounterSettings
    suppliers: list[SupplierSpec] = Field(min_length=1)
    negotiation: NegotiationSettings
    renderer: Annotated[RendererSettings, BeforeValidator(renderer_word)] = Field(
        default_factory=RendererSettings, description="how suppliers' and customers' words are made from the "
        "kernel's decisions (RendererSettings); the bare word 'template' stands for {kind: template}")
    roles: dict[Role, RoleSettings]
    helper_floor_turns: list[Clock] = Field(min_length=1)
    closing_at: Clock
    books_at: Clock
    manager_idle_wake_minutes: StrictInt = Field(default=60, ge=1, le=1440, description="a manager whose office turn "
                                           "ends without sleep or go_home is woken again this many minutes later")
    keep_checkpoints: StrictInt | None = Field(default=3, ge=1, le=366, description="daily checkpoints a group-chat "
                                         "run keeps in checkpoints/ (the newest); null keeps every day's, so "
                                         "kirana fork can start from any day")

    @field_validator("roles")
    @classmethod
    def _all_roles(cls, roles: dict) -> dict:
        missing = {"manager", "cashier", "helper", "munshi"} - set(roles)
        if missing:
            raise ValueError(f"roles: missing {sorted(missing)}; every role needs an entry")
        return roles

    @field_validator("suppliers", mode="wrap")
    @classmethod
    def _unique_suppliers(cls, suppliers: Any, handler) -> list:
        """Each supplier id once, a repeat reported at its own line with the other errors (``scenarios.ids``)."""
        return unique_ids(suppliers, handler)
