"""An option given twice is an error, not the last one silently kept (the new-user trial of the twenty-seventh
session: ``kirana run --days 2 --days 3`` ran 3 days and said nothing of the 2).

Click keeps the last value of an option repeated on the command line. A researcher who pastes a command and adds
``--days 3`` at its end, or a script that builds flags from two sources, should be told which value they meant,
not left to find the month ran another length::

    error: --days is given twice (2, then 3); give it once

Options that take several values (``--role manager=openai:… --role cashier=…``) and on/off switches (``--json``)
may repeat (``--role`` names each role once: ``kirana.runs.with_role_models``). A value out of an option's range or
not a number (``kirana study --days 0``, ``kirana fork --at-day 0``) is told the same way, in one line, not in
click's box (the new-user trial of the twenty-eighth session)::

    error: --at-day: must be at least 1; you wrote '0'

and so is an option the command does not have (the trial of the twenty-ninth session)::

    error: --dayz: kirana run has no such option; did you mean --days? (kirana run --help lists them)

Every ``kirana`` command is built with ``OnceCommand`` (``kirana.cli``)."""
from __future__ import annotations

import re

import typer
from typer.core import TyperCommand, TyperGroup

__all__ = ["OnceCommand", "OnceGroup", "given_twice", "not_whole", "bad_value_line", "no_such_option_line", "usage_line"]

#: Typer's words for a bad option value, and ours ("Input should be greater than or equal to 1" → "must be at least 1").
_PHRASES = ((re.compile(r"Input should be greater than or equal to (-?[\d.]+)"), r"must be at least \1"),
            (re.compile(r"Input should be less than or equal to (-?[\d.]+)"), r"must be at most \1"),
            (re.compile(r"Input should be a valid integer.*"), "must be a whole number written in digits"),
            (re.compile(r"Input should be a valid number.*"), "must be a number written in digits"))


def given_twice(params, args: list[str]) -> str | None:
    """The error line for the first option of ``params`` (a command's click parameters) that ``args`` (the words
    after the command's name, as typed) give more than once, or None. Words after ``--`` are not options."""
    by_name = {}
    for p in params:
        if getattr(p, "param_type_name", "") == "option" and not p.multiple and not p.is_flag and not p.count:
            for name in (*p.opts, *p.secondary_opts):
                by_name[name] = p
    seen: dict[str, list[str]] = {}
    words = args[:args.index("--")] if "--" in args else args
    for k, word in enumerate(words):
        name, eq, value = word.partition("=")
        if name in by_name:
            p = by_name[name]
            said = value if eq else (words[k + 1] if k + 1 < len(words) else "")
            seen.setdefault(p.opts[0], []).append(said)
    for flag, values in seen.items():
        if len(values) > 1:
            times = "twice" if len(values) == 2 else f"{len(values)} times"
            return f"{flag} is given {times} ({', then '.join(values)}); give it once"
    return None


def not_whole(params, args: list[str]) -> str | None:
    """The error line for the first whole-number option of ``params`` (annotated ``int``) that ``args`` give a value
    not written in digits (an optional sign, ASCII digits), or None: typer's reading took ``--day 1_0`` as 10
    (pydantic's lax ``int``), where ``kirana run --days`` (``kirana.flags``) refuses it."""
    from kirana.flags import WHOLE
    whole = {name: p for p in params if getattr(p, "param_type_name", "") == "option" and _annotation(p) is int
             for name in p.opts}
    words = args[:args.index("--")] if "--" in args else args
    for k, word in enumerate(words):
        name, eq, value = word.partition("=")
        if name in whole:
            said = value if eq else (words[k + 1] if k + 1 < len(words) else None)
            if said is not None and not WHOLE.fullmatch(said.strip()):
                try:
                    number = float(said)
                except ValueError:
                    number = None
                meant = f" — did you mean {int(number)}?" if number is not None and number.is_integer() else ""
                return f"{whole[name].opts[0]}: must be a whole number written in digits; you wrote {said!r}{meant}"
    return None


def _annotation(param):
    """The Python type an option is annotated with (typer 0.29 keeps it in ``type_descriptor``; click's ``type``
    otherwise: its INT and IntRange as ``int``)."""
    descriptor = getattr(param, "type_descriptor", None)
    if descriptor is not None:
        return descriptor.annotation
    return int if getattr(getattr(param, "type", None), "name", "") in ("integer", "integer range") else None


