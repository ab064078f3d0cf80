"""``kirana scenario validate|show|schema``, and the full check every run goes through.

``check_scenario(FILE)`` is the one gate: the schema (``scenarios``), then
what the schema alone cannot know — stocked skus exist, every item has a
supplier, festival groups exist (``engine.checks.check_world``), every
role's model spec names a client that can be built (``agents.models``; no
request is sent), and every role's context budget holds its system message, tools and a turn
(``agents.budget_floor``). Every problem is reported as ``FILE:LINE: field.path: what
is wrong``.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Optional

import typer

from kirana.flags_once import OnceCommand, OnceGroup

__all__ = ["app", "check_scenario", "check_located"]

app = typer.Typer(add_completion=False, no_args_is_help=True, cls=OnceGroup,
                  help="Check a scenario file, print it fully resolved, or print its JSON Schema.")

_FIELD = re.compile(r"^([a-z_]+(?:\.[a-z0-9_]+)*): ")


def check_located(scenario, located, context_budgets: bool = True) -> None:
    """The checks beyond the schema (see the module docstring) on a loaded scenario; ``context_budgets`` False
    leaves out whether each role's context budget holds its system message and tools (``agents.budget_floor``,
    which imports AutoGen to build the tools' schemas: 0.45 s of CPU), for a month that builds no context
    (``kirana run --engine direct``).

    Raises:
        ScenarioError: one line per problem, each ``FILE:LINE: field.path: ...``.
    """
    from agents.specs import check_model_spec
    from engine.checks import check_world
    from scenarios import ScenarioError
    problems = []
    try:
        check_world(scenario)
    except ValueError as exc:
        for text in str(exc).split("\n"):  # (the catalogue's problems come together, one line each)
            match = _FIELD.match(text)
            path = tuple(int(p) if p.isdigit() else p for p in match.group(1).split(".")) if match else ()
            problems.append(f"{located.where(path)}: {text}")
    for role, settings in scenario.roles.items():
        try:
            check_model_spec(settings.model, role, api_key_env=settings.api_key_env)
        except ValueError as exc:
            text = str(exc)
            prefix = f"roles.{role}.model: "
            if isinstance(settings.model, dict) and "could not load component" in text:
                text += ("; a component config's provider is an importable AutoGen ChatCompletionClient class, e.g. "
                         "autogen_ext.models.openai.OpenAIChatCompletionClient (or use scripted:NAME or "
                         "openai:MODEL@URL)")
            problems.append(f"{located.where(('roles', role, 'model'))}: {prefix}{text.removeprefix(prefix)}")
    from agents.budget_floor import budget_problem
    budgeted = scenario.roles.items() if context_budgets else ()  # a direct month builds no context
    for role, settings in budgeted:  # a budget the role's system message and tools do not fit
        problem = budget_problem(role, settings.context)
        if problem:
            problems.append(f"{located.where(('roles', role, 'context', 'budget_tokens'))}: {problem}")
    if problems:
        raise ScenarioError("\n".join(problems))


def check_scenario(name_or_path: str | Path, *, context_budgets: bool = True, **overrides: Any):
    """Load a scenario and run every check; returns the Scenario. ``overrides``: scenario fields (``seed=3``);
    ``context_budgets`` False: not the context budgets' check, for a direct month (``check_located``).

    Raises:
        ScenarioError: the schema or a later check failed; the message names file, line and field.
    """
    from scenarios import ScenarioError, load_located
    try:
        if overrides:  # the file as written must be valid too: "--days 1" never hides a bad "days:" in it
            load_located(name_or_path)
        scenario, located = load_located(name_or_path, **overrides)
    except ScenarioError as exc:  # the model specs and the catalogue's checks are told in the same answer,
        specs = _problems_as_written(name_or_path, str(exc))  # not after the schema is fixed (the new user's trial)
        if specs:
            raise ScenarioError("\n".join(in_file_order([*str(exc).split("\n"), *specs]))) from None
        raise
    check_located(scenario, located, context_budgets)
    return scenario


_AT = re.compile(r"^(.*?):(\d+): ")


def in_file_order(lines: list[str]) -> list[str]:
    """Problem lines ``FILE:LINE: …`` in the order of their files' lines (stable; a line with no ``FILE:LINE:`` stays
    with the one before it). The schema's problems and the model specs' had been told one group after the other
    (lines 4, 5, 3: the final trial of session 41)."""
    entries: list[list[str]] = []
    for line in lines:
        if _AT.match(line) or not entries:
            entries.append([line])
        else:
            entries[-1].append(line)
    def key(entry: list[str]) -> tuple:
        at = _AT.match(entry[0])
        return (0, "", 0) if at is None else (1, at.group(1), int(at.group(2)))
    order = sorted(range(len(entries)), key=lambda k: (key(entries[k])[1], key(entries[k])[2], k))
    return [line for k in order for line in entries[k]]


def _problems_as_written(name_or_path: str | Path, told: str) -> list[str]:
    """``FILE:LINE: field: ...`` for each problem the checks after the schema would find in the file as written when
    its schema failed: unknown skus in ``shop.items``, festival groups that are not HCES item groups
    (``engine.checks.catalogue_problems``), and each role's model spec (a string) that names no usable client.
    Fields the schema error already names are left to it. [] when the file cannot be read or nothing is found."""
    from agents.specs import check_model_spec
    from engine.checks import catalogue_problems
    from scenarios.located import resolve_extends
    try:
        located = resolve_extends(name_or_path)
    except Exception:  # the schema error already says why the file cannot be read
        return []
    data = located.data
    shop, walk_in = data.get("shop"), data.get("walk_in")
    festival = walk_in.get("festival") if isinstance(walk_in, dict) else None
    problems = [f"{located.where(path)}: {text}" for path, text in catalogue_problems(
        shop.get("items") if isinstance(shop, dict) else None,
        festival.get("factor_by_group") if isinstance(festival, dict) else None)
        if f"{'.'.join(path)}:" not in told]
    roles = data.get("roles")
    for role, settings in (roles.items() if isinstance(roles, dict) else ()):
        model = settings.get("model") if isinstance(settings, dict) else None
        if not isinstance(model, str) or f"roles.{role}.model:" in told or f"roles.{role}:" in told:
            continue
        try:
            check_model_spec(model, str(role))
        except ValueError as exc:
            prefix = f"roles.{role}.model: "
            problems.append(f"{located.where(('roles', role, 'model'))}: {prefix}{str(exc).removeprefix(prefix)}")
    return problems


def _fail(message: str) -> None:
    from kirana.terminal import progress_console
    progress_console.print("error: " + message, soft_wrap=True, markup=False, highlight=False)
    raise typer.Exit(2)


def festival_note(sc) -> str:
    """What of the scenario's festival the month does not reach, or "" ("festival days 31-37 come after the last
    day, 10: never reached at this length"; "festival days 8-12 run past the last day, 10: days 11-12 are not
    reached")."""
    festival = sc.walk_in.festival
    if festival is None:
        return ""
    last = festival.start_day + festival.days - 1
    if festival.start_day > sc.days:
        return f"festival days {festival.start_day}-{last} come after the last day, {sc.days}: never reached at this length"
    if last > sc.days:
        return f"festival days {festival.start_day}-{last} run past the last day, {sc.days}: days {sc.days + 1}-{last} are not reached"
    return ""


