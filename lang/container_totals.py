"""Containers whose contents the message states, written out as totals (part of reading, ``lang.reader``).

"Send 2 tins of desi ghee, 15 litres each, at ₹7,800 per tin", "Can you do ₹864 per case of 24 for Coca-Cola? We'll take
3 cases", "Sugar 5 kg bag × 4, ₹215 per bag", "एक पेटी में 24 बोतल, ₹864 प्रति पेटी", "25 kg ki bori ₹950": a wholesaler
reads the case, tin, sack or tray at the size the message gives it, not at the catalogue's (a case of 12, a sack of 50
kg, a tray of 30; a tin, crate, bag or bundle has none), else "₹950 a bori (25 kg)" is misread as ₹19 a kg. So the
message is written with totals in the contents' unit ("30 litres", "₹520 per litre"), the contents dropped, and read.

Only when it is plain: each container word has one stated size in the message (a figure tied to it: "case of 24",
"15-litre tin", "bori (25 kg)", "24 bottles a case", "ek peti mein 24", "2 tins …, 15 litres each", "10 dozen in it"),
and every other figure of a sentence holding one is a price, an id, a count of a container or a figure with its own
unit. Otherwise nothing is written again (the reading stands; ``lang.stated_sizes`` refuses one at the catalogue's size)."""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from lang.clean import MAX_CHARS
from lang.items import matcher_for
from lang.container_goods import goods_near, size_owners
from lang.case_hints import may_hold
from lang.one_priced import one_pack, one_priced
from lang.packed_in import packs_named
from lang.language import fold, normalize, tokenize
from lang.number_words import SMALL_DEVANAGARI, SMALL_ROMAN, lookup_word
from lang.units import DENSITY_KG_PER_L, UNIT_WORDS

__all__ = ["container_totals", "read_with_totals", "CONTAINER_WORDS"]

#: Container words by the container they name (folded keys; Devanagari words fold to the same keys).
CONTAINER_WORDS: dict[str, str] = {fold(w): kind for kind, words in {
    "case": "case cases carton cartons peti petis petiyan kartan kes keses पेटी पेटियां पेटियाँ केस कार्टन",
    "box": "box boxes dabba dabbe daba dabe डिब्बा डिब्बे बॉक्स",
    "crate": "crate crates kret क्रेट",
    "tray": "tray trays tre ट्रे",
    "sack": "sack sacks bori bora bore boriyan katta katte बोरी बोरा बोरियां कट्टा कट्टे",
    "bag": "bag bags baig thaila thaile बैग थैला थैले",
    "tin": "tin tins peepa pipa canister canisters टिन पीपा",
    "bundle": "bundle bundles bandal बंडल bdl bdls bndl bndls",
    "jar": "jar jars जार",
}.items() for w in words.split()}
#: Pieces of every container word, in any case (``lang.case_hints.may_hold``: some ten times cheaper than the
#: case-blind regex of them it replaces, 32 µs a message): a message with none names no container.
_DIGIT = re.compile("[0-9]")
_MAY_NAME_WORDS = tuple("cas|cart|kart|pet|kes|box|dab|crat|kret|tra|tre|sack|bor|katt|bag|baig|thail|tin|peep|"
                        "pip|canis|bund|band|jar|पेट|केस|कार्ट|डिब्ब|बॉक्स|क्रेट|ट्र|बोर|कट्ट|बैग|थैल|टिन|पीपा|बंडल|जार".split("|"))
#: The unit a total is written in, by the unit of the stated contents (None: the item's own selling units).
_WRITTEN = {"kg": "kg", "g": "g", "l": "litres", "ml": "ml", "dozen": "dozen", "piece": "units", "packet": "units",
            None: "units"}
_ONE_WRITTEN = {"kg": "kg", "g": "g", "l": "litre", "ml": "ml", "dozen": "dozen", "piece": "unit", "packet": "unit",
                None: "unit"}
