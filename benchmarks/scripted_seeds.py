"""The suite's whole-month checks of the scripted shops on more seeds than README's test command plays.

    python benchmarks/scripted_seeds.py                 # seeds 0 and 1 (what .ci/run runs)
    python benchmarks/scripted_seeds.py --seeds 0-4     # the five seeds of the score scale

README's test command plays seed 0 alone in the files that check whole thirty-day months of the scripted shops
(``FILES``: the scores against an independent recomputation and the shops' designs, the score scale of KiranaBench
Table 3, the shipped anchors against the months played now); each seed is six such months, about 20 s of the
suite's CPU on the 2-core machine (session 50). This runs those files, unchanged, with ``KIRANA_TEST_SEEDS`` set
(``tests/month_seeds.py``), so the same checks are made on every seed given: ``python -m pytest -q FILES`` with the
suite's own options (its workers and month cache), exit status pytest's (1 when a check fails, naming it).
``.ci/run`` runs it after README's test command, so CI fails as the suite did when these checks read seeds 0-1.
"""
from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The suite's files whose months follow ``KIRANA_TEST_SEEDS``.
FILES = ("tests/test_scores_scripted.py", "tests/test_score_scale.py", "tests/test_shipped.py")


def seed_list(text: str) -> list[int]:
    """``"0-4"`` -> [0, 1, 2, 3, 4]; ``"0,1"`` or ``"0 1"`` -> [0, 1]. Raises ValueError on anything else."""
    text = text.replace(" ", ",")
    if "-" in text:
        lo, hi = (int(x) for x in text.split("-"))
        if hi < lo:
            raise ValueError(f"seeds {text}: the first is larger than the last")
        return list(range(lo, hi + 1))
    return [int(x) for x in text.split(",") if x]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", default="0,1", help="seeds, as 0,1 or 0-4 (default 0,1)")
    ap.add_argument("pytest_args", nargs="*", help="more arguments for pytest (after --)")
    args = ap.parse_args(argv)
    seeds = seed_list(args.seeds)
    env = {**os.environ, "KIRANA_TEST_SEEDS": ",".join(map(str, seeds))}
    start = time.perf_counter()
    code = subprocess.call([sys.executable, "-m", "pytest", "-q", *FILES, *args.pytest_args], cwd=ROOT, env=env)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"scripted seeds {','.join(map(str, seeds))}: {len(FILES)} files, exit {code}; "
          f"{time.perf_counter() - start:.1f} s wall, {kids.ru_utime + kids.ru_stime:.1f} s CPU")
    return code


if __name__ == "__main__":
    sys.exit(main())
