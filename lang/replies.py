"""Reading a rendered supplier e-mail or customer line back into its decision lines.

``read_reply(text, catalogue)`` is the inverse of ``lang.render``: every
phrasing of every language becomes a regular expression (the words are fixed;
item names, unit words, ₹ amounts, quantities, ids and reasons are typed
holes), each line of the text is matched against them, and the holes are read
back to figures (a reason to its code and parameters, from the table that worded
it, ``lang.decision_reasons``). The result for a rendering of ``lines`` is exactly
``[render.view(d) for d in lines]`` (``view(d, customer=True)`` for customer
words). Money comes back in paise, quantities as ints, ids as strings (None for
a rendered "?"). Greeting lines are skipped; reading stops at the sign-off
(the speaker's name follows it); a customer's "Name: " prefix is dropped. A
line no phrasing fits comes back as ``{"kind": "unknown", "text": line}``.

Speed: a phrasing's expression is compiled on first use, with a generic item hole (any run of the letters item names
are made of) whose capture is then looked up among the catalogue's names; only if a capture is not a name is the
exact expression (every name as an alternative) compiled and asked, so the answer is always the one the exact
expressions give (``_Tables`` says why). A line is tried only against phrasings whose fixed words it holds (the
opening ones at its start, the closing ones at its end), and the reading of each distinct line is remembered. A line
read by an earlier process of the same code is not matched again (``lang.handover.kept_lines``,
``kirana.readings``).
"""
from __future__ import annotations

import functools
import re
from typing import NamedTuple

from lang.decision_reasons import READ_HOLES, READER_CODE, REASONS, detail_as_worded, fields_of_key
from lang.render import LANGUAGES, TEMPLATE_FIELD, LIST_SLOT, phrases
from market.catalogue import Catalogue
from market.item_grammar import forms
from market.trade_units import trade_unit, trade_units
from events.money import paise
from lang.handover import kept_lines
from lang.reply_kept import kept_decision, slot_kind

__all__ = ["read_reply", "matches", "line_shapes"]

_MONEY = r"−?₹\d+(?:,\d+)*(?:\.\d\d)?"
_NUM = r"\d+(?:,\d+)*"
_ID = r"[A-Za-z0-9][A-Za-z0-9_/-]*|\?"
_HOLE = {"price": _MONEY, "amount": _MONEY, "offer": _MONEY, "refund": _MONEY, "order_id": _ID, "bill_id": _ID, "delivery_id": _ID, "named_order_id": _ID,
         "day": r"\d+", "due_day": r"\d+", "reason": r".*"}
_ELEMENTS, _LOT = ("item_qty", "item_price"), ("price_below_ours", "lot_price_below_ours")  # _LOT: a refusal stating our price


def _alt(words) -> str:
    return "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))


def _rupees(text: str) -> int:
    """A rendered amount ("₹1,175.50", "−₹30") in paise; plain ASCII figures without ``Decimal`` (same result)."""
    figure = text.replace("−", "").replace("₹", "").replace(",", "")
    whole, dot, frac = figure.partition(".")
    plain = whole.isascii() and whole.isdigit() and len(whole) <= 12 and (
        not dot or len(frac) == 2 and frac.isascii() and frac.isdigit())
    value = int(whole) * 100 + (int(frac) if dot else 0) if plain else paise(figure)
    return -value if text.startswith("−") else value


def _regex(template: str, hole) -> str:
    """``template`` with its words escaped and each ``{field}`` replaced by ``hole(field, first_time)``."""
    out, seen = [], set()
    for i, part in enumerate(TEMPLATE_FIELD.split(template)):
        if i % 2 == 0:
            out.append(re.escape(part))
        else:
            field = "item" if part in ("Item", "item_obl", "Item_obl") else part
            out.append(hole(field, field not in seen))
            seen.add(field)
    return "".join(out)


def _separators(lang: str) -> tuple[str, str]:
    """What joins the elements of a rendered list (``render._fill``); element phrasings never contain one."""
    return ", ", phrases(lang)["and"]


def _sep(lang: str) -> str:
    return "|".join(map(re.escape, _separators(lang)))


