"""The template renderer: a language-free decision in, a supplier's e-mail or a customer's words out.

Phrasings are data (``lang/phrases/<language>.yaml``, at least three per slot).
A message draws one phrasing per slot (greeting, each decision line, list
elements, sign-off) by a deterministic hash, ``phrasing(seed, speaker, day,
message_no)`` (``choose_phrasing``), or takes a forced index (``pick=int``, used by the tests).
Wording never changes a figure: amounts are ``format_inr`` (₹ with Indian
grouping, paise only when not whole), quantities digits with the item's unit
word, item names in the speaker's language. ``lang.replies.read_reply`` reads
any rendering back to ``view(decision)``; the pair is exact.

Decision shapes (money in paise, quantities in selling units, days are sim days):
  supplier lines: quote|counter|accept|refuse_accept {sku, price_paise}; accept [qty] (an offer that named a
    quantity: agreed as a price only, nothing ordered, worded from ``accept_unordered``);
    walk_away|rejected {sku}; closed {sku, reason}; order_refused {sku, reason, [price_paise]};
    order_confirmed {order_id, day, amount_paise, lines[{sku, qty, unit_price_paise}], [named_order_id]} (with
    named_order_id: the goods were asked added to that order and are booked as this new one, ``order_confirmed_apart``);
    advance_required {order_id, bill_id, amount_paise}; paid|dispute_corrected|dispute_stands
    {bill_id, amount_paise}; dispute_cancelled {bill_id}; pay_refused {bill_id, reason};
    dispute_paid {bill_id, amount_paise, day} (a paid bill disputed and found right: paid in full that day);
    dispute_refunded {bill_id, amount_paise, refund_paise, day} (a paid bill disputed and found too high: what it
    should have been and the overcharge refunded to the bank);
    cancelled {order_id}; cancel_refused {order_id, reason}; cancel_item_refused {sku, reason}; unreadable {reason};
    item_cancelled {order_id, sku, qty, qty_left} (part of an order cut: qty of sku off it, qty_left of it still
    on it — worded from the slot ``item_dropped`` when qty_left is 0, the line gone and the rest standing);
    delivery_not_due {order_id, reason} / bill_not_due {bill_id, reason} (asked about a delivery or a bill,
    nothing due: why — no such order or bill, cancelled, delivered, paid; the id None when none was named);
    dispute_no_bill {bill_id} (a bill disputed that this supplier never sent: nothing of its to dispute; None
    when none was named);
    bill {bill_id, order_id, delivery_id, lines[{sku, qty, unit_price_paise}], amount_paise, due_day};
    reminder {bill_id, amount_paise, due_day, days_overdue};
    delivery_notice {delivery_id, order_id, day, lines[{sku, qty}]}.
  customer words: request {lines[{sku, qty}]}; agree {asks_credit}; counter {offer_paise, reason};
    walk_out {reason}; paid; leaves; thanks_credit; what_total  (reason: "too expensive" | "above MRP").
A supplier line's ``reason`` is a code with parameters, never a sentence
(``negotiation_kernel.reasons.Reason`` or its fields as a mapping), worded from
``lang.decision_reasons``. Extra keys (thread_id, round, ...) are ignored.
Errors: KeyError for an unknown kind, language, sku, reason code or a missing
field; TypeError for a reason given as a bare string.
"""
from __future__ import annotations

import re
import string

from lang.decision_lines import ITEM_LINE as _ITEM_LINE, bill_line, delivery_line, reminder_line  # re-exported
from lang.amounts import digits, money
from lang.decision_reasons import reason_view, word_reason
from lang.phrase_tables import phrases
from lang.phrasing_choice import Pick, PhrasingChoice, choose_phrasing, phrasing  # re-exported
from lang.render_kept import ITEMS_KEPT, kept_for, speaker_words, choose, styled  # re-exported
from lang.slots import EXTRA_SLOTS, LIST_SLOT, UNNAMED, line_slot, slots_of
from market.catalogue import Catalogue
from market.item_grammar import forms
from market.trade_units import trade_unit
from scenarios.vocabulary import LANGUAGES

__all__ = ["LANGUAGES", "SUPPLIER_FIELDS", "CUSTOMER_FIELDS", "EXTRA_SLOTS", "TemplateRenderer", "phrasing",
           "phrases", "view", "slots_of", "line_slot", "UNNAMED", "LIST_SLOT", "bill_line", "reminder_line", "delivery_line", "money", "digits"]

