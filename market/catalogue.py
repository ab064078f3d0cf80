"""The shop's catalogue and the HCES 2022-23 urban spend shares, from package data.

``market/data/catalogue.csv`` has one row per stock-keeping unit (SKU); its
columns and sources are described in ``market/data/SOURCES.md``. Money is
integer paise (₹1 = 100 paise); MRP and wholesale price are GST-inclusive and
per selling unit. Quantities are integer counts of the item's ``unit``.
"""
from __future__ import annotations

import csv
import difflib
import functools
from decimal import ROUND_HALF_EVEN, Decimal, InvalidOperation
from importlib.resources import files
from pathlib import Path
from typing import IO, Iterator

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, model_validator

from market.hot_model import frozen_record

__all__ = ["Item", "Catalogue", "load_catalogue", "load_hces_urban_shares"]

COLUMNS = ["sku", "item", "hindi", "hinglish", "aliases", "pack", "unit", "unit_size", "mrp_inr",
           "wholesale_pct_of_mrp", "gst_pct", "shelf_life_days", "perishable", "hces_group",
           "typical_qty", "shelf_capacity", "supplier_category", "source"]
UNITS = ("packet", "kg", "litre", "piece", "dozen", "bar", "box", "bottle")
SUPPLIER_CATEGORIES = ("grains_pulses", "dairy_bakery", "fmcg", "produce")
GST_RATES = (0, 5, 18, 40)  # slabs after the GST rationalisation of 22 Sept 2025
PERISHABLE_MAX_DAYS = 30
_COLUMN = {"mrp_paise": "mrp_inr", "wholesale_paise": "wholesale_pct_of_mrp"}  # field -> CSV column


