"""Figures the reader could not place (``ambiguous_intent.figure``), placed by what their neighbours say they are
(session 55, helper FIGURE; sentences of our own, in the three languages):

- a lot counted in its unit, then told again as the containers it comes in ("24 litres (2 cartons)", "1 quintal (2
  bags)", "2 bori atta (10 bags of 5 kg per bori)", "30 litres, i.e. 60 packets") is one lot (``lang.lot_told_twice``);
  when the containers do not hold just that lot ("24 litres (5 cartons)", "1 quintal (3 bori)", "(20 bags of 4 kg)"),
  or the bracket says more than its count ("(2 cartons free)"), the figure is still asked about;
- "your best landed rates" asks the rates (``lang.cues``), so "our purchase plan" beside it orders nothing.
"""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text, want", [
    ("Please send 24 litres (2 cartons) of mustard oil.", [("order", "mustard-oil-1l", 24, None, None, None)]),
    ("कृपया 24 लीटर (2 कार्टन) सरसों तेल भेज दीजिए।", [("order", "mustard-oil-1l", 24, None, None, None)]),
    ("24 litre (2 carton) sarson tel bhej dijiye.", [("order", "mustard-oil-1l", 24, None, None, None)]),
    ("What is your rate for 12 litres (1 carton) of ghee?", [("ask_quote", "ghee-1l", 12, None, None, None)]),
    ("12 लीटर (1 कार्टन) घी का रेट बताइए।", [("ask_quote", "ghee-1l", 12, None, None, None)]),
    ("12 litre (1 carton) ghee ka rate batao.", [("ask_quote", "ghee-1l", 12, None, None, None)]),
    ("Please send 2 bori atta (10 bags of 5 kg per bori).", [("order", "atta-5kg", 20, None, None, None)]),
    ("2 बोरी आटा (एक बोरी में 5 किलो के 10 बैग) भेज दीजिए।", [("order", "atta-5kg", 20, None, None, None)]),
    ("2 bori aata (ek bori mein 5 kg ke 10 bag) bhej do.", [("order", "atta-5kg", 20, None, None, None)]),
    ("Rates please:\n1. Sugar – 1 quintal (2 bags)\n2. Rice – 50 kg",
     [("ask_quote", "sugar-1kg", 100, None, None, None), ("ask_quote", "rice-1kg", 50, None, None, None)]),
    ("रेट बताइए:\n1. चीनी – 1 क्विंटल (2 बैग)\n2. चावल – 50 किलो",
     [("ask_quote", "sugar-1kg", 100, None, None, None), ("ask_quote", "rice-1kg", 50, None, None, None)]),
    ("Rate bataiye:\n1. Cheeni – 1 quintal (2 bag)\n2. Chawal – 50 kilo",
     [("ask_quote", "sugar-1kg", 100, None, None, None), ("ask_quote", "rice-1kg", 50, None, None, None)]),
    ("Please supply tomorrow:\n• Amul milk (500 ml) – 30 litres, i.e. 60 packets\n• Curd (400 g) – 20 packets",
     [("order", "milk-500ml", 60, None, None, None), ("order", "curd-400g", 20, None, None, None)]),
    ("कल के लिए भेज दीजिए:\n• अमूल दूध (500 ml) – 30 लीटर यानी 60 पैकेट\n• दही (400 ग्राम) – 20 पैकेट",
     [("order", "milk-500ml", 60, None, None, None), ("order", "curd-400g", 20, None, None, None)]),
])
def test_lot_told_again_as_its_containers_is_one_lot(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text", [
    "Please send 24 litres (5 cartons) of mustard oil.",  # 4.8 litres a carton?
    "कृपया 24 लीटर (5 कार्टन) सरसों तेल भेज दीजिए।",
    "24 litre (5 carton) sarson tel bhej dijiye.",
    "Please send sugar 1 quintal (3 bori).",  # 150 kg or 100?
    "चीनी 1 क्विंटल (3 बोरी) भेज दीजिए।",
    "Cheeni 1 quintal (3 bori) bhej do.",
    "Please send atta 1 quintal (20 bags of 4 kg).",  # 80 kg or 100?
    "आटा 1 क्विंटल (4 किलो के 20 बैग) भेज दीजिए।",
    "Please send 24 litres (2 cartons free) of mustard oil.",  # the bracket says more than its count
    "Please send 2 bori atta (10 bags of 4 kg per bori).",  # 80 kg or 100?
])
def test_containers_that_do_not_hold_the_lot_stay_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"


@pytest.mark.parametrize("text, kind", [
    ("Dear Rakesh ji,\n\nWe are finalising our March purchase plan and request your best landed rates for the "
     "following:\n\n1. Toor dal – 20 kg\n2. Sugar – 1 quintal\n\nFor your reference, in February we paid ₹218 per "
     "atta packet. Kindly revert by 4:00 PM today.\n", "ask_quote"),
    ("Our purchase plan for Holi is ready. We request your landed rates for 20 kg toor dal and 50 kg sugar.",
     "ask_quote"),
])
def test_best_landed_rates_are_asked(text, kind):
    assert {row[0] for row in intents(text, email=True)} == {kind}