SUPPLIER_FIELDS: dict[str, tuple] = {
    **{k: ("sku", "price_paise") for k in ("quote", "counter", "accept", "refuse_accept")},
    "walk_away": ("sku",), "rejected": ("sku",), "closed": ("sku", "reason"), "order_refused": ("sku", "reason"),
    "order_confirmed": ("order_id", "day", "amount_paise", "lines"),
    "advance_required": ("order_id", "bill_id", "amount_paise"),
    **{k: ("bill_id", "amount_paise") for k in ("paid", "dispute_corrected", "dispute_stands")},
    "dispute_cancelled": ("bill_id",), "pay_refused": ("bill_id", "reason"),
    "dispute_paid": ("bill_id", "amount_paise", "day"),
    "dispute_refunded": ("bill_id", "amount_paise", "refund_paise", "day"),
    "cancelled": ("order_id",), "cancel_refused": ("order_id", "reason"), "unreadable": ("reason",),
    "cancel_item_refused": ("sku", "reason"), "item_cancelled": ("order_id", "sku", "qty", "qty_left"),
    "delivery_not_due": ("order_id", "reason"), "bill_not_due": ("bill_id", "reason"),
    "dispute_no_bill": ("bill_id",),
    "bill": ("bill_id", "order_id", "delivery_id", "lines", "amount_paise", "due_day"),
    "reminder": ("bill_id", "amount_paise", "due_day", "days_overdue"),
    "delivery_notice": ("delivery_id", "order_id", "day", "lines"),
}
CUSTOMER_FIELDS: dict[str, tuple] = {"request": ("lines",), "agree": ("asks_credit",), "counter": ("offer_paise", "reason"),
                                     "walk_out": ("reason",), "paid": (), "leaves": (), "thanks_credit": (), "what_total": ()}
_LINE_FIELDS = {"order_confirmed": _ITEM_LINE, "bill": _ITEM_LINE, "delivery_notice": ("sku", "qty"), "request": ("sku", "qty")}
MRP = "above MRP"
#: A ``{field}`` slot of a phrase template (group 1: the field's name).
TEMPLATE_FIELD = re.compile(r"\{(\w+)\}")
_IDS = ("order_id", "bill_id", "delivery_id")
#: The placeholders ``TemplateRenderer._fill`` works out from a decision's own fields, in the order it writes them.
_OWN = (*_IDS, "named_order_id", "day", "due_day", "amount", "offer", "refund", "overdue", "reason", "lines")


def _asked(template: str) -> tuple[str, ...]:
    """The placeholders of ``_OWN`` that ``template`` names, in ``_OWN``'s order (every one of them when a field of
    the template is not a plain name, which ``format_map`` might still read): remembered per template."""
    try:
        names = {name for _, name, _, _ in _FORMATTER.parse(template) if name is not None}
    except ValueError:  # not a template ``format_map`` can fill: it raises, as before
        names = set(_OWN)
    if not all(n.isidentifier() for n in names if n):
        names = set(_OWN)
    # a reason is worded, and a list's element phrasing drawn, only where the template holds ``{reason}``,
    # ``{lines}`` as written (the draw is the message's next choice), as before
    names = {n for n in names if n not in ("reason", "lines") or "{%s}" % n in template}
    asked = _ASKED[template] = tuple(k for k in _OWN if k in names)
    return asked


_FORMATTER = string.Formatter()
_ASKED: dict[str, tuple[str, ...]] = {}  # template → its ``_asked`` (the phrase tables' templates: a few thousand)


def render_reason(reason, language: str, catalogue: Catalogue | None = None) -> str:
    """A decision's reason (a code with parameters, ``lang.decision_reasons``) worded in ``language``;
    a reader's refusal names its items as ``catalogue`` does. Raises TypeError for a bare string,
    KeyError for an unknown code."""
    return word_reason(reason, language, catalogue)


def _customer_kind(d: dict) -> str:
    return d.get("kind") or d["answer"]


