"""An option given twice is an error, not the last one silently kept (the new-user trial of the twenty-seventh
session: ``kirana run --days 2 --days 3`` ran 3 days and said nothing of the 2).

Click keeps the last value of an option repeated on the command line. A researcher who pastes a command and adds
``--days 3`` at its end, or a script that builds flags from two sources, should be told which value they meant,
not left to find the month ran another length::

    error: --days is given twice (2, then 3); give it once

Options that take several values (``--role manager=openai:… --role cashier=…``) and on/off switches (``--json``)
may repeat. Every ``kirana`` command is built with ``OnceCommand`` (``kirana.cli``)."""
from __future__ import annotations

from typer.core import TyperCommand

__all__ = ["OnceCommand", "given_twice"]


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


class OnceCommand(TyperCommand):
    """A typer command whose options that take one value may be given once only (module docstring); the error is
    ``kirana.cli.fail``'s one line, exit status 2."""

    def parse_args(self, ctx, args: list[str]) -> list[str]:
        problem = given_twice(self.params, args)
        if problem is not None:
            from kirana.cli import fail
            fail(problem)
        return super().parse_args(ctx, args)
