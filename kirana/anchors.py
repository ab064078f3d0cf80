"""Anchors for a run's profit: the scripted shops playing the run's own month.

The anchors are the four shops of the score scale (KiranaBench Table 3), the
newsvendor rule baseline (AutoVend) and the oracle — a privileged upper bound
that reads hidden state (RetailBench), always shown labelled as such
(``report.labels.shop_label``). They are played here, at the CLI's layer, and
handed to ``report.write_report`` as its ``anchors`` provider: the report reads
records and scores, never plays a month.

The run's resolved scenario (``scenario.resolved.yaml``, which fixes the seed and
the days) is played once per scripted shop with every role scripted
(``agents.direct.play_month``, no AutoGen), and each month's profit by day is
scored from its record like any run. Work is reused three ways:

- when the run is itself one of the scripted shops (every role ``scripted:NAME``)
  and complete, its own scores stand for that shop — it is the same month;
- the anchors are cached across run folders in ``KIRANA_CACHE_DIR`` (default
  ``~/.cache/kiranabench``) under ``anchors/``, keyed by the SHA-256 of the
  scenario with every role's model normalised, together with a digest of the
  simulation's code and data (so a changed engine never reads stale anchors);
- and in the run folder as ``anchors.json``, keyed by the resolved scenario's
  SHA-256, so a second report of the same run costs nothing.

What the cache lacks costs a month per shop: the first run of a scenario, seed and days on a machine (or after
any change to the simulation's code) plays the five other shops, about five times its own month's CPU.
``kirana run`` starts ``AnchorPlayers`` before its month, so that when a CPU is free those months are played
in forked processes beside it (``report.drawing.default_workers``: 2 when the 1-minute load leaves a CPU free,
``KIRANA_REPORT_WORKERS`` if set), not one after another after it; on a busy machine they are played here, as
before. A fresh clone of the same code on the same machine finds them cached (the key is the code's content,
not its path).
"""
from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path

__all__ = ["anchor_profits", "AnchorPlayers", "ANCHOR_SHOPS", "ANCHORS_FILE", "cache_dir", "code_digest", "world_key"]

ANCHOR_SHOPS = ("reference", "unfair-counter", "unfair-everywhere", "no-manager", "newsvendor", "oracle")

ANCHORS_FILE = "anchors.json"
_CODE = ("events", "market", "negotiation_kernel", "engine", "roles", "lang", "scenarios", "scoring")


def cache_dir() -> Path:
    """Where cross-run caches live: ``$KIRANA_CACHE_DIR`` or ``~/.cache/kiranabench``."""
    return Path(os.environ.get("KIRANA_CACHE_DIR") or Path.home() / ".cache" / "kiranabench")


@lru_cache(maxsize=1)
def code_digest() -> str:
    """SHA-256 over the simulation's source and data files (``events``, ``market``, kernel, engine, roles, lang,
    scenarios, scoring)."""
    root = Path(__file__).resolve().parents[1]
    h = hashlib.sha256()
    for package in _CODE:
        for path in sorted((root / package).rglob("*")):
            if path.is_file() and path.suffix in (".py", ".csv", ".yaml", ".json") and "__pycache__" not in path.parts:
                h.update(str(path.relative_to(root)).encode())
                h.update(path.read_bytes())
    h.update((root / "agents" / "direct.py").read_bytes())
    return h.hexdigest()


#: CPU seconds of each shop's 30-day month (benchmarks/record_digests.py, seed 0, loaded machine), for sharing
#: the months out among the players.
_COST = {"reference": 6.6, "oracle": 6.6, "unfair-counter": 5.5, "newsvendor": 4.8, "unfair-everywhere": 3.7,
         "no-manager": 1.3}


def world_key(scenario) -> str:
    """The anchors cache's key of ``scenario``: SHA-256 of it with every role the reference shop, and of
    ``code_digest``."""
    from kirana.runs import with_shop
    from scenarios import scenario_yaml
    return hashlib.sha256((scenario_yaml(with_shop(scenario, "reference")) + code_digest()).encode()).hexdigest()


def _shared_path(key: str) -> Path:
    return cache_dir() / "anchors" / f"{key}.json"


def _play(scenario, shop: str) -> dict:
    from agents.direct import play_month
    from kirana.runs import with_shop
    from scoring import money_scores
    money = money_scores(play_month(with_shop(scenario, shop)).record.events)
    return {"profit_inr": money["profit_inr"], "profit_by_day_inr": money["profit_by_day_inr"]}


def _scripted_shop(scenario) -> str | None:
    """The anchor shop every role of ``scenario`` plays (``scripted:NAME``), if one does."""
    models = {str(r.model) for r in scenario.roles.values()}
    name = next(iter(models)) if len(models) == 1 else ""
    return name[9:] if name.startswith("scripted:") and name[9:] in ANCHOR_SHOPS else None


def _own_shop(scenario, scores: dict | None) -> str | None:
    """The scripted shop this run is, if every role plays it and the month is complete."""
    if (scores is None or scores.get("days_closed") != scenario.days
            or scores.get("seed") != scenario.seed or scores.get("days") != scenario.days):
        return None  # not the same month (or not a whole one)
    return _scripted_shop(scenario)


def _shares(shops: list[str], players: int) -> list[list[str]]:
    """The shops split among ``players``: costliest first, each to the least loaded (by ``_COST``)."""
    out: list[list[str]] = [[] for _ in range(players)]
    load = [0.0] * players
    for shop in sorted(shops, key=lambda s: -_COST.get(s, 5.0)):
        i = load.index(min(load))
        out[i].append(shop)
        load[i] += _COST.get(shop, 5.0)
    return [share for share in out if share]


