"""Fenced block bodies read again from what was kept by their text: the same values, and a faulty body still refused
each time it is read (nothing kept for it)."""
from __future__ import annotations

import pytest

from market.catalogue import load_catalogue
from roles.instructions import InstructionError, parse_instructions
from roles.scripted.base import blocks_in

_VAN = '```delivery\n{"delivery_id": "D7", "note": [{"sku": "rice-1kg", "qty": 20}], "today": 4}\n```'


def test_blocks_in_gives_the_same_values_again_and_skips_a_malformed_body_each_time():
    text = "A van is at the door.\n" + _VAN + "\n```delivery\n{not json}\n```"
    first = blocks_in(text, "delivery")
    again = blocks_in(text, "delivery")
    assert first == again == [{"delivery_id": "D7", "note": [{"sku": "rice-1kg", "qty": 20}], "today": 4}]
    assert blocks_in(text, "books") == []


def test_parse_instructions_reads_a_kept_body_alike_and_refuses_a_faulty_one_every_time():
    cat = load_catalogue()
    text = 'Plan:\n```shelf_plan\n{"items": {"rice-1kg": 12, "sugar-1kg": 8}}\n```'
    first = parse_instructions(text, "helper", cat)
    assert parse_instructions(text, "helper", cat) == first
    assert first[0]["items"] == {"rice-1kg": 12, "sugar-1kg": 8}
    assert parse_instructions(text, "helper", cat, skus=["rice-1kg", "sugar-1kg"]) == first
    with pytest.raises(InstructionError):  # the same body, an item not stocked: the kept body is checked anew
        parse_instructions(text, "helper", cat, skus=["rice-1kg"])
    bad = 'Plan:\n```shelf_plan\n{"items": {"rice-1kg": NaN}}\n```'
    for _ in range(2):
        with pytest.raises(InstructionError):
            parse_instructions(bad, "helper", cat)