def till_note(sc) -> str:
    """What a till float above the opening till means, or "" ("till float ₹9,000 is above the opening till ₹1,000:
    nothing is banked until the day's takings fill the till to ₹9,000"): valid, but a new user's re-trial (session
    38) read it as a mistake the validator let through. Rupees with Indian grouping."""
    from events.money import format_inr, paise
    shop = sc.shop
    if shop.till_float_inr <= shop.opening_cash_in_till_inr:
        return ""
    float_text = format_inr(paise(shop.till_float_inr))
    return (f"till float {float_text} is above the opening till {format_inr(paise(shop.opening_cash_in_till_inr))}: "
            f"nothing is banked until the day's takings fill the till to {float_text}")


def _summary(sc) -> str:
    kinds = [s.kind for s in sc.suppliers]
    langs = sorted({s.language for s in sc.suppliers})
    roles = ", ".join(f"{r}={m.model if isinstance(m.model, str) else m.model.get('provider')}"
                      for r, m in sc.roles.items())
    festival = sc.walk_in.festival
    return (f"{sc.name}: {sc.days} days, seed {sc.seed}; {len(kinds)} supplier{'' if len(kinds) == 1 else 's'} "
            f"({kinds.count('fraudulent')} fraudulent) speaking {', '.join(langs)}; "
            + (f"festival days {festival.start_day}-{festival.start_day + festival.days - 1}"
               + (f" ({festival_note(sc)})" if festival_note(sc) else "") + "; " if festival else "")
            + f"roles {roles}" + (f"; note: {till_note(sc)}" if till_note(sc) else ""))


