"""The reader's skipped work (``lang.gates``: a pass skipped when no word it needs is in the message; and
``lang.told_figures.figures_told``: the told and governed figures worked out only when a figure is left unexplained)
changes no reading: the hand-labelled corpora, every probes corpus and the hostile texts read the same, as the
supplier's desk reads them (``email=True``) and at the counter, with the skipping on and with it off
(``lang.gates.ALL_OPEN``; ``KIRANA_GATES_OPEN=1`` in the environment sets it for a whole run). Session 49, SP. Since
session 50 the suite reads every ``SAMPLE``-th corpus row both ways and ``benchmarks/reader_gates_open.py`` (run by
``.ci/run`` after README's test command, exit 1 on a row that differs) reads every row."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import lang.gates as gates
import lang.told_figures as told_figures
from lang.counter_words import read_at_counter
from lang.language import tokenize
from lang.reader import read_message
from market.catalogue import load_catalogue

TESTS = Path(__file__).resolve().parent
#: Hostile texts as ``benchmarks/lang_speed.py`` cuts them (4,000 characters of one unit repeated).
HOSTILE_UNITS = ["comes to 1 ", "Send 50 kg rice. ", "चावल 10 किलो भेजिए, ", "₹5 ", "rice sugar dal 5 kg ", "cancel O1 ",
                 "kul 230 hue ", "5kg x 4 ", "no, ", "if ", "₹2 kam ", "Send 4 trays eggs. Cancel the eggs. ",
                 "Scratch that. ", "Dear Sir, please send 20 kg rice at ₹38/kg and 10 kg sugar. Regards, Ramesh. "]
#: Texts the skipped work reads when it is not skipped: goods taken back, bare phrases, prices told beside ours.
FIRING = [
    "Send 4 trays eggs. Cancel the eggs, they will come broken anyway.",  # goods_taken_back: refused
    "4 tray ande bhejo. Ande nahi, pichli baar toote the.",
    "अंडे मत भेजो। 4 ट्रे अंडे भेजो।",
    "Chawal ₹38 theek hai. Nahi, rehne do.",  # a bare phrase after an agreement
    "B7 galat hai. Nahi, B7 theek hai.",  # a dispute said fine after a "no"
    "Rice ₹38 ok. Scratch that.",
    "Send 10 kg rice. Changed my mind.",
    "Bagal wala ₹138 le raha hai, ₹135 kar do toor dal",  # lang.anothers_price: a price told, not ours
    "Eggs at ₹5.80 each — that's ₹174 a tray. Send 3 trays.",  # lang.price_twin
    "Cheeni ₹43.50 odd rate hai — ₹43 kar dijiye",  # lang.declined_prices
    "Send 5 kg rice.",
]
#: The suite reads every SAMPLE-th corpus row both ways (and the hostile and firing texts whole); every row is read
#: both ways by ``benchmarks/reader_gates_open.py`` (``.ci/run``): all ~2,900 were 11 s of the suite's CPU (session 50).
SAMPLE = 10


def corpus_rows(folders: list[str] | None = None) -> list[tuple[str, str, bool]]:
    """(corpus, text, read at the counter) of every row of the hand-labelled corpora and of every probes corpus (or
    of the corpus folders ``folders``, names under tests/), in folder and language order."""
    names = folders or ["corpus", "corpus_chat"] + sorted(p.name for p in TESTS.glob("corpus_probes*") if p.is_dir())
    out = []
    for name in names:
        for lang in ("en", "hi", "hinglish"):
            path = TESTS / name / f"{lang}.jsonl"
            if path.exists():
                out += [(name, row["text"], row.get("style") == "counter") for row in
                        (json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip())]
    return out


def _rows() -> list[tuple[str, bool]]:
    """(text, read at the counter) of every ``SAMPLE``-th row of ``corpus_rows()``: the rest are read both ways by
    ``benchmarks/reader_gates_open.py``, which ``.ci/run`` runs after README's test command."""
    return [(text, counter) for _, text, counter in corpus_rows()[::SAMPLE]]


def _readings(rows: list[tuple[str, bool]]) -> list[dict]:
    cat = load_catalogue()
    return [(read_at_counter(text, cat) if counter else read_message(text, cat, True)).model_dump()
            for text, counter in rows]


