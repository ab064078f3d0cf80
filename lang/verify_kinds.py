"""Stage 6b of reading: kinds of misreading the composed intents must not carry (issue 10).

``lang.verify`` checks that every figure and id has a role; this checks that
the role fits the words around it. Each check refuses a whole kind, never a
sentence:

- **an order asked as a question** with no order word ("40 kilo pyaaz load ho
  gaya kya?", "Has the 40 kg onion been loaded?") — a question about goods
  already ordered, not an order;
- **a cancel beside a price** ("cut the rice price to ₹40") — a bargain,
  not a cancellation (an explicit cancel word beside the order's price still
  cancels: "cancel the 20 kg sugar we ordered at ₹42");
- **an order at a lowered price** ("Lower incense to ₹15 and I'll take 60",
  "₹32 kar do to 40 kilo") — a conditional offer, not an order;
- **a count inside parentheses** ("4 cartons (48 packets each)", "25 पैकेट
  (10 डिब्बी वाले)") used as the quantity while a count of packs stands outside;
- **a price "each" beside a count of multi-unit packs** ("2 dozen eggs at
  ₹20 each": per egg or per dozen?) when ``lang.resolve`` could not settle it by
  the MRP (only one reading within ½–1½× the MRP: "₹6.20 each" is per egg);
- **a counter bill beside goods with prices or bill ids** ("चीनी ₹42 किलो, 20
  किलो, कुल ₹1,000", "Cleared B41 and B42 … ₹18,200 in total");
- **an order id both cancelled and asked for** ("Cancel O50. Also deliver O50").

Each check looks at each intent, figure and id once: linear in the message.
"""
from __future__ import annotations

from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)

_LOWER = frozenset(fold(w) for w in "lower reduce cut drop decrease kam कम ghatao ghata घटा घटाओ".split())
_CANCEL_WORDS = frozenset(fold(w) for w in "cancel cancelled canceled cancellation रद्द कैंसल कैंसिल".split())
_EACH = frozenset(fold(w) for w in "each apiece".split())
_PER_PACK = frozenset(fold(w) for w in "wala wale wali वाला वाले वाली each".split())
_COUNTS = frozenset("packet piece bottle bar pack".split())
_MULTI = frozenset("dozen tray case crate box carton sack pack".split())


class _SkuFacts:
    """Per item: the intent-independent facts of ``_verify_kinds`` (``first_line_fail`` adds the quantity)."""

    def __init__(self) -> None:
        self.asked = self.priced = self.lowered = False
        self.inside: dict = {}          # a value counted inside brackets -> (first line index, figure named)
        self.contents: list = []        # the first line's (line index, packs x contents, the contents figure)
        self.contents_other = None      # the first entry of contents whose product differs from the first's
        self.each: int | None = None    # first line with "each" beside a count of multi-unit packs

    def first_line_fail(self, quantity) -> tuple[str, object] | None:
        """The first line (in order) whose pack checks fail for ``quantity``: ("pack_inside"|"each", figure) or None."""
        found: list[tuple[int, int, str, object]] = []
        if quantity is not None and quantity in self.inside:
            idx, fig = self.inside[quantity]
            found.append((idx, 0, "pack_inside", fig))
        if quantity is not None and self.contents:
            # the first line whose product is not the quantity: the first line, else the first differing from it
            idx, product, fig = self.contents[0]
            if quantity == product:
                idx, product, fig = self.contents_other or (None, None, None)
            if idx is not None:
                found.append((idx, 1, "pack_inside", fig))
        if self.each is not None:
            found.append((self.each, 2, "each", None))
        if not found:
            return None
        _, _, key, fig = min(found, key=lambda t: (t[0], t[1]))
        return key, fig


