"""The counter's reader after session 52's trial with fake cashiers (/work/try52, a new user's study; issue 10).

Each kind is tested in the three languages with sentences of our own, not only the study's: an amount told as said or
offered before is context and the other is the bill (finding 1, silent in English: "Final ₹293; earlier I said
₹302.50." had billed ₹302.50; finding 5: "You offered ₹210; I can do ₹220." refused in English only), the MRP, the
shop's price and an equal price for the customer (finding 2, refused in English only), a total the khata would come
to beside today's bill (finding 3, refused in Hindi and Hinglish only), a thinking label after a reasoning block
(finding 4, refused in Hinglish only), and the note the cashier is told in the words' language (finding 6).
"""
from __future__ import annotations

import re

import pytest

from lang.counter_words import read_at_counter
from market.catalogue import load_catalogue
from roles.cashier import ASK_TOTAL, NO_BILL_HEARD, NO_BILL_HEARD_IN, NOT_TAKEN_IN, _unheard_note

CAT = load_catalogue()


def _bill(text: str) -> float | None:
    r = read_at_counter(text, CAT)
    bills = [i.total_paise for i in r.intents if i.kind == "bill"] if r.readable else []
    return bills[-1] / 100 if bills else None


EARLIER_THEN_NOW = [
    # the study's own, then ours: the final amount first, the earlier one after it (had billed the earlier one)
    ("Final ₹293; earlier I said ₹302.50.", 293), ("Final ₹220. Earlier I said ₹225.", 220),
    ("OK ₹220, instead of the ₹225 I said first.", 220),
    ("Final ₹341; earlier I said ₹350.", 341), ("₹341 now. Before, I told you ₹350.", 341),
    ("₹341 is final; ₹350 was the first price.", 341), ("I had said ₹350 — final ₹341.", 341),
    ("Final: ₹341 (I had said ₹350).", 341), ("Earlier ₹350, now ₹341.", 341), ("Now ₹341 (earlier ₹350).", 341),
    ("अंतिम ₹120, पहले ₹124 कहा था।", 120), ("अंतिम ₹341, पहले ₹350 कहा था।", 341),
    ("अब ₹341, पहले ₹350 बताया था।", 341), ("मैंने पहले ₹350 कहा था, अब ₹341।", 341),
    ("₹341 फ़ाइनल; ₹350 पहले बोला था।", 341),
    ("Final ₹223, pehle ₹230 bola tha.", 223), ("Final ₹341, pehle ₹350 bola tha.", 341),
    ("Ab 341, pehle 350 bataya tha.", 341), ("Maine pehle 350 bola tha, ab 341 de do.", 341),
    ("341 final hai, 350 pehle bola tha.", 341),
    # the customer's offer told, then the cashier's figure (finding 5)
    ("You offered ₹210; I can do ₹220.", 220), ("You offered ₹300; I can do ₹320.", 320),
    ("You said ₹300, I'll make it ₹320.", 320), ("आपने ₹300 कहा, ₹320 दे दीजिए।", 320),
    ("आपने ₹300 बोला, मैं ₹320 कर सकता हूँ।", 320), ("Aapne 300 bola, 320 de do.", 320),
    ("Aapne 300 offer kiya, main 320 kar sakta hoon.", 320),
    # read as before: the amount said in place of the one said wrongly
    ("Sorry, I said ₹830 — it's ₹380.", 380), ("मैंने ₹90 बोला था, असल में ₹95 है।", 95),
    ("₹290 — arre sorry, galat bola, ₹920 hue.", 920), ("I said ₹90 earlier, it is ₹95.", 95),
    ("The total is ₹480; earlier I told you ₹500 by mistake.", 480),
]


@pytest.mark.parametrize("text,want", EARLIER_THEN_NOW)
def test_the_amount_said_before_is_context_and_the_other_is_the_bill(text, want):
    assert _bill(text) == want


@pytest.mark.parametrize("text", ["You offered ₹300; ₹320?", "First ₹220, then ₹30 for the bag."])
def test_an_amount_asked_or_no_amount_told_as_before_is_no_bill_of_this_kind(text):
    assert _bill(text) is None


MRP_OURS_YOURS = [
    ("MRP ₹150, our price ₹139.50, for you ₹139.50.", 139.5), ("MRP ₹818, shop price ₹775, for you ₹775.", 775),
    ("MRP ₹150, our price ₹139.50, for you ₹133.", 133),
    ("MRP ₹150, हमारा दाम ₹139.50, आपके लिए ₹139.50।", 139.5), ("एमआरपी ₹260, हमारा रेट ₹248, आपके लिए ₹248।", 248),
    ("MRP 150, hamara rate 139.50, aapke liye 139.50.", 139.5), ("MRP 260, apna rate 248, aapke liye 248 hi.", 248),
]


