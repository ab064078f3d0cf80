"""How each catalogue item is spoken of: grammatical gender, number, plural and oblique forms.

``market/data/item_grammar.csv`` has one row per SKU of the catalogue (sources in
``market/data/SOURCES.md``, "Item grammar"):

- ``gender`` (``m``/``f``): the Hindi noun's grammatical gender; verbs and
  adjectives whose subject is the item agree with it (चीनी नहीं मिलेगी, तूर दाल तय हुई);
- ``number`` (``sg``/``pl``): ``pl`` for goods counted by the piece and spoken of
  in the plural when traded (eggs, bananas: अंडे, केले); their verbs agree in the plural;
- ``en_name``/``en_one``: the English word as an Indian trader says it (atta,
  cold drink, eggs) and its singular for a count of one (egg);
- ``hi_name``/``hi_plural``/``hi_oblique`` and the same for ``hinglish``: the
  direct singular, the direct plural, and the oblique form a postposition takes
  (आटे का भाव, अंडों पर, khate mein) — for a ``pl`` item its oblique plural.
Errors: ValueError naming the row and column for a missing SKU, an unknown gender or number, or an empty form.
"""
from __future__ import annotations

import csv
import functools
from importlib.resources import files
from typing import Literal

from pydantic import BaseModel, ConfigDict

__all__ = ["ItemGrammar", "item_grammar", "forms"]

_COLUMNS = ("sku", "gender", "number", "en_name", "en_one", "hi_name", "hi_plural", "hi_oblique",
            "hinglish_name", "hinglish_plural", "hinglish_oblique")


class ItemGrammar(BaseModel):
    """One item's grammar (see the module docstring)."""
    model_config = ConfigDict(frozen=True, extra="forbid")
    sku: str
    gender: Literal["m", "f"]
    number: Literal["sg", "pl"]
    en_name: str
    en_one: str
    hi_name: str
    hi_plural: str
    hi_oblique: str
    hinglish_name: str
    hinglish_plural: str
    hinglish_oblique: str

    @property
    def agreement(self) -> str:
        """The agreement class of the item as a subject: ``m``, ``f`` or ``pl``."""
        return "pl" if self.number == "pl" else self.gender

    def forms(self, language: str) -> dict[str, str]:
        """{"name", "one", "plural", "oblique"} in ``language`` (en: the plural is ``en_name``, oblique = name)."""
        if language == "en":
            return {"name": self.en_name, "one": self.en_one, "plural": self.en_name, "oblique": self.en_name}
        p = "hi" if language == "hi" else "hinglish"
        name = getattr(self, f"{p}_name")
        return {"name": getattr(self, f"{p}_plural") if self.number == "pl" else name, "one": name,
                "plural": getattr(self, f"{p}_plural"), "oblique": getattr(self, f"{p}_oblique")}


@functools.cache
def item_grammar() -> dict[str, ItemGrammar]:
    """Every row of ``item_grammar.csv`` by SKU. Raises ValueError on a bad row (row number and column)."""
    text = (files("market") / "data" / "item_grammar.csv").read_text(encoding="utf-8")
    out = {}
    for n, row in enumerate(csv.DictReader(text.splitlines()), start=2):
        for col in _COLUMNS:
            if not (row.get(col) or "").strip():
                raise ValueError(f"item_grammar.csv row {n}: column {col!r} is empty; give the form")
        try:
            out[row["sku"]] = ItemGrammar(**{c: row[c].strip() for c in _COLUMNS})
        except Exception as exc:  # pydantic's message names the field
            raise ValueError(f"item_grammar.csv row {n}: {exc}") from exc
    return out


def forms(item) -> ItemGrammar:
    """The grammar of a catalogue ``Item``: its row, or for an item of another catalogue without one, its
    own names in every form (masculine, singular), so a custom catalogue still renders."""
    row = item_grammar().get(item.sku)
    if row is not None:
        return row
    return ItemGrammar(sku=item.sku, gender="m", number="sg", en_name=item.item, en_one=item.item,
                       hi_name=item.hindi, hi_plural=item.hindi, hi_oblique=item.hindi, hinglish_name=item.hinglish,
                       hinglish_plural=item.hinglish, hinglish_oblique=item.hinglish)
