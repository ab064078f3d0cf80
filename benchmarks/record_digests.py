"""SHA-256 of each scripted shop's direct-engine record, to show a refactor changed no byte of any month.

Plays the six scripted shops (``kirana.runs.with_shop``: reference, unfair-counter, unfair-everywhere,
no-manager, newsvendor, oracle) through ``agents.direct.play_month`` writing ``record.jsonl`` to a temporary
folder, checks the file equals the in-memory record, and prints one line per month: shop, seed, days,
digest, lines and the month's CPU seconds. ``--save FILE`` writes the digests as JSON before a change;
``--check FILE`` compares after it and exits 1 naming the months that differ.

    python benchmarks/record_digests.py --seeds 0 1 --days 30 --save /tmp/before.json
    python benchmarks/record_digests.py --seeds 0 1 --days 30 --check /tmp/before.json
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agents.direct import play_month  # noqa: E402
from kirana.runs import with_shop  # noqa: E402
from scenarios import load_scenario  # noqa: E402

SHOPS = ("reference", "unfair-counter", "unfair-everywhere", "no-manager", "newsvendor", "oracle")


def digests(seeds: list[int], days: int, folder: Path) -> dict[str, str]:
    """``{"shop/seed/days": sha256 hex of record.jsonl}``, printing a line per month as it finishes."""
    out = {}
    for seed in seeds:
        for shop in SHOPS:
            scenario = with_shop(load_scenario(seed=seed, days=days), shop)
            path = folder / f"{shop}-{seed}-{days}.jsonl"
            start = time.process_time()
            month = play_month(scenario, record_path=path)
            cpu = time.process_time() - start
            data = path.read_bytes()
            if data != "".join(line + "\n" for line in month.record.lines()).encode("utf-8"):
                raise SystemExit(f"{shop} seed {seed}: record.jsonl differs from the in-memory record")
            out[f"{shop}/{seed}/{days}"] = digest = hashlib.sha256(data).hexdigest()
            print(f"{shop:<18} seed {seed}  {days} days  {digest[:16]}  {data.count(10):>6} lines  {cpu:.2f} s CPU",
                  flush=True)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0])
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--save", type=Path, help="write the digests to this JSON file")
    parser.add_argument("--check", type=Path, help="compare with the digests saved in this JSON file")
    a = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="kirana-digests-") as folder:  # 12 months are ~160 MB: removed after
        found = digests(a.seeds, a.days, Path(folder))
    if a.save:
        a.save.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    if a.check:
        saved = json.loads(a.check.read_text(encoding="utf-8"))
        missing = [k for k in found if k not in saved]
        differ = [k for k in found if k in saved and saved[k] != found[k]]
        if missing:
            print(f"not in {a.check}: {', '.join(missing)}")
        print(f"{len(found) - len(differ) - len(missing)}/{len(found)} months byte-identical"
              + (f"; DIFFERENT: {', '.join(differ)}" if differ else ""))
        return 1 if differ or missing else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
