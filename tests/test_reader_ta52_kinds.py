"""Kinds of goods laid out in markdown tables, read wrong or refused by the reader and fixed by session 52's helper
TABLE, as parallel triples (en / hi / hinglish) of sentences of our own: each asserts the intents read (kind, sku,
quantity in selling units, unit price in paise, order id, bill id) or the refusal's key, as the supplier's desk reads an
e-mail. The probes they came from: tests/corpus_probes52_ta (written by a helper who never read lang/).
"""
from __future__ import annotations

import pytest

from lang.tables import drop_reference_columns
from reader_intents import intents, refused


# ---- "Old rate | New rate | Our answer": the old rate is the past, the new one the price answered (lang.tables) ----
@pytest.mark.parametrize("text", [
    "| Item | Old rate | New rate | Our answer |\n|---|---|---|---|\n| Sugar | ₹42 | ₹44 | ok, send 20 kg |\n"
    "| Moong dal | ₹100 | ₹108 | no – not at ₹108 |",
    "| सामान | पुराना रेट | नया रेट | हमारा जवाब |\n|---|---|---|---|\n| चीनी | ₹42 | ₹44 | ठीक है, 20 किलो भेजिए |\n"
    "| मूंग दाल | ₹100 | ₹108 | नहीं – ₹108 में नहीं |",
    "| Item | Purana rate | Naya rate | Humara jawab |\n|---|---|---|---|\n| Cheeni | ₹42 | ₹44 | ok, 20 kilo bhejo |\n"
    "| Moong dal | ₹100 | ₹108 | nahi – ₹108 me nahi |",
])
def test_old_and_new_rate_beside_an_answer(text):
    assert intents(text, email=True) == [("accept", "sugar-1kg", None, 4400, None, None),
                                         ("order", "sugar-1kg", 20, None, None, None),
                                         ("reject", "moong-dal-1kg", None, 10800, None, None)]


def test_a_new_rate_column_beside_our_offer_is_theirs_and_an_unchanged_row_agrees_at_it():
    """Old | New | Our offer: the offer column is offered, the new rate dropped; "ok, no change" takes the new rate."""
    cleaned = drop_reference_columns("| Item | Old rate | New rate | Our offer |\n|---|---|---|---|\n"
                                     "| Sugar | ₹42 | ₹46 | ₹43 |\n| Salt | ₹22 | ₹22 | ok, no change |")
    assert cleaned.split("\n")[2:] == ["| Sugar | ₹43 offer |", "| Salt | ok, no change ₹22 |"]
    hindi = drop_reference_columns("| सामान | पुराना रेट | नया रेट | हमारा रेट |\n|---|---|---|---|\n"
                                   "| चीनी | ₹42 | ₹46 | ₹43 |\n| नमक | ₹22 | ₹22 | ठीक है, कोई बदलाव नहीं |")
    assert hindi.split("\n")[2:] == ["| चीनी | ₹43 प्रस्ताव |", "| नमक | ठीक है, कोई बदलाव नहीं ₹22 |"]
    hinglish = drop_reference_columns("| Item | Purana rate | Naya rate | Humara offer |\n|---|---|---|---|\n"
                                      "| Cheeni | ₹42 | ₹46 | ₹43 |\n| Namak | ₹22 | ₹22 | theek hai |")
    assert hinglish.split("\n")[2:] == ["| Cheeni | ₹43 prastav |", "| Namak | theek hai ₹22 |"]


@pytest.mark.parametrize("text", [
    "Sugar is too high now. Our counter:\n\n| Item | Old rate | New rate | Our offer |\n|---|---|---|---|\n"
    "| Sugar | ₹42 | ₹46 | ₹43 |\n| Salt | ₹22 | ₹22 | ok, no change |",
    "चीनी अब बहुत महँगी है। हमारा जवाब:\n\n| सामान | पुराना रेट | नया रेट | हमारा रेट |\n|---|---|---|---|\n"
    "| चीनी | ₹42 | ₹46 | ₹43 |\n| नमक | ₹22 | ₹22 | ठीक है, कोई बदलाव नहीं |",
    "Cheeni ab bahut mehengi hai. Humara counter:\n\n| Item | Purana rate | Naya rate | Humara offer |\n"
    "|---|---|---|---|\n| Cheeni | ₹42 | ₹46 | ₹43 |\n| Namak | ₹22 | ₹22 | ok, no change |",
])
def test_an_offer_table_with_old_and_new_rates_reads_the_offer_and_the_unchanged_rate_agreed(text):
    """The rules' reading (the second opinion, trained before these corpora, may doubt the words "too high")."""
    assert intents(text, email=True, second_opinion=False) == [("offer", "sugar-1kg", None, 4300, None, None),
                                            ("accept", "salt-1kg", None, 2200, None, None)]


