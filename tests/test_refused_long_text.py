"""A refused over-long text argument is recorded cut with its length, and never sent back to the model whole.

A new user's trial (session 52): a fake cashier's 52,812-character ``say`` (the counter takes 500) was refused 41 times
in a day, and each ``invalid_action`` kept it whole (2.2 MB of a 2.6 MB one-day record); the call went back to the
model in the next requests too (52,926 characters of tool-call arguments each). Now every refused text longer than
its tool takes is recorded as its start and its length (``roles.text_limits``), errors quote a long value by its
start and length (``roles.tool_args.short``), and a role's context folds the call (``agents.context_folds``)."""
from __future__ import annotations

import json

from agents.episode import run_episode
from engine.shop import Shop
from events.record import EventRecord, read_record
from fake_manager import quiet_month
from kirana.runs import with_role_models
from openai_stub import StubServer, text_answer, tool_calls
from roles.text_limits import KEPT_CHARS, LIST_VALUES, recorded_refusal
from roles.toolbox import ToolBox
from scenarios import load_scenario

BIG = "Total ₹230. " + "bahut badhiya saman hai " * 2_100  # 50,412 characters, within the gate's 64,000

#: Each text-taking tool's call with a long text, by the turn it is offered in; each is refused.
CALLS = {"office": [("send_message", {"to": "S1", "text": BIG}), ("send_message", {"to": BIG, "text": "hi"}),
                    ("set_price", {"item": BIG, "price_inr": 5}), ("send_email", {"to": "S1", "text": BIG})],
         "counter": [("say", {"text": BIG}), ("check_khata", {"customer_id": BIG}),
                     ("decide_khata", {"grant": BIG})],
         "closing": [("report_sales", {"sales_inr": -1, "note": BIG})],
         "floor": [("move_to_shelf", {"item": BIG, "quantity": 1}), ("take_delivery", {"delivery_id": BIG}),
                   ("refuse_delivery", {"delivery_id": "D1", "reason": BIG})],  # (no van on day 1: not offered)
         "books": [("report_books", {"sales_inr": 0, "till_inr": 0, "payables_inr": 0, "note": BIG,
                                     "overdue_khata_customers": [f"X{i}" for i in range(1_000)]})]}


def test_every_refused_long_text_is_recorded_as_its_start_and_length(tmp_path):
    shop = Shop(load_scenario(days=1), EventRecord(tmp_path / "record.jsonl"))
    box, done = ToolBox(shop), set()
    while (turn := shop.next_turn()) is not None:
        for name, args in CALLS.get(turn.kind, []):
            if name not in done:
                done.add(name)
                assert not box.call(turn.role, name, args).ok
        shop.end_turn()
    refused = {e["tool"]: e for e in read_record(tmp_path / "record.jsonl") if e["kind"] == "invalid_action"}
    assert set(refused) == done == {name for calls in CALLS.values() for name, _ in calls}
    sizes = {name: len(json.dumps(e, ensure_ascii=False)) for name, e in refused.items()}
    assert max(sizes.values()) < 2_000, sizes                                   # before: 50,500 to 101,000 each
    assert refused["say"]["args"]["text"] == BIG[:500] + "… [50,412 characters; say takes at most 500]"
    assert refused["send_message"]["args"]["text"].endswith("… [50,412 characters; send_message takes at most 4,000]")
    assert refused["set_price"]["args"]["item"] == BIG[:KEPT_CHARS] + "… [50,412 characters]"  # no declared limit
    assert refused["report_sales"]["args"]["sales_inr"] == -1                   # the other arguments as sent
    assert refused["refuse_delivery"]["args"] == {"delivery_id": "D1",
                                                  "reason": BIG[:500] + "… [50,412 characters; refuse_delivery takes "
                                                                        "at most 500]"}
    ids = refused["report_books"]["args"]["overdue_khata_customers"]
    assert ids[:2] == ["X0", "X1"] and ids[LIST_VALUES:] == ["… 900 more values"] and len(ids) == LIST_VALUES + 1
    # the errors the model is answered quote a long value by its start and length, and ten bad ids at most
    assert refused["set_price"]["error"] == f"item: no item '{BIG[:80]}… [50,412 characters]' in this shop; " \
                                            "check_books lists the items"
    assert refused["report_books"]["error"].count("'X") == 10 and "and 990 more" in refused["report_books"]["error"]


def test_recorded_refusal_keeps_what_is_within_its_limit():
    args = {"to": "S1", "text": "x" * 3_000, "items": [1, 2]}
    assert recorded_refusal(args, "send_message", {"text": 4_000}) is args      # nothing over: the same object
    assert recorded_refusal(args, "say", {"text": 500})["text"] == "x" * 500 + "… [3,000 characters; say takes " \
                                                                                 "at most 500]"
    assert recorded_refusal(["y" * 700], "junk", {}) == ["y" * KEPT_CHARS + "… [700 characters]"]


def test_a_served_cashiers_refused_long_say_is_short_in_the_record_and_in_every_later_request(tmp_path):
    """A loopback fake cashier answers each counter brief with a 50 kB ``say``, then ends the turn in words."""
    def behave(role, body, n):
        if role != "cashier":
            return None
        if body["messages"][-1]["role"] == "tool":
            return 200, text_answer(n, "Ji.", body["model"])
        return 200, tool_calls(n, [("say", json.dumps({"text": BIG}, ensure_ascii=False))], body["model"])

    with StubServer(behave=behave) as server:
        run_episode(with_role_models(quiet_month(1), ["cashier=openai:fake@" + server.url]), tmp_path)
        bodies = [b for b in server.bodies if "You are the cashier" in json.dumps(b["messages"][0])]
    events = read_record(tmp_path / "record.jsonl")
    says = [e for e in events if e["kind"] == "invalid_action" and e["tool"] == "say"]
    assert len(says) >= 3
    assert all(e["args"]["text"].endswith("… [50,412 characters; say takes at most 500]") for e in says)
    assert max(len(json.dumps(e, ensure_ascii=False)) for e in says) < 1_000   # before: 50,600 each
    sent = [c["function"]["arguments"] for b in bodies for m in b["messages"] for c in m.get("tool_calls") or []]
    assert len(sent) >= len(says)                                               # each refused say was sent back ...
    assert all("[50,412 characters; say takes at most 500]" in a and len(a) < 200 for a in sent)  # ... folded
    assert max(len(json.dumps(b, ensure_ascii=False)) for b in bodies) < 40_000  # before: over 50,000 each time


def test_an_accepted_text_the_tool_cuts_is_recorded_as_the_part_kept(tmp_path):
    """``message_manager`` takes any length and the manager's inbox keeps 4,000 characters: the record had kept all."""
    shop = Shop(load_scenario(days=1), EventRecord(tmp_path / "record.jsonl"))
    box = ToolBox(shop)
    while (turn := shop.next_turn()) is not None and turn.kind != "counter":
        shop.end_turn()
    assert box.call("cashier", "message_manager", {"text": BIG}).ok
    assert box.call("cashier", "message_manager", {"text": "Chawal khatam."}).ok
    calls = [e["args"]["text"] for e in read_record(tmp_path / "record.jsonl") if e["kind"] == "tool_call"]
    assert calls == [BIG[:4_000] + "… [50,412 characters; message_manager takes at most 4,000]", "Chawal khatam."]
    assert [len(m.text) for m in shop.state.inbox["manager"]][-2:] == [4_000, 14]   # what the manager got
