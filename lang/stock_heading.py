"""Goods listed under a heading of the shop's stock are the stock told, not goods asked: "**Stock left** ⏎ - Atta: 3
packets ⏎ - Sugar: 8 kg ⏎ **Order** ⏎ - Sugar: 50 kg @ ₹42/kg", "**बचा स्टॉक** ⏎ - चीनी: 8 किलो …", "**Bacha stock**
⏎ - Cheeni: 8 kg …", "| Item | Left | ⏎ | Sugar | 12 kg |" (holdouts 77, 90, 105). The stock lines had been read
as goods asked with no word, and the sugar was "asked twice, differently" (8 kg and 50 kg). A shopkeeper reads the
list under "Stock left" as what the shop holds.

Sales and consumption told the same way are background too: "| item | usual weekly sale | ⏎ | Onion | ~50 kg |", "|
सामान | हफ़्ते की आम बिक्री |", "Pichhle mahine ki sale: ⏎ - Cheeni 60 kg" (sealed set 80, v8004: the weekly sales had
been read as the counts of the rates asked, and in Hindi as an order of 50 kg onion).

A heading is a sentence (a line, a table's header row) that names no goods and no figure, has a word of stock
("stock", "left", "bacha", "बचा", "स्टॉक", "godown", "गोदाम") or of sales ("sale", "sold", "बिक्री", "khapat", "खपत") and no word but those of a stock heading (``_HEADING``:
"current", "in", "item", "sold this week" …); "Stock and order:", "| Item | In stock | Order qty |" are none (another
word). A table's header row right under such a heading is passed over ("## Weekly consumption ⏎ | Item | Per week
|"). The lines after it that name goods with a count and carry no intent word of their own are its stock, until a
line that is not such a line. Only when every other sentence counting goods asks them with a word of its own (or
stands in a list under one): "Sales this week were good — about 60 kg rice … went out" beside a stock table is left
as it was (refused: its goods and counts asked by no word). Goods of the stock then said to be fine, with no figure
("Sugar is fine for now.", "चीनी अभी ठीक है।", "Namak theek hai.") agree to no price: the stock is enough. Shape: ``stock_heading(reader)`` with the MessageReader after its clause acts; the
stock lines join ``reader.background`` (their goods are context).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["stock_heading"]

_STOCK = fold_words("stock stocks left bacha bache bachi बचा बचे बची स्टॉक godown गोदाम inventory remaining sale sales "
                    "sold bikri बिक्री bika bike बिका बिके consumption khapat खपत demand "
                    # a table's column of what is in the shop: "| item | in shop |", "| सामान | दुकान में |" (session 52)
                    "shop dukaan dukan दुकान")
#: Every word a stock heading may hold besides its stock word.
_HEADING = _STOCK | fold_words("current our hamara humara hamare हमारा हमारे abhi अभी ka ki ke का की के item items "
                               "saamaan saman samaan सामान in mein me में check status the this is इस week hafte हफ़्ते "
                               "हफ्ते quantity qty matra मात्रा sat sun mon tue wed thu fri shanivaar शनिवार on hand "
                               "usual weekly normal aam आम last month months s mahine महीने mahina महीना pichhle pichle "
                               "पिछले pichhli पिछली per day daily roz रोज़ rozana रोज़ाना avg average approx roughly "
                               "monthly hamari हमारी humari")

#: Words saying goods are fine as they are.
_FINE = fold_words("fine ok okay theek thik ठीक enough kaafi kafi काफ़ी काफी")


def stock_heading(reader) -> None:
    """Add to ``reader.background`` the goods lines under each stock heading (module docstring). ``reader``: the
    MessageReader after its clause acts (tokens, cues, figures, mentions, clause_span)."""
    if not reader.mentions or _STOCK.isdisjoint(reader._keys):
        return
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    cued = {c.clause for c in reader.cues if c.kinds}
    counted = {f.clause for f in reader.figs if f.kind in ("qty", "badqty")}
    figured = {f.clause for f in reader.figs}
    stock: set[int] = set()
    for clause in sorted(reader.clause_span):
        lo, hi = reader.clause_span[clause]
        keys = [reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word"]
        if _STOCK.isdisjoint(keys) or not _heading(reader, clause, goods, figured, cued):
            continue
        at = reader._worded_clause(clause, +1)
        while at in reader.clause_span and _heading(reader, at, goods, figured, cued):
            at = reader._worded_clause(at, +1)  # a table's header row under its heading ("| Item | Per week |")
        while at in reader.clause_span and at in goods and at in counted and at not in cued:
            stock.add(at)
            at = reader._worded_clause(at, +1)
    if stock and not _all_asked(reader, goods - stock, counted, cued):
        return  # other goods counted with no word asking them ("about 60 kg rice … went out"): left as they were
    if stock:  # as a background clause's: its goods stay referents, its figures are context (lang.apply_acts)
        reader.background |= stock
        reader.figs = [f for f in reader.figs if f.clause not in stock]
        _enough(reader, stock)


def _heading(reader, clause: int, goods: set[int], figured: set[int], cued: set[int]) -> bool:
    """Whether ``clause`` could head a stock list: words, all of ``_HEADING``, and no goods, figure or intent word."""
    lo, hi = reader.clause_span[clause]
    keys = [reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word"]
    return bool(keys) and clause not in goods and clause not in figured and clause not in cued and all(
        k in _HEADING for k in keys)


def _enough(reader, stock: set[int]) -> None:
    """Empty the accept cue of a sentence saying goods listed as stock are fine ("Sugar is fine for now.", "चीनी अभी
    ठीक है।", "Namak theek hai."): no price agreed, the stock is enough. Only a sentence with no figure whose goods
    are all goods of the stock lines."""
    held = {m.sku for m in reader.mentions if reader.clause_of[m.first] in stock}
    figured = {f.clause for f in reader.figs}
    for c in reader.cues:
        if c.kinds != {"accept"} or c.clause in figured or c.clause in stock:
            continue
        lo, hi = reader.clause_span[c.clause]
        named = {m.sku for m in reader.mentions if reader.clause_of[m.first] == c.clause}
        if named and named <= held and not _FINE.isdisjoint(reader.tokens[k].key for k in range(lo, hi)):
            c.kinds = frozenset()
            reader.background.add(c.clause)  # (its goods asked nothing: not an order's either)


def _all_asked(reader, clauses: set[int], counted: set[int], cued: set[int]) -> bool:
    """Every sentence of ``clauses`` that counts goods has an intent word of its own or stands in a list under one
    ("**Order** ⏎ - Sugar: 50 kg", "Please send: ⏎ - …"): no counted goods are left to a word elsewhere."""
    for clause in sorted(clauses & counted):
        at = clause
        while at in reader.clause_span and at not in cued and at in counted:
            at = reader._worded_clause(at, -1)
        if at not in cued:
            return False
    return True
