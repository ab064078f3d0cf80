"""Trial 46, F2 and the "₹2,44" misreading (helper FB): the counter hears a bill whose goods are named beside it in
any of the three languages, and refuses a figure whose digit groups are neither Indian nor Western.

The parallel triples and their golds are ``tests/corpus_probes46_fb`` (written before the fix; at the start 10 / 9 / 9
of 17 read as gold, "₹2,44" billed ₹2.44, "₹41,50" ₹41.50 and "… ₹180, that's ₹12 below MRP" ₹12)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from lang.digit_groups import malformed_money
from lang.counter_words import read_at_counter
from lang.reader import read_message
from lang.refusals import reader_reason, reader_view
from market.catalogue import load_catalogue
from roles.cashier import NO_BILL_HEARD, NO_BILL_HEARD_IN, NOT_TAKEN, _unheard_note

CAT = load_catalogue()
PROBES = Path(__file__).parent / "corpus_probes46_fb"


def _rows():
    by_id: dict[str, dict] = {}
    for lang in ("en", "hinglish", "hi"):
        for line in (PROBES / f"{lang}.jsonl").read_text("utf-8").splitlines():
            row = json.loads(line)
            by_id.setdefault(row["parallel"], {})[lang] = row
    return sorted(by_id.items())


#: E-mails with the same figures (English, Hinglish, Hindi, gold: None refused ``ambiguous_intent.digit_groups``, else
#: the order read). Main 8cd2823e read the first as a payment of ₹2.44, the second as an order with its price dropped,
#: the third (English) as a payment of no amount — silently. Kept here, not in ``tests/corpus_probes46_fb``: an
#: e-mail row there would join ``benchmarks/second_opinion_train.py``'s training set.
MAIL = [("Paid ₹2,44 for B12.", "B12 ke ₹2,44 bhej diye.", "B12 के ₹2,44 भेज दिए।", None),
        ("Send 10 kg sugar, total ₹4,1500.", "10 kilo cheeni bhejo, total ₹4,1500.", "10 किलो चीनी भेजो, कुल ₹4,1500।", None),
        ("Paid ₹24,4 for B12.", "B12 ke ₹24,4 bhej diye.", "B12 के ₹24,4 भेज दिए।", None),
        ("Send 10 kg sugar @ ₹41,50/kg.", "10 kilo cheeni ₹41,50/kg pe bhejo.", "10 किलो चीनी ₹41,50/किलो पर भेजो।",
         [("order", "sugar-1kg", 10, 4150)])]  # a unit price's decimal comma (lang.decimal_comma, breaker AW) kept


def _bill(text: str):
    r = read_at_counter(text, CAT)
    return [i.total_paise for i in r.intents if i.kind == "bill"] if r.readable else r.reason_key


@pytest.mark.parametrize("pid,triple", _rows())
def test_each_probe_triple_is_read_alike_in_the_three_languages_as_its_gold(pid, triple):
    assert set(triple) == {"en", "hinglish", "hi"}
    got = {lang: _bill(row["text"]) for lang, row in triple.items()}
    gold = triple["en"]
    want = [round(gold["intents"][0]["total_inr"] * 100)] if gold["readable"] else "ambiguous_intent.digit_groups"
    assert got == {"en": want, "hinglish": want, "hi": want}, got


def test_the_trials_own_lines_are_heard_as_the_bill():
    assert _bill("Chawal aur dal milake ₹230") == [23000]
    assert _bill("चावल और दाल मिलाकर ₹124") == [12400]
    assert _bill("Total ₹230 for the rice and dal") == [23000]
    assert _bill("₹244 (rice 2 x ₹43 = ₹86, dal ₹158)") == [24400]
    assert _bill("Rs 244 for 2 packet maggi, that's ₹28 less than MRP") == [24400]


def test_a_price_of_one_item_alone_is_still_not_a_bill_and_money_off_beside_the_goods_is_asked_again():
    assert _bill("Dal ₹158") == "ambiguous_item.which"  # no together-word: dal's price, not the bill
    assert _bill("Chawal ₹244") != [24400]
    assert not read_at_counter("Chawal aur dal milake ₹250, ₹10 off", CAT).readable or \
        _bill("Chawal aur dal milake ₹250, ₹10 off") != [25000]  # which is asked, 250 or 240, is the cashier's


def test_a_malformed_digit_group_is_refused_with_the_figure_in_the_words_language():
    r = read_at_counter("Sorry, total ₹2,44 hai", CAT)
    assert not r.readable and r.reason_key == "ambiguous_intent.digit_groups" and r.language == "hinglish"
    assert reader_reason(r.reason_key, dict(r.reason_args), r.language).endswith(
        "'₹2,44' ke ank na 2,440 jaise hain na 1,24,450 jaise, rakam saaf nahi; dobara likhiye, jaise '₹244'”")
    hi = read_at_counter("माफ़ कीजिए, कुल ₹2,44 हुए", CAT)
    assert hi.reason_key == "ambiguous_intent.digit_groups" and "'₹2,44' के अंक" in reader_reason(
        hi.reason_key, dict(hi.reason_args), hi.language)


@pytest.mark.parametrize("text,bad", [("Total ₹2,44", "₹2,44"), ("Rs. 24,4 only", "24,4"), ("₹1,2345", "₹1,2345"),
                                      ("bill 12,34,5 rupaye", "12,34,5"), ("₹41,50 hue", "₹41,50"),
                                      ("Total ₹1,244.50", None), ("₹1,24,450", None), ("₹12,450", None),
                                      ("2,5 kg sugar", None), ("O1,O2 cancel", None), ("₹244", None)])
def test_malformed_money_finds_only_figures_of_money_grouped_neither_way(text, bad):
    assert malformed_money(text) == bad


def test_in_an_e_mail_only_a_unit_prices_decimal_comma_is_well_formed():
    assert malformed_money("Sugar ₹41,50 per kg accepted", mail=True) is None  # holdout w8022, breaker AW's kind
    assert malformed_money("Rice 25 kg @ 38,50", mail=True) is None
    assert malformed_money("Paid ₹41,50 for B12", mail=True) == "₹41,50"
    assert malformed_money("Sugar ₹41,50 per kg accepted") == "₹41,50"  # at the counter a bill is never one


def test_the_cashier_is_told_why_a_figure_was_not_taken_and_no_total_only_when_none_was_said():
    assert _unheard_note(read_at_counter("Namaste ji, ek minute.", CAT)) == NO_BILL_HEARD_IN["hinglish"]
    assert _unheard_note(read_at_counter("One moment, please.", CAT)) == NO_BILL_HEARD
    note = _unheard_note(read_at_counter("Total ₹2,44", CAT))
    assert note == NOT_TAKEN.format(reason=reader_view("ambiguous_intent.digit_groups", {"figure": "₹2,44"}, "en")[1])
    assert note == ("the customer could not take a bill from your words: '₹2,44' has digits grouped neither as 2,440 "
                    "nor as 1,24,450, so the amount is not clear; write it again, e.g. '₹244'")


@pytest.mark.parametrize("en,hl,hi,want", MAIL)
def test_an_e_mails_figure_grouped_neither_way_is_refused_and_a_unit_prices_decimal_comma_kept(en, hl, hi, want):
    got = {}
    for lang, text in (("en", en), ("hinglish", hl), ("hi", hi)):
        r = read_message(text, CAT, email=True)
        got[lang] = [(i.kind, i.sku, i.quantity, i.unit_price_paise) for i in r.intents] if r.readable else r.reason_key
    want = want or "ambiguous_intent.digit_groups"
    assert got == {"en": want, "hinglish": want, "hi": want}, got