class _FieldError(ValueError):
    """A cross-field check that failed, remembering which field it blames."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field, self.message = field, message


@frozen_record  # read some 75,000 times a month: plain attribute reads, not pydantic's hook (market.hot_model)
class Item:
    """One SKU. Money in paise per selling unit (GST-inclusive); shelf life in days."""

    sku: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")  # stable id, e.g. "rice-1kg"
    item: str  # canonical English name
    hindi: str  # Devanagari name
    hinglish: str  # Roman Hindi name
    aliases: tuple[str, ...]  # further names and spellings, any script
    pack: str  # the pack as sold, e.g. "1 kg"
    unit: str  # selling unit word (one of UNITS); quantities count these
    unit_size: str  # contents of one selling unit, e.g. "500 ml"
    mrp_paise: int  # maximum retail price per unit, paise
    wholesale_paise: int  # an honest wholesaler's price to the shop per unit, paise
    gst_pct: int  # GST rate in percent on the pack as sold
    shelf_life_days: int = Field(gt=0)
    perishable: bool  # True exactly when shelf_life_days <= 30
    hces_group: str  # HCES 2022-23 item group whose spend this item draws on
    typical_qty: int = Field(gt=0)  # units a walk-in customer takes at once
    shelf_capacity: int = Field(gt=0)  # units the front shelf holds
    supplier_category: str  # kind of wholesaler (one of SUPPLIER_CATEGORIES)
    source: str  # where the MRP and any estimates came from

    @model_validator(mode="after")
    def _check(self) -> Item:
        for ok, field, message in [
            (self.unit in UNITS, "unit", f"{self.unit!r} is not one of {UNITS}"),
            (self.supplier_category in SUPPLIER_CATEGORIES, "supplier_category",
             f"{self.supplier_category!r} is not one of {SUPPLIER_CATEGORIES}"),
            (self.mrp_paise > 0, "mrp_paise", "MRP must be positive"),
            (0 < self.wholesale_paise < self.mrp_paise, "wholesale_paise",
             f"wholesale {self.wholesale_paise} paise must be above 0 and below MRP {self.mrp_paise}"),
            (self.gst_pct in GST_RATES, "gst_pct", f"{self.gst_pct} is not one of {GST_RATES}"),
            (self.perishable == (self.shelf_life_days <= PERISHABLE_MAX_DAYS), "perishable",
             f"must be true exactly when shelf_life_days <= {PERISHABLE_MAX_DAYS}"),
        ]:
            if not ok:
                raise _FieldError(field, message)
        return self

    def names(self) -> tuple[str, ...]:
        """Every name the item answers to: English, Hindi, Hinglish, then the aliases."""
        return (self.item, self.hindi, self.hinglish, *self.aliases)


def _first_clash(items: tuple[Item, ...]) -> tuple[int, str, str] | None:
    """(index, column, message) for the first sku or name already held by another item."""
    owner: dict[str, str] = {}
    skus: set[str] = set()
    for index, it in enumerate(items):
        if it.sku in skus:
            return index, "sku", f"duplicate sku {it.sku!r}"
        skus.add(it.sku)
        for column, name in zip(("item", "hindi", "hinglish"), it.names()[:3]):
            if owner.setdefault(name.casefold(), it.sku) != it.sku:
                return index, column, f"{name!r} already names {owner[name.casefold()]!r}"
        for name in it.aliases:
            if owner.setdefault(name.casefold(), it.sku) != it.sku:
                return index, "aliases", f"{name!r} already names {owner[name.casefold()]!r}"
    return None


class Catalogue(BaseModel):
    """The items the shop can stock, in file order; skus and names are unique."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    items: tuple[Item, ...]
    _by_sku: dict[str, Item] = PrivateAttr(default_factory=dict)

    @model_validator(mode="after")
    def _unique(self) -> Catalogue:
        if (clash := _first_clash(self.items)) is not None:
            raise ValueError(f"item {clash[0]}, column {clash[1]!r}: {clash[2]}")
        return self

    def model_post_init(self, __context: object) -> None:
        self._by_sku.update((it.sku, it) for it in self.items)

    def by_sku(self, sku: str) -> Item:
        """The item with this sku. Raises KeyError naming the sku and close matches."""
        index = self.__pydantic_private__["_by_sku"]  # direct: by_sku is on the hot path
        if sku in index:
            return index[sku]
        close = difflib.get_close_matches(sku, self.skus(), n=3, cutoff=0.5)
        raise KeyError(f"no item with sku {sku!r}; close matches: {', '.join(close) or 'none'}")

    def index(self) -> dict[str, Item]:
        """The items by sku, a copy of the catalogue's index: a lookup without a call each time (``by_sku`` raises
        with close matches for a sku from outside; this is for the shop's own skus)."""
        return dict(self._by_sku)

    def by_name(self, name: str) -> Item:
        """The item answering to a name or alias (any script, case-insensitive). Raises KeyError."""
        key = name.strip().casefold()
        for it in self.items:
            if key in (n.casefold() for n in it.names()):
                return it
        raise KeyError(f"no item named {name!r}")

    def skus(self) -> list[str]:
        """Every sku, in file order."""
        return [it.sku for it in self.items]

    def groups(self) -> set[str]:
        """The HCES groups the items draw on."""
        return {it.hces_group for it in self.items}

    def __iter__(self) -> Iterator[Item]:  # type: ignore[override]  # items, not fields
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)


def _open(path: Path | None, name: str) -> IO[str]:
    if path is None:
        return (files("market") / "data" / name).open("r", encoding="utf-8", newline="")
    return open(path, encoding="utf-8", newline="")


def _number(row: dict[str, str], column: str) -> Decimal:
    try:
        value = Decimal(row[column].strip())
    except InvalidOperation:
        value = Decimal("NaN")
    if not value.is_finite():
        raise _FieldError(column, f"{row[column]!r} is not a number")
    return value


_VALIDATE = Item.__pydantic_validator__.validate_python  # a row's fields (a dict) checked into an Item


