"""A standing instruction is shown to its staff role on every turn it is judged in (roles/summary.py,
market/staff_inbox.py).

A new user's trial (session 42): a manager sent the cashier a credit refuse-list on day 1 only; the block was in 10
of the cashier's 141 day-1 requests and none of its 278 on days 2–3, yet ``instructions_followed_pct`` judged it
all month, so a cashier that refused credit whenever it could see the list scored 0 % ("contradicted"). The inbox
forgets messages after 7 days, so ``read_instructions`` could not show it from day 8 either, nor could the munshi's
``asked_report`` find a report window asked on day 1.
"""
from __future__ import annotations

import json
import re
from typing import Any, ClassVar, Sequence

import pytest
from autogen_core.models import LLMMessage

import roles.scripted as scripted
from agents.briefs import turn_from_brief
from agents.direct import play_month
from agents.episode import run_episode
from agents.scripted_client import ScriptedChatCompletionClient
from engine.shop import Shop
from events.record import EventRecord
from instruction_clients import InstructingManager
from kirana.runs import with_shop
from lang.english import block
from roles.instructions import parse_instructions
from roles.munshi import asked_report
from roles.summary import role_summary
from roles.toolbox import ToolBox
from scenarios import load_scenario
from scoring.instructions import judge_instructions

_STANDING = "Standing instructions from the manager"


def _send(box: ToolBox, to: str, kind: str, body: dict) -> None:
    r = box.call("manager", "send_message", {"to": to, "text": f"Please.\n{block(kind, body)}"})
    assert r.ok, r.error


def _blocks(summary: str) -> list[str]:
    """The standing blocks a summary lists, as the text of each line's block."""
    return re.findall(r"^  (```\w+ .*?```) \(M\d+, sent ", summary, re.M)


def test_the_cashiers_summary_lists_a_day_1_credit_list_every_day_until_it_is_replaced():
    """Sent on day 1 only: in the summary of every cashier turn after the one that handed it over (that turn's
    brief shows it whole), on day 9 too (past the inbox's 7 days), until the manager's day-10 block replaces it."""
    shop = Shop(load_scenario(days=11), EventRecord(None))
    box = ToolBox(shop)
    shown: dict[int, list[list[str]]] = {}
    sent: set[int] = set()
    while (turn := shop.next_turn()) is not None:
        if turn.role == "manager" and turn.day in (1, 10) and turn.day not in sent:  # its first office turn
            sent.add(turn.day)
            refuse = ["R3", "R5"] if turn.day == 1 else ["R7"]
            _send(box, "cashier", "credit", {"refuse": refuse, "limit_inr": 2000} if turn.day == 1 else
                  {"refuse": refuse})
            _send(box, "munshi", "report", {"include": ["payables_due"], "payables_due_within_days": 2}) \
                if turn.day == 1 else None
        if turn.role == "cashier":
            shown.setdefault(turn.day, []).append(_blocks(role_summary(shop, "cashier", turn.kind)))
        if turn.role == "munshi" and turn.day == 9:
            assert asked_report(shop) == {"kind": "report", "include": ["payables_due"], "payables_due_within_days": 2}
        shop.end_turn()
    first, *rest = shown[1]
    assert first == []                                        # handed over in this turn: the brief shows it
    old = '```credit {"refuse":["R3","R5"],"limit_inr":2000}```'
    assert rest and all(s == [old] for s in rest)
    for day in range(2, 10):
        assert shown[day] and all(s == [old] for s in shown[day]), day
    assert shown[10][1:] and all(s == ['```credit {"refuse":["R7"]}```'] for s in shown[10][1:])
    assert all(s == ['```credit {"refuse":["R7"]}```'] for s in shown[11])
    # what is shown is what is judged: the block reads back as the instruction the record holds
    judged = judge_instructions(shop.record.events)
    credit = [j["instruction"] for j in judged if j["kind"] == "credit"]
    assert parse_instructions(old, "cashier", shop.catalogue) == [credit[0]]
    assert credit[0] == {"kind": "credit", "refuse": ["R3", "R5"], "limit_paise": 200_000}