class KindsMixin:
    """Refuse readings whose figures sit in words that mean something else (module docstring)."""

    def _verify_kinds(self, intents: list[Intent], lines: list[_Line]) -> None:
        """Raise ``ambiguous_intent`` / ``contradictory`` for the kinds in the module docstring."""
        by_sku: dict[str, list[_Line]] = {}
        for ln in lines:
            if ln.mention.sku:
                by_sku.setdefault(ln.mention.sku, []).append(ln)
        order_clauses = {c.clause for c in self.cues if "order" in c.kinds}
        inside = self._in_parens()
        self._lower_clauses = {self.clause_of[k] for k in range(self.n) if self._words[k] in _LOWER} \
            if not _LOWER.isdisjoint(self._words) else set()
        self._plain_cancel = {c.clause for c in self.cues if "cancel" in c.kinds and any(
            self._words[k] in _CANCEL_WORDS for k in range(c.pos, c.end))}  # "cancel the sugar we ordered at ₹42"
        self._price_clauses = {f.clause for f in self.figs if f.kind == "price"}
        facts: dict[str, _SkuFacts] = {}
        for i in intents:
            if i.sku is None:
                continue
            name = self.cat.by_sku(i.sku).item
            if i.sku not in facts:
                facts[i.sku] = self._sku_facts(by_sku.get(i.sku, []), order_clauses, inside)
            sf = facts[i.sku]
            if i.kind == "order" and sf.asked:
                raise _Fail(why("ambiguous_intent.asked_order", item=name), "order")
            if i.kind == "cancel" and i.order_id is None and sf.priced:
                raise _Fail(why("ambiguous_intent.relative", item=name, figure="₹"), "cancel")
            if i.kind == "order" and i.unit_price_paise is not None and sf.lowered:
                raise _Fail(why("ambiguous_intent.if_price", item=name), "order")
            fail = sf.first_line_fail(i.quantity)
            if fail is not None:
                key, fig = fail
                if key == "each":
                    raise _Fail(why("ambiguous_intent.each", item=name), i.kind)
                raise _Fail(why("ambiguous_intent.pack_inside", item=name, figure=self._fig_text(fig)), i.kind)
        line_clauses = {ln.clause for ln in lines}
        if any(i.kind == "bill" for i in intents) and (self.bill_ids or any(
                f.kind == "price" and f.clause in line_clauses and f.mark != "total" for f in self.figs)):
            raise _Fail(why("ambiguous_intent.bill_items"), "bill")
        cancelled = {i.order_id for i in intents if i.kind == "cancel" and i.order_id}
        asks, cancels = set(), set()  # clauses that ask for goods, clauses that cancel (one pass over the cues)
        for c in self.cues:
            if c.kinds & {"order", "accept", "offer"}:
                asks.add(c.clause)
            if "cancel" in c.kinds:
                cancels.add(c.clause)
        for pos, ident in self.order_ids:
            if ident in cancelled:
                clause = self.clause_of[pos]
                if clause in asks and clause not in cancels:
                    # not "Subject: Revision to Order O412" (it names the order, asks nothing of it)
                    raise _Fail(why("contradictory.cancel_and_ask", id=ident), "cancel")

    def _sku_facts(self, own: list[_Line], order_clauses: set[int], inside: set[int]) -> "_SkuFacts":
        """What the checks need of one item's lines, computed once per item (so the checks stay linear)."""
        clauses = {ln.clause for ln in own}
        sf = _SkuFacts()
        sf.asked = bool(own) and all(
            self.acts.get(c) is not None and self.acts[c].question and c not in order_clauses for c in clauses)
        sf.priced = not clauses.isdisjoint(self._price_clauses - self._plain_cancel)
        sf.lowered = not clauses.isdisjoint(self._lower_clauses)
        for idx, ln in enumerate(own):
            used = [f for f in ln.figs if f.pos in self.used_pos and f.kind in ("qty", "bare")]
            if any(f.pos not in inside and f.kind in ("qty", "bare", "badqty") for f in ln.figs):
                for f in used:
                    if f.pos in inside:
                        # the check compares the quantity with each figure inside; the first inside figure is named
                        first = next(g for g in used if g.pos in inside)
                        sf.inside.setdefault(f.value, (idx, first))
            packs = [f for f in ln.figs if f.kind == "qty" and f.unit in _MULTI and f.pos in self.used_pos]
            sizes = [f for f in ln.figs if f.kind == "size" and f.unit in _COUNTS and any(
                w in _PER_PACK for w in self._words[f.pos:f.end + 1])]
            if packs and sizes:
                entry = (idx, packs[0].value * sizes[0].value, sizes[0])
                if not sf.contents:
                    sf.contents.append(entry)
                elif sf.contents_other is None and entry[1] != sf.contents[0][1]:
                    sf.contents_other = entry
            if sf.each is None and any(
                    f.kind == "price" and f.unit is None and any(w in _EACH for w in self._words[f.pos:f.end + 1])
                    for f in ln.figs) and any(f.kind == "qty" and f.unit in _MULTI for f in ln.figs):
                sf.each = idx
        return sf

    def _in_parens(self) -> set[int]:
        """Token indices inside round brackets on one line."""
        out, depth = set(), 0
        if "(" not in self._syms:
            return out
        for k, t in enumerate(self.tokens):
            if t.kind == "nl":
                depth = 0
            elif t.kind == "sym" and t.text == "(":
                depth += 1
            elif t.kind == "sym" and t.text == ")":
                depth = max(0, depth - 1)
            elif depth:
                out.add(k)
        return out
