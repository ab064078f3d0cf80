"""The list of the reader's small passes after the clause acts (``lang.after_acts``), written out for a newcomer.

``lang.after_acts.after_acts`` runs about 170 small passes, each in a module of its own whose docstring says what a
shopkeeper reads and why, with examples in the three languages. This module reads the order they run in from the
source of ``after_acts`` and, for each pass, the first paragraph of its module's docstring (and of its own, where a module holds several), and writes them as one
Markdown page, ``lang/PASSES.md`` (so the list lives in one place, the passes' own docstrings, and cannot drift from
the code: ``tests/test_reader_pass_list.py`` checks the page is what this module writes)::

    python -m lang.pass_list > lang/PASSES.md

Shapes: ``passes()`` → list of ``Pass`` (run order); ``markdown()`` → the page (str). Raises ``ValueError`` if a
statement of ``after_acts`` is not a call of one imported pass on ``reader``.
"""
from __future__ import annotations

import ast
import inspect
import sys
from typing import NamedTuple

__all__ = ["Pass", "passes", "markdown", "PAGE"]

#: Where the page lives, beside READING.md (relative to the repository root).
PAGE = "lang/PASSES.md"


class Pass(NamedTuple):
    """One pass: its place in the run (1-based), its function's name, its module and what it reads (the first
    paragraph of the module's docstring, on one line)."""

    place: int
    name: str
    module: str
    reads: str


def _first_paragraph(doc: str | None) -> str:
    text = inspect.cleandoc(doc or "")
    return " ".join(text.split("\n\n", 1)[0].split())


def passes() -> list[Pass]:
    """The passes ``lang.after_acts.after_acts`` runs, in order (module docstring). Raises ``ValueError`` on a
    statement that is not ``some_pass(reader)``."""
    from lang import after_acts as home

    tree = ast.parse(inspect.getsource(home))
    body = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "after_acts").body
    out: list[Pass] = []
    calls = []
    for stmt in body:
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
            continue  # the function's docstring
        if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
                and isinstance(stmt.value.func, ast.Name)):
            raise ValueError(f"lang.after_acts line {stmt.lineno}: not a call of one pass on the reader")
        calls.append(getattr(home, stmt.value.func.id))
    shared = {f.__module__ for f in calls if sum(g.__module__ == f.__module__ for g in calls) > 1}
    for fn in calls:
        reads = _first_paragraph(sys.modules[fn.__module__].__doc__)
        if fn.__module__ in shared:  # a module of several passes: say which part this one is
            reads += f" — this pass: {_first_paragraph(fn.__doc__)}"
        out.append(Pass(len(out) + 1, fn.__name__, fn.__module__, reads))
    return out


def markdown() -> str:
    """The page ``lang/PASSES.md``: a heading, how it is made, and one numbered entry a pass."""
    lines = [
        "# The reader's passes after the clause acts (`lang.after_acts`)",
        "",
        "Written by `python -m lang.pass_list > lang/PASSES.md` from the code: the order is the run order of",
        "`lang.after_acts.after_acts`, and each entry is the first paragraph of the pass module's docstring (the",
        "module says the rest: what it reads, why, and examples in English, Hindi and Hinglish). Where the pipeline",
        "runs them: READING.md, stage 3 (acts), after `lang.apply_acts`. A pass changes the reader's cues in place;",
        "a refusal raises with a reason key (`lang/reasons.py`) worded in the supplier's language.",
        "",
    ]
    for p in passes():
        lines.append(f"{p.place}. **`{p.name}`** (`{p.module}`): {p.reads}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(markdown())
