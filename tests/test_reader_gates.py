"""The reader's gates (``lang.gates``): a rule family skipped when no word it needs is in the message must never
change a reading. Each gate is derived from the word tables its family's functions use (a table a function names
that the gate does not declare fails here), every word of its opening tables opens it, and the corpora read the same
with every gate open (every ``SAMPLE``-th text here; every text in ``benchmarks/reader_gates_open.py``, which
``.ci/run`` runs)."""
from __future__ import annotations

import dis
import json
import types
from pathlib import Path

import pytest

import lang.gates as gates
from lang.counter_words import read_at_counter
from lang.reader import read_message
from market.catalogue import load_catalogue

CORPORA = Path(__file__).resolve().parent

#: Texts that make each gated family fire (each reads differently when its family is skipped).
FIRING = [
    "Sold 40 kg rice yesterday. Send 50 kg rice.",  # acts.background: a past report
    "Godown mein 2 bori chawal hai, 20 kg cheeni bhejo",  # acts.background: stock told
    "We still have 10 kg sugar. Send 5 kg rice.",  # acts.background: "we still have"
    "हमारे पास 5 किलो पनीर पहले से है, 10 किलो चावल भेजिए",  # acts.background: "hamare paas … hai"
    "We'll take 30 kg masoor at ₹82 and 30 kg chana at ₹73, if OK",  # acts.proposal
    "The shop next door gives onion at ₹30. Make it ₹29 for 20 kg onion.",  # roles.rival
    "बगल वाले ₹24 में दे रहे हैं, ₹23 में 10 किलो प्याज़ दो",  # roles.rival
    "Kal 40 kg rice manga tha, aaj 10 kg salt bhejo",  # act_turns.ordered_before
    "Yesterday we placed an order for 40 kg rice.",  # act_turns.placed_before
    "कल ऑर्डर दिया था 20 किलो चावल का",  # act_turns.placed_before
    "Send 50 kg rice. Actually, don't.",  # act_turns.taken_back
    "Sugar 20 kg. Actually make it 25.",  # act_turns.taken_back
    "Nahi, rehne do.",  # act_turns.taken_back
    "Send at least 20 kg rice.",  # bounds: a count given as a bound (how many?)
    "4 packets of curd went bad. Send 10 kg sugar.",  # told_not_ordered.spoilt: the curd told, not ordered
    "No need to send the bill, just send 10 kg rice",  # no_need.unasked: no bill asked
    "O18 ka tamatar cancel. Pyaz rehne do.",  # kept_on_change: the onions kept, not cancelled
    "Repeat O12 but add 5 kg sugar.",  # lang.repeat_changed (its word test): which goods of O12?
    "Send 5 kg rice, tomato ketchup too",  # lang.unstocked (its whole-name test): ketchup not stocked
    "Minimum 10 kg rice chahiye, 10 kg bhejo",  # minimum_said
    "The sugar came short by 2 kg and the bill is wrong. Send 5 kg sugar.",  # unnamed_asks.short
]

#: The gates added for speed (session 41): each shut for a plain order, so the plain order skips its pass.
SPEED_GATES = ["bounds", "unnamed_asks.short", "told_not_ordered.spoilt", "no_need.unasked", "kept_on_change",
               "minimum_said"]


def _tables(fn) -> list[tuple[str, object]]:
    """The word tables (collections of strings or of tuples of strings) named by ``fn`` and the code nested in it."""
    fn = getattr(fn, "__func__", fn)
    out, seen = [], set()
    codes = [fn.__code__]
    while codes:
        code = codes.pop()
        codes.extend(c for c in code.co_consts if isinstance(c, types.CodeType))
        for name in {ins.argval for ins in dis.get_instructions(code) if ins.opname in ("LOAD_GLOBAL", "LOAD_NAME")}:
            value = fn.__globals__.get(name)
            if name in seen or not isinstance(value, (set, frozenset, dict, tuple, list)) or not value:
                continue
            if all(isinstance(w, str) or isinstance(w, tuple) and all(isinstance(x, str) for x in w) for w in value):
                seen.add(name)
                out.append((name, value))
    return out