class _Rule(NamedTuple):
    """One decision phrasing and the fixed words of it that a line it fits must hold."""
    lang: str
    slot: str
    template: str
    head: str  # the words before the first hole, at the line's start
    tail: str  # the words after the last hole, at its end
    words: tuple[str, ...]  # the words between holes, anywhere

    def may_fit(self, line: str) -> bool:
        return line.startswith(self.head) and line.endswith(self.tail) and all(w in line for w in self.words)


class _Tables:
    """Every decision phrasing of every language, read with regexes compiled on first use, for one catalogue.

    A phrasing's regex comes in two modes. Exact: the item hole is the alternation of
    every name, longest first. Generic: the item hole is any run of the characters
    names are made of in which no list separator starts; that is a superset of the
    names, so a line the generic regex rejects the exact one rejects too. The regex
    engine tries the generic hole's spans longest first, as the exact one tries names,
    and everything else alike, so when every item a generic match caught is a name, it
    is the very match the exact regex finds; otherwise the exact regex decides. (List
    elements are checked one by one: no separator can fall inside one, so splitting
    the list at separators gives the elements the match used.)
    """

    def __init__(self, catalogue: Catalogue):
        self.names = {n.casefold(): it.sku for it in catalogue for n in (it.item, it.hindi, it.hinglish)}
        for t in trade_units().values():  # "2 bundles of matchboxes"
            if t.sku in set(catalogue.skus()):
                self.names.setdefault(t.en_goods.casefold(), t.sku)
        for it in catalogue:  # every spoken form: plural, oblique, the trader's English word
            g = forms(it)
            for n in (g.en_name, g.en_one, g.hi_name, g.hi_plural, g.hi_oblique, g.hinglish_name, g.hinglish_plural,
                      g.hinglish_oblique):
                self.names.setdefault(n.casefold(), it.sku)
        self.exact_item = f"(?i:{_alt(self.names)})"
        self.rules = [_Rule(lang, slot, t, (parts := TEMPLATE_FIELD.split(t))[0], parts[-1], tuple(filter(None, parts[2:-1:2])))
                      for lang in LANGUAGES for slot, templates in phrases(lang)["slots"].items()
                      if slot not in _ELEMENTS for t in templates]
        for lang in LANGUAGES:  # a temperament's own lines are read like greetings: skipped
            for tone in phrases(lang).get("tone", {}).values():
                for t in [*tone.get("open", []), *tone.get("close", [])]:
                    self.rules.append(_Rule(lang, "greeting", t, t, t, ()))
        self.leads = sorted({lead for lang in LANGUAGES for leads in phrases(lang).get("c_lead", {}).values()
                             for lead in leads if lead}, key=lambda x: (-len(x), x))
        self.leads_folded = [(lead, lead.casefold()) for lead in self.leads]  # casefolded once, not per line
        self.leads_by_char: dict[str, list[tuple[str, str]]] = {}  # the same, by the first character, in order
        for lead, folded in self.leads_folded:
            self.leads_by_char.setdefault(folded[:1], []).append((lead, folded))
        self.by_head: dict[str, list[_Rule]] = {}  # by a character: the rules whose head starts with it or is empty
        self.memo: dict[tuple, object] = {}  # regexes, item holes, reason rules, rules by a line's first and last char
        self.read_line = functools.lru_cache(maxsize=32768)(kept_lines(self._read_line, catalogue))  # 90 days: ~9,000
        self.said: dict[str, tuple[dict | None, tuple | None]] = {}  # ``read_reply``'s lines (``lang.reply_kept``)

    def _memo(self, key: tuple, make):
        if key not in self.memo:
            self.memo[key] = make()
        return self.memo[key]

    def generic_item(self, lang: str) -> str:
        """The generic item hole of ``lang``; the exact one if a name could run into a list separator."""
        def make() -> str:
            seps = [s.casefold() for s in _separators(lang)]
            if any(n[i:].startswith(s) or s.startswith(n[i:]) for n in self.names for i in range(len(n)) for s in seps):
                return self.exact_item
            chars = "".join(sorted({c for n in self.names for c in n}))
            return f"(?i:(?:(?!{_sep(lang)})[{re.escape(chars)}])+)"
        return self._memo(("item", lang), make)

    def pattern(self, lang: str, slot: str, template: str, exact: bool) -> re.Pattern:
        """The compiled regex of one phrasing (a decision line, or a list element)."""
        return self._memo(("regex", lang, slot, template, exact),
                          lambda: re.compile(_regex(template, self._hole(lang, slot, exact))))

    def _hole(self, lang: str, slot: str, exact: bool, named: bool = True):
        table = phrases(lang)
        units = _alt(w for pair in table["units"].values() for w in pair)
        days = _alt(table["days"])
        agreeing = {k: list(v.values()) for group in ("agree", "speaker") for k, v in table.get(group, {}).items()}

        def hole(field: str, first: bool) -> str:
            def cap(group: str, pattern: str) -> str:
                return f"(?P<{group}>{pattern})" if named and first else f"(?:{pattern})"
            if field == "qty_unit":
                return cap("qty", _NUM) + " " + cap("qunit", units)
            if field == "left":  # what an order still holds of an item after a cut: "30 kg", "1 tray"
                return cap("left", _NUM) + " " + cap("lunit", units)
            if field == "count":  # "30 अंडे", "2 दर्जन केले", "5 kg of rice", "2 trays of eggs": the unit word may be absent
                glue = re.escape(table.get("count_of", ""))
                item = self.generic_item(lang) if first and not exact else self.exact_item
                return cap("qty", _NUM) + f" (?:{cap('qunit', units)}(?:{glue})? )?" + cap("item", item)
            if field in agreeing:
                return f"(?:{_alt(agreeing[field])})"
            if field == "overdue":
                return cap("overdue", r"\d+") + f" (?:{days})"
            if field == "item":  # a repeated item hole is not captured, so it stays exact
                return cap(field, self.generic_item(lang) if first and not exact else self.exact_item)
            if field == "lines":
                element = table["slots"][LIST_SLOT.get(slot.removeprefix("c_"), "item_qty")]
                one = "|".join(_regex(t, self._hole(lang, slot, exact, named=False)) for t in element)
                return f"(?P<lines>(?:{one})(?:(?:{_sep(lang)})(?:{one}))*)"
            if field == "unit":
                return cap("punit", units)
            fixed = {"line_total": f"(?:{_MONEY})"}
            return fixed[field] if field in fixed else cap(field, _HOLE[field])
        return hole

    def reason_rules(self, lang: str) -> list[tuple[re.Pattern, str, str]]:
        """(regex, "key" | "code" | "detail", key or reader code) of every reason wording in ``lang``."""
        def make() -> list[tuple[re.Pattern, str, str]]:
            table = phrases(lang)
            typed = {"text": ".+", "count": _NUM, "money": _MONEY}
            rules = [(re.compile(_regex(row[lang], lambda f, _: f"(?P<{f}>{typed[READ_HOLES[f][1]]})")), "key", key)
                     for key, row in REASONS.items()]
            for code, phrase in table["reader_reasons"].items():
                rules.append((re.compile(re.escape(phrase)), "code", code))
                detail = _regex(table["detail"], lambda f, _: re.escape(phrase) if f == "phrase" else "(?P<detail>.*)")
                rules.append((re.compile(detail), "detail", code))
            return rules
        return self._memo(("reasons", lang), make)

    def reason(self, text: str, lang: str) -> dict | str:
        """A rendered reason read back to ``lang.decision_reasons.reason_view``'s form; the text if none fits."""
        for pattern, how, key in self.reason_rules(lang):
            m = pattern.fullmatch(text)
            if not m:
                continue
            if how == "key":
                out = fields_of_key(key)
                for hole, value in m.groupdict().items():
                    param, kind = READ_HOLES[hole]
                    out[param] = _rupees(value) if kind == "money" else int(value.replace(",", "")) \
                        if kind == "count" else value
                return out
            return {"code": READER_CODE, "reader_code": key, "detail": detail_as_worded(m.groupdict().get("detail", ""))}
        return text

    def values(self, m: re.Match, lang: str, slot: str, exact: bool) -> dict | None:
        """The fields a match states; None if an item hole caught something that is not a name."""
        out, units = {}, {}
        for group, text in m.groupdict().items():
            if group in ("qunit", "punit", "lunit"):
                units[group] = text
            elif group == "item":
                if (sku := self.names.get(text.casefold())) is None:
                    return None
                out["sku"] = sku
            elif group in ("qty", "day", "due_day", "overdue", "left"):
                out[{"overdue": "days_overdue", "left": "qty_left"}.get(group, group)] = int(text.replace(",", ""))
            elif group in ("price", "amount", "offer", "refund"):
                out[{"price": "unit_price_paise" if slot in ("bill_row", "element") else "price_paise"}.get(group, f"{group}_paise")] = _rupees(text)
            elif group.endswith("_id"):
                out[group] = None if text == "?" else text
            elif group == "reason":
                out[group] = self.reason(text, lang)
            elif group == "lines":
                out[group] = self.list_items(text, lang, LIST_SLOT.get(slot.removeprefix("c_"), "item_qty"), exact)
                if out[group] is None:
                    return None
        return _in_selling_units(out, units, lang)

    def list_items(self, text: str, lang: str, slot: str, exact: bool) -> list[dict] | None:
        """Each element of a rendered list, read with the first element phrasing that fits it."""
        items = []
        for piece in re.split(_sep(lang), text):
            m = next((m for t in phrases(lang)["slots"][slot]
                      if (m := self.pattern(lang, slot, t, exact).fullmatch(piece))), None)
            if m is None or (fields := self.values(m, lang, "element", exact)) is None:
                return None
            items.append(fields)
        return items

    def fit(self, rule: _Rule, line: str) -> dict | None:
        """The fields of ``line`` read by one phrasing, or None if it does not fit."""
        for exact in (False, True):
            m = self.pattern(rule.lang, rule.slot, rule.template, exact).fullmatch(line)
            if m is None:
                return None
            fields = self.values(m, rule.lang, rule.slot, exact)
            if fields is not None:
                return fields
        return None

    def match(self, line: str, first: bool = True) -> list[tuple[str, str, dict]]:
        """(language, slot, fields) of the phrasings that fit ``line``, in table order; only the first if ``first``."""
        hits = []
        for rule, head, tail, words in self._memo(("ends", line[:1], line[-1:]), lambda: self._ends(line)):
            # ``rule.may_fit(line)``, inlined: some 30 rules a line, most of which fail on their head
            if not line.startswith(head) or not line.endswith(tail):
                continue
            if words and not all(w in line for w in words):
                continue
            if (fields := self.fit(rule, line)) is not None:
                hits.append((rule.lang, rule.slot, fields))
                if first:
                    break
        return hits

    def _ends(self, line: str) -> list[tuple[_Rule, str, str, tuple[str, ...]]]:
        """(rule, head, tail, words) of the rules, in order, whose head and tail may fit ``line`` by one character."""
        first = line[:1]
        if first not in self.by_head:
            self.by_head[first] = [r for r in self.rules if first.startswith(r.head[:1])]
        return [(r, r.head, r.tail, r.words) for r in self.by_head[first] if line.endswith(r.tail[-1:])]

    def variants(self, line: str) -> list[str]:
        """The line, then without a "Name: " prefix, then without a customer's opening words
        ("राम राम भैया! ", "Excuse me, "), in the order they are tried."""
        said = line.split(": ", 1)[1] if ": " in line else line
        out = [line, said] if said != line else [line]
        folded = said.casefold()
        for lead, lead_folded in self.leads_by_char.get(folded[:1], ()):  # the leads that may start it, in order
            if folded.startswith(lead_folded):
                rest = said[len(lead):]
                out += [rest, rest[:1].upper() + rest[1:]]
        return out

    def _read_line(self, line: str) -> tuple[str, dict] | None:
        """(slot, fields, any field a list or dict) of the first phrasing that fits the line, or it without "Name: "."""
        hits = next((h for v in self.variants(line) if (h := self.match(v))), [])
        return (*hits[0][1:], any(isinstance(v, (list, dict)) for v in hits[0][2].values())) if hits else None


