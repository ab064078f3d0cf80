"""An item's name said as the unit of other goods (part of reading, ``lang.reader``): "हमारा ऑफ़र: कपड़े का साबुन ₹9.68
प्रति साबुन", "kapde ka sabun ₹9.68 per sabun", "For the washing soap we can pay ₹10.50 a soap", "- कपड़े का साबुन 6
साबुन". "साबुन"/"sabun"/"soap" is the bath soap's own name in the catalogue, but after "per"/"प्रति"/"a", or after a
count, with the laundry bar ("कपड़े का साबुन", "washing soap") named just before it on the line, it is the laundry
bar's piece — the head word of the goods' own name, not a second item. Read as the bath soap it refused the trial's
Hindi month (a researcher's trial, session 50: 130 of 369 e-mails "'साबुन' may be any of laundry bar, bath soap",
"what price for bath soap?" on a laundry-bar line).

The name is dropped as goods (it stays a word of the line: a price "प्रति साबुन" is per the selling unit of the goods
named, a count "6 साबुन" counts them) only when all hold:

- the word right before it is a per word ("per", "प्रति", "prati", "a", "an", "each", "har", "/") or a count;
- the nearest goods named before it on the same line are another item, named for sure, sold by the piece (bar, piece),
  and the name is one word, and its name ends with the name said ("कपड़े का **साबुन**", "washing **soap**");
- for a count, nothing but that count stands between the two names' words and the count ("- कपड़े का साबुन 6 साबुन", "| कपड़े का साबुन | 45 साबुन |";
  not "कपड़े का साबुन 6, साबुन 12", two goods counted).

``named_apart``: the bath soap's own name said after the laundry bar's longer one is the bath soap, not a name to ask
(``lang.guards``' ``short_name``), when both goods are acted on and the short name either named its goods before the
longer name was said ("साबुन ₹13 पर … कपड़े का साबुन ₹10.5 पर … | साबुन | 242 पीस |") or starts a row of a list
or table beside another row's goods, the longer name's goods being a row of it too ("- कपड़े का साबुन 6 साबुन\n- साबुन
12 साबुन", "| कपड़े का साबुन | 45 साबुन |\n| साबुन | 30 साबुन |": each row names its goods by their own name).
"कपड़े का साबुन ₹11 पर मंज़ूर। साबुन 30 भेजिए" (the soap just agreed?) is still asked, and so, since session 51, is
a row saying only "sabun" under words about the laundry bar that is in no row ("Kapde ka sabun ₹11 manzoor.\n- sabun
30\n- chawal 10 kg": it had been 30 bath soaps, silently, where the model may have meant the bar just agreed).

The same item counted by its own name ("- साबुन 12 साबुन") is so too (its name after the count is its piece); priced
per its own name ("₹6 per egg") it is left as it was read (``lang.figures``: per the selling unit of the goods named).
"laundry bar 6, 12 soap" (no shared head word) is left as it was read.
"""
from __future__ import annotations

from lang.language import fold
from lang.token_lines import token_lines

__all__ = ["names_as_units", "named_apart"]

#: Words that make the name after them a unit: "₹10 per soap", "₹10 प्रति साबुन", "₹10 a soap".
_PER = frozenset(fold(w) for w in "per prati प्रति a an each har हर".split())
#: Selling units read as "piece", whose goods a head word may count.
_BY_PIECE = frozenset(("bar", "piece"))


def names_as_units(reader, mentions: list) -> list:
    """``mentions`` (``lang.items.ItemMention``, in order) without those that are the piece of the goods named just
    before them on their line (the module docstring), whose token ``reader.unit_name_at`` then holds (a unit word,
    "piece", to ``lang.boxed_goods.box_is_piece``); ``reader`` a ``lang.reader.MessageReader`` (tokens, cat). Never
    raises."""
    reader.unit_name_at = set()
    if len(mentions) < 2:
        return mentions
    gone = set()
    for prev, m in zip(mentions, mentions[1:], strict=False):
        if _as_unit(prev, m, reader.tokens, reader.cat):
            gone.add(id(m))
            reader.unit_name_at.add(m.first)
    return [m for m in mentions if id(m) not in gone] if gone else mentions


def _as_unit(prev, m, tokens: list, cat) -> bool:
    """``m`` is the unit of ``prev``'s goods (the module docstring's conditions)."""
    if m.first < 1 or m.last != m.first + 1 or prev.sku is None or m.sku is None or prev.last > m.first:
        return False
    if any(t.kind == "nl" for t in tokens[prev.last:m.first]):
        return False
    item = cat.by_sku(prev.sku)
    if item is None or item.unit not in _BY_PIECE:
        return False
    said = [t.key for t in tokens[m.first:m.last] if t.kind == "word"]
    named = [t.key for t in tokens[prev.first:prev.last] if t.kind == "word"]
    if not said or named[-len(said):] != said or len(named) <= len(said) and prev.sku != m.sku:
        return False
    before = tokens[m.first - 1]
    if prev.sku != m.sku and (before.kind == "word" and before.key in _PER or before.kind == "sym" and before.text == "/"):
        return True
    return before.kind == "num" and m.first - 1 >= prev.last and all(
        t.kind == "num" or t.kind == "sym" and t.text in ".:-|" for t in tokens[prev.last:m.first])


_ROW_MARKS = frozenset("-*•|")


def named_apart(reader, longer, short, acted: set) -> bool:
    """``short`` (a mention whose words end ``longer``'s, another item's) names its own goods (the module
    docstring's ``named_apart``): both skus in ``acted``, and ``short``'s goods named before ``longer`` or both
    ``short`` starting a list or table row beside another row's goods (the line before or after). ``reader`` a ``lang.reader.MessageReader``."""
    if longer.sku not in acted or short.sku not in acted:
        return False
    if any(m.sku == short.sku and m.first < longer.first for m in reader.mentions):
        return True
    toks = reader.tokens
    if not _starts_row(toks, short.first) or not any(m.sku == longer.sku and _starts_row(toks, m.first)
                                                     for m in reader.mentions):
        return False  # the longer goods in no row, only in the words above: "Kapde ka sabun ₹11 manzoor.\n- sabun 30"
    line_of = token_lines(reader)[1]  # (blank lines are no lines: a table's rows stand next to each other)
    line = line_of[short.first]
    return any(m is not short and _starts_row(toks, m.first) and abs(line_of[m.first] - line) == 1
               for m in reader.mentions)


def _starts_row(tokens: list, k: int) -> bool:
    """Token ``k`` starts a list or table row: only a row mark ("-", "*", "•", "|") between it and the line's start."""
    j = k - 1
    marked = False
    while j >= 0 and tokens[j].kind != "nl":
        if tokens[j].kind != "sym" or tokens[j].text not in _ROW_MARKS:
            return False
        marked, j = True, j - 1
    return marked
