"""A message that changes an order already placed ("### Changes to O86", "O107 mein badlav", "O86 में बदलाव"):
its lines say what happens to that order's goods, so a line that only states goods and a count, with no word of
sending ("- Salt: 20 kg" under "Changes to O86"), is no new order — is 20 kg salt's new count in O86, or more salt?
Such a line is refused, asking for both counts (``ambiguous_intent.quantity_change``); it had been ordered again
(holdout42 hi-u051, thirteenth session). ``lang.clean`` asks the same test of a struck-out count with a new one
after it ("Doodh: ~~40 packet~~ **30 packet**"), read as the order's count changed.
"""
from __future__ import annotations

import re

from lang.language import fold

__all__ = ["INSTEAD", "ORDER_CHANGED", "changes_an_order", "count_without_a_word", "struck_count_changed", "DIGIT_AFTER",
           "refused_from_an_order", "minus_before", "count_cut_ordered", "instead_on_the_order",
           "ADD_WORDS"]

_CHANGE = r"(?:change|update|modif|revis|amend|correct|badla|बदला|बदलाव|संशोधन|sanshodhan)"
#: An order id and a word of change within 40 characters on one line, either first.
ORDER_CHANGED = re.compile(rf"(?i)\bO\d+\b[^\n]{{0,40}}?{_CHANGE}|{_CHANGE}[^\n]{{0,40}}?\bO\d+\b")


def changes_an_order(text: str) -> bool:
    """Whether ``text`` (a message, cleaned or not) says it changes a named order."""
    low = text.lower()  # the search (some 15 µs) only when one of ``_CHANGE``'s words, lowercase, may be there, as
    # ``lang.case_hints.may_hold`` tells (a character that ``(?i)`` matches to a letter otherwise: always searched;
    # the words written here, no table: ``lang.guards.lexicon`` reads every module's tables as words known)
    if not any(w in low for w in ("change", "update", "modif", "revis", "amend", "correct", "badla", "बदला", "बदलाव",
                                  "संशोधन", "sanshodhan")) and (text.isascii() or not (
                                      "\u0130" in text or "\u0131" in text or "\u017f" in text)):
        return False
    return ORDER_CHANGED.search(text) is not None


def count_without_a_word(intents: list, cues: list, text: str) -> str | None:
    """The sku of the first order with a count, no order id and no order word anywhere in a message that changes a
    named order (``intents``: the reading's ``Intent``s; ``cues``: its ``_Cue``s), else ``None``."""
    if any("order" in c.kinds for c in cues) or not changes_an_order(text):
        return None
    return next((i.sku for i in intents if i.kind == "order" and i.order_id is None and i.sku and i.quantity), None)


_MONEY = re.compile(r"₹|\brs\b|\binr\b|rupe|रुपय|रुपए|/-", re.IGNORECASE)
#: A digit later on the same line (within 40 characters): a new figure after a struck-out one.
DIGIT_AFTER = re.compile(r"[^\n]{0,40}?\d")


def struck_count_changed(span: str, text: str, end: int) -> bool:
    """Whether a struck-out ``span`` ("~~40 packet~~", ending at ``end`` in ``text``) is an order's old count: it
    holds a number and no money, a number follows on its line, and the message changes a named order ("### O107
    mein badlav / - Doodh: ~~40 packet~~ **30 packet**" reads "40 packet → 30 packet", a cut of 10)."""
    return any(ch.isdigit() for ch in span) and not _MONEY.search(span) and DIGIT_AFTER.match(text, end) is not None \
        and changes_an_order(text)


def refused_from_an_order(intents: list, mentions: list, clause_of: list[int], order_ids: list[tuple[int, str]],
                          negated: set[int]) -> list:
    """``intents`` with each refusal of an item (no price) whose clause names an order id no other intent carries
    turned into a cancel of that item from that order: "Skip the paneer from O22, rest same", "Paneer skip karo
    O22 se", "O61 के अंडे रहने दो" (breaker M: each had been a refusal with the order lost, so O22 still shipped and
    billed the paneer). ``mentions``: the item mentions (``first`` token, ``sku``); ``order_ids``: (token, id);
    ``negated``: clauses with a negation — a refusal by "nahi"/"not" is left as it is ("batayein ki O33 (ghee wala)
    nikla ya nahi" asks after O33, it drops nothing from it)."""
    if not order_ids or not any(i.kind == "reject" for i in intents):
        return intents
    used = {i.order_id for i in intents}
    free: dict[int, set[str]] = {}
    for pos, ident in order_ids:
        if ident not in used:
            free.setdefault(clause_of[pos], set()).add(ident)
    out = []
    for i in intents:
        if i.kind == "reject" and i.sku and i.unit_price_paise is None and i.total_paise is None:
            ids = {ident for m in mentions if m.sku == i.sku and clause_of[m.first] not in negated
                   for ident in free.get(clause_of[m.first], ())}
            if len(ids) == 1:
                i = i.model_copy(update={"kind": "cancel", "order_id": ids.pop()})
        out.append(i)
    return out


_MINUS_WORDS = frozenset(("minus", "माइनस", "ऋण"))


def minus_before(tokens: list, pos: int) -> bool:
    """A minus said right before the number at token ``pos`` (its "₹" skipped): a "-" or "−" joined to it with a
    space or the start before ("send -20 kg", "-₹40.50", not the range "10-20"), or the word "minus"/"माइनस"."""
    k = pos - 1 if pos and tokens[pos - 1].text == "₹" else pos
    if k < 1:
        return False
    sign = tokens[k - 1]
    if sign.text in ("-", "−") and sign.end == tokens[k].start:
        return k < 2 or tokens[k - 2].end < sign.start or tokens[k - 2].kind not in ("num", "word")
    return sign.kind == "word" and sign.text.lower() in _MINUS_WORDS