@pytest.mark.parametrize("text,want", MRP_OURS_YOURS)
def test_the_customers_price_after_the_mrp_and_the_shops_price_is_the_bill(text, want):
    assert _bill(text) == want


def test_a_customers_price_above_the_shops_is_not_picked():
    assert _bill("MRP ₹150, our price ₹139.50, for you ₹145.") is None


KHATA_WOULD_BE = [
    ("Today ₹522. Your khata already has ₹346, so ₹868 in all if you put it on the khata.", 522),
    ("आज का ₹522। खाते में पहले से ₹346 हैं, खाते में लिखूँ तो कुल ₹868।", 522),
    ("Aaj ka 522. Khate mein pehle se 346 hai, khate mein likhun to total 868.", 522),
    ("Today's bill ₹410. Your khata already has ₹1,200; on the khata that makes total ₹1,610.", 410),
    ("आज का ₹410। आपके खाते में पहले से ₹1,200 हैं, लिख दूँ तो कुल ₹1,610।", 410),
    ("Aaj ka ₹410. Aapke khate mein pehle se ₹1,200 hain, khate mein likh doon to total ₹1,610.", 410),
]


@pytest.mark.parametrize("text,want", KHATA_WOULD_BE)
def test_a_total_of_today_and_what_the_khata_holds_is_not_another_bill(text, want):
    assert _bill(text) == want


def test_a_total_named_otherwise_is_still_refused():
    r = read_at_counter("आज का ₹522। खाते में ₹346 हैं, कुल ₹868।", CAT)  # the khata holds nothing "already"
    assert not r.readable and r.reason_key == "ambiguous_intent.counter_bill"


LABEL_AFTER_THINKING = [
    "<think>x</think>\nSoch raha hoon: 460 theek hai.\nTotal 460.",
    "<think>posted 480</think>\n\nSoch raha hoon: 455 chalega.\nTotal 455.",
    "<think>x</think>\nThought: customer wants a discount, 460 is fine.\nTotal ₹460.",
    "<think>posted 480</think>\n\nThought: 455 will do.\nTotal ₹455.",
    "<think>x</think>\nविचार: ₹460 ठीक है।\nकुल ₹460।",
    "<think>posted 480</think>\n\nसोच रहा हूँ: 455 चलेगा।\nकुल ₹455।",
]


@pytest.mark.parametrize("text", LABEL_AFTER_THINKING)
def test_a_thinking_label_after_a_reasoning_block_is_dropped_with_its_line(text):
    assert _bill(text) == float(re.findall(r"\d+", text)[-1])


@pytest.mark.parametrize("text,lang", [("One moment, please.", "en"), ("एक मिनट भैया।", "hi"),
                                       ("Ek minute bhaiya.", "hinglish")])
def test_the_no_total_note_is_in_the_words_language(text, lang):
    r = read_at_counter(text, CAT)
    assert r.language == lang and _unheard_note(r) == NO_BILL_HEARD_IN[lang]
    assert NO_BILL_HEARD_IN["en"] == NO_BILL_HEARD


@pytest.mark.parametrize("text,lang,said", [
    ("You gave ₹300, ₹58.50 back to you.", "en", "a note and change were said"),
    ("आपने ₹300 दिए, ₹58.50 वापस।", "hi", "नोट और वापसी की रकम कही"),
    ("Aapne 300 diye, 58.50 wapas.", "hinglish", "note aur wapas ki rakam kahi")])
def test_a_refusal_note_is_all_in_the_words_language_and_says_the_instruction_once(text, lang, said):
    note = _unheard_note(read_at_counter(text, CAT))
    assert note.startswith(NOT_TAKEN_IN[lang].split("{")[0]) and said in note
    assert note.count("'Total ₹'") + note.count("'कुल ₹'") == 1
    if lang != "en":
        assert "customer" not in note and "state the bill" not in note


def test_a_reason_not_the_counters_own_is_followed_by_the_instruction():
    from types import SimpleNamespace
    reading = SimpleNamespace(readable=False, reason_key="contradictory.figures", reason_args={}, language="hi")
    assert _unheard_note(reading).endswith(ASK_TOTAL["hi"])