# ---- a change table with a restating column and a remark in the now cell (lang.change_columns) ----
@pytest.mark.parametrize("text", [
    "Change in O9:\n\n| Item | Ordered | Now need | Change |\n|---|---|---|---|\n| Rice | 30 kg | 30 kg | – |\n"
    "| Sugar | 20 kg | 15 kg | cancel 5 kg |",
    "O9 में बदलाव:\n\n| सामान | ऑर्डर किया | अब चाहिए | बदलाव |\n|---|---|---|---|\n| चावल | 30 किलो | 30 किलो | – |\n"
    "| चीनी | 20 किलो | 15 किलो | 5 किलो कैंसिल |",
    "O9 me change:\n\n| Item | Order kiya | Ab chahiye | Change |\n|---|---|---|---|\n| Chawal | 30 kg | 30 kg | – |\n"
    "| Cheeni | 20 kg | 15 kg | 5 kg cancel |",
])
def test_a_change_table_with_a_now_need_column_and_a_change_column(text):
    assert intents(text, email=True) == [("cancel", "sugar-1kg", 5, None, "O9", None)]


@pytest.mark.parametrize("text", [
    "Change in O9:\n\n| Item | Was | Now |\n|---|---|---|\n| Rice | 30 kg | 30 kg (no change) |\n"
    "| Sugar | 20 kg | 15 kg – cut 5 |",
    "O9 में बदलाव:\n\n| सामान | पहले | अब |\n|---|---|---|\n| चावल | 30 किलो | 30 किलो (कोई बदलाव नहीं) |\n"
    "| चीनी | 20 किलो | 15 किलो – 5 कम |",
    "O9 me change:\n\n| Item | Pehle | Ab |\n|---|---|---|\n| Chawal | 30 kg | 30 kg (no change) |\n"
    "| Cheeni | 20 kg | 15 kg – 5 kam |",
])
def test_a_now_cell_with_the_cut_restated_after_a_dash(text):
    assert intents(text, email=True) == [("cancel", "sugar-1kg", 5, None, "O9", None)]


# ---- a bare figure under a "Rate" header, and a Total row off by a price rounded to the paisa (lang.unit_columns,
# lang.verify) ----
@pytest.mark.parametrize("text", [
    "Please send:\n\n| Item | Qty | Rate |\n|---|---|---|\n| Eggs | 3 trays | ₹178 per tray |\n| Salt | 20 kg | 22 |\n"
    "| Total | | ₹974 |",
    "कृपया भेजिए:\n\n| सामान | मात्रा | रेट |\n|---|---|---|\n| अंडे | 3 ट्रे | ₹178 प्रति ट्रे |\n| नमक | 20 किलो | 22 |\n"
    "| कुल | | ₹974 |",
    "Ye bhej do:\n\n| Saman | Qty | Rate |\n|---|---|---|\n| Ande | 3 tray | ₹178 per tray |\n| Namak | 20 kg | 22 |\n"
    "| Total | | ₹974 |",
])
def test_a_bare_rate_cell_and_a_total_of_a_tray_price(text):
    """3 trays at ₹178 (593 paise an egg, rounded) and 20 kg salt at ₹22: ₹534 + ₹440 = ₹974 (90 × 593 paise is
    ₹533.70)."""
    assert intents(text, email=True) == [("order", "eggs-1pc", 90, 593, None, None),
                                         ("order", "salt-1kg", 20, 2200, None, None)]


def test_a_total_a_rupee_off_stays_unexplained():
    assert refused("Please send:\n\n| Item | Qty | Rate |\n|---|---|---|\n| Eggs | 3 trays | ₹178 per tray |\n"
                   "| Salt | 20 kg | ₹22 |\n| Total | | ₹975 |", email=True) == "ambiguous_intent.figure"


# ---- the bill's copy asked beside an order, "also" and the polite future (lang.cues) ----
@pytest.mark.parametrize("text, bill", [
    ("Send 20 kg salt. And send a copy of B7 also.", "B7"),
    ("20 किलो नमक भेज दीजिए। और B7 की कॉपी भी भेज दीजिएगा।", "B7"),
    ("20 kilo namak bhej do. Aur B7 ki copy bhi bhej dena.", "B7"),
])
def test_a_bills_copy_asked_also(text, bill):
    assert intents(text, email=True) == [("order", "salt-1kg", 20, None, None, None),
                                         ("ask_bill", None, None, None, None, bill)]


