"""A markdown table with a pack-size column beside a count column: "| Item | Size | Qty |" / "| Besan | 1 kg | 5 |",
"| सामान | पैक | मात्रा |" / "| बेसन | 1 किलो | 5 |", "| Item | Packing | Nos |" (breaker AQ, weekly restock lists).

The row was read as 1 kg of besan and a 5 nobody explained ("what is 5 for?"). A shopkeeper reads five 1 kg packs:
``pack_column_rows`` writes such a row's two cells as one, "1 kg × 5", which the reader reads as a count of packs of
that size (``lang.pack_counts``: ten 500 g packets of besan, or refused when the pack makes no whole number of ours).
Only a bare count is joined ("| Tea | 500 g | 4 packets |" is left as written), and only under a header that names
both columns. Part of stage 1 (cleaning); linear in the text.
"""
from __future__ import annotations

import re

__all__ = ["pack_column_rows"]

#: A header cell of a pack size ("Size", "Pack", "Pack size", "Packing", "Weight", "पैक", "वज़न", "साइज़").
_SIZE_HEAD = re.compile(r"^\s*(?:pack(?:ing|et)?(?:\s*size)?|size|weight|wt\.?|wazan|vajan|pack\s*wt\.?|पैक|पैकिंग|"
                        r"साइज़|साइज|वज़न|वजन)\s*$", re.IGNORECASE)
#: A header cell of a count ("Qty", "Quantity", "Nos", "Count", "Packets", "मात्रा", "संख्या", "kitne").
_COUNT_HEAD = re.compile(r"^\s*(?:qty\.?|quantity|nos\.?|count|no\.?\s*of\s*packs?|packets|pcs|units|matra|maatra|"
                         r"sankhya|मात्रा|संख्या|पैकेट)\s*$", re.IGNORECASE)
#: A cell that is one weight or volume ("1 kg", "500 g", "1 litre", "५०० ग्राम").
_SIZE_CELL = re.compile(r"^\s*[0-9\u0966-\u096f]+(?:[.,][0-9\u0966-\u096f]+)?\s*(?:kg|kgs|kilo|g|gm|gms|gram|grams|l|ltr|"
                        r"litre|litres|liter|liters|ml|किलो|ग्राम|लीटर|मिली)\.?\s*$", re.IGNORECASE)
_COUNT_CELL = re.compile(r"^\s*[0-9\u0966-\u096f]+\s*$")


def _cells(line: str) -> list[str]:
    return line.strip().strip("|").split("|")


def pack_column_rows(text: str) -> str:
    """``text`` with each table row under a "size" and a "count" header whose size cell is a weight and whose count
    cell is a bare number written as one cell, "<size> × <count>" (module docstring)."""
    lines = text.split("\n")
    size_col = count_col = None
    for k, line in enumerate(lines):
        if not line.strip().startswith("|"):
            size_col = count_col = None
            continue
        cells = _cells(line)
        heads = [j for j, c in enumerate(cells) if _SIZE_HEAD.match(c)], [j for j, c in enumerate(cells)
                                                                          if _COUNT_HEAD.match(c)]
        if len(heads[0]) == 1 and len(heads[1]) == 1:
            size_col, count_col = heads[0][0], heads[1][0]
            continue
        if size_col is None or len(cells) <= max(size_col, count_col):
            continue
        if _SIZE_CELL.match(cells[size_col]) and _COUNT_CELL.match(cells[count_col]):
            joined = f" {cells[size_col].strip()} × {cells[count_col].strip()} "
            out = [joined if j == size_col else c for j, c in enumerate(cells) if j != count_col]
            lines[k] = "|" + "|".join(out) + "|"
    return "\n".join(lines)