def test_each_kind_is_listed_as_the_block_that_states_it_and_a_newer_block_replaces_only_its_kind():
    shop = Shop(load_scenario(days=2), EventRecord(None))
    box = ToolBox(shop)
    shop.next_turn()
    _send(box, "helper", "shelf_plan", {"items": {"rice": 10, "milk-500ml": 40}})
    _send(box, "helper", "van", {"refuse": ["S7"]})
    _send(box, "cashier", "lowest_price", {"items": {"rice": 40.5}, "pct_of_posted": 97})
    shop.end_turn()
    while (turn := shop.next_turn()).role != "helper" or turn.instructions:
        shop.end_turn()
    helper = role_summary(shop, "helper", turn.kind)
    plan = '```shelf_plan {"items":{"milk-500ml":40,"rice-1kg":10}}```'
    assert _blocks(helper) == [plan, '```van {"refuse":["S7"]}```']
    for text in _blocks(helper):
        assert parse_instructions(text, "helper", shop.catalogue)[0]["kind"] in ("shelf_plan", "van")
    assert _blocks(role_summary(shop, "cashier", "counter")) == [
        '```lowest_price {"items":{"rice-1kg":40.5},"pct_of_posted":97.0}```']
    assert _STANDING not in role_summary(shop, "munshi", "books")   # none for the munshi
    shop.end_turn()
    while (turn := shop.next_turn()).role != "manager" or turn.day != 2:
        shop.end_turn()
    _send(box, "helper", "van", {"refuse": []})                    # takes every van again; the plan stands
    shop.end_turn()
    while (turn := shop.next_turn()).role != "helper" or turn.instructions:
        shop.end_turn()
    assert _blocks(role_summary(shop, "helper", turn.kind)) == [plan, '```van {"refuse":[]}```']


class SeeingClient(ScriptedChatCompletionClient):
    """The reference staff behind a model client, keeping for every request of its role the day and whether a
    ```credit block was anywhere in what it was sent (``seen``: role -> [(day, shown)])."""
    component_provider_override = "test_standing_instructions.SeeingClient"
    seen: ClassVar[dict[str, list[tuple[int, bool]]]] = {}

    async def create(self, messages: Sequence[LLMMessage], **kwargs: Any):
        text = "\n".join(m.content for m in messages if isinstance(getattr(m, "content", None), str))
        day = turn_from_brief(text).day       # the block's minute says the day
        self.seen.setdefault(self._config.role, []).append((day, "```credit" in text))
        return await super().create(messages, **kwargs)


@pytest.fixture(scope="module")
def day_1_only():
    InstructingManager.refuse_credit = "R1"
    scripted.SHOPS["instructing"] = {**scripted.SHOPS["reference"], "manager": InstructingManager}
    yield with_shop(load_scenario(days=3), "instructing")
    del scripted.SHOPS["instructing"]


def test_through_autogen_every_cashier_request_shows_the_credit_list_it_is_judged_by(day_1_only, tmp_path):
    """The trial's run, with the reference staff behind model clients: the day-1 credit list is in every one of the
    cashier's requests on days 1–3 (it was in none on days 2–3), and the record is the direct run's."""
    roles = {r: v.model_dump() for r, v in day_1_only.roles.items()}
    roles["cashier"]["model"] = {"provider": "test_standing_instructions.SeeingClient",
                                 "config": {"shop": "reference", "role": "cashier"}}
    scenario = day_1_only.model_validate({**day_1_only.model_dump(), "roles": roles})
    SeeingClient.seen.clear()
    run_episode(scenario, tmp_path)
    seen = SeeingClient.seen["cashier"]
    for day in (1, 2, 3):
        on_day = [shown for d, shown in seen if d == day]
        assert len(on_day) > 20 and all(on_day), (day, sum(on_day), len(on_day))
    got = (tmp_path / "record.jsonl").read_text(encoding="utf-8").splitlines()
    want = [json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in play_month(day_1_only).record.events]
    assert got[1:] == want[1:]                                # line 0 names the models, which differ
