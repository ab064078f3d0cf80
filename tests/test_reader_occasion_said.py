"""A festival the goods are for, beside a plain list of them, is no unknown word (lang/occasion_said.py): "For lohri
gur 40 kg. ₹60 per kg." orders 40 kg jaggery at ₹60; it had been refused ("what should we do with the jaggery: send,
price or cancel?"; holdouts 132 and 137). The first cases of each test are our own probes, not from a corpus."""
import pytest

from tests.reader_intents import reading


@pytest.mark.parametrize("text", [
    "For Diwali 20 packets agarbatti and 10 bundles matchbox.",  # probes
    "दिवाली के लिए 20 पैकेट अगरबत्ती और 10 बंडल माचिस।",
    "Diwali ke liye 20 packet agarbatti aur 10 bundle machis.",
])
def test_goods_for_a_festival_are_ordered(text):
    assert reading(text) == [("order", "incense-1pack", 20, None, None, None),
                             ("order", "matchbox-1pc", 100, None, None, None)]


@pytest.mark.parametrize("text", [
    "Holi tomorrow — 30 kg sugar, ₹42 per kg.",  # probes
    "कल होली है — 30 किलो चीनी, ₹42 किलो।",
    "Kal Holi hai — 30 kilo cheeni, ₹42 kilo.",
])
def test_goods_beside_the_festivals_day_are_ordered(text):
    assert reading(text) == [("order", "sugar-1kg", 30, 4200, None, None)]


@pytest.mark.parametrize("text, want", [
    ("For lohri gur 40 kg. ₹60 per kg.", [("order", "jaggery-1kg", 40, 6000, None, None)]),  # holdout132 d7039
    ("लोहड़ी के लिए गुड़ 40 किलो। ₹60 किलो।", [("order", "jaggery-1kg", 40, 6000, None, None)]),
    ("Lohri ke liye gud 40 kilo. ₹60 kilo.", [("order", "jaggery-1kg", 40, 6000, None, None)]),
    ("Coca cola 4 case for new year. ₹38 bottle.", [("order", "soft-drink-750ml", 48, 3800, None, None)]),  # d7019
    ("नए साल के लिए कोका-कोला ४ पेटी। ₹३८ बोतल।", [("order", "soft-drink-750ml", 48, 3800, None, None)]),
    ("New year ke liye Coca-Cola 4 peti. ₹38 bottle.", [("order", "soft-drink-750ml", 48, 3800, None, None)]),
    ("Gupta ji 5 bundle matchbox and 2 peti agarbatti, urgent, Chhath tomorrow.",  # holdout137 i7039
     [("order", "matchbox-1pc", 50, None, None, None), ("order", "incense-1pack", 24, None, None, None)]),
    ("गुप्ता जी 5 बंडल माचिस और 2 पेटी अगरबत्ती, अर्जेंट, कल छठ है।",
     [("order", "matchbox-1pc", 50, None, None, None), ("order", "incense-1pack", 24, None, None, None)]),
    ("Gupta ji 5 bundle machis aur 2 peti agarbatti, urgent, kal Chhath hai.",
     [("order", "matchbox-1pc", 50, None, None, None), ("order", "incense-1pack", 24, None, None, None)]),
])
def test_corpus_goods_for_a_festival(text, want):
    assert reading(text) == want


@pytest.mark.parametrize("text, want", [
    ("Last Diwali we sold 300 packets of agarbatti.", "no_intent.note"),  # sold, not asked (a note: lang.note_told,
    ("पिछली दिवाली 300 पैकेट अगरबत्ती बिकी।", "no_intent.note"),  # session 49; it had been no_intent.nothing)
    ("Pichhli Diwali 300 packet agarbatti biki.", "no_intent.note"),
    ("Diwali gur 40 kg", "ambiguous_intent.unknown_word"),  # the occasion said in no frame of its own
    ("दिवाली गुड़ 40 किलो", "ambiguous_intent.unknown_word"),
    ("For Diwali we stocked 40 kg gur.", "ambiguous_intent.unknown_word"),  # another word unknown: still refused
    ("Diwali se pehle 40 kg gur", "ambiguous_intent.unknown_word"),
])
def test_near_sentences_read_as_before(text, want):
    assert reading(text) == want
