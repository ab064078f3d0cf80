"""The phrase tables read with libyaml are the tables PyYAML's own safe loader reads."""
from __future__ import annotations

from importlib.resources import files

import yaml

from lang.phrase_tables import phrases
from scenarios.vocabulary import LANGUAGES


def test_every_language_table_equals_the_pure_python_reading():
    for language in LANGUAGES:
        text = (files("lang") / "phrases" / f"{language}.yaml").read_text(encoding="utf-8")
        reference = yaml.safe_load(text)
        table = phrases(language)
        assert table == reference and repr(table) == repr(reference)  # same values, types and key order
        assert len(table["slots"]) > 20
