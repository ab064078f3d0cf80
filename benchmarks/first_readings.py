"""The rule stages' *first* readings of every labelled corpus: each corpus read by the reader as it was just before
the corpus joined the tests (before anyone fixed the rules on it), with the second opinion off. Written to
``benchmarks/data/first_readings.jsonl``, the training rows of ``lang.reading_doubt``.

    python benchmarks/first_readings.py            # needs the git history (a clone, not an sdist); ~10 min
    python benchmarks/first_readings.py --only corpus_holdout150 corpus_holdout151   # corpora joining; the rest kept

Why first readings: the labelled corpora read almost perfectly today (the rules were fixed on them), so today's
readings teach nothing about how a reading goes wrong. Read by the reader that had not seen them, they are what
new text looks like to the reader: on 5 Dec 2026, 1,154 of the 13,659 readable first readings (of 123 corpora;
``tests/corpus`` came with the reader, none read it before) were silent misreadings.

For each ``tests/corpus*`` folder: the commit that added its ``en.jsonl`` (``JOINED`` for the two whose files
were replaced or whose measure was taken elsewhere), then that commit's parent is exported with ``git archive``
(without its corpora) to a temporary folder and the corpus of *this* checkout (today's text and gold) is read
there in a subprocess, with ``read_message(text, catalogue, email=True, second_opinion=False)`` (or the older
signatures). Counter rows are left out. Each line: ``corpus``, ``id``, ``lang``, ``commit`` (the reader's),
``v`` (``exact`` or ``silent``) and ``rows`` (the reading as ``tests/test_reader_chat_corpus.read_rows`` tuples);
readings refused (rightly or not) are not written: the reading doubt judges readable readings only.
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "benchmarks" / "data" / "first_readings.jsonl"
#: The reader a corpus was first measured on, where it is not the parent of the commit adding ``en.jsonl``:
#: holdout119's file was replaced by sealed75 (64cd4eb); holdout121 was measured at its session's end (3bb9fd8);
#: holdout144–146 (sealed100–102) were read blind by the fortieth session's starting reader (7e7248a), which read
#: them exactly as its end reader did; holdout147–149 (sealed103–105) by the forty-first session's (8b194ba), whose
#: end reader read 6 of their 450 rows better; holdout150–151 (dev150–151, blind, then fixed on by FE) and
#: holdout152–154 (sealed106–108, whose 450 readings the session's end reader left unchanged) by the forty-second
#: session's starting reader (8f04e97); holdout155–157 (sealed109–111, whose 450 readings the session's end reader
#: left unchanged) by the forty-third session's (6e87585); holdout158–160 (sealed112–114, whose end reader read 9 of
#: their 450 rows better, all by the session's bill-id ruling) and probes44 (RB's probes, written before the fixes it
#: led to; the folder was renamed after) by the forty-fourth session's (7961300); probes45 (RA's probes, written before the
#: fixes they led to and committed with them) and probes45_rc (RC's, the same) by the forty-fifth session's (11a5a643), as were holdout161–163 (sealed115–117, whose
#: end reader read 1 of their 450 rows better and 1 worse); probes46 (RA's) and probes46_rf (RF's), written before the
#: fixes they led to, by the forty-sixth session's (8cd2823e), as were holdout164–166 (sealed118–120, whose end reader
#: read 1 of their 450 rows better, a silent reading refused by the retrained second opinion); holdout167–169
#: (sealed121–123, whose 450 readings the forty-seventh session's end reader left unchanged) by that session's
#: starting reader (edfaff28); holdout170–172 (sealed124–126, whose 450 readings the forty-eighth session's end reader
#: left unchanged, after one regression it made was undone) by that session's starting reader (bc703017); holdout173–175
#: (sealed127–129, whose 450 readings the forty-ninth session's end reader left unchanged) by that session's starting
#: reader (25218c5c); holdout176–178 (sealed130–132, whose 450 readings the fiftieth session's end reader left
#: unchanged, after one regression it made was undone) by that session's starting reader (f10184d9); holdout179–181
#: (sealed133–135, of whose 450 readings the fifty-first session's end reader read 6 better and none worse) by that
#: session's starting reader (3beed450), as were probes51_ca, probes51_cb and probes51_try, written (by writers who had
#: not read lang/, and a new user's fake manager) before the fixes they led to; probes52_ta (tables and lists) and
#: probes52_pt (side talk beside the request), written by helpers who had not read lang/, by the fifty-second session's
#: starting reader (866116aa), as were holdout182–184 (sealed136–138, of whose 450 readings that session's end reader
#: read 1 better and none worse); probes53_sc (messages inside agent scaffolding, written by a helper who had not read
#: lang/) and holdout185–187 (sealed139–141, of whose 450 readings the fifty-third session's end reader read 1 better
#: and none worse) by the fifty-third session's starting reader (758604ff); holdout188–190 (sealed142–144, of whose 450
#: readings the fifty-fourth session's end reader read 4 better and none worse) by that session's starting reader
#: (9446d675); holdout191–193 (sealed145–147, of whose 450 readings the fifty-fifth session's end reader read 4 better
#: and none worse) by that session's starting reader (c15ad14a); holdout194–196 (sealed148–150, of whose 450 readings
#: the fifty-sixth session's end reader read none better and none worse: not one reading changed) by that session's
#: starting reader (ffb8717f).
JOINED = {"corpus_holdout119": "64cd4eb^", "corpus_holdout121": "3bb9fd8", "corpus_holdout144": "7e7248a",
          "corpus_holdout145": "7e7248a", "corpus_holdout146": "7e7248a", "corpus_holdout147": "8b194ba",
          "corpus_holdout148": "8b194ba", "corpus_holdout149": "8b194ba", "corpus_holdout150": "8f04e97",
          "corpus_holdout151": "8f04e97", "corpus_holdout152": "8f04e97", "corpus_holdout153": "8f04e97",
          "corpus_holdout154": "8f04e97", "corpus_holdout155": "6e87585", "corpus_holdout156": "6e87585",
          "corpus_holdout157": "6e87585", "corpus_holdout158": "7961300", "corpus_holdout159": "7961300",
          "corpus_holdout160": "7961300", "corpus_probes44": "7961300",
          "corpus_probes45": "11a5a643", "corpus_probes45_rc": "11a5a643",
          "corpus_holdout161": "11a5a643", "corpus_holdout162": "11a5a643", "corpus_holdout163": "11a5a643",
          "corpus_probes46": "8cd2823e", "corpus_probes46_rf": "8cd2823e",
          "corpus_holdout164": "8cd2823e", "corpus_holdout165": "8cd2823e", "corpus_holdout166": "8cd2823e",
          "corpus_holdout167": "edfaff28", "corpus_holdout168": "edfaff28", "corpus_holdout169": "edfaff28",
          "corpus_holdout170": "bc703017", "corpus_holdout171": "bc703017", "corpus_holdout172": "bc703017",
          "corpus_holdout173": "25218c5c", "corpus_holdout174": "25218c5c", "corpus_holdout175": "25218c5c",
          "corpus_holdout176": "f10184d9", "corpus_holdout177": "f10184d9", "corpus_holdout178": "f10184d9",
          "corpus_holdout179": "3beed450", "corpus_holdout180": "3beed450", "corpus_holdout181": "3beed450",
          "corpus_probes51_ca": "3beed450", "corpus_probes51_cb": "3beed450", "corpus_probes51_try": "3beed450",
          "corpus_probes52_ta": "866116aa", "corpus_probes52_pt": "866116aa", "corpus_holdout182": "866116aa",
          "corpus_holdout183": "866116aa", "corpus_holdout184": "866116aa", "corpus_probes53_sc": "758604ff",
          "corpus_holdout185": "758604ff", "corpus_holdout186": "758604ff", "corpus_holdout187": "758604ff",
          "corpus_holdout188": "9446d675", "corpus_holdout189": "9446d675", "corpus_holdout190": "9446d675",
          "corpus_holdout191": "c15ad14a", "corpus_holdout192": "c15ad14a", "corpus_holdout193": "c15ad14a",
          "corpus_holdout194": "ffb8717f", "corpus_holdout195": "ffb8717f", "corpus_holdout196": "ffb8717f"}

_READ = r'''
import json, sys
from pathlib import Path
sys.path.append(sys.argv[1] + "/tests")
import test_reader_chat_corpus as T
from lang.reader import read_message
from market.catalogue import load_catalogue
cat = load_catalogue()
def rd(text):
    for kw in ({"email": True, "second_opinion": False}, {"email": True}, {}):
        try:
            return read_message(text, cat, **kw)
        except TypeError:
            continue
for name in sys.argv[3:]:
    for lang in T.LANGS:
        if not (Path(sys.argv[1]) / "tests" / name / f"{lang}.jsonl").exists():
            continue
        for row in T.load(lang, Path(sys.argv[1]) / "tests" / name):
            if row.get("style") == "counter" or not all(k in row for k in ("text", "readable", "intents")):
                continue
            r = rd(row["text"])
            if not r.readable or any(i.kind == "bill" for i in r.intents):
                continue
            got = T.read_rows(r)
            v = "exact" if row["readable"] and T.same(T.gold_rows(row), got) else "silent"
            print(json.dumps({"corpus": name, "id": row["id"], "lang": lang, "commit": sys.argv[2], "v": v,
                              "rows": got}, ensure_ascii=False, default=str))
'''


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()


def reader_of(corpus: str) -> str:
    """The short commit whose reader first read ``corpus`` (module docstring)."""
    joined = JOINED.get(corpus) or _git("log", "--diff-filter=A", "--format=%h", "--",
                                        f"tests/{corpus}/en.jsonl").splitlines()[-1] + "^"
    return _git("rev-parse", "--short", joined)


def main() -> int:
    """Every corpus read anew (``OUT`` rewritten), or with ``--only NAME …`` those corpora only, their lines replacing
    theirs in ``OUT`` and the rest kept (a corpus joining: its first readings without reading the 130 others)."""
    only = sys.argv[sys.argv.index("--only") + 1:] if "--only" in sys.argv else None
    corpora = sorted(p.name for p in (ROOT / "tests").glob("corpus*") if (p / "en.jsonl").exists()
                     and (only is None or p.name in only))
    if only and sorted(only) != corpora:
        print(f"no such corpus: {', '.join(sorted(set(only) - set(corpora)))}", file=sys.stderr)
        return 2
    by_commit: dict[str, list[str]] = {}
    for c in corpora:
        by_commit.setdefault(reader_of(c), []).append(c)
    lines = []
    with tempfile.TemporaryDirectory() as tmp:
        for commit, names in sorted(by_commit.items()):
            where = Path(tmp) / commit
            where.mkdir()
            archive = subprocess.run(["git", "archive", commit], cwd=ROOT, check=True, capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", str(where), "--exclude=tests/corpus*", "--exclude=docs"],
                           input=archive, check=True)
            out = subprocess.run([sys.executable, "-c", _READ, str(ROOT), commit, *names], cwd=tmp,
                                 capture_output=True, text=True, env={"PYTHONPATH": str(where), "PATH": "/usr/bin:/bin"})
            if out.returncode:  # "tests/corpus" was written with the reader itself: before it, no reader to ask
                print(commit, ", ".join(names), "no reader:", out.stderr.strip().splitlines()[-1], file=sys.stderr)
                continue
            lines += out.stdout.splitlines()
            print(commit, ", ".join(names), len(out.stdout.splitlines()), file=sys.stderr)
    if only and OUT.exists():
        lines += [line for line in OUT.read_text(encoding="utf-8").splitlines()
                  if line.strip() and json.loads(line)["corpus"] not in only]
    lines.sort(key=lambda s: (json.loads(s)["corpus"], json.loads(s)["id"]))
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(lines)} readable first readings of {len(corpora)} corpora")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
