"""What a user's first ``kirana run`` of the default month would otherwise work out, shipped in ``kirana/data/``.

A first run on a machine (an empty ``$KIRANA_CACHE_DIR``) used to pay about 12 s of CPU for ``kirana run
--engine direct``: 7 s playing the five other scripted shops' months for the report's anchors (``kirana.anchors``),
2 s reading anew every text its own month's scripted players read back (``kirana.readings``: the reader's 580
modules imported and its expressions compiled), and 0.2–0.4 s importing ``indic-transliteration``
(``lang.deva_cache``). Each is a pure function of the scenario and the simulation's code, and each already has a
cache keyed by exactly that; this module ships the caches' entries for the default scenario's month so that a
first run finds them too:

- ``anchors.json``: the anchors of the default scenario, 30 days, seeds ``SEEDS``, each keyed by
  ``kirana.anchors.world_key`` (the scenario with every role normalised and ``code_digest``, the digest of the
  simulation's code and data): an entry whose key no longer matches is never read, so a changed engine plays
  the months as before;
- ``readings-seed0.json.gz``: the readings file ``kirana.readings`` writes for the default month (seed 0, the
  month README tells a user to run), and in ``anchors.json`` its key (``kirana.readings.readings_file``: the
  resolved scenario, ``code_digest`` and the Python, pydantic and ``indic-transliteration`` versions);
- ``lang/data/deva_itrans.json`` (``lang.deva_cache``): the library's answers for the words a cold default
  month asks for, for one library version.

Every number in a report is the same as a fresh computation's: a key that does not match means computing
anew. ``python -m kirana.shipped --write`` regenerates all three (about a minute of CPU on two processes) after
any change to the simulation's code; ``--check`` (and ``tests/test_shipped.py``) says whether they are stale.
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import sys
from pathlib import Path

__all__ = ["SEEDS", "DAYS", "ANCHORS_PATH", "READINGS_PATH", "shipped_anchors", "shipped_readings_key",
           "default_scenario", "stale", "write"]

DATA = Path(__file__).resolve().parent / "data"
ANCHORS_PATH = DATA / "anchors.json"
READINGS_PATH = DATA / "readings-seed0.json.gz"
SEEDS = (0, 1, 2, 3, 4)  # the score scale's seeds (kirana baselines --seeds 0-4)
READINGS_SEED = 0
DAYS = 30
_VERSION = 1  # of anchors.json's layout


def default_scenario(seed: int):
    """The scenario ``kirana run --engine direct --seed SEED`` plays: ``check_scenario("default", seed=SEED)``,
    checked as the CLI checks a direct month."""
    from kirana.scenario_cmd import check_scenario
    return check_scenario("default", context_budgets=False, seed=seed, days=DAYS)


def _manifest() -> dict:
    try:
        data = json.loads(ANCHORS_PATH.read_text(encoding="utf-8"))
        return data if isinstance(data, dict) and data.get("version") == _VERSION else {}
    except (OSError, ValueError):
        return {}


def shipped_anchors(world: str) -> dict | None:
    """The shipped anchors of the world ``world`` (``kirana.anchors.world_key``), if shipped: ``{"world_sha256",
    "seed", "days", "shops": {shop: {"profit_inr", "profit_by_day_inr": [rupees a day]}}}``, else None."""
    for entry in _manifest().get("anchors", []):
        if entry.get("world_sha256") == world:
            return entry
    return None


def shipped_readings_key() -> str | None:
    """The ``kirana.readings.readings_file`` key (its file's stem) that ``READINGS_PATH``'s readings were worked
    out under, or None."""
    return _manifest().get("readings", {}).get("key")


def _scenario_sha(scenario) -> str:
    from scenarios import scenario_yaml
    return hashlib.sha256(scenario_yaml(scenario).encode()).hexdigest()


def stale() -> list[str]:
    """What of the shipped data no longer matches this code (empty: all current). Each line names the entry.

    The readings' key includes the Python, pydantic and library versions of the machine that wrote it; this
    checks only what a commit changes (the simulation's code digest and the scenario), so it holds on any machine.
    """
    from kirana.anchors import code_digest, world_key
    data, out = _manifest(), []
    if not data:
        return [f"{ANCHORS_PATH.name}: missing or of another layout"]
    if data.get("code_sha256") != code_digest():
        out.append(f"the anchors and readings: written for code {str(data.get('code_sha256'))[:12]}, "
                   f"this code is {code_digest()[:12]}")
    shipped = {e.get("world_sha256") for e in data.get("anchors", [])}
    for seed in SEEDS:
        if world_key(default_scenario(seed)) not in shipped:
            out.append(f"anchors of seed {seed}: not shipped for this code")
    readings = data.get("readings", {})
    if readings.get("scenario_sha256") != _scenario_sha(default_scenario(READINGS_SEED)):
        out.append(f"readings of seed {READINGS_SEED}: written for another scenario")
    try:
        body = READINGS_PATH.read_bytes()
        if hashlib.sha256(body).hexdigest() != readings.get("sha256"):
            out.append(f"{READINGS_PATH.name}: not the file the manifest names")
    except OSError:
        out.append(f"{READINGS_PATH.name}: missing")
    return out


def _anchor_month(job: tuple[int, str]) -> tuple[int, str, dict]:
    """(seed, shop, its anchor: ``{"profit_inr", "profit_by_day_inr"}``), played as ``kirana.anchors`` plays it."""
    from agents.direct import play_month
    from kirana.runs import with_shop
    from scoring import money_scores
    seed, shop = job
    money = money_scores(play_month(with_shop(default_scenario(seed), shop)).record.events)
    return seed, shop, {"profit_inr": money["profit_inr"], "profit_by_day_inr": money["profit_by_day_inr"]}


def write(workers: int = 2) -> dict:
    """Regenerate the shipped data in a process with an empty cache: the deva words, the default month's
    readings, then every seed's anchors (``workers`` processes). Returns the manifest written.

    Must run in a new process (``python -m kirana.shipped --write``): it needs the reader and the transliteration
    cache never to have been used in this one, or the readings and words it writes would miss what was read before.
    """
    import tempfile
    import lang.deva_cache as deva
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["KIRANA_CACHE_DIR"] = tmp  # nothing from this machine's caches
        os.environ["KIRANA_READINGS_CACHE"] = "1"
        deva.start_afresh()  # before anything asks for a word
        from concurrent.futures import ProcessPoolExecutor
        from agents.direct import play_month
        from kirana import readings
        from kirana.anchors import ANCHOR_SHOPS, code_digest, world_key
        from scenarios import scenario_yaml
        scenario = default_scenario(READINGS_SEED)
        play_month(scenario)
        deva.write_shipped()
        path = Path(tmp) / "readings.json"
        readings.save(path)
        body = json.loads(path.read_text(encoding="utf-8"))
    key = readings.readings_file(scenario_yaml(scenario)).stem
    packed = gzip.compress(json.dumps(body, ensure_ascii=False).encode("utf-8"), mtime=0)
    jobs = [(seed, shop) for seed in SEEDS for shop in ANCHOR_SHOPS]
    with ProcessPoolExecutor(max(1, workers)) as pool:
        months = {(seed, shop): money for seed, shop, money in pool.map(_anchor_month, jobs)}
    anchors = [{"world_sha256": world_key(default_scenario(seed)), "seed": seed, "days": DAYS,
                "shops": {shop: months[(seed, shop)] for shop in ANCHOR_SHOPS}} for seed in SEEDS]
    manifest = {"version": _VERSION, "written_by": "python -m kirana.shipped --write", "code_sha256": code_digest(),
                "readings": {"seed": READINGS_SEED, "days": DAYS, "key": key, "libraries": readings.libraries(),
                             "scenario_sha256": _scenario_sha(scenario), "sha256": hashlib.sha256(packed).hexdigest()},
                "anchors": anchors}
    DATA.mkdir(exist_ok=True)
    READINGS_PATH.write_bytes(packed)
    ANCHORS_PATH.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return manifest


def main(argv: list[str] | None = None) -> int:
    """``python -m kirana.shipped [--write | --check]``: exit 1 when ``--check`` finds the data stale."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="regenerate the shipped data for this code")
    parser.add_argument("--check", action="store_true", help="only say whether the data is current (the default)")
    parser.add_argument("--workers", type=int, default=2, help="processes playing the anchors' months")
    args = parser.parse_args(argv)
    if args.write:
        manifest = write(args.workers)
        print(f"wrote {ANCHORS_PATH} ({len(manifest['anchors'])} seeds' anchors), {READINGS_PATH} "
              f"({READINGS_PATH.stat().st_size:,} bytes) and the deva words")
    problems = stale()
    for line in problems:
        print(f"stale: {line}")
    if not problems:
        print("the shipped anchors and readings are current for this code")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
