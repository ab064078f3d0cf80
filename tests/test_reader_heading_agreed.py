"""A price agreed on the line under a heading of the goods' name alone is the goods' ("### 1. Sugar / Your rate of
₹41.50/kg is accepted.", ``lang.agreed_on_the_line``); a revised bill said received is thanks, not a dispute ("We
have received the revised bill B3, thank you.", ``lang.cues``: it had disputed B3, silently). Fixer R of the
thirty-first session."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

_ORDER = [("order", "sugar-1kg", 50, None, None, None), ("order", "toor-dal-1kg", 10, None, None, None),
          ("order", "chana-dal-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [  # sealed holdout 118 r8022 without its bill section, in three languages
    "### 1. Sugar\nYour rate of **₹41.50/kg** is accepted.\n\n### 2. Order\nPlease send 1 bori (50 kg) sugar, 10 kg "
    "toor dal and 10 kg chana dal at your current rates.",
    "### 1. चीनी\nआपका भाव **₹41.50/किलो** मंज़ूर है।\n\n### 2. ऑर्डर\nकृपया 1 बोरी (50 किलो) चीनी, 10 किलो तूर दाल और 10 "
    "किलो चने की दाल अपने मौजूदा भाव पर भेज दीजिए।",
    "### 1. Cheeni\nAapka bhav **₹41.50/kg** manzoor hai.\n\n### 2. Order\nKripya 1 bori (50 kg) cheeni, 10 kg toor "
    "dal aur 10 kg chane ki dal apne current bhav pe bhej dijiye.",
])
def test_a_price_agreed_under_the_goods_heading(text):
    assert intents(text, email=True) == [("accept", "sugar-1kg", None, 4150, None, None)] + _ORDER


def test_a_price_agreed_under_a_line_that_says_more_is_still_asked():
    assert refused("Thanks for the sugar rates.\n₹41.50 is accepted. Send 20 kg rice.", email=True) == \
        "ambiguous_intent.figure"


@pytest.mark.parametrize("text", [  # probes of our own
    "Send 20 kg rice. We have received the revised bill B3, thank you.",
    "B3 ka revised bill mil gaya, dhanyavaad. Send 20 kg rice.",
    "B3 का संशोधित बिल मिल गया, धन्यवाद। 20 किलो चावल भेजो।",
])
def test_a_revised_bill_received_is_no_dispute(text):
    assert intents(text, email=True) == [("order", "rice-1kg", 20, None, None, None)]
