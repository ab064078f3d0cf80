"""The later held-out corpora's floors, part 3 of 3: the corpora ``share(2)`` of
``tests/test_reader_holdouts_later.py`` (MEASURED and each corpus's history are there)."""
from __future__ import annotations

import pytest

from test_reader_holdouts_later import no_worse_than_measured, read_share, share


@pytest.fixture(scope="module")
def scores():
    return read_share(2)


@pytest.mark.parametrize("corpus", share(2))
@pytest.mark.parametrize("lang", ["en", "hi", "hinglish"])
def test_later_holdouts_read_no_worse_than_measured(scores, corpus, lang):
    no_worse_than_measured(scores, corpus, lang)
