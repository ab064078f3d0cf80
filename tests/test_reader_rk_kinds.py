"""Itemised bills at the counter (session 44, RK; trial 44's F1, a false language effect): a served cashier's bill
in the shapes chat models write — "For 3 items (1 x onion @ ₹38.0, …) your total comes to Rs. 180", markdown lists
and tables with a **Total** line, subtotal and discount, per-item amounts then a total, ``<think>`` left in — is the
stated total in English, Hindi and Hinglish alike (even where the items' own lines do not add up to it: the
cashier's over- or undercharge, as holdout33 c046), and refused ``ambiguous_intent.counter_sum`` in all three when
a sum the line states (a subtotal) or a second, higher total disagrees with it (``lang.counter_itemised``). The
parallel triples and their golds are ``tests/counter_itemised_probes.py``, written before the fix."""
from __future__ import annotations

import pytest

from counter_itemised_probes import PROBES
from lang.counter_words import read_at_counter
from market.catalogue import load_catalogue

CAT = load_catalogue()
CASES = [(text, gold) for *texts, gold in PROBES for text in texts]


def _heard(text: str) -> int | str:
    """The bill in paise heard at the counter, or the refusal's key."""
    r = read_at_counter(text, CAT)
    if not r.readable:
        return r.reason_key
    assert [i.kind for i in r.intents] == ["bill"], (text, r.intents)
    return r.intents[0].total_paise


@pytest.mark.parametrize("text, gold", CASES)
def test_an_itemised_counter_bill_is_its_stated_total_or_refused_when_its_figures_disagree(text, gold):
    assert _heard(text) == ("ambiguous_intent.counter_sum" if gold == "A" else round(gold * 100))


@pytest.mark.parametrize("text", [
    "For 2 items (6 x eggs @ ₹7.0, 1 x masoor dal @ ₹89.0) your total comes to Rs. 131. Thank you!",
    "2 cheezein (6 x eggs @ ₹7.0, 1 x masoor dal @ ₹89.0) ka total Rs. 131 hua. Shukriya!",
    "2 चीज़ें (6 x eggs @ ₹7.0, 1 x masoor dal @ ₹89.0) का कुल Rs. 131 हुआ। धन्यवाद!"])
def test_trial44_f1_the_same_itemised_bill_is_heard_in_every_language(text):
    assert _heard(text) == 13100


@pytest.mark.parametrize("text", [
    "For 3 items (1 x onion @ ₹38.0, 2 x soft drink @ ₹42.5, 2 x suji @ ₹28.5) your total comes to Rs. 230. Thank you!",
    "Aapka saaman: 1 x onion @ ₹38.0, 2 x soft drink @ ₹42.5, 2 x suji @ ₹28.5. Total 230 rupaye de dijiye.",
    "आपका सामान: onion 1 × ₹38.0, soft drink 2 × ₹42.5, suji 2 × ₹28.5। कुल 230 रुपये दीजिए।"])
def test_trial44_a_total_the_listed_items_do_not_make_is_still_the_total_asked_in_every_language(text):
    """The items make ₹180; the cashier asks ₹230: an overcharge the record must show (holdout33 c046's gold), the
    same in the three languages (English had been refused)."""
    assert _heard(text) == 23000


@pytest.mark.parametrize("text", ["Subtotal ₹126 (2 x sugar @ ₹44, 1 x onion @ ₹38), Total ₹130.",
                                  "Subtotal ₹126 (2 x sugar @ ₹44, 1 x onion @ ₹38), total ₹130 de dijiye.",
                                  "उप-योग ₹126 (2 x sugar @ ₹44, 1 x onion @ ₹38), कुल ₹130 दे दीजिए।"])
def test_a_subtotal_the_total_does_not_follow_from_is_refused_naming_both(text):
    r = read_at_counter(text, CAT)
    assert not r.readable and r.reason_key == "ambiguous_intent.counter_sum"
    assert "₹130" in r.reason and "₹126" in r.reason


@pytest.mark.parametrize("text", [
    "Total ₹126 for 2 x sugar @ ₹44, 1 x onion @ ₹38; old balance ₹300, so ₹426 in all.",
    "Aaj ke 2 x cheeni @ ₹44 aur 1 x pyaz @ ₹38, total ₹126; purane ₹300 milake ₹426.",
    "आज के 2 x चीनी @ ₹44 और 1 x प्याज़ @ ₹38, कुल ₹126; पुराने ₹300 मिलाकर ₹426।"])
def test_an_itemised_bill_said_with_the_old_balance_and_their_sum_is_todays_total(text):
    assert _heard(text) == 12600  # (the English had been heard as ₹426 before the itemised reading)


@pytest.mark.parametrize("text", ["Bill B12: 2 x sugar @ ₹44, 1 x onion @ ₹38, total ₹126.",
                                  "Bill B12: 2 x cheeni @ ₹44, 1 x pyaz @ ₹38, total ₹126 hua.",
                                  "बिल B12: 2 x चीनी @ ₹44, 1 x प्याज़ @ ₹38, कुल ₹126 हुआ।"])
def test_an_itemised_bill_carries_the_bill_id_it_names(text):
    r = read_at_counter(text, CAT)
    assert r.readable and [(i.kind, i.total_paise, i.bill_id) for i in r.intents] == [("bill", 12600, "B12")]
