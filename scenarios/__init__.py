"""Scenarios: YAML files declaring a run, and the pydantic schema that checks them.

``load_scenario("default")`` loads the built-in month; any other argument is a
path to a YAML file. Errors name the file and the field path.
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from scenarios.schema import Scenario, parse_clock

__all__ = ["Scenario", "ScenarioError", "load_scenario", "builtin_names", "parse_clock", "scenario_yaml"]


class ScenarioError(ValueError):
    """A scenario file that cannot be used; the message names the file and field."""


def builtin_names() -> list[str]:
    """Names of the scenarios shipped in this folder (``default``, ...)."""
    return sorted(p.name[:-5] for p in files("scenarios").iterdir() if p.name.endswith(".yaml"))


def _resolve(name_or_path: str | Path) -> tuple[str, str]:
    path = Path(name_or_path)
    if path.suffix in (".yaml", ".yml") or path.exists():
        if not path.is_file():
            raise ScenarioError(f"{path}: no such scenario file" if not path.exists() else f"{path}: not a file")
        try:
            return str(path), path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ScenarioError(f"{path}: cannot read it as UTF-8 text: {exc}") from exc
    resource = files("scenarios") / f"{name_or_path}.yaml"
    if not resource.is_file():
        raise ScenarioError(
            f"no built-in scenario {str(name_or_path)!r}; built-ins are {builtin_names()}, or give a path to a .yaml file")
    return f"scenarios/{name_or_path}.yaml", resource.read_text(encoding="utf-8")


def load_scenario(name_or_path: str | Path = "default", **overrides: Any) -> Scenario:
    """Load and validate a scenario.

    Args:
        name_or_path: a built-in name (``"default"``) or a path to a YAML file.
        overrides: top-level keys to replace after loading, e.g. ``seed=3``.
    Returns:
        the validated, frozen Scenario.
    Raises:
        ScenarioError: unreadable YAML or a field that fails validation; the
            message names the file and each failing field path.
    """
    where, text = _resolve(name_or_path)
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ScenarioError(f"{where}: not valid YAML: {exc}") from exc
    if not isinstance(data, dict):
        raise ScenarioError(f"{where}: a scenario must be a mapping of keys, got {type(data).__name__}")
    data.update(overrides)
    try:
        return Scenario.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '(top)'}: {err['msg']}" for err in exc.errors())
        raise ScenarioError(f"{where}: {problems}") from exc


def scenario_yaml(scenario: Scenario) -> str:
    """The fully resolved scenario as YAML (written to ``scenario.resolved.yaml``)."""
    return yaml.safe_dump(scenario.model_dump(mode="json"), sort_keys=False, allow_unicode=True)
