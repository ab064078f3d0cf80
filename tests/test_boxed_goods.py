"""A box is a container of no fixed size, except a matchbox's (``lang.units.BOX_WORDS``, ``lang.boxed_goods``).

A new user's trial (session 29): "Bhaiya 2 peti Maggi bhej do, aur Parle-G ke 5 dabbe." ordered 5 packets of
biscuits, silently, where a distributor's dabba of Parle-G holds dozens. The corpora's writers count boxes so too
("2 boxes (96 packets each)" is 192; "Send 3 boxes of Colgate at ₹1,600 per box" is refused).
"""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r, [(i.kind, i.sku, i.quantity) for i in r.intents]


@pytest.mark.parametrize("text, word", [
    ("Send 5 boxes of Parle-G biscuits.", "boxes"),
    ("पारले-जी के 5 डिब्बे भेजो।", "डिब्बे"),
    ("Parle-G ke 5 dabbe bhej do.", "dabbe"),
    ("Send 5 boxes of Colgate", "boxes"),
    ("Bhaiya 2 peti Maggi bhej do, aur Parle-G ke 5 dabbe.", "dabbe"),
])
def test_a_count_of_boxes_without_their_contents_is_asked(text, word):
    r, _ = _read(text)
    assert (r.readable, r.reason_key, r.reason_args.get("word")) == (False, "no_quantity.no_fixed_size", word)


@pytest.mark.parametrize("text, want", [
    ("Parle-G 5 dabbe (48 packet wale) bhejo", [("order", "biscuits-65g", 240)]),
    ("पारले-जी के 5 डिब्बे भेजो, एक डिब्बे में 48 पैकेट", [("order", "biscuits-65g", 240)]),
    ("Send 2 boxes of Maggi, 96 packets each", [("order", "noodles-70g", 192)]),
    ("Matchbox ₹1.60 ok, 500 boxes.", [("accept", "matchbox-1pc", None), ("order", "matchbox-1pc", 500)]),
    ("माचिस के 20 डिब्बे भेजो", [("order", "matchbox-1pc", 20)]),
    ("Machis 20 dabbe bhej do", [("order", "matchbox-1pc", 20)]),
    ("Supplier: matchbox ₹1.60 per box. Ok ₹1.60 ok. send 10 packet 10 box each.",
     [("accept", "matchbox-1pc", None), ("order", "matchbox-1pc", 100)]),
])
def test_boxes_with_their_contents_and_matchboxes_are_counted(text, want):
    r, got = _read(text)
    assert r.readable and got == want, r.reason


def test_the_pack_a_rate_question_names_is_its_size():
    """"the 36-piece one": the box asked about, not 36 of them (holdout74 x9043 had been read so once boxes
    stopped being packets)."""
    r, got = _read("What's the rate for a box of Colgate, the 36-piece one?")
    assert (r.readable, r.reason_key, got) == (False, "ambiguous_intent.figure", [])  # asked, not 36
    r, got = _read("Colgate ka rate? 36 piece wala dabba")
    assert got == [("ask_quote", "toothpaste-100g", None)]
