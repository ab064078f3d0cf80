"""A turn's brief says each thing once (a new user's trial, session 35): a door turn's delivery JSON was in a
```delivery block and again, escaped, in the ```turn block's text; a counter brief's customer words and every staff
brief's handed-over instructions were in the text and again in the block. The block now leaves them out and
``turn_from_brief`` reads them back from the text above, so a scripted player behind a model client gets the same
turn."""
from __future__ import annotations

import json

from agents.briefs import turn_brief, turn_from_brief
from agents.tokens import count_tokens
from engine.turn import TURN

DELIVERY = ('A van from Agarwal Grain Traders is at the door with delivery D3.\n```delivery\n{"delivery_id": "D3", '
            '"note": [{"item": "wheat flour", "qty": 8, "sku": "atta-5kg", "unit_price_inr": 239.0}], "order_id": '
            '"O4", "supplier": "Agarwal Grain Traders", "supplier_id": "S1", "today": 2, "unloaded": [{"expires_day": '
            '76, "item": "wheat flour", "qty": 8, "sku": "atta-5kg"}]}\n```')
ORDER = 'Do not go below 96% of the posted price.\n```lowest_price\n{"items": {}, "pct_of_posted": 96}\n```'


def _turn(**fields):
    return TURN.validate_python({"day": 2, "minute": 1860, **fields})


def test_a_door_brief_carries_the_delivery_once_and_reads_back():
    turn = _turn(kind="door", role="helper", subject={"delivery_id": "D3"}, text=DELIVERY)
    brief = turn_brief(turn)
    assert brief.count('"unit_price_inr"') == 1 and '\\"unit_price_inr\\"' not in brief
    assert turn_from_brief(brief) == turn
    old = brief.split("```turn")[0] + "```turn\n" + json.dumps(
        TURN.dump_python(turn, mode="json", exclude_defaults=True), ensure_ascii=False, sort_keys=True) + "\n```"
    assert count_tokens(old) - count_tokens(brief) > 100                 # what the trial measured: 100-300 a call


def test_a_counter_brief_carries_the_words_and_instructions_once_and_reads_back():
    words = "Namaste ji, aaj 6 ande, 1 kilo masoor daal aur 3 packet haldi lena hai."
    turn = _turn(kind="counter", role="cashier", subject={"customer_id": "W1-1", "visit_id": "V1-1"}, text=words,
                 instructions=[{"minute": 493, "msg_id": "M2", "text": ORDER},
                               {"minute": 500, "msg_id": "M3", "text": "ends in a newline\n"},
                               {"minute": 501, "msg_id": "M4", "text": ""}])
    brief = turn_brief(turn)
    assert brief.count(words) == 1 and brief.count("pct_of_posted") == 1
    assert '"text": "ends in a newline\\n"' in brief                     # a text the section cannot give back: kept
    assert turn_from_brief("A note first.\n\n" + brief) == turn
    near = _turn(kind="floor", role="helper")                            # nothing to leave out: as before
    assert turn_from_brief(turn_brief(near)) == near and "text_above" not in turn_brief(near)


def test_the_block_leaves_out_the_day_and_role_the_context_says_and_reads_them_back():
    """Session 45: the block's day is its minute's (the clock above says it too) and its role the system message's;
    a turn whose day is not its minute's, or a kind no role's table names, keeps them."""
    office = _turn(kind="office", role="manager", minute=22357, day=16)
    brief = turn_brief(office)
    assert brief == ("[d16 12:37] You are in the office. End with sleep(minutes) or go_home().\n"
                     '```turn\n{"kind": "office", "minute": 22357}\n```')
    assert turn_from_brief(brief) == office
    odd = _turn(kind="office", role="manager", minute=22357, day=15)       # a day the minute does not give: kept
    assert '"day": 15' in turn_brief(odd) and turn_from_brief(turn_brief(odd)) == odd
    other = _turn(kind="plan", role="manager")                             # not in the brief table: the role kept
    assert '"role": "manager"' in turn_brief(other) and turn_from_brief(turn_brief(other)) == other
