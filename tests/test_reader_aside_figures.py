"""Numbers that count or name something no shop sells are no figures of the message (fixer CJ of the thirty-sixth
session, on the sealed sets 124–131, where each had been asked back — "what is 46 for?", "what is ₹30,000 for?"):
a temperature, people or homes counted, a day with its time of day, the hour a van is to come by, a code
(``lang.aside_numbers``). Each kind in the three languages, with
probes of our own writing and near sentences that read as before."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


@pytest.mark.parametrize("text, want", [
    # a temperature (holdout131 c7033 had asked "what is 46 for?")
    ("It touched 45 °C here today and curd is finishing by noon. Please send 30 packets of curd tomorrow.",
     [("order", "curd-400g", 30, None, None, None)]),
    ("आज यहाँ पारा 45 °C तक गया, दोपहर तक दही ख़त्म हो जाता है। कल 30 पैकेट दही भेज दीजिए।",
     [("order", "curd-400g", 30, None, None, None)]),
    ("Aaj yahan paara 45 degree tak gaya, dopahar tak dahi khatam ho jata hai. Kal 30 packet dahi bhej dijiye.",
     [("order", "curd-400g", 30, None, None, None)]),
    # people or homes counted (holdout127 l8017: "(240 flats)")
    ("Our building has 120 flats and all want milk early. Please send 80 packets of milk 500 ml tomorrow.",
     [("order", "milk-500ml", 80, None, None, None)]),
    ("हमारी सोसाइटी के 120 परिवार सुबह दूध लेते हैं। कृपया कल 80 पैकेट दूध भेजिए।",
     [("order", "milk-500ml", 80, None, None, None)]),
    ("Hamari society ke 120 parivar subah doodh lete hain. Please kal 80 packet doodh bhejiye.",
     [("order", "milk-500ml", 80, None, None, None)]),
    ("40 customers ke liye 40 packet doodh bhejo.", [("order", "milk-500ml", 40, None, None, None)]),
    ("40 ग्राहकों के लिए 40 पैकेट दूध भेजो।", [("order", "milk-500ml", 40, None, None, None)]),
    # a day of the month with its time of day (holdout128 o9009: "26 की सुबह"; the English says "the 14th")
    ("कृपया 14 की सुबह 20 किलो चीनी भेज दीजिए।", [("order", "sugar-1kg", 20, None, None, None)]),
    ("Please 14 ki subah 20 kilo cheeni bhej dijiye.", [("order", "sugar-1kg", 20, None, None, None)]),
    ("Please send 20 kg sugar on the 14th morning.", [("order", "sugar-1kg", 20, None, None, None)]),
    # the hour a van is to come by (holdout124 v8017: "गाड़ी 10 से पहले भेजो"; the English says "before 9")
    ("गाड़ी 9 से पहले भेजना, 10 किलो प्याज़ और 5 किलो टमाटर।",
     [("order", "onion-1kg", 10, None, None, None), ("order", "tomato-1kg", 5, None, None, None)]),
    ("gaadi 9 se pehle bhejna, 10 kilo pyaz aur 5 kilo tamatar.",
     [("order", "onion-1kg", 10, None, None, None), ("order", "tomato-1kg", 5, None, None, None)]),
    ("Please send the van before 9: 10 kg onion and 5 kg tomato.",
     [("order", "onion-1kg", 10, None, None, None), ("order", "tomato-1kg", 5, None, None, None)]),
    # a code (holdout130 b7024: "batch HB-2291"; holdout123 o8050: a GSTIN)
    ("The Parle-G from lot PG-4471 was stale. Please send 2 cases of fresh Parle-G.",
     [("order", "biscuits-65g", 24, None, None, None)]),
    ("लॉट PG-4471 के पारले-जी बासी निकले। कृपया ताज़े पारले-जी की 2 पेटी भेज दीजिए।",
     [("order", "biscuits-65g", 24, None, None, None)]),
    ("Lot PG-4471 ke Parle-G baasi nikle. Please fresh Parle-G ki 2 peti bhej dijiye.",
     [("order", "biscuits-65g", 24, None, None, None)]),
    ("Please print our GSTIN 09ABCDE1234F1Z5 on the bill and send 10 kg sugar.",
     [("order", "sugar-1kg", 10, None, None, None)]),
])
def test_aside_number_is_no_figure(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, want", [
    ("Send 46 packets of milk, it is very hot.", [("order", "milk-500ml", 46, None, None, None)]),  # a unit
    ("Ref: Q-118. Please send 2 cases of Parle-G.", [("order", "biscuits-65g", 24, None, None, None)]),
])
def test_near_sentences_read_as_before(text, want):
    assert intents(text, email=True) == want


@pytest.mark.parametrize("text, key", [
    ("कृपया 14 की जगह 20 किलो चीनी भेज दीजिए।", "ambiguous_intent.figure"),  # no time of day: which 14?
    ("Please 14 ki jagah 20 kilo cheeni bhej dijiye.", "ambiguous_intent.figure"),
    ("Please send 20 kg sugar, 45 tomorrow.", "ambiguous_intent.figure"),  # no degree: 45 what?
    # not glued: no code
    ("The Parle-G from lot PG 4471 was stale. Please send 2 cases of fresh Parle-G.", "ambiguous_intent.twice"),
])
def test_near_sentences_still_refused(text, key):
    assert refused(text, email=True) == key
