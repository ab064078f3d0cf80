"""Scenarios: YAML files declaring a run, and the pydantic schema that checks them.

``load_scenario("default")`` loads the built-in month (any name in
``builtin_names()``); any other argument is a path to a YAML file. A file may
name a base with ``extends:`` and override a few keys (``scenarios.located``).
Errors name the file, the line and the field path, and suggest the nearest
valid key (``scenarios.errors``).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from scenarios.errors import explain
from scenarios.located import Located, LocatedError, builtin_names as _builtin_names, resolve_extends
from scenarios.schema import Scenario, parse_clock
from scenarios.vocabulary import LANGUAGES

__all__ = ["Scenario", "ScenarioError", "load_scenario", "load_located", "builtin_names", "parse_clock",
           "scenario_yaml", "with_language", "LANGUAGES"]



class ScenarioError(ValueError):
    """A scenario file that cannot be used; the message names the file, line and field (one problem a line)."""


def builtin_names() -> list[str]:
    """Names of the scenarios shipped in this folder (``default``, ``kirana_s0``, ...)."""
    return _builtin_names()


def load_located(name_or_path: str | Path = "default", **overrides: Any) -> tuple[Scenario, Located]:
    """Load and validate a scenario, and keep where each value was written.

    Args:
        name_or_path: a built-in name (``"default"``) or a path to a YAML file.
        overrides: keys to replace after loading, e.g. ``seed=3``; a key below the top is its dotted path,
            ``**{"roles.manager.timeout_s": 30}`` (list positions as numbers: ``suppliers.2.language``).
    Returns:
        (the validated, frozen Scenario; its ``Located`` data, for pointing at lines later).
    Raises:
        ScenarioError: unreadable YAML, a missing or cyclic base, or fields that fail
            validation; one line per problem, ``FILE:LINE: field.path: what is wrong``.
    """
    try:
        located = resolve_extends(name_or_path, keep_twice=True)
    except (LocatedError, FileNotFoundError) as exc:
        raise ScenarioError(str(exc)) from exc
    named_in = located.origins.get(("name",), ("", 0))[0]
    if located.chain and named_in != located.chain[0] and "name" not in overrides:
        # a variant that does not name itself is named by its file ("my_month.yaml" → my_month), never
        # by its base: run folders, studies and reports told two variants of default apart by nothing
        located.data["name"] = Path(located.chain[0]).name.rsplit(".", 1)[0]
        located.origins[("name",)] = (located.chain[0], 0)
    for key, value in overrides.items():  # "roles.manager.timeout_s": a dotted path (``kirana run --set``)
        path = tuple(int(p) if p.isdigit() else p for p in key.split("."))
        _put(located.data, path, value, key)
        located.origins = {k: v for k, v in located.origins.items() if k[:len(path)] != path}
        for n in range(1, len(path) + 1):  # the blocks it made too: "roles.manger" was told as default.yaml:90
            located.origins.setdefault(path[:n], (f"(override {key}=…)", 0))  # (the fortieth session's trial)
    try:
        scenario = Scenario.model_validate(located.data)
    except ValidationError as exc:  # keys written twice first, then each field at fault: one line per problem
        raise ScenarioError("\n".join(located.twice + [explain(exc, located, Scenario)])) from exc
    if located.twice:
        raise ScenarioError("\n".join(located.twice))
    return scenario, located


def _put(data: dict, path: tuple, value: Any, key: str) -> None:
    """Set ``value`` at ``path`` in the merged YAML data, making the mappings it passes through when missing.

    Raises:
        ScenarioError: the path passes through a value that is neither a mapping nor a list, or a list position
            past the list's end.
    """
    here: Any = data
    for depth, step in enumerate(path):
        last = depth == len(path) - 1
        at = ".".join(map(str, path[:depth])) or "the top level"
        if isinstance(here, list) and isinstance(step, int) and step < len(here):
            here, parent = here[step], here
        elif isinstance(here, list):
            raise ScenarioError(f"(override {key}=…): {at} is a list of {len(here)}; give a position from 0 to "
                                f"{len(here) - 1}" if here else f"(override {key}=…): {at} is an empty list")
        elif isinstance(here, dict) and not isinstance(step, int):
            if not last and not isinstance(here.get(step), (dict, list)):
                here[step] = {} if here.get(step) is None else here[step]
            here, parent = here.get(step), here
        elif isinstance(here, dict):
            raise ScenarioError(f"(override {key}=…): {at} is a block of keys, not a list; name its key, not {step}")
        else:
            raise ScenarioError(f"(override {key}=…): {at} is {here!r}, not a block of keys; "
                                f"set {at} itself, or a key inside a block")
        if last:
            parent[step] = value


def load_scenario(name_or_path: str | Path = "default", **overrides: Any) -> Scenario:
    """Load and validate a scenario (see ``load_located``); returns the frozen Scenario.

    Raises:
        ScenarioError: the message names the file, the line and each failing field path.
    """
    return load_located(name_or_path, **overrides)[0]


def scenario_yaml(scenario: Scenario) -> str:
    """The fully resolved scenario as YAML (written to ``scenario.resolved.yaml``); secrets in a
    component config are written as ``<redacted>`` (``scenarios.redact``)."""
    from scenarios.redact import redact
    return yaml.safe_dump(redact(scenario.model_dump(mode="json")), sort_keys=False, allow_unicode=True)


def with_language(scenario: Scenario, language: str) -> Scenario:
    """The scenario with every counterpart speaking ``language`` (en, hi or hinglish):
    each supplier's ``language`` and the counter's ``language_mix`` (1 for it, 0 for the others).

    Raises:
        ValueError: a language other than en, hi, hinglish.
    """
    if language not in LANGUAGES:
        raise ValueError(f"language {language!r}: use one of {', '.join(LANGUAGES)}")
    data = scenario.model_dump()
    data["suppliers"] = [{**s, "language": language} for s in data["suppliers"]]
    data["counter"]["language_mix"] = {lang: float(lang == language) for lang in LANGUAGES}
    return Scenario.model_validate(data)
