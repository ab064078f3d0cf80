"""The manager's strategy as a typed record (RetailBench's Evolving Strategy & Execution).

RetailBench (seed paper, §3.2 and Appendix A.2.1) represents a policy in three
layers: a **macro strategy** (high-level objectives, free text), an
**execution strategy** (structured operational guidance) and the **day's
actions**. KiranaBench's execution strategy keeps RetailBench's fields that
fit a kirana: ``focus_items``, ``supplier_for`` (item → supplier id, their
``sku_supplier_mapping``), ``reorder`` (their ``skus_to_reorder``),
``price_changes`` (item → new shelf price in rupees, their
``price_adjustments``) and ``monitor`` (their ``sku_to_monitor``).

A strategy is written by the model as one fenced block::

    ```strategy
    {"macro": "...", "execution": {"focus_items": ["rice-1kg"], "supplier_for": {"rice-1kg": "S1"},
     "reorder": ["rice-1kg"], "price_changes": {"rice-1kg": 41.5}, "monitor": ["milk-500ml"]},
     "actions": ["order 40 rice from S1"]}
    ```

and recorded as a ``strategy_set`` event (``Strategy.model_dump``). The record
is plain data: this module knows nothing about models or AutoGen.
"""
from __future__ import annotations

import json
import re

from pydantic import BaseModel, ConfigDict, Field, ValidationError

__all__ = ["ExecutionStrategy", "Strategy", "parse_strategy", "EXECUTION_FIELDS"]

EXECUTION_FIELDS = ("focus_items", "supplier_for", "reorder", "price_changes", "monitor")
_BLOCK = re.compile(r"```strategy\s*\n(.*?)\n?```", re.S)


class ExecutionStrategy(BaseModel):
    """Structured operational guidance for the day (see the module docstring). Items are skus or names."""
    model_config = ConfigDict(extra="forbid")
    focus_items: list[str] = Field(default_factory=list)
    supplier_for: dict[str, str] = Field(default_factory=dict, description="item -> supplier id")
    reorder: list[str] = Field(default_factory=list)
    price_changes: dict[str, float] = Field(default_factory=dict, description="item -> shelf price (rupees)")
    monitor: list[str] = Field(default_factory=list)


class Strategy(BaseModel):
    """One day's strategy: macro text, execution strategy, the day's intended actions."""
    model_config = ConfigDict(extra="forbid")
    macro: str = ""
    execution: ExecutionStrategy = Field(default_factory=ExecutionStrategy)
    actions: list[str] = Field(default_factory=list)


def parse_strategy(text: str) -> tuple[Strategy | None, str]:
    """The last fenced ``strategy`` block of a text as a Strategy, or (None, the reason).

    Never raises: a missing block, JSON that does not parse, or fields of the wrong
    shape give None and a reason naming what to fix.
    """
    found = _BLOCK.findall(text or "")
    if not found:
        return None, "no ```strategy block: end the strategy phase with one (macro, execution, actions)"
    try:
        data = json.loads(found[-1])
    except json.JSONDecodeError as exc:
        return None, f"the ```strategy block is not JSON: {exc.msg} at character {exc.pos}"
    try:
        return Strategy.model_validate(data), ""
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "strategy"
        return None, f"strategy.{where}: {first['msg']}"
