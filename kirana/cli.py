"""The ``kirana`` command line: run a month, print the score scale, write a run's report, print transcripts.

Each command lives in its own module (``kirana.run_cmd``, ``baselines_cmd``, ``report_cmd``, ``study_cmd``,
``fork_cmd``, ``read_message_cmd``, ``scenario_cmd``, ``record_cmd``); this module builds the ``app`` from them,
in the order ``kirana --help`` lists them, and re-exports the names other modules and tests use from here
(the consoles, ``fail``, ``progress_bar``: ``kirana.terminal``; ``show_scores``, ``report_after_run``:
``kirana.after_run``).
"""
from __future__ import annotations

import typer

from kirana.after_run import report_after_run, show_scores
from kirana.baselines_cmd import baselines
from kirana.flags_once import OnceCommand, OnceGroup
from kirana.report_cmd import report, transcript
from kirana.run_cmd import run
from kirana.terminal import (console, fail, os_error_line, progress_bar, progress_console, term_as_interrupt,
                             wide)

# The record's event models (``events``, with pydantic, the scenario schema and YAML: about 0.25 s of CPU) and
# rich's progress bar and tables are imported by the commands that use them, so ``kirana --help`` and the light
# commands start without them.

__all__ = ["app", "run", "baselines", "report", "transcript", "show_scores", "report_after_run", "console",
           "progress_console", "wide", "progress_bar", "fail", "term_as_interrupt", "os_error_line"]

app = typer.Typer(add_completion=False, no_args_is_help=True, cls=OnceGroup,
                  help="KiranaBench: a simulated Indian kirana run by four agent roles.")
app.command("run", cls=OnceCommand)(run)
app.command("baselines", cls=OnceCommand)(baselines)
app.command("report", cls=OnceCommand)(report)
app.command("transcript", cls=OnceCommand)(transcript)

from kirana.scenario_cmd import app as _scenario_app  # noqa: E402  (commands in their own modules)
from kirana.fork_cmd import fork as _fork  # noqa: E402
from kirana.study_cmd import study as _study  # noqa: E402
from kirana.record_cmd import app as _record_app  # noqa: E402
from kirana.read_message_cmd import CONTEXT_SETTINGS as _READ_SETTINGS  # noqa: E402
from kirana.read_message_cmd import ReadMessageCommand as _ReadCommand, read_message_cmd as _read_message  # noqa: E402

app.add_typer(_scenario_app, name="scenario")
app.add_typer(_record_app, name="record")
app.command("study", cls=OnceCommand)(_study)
app.command("fork", cls=OnceCommand)(_fork)
app.command("read-message", cls=_ReadCommand, context_settings=_READ_SETTINGS,  # (its docstring's exits are for us)
            short_help=_read_message.__doc__.split("\f")[0].split("\n\n")[0].strip())(_read_message)


if __name__ == "__main__":  # pragma: no cover
    app()