class AnchorPlayers:
    """The anchor months the cache lacks for ``scenario``, played in forked processes from now (``kirana run``:
    before its own month) and handed to ``anchor_profits``.

    Args:
        scenario: the run's scenario (its shop, if every role plays an anchor shop, is not played: the run
            stands for it).
        workers: how many processes play; None: ``report.drawing.default_workers()`` (0 on a busy machine).
            None start with 0, when the cache holds the months, where processes cannot be forked, or while this
            process runs other threads: ``anchor_profits`` then plays what it lacks itself.
    """

    def __init__(self, scenario, workers: int | None = None) -> None:
        import threading
        self._players: list[tuple[int, int]] = []  # (pid, pipe to read its months from)
        self.key = None
        if workers is None:
            from report.drawing import default_workers
            workers = default_workers()
        if workers <= 0 or not hasattr(os, "fork") or threading.active_count() != 1:
            return
        self.key = world_key(scenario)
        if _read(_shared_path(self.key), "world_sha256", self.key) is not None:
            return
        own = _scripted_shop(scenario)
        for share in _shares([shop for shop in ANCHOR_SHOPS if shop != own], workers):
            read, write = os.pipe()
            pid = os.fork()
            if pid == 0:  # a player: its months, pickled down the pipe; never returns into the CLI
                os.close(read)
                code = 1
                try:
                    import pickle
                    import signal
                    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the run's; close() ends a player
                    import sys
                    runs = sys.modules.get("kirana.runs")
                    for claim in (runs._CLAIMS.values() if runs is not None else ()):
                        claim.close()  # the run folder's lock stays the run's alone (fds of one flock)
                    months = {shop: _play(scenario, shop) for shop in share}
                    with os.fdopen(write, "wb") as out:
                        pickle.dump(months, out)
                    code = 0
                finally:
                    os._exit(code)
            os.close(write)
            self._players.append((pid, read))

    def months(self) -> dict[str, dict]:
        """Each shop's month the players played (``_play``'s dicts), once they are done; a player that failed
        gives none (``anchor_profits`` plays its shops)."""
        import pickle
        got: dict[str, dict] = {}
        for pid, read in self._players:
            try:
                with os.fdopen(read, "rb") as pipe:
                    got.update(pickle.load(pipe))
            except Exception:  # a player died: its shops are played by the caller
                pass
            os.waitpid(pid, 0)
        self._players = []
        return got

    def close(self) -> None:
        """Stop any player still running (idempotent): the run ended without its report."""
        import signal
        for pid, read in self._players:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            os.close(read)
            os.waitpid(pid, 0)
        self._players = []

    def __enter__(self) -> "AnchorPlayers":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _write(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    tmp.replace(path)


def _read(path: Path, key_field: str, key: str) -> dict | None:
    try:
        cached = json.loads(path.read_text(encoding="utf-8"))
        if cached.get(key_field) == key and set(cached.get("shops", {})) == set(ANCHOR_SHOPS):
            return cached
    except (OSError, json.JSONDecodeError, AttributeError):
        pass  # missing or damaged: played again
    return None


def anchor_profits(folder: Path, scores: dict | None = None, scenario=None,
                   players: AnchorPlayers | None = None) -> dict:
    """Profit by day of each scripted shop on the run's scenario and seed, from a cache or played now.

    Args:
        folder: the run folder.
        scores: the run's own scores, if already computed (lets a scripted run stand for its own shop).
        scenario: the run's scenario, if the caller holds it (``kirana run``): the one its
            ``scenario.resolved.yaml`` was written from, so it is not read back (0.05-0.1 s).
        players: the ``AnchorPlayers`` started for this scenario, whose months stand in for playing them here.
    Returns:
        {"scenario_sha256", "seed", "days", "shops": {shop: {"profit_inr", "profit_by_day_inr": [rupees]}}}.
    Raises:
        FileNotFoundError: the folder has no ``scenario.resolved.yaml``.
        scenarios.ScenarioError: the resolved scenario no longer loads (e.g. written by another version).
    """
    from scenarios import load_scenario
    resolved = Path(folder) / "scenario.resolved.yaml"
    if not resolved.exists():
        raise FileNotFoundError(f"{folder} is not a run folder: no scenario.resolved.yaml")
    key = hashlib.sha256(resolved.read_bytes()).hexdigest()
    local = Path(folder) / ANCHORS_FILE
    if (cached := _read(local, "scenario_sha256", key)) is not None:
        return cached
    if scenario is None:
        scenario = load_scenario(resolved)
    world = players.key if players is not None and players.key else world_key(scenario)  # the same scenario's
    shared = _shared_path(world)
    found = _read(shared, "world_sha256", world)
    if found is None:
        own = _own_shop(scenario, scores)
        played = players.months() if players is not None and players.key else {}
        shops = {shop: ({"profit_inr": scores["profit_inr"], "profit_by_day_inr": scores["profit_by_day_inr"]}
                        if shop == own else played.get(shop) or _play(scenario, shop)) for shop in ANCHOR_SHOPS}
        found = {"world_sha256": world, "seed": scenario.seed, "days": scenario.days, "shops": shops}
        try:
            _write(shared, found)
        except OSError:
            pass  # a read-only home: the run folder's copy still serves
    data = {"scenario_sha256": key, "seed": found["seed"], "days": found["days"], "shops": found["shops"]}
    _write(local, data)
    return data
