"""The reply phrasings' compiled patterns kept between processes (lang/regex_cache.py) are re.compile's own."""
from __future__ import annotations

import re

import pytest

import lang.regex_cache as rc
import lang.replies as replies
from lang.replies import _Tables, read_reply
from market.catalogue import load_catalogue


def _fresh(monkeypatch, folder) -> None:
    """A new process's view: nothing read yet, the cache in ``folder``."""
    monkeypatch.setenv("KIRANA_CACHE_DIR", str(folder))
    for name, value in (("_entries", None), ("_path", None), ("_added", 0),
                        ("_counts", {"cached": 0, "compiled": 0})):
        monkeypatch.setattr(rc, name, value)
    monkeypatch.setattr(replies, "_CACHE", {})  # no reply tables (and their patterns) built yet


def _patterns() -> list[str]:
    """Every Hindi phrasing's pattern (both item-hole modes) and every reason wording's, as lang.replies makes them."""
    tables = _Tables(load_catalogue())
    out = []
    for rule in tables.rules:
        if rule.lang == "hi" and rule.slot != "greeting":
            out += [tables.pattern(rule.lang, rule.slot, rule.template, exact).pattern for exact in (False, True)]
    out += [p.pattern for p, _, _ in tables.reason_rules("hi")]
    return out


def test_cached_patterns_equal_what_re_compile_makes(monkeypatch, tmp_path):
    _fresh(monkeypatch, tmp_path)
    patterns = _patterns()  # compiled here, the first process: each kept
    assert len(patterns) > 150  # a phrasing without an item hole has one pattern for both modes: compiled once
    assert rc.stats() == {"cached": len(patterns) - len(set(patterns)), "compiled": len(set(patterns))}
    rc.save()
    assert rc.cache_file().parent == tmp_path / "regex" and rc.cache_file().stat().st_size > 100_000
    _fresh(monkeypatch, tmp_path)
    again = [rc.compiled(p) for p in patterns]
    assert rc.stats() == {"cached": len(patterns), "compiled": 0}
    for pattern, got in zip(patterns, again):
        assert got == re.compile(pattern)  # same pattern, flags and compiled code
        assert got.groupindex == re.compile(pattern).groupindex


def test_reading_from_the_cache_reads_the_same(monkeypatch, tmp_path):
    text = ("Dear Sir/Madam,\nOrder O-7 confirmed: 5 kg of rice at ₹52 per kg, 2 trays of eggs at ₹175.50 per tray. "
            "Total ₹611. Delivery on day 3.\nRegards,\nGupta")
    _fresh(monkeypatch, tmp_path)
    first = read_reply(text, load_catalogue())
    rc.save()
    _fresh(monkeypatch, tmp_path)
    again = read_reply(text, load_catalogue())  # a new catalogue object: new tables, patterns from the file
    assert rc.stats()["compiled"] == 0 and rc.stats()["cached"] > 0
    assert again == first
    assert first[0]["kind"] == "order_confirmed" and first[0]["amount_paise"] == 61100
    assert [(x["sku"], x["qty"]) for x in first[0]["lines"]] == [("rice-1kg", 5), ("eggs-1pc", 60)]


@pytest.mark.parametrize("content", [b"", b"not marshal", b"\xe9\x00\x00\x00\x00"])
def test_a_damaged_file_means_compiling_afresh(monkeypatch, tmp_path, content):
    _fresh(monkeypatch, tmp_path)
    rc.cache_file().parent.mkdir(parents=True)
    rc.cache_file().write_bytes(content)
    assert rc.compiled(r"(?P<qty>\d+) kg") == re.compile(r"(?P<qty>\d+) kg")
    assert rc.stats() == {"cached": 0, "compiled": 1}
    rc.save()
    _fresh(monkeypatch, tmp_path)
    assert rc.compiled(r"(?P<qty>\d+) kg").fullmatch("12 kg")["qty"] == "12"
    assert rc.stats() == {"cached": 1, "compiled": 0}
