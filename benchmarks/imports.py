"""The import graph between the project's packages, measured from the code (issue 15).

Reads every ``.py`` file of the product packages with ``ast`` and prints, for
each pair of packages (importer → imported), how many import statements link
them and how many of those sit inside a function (imports placed there to
dodge a cycle at import time), then the cycles between packages. Tests and
benchmarks are not counted.

Usage: ``python benchmarks/imports.py [--json]``
"""
from __future__ import annotations

import argparse
import ast
import json
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("scenarios", "events", "market", "negotiation_kernel", "lang", "engine", "roles", "agents", "scoring", "report",
            "kirana")


def package_imports(root: Path = ROOT) -> dict[tuple[str, str], dict[str, int]]:
    """{(importer, imported): {"top": n, "in_function": n}} over the product packages' modules."""
    links: dict[tuple[str, str], dict[str, int]] = defaultdict(lambda: {"top": 0, "in_function": 0})
    for pkg in PACKAGES:
        for path in sorted((root / pkg).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            nested = {id(n) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
                      for n in ast.walk(f) if n is not f}
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names = [node.module]
                elif isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                else:
                    continue
                for name in names:
                    target = name.split(".")[0]
                    if target in PACKAGES and target != pkg:
                        links[(pkg, target)]["in_function" if id(node) in nested else "top"] += 1
    return dict(links)


def cycles(links) -> list[tuple[str, str]]:
    """Pairs of packages that import each other (directly), each pair once."""
    return sorted({tuple(sorted(p)) for p in links if (p[1], p[0]) in links})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    links = package_imports()
    if args.json:
        print(json.dumps({f"{a}->{b}": v for (a, b), v in sorted(links.items())}, indent=1))
        return
    print(f"{'importer':<20}{'imported':<20}{'top':>5}{'in fn':>7}")
    for (a, b), v in sorted(links.items()):
        print(f"{a:<20}{b:<20}{v['top']:>5}{v['in_function']:>7}")
    total_fn = sum(v["in_function"] for v in links.values())
    print(f"\nimports inside functions: {total_fn}")
    print("packages importing each other: " + (", ".join(f"{a} ⇄ {b}" for a, b in cycles(links)) or "none"))


if __name__ == "__main__":
    main()
