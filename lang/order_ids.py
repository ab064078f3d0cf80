"""Bill and order ids in a message (B12, A3, "bill no. 12", O3, "order #3"), with their token positions; template
placeholders a model left unfilled ("{ORDER_ID}", "S1_BILL3") are no ids."""
from __future__ import annotations

from lang.list_numbers import list_numbers
from lang.reader_parts import *  # noqa: F401,F403  (tables, working structures, imports)

#: "order 30 ka tha" / "ऑर्डर 30 का था": a count the order was of, not an order number.
_OF_WAS = frozenset(fold(w) for w in "ka ki ke का की के".split())
#: ... and of a count billed: "bill 20 ka laga hai", "बिल 20 का बना" (the bill is for 20 kg, no bill B20; sealed78 i8037).
_WAS = frozenset(fold(w) for w in "tha thi the था थी थे laga lagaya lagi लगा लगाया लगी bana banaya बना बनाया hai है".split())


#: Words of bills and paying: with any of them a bare "#41" is not taken for an order.
_BILL_TALK = frozenset(fold(w) for w in "bill bills invoice challan paid pay payment payments बिल भुगतान पेमेंट चुका "
                       "chuka".split())
#: Words before "#" whose number is no bare order number: an id's own lead ("order #41", read by ``_find_ids``) or a
#: number of something else ("PO #2231", "ref #5521", "Item #2", "UTR #…").
_NO_ORDER_BEFORE = frozenset(_BILL_LEADS) | frozenset(_ORDER_LEADS) | frozenset(_ID_MARKS) | frozenset(
    fold(w) for w in "po ref reference receipt utr txn transaction cheque chq item serial sl sr row line step point "
                     "table shop gst".split())


#: Words and marks that join two ids into a range ("B2 to B4", "B2 se B4", "O5-O7", "O5 – O7").
_RANGE_WORDS = frozenset({fold(w) for w in "to through thru till until se से".split()} | {"-", "–", "—"})


def _glued_word(tok) -> bool:
    """A word written onto an id with no space that is a word the reader knows ("O12kab", "B12paid", "O12का"; breaker
    AT, small models): the id stands. Not a unit ("A4kg") nor a word it does not know ("B52bomber")."""
    if len(tok.key) < 2 or tok.key in UNIT_WORDS:
        return False
    from lang.guards import lexicon  # (lang.guards reads every table, this module's too: imported when first needed)
    return tok.key in lexicon()


