"""A count in a pack word its goods are never sold in (session 56, SILENT; LEFT56 item 5): "20 bar cheeni bhejo",
"चीनी 20 टिक्की भेजो", "send 20 bars of sugar". The unit table reads bar, tikki, tube, bottle and pouch as a piece or
a packet — one selling unit of whatever goods they count — so a soap's pack word on sugar, sold by the kg, was read
as 20 kg of sugar, silently. A shopkeeper asks what was meant: the message is refused naming the word and the unit
the goods are sold in (``no_quantity.pack_not_sold``: "20 bars of sugar? we sell sugar by the kg, not by the bar"),
in the writer's language.

Which goods each pack word fits (``fits``), from the catalogue's selling units (``market/data/catalogue.csv``):
bar, tikki: goods sold by the bar (bath soap, laundry bar); tube: toothpaste; bottle: goods sold by the bottle or the
litre (soft drink, oils, ghee); pouch, sachet: goods sold in packets or by the litre, and dry goods sold by the kg
(a 1 kg pouch of salt or sugar), never loose vegetables (perishable goods sold by the kg). Other pack words are
left to the unit table: jar, crate, bag… have no fixed size (``lang.units.UNKNOWN_CONTAINERS``); a tray or a dozen
of goods sold by the kg does not convert (``lang.units``).

When: the reading is read, one of its intents names goods with a count, and the text writes that count with a pack
word right after it which does not fit the goods, the goods named right before the count ("चीनी 20 टिक्की", "cheeni
ki 20 tikki") or right after the pack word ("20 bars of sugar", "20 bar cheeni", "20 टिक्की चीनी की"). The words
are ``lang.units.UNIT_WORDS``' own (this module, named ``…_guards``, is no word table of ``lang.guards.lexicon``:
the unit-word guard knows no word it did not know before).

Shape: ``pack_misfit(text, reading, catalogue)`` → the reading, or the refusal; run by ``lang.reader.read_message``
after every other stage. Linear in the text.
"""
from __future__ import annotations

import functools
import re

from lang.language import fold
from lang.reading import Reading
from lang.reasons import why
from lang.units import UNIT_WORDS, default_unit

__all__ = ["pack_misfit", "fits", "goods_named", "goods_names", "WORD_TOKEN"]

#: The pack words, each with the words of the unit table that say it (all already in ``UNIT_WORDS``).
_PACK_WORDS = {"bar": "bar bars tikki tikiya टिक्की", "tube": "tube tubes ट्यूब",
               "bottle": "bottle bottles btl btls botal botel बोतल बोतलें बोतलों",
               "pouch": "pouch pouches sachet sachets"}
_WORD_PACK = {fold(w): pack for pack, words in _PACK_WORDS.items() for w in words.split() if fold(w) in UNIT_WORDS}
_LINKS = frozenset(fold(w) for w in "of ka ki ke का की के".split())
WORD_TOKEN = re.compile(r"\d+(?:\.\d+)?|[^\W\d_][\w\u0900-\u097F]*|[\u0900-\u097F]+", re.UNICODE)


def fits(pack: str, item) -> bool:
    """Whether goods ``item`` (a catalogue Item) are sold in ``pack`` (a key of the pack words: bar, tube, bottle,
    pouch) — the module docstring's table."""
    if pack == "bar":
        return item.unit == "bar"
    if pack == "tube":
        return item.sku.startswith("toothpaste")
    if pack == "bottle":
        return item.unit in ("bottle", "litre")
    return item.unit in ("packet", "litre") or item.unit == "kg" and not item.perishable  # pouch, sachet


@functools.lru_cache(maxsize=4)
def goods_names(catalogue) -> dict[tuple[str, ...], str]:
    """Every name of every goods (item, Hindi, Hinglish, aliases; English plurals), as folded word tuples → sku."""
    out: dict[tuple[str, ...], str] = {}
    for it in catalogue:
        for name in (it.item, it.hindi, it.hinglish, *it.aliases):
            words = tuple(fold(w) for w in WORD_TOKEN.findall(name.lower()))
            if words:
                out.setdefault(words, it.sku)
                if re.fullmatch(r"[a-z]+", name.split()[-1]):  # "onions", "bars of sugars" (an English plural)
                    out.setdefault(words[:-1] + (fold(name.split()[-1].lower() + "s"),), it.sku)
    return out