def bad_value_line(flag: str, said: str, message: str) -> str:
    """One line for a bad value of ``flag`` (as typed, e.g. ``--days``) given as ``said``, from typer's
    ``message`` ("Invalid value for '--days': Input should be greater than or equal to 1"): "--days: must be at
    least 1; you wrote 0", in the words of the other flag errors; typer's words kept when they are not known."""
    detail = message.split("': ", 1)[1] if "': " in message else message
    for pattern, ours in _PHRASES:
        if pattern.fullmatch(detail.strip()):
            detail = pattern.sub(ours, detail.strip())
            break
    return f"{flag}: {detail}; you wrote {said!r}"


def no_such_option_line(said: str, possibilities: list[str] | None, command: str) -> str:
    """One line for an option ``said`` (as typed) that ``command`` ("kirana run") does not have, naming the closest
    of click's ``possibilities`` when it found any."""
    near = sorted(possibilities or [])
    guess = f"; did you mean {' or '.join(near)}?" if near else ""
    return f"{said}: {command} has no such option{guess} ({command} --help lists them)"


_NEEDS_VALUE = re.compile(r"Option '(?P<flag>[^']+)' requires an? (?:argument|value)\.?")
_EXTRA = re.compile(r"Got unexpected extra argument(?:\(s\)|s)? \((?P<words>.*)\)")


def usage_line(message: str, command: str) -> str:
    """One line for click's other usage errors, in our words where we know them: "Option '--days' requires an
    argument." → "--days needs a value, e.g. --days 3"; "Got unexpected extra argument(s) (b.yaml)" → "kirana run
    does not take b.yaml: …"; any other message as click says it, with where help is."""
    need = _NEEDS_VALUE.fullmatch(message.strip())
    if need:
        return f"{need['flag']} needs a value after it ({command} --help says which)"
    extra = _EXTRA.fullmatch(message.strip())
    if extra:
        return (f"{command} does not take {extra['words']}: one value per argument ({command} --help); quote a value "
                f"with spaces")
    return f"{message.strip()} ({command} --help)"


def _no_bool_beside_switches(command, ctx) -> None:
    """Typer 0.29 shows ``--json <bool>`` and ``--help <bool>`` beside on/off switches, and a new user's trial
    (session 29) then wrote ``--json true``: switches show no type."""
    for param in command.get_params(ctx):
        if getattr(param, "is_flag", False) and param.metavar is None:
            param.metavar = ""


class OnceGroup(TyperGroup):
    """A typer group (``kirana``, ``kirana scenario``, ``kirana record``) whose help shows no ``<bool>`` beside
    ``--help`` (the trial of session 30)."""

    def format_help(self, ctx, formatter) -> None:
        _no_bool_beside_switches(self, ctx)
        super().format_help(ctx, formatter)


class OnceCommand(TyperCommand):
    """A typer command whose options that take one value may be given once only (module docstring), and whose bad
    option values (``kirana study --days 0``, ``kirana fork --at-day 0``) are told in one line too, not in click's
    box: the error is ``kirana.terminal.fail``'s one line, exit status 2."""

    def format_help(self, ctx, formatter) -> None:
        """Help without a type beside an on/off switch: typer 0.29 shows ``--json <bool>`` and ``--help <bool>``, and
        a new user's trial (session 29) then wrote ``--json true`` ("one message at a time … '10 kg rice true'")."""
        _no_bool_beside_switches(self, ctx)
        super().format_help(ctx, formatter)

    def parse_args(self, ctx, args: list[str]) -> list[str]:
        from kirana.terminal import fail
        problem = given_twice(self.params, args) or not_whole(self.params, args)
        if problem is not None:
            fail(problem)
        typed = list(args)  # (click's parser takes the words off ``args`` as it reads them)
        try:
            return super().parse_args(ctx, args)
        except typer.BadParameter as exc:
            if type(exc).__name__ == "MissingParameter" and exc.param is not None:  # "kirana study" without SPEC
                fail(f"{ctx.command_path} needs {(exc.param.name or 'an argument').upper()} ({ctx.command_path} --help)")
            flag = exc.param.opts[0] if exc.param is not None and exc.param.opts else "value"
            said = next((w.partition("=")[2] if "=" in w else typed[k + 1] if k + 1 < len(typed) else ""
                         for k, w in reversed(list(enumerate(typed))) if w.partition("=")[0] in (
                             exc.param.opts if exc.param is not None else ())), "")
            fail(bad_value_line(flag, said, exc.format_message()))
        except Exception as exc:  # typer's own copy of click's errors (typer._click is private: by their names)
            kinds = {c.__name__ for c in type(exc).__mro__}
            if "NoSuchOption" in kinds:
                fail(no_such_option_line(exc.option_name, getattr(exc, "possibilities", None), ctx.command_path))
            if "UsageError" not in kinds:
                raise
            fail(usage_line(exc.format_message(), ctx.command_path))