class IdsMixin:
    """Finds the message's bill and order ids (``bill_ids``, ``order_ids``: lists of (token index, id))."""

    def _find_ids(self) -> None:
        """Bill ids (B12, A3, bill no. 12) and order ids (O3, order #3), with their token positions."""
        toks = self.tokens
        self.bill_ids: list[tuple[int, str]] = []
        self.order_ids: list[tuple[int, str]] = []
        held, listed = self._placeholders(), None
        for i, t in enumerate(toks):
            if t.kind != "word" or i in self.taken or i in held:
                continue
            j = i + 1
            if t.text in ("B", "b", "O", "o", "A") and j < self.n:
                k = j
                if toks[k].kind == "sym" and toks[k].text in ("-", "#") and toks[k].start == t.end:
                    k += 1
                if k < self.n and toks[k].kind == "num" and toks[k].start == toks[k - 1].end \
                        and toks[k].text.isdigit() and len(toks[k].text) <= 9 \
                        and not (k + 1 < self.n and toks[k + 1].kind == "word" and toks[k + 1].start == toks[k].end
                                 and not _glued_word(toks[k + 1])):  # "O12kab aayega?", "B12paid", "O12का बिल"
                    ident = f"{t.text.upper()}{int(toks[k].text)}"
                    (self.order_ids if t.text in ("O", "o") else self.bill_ids).append((i, ident))
                    self.taken.update(range(i, k + 1))
                continue
            lead = "B" if t.key in _BILL_LEADS else "O" if t.key in _ORDER_LEADS else None
            if lead is None:
                continue
            k, marked = j, False
            while k < self.n and k <= j + 2 and ((toks[k].kind == "sym" and toks[k].text in ("#", ":", ".", "-"))
                                                 or (toks[k].kind == "word" and toks[k].key in _ID_MARKS)):
                marked = True
                k += 1
            if k < self.n and toks[k].kind == "num" and toks[k].text.isdigit() and len(toks[k].text) <= 9:
                after = toks[k + 1] if k + 1 < self.n else None
                if after is not None and after.kind == "word" and (
                        after.key in UNIT_WORDS or after.key in _CUR_AFTER or k + 1 in self.item_first):
                    continue
                if not marked and after is not None and after.kind == "sym" and after.text in ("₹", "%", "/", "x"):
                    continue
                if after is not None and (after.text == "×" or after.key == "x") and k + 2 in self.item_first and all(
                        toks[q].text in (":", "-") for q in range(j, k)):  # "Order: 30 × milk @ ₹26", "ऑर्डर: 30 x
                    continue  # दूध": a count of goods, no order O30 (but "Order #30 x milk", "order no. 30 …" name one)
                if not marked and after is not None and after.key in _OF_WAS and k + 2 < self.n and \
                        toks[k + 2].key in _WAS:
                    continue  # "jabki order 30 ka tha": the order was of 30, no order O30
                listed = list_numbers(toks) if listed is None else listed  # (once: a scan per id was quadratic)
                if k in listed and all(toks[q].kind == "sym" and toks[q].text == ":" for q in range(j, k)):
                    continue  # "Order: 1. Rice - 50 kg 2. Moong dal - 15 kg": a list's first number, no order O1
                if not marked and getattr(self, "at_counter", False):
                    continue  # at the counter "bill 862 ka bana" is an amount: no bill there has a number
                ident = f"{lead}{int(toks[k].text)}"
                (self.bill_ids if lead == "B" else self.order_ids).append((i, ident))
                self.taken.update(range(j if lead == "B" else i, k + 1))  # "Kindly cancel Order No. 52": the word
                # names the order, it orders nothing (a bill's word stays for "bill 95 bhejo")

        if "#" in self._syms and self._keys.isdisjoint(_BILL_TALK):  # "Any update on #41?", "#41 का कुछ पता?": a
            self._bare_numbers(toks)  # number alone after "#" is an order's, when nothing speaks of bills or paying
        if len(self.bill_ids) + len(self.order_ids) >= 2 and (
                not _RANGE_WORDS.isdisjoint(self._keys) or not _RANGE_WORDS.isdisjoint(self._syms)):
            self.bill_ids, self.order_ids = self._ranges(self.bill_ids), self._ranges(self.order_ids)

    def _ranges(self, ids: list[tuple[int, str]]) -> list[tuple[int, str]]:
        """``ids`` with the ids between two joined by a word of range ("bills B2 to B4", "B2 se B4 tak", "O5-O7"):
        the middle ones named at the first's position (B3 had been left out, silently: breaker AI). At most ten
        between; only ids of one letter."""
        out = []
        for (p, a), nxt in zip(ids, ids[1:] + [None]):
            out.append((p, a))
            if nxt is None or nxt[1][0] != a[0]:
                continue
            lo, hi = int(a[1:]), int(nxt[1][1:])
            between = [t for t in self.tokens[p + 1:nxt[0]] if t.kind != "num"]
            if 2 <= hi - lo <= 10 and between and all(t.key in _RANGE_WORDS or t.text in _RANGE_WORDS for t in between):
                out.extend((p, f"{a[0]}{q}") for q in range(lo + 1, hi))
        return out

    def _bare_numbers(self, toks: list) -> None:
        """Order ids written "#41" with no word before them (``_find_ids``), kept in token order."""
        found = False
        for i, t in enumerate(toks[:-1]):
            nxt = toks[i + 1]
            if t.kind == "sym" and t.text == "#" and nxt.kind == "num" and nxt.start == t.end and nxt.text.isdigit() \
                    and len(nxt.text) <= 9 and i + 1 not in self.taken and not (
                        i and toks[i - 1].kind == "word" and toks[i - 1].key in _NO_ORDER_BEFORE) \
                    and not (i + 2 < self.n and toks[i + 2].kind == "word" and toks[i + 2].key in UNIT_WORDS):
                self.order_ids.append((i, f"O{int(nxt.text)}"))
                self.taken.update((i, i + 1))
                found = True
        if found:
            self.order_ids.sort()

    def _placeholders(self) -> set[int]:
        """Token indices of template text that is no id: a glued name in braces ("{S1_BILL0}", "{B3}", "{ORDER_ID}") or
        in a run of characters glued by "_" ("S1_BILL3", "order_O5") — a placeholder a model left unfilled, or
        a name that only ends like an id. Linear: one pass for braces, one for glued runs."""
        toks, out = self.tokens, set()
        if "{" not in self._syms and "_" not in self._syms:
            return out  # neither a brace nor a "_": both passes below would find nothing
        opened = None
        for k, t in enumerate(toks):
            if t.kind == "nl":
                opened = None
            elif t.kind == "sym" and t.text == "{":
                opened = k
            elif t.kind == "sym" and t.text == "}" and opened is not None:
                inside = toks[opened + 1:k]
                if all(a.end == b.start for a, b in zip(toks[opened:k], toks[opened + 1:k + 1])) and all(
                        q.kind in ("word", "num") or q.text in ("_", "-") for q in inside):
                    out.update(range(opened, k + 1))  # one glued name: not '{"bill_id": "B12"}', words in JSON
                opened = None
        start = 0
        for k in range(1, self.n + 1):  # runs of tokens with nothing between them
            if k == self.n or toks[k].start != toks[k - 1].end:
                if any(toks[q].kind == "sym" and toks[q].text == "_" for q in range(start, k)):
                    out.update(range(start, k))
                start = k
        return out
