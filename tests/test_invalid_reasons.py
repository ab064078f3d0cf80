"""Why calls were refused (``scoring.invalid_reasons``) from a hand-built record, and three report and schema fixes of
a new user's trial (session 40): the Efficiency footer without ``usage.json``, a scripted run's own anchor row, and
``email_received``'s ``items`` and ``intents`` keys."""
import json
import tempfile
from pathlib import Path

from event_builder import complete

from events import read_events
from scoring.invalid_reasons import REASON_CHARS, invalid_reason_scores, reason_class

#: The trial's fake manager (``server3.py``): one of each kind of refused call it made, as the record holds them.
_REFUSED = [
    ("send_message", "", "a tool call written as text: nothing was done; call tools through the tool-calling "
                         "interface (tool_calls)"),
    ("send_message", "", "arguments are not JSON: Expecting value: line 1 column 22 (char 21)"),
    ("send_message", "", "arguments are not a JSON object"),
    ("no_such_tool", "", "unknown tool 'no_such_tool': the manager has no such tool. Its tools: check_books, go_home"),
    ("send_message", "to", "to: Field required (got {'foo': 1}); also text: Field required; foo: Extra inputs are "
                           "not permitted"),
]


def _typed(raw: list[dict]) -> list:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "record.jsonl"
        path.write_text("".join(json.dumps(complete(e, seq=k)) + "\n" for k, e in enumerate(raw)), encoding="utf-8")
        return read_events(path)


def _refused(role: str, tool: str, argument: str, error: str) -> dict:
    return {"kind": "invalid_action", "role": role, "tool": tool, "args": {}, "argument": argument, "error": error}


def test_reason_classes_are_the_errors_first_clause_without_its_values():
    assert [reason_class(e, a) for _, a, e in _REFUSED] == [
        "a tool call written as text", "arguments are not JSON", "arguments are not a JSON object", "unknown tool",
        "to: Field required"]
    assert reason_class("item: no item 'caviar' in this shop", "item") == "item: no item in this shop"
    assert reason_class("'place_order': no such tool; this turn offers read_messages") == "no such tool"
    assert reason_class("the manager's minutes are spent (590 of 600 used; send_message needs 15); end the turn") \
        == "the manager's minutes are spent"  # (an apostrophe inside a word is not a quoted value)
    assert reason_class("a tool name must be short text, got 'x'") == "a tool name must be short text"
    assert reason_class("") == "(no reason given)" and reason_class("qty: 'x'", "qty") == "qty"
    assert len(reason_class("y" * 500)) == REASON_CHARS


def test_refused_calls_are_grouped_by_role_tool_and_reason():
    raw = [{"kind": "turn_start", "role": "manager", "turn": "office"}]
    for k, (tool, argument, error) in enumerate(_REFUSED):  # 1, 2, 3, 4, 5 of each kind in the order above
        raw += [_refused("manager", tool, argument, error)] * (k + 1)
    raw += [_refused("cashier", "bill", "qty", "qty: Input should be a valid integer (got 'two')"),
            _refused("manager", "send_message", "", "arguments are not JSON: Unterminated string at char 9")]
    scores = invalid_reason_scores(_typed(raw))
    assert scores["invalid_actions_by_reason"] == [
        {"role": "manager", "tool": "send_message", "reason": "to: Field required", "actions": 5},
        {"role": "manager", "tool": "no_such_tool", "reason": "unknown tool", "actions": 4},
        {"role": "manager", "tool": "send_message", "reason": "arguments are not JSON", "actions": 3},
        {"role": "manager", "tool": "send_message", "reason": "arguments are not a JSON object", "actions": 3},
        {"role": "manager", "tool": "send_message", "reason": "a tool call written as text", "actions": 1},
        {"role": "cashier", "tool": "bill", "reason": "qty: Input should be a valid integer", "actions": 1}]
    assert sum(g["actions"] for g in scores["invalid_actions_by_reason"]) == 17  # every invalid_action counted