def _item(row: dict[str, str]) -> Item:
    """One CSV row as an Item; raises _FieldError naming the CSV column at fault."""
    mrp = _number(row, "mrp_inr") * 100
    if mrp != mrp.to_integral_value():
        raise _FieldError("mrp_inr", f"{row['mrp_inr']!r} is not a whole number of paise")
    pct = _number(row, "wholesale_pct_of_mrp")
    fields: dict[str, object] = {c: row[c] for c in COLUMNS if c not in _COLUMN.values()}
    fields["aliases"] = tuple(a.strip() for a in row["aliases"].split("|") if a.strip())
    fields["mrp_paise"] = int(mrp)
    fields["wholesale_paise"] = int((mrp * pct / 100).quantize(Decimal(1), rounding=ROUND_HALF_EVEN))
    try:
        return _VALIDATE(fields)
    except ValidationError as exc:
        err = exc.errors()[0]
        blamed = err.get("ctx", {}).get("error")
        if isinstance(blamed, _FieldError):
            raise _FieldError(_COLUMN.get(blamed.field, blamed.field), blamed.message) from None
        raise _FieldError(str(err["loc"][0]), err["msg"]) from None


def load_catalogue(path: Path | None = None) -> Catalogue:
    """Load and check the catalogue (default: the package's ``data/catalogue.csv``, cached).

    Raises:
        ValueError: naming the file, the row (its line number) and the column at fault.
    """
    return _default_catalogue() if path is None else _read_catalogue(Path(path))


@functools.lru_cache(maxsize=1)
def _default_catalogue() -> Catalogue:
    return _read_catalogue(None)


def _read_catalogue(path: Path | None) -> Catalogue:
    where = path or "market/data/catalogue.csv"
    items, lines = [], []
    with _open(path, "catalogue.csv") as fh:
        reader = csv.DictReader(fh)
        if reader.fieldnames != COLUMNS:
            found = reader.fieldnames or []
            raise ValueError(f"{where}: columns must be {','.join(COLUMNS)}; missing column(s) "
                             f"{[c for c in COLUMNS if c not in found]}, unexpected {[c for c in found if c not in COLUMNS]}")
        for row in reader:
            at = f"{where}: row {reader.line_num} (sku {row.get('sku')!r})"
            if None in row or None in row.values():
                raise ValueError(f"{at}: expected {len(COLUMNS)} fields")
            try:
                items.append(_item(row))
            except _FieldError as exc:
                raise ValueError(f"{at}, column {exc.field!r}: {exc.message}") from None
            lines.append(reader.line_num)
    if (clash := _first_clash(tuple(items))) is not None:
        index, column, message = clash
        raise ValueError(f"{where}: row {lines[index]} (sku {items[index].sku!r}), column {column!r}: {message}")
    return Catalogue(items=tuple(items))


def load_hces_urban_shares(path: Path | None = None) -> dict[str, float]:
    """HCES group -> percent of urban MPCE (monthly per-capita consumption expenditure).

    Default file: the package's ``data/hces_2022_23_urban_shares.csv``. Rows of kind
    ``hces`` are HCES 2022-23 figures; rows of kind ``estimate`` are ours (SOURCES.md).
    Raises:
        ValueError: naming the row and column of a bad value or a repeated group.
    """
    return dict(_default_shares() if path is None else _read_shares(Path(path)))


@functools.lru_cache(maxsize=1)
def _default_shares() -> tuple[tuple[str, float], ...]:
    return _read_shares(None)


def _read_shares(path: Path | None) -> tuple[tuple[str, float], ...]:
    where = path or "market/data/hces_2022_23_urban_shares.csv"
    shares: dict[str, float] = {}
    with _open(path, "hces_2022_23_urban_shares.csv") as fh:
        reader = csv.DictReader(fh)
        if reader.fieldnames != ["group", "urban_pct_of_mpce", "source", "kind"]:
            raise ValueError(f"{where}: columns must be group,urban_pct_of_mpce,source,kind")
        for row in reader:
            at = f"{where}: row {reader.line_num}"
            try:
                pct = _number(row, "urban_pct_of_mpce")
            except _FieldError as exc:
                raise ValueError(f"{at}, column 'urban_pct_of_mpce': {exc.message}") from None
            for ok, column, problem in [(row["group"] and row["group"] not in shares, "group", "empty or repeated"),
                                        (0 <= pct <= 100, "urban_pct_of_mpce", "not a percentage"),
                                        (row["kind"] in ("hces", "estimate"), "kind", "not hces or estimate")]:
                if not ok:
                    raise ValueError(f"{at}, column {column!r}: {row[column]!r} is {problem}")
            shares[row["group"]] = float(pct)
    return tuple(shares.items())
