"""Devanagari → ITRANS answers kept between processes (lang/deva_cache.py) are indic-transliteration's own."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from indic_transliteration.sanscript import DEVANAGARI, ITRANS, transliterate

import lang.deva_cache as deva_cache
from lang.language import deva_prepared, deva_variants, fold_deva

ROOT = Path(__file__).resolve().parents[1]
_READ = ("import sys\n"
         "import lang.deva_cache as d\n"
         "d.SHIPPED = d.SHIPPED.with_name('absent.json') if sys.argv[1:] == ['unshipped'] else d.SHIPPED\n"
         "from lang.items import matcher_for\n"
         "from lang.reader import read_message\n"
         "matcher_for()\n"
         "read_message('नमस्ते भैया, 2 किलो चावल और 5 किलो आटा भेज दीजिए')\n"
         "print('indic_transliteration' in sys.modules, d._added)\n")


def _fresh(monkeypatch, folder) -> None:
    """A new machine's process, without the shipped words (``SHIPPED``) unless a test puts them back."""
    monkeypatch.setenv("KIRANA_CACHE_DIR", str(folder))
    monkeypatch.setattr(deva_cache, "SHIPPED", Path(folder) / "none-shipped.json")
    for name, value in (("_known", None), ("_path", None), ("_added", 0)):
        monkeypatch.setattr(deva_cache, name, value)


def test_kept_words_are_the_librarys_and_a_new_process_reads_them(monkeypatch, tmp_path):
    _fresh(monkeypatch, tmp_path)
    words = ["चावल्", deva_prepared("कपड़े", True, True, False), deva_prepared("ज़ुकाम")]
    assert [deva_cache.itrans(w) for w in words] == [transliterate(w, DEVANAGARI, ITRANS) for w in words] \
        == ["chAval", "kapre", "jukAm"]
    assert deva_cache._added == 3
    deva_cache.save()
    kept = json.loads(deva_cache.cache_file().read_text(encoding="utf-8"))
    assert deva_cache.cache_file().name == f"indic-transliteration-{deva_cache._library_version()}.json"
    assert kept == {w: transliterate(w, DEVANAGARI, ITRANS) for w in words}
    _fresh(monkeypatch, tmp_path)
    assert deva_cache.itrans("चावल्") == "chAval" and deva_cache._added == 0  # read back, not asked again
    assert fold_deva("ज़ुकाम") == "jukam"
    assert deva_variants("कपड़े") == {"kapde", "kapre", "kapade", "kapare"}


def test_the_second_process_reading_hindi_never_imports_the_library(tmp_path):
    """The first process on a machine asks the library (0.2-0.4 s to import) and keeps its answers; the next
    builds the item matcher and reads a Hindi order from the kept answers alone."""
    env = {"PYTHONPATH": str(ROOT), "PATH": os.environ.get("PATH", ""), "KIRANA_CACHE_DIR": str(tmp_path)}
    runs = [subprocess.run([sys.executable, "-c", _READ, "unshipped"], capture_output=True, text=True, cwd=ROOT,
                           env=env, check=True).stdout.split() for _ in range(2)]
    assert runs[0][0] == "True" and int(runs[0][1]) > 300
    assert runs[1] == ["False", "0"]


def test_a_new_machines_first_process_reads_hindi_from_the_shipped_words(tmp_path):
    """lang/data/deva_itrans.json (kirana.shipped) holds the words the item matcher and the reader's tables ask
    for: the first process on a machine builds them and reads a Hindi order without the library."""
    env = {"PYTHONPATH": str(ROOT), "PATH": os.environ.get("PATH", ""), "KIRANA_CACHE_DIR": str(tmp_path)}
    run = subprocess.run([sys.executable, "-c", _READ], capture_output=True, text=True, cwd=ROOT, env=env,
                         check=True).stdout.split()
    assert run == ["False", "0"] and not (tmp_path / "deva").exists()


def test_a_damaged_file_means_asking_the_library(monkeypatch, tmp_path):
    _fresh(monkeypatch, tmp_path)
    deva_cache.cache_file().parent.mkdir(parents=True)
    deva_cache.cache_file().write_text('{"चावल्": 3', encoding="utf-8")
    assert deva_cache.itrans("चावल्") == "chAval" and deva_cache._added == 1
    _fresh(monkeypatch, tmp_path)
    deva_cache.cache_file().write_text('{"चावल्": 3}', encoding="utf-8")  # JSON, but not the library's answers
    assert deva_cache.itrans("चावल्") == "chAval" and deva_cache._added == 1
