"""Run-folder checkpoints and the stop error, without importing AutoGen (the direct engine and study workers use them).

A checkpoint (``checkpoints/day-NNN.json`` after each simulated day, ``day-NNN-turn.json`` when a model error
stopped the run inside a turn) is one ``RunCheckpoint``: written by ``write_checkpoint`` and read by
``read_checkpoint`` / ``load_checkpoint``, which check it field by field. A file that is not whole JSON (cut
short by a kill or a full disk) is skipped for the one before it; a whole file that does not fit the model
(damaged, from an older layout, or from a newer kirana) raises ``CheckpointError`` naming the file, the field
and what to do. Checkpoints written before the ``version`` field existed are version 1 and load as such.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pydantic_core
from pydantic import BaseModel, ConfigDict, ValidationError

from agents.stopped import RunStopped
from engine.snapshot import ShopSnapshot

__all__ = ["RunStopped", "CheckpointError", "RunCheckpoint", "CHECKPOINT_VERSION", "latest_checkpoint",
           "load_checkpoint", "read_checkpoint", "parse_checkpoint", "write_checkpoint", "checkpoint_bytes",
           "checkpoint_json", "KEEP_CHECKPOINTS"]

KEEP_CHECKPOINTS = 3  # the newest daily checkpoints kept in a run folder (default of the scenario's keep_checkpoints)
CHECKPOINT_VERSION = 1  # the layout this code writes and reads; a file without "version" is version 1


class CheckpointError(RunStopped):
    """A checkpoint file that is whole JSON but cannot be used: a field is missing or wrong, or it was written
    by an older or newer layout. ``str()`` is one line naming the file, the field and what to do."""


class RunCheckpoint(BaseModel):
    """One run-folder checkpoint: enough to continue the month from the close of ``day`` (or inside its open turn)."""
    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    version: int = CHECKPOINT_VERSION
    """The checkpoint layout; files written before this field existed are version 1."""
    day: int
    """The simulated day (1-based) the checkpoint closes, or the day of the turn left open."""
    shop: ShopSnapshot
    """The shop's month: world, kernel, counter, clock and the record's next sequence number."""
    contexts: dict[str, dict[str, Any]]
    """Each role's own model context by role (``agents.context.RoleContext.save_state``)."""
    memories: dict[str, dict[str, Any]] = {}
    """Each scripted player's memory by role (its policy's ``memory`` as JSON); only scripted roles have one."""
    usage: dict[str, dict[str, Any]]
    """Token usage so far by role, as ``usage.json`` holds it (calls, retries, prompt and completion tokens,
    cost in US dollars), and ``renderer`` for a model renderer (calls, prompts, tokens, seconds)."""
    notes: dict[str, list[str]] = {}
    """Notes waiting for each role's next brief (``agents.hooks.ShopHooks.notes``)."""
    scaffolds: dict[str, dict[str, Any]] = {}
    """Each scaffold's memory by role (``agents.scaffolds``: the latest reflection, the plan, today's strategy)."""

    def to_json_data(self) -> dict[str, Any]:
        """The checkpoint as plain JSON-able data (the shop's ``turn`` only when a turn is open)."""
        out = self.model_dump(mode="json", exclude={"shop"})
        return {**{k: out[k] for k in ("version", "day")}, "shop": self.shop.to_json_data(),
                **{k: v for k, v in out.items() if k not in ("version", "day")}}


def _problem(exc: ValidationError) -> str:
    """The first validation error as ``field.path: message``."""
    err = exc.errors(include_url=False)[0]
    where = ".".join(str(p) for p in err["loc"]) or "(the whole file)"
    return f"{where}: {err['msg']}" + ("" if len(exc.errors()) == 1 else f" (and {len(exc.errors()) - 1} more)")


