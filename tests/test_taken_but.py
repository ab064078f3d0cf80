"""``lang.taken_but``: goods taken, then others refused after "but" with no mark between, are refused in Hindi and
Hinglish (the refusal had reached the goods taken), and read as before where each verdict is its own."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "चावल ₹39 में ले लेंगे पर अरहर दाल ₹150 में नहीं।",
    "chawal 39 me le lenge par toor dal 150 me nahi",
])
def test_taken_but_refused_in_one_run_is_refused(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "ambiguous_intent.conflict")


@pytest.mark.parametrize("text,want", [
    ("Besan ₹104/kg is fine but suji at ₹56/kg we won't take.",
     [("accept", "besan-500g", 5200), ("reject", "suji-500g", 2800)]),
    ("We'll take the rice at ₹39 but not the toor dal at ₹150.",
     [("accept", "rice-1kg", 3900), ("reject", "toor-dal-1kg", 15000)]),  # lang.taken_not_others
    ("अरहर दाल ₹150 पर नहीं लेंगे", [("reject", "toor-dal-1kg", 15000)]),
    # fixer AE, s32: "पर" right after a word of agreeing is "but" (lang.verb_chunks), so the verdicts are apart
    ("चावल ₹39 ठीक है पर अरहर दाल ₹150 में नहीं", [("accept", "rice-1kg", 3900), ("reject", "toor-dal-1kg", 15000)]),
])
def test_a_refusal_of_its_own_words_or_a_price_at_reads_as_before(text, want):
    r = read_message(text, CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.unit_price_paise) for i in r.intents] == want


@pytest.mark.parametrize("text", [
    "> चीनी ₹44, नमक ₹24, गुड़ ₹62 (सब प्रति किलो)\n\nनमक के अलावा इनमें से कुछ नहीं चलेगा।",
    "> Cheeni ₹44, namak ₹24, gud ₹62 (sab per kg)\n\nNamak ke alawa inme se kuch nahi chalega.",
    "> Sugar ₹44, salt ₹24, jaggery ₹62 (all per kg)\n\nNone of these work except the salt.",
])
def test_none_but_some_goods_is_refused_not_read_as_the_one_taken_refused(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "ambiguous_intent.except_goods")
