"""Stage 7, second part: a second opinion on the whole reading, not only its kinds (issue 10).

``lang.second_opinion`` judges the *kinds* of request from the words; but about half of the silent misreadings of
text nobody had seen keep the right kinds and get a figure or an item wrong ("when order O9 coming?? rice 30 kg not
came yet" read without its 30 kg; "remove the matchbox from O12, all 5 bundles" cancelling no count; an order *and*
an offer read for the same goods from one "30 bags atta at ₹215 if you can"). Such readings have a shape: which kinds,
how many, which figures each intent carries, how many numbers and goods of the message the reading leaves unused,
and how sure the kinds' model is of each kind read.

This model weighs that shape — a logistic regression over the binary features of ``reading_features`` (no words of
the message: it must not learn sentences by heart) — and gives the chance the reading is a silent misreading. It
was trained (``benchmarks/second_opinion_train.py``) on the *first* readings of every labelled corpus
(``benchmarks/data/first_readings.jsonl``: each corpus read by the reader as it was before the corpus joined the
tests, the way new text meets the reader), with the kinds' chances of each row taken from a kinds' model that had
not seen its corpus. A reading whose chance is above ``ABOVE`` is refused as ``ambiguous_intent.unsure`` — when
``ABOVE`` is set: it is off (None) for now, as ``ABOVE`` says why (with what it was measured to catch and cost on
blind text in session 37).

Measured left out (5 Dec 2026, ``second_opinion_train.py --left-out`` over the twelve sealed corpora 37, 93, 98,
106, 107, 116–122, each left out of both models in turn, on their first readings): at 0.5 alone it refused 21 of
the 81 silent misreadings and 5 of the 1,077 exact readings (0.6: 18 for 1; 0.4: 25 for 10; 0.3: 33 for 14); with
the kinds' doubt (which refused 15 and 11) 23 and 14. On the 108 other corpora's first readings, in eight groups
left out in turn: 313 of 845 silent for 104 of 11,197 exact (the kinds' doubt: 165 for 53). But on the newest
sealed corpus (holdout122, first read by a reader nearly today's) it caught 1 of 13, and on today's readings of the
labelled corpora it refuses 34 read right for 22 misread: what it learned is partly the older readers' mistakes
(``ABOVE``). The first readings are remade by ``benchmarks/first_readings.py``. Cheap: a few dozen dictionary
look-ups a reading.
"""
from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

__all__ = ["KIND_CUTS", "ABOVE", "rates_answered_only", "SUGGESTED", "WEIGHTS", "reading_rows", "reading_features", "silent_chance", "ReadingWeights"]

#: The trained weights: ``features`` and ``weights`` (one each), ``intercept``, and what they were trained on.
WEIGHTS = Path(__file__).parent / "data" / "reading_doubt.json"
#: The threshold measured: a reading would be refused when its chance of being a silent misreading is above this.
#: Chosen on the 108 non-sealed corpora's first readings (left out in eight groups, not on the sealed ones): 0.6 refused 273 of 845 silent
#: for 64 of 11,197 exact, 0.5 313 for 104, 0.4 359 for 177 (each step about one exact reading lost for each silent
#: one caught).
SUGGESTED = 0.5
#: The threshold ``lang.second_opinion.judged`` refuses above; None: off (nothing computed at read time). Off since
#: it was built (5 Dec 2026): at 0.5 it refused 33 readings of the labelled corpora that were read right for 22
#: misread ("sugar yes, gur no"; "How much do I owe you?" 0.72) and 47 of the reader's hand-written test cases: it
#: learned from readers older than today's which shapes of reading go wrong. Measured again in session 37, with
#: readings that only accept or turn down goods by name left alone (``rates_answered_only``), on text nobody working
#: on the reader had seen — the 450 messages of sealed91–93, written blind that morning, read by the session's
#: starting reader 22f35b3 (57 silent misreadings, 251 exact): 0.6 refused 10 silent (an order read from "Gur all
#: 60 kg weighed fine", 40 almonds ordered from "make it 30 packet badam not 40", 300 incense packets ordered from
#: last year's sales) for 2 exact; 0.7 7 for 0; 0.8 6 for 0; 0.9 5 for 0 (0.5 14 for 2). On the 24,756 labelled
#: rows at 0.6: 25 silent for 14 exact (38 without ``rates_answered_only``). But it refused 136 of the reader's
#: hand-written test cases at 0.6 and 53 at 0.8 — plain sentences such as "Don't send moong dal this time.",
#: "Rice in O41 has not come yet.", "Don't cancel O3. Send 10 kg onions." that were once misread and now read
#: right — so it stays off until it is trained on the shapes today's reader gets wrong, not older readers'.
#: Session 38, on sealed94–96 (450 messages written blind that morning, read by af7b5a1: 53 silent, 251 exact): these
#: weights (as trained at af7b5a1) refused 5 silent for 2 exact at 0.6, 3 for 1 at 0.7, 2 for 0 at 0.8; retrained on
#: today's readings too, with first readings weighted by their reader's age (branch s38-DA, not merged: 14 hand-written
#: sentences refused at 0.6), 2 for 0 at 0.6 and 5 for 1 at 0.5. Neither is a lever: it stays off.
ABOVE: float | None = None
#: Where the kinds' chances are cut into bins (a feature says which bin a chance falls in).
KIND_CUTS = (0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.65, 0.8, 0.9, 0.95, 0.99)
_KINDS = ("order", "offer", "accept", "reject", "cancel", "pay", "dispute", "ask_delivery", "ask_bill", "ask_quote")


