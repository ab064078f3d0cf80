"""The study schema: a grid of runs declared in YAML.

A study is scenarios × language conditions × role-model assignments × seeds;
every combination is one run in its own folder. Example
(``scenarios/studies/language_ablation.yaml`` is the built-in one)::

    name: my_ablation
    scenarios: [default]            # built-in names or paths relative to this file
    languages: [en, hi, hinglish]   # every counterpart in one language per condition; omit: as each scenario says
    seeds: [0, 1, 2]                # omit: each scenario's own seed
    days: 30                        # omit: each scenario's own days
    models:                         # required: name → the roles it changes ({} = as written); others keep the scenario's
      scripted: {}
      qwen-manager: {manager: "openai:qwen3-8b@http://127.0.0.1:8000/v1"}
    engine: auto                    # auto: direct when every role is scripted, else the group chat
    workers: 2                      # runs at once (processes); omit: the number of CPU cores

A study file may ``extends:`` another (or a built-in study) like a scenario.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError, field_validator

from scenarios.errors import explain
from scenarios.located import Located, LocatedError, builtin_names, resolve_extends
from scenarios.vocabulary import Language, Role

__all__ = ["Study", "StudyError", "load_study", "study_names"]

_SAFE = r"^[A-Za-z0-9][A-Za-z0-9_.-]*$"


class StudyError(ValueError):
    """A study file that cannot be used; one line per problem, ``FILE:LINE: field.path: ...``."""


class Study(BaseModel):
    """A grid of runs (see the module docstring)."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(pattern=_SAFE, description="names the study's folder (runs/<name> by default)")
    description: str = ""
    scenarios: list[str] = Field(min_length=1, description="built-in scenario names or YAML paths "
                                                          "(relative to the study file)")
    languages: list[Language] | None = Field(
        default=None, description="language conditions: every supplier and counter customer speaks one "
                                  "language; null = as each scenario says")
    seeds: list[StrictInt] | None = Field(default=None, description="seeds run for each condition; null = each "
                                                               "scenario's own seed")
    days: StrictInt | None = Field(default=None, ge=1, le=366, description="days per run; null = each scenario's own")
    models: dict[str, dict[Role, str | dict]] = Field(
        min_length=1, description="role-model assignments: name → {role: model spec}; roles not named keep "
                                  "the scenario's model; {} = the scenario as written",
        examples=["{reference: {}}", '{mine: {manager: "openai:MODEL@http://HOST:PORT/v1"}}'])
    engine: Literal["auto", "autogen", "direct"] = Field(
        default="auto", description="auto: direct when every role is scripted (the same record, faster), "
                                    "else the AutoGen group chat")
    workers: StrictInt | None = Field(default=None, ge=1, le=256, description="runs at once, each in its own "
                                "process (also the concurrent requests to model servers); null = CPU cores")

    @field_validator("scenarios", "languages", "seeds")
    @classmethod
    def _unique(cls, values: list | None, info) -> list | None:
        if values is not None and len(set(values)) != len(values):
            raise ValueError(f"{info.field_name}: list each once, got {values}")
        if info.field_name == "languages" and values is not None and not values:
            raise ValueError("languages: name at least one of en, hi, hinglish, or write null")
        if info.field_name == "seeds" and values is not None and not values:
            raise ValueError("seeds: name at least one seed, or write null")
        if info.field_name == "seeds" and values is not None and min(values) < 0:  # (the final trial, session 41)
            bad = [(k, v) for k, v in enumerate(values) if v < 0]
            raise ValueError(f"seeds: a seed is 0 or more; got {', '.join(f'seeds.{k} = {v}' for k, v in bad)}")
        return values

    @field_validator("models")
    @classmethod
    def _names(cls, models: dict) -> dict:
        import re
        bad = [name for name in models if not re.match(_SAFE, name)]
        if bad:
            raise ValueError(f"models: names {bad} must be letters, digits, '_', '.', '-' (they name run folders)")
        return models


def study_names() -> list[str]:
    """Names of the built-in studies (``scenarios/studies/*.yaml``)."""
    return builtin_names("studies")


def load_study(name_or_path: str | Path, check_models: Callable[[Any, Located], list[str]] | None = None,
               **overrides: Any) -> tuple[Study, Located, Path | None]:
    """Load and validate a study file (or a built-in study by name).

    ``check_models``: given the file's ``models`` as written and its Located data, the model specs' problems, one
    line each (``FILE:LINE: models.NAME.ROLE: …``); when the fields fail validation they are said with those
    errors, in the file's order, so a user sees every error of the file at once (the caller checks the specs
    itself when the fields pass).

    Returns:
        (the Study; its Located data for pointing at lines; the folder relative scenario paths are
        taken from, or None for a built-in study, whose scenarios are built-ins).
    Raises:
        StudyError: unreadable YAML, a missing or cyclic base, or fields that fail validation, or a key written
            twice (said with every other problem of the file, not instead of them).
    """
    try:
        located = resolve_extends(name_or_path, folder="studies", keep_twice=True)
    except (LocatedError, FileNotFoundError) as exc:
        raise StudyError(str(exc)) from exc
    own = str(located.chain[0]) if located.chain else ""
    said = located.origins.get(("description",), ("", 0))[0]
    changed = [k for k in ("scenarios", "languages", "seeds", "days", "models")
               if str(located.origins.get((k,), (own, 0))[0]) == own] if own else []
    if located.data.get("description") and said and own and str(said) != own and changed:
        located.data["description"] = (f"This file changes its base study's {_said_as(located.data, changed)}. The "
                                       f"base study's description: {located.data['description']}")  # (the trials:
        # "seeds 0-2 …" under a one-seed study read as this study's own, sessions 15 and 30)
    for key, value in overrides.items():
        located.data[key] = value
        located.origins[(key,)] = (f"(override {key}=…)", 0)
    try:
        study = Study.model_validate(located.data)
    except ValidationError as exc:  # keys written twice among them, each problem in the file's order
        more = check_models(located.data.get("models"), located) if check_models is not None else []
        raise StudyError(_with_lines(explain(exc, located, Study), located.twice + more)) from exc
    if located.twice:  # told with the model specs' problems (session 51: "languages is written twice" alone hid
        more = check_models(located.data.get("models"), located) if check_models is not None else []  # the rest)
        raise StudyError("\n".join(sorted(dict.fromkeys(located.twice + more), key=_where)))
    return study, located, None if located.builtin else Path(located.chain[0]).parent


def _said_as(data: dict, keys: list[str]) -> str:
    """"languages to en, hi; seeds to 0; models to reference, fake-mgr": each key of ``keys`` with its value as this
    file gives it (models by their names)."""
    def value(k: str) -> str:
        v = data.get(k)
        return ", ".join(map(str, v)) if isinstance(v, (list, dict)) else str(v)
    return "; ".join(f"{k} to {value(k)}" for k in keys)


def _with_lines(explained: str, more: list[str]) -> str:
    """``explain``'s lines and ``more`` (each ``FILE:LINE: …``) in the file's order; a closing note stays last."""
    if not more:
        return explained
    lines = explained.split("\n")
    note = [lines.pop()] if lines and not _where(lines[-1])[1] else []

    def by_line(text: str) -> tuple[str, int]:
        return _where(text)

    return "\n".join(sorted(dict.fromkeys(lines + more), key=by_line) + note)


def _where(text: str) -> tuple[str, int]:
    """(file, line) a problem line starts with; (text, 0) when it names none."""
    where = text.split(": ", 1)[0]
    file, _, line = where.rpartition(":")
    return (file, int(line)) if line.isdigit() else (where, 0)
