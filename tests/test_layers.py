"""The packages import one way (issue 15: who may import whom, README "Architecture"): an ``ast`` walk of every module.

Every ``import x`` and ``from x import y`` in the product packages — at the top
of a module or inside a function, class or ``if`` — is mapped to the package
it names and checked against ``ALLOWED``. ``lang`` may read only the
catalogue's modules of ``market`` (``LANG_FROM_MARKET``). AutoGen is imported
only under ``agents/``. No product module is over ``MAX_LINES`` lines.
README's "Architecture" section prints the same table.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: package -> the packages it may import (bottom of the graph first). Relative imports stay inside a package.
ALLOWED: dict[str, set[str]] = {
    "scenarios": set(),
    "events": {"scenarios"},                             # the record's contract: event models, money units, I/O
    "market": {"events", "scenarios"},
    "negotiation_kernel": {"market", "events", "scenarios"},
    "lang": {"market", "events", "scenarios"},           # market: the catalogue only (LANG_FROM_MARKET)
    "engine": {"market", "negotiation_kernel", "lang", "events", "scenarios"},
    "roles": {"engine", "market", "negotiation_kernel", "lang", "events", "scenarios"},
    "agents": {"roles", "engine", "market", "events", "scenarios"},
    "scoring": {"events", "scenarios"},
    "report": {"scoring", "events", "scenarios"},
    "kirana": {"agents", "roles", "engine", "market", "negotiation_kernel", "lang", "events", "scenarios", "scoring",
               "report"},
}
PACKAGES = set(ALLOWED)

#: The modules of ``market`` that ``lang`` may read: the catalogue and its per-SKU data (how an item is
#: spoken of, its trade unit), never the shop's state, money rules or record.
LANG_FROM_MARKET = {"market.catalogue", "market.item_grammar", "market.trade_units"}

#: (importing module, imported module) pairs that break the table and could not move yet, each with why.
#: Every entry must still occur (a stale entry fails), so the set only shrinks.
KNOWN_EXCEPTIONS: dict[tuple[str, str], str] = {}

MAX_LINES = 400


def _modules():
    for pkg in sorted(PACKAGES):
        for path in sorted((ROOT / pkg).rglob("*.py")):
            yield pkg, path, ".".join(path.relative_to(ROOT).with_suffix("").parts)


def _imports(path: Path):
    """(line, imported module name) for every absolute import in the file, wherever it sits."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.lineno, node.module
        elif isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name


def _breaks() -> dict[tuple[str, str], str]:
    found = {}
    for pkg, path, module in _modules():
        for line, name in _imports(path):
            target = name.split(".")[0]
            if target == pkg or target not in PACKAGES and target != "autogen" and not target.startswith("autogen_"):
                continue
            if target.startswith("autogen"):
                ok = pkg in ("agents", "kirana")
            elif pkg == "lang" and target == "market":
                ok = name in LANG_FROM_MARKET
            else:
                ok = target in ALLOWED[pkg]
            if not ok:
                found[(module, name)] = f"{path.relative_to(ROOT)}:{line}"
    return found


@pytest.fixture(scope="module")
def found_breaks() -> dict[tuple[str, str], str]:
    """``_breaks()`` of the product as it is, scanned once for the two tests that read it (1-2 s a scan)."""
    return _breaks()


def test_every_import_follows_the_layers(found_breaks):
    breaks = {k: v for k, v in found_breaks.items() if k not in KNOWN_EXCEPTIONS}
    assert not breaks, "imports against tests/test_layers.py's ALLOWED: " + ", ".join(
        f"{where} {mod} -> {name}" for (mod, name), where in sorted(breaks.items(), key=lambda kv: kv[1]))


def test_known_exceptions_are_still_needed(found_breaks):
    stale = set(KNOWN_EXCEPTIONS) - set(found_breaks)
    assert not stale, f"no longer needed, remove from KNOWN_EXCEPTIONS: {sorted(stale)}"


def test_the_rule_sees_imports_inside_functions(tmp_path):
    source = "def f():\n    if True:\n        from agents.direct import play_month\n    import kirana.runs\n"
    path = tmp_path / "m.py"
    path.write_text(source)
    assert sorted(name for _, name in _imports(path)) == ["agents.direct", "kirana.runs"]


def test_no_module_is_over_the_size_limit():
    long = {str(path.relative_to(ROOT)): n for _, path, _ in _modules()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, f"modules over {MAX_LINES} lines: {long}"


def test_every_package_of_the_table_is_installed():
    """pyproject's setuptools package list names every package of ALLOWED (a new layer is not left out)."""
    import tomllib
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"])
    assert PACKAGES <= listed, sorted(PACKAGES - listed)