def test_the_corpora_and_hostile_texts_read_the_same_with_the_skipping_off(monkeypatch) -> None:
    rows = _rows() + [((unit * (4000 // len(unit) + 1))[:4000], False) for unit in HOSTILE_UNITS] + [
        (text, False) for text in FIRING] + [(text, True) for text in FIRING]
    assert len(rows) > 2800 // SAMPLE and sum(counter for _, counter in rows) > 50 // SAMPLE + len(FIRING)
    skipped = _readings(rows)
    monkeypatch.setattr(gates, "ALL_OPEN", True)
    every = _readings(rows)
    assert len(every) == len(skipped)
    differ = [rows[k][0][:80] for k in range(len(rows)) if every[k] != skipped[k]]
    assert differ == []


def _benchmark():
    import importlib.util
    spec = importlib.util.spec_from_file_location("reader_gates_open", TESTS.parent / "benchmarks" / "reader_gates_open.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_benchmark_reads_every_row_of_every_labelled_corpus() -> None:
    """What the suite samples, ``benchmarks/reader_gates_open.py`` reads whole: every row of the hand-labelled
    corpora and of every probes corpus at the desk (a counter row at the counter), and the hand-labelled corpora's
    texts as plain e-mails and at the counter (``tests/test_reader_gates.py``)."""
    import test_reader_gates
    bench = _benchmark()
    whole = corpus_rows()
    folders = {p.name for p in TESTS.glob("corpus_probes*") if p.is_dir()} | {"corpus", "corpus_chat"}
    assert {corpus for corpus, _, _ in whole} == folders and len(whole) > 2800
    assert bench.gating_rows() == [(c, "counter" if counter else "desk", t) for c, t, counter in whole]
    texts = test_reader_gates.corpus_texts()
    assert len(texts) > 1000 and bench.gates_rows() == [(c, "plain", t) for c, t in texts] + [
        (c, "counter", t) for c, t in texts]
    assert [(t, counter) for _, t, counter in whole[::SAMPLE]] == _rows()


def test_benchmark_fails_and_names_a_row_the_skipping_changes(monkeypatch, capsys) -> None:
    """The benchmark as CI runs it (one corpus, in this process) on a reader whose skipping changes one reading:
    exit 1, the row named with its corpus, how it was read and its text; with the reader as it is, exit 0."""
    import lang.reader
    bench = _benchmark()
    row = corpus_rows(["corpus_probes49_tr"])[0]
    real = lang.reader.read_message

    def broken(text, catalogue, *args, **kwargs):
        if gates.ALL_OPEN and text == row[1]:
            text = "Send 5 kg rice."  # another reading, only with every gate open
        return real(text, catalogue, *args, **kwargs)

    monkeypatch.setattr(lang.reader, "read_message", broken)
    monkeypatch.setattr(bench, "gates_rows", lambda folders=None: [])  # (the plain and counter readings: none here)
    assert bench.main(["--corpora", "corpus_probes49_tr", "--jobs", "1"]) == 1
    out = capsys.readouterr().out
    assert f"DIFFERS corpus_probes49_tr (desk): {row[1]!r}" in out and "; 1 differ;" in out
    monkeypatch.setattr(lang.reader, "read_message", real)
    assert bench.main(["--corpora", "corpus_probes49_tr", "--jobs", "1"]) == 0


def test_goods_taken_back_still_refuses_and_its_gate_shuts_for_a_plain_order() -> None:
    gate = gates.GATES["goods_taken_back"]
    assert gate.shut({t.key for t in tokenize("Send 5 kg rice.") if t.kind == "word"})
    assert not gate.shut({t.key for t in tokenize("Rice ₹38 ok. Scratch that.") if t.kind == "word"})  # a phrase
    assert gate.shut({"changed", "mind"}) and not gate.shut({"changed", "my", "mind"})  # a phrase whole opens it
    cat = load_catalogue()
    for text in FIRING[:3] + ["Rice ₹38 ok. Scratch that."]:
        reading = read_message(text, cat, True)
        assert not reading.readable and reading.reason_key == "contradictory.retracted", text


def test_told_figures_are_worked_out_only_when_a_figure_is_left(monkeypatch) -> None:
    calls = []
    real = told_figures.told_figures
    monkeypatch.setattr(told_figures, "told_figures", lambda reader, intents: calls.append(1) or real(reader, intents))
    cat = load_catalogue()
    reading = read_message("Send 5 kg rice.", cat, True)  # the 5 kg is the order's own: nothing left to explain
    assert reading.readable and [(i.kind, i.quantity) for i in reading.intents] == [("order", 5)] and calls == []
    reading = read_message("Bagal wala ₹138 le raha hai, ₹135 kar do toor dal", cat, True)
    assert calls == [1]  # the ₹138 is left by the offer: another seller's price, told (lang.anothers_price)
    assert reading.readable and [(i.kind, i.unit_price_paise) for i in reading.intents] == [("offer", 13500)]
    monkeypatch.setattr(gates, "ALL_OPEN", True)
    read_message("Send 5 kg rice.", cat, True)
    assert calls == [1, 1]  # every gate open: always worked out


@pytest.mark.parametrize("value, expected", [("1", True), ("", False), ("0", False)])
def test_the_environment_opens_every_gate(value: str, expected: bool) -> None:
    import os
    import subprocess
    import sys
    env = dict(os.environ, KIRANA_GATES_OPEN=value)
    out = subprocess.run([sys.executable, "-c", "import lang.gates as g; print(g.ALL_OPEN)"], env=env,
                         capture_output=True, text=True, cwd=TESTS.parent, check=True).stdout.strip()
    assert out == str(expected)