def view(decision: dict, customer: bool = False, language: str = "en") -> dict:
    """What a rendering of ``decision`` states: its kind and rendered fields, as ``read_reply`` returns them.

    ``language``: a reason is stated as a reader of that language gets it back
    (``lang.decision_reasons.reason_view``: a kernel reason's fields; a reader's refusal's code and detail).
    """
    kind = _customer_kind(decision) if customer else decision["kind"]
    fields = (CUSTOMER_FIELDS if customer else SUPPLIER_FIELDS)[kind]
    out = {"kind": kind}
    for f in fields:
        if f == "lines":
            out[f] = [{k: line[k] for k in _LINE_FIELDS[kind]} for line in decision["lines"]]
        elif f == "asks_credit":
            out[f] = bool(decision.get("asks_credit"))
        elif f == "reason" and customer:
            out[f] = MRP if decision.get("reason") == MRP else "too expensive"
        else:
            out[f] = decision.get(f) if f.endswith("_id") else decision[f]
            if f == "reason":
                out[f] = reason_view(out[f], language)
    if kind == "order_refused" and decision.get("price_paise") is not None:
        out["price_paise"] = decision["price_paise"]
    if kind in ("accept", "counter") and decision.get("qty") is not None:  # worded accept_/counter_unordered: the count
        out["qty"] = decision["qty"]
    if kind == "order_confirmed" and decision.get("named_order_id") is not None:  # worded order_confirmed_apart
        out["named_order_id"] = decision["named_order_id"]
    return out


def count_phrase(qty: int, unit: str, grammar, language: str, table: dict, f: dict | None = None) -> str:
    """``qty`` of an item as a trader says it: goods counted by the piece by their plural name (30 अंडे,
    6 eggs, 1 egg), others with the unit word and the name (2 दर्जन केले, 3 dozen bananas, 5 kg of rice).
    ``f``: ``grammar.forms(language)`` when the caller has it already."""
    f = f or grammar.forms(language)
    if unit == "piece" and grammar.number == "pl":
        return f"{digits(qty)} {f['one'] if qty == 1 else f['plural']}"
    words = table["units"][unit]
    glue = "" if unit == "dozen" else table.get("count_of", "")
    return f"{digits(qty)} {words[0] if qty == 1 else words[1]}{glue} {f['name']}"


