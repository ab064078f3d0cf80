"""``kirana run --set KEY=VALUE``: change one scenario key for one run, without writing a file.

KEY is the key's path as ``kirana scenario show`` prints the file, a dot between levels and a list position as a
number; VALUE is read as YAML would read it in the file::

    kirana run --set roles.manager.timeout_s=30 --set roles.manager.retries=1
    kirana run --set suppliers.2.language=hi --set counter.reservation_of_mrp=[0.8,1.0]

The changed key is checked by the schema like one written in a file, and its errors name it
(``(override roles.manager.timeout_s=…): roles.manager.timeout_s: must be greater than 0; you wrote -1 …``).
A new user's trial (session 28) found ``timeout_s`` and ``retries`` reachable only by writing a scenario file.
"""
from __future__ import annotations

import re
from typing import Any

from kirana.flags import FlagError

__all__ = ["parse_sets", "SET_HELP"]

SET_HELP = ("change one scenario key for this run: KEY=VALUE, e.g. roles.manager.timeout_s=30 or "
            "suppliers.2.language=hi (repeatable; the keys are those `kirana scenario show` prints)")

_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\.([A-Za-z_][A-Za-z0-9_]*|[0-9]+))*")
_BY_FLAGS = {"seed": "--seed", "days": "--days", "keep_checkpoints": "--keep-checkpoints"}


def parse_sets(pairs: list[str], flags_given: tuple[str, ...] = ()) -> dict[str, Any]:
    """``["roles.manager.timeout_s=30", …]`` as ``{"roles.manager.timeout_s": 30, …}`` (values read as YAML).

    Args:
        flags_given: the scenario keys that flags of their own also set (``seed`` for ``--seed``): one of them in a
            ``--set`` too is refused, not silently decided.
    Raises:
        FlagError: a pair without ``=``, a key that is not a dotted path, a value that is not YAML, a key given
            twice; one line naming the pair and the fix.
    """
    import yaml

    from scenarios.located import ScenarioLoader
    out: dict[str, Any] = {}
    written: dict[str, str] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise FlagError(f"--set: write KEY=VALUE, e.g. roles.manager.timeout_s=30; you wrote {pair!r}")
        if not _KEY.fullmatch(key):
            raise FlagError(f"--set: {key!r} is not a key path; write the keys from the top, joined by dots, "
                            f"e.g. roles.manager.timeout_s or suppliers.2.language")
        if key in out:
            raise FlagError(f"--set: {key} is given twice ({written[key]}, then {text.strip()}); give it once")
        if key in flags_given:
            raise FlagError(f"--set {key}=… and {_BY_FLAGS.get(key, key)} both set {key}; give one")
        written[key] = text.strip()
        try:
            out[key] = yaml.load(text, Loader=ScenarioLoader) if text.strip() else ""
        except yaml.YAMLError as exc:
            problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
            raise FlagError(f"--set {key}: the value {text!r} is not valid YAML ({problem}); "
                            f"quote text, write lists as [a, b]") from None
    return out
