"""Stage 6b of reading: kinds of misreading the composed intents must not carry (issue 10).

``lang.verify`` checks that every figure and id has a role; this checks that
the role fits the words around it. Each check refuses a whole kind, never a
sentence:

- **an order asked as a question** with no order word ("40 kilo pyaaz load ho
  gaya kya?", "Has the 40 kg onion been loaded?") — a question about goods
  already ordered, not an order;
- **a cancel beside a price** ("can you take ₹10 off per bag?") — a bargain,
  not a cancellation;
- **an order at a lowered price** ("Lower incense to ₹15 and I'll take 60",
  "₹32 kar do to 40 kilo") — a conditional offer, not an order;
- **a count inside parentheses** ("4 cartons (48 packets each)", "25 पैकेट
  (10 डिब्बी वाले)") used as the quantity while a count of packs stands outside;
- **a price "each" beside a count of multi-unit packs** ("15 dozen eggs at
  ₹6.20 each": per egg or per dozen?);
- **a counter bill beside goods with prices or bill ids** ("चीनी ₹42 किलो, 20
  किलो, कुल ₹1,000", "Cleared B41 and B42 … ₹18,200 in total");
- **an order id both cancelled and asked for** ("Cancel O50. Also deliver O50").

Each check looks at each intent, figure and id once: linear in the message.
"""
from __future__ import annotations

from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)

_LOWER = frozenset(fold(w) for w in "lower reduce cut drop decrease kam कम ghatao ghata घटा घटाओ".split())
_EACH = frozenset(fold(w) for w in "each apiece".split())
_PER_PACK = frozenset(fold(w) for w in "wala wale wali वाला वाले वाली each".split())
_COUNTS = frozenset("packet piece bottle bar pack".split())
_MULTI = frozenset("dozen tray case crate box carton sack pack".split())


class _KindsMixin:
    """Refuse readings whose figures sit in words that mean something else (module docstring)."""

    def _verify_kinds(self, intents: list[Intent], lines: list[_Line]) -> None:
        """Raise ``ambiguous_intent`` / ``contradictory`` for the kinds in the module docstring."""
        by_sku: dict[str, list[_Line]] = {}
        for ln in lines:
            if ln.mention.sku:
                by_sku.setdefault(ln.mention.sku, []).append(ln)
        order_clauses = {c.clause for c in self.cues if "order" in c.kinds}
        inside = self._in_parens()
        for i in intents:
            if i.sku is None:
                continue
            name = self.cat.by_sku(i.sku).item
            own = by_sku.get(i.sku, [])
            clauses = {ln.clause for ln in own}
            if i.kind == "order" and own and all(
                    self.acts.get(c) is not None and self.acts[c].question and c not in order_clauses for c in clauses):
                raise _Fail(why("ambiguous_intent.asked_order", item=name), "order")
            if i.kind == "cancel" and i.order_id is None and any(
                    f.kind == "price" and f.clause in clauses for f in self.figs):
                raise _Fail(why("ambiguous_intent.relative", item=name, figure="₹"), "cancel")
            if i.kind == "order" and i.unit_price_paise is not None and any(
                    self._words[k] in _LOWER for k in range(self.n) if self.clause_of[k] in clauses):
                raise _Fail(why("ambiguous_intent.if_price", item=name), "order")
            for ln in own:
                used = [f for f in ln.figs if f.pos in self.used_pos and f.kind in ("qty", "bare")]
                if any(f.pos in inside and i.quantity == f.value for f in used) and any(
                        f.pos not in inside and f.kind in ("qty", "bare", "badqty") for f in ln.figs):
                    fig = next(f for f in used if f.pos in inside)
                    raise _Fail(why("ambiguous_intent.pack_inside", item=name, figure=self._fig_text(fig)), i.kind)
                if self._contents_differ(i, ln):
                    fig = next(f for f in ln.figs if f.kind == "size")
                    raise _Fail(why("ambiguous_intent.pack_inside", item=name, figure=self._fig_text(fig)), i.kind)
                if any(f.kind == "price" and f.unit is None and any(w in _EACH for w in self._words[f.pos:f.end + 1]) for f in ln.figs) and any(
                        f.kind == "qty" and f.unit in _MULTI for f in ln.figs):
                    raise _Fail(why("ambiguous_intent.each", item=name), i.kind)
        if any(i.kind == "bill" for i in intents) and (self.bill_ids or any(
                f.kind == "price" and f.clause in {ln.clause for ln in lines} and f.mark != "total" for f in self.figs)):
            raise _Fail(why("ambiguous_intent.bill_items"), "bill")
        cancelled = {i.order_id for i in intents if i.kind == "cancel" and i.order_id}
        for pos, ident in self.order_ids:
            if ident in cancelled:
                kinds = [c.kinds for c in self.cues if c.clause == self.clause_of[pos]]
                if kinds and not any("cancel" in k for k in kinds):
                    raise _Fail(why("contradictory.cancel_and_ask", id=ident), "cancel")

    def _contents_differ(self, i: Intent, ln: _Line) -> bool:
        """"4 cartons (48 packets wale)": a count of packs and each pack's contents whose product is not the quantity."""
        packs = [f for f in ln.figs if f.kind == "qty" and f.unit in _MULTI and f.pos in self.used_pos]
        sizes = [f for f in ln.figs if f.kind == "size" and f.unit in _COUNTS and any(
            w in _PER_PACK for w in self._words[f.pos:f.end + 1])]
        return bool(packs and sizes and i.quantity is not None and i.quantity != packs[0].value * sizes[0].value)

    def _in_parens(self) -> set[int]:
        """Token indices inside round brackets on one line."""
        out, depth = set(), 0
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