# ---- "not at ₹X", the last price, after its goods: the refusal's own price (lang.sellers_prices) ----
@pytest.mark.parametrize("text", [
    "Sugar ₹44: ok.\nMoong dal: no – not at ₹108",
    "चीनी ₹44: ठीक है।\nमूंग दाल: नहीं – ₹108 में नहीं",
    "Cheeni ₹44: theek hai.\nMoong dal: nahi – ₹108 me nahi",
])
def test_not_at_a_price_after_another_goods_price(text):
    assert intents(text, email=True) == [("accept", "sugar-1kg", None, 4400, None, None),
                                         ("reject", "moong-dal-1kg", None, 10800, None, None)]


def test_not_at_a_price_with_a_counter_after_it_stays_a_reference():
    assert intents("Send 20 kg rice at ₹38. Not at ₹40.", email=True) == [("order", "rice-1kg", 20, 3800, None, None)]


# ---- "Will confirm …": the writer's own promise, subject left out, is no "Will …?" question (lang.whether_asked) ----
@pytest.mark.parametrize("text", [
    "Please share your rates for 40 kg sugar. Will confirm the order once the rates come.",
    "कृपया 40 किलो चीनी का रेट बताइए। रेट आने पर ऑर्डर पक्का करेंगे।",
    "40 kilo cheeni ka rate batao. Rate aane par order pakka karenge.",
])
def test_a_promise_to_confirm_once_rates_come_asks_no_delivery(text):
    assert intents(text, email=True) == [("ask_quote", "sugar-1kg", 40, None, None, None)]


def test_will_the_order_come_still_asks_after_it():
    assert intents("Will O5 come tomorrow?", email=True) == [("ask_delivery", None, None, None, "O5", None)]


# ---- a cut told as made before, beside a dispute of the bill: no cut again (lang.cancelled_before) ----
@pytest.mark.parametrize("text", [
    "B9 is wrong. Butter was cut to 12 in O8. Please revise.",
    "B9 is wrong. We had cut the butter in O8 to 12.",
    "B9 गलत है। O8 में मक्खन 12 कर दिया गया था। बिल ठीक कीजिए।",
    "B9 galat hai. O8 me makhan 12 kar diya gaya tha. Bill theek karo.",
])
def test_a_cut_told_as_past_beside_a_dispute(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B9")]


def test_a_cut_asked_now_with_was_in_another_clause_still_cuts():
    assert intents("Cut the butter in O8 to 12, it was too much.", email=True)[0][:2] == ("cancel", "butter-100g")


# ---- one order asked after goods by goods, its id said on each line (lang.nonitem) ----
@pytest.mark.parametrize("text", [
    "Has O4 (sugar 20 kg) left your godown? Has O4 (salt 10 kg) left your godown?",
    "क्या O4 (चीनी 20 किलो) निकल गया? क्या O4 (नमक 10 किलो) निकल गया?",
    "O4 (cheeni 20 kilo) nikla kya? O4 (namak 10 kilo) nikla kya?",
    "Status please:\n\n- **O4** – sugar 20 kg: dispatched?\n- **O4** – salt 10 kg: dispatched?",
])
def test_one_order_asked_after_goods_by_goods(text):
    assert intents(text, email=True) == [("ask_delivery", "sugar-1kg", 20, None, "O4", None),
                                         ("ask_delivery", "salt-1kg", 10, None, "O4", None)]


# ---- a bracket that sets an earlier table aside is no refusal of the list's goods (lang.asides) ----
@pytest.mark.parametrize("text", [
    "Bansal ji, this week's list (ignore yesterday's table):\n\n– Salt – 20 kg – ₹22/kg\n– Sugar – 30 kg – ₹42/kg",
    "बंसल जी, सही लिस्ट (कल वाली टेबल छोड़ दीजिए):\n\n– नमक – 20 किलो – ₹22 किलो\n– चीनी – 30 किलो – ₹42 किलो",
    "Bansal ji sahi list (kal wali table chhod do):\n\n– Namak – 20 kg – ₹22/kg\n– Cheeni – 30 kg – ₹42/kg",
])
def test_an_earlier_table_set_aside_in_brackets(text):
    assert intents(text, email=True) == [("order", "salt-1kg", 20, 2200, None, None),
                                         ("order", "sugar-1kg", 30, 4200, None, None)]