def _goods_at(words: list[str], i: int, names: dict, forward: bool, joined: list[bool]) -> str | None:
    """The sku of the goods named starting at word ``i`` (``forward``) or ending at word ``i``, longest name first;
    ``joined[j]``: word j follows word j - 1 with only spaces between (a name is not read across a line or a mark)."""
    for n in (3, 2, 1):
        first = i if forward else i - n + 1
        span = tuple(words[first:first + n]) if first >= 0 else ()
        if len(span) == n and span in names and all(joined[first + 1:first + n]):
            return names[span]
    return None


def goods_named(line: str, catalogue) -> str | None:
    """The sku of the first goods ``line`` names (any of their names, three words at most, read as ``_misfits``
    reads them), or None (``lang.new_price_dropped`` asks it of a list line)."""
    words = [fold(w.lower()) for w in WORD_TOKEN.findall(line) if not w[0].isdigit()]
    joined = [True] * len(words)
    names = goods_names(catalogue)
    return next((sku for k in range(len(words)) if (sku := _goods_at(words, k, names, True, joined)) is not None), None)


def _misfits(text: str, catalogue) -> list[tuple[str, int, str, str]]:
    """(sku, count, the pack word as written, pack) for each count written in a pack word beside goods it misfits."""
    found = list(WORD_TOKEN.finditer(text))
    raw = [m.group() for m in found]
    words = [w if w[0].isdigit() else fold(w.lower()) for w in raw]
    gaps = [""] + [text[a.end():b.start()] for a, b in zip(found, found[1:])]
    joined = [bool(re.fullmatch(r"[ \t]+", g)) for g in gaps]  # "20 bars of sugar": spaces only
    listed = [bool(re.fullmatch(r"[ \t]*[:–—-]?[ \t]*", g)) for g in gaps]  # "चीनी: 20 टिक्की", "Sugar – 20 bars"
    names, out = goods_names(catalogue), []
    for k in range(len(words) - 1):
        if not re.fullmatch(r"\d+", words[k]) or (pack := _WORD_PACK.get(words[k + 1])) is None or not joined[k + 1]:
            continue
        link_after = k + 2 < len(words) and words[k + 2] in _LINKS and joined[k + 2]
        after = k + 2 + link_after
        link_before = k >= 2 and words[k - 1] in _LINKS and joined[k]
        before = k - 1 - link_before
        goods = (_goods_at(words, after, names, True, joined) if after < len(words) and joined[after] else None) or (
            _goods_at(words, before, names, False, joined) if before >= 0 and (joined if link_before else listed)[
                before + 1] else None)
        if goods is not None and not fits(pack, catalogue.by_sku(goods)):
            out.append((goods, int(words[k]), raw[k + 1], pack))
    return out


def pack_misfit(text: str, reading: Reading, catalogue) -> Reading:
    """``reading`` of ``text``, or its refusal when a count its intents act on was written in a pack word the goods
    are not sold in (module docstring). ``catalogue``: the shop's catalogue (names, selling units)."""
    if not isinstance(text, str) or not reading.readable or not reading.intents or not any(
            w in text.lower() for w in ("bar", "tikki", "tikiya", "टिक्की", "tube", "ट्यूब", "bottl", "btl", "botal",
                                        "botel", "बोतल", "pouch", "sachet")):
        return reading
    counted = {(i.sku, i.quantity) for i in reading.intents if i.sku and i.quantity is not None}
    for sku, count, written, _pack in _misfits(text, catalogue):
        if (sku, count) in counted:
            item = catalogue.by_sku(sku)
            return Reading.refused(why("no_quantity.pack_not_sold", n=count, word=written, item=item.item,
                                       sunit=default_unit(item)), reading.language)
    return reading
