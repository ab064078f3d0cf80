"""``lang.pass_plan``: ``after_acts``' passes called only when a word they test first occurs — the same passes in the
same order, each skipped only when its own first test would have returned, and the same readings (session 51, SPEED).
"""
from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import lang.gates as gates
import lang.reader
from lang.after_acts import after_acts
from lang.asked_or_kept import asked_or_kept
from lang.bare_refused import bare_refused
from lang.kept_on_change import kept_on_change
from lang.pass_plan import PassPlan, gate_words, leaves
from lang.reader import read_message
from lang.token_at import num_positions
from lang.language import tokenize
from market.catalogue import load_catalogue

TESTS = Path(__file__).resolve().parent

_RICE = frozenset({"rice", "chawal"})
_DAL = frozenset({"dal"})
_GATE = gates.Gate("pass_plan_test", (), [frozenset({"scratch"})], phrases=[{("changed", "mind")}])
# Not one of the reader's gates: out of the registry, which tests/test_reader_gates.py parametrizes over at its import
# (left in, an xdist worker that had imported this file first collected a row more than the other: "Different tests
# were collected between gw0 and gw1", session 51's suite).
del gates.GATES[_GATE.name]


def _plain(reader):
    if _RICE.isdisjoint(reader._keys):
        return
    reader.seen = True


def _aliased(reader):
    """A docstring first."""
    keys = reader._keys
    if not reader.figs or _RICE.isdisjoint(keys) and _DAL.isdisjoint(keys) or "?" not in reader._syms:
        return


def _by_gate(reader):
    if _GATE.shut(reader._keys):
        return None


def _symbol(reader):
    if getattr(reader, "refused_why", None) is not None or "?" not in reader._syms:
        return


def _after_a_call(reader):
    if reader.figs.pop() or _RICE.isdisjoint(reader._keys):  # a call with an effect first: never skipped
        return


def _with_else(reader):
    if _RICE.isdisjoint(reader._keys):
        return
    else:
        reader.seen = True


def _shadowed(reader):
    if _RICE.isdisjoint(reader._keys):  # (the local below is another _RICE: not the module's table)
        return
    _RICE = frozenset()  # noqa: F841,N806


def _both(reader):
    _plain(reader)
    _by_gate(reader)


def test_a_first_word_test_gives_the_words_a_pass_needs_and_anything_else_none() -> None:
    assert gate_words(_plain) == _RICE
    assert gate_words(_aliased) == _RICE | _DAL  # "not reader.figs" before it does nothing; the "and": both tables
    assert gate_words(_by_gate) == {"scratch", "changed", "mind"}  # a Gate's words and its phrases' words
    assert gate_words(_symbol) == {("sym", "?")}
    assert gate_words(_after_a_call) is None and gate_words(_with_else) is None
    assert gate_words(_both) is None and gate_words(len) is None


def test_a_group_of_calls_is_planned_as_its_leaves_in_order() -> None:
    assert leaves(_both) == [_plain, _by_gate]
    got = leaves(asked_or_kept)
    assert got[0] is kept_on_change and bare_refused in got and asked_or_kept not in got
    plan = PassPlan(after_acts)
    plan._build()
    assert len(plan.passes) > 300 and len(set(plan.passes)) == len(plan.passes)
    assert sum(g is not None for g in plan.gates) > 150  # (312 leaves, 198 gated when written)
    assert all(isinstance(w, str) or w[0] == "sym" for g in plan.gates if g for w in g)


_CALLS: list[str] = []


class _Reader:
    figs = [1]

    def __init__(self, text: str) -> None:
        tokens = tokenize(text)
        self._keys = frozenset(t.key for t in tokens if t.kind == "word")
        self._syms = [t.text if t.kind == "sym" else "" for t in tokens]


def _group(reader):
    _first(reader)
    _rice(reader)
    _asked(reader)


def _first(reader):
    _CALLS.append("first")


def _rice(reader):
    if _RICE.isdisjoint(reader._keys):
        return
    _CALLS.append("rice")


def _asked(reader):
    if "?" not in reader._syms:
        return
    _CALLS.append("asked")


def test_a_run_calls_the_passes_whose_words_occur_and_every_ungated_one(monkeypatch) -> None:
    plan = PassPlan(_group)
    for text, want in (("Send 5 kg sugar.", ["first"]), ("Send 5 kg rice?", ["first", "rice", "asked"]),
                       ("Dal?", ["first", "asked"])):
        _CALLS.clear()
        plan.run(_Reader(text))
        assert _CALLS == want, text
    assert plan.passes == (_first, _rice, _asked)
    called = []
    plan.passes = tuple((lambda f: lambda reader: (called.append(f.__name__), f(reader)))(f) for f in plan.passes)
    plan.run(_Reader("Send 5 kg sugar."))
    assert called == ["_first"]
    monkeypatch.setattr("lang.pass_plan.ALL_OPEN", True)  # every pass called (and each tests its own words)
    called.clear()
    plan.run(_Reader("Send 5 kg sugar."))
    assert called == ["_first", "_rice", "_asked"]


def test_the_corpus_reads_the_same_through_the_plan_as_through_after_acts(monkeypatch) -> None:
    cat = load_catalogue()
    texts = [json.loads(line)["text"] for lang in ("en", "hi", "hinglish")
             for line in (TESTS / "corpus" / f"{lang}.jsonl").read_text("utf-8").splitlines() if line.strip()]
    planned = [read_message(t, cat, True).model_dump() for t in texts]
    monkeypatch.setattr(lang.reader, "AFTER_ACTS", SimpleNamespace(run=after_acts))  # every pass called
    every = [read_message(t, cat, True).model_dump() for t in texts]
    assert len(texts) == 567 and [t for t, a, b in zip(texts, planned, every) if a != b] == []


def test_num_positions_are_the_number_tokens_in_order() -> None:
    tokens = tokenize("1. Rice 20 kg, 2) sugar ₹42/kg on 27")
    assert num_positions(tokens) == tuple(i for i, t in enumerate(tokens) if t.kind == "num")
    assert [tokens[i].text for i in num_positions(tokens)] == ["1", "20", "2", "42", "27"]
    assert num_positions(tokenize("rice please")) == () and num_positions([]) == ()
