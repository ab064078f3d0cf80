"""Words beside the goods that named nothing to the reader (session 31, fixer S): a soap's cake ("बट्टी", "batti",
"टिकिया") and a curd's cup ("कप") as the selling unit itself, the plural "बोतलें" and the spelling "पैकिट" (lang.units,
lang.guards), a supplier addressed as "Imran bhai" before the list (lang.addressed), and a model's end-of-sequence
mark "</s>" left after the message (lang.clean), and the formal "and" of a Hindi list ("तथा", "एवं": lang.reader_parts).
Each had been refused for that word."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from reader_intents import CAT, priced as _rows


@pytest.mark.parametrize("text, rows", [
    # corpus rows (holdout39 u010, holdout75 x1047, holdout82 g9037, holdout111 t8037)
    ("और नया: 40 बट्टी कपड़े धोने का साबुन भी भेज देना।", [("order", "laundry-bar-1pc", 40, None)]),
    ("Aur Rin ki batti — agar hum 50 batti lein toh ₹9 per batti chalega?", [("offer", "laundry-bar-1pc", 50, 900)]),
    ("मदर डेयरी दही 400 ग्राम – 24 कप, 34 रुपये प्रति कप, भेज दीजिए।", [("order", "curd-400g", 24, 3400)]),
    ("कल सुबह 6am 2लीटर दूध और 2 पैकिट ब्रेड भेजो", [("order", "milk-500ml", 4, None), ("order", "bread-400g", 2, None)]),
    # probes
    ("रिन की 30 बट्टी भेजो", [("order", "laundry-bar-1pc", 30, None)]),
    ("Rin ki 30 batti bhejo", [("order", "laundry-bar-1pc", 30, None)]),
    ("पेप्सी की 12 बोतलें भेजो", [("order", "soft-drink-750ml", 12, None)]),
    ("5 पैकिट ब्रेड भेजो", [("order", "bread-400g", 5, None)]),
    ("दही 10 कप भेजो", [("order", "curd-400g", 10, None)]),
])
def test_pack_words_of_the_selling_unit(text, rows):
    assert _rows(text) == rows


@pytest.mark.parametrize("text", ["चीनी 30 बट्टी भेजो", "Send 30 batti of sugar", "चीनी 10 कप भेजो"])
def test_a_cake_or_cup_of_other_goods_is_still_asked(text):
    r = read_message(text, CAT, email=True)
    assert not r.readable and r.reason.startswith("ambiguous_intent"), r.reason


@pytest.mark.parametrize("text, rows", [
    # corpus rows (holdout120 a8017, holdout122 i8027)
    ("Imran bhai, 20 kg tomato @ ₹28 and 3 dozen bananas. Early morning please.",
     [("order", "tomato-1kg", 20, 2800), ("order", "banana-1dozen", 3, None)]),
    ("रमेश भाई २० दर्जन केले @ ₹50/दर्जन, कल सुबह।", [("order", "banana-1dozen", 20, 5000)]),
    ("Ramesh bhai 20 darjan kele @ ₹50/darjan, kal subah.", [("order", "banana-1dozen", 20, 5000)]),
    # probes
    ("Suresh bhai, 10 kg onion please.", [("order", "onion-1kg", 10, None)]),
    ("सुरेश भाई 10 किलो प्याज़ भेजो", [("order", "onion-1kg", 10, None)]),
    ("Suresh bhaiya 10 kilo pyaaz bhejo", [("order", "onion-1kg", 10, None)]),
])
def test_the_supplier_addressed_as_bhai(text, rows):
    assert _rows(text) == rows


def test_a_name_telling_anothers_price_stays_unknown():
    r = read_message("Gupta bhai chana dal ₹68 mein de rahe hain", CAT, email=True)
    assert not r.readable


@pytest.mark.parametrize("text, rows", [
    ("sanjay ji tomorrow morning 80 packets milk.. no sorry, 90 packets, and 30 curd</s>",
     [("order", "milk-500ml", 90, None), ("order", "curd-400g", 30, None)]),
    ("Send 5 kg sugar</s>", [("order", "sugar-1kg", 5, None)]),
    ("5 किलो चीनी भेजो</s>", [("order", "sugar-1kg", 5, None)]),
    ("5 kilo cheeni bhejo </s>", [("order", "sugar-1kg", 5, None)]),
])
def test_an_end_of_sequence_mark_ends_the_message(text, rows):
    assert _rows(text) == rows


def test_a_struck_figure_in_html_is_not_an_end_mark():
    from lang.clean import strip_reasoning
    assert strip_reasoning("Sugar <s>₹42</s> ₹40 please, 10 kg.") == "Sugar <s>₹42</s> ₹40 please, 10 kg."


@pytest.mark.parametrize("text, rows", [
    # corpus row (holdout14 h14-hi-014)
    ("हमें इस सप्ताह निम्नलिखित सामान की आवश्यकता है:\n30 किलो मसूर दाल ₹74 प्रति किलो तथा 4 बोरी चावल ₹36 प्रति किलो।",
     [("order", "masoor-dal-1kg", 30, 7400), ("order", "rice-1kg", 200, 3600)]),
    # probes
    ("10 किलो चीनी तथा 5 किलो गुड़", [("order", "sugar-1kg", 10, None), ("order", "jaggery-1kg", 5, None)]),
    ("10 kilo cheeni tatha 5 kilo gud bhejiye", [("order", "sugar-1kg", 10, None), ("order", "jaggery-1kg", 5, None)]),
    ("10 किलो चीनी और 5 किलो गुड़", [("order", "sugar-1kg", 10, None), ("order", "jaggery-1kg", 5, None)]),  # near
])
def test_the_formal_and_of_a_list(text, rows):
    assert _rows(text) == rows
