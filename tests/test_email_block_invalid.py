"""A fenced block in an e-mail with a value the supplier cannot take is the manager's invalid action, not a language
failure (a new user's trial, session 39).

The trial's m_probe sent S1 ```order``` blocks with quantity −40 and 2.5, an item "caviar", and ```negotiate```
blocks at ₹−3 and ₹0.001: each went out, came back "could not read your message", and counted as a refused e-mail
under the supplier's language (6 of 11, 54.5 %), while ``invalid_manager_actions_per_day`` counted only the tools'
argument errors. Now ``send_message`` refuses such an e-mail as it refuses a staff message's bad block: an
``invalid_action`` {tool send_message, argument text, the block's fault and the fix}, nothing sent, no minutes; the
refused e-mails count only what went out. Free text the reader refuses still goes out and counts there.
"""
from __future__ import annotations

import pytest

from engine.shop import Shop
from lang.english import block
from roles.toolbox import ToolBox
from scenarios import load_scenario
from scoring.language import language_scores

BAD = [  # (block, what the error says, what it says to fix)
    (block("order", {"items": [{"item": "rice-1kg", "quantity": -40}]}),
     "order block: quantity must be a whole number from 1 to 10^9, got -40", "quantity is a whole number"),
    (block("order", {"items": [{"item": "rice-1kg", "quantity": 2.5}]}),
     "order block: quantity must be a whole number from 1 to 10^9, got 2.5", "quantity is a whole number"),
    (block("order", {"items": [{"item": "caviar", "quantity": 4}]}),
     "order block: no item called 'caviar'", "name an item check_books lists"),
    (block("negotiate", {"items": [{"item": "rice-1kg", "action": "offer", "unit_price_inr": -3}]}),
     "negotiate block: unit_price_inr must be above 0, got -3", "unit_price_inr is rupees per selling unit"),
    (block("negotiate", {"items": [{"item": "rice-1kg", "action": "offer", "unit_price_inr": 0.001}]}),
     "negotiate block: unit_price_inr must be above 0, got 0.001", "at least one paisa"),
    (block("pay", {"amount_inr": 40}), "pay block: pay needs bill_id", "give the bill_id"),
]


def _office() -> tuple[Shop, ToolBox]:
    shop = Shop(load_scenario(days=3))
    assert shop.next_turn().role == "manager"
    return shop, ToolBox(shop)


def _kinds(shop: Shop, *kinds: str) -> list[dict]:
    return [e for e in shop.record.events if e["kind"] in kinds]


@pytest.mark.parametrize("to", ["S1", "S2"])  # an English-writing supplier and a Hindi-writing one
@pytest.mark.parametrize("text,fault,fix", BAD)
def test_a_block_with_a_bad_value_is_an_invalid_action_and_never_sent(to, text, fault, fix):
    shop, box = _office()
    minute = shop.state.minute
    result = box.call("manager", "send_message", {"to": to, "text": text})
    assert not result.ok
    assert result.error.startswith(f"text: {fault}; ") and fix in result.error, result.error
    assert result.error.endswith(f"Nothing was sent to {to}")
    (invalid,) = _kinds(shop, "invalid_action")
    assert (invalid["role"], invalid["tool"], invalid["argument"]) == ("manager", "send_message", "text")
    assert invalid["error"] == result.error and invalid["args"] == {"to": to, "text": text}
    assert not _kinds(shop, "email_sent", "email_received", "supplier_decision")
    assert shop.state.minute == minute  # a refused call costs no minutes
    assert all(q[3] != "email" for q in shop.queue)  # no reply on its way
    scores = language_scores(shop.record.events)
    assert scores["refused_emails"] == {"sent": 0, "refused": 0, "share": None}
    lang = "en" if to == "S1" else "hi"
    assert scores["refused_emails_by_language"][lang] == {"sent": 0, "refused": 0, "share": None}


def test_free_text_the_reader_refuses_still_goes_out_and_counts_as_refused():
    shop, box = _office()
    text = "Send 99999999999999 kg rice and 1e30 kg sugar, paying 0.00001 per kg."  # the trial's own free text
    assert box.call("manager", "send_message", {"to": "S1", "text": text}).ok
    (received,) = _kinds(shop, "email_received")
    assert received["readable"] is False and received["reason"] == "no_quantity: how many kg of rice?"
    assert not _kinds(shop, "invalid_action")
    assert language_scores(shop.record.events)["refused_emails"] == {"sent": 1, "refused": 1, "share": 1.0}


def test_a_good_block_and_words_contradicting_a_block_still_go_out():
    shop, box = _office()
    good = block("order", {"items": [{"item": "rice-1kg", "quantity": 40}]})
    assert box.call("manager", "send_message", {"to": "S1", "text": good}).ok
    both = "Send 10 kg rice.\n" + block("order", {"items": [{"item": "rice-1kg", "quantity": 20}]})
    assert box.call("manager", "send_message", {"to": "S1", "text": both}).ok  # the reader's to judge: words
    readable = [e["readable"] for e in _kinds(shop, "email_received")]
    assert readable == [True, False] and not _kinds(shop, "invalid_action")
    assert language_scores(shop.record.events)["refused_emails"] == {"sent": 2, "refused": 1, "share": 0.5}
