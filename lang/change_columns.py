"""A table that changes counts or rates, with a column of what was and a column of what is now (part of stage 1,
cleaning). A shopkeeper writing "| Item | Was | Now |" under "Changes to O56" means each row's count goes from the
one to the other: "| Rice | 50 kg | 40 kg |" is 10 kg of rice cut from O56, "| Sugar | 20 kg | 25 kg |" 5 kg more,
"| Besan | 5 kg | — |" all of its besan cut, and a row whose count stays ("| Chana dal | 10 kg | 10 kg |", "40 kg (no
change)") changes nothing. The reader knows the change said in words ("rice 50 kg to 40 kg", "चावल 50 किलो से 40
किलो"), so ``counts_changed`` writes each such row that way; it had read both figures as the row's and refused
("50 kg of rice is 50 kgs, not 40 kg"; holdouts 16, 46, 94, 100, 104). A row of rates ("| Sugar | ₹44/kg | ₹41/kg |"
under "| Item | Current | Proposed |") is left as it is: beside it, other figures of the mail were read wrongly.

Headers read (en / hinglish / hi): was, before, current, ordered, old, existing / pehle, abhi, order kiya / पहले,
अभी, ऑर्डर किया — then now, revised, proposed, new / ab, naya, nayi / अब, नया, नई, प्रस्तावित. A "Billed |
Received" table (a bill disputed) is none of these and is left alone. A count without a unit takes the unit of the
other cell ("| Atta | 10 packets | 6 |"); two bare counts leave the table as it is. Shapes: ``counts_changed(text: str) -> str``, linear in the text.
"""
from __future__ import annotations

import re

from lang.table_blocks import tables_rewritten

__all__ = ["counts_changed", "WAS_COLUMN", "NOW_COLUMN"]

#: A column of what an order (or a rate) was before the change.
WAS_COLUMN = re.compile(r"^\s*\**\s*(?:was|before|current|ordered|old|existing|original|pehle|pahle|abhi|"
                        r"order\s+kiya|पहले|अभी|ऑर्डर\s+किया)(?:\s+(?:qty|quantity|rate|matra|मात्रा))?\s*\**\s*$",
                        re.IGNORECASE)
#: A column of what it is to be now.
NOW_COLUMN = re.compile(r"^\s*\**\s*(?:now|revised|proposed|new|updated|ab|naya|nayi|अब|नया|नई|प्रस्तावित)"
                        r"(?:\s+(?:qty|quantity|rate|matra|मात्रा|need|needed|want|chahiye|chaahiye|चाहिए))?\s*\**\s*$",
                        re.IGNORECASE)  # ("Now need", "Ab chahiye", "अब चाहिए": corpus_probes52_ta s3015)
#: A column that only restates each row's change ("| Change |" → "cancel 12 L", "–"; "बदलाव", "Badlav"): the was and
#: now columns say it, so it is dropped with them (read beside them, "cancel 12 L" cut 12 more).
_CHANGE_COLUMN = re.compile(r"^\s*\**\s*(?:change|changes|difference|diff|badlav|badlaav|बदलाव|फ़र्क|फर्क)\s*\**\s*$",
                            re.IGNORECASE)
#: A remark after a now cell's count that restates the change ("12 pkt – cut 12", "12 पैकेट – 12 कम", "(cut 12)").
_NOW_REMARK = re.compile(r"\s*(?:[–—-]\s+|\()[^0-9\u0966-\u096f]*[0-9\u0966-\u096f][^|]*$")
_PRICE = re.compile(r"₹|\brs\.?\s*\d|\binr\b|/\s*(?:kg|kilo|l|litre|packet|pkt)\b|प्रति|/\s*(?:किलो|लीटर|पैकेट)",
                    re.IGNORECASE)
_SAME = re.compile(r"\b(?:no\s+change|same|unchanged|koi\s+badla[a]?v\s+nahi)\b|कोई\s+बदलाव\s+नहीं|वही|वैसा\s+ही",
                   re.IGNORECASE)
_NONE = re.compile(r"^\s*(?:[-—–]+|0|nil|none|nahi|hata\s+do|remove[d]?|cancel(?:led)?|नहीं|हटा\s+दो|शून्य)\s*$",
                   re.IGNORECASE)
_COUNT = re.compile(r"^\s*([0-9\u0966-\u096f]+(?:\.[0-9]+)?)\s*([^\d\s\u0966-\u096f|]*)\s*$")
_FIG = re.compile(r"[0-9\u0966-\u096f]+(?:\.[0-9]+)?")


def _plain(cell: str) -> str:
    return cell.replace("**", "").replace("__", "").strip()


def _row(cells: list[str], was: int, now: int, to: str, gone: tuple[int, ...] = ()) -> list[str] | None | bool:
    """A row's cells with the change written in words; ``None`` when the row changes nothing; ``False`` when the row
    is not a change of counts (a rate, words): then the table is left as it is. ``gone``: columns dropped besides
    (a column restating the change)."""
    if max(was, now) >= len(cells):
        return False
    w, n = _plain(cells[was]), _NOW_REMARK.sub("", _plain(cells[now]))
    if not _FIG.search(w) or _PRICE.search(w) or _PRICE.search(n):
        return False  # a rate changed ("| Sugar | ₹44/kg | ₹41/kg |"): left as it is
    if _SAME.search(n) or _FIG.findall(n) == _FIG.findall(w):
        return None  # the count stays: nothing to do for this row
    if _NONE.match(n):
        n = "0"
    cw, cn = _COUNT.match(w), _COUNT.match(n)
    if cw is None or cn is None or not (cw.group(2) or cn.group(2)):
        return False  # (two bare counts, "| Atta (5 kg packs) | 10 | 6 |": packs or kilos? left as it is)
    if cw.group(2) and not cn.group(2) and n != "0":
        n = f"{n} {cw.group(2)}"
    elif cn.group(2) and not cw.group(2):
        w = f"{w} {cn.group(2)}"
    keep = [c for k, c in enumerate(cells) if k not in (was, now, *gone)]
    keep.insert(1, f" {w} {to} {n} ")
    return keep


def _table(rows: list[str]) -> list[str]:
    """One table's lines, written as changes when its header has a was and a now column and every row is a count."""
    head = rows[0].strip().strip("|").split("|")
    was = next((k for k, c in enumerate(head) if WAS_COLUMN.match(c)), None)
    now = next((k for k, c in enumerate(head) if NOW_COLUMN.match(c)), None)
    if was is None or now is None or not 0 < was < now or len(head) < 3:
        return rows
    deva = any("\u0900" <= ch <= "\u097f" for ch in rows[0])
    gone = tuple(k for k, c in enumerate(head) if k > now and _CHANGE_COLUMN.match(c))
    keep = [c for k, c in enumerate(head) if k not in (was, now, *gone)]
    out = ["|" + "|".join(keep[:1] + [" बदलाव " if deva else " Change "] + keep[1:]) + "|"]
    for ln in rows[1:]:
        cells = ln.strip().strip("|").split("|")
        if re.fullmatch(r"[\s|:\-]+", ln.strip()):
            out.append("|" + "|".join(["---"] * (len(cells) - 1)) + "|")
            continue
        row = _row(cells, was, now, "से" if deva else "to", gone)
        if row is False:
            return rows
        if row is not None:
            out.append("|" + "|".join(row) + "|")
    return out


def counts_changed(text: str) -> str:
    """``text`` with each row of a was/now table written as its change ("| Rice | 50 kg to 40 kg |"); see the
    module's docstring. Other tables and lines are left as they are."""
    return tables_rewritten(text, _table)
