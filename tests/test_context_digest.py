"""The current turn's older write calls folded to one line (``agents.context_digest``), and tool descriptions."""
from __future__ import annotations

import asyncio
import json

from autogen_core import FunctionCall
from autogen_core.models import AssistantMessage, FunctionExecutionResult, FunctionExecutionResultMessage

from agents.context import RoleContext
from agents.context_digest import DIGEST_MARK, digest_text
from agents.role_tools import model_description, role_tools

S1_MAIL = "Dear Sir,\n" + "\n".join(
    "```negotiate\n" + json.dumps({"items": [{"action": a, "sku": sku, "unit_price_inr": p}]}) + "\n```"
    for a, sku, p in (("accept", "atta-5kg", 223.0), ("accept", "rice-1kg", 38.0), ("offer", "toor-dal-1kg", 134.67))
) + "\n```order\n{\"items\": [{\"item\": \"rice-1kg\", \"quantity\": 50}]}\n```\n```pay\n{\"bill_id\": \"B3\"}\n```"
CAVIAR = ("```order\n{\"items\": [{\"item\": \"caviar\", \"quantity\": 5}, {\"item\": \"truffle\", "
          "\"quantity\": 2}]}\n```")
INBOX = "ok (5 minutes)\nmessages (1 rows): id | from | minute; each row's text below it, indented\nM1 | S1 | 600\n" \
        "  We can come down to ₹223 per packet for atta.\n" + "  Best we can manage on rice is ₹38 per kg.\n" * 20


def _answer(calls: list[tuple[str, str, dict]], results: list[str]) -> list:
    """One model answer of ``calls`` (id, tool, arguments) and its results, in order."""
    call = AssistantMessage(content=[FunctionCall(id=i, name=n, arguments=json.dumps(a, ensure_ascii=False))
                                     for i, n, a in calls], source="manager")
    res = FunctionExecutionResultMessage(content=[FunctionExecutionResult(content=r, call_id=i, is_error=False, name=n)
                                                  for (i, n, _), r in zip(calls, results)])
    return [call, res]


def _turn(*answers) -> list:
    ctx = RoleContext("manager", 16_000, 100)
    ctx.begin_turn("[d8 12:37] You are in the office.", day=8, desk="Cash: till ₹3,000")
    for answer in answers:
        for m in answer:
            asyncio.run(ctx.add_message(m))
    return asyncio.run(ctx.get_messages())


def test_an_emails_blocks_said_in_one_line_with_every_figure():
    assert digest_text(S1_MAIL) == ('"Dear Sir," + blocks: negotiate accept atta-5kg ₹223, rice-1kg ₹38; negotiate '
                                    'offer toor-dal-1kg ₹134.67; order rice-1kg ×50; pay bill_id B3')
    assert digest_text("Bhaiya, rice ₹37 per kg chalega?") == '"Bhaiya, rice ₹37 per kg chalega?"'  # words only
    assert digest_text("```cancel\n{\"order_id\": \"O3\"}\n```") == "blocks: cancel order_id O3"


def test_an_answered_email_is_one_line_once_a_newer_call_follows_and_reads_stay_whole():
    read = _answer([("c1", "read_messages", {})], [INBOX])
    s1 = _answer([("c2", "send_message", {"to": "S1", "text": S1_MAIL})], ["ok (3 minutes)\nsent: true\nto: S1"])
    s2 = _answer([("c3", "send_message", {"to": "S2", "text": "Namaste,\n" + S1_MAIL[10:]})],
                 ["ok (3 minutes)\nsent: true\nto: S2"])
    kept = _turn(read, s1, s2)
    assert kept[3].content[0].content == INBOX                                      # the inbox read: whole
    assert json.loads(kept[4].content[0].arguments) == {"to": "S1", "text": "Dear Sir,…"}  # the call: its keys
    assert kept[5].content[0].content == (
        'ok (3 minutes); sent: true [your call, folded: text: "Dear Sir," + blocks: negotiate accept '
        'atta-5kg ₹223, rice-1kg ₹38; negotiate offer toor-dal-1kg ₹134.67; order rice-1kg ×50; pay bill_id B3]')
    assert kept[5].content[0].call_id == "c2" and kept[5].content[0].name == "send_message"
    assert json.loads(kept[6].content[0].arguments)["text"] == "Namaste,\n" + S1_MAIL[10:]  # the newest: whole
    assert kept[7].content[0].content == "ok (3 minutes)\nsent: true\nto: S2"
    # before the second e-mail, the first was the newest call and stayed whole
    assert json.loads(_turn(read, s1)[4].content[0].arguments)["text"] == S1_MAIL


