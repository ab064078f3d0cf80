"""What makes the direct month cheaper changes no answer: remembered readings, the paused collector."""
from __future__ import annotations

import gc

from lang.reader import read_message
from market.catalogue import load_catalogue
from negotiation_kernel.read_cache import read_cached


def test_a_text_read_again_gets_the_same_reading_as_the_reader_gives():
    cat = load_catalogue()
    text = "Bhaiya 50 kilo chawal bhej do, 38 rupaye kilo"
    first = read_cached(text, cat)
    assert first == read_message(text, cat)
    assert first.intents[0].kind == "order" and first.intents[0].quantity == 50
    assert read_cached(text, cat) is first                      # remembered, not read anew
    other = cat.model_copy()                                     # another catalogue: read with it, not remembered
    assert read_cached(text, other) is not first and read_cached(text, other) == first


def test_a_month_leaves_the_garbage_collector_as_it_found_it():
    from agents.direct import play_month
    from scenarios import load_scenario
    assert gc.isenabled()
    play_month(load_scenario(days=1))
    assert gc.isenabled()
    gc.disable()
    try:
        play_month(load_scenario(days=1))
        assert not gc.isenabled()
    finally:
        gc.enable()
