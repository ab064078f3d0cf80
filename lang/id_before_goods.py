"""Each goods of a delivery question under the order id written right before it: "O21 rice 200 kg and O8 toor 50 kg
coming today na??", "O21 ka chawal 200 kilo aur O8 ki arhar 50 kilo aaj aa jayegi na??", "O21 का चावल 200 किलो और O8
की अरहर 50 किलो आज आ जाएगी ना??" ask after the rice of O21 and the toor dal of O8. The question had carried the first
id to all its goods (holdout123 en/hi/hl-o8040: the toor asked under O21, silently).

``ids_before_goods(reader, clause, lines)`` maps the position of each goods line of ``clause`` to its order id when
the clause names two or more different orders and reads id, goods, id, goods (each id followed by goods of its own
before the next id, the first thing named an id). Otherwise (goods named before their id, "rice of O21 and toor of
O8"; ids listed together, "O21 aur O8 mein chawal aur arhar") it maps nothing, and ``goods_of_which`` refuses
(``ambiguous_intent.goods_of_orders``: rice of which order?) where those goods had been asked after under every id
or under the first, silently.

Shape: ``ids_before_goods(reader, clause, lines) -> dict[int, str]`` (line position → order id); linear in the
clause; ``goods_of_which(reader, clause, lines, own)`` raises ``_Fail`` or returns None. ``lang.delivery_asked`` gives each goods of the question its id from it.
``id_told_with(reader, ln, lines)``: a question naming no order takes the one id named right before the same goods in
an earlier sentence ("O3 (12 लीटर देसी घी) … 12 लीटर घी … पहुँच जाएगा": O3's ghee) → the id or None.
"""
from __future__ import annotations

from lang.reader_parts import *  # noqa: F401,F403  (why, _Fail)

__all__ = ["ids_before_goods", "goods_of_which", "id_told_with"]


def ids_before_goods(reader, clause: int, lines: list) -> dict[int, str]:
    """The order id of each goods line of ``clause`` of ``reader`` (the MessageReader composing its intents; ``lines``
    its item lines), when ids and goods alternate, id first (module docstring); else an empty dict.

    Examples: "O21 rice 200 kg and O8 toor 50 kg coming today na??" → {rice: "O21", toor: "O8"}; the same in Hindi
    ("O21 का चावल 200 किलो और O8 की अरहर 50 किलो …") and Hinglish; "When will O21 and O8 come: rice and toor?" → {}.
    """
    ids = [(p, ident) for p, ident in reader.order_ids if reader.clause_of[p] == clause]
    if len({ident for _, ident in ids}) < 2:
        return {}
    named = [(ln.pos, None) for ln in lines if ln.clause == clause]
    events = sorted(ids + named, key=lambda e: e[0])
    if not named or events[0][1] is None:
        return {}
    out, current, fed = {}, None, True
    for pos, ident in events:
        if ident is not None:
            if not fed:
                return {}  # two ids with no goods between them ("O21 aur O8 mein …"): which goods are whose?
            current, fed = ident, False
        else:
            out[pos], fed = current, True
    return out if fed else {}


def goods_of_which(reader, clause: int, lines: list, own: dict[int, str]) -> None:
    """Raise ``_Fail`` (``ambiguous_intent.goods_of_orders``) when the delivery question's ``clause`` names two or
    more orders and goods (``lines``, the question's) that ``own`` (``ids_before_goods``) did not give an id each.

    Examples: "O21 aur O8 mein chawal 200 kilo aur arhar 50 kilo kab aayega?", "When will O21 and O8 come with rice
    200 kg and toor 50 kg?", "O21 और O8 का चावल 200 किलो और अरहर 50 किलो कब आएगा?" (refused: rice of which order?);
    "O21 rice 200 kg and O8 toor 50 kg coming?" is mapped and passes; one order named passes."""
    ids = list(dict.fromkeys(ident for p, ident in reader.order_ids if reader.clause_of[p] == clause))
    if len(ids) < 2 or not lines or all(ln.pos in own for ln in lines):
        return
    item = reader.cat.by_sku(lines[0].mention.sku).item
    raise _Fail(why("ambiguous_intent.goods_of_orders", item=item, id=ids[0]), "ask_delivery")


def id_told_with(reader, ln, lines: list) -> str | None:
    """The order id a delivery question's goods line ``ln`` (naming no order) takes from an earlier sentence that
    named the same goods right after that id: "O3 (12 लीटर देसी घी) के लिए ₹10,000 एडवांस … भेज दिया है। कृपया पुष्टि करें
    कि 12 लीटर घी … पहुँच जाएगा" asks after O3's ghee (holdout130 hi/hl-b7010 had asked with no id; the English, "the
    12 litres will reach us", named no goods and took O3). Only when the message names one order, the goods come at
    most eight words after it in that sentence, and their count is the question's (or the question says none);
    else None. ``reader``: the MessageReader composing its intents; ``lines``: its item lines."""
    ids = {ident for _, ident in reader.order_ids}
    if len(ids) != 1:
        return None
    count = next((f.value for f in ln.figs if f.kind == "qty"), None)
    for o in lines:
        if o.clause == ln.clause or o.mention.sku != ln.mention.sku:
            continue
        if count is not None and count not in {f.value for f in o.figs if f.kind == "qty"}:
            continue
        if any(reader.clause_of[p] == o.clause and 0 < o.pos - p <= 8 for p, _ in reader.order_ids):
            return next(iter(ids))
    return None
