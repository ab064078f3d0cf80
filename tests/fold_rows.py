"""One test item per parametrised test function: its rows checked in one go, every failing row named.

Most of the suite's ~15,400 items were one corpus row each (``@pytest.mark.parametrize("text, want", ROWS)``), and
pytest's cost per item — a setup, a call and a teardown with their hooks, three reports, each sent from the xdist
worker to the controller and printed — was most of what a row cost: 15,000 one-line items took 46 s of CPU under
``-n 3`` against 6 s for the same checks in one test (6 Dec 2026, 2-core machine). ``pytest_pycollect_makeitem``
below lets pytest collect a function's rows as usual, then puts the rows that can share an item into one
:class:`Folded` item, named ``test_name[N rows]``, which calls the function once per row and, if any row fails,
fails with one message naming each failing row: its id, its arguments (the text, the expected reading) and what it
raised (an ``assert`` gives got and expected, as pytest rewrote it). No row is skipped or sampled.

A row stays its own item, exactly as before, when folding could change what it means:

* it carries marks of its own (``pytest.param(..., marks=pytest.mark.xfail(strict=True))``, ``skipif``, ...): a
  strict-xfail row that starts passing still fails the suite under its own name;
* its function asks for a fixture whose value is made per test (``tmp_path``, ``monkeypatch``, ``request``, an
  autouse function-scoped fixture, an indirect parameter): a folded item sets up fixtures once for all its rows, so
  only module-, class-, package- and session-scoped fixtures (the same object for every row anyway) are shared;
* its function's own code names ``skip``, ``xfail`` or ``importorskip`` (a row that skips itself would otherwise
  hide the others).

``KIRANA_FOLD_ROWS=0`` turns folding off (every row its own item, as pytest makes them), for a run that wants a
row's own node id.

Also here, as the other change to what collection costs every worker: :class:`LaterConstants` (registered by
``tests/conftest.py``; ``-p no:kirana-later-constants`` leaves it out).
"""
from __future__ import annotations

import dataclasses
import os
import traceback

import pytest

#: names in a test function's code that make a row decide its own outcome (pytest.skip(...), pytest.xfail(...)).
_SELF_DECIDING = frozenset({"skip", "xfail", "importorskip"})
_ON = os.environ.get("KIRANA_FOLD_ROWS", "1") != "0"


class Folded(pytest.Function):
    """The rows of one parametrised function (``rows``: the pytest Functions they would have been), run in order.

    Set up like the first row (the same shared fixtures); ``runtest`` calls the function with each row's parameters
    and raises ``pytest.fail`` listing every failing row (id, arguments, the exception's text and where it came
    from), after all rows ran."""

    rows: list[pytest.Function]

    def runtest(self) -> None:
        failures = []
        for row in self.rows:
            params = row.callspec.params
            kwargs = {name: params[name] if name in params else self.funcargs[name]
                      for name in row._fixtureinfo.argnames}
            try:
                row.obj(**kwargs)
            except (pytest.skip.Exception, pytest.xfail.Exception) as exc:
                failures.append(_describe(row, params, exc, "skipped or xfailed itself inside a folded test"))
            except (Exception, pytest.fail.Exception) as exc:  # noqa: BLE001 — every failing row is reported
                failures.append(_describe(row, params, exc))
        if failures:
            pytest.fail(f"{len(failures)} of {len(self.rows)} rows failed ({self.originalname}):\n\n"
                        + "\n\n".join(failures), pytrace=False)


def _describe(row: pytest.Function, params: dict, exc: BaseException, why: str = "") -> str:
    """One failing row: its id, its arguments, the exception's text (rewritten assert: got and expected) and the
    last frames of its traceback."""
    args = "\n".join(f"    {name} = {value!r}" for name, value in params.items())
    frames = traceback.extract_tb(exc.__traceback__)[1:][-3:]
    where = "".join(f"    {f.filename}:{f.lineno} in {f.name}: {f.line}\n" for f in frames)
    text = "".join(traceback.format_exception_only(type(exc), exc)).rstrip()
    return (f"[{row.callspec.id}]{' ' + why if why else ''}\n{args}\n"
            + "\n".join("  " + line for line in text.splitlines()) + ("\n" + where.rstrip() if where else ""))


def _can_fold(row: pytest.Function) -> bool:
    """Whether ``row`` can share an item with its function's other rows (see the module's docstring)."""
    callspec = getattr(row, "callspec", None)
    if callspec is None or callspec.marks:
        return False
    if _SELF_DECIDING & set(getattr(getattr(row.obj, "__code__", None), "co_names", ())):
        return False
    if "request" in row._fixtureinfo.argnames:  # the test's own request (its param, its node)
        return False
    defs = row._fixtureinfo.name2fixturedefs
    for name in row.fixturenames:
        if name == "request":  # asked for by a shared fixture, not by the test
            continue
        fixturedefs = defs.get(name)
        if not fixturedefs:
            return False
        fixturedef = fixturedefs[-1]
        if name in callspec.params:
            if fixturedef.func.__name__ != "get_direct_param_fixture_func":  # an indirect parameter
                return False
        elif fixturedef.scope == "function":
            return False
    return True


@pytest.hookimpl(wrapper=True)
def pytest_pycollect_makeitem(collector, name, obj):
    """The function's items as pytest made them, with the rows that can share an item folded into one
    :class:`Folded` at the place of the first (two or more rows; the others kept as they were)."""
    made = yield
    if not _ON or not isinstance(made, list) or len(made) < 2:
        return made
    fold = [item for item in made if isinstance(item, pytest.Function) and _can_fold(item)]
    if len(fold) < 2:
        return made
    first = fold[0]
    callspec = dataclasses.replace(first.callspec, _idlist=[f"{len(fold)} rows"])  # the node id: name[N rows]
    folded = Folded.from_parent(collector, name=f"{name}[{len(fold)} rows]", callspec=callspec,
                                fixtureinfo=first._fixtureinfo, originalname=name,
                                keywords={item.callspec.id: True for item in fold})
    folded.rows = fold
    out, placed, ids = [], False, {id(item) for item in fold}
    for item in made:
        if id(item) not in ids:
            out.append(item)
        elif not placed:
            out.append(folded)
            placed = True
    return out


class LaterConstants:
    """Hypothesis's scan of every local module for constants, left to the first example it draws.

    Hypothesis's pytest plugin scans at the end of every collection that holds a ``@given`` test (``_hypothesis_
    pytestplugin.pytest_collection_modifyitems``): every xdist worker parsed all ~1,000 project and test modules
    (3.5 s of CPU each from a fresh clone, which has no ``.hypothesis/constants`` cache; 0.7 s with it), while only
    the worker that runs ``tests/test_reader_hostile.py`` (the suite's one file of ``@given`` tests) draws an example.
    This wrapper makes the plugin's call return what was scanned so far (nothing); hypothesis scans, as it always
    does, when a test first draws. Without hypothesis, or if its internals move, it does nothing."""

    @pytest.hookimpl(wrapper=True)
    def pytest_collection_modifyitems(self):
        try:
            from hypothesis.internal.conjecture import providers
            scan = providers._get_local_constants
        except (ImportError, AttributeError):
            return (yield)
        providers._get_local_constants = lambda: providers._local_constants
        try:
            return (yield)
        finally:
            providers._get_local_constants = scan
