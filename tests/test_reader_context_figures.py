"""Figures in context are not the new request (``lang.context_figures``, session 51): ids in a statement table, goods
listed under a rate request, a sale told, a part cancelled "of the 50", a count booked beside an acceptance — each read
as what the new text asks, or refused with a reason naming what to write; never acted on as context."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from lang.context_figures import context_guard, context_tables, rate_asked_list
from lang.reader import read_message
from lang.reading import Reading
from lang.intents import Intent
from lang.reasons import why, word
from market.catalogue import load_catalogue

CAT = load_catalogue()
HERE = Path(__file__).parent


def _read(text: str):
    r = read_message(text, CAT, email=True)
    return [(i.kind, i.sku or i.bill_id or i.order_id, i.quantity) for i in r.intents] if r.readable else r.reason_key


_STATEMENT = {
    "en": ("### Gokul Dairy — February statement (for your records)\n\n| Bill | Order | Amount | Status |\n"
           "|---|---|---|---|\n| B2 | O2 | ₹3,436 | cleared 8 Feb |\n| B3 | O3 | ₹1,060 | cleared 8 Feb |\n"
           "| B12 | O14 | ₹2,416 | paid today |\n\n{tail}"),
    "hi": ("### गोकुल डेयरी — फ़रवरी का हिसाब\n\n| बिल | ऑर्डर | रकम | स्थिति |\n|---|---|---|---|\n"
           "| B2 | O2 | ₹3,436 | 8 फ़रवरी को चुकता |\n| B3 | O3 | ₹1,060 | 8 फ़रवरी को चुकता |\n"
           "| B12 | O14 | ₹2,416 | आज भुगतान |\n\n{tail}"),
    "hinglish": ("### Gokul Dairy — February ka hisaab\n\n| Bill | Order | Amount | Status |\n|---|---|---|---|\n"
                 "| B2 | O2 | ₹3,436 | 8 Feb ko clear |\n| B3 | O3 | ₹1,060 | 8 Feb ko clear |\n"
                 "| B12 | O14 | ₹2,416 | aaj paid |\n\n{tail}"),
}
_PAID = {"en": "B12 paid just now by GPay, ₹2,416. Thanks!",
         "hi": "B12 का ₹2,416 अभी GPay से भेज दिया है। धन्यवाद!",
         "hinglish": "B12 ka ₹2,416 abhi GPay se bhej diya hai. Dhanyavaad!"}


@pytest.mark.parametrize("lang", ["en", "hi", "hinglish"])
def test_a_statement_pays_only_the_bill_the_new_text_pays(lang):
    assert _read(_STATEMENT[lang].format(tail=_PAID[lang])) == [("pay", "B12", None)]


def test_context_tables_split_the_statement_from_the_rest():
    table, rest = context_tables(_STATEMENT["en"].format(tail=_PAID["en"]))
    assert table.count("\n") == 4 and "B3" in table and "B3" not in rest
    assert rest.strip().endswith("Thanks!") and "February statement" in rest


def test_a_table_introduced_as_the_request_is_no_statement():
    text = "Please send the following:\n\n| item | qty |\n|---|---|\n| rice | 20 kg |\n| sugar | 10 kg |"
    assert context_tables(text) == ("", text)
    assert _read(text) == [("order", "rice-1kg", 20), ("order", "sugar-1kg", 10)]


def _paid_all(kind: str = "pay") -> Reading:
    return Reading(readable=True, intent=kind, intents=[Intent(kind=kind, bill_id=b) for b in ("B2", "B3")],
                   language="hi")


def test_ids_named_only_in_the_statement_are_refused_when_nothing_else_is_asked():
    text = _STATEMENT["hi"].format(tail="धन्यवाद।")
    r = context_guard(text, _paid_all(), lambda t: read_message(t, CAT, email=True))
    assert not r.readable and r.reason_key == "ambiguous_intent.context_ids" and r.reason_args == {"id": "B2, B3"}
    said = word(r.reason_key, r.reason_args, "hi")
    assert said.startswith("B2, B3 सिर्फ़ हिसाब की तालिका में हैं") and "अपने वाक्य में" in said


def test_a_statement_refused_over_its_own_figures_is_read_without_it():
    # the reading refused ("what is ₹3,436 for?") is read again without the table
    text = _STATEMENT["en"].format(tail=_PAID["en"])
    read = lambda t: read_message(t, CAT, email=True)  # noqa: E731
    refused = Reading.refused(why("ambiguous_intent.figure", figure="₹3,436"), "en")
    assert [i.bill_id for i in context_guard(text, refused, read).intents] == ["B12"]
    elsewhere = Reading.refused(why("ambiguous_intent.figure", figure="₹9,999"), "en")  # a figure of the new text:
    assert context_guard(text, elsewhere, read) == elsewhere  # the refusal stands


def _corpus_text(folder: str, rid: str) -> str:
    rows = (json.loads(line) for line in (HERE / folder / "en.jsonl").read_text("utf-8").splitlines() if line.strip())
    return next(r["text"] for r in rows if r["id"] == rid)


_RATE_LISTS = [
    _corpus_text("corpus_probes50_hh", "en-h3002"),  # "Please send us your rates for the following, delivered to …:"
    "Kripya niche wale saaman ka rate bata dijiye:\n1. Chawal – 50 kilo\n2. Cheeni – 25 kilo\n\nDhanyavaad",
]


@pytest.mark.parametrize("text", _RATE_LISTS)
def test_goods_listed_under_a_rate_request_are_the_rates_asked(text):
    assert {k for k, _, _ in _read(text)} == {"ask_quote"}
    assert all(q for _, _, q in _read(text))


def test_rate_asked_list_finds_the_rows_under_the_request():
    listed, rest = rate_asked_list(_RATE_LISTS[0])
    assert listed.splitlines() == ["- Lifebuoy soap 75 g — 144 bars (12 dozen)", "- Colgate toothpaste 100 g — 48 pieces",
                                   "- Surf Excel 1 kg — 24 packets"]
    assert "credit period" in rest and "Lifebuoy soap" not in rest
    assert rate_asked_list("Please send the following:\n- rice 20 kg") is None


def test_an_order_beside_the_rate_list_stays_an_order():
    text = ("1. **Rate enquiry:** Please share your current rates for:\n   - Almonds\n   - Desi ghee\n"
            "2. **Order:** Please send **2 kg Tata Tea at ₹460 per kg**.\n\nThank you!")
    assert _read(text) == [("ask_quote", "almonds-100g", None), ("ask_quote", "ghee-1l", None),
                           ("order", "tea-250g", 8)]
    assert rate_asked_list(text)[0].splitlines() == ["   - Almonds", "   - Desi ghee"]


def test_goods_ordered_at_a_price_under_a_rate_request_stay_ordered():
    text = "Please share your current rates for:\n- Rice 50 kg\n- Sugar 20 kg"
    at_a_price = Reading(readable=True, intent="order", intents=[
        Intent(kind="order", sku="rice-1kg", quantity=50, unit_price_paise=3800),
        Intent(kind="order", sku="sugar-1kg", quantity=20)])
    read = lambda t: read_message(t, CAT, email=True)  # noqa: E731
    assert context_guard(text, at_a_price, read) == at_a_price
    unpriced = at_a_price.model_copy(update={"intents": [i.model_copy(update={"unit_price_paise": None})
                                                         for i in at_a_price.intents]})
    assert [(i.kind, i.quantity) for i in context_guard(text, unpriced, read).intents] == [
        ("ask_quote", 50), ("ask_quote", 20)]


@pytest.mark.parametrize("text, want", [
    ("Please cancel 20 of the 50 packets of Surf Excel in O12 and send the remaining 30.", 20),
    ("Please O12 ke Surf Excel ke 50 packet me se 20 cancel kar dijiye aur baaki 30 bhej dijiye.", 20),
    ("कृपया O12 के सर्फ़ एक्सेल के 50 पैकेट में से 20 रद्द कर दीजिए और बाक़ी 30 भेज दीजिए।", 20),
    ("cancel 12 of the 48 Pepsi in O3", 12),
    # the whole counted in packs of no fixed size that the goods have (atta's bags are its packets): the walk of
    # session 53 had cancelled all 10
    ("Cancel 5 of the 10 bags of atta in O3, send only 5.", 5),
    ("O3 mein atta ke 10 bag mein se 5 cancel kar do.", 5),
    ("O3 में आटे के 10 बैग में से 5 रद्द कर दीजिए।", 5),
    ("Cancel the 10 bags of atta in O3.", 10),
])
def test_a_part_cancelled_of_the_whole_cancels_the_part(text, want):
    got = _read(text)
    assert [(k, q) for k, _, q in got] == [("cancel", want)]


@pytest.mark.parametrize("text", [
    "Ok, book it — 4 cases Coke and 24 bhujia, Tuesday delivery.",
    "Ok book kar do — 4 case Coke aur 24 bhujia, Tuesday delivery.",
])
def test_a_count_booked_beside_an_acceptance_is_a_count(text):
    got = _read(text)
    assert ("order", "namkeen-200g", 24) in got and not any(k in ("accept", "offer") and s == "namkeen-200g"
                                                               for k, s, _ in got)


def test_an_acceptance_still_takes_its_price_before_the_goods():
    assert _read("thik hai 27 aloo ka ok") == [("accept", "potato-1kg", None)]


def test_a_sale_told_by_the_hour_orders_nothing():
    text = ("The new atta is flying off the shelf — 12 packets gone by 2 pm 😄 Please send 50 kg sugar at ₹42/kg as "
            "you quoted on Monday.")
    assert _read(text) == [("order", "sugar-1kg", 50)]


@pytest.mark.parametrize("text", [
    "Cancel 20 of the 50 kg rice in O4 and send the remaining 25 kg.",
    "O4 ke 50 kilo chawal me se 20 kilo cancel karo aur baaki 25 kilo bhej do",
    "O4 के 50 किलो चावल में से 20 किलो कैंसिल कर दीजिए और बाकी 25 किलो भेज दीजिए।",
])
def test_a_part_and_a_rest_that_do_not_add_up_are_refused(text):
    assert _read(text) == "contradictory.part_and_rest"


@pytest.mark.parametrize("text, want", [
    ("Cancel 20 of the 50 kg rice in O4 and send the remaining 30 kg.", 20),
    ("O44 — we've received half. Cancel the remaining 10 kg potatoes.", 10),  # the rest is what is cut here
])
def test_the_rest_said_is_no_count_cut_unless_it_is_the_cut(text, want):
    assert [(k, q) for k, _, q in _read(text)] == [("cancel", want)]


_RECAP = {
    "en": "Mahesh ji, last month's order for reference:\n\n| Item | Qty |\n|---|---|\n| Atta 5 kg | 12 packets |\n"
          "| Rice | 60 kg |\n| Sugar | 40 kg |\n\nPlease send the same again, but a little more of everything.",
    "hi": "महेश जी, पिछले महीने का ऑर्डर, संदर्भ के लिए:\n\n| सामान | मात्रा |\n|---|---|\n| आटा 5 किलो | 12 पैकेट |\n"
          "| चावल | 60 किलो |\n| चीनी | 40 किलो |\n\nयही फिर से भेज दीजिए, पर हर चीज़ थोड़ी ज़्यादा।",
    "hinglish": "Mahesh ji, pichle mahine ka order, reference ke liye:\n\n| Item | Qty |\n|---|---|\n"
                "| Aata 5 kg | 12 packet |\n| Chawal | 60 kg |\n| Cheeni | 40 kg |\n\n"
                "Yahi phir se bhej do, par har cheez thodi zyada.",
}


@pytest.mark.parametrize("lang", ["en", "hi", "hinglish"])
def test_counts_only_in_a_recap_table_are_refused_naming_the_goods(lang):
    r = read_message(_RECAP[lang], CAT, email=True)
    assert not r.readable and r.reason_key == "no_quantity.context_goods"
    assert r.reason_args == {"items": "wheat flour, rice, sugar"}
    said = word(r.reason_key, r.reason_args, lang)
    assert {"en": "write the count of each to send now", "hi": "गिनती लिखिए",
            "hinglish": "uski ginti likhiye"}[lang] in said


def test_a_recap_beside_a_new_order_orders_only_the_new_goods():
    text = ("for your records, this is what we took from you in November:\n\n| Item | Qty |\n|---|---|\n"
            "| Atta 5 kg | 12 packets |\n| Rice | 60 kg |\n\nPlease send 20 kg toor dal and 15 kg chana dal.")
    assert _read(text) == [("order", "toor-dal-1kg", 20), ("order", "chana-dal-1kg", 15)]


@pytest.mark.parametrize("head", ["Last paid (Nov)", "पिछली बार दिया (नवंबर)"])
def test_a_column_of_what_was_paid_last_is_no_price_of_the_order(head):
    text = (f"Sandeep ji, please send the following tomorrow morning:\n\n| Item | Qty | {head} |\n|---|---|---|\n"
            "| Eggs | 4 trays | ₹180/tray |\n| Paneer 200 g | 10 packets | ₹78 |")
    r = read_message(text, CAT, email=True)
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [
        ("order", "eggs-1pc", 120, None), ("order", "paneer-200g", 10, None)]


@pytest.mark.parametrize("text", [
    "Sandeep bhai, O8 me se 12 Surf Excel hata do — local wholesaler ne ₹80 me de diya aur usko ₹960 de bhi diye.",
    "O8 में से 12 सर्फ़ एक्सेल हटा दीजिए — लोकल होलसेलर ने ₹80 में दे दिया।",
])
def test_another_partys_giving_is_no_payment_of_ours(text):
    assert _read(text) == [("cancel", "detergent-1kg", 12)]


def test_a_payment_that_names_its_bill_stays_ours():
    assert _read("आज अप्पा ने B2 के लिए ₹5,000 का चेक आपके ड्राइवर को दे दिया। O6 कब आएगा?") == [
        ("pay", "B2", None), ("ask_delivery", "O6", None)]


def test_the_reasonings_figures_are_not_the_messages():
    text = ("Chalo step by step sochte hain. O12 me ₹212 packet wala 2 bori aata hai, 10 packet kam karne hain. "
            "Final message:\nSanjay ji, O12 me aata 2 bori ki jagah 1 bori kar dijiye.")
    assert _read(text) == [("cancel", "atta-5kg", 10)]


def test_a_reply_that_names_no_goods_still_takes_them_from_its_reasoning():
    text = "Thought: Supplier came down from ₹44 to ₹43 on sugar.\nReply: Do ₹42.50 and we'll close today for 80 kg."
    r = read_message(text, CAT, email=True)
    assert [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] == [("offer", "sugar-1kg", 80, 4250)]
