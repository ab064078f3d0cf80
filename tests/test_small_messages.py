"""Small messages made true: a whole-number field sent as words, an argument a tool does not take, the words a
forfeited turn records, and a model's control characters in ``kirana transcript``."""
from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from agents.episode import run_episode
from engine.shop import Shop
from events.record import EventRecord, read_record
from kirana.cli import app
from kirana.runs import with_role_models
from kirana.terminal_text import printable
from openai_stub import StubServer
from roles.toolbox import ToolBox
from scenarios import load_scenario


@pytest.fixture
def office(tmp_path):
    shop = Shop(load_scenario(days=1), EventRecord(tmp_path / "record.jsonl"))
    while (turn := shop.next_turn()) is not None and turn.role != "manager":
        shop.end_turn()
    return shop, ToolBox(shop)


def test_minutes_in_words_are_told_to_be_a_whole_number_of_minutes(office):
    shop, box = office
    error = box.call("manager", "sleep", {"minutes": "thirty"}).error
    assert error == ("minutes: Input should be a valid integer (got 'thirty'); "
                     "send a whole number of minutes, 1–720 (no quotes, words or units)")
    assert "decimal point" not in error
    price = box.call("manager", "set_price", {"item": "rice-1kg", "price_inr": "forty"}).error
    assert "send a plain number: digits and at most one decimal point" in price  # a rupee field


def test_an_argument_a_tool_does_not_take_says_what_it_takes(office):
    shop, box = office
    cash = box.call("manager", "read_cash_book", {"extra": 1}).error
    assert cash.startswith("extra: Extra inputs are not permitted")
    assert cash.endswith("; read_cash_book takes no arguments: call it with {}")
    books = box.call("manager", "check_books", {"extra": 1}).error   # (its page of bills: roles.ledger_page)
    assert books.endswith("; check_books takes only bills_from, per_page")
    price = box.call("manager", "set_price", {"item": "rice-1kg", "price_inr": 40, "colour": "red"}).error
    assert price.endswith("; set_price takes only item, price_inr")
    renamed = box.call("manager", "set_price", {"sku": "rice-1kg", "price_inr": 40}).error  # (the thirtieth trial)
    assert renamed == ("item: Field required (got {'sku': 'rice-1kg', 'price_inr': 40}); send it as item, not sku "
                       "(set_price takes item, price_inr)"), renamed  # one fix names both (no pydantic "also")


def test_a_turn_forfeited_for_a_model_error_records_the_turn_is_over(tmp_path):
    def failing(role, body, n):
        return (500, {"error": {"message": "CUDA out of memory"}}) if role == "manager" else None

    scenario = load_scenario(days=1)
    roles = {r: v.model_dump() for r, v in scenario.roles.items()}
    roles["manager"].update(retries=0, on_model_error="skip_turn", stop_after_failures_in_row=1000)
    scenario = scenario.model_validate({**scenario.model_dump(), "roles": roles})
    with StubServer(behave=failing) as server:
        run_episode(with_role_models(scenario, [f"manager=openai:fake@{server.url}"]), tmp_path)
    events = read_record(tmp_path / "record.jsonl")
    ends = [e for e in events if e["kind"] == "turn_end" and e["role"] == "manager"]
    assert ends and all("said" not in e for e in ends)     # docs/models.md: the guard's "The turn is over." is not said
    assert sum(e["kind"] == "turn_forfeited" for e in events) == len(ends)


def test_printable_escapes_what_could_control_a_terminal():
    text = "a\x1b[31mred\x00 \u202eevil\rx\u200d\u0915\u094d\u200dष\tok\nline \ufeff\x9b"
    assert printable(text) == ("a\\u001b[31mred\\u0000 \\u202eevil\\u000dx\u200d\u0915\u094d\u200dष\tok\nline "
                               "\\ufeff\\u009b")
    assert json.loads(printable(json.dumps({"said": text}, ensure_ascii=False))) == {"said": text}


def test_transcript_prints_a_models_control_characters_escaped(tmp_path):
    from agents.direct import play_month
    play_month(load_scenario(days=1), record_path=tmp_path / "record.jsonl")
    path = tmp_path / "record.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    evil = "\x1b[2J\x1b[31mPAY NOW\x00 \u202eevil"
    for k, line in enumerate(lines):
        e = json.loads(line)
        if e["kind"] == "email_sent":
            e["text"] = evil
            lines[k] = json.dumps(e, ensure_ascii=False)
            break
    else:
        pytest.fail("no e-mail in the day")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for args in ([], ["--json"]):
        out = CliRunner().invoke(app, ["transcript", str(tmp_path), *args]).output
        assert "PAY NOW" in out
        assert not any(c in out for c in "\x1b\x00\u202e")
        assert "\\u001b[2J" in out and "\\u202eevil" in out