def test_a_refused_email_keeps_its_reason_and_several_calls_in_one_answer_are_each_folded():
    refused = '{"ok": false, "error": "text: no item \'caviar\'"}'
    both = _answer([("c1", "send_message", {"to": "S1", "text": S1_MAIL}),
                    ("c2", "send_message", {"to": "S9", "text": CAVIAR}),
                    ("c3", "set_price", {"item": "rice-1kg", "price_inr": 40})],
                   ["ok (3 minutes)\nsent: true\nto: S1", refused, "ok (3 minutes)\nitem: rice-1kg"])
    later = _answer([("c4", "sleep", {"minutes": 45})], ["ok (0 minutes)\nwake_at_minute: 600"])
    kept = _turn(both, later)
    calls, results = kept[2].content, kept[3].content
    assert [json.loads(c.arguments) for c in calls] == [
        {"to": "S1", "text": "Dear Sir,…"},
        {"to": "S9", "text": CAVIAR[:60] + "…"},                                   # no words: the text's start
        {"item": "rice-1kg", "price_inr": 40}]                                      # a short call: as it was
    assert results[1].content == refused + DIGEST_MARK + "text: blocks: order caviar ×5, truffle ×2]"
    assert results[2].content == "ok (3 minutes)\nitem: rice-1kg"
    assert [r.call_id for r in results] == ["c1", "c2", "c3"]


def test_whole_calls_keeps_more_of_the_turn_whole():
    s1 = _answer([("c1", "send_message", {"to": "S1", "text": S1_MAIL})], ["ok (3 minutes)\nsent: true\nto: S1"])
    sleep = _answer([("c2", "sleep", {"minutes": 45})], ["ok (0 minutes)\nwake_at_minute: 600"])
    ctx = RoleContext("manager", 16_000, 100, whole_calls=2)
    ctx.begin_turn("office", day=8)
    for m in s1 + sleep:
        asyncio.run(ctx.add_message(m))
    kept = asyncio.run(ctx.get_messages())
    assert json.loads(kept[1].content[0].arguments)["text"] == S1_MAIL


def test_a_tool_description_is_one_paragraph_without_its_returns_section():
    send = next(t for t in role_tools(None, "manager") if t.name == "send_message")
    assert "Returns:" not in send.description and "\n" not in send.description
    assert send.description.startswith("Send an e-mail to a supplier or a message to a staff role. "
                                       "Costs 3 minutes. Args: to:")    # the blocks are the system message's alone
    assert "Args: to: a supplier id (S1, S2, ...) or cashier / helper / munshi. text: the message (at most 4,000 " \
           "characters). Refused: unknown recipient, empty or over-long text" in send.description
    price = next(t for t in role_tools(None, "manager") if t.name == "set_price")
    assert price.description.endswith("Refused: unknown item, a price at or below 0, or above MRP (illegal).")
    assert model_description("Read it. Costs 1 minute.\n\nReturns:\n    {a, b}.") == "Read it. Costs 1 minute."
    assert model_description("Wait ``minutes``; or say ```bill {}```.") == "Wait `minutes`; or say ```bill {}```."
    schema = next(t for t in role_tools(None, "manager") if t.name == "read_messages").schema
    assert schema["parameters"] == {"type": "object", "properties": {}}       # no schema boilerplate
    report = next(t for t in role_tools(None, "munshi") if t.name == "report_books").schema["parameters"]
    assert report["properties"]["payables_due_inr"] == {"type": ["number", "null"], "default": None}
    assert report["properties"]["overdue_khata_customers"] == {"type": ["array", "null"], "items": {"type": "string"},
                                                               "default": None}
    assert report["required"] == ["sales_inr", "till_inr", "payables_inr"]


def test_a_served_manager_is_sent_its_answered_emails_as_digests_within_budget_and_its_mail_is_answered(tmp_path):
    """On a loopback fake answering as the scripted manager (``openai_stub``), one quiet day: the server receives
    earlier e-mails of a turn as one-line digests naming the supplier's items and prices, every request is within
    the role's budget by the offline count of what was sent, and the fake's e-mails are the scripted manager's,
    each answered."""
    from agents.episode import run_episode
    from agents.tokens import count_tokens
    from events.record import read_record
    from fake_manager import manager_bodies, quiet_month, served_manager
    from openai_stub import StubServer

    def sent_tokens(body) -> int:  # what benchmarks/context.py counts, as received: texts, calls, tool schemas
        text = sum(count_tokens(m.get("content") or "") + sum(count_tokens(c["function"]["arguments"]
                                                                           + c["function"]["name"])
                                                              for c in m.get("tool_calls") or []) + 4
                   for m in body["messages"])
        return text + sum(count_tokens(json.dumps({k: v for k, v in t["function"].items() if k != "strict"},
                                                  ensure_ascii=False)) for t in body.get("tools", []))

    with StubServer() as server:
        run_episode(served_manager(server.url, days=1), tmp_path / "served")
    run_episode(quiet_month(days=1), tmp_path / "scripted")
    bodies = manager_bodies(server)
    digests = [m["content"] for b in bodies for m in b["messages"]
               if m["role"] == "tool" and DIGEST_MARK in m["content"]]
    assert digests and all(d.startswith("ok (3 minutes); sent: true") for d in digests)
    assert any(d.startswith('ok (3 minutes); sent: true [your call, folded: text: "Namaste," + blocks: negotiate '
                            'ask_quote ') for d in digests)                       # the morning's quote requests
    assert any("blocks: report include (payables_due, overdue_khata), payables_due_within_days" in d
               for d in digests)                                               # the munshi's instruction
    assert max(sent_tokens(b) for b in bodies) <= 16_000
    mails = [[e for e in read_record(tmp_path / run / "record.jsonl") if e["kind"] in ("email_sent", "email_received")]
             for run in ("served", "scripted")]
    assert mails[0] == mails[1] and sum(e["kind"] == "email_received" for e in mails[0]) >= 4
