"""``lang.past_ids``: a bill or order told with goods that came bad ("The rice in B50 was full of stones.") is never
set aside as the past beside a new order of the same goods: the complaint is asked about, in every language."""
from __future__ import annotations

import pytest

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


@pytest.mark.parametrize("text,ident", [
    ("The rice in B50 was full of stones. Send 20 kg rice.", "B50"),
    ("The rice in B50 was bad. Send 20 kg rice.", "B50"),
    ("B50 ke chawal mein bahut kankad the. 20 kilo chawal bhejo.", "B50"),
    ("B50 के चावल में बहुत कंकड़ थे। 20 किलो चावल भेजो।", "B50"),
    ("The rice in O50 was full of stones. Send 20 kg rice.", "O50"),
])
def test_goods_that_came_bad_on_a_bill_are_not_dropped_beside_a_new_order(text, ident):
    r = read_message(text, CAT, email=True)
    assert (r.readable, r.reason_key, r.reason_args.get("id")) == (False, "ambiguous_intent.id", ident)


def test_a_past_order_told_alone_beside_the_same_goods_again_still_reads():
    r = read_message("Last time (O18) you sent 10 trays of eggs. This time send only 6 trays.", CAT, email=True)
    assert r.readable and [(i.kind, i.sku, i.quantity) for i in r.intents] == [("order", "eggs-1pc", 180)]