def test_the_behaviour_section_shows_why_actions_were_refused(month):
    from report.staff_sections import behaviour_section, invalid_reasons_table
    from scoring import score_record
    scores = score_record(month("reference", 0, 2).record.events)
    assert scores["invalid_actions_by_reason"] == []  # the scripted shop makes no invalid call
    assert len(behaviour_section(scores).tables) == 1
    scores["invalid_actions_by_reason"] = invalid_reason_scores(_typed(
        [_refused("manager", "send_message", "", _REFUSED[0][2])] * 8 +
        [_refused("manager", "tool`|x", "", "unknown tool 'tool`|x': the manager has no such tool")]))[
        "invalid_actions_by_reason"]
    [table] = invalid_reasons_table(scores)
    assert table.rows == [["manager", "`send_message`", "a tool call written as text", "8"],
                          ["manager", "`tool'|x`", "unknown tool", "1"]]
    assert [t.rows for t in behaviour_section(scores).tables][1] == table.rows


def test_the_efficiency_footer_cites_usage_json_only_when_it_was_read(month):
    """After ``rm usage.json`` the footer said the role table came from usage.json (the trial's finding 4)."""
    from report.document import _efficiency
    from scoring import score_record
    events = month("reference", 0, 2).record.events
    without = _efficiency(score_record(events))
    assert "usage.json, not the record" not in without.sources and len(without.tables) == 1
    assert without.sources.endswith("no usage.json was read beside the record, so there is no role table and the "
                                    "model cost is not known (—).")
    usage = {"manager": {"calls": 3, "prompt_tokens": 10, "completion_tokens": 5, "cost_usd": 0.25}}
    using = _efficiency(score_record(events, usage=usage))
    assert len(using.tables) == 2 and using.sources.endswith(
        "the role table (calls, tokens, cost) and the model cost from usage.json, not the record (an input the "
        "header names beside record.jsonl).")


def test_a_scripted_run_is_its_own_anchor_row():
    """A scripted ``reference`` run's header called every scripted shop's record "not in this folder" (finding 5)."""
    from report import own_shop, sources_line
    anchors = {"shops": {"reference": {}, "oracle": {}}}
    whole = {"models": {"manager": "scripted:reference", "cashier": "scripted:reference"}, "days": 3,
             "days_closed": 3}
    assert own_shop(whole, anchors) == "reference"
    assert own_shop({**whole, "days_closed": 2}, anchors) is None  # a stopped month is not the anchor's month
    assert own_shop({**whole, "models": {"manager": "scripted:reference", "cashier": "openai:x"}}, anchors) is None
    assert own_shop(whole, None) is None
    line = sources_line(9, "ab", anchors=True, usage=False, own="oracle")
    assert line.endswith("whose records are not in this folder (`kirana run --shop NAME` with this seed and days "
                         "plays one again) — but for the `oracle (reads hidden state)` shop's, which is this run "
                         "itself (the same month: its record is this folder's `record.jsonl`).")
    assert "this run itself" not in sources_line(9, "ab", anchors=True, usage=False)


def test_email_received_items_and_intents_name_the_keys_the_record_holds(month):
    """``items`` was described as "sku, qty, unit, price" while the record's lines carry ``item``, ``quantity``,
    ``unit_price_inr``… (finding 7): every key a line can hold is named, and the month's lines hold only those."""
    from events.suppliers import EmailReceived
    from lang.intents import Intent
    from lang.reading import ItemReading
    fields = EmailReceived.model_fields
    for name, model in (("items", ItemReading), ("intents", Intent)):
        said = fields[name].description
        assert all(key in said for key in model.model_fields), (name, [k for k in model.model_fields if k not in said])
    assert "qty" not in fields["items"].description
    lines = [e for e in month("reference", 0, 2).record.events if e["kind"] == "email_received"]
    item_keys = {k for e in lines for line in e["items"] for k in line}
    intent_keys = {k for e in lines for line in e["intents"] for k in line}
    assert {"sku", "item", "unit"} <= item_keys <= set(ItemReading.model_fields)
    assert {"kind", "sku"} <= intent_keys <= set(Intent.model_fields)
