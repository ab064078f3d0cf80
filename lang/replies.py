"""Reading a rendered supplier e-mail or customer line back into its decision lines.

``read_reply(text, catalogue)`` is the inverse of ``lang.render``: every
phrasing of every language is compiled into a regular expression (the words
are fixed; item names, unit words, ₹ amounts, quantities, ids and reasons are
typed holes), each line of the text is matched against them, and the holes
are read back to figures. The result for a rendering of ``lines`` is exactly
``[render.view(d) for d in lines]`` (``view(d, customer=True)`` for customer
words). Money comes back in paise, quantities as ints, ids as strings (None for
a rendered "?"). Greeting lines are skipped; reading stops at the sign-off
(the speaker's name follows it); a customer's "Name: " prefix is dropped. A
line no phrasing fits comes back as ``{"kind": "unknown", "text": line}``.
"""
from __future__ import annotations

import re

from lang.render import LANGUAGES, REASON_TYPES, SUPPLIER_FIELDS, _FIELD, _KEYS, _LIST_SLOT, MRP, phrases
from market.catalogue import Catalogue
from market.money import paise

__all__ = ["read_reply", "matches"]

_MONEY = r"−?₹\d+(?:,\d+)*(?:\.\d\d)?"
_NUM = r"\d+(?:,\d+)*"
_ID = r"[A-Za-z0-9][A-Za-z0-9_/-]*|\?"
_HOLE = {"price": _MONEY, "amount": _MONEY, "offer": _MONEY, "order_id": _ID, "bill_id": _ID, "delivery_id": _ID,
         "day": r"\d+", "due_day": r"\d+", "reason": r".*"}
_OUR_PRICE = dict((key, pattern) for key, pattern, _ in _KEYS)["our price is {ours}, not {yours}"]
_CUSTOMER = {"c_agree": ("agree", {"asks_credit": False}), "c_agree_credit": ("agree", {"asks_credit": True}),
             "c_counter": ("counter", {"reason": "too expensive"}), "c_counter_mrp": ("counter", {"reason": MRP}),
             "c_walk_out": ("walk_out", {"reason": "too expensive"}), "c_walk_out_mrp": ("walk_out", {"reason": MRP})}


def _alt(words) -> str:
    return "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))


def _rupees(text: str) -> int:
    value = paise(text.replace("−", "").replace("₹", "").replace(",", ""))
    return -value if text.startswith("−") else value


def _regex(template: str, hole) -> str:
    """``template`` with its words escaped and each ``{field}`` replaced by ``hole(field, first_time)``."""
    out, seen = [], set()
    for i, part in enumerate(_FIELD.split(template)):
        if i % 2 == 0:
            out.append(re.escape(part))
        else:
            field = "item" if part == "Item" else part
            out.append(hole(field, field not in seen))
            seen.add(field)
    return "".join(out)


