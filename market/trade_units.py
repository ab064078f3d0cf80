"""Trade units: how a wholesaler sells an item that the shop sells by the piece (eggs by the tray of 30,
matchboxes by the bundle of 10).

``market/data/trade_units.csv`` has one row per such SKU (sources in ``market/data/SOURCES.md``, "Trade
units"): the trade unit's word (``tray``, ``bundle``: a key of the phrase tables' ``units``), how many
selling units one holds (``trade_size``) and the goods' English name after the unit ("2 bundles of
matchboxes"). Items without a row are traded in their selling unit.

The engine keeps every quantity in selling units and every price in paise per selling unit (integers), so
money is conserved to the paisa; a supplier's words state the same figures per trade unit (a tray at 30 ×
the price per egg), and a supplier fills an order in whole trade units (``round_up``).
Errors: ValueError naming the row and column for an unknown SKU, a size below 2 or an unknown unit word.
"""
from __future__ import annotations

import csv
import functools
from importlib.resources import files

from pydantic import BaseModel, ConfigDict

__all__ = ["TradeUnit", "trade_units", "trade_unit", "round_up", "TRADE_UNITS"]

TRADE_UNITS = ("tray", "bundle")


class TradeUnit(BaseModel):
    """One item's trade unit: the word, the selling units it holds, the goods' English name after it."""
    model_config = ConfigDict(frozen=True, extra="forbid")
    sku: str
    unit: str
    size: int
    en_goods: str
    source: str


@functools.cache
def trade_units() -> dict[str, TradeUnit]:
    """Every trade unit of ``market/data/trade_units.csv``, by SKU (checked against the default catalogue)."""
    from market.catalogue import load_catalogue
    skus = set(load_catalogue().skus())
    rows = csv.DictReader((files("market") / "data" / "trade_units.csv").read_text(encoding="utf-8").splitlines())
    out = {}
    for n, row in enumerate(rows, start=2):
        where = f"market/data/trade_units.csv line {n}"
        if row["sku"] not in skus:
            raise ValueError(f"{where}: sku {row['sku']!r} is not in the catalogue")
        if row["trade_unit"] not in TRADE_UNITS:
            raise ValueError(f"{where}: trade_unit {row['trade_unit']!r} is not one of {TRADE_UNITS}")
        if not row["trade_size"].isdigit() or int(row["trade_size"]) < 2:
            raise ValueError(f"{where}: trade_size {row['trade_size']!r} must be a whole number of at least 2")
        out[row["sku"]] = TradeUnit(sku=row["sku"], unit=row["trade_unit"], size=int(row["trade_size"]),
                                    en_goods=row["en_goods"], source=row["source"])
    return out


def trade_unit(sku: str) -> TradeUnit | None:
    """The trade unit of ``sku``, or None when it is traded in its selling unit."""
    return trade_units().get(sku)


def round_up(sku: str, qty: int) -> int:
    """``qty`` selling units rounded up to whole trade units (45 eggs → 60: two trays); unchanged without one."""
    t = trade_unit(sku)
    return qty if t is None else -(-qty // t.size) * t.size