def parse_checkpoint(data: Any, path: Path | str = "checkpoint") -> RunCheckpoint:
    """``data`` (a checkpoint file's decoded JSON) as a ``RunCheckpoint``.

    Raises:
        CheckpointError: not an object, an older layout (the team's AutoGen state), a newer version, or a
            field missing or wrong; the message names ``path`` and the field.
    """
    if not isinstance(data, dict):
        raise CheckpointError(f"{path}: a checkpoint is a JSON object, not {type(data).__name__}; the file is "
                              f"damaged — delete it to resume from the one before it")
    version = data.get("version", 1)
    if isinstance(version, int) and version > CHECKPOINT_VERSION:
        raise CheckpointError(f"{path}: version: {version} — written by a newer kirana (this one reads version "
                              f"{CHECKPOINT_VERSION}); resume it with that version")
    if "team" in data and "contexts" not in data:
        raise CheckpointError(f"{path}: team: an older checkpoint layout (the team's AutoGen state, before each "
                              f"agent kept its own context in 'contexts'); it cannot be resumed by this version — "
                              f"start the run again, or resume it with the kirana that wrote it")
    try:
        return RunCheckpoint.model_validate(data)
    except ValidationError as exc:
        raise CheckpointError(f"{path}: {_problem(exc)} — the checkpoint is damaged or from another version of "
                              f"kirana (this one reads version {CHECKPOINT_VERSION}); delete it to resume from the "
                              f"one before it") from None


def read_checkpoint(path: Path) -> RunCheckpoint:
    """The checkpoint in ``path``.

    Raises:
        OSError: the file cannot be read. ValueError: it is not whole JSON (cut short).
        CheckpointError: whole JSON that is not a checkpoint of this version (``parse_checkpoint``).
    """
    return parse_checkpoint(json.loads(Path(path).read_text(encoding="utf-8")), path)


def checkpoint_json(data: dict[str, Any]) -> bytes:
    """Checkpoint data as compact UTF-8 JSON, written by pydantic-core (several times faster than ``json.dumps``
    on the megabytes a long month's checkpoint holds; ``json.loads`` reads back the same values, Infinity
    and NaN included); text UTF-8 cannot hold (a lone surrogate) falls back to ``json.dumps``, with the
    surrogate written as a backslash escape."""
    try:
        return pydantic_core.to_json(data, inf_nan_mode="constants")
    except (pydantic_core.PydanticSerializationError, ValueError, TypeError):
        return json.dumps(data, ensure_ascii=False).encode("utf-8", errors="backslashreplace")


def checkpoint_bytes(checkpoint: RunCheckpoint) -> bytes:
    """The bytes of a checkpoint file: those of ``checkpoint_json(checkpoint.to_json_data())``, written by
    pydantic-core straight from the models (no dict of the whole shop is made first: about 2.5 times faster on
    a 30-day month's 2.3 MB), and through ``to_json_data`` when that fails (a lone surrogate)."""
    shop = checkpoint.shop
    try:
        shop_json = pydantic_core.to_json(shop, exclude={"turn"} if shop.turn is None else None,
                                          inf_nan_mode="constants")
        rest = pydantic_core.to_json(checkpoint, exclude={"version", "day", "shop"}, inf_nan_mode="constants")
    except (pydantic_core.PydanticSerializationError, ValueError, TypeError):
        return checkpoint_json(checkpoint.to_json_data())
    head = b'{"version":%d,"day":%d,"shop":' % (checkpoint.version, checkpoint.day)
    return head + shop_json + (b"," + rest[1:] if rest != b"{}" else b"}")


def write_checkpoint(path: Path, checkpoint: RunCheckpoint) -> None:
    """Write ``checkpoint`` to ``path`` whole or not at all: into ``path``'s ``.tmp`` sibling, then renamed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(checkpoint_bytes(checkpoint))
    os.replace(tmp, path)


def latest_checkpoint(run_dir: Path) -> Path | None:
    """The newest ``checkpoints/day-NNN*.json`` of a run folder (a mid-turn ``day-NNN-turn.json`` included), or None."""
    found = sorted((Path(run_dir) / "checkpoints").glob("day-*.json"))
    return found[-1] if found else None


def load_checkpoint(run_dir: Path) -> tuple[Path, RunCheckpoint] | None:
    """The newest checkpoint that reads as a whole, and its data; None when there is none.

    Checkpoints that cannot be read whole (cut short, not JSON) are skipped, newest first.

    Raises:
        CheckpointError: the newest whole checkpoint does not fit ``RunCheckpoint`` (see ``parse_checkpoint``).
    """
    for path in sorted((Path(run_dir) / "checkpoints").glob("day-*.json"), reverse=True):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        return path, parse_checkpoint(data, path)
    return None
