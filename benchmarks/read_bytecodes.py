"""Python bytecodes a read: the reader's work counted rather than timed (a count does not move with the machine's load).

Usage: ``python benchmarks/read_bytecodes.py [--top 25] [--by function|module]``. Reads every labelled corpus text
(``tests/corpus/<language>.jsonl``, 567 texts) once untimed with ``lang.reader.read_message`` as the suppliers' desk
reads an e-mail (the warm pass: the reader's tables built, the word memos filled), then once more under
``sys.settrace`` with opcode events on (``frame.f_trace_opcodes``), counting every Python bytecode executed; prints
the mean a message, per language and in all. ``--top N`` also prints the N functions (or modules, ``--by module``)
that executed the most bytecodes themselves (not counting their callees), a message. Work done in C (regular
expressions, ``str`` methods, pydantic's validation core) counts nothing here: ``benchmarks/reader_side_by_side.py``
times the whole in CPU seconds.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "hi", "hinglish")


def count(fn, by: str = "function") -> tuple[int, Counter]:
    """Run ``fn()`` under opcode tracing: (bytecodes executed, Counter of bytecodes by function or module)."""
    where: Counter = Counter()
    total = 0

    def tracer(frame, event, arg):
        nonlocal total
        frame.f_trace_opcodes = True
        if event == "opcode":
            total += 1
            code = frame.f_code
            where[code.co_filename if by == "module" else (code.co_filename, code.co_firstlineno, code.co_name)] += 1
        return tracer

    sys.settrace(tracer)
    try:
        fn()
    finally:
        sys.settrace(None)
    return total, where


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=0)
    parser.add_argument("--by", choices=("function", "module"), default="function")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from lang.reader import read_message
    from market.catalogue import load_catalogue
    cat = load_catalogue()
    texts = {lg: [json.loads(line)["text"] for line in (ROOT / "tests" / "corpus" / f"{lg}.jsonl").read_text()
                  .splitlines() if line] for lg in LANGUAGES}
    for lg in LANGUAGES:  # the warm pass
        for text in texts[lg]:
            read_message(text, cat, True)
    grand, n, where = 0, 0, Counter()
    for lg in LANGUAGES:
        total, here = count(lambda: [read_message(t, cat, True) for t in texts[lg]], args.by)
        print(f"{lg:<10} {total / len(texts[lg]):>10,.0f} bytecodes a message ({len(texts[lg])} texts)")
        grand, n = grand + total, n + len(texts[lg])
        where.update(here)
    print(f"{'all':<10} {grand / n:>10,.0f} bytecodes a message ({n} texts)")
    for key, c in where.most_common(args.top):
        name = key if isinstance(key, str) else f"{key[2]} ({Path(key[0]).name}:{key[1]})"
        print(f"  {c / n:>8,.0f}  {100 * c / grand:5.1f} %  {name}")


if __name__ == "__main__":
    main()