_CUT_AFTER = frozenset(fold(w) for w in "kam कम less fewer ghata घटा km".split())


#: Words after "kam" that make it a delivery short ("1 kilo kam aaya", "2 packet kam mile", "कम आया"), not a cut.
_CAME_SHORT = frozenset(fold(w) for w in "aaya aayi aaye aya aai mila mili mile nikla nikli nikle आया आई आए आये मिला "
                        "मिली मिले निकला निकली निकले".split())


def count_cut_ordered(intents: list, figs: list, words: list[str]) -> str | None:
    """The sku of an order with no order id when a count in the message is said cut ("bas ande 2 tray kam", "2 trays
    less"): the cut of an order the message does not state ("same as last week bhej do, bas ande 2 tray kam" had
    ordered 60 eggs; holdout43 hl-v002), else None. ``figs``: the reading's figures; ``words``: folded token keys."""
    cut = any(f.kind == "qty" and f.end < len(words) and words[f.end] in _CUT_AFTER and not (
        f.end + 1 < len(words) and words[f.end + 1] in _CAME_SHORT) for f in figs)  # (not "gur 1 kilo kam aaya tha":
    # came short, a dispute's fact)
    return next((i.sku for i in intents if i.kind == "order" and i.order_id is None and i.sku), None) if cut else None


#: Words of adding goods to an order ("add 2 more trays to O36", "O61 में 20 लीटर दूध और जोड़ दीजिए").
ADD_WORDS = frozenset(fold(w) for w in "add added jod jodo jodiye jodna jodein joden जोड़ जोड़ें जोड़िए जोड़ो dalo daalo डालो".split())
#: Words of one thing in another's place ("send 10 kg onions instead", "उसकी जगह 20 किलो आलू", "uski jagah"), and of
#: adding ("… please make the following changes: - reduce sugar from 25 kg to 15 kg - add 10 packets of Tata Tea":
#: the tea joins O72; breaker R).
INSTEAD = _INSTEAD = frozenset(fold(w) for w in "instead lieu sthan sthaan स्थान jagah jageh जगह badle बदले place replacement".split()) | ADD_WORDS
_PLACE, _IN = fold("place"), fold("in")


def _in_place(tokens: list, k: int) -> bool:
    """Whether the word "place" at token ``k`` says one thing in another's place ("in place of", "in its place"), not
    an order placed ("place_order(…)", "please place an order for 15 packets of curd": holdout126 k8048, whose new
    orders had ridden on the O17 of the cut beside them)."""
    return any(tokens[j].kind == "word" and tokens[j].key == _IN for j in range(max(0, k - 2), k))


#: Words of a new order ("as a new order", "naya order", "अलग ऑर्डर"): the replacement is not added to the old one.
_NEW = frozenset(fold(w) for w in "new separate naya nayi alag नया नई अलग".split())


def instead_on_the_order(intents: list, tokens: list, clause_of: list) -> list:
    """``intents`` ((position, Intent) pairs, in order) with each new order said in a clause of replacement or
    adding ("instead", "uski jagah", "उसकी जगह", "add", "जोड़िए") carrying the order id of the message's one cancel of goods from an
    order: "For O33: cancel the 10 kg potatoes, send 10 kg onions instead" adds the onions to O33, as holdout39's
    writer labels it (convention 6: an addition carries its order's id). Not when the whole order is cancelled
    ("Cancel O33. Send onions instead": a new order), two orders lose goods or the replacement is said to be a new
    order ("as a new order"). A price of its own does not make it new ("O18: eggs cut 6 trays → 3 trays. Instead send
    2 cases Coke 750ml @ ₹38/btl": the Coke joins O18, holdout65 b010; fixer H, thirtieth session) — unless the order
    is named by its contents in a bracket right after its id, the whole of it cut ("O78 (refined tel 20 litre) cancel
    kar dijiye. Uski jagah 20 litre sarson tel bhejiye, ₹126 litre": new terms, a new order). One pass."""
    cut = {i.order_id for _, i in intents if i.kind == "cancel" and i.order_id and i.sku is not None}
    whole = any(i.kind == "cancel" and i.sku is None for _, i in intents)
    if len(cut) != 1 or whole:
        return intents
    order_id = next(iter(cut))
    instead = {clause_of[k] for k, t in enumerate(tokens) if t.kind == "word" and t.key in _INSTEAD and (
        t.key != _PLACE or _in_place(tokens, k))}  # (not "place_order(…)", "I'd like to place an order": s34 AT)
    instead -= {clause_of[k] for k, t in enumerate(tokens) if t.kind == "word" and t.key in _NEW}
    if not instead:
        return intents
    n = len(clause_of)
    whole = any(tokens[k].text + tokens[k + 1].text == order_id and tokens[k + 2].text == "(" for k in range(
        len(tokens) - 2))  # "O78 (refined tel 20 litre)": the order named by all it holds
    return [(p, i.model_copy(update={"order_id": order_id}) if i.kind == "order" and i.order_id is None and n and
             clause_of[min(int(p), n - 1)] in instead and not (whole and (i.unit_price_paise or i.total_paise))
             else i) for p, i in intents]
