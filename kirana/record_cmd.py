"""``kirana record schema``: the JSON Schema of the event record (every kind's fields, types and visibility)."""
from __future__ import annotations

import json

import typer

from kirana.flags_once import OnceCommand, OnceGroup

__all__ = ["app"]

app = typer.Typer(add_completion=False, no_args_is_help=True, cls=OnceGroup,
                  help="The event record's contract: print the JSON Schema of every event kind.")


@app.command(cls=OnceCommand)
def schema() -> None:
    """Print the JSON Schema of one line of record.jsonl: one of the event kinds (events/), chosen by "kind";
    each kind's "visibility" is public, hidden or the roles that may see it."""
    from events import record_schema
    typer.echo(json.dumps(record_schema(), ensure_ascii=False, indent=1))


@app.callback()
def _record() -> None:
    """The event record (record.jsonl)."""
