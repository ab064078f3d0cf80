"""Reading cost in instructions, for callgrind: read ``tests/corpus/en.jsonl`` (189 e-mails) as the supplier desk
does (``read_message(text, email=True)``) once to warm the process, then N more times.

Instructions a message = (count at N=2 − count at N=0) / (2 × 189). CPU seconds on this shared 2-core machine swing
by a quarter; instruction counts move by well under 1 %::

    PYTHONHASHSEED=0 valgrind --tool=callgrind python benchmarks/read_instructions.py 0
    PYTHONHASHSEED=0 valgrind --tool=callgrind python benchmarks/read_instructions.py 2

(each prints the e-mails read; callgrind prints "Collected : <instructions>").
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from lang.reader import read_message
from market.catalogue import load_catalogue


def main(passes: int) -> int:
    """Reads the corpus once, then ``passes`` more times; returns the e-mails in the corpus."""
    cat = load_catalogue()
    rows = [json.loads(line)["text"] for line in open(Path(__file__).parent.parent / "tests/corpus/en.jsonl")
            if line.strip()]
    for _ in range(passes + 1):
        for text in rows:
            read_message(text, cat, email=True)
    return len(rows)


if __name__ == "__main__":
    print(main(int(sys.argv[1]) if len(sys.argv) > 1 else 0))