def _read_all(texts: list[str]) -> list[dict]:
    cat = load_catalogue()
    return [read_message(t, cat).model_dump() for t in texts] + [read_at_counter(t, cat).model_dump() for t in texts]


def test_the_speed_gates_shut_for_a_plain_order() -> None:
    """The gates of session 41 pay: "Send 5 kg rice." (its folded words) opens none of them."""
    from lang.language import tokenize
    keys = {t.key for t in tokenize("Send 5 kg rice.") if t.kind == "word"}
    assert keys == {"send", "kg", "rice"}
    for name in SPEED_GATES:
        assert gates.GATES[name].shut(keys), name
        assert not gates.GATES[name].shut(gates.GATES[name].words), name


def test_gates_are_built() -> None:
    assert set(gates.GATES) >= {"acts.background", "acts.proposal", "roles.rival", "act_turns.ordered_before",
                                "act_turns.placed_before", "act_turns.taken_back"} | set(SPEED_GATES)


@pytest.mark.parametrize("name", sorted(gates.GATES))
def test_gate_declares_every_table_its_family_uses(name: str) -> None:
    """A rule added to a gated family with a new word table fails here until the table opens the gate (or is
    declared as used only beside an opening word)."""
    gate = gates.GATES[name]
    declared = gate.opens + gate.alongside + gate.phrases
    for fn in gate.functions:
        for table_name, table in _tables(fn):
            assert any(table is d or table == d for d in declared), \
                f"{name}: {getattr(fn, '__qualname__', fn)} uses {table_name}, not declared by the gate"


@pytest.mark.parametrize("name", sorted(gates.GATES))
def test_every_word_of_the_opening_tables_opens_the_gate(name: str) -> None:
    gate = gates.GATES[name]
    assert gate.words, name
    for table in gate.opens:
        for word in table:
            assert not gate.shut({word}), (name, word)
            assert not gate.shut(["", "x", word]), (name, word)
    for table in gate.phrases:  # a phrase whole opens it; a phrase short of a word does not open it by itself
        for phrase in table:
            assert not gate.shut(set(phrase)), (name, phrase)
    assert gate.shut({"zzz-no-such-word"})


def test_all_open_opens_every_gate(monkeypatch) -> None:
    monkeypatch.setattr(gates, "ALL_OPEN", True)
    assert not any(g.shut(set()) for g in gates.GATES.values())


def test_the_firing_texts_read_the_same_with_every_gate_open(monkeypatch) -> None:
    gated = _read_all(FIRING)
    monkeypatch.setattr(gates, "ALL_OPEN", True)
    assert _read_all(FIRING) == gated
    reading = read_message(FIRING[0], load_catalogue())  # the report is context: 50 kg, not 90
    assert [(i.kind, i.quantity) for i in reading.intents] == [("order", 50)]


#: The suite reads every SAMPLE-th text of the hand-labelled corpora both ways; ``benchmarks/reader_gates_open.py``
#: (run by ``.ci/run`` after README's test command) reads every one: all ~1,250 were 12 s of the suite's CPU (session 50).
SAMPLE = 10


def corpus_texts(folders: list[str] | None = None) -> list[tuple[str, str]]:
    """(corpus, text) of every row of the hand-labelled corpora (``tests/corpus``, ``tests/corpus_chat``) or of the
    corpus folders ``folders`` (names under tests/), in folder and language order."""
    return [(d, json.loads(line)["text"]) for d in (folders or ("corpus", "corpus_chat"))
            for lang in ("en", "hi", "hinglish") if (CORPORA / d / f"{lang}.jsonl").exists()
            for line in (CORPORA / d / f"{lang}.jsonl").read_text().splitlines() if line]


def test_the_corpora_read_the_same_with_every_gate_open(monkeypatch) -> None:
    texts = [text for _, text in corpus_texts()[::SAMPLE]]  # every text: benchmarks/reader_gates_open.py
    assert len(texts) > 1000 // SAMPLE
    gated = _read_all(texts)
    monkeypatch.setattr(gates, "ALL_OPEN", True)
    assert _read_all(texts) == gated
