"""What the template renderer works out once and keeps (split from ``lang.render``, session 39, which re-exports
these): a temperament's weighted phrasings, a speaker's words per table, and the item lines' placeholders and
texts per catalogue, shared by every renderer of the process."""
from __future__ import annotations

from typing import TYPE_CHECKING

from lang.phrasing_choice import Pick

if TYPE_CHECKING:
    from market.catalogue import Catalogue

__all__ = ["styled", "choose", "speaker_words", "kept_for", "ITEMS_KEPT"]


def styled(options: list[str], temperament: str | None) -> list[str]:
    """The phrasings a supplier of ``temperament`` draws from, each as often as it appears: a taciturn one
    draws the shorter half (by characters) four times as often as the rest, an expressive one the longer
    half; any other draws all alike (a slot of fewer than four phrasings is not weighted). Every phrasing
    stays reachable, so a month still shows each shape. Length is the temperament's; warmth and pressure
    are its ``tone`` lines."""
    if temperament not in ("taciturn", "expressive") or len(options) < 4:
        return options
    key = (id(options), temperament)
    hit = _STYLED.get(key)
    if hit is not None and hit[0] is options and hit[1] == options:
        return hit[2]  # worked out for this very list before, and it holds the same phrasings
    ranked = sorted(range(len(options)), key=lambda i: (len(options[i]), i))
    half = (len(options) + 1) // 2
    favoured = set(ranked[:half] if temperament == "taciturn" else ranked[-half:])
    weighted = [o for i, o in enumerate(options) for _ in range(4 if i in favoured else 1)]
    if len(_STYLED) < 4096:  # the phrase tables' slots times two temperaments: a few hundred
        _STYLED[key] = (options, list(options), weighted)
    return weighted


#: ``styled``'s answers by (id of the list, temperament): the list (its id kept its own), a copy, the weighted list.
_STYLED: dict[tuple[int, str], tuple[list[str], list[str], list[str]]] = {}


def choose(pick, options: list[str]) -> str:
    """The one place a phrasing is chosen: ``pick`` is a forced index or a seeded generator."""
    return Pick(pick)(options)


def speaker_words(table: dict, gender) -> dict:
    """The phrase table's words said by a speaker of ``gender`` (``{k: v[gender] for k, v in table["speaker"]}``),
    worked out once per table and gender: read only."""
    key = (id(table), gender)
    hit = _SPEAKERS.get(key)
    if hit is None or hit[0] is not table:
        hit = _SPEAKERS[key] = (table, {k: v[gender] for k, v in table.get("speaker", {}).items()})
    return hit[1]


_SPEAKERS: dict[tuple[int, object], tuple[dict, dict]] = {}  # (id of the table, gender) → (the table, its words)


def kept_for(catalogue: Catalogue) -> tuple[dict, dict]:
    """(item lines' placeholders, items' words) worked out for ``catalogue``, shared by every renderer of it in this
    process: a later month (the anchors' shops, a study's repeats) says mostly the same item lines again (session 39:
    each month's renderer had worked out its 2,000 anew). Read only; the catalogue kept, so its id stays its own."""
    hit = _KEPT.get(id(catalogue))
    if hit is None or hit[0] is not catalogue:
        hit = _KEPT[id(catalogue)] = (catalogue, {}, {})
    return hit[1], hit[2]


_KEPT: dict[int, tuple[Catalogue, dict, dict]] = {}
#: Item lines kept per catalogue before they are worked out anew.
ITEMS_KEPT = 65_536  # item lines kept per catalogue before they are worked out anew (a month says some 2,000)