def reading_rows(intents) -> list[tuple]:
    """Intents (``lang.intents.Intent``) as tuples (kind, sku, quantity, ₹ price, ₹ total when an item is named,
    ₹ change, order id, bill id): the shape ``tests/test_reader_chat_corpus.read_rows`` gives (without the
    counter's bill total), which the first readings the model was trained on are stored in."""
    def rupees(paise):
        return None if paise is None else paise / 100
    return [(i.kind, i.sku, i.quantity, rupees(i.unit_price_paise), rupees(i.total_paise) if i.sku is not None
             else None, rupees(getattr(i, "price_change_paise", None)), i.order_id, i.bill_id) for i in intents]


def rates_answered_only(intents) -> bool:
    """True when every intent (``lang.intents.Intent``) accepts or turns down goods by name alone — no quantity,
    price, total, price change, order or bill id ("Your rates for haldi and lal mirch are acceptable.", "चीनी हाँ,
    गुड़ ना", "Dono rehne do, thanks." under a quote): the desk answers such a reading against its own last quote of
    those goods, so it is not doubted as a whole (``ABOVE``). The shape the doubt learned most from older readers'
    mistakes (an accept read without the quoted price it repeated) and the one it refused most that today's rules
    read right: 24 of the 38 right readings of the labelled corpora it refused at 0.6 (session 37)."""
    return bool(intents) and all(
        i.kind in ("accept", "reject") and i.quantity is None and i.unit_price_paise is None and i.total_paise is None
        and getattr(i, "price_change_paise", None) is None and i.order_id is None and i.bill_id is None
        for i in intents)


def _bin(chance: float) -> int:
    return sum(chance > c for c in KIND_CUTS)


def reading_features(rows: list, chances: dict[str, float], feats: list[str]) -> list[str]:
    """The features of a reading: ``rows`` (``reading_rows``), the kinds' ``chances`` (``lang.second_opinion
    .kind_chances``) and the message's ``feats`` (``lang.second_opinion.features``: only ``<item>`` and ``<n>`` are
    counted). E.g. "Send 20 kg rice" read as one order: ``k=order``, ``k=order:1``, ``n=1``, ``ks=order``,
    ``order:sku=1:q=1:p=0:t=0:c=0:o=0:b=0``, ``items-skus=0``, ``nums-vals=0``, ``minread=…``, ``maxnot=…``,
    ``order@…``. The same in every language: "20 किलो चावल भेजो", "20 kilo chawal bhejo"."""
    out: list[str] = []
    add = out.append
    counts: dict[str, int] = {}
    for r in rows:
        counts[r[0]] = counts.get(r[0], 0) + 1
    for k, n in counts.items():
        add(f"k={k}")
        add(f"k={k}:{min(n, 3)}")
    add(f"n={min(len(rows), 4)}")
    add("ks=" + ",".join(sorted(counts)))
    by: dict[str, set] = {}
    values: set = set()
    for kind, sku, qty, price, total, change, oid, bid in (tuple(r)[:8] for r in rows):
        add(f"{kind}:sku={int(sku is not None)}:q={int(qty is not None)}:p={int(price is not None)}:"
            f"t={int(total is not None)}:c={int(change is not None)}:o={int(oid is not None)}:b={int(bid is not None)}")
        if sku:
            by.setdefault(sku, set()).add(kind)
        if oid:
            by.setdefault("\0order", set()).add(kind)
        values.update(float(v) for v in (qty, price, total, change) if v is not None)
        values.update(v for v in (oid, bid) if v)
    for kinds in by.values():
        if len(kinds) > 1:
            add("same:" + "+".join(sorted(kinds)))
    items = sum(1 for f in feats if f == "<item>")
    skus = len({r[1] for r in rows if r[1]})
    add(f"items-skus={max(-2, min(items - skus, 4))}")
    numbers = sum(1 for f in feats if f == "<n>")
    add(f"nums-vals={max(-2, min(numbers - len(values), 6))}")
    read = [chances[k] for k in _KINDS if k in counts and k in chances]
    other = [chances[k] for k in _KINDS if k not in counts and k in chances]
    if read:
        add(f"minread={_bin(min(read))}")
    if other:
        add(f"maxnot={_bin(max(other))}")
    for k in counts:
        if k in chances:
            add(f"{k}@{_bin(chances[k])}")
    return out


class ReadingWeights:
    """Trained weights: ``intercept`` and ``weights`` (feature → weight; a feature the trainer never saw weighs 0)."""

    def __init__(self, intercept: float, weights: dict[str, float]) -> None:
        self.intercept = float(intercept)
        self.weights = dict(weights)


@lru_cache(maxsize=1)
def _weights() -> ReadingWeights:
    """The weights of ``WEIGHTS``; FileNotFoundError or KeyError when the file is missing or malformed (a broken
    install: reinstall the package)."""
    data = json.loads(WEIGHTS.read_text(encoding="utf-8"))
    return ReadingWeights(data["intercept"], dict(zip(data["features"], data["weights"])))


def silent_chance(features: list[str], weights: ReadingWeights | None = None) -> float:
    """Chance (0–1) that a reading with ``reading_features`` is a silent misreading; each feature counts once.
    ``weights``: the file's by default."""
    w = weights if weights is not None else _weights()
    score = w.intercept + sum(w.weights.get(f, 0.0) for f in set(features))
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, score))))