_PRICE_MARK = frozenset(fold(w) for w in "rs rs. inr rupees rupaye rupay rupee रु रुपये रुपए".split())
_PER = frozenset(fold(w) for w in "per a an each prati प्रति har हर".split())
_TIE = frozenset(fold(w) for w in "a an per each every in inside har prati ek one mein me men में प्रति हर एक it "
                 "isme ismein इसमें".split())
_HAS = frozenset(fold(w) for w in "mein me men में has have contains holds with having".split())
_WALA = frozenset(fold(w) for w in "wala wale wali vala vale vali waala waale waali ka ki ke वाला वाले वाली का की के".split())
_EACH, _ONE_EACH = (frozenset(fold(w) for w in ws.split()) for ws in ("each har हर prati प्रति", "ek one a an each every har हर एक"))
_TO, _KA = frozenset(fold(w) for w in "to se से tak".split()), frozenset(fold(w) for w in "ka ki ke का की के".split())
_IN_PRICE = frozenset(fold(w) for w in "mein me men में".split())
#: Words between "from 3 cartons to" and the second count ("से घटाकर 2", "se kam karke 2").
_CHANGE = frozenset(fold(w) for w in "ghatakar ghata ghatake kam karke badhakar badha reduce घटाकर घटा कम करके बढ़ाकर".split())
_TOTAL, _BOTH = frozenset(fold(w) for w in "total all kul कुल sab सब".split()), frozenset(fold(w) for w in "both dono दोनों".split())
_WHOLE = frozenset(fold(w) for w in "whole full entire poori puri poora pura पूरी पूरा".split())  # "पूरी बोरी आलू"
_STOPS, _HALF = frozenset(".?!।;\n"), frozenset(fold(w) for w in "half quarter aadha aadhi adha adhi आधा आधी".split())


def _value(tok) -> Decimal | None:
    if tok.kind == "num":
        try:
            return Decimal(tok.text.replace(",", ""))
        except InvalidOperation:
            return None
    return lookup_word(tok, SMALL_ROMAN, SMALL_DEVANAGARI) if tok.kind == "word" else None


def _unit(tok) -> str | None:
    return UNIT_WORDS.get(tok.key) if tok.kind == "word" else None


def _fmt(value: Decimal) -> str:
    value = value.quantize(Decimal("0.0001")).normalize() if value != value.to_integral_value() else value
    return format(value.normalize(), "f") if value == value.to_integral_value() else format(value, "f")