class _Tables:
    """Every phrasing of every language as (language, slot, compiled regex), for one catalogue."""

    def __init__(self, catalogue: Catalogue):
        self.names = {n.casefold(): it.sku for it in catalogue for n in (it.item, it.hindi, it.hinglish)}
        self.item = f"(?i:{_alt(self.names)})"
        self.rules: list[tuple[str, str, re.Pattern]] = []
        self.reasons: dict[str, list[tuple[re.Pattern, str, str]]] = {}
        self.elements: dict[tuple[str, str], list[re.Pattern]] = {}
        for lang in LANGUAGES:
            table = phrases(lang)
            sep = f"(?:, |{re.escape(table['and'])})"
            lists = {}
            for slot in ("item_qty", "item_price"):
                self.elements[lang, slot] = [re.compile(_regex(t, self._hole(table))) for t in table["slots"][slot]]
                one = "|".join(_regex(t, self._hole(table, named=False)) for t in table["slots"][slot])
                lists[slot] = f"(?P<lines>(?:{one})(?:{sep}(?:{one}))*)"
            for slot, templates in table["slots"].items():
                if slot not in ("item_qty", "item_price"):
                    hole = self._hole(table, lines=lists[_LIST_SLOT.get(slot.removeprefix("c_"), "item_qty")])
                    self.rules.extend((lang, slot, re.compile(_regex(t, hole))) for t in templates)
            self.reasons[lang] = self._reason_rules(table)

    def _hole(self, table: dict, named: bool = True, lines: str = ""):
        units = _alt(w for pair in table["units"].values() for w in pair)
        days = _alt(table["days"])

        def hole(field: str, first: bool) -> str:
            def cap(group: str, pattern: str) -> str:
                return f"(?P<{group}>{pattern})" if named and first else f"(?:{pattern})"
            if field == "qty_unit":
                return cap("qty", _NUM) + f" (?:{units})"
            if field == "overdue":
                return cap("overdue", r"\d+") + f" (?:{days})"
            fixed = {"unit": f"(?:{units})", "line_total": f"(?:{_MONEY})", "lines": lines}
            return fixed[field] if field in fixed else cap(field, self.item if field == "item" else _HOLE[field])
        return hole

    def _reason_rules(self, table: dict) -> list[tuple[re.Pattern, str, str]]:
        typed = {"name": ".+", "limit": _NUM, "ours": _MONEY, "yours": _MONEY}
        rules = [(re.compile(_regex(phrase, lambda f, _: f"(?P<{f}>{typed[f]})")), "key", key)
                 for key, phrase in table["reasons"].items()]
        for code, phrase in table["reader_reasons"].items():
            rules.append((re.compile(re.escape(phrase)), "code", code))
            detail = _regex(table["detail"], lambda f, _: re.escape(phrase) if f == "phrase" else "(?P<detail>.*)")
            rules.append((re.compile(detail), "detail", code))
        rules.append((re.compile(_regex(table["verbatim"], lambda f, _: "(?P<text>.*)")), "verbatim", ""))
        return rules

    def reason(self, text: str, lang: str) -> str:
        for pattern, how, key in self.reasons[lang]:
            m = pattern.fullmatch(text)
            if not m:
                continue
            if how == "key":
                values = {n: m[n] if n == "name" else int(m[n].replace(",", "")) if n == "limit" else _rupees(m[n])
                          for n in m.groupdict()}
                return key.format(**{n: REASON_TYPES[n][2](v) for n, v in values.items()})
            return {"code": key, "detail": f"{key}: {m['detail']}" if how == "detail" else "",
                    "verbatim": m["text"] if how == "verbatim" else ""}[how]
        return text

    def values(self, m: re.Match, lang: str, slot: str) -> dict:
        out = {}
        for group, text in m.groupdict().items():
            if group == "item":
                out["sku"] = self.names[text.casefold()]
            elif group in ("qty", "day", "due_day", "overdue"):
                out["days_overdue" if group == "overdue" else group] = int(text.replace(",", ""))
            elif group in ("price", "amount", "offer"):
                out[{"price": "unit_price_paise" if slot in ("bill_row", "element") else "price_paise"}.get(group, f"{group}_paise")] = _rupees(text)
            elif group.endswith("_id"):
                out[group] = None if text == "?" else text
            elif group == "reason":
                out[group] = self.reason(text, lang)
            elif group == "lines":
                out[group] = self.list_items(text, lang, _LIST_SLOT.get(slot.removeprefix("c_"), "item_qty"))
        return out

    def list_items(self, text: str, lang: str, slot: str) -> list[dict]:
        items = []
        for piece in re.split(f", |{re.escape(phrases(lang)['and'])}", text):
            m = next(m for p in self.elements[lang, slot] if (m := p.fullmatch(piece)))
            items.append(self.values(m, lang, "element"))
        return items

    def match(self, line: str, first: bool = True) -> list[tuple[str, str, dict]]:
        hits = []
        for lang, slot, pattern in self.rules:
            m = pattern.fullmatch(line)
            if m:
                hits.append((lang, slot, self.values(m, lang, slot)))
                if first:
                    break
        return hits


_CACHE: dict[int, tuple[Catalogue, _Tables]] = {}


def _tables(catalogue: Catalogue) -> _Tables:
    if id(catalogue) not in _CACHE:
        _CACHE[id(catalogue)] = (catalogue, _Tables(catalogue))
    return _CACHE[id(catalogue)][1]


def matches(line: str, catalogue: Catalogue) -> list[tuple[str, str, dict]]:
    """Every (language, slot, fields) whose phrasing fits one line exactly; for checking ambiguity."""
    return _tables(catalogue).match(line, first=False)


def read_reply(text: str, catalogue: Catalogue) -> list[dict]:
    """The decision lines of a rendered e-mail or customer line, in order (shapes: ``lang.render`` docstring)."""
    tables, out, bill = _tables(catalogue), [], None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        hits = tables.match(line) or (tables.match(line.split(": ", 1)[1]) if ": " in line else [])
        if not hits:
            out.append({"kind": "unknown", "text": line})
            continue
        _, slot, fields = hits[0]
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
        elif slot in SUPPLIER_FIELDS:
            record = {"kind": slot, **fields}
            if slot == "order_refused" and (m := _OUR_PRICE.fullmatch(fields["reason"] or "")):
                record["price_paise"] = REASON_TYPES["ours"][1](m["ours"])
            out.append(record)
        elif slot.startswith("c_"):
            kind, extra = _CUSTOMER.get(slot, (slot[2:], {}))
            out.append({"kind": kind, **fields, **extra})
        else:
            out.append({"kind": "unknown", "text": line})
    return out

