"""``lang.earlier_order_asked``: "when is our order coming?" beside a new order asks after an order already placed:
read as ``ask_delivery`` with no id (the desk answers with every delivery due) beside the order (session 47, RB; it
had been refused "which order?"), and still refused, in the supplier's language, when the goods beside it are only
told; a delivery question about the new order is dropped, the order's confirmation answering it."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text", [
    "Bhaiya, when is our order coming? It's been three days. Also send 10 packets of bread tomorrow.",
    "भैया, हमारा ऑर्डर कब आएगा? तीन दिन हो गए। कल 10 पैकेट ब्रेड भी भेज देना।",
    "Bhaiya, humara order kab aayega? Teen din ho gaye. Kal 10 packet bread bhi bhej dena.",
])
def test_an_earlier_order_asked_after_beside_a_new_one_is_kept(text):
    r = read_message(text, CAT, email=True)
    assert [(i.kind, i.sku, i.quantity, i.order_id) for i in r.intents] == [
        ("ask_delivery", None, None, None), ("order", "bread-400g", 10, None)]


@pytest.mark.parametrize("text", [
    "क्या ऑर्डर O 17 निकल गया? उसमें 20 किलो आटा है।",
])
def test_goods_only_told_beside_the_question_are_asked_which_order(text):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key) == (False, "no_id.delivery")


@pytest.mark.parametrize("text", [
    "Please send 20 kg rice. When will this order come?",
    "Please send 20 kg rice. Can it come by Saturday?",
    "## Navratri week's order\n\n| Item | Qty |\n|---|---|\n| Potato | 50 kg |\n\n**Delivery:** before Saturday please.",
])
def test_a_question_about_the_new_order_still_reads_as_the_order(text):
    r = read_message(text, CAT, email=True)
    assert r.readable and [i.kind for i in r.intents] == ["order"]


def test_the_refusal_is_worded_in_the_suppliers_language():
    from lang.reasons import word
    r = read_message("क्या ऑर्डर O 17 निकल गया? उसमें 20 किलो आटा है।", CAT, email=True)
    assert word(r.reason_key, r.reason_args, "hi") == "किस ऑर्डर के बारे में पूछ रहे हैं? नंबर लिखिए, जैसे O3"