class _Message:
    """One message's tokens, sentences and the figures claimed so far."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.t = tokenize(text)
        self.sentence = []
        s = 0
        for k, tok in enumerate(self.t):
            self.sentence.append(s)
            if tok.kind == "nl" or tok.kind == "sym" and tok.text in _STOPS and not (
                    tok.text == "." and k and self.t[k - 1].key in _PRICE_MARK):
                s += 1

    def word(self, k: int) -> str:
        return self.t[k].key if 0 <= k < len(self.t) and self.t[k].kind == "word" else ""

    def sym(self, k: int) -> str:
        return self.t[k].text if 0 <= k < len(self.t) and self.t[k].kind == "sym" else ""

    def container(self, k: int) -> str | None:
        """The container token ``k`` names, or None ("tin" before a container or unit is the number three)."""
        kind = CONTAINER_WORDS.get(self.word(k))
        if kind == "tin" and not self.t[k].deva and (CONTAINER_WORDS.get(self.word(k + 1)) or _unit(self.t[k + 1])
                                                     if k + 1 < len(self.t) else False):
            return None
        return kind

    def money(self, k: int) -> bool:
        """The figure at ``k`` is an amount of money (after ₹ or Rs, or before rupees or "/-"), not an id."""
        before = self.t[k - 1] if k else None
        return before is not None and (before.text == "₹" or before.key in _PRICE_MARK) or (
            self.word(k + 1) in _PRICE_MARK or self.sym(k + 1) == "/" and self.sym(k + 2) == "-")

    def priced(self, k: int) -> bool:
        """The figure at ``k`` is a price (``money``, or after "@" or "$") or an id ("O12", "#4")."""
        before = self.t[k - 1] if k else None
        return self.money(k) or before is not None and (before.text in ("#", "@", "$") or
                                                        before.kind == "word" and before.end == self.t[k].start)


def _contents(m: _Message, k: int) -> tuple[Decimal, str | None, list[int]] | None:
    """(size, its unit or None, the token positions stating it) tied to the container at ``k``, or None."""
    t, n, s = m.t, len(m.t), m.sentence[k]
    # "case of 24", "crate of 24 packets", "bori of 50 kg" (not "case of 24 rs")
    if m.word(k + 1) == "of" and k + 2 < n and t[k + 2].kind == "num" and not m.priced(k + 2):
        unit = _unit(t[k + 3]) if k + 3 < n else None
        return _value(t[k + 2]), unit, list(range(k + 1, k + 3 + (unit is not None)))
    # "15-litre tin", "25 kg bori", "15 किलो वाला टिन", "24 bottle wali peti"; "15 लीटर वाले 2 टिन", "15 लीटर
    # वाला घी का टिन"
    # (not "₹212 पैकेट वाला 2 बोरी आटा": the price of a packet, session 51)
    if k >= 4 and t[k - 1].kind == "num" and m.word(k - 2) in _WALA and _unit(t[k - 3]) and t[k - 4].kind == "num" \
            and not m.priced(k - 4):
        return _value(t[k - 4]), _unit(t[k - 3]), list(range(k - 4, k - 1))
    if k >= 5 and m.word(k - 1) in _KA and m.word(k - 3) in _WALA and _unit(t[k - 4]) and t[k - 5].kind == "num":
        return _value(t[k - 5]), _unit(t[k - 4]), list(range(k - 5, k - 2))
    j = k - 1 - (m.word(k - 1) in _WALA)
    if j >= 1 and _unit(t[j]) and (t[j - 1].kind == "num" or m.sym(j - 1) == "-" and j >= 2 and t[j - 2].kind == "num"):
        at = j - 1 if t[j - 1].kind == "num" else j - 2
        if not m.priced(at):
            return _value(t[at]), _unit(t[j]), list(range(at, k))
    # "bori (25 kg)", "one case of Coke (24 bottles)", "(10 boxes per bundle)", "ek peti mein 24 bottle"
    for j in range(k + 1, min(n, k + 8)):
        if m.sentence[j] != s or t[j].kind == "num" and m.sym(j - 1) != "(" and m.word(j - 1) not in _HAS:
            break
        bracket_one = j == k + 1 and m.word(k - 1) in _ONE_EACH and m.sym(k - 2) == "("  # "(एक क्रेट 25 किलो)"
        if t[j].kind == "num" and not m.priced(j) and (m.sym(j - 1) == "(" or m.word(j - 1) in _HAS and j == k + 2
                                                       or bracket_one):
            unit = _unit(t[j + 1]) if j + 1 < n else None
            end, opened = j + 1 + (unit is not None), j - 1 if m.sym(j - 1) == "(" else None
            if m.word(j - 1) == fold("with") and m.word(end) == "of":
                return None  # "3 trays with 20 packets of milk": other goods beside (lang.count_with_other), or not plain
            if unit in ("kg", "g", "l", "ml") and (m.word(end) in _KA or m.word(end) == "of") and end + 2 < n and \
                    t[end + 1].kind == "num" and _unit(t[end + 2]) in ("packet", "piece"):
                j, unit, end = end + 1, _unit(t[end + 2]), end + 3  # "हर क्रेट में 500 ml के 24 पैकेट"
            if bracket_one:
                return _value(t[j]), unit, list(range(k - 1, end))
            if opened is not None:  # "bori (25 kg)"; "1 बोरी (5 किलो के 10 पैकेट)": ten packets, the bracket dropped
                close = next((x for x in range(end, min(n, end + 5)) if m.sym(x) == ")"), None)
                if close is None or any(t[x].kind == "num" for x in range(end, close)):
                    break
                tied = any(m.word(x) in _TIE for x in range(end, close))
                many = k and (v := _value(t[k - 1])) is not None and v != 1 and not m.priced(k - 1)
                if many and not tied or any(m.word(x) in _TOTAL for x in range(end, close)) or packs_named(m, end, close):
                    return None  # "2 bori (100 kg)", "6 trays (180 eggs)": the whole count, or either; lang.packed_in
                return _value(t[j]), unit, list(range(opened, close + 1))
            first = k - 1 if m.word(k - 1) in _ONE_EACH else k  # "ek peti mein 24": a statement, no count
            return _value(t[j]), unit, list(range(first, end))
    # "24 bottles a case", "72 bars in a box", "24 eggs a tray", "48 packets per carton", "12 packets of 500 ml in
    # each crate": the figure, a unit or the goods' word, and tie words before the container
    j = k - 1
    while j >= 0 and m.word(j) in _TIE and k - j <= 3:
        j -= 1
    if j < k - 1 and j >= 1:
        if _unit(t[j]) in ("kg", "g", "l", "ml") and t[j - 1].kind == "num" and m.word(j - 2) == "of" and j >= 4 and \
                _unit(t[j - 3]) and t[j - 4].kind == "num":
            j -= 3  # "24 packets of 500 ml in each crate": the packets are the contents, 500 ml their pack
        unit = _unit(t[j])
        if t[j - 1].kind == "num" and not m.priced(j - 1) and (unit or t[j].kind == "word" and m.word(j) not in _TIE):
            return _value(t[j - 1]), unit, list(range(j - 1, k + 1))
    # "2 पेटी × 24 बोतल": the contents after the times sign (not "15 kg tin × 2", a count)
    if (m.sym(k + 1) in ("×", "x", "*") or m.word(k + 1) == "x") and k + 3 < n and t[k + 2].kind == "num" and \
            _unit(t[k + 3]):
        return _value(t[k + 2]), _unit(t[k + 3]), list(range(k + 1, k + 4))
    # "2 tins of desi ghee, 15 litres each", "one crate of bananas, 10 dozen in it", "2 टिन, 15-15 लीटर के"
    for j in range(k + 1, min(n, k + 14)):
        if m.sentence[j] != s:
            break
        if t[j].kind != "num" or m.priced(j):
            continue
        if m.sym(j + 1) == "-" and j + 3 < n and t[j + 2].text == t[j].text and _unit(t[j + 3]) and k and \
                _value(t[k - 1]):  # "15-15 लीटर के": fifteen each
            return _value(t[j]), _unit(t[j + 3]), list(range(j, j + 4 + (m.word(j + 4) in _KA)))
        unit = _unit(t[j + 1]) if j + 1 < n else None
        if unit is not None and m.word(j + 2) in _EACH and k and _value(t[k - 1]):
            return _value(t[j]), unit, list(range(j, j + 3))
        if unit is not None and m.word(j + 2) in ("in", "inside") and m.word(j + 3) == "it":
            return _value(t[j]), unit, list(range(j, j + 4))
        break
    return None


def _count(m: _Message, k: int, stated: list[int]) -> tuple[Decimal, int, int] | None:
    """(how many containers, first token, last token + 1) counted at the container ``k``: "3 cases", "ek peti",
    "one 15 kg tin", "2 of the 15-litre tins", "both the 15 kg tins", "15 kg tin × 2"; None when uncounted."""
    if k and k - 1 not in stated and not m.priced(k - 1) and (value := _value(m.t[k - 1])) is not None and value > 0:
        return value, k - 1, k + 1  # "15 लीटर वाले 2 टिन"
    first = min([k, *[x for x in stated if x < k]])
    j = first - 1
    if j >= 0 and m.word(j) == "the":
        j -= 1
        if j >= 1 and m.word(j) == "of":
            j -= 1
    if j >= 0 and m.word(j) in _BOTH:
        return Decimal(2), j, k + 1
    if j >= 0 and m.word(j) in _WHOLE:
        return Decimal(1), j, k + 1
    if j >= 0 and m.word(j) in ("a", "an") and not (j and (m.t[j - 1].kind == "num" or _unit(m.t[j - 1]) or m.word(
            j - 1) in _HALF or m.word(j - 1) in _PRICE_MARK or m.sym(j - 1) in ("₹", "/"))):  # "a bori of onions (50
        return Decimal(1), j, k + 1  # kg)": one sack; not "₹950 a bori", "24 bottles a case", "half a bori"
    if j >= 0 and not m.priced(j) and (value := _value(m.t[j])) is not None and value > 0:
        return value, j, k + 1
    if m.sym(k + 1) in ("×", "x", "*") or m.word(k + 1) == "x":
        if k + 2 < len(m.t) and m.t[k + 2].kind == "num":
            return _value(m.t[k + 2]), k, k + 3
    return None


def _price_per(m: _Message, k: int) -> int | None:
    """The position of the figure of a price per the container at ``k`` ("₹1,950 a tin", "₹900/case", "Rs 864
    प्रति पेटी", "₹860 per case of 24"), or None."""
    j = k - 1
    if m.word(j) in ("ek", "one"):
        j -= 1
    if m.word(j) in _PER or m.sym(j) == "/" or m.word(j) in _KA:  # "₹8,100 का टिन", "₹1,000 की बोरी"
        j -= 1
        if m.sym(j) == "-" and m.sym(j - 1) == "/":
            j -= 2
        if m.word(j) in _PRICE_MARK and j >= 1 and m.t[j - 1].kind == "num":
            j -= 1
        if j >= 0 and m.t[j].kind == "num" and m.priced(j):
            return j
    return None


def _each_price(m: _Message, end: int) -> int | None:
    """The figure of "at ₹460 each" ("3 बैग भेजो, ₹460 का एक") after a count of containers ending at ``end``, or
    None."""
    j = end
    while j < min(len(m.t), end + 2) and (m.sym(j) == "," or m.t[j].kind == "word" and m.word(j) not in _PRICE_MARK
                                         and m.word(j) not in ("at", "for")):
        j += 1
    j += m.word(j) in ("at", "for", "@") or m.sym(j) == "@"
    if m.sym(j) == "₹" or m.word(j) in _PRICE_MARK:
        j += 1 + (m.sym(j + 1) == ".")
    if j < len(m.t) and m.t[j].kind == "num" and m.priced(j) and (m.word(j + 1) == "each" or m.word(
            j + 1) in _KA and m.word(j + 2) in ("ek", "one") and m.t[j + 2].end == m.t[-1].end or m.word(
            j + 1) in _KA and m.word(j + 2) in ("ek", "one") and not _value(m.t[j + 3]) if j + 3 < len(m.t) else False):
        return j
    return None


def _price_after(m: _Message, k: int, where: list[int]) -> int | None:
    """The figure of a price right after an uncounted container ``k`` (and its stated contents ``where``): "24 बोतल
    की पेटी ₹864 में", "दूध का क्रेट (24 पैकेट) ₹600 में", "case of 24 at ₹864"; or None."""
    j = max([k, *where]) + 1
    at = m.word(j) in ("at", "for", "@") or m.sym(j) == "@"
    j += at
    if m.sym(j) == "₹" or m.word(j) in _PRICE_MARK:
        j += 1 + (m.sym(j + 1) == ".")
    if j < len(m.t) and m.t[j].kind == "num" and m.priced(j) and (m.word(j + 1) in _IN_PRICE or at) and m.word(
            j + 1) not in ("each", "total", "all") and m.sentence[j] == m.sentence[k]:
        return j
    return None


def container_totals(text: object) -> str | None:
    """``text`` written again with each container whose contents it states counted and priced in the contents'
    unit (see the module docstring), or None when it states none or not plainly. A size stated for one goods'
    container ("Maggi 2 carton (48-48 packet) aur Parle-G 4 peti") is not another goods'. Never raises."""
    if not isinstance(text, str) or len(text) > MAX_CHARS or not may_hold(text, _MAY_NAME_WORDS):
        return None
    norm = normalize(text)
    if _DIGIT.search(norm) is None:  # (every contents stated is a number in digits, each digit in a number token)
        return None
    m = _Message(norm)
    at = [k for k in range(len(m.t)) if m.container(k)]
    found_at = {k: found for k in at if (found := _contents(m, k)) is not None}
    if not found_at:
        return None
    goods = goods_near(m, at)  # (lang.container_goods; the item matcher runs only for a message that states a
    # container's contents)
    of_goods: dict[str, str | None] = {}  # container kind: the goods its size was stated for
    sizes: dict[str, tuple[Decimal, str | None]] = {}
    stated: dict[int, list[int]] = {}
    for k, found in found_at.items():
        size, unit, where = found
        kind = m.container(k)
        if unit not in _WRITTEN or unit in ("g", "ml") or unit in ("kg", "l") and size == 1 and not one_pack(m, kind, where, _WALA) or (
                m.word(max(where) + 1) in _WALA and _unit(m.t[max(where) + 2]) if max(where) + 2 < len(m.t) else False):
            continue  # "2 cases Pepsi (750 ml)", "2 peti (1 litre ki bottle)": the goods' own pack, not contents;
            # "₹4 प्रति पेटी में 8 पेटी": containers, not contents
        if size is None or size <= 0 or sizes.setdefault(kind, (size, unit)) != (size, unit) or of_goods.setdefault(
                kind, goods.get(k)) != goods.get(k):
            return None  # two sizes of one container, or one size for two goods' containers: not plain
        stated[k] = where
    if not stated:
        return None
    dropped = {x for where in stated.values() for x in where}
    edits: dict[int, tuple[int, str]] = {}  # first token: (token after the last, written)
    claimed = set(dropped)
    said_as = {m.word(k).rstrip("s") for k in stated}  # ("case of 24 … 3 cases": one word)
    owners = size_owners(m, stated, goods) if None in of_goods.values() else set()  # (lang.container_goods)
    for k in at:
        kind = m.container(k)
        if kind not in sizes or k in dropped or None not in (goods.get(k), of_goods[kind]) and \
                goods.get(k) != of_goods[kind] or goods.get(k) is None and of_goods[kind] is not None and \
                m.word(k).rstrip("s") not in said_as or of_goods[kind] is None and goods.get(k) is not None and \
                owners - {goods.get(k)}:  # "कोल्ड ड्रिंक की 3 पेटी और मैगी के 2 कार्टन (एक कार्टन में 48 पैकेट)"; "… refined
            # oil (1 L) is acceptable. Please send one case (12 litres). … O16 (2 cases of Maggi)": not 12 litres of Maggi
            continue
        size, unit = sizes[kind]
        counted = _count(m, k, [x for x in stated.get(k, []) if x < k])
        price = _price_per(m, k)
        if price is None and counted is None:
            price = _price_after(m, k, stated.get(k, []))
            if price is not None:  # "24 बोतल की पेटी ₹864 में": ₹36 a bottle
                edits[price] = (price + 1, _fmt(_value(m.t[price]) / size))
                edits[k] = (k + 1, _ONE_WRITTEN[unit])
                claimed.update((price, k))
                continue
        if counted is not None and price is None:
            n, first, end = counted
            edits[first] = (end, "" if one_priced(m, k, n, at, _count) else f"{_fmt(n * size)} {_WRITTEN[unit]}")  # (lang.one_priced)
            claimed.update(range(first, end))
            each = _each_price(m, end)
            if each is not None:  # "send 3 bags at ₹460 each": ₹460 a bag
                edits[each] = (each + 1, f"{_fmt(_value(m.t[each]) / size)}")
                edits[each + 1] = (each + 2, f"per {_ONE_WRITTEN[unit]}")
                claimed.add(each)
            after = end + (m.word(end) in _TO and m.word(end + 1) in _CHANGE)  # "from 3 cartons to 2", "3 कार्टन से
            # घटाकर 2": the second count is of cartons too
            if (m.word(after) in _TO or m.word(after) in _CHANGE) and after + 1 < len(m.t) and (v := _value(m.t[after + 1])) is not None and \
                    not m.priced(after + 1) and not _unit(m.t[after + 2]) if after + 2 < len(m.t) else False:
                edits[after + 1] = (after + 2, f"{_fmt(v * size)} {_WRITTEN[unit]}")
                claimed.add(after + 1)
        elif price is not None:
            value = _value(m.t[price])
            edits[price] = (price + 1, _fmt(value / size))
            edits[k] = (k + 1, _ONE_WRITTEN[unit])
            claimed.update((price, k))
        elif k not in stated:
            return None  # a container named with no count or price beside ("the case"): not plain
        else:  # "rate per case of Parle-G (48 packets)?" per unit; "atta in 10 kg bags — send 3 bags": dropped
            per = m.word(k - 1) in _PER or m.sym(k - 1) == "/"
            if not per and any(m.sentence[j] == m.sentence[k] and m.t[j].kind == "num" and m.money(j)
                               for j in range(len(m.t))):
                return None  # "| Maachis bundle (10 dibbi) | ₹17 |": a price of the bundle or of a box
            edits[k] = (k + 1, _ONE_WRITTEN[unit] if per else "")
    sentences = {m.sentence[k] for k in at}
    for j, tok in enumerate(m.t):  # every other figure near a container is a price, an id or has its own unit
        if tok.kind == "num" and m.sentence[j] in sentences and j not in claimed and not m.priced(j) and not (
                j + 1 < len(m.t) and _unit(m.t[j + 1])):
            return None
    spans = {x for first, (end, _) in edits.items() for x in range(first, end)}
    for x in dropped - spans:
        edits.setdefault(x, (x + 1, ""))
    out, at_char = [], 0
    for first in sorted(edits):
        end, written = edits[first]
        start = m.t[first].start
        if start < at_char:
            return None  # edits overlap: not plain
        out.append(m.text[at_char:start] + written)
        at_char = m.t[end - 1].end
    out.append(m.text[at_char:])
    return re.sub(r"\(\s*\)|[ \t]{2,}", " ", "".join(out))


_MASS_WRITTEN = re.compile(r"\d (?:kg|g)\b")


def read_with_totals(text: object, read, reading):
    """The reading (``read``: one reading of a text, a ``lang.reader.Reading``) of ``text`` written with its
    containers' totals (``container_totals``), in ``reading``'s language (the reading of ``text`` as written), when
    it states a container's contents and that reads; None otherwise. Not when a total in kg is of goods sold by the
    litre (15 kg of ghee is 16.48 litres: the reader rounds only a stated figure, so the writer is asked instead).
    Never raises unless ``read`` does."""
    totals = container_totals(text)
    if totals is None:
        return None
    again = read(totals)
    if not again.readable or _MASS_WRITTEN.search(totals) and any(getattr(i, "sku", None) in DENSITY_KG_PER_L for i in (*again.items, *again.intents)):
        return None
    return again.model_copy(update={"language": reading.language})
