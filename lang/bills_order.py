"""An order named only as the one a bill is for: "Bill B3 (Diwali order O3)", "B4 (snacks, O4)", "B10 (order O10)",
"| B6 | O6 | ₹5,580 |", "Bill No. B1 dated 07.01.2027 for our order O1", "Order O3 (desi ghee) ke bill B3",
"O12 का बिल B12" (issue 10; session 53's helper ID, on the labelled corpora: holdouts 155 a2021, 171 v2043, 176 b3046,
177 c3043, 179 i3010, 167 r2038).

Every bill and order id must be carried by an intent or told as needing nothing (``lang.verify``, else "what about
O3?"). A bill paid, disputed or asked for that is labelled with its order — the order in brackets right after the
bill's id, in the next cell of the bill's table row, after "for (our) order" following the bill, or before "ke/का bill"
and the bill's id — names that order only to say which bill it is: the request is the bill's, and the order needs
nothing of its own. Inline ("Please send a copy of the bill B3 for order O3.") the order's chunk was already the
bill's; in a list under a line that asks ("Please send copies of: ⏎ - B4 (snacks, O4) ⏎ - B5 (ghee, O5)", "We have
transferred the following: ⏎ - ₹3,742 against B10 (order O10)") the refusal asked "what about O4?" of an order nobody
asked anything about.

It holds only when every mention of the order is such a label, of a bill an intent carries: "B3 (O3) paid. O3's
second tin has not come" asks of O3 in its own sentence, and is refused as before; a bracket that asks or counts
("B3 (O3 — when?)", "B3 (O3, 10 kg short)") is no label; an order beside a bill no intent carries ("B9 (O10) — open,
due 10 Nov") is the bill's and the bill's question is asked first.

Shape: ``order_of_a_bill(reader, ident, intents)`` with the MessageReader, the order's id ("O3") and the composed
intents → bool. Linear in the message's ids.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words

__all__ = ["order_of_a_bill", "bill_labels"]

#: The word naming an order inside the label ("order O3", "ऑर्डर O3", "Order No. O1").
_ORDER = fold_words("order ऑर्डर आर्डर no")
#: Words linking a bill to its order after it: "B3 for order O3", "B10 against order O10", "B1 of our order O1".
_FOR = fold_words("for against of")
_OUR = fold_words("our your the my hamare hamara humare हमारे हमारा आपके aapke")
#: "dated 07.01.2027" between a bill and its order ("Bill No. B1 dated 07.01.2027 for our order O1").
_DATED = fold_words("dated")
#: "O3 ke bill B3", "O12 का बिल B12": the order's bill.
_OF = fold_words("ke ka ki के का की")
_BILL = fold_words("bill invoice बिल")
#: Symbols that may stand between a bill's id and its order's label: markdown and table rules.
_MARKS = frozenset("*_|")
#: At most this many words inside the brackets before the order ("(Diwali order O3)", "(snacks, O4)").
_MOST_WORDS = 4
#: At most this many bills labelled with their orders in a message that acts on them; more are a statement of accounts.
_MOST_LABELLED = 2


def order_of_a_bill(reader, ident: str, intents: list) -> bool:
    """Every mention of the order ``ident`` labels a bill an intent carries (module docstring)."""
    carried = {i.bill_id for i in intents if i.bill_id}
    if not carried or not ident.startswith("O"):
        return False
    if _statement(reader):
        return False
    ends = {_id_end(reader, p): x for p, x in reader.bill_ids if x in carried}
    starts = {p: x for p, x in reader.bill_ids if x in carried}
    mentions = [p for p, x in reader.order_ids if x == ident]
    return bool(mentions) and all(_labels_a_bill(reader, p, ends, starts) for p in mentions)


def _statement(reader) -> bool:
    """More than ``_MOST_LABELLED`` orders label bills: a statement of accounts ("- B1 (O2) – ₹5,184 – paid 22 Oct ✔️ ⏎
    - B4 (O4) – ₹3,556 – paying today ⏎ … ⏎ - B9 (O10) – open, due 10 Nov", holdout181 m3050), whose lines tell each
    bill's state; which bills it acts on is for the words after it, and the reader leaves it refused as before."""
    at = reader.__dict__.setdefault("_bills_order", {})
    if at.get("ids") is not reader.order_ids:
        ends = {_id_end(reader, p) for p, _ in reader.bill_ids}
        starts = {p for p, _ in reader.bill_ids}
        at["ids"] = reader.order_ids
        at["statement"] = sum(_labels_a_bill(reader, p, ends, starts) for p, _ in reader.order_ids) > _MOST_LABELLED
    return at["statement"]


def _id_end(reader, pos: int) -> int:
    """The last token of the id starting at ``pos`` ("B", "4" → the "4"; "B-12" → the "12")."""
    toks = reader.tokens
    for k in range(pos, min(reader.n, pos + 3)):
        if toks[k].kind == "num":
            return k
    return pos


def _labels_a_bill(reader, pos: int, ends: dict, starts: dict) -> bool:
    """The order mentioned at ``pos`` is a carried bill's label: in brackets or a table cell right after the bill,
    after "for (our) order" following it, or before "ke bill" and the bill."""
    return _bracketed(reader, pos, ends) or _cell_after(reader, pos, ends) or _for_order(reader, pos, ends) or (
        _bill_after(reader, pos, starts))


def _back(reader, k: int) -> int:
    """The token before ``k``, skipping markdown marks and spaces."""
    toks = reader.tokens
    k -= 1
    while k >= 0 and (toks[k].kind == "space" or toks[k].kind == "sym" and toks[k].text in "*_"):
        k -= 1
    return k


def _ahead(reader, k: int) -> int:
    """The token after ``k``, skipping markdown marks and spaces."""
    toks = reader.tokens
    k += 1
    while k < reader.n and (toks[k].kind == "space" or toks[k].kind == "sym" and toks[k].text in "*_"):
        k += 1
    return k


def _bracketed(reader, pos: int, ends: dict) -> bool:
    """"B3 (O3)", "B3 (Diwali order O3)", "B4 (snacks, O4)", "B61 (ऑर्डर O95)": the brackets open right after the
    bill's id, hold a few plain words (no figure, no negation, no request) and close right after the order."""
    toks = reader.tokens
    shut = _ahead(reader, _id_end(reader, pos))
    if shut >= reader.n or toks[shut].text != ")":
        return False
    k, words = _back(reader, pos), 0
    while k >= 0 and toks[k].text != "(":
        if toks[k].kind == "word" and (words := words + 1) <= _MOST_WORDS and toks[k].key not in NEGATIONS and (
                toks[k].key in _ORDER or not _cued(reader, k)):
            k = _back(reader, k)
            continue
        if toks[k].kind == "sym" and toks[k].text in ",-–":
            k = _back(reader, k)
            continue
        return False
    return k >= 0 and _back(reader, k) in ends


def _cell_after(reader, pos: int, ends: dict) -> bool:
    """"| B6 | O6 | ₹5,580 |": the order's cell comes right after the bill's cell in a table row."""
    toks = reader.tokens
    k = _back(reader, pos)
    if k < 0 or toks[k].text != "|":
        return False
    return _back(reader, k) in ends


def _for_order(reader, pos: int, ends: dict) -> bool:
    """"Bill B3 for order O3", "B10 against order O10", "Bill No. B1 dated 07.01.2027 for our order O1"."""
    toks = reader.tokens
    k = _back(reader, pos)
    if k >= 0 and toks[k].kind == "word" and toks[k].key in _ORDER:
        k = _back(reader, k)
    if k >= 0 and toks[k].kind == "word" and toks[k].key in _OUR:
        k = _back(reader, k)
    if not (k >= 0 and toks[k].kind == "word" and toks[k].key in _FOR):
        return False
    k = _back(reader, k)
    if k in ends:
        return True
    dated = k  # "B1 dated 07.01.2027": figures and dots of a date back to "dated"
    while dated >= 0 and (toks[dated].kind == "num" or toks[dated].kind == "sym" and toks[dated].text in "./-"):
        dated -= 1
    return dated < k and dated >= 0 and toks[dated].kind == "word" and toks[dated].key in _DATED and _back(
        reader, dated) in ends


def _bill_after(reader, pos: int, starts: dict) -> bool:
    """"O3 ke bill B3", "O12 का बिल B12", "Order O3 (desi ghee) ke bill B3": the order's bill named right after it
    (its goods in brackets between)."""
    toks = reader.tokens
    k = _ahead(reader, _id_end(reader, pos))
    if k < reader.n and toks[k].text == "(":
        shut = next((j for j in range(k + 1, min(reader.n, k + 12)) if toks[j].text in ")\n"), None)
        if shut is None or toks[shut].text != ")" or any(toks[j].kind == "num" for j in range(k, shut)):
            return False
        k = _ahead(reader, shut)
    if not (k < reader.n and toks[k].kind == "word" and toks[k].key in _OF):
        return False
    k = _ahead(reader, k)
    if not (k < reader.n and toks[k].kind == "word" and toks[k].key in _BILL):
        return False
    return _ahead(reader, k) in starts


def _cued(reader, k: int) -> bool:
    """A cue of a request (not a neutral one) stands at token ``k``."""
    at = reader.__dict__.setdefault("_cue_at", {})
    if at.get("cues") is not reader.cues:
        at.clear()
        at["cues"] = reader.cues
        at["pos"] = {c.pos for c in reader.cues if c.kinds - {"neutral"}}
    return k in at["pos"]


def bill_labels(reader) -> frozenset[int]:
    """The tokens of each order label in brackets right after a bill's id, brackets included ("B4 (O4) and B5 (O5)",
    "B4 (snacks, O4) aur B5 (ghee, O5)"): ``lang.id_guard`` lists the bills either side of one as named together
    ("Please send copies of B4 (O4) and B5 (O5)." had asked B4's copy alone, silently). Once a reading."""
    at = reader.__dict__.setdefault("_bill_labels", {})
    if at.get("ids") is not reader.order_ids:
        ends = {_id_end(reader, p) for p, _ in reader.bill_ids}
        out: set[int] = set()
        for p, _ in reader.order_ids:
            if _bracketed(reader, p, ends):
                shut, k = _ahead(reader, _id_end(reader, p)), p
                while reader.tokens[k].text != "(":
                    k -= 1
                out.update(range(k, shut + 1))
        at["ids"], at["labels"] = reader.order_ids, frozenset(out)
    return at["labels"]