def _in_selling_units(out: dict, units: dict, lang: str) -> dict | None:
    """A line said in an item's trade unit ("2 trays", "₹175.50 per tray") back in selling units (60 eggs,
    ₹5.85 each); None when a trade-unit price is not a whole number of paise per selling unit."""
    tu = trade_unit(out["sku"]) if out.get("sku") and units else None
    if tu is None:
        return out
    words = set(phrases(lang)["units"][tu.unit])
    if units.get("qunit") in words and "qty" in out:
        out["qty"] *= tu.size
    if units.get("lunit") in words and "qty_left" in out:  # "1 tray" still on the order: 30 eggs
        out["qty_left"] *= tu.size
    if units.get("punit", units.get("qunit")) in words:  # "₹175.50 per tray", or "2 ट्रे × ₹175.50"
        key = next((k for k in ("price_paise", "unit_price_paise") if k in out), None)
        if key is not None:
            if out[key] % tu.size:
                return None
            out[key] //= tu.size
    return out


_CACHE: dict[int, tuple[Catalogue, _Tables]] = {}


def _tables(catalogue: Catalogue) -> _Tables:
    if id(catalogue) not in _CACHE:
        _CACHE[id(catalogue)] = (catalogue, _Tables(catalogue))
    return _CACHE[id(catalogue)][1]


