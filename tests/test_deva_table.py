"""The Devanagari → ITRANS table (lang/deva_table.py) is what indic-transliteration writes, and only a shortcut."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from indic_transliteration.sanscript import DEVANAGARI, ITRANS, transliterate

import lang.deva_table as deva_table
from lang.language import deva_prepared, deva_variants, fold_deva

ROOT = Path(__file__).resolve().parents[1]


def test_committed_table_equals_a_regeneration_by_the_library():
    committed = json.loads(deva_table.TABLE_PATH.read_text(encoding="utf-8"))
    fresh = deva_table.build_table()
    assert committed["library"] == fresh["library"], "regenerate: python -m lang.deva_table"
    missing = sorted(set(fresh["words"]) - set(committed["words"]))
    assert not missing, f"{len(missing)} Devanagari spellings not in the table, e.g. {missing[:5]}; " \
                        f"regenerate: python -m lang.deva_table"
    assert committed["words"] == fresh["words"], "regenerate: python -m lang.deva_table"
    assert len(fresh["words"]) > 2000
    assert fresh["words"][deva_prepared("चावल")] == "chAval" == transliterate("चावल्", DEVANAGARI, ITRANS)


def test_a_word_outside_the_table_is_asked_of_the_library():
    word = "ज़ुकाम"  # a cold (illness): no phrase of the project says it
    prepared = deva_prepared(word)
    assert prepared not in json.loads(deva_table.TABLE_PATH.read_text(encoding="utf-8"))["words"]
    assert deva_table.itrans(prepared) == transliterate(prepared, DEVANAGARI, ITRANS) == "jukAm"
    assert fold_deva(word) == "jukam"
    assert deva_variants("कपड़े") == {"kapde", "kapre", "kapade", "kapare"}


def test_a_scripted_shops_words_never_import_the_library():
    """Reading the catalogue's names and a Hindi supplier line needs only the table (the import costs 0.2-0.4 s)."""
    code = ("import sys\n"
            "from lang.items import matcher_for\n"
            "from lang.reader import read_message\n"
            "matcher_for()\n"
            "read_message('नमस्ते भैया, 2 किलो चावल और 5 किलो आटा भेज दीजिए')\n"
            "print('indic_transliteration' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                         env={"PYTHONPATH": str(ROOT), "PATH": ""}, check=True)
    assert out.stdout.strip() == "False"


def test_a_table_of_another_library_version_is_not_used(monkeypatch, tmp_path):
    table = tmp_path / "deva_itrans.json"
    table.write_text(json.dumps({"library": "indic-transliteration 0.0.1", "words": {"चावल्": "wrong"}}),
                     encoding="utf-8")
    monkeypatch.setattr(deva_table, "TABLE_PATH", table)
    monkeypatch.setattr(deva_table, "_known", None)
    assert deva_table.itrans("चावल्") == "chAval"