class TemplateRenderer:
    """Renders decisions for one catalogue. ``pick`` is a ``phrasing(...)`` generator or a forced index.

    ``name`` and ``last_fell_back`` are what the record notes of every rendering (the template
    never falls back; ``lang.model_renderer.ModelRenderer`` has the same interface).
    """
    name = "template"
    last_fell_back = False

    def __init__(self, catalogue: Catalogue, personas: dict[str, str] | None = None):
        self.catalogue = catalogue
        self.personas = dict(personas or {})  # supplier name -> temperament (the phrase tables' ``tone``)
        self._item_memo, self._item_cache = kept_for(catalogue)

    def email(self, lines: list[dict], language: str, name: str, pick) -> str:
        """A supplier's e-mail: greeting, one or more decision lines, sign-off and ``name``."""
        greeting, blocks, signoff = self.email_parts(lines, language, pick, name)
        return "\n".join(filter(None, [greeting, *[text for block in blocks for text in block], signoff, name]))

    def email_parts(self, lines: list[dict], language: str, pick, name: str | None = None
                    ) -> tuple[str, list[list[str]], str]:
        """(greeting, the text lines of each decision, sign-off) of the e-mail ``email`` renders with ``pick``.

        The speaker's temperament (``personas[name]``) adds a line of its own after the greeting and one
        before the sign-off (the table's ``tone``); a taciturn speaker sends no greeting and no such line.
        Either part may hold two lines; the greeting may be empty.
        """
        table, p = phrases(language), Pick(pick)
        temperament = self.personas.get(name or "")
        tone = table.get("tone", {}).get(temperament, {})
        greeting = "" if temperament == "taciturn" else p(table["slots"]["greeting"])
        if tone.get("open"):
            greeting = f"{greeting}\n{p(tone['open'])}".strip("\n")
        blocks = [self._line(d, table, language, p, temperament) for d in lines]
        signoff = p(table["slots"]["signoff"])
        if tone.get("close"):
            signoff = f"{p(tone['close'])}\n{signoff}"
        return greeting, blocks, signoff

    def speech(self, decision: dict, language: str, name: str | None, pick) -> str:
        """A counter customer's words (``request`` or an answer; ``answer`` may stand for ``kind``)."""
        table, p = phrases(language), Pick(pick)
        d = view(decision, customer=True)
        kind = d["kind"]
        if kind == "agree":  # (one test, not a table of all three built per sentence)
            slot = "c_agree_credit" if d.get("asks_credit") else "c_agree"
        elif kind == "counter" or kind == "walk_out":
            slot = f"c_{kind}_mrp" if d.get("reason") == MRP else f"c_{kind}"
        else:
            slot = f"c_{kind}"
        gender = decision.get("gender", "m")
        text = self._fill(p(table["slots"][slot]), d, table, language, p, kind, speaker_words(table, gender))
        if kind == "request":  # a regular greets the shopkeeper they know; a walk-up speaks as to a stranger
            lead = p(table.get("c_lead", {}).get("regular" if decision.get("regular") else "walk_up", [""]))
            if lead and not text.casefold().startswith(lead.split()[0].casefold().strip(",!.")):
                lower = lead.rstrip().endswith(",") and not text.startswith("I ")
                text = lead + (text[:1].lower() + text[1:] if lower else text)
        return f"{name}: {text}" if name else text

    # The brief's named entry points, thin over email/speech.
    def supplier_reply(self, lines, language, name, pick) -> str:
        return self.email(lines, language, name, pick)

    def bill_email(self, bill, language, name, pick) -> str:
        return self.email([bill_line(bill)], language, name, pick)

    def reminder_email(self, bill, today: int, language, name, pick) -> str:
        return self.email([reminder_line(bill, today)], language, name, pick)

    def delivery_email(self, delivery, day: int, language, name, pick) -> str:
        return self.email([delivery_line(delivery, day)], language, name, pick)

    def customer_request(self, lines: list[dict], language, name, pick, gender: str = "m",
                         regular: bool = False) -> str:
        return self.speech({"kind": "request", "lines": lines, "gender": gender, "regular": regular}, language, name,
                           pick)

    def customer_answer(self, answer: dict, language, name, pick, gender: str = "m") -> str:
        return self.speech({**answer, "gender": answer.get("gender", gender)}, language, name, pick)

    # --- internals -------------------------------------------------------
    def _line(self, d: dict, table: dict, language: str, p: Pick, temperament: str | None = None) -> list[str]:
        kind = d["kind"]
        if kind not in SUPPLIER_FIELDS:
            raise KeyError(f"no supplier decision kind {kind!r}")

        slots = table["slots"]
        if kind != "bill":
            return [self._fill(p(styled(slots[line_slot(d)], temperament)), d, table, language, p, kind)]
        head, row, foot = (p(styled(slots[name], temperament)) for name in ("bill_head", "bill_row", "bill_foot"))
        rows = [self._said(row, self._entry(line, table, language, True, line["qty"] * line["unit_price_paise"]))
                for line in d["lines"]]
        return [self._fill(head, d, table, language, p, kind), *rows, self._fill(foot, d, table, language, p, kind)]

    def _item(self, d: dict, table: dict, language: str, trade: bool = False) -> dict:
        """The placeholders of one item line; ``trade``: a supplier's line, in the item's trade unit
        (``market.trade_units``: "₹175.50 per tray", "2 trays of eggs") when it has one and the quantity
        is a whole number of them; a customer's words are always in the selling unit. Kept by what it reads (a month's
        17,000 item lines say some 2,000 things; types too, 1 == 1.0) and shared: read only."""
        return self._entry(d, table, language, trade)[0]

    @staticmethod
    def _said(template: str, entry: tuple) -> str:
        """``template.format_map`` of an ``_entry``'s placeholders, kept in the entry by the template (a month's
        17,000 item lines and bill rows are some 2,000 different texts; session 39)."""
        said = entry[2]
        text = said.get(template)
        if text is None:
            text = said[template] = template.format_map(entry[0])
        return text

    def _entry(self, d: dict, table: dict, language: str, trade: bool = False, total: int | None = None) -> tuple:
        """(``_item``'s placeholders, the table, the texts ``_said`` filled from them by template): kept by what it
        reads, for every renderer of the catalogue (``kept_for``). ``total``: a bill row's line total in paise,
        said as ``{line_total}``."""
        get = d.get
        price = d["price_paise"] if "price_paise" in d else get("unit_price_paise")
        qty, left, sku = get("qty"), get("qty_left"), get("sku")
        key = (sku, qty, left, price, type(qty), type(left), type(price), language, id(table), trade) if total is None \
            else (sku, qty, left, price, type(qty), type(left), type(price), language, id(table), trade, total,
                  type(total))
        try:
            memo = self._item_memo
        except AttributeError:  # a renderer built without ``__init__``
            memo = self._item_memo = kept_for(self.catalogue)[0]
        if (hit := memo.get(key)) is not None:
            return hit
        if len(memo) >= ITEMS_KEPT:
            memo.clear()
        out = {} if total is None else {"line_total": money(total)}
        if sku:
            tu = trade_unit(sku) if trade else None
            if tu is not None and qty is not None and (qty % tu.size or (left or 0) % tu.size):
                tu = None  # not whole trays: said in eggs
            item, grammar, f, words, names = self._item_words(sku, table, language, tu)
            out.update(names)
            if qty is not None:
                n = qty // tu.size if tu else qty
                out["qty_unit"] = f"{digits(n)} {words[0] if n == 1 else words[1]}"
                if tu:
                    goods = tu.en_goods if language == "en" else f["plural"]
                    out["count"] = f"{digits(n)} {words[0] if n == 1 else words[1]}{table.get('count_of', '')} {goods}"
                else:
                    out["count"] = count_phrase(qty, item.unit, grammar, language, table, f)
                if left is not None:  # what is still on an order after a cut: "30 kg", "1 tray"
                    n = left // tu.size if tu else left
                    out["left"] = f"{digits(n)} {words[0] if n == 1 else words[1]}"
            if tu is not None and price is not None:
                price *= tu.size
        if price is not None:
            out["price"] = money(price)
        hit = memo[key] = (out, table, {})  # the table kept: its id stays its own
        return hit

    def _item_words(self, sku: str, table: dict, language: str, tu) -> tuple:
        """(item, grammar, forms, unit words, its placeholders) of ``sku`` in ``language`` and unit ``tu`` (None: selling)."""
        key = (sku, language, id(table), tu.unit if tu else None)
        cache = self.__dict__.get("_item_cache")
        if cache is None:
            cache = self._item_cache = kept_for(self.catalogue)[1]
        if key not in cache:
            item = self.catalogue.by_sku(sku)
            grammar = forms(item)
            f = grammar.forms(language)
            words = table["units"][tu.unit if tu else item.unit]
            names = dict(item=f["name"], Item=f["name"][:1].upper() + f["name"][1:], item_obl=f["oblique"],
                         Item_obl=f["oblique"][:1].upper() + f["oblique"][1:],
                         unit=words[0], **{k: v[grammar.agreement] for k, v in table.get("agree", {}).items()})
            cache[key] = (item, grammar, f, words, names, table)  # the table kept: its id stays its own
        return cache[key][:5]

    def _fill(self, template: str, d: dict, table: dict, language: str, p: Pick, kind: str,
              speaker: dict | None = None) -> str:
        trade = kind in SUPPLIER_FIELDS and speaker is None
        asked = _ASKED.get(template)
        if asked is None:
            asked = _asked(template)
        if not asked:  # the text is the item's placeholders (and the speaker's words) alone: kept (``_said``)
            entry = self._entry(d, table, language, trade)
            if not speaker:
                return self._said(template, entry)
            key = (template, id(speaker))
            hit = entry[2].get(key)
            if hit is None or hit[0] is not speaker:
                hit = entry[2][key] = (speaker, template.format_map({**speaker, **entry[0]}))
            return hit[1]
        f = {**speaker, **self._item(d, table, language, trade)} if speaker else {**self._item(d, table, language, trade)}
        # Only the placeholders ``template`` names among the decision's own (below) are worked out: the others were
        # never read by ``format_map`` (session 38: 10,800 fills a month each worked out a dozen; a template whose
        # fields ``_asked`` cannot list has every one worked out, as before).
        for key in asked:
            if key in _IDS:
                f[key] = "?" if d.get(key) is None else str(d[key])
            elif key == "named_order_id":  # (order_confirmed_apart: the order the goods were asked added to)
                if d.get(key) is not None:
                    f[key] = str(d[key])
            elif key == "day" or key == "due_day":
                if key in d:
                    f[key] = str(d[key])
            elif key == "amount":
                if "amount_paise" in d:
                    f[key] = money(d["amount_paise"])
            elif key == "offer":
                if d.get("offer_paise") is not None:
                    f[key] = money(d["offer_paise"])
            elif key == "refund":
                if "refund_paise" in d:
                    f[key] = money(d["refund_paise"])
            elif key == "overdue":
                if "days_overdue" in d:
                    n = d["days_overdue"]
                    f[key] = f"{n} {table['days'][0] if n == 1 else table['days'][1]}"
            elif key == "reason":
                if "reason" in d:
                    f[key] = render_reason(d["reason"], language, self.catalogue)
            elif key == "lines":
                element = p(table["slots"][LIST_SLOT[kind]])
                said = self._said
                items = [said(element, self._entry(line, table, language, trade)) for line in d["lines"]]
                f[key] = ", ".join(items[:-1]) + table["and"] + items[-1] if len(items) > 1 else "".join(items)
        return template.format_map(f)