def matches(line: str, catalogue: Catalogue) -> list[tuple[str, str, dict]]:
    """Every (language, slot, fields) whose phrasing fits one line exactly; for checking ambiguity."""
    tables = _tables(catalogue)
    return next((h for v in tables.variants(line) if (h := tables.match(v, first=False))), [])


def read_reply(text: str, catalogue: Catalogue) -> list[dict]:
    """The decision lines of a rendered e-mail or customer line, in order (shapes: ``lang.render`` docstring)."""
    tables, out, bill = _tables(catalogue), [], None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        kept = tables.said.get(line) or kept_decision(tables, line)  # (``lang.reply_kept``)
        if kept[0] is not None:  # the same decision wherever the line stands (one no phrasing fits too): a copy
            out.append(kept[0].copy())
            continue
        hit = kept[1]
        slot, fields = hit[0], dict(hit[1]) if not hit[2] else {  # a copy (of its lines and reason too)
            k: [dict(d) for d in v] if k == "lines" else dict(v) if isinstance(v, dict) else v for k, v in hit[1].items()}
        if slot == "signoff":
            break
        if slot == "greeting":
            continue
        if slot == "bill_head":
            bill = {"kind": "bill", **fields, "lines": []}
            out.append(bill)
        elif slot == "bill_row" and bill is not None:
            bill["lines"].append(fields)
        elif slot == "bill_foot" and bill is not None:
            bill.update(fields)
            bill = None
        elif (made := slot_kind(slot)) is not None:  # a supplier's or a customer's line (lang.reply_kept)
            kind, implied = made
            record = {"kind": kind, **fields, **implied}
            reason = fields.get("reason")
            if slot == "order_refused" and isinstance(reason, dict) and reason["code"] in _LOT:  # per tray: per egg
                unit = trade_unit(record["sku"]) if reason["code"] == "lot_price_below_ours" else None
                record["price_paise"] = reason["ours_paise"] // (unit.size if unit else 1)
            out.append(record)
        else:
            out.append({"kind": "unknown", "text": line})
    return out


def line_shapes(text: str, catalogue: Catalogue) -> list[tuple[str, str, str]]:
    """(language, slot, shape) of each line of a rendering that a phrasing fits: the shape is the phrasing's
    template, behind the customer's opening words when there are any (for counting sentence shapes)."""
    tables, out = _tables(catalogue), []
    for raw in text.splitlines():
        line = raw.strip()
        for v in tables.variants(line) if line else []:
            rule = next((r for r in tables.rules if r.may_fit(v) and tables.fit(r, v) is not None), None)
            if rule is not None:
                said = line.split(": ", 1)[1] if ": " in line else line
                lead = next((x for x in tables.leads if said.casefold().startswith(x.casefold()) and v != said), "")
                out.append((rule.lang, rule.slot, lead + rule.template))
                break
    return out
