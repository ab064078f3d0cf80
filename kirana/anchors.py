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

The default scenario's 30-day month on seeds 0–4 also ships with the code (``kirana.shipped``, under the same
key), so that a user's first run of it plays none of the shops' months.

What the cache lacks costs a month per shop: the first run of a scenario, seed and days on a machine (or after
any change to the simulation's code) plays the five other shops, about four times its own month's CPU (a
month after the first in a process is cheaper). ``kirana run`` shares them, when a CPU is free
(``report.drawing.default_workers``: 2 when the 1-minute load leaves a CPU free, ``KIRANA_REPORT_WORKERS`` if
set), between its own process and a helper forked from it after its month (``_play_shops``); on a busy
machine its process plays them one after another. A fresh clone of the same code on the same machine finds
them cached (the key is the code's content, not its path).
"""
from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path

__all__ = ["anchor_profits", "ANCHOR_SHOPS", "ANCHORS_FILE", "cache_dir", "code_digest", "digested_files", "world_key"]

ANCHOR_SHOPS = ("reference", "unfair-counter", "unfair-everywhere", "no-manager", "newsvendor", "oracle")

ANCHORS_FILE = "anchors.json"
_DEVA_WORDS = Path("lang") / "data" / "deva_itrans.json"  # lang.deva_cache.SHIPPED, without importing it
_CODE = ("events", "market", "negotiation_kernel", "engine", "roles", "lang", "scenarios", "scoring")


def cache_dir() -> Path:
    """Where cross-run caches live: ``$KIRANA_CACHE_DIR`` or ``~/.cache/kiranabench``."""
    return Path(os.environ.get("KIRANA_CACHE_DIR") or Path.home() / ".cache" / "kiranabench")


def digested_files() -> list[Path]:
    """The files ``code_digest`` hashes, in its order: every file under the simulation's packages but Markdown and
    bytecode (the second opinion's weights, ``lang/data/*.npy``, change readings too) and the library's shipped
    transliterations (``lang.deva_cache.SHIPPED``: its answers, not the simulation's), then ``agents/direct.py``."""
    root = Path(__file__).resolve().parents[1]
    files = [path for package in _CODE for path in sorted((root / package).rglob("*"))
             if path.is_file() and path.suffix not in (".md", ".pyc") and "__pycache__" not in path.parts
             and path != root / _DEVA_WORDS]
    return files + [root / "agents" / "direct.py"]


@lru_cache(maxsize=1)
def code_digest() -> str:
    """SHA-256 over the simulation's source and data files (``digested_files``: ``events``, ``market``, kernel,
    engine, roles, lang, scenarios, scoring). The second opinion's weights were left out until session 33, so a
    retrained model could have reused anchors and readings worked out by the one before."""
    root = Path(__file__).resolve().parents[1]
    h = hashlib.sha256()
    for path in digested_files():
        h.update(str(path.relative_to(root)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()


#: CPU seconds of each shop's 30-day month (benchmarks/record_digests.py, seed 0, loaded machine), for sharing
#: the months out among processes.
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


def _shares(shops: list[str], processes: int) -> list[list[str]]:
    """The shops split among ``processes`` by their months' CPU seconds (``_COST``), empty shares left out."""
    from report.drawing import split_by_cost
    return [share for share in split_by_cost(shops, processes, _COST, 5.0) if share]


def _play_shops(scenario, shops: list[str], workers: int) -> dict[str, dict]:
    """Each of ``shops``' months (``_play``), shared among ``workers`` processes: this one plays the first share
    and helpers forked from it the others (1 or fewer workers, no ``fork``, or other threads running: all here).

    The helpers are forked after the run's own month, so they start with what it already worked out (the
    phrasings' compiled expressions, the readings of texts every shop's month sends): a month in a new
    process costs about 2.5 s more of CPU. A helper that fails leaves its shops to this process.
    """
    import pickle
    import signal
    import threading
    if workers < 2 or not hasattr(os, "fork") or threading.active_count() != 1:
        return {shop: _play(scenario, shop) for shop in shops}
    mine, *theirs = _shares(shops, workers) or [[]]
    helpers: list[tuple[int, int]] = []
    for share in theirs:
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # a helper: its months, pickled down the pipe; never returns into the caller
            os.close(read)
            code = 1
            try:
                signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the run's; the run stops its helpers
                with os.fdopen(write, "wb") as out:
                    pickle.dump({shop: _play(scenario, shop) for shop in share}, out)
                code = 0
            finally:
                os._exit(code)
        os.close(write)
        helpers.append((pid, read))
    got: dict[str, dict] = {}
    try:
        got.update((shop, _play(scenario, shop)) for shop in mine)
        while helpers:
            pid, read = helpers[0]
            try:
                with os.fdopen(read, "rb") as pipe:
                    got.update(pickle.load(pipe))
            except Exception:  # a helper died: its shops are played below
                pass
            os.waitpid(pid, 0)
            helpers.pop(0)
    finally:  # interrupted (Ctrl-C, SIGTERM): stop the helpers still playing
        for pid, read in helpers:
            for stop in (lambda: os.close(read), lambda: os.kill(pid, signal.SIGKILL), lambda: os.waitpid(pid, 0)):
                try:
                    stop()
                except OSError:  # closed already by the interrupted read; ended already
                    pass
    return {shop: got[shop] if shop in got else _play(scenario, shop) for shop in shops}


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


def anchor_profits(folder: Path, scores: dict | None = None, scenario=None, workers: int = 1) -> dict:
    """Profit by day of each scripted shop on the run's scenario and seed, from a cache or played now.

    Args:
        folder: the run folder.
        scores: the run's own scores, if already computed (lets a scripted run stand for its own shop).
        scenario: the run's scenario, if the caller holds it (``kirana run``): the one its
            ``scenario.resolved.yaml`` was written from, so it is not read back (0.05-0.1 s).
        workers: processes that play the months the cache lacks (``_play_shops``; ``kirana run``:
            ``report.drawing.default_workers()``, 2 beside a free CPU); 1: this process alone.
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
    world = world_key(scenario)
    shared = _shared_path(world)
    found = _read(shared, "world_sha256", world)
    if found is None:  # the default month's seeds ship with the code (kirana.shipped), keyed the same way
        from kirana.shipped import shipped_anchors
        found = shipped_anchors(world)
    if found is None:
        own = _own_shop(scenario, scores)
        played = _play_shops(scenario, [shop for shop in ANCHOR_SHOPS if shop != own], workers)
        shops = {shop: ({"profit_inr": scores["profit_inr"], "profit_by_day_inr": scores["profit_by_day_inr"]}
                        if shop == own else played[shop]) for shop in ANCHOR_SHOPS}
        found = {"world_sha256": world, "seed": scenario.seed, "days": scenario.days, "shops": shops}
        try:
            _write(shared, found)
        except OSError:
            pass  # a read-only home: the run folder's copy still serves
    data = {"scenario_sha256": key, "seed": found["seed"], "days": found["days"], "shops": found["shops"]}
    _write(local, data)
    return data
