"""``lang.sent_at_price``: goods asked to be booked at the shop's own price under a quote — in a sentence or in a
table under "Please book the following:" — are an order at that price, in every language; "we'll book" and a
condition keep it an offer."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r.readable, [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents]


TABLE = {
    "en": ("Hi Ramesh ji,\n\nThanks for your quote below. Please book the following:\n\n| Item | Qty | Rate |\n"
           "|---|---|---|\n| Rice | 50 kg | ₹37/kg |\n| Toor dal | 20 kg | ₹128/kg |\n| Sugar | 25 kg | ₹40/kg |\n\n"
           "Please deliver by Thursday morning.\n\nRegards,\nSharma General Store\nPh: 98100 12345\n\n"
           "> On d3, S2 wrote:\n> Rice ₹39/kg, toor dal ₹132/kg, sugar ₹41/kg. Min order 10 kg."),
    "hi": ("रमेश जी नमस्ते,\n\nनीचे वाले रेट के लिए धन्यवाद। कृपया यह बुक कर दीजिए:\n\n| सामान | मात्रा | रेट |\n"
           "|---|---|---|\n| चावल | 50 किलो | ₹37/किलो |\n| तूर दाल | 20 किलो | ₹128/किलो |\n| चीनी | 25 किलो | ₹40/किलो |"
           "\n\nगुरुवार सुबह तक डिलीवरी कर दीजिए।\n\nधन्यवाद,\nशर्मा जनरल स्टोर\nफ़ोन: 98100 12345\n\n"
           "> d3 को S2 ने लिखा:\n> चावल ₹39/किलो, तूर दाल ₹132/किलो, चीनी ₹41/किलो। कम से कम 10 किलो।"),
    "hinglish": ("Ramesh ji namaste,\n\nNeeche wale rate ke liye dhanyavaad. Please yeh book kar dijiye:\n\n"
                 "| Item | Qty | Rate |\n|---|---|---|\n| Chawal | 50 kilo | ₹37/kilo |\n| Toor dal | 20 kilo | "
                 "₹128/kilo |\n| Cheeni | 25 kilo | ₹40/kilo |\n\nGuruvar subah tak delivery kar dijiye.\n\n"
                 "Dhanyavaad,\nSharma General Store\nPh: 98100 12345\n\n> d3 ko S2 ne likha:\n"
                 "> Chawal ₹39/kilo, toor dal ₹132/kilo, cheeni ₹41/kilo. Kam se kam 10 kilo."),
}


@pytest.mark.parametrize("lang", sorted(TABLE))
def test_a_table_booked_under_a_quote_is_ordered_at_its_rates(lang):
    assert _read(TABLE[lang]) == (True, [("order", "rice-1kg", 50, 3700), ("order", "toor-dal-1kg", 20, 12800),
                                         ("order", "sugar-1kg", 25, 4000)])


@pytest.mark.parametrize("text", [
    "> Rice ₹39/kg\n\nPlease book 50 kg rice at ₹37/kg.",
    "> Chawal ₹39 kilo\n\n50 kilo chawal ₹37 kilo mein book kar dijiye.",
    "> चावल ₹39 किलो\n\n50 किलो चावल ₹37 किलो में बुक कर दीजिए।",
])
def test_book_asked_is_an_order(text):
    assert _read(text) == (True, [("order", "rice-1kg", 50, 3700)])


@pytest.mark.parametrize("text", [
    "> Rice ₹39/kg\n\nWe'll book 50 kg rice at ₹37/kg.",
    "> Chawal ₹39 kilo\n\n50 kilo chawal ₹37 kilo mein book kar denge.",
    "> चावल ₹39 किलो\n\n₹37 किलो हो तो 50 किलो चावल बुक कर दीजिए।",
])
def test_book_of_what_we_will_do_stays_an_offer(text):
    readable, intents = _read(text)
    assert not readable or intents == [("offer", "rice-1kg", 50, 3700)]
