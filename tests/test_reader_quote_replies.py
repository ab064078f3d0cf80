"""Short replies to a supplier's quote (breaker AR): atta refused by name, goods pointed at by place, a quoted choice
taken whole, a price asked lower with none named, "the rest" agreed, and a generic "dal" the quote names one of."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from tests.reader_intents import CAT, intents, refused

Q3 = {"en": "> Rice ₹38/kg\n> Sugar ₹42/kg\n> Atta (5 kg bag) ₹218\n\n",
      "hi": "> चावल ₹38/किलो\n> चीनी ₹42/किलो\n> आटा (5 किलो) ₹218\n\n",
      "hinglish": "> Chawal ₹38/kg\n> Cheeni ₹42/kg\n> Atta (5 kg) ₹218\n\n"}


@pytest.mark.parametrize("lang, reply", [("en", "Rice and sugar are fine, no atta"),
                                         ("hi", "चावल और चीनी ठीक है, आटा नहीं"),
                                         ("hinglish", "Rice aur sugar theek hai, atta nahi")])
def test_atta_refused_by_name_under_a_quote(lang, reply):
    got = intents(Q3[lang] + reply, email=True)
    assert [(k, s) for k, s, *_ in got] == [("accept", "rice-1kg"), ("accept", "sugar-1kg"), ("reject", "atta-5kg")]


@pytest.mark.parametrize("text", ["Atta nahi chahiye", "आटा नहीं लेंगे", "aata nahi chahiye"])
def test_atta_with_a_refusal_is_the_flour(text):
    assert intents(text, email=True) == [("reject", "atta-5kg", None, None, None, None)]


@pytest.mark.parametrize("text", ["truck abhi tak nahi aata", "mujhe samajh nahi aata", "maal time pe aata nahi hai"])
def test_aata_comes_is_no_flour(text):
    assert refused(text, email=True).startswith("no_intent")


@pytest.mark.parametrize("lang, reply", [("en", "Ok for the first two, not the third."),
                                         ("hi", "पहले दो ठीक हैं, तीसरा नहीं।"),
                                         ("hinglish", "Pehle do theek hain, teesra nahi.")])
def test_goods_pointed_at_by_place_are_the_quoted_lines(lang, reply):
    """Session 31 (lang.placed_read; holdout109's and holdout73's gold): the places counted on the quoted lines, as a
    shopkeeper counts them (breaker AR's replies had been accepted whole, then refused)."""
    got = intents(Q3[lang] + reply, email=True)
    assert [(k, s, p) for k, s, _q, p, *_ in got] == [("accept", "rice-1kg", 3800), ("accept", "sugar-1kg", 4200),
                                                      ("reject", "atta-5kg", None)]


@pytest.mark.parametrize("text", ["> Sugar ₹42/kg\n> Jaggery ₹60/kg\n\nThe last one is fine, send 10 kg.",
                                  "> चीनी ₹42 किलो\n> गुड़ ₹60 किलो\n\nआखिरी वाला ठीक है, 10 किलो भेजो।",
                                  "> Cheeni ₹42 kilo\n> Gud ₹60 kilo\n\nAakhri wala theek hai, 10 kilo bhejo."])
def test_the_last_one_is_the_last_quoted_line(text):
    assert [(k, s, q, p) for k, s, q, p, *_ in intents(text, email=True)] == [("accept", "jaggery-1kg", None, 6000),
                                                                              ("order", "jaggery-1kg", 10, None)]


def test_a_place_reads_as_its_goods_named_would():
    """"The last one is fine." under three quoted lines is refused as "Atta is fine." is there (a price for rice with
    no word saying offer, accept or order): the place is not read more boldly than the name."""
    assert refused(Q3["en"] + "The last one is fine.", email=True) == "ambiguous_item.by_place"


@pytest.mark.parametrize("text", [
    "> Mustard oil 1 L — ₹132\n> Detergent 1 kg — ₹84\n\nSend 12 of the first and 5 of the second.",  # at whose price?
    "> Rice ₹38/kg, sugar ₹42/kg\n> Atta ₹218\n\nOk for the first two.",  # a line of two goods: places not counted
    "> Rice ₹38/kg\n> Sugar ₹42/kg\n\nThe third one is fine."])  # no third line
def test_places_that_cannot_be_counted_or_priced_are_still_refused(text):
    assert refused(text, email=True) == "ambiguous_item.by_place"


def test_bare_ok_under_a_quote_still_accepts_it_whole():
    assert [k for k, *_ in intents(Q3["en"] + "Ok", email=True)] == ["accept", "accept", "accept"]


@pytest.mark.parametrize("text", ["> Two options for you:\n> 1. Toor dal ₹136/kg\n> 2. Chana dal ₹74/kg\n\nOk.",
                                  "> दो विकल्प:\n> 1. तूर दाल ₹136/किलो\n> 2. चना दाल ₹74/किलो\n\nठीक है",
                                  "> Do option hain: 1. Toor dal ₹136/kg 2. Chana dal ₹74/kg\n\nTheek hai"])
def test_bare_ok_under_a_choice_is_refused(text):
    assert refused(text, email=True) == "ambiguous_item.which_option"


@pytest.mark.parametrize("reply", ["Ok, but bring it down a little.", "Fine, but a bit lower",
                                   "theek hai par thoda kam karo", "ठीक है, पर थोड़ा कम कीजिए"])
def test_lower_with_no_price_is_refused(reply):
    assert refused("> Toor dal ₹138/kg, chana dal ₹74/kg\n\n" + reply, email=True) == "no_price.lower_unsaid"
    assert refused("> Toor dal ₹138/kg\n\n" + reply, email=True) == "no_price.how_much_lower"


@pytest.mark.parametrize("reply", ["Haha bhaiya, you're too costly on paneer 😅 the rest is fine!",
                                   "अरे भैया, पनीर तो बहुत महँगा बोल दिया 😅 बाकी सब ठीक है!",
                                   "Arre bhaiya, paneer toh bahut mehenga bol diya 😅 baaki sab theek hai!"])
def test_the_rest_agreed_is_refused(reply):
    quote = "> Paneer ₹80 per 200 g pack, curd ₹34 per 400 g, milk ₹25 per 500 ml\n\n"
    assert refused(quote + reply, email=True) == "ambiguous_item.the_rest"


def test_the_rest_of_an_order_is_kept():
    got = intents("Please ignore my previous mail about sugar — we don't need sugar this week. Rest is fine.",
                  email=True)
    assert [(k, s) for k, s, *_ in got] == [("cancel", "sugar-1kg")]


@pytest.mark.parametrize("text", [
    "> Rice ₹40/kg, toor dal ₹135/kg. Delivery Thursday.\n\nGo ahead with rice only, 30 kg. Skip the dal for now.",
    "> चावल ₹40/किलो, तूर दाल ₹135/किलो।\n\nसिर्फ़ चावल भेजिए, 30 किलो। दाल अभी रहने दीजिए।",
    "> Chawal ₹40/kg, toor dal ₹135/kg.\n\nSirf chawal bhejo, 30 kilo. Dal abhi rehne do."])
def test_dal_is_the_quoted_dal(text):
    got = intents(text, email=True)
    assert [(k, s, q) for k, s, q, *_ in got] == [("order", "rice-1kg", 30), ("reject", "toor-dal-1kg", None)]


def test_dal_under_two_quoted_dals_stays_ambiguous():
    text = "> Rice ₹40/kg, toor dal ₹135/kg, moong dal ₹100/kg.\n\nRice 30 kg. Dal not needed."
    assert refused(text, email=True) == "ambiguous_item.which"


@pytest.mark.parametrize("reply", ["The above is fine but sugar at Rs 40.", "ऊपर वाला ठीक है, पर चीनी ₹40 में दीजिए।",
                                   "Upar wala theek hai, bas cheeni Rs 40 mein do."])
def test_the_above_beside_a_counter_is_the_rest_of_the_quote(reply):
    """Session 31 (lang.placed_read; holdout109 p8003's gold): "the above" is the quoted goods the reply does not name."""
    got = intents("> Rice ₹38/kg\n> Sugar ₹43/kg\n\n" + reply, email=True)
    assert [(k, s, p) for k, s, _q, p, *_ in got] == [("accept", "rice-1kg", 3800), ("offer", "sugar-1kg", 4000)]


def test_the_above_alone_accepts_the_quote():
    assert [(k, s) for k, s, *_ in intents("> Rice ₹38/kg\n> Sugar ₹43/kg\n\nThe above is fine.", email=True)] == [
        ("accept", "rice-1kg"), ("accept", "sugar-1kg")]


@pytest.mark.parametrize("reply", ["ok for toor, send 15 kg", "तूर ठीक है, 15 किलो भेजो", "toor ok, 15 kilo bhejo"])
def test_ok_then_send_under_a_quote_with_a_past_price(reply):
    got = intents("> Toor dal ₹138/kg (it was ₹142 last week)\n\n" + reply, email=True)
    # (27th session: an acceptance carries the quoted price, a refusal only its own; lang.quoted_accept)
    assert got == [("accept", "toor-dal-1kg", None, 13800, None, None), ("order", "toor-dal-1kg", 15, None, None, None)]


QUOTE_17 = "> Aashirvaad atta 5 kg — ₹215 per bag\n> Besan 500 g — ₹52 per packet\n> Suji 500 g — ₹26 per packet\n\n"


@pytest.mark.parametrize("reply", [
    "We confirm atta and suji at the quoted rates. Please send 10 bags of atta and 20 packets of suji.",
    "Atta aur suji quoted rate pe manzoor. 10 bag atta aur 20 packet suji bhej dijiye."])
def test_goods_confirmed_at_the_quoted_rates(reply):
    got = intents(QUOTE_17 + reply, email=True)
    assert [(k, s, q) for k, s, q, *_ in got] == [("accept", "atta-5kg", None), ("accept", "suji-500g", None),
                                                  ("order", "atta-5kg", 10), ("order", "suji-500g", 20)]


def test_please_confirm_the_rate_accepts_nothing():
    assert not any(k == "accept" for k, *_ in intents("Please confirm the rice rate?", email=True))


def test_quoted_rate_with_no_quote_shown_is_an_earlier_rate():
    assert refused("Rice at the quoted rate is fine", email=True) == "no_price.earlier_rate"


def test_ok_at_a_price_the_quote_does_not_give_is_a_counter():
    assert intents("> Ghee ₹525 per litre\n\nOk at ₹520.", email=True) == [("offer", "ghee-1l", None, 52000, None, None)]
    for reply in ("₹520 में ठीक है।", "₹520 mein theek hai."):  # offered or refused, never agreed at ₹520
        r = read_message("> Ghee ₹525 per litre\n\n" + reply, CAT, email=True)
        assert not r.readable or [i.kind for i in r.intents] == ["offer"], (reply, r.intents)


def test_ok_at_the_quoted_price_or_a_floor_taken_up_is_agreed():
    assert intents("> Ghee ₹525 per litre\n\n₹525 mein theek hai.", email=True)[0][0] == "accept"
    text = "Yes, ₹62 a kg for the gur is fine. Send 15 kg.\n\n> Can't go below ₹62, bhai.\n> > Gur is ₹66/kg this week."
    assert [k for k, *_ in intents(text, email=True)] == ["accept", "order"]


@pytest.mark.parametrize("reply", ["Ok, send in the second week", "ठीक है, दूसरी बार ध्यान रखना", "Ok, give me a second"])
def test_place_words_of_time_point_at_no_quoted_line(reply):
    r = read_message(Q3["en"] + reply, CAT, email=True)
    assert r.reason_key != "ambiguous_item.by_place", (reply, r.reason)


@pytest.mark.parametrize("text", ["> Paneer ₹80, curd ₹34, milk ₹25\n\nPaneer nahi. Baaki bhej do, 10-10 packet.",
                                  "> Paneer ₹80, curd ₹34, milk ₹25\n\nNo paneer. Send the rest, 10 packets each.",
                                  "> पनीर ₹80, दही ₹34, दूध ₹25\n\nपनीर नहीं। बाकी 10-10 पैकेट भेज दो।"])
def test_the_rest_sent_is_refused(text):
    assert refused(text, email=True) == "ambiguous_item.the_rest"


def test_the_rest_sent_with_no_quote_is_refused():
    assert refused("Paneer nahi. Baaki bhej do, 10-10 packet.", email=True) == "ambiguous_item.the_rest"


def test_anything_else_and_above_what_are_no_rest():
    text = "> Rice ₹38/kg\n> Sugar ₹42/kg\n\nRice ok, send 10 kg. Let me know if you need anything else."
    assert [k for k, *_ in intents(text, email=True)] == ["accept", "order"]
    r = read_message("> Ghee ₹545/L\n\nThat is above what works for us. We can offer ₹515 per litre.", CAT, email=True)
    assert r.reason_key != "ambiguous_item.by_place", r.reason
