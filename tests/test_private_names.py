"""No module uses another module's private names (issue 15, "one-way layers"): an ``ast`` walk of every module.

A name that starts with one underscore (``_message_manager``, ``_Pick``) belongs to the module that defines
it. Another module of the product packages (``tests/test_layers.py``'s ``PACKAGES``) may neither import it
(``from roles.cashier import _message_manager``, a relative ``from .x import _y`` included, wherever the import
sits) nor reach it through the module (``cli._show(...)`` after ``from kirana import cli``, or
``kirana.cli._show`` after ``import kirana.cli``). What two modules share gets a public name and a docstring
in the module that owns it (e.g. ``roles.staff_message``). Dunder names (``__version__``) are not private.
Attributes of objects (``self._x``, ``shop._qseq``) are the class's business, not this test's.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.test_layers import PACKAGES, ROOT

#: (using module, "module._name") pairs allowed for now, each with why. Every entry must still occur
#: (a stale entry fails), so the set only shrinks.
KNOWN_EXCEPTIONS: dict[tuple[str, str], str] = {}


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _product_modules() -> dict[str, Path]:
    """Dotted module name → file, for every module of the product packages (a package is its ``__init__``)."""
    out = {}
    for pkg in sorted(PACKAGES):
        for path in sorted((ROOT / pkg).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def _absolute(module: str, path: Path, node: ast.ImportFrom) -> str:
    """The module a ``from`` import names, relative imports resolved against ``module``."""
    if not node.level:
        return node.module or ""
    base = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def private_uses(module: str, path: Path, modules: set[str]) -> list[tuple[int, str]]:
    """(line, "other.module._name") for each private name of another of ``modules`` that ``module`` uses."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    bound: dict[str, str] = {}  # local name -> the module it is bound to (import x.y binds x; from x import y: x.y)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = _absolute(module, path, node)
            for alias in node.names:
                if f"{source}.{alias.name}" in modules:
                    bound[alias.asname or alias.name] = f"{source}.{alias.name}"
                elif _private(alias.name) and source != module and source in modules:
                    found.append((node.lineno, f"{source}.{alias.name}"))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname and alias.name in modules:
                    bound[alias.asname] = alias.name
                elif not alias.asname and alias.name.split(".")[0] in modules:
                    bound[alias.name.split(".")[0]] = alias.name.split(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            chain, value = [], node.value
            while isinstance(value, ast.Attribute):
                chain.insert(0, value.attr)
                value = value.value
            if isinstance(value, ast.Name) and value.id in bound:
                owner = ".".join([bound[value.id], *chain])
                if owner in modules and owner != module:
                    found.append((node.lineno, f"{owner}.{node.attr}"))
    return found


def _all_uses() -> dict[tuple[str, str], str]:
    modules = _product_modules()
    return {(module, used): f"{path.relative_to(ROOT)}:{line}"
            for module, path in modules.items() for line, used in private_uses(module, path, set(modules))}


@pytest.fixture(scope="module")
def all_uses() -> dict[tuple[str, str], str]:
    """``_all_uses()`` of the product as it is, scanned once for the two tests that read it (1-2 s a scan)."""
    return _all_uses()


def test_no_module_uses_another_modules_private_names(all_uses):
    uses = {k: v for k, v in all_uses.items() if k not in KNOWN_EXCEPTIONS}
    assert not uses, "private names used from another module (give them a public name and a docstring): " + ", ".join(
        f"{where} {used}" for (_, used), where in sorted(uses.items(), key=lambda kv: kv[1]))


def test_known_exceptions_are_still_needed(all_uses):
    stale = set(KNOWN_EXCEPTIONS) - set(all_uses)
    assert not stale, f"no longer needed, remove from KNOWN_EXCEPTIONS: {sorted(stale)}"


def test_the_rule_sees_imports_and_attribute_access(tmp_path):
    pkg = tmp_path / "roles"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    source = ("import kirana.cli\nimport roles.cashier as cashier\nfrom kirana import cli\n"
              "from .cashier import _message_manager, say\nfrom roles.helper import _own\n"
              "def f():\n    from roles.cashier import _visit\n"
              "    return cli._show, kirana.cli._fail, cashier._visit, cli.__name__, f._x, cashier.say\n"
              "_mine = 1\n")
    path = pkg / "helper.py"
    path.write_text(source)
    modules = {"roles", "roles.cashier", "roles.helper", "kirana", "kirana.cli"}
    assert sorted(used for _, used in private_uses("roles.helper", path, modules)) == [
        "kirana.cli._fail", "kirana.cli._show", "roles.cashier._message_manager", "roles.cashier._visit",
        "roles.cashier._visit"]