@app.command("validate", cls=OnceCommand)
def validate(files: list[str] = typer.Argument(..., metavar="FILE", help="scenario files or built-in names")) -> None:
    """Check scenario files (schema, catalogue, suppliers, model specs); exit 2 if any is invalid."""
    from scenarios import ScenarioError
    from kirana.terminal import console, progress_console
    bad = 0
    for name in files:
        try:
            sc = check_scenario(name)
        except ScenarioError as exc:
            bad += 1
            notes = _lists_cut_notes(name)
            told = str(exc)
            if notes:  # the note naming the list said once, not the general one beside it (session 53's walk)
                from scenarios.errors import LIST_HINT
                told = "\n".join(line for line in told.split("\n") if line != LIST_HINT)
            progress_console.print(f"invalid: {name}\n{told}", soft_wrap=True, markup=False, highlight=False)
            for note in notes:
                progress_console.print(note, soft_wrap=True, markup=False, highlight=False)
            continue
        console.print(f"valid: {_summary(sc)}", soft_wrap=True, markup=False, highlight=False)
        for note in _lists_cut_notes(name):
            console.print(note, soft_wrap=True, markup=False, highlight=False)
    if bad:
        raise typer.Exit(2)


def _lists_cut_notes(name: str) -> list[str]:
    """A note for each list scenario ``name`` wrote shorter than its base's (``scenarios.located.Located.lists_cut``):
    a new user's trial kept one supplier of ten, silently. When the file is invalid too, this note stands in for the
    errors' general one (``scenarios.errors.LIST_HINT``): the two had been printed one under the other."""
    from scenarios.located import resolve_extends
    try:
        cut = resolve_extends(name).lists_cut
    except Exception:  # (the errors are already printed; a note is never worth a crash)
        return []
    return [f"note: {key}: this file's list of {now} replaces the base's {was} entries (lists are not merged; "
            f"copy the full list from `kirana scenario show default` and edit the entry you need)"
            for key, was, now in cut]


@app.command("show", cls=OnceCommand)
def show(file: str = typer.Argument(..., help="a scenario file or built-in name"),
         seed: Optional[str] = typer.Option(None, metavar="SEED", help="override the seed (a whole number from 0)"),
         days: Optional[str] = typer.Option(None, metavar="DAYS", help="override the number of days (1 to 366)")
         ) -> None:
    """Print the fully resolved scenario (bases merged, every default filled in) as YAML."""
    from kirana.flags import whole_flag
    from scenarios import ScenarioError, scenario_yaml
    try:
        overrides = {k: v for k, v in (("seed", whole_flag("--seed", seed, "seed")),
                                       ("days", whole_flag("--days", days, "days"))) if v is not None}
        sc = check_scenario(file, **overrides)
    except (ScenarioError, ValueError) as exc:
        _fail(str(exc))
    print(_described(scenario_yaml(sc), file), end="")


def _described(text: str, file: str) -> str:
    """``text`` (the resolved YAML of ``file``) with a comment above its ``description:`` when the description is
    a base's: a scenario built on ``default`` that writes none showed the default month's ("A busy urban kirana for
    30 days …") as its own (the fifty-third session's walk)."""
    from scenarios.located import resolve_extends
    try:
        located = resolve_extends(file)
    except Exception:  # (it was read a moment ago; a comment is never worth a crash)
        return text
    origin = located.origins.get(("description",))
    if not located.chain or origin is None or origin[0] == located.chain[0]:
        return text
    comment = (f"# description: {located.chain[0]} writes none; this is its base's ({origin[0]}) — write a "
               f"description: of its own\n")
    return re.sub(r"^description:", lambda m: comment + m.group(0), text, count=1, flags=re.M)


@app.command("schema", cls=OnceCommand)
def schema(study: bool = typer.Option(False, "--study", help="the schema of study files instead"),
           out: Optional[Path] = typer.Option(None, help="write to this file instead of printing")) -> None:
    """Print the JSON Schema of scenario files (or, with --study, of study files), for editors."""
    from scenarios.json_schema import file_json_schema
    if study:
        from scenarios.study import Study
        data = file_json_schema(Study, "KiranaBench study")
    else:
        from scenarios.schema import Scenario
        data = file_json_schema(Scenario, "KiranaBench scenario")
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    if out is None:
        print(text, end="")
        return
    try:
        out.write_text(text, encoding="utf-8")
    except OSError as exc:
        from kirana.terminal import fail, os_error_line
        fail(os_error_line(f"--out: cannot write {out}", exc))
